//! Chips on a card: round discs larger than any pip, most with a rim of
//! light edge marks (poker chips' dashes). Each chip is one battery pack
//! (R8), so their number is the stack's `^N`.
//!
//! [`find`] knows chips with a dashed rim (a coloured core, never counted
//! more chips than were there on either generator) and, as weak evidence,
//! grey coins and plain one-colour discs (`plain`); [`outlines`]
//! finds any disc by its outline (coins, chips of any pattern) but also
//! the odd round shape of a card's own print, and looks under the discs
//! it finds for chips that show only a crescent. [`count`] takes the
//! larger of the two counts and doubts one they disagree on;
//! [`faint_check`] doubts a count they agree on when fainter outlines
//! show more chips (a silver coin on white paper).

use super::card_image::{CardImage, Class, H, W};

mod plain;

/// A chip found on a normalised card: centre and radius in card pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chip {
    pub x: f32,
    pub y: f32,
    pub r: f32,
    /// Share of the rim that shows the alternating edge marks.
    pub rim: f32,
}

impl Chip {
    /// No wider than a chip can be (the outline search's largest, with a
    /// tenth to spare): a card back's pattern can show a dashed ring round
    /// a core as wide as the card, which `find` alone would keep.
    pub fn chip_sized(&self) -> bool {
        self.r <= 1.1 * R_MAX * CARD_W
    }

    /// The chip as seen on its card turned half a turn (`CardImage::rotated`).
    pub fn turned(&self) -> Chip {
        Chip {
            x: W as f32 - self.x,
            y: H as f32 - self.y,
            ..*self
        }
    }
}

/// Smallest chip core radius, as a share of the card's width.
const MIN_CORE: f32 = 0.10;

/// Chips with a dashed rim, then grey coins and plain one-colour discs
/// ([`plain`]) where none of those lies.
pub fn find(card: &CardImage) -> Vec<Chip> {
    let solid: Vec<bool> = card.class.iter().map(|c| *c != Class::Paper).collect();
    let mut chips: Vec<Chip> = Vec::new();
    for (d, cx, cy) in core_peaks(&solid, MIN_CORE * W as f32) {
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
    plain::coins(card, &mut chips);
    plain::discs(card, &mut chips);
    chips
}

/// The centres of the widest solid regions, deepest first: pixels at
/// least `min_core` from the nearest pixel not `solid`, and no nearer than
/// their neighbours. Returns (depth, x, y) in card pixels.
fn core_peaks(solid: &[bool], min_core: f32) -> Vec<(f32, f32, f32)> {
    let dist = chamfer(solid);
    let mut peaks: Vec<(f32, f32, f32)> = Vec::new();
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
                peaks.push((d, x as f32 + 0.5, y as f32 + 0.5));
            }
        }
    }
    peaks.sort_by(|a, b| b.0.total_cmp(&a.0));
    peaks
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

/// The chips counted on a card and how sure the count is (0–1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Count {
    pub chips: u8,
    pub confidence: f64,
}

/// A count the two finders disagree on is asked about.
pub(super) const DISAGREED: f64 = 0.5;
/// Discs by outline smaller than this share of the card's width (small
/// coins) count only when their outline is traced this well: an ace's
/// big pip or a court's artwork traces small circles less completely.
/// Tuned on our renderer's vector-playing-cards deck and the second
/// generator's standard deck (chip_count example).
const SMALL_R: f32 = 0.175;
const SMALL_SURE: f32 = 0.9;

/// R5: a card holds at most three chips (the rulebook: "No cards may be
/// added to a card with 3 chips on top of it"), so a count of more is
/// always too many.
pub const MOST_CHIPS: u8 = 3;

/// Counts the chips on a card from [`find`]'s chips (`found`) and the
/// discs [`outlines`] traces (`discs`); the reader needs both apart too.
pub fn count(found: &[Chip], discs: &[Chip]) -> Count {
    let sure_discs = discs.iter().filter(|d| counts_surely(d)).count();
    let chips = found.len().max(sure_discs).min(usize::from(MOST_CHIPS)) as u8;
    let weak = found.iter().filter(|c| c.rim < 0.75).count();
    let confidence = match (found.len(), weak, discs.len() != found.len()) {
        (_, _, true) => DISAGREED,
        (0..=3, 0, _) => 0.97,
        (0..=3, _, _) => 0.75,
        _ => 0.4,
    };
    Count { chips, confidence }
}

/// Whether a disc by outline counts: a chip-sized one always, a small
/// coin-sized one only when traced nearly whole ([`SMALL_R`]).
fn counts_surely(disc: &Chip) -> bool {
    disc.r >= SMALL_R * CARD_W || disc.rim >= SMALL_SURE
}

/// How sure a disputed count of three is when its discs are a whole stack
/// ([`whole_stack`]).
const WHOLE_STACK: f64 = 0.92;
/// The discs of a whole stack differ in size by at most this share: chips
/// of one set are one size, while a court's artwork, a pip or a piece of a
/// chip's printed ring traces circles of other sizes.
const ONE_SET: f32 = 0.2;
/// ... and their centres lie at least this share of the larger radius
/// apart: a chip's own soft shadow, or its rim beside a disc traced a
/// little small, traces a circle nearer than that (on the development
/// sets 0.45, the bar `partly_hidden` holds a chip under another to, made
/// three counts of two sure).
const APART: f32 = 0.6;

