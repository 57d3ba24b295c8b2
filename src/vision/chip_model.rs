//! The learned chip counter: a small convolutional network that counts the
//! chips on a normalised card (0, 1, 2, 3, or 4 and more) from a coarse
//! colour raster of the whole cut, trained on chips of many designs
//! painted on many decks' faces (`vision::learn_chips`) and committed as
//! `chips.bin`.
//!
//! Three 3×3 convolutions (each ReLU, then a 2×2 max pool) and two dense
//! layers. The forward pass is written here, as the glyph networks' is
//! (`model`): it is a few loops, where an inference crate would add far
//! more build time; the training side reuses these same layers.
//!
//! It does not count on its own: on the second generator's cards it is
//! right less often than the hand-made finders (`chips`), but where those
//! two disagree and the network is sure, it is right far more often than
//! they are. [`weigh`] gives it that say, and only that.
//!
//! Leaves out where chips lie (the hand-made finders know that) and what
//! a count means for a cell (`read`).

use std::sync::OnceLock;

use super::card_image::{CardImage, H, W};
use super::chips::{self, Count};
use super::model::{softmax, Mlp};

/// Counts 0–3 and "4 or more".
pub const COUNT_CLASSES: usize = 5;
/// The raster's cell in card pixels: 150×210 becomes 50×70.
const CELL: usize = 3;
/// The raster's width and height.
pub const FW: usize = W / CELL;
pub const FH: usize = H / CELL;
/// Colour planes in.
pub const PLANES: usize = 3;
/// Channels out of each convolution.
pub const CHANNELS: [usize; 3] = [8, 16, 32];

/// The card as the network sees it: each 5×5 block's mean colour against
/// the paper's (0 = paper), clamped, plane by plane.
pub fn features(card: &CardImage) -> Vec<f32> {
    let mut x = vec![0f32; PLANES * FW * FH];
    let n = (CELL * CELL) as f32;
    for by in 0..FH {
        for bx in 0..FW {
            let mut acc = [0f32; 3];
            for y in by * CELL..(by + 1) * CELL {
                for p in &card.px[y * W + bx * CELL..y * W + (bx + 1) * CELL] {
                    for c in 0..3 {
                        acc[c] += p[c];
                    }
                }
            }
            for c in 0..PLANES {
                x[(c * FH + by) * FW + bx] = (acc[c] / n - 1.0).clamp(-1.0, 0.5);
            }
        }
    }
    x
}

/// A 3×3 convolution, padded by one: `w` is out × in × 3 × 3.
#[derive(Debug, Clone, PartialEq)]
pub struct Conv {
    pub cin: usize,
    pub cout: usize,
    pub w: Vec<f32>,
    pub b: Vec<f32>,
}

