//! Finding the ship: the cards merge into one bright region, so the grid is
//! fitted to that region as a whole — its four outer sides give the
//! perspective, and the periodicity of what is printed on the cards (borders,
//! corner indices) gives the card pitch, hence rows and columns.
//!
//! Leaves out reading the cards (`read`) and aligning to a shape (`api`).

use image::RgbImage;

use super::geometry::{Homography, Line, Point};
use super::raster::{self, luma, Mask};
use super::table;
use crate::rng::Rng;

/// The ship's silhouette on the working image: card paper (whiter than
/// the photo's Otsu level, or on a lighter table standing out from it),
/// gaps bridged, ink and chips filled in.
pub fn silhouette(work: &RgbImage) -> Mask {
    let (w, h) = (work.width() as usize, work.height() as usize);
    let whiteness: Vec<u8> = work.pixels().map(|p| p[0].min(p[1]).min(p[2])).collect();
    let t = raster::otsu(whiteness.iter().copied()).max(60);
    let mut paper = Mask::new(w, h);
    // On a table lighter than the Otsu level, the table would be paper.
    match table::lighter_than(t, &whiteness, w, h) {
        Some(surface) => {
            let out = table::stands_out(&whiteness, &surface, table::STANDS_OUT);
            for (m, o) in paper.v.iter_mut().zip(out) {
                *m = o;
            }
        }
        None => {
            for (m, v) in paper.v.iter_mut().zip(&whiteness) {
                *m = *v > t;
            }
        }
    }
    let r = (w.max(h) / 200).max(2);
    let closed = raster::close(&paper, r);
    let (labels, sizes) = raster::components(&closed);
    let largest = sizes.iter().skip(1).copied().max().unwrap_or(0);
    let min_size = (largest / 4).max(w * h / 2000);
    let mut keep = Mask::new(w, h);
    for (k, l) in keep.v.iter_mut().zip(&labels) {
        *k = *l != 0 && sizes[*l as usize] >= min_size;
    }
    raster::fill_holes(&keep)
}

/// A grid fitted to a silhouette, in working-image pixels.
#[derive(Debug, Clone)]
pub struct GridFit {
    pub rows: usize,
    pub cols: usize,
    /// Top-left, top-right, bottom-right, bottom-left of the ship's bounding
    /// rectangle of cells.
    pub quad: [Point; 4],
    /// Maps the unit square (x right, y down) onto `quad`.
    pub unit_to_image: Homography,
    /// Share of each cell (row-major) covered by the silhouette.
    pub cover: Vec<f64>,
    /// How sure the pitch estimate is, 0–1.
    pub pitch_confidence: f64,
}

/// Boundary pixels with their outward normal angle (radians).
fn boundary(mask: &Mask) -> Vec<(Point, f64)> {
    let (w, h) = (mask.w as i64, mask.h as i64);
    let val = |x: i64, y: i64| -> f64 {
        // A 5×5 box average: a smooth enough normal for a pixel edge.
        let mut s = 0;
        for dy in -2..=2 {
            for dx in -2..=2 {
                s += i32::from(mask.get(x + dx, y + dy));
            }
        }
        f64::from(s)
    };
    let mut out = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if !mask.get(x, y) {
                continue;
            }
            let edge = !mask.get(x - 1, y)
                || !mask.get(x + 1, y)
                || !mask.get(x, y - 1)
                || !mask.get(x, y + 1);
            if !edge {
                continue;
            }
            let gx = val(x + 1, y) - val(x - 1, y);
            let gy = val(x, y + 1) - val(x, y - 1);
            if gx == 0.0 && gy == 0.0 {
                continue;
            }
            out.push((Point::new(x as f64 + 0.5, y as f64 + 0.5), (-gy).atan2(-gx)));
        }
    }
    out
}

fn angle_diff(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(std::f64::consts::TAU);
    d.min(std::f64::consts::TAU - d)
}

/// The outermost straight side of the silhouette facing `normal`.
fn side_line(points: &[(Point, f64)], normal: f64, rng: &mut Rng) -> Option<Line> {
    let cands: Vec<Point> = points
        .iter()
        .filter(|(_, a)| angle_diff(*a, normal) < 30f64.to_radians())
        .map(|(p, _)| *p)
        .collect();
    if cands.len() < 8 {
        return None;
    }
    let (nx, ny) = (normal.cos(), normal.sin());
    let allowed_out = (points.len() / 100).max(3);
    let mut best: Option<(usize, Line)> = None;
    for _ in 0..400 {
        let p = cands[rng.below(cands.len())];
        let q = cands[rng.below(cands.len())];
        if p.dist(q) < 8.0 {
            continue;
        }
        let Some(mut line) = Line::through(p, q) else {
            continue;
        };
        if line.a * nx + line.b * ny < 0.0 {
            line = Line {
                a: -line.a,
                b: -line.b,
                c: -line.c,
            };
        }
        if line.a * nx + line.b * ny < 30f64.to_radians().cos() {
            continue;
        }
        let outside = points
            .iter()
            .filter(|(pt, _)| line.signed_dist(*pt) > 3.0)
            .count();
        if outside > allowed_out {
            continue;
        }
        let inliers = cands
            .iter()
            .filter(|pt| line.signed_dist(**pt).abs() < 1.8)
            .count();
        if best.as_ref().is_none_or(|(n, _)| inliers > *n) {
            best = Some((inliers, line));
        }
    }
    let (_, line) = best?;
    let inliers: Vec<Point> = cands
        .iter()
        .copied()
        .filter(|pt| line.signed_dist(*pt).abs() < 1.8)
        .collect();
    Line::fit(&inliers).or(Some(line))
}