/// A count of three the two finders disagree on, made sure when the
/// outlines trace exactly three discs that each count, of one size, apart,
/// and each showing one colour past the other two (`crescent_filled`: a
/// circle traced through a chip's rim and a court's artwork shows paper
/// and ink). R5 caps a count at three, so such a count cannot be one
/// short; the colour finder sees a stack as one or two chips, which is
/// why the two disagree. Runs after the network has had its say
/// (`chip_model::weigh`): a count it changed or backed is left as it is.
/// On the development sets read through the whole pipeline, about fifty cells more
/// were right and sure and none more wrong and sure.
pub fn whole_stack(card: &CardImage, discs: &[Chip], counted: Count) -> Count {
    let disputed_three = counted.chips == MOST_CHIPS && counted.confidence <= DISAGREED;
    if disputed_three && discs.len() == usize::from(MOST_CHIPS) && is_whole_stack(card, discs) {
        Count {
            confidence: WHOLE_STACK,
            ..counted
        }
    } else {
        counted
    }
}

/// Whether every disc counts, all are one size and apart, and each shows
/// its own colour past the others.
fn is_whole_stack(card: &CardImage, discs: &[Chip]) -> bool {
    let least = discs.iter().map(|d| d.r).fold(f32::MAX, f32::min);
    let most = discs.iter().map(|d| d.r).fold(0f32, f32::max);
    let apart = |a: &Chip, b: &Chip| (a.x - b.x).hypot(a.y - b.y) >= APART * a.r.max(b.r);
    let others = |i: usize| -> Vec<Chip> {
        let mut rest = discs.to_vec();
        rest.remove(i);
        rest
    };
    discs.iter().all(counts_surely)
        && most <= (1.0 + ONE_SET) * least
        && discs
            .iter()
            .enumerate()
            .all(|(i, a)| discs[i + 1..].iter().all(|b| apart(a, b)))
        && discs
            .iter()
            .enumerate()
            .all(|(i, d)| crescent_filled(card, &others(i), d.x, d.y, d.r))
}

/// Edges this faint (paper = 1.0) trace the discs [`faint_check`] looks
/// for: half of [`EDGE`]'s change per pixel.
const FAINT_EDGE: f32 = 0.03;
/// The faint search tries every second radius: a circle between two
/// scatters its votes by a pixel, which the 3×3 window gathers, and it
/// costs half the time (the check runs on every card a sure count is
/// read for: 0.09 s more on a 26-card ship, where every radius cost 0.15).
const FAINT_STEP: usize = 2;

/// A count both finders agree on, looked at again for chips too faint for
/// either: a silver coin on white paper is grey on near white, its outline
/// and printed ring changing by less than [`EDGE`] per pixel, so both
/// finders see no disc, agree, and the count would be sure and one short.
/// When the outlines traced at [`FAINT_EDGE`] count more chips, the count
/// stays as it was but is asked about: at that level a court's artwork
/// and a chip's shadow trace discs too, so they may not add to it. Tuned
/// on the second generator's development sets (seeds 5000 and 8000) and
/// our renderer's photos of a deck kept out of training.
pub fn faint_check(card: &CardImage, found: &[Chip], counted: Count) -> Count {
    if counted.confidence <= DISAGREED {
        return counted;
    }
    let faint = count(found, &outlines_at(card, FAINT_EDGE, FAINT_STEP));
    if faint.chips > counted.chips {
        Count {
            confidence: DISAGREED,
            ..counted
        }
    } else {
        counted
    }
}

/// The card's own width inside the cut (the cut has a margin each side).
const CARD_W: f32 = W as f32 / (1.0 + 2.0 * super::card_image::MARGIN as f32);
/// Radii searched, as shares of the card's width: coins to chips.
const R_MIN: f32 = 0.14;
const R_MAX: f32 = 0.37;
/// An edge: the colour changes by this much per pixel (paper = 1.0).
const EDGE: f32 = 0.06;
/// Share of the visible outline that must be traced by edges.
const TRACED: f32 = 0.5;
/// The same for a disc no larger than a coin.
const TRACED_SMALL: f32 = 0.65;
const COIN_MAX: f32 = 0.22;
/// Past this radius (share of the card's width) a circle's votes are
/// counted against this radius's outline, not its own: a jagged outline's
/// gradients point a degree or two off, so a larger circle's votes land
/// past the 3×3 window round its centre, and a chip a third of the card
/// across would never be a candidate.
const FLAT_R: f32 = 0.21;
/// Share of the outline that must be visible (not under a chip above).
const VISIBLE: f32 = 0.3;

struct Edges {
    /// Unit gradient direction per pixel, `None` where no edge.
    dir: Vec<Option<(f32, f32)>>,
}

