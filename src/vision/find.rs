//! Finding each card on its own: every region of card paper whose outline
//! is a card-shaped quadrilateral (four straight sides, a card's
//! proportions under perspective, nothing missing or sticking out) is one
//! card, wherever it lies and however it is turned.
//!
//! This is what reads loose cards (rows, scattered, rotated) and what tells
//! a table of separate cards from a ship. Cards that touch are parted
//! along their seams (thin lines darker than the paper on both sides).
//! Cards small in a large photo are looked at again closer, round the
//! cards first found, where a seam the working scale blurred away shows.
//! Leaves out cards that overlap (one region holds several: `grid` fits a
//! ship to those), and reading the cards found (`read`).

use image::{GrayImage, Luma, RgbImage};
use imageproc::contours::{find_contours, BorderType};
use imageproc::distance_transform::Norm;
use imageproc::geometry::convex_hull;
use imageproc::morphology::dilate;
use imageproc::point::Point as PixelPoint;

use super::card_image::MIN_CARD_PX;
use super::geometry::{centre, inside, Line, Point};
use super::raster::{self, work_factor, Working};
use super::table;

/// One card-shaped region, in photo pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// Corners of the upright card, clockwise on screen from its top-left:
    /// the first side is a short one.
    pub quad: [Point; 4],
    /// How card-like the outline is, 0–1 (the paper's share of the quad).
    pub fill: f64,
    /// So nearly square as seen that the card may lie either way: the
    /// reader tries it turned a quarter too.
    pub squarish: bool,
}

/// The share of a card's outline that must be paper: a rounded corner and
/// a blurred edge lose a few percent, a second card or a chip beside it far
/// more.
const MIN_FILL: f64 = 0.88;
/// Long side over short side, as seen, at most: 88/63 = 1.40 for a poker
/// card, 1.56 for bridge size. A webcam looking along the table shortens
/// what runs away from it, by about a third on the real photos
/// (martinabeleda's): a card lying across the view then looks up to 2.1
/// long, and one lying along it square (then which way is up is left to
/// the reading: [`Found::squarish`]). So no aspect is too square: a lower
/// bound of 1.03 lost such cards, and dropping it changed nothing on the
/// second generator's ships, checked cloths included (their squares
/// name no card).
const MAX_ASPECT: f64 = 2.1;
/// Under this aspect the short and long sides may be either way round.
const SQUARISH: f64 = 1.25;

/// Finds every separate card in the photo, largest first; `work` is the
/// photo worked at a smaller scale ([`Working::of`]).
pub fn cards(photo: &RgbImage, work: &Working) -> Vec<Found> {
    let (mut found, light) = cards_at(work, true, None);
    if let Some(gain) = paper_cast(work, &found) {
        let (balanced, _) = cards_at(work, light, Some(gain));
        for card in balanced {
            if !found.iter().any(|f| same_card(f, &card)) {
                found.push(card);
            }
        }
    }
    if let Some(part) = closer_look(&found, photo.width(), photo.height()) {
        let closer = Working::of_part(photo, part);
        let (dx, dy) = (f64::from(part.0), f64::from(part.1));
        // The part round a ship may be mostly its cards, which the
        // table's surface would be fitted to: it is fitted there only
        // where the whole photo's table is light.
        let (closer_found, _) = cards_at(&closer, light, None);
        for mut card in closer_found {
            card.quad = card.quad.map(|p| Point::new(p.x + dx, p.y + dy));
            keep_best(&mut found, card);
        }
        found = without_joined(found);
    }
    found.sort_by(|a, b| area(&b.quad).total_cmp(&area(&a.quad)));
    found
}

/// Cards narrower than this many working pixels are looked at again
/// closer: a seam between two touching cards is then a pixel or less,
/// and the finder joins them.
const CLOSER_BELOW: f64 = 60.0;
/// How far round the cards found the closer look reaches, in card
/// lengths: a ship's cards the first look missed lie beside those found.
const CLOSER_REACH: f64 = 2.5;

