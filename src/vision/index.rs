//! A card's corner index (rank glyph above suit pip) and the cross-checks
//! printed elsewhere on the card: ink colour, pip count, court artwork.
//!
//! Extraction is geometric and deck-independent; naming a glyph uses the
//! template bank in `glyphs` (or an enrolled deck's references).

use super::card_image::{CardImage, Class, H, MARGIN, W};
use super::chips::Chip;

/// Glyph raster size.
pub const GW: usize = 12;
pub const GH: usize = 16;

/// A glyph cut from the ink: zero-mean, unit-norm, with its shape's aspect.
#[derive(Debug, Clone, PartialEq)]
pub struct Glyph {
    pub bits: Vec<f32>,
    /// Width over height of its bounding box.
    pub aspect: f32,
    /// How many separate ink parts it has ("10" has two).
    pub parts: usize,
}

/// What one corner index shows.
#[derive(Debug, Clone, PartialEq)]
pub struct CornerIndex {
    pub rank: Glyph,
    pub suit: Option<Glyph>,
    /// Share of the index ink that is red.
    pub red: f32,
    /// The suit pip was cut from a part joined to the rank, where the cut
    /// may take the top of the pip (a club's top lobe cut off reads as a
    /// spade), so its shape is weaker evidence.
    pub pip_cut: bool,
}

/// Evidence printed outside the index.
#[derive(Debug, Clone, PartialEq)]
pub struct Body {
    /// Pip-sized ink blobs in the card's centre, not under chips.
    pub pips: usize,
    /// The counted pips in the card's upper part, which stand upright: the
    /// suit symbol several times larger than the corner's.
    pub upright: Vec<Glyph>,
    /// Share of the centre showing coloured artwork (court cards).
    pub art: f32,
    /// Share of the centre hidden by chips.
    pub hidden: f32,
    /// Share of the counted pips' ink that is red, where two or more are
    /// counted: the suit's colour, seen apart from the corners.
    pub red: Option<f32>,
}

#[derive(Debug, Clone, Copy)]
struct Comp {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
    area: usize,
}

fn in_chip(chips: &[Chip], x: usize, y: usize, grow: f32) -> bool {
    let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
    chips
        .iter()
        .any(|c| (c.x - px).powi(2) + (c.y - py).powi(2) < (c.r + grow).powi(2))
}

fn is_ink(card: &CardImage, x: usize, y: usize) -> bool {
    let ink = match card.class_at(x, y) {
        Class::Red | Class::Dark => true,
        Class::Colour => smeared_red(card, x, y),
        Class::Paper => false,
    };
    ink && !card.frame[y * W + x]
}

/// Red ink that a magnified cut classes as colour. A webcam's stroke one
/// or two photo pixels wide keeps its darkness, but JPEG's halved chroma
/// mixes its red with the paper's and the black ink's beside it, leaving
/// a dull magenta ([0.46, 0.22, 0.35] of the paper in the "Q" of a
/// 480×480 webcam photo of the real set), and the glyph broke into pieces
/// that the court's frame and the pip below joined. So where the cut is
/// magnified, colour with red its strongest channel and blue above green
/// is ink. Orange-ish colour too lost cards on the second generator's
/// development sets, and a cut at the photo's own detail keeps its
/// strokes' red.
fn smeared_red(card: &CardImage, x: usize, y: usize) -> bool {
    let [r, g, b] = card.at(x, y);
    card.detail < LINK_BELOW_DETAIL && r >= g.max(b) && b > g
}

/// Ink too faint to start a part but enough to continue one: a blurred
/// webcam stroke fades to pink or grey mid-glyph, and classifying it
/// alone would break a "9" into a loop and a tail (hysteresis, as in
/// edge linking). Limiting the bridge to a few pixels from ink lost most
/// of what it gains on the real photos: whole stretches of such a stroke
/// are faint, not only a gap.
fn bridges(card: &CardImage, (rx0, ry0, rx1, ry1): (usize, usize, usize, usize)) -> Vec<bool> {
    let mut faint = Vec::with_capacity((rx1 - rx0) * (ry1 - ry0));
    for y in ry0..ry1 {
        for x in rx0..rx1 {
            faint.push(!card.frame[y * W + x] && card.ink(x, y) > FAINT_INK);
        }
    }
    faint
}

