//! The rulings the scorepad cites when it refuses something, as the scorepad's own list (this folder's `mod.rs`)
//! numbers them: a refusal names one of these, never free text.

use crate::session::rule_ids;

rule_ids! {
    /// A ruling of the scorepad.
    pub enum Rule {
        /// SP1: 1 to 12 seats, each with a non-empty name, no name twice.
        SP1,
        /// SP2: a score is a whole number from -1,000,000,000 to 1,000,000,000
        SP2,
        /// SP3: a score goes in an existing round (numbered from 1) and seat
        SP3,
        /// SP4: only the last round can be removed.
        SP4,
        /// SP6: in a game without a score to decide it (`win: "chosen"`), the
        SP6,
        /// SP7: in a cooperative game (`win: "cooperative"`) the table wins or
        SP7,
        /// SP8: in a team game every seat has a team, numbered from 1 without
        SP8,
        /// SP9: seats tied on a total may be ordered by the table's own
        SP9,
    }
}
