//! Editing a finished play (issue 22): correcting its result (scores,
//! winners, places), when, where and its notes. Each edit is appended to
//! the play's record of corrections (`store::edits`), shown with the
//! timeline and undoable, so a finished play is never changed silently.
//!
//! An open session's notes, place and start are changed in place (they
//! are not part of the game and the game is still going); its result is
//! its game's, changed only through the game's own commands.

use chrono::Utc;

use super::{Api, ApiError, EditStep, ErrorCode, ResultCorrection, SessionView};
use crate::session::{seat_name, Outcome};
use crate::store::{Change, Edit, EditRow, PlaySpan, SessionRow, EDIT_FORMAT_VERSION};

/// Notes saved again within this many minutes are one change, not one per
/// pause in typing.
const NOTES_MERGE_MINUTES: i64 = 10;

/// Which entries are in effect and which were undone, newest last: the
/// same stack discipline as a game's log.
struct Stacks {
    done: Vec<u64>,
    undone: Vec<u64>,
}

fn stacks(edits: &[EditRow]) -> Stacks {
    let mut stacks = Stacks {
        done: Vec::new(),
        undone: Vec::new(),
    };
    for row in edits {
        match (row.edit.undoes, row.edit.redoes) {
            (Some(of), _) => {
                stacks.done.retain(|&s| s != of);
                stacks.undone.push(of);
            }
            (None, Some(of)) => {
                stacks.undone.retain(|&s| s != of);
                stacks.done.push(of);
            }
            (None, None) => {
                stacks.done.push(row.seq);
                stacks.undone.clear();
            }
        }
    }
    stacks
}

impl Api {
    /// Corrects finished session `id`'s result: every seat's final score,
    /// who won (none for a cooperative game lost together) and, optionally,
    /// each seat's place (a tie broken by the table).
    pub fn correct_result(
        &mut self,
        id: i64,
        correction: &ResultCorrection,
    ) -> Result<SessionView, ApiError> {
        let row = self.finished(id)?;
        let before: Outcome = row
            .result
            .as_deref()
            .and_then(|r| serde_json::from_str(r).ok())
            .unwrap_or_default();
        let after = checked_result(&row, correction)?;
        if after == before {
            return Err(ApiError::invalid(
                "that is already the result: nothing was corrected",
            ));
        }
        self.record(id, Change::Result { before, after })?;
        self.session(id)
    }

    /// Takes back the newest correction still in effect.
    pub fn undo_edit(&mut self, id: i64) -> Result<SessionView, ApiError> {
        self.finished(id)?;
        let edits = self.store.edits(id)?;
        let of = stacks(&edits).done.last().copied().ok_or_else(|| {
            ApiError::new(
                ErrorCode::NothingToUndo,
                format!("session {id} has no correction to undo"),
            )
        })?;
        let change = entry(&edits, of)?.edit.change.reversed();
        self.append(id, &edits, change, Some(of), None)?;
        self.session(id)
    }

    /// Applies again the correction undone last, if nothing was corrected
    /// since.
    pub fn redo_edit(&mut self, id: i64) -> Result<SessionView, ApiError> {
        self.finished(id)?;
        let edits = self.store.edits(id)?;
        let of = stacks(&edits).undone.last().copied().ok_or_else(|| {
            ApiError::new(
                ErrorCode::NothingToRedo,
                format!("session {id} has no undone correction to redo"),
            )
        })?;
        let change = entry(&edits, of)?.edit.change.clone();
        self.append(id, &edits, change, None, Some(of))?;
        self.session(id)
    }

    /// Records `change` to a finished play as a new correction; notes saved
    /// again soon after a notes correction extend it.
    pub(super) fn record(&mut self, id: i64, change: Change) -> Result<(), ApiError> {
        let edits = self.store.edits(id)?;
        let top = stacks(&edits).done.last().copied();
        let newest = edits.last();
        let merge = match (&change, newest) {
            (Change::Notes { after, .. }, Some(last)) if top == Some(last.seq) => {
                match &last.edit {
                    Edit {
                        change: Change::Notes { before, .. },
                        undoes: None,
                        redoes: None,
                        ..
                    } if recent(&last.at) => Some(Change::Notes {
                        before: before.clone(),
                        after: after.clone(),
                    }),
                    _ => None,
                }
            }
            _ => None,
        };
        let last_seq = newest.map_or(0, |e| e.seq);
        let replace = merge.is_some();
        let edit = Edit {
            v: EDIT_FORMAT_VERSION,
            change: merge.unwrap_or(change),
            undoes: None,
            redoes: None,
        };
        Ok(self.store.record_edit(id, last_seq, &edit, replace)?)
    }

