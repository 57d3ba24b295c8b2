//! Naming corner glyphs: a bank of reference glyphs (ranks and suit pips)
//! and nearest-neighbour scoring against it.
//!
//! The built-in bank (`glyphs.txt`) is trained from the tuning deck by
//! `drydock dev train-glyphs` and committed; the measurement deck never
//! touches it. An enrolled deck brings its own bank (`enrol`).

use std::sync::OnceLock;

use image::{imageops, Rgba, RgbaImage};

use super::card_image::{CardImage, H, MARGIN, W};
use super::chips::Chip;
use super::index::{self, Glyph, GH, GW};
use crate::games::rickety::{Card, Suit};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Bank {
    pub ranks: Vec<(u8, Glyph)>,
    pub suits: Vec<(Suit, Glyph)>,
}

static BUILT_IN: &str = include_str!("glyphs.txt");

impl Bank {
    /// The committed bank (empty if the file is unreadable, which a test
    /// rules out).
    pub fn built_in() -> &'static Bank {
        static BANK: OnceLock<Bank> = OnceLock::new();
        BANK.get_or_init(|| Bank::parse(BUILT_IN).unwrap_or_default())
    }

    /// Adds the glyphs of one known card's face.
    pub fn learn(&mut self, card: Card, face: &CardImage) {
        for view in [face.clone(), face.rotated()] {
            if let Some(ix) = index::corner(&view, &[]) {
                self.ranks.push((card.rank.value(), ix.rank));
                if let Some(s) = ix.suit {
                    self.suits.push((card.suit, s));
                }
            }
        }
    }

    /// Learns a clean card face image (as the shared decks ship them), sharp
    /// and softened.
    pub fn learn_face(&mut self, card: Card, face: &RgbaImage) {
        // The same margin round the card as a cut from a photo has.
        let (mx, my) = (
            (f64::from(face.width()) * MARGIN) as u32,
            (f64::from(face.height()) * MARGIN) as u32,
        );
        let mut flat = RgbaImage::from_pixel(
            face.width() + 2 * mx,
            face.height() + 2 * my,
            Rgba([90, 90, 90, 255]),
        );
        imageops::overlay(&mut flat, face, i64::from(mx), i64::from(my));
        for blur in [0.0f32, 1.2] {
            let src = if blur > 0.0 {
                imageops::blur(&flat, blur)
            } else {
                flat.clone()
            };
            let small = imageops::resize(&src, W as u32, H as u32, imageops::FilterType::Triangle);
            let px = small
                .pixels()
                .map(|p| [f32::from(p[0]), f32::from(p[1]), f32::from(p[2])])
                .collect();
            self.learn(card, &CardImage::from_pixels(px));
        }
    }

    /// Learns the ranks and suit symbols of a font, set as a corner index
    /// would be: a second source of letterforms besides the tuning deck, so
    /// the bank does not know only one deck's typeface.
    pub fn learn_font(&mut self, font_bytes: &[u8]) -> Result<(), String> {
        use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
        let font = FontRef::try_from_slice(font_bytes).map_err(|e| format!("not a font: {e}"))?;
        for suit in Suit::ALL {
            // A font without the suit symbols still teaches its ranks; one
            // without them would otherwise teach its "missing glyph" box.
            let has_suit = font.glyph_id(suit.symbol()).0 != 0;
            // A rank's raster does not depend on its ink, so it is learnt
            // with the first suit only.
            let learn_rank = suit == Suit::ALL[0];
            if !has_suit && !learn_rank {
                continue;
            }
            let ink: [f32; 3] = match suit {
                Suit::Hearts | Suit::Diamonds => [205.0, 20.0, 30.0],
                _ => [20.0, 20.0, 20.0],
            };
            for rank in 1..=13u8 {
                let Some(card) = Card::new(rank, suit) else {
                    continue;
                };
                for (size, narrow) in [(0.085f32, 1.0f32), (0.11, 1.0), (0.1, 0.8)] {
                    let mut px = vec![[250f32, 250.0, 245.0]; W * H];
                    let mut draw = |text: &str, top: f32, px_h: f32| {
                        let scale = PxScale {
                            x: px_h * narrow,
                            y: px_h,
                        };
                        let scaled = font.as_scaled(scale);
                        let mut x = (W as f32) * (MARGIN as f32 + 0.035);
                        for ch in text.chars() {
                            let glyph = scaled.scaled_glyph(ch);
                            let advance = scaled.h_advance(glyph.id);
                            let mut glyph = glyph;
                            glyph.position = ab_glyph::point(x, top + scaled.ascent());
                            if let Some(outline) = font.outline_glyph(glyph) {
                                let b = outline.px_bounds();
                                outline.draw(|gx, gy, cov| {
                                    let (xx, yy) =
                                        (b.min.x as i64 + gx as i64, b.min.y as i64 + gy as i64);
                                    if xx >= 0 && yy >= 0 && (xx as usize) < W && (yy as usize) < H
                                    {
                                        let p = &mut px[yy as usize * W + xx as usize];
                                        for i in 0..3 {
                                            p[i] = p[i] * (1.0 - cov) + ink[i] * cov;
                                        }
                                    }
                                });
                            }
                            x += advance * 0.92;
                        }
                    };
                    let h = H as f32 * size;
                    let top = H as f32 * (MARGIN as f32 + 0.02);
                    draw(card.rank.label(), top, h);
                    if has_suit {
                        draw(&suit.symbol().to_string(), top + h * 1.05, h * 0.9);
                    }
                    let face = CardImage::from_pixels(px);
                    if let Some(ix) = index::corner(&face, &[]) {
                        if learn_rank {
                            self.ranks.push((rank, ix.rank));
                        }
                        if let (true, Some(s)) = (has_suit, ix.suit) {
                            self.suits.push((suit, s));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Learns one card's corner glyphs, leaving out ink under its chips.
    pub fn learn_with_chips(&mut self, card: Card, face: &CardImage, found: &[Chip]) {
        let turned: Vec<Chip> = found.iter().map(Chip::turned).collect();
        for (view, chips) in [(face.clone(), found.to_vec()), (face.rotated(), turned)] {
            if let Some(ix) = index::corner(&view, &chips) {
                self.ranks.push((card.rank.value(), ix.rank));
                if let Some(s) = ix.suit {
                    self.suits.push((card.suit, s));
                }
            }
        }
    }

    /// Scores per rank (index 1..=13) for a rank glyph: best similarity.
    pub fn rank_scores(&self, g: &Glyph) -> [f32; 14] {
        let mut best = [[f32::NEG_INFINITY; NEAREST]; 14];
        for (rank, t) in &self.ranks {
            keep_best(&mut best[usize::from(*rank).min(13)], similarity(g, t));
        }
        best.map(|b| mean_of(&b))
    }

    /// Scores per suit (in `Suit::ALL` order).
    pub fn suit_scores(&self, g: &Glyph) -> [f32; 4] {
        let mut best = [[f32::NEG_INFINITY; NEAREST]; 4];
        for (suit, t) in &self.suits {
            let i = Suit::ALL.iter().position(|s| s == suit).unwrap_or(0);
            keep_best(&mut best[i], similarity(g, t));
        }
        best.map(|b| mean_of(&b))
    }

    pub fn to_text(&self) -> String {
        let mut out = String::from("# Drydock glyph bank: kind class aspect parts values (x127)\n");
        let line = |kind: &str, class: String, g: &Glyph| {
            let vals: Vec<String> = g
                .bits
                .iter()
                .map(|v| ((v * 127.0 * 2.0).round().clamp(-127.0, 127.0) as i32).to_string())
                .collect();
            format!(
                "{kind} {class} {:.3} {} {}\n",
                g.aspect,
                g.parts,
                vals.join(" ")
            )
        };
        // Fonts of one foundry share their suit symbols, so many references
        // come out the same once rounded: each is kept once, or it would
        // fill the nearest few of its class on its own (`NEAREST`).
        let mut seen = std::collections::HashSet::new();
        let lines = self
            .ranks
            .iter()
            .map(|(r, g)| line("R", r.to_string(), g))
            .chain(
                self.suits
                    .iter()
                    .map(|(s, g)| line("S", s.letter().to_string(), g)),
            );
        for text in lines {
            if seen.insert(text.clone()) {
                out.push_str(&text);
            }
        }
        out
    }

    pub fn parse(text: &str) -> Result<Bank, String> {
        let mut bank = Bank::default();
        for (n, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let bad = || format!("glyph bank line {}: unreadable", n + 1);
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() < 5 {
                return Err(bad());
            }
            let aspect: f32 = f[2].parse().map_err(|_| bad())?;
            let parts: usize = f[3].parse().map_err(|_| bad())?;
            let mut bits = f[4..]
                .iter()
                .map(|v| v.parse::<f32>().map(|v| v / 254.0))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| bad())?;
            index::normalise(&mut bits);
            let glyph = Glyph {
                bits,
                aspect,
                parts,
            };
            match f[0] {
                "R" if glyph.bits.len() == GW * GH => {
                    let r: u8 = f[1].parse().map_err(|_| bad())?;
                    bank.ranks.push((r, glyph));
                }
                "S" if glyph.bits.len() == GW * GW => {
                    let s = f[1]
                        .chars()
                        .next()
                        .and_then(Suit::from_char)
                        .ok_or_else(bad)?;
                    bank.suits.push((s, glyph));
                }
                _ => return Err(bad()),
            }
        }
        Ok(bank)
    }
}

/// How many of a class's nearest references score a glyph: the mean of a
/// few is steadier than the single best, which one odd reference (a font's
/// quirk, a badly cut training card) can decide alone.
const NEAREST: usize = 3;

/// Keeps `best` as the highest scores seen, highest first.
fn keep_best(best: &mut [f32; NEAREST], s: f32) {
    if s > best[NEAREST - 1] {
        best[NEAREST - 1] = s;
        best.sort_by(|a, b| b.total_cmp(a));
    }
}

/// The mean of the scores a class has (a class with fewer references than
/// `NEAREST` is scored on those it has).
fn mean_of(best: &[f32; NEAREST]) -> f32 {
    let seen: Vec<f32> = best.iter().copied().filter(|s| s.is_finite()).collect();
    if seen.is_empty() {
        -1.0
    } else {
        seen.iter().sum::<f32>() / seen.len() as f32
    }
}

/// Correlation of the rasters, less a penalty for a different shape.
pub fn similarity(a: &Glyph, b: &Glyph) -> f32 {
    if a.bits.len() != b.bits.len() {
        return -1.0;
    }
    let dot: f32 = a.bits.iter().zip(&b.bits).map(|(x, y)| x * y).sum();
    let shape = (a.aspect.max(0.05) / b.aspect.max(0.05)).ln().abs();
    let parts = if (a.parts >= 2) != (b.parts >= 2) {
        0.1
    } else {
        0.0
    };
    dot - 0.3 * shape - parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_bank_parses_with_every_rank_and_suit() {
        let bank = Bank::parse(BUILT_IN).expect("the committed bank parses");
        for rank in 1..=13u8 {
            assert!(
                bank.ranks.iter().any(|(r, _)| *r == rank),
                "rank {rank} missing"
            );
        }
        for suit in Suit::ALL {
            assert!(
                bank.suits.iter().any(|(s, _)| *s == suit),
                "{suit:?} missing"
            );
        }
        let again = Bank::parse(&bank.to_text()).expect("round trip");
        assert_eq!(again.ranks.len(), bank.ranks.len());
    }
}
