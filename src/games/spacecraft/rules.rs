//! What may happen now: `decide` checks a command against the state and
//! says which events it causes, or refuses it with the ruling's id and a
//! sentence; `apply` is the bookkeeping of each event; `describe` the
//! timeline's line. Turn actions (enter, search, leave, the build order)
//! cite S9, the ruling on leave actions, since RULINGS.md gives the turn
//! structure no id.
//!
//! Replay holds a logged command ([`decide_stored`], log v2) or event
//! ([`check`], log v1) to the same `decide`, in [`Mode::Replay`]: it accepts what an earlier build of the app decided
//! too, so a stored log plays on as it was written. Refused now, accepted
//! in a log (issue 19): a personal goal chosen again or after the first
//! action (S7c), an action before the goal is kept, the pawn end declared
//! by a player on the scrapyard (S7), a build after a project card (S9),
//! and a pawn that took no tile (a log from before the app kept scrap:
//! that session goes on without scrap checks, see `State::scrap_tracked`).

use super::game::{Command, EndCause, Event, Row, COMPLETIONS_PER_TURN};
use super::goals::Goal;
use super::part::Part;
use super::projects::BasicCard;
use super::rocket::Rocket;
use super::scoring::Variant;
use super::scrap::{self, board_full, can_collect, Column, Exchange, Tile, PARTS_PER_LEAVE};
use super::state::{End, Leave, Phase, State, Step};
use crate::session::RuleError;

/// Whose rules a command is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// A command asked for now: today's rules.
    Command,
    /// An event read back from a log: today's rules, less what earlier
    /// builds allowed (see the module doc), so stored history replays.
    Replay,
}

pub(super) fn rule(id: &str, message: impl Into<String>) -> RuleError {
    RuleError::new(id, message)
}

/// `rest` minus `base` as multisets, or `None` if `base` is not contained.
fn added_parts(base: &Rocket, rest: &Rocket) -> Option<Vec<Part>> {
    let mut have = rest.inventory();
    for part in base.inventory() {
        let i = have.iter().position(|p| *p == part)?;
        have.remove(i);
    }
    Some(have)
}

/// "a white wing", "a yellow-white connector".
fn part_words(part: &Part) -> String {
    format!("a {} {}", part.colours().join("-"), part.kind.name())
}

/// Seats with a pawn on the board, starting with `from` and going round.
fn queue_from(state: &State, from: usize) -> Vec<usize> {
    let n = state.players.len();
    (0..n)
        .map(|i| (from + i) % n)
        .filter(|s| state.players[*s].on_board)
        .collect()
}

/// S7: a rocket with these measures meets the plan first (nobody holds
/// the countdown yet and the game is still on).
fn meets_plan_first(state: &State, measures: &super::measures::Measures) -> bool {
    state.phase == Phase::Playing
        && state.countdown.holder.is_none()
        && state.plan.iter().all(|r| r.met_by(measures))
}

/// Whether a logged event is one `decide` could have returned here: each
/// command's first event is rebuilt into its command and decided again;
/// the events a command adds after it (the plan met after a build, the
/// countdown flip and the end after a turn) are checked against the state
/// the earlier events left, with the same conditions `decide` uses.
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    match event {
        Event::GoalChosen { seat, goal } => replayed_as(
            state,
            event,
            [Command::ChooseGoal {
                seat: *seat,
                goal: u32::from(goal.0),
            }],
            "S6",
        ),
        Event::CardRevealed { row, slot, card } => replayed_as(
            state,
            event,
            [Command::RevealCard {
                row: *row,
                slot: *slot,
                card: card.clone(),
            }],
            "S4",
        ),
        Event::Entered { tile, .. } => {
            replayed_as(state, event, [Command::Enter { tile: tile.clone() }], "S9")
        }
        Event::Searched { tile, .. } => {
            replayed_as(state, event, [Command::Search { tile: tile.clone() }], "S9")
        }
        Event::Left { .. } => replayed_as(state, event, [Command::Leave], "S9"),
        Event::Built {
            rocket, exchanges, ..
        } => replayed_as(
            state,
            event,
            [Command::Build {
                rocket: rocket.clone(),
                exchanges: exchanges.clone(),
            }],
            "S9",
        ),
        Event::PlanMet { seat } => check_plan_met(state, seat),
        Event::Completed { slot, .. } => {
            replayed_as(state, event, [Command::Complete { slot: *slot }], "S4")
        }
        Event::Reserved { slot, .. } => {
            replayed_as(state, event, [Command::Reserve { slot: *slot }], "S4")
        }
        Event::MarkerPlaced { card, .. } => {
            replayed_as(state, event, [Command::PlaceMarker { card: *card }], "S5")
        }
        Event::TurnEnded { .. } => replayed_as(state, event, [Command::EndTurn], "S9"),
        Event::CountdownFlipped { value } => check_countdown_flipped(state, value),
        Event::GameEnded { by, reason, .. } if *by == state.current => replayed_as(
            state,
            event,
            [EndCause::CannotPlace, EndCause::DisplayEmpty].map(|cause| Command::DeclareEnd {
                reason: reason.clone(),
                cause,
            }),
            "S7",
        ),
        // The end a turn's end brings (a display that cannot be refilled),
        // logged after the turn passed on.
        Event::GameEnded { by, queue, .. } => check_game_ended(state, by, queue),
        Event::Finished { unused_scrap } => replayed_as(
            state,
            event,
            [Command::Finish {
                unused_scrap: unused_scrap.clone(),
            }],
            "S8",
        ),
    }
}

