//! Reading a Rickety Ships log written before log v2, which stored events
//! only. Logs written since store the command and are checked by deciding
//! it again (`session::replay`).

use crate::games::rickety::decide::{check_report, flow};
use crate::games::rickety::layout::{Layout, Stack};
use crate::games::rickety::model::{CellEntry, Command, Event, LayoutText};
use crate::games::rickety::state::State;
use crate::games::rickety::Rule;
use crate::session::{decided_as, RuleError};

/// An event is what `decide` makes of the command it came from (R8, R9),
/// rebuilt from the event. A round's frozen scores are not scored again (a
/// later rules fix must not change history): the record must be this
/// round's, with the ships as entered, one row per seat and each of the
/// five VPs won at most once (R8).
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    match event {
        Event::RoundStarted { started_at, .. } => decided_as::<super::Rickety>(
            state,
            event,
            [Command::StartRound {
                started_at: started_at.clone(),
            }],
            Rule::R9,
        ),
        Event::DoneCalled { seat, .. } => {
            decided_as::<super::Rickety>(state, event, [Command::Done { seat: *seat }], Rule::R8)
        }
        Event::Stopped { .. } => {
            decided_as::<super::Rickety>(state, event, [Command::Stop], Rule::R9)
        }
        Event::LayoutSet { seat, layout } => {
            let layout = Layout::parse(layout)
                .map(LayoutText)
                .map_err(|e| RuleError::new(Rule::R3, format!("the ship cannot be read: {e}")))?;
            let read = Event::LayoutSet {
                seat: *seat,
                layout: layout.0.to_text(),
            };
            let command = Command::SetLayout {
                seat: *seat,
                layout,
            };
            decided_as::<super::Rickety>(state, &read, [command], Rule::R3)
        }
        Event::CellSet {
            seat,
            row,
            col,
            stack,
        } => {
            let stack = stack
                .as_deref()
                .map(Stack::parse)
                .transpose()
                .map_err(|e| RuleError::new(Rule::R3, format!("the stack cannot be read: {e}")))?
                .map(CellEntry::Stack);
            let read = Event::CellSet {
                seat: *seat,
                row: *row,
                col: *col,
                stack: stack.clone().map(String::from),
            };
            let command = Command::SetCell {
                seat: *seat,
                row: *row,
                col: *col,
                stack,
            };
            decided_as::<super::Rickety>(state, &read, [command], Rule::R3)
        }
        Event::RoundEnded { record } => {
            let Event::RoundEnded { record: decided } =
                super::decide::decide(state, &Command::EndRound)?
                    .into_iter()
                    .next()
                    .ok_or_else(|| flow("the round cannot be scored"))?
            else {
                return Err(flow("the round cannot be scored"));
            };
            if (record.round, record.done_first, &record.layouts)
                != (decided.round, decided.done_first, &decided.layouts)
            {
                return Err(flow(format!(
                    "the log scores round {} with other ships or another \"done\" than the round {} entered",
                    record.round, state.round
                )));
            }
            check_report(&record.report, state.players.len())
        }
        Event::NextRound { .. } => {
            decided_as::<super::Rickety>(state, event, [Command::NextRound], Rule::R9)
        }
    }
}
