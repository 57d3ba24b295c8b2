//! Player profiles: adding, renaming, recolouring and merging two profiles
//! that turn out to be one person. Seats keep the name a session was played
//! under; statistics follow the profile.

use super::{Api, ApiError, NewPlayer, PlayerDto, PlayerEdit};

const MAX_NAME: usize = 40;

fn checked_name(name: &str) -> Result<&str, ApiError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(ApiError::invalid("a player needs a name"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::invalid(format!(
            "a player name has at most {MAX_NAME} characters"
        )));
    }
    Ok(name)
}

fn checked_colour(colour: &str) -> Result<String, ApiError> {
    let c = colour.trim();
    let hex = c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|c| c.is_ascii_hexdigit());
    if !hex {
        return Err(ApiError::invalid(format!(
            "{c} is not a colour: write it as #rrggbb, e.g. #2e86de"
        )));
    }
    Ok(c.to_ascii_lowercase())
}

fn checked_initial(initial: &str) -> Result<&str, ApiError> {
    let initial = initial.trim();
    if initial.chars().count() > 2 || initial.chars().any(char::is_whitespace) {
        return Err(ApiError::invalid(
            "an avatar initial is one or two letters (empty: the name's first letter)",
        ));
    }
    Ok(initial)
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
}
