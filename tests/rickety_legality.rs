//! Rickety Ships legality (R1–R7), one named case per rule.

use drydock::games::rickety::{check, check_with_budget, Layout, Shape, Stack};
use rstest::rstest;

/// A legal, complete ship on the Basic shape (R3), built card by card.
const LEGAL_BASIC: &str = "\
.  .  5C .  .
.  2S 6S AS .
.  3H 7H 2H .
QC KC 8C JC 10C
KD QD .  QS JH
";

fn basic() -> Shape {
    Shape::built_in("basic").expect("basic is built in")
}

fn judge(text: &str) -> drydock::games::rickety::Check {
    check(
        &Layout::parse(text).expect("test layouts parse"),
        &basic(),
        2,
    )
}

fn with_cell(text: &str, row: usize, col: usize, cell: &str) -> String {
    let mut layout = Layout::parse(text).unwrap();
    let stack = if cell == "." {
        None
    } else {
        Some(Stack::parse(cell).unwrap())
    };
    layout.set(drydock::games::rickety::Pos { row, col }, stack);
    layout.to_text()
}

#[test]
fn r6_a_ship_built_by_the_rules_is_legal_and_complete() {
    let result = judge(LEGAL_BASIC);
    assert_eq!(result.violations, vec![], "no rule is broken");
    assert_eq!(result.legal, Some(true));
    assert!(result.complete, "all 16 cells are built");
}

#[test]
fn r6_empty_cells_make_a_ship_incomplete_not_illegal() {
    let result = judge(&with_cell(LEGAL_BASIC, 4, 4, "."));
    assert_eq!(result.legal, Some(true));
    assert!(!result.complete);
}

#[test]
fn r4_east_neighbour_must_share_suit() {
    // The 2H east of the 7H becomes 5D: other suit than the 7H to its west,
    // and 5 is not ±1 of the A♠ to its north.
    let result = judge(&with_cell(LEGAL_BASIC, 2, 3, "5D"));
    assert_eq!(result.legal, Some(false));
    let v = result
        .violations
        .iter()
        .find(|v| v.row == 2 && v.col == 3)
        .expect("violation at the 5♦");
    assert_eq!(v.rule, "R4");
    assert!(
        v.message
            .contains("5♦ at row 3, col 4 cannot be reached from the 7"),
        "{}",
        v.message
    );
    assert!(v.message.contains("7♥ (west, other suit)"), "{}", v.message);
    assert!(v.message.contains("A♠ (north, not ±1)"), "{}", v.message);
}

#[test]
fn r4_north_neighbour_must_differ_by_exactly_one() {
    // The 5C at the bow becomes 9C: its only neighbour, the 6S south of it,
    // is not one above or below.
    let result = judge(&with_cell(LEGAL_BASIC, 0, 2, "9C"));
    assert_eq!(result.legal, Some(false));
    let v = &result.violations[0];
    assert_eq!((v.rule.as_str(), v.row, v.col), ("R4", 0, 2));
    assert!(
        v.message.ends_with("its neighbour is 6♠ (south, not ±1)"),
        "{}",
        v.message
    );
}

#[test]
fn r4_a_card_needs_to_match_only_one_neighbour() {
    // The 6S north of the 7H becomes 9S: not ±1 of the 7 below it, but the
    // 2S to its west (reached from the 3H under it) shares its suit. The bow
    // card above it becomes a 10D to stay one above the 9.
    let text = with_cell(LEGAL_BASIC, 1, 2, "9S");
    let result = judge(&with_cell(&text, 0, 2, "10D"));
    assert_eq!(result.violations, vec![]);
    assert_eq!(result.legal, Some(true));
}

#[test]
fn r1_king_and_ace_are_not_neighbours() {
    let shape = Shape::parse("line", "7 # #\n").unwrap();
    let ok = check(&Layout::parse("7S 8S 9S").unwrap(), &shape, 2);
    assert_eq!(ok.legal, Some(true));
    let column = Shape::parse("col", "7\n#\n#\n").unwrap();
    let wrap = check(&Layout::parse("7S\n8H\nKD\n").unwrap(), &column, 2);
    assert_eq!(wrap.legal, Some(false), "K under 8 is not ±1");
    let no_wrap = check(
        &Layout::parse("7S/6S/5S/4S\n3H\n").unwrap(),
        &Shape::parse("c2", "7\n#\n").unwrap(),
        2,
    );
    assert_eq!(
        no_wrap.legal,
        Some(true),
        "3H is one below the 4S on top of the start stack"
    );
}

#[rstest]
#[case::other_suit("7H/8S", "cannot go on 7♥: another suit")]
#[case::not_adjacent("7H/9H", "cannot go on 7♥: not one above or below")]
#[case::five_high("7H/8H/9H/10H/JH", "has 5 cards (4 chips)")]
fn r5_stacks(#[case] start: &str, #[case] expected: &str) {
    let result = judge(&with_cell(LEGAL_BASIC, 2, 2, start));
    assert_eq!(result.legal, Some(false));
    assert!(
        result
            .violations
            .iter()
            .any(|v| v.rule == "R5" && v.message.contains(expected)),
        "expected an R5 violation saying {expected:?}: {:?}",
        result.violations
    );
}

#[test]
fn r5_the_start_may_be_stacked_and_later_neighbours_match_any_layer() {
    // 7H/8H/9H at the start: the 6S north matches the 7 layer, and a card
    // matching only the 9 (10S north? no: 8S) — put 10C south of the start.
    let text = with_cell(LEGAL_BASIC, 2, 2, "7H/8H/9H");
    let text = with_cell(&text, 3, 2, "10C/JC");
    let result = judge(&text);
    assert_eq!(
        result.violations,
        vec![],
        "10C is one above the 9H layer; JC stacks on 10C"
    );
    assert_eq!(
        result.totals.battery, 3,
        "2 chips on the start, 1 on the 10C"
    );
}

