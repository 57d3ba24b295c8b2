//! Paying for an upgrade (F3): resources of the right kind, or wildcards —
//! 3 energy canisters or 2 alien samples stand for any one *other* resource.
//!
//! The suggested payment keeps the most useful tray: every cost is paid with
//! the exact resource as far as the tray allows (one token per need, where a
//! wildcard burns two or three); each remaining need is then covered by an
//! alien pair before an energy triple (a pair costs fewer tokens). Energy
//! needs can only be covered by alien pairs and alien needs only by energy
//! triples, so those are reserved first. Paying exact first never loses a
//! payment that exists: a token spent exactly covers one need, and a
//! wildcard built from it could not cover more (tested against brute force).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::resources::{Resource, Resources};

/// What a player hands back to the supply, and how it covers the cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyPayment")]
pub struct Payment {
    /// Every token returned to the supply.
    pub spend: Resources,
    /// Pairs of alien samples used as wildcards.
    pub alien_pairs: u32,
    /// Triples of energy canisters used as wildcards.
    pub energy_triples: u32,
}

/// The suggested payment for `cost` from `tray`, or `None` if unaffordable.
pub fn cheapest(tray: &Resources, cost: &Resources) -> Option<Payment> {
    let mut exact = Resources::default();
    let mut short = Resources::default();
    for r in Resource::ALL {
        let paid = tray.get(r).min(cost.get(r));
        *exact.get_mut(r) = paid;
        *short.get_mut(r) = cost.get(r) - paid;
    }
    let left = tray.minus(&exact)?;
    let pairs = left.alien_samples / 2;
    let triples = left.energy / 3;
    // Energy needs only pairs can cover; alien needs only triples.
    let others: u32 = [
        Resource::DarkMatter,
        Resource::RareMetal,
        Resource::StarCrystal,
    ]
    .iter()
    .map(|r| short.get(*r))
    .sum();
    let pairs_free = pairs.checked_sub(short.energy)?;
    let triples_free = triples.checked_sub(short.alien_samples)?;
    let by_pairs = others.min(pairs_free);
    let by_triples = others - by_pairs;
    if by_triples > triples_free {
        return None;
    }
    let alien_pairs = short.energy + by_pairs;
    let energy_triples = short.alien_samples + by_triples;
    let spend = exact
        .plus(&Resources::one(Resource::AlienSamples, 2 * alien_pairs))
        .plus(&Resources::one(Resource::Energy, 3 * energy_triples));
    Some(Payment {
        spend,
        alien_pairs,
        energy_triples,
    })
}

/// Does handing back exactly `spend` pay `cost` (F3)? Some of the alien
/// samples may be pairs and some energy triples; every token must count.
pub fn covers(spend: &Resources, cost: &Resources) -> Option<Payment> {
    for alien_pairs in 0..=spend.alien_samples / 2 {
        for energy_triples in 0..=spend.energy / 3 {
            let wild = Resources::one(Resource::AlienSamples, 2 * alien_pairs)
                .plus(&Resources::one(Resource::Energy, 3 * energy_triples));
            let Some(exact) = spend.minus(&wild) else {
                continue;
            };
            if !cost.contains(&exact) {
                continue;
            }
            let Some(need) = cost.minus(&exact) else {
                continue;
            };
            // One wildcard per missing token; pairs cover anything but alien
            // samples, triples anything but energy.
            if need.energy <= alien_pairs
                && need.alien_samples <= energy_triples
                && need.total() == alien_pairs + energy_triples
            {
                return Some(Payment {
                    spend: *spend,
                    alien_pairs,
                    energy_triples,
                });
            }
        }
    }
    None
}