    fn append(
        &mut self,
        id: i64,
        edits: &[EditRow],
        change: Change,
        undoes: Option<u64>,
        redoes: Option<u64>,
    ) -> Result<(), ApiError> {
        let edit = Edit {
            v: EDIT_FORMAT_VERSION,
            change,
            undoes,
            redoes,
        };
        let last_seq = edits.last().map_or(0, |e| e.seq);
        Ok(self.store.record_edit(id, last_seq, &edit, false)?)
    }

    fn finished(&self, id: i64) -> Result<SessionRow, ApiError> {
        let row = self.store.session(id)?;
        if row.ended_at.is_none() {
            return Err(ApiError::invalid(format!(
                "session {id} is still being played: its result is its game's until it is closed"
            )));
        }
        Ok(row)
    }

    /// The corrections of session `id` for its view: the steps, and
    /// whether one can be undone or redone.
    pub(super) fn edit_steps(&self, id: i64) -> Result<(Vec<EditStep>, bool, bool), ApiError> {
        let edits = self.store.edits(id)?;
        let row = self.store.session(id)?;
        let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
        let stacks = stacks(&edits);
        let steps = edits
            .iter()
            .map(|e| EditStep {
                seq: e.seq,
                at: e.at.clone(),
                text: step_text(&names, &edits, e),
                change: e.edit.change.clone(),
                undoes: e.edit.undoes,
                redoes: e.edit.redoes,
            })
            .collect();
        Ok((steps, !stacks.done.is_empty(), !stacks.undone.is_empty()))
    }
}

fn entry(edits: &[EditRow], seq: u64) -> Result<&EditRow, ApiError> {
    edits.iter().find(|e| e.seq == seq).ok_or_else(|| {
        ApiError::new(
            ErrorCode::CorruptLog,
            format!("correction {seq} is named but not stored"),
        )
    })
}

fn recent(at: &str) -> bool {
    super::fields::stored_time(at).is_ok_and(|t| {
        Utc::now().signed_duration_since(t) < chrono::Duration::minutes(NOTES_MERGE_MINUTES)
    })
}

/// The correction as a result, or a refusal naming the field at fault.
fn checked_result(row: &SessionRow, c: &ResultCorrection) -> Result<Outcome, ApiError> {
    let mut winners = c.winners.clone();
    winners.sort_unstable();
    winners.dedup();
    if winners.len() != c.winners.len() {
        return Err(ApiError::invalid("a winner is named twice").with_field("winners"));
    }
    let outcome = Outcome {
        scores: c.scores.clone(),
        winners,
        places: c.places.clone(),
    };
    match outcome_problem(row.seats.len(), &outcome) {
        Some((field, message)) => Err(ApiError::invalid(message).with_field(field)),
        None => Ok(outcome),
    }
}

/// Why `outcome` cannot be the result of a play of `seats` seats (the
/// field at fault and why), or `None` when it can: a score per seat within
/// range, winners among the seats, and places, when given, that count like
/// a ranking with the winners placed 1st.
pub(super) fn outcome_problem(seats: usize, outcome: &Outcome) -> Option<(&'static str, String)> {
    const MAX_ABS_SCORE: i64 = crate::games::scorepad::MAX_ABS_SCORE;
    if outcome.scores.len() != seats {
        return Some((
            "scores",
            format!(
                "the play has {seats} seats, so it needs {seats} scores, not {}",
                outcome.scores.len()
            ),
        ));
    }
    if let Some(score) = outcome
        .scores
        .iter()
        .find(|s| !(-MAX_ABS_SCORE..=MAX_ABS_SCORE).contains(*s))
    {
        return Some((
            "scores",
            format!(
                "{score} is out of range: a score must be between -1,000,000,000 and 1,000,000,000"
            ),
        ));
    }
    if let Some(seat) = outcome.winners.iter().find(|&&w| w >= seats) {
        return Some((
            "winners",
            format!(
                "there is no seat {}: the play has seats 1 to {seats}",
                seat + 1
            ),
        ));
    }
    if outcome.places.is_empty() {
        return None;
    }
    check_places(&outcome.places, seats, &outcome.winners)
        .err()
        .map(|m| ("places", m))
}

/// Places count like a ranking (two seats sharing 1st make the next one
/// 3rd), and the winners are exactly the seats placed 1st.
fn check_places(places: &[u32], seats: usize, winners: &[usize]) -> Result<(), String> {
    if places.len() != seats {
        return Err(format!(
            "the play has {seats} seats, so it needs {seats} places, not {}",
            places.len()
        ));
    }
    for (seat, &place) in places.iter().enumerate() {
        let ahead = places.iter().filter(|&&p| p < place).count();
        if usize::try_from(place).ok() != Some(ahead + 1) {
            return Err(format!(
                "seat {} cannot be placed {place}: with {ahead} seats ahead of it, it is {}; places count like a ranking (two seats sharing 1st make the next one 3rd)",
                seat + 1,
                ahead + 1
            ));
        }
    }
    let mut first: Vec<usize> = (0..seats).filter(|&s| places[s] == 1).collect();
    let mut won = winners.to_vec();
    first.sort_unstable();
    won.sort_unstable();
    if first != won {
        return Err("the winners must be exactly the seats placed 1st".to_string());
    }
    Ok(())
}

