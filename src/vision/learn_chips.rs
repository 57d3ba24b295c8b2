//! Training the chip counter (`chip_model`): chips and coins of many
//! designs painted on many decks' faces, each card then photographed and
//! cut as the reader cuts it (`learn::view`), and one network trained on
//! the counts.
//!
//! The chips are drawn here, by code no measuring generator shares: poker
//! chips of any colour with 4–12 edge marks or none, two-tone rims, inlaid
//! rings, plain discs, and coins with a rim and a worn face, lit from one
//! side, with a soft shadow, stacked so every chip shows at least a
//! crescent 0.15 of its radius wide (a thinner one no player counts).
//!
//! A network trained on a few decks' faces learns the faces: with 9 decks
//! it counted 97.7 % right on them and 50.5 % on one it had not seen
//! (docs/performance.md, twenty-third pass). So most views are painted
//! on a collage instead ([`collage`]): a face with patches of any deck's
//! faces laid over it, turned and recoloured, a face no deck has.
//!
//! Deterministic from its seed. The reader never imports this module.
//! Leaves out which decks are used: that is `scripts/train-chips.sh`.

use image::{imageops, Rgba, RgbaImage};

use super::card_image::CardImage;
use super::chip_model::{
    features, relu_pool, sizes, tap_rows, ChipNet, Conv, CHANNELS, COUNT_CLASSES, FH, FW, PLANES,
};
use super::learn::{self, Example, Gradient, Schedule};
use super::model::Mlp;
use super::synth::Deck;
use crate::rng::Rng;

/// One chip to paint, in face pixels.
#[derive(Debug, Clone, Copy)]
struct Disc {
    x: f64,
    y: f64,
    r: f64,
}

/// Every chip shows at least a crescent this share of its radius wide
/// outside each chip over it.
const APART: f64 = 0.15;

/// How many chips a card gets: all counts alike, 4 now and then.
fn how_many(rng: &mut Rng) -> usize {
    match rng.below(9) {
        0 | 1 => 0,
        2 | 3 => 1,
        4 | 5 => 2,
        6 | 7 => 3,
        _ => 4,
    }
}

/// Where `n` chips lie on a face `w`×`h`, lowest first; fewer when no
/// place keeps them apart.
fn stack(w: f64, h: f64, n: usize, rng: &mut Rng) -> Vec<Disc> {
    let base = w * rng.range(0.2, 0.36);
    let mut out: Vec<Disc> = Vec::new();
    for _ in 0..n {
        let r = if rng.unit() < 0.25 {
            base * rng.range(0.7, 1.15)
        } else {
            base
        };
        for _ in 0..40 {
            let (x, y) = if rng.unit() < 0.08 {
                // Over the top index: the other corner still names the card.
                (w * rng.range(0.1, 0.3), h * rng.range(0.08, 0.25))
            } else {
                (w * rng.range(0.22, 0.78), h * rng.range(0.2, 0.8))
            };
            // Each chip below keeps a crescent outside the new one.
            let clear = out.iter().all(|d| {
                let apart = ((d.x - x).powi(2) + (d.y - y).powi(2)).sqrt();
                apart + d.r - r >= APART * d.r
            });
            if clear {
                out.push(Disc { x, y, r });
                break;
            }
        }
    }
    out
}

/// A random colour: any hue, now and then white, black or grey.
fn colour(rng: &mut Rng) -> [f64; 3] {
    match rng.below(8) {
        0 => [1.0, 1.0, 1.0].map(|v: f64| v * rng.range(0.85, 1.0)),
        1 => [1.0, 1.0, 1.0].map(|v: f64| v * rng.range(0.05, 0.25)),
        _ => {
            let hue = rng.range(0.0, 6.0);
            let (sat, val) = (rng.range(0.4, 1.0), rng.range(0.35, 1.0));
            let f = |k: f64| {
                let k = (k + hue) % 6.0;
                val * (1.0 - sat * k.min(4.0 - k).clamp(0.0, 1.0))
            };
            [f(5.0), f(3.0), f(1.0)]
        }
    }
}

/// The far colour of a chip's marks: light on dark, dark on light.
fn contrast(base: [f64; 3], rng: &mut Rng) -> [f64; 3] {
    if base.iter().sum::<f64>() < 1.8 {
        [0.95, 0.95, 0.92]
    } else if rng.unit() < 0.5 {
        [0.15, 0.15, 0.5]
    } else {
        colour(rng)
    }
}

