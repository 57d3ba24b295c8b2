//! Areas (W6): entering the next area costs navigation counters (less one
//! per city disc in the present area), and scores the area just left for
//! everyone: a cube is worth the area's number, a disc the area's number
//! plus one per cube of its owner in the same location. Area 7 is one
//! location (merchant and warship sides), so there each disc gains one per
//! own cube on the merchant side — discs × cubes, as the rulebook says; a
//! disc placed there also scores 6 at once (`AREA_SEVEN_DISC_VP`).

use serde::{Deserialize, Serialize};

pub const AREA_SEVEN_DISC_VP: u32 = 6;

/// The pieces in one location: one entry per cube and per disc, the owner's
/// seat.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Location {
    pub name: String,
    pub cubes: Vec<usize>,
    pub discs: Vec<usize>,
}

/// W6: navigation counters to enter the next area.
pub fn entry_cost(printed_cost: u32, discs_in_present_area: u32) -> u32 {
    printed_cost.saturating_sub(discs_in_present_area)
}

/// W6: VP per seat for area `number` with these locations.
pub fn score_area(number: u32, locations: &[Location], seats: usize) -> Vec<u32> {
    let mut vp = vec![0u32; seats];
    for location in locations {
        for cube in &location.cubes {
            if let Some(v) = vp.get_mut(*cube) {
                *v += number;
            }
        }
        for disc in &location.discs {
            let own_cubes = location.cubes.iter().filter(|c| *c == disc).count() as u32;
            if let Some(v) = vp.get_mut(*disc) {
                *v += number + own_cubes;
            }
        }
    }
    vp
}
