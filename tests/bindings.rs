//! The TypeScript types under `ui/src/bindings/` are generated from the Rust
//! DTOs by ts-rs. This test fails when a committed file differs from what the
//! Rust types generate (or a stale file lingers); regenerate with
//! `DRYDOCK_UPDATE_BINDINGS=1 cargo test --test bindings`, which also writes
//! the command client `ui/src/lib/commands.ts`.

use std::{collections::BTreeMap, fs, path::Path};

use drydock::{
    api,
    games::{flicky, rickety, scorepad, ships, spacecraft},
    session, store,
};
use ts_rs::TS;

fn generated() -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    macro_rules! add {
        ($($ty:ty),* $(,)?) => {$(
            let path = <$ty as TS>::output_path().expect("derived types have a path");
            let text = <$ty as TS>::export_to_string().expect("the type exports");
            files.insert(path.display().to_string(), text);
        )*};
    }
    add!(
        api::Action,
        api::ApiError,
        api::ErrorCode,
        api::ErrorDetails,
        api::GameInfo,
        api::GameId,
        api::GameSetup,
        api::GameCommand,
        api::GameView,
        api::NewPlayer,
        api::PlayerDto,
        api::SeatResult,
        api::SessionPage,
        api::SessionQuery,
        api::SessionSummary,
        api::SessionView,
        api::StartSession,
        api::StatusFilter,
        api::ScoreSeries,
        api::ScorePoint,
        api::PlayerEdit,
        api::StatsQuery,
        api::Stats,
        api::PlayerStats,
        api::Opponent,
        api::GameStats,
        api::ScoreBucket,
        api::FigureTotal,
        api::FigureShare,
        api::MonthPlays,
        api::YearRecord,
        api::PlayerCountStats,
        api::ExportFormat,
        api::ExportQuery,
        api::ImportReport,
        api::TrashEntry,
        api::ResultCorrection,
        api::GuestDto,
        api::SeatChoice,
        api::EditStep,
        store::Change,
        store::PlaySpan,
        api::BackupInfo,
        api::BgStatsLink,
        api::ExportedFile,
        session::Figure,
        session::FigureUnit,
        session::Outcome,
        session::Seat,
        session::TimelineStep,
        scorepad::Command,
        scorepad::Setup,
        scorepad::View,
        scorepad::WinRule,
        api::rickety::CheckReport,
        api::rickety::ShapeInfo,
        api::DeckInfo,
        api::DeckPhoto,
        api::EnrolReport,
        api::EnrolledPhoto,
        api::vision::PhotoInfo,
        api::vision::SeenStacks,
        api::vision::PhotoReading,
        api::vision::RecognizeReport,
        api::vision::SeenCard,
        api::vision::SeenCell,
        api::vision::SeenGrid,
        rickety::Card,
        rickety::CellEntryWire,
        rickety::LayoutWire,
        rickety::Command,
        rickety::Phase,
        rickety::RoundView,
        rickety::Setup,
        rickety::ShapeGrid,
        rickety::ShapeView,
        rickety::Ship,
        rickety::StackWire,
        rickety::Suit,
        rickety::View,
        rickety::legality::Violation,
        rickety::round::RoundPlayer,
        rickety::round::RoundReport,
        rickety::scoring::Awards,
        rickety::scoring::Totals,
        rickety::shape::Role,
        flicky::catalog::Group,
        flicky::catalog::Upgrade,
        flicky::catalog::UpgradeId,
        flicky::Collected,
        flicky::Command,
        flicky::EndMeter,
        flicky::Phase,
        flicky::Pile,
        flicky::Player,
        flicky::Setup,
        flicky::ShopEntry,
        flicky::View,
        flicky::Terrain,
        flicky::payment::Payment,
        flicky::resources::Resource,
        flicky::resources::Resources,
        flicky::scoring::Score,
        api::spacecraft::CheckReport,
        api::spacecraft::Library,
        api::spacecraft::PlayerScore,
        api::spacecraft::ScoreReport,
        api::spacecraft::Scoresheet,
        api::spacecraft::SheetCard,
        api::spacecraft::SheetPlayer,
        spacecraft::Command,
        spacecraft::view::Countdown,
        spacecraft::view::Display,
        spacecraft::End,
        spacecraft::view::LeaveView,
        spacecraft::Phase,
        spacecraft::view::Player,
        spacecraft::Row,
        spacecraft::Setup,
        spacecraft::view::Slot,
        spacecraft::View,
        spacecraft::Step,
        spacecraft::view::Track,
        spacecraft::goals::Goal,
        spacecraft::joins::Join,
        spacecraft::joins::JoinTable,
        spacecraft::joins::Side,
        spacecraft::joins::Violation,
        spacecraft::measures::Measures,
        spacecraft::part::Kind,
        spacecraft::part::PartWire,
        spacecraft::RocketEntry,
        spacecraft::projects::AdvancedCard,
        spacecraft::projects::BasicCard,
        spacecraft::projects::Requirement,
        spacecraft::projects::Target,
        spacecraft::scoring::AdvancedLine,
        spacecraft::scoring::Breakdown,
        spacecraft::scoring::Variant,
        spacecraft::scrap::Tile,
        spacecraft::scrap::Exchange,
        spacecraft::PartEntry,
        spacecraft::scrap::Column,
        spacecraft::EndCause,
        api::ships::Library,
        ships::actions::ActionBox,
        ships::actions::ActionCost,
        ships::actions::CardAction,
        ships::actions::Cube,
        ships::actions::PaidAction,
        ships::board::AgeData,
        ships::board::BoardData,
        ships::cards::Card,
        ships::cards::CardData,
        ships::cards::Era,
        ships::Age,
        ships::Bonus,
        ships::Command,
        ships::Cubes,
        ships::DiscFrom,
        ships::DisplayCard,
        ships::GoodsFrom,
        ships::LedgerEntry,
        ships::LocationInput,
        ships::Phase,
        ships::Player,
        ships::Setup,
        ships::ShipBox,
        ships::View,
        ships::Stock,
        ships::gold::Good,
        ships::goods::Goods,
    );
    files
}

