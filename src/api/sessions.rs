//! Session use cases: start, act (command, undo, redo, close), show, list.
//! Each write is committed before the new view is returned, so the screen
//! never shows an effect the database does not hold.

use std::collections::HashSet;

use serde_json::Value;

use super::{
    Action, Api, ApiError, ErrorCode, GameCommand, GameId, GameView, SeatChoice, SeatResult,
    SessionPage, SessionQuery, SessionSummary, SessionView, StartSession, StatusFilter,
};
use crate::session::{AnySession, Outcome, Seat};
use crate::store::{Change, NewSession, PlaySpan, SessionFilter, SessionRow, SessionStatus};

pub(super) const DEFAULT_PAGE: u32 = 50;
pub(super) const MAX_PAGE: u32 = 200;

/// A stored session, replayed.
pub(super) struct Loaded {
    pub row: SessionRow,
    pub game: GameId,
    pub live: Box<dyn AnySession>,
}

/// The game `id` names, or an `unknown_game` refusal listing the games.
pub fn find_game(id: &str) -> Result<GameId, ApiError> {
    GameId::parse(id).ok_or_else(|| {
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        ApiError::new(
            ErrorCode::UnknownGame,
            format!(
                "there is no game called {id:?}; the games are: {}",
                known.join(", ")
            ),
        )
        .with_details(|d| d.game = Some(id.to_string()))
    })
}

pub(super) fn title_of(setup: &Value) -> String {
    setup
        .get("title")
        .and_then(Value::as_str)
        .map(str::trim)
        .unwrap_or_default()
        .to_string()
}

impl Api {
    pub fn start_session(&mut self, start: &StartSession) -> Result<SessionView, ApiError> {
        let game = start.setup.game();
        let seats = self.seats_of(start)?;
        let setup = game.game().check_typed_setup(&seats, start.setup.typed())?;
        let title = title_of(&setup);
        super::fields::title(&title).map_err(|e| e.invalid("the title", "title"))?;
        let setup_text = setup.to_string();
        let location = super::fields::location(start.location.as_deref().unwrap_or_default())
            .map_err(|e| e.invalid("the place", "location"))?
            .to_string();
        let id = self.store.create_session(&NewSession {
            game: game.as_str(),
            title: &title,
            setup: &setup_text,
            seats: &seats,
            started_at: &crate::store::now(),
            uuid: None,
            location: &location,
        })?;
        self.session(id)
    }

    /// The seats a new session asks for: profiles, checked to exist and to
    /// sit once, and guests, whose names are not a profile's (seat the
    /// profile instead) and who get a colour nobody at the table has.
    fn seats_of(&self, start: &StartSession) -> Result<Vec<Seat>, ApiError> {
        let choices: Vec<SeatChoice> = match (start.player_ids.is_empty(), start.seats.is_empty()) {
            (false, false) => {
                return Err(ApiError::invalid(
                    "give the seats either as player_ids or as seats, not both",
                ))
            }
            (_, true) => start
                .player_ids
                .iter()
                .map(|&player_id| SeatChoice::Profile { player_id })
                .collect(),
            (true, false) => start.seats.clone(),
        };
        let mut seen = HashSet::new();
        let mut seats = Vec::with_capacity(choices.len());
        for choice in &choices {
            if let SeatChoice::Profile { player_id: id } = choice {
                if !seen.insert(*id) {
                    return Err(ApiError::invalid(format!("player {id} is chosen twice")));
                }
                let player = self.store.player(*id)?;
                seats.push(Seat {
                    player_id: Some(player.id),
                    name: player.name,
                    colour: player.colour,
                });
            }
        }
        for (at, choice) in choices.iter().enumerate() {
            if let SeatChoice::Guest { guest } = choice {
                let name = super::fields::seat_name(guest)
                    .map_err(|e| e.invalid("the guest's name", "guest"))?
                    .trim()
                    .to_string();
                if seats
                    .iter()
                    .any(|s| s.player_id.is_none() && s.name.eq_ignore_ascii_case(&name))
                {
                    return Err(ApiError::invalid(format!(
                        "{name} is seated twice as a guest: one person has one seat"
                    ))
                    .with_field("guest"));
                }
                if self.store.player_by_name(&name)?.is_some() {
                    return Err(ApiError::invalid(format!(
                        "{name} has a profile: seat the profile instead of a guest"
                    ))
                    .with_field("guest"));
                }
                let taken: Vec<String> = seats.iter().map(|s| s.colour.clone()).collect();
                seats.insert(
                    at,
                    Seat {
                        player_id: None,
                        colour: super::players::guest_colour(&taken),
                        name,
                    },
                );
            }
        }
        Ok(seats)
    }

