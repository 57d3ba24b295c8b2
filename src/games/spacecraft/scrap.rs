//! S9: scrap — the tiles a player collects, what a player board may hold,
//! and whether a build exchange pays for a part. The scrapyard's stacks and
//! the workshop stay on the table (their layout is lost with the rulebook's
//! illustrations): the table says which tile a pawn took, and for each
//! exchange which token lies under the part's column and the section's
//! minimum weight. `decide` holds each player to these checks.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::part::{Part, PartEntry, PartWire};

/// S9: a player board holds at most 4 tiles…
pub const BOARD_TILES: usize = 4;
/// …of total weight at most 7.
pub const BOARD_WEIGHT: u32 = 7;
/// S9: at most two parts per leave action.
pub const PARTS_PER_LEAVE: usize = 2;

/// The heaviest tile a board could ever hold.
pub const MAX_TILE_WEIGHT: u32 = BOARD_WEIGHT;

/// A scrap tile: its type (bolt, gears, cables, …) and weight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftTile")]
pub struct Tile {
    pub scrap: String,
    pub weight: u32,
}

impl Tile {
    /// The tile as the log keeps it (the type trimmed and lowercase), or
    /// why it cannot be a tile.
    pub fn normalised(&self) -> Result<Tile, String> {
        let scrap = scrap_name(&self.scrap)?;
        if !(1..=MAX_TILE_WEIGHT).contains(&self.weight) {
            return Err(format!(
                "a {scrap} tile of weight {}: a tile weighs 1 to {MAX_TILE_WEIGHT}",
                self.weight
            ));
        }
        Ok(Tile {
            scrap,
            weight: self.weight,
        })
    }
}

impl std::fmt::Display for Tile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.scrap, self.weight)
    }
}

/// A scrap type as the log keeps it: one or a few lowercase words
/// (`bolt`, `light bulb`), or why it is not one.
pub fn scrap_name(text: &str) -> Result<String, String> {
    let name = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let ok = !name.is_empty()
        && name.chars().count() <= 24
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c == ' ' || c == '-');
    if ok {
        Ok(name)
    } else {
        Err(format!(
            "`{}` is not a scrap type: use its name in a few letters, e.g. bolt or gears",
            text.chars().take(30).collect::<String>()
        ))
    }
}

/// S9: one build exchange — the part built, the token under its workshop
/// column, the section's minimum weight, and the tiles given for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftExchange")]
pub struct Exchange {
    /// The part: the window sends its structure; logs keep its text
    /// (`W:white`).
    pub part: PartEntry,
    /// The scrap type on the column's workshop token.
    pub token: String,
    /// The section's minimum total weight.
    pub min_weight: u32,
    pub tiles: Vec<Tile>,
}

impl Exchange {
    /// Weight given beyond the minimum (S9: lost).
    pub fn lost(&self) -> u32 {
        weight(&self.tiles).saturating_sub(self.min_weight)
    }
}

/// What the table learnt about a workshop column from an exchange: the
/// token under a part's column and its section's minimum weight, offered
/// again for the next exchange of that part (tokens stay put all game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftColumn")]
pub struct Column {
    #[ts(as = "PartWire")]
    pub part: Part,
    pub token: String,
    pub min_weight: u32,
}

/// The total weight of `tiles`.
pub fn weight(tiles: &[Tile]) -> u32 {
    tiles.iter().map(|t| t.weight).sum()
}

/// Takes `tiles` out of `from` (each once), or names the first one missing.
pub fn take<'a>(
    from: &mut Vec<Tile>,
    tiles: impl IntoIterator<Item = &'a Tile>,
) -> Result<(), Tile> {
    for tile in tiles {
        let i = from
            .iter()
            .position(|t| t == tile)
            .ok_or_else(|| tile.clone())?;
        from.remove(i);
    }
    Ok(())
}

/// May `next` go on a board already holding `board`? `Err` says why not.
pub fn can_collect(board: &[Tile], next: &Tile) -> Result<(), String> {
    if board.len() >= BOARD_TILES {
        return Err(format!(
            "the player board already holds {BOARD_TILES} tiles"
        ));
    }
    let weight: u32 = board.iter().map(|t| t.weight).sum::<u32>() + next.weight;
    if weight > BOARD_WEIGHT {
        return Err(format!(
            "the {} would make the board weigh {weight}: at most {BOARD_WEIGHT}",
            next.scrap
        ));
    }
    Ok(())
}

