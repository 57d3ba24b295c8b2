//! The learned corner classifier: two small networks that name a corner
//! glyph (the rank above, the suit pip below) from its raster, trained on
//! the glyphs of many decks (`vision::learn`, docs/vision.md) and committed
//! as `model.bin`.
//!
//! Each network is two dense layers (ReLU, then softmax) over the glyph's
//! 12×16 or 12×12 raster, its aspect and whether it has two ink parts; its
//! last class is "no index glyph" (a frame, artwork, a chip's edge). The
//! forward pass is written here rather than taken from an inference crate:
//! it is two matrix-vector products, and tract or candle would add far more
//! build time and binary than this file.
//!
//! Leaves out where glyphs come from (`index`) and what the scores mean
//! for a card (`read`).

use std::sync::OnceLock;

use super::index::Glyph;

/// Ranks A–K and "not a rank".
pub const RANK_CLASSES: usize = 14;
/// Suits in `Suit::ALL` order and "not a pip".
pub const SUIT_CLASSES: usize = 5;

/// One network: `hidden = relu(w1·x + b1)`, `out = softmax(w2·hidden + b2)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Mlp {
    pub inputs: usize,
    pub hidden: usize,
    pub outputs: usize,
    /// `hidden × inputs`, row-major.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// `outputs × hidden`, row-major.
    pub w2: Vec<f32>,
    pub b2: Vec<f32>,
}

impl Mlp {
    /// The hidden layer's activations for input `x`.
    pub fn hidden_of(&self, x: &[f32]) -> Vec<f32> {
        (0..self.hidden)
            .map(|h| {
                let row = &self.w1[h * self.inputs..(h + 1) * self.inputs];
                let v: f32 = row.iter().zip(x).map(|(w, x)| w * x).sum::<f32>() + self.b1[h];
                v.max(0.0)
            })
            .collect()
    }

    /// Class scores before the softmax, from hidden activations.
    pub fn logits_of(&self, hidden: &[f32]) -> Vec<f32> {
        (0..self.outputs)
            .map(|o| {
                let row = &self.w2[o * self.hidden..(o + 1) * self.hidden];
                row.iter().zip(hidden).map(|(w, h)| w * h).sum::<f32>() + self.b2[o]
            })
            .collect()
    }

    /// Class probabilities from hidden activations.
    pub fn output_of(&self, hidden: &[f32]) -> Vec<f32> {
        softmax(&self.logits_of(hidden))
    }

    pub fn probabilities(&self, x: &[f32]) -> Vec<f32> {
        self.output_of(&self.hidden_of(x))
    }

    /// The network's three sizes (u32), then its weights (f32),
    /// little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for n in [self.inputs, self.hidden, self.outputs] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        for v in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// One network read from the front of `bytes`, and the bytes after it.
    pub fn from_bytes(bytes: &[u8]) -> Result<(Mlp, &[u8]), String> {
        let mut r = Reader { bytes };
        let net = r.mlp()?;
        Ok((net, r.bytes))
    }
}

pub fn softmax(logits: &[f32]) -> Vec<f32> {
    let max = logits.iter().copied().fold(f32::MIN, f32::max);
    let exp: Vec<f32> = logits.iter().map(|l| (l - max).exp()).collect();
    let sum: f32 = exp.iter().sum::<f32>().max(1e-30);
    exp.iter().map(|e| e / sum).collect()
}

/// A glyph as the networks see it: its raster, then its aspect (log) and
/// whether it has two ink parts or more.
pub fn features(g: &Glyph) -> Vec<f32> {
    let mut x = g.bits.clone();
    x.push(g.aspect.max(0.05).ln());
    x.push(if g.parts >= 2 { 1.0 } else { 0.0 });
    x
}

/// The rank and suit networks.
#[derive(Debug, Clone, PartialEq)]
pub struct GlyphModel {
    pub rank: Mlp,
    pub suit: Mlp,
}

static BUILT_IN: &[u8] = include_bytes!("model.bin");

/// The file's first bytes: a name and a format version.
const MAGIC: &[u8; 8] = b"DDGLYPH1";

impl GlyphModel {
    /// The committed model; `None` only if `model.bin` is unreadable, which
    /// a test rules out.
    pub fn built_in() -> Option<&'static GlyphModel> {
        static MODEL: OnceLock<Option<GlyphModel>> = OnceLock::new();
        MODEL
            .get_or_init(|| GlyphModel::from_bytes(BUILT_IN).ok())
            .as_ref()
    }

    /// Probabilities of A..K (indices 0..13) and "not a rank" (13).
    pub fn rank(&self, g: &Glyph) -> Vec<f32> {
        self.rank.probabilities(&features(g))
    }

    /// Probabilities of each suit (`Suit::ALL` order) and "not a pip" (4).
    pub fn suit(&self, g: &Glyph) -> Vec<f32> {
        self.suit.probabilities(&features(g))
    }

    /// The model as `model.bin`: the magic, then each network
    /// ([`Mlp::to_bytes`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend(self.rank.to_bytes());
        out.extend(self.suit.to_bytes());
        out
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<GlyphModel, String> {
        let rest = bytes
            .strip_prefix(MAGIC)
            .ok_or("not a Drydock glyph model")?;
        let (rank, rest) = Mlp::from_bytes(rest)?;
        let (suit, rest) = Mlp::from_bytes(rest)?;
        if !rest.is_empty() {
            return Err("glyph model: bytes after the last network".into());
        }
        let rank_in = super::index::GW * super::index::GH + 2;
        let suit_in = super::index::GW * super::index::GW + 2;
        if (rank.inputs, rank.outputs, suit.inputs, suit.outputs)
            != (rank_in, RANK_CLASSES, suit_in, SUIT_CLASSES)
        {
            return Err("glyph model: networks of the wrong size".into());
        }
        Ok(GlyphModel { rank, suit })
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        if self.bytes.len() < n {
            return Err("model: cut short".into());
        }
        let (head, tail) = self.bytes.split_at(n);
        self.bytes = tail;
        Ok(head)
    }

    fn size(&mut self) -> Result<usize, String> {
        let b = self.take(4)?;
        let n = u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize;
        if n == 0 || n > 4096 {
            return Err(format!("model: a layer of {n} units"));
        }
        Ok(n)
    }

    fn floats(&mut self, n: usize) -> Result<Vec<f32>, String> {
        let b = self.take(n * 4)?;
        let v: Vec<f32> = b
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        if v.iter().all(|x| x.is_finite()) {
            Ok(v)
        } else {
            Err("model: a weight that is not a number".into())
        }
    }

    fn mlp(&mut self) -> Result<Mlp, String> {
        let (inputs, hidden, outputs) = (self.size()?, self.size()?, self.size()?);
        Ok(Mlp {
            inputs,
            hidden,
            outputs,
            w1: self.floats(hidden * inputs)?,
            b1: self.floats(hidden)?,
            w2: self.floats(outputs * hidden)?,
            b2: self.floats(outputs)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_model_loads_and_round_trips() {
        let model = GlyphModel::from_bytes(BUILT_IN).expect("model.bin loads");
        assert_eq!(GlyphModel::from_bytes(&model.to_bytes()), Ok(model));
    }

    #[test]
    fn a_cut_or_foreign_model_file_is_refused() {
        assert!(GlyphModel::from_bytes(b"PNG....").is_err());
        assert!(GlyphModel::from_bytes(&BUILT_IN[..BUILT_IN.len() - 3]).is_err());
    }
}
