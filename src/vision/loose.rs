//! Cards found apart (`find`), read as loose cards: each outline read
//! (a near-square one both ways round), two touching cards outlined as
//! one read as two halves, and crumbs (a chip's printed centre parted off
//! by its ring) left out; which of them are listed, and which a ship may
//! be fitted from.
//!
//! Leaves out finding the outlines (`find`), reading a card (`read`) and
//! fitting a ship to the cards read (`recognize`, `cards_grid`).

use image::RgbImage;

use super::card_image::CardImage;
use super::find;
use super::geometry::{quad_area, Point};
use super::read::{read, Namer, Reading};

/// A card found on its own, outside any grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Loose {
    /// Corners in photo pixels, clockwise from the card's own top-left.
    pub quad: [Point; 4],
    pub reading: Reading,
}

/// Below this confidence a loose reading is not reported: it is more
/// likely wrong than right, and a card reported that is not there costs the
/// table as much as one missed (issue 17), so reporting it can only lose.
/// The model's confidence is close to a probability on the real photos (of
/// their loose readings between 0.4 and 0.6, half were right), which is
/// what makes a half the place to cut. A ship's cell is different: its
/// place is known, so a doubtful cell is kept for the table to fix.
pub const LOOSE_FLOOR: f64 = 0.5;

/// Reads each card found apart; a card-shaped patch with no index on
/// either corner (a note, a box, a card face down) is no card.
pub(super) fn read_found(photo: &RgbImage, found: &[find::Found], bank: &dyn Namer) -> Vec<Loose> {
    let read = found
        .iter()
        .filter_map(|f| {
            let quarter = [f.quad[1], f.quad[2], f.quad[3], f.quad[0]];
            let ways: &[[Point; 4]] = if f.squarish {
                &[f.quad, quarter]
            } else {
                &[f.quad]
            };
            ways.iter()
                .filter_map(|quad| {
                    let reading = read(&CardImage::cut_card(photo, *quad)?, bank)?;
                    Some(Loose {
                        quad: *quad,
                        reading,
                    })
                })
                .max_by(|a, b| {
                    a.reading
                        .card_confidence
                        .total_cmp(&b.reading.card_confidence)
                })
        })
        .collect();
    without_crumbs(split_pairs(photo, read, bank))
}

/// How far a pair's sides may be from a card's long side and two of its
/// short sides (perspective varies the cards' sizes across the photo).
const PAIR_SIDES: (f64, f64) = (0.8, 1.25);

/// `read` with each pair of touching cards side by side parted: two cards
/// whose seam the finder did not see outline one card-shaped patch (two
/// short sides by one long side is about a card's proportion, turned),
/// which reads as neither. A patch whose short side is about the named
/// cards' long side and whose long side is about two of their short sides
/// is read again as two halves, and the halves replace it when each names
/// a card ([`LOOSE_FLOOR`]) and together they are surer than it. One card
/// nearer the camera than the rest has those sides too, but its halves
/// show its corners a quarter turn wrong and name nothing.
fn split_pairs(photo: &RgbImage, read: Vec<Loose>, bank: &dyn Namer) -> Vec<Loose> {
    let sides = |q: &[Point; 4]| {
        let (a, b) = (
            q[0].dist(q[1]) + q[2].dist(q[3]),
            q[1].dist(q[2]) + q[3].dist(q[0]),
        );
        (a.min(b) / 2.0, a.max(b) / 2.0)
    };
    let named: Vec<(f64, f64)> = read
        .iter()
        .filter(|l| l.reading.card_confidence >= LOOSE_FLOOR)
        .map(|l| sides(&l.quad))
        .collect();
    if named.len() < 2 {
        return read;
    }
    let middle = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let short = middle(named.iter().map(|s| s.0).collect());
    let long = middle(named.iter().map(|s| s.1).collect());
    let near = |v: f64, to: f64| (PAIR_SIDES.0 * to..=PAIR_SIDES.1 * to).contains(&v);
    read.into_iter()
        .flat_map(|l| {
            let (s, g) = sides(&l.quad);
            let halves = (near(s, long) && near(g, 2.0 * short) && even(&l.quad))
                .then(|| read_halves(photo, &l.quad, bank))
                .flatten()
                .filter(|[a, b]| {
                    a.reading.card_confidence + b.reading.card_confidence
                        > l.reading.card_confidence
                });
            match halves {
                Some(h) => h.to_vec(),
                None => vec![l],
            }
        })
        .collect()
}

