//! Statistics of finished sessions: per player (per game and over all
//! games), per game, and each game's own figures (`Game::figures`), which
//! are computed once per session by replay and cached with a version stamp.
//!
//! Best and worst are the highest and lowest final scores, whichever way a
//! game is won (a scorepad game may be "lowest wins"): they describe the
//! scores, the win rate says who did well.

use std::collections::{BTreeMap, HashMap};

use super::sessions::find_game;
use super::GameId;
use super::{
    Api, ApiError, ErrorCode, FigureShare, FigureTotal, GameStats, MonthPlays, Opponent,
    PlayerCountStats, PlayerStats, ScoreBucket, Stats, StatsQuery, YearRecord,
};
use crate::session::{Figure, FigureUnit, FIGURES_VERSION};
use crate::store::{GameSeat, Pairing, ResultSeat};

/// Per player name: (total, plays).
type Shares = BTreeMap<String, (i64, u32)>;

impl Api {
    pub fn stats(&mut self, query: &StatsQuery) -> Result<Stats, ApiError> {
        let game = query.game.map(GameId::as_str);
        let player = match query
            .player
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            Some(name) => Some(
                self.store
                    .player_by_name(name)?
                    .ok_or_else(|| {
                        ApiError::new(
                            ErrorCode::NotFound,
                            format!("there is no player called {name:?}"),
                        )
                    })?
                    .id,
            ),
            None => None,
        };
        let names: HashMap<i64, (String, String)> = self
            .store
            .players()?
            .into_iter()
            .map(|p| (p.id, (p.name, p.colour)))
            .collect();
        // Newest first; each seat counts for its game and, without a game
        // filter, for "all games".
        let seats = self.store.result_seats(game, player)?;
        let mut groups: BTreeMap<(i64, Option<&str>), Vec<&ResultSeat>> = BTreeMap::new();
        for seat in &seats {
            groups
                .entry((seat.player_id, Some(seat.game.as_str())))
                .or_default()
                .push(seat);
            if game.is_none() {
                groups.entry((seat.player_id, None)).or_default().push(seat);
            }
        }
        let pairings = self.store.pairings(game, player)?;
        let mut players: Vec<PlayerStats> = groups
            .into_iter()
            .map(|((id, at), results)| player_stats(id, at, &results, &pairings, &names))
            .collect::<Result<_, ApiError>>()?;
        // Every game's record first, then each game's, by its id.
        let order = |game: Option<GameId>| (game.is_some(), game.map(GameId::as_str));
        players.sort_by(|a, b| {
            (order(a.game), b.plays, &a.name).cmp(&(order(b.game), a.plays, &b.name))
        });
        let mut games = self.game_stats_cached(game)?;
        for stats in &mut games {
            self.refresh_figures(stats.game.as_str())?;
            stats.figures = self.figure_totals(stats.game.as_str())?;
        }
        let by_month = by_month(&seats, player.is_some());
        Ok(Stats {
            players,
            games,
            by_month,
        })
    }

    /// Per-game aggregates (without figures), which read every finished
    /// seat: cached under the finished sessions' stamp.
    fn game_stats_cached(&self, game: Option<&str>) -> Result<Vec<GameStats>, ApiError> {
        let stamp = self.store.finished_stamp()?;
        let key = format!("games:{}", game.unwrap_or("*"));
        if let Some(text) = self.store.cached(&key, &stamp)? {
            if let Ok(games) = serde_json::from_str(&text) {
                return Ok(games);
            }
        }
        let seats = self.store.game_seats(game)?;
        let games: Vec<GameStats> = seats
            .chunk_by(|a, b| a.game == b.game)
            .map(|one| game_stats(&one[0].game, one, Vec::new()))
            .collect::<Result<_, ApiError>>()?;
        if let Ok(text) = serde_json::to_string(&games) {
            self.store.cache(&key, &stamp, &text)?;
        }
        Ok(games)
    }

    /// Computes and caches the figures of finished sessions of `game` that
    /// have none (or stale ones). A session that no longer replays is
    /// cached with no figures rather than failing the whole screen.
    fn refresh_figures(&self, game: &str) -> Result<(), ApiError> {
        for id in self.store.sessions_needing_figures(game, FIGURES_VERSION)? {
            let figures = self
                .load(id)
                .map(|loaded| loaded.live.figures())
                .unwrap_or_default();
            let text = serde_json::to_string(&figures).unwrap_or_else(|_| "[]".into());
            self.store.save_figures(id, FIGURES_VERSION, &text)?;
        }
        Ok(())
    }

    fn figure_totals(&self, game: &str) -> Result<Vec<FigureTotal>, ApiError> {
        // label -> (unit, name -> (total, plays)); labels keep first-seen order.
        let mut order: Vec<String> = Vec::new();
        let mut totals: HashMap<String, (FigureUnit, Shares)> = HashMap::new();
        for row in self.store.figures_rows(game, FIGURES_VERSION)? {
            let figures: Vec<Figure> = serde_json::from_str(&row.figures).unwrap_or_default();
            for figure in figures {
                let entry = totals.entry(figure.label.clone()).or_insert_with(|| {
                    order.push(figure.label.clone());
                    (figure.unit, BTreeMap::new())
                });
                for (seat, _, name) in &row.seats {
                    let value = figure.per_seat.get(*seat).copied().unwrap_or(0);
                    let share = entry.1.entry(name.clone()).or_insert((0, 0));
                    share.0 += value;
                    share.1 += 1;
                }
            }
        }
        Ok(order
            .into_iter()
            .filter_map(|label| {
                let (unit, by_name) = totals.remove(&label)?;
                let mut by_player: Vec<FigureShare> = by_name
                    .into_iter()
                    .map(|(name, (total, plays))| FigureShare { name, total, plays })
                    .collect();
                by_player.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.name.cmp(&b.name)));
                Some(FigureTotal {
                    label,
                    unit: match unit {
                        FigureUnit::Count => "count".into(),
                        FigureUnit::Points => "points".into(),
                    },
                    by_player,
                })
            })
            .collect())
    }
}

