//! Placing one card precisely inside its grid cell: cards sit a little off
//! the grid, so each cell is searched for the card's own edges (its outline,
//! the gap or shadow beside it) before it is read.
//!
//! Leaves out rotation: cards turned more than a degree or two are read
//! from a slightly tilted cut, which the index reader tolerates.

use image::RgbImage;

use super::geometry::{Homography, Point};
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