/// Faint ink: a level fixed on the white-balanced cut. A level set between
/// each corner's paper and ink read the real photos worse (more of the
/// table's texture joined the glyphs).
const FAINT_INK: f32 = 0.18;

/// 8-connected ink components inside a rectangle of the card.
fn comps(
    card: &CardImage,
    chips: &[Chip],
    linking: Linking,
    (rx0, ry0, rx1, ry1): (usize, usize, usize, usize),
) -> (Vec<Comp>, Vec<usize>) {
    let (rw, rh) = (rx1 - rx0, ry1 - ry0);
    let bridge = match linking {
        Linking::Faint => bridges(card, (rx0, ry0, rx1, ry1)),
        Linking::Strict => vec![false; rw * rh],
    };
    let mut label = vec![usize::MAX; rw * rh];
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for sy in 0..rh {
        for sx in 0..rw {
            let i = sy * rw + sx;
            if label[i] != usize::MAX
                || !is_ink(card, rx0 + sx, ry0 + sy)
                || in_chip(chips, rx0 + sx, ry0 + sy, 1.0)
            {
                continue;
            }
            let id = out.len();
            let mut c = Comp {
                x0: sx,
                y0: sy,
                x1: sx + 1,
                y1: sy + 1,
                area: 0,
            };
            label[i] = id;
            stack.push((sx, sy));
            while let Some((x, y)) = stack.pop() {
                c.area += 1;
                c.x0 = c.x0.min(x);
                c.y0 = c.y0.min(y);
                c.x1 = c.x1.max(x + 1);
                c.y1 = c.y1.max(y + 1);
                for dy in -1i64..=1 {
                    for dx in -1i64..=1 {
                        let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                        if nx < 0 || ny < 0 || nx >= rw as i64 || ny >= rh as i64 {
                            continue;
                        }
                        let (nx, ny) = (nx as usize, ny as usize);
                        let j = ny * rw + nx;
                        if label[j] == usize::MAX
                            && (is_ink(card, rx0 + nx, ry0 + ny) || bridge[j])
                            && !in_chip(chips, rx0 + nx, ry0 + ny, 1.0)
                        {
                            label[j] = id;
                            stack.push((nx, ny));
                        }
                    }
                }
            }
            out.push(c);
        }
    }
    let shifted = out
        .iter()
        .map(|c| Comp {
            x0: c.x0 + rx0,
            y0: c.y0 + ry0,
            x1: c.x1 + rx0,
            y1: c.y1 + ry0,
            area: c.area,
        })
        .collect();
    (shifted, label)
}

/// Where the card itself begins inside the cut (its margin shows the
/// table or a neighbour's edge, never this card's index).
const EDGE_X: usize = (W as f64 * MARGIN / (1.0 + 2.0 * MARGIN)) as usize;
const EDGE_Y: usize = (H as f64 * MARGIN / (1.0 + 2.0 * MARGIN)) as usize;

/// The index region: top-left corner of the upright card.
const IX: usize = W * 34 / 100;
const IY: usize = H * 42 / 100;
/// A part that starts in the index region may reach this far down: some
/// decks print a jumbo pip under the rank that ends below the region, and
/// cutting it there lost the suit (nicu decks: corner suits 73 % right).
const IY_PIP: usize = H * 52 / 100;

/// How ink pixels join into parts.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Linking {
    /// Only pixels classified as ink.
    Strict,
    /// Faint ink continues a part too (see [`bridges`]).
    Faint,
}

/// A card's outline or shadow caught inside the corner (the cut is not
/// square to the card): one or two pixels wide, or a slanted stroke that
/// fills little of its box. No glyph stroke is that thin at the cut's size.
fn is_line(c: &Comp) -> bool {
    let (w, h) = (c.x1 - c.x0, c.y1 - c.y0);
    let thin = h >= 3 * w;
    thin && (w <= 2 || c.area * 100 < 35 * w * h)
}

