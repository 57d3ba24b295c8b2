//! A ship's grid fitted from the cards found one by one, for the photos
//! where the ship's silhouette gives none (a white table round white
//! cards, a ship small in a large frame): each card's place follows from
//! its neighbours, one card width along or one card height across, so a
//! ship under perspective keeps its rows and columns.
//!
//! Leaves out cards the finder missed: their cells are simply not in the
//! grid (the table is asked about the cell like any other doubtful one),
//! and a ship whose cards were found in two groups with no neighbour in
//! common is not fitted.

use std::collections::HashMap;

use super::geometry::{self, Point};

/// The grid fitted: its size and, per card, where it lies.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub rows: usize,
    pub cols: usize,
    /// Row, column, the card's index in the input and its corners from its
    /// top-left in the ship's frame; row by row.
    pub cells: Vec<(usize, usize, usize, [Point; 4])>,
}

/// A card's frame in the photo: centre, unit axes along its short sides
/// (the ship's rows run this way) and along its long sides, and its width
/// and height. Each axis is the mean of the card's two opposite sides, so
/// a corner pulled off by a chip over the edge tilts it half as much, and
/// the axes need not be square: under perspective a card's sides shear.
#[derive(Debug, Clone, Copy)]
struct Frame {
    c: Point,
    ux: (f64, f64),
    uy: (f64, f64),
    w: f64,
    h: f64,
}

fn frame(q: &[Point; 4]) -> Frame {
    // A card read a quarter turn (a squarish outline) starts on a long side.
    let q = &if q[0].dist(q[1]) + q[2].dist(q[3]) > q[1].dist(q[2]) + q[3].dist(q[0]) {
        [q[1], q[2], q[3], q[0]]
    } else {
        *q
    };
    let sum =
        |a: Point, b: Point, c: Point, d: Point| (b.x - a.x + c.x - d.x, b.y - a.y + c.y - d.y);
    let unit = |(x, y): (f64, f64)| {
        let n = x.hypot(y).max(1e-9);
        (x / n, y / n)
    };
    let (mut ux, mut uy) = (
        unit(sum(q[0], q[1], q[2], q[3])),
        unit(sum(q[0], q[3], q[2], q[1])),
    );
    // The card's long side points down the photo: a ship is photographed
    // roughly upright, and a card read upside down lies the same way.
    if ux.0 < 0.0 {
        (ux, uy) = ((-ux.0, -ux.1), (-uy.0, -uy.1));
    }
    Frame {
        c: geometry::centre(q),
        ux,
        uy,
        w: (q[0].dist(q[1]) + q[2].dist(q[3])) / 2.0,
        h: (q[1].dist(q[2]) + q[3].dist(q[0])) / 2.0,
    }
}

/// How far (in cards) a neighbour may lie from a whole number of cells:
/// a ship's cards touch or nearly, though laid by hand a card sits up to
/// a fifth of a card off its row; loose cards in a row lie further apart
/// (three cards dealt side by side are no ship).
const MAX_OFF: f64 = 0.25;
/// How far (the sine of the angle) a neighbour's rows may turn from a
/// card's: a ship's cards are laid square, but under a camera's
/// perspective neighbours' sides differ by up to about 8°.
const MAX_TURN: f64 = 0.2;
/// The share of card-sized outlines that may join no grid: a card found
/// with a strip of its neighbour, or two cards as one, joins none (two
/// in eight on the development sets' busiest ships), while loose cards
/// dealt apart join none at all.
const MAY_JOIN_NONE: f64 = 0.3;
/// The fewest cards a fitted grid holds.
const MIN_CARDS: usize = 3;
/// The fewest cards a fitted grid of one row or one column holds: three
/// cards touching in a row are as likely a hand laid out as a ship, while
/// three in two rows and two columns (a corner of a ship whose other
/// cards carry chips over their edges, or lie in the light) are a ship.
const MIN_CARDS_IN_LINE: usize = 4;

