//! Plain rasters for recognition: a float plane, a binary mask, and the few
//! operations on them the pipeline needs (area downscale, Otsu threshold,
//! connected components, closing, hole filling, bilinear sampling).
//!
//! Leaves out anything the pipeline does not call; no general image library.

use image::RgbImage;

use super::geometry::{Homography, Point};

/// A single-channel float image.
#[derive(Debug, Clone)]
pub struct Plane {
    pub w: usize,
    pub h: usize,
    pub v: Vec<f32>,
}

impl Plane {
    pub fn new(w: usize, h: usize) -> Plane {
        Plane {
            w,
            h,
            v: vec![0.0; w * h],
        }
    }

    pub fn at(&self, x: usize, y: usize) -> f32 {
        self.v[y * self.w + x]
    }
}

/// A binary image.
#[derive(Debug, Clone)]
pub struct Mask {
    pub w: usize,
    pub h: usize,
    pub v: Vec<bool>,
}

impl Mask {
    pub fn new(w: usize, h: usize) -> Mask {
        Mask {
            w,
            h,
            v: vec![false; w * h],
        }
    }

    pub fn at(&self, x: usize, y: usize) -> bool {
        self.v[y * self.w + x]
    }

    pub fn get(&self, x: i64, y: i64) -> bool {
        x >= 0
            && y >= 0
            && (x as usize) < self.w
            && (y as usize) < self.h
            && self.at(x as usize, y as usize)
    }

    pub fn count(&self) -> usize {
        self.v.iter().filter(|b| **b).count()
    }
}

/// Longest side of the working image the finders look at first.
pub const WORK_SIDE: u32 = 1000;

/// A photo, or a part of one, averaged down to at most [`WORK_SIDE`]
/// pixels a side: the image the card finder and the grid finder work on.
/// Made once per photo and shared, since averaging 12 MP is a tenth of a
/// ship's reading time.
#[derive(Debug, Clone)]
pub struct Working {
    pub image: RgbImage,
    /// How many photo pixels a side of a working pixel spans.
    pub factor: u32,
}

impl Working {
    pub fn of(photo: &RgbImage) -> Working {
        Working::of_part(photo, (0, 0, photo.width(), photo.height()))
    }

    /// The part (left, top, width, height) of `photo`, worked at the
    /// scale its own size sets; read in place, never copied out first.
    pub fn of_part(photo: &RgbImage, part: (u32, u32, u32, u32)) -> Working {
        let factor = work_factor(part.2, part.3);
        Working {
            image: downscale_part(photo, part, factor),
            factor,
        }
    }
}

/// How many photo pixels a side of a working pixel spans for an image of
/// `width`×`height`.
pub fn work_factor(width: u32, height: u32) -> u32 {
    width.max(height).div_ceil(WORK_SIDE).max(1)
}

/// Averages `factor`×`factor` blocks: a fast, alias-free reduction.
pub fn downscale(img: &RgbImage, factor: u32) -> RgbImage {
    downscale_part(img, (0, 0, img.width(), img.height()), factor)
}

/// [`downscale`] of the part (left, top, width, height) of `img`, clipped
/// to the image.
fn downscale_part(img: &RgbImage, part: (u32, u32, u32, u32), factor: u32) -> RgbImage {
    let f = factor.max(1) as usize;
    let (x0, y0) = (part.0.min(img.width()), part.1.min(img.height()));
    let pw = part.2.min(img.width() - x0) as usize;
    let ph = part.3.min(img.height() - y0) as usize;
    let (w, h) = (pw / f, ph / f);
    let mut out = RgbImage::new(w.max(1) as u32, h.max(1) as u32);
    let raw = img.as_raw();
    let stride = img.width() as usize * 3;
    let span = w * f * 3;
    let n = (f * f) as u32;
    // Each output row sums its input rows column by column first (a
    // straight add over bytes the compiler vectorises), then each block's
    // columns: four times faster than adding pixel by pixel.
    let mut columns = vec![0u32; span];
    let out_raw: &mut [u8] = &mut out;
    for oy in 0..h {
        columns.iter_mut().for_each(|c| *c = 0);
        for y in y0 as usize + oy * f..y0 as usize + oy * f + f {
            let start = y * stride + x0 as usize * 3;
            for (c, v) in columns.iter_mut().zip(&raw[start..start + span]) {
                *c += u32::from(*v);
            }
        }
        for ox in 0..w {
            for ch in 0..3 {
                let sum: u32 = (0..f).map(|i| columns[(ox * f + i) * 3 + ch]).sum();
                out_raw[(oy * w + ox) * 3 + ch] = (sum / n) as u8;
            }
        }
    }
    out
}