fn mean(values: impl Iterator<Item = i64>) -> Option<f64> {
    let (sum, n) = values.fold((0i64, 0u32), |(s, n), v| (s.saturating_add(v), n + 1));
    (n > 0).then(|| sum as f64 / f64::from(n))
}

/// A player's record at one game (`game` None: all games) from their
/// results, newest first.
fn player_stats(
    id: i64,
    game: Option<&str>,
    results: &[&ResultSeat],
    pairings: &[Pairing],
    names: &HashMap<i64, (String, String)>,
) -> Result<PlayerStats, ApiError> {
    let game_id = game.map(find_game).transpose()?;
    let name_of = |id: i64| {
        names
            .get(&id)
            .map_or_else(|| format!("player {id}"), |n| n.0.clone())
    };
    let plays = u32::try_from(results.len()).unwrap_or(u32::MAX);
    let wins = u32::try_from(results.iter().filter(|r| r.winner).count()).unwrap_or(u32::MAX);
    let scores = || results.iter().filter_map(|r| r.score);
    let flags: Vec<bool> = results.iter().map(|r| r.winner).collect();
    // Per opponent: (sat together, beaten by), over this game or all.
    let mut met: BTreeMap<i64, (u32, u32)> = BTreeMap::new();
    for p in pairings
        .iter()
        .filter(|p| p.player_id == id && game.is_none_or(|g| p.game == g))
    {
        let entry = met.entry(p.other).or_default();
        entry.0 += p.together;
        entry.1 += p.beaten_by;
    }
    let top = |pick: fn(&(u32, u32)) -> u32| {
        met.iter()
            .filter(|(_, counts)| pick(counts) > 0)
            .max_by(|a, b| {
                pick(a.1).cmp(&pick(b.1)).then_with(|| {
                    name_of(*b.0)
                        .to_lowercase()
                        .cmp(&name_of(*a.0).to_lowercase())
                })
            })
            .map(|(&other, counts)| Opponent {
                name: name_of(other),
                times: pick(counts),
            })
    };
    Ok(PlayerStats {
        player_id: id,
        name: name_of(id),
        colour: names.get(&id).map(|n| n.1.clone()).unwrap_or_default(),
        game: game_id,
        game_name: game_id.map_or("All games", GameId::name).to_string(),
        plays,
        wins,
        win_rate: if plays == 0 {
            0.0
        } else {
            f64::from(wins) / f64::from(plays)
        },
        average_score: mean(scores()),
        best_score: scores().max(),
        worst_score: scores().min(),
        last_played: results.first().map(|r| r.ended_at.clone()),
        streak: streak(&flags),
        rival: top(|c| c.0),
        nemesis: top(|c| c.1),
        minutes_played: total_minutes(results.iter().map(|r| r.minutes)),
        by_year: by_year(results),
    })
}

