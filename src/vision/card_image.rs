//! One card cut out of the photo and normalised: a fixed-size upright
//! raster, white-balanced against the card's own paper, with each pixel
//! classed as paper, red ink, dark ink or other colour.
//!
//! Leaves out what the pixels mean (chips, index, pips: `chips`, `index`).

use image::RgbImage;

use super::geometry::{Homography, Point};
use super::raster::{luma, sample};

/// Normalised card width and height in pixels (a poker card's 63×88 mm).
pub const W: usize = 100;
pub const H: usize = 140;

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
}

impl CardImage {
    /// Cuts the region `unit_to_photo` maps from the unit square, at 2×
    /// supersampling, and white-balances it.
    pub fn cut(photo: &RgbImage, unit_to_photo: &Homography) -> CardImage {
        let mut px = vec![[0f32; 3]; W * H];
        for y in 0..H {
            for x in 0..W {
                let mut acc = [0f32; 3];
                for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    let p = unit_to_photo.apply(Point::new(
                        (x as f64 + sx) / W as f64,
                        (y as f64 + sy) / H as f64,
                    ));
                    let s = sample(photo, p.x, p.y);
                    for i in 0..3 {
                        acc[i] += s[i] / 4.0;
                    }
                }
                px[y * W + x] = acc;
            }
        }
        CardImage::from_pixels(px)
    }

    /// White-balances raw 0–255 pixels against the brightest common colour.
    pub fn from_pixels(mut px: Vec<[f32; 3]>) -> CardImage {
        let mut lum: Vec<(f32, usize)> =
            px.iter().enumerate().map(|(i, p)| (luma(*p), i)).collect();
        lum.sort_by(|a, b| a.0.total_cmp(&b.0));
        // Paper: the mean colour of the 70th–95th luma percentiles.
        let (lo, hi) = (lum.len() * 70 / 100, lum.len() * 95 / 100);
        let mut paper = [0f32; 3];
        for (_, i) in &lum[lo..hi.max(lo + 1)] {
            for c in 0..3 {
                paper[c] += px[*i][c];
            }
        }
        let n = (hi.max(lo + 1) - lo) as f32;
        let paper = paper.map(|v| (v / n).max(20.0));
        for p in &mut px {
            for c in 0..3 {
                p[c] = (p[c] / paper[c]).min(1.3);
            }
        }
        let class = px.iter().map(|p| classify(*p)).collect();
        CardImage { px, class }
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
        }
    }

    /// How much ink (0–1) a pixel holds, red or dark alike.
    pub fn ink(&self, x: usize, y: usize) -> f32 {
        let p = self.at(x, y);
        let l = luma_n(p);
        let redness = p[0] - p[1].max(p[2]);
        (1.0 - l).max(redness).clamp(0.0, 1.0)
    }
}

fn luma_n(p: [f32; 3]) -> f32 {
    0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]
}

fn classify(p: [f32; 3]) -> Class {
    let l = luma_n(p);
    let max = p[0].max(p[1]).max(p[2]);
    let min = p[0].min(p[1]).min(p[2]);
    let sat = (max - min) / max.max(0.05);
    if p[0] - p[1].max(p[2]) > 0.22 && p[0] > 1.6 * p[1].max(p[2]) * 0.8 && sat > 0.35 {
        Class::Red
    } else if sat > 0.35 && l < 0.9 {
        Class::Colour
    } else if l < 0.6 {
        Class::Dark
    } else {
        Class::Paper
    }
}