fn edges(card: &CardImage, edge: f32) -> Edges {
    let mut dir = vec![None; W * H];
    for y in 1..H - 1 {
        for x in 1..W - 1 {
            // Sobel: the direction of a jagged (unblurred) outline is
            // still close to its normal.
            let p = |dx: usize, dy: usize| card.at(x + dx - 1, y + dy - 1);
            let (mut best, mut g) = (0f32, (0f32, 0f32));
            for c in 0..3 {
                let gx = (p(2, 0)[c] + 2.0 * p(2, 1)[c] + p(2, 2)[c]
                    - p(0, 0)[c]
                    - 2.0 * p(0, 1)[c]
                    - p(0, 2)[c])
                    / 8.0;
                let gy = (p(0, 2)[c] + 2.0 * p(1, 2)[c] + p(2, 2)[c]
                    - p(0, 0)[c]
                    - 2.0 * p(1, 0)[c]
                    - p(2, 0)[c])
                    / 8.0;
                let m = (gx * gx + gy * gy).sqrt();
                if m > best {
                    (best, g) = (m, (gx / m, gy / m));
                }
            }
            if best >= edge {
                dir[y * W + x] = Some(g);
            }
        }
    }
    Edges { dir }
}

/// A second opinion on the chips, by their outlines alone: every strong
/// edge votes for the centres its gradient points to at each radius from a
/// coin's to a chip's (a circular Hough transform), and a disc is kept when
/// edges across it, changing colour the same way, trace at least half of
/// the outline no disc above covers. A second search looks under the
/// discs found for chips that show only a crescent ([`partly_hidden`]),
/// kept when the crescent is one colour that is not paper. It counts chips
/// of any colour or pattern and coins, but on our generator's photos it
/// counts less exactly than [`find`] (96.3 % against 100 % of the cards
/// of 40 photos cut where the truth puts them), so it only makes a count
/// doubtful when the two disagree.
pub fn outlines(card: &CardImage) -> Vec<Chip> {
    outlines_at(card, EDGE, 1)
}

/// [`outlines`] traced by edges that change by `edge` per pixel or more,
/// trying every `step`-th radius.
fn outlines_at(card: &CardImage, edge: f32, step: usize) -> Vec<Chip> {
    let e = edges(card, edge);
    let (r0, r1) = ((R_MIN * CARD_W) as usize, (R_MAX * CARD_W) as usize);
    let radii = (r1 - r0) / step + 1;
    let traced: Vec<(f32, f32, f32, f32)> = (0..W * H)
        .filter_map(|i| e.dir[i].map(|(gx, gy)| ((i % W) as f32, (i / W) as f32, gx, gy)))
        .collect();
    let mut acc = vec![0u16; radii * W * H];
    // One radius's plane at a time (63 KB, which stays in cache): voting
    // each edge pixel into every plane in turn strode over all of them
    // (2 MB) and missed the cache on most votes, half the search's time.
    for (k, plane) in acc.chunks_exact_mut(W * H).enumerate() {
        let r = (r0 + k * step) as f32;
        for &(x, y, gx, gy) in &traced {
            for sign in [-1f32, 1.0] {
                let (cx, cy) = (x + sign * r * gx, y + sign * r * gy);
                // The same cells as `cx as usize < W`, in a float
                // compare and a 32-bit conversion: the saturating
                // conversion to usize cost more than the vote.
                if (0.0..W as f32).contains(&cx) && (0.0..H as f32).contains(&cy) {
                    plane[cy as i32 as usize * W + cx as i32 as usize] += 1;
                }
            }
        }
    }
    // Candidates: the best-voted centres for their size, strongest first.
    let mut cands: Vec<(f32, f32, f32, f32)> = Vec::new();
    for k in 0..radii {
        let r = (r0 + k * step) as f32;
        let whole = std::f32::consts::TAU * r.min(FLAT_R * CARD_W);
        for (x, y) in windows_over(&acc[k * W * H..(k + 1) * W * H], 0.499 * whole) {
            let score = votes(&acc, k, x, y) as f32 / whole;
            if score >= 0.5 {
                cands.push((score, x as f32 + 0.5, y as f32 + 0.5, r));
            }
        }
    }
    cands.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut chips: Vec<Chip> = Vec::new();
    for (_, cx, cy, r) in cands.into_iter().take(4000) {
        keep_disc(&e, &mut chips, cx, cy, r);
    }
    let mut under = partly_hidden(&acc, &chips, (r0, step), radii);
    under.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, cx, cy, r) in under.into_iter().take(4000) {
        if !taken(&chips, cx, cy, r) && crescent_filled(card, &chips, cx, cy, r) {
            keep_disc(&e, &mut chips, cx, cy, r);
        }
    }
    drop_pieces(&mut chips);
    chips
}

/// A disc this much smaller than the card's largest may be a piece of a
/// chip (chips of one set are one size).
const PIECE_SIZE: f32 = 0.85;
/// Two such discs whose centres lie within this share of the larger's
/// radius are pieces of one chip.
const PIECE_NEAR: f32 = 0.9;

/// Keeps one disc of each chip found only in pieces: a chip over the
/// corner index hangs past the card's edge, where the cut ends, so its
/// outline is never traced whole, and the search finds its printed ring
/// and arcs of its outline instead — circles clearly smaller than the
/// card's other chips, crowded round one place (seed 5000's cards cut
/// where their truth lies: three of four such cards counted one chip too
/// many). The best traced piece is kept. Tuned on the second generator's
/// development sets (0.6 of a radius: two of those three).
fn drop_pieces(chips: &mut Vec<Chip>) {
    while let Some(k) = a_piece(chips) {
        chips.remove(k);
    }
}