/// Reads the top-left corner index, if the corner shows one.
///
/// A cut magnified from the photo is read with faint linking, which keeps
/// a blurred glyph whole. Faint ink can also join what should stay apart,
/// and then the strict parts are read instead: when it finds no index at
/// all (the rank joined to something running out of the corner), or when
/// it found no separate pip and the strict parts have one that it either
/// lost or took into the rank (a J's hook joined to its club).
pub fn corner(card: &CardImage, chips: &[Chip]) -> Option<CornerIndex> {
    if card.detail >= LINK_BELOW_DETAIL {
        return corner_by(card, chips, Linking::Strict).map(|c| c.index);
    }
    let Some(linked) = corner_by(card, chips, Linking::Faint) else {
        return corner_by(card, chips, Linking::Strict).map(|c| c.index);
    };
    if linked.pip.is_none() {
        let swallowed = |pip: &Comp| {
            let (x, y) = ((pip.x0 + pip.x1) / 2, (pip.y0 + pip.y1) / 2);
            (linked.rank.x0..linked.rank.x1).contains(&x)
                && (linked.rank.y0..linked.rank.y1).contains(&y)
        };
        if let Some(strict) = corner_by(card, chips, Linking::Strict) {
            let lost = linked.index.suit.is_none();
            if strict.pip.as_ref().is_some_and(|p| lost || swallowed(p)) {
                return Some(strict.index);
            }
        }
    }
    Some(linked.index)
}

/// Within this many pixels of its box's top or left side, a part's ink
/// hugs that side.
const HUG: usize = 3;

/// The card's own rounded corner: on a light table its outline is ink
/// that no dark table joins to the cut's edge, so [`CardImage::frame`]
/// leaves its curve, and the curve was read as the rank (seed 5000's
/// ace of spades on a white table read as a king, 0.83 sure). Such a part
/// starts at the card's edge and nearly all of its ink runs along the top
/// and left of its box; a rank's does not (a 7's bar and a K's stem are
/// half of theirs at most).
fn rounded_corner(c: &Comp, id: usize, label: &[usize]) -> bool {
    if c.x0 > EDGE_X + HUG || c.y0 > EDGE_Y + HUG {
        return false;
    }
    let (mut all, mut hugging) = (0usize, 0usize);
    for y in c.y0..c.y1 {
        for x in c.x0..c.x1 {
            if label[y * IX + x] == id {
                all += 1;
                hugging += usize::from(x < c.x0 + HUG || y < c.y0 + HUG);
            }
        }
    }
    hugging * 10 >= all * 8
}

/// Faint ink links parts only in a cut magnified from the photo.
const LINK_BELOW_DETAIL: f32 = 1.0;

/// A corner index as read with one linking.
struct Cut {
    index: CornerIndex,
    rank: Comp,
    /// The suit pip when it stood apart from the rank (not cut from it).
    pip: Option<Comp>,
}

