//! Synthetic ship photos with their truth, for tests and the accuracy
//! benchmark: a layout laid out with one of the shared public-domain decks,
//! chips on stacked cards, a procedural table, perspective, rotation,
//! uneven light, blur, sensor noise and JPEG compression.
//!
//! Deliberately not a photo-realistic renderer: it produces the difficulties
//! recognition must survive (merged cards, seams, perspective, occluding
//! chips, light gradients, compression) and nothing it could learn by heart.
//! Everything is a pure function of the layout, the deck and the seed.

use std::collections::HashMap;
use std::path::Path;

use image::{imageops, Rgb, RgbImage, RgbaImage};
use serde::{Deserialize, Serialize};

use super::geometry::{Homography, Point};
use crate::games::rickety::{Card, Layout, Pos, Rank, Shape, Stack, Suit};

/// A deck of card faces, one image per card.
pub struct Deck {
    pub name: String,
    faces: HashMap<Card, RgbaImage>,
}

impl Deck {
    /// Loads a directory of 52 PNGs named by card code (`AS.png`, `10H.png`).
    pub fn load(dir: &Path) -> Result<Deck, String> {
        let mut faces = HashMap::new();
        for suit in Suit::ALL {
            for rank in 1..=13 {
                let card = Card::new(rank, suit).ok_or("rank out of range")?;
                let path = dir.join(format!("{}.png", card.code()));
                let face = image::open(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?
                    .to_rgba8();
                faces.insert(card, face);
            }
        }
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Ok(Deck { name, faces })
    }

    /// Loads whichever of the 52 cards a directory holds with a card's
    /// proportions (height over width 1.25–1.65): a rendered SVG deck whose
    /// element for a card is only a part of it (some of KDE's) gives a
    /// sliver, which would teach nothing true. For training only.
    pub fn load_some(dir: &Path) -> Deck {
        let mut faces = HashMap::new();
        for suit in Suit::ALL {
            for rank in 1..=13 {
                let Some(card) = Card::new(rank, suit) else {
                    continue;
                };
                let Ok(face) = image::open(dir.join(format!("{}.png", card.code()))) else {
                    continue;
                };
                let aspect = f64::from(face.height()) / f64::from(face.width().max(1));
                if (1.25..=1.65).contains(&aspect) {
                    faces.insert(card, face.to_rgba8());
                }
            }
        }
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Deck { name, faces }
    }

    /// Every card with its face, in a stable order.
    pub fn faces(&self) -> Vec<(Card, &RgbaImage)> {
        let mut all: Vec<(Card, &RgbaImage)> = self.faces.iter().map(|(c, f)| (*c, f)).collect();
        all.sort_by_key(|(c, _)| *c);
        all
    }

    pub fn face(&self, card: Card) -> Option<&RgbaImage> {
        self.faces.get(&card)
    }
}

pub use crate::rng::Rng;

/// Fills every cell of `shape` with a random top card and 0–3 chips.
pub fn random_layout(shape: &Shape, rng: &mut Rng) -> Layout {
    let rows = shape.positions().map(|p| p.row + 1).max().unwrap_or(0);
    let cols = shape.positions().map(|p| p.col + 1).max().unwrap_or(0);
    let mut layout = Layout::empty(rows, cols);
    for pos in shape.positions() {
        let suit = Suit::ALL[rng.below(4)];
        let rank = Rank::new(rng.below(13) as u8 + 1).unwrap_or(Rank::SEVEN);
        let top = Card { rank, suit };
        let chips = match rng.unit() {
            x if x < 0.55 => 0,
            x if x < 0.75 => 1,
            x if x < 0.9 => 2,
            _ => 3,
        };
        let stack = if chips == 0 {
            Stack::single(top)
        } else {
            Stack::Photo { top, chips }
        };
        layout.set(pos, Some(stack));
    }
    layout
}

/// What is really in a rendered photo.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Truth {
    pub deck: String,
    pub seed: u64,
    pub width: u32,
    pub height: u32,
    /// The layout in the Rickety text format, `TOP^N` stacks.
    pub layout: String,
    pub cells: Vec<TruthCell>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TruthCell {
    pub row: usize,
    pub col: usize,
    pub top: String,
    pub chips: usize,
    /// The card's corners in the photo: top-left, top-right, bottom-right,
    /// bottom-left of the upright card.
    pub quad: [[f64; 2]; 4],
    /// Each chip drawn, lowest first, where the generator says where it
    /// put them (`scripts/photogen` does; this renderer does not): for
    /// telling which chips a finder misses, not for scoring.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chips_drawn: Vec<DrawnChip>,
}

/// One chip as its generator drew it on the card's face.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DrawnChip {
    /// Centre and radius: shares of the face's width (x, r) and height (y).
    pub at: [f64; 3],
    /// Its design, then its colour: `coin 190/190/195`, `spots8 …`.
    pub kind: String,
    /// The share of its outline the chips above it leave showing.
    pub shown: f64,
}

