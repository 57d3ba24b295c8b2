//! Project cards: basic cards with requirements and points (S4), advanced
//! cards with marker tracks (S5), and the rocket plan (S7), which is a list
//! of requirements too.
//!
//! The card lists are not in our copy of the rulebook, so cards are data the
//! table enters when one turns up. The two-row display and who may complete
//! what are the game's (`decide`); this module only judges a rocket
//! against a card.

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::measures::Measures;
use super::part::Kind;

/// S4: one requirement of a card; all of a card's must hold.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "SpacecraftRequirement")]
pub enum Requirement {
    /// At least `n` parts of `kind`.
    Kind {
        kind: Kind,
        n: u32,
    },
    /// At least `n` parts of `colour` (two-coloured parts count for each).
    Colour {
        colour: String,
        n: u32,
    },
    Width {
        n: u32,
    },
    Height {
        n: u32,
    },
}

impl Requirement {
    pub fn met_by(&self, m: &Measures) -> bool {
        match self {
            Requirement::Kind { kind, n } => m.kind(*kind) >= *n,
            Requirement::Colour { colour, n } => m.colour(colour) >= *n,
            Requirement::Width { n } => m.width >= *n,
            Requirement::Height { n } => m.height >= *n,
        }
    }
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: &u32| if *n == 1 { "" } else { "s" };
        match self {
            Requirement::Kind { kind, n } => write!(f, "{n} {kind}{}", plural(n)),
            Requirement::Colour { colour, n } => write!(f, "{n} {colour} part{}", plural(n)),
            Requirement::Width { n } => write!(f, "width {n}"),
            Requirement::Height { n } => write!(f, "height {n}"),
        }
    }
}

/// S4: a basic project card as the table entered it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftBasicCard")]
pub struct BasicCard {
    pub points: u32,
    pub requirements: Vec<Requirement>,
}

impl BasicCard {
    pub fn met_by(&self, m: &Measures) -> bool {
        self.requirements.iter().all(|r| r.met_by(m))
    }

    /// "2 blue parts + 1 white part → 5 points".
    pub fn describe(&self) -> String {
        format!(
            "{} → {} point{}",
            describe_all(&self.requirements),
            self.points,
            if self.points == 1 { "" } else { "s" }
        )
    }

    /// A card needs at least one requirement, each of at least 1.
    pub fn validate(&self) -> Result<(), String> {
        validate_requirements(&self.requirements)
    }
}

pub fn describe_all(requirements: &[Requirement]) -> String {
    let parts: Vec<String> = requirements.iter().map(ToString::to_string).collect();
    parts.join(" + ")
}

pub fn validate_requirements(requirements: &[Requirement]) -> Result<(), String> {
    if requirements.is_empty() {
        return Err("a card or plan needs at least one requirement".to_string());
    }
    for r in requirements {
        let n = match r {
            Requirement::Kind { n, .. }
            | Requirement::Colour { n, .. }
            | Requirement::Width { n }
            | Requirement::Height { n } => *n,
        };
        if n == 0 || n > 78 {
            return Err(format!(
                "`{r}` is not a requirement: the number must be 1 to 78"
            ));
        }
    }
    Ok(())
}

/// What an advanced card scores: a kind of part or a colour (S5).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "SpacecraftTarget")]
pub enum Target {
    Kind { kind: Kind },
    Colour { colour: String },
}

impl Target {
    pub fn count(&self, m: &Measures) -> u32 {
        match self {
            Target::Kind { kind } => m.kind(*kind),
            Target::Colour { colour } => m.colour(colour),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Kind { kind } => write!(f, "{kind}"),
            Target::Colour { colour } => write!(f, "{colour} part"),
        }
    }
}

/// S5: an advanced card: what it scores and its row of point spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftAdvancedCard")]
pub struct AdvancedCard {
    /// How the table tells the cards apart (e.g. the number printed on it).
    pub name: String,
    pub target: Target,
    /// Points per matching part for each space, left to right.
    pub spaces: Vec<u32>,
}

impl AdvancedCard {
    /// S5: the last covered space sets the points per part (0 uncovered).
    pub fn value(&self, markers: usize) -> u32 {
        match markers {
            0 => 0,
            n => self
                .spaces
                .get(n - 1)
                .or(self.spaces.last())
                .copied()
                .unwrap_or(0),
        }
    }

    pub fn validate(&self) -> Result<(), String> {
        if self.spaces.is_empty() || self.spaces.len() > 24 {
            return Err(format!(
                "advanced card {} needs 1 to 24 point spaces",
                self.name
            ));
        }
        if self.name.trim().is_empty() {
            return Err("an advanced card needs a name".to_string());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spacecraft::part::Palette;
    use crate::games::spacecraft::rocket::Rocket;

    fn measures(text: &str) -> Measures {
        Measures::of(&Rocket::parse(text, &Palette::default()).unwrap())
    }

    #[test]
    fn s4_every_requirement_must_hold() {
        // The rulebook's example: two blue parts and one white part.
        let card = BasicCard {
            points: 5,
            requirements: vec![
                Requirement::Colour {
                    colour: "blue".into(),
                    n: 2,
                },
                Requirement::Colour {
                    colour: "white".into(),
                    n: 1,
                },
            ],
        };
        assert!(card.met_by(&measures("W:blue H:grey X:yellow+white H:blue\n")));
        assert!(!card.met_by(&measures("W:blue H:grey X:yellow+white\n")));
        assert_eq!(card.describe(), "2 blue parts + 1 white part → 5 points");
    }

    #[test]
    fn s4_width_and_height_requirements() {
        let m = measures("N:gold\nH:grey\nH:white\n");
        assert!(Requirement::Height { n: 3 }.met_by(&m));
        assert!(!Requirement::Width { n: 2 }.met_by(&m));
        assert!(Requirement::Kind {
            kind: Kind::Hull,
            n: 2
        }
        .met_by(&m));
    }

    #[test]
    fn s5_the_last_covered_space_sets_the_value() {
        let card = AdvancedCard {
            name: "52".into(),
            target: Target::Kind { kind: Kind::Nose },
            spaces: vec![1, 3, 5, 7],
        };
        assert_eq!(card.value(0), 0);
        assert_eq!(card.value(1), 1);
        assert_eq!(card.value(4), 7);
    }

    #[test]
    fn s4_a_card_without_requirements_is_refused() {
        let card = BasicCard {
            points: 3,
            requirements: vec![],
        };
        assert!(card.validate().is_err());
        let card = BasicCard {
            points: 3,
            requirements: vec![Requirement::Width { n: 0 }],
        };
        assert!(card.validate().is_err());
    }
}
