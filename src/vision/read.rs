//! Reading one card: its top card from both corner indices (rank glyph,
//! suit pip, ink colour), cross-checked against the pips and artwork of its
//! face, and the chips on it — each with a confidence.
//!
//! Leaves out where the card is (`grid`) and what the grid means (`recognize`).

use super::card_image::{CardImage, Class, H, W};
use super::chip_model;
use super::chips::{self, Chip};
use super::index::{self, Body, CornerIndex};
use super::name::BANK_SCALES;
pub use super::name::{built_in, Namer};
use crate::games::rickety::{Card, Rank, Suit};

#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub card: Card,
    pub chips: u8,
    /// Confidence in the card's identity, 0–1.
    pub card_confidence: f64,
    /// Confidence in the chip count, 0–1.
    pub chip_confidence: f64,
}

impl Reading {
    pub fn confidence(&self) -> f64 {
        self.card_confidence.min(self.chip_confidence)
    }
}

/// The most a rank may be trusted when the two corners each name a
/// different one clearly, below the 0.9 under which the app asks the
/// table about a cell (`api::vision::SURE`): each rank scores
/// as in the corner showing it best, so one corner's misread glyph, read
/// surely, won with a wide margin whatever the other corner named (a Q♣
/// under chips whose index a sliver of the card's edge joined read 10♣ at
/// 0.98, its other corner K♣).
const DISPUTED: f32 = 0.85;

/// Two corners' votes (best rank, margin over their second) naming
/// different ranks, each by at least one margin scale: a corner that
/// barely prefers its rank (a glyph half under a chip) disputes nothing.
fn corners_disagree(votes: &[(usize, f32)], scale: f32) -> bool {
    match votes {
        [a, b] => a.0 != b.0 && a.1.min(b.1) >= scale,
        _ => false,
    }
}

/// How much of its margin a suit read only from pips cut from their
/// ranks keeps.
const CUT_PIP_WEIGHT: f32 = 0.6;

/// Reads a normalised card; `None` when neither corner shows an index
/// (not a card face: the table, a face-down card, a hand).
pub fn read(card: &CardImage, bank: &dyn Namer) -> Option<Reading> {
    let named = named(card, bank, Discs::Traced)?;
    let count = chips::faint_check(card, &named.found, chips::count(&named.found, &named.discs));
    let count = chip_model::weigh(card, count);
    let count = chips::whole_stack(card, &named.discs, count);
    Some(Reading {
        card: named.card,
        chips: count.chips,
        card_confidence: named.confidence,
        chip_confidence: count.confidence,
    })
}

/// The card [`read`] names and how surely, cheaply: its chips are not
/// counted, and only those `chips::find` sees by their faces stand for
/// the discs under which pips hide ([`Discs::Found`]). For a second look
/// at a card already read (`recognize::steady`), where the outline
/// search would cost half the time again.
pub fn card_named(card: &CardImage, bank: &dyn Namer) -> Option<(Card, f64)> {
    named(card, bank, Discs::Found).map(|n| (n.card, n.confidence))
}

/// Which discs naming looks past.
#[derive(Clone, Copy, PartialEq)]
enum Discs {
    /// Every disc [`chips::outlines`] traces: chips of any design, coins.
    Traced,
    /// Only the chips `chips::find` found.
    Found,
}

/// A card named, with the chips found on it that naming looked past.
struct Named {
    card: Card,
    confidence: f64,
    found: Vec<Chip>,
    discs: Vec<Chip>,
}

