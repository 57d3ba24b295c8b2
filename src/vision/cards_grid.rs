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

use super::find;
use super::geometry::Point;

/// The grid fitted: its size and, per card, where it lies.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub rows: usize,
    pub cols: usize,
    /// Row, column, the card's index in the input and its corners from its
    /// top-left in the ship's frame; row by row.
    pub cells: Vec<(usize, usize, usize, [Point; 4])>,
}

/// A card's frame in the photo: centre, unit axis along its short side
/// (the ship's rows run this way), and its width and height.
#[derive(Debug, Clone, Copy)]
struct Frame {
    c: Point,
    ux: (f64, f64),
    w: f64,
    h: f64,
}

fn frame(q: &[Point; 4]) -> Frame {
    // A card read a quarter turn (a squarish outline) starts on a long side.
    let q = &if q[0].dist(q[1]) > q[1].dist(q[2]) {
        [q[1], q[2], q[3], q[0]]
    } else {
        *q
    };
    let (w, h) = (q[0].dist(q[1]), q[1].dist(q[2]));
    let (mut dx, mut dy) = (
        (q[1].x - q[0].x) / w.max(1e-9),
        (q[1].y - q[0].y) / w.max(1e-9),
    );
    // The card's long side points down the photo: a ship is photographed
    // roughly upright, and a card read upside down lies the same way.
    if dx < 0.0 {
        (dx, dy) = (-dx, -dy);
    }
    Frame {
        c: find::centre(q),
        ux: (dx, dy),
        w,
        h,
    }
}

/// How far (in cards) a neighbour may lie from a whole number of cells:
/// a ship's cards touch or nearly, loose cards in a row lie further apart
/// (three cards dealt side by side are no ship).
const MAX_OFF: f64 = 0.15;
/// The fewest cards a fitted grid holds.
const MIN_CARDS: usize = 4;

/// The step in cells from card `a` to card `b`, measured in `a`'s frame:
/// `None` unless `b` lies a whole number of cards away along the rows and
/// the columns (within [`MAX_OFF`]) and at most two cells off.
fn step(a: &Frame, b: &Frame) -> Option<(i64, i64)> {
    let (dx, dy) = (b.c.x - a.c.x, b.c.y - a.c.y);
    let u = dx * a.ux.0 + dy * a.ux.1;
    let v = -dx * a.ux.1 + dy * a.ux.0;
    // Cards in a ship touch or nearly: a pitch a little over the card.
    let (pu, pv) = (a.w.max(b.w) * 1.04, a.h.max(b.h) * 1.03);
    let (cu, cv) = ((u / pu).round(), (v / pv).round());
    let off = ((u - cu * pu) / a.w).abs().max(((v - cv * pv) / a.h).abs());
    let near = cu.abs() <= 2.0 && cv.abs() <= 2.0 && (cu, cv) != (0.0, 0.0);
    let level = (a.ux.0 * b.ux.1 - a.ux.1 * b.ux.0).abs() < 0.12;
    (near && level && off < MAX_OFF).then_some((cu as i64, cv as i64))
}

/// The ship the cards (their corners) form; `None` when fewer than four
/// cards join into one grid, when a fifth of them join none, or when two
/// land in one cell.
pub fn fit(quads: &[[Point; 4]]) -> Option<Fitted> {
    if quads.len() < MIN_CARDS {
        return None;
    }
    let frames: Vec<Frame> = quads.iter().map(frame).collect();
    let kept = apart(quads, &frames);
    // Grow the grid from the first card through the nearest neighbours
    // first, so each step is measured where the perspective is local.
    let mut edges: Vec<(f64, usize, usize, (i64, i64))> = Vec::new();
    for &i in &kept {
        for &j in &kept {
            let (a, b) = (&frames[i], &frames[j]);
            if let Some(s) = (i != j).then(|| step(a, b)).flatten() {
                edges.push((a.c.dist(b.c) / a.h, i, j, s));
            }
        }
    }
    edges.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut place: HashMap<usize, (i64, i64)> = HashMap::from([(*kept.first()?, (0, 0))]);
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
    if place.len() < MIN_CARDS || place.len() * 10 < kept.len() * 8 {
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

/// The cards that are not a piece of another found twice (a chip's
/// outline or half a card inside a whole one): of two whose outlines hold
/// each other's centre, the larger.
fn apart(quads: &[[Point; 4]], frames: &[Frame]) -> Vec<usize> {
    let mut by_size: Vec<usize> = (0..quads.len()).collect();
    by_size.sort_by(|&a, &b| (frames[b].w * frames[b].h).total_cmp(&(frames[a].w * frames[a].h)));
    let mut kept: Vec<usize> = Vec::new();
    for i in by_size {
        let overlaps = kept
            .iter()
            .any(|&k| find::inside(&quads[k], frames[i].c) || find::inside(&quads[i], frames[k].c));
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
    fn cards_dealt_in_a_row_with_gaps_are_no_ship() {
        let row = |col: f64| card(col * 1.25, 0.0, 0.0);
        assert_eq!(fit(&[row(0.0), row(1.0), row(2.0), row(3.0)]), None);
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
