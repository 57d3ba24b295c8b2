//! Flicky Spaceships at the table as a [`Game`]: each turn is collect →
//! flick → upgrade; the app books what the flicks caused (terrain, rams, the
//! wormhole), automates the effects it can know (F5) and offers the others
//! as one-tap commands, watches the hand limit (F2) and the end trigger (F6).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalog::{catalog, upgrade, UpgradeId};
use super::payment::Payment;
use super::resources::{Resource, Resources};
pub use super::rules::piles_to_end;
use super::rules::{self, rule};
pub use super::state::{Collected, EndMeter, Pile, Player, ShopEntry, State};
use crate::session::{decided_as, Figure, Game, Outcome, RuleError, Seat};

/// F2: most resources a player may hold.
pub const HAND_LIMIT: u32 = 12;

pub struct Flicky;

fn twenty_four() -> u32 {
    24
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "FlickySetup")]
pub struct Setup {
    /// F1: 24 VP tokens, or 12 for the shorter game.
    #[serde(default = "twenty_four")]
    pub vp_tokens: u32,
    /// F4 short variant: one copy of every upgrade.
    #[serde(default)]
    pub one_copy_each: bool,
    /// F4: the three upgrade types with a single copy (our rulebook does not
    /// say which); ignored with `one_copy_each`.
    #[serde(default)]
    pub singles: Vec<UpgradeId>,
}

/// What a ship can land on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyTerrain")]
pub enum Terrain {
    Energy,
    DarkMatter,
    RareMetal,
    StarCrystal,
    AlienSamples,
    Empty,
}

impl Terrain {
    pub fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Energy => Some(Resource::Energy),
            Terrain::DarkMatter => Some(Resource::DarkMatter),
            Terrain::RareMetal => Some(Resource::RareMetal),
            Terrain::StarCrystal => Some(Resource::StarCrystal),
            Terrain::AlienSamples => Some(Resource::AlienSamples),
            Terrain::Empty => None,
        }
    }
}

/// Every terrain, for rebuilding a Sonar Scan collect from its event.
const TERRAINS: [Terrain; 6] = [
    Terrain::Energy,
    Terrain::DarkMatter,
    Terrain::RareMetal,
    Terrain::StarCrystal,
    Terrain::AlienSamples,
    Terrain::Empty,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyPhase")]
pub enum Phase {
    Collect,
    Flick,
    Upgrade,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "FlickyCommand")]
pub enum Command {
    /// The current player collects from the terrain under the ship, or with
    /// Sonar Scan from the hex in front (`sonar`).
    Collect {
        on: Terrain,
        #[serde(default)]
        #[ts(optional)]
        sonar: Option<Terrain>,
    },
    /// `seat` (with Tractor Beam, in the same hex) copies this turn's collect.
    TractorBeam {
        seat: usize,
    },
    /// The current player's ship rammed `target`; with Ram-Raid Engines it
    /// may take one `raid` resource from them. One command per ram.
    Ram {
        target: usize,
        #[serde(default)]
        #[ts(optional)]
        raid: Option<Resource>,
    },
    /// Landed on the central wormhole: flick again.
    Wormhole,
    EndFlick,
    /// Trade 3 energy canisters or 2 alien samples for one other resource.
    Exchange {
        give: Resource,
        get: Resource,
    },
    /// Buy an upgrade with the suggested payment, or with `payment`.
    Buy {
        upgrade: UpgradeId,
        #[serde(default)]
        #[ts(optional)]
        payment: Option<Resources>,
    },
    /// Blueprints: take one resource after buying a later upgrade.
    TakeBlueprint {
        resource: Resource,
    },
    /// F2: `seat` puts back resources to get down to 12.
    Discard {
        seat: usize,
        resources: Resources,
    },
    EndTurn,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Collected {
        seat: usize,
        on: Terrain,
        resource: Option<Resource>,
        amount: u32,
        scientist_token: bool,
    },
    TractorBeamed {
        seat: usize,
        resource: Resource,
        amount: u32,
    },
    Rammed {
        by: usize,
        target: usize,
        trox_token: bool,
        broadcast_token: bool,
        raided: Option<Resource>,
    },
    Wormhole {
        seat: usize,
    },
    FlickEnded {
        seat: usize,
    },
    Exchanged {
        seat: usize,
        give: Resources,
        get: Resource,
    },
    Bought {
        seat: usize,
        upgrade: UpgradeId,
        payment: Payment,
        blueprint_credit: bool,
    },
    BlueprintTaken {
        seat: usize,
        resource: Resource,
    },
    Discarded {
        seat: usize,
        resources: Resources,
    },
    TurnEnded {
        seat: usize,
        game_over: bool,
    },
}

