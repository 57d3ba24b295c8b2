//! Checking a logged event against the rules: the helper games use in
//! [`Game::check_event`] to ask `decide` again, so what a command may do is
//! said once (in `decide`) and a replayed log is held to the same rules.

use super::{Game, RuleError, RuleId};

/// Whether `event` is what `decide` makes, in `state`, of one of
/// `commands` (the commands the event could have come from): the first
/// event a command decides must equal `event` exactly. Events a command
/// decides after its first one are the game's to check against the state
/// they follow.
///
/// If `decide` refuses every command, its first refusal (with the rule's id)
/// is returned; if it accepts one but decides something else, `rule` is
/// cited with both descriptions.
pub fn decided_as<G: Game>(
    state: &G::State,
    event: &G::Event,
    commands: impl IntoIterator<Item = G::Command>,
    rule: impl RuleId,
) -> Result<(), RuleError>
where
    G::Event: PartialEq,
{
    decided_by::<G>(state, event, commands, rule, G::decide)
}

/// [`decided_as`] with another `decide`: a game whose old logs are held to
/// the rules as they were when they were written (Space Craft's replay
/// mode) passes its own.
pub fn decided_by<G: Game>(
    state: &G::State,
    event: &G::Event,
    commands: impl IntoIterator<Item = G::Command>,
    rule: impl RuleId,
    decide: impl Fn(&G::State, &G::Command) -> Result<Vec<G::Event>, RuleError>,
) -> Result<(), RuleError>
where
    G::Event: PartialEq,
{
    let mut refused = None;
    let mut other = None;
    for command in commands {
        match decide(state, &command) {
            Ok(events) => match events.into_iter().next() {
                Some(first) if first == *event => return Ok(()),
                Some(first) => {
                    other.get_or_insert(first);
                }
                None => {}
            },
            Err(e) => {
                refused.get_or_insert(e);
            }
        }
    }
    match (other, refused) {
        (Some(expected), _) => Err(RuleError::new(
            rule,
            format!(
                "the log says \"{}\", but the rules make that \"{}\"",
                G::describe(state, event),
                G::describe(state, &expected)
            ),
        )),
        (None, Some(refusal)) => Err(refusal),
        (None, None) => Err(RuleError::new(
            rule,
            format!(
                "\"{}\" is not something a command can do here",
                G::describe(state, event)
            ),
        )),
    }
}