/// Must the player leave the scrapyard? (S9: the board is full or weighs 7.)
pub fn board_full(board: &[Tile]) -> bool {
    board.len() >= BOARD_TILES || board.iter().map(|t| t.weight).sum::<u32>() >= BOARD_WEIGHT
}

/// Does `tiles` pay for a part from a workshop column whose token asks for
/// `token` in a section with minimum weight `min_weight`? `Ok` carries the
/// weight lost to excess (S9: excess is lost).
pub fn exchange(tiles: &[Tile], token: &str, min_weight: u32) -> Result<u32, String> {
    if !tiles.iter().any(|t| t.scrap.eq_ignore_ascii_case(token)) {
        return Err(format!(
            "the exchange must include at least one {token} tile, the column's token"
        ));
    }
    let weight: u32 = tiles.iter().map(|t| t.weight).sum();
    if weight < min_weight {
        return Err(format!(
            "the tiles weigh {weight}: this section needs at least {min_weight}"
        ));
    }
    Ok(weight - min_weight)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(scrap: &str, weight: u32) -> Tile {
        Tile {
            scrap: scrap.into(),
            weight,
        }
    }

    #[test]
    fn s9_board_holds_four_tiles_up_to_weight_seven() {
        let board = vec![t("bolt", 1), t("gears", 2), t("cables", 3)];
        assert!(can_collect(&board, &t("bolt", 1)).is_ok());
        assert!(can_collect(&board, &t("bulb", 2))
            .unwrap_err()
            .contains("weigh 8"));
        let four = vec![t("bolt", 1), t("bolt", 1), t("bolt", 1), t("bolt", 1)];
        assert!(can_collect(&four, &t("bolt", 1))
            .unwrap_err()
            .contains("4 tiles"));
        assert!(board_full(&four));
        assert!(!board_full(&board[..2]));
        assert!(board_full(&[t("cables", 3), t("cables", 3), t("bolt", 1)]));
    }

    #[test]
    fn s9_tiles_are_named_and_weigh_one_to_seven() {
        assert_eq!(t(" Light  Bulb ", 1).normalised(), Ok(t("light bulb", 1)));
        assert!(t("bolt", 0).normalised().unwrap_err().contains("1 to 7"));
        assert!(t("bolt", 8).normalised().unwrap_err().contains("1 to 7"));
        assert!(t("", 1)
            .normalised()
            .unwrap_err()
            .contains("not a scrap type"));
        assert!(t("b0lt!", 1).normalised().is_err());
    }

    #[test]
    fn s9_taken_tiles_leave_the_pile_once_each() {
        let mut pile = vec![t("bolt", 1), t("gears", 2)];
        assert_eq!(
            take(&mut pile, &[t("bolt", 1), t("bolt", 1)]),
            Err(t("bolt", 1))
        );
        let mut pile = vec![t("bolt", 1), t("gears", 2), t("bolt", 1)];
        assert_eq!(take(&mut pile, &[t("bolt", 1), t("bolt", 1)]), Ok(()));
        assert_eq!(pile, vec![t("gears", 2)]);
    }

    #[test]
    fn s9_rulebook_exchanges() {
        // Piotrek: 2 bolts (weight 2) for a white wing (bolt, min 2).
        assert_eq!(exchange(&[t("bolt", 1), t("bolt", 1)], "bolt", 2), Ok(0));
        // Gears + light bulb (3) for a gold nose (gears, min 3).
        assert_eq!(exchange(&[t("gears", 2), t("bulb", 1)], "gears", 3), Ok(0));
        // Michał: gears + accumulator weigh 4 for a connector needing 3: 1 lost.
        assert_eq!(
            exchange(&[t("gears", 2), t("accumulator", 2)], "gears", 3),
            Ok(1)
        );
        assert!(exchange(&[t("bulb", 3)], "gears", 3)
            .unwrap_err()
            .contains("gears"));
        assert!(exchange(&[t("gears", 1)], "gears", 3)
            .unwrap_err()
            .contains("at least 3"));
    }
}