/// The threshold that best splits a histogram of 0–255 values in two.
pub fn otsu(values: impl Iterator<Item = u8>) -> u8 {
    let mut hist = [0u64; 256];
    let mut n = 0u64;
    for v in values {
        hist[usize::from(v)] += 1;
        n += 1;
    }
    if n == 0 {
        return 128;
    }
    let total: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, c)| i as f64 * *c as f64)
        .sum();
    let (mut w0, mut sum0, mut best, mut best_t) = (0.0, 0.0, -1.0, 128u8);
    for (t, c) in hist.iter().enumerate() {
        w0 += *c as f64;
        sum0 += t as f64 * *c as f64;
        let w1 = n as f64 - w0;
        if w0 == 0.0 || w1 == 0.0 {
            continue;
        }
        let (m0, m1) = (sum0 / w0, (total - sum0) / w1);
        let between = w0 * w1 * (m0 - m1).powi(2);
        if between > best {
            best = between;
            best_t = t as u8;
        }
    }
    best_t
}

/// 4-connected components: a label per pixel (0 = background) and the
/// pixel count of each label (index 0 unused).
pub fn components(mask: &Mask) -> (Vec<u32>, Vec<usize>) {
    let mut labels = vec![0u32; mask.w * mask.h];
    let mut sizes = vec![0usize];
    let mut stack = Vec::new();
    for start in 0..labels.len() {
        if !mask.v[start] || labels[start] != 0 {
            continue;
        }
        let label = sizes.len() as u32;
        let mut size = 0;
        labels[start] = label;
        stack.push(start);
        while let Some(i) = stack.pop() {
            size += 1;
            let (x, y) = (i % mask.w, i / mask.w);
            let mut visit = |j: usize| {
                if mask.v[j] && labels[j] == 0 {
                    labels[j] = label;
                    stack.push(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < mask.w {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - mask.w);
            }
            if y + 1 < mask.h {
                visit(i + mask.w);
            }
        }
        sizes.push(size);
    }
    (labels, sizes)
}

/// Morphological closing with a (2r+1)² square: bridges gaps up to 2r.
pub fn close(mask: &Mask, r: usize) -> Mask {
    let dilated = square_filter(mask, r, true);
    square_filter(&dilated, r, false)
}

/// Running max (dilate) or min (erode) over a square, done separably.
fn square_filter(mask: &Mask, r: usize, dilate: bool) -> Mask {
    let pass = |src: &Mask, horizontal: bool| {
        let mut out = Mask::new(src.w, src.h);
        let (len, lines) = if horizontal {
            (src.w, src.h)
        } else {
            (src.h, src.w)
        };
        let idx = |line: usize, i: usize| {
            if horizontal {
                line * src.w + i
            } else {
                i * src.w + line
            }
        };
        let mut prefix = vec![0u32; len + 1];
        for line in 0..lines {
            for i in 0..len {
                prefix[i + 1] = prefix[i] + u32::from(src.v[idx(line, i)]);
            }
            for i in 0..len {
                let lo = i.saturating_sub(r);
                let hi = (i + r + 1).min(len);
                let set = prefix[hi] - prefix[lo];
                out.v[idx(line, i)] = if dilate {
                    set > 0
                } else {
                    // Outside the image counts as set, so borders do not erode.
                    set as usize == hi - lo
                };
            }
        }
        out
    };
    let h = pass(mask, true);
    pass(&h, false)
}

/// Fills every hole: background not reachable from the image border.
pub fn fill_holes(mask: &Mask) -> Mask {
    let mut outside = vec![false; mask.w * mask.h];
    let mut stack = Vec::new();
    let seed = |i: usize, outside: &mut Vec<bool>, stack: &mut Vec<usize>| {
        if !mask.v[i] && !outside[i] {
            outside[i] = true;
            stack.push(i);
        }
    };
    for x in 0..mask.w {
        seed(x, &mut outside, &mut stack);
        seed((mask.h - 1) * mask.w + x, &mut outside, &mut stack);
    }
    for y in 0..mask.h {
        seed(y * mask.w, &mut outside, &mut stack);
        seed(y * mask.w + mask.w - 1, &mut outside, &mut stack);
    }
    while let Some(i) = stack.pop() {
        let (x, y) = (i % mask.w, i / mask.w);
        let mut next = Vec::with_capacity(4);
        if x > 0 {
            next.push(i - 1);
        }
        if x + 1 < mask.w {
            next.push(i + 1);
        }
        if y > 0 {
            next.push(i - mask.w);
        }
        if y + 1 < mask.h {
            next.push(i + mask.w);
        }
        for j in next {
            seed(j, &mut outside, &mut stack);
        }
    }
    Mask {
        w: mask.w,
        h: mask.h,
        v: outside.iter().map(|o| !o).collect(),
    }
}

/// Bilinear RGB sample as floats; the nearest edge pixel outside.
#[inline]
pub fn sample(img: &RgbImage, x: f64, y: f64) -> [f32; 3] {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let (fx, fy) = (x - 0.5, y - 0.5);
    let (xi, yi) = (floor(fx), floor(fy));
    let (tx, ty) = (fx - xi as f64, fy - yi as f64);
    let raw = img.as_raw();
    // In f64, two lanes to a register: in f32 the compiler packed pairs of
    // channels into four-lane registers whose spare lanes held stale bits,
    // often denormals, which slowed each packed multiply many times over
    // (cutting cards took twice as long, depending on how the crate was
    // split to compile).
    let px = |xi: i64, yi: i64| {
        let i = (yi.clamp(0, h - 1) * w + xi.clamp(0, w - 1)) as usize * 3;
        [
            f64::from(raw[i]),
            f64::from(raw[i + 1]),
            f64::from(raw[i + 2]),
        ]
    };
    let (a, b, c, d) = if xi >= 0 && yi >= 0 && xi + 1 < w && yi + 1 < h {
        // Inside: the four taps without a clamp each (the same pixels).
        let i = (yi * w + xi) as usize * 3;
        let at = |i: usize| [raw[i], raw[i + 1], raw[i + 2]].map(f64::from);
        let down = w as usize * 3;
        (at(i), at(i + 3), at(i + down), at(i + down + 3))
    } else {
        (
            px(xi, yi),
            px(xi + 1, yi),
            px(xi, yi + 1),
            px(xi + 1, yi + 1),
        )
    };
    std::array::from_fn(|i| {
        ((a[i] * (1.0 - tx) + b[i] * tx) * (1.0 - ty) + (c[i] * (1.0 - tx) + d[i] * tx) * ty) as f32
    })
}

/// `v` rounded down, without `f64::floor`: built for a CPU without
/// SSE4.1's rounding instruction, that is a call into libm, and sampling
/// calls it twice a sample (a twentieth of a ship's reading time). Points
/// far outside any photo are held to ±2³¹, so the neighbour's index never
/// overflows; they sample the edge pixel either way.
fn floor(v: f64) -> i64 {
    let v = v.clamp(-2_147_483_648.0, 2_147_483_648.0);
    let t = v as i64;
    if (t as f64) > v {
        t - 1
    } else {
        t
    }
}

/// Resamples the region that `unit_to_img` maps from the unit square into
/// a `w`×`h` RGB raster (row-major, floats 0–255).
pub fn warp(img: &RgbImage, unit_to_img: &Homography, w: usize, h: usize) -> Vec<[f32; 3]> {
    let mut out = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let u = (x as f64 + 0.5) / w as f64;
            let v = (y as f64 + 0.5) / h as f64;
            let p = unit_to_img.apply(Point::new(u, v));
            out.push(sample(img, p.x, p.y));
        }
    }
    out
}

