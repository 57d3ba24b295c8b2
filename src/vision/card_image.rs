//! One card cut out of the photo and normalised: a fixed-size upright
//! raster, white-balanced against the card's own paper, with each pixel
//! classed as paper, red ink, dark ink or other colour.
//!
//! Leaves out what the pixels mean (chips, index, pips: `chips`, `index`).

use image::RgbImage;

use super::geometry::{Homography, Point, UNIT_SQUARE};
use super::raster::luma;
use super::resample;

/// Normalised card width and height in pixels (a poker card's 63×88 mm).
pub const W: usize = 150;
pub const H: usize = 210;
/// The cut reaches this share of the card beyond each of its edges, so an
/// index printed close to the edge is never clipped.
pub const MARGIN: f64 = 0.05;

/// The narrowest card, in photo pixels, worth reading (an index is then a
/// few pixels tall).
pub const MIN_CARD_PX: f64 = 24.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    Paper,
    Red,
    Dark,
    Colour,
}

/// A normalised card: colours relative to its paper (1.0 = paper).
#[derive(Debug, Clone)]
pub struct CardImage {
    pub px: Vec<[f32; 3]>,
    pub class: Vec<Class>,
    /// Dark pixels joined to the cut's edge within a narrow band: the card's
    /// outline, a seam or a neighbour's edge, never part of a glyph.
    pub frame: Vec<bool>,
    /// Photo pixels per cut pixel across the card (1.0 for a face made at
    /// the cut's size): below 1 the cut is magnified and its strokes are
    /// as blurred as the photo's.
    pub detail: f32,
}

impl CardImage {
    /// Cuts the region `unit_to_photo` maps from the unit square, each
    /// pixel averaged over the photo pixels it covers, and white-balances
    /// it.
    pub fn cut(photo: &RgbImage, unit_to_photo: &Homography) -> CardImage {
        let across = unit_to_photo
            .apply(Point::new(0.0, 0.5))
            .dist(unit_to_photo.apply(Point::new(1.0, 0.5)));
        let px = resample::area_mean(photo, unit_to_photo, (W, H));
        CardImage {
            detail: (across / W as f64) as f32,
            ..CardImage::from_pixels(px)
        }
    }

    /// Cuts the card whose corners (clockwise from its top-left) are
    /// `quad`, with the [`MARGIN`] beyond its edges; `None` for a
    /// degenerate quad.
    pub fn cut_card(photo: &RgbImage, quad: [Point; 4]) -> Option<CardImage> {
        let to_card = Homography::from_points(UNIT_SQUARE, quad)?;
        let m = MARGIN;
        let widened = UNIT_SQUARE.map(|p| {
            to_card.apply(Point::new(
                -m + p.x * (1.0 + 2.0 * m),
                -m + p.y * (1.0 + 2.0 * m),
            ))
        });
        let cut = Homography::from_points(UNIT_SQUARE, widened)?;
        Some(CardImage::cut(photo, &cut))
    }

    /// White-balances raw 0–255 pixels against the brightest common colour.
    pub fn from_pixels(mut px: Vec<[f32; 3]>) -> CardImage {
        let mut lum: Vec<(f32, usize)> =
            px.iter().enumerate().map(|(i, p)| (luma(*p), i)).collect();
        // Paper: the mean colour of the 70th–95th luma percentiles. Only
        // that band is put in order (ties by position, as a stable sort of
        // the whole would), so its sum adds in the same order at a quarter
        // of the sorting.
        let (lo, hi) = (lum.len() * 70 / 100, lum.len() * 95 / 100);
        let by_luma = |a: &(f32, usize), b: &(f32, usize)| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1));
        let hi = hi.max(lo + 1).min(lum.len());
        let lo = lo.min(hi.saturating_sub(1));
        if hi < lum.len() {
            lum.select_nth_unstable_by(hi, by_luma);
        }
        if lo > 0 {
            lum[..hi].select_nth_unstable_by(lo, by_luma);
        }
        lum[lo..hi].sort_unstable_by(by_luma);
        let mut paper = [0f32; 3];
        for (_, i) in &lum[lo..hi] {
            for c in 0..3 {
                paper[c] += px[*i][c];
            }
        }
        let n = (hi - lo) as f32;
        let paper = paper.map(|v| (v / n).max(20.0));
        for p in &mut px {
            for c in 0..3 {
                p[c] = (p[c] / paper[c]).min(1.3);
            }
        }
        let class: Vec<Class> = px.iter().map(|p| classify(*p)).collect();
        let frame = frame(&class);
        CardImage {
            px,
            class,
            frame,
            detail: 1.0,
        }
    }

    pub fn at(&self, x: usize, y: usize) -> [f32; 3] {
        self.px[y * W + x]
    }

    pub fn class_at(&self, x: usize, y: usize) -> Class {
        self.class[y * W + x]
    }

    /// The card turned half a turn (its other corner index at top-left).
    pub fn rotated(&self) -> CardImage {
        CardImage {
            px: self.px.iter().rev().copied().collect(),
            class: self.class.iter().rev().copied().collect(),
            frame: self.frame.iter().rev().copied().collect(),
            detail: self.detail,
        }
    }

    /// How much ink (0–1) a pixel holds, red or dark alike.
    pub fn ink(&self, x: usize, y: usize) -> f32 {
        let p = self.at(x, y);
        let l = luma(p);
        let redness = p[0] - p[1].max(p[2]);
        (1.0 - l).max(redness).clamp(0.0, 1.0)
    }
}