/// [`crate::session::decided_as`] with `decide` in [`Mode::Replay`]:
/// whether `event` is the first event one of `commands` decides here.
fn replayed_as(
    state: &State,
    event: &Event,
    commands: impl IntoIterator<Item = Command>,
    rule: &str,
) -> Result<(), RuleError> {
    crate::session::decided_by::<super::game::Spacecraft>(
        state,
        event,
        commands,
        rule,
        |state, command| decide_in(state, command, Mode::Replay),
    )
}

pub(super) fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    decide_in(state, cmd, Mode::Command)
}

/// `decide` for a command read back from a log (version 2).
pub(super) fn decide_stored(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    decide_in(state, cmd, Mode::Replay)
}

/// S7: only the scrapyard may be left once the game has ended.
fn playing(state: &State) -> Result<(), RuleError> {
    if state.phase == Phase::Playing {
        Ok(())
    } else {
        Err(rule(
            "S7",
            "the game has ended: players with a pawn on the scrapyard may only leave it",
        ))
    }
}

/// S9: one action a turn.
fn at_action(state: &State) -> Result<(), RuleError> {
    if state.step == Step::Action {
        Ok(())
    } else {
        Err(rule(
            "S9",
            format!(
                "{} has already taken this turn's action: end the turn",
                state.name(state.current)
            ),
        ))
    }
}

/// S9: building and completing come after leaving the scrapyard.
fn leaving(state: &State) -> Result<(), RuleError> {
    if state.step == Step::Leaving {
        Ok(())
    } else {
        Err(rule(
            "S9",
            format!(
                "{} builds and completes projects only after leaving the scrapyard",
                state.name(state.current)
            ),
        ))
    }
}

/// S5: basic project cards only in the basic variant.
fn basic(state: &State) -> Result<(), RuleError> {
    if state.variant == Variant::Basic {
        Ok(())
    } else {
        Err(rule(
            "S5",
            "the advanced variant has no basic project cards: place markers",
        ))
    }
}

fn decide_in(state: &State, cmd: &Command, mode: Mode) -> Result<Vec<Event>, RuleError> {
    if state.phase == Phase::Finished {
        return Err(rule("S8", "the game is over and scored"));
    }
    match cmd {
        Command::ChooseGoal { seat, goal } => choose_goal(state, seat, goal, mode),
        Command::RevealCard { row, slot, card } => reveal_card(state, row, slot, card),
        Command::Enter { tile } => enter(state, tile, mode),
        Command::Search { tile } => search(state, tile, mode),
        Command::Leave => leave(state),
        Command::Build { rocket, exchanges } => build(state, rocket, exchanges, mode),
        Command::Complete { slot } => complete(state, slot),
        Command::Reserve { slot } => reserve(state, slot),
        Command::PlaceMarker { card } => place_marker(state, card),
        Command::EndTurn => end_turn(state),
        Command::DeclareEnd { reason, cause } => declare_end(state, reason, cause, mode),
        Command::Finish { unused_scrap } => finish(state, unused_scrap),
    }
}

/// S9: the tile a pawn takes, as the log keeps it. A tile is required
/// while the app keeps the scrap; a log from before it did has none.
fn collected(state: &State, tile: Option<&Tile>, mode: Mode) -> Result<Option<Tile>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    match tile {
        None if state.scrap_tracked && mode == Mode::Command => Err(rule(
            "S9",
            format!("say which scrap tile {name} took from the stack: its type and weight"),
        )),
        None => Ok(None),
        Some(_) if !state.scrap_tracked => Err(rule(
            "S9",
            "this session began before Drydock kept the scrap: enter and search take no tile",
        )),
        Some(tile) => {
            let tile = tile.normalised().map_err(|m| rule("S9", m))?;
            let board = state.players.get(seat).map_or(&[][..], |p| &p.board);
            can_collect(board, &tile)
                .map_err(|m| rule("S9", format!("{name} cannot take it: {m}")))?;
            Ok(Some(tile))
        }
    }
}

