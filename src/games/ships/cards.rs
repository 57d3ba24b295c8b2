//! The 38 cards of Ships as the rulebook explains them (W4): name, era and
//! text, with the historical notes. Gold costs and copy counts are printed
//! on the cards but not in our copy of the rulebook, so they are data the
//! table may fill in ([`CardData`]); `None` means unknown.
//!
//! What a card does to the books is decided in `decide::act` (some cards move gold
//! or VP at once; the others are carried out with the ordinary commands).

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// W2: the three eras, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsEra")]
pub enum Era {
    Galley,
    Sailing,
    Steamship,
}

impl Era {
    pub const ALL: [Era; 3] = [Era::Galley, Era::Sailing, Era::Steamship];

    pub fn name(self) -> &'static str {
        match self {
            Era::Galley => "Galley",
            Era::Sailing => "Sailing Ship",
            Era::Steamship => "Steamship",
        }
    }

    /// W3: (merchant cubes, free action cubes) placed at the start of a
    /// turn in this era.
    pub fn action_cubes(self) -> (u32, u32) {
        match self {
            Era::Galley => (2, 0),
            Era::Sailing => (2, 1),
            Era::Steamship => (2, 2),
        }
    }
}

impl fmt::Display for Era {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which card: one variant per card of the catalog, in the rulebook's
/// order (there is an Industry card in the Sailing Ship era and another in
/// the Steamship era). What each does is the table in `effects`; logs,
/// states and files name cards by their printed names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardId {
    Currency,
    Docks,
    GreekEmpire,
    LateenSail,
    Lighthouse,
    NavigationDevice,
    PhoenicianAlphabet,
    Ram,
    RomanEmpire,
    Vikings,
    Warehouse,
    Compass,
    Cannons,
    CopperBottoms,
    DoubleEntryBookKeeping,
    Factories,
    HanseaticLeague,
    HenryTheNavigator,
    IndustrySailing,
    LloydsOfLondon,
    Pirates,
    SeaClocks,
    SlaveTrade,
    SpanishEmpire,
    VenetianEmpire,
    Voc,
    BlueRiband,
    BritishEmpire,
    Emigrants,
    GunshipDiplomacy,
    IndustrySteamship,
    NauticalMaps,
    PanamaCanal,
    Refrigeration,
    ScrewPropulsion,
    ShipYards,
    SteamPoweredCranes,
    SuezCanal,
}

impl CardId {
    /// The card printed `name` (exactly as the catalog spells it, which is
    /// how a card taken is recorded), if there is one.
    pub fn named(name: &str) -> Option<CardId> {
        CARDS.iter().find(|c| c.name == name).map(|c| c.id)
    }
}

/// A card's printed name, era and explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardText {
    pub id: CardId,
    pub name: &'static str,
    pub era: Era,
    pub text: &'static str,
    pub note: Option<&'static str>,
}

/// What the table knows about a card beyond its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsCardData")]
pub struct CardData {
    pub name: String,
    pub era: Era,
    #[serde(default)]
    pub gold_cost: Option<u32>,
    #[serde(default)]
    pub copies: Option<u32>,
}

/// A catalog entry as the CLI and the app show it (docs/cli.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsCard")]
pub struct Card {
    pub name: String,
    pub era: Era,
    pub text: String,
    pub gold_cost: Option<u32>,
    pub copies: Option<u32>,
}