/// A chip's design: the colour at a point given as radius share and angle.
enum Design {
    Chip {
        base: [f64; 3],
        marks: [f64; 3],
        count: usize,
        width: f64,
        inner: f64,
        ring: Option<f64>,
        inlay: Option<[f64; 3]>,
        turn: f64,
    },
    Coin {
        metal: [f64; 3],
        face: f64,
    },
}

impl Design {
    fn random(rng: &mut Rng) -> Design {
        if rng.unit() < 0.25 {
            let metal = match rng.below(3) {
                0 => [0.8, 0.67, 0.35],
                1 => [0.75, 0.75, 0.77],
                _ => [0.7, 0.45, 0.28],
            };
            return Design::Coin {
                metal: metal.map(|v| v * rng.range(0.8, 1.1)),
                face: rng.range(0.75, 0.9),
            };
        }
        let base = colour(rng);
        let marks = contrast(base, rng);
        let base_dark = base.map(|v| v * 0.88);
        Design::Chip {
            base,
            marks,
            count: [0, 4, 6, 8, 10, 12][rng.below(6)],
            width: rng.range(0.25, 0.55),
            inner: rng.range(0.68, 0.85),
            ring: (rng.unit() < 0.6).then(|| rng.range(0.5, 0.72)),
            inlay: (rng.unit() < 0.4).then_some(base_dark),
            turn: rng.range(0.0, std::f64::consts::TAU),
        }
    }

    fn at(&self, share: f64, angle: f64) -> [f64; 3] {
        match self {
            Design::Coin { metal, face } => {
                let shade = if share > *face {
                    0.7
                } else {
                    0.9 + 0.1 * (angle * 7.0).sin() * share
                };
                metal.map(|v| v * shade)
            }
            Design::Chip {
                base,
                marks,
                count,
                width,
                inner,
                ring,
                inlay,
                turn,
            } => {
                if *count > 0 && share > *inner {
                    let n = *count as f64;
                    let phase = ((angle + turn) * n / std::f64::consts::TAU).rem_euclid(1.0);
                    if phase < *width {
                        return *marks;
                    }
                }
                if let Some(ring) = ring {
                    if (share - ring).abs() < 0.03 {
                        return *marks;
                    }
                    if let Some(inlay) = inlay {
                        if share < *ring - 0.03 {
                            return *inlay;
                        }
                    }
                }
                *base
            }
        }
    }
}

/// Paints the stack on a copy of the face: shadows first, then each chip
/// lowest first, lit from one side, edges smoothed over a pixel.
fn paint(face: &RgbaImage, discs: &[Disc], rng: &mut Rng) -> RgbaImage {
    let mut out = face.clone();
    let light = rng.range(0.0, std::f64::consts::TAU);
    let (lx, ly) = (light.cos(), light.sin());
    let shadow_at = (rng.range(0.05, 0.15), rng.range(0.05, 0.18));
    for d in discs {
        let (sx, sy) = (d.x + shadow_at.0 * d.r, d.y + shadow_at.1 * d.r);
        blend_disc(
            &mut out,
            sx,
            sy,
            d.r * 1.04,
            d.r * 0.15,
            |_, _| [0.0; 3],
            0.45,
        );
    }
    for d in discs {
        let design = Design::random(rng);
        let tilt = rng.range(0.1, 0.3);
        blend_disc(
            &mut out,
            d.x,
            d.y,
            d.r,
            1.0,
            |share, angle| {
                let lit = 1.0 + tilt * share * ((angle.cos() * lx) + (angle.sin() * ly));
                let edge = if share > 0.96 { 0.7 } else { 1.0 };
                design.at(share, angle).map(|v| v * lit * edge)
            },
            1.0,
        );
    }
    out
}