#[test]
fn typescript_bindings_are_up_to_date() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/bindings");
    let want = generated();
    if std::env::var_os("DRYDOCK_UPDATE_BINDINGS").is_some() {
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("create ui/src/bindings");
        for (name, text) in &want {
            fs::write(dir.join(name), text).expect("write binding");
        }
    }
    let mut stale = Vec::new();
    for (name, text) in &want {
        match fs::read_to_string(dir.join(name)) {
            Ok(found) if found == *text => {}
            Ok(_) => stale.push(format!("{name} differs from the Rust type")),
            Err(_) => stale.push(format!("{name} is missing")),
        }
    }
    for entry in fs::read_dir(&dir)
        .expect("ui/src/bindings exists")
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !want.contains_key(&name) {
            stale.push(format!("{name} is no longer generated by any Rust type"));
        }
    }
    assert!(
        stale.is_empty(),
        "TypeScript bindings are stale; run DRYDOCK_UPDATE_BINDINGS=1 cargo test --test bindings\n{}",
        stale.join("\n")
    );
}

/// The TypeScript client is generated from the core's command list: a
/// command added, renamed or given another argument there changes
/// `ui/src/lib/commands.ts`, and this fails until it is written again.
#[test]
fn typescript_client_is_up_to_date() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/lib/commands.ts");
    let want = api::commands::typescript_client();
    if std::env::var_os("DRYDOCK_UPDATE_BINDINGS").is_some() {
        fs::write(&path, &want).expect("write ui/src/lib/commands.ts");
    }
    let found = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        found == want,
        "ui/src/lib/commands.ts is stale; run DRYDOCK_UPDATE_BINDINGS=1 cargo test --test bindings"
    );
}

/// The words of a binding's types: its comments and string literals taken
/// out, split where an identifier ends.
fn type_words(text: &str) -> Vec<String> {
    let mut code = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(['/', '"']) {
        code.push_str(&rest[..i]);
        let tail = &rest[i..];
        let end = if tail.starts_with("/*") {
            tail.find("*/").map(|e| e + 2)
        } else if tail.starts_with("//") {
            tail.find('\n')
        } else if let Some(literal) = tail.strip_prefix('"') {
            literal.find('"').map(|e| e + 2)
        } else {
            Some(1)
        };
        let end = end.unwrap_or(tail.len());
        code.push(' ');
        rest = &tail[end..];
    }
    code.push_str(rest);
    code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Issue 20's contract: nothing the window is given or sends is loose JSON
/// (`unknown`, `any`, a `serde_json::Value`) or names a game by a bare
/// string (`game: string` instead of `GameId`).
#[test]
fn the_window_contract_has_no_loose_json_and_no_game_name_strings() {
    let mut loose = Vec::new();
    for (name, text) in generated() {
        let words = type_words(&text);
        for (i, word) in words.iter().enumerate() {
            let next = words.get(i + 1).map(String::as_str);
            if word == "unknown" || word == "any" || (word == "game:" && next == Some("string")) {
                loose.push(format!(
                    "{name}: `{word}{}`",
                    next.filter(|_| word == "game:")
                        .map(|n| format!(" {n}"))
                        .unwrap_or_default()
                ));
            }
        }
    }
    assert!(
        loose.is_empty(),
        "loose types in the window's contract:\n{}",
        loose.join("\n")
    );
}

#[test]
fn type_words_skip_comments_and_strings() {
    let words = type_words("/** unknown */ export type E = \"unknown_game\" | \"any\"; // any\nexport type F = { game: string, x: unknown };");
    assert_eq!(
        words.iter().filter(|w| *w == "unknown").count(),
        1,
        "{words:?}"
    );
    assert!(words.contains(&"game:".to_string()));
    assert!(!words.contains(&"any".to_string()));
}
