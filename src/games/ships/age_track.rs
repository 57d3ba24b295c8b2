//! The ship age track (W5): eleven ages of ship counters. Placing the first
//! ship in a new age costs navigation counters (less one per ship in the
//! present highest age), scores that age's VP, and makes ships lagging two
//! ages behind cost 1 VP each and three ages behind cost 2 VP each and leave
//! the track.

use serde::{Deserialize, Serialize};

pub const AGES: usize = 11;

/// Ship counters per age (index 0 is age 1), each entry the owner's seat.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AgeTrack {
    pub ages: [Vec<usize>; AGES],
}

/// Everything a new-age placement changes, for the table to confirm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewAge {
    /// The age placed in (1–11).
    pub age: usize,
    /// Navigation counters the placing player pays.
    pub cost: u32,
    /// VP change per seat (the first-ship VP and the lagging losses).
    pub vp: Vec<i32>,
    /// Ships removed: (age, seat) per counter.
    pub removed: Vec<(usize, usize)>,
}

impl AgeTrack {
    /// The highest age holding a ship (1–11), or 0 on an empty track.
    pub fn highest(&self) -> usize {
        (0..AGES)
            .rev()
            .find(|a| !self.ages[*a].is_empty())
            .map_or(0, |a| a + 1)
    }

    pub fn ships_in(&self, age: usize) -> usize {
        age.checked_sub(1)
            .and_then(|a| self.ages.get(a))
            .map_or(0, Vec::len)
    }

    /// W5: what placing `seat`'s ship in the next age costs and scores.
    /// `printed_cost` is the navigation cost into that age, `first_vp` its
    /// VP for the first ship. For Upgrade Ship, ask before moving the ship:
    /// it still stands in the present age, so it counts toward the discount.
    pub fn new_age(
        &self,
        seat: usize,
        seats: usize,
        printed_cost: u32,
        first_vp: u32,
    ) -> Option<NewAge> {
        self.new_age_from(self.highest(), seat, seats, printed_cost, first_vp)
    }

    /// [`AgeTrack::new_age`] beyond `present`, the highest age reached,
    /// which may stand empty now: "the highest ship age presently occupied"
    /// stays the present age once a ship was placed there (W5), and its
    /// discount counts the ships standing in it, none if none.
    pub fn new_age_from(
        &self,
        present: usize,
        seat: usize,
        seats: usize,
        printed_cost: u32,
        first_vp: u32,
    ) -> Option<NewAge> {
        let age = present + 1;
        if age > AGES {
            return None;
        }
        let discount = u32::try_from(self.ships_in(present)).unwrap_or(u32::MAX);
        let mut vp = vec![0i32; seats];
        if let Some(v) = vp.get_mut(seat) {
            *v += i32::try_from(first_vp).unwrap_or(i32::MAX);
        }
        let mut removed = Vec::new();
        if let Some(two_below) = age.checked_sub(2).filter(|a| *a >= 1) {
            for owner in &self.ages[two_below - 1] {
                if let Some(v) = vp.get_mut(*owner) {
                    *v -= 1;
                }
            }
        }
        if let Some(three_below) = age.checked_sub(3).filter(|a| *a >= 1) {
            for owner in &self.ages[three_below - 1] {
                if let Some(v) = vp.get_mut(*owner) {
                    *v -= 2;
                }
                removed.push((three_below, *owner));
            }
        }
        Some(NewAge {
            age,
            cost: printed_cost.saturating_sub(discount),
            vp,
            removed,
        })
    }
}