/// Fits the ship's grid to `mask`, using `work`'s pixels for the pitch.
pub fn fit(work: &RgbImage, mask: &Mask) -> Option<GridFit> {
    let points = boundary(mask);
    if points.len() < 40 {
        return None;
    }
    // The dominant edge direction, modulo a right angle.
    let mut hist = [0f64; 90];
    for (_, a) in &points {
        let deg = a.to_degrees().rem_euclid(90.0);
        hist[(deg as usize).min(89)] += 1.0;
    }
    let smooth: Vec<f64> = (0..90)
        .map(|i| (0..5).map(|k| hist[(i + 88 + k) % 90]).sum())
        .collect();
    let peak = smooth
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(i, _)| i as f64 + 0.5)?;
    // The side whose normal points most nearly up is the ship's front.
    let up = -90f64;
    let mut top = peak;
    while angle_diff(top.to_radians(), up.to_radians()) > 45f64.to_radians() {
        top += 90.0;
    }
    let normals = [top, top + 90.0, top + 180.0, top + 270.0].map(f64::to_radians);
    let mut rng = Rng::new(7);
    let sides: Vec<Line> = normals
        .iter()
        .map(|n| side_line(&points, *n, &mut rng))
        .collect::<Option<_>>()?;
    let (t, r, b, l) = (sides[0], sides[1], sides[2], sides[3]);
    let quad = [
        t.intersect(&l)?,
        t.intersect(&r)?,
        b.intersect(&r)?,
        b.intersect(&l)?,
    ];
    let unit = [
        Point::new(0.0, 0.0),
        Point::new(1.0, 0.0),
        Point::new(1.0, 1.0),
        Point::new(0.0, 1.0),
    ];
    let unit_to_image = Homography::from_points(unit, quad)?;
    let width = (quad[0].dist(quad[1]) + quad[3].dist(quad[2])) / 2.0;
    let height = (quad[0].dist(quad[3]) + quad[1].dist(quad[2])) / 2.0;
    if width < 8.0 || height < 8.0 {
        return None;
    }
    let (rows, cols, pitch_confidence) = pitch(work, mask, &unit_to_image, width / height)?;
    let cover = cover(mask, &unit_to_image, rows, cols);
    Some(GridFit {
        rows,
        cols,
        quad,
        unit_to_image,
        cover,
        pitch_confidence,
    })
}

/// Rectified edge energy of the ship and its mask, `wr`×`hr`.
struct Rectified {
    wr: usize,
    hr: usize,
    f: Vec<f32>,
    m: Vec<bool>,
}

fn rectify(work: &RgbImage, mask: &Mask, unit_to_image: &Homography, aspect: f64) -> Rectified {
    let wr = 240usize;
    let hr = ((wr as f64 / aspect).round() as usize).clamp(40, 1200);
    let mut g = vec![0f32; wr * hr];
    let mut m = vec![false; wr * hr];
    for y in 0..hr {
        for x in 0..wr {
            let p = unit_to_image.apply(Point::new(
                (x as f64 + 0.5) / wr as f64,
                (y as f64 + 0.5) / hr as f64,
            ));
            g[y * wr + x] = luma(raster::sample(work, p.x, p.y));
            m[y * wr + x] = mask.get(p.x as i64, p.y as i64);
        }
    }
    // Darkness, box-blurred so cards a little off the grid still line up.
    let mut f = vec![0f32; wr * hr];
    for y in 2..hr.saturating_sub(2) {
        for x in 2..wr - 2 {
            let i = y * wr + x;
            if m[i] {
                let mut s = 0.0;
                for dy in 0..5 {
                    for dx in 0..5 {
                        s += 255.0 - g[(y + dy - 2) * wr + x + dx - 2];
                    }
                }
                f[i] = s / 25.0;
            }
        }
    }
    let (sum, n) = f
        .iter()
        .zip(&m)
        .filter(|(_, m)| **m)
        .fold((0f64, 0usize), |(s, n), (v, _)| (s + f64::from(*v), n + 1));
    let mean = if n > 0 { (sum / n as f64) as f32 } else { 0.0 };
    for (v, inside) in f.iter_mut().zip(&m) {
        *v = if *inside { *v - mean } else { 0.0 };
    }
    Rectified { wr, hr, f, m }
}