impl Game for Flicky {
    const ID: &'static str = "flicky";
    const NAME: &'static str = "Flicky Spaceships";

    type Setup = Setup;
    type State = State;
    type View = State;
    type Command = Command;
    type Event = Event;

    fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
        if !(2..=4).contains(&seats.len()) {
            return Err(rule(
                "F6",
                format!(
                    "Flicky Spaceships is for 2 to 4 players, not {}",
                    seats.len()
                ),
            ));
        }
        if setup.vp_tokens != 24 && setup.vp_tokens != 12 {
            return Err(rule(
                "F1",
                format!(
                    "play with 24 VP tokens, or 12 for the short game, not {}",
                    setup.vp_tokens
                ),
            ));
        }
        if !setup.one_copy_each {
            let mut singles = setup.singles.clone();
            singles.sort();
            singles.dedup();
            if singles.len() != 3 || setup.singles.len() != 3 {
                return Err(rule(
                    "F4",
                    "name the three different upgrades that have a single copy (or play the short variant with one copy of each)",
                ));
            }
        }
        let piles = catalog()
            .iter()
            .map(|u| {
                let copies = if setup.one_copy_each || setup.singles.contains(&u.id) {
                    1
                } else {
                    2
                };
                Pile {
                    upgrade: u.id,
                    copies,
                    left: copies,
                }
            })
            .collect();
        // F1: the supply; F2: each player starts with 3 energy from it.
        let start = Resources::one(Resource::Energy, 3);
        let mut supply = Resources::new(20, 12, 12, 12, 12);
        for _ in seats {
            supply = supply.minus(&start).unwrap_or_default();
        }
        let mut state = State {
            players: seats
                .iter()
                .map(|s| Player {
                    name: s.name.trim().to_string(),
                    tray: start,
                    upgrades: Vec::new(),
                    tokens: 0,
                })
                .collect(),
            supply,
            piles,
            current: 0,
            turn: 1,
            phase: Phase::Collect,
            collected: None,
            blueprint_credits: 0,
            must_discard: None,
            end: EndMeter {
                tokens_left: setup.vp_tokens,
                piles_emptied: 0,
                piles_to_end: piles_to_end(seats.len()),
                triggered: false,
            },
            scores: Vec::new(),
            leaders: Vec::new(),
            shop: Vec::new(),
            reminders: Vec::new(),
        };
        state.recount();
        Ok(state)
    }

    fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, cmd)
    }

    /// An event is what `decide` makes of the command it came from (F1–F6),
    /// rebuilt from the event; the seat is always the current player's
    /// except for Tractor Beam and discards, which `decide` checks.
    fn check_event(state: &State, event: &Event) -> Result<(), RuleError> {
        let commands: Vec<Command> = match event {
            Event::Collected { on, .. } => std::iter::once(None)
                .chain(TERRAINS.into_iter().map(Some))
                .map(|sonar| Command::Collect { on: *on, sonar })
                .collect(),
            Event::TractorBeamed { seat, .. } => vec![Command::TractorBeam { seat: *seat }],
            Event::Rammed { target, raided, .. } => vec![Command::Ram {
                target: *target,
                raid: *raided,
            }],
            Event::Wormhole { .. } => vec![Command::Wormhole],
            Event::FlickEnded { .. } => vec![Command::EndFlick],
            Event::Exchanged { give, get, .. } => Resource::ALL
                .into_iter()
                .filter(|r| give.get(*r) > 0)
                .map(|r| Command::Exchange { give: r, get: *get })
                .collect(),
            Event::Bought {
                upgrade, payment, ..
            } => vec![
                Command::Buy {
                    upgrade: *upgrade,
                    payment: None,
                },
                Command::Buy {
                    upgrade: *upgrade,
                    payment: Some(payment.spend),
                },
            ],
            Event::BlueprintTaken { resource, .. } => vec![Command::TakeBlueprint {
                resource: *resource,
            }],
            Event::Discarded { seat, resources } => vec![Command::Discard {
                seat: *seat,
                resources: *resources,
            }],
            Event::TurnEnded { .. } => vec![Command::EndTurn],
        };
        // The rule a changed amount or token breaks.
        let rule = match event {
            Event::Collected { .. } | Event::TractorBeamed { .. } => "F1",
            Event::Discarded { .. } => "F2",
            Event::Exchanged { .. } | Event::Bought { .. } => "F3",
            Event::Rammed { .. } | Event::BlueprintTaken { .. } => "F5",
            Event::Wormhole { .. } | Event::FlickEnded { .. } | Event::TurnEnded { .. } => "F6",
        };
        decided_as::<Self>(state, event, commands, rule)
    }

    /// The screen shows the state as it is.
    fn view(state: &State) -> State {
        state.clone()
    }

    fn evolve(mut state: State, event: &Event) -> State {
        match event {
            Event::Collected {
                seat,
                resource,
                amount,
                scientist_token,
                ..
            } => evolve_collected(&mut state, seat, resource, amount, scientist_token),
            Event::TractorBeamed {
                seat,
                resource,
                amount,
            } => {
                state.give(*seat, *resource, *amount);
                if let Some(c) = state.collected.as_mut() {
                    c.tractor_beamed.push(*seat);
                }
            }
            Event::Rammed {
                by,
                target,
                trox_token,
                broadcast_token,
                raided,
            } => evolve_rammed(&mut state, by, target, trox_token, broadcast_token, raided),
            Event::Wormhole { .. } => {}
            Event::FlickEnded { .. } => state.phase = Phase::Upgrade,
            Event::Exchanged { seat, give, get } => {
                state.pay(*seat, give);
                state.give(*seat, *get, 1);
            }
            Event::Bought {
                seat,
                upgrade: id,
                payment,
                blueprint_credit,
            } => evolve_bought(&mut state, seat, id, payment, blueprint_credit),
            Event::BlueprintTaken { seat, resource } => {
                state.give(*seat, *resource, 1);
                state.blueprint_credits = state.blueprint_credits.saturating_sub(1);
            }
            Event::Discarded { seat, resources } => state.pay(*seat, resources),
            Event::TurnEnded { game_over, .. } => evolve_turn_ended(&mut state, game_over),
        }
        state.recount();
        state
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.scores.iter().map(|s| i64::from(s.total)).collect(),
            winners: state.leaders.clone(),
            places: Vec::new(),
        }
    }

    /// The upgrades each seat bought (see [`super::figures`]).
    fn figures(state: &State) -> Vec<Figure> {
        super::figures::figures(state)
    }

    #[allow(
        clippy::too_many_lines,
        reason = "issue 20: over the games' 80 lines, to be split"
    )]
    fn describe(state: &State, event: &Event) -> String {
        let name = |seat: &usize| state.name(*seat);
        match event {
            Event::Collected {
                seat,
                resource: None,
                scientist_token,
                ..
            } => {
                let token = if *scientist_token {
                    ", Scientists gain a VP token"
                } else {
                    ""
                };
                format!("{} landed on empty space{token}", name(seat))
            }
            Event::Collected {
                seat,
                resource: Some(r),
                amount: 0,
                ..
            } => {
                format!(
                    "{} could not collect: the supply has no {r} left",
                    name(seat)
                )
            }
            Event::Collected {
                seat,
                resource: Some(r),
                amount,
                scientist_token,
                ..
            } => {
                let token = if *scientist_token {
                    " and a Scientists VP token"
                } else {
                    ""
                };
                format!(
                    "{} collected {amount} {r}{}{token}",
                    name(seat),
                    if *amount == 1 { "" } else { "s" }
                )
            }
            Event::TractorBeamed {
                seat,
                resource,
                amount,
            } => {
                format!("{} tractor-beamed {amount} {resource}", name(seat))
            }
            Event::Rammed {
                by,
                target,
                trox_token,
                broadcast_token,
                raided,
            } => {
                let mut s = format!("{} rammed {}", name(by), name(target));
                if *trox_token {
                    s.push_str(", TROX token");
                }
                if *broadcast_token {
                    s.push_str(&format!(", Live Broadcast token for {}", name(target)));
                }
                if let Some(r) = raided {
                    s.push_str(&format!(", raided a {r}"));
                }
                s
            }
            Event::Wormhole { seat } => {
                format!("{} landed on the wormhole: flick again", name(seat))
            }
            Event::FlickEnded { seat } => format!("{} finished flicking", name(seat)),
            Event::Exchanged { seat, give, get } => {
                format!("{} traded {} for a {get}", name(seat), give.describe())
            }
            Event::Bought {
                seat,
                upgrade: id,
                payment,
                ..
            } => {
                format!(
                    "{} bought {} for {}",
                    name(seat),
                    upgrade(*id).name,
                    payment.spend.describe()
                )
            }
            Event::BlueprintTaken { seat, resource } => {
                format!("{} took a {resource} (Blueprints)", name(seat))
            }
            Event::Discarded { seat, resources } => {
                format!("{} discarded {}", name(seat), resources.describe())
            }
            Event::TurnEnded {
                seat,
                game_over: true,
            } => format!("{} ended the turn: the game is over", name(seat)),
            Event::TurnEnded { seat, .. } => format!("{} ended the turn", name(seat)),
        }
    }
}

