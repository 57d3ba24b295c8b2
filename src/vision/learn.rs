//! Training the corner classifier (`model`): corner glyphs cut from many
//! decks' card faces through the reader's own extraction (`card_image`,
//! `index`), each face shown many ways (perspective, turn, scale, blur,
//! JPEG, noise, light, colour cast), with negatives (the cut shifted onto
//! the card's body, the card cut a quarter turn wrong) as "not a rank";
//! suits learn from right cuts' corner pips and number cards' upright body
//! pips. Then both networks are trained by minibatch gradient descent.
//!
//! Deterministic from its seed. The reader never imports this module: it
//! is the generator's side (it draws on `synth`'s decks and `crate::rng`).
//! Leaves out which decks are used and which are held out: that is the
//! recipe in `scripts/train-model.sh` and docs/vision.md.

use image::{imageops, Rgb, RgbImage, RgbaImage};

use super::card_image::CardImage;
use super::geometry::Point;
use super::glyphs::Bank;
use super::index::{self, Glyph};
use super::model::{features, softmax, GlyphModel, Mlp, RANK_CLASSES, SUIT_CLASSES};
use super::synth::{Deck, Truth};
use crate::games::rickety::Suit;
use crate::rng::Rng;

/// One labelled glyph: features and class.
pub struct Example {
    pub x: Vec<f32>,
    pub class: usize,
}

/// The glyphs of one deck, `views` augmented views per card.
#[derive(Default)]
pub struct Examples {
    pub ranks: Vec<Example>,
    pub suits: Vec<Example>,
}

impl Examples {
    pub fn extend(&mut self, other: Examples) {
        self.ranks.extend(other.ranks);
        self.suits.extend(other.suits);
    }
}

/// Cuts `views` augmented views of every card of `deck`, and half as many
/// wrong cuts as negatives.
pub fn examples(deck: &Deck, views: usize, rng: &mut Rng) -> Examples {
    let mut out = Examples::default();
    for (card, face) in deck.faces() {
        let suit = Suit::ALL.iter().position(|s| *s == card.suit).unwrap_or(0);
        for v in 0..views {
            let negative = v % 3 == 2;
            let Some(cut) = view(face, rng, negative) else {
                continue;
            };
            for corner in [cut.clone(), cut.rotated()] {
                let Some(ix) = index::corner(&corner, &[]) else {
                    continue;
                };
                let (rank_class, suit_class) = if negative {
                    (RANK_CLASSES - 1, SUIT_CLASSES - 1)
                } else {
                    (usize::from(card.rank.value()) - 1, suit)
                };
                out.ranks.push(example(&ix.rank, rank_class));
                // A wrong cut's "suit" is mostly a body pip, a true suit
                // symbol: suits learn from right cuts only.
                if let (Some(s), false) = (ix.suit, negative) {
                    out.suits.push(example(&s, suit_class));
                }
            }
            // A number card's upright body pips are further views of its
            // suit, which the reader consults too.
            if !negative && (2..=10).contains(&card.rank.value()) {
                for g in index::body(&cut, &[]).upright.iter().take(2) {
                    out.suits.push(example(g, suit));
                }
            }
        }
    }
    out
}

/// The reference glyphs of a bank as examples: the committed bank holds
/// the tuning deck's and 35 fonts' letterforms and suit symbols, shapes
/// that no rendered deck here has.
pub fn bank_examples(bank: &Bank) -> Examples {
    Examples {
        ranks: bank
            .ranks
            .iter()
            .map(|(r, g)| example(g, usize::from(*r).clamp(1, 13) - 1))
            .collect(),
        suits: bank
            .suits
            .iter()
            .map(|(s, g)| example(g, Suit::ALL.iter().position(|x| x == s).unwrap_or(0)))
            .collect(),
    }
}

fn example(g: &Glyph, class: usize) -> Example {
    Example {
        x: features(g),
        class,
    }
}

/// One photographed view of a card face, cut as the reader cuts a card:
/// right, or (`wrong`) shifted along the card or a quarter turn off.
pub(super) fn view(face: &RgbaImage, rng: &mut Rng, wrong: bool) -> Option<CardImage> {
    view_in(face, [0, 0, face.width(), face.height()], rng, wrong)
}

