//! Scripted sessions (`drydock play`): a setup and a list of actions run
//! through the same use cases as the app, in a private in-memory database,
//! then optionally saved — whole, so a script that fails half-way leaves
//! nothing behind.

use super::{
    Action, Api, ApiError, GameId, GameSetup, NewPlayer, Script, ScriptPlayer, ScriptRun,
    StartSession,
};

impl Api {
    /// Runs `script` for `game` in memory and returns the final session and
    /// its log. Stops at the first refused action, naming it.
    pub fn run_script(game: GameId, script: &Script) -> Result<(Api, ScriptRun), ApiError> {
        let mut scratch = Api::in_memory()?;
        let mut player_ids = Vec::with_capacity(script.players.len());
        for (i, player) in script.players.iter().enumerate() {
            let new = match player {
                ScriptPlayer::Name(name) => NewPlayer {
                    name: name.clone(),
                    colour: None,
                },
                ScriptPlayer::Profile(profile) => profile.clone(),
            };
            let created = scratch
                .create_player(&new)
                .map_err(|e| e.context(format_args!("player {i}")))?;
            player_ids.push(created.id);
        }
        let setup = GameSetup::decode(game, &script.setup).map_err(|e| e.context("setup"))?;
        let mut view = scratch
            .start_session(&StartSession {
                seats: Vec::new(),
                location: None,
                player_ids,
                setup,
            })
            .map_err(|e| e.context("setup"))?;
        for (i, action) in script.actions.iter().enumerate() {
            let acted =
                Action::decode(game, action).and_then(|action| scratch.act(view.id, &action));
            view = acted.map_err(|e| {
                e.context(format_args!("action {i}"))
                    .with_details(|d| d.action = Some(i))
            })?;
        }
        let events = scratch.export_session(view.id)?.events;
        Ok((
            scratch,
            ScriptRun {
                session: view,
                events,
                saved_id: None,
            },
        ))
    }

    /// Copies the finished run into this database as a new session.
    pub fn save_script_run(&mut self, scratch: &Api, run: &mut ScriptRun) -> Result<(), ApiError> {
        let export = scratch.export_session(run.session.id)?;
        let saved = self.import_session(&export)?;
        run.saved_id = Some(saved.id);
        run.session = saved;
        Ok(())
    }
}