/// S9: the exchanges of a build, checked against the parts it adds
/// (`fresh`) and the scrap next to the current player's board; returned as
/// the log keeps them.
fn paid(state: &State, fresh: &[Part], exchanges: &[Exchange]) -> Result<Vec<Exchange>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let palette = state.palette();
    let mut unpaid: Vec<Part> = fresh.to_vec();
    let mut out = Vec::with_capacity(exchanges.len());
    for x in exchanges {
        let part = Part::parse(x.part.trim(), &palette)
            .map_err(|m| rule("S9", format!("an exchange for {m}")))?;
        let what = part_words(&part);
        let i = unpaid.iter().position(|p| *p == part).ok_or_else(|| {
            rule(
                "S9",
                format!("an exchange for {what}, which this build does not add: one exchange pays for each new part"),
            )
        })?;
        unpaid.remove(i);
        let token = scrap::scrap_name(&x.token).map_err(|m| rule("S9", m))?;
        if !(1..=4 * scrap::BOARD_WEIGHT).contains(&x.min_weight) {
            return Err(rule(
                "S9",
                format!(
                    "a minimum weight of {} for {what}: a workshop section asks for 1 to {}",
                    x.min_weight,
                    4 * scrap::BOARD_WEIGHT
                ),
            ));
        }
        let tiles = x
            .tiles
            .iter()
            .map(|t| t.normalised().map_err(|m| rule("S9", m)))
            .collect::<Result<Vec<_>, _>>()?;
        scrap::exchange(&tiles, &token, x.min_weight)
            .map_err(|m| rule("S9", format!("{name} cannot build {what}: {m}")))?;
        out.push(Exchange {
            part: part.to_string(),
            token,
            min_weight: x.min_weight,
            tiles,
        });
    }
    if let Some(part) = unpaid.first() {
        return Err(rule(
            "S9",
            format!("{name} builds {} without an exchange: each new part is paid with scrap at its workshop column", part_words(part)),
        ));
    }
    let mut pile = state
        .players
        .get(seat)
        .map(|p| p.scrap.clone())
        .unwrap_or_default();
    scrap::take(&mut pile, out.iter().flat_map(|x| &x.tiles)).map_err(|tile| {
        rule(
            "S9",
            format!("{name} has no unused {tile} tile left beside the board to exchange (a tile pays once; the excess weight is lost)"),
        )
    })?;
    Ok(out)
}

fn row_name(row: Row) -> &'static str {
    match row {
        Row::Lower => "lower",
        Row::Upper => "upper",
    }
}

/// S7: the countdown card flipped as `seat`'s turn starts, if it holds
/// the countdown before launch (`None` inside: the launch card).
fn countdown_flip(state: &State, seat: usize) -> Option<Option<u32>> {
    let c = &state.countdown;
    (c.holder == Some(seat) && !c.launched).then(|| c.sequence.get(c.flipped as usize).copied())
}

fn end_turn(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    match state.phase {
        Phase::Playing if state.step == Step::Action => {
            return Err(rule(
                "S9",
                format!("{} must first enter, search or leave", state.name(seat)),
            ))
        }
        Phase::Playing | Phase::FinalRound => {}
        Phase::Scoring | Phase::Finished => {
            return Err(rule("S8", "everyone has acted: count the unused scrap"))
        }
    }
    // S4: upper-row cards move down into the free lower spaces beneath them.
    let d = &state.display;
    let moved: Vec<usize> = (0..d.lower.len())
        .filter(|i| d.lower[*i].is_none() && d.upper.get(*i).is_some_and(Option::is_some))
        .collect();
    let mut events = vec![Event::TurnEnded {
        seat,
        moved: moved.clone(),
    }];
    if state.phase != Phase::Playing {
        return Ok(events);
    }
    let refills = d
        .upper
        .iter()
        .enumerate()
        .filter(|(i, s)| s.is_none() || moved.contains(i))
        .count() as u32;
    if let Some(left) = d.stack_left.filter(|left| refills > *left) {
        events.push(Event::GameEnded {
            by: seat,
            reason: format!(
                "the project display cannot be refilled ({refills} space{} to fill, {left} card{} left)",
                if refills == 1 { "" } else { "s" },
                if left == 1 { "" } else { "s" }
            ),
            queue: queue_from(state, seat),
        });
        return Ok(events);
    }
    let next = (seat + 1) % state.players.len();
    if let Some(value) = countdown_flip(state, next) {
        events.push(Event::CountdownFlipped { value });
        if value.is_none() {
            events.push(Event::GameEnded {
                by: next,
                reason: "the launch card is revealed".to_string(),
                queue: queue_from(state, next),
            });
        }
    }
    Ok(events)
}