/// The less well traced of the first two pieces of one chip, if any.
fn a_piece(chips: &[Chip]) -> Option<usize> {
    let largest = chips.iter().map(|c| c.r).fold(0f32, f32::max);
    let small = |c: &Chip| c.r < PIECE_SIZE * largest;
    for (i, a) in chips.iter().enumerate().filter(|(_, c)| small(c)) {
        for (j, b) in chips
            .iter()
            .enumerate()
            .skip(i + 1)
            .filter(|(_, c)| small(c))
        {
            let d2 = (a.x - b.x).powi(2) + (a.y - b.y).powi(2);
            if d2 < (PIECE_NEAR * a.r.max(b.r)).powi(2) {
                return Some(if a.rim >= b.rim { j } else { i });
            }
        }
    }
    None
}

/// The centres, in reading order, whose 3×3 window of `plane` may hold
/// `need` votes: those next to a cell holding a ninth of them (callers
/// ask a hair under their own bar, which a quotient may round onto). Summing
/// every window of every radius took most of the outline search's time,
/// and few cells hold that many votes.
fn windows_over(plane: &[u16], need: f32) -> Vec<(usize, usize)> {
    let least = least_count(need);
    let mut near = vec![false; W * H];
    let mut marked = Vec::new();
    // Most cells hold too few votes: 16 at a time are tested in one wide
    // compare (no early exit, so it vectorises), and only the few marked
    // centres are put in order, not the whole plane scanned again; a
    // cell-by-cell float test and a second scan took a quarter of the
    // outline search's time.
    for (block, cells) in plane.chunks(16).enumerate() {
        if !cells
            .iter()
            .fold(false, |any, v| any | (u32::from(*v) >= least))
        {
            continue;
        }
        for (i, _) in cells
            .iter()
            .enumerate()
            .filter(|(_, v)| u32::from(**v) >= least)
        {
            mark_window(&mut near, &mut marked, block * 16 + i);
        }
    }
    marked.sort_unstable();
    marked.into_iter().map(|i| (i % W, i / W)).collect()
}

/// The fewest votes `v` with `9 v >= need`, found in the same float
/// arithmetic as that test, so the integer compare picks the same cells.
fn least_count(need: f32) -> u32 {
    let holds = |v: u32| 9.0 * v as f32 >= need;
    let mut v = (need / 9.0).clamp(0.0, 70_000.0) as u32;
    while v > 0 && holds(v - 1) {
        v -= 1;
    }
    // Above any u16: a bar no cell reaches (or a NaN bar) selects none.
    while v < 70_000 && !holds(v) {
        v += 1;
    }
    v
}

/// Marks the 3×3 window centres round cell `i` (kept off the border),
/// noting each the first time.
fn mark_window(near: &mut [bool], marked: &mut Vec<usize>, i: usize) {
    let (x, y) = (i % W, i / W);
    for wy in y.saturating_sub(1).max(1)..=(y + 1).min(H - 2) {
        for wx in x.saturating_sub(1).max(1)..=(x + 1).min(W - 2) {
            let j = wy * W + wx;
            if !near[j] {
                near[j] = true;
                marked.push(j);
            }
        }
    }
}

/// The votes for a centre at `(x, y)` and the `k`-th radius, over the 3×3
/// window round it (a jagged outline's votes scatter a pixel or so).
fn votes(acc: &[u16], k: usize, x: usize, y: usize) -> u32 {
    (0..3)
        .flat_map(|dy| (0..3).map(move |dx| (dx, dy)))
        .map(|(dx, dy)| u32::from(acc[(k * H + y + dy - 1) * W + x + dx - 1]))
        .sum()
}

/// Circles of the size of a disc already found that cross it, scored on
/// the share of their outline that shows past the discs found: a chip
/// under others shows a crescent, whose arc (its ends blurred by the
/// shadow and the edge of the chip above) often gathers too few votes for
/// a whole circle. Chips of one set are one size, so only circles within
/// [`SAME_SIZE`] of a disc they cross are looked at; a lone arc elsewhere
/// on the card (a court's artwork) is held to the whole circle's score.
fn partly_hidden(
    acc: &[u16],
    chips: &[Chip],
    (r0, step): (usize, usize),
    radii: usize,
) -> Vec<(f32, f32, f32, f32)> {
    let mut cands = Vec::new();
    if chips.is_empty() {
        return cands;
    }
    for k in 0..radii {
        let r = (r0 + k * step) as f32;
        let whole = std::f32::consts::TAU * r.min(FLAT_R * CARD_W);
        let sized: Vec<&Chip> = chips
            .iter()
            .filter(|c| (r / c.r - 1.0).abs() <= SAME_SIZE)
            .collect();
        let Some((x0, y0, x1, y1)) = reach_of(&sized, r) else {
            continue;
        };
        for y in y0..y1 {
            for x in x0..x1 {
                let v = votes(acc, k, x, y);
                if (v as f32) < 0.5 * VISIBLE * whole {
                    continue;
                }
                let (cx, cy) = (x as f32 + 0.5, y as f32 + 0.5);
                let crosses = sized.iter().any(|c| {
                    let d2 = (c.x - cx).powi(2) + (c.y - cy).powi(2);
                    d2 < (c.r + r).powi(2) && d2 > (0.45 * c.r.max(r)).powi(2)
                });
                if !crosses {
                    continue;
                }
                // A circle that shows nearly whole was the first search's
                // to find or leave.
                let shows = shown(chips, cx, cy, r);
                if !(VISIBLE..0.9).contains(&shows) {
                    continue;
                }
                let score = v as f32 / (whole * shows);
                if score >= 0.5 {
                    cands.push((score, cx, cy, r));
                }
            }
        }
    }
    cands
}

