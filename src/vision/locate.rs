//! Placing one card precisely on its own edges before it is read: cards
//! sit a little off the grid, so each cell of a ship's silhouette grid is
//! searched for the card's outline, the gap or shadow beside it
//! ([`refine`]); a card placed from its neighbours has each side moved
//! onto its edge, tilt included ([`onto_edges`]).
//!
//! Leaves out rotation in [`refine`]: cards turned more than a degree or
//! two are read from a slightly tilted cut, which the index reader
//! tolerates. Leaves out the cards found apart (`find`): their outlines
//! are read as found (moving them onto edges cost the real photos five
//! more wrong or phantom cards).

use image::RgbImage;

use super::geometry::{Homography, Line, Point, UNIT_SQUARE};
use super::raster::{luma, sample};

/// How far beyond the cell the search looks, as a share of the cell.
const MARGIN: f64 = 0.12;
const SW: usize = 90;
const SH: usize = 126;

/// The unit-square map of the card inside the cell `cell` (unit → photo),
/// widened by `pad` (a share of the card) on every side.
///
/// The card is the rectangle, near the cell in place and size, whose four
/// sides run along the strongest brightness steps (outline, gap, shadow).
/// Court-card frames and pip rows are smaller or shorter than a card, so
/// they cannot line up with all four sides at once.
pub fn refine(photo: &RgbImage, cell: &Homography, pad: f64) -> Homography {
    let (gw, gh) = (
        ((1.0 + 2.0 * MARGIN) * SW as f64) as usize,
        ((1.0 + 2.0 * MARGIN) * SH as f64) as usize,
    );
    let mut g = vec![0f32; gw * gh];
    for y in 0..gh {
        for x in 0..gw {
            let u = -MARGIN + (x as f64 + 0.5) / gw as f64 * (1.0 + 2.0 * MARGIN);
            let v = -MARGIN + (y as f64 + 0.5) / gh as f64 * (1.0 + 2.0 * MARGIN);
            let p = cell.apply(Point::new(u, v));
            g[y * gw + x] = luma(sample(photo, p.x, p.y));
        }
    }
    // Edge strength across vertical and horizontal lines, widened by a
    // pixel so a slightly turned card still scores along its whole side.
    let mut ex = vec![0f32; gw * gh];
    let mut ey = vec![0f32; gw * gh];
    for y in 1..gh - 1 {
        for x in 1..gw - 1 {
            let i = y * gw + x;
            ex[i] = (g[i + 1] - g[i - 1]).abs();
            ey[i] = (g[i + gw] - g[i - gw]).abs();
        }
    }
    let widen = |e: &[f32], step: usize| -> Vec<f32> {
        (0..e.len())
            .map(|i| {
                let a = if i >= step { e[i - step] } else { 0.0 };
                let b = if i + step < e.len() { e[i + step] } else { 0.0 };
                e[i].max(a).max(b)
            })
            .collect()
    };
    let ex = widen(&ex, 1);
    let ey = widen(&ey, gw);
    // Prefix sums down each column (ex) and along each row (ey).
    let mut colsum = vec![0f32; gw * (gh + 1)];
    for x in 0..gw {
        for y in 0..gh {
            colsum[(y + 1) * gw + x] = colsum[y * gw + x] + ex[y * gw + x];
        }
    }
    let mut rowsum = vec![0f32; (gw + 1) * gh];
    for y in 0..gh {
        for x in 0..gw {
            rowsum[y * (gw + 1) + x + 1] = rowsum[y * (gw + 1) + x] + ey[y * gw + x];
        }
    }
    let col_seg = |x: usize, y0: usize, y1: usize| colsum[y1 * gw + x] - colsum[y0 * gw + x];
    let row_seg =
        |y: usize, x0: usize, x1: usize| rowsum[y * (gw + 1) + x1] - rowsum[y * (gw + 1) + x0];
    let (cw, ch) = (SW as f64, SH as f64);
    let (ox, oy) = (MARGIN * cw, MARGIN * ch);
    let reach_x = (0.1 * cw) as i64;
    let reach_y = (0.1 * ch) as i64;
    let mut best: Option<(f32, f64, f64, f64, f64)> = None;
    // Width and height apart: a deck's cards need not have the grid's
    // aspect (bridge and poker sizes, gaps along one axis).
    let scales = [0.92, 0.95, 0.98, 1.01];
    for (sx, sy) in scales
        .iter()
        .flat_map(|x| scales.iter().map(move |y| (*x, *y)))
    {
        let (w, h) = ((cw * sx).round() as i64, (ch * sy).round() as i64);
        let (bx, by) = (ox + (cw - w as f64) / 2.0, oy + (ch - h as f64) / 2.0);
        for dy in -reach_y..=reach_y {
            let top = (by as i64 + dy).max(0) as usize;
            let bottom = top + h as usize;
            if bottom >= gh {
                continue;
            }
            for dx in -reach_x..=reach_x {
                let left = (bx as i64 + dx).max(0) as usize;
                let right = left + w as usize;
                if right >= gw {
                    continue;
                }
                let (y0, y1) = (top + h as usize / 10, bottom - h as usize / 10);
                let (x0, x1) = (left + w as usize / 10, right - w as usize / 10);
                let e = (col_seg(left, y0, y1) + col_seg(right, y0, y1)) / (y1 - y0) as f32
                    + (row_seg(top, x0, x1) + row_seg(bottom, x0, x1)) / (x1 - x0) as f32;
                // A mild pull towards the grid's own place.
                let e = e - 0.02 * (dx.abs() + dy.abs()) as f32;
                if best.is_none_or(|b| e > b.0) {
                    best = Some((e, left as f64, top as f64, right as f64, bottom as f64));
                }
            }
        }
    }
    let to_unit_x = |x: f64| -MARGIN + x / gw as f64 * (1.0 + 2.0 * MARGIN);
    let to_unit_y = |y: f64| -MARGIN + y / gh as f64 * (1.0 + 2.0 * MARGIN);
    let (left, top, right, bottom) = match best {
        Some((_, l, t, r, b)) => (to_unit_x(l), to_unit_y(t), to_unit_x(r), to_unit_y(b)),
        None => (0.0, 0.0, 1.0, 1.0),
    };
    let (px, py) = (pad * (right - left), pad * (bottom - top));
    let (left, right, top, bottom) = (left - px, right + px, top - py, bottom + py);
    let corners = [
        Point::new(left, top),
        Point::new(right, top),
        Point::new(right, bottom),
        Point::new(left, bottom),
    ]
    .map(|p| cell.apply(p));
    let unit = [
        Point::new(0.0, 0.0),
        Point::new(1.0, 0.0),
        Point::new(1.0, 1.0),
        Point::new(0.0, 1.0),
    ];
    Homography::from_points(unit, corners).unwrap_or(*cell)
}