/// The part of the photo (left, top, width, height) worth a closer look:
/// round the cards found, when they are small in the working image and
/// the part is small enough to be worked at a finer scale. The middle
/// card found sets the size; outlines far from it (the table's pattern,
/// a box) neither set the part nor widen it.
fn closer_look(found: &[Found], width: u32, height: u32) -> Option<(u32, u32, u32, u32)> {
    let factor = f64::from(work_factor(width, height));
    let short = |f: &Found| f.quad[0].dist(f.quad[1]).min(f.quad[1].dist(f.quad[2]));
    let mut sides: Vec<f64> = found.iter().map(short).collect();
    sides.sort_by(f64::total_cmp);
    let middle = *sides.get(sides.len() / 2)?;
    if factor < 2.0 || middle / factor >= CLOSER_BELOW {
        return None;
    }
    let reach = CLOSER_REACH * middle * 1.4;
    let cards = found
        .iter()
        .filter(|f| (0.5 * middle..=2.0 * middle).contains(&short(f)));
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in cards.flat_map(|f| f.quad) {
        (x0, y0, x1, y1) = (x0.min(p.x), y0.min(p.y), x1.max(p.x), y1.max(p.y));
    }
    let left = (x0 - reach).max(0.0) as u32;
    let top = (y0 - reach).max(0.0) as u32;
    let right = ((x1 + reach) as u32).min(width);
    let bottom = ((y1 + reach) as u32).min(height);
    let (w, h) = (right.checked_sub(left)?, bottom.checked_sub(top)?);
    (work_factor(w, h) < work_factor(width, height)).then_some((left, top, w, h))
}

/// Under a colour cast this strong (the largest gain that makes the
/// found cards' paper grey), the finder looks again with the cast taken
/// out. A webcam's white balance can leave white cards bluish on a
/// yellowish table ([186, 215, 233] against [174, 183, 164] in a real
/// photo): their whiteness, the least channel, then stands only about 20
/// levels above the table's, and two of three cards were not found. The
/// second generator's casts are as strong, and balancing every photo
/// shifted outlines everywhere and lost cells, so the second look only
/// adds cards the first did not find. 1.10–1.15 read the real photos
/// the same; 1.05 cost seed 8000 cells and 1.2 found fewer real cards:
/// a development choice.
const CAST: f32 = 1.15;
/// The share of a found card's pixels darker than its paper's level, per
/// channel: ink and shadow lie below it.
const PAPER_PERCENTILE: f64 = 0.9;

/// The gains per channel that make the paper of the cards found grey,
/// when the largest is at least [`CAST`]. Only outlines that are nearly
/// all paper and of about the middle one's size say what paper looks
/// like (not the table taken for one card, nor a box).
fn paper_cast(working: &Working, found: &[Found]) -> Option<[f32; 3]> {
    let mut sizes: Vec<f64> = found.iter().map(|c| area(&c.quad)).collect();
    sizes.sort_by(f64::total_cmp);
    let middle = *sizes.get(sizes.len() / 2)?;
    let cards = found
        .iter()
        .filter(|c| c.fill >= 0.9 && (0.5..2.0).contains(&(area(&c.quad) / middle)));
    let mut channels: [Vec<u8>; 3] = Default::default();
    for card in cards {
        for p in pixels_inside(working, &card.quad) {
            for (c, v) in channels.iter_mut().zip(p) {
                c.push(v);
            }
        }
    }
    if channels[0].len() < 50 {
        return None;
    }
    let levels = channels.map(|mut v| {
        let k = ((v.len() as f64 * PAPER_PERCENTILE) as usize).min(v.len() - 1);
        f32::from(*v.select_nth_unstable(k).1).max(1.0)
    });
    let top = levels.iter().copied().fold(0.0, f32::max);
    let gain = levels.map(|l| (top / l).min(1.5));
    (gain.iter().copied().fold(0.0, f32::max) >= CAST).then_some(gain)
}