/// The share of a circle's outline that lies clear of `chips`.
fn shown(chips: &[Chip], cx: f32, cy: f32, r: f32) -> f32 {
    const N: usize = 36;
    let clear = (0..N).filter(|i| {
        let a = *i as f32 / N as f32 * std::f32::consts::TAU;
        let (px, py) = (cx + r * a.cos(), cy + r * a.sin());
        !chips
            .iter()
            .any(|c| (c.x - px).powi(2) + (c.y - py).powi(2) < (c.r * (1.0 + CLEAR)).powi(2))
    });
    clear.count() as f32 / N as f32
}

/// The pixels (inside the 3×3 vote window's reach) where a circle of
/// radius `r` can cross one of `chips`; `None` when there are none.
fn reach_of(chips: &[&Chip], r: f32) -> Option<(usize, usize, usize, usize)> {
    let clamp = |v: f32, hi: usize| (v.max(1.0) as usize).min(hi - 1);
    let boxes = chips.iter().map(|c| {
        let m = c.r + r;
        (c.x - m, c.y - m, c.x + m + 1.0, c.y + m + 1.0)
    });
    let (x0, y0, x1, y1) =
        boxes.reduce(|a, b| (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2), a.3.max(b.3)))?;
    Some((clamp(x0, W), clamp(y0, H), clamp(x1, W), clamp(y1, H)))
}

/// The crescent a circle shows past the discs above is one colour that is
/// not paper: a chip under another is, while circles the Hough votes find
/// round a chip's own printed ring or a card's pips cut paper and ink.
fn crescent_filled(card: &CardImage, above: &[Chip], cx: f32, cy: f32, r: f32) -> bool {
    let mut px: Vec<[f32; 3]> = Vec::new();
    let reach = FILL_R * r;
    let (x0, x1) = (
        (cx - reach).max(0.0) as usize,
        ((cx + reach) as usize).min(W - 1),
    );
    let (y0, y1) = (
        (cy - reach).max(0.0) as usize,
        ((cy + reach) as usize).min(H - 1),
    );
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            // Squared distances: this runs for every pixel of thousands
            // of candidates, and `hypot` took two-fifths of the outline
            // search's time.
            let shows = (fx - cx).powi(2) + (fy - cy).powi(2) <= reach * reach
                && !above.iter().any(|c| {
                    (c.x - fx).powi(2) + (c.y - fy).powi(2) < (c.r * (1.0 + CLEAR)).powi(2)
                });
            if shows {
                px.push(card.at(x, y));
            }
        }
    }
    if px.len() < 20 {
        return false;
    }
    let median = [0, 1, 2].map(|c| {
        let mut v: Vec<f32> = px.iter().map(|p| p[c]).collect();
        v.sort_by(f32::total_cmp);
        v[v.len() / 2]
    });
    let like = px
        .iter()
        .filter(|p| (0..3).all(|c| (p[c] - median[c]).abs() < FILL_NEAR))
        .count();
    let paper = median.iter().all(|v| *v > 1.0 - FILL_NEAR);
    !paper && like as f32 >= FILL_SHARE * px.len() as f32
}

/// A chip under another is the same size within this share (one set of
/// chips); coins under chips are left to the first search.
const SAME_SIZE: f32 = 0.1;
/// The crescent is sampled within this share of the circle's radius (a
/// chip's rim marks lie past it).
const FILL_R: f32 = 0.85;
/// Colours within this much of the crescent's median (paper = 1.0) are its
/// own; a median this close to paper is paper.
const FILL_NEAR: f32 = 0.15;
/// Share of the crescent that must be its own colour.
const FILL_SHARE: f32 = 0.6;

/// How far past a disc above a crescent's outline must lie to show, as a
/// share of that disc's radius: a disc's own outline and its shadow trace
/// circles that hug it.
const CLEAR: f32 = 0.1;

/// A circle this much wider than a disc kept at its centre replaces it:
/// a ring printed inside a chip is found first as often as its outline,
/// and the outline round it is the chip.
const WIDER: f32 = 1.25;

/// The disc kept so far that lies at the circle's centre, if any.
fn near(chips: &[Chip], cx: f32, cy: f32, r: f32) -> Option<usize> {
    chips
        .iter()
        .position(|c| (c.x - cx).powi(2) + (c.y - cy).powi(2) < (0.45 * c.r.max(r)).powi(2))
}

/// Whether [`keep_disc`] would leave the circle out before tracing it: a
/// disc at its centre it is not [`WIDER`] than, or nine discs kept.
fn taken(chips: &[Chip], cx: f32, cy: f32, r: f32) -> bool {
    match near(chips, cx, cy, r) {
        Some(i) => r <= chips[i].r * WIDER,
        None => chips.len() >= 9,
    }
}

