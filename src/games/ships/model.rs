//! What a Ships session is made of: its setup (the board data and card
//! copies the table corrects, W2, W4), the commands the table gives and the
//! events they become, and the counts the components fix. What they do is
//! `decide`'s and `evolve`'s.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::actions::{ActionBox, Cube};
use super::areas::Location;
use super::board::BoardData;
use super::cards::{CardData, Era};
use super::goods::Goods;
use super::state::{DiscFrom, ShipBox};

/// W1: every player starts on 5 VP.
pub const START_VP: i32 = 5;
/// Starting room: the first three warehouse and first two bank spaces are
/// free of city discs (setup).
pub const START_WAREHOUSE: u32 = 3;
pub const START_BANK: u32 = 2;
/// Ship counters per type and player (components).
pub const SHIPS_PER_TYPE: u32 = 6;
/// W4: cards laid out per era.
pub const DISPLAY_CARDS: usize = 12;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsSetup")]
pub struct Setup {
    /// W2 board data; what the rulebook gives when absent.
    #[serde(default)]
    #[ts(optional)]
    pub board: Option<BoardData>,
    /// W4: gold costs and copy counts the table knows.
    #[serde(default)]
    pub cards: Vec<CardData>,
}

/// A location's pieces for area scoring (W6): owners' seats per cube and
/// per disc.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsLocation")]
pub struct LocationInput {
    pub name: String,
    #[serde(default)]
    pub cubes: Vec<usize>,
    #[serde(default)]
    pub discs: Vec<usize>,
}

impl LocationInput {
    pub fn location(&self) -> Location {
        Location {
            name: self.name.clone(),
            cubes: self.cubes.clone(),
            discs: self.discs.clone(),
        }
    }
}

/// Selling with a card's bonus (W7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsSellBonus")]
pub enum Bonus {
    #[default]
    None,
    /// Docks or Double-Entry Book Keeping: +1 gold and +1 VP per good.
    Docks,
    /// Steam-Powered Cranes: +2 gold and +1 VP per good.
    Cranes,
}

/// Where goods come from, for the limits the rulebook states (W7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsGoodsFrom")]
pub enum GoodsFrom {
    /// A trade box: one good, or two food ("In the case of food you will
    /// take two counters"); one more with an industry counter.
    TradeBox,
    /// Area 7's merchant side: "ONE of the goods marked … you cannot gain
    /// oil from this box"; one more with an industry counter.
    AreaSeven,
    /// The card taken this turn: Warehouse one good, Venetian Empire two.
    Card,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "ShipsCommand")]