/// The step in cells from card `a` to card `b`, measured in `a`'s frame:
/// `None` unless `b` lies a whole number of cards away along the rows and
/// the columns (within [`MAX_OFF`]) and at most two cells off.
fn step(a: &Frame, b: &Frame) -> Option<(i64, i64)> {
    let (dx, dy) = (b.c.x - a.c.x, b.c.y - a.c.y);
    // (dx, dy) = u·ux + v·uy, solved for u and v.
    let det = a.ux.0 * a.uy.1 - a.ux.1 * a.uy.0;
    if det.abs() < 0.5 {
        return None;
    }
    let u = (dx * a.uy.1 - dy * a.uy.0) / det;
    let v = (a.ux.0 * dy - a.ux.1 * dx) / det;
    // Cards in a ship touch or nearly: a pitch a little over the card.
    let (pu, pv) = (a.w.max(b.w) * PITCH.0, a.h.max(b.h) * PITCH.1);
    let (cu, cv) = ((u / pu).round(), (v / pv).round());
    let off = ((u - cu * pu) / a.w).abs().max(((v - cv * pv) / a.h).abs());
    let near = cu.abs() <= 2.0 && cv.abs() <= 2.0 && (cu, cv) != (0.0, 0.0);
    let level = (a.ux.0 * b.ux.1 - a.ux.1 * b.ux.0).abs() < MAX_TURN;
    (near && level && off < MAX_OFF).then_some((cu as i64, cv as i64))
}

/// The ship the cards (their corners) form; `None` when fewer than three
/// cards join into one grid (four in a single row or column), when over
/// [`MAY_JOIN_NONE`] of them join none, or when two land in one cell.
pub fn fit(quads: &[[Point; 4]]) -> Option<Fitted> {
    let fitted = fit_from(quads, MIN_CARDS)?;
    let line = fitted.rows == 1 || fitted.cols == 1;
    (!line || fitted.cells.len() >= MIN_CARDS_IN_LINE).then_some(fitted)
}

/// The start of a ship from as few as two neighbouring cards, in a line
/// or not: too little to be a ship by itself, it is one only when the
/// cells placed round it show cards (the caller grows it and judges).
pub fn seed(quads: &[[Point; 4]]) -> Option<Fitted> {
    fit_from(quads, 2)
}

/// [`fit`] with at least `min_cards` cards joined, and none of the rule
/// for a single row or column.
fn fit_from(quads: &[[Point; 4]], min_cards: usize) -> Option<Fitted> {
    if quads.len() < min_cards {
        return None;
    }
    let frames: Vec<Frame> = quads.iter().map(frame).collect();
    let kept = apart(quads, &frames, &card_sized(quads, &frames));
    let place = largest_group(&kept, &frames);
    let joined = place.len() as f64 >= (1.0 - MAY_JOIN_NONE) * kept.len() as f64;
    if place.len() < min_cards || !joined {
        return None;
    }
    let (min_u, min_v) = place
        .values()
        .fold((i64::MAX, i64::MAX), |(a, b), &(u, v)| (a.min(u), b.min(v)));
    let mut taken: HashMap<(i64, i64), usize> = HashMap::new();
    for (&card, &(u, v)) in &place {
        if taken.insert((v - min_v, u - min_u), card).is_some() {
            return None;
        }
    }
    let rows = taken.keys().map(|k| k.0 + 1).max()? as usize;
    let cols = taken.keys().map(|k| k.1 + 1).max()? as usize;
    let mut cells: Vec<(usize, usize, usize, [Point; 4])> = taken
        .iter()
        .map(|(&(row, col), &card)| {
            let quad = upright(&quads[card], &frames[card]);
            (row as usize, col as usize, card, quad)
        })
        .collect();
    cells.sort_by_key(|c| (c.0, c.1));
    Some(Fitted { rows, cols, cells })
}

impl Fitted {
    /// Where the card at (`row`, `col`) would lie: its centre from the
    /// fitted cards' centres ([`Fitted::centre_at`]), its corners the
    /// nearest fitted card's (fewest cells away) around it. The cell may
    /// lie outside the grid (a row or column before the first is
    /// negative): a ship's edge whose cards the finder missed. `None` for
    /// a cell already fitted, or none fitted at all.
    pub fn predicted(&self, quads: &[[Point; 4]], row: i64, col: i64) -> Option<[Point; 4]> {
        let at = |c: &(usize, usize, usize, [Point; 4])| (c.0 as i64, c.1 as i64);
        if self.cells.iter().any(|c| at(c) == (row, col)) {
            return None;
        }
        let gap =
            |c: &(usize, usize, usize, [Point; 4])| (row - at(c).0).abs() + (col - at(c).1).abs();
        let near = self.cells.iter().min_by_key(|c| gap(c))?;
        let f = frame(quads.get(near.2)?);
        let (pu, pv) = (f.w * PITCH.0, f.h * PITCH.1);
        let prior = (
            Point::new(pu * f.ux.0, pu * f.ux.1),
            Point::new(pv * f.uy.0, pv * f.uy.1),
        );
        let centre = self.centre_at(row, col, prior)?;
        let from = geometry::centre(&near.3);
        Some(
            near.3
                .map(|p| Point::new(p.x - from.x + centre.x, p.y - from.y + centre.y)),
        )
    }