    pub(super) fn load(&self, id: i64) -> Result<Loaded, ApiError> {
        self.load_with(id, u64::MAX, |_, _| ())
    }

    /// Replays session `id` up to entry `last`, calling `after` with the
    /// session and the entry's time after each entry.
    pub(super) fn load_with(
        &self,
        id: i64,
        last: u64,
        mut after: impl FnMut(&dyn AnySession, &str),
    ) -> Result<Loaded, ApiError> {
        let row = self.store.session(id)?;
        let game = find_game(&row.game)?;
        let corrupt = |message: String| {
            ApiError::new(ErrorCode::CorruptLog, format!("session {id}: {message}"))
        };
        let setup: Value = serde_json::from_str(&row.setup)
            .map_err(|e| corrupt(format!("its setup cannot be read: {e}")))?;
        let seats = row
            .seats
            .iter()
            .map(|s| Seat {
                player_id: s.player_id,
                name: s.name.clone(),
                colour: s.colour.clone(),
            })
            .collect();
        let mut live = game
            .game()
            .open(seats, &setup)
            .map_err(|e| corrupt(e.to_string()))?;
        for event in self.store.events(id)? {
            if event.seq > last {
                break;
            }
            live.apply_text(event.seq, &event.at, &event.payload)
                .map_err(|e| corrupt(e.to_string()))?;
            after(live.as_ref(), &event.at);
        }
        Ok(Loaded { row, game, live })
    }

    /// Which game session `id` is, without replaying it.
    pub fn session_game(&self, id: i64) -> Result<GameId, ApiError> {
        find_game(&self.store.session(id)?.game)
    }

    pub fn session(&self, id: i64) -> Result<SessionView, ApiError> {
        let loaded = self.load(id)?;
        let mut shown = view(&loaded)?;
        if loaded.row.ended_at.is_some() {
            shown.can_reopen = self.store.can_reopen(id)?;
            (shown.edits, shown.can_undo_edit, shown.can_redo_edit) = self.edit_steps(id)?;
        }
        Ok(shown)
    }

    /// Applies one action and returns the session as it now stands. The
    /// entry is committed before this returns; a refused action writes
    /// nothing.
    pub fn act(&mut self, id: i64, action: &Action) -> Result<SessionView, ApiError> {
        let mut loaded = self.load(id)?;
        if loaded.row.ended_at.is_some() && *action != Action::Reopen {
            return Err(ApiError::new(
                ErrorCode::SessionClosed,
                format!("session {id} is closed: it can be viewed but no longer changed"),
            ));
        }
        let payload = match action {
            Action::Command(command) => typed_command(&loaded, command)?,
            Action::Undo => loaded.live.undo()?,
            Action::Redo => loaded.live.redo()?,
            Action::Close => {
                let outcome = loaded.live.outcome();
                let last = loaded.live.next_seq().saturating_sub(1);
                self.store.close_session(id, last, &outcome)?;
                self.backup_after_close();
                return self.session(id);
            }
            Action::Reopen => {
                self.store.reopen_session(id)?;
                return self.session(id);
            }
        };
        let seq = loaded.live.next_seq();
        let at = self.store.append_event(id, seq, &payload.to_string()).map_err(|e| {
            let error = ApiError::from(e);
            if error.code == ErrorCode::Conflict {
                ApiError::new(
                    ErrorCode::Conflict,
                    format!("session {id} was changed elsewhere at the same moment; it has been reloaded, try again"),
                )
            } else {
                error
            }
        })?;
        loaded.live.apply(seq, &at, &payload)?;
        view(&loaded)
    }

    /// What `command` would do, without storing it: the session as it would
    /// be, its last timeline step describing the change (the app shows it
    /// before the table confirms a scoring moment). Refused like `act`.
    pub fn preview(&self, id: i64, command: &GameCommand) -> Result<SessionView, ApiError> {
        let mut loaded = self.load(id)?;
        if loaded.row.ended_at.is_some() {
            return Err(ApiError::new(
                ErrorCode::SessionClosed,
                format!("session {id} is closed: it can be viewed but no longer changed"),
            ));
        }
        let payload = typed_command(&loaded, command)?;
        let seq = loaded.live.next_seq();
        loaded.live.apply(seq, "", &payload)?;
        view(&loaded)
    }

