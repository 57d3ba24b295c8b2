//! The limits on every value Drydock stores as typed or as a file brought
//! it: one check per field, used alike by the app's commands, the CLI and
//! the imports, so a file can never store what the forms would refuse.
//!
//! | field | limit |
//! |---|---|
//! | player name, seat name | trimmed, 1 to [`MAX_NAME`] (40) characters, no control characters (NUL, line breaks, tabs), at least one visible character |
//! | colour | `#rrggbb` |
//! | avatar initial | 0 to [`MAX_INITIAL`] (2) characters, no spaces or control characters |
//! | a stored time | RFC 3339 |
//! | a session's or profile's uuid | a UUID (any version), stored lower-case hyphenated |
//! | a session's end | not before its start |
//! | session title | at most [`MAX_TITLE`] (80) characters |
//! | notes | at most [`MAX_NOTES`] (10,000) characters |
//! | location | trimmed, at most [`MAX_LOCATION`] (80) characters, no control characters (may be empty) |
//! | shape name | as a player name, at most [`MAX_SHAPE_NAME`] (40) characters |
//! | photo | a media type of [`PHOTO_TYPES`], bytes of that type that decode under the vision limits, a seat of the session or none |
//!
//! What a game's rules say about a setup, uniqueness of names (the store)
//! and a shape's cells (R3, [`crate::games::rickety::Shape`]) are checked
//! where they live. Each check returns a [`FieldError`] that reads after
//! the field's name ("seat 1's name has 41 characters; …"); the caller
//! names the field and picks the code (`invalid_input` for a form,
//! `bad_file` for an import).

use super::ApiError;

/// Characters in a player's or a seat's name.
pub const MAX_NAME: usize = 40;
/// Characters in a profile's avatar initial (empty: the name's first letter).
pub const MAX_INITIAL: usize = 2;
/// Characters in a session's title (the setup's `title`).
pub const MAX_TITLE: usize = 80;
/// Characters in a session's notes.
pub const MAX_NOTES: usize = 10_000;
/// Characters in the name of the place a play happened.
pub const MAX_LOCATION: usize = 80;
/// Characters in the name of a shape the table saves.
pub const MAX_SHAPE_NAME: usize = 40;
/// The photo formats Drydock stores, with their media types.
pub const PHOTO_TYPES: [(image::ImageFormat, &str); 3] = [
    (image::ImageFormat::Jpeg, "image/jpeg"),
    (image::ImageFormat::Png, "image/png"),
    (image::ImageFormat::WebP, "image/webp"),
];

/// Why a value is outside its field's limits; the message follows the
/// field's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("is empty")]
    Empty,
    #[error("has {count} characters; {what} at most {max}")]
    TooLong {
        count: usize,
        max: usize,
        what: &'static str,
    },
    #[error(
        "holds the control character {0} (line breaks, tabs and the like do not belong in it)"
    )]
    Control(String),
    #[error("has no visible character (only spaces or invisible characters such as U+200B)")]
    Invisible,
    #[error("holds a space; an avatar initial is one or two letters")]
    Space,
    #[error("is {0}, not a colour: write it as #rrggbb, e.g. #2e86de")]
    NotAColour(String),
    #[error("is {0}, not an RFC 3339 time (e.g. 2026-11-30T18:00:00Z)")]
    NotATime(String),
    #[error("is {0}, not a UUID (e.g. 0b9f3c1e-8d2a-4f6b-9c1d-3e5f7a9b1c2d)")]
    NotAUuid(String),
    #[error("is {ended}, before the session started ({started})")]
    EndsBeforeStart { started: String, ended: String },
    #[error("is {0}; Drydock stores photos as image/jpeg, image/png or image/webp")]
    NotAPhotoType(String),
    #[error("is {named}, but the bytes are {found}")]
    WrongPhotoType { named: String, found: &'static str },
    #[error("are not a photo Drydock can read: {0}")]
    NotAPhoto(String),
    #[error("is {seat}, but the session has {seats} seats (0 to {last})", last = seats.saturating_sub(1))]
    NoSuchSeat { seat: i64, seats: usize },
}

impl FieldError {
    /// The refusal of a form or command: `invalid_input`, with
    /// `details.field`.
    pub(super) fn invalid(self, subject: &str, field: &str) -> ApiError {
        ApiError::invalid(format!("{subject} {self}")).with_field(field)
    }