    /// The centre of cell (`row`, `col`): a least-squares fit of the fitted
    /// cards' centres as that centre plus whole steps along the rows and
    /// across them, each card weighted by how near the cell it lies, so
    /// the perspective near it rules and the ship's own pitch (its gaps)
    /// is measured, not assumed. The steps are held lightly to `prior`
    /// (a card's size times [`PITCH`] along its axes), which settles a
    /// step no two fitted cards measure (a ship fitted from one row).
    fn centre_at(&self, row: i64, col: i64, prior: (Point, Point)) -> Option<Point> {
        let mut normal = [[0f64; 3]; 3];
        let (mut rx, mut ry) = ([0f64; 3], [0f64; 3]);
        for &(r, c, _, quad) in &self.cells {
            let (du, dv) = ((c as i64 - col) as f64, (r as i64 - row) as f64);
            let weight = 1.0 / (1.0 + du * du + dv * dv);
            let basis = [1.0, du, dv];
            let centre = geometry::centre(&quad);
            for i in 0..3 {
                for j in 0..3 {
                    normal[i][j] += weight * basis[i] * basis[j];
                }
                rx[i] += weight * basis[i] * centre.x;
                ry[i] += weight * basis[i] * centre.y;
            }
        }
        for (i, step) in [(1, prior.0), (2, prior.1)] {
            normal[i][i] += PRIOR_WEIGHT;
            rx[i] += PRIOR_WEIGHT * step.x;
            ry[i] += PRIOR_WEIGHT * step.y;
        }
        Some(Point::new(solve3(normal, rx)?[0], solve3(normal, ry)?[0]))
    }
}

/// How strongly a cell's steps hold to a card's size times [`PITCH`],
/// against a weight of one for a fitted card at the cell itself: enough
/// to settle a step the cards leave open, too little to outweigh two
/// neighbours that measure it.
const PRIOR_WEIGHT: f64 = 0.02;

/// `a · x = b` for three unknowns (Cramer's rule); `None` when `a` is
/// singular.
fn solve3(a: [[f64; 3]; 3], b: [f64; 3]) -> Option<[f64; 3]> {
    let det = |m: [[f64; 3]; 3]| {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    };
    let d = det(a);
    if d.abs() < 1e-12 {
        return None;
    }
    let column = |k: usize| {
        let mut m = a;
        for i in 0..3 {
            m[i][k] = b[i];
        }
        det(m) / d
    };
    Some([column(0), column(1), column(2)])
}

/// A ship's pitch over a card's width and height: cards touch or nearly.
const PITCH: (f64, f64) = (1.04, 1.03);

/// The largest group of cards joined by neighbour steps, each card's
/// place in cells (along the rows, across them). A group grows from its
/// first card through the nearest neighbours first, so each step is
/// measured where the perspective is local; a card found wrongly (two
/// cards as one) only starts a group of its own.
fn largest_group(kept: &[usize], frames: &[Frame]) -> HashMap<usize, (i64, i64)> {
    let mut edges: Vec<(f64, usize, usize, (i64, i64))> = Vec::new();
    for &i in kept {
        for &j in kept {
            let (a, b) = (&frames[i], &frames[j]);
            if let Some(s) = (i != j).then(|| step(a, b)).flatten() {
                edges.push((a.c.dist(b.c) / a.h, i, j, s));
            }
        }
    }
    edges.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut best: HashMap<usize, (i64, i64)> = HashMap::new();
    let mut seen: Vec<usize> = Vec::new();
    for &first in kept {
        if seen.contains(&first) {
            continue;
        }
        let mut place = HashMap::from([(first, (0, 0))]);
        let mut grew = true;
        while grew {
            grew = false;
            for &(_, i, j, (du, dv)) in &edges {
                if let (Some(&(cu, cv)), false) = (place.get(&i), place.contains_key(&j)) {
                    place.insert(j, (cu + du, cv + dv));
                    grew = true;
                }
            }
        }
        seen.extend(place.keys());
        if place.len() > best.len() {
            best = place;
        }
    }
    best
}