/// Luma of an RGB float triple.
pub fn luma(p: [f32; 3]) -> f32 {
    0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A photo of noise, the same every run.
    fn noise(w: u32, h: u32) -> RgbImage {
        let mut state = 0x2545_f491_u32;
        RgbImage::from_fn(w, h, |_, _| {
            image::Rgb([0; 3].map(|_: u8| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                (state >> 16) as u8
            }))
        })
    }

    /// The closer look averages its part in place; it must be what
    /// averaging the part cut out was.
    #[test]
    fn a_part_averaged_in_place_is_the_part_cut_out_and_averaged() {
        let photo = noise(97, 61);
        let part = (13, 7, 50, 40);
        let cut = image::imageops::crop_imm(&photo, part.0, part.1, part.2, part.3).to_image();
        for factor in [1, 2, 3, 7] {
            assert_eq!(
                downscale_part(&photo, part, factor),
                downscale(&cut, factor),
                "factor {factor}"
            );
        }
    }

    #[test]
    fn rounding_down_without_libm_is_floor_held_to_a_photo_s_reach() {
        for v in [
            -2.5, -1.0, -0.0, -1e-9, 0.0, 0.3, 1.0, 2.999_999, 4031.5, 1e9,
        ] {
            assert_eq!(floor(v), v.floor() as i64, "{v}");
        }
        assert_eq!(floor(1e12), 1 << 31);
        assert_eq!(floor(-1e12), -(1 << 31));
    }

    #[test]
    fn closing_bridges_a_narrow_gap_and_fill_closes_holes() {
        let mut m = Mask::new(20, 10);
        for y in 2..8 {
            for x in 2..18 {
                if x != 9 {
                    m.v[y * 20 + x] = true;
                }
            }
        }
        let (_, sizes) = components(&m);
        assert_eq!(sizes.len() - 1, 2);
        let closed = close(&m, 1);
        let (_, sizes) = components(&closed);
        assert_eq!(sizes.len() - 1, 1);
        let mut ring = Mask::new(9, 9);
        for y in 1..8 {
            for x in 1..8 {
                ring.v[y * 9 + x] = !(3..6).contains(&x) || !(3..6).contains(&y);
            }
        }
        assert_eq!(fill_holes(&ring).count(), 49);
    }

    #[test]
    fn otsu_splits_two_clusters() {
        let values = [20u8; 50].into_iter().chain([200u8; 50]);
        let t = otsu(values);
        assert!((20..200).contains(&t));
    }
}
