//! Type erasure: drive any [`Game`] through JSON, chosen at run time by id.
//!
//! The store, the API and the CLI hold a `&dyn AnyGame` and a
//! `Box<dyn AnySession>`; only this file is generic over the game. Commands
//! go in typed (downcast here) or as `serde_json::Value`, log payloads as
//! JSON text or `Value`, and are decoded here, so a malformed command is
//! refused before it reaches a game.

use std::any::Any;
use std::marker::PhantomData;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::{EngineError, Entry, Figure, Game, Outcome, Seat, Session};

/// One entry of a session's log as a person reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct TimelineStep {
    #[ts(type = "number")]
    pub seq: u64,
    /// RFC 3339 time the entry was committed.
    pub at: String,
    /// `events`, `undo` or `redo`.
    pub kind: String,
    pub summary: String,
    /// True while the entry's effect is taken back by a later undo.
    pub undone: bool,
    /// For `undo` and `redo`: the `seq` of the entry taken back or restored.
    #[ts(type = "number | null")]
    pub of: Option<u64>,
}

/// A game known only by its id.
pub trait AnyGame: Send + Sync {
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    /// Parses the setup, proves it sets up a game, and returns it in
    /// canonical form (what gets stored).
    fn check_setup(&self, seats: &[Seat], setup: &Value) -> Result<Value, EngineError>;
    /// The same for a setup already typed: `setup` must be the game's own
    /// `Setup` (another game's is refused as a bad setup).
    fn check_typed_setup(&self, seats: &[Seat], setup: &dyn Any) -> Result<Value, EngineError>;
    /// A fresh session, before any log entry.
    fn open(&self, seats: Vec<Seat>, setup: &Value) -> Result<Box<dyn AnySession>, EngineError>;
}

/// A live session of some game.
pub trait AnySession {
    /// Decodes and applies the stored entry `seq`.
    fn apply(&mut self, seq: u64, at: &str, payload: &Value) -> Result<(), EngineError>;
    /// The same for an entry held as JSON text (the store's form).
    fn apply_text(&mut self, seq: u64, at: &str, payload: &str) -> Result<(), EngineError>;
    /// The payload to append for `command`, or why the game refuses it.
    fn command(&self, command: &Value) -> Result<Value, EngineError>;
    /// The same for a command already typed: `command` must be the game's
    /// own `Command` (another game's is refused as a bad command).
    fn typed_command(&self, command: &dyn Any) -> Result<Value, EngineError>;
    fn undo(&self) -> Result<Value, EngineError>;
    fn redo(&self) -> Result<Value, EngineError>;
    /// The game's own `View` of the state as it stands, for a caller that
    /// knows the game to downcast (the api's typed view).
    fn typed_view(&self) -> Box<dyn Any>;
    fn outcome(&self) -> Outcome;
    /// Whether the game reached its own end (see [`Game::is_over`]).
    fn is_over(&self) -> bool;
    /// Rounds played so far (see [`Game::rounds_played`]).
    fn rounds_played(&self) -> Option<u32>;
    /// The game's own figures for the statistics (see [`Game::figures`]).
    fn figures(&self) -> Vec<Figure>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn next_seq(&self) -> u64;
    fn seats(&self) -> &[Seat];
    fn timeline(&self) -> &[TimelineStep];
}

/// The [`AnyGame`] of a concrete game type.
pub struct Erased<G>(PhantomData<fn() -> G>);

impl<G> Erased<G> {
    pub const fn new() -> Self {
        Erased(PhantomData)
    }
}

impl<G> Default for Erased<G> {
    fn default() -> Self {
        Self::new()
    }
}

fn parse_setup<G: Game>(setup: &Value) -> Result<G::Setup, EngineError> {
    serde_json::from_value(setup.clone()).map_err(|e| EngineError::BadSetup(e.to_string()))
}

impl<G: Game> AnyGame for Erased<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn check_setup(&self, seats: &[Seat], setup: &Value) -> Result<Value, EngineError> {
        let parsed = parse_setup::<G>(setup)?;
        G::setup(seats, &parsed)?;
        serde_json::to_value(&parsed).map_err(|e| EngineError::BadSetup(e.to_string()))
    }

    fn check_typed_setup(&self, seats: &[Seat], setup: &dyn Any) -> Result<Value, EngineError> {
        let parsed = setup.downcast_ref::<G::Setup>().ok_or_else(|| {
            EngineError::BadSetup(format!("the setup is not a {} setup", G::NAME))
        })?;
        G::setup(seats, parsed)?;
        serde_json::to_value(parsed).map_err(|e| EngineError::BadSetup(e.to_string()))
    }

    fn open(&self, seats: Vec<Seat>, setup: &Value) -> Result<Box<dyn AnySession>, EngineError> {
        let parsed = parse_setup::<G>(setup)?;
        Ok(Box::new(ErasedSession::<G> {
            session: Session::new(seats, &parsed)?,
            timeline: Vec::new(),
        }))
    }
}