pub(super) fn apply(state: &mut State, event: &Event) {
    match event {
        Event::GoalChosen { seat, goal } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goal = Some(*goal);
            }
        }
        Event::CardRevealed { row, slot, card } => apply_card_revealed(state, row, slot, card),
        Event::Entered { seat, tile } | Event::Searched { seat, tile } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.on_board = true;
                p.acted = true;
                match tile {
                    Some(tile) => p.board.push(tile.clone()),
                    // A log from before the app kept scrap.
                    None => state.scrap_tracked = false,
                }
            }
            state.step = Step::Done;
        }
        Event::Left { seat } => apply_left(state, seat),
        Event::Built {
            seat,
            rocket,
            added,
            exchanges,
        } => apply_built(state, seat, rocket, added, exchanges),
        Event::PlanMet { seat } => state.countdown.holder = Some(*seat),
        Event::Completed { seat, slot, card } => apply_completed(state, seat, slot, card),
        Event::Reserved { seat, slot, card } => apply_reserved(state, seat, slot, card),
        Event::MarkerPlaced { seat, card } => apply_marker_placed(state, seat, card),
        Event::TurnEnded { seat, moved } => apply_turn_ended(state, seat, moved),
        Event::CountdownFlipped { value } => {
            state.countdown.flipped += 1;
            state.countdown.showing = *value;
            if value.is_none() {
                state.countdown.launched = true;
            }
        }
        Event::GameEnded { by, reason, queue } => apply_game_ended(state, by, reason, queue),
        Event::Finished { unused_scrap } => {
            for (p, n) in state.players.iter_mut().zip(unused_scrap) {
                p.unused_scrap = *n;
            }
            state.phase = Phase::Finished;
        }
    }
}

fn card_text(card: &BasicCard) -> String {
    card.describe()
}

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |seat: &usize| state.name(*seat);
    match event {
        Event::GoalChosen { seat, goal } => describe_goal_chosen(state, seat, goal),
        Event::CardRevealed { row, slot, card } => format!(
            "Project card drawn into the {} row, space {}: {}",
            row_name(*row),
            slot + 1,
            card_text(card)
        ),
        Event::Entered { seat, tile: None } => format!("{} entered the scrapyard", name(seat)),
        Event::Entered {
            seat,
            tile: Some(tile),
        } => format!(
            "{} entered the scrapyard and took a tile: {tile}",
            name(seat)
        ),
        Event::Searched { seat, tile: None } => format!("{} searched for scrap", name(seat)),
        Event::Searched {
            seat,
            tile: Some(tile),
        } => format!("{} searched for scrap and took a tile: {tile}", name(seat)),
        Event::Left { seat } => format!("{} left the scrapyard", name(seat)),
        Event::Built {
            seat,
            added,
            exchanges,
            ..
        } => describe_built(state, seat, added, exchanges),
        Event::PlanMet { seat } => format!(
            "{} met the rocket plan first: the countdown and the launch card",
            name(seat)
        ),
        Event::Completed { seat, card, slot } => format!(
            "{} completed {}{}",
            name(seat),
            if slot.is_none() {
                "the reserved card "
            } else {
                ""
            },
            card_text(card)
        ),
        Event::Reserved { seat, card, .. } => {
            format!("{} reserved {}", name(seat), card_text(card))
        }
        Event::MarkerPlaced { seat, card } => format!(
            "{} placed a marker on advanced card {}",
            name(seat),
            state
                .tracks
                .get(*card)
                .map_or_else(|| (card + 1).to_string(), |t| t.card.name.clone())
        ),
        Event::TurnEnded { seat, moved } if moved.is_empty() => {
            format!("{} ended the turn", name(seat))
        }
        Event::TurnEnded { seat, moved } => format!(
            "{} ended the turn; {} card{} moved down",
            name(seat),
            moved.len(),
            if moved.len() == 1 { "" } else { "s" }
        ),
        Event::CountdownFlipped { value: Some(v) } => format!("Countdown card flipped: {v}"),
        Event::CountdownFlipped { value: None } => "The launch card is revealed".to_string(),
        Event::GameEnded { by, reason, queue } => describe_game_ended(state, by, reason, queue),
        Event::Finished { .. } => "Final scoring".to_string(),
    }
}