fn corner_by(card: &CardImage, chips: &[Chip], linking: Linking) -> Option<Cut> {
    let (all, label) = comps(card, chips, linking, (0, 0, IX, IY_PIP));
    // Drop specks, card outlines and seams (long and thin, or touching the
    // region's far sides: pips and artwork that continue beyond it).
    let parts: Vec<Comp> = all
        .into_iter()
        .enumerate()
        .filter(|(id, c)| !rounded_corner(c, *id, &label))
        .map(|(_, c)| c)
        .filter(|c| {
            c.area >= W * W / 2500
                && c.x1 < IX
                && c.y0 < IY
                && c.y1 < IY_PIP
                && c.x0 > 0
                && c.y0 > 0
                // Confined to the margin: a neighbour's edge, not ours.
                && c.x1 > EDGE_X * 13 / 10
                && c.y1 > EDGE_Y * 13 / 10
                && (c.x1 - c.x0) < IX * 8 / 10
                && (c.y1 - c.y0) < IY * 75 / 100
                && (c.y1 - c.y0) >= H / 50
                && !is_line(c)
        })
        .collect();
    // An index is printed in one ink: drop parts of the other colour (a
    // neighbour's fragment, the table showing where four cards meet).
    let red_of = |c: &Comp| red_share(card, [c]) > 0.5;
    let red_area: usize = parts.iter().filter(|c| red_of(c)).map(|c| c.area).sum();
    let total_area: usize = parts.iter().map(|c| c.area).sum();
    let index_red = red_area * 2 > total_area;
    let parts: Vec<Comp> = parts
        .into_iter()
        .filter(|c| red_of(c) == index_red)
        .collect();
    let first = parts
        .iter()
        .filter(|c| c.area >= W * W / 1250)
        .min_by_key(|c| c.y0)?;
    // The rank: the first part and those level with it and close beside it
    // (the "1" and "0" of 10), not the pips further along the same row.
    let mut level: Vec<Comp> = parts
        .iter()
        .copied()
        .filter(|c| {
            let mid = (c.y0 + c.y1) / 2;
            mid >= first.y0 && mid <= first.y1 && c.area >= W * W / 3000
        })
        .collect();
    level.sort_by_key(|c| c.x0);
    let gap = ((first.y1 - first.y0) / 3).max(3);
    let mut rank_parts: Vec<Comp> = Vec::new();
    let mut span: Option<(usize, usize)> = None;
    for c in level {
        let joins = match span {
            None => c.x0 <= first.x0,
            Some((x0, x1)) => c.x0 <= x1 + gap && c.x1 + gap >= x0,
        };
        if joins || (c.x0 == first.x0 && c.y0 == first.y0) {
            span = Some(span.map_or((c.x0, c.x1), |(a, b)| (a.min(c.x0), b.max(c.x1))));
            rank_parts.push(c);
        }
    }
    let rank_box = union(&rank_parts)?;
    // The suit: the largest part below the rank.
    let suit_part = parts
        .iter()
        .filter(|c| {
            let mid = (c.y0 + c.y1) / 2;
            mid > rank_box.y1 && c.y0 + 4 >= rank_box.y1 && c.y0 < rank_box.y1 + IY / 4
        })
        .max_by_key(|c| c.area)
        .copied();
    // A blurry photo can join the rank to the pip below it (a J's hook
    // touching a club): cut such a part at its narrowest row.
    let (whole_rank, pip) = (rank_box, suit_part);
    let (rank_box, suit_part) = match suit_part {
        Some(s) => (rank_box, Some(s)),
        None => split(card, &rank_box).unwrap_or((rank_box, None)),
    };
    let suit = suit_part.map(|s| glyph(card, &s, 1, GW));
    let ink_boxes: Vec<Comp> = rank_parts.iter().copied().chain(suit_part).collect();
    let index = CornerIndex {
        rank: glyph(card, &rank_box, rank_parts.len(), GH),
        pip_cut: pip.is_none() && suit.is_some(),
        suit,
        red: red_share(card, &ink_boxes),
    };
    Some(Cut {
        index,
        rank: whole_rank,
        pip,
    })
}

/// Splits a box at its narrowest ink row in its middle band, into the rank
/// above and the pip below; `None` when no row is clearly narrower.
fn split(card: &CardImage, b: &Comp) -> Option<(Comp, Option<Comp>)> {
    let h = b.y1 - b.y0;
    if h < 8 {
        return None;
    }
    let count = |y: usize| (b.x0..b.x1).filter(|x| is_ink(card, *x, y)).count();
    let widest = (b.y0..b.y1).map(count).max()?;
    let (lo, hi) = (b.y0 + h * 2 / 5, b.y0 + h * 4 / 5);
    // Of rows equally narrow, the lowest: a rank that is one upright
    // stroke (a J without a hook) is narrowest all along, and cutting it
    // high left the stroke's foot on the pip, a stem that made a club a
    // spade.
    let (waist, narrow) = (lo..hi)
        .map(|y| (y, count(y)))
        .min_by_key(|(y, c)| (*c, std::cmp::Reverse(*y)))?;
    let cut = if narrow * 3 <= widest {
        waist
    } else {
        // No waist (a J's hook grown into the club): a pip is about as tall
        // as it is wide, so cut one pip-width above the bottom.
        let span = |y: usize| {
            let xs: Vec<usize> = (b.x0..b.x1).filter(|x| is_ink(card, *x, y)).collect();
            xs.last().zip(xs.first()).map_or(0, |(l, f)| l + 1 - f)
        };
        let pip = (b.y1 - h / 4..b.y1).map(span).max()?;
        let cut = b.y1.checked_sub(pip + pip / 10)?;
        if b.y1 - b.y0 < pip * 2 || cut <= b.y0 + h / 4 {
            return None;
        }
        cut
    };
    let tight = |y0: usize, y1: usize| -> Option<Comp> {
        let mut c: Option<Comp> = None;
        for y in y0..y1 {
            for x in b.x0..b.x1 {
                if is_ink(card, x, y) {
                    let e = c.get_or_insert(Comp {
                        x0: x,
                        y0: y,
                        x1: x + 1,
                        y1: y + 1,
                        area: 0,
                    });
                    e.x0 = e.x0.min(x);
                    e.x1 = e.x1.max(x + 1);
                    e.y0 = e.y0.min(y);
                    e.y1 = e.y1.max(y + 1);
                    e.area += 1;
                }
            }
        }
        c
    };
    let rank = tight(b.y0, cut)?;
    Some((rank, tight(cut + 1, b.y1)))
}

