//! Flicky Spaceships at the table as a [`Game`]: each turn is collect →
//! flick → upgrade; the app books what the flicks caused (terrain, rams, the
//! wormhole), automates the effects it can know (F5) and offers the others
//! as one-tap commands, watches the hand limit (F2) and the end trigger (F6).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalog::{catalog, upgrade, UpgradeId};
use super::payment::{cheapest, covers, Payment};
use super::resources::{Resource, Resources};
use super::scoring::{leaders, score, Score};
use crate::session::{Game, Outcome, RuleError, Seat};

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
    fn resource(self) -> Option<Resource> {
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
#[ts(rename = "FlickyPlayer")]
pub struct Player {
    pub name: String,
    pub tray: Resources,
    pub upgrades: Vec<UpgradeId>,
    pub tokens: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyPile")]
pub struct Pile {
    pub upgrade: UpgradeId,
    pub copies: u32,
    pub left: u32,
}

/// For the current player: every upgrade, whether it can be bought now, and
/// the payment the app suggests (F3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyShopEntry")]
pub struct ShopEntry {
    pub upgrade: UpgradeId,
    pub left: u32,
    pub owned: bool,
    pub payment: Option<Payment>,
}

/// How close the game is to its end (F6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyEndMeter")]
pub struct EndMeter {
    pub tokens_left: u32,
    pub piles_emptied: u32,
    pub piles_to_end: u32,
    /// The end is triggered: the game ends when this turn ends.
    pub triggered: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyCollected")]
pub struct Collected {
    pub resource: Resource,
    pub tractor_beamed: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyState")]
pub struct State {
    pub players: Vec<Player>,
    pub supply: Resources,
    pub piles: Vec<Pile>,
    /// Seat whose turn it is.
    pub current: usize,
    pub turn: u32,
    pub phase: Phase,
    /// What the current player collected this turn (Tractor Beam copies it).
    pub collected: Option<Collected>,
    /// Blueprints resources the current player may still take (F5).
    pub blueprint_credits: u32,
    /// A seat holding more than 12 resources must discard first (F2).
    pub must_discard: Option<usize>,
    pub end: EndMeter,
    pub scores: Vec<Score>,
    pub leaders: Vec<usize>,
    pub shop: Vec<ShopEntry>,
    /// Effects the table should not forget, for the current moment.
    pub reminders: Vec<String>,
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

fn rule(id: &str, message: impl Into<String>) -> RuleError {
    RuleError::new(id, message)
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Collect => "collect",
        Phase::Flick => "flick",
        Phase::Upgrade => "upgrade",
        Phase::Finished => "over",
    }
}

/// F6: emptied piles that end the game for this many players.
pub fn piles_to_end(players: usize) -> u32 {
    match players {
        0..=2 => 4,
        3 => 5,
        _ => 6,
    }
}

impl State {
    fn owns(&self, seat: usize, id: UpgradeId) -> bool {
        self.players
            .get(seat)
            .is_some_and(|p| p.upgrades.contains(&id))
    }

    fn name(&self, seat: usize) -> String {
        self.players
            .get(seat)
            .map_or_else(|| format!("seat {seat}"), |p| p.name.clone())
    }

    fn expect_phase(&self, phase: Phase) -> Result<(), RuleError> {
        if let Some(seat) = self.must_discard {
            return Err(rule(
                "F2",
                format!(
                    "{} holds {} resources and must first discard down to {HAND_LIMIT}",
                    self.name(seat),
                    self.players[seat].tray.total()
                ),
            ));
        }
        if self.phase != phase {
            return Err(rule(
                "F5",
                format!(
                    "that belongs to the {} phase, but {} is in the {} phase",
                    phase_name(phase),
                    self.name(self.current),
                    phase_name(self.phase)
                ),
            ));
        }
        Ok(())
    }

    fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        if seat >= self.players.len() {
            return Err(rule("F2", format!("there is no seat {seat}")));
        }
        Ok(())
    }

    /// One token if any are left (F1).
    fn token_available(&self) -> bool {
        self.end.tokens_left > 0
    }

    fn take_token(&mut self, seat: usize) {
        if self.end.tokens_left > 0 {
            self.end.tokens_left -= 1;
            if let Some(p) = self.players.get_mut(seat) {
                p.tokens += 1;
            }
        }
    }

    fn give(&mut self, seat: usize, resource: Resource, amount: u32) {
        let amount = amount.min(self.supply.get(resource));
        *self.supply.get_mut(resource) -= amount;
        if let Some(p) = self.players.get_mut(seat) {
            *p.tray.get_mut(resource) += amount;
        }
    }

    fn pay(&mut self, seat: usize, spend: &Resources) {
        if let Some(p) = self.players.get_mut(seat) {
            if let Some(left) = p.tray.minus(spend) {
                p.tray = left;
                self.supply = self.supply.plus(spend);
            }
        }
    }

    fn recount(&mut self) {
        self.must_discard =
            (0..self.players.len()).find(|s| self.players[*s].tray.total() > HAND_LIMIT);
        self.end.piles_emptied = self.piles.iter().filter(|p| p.left == 0).count() as u32;
        self.end.triggered =
            self.end.tokens_left == 0 || self.end.piles_emptied >= self.end.piles_to_end;
        self.scores = self
            .players
            .iter()
            .map(|p| score(&p.upgrades, &p.tray, p.tokens))
            .collect();
        self.leaders = leaders(&self.scores);
        let seat = self.current;
        let tray = self.players.get(seat).map(|p| p.tray).unwrap_or_default();
        self.shop = self
            .piles
            .iter()
            .map(|pile| {
                let owned = self.owns(seat, pile.upgrade);
                ShopEntry {
                    upgrade: pile.upgrade,
                    left: pile.left,
                    owned,
                    payment: if owned || pile.left == 0 {
                        None
                    } else {
                        cheapest(&tray, &upgrade(pile.upgrade).cost)
                    },
                }
            })
            .collect();
        self.reminders = self.reminders_now();
    }

    fn reminders_now(&self) -> Vec<String> {
        let seat = self.current;
        let mut out = Vec::new();
        match self.phase {
            Phase::Collect => {
                if self.owns(seat, UpgradeId::Scientists) {
                    out.push(
                        "Scientists: on an empty space at the start of the turn, gain a VP token"
                            .into(),
                    );
                }
                if self.owns(seat, UpgradeId::SonarScan) {
                    out.push("Sonar Scan: you may collect from the hex in front instead".into());
                }
            }
            Phase::Flick => {
                if let Some(c) = &self.collected {
                    for other in (0..self.players.len())
                        .filter(|s| *s != seat && !c.tractor_beamed.contains(s))
                    {
                        if self.owns(other, UpgradeId::TractorBeam) {
                            out.push(format!(
                                "Tractor Beam: {} may take a {} if in the same hex",
                                self.name(other),
                                c.resource
                            ));
                        }
                    }
                }
                if self.owns(seat, UpgradeId::RamRaidEngines) {
                    out.push("Ram-Raid Engines: take one resource from each ship you ram".into());
                }
                out.push("Landed on the wormhole? Flick again".into());
            }
            Phase::Upgrade => {
                if self.blueprint_credits > 0 {
                    out.push(format!(
                        "Blueprints: take {} resource(s) of your choice",
                        self.blueprint_credits
                    ));
                }
                if self.owns(seat, UpgradeId::Boosters) {
                    out.push(
                        "Boosters: at the end of the turn you may reposition your ship in its hex"
                            .into(),
                    );
                }
            }
            Phase::Finished => {}
        }
        if self.end.triggered && self.phase != Phase::Finished {
            out.push("The end is triggered: the game ends when this turn ends".into());
        }
        out
    }
}

impl Game for Flicky {
    const ID: &'static str = "flicky";
    const NAME: &'static str = "Flicky Spaceships";

    type Setup = Setup;
    type State = State;
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
        let seat = state.current;
        match cmd {
            Command::Collect { on, sonar } => {
                state.expect_phase(Phase::Collect)?;
                let from = match sonar {
                    Some(front) if !state.owns(seat, UpgradeId::SonarScan) => {
                        return Err(rule(
                            "F5",
                            format!("{} has no Sonar Scan, so cannot collect from the {front:?} hex in front", state.name(seat)),
                        ))
                    }
                    Some(front) => *front,
                    None => *on,
                };
                let resource = from.resource();
                let base = match resource {
                    Some(Resource::Energy) if state.owns(seat, UpgradeId::EnergyRecycler) => 2,
                    Some(_) if state.owns(seat, UpgradeId::DoubleClaws) => 2,
                    Some(_) => 1,
                    None => 0,
                };
                let amount = resource.map_or(0, |r| base.min(state.supply.get(r)));
                Ok(vec![Event::Collected {
                    seat,
                    on: *on,
                    resource,
                    amount,
                    scientist_token: *on == Terrain::Empty
                        && state.owns(seat, UpgradeId::Scientists)
                        && state.token_available(),
                }])
            }
            Command::TractorBeam { seat: other } => {
                state.check_seat(*other)?;
                if state.must_discard.is_some()
                    || !matches!(state.phase, Phase::Flick | Phase::Upgrade)
                {
                    state.expect_phase(Phase::Flick)?;
                }
                let Some(collected) = &state.collected else {
                    return Err(rule(
                        "F5",
                        "nothing was collected this turn, so there is nothing to copy",
                    ));
                };
                if *other == seat {
                    return Err(rule(
                        "F5",
                        "Tractor Beam copies another ship's collect, not your own",
                    ));
                }
                if !state.owns(*other, UpgradeId::TractorBeam) {
                    return Err(rule(
                        "F5",
                        format!("{} has no Tractor Beam", state.name(*other)),
                    ));
                }
                if collected.tractor_beamed.contains(other) {
                    return Err(rule(
                        "F5",
                        format!(
                            "{} already used the Tractor Beam this turn",
                            state.name(*other)
                        ),
                    ));
                }
                Ok(vec![Event::TractorBeamed {
                    seat: *other,
                    resource: collected.resource,
                    amount: 1.min(state.supply.get(collected.resource)),
                }])
            }
            Command::Ram { target, raid } => {
                state.expect_phase(Phase::Flick)?;
                state.check_seat(*target)?;
                if *target == seat {
                    return Err(rule("F5", "a ship cannot ram itself"));
                }
                if let Some(r) = raid {
                    if !state.owns(seat, UpgradeId::RamRaidEngines) {
                        return Err(rule(
                            "F5",
                            format!("{} has no Ram-Raid Engines", state.name(seat)),
                        ));
                    }
                    if state.players[*target].tray.get(*r) == 0 {
                        return Err(rule(
                            "F5",
                            format!("{} has no {r} to take", state.name(*target)),
                        ));
                    }
                }
                let trox = state.owns(seat, UpgradeId::TroxRockets) && state.token_available();
                let tokens_after_trox = state.end.tokens_left - u32::from(trox);
                Ok(vec![Event::Rammed {
                    by: seat,
                    target: *target,
                    trox_token: trox,
                    broadcast_token: state.owns(*target, UpgradeId::LiveBroadcast)
                        && tokens_after_trox > 0,
                    raided: *raid,
                }])
            }
            Command::Wormhole => {
                state.expect_phase(Phase::Flick)?;
                Ok(vec![Event::Wormhole { seat }])
            }
            Command::EndFlick => {
                state.expect_phase(Phase::Flick)?;
                Ok(vec![Event::FlickEnded { seat }])
            }
            Command::Exchange { give, get } => {
                state.expect_phase(Phase::Upgrade)?;
                let n = match give {
                    Resource::Energy => 3,
                    Resource::AlienSamples => 2,
                    other => {
                        return Err(rule("F3", format!("only energy canisters (3) or alien samples (2) can be traded, not {other}")))
                    }
                };
                if give == get {
                    return Err(rule(
                        "F3",
                        format!("{give}s trade for another resource, not for themselves"),
                    ));
                }
                let given = Resources::one(*give, n);
                if !state.players[seat].tray.contains(&given) {
                    return Err(rule(
                        "F3",
                        format!("{} needs {} to trade", state.name(seat), given.describe()),
                    ));
                }
                if state.supply.get(*get) == 0 {
                    return Err(rule("F1", format!("the supply has no {get} left")));
                }
                Ok(vec![Event::Exchanged {
                    seat,
                    give: given,
                    get: *get,
                }])
            }
            Command::Buy {
                upgrade: id,
                payment,
            } => {
                state.expect_phase(Phase::Upgrade)?;
                let up = upgrade(*id);
                if state.owns(seat, *id) {
                    return Err(rule(
                        "F4",
                        format!(
                            "{} already has {}: each upgrade at most once",
                            state.name(seat),
                            up.name
                        ),
                    ));
                }
                if state.piles.iter().any(|p| p.upgrade == *id && p.left == 0) {
                    return Err(rule("F4", format!("the {} pile is empty", up.name)));
                }
                let tray = state.players[seat].tray;
                let payment = match payment {
                    Some(spend) => {
                        if !tray.contains(spend) {
                            return Err(rule(
                                "F3",
                                format!("{} does not hold {}", state.name(seat), spend.describe()),
                            ));
                        }
                        covers(spend, &up.cost).ok_or_else(|| {
                            rule(
                                "F3",
                                format!(
                                    "{} does not pay for {} (cost: {}; wildcards are 3 energy or 2 alien samples for one other resource)",
                                    spend.describe(),
                                    up.name,
                                    up.cost.describe()
                                ),
                            )
                        })?
                    }
                    None => cheapest(&tray, &up.cost).ok_or_else(|| {
                        rule(
                            "F3",
                            format!(
                                "{} cannot afford {} (cost: {}; holds: {})",
                                state.name(seat),
                                up.name,
                                up.cost.describe(),
                                tray.describe()
                            ),
                        )
                    })?,
                };
                Ok(vec![Event::Bought {
                    seat,
                    upgrade: *id,
                    payment,
                    // F5: Blueprints pays out after later purchases, not its own.
                    blueprint_credit: state.owns(seat, UpgradeId::Blueprints),
                }])
            }
            Command::TakeBlueprint { resource } => {
                state.expect_phase(Phase::Upgrade)?;
                if state.blueprint_credits == 0 {
                    return Err(rule(
                        "F5",
                        "no Blueprints resource is due: it comes after buying a later upgrade",
                    ));
                }
                if state.supply.get(*resource) == 0 {
                    return Err(rule("F1", format!("the supply has no {resource} left")));
                }
                Ok(vec![Event::BlueprintTaken {
                    seat,
                    resource: *resource,
                }])
            }
            Command::Discard {
                seat: who,
                resources,
            } => {
                state.check_seat(*who)?;
                let tray = state.players[*who].tray;
                let Some(after) = tray.minus(resources) else {
                    return Err(rule(
                        "F2",
                        format!(
                            "{} does not hold {}",
                            state.name(*who),
                            resources.describe()
                        ),
                    ));
                };
                if tray.total() <= HAND_LIMIT {
                    return Err(rule(
                        "F2",
                        format!(
                            "{} holds {} resources: nothing to discard",
                            state.name(*who),
                            tray.total()
                        ),
                    ));
                }
                if after.total() != HAND_LIMIT {
                    return Err(rule(
                        "F2",
                        format!(
                            "{} holds {} and must discard exactly {} to get down to {HAND_LIMIT}",
                            state.name(*who),
                            tray.total(),
                            tray.total() - HAND_LIMIT
                        ),
                    ));
                }
                Ok(vec![Event::Discarded {
                    seat: *who,
                    resources: *resources,
                }])
            }
            Command::EndTurn => {
                state.expect_phase(Phase::Upgrade)?;
                Ok(vec![Event::TurnEnded {
                    seat,
                    game_over: state.end.triggered,
                }])
            }
        }
    }

    fn evolve(mut state: State, event: &Event) -> State {
        match event {
            Event::Collected {
                seat,
                resource,
                amount,
                scientist_token,
                ..
            } => {
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
            } => {
                if *trox_token {
                    state.take_token(*by);
                }
                if *broadcast_token {
                    state.take_token(*target);
                }
                if let Some(r) = raided {
                    let one = Resources::one(*r, 1);
                    if let Some(left) = state.players.get(*target).and_then(|p| p.tray.minus(&one))
                    {
                        state.players[*target].tray = left;
                        if let Some(p) = state.players.get_mut(*by) {
                            p.tray = p.tray.plus(&one);
                        }
                    }
                }
            }
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
            } => {
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
            Event::BlueprintTaken { seat, resource } => {
                state.give(*seat, *resource, 1);
                state.blueprint_credits = state.blueprint_credits.saturating_sub(1);
            }
            Event::Discarded { seat, resources } => state.pay(*seat, resources),
            Event::TurnEnded { game_over, .. } => {
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
        }
        state.recount();
        state
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.scores.iter().map(|s| i64::from(s.total)).collect(),
            winners: state.leaders.clone(),
        }
    }

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