/// The working image's pixels inside a quad given in photo pixels.
fn pixels_inside(working: &Working, quad: &[Point; 4]) -> Vec<[u8; 3]> {
    let f = f64::from(working.factor);
    let q = quad.map(|p| Point::new(p.x / f - 0.5, p.y / f - 0.5));
    let (w, h) = (working.image.width(), working.image.height());
    let lo = |v: f64| v.max(0.0) as u32;
    let (x0, x1) = (
        q.iter().map(|p| p.x).fold(f64::MAX, f64::min),
        q.iter().map(|p| p.x).fold(f64::MIN, f64::max),
    );
    let (y0, y1) = (
        q.iter().map(|p| p.y).fold(f64::MAX, f64::min),
        q.iter().map(|p| p.y).fold(f64::MIN, f64::max),
    );
    let mut out = Vec::new();
    for y in lo(y0)..lo(y1 + 1.0).min(h) {
        for x in lo(x0)..lo(x1 + 1.0).min(w) {
            if inside(&q, Point::new(f64::from(x), f64::from(y))) {
                out.push(working.image.get_pixel(x, y).0);
            }
        }
    }
    out
}

/// Finds every separate card in a photo worked at a smaller scale, in
/// photo pixels of the part worked, and whether the part's table was
/// light enough to cut paper above ([`Level::Above`]); that is tried
/// only when `light_table` allows it. With `gain`, each channel is
/// scaled by it before whiteness is taken ([`paper_cast`]).
fn cards_at(working: &Working, light_table: bool, gain: Option<[f32; 3]>) -> (Vec<Found>, bool) {
    let (work, factor) = (&working.image, working.factor);
    let g = gain.unwrap_or([1.0; 3]);
    let whiteness: Vec<u8> = work
        .pixels()
        .map(|p| {
            (0..3)
                .map(|c| (f32::from(p[c]) * g[c]).min(255.0))
                .fold(255.0, f32::min) as u8
        })
        .collect();
    let f = f64::from(factor);
    let min_short = MIN_CARD_PX / f;
    let seams = seams(work, &whiteness);
    // A seam found only here and there (a blurred photo, a light table)
    // leaks: its gaps joined, the paper cut along it is tried as well as
    // the paper cut along the seam as found (each card's best outline is
    // kept), since thicker seams shrink every card they cut.
    let wide = dilate(&seams, Norm::LInf, 1);
    let otsu = raster::otsu(whiteness.iter().copied()).max(60);
    let (w, h) = (work.width() as usize, work.height() as usize);
    let table = light_table
        .then(|| table::lighter_than(otsu, &whiteness, w, h))
        .flatten();
    let mut levels: Vec<Level> = thresholds(otsu).into_iter().map(Level::Whiter).collect();
    if table.is_some() {
        levels.extend([1.0, 2.0].map(|k| Level::Above(k * table::STANDS_OUT)));
    }
    let mut found: Vec<Found> = Vec::new();
    for level in levels {
        let paper = paper(work, &whiteness, table.as_deref(), level);
        let cut = cut_along(&paper, &seams);
        let cut_wide = cut_along(&paper, &wide);
        for mask in [paper, cut, cut_wide] {
            let outlines = find_contours::<i32>(&mask)
                .into_iter()
                .filter(|c| c.border_type == BorderType::Outer && c.points.len() >= 16)
                .filter_map(|c| card_outline(&c.points, min_short))
                .filter(|c| !is_frame(&c.quad, work.width(), work.height()));
            for card in outlines {
                keep_best(&mut found, card);
            }
        }
    }
    let mut found = without_joined(found);
    for card in &mut found {
        card.quad = card
            .quad
            .map(|p| Point::new((p.x + 0.5) * f, (p.y + 0.5) * f));
    }
    (found, table.is_some())
}

/// How near a corner of the image worked an outline's corner must be
/// for the outline to be the image's own frame, in working pixels.
const FRAME_NEAR: f64 = 3.0;

/// Whether an outline is the frame of the image worked: a table lighter
/// than the level everywhere makes the whole image paper, and a frame of
/// 4:3 or 3:2 is card-shaped.
fn is_frame(quad: &[Point; 4], w: u32, h: u32) -> bool {
    let (w, h) = (f64::from(w), f64::from(h));
    let frame = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)].map(|(x, y)| Point::new(x, y));
    quad.iter()
        .all(|q| frame.iter().any(|f| q.dist(*f) < FRAME_NEAR))
}

/// The levels paper is cut at: the photo's own Otsu level and a ladder
/// around it, since one level never suits every card of a photo (a card in
/// shadow is greyer than a white table in the light).
fn thresholds(otsu: u8) -> Vec<u8> {
    let mut levels = vec![otsu];
    levels.extend((70u8..=220).step_by(25).filter(|l| l.abs_diff(otsu) > 10));
    levels
}

