//! The whole database as one JSON file (`drydock-archive`, documented in
//! docs/cli.md): profiles, Rickety shapes, and every session with its log,
//! result, notes and photos. Export streams session by session, so a
//! history of years never sits in memory at once. Import proves every
//! session first (its game, setup, a full replay, the recorded result) and
//! every stored field within its limits (`fields`, the same checks as the
//! app's forms), decides per item what to add and what to skip (and says
//! why), and only then writes, in one transaction. Every fault of the file
//! is `bad_file`, a broken game rule included.
//!
//! Formats of other apps are refused with a message naming them; they are
//! export-only (see `results`, `bgstats`, `bgg`).

use std::collections::{HashMap, HashSet};
use std::io::Write;

use base64::Engine as _;
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;

use super::fields::{self, shown};
use super::sessions::{find_game, game_name, title_of};
use super::{
    Api, ApiError, Archive, ArchivePhoto, ArchivePlayer, ArchiveSession, ArchiveShape, ErrorCode,
    ExportEvent, ExportPlayer, ExportSeat, ExportSession, ImportReport, SessionExport,
    EXPORT_FORMAT,
};
use crate::session::{Outcome, Seat};
use crate::store::{EventRow, ImportedPlayer, ImportedSession, NewPhoto, NewSession};

pub const ARCHIVE_FORMAT: &str = "drydock-archive";
/// 2: sessions and players carry their `uuid`; 3: sessions their
/// corrections (`edits`), places and the scorepad's newer win rules and teams.
pub const ARCHIVE_VERSION: u32 = 3;

fn check_time(what: &str, text: &str) -> Result<(), ApiError> {
    fields::stored_time(text)
        .map(|_| ())
        .map_err(|e| e.bad_file(what))
}

/// An error about what the file holds, whatever raised it: `bad_file`
/// (the CLI exits 2), keeping its message and details (a rule id).
fn in_the_file(error: ApiError) -> ApiError {
    ApiError {
        code: ErrorCode::BadFile,
        ..error
    }
}

/// A player entry of a file, within the limits on a profile: the name
/// (trimmed) and the colour (lower case) to store.
pub(super) struct FilePlayer {
    pub name: String,
    pub colour: String,
}

/// The file's players by key, each checked against the limits on a
/// profile's name and colour; a key used twice is a damaged file.
pub(super) fn file_players<'a>(
    entries: impl IntoIterator<Item = (i64, &'a str, &'a str)>,
) -> Result<HashMap<i64, FilePlayer>, ApiError> {
    let mut people = HashMap::new();
    for (key, name, colour) in entries {
        let name = fields::player_name(name)
            .map_err(|e| e.bad_file(format_args!("player {key}'s name")))?;
        let colour = fields::colour(colour)
            .map_err(|e| e.bad_file(format_args!("player {key}'s colour")))?;
        let player = FilePlayer {
            name: name.to_string(),
            colour,
        };
        if people.insert(key, player).is_some() {
            return Err(ApiError::bad_file(format!(
                "player key {key} is used twice: the file is damaged"
            )));
        }
    }
    Ok(people)
}

/// A session from a file, replayed and ready to write.
pub(super) struct Prepared {
    pub game: &'static str,
    pub title: String,
    pub setup: String,
    pub seats: Vec<Seat>,
    /// The profile each seat belongs to (by name), which may differ from
    /// the name the seat was played under; `None` for a guest.
    pub profiles: Vec<Option<String>>,
    /// The game's BoardGameGeek id, to remember under the title.
    pub bgg_id: Option<u32>,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub outcome: Outcome,
    pub notes: String,
    pub events: Vec<EventRow>,
    /// The play's UUID from the file, if it has one.
    pub uuid: Option<String>,
    /// Where it was played ("" when not said).
    pub location: String,
    /// Its corrections after it finished, checked (see [`prepare`]).
    pub edits: Vec<EventRow>,
}

