//! The rulings Ships cites when it refuses something, as RULINGS.md
//! numbers them: a refusal names one of these, never free text.

use crate::session::rule_ids;

rule_ids! {
    /// A ruling of Ships.
    pub enum Rule {
        /// W1: 2–4 players; every player starts on 5 VP
        W1,
        /// W2: Eras
        W2,
        /// W3: Action cubes
        W3,
        /// W4: Card display
        W4,
        /// W4b: Action costs
        W4b,
        /// W5: New age
        W5,
        /// W6: New area
        W6,
        /// W7: Gold
        W7,
        /// W8: End
        W8,
    }
}
