//! The entry points the fuzzers drive (`fuzz/`), one per parser that takes
//! input from outside: a layout, a shape, a rocket, a scripted session, an
//! import file and a photo. Each takes raw bytes, as a file would give
//! them, and must return (a value or an error) without panicking, hanging
//! or allocating without bound. `tests/fuzz_corpus.rs` runs the same
//! functions over the kept corpora, so every crasher found stays a
//! regression test on stable Rust.
//!
//! What the parsers answer is checked elsewhere; here only "returns" is.

use crate::api::Api;
use crate::games::rickety::{check, Layout, Shape};
use crate::games::spacecraft::{JoinTable, Palette, Rocket};

/// A fuzz target: the name of its folder under `fuzz/corpus/`, and its
/// entry point.
pub type Target = (&'static str, fn(&[u8]));

/// The fuzz targets.
pub const TARGETS: [Target; 6] = [
    ("rickety_layout", rickety_layout),
    ("rickety_shape", rickety_shape),
    ("spacecraft_rocket", spacecraft_rocket),
    ("script", script),
    ("import", import),
    ("photo", photo),
];

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A Rickety layout, judged on the basic shape when it parses.
pub fn rickety_layout(data: &[u8]) {
    if let Some(layout) = text(data).and_then(|t| Layout::parse(t).ok()) {
        if let Some(shape) = Shape::built_in("basic") {
            let _ = check(&layout, &shape, 2);
        }
    }
}

pub fn rickety_shape(data: &[u8]) {
    if let Some(t) = text(data) {
        let _ = Shape::parse("fuzz", t);
    }
}

/// A Space Craft rocket, judged when it parses.
pub fn spacecraft_rocket(data: &[u8]) {
    if let Some(t) = text(data) {
        if let Ok(rocket) = Rocket::parse(t, &Palette::with_extra(&[])) {
            let _ = crate::api::spacecraft::check_rocket(&rocket, &JoinTable::standard());
        }
    }
}

/// A scripted session, played on the scorepad when it parses.
pub fn script(data: &[u8]) {
    if let Some(parsed) =
        text(data).and_then(|t| serde_json::from_str::<crate::api::Script>(t).ok())
    {
        // Bounded: a script of thousands of actions is a test of patience,
        // not of parsing.
        if parsed.actions.len() <= 64 && parsed.players.len() <= 8 {
            let _ = Api::run_script(crate::api::GameId::Scorepad, &parsed);
        }
    }
}

/// An import file, checked as a dry run into an empty database.
pub fn import(data: &[u8]) {
    if let Some(archive) = text(data).and_then(|t| Api::parse_archive(t).ok()) {
        if let Ok(mut api) = Api::in_memory() {
            let _ = api.import_archive(&archive, true);
        }
    }
}

/// Photo bytes through the bounded decoder.
pub fn photo(data: &[u8]) {
    let _ = crate::vision::decode::decode(data);
}
