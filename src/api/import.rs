//! One entry point for every import, recognising the file by its content:
//! a Drydock archive or session export (`archive`), a BG Stats backup
//! (`bgstats_import`) or BGG play XML (`bgg_import`). Every import checks
//! the whole file first, says per item what it adds and what it skips,
//! and writes in one transaction or not at all.

use super::{bgg_import, bgstats_import, Api, ApiError, ImportReport};

/// What a file is, from its first characters and top-level keys.
enum Kind {
    Drydock,
    BgStats,
    BggXml,
}

fn kind(text: &str) -> Kind {
    #[derive(serde::Deserialize)]
    struct Probe {
        format: Option<serde::de::IgnoredAny>,
        plays: Option<serde::de::IgnoredAny>,
        games: Option<serde::de::IgnoredAny>,
    }
    if text.trim_start().starts_with('<') {
        return Kind::BggXml;
    }
    match serde_json::from_str::<Probe>(text) {
        Ok(p) if p.format.is_none() && p.plays.is_some() && p.games.is_some() => Kind::BgStats,
        _ => Kind::Drydock,
    }
}

impl Api {
    /// Imports the file's text, whatever it is of the formats Drydock
    /// reads; with `dry_run` nothing is written and the report says what
    /// would be.
    pub fn import_text(&mut self, text: &str, dry_run: bool) -> Result<ImportReport, ApiError> {
        match kind(text) {
            Kind::Drydock => {
                let archive = Api::parse_archive(text)?;
                self.import_archive(&archive, dry_run)
            }
            Kind::BgStats => {
                let file = bgstats_import::parse(text)?;
                let (plays, players) = bgstats_import::plays(&file)?;
                self.import_plays("bgstats", &plays, &players, dry_run)
            }
            Kind::BggXml => {
                let (plays, players) = bgg_import::plays(text)?;
                self.import_plays("bgg", &plays, &players, dry_run)
            }
        }
    }
}
