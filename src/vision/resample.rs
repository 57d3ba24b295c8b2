//! Cutting a quadrilateral of the photo out as a small upright raster,
//! each pixel the mean colour of the photo pixels it covers.
//!
//! Where a cut pixel covers under two photo pixels a side, it is the mean
//! of four bilinear samples (2×2 supersampling). Where it covers more, the
//! cut's part of the photo is first averaged in square blocks of 2, 4 or 8
//! pixels, no larger than a cut pixel's side, and each cut pixel is one
//! bilinear sample of those blocks: the same photo pixels are averaged
//! either way, and four samples a pixel over a 12 MP photo's cards (three
//! photo pixels a cut pixel) took a quarter of a ship's reading time.
//!
//! Leaves out what the pixels show (`card_image`) and where the quad lies
//! (`find`, `locate`).

use image::RgbImage;

use super::geometry::{Homography, Point, UNIT_SQUARE};

/// The largest block a cut averages the photo in.
const LARGEST_BLOCK: usize = 8;

/// The `size.0`×`size.1` raster of the region `unit_to_photo` maps from
/// the unit square, row-major, as raw 0–255 floats.
pub fn area_mean(
    photo: &RgbImage,
    unit_to_photo: &Homography,
    size: (usize, usize),
) -> Vec<[f32; 3]> {
    let corners = UNIT_SQUARE.map(|p| unit_to_photo.apply(p));
    let m = unit_to_photo.matrix();
    let (w, h) = size;
    let mut px = Vec::with_capacity(w * h);
    let mut row = vec![[0f32; 4]; w];
    let block = block_for(least_detail(&corners, size));
    if block < 2 {
        let photo = PhotoView::of(photo);
        for y in 0..h {
            row.fill([0.0; 4]);
            for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let uy = (y as f64 + sy) / h as f64;
                walk_row(m, uy, (w, sx), |x, p| {
                    let s = photo.sample(p);
                    row[x] = std::array::from_fn(|c| row[x][c] + s[c] / 4.0);
                });
            }
            px.extend(row.iter().map(|v| [v[0], v[1], v[2]]));
        }
        return px;
    }
    let blocks = match block {
        2 => Blocks::of::<2>(photo, &corners),
        4 => Blocks::of::<4>(photo, &corners),
        _ => Blocks::of::<LARGEST_BLOCK>(photo, &corners),
    };
    for y in 0..h {
        walk_row(m, (y as f64 + 0.5) / h as f64, (w, 0.5), |x, p| {
            row[x] = blocks.sample(p);
        });
        px.extend(row.iter().map(|v| [v[0], v[1], v[2]]));
    }
    px
}

/// Calls `f` with each column `x` of a cut row and the photo point that
/// the unit square's (`(x + s) / w`, `uy`) maps to.
fn walk_row(m: &[f64; 9], uy: f64, (w, s): (usize, f64), mut f: impl FnMut(usize, [f64; 2])) {
    // Along a row the homography's three sums grow by the same step each
    // pixel: one division a point instead of two, and no map of each point.
    let wf = w as f64;
    let start = |a: f64, b: f64, c: f64| (a * s / wf + b * uy + c, a / wf);
    let (mut nx, dx) = start(m[0], m[1], m[2]);
    let (mut ny, dy) = start(m[3], m[4], m[5]);
    let (mut nw, dw) = start(m[6], m[7], m[8]);
    for x in 0..w {
        let inv = 1.0 / if nw.abs() < 1e-12 { 1e-12 } else { nw };
        f(x, [nx * inv, ny * inv]);
        nx += dx;
        ny += dy;
        nw += dw;
    }
}

/// A bilinear sample's four taps in a `w`×`h` raster at (`fx`, `fy`)
/// (pixel centres at integers): the top-left tap's index, the steps to
/// its right and lower neighbours, and the weights. Points outside take
/// the nearest edge, as `raster::sample` has them.
fn taps(fx: f64, fy: f64, w: usize, h: usize) -> (usize, usize, usize, f32, f32) {
    let fx = fx.clamp(0.0, (w - 1) as f64);
    let fy = fy.clamp(0.0, (h - 1) as f64);
    let (xi, yi) = (fx as usize, fy as usize);
    // On the last pixel, its neighbour is itself.
    let right = usize::from(xi + 1 < w);
    let down = usize::from(yi + 1 < h) * w;
    let t = ((fx - xi as f64) as f32, (fy - yi as f64) as f32);
    (yi * w + xi, right, down, t.0, t.1)
}

/// Four lanes, the fourth always 0: three-lane arrays were packed into
/// wider registers with stale lanes that could hold denormals
/// (docs/performance.md's thirteenth pass).
fn bilinear(
    tap: impl Fn(usize) -> [f32; 4],
    (i, right, down, tx, ty): (usize, usize, usize, f32, f32),
) -> [f32; 4] {
    let lerp = |p: [f32; 4], q: [f32; 4], t: f32| -> [f32; 4] {
        std::array::from_fn(|k| p[k] + (q[k] - p[k]) * t)
    };
    let top = lerp(tap(i), tap(i + right), tx);
    let bottom = lerp(tap(i + down), tap(i + down + right), tx);
    lerp(top, bottom, ty)
}