/// Adds a card found at one level, unless a better outline of the same card
/// (much the same size, its centre inside, a higher fill) came from
/// another level.
fn keep_best(found: &mut Vec<Found>, card: Found) {
    match found.iter().position(|a| same_card(a, &card)) {
        Some(i) if found[i].fill >= card.fill => {}
        Some(i) => found[i] = card,
        None => found.push(card),
    }
}

/// Two outlines of one card: much the same size, either's centre inside
/// the other.
fn same_card(a: &Found, b: &Found) -> bool {
    let ratio = area(&a.quad) / area(&b.quad).max(1e-9);
    (0.6..1.67).contains(&ratio)
        && (inside(&a.quad, centre(&b.quad)) || inside(&b.quad, centre(&a.quad)))
}

/// The outlines found, less those that are two touching cards seen as one
/// (two cards side by side are card-shaped too): an outline holding two
/// others of about half its size.
fn without_joined(found: Vec<Found>) -> Vec<Found> {
    let halves = |whole: &Found| {
        let size = area(&whole.quad);
        found
            .iter()
            .filter(|part| {
                let ratio = area(&part.quad) / size.max(1e-9);
                (0.3..0.7).contains(&ratio) && inside(&whole.quad, centre(&part.quad))
            })
            .count()
    };
    let joined: Vec<bool> = found.iter().map(|f| halves(f) >= 2).collect();
    found
        .into_iter()
        .zip(joined)
        .filter_map(|(f, j)| (!j).then_some(f))
        .collect()
}

/// A level paper is cut at: whiter than a whiteness, or standing out
/// from the table's own lightness under it by so much. The second is
/// tried only on a table lighter than the photo's
/// Otsu level ([`table::lighter_than`]), where white cards in uneven
/// light stand out from the table round them, but no one level parts
/// them from it everywhere; at twice [`table::STANDS_OUT`] as well, since
/// a card's shaded edge or a bright patch of table joins cards at one.
#[derive(Debug, Clone, Copy)]
enum Level {
    Whiter(u8),
    Above(f32),
}

/// Card paper on the working image at `level` of whiteness (the minimum
/// of R, G, B: bright and grey), white where it is paper.
fn paper(work: &RgbImage, whiteness: &[u8], table: Option<&[f32]>, level: Level) -> GrayImage {
    let raw = match (level, table) {
        (Level::Above(by), Some(surface)) => table::stands_out(whiteness, surface, by)
            .map(|o| if o { 255 } else { 0 })
            .collect(),
        (Level::Whiter(t), _) => whiteness
            .iter()
            .map(|v| if *v > t { 255 } else { 0 })
            .collect(),
        (Level::Above(_), None) => vec![0; whiteness.len()],
    };
    GrayImage::from_raw(work.width(), work.height(), raw).unwrap_or_default()
}

/// How much darker than the paper on both sides of it a line must be to
/// be a seam: above a photo's grain, below the shade at the edge of a card
/// lying on another.
const SEAM_DEPTH: u8 = 8;
/// How far either side of a pixel the paper is looked at, in working
/// pixels: a seam blurred by the downscale is two or three wide.
const SEAM_REACH: i64 = 2;

/// Thin dark lines across the paper, marked 255: pixels darker by
/// [`SEAM_DEPTH`] than the pixels [`SEAM_REACH`] away on both sides, in
/// any of four directions. Touching cards meet along such a line (their
/// edges, a sliver of shadow), which the downscale blurs until no level of
/// whiteness cuts it; taking these lines out of the paper parts the cards.
fn seams(work: &RgbImage, whiteness: &[u8]) -> GrayImage {
    let (w, h) = (i64::from(work.width()), i64::from(work.height()));
    let at = |x: i64, y: i64| -> Option<u8> {
        let i = usize::try_from(y * w + x).ok()?;
        ((0..w).contains(&x) && (0..h).contains(&y))
            .then(|| whiteness.get(i).copied())
            .flatten()
    };
    let k = SEAM_REACH;
    GrayImage::from_fn(work.width(), work.height(), |x, y| {
        let (x, y) = (i64::from(x), i64::from(y));
        let Some(v) = at(x, y) else {
            return Luma([0]);
        };
        let deeper = |n: Option<u8>| n.is_some_and(|n| n > v.saturating_add(SEAM_DEPTH));
        let valley = [(k, 0), (0, k), (k, k), (k, -k)]
            .iter()
            .any(|&(dx, dy)| deeper(at(x - dx, y - dy)) && deeper(at(x + dx, y + dy)));
        Luma([if valley { 255 } else { 0 }])
    })
}

