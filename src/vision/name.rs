//! Naming corner glyphs: the sources that score a rank glyph or a suit
//! pip — the learned model (`model`), a deck's reference glyphs
//! (`glyphs::Bank`: the committed bank, an enrolled deck), or both
//! together — behind one trait the reader (`read`) asks.
//!
//! Leaves out cutting glyphs (`index`) and weighing the corners (`read`).

use super::glyphs::Bank;
use super::index::Glyph;
use super::model::{GlyphModel, RANK_CLASSES, SUIT_CLASSES};

/// What names a corner glyph: the learned model (`model`), or a deck's
/// reference glyphs (`glyphs::Bank`, enrolled decks).
pub trait Namer: Sync {
    /// Scores per rank at index 1..=13 (0 unused); higher is likelier.
    fn rank_scores(&self, g: &Glyph) -> [f32; 14];
    /// Scores per suit (`Suit::ALL` order), or `None` when the ink is no
    /// pip at all (a frame's sliver, a chip's edge).
    fn suit_scores(&self, g: &Glyph) -> Option<[f32; 4]>;
    /// The rank and the suit score margins at which a choice is about
    /// three-quarters sure.
    fn margin_scales(&self) -> (f32, f32);
}

impl Namer for Bank {
    fn rank_scores(&self, g: &Glyph) -> [f32; 14] {
        Bank::rank_scores(self, g)
    }

    fn suit_scores(&self, g: &Glyph) -> Option<[f32; 4]> {
        let s = Bank::suit_scores(self, g);
        // Ink that no suit resembles is not a pip: it would only add noise
        // to the other corner's vote, and its noise can outweigh a close
        // call.
        (s.iter().copied().fold(f32::MIN, f32::max) >= NOT_A_PIP).then_some(s)
    }

    fn margin_scales(&self) -> (f32, f32) {
        BANK_SCALES
    }
}

impl Namer for GlyphModel {
    fn rank_scores(&self, g: &Glyph) -> [f32; 14] {
        let p = self.rank(g);
        let mut s = [0f32; 14];
        s[1..].copy_from_slice(&p[..RANK_CLASSES - 1]);
        s
    }

    fn suit_scores(&self, g: &Glyph) -> Option<[f32; 4]> {
        let p = self.suit(g);
        (p[SUIT_CLASSES - 1] < 0.5).then(|| [p[0], p[1], p[2], p[3]])
    }

    fn margin_scales(&self) -> (f32, f32) {
        (0.25, 0.25)
    }
}

/// What reads cards unless a deck is enrolled: the committed model with
/// the committed glyph bank, or the bank alone should the model not load
/// (a test rules that out).
pub fn built_in() -> &'static dyn Namer {
    static BLEND: std::sync::OnceLock<Option<Blend<'static>>> = std::sync::OnceLock::new();
    let blend = BLEND.get_or_init(|| {
        GlyphModel::built_in().map(|model| Blend {
            model,
            bank: Bank::built_in(),
        })
    });
    match blend {
        Some(b) => b,
        None => Bank::built_in(),
    }
}

/// The glyph bank's rank and suit margin scales: the units the reader's
/// cross-checks (`read::body_prior`) are written in.
pub const BANK_SCALES: (f32, f32) = (0.08, 0.06);

/// Below this similarity to every suit's references, a corner's "pip" is
/// not one.
const NOT_A_PIP: f32 = 0.5;

/// The model and a bank together: each one's scores in units of its own
/// margin scale, summed, so either can settle what the other finds close.
pub struct Blend<'a> {
    pub model: &'a GlyphModel,
    pub bank: &'a Bank,
}

impl Namer for Blend<'_> {
    fn rank_scores(&self, g: &Glyph) -> [f32; 14] {
        let (m, b) = (self.model.rank_scores(g), self.bank.rank_scores(g));
        let (ms, bs) = (self.model.margin_scales().0, self.bank.margin_scales().0);
        let mut s = [0f32; 14];
        for i in 1..14 {
            s[i] = m[i] / ms + b[i] / bs;
        }
        s
    }

    fn suit_scores(&self, g: &Glyph) -> Option<[f32; 4]> {
        let (m, b) = (
            self.model.suit_scores(g)?,
            Namer::suit_scores(self.bank, g)?,
        );
        let (ms, bs) = (self.model.margin_scales().1, self.bank.margin_scales().1);
        Some([0, 1, 2, 3].map(|i| m[i] / ms + b[i] / bs))
    }

    fn margin_scales(&self) -> (f32, f32) {
        (2.0, 2.0)
    }
}

/// What reads with an enrolled deck (`Some`: its glyphs and the committed
/// bank's, `enrol::reading_bank`) or without one (`None`): the model
/// blended with that bank, or the bank alone should the model not load.
pub fn reader(deck: Option<&Bank>) -> Reader<'_> {
    match (deck, GlyphModel::built_in()) {
        (None, _) => Reader::BuiltIn,
        (Some(bank), Some(model)) => Reader::Blended(Blend { model, bank }),
        (Some(bank), None) => Reader::Bank(bank),
    }
}

/// The namer a reading uses, held by whoever chose it.
pub enum Reader<'a> {
    BuiltIn,
    Blended(Blend<'a>),
    Bank(&'a Bank),
}

impl Reader<'_> {
    pub fn namer(&self) -> &dyn Namer {
        match self {
            Reader::BuiltIn => built_in(),
            Reader::Blended(blend) => blend,
            Reader::Bank(bank) => *bank,
        }
    }
}
