//! `drydock games`: the games this build knows, and the BoardGameGeek id a
//! table gives a game (`games bgg-id`), remembered by the game's name and
//! carried by the BG Stats and BGG exports (docs/cli.md).

use clap::{Args, Subcommand};
use drydock::api::{Api, ApiError};

use crate::print_json;

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct GamesArgs {
    #[command(subcommand)]
    pub command: Option<GamesCommand>,
    /// Print JSON (see docs/cli.md) instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand)]
pub enum GamesCommand {
    /// Show, set or clear the BoardGameGeek id of a game, by its name (a
    /// scorepad's title, or a built-in game's name).
    BggId {
        /// The game's name, e.g. "Carcassonne".
        name: String,
        /// The id (the number in boardgamegeek.com/boardgame/ID); without
        /// it the remembered id is shown.
        id: Option<u32>,
        /// Forget the remembered id.
        #[arg(long, conflicts_with = "id")]
        clear: bool,
        #[arg(long)]
        json: bool,
    },
}

impl GamesArgs {
    pub fn json(&self) -> bool {
        match &self.command {
            Some(GamesCommand::BggId { json, .. }) => *json,
            None => self.json,
        }
    }
}

pub fn run(args: GamesArgs, open: impl Fn() -> Result<Api, ApiError>) -> Result<(), ApiError> {
    match args.command {
        None => {
            let games = Api::in_memory()?.games();
            if args.json {
                print_json(&games);
            } else {
                for game in games {
                    println!("{:<12} {}", game.id, game.name);
                }
            }
        }
        Some(GamesCommand::BggId {
            name,
            id,
            clear,
            json,
        }) => {
            let mut api = open()?;
            if clear {
                api.set_bgg_id(&name, None)?;
            } else if id.is_some() {
                api.set_bgg_id(&name, id)?;
            }
            let now = api.bgg_id(&name)?;
            if json {
                print_json(&serde_json::json!({ "name": name.trim(), "bgg_id": now }));
            } else {
                match now {
                    Some(id) => println!("{}: BoardGameGeek id {id}", name.trim()),
                    None => println!("{}: no BoardGameGeek id", name.trim()),
                }
            }
        }
    }
    Ok(())
}
