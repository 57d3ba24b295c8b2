//! Player profiles: adding, renaming, recolouring and merging two profiles
//! that turn out to be one person; guests (seats without a profile) and
//! giving a returning guest's seats to a profile. Seats keep the name a
//! session was played under; statistics follow the profile.

use super::fields;
use super::{Api, ApiError, GuestDto, NewPlayer, PlayerDto, PlayerEdit};
use crate::store::PALETTE;

fn checked_name(name: &str) -> Result<&str, ApiError> {
    fields::player_name(name).map_err(|e| e.invalid("the name", "name"))
}

fn checked_colour(colour: &str) -> Result<String, ApiError> {
    fields::colour(colour).map_err(|e| e.invalid("the colour", "colour"))
}

fn checked_initial(initial: &str) -> Result<&str, ApiError> {
    fields::initial(initial).map_err(|e| e.invalid("the initial", "initial"))
}

impl Api {
    /// Adds a profile. The colour defaults to the palette colour fewest
    /// players have; a given colour must be `#rrggbb`.
    pub fn create_player(&self, new: &NewPlayer) -> Result<PlayerDto, ApiError> {
        let name = checked_name(&new.name)?;
        let colour = match new.colour.as_deref().map(str::trim) {
            Some(c) if !c.is_empty() => checked_colour(c)?,
            _ => self.store.next_colour()?,
        };
        Ok(self.store.create_player(name, &colour)?.into())
    }

    /// Renames, recolours or changes the initial of profile `id`; every
    /// field is checked before anything is written.
    pub fn update_player(&self, id: i64, edit: &PlayerEdit) -> Result<PlayerDto, ApiError> {
        let name = edit.name.as_deref().map(checked_name).transpose()?;
        let colour = edit.colour.as_deref().map(checked_colour).transpose()?;
        let initial = edit.initial.as_deref().map(checked_initial).transpose()?;
        Ok(self
            .store
            .update_player(id, name, colour.as_deref(), initial)?
            .into())
    }

    /// Makes profile `merge` part of profile `keep` (see
    /// [`crate::store::Store::merge_players`]).
    pub fn merge_players(&mut self, keep: i64, merge: i64) -> Result<PlayerDto, ApiError> {
        if keep == merge {
            return Err(ApiError::invalid("choose two different profiles to merge"));
        }
        Ok(self.store.merge_players(keep, merge)?.into())
    }

    /// Everyone who played without a profile, most recently first.
    pub fn guests(&self) -> Result<Vec<GuestDto>, ApiError> {
        Ok(self
            .store
            .guests()?
            .into_iter()
            .map(|g| GuestDto {
                name: g.name,
                plays: g.plays,
                last_played: g.last_played,
            })
            .collect())
    }

    /// The guest `name` came back as profile `player_id` (`None`: a new
    /// profile of that name): every seat played under that name (ignoring
    /// case) without a profile becomes theirs, so their statistics count
    /// those plays. Returns the profile; a refusal changes nothing, and
    /// makes no profile.
    pub fn adopt_guest(
        &mut self,
        name: &str,
        player_id: Option<i64>,
    ) -> Result<PlayerDto, ApiError> {
        let name = fields::seat_name(name)
            .map_err(|e| e.invalid("the guest's name", "name"))?
            .trim();
        let id = match player_id {
            Some(id) => {
                self.store.adopt_guest(name, id)?;
                id
            }
            None => {
                let name = checked_name(name)?;
                let colour = self.store.next_colour()?;
                self.store.adopt_guest_as_new(name, &colour)?
            }
        };
        Ok(self.store.player(id)?.into())
    }
}

/// A guest's colour: the first palette colour nobody at the table has.
pub(super) fn guest_colour(taken: &[String]) -> String {
    PALETTE
        .iter()
        .find(|c| !taken.iter().any(|t| t.eq_ignore_ascii_case(c)))
        .unwrap_or(&PALETTE[0])
        .to_string()
}