fn union(parts: &[Comp]) -> Option<Comp> {
    let first = parts.first()?;
    Some(parts.iter().fold(*first, |a, c| Comp {
        x0: a.x0.min(c.x0),
        y0: a.y0.min(c.y0),
        x1: a.x1.max(c.x1),
        y1: a.y1.max(c.y1),
        area: a.area + c.area,
    }))
}

/// Resamples the ink inside `b` to a GW×`gh` raster, zero-mean, unit-norm.
fn glyph(card: &CardImage, b: &Comp, parts: usize, gh: usize) -> Glyph {
    let (bw, bh) = ((b.x1 - b.x0) as f32, (b.y1 - b.y0) as f32);
    let mut bits = Vec::with_capacity(GW * gh);
    for gy in 0..gh {
        for gx in 0..GW {
            // Average the ink over the glyph cell's footprint.
            let (fx0, fx1) = (gx as f32 * bw / GW as f32, (gx + 1) as f32 * bw / GW as f32);
            let (fy0, fy1) = (gy as f32 * bh / gh as f32, (gy + 1) as f32 * bh / gh as f32);
            let mut s = 0.0;
            let mut n = 0.0;
            let steps = 3;
            for sy in 0..steps {
                for sx in 0..steps {
                    let x = b.x0 as f32 + fx0 + (fx1 - fx0) * (sx as f32 + 0.5) / steps as f32;
                    let y = b.y0 as f32 + fy0 + (fy1 - fy0) * (sy as f32 + 0.5) / steps as f32;
                    s += card.ink((x as usize).min(W - 1), (y as usize).min(H - 1));
                    n += 1.0;
                }
            }
            bits.push(s / n);
        }
    }
    normalise(&mut bits);
    Glyph {
        bits,
        aspect: bw / bh.max(1.0),
        parts,
    }
}

pub fn normalise(v: &mut [f32]) {
    let mean = v.iter().sum::<f32>() / v.len().max(1) as f32;
    v.iter_mut().for_each(|x| *x -= mean);
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm > 1e-6 {
        v.iter_mut().for_each(|x| *x /= norm);
    }
}

/// Pips, artwork and chip cover in the card's centre.
/// Share of the red and dark ink inside `parts`' boxes that is red.
/// What colour of ink a pixel shows, if any.
enum Ink {
    Red,
    Dark,
}

fn ink_colour(card: &CardImage, x: usize, y: usize) -> Option<Ink> {
    match card.class_at(x, y) {
        Class::Red => Some(Ink::Red),
        Class::Dark => Some(Ink::Dark),
        Class::Colour => smeared_red(card, x, y).then_some(Ink::Red),
        Class::Paper if card.detail < LINK_BELOW_DETAIL && card.ink(x, y) > FAINT_INK => {
            let [r, g, b] = card.at(x, y);
            Some(if r - g.max(b) > RED_TINT {
                Ink::Red
            } else {
                Ink::Dark
            })
        }
        Class::Paper => None,
    }
}