fn named(card: &CardImage, bank: &dyn Namer, discs: Discs) -> Option<Named> {
    let found = chips::find(card);
    let turned = turned(&found);
    let discs = match discs {
        Discs::Traced => chips::outlines(card),
        Discs::Found => found.clone(),
    };
    if face_down(card, &found, &discs) {
        return None;
    }
    let corners: Vec<CornerIndex> = [
        index::corner(card, &found),
        index::corner(&card.rotated(), &turned),
    ]
    .into_iter()
    .flatten()
    .collect();
    if corners.is_empty() {
        return None;
    }
    let body = body_under_chips(card, &found, &discs);
    // The pips' colour is a third view of the suit's, asked only when the
    // corners split on it: a corner under a chip can give the chip's dark
    // edge as its index.
    let split = corners.iter().any(|c| c.red > 0.5) && corners.iter().any(|c| c.red <= 0.5);
    let pips_red = body.red.filter(|_| split);
    let views = corners.iter().map(|c| c.red).chain(pips_red);
    let red = views.clone().sum::<f32>() / views.count() as f32;
    let is_red = red > 0.5;
    let colour_conf = ((red - 0.5).abs() * 2.0).min(1.0);

    // As for suits below: each rank scores as in the corner showing it best.
    let mut ranks = [f32::MIN; 14];
    ranks[0] = 0.0;
    let mut votes = Vec::new();
    for c in &corners {
        let s = bank.rank_scores(&c.rank);
        votes.push(best_two(&s[1..]));
        for r in 1..=13 {
            ranks[r] = ranks[r].max(s[r]);
        }
    }
    // Cross-checks: pip count and court artwork (J, Q, K).
    for (r, score) in ranks.iter_mut().enumerate().skip(1) {
        // The prior is in the bank's units; each namer's scores have their own.
        *score += body_prior(r as u8, &body) * bank.margin_scales().0 / BANK_SCALES.0;
    }
    let (best_rank, rank_margin) = best_two(&ranks[1..]);
    let rank = Rank::new(best_rank as u8 + 1)?;

    // Each suit scores as in the corner that shows it best: a pip one
    // corner shows cleanly is not outvoted by the other corner's pip half
    // merged into a frame or a chip's shadow.
    let mut suits = [f32::MIN; 4];
    let mut n = 0;
    let mut suit_votes = Vec::new();
    for c in &corners {
        if let Some(g) = &c.suit {
            let Some(s) = bank.suit_scores(g) else {
                continue;
            };
            suit_votes.push(best_two(&s).0);
            for i in 0..4 {
                suits[i] = suits[i].max(s[i]);
            }
            n += 1;
        }
    }
    // A number card's upright body pips show the same symbol several times
    // larger: where a deck prints its corner pip too small to tell a club
    // from a spade, they are the clearer view (courts have none counted).
    if body.art <= 0.04 {
        for g in &body.upright {
            let Some(s) = bank.suit_scores(g) else {
                continue;
            };
            for i in 0..4 {
                suits[i] = suits[i].max(s[i]);
            }
            n += 1;
        }
    }
    // Colour decides between the suit pairs; the pip shape within a pair.
    let pair: [usize; 2] = if is_red { [1, 2] } else { [0, 3] };
    let (pick, suit_margin) = if n == 0 {
        (pair[0], 0.0)
    } else {
        let (a, b) = (suits[pair[0]], suits[pair[1]]);
        if a >= b {
            (pair[0], a - b)
        } else {
            (pair[1], b - a)
        }
    };
    let suit: Suit = Suit::ALL[pick];

    // Independent evidence makes a reading surer: both corners naming the
    // same rank, the pips counting to it, both pips naming the same suit.
    let (rank_scale, suit_scale) = bank.margin_scales();
    let mut rank_conf = squash(rank_margin, rank_scale);
    let corners_agree = votes.len() == 2 && votes[0].0 == votes[1].0 && votes[0].0 == best_rank;
    if corners_agree {
        rank_conf = 1.0 - (1.0 - rank_conf) * 0.5;
    }
    if corners_disagree(&votes, rank_scale) {
        rank_conf = rank_conf.min(DISPUTED);
    }
    let pips_agree = (2..=10).contains(&rank.value())
        && body.hidden < 0.02
        && body.art <= 0.04
        && body.pips == usize::from(rank.value());
    if pips_agree {
        rank_conf = 1.0 - (1.0 - rank_conf) * 0.4;
    }
    if court_without_art(rank, &body) {
        rank_conf = rank_conf.min(DISPUTED);
    }
    // A rank neither corner names first rests on the pip count and
    // artwork alone, which a cut off-centre miscounts (a 9 cut with its
    // neighbour's edge counted 4 pips, and read 4 surely).
    if !votes.iter().any(|v| v.0 == best_rank) {
        rank_conf = rank_conf.min(DISPUTED);
    }
    // Two pips cut from their ranks at the same place are one piece of
    // evidence, not two, and a cut one may be missing its top: its margin
    // counts for less and the corners agreeing adds nothing.
    let only_cut = corners.iter().all(|c| c.suit.is_none() || c.pip_cut);
    let weight = if only_cut { CUT_PIP_WEIGHT } else { 1.0 };
    let mut suit_conf = squash(suit_margin * weight, suit_scale) * (0.5 + 0.5 * colour_conf);
    if !only_cut && suit_votes.len() == 2 && suit_votes[0] == suit_votes[1] && suit_votes[0] == pick
    {
        suit_conf = 1.0 - (1.0 - suit_conf) * 0.5;
    }
    let both = if corners.len() == 2 { 1.0 } else { 0.85 };
    Some(Named {
        card: Card { rank, suit },
        confidence: f64::from(rank_conf.min(suit_conf)) * both,
        found,
        discs,
    })
}

