// Every command the desktop window may call, declared once (issue 20).
//
// This file holds only the `for_each_command!` macro so that the shell's
// build script can `include!` it to name the commands for Tauri's ACL
// without compiling the core (inner doc comments would not survive that
// `include!`; the module is documented where `api/mod.rs` declares it).

/// Hands the list of the window's commands to `$callback!`, one entry per
/// command:
///
/// ```text
/// /// What it does (becomes the TypeScript client's JSDoc).
/// KIND fn name(arg: Type, …) -> Answer { body }
/// ```
///
/// The window sends each argument under its camelCase name; the answer is
/// `Result<Answer, ApiError>`. `KIND` says where it runs:
///
/// - `db(api)`: on the shell's command thread, with the open [`Api`] bound
///   to `api`; the body returns `Result<Answer, ApiError>`.
/// - `db_async(api)`: the same, as an async command, so a long copy or
///   import does not hold the window's main thread.
/// - `free`: needs no database (the body sees only its arguments).
/// - `shell`: needs the desktop (a dialog, the file manager, a blocking
///   thread pool or the shell's own state), so the shell writes it by hand
///   under this name and signature; its body here is empty.
///
/// The consumers generate from this list: the Tauri handler
/// (`src-tauri/src/commands.rs`), the ACL's permission list and the main
/// window's capability (`src-tauri/build.rs`), the TypeScript client
/// (`ui/src/lib/commands.ts`, by `tests/commands.rs`) and the IPC tests'
/// argument cases. Types are written with `$crate::` paths so the list
/// expands anywhere.
///
/// [`Api`]: crate::api::Api
#[macro_export]
macro_rules! for_each_command {
    ($callback:ident) => {
        $callback! {
            /// The games this build can keep ("Rickety Ships", "Scorepad", …).
            db(api) fn games() -> Vec<$crate::api::GameInfo> { Ok(api.games()) }

            /// Saved player profiles, by name.
            db(api) fn players() -> Vec<$crate::api::PlayerDto> { api.players() }

            /// Saves a profile; a duplicate name or bad colour rejects with `invalid_input`.
            db(api) fn create_player(player: $crate::api::NewPlayer) -> $crate::api::PlayerDto {
                api.create_player(&player)
            }

            /// Starts a session with the chosen profiles in seat order.
            db(api) fn start_session(start: $crate::api::StartSession) -> $crate::api::SessionView {
                api.start_session(&start)
            }

            /// Applies a command, undo, redo or close; answers with the committed view.
            db(api) fn session_act(id: i64, action: $crate::api::Action) -> $crate::api::SessionView {
                api.act(id, &action)
            }

            /// One session as it now stands (read-only when `ended_at` is set).
            db(api) fn session_show(id: i64) -> $crate::api::SessionView { api.session(id) }

            /// What a game command WOULD do, without storing it: the view as it
            /// would stand, whose last timeline step lists every change (a scoring
            /// moment's computation, shown before the table confirms it with
            /// `sessionAct`). A refusal rejects exactly as `sessionAct` would.
            db(api) fn session_preview(id: i64, command: $crate::api::GameCommand) -> $crate::api::SessionView {
                api.preview(id, &command)
            }

            /// A page of sessions, newest first.
            db(api) fn sessions_list(query: $crate::api::SessionQuery) -> $crate::api::SessionPage {
                api.list_sessions(&query)
            }

            /// Rickety Ships shapes: the built-in ones (Basic first), then the table's own.
            db(api) fn rickety_shapes() -> Vec<$crate::api::rickety::ShapeInfo> { api.rickety_shapes() }

            /// Saves a drawn shape under a new name. A shape without exactly one
            /// start or with cells cut off from it (R3), or a name already taken,
            /// rejects.
            db(api) fn rickety_save_shape(name: String, grid: String) -> $crate::api::rickety::ShapeInfo {
                api.save_rickety_shape(&name, &grid)
            }

            /// Deletes a shape the table saved; built-in shapes cannot be deleted.
            db(api) fn rickety_delete_shape(name: String) -> () { api.delete_rickety_shape(&name) }

            /// Flicky Spaceships' twelve upgrades as printed (F4): name, group, VP, cost, effect.
            free fn flicky_catalog() -> Vec<$crate::games::flicky::Upgrade> {
                Ok($crate::games::flicky::catalog())
            }

            /// The builder's live verdict on a rocket, typed or as cells (S2, S3,
            /// S6), with the rocket as read: legality with
            /// each violation's cell and reason, parts per kind and colour, width,
            /// height and goal occurrences. `colours` are the table's added
            /// colours; `joins` null means the standard join table. An unreadable
            /// rocket rejects with `bad_file` (details: line, cell).
            free fn spacecraft_check(
                rocket: $crate::games::spacecraft::RocketEntry,
                colours: Vec<String>,
                joins: Option<$crate::games::spacecraft::JoinTable>,
            ) -> $crate::api::spacecraft::CheckReport {
                let parsed = $crate::api::spacecraft::read_rocket(&rocket, &colours)?;
                Ok($crate::api::spacecraft::check_rocket(&parsed, &joins.unwrap_or_default()))
            }

            /// What the table entered in earlier Space Craft sessions: cards,
            /// advanced cards and the last setup.
            db(api) fn spacecraft_library() -> $crate::api::spacecraft::Library { api.spacecraft_library() }

            /// Ships: the board data the table entered in its last game (else the
            /// rulebook's) and the card data it knows.
            db(api) fn ships_library() -> $crate::api::ships::Library { api.ships_library() }

            /// Ships: the 38 cards (name, era, text) with the gold costs and copies in `data`.
            free fn ships_cards(data: Vec<$crate::games::ships::CardData>) -> Vec<$crate::games::ships::Card> {
                Ok($crate::games::ships::catalog(&data))
            }

            /// A stack as a player typed it (`10c`, `8h/9h`, `9h^2`), read as the
            /// ship editor reads it; text that is no stack is refused
            /// (`invalid_input`) saying what is wrong.
            free fn rickety_stack(text: String) -> $crate::games::rickety::StackWire {
                $crate::games::rickety::Stack::parse(&text)
                    .map($crate::games::rickety::StackWire::from)
                    .map_err(|e| $crate::api::ApiError::invalid(e).with_field("stack"))
            }

            /// Reads a ship photo (a `data:` URL or bare base64 of a JPEG, PNG or
            /// WebP) off the UI thread; it can take a second or two, so show
            /// progress. `shapeGrid` (the session's own shape text) or `shape` (a
            /// built-in or saved shape's name) lines the grid up with the ship;
            /// `deck` reads with an enrolled deck's glyphs; with `sessionId` the
            /// photo and its reading are kept with the session (History lists
            /// them), `seat` (0-based) saying whose ship it shows. A photo that
            /// cannot be read rejects with `bad_file`.
            shell fn rickety_recognize(
                photo: String,
                shape: Option<String>,
                shape_grid: Option<String>,
                decks: u8,
                deck: Option<String>,
                session_id: Option<i64>,
                seat: Option<i64>,
            ) -> $crate::api::vision::PhotoReading {}

            /// The decks enrolled from photos of their cards (here or with
            /// `drydock deck enrol`), by name.
            db(api) fn decks() -> Vec<$crate::api::DeckInfo> { api.decks() }

            /// Learns a deck from photos of its 52 cards laid out in deck order
            /// (A–K of ♠ ♥ ♦ ♣, row by row, carrying on across photos), each a file
            /// name and a `data:` URL, and keeps it under `name` (replacing a deck
            /// of that name). Runs off the UI thread and takes a few seconds: show
            /// progress. 1 to 8 photos, 64 MB together; a refusal (`invalid_input`,
            /// or `bad_file` naming the photo) keeps nothing.
            shell fn enrol_deck(name: String, photos: Vec<$crate::api::DeckPhoto>) -> $crate::api::EnrolReport {}

            /// Forgets an enrolled deck; an unknown name rejects with `not_found`.
            db(api) fn forget_deck(name: String) -> () { api.forget_deck(&name) }

            /// The photos kept with a session, oldest first, each with what was read from it.
            db(api) fn session_photos(session_id: i64) -> Vec<$crate::api::vision::PhotoInfo> {
                api.session_photos(session_id)
            }

            /// A kept photo as a `data:` URL (the app's CSP allows images from data: only).
            db(api) fn photo_data_url(id: i64) -> String { api.photo_data_url(id) }

            /// Where the database file lives (shown so people can back it up).
            shell fn database_path() -> String {}

            /// The session as it was after its log entries 1..=`seq` (0 = just set
            /// up), read-only: its timeline holds only the steps up to `seq`.
            db(api) fn session_at(id: i64, seq: u64) -> $crate::api::SessionView { api.session_at(id, seq) }

            /// Every seat's score before any entry (seq 0) and after each entry: the score chart.
            db(api) fn session_scores(id: i64) -> $crate::api::ScoreSeries { api.score_series(id) }

            /// Keeps the session's notes (open or finished; at most 10,000 characters).
            db(api) fn session_set_notes(id: i64, notes: String) -> () { api.set_notes(id, &notes) }

            /// Renames a profile, or changes its colour (`#rrggbb`) or avatar
            /// letters; absent fields stay.
            db(api) fn update_player(id: i64, edit: $crate::api::PlayerEdit) -> $crate::api::PlayerDto {
                api.update_player(id, &edit)
            }

            /// "`merge` is the same person as `keep`": merge's seats move to keep
            /// and merge is deleted. Refused (nothing changes) when both sat in one
            /// session.
            db(api) fn merge_players(keep: i64, merge: i64) -> $crate::api::PlayerDto {
                api.merge_players(keep, merge)
            }

            /// Everyone who played without a profile, most recently first.
            db(api) fn guests() -> Vec<$crate::api::GuestDto> { api.guests() }

            /// Gives every seat the guest `name` played to profile `playerId`
            /// (null: a new profile of that name, made only if the link holds);
            /// resolves to the profile.
            db(api) fn adopt_guest(name: String, player_id: Option<i64>) -> $crate::api::PlayerDto {
                api.adopt_guest(&name, player_id)
            }

            /// Statistics of finished sessions, per player (per game and "all") and per game.
            db(api) fn stats(query: $crate::api::StatsQuery) -> $crate::api::Stats { api.stats(&query) }

            /// Asks where to save (the system's save dialog, opened by the shell at
            /// the data folder's `exports/`) and writes the export there; null when
            /// the table cancels the dialog. A query the core refuses is refused
            /// before the dialog opens.
            shell fn export_data(
                format: $crate::api::ExportFormat,
                query: $crate::api::ExportQuery,
            ) -> Option<$crate::api::ExportedFile> {}

            /// Imports the text of a Drydock archive or session export. A file it
            /// cannot take rejects with `bad_file` and changes nothing. With
            /// `dryRun` nothing is written: the report says what would be added
            /// and skipped (its `sessions_added` is then empty).
            db_async(api) fn import_data(text: String, dry_run: Option<bool>) -> $crate::api::ImportReport {
                api.import_text(&text, dry_run.unwrap_or(false))
            }

            /// Copies of the database in the backups folder, newest first.
            db(api) fn backups() -> Vec<$crate::api::BackupInfo> { api.backups() }

            /// Copies the database into the backups folder now.
            db_async(api) fn backup_now() -> $crate::api::BackupInfo { api.backup_now("manual") }

            /// Replaces the database with a backup; answers with the safety copy
            /// made of the current one first.
            db_async(api) fn restore_backup(file_name: String) -> $crate::api::BackupInfo {
                api.restore_backup(&file_name)
            }

            /// A finished session's BG Stats link and its QR code (a complete `<svg>`).
            db(api) fn bgstats_link(id: i64) -> $crate::api::BgStatsLink { api.bgstats_link(id) }

            /// Remembers (or with `null` forgets) the BoardGameGeek id of the game named `name`.
            db(api) fn set_bgg_id(name: String, bgg_id: Option<u32>) -> () { api.set_bgg_id(&name, bgg_id) }

            /// Sets where session `id` was played ("" clears it).
            db(api) fn session_set_location(id: i64, location: String) -> () {
                api.set_location(id, &location)
            }

            /// Corrects finished session `id`'s result (scores, winners, places);
            /// the correction is appended to its record and can be undone.
            db(api) fn session_correct_result(
                id: i64,
                correction: $crate::api::ResultCorrection,
            ) -> $crate::api::SessionView {
                api.correct_result(id, &correction)
            }

            /// Takes back finished session `id`'s newest correction still in effect.
            db(api) fn session_undo_edit(id: i64) -> $crate::api::SessionView { api.undo_edit(id) }

            /// Applies again the correction of session `id` undone last.
            db(api) fn session_redo_edit(id: i64) -> $crate::api::SessionView { api.redo_edit(id) }

            /// Sets when session `id` was played: its start and, once finished,
            /// the minutes it lasted.
            db(api) fn session_set_when(id: i64, started_at: String, minutes: Option<u32>) -> () {
                api.set_when(id, &started_at, minutes)
            }

            /// Moves session `id` into the trash (restorable until the trash is emptied).
            db(api) fn session_delete(id: i64) -> $crate::api::TrashEntry { api.delete_session(id) }

            /// The plays in the trash, most recently deleted first.
            db(api) fn trash_list() -> Vec<$crate::api::TrashEntry> { api.trash() }

            /// Brings a play back from the trash into History; the report names its new id.
            db(api) fn trash_restore(id: i64) -> $crate::api::ImportReport { api.restore_from_trash(id) }

            /// Deletes every play in the trash for good; resolves to how many.
            db(api) fn trash_empty() -> u32 { api.empty_trash() }

            /// The places plays happened, most used first.
            db(api) fn locations() -> Vec<String> { api.locations() }

            /// Keeps a photo of the evening with a session (any game, open or
            /// finished), without reading it: its `recognition` is null. `photo`
            /// is a `data:` URL (or bare base64) of a JPEG, PNG or WebP; a broken,
            /// too large or too small image rejects with `bad_file`.
            db_async(api) fn session_add_photo(session_id: i64, photo: String) -> $crate::api::vision::PhotoInfo {
                let bytes = $crate::api::vision::photo_from_base64(&photo)?;
                api.add_session_photo(session_id, &bytes)
            }

            /// Removes a photo from its session (a ship's layout read from it stays in the game).
            db(api) fn delete_photo(id: i64) -> () { api.delete_photo(id) }

            /// Opens the file manager at a file this run exported.
            shell fn reveal_export(path: String) -> () {}

            /// The log file, where problems are written (beside the database).
            shell fn log_file() -> String {}
        }
    };
}
