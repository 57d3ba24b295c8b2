//! Space Craft use cases beyond the session engine: judging a rocket
//! (`drydock spacecraft check`, the builder's live outline), scoring a
//! scoresheet (`drydock spacecraft score`), and the board data a table
//! entered before (cards, plan, countdown), offered again.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Api, ApiError};
use crate::games::spacecraft::goals::{occurrences, Goal};
use crate::games::spacecraft::scoring::{breakdown, winners, Breakdown, Marked, Sheet};
use crate::games::spacecraft::{
    AdvancedCard, BasicCard, Command, Event, JoinTable, Kind, Measures, Palette, Part, PartWire,
    Requirement, Rocket, RocketEntry, Setup, Target, Variant, Violation,
};
use crate::session::{Entry, Game};

/// `drydock spacecraft check --json` (docs/cli.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftCheckReport")]
pub struct CheckReport {
    /// The rocket as read, parts by `[row][col]` (`null` where empty).
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    pub cells: Vec<Vec<Option<Part>>>,
    pub legal: bool,
    pub violations: Vec<Violation>,
    /// Parts per kind: hull, wing, nose, engine, connector.
    #[ts(type = "Record<string, number>")]
    pub parts: BTreeMap<String, u32>,
    /// Parts per colour (a two-coloured part counts for each).
    #[ts(type = "Record<string, number>")]
    pub colours: BTreeMap<String, u32>,
    pub width: u32,
    pub height: u32,
    /// S6: occurrences of each personal goal, "1" to "8".
    #[ts(type = "Record<string, number>")]
    pub goals: BTreeMap<String, u32>,
}

/// An unreadable rocket, naming the line and cell.
pub fn parse_rocket(text: &str, colours: &[String]) -> Result<Rocket, ApiError> {
    read_rocket(&RocketEntry::Typed(text.to_string()), colours)
}

/// The rocket as typed or as cells, in the table's colours; an unreadable
/// one names the line and cell.
pub fn read_rocket(entry: &RocketEntry, colours: &[String]) -> Result<Rocket, ApiError> {
    if matches!(entry, RocketEntry::Typed(text) if text.len() > 64 * 1024) {
        return Err(ApiError::bad_file(
            "a rocket file of more than 64 KB: a rocket has at most 78 parts",
        ));
    }
    entry.read(&Palette::with_extra(colours)).map_err(|e| {
        ApiError::bad_file(e.to_string()).with_details(|d| {
            d.line = Some(e.line);
            d.cell = Some(e.cell);
        })
    })
}

pub fn check_rocket(rocket: &Rocket, joins: &JoinTable) -> CheckReport {
    let violations = joins.check(rocket);
    let m = Measures::of(rocket);
    CheckReport {
        cells: rocket.cells.clone(),
        legal: violations.is_empty(),
        violations,
        parts: m.parts,
        colours: m.colours,
        width: m.width,
        height: m.height,
        goals: occurrences(rocket)
            .iter()
            .enumerate()
            .map(|(i, n)| ((i + 1).to_string(), *n))
            .collect(),
    }
}

/// `drydock spacecraft score` input (docs/cli.md, "Space Craft scoresheet").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftScoresheet")]
pub struct Scoresheet {
    #[serde(default)]
    pub variant: Variant,
    /// S7: the plan's requirements, for players without `plan_fulfilled`.
    #[serde(default)]
    #[ts(optional)]
    pub plan: Option<Vec<Requirement>>,
    /// Colours the table added.
    #[serde(default)]
    pub colours: Vec<String>,
    /// S5: the advanced cards and their points per part now.
    #[serde(default)]
    pub advanced_cards: Vec<SheetCard>,
    pub players: Vec<SheetPlayer>,
}