/// How far a faint pixel's red must stand above its green and blue (in
/// shares of the paper's) to be red ink's. In a magnified cut a thin red
/// stroke may keep almost none of its colour: the "2" of a 480×480 webcam
/// photo's 2♥ is a greyish pink ([0.60, 0.49, 0.51] of the paper) with a
/// few dark pixels and none red, so the corner's one-ink vote took its
/// faint linked area as black ink and dropped the red pip beside it. Set
/// on the real photos' webcam cards (0.08–0.10 read the same; 0.05 took
/// a 3♥ for a 5♥, 0.12 lost two cards): a development choice.
const RED_TINT: f32 = 0.09;

/// The share of the ink in the parts' boxes that is red ([`ink_colour`]).
fn red_share<'a>(card: &CardImage, parts: impl IntoIterator<Item = &'a Comp>) -> f32 {
    let (mut red, mut ink) = (0usize, 0usize);
    for c in parts {
        for y in c.y0..c.y1 {
            for x in c.x0..c.x1 {
                match ink_colour(card, x, y) {
                    Some(Ink::Red) => {
                        red += 1;
                        ink += 1;
                    }
                    Some(Ink::Dark) => ink += 1,
                    None => {}
                }
            }
        }
    }
    red as f32 / ink.max(1) as f32
}