/// [`view`] of the card lying at `card` (left, top, right, bottom) in a
/// larger `scene` of faces (transparent where the table shows).
pub(super) fn view_in(
    scene: &RgbaImage,
    card: [u32; 4],
    rng: &mut Rng,
    wrong: bool,
) -> Option<CardImage> {
    // The card on a table, at the size a photo shows it.
    let width = rng.range(45.0, 260.0);
    let scale = width / f64::from(card[2].saturating_sub(card[0]).max(1));
    let sized = |v: u32| (f64::from(v) * scale).round().max(8.0) as u32;
    let small = imageops::resize(
        scene,
        sized(scene.width()),
        sized(scene.height()),
        imageops::FilterType::Triangle,
    );
    let (fw, fh) = (sized(card[2] - card[0]), sized(card[3] - card[1]));
    let pad = (f64::from(fw) * 0.3) as u32;
    let table = Rgb([
        rng.range(10.0, 200.0) as u8,
        rng.range(10.0, 200.0) as u8,
        rng.range(10.0, 200.0) as u8,
    ]);
    let mut photo = RgbImage::from_pixel(small.width() + 2 * pad, small.height() + 2 * pad, table);
    for (x, y, p) in small.enumerate_pixels() {
        let a = f32::from(p[3]) / 255.0;
        let under = photo.get_pixel(x + pad, y + pad).0;
        let mixed =
            [0, 1, 2].map(|i| (f32::from(p[i]) * a + f32::from(under[i]) * (1.0 - a)) as u8);
        photo.put_pixel(x + pad, y + pad, Rgb(mixed));
    }
    let photo = photometric(photo, rng);
    // Where the finder would put the card's corners: near the truth.
    let jitter = f64::from(fw) * 0.025;
    let (x0, y0) = (
        f64::from(pad + sized(card[0])),
        f64::from(pad + sized(card[1])),
    );
    let (x1, y1) = (x0 + f64::from(fw), y0 + f64::from(fh));
    let mut quad = [
        Point::new(x0, y0),
        Point::new(x1, y0),
        Point::new(x1, y1),
        Point::new(x0, y1),
    ]
    .map(|p| Point::new(p.x + rng.gauss() * jitter, p.y + rng.gauss() * jitter));
    if wrong {
        if rng.unit() < 0.5 {
            quad.rotate_left(1);
        } else {
            let (dx, dy) = (
                rng.range(0.2, 0.5) * f64::from(fw),
                rng.range(0.2, 0.5) * f64::from(fh),
            );
            quad = quad.map(|p| Point::new(p.x + dx, p.y + dy));
        }
    }
    CardImage::cut_card(&photo, quad)
}

/// Light, colour, blur, sensor noise and JPEG, as photos at a table vary.
fn photometric(photo: RgbImage, rng: &mut Rng) -> RgbImage {
    let cast = [
        rng.range(0.75, 1.1),
        rng.range(0.8, 1.05),
        rng.range(0.7, 1.1),
    ];
    let dim = rng.range(0.45, 1.0);
    let (w, h) = (photo.width() as f64, photo.height() as f64);
    let (gx, gy) = (rng.range(-0.4, 0.4), rng.range(-0.4, 0.4));
    let noise = rng.range(0.0, 8.0);
    let mut lit = photo;
    for (x, y, p) in lit.enumerate_pixels_mut() {
        let shade = dim * (1.0 + gx * (f64::from(x) / w - 0.5) + gy * (f64::from(y) / h - 0.5));
        for c in 0..3 {
            let v = f64::from(p[c]) * cast[c] * shade + rng.gauss() * noise;
            p[c] = v.clamp(0.0, 255.0) as u8;
        }
    }
    let blur = rng.range(0.0, 1.6);
    let lit = if blur > 0.3 {
        imageops::blur(&lit, blur as f32)
    } else {
        lit
    };
    let quality = rng.range(45.0, 95.0) as u8;
    let mut jpeg = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, quality);
    if lit.write_with_encoder(encoder).is_err() {
        return lit;
    }
    image::load_from_memory(&jpeg).map_or(lit, |d| d.to_rgb8())
}

