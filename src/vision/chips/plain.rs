//! Chips without rim marks, found by their one-colour faces: grey coins
//! (a silver coin is grey on near-white paper, with a rim too faint for
//! the outline search) and plain discs of one colour (a gold coin, a chip
//! printed without dashes).
//!
//! Each disc found here is weak evidence (its `rim` is 0, so a count that
//! rests on it is never sure: [`super::count`]). Leaves out white chips
//! (their faces are paper to the classes) and discs that show only a
//! crescent (the outline search looks under discs for those), and dark
//! discs: an ace of clubs' three lobes are round and black.

use super::super::card_image::{CardImage, Class, H, W};
use super::super::raster::luma;
use super::{core_peaks, Chip, CARD_W, R_MAX, R_MIN};

/// Smallest face depth (distance from the centre to the face's nearest
/// edge), as a share of the card's width: a coin's face, not a pip's.
const MIN_FACE: f32 = 0.09;
/// Grey: lighter than ink, darker than paper, with no colour to speak of
/// (paper = 1.0; a silver coin's face is 0.5–0.8).
const GREY_LUMA: (f32, f32) = (0.4, 0.88);
const GREY_CHROMA: f32 = 0.1;
/// A coin's face is darker than the paper round it by this much on at
/// least half the ring outside it: a card's own shading is grey too, but
/// fades into the paper.
const COIN_STEP: f32 = 0.2;
const COIN_RING: f32 = 1.3;
/// A face this dark is ink, not a disc to count.
const INK_LUMA: f32 = 0.35;
/// Colours within this much (per channel) are one colour.
const SAME_COLOUR: f32 = 0.2;
/// A disc's edge lies within this share of its radius all round, on at
/// least [`ROUND_SHARE`] of the rays from its centre (the others end at a
/// chip above, or leave the cut).
const ROUND_TOL: f32 = 0.12;
const ROUND_SHARE: f32 = 0.5;

fn is_grey(p: [f32; 3]) -> bool {
    let chroma = p[0].max(p[1]).max(p[2]) - p[0].min(p[1]).min(p[2]);
    (GREY_LUMA.0..=GREY_LUMA.1).contains(&luma(p)) && chroma < GREY_CHROMA
}

/// The cut's pixel at a point, `None` outside it.
fn at(card: &CardImage, x: f32, y: f32) -> Option<[f32; 3]> {
    (x >= 0.0 && y >= 0.0 && x < W as f32 && y < H as f32).then(|| card.at(x as usize, y as usize))
}

/// Points round a centre: `n` angles at each share of `radius` in `ks`.
fn rings(cx: f32, cy: f32, radius: f32, n: usize, ks: &[f32]) -> Vec<(f32, f32)> {
    (0..n)
        .flat_map(|i| {
            let a = i as f32 / n as f32 * std::f32::consts::TAU;
            ks.iter()
                .map(move |k| (cx + k * radius * a.cos(), cy + k * radius * a.sin()))
        })
        .collect()
}

/// Adds the grey coins no chip in `chips` already covers.
pub fn coins(card: &CardImage, chips: &mut Vec<Chip>) {
    let grey: Vec<bool> = card.px.iter().map(|p| is_grey(*p)).collect();
    for (d, cx, cy) in core_peaks(&grey, MIN_FACE * W as f32) {
        // The face's edge is soft: its grey reaches most of the way out.
        let r = d / 0.9;
        let covered = chips
            .iter()
            .any(|c| ((c.x - cx).powi(2) + (c.y - cy).powi(2)).sqrt() < 0.6 * (c.r + r));
        if !covered && grey_coin(card, cx, cy, d, r) {
            chips.push(Chip {
                x: cx,
                y: cy,
                r,
                rim: 0.0,
            });
        }
    }
}

/// A face grey nearly throughout, and darker than the paper round it.
fn grey_coin(card: &CardImage, cx: f32, cy: f32, d: f32, r: f32) -> bool {
    let face: Vec<[f32; 3]> = rings(cx, cy, d, 24, &[0.15, 0.35, 0.55, 0.75, 0.9])
        .into_iter()
        .filter_map(|(x, y)| at(card, x, y))
        .collect();
    let grey: Vec<f32> = face
        .iter()
        .filter(|p| is_grey(**p))
        .map(|p| luma(*p))
        .collect();
    if face.is_empty() || grey.len() * 100 < face.len() * 92 {
        return false;
    }
    let mean = grey.iter().sum::<f32>() / grey.len() as f32;
    let round: Vec<f32> = rings(cx, cy, r, 36, &[COIN_RING])
        .into_iter()
        .filter_map(|(x, y)| at(card, x, y).map(luma))
        .collect();
    let brighter = round.iter().filter(|l| **l - mean >= COIN_STEP).count();
    !round.is_empty() && brighter * 2 >= round.len()
}

/// Adds the round one-colour discs, not ink, no chip in `chips` covers.
pub fn discs(card: &CardImage, chips: &mut Vec<Chip>) {
    let solid: Vec<bool> = card
        .px
        .iter()
        .zip(&card.class)
        .map(|(p, c)| *c != Class::Paper || is_grey(*p))
        .collect();
    for (d, cx, cy) in core_peaks(&solid, MIN_FACE * W as f32) {
        let covered = chips
            .iter()
            .any(|c| ((c.x - cx).powi(2) + (c.y - cy).powi(2)).sqrt() < c.r + 0.5 * d);
        if covered {
            continue;
        }
        if let Some(r) = round_face(card, cx, cy, d) {
            chips.push(Chip {
                x: cx,
                y: cy,
                r,
                rim: 0.0,
            });
        }
    }
}