/// A court named on a face whose centre shows no artwork but pips, none
/// of it under a chip: the corners' glyphs were something else (the table
/// inside a rounded corner when the cut sits a little off the card reads
/// as a K), and the face says so. Such a reading is never sure.
fn court_without_art(rank: Rank, body: &Body) -> bool {
    rank.value() >= 11 && body.art <= 0.04 && body.hidden < 0.02 && body.pips >= 2
}

/// The chips as seen on the card turned half a turn.
fn turned(chips: &[Chip]) -> Vec<Chip> {
    chips.iter().map(Chip::turned).collect()
}

/// Share of a corner's area that must lie clear of chips for it to say
/// whether the card is face down.
const CLEAR_ENOUGH: f32 = 0.25;

/// A card back (or anything covering the card): its corners, where a face
/// prints a small index on plain paper, are mostly pattern. Chips (either
/// finder's, no wider than a chip) are left out of each corner's area,
/// and a corner mostly under chips says nothing: a face whose two corners
/// lay under chips was taken for a back and not read (seed 5000's 0001,
/// row 3 col 4).
fn face_down(card: &CardImage, found: &[Chip], discs: &[Chip]) -> bool {
    let covering: Vec<Chip> = found
        .iter()
        .chain(discs)
        .filter(|c| c.chip_sized())
        .copied()
        .collect();
    let patterned = |view: &CardImage, chips: &[Chip]| {
        let (x0, x1, y0, y1) = (W / 10, W * 35 / 100, H / 10, H * 35 / 100);
        let clear: Vec<(usize, usize)> = (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                !chips
                    .iter()
                    .any(|c| (c.x - fx).powi(2) + (c.y - fy).powi(2) < c.r * c.r)
            })
            .collect();
        let area = ((x1 - x0) * (y1 - y0)) as f32;
        let paper = clear
            .iter()
            .filter(|&&(x, y)| view.class_at(x, y) == Class::Paper)
            .count();
        clear.len() as f32 >= CLEAR_ENOUGH * area && (paper as f32) < 0.35 * clear.len() as f32
    };
    patterned(card, &covering) && patterned(&card.rotated(), &turned(&covering))
}

/// Logistic of a score margin: 0.5 at zero, near 1 past a few `scale`s.
fn squash(margin: f32, scale: f32) -> f32 {
    1.0 / (1.0 + (-(margin) / scale * 2.0).exp()) * 2.0 - 1.0
}

/// The card's pips and artwork, leaving out what either chip finder
/// sees: the artwork that tells a court from a number card is coloured,
/// and so are chips, and those only the outline finder sees (coins, other
/// designs) must not make a number card look like a court.
fn body_under_chips(card: &CardImage, found: &[Chip], discs: &[Chip]) -> Body {
    let covering: Vec<Chip> = found.iter().chain(discs).copied().collect();
    index::body(card, &covering)
}