/// How hard a photo is; the defaults are the accuracy benchmark's.
#[derive(Debug, Clone, Copy)]
pub struct Difficulty {
    pub max_rotation_deg: f64,
    /// Foreshortening of the far edge at the worst (0.72 ≈ 30° off vertical).
    pub min_keystone: f64,
    pub max_blur: f64,
    pub max_noise: f64,
    pub min_jpeg_quality: u8,
}

impl Default for Difficulty {
    fn default() -> Difficulty {
        Difficulty {
            max_rotation_deg: 20.0,
            min_keystone: 0.72,
            max_blur: 1.2,
            max_noise: 6.0,
            min_jpeg_quality: 60,
        }
    }
}

/// Card width on the ship's plane, in plane pixels (the shared decks are
/// 250 px wide).
const PLANE_CARD_W: f64 = 250.0;

/// Cells shown face down (a card back instead of the face).
pub type FaceDown = [Pos];

pub struct Rendered {
    pub photo: RgbImage,
    pub truth: Truth,
    pub jpeg_quality: u8,
}

/// Renders `layout` with `deck` as a `width`×`height` photo.
pub fn render(
    layout: &Layout,
    deck: &Deck,
    seed: u64,
    size: (u32, u32),
    difficulty: Difficulty,
) -> Result<Rendered, String> {
    render_with(layout, deck, seed, size, difficulty, &[])
}

