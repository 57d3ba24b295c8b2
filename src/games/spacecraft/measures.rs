//! What a rocket counts for: parts per kind and per colour, width and height
//! (S3). Requirements on these counts are in [`super::projects`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::part::{Kind, KNOWN_COLOURS};
use super::rocket::Rocket;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftMeasures")]
pub struct Measures {
    /// Parts per kind, every kind present (0 when none).
    #[ts(type = "Record<string, number>")]
    pub parts: BTreeMap<String, u32>,
    /// Parts per colour: a two-coloured part counts once for each (S1).
    /// The five known colours are always present.
    #[ts(type = "Record<string, number>")]
    pub colours: BTreeMap<String, u32>,
    /// S3: the most parts in any one row.
    pub width: u32,
    /// S3: the most parts in any one column.
    pub height: u32,
    pub total: u32,
}

impl Measures {
    pub fn of(rocket: &Rocket) -> Measures {
        let mut parts: BTreeMap<String, u32> = Kind::ALL
            .iter()
            .map(|k| (k.name().to_string(), 0))
            .collect();
        let mut colours: BTreeMap<String, u32> =
            KNOWN_COLOURS.iter().map(|c| (c.to_string(), 0)).collect();
        let mut rows = vec![0u32; rocket.rows()];
        let mut cols = vec![0u32; rocket.cols()];
        let mut total = 0;
        for (r, c, part) in rocket.parts() {
            *parts.entry(part.kind.name().to_string()).or_default() += 1;
            for colour in part.colours() {
                *colours.entry(colour.clone()).or_default() += 1;
            }
            rows[r] += 1;
            cols[c] += 1;
            total += 1;
        }
        Measures {
            parts,
            colours,
            width: rows.into_iter().max().unwrap_or(0),
            height: cols.into_iter().max().unwrap_or(0),
            total,
        }
    }

    pub fn kind(&self, kind: Kind) -> u32 {
        self.parts.get(kind.name()).copied().unwrap_or(0)
    }

    pub fn colour(&self, colour: &str) -> u32 {
        self.colours.get(colour).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spacecraft::part::Palette;

    #[test]
    fn s3_width_and_height_count_parts_in_a_row_and_a_column() {
        let r = Rocket::parse(
            ".       N:gold .\nW:white H:grey X:yellow+white\n.       H:blue .\n",
            &Palette::default(),
        )
        .unwrap();
        let m = Measures::of(&r);
        assert_eq!((m.width, m.height, m.total), (3, 3, 5));
        assert_eq!(m.kind(Kind::Hull), 2);
        assert_eq!(m.kind(Kind::Engine), 0);
        // S1: the yellow-white connector counts for both colours.
        assert_eq!(m.colour("white"), 2);
        assert_eq!(m.colour("yellow"), 1);
        assert_eq!(m.colour("grey"), 1);
    }

    #[test]
    fn s3_width_counts_parts_not_span() {
        // Two parts in a row with a gap are width 2, not 3.
        let r = Rocket::parse("H:grey . H:white\n", &Palette::default()).unwrap();
        assert_eq!(Measures::of(&r).width, 2);
    }
}