    /// Sets when session `id` was played, for a play entered afterwards or
    /// logged with the wrong time: it started at `started_at` (RFC 3339, not
    /// in the future) and, when finished, lasted `minutes` (at most a
    /// week). An open session takes only the start, and `minutes` must be
    /// absent. The log's own entry times are left as they were recorded.
    pub fn set_when(
        &mut self,
        id: i64,
        started_at: &str,
        minutes: Option<u32>,
    ) -> Result<(), ApiError> {
        const MAX_MINUTES: u32 = 7 * 24 * 60;
        let start = super::fields::stored_time(started_at)
            .map_err(|e| e.invalid("the start", "started_at"))?
            .with_timezone(&chrono::Utc);
        if start > chrono::Utc::now() + chrono::Duration::minutes(5) {
            return Err(ApiError::invalid(format!(
                "the start {started_at} is in the future: a play is logged once it has begun"
            ))
            .with_field("started_at"));
        }
        let finished = self.store.session(id)?.ended_at.is_some();
        let ended = match (finished, minutes) {
            (true, Some(m)) if m <= MAX_MINUTES => {
                Some(start + chrono::Duration::minutes(i64::from(m)))
            }
            (true, Some(m)) => {
                return Err(ApiError::invalid(format!(
                    "{m} minutes is longer than a week: a play lasts at most {MAX_MINUTES} minutes here"
                ))
                .with_field("minutes"))
            }
            (true, None) => {
                return Err(ApiError::invalid(
                    "a finished play needs its duration (minutes) with its start",
                )
                .with_field("minutes"))
            }
            (false, Some(_)) => {
                return Err(ApiError::invalid(
                    "an open session has no duration yet: it ends when it is closed",
                )
                .with_field("minutes"))
            }
            (false, None) => None,
        };
        let stamp = |t: chrono::DateTime<chrono::Utc>| {
            t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        };
        let row = self.store.session(id)?;
        match (row.ended_at, ended) {
            (Some(was_ended), Some(ended)) => {
                let before = PlaySpan {
                    started_at: row.started_at,
                    ended_at: was_ended,
                };
                let after = PlaySpan {
                    started_at: stamp(start),
                    ended_at: stamp(ended),
                };
                self.record_unless_same(id, Change::When { before, after })
            }
            _ => Ok(self.store.set_start(id, &stamp(start))?),
        }
    }

    /// Sets where a session was played (empty: not said); open or finished
    /// (a correction of the finished play, see `edits`).
    pub fn set_location(&mut self, id: i64, location: &str) -> Result<(), ApiError> {
        let location =
            super::fields::location(location).map_err(|e| e.invalid("the place", "location"))?;
        let row = self.store.session(id)?;
        match row.ended_at {
            Some(_) => self.record_unless_same(
                id,
                Change::Location {
                    before: row.location,
                    after: location.to_string(),
                },
            ),
            None => Ok(self.store.set_location(id, location)?),
        }
    }

    /// A correction that changes nothing is not recorded.
    fn record_unless_same(&mut self, id: i64, change: Change) -> Result<(), ApiError> {
        let same = match &change {
            Change::Result { before, after } => before == after,
            Change::When { before, after } => before == after,
            Change::Location { before, after } | Change::Notes { before, after } => before == after,
        };
        match same {
            true => Ok(()),
            false => self.record(id, change),
        }
    }

    /// The places plays happened, most used first: what the app offers.
    pub fn locations(&self) -> Result<Vec<String>, ApiError> {
        Ok(self.store.locations()?)
    }

    /// Replaces a session's notes (at most 10,000 characters); for a
    /// finished play, a correction (see `edits`).
    pub fn set_notes(&mut self, id: i64, notes: &str) -> Result<(), ApiError> {
        super::fields::notes(notes).map_err(|e| e.invalid("the notes text", "notes"))?;
        let row = self.store.session(id)?;
        match row.ended_at {
            Some(_) => self.record_unless_same(
                id,
                Change::Notes {
                    before: row.notes,
                    after: notes.to_string(),
                },
            ),
            None => Ok(self.store.set_notes(id, notes)?),
        }
    }