/// Keeps the circle as a disc when its outline is traced well enough and
/// no disc kept so far lies at its centre (or replaces one inside it).
fn keep_disc(e: &Edges, chips: &mut Vec<Chip>, cx: f32, cy: f32, r: f32) {
    if taken(chips, cx, cy, r) {
        return;
    }
    let wider = near(chips, cx, cy, r).filter(|&i| r > chips[i].r * WIDER);
    let others: Vec<Chip> = chips
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != wider)
        .map(|(_, c)| *c)
        .collect();
    let Some(rim) = traced(e, &others, cx, cy, r) else {
        return;
    };
    // A coin-sized circle is also what a court's artwork or a round
    // glyph part can trace: the smaller, the more of it must show.
    let need = if r < COIN_MAX * CARD_W {
        TRACED_SMALL
    } else {
        TRACED
    };
    if rim >= need && inside_card(cx, cy, r) {
        let chip = Chip {
            x: cx,
            y: cy,
            r,
            rim,
        };
        match wider {
            Some(i) => chips[i] = chip,
            None => chips.push(chip),
        }
    }
}

/// The share of the circle's visible outline that edges across it trace;
/// `None` when too little of it is visible.
fn traced(e: &Edges, above: &[Chip], cx: f32, cy: f32, r: f32) -> Option<f32> {
    // A disc's outline changes colour the same way all round (chip inside,
    // paper outside); a glyph's strokes cross a circle both ways.
    let (mut visible, mut outward, mut inward) = (0usize, 0usize, 0usize);
    const N: usize = 72;
    for i in 0..N {
        let a = i as f32 / N as f32 * std::f32::consts::TAU;
        let (ux, uy) = (a.cos(), a.sin());
        let (px, py) = (cx + r * ux, cy + r * uy);
        if above
            .iter()
            .any(|c| (c.x - px).powi(2) + (c.y - py).powi(2) < (c.r - 1.0).powi(2))
        {
            continue;
        }
        visible += 1;
        let along = |want: f32| {
            [-1.5f32, -0.5, 0.5, 1.5].iter().any(|d| {
                let (x, y) = (px + d * ux, py + d * uy);
                if x < 0.0 || y < 0.0 || x as usize >= W || y as usize >= H {
                    return false;
                }
                e.dir[y as usize * W + x as usize]
                    .is_some_and(|(gx, gy)| (gx * ux + gy * uy) * want > 0.8)
            })
        };
        outward += usize::from(along(1.0));
        inward += usize::from(along(-1.0));
    }
    let hit = outward.max(inward);
    (visible as f32 >= VISIBLE * N as f32).then(|| hit as f32 / visible as f32)
}

