//! `drydock flicky upgrades`: the upgrade catalog (F4) as the rulebook
//! prints it.

use drydock::games::flicky::{catalog, Group, Resources};
use serde::Serialize;

/// One catalog entry in the documented JSON shape (docs/cli.md).
#[derive(Serialize)]
struct Entry {
    name: String,
    group: Group,
    vp: u32,
    cost: Resources,
    effect: String,
}

pub fn upgrades(json: bool) {
    let entries: Vec<Entry> = catalog()
        .into_iter()
        .map(|u| Entry {
            name: u.name,
            group: u.group,
            vp: u.vp,
            cost: u.cost,
            effect: u.effect,
        })
        .collect();
    if json {
        super::print_json(&entries);
        return;
    }
    for e in entries {
        println!(
            "{:<20} {:<6} {} VP  cost: {}",
            e.name,
            format!("{:?}", e.group).to_lowercase(),
            e.vp,
            e.cost.describe()
        );
        println!("    {}", e.effect);
    }
}