/// How much larger than the median card found a ship's card may look
/// (perspective makes near cards larger): anything larger is a patch of
/// table or a box taken for a card, and would hide the cards inside it.
const MAX_SIZE: f64 = 2.5;
/// How much smaller: anything smaller is a chip's outline or a piece of a
/// card, which would count against the fit as a card joining no group.
const MIN_SIZE: f64 = 0.4;
/// A found "card" holding the centres of this many card-sized others is
/// several cards found as one (touching cards whose seam was missed).
const MERGED: usize = 2;
/// Card-sized, for [`MERGED`]: a share of the median card's area that a
/// chip's outline found as a quad stays below.
const CARD_SIZED: f64 = 0.3;
/// A ship's cards all stand the same way: one whose long sides run
/// across the median card's (the sine of the angle between them over
/// this) is two cards side by side found as one.
const ACROSS: f64 = 0.7;

/// The cards that may be a ship's: about the median card's size and
/// turned its way, and not several cards found as one.
fn card_sized(quads: &[[Point; 4]], frames: &[Frame]) -> Vec<usize> {
    let area = |i: usize| frames[i].w * frames[i].h;
    let mut by_area: Vec<usize> = (0..frames.len()).collect();
    by_area.sort_by(|&a, &b| area(a).total_cmp(&area(b)));
    let Some(&typical) = by_area.get(by_area.len() / 2) else {
        return Vec::new();
    };
    let (median, along) = (area(typical), frames[typical].ux);
    let holds = |i: usize| {
        (0..frames.len())
            .filter(|&j| j != i && area(j) >= median * CARD_SIZED && area(j) < area(i))
            .filter(|&j| geometry::inside(&quads[i], frames[j].c))
            .count()
    };
    let turned = |i: usize| (along.0 * frames[i].ux.1 - along.1 * frames[i].ux.0).abs() > ACROSS;
    (0..frames.len())
        .filter(|&i| (median * MIN_SIZE..=median * MAX_SIZE).contains(&area(i)))
        .filter(|&i| holds(i) < MERGED && !turned(i))
        .collect()
}

/// Of the `candidates`, the cards that are not a piece of another found
/// twice (a chip's outline or half a card inside a whole one): of two
/// whose outlines hold each other's centre, the larger.
fn apart(quads: &[[Point; 4]], frames: &[Frame], candidates: &[usize]) -> Vec<usize> {
    let mut by_size: Vec<usize> = candidates.to_vec();
    by_size.sort_by(|&a, &b| (frames[b].w * frames[b].h).total_cmp(&(frames[a].w * frames[a].h)));
    let mut kept: Vec<usize> = Vec::new();
    for i in by_size {
        let overlaps = kept.iter().any(|&k| {
            geometry::inside(&quads[k], frames[i].c) || geometry::inside(&quads[i], frames[k].c)
        });
        if !overlaps {
            kept.push(i);
        }
    }
    kept.sort_unstable();
    kept
}