/// Colour needs this much chroma as well as saturation: near black,
/// saturation is JPEG's and the colour cast's noise (black ink at
/// [0.10, 0.08, 0.06] of paper is 37 % saturated), and ink classed as
/// colour left a glyph only its outline: a 10's "1" a thin ring, dropped
/// as a line, and the card read as a queen.
const MIN_CHROMA: f32 = 0.1;

fn classify(p: [f32; 3]) -> Class {
    let l = luma(p);
    let max = p[0].max(p[1]).max(p[2]);
    let min = p[0].min(p[1]).min(p[2]);
    let sat = (max - min) / max.max(0.05);
    if p[0] - p[1].max(p[2]) > 0.22 && p[0] > 1.6 * p[1].max(p[2]) * 0.8 && sat > 0.35 {
        Class::Red
    } else if sat > 0.35 && l < 0.9 && max - min >= MIN_CHROMA {
        Class::Colour
    } else if l < 0.6 {
        Class::Dark
    } else {
        Class::Paper
    }
}

/// Pixels that are not glyph ink: dark or coloured pixels reachable from
/// the border within a band of 6% of the width along the edges (outline,
/// seam, table), and long thin straight lines (court-card frames), which a
/// blurry photo can join to the index.
fn frame(class: &[Class]) -> Vec<bool> {
    let mut seen = border_band(class);
    let ink = |i: usize| class[i] != Class::Paper;
    // Vertical runs.
    for x in 0..W {
        let mut y = 0;
        while y < H {
            if !ink(y * W + x) {
                y += 1;
                continue;
            }
            let start = y;
            while y < H && ink(y * W + x) {
                y += 1;
            }
            let thin =
                |yy: usize| (x < 3 || !ink(yy * W + x - 3)) || (x + 3 >= W || !ink(yy * W + x + 3));
            // A frame is thin along nearly all its length; a glyph's stem
            // joined to a pip is not.
            let run = y - start;
            if run >= H / 5 && (start..y).filter(|yy| thin(*yy)).count() * 10 >= run * 8 {
                for yy in start..y {
                    if thin(yy) {
                        seen[yy * W + x] = true;
                    }
                }
            }
        }
    }
    // Horizontal runs.
    for y in 0..H {
        let mut x = 0;
        while x < W {
            if !ink(y * W + x) {
                x += 1;
                continue;
            }
            let start = x;
            while x < W && ink(y * W + x) {
                x += 1;
            }
            let thin = |xx: usize| {
                (y < 3 || !ink((y - 3) * W + xx)) || (y + 3 >= H || !ink((y + 3) * W + xx))
            };
            let run = x - start;
            if run >= W / 4 && (start..x).filter(|xx| thin(*xx)).count() * 10 >= run * 8 {
                for xx in start..x {
                    if thin(xx) {
                        seen[y * W + xx] = true;
                    }
                }
            }
        }
    }
    seen
}

fn border_band(class: &[Class]) -> Vec<bool> {
    let band = W * 6 / 100;
    let in_band = |x: usize, y: usize| x < band || y < band || x >= W - band || y >= H - band;
    let mut seen = vec![false; W * H];
    let mut stack = Vec::new();
    for y in 0..H {
        for x in 0..W {
            if (x == 0 || y == 0 || x == W - 1 || y == H - 1) && class[y * W + x] != Class::Paper {
                seen[y * W + x] = true;
                stack.push((x, y));
            }
        }
    }
    while let Some((x, y)) = stack.pop() {
        for (dx, dy) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
            let (nx, ny) = (x as i64 + dx, y as i64 + dy);
            if nx < 0 || ny < 0 || nx >= W as i64 || ny >= H as i64 {
                continue;
            }
            let (nx, ny) = (nx as usize, ny as usize);
            let i = ny * W + nx;
            if !seen[i] && class[i] != Class::Paper && in_band(nx, ny) {
                seen[i] = true;
                stack.push((nx, ny));
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pixels of a photographed card (development photos of the second
    /// generator, seed 5000, 0021): the black ink of a 10's "1" under a
    /// warm cast, and chips' colours.
    #[test]
    fn near_black_ink_is_dark_whatever_its_cast_and_chips_keep_their_colour() {
        for ink in [
            [0.103, 0.086, 0.065],
            [0.075, 0.042, 0.030],
            [0.064, 0.058, 0.0],
            [0.186, 0.238, 0.147],
        ] {
            assert_eq!(classify(ink), Class::Dark, "{ink:?}");
        }
        for chip in [[0.10, 0.15, 0.45], [0.35, 0.12, 0.40], [0.10, 0.45, 0.20]] {
            assert_eq!(classify(chip), Class::Colour, "{chip:?}");
        }
    }
}