/// S6: a seat's personal goal, chosen once (S7c).
fn choose_goal(
    state: &State,
    seat: &usize,
    goal: &u32,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    if *seat >= state.players.len() {
        return Err(rule("S6", format!("there is no seat {seat}")));
    }
    let goal = super::goals::Goal::new(*goal).ok_or_else(|| {
        rule(
            "S6",
            format!("personal goal {goal}: goals are numbered 1 to 8"),
        )
    })?;
    let chooser = &state.players[*seat];
    let who = state.name(*seat);
    if now {
        if let Some(kept) = chooser.goal {
            return Err(rule(
                "S7c",
                format!(
                    "{who} already keeps personal goal {}: each player chooses once, and the other card goes back to the box (undo a mistaken choice)",
                    kept.0
                ),
            ));
        }
        if chooser.acted {
            return Err(rule(
                "S7c",
                format!("{who} has already played: the personal goal is kept at setup, before the first action"),
            ));
        }
    }
    Ok(vec![Event::GoalChosen { seat: *seat, goal }])
}

/// S4: a project card revealed into the display.
fn reveal_card(
    state: &State,
    row: &Row,
    slot: &usize,
    card: &BasicCard,
) -> Result<Vec<Event>, RuleError> {
    basic(state)?;
    card.validate().map_err(|m| rule("S4", m))?;
    for r in &card.requirements {
        if let super::projects::Requirement::Colour { colour, .. } = r {
            if !state.palette().knows(colour) {
                return Err(rule(
                    "S4",
                    format!("`{colour}` is not one of the table's colours"),
                ));
            }
        }
    }
    let spaces = match row {
        Row::Lower => &state.display.lower,
        Row::Upper => &state.display.upper,
    };
    match spaces.get(*slot) {
        None => Err(rule(
            "S4",
            format!(
                "the display has {} spaces per row, not {}",
                spaces.len(),
                slot + 1
            ),
        )),
        Some(Some(_)) => Err(rule(
            "S4",
            format!(
                "space {} of the {} row already holds a card",
                slot + 1,
                row_name(*row)
            ),
        )),
        Some(None) if state.display.stack_left == Some(0) => Err(rule(
            "S4",
            "the project stack is empty: no card can be drawn",
        )),
        Some(None) => Ok(vec![Event::CardRevealed {
            row: *row,
            slot: *slot,
            card: card.clone(),
        }]),
    }
}

/// S9: the current player enters the scrapyard (S7c).
fn enter(state: &State, tile: &Option<Tile>, mode: Mode) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    at_action(state)?;
    if player.on_board {
        return Err(rule(
            "S9",
            format!("{name}'s pawn is already on the scrapyard: search or leave"),
        ));
    }
    if now && player.goal.is_none() && !player.acted {
        return Err(rule(
            "S7c",
            format!("{name} first keeps one of the two personal goal cards dealt at setup: choose it before the first action"),
        ));
    }
    let tile = collected(state, tile.as_ref(), mode)?;
    Ok(vec![Event::Entered { seat, tile }])
}

/// S9: the current player searches the scrapyard.
fn search(state: &State, tile: &Option<Tile>, mode: Mode) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    at_action(state)?;
    if !player.on_board {
        return Err(rule(
            "S9",
            format!("{name}'s pawn is not on the scrapyard: enter it first"),
        ));
    }
    if state.scrap_tracked && board_full(&player.board) {
        return Err(rule(
            "S9",
            format!("{name}'s player board is full (4 tiles, or weight 7): {name} must leave the scrapyard"),
        ));
    }
    let tile = collected(state, tile.as_ref(), mode)?;
    Ok(vec![Event::Searched { seat, tile }])
}

/// S9: the current player leaves the scrapyard.
fn leave(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    at_action(state)?;
    if !player.on_board {
        return Err(rule(
            "S9",
            format!("{name}'s pawn is not on the scrapyard, so there is nothing to leave"),
        ));
    }
    Ok(vec![Event::Left { seat }])
}

