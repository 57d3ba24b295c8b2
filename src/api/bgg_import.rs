//! Reading BGG play XML (a user's plays as BGG's XML API returns them, or
//! Drydock's own BGG export) into plays for `outside::import_plays`. BGG
//! records a play's day, not its hour: a play is taken to start at noon
//! on that day, local time. A BGG play id becomes a name-based UUID, so the
//! same file imported twice adds nothing the second time. The item's
//! `objectid` is remembered as the game's BGG id.
//!
//! quick-xml resolves only XML's predefined entities and character
//! references; a DTD is not read, so no entity expands into more text.

use std::collections::HashMap;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};

use super::fields::shown;
use super::outside::{local_to_stored, OutsidePlay, OutsidePlayer, OutsideSeat, PlayKind};
use super::ApiError;

/// The most plays one file may hold.
const MAX_PLAYS: usize = 100_000;

/// The namespace of the UUIDs made from BGG play ids.
const BGG_PLAYS: uuid::Uuid = uuid::uuid!("a7f1f8a4-3c3e-4d52-9a56-0e4f3e2b7c10");

fn bad(position: u64, what: impl std::fmt::Display) -> ApiError {
    ApiError::bad_file(format!(
        "the BGG play XML is faulty at byte {position}: {what}"
    ))
}

/// The attributes of a tag, unescaped.
fn attributes(tag: &BytesStart<'_>, position: u64) -> Result<HashMap<String, String>, ApiError> {
    let mut out = HashMap::new();
    for attr in tag.attributes() {
        let attr = attr.map_err(|e| bad(position, e))?;
        let key = attr.key.as_ref().to_string();
        let value = attr
            .normalized_value(XmlVersion::Implicit1_0)
            .map_err(|e| bad(position, e))?;
        out.insert(key, value.into_owned());
    }
    Ok(out)
}

#[derive(Default)]
struct Draft {
    attrs: HashMap<String, String>,
    game: String,
    objectid: Option<u32>,
    comments: String,
    seats: Vec<HashMap<String, String>>,
}

/// The plays of a BGG play XML file and the players they name.
pub(super) fn plays(text: &str) -> Result<(Vec<OutsidePlay>, Vec<OutsidePlayer>), ApiError> {
    let mut reader = Reader::from_str(text);
    let mut drafts: Vec<Draft> = Vec::new();
    let mut current: Option<Draft> = None;
    let mut in_comments = false;
    let mut saw_root = false;
    loop {
        let position = reader.buffer_position();
        let event = reader.read_event().map_err(|e| bad(position, e))?;
        let opens = matches!(event, Event::Start(_));
        match event {
            Event::Start(tag) | Event::Empty(tag) => {
                let name = tag.name();
                match name.as_ref() {
                    "plays" => saw_root = true,
                    "play" => {
                        if drafts.len() >= MAX_PLAYS {
                            return Err(ApiError::bad_file(format!(
                                "the file holds more than {MAX_PLAYS} plays; Drydock imports at most {MAX_PLAYS} at once"
                            )));
                        }
                        current = Some(Draft {
                            attrs: attributes(&tag, position)?,
                            ..Draft::default()
                        });
                    }
                    "item" => {
                        let attrs = attributes(&tag, position)?;
                        if let Some(play) = current.as_mut() {
                            play.game = attrs.get("name").cloned().unwrap_or_default();
                            play.objectid = attrs
                                .get("objectid")
                                .and_then(|id| id.trim().parse().ok())
                                .filter(|&id| id > 0);
                        }
                    }
                    "player" => {
                        let attrs = attributes(&tag, position)?;
                        if let Some(play) = current.as_mut() {
                            play.seats.push(attrs);
                        }
                    }
                    "comments" => in_comments = opens,
                    _ => {}
                }
            }
            Event::Text(text) if in_comments => {
                if let Some(play) = current.as_mut() {
                    play.comments.push_str(&text.xml10_content());
                }
            }
            Event::CData(text) if in_comments => {
                if let Some(play) = current.as_mut() {
                    play.comments.push_str(&text.xml10_content());
                }
            }
            Event::GeneralRef(reference) if in_comments => {
                let resolved = match reference.resolve_char_ref().map_err(|e| bad(position, e))? {
                    Some(c) => c.to_string(),
                    None => quick_xml::escape::resolve_predefined_entity(
                        &reference.clone().into_inner(),
                    )
                    .ok_or_else(|| bad(position, "an entity XML does not define"))?
                    .to_string(),
                };
                if let Some(play) = current.as_mut() {
                    play.comments.push_str(&resolved);
                }
            }
            Event::End(tag) => match tag.name().as_ref() {
                "comments" => in_comments = false,
                "play" => drafts.extend(current.take()),
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
    }
    if !saw_root {
        return Err(ApiError::bad_file(
            "the XML file is not BGG play XML: it has no <plays> element",
        ));
    }
    let mut players = Vec::new();
    let plays = drafts
        .into_iter()
        .enumerate()
        .map(|(n, draft)| play(n, draft, &mut players))
        .collect::<Result<_, _>>()?;
    Ok((plays, players))
}

fn play(n: usize, draft: Draft, players: &mut Vec<OutsidePlayer>) -> Result<OutsidePlay, ApiError> {
    let get = |key: &str| draft.attrs.get(key).map(String::as_str).unwrap_or_default();
    let date = get("date");
    let label = format!("play {} ({}, {})", n + 1, shown(&draft.game), shown(date));
    if draft.game.trim().is_empty() {
        return Err(ApiError::bad_file(format!(
            "{label}: its <item> names no game"
        )));
    }
    let started_at = local_to_stored(date).ok_or_else(|| {
        ApiError::bad_file(format!(
            "{label}: its date {} is not a day (YYYY-MM-DD)",
            shown(date)
        ))
    })?;
    let uuid = get("id")
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&id| id > 0)
        .map(|id| uuid::Uuid::new_v5(&BGG_PLAYS, id.to_string().as_bytes()).to_string());
    let mut seats = Vec::with_capacity(draft.seats.len());
    for (i, seat) in draft.seats.iter().enumerate() {
        let field = |key: &str| {
            seat.get(key)
                .map(|v| v.trim().to_string())
                .unwrap_or_default()
        };
        let name = match field("name") {
            name if !name.is_empty() => name,
            _ => match field("username") {
                user if !user.is_empty() => user,
                _ => format!("Guest {}", i + 1),
            },
        };
        let guest = field("name").is_empty() && field("username").is_empty();
        if !guest
            && !players
                .iter()
                .any(|p: &OutsidePlayer| p.name.eq_ignore_ascii_case(&name))
        {
            players.push(OutsidePlayer {
                name: name.clone(),
                uuid: None,
            });
        }
        seats.push(OutsideSeat {
            profile: (!guest).then(|| name.clone()),
            name,
            score: field("score"),
            winner: field("win") == "1",
        });
    }
    let notes = draft.comments.trim().to_string();
    let location = get("location").trim().to_string();
    Ok(OutsidePlay {
        label,
        uuid,
        game: draft.game.trim().to_string(),
        bgg_id: draft.objectid,
        highest_wins: None,
        started_at,
        minutes: get("length").trim().parse().unwrap_or(0),
        notes,
        location,
        seats,
        kind: PlayKind::Scored,
    })
}