/// The photo's pixels as bilinear samples take them.
struct PhotoView<'a> {
    raw: &'a [u8],
    w: usize,
    h: usize,
}

impl PhotoView<'_> {
    fn of(photo: &RgbImage) -> PhotoView<'_> {
        PhotoView {
            raw: photo.as_raw(),
            w: photo.width() as usize,
            h: photo.height() as usize,
        }
    }

    /// Bilinear sample at photo point `p`, pixel centres at half-integers.
    fn sample(&self, p: [f64; 2]) -> [f32; 4] {
        let tap = |i: usize| {
            let v = &self.raw[i * 3..i * 3 + 3];
            [f32::from(v[0]), f32::from(v[1]), f32::from(v[2]), 0.0]
        };
        bilinear(tap, taps(p[0] - 0.5, p[1] - 0.5, self.w, self.h))
    }
}

/// The fewest photo pixels per cut pixel along any of the cut's sides.
fn least_detail(corners: &[Point; 4], (w, h): (usize, usize)) -> f64 {
    let c = corners;
    let across = c[0].dist(c[1]).min(c[3].dist(c[2])) / w as f64;
    let down = c[0].dist(c[3]).min(c[1].dist(c[2])) / h as f64;
    across.min(down)
}

/// The largest power of two no larger than `detail` (and
/// [`LARGEST_BLOCK`]); 1 below 2.
fn block_for(detail: f64) -> usize {
    let mut block = 1;
    while block < LARGEST_BLOCK && (2 * block) as f64 <= detail {
        block *= 2;
    }
    block
}

/// Part of a photo averaged in `block`×`block` squares: `w`×`h` of them,
/// the first's top-left at (`x0`, `y0`) in the photo. Four lanes, the
/// fourth always 0: three-lane arrays were packed into wider registers
/// with stale lanes that could hold denormals (docs/performance.md's
/// thirteenth pass).
struct Blocks {
    px: Vec<[f32; 4]>,
    w: usize,
    h: usize,
    x0: usize,
    y0: usize,
    block: usize,
}

impl Blocks {
    /// The photo inside the corners' bounding box, a block wider each
    /// side and held to the photo; the photo's last row or column stands
    /// in for a block's part past its edge.
    /// (`BLOCK` a constant, so each row's blocks are summed in fixed-size
    /// runs the compiler unrolls: a run of any size cost twice as much.)
    fn of<const BLOCK: usize>(photo: &RgbImage, corners: &[Point; 4]) -> Blocks {
        let block = BLOCK;
        let (pw, ph) = (photo.width() as usize, photo.height() as usize);
        let span = |v: [f64; 4], len: usize| {
            let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let lo = lo.clamp(0.0, len as f64) as usize;
            // On the photo's grid of blocks, so every photo is averaged
            // the same way wherever a card lies.
            let lo = lo.saturating_sub(block) / block * block;
            let hi = (hi.clamp(0.0, len as f64) as usize + block + 1).clamp(lo + 1, len);
            (lo, (hi - lo).div_ceil(block))
        };
        let (x0, w) = span(corners.map(|c| c.x), pw);
        let (y0, h) = span(corners.map(|c| c.y), ph);
        let raw = photo.as_raw();
        let mut sums = vec![[0u32; 3]; w * h];
        for y in y0..(y0 + h * block) {
            let row = &raw[y.min(ph - 1) * pw * 3..][..pw * 3];
            let sums = &mut sums[(y - y0) / block * w..][..w];
            let end = (x0 + w * block).min(pw);
            let add = |sum: &mut [u32; 3], p: &[u8]| {
                for c in 0..3 {
                    sum[c] += u32::from(p[c]);
                }
            };
            let whole = row[x0 * 3..end * 3].chunks_exact(3 * BLOCK);
            let rest = whole.remainder();
            for (sum, part) in sums.iter_mut().zip(whole) {
                part.chunks_exact(3).for_each(|p| add(sum, p));
            }
            let done = (end - x0) / BLOCK;
            rest.chunks_exact(3).for_each(|p| add(&mut sums[done], p));
            for x in end - x0..w * block {
                add(&mut sums[x / block], &row[(pw - 1) * 3..]);
            }
        }
        let n = (block * block) as f32;
        Blocks {
            px: sums
                .iter()
                .map(|s| [s[0] as f32 / n, s[1] as f32 / n, s[2] as f32 / n, 0.0])
                .collect(),
            w,
            h,
            x0,
            y0,
            block,
        }
    }