/// A disc lies on the card: it reaches past no edge by more than a fifth
/// of its radius (the card's own rounded corner, with the table outside,
/// traces a circle too).
fn inside_card(cx: f32, cy: f32, r: f32) -> bool {
    let (mx, my) = ((W as f32 - CARD_W) / 2.0, H as f32 * 0.045);
    let m = 0.8 * r;
    cx - m > mx && cx + m < W as f32 - mx && cy - m > my && cy + m < H as f32 - my
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The integer bar picks exactly the cells the float test `9 v >= need`
    /// picks, for the bars the search asks (fractions of a circle's votes
    /// scaled by 0.499, and the faint check's 40).
    #[test]
    fn windows_over_integer_bar_matches_the_float_test() {
        for r in 10..60 {
            for need in [
                0.499 * std::f32::consts::TAU * r as f32,
                40.0,
                r as f32 * 9.0,
            ] {
                let least = least_count(need);
                for v in 0u32..2_000 {
                    assert_eq!(v >= least, 9.0 * v as f32 >= need, "need {need}, v {v}");
                }
            }
        }
        assert_eq!(least_count(f32::NAN), 70_000, "a NaN bar selects no cell");
    }

    /// The centres come in reading order, each once, from the windows of
    /// every cell over the bar, and none on the border.
    #[test]
    fn windows_over_lists_each_window_centre_once_in_reading_order() {
        let mut plane = vec![0u16; W * H];
        plane[5 * W + 7] = 10;
        plane[5 * W + 8] = 10;
        plane[6 * W] = 10;
        let got = windows_over(&plane, 90.0);
        let mut want = Vec::new();
        for y in 4..=6 {
            for x in 6..=9 {
                want.push((x, y));
            }
        }
        want.extend([(1, 5), (1, 6), (1, 7)]);
        want.sort_by_key(|&(x, y)| (y, x));
        assert_eq!(got, want);
        assert!(windows_over(&plane, 91.0).is_empty());
    }

    /// A card cut with the table round it: paper inside a rounded outline
    /// with the cut's margin, and `disc` (centre, radius, colour) on it.
    pub(in crate::vision) fn card_with(disc: Option<(f32, f32, f32, [f32; 3])>) -> CardImage {
        card_with_edge(disc, false)
    }

    /// [`card_with`], the disc's outline `jagged` (each pixel in or out,
    /// unblended: the staircase edge a chip's outline has in a cut from a
    /// sharp photo).
    fn card_with_edge(disc: Option<(f32, f32, f32, [f32; 3])>, jagged: bool) -> CardImage {
        let (mx, my) = ((W as f32 - CARD_W) / 2.0, H as f32 * 0.045);
        let corner = 20.0;
        let mut px = Vec::with_capacity(W * H);
        for y in 0..H {
            for x in 0..W {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                let (nx, ny) = (
                    fx.clamp(mx + corner, W as f32 - mx - corner),
                    fy.clamp(my + corner, H as f32 - my - corner),
                );
                let on_card = (fx - nx).hypot(fy - ny) <= corner;
                let mut p = if on_card {
                    [235.0, 232.0, 228.0]
                } else {
                    [40.0, 90.0, 50.0]
                };
                // Blended by how much of the pixel the disc covers, as a
                // cut resampled from a photo is.
                if let Some((cx, cy, r, colour)) = disc {
                    let inside = r - (fx - cx).hypot(fy - cy);
                    let cover = if jagged {
                        f32::from(u8::from(inside >= 0.0))
                    } else {
                        (inside + 0.5).clamp(0.0, 1.0)
                    };
                    p = [0, 1, 2].map(|c| p[c] + cover * (colour[c] - p[c]));
                }
                px.push(p);
            }
        }
        CardImage::from_pixels(px)
    }

    /// A brass coin, plain (no dashed rim), on a bare card's centre.
    pub(in crate::vision) fn coin_card() -> CardImage {
        card_with(Some((75.0, 110.0, 0.2 * CARD_W, [200.0, 170.0, 90.0])))
    }

    /// Only windows next to a well-voted cell are summed: every window
    /// whose votes reach the bar must be among them.
    #[test]
    fn every_window_that_reaches_the_bar_is_looked_at() {
        let mut state = 7u32;
        let plane: Vec<u16> = (0..W * H)
            .map(|_| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let v = (state >> 16) % 100;
                if v < 85 {
                    0
                } else {
                    (v - 80) as u16
                }
            })
            .collect();
        let looked = windows_over(&plane, 40.0);
        let mut reached = 0;
        for y in 1..H - 1 {
            for x in 1..W - 1 {
                let sum: u32 = (0..9)
                    .map(|i| u32::from(plane[(y + i / 3 - 1) * W + x + i % 3 - 1]))
                    .sum();
                if sum >= 40 {
                    reached += 1;
                    assert!(looked.contains(&(x, y)), "({x}, {y}) holds {sum}");
                }
            }
        }
        assert!(reached > 50, "the test plane is too sparse: {reached}");
        assert!(
            looked.len() < (W - 2) * (H - 2),
            "every window was looked at"
        );
    }

    /// A plain coin is found by its outline and, with no rim marks, by its
    /// one-colour face ([`plain`]): counted, but never surely.
    #[test]
    fn a_coin_is_found_by_its_outline_and_by_its_plain_face() {
        let card = coin_card();
        let found = outlines(&card);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!((found[0].x - 75.0).abs() < 3.0 && (found[0].y - 110.0).abs() < 3.0);
        let faces = find(&card);
        assert_eq!(faces.len(), 1, "{faces:?}");
        assert_eq!(faces[0].rim, 0.0);
        let counted = count(&faces, &found);
        assert_eq!(counted.chips, 1);
        assert!(counted.confidence < 0.9, "{counted:?}");
    }

    #[test]
    fn a_coin_counts_as_a_chip_and_the_count_is_doubted() {
        let card = coin_card();
        let counted = count(&find(&card), &outlines(&card));
        assert_eq!(counted.chips, 1);
        assert!(counted.confidence < 0.9, "{counted:?}");
        let bare = card_with(None);
        let counted = count(&find(&bare), &outlines(&bare));
        assert_eq!(
            counted,
            Count {
                chips: 0,
                confidence: 0.97
            }
        );
    }

    /// R5: no card holds more than three chips, so five discs traced (a
    /// court's artwork, a neighbour's chip in the cut's margin) count
    /// three, and are asked about. Before, such a card read ^5: a ship no
    /// table could have built.
    #[test]
    fn r5_a_card_never_counts_more_than_three_chips() {
        let disc = |x: f32| Chip {
            x,
            y: 100.0,
            r: 0.3 * CARD_W,
            rim: 1.0,
        };
        let found = [disc(40.0), disc(80.0)];
        let traced: Vec<Chip> = [20.0, 40.0, 60.0, 80.0, 100.0].map(disc).to_vec();
        let counted = count(&found, &traced);
        assert_eq!(counted.chips, MOST_CHIPS);
        assert!(counted.confidence < 0.9, "{counted:?}");
        let counted = count(&traced, &traced);
        assert_eq!(counted.chips, MOST_CHIPS);
        assert!(counted.confidence < 0.9, "{counted:?}");
    }

    #[test]
    fn the_cards_own_rounded_corners_are_not_discs() {
        assert_eq!(outlines(&card_with(None)), Vec::new());
    }

    /// Chips come a third of the card's width across: the largest is
    /// found as surely as a coin, even with a staircase outline, whose
    /// gradients point a few degrees off the radius.
    #[test]
    fn a_chip_a_third_of_the_card_across_is_found() {
        for share in [0.2, 0.3, 0.34] {
            let disc = (75.0, 105.0, share * CARD_W, [120.0, 40.0, 150.0]);
            let found = outlines(&card_with_edge(Some(disc), true));
            assert_eq!(found.len(), 1, "radius {share}: {found:?}");
            assert!((found[0].r - disc.2).abs() < 2.5, "{found:?}");
        }
    }

    /// A card cut from a photo whose truth is known, saved as the
    /// normalised cut (`chip_count --crops`).
    pub(in crate::vision) fn fixture(name: &str) -> CardImage {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/vision/cuts")
            .join(name);
        let img = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .to_rgb8();
        assert_eq!((img.width() as usize, img.height() as usize), (W, H));
        let px = img.pixels().map(|p| p.0.map(f32::from)).collect();
        CardImage::from_pixels(px)
    }

    /// Cuts from the second generator's development photos (seed 5000):
    /// a chip showing a crescent beside the chip over it, and three chips
    /// stacked. Before the search under the discs found, each read one
    /// chip short.
    #[test]
    fn a_chip_showing_only_a_crescent_under_another_is_counted() {
        for (name, chips) in [("crescent-2.png", 2), ("stack-3.png", 3)] {
            let found = outlines(&fixture(name));
            assert_eq!(found.len(), chips, "{name}: {found:?}");
        }
    }

    /// Cuts from the second generator's development photos (seed 5000):
    /// a queen under two chips and a coin, each outline traced whole
    /// (`0001.jpg` row 0 col 1), and a ten under two chips whose outlines
    /// and the top chip's shadow trace three discs (`0013.jpg` row 0 col
    /// 2). The finders disagree on both, counting three; R5 makes only the
    /// first a whole stack.
    #[test]
    fn r5_three_whole_outlines_of_one_size_make_a_disputed_three_sure() {
        let card = fixture("whole-stack-3.png");
        let discs = outlines(&card);
        let counted = count(&find(&card), &discs);
        assert_eq!((counted.chips, counted.confidence), (3, DISAGREED));
        let stack = whole_stack(&card, &discs, counted);
        assert_eq!((stack.chips, stack.confidence), (3, WHOLE_STACK));

        let card = fixture("three-discs-two-chips.png");
        let discs = outlines(&card);
        let counted = count(&find(&card), &discs);
        assert_eq!((counted.chips, counted.confidence), (3, DISAGREED));
        assert_eq!(whole_stack(&card, &discs, counted), counted);
    }

    /// Three discs that would be a whole stack change nothing when the
    /// finders agree, or when the count is not three (the network changed
    /// it).
    #[test]
    fn r5_a_whole_stack_leaves_an_agreed_or_changed_count_alone() {
        let card = fixture("whole-stack-3.png");
        let discs = outlines(&card);
        for counted in [
            Count {
                chips: 3,
                confidence: 0.75,
            },
            Count {
                chips: 2,
                confidence: DISAGREED,
            },
        ] {
            assert_eq!(whole_stack(&card, &discs, counted), counted);
        }
    }

    /// A cut from the second generator's development photos (seed 5000,
    /// `0029.jpg` row 1 col 1): a nine of diamonds with a chip over its
    /// corner index, hanging past the card's edge, and a chip below it.
    /// Its outline traced in pieces (its ring and an arc) counted three.
    #[test]
    fn a_chip_hanging_past_the_cards_edge_counts_once() {
        let card = fixture("corner-chip-2.png");
        let discs = outlines(&card);
        assert_eq!(discs.len(), 2, "{discs:?}");
        assert_eq!(count(&find(&card), &discs).chips, 2);
    }

    /// Pieces are only discs clearly smaller than the card's largest:
    /// two chips of one size, however much they overlap, are two.
    #[test]
    fn two_overlapping_chips_of_one_size_are_not_pieces() {
        let chip = |x, r| Chip {
            x,
            y: 100.0,
            r,
            rim: 0.8,
        };
        let mut two = vec![chip(60.0, 40.0), chip(80.0, 40.0)];
        drop_pieces(&mut two);
        assert_eq!(two.len(), 2);
        let mut pieces = vec![chip(60.0, 40.0), chip(40.0, 28.0), chip(52.0, 27.0)];
        drop_pieces(&mut pieces);
        assert_eq!(pieces.len(), 2, "{pieces:?}");
    }

    /// A cut from the second generator's development photos (seed 5000):
    /// an ace of spades under a silver coin, grey on white, whose outline
    /// neither finder traces. Before the faint check the count was 0 and
    /// sure (0.97); now it is right or asked about.
    #[test]
    fn a_silver_coin_on_white_paper_is_never_counted_surely_as_none() {
        let card = fixture("silver-coin.png");
        let found = find(&card);
        let checked = faint_check(&card, &found, count(&found, &outlines(&card)));
        assert!(
            checked.chips == 1 || checked.confidence <= DISAGREED,
            "{checked:?}"
        );
    }

    /// The faint check leaves a bare card's count sure.
    #[test]
    fn a_bare_card_stays_surely_without_chips_after_the_faint_check() {
        let bare = card_with(None);
        let counted = count(&find(&bare), &outlines(&bare));
        assert_eq!(faint_check(&bare, &find(&bare), counted), counted);
        assert_eq!(counted.confidence, 0.97);
    }

    /// A cut from our renderer: two chips on a queen's artwork. Circles
    /// round the artwork cross the chips too; their crescents are many
    /// colours, so none is a chip under them (without that test: five).
    #[test]
    fn artwork_beside_chips_is_no_chip_under_them() {
        let found = outlines(&fixture("court-2.png"));
        assert_eq!(found.len(), 2, "{found:?}");
    }
}