/// S2, S9: the rocket built after leaving, paid by its exchanges.
fn build(
    state: &State,
    rocket: &str,
    exchanges: &[Exchange],
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    leaving(state)?;
    let leave = &state.leave;
    if now && (leave.completed > 0 || leave.reserved || leave.marker) {
        let done = if leave.marker {
            "placed a marker"
        } else if leave.reserved {
            "reserved a card"
        } else {
            "completed a project card"
        };
        return Err(rule(
            "S9",
            format!("{name} has {done} this turn: building comes first (1. building the rocket, 2. completing project cards)"),
        ));
    }
    let palette = state.palette();
    let new = Rocket::parse(rocket, &palette)
        .map_err(|e| rule("S2", format!("the rocket cannot be read: {e}")))?
        .trimmed();
    let keep_every_part = || {
        rule(
            "S2",
            format!("{name}'s rocket must keep every part {name} owns: parts are rearranged, never given back"),
        )
    };
    let before = Rocket::parse(&state.leave.before, &palette).unwrap_or_default();
    let added = added_parts(&before, &new)
        .ok_or_else(keep_every_part)?
        .len();
    // S9: parts paid for are owned, even those built earlier this leave.
    let fresh = if state.scrap_tracked {
        added_parts(&state.rocket(seat), &new).ok_or_else(keep_every_part)?
    } else {
        Vec::new()
    };
    if added > PARTS_PER_LEAVE {
        return Err(rule(
            "S9",
            format!(
                "{name} may build at most {PARTS_PER_LEAVE} parts per leave action, not {added}"
            ),
        ));
    }
    let violations = state.joins.check(&new);
    if let Some(first) = violations.first() {
        let more = match violations.len() {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        return Err(rule(
            "S2",
            format!(
                "a part cannot be built where it cannot be attached: {}{more}",
                first.message
            ),
        ));
    }
    let exchanges = if state.scrap_tracked {
        paid(state, &fresh, exchanges)?
    } else if exchanges.is_empty() {
        Vec::new()
    } else {
        return Err(rule(
            "S9",
            "this session began before Drydock kept the scrap: build without exchanges",
        ));
    };
    let mut events = vec![Event::Built {
        seat,
        rocket: new.to_text(),
        added: u32::try_from(added).unwrap_or(0),
        exchanges,
    }];
    if meets_plan_first(state, &super::measures::Measures::of(&new)) {
        events.push(Event::PlanMet { seat });
    }
    Ok(events)
}

/// S4: a project card completed by the rocket.
fn complete(state: &State, slot: &Option<usize>) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    basic(state)?;
    leaving(state)?;
    if state.leave.reserved {
        return Err(rule(
            "S4",
            format!("{name} reserved a card this turn, which ends the project step"),
        ));
    }
    if state.leave.completed >= COMPLETIONS_PER_TURN {
        return Err(rule(
            "S4",
            format!(
                "{name} has completed {COMPLETIONS_PER_TURN} cards this turn, the most allowed"
            ),
        ));
    }
    let card = match slot {
        Some(s) => state
            .display
            .lower
            .get(*s)
            .cloned()
            .flatten()
            .map(|slot| slot.card)
            .ok_or_else(|| {
                rule(
                    "S4",
                    format!("space {} of the lower row holds no card", s + 1),
                )
            })?,
        None => player
            .reserved
            .clone()
            .ok_or_else(|| rule("S4", format!("{name} holds no reserved card")))?,
    };
    let unmet: Vec<String> = card
        .requirements
        .iter()
        .filter(|r| !r.met_by(&player.measures))
        .map(ToString::to_string)
        .collect();
    if !unmet.is_empty() {
        return Err(rule(
            "S4",
            format!(
                "{name}'s rocket does not have {} for this card",
                unmet.join(" and ")
            ),
        ));
    }
    Ok(vec![Event::Completed {
        seat,
        slot: *slot,
        card,
    }])
}

/// S4: a project card reserved.
fn reserve(state: &State, slot: &usize) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    basic(state)?;
    leaving(state)?;
    if state.leave.completed > 0 {
        return Err(rule(
            "S4",
            format!(
                "{name} completed a card this turn: only a player who completed none may reserve"
            ),
        ));
    }
    if player.reserved.is_some() || state.leave.reserved {
        return Err(rule(
            "S4",
            format!("{name} already holds a reserved card: at most one"),
        ));
    }
    let card = state
        .display
        .lower
        .get(*slot)
        .cloned()
        .flatten()
        .map(|s| s.card)
        .ok_or_else(|| {
            rule(
                "S4",
                format!("space {} of the lower row holds no card", slot + 1),
            )
        })?;
    Ok(vec![Event::Reserved {
        seat,
        slot: *slot,
        card,
    }])
}

/// S5: a marker placed on an advanced card's track.
fn place_marker(state: &State, card: &usize) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if state.variant != Variant::Advanced {
        return Err(rule("S5", "markers are for the advanced variant"));
    }
    leaving(state)?;
    if state.leave.marker {
        return Err(rule(
            "S5",
            format!("{name} has placed a marker this turn: one per leave action"),
        ));
    }
    if player.markers_left == 0 {
        return Err(rule("S5", format!("{name} has no markers left")));
    }
    let track = state
        .tracks
        .get(*card)
        .ok_or_else(|| rule("S5", format!("there is no advanced card {}", card + 1)))?;
    if track.markers.len() >= track.card.spaces.len() {
        return Err(rule(
            "S5",
            format!("advanced card {} has no free space", track.card.name),
        ));
    }
    Ok(vec![Event::MarkerPlaced { seat, card: *card }])
}

