//! S9: helper checks for scrap — what a player board may hold and whether a
//! build exchange pays for a part. The scrapyard itself stays on the table;
//! these answer the questions players ask about it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// S9: a player board holds at most 4 tiles…
pub const BOARD_TILES: usize = 4;
/// …of total weight at most 7.
pub const BOARD_WEIGHT: u32 = 7;
/// S9: at most two parts per leave action.
pub const PARTS_PER_LEAVE: usize = 2;

/// A scrap tile: its type (bolt, gears, cables, …) and weight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftTile")]
pub struct Tile {
    pub scrap: String,
    pub weight: u32,
}

/// May `next` go on a board already holding `board`? `Err` says why not.
pub fn can_collect(board: &[Tile], next: &Tile) -> Result<(), String> {
    if board.len() >= BOARD_TILES {
        return Err(format!(
            "the player board already holds {BOARD_TILES} tiles (S9)"
        ));
    }
    let weight: u32 = board.iter().map(|t| t.weight).sum::<u32>() + next.weight;
    if weight > BOARD_WEIGHT {
        return Err(format!(
            "the {} would make the board weigh {weight}: at most {BOARD_WEIGHT} (S9)",
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
            "the exchange must include at least one {token} tile, the column's token (S9)"
        ));
    }
    let weight: u32 = tiles.iter().map(|t| t.weight).sum();
    if weight < min_weight {
        return Err(format!(
            "the tiles weigh {weight}: this section needs at least {min_weight} (S9)"
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
