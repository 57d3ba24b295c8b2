//! The rulings Space Craft cites when it refuses something, as RULINGS.md
//! numbers them: a refusal names one of these, never free text.

use crate::session::rule_ids;

rule_ids! {
    /// A ruling of Space Craft.
    pub enum Rule {
        /// S1: Parts
        S1,
        /// S2: Rocket layout
        S2,
        /// S4: Basic project cards
        S4,
        /// S5: Advanced project cards
        S5,
        /// S6: Personal goals
        S6,
        /// S7: Plan and countdown
        S7,
        /// S7c: Personal goal
        S7c,
        /// S8: Final scoring
        S8,
        /// S9: Scrap (helper checks)
        S9,
    }
}
