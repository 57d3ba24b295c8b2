//! Rule ids as types: each game declares the rulings it cites as an enum
//! ([`rule_ids!`]), so a refusal names a ruling that exists and a typo is a
//! compile error rather than a wrong id on screen. The id's text (its
//! `Display`) is the one RULINGS.md gives (`W4b`, `S7c`) or the scorepad's
//! own (`SP3`); that text is what errors carry across the api.

use std::fmt::Display;

/// A ruling a game cites: its id as RULINGS.md spells it.
pub trait RuleId: Copy + Display {
    fn id(self) -> &'static str;
}

/// Declares a game's `Rule` enum: one variant per ruling id, spelt as the
/// id, with [`RuleId`] and `Display` giving that spelling back.
macro_rules! rule_ids {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $id:ident),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $id),+
        }

        impl $crate::session::RuleId for $name {
            fn id(self) -> &'static str {
                match self {
                    $($name::$id => stringify!($id)),+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str($crate::session::RuleId::id(*self))
            }
        }
    };
}
pub(crate) use rule_ids;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::RuleError;

    rule_ids! {
        enum Cited {
            W4b,
            SP3,
        }
    }

    #[test]
    fn a_rule_id_reads_as_rulings_spells_it() {
        assert_eq!(Cited::W4b.to_string(), "W4b");
        assert_eq!(Cited::SP3.id(), "SP3");
        let refused = RuleError::new(Cited::W4b, "every action is paid");
        assert_eq!(refused.rule, "W4b");
        assert_eq!(refused.to_string(), "W4b: every action is paid");
    }
}
