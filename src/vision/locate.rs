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

/// The unit-square map of the card inside the cell `cell` (unit → photo).
pub fn refine(photo: &RgbImage, cell: &Homography) -> Homography {
    let (gw, gh) = (
        ((1.0 + 2.0 * MARGIN) * SW as f64) as usize,
        ((1.0 + 2.0 * MARGIN) * SH as f64) as usize,
    );
    // Darkness of the expanded cell.
    let mut dark = vec![0f32; gw * gh];
    for y in 0..gh {
        for x in 0..gw {
            let u = -MARGIN + (x as f64 + 0.5) / gw as f64 * (1.0 + 2.0 * MARGIN);
            let v = -MARGIN + (y as f64 + 0.5) / gh as f64 * (1.0 + 2.0 * MARGIN);
            let p = cell.apply(Point::new(u, v));
            dark[y * gw + x] = 255.0 - luma(sample(photo, p.x, p.y));
        }
    }
    let to_unit_x = |x: f64| -MARGIN + x / gw as f64 * (1.0 + 2.0 * MARGIN);
    let to_unit_y = |y: f64| -MARGIN + y / gh as f64 * (1.0 + 2.0 * MARGIN);
    // Column profile over the card's middle rows, row profile over its
    // middle columns: card edges run across them, ink mostly does not.
    let (y0, y1) = (gh * 35 / 100, gh * 65 / 100);
    let (x0, x1) = (gw * 35 / 100, gw * 65 / 100);
    let col: Vec<f32> = (0..gw)
        .map(|x| (y0..y1).map(|y| dark[y * gw + x]).sum::<f32>() / (y1 - y0) as f32)
        .collect();
    let row: Vec<f32> = (0..gh)
        .map(|y| (x0..x1).map(|x| dark[y * gw + x]).sum::<f32>() / (x1 - x0) as f32)
        .collect();
    let edge = |profile: &[f32], expect: f64, len: usize, to_unit: &dyn Fn(f64) -> f64| -> f64 {
        let centre = ((expect + MARGIN) / (1.0 + 2.0 * MARGIN) * len as f64) as i64;
        let reach = (0.09 / (1.0 + 2.0 * MARGIN) * len as f64) as i64;
        let mut sorted: Vec<f32> = profile.to_vec();
        sorted.sort_by(f32::total_cmp);
        let median = sorted[sorted.len() / 2];
        let mut best: Option<(f32, i64)> = None;
        for i in (centre - reach).max(1)..(centre + reach).min(len as i64 - 1) {
            let v = profile[i as usize];
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        match best {
            // Only a clearly darker line is an edge; else keep the grid's.
            Some((v, i)) if v > median + 25.0 => to_unit(i as f64 + 0.5),
            _ => expect,
        }
    };
    let left = edge(&col, 0.0, gw, &to_unit_x);
    let right = edge(&col, 1.0, gw, &to_unit_x);
    let top = edge(&row, 0.0, gh, &to_unit_y);
    let bottom = edge(&row, 1.0, gh, &to_unit_y);
    let (left, right) = sane(left, right);
    let (top, bottom) = sane(top, bottom);
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

/// Keeps a refined span within 15% of the cell's own size.
fn sane(lo: f64, hi: f64) -> (f64, f64) {
    if (hi - lo - 1.0).abs() > 0.15 {
        (0.0, 1.0)
    } else {
        (lo, hi)
    }
}
