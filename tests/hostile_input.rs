//! Whatever text a user, a file or a photo pipeline hands the parsers, the
//! answer is a value or a clear error — never a panic, never a hang.

use drydock::api::Api;
use drydock::games::rickety::{check, Layout, Shape, Stack};
use proptest::prelude::*;

/// Text made mostly of the characters the formats use, so the parsers get
/// past their first line of defence.
fn format_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "7", "H", "S", "D", "C", "♥", "♠", "10", "A", "K", "Q", "J", "/", "^", "3", "12", " ",
            "\t", "\n", ".", "#", "R", "x", "0", "99", "-",
        ]),
        0..120,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn layout_text_never_panics_and_parsed_layouts_can_be_judged(text in format_like()) {
        if let Ok(layout) = Layout::parse(&text) {
            let shape = Shape::built_in("basic").unwrap();
            let result = check(&layout, &shape, 2);
            prop_assert!(result.legal.is_some() || result.undetermined.is_some());
            // The text form parses back to the same layout.
            prop_assert_eq!(Layout::parse(&layout.to_text()).ok(), Some(layout));
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in "\\PC{0,200}") {
        let _ = Layout::parse(&text);
        let _ = Shape::parse("fuzz", &text);
        let _ = Stack::parse(&text);
        let _ = Api::parse_export(&text);
        let _ = serde_json::from_str::<drydock::api::Script>(&text);
    }

    #[test]
    fn shape_text_never_panics(text in format_like()) {
        if let Ok(shape) = Shape::parse("fuzz", &text) {
            prop_assert_eq!(shape.positions().filter(|p| shape.role(*p) == Some(drydock::games::rickety::Role::Start)).count(), 1);
        }
    }
}

#[test]
fn a_grid_of_hostile_photo_stacks_is_judged_quickly() {
    // 64 x 64 cells each claiming 12 chips: every stack breaks R5, and the
    // search must still answer without trying 4,096 walks per cell.
    let row = vec!["AH^12"; 64].join(" ");
    let text = vec![row; 64].join("\n");
    let layout = Layout::parse(&text).expect("a big but readable layout");
    let result = check(&layout, &Shape::built_in("basic").unwrap(), 4);
    assert_eq!(result.legal, Some(false));
    assert!(result.violations.iter().any(|v| v.rule == "R5"));
    assert!(
        result.violations.iter().any(|v| v.rule == "R6"),
        "cells outside the shape"
    );
}
