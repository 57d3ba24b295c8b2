//! Chips on a card: round, saturated or dark discs larger than any pip,
//! with a rim of light edge marks (poker chips' dashes). Each chip is one
//! battery pack (R8), so their number is the stack's `^N`.
//!
//! Leaves out coins and unmarked tokens: they are reported as unsure by the
//! caller when the card shows a large blob that is not a chip.

use super::card_image::{CardImage, Class, H, W};

/// A chip found on a normalised card: centre and radius in card pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chip {
    pub x: f32,
    pub y: f32,
    pub r: f32,
    /// Share of the rim that shows the alternating edge marks.
    pub rim: f32,
}

/// Smallest chip core radius, as a share of the card's width.
const MIN_CORE: f32 = 0.10;

pub fn find(card: &CardImage) -> Vec<Chip> {
    let solid: Vec<bool> = card.class.iter().map(|c| *c != Class::Paper).collect();
    let dist = chamfer(&solid);
    let min_core = MIN_CORE * W as f32;
    let mut cands: Vec<(f32, usize, usize)> = Vec::new();
    for y in 1..H - 1 {
        for x in 1..W - 1 {
            let d = dist[y * W + x];
            if d < min_core {
                continue;
            }
            let is_max = (-1i64..=1).all(|dy| {
                (-1i64..=1).all(|dx| {
                    let j = ((y as i64 + dy) as usize) * W + (x as i64 + dx) as usize;
                    dist[j] <= d
                })
            });
            if is_max {
                cands.push((d, x, y));
            }
        }
    }
    cands.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut chips: Vec<Chip> = Vec::new();
    for (d, x, y) in cands {
        let (cx, cy) = (x as f32 + 0.5, y as f32 + 0.5);
        if chips
            .iter()
            .any(|c| ((c.x - cx).powi(2) + (c.y - cy).powi(2)).sqrt() < 1.1 * c.r)
        {
            continue;
        }
        // The core reaches the inner edge of the rim marks (~0.72 r).
        let r = d / 0.72;
        if !coloured_core(card, cx, cy, d) {
            continue;
        }
        let rim = rim_marks(card, cx, cy, r);
        if rim >= 0.5 {
            chips.push(Chip {
                x: cx,
                y: cy,
                r,
                rim,
            });
        }
    }
    chips
}

/// Chips are one colour: most of the core is neither paper nor dark ink,
/// and close to its own mean colour (court artwork is many colours).
fn coloured_core(card: &CardImage, cx: f32, cy: f32, d: f32) -> bool {
    let mut samples = Vec::new();
    let mut n = 0;
    for i in 0..24 {
        let a = i as f32 / 24.0 * std::f32::consts::TAU;
        for k in [0.15f32, 0.35, 0.55, 0.75, 0.9] {
            let (x, y) = (cx + k * d * a.cos(), cy + k * d * a.sin());
            if x < 0.0 || y < 0.0 || x >= W as f32 || y >= H as f32 {
                continue;
            }
            n += 1;
            let (x, y) = (x as usize, y as usize);
            if matches!(card.class_at(x, y), Class::Colour | Class::Red) {
                samples.push(card.at(x, y));
            }
        }
    }
    if n == 0 || samples.len() * 100 < n * 92 {
        return false;
    }
    let mean = samples
        .iter()
        .fold([0f32; 3], |m, p| [m[0] + p[0], m[1] + p[1], m[2] + p[2]]);
    let mean = mean.map(|v| v / samples.len() as f32);
    let close = samples
        .iter()
        .filter(|p| (0..3).map(|i| (p[i] - mean[i]).abs()).fold(0.0, f32::max) < 0.22)
        .count();
    close * 100 >= samples.len() * 85
}

/// How clearly a ring inside the chip's edge alternates between light marks
/// and the chip's colour: 1.0 for eight or more clean alternations.
fn rim_marks(card: &CardImage, cx: f32, cy: f32, r: f32) -> f32 {
    let mut best = 0f32;
    for k in [0.78f32, 0.84, 0.9] {
        let samples: Vec<bool> = (0..96)
            .map(|i| {
                let a = i as f32 / 96.0 * std::f32::consts::TAU;
                let (x, y) = (cx + k * r * a.cos(), cy + k * r * a.sin());
                if x < 0.0 || y < 0.0 || x >= W as f32 || y >= H as f32 {
                    return false;
                }
                card.class_at(x as usize, y as usize) == Class::Paper
            })
            .collect();
        let light = samples.iter().filter(|s| **s).count();
        let flips = (0..samples.len())
            .filter(|i| samples[*i] != samples[(i + 1) % samples.len()])
            .count();
        // The light marks are short and evenly spread round the rim; a big
        // pip's outline crosses the ring in a few long arcs instead.
        let longest_light = longest_run(&samples, true);
        if (20..=65).contains(&light) && flips >= 10 && longest_light <= samples.len() / 7 {
            best = best.max((flips as f32 / 12.0).min(1.0));
        }
    }
    best
}

/// The longest circular run of `value` in `ring`.
fn longest_run(ring: &[bool], value: bool) -> usize {
    let n = ring.len();
    let (mut best, mut run) = (0, 0);
    for i in 0..2 * n {
        if ring[i % n] == value {
            run += 1;
            best = best.max(run.min(n));
        } else {
            run = 0;
        }
    }
    best
}

/// Chamfer (3-4) distance to the nearest non-solid pixel, in pixels.
fn chamfer(solid: &[bool]) -> Vec<f32> {
    let big = 1e6f32;
    let mut d: Vec<f32> = solid.iter().map(|s| if *s { big } else { 0.0 }).collect();
    let idx = |x: usize, y: usize| y * W + x;
    for y in 0..H {
        for x in 0..W {
            let mut v = d[idx(x, y)];
            if v == 0.0 {
                continue;
            }
            if x == 0 || y == 0 || x == W - 1 || y == H - 1 {
                v = v.min(1.0);
            }
            if x > 0 {
                v = v.min(d[idx(x - 1, y)] + 1.0);
            }
            if y > 0 {
                v = v.min(d[idx(x, y - 1)] + 1.0);
                if x > 0 {
                    v = v.min(d[idx(x - 1, y - 1)] + 1.4);
                }
                if x + 1 < W {
                    v = v.min(d[idx(x + 1, y - 1)] + 1.4);
                }
            }
            d[idx(x, y)] = v;
        }
    }
    for y in (0..H).rev() {
        for x in (0..W).rev() {
            let mut v = d[idx(x, y)];
            if v == 0.0 {
                continue;
            }
            if x + 1 < W {
                v = v.min(d[idx(x + 1, y)] + 1.0);
            }
            if y + 1 < H {
                v = v.min(d[idx(x, y + 1)] + 1.0);
                if x + 1 < W {
                    v = v.min(d[idx(x + 1, y + 1)] + 1.4);
                }
                if x > 0 {
                    v = v.min(d[idx(x - 1, y + 1)] + 1.4);
                }
            }
            d[idx(x, y)] = v;
        }
    }
    d
}
