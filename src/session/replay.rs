//! [`Session`]: a game's state folded from its log, with undo and redo.
//!
//! The state after an undo is recomputed by folding the entries still in
//! effect, from the newest checkpoint at or below them: the state is kept
//! every [`CHECKPOINT_EVERY`] entries in effect. Without checkpoints every
//! undo refolded the log from the setup, so a log with an undo every ten
//! entries cost quadratic time to replay (docs/performance.md).

use super::{EngineError, Entry, Game, Seat};

/// How many entries in effect lie between two kept states: an undo folds
/// at most this many entries, and a log of n entries keeps n / this many
/// states.
pub const CHECKPOINT_EVERY: usize = 32;

pub struct Session<G: Game> {
    seats: Vec<Seat>,
    initial: G::State,
    state: G::State,
    /// `events` entries in effect, oldest first: (seq, events).
    applied: Vec<(u64, Vec<G::Event>)>,
    /// Entries taken back, most recently undone last: redo pops from here.
    undone: Vec<(u64, Vec<G::Event>)>,
    /// (n, the state after the first n entries of `applied`), n a multiple
    /// of [`CHECKPOINT_EVERY`], ascending; none beyond `applied.len()`.
    checkpoints: Vec<(usize, G::State)>,
    next_seq: u64,
}

impl<G: Game> Session<G> {
    pub fn new(seats: Vec<Seat>, setup: &G::Setup) -> Result<Self, EngineError> {
        let initial = G::setup(&seats, setup)?;
        Ok(Session {
            seats,
            state: initial.clone(),
            initial,
            applied: Vec::new(),
            undone: Vec::new(),
            checkpoints: Vec::new(),
            next_seq: 1,
        })
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn initial_state(&self) -> &G::State {
        &self.initial
    }

    /// The statistics' tally ([`Game::tally`]) of the entries in effect,
    /// folded from the setup: asked for once a session's figures are
    /// wanted, so playing never pays for it.
    pub fn tally(&self) -> G::Tally {
        let mut tally = G::Tally::default();
        let mut state = self.initial.clone();
        for event in self.applied.iter().flat_map(|(_, events)| events) {
            G::tally(&mut tally, &state, event);
            state = G::evolve(state, event);
        }
        tally
    }

    /// Sequence number the next entry will get.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    pub fn can_undo(&self) -> bool {
        !self.applied.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Asks the game what `cmd` does now; does not change the session.
    pub fn decide(&self, cmd: &G::Command) -> Result<Entry<G::Command, G::Event>, EngineError> {
        Ok(Entry::Command {
            command: cmd.clone(),
            events: G::decide(&self.state, cmd)?,
        })
    }

    pub fn undo_entry(&self) -> Result<Entry<G::Command, G::Event>, EngineError> {
        let (of, _) = self.applied.last().ok_or(EngineError::NothingToUndo)?;
        Ok(Entry::Undo { of: *of })
    }

    pub fn redo_entry(&self) -> Result<Entry<G::Command, G::Event>, EngineError> {
        let (of, _) = self.undone.last().ok_or(EngineError::NothingToRedo)?;
        Ok(Entry::Redo { of: *of })
    }

    /// Applies the entry stored under `seq`. Entries must come in sequence
    /// order and undo/redo must name the entry that is next to take back or
    /// restore; anything else means the log was tampered with.
    pub fn apply(
        &mut self,
        seq: u64,
        entry: Entry<G::Command, G::Event>,
    ) -> Result<(), EngineError> {
        self.apply_described(seq, entry, &mut Vec::new())
    }

    /// [`Session::apply`], also pushing one line per event of a `command`
    /// or `events` entry (described against the state just before that
    /// event).
    pub fn apply_described(
        &mut self,
        seq: u64,
        entry: Entry<G::Command, G::Event>,
        lines: &mut Vec<String>,
    ) -> Result<(), EngineError> {
        if seq != self.next_seq {
            return Err(EngineError::BadEntry {
                seq,
                reason: format!("expected entry number {}", self.next_seq),
            });
        }
        match entry {
            Entry::Command { command, events } => {
                decided::<G>(&self.state, &command, &events)
                    .map_err(|reason| EngineError::Unruled { seq, reason })?;
                let state = self.take_state();
                self.push_applied(seq, state, events, lines);
            }
            Entry::Events { events } => self.apply_v1(seq, events, lines)?,
            Entry::Undo { of } => {
                match self.applied.last() {
                    Some((top, _)) if *top == of => {}
                    _ => {
                        return Err(EngineError::BadEntry {
                            seq,
                            reason: format!(
                                "undo of entry {of}, which is not the last one in effect"
                            ),
                        })
                    }
                }
                if let Some(step) = self.applied.pop() {
                    self.undone.push(step);
                }
                let in_effect = self.applied.len();
                while self.checkpoints.last().is_some_and(|(n, _)| *n > in_effect) {
                    self.checkpoints.pop();
                }
                self.state = self.refold();
            }
            Entry::Redo { of } => {
                match self.undone.last() {
                    Some((top, _)) if *top == of => {}
                    _ => {
                        return Err(EngineError::BadEntry {
                            seq,
                            reason: format!("redo of entry {of}, which is not the last one undone"),
                        })
                    }
                }
                if let Some((of, events)) = self.undone.pop() {
                    let state = self.take_state();
                    self.state = fold::<G>(state, &events);
                    self.push_in_effect(of, events);
                }
            }
        }
        self.next_seq = seq + 1;
        Ok(())
    }

    /// Folds the events of the entry `seq` into `state` (the state before
    /// it), describing each against the state just before it.
    fn push_applied(
        &mut self,
        seq: u64,
        mut state: G::State,
        events: Vec<G::Event>,
        lines: &mut Vec<String>,
    ) {
        for event in &events {
            lines.push(G::describe(&state, event));
            state = G::evolve(state, event);
        }
        self.state = state;
        self.push_in_effect(seq, events);
        self.undone.clear();
    }

    /// Records the entry `seq` as in effect, its events already folded into
    /// the state, keeping the state if it is due for a checkpoint.
    fn push_in_effect(&mut self, seq: u64, events: Vec<G::Event>) {
        self.applied.push((seq, events));
        let in_effect = self.applied.len();
        if in_effect.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push((in_effect, self.state.clone()));
        }
    }