/// `paper` with the `seams` taken out of it.
fn cut_along(paper: &GrayImage, seams: &GrayImage) -> GrayImage {
    let raw = paper
        .as_raw()
        .iter()
        .zip(seams.as_raw())
        .map(|(p, s)| if *s > 0 { 0 } else { *p })
        .collect();
    GrayImage::from_raw(paper.width(), paper.height(), raw).unwrap_or_default()
}

/// The card a region's outer border outlines, or `None` when it is not
/// one card's shape.
fn card_outline(border: &[PixelPoint<i32>], min_short: f64) -> Option<Found> {
    let hull: Vec<Point> = convex_hull(border.to_vec())
        .into_iter()
        .map(|p| Point::new(f64::from(p.x), f64::from(p.y)))
        .collect();
    if hull.len() < 4 {
        return None;
    }
    let corners = widest_quad(&hull)?;
    let points: Vec<Point> = border
        .iter()
        .map(|p| Point::new(f64::from(p.x), f64::from(p.y)))
        .collect();
    let quad = straighten(&points, &corners).unwrap_or(corners);
    let sides = [0, 1, 2, 3].map(|i| quad[i].dist(quad[(i + 1) % 4]));
    let short = sides[0].min(sides[2]).min(sides[1].min(sides[3]));
    let (a, b) = ((sides[0] + sides[2]) / 2.0, (sides[1] + sides[3]) / 2.0);
    let aspect = a.max(b) / a.min(b).max(1e-9);
    if short < min_short || aspect > MAX_ASPECT {
        return None;
    }
    let fill = area(&points) / area(&quad).max(1e-9);
    if !(MIN_FILL..=1.08).contains(&fill) || sticks_out(&points, &quad) {
        return None;
    }
    Some(Found {
        quad: upright(quad),
        fill: fill.min(1.0),
        squarish: aspect < SQUARISH,
    })
}

/// How far past a side a border point may lie, as a share of the quad's
/// size (a blurred edge, a rounded corner's straightened tip), and the
/// share of border points that may lie farther (a chip hanging over it).
const OUT_REACH: f64 = 0.15;
const OUT_SHARE: f64 = 0.06;

/// Whether the region reaches well past its quad: the quad straightened
/// from a region of several cards (a ship, a staircase of rows) can cut
/// across it and still enclose as much area as the region has, so the
/// fill alone passes it.
fn sticks_out(border: &[Point], quad: &[Point; 4]) -> bool {
    let c = centre(quad);
    let grown = quad.map(|p| {
        Point::new(
            c.x + (p.x - c.x) * (1.0 + OUT_REACH),
            c.y + (p.y - c.y) * (1.0 + OUT_REACH),
        )
    });
    let out = border.iter().filter(|p| !inside(&grown, **p)).count();
    out as f64 > OUT_SHARE * border.len() as f64
}

/// The four hull points enclosing the most area: a card's corners, or the
/// points nearest them when its corners are rounded.
fn widest_quad(hull: &[Point]) -> Option<[Point; 4]> {
    // Hulls of a working-image card have tens of points; thinning to 64
    // keeps the O(n³) search small on a long, ragged outline.
    let step = hull.len().div_ceil(64);
    let h: Vec<Point> = hull.iter().step_by(step).copied().collect();
    let n = h.len();
    let tri = |a: Point, b: Point, c: Point| {
        ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)).abs() / 2.0
    };
    let mut best: Option<(f64, [usize; 4])> = None;
    for i in 0..n {
        for k in i + 2..n {
            let left = (i + 1..k).map(|j| (tri(h[i], h[j], h[k]), j));
            let right = (k + 1..n + i).map(|l| (tri(h[i], h[k], h[l % n]), l % n));
            let max =
                |it: &mut dyn Iterator<Item = (f64, usize)>| it.max_by(|a, b| a.0.total_cmp(&b.0));
            let (Some((a1, j)), Some((a2, l))) = (max(&mut { left }), max(&mut { right })) else {
                continue;
            };
            if best.is_none_or(|(a, _)| a1 + a2 > a) {
                best = Some((a1 + a2, [i, j, k, l]));
            }
        }
    }
    best.map(|(_, ix)| ix.map(|i| h[i]))
}