/// Checks one session of a file against this build's rules and the limits
/// on stored fields: the game exists, the seats name known players with
/// names and colours within limits, every time is a time (the end not
/// before the start), the title and notes fit, the setup sets up, the log
/// replays, and a recorded result is what replay gives. Every refusal is
/// `bad_file`.
pub(super) fn prepare(
    session: &ExportSession,
    events: &[ExportEvent],
    people: &HashMap<i64, FilePlayer>,
) -> Result<Prepared, ApiError> {
    let game = find_game(&session.game).map_err(|e| ApiError::bad_file(e.message))?;
    let mut seats = Vec::with_capacity(session.seats.len());
    let mut profiles = Vec::with_capacity(session.seats.len());
    for (i, seat) in session.seats.iter().enumerate() {
        // Seats are counted from 1 in messages, as at the table.
        let n = i + 1;
        let player = people.get(&seat.player).ok_or_else(|| {
            ApiError::bad_file(format!(
                "seat {n} refers to player {}, who is not in the file's players",
                seat.player
            ))
        })?;
        let colour = match seat.colour.as_deref() {
            Some(own) if !own.is_empty() => {
                fields::colour(own).map_err(|e| e.bad_file(format_args!("seat {n}'s colour")))?
            }
            _ => player.colour.clone(),
        };
        let played_as = fields::seat_name(seat.name.as_deref().unwrap_or(&player.name))
            .map_err(|e| e.bad_file(format_args!("seat {n}'s name")))?;
        seats.push(Seat {
            player_id: None,
            name: played_as.to_string(),
            colour,
        });
        // A negative key is a seat played without a profile: a guest
        // stays one (no profile is made for them).
        profiles.push((seat.player >= 0).then(|| player.name.clone()));
    }
    check_time("started_at", &session.started_at)?;
    if let Some(ended) = &session.ended_at {
        fields::ended_at(&session.started_at, ended).map_err(|e| e.bad_file("ended_at"))?;
    }
    fields::notes(&session.notes).map_err(|e| e.bad_file("the notes text"))?;
    let setup = game
        .game()
        .check_setup(&seats, &session.setup)
        .map_err(|e| in_the_file(ApiError::from(e).context("the file's setup")))?;
    fields::title(&title_of(&setup)).map_err(|e| e.bad_file("the setup's title"))?;
    let mut live = game
        .game()
        .open(seats.clone(), &setup)
        .map_err(|e| in_the_file(ApiError::from(e).context("the file's setup")))?;
    let mut rows = Vec::with_capacity(events.len());
    for event in events {
        check_time(&format!("event {}'s time", event.seq), &event.at)?;
        live.apply(event.seq, &event.at, &event.payload)
            .map_err(|e| ApiError::bad_file(format!("event {} does not replay: {e}", event.seq)))?;
        rows.push(EventRow {
            seq: event.seq,
            at: event.at.clone(),
            payload: event.payload.to_string(),
        });
    }
    let (outcome, edits) = corrected(session, live.outcome())?;
    if let (Some(recorded), Some(_)) = (&session.result, &session.ended_at) {
        if *recorded != outcome {
            return Err(ApiError::bad_file(match edits.is_empty() {
                true => "the file's result does not match its events (replaying them gives another result)",
                false => "the file's result does not match its events and corrections (applying them gives another result)",
            }));
        }
    }
    let title = if session.title.trim().is_empty() {
        title_of(&setup)
    } else {
        session.title.trim().to_string()
    };
    fields::title(&title).map_err(|e| e.bad_file("the title"))?;
    let uuid = session
        .uuid
        .as_deref()
        .map(fields::uuid)
        .transpose()
        .map_err(|e| e.bad_file("the session's uuid"))?;
    let location = fields::location(&session.location)
        .map_err(|e| e.bad_file("the location"))?
        .to_string();
    Ok(Prepared {
        uuid,
        location,
        bgg_id: None,
        game: game.as_str(),
        title,
        setup: setup.to_string(),
        seats,
        profiles,
        started_at: session.started_at.clone(),
        ended_at: session.ended_at.clone(),
        outcome,
        notes: session.notes.clone(),
        events: rows,
        edits,
    })
}