/// A sum of durations to the hundredth of a minute: SQLite's julianday
/// arithmetic leaves a few millionths on each play.
fn total_minutes(each: impl Iterator<Item = f64>) -> f64 {
    (each.sum::<f64>() * 100.0).round() / 100.0
}

/// The local day a stored time falls on.
fn local(stored: &str) -> Option<chrono::DateTime<chrono::Local>> {
    chrono::DateTime::parse_from_rfc3339(stored)
        .ok()
        .map(|t| t.with_timezone(&chrono::Local))
}

fn by_year(results: &[&ResultSeat]) -> Vec<YearRecord> {
    use chrono::Datelike;
    let mut years: BTreeMap<i32, (u32, u32)> = BTreeMap::new();
    for r in results {
        if let Some(start) = local(&r.started_at) {
            let entry = years.entry(start.year()).or_default();
            entry.0 += 1;
            entry.1 += u32::from(r.winner);
        }
    }
    years
        .into_iter()
        .map(|(year, (plays, wins))| YearRecord { year, plays, wins })
        .collect()
}

/// Plays per local month from the seats of the finished plays: each play
/// once (its seats share a start), or one player's plays with `player`.
fn by_month(seats: &[ResultSeat], player: bool) -> Vec<MonthPlays> {
    let mut seen = std::collections::HashSet::new();
    let mut months: BTreeMap<String, (u32, f64)> = BTreeMap::new();
    for seat in seats {
        // Seats of one play share its start, game and end.
        let play = (
            seat.started_at.as_str(),
            seat.game.as_str(),
            seat.ended_at.as_str(),
        );
        if !player && !seen.insert(play) {
            continue;
        }
        if let Some(start) = local(&seat.started_at) {
            let entry = months.entry(start.format("%Y-%m").to_string()).or_default();
            entry.0 += 1;
            entry.1 += seat.minutes;
        }
    }
    months
        .into_iter()
        .map(|(month, (plays, minutes))| MonthPlays {
            month,
            plays,
            minutes: total_minutes(std::iter::once(minutes)),
        })
        .collect()
}

/// One game's figures from every seat of its finished sessions.
fn game_stats(
    game: &str,
    seats: &[GameSeat],
    figures: Vec<FigureTotal>,
) -> Result<GameStats, ApiError> {
    let game = find_game(game)?;
    let mut sessions: Vec<(i64, f64)> = seats.iter().map(|s| (s.session_id, s.minutes)).collect();
    sessions.dedup_by_key(|s| s.0);
    let minutes = || sessions.iter().map(|s| s.1);
    let scores: Vec<i64> = seats.iter().filter_map(|s| s.score).collect();
    Ok(GameStats {
        game,
        game_name: game.name().to_string(),
        plays: u32::try_from(sessions.len()).unwrap_or(u32::MAX),
        average_winning_score: mean(seats.iter().filter(|s| s.winner).filter_map(|s| s.score)),
        longest_minutes: minutes().reduce(f64::max),
        shortest_minutes: minutes().reduce(f64::min),
        distribution: distribution(&scores),
        figures,
        minutes_played: total_minutes(minutes()),
        by_player_count: by_player_count(seats),
    })
}