/// Blends a disc into the face where the face is opaque: colour from
/// `paint(radius share, angle)`, its edge soft over `soft` pixels, at
/// most `opacity`.
fn blend_disc(
    img: &mut RgbaImage,
    cx: f64,
    cy: f64,
    r: f64,
    soft: f64,
    paint: impl Fn(f64, f64) -> [f64; 3],
    opacity: f64,
) {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let reach = r + soft;
    let x0 = ((cx - reach).floor() as i64).clamp(0, w);
    let x1 = ((cx + reach).ceil() as i64).clamp(0, w);
    let y0 = ((cy - reach).floor() as i64).clamp(0, h);
    let y1 = ((cy + reach).ceil() as i64).clamp(0, h);
    for y in y0..y1 {
        for x in x0..x1 {
            let (dx, dy) = (x as f64 + 0.5 - cx, y as f64 + 0.5 - cy);
            let d = (dx * dx + dy * dy).sqrt();
            let cover = ((r - d) / soft.max(0.5) + 0.5).clamp(0.0, 1.0) * opacity;
            if cover <= 0.0 {
                continue;
            }
            let p = img.get_pixel(x as u32, y as u32).0;
            if p[3] == 0 {
                continue;
            }
            let c = paint(d / r, dy.atan2(dx));
            let mixed = [0, 1, 2].map(|i| {
                let v = f64::from(p[i]) * (1.0 - cover) + c[i].clamp(0.0, 1.0) * 255.0 * cover;
                v.round() as u8
            });
            img.put_pixel(
                x as u32,
                y as u32,
                Rgba([mixed[0], mixed[1], mixed[2], p[3]]),
            );
        }
    }
}

/// `views` cards of every face of `deck`, each with a random stack,
/// photographed among neighbours and cut, labelled with its chip count.
pub fn examples(deck: &Deck, pool: &[&RgbaImage], views: usize, rng: &mut Rng) -> Vec<Example> {
    let faces: Vec<&RgbaImage> = deck.faces().into_iter().map(|(_, f)| f).collect();
    let pool: &[&RgbaImage] = if pool.is_empty() { &faces } else { pool };
    let mut out = Vec::new();
    for face in &faces {
        for _ in 0..views {
            let face = if rng.unit() < MIXED {
                collage(face, pool, rng)
            } else {
                (*face).clone()
            };
            if let Some((cut, chips)) = stacked_view(&face, pool, rng) {
                out.push(Example {
                    x: features(&cut),
                    class: chips.min(COUNT_CLASSES - 1),
                });
            }
        }
    }
    out
}

