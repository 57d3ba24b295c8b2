//! A warehouse's goods as counts per good (W7), with the arithmetic the
//! rules need: add, take away (refused if not held), count, price.

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::gold::Good;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsGoods")]
pub struct Goods {
    #[serde(default)]
    pub food: u32,
    #[serde(default)]
    pub oil: u32,
    #[serde(default)]
    pub metal: u32,
    #[serde(default)]
    pub wine: u32,
    #[serde(default)]
    pub cloth: u32,
}

impl Goods {
    pub fn one(good: Good, n: u32) -> Goods {
        let mut g = Goods::default();
        *g.get_mut(good) = n;
        g
    }

    pub fn get(&self, good: Good) -> u32 {
        match good {
            Good::Food => self.food,
            Good::Oil => self.oil,
            Good::Metal => self.metal,
            Good::Wine => self.wine,
            Good::Cloth => self.cloth,
        }
    }

    fn get_mut(&mut self, good: Good) -> &mut u32 {
        match good {
            Good::Food => &mut self.food,
            Good::Oil => &mut self.oil,
            Good::Metal => &mut self.metal,
            Good::Wine => &mut self.wine,
            Good::Cloth => &mut self.cloth,
        }
    }

    pub fn total(&self) -> u32 {
        Good::ALL.iter().map(|g| self.get(*g)).sum()
    }

    pub fn plus(&self, other: &Goods) -> Goods {
        let mut out = *self;
        for g in Good::ALL {
            *out.get_mut(g) = out.get(g).saturating_add(other.get(g));
        }
        out
    }

    /// `self − other`, or `None` if `other` holds more of some good.
    pub fn minus(&self, other: &Goods) -> Option<Goods> {
        let mut out = *self;
        for g in Good::ALL {
            *out.get_mut(g) = self.get(g).checked_sub(other.get(g))?;
        }
        Some(out)
    }

    /// Every counter as a list (for selling).
    pub fn list(&self) -> Vec<Good> {
        Good::ALL
            .iter()
            .flat_map(|g| std::iter::repeat_n(*g, self.get(*g) as usize))
            .collect()
    }
}

impl fmt::Display for Goods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = Good::ALL
            .iter()
            .filter(|g| self.get(**g) > 0)
            .map(|g| format!("{} {}", self.get(*g), g.name()))
            .collect();
        if parts.is_empty() {
            f.write_str("nothing")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w7_goods_add_subtract_and_list() {
        let a = Goods {
            cloth: 2,
            wine: 1,
            ..Goods::default()
        };
        assert_eq!(a.total(), 3);
        assert_eq!(a.minus(&Goods::one(Good::Cloth, 3)), None);
        assert_eq!(
            a.minus(&Goods::one(Good::Cloth, 2)).map(|g| g.total()),
            Some(1)
        );
        assert_eq!(a.list(), vec![Good::Wine, Good::Cloth, Good::Cloth]);
        assert_eq!(a.to_string(), "1 wine, 2 cloth");
    }
}