    /// The refusal of an imported file's value: `bad_file`.
    pub(super) fn bad_file(self, subject: impl std::fmt::Display) -> ApiError {
        ApiError::bad_file(format!("{subject} {self}"))
    }
}

/// `text` quoted for a message, cut to a readable length.
pub(super) fn shown(text: &str) -> String {
    const SHOWN: usize = 24;
    if text.chars().count() <= SHOWN {
        format!("{text:?}")
    } else {
        let head: String = text.chars().take(SHOWN).collect();
        format!("{head:?}…")
    }
}

/// Characters that show nothing on their own: zero-width spaces and
/// joiners, direction marks, the soft hyphen, fillers, variation selectors
/// and tags. A name made only of these (and spaces) looks empty.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

fn no_control(text: &str) -> Result<(), FieldError> {
    match text.chars().find(|c| c.is_control()) {
        Some(c) => Err(FieldError::Control(format!("U+{:04X}", u32::from(c)))),
        None => Ok(()),
    }
}

/// `what` says who holds the limit: "a name has".
fn at_most(text: &str, max: usize, what: &'static str) -> Result<(), FieldError> {
    let count = text.chars().count();
    if count > max {
        return Err(FieldError::TooLong { count, max, what });
    }
    Ok(())
}

/// A one-line label a person reads: trimmed, 1 to `max` characters, no
/// control character, something visible.
fn label<'a>(text: &'a str, max: usize, what: &'static str) -> Result<&'a str, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::Empty);
    }
    at_most(text, max, what)?;
    no_control(text)?;
    if text.chars().all(is_invisible) {
        return Err(FieldError::Invisible);
    }
    Ok(text)
}

/// A profile's name, trimmed.
pub fn player_name(text: &str) -> Result<&str, FieldError> {
    label(text, MAX_NAME, "a name has")
}

/// The name a seat was played under: the rule of a player's name.
pub fn seat_name(text: &str) -> Result<&str, FieldError> {
    player_name(text)
}

/// A colour, trimmed and in lower case.
pub fn colour(text: &str) -> Result<String, FieldError> {
    let c = text.trim();
    let hex = c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|c| c.is_ascii_hexdigit());
    if !hex {
        return Err(FieldError::NotAColour(shown(c)));
    }
    Ok(c.to_ascii_lowercase())
}

/// A profile's avatar initial, trimmed; empty means the name's first letter.
pub fn initial(text: &str) -> Result<&str, FieldError> {
    let text = text.trim();
    at_most(text, MAX_INITIAL, "an avatar initial has")?;
    no_control(text)?;
    if text.chars().any(char::is_whitespace) {
        return Err(FieldError::Space);
    }
    Ok(text)
}

/// A time as stored: RFC 3339.
pub fn stored_time(text: &str) -> Result<chrono::DateTime<chrono::FixedOffset>, FieldError> {
    chrono::DateTime::parse_from_rfc3339(text).map_err(|_| FieldError::NotATime(shown(text)))
}

/// A session's or profile's UUID from a file, in the form Drydock stores.
pub fn uuid(text: &str) -> Result<String, FieldError> {
    uuid::Uuid::parse_str(text.trim())
        .map(|u| u.hyphenated().to_string())
        .map_err(|_| FieldError::NotAUuid(shown(text)))
}

/// A session's end: a stored time, not before its start (`started`, itself
/// a stored time).
pub fn ended_at(started: &str, ended: &str) -> Result<(), FieldError> {
    let end = stored_time(ended)?;
    if stored_time(started).is_ok_and(|start| end < start) {
        return Err(FieldError::EndsBeforeStart {
            started: shown(started),
            ended: shown(ended),
        });
    }
    Ok(())
}

/// A session's title (may be empty).
pub fn title(text: &str) -> Result<&str, FieldError> {
    at_most(text, MAX_TITLE, "a title has")?;
    Ok(text)
}

/// Where a play happened, trimmed; empty means not said.
pub fn location(text: &str) -> Result<&str, FieldError> {
    let text = text.trim();
    no_control(text)?;
    at_most(text, MAX_LOCATION, "a place's name has")?;
    Ok(text)
}

/// A session's notes (line breaks welcome).
pub fn notes(text: &str) -> Result<&str, FieldError> {
    at_most(text, MAX_NOTES, "notes hold")?;
    Ok(text)
}

