//! What a Rickety Ships session tells the statistics: who won each of R8's
//! five round VPs, one `Count` figure per award in the rulebook's order.
//!
//! Players ask "who keeps winning the cannons?", and the answer is in the
//! rounds the game already froze: every scored round's report says which
//! seat took which VP. A seat counts once per round it won an award, so
//! over three rounds (R9) a seat may score up to 3 on one figure. Awards
//! nobody won (ties, a highest of 0 — R8) count for nobody. Unscored
//! rounds count nothing.

use super::scoring::Awards;
use super::state::State;
use crate::session::{Figure, FigureUnit};

/// An award's label and how to read whether a seat won it in a round.
type Award = (&'static str, fn(&Awards) -> u8);

/// R8's five awards: the label players use (stable: it is the statistics'
/// aggregation key) and where a round's report keeps it.
const AWARDS: [Award; 5] = [
    ("Called done first", |a| a.done),
    ("Most rockets", |a| a.rockets),
    ("Most cannons", |a| a.cannons),
    ("Most crew and cargo", |a| a.crew_cargo),
    ("Most battery packs", |a| a.battery),
];

/// One figure per R8 award: per seat, the scored rounds in which that seat
/// won it.
pub fn figures(state: &State) -> Vec<Figure> {
    AWARDS
        .iter()
        .map(|(label, won)| {
            let mut per_seat = vec![0i64; state.players.len()];
            for record in &state.rounds {
                for (count, player) in per_seat.iter_mut().zip(&record.report.players) {
                    *count += i64::from(won(&player.vp));
                }
            }
            Figure {
                label: (*label).to_string(),
                unit: FigureUnit::Count,
                per_seat,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rickety::{Command, Rickety, Setup};
    use crate::session::{Game, Seat};

    fn seats(names: &[&str]) -> Vec<Seat> {
        names
            .iter()
            .map(|n| Seat {
                player_id: None,
                name: (*n).to_string(),
                colour: "red".to_string(),
            })
            .collect()
    }

    fn play(mut state: State, commands: &[serde_json::Value]) -> State {
        for c in commands {
            let cmd: Command = serde_json::from_value(c.clone()).expect("a command");
            for e in Rickety::decide(&state, &cmd).expect("a legal command") {
                state = Rickety::evolve(state, &e);
            }
        }
        state
    }

    fn start() -> State {
        let setup: Setup = serde_json::from_value(serde_json::json!({"shape": "basic"})).unwrap();
        Rickety::setup(&seats(&["Ann", "Bob"]), &setup).unwrap()
    }

    fn by_label(figures: &[Figure]) -> Vec<(&str, Vec<i64>)> {
        figures
            .iter()
            .map(|f| (f.label.as_str(), f.per_seat.clone()))
            .collect()
    }

    /// Ann's ship on the Basic shape (R3): five cannons A, A, A, A, 2; three
    /// K rockets; 6, 6, 7, 6 showing; stacks of 4, 4 and 3 cards.
    const ANN: &str = ".  .  AS .  .\n\
                       .  AH 7H/8H/9H/10H AD .\n\
                       .  AC 7C/8C/9C/10C 2C .\n\
                       6D 6S 7S/8S/9S 7D 6H\n\
                       KD KS .  KH .\n";

    #[test]
    fn r8_r9_every_scored_round_counts_each_award_for_its_winner() {
        // R8 totals. Cannons: Ann A+A+A+A+2 = 3+3+3+3+2 = 14, Bob 0 (a 7 in
        // a cannon cell). Rockets: Ann K+K+K = 9, Bob 0. Crew and cargo: Ann
        // 6+6+7+6 = 1+1+2+1 = 5, Bob 7 = 2. Batteries: Ann 3+3+2 = 8, Bob 3.
        // Ann wins all four categories in each of the three rounds; "done"
        // goes to Ann, then Bob, then nobody (the table stopped).
        let bob = ".  .  .  .  .\n\
                   .  .  .  .  .\n\
                   .  .  7D/8D/9D/10D 7C .\n\
                   .  .  .  .  .\n\
                   .  .  .  .  .\n";
        let round = |done: Option<usize>| {
            let mut cs = vec![serde_json::json!({"type": "start_round"})];
            cs.push(match done {
                Some(seat) => serde_json::json!({"type": "done", "seat": seat}),
                None => serde_json::json!({"type": "stop"}),
            });
            cs.push(serde_json::json!({"type": "set_layout", "seat": 0, "layout": ANN}));
            cs.push(serde_json::json!({"type": "set_layout", "seat": 1, "layout": bob}));
            cs.push(serde_json::json!({"type": "end_round"}));
            cs
        };
        let mut commands = round(Some(0));
        commands.push(serde_json::json!({"type": "next_round"}));
        commands.extend(round(Some(1)));
        commands.push(serde_json::json!({"type": "next_round"}));
        commands.extend(round(None));
        let state = play(start(), &commands);
        let rounds: Vec<_> = state
            .rounds
            .iter()
            .map(|r| r.report.players[0].totals)
            .collect();
        assert_eq!(rounds.len(), 3, "three scored rounds (R9)");
        assert_eq!(
            (
                rounds[0].rockets,
                rounds[0].cannons,
                rounds[0].crew_cargo,
                rounds[0].battery
            ),
            (9, 14, 5, 8),
            "Ann's totals as worked out above"
        );
        assert_eq!(
            by_label(&figures(&state)),
            vec![
                ("Called done first", vec![1, 1]),
                ("Most rockets", vec![3, 0]),
                ("Most cannons", vec![3, 0]),
                ("Most crew and cargo", vec![3, 0]),
                ("Most battery packs", vec![3, 0]),
            ]
        );
        let vp: i64 = figures(&state).iter().map(|f| f.per_seat[0]).sum();
        assert_eq!(
            vp,
            i64::from(state.vp[0]),
            "the figures add up to Ann's VPs"
        );
    }

    #[test]
    fn r8_a_tied_award_counts_for_nobody() {
        // Both ships identical: every category ties, only "done" is won.
        let commands = vec![
            serde_json::json!({"type": "start_round"}),
            serde_json::json!({"type": "done", "seat": 1}),
            serde_json::json!({"type": "set_layout", "seat": 0, "layout": ANN}),
            serde_json::json!({"type": "set_layout", "seat": 1, "layout": ANN}),
            serde_json::json!({"type": "end_round"}),
        ];
        let state = play(start(), &commands);
        let counts: Vec<Vec<i64>> = figures(&state).into_iter().map(|f| f.per_seat).collect();
        assert_eq!(
            counts,
            vec![vec![0, 1], vec![0, 0], vec![0, 0], vec![0, 0], vec![0, 0]]
        );
    }

    #[test]
    fn r9_an_unscored_game_reports_zeroes_without_panicking() {
        let state = play(start(), &[serde_json::json!({"type": "start_round"})]);
        let figures = figures(&state);
        assert_eq!(figures.len(), 5);
        assert!(figures
            .iter()
            .all(|f| f.unit == FigureUnit::Count && f.per_seat == vec![0, 0]));
    }
}