/// Plays and the mean seat score by number of seats (`seats` come grouped
/// by session).
fn by_player_count(seats: &[GameSeat]) -> Vec<PlayerCountStats> {
    let mut counts: BTreeMap<u32, (u32, Vec<i64>)> = BTreeMap::new();
    for play in seats.chunk_by(|a, b| a.session_id == b.session_id) {
        let n = u32::try_from(play.len()).unwrap_or(u32::MAX);
        let entry = counts.entry(n).or_default();
        entry.0 += 1;
        entry.1.extend(play.iter().filter_map(|s| s.score));
    }
    counts
        .into_iter()
        .map(|(players, (plays, scores))| PlayerCountStats {
            players,
            plays,
            average_score: mean(scores.into_iter()),
        })
        .collect()
}

/// Wins in a row up to the latest play (positive), or plays without a win
/// (negative); `recent` is newest first.
pub(super) fn streak(recent: &[bool]) -> i32 {
    let Some(&latest) = recent.first() else {
        return 0;
    };
    let run = recent.iter().take_while(|&&won| won == latest).count();
    let run = i32::try_from(run).unwrap_or(i32::MAX);
    if latest {
        run
    } else {
        -run
    }
}

/// Scores in at most ten buckets of a round width (1, 2 or 5 times a power
/// of ten), empty buckets included so the chart's axis is even.
pub(super) fn distribution(scores: &[i64]) -> Vec<ScoreBucket> {
    let (Some(&min), Some(&max)) = (scores.iter().min(), scores.iter().max()) else {
        return Vec::new();
    };
    let span = max.saturating_sub(min).saturating_add(1);
    let mut width: i64 = 1;
    'search: for power in 0..18u32 {
        for step in [1, 2, 5] {
            width = step * 10i64.pow(power);
            if (span + width - 1) / width <= 10 {
                break 'search;
            }
        }
    }
    let first = min.div_euclid(width) * width;
    let count = usize::try_from((max - first) / width + 1).unwrap_or(0);
    let mut buckets: Vec<ScoreBucket> = (0..count)
        .map(|i| {
            let from = first + width * i as i64;
            ScoreBucket {
                from,
                to: from + width - 1,
                count: 0,
            }
        })
        .collect();
    for &score in scores {
        let index = usize::try_from((score - first) / width).unwrap_or(0);
        if let Some(bucket) = buckets.get_mut(index) {
            bucket.count += 1;
        }
    }
    buckets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streak_counts_wins_or_losses_up_to_the_latest_play() {
        assert_eq!(streak(&[]), 0);
        assert_eq!(streak(&[true, true, false, true]), 2);
        assert_eq!(streak(&[false, false, false, true]), -3);
    }

    #[test]
    fn distribution_uses_round_widths_and_keeps_empty_buckets() {
        let buckets = distribution(&[3, 7, 12, 48]);
        assert_eq!(buckets.first().map(|b| (b.from, b.to)), Some((0, 4)));
        assert_eq!(buckets.len(), 10, "0..=49 in widths of 5: {buckets:?}");
        assert_eq!(buckets.iter().map(|b| b.count).sum::<u32>(), 4);
        assert_eq!(buckets[9].count, 1, "48 falls in 45..=49");
        let negative = distribution(&[-7, -1, 2]);
        assert_eq!(negative.first().map(|b| b.from), Some(-7));
        assert_eq!(negative.iter().map(|b| b.count).sum::<u32>(), 3);
        assert!(distribution(&[]).is_empty());
    }
}