struct ErasedSession<G: Game> {
    session: Session<G>,
    timeline: Vec<TimelineStep>,
}

impl<G: Game> ErasedSession<G> {
    /// The timeline holds one step per entry from seq 1 on, so an entry's
    /// step is found by index.
    fn step(&mut self, seq: u64) -> Option<&mut TimelineStep> {
        let index = usize::try_from(seq.checked_sub(1)?).ok()?;
        self.timeline.get_mut(index).filter(|step| step.seq == seq)
    }

    fn summary_of(&mut self, seq: u64) -> String {
        self.step(seq)
            .map(|step| step.summary.clone())
            .unwrap_or_else(|| format!("entry {seq}"))
    }

    fn apply_entry(
        &mut self,
        seq: u64,
        at: &str,
        entry: Entry<G::Command, G::Event>,
    ) -> Result<(), EngineError> {
        let (kind, marks) = match &entry {
            Entry::Command { .. } | Entry::Events { .. } => ("events", None),
            Entry::Undo { of } => ("undo", Some((*of, true))),
            Entry::Redo { of } => ("redo", Some((*of, false))),
        };
        let mut lines = Vec::new();
        self.session.apply_described(seq, entry, &mut lines)?;
        let summary = match marks {
            None => lines.join("; "),
            Some((of, true)) => format!("Undo: {}", self.summary_of(of)),
            Some((of, false)) => format!("Redo: {}", self.summary_of(of)),
        };
        if let Some((of, undone)) = marks {
            self.mark(of, undone);
        }
        self.timeline.push(TimelineStep {
            seq,
            at: at.to_string(),
            kind: kind.to_string(),
            summary,
            undone: false,
            of: marks.map(|(of, _)| of),
        });
        Ok(())
    }

    fn mark(&mut self, seq: u64, undone: bool) {
        if let Some(step) = self.step(seq) {
            step.undone = undone;
        }
    }
}

fn encode<G: Game>(entry: Entry<G::Command, G::Event>) -> Value {
    entry.encode()
}

impl<G: Game> AnySession for ErasedSession<G> {
    fn apply(&mut self, seq: u64, at: &str, payload: &Value) -> Result<(), EngineError> {
        let entry = Entry::<G::Command, G::Event>::decode(seq, payload)?;
        self.apply_entry(seq, at, entry)
    }

    fn apply_text(&mut self, seq: u64, at: &str, payload: &str) -> Result<(), EngineError> {
        let entry = Entry::<G::Command, G::Event>::decode_text(seq, payload)?;
        self.apply_entry(seq, at, entry)
    }

    fn command(&self, command: &Value) -> Result<Value, EngineError> {
        let cmd: G::Command = serde_json::from_value(command.clone())
            .map_err(|e| EngineError::BadCommand(e.to_string()))?;
        self.session.decide(&cmd).map(encode::<G>)
    }

    fn typed_command(&self, command: &dyn Any) -> Result<Value, EngineError> {
        let cmd = command.downcast_ref::<G::Command>().ok_or_else(|| {
            EngineError::BadCommand(format!("the command is not a {} command", G::NAME))
        })?;
        self.session.decide(cmd).map(encode::<G>)
    }

    fn undo(&self) -> Result<Value, EngineError> {
        self.session.undo_entry().map(encode::<G>)
    }

    fn redo(&self) -> Result<Value, EngineError> {
        self.session.redo_entry().map(encode::<G>)
    }

    fn typed_view(&self) -> Box<dyn Any> {
        Box::new(G::view(self.session.state()))
    }

    fn outcome(&self) -> Outcome {
        G::outcome(self.session.state())
    }

    fn is_over(&self) -> bool {
        G::is_over(self.session.state())
    }

    fn rounds_played(&self) -> Option<u32> {
        G::rounds_played(self.session.state())
    }

    fn figures(&self) -> Vec<Figure> {
        G::figures(self.session.state(), &self.session.tally())
    }

    fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    fn next_seq(&self) -> u64 {
        self.session.next_seq()
    }

    fn seats(&self) -> &[Seat] {
        self.session.seats()
    }

    fn timeline(&self) -> &[TimelineStep] {
        &self.timeline
    }
}
