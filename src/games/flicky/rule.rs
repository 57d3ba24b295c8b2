//! The rulings Flicky Spaceships cites when it refuses something, as RULINGS.md
//! numbers them: a refusal names one of these, never free text.

use crate::session::rule_ids;

rule_ids! {
    /// A ruling of Flicky Spaceships.
    pub enum Rule {
        /// F1: Supply
        F1,
        /// F2: Each player starts with 3 energy; whoever holds more than 12
        F2,
        /// F3: Wildcards
        F3,
        /// F4: Upgrades
        F4,
        /// F5: Effects
        F5,
        /// F6: End
        F6,
    }
}