pub enum Command {
    /// W4: lay out the era's cards: the 12 the table drew (`cards`), or let
    /// the app draw them from the catalog with `seed`.
    DrawDisplay {
        #[serde(default)]
        #[ts(optional)]
        cards: Option<Vec<String>>,
        #[serde(default)]
        #[ts(optional, type = "number")]
        seed: Option<u64>,
    },
    /// W4: the current player takes a card (once per turn), paying the
    /// Take One Card box (W4b) and the card's `gold`, given once when its
    /// cost is not known yet; `count` is what a "per …" card counts when
    /// the app cannot see it (cubes in oil boxes, ships in a box…);
    /// `goods` are the goods Hanseatic League turns wine into.
    TakeCard {
        card: String,
        #[serde(default)]
        #[ts(optional)]
        gold: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        count: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        goods: Option<Goods>,
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// W5: place a ship of the present era in `age` (the highest reached
    /// or the next), in `ship_box`. A warship needs a food (unless it is
    /// the own placement of Ram, Cannons or Gunship Diplomacy, W4b) and a
    /// city disc from the warehouse or bank. Unknown board values for a new
    /// age are given here once.
    ///
    /// Every action (W4b) is paid by `pay` — a merchant cube, a free
    /// action cube, or the card taken this turn when the action is its own;
    /// by default the card's when it fits, else a merchant cube while one
    /// is left, else a free one — and `box_gold` is the gold printed on
    /// the side of the box that cube uses, given once while the board data
    /// does not hold it.
    PlaceShip {
        age: usize,
        ship_box: ShipBox,
        #[serde(default)]
        #[ts(optional)]
        disc_from: Option<DiscFrom>,
        #[serde(default)]
        #[ts(optional)]
        era: Option<Era>,
        #[serde(default)]
        #[ts(optional)]
        nav_cost: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        first_vp: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// W5: move one own ship from `from_age` one age up into `to_box`
    /// (W4b: 1 gold with a merchant cube, 3 with a free action cube).
    UpgradeShip {
        from_age: usize,
        from_box: ShipBox,
        to_box: ShipBox,
        #[serde(default)]
        #[ts(optional)]
        disc_from: Option<DiscFrom>,
        #[serde(default)]
        #[ts(optional)]
        era: Option<Era>,
        #[serde(default)]
        #[ts(optional)]
        nav_cost: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        first_vp: Option<u32>,
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// Remove one own ship (or, with Lighthouse or Sea Clocks, several
    /// from one age level, each paid by the card).
    RemoveShip {
        age: usize,
        ship_box: ShipBox,
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// The Take One Gold action: one gold into the bank, which must have
    /// room for it.
    TakeGold {
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// The Take Two Navigation Counters action (the counters stay the
    /// table's).
    TakeNavigation {
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// The Retrieve Merchant Cubes action, or Factories' own retrieval (the
    /// cubes stay the table's).
    RetrieveCubes {
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// W3: the available stock held only `merchant` merchant cubes at the
    /// start of this turn (with none, one free action cube comes from the
    /// pool); before any action.
    ShortOfCubes {
        merchant: u32,
    },
    /// W3: free action cubes from the pool into the available stock (a city
    /// space's benefit).
    GainFreeCubes {
        count: u32,
        reason: String,
    },
    /// W7: the current player gains gold (beyond the bank's room: 2 = 1 VP).
    GainGold {
        amount: u32,
        reason: String,
    },
    /// Goods from a trade box or card into the warehouse; `discard` what
    /// goes back to make room; `from` where they come from, for the limits
    /// the rulebook states, with `industry` for an industry counter's extra
    /// good.
    GainGoods {
        goods: Goods,
        #[serde(default)]
        discard: Goods,
        #[serde(default)]
        #[ts(optional)]
        from: Option<GoodsFrom>,
        #[serde(default)]
        #[ts(optional)]
        industry: Option<bool>,
    },
    /// `seat` returns goods to the pool (Pirates, a full warehouse).
    DiscardGoods {
        seat: usize,
        goods: Goods,
    },
    /// W7: sell goods (the Sell Goods action), or with a selling card's
    /// bonus (that card's own sale, W4b).
    Sell {
        goods: Goods,
        #[serde(default)]
        bonus: Bonus,
        #[serde(default)]
        #[ts(optional)]
        pay: Option<Cube>,
        #[serde(default)]
        #[ts(optional)]
        box_gold: Option<u32>,
    },
    /// W7: a cube in the Spice box: +7 VP and 1 gold.
    Spice,
    /// W7: metal for a navigation counter: +2 VP.
    ExchangeMetal,
    /// Wine for one gold (free exchange).
    ExchangeWine,
    /// Oil for a free action cube (free exchange; the cube is used at once).
    ExchangeOil,
    /// W6: the first cube or disc in area `area`: pay, and score the area
    /// left (its locations as on the board).
    EnterArea {
        area: u32,
        locations: Vec<LocationInput>,
        #[serde(default)]
        #[ts(optional)]
        nav_cost: Option<u32>,
    },
    /// W6: a disc placed in area 7 scores 6 at once.
    AreaSevenDisc,
    /// A VP change the app does not compute (a city space's VP, a card).
    AdjustVp {
        seat: usize,
        delta: i32,
        reason: String,
    },
    EndTurn,
    /// W8: the present area's pieces; sells all goods, converts all gold.
    FinalScoring {
        locations: Vec<LocationInput>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    BoardLearned {
        board: BoardData,
    },
    /// W4: a card's gold cost, entered once by the table.
    CardLearned {
        card: String,
        era: Era,
        gold_cost: u32,
    },
    /// W4b: what paid for the action whose events follow.
    ActionPaid {
        seat: usize,
        action: ActionBox,
        cube: Cube,
        #[serde(default)]
        card: Option<String>,
        gold: u32,
    },
    /// W3: the section got only `merchant` merchant cubes this turn.
    CubesShort {
        seat: usize,
        merchant: u32,
    },
    /// W3: free action cubes into the stock.
    FreeCubesGained {
        seat: usize,
        count: u32,
        reason: String,
    },
    DisplayDrawn {
        era: Era,
        cards: Vec<String>,
    },
    CardTaken {
        seat: usize,
        card: String,
        gold: u32,
    },
    ShipPlaced {
        seat: usize,
        age: usize,
        ship_box: ShipBox,
        ship: Era,
        food: bool,
        disc: Option<DiscFrom>,
    },
    ShipMoved {
        seat: usize,
        from_age: usize,
        from_box: ShipBox,
        to_box: ShipBox,
        ship: Option<Era>,
        returned: Option<Era>,
        food: bool,
        disc: Option<DiscFrom>,
    },
    NewAge {
        age: usize,
        cost: u32,
        first_vp: u32,
    },
    ShipsRemoved {
        age: usize,
        owners: Vec<usize>,
    },
    ShipRemoved {
        seat: usize,
        age: usize,
        ship_box: ShipBox,
    },
    EraChanged {
        era: Era,
    },
    VpChanged {
        seat: usize,
        delta: i32,
        reason: String,
    },
    GoldChanged {
        seat: usize,
        delta: i32,
    },
    GoodsGained {
        seat: usize,
        goods: Goods,
    },
    GoodsSpent {
        seat: usize,
        goods: Goods,
    },
    AreaEntered {
        area: u32,
        cost: u32,
    },
    TurnEnded {
        seat: usize,
        game_over: bool,
    },
    Finished,
}