/// The result after a file's corrections, which must follow one another:
/// each result correction starts from the result before it (the first from
/// what replay gives), and only a finished play has corrections.
fn corrected(
    session: &ExportSession,
    replayed: Outcome,
) -> Result<(Outcome, Vec<EventRow>), ApiError> {
    if session.ended_at.is_none() && !session.edits.is_empty() {
        return Err(ApiError::bad_file(
            "the session is still open but has corrections: only a finished play is corrected",
        ));
    }
    let mut outcome = replayed;
    let mut rows = Vec::with_capacity(session.edits.len());
    let mut checked = Vec::with_capacity(session.edits.len());
    for (i, entry) in session.edits.iter().enumerate() {
        let n = i + 1;
        if entry.seq != n as u64 {
            return Err(ApiError::bad_file(format!(
                "correction {n} is numbered {}: corrections count from 1 without gaps",
                entry.seq
            )));
        }
        check_time(&format!("correction {n}'s time"), &entry.at)?;
        let payload = entry.payload.to_string();
        let edit = crate::store::read_edit(&payload).map_err(|reason| {
            ApiError::bad_file(format!("correction {n} cannot be read: {reason}"))
        })?;
        if let crate::store::Change::Result { before, after } = &edit.change {
            if *before != outcome {
                return Err(ApiError::bad_file(format!(
                    "correction {n} starts from another result than the play had: the file is damaged"
                )));
            }
            if let Some((field, why)) = super::edits::outcome_problem(session.seats.len(), after) {
                return Err(ApiError::bad_file(format!(
                    "correction {n}'s {field} cannot be the play's: {why}"
                )));
            }
            outcome = after.clone();
        }
        checked.push(crate::store::EditRow {
            seq: entry.seq,
            at: entry.at.clone(),
            edit,
        });
        rows.push(EventRow {
            seq: entry.seq,
            at: entry.at.clone(),
            payload,
        });
    }
    if let Some(why) = super::edits::chain_problem(&checked) {
        return Err(ApiError::bad_file(format!("{why}: the file is damaged")));
    }
    Ok((outcome, rows))
}

impl Api {
    /// A play's corrections as a file carries them.
    pub(super) fn exported_edits(&self, id: i64) -> Result<Vec<ExportEvent>, ApiError> {
        Ok(self
            .store
            .edits(id)?
            .into_iter()
            .map(|e| ExportEvent {
                seq: e.seq,
                at: e.at,
                payload: serde_json::to_value(&e.edit).unwrap_or(Value::Null),
            })
            .collect())
    }
}