pub fn body(card: &CardImage, chips: &[Chip]) -> Body {
    let region = (W / 4, H * 15 / 100, W * 3 / 4, H * 85 / 100);
    // Pips are counted by their centre, over the whole card, so the corner
    // pips (centred outside the region) never count and no pip is cut.
    let (parts, _) = comps(card, chips, Linking::Strict, (0, 0, W, H));
    let inside: Vec<&Comp> = parts
        .iter()
        .filter(|c| {
            let (cx, cy) = ((c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2);
            c.area >= W * W / 400
                && (c.x1 - c.x0) < W / 3
                && (c.y1 - c.y0) < H / 4
                && (region.0..region.2).contains(&cx)
                && (region.1..region.3).contains(&cy)
        })
        .collect();
    let mut areas: Vec<usize> = inside.iter().map(|c| c.area).collect();
    areas.sort_unstable();
    let median = areas.get(areas.len() / 2).copied().unwrap_or(0);
    let counted: Vec<&&Comp> = inside
        .iter()
        .filter(|c| c.area * 3 >= median && c.area <= median * 3)
        .collect();
    let pips = counted.len();
    let upright = counted
        .iter()
        .filter(|c| c.y1 < H * 45 / 100)
        .map(|c| glyph(card, c, 1, GW))
        .collect();
    let (mut art, mut hidden, mut n) = (0usize, 0usize, 0usize);
    for y in region.1..region.3 {
        for x in region.0..region.2 {
            n += 1;
            if in_chip(chips, x, y, 1.0) {
                hidden += 1;
            } else if card.class_at(x, y) == Class::Colour {
                art += 1;
            }
        }
    }
    Body {
        pips,
        upright,
        art: art as f32 / n.max(1) as f32,
        hidden: hidden as f32 / n.max(1) as f32,
        red: (pips >= 2).then(|| red_share(card, counted.iter().map(|c| **c))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Labels one part (id 0) of the index region from the pixels `ink`
    /// says are its own, with its box.
    fn part(ink: impl Fn(usize, usize) -> bool) -> (Comp, Vec<usize>) {
        let mut label = vec![usize::MAX; IX * IY_PIP];
        let mut c = Comp {
            x0: IX,
            y0: IY_PIP,
            x1: 0,
            y1: 0,
            area: 0,
        };
        for y in 0..IY_PIP {
            for x in 0..IX {
                if ink(x, y) {
                    label[y * IX + x] = 0;
                    c = Comp {
                        x0: c.x0.min(x),
                        y0: c.y0.min(y),
                        x1: c.x1.max(x + 1),
                        y1: c.y1.max(y + 1),
                        area: c.area + 1,
                    };
                }
            }
        }
        (c, label)
    }

    #[test]
    fn the_curve_of_the_cards_own_corner_is_no_rank_but_a_seven_is() {
        // The card's outline round its corner (a poker card's is rounded
        // to about a twentieth of its width), two pixels thick, with a
        // stretch of its top and left edges.
        let r = 7.0;
        let (cx, cy) = (EDGE_X as f32 + r, EDGE_Y as f32 + r);
        let (arc, label) = part(|x, y| {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let round = fx <= cx && fy <= cy && ((fx - cx).hypot(fy - cy) - r).abs() <= 1.0;
            let top = fx > cx && fx < cx + 12.0 && (fy - (cy - r)).abs() <= 1.0;
            let left = fy > cy && fy < cy + 18.0 && (fx - (cx - r)).abs() <= 1.0;
            round || top || left
        });
        assert!(rounded_corner(&arc, 0, &label), "{arc:?}");
        // A 7 printed at the same place: a bar along its top, then a
        // stroke down to the left.
        let (x0, y0) = (EDGE_X + 2, EDGE_Y + 2);
        let (seven, label) = part(|x, y| {
            let bar = (y0..y0 + 3).contains(&y) && (x0..x0 + 14).contains(&x);
            let stem = (y0 + 3..y0 + 24).contains(&y) && {
                let at = x0 + 13 - (y - y0) * 9 / 24;
                (at.saturating_sub(1)..at + 2).contains(&x)
            };
            bar || stem
        });
        assert!(!rounded_corner(&seven, 0, &label), "{seven:?}");
    }

    /// A corner whose rank is one upright stroke, its middle faded to grey
    /// (as a thin webcam stroke fades), with a pip below it.
    fn faded_stroke(detail: f32) -> CardImage {
        let mut px = vec![[240.0f32; 3]; W * H];
        let mut paint = |x0: usize, y0: usize, x1: usize, y1: usize, v: f32| {
            for y in y0..y1 {
                for x in x0..x1 {
                    px[y * W + x] = [v; 3];
                }
            }
        };
        paint(16, 14, 22, 24, 40.0);
        paint(16, 24, 22, 30, 165.0);
        paint(16, 30, 22, 40, 40.0);
        paint(15, 44, 25, 56, 40.0);
        CardImage {
            detail,
            ..CardImage::from_pixels(px)
        }
    }

    /// A rank of one upright stroke grown into the pip below it (a J
    /// without a hook touching its club, as a blurred photo joins them).
    #[test]
    fn a_stroke_grown_into_its_pip_is_cut_where_the_pip_begins() {
        let mut px = vec![[240.0f32; 3]; W * H];
        for y in 14..62 {
            let (x0, x1) = if y < 44 { (18, 22) } else { (12, 28) };
            for x in x0..x1 {
                px[y * W + x] = [30.0; 3];
            }
        }
        let ix = corner(&CardImage::from_pixels(px), &[]).expect("an index");
        let suit = ix.suit.expect("the pip cut from the stroke");
        assert!(
            suit.aspect > 0.8,
            "the pip alone, 16 by 18: {}",
            suit.aspect
        );
        assert!(
            ix.rank.aspect < 0.15,
            "the whole stroke: {}",
            ix.rank.aspect
        );
    }

    #[test]
    fn a_magnified_cut_reads_a_faded_stroke_whole() {
        let ix = corner(&faded_stroke(0.8), &[]).expect("an index");
        assert!(
            ix.rank.aspect < 0.3,
            "the whole stroke, 6 by 26: {}",
            ix.rank.aspect
        );
        assert!(ix.suit.is_some() && !ix.pip_cut, "the pip apart below it");
    }

    #[test]
    fn a_cut_at_the_photos_own_detail_links_no_faint_ink() {
        let ix = corner(&faded_stroke(1.0), &[]).expect("an index");
        assert!(
            ix.rank.aspect > 0.5,
            "only the stroke's top, 6 by 10: {}",
            ix.rank.aspect
        );
    }

    #[test]
    fn an_outline_caught_in_the_corner_is_no_glyph_part() {
        let line = Comp {
            x0: 9,
            y0: 9,
            x1: 16,
            y1: 43,
            area: 51,
        };
        let one = Comp {
            x0: 16,
            y0: 14,
            x1: 22,
            y1: 38,
            area: 130,
        };
        assert!(is_line(&line), "slanted, a fifth full");
        assert!(!is_line(&one), "a 1's full stroke");
    }
}