/// The name of a shape the table saves, trimmed: the rule of a player's
/// name.
pub fn shape_name(text: &str) -> Result<&str, FieldError> {
    label(text, MAX_SHAPE_NAME, "a shape name has")
}

/// The media type of `bytes` when they are a photo format Drydock stores.
pub(super) fn media_type_of(bytes: &[u8]) -> Option<&'static str> {
    let format = image::guess_format(bytes).ok()?;
    PHOTO_TYPES
        .iter()
        .find(|(f, _)| *f == format)
        .map(|(_, media)| *media)
}

/// A stored photo's media type: one of [`PHOTO_TYPES`], and the type
/// `bytes` really are.
pub fn photo_media_type(named: &str, bytes: &[u8]) -> Result<(), FieldError> {
    if !PHOTO_TYPES.iter().any(|(_, media)| *media == named) {
        return Err(FieldError::NotAPhotoType(shown(named)));
    }
    match media_type_of(bytes) {
        Some(found) if found == named => Ok(()),
        Some(found) => Err(FieldError::WrongPhotoType {
            named: named.to_string(),
            found,
        }),
        None => Ok(()), // photo_bytes says why these are no photo
    }
}

/// A stored photo's bytes: a JPEG, PNG or WebP that decodes under the
/// vision limits (as the app checks a photo it keeps).
pub fn photo_bytes(bytes: &[u8]) -> Result<(), FieldError> {
    crate::vision::decode::decode(bytes)
        .map(|_| ())
        .map_err(|e| FieldError::NotAPhoto(e.0))
}

/// The seat a photo shows: none, or a seat of the session's `seats`.
pub fn photo_seat(seat: Option<i64>, seats: usize) -> Result<(), FieldError> {
    match seat {
        Some(s) if s < 0 || usize::try_from(s).map_or(true, |s| s >= seats) => {
            Err(FieldError::NoSuchSeat { seat: s, seats })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_made_only_of_zero_width_characters_is_refused() {
        assert_eq!(
            player_name("\u{200B}\u{200D}\u{FEFF} \u{2060}"),
            Err(FieldError::Invisible)
        );
        assert_eq!(player_name(" Zoë\u{200D} "), Ok("Zoë\u{200D}"));
    }

    #[test]
    fn a_name_with_a_nul_tab_or_line_break_is_refused() {
        for name in ["A\0B", "A\tB", "A\nB", "A\u{7f}"] {
            assert!(
                matches!(player_name(name), Err(FieldError::Control(_))),
                "{name:?} holds a control character"
            );
        }
    }

    #[test]
    fn a_name_counts_characters_not_bytes() {
        assert!(player_name(&"é".repeat(40)).is_ok(), "40 characters fit");
        assert_eq!(
            player_name(&"é".repeat(41)),
            Err(FieldError::TooLong {
                count: 41,
                max: MAX_NAME,
                what: "a name has"
            })
        );
    }

    #[test]
    fn a_colour_is_hash_and_six_hex_digits() {
        assert_eq!(colour(" #2E86DE "), Ok("#2e86de".to_string()));
        assert!(colour("red;background:url(x)").is_err());
        assert!(colour("#2e86d").is_err());
        assert!(colour("#2e86dé").is_err(), "no panic on a multi-byte char");
    }

    #[test]
    fn an_end_before_the_start_is_refused_and_the_same_moment_is_not() {
        assert!(ended_at("2026-01-02T10:00:00Z", "2026-01-02T10:00:00Z").is_ok());
        assert!(ended_at("2026-01-02T10:00:00Z", "2026-01-02T11:00:00+01:00").is_ok());
        assert!(matches!(
            ended_at("2026-01-02T10:00:00Z", "2000-01-01T00:00:00Z"),
            Err(FieldError::EndsBeforeStart { .. })
        ));
    }

    #[test]
    fn a_photo_seat_is_one_of_the_table() {
        assert!(photo_seat(None, 2).is_ok());
        assert!(photo_seat(Some(1), 2).is_ok());
        assert!(photo_seat(Some(2), 2).is_err());
        assert!(photo_seat(Some(-1), 2).is_err());
        assert!(photo_seat(Some(i64::MAX), 2).is_err());
    }

    #[test]
    fn a_long_value_is_shown_cut_short() {
        assert_eq!(shown("abc"), "\"abc\"");
        assert_eq!(shown(&"x".repeat(100)), format!("{:?}…", "x".repeat(24)));
    }
}
