//! The statistics queries: per player and per game over finished sessions,
//! straight from the indexed seat rows (`final_score` and `winner` are
//! written when a session closes), and the cache of game-specific figures.
//!
//! It returns plain numbers; what they mean to a player (win rates,
//! buckets, names of games) is `api::stats`'s job.

use rusqlite::params;

use super::{Store, StoreError};

/// One seat of a finished session, for the statistics.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultSeat {
    pub player_id: i64,
    pub game: String,
    pub score: Option<i64>,
    pub winner: bool,
    pub ended_at: String,
    pub started_at: String,
    /// Minutes from start to end.
    pub minutes: f64,
}

/// How often `player_id` sat with `other` at `game`, and how often
/// `other` won a session `player_id` did not.
#[derive(Debug, Clone, PartialEq)]
pub struct Pairing {
    pub player_id: i64,
    pub game: String,
    pub other: i64,
    pub together: u32,
    pub beaten_by: u32,
}

/// One finished session of a game, for the game's figures.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSeat {
    pub game: String,
    pub session_id: i64,
    pub score: Option<i64>,
    pub winner: bool,
    pub minutes: f64,
}

/// A finished session's cached figures and who sat where.
#[derive(Debug, Clone, PartialEq)]
pub struct FiguresRow {
    pub session_id: i64,
    pub figures: String,
    /// (seat, profile id, profile's current name or the seat's name).
    pub seats: Vec<(usize, Option<i64>, String)>,
}

/// Builds "WHERE …" from optional conditions, so SQLite can use the index
/// of each condition that is present (an `?1 IS NULL OR …` pattern would
/// stop it).
fn conditions(parts: &[(bool, &str)]) -> String {
    parts
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, sql)| *sql)
        .collect::<Vec<_>>()
        .join(" AND ")
}

