//! A synthetic history for benchmarks (`drydock dev seed`): years of
//! scorepad sessions among a dozen friends, each log made by the real
//! engine (commands decided, entries applied, undos and redos included),
//! written in batches of whole sessions through the import path.
//!
//! Only the scorepad is generated: its log entries are as large as a
//! typical game's, and every game reads and replays through the same code.

use std::time::Duration;

use serde_json::json;

use super::archive::{write, Prepared};
use super::{Api, ApiError};
use crate::games;
use crate::rng::Rng;
use crate::session::Seat;
use crate::store::{EventRow, ImportedPlayer, PALETTE};

const NAMES: [&str; 12] = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lea",
];
const TITLES: [&str; 8] = [
    "Azul",
    "Brass",
    "Carcassonne",
    "Dominion",
    "Everdell",
    "Golf",
    "Hanabi",
    "Wingspan",
];
const BATCH: u32 = 250;

fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

impl Api {
    /// Adds `sessions` finished scorepad sessions of `entries` log entries
    /// each, spread over the five years before now; deterministic for a
    /// given `seed`. Returns the number of log entries written.
    pub fn seed_history(
        &mut self,
        sessions: u32,
        entries: u32,
        seed: u64,
    ) -> Result<u64, ApiError> {
        let game = games::find("scorepad").ok_or_else(|| ApiError::invalid("no scorepad"))?;
        let players: Vec<ImportedPlayer<'_>> = NAMES
            .iter()
            .enumerate()
            .map(|(i, name)| ImportedPlayer {
                name,
                colour: PALETTE[i % PALETTE.len()],
                initial: "",
                created_at: "2020-01-01T00:00:00.000Z",
                uuid: None,
            })
            .collect();
        let mut rng = Rng::new(seed);
        let now = chrono::Utc::now();
        let span = Duration::from_secs(5 * 365 * 24 * 3600);
        let mut written = 0u64;
        let mut done = 0;
        while done < sessions {
            let count = BATCH.min(sessions - done);
            let mut batch = Vec::with_capacity(count as usize);
            for n in 0..count {
                let seated = 2 + rng.below(4);
                let mut pool: Vec<&str> = NAMES.to_vec();
                rng.shuffle(&mut pool);
                let seats: Vec<Seat> = pool[..seated]
                    .iter()
                    .map(|name| Seat {
                        player_id: None,
                        name: name.to_string(),
                        colour: PALETTE
                            [NAMES.iter().position(|n| n == name).unwrap_or(0) % PALETTE.len()]
                        .to_string(),
                    })
                    .collect();
                let title = TITLES[rng.below(TITLES.len())];
                let setup = game.check_setup(&seats, &json!({"title": title}))?;
                let mut live = game.open(seats.clone(), &setup)?;
                let back = span.mul_f64(f64::from(done + n) / f64::from(sessions.max(1)));
                let start = now - chrono::Duration::from_std(span - back).unwrap_or_default();
                let mut events = Vec::with_capacity(entries as usize);
                for k in 0..entries {
                    let payload = if k % 25 == 24 && live.can_undo() {
                        live.undo()?
                    } else if k % 25 == 0 && live.can_redo() {
                        live.redo()?
                    } else {
                        let scores: Vec<i64> = (0..seated).map(|_| rng.below(15) as i64).collect();
                        live.command(&json!({"type": "add_round", "scores": scores}))?
                    };
                    let seq = live.next_seq();
                    let at = stamp(start + chrono::Duration::seconds(i64::from(k) * 20 + 20));
                    live.apply(seq, &at, &payload)?;
                    events.push(EventRow {
                        seq,
                        at,
                        payload: payload.to_string(),
                    });
                }
                let ended = stamp(start + chrono::Duration::seconds(i64::from(entries) * 20 + 60));
                written += events.len() as u64;
                batch.push((
                    Prepared {
                        game: game.id(),
                        title: title.to_string(),
                        setup: setup.to_string(),
                        profiles: seats.iter().map(|s| Some(s.name.clone())).collect(),
                        bgg_id: None,
                        seats,
                        started_at: stamp(start),
                        ended_at: Some(ended),
                        outcome: live.outcome(),
                        notes: if rng.below(10) == 0 {
                            format!("Played at {}'s place", pool[seated])
                        } else {
                            String::new()
                        },
                        events,
                        uuid: None,
                        location: String::new(),
                        edits: Vec::new(),
                    },
                    Vec::new(),
                ));
            }
            write(
                self,
                if done == 0 { &players } else { &[] },
                &[],
                &batch,
                None,
            )?;
            done += count;
        }
        Ok(written)
    }
}