/// The card's corners starting from its top-left in the ship's frame.
fn upright(q: &[Point; 4], f: &Frame) -> [Point; 4] {
    let along = (q[1].x - q[0].x) * f.ux.0 + (q[1].y - q[0].y) * f.ux.1;
    if along >= 0.0 {
        *q
    } else {
        [q[2], q[3], q[0], q[1]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card of 100×140 photo pixels at column `col`, row `row` of a ship
    /// turned by `turn` radians, cards 4 % apart.
    fn card(col: f64, row: f64, turn: f64) -> [Point; 4] {
        let (c, s) = (turn.cos(), turn.sin());
        let at = |x: f64, y: f64| {
            let (x, y) = (500.0 + x, 400.0 + y);
            Point::new(
                500.0 + c * (x - 500.0) - s * (y - 400.0),
                400.0 + s * (x - 500.0) + c * (y - 400.0),
            )
        };
        let (x, y) = (col * 104.0, row * 144.0);
        [
            at(x, y),
            at(x + 100.0, y),
            at(x + 100.0, y + 140.0),
            at(x, y + 140.0),
        ]
    }

    #[test]
    fn touching_cards_turned_in_the_photo_give_their_rows_and_columns() {
        let quads = vec![
            card(0.0, 0.0, 0.2),
            card(1.0, 0.0, 0.2),
            card(2.0, 1.0, 0.2),
            card(1.0, 1.0, 0.2),
        ];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 3));
        let places: Vec<(usize, usize, usize)> =
            fitted.cells.iter().map(|c| (c.0, c.1, c.2)).collect();
        assert_eq!(places, vec![(0, 0, 0), (0, 1, 1), (1, 1, 3), (1, 2, 2)]);
    }

    /// Laid by hand, a row may sit a fifth of a card along from the one
    /// above it: still one ship, each card in its own column.
    #[test]
    fn cards_laid_a_little_off_their_rows_are_still_a_ship() {
        let shifted = |col: f64, row: f64| card(col + 0.2, row, 0.1);
        let quads = vec![
            card(0.0, 0.0, 0.1),
            card(1.0, 0.0, 0.1),
            shifted(0.0, 1.0),
            shifted(1.0, 1.0),
        ];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 2));
    }

    /// A cell the finder missed is placed from its nearest fitted card, a
    /// whole pitch away along that card's own axes.
    #[test]
    fn a_missed_cell_is_placed_where_its_neighbours_put_it() {
        let turn = 0.2;
        let quads = vec![
            card(0.0, 0.0, turn),
            card(1.0, 0.0, turn),
            card(2.0, 0.0, turn),
            card(0.0, 1.0, turn),
            card(2.0, 1.0, turn),
        ];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 3));
        let hole = fitted.predicted(&quads, 1, 1).expect("the missing cell");
        let truth = card(1.0, 1.0, turn);
        for (p, t) in hole.iter().zip(truth) {
            assert!(p.dist(t) < 1.0, "{hole:?} is not {truth:?}");
        }
        assert_eq!(fitted.predicted(&quads, 0, 1), None, "a fitted cell");
    }

    /// Laid with wider gaps than most (8 % of a card, not 4 %), a missed
    /// cell is placed at the ship's own pitch, measured from the cards
    /// round it, not at a pitch assumed.
    #[test]
    fn a_missed_cell_is_placed_at_the_ships_own_pitch() {
        let wide = |col: f64, row: f64| card(col * 108.0 / 104.0, row * 152.0 / 144.0, 0.1);
        let quads = vec![
            wide(0.0, 0.0),
            wide(1.0, 0.0),
            wide(2.0, 0.0),
            wide(0.0, 1.0),
            wide(2.0, 1.0),
            wide(1.0, 2.0),
        ];
        let fitted = fit(&quads).expect("a grid");
        let hole = fitted.predicted(&quads, 1, 1).expect("the missing cell");
        let truth = wide(1.0, 1.0);
        for (p, t) in hole.iter().zip(truth) {
            assert!(p.dist(t) < 1.0, "{hole:?} is not {truth:?}");
        }
    }

    /// A ship's last row whose cards the finder joined into one: the cells
    /// past the fitted grid's edge, on either side, are placed the same way.
    #[test]
    fn a_cell_past_the_grids_edge_is_placed_where_its_neighbours_put_it() {
        let turn = -0.15;
        let quads: Vec<[Point; 4]> = (0..3)
            .flat_map(|c| (1..3).map(move |r| card(f64::from(c), f64::from(r), turn)))
            .collect();
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 3));
        for (row, col, truth) in [(-1, 1, card(1.0, 0.0, turn)), (2, 2, card(2.0, 3.0, turn))] {
            let placed = fitted.predicted(&quads, row, col).expect("a cell");
            for (p, t) in placed.iter().zip(truth) {
                assert!(p.dist(t) < 1.0, "{row},{col}: {placed:?} is not {truth:?}");
            }
        }
    }

    #[test]
    fn a_card_read_upside_down_keeps_its_place_and_starts_at_its_top_left() {
        let mut upside = card(1.0, 0.0, 0.0);
        upside.rotate_left(2);
        let quads = vec![
            card(0.0, 0.0, 0.0),
            upside,
            card(2.0, 0.0, 0.0),
            card(1.0, 1.0, 0.0),
        ];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 3));
        assert_eq!(fitted.cells[1].3, card(1.0, 0.0, 0.0));
    }

    #[test]
    fn half_a_card_found_inside_a_whole_one_is_not_a_second_card() {
        let whole = card(1.0, 0.0, 0.0);
        let half = [
            whole[0],
            whole[1],
            Point::new(whole[1].x, whole[1].y + 70.0),
            Point::new(whole[0].x, whole[0].y + 70.0),
        ];
        let quads = vec![
            card(0.0, 0.0, 0.0),
            whole,
            half,
            card(2.0, 0.0, 0.0),
            card(0.0, 1.0, 0.0),
        ];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!(fitted.cells.len(), 4);
        assert!(fitted.cells.iter().all(|c| c.2 != 2));
    }

    #[test]
    fn two_touching_cards_found_as_one_hide_neither() {
        let (left, right) = (card(0.0, 0.0, 0.0), card(1.0, 0.0, 0.0));
        let both = [left[0], right[1], right[2], left[3]];
        let quads = vec![both, left, right, card(0.0, 1.0, 0.0), card(1.0, 1.0, 0.0)];
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols), (2, 2));
        assert!(fitted.cells.iter().all(|c| c.2 != 0));
    }

    #[test]
    fn two_cards_found_as_one_side_by_side_and_a_chips_outline_do_not_count_against_the_fit() {
        let mut quads: Vec<[Point; 4]> = (0..2)
            .flat_map(|row| (0..3).map(move |col| card(f64::from(col), f64::from(row), 0.0)))
            .collect();
        let (left, right) = (card(0.0, 2.0, 0.0), card(1.0, 2.0, 0.0));
        quads.push([left[0], right[1], right[2], left[3]]);
        let chip = card(2.0, 2.0, 0.0);
        quads.push([
            chip[0],
            Point::new(chip[0].x + 40.0, chip[0].y),
            Point::new(chip[0].x + 40.0, chip[0].y + 40.0),
            Point::new(chip[0].x, chip[0].y + 40.0),
        ]);
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols, fitted.cells.len()), (2, 3, 6));
    }

    #[test]
    fn a_patch_of_table_far_larger_than_the_cards_is_no_card() {
        let table = [
            Point::new(0.0, 300.0),
            Point::new(2000.0, 300.0),
            Point::new(2000.0, 3000.0),
            Point::new(0.0, 3000.0),
        ];
        let mut quads: Vec<[Point; 4]> = (0..3)
            .flat_map(|row| (0..2).map(move |col| card(f64::from(col), f64::from(row), 0.0)))
            .collect();
        quads.push(table);
        let fitted = fit(&quads).expect("a grid");
        assert_eq!((fitted.rows, fitted.cols, fitted.cells.len()), (3, 2, 6));
    }

    /// The outlines found on a photo of the second generator (svg-standard,
    /// seed 7035): eight cards of a ship seen at a slant, each card's
    /// sides sheared and turned up to 7° from its neighbours', and three
    /// chips and pips found as small quads inside cards.
    #[test]
    fn a_ship_under_perspective_keeps_its_rows_and_columns() {
        let found: [[(f64, f64); 4]; 11] = [
            [
                (1919.0, 1735.0),
                (2312.0, 1821.0),
                (2242.0, 2363.0),
                (1859.0, 2246.0),
            ],
            [
                (1670.0, 84.0),
                (2036.0, 51.0),
                (1994.0, 602.0),
                (1632.0, 602.0),
            ],
            [
                (1626.0, 624.0),
                (1984.0, 621.0),
                (1951.0, 1159.0),
                (1594.0, 1134.0),
            ],
            [
                (1594.0, 1154.0),
                (1945.0, 1195.0),
                (1892.0, 1718.0),
                (1547.0, 1647.0),
            ],
            [
                (1557.0, 1662.0),
                (1912.0, 1733.0),
                (1841.0, 2241.0),
                (1513.0, 2147.0),
            ],
            [
                (1224.0, 1599.0),
                (1532.0, 1666.0),
                (1481.0, 2146.0),
                (1181.0, 2055.0),
            ],
            [
                (961.0, 1090.0),
                (1243.0, 1115.0),
                (1204.0, 1581.0),
                (935.0, 1534.0),
            ],
            [
                (931.0, 1543.0),
                (1206.0, 1601.0),
                (1167.0, 2056.0),
                (898.0, 1977.0),
            ],
            [
                (1954.0, 1854.0),
                (2090.0, 1914.0),
                (2042.0, 2058.0),
                (1882.0, 2066.0),
            ],
            [
                (1814.0, 994.0),
                (1894.0, 990.0),
                (1890.0, 1090.0),
                (1814.0, 1074.0),
            ],
            [
                (1610.0, 1734.0),
                (1654.0, 1746.0),
                (1654.0, 1806.0),
                (1610.0, 1846.0),
            ],
        ];
        let quads: Vec<[Point; 4]> = found
            .iter()
            .map(|q| q.map(|(x, y)| Point::new(x, y)))
            .collect();
        let fitted = fit(&quads).expect("a grid");
        let places: Vec<(usize, usize, usize)> =
            fitted.cells.iter().map(|c| (c.0, c.1, c.2)).collect();
        assert_eq!((fitted.rows, fitted.cols), (4, 4));
        assert_eq!(
            places,
            vec![
                (0, 2, 1),
                (1, 2, 2),
                (2, 0, 6),
                (2, 2, 3),
                (3, 0, 7),
                (3, 1, 5),
                (3, 2, 4),
                (3, 3, 0)
            ]
        );
    }

    #[test]
    fn cards_dealt_in_a_row_with_gaps_are_no_ship() {
        let row = |col: f64| card(col * 1.25, 0.0, 0.0);
        assert_eq!(fit(&[row(0.0), row(1.0), row(2.0), row(3.0)]), None);
    }

    /// A corner of a ship (the cards beside it hidden by chips over their
    /// edges) is a ship; three cards touching in a row may be a hand laid
    /// out, and are not.
    #[test]
    fn three_cards_in_two_rows_are_a_ship_and_three_in_a_row_are_not() {
        let corner = [
            card(0.0, 0.0, 0.1),
            card(1.0, 0.0, 0.1),
            card(1.0, 1.0, 0.1),
        ];
        let fitted = fit(&corner).expect("a ship's corner");
        assert_eq!((fitted.rows, fitted.cols, fitted.cells.len()), (2, 2, 3));
        let row = [
            card(0.0, 0.0, 0.1),
            card(1.0, 0.0, 0.1),
            card(2.0, 0.0, 0.1),
        ];
        assert_eq!(fit(&row), None);
        let column = [
            card(0.0, 0.0, 0.1),
            card(0.0, 1.0, 0.1),
            card(0.0, 2.0, 0.1),
        ];
        assert_eq!(fit(&column), None);
    }

    /// Six cards of a ship found well and two outlines that are a card
    /// with a strip of its neighbour (larger, off the grid's steps): the
    /// six are still the ship.
    #[test]
    fn two_misfound_outlines_in_eight_do_not_sink_the_ship() {
        let mut quads = vec![
            card(0.0, 0.0, 0.1),
            card(1.0, 0.0, 0.1),
            card(2.0, 0.0, 0.1),
            card(0.0, 1.0, 0.1),
            card(1.0, 1.0, 0.1),
            card(2.0, 1.0, 0.1),
        ];
        for (col, row) in [(0.5, 2.5), (2.5, 3.5)] {
            let q = card(col, row, 0.1);
            let c = geometry::centre(&q);
            quads.push(q.map(|p| Point::new(c.x + 1.3 * (p.x - c.x), c.y + 1.1 * (p.y - c.y))));
        }
        let fitted = fit(&quads).expect("the six are a ship");
        assert_eq!((fitted.rows, fitted.cols, fitted.cells.len()), (2, 3, 6));
    }

    /// Two touching cards are no ship, but the seed of one (the caller
    /// grows it, and keeps it only when cards lie round it); two cards
    /// lying apart seed nothing.
    #[test]
    fn two_neighbouring_cards_seed_a_ship_and_two_apart_do_not() {
        let pair = [card(0.0, 0.0, 0.1), card(1.0, 1.0, 0.1)];
        assert_eq!(fit(&pair), None);
        let start = seed(&pair).expect("a seed");
        assert_eq!((start.rows, start.cols, start.cells.len()), (2, 2, 2));
        let apart = [card(0.0, 0.0, 0.1), card(3.5, 0.0, 0.1)];
        assert_eq!(seed(&apart), None);
    }

    #[test]
    fn cards_lying_apart_are_no_ship() {
        let quads = vec![
            card(0.0, 0.0, 0.0),
            card(3.5, 0.0, 0.0),
            card(0.0, 3.5, 0.0),
        ];
        assert_eq!(fit(&quads), None);
    }
}
