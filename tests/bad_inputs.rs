//! The `tests/bad_inputs/` corpus: every file gets exit status 2 and a
//! message that names the problem, never a panic, and the database stays
//! empty (see tests/bad_inputs/README.md).

use std::path::{Path, PathBuf};
use std::process::Command;

use rstest::rstest;

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bad_inputs")
        .join(name)
}

/// Runs `drydock --db <fresh> ARGS FILE`; returns (status, stderr, how
/// many sessions the database holds afterwards).
fn run(args: &[&str], file: &Path) -> (Option<i32>, String, u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let out = Command::new(env!("CARGO_BIN_EXE_drydock"))
        .arg("--db")
        .arg(&db)
        .args(args)
        .arg(file)
        .output()
        .expect("drydock runs");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("panicked"), "a panic: {stderr}");
    let sessions = if db.exists() {
        rusqlite::Connection::open(&db)
            .and_then(|c| c.query_row("SELECT count(*) FROM sessions", [], |r| r.get::<_, i64>(0)))
            .map_or(0, |n| n.unsigned_abs())
    } else {
        0
    };
    (out.status.code(), stderr, sessions)
}

#[rstest]
#[case::empty_layout("empty.txt", &["rickety", "check"], "the layout is empty")]
#[case::empty_script("empty.txt", &["play", "scorepad"], "not a valid script")]
#[case::empty_import("empty.txt", &["import"], "not valid JSON")]
#[case::empty_photo("empty.txt", &["recognize"], "the photo is empty")]
#[case::binary_layout("binary.bin", &["rickety", "check"], "not UTF-8 text")]
#[case::binary_rocket("binary.bin", &["spacecraft", "check"], "not UTF-8 text")]
#[case::binary_import("binary.bin", &["import"], "not UTF-8 text")]
#[case::binary_photo("binary.bin", &["recognize"], "not a photo Drydock can read")]
#[case::invalid_utf8("invalid-utf8.layout", &["rickety", "check"], "invalid byte at offset 6")]
#[case::bom_only_import("bom-only.json", &["import"], "not valid JSON")]
#[case::truncated_archive("truncated-archive.json", &["import"], "cut short")]
#[case::null_import("null.json", &["import"], "not a Drydock export")]
#[case::null_script("null.json", &["play", "scorepad"], "not a valid script")]
#[case::script_wrong_types("script-wrong-types.json", &["play", "scorepad"], "expected a sequence")]
#[case::rocket_unknown_colour("rocket-garbage.rocket", &["spacecraft", "check"], "line 2, cell 1")]
#[case::png_header_bomb("bomb-30000x30000.png", &["recognize"], "the limit is 50 megapixels")]
#[case::one_pixel("one-pixel.png", &["recognize"], "too small to show a ship")]
#[case::truncated_jpeg("truncated.jpg", &["recognize"], "damaged or truncated")]
fn a_bad_file_gets_a_clear_error_and_changes_nothing(
    #[case] file: &str,
    #[case] args: &[&str],
    #[case] says: &str,
) {
    let (status, stderr, sessions) = run(args, &corpus(file));
    assert_eq!(
        status,
        Some(2),
        "{file} with {args:?}: exit 2 for a bad file ({stderr})"
    );
    assert!(
        stderr.contains(says),
        "{file} with {args:?}: expected {says:?} in {stderr:?}"
    );
    assert_eq!(sessions, 0, "{file}: nothing written");
}

#[rstest]
#[case::deeply_nested_import("nested.json", &["import"], "not a Drydock export")]
#[case::deeply_nested_script("nested.json", &["play", "scorepad"], "recursion limit")]
#[case::deeply_nested_layout("nested.json", &["rickety", "check"], "(200000 characters)")]
#[case::layout_of_100k_rows("long.layout", &["rickety", "check"], "at most 64 by 64 cells")]
#[case::huge_single_line_layout("line.layout", &["rickety", "check"], "characters)")]
#[case::huge_rocket("line.layout", &["spacecraft", "check"], "more than 64 KB")]
fn a_huge_file_is_refused_quickly_with_a_short_message(
    #[case] file: &str,
    #[case] args: &[&str],
    #[case] says: &str,
) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(file);
    let text = match file {
        "nested.json" => format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
        "long.layout" => vec!["AS 2H 3C"; 100_000].join("\n"),
        _ => "A".repeat(10_000_000),
    };
    std::fs::write(&path, text).expect("write");
    let (status, stderr, sessions) = run(args, &path);
    assert_eq!(status, Some(2), "{file}: {stderr}");
    assert!(
        stderr.contains(says),
        "{file}: expected {says:?} in {stderr:?}"
    );
    assert!(
        stderr.len() < 400,
        "{file}: the message stays short ({} bytes)",
        stderr.len()
    );
    assert_eq!(sessions, 0);
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bom.layout");
    let layout = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/vision/basic-legal.layout"),
    )
    .expect("fixture");
    std::fs::write(&path, format!("\u{feff}{layout}")).expect("write");
    let (status, stderr, _) = run(&["rickety", "check", "--shape", "basic"], &path);
    assert!(
        matches!(status, Some(0 | 1)),
        "read like the same file without a BOM: {stderr}"
    );
}