    pub fn list_sessions(&self, query: &SessionQuery) -> Result<SessionPage, ApiError> {
        let limit = query.limit.unwrap_or(DEFAULT_PAGE);
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(ApiError::invalid(format!(
                "a page holds 1 to {MAX_PAGE} sessions, not {limit}"
            )));
        }
        let offset = query.offset.unwrap_or(0);
        let non_empty = |text: &Option<String>| {
            text.as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string)
        };
        let (rows, total) = self.store.list_sessions(&SessionFilter {
            game: query.game.map(|game| game.as_str().to_string()),
            status: match query.status.unwrap_or_default() {
                StatusFilter::Any => SessionStatus::Any,
                StatusFilter::Open => SessionStatus::Open,
                StatusFilter::Finished => SessionStatus::Finished,
            },
            player: non_empty(&query.player),
            winner: non_empty(&query.winner),
            since: match non_empty(&query.since) {
                Some(day) => Some(day_start("since", &day, 0)?),
                None => None,
            },
            until: match non_empty(&query.until) {
                Some(day) => Some(day_start("until", &day, 1)?),
                None => None,
            },
            words: query
                .search
                .as_deref()
                .unwrap_or_default()
                .split_whitespace()
                .take(8)
                .map(str::to_string)
                .collect(),
            limit,
            offset,
        })?;
        // Open sessions show their current scores: replaying the few that
        // are open is cheap, finished ones carry their recorded result.
        let sessions = rows
            .into_iter()
            .map(|row| {
                let live = match row.ended_at {
                    None => self
                        .load(row.id)
                        .ok()
                        .map(|loaded| (loaded.live.outcome().scores, loaded.live.is_over())),
                    Some(_) => None,
                };
                let mut summary = summary(row)?;
                if let Some((scores, over)) = live {
                    for (seat, score) in summary.seats.iter_mut().zip(scores) {
                        seat.score = Some(score);
                    }
                    summary.awaiting_close = over;
                }
                Ok(summary)
            })
            .collect::<Result<_, ApiError>>()?;
        Ok(SessionPage {
            sessions,
            total,
            limit,
            offset,
        })
    }
}

/// The stored time at which day `text` (`YYYY-MM-DD`, UTC) plus `days_after`
/// starts: the bound of a date filter.
pub(super) fn day_start(what: &str, text: &str, days_after: u64) -> Result<String, ApiError> {
    let day = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| {
        ApiError::invalid(format!(
            "{what} must be a date written YYYY-MM-DD, e.g. 2026-11-30, not {text:?}"
        ))
        .with_field(what)
    })?;
    let day = day
        .checked_add_days(chrono::Days::new(days_after))
        .ok_or_else(|| ApiError::invalid(format!("{what} {text} is out of range")))?;
    Ok(format!("{}T00:00:00.000Z", day.format("%Y-%m-%d")))
}

pub(super) fn game_name(id: &str) -> String {
    GameId::parse(id).map_or_else(|| id.to_string(), |g| g.name().to_string())
}

/// The log entry `command` makes in `loaded`, refused when it is another
/// game's command.
fn typed_command(loaded: &Loaded, command: &GameCommand) -> Result<Value, ApiError> {
    if command.game() != loaded.game {
        return Err(ApiError::invalid(format!(
            "this is a {} session: a {} command cannot be played in it",
            loaded.game.name(),
            command.game().name()
        ))
        .with_field("game"));
    }
    Ok(loaded.live.typed_command(command.typed())?)
}

fn summary(row: SessionRow) -> Result<SessionSummary, ApiError> {
    let finished = row.ended_at.is_some();
    let game = find_game(&row.game)?;
    Ok(SessionSummary {
        id: row.id,
        game_name: game.name().to_string(),
        winners: row
            .seats
            .iter()
            .filter(|s| finished && s.winner)
            .map(|s| s.name.clone())
            .collect(),
        seats: row
            .seats
            .into_iter()
            .map(|s| SeatResult {
                name: s.name,
                colour: s.colour,
                score: s.final_score,
                winner: finished && s.winner,
            })
            .collect(),
        game,
        title: row.title,
        notes: row.notes,
        location: row.location,
        started_at: row.started_at,
        ended_at: row.ended_at,
        awaiting_close: false,
    })
}

pub(super) fn view(loaded: &Loaded) -> Result<SessionView, ApiError> {
    let live = &loaded.live;
    let open = loaded.row.ended_at.is_none();
    Ok(SessionView {
        id: loaded.row.id,
        state: GameView::of(loaded.game, live.as_ref())?,
        game_name: loaded.game.name().to_string(),
        title: loaded.row.title.clone(),
        seats: live.seats().to_vec(),
        started_at: loaded.row.started_at.clone(),
        ended_at: loaded.row.ended_at.clone(),
        outcome: stored_outcome(loaded).unwrap_or_else(|| live.outcome()),
        can_undo: open && live.can_undo(),
        can_redo: open && live.can_redo(),
        timeline: live.timeline().to_vec(),
        notes: loaded.row.notes.clone(),
        location: loaded.row.location.clone(),
        awaiting_close: open && live.is_over(),
        // Only `Api::session` asks the store; a view built mid-action or
        // of a past moment offers no reopening and lists no corrections.
        can_reopen: false,
        edits: Vec::new(),
        can_undo_edit: false,
        can_redo_edit: false,
    })
}

/// A closed session shows the result recorded when it was closed.
fn stored_outcome(loaded: &Loaded) -> Option<Outcome> {
    serde_json::from_str(loaded.row.result.as_deref()?).ok()
}
