//! Enrolled decks as the table uses them: `drydock deck enrol|list|forget`,
//! the app's "Enrol your deck" (photos sent as [`DeckPhoto`]s, learnt off
//! the database lock with [`learn_deck`], then kept with
//! [`Api::keep_deck`]) and the bank `drydock recognize --deck NAME` reads
//! with.
//!
//! Leaves out the learning itself (`vision::enrol`) and how a bank is kept
//! (`store::decks`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::vision::photo_from_base64;
use super::{Api, ApiError, ErrorCode};
use crate::games::rickety::Card;
use crate::vision::decode::decode;
use crate::vision::enrol::{enrol, reading_bank};
use crate::vision::glyphs::Bank;

/// Longest deck name kept.
const NAME_MAX: usize = 40;

/// Most photos the app sends for one enrolment: one per suit is four, and
/// a few more leave room for rows that did not fit.
pub const ENROL_PHOTOS_MAX: usize = 8;

/// Most bytes the app's enrolment photos may come to together (each is
/// also held to the vision limits: 40 MB, 50 megapixels).
pub const ENROL_BYTES_MAX: usize = 64 * 1024 * 1024;

/// Longest photo name (a file name) the app may send with a photo.
const PHOTO_NAME_MAX: usize = 255;

/// One photo the app sends for enrolment: the file's name (which names the
/// photo in the report and in errors) and its bytes as base64 or a `data:`
/// URL.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "DeckPhoto")]
pub struct DeckPhoto {
    pub name: String,
    pub data: String,
}

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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "EnrolledPhoto")]
pub struct EnrolledPhoto {
    /// The photo's name (its file name, or the path given to the CLI).
    pub photo: String,
    pub cards: usize,
    /// The first and last card it was taken to show (the ace and king of
    /// spades for a photo of the spades).
    pub first: Option<Card>,
    pub last: Option<Card>,
    /// Cards whose ink looked the wrong colour for their place in the
    /// order: a hint that the cards were laid out of order (or a
    /// four-colour deck).
    pub off_colour: Vec<Card>,
}

/// `drydock deck enrol --json`, and the app's `enrol_deck` answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "EnrolReport")]
pub struct EnrolReport {
    pub deck: DeckInfo,
    pub photos: Vec<EnrolledPhoto>,
}

/// A deck learnt from its photos and not kept yet ([`Api::keep_deck`]).
#[derive(Debug, Clone)]
pub struct LearntDeck {
    name: String,
    bank: Bank,
    photos: Vec<EnrolledPhoto>,
}

/// The app's enrolment photos as `(name, bytes)`, in the order sent:
/// 1 to [`ENROL_PHOTOS_MAX`] of them, at most [`ENROL_BYTES_MAX`] together,
/// each named by a file name of at most 255 printable characters (a blank
/// one is called "photo N"). A refusal names the photo.
pub fn deck_photos(photos: &[DeckPhoto]) -> Result<Vec<(String, Vec<u8>)>, ApiError> {
    if photos.is_empty() || photos.len() > ENROL_PHOTOS_MAX {
        return Err(ApiError::invalid(format!(
            "{} photos sent: enrolment takes 1 to {ENROL_PHOTOS_MAX} photos of the deck's 52 cards",
            photos.len()
        )));
    }
    let mut total = 0usize;
    photos
        .iter()
        .enumerate()
        .map(|(i, photo)| {
            let name = photo.name.trim();
            if name.chars().count() > PHOTO_NAME_MAX || name.chars().any(char::is_control) {
                return Err(ApiError::invalid(format!(
                    "photo {}: a photo's name is at most {PHOTO_NAME_MAX} printable characters",
                    i + 1
                )));
            }
            let label = if name.is_empty() {
                format!("photo {}", i + 1)
            } else {
                name.to_string()
            };
            let bytes = photo_from_base64(&photo.data)
                .map_err(|e| ApiError::bad_file(format!("{label}: {}", e.message)))?;
            total = total.saturating_add(bytes.len());
            if total > ENROL_BYTES_MAX {
                return Err(ApiError::bad_file(format!(
                    "{label}: the photos come to more than {} MB together; send smaller photos",
                    ENROL_BYTES_MAX / (1024 * 1024)
                )));
            }
            Ok((label, bytes))
        })
        .collect()
}