/// [`render`], with some cards face down.
pub fn render_with(
    layout: &Layout,
    deck: &Deck,
    seed: u64,
    (width, height): (u32, u32),
    difficulty: Difficulty,
    face_down: &FaceDown,
) -> Result<Rendered, String> {
    let mut rng = Rng::new(seed);
    let rows = layout.rows.len();
    let cols = layout.rows.iter().map(Vec::len).max().unwrap_or(0);
    if rows == 0 || cols == 0 || layout.stacks().next().is_none() {
        return Err("the layout has no cards".into());
    }
    let sample = deck.faces.values().next().ok_or("the deck has no cards")?;
    let card_h = PLANE_CARD_W * f64::from(sample.height()) / f64::from(sample.width());
    // Cards touch or nearly touch: a small gap, and each card a little off.
    let gap = rng.range(0.0, 0.045) * PLANE_CARD_W;
    let margin = 0.3 * PLANE_CARD_W;
    let pitch_x = PLANE_CARD_W + gap;
    let pitch_y = card_h + gap;
    let plane_w = 2.0 * margin + cols as f64 * pitch_x;
    let plane_h = 2.0 * margin + rows as f64 * pitch_y;
    let mut plane = RgbaImage::new(plane_w.ceil() as u32, plane_h.ceil() as u32);

    let chip = ChipStyle::random(&mut rng);
    let mut placed = Vec::new();
    for (pos, stack) in layout.stacks() {
        let face = deck
            .face(stack.top())
            .ok_or_else(|| format!("the deck has no {}", stack.top().code()))?;
        let cx = margin + (pos.col as f64 + 0.5) * pitch_x + rng.range(-0.02, 0.02) * PLANE_CARD_W;
        let cy = margin + (pos.row as f64 + 0.5) * pitch_y + rng.range(-0.02, 0.02) * PLANE_CARD_W;
        let angle = rng.range(-1.5, 1.5).to_radians();
        let back;
        let face = if face_down.contains(&pos) {
            back = card_back(face.width(), face.height());
            &back
        } else {
            face
        };
        let corners = draw_card(&mut plane, face, Point::new(cx, cy), angle);
        draw_chips(
            &mut plane,
            &chip,
            &mut rng,
            Point::new(cx, cy),
            stack.chips(),
        );
        placed.push((pos, stack.clone(), corners));
    }

    // Where the ship's plane lands in the photo.
    let (w, h) = (f64::from(width), f64::from(height));
    let rotation = rng
        .range(-difficulty.max_rotation_deg, difficulty.max_rotation_deg)
        .to_radians();
    let keystone = rng.range(difficulty.min_keystone, 1.0);
    let tilt_dir = rng.range(0.0, std::f64::consts::TAU);
    let fill = rng.range(0.55, 0.8);
    let local: Vec<Point> = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .iter()
        .map(|(u, v)| {
            let p = Point::new(u * plane_w / 2.0, v * plane_h / 2.0);
            let p = keystone_point(p, tilt_dir, keystone, plane_w.max(plane_h) / 2.0);
            rotate(p, rotation)
        })
        .collect();
    let (min_x, max_x, min_y, max_y) = bounds(&local);
    let scale = fill * (w / (max_x - min_x)).min(h / (max_y - min_y));
    let centre = Point::new(
        w / 2.0 + rng.range(-0.04, 0.04) * w - scale * (min_x + max_x) / 2.0,
        h / 2.0 + rng.range(-0.04, 0.04) * h - scale * (min_y + max_y) / 2.0,
    );
    let dest: Vec<Point> = local
        .iter()
        .map(|p| Point::new(centre.x + scale * p.x, centre.y + scale * p.y))
        .collect();
    let plane_corners = [
        Point::new(0.0, 0.0),
        Point::new(plane_w, 0.0),
        Point::new(plane_w, plane_h),
        Point::new(0.0, plane_h),
    ];
    let to_photo = Homography::from_points(plane_corners, [dest[0], dest[1], dest[2], dest[3]])
        .ok_or("degenerate perspective")?;
    let to_plane = to_photo.inverse().ok_or("degenerate perspective")?;

    let table = Table::random(&mut rng);
    let shadow = shadow_map(&plane);
    let light = Light::random(&mut rng, w, h);
    let noise = rng.range(1.0, difficulty.max_noise.max(1.0));
    let mut photo = RgbImage::new(width, height);
    for (x, y, px) in photo.enumerate_pixels_mut() {
        let p = Point::new(f64::from(x) + 0.5, f64::from(y) + 0.5);
        let q = to_plane.apply(p);
        let mut rgb = table.colour(p.x, p.y);
        let s = shadow.at(q.x - 8.0, q.y - 10.0);
        for c in &mut rgb {
            *c *= 1.0 - 0.45 * s;
        }
        let card = sample_rgba(&plane, q.x, q.y);
        let a = card[3];
        for i in 0..3 {
            rgb[i] = rgb[i] * (1.0 - a) + card[i] * a;
        }
        let l = light.at(p.x, p.y);
        *px = Rgb(std::array::from_fn(|i| {
            (rgb[i] * l[i] + noise * rng.gauss()).clamp(0.0, 255.0) as u8
        }));
    }
    let blur = rng.range(0.2, difficulty.max_blur.max(0.2));
    let photo = imageops::blur(&photo, blur as f32);
    let quality = difficulty.min_jpeg_quality
        + rng.below(usize::from(95u8.saturating_sub(difficulty.min_jpeg_quality)).max(1)) as u8;

    let cells = placed
        .iter()
        .map(|(pos, stack, corners)| TruthCell {
            row: pos.row,
            col: pos.col,
            top: stack.top().code(),
            chips: stack.chips(),
            quad: corners.map(|c| {
                let p = to_photo.apply(c);
                [round2(p.x), round2(p.y)]
            }),
            chips_drawn: Vec::new(),
        })
        .collect();
    let truth = Truth {
        deck: deck.name.clone(),
        seed,
        width,
        height,
        layout: photo_layout_text(layout),
        cells,
    };
    Ok(Rendered {
        photo,
        truth,
        jpeg_quality: quality,
    })
}

/// The layout as a photo sees it: `TOP^N` for every stack.
pub fn photo_layout_text(layout: &Layout) -> String {
    let mut seen = Layout::empty(layout.rows.len(), 0);
    seen.rows = layout
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|cell| {
                    cell.as_ref().map(|s| match s.chips() {
                        0 => Stack::single(s.top()),
                        n => Stack::Photo {
                            top: s.top(),
                            chips: n as u8,
                        },
                    })
                })
                .collect()
        })
        .collect();
    seen.to_text()
}

