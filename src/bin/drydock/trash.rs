//! `drydock sessions delete` and `drydock trash`: deleted plays wait in the
//! trash until restored or emptied (docs/cli.md).

use clap::{Args, Subcommand};
use drydock::api::{Api, ApiError};

use crate::print_json;

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct TrashArgs {
    #[command(subcommand)]
    pub command: Option<TrashCommand>,
    /// Print JSON (see docs/cli.md) instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand)]
pub enum TrashCommand {
    /// Bring a play back into History (ID as `drydock trash` lists it).
    Restore {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Delete every play in the trash for good.
    Empty {
        #[arg(long)]
        json: bool,
    },
}

impl TrashArgs {
    pub fn json(&self) -> bool {
        match &self.command {
            Some(TrashCommand::Restore { json, .. } | TrashCommand::Empty { json }) => *json,
            None => self.json,
        }
    }
}

/// `drydock sessions delete ID`.
pub fn delete(api: &mut Api, id: i64, json: bool) -> Result<(), ApiError> {
    let entry = api.delete_session(id)?;
    if json {
        print_json(&entry);
    } else {
        println!(
            "session {id} moved to the trash as {}: `drydock trash restore {}` brings it back",
            entry.id, entry.id
        );
    }
    Ok(())
}

pub fn run(args: TrashArgs, mut api: Api) -> Result<(), ApiError> {
    match args.command {
        None => {
            let entries = api.trash()?;
            if args.json {
                print_json(&entries);
            } else if entries.is_empty() {
                println!("the trash is empty");
            } else {
                for e in entries {
                    let title = if e.title.is_empty() {
                        &e.game_name
                    } else {
                        &e.title
                    };
                    println!(
                        "{:>4}  {title} · {} · played {} · deleted {}",
                        e.id, e.players, e.started_at, e.deleted_at
                    );
                }
            }
        }
        Some(TrashCommand::Restore { id, json }) => {
            let report = api.restore_from_trash(id)?;
            if json {
                print_json(&report);
            } else if let Some(session) = report.sessions_added.first() {
                println!("restored as session {session}");
            } else {
                for line in &report.skipped {
                    println!("not restored: {line}");
                }
            }
        }
        Some(TrashCommand::Empty { json }) => {
            let gone = api.empty_trash()?;
            if json {
                print_json(&serde_json::json!({ "deleted": gone }));
            } else {
                println!("deleted {gone} play(s) for good");
            }
        }
    }
    Ok(())
}