/// Learns a deck from photos of its 52 cards (`(label, bytes)`, in the
/// order laid out; see `vision::enrol`) without touching the database:
/// the slow part of an enrolment, run off the UI thread and off the
/// database lock. Refuses, naming the photo, unless every photo is read
/// and the cards come to 52.
pub fn learn_deck(name: &str, photos: &[(String, Vec<u8>)]) -> Result<LearntDeck, ApiError> {
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
    Ok(LearntDeck {
        name: name.to_string(),
        bank: enrolment.bank,
        photos: enrolment
            .photos
            .into_iter()
            .map(|p| EnrolledPhoto {
                photo: p.label,
                cards: p.cards,
                first: p.first,
                last: p.last,
                off_colour: p.off_colour,
            })
            .collect(),
    })
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
        self.keep_deck(learn_deck(name, photos)?)
    }

    /// Keeps a learnt deck under its name, replacing an earlier enrolment
    /// of that name (any case: the name is then spelt as this time).
    pub fn keep_deck(&self, learnt: LearntDeck) -> Result<EnrolReport, ApiError> {
        let bank = &learnt.bank;
        let row = self.store.save_deck(
            &learnt.name,
            &bank.to_text(),
            bank.ranks.len() + bank.suits.len(),
        )?;
        Ok(EnrolReport {
            deck: DeckInfo {
                name: row.name,
                glyphs: row.glyphs,
                enrolled_at: row.enrolled_at,
            },
            photos: learnt.photos,
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

    fn upload(name: &str, data: &str) -> DeckPhoto {
        DeckPhoto {
            name: name.into(),
            data: data.into(),
        }
    }

    #[test]
    fn app_enrolments_take_one_to_eight_photos() {
        let none = deck_photos(&[]).unwrap_err();
        assert_eq!(none.code, ErrorCode::InvalidInput);
        assert!(none.message.contains("1 to 8 photos"), "{}", none.message);
        let nine = vec![upload("a.jpg", "AAAA"); 9];
        let err = deck_photos(&nine).unwrap_err();
        assert!(err.message.starts_with("9 photos sent"), "{}", err.message);
        let photos = deck_photos(&[
            upload(" spades.jpg ", "AAAA"),
            upload("  ", "data:image/jpeg;base64,AAAA"),
        ])
        .expect("two small photos pass the upload checks");
        assert_eq!(photos[0], ("spades.jpg".to_string(), vec![0, 0, 0]));
        assert_eq!(
            photos[1].0, "photo 2",
            "a blank name is called by its place"
        );
    }

    #[test]
    fn app_enrolment_refusals_name_the_photo() {
        let err = deck_photos(&[upload("ok.jpg", "AAAA"), upload("hearts.jpg", "!!")]).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadFile);
        assert!(err.message.starts_with("hearts.jpg: "), "{}", err.message);
        let err = deck_photos(&[upload(&"x".repeat(256), "AAAA")]).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidInput);
        assert!(err.message.starts_with("photo 1: "), "{}", err.message);
        let err = deck_photos(&[upload("a\nb.jpg", "AAAA")]).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidInput);
    }

    #[test]
    fn app_enrolment_photos_come_to_at_most_64_mb() {
        // Two photos of 33 MB each: each under the 40 MB of one photo.
        let big = "A".repeat(33 * 1024 * 1024 / 3 * 4);
        let err = deck_photos(&[upload("1.jpg", &big), upload("2.jpg", &big)]).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadFile);
        assert!(
            err.message
                .starts_with("2.jpg: the photos come to more than 64 MB"),
            "{}",
            err.message
        );
    }

    #[test]
    fn a_deck_learnt_from_bad_photos_keeps_nothing() {
        let api = Api::in_memory().expect("in-memory database");
        let err =
            learn_deck("Bicycle", &[("spades.jpg".into(), b"not a photo".to_vec())]).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadFile);
        assert!(err.message.starts_with("spades.jpg: "), "{}", err.message);
        assert_eq!(
            learn_deck(" ", &[]).unwrap_err().code,
            ErrorCode::InvalidInput
        );
        assert_eq!(api.decks().expect("the deck list"), vec![]);
    }

    #[test]
    fn enrolling_a_name_again_replaces_the_deck_and_its_spelling() {
        let api = Api::in_memory().expect("in-memory database");
        let learnt = |name: &str| LearntDeck {
            name: name.into(),
            bank: Bank::default(),
            photos: vec![],
        };
        api.keep_deck(learnt("svg cards")).expect("kept");
        let report = api.keep_deck(learnt("Svg Cards")).expect("kept again");
        assert_eq!(report.deck.name, "Svg Cards");
        let names: Vec<String> = api
            .decks()
            .expect("the list")
            .into_iter()
            .map(|d| d.name)
            .collect();
        assert_eq!(names, ["Svg Cards"], "one deck, spelt as enrolled last");
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