/// F5: what the current player collected (and a scientist token taken); the flick comes next.
fn evolve_collected(
    state: &mut State,
    seat: &usize,
    resource: &Option<Resource>,
    amount: &u32,
    scientist_token: &bool,
) {
    if *scientist_token {
        state.take_token(*seat);
    }
    if let Some(r) = resource {
        state.give(*seat, *r, *amount);
        state.collected = Some(Collected {
            resource: *r,
            tractor_beamed: Vec::new(),
        });
    }
    state.phase = Phase::Flick;
}

/// F5: a ram: the tokens it moves and what a raid takes.
fn evolve_rammed(
    state: &mut State,
    by: &usize,
    target: &usize,
    trox_token: &bool,
    broadcast_token: &bool,
    raided: &Option<Resource>,
) {
    if *trox_token {
        state.take_token(*by);
    }
    if *broadcast_token {
        state.take_token(*target);
    }
    if let Some(r) = raided {
        let one = Resources::one(*r, 1);
        if let Some(left) = state.players.get(*target).and_then(|p| p.tray.minus(&one)) {
            state.players[*target].tray = left;
            if let Some(p) = state.players.get_mut(*by) {
                p.tray = p.tray.plus(&one);
            }
        }
    }
}

/// F3, F4: an upgrade bought: paid, taken from its pile, its blueprint credit used.
fn evolve_bought(
    state: &mut State,
    seat: &usize,
    id: &UpgradeId,
    payment: &Payment,
    blueprint_credit: &bool,
) {
    state.pay(*seat, &payment.spend);
    if let Some(pile) = state.piles.iter_mut().find(|p| p.upgrade == *id) {
        pile.left = pile.left.saturating_sub(1);
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.upgrades.push(*id);
    }
    if *blueprint_credit {
        state.blueprint_credits += 1;
    }
}

/// The turn passed on, or the game ended at the end trigger (F6).
fn evolve_turn_ended(state: &mut State, game_over: &bool) {
    state.collected = None;
    state.blueprint_credits = 0;
    if *game_over {
        state.phase = Phase::Finished;
    } else {
        state.current = (state.current + 1) % state.players.len().max(1);
        state.turn += 1;
        state.phase = Phase::Collect;
    }
}
