//! Ships (Martin Wallace): the scoring arithmetic the table gets wrong —
//! placing in a new age (W5), entering a new area (W6), gold and selling
//! (W7) — as pure functions checked against the rulebook's worked examples
//! (W9).
//!
//! Deliberately not here yet: the board data table, the 38-card catalog,
//! eras and action cubes (W2–W4), the VP ledger, the end (W8) and the
//! `Game` implementation that strings them into a session. They build on
//! these functions.

pub mod age_track;
pub mod areas;
pub mod gold;