/// Writes prepared sessions (and new profiles and shapes) in one
/// transaction.
pub(super) fn write(
    api: &mut Api,
    players: &[ImportedPlayer<'_>],
    shapes: &[(&str, &str, &str)],
    sessions: &[(Prepared, Vec<NewPhoto>)],
    from_trash: Option<i64>,
) -> Result<(Vec<i64>, u32, u32), ApiError> {
    let items: Vec<ImportedSession<'_>> = sessions
        .iter()
        .map(|(p, photos)| ImportedSession {
            new: NewSession {
                game: p.game,
                title: &p.title,
                setup: &p.setup,
                seats: &p.seats,
                started_at: &p.started_at,
                uuid: p.uuid.as_deref(),
                location: &p.location,
            },
            profiles: &p.profiles,
            bgg_id: p.bgg_id.map(|id| (p.title.as_str(), id)),
            notes: &p.notes,
            events: &p.events,
            edits: &p.edits,
            ended: p.ended_at.as_deref().map(|e| (e, &p.outcome)),
            photos: photos
                .iter()
                .map(|ph| NewPhoto {
                    seat: ph.seat,
                    taken_at: ph.taken_at.clone(),
                    media_type: ph.media_type.clone(),
                    bytes: ph.bytes.clone(),
                    recognition: ph.recognition.clone(),
                })
                .collect(),
        })
        .collect();
    Ok(api.store.import_all(players, shapes, &items, from_trash)?)
}

impl Api {
    /// Writes the archive of the sessions of `game` started at or after
    /// `since` (RFC 3339) to `out`, one session at a time; returns how many
    /// sessions it holds.
    pub fn export_archive(
        &self,
        game: Option<&str>,
        since: Option<&str>,
        out: &mut dyn Write,
    ) -> Result<u32, ApiError> {
        let ids = self.store.session_ids(game, since)?;
        self.write_archive(&ids, game.is_some() || since.is_some(), out)
    }

    /// Writes the archive of sessions `ids`; `filtered`: only the profiles
    /// seated in them, not every profile.
    pub(super) fn write_archive(
        &self,
        ids: &[i64],
        filtered: bool,
        out: &mut dyn Write,
    ) -> Result<u32, ApiError> {
        let mut seated: HashSet<i64> = HashSet::new();
        let mut unlinked = Vec::new();
        for &id in ids {
            for seat in self.store.session(id)?.seats {
                match seat.player_id {
                    Some(player) => {
                        seated.insert(player);
                    }
                    // Seats played without a profile (guests) get a player
                    // entry of their own, keyed below zero.
                    None => unlinked.push(ArchivePlayer {
                        key: unlinked_key(id, seat.seat),
                        name: seat.name,
                        colour: seat.colour,
                        initial: String::new(),
                        created_at: crate::store::now(),
                        uuid: None,
                    }),
                }
            }
        }
        let profiles: HashMap<i64, (String, String)> = self
            .store
            .players()?
            .into_iter()
            .map(|p| (p.id, (p.name, p.colour)))
            .collect();
        let players: Vec<ArchivePlayer> = self
            .store
            .players()?
            .into_iter()
            .filter(|p| !filtered || seated.contains(&p.id))
            .map(|p| ArchivePlayer {
                key: p.id,
                name: p.name,
                colour: p.colour,
                initial: p.initial,
                created_at: p.created_at,
                uuid: Some(p.uuid),
            })
            .chain(unlinked)
            .collect();
        let shapes: Vec<ArchiveShape> = self
            .store
            .rickety_shapes()?
            .into_iter()
            .map(|s| ArchiveShape {
                name: s.name,
                grid: s.grid,
                created_at: s.created_at,
            })
            .collect();
        let head = serde_json::json!({
            "format": ARCHIVE_FORMAT,
            "version": ARCHIVE_VERSION,
            "exported_at": crate::store::now(),
            "players": players,
            "shapes": shapes,
        });
        let head = serde_json::to_string(&head).map_err(write_error)?;
        let head = head.strip_suffix('}').unwrap_or(&head);
        let io = |e: std::io::Error| {
            ApiError::new(
                super::ErrorCode::DatabaseUnwritable,
                format!("cannot write the export: {e}"),
            )
        };
        write!(out, "{head},\"sessions\":[").map_err(io)?;
        for (i, &id) in ids.iter().enumerate() {
            if i > 0 {
                out.write_all(b",\n").map_err(io)?;
            }
            let session = self.archive_session(id, &profiles)?;
            serde_json::to_writer(&mut *out, &session).map_err(write_error)?;
        }
        out.write_all(b"]}\n").map_err(io)?;
        Ok(u32::try_from(ids.len()).unwrap_or(u32::MAX))
    }

    /// Session `id` as the archive writes it.
    fn archive_session(
        &self,
        id: i64,
        profiles: &HashMap<i64, (String, String)>,
    ) -> Result<StreamedSession, ApiError> {
        let row = self.store.session(id)?;
        let seats = row
            .seats
            .iter()
            .map(|s| {
                let profile = s.player_id.and_then(|p| profiles.get(&p));
                // The seat keeps the name and colour it was played with.
                let differs = |own: &str, pick: fn(&(String, String)) -> &str| {
                    profile.filter(|p| pick(p) != own).map(|_| own.to_string())
                };
                ExportSeat {
                    player: s.player_id.unwrap_or_else(|| unlinked_key(id, s.seat)),
                    name: differs(&s.name, |p| &p.0),
                    colour: differs(&s.colour, |p| &p.1),
                }
            })
            .collect();
        let events = self
            .store
            .events(id)?
            .into_iter()
            .map(|e| RawEvent {
                seq: e.seq,
                at: e.at,
                // As before entries were written through: one whose text is
                // not JSON goes out as `null`, so a damaged session can
                // still be exported or moved to the trash (its import is
                // refused, naming the entry).
                payload: RawValue::from_string(e.payload)
                    .unwrap_or_else(|_| RawValue::NULL.to_owned()),
            })
            .collect();
        let photos = self
            .store
            .photos_with_bytes(id)?
            .into_iter()
            .map(|(row, bytes)| ArchivePhoto {
                seat: row.seat,
                taken_at: row.taken_at,
                media_type: row.media_type,
                bytes: base64::engine::general_purpose::STANDARD.encode(bytes),
                recognition: serde_json::from_str(&row.recognition).unwrap_or(Value::Null),
            })
            .collect();
        Ok(StreamedSession {
            id,
            session: ExportSession {
                game: row.game,
                title: row.title,
                setup: serde_json::from_str(&row.setup).unwrap_or(Value::Null),
                seats,
                started_at: row.started_at,
                ended_at: row.ended_at,
                result: row
                    .result
                    .as_deref()
                    .and_then(|r| serde_json::from_str(r).ok()),
                notes: row.notes,
                location: row.location,
                uuid: Some(row.uuid),
                edits: self.exported_edits(id)?,
            },
            events,
            photos,
        })
    }

    /// Reads an archive or a single-session export. Other apps' files and
    /// newer versions are refused with a message that names them.
    pub fn parse_archive(text: &str) -> Result<Archive, ApiError> {
        /// The few fields that say what a file is, read without building
        /// the whole document in memory.
        #[derive(serde::Deserialize)]
        struct Probe {
            format: Option<String>,
            version: Option<u64>,
            plays: Option<serde::de::IgnoredAny>,
            games: Option<serde::de::IgnoredAny>,
        }
        let first_line = text.trim_start().lines().next().unwrap_or_default();
        if !first_line.starts_with(['{', '[']) && first_line.matches(',').count() >= 2 {
            return Err(ApiError::bad_file(
                "this is a CSV file: Drydock's CSV export holds results only, not the games' logs, so it cannot be imported; import a Drydock archive (JSON) instead",
            ));
        }
        let probe: Probe = serde_json::from_str(text).map_err(|e| {
            if e.is_data() {
                ApiError::bad_file(format!(
                    "the file is not a Drydock export (its \"format\" must be {ARCHIVE_FORMAT:?} or {EXPORT_FORMAT:?})"
                ))
            } else {
                ApiError::bad_file(format!(
                    "the file is not valid JSON (line {}, column {}): it may be cut short or not an export",
                    e.line(),
                    e.column()
                ))
            }
        })?;
        match probe.format.as_deref() {
            Some(ARCHIVE_FORMAT) => {
                if let Some(version) = probe.version.filter(|v| *v > u64::from(ARCHIVE_VERSION)) {
                    return Err(ApiError::bad_file(format!(
                        "the file was written by a newer Drydock (archive version {version}; this version reads up to {ARCHIVE_VERSION}): update Drydock to import it"
                    )));
                }
                serde_json::from_str(text).map_err(|e| {
                    ApiError::bad_file(format!("the file does not fit the archive format: {e}"))
                })
            }
            Some(EXPORT_FORMAT) => {
                let single = Api::parse_export(text)?;
                Ok(from_session_export(single))
            }
            _ if probe.plays.is_some() && probe.games.is_some() => Err(ApiError::bad_file(
                "this looks like a BG Stats backup, not a Drydock archive: import it with the app's Import or `drydock import`, which read BG Stats backups as plays",
            )),
            _ => Err(ApiError::bad_file(format!(
                "the file is not a Drydock export (its \"format\" must be {ARCHIVE_FORMAT:?} or {EXPORT_FORMAT:?})"
            ))),
        }
    }

    /// Imports an archive: profiles whose names are new, shapes whose names
    /// are new, and sessions not already here (same game, start time and
    /// seats). The whole file is checked first; a file with a broken
    /// session or duplicate ids imports nothing. With `dry_run` nothing is
    /// written and the report says what would happen.
    pub fn import_archive(
        &mut self,
        file: &Archive,
        dry_run: bool,
    ) -> Result<ImportReport, ApiError> {
        self.import_archive_from(file, dry_run, None)
    }

    /// `import_archive`, taking trashed play `from_trash` out of the trash
    /// in the same transaction when its session is written.
    pub(super) fn import_archive_from(
        &mut self,
        file: &Archive,
        dry_run: bool,
        from_trash: Option<i64>,
    ) -> Result<ImportReport, ApiError> {
        let people = file_players(
            file.players
                .iter()
                .map(|p| (p.key, p.name.as_str(), p.colour.as_str())),
        )?;
        let mut initials = HashMap::new();
        let mut player_uuids: HashMap<i64, String> = HashMap::new();
        for p in &file.players {
            let initial = fields::initial(&p.initial)
                .map_err(|e| e.bad_file(format_args!("player {}'s initial", p.key)))?;
            check_time(&format!("player {}'s created_at", p.key), &p.created_at)?;
            initials.insert(p.key, initial);
            if let Some(uuid) = &p.uuid {
                let uuid = fields::uuid(uuid)
                    .map_err(|e| e.bad_file(format_args!("player {}'s uuid", p.key)))?;
                player_uuids.insert(p.key, uuid);
            }
        }
        let mut seen_sessions = HashSet::new();
        let mut skipped = Vec::new();
        let mut ready = Vec::new();
        let mut in_file: HashSet<(String, String, Vec<String>)> = HashSet::new();
        let mut uuids_in_file: HashSet<String> = HashSet::new();
        for item in &file.sessions {
            if !seen_sessions.insert(item.id) {
                return Err(ApiError::bad_file(format!(
                    "session id {} is used twice: the file is damaged",
                    item.id
                )));
            }
            let label = format!(
                "session {} ({}, {})",
                item.id,
                game_name(&item.session.game),
                item.session
                    .started_at
                    .get(..10)
                    .unwrap_or(&item.session.started_at)
            );
            let prepared =
                prepare(&item.session, &item.events, &people).map_err(|e| e.context(&label))?;
            let names: Vec<String> = prepared.seats.iter().map(|s| s.name.clone()).collect();
            let key = (
                prepared.game.to_string(),
                prepared.started_at.clone(),
                names.clone(),
            );
            let twice_by_uuid = prepared
                .uuid
                .as_ref()
                .is_some_and(|u| !uuids_in_file.insert(u.clone()));
            if !in_file.insert(key) || twice_by_uuid {
                return Err(ApiError::bad_file(format!(
                    "{label} appears twice in the file: the file is damaged"
                )));
            }
            // Every photo is checked, even those of a session already here:
            // the whole file is checked before anything is decided.
            let mut photos = Vec::with_capacity(item.photos.len());
            for (i, photo) in item.photos.iter().enumerate() {
                let which = format!("{label}: photo {}", i + 1);
                let bytes = base64::engine::general_purpose::STANDARD
                    .decode(photo.bytes.as_bytes())
                    .map_err(|e| ApiError::bad_file(format!("{which} is not base64: {e}")))?;
                check_time(&format!("{which}'s time"), &photo.taken_at)?;
                fields::photo_seat(photo.seat, prepared.seats.len())
                    .map_err(|e| e.bad_file(format_args!("{which}'s seat")))?;
                fields::photo_media_type(&photo.media_type, &bytes)
                    .map_err(|e| e.bad_file(format_args!("{which}'s media_type")))?;
                fields::photo_bytes(&bytes)
                    .map_err(|e| e.bad_file(format_args!("{which}'s bytes")))?;
                photos.push(NewPhoto {
                    seat: photo.seat,
                    taken_at: photo.taken_at.clone(),
                    media_type: photo.media_type.clone(),
                    bytes,
                    recognition: photo.recognition.to_string(),
                });
            }
            let known_uuid = match &prepared.uuid {
                Some(uuid) => self.store.session_by_uuid(uuid)?.is_some(),
                None => false,
            };
            if known_uuid
                || self
                    .store
                    .has_session(prepared.game, &prepared.started_at, &names)?
            {
                skipped.push(format!("{label}: already in this database"));
                continue;
            }
            ready.push((prepared, photos));
        }
        let mut shapes = Vec::new();
        let mut shape_names = HashSet::new();
        for (i, shape) in file.shapes.iter().enumerate() {
            let which = format!("shape {} ({})", i + 1, shown(&shape.name));
            let name = fields::shape_name(&shape.name)
                .map_err(|e| e.bad_file(format_args!("{which}: its name")))?;
            if crate::games::rickety::Shape::built_in(name).is_some() {
                return Err(ApiError::bad_file(format!(
                    "{which}: its name is a built-in shape's"
                )));
            }
            check_time(&format!("{which}: its created_at"), &shape.created_at)?;
            crate::api::rickety::parse_shape(name, &shape.grid).map_err(|e| e.context(&which))?;
            if !shape_names.insert(name.to_lowercase()) {
                return Err(ApiError::bad_file(format!(
                    "shape {name:?} appears twice: the file is damaged"
                )));
            }
            match self.store.rickety_shape(name)? {
                Some(existing) if existing.grid.trim() == shape.grid.trim() => {}
                Some(_) => skipped.push(format!(
                    "shape {name:?}: a different shape of that name is already here; kept this database's"
                )),
                None => shapes.push((name, shape.grid.as_str(), shape.created_at.as_str())),
            }
        }
        let players: Vec<ImportedPlayer<'_>> = file
            .players
            .iter()
            .filter_map(|p| Some((p, people.get(&p.key)?, *initials.get(&p.key)?)))
            .filter(|(p, checked, _)| {
                p.key >= 0
                    || ready
                        .iter()
                        .any(|(s, _)| s.profiles.contains(&Some(checked.name.clone())))
            })
            .map(|(p, checked, initial)| ImportedPlayer {
                name: &checked.name,
                colour: &checked.colour,
                initial,
                created_at: &p.created_at,
                uuid: player_uuids.get(&p.key).map(String::as_str),
            })
            .collect();
        if dry_run {
            let new_players = players
                .iter()
                .filter(|p| self.store.player_by_name(p.name).ok().flatten().is_none())
                .count();
            return Ok(ImportReport {
                format: ARCHIVE_FORMAT.to_string(),
                sessions_new: u32::try_from(ready.len()).unwrap_or(u32::MAX),
                players_added: u32::try_from(new_players).unwrap_or(u32::MAX),
                shapes_added: u32::try_from(shapes.len()).unwrap_or(u32::MAX),
                sessions_added: Vec::new(),
                skipped,
            });
        }
        let from_trash = from_trash.filter(|_| !ready.is_empty());
        let (ids, players_added, shapes_added) =
            write(self, &players, &shapes, &ready, from_trash)?;
        Ok(ImportReport {
            format: ARCHIVE_FORMAT.to_string(),
            sessions_new: u32::try_from(ids.len()).unwrap_or(u32::MAX),
            players_added,
            shapes_added,
            sessions_added: ids,
            skipped,
        })
    }
}

fn unlinked_key(session: i64, seat: usize) -> i64 {
    -(session * 100 + seat as i64 + 1)
}

fn write_error(e: serde_json::Error) -> ApiError {
    ApiError::new(
        super::ErrorCode::Database,
        format!("cannot encode the export: {e}"),
    )
}

/// A single-session export as an archive of one session.
fn from_session_export(file: SessionExport) -> Archive {
    Archive {
        format: ARCHIVE_FORMAT.to_string(),
        version: ARCHIVE_VERSION,
        exported_at: String::new(),
        players: file
            .players
            .into_iter()
            .map(|p: ExportPlayer| ArchivePlayer {
                key: p.key,
                name: p.name,
                colour: p.colour,
                initial: String::new(),
                created_at: crate::store::now(),
                uuid: None,
            })
            .collect(),
        shapes: Vec::new(),
        sessions: vec![ArchiveSession {
            id: 1,
            session: file.session,
            events: file.events,
            photos: Vec::new(),
        }],
    }
}

/// An [`ArchiveSession`] as the export writes it: the same fields in the
/// same order, each log entry's stored JSON written through as it is
/// rather than parsed into a `Value` and written again (most of a large
/// export's time; docs/performance.md).
#[derive(Serialize)]
struct StreamedSession {
    id: i64,
    session: ExportSession,
    events: Vec<RawEvent>,
    photos: Vec<ArchivePhoto>,
}

/// An [`ExportEvent`] whose payload is the stored entry's text.
#[derive(Serialize)]
struct RawEvent {
    seq: u64,
    at: String,
    payload: Box<RawValue>,
}
