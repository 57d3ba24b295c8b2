//! BoardGameGeek play XML (`<plays total page><play date length location>
//! <item name/><players><player name score win startposition new/>
//! </players></play></plays>`): the shape BGG's own XML API returns for a
//! user's plays, for the tools that read that. BGG itself has no XML
//! import. A play's `date` is the local day it was played; Drydock gives
//! no `id`, since BGG play ids are BGG's own. The app makes no network
//! access.

use super::results::{by_session, ResultRow};

/// Escapes text for an XML attribute.
fn attr(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' => out.push_str("&#10;"),
            c if (c as u32) < 0x20 && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// Finished sessions only: BGG logs plays that happened.
pub(super) fn plays_xml(rows: &[ResultRow]) -> String {
    let finished: Vec<&[ResultRow]> = by_session(rows)
        .filter(|seats| seats[0].ended_at.is_some())
        .collect();
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<plays total=\"{}\" page=\"1\">\n",
        finished.len()
    );
    for seats in finished {
        let first = &seats[0];
        let name = first.played_game_name();
        let day = first.local_start().map_or_else(
            || {
                first
                    .started_at
                    .get(..10)
                    .unwrap_or(&first.started_at)
                    .to_string()
            },
            |t| t.format("%Y-%m-%d").to_string(),
        );
        out.push_str(&format!(
            "  <play date=\"{}\" quantity=\"1\" length=\"{}\" incomplete=\"0\" nowinstats=\"0\" location=\"\">\n",
            attr(&day),
            first.minutes.unwrap_or(0),
        ));
        out.push_str(&format!(
            "    <item name=\"{}\" objecttype=\"thing\"/>\n",
            attr(name)
        ));
        out.push_str("    <players>\n");
        for r in seats {
            out.push_str(&format!(
                "      <player username=\"\" name=\"{}\" startposition=\"{}\" color=\"\" score=\"{}\" new=\"0\" rating=\"0\" win=\"{}\"/>\n",
                attr(&r.player),
                r.seat + 1,
                r.score.map(|s| s.to_string()).unwrap_or_default(),
                u8::from(r.winner),
            ));
        }
        out.push_str("    </players>\n  </play>\n");
    }
    out.push_str("</plays>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_escape_markup_and_drop_control_characters() {
        assert_eq!(attr("Ann & \"Bo\" <3"), "Ann &amp; &quot;Bo&quot; &lt;3");
        assert_eq!(attr("a\u{1}b"), "ab");
    }
}