/// A card's outline moved onto its edges ([`onto_edges`]).
pub struct Snapped {
    pub quad: [Point; 4],
    /// Each side's mean step from outside to inside, in luma levels
    /// (left, top, right, bottom): a card's sides step into its light
    /// paper; the table between cards steps the other way.
    pub steps: [f32; 4],
}

/// The snapping cut's card width and height, in cut pixels.
const SNAP_W: usize = 100;
const SNAP_H: usize = 140;
/// How far past the card's outline the snapping cut reaches, and how far
/// (as a share of the card) each end of a side may move.
const SNAP_MARGIN: f64 = 0.15;
const SNAP_REACH: f64 = 0.12;
/// Points measured along a side.
const SIDE_SAMPLES: u32 = 40;
/// The fewest of a side's [`SIDE_SAMPLES`] that must lie in the photo for
/// its step to count: a quarter of the side.
const MIN_SHOWN: u32 = 10;
/// What moving a side's end by a cut pixel costs, in luma steps of its
/// edge: enough that a side stays where nothing clearly better lies.
const SNAP_PULL: f32 = 0.4;

/// `quad` (a card's corners, clockwise from its top-left) with each side
/// moved onto the card's own edge nearby ([`best_side`]). An outline
/// straightened from a region a neighbour's paper leaks into, or a card
/// placed from its neighbours, is off by a turn or a tenth of a card,
/// and a cut that far off loses an index.
pub fn onto_edges(photo: &RgbImage, quad: [Point; 4]) -> Snapped {
    let unmoved = Snapped {
        quad,
        steps: [0.0; 4],
    };
    let Some(card) = Homography::from_points(UNIT_SQUARE, quad) else {
        return unmoved;
    };
    let cut = SnapCut::of(photo, &card);
    let mut lines = Vec::with_capacity(4);
    let mut steps = [0f32; 4];
    for (side, step) in steps.iter_mut().enumerate() {
        let Some((line, mean)) = best_side(&cut, side) else {
            return unmoved;
        };
        lines.push(line);
        *step = mean;
    }
    // Corners: top-left (left, top), top-right (top, right), ...
    let corner = |i: usize, j: usize| {
        let p = lines[i].intersect(&lines[j])?;
        Some(card.apply(cut.to_unit(p.x, p.y)))
    };
    match (corner(0, 1), corner(1, 2), corner(2, 3), corner(3, 0)) {
        (Some(a), Some(b), Some(c), Some(d)) => Snapped {
            quad: [a, b, c, d],
            steps,
        },
        _ => unmoved,
    }
}

/// The card and [`SNAP_MARGIN`] round it, cut square-on in luma.
struct SnapCut {
    luma: Vec<f32>,
    /// Whether each cut pixel lies inside the photo: a card the frame
    /// cuts is measured on the part of each side the photo shows.
    shown: Vec<bool>,
    w: usize,
    h: usize,
}

