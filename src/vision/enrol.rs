//! Deck enrolment: learning one deck's own corner glyphs from photos of its
//! 52 cards, so ships built with that deck are read against its letterforms
//! and pips rather than only the built-in bank's.
//!
//! The photos show the cards face up, touching in rows like a ship, in deck
//! order: A, 2 … 10, J, Q, K of spades, then hearts, diamonds and clubs,
//! read row by row, left to right, carrying on from one photo to the next
//! (four photos of one suit each, or one of all 52). Nothing is asked of
//! the person beyond that order, and the order is checked where it can be:
//! the count must come to 52 exactly, and cards whose ink is the wrong
//! colour for their expected suit are reported (not refused: four-colour
//! decks exist).
//!
//! Leaves out where the bank is kept (`store::decks`) and decks without a
//! corner index (cards cut down to squares): those would need whole-face
//! references, which this bank does not hold.

use image::RgbImage;

use super::card_image::CardImage;
use super::chips;
use super::glyphs::Bank;
use super::loose::LOOSE_FLOOR;
use super::name::built_in;
use super::recognize::recognize_image;
use crate::games::rickety::{Card, Rank, Suit};

/// A whole deck.
pub const DECK_SIZE: usize = 52;

/// The cards in enrolment order: A–K of spades, hearts, diamonds, clubs.
pub fn deck_order() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| {
            (1..=13).filter_map(move |v| Rank::new(v).map(|rank| Card { rank, suit }))
        })
        .collect()
}

/// What one enrolment photo contributed.
#[derive(Debug, Clone, PartialEq)]
pub struct PhotoCount {
    pub label: String,
    /// Cards found in the photo's grid.
    pub cards: usize,
    /// The first and last card they were taken to be (deck order).
    pub first: Option<Card>,
    pub last: Option<Card>,
    /// Cards whose ink colour disagrees with their expected suit.
    pub off_colour: Vec<Card>,
}

#[derive(Debug, Clone)]
pub struct Enrolment {
    pub bank: Bank,
    pub photos: Vec<PhotoCount>,
}

/// Learns a deck from its photos (already decoded and upright), named by
/// `label` in messages. Refuses, naming the photo, when a photo shows no
/// grid, when the cards do not come to exactly 52, or when some rank or
/// suit yielded no glyph at all.
pub fn enrol(photos: &[(String, RgbImage)]) -> Result<Enrolment, String> {
    if photos.is_empty() {
        return Err("no photos: enrolment needs photos of all 52 cards".into());
    }
    let order = deck_order();
    let mut next = 0usize;
    let mut bank = Bank::default();
    let mut counts = Vec::new();
    for (label, photo) in photos {
        let (cards, loose) = laid_out(photo);
        if cards.is_empty() {
            let found = match loose {
                0 => "no cards found".to_string(),
                n => format!("{n} cards found, but not in rows"),
            };
            return Err(format!(
                "{label}: {found} (lay them face up, touching, in rows)"
            ));
        }
        let found = cards.len();
        if next + found > DECK_SIZE {
            return Err(format!(
                "{label}: {found} cards, which makes {} with the photos before it; a deck has {DECK_SIZE}",
                next + found
            ));
        }
        let mut off_colour = Vec::new();
        for (face, seen) in &cards {
            let card = order[next];
            next += 1;
            if seen.is_some_and(|s| is_red(s.suit) != is_red(card.suit)) {
                off_colour.push(card);
            }
            let on_card = chips::find(face);
            bank.learn_with_chips(card, face, &on_card);
        }
        counts.push(PhotoCount {
            label: label.clone(),
            cards: found,
            first: (found > 0).then(|| order[next - found]),
            last: (found > 0).then(|| order[next - 1]),
            off_colour,
        });
    }
    if next != DECK_SIZE {
        // Which photo fell short is what the person needs to retake.
        let each: Vec<String> = counts
            .iter()
            .map(|c| format!("{} {}", c.label, c.cards))
            .collect();
        return Err(format!(
            "the photos show {next} cards ({}); enrolment needs all {DECK_SIZE}, laid out A–K of spades, hearts, diamonds, clubs",
            each.join(", ")
        ));
    }
    let missing = missing_glyphs(&bank);
    if !missing.is_empty() {
        return Err(format!(
            "no corner index could be read for {}: retake those cards' photo closer or in better light",
            missing.join(", ")
        ));
    }
    Ok(Enrolment {
        bank,
        photos: counts,
    })
}

/// The cards of an enrolment photo cut upright, row by row and left to
/// right, each with the card the built-in reader names there at least
/// half surely (a guess more likely wrong than right would only raise a
/// false "out of order" warning, [`LOOSE_FLOOR`]): the ship
/// the photo is read as (`recognize`), so the cards are found as in any
/// ship photo, on any table and under perspective. Empty when the photo
/// shows no grid of cards (loose cards have no order); then the number of
/// cards found loose comes with it.
fn laid_out(photo: &RgbImage) -> (Vec<(CardImage, Option<Card>)>, usize) {
    let ship = recognize_image(photo, built_in());
    let mut cells = ship.cells;
    cells.sort_by_key(|c| (c.row, c.col));
    let cards = cells
        .into_iter()
        .filter_map(|c| {
            let seen = c
                .reading
                .filter(|r| r.card_confidence >= LOOSE_FLOOR)
                .map(|r| r.card);
            CardImage::cut_card(photo, c.quad).map(|face| (face, seen))
        })
        .collect();
    (cards, ship.loose.len())
}

fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// Ranks and suits the bank holds no glyph for, by name.
fn missing_glyphs(bank: &Bank) -> Vec<String> {
    let ranks = (1..=13u8)
        .filter(|v| !bank.ranks.iter().any(|(r, _)| r == v))
        .filter_map(Rank::new)
        .map(|r| format!("rank {}", r.label()));
    let suits = Suit::ALL
        .into_iter()
        .filter(|s| !bank.suits.iter().any(|(t, _)| t == s))
        .map(|s| format!("suit {}", s.letter()));
    ranks.chain(suits).collect()
}

/// The enrolled bank a ship is read with: the deck's own glyphs first, the
/// built-in ones behind them, so a glyph the enrolment photos happened to
/// miss (a smudged corner) still has references.
pub fn reading_bank(enrolled: &Bank) -> Bank {
    let mut bank = enrolled.clone();
    let built_in = Bank::built_in();
    bank.ranks.extend(built_in.ranks.iter().cloned());
    bank.suits.extend(built_in.suits.iter().cloned());
    bank
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_order_is_52_cards_suit_by_suit() {
        let order = deck_order();
        assert_eq!(order.len(), DECK_SIZE);
        assert_eq!(order[0].code(), "AS");
        assert_eq!(order[12].code(), "KS");
        assert_eq!(order[13].code(), "AH");
        assert_eq!(order[51].code(), "KC");
    }

    #[test]
    fn no_photos_and_blank_photos_are_refused_by_name() {
        assert!(enrol(&[]).is_err());
        let blank = RgbImage::from_pixel(400, 300, image::Rgb([40, 90, 50]));
        let err = enrol(&[("table.jpg".into(), blank)]).unwrap_err();
        assert!(err.starts_with("table.jpg: no cards found"), "{err}");
    }

    #[test]
    fn an_empty_bank_misses_every_rank_and_suit() {
        assert_eq!(missing_glyphs(&Bank::default()).len(), 17);
    }
}
