//! Rocket parts (S1): a kind and one or two colours.
//!
//! Colours are names, not an enum: the rulebook shows white, blue, gold,
//! yellow and the starting hull's grey, and a table may add more. Which
//! colours are accepted is the caller's [`Palette`]; this module only knows
//! the five it ships with.

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::session::{typed_or, TypedOr};

/// S1: the five kinds of rocket part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftKind")]
pub enum Kind {
    Hull,
    Wing,
    Nose,
    Engine,
    Connector,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::Hull,
        Kind::Wing,
        Kind::Nose,
        Kind::Engine,
        Kind::Connector,
    ];

    /// The letter of the rocket text format.
    pub fn letter(self) -> char {
        match self {
            Kind::Hull => 'H',
            Kind::Wing => 'W',
            Kind::Nose => 'N',
            Kind::Engine => 'E',
            Kind::Connector => 'X',
        }
    }

    pub fn from_letter(letter: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| {
            letter.len() == 1 && letter.starts_with(k.letter())
                || letter.eq_ignore_ascii_case(k.name())
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Hull => "hull",
            Kind::Wing => "wing",
            Kind::Nose => "nose",
            Kind::Engine => "engine",
            Kind::Connector => "connector",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// S1: the colours in the rulebook; grey is the starting hull's.
pub const KNOWN_COLOURS: [&str; 5] = ["white", "blue", "gold", "yellow", "grey"];

/// The colours a table plays with: the known five and any it added.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Palette {
    pub extra: Vec<String>,
}

impl Palette {
    pub fn with_extra(extra: &[String]) -> Palette {
        Palette {
            extra: extra.iter().map(|c| c.trim().to_lowercase()).collect(),
        }
    }

    pub fn knows(&self, colour: &str) -> bool {
        KNOWN_COLOURS.contains(&colour) || self.extra.iter().any(|c| c == colour)
    }

    pub fn names(&self) -> Vec<String> {
        KNOWN_COLOURS
            .iter()
            .map(|c| c.to_string())
            .chain(self.extra.iter().cloned())
            .collect()
    }
}

/// A colour a table may add: a short lowercase word.
pub fn valid_colour_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 20 && name.chars().all(|c| c.is_ascii_lowercase() || c == '-')
}

/// One rocket part. Colours are kept sorted so that two parts with the same
/// kind and colour set compare equal (S1: "identical"). On the wire it is
/// [`PartWire`]; its text form (`X:blue+white`) is for typing, files and
/// the CLI.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "PartWire", into = "PartWire")]
pub struct Part {
    pub kind: Kind,
    colours: Vec<String>,
}

impl Part {
    /// A part of one or two colours; `None` for none, three or a repeat.
    pub fn new(kind: Kind, colours: &[&str]) -> Option<Part> {
        let given = colours.len();
        let mut colours: Vec<String> = colours.iter().map(|c| c.to_string()).collect();
        colours.sort();
        colours.dedup();
        if colours.is_empty() || colours.len() > 2 || colours.len() != given {
            return None;
        }
        Some(Part { kind, colours })
    }

    pub fn colours(&self) -> &[String] {
        &self.colours
    }

    /// S6: "same colour" for two-coloured parts means sharing a colour.
    pub fn shares_colour(&self, other: &Part) -> bool {
        self.colours.iter().any(|c| other.colours.contains(c))
    }

    /// S2: the starting hull is the grey hull.
    pub fn is_starting_hull(&self) -> bool {
        self.kind == Kind::Hull && self.colours == ["grey"]
    }

    /// Reads `KIND:COLOUR` or `KIND:COLOUR+COLOUR`; the error says what is
    /// wrong in words a player understands.
    pub fn parse(text: &str, palette: &Palette) -> Result<Part, String> {
        let Some((kind, colours)) = text.split_once(':') else {
            return Err(format!(
                "`{text}` is not a part: write KIND:COLOUR, e.g. N:gold or X:yellow+white"
            ));
        };
        let kind = Kind::from_letter(kind).ok_or_else(|| {
            format!("`{kind}` is not a kind of part: use H (hull), W (wing), N (nose), E (engine) or X (connector)")
        })?;
        let names: Vec<&str> = colours.split('+').collect();
        Part::checked(kind, &names, palette, text)
    }

    /// The part of `kind` in colours `names` (any case), each one the
    /// table plays with; `text` is how the part was written, for messages.
    pub fn checked(
        kind: Kind,
        names: &[&str],
        palette: &Palette,
        text: &str,
    ) -> Result<Part, String> {
        let names: Vec<String> = names.iter().map(|c| c.trim().to_lowercase()).collect();
        if names.len() > 2 {
            return Err(format!(
                "`{text}` has {} colours: a part has one or two (S1)",
                names.len()
            ));
        }
        for name in &names {
            if name.is_empty() {
                return Err(format!("`{text}` is missing a colour"));
            }
            if !palette.knows(name) {
                return Err(format!(
                    "`{name}` is not a colour we know: use {} or add it to the table's colours",
                    palette.names().join(", ")
                ));
            }
        }
        if names.len() == 2 && names[0] == names[1] {
            return Err(format!("`{text}` names the same colour twice"));
        }
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        Part::new(kind, &refs).ok_or_else(|| format!("`{text}` is not a part"))
    }
}

/// A part as the window sends and shows it: `{"kind": "connector",
/// "colours": ["blue", "white"]}`, colours sorted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftPart")]
pub struct PartWire {
    pub kind: Kind,
    pub colours: Vec<String>,
}

impl TryFrom<PartWire> for Part {
    type Error = String;