/// Every training deck's views (`views` of each card, [`examples`]), made
/// on two threads: the decks are dealt to them alternately, each thread
/// has its own generator seeded from `seed`, and thread 0's views come
/// first, so a seed gives the same set on any machine. Every deck's faces
/// serve as neighbours and collage patches. `None` if a thread failed.
pub fn training_set(decks: &[Deck], views: usize, seed: u64) -> Option<Vec<Example>> {
    let pool: Vec<&RgbaImage> = decks
        .iter()
        .flat_map(|d| d.faces().into_iter().map(|(_, f)| f))
        .collect();
    std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2)
            .map(|k| {
                let pool = &pool;
                scope.spawn(move || {
                    let mut rng = Rng::new(seed.wrapping_mul(100).wrapping_add(k as u64));
                    decks
                        .iter()
                        .skip(k)
                        .step_by(2)
                        .flat_map(|deck| examples(deck, pool, views, &mut rng))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all = Vec::new();
        for half in halves {
            all.extend(half.join().ok()?);
        }
        Some(all)
    })
}

/// The six orders of the three colour planes: a chip's colours and a
/// face's are any, so training shows each view in any of them.
const COLOUR_ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Share of views whose face is a collage (no deck's face).
const MIXED: f64 = 0.6;

/// A face no deck has: `face` with one to four patches of random faces
/// from `pool` laid over its middle, each scaled, turned and with its
/// colour planes permuted, so the counter cannot learn a deck's faces.
pub fn collage(face: &RgbaImage, pool: &[&RgbaImage], rng: &mut Rng) -> RgbaImage {
    let mut out = face.clone();
    let (w, h) = (f64::from(out.width()), f64::from(out.height()));
    for _ in 0..1 + rng.below(4) {
        let src = pool[rng.below(pool.len())];
        let (sw, sh) = (f64::from(src.width()), f64::from(src.height()));
        let (pw, ph) = (rng.range(0.2, 0.7), rng.range(0.15, 0.5));
        let (sx, sy) = (rng.range(0.05, 0.95 - pw), rng.range(0.05, 0.95 - ph));
        let crop = imageops::crop_imm(
            src,
            (sx * sw) as u32,
            (sy * sh) as u32,
            (pw * sw).max(2.0) as u32,
            (ph * sh).max(2.0) as u32,
        )
        .to_image();
        let scale = rng.range(0.6, 1.3);
        let cw = (pw * w * scale).min(0.76 * w).max(4.0);
        let ch = (ph * h * scale).min(0.76 * h).max(4.0);
        let mut patch =
            imageops::resize(&crop, cw as u32, ch as u32, imageops::FilterType::Triangle);
        if rng.unit() < 0.5 {
            imageops::rotate180_in_place(&mut patch);
        }
        if rng.unit() < 0.5 {
            imageops::flip_horizontal_in_place(&mut patch);
        }
        let perm = COLOUR_ORDERS[rng.below(6)];
        for p in patch.pixels_mut() {
            let c = p.0;
            p.0 = [c[perm[0]], c[perm[1]], c[perm[2]], c[3]];
        }
        let x = rng.range(0.12 * w, (0.88 * w - cw).max(0.12 * w));
        let y = rng.range(0.12 * h, (0.88 * h - ch).max(0.12 * h));
        imageops::overlay(&mut out, &patch, x as i64, y as i64);
    }
    out
}

/// The table the cut reaches beyond the card, as a share of its width
/// (more than the cut's margin, so neighbours can lie in it).
const AROUND: f64 = 0.15;

/// One view of `face` with a random stack on it, lying in a ship among
/// random `neighbours` (some with chips), with glare or a shadow now and
/// then, cut as the reader cuts it; and the stack's height.
pub fn stacked_view(
    face: &RgbaImage,
    neighbours: &[&RgbaImage],
    rng: &mut Rng,
) -> Option<(CardImage, usize)> {
    let (w, h) = (face.width(), face.height());
    let m = (f64::from(w) * AROUND) as u32;
    let mut scene = RgbaImage::new(w + 2 * m, h + 2 * m);
    let gap = f64::from(w) * rng.range(-0.01, 0.06);
    for (dy, dx) in [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ] {
        if neighbours.is_empty() || rng.unit() < 0.35 {
            continue;
        }
        let other = neighbours[rng.below(neighbours.len())];
        let other = if other.dimensions() == (w, h) {
            other.clone()
        } else {
            imageops::resize(other, w, h, imageops::FilterType::Triangle)
        };
        let other = if rng.unit() < 0.3 {
            let n = how_many(rng);
            paint(&other, &stack(f64::from(w), f64::from(h), n, rng), rng)
        } else {
            other
        };
        let jitter = f64::from(w) * 0.02;
        let x = f64::from(m) + f64::from(dx) * (f64::from(w) + gap) + rng.gauss() * jitter;
        let y = f64::from(m) + f64::from(dy) * (f64::from(h) + gap) + rng.gauss() * jitter;
        imageops::overlay(&mut scene, &other, x as i64, y as i64);
    }
    let discs = stack(f64::from(w), f64::from(h), how_many(rng), rng);
    imageops::overlay(
        &mut scene,
        &paint(face, &discs, rng),
        i64::from(m),
        i64::from(m),
    );
    light(&mut scene, rng);
    Some((
        learn::view_in(&scene, [m, m, m + w, m + h], rng, false)?,
        discs.len(),
    ))
}

/// Now and then a patch of glare (a soft white blot) and a soft shadow.
fn light(scene: &mut RgbaImage, rng: &mut Rng) {
    let (w, h) = (f64::from(scene.width()), f64::from(scene.height()));
    for (chance, shade) in [(0.3, [1.0; 3]), (0.3, [0.0; 3])] {
        if rng.unit() < chance {
            let r = w * rng.range(0.15, 0.5);
            let (x, y) = (rng.range(0.0, w), rng.range(0.0, h));
            let opacity = rng.range(0.2, 0.6);
            blend_disc(scene, x, y, r, r, |_, _| shade, opacity);
        }
    }
}

/// Gradients of every layer of a [`ChipNet`].
struct NetGradient {
    convs: Vec<(Vec<f32>, Vec<f32>)>,
    dense: Gradient,
}

impl NetGradient {
    fn zero(net: &ChipNet) -> NetGradient {
        NetGradient {
            convs: net
                .convs
                .iter()
                .map(|c| (vec![0.0; c.w.len()], vec![0.0; c.b.len()]))
                .collect(),
            dense: Gradient::zero(&net.dense),
        }
    }

    fn merge(&mut self, other: &NetGradient) {
        for ((w, b), (ow, ob)) in self.convs.iter_mut().zip(&other.convs) {
            for (a, o) in w.iter_mut().zip(ow).chain(b.iter_mut().zip(ob)) {
                *a += o;
            }
        }
        self.dense.merge(&other.dense);
    }

    /// Adds one example's back-propagated cross-entropy gradient.
    fn add(&mut self, net: &ChipNet, ex: &Example) {
        let mut inputs = Vec::new();
        let mut before_relu = Vec::new();
        let mut taken = Vec::new();
        let mut a = ex.x.clone();
        for (i, conv) in net.convs.iter().enumerate() {
            let (h, w) = sizes()[i];
            let z = conv.forward(&a, h, w);
            let (pooled, from) = relu_pool(&z, conv.cout, h, w);
            inputs.push(std::mem::replace(&mut a, pooled));
            before_relu.push(z);
            taken.push(from);
        }
        let mut d = self.dense.backprop(&net.dense, &a, ex.class, true);
        for i in (0..net.convs.len()).rev() {
            let conv = &net.convs[i];
            let (h, w) = sizes()[i];
            let mut dz = vec![0f32; conv.cout * h * w];
            for (o, &src) in taken[i].iter().enumerate() {
                if before_relu[i][src] > 0.0 {
                    dz[src] += d[o];
                }
            }
            d = conv_backward(conv, &inputs[i], &dz, h, w, &mut self.convs[i], i > 0);
        }
    }
}

/// Adds a convolution's weight and bias gradients for output gradient
/// `dz`; returns the gradient with respect to its input when `to_input`.
/// Every sum runs in the order of the plain per-pixel loops, so the
/// weights a seed gives do not depend on how the loops are laid out.
fn conv_backward(
    conv: &Conv,
    x: &[f32],
    dz: &[f32],
    h: usize,
    w: usize,
    grad: &mut (Vec<f32>, Vec<f32>),
    to_input: bool,
) -> Vec<f32> {
    let (n, cout) = (h * w, conv.cout);
    // Each pixel's gradients of every output channel side by side, so one
    // vector loop accumulates a tap's weight gradients for all of them.
    let mut dz_last = vec![0f32; n * cout];
    for co in 0..cout {
        let dplane = &dz[co * n..(co + 1) * n];
        grad.1[co] += dplane.iter().sum::<f32>();
        for (o, &d) in dplane.iter().enumerate() {
            dz_last[o * cout + co] = d;
        }
    }
    let mut acc = vec![0f32; cout];
    for ci in 0..conv.cin {
        let input = &x[ci * n..(ci + 1) * n];
        for ky in 0..3 {
            for kx in 0..3 {
                acc.fill(0.0);
                for (o, i, len) in tap_rows(h, w, ky, kx) {
                    let rows = dz_last[o * cout..(o + len) * cout].chunks_exact(cout);
                    for (d, &v) in rows.zip(&input[i..i + len]) {
                        for (a, &g) in acc.iter_mut().zip(d) {
                            *a += g * v;
                        }
                    }
                }
                for (co, a) in acc.iter().enumerate() {
                    grad.0[((co * conv.cin + ci) * 3 + ky) * 3 + kx] += a;
                }
            }
        }
    }
    if !to_input {
        return Vec::new();
    }
    let mut dx = vec![0f32; conv.cin * n];
    for co in 0..cout {
        let dplane = &dz[co * n..(co + 1) * n];
        for ci in 0..conv.cin {
            let dplane_in = &mut dx[ci * n..(ci + 1) * n];
            for ky in 0..3 {
                for kx in 0..3 {
                    let k = conv.w[((co * conv.cin + ci) * 3 + ky) * 3 + kx];
                    for (o, i, len) in tap_rows(h, w, ky, kx) {
                        for (p, &g) in dplane_in[i..i + len].iter_mut().zip(&dplane[o..o + len]) {
                            *p += k * g;
                        }
                    }
                }
            }
        }
    }
    dx
}

/// A network of the counter's shape with random weights (He's scale).
fn initial(hidden: usize, rng: &mut Rng) -> ChipNet {
    let mut init = |n: usize, fan_in: usize| -> Vec<f32> {
        let scale = (2.0 / fan_in as f64).sqrt();
        (0..n).map(|_| (rng.gauss() * scale) as f32).collect()
    };
    let mut convs = Vec::new();
    let mut cin = PLANES;
    for cout in CHANNELS {
        convs.push(Conv {
            cin,
            cout,
            w: init(cout * cin * 9, cin * 9),
            b: vec![0.0; cout],
        });
        cin = cout;
    }
    let inputs = ChipNet::dense_inputs();
    let dense = Mlp {
        inputs,
        hidden,
        outputs: COUNT_CLASSES,
        w1: init(hidden * inputs, inputs),
        b1: vec![0.0; hidden],
        w2: init(COUNT_CLASSES * hidden, hidden),
        b2: vec![0.0; COUNT_CLASSES],
    };
    ChipNet { convs, dense }
}

/// Trains the counter on `data` by minibatch gradient descent with
/// momentum, each batch's gradient summed over two threads in a fixed
/// order (so a seed gives the same weights on any machine).
pub fn train(data: &[Example], s: Schedule, rng: &mut Rng) -> Option<ChipNet> {
    if data.is_empty() {
        return None;
    }
    let mut net = initial(s.hidden, rng);
    let mut velocity = NetGradient::zero(&net);
    let mut order: Vec<usize> = (0..data.len()).collect();
    for epoch in 0..s.epochs {
        rng.shuffle(&mut order);
        let rate = s.rate_at(epoch);
        for batch in order.chunks(s.batch) {
            let turns: Vec<usize> = batch.iter().map(|_| rng.below(24)).collect();
            let (left, right) = batch.split_at(batch.len() / 2);
            let (turns_left, turns_right) = turns.split_at(batch.len() / 2);
            let half = |part: &[usize], turns: &[usize]| {
                let mut g = NetGradient::zero(&net);
                for (&i, &t) in part.iter().zip(turns) {
                    let ex = Example {
                        x: turned(&data[i].x, t),
                        class: data[i].class,
                    };
                    g.add(&net, &ex);
                }
                g
            };
            let mut grad = std::thread::scope(|scope| {
                let other = scope.spawn(|| half(right, turns_right));
                let mut mine = half(left, turns_left);
                if let Ok(theirs) = other.join() {
                    mine.merge(&theirs);
                }
                mine
            });
            step(
                &mut net,
                &mut velocity,
                &mut grad,
                rate / batch.len() as f32,
                s.decay,
            );
        }
    }
    Some(net)
}

/// Features `x` mirrored across (`t` odd), upside down (`t / 2` odd)
/// and with their colour planes permuted (`t / 4`, of six): a stack's
/// height does not change, and the network must not learn a deck's look.
fn turned(x: &[f32], t: usize) -> Vec<f32> {
    let perm = COLOUR_ORDERS[(t / 4) % 6];
    let (across, down) = (t % 2 == 1, (t / 2) % 2 == 1);
    let mut out = vec![0f32; x.len()];
    for (c, &from) in perm.iter().enumerate() {
        for y in 0..FH {
            let sy = if down { FH - 1 - y } else { y };
            for xx in 0..FW {
                let sx = if across { FW - 1 - xx } else { xx };
                out[(c * FH + y) * FW + xx] = x[(from * FH + sy) * FW + sx];
            }
        }
    }
    out
}

/// Momentum step on every layer: `v = 0.9·v + grad + decay·w`,
/// `w -= rate·v`.
fn step(net: &mut ChipNet, v: &mut NetGradient, grad: &mut NetGradient, rate: f32, decay: f32) {
    for ((conv, (vw, vb)), (gw, gb)) in net.convs.iter_mut().zip(&mut v.convs).zip(&grad.convs) {
        for (w, vel, g, d) in [(&mut conv.w, vw, gw, decay), (&mut conv.b, vb, gb, 0.0)] {
            for ((w, vel), g) in w.iter_mut().zip(vel.iter_mut()).zip(g) {
                *vel = 0.9 * *vel + g + d * *w;
                *w -= rate * *vel;
            }
        }
    }
    v.dense.step(&mut net.dense, &grad.dense, rate, decay);
}

/// Share of examples whose most probable count is theirs.
pub fn accuracy(net: &ChipNet, data: &[Example]) -> f64 {
    let right = data
        .iter()
        .filter(|ex| {
            let p = net.probabilities(&ex.x);
            let best = (0..p.len()).fold(0, |b, i| if p[i] > p[b] { i } else { b });
            best == ex.class
        })
        .count();
    right as f64 / data.len().max(1) as f64
}