impl SnapCut {
    fn of(photo: &RgbImage, card: &Homography) -> SnapCut {
        let m = SNAP_MARGIN;
        let (w, h) = (
            (SNAP_W as f64 * (1.0 + 2.0 * m)) as usize,
            (SNAP_H as f64 * (1.0 + 2.0 * m)) as usize,
        );
        let mut cut = SnapCut {
            luma: vec![0f32; w * h],
            shown: vec![false; w * h],
            w,
            h,
        };
        let (pw, ph) = (f64::from(photo.width()), f64::from(photo.height()));
        for y in 0..h {
            for x in 0..w {
                let p = card.apply(cut.to_unit(x as f64 + 0.5, y as f64 + 0.5));
                cut.luma[y * w + x] = luma(sample(photo, p.x, p.y));
                cut.shown[y * w + x] = (0.0..pw).contains(&p.x) && (0.0..ph).contains(&p.y);
            }
        }
        cut
    }

    /// A cut pixel position in the card's unit square.
    fn to_unit(&self, x: f64, y: f64) -> Point {
        let m = SNAP_MARGIN;
        Point::new(
            -m + x / self.w as f64 * (1.0 + 2.0 * m),
            -m + y / self.h as f64 * (1.0 + 2.0 * m),
        )
    }

    fn index(&self, x: i64, y: i64) -> usize {
        let (x, y) = (
            x.clamp(0, self.w as i64 - 1) as usize,
            y.clamp(0, self.h as i64 - 1) as usize,
        );
        y * self.w + x
    }

    fn at(&self, x: i64, y: i64) -> f32 {
        self.luma[self.index(x, y)]
    }

    /// Whether the cut pixel lies inside the photo.
    fn shown_at(&self, x: i64, y: i64) -> bool {
        self.shown[self.index(x, y)]
    }

    /// How much lighter the next pixel into the card is than the last
    /// one outside it, across `side` (left, top, right, bottom).
    fn step_in(&self, x: i64, y: i64, side: usize) -> f32 {
        match side {
            0 => self.at(x + 1, y) - self.at(x - 1, y),
            1 => self.at(x, y + 1) - self.at(x, y - 1),
            2 => self.at(x - 1, y) - self.at(x + 1, y),
            _ => self.at(x, y - 1) - self.at(x, y + 1),
        }
    }
}