    /// Bilinear sample at photo point `p`, pixel centres at half-integers.
    fn sample(&self, p: [f64; 2]) -> [f32; 4] {
        let b = self.block as f64;
        let fx = (p[0] - self.x0 as f64) / b - 0.5;
        let fy = (p[1] - self.y0 as f64) / b - 0.5;
        bilinear(|i| self.px[i], taps(fx, fy, self.w, self.h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A photo of stripes one pixel wide, alternately black and white.
    fn stripes(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, _| image::Rgb([(x % 2 * 255) as u8; 3]))
    }

    fn cut_of(photo: &RgbImage, quad: [Point; 4], size: (usize, usize)) -> Vec<[f32; 3]> {
        let Some(h) = Homography::from_points(UNIT_SQUARE, quad) else {
            panic!("a degenerate quad");
        };
        area_mean(photo, &h, size)
    }

    #[test]
    fn blocks_are_as_large_as_a_cut_pixel_and_no_larger() {
        assert_eq!(block_for(1.9), 1);
        assert_eq!(block_for(2.0), 2);
        assert_eq!(block_for(3.9), 2);
        assert_eq!(block_for(4.0), 4);
        assert_eq!(block_for(7.5), 4);
        assert_eq!(block_for(40.0), 8);
    }

    /// Stripes finer than a cut pixel come out as their mean grey at every
    /// block size, not as the stripe each sample happens to land on.
    #[test]
    fn a_cut_of_fine_stripes_is_their_mean_grey_at_every_scale() {
        let photo = stripes(400, 400);
        for side in [30usize, 60, 120, 190] {
            let quad = [
                Point::new(4.0, 4.0),
                Point::new(396.0, 4.0),
                Point::new(396.0, 396.0),
                Point::new(4.0, 396.0),
            ];
            let cut = cut_of(&photo, quad, (side, side));
            let worst = cut
                .iter()
                .map(|p| (p[0] - 127.5).abs())
                .fold(0f32, f32::max);
            assert!(worst < 20.0, "side {side}: a pixel {worst} off the mean");
        }
    }

    /// Each cut pixel as four bilinear samples of the photo, one point
    /// mapped at a time (the reader's cut before blocks).
    fn reference(photo: &RgbImage, h: &Homography, (w, hh): (usize, usize)) -> Vec<[f32; 3]> {
        let mut px = Vec::new();
        for y in 0..hh {
            for x in 0..w {
                let mut acc = [0f32; 3];
                for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    let u = Point::new((x as f64 + sx) / w as f64, (y as f64 + sy) / hh as f64);
                    let p = h.apply(u);
                    let s = crate::vision::raster::sample(photo, p.x, p.y);
                    for c in 0..3 {
                        acc[c] += s[c] / 4.0;
                    }
                }
                px.push(acc);
            }
        }
        px
    }

    /// A photo with detail everywhere: a ramp in red, a checkerboard of
    /// three-pixel squares in green.
    fn busy(side: u32) -> RgbImage {
        RgbImage::from_fn(side, side, |x, y| {
            image::Rgb([
                (x * 255 / side) as u8,
                ((x / 3 + y / 3) % 2 * 200) as u8,
                50,
            ])
        })
    }

    /// The largest difference in any channel between `area_mean`'s cut
    /// of `photo` and [`reference`]'s, of the quad with these corners.
    fn worst_against_reference(
        photo: &RgbImage,
        corners: [[f64; 2]; 4],
        size: (usize, usize),
    ) -> f32 {
        let quad = corners.map(|[x, y]| Point::new(x, y));
        let Some(h) = Homography::from_points(UNIT_SQUARE, quad) else {
            panic!("a degenerate quad");
        };
        let cut = area_mean(photo, &h, size);
        let reference = reference(photo, &h, size);
        cut.iter()
            .zip(&reference)
            .flat_map(|(a, b)| (0..3).map(move |c| (a[c] - b[c]).abs()))
            .fold(0f32, f32::max)
    }

    /// Under two photo pixels a cut pixel, the cut is the four samples it
    /// always was (a point mapped a row at a time, not one by one), points
    /// past the photo taking its edge.
    #[test]
    fn a_cut_under_two_pixels_a_side_is_four_bilinear_samples() {
        let corners = [[-10.0, 20.0], [150.0, 0.0], [210.0, 190.0], [10.0, 160.0]];
        let worst = worst_against_reference(&busy(200), corners, (100, 120));
        assert!(worst < 0.01, "{worst} levels apart");
    }

    /// Averaged in blocks, a smooth ramp is cut as four samples a pixel
    /// cut it, within a level or two, points past the photo taking its
    /// edge.
    #[test]
    fn blocks_and_supersampling_cut_a_ramp_alike() {
        let ramp = RgbImage::from_fn(320, 320, |x, y| {
            image::Rgb([(x / 2) as u8, (y / 2) as u8, 50])
        });
        let corners = [[-10.0, 20.0], [300.0, 0.0], [330.0, 310.0], [10.0, 300.0]];
        let worst = worst_against_reference(&ramp, corners, (40, 40));
        assert!(worst < 2.5, "{worst} levels apart");
    }
}