    /// A version 1 entry has no command: each event must pass the game's
    /// [`Game::check_event`] in the state just before it.
    fn apply_v1(
        &mut self,
        seq: u64,
        events: Vec<G::Event>,
        lines: &mut Vec<String>,
    ) -> Result<(), EngineError> {
        let mut state = self.take_state();
        for event in &events {
            if let Err(rule) = G::check_event(&state, event) {
                // Back to the state before this entry.
                self.state = self.refold();
                return Err(EngineError::Unruled {
                    seq,
                    reason: rule.to_string(),
                });
            }
            lines.push(G::describe(&state, event));
            state = G::evolve(state, event);
        }
        self.state = state;
        self.push_in_effect(seq, events);
        self.undone.clear();
        Ok(())
    }

    /// The state after the entries in effect, folded from the newest
    /// checkpoint (or the setup).
    fn refold(&self) -> G::State {
        let (from, start) = match self.checkpoints.last() {
            Some((n, state)) => (*n, state.clone()),
            None => (0, self.initial.clone()),
        };
        self.applied
            .get(from..)
            .unwrap_or_default()
            .iter()
            .fold(start, |state, (_, events)| fold::<G>(state, events))
    }

    /// Moves the current state out (leaving the small initial state in its
    /// place) so folding never copies a large state.
    fn take_state(&mut self) -> G::State {
        std::mem::replace(&mut self.state, self.initial.clone())
    }
}

/// The generic check of a version 2 entry: the stored events are exactly
/// what the rules (as a stored log is held to them) decide of its command.
/// A refused command names its rule; otherwise the first event that
/// differs is described, after only the events both agree on (a crafted
/// event never reaches `evolve`).
fn decided<G: Game>(
    state: &G::State,
    command: &G::Command,
    events: &[G::Event],
) -> Result<(), String> {
    let expected = G::decide_stored(state, command).map_err(|rule| rule.to_string())?;
    if expected == events {
        return Ok(());
    }
    let same = expected
        .iter()
        .zip(events)
        .take_while(|(made, said)| made == said)
        .count();
    let before = fold::<G>(state.clone(), &expected[..same]);
    let line = |event: Option<&G::Event>| {
        event.map_or_else(
            || "nothing more".to_string(),
            |event| format!("\"{}\"", G::describe(&before, event)),
        )
    };
    Err(format!(
        "the log says {}, but the rules make that {}",
        line(events.get(same)),
        line(expected.get(same))
    ))
}

fn fold<G: Game>(state: G::State, events: &[G::Event]) -> G::State {
    events
        .iter()
        .fold(state, |state, event| G::evolve(state, event))
}