/// Side `side` (left, top, right, bottom) of the card in `cut`, moved:
/// the line, each of its ends free to move by [`SNAP_REACH`], along
/// which the cut steps most from dark outside to light inside (paper
/// against the table, a seam or a shadow), less [`SNAP_PULL`] per pixel
/// moved; with its mean step. Its middle eight tenths are measured (the
/// corners are rounded). Only steps into light count: the far side of a
/// seam, a neighbour's paper, steps the wrong way for this card. A
/// printed frame line within reach steps into light on its inner side
/// and can catch a side where it is darker than the seam outside.
///
/// Only the part of a side inside the photo is measured: a card the
/// frame cuts steps into light along what shows of its sides (the photo's
/// edge pixels, repeated past it, step nowhere), and a side with less
/// than [`MIN_SHOWN`] of its samples showing steps nowhere.
fn best_side(cut: &SnapCut, side: usize) -> Option<(Line, f32)> {
    let m = SNAP_MARGIN;
    let (x0, y0) = (m * SNAP_W as f64, m * SNAP_H as f64);
    let (x1, y1) = (x0 + SNAP_W as f64, y0 + SNAP_H as f64);
    let ((ax, ay), (bx, by)) = [
        ((x0, y0), (x0, y1)),
        ((x0, y0), (x1, y0)),
        ((x1, y0), (x1, y1)),
        ((x0, y1), (x1, y1)),
    ][side];
    let across_x = side.is_multiple_of(2);
    let reach = (SNAP_REACH * if across_x { SNAP_W } else { SNAP_H } as f64) as i64;
    let mut best: Option<(f32, i64, i64, f32)> = None;
    for da in -reach..=reach {
        for db in -reach..=reach {
            let (mut total, mut shown) = (0f32, 0u32);
            for k in 0..SIDE_SAMPLES {
                let t = 0.1 + 0.8 * (f64::from(k) + 0.5) / f64::from(SIDE_SAMPLES);
                let d = da as f64 + (db - da) as f64 * t;
                let (x, y) = if across_x {
                    (ax + d, ay + (by - ay) * t)
                } else {
                    (ax + (bx - ax) * t, ay + d)
                };
                let (x, y) = (x.round() as i64, y.round() as i64);
                if cut.shown_at(x, y) {
                    total += cut.step_in(x, y, side);
                    shown += 1;
                }
            }
            let mean = if shown >= MIN_SHOWN {
                total / shown as f32
            } else {
                0.0
            };
            let e = mean - SNAP_PULL * (da.abs() + db.abs()) as f32;
            if best.is_none_or(|b| e > b.0) {
                best = Some((e, da, db, mean));
            }
        }
    }
    let (_, da, db, mean) = best?;
    let (da, db) = (da as f64, db as f64);
    let (a, b) = if across_x {
        (Point::new(ax + da, ay), Point::new(bx + db, by))
    } else {
        (Point::new(ax, ay + da), Point::new(bx, by + db))
    };
    Some((Line::through(a, b)?, mean))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use image::Rgb;

    /// Cards of 100×140 pixels on a dark table: a light card at each place
    /// in `cards`, each with a court's frame line 12 pixels inside it,
    /// thin and grey as a printed line is in a photo.
    fn table(cards: &[(u32, u32)]) -> RgbImage {
        RgbImage::from_fn(500, 500, |x, y| {
            let on = cards
                .iter()
                .find(|&&(cx, cy)| (cx..cx + 100).contains(&x) && (cy..cy + 140).contains(&y));
            match on {
                Some(&(cx, cy)) => {
                    let (u, v) = (x - cx, y - cy);
                    let frame = (12..88).contains(&u)
                        && (12..128).contains(&v)
                        && !((14..86).contains(&u) && (14..126).contains(&v));
                    if frame {
                        Rgb([90, 90, 100])
                    } else {
                        Rgb([235, 232, 228])
                    }
                }
                None => Rgb([20, 40, 30]),
            }
        })
    }

    /// An upright 100×140 card's corners with its top-left at `(x, y)`.
    pub(in crate::vision) fn card_at(x: f64, y: f64) -> [Point; 4] {
        [
            Point::new(x, y),
            Point::new(x + 100.0, y),
            Point::new(x + 100.0, y + 140.0),
            Point::new(x, y + 140.0),
        ]
    }

    /// A card placed a tenth of a card off, with one corner pulled in (a
    /// neighbour's paper leaking into its outline), lands on its edges,
    /// not on its frame line.
    #[test]
    fn a_card_placed_off_its_edges_is_moved_onto_them() {
        let photo = table(&[(200, 180)]);
        let mut placed = card_at(208.0, 172.0);
        placed[2] = Point::new(302.0, 306.0);
        let snapped = onto_edges(&photo, placed);
        for (p, t) in snapped.quad.iter().zip(card_at(200.0, 180.0)) {
            assert!(p.dist(t) < 2.5, "{:?} is not {t:?}", snapped.quad);
        }
        assert!(
            snapped.steps.iter().all(|s| *s > 60.0),
            "{:?}",
            snapped.steps
        );
    }

    /// A card hanging off the top of the photo, turned 8° (a ship's top
    /// row at the frame's edge): its left and right sides step into light
    /// as clearly as its bottom does, along the part the photo shows. The
    /// photo's edge pixels, repeated past it, step nowhere along a turned
    /// side; measured with them, such sides stepped a third less, and on
    /// the second generator's seed 8000 photo 0010 the 5♦ and 6♥ of the
    /// top row fell under the bar a placed card must pass, unread.
    #[test]
    fn a_card_the_frame_cuts_steps_into_light_along_what_shows() {
        let (sin, cos) = 8f64.to_radians().sin_cos();
        let (cx, cy) = (250.0, 10.0);
        let corner = |u: f64, v: f64| Point::new(cx + u * cos - v * sin, cy + u * sin + v * cos);
        let card = [
            corner(-50.0, -70.0),
            corner(50.0, -70.0),
            corner(50.0, 70.0),
            corner(-50.0, 70.0),
        ];
        let photo = RgbImage::from_fn(500, 300, |x, y| {
            let p = Point::new(f64::from(x) + 0.5, f64::from(y) + 0.5);
            if crate::vision::geometry::inside(&card, p) {
                Rgb([235, 232, 228])
            } else {
                Rgb([20, 40, 30])
            }
        });
        let snapped = onto_edges(&photo, card);
        let [left, _, right, bottom] = snapped.steps;
        assert!(bottom > 150.0, "{:?}", snapped.steps);
        for side in [left, right] {
            assert!(side > 0.9 * bottom, "{:?}", snapped.steps);
        }
    }

    /// The table showing through a hole in a ship: its sides step from the
    /// neighbours' paper into the dark table, never into light.
    #[test]
    fn a_hole_between_cards_shows_no_step_into_light() {
        let photo = table(&[(40, 170), (252, 170), (146, 24), (146, 316)]);
        let snapped = onto_edges(&photo, card_at(146.0, 170.0));
        assert!(
            snapped.steps.iter().all(|s| *s < 10.0),
            "{:?}",
            snapped.steps
        );
    }
}
