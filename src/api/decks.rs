//! Enrolled decks as the table uses them: `drydock deck enrol|list|forget`
//! and the bank `drydock recognize --deck NAME` reads with.
//!
//! Leaves out the learning itself (`vision::enrol`) and how a bank is kept
//! (`store::decks`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Api, ApiError, ErrorCode};
use crate::vision::decode::decode;
use crate::vision::enrol::{enrol, reading_bank};
use crate::vision::glyphs::Bank;

/// Longest deck name kept.
const NAME_MAX: usize = 40;

/// One enrolled deck (`drydock deck list --json`, the app's deck choice).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DeckInfo")]
pub struct DeckInfo {
    pub name: String,
    /// Reference glyphs (ranks and suit pips, both corners) learnt.
    #[ts(type = "number")]
    pub glyphs: i64,
    pub enrolled_at: String,
}

/// What one photo contributed to an enrolment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EnrolledPhoto {
    pub photo: String,
    pub cards: usize,
    /// The first and last card it was taken to show, e.g. `AS` and `KS`.
    pub first: Option<String>,
    pub last: Option<String>,
    /// Cards whose ink looked the wrong colour for their place in the
    /// order: a hint that the cards were laid out of order (or a
    /// four-colour deck).
    pub off_colour: Vec<String>,
}

/// `drydock deck enrol --json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EnrolReport {
    pub deck: DeckInfo,
    pub photos: Vec<EnrolledPhoto>,
}

/// A deck name as kept: trimmed, 1–40 characters, no control characters.
fn deck_name(name: &str) -> Result<&str, ApiError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > NAME_MAX || name.chars().any(char::is_control) {
        return Err(ApiError::invalid(format!(
            "a deck name is 1 to {NAME_MAX} printable characters"
        )));
    }
    Ok(name)
}

impl Api {
    /// Learns a deck from photos of its 52 cards (`(label, bytes)`, in the
    /// order laid out; see `vision::enrol`) and keeps it under `name`,
    /// replacing an earlier enrolment of that name. Nothing is kept unless
    /// every photo is read and the cards come to 52.
    pub fn enrol_deck(
        &self,
        name: &str,
        photos: &[(String, Vec<u8>)],
    ) -> Result<EnrolReport, ApiError> {
        let name = deck_name(name)?;
        let decoded = photos
            .iter()
            .map(|(label, bytes)| {
                decode(bytes)
                    .map(|img| (label.clone(), img))
                    .map_err(|e| ApiError::bad_file(format!("{label}: {}", e.0)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let enrolment = enrol(&decoded).map_err(ApiError::bad_file)?;
        let bank = &enrolment.bank;
        let row =
            self.store
                .save_deck(name, &bank.to_text(), bank.ranks.len() + bank.suits.len())?;
        Ok(EnrolReport {
            deck: DeckInfo {
                name: row.name,
                glyphs: row.glyphs,
                enrolled_at: row.enrolled_at,
            },
            photos: enrolment
                .photos
                .into_iter()
                .map(|p| EnrolledPhoto {
                    photo: p.label,
                    cards: p.cards,
                    first: p.first.map(|c| c.code()),
                    last: p.last.map(|c| c.code()),
                    off_colour: p.off_colour.iter().map(|c| c.code()).collect(),
                })
                .collect(),
        })
    }

    pub fn decks(&self) -> Result<Vec<DeckInfo>, ApiError> {
        Ok(self
            .store
            .decks()?
            .into_iter()
            .map(|r| DeckInfo {
                name: r.name,
                glyphs: r.glyphs,
                enrolled_at: r.enrolled_at,
            })
            .collect())
    }

    /// The bank a ship built with the enrolled deck `name` is read with.
    pub fn deck_reading_bank(&self, name: &str) -> Result<Bank, ApiError> {
        let name = deck_name(name)?;
        let Some(text) = self.store.deck_bank(name)? else {
            let known: Vec<String> = self.store.decks()?.into_iter().map(|d| d.name).collect();
            let known = if known.is_empty() {
                "none yet: drydock deck enrol NAME PHOTO…".to_string()
            } else {
                known.join(", ")
            };
            return Err(ApiError::new(
                ErrorCode::NotFound,
                format!("no enrolled deck {name:?} (enrolled: {known})"),
            ));
        };
        let bank = Bank::parse(&text).map_err(|e| {
            ApiError::new(
                ErrorCode::CorruptLog,
                format!(
                    "the kept glyphs of deck {:?} are unreadable ({e}): enrol it again",
                    name.trim()
                ),
            )
        })?;
        Ok(reading_bank(&bank))
    }

    pub fn forget_deck(&self, name: &str) -> Result<(), ApiError> {
        if self.store.delete_deck(deck_name(name)?)? {
            Ok(())
        } else {
            Err(ApiError::new(
                ErrorCode::NotFound,
                format!("no enrolled deck {:?}", name.trim()),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_names_are_trimmed_and_bounded() {
        assert_eq!(deck_name("  Bicycle  ").ok(), Some("Bicycle"));
        assert!(deck_name("   ").is_err());
        assert!(deck_name(&"x".repeat(41)).is_err());
        assert!(deck_name("a\u{7}b").is_err());
    }

    #[test]
    fn unknown_decks_are_named_with_the_known_ones() {
        let api = Api::in_memory().expect("in-memory database");
        let err = api.deck_reading_bank("Bicycle").unwrap_err();
        assert_eq!(err.code, ErrorCode::NotFound);
        assert!(err.message.contains("none yet"), "{}", err.message);
        assert_eq!(
            api.forget_deck("Bicycle").unwrap_err().code,
            ErrorCode::NotFound
        );
    }
}
