//! What each Ships card does (W4, W4b), as one table over [`CardId`]: the
//! action it performs, the gold and VP it pays when taken, the goods it
//! gives and the bonus its own sale earns. `decide` reads the table; the
//! cards' texts are in `cards`.
//!
//! Cards the table carries out with ordinary commands (Compass, Industry,
//! Lloyds of London…) have an empty effect here.

use super::actions::ActionBox;
use super::cards::CardId;
use super::model::Bonus;
use super::state::ShipBox;

/// Everything a card does that the app books.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effect {
    /// The one action it performs (W4b), if it performs one.
    pub performs: Option<Performs>,
    /// What it pays as soon as it is taken.
    pub at_once: AtOnce,
    /// Goods it gives (Warehouse, Venetian Empire), the table saying which.
    pub goods: Option<u32>,
    /// The bonus its own Sell Goods earns (W7).
    pub sale_bonus: Bonus,
}

/// An action a card performs: "Perform 'place ship' action … in the Warship
/// box … You do NOT expend a food counter".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Performs {
    pub action: ActionBox,
    /// The box the card's placement must use, when it names one.
    pub ship_box: Option<ShipBox>,
    /// Ram, Cannons, Gunship Diplomacy: the warship needs no food.
    pub no_food: bool,
    /// Lighthouse, Sea Clocks: several removals from one age level.
    pub repeats: bool,
}

/// What a card pays when taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtOnce {
    Nothing,
    /// Gold, then VP; either may depend on things the table counts.
    Books {
        gold: Amount,
        vp: Amount,
        counts: Option<Count>,
    },
    /// Hanseatic League: wine converted into other goods, each for a gold
    /// and a VP.
    Hanseatic,
}

/// An amount of gold or VP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    None,
    Fixed(u32),
    /// So many for each thing the table counts.
    Each(u32),
}

/// What the table is asked to count, and what the count is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// Finishes "say how many …".
    pub ask: &'static str,
    /// What one of them is called in the ledger ("cubes", "ships").
    pub unit: &'static str,
}

const NOTHING: Effect = Effect {
    performs: None,
    at_once: AtOnce::Nothing,
    goods: None,
    sale_bonus: Bonus::None,
};

const fn performs(action: ActionBox, ship_box: Option<ShipBox>) -> Effect {
    Effect {
        performs: Some(Performs {
            action,
            ship_box,
            no_food: matches!(ship_box, Some(ShipBox::Warship)),
            repeats: matches!(action, ActionBox::RemoveShip),
        }),
        ..NOTHING
    }
}

const fn sells(bonus: Bonus) -> Effect {
    Effect {
        sale_bonus: bonus,
        ..performs(ActionBox::SellGoods, None)
    }
}

const fn books(gold: Amount, vp: Amount, counts: Option<Count>) -> Effect {
    Effect {
        at_once: AtOnce::Books { gold, vp, counts },
        ..NOTHING
    }
}

const fn gives(goods: u32) -> Effect {
    Effect {
        goods: Some(goods),
        ..NOTHING
    }
}

const CUBES: Count = Count {
    ask: "merchant cubes it counts",
    unit: "cubes",
};

/// The table: what `card` does.
pub(super) fn effect(card: CardId) -> Effect {
    use Amount::{Each, Fixed};
    use CardId as C;
    let ships = |ask| Some(Count { ask, unit: "ships" });
    match card {
        C::Ram | C::Cannons | C::GunshipDiplomacy => {
            performs(ActionBox::PlaceShip, Some(ShipBox::Warship))
        }
        C::PanamaCanal | C::SuezCanal => performs(ActionBox::PlaceShip, Some(ShipBox::Merchant)),
        C::LateenSail | C::CopperBottoms | C::ScrewPropulsion => {
            performs(ActionBox::UpgradeShip, None)
        }
        C::Lighthouse | C::SeaClocks => performs(ActionBox::RemoveShip, None),
        C::Docks | C::DoubleEntryBookKeeping => sells(Bonus::Docks),
        C::SteamPoweredCranes => sells(Bonus::Cranes),
        C::Factories => performs(ActionBox::RetrieveCubes, None),
        C::Currency | C::Voc => books(Fixed(2), Amount::None, None),
        C::GreekEmpire | C::RomanEmpire | C::SlaveTrade | C::SpanishEmpire => {
            books(Fixed(2), Each(2), Some(CUBES))
        }
        C::BritishEmpire => books(
            Fixed(2),
            Each(1),
            Some(Count {
                ask: "merchant cubes are in cloth trade boxes",
                unit: "cubes",
            }),
        ),
        C::Pirates => books(Amount::None, Fixed(3), None),
        C::Vikings => books(
            Each(1),
            Amount::None,
            ships("ships are in the Longships box"),
        ),
        C::BlueRiband | C::Emigrants => books(Amount::None, Each(4), ships("ships it counts")),
        C::Refrigeration => books(
            Amount::None,
            Each(3),
            ships("ships are in the Tramp Steamer box"),
        ),
        C::HanseaticLeague => Effect {
            at_once: AtOnce::Hanseatic,
            ..NOTHING
        },
        C::Warehouse => gives(1),
        C::VenetianEmpire => gives(2),
        C::NavigationDevice
        | C::PhoenicianAlphabet
        | C::Compass
        | C::HenryTheNavigator
        | C::IndustrySailing
        | C::IndustrySteamship
        | C::LloydsOfLondon
        | C::NauticalMaps
        | C::ShipYards => NOTHING,
    }
}