/// S7: the end declared: launch or the last card.
fn declare_end(
    state: &State,
    reason: &str,
    cause: &EndCause,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    match cause {
        EndCause::CannotPlace => {
            at_action(state)?;
            if now && player.on_board {
                return Err(rule(
                    "S7",
                    format!("{name}'s pawn is on the scrapyard: only a player outside it ends the game by being unable to place their pawn"),
                ));
            }
        }
        EndCause::DisplayEmpty => {
            if state.step == Step::Done {
                return Err(rule(
                    "S7",
                    format!("{name} entered or searched this turn, so completed no card: the display end is declared after a completion or reservation leaves a space the stack cannot fill"),
                ));
            }
            if let (true, Some(left)) = (now, state.display.stack_left) {
                return Err(rule(
                    "S7",
                    format!("the app counts the project stack ({left} card{} left): the game ends by itself when a turn ends with a space it cannot fill", if left == 1 { "" } else { "s" }),
                ));
            }
        }
    }
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(rule("S7", "say why the game ends"));
    }
    Ok(vec![Event::GameEnded {
        by: seat,
        reason: reason.to_string(),
        queue: queue_from(state, seat),
    }])
}

/// S8: the final scoring, with each player's unused scrap.
fn finish(state: &State, unused_scrap: &[u32]) -> Result<Vec<Event>, RuleError> {
    if state.phase != Phase::Scoring {
        return Err(rule(
            "S8",
            "the final scoring comes after the game has ended and the final round is over",
        ));
    }
    if unused_scrap.len() != state.players.len() {
        return Err(rule(
            "S8",
            format!(
                "give the unused scrap tiles of all {} players, not {}",
                state.players.len(),
                unused_scrap.len()
            ),
        ));
    }
    if let Some(n) = unused_scrap.iter().find(|n| **n > 75) {
        return Err(rule(
            "S8",
            format!("{n} unused scrap tiles: the game has 75"),
        ));
    }
    Ok(vec![Event::Finished {
        unused_scrap: unused_scrap.to_vec(),
    }])
}

/// S7: the plan met by a rocket, which starts the countdown.
fn check_plan_met(state: &State, seat: &usize) -> Result<(), RuleError> {
    let player = state
        .players
        .get(*seat)
        .filter(|_| *seat == state.current && state.step == Step::Leaving)
        .ok_or_else(|| rule("S7", format!("seat {seat} has not just built a rocket")))?;
    let rocket = Rocket::parse(&player.rocket, &state.palette()).unwrap_or_default();
    if meets_plan_first(state, &super::measures::Measures::of(&rocket)) {
        Ok(())
    } else {
        Err(rule(
            "S7",
            format!(
                "{}'s rocket does not meet the plan first",
                state.name(*seat)
            ),
        ))
    }
}

/// S7: a countdown card flipped, in its order.
fn check_countdown_flipped(state: &State, value: &Option<u32>) -> Result<(), RuleError> {
    let due = state.phase == Phase::Playing && state.step == Step::Action;
    if due && countdown_flip(state, state.current) == Some(*value) {
        Ok(())
    } else {
        Err(rule(
            "S7",
            "the countdown flips one card at the start of its holder's turn, in order",
        ))
    }
}

/// S7: the end, and who still plays in the scrapyard.
fn check_game_ended(state: &State, by: &usize, queue: &[usize]) -> Result<(), RuleError> {
    if state.phase != Phase::Playing || *by >= state.players.len() {
        return Err(rule(
            "S7",
            format!("the game cannot end here (by seat {by})"),
        ));
    }
    if *queue != queue_from(state, *by) {
        return Err(rule(
            "S7",
            "after the end, exactly the players with a pawn on the scrapyard may leave, in turn order",
        ));
    }
    Ok(())
}

/// The timeline's line for a personal goal chosen.
fn describe_goal_chosen(state: &State, seat: &usize, goal: &Goal) -> String {
    let name = |seat: &usize| state.name(*seat);
    format!(
        "{} chose personal goal {}: {}",
        name(seat),
        goal.0,
        goal.text()
    )
}

/// The timeline's line for parts built and the exchanges that paid them.
fn describe_built(state: &State, seat: &usize, added: &u32, exchanges: &[Exchange]) -> String {
    let name = |seat: &usize| state.name(*seat);
    let built = match added {
        0 => format!("{} rearranged the rocket", name(seat)),
        1 => format!("{} built 1 part", name(seat)),
        n => format!("{} built {n} parts", name(seat)),
    };
    let paid: Vec<String> = exchanges
        .iter()
        .map(|x| {
            let tiles: Vec<String> = x.tiles.iter().map(ToString::to_string).collect();
            let lost = match x.lost() {
                0 => String::new(),
                n => format!(", {n} lost"),
            };
            format!("{} for {}{lost}", x.part, tiles.join(" + "))
        })
        .collect();
    if paid.is_empty() {
        built
    } else {
        format!("{built}: {}", paid.join("; "))
    }
}