/// How much a patch's opposite sides may differ, as a share of the longer:
/// two cards side by side outline a near parallelogram, while a patch
/// that took in part of a third card is skewed and its halves would cut
/// the cards askew (a card read surely in a skewed half pulls the ship's
/// fitted grid off).
const PAIR_SKEW: f64 = 0.12;

/// Whether both pairs of `q`'s opposite sides are within [`PAIR_SKEW`] of
/// each other.
fn even(q: &[Point; 4]) -> bool {
    let apart = |a: f64, b: f64| (a - b).abs() / a.max(b).max(f64::EPSILON);
    apart(q[0].dist(q[1]), q[2].dist(q[3])) <= PAIR_SKEW
        && apart(q[1].dist(q[2]), q[3].dist(q[0])) <= PAIR_SKEW
}

/// The two halves of `quad` across its long sides, each read as a card,
/// when both name one ([`LOOSE_FLOOR`]).
fn read_halves(photo: &RgbImage, quad: &[Point; 4], bank: &dyn Namer) -> Option<[Loose; 2]> {
    let mid = |a: Point, b: Point| Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
    // The long sides are 1→2 and 3→0 when the first side is the short one.
    let [q0, q1, q2, q3] = if quad[0].dist(quad[1]) <= quad[1].dist(quad[2]) {
        *quad
    } else {
        [quad[1], quad[2], quad[3], quad[0]]
    };
    let (m12, m30) = (mid(q1, q2), mid(q3, q0));
    // Each half is ordered as a card found apart is.
    let halves = [[q1, m12, m30, q0], [m12, q2, q3, m30]].map(find::upright);
    let read_one = |h: [Point; 4]| {
        let reading = read(&CardImage::cut_card(photo, h)?, bank)?;
        (reading.card_confidence >= LOOSE_FLOOR).then_some(Loose { quad: h, reading })
    };
    Some([read_one(halves[0])?, read_one(halves[1])?])
}

/// How far a card read may differ in area from the median card named
/// surely and still be taken for one of the ship's: perspective makes the
/// near cards of an oblique photo up to about twice the far ones.
const SIZED_LIKE: (f64, f64) = (0.5, 2.0);

/// The cards of `read` about the size of the cards named surely (`sure`):
/// on a table whose pattern is card-shaped (checks, tiles) the patches
/// read outnumber the cards, so the ship is fitted from neither every card
/// read (the patches join no grid) nor only the sure ones (a chip on a
/// card makes its name doubtful, and too few are left).
pub(super) fn sized_like(read: &[Loose], sure: &[Loose]) -> Vec<Loose> {
    let mut areas: Vec<f64> = sure.iter().map(|l| quad_area(&l.quad)).collect();
    areas.sort_by(f64::total_cmp);
    let Some(&middle) = areas.get(areas.len() / 2) else {
        return Vec::new();
    };
    let (low, high) = (SIZED_LIKE.0 * middle, SIZED_LIKE.1 * middle);
    read.iter()
        .filter(|l| (low..=high).contains(&quad_area(&l.quad)))
        .cloned()
        .collect()
}

