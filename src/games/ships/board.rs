//! Board data (W2): per age its era, the VP for the first ship, the
//! navigation cost to enter it and its two ship names; per area 2–7 the
//! navigation cost to enter it; per action box of the player display the
//! gold it costs with a merchant cube and with a free action cube (W4b).
//! The rulebook's illustrations are lost, so
//! [`BoardData::shipped`] holds only what its text gives; every other value
//! is `None` until the table enters it, once, when it first matters — the
//! session keeps it and the next session's setup starts from it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::actions::{shipped_costs, ActionBox, ActionCost, Cube};
use super::age_track::AGES;
use super::cards::Era;

/// Areas are numbered 2 to 7 (W6).
pub const FIRST_AREA: u32 = 2;
pub const LAST_AREA: u32 = 7;
/// W4b: the most gold an action box may cost (there are 56 coins).
pub const MAX_BOX_GOLD: u32 = 56;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsAgeData")]
pub struct AgeData {
    #[serde(default)]
    pub era: Option<Era>,
    /// VP for the first ship placed in this age.
    #[serde(default)]
    pub first_vp: Option<u32>,
    /// Navigation counters to enter this age from the one below.
    #[serde(default)]
    pub nav_cost: Option<u32>,
    #[serde(default)]
    pub merchant: Option<String>,
    #[serde(default)]
    pub warship: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsBoardData")]
pub struct BoardData {
    /// Ages 1 to 11 (index 0 is age 1).
    pub ages: Vec<AgeData>,
    /// Navigation cost to enter areas 3 to 7 (index 0 is area 3).
    pub area_costs: Vec<Option<u32>>,
    /// W4b: the gold of each action box, one entry per box. Board data
    /// written before the boxes were known reads as what the text gives.
    #[serde(default = "shipped_costs")]
    pub actions: Vec<ActionCost>,
}

impl Default for BoardData {
    fn default() -> Self {
        BoardData::shipped()
    }
}

impl BoardData {
    /// What the rulebook text gives: age 5 is the first Sailing age, so ages
    /// 1–4 are Galley ages (W2); age 5 costs 9 to enter and scores 5 for
    /// the first ship, area 5 costs 10 (W9). The Vikings! card names the
    /// Longships box, Blue Riband the Lusitania box, Emigrants the Great
    /// Western merchant box and Refrigeration the Tramp Steamer box, but not
    /// their ages, so no ship name is placed.
    pub fn shipped() -> BoardData {
        let mut ages = vec![AgeData::default(); AGES];
        for age in ages.iter_mut().take(4) {
            age.era = Some(Era::Galley);
        }
        ages[4] = AgeData {
            era: Some(Era::Sailing),
            first_vp: Some(5),
            nav_cost: Some(9),
            merchant: None,
            warship: None,
        };
        let mut area_costs = vec![None; 5];
        area_costs[2] = Some(10);
        BoardData {
            ages,
            area_costs,
            actions: shipped_costs(),
        }
    }

    /// W4b: the gold printed on `action`'s box (unknown sides `None`).
    pub fn action_cost(&self, action: ActionBox) -> ActionCost {
        self.actions
            .iter()
            .find(|c| c.action == action)
            .copied()
            .unwrap_or(ActionCost {
                action,
                merchant: None,
                free: None,
            })
    }

    /// Sets the gold on the side of `action`'s box that `cube` uses.
    pub fn set_action_gold(&mut self, action: ActionBox, cube: Cube, gold: u32) {
        if !self.actions.iter().any(|c| c.action == action) {
            self.actions.push(ActionCost {
                action,
                merchant: None,
                free: None,
            });
        }
        if let Some(c) = self.actions.iter_mut().find(|c| c.action == action) {
            match cube {
                Cube::Merchant => c.merchant = Some(gold),
                Cube::Free => c.free = Some(gold),
                Cube::Card => {}
            }
        }
    }

    /// Age `age` (1–11).
    pub fn age(&self, age: usize) -> Option<&AgeData> {
        age.checked_sub(1).and_then(|i| self.ages.get(i))
    }

    pub fn age_mut(&mut self, age: usize) -> Option<&mut AgeData> {
        age.checked_sub(1).and_then(|i| self.ages.get_mut(i))
    }