/// The timeline's line for the end of the game.
fn describe_game_ended(state: &State, by: &usize, reason: &str, queue: &[usize]) -> String {
    let name = |seat: &usize| state.name(*seat);
    let who: Vec<String> = queue.iter().map(|s| state.name(*s)).collect();
    if who.is_empty() {
        format!("The game ends ({reason}, {})", name(by))
    } else {
        format!(
            "The game ends ({reason}, {}): {} may still leave the scrapyard",
            name(by),
            who.join(", ")
        )
    }
}

/// A card revealed into its row's slot.
fn apply_card_revealed(state: &mut State, row: &Row, slot: &usize, card: &BasicCard) {
    let slot_value = state.slot(card.clone());
    let spaces = match row {
        Row::Lower => &mut state.display.lower,
        Row::Upper => &mut state.display.upper,
    };
    if let Some(space) = spaces.get_mut(*slot) {
        *space = Some(slot_value);
    }
    if let Some(left) = state.display.stack_left.as_mut() {
        *left = left.saturating_sub(1);
    }
    if !state.known_cards.contains(card) {
        state.known_cards.push(card.clone());
    }
}

/// A pawn back from the scrapyard, with the tiles it took.
fn apply_left(state: &mut State, seat: &usize) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.on_board = false;
        p.acted = true;
        let board = std::mem::take(&mut p.board);
        p.scrap.extend(board);
        state.leave = Leave {
            before: p.rocket.clone(),
            ..Leave::default()
        };
    }
    state.step = Step::Leaving;
}

/// Parts added to the rocket, the exchanges' tiles spent.
fn apply_built(state: &mut State, seat: &usize, rocket: &str, added: &u32, exchanges: &[Exchange]) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.rocket = rocket.to_string();
        for x in exchanges {
            // Checked: each tile is there.
            let _ = scrap::take(&mut p.scrap, &x.tiles);
            p.spent.extend(x.tiles.iter().cloned());
        }
    }
    for x in exchanges {
        state.workshop.retain(|c| c.part != x.part);
        state.workshop.push(Column {
            part: x.part.clone(),
            token: x.token.clone(),
            min_weight: x.min_weight,
        });
    }
    state.leave.parts_built = *added;
}

/// A project completed: the card to the player, its slot emptied.
fn apply_completed(state: &mut State, seat: &usize, slot: &Option<usize>, card: &BasicCard) {
    match slot {
        Some(s) => {
            if let Some(space) = state.display.lower.get_mut(*s) {
                *space = None;
            }
        }
        None => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.reserved = None;
            }
        }
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.completed.push(card.clone());
    }
    state.leave.completed += 1;
}

/// A project reserved by the player.
fn apply_reserved(state: &mut State, seat: &usize, slot: &usize, card: &BasicCard) {
    if let Some(space) = state.display.lower.get_mut(*slot) {
        *space = None;
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.reserved = Some(card.clone());
    }
    state.leave.reserved = true;
}

/// A marker placed on an advanced card.
fn apply_marker_placed(state: &mut State, seat: &usize, card: &usize) {
    if let Some(t) = state.tracks.get_mut(*card) {
        t.markers.push(*seat);
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.markers_left = p.markers_left.saturating_sub(1);
    }
    state.leave.marker = true;
}

/// The turn passed on (or the final round's queue moved).
fn apply_turn_ended(state: &mut State, seat: &usize, moved: &[usize]) {
    let n = state.players.len().max(1);
    for i in moved {
        let card = state.display.upper.get_mut(*i).and_then(Option::take);
        if let Some(space) = state.display.lower.get_mut(*i) {
            *space = card;
        }
    }
    state.step = Step::Action;
    state.leave = Leave::default();
    state.turn += 1;
    if state.phase == Phase::FinalRound {
        if state.final_queue.first() == Some(seat) {
            state.final_queue.remove(0);
        }
        match state.final_queue.first() {
            Some(next) => state.current = *next,
            None => state.phase = Phase::Scoring,
        }
    } else {
        state.current = (seat + 1) % n;
    }
}

/// The end: the final queue, and the scoring when nobody is left to play.
fn apply_game_ended(state: &mut State, by: &usize, reason: &str, queue: &[usize]) {
    state.end = Some(End {
        by: *by,
        reason: reason.to_string(),
    });
    state.final_queue = queue.to_vec();
    state.step = Step::Action;
    state.leave = Leave::default();
    match queue.first() {
        Some(first) => {
            state.phase = Phase::FinalRound;
            state.current = *first;
        }
        None => state.phase = Phase::Scoring,
    }
}
