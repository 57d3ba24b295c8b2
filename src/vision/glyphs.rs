//! Naming corner glyphs: a bank of reference glyphs (ranks and suit pips)
//! and nearest-neighbour scoring against it.
//!
//! The built-in bank (`glyphs.txt`) is trained from the tuning deck by
//! `drydock dev train-glyphs` and committed; the measurement deck never
//! touches it. An enrolled deck brings its own bank (`enrol`).

use std::sync::OnceLock;

use image::{imageops, Rgba, RgbaImage};

use super::card_image::{CardImage, H, MARGIN, W};
use super::chips::{self, Chip};
use super::geometry::{Homography, Point};
use super::synth::Truth;
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

    /// Learns every card of a synthetic photo, cut where its truth says.
    pub fn learn_photo(&mut self, photo: &image::RgbImage, truth: &Truth) {
        for cell in &truth.cells {
            let Ok(card) = Card::parse(&cell.top) else {
                continue;
            };
            let q = cell.quad.map(|p| Point::new(p[0], p[1]));
            let unit = [
                Point::new(-MARGIN, -MARGIN),
                Point::new(1.0 + MARGIN, -MARGIN),
                Point::new(1.0 + MARGIN, 1.0 + MARGIN),
                Point::new(-MARGIN, 1.0 + MARGIN),
            ];
            let corners = [
                Point::new(0.0, 0.0),
                Point::new(1.0, 0.0),
                Point::new(1.0, 1.0),
                Point::new(0.0, 1.0),
            ];
            let (Some(card_map), Some(_)) = (
                Homography::from_points(corners, q),
                Homography::from_points(unit, q),
            ) else {
                continue;
            };
            // Unit square → the card widened by the margin.
            let Some(widen) = Homography::from_points(corners, unit) else {
                continue;
            };
            let cut = CardImage::cut(photo, &card_map.after(&widen));
            let found = chips::find(&cut);
            self.learn_with_chips(card, &cut, &found);
        }
    }

    fn learn_with_chips(&mut self, card: Card, face: &CardImage, found: &[Chip]) {
        let turned: Vec<Chip> = found
            .iter()
            .map(|c| Chip {
                x: W as f32 - c.x,
                y: H as f32 - c.y,
                ..*c
            })
            .collect();
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
        let mut out = [-1.0f32; 14];
        for (rank, t) in &self.ranks {
            let s = similarity(g, t);
            let slot = &mut out[usize::from(*rank).min(13)];
            *slot = slot.max(s);
        }
        out
    }

    /// Scores per suit (in `Suit::ALL` order).
    pub fn suit_scores(&self, g: &Glyph) -> [f32; 4] {
        let mut out = [-1.0f32; 4];
        for (suit, t) in &self.suits {
            let i = Suit::ALL.iter().position(|s| s == suit).unwrap_or(0);
            out[i] = out[i].max(similarity(g, t));
        }
        out
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
        for (r, g) in &self.ranks {
            out.push_str(&line("R", r.to_string(), g));
        }
        for (s, g) in &self.suits {
            out.push_str(&line("S", s.letter().to_string(), g));
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