    /// Navigation cost to enter area `area` (3–7).
    pub fn area_cost(&self, area: u32) -> Option<u32> {
        area.checked_sub(3)
            .and_then(|i| self.area_costs.get(i as usize))
            .copied()
            .flatten()
    }

    pub fn set_area_cost(&mut self, area: u32, cost: u32) {
        if let Some(slot) = area
            .checked_sub(3)
            .and_then(|i| self.area_costs.get_mut(i as usize))
        {
            *slot = Some(cost);
        }
    }

    /// The board has 11 ages and 5 area costs, and eras never go back.
    pub fn validate(&self) -> Result<(), String> {
        if self.ages.len() != AGES {
            return Err(format!(
                "the board data has {} ages: the ship age track has {AGES}",
                self.ages.len()
            ));
        }
        if self.area_costs.len() != 5 {
            return Err(format!(
                "the board data has {} area costs: areas 3 to 7 make 5",
                self.area_costs.len()
            ));
        }
        for action in ActionBox::ALL {
            let n = self.actions.iter().filter(|c| c.action == action).count();
            if n != 1 {
                return Err(format!(
                    "the board data gives the {action} box {n} times: each of the 8 action boxes once (W4b)"
                ));
            }
        }
        if self.actions.len() != ActionBox::ALL.len() {
            return Err("the board data has more than the 8 action boxes (W4b)".to_string());
        }
        if let Some(c) = self
            .actions
            .iter()
            .find(|c| c.merchant.max(c.free).is_some_and(|g| g > MAX_BOX_GOLD))
        {
            return Err(format!(
                "the {} box cannot cost more than {MAX_BOX_GOLD} gold (W4b)",
                c.action
            ));
        }
        let mut last = Era::Galley;
        for (i, age) in self.ages.iter().enumerate() {
            if let Some(era) = age.era {
                if era < last {
                    return Err(format!(
                        "age {} is a {era} age after a {last} age: eras never go back (W2)",
                        i + 1
                    ));
                }
                last = era;
            }
        }
        Ok(())
    }

    /// Ages, areas and values still unknown, for the app to ask about.
    pub fn unknown(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (i, age) in self.ages.iter().enumerate() {
            let n = i + 1;
            if age.era.is_none() {
                out.push(format!("age {n}: era"));
            }
            if n > 1 && age.nav_cost.is_none() {
                out.push(format!("age {n}: navigation cost"));
            }
            if age.first_vp.is_none() {
                out.push(format!("age {n}: VP for the first ship"));
            }
        }
        for area in 3..=LAST_AREA {
            if self.area_cost(area).is_none() {
                out.push(format!("area {area}: navigation cost"));
            }
        }
        for action in ActionBox::ALL {
            let cost = self.action_cost(action);
            if cost.merchant.is_none() {
                out.push(format!("{action}: gold with a merchant cube"));
            }
            if cost.free.is_none() {
                out.push(format!("{action}: gold with a free action cube"));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w2_shipped_board_data_is_what_the_text_gives() {
        let b = BoardData::shipped();
        assert!(b.validate().is_ok());
        assert_eq!(b.age(4).and_then(|a| a.era), Some(Era::Galley));
        assert_eq!(b.age(5).and_then(|a| a.era), Some(Era::Sailing));
        assert_eq!(b.age(5).and_then(|a| a.nav_cost), Some(9));
        assert_eq!(b.area_cost(5), Some(10));
        assert_eq!(b.area_cost(4), None);
        assert!(b.unknown().contains(&"age 6: era".to_string()));
    }

    #[test]
    fn w4b_board_data_written_before_the_action_boxes_reads_as_the_text_gives() {
        let old = r#"{"ages": [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], "area_costs": [null, null, null, null, null]}"#;
        let b: BoardData = serde_json::from_str(old).expect("an old board reads");
        assert!(b.validate().is_ok());
        let upgrade = b.action_cost(ActionBox::UpgradeShip);
        assert_eq!((upgrade.merchant, upgrade.free), (Some(1), Some(3)));
        assert!(b
            .unknown()
            .contains(&"Place Ship: gold with a merchant cube".to_string()));
    }

    #[test]
    fn w2_eras_never_go_back() {
        let mut b = BoardData::shipped();
        b.ages[6].era = Some(Era::Galley);
        assert!(b.validate().unwrap_err().contains("age 7"));
    }
}