/// Each side's line fitted to the border points along its middle, the
/// corners where they meet: exact corners for rounded ones.
fn straighten(border: &[Point], corners: &[Point; 4]) -> Option<[Point; 4]> {
    let mut lines = Vec::with_capacity(4);
    for i in 0..4 {
        let (p, q) = (corners[i], corners[(i + 1) % 4]);
        let side = Line::through(p, q)?;
        let len = p.dist(q);
        let (dx, dy) = ((q.x - p.x) / len, (q.y - p.y) / len);
        let near: Vec<Point> = border
            .iter()
            .copied()
            .filter(|b| {
                let t = (b.x - p.x) * dx + (b.y - p.y) * dy;
                t > 0.15 * len && t < 0.85 * len && side.signed_dist(*b).abs() < 0.06 * len
            })
            .collect();
        lines.push(Line::fit(&near)?);
    }
    let mut quad = [Point::new(0.0, 0.0); 4];
    for i in 0..4 {
        quad[i] = lines[(i + 3) % 4].intersect(&lines[i])?;
        if quad[i].dist(corners[i]) > 0.2 * corners[i].dist(corners[(i + 1) % 4]) {
            return None;
        }
    }
    Some(quad)
}

/// The corners ordered clockwise on screen, starting where a short side
/// begins, so the card is upright in its own frame.
pub fn upright(quad: [Point; 4]) -> [Point; 4] {
    let mut q = quad;
    if signed_area(&q) < 0.0 {
        q.reverse();
    }
    let pair =
        |q: &[Point; 4], i: usize| q[i].dist(q[(i + 1) % 4]) + q[(i + 2) % 4].dist(q[(i + 3) % 4]);
    if pair(&q, 0) > pair(&q, 1) {
        q.rotate_left(1);
    }
    // Of the two ways up, the one whose top-left is nearer the photo's
    // top-left keeps a card that lies straight the right way up on screen.
    let turned = [q[2], q[3], q[0], q[1]];
    if turned[0].x + turned[0].y < q[0].x + q[0].y {
        turned
    } else {
        q
    }
}