fn best_two(scores: &[f32]) -> (usize, f32) {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]));
    let best = order[0];
    let second = order.get(1).map_or(0.0, |i| scores[*i]);
    (best, scores[best] - second)
}

/// How well the face's pips and artwork fit rank `r`.
fn body_prior(r: u8, body: &Body) -> f32 {
    let court = body.art > 0.04;
    match r {
        11..=13 => {
            if court {
                0.1
            } else {
                -0.1
            }
        }
        _ if court => -0.1,
        1 => 0.0,
        n => {
            let n = usize::from(n);
            // A pip count is a cross-check, not a witness as strong as the
            // two corners: pips that run together or hide in the artwork
            // miscount, and must not overrule both indices.
            if body.hidden < 0.02 {
                if body.pips == n {
                    0.1
                } else {
                    -0.05
                }
            } else if body.pips <= n {
                0.0
            } else {
                -0.05
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A coin on a number card is no court's artwork: with no chip found
    /// over it (the reader before the outline search), its colour counted
    /// as artwork; the outline search's disc covers it.
    #[test]
    fn a_coin_the_outline_finder_sees_is_not_court_artwork() {
        let card = chips::tests::coin_card();
        assert!(index::body(&card, &[]).art > 0.04);
        let body = body_under_chips(&card, &[], &chips::outlines(&card));
        assert!(body.art <= 0.04, "artwork share {}", body.art);
    }

    /// A queen of clubs under chips, cut from the second generator's
    /// development photo (seed 5000, 0001, row 0 col 1): one corner's
    /// index, joined to a sliver of the card's edge, reads as a 10, the
    /// other as a king, each clearly. Before, the 10 came out 0.98 sure.
    #[test]
    fn corners_naming_different_ranks_clearly_leave_the_card_doubtful() {
        let card = chips::tests::fixture("corners-disagree.png");
        let reading = read(&card, built_in()).expect("a card face");
        assert!(reading.card_confidence < 0.9, "{reading:?}");
    }

    /// A three of clubs cut a little larger than the card (seed 5000's
    /// 0030, row 1 col 3, as the ship's fitted grid placed it): the table
    /// inside both rounded corners was taken for the index and read as a
    /// king, both corners agreeing, 0.93 sure; the face shows three pips
    /// and no artwork, so a court named there is doubtful.
    #[test]
    fn a_court_named_on_a_face_of_pips_without_artwork_is_doubtful() {
        let card = chips::tests::fixture("table-corners-read-as-k.png");
        let body = body_under_chips(&card, &[], &chips::outlines(&card));
        assert!(body.pips == 3 && body.art <= 0.04, "{body:?}");
        let reading = read(&card, built_in()).expect("a card face");
        assert!(
            reading.card.code() == "3C" || reading.card_confidence < 0.9,
            "{reading:?}"
        );
    }

    /// An ace of spades on a white table, cut where the truth puts it
    /// (second generator, seed 5000, 0016, row 4 col 5): no dark table
    /// joins the card's outline to the cut's edge, so the curve of its
    /// rounded corner was taken for the rank and read as a king, 0.83
    /// sure in the photo.
    #[test]
    fn the_cards_rounded_corner_on_a_light_table_is_not_read_as_its_rank() {
        let card = chips::tests::fixture("ace-on-a-light-table.png");
        let reading = read(&card, built_in()).expect("a card face");
        assert_eq!(reading.card.code(), "AS", "{reading:?}");
        assert!(reading.card_confidence >= 0.9, "{reading:?}");
    }

    /// A queen under two chips and a coin (second generator, seed 5000,
    /// 0001 row 0 col 1): the colour finder sees none of the three, the
    /// outlines all three, and the network does not back the count, so it
    /// was asked about; three whole outlines of one size make it sure (R5).
    #[test]
    fn r5_a_whole_stack_of_three_is_read_surely() {
        let card = chips::tests::fixture("whole-stack-3.png");
        let reading = read(&card, built_in()).expect("a card face");
        assert_eq!(
            (reading.card.code().as_str(), reading.chips),
            ("QC", 3),
            "{reading:?}"
        );
        assert!(reading.chip_confidence >= 0.9, "{reading:?}");
    }

    /// Cuts where the truth puts them (second generator, vector-playing-
    /// cards, seed 8000: 0033 row 0 col 1 and 0012 row 0 col 2): red cards
    /// whose top corner lies under a chip, whose dark edge was cut as that
    /// corner's index. The corners split on the colour, and the card was
    /// read as a three of spades and an eight of clubs; the red pips decide.
    #[test]
    fn the_pips_colour_decides_when_the_corners_split_on_it() {
        for (name, code) in [
            ("three-of-hearts-corner-under-chip.png", "3H"),
            ("eight-of-hearts-corner-under-chip.png", "8H"),
        ] {
            let card = chips::tests::fixture(name);
            let reading = read(&card, built_in()).expect("a card face");
            assert_eq!(reading.card.code(), code, "{name}: {reading:?}");
        }
    }

    /// The nine of spades of the second generator's whole-deck photo
    /// (`tests/fixtures/vision/photogen/whole-deck.jpg`, row 0 col 8), cut
    /// where the fitted grid put it: its left side over the neighbour's
    /// edge. Its corners named a 2 and a 6, weakly; its body counted four
    /// pips, and the pip count alone read it 4♠, 0.97 sure.
    #[test]
    fn a_rank_no_corner_names_is_not_sure() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/vision/photogen/whole-deck.jpg");
        let photo = std::fs::read(path)
            .ok()
            .and_then(|b| super::super::decode::decode(&b).ok())
            .expect("the committed photo decodes");
        let quad = [
            (1111.4, 135.2),
            (1224.3, 134.9),
            (1212.3, 286.8),
            (1110.7, 290.2),
        ]
        .map(|(x, y)| super::super::geometry::Point::new(x, y));
        let card = CardImage::cut_card(&photo, quad).expect("a card's cut");
        let reading = read(&card, built_in()).expect("a card face");
        assert!(
            reading.card.code() == "9S" || reading.card_confidence < 0.9,
            "{reading:?}"
        );
    }

    /// A four of clubs with three chips, one over each corner (second
    /// generator, seed 5000, 0001, row 3 col 4, cut where the truth puts
    /// it): both corners' areas were mostly chip, not paper, so the face
    /// was taken for a card back and not read, and the ship's grid lost
    /// its last column.
    #[test]
    fn a_face_with_chips_over_both_corners_is_no_card_back() {
        let card = chips::tests::fixture("four-of-clubs-corners-under-chips.png");
        assert!(read(&card, built_in()).is_some(), "read as a card back");
    }

    #[test]
    fn a_court_with_artwork_or_pips_under_chips_is_not_held_back() {
        let body = |pips, art, hidden| Body {
            red: None,
            pips,
            upright: Vec::new(),
            art,
            hidden,
        };
        let king = Rank::new(13).expect("a rank");
        assert!(court_without_art(king, &body(3, 0.0, 0.0)));
        assert!(!court_without_art(king, &body(3, 0.2, 0.0)));
        assert!(!court_without_art(king, &body(3, 0.0, 0.3)));
        assert!(!court_without_art(king, &body(0, 0.0, 0.0)));
        let three = Rank::new(3).expect("a rank");
        assert!(!court_without_art(three, &body(3, 0.0, 0.0)));
    }

    #[test]
    fn a_corner_that_barely_prefers_its_rank_disputes_nothing() {
        assert!(corners_disagree(&[(9, 5.0), (11, 2.5)], 2.0));
        assert!(!corners_disagree(&[(9, 5.0), (11, 1.0)], 2.0));
        assert!(!corners_disagree(&[(9, 5.0), (9, 4.0)], 2.0));
        assert!(!corners_disagree(&[(9, 5.0)], 2.0));
    }
}