/// The cards read apart worth listing as loose cards: those whose index
/// names a card ([`LOOSE_FLOOR`]). A ship is fitted from all of them, since
/// there a card's place is known and a doubtful one is asked about.
pub(super) fn reported(mut read: Vec<Loose>) -> Vec<Loose> {
    read.retain(|l| l.reading.card_confidence >= LOOSE_FLOOR);
    read
}

/// A card read in an outline under this share of the middle card's area
/// is a crumb: a chip's printed centre or a court's frame parted off by
/// its outline, not a card. Cards at the far side of an oblique photo are
/// still over half the middle card's size.
const CRUMB_SHARE: f64 = 0.3;

/// `loose` without crumbs, judged against the middle card when three or
/// more were read.
fn without_crumbs(mut loose: Vec<Loose>) -> Vec<Loose> {
    let mut areas: Vec<f64> = loose.iter().map(|l| quad_area(&l.quad)).collect();
    if areas.len() < 3 {
        return loose;
    }
    areas.sort_by(f64::total_cmp);
    let middle = areas[areas.len() / 2];
    loose.retain(|l| quad_area(&l.quad) >= CRUMB_SHARE * middle);
    loose
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vision::geometry;
    use crate::vision::recognize::tests::{basic_photo, found, square};

    fn quad(corners: [(f64, f64); 4]) -> [Point; 4] {
        find::upright(corners.map(|(x, y)| Point::new(x, y)))
    }

    /// Row 3 of the committed Basic ship: Q♣ K♣ 8♣ J♣, touching.
    const QC: [(f64, f64); 4] = [
        (262.0, 1000.0),
        (381.0, 997.0),
        (393.0, 1165.0),
        (279.0, 1168.0),
    ];
    const KC: [(f64, f64); 4] = [
        (386.0, 1002.0),
        (506.0, 1001.0),
        (509.0, 1170.0),
        (395.0, 1170.0),
    ];
    const C8: [(f64, f64); 4] = [
        (508.0, 997.0),
        (628.0, 998.0),
        (624.0, 1167.0),
        (509.0, 1166.0),
    ];
    const JC: [(f64, f64); 4] = [
        (632.0, 996.0),
        (752.0, 998.0),
        (743.0, 1166.0),
        (628.0, 1165.0),
    ];

    /// The 8♣ and J♣ outlined as one card-shaped patch (the finder missed
    /// their seam) are read apart, each where it lies, and the patch is
    /// not listed.
    #[test]
    fn two_touching_cards_outlined_as_one_are_read_apart() {
        let photo = basic_photo();
        let pair = [C8[0], JC[1], JC[2], C8[3]];
        let found: Vec<find::Found> = [QC, KC, pair].map(|q| found(quad(q))).to_vec();
        let read = read_found(&photo, &found, crate::vision::name::built_in());
        let at = |q: [(f64, f64); 4]| geometry::centre(&quad(q));
        let named = |code: &str, q| {
            read.iter().any(|l| {
                l.reading.card.code() == code && geometry::centre(&l.quad).dist(at(q)) < 15.0
            })
        };
        let listed: Vec<String> = read.iter().map(|l| l.reading.card.code()).collect();
        assert!(named("8C", C8) && named("JC", JC), "{listed:?}");
        assert_eq!(read.len(), 4, "{listed:?}");
    }

    /// A card nearer the camera than the rest (half as large again) has a
    /// pair's sides, but its halves name nothing: it is read whole.
    #[test]
    fn a_card_larger_than_the_rest_is_not_parted() {
        let mut photo = basic_photo();
        let (x0, y0, w, h) = (508u32, 997u32, 120u32, 169u32);
        let big = image::imageops::resize(
            &image::imageops::crop_imm(&photo, x0, y0, w, h).to_image(),
            w * 7 / 5,
            h * 7 / 5,
            image::imageops::FilterType::Triangle,
        );
        image::imageops::replace(&mut photo, &big, 40, 60);
        let (bw, bh) = (f64::from(w * 7 / 5), f64::from(h * 7 / 5));
        let bigq = [
            (40.0, 60.0),
            (40.0 + bw, 60.0),
            (40.0 + bw, 60.0 + bh),
            (40.0, 60.0 + bh),
        ];
        let found: Vec<find::Found> = [QC, KC, JC, bigq].map(|q| found(quad(q))).to_vec();
        let read = read_found(&photo, &found, crate::vision::name::built_in());
        let listed: Vec<String> = read.iter().map(|l| l.reading.card.code()).collect();
        assert_eq!(read.len(), 4, "{listed:?}");
        assert!(
            read.iter().any(|l| l.reading.card.code() == "8C"
                && geometry::inside(&quad(bigq), geometry::centre(&l.quad))),
            "{listed:?}"
        );
    }

    /// A chip's printed centre parted off by its ring reads as a small
    /// card beside the real ones: it is left out, however sure; cards at
    /// the far side of an oblique photo, over half the middle size, stay.
    #[test]
    fn a_crumb_beside_the_cards_is_not_listed() {
        let loose = |name: &str, quad: [Point; 4]| Loose {
            quad,
            reading: Reading {
                card: crate::games::rickety::Card::parse(name).expect("a card"),
                chips: 0,
                card_confidence: 0.9,
                chip_confidence: 0.9,
            },
        };
        let cards = vec![
            loose("KS", square(0.0, 0.0, 100.0, 140.0)),
            loose("KC", square(200.0, 0.0, 100.0, 140.0)),
            loose("8D", square(400.0, 0.0, 70.0, 100.0)),
            loose("3S", square(300.0, 300.0, 30.0, 30.0)),
        ];
        let kept: Vec<String> = without_crumbs(cards)
            .iter()
            .map(|l| l.reading.card.to_string())
            .collect();
        assert_eq!(kept, ["K♠", "K♣", "8♦"]);
        let two = vec![
            loose("KS", square(0.0, 0.0, 100.0, 140.0)),
            loose("3S", square(300.0, 300.0, 30.0, 30.0)),
        ];
        assert_eq!(
            without_crumbs(two).len(),
            2,
            "no middle size from two cards"
        );
    }

    /// On a checked table the squares read as cards (doubtful ones)
    /// outnumber the cards, and a chip makes two of a ship's five cards
    /// doubtful: the ship is fitted from the cards read at the size of
    /// those named surely, doubtful or not, and no square.
    #[test]
    fn a_ship_is_fitted_from_the_cards_the_size_of_the_sure_ones() {
        let loose = |name: &str, quad: [Point; 4], sure: f64| Loose {
            quad,
            reading: Reading {
                card: crate::games::rickety::Card::parse(name).expect("a card"),
                chips: 0,
                card_confidence: sure,
                chip_confidence: 0.9,
            },
        };
        let mut read = vec![
            loose("KH", square(0.0, 0.0, 100.0, 140.0), 0.3),
            loose("4C", square(104.0, 0.0, 100.0, 140.0), 0.99),
            loose("QD", square(208.0, 0.0, 100.0, 140.0), 0.99),
            loose("7C", square(0.0, 144.0, 100.0, 140.0), 0.2),
            loose("AD", square(104.0, 144.0, 100.0, 140.0), 0.99),
        ];
        for i in 0..8 {
            read.push(loose(
                "2S",
                square(400.0 + 50.0 * f64::from(i), 400.0, 40.0, 40.0),
                0.1,
            ));
        }
        read.push(loose("3S", square(0.0, 400.0, 300.0, 300.0), 0.1));
        let sure = reported(read.clone());
        let kept: Vec<String> = sized_like(&read, &sure)
            .iter()
            .map(|l| l.reading.card.to_string())
            .collect();
        assert_eq!(kept, ["K♥", "4♣", "Q♦", "7♣", "A♦"]);
        assert!(
            sized_like(&read, &[]).is_empty(),
            "no size without a sure card"
        );
    }
}