/// The rulebook's "An Explanation of the Cards", in its order.
pub const CARDS: [CardText; 38] = [
    CardText {
        id: CardId::Currency,
        name: "Currency",
        era: Era::Galley,
        text: "Take two gold coins from the pool and place in your bank. All standard rules apply.",
        note: None,
    },
    CardText {
        id: CardId::Docks,
        name: "Docks",
        era: Era::Galley,
        text: "Sell some or all of your goods. You earn one extra gold and score one victory point per good sold.",
        note: None,
    },
    CardText {
        id: CardId::GreekEmpire,
        name: "Greek Empire",
        era: Era::Galley,
        text: "Take two gold from the pool and score two victory points for each merchant cube you have in a trade box containing an oil symbol.",
        note: None,
    },
    CardText {
        id: CardId::LateenSail,
        name: "Lateen Sail",
        era: Era::Galley,
        text: "Perform 'Upgrade ship' action.",
        note: None,
    },
    CardText {
        id: CardId::Lighthouse,
        name: "Lighthouse",
        era: Era::Galley,
        text: "Remove some or all of your ships from one age level and return to your stock.",
        note: None,
    },
    CardText {
        id: CardId::NavigationDevice,
        name: "Navigation Device",
        era: Era::Galley,
        text: "Take three navigation counters from the pool and place in your available stock.",
        note: Some("The image on the card is based on the Antikythera device, an ancient Greek analog computer used to calculate the position of the moon and planets. This would make it very useful to those sailing out on the open sea."),
    },
    CardText {
        id: CardId::PhoenicianAlphabet,
        name: "Phoenician Alphabet",
        era: Era::Galley,
        text: "Take one of your merchant cubes from the pool and place it in your available stock.",
        note: Some("The Phoenicians were a major trading power in early ancient times. To help communicate with different peoples around the Mediterranean they developed a means of representing sounds with letters, a phonetic alphabet, which is the ancestor of the one we use today."),
    },
    CardText {
        id: CardId::Ram,
        name: "Ram",
        era: Era::Galley,
        text: "Perform 'place ship' action. You must place your ship in the Warship box of the level you place in. You do NOT expend a food counter when you do this. All other rules concerning this action apply.",
        note: None,
    },
    CardText {
        id: CardId::RomanEmpire,
        name: "Roman Empire",
        era: Era::Galley,
        text: "Take two gold from the pool and score two victory points for each merchant cube you have in a trade box that contains food symbols.",
        note: None,
    },
    CardText {
        id: CardId::Vikings,
        name: "Vikings!",
        era: Era::Galley,
        text: "Take one gold and one navigation counter from the pool for each ship you have in the Longships box, which is on the Ship Age track.",
        note: None,
    },
    CardText {
        id: CardId::Warehouse,
        name: "Warehouse",
        era: Era::Galley,
        text: "Take one goods counter of your choice from the pool and place in your warehouse.",
        note: None,
    },
    CardText {
        id: CardId::Compass,
        name: "Compass",
        era: Era::Sailing,
        text: "Take three navigation counters from the pool and place in your available stock.",
        note: None,
    },
    CardText {
        id: CardId::Cannons,
        name: "Cannons",
        era: Era::Sailing,
        text: "Perform 'place ship' action. You must place your ship in the Warship box of the level you place in. You do NOT expend a food counter when you do this. All other rules concerning this action apply.",
        note: None,
    },
    CardText {
        id: CardId::CopperBottoms,
        name: "Copper Bottoms",
        era: Era::Sailing,
        text: "Perform 'Upgrade ship' action.",
        note: Some("Copper bottoms allowed ships to stay at sea longer, as they were resistant to the build-up of barnacles."),
    },
    CardText {
        id: CardId::DoubleEntryBookKeeping,
        name: "Double-Entry Book Keeping",
        era: Era::Sailing,
        text: "Sell some or all of your goods. You earn one extra gold and score one victory point per good sold.",
        note: Some("the significance of accountancy techniques in the history of civilization is generally underestimated."),
    },
    CardText {
        id: CardId::Factories,
        name: "Factories",
        era: Era::Sailing,
        text: "Retrieve some or all of your merchant cubes from your Action display AND any areas on the board.",
        note: Some("The term 'factory' has changed over time. In this case it represents a permanent settlement of merchants in a location, who would arrange the selling and storage of goods, thus increasing the volume of trade."),
    },
    CardText {
        id: CardId::HanseaticLeague,
        name: "Hanseatic League",
        era: Era::Sailing,
        text: "Convert some or all of your wine counters in your warehouse to goods counters of your choice (but not spice or wine). For each good you change in this manner you gain one gold and one victory point.",
        note: None,
    },
    CardText {
        id: CardId::HenryTheNavigator,
        name: "Henry the Navigator",
        era: Era::Sailing,
        text: "Take three navigation counters from the pool and place in your available stock.",
        note: Some("Henry was the ruler of Portugal in medieval times. He never went to sea himself but he funded many explorations along the African coast, which eventually led to the discover of a route to India and the Spice Islands."),
    },
    CardText {
        id: CardId::IndustrySailing,
        name: "Industry",
        era: Era::Sailing,
        text: "Take one industry counter from the pool and place in your available stock.",
        note: None,
    },
    CardText {
        id: CardId::LloydsOfLondon,
        name: "Lloyds of London",
        era: Era::Sailing,
        text: "Take two of your merchant cubes from the pool and place them in your available stock.",
        note: Some("Cheap insurance allowed merchants to take greater risks, thus increasing trade."),
    },
    CardText {
        id: CardId::Pirates,
        name: "Pirates",
        era: Era::Sailing,
        text: "All players except for you must select one goods counter from their warehouse and return it to the pool. You then score three victory points.",
        note: None,
    },
    CardText {
        id: CardId::SeaClocks,
        name: "Sea Clocks",
        era: Era::Sailing,
        text: "Remove some or all of your ships from one age level and return to your stock.",
        note: Some("Keeping an accurate time was crucial to navigation. It was the only way of measuring longitude."),
    },
    CardText {
        id: CardId::SlaveTrade,
        name: "Slave Trade",
        era: Era::Sailing,
        text: "Take two gold from the pool and score two victory points for each merchant cube you have in the Caribbean location (any trade box).",
        note: None,
    },
    CardText {
        id: CardId::SpanishEmpire,
        name: "Spanish Empire",
        era: Era::Sailing,
        text: "Take two gold from the pool and score two victory points for each merchant cube you have in the South America location (any trade box).",
        note: None,
    },
    CardText {
        id: CardId::VenetianEmpire,
        name: "Venetian Empire",
        era: Era::Sailing,
        text: "Take two goods counter of your choice from the pool and place in your warehouse.",
        note: None,
    },
    CardText {
        id: CardId::Voc,
        name: "V.O.C.",
        era: Era::Sailing,
        text: "Take one of your merchant cubes, two gold and two navigation counters from the pool.",
        note: Some("V.O.C. stands for Vereenigde Oost-Indische Compagnie, which roughly translates to the Dutch East Indies Company. This was one of the first joint-stock companies. By pooling financial resources and sharing risk, the Dutch were able to field a larger merchant fleet."),
    },
    CardText {
        id: CardId::BlueRiband,
        name: "Blue Riband",
        era: Era::Steamship,
        text: "Gain 4VPs for each ship you have in the Lusitania box.",
        note: None,
    },
    CardText {
        id: CardId::BritishEmpire,
        name: "British Empire",
        era: Era::Steamship,
        text: "Take two gold from the pool and score one victory points for each merchant cube you have in a trade box with a cloth symbol in it. It does not matter whether the cubes are in areas that have already been scored for. You do not count cubes you have in The Rest of the World box.",
        note: None,
    },
    CardText {
        id: CardId::Emigrants,
        name: "Emigrants",
        era: Era::Steamship,
        text: "Gain 4VPs for each ship you have in the 'Great Western' merchant ship box, which is on the Ship Age track.",
        note: None,
    },
    CardText {
        id: CardId::GunshipDiplomacy,
        name: "Gunship Diplomacy",
        era: Era::Steamship,
        text: "Perform 'place ship' action. You must place your ship in the Warship box of the level you place in. You do NOT expend a food counter when you do this. All other rules concerning this action apply.",
        note: None,
    },
    CardText {
        id: CardId::IndustrySteamship,
        name: "Industry",
        era: Era::Steamship,
        text: "Take two industry counters from the pool and place in your available stock.",
        note: None,
    },
    CardText {
        id: CardId::NauticalMaps,
        name: "Nautical Maps",
        era: Era::Steamship,
        text: "Take three navigation counters from the pool and place in your available stock.",
        note: None,
    },
    CardText {
        id: CardId::PanamaCanal,
        name: "Panama Canal",
        era: Era::Steamship,
        text: "Perform the 'Place ship' action. The ship counter must be placed in the Merchant box. Then, instead of placing one merchant cube you place two. All standard rules apply.",
        note: None,
    },
    CardText {
        id: CardId::Refrigeration,
        name: "Refrigeration",
        era: Era::Steamship,
        text: "Score three victory points for each ship you have in the Tramp Steamer box, which is on the Ship Age track.",
        note: None,
    },
    CardText {
        id: CardId::ScrewPropulsion,
        name: "Screw Propulsion",
        era: Era::Steamship,
        text: "Perform 'Upgrade ship' action.",
        note: None,
    },
    CardText {
        id: CardId::ShipYards,
        name: "Ship Yards",
        era: Era::Steamship,
        text: "Take two of your merchant cubes from the pool and place them in your available stock.",
        note: None,
    },
    CardText {
        id: CardId::SteamPoweredCranes,
        name: "Steam-Powered Cranes",
        era: Era::Steamship,
        text: "Sell some or all of your goods. You gain an extra two gold and one victory point for each good you sell.",
        note: None,
    },
    CardText {
        id: CardId::SuezCanal,
        name: "Suez Canal",
        era: Era::Steamship,
        text: "Perform the 'Place ship' action. The ship counter must be placed in the Merchant box. Then, instead of placing one merchant cube you place two. All standard rules apply.",
        note: None,
    },
];