#[test]
fn r3_the_start_must_be_a_seven() {
    let result = judge(&with_cell(LEGAL_BASIC, 2, 2, "8H"));
    let v = result
        .violations
        .iter()
        .find(|v| v.rule == "R3")
        .expect("R3 violation");
    assert!(
        v.message.contains("starts with 8♥, not a 7"),
        "{}",
        v.message
    );
}

#[test]
fn r6_cards_outside_the_shape_are_illegal() {
    let text = format!("{LEGAL_BASIC}.  .  .  .  .\n");
    let text = with_cell(&text, 5, 0, "JD");
    let result = judge(&text);
    let v = result
        .violations
        .iter()
        .find(|v| v.rule == "R6")
        .expect("R6");
    assert_eq!((v.row, v.col), (5, 0));
    assert!(v.message.contains("outside the ship's shape"));
}

#[test]
fn r2_no_card_more_often_than_there_are_decks() {
    let shape = Shape::parse("line", "7 # # #\n").unwrap();
    let layout = Layout::parse("7S 8S/9S/8S 8S").unwrap();
    assert_eq!(
        check(&layout, &shape, 3).legal,
        Some(true),
        "three 8♠ with three decks"
    );
    let result = check(&layout, &shape, 2);
    let v = result
        .violations
        .iter()
        .find(|v| v.rule == "R2")
        .expect("R2");
    assert_eq!((v.row, v.col), (0, 2), "the third copy is the one too many");
}

#[test]
fn r7_a_photo_layout_legal_only_through_a_hidden_walk() {
    let skiff = Shape::built_in("skiff").unwrap();
    // 9S^1 north of the 7H: only a hidden 8S under the 9S reaches the 7.
    let layout = Layout::parse(".  9S^1 .\n3H 7H 2H\n").unwrap();
    let result = check(&layout, &skiff, 2);
    assert_eq!(result.legal, Some(true), "{:?}", result.violations);
    let witness = result.witness.expect("a witness").to_text();
    assert!(
        witness.contains("8S/9S"),
        "the witness shows the hidden 8♠: {witness}"
    );
    assert_eq!(result.totals.battery, 1);
}

#[test]
fn r7_a_photo_layout_no_hidden_walk_can_save_is_illegal() {
    let skiff = Shape::built_in("skiff").unwrap();
    // 10S^1: hidden 9S or JS, neither is ±1 of 7.
    let result = check(&Layout::parse(".  10S^1 .\n3H 7H 2H\n").unwrap(), &skiff, 2);
    assert_eq!(result.legal, Some(false));
    let v = &result.violations[0];
    assert_eq!((v.rule.as_str(), v.row, v.col), ("R7", 0, 1));
    assert!(
        v.message
            .contains("whatever cards are hidden under the chips"),
        "{}",
        v.message
    );
}

#[test]
fn r7_a_photographed_start_must_hide_a_seven() {
    let skiff = Shape::built_in("skiff").unwrap();
    assert_eq!(
        check(&Layout::parse(".  . .\n. 9H^2 .\n").unwrap(), &skiff, 2).legal,
        Some(true),
        "7H 8H 9H"
    );
    let result = check(&Layout::parse(".  . .\n. 9H^1 .\n").unwrap(), &skiff, 2);
    assert_eq!(
        result.violations[0].rule, "R3",
        "one hidden card under a 9 is an 8 or 10, not a 7"
    );
}

#[test]
fn r7_hidden_cards_of_one_stack_can_carry_the_next() {
    // Column shape: start, then two photographed stacks. The middle one must
    // hide the card that reaches the bottom one.
    let column = Shape::parse("col", "7\n#\n#\n").unwrap();
    let result = check(&Layout::parse("7C\n8D^2\n4S^1\n").unwrap(), &column, 2);
    // 8D^2 hides a walk ending at 8D with bottom 6 or 8 touching the 7: 6D,7D,8D
    // holds no 3 or 5; 8D,7D,8D / 8D,9D,8D neither; 4S^1 hides 3S or 5S:
    // bottom 3 or 5 needs a 4 or 2 / 6 above it: 6D,7D,8D has the 6 (5S!).
    assert_eq!(result.legal, Some(true), "{:?}", result.violations);
    let witness = result.witness.unwrap().to_text();
    assert!(
        witness.contains("6D/7D/8D") && witness.contains("5S/4S"),
        "{witness}"
    );
}

#[test]
fn r7_the_search_is_bounded_and_says_undetermined_with_a_reason() {
    // Three photographed stacks that each need a choice; one search step is
    // not enough to find the hidden cards, and too few to rule them out.
    let column = Shape::parse("col", "7\n#\n#\n").unwrap();
    let layout = Layout::parse("7C\n8D^2\n4S^1\n").unwrap();
    let result = check_with_budget(&layout, &column, 2, 1);
    assert_eq!(
        result.legal, None,
        "out of budget is neither legal nor illegal"
    );
    assert!(result.violations.is_empty());
    let reason = result.undetermined.expect("a reason");
    assert!(
        reason.starts_with("R7: no choice of hidden cards was found within 1 search steps"),
        "{reason}"
    );
    assert_eq!(
        check(&layout, &column, 2).legal,
        Some(true),
        "with the full budget it is decided"
    );
}