/// Signed area of a polygon in screen coordinates: positive when its
/// points run clockwise on screen (y down).
fn signed_area(points: &[Point]) -> f64 {
    let n = points.len();
    (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum::<f64>()
        / 2.0
}

fn area(points: &[Point]) -> f64 {
    signed_area(points).abs()
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// The cards found in a whole photo, worked as `recognize` works it.
    fn cards_in(photo: &RgbImage) -> Vec<Found> {
        cards(photo, &Working::of(photo))
    }

    /// A white card `w`×`h` turned by `deg` about (cx, cy), on green felt.
    fn felt_with_card(cx: f64, cy: f64, w: f64, h: f64, deg: f64) -> RgbImage {
        let (s, c) = deg.to_radians().sin_cos();
        RgbImage::from_fn(400, 400, |x, y| {
            let (dx, dy) = (f64::from(x) - cx, f64::from(y) - cy);
            let (u, v) = (dx * c + dy * s, -dx * s + dy * c);
            if u.abs() < w / 2.0 && v.abs() < h / 2.0 {
                Rgb([235, 232, 228])
            } else {
                Rgb([20, 70, 40])
            }
        })
    }

    /// An upright card seen from a webcam looking along the table: its
    /// length foreshortened to its width, so it looks square.
    #[test]
    fn a_card_foreshortened_to_a_square_is_found_and_may_lie_either_way() {
        let photo = felt_with_card(200.0, 200.0, 100.0, 101.0, 8.0);
        let found = cards_in(&photo);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].squarish, "{found:?}");
    }

    /// A card lying across that webcam's view: its width foreshortened,
    /// it looks twice as long as it is wide.
    #[test]
    fn a_card_across_an_oblique_view_is_found_twice_as_long_as_wide() {
        let photo = felt_with_card(200.0, 200.0, 150.0, 73.0, 6.0);
        let found = cards_in(&photo);
        assert_eq!(found.len(), 1, "{found:?}");
        // Nothing longer: a strip of paper three times its width.
        let strip = felt_with_card(200.0, 200.0, 210.0, 70.0, 6.0);
        assert!(cards_in(&strip).is_empty());
    }

    #[test]
    fn a_turned_card_on_felt_is_found_with_its_corners() {
        let photo = felt_with_card(200.0, 200.0, 100.0, 140.0, 30.0);
        let found = cards_in(&photo);
        assert_eq!(found.len(), 1, "{found:?}");
        let q = found[0].quad;
        let short = q[0].dist(q[1]);
        let long = q[1].dist(q[2]);
        assert!(
            (short - 100.0).abs() < 4.0 && (long - 140.0).abs() < 4.0,
            "{q:?}"
        );
        assert!(signed_area(&q) > 0.0, "clockwise on screen: {q:?}");
    }

    #[test]
    fn three_touching_cards_in_an_l_are_not_one_card() {
        // Two cards side by side and one above the left one, as a ship's
        // last rows lie, with no seam between them: the quad straightened
        // from this region cuts across it and encloses as much area as the
        // region has, so only what sticks out of it tells.
        let photo = RgbImage::from_fn(400, 400, |x, y| {
            let (x, y) = (i64::from(x), i64::from(y));
            let upper = (60..160).contains(&x) && (40..180).contains(&y);
            let lower = (60..260).contains(&x) && (180..320).contains(&y);
            if upper || lower {
                Rgb([235, 232, 228])
            } else {
                Rgb([20, 70, 40])
            }
        });
        let found = cards_in(&photo);
        let card = 100.0 * 140.0;
        assert!(
            found.iter().all(|f| area(&f.quad) < 1.5 * card),
            "an outline holds several cards: {found:?}"
        );
    }

    /// That `found` holds `n` cards, each `size` (short, long side) to
    /// within `within` pixels.
    fn assert_cards(found: &[Found], n: usize, size: (f64, f64), within: f64) {
        assert_eq!(found.len(), n, "{found:?}");
        for f in found {
            let (short, long) = (f.quad[0].dist(f.quad[1]), f.quad[1].dist(f.quad[2]));
            assert!(
                (short - size.0).abs() < within && (long - size.1).abs() < within,
                "{f:?}"
            );
        }
    }

    #[test]
    fn touching_cards_are_parted_along_a_seam_with_gaps() {
        // Two cards side by side whose seam, a line a little greyer than
        // the paper, breaks off for a pixel here and there (a blurred or
        // noisy photo): the two cards joined are card-shaped too.
        let photo = RgbImage::from_fn(400, 400, |x, y| {
            let gap = [160, 200, 240].contains(&(y - y % 2));
            if !(100..300).contains(&x) || !(130..270).contains(&y) {
                Rgb([20, 70, 40])
            } else if (199..201).contains(&x) && !gap {
                Rgb([236, 236, 236])
            } else {
                Rgb([250, 250, 250])
            }
        });
        assert_cards(&cards_in(&photo), 2, (100.0, 140.0), 6.0);
    }

    /// A small ship in a large frame (cards 30 working pixels wide): the
    /// faint seam between two touching cards fades into the paper when
    /// the whole photo is worked at a quarter, and shows when the part
    /// round the cards found is looked at closer.
    #[test]
    fn touching_cards_small_in_a_large_photo_are_parted_on_a_closer_look() {
        let photo = RgbImage::from_fn(4000, 3000, |x, y| {
            let on = |x0: u32| (x0..x0 + 120).contains(&x) && (1200..1368).contains(&y);
            if x == 1520 && (1200..1368).contains(&y) {
                Rgb([210, 210, 210])
            } else if on(1000) || on(1200) || on(1400) || on(1520) {
                Rgb([235, 235, 235])
            } else {
                Rgb([20, 70, 40])
            }
        });
        assert_cards(&cards_in(&photo), 4, (120.0, 168.0), 10.0);
    }

    /// Three white cards apart on a cream table under a lamp (the
    /// second generator's seed 8000 photo 0037 is such a table): the
    /// table round the cards is lit to 225–238, whiter than any level a
    /// whole photo is cut at, so every level joined the cards to it and
    /// none was found. Standing out from the table under them, they are.
    #[test]
    fn white_cards_on_a_light_table_under_a_lamp_are_found() {
        let card =
            |x: f64, y: f64, x0: f64| (x0..x0 + 100.0).contains(&x) && (230.0..370.0).contains(&y);
        let photo = RgbImage::from_fn(800, 600, |x, y| {
            let (x, y) = (f64::from(x), f64::from(y));
            if [180.0, 350.0, 520.0].iter().any(|x0| card(x, y, *x0)) {
                Rgb([252, 251, 250])
            } else {
                let d2 = ((x - 400.0).powi(2) + (y - 300.0).powi(2)) / 500.0_f64.powi(2);
                let lit = 238.0 - 70.0 * d2;
                Rgb([lit as u8 + 6, lit as u8 + 2, lit as u8])
            }
        });
        assert_cards(&cards_in(&photo), 3, (100.0, 140.0), 6.0);
    }

    /// A strip of paper is no card from any view. A square may be a card
    /// an oblique webcam sees ([`MAX_ASPECT`]), so a blank one is left to
    /// the reader, which names no card on it and lists nothing.
    #[test]
    fn a_strip_of_paper_is_not_a_card_and_a_blank_square_is_named_none() {
        let strip = felt_with_card(200.0, 200.0, 40.0, 200.0, 10.0);
        assert!(cards_in(&strip).is_empty(), "a strip was taken for a card");
        let square = felt_with_card(200.0, 200.0, 120.0, 120.0, 10.0);
        let seen =
            super::super::recognize::recognize_image(&square, super::super::read::built_in());
        assert!(seen.loose.is_empty(), "{:?}", seen.loose.len());
        assert!(seen.cells.iter().all(|c| c.reading.is_none()));
    }

    /// `photo` with `over` laid on it wherever `over` shows paper.
    fn lay(mut photo: RgbImage, over: &RgbImage) -> RgbImage {
        for (p, q) in photo.pixels_mut().zip(over.pixels()) {
            if q[0] > 200 {
                *p = *q;
            }
        }
        photo
    }

    #[test]
    fn cards_that_touch_along_a_seam_are_two_cards() {
        let mut photo = lay(
            felt_with_card(150.0, 200.0, 100.0, 140.0, 0.0),
            &felt_with_card(251.0, 200.0, 100.0, 140.0, 0.0),
        );
        for y in 130..270 {
            photo.put_pixel(200, y, Rgb([120, 120, 118]));
        }
        assert_eq!(cards_in(&photo).len(), 2);
    }

    #[test]
    fn cards_that_touch_along_a_faint_seam_are_two_cards() {
        // Bright cards whose seam is a blurred line only a little darker
        // than the paper, as a downscaled photo shows it: no level of
        // whiteness between the paper and the seam is on the ladder.
        let card = |cx: f64| felt_with_card(cx, 200.0, 100.0, 140.0, 0.0);
        let mut photo = lay(card(150.0), &card(251.0));
        for p in photo.pixels_mut() {
            if p[0] > 200 {
                *p = Rgb([252, 252, 252]);
            }
        }
        for y in 131..270 {
            for (x, v) in [(199, 244), (200, 236), (201, 244)] {
                photo.put_pixel(x, y, Rgb([v, v, v]));
            }
        }
        assert_eq!(cards_in(&photo).len(), 2, "{:?}", cards_in(&photo));
    }

    #[test]
    fn overlapping_cards_are_not_taken_for_one() {
        let photo = lay(
            felt_with_card(160.0, 170.0, 100.0, 140.0, 0.0),
            &felt_with_card(220.0, 240.0, 100.0, 140.0, 0.0),
        );
        assert!(cards_in(&photo).is_empty(), "{:?}", cards_in(&photo));
    }
}
