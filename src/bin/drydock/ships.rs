//! `drydock ships cards`: the 38 cards as the rulebook explains them (W4).

use drydock::games::ships::{catalog, Era};

pub fn cards(era: Option<Era>, json: bool) {
    let cards: Vec<_> = catalog(&[])
        .into_iter()
        .filter(|c| era.is_none_or(|e| c.era == e))
        .collect();
    if json {
        super::print_json(&cards);
        return;
    }
    for c in cards {
        println!("{} ({} era)", c.name, c.era);
        println!("    {}", c.text);
    }
}
