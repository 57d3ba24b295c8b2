//! BoardGameGeek play XML (`<plays total page><play date length location>
//! <item name objectid/><comments/><players><player name score win
//! startposition new/></players></play></plays>`): the shape BGG's own XML
//! API returns for a user's plays, for the tools that read that. BGG itself
//! has no XML import. A play's `date` is the local day it was played; its
//! `objectid` is the game's BGG id where the table gave one; Drydock gives
//! no play `id`, since BGG play ids are BGG's own. Written with quick-xml,
//! which escapes text and attributes. The app makes no network access.

use std::io;

use quick_xml::events::{BytesDecl, BytesText, Event};
use quick_xml::Writer;

use super::results::{by_session, ResultRow};

/// XML 1.0 allows no control characters but tab and line breaks; a note
/// holding one (pasted from elsewhere) would make the file unreadable.
fn xml_text(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

fn day(row: &ResultRow) -> String {
    row.local_start().map_or_else(
        || {
            row.started_at
                .get(..10)
                .unwrap_or(&row.started_at)
                .to_string()
        },
        |t| t.format("%Y-%m-%d").to_string(),
    )
}

fn write_play(w: &mut Writer<Vec<u8>>, seats: &[ResultRow]) -> io::Result<()> {
    let first = &seats[0];
    let length = first.minutes.unwrap_or(0).to_string();
    let name = xml_text(first.played_game_name());
    let objectid = first.bgg_id.map(|id| id.to_string());
    let location = xml_text(&first.location);
    w.create_element("play")
        .with_attributes([
            ("date", day(first).as_str()),
            ("quantity", "1"),
            ("length", length.as_str()),
            ("incomplete", "0"),
            ("nowinstats", "0"),
            ("location", location.as_str()),
        ])
        .write_inner_content(|w| {
            let item = w
                .create_element("item")
                .with_attribute(("name", name.as_str()))
                .with_attribute(("objecttype", "thing"));
            match &objectid {
                Some(id) => item
                    .with_attribute(("objectid", id.as_str()))
                    .write_empty()?,
                None => item.write_empty()?,
            };
            if !first.notes.trim().is_empty() {
                w.create_element("comments")
                    .write_text_content(BytesText::new(&xml_text(&first.notes)))?;
            }
            w.create_element("players").write_inner_content(|w| {
                for r in seats {
                    write_player(w, r)?;
                }
                Ok(())
            })?;
            Ok(())
        })?;
    Ok(())
}

fn write_player(w: &mut Writer<Vec<u8>>, r: &ResultRow) -> io::Result<()> {
    let position = (r.seat + 1).to_string();
    let score = r.score.map(|s| s.to_string()).unwrap_or_default();
    w.create_element("player")
        .with_attributes([
            ("username", ""),
            ("name", xml_text(&r.player).as_str()),
            ("startposition", position.as_str()),
            ("color", ""),
            ("score", score.as_str()),
            ("new", "0"),
            ("rating", "0"),
            ("win", if r.winner { "1" } else { "0" }),
        ])
        .write_empty()?;
    Ok(())
}

/// Finished sessions only: BGG logs plays that happened.
pub(super) fn plays_xml(rows: &[ResultRow]) -> io::Result<String> {
    let finished: Vec<&[ResultRow]> = by_session(rows)
        .filter(|seats| seats[0].ended_at.is_some())
        .collect();
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("utf-8"), None)))?;
    let total = finished.len().to_string();
    w.create_element("plays")
        .with_attributes([("total", total.as_str()), ("page", "1")])
        .write_inner_content(|w| {
            for seats in finished {
                write_play(w, seats)?;
            }
            Ok(())
        })?;
    let mut text = String::from_utf8(w.into_inner()).map_err(io::Error::other)?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_other_than_line_breaks_are_dropped() {
        assert_eq!(xml_text("a\u{1}b\nc\td"), "ab\nc\td");
    }
}