/// How training runs.
#[derive(Debug, Clone, Copy)]
pub struct Schedule {
    pub hidden: usize,
    pub epochs: usize,
    pub batch: usize,
    pub rate: f32,
    pub decay: f32,
}

impl Schedule {
    /// The step at `epoch`: a cosine decay from `rate` to nothing over the run.
    pub fn rate_at(&self, epoch: usize) -> f32 {
        self.rate * 0.5 * (1.0 + (std::f32::consts::PI * epoch as f32 / self.epochs as f32).cos())
    }
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule {
            hidden: 64,
            epochs: 40,
            batch: 32,
            rate: 0.05,
            decay: 1e-4,
        }
    }
}

/// Trains both networks on `data`.
pub fn train(data: &Examples, schedule: Schedule, rng: &mut Rng) -> Option<GlyphModel> {
    let rank = fit(&data.ranks, RANK_CLASSES, schedule, rng)?;
    let suit = fit(&data.suits, SUIT_CLASSES, schedule, rng)?;
    Some(GlyphModel { rank, suit })
}

/// One network by minibatch gradient descent with momentum on the
/// cross-entropy, weights decayed; `None` without examples.
pub(super) fn fit(data: &[Example], classes: usize, s: Schedule, rng: &mut Rng) -> Option<Mlp> {
    let inputs = data.first()?.x.len();
    let init = |n: usize, fan_in: usize, rng: &mut Rng| -> Vec<f32> {
        let scale = (2.0 / fan_in as f64).sqrt();
        (0..n).map(|_| (rng.gauss() * scale) as f32).collect()
    };
    let mut net = Mlp {
        inputs,
        hidden: s.hidden,
        outputs: classes,
        w1: init(s.hidden * inputs, inputs, rng),
        b1: vec![0.0; s.hidden],
        w2: init(classes * s.hidden, s.hidden, rng),
        b2: vec![0.0; classes],
    };
    let mut velocity = Gradient::zero(&net);
    let mut order: Vec<usize> = (0..data.len()).collect();
    for epoch in 0..s.epochs {
        rng.shuffle(&mut order);
        let rate = s.rate_at(epoch);
        for batch in order.chunks(s.batch) {
            let mut grad = Gradient::zero(&net);
            for &i in batch {
                grad.add(&net, &data[i]);
            }
            velocity.step(&mut net, &grad, rate / batch.len() as f32, s.decay);
        }
    }
    Some(net)
}

/// Gradients of the four parameter blocks, in the network's layout.
pub(super) struct Gradient {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
}

impl Gradient {
    pub(super) fn zero(net: &Mlp) -> Gradient {
        Gradient {
            w1: vec![0.0; net.w1.len()],
            b1: vec![0.0; net.b1.len()],
            w2: vec![0.0; net.w2.len()],
            b2: vec![0.0; net.b2.len()],
        }
    }

    /// Adds one example's back-propagated cross-entropy gradient.
    fn add(&mut self, net: &Mlp, ex: &Example) {
        self.backprop(net, &ex.x, ex.class, false);
    }

    /// Adds the cross-entropy gradient of input `x` of class `class`;
    /// with `to_input`, also returns the gradient with respect to `x`
    /// (for layers below the network).
    pub(super) fn backprop(
        &mut self,
        net: &Mlp,
        x: &[f32],
        class: usize,
        to_input: bool,
    ) -> Vec<f32> {
        let hidden = net.hidden_of(x);
        let mut d_out = softmax(&net.logits_of(&hidden));
        d_out[class] -= 1.0;
        let mut d_hidden = vec![0f32; net.hidden];
        for (o, d) in d_out.iter().enumerate() {
            self.b2[o] += d;
            for h in 0..net.hidden {
                self.w2[o * net.hidden + h] += d * hidden[h];
                d_hidden[h] += d * net.w2[o * net.hidden + h];
            }
        }
        let mut d_x = if to_input {
            vec![0f32; net.inputs]
        } else {
            Vec::new()
        };
        for h in 0..net.hidden {
            if hidden[h] <= 0.0 {
                continue;
            }
            let d = d_hidden[h];
            self.b1[h] += d;
            let row = &mut self.w1[h * net.inputs..(h + 1) * net.inputs];
            for (g, x) in row.iter_mut().zip(x) {
                *g += d * x;
            }
            if to_input {
                let weights = &net.w1[h * net.inputs..(h + 1) * net.inputs];
                for (dx, w) in d_x.iter_mut().zip(weights) {
                    *dx += d * w;
                }
            }
        }
        d_x
    }

