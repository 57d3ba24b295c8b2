//! The rulings Rickety Ships cites when it refuses something, as RULINGS.md
//! numbers them: a refusal names one of these, never free text.

use crate::session::rule_ids;

rule_ids! {
    /// A ruling of Rickety Ships.
    pub enum Rule {
        /// R2: Decks
        R2,
        /// R3: Shapes
        R3,
        /// R4: Placing a card
        R4,
        /// R5: Stacking
        R5,
        /// R6: Final-layout legality
        R6,
        /// R7: Layouts seen in a photo
        R7,
        /// R8: Round scoring
        R8,
        /// R9: Game
        R9,
    }
}