impl Conv {
    /// The convolution of `x` (cin planes of `h`×`w`), before its ReLU.
    pub fn forward(&self, x: &[f32], h: usize, w: usize) -> Vec<f32> {
        let mut out = vec![0f32; self.cout * h * w];
        for co in 0..self.cout {
            let plane = &mut out[co * h * w..(co + 1) * h * w];
            plane.fill(self.b[co]);
            for ci in 0..self.cin {
                let input = &x[ci * h * w..(ci + 1) * h * w];
                for ky in 0..3 {
                    for kx in 0..3 {
                        let k = self.w[((co * self.cin + ci) * 3 + ky) * 3 + kx];
                        for (o, i, n) in tap_rows(h, w, ky, kx) {
                            for (p, v) in plane[o..o + n].iter_mut().zip(&input[i..i + n]) {
                                *p += k * v;
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// For tap (`ky`, `kx`) of a padded 3×3 window over an `h`×`w` plane:
/// each row's first output index, first input index and length, where
/// the tap lies inside the plane. Whole rows as slices, rather than a
/// pixel at a time, let the compiler vectorise the layers' loops without
/// changing the order of any sum.
pub fn tap_rows(
    h: usize,
    w: usize,
    ky: usize,
    kx: usize,
) -> impl Iterator<Item = (usize, usize, usize)> {
    let (y0, y1) = (usize::from(ky == 0), h - usize::from(ky == 2));
    let (x0, x1) = (usize::from(kx == 0), w - usize::from(kx == 2));
    (y0..y1).map(move |y| (y * w + x0, (y + ky - 1) * w + x0 + kx - 1, x1 - x0))
}

/// ReLU, then a 2×2 max pool: the pooled planes and, for each pooled
/// pixel, which input pixel it took (for training's backward pass).
pub fn relu_pool(z: &[f32], c: usize, h: usize, w: usize) -> (Vec<f32>, Vec<usize>) {
    let (ph, pw) = (h / 2, w / 2);
    let mut out = vec![0f32; c * ph * pw];
    let mut from = vec![0usize; c * ph * pw];
    for ch in 0..c {
        for y in 0..ph {
            for x in 0..pw {
                let mut best = (ch * h + 2 * y) * w + 2 * x;
                for (dy, dx) in [(0, 1), (1, 0), (1, 1)] {
                    let i = (ch * h + 2 * y + dy) * w + 2 * x + dx;
                    if z[i] > z[best] {
                        best = i;
                    }
                }
                let o = (ch * ph + y) * pw + x;
                out[o] = z[best].max(0.0);
                from[o] = best;
            }
        }
    }
    (out, from)
}

/// The counter: convolutions, then a dense network on their last pool.
#[derive(Debug, Clone, PartialEq)]
pub struct ChipNet {
    pub convs: Vec<Conv>,
    pub dense: Mlp,
}

/// Each layer's plane size: the input's, then each pool's.
pub fn sizes() -> [(usize, usize); 4] {
    let mut s = [(FH, FW); 4];
    for i in 1..4 {
        s[i] = (s[i - 1].0 / 2, s[i - 1].1 / 2);
    }
    s
}

impl ChipNet {
    /// The dense network's inputs: the last pool's pixels.
    pub fn dense_inputs() -> usize {
        let (h, w) = sizes()[3];
        CHANNELS[2] * h * w
    }

    /// Probabilities of 0, 1, 2, 3 and 4+ chips for features `x`.
    pub fn probabilities(&self, x: &[f32]) -> Vec<f32> {
        let mut a = x.to_vec();
        for (i, conv) in self.convs.iter().enumerate() {
            let (h, w) = sizes()[i];
            a = relu_pool(&conv.forward(&a, h, w), conv.cout, h, w).0;
        }
        let hidden = self.dense.hidden_of(&a);
        softmax(&self.dense.logits_of(&hidden))
    }

    /// Probabilities of 0, 1, 2, 3 and 4+ chips on `card`.
    pub fn count(&self, card: &CardImage) -> Vec<f32> {
        self.probabilities(&features(card))
    }

    /// The committed model; `None` only if `chips.bin` is unreadable,
    /// which a test rules out.
    pub fn built_in() -> Option<&'static ChipNet> {
        static MODEL: OnceLock<Option<ChipNet>> = OnceLock::new();
        MODEL
            .get_or_init(|| ChipNet::from_bytes(BUILT_IN).ok())
            .as_ref()
    }

    /// `chips.bin`: the magic, each convolution's weights then biases
    /// (f32, little-endian, sizes fixed by [`CHANNELS`]), then the dense
    /// network ([`Mlp::to_bytes`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for conv in &self.convs {
            for v in conv.w.iter().chain(&conv.b) {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out.extend(self.dense.to_bytes());
        out
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<ChipNet, String> {
        let mut rest = bytes
            .strip_prefix(MAGIC)
            .ok_or("not a Drydock chip model")?;
        let mut convs = Vec::new();
        let mut cin = PLANES;
        for cout in CHANNELS {
            let n = cout * cin * 9 + cout;
            if rest.len() < 4 * n {
                return Err("chip model: cut short".into());
            }
            let (head, tail) = rest.split_at(4 * n);
            rest = tail;
            let v: Vec<f32> = head
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            if !v.iter().all(|x| x.is_finite()) {
                return Err("chip model: a weight that is not a number".into());
            }
            let (w, b) = v.split_at(cout * cin * 9);
            convs.push(Conv {
                cin,
                cout,
                w: w.to_vec(),
                b: b.to_vec(),
            });
            cin = cout;
        }
        let (dense, rest) = Mlp::from_bytes(rest)?;
        if !rest.is_empty() {
            return Err("chip model: bytes after the network".into());
        }
        if (dense.inputs, dense.outputs) != (ChipNet::dense_inputs(), COUNT_CLASSES) {
            return Err("chip model: a network of the wrong size".into());
        }
        Ok(ChipNet { convs, dense })
    }
}

/// The network's most probable count must be at least this probable to
/// weigh against the hand count.
const BACKING: f32 = 0.9;
/// How sure a count the finders disagreed on is once the network backs it.
const BACKED: f64 = 0.93;

/// The hand count, weighed against the network's, where the two finders
/// disagree (`chips::DISAGREED`; a sure hand count is left alone). When the
/// network names a count at least [`BACKING`] surely, that count is
/// taken: sure when the hand count was the same, still asked about when
/// it was not. On the development sets' cards cut where their truth lies
/// (`chip_count`), such a network count was right 77 times in 87 where the
/// hand count was right 57 times: better, not sure. Where the two agree,
/// through the whole pipeline, 51 cells were right and 3 wrong, two of
/// them a chip drawn almost exactly under another (a crescent under 0.1 of
/// its radius, which no one could count).
pub fn weigh(card: &CardImage, hand: Count) -> Count {
    if hand.confidence > chips::DISAGREED {
        return hand;
    }
    let Some(net) = ChipNet::built_in() else {
        return hand;
    };
    let p = net.count(card);
    let Some((best, &pb)) = p.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)) else {
        return hand;
    };
    if pb < BACKING {
        return hand;
    }
    if best == usize::from(hand.chips).min(COUNT_CLASSES - 1) {
        Count {
            confidence: BACKED,
            ..hand
        }
    } else {
        Count {
            chips: (best as u8).min(chips::MOST_CHIPS),
            ..hand
        }
    }
}

static BUILT_IN: &[u8] = include_bytes!("chips.bin");

const MAGIC: &[u8; 8] = b"DDCHIPS1";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vision::chips::tests::fixture;

    fn most_probable(card: &CardImage) -> usize {
        let Some(net) = ChipNet::built_in() else {
            panic!("chips.bin does not load");
        };
        let p = net.count(card);
        (0..p.len()).fold(0, |b, i| if p[i] > p[b] { i } else { b })
    }

    /// The committed weights load and count cuts of the second generator's
    /// development photos whose counts the truth gives: a bare ace on a
    /// light table, two chips on a queen's artwork, a chip under another
    /// showing a crescent, and a chip over the corner index above another.
    #[test]
    fn the_committed_counter_loads_and_counts_cut_cards() {
        for (name, chips) in [
            ("ace-on-a-light-table.png", 0),
            ("court-2.png", 2),
            ("crescent-2.png", 2),
            ("corner-chip-2.png", 2),
        ] {
            assert_eq!(most_probable(&fixture(name)), chips, "{name}");
        }
    }

    /// The network names no chip on the bare ace all but certainly, so it
    /// settles a count the finders disagree on: the same count becomes
    /// sure, another becomes its own but stays asked about.
    #[test]
    fn a_disputed_count_the_network_is_sure_of_is_settled() {
        let card = fixture("ace-on-a-light-table.png");
        let disputed = |chips| Count {
            chips,
            confidence: chips::DISAGREED,
        };
        assert_eq!(
            weigh(&card, disputed(0)),
            Count {
                chips: 0,
                confidence: BACKED
            }
        );
        assert_eq!(weigh(&card, disputed(1)), disputed(0));
    }

    /// A count the finders agree on is left alone whatever the network
    /// says, and a network unsure of its count leaves a disputed one be.
    #[test]
    fn a_sure_count_and_an_unsure_network_change_nothing() {
        let sure = Count {
            chips: 1,
            confidence: 0.97,
        };
        assert_eq!(weigh(&fixture("ace-on-a-light-table.png"), sure), sure);
        let disputed = Count {
            chips: 3,
            confidence: chips::DISAGREED,
        };
        // The network's most probable count here is 2, at 0.58.
        assert_eq!(weigh(&fixture("crescent-2.png"), disputed), disputed);
    }
}