/// A card face cut to its opaque pixels.
pub struct TrimmedFace {
    pub face: RgbaImage,
    /// The opaque part's width before scaling.
    pub found_width: u32,
}

/// Cuts `face` to the box of its opaque pixels (alpha over half) and
/// scales it to `width`; `None` when nothing is opaque.
pub fn trim_face(face: &RgbaImage, width: u32) -> Option<TrimmedFace> {
    let opaque = face.enumerate_pixels().filter(|(_, _, p)| p[3] > 127);
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    let mut any = false;
    for (x, y, _) in opaque {
        any = true;
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    if !any {
        return None;
    }
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    let cut = imageops::crop_imm(face, x0, y0, w, h).to_image();
    let height = (f64::from(h) * f64::from(width) / f64::from(w))
        .round()
        .max(1.0) as u32;
    let face = imageops::resize(&cut, width.max(1), height, imageops::FilterType::Lanczos3);
    Some(TrimmedFace {
        face,
        found_width: w,
    })
}

/// Encodes a card face as PNG.
pub fn encode_png(face: &RgbaImage) -> Result<Vec<u8>, String> {
    let mut out = std::io::Cursor::new(Vec::new());
    face.write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| format!("cannot encode PNG: {e}"))?;
    Ok(out.into_inner())
}

/// Encodes a rendered photo as JPEG at its quality.
pub fn encode_jpeg(rendered: &Rendered) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let encoder =
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, rendered.jpeg_quality);
    rendered
        .photo
        .write_with_encoder(encoder)
        .map_err(|e| format!("cannot encode JPEG: {e}"))?;
    Ok(out)
}

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

fn rotate(p: Point, angle: f64) -> Point {
    let (s, c) = angle.sin_cos();
    Point::new(c * p.x - s * p.y, s * p.x + c * p.y)
}

/// Foreshortens the side facing `dir`: points far along `dir` shrink
/// towards the axis, as a camera tilted that way sees them.
fn keystone_point(p: Point, dir: f64, keystone: f64, radius: f64) -> Point {
    let r = rotate(p, -dir);
    let t = (r.x / radius).clamp(-1.0, 1.0); // -1 near side, +1 far side
    let k = 1.0 + (keystone - 1.0) * (t + 1.0) / 2.0;
    rotate(Point::new(r.x * (1.0 + keystone) / 2.0, r.y * k), dir)
}