fn params_of<'a>(values: &'a [Option<&'a dyn rusqlite::ToSql>]) -> Vec<&'a dyn rusqlite::ToSql> {
    values.iter().flatten().copied().collect()
}

impl Store {
    /// Every seat of finished sessions (of `game`, of profile `player`),
    /// newest first: what per-player records and streaks are folded from.
    pub fn result_seats(
        &self,
        game: Option<&str>,
        player: Option<i64>,
    ) -> Result<Vec<ResultSeat>, StoreError> {
        let filter = conditions(&[
            (true, "s.ended_at IS NOT NULL AND sp.player_id IS NOT NULL"),
            (game.is_some(), "s.game = ?"),
            (player.is_some(), "sp.player_id = ?"),
        ]);
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT sp.player_id, s.game, sp.final_score, sp.winner, s.ended_at, s.started_at,
                    (julianday(s.ended_at) - julianday(s.started_at)) * 1440.0
             FROM session_players sp JOIN sessions s ON s.id = sp.session_id
             WHERE {filter} ORDER BY s.ended_at DESC, s.id DESC"
        ))?;
        let values: [Option<&dyn rusqlite::ToSql>; 2] = [
            game.as_ref().map(|g| g as &dyn rusqlite::ToSql),
            player.as_ref().map(|p| p as &dyn rusqlite::ToSql),
        ];
        let rows = stmt.query_map(params_of(&values).as_slice(), |r| {
            Ok(ResultSeat {
                player_id: r.get(0)?,
                game: r.get(1)?,
                score: r.get(2)?,
                winner: r.get(3)?,
                ended_at: r.get(4)?,
                started_at: r.get(5)?,
                minutes: r.get::<_, Option<f64>>(6)?.unwrap_or(0.0),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Who sat with whom at each game, and who beat whom.
    pub fn pairings(
        &self,
        game: Option<&str>,
        player: Option<i64>,
    ) -> Result<Vec<Pairing>, StoreError> {
        let filter = conditions(&[
            (
                true,
                "s.ended_at IS NOT NULL AND me.player_id IS NOT NULL AND o.player_id IS NOT NULL AND o.player_id != me.player_id",
            ),
            (game.is_some(), "s.game = ?"),
            (player.is_some(), "me.player_id = ?"),
        ]);
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT me.player_id, s.game, o.player_id, count(*),
                    sum(me.winner = 0 AND o.winner = 1)
             FROM session_players me
             JOIN session_players o ON o.session_id = me.session_id AND o.seat != me.seat
             JOIN sessions s ON s.id = me.session_id
             WHERE {filter}
             GROUP BY me.player_id, s.game, o.player_id"
        ))?;
        let values: [Option<&dyn rusqlite::ToSql>; 2] = [
            game.as_ref().map(|g| g as &dyn rusqlite::ToSql),
            player.as_ref().map(|p| p as &dyn rusqlite::ToSql),
        ];
        let rows = stmt.query_map(params_of(&values).as_slice(), |r| {
            Ok(Pairing {
                player_id: r.get(0)?,
                game: r.get(1)?,
                other: r.get(2)?,
                together: r.get(3)?,
                beaten_by: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every seat of finished sessions of `game` (all games when None),
    /// with the session's length in minutes.
    pub fn game_seats(&self, game: Option<&str>) -> Result<Vec<GameSeat>, StoreError> {
        let filter = conditions(&[
            (true, "s.ended_at IS NOT NULL"),
            (game.is_some(), "s.game = ?"),
        ]);
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT s.game, s.id, sp.final_score, sp.winner,
                    (julianday(s.ended_at) - julianday(s.started_at)) * 1440.0
             FROM sessions s JOIN session_players sp ON sp.session_id = s.id
             WHERE {filter} ORDER BY s.game, s.id"
        ))?;
        let values: [Option<&dyn rusqlite::ToSql>; 1] =
            [game.as_ref().map(|g| g as &dyn rusqlite::ToSql)];
        let rows = stmt.query_map(params_of(&values).as_slice(), |r| {
            Ok(GameSeat {
                game: r.get(0)?,
                session_id: r.get(1)?,
                score: r.get(2)?,
                winner: r.get(3)?,
                minutes: r.get::<_, Option<f64>>(4)?.unwrap_or(0.0),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Changes whenever a session is finished, imported or restored: the
    /// stamp of cached aggregates over finished sessions.
    pub fn finished_stamp(&self) -> Result<String, StoreError> {
        Ok(self.conn.query_row(
            "SELECT count(*) || '|' || coalesce(max(id), 0) || '|' || coalesce(max(ended_at), '')
             FROM sessions WHERE ended_at IS NOT NULL",
            [],
            |r| r.get(0),
        )?)
    }

    /// The cached value of `key` if it was stored under `stamp`.
    pub fn cached(&self, key: &str, stamp: &str) -> Result<Option<String>, StoreError> {
        use rusqlite::OptionalExtension;
        Ok(self
            .conn
            .query_row(
                "SELECT value FROM stats_cache WHERE key = ?1 AND stamp = ?2",
                params![key, stamp],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn cache(&self, key: &str, stamp: &str, value: &str) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO stats_cache (key, stamp, value) VALUES (?1, ?2, ?3)
             ON CONFLICT (key) DO UPDATE SET stamp = ?2, value = ?3",
            params![key, stamp, value],
        )?;
        Ok(())
    }

    /// Finished sessions of `game` whose figures are missing or were
    /// computed by another version.
    pub fn sessions_needing_figures(
        &self,
        game: &str,
        version: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.id FROM sessions s LEFT JOIN session_figures f ON f.session_id = s.id
             WHERE s.game = ?1 AND s.ended_at IS NOT NULL AND (f.version IS NULL OR f.version != ?2)",
        )?;
        let rows = stmt.query_map(params![game, version], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn save_figures(
        &self,
        session: i64,
        version: i64,
        figures: &str,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO session_figures (session_id, version, figures) VALUES (?1, ?2, ?3)
             ON CONFLICT (session_id) DO UPDATE SET version = ?2, figures = ?3",
            params![session, version, figures],
        )?;
        Ok(())
    }

    /// The cached figures of every finished session of `game`.
    pub fn figures_rows(&self, game: &str, version: i64) -> Result<Vec<FiguresRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT f.session_id, f.figures, sp.seat, sp.player_id, coalesce(p.name, sp.name)
             FROM session_figures f
             JOIN sessions s ON s.id = f.session_id
             JOIN session_players sp ON sp.session_id = f.session_id
             LEFT JOIN players p ON p.id = sp.player_id
             WHERE s.game = ?1 AND s.ended_at IS NOT NULL AND f.version = ?2 AND f.figures != '[]'
             ORDER BY f.session_id, sp.seat",
        )?;
        let mut out: Vec<FiguresRow> = Vec::new();
        let rows = stmt.query_map(params![game, version], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, Option<i64>>(3)?,
                r.get::<_, String>(4)?,
            ))
        })?;
        for row in rows {
            let (session_id, figures, seat, player, name) = row?;
            let seat = usize::try_from(seat).unwrap_or(usize::MAX);
            match out.last_mut() {
                Some(last) if last.session_id == session_id => {
                    last.seats.push((seat, player, name))
                }
                _ => out.push(FiguresRow {
                    session_id,
                    figures,
                    seats: vec![(seat, player, name)],
                }),
            }
        }
        Ok(out)
    }
}