    /// One or two colour names; whether the table plays with them is the
    /// caller's check ([`Part::checked`] with its palette).
    fn try_from(wire: PartWire) -> Result<Part, String> {
        let names: Vec<String> = wire
            .colours
            .iter()
            .map(|c| c.trim().to_lowercase())
            .collect();
        if let Some(bad) = names.iter().find(|n| !valid_colour_name(n)) {
            return Err(format!("`{bad}` is not a colour name"));
        }
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        Part::new(wire.kind, &refs).ok_or_else(|| {
            format!(
                "a {} of {} colours: a part has one or two, each once (S1)",
                wire.kind,
                names.len()
            )
        })
    }
}

impl From<Part> for PartWire {
    fn from(part: Part) -> PartWire {
        PartWire {
            kind: part.kind,
            colours: part.colours,
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind.letter(), self.colours.join("+"))
    }
}

/// A part as a command carries it: the window's structure, or the text a
/// script or a player wrote (`W:white`). Either is read against the
/// table's colours by [`PartEntry::read`]; it is written as text, so stored
/// logs keep the text form they always had.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(into = "String")]
#[ts(untagged, rename = "SpacecraftPartEntry")]
pub enum PartEntry {
    Typed(String),
    #[ts(as = "PartWire")]
    Given(Part),
}

impl<'de> Deserialize<'de> for PartEntry {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match typed_or(deserializer, "the part")? {
            TypedOr::Typed(text) => PartEntry::Typed(text),
            TypedOr::Given(part) => PartEntry::Given(part),
        })
    }
}

impl From<PartEntry> for String {
    fn from(entry: PartEntry) -> String {
        match entry {
            PartEntry::Typed(text) => text,
            PartEntry::Given(part) => part.to_string(),
        }
    }
}

/// The text form, as the timeline has always written it.
impl fmt::Display for PartEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PartEntry::Typed(text) => f.write_str(text),
            PartEntry::Given(part) => part.fmt(f),
        }
    }
}

/// Typed text, as a script or test writes a part.
impl From<&str> for PartEntry {
    fn from(text: &str) -> PartEntry {
        PartEntry::Typed(text.to_string())
    }
}

impl PartEntry {
    /// The part, in colours the table plays with.
    pub fn read(&self, palette: &Palette) -> Result<Part, String> {
        match self {
            PartEntry::Typed(text) => Part::parse(text.trim(), palette),
            PartEntry::Given(part) => {
                let names: Vec<&str> = part.colours().iter().map(String::as_str).collect();
                Part::checked(part.kind, &names, palette, &part.to_string())
            }
        }
    }

    /// The part as it was checked when it was decided: a stored event's
    /// text is read with any well-formed colour name, since the table's
    /// colours were checked then. `None` for text no decision could have
    /// written.
    pub fn as_decided(&self) -> Option<Part> {
        match self {
            PartEntry::Given(part) => Some(part.clone()),
            PartEntry::Typed(text) => {
                let (letter, colours) = text.trim().split_once(':')?;
                let wire = PartWire {
                    kind: Kind::from_letter(letter)?,
                    colours: colours.split('+').map(str::to_string).collect(),
                };
                Part::try_from(wire).ok()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s1_parts_read_and_compare_by_kind_and_colour_set() {
        let p = Palette::default();
        let a = Part::parse("X:yellow+white", &p).unwrap();
        let b = Part::parse("X:white+yellow", &p).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "X:white+yellow");
        assert!(Part::parse("H:grey", &p).unwrap().is_starting_hull());
        assert!(!Part::parse("H:white", &p).unwrap().is_starting_hull());
    }

    #[test]
    fn s1_bad_parts_are_named() {
        let p = Palette::default();
        assert!(Part::parse("Q:gold", &p)
            .unwrap_err()
            .contains("not a kind"));
        assert!(Part::parse("N:pink", &p)
            .unwrap_err()
            .contains("not a colour"));
        assert!(Part::parse("N:gold+blue+white", &p)
            .unwrap_err()
            .contains("3 colours"));
        assert!(Part::parse("N", &p).unwrap_err().contains("KIND:COLOUR"));
        assert!(Part::parse("N:gold+gold", &p)
            .unwrap_err()
            .contains("twice"));
        let pink = Palette::with_extra(&["Pink".to_string()]);
        assert!(Part::parse("N:pink", &pink).is_ok());
    }

    #[test]
    fn s6_two_coloured_parts_share_either_colour() {
        let p = Palette::default();
        let n = Part::parse("N:yellow+white", &p).unwrap();
        assert!(n.shares_colour(&Part::parse("E:white", &p).unwrap()));
        assert!(!n.shares_colour(&Part::parse("E:blue", &p).unwrap()));
    }

    #[test]
    fn s1_a_part_entry_is_structure_or_text_and_is_written_as_text() {
        let p = Palette::default();
        let given: PartEntry =
            serde_json::from_str(r#"{"kind": "connector", "colours": ["white", "blue"]}"#).unwrap();
        let typed: PartEntry = serde_json::from_str(r#""X:white+blue""#).unwrap();
        assert_eq!(given.read(&p), typed.read(&p));
        assert_eq!(serde_json::to_string(&given).unwrap(), r#""X:blue+white""#);
        assert_eq!(typed.as_decided(), given.as_decided());
        let pink: PartEntry =
            serde_json::from_str(r#"{"kind": "nose", "colours": ["pink"]}"#).unwrap();
        assert!(pink.read(&p).unwrap_err().contains("not a colour"));
        assert!(
            pink.as_decided().is_some(),
            "a stored part is not re-checked"
        );
        let three = serde_json::from_str::<PartEntry>(
            r#"{"kind": "nose", "colours": ["gold", "blue", "white"]}"#,
        );
        assert!(three
            .unwrap_err()
            .to_string()
            .contains("the part cannot be read"));
        assert_eq!(PartEntry::from("Q:gold").as_decided(), None);
    }
}