fn bounds(points: &[Point]) -> (f64, f64, f64, f64) {
    points.iter().fold(
        (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
        |(a, b, c, d), p| (a.min(p.x), b.max(p.x), c.min(p.y), d.max(p.y)),
    )
}

/// A card back: a white border round a red lattice, corners rounded.
fn card_back(w: u32, h: u32) -> RgbaImage {
    let r = f64::from(w) * 0.06;
    RgbaImage::from_fn(w, h, |x, y| {
        let (fx, fy) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        let (cx, cy) = (fx.clamp(r, f64::from(w) - r), fy.clamp(r, f64::from(h) - r));
        if (fx - cx).hypot(fy - cy) > r {
            return image::Rgba([0, 0, 0, 0]);
        }
        let border = f64::from(w) * 0.07;
        if fx < border || fy < border || fx > f64::from(w) - border || fy > f64::from(h) - border {
            return image::Rgba([245, 245, 240, 255]);
        }
        let lattice = ((fx + fy) / 9.0).floor() as i64 + ((fx - fy) / 9.0).floor() as i64;
        if lattice % 2 == 0 {
            image::Rgba([170, 30, 40, 255])
        } else {
            image::Rgba([120, 20, 30, 255])
        }
    })
}

/// Draws `face` centred at `centre`, turned by `angle`; returns its corners
/// (top-left, top-right, bottom-right, bottom-left) on the plane.
fn draw_card(plane: &mut RgbaImage, face: &RgbaImage, centre: Point, angle: f64) -> [Point; 4] {
    let scale = PLANE_CARD_W / f64::from(face.width());
    let (hw, hh) = (PLANE_CARD_W / 2.0, f64::from(face.height()) * scale / 2.0);
    let corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map(|(x, y)| {
        let r = rotate(Point::new(x, y), angle);
        Point::new(centre.x + r.x, centre.y + r.y)
    });
    let (x0, x1, y0, y1) = bounds(&corners);
    let (s, c) = angle.sin_cos();
    for y in (y0.floor().max(0.0) as u32)..(y1.ceil().min(f64::from(plane.height())) as u32) {
        for x in (x0.floor().max(0.0) as u32)..(x1.ceil().min(f64::from(plane.width())) as u32) {
            let (dx, dy) = (f64::from(x) + 0.5 - centre.x, f64::from(y) + 0.5 - centre.y);
            // Into the face's own pixels.
            let u = (c * dx + s * dy + hw) / scale;
            let v = (-s * dx + c * dy + hh) / scale;
            let src = sample_rgba(face, u, v);
            blend(plane.get_pixel_mut(x, y), src);
        }
    }
    corners
}

fn blend(dst: &mut image::Rgba<u8>, src: [f64; 4]) {
    let a = src[3];
    if a <= 0.0 {
        return;
    }
    let da = f64::from(dst[3]) / 255.0;
    let out_a = a + da * (1.0 - a);
    for i in 0..3 {
        let v = (src[i] * a + f64::from(dst[i]) * da * (1.0 - a)) / out_a.max(1e-9);
        dst[i] = v.clamp(0.0, 255.0) as u8;
    }
    dst[3] = (out_a * 255.0).round() as u8;
}

/// Bilinear RGBA sample, colour 0–255 and alpha 0–1; transparent outside.
fn sample_rgba(img: &RgbaImage, x: f64, y: f64) -> [f64; 4] {
    let (fx, fy) = (x - 0.5, y - 0.5);
    let (x0, y0) = (fx.floor(), fy.floor());
    let (tx, ty) = (fx - x0, fy - y0);
    let mut acc = [0.0; 4];
    for (dx, dy, wgt) in [
        (0.0, 0.0, (1.0 - tx) * (1.0 - ty)),
        (1.0, 0.0, tx * (1.0 - ty)),
        (0.0, 1.0, (1.0 - tx) * ty),
        (1.0, 1.0, tx * ty),
    ] {
        let (px, py) = (x0 + dx, y0 + dy);
        if px < 0.0 || py < 0.0 || px >= f64::from(img.width()) || py >= f64::from(img.height()) {
            continue;
        }
        let p = img.get_pixel(px as u32, py as u32);
        let a = f64::from(p[3]) / 255.0;
        for i in 0..3 {
            acc[i] += f64::from(p[i]) * a * wgt;
        }
        acc[3] += a * wgt;
    }
    if acc[3] > 1e-9 {
        let a = acc[3];
        for v in acc.iter_mut().take(3) {
            *v /= a;
        }
    }
    acc
}

/// The look of one player's chips.
struct ChipStyle {
    colour: [f64; 3],
    radius: f64,
    dashes: usize,
}

impl ChipStyle {
    fn random(rng: &mut Rng) -> ChipStyle {
        const COLOURS: [[f64; 3]; 6] = [
            [200.0, 30.0, 35.0],
            [30.0, 70.0, 190.0],
            [25.0, 140.0, 60.0],
            [230.0, 180.0, 20.0],
            [120.0, 40.0, 150.0],
            [235.0, 110.0, 20.0],
        ];
        ChipStyle {
            colour: COLOURS[rng.below(COLOURS.len())],
            radius: rng.range(0.17, 0.21) * PLANE_CARD_W,
            dashes: 6 + 2 * rng.below(3),
        }
    }
}

fn draw_chips(plane: &mut RgbaImage, style: &ChipStyle, rng: &mut Rng, centre: Point, n: usize) {
    if n == 0 {
        return;
    }
    let r = style.radius;
    let spread = match n {
        1 => 0.0,
        2 => rng.range(0.95, 1.1) * r,
        _ => rng.range(1.1, 1.2) * r,
    };
    let turn = rng.range(0.0, std::f64::consts::TAU);
    let offset = Point::new(rng.range(-0.1, 0.1) * r, rng.range(0.0, 0.4) * r);
    for i in 0..n {
        let a = turn + std::f64::consts::TAU * i as f64 / n as f64;
        let c = Point::new(
            centre.x + offset.x + spread * a.cos(),
            centre.y + offset.y + spread * a.sin(),
        );
        draw_chip(plane, style, c, rng.range(0.0, std::f64::consts::TAU));
    }
}

fn draw_chip(plane: &mut RgbaImage, style: &ChipStyle, c: Point, phase: f64) {
    let r = style.radius;
    let (x0, x1) = ((c.x - r - 8.0).max(0.0) as u32, (c.x + r + 12.0) as u32);
    let (y0, y1) = ((c.y - r - 8.0).max(0.0) as u32, (c.y + r + 14.0) as u32);
    for y in y0..y1.min(plane.height()) {
        for x in x0..x1.min(plane.width()) {
            let (dx, dy) = (f64::from(x) + 0.5 - c.x, f64::from(y) + 0.5 - c.y);
            let d = (dx * dx + dy * dy).sqrt();
            // A soft shadow under the chip, then the chip.
            let sd = ((dx - 4.0).powi(2) + (dy - 6.0).powi(2)).sqrt();
            let shadow = (r + 3.0 - sd).clamp(0.0, 6.0) / 6.0 * 0.35;
            blend(plane.get_pixel_mut(x, y), [20.0, 20.0, 20.0, shadow]);
            let cover = (r - d + 0.5).clamp(0.0, 1.0);
            if cover <= 0.0 {
                continue;
            }
            let angle = dy.atan2(dx) + phase;
            let dash =
                ((angle / std::f64::consts::TAU * style.dashes as f64 * 2.0).rem_euclid(2.0)) < 1.0;
            let shade = 1.0 - 0.15 * (dy / r);
            let colour = if d > 0.93 * r {
                style.colour.map(|v| v * 0.6)
            } else if d > 0.72 * r && dash {
                [238.0, 236.0, 230.0]
            } else if (d - 0.6 * r).abs() < 0.025 * r {
                style.colour.map(|v| v * 0.7)
            } else {
                style.colour.map(|v| (v * shade).min(255.0))
            };
            blend(
                plane.get_pixel_mut(x, y),
                [colour[0], colour[1], colour[2], cover],
            );
        }
    }
}

/// The ship's blurred silhouette, a quarter of the plane's size.
struct ShadowMap {
    img: image::GrayImage,
}

fn shadow_map(plane: &RgbaImage) -> ShadowMap {
    let small = imageops::resize(
        plane,
        (plane.width() / 4).max(1),
        (plane.height() / 4).max(1),
        imageops::FilterType::Triangle,
    );
    let alpha = image::GrayImage::from_fn(small.width(), small.height(), |x, y| {
        image::Luma([small.get_pixel(x, y)[3]])
    });
    ShadowMap {
        img: imageops::blur(&alpha, 3.0),
    }
}

impl ShadowMap {
    fn at(&self, x: f64, y: f64) -> f64 {
        let (sx, sy) = (x / 4.0, y / 4.0);
        if sx < 0.0 || sy < 0.0 {
            return 0.0;
        }
        self.img
            .get_pixel_checked(sx as u32, sy as u32)
            .map_or(0.0, |p| f64::from(p[0]) / 255.0)
    }
}

/// A procedural table top.
struct Table {
    kind: usize,
    base: [f64; 3],
    freq: f64,
    angle: f64,
    seed: u64,
}

impl Table {
    fn random(rng: &mut Rng) -> Table {
        let kind = rng.below(4);
        let base = match kind {
            0 => [
                rng.range(95.0, 150.0),
                rng.range(60.0, 95.0),
                rng.range(30.0, 60.0),
            ],
            1 => [
                rng.range(25.0, 55.0),
                rng.range(85.0, 120.0),
                rng.range(40.0, 70.0),
            ],
            2 => [
                rng.range(30.0, 60.0),
                rng.range(40.0, 70.0),
                rng.range(70.0, 110.0),
            ],
            _ => {
                let g = rng.range(50.0, 110.0);
                [g, g, g]
            }
        };
        Table {
            kind,
            base,
            freq: rng.range(0.02, 0.06),
            angle: rng.range(0.0, std::f64::consts::PI),
            seed: rng.next_u64(),
        }
    }

    fn colour(&self, x: f64, y: f64) -> [f64; 3] {
        let n = value_noise(x / 40.0, y / 40.0, self.seed);
        let fine = value_noise(x / 3.0, y / 3.0, self.seed ^ 7);
        let f = match self.kind {
            0 => {
                let along = x * self.angle.cos() + y * self.angle.sin();
                1.0 + 0.18 * ((along * self.freq + 6.0 * n).sin()) + 0.06 * (fine - 0.5)
            }
            1 => 1.0 + 0.12 * (n - 0.5) + 0.15 * (fine - 0.5),
            2 => 1.0 + 0.08 * ((x * 0.8).sin() * (y * 0.8).sin()) + 0.1 * (n - 0.5),
            _ => 1.0 + 0.35 * (fine - 0.5) + 0.1 * (n - 0.5),
        };
        self.base.map(|v| v * f)
    }
}

fn hash01(ix: i64, iy: i64, seed: u64) -> f64 {
    let mut z = (ix as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (iy as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
}

fn value_noise(x: f64, y: f64, seed: u64) -> f64 {
    let (x0, y0) = (x.floor(), y.floor());
    let (tx, ty) = (x - x0, y - y0);
    let (sx, sy) = (tx * tx * (3.0 - 2.0 * tx), ty * ty * (3.0 - 2.0 * ty));
    let (ix, iy) = (x0 as i64, y0 as i64);
    let a = hash01(ix, iy, seed);
    let b = hash01(ix + 1, iy, seed);
    let c = hash01(ix, iy + 1, seed);
    let d = hash01(ix + 1, iy + 1, seed);
    (a * (1.0 - sx) + b * sx) * (1.0 - sy) + (c * (1.0 - sx) + d * sx) * sy
}

/// Uneven light: a gradient across the photo and a colour cast.
struct Light {
    from: Point,
    dir: Point,
    span: f64,
    low: f64,
    high: f64,
    tint: [f64; 3],
}

impl Light {
    fn random(rng: &mut Rng, w: f64, h: f64) -> Light {
        let a = rng.range(0.0, std::f64::consts::TAU);
        Light {
            from: Point::new(w / 2.0, h / 2.0),
            dir: Point::new(a.cos(), a.sin()),
            span: (w * w + h * h).sqrt() / 2.0,
            low: rng.range(0.62, 0.85),
            high: rng.range(0.95, 1.08),
            tint: [
                rng.range(0.94, 1.06),
                rng.range(0.96, 1.04),
                rng.range(0.92, 1.06),
            ],
        }
    }

    fn at(&self, x: f64, y: f64) -> [f64; 3] {
        let t = ((x - self.from.x) * self.dir.x + (y - self.from.y) * self.dir.y) / self.span;
        let t = (t + 1.0) / 2.0;
        let l = self.low + (self.high - self.low) * t.clamp(0.0, 1.0);
        self.tint.map(|c| c * l)
    }
}

/// The cell a truth card sits in.
pub fn truth_pos(cell: &TruthCell) -> Pos {
    Pos {
        row: cell.row,
        col: cell.col,
    }
}

/// The layouts of a deck's enrolment photos (see `enrol`): each suit's 13
/// cards in deck order, in rows of five, no chips.
pub fn enrolment_layouts() -> Vec<Layout> {
    super::enrol::deck_order()
        .chunks(13)
        .map(|suit| {
            let text: Vec<String> = suit
                .chunks(5)
                .map(|row| {
                    let mut cells: Vec<String> = row.iter().map(|c| c.code()).collect();
                    cells.resize(5, ".".into());
                    cells.join(" ")
                })
                .collect();
            Layout::parse(&text.join("\n")).unwrap_or_else(|_| Layout { rows: Vec::new() })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `scripts/photogen` names each chip it drew; this renderer does not,
    /// and writes no such field, so its truth files stay as they were.
    #[test]
    fn truth_cells_carry_the_chips_drawn_only_where_a_generator_writes_them() {
        let photogen = r#"{"row": 1, "col": 2, "top": "9D", "chips": 1,
            "quad": [[0, 0], [1, 0], [1, 1], [0, 1]],
            "chips_drawn": [{"at": [0.2, 0.17, 0.3], "kind": "spots6 120/40/150", "shown": 1.0}]}"#;
        let cell: TruthCell = serde_json::from_str(photogen).expect("photogen's cell");
        assert_eq!(cell.chips_drawn.len(), 1);
        assert_eq!(cell.chips_drawn[0].at, [0.2, 0.17, 0.3]);
        let ours = TruthCell {
            chips_drawn: Vec::new(),
            ..cell
        };
        let text = serde_json::to_string(&ours).expect("serialises");
        assert!(!text.contains("chips_drawn"), "{text}");
        let back: TruthCell = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, ours);
    }
}