    /// Adds another gradient (a batch's other half) to this one.
    pub(super) fn merge(&mut self, other: &Gradient) {
        for (a, b) in [
            (&mut self.w1, &other.w1),
            (&mut self.b1, &other.b1),
            (&mut self.w2, &other.w2),
            (&mut self.b2, &other.b2),
        ] {
            for (a, b) in a.iter_mut().zip(b) {
                *a += b;
            }
        }
    }

    /// Momentum step: `v = 0.9·v + grad + decay·w`, `w -= rate·v`.
    pub(super) fn step(&mut self, net: &mut Mlp, grad: &Gradient, rate: f32, decay: f32) {
        let blocks = [
            (&mut self.w1, &grad.w1, &mut net.w1, decay),
            (&mut self.b1, &grad.b1, &mut net.b1, 0.0),
            (&mut self.w2, &grad.w2, &mut net.w2, decay),
            (&mut self.b2, &grad.b2, &mut net.b2, 0.0),
        ];
        for (v, g, w, d) in blocks {
            for ((v, g), w) in v.iter_mut().zip(g.iter()).zip(w.iter_mut()) {
                *v = 0.9 * *v + g + d * *w;
                *w -= rate * *v;
            }
        }
    }
}

/// Share of examples whose most probable class is their own.
pub fn accuracy(net: &Mlp, data: &[Example]) -> f64 {
    let right = data
        .iter()
        .filter(|ex| {
            let p = net.probabilities(&ex.x);
            let best = (0..p.len()).max_by(|a, b| p[*a].total_cmp(&p[*b]));
            best == Some(ex.class)
        })
        .count();
    right as f64 / data.len().max(1) as f64
}

/// Teaches `bank` every card of a synthetic photo, cut where its truth
/// says (`drydock dev build-bank`).
pub fn learn_photo(bank: &mut Bank, photo: &RgbImage, truth: &Truth) {
    for cell in &truth.cells {
        let Ok(card) = crate::games::rickety::Card::parse(&cell.top) else {
            continue;
        };
        let Some(cut) = CardImage::cut_card(photo, cell.quad.map(|p| Point::new(p[0], p[1])))
        else {
            continue;
        };
        let found = super::chips::find(&cut);
        bank.learn_with_chips(card, &cut, &found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two classes told apart by which half of the input is lit.
    fn halves(n: usize, rng: &mut Rng) -> Vec<Example> {
        (0..n)
            .map(|i| {
                let class = i % 2;
                let x = (0..8)
                    .map(|j| {
                        let lit = (j < 4) == (class == 0);
                        (if lit { 1.0 } else { 0.0 }) + 0.2 * rng.gauss() as f32
                    })
                    .collect();
                Example { x, class }
            })
            .collect()
    }

    #[test]
    fn training_learns_a_separable_rule_and_repeats_from_its_seed() {
        let data = halves(200, &mut Rng::new(3));
        let schedule = Schedule {
            hidden: 8,
            epochs: 20,
            ..Default::default()
        };
        let a = fit(&data, 2, schedule, &mut Rng::new(7)).expect("trains");
        let b = fit(&data, 2, schedule, &mut Rng::new(7)).expect("trains");
        assert_eq!(a, b, "the same seed gives the same weights");
        let unseen = halves(100, &mut Rng::new(4));
        assert!(accuracy(&a, &unseen) > 0.95, "{}", accuracy(&a, &unseen));
    }
}