/// Why a list of corrections cannot be a play's record (read from a file),
/// or `None`: every undo takes back the newest change still in effect and
/// every redo the one undone last, each with that change reversed or
/// repeated.
pub(super) fn chain_problem(edits: &[EditRow]) -> Option<String> {
    let mut done: Vec<&EditRow> = Vec::new();
    let mut undone: Vec<&EditRow> = Vec::new();
    for row in edits {
        match (row.edit.undoes, row.edit.redoes) {
            (Some(_), Some(_)) => {
                return Some(format!("correction {} both undoes and redoes", row.seq))
            }
            (Some(of), None) => match done.pop() {
                Some(target) if target.seq == of && target.edit.change.reversed() == row.edit.change => {
                    undone.push(target)
                }
                _ => {
                    return Some(format!(
                        "correction {} undoes {of}, which is not the newest change in effect, or not its reverse",
                        row.seq
                    ))
                }
            },
            (None, Some(of)) => match undone.pop() {
                Some(target) if target.seq == of && target.edit.change == row.edit.change => {
                    done.push(target)
                }
                _ => {
                    return Some(format!(
                        "correction {} redoes {of}, which is not the change undone last",
                        row.seq
                    ))
                }
            },
            (None, None) => {
                done.push(row);
                undone.clear();
            }
        }
    }
    None
}

/// One line for the record, e.g. "Result corrected: Ann 42 (was 40)".
fn step_text(names: &[String], edits: &[EditRow], row: &EditRow) -> String {
    let said = describe(names, &row.edit.change);
    let named = |of: u64| {
        entry(edits, of).map_or_else(
            |_| format!("correction {of}"),
            |e| describe(names, &e.edit.change),
        )
    };
    match (row.edit.undoes, row.edit.redoes) {
        (Some(of), _) => format!("Undid: {}", named(of)),
        (None, Some(of)) => format!("Redid: {}", named(of)),
        (None, None) => said,
    }
}

fn describe(names: &[String], change: &Change) -> String {
    match change {
        Change::Result { before, after } => {
            format!("Result corrected: {}", result_change(names, before, after))
        }
        Change::When { before, after } => format!(
            "Time corrected: {} (was {})",
            span_text(after),
            span_text(before)
        ),
        Change::Location { before, after } => {
            format!(
                "Place corrected: {} (was {})",
                place_text(after),
                place_text(before)
            )
        }
        Change::Notes { .. } => "Notes changed".to_string(),
    }
}

fn result_change(names: &[String], before: &Outcome, after: &Outcome) -> String {
    let name = |seat: usize| seat_name(names, seat);
    let mut parts: Vec<String> = after
        .scores
        .iter()
        .enumerate()
        .filter(|&(seat, score)| before.scores.get(seat) != Some(score))
        .map(|(seat, score)| match before.scores.get(seat) {
            Some(was) => format!("{} {score} (was {was})", name(seat)),
            None => format!("{} {score}", name(seat)),
        })
        .collect();
    let winners = |o: &Outcome| match o.winners.as_slice() {
        [] => "nobody".to_string(),
        seats => seats
            .iter()
            .map(|&s| name(s))
            .collect::<Vec<_>>()
            .join(" and "),
    };
    if before.winners != after.winners {
        parts.push(format!(
            "won by {} (was {})",
            winners(after),
            winners(before)
        ));
    }
    if before.places != after.places {
        let places: Vec<String> = after
            .places
            .iter()
            .enumerate()
            .map(|(seat, place)| format!("{} {}", name(seat), ordinal(*place)))
            .collect();
        parts.push(match places.is_empty() {
            true => "places follow the scores".to_string(),
            false => format!("places {}", places.join(", ")),
        });
    }
    parts.join("; ")
}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn span_text(span: &PlaySpan) -> String {
    let start = super::fields::stored_time(&span.started_at);
    let end = super::fields::stored_time(&span.ended_at);
    match (start, end) {
        (Ok(start), Ok(end)) => format!(
            "started {} UTC, {} minutes",
            start.format("%Y-%m-%d %H:%M"),
            (end - start).num_minutes()
        ),
        _ => format!("{} to {}", span.started_at, span.ended_at),
    }
}

fn place_text(place: &str) -> String {
    match place {
        "" => "not said".to_string(),
        place => format!("{place:?}"),
    }
}