/// The catalog, with what the table entered in `data` (matched by name and
/// era, case-insensitively).
pub fn catalog(data: &[CardData]) -> Vec<Card> {
    CARDS
        .iter()
        .map(|c| {
            let known = data
                .iter()
                .find(|d| d.era == c.era && d.name.eq_ignore_ascii_case(c.name));
            Card {
                name: c.name.to_string(),
                era: c.era,
                text: c.text.to_string(),
                gold_cost: known.and_then(|d| d.gold_cost),
                copies: known.and_then(|d| d.copies),
            }
        })
        .collect()
}

/// The card called `name` in `era` (case-insensitive), if there is one.
pub fn find(name: &str, era: Era) -> Option<&'static CardText> {
    CARDS
        .iter()
        .find(|c| c.era == era && c.name.eq_ignore_ascii_case(name.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w4_the_rulebook_explains_38_cards() {
        let count = |era| CARDS.iter().filter(|c| c.era == era).count();
        assert_eq!(
            (
                count(Era::Galley),
                count(Era::Sailing),
                count(Era::Steamship)
            ),
            (11, 15, 12)
        );
        assert!(find("v.o.c.", Era::Sailing).is_some());
        assert!(find("Industry", Era::Steamship).is_some());
        assert!(find("V.O.C.", Era::Galley).is_none());
    }

    #[test]
    fn w3_action_cubes_per_era() {
        assert_eq!(Era::Galley.action_cubes(), (2, 0));
        assert_eq!(Era::Sailing.action_cubes(), (2, 1));
        assert_eq!(Era::Steamship.action_cubes(), (2, 2));
    }
}