/// The radius of the one-colour round face centred at (`cx`, `cy`), whose
/// core is `d` deep; `None` when the face is ink, many colours, not
/// round, or not a chip's or a coin's size.
fn round_face(card: &CardImage, cx: f32, cy: f32, d: f32) -> Option<f32> {
    let core: Vec<[f32; 3]> = rings(cx, cy, d, 16, &[0.0, 0.3, 0.6])
        .into_iter()
        .filter_map(|(x, y)| at(card, x, y))
        .collect();
    let n = core.len().max(1) as f32;
    let mean = core
        .iter()
        .fold([0f32; 3], |m, p| [m[0] + p[0], m[1] + p[1], m[2] + p[2]])
        .map(|v| v / n);
    let same = |p: [f32; 3]| (0..3).all(|i| (p[i] - mean[i]).abs() < SAME_COLOUR);
    if luma(mean) < INK_LUMA || (core.iter().filter(|p| same(**p)).count() as f32) < 0.9 * n {
        return None;
    }
    // Where each ray from the centre leaves the face's colour; rays that
    // leave the cut first say nothing.
    const RAYS: usize = 48;
    let mut radii: Vec<f32> = (0..RAYS)
        .filter_map(|i| {
            let a = i as f32 / RAYS as f32 * std::f32::consts::TAU;
            let mut rho = 0.5f32;
            loop {
                match at(card, cx + rho * a.cos(), cy + rho * a.sin()) {
                    Some(p) if same(p) && rho < 2.0 * R_MAX * CARD_W => rho += 0.5,
                    Some(_) => return Some(rho),
                    None => return None,
                }
            }
        })
        .collect();
    if radii.len() < RAYS / 2 {
        return None;
    }
    radii.sort_by(f32::total_cmp);
    // Rays cut short by a chip above are the short ones.
    let r = radii[(radii.len() * 3 / 4).min(radii.len() - 1)];
    // Nor are a disc's rays longer: a diamond's reach past its sides.
    let far = radii[(radii.len() * 19 / 20).min(radii.len() - 1)];
    if !(R_MIN * CARD_W..=R_MAX * CARD_W).contains(&r) || far > (1.0 + ROUND_TOL) * r {
        return None;
    }
    let round = radii
        .iter()
        .filter(|v| (**v / r - 1.0).abs() < ROUND_TOL)
        .count();
    (round as f32 >= ROUND_SHARE * RAYS as f32).then_some(r)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{card_with, fixture};
    use super::super::{count, outlines};
    use super::*;

    /// The second generator's silver coin (seed 5000, 0002, row 2 col 1):
    /// no finder saw it before, and the count was a sure 0.
    #[test]
    fn a_silver_coin_is_found_by_its_grey_face() {
        let card = fixture("silver-coin.png");
        let mut found = Vec::new();
        coins(&card, &mut found);
        assert_eq!(found.len(), 1, "{found:?}");
        let counted = count(&found, &outlines(&card));
        assert_eq!(counted.chips, 1);
        assert!(counted.confidence < 0.9, "{counted:?}");
    }

    /// A card lit from one side is grey on the other, but its grey fades
    /// into the paper: no coin.
    #[test]
    fn a_card_shaded_grey_on_one_side_holds_no_coin() {
        let bare = card_with(None);
        let px = bare
            .px
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let shade = 1.0 - 0.3 * (i % W) as f32 / W as f32;
                p.map(|v| v * 235.0 * shade)
            })
            .collect();
        let shaded = CardImage::from_pixels(px);
        let greys = shaded.px.iter().filter(|p| is_grey(**p)).count();
        assert!(greys > W * H / 5, "the test card is not shaded: {greys}");
        let mut found = Vec::new();
        coins(&shaded, &mut found);
        discs(&shaded, &mut found);
        assert!(found.is_empty(), "{found:?}");
    }

    /// A round black shape is ink (an ace of clubs' lobes), not a disc.
    #[test]
    fn a_round_black_shape_is_no_disc() {
        let card = card_with(Some((75.0, 110.0, 0.2 * CARD_W, [25.0, 25.0, 30.0])));
        let mut found = Vec::new();
        discs(&card, &mut found);
        assert!(found.is_empty(), "{found:?}");
    }

    /// A large one-colour diamond (an ace's pip) is not round.
    #[test]
    fn a_diamond_is_no_disc() {
        let bare = card_with(None);
        let (a, b) = (0.17 * CARD_W, 0.26 * CARD_W);
        let px = bare
            .px
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let (dx, dy) = ((i % W) as f32 + 0.5 - 75.0, (i / W) as f32 + 0.5 - 110.0);
                if dx.abs() / a + dy.abs() / b <= 1.0 {
                    [230.0, 150.0, 60.0]
                } else {
                    p.map(|v| v * 235.0)
                }
            })
            .collect();
        let card = CardImage::from_pixels(px);
        let mut found = Vec::new();
        discs(&card, &mut found);
        assert!(found.is_empty(), "{found:?}");
    }
}