/// The effect of the card printed `name`, or none for a name the catalog
/// does not hold.
pub(super) fn effect_of(name: &str) -> Effect {
    CardId::named(name).map_or(NOTHING, effect)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ships::cards::CARDS;

    /// The table against the rulebook's own words for each card (W4): an
    /// effect the text does not state, or a stated one the table lacks,
    /// fails here.
    #[test]
    fn w4_every_effect_is_what_the_card_text_says() {
        for card in CARDS {
            let text = card.text.to_lowercase();
            let e = effect(card.id);
            let action = e.performs.map(|p| p.action);
            let says = |words: &str| text.contains(words);
            let name = card.name;
            assert_eq!(
                action == Some(ActionBox::PlaceShip),
                says("place ship"),
                "{name}"
            );
            assert_eq!(
                action == Some(ActionBox::UpgradeShip),
                says("upgrade ship"),
                "{name}"
            );
            assert_eq!(
                action == Some(ActionBox::RemoveShip),
                says("remove some or all of your ships"),
                "{name}"
            );
            assert_eq!(
                action == Some(ActionBox::SellGoods),
                text.starts_with("sell"),
                "{name}"
            );
            assert_eq!(
                action == Some(ActionBox::RetrieveCubes),
                text.starts_with("retrieve"),
                "{name}"
            );
            let ship_box = e.performs.and_then(|p| p.ship_box);
            assert_eq!(
                ship_box == Some(ShipBox::Warship),
                says("warship box"),
                "{name}"
            );
            assert_eq!(
                e.performs.is_some_and(|p| p.no_food),
                says("do not expend a food"),
                "{name}"
            );
            assert_eq!(
                ship_box == Some(ShipBox::Merchant),
                says("merchant box"),
                "{name}"
            );
            let bonus = match e.sale_bonus {
                Bonus::None => None,
                Bonus::Docks => Some("one extra gold and score one victory point"),
                Bonus::Cranes => Some("extra two gold and one victory point"),
            };
            assert!(bonus.is_none_or(&says), "{name}");
            assert_eq!(
                e.sale_bonus == Bonus::None,
                !says("extra gold") && !says("extra two gold"),
                "{name}"
            );
            let goods = if says("take one goods counter") {
                Some(1)
            } else if says("take two goods counter") {
                Some(2)
            } else {
                None
            };
            assert_eq!(e.goods, goods, "{name}");
        }
    }

    /// W4: the gold and VP a card pays at once, against its text.
    #[test]
    fn w4_what_a_card_pays_at_once_is_what_its_text_says() {
        for card in CARDS {
            let text = card.text.to_lowercase();
            let name = card.name;
            let (gold, vp) = match effect(card.id).at_once {
                AtOnce::Books { gold, vp, .. } => (gold, vp),
                AtOnce::Nothing | AtOnce::Hanseatic => (Amount::None, Amount::None),
            };
            assert_eq!(
                gold == Amount::Fixed(2),
                // A sale's extra gold is its bonus, not gold at once.
                text.contains("two gold") && !text.starts_with("sell"),
                "{name}"
            );
            assert_eq!(
                gold == Amount::Each(1),
                text.contains("one gold and one navigation counter from the pool for each"),
                "{name}"
            );
            let per = |n: &str| text.contains(&format!("{n} victory points for each"));
            assert_eq!(
                vp == Amount::Each(2),
                per("two") && !text.contains("three victory points"),
                "{name}"
            );
            assert_eq!(vp == Amount::Each(1), per("one"), "{name}");
            assert_eq!(
                vp == Amount::Each(4),
                text.contains("gain 4vps for each"),
                "{name}"
            );
            assert_eq!(
                vp == Amount::Each(3),
                text.contains("score three victory points for each ship"),
                "{name}"
            );
            assert_eq!(
                vp == Amount::Fixed(3),
                text.contains("you then score three victory points"),
                "{name}"
            );
        }
    }

    /// A count-dependent amount always comes with the question that asks
    /// for the count (an `Each` without one would pay nothing, silently).
    #[test]
    fn w4_every_amount_per_thing_asks_how_many() {
        for card in CARDS {
            if let AtOnce::Books { gold, vp, counts } = effect(card.id).at_once {
                let per = matches!(gold, Amount::Each(_)) || matches!(vp, Amount::Each(_));
                assert_eq!(per, counts.is_some(), "{}", card.name);
            }
        }
    }

    /// A card is recorded by its printed name, which the two Industry cards
    /// share; `CardId::named` finds the first, which is right only while
    /// both do the same.
    #[test]
    fn the_two_industry_cards_do_the_same() {
        assert_eq!(
            effect(CardId::IndustrySailing),
            effect(CardId::IndustrySteamship)
        );
    }

    #[test]
    fn every_card_is_found_by_its_printed_name() {
        for card in CARDS {
            let found = CardId::named(card.name).map(effect);
            assert_eq!(found, Some(effect(card.id)), "{}", card.name);
        }
        assert_eq!(CardId::named("ram"), None, "names are matched as recorded");
    }
}
