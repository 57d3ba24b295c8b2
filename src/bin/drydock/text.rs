//! Plain-text rendering of API answers for people at a terminal. The JSON
//! forms are the contract; these are for reading and may change.

use std::fmt::Write;

use drydock::api::{PlayerDto, SessionPage, SessionView};

pub fn players(players: &[PlayerDto]) -> String {
    if players.is_empty() {
        return "no players yet: add one with `drydock players add NAME`\n".to_string();
    }
    let mut out = String::new();
    for p in players {
        let _ = writeln!(out, "{:>5}  {}  {}", p.id, p.colour, p.name);
    }
    out
}

pub fn page(page: &SessionPage) -> String {
    if page.sessions.is_empty() {
        return "no sessions\n".to_string();
    }
    let mut out = String::new();
    for s in &page.sessions {
        let title = if s.title.is_empty() {
            s.game_name.clone()
        } else {
            format!("{} ({})", s.title, s.game_name)
        };
        let status = if s.ended_at.is_some() {
            "finished"
        } else {
            "open"
        };
        let seats: Vec<String> = s
            .seats
            .iter()
            .map(|seat| match seat.score {
                Some(score) => format!("{} {score}", seat.name),
                None => seat.name.clone(),
            })
            .collect();
        let winners = if s.winners.is_empty() {
            String::new()
        } else {
            format!("  won by {}", s.winners.join(" & "))
        };
        let _ = writeln!(
            out,
            "{:>5}  {}  {:<8}  {}: {}{}",
            s.id,
            s.started_at.get(..16).unwrap_or(&s.started_at),
            status,
            title,
            seats.join(", "),
            winners
        );
    }
    let shown = page.offset as u64 + page.sessions.len() as u64;
    if shown < page.total {
        let _ = writeln!(out, "… {} more (use --offset {shown})", page.total - shown);
    }
    out
}

pub fn session(view: &SessionView) -> String {
    let mut out = String::new();
    let title = if view.title.is_empty() {
        view.game_name.clone()
    } else {
        format!("{} ({})", view.title, view.game_name)
    };
    let status = match &view.ended_at {
        Some(ended) => format!("finished {ended}"),
        None => "open".to_string(),
    };
    let _ = writeln!(
        out,
        "session {}: {title}, started {}, {status}",
        view.id, view.started_at
    );
    for (seat, player) in view.seats.iter().enumerate() {
        let score = view.outcome.scores.get(seat).copied().unwrap_or(0);
        let mark = if view.outcome.winners.contains(&seat) {
            "  ★ winner"
        } else {
            ""
        };
        let place = match view.outcome.places.get(seat) {
            Some(place) => format!("  place {place}"),
            None => String::new(),
        };
        let _ = writeln!(out, "  {:<20} {score:>8}{mark}{place}", player.name);
    }
    if !view.timeline.is_empty() {
        let _ = writeln!(out, "timeline:");
        for step in &view.timeline {
            let undone = if step.undone { "  (undone)" } else { "" };
            let _ = writeln!(
                out,
                "  {:>4}  {}  {}{undone}",
                step.seq, step.at, step.summary
            );
        }
    }
    if !view.edits.is_empty() {
        let _ = writeln!(out, "corrected after it finished:");
        for edit in &view.edits {
            let _ = writeln!(out, "  {:>4}  {}  {}", edit.seq, edit.at, edit.text);
        }
    }
    out
}
