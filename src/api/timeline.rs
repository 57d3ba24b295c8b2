//! Looking back at a session: the state as it was after any log entry
//! (timeline stepping) and every seat's score after each entry (the score
//! chart). Both replay the stored log; nothing is cached, since replaying
//! even a long session takes a few milliseconds (docs/performance.md).

use super::sessions::view;
use super::{Api, ApiError, ScorePoint, ScoreSeries, SessionView};

impl Api {
    /// The session as it was after entries `1..=seq` (0: just set up). The
    /// view is read-only and its timeline stops at `seq`.
    pub fn session_at(&self, id: i64, seq: u64) -> Result<SessionView, ApiError> {
        let loaded = self.load_with(id, seq, |_, _| ())?;
        let total = self.store.event_count(id)?;
        if seq > total {
            return Err(ApiError::invalid(format!(
                "session {id} has {total} log entries; there is no entry {seq}"
            ))
            .with_details(|d| d.seq = Some(seq)));
        }
        let mut past = view(&loaded)?;
        // A finished session's view carries its final result; the past
        // carries the scores of that moment.
        past.outcome = loaded.live.outcome();
        past.can_undo = false;
        past.can_redo = false;
        Ok(past)
    }

    /// Every seat's score before any entry and after each one.
    pub fn score_series(&self, id: i64) -> Result<ScoreSeries, ApiError> {
        let mut points = Vec::new();
        let loaded = self.load_with(id, u64::MAX, |live, at| {
            points.push(ScorePoint {
                seq: live.next_seq().saturating_sub(1),
                at: at.to_string(),
                scores: live.outcome().scores,
                round: live.rounds_played(),
            });
        })?;
        let seats = &loaded.row.seats;
        let first = self.load_with(id, 0, |_, _| ())?.live;
        let start = ScorePoint {
            seq: 0,
            at: loaded.row.started_at.clone(),
            scores: first.outcome().scores,
            round: first.rounds_played(),
        };
        points.insert(0, start);
        Ok(ScoreSeries {
            seats: seats.iter().map(|s| s.name.clone()).collect(),
            colours: seats.iter().map(|s| s.colour.clone()).collect(),
            points,
        })
    }
}