/// An advanced card on a scoresheet: `scores` is a kind (`nose`) or a
/// colour (`gold`); `per_part` the value of its last covered space.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftSheetCard")]
pub struct SheetCard {
    pub name: String,
    pub scores: String,
    pub per_part: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftSheetPlayer")]
pub struct SheetPlayer {
    pub name: String,
    /// A rocket file, relative to the scoresheet.
    #[serde(default)]
    #[ts(optional)]
    pub rocket: Option<String>,
    /// The rocket inline, in the same text format.
    #[serde(default)]
    #[ts(optional)]
    pub grid: Option<String>,
    /// S6: the personal goal's number (1–8).
    pub goal: u32,
    /// Holds the launch card (met the plan first).
    #[serde(default)]
    pub launch: bool,
    /// Whether the rocket meets the plan; computed from `plan` when absent.
    #[serde(default)]
    #[ts(optional)]
    pub plan_fulfilled: Option<bool>,
    /// Basic variant: the points of each completed project card.
    #[serde(default)]
    pub projects: Vec<u32>,
    /// Advanced variant: names of the cards this player has a marker on.
    #[serde(default)]
    pub markers: Vec<String>,
    /// The tie-break.
    #[serde(default)]
    pub unused_scrap: u32,
}

/// One player's scored line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftPlayerScore")]
pub struct PlayerScore {
    pub name: String,
    #[serde(flatten)]
    pub breakdown: Breakdown,
}

/// `drydock spacecraft score --json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftScoreReport")]
pub struct ScoreReport {
    pub players: Vec<PlayerScore>,
    /// Names of the winners (several: a shared win, S8).
    pub winners: Vec<String>,
}

fn target(scores: &str, palette: &Palette) -> Option<Target> {
    let word = scores.trim().to_lowercase();
    if let Some(kind) = Kind::ALL.into_iter().find(|k| k.name() == word) {
        return Some(Target::Kind { kind });
    }
    palette
        .knows(&word)
        .then_some(Target::Colour { colour: word })
}

/// S8 for a scoresheet. `read` loads a player's rocket file by the name the
/// sheet gives. Every problem names the player and the field.
pub fn score_sheet(
    sheet: &Scoresheet,
    read: impl Fn(&str) -> Result<String, ApiError>,
) -> Result<ScoreReport, ApiError> {
    let palette = Palette::with_extra(&sheet.colours);
    let joins = JoinTable::standard();
    if !(1..=4).contains(&sheet.players.len()) {
        return Err(ApiError::bad_file(format!(
            "a scoresheet has 1 to 4 players, not {}",
            sheet.players.len()
        )));
    }
    let launchers = sheet.players.iter().filter(|p| p.launch).count();
    if launchers > 1 {
        return Err(ApiError::bad_file(format!(
            "{launchers} players hold the launch card: there is one (S7)"
        )));
    }
    let mut cards: Vec<(String, Target, u32)> = Vec::new();
    for card in &sheet.advanced_cards {
        let t = target(&card.scores, &palette).ok_or_else(|| {
            ApiError::bad_file(format!(
                "advanced card {}: `{}` is neither a kind of part nor a colour (S5)",
                card.name, card.scores
            ))
        })?;
        cards.push((card.name.clone(), t, card.per_part));
    }
    let mut names = Vec::new();
    let mut scores = Vec::new();
    for p in &sheet.players {
        let who = |m: String| ApiError::bad_file(format!("{}: {m}", p.name));
        let text = match (&p.rocket, &p.grid) {
            (Some(file), None) => read(file)?,
            (None, Some(grid)) => grid.clone(),
            _ => return Err(who("give exactly one of `rocket` (a file) or `grid`".into())),
        };
        let rocket = parse_rocket(&text, &sheet.colours).map_err(|e| e.context(&p.name))?;
        if let Some(v) = joins.check(&rocket).first() {
            return Err(who(format!("the rocket is not legal: {}", v.message)));
        }
        let goal = Goal::new(p.goal)
            .ok_or_else(|| who(format!("personal goal {}: goals are 1 to 8 (S6)", p.goal)))?;
        let measures = Measures::of(&rocket);
        let plan_met = match (p.plan_fulfilled, &sheet.plan) {
            (Some(met), _) => met,
            (None, Some(plan)) => plan.iter().all(|r| r.met_by(&measures)),
            (None, None) => {
                return Err(who(
                    "say `plan_fulfilled`, or give the sheet's `plan` (S7)".into()
                ))
            }
        };
        if sheet.variant == Variant::Basic && !p.markers.is_empty() {
            return Err(who("markers are for the advanced variant (S5)".into()));
        }
        if sheet.variant == Variant::Advanced && !p.projects.is_empty() {
            return Err(who(
                "the advanced variant has no basic project cards (S5)".into()
            ));
        }
        let mut marked = Vec::new();
        for name in &p.markers {
            let (card, t, per_part) =
                cards.iter().find(|(n, _, _)| n == name).ok_or_else(|| {
                    who(format!(
                        "a marker on `{name}`, which is not in `advanced_cards`"
                    ))
                })?;
            if marked.iter().any(|m: &Marked| &m.card == card) {
                continue; // S5: more markers on one card give nothing more.
            }
            marked.push(Marked {
                card: card.clone(),
                target: t.clone(),
                per_part: *per_part,
            });
        }
        names.push(p.name.clone());
        scores.push(breakdown(
            sheet.variant,
            &Sheet {
                occurrences: occurrences(&rocket),
                measures,
                goal: Some(goal),
                launch: p.launch,
                plan_met,
                projects: p.projects.clone(),
                marked,
                unused_scrap: p.unused_scrap,
            },
        ));
    }
    let won = winners(&scores);
    Ok(ScoreReport {
        winners: won.iter().map(|i| names[*i].clone()).collect(),
        players: names
            .into_iter()
            .zip(scores)
            .map(|(name, breakdown)| PlayerScore { name, breakdown })
            .collect(),
    })
}

/// What a table entered in earlier Space Craft sessions, offered again.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftLibrary")]
pub struct Library {
    /// The newest session's setup (plan, countdown, colours, cards…).
    pub last_setup: Option<Setup>,
    /// Basic project cards drawn before, newest first, each once.
    pub cards: Vec<BasicCard>,
    /// Advanced cards laid out before, each once.
    pub advanced_cards: Vec<AdvancedCard>,
}

/// How many recent sessions the library looks through.
const LIBRARY_SESSIONS: u32 = 200;

impl Api {
    pub fn spacecraft_library(&self) -> Result<Library, ApiError> {
        let id = crate::games::spacecraft::Spacecraft::ID;
        let last_setup = self
            .store()
            .newest_setup(id)?
            .and_then(|text| serde_json::from_str::<Setup>(&text).ok());
        let mut cards: Vec<BasicCard> = Vec::new();
        // The text test only skips entries that cannot hold a revealed
        // card; each one that may is decoded as the log entry it is.
        for payload in self
            .store()
            .payloads_matching(id, "\"card_revealed\"", LIBRARY_SESSIONS)?
        {
            let events = match Entry::<Command, Event>::decode_text(0, &payload) {
                Ok(Entry::Command { events, .. } | Entry::Events { events }) => events,
                _ => continue,
            };
            for event in events {
                if let Event::CardRevealed { card, .. } = event {
                    if !cards.contains(&card) {
                        cards.push(card);
                    }
                }
            }
        }
        let mut advanced_cards: Vec<AdvancedCard> = Vec::new();
        if let Some(setup) = &last_setup {
            for card in &setup.advanced_cards {
                if !advanced_cards.contains(card) {
                    advanced_cards.push(card.clone());
                }
            }
        }
        Ok(Library {
            last_setup,
            cards,
            advanced_cards,
        })
    }
}