/// Normalised correlation of the rectified energy with itself shifted.
fn ncc(r: &Rectified, dx: usize, dy: usize) -> f64 {
    let (mut sab, mut saa, mut sbb) = (0f64, 0f64, 0f64);
    for y in 0..r.hr.saturating_sub(dy) {
        for x in 0..r.wr.saturating_sub(dx) {
            let (i, j) = (y * r.wr + x, (y + dy) * r.wr + x + dx);
            if r.m[i] && r.m[j] {
                let (a, b) = (f64::from(r.f[i]), f64::from(r.f[j]));
                sab += a * b;
                saa += a * a;
                sbb += b * b;
            }
        }
    }
    if saa <= 0.0 || sbb <= 0.0 {
        0.0
    } else {
        sab / (saa * sbb).sqrt()
    }
}

/// Best correlation for `n` cells along one axis of length `len`.
fn axis_score(r: &Rectified, n: usize, horizontal: bool) -> f64 {
    let len = if horizontal { r.wr } else { r.hr } as f64;
    let d0 = len / n as f64;
    let lo = (d0 * 0.95).floor().max(1.0) as usize;
    let hi = (d0 * 1.05).ceil() as usize;
    (lo..=hi)
        .map(|d| {
            if horizontal {
                ncc(r, d, 0)
            } else {
                ncc(r, 0, d)
            }
        })
        .fold(f64::MIN, f64::max)
}

/// Rows and columns: the finest pitch whose shift matches the ship's
/// printed pattern nearly as well as the best, with a card-shaped cell.
fn pitch(
    work: &RgbImage,
    mask: &Mask,
    unit_to_image: &Homography,
    aspect: f64,
) -> Option<(usize, usize, f64)> {
    let r = rectify(work, mask, unit_to_image, aspect);
    const MAX: usize = 10;
    let cols: Vec<f64> = (1..=MAX)
        .map(|n| if n == 1 { 0.0 } else { axis_score(&r, n, true) })
        .collect();
    let rows: Vec<f64> = (1..=MAX)
        .map(|n| {
            if n == 1 {
                0.0
            } else {
                axis_score(&r, n, false)
            }
        })
        .collect();
    let best_c = cols.iter().copied().fold(0.0, f64::max);
    let best_r = rows.iter().copied().fold(0.0, f64::max);
    let mut choice: Option<(f64, usize, usize)> = None;
    for nr in 1..=MAX {
        for nc in 1..=MAX {
            // Cell height over width in the rectified frame.
            let cell_aspect = (nc as f64) / (nr as f64 * aspect);
            if !(1.1..=1.9).contains(&cell_aspect) {
                continue;
            }
            let sc = if nc == 1 { 0.05 } else { cols[nc - 1] };
            let sr = if nr == 1 { 0.05 } else { rows[nr - 1] };
            // Prefer the finest pitch that still correlates well.
            let ok_c = if nc == 1 {
                best_c < 0.08
            } else {
                sc >= 0.7 * best_c
            };
            let ok_r = if nr == 1 {
                best_r < 0.08
            } else {
                sr >= 0.7 * best_r
            };
            let fine = (nc + nr) as f64 * 0.001;
            let score = if ok_c && ok_r { 1.0 } else { 0.0 } + sc + sr + fine
                - (cell_aspect - 1.45).abs() * 0.2;
            if choice.as_ref().is_none_or(|(s, _, _)| score > *s) {
                choice = Some((score, nr, nc));
            }
        }
    }
    let (score, nr, nc) = choice?;
    let confidence = ((score - 1.0) / 1.2).clamp(0.0, 1.0);
    Some((nr, nc, confidence))
}

/// Share of each cell's central part inside the silhouette.
fn cover(mask: &Mask, unit_to_image: &Homography, rows: usize, cols: usize) -> Vec<f64> {
    let mut out = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let (mut inside, mut n) = (0, 0);
            for sy in 0..8 {
                for sx in 0..8 {
                    let u = (c as f64 + 0.2 + 0.6 * (sx as f64 + 0.5) / 8.0) / cols as f64;
                    let v = (r as f64 + 0.2 + 0.6 * (sy as f64 + 0.5) / 8.0) / rows as f64;
                    let p = unit_to_image.apply(Point::new(u, v));
                    n += 1;
                    inside += usize::from(mask.get(p.x as i64, p.y as i64));
                }
            }
            out.push(inside as f64 / n as f64);
        }
    }
    out
}
