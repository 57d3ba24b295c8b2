//! Rickety Ships shapes saved by the table (the grid text of `rickety::shape`).

use rusqlite::{params, OptionalExtension};

use super::{now, Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShapeRow {
    pub name: String,
    pub grid: String,
    pub created_at: String,
}

impl Store {
    pub fn rickety_shapes(&self) -> Result<Vec<ShapeRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT name, grid, created_at FROM rickety_shapes ORDER BY name COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(ShapeRow {
                name: r.get(0)?,
                grid: r.get(1)?,
                created_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn rickety_shape(&self, name: &str) -> Result<Option<ShapeRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT name, grid, created_at FROM rickety_shapes WHERE name = ?1 COLLATE NOCASE",
                [name.trim()],
                |r| {
                    Ok(ShapeRow {
                        name: r.get(0)?,
                        grid: r.get(1)?,
                        created_at: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// Saves a shape under a new name; an existing name is refused.
    pub fn save_rickety_shape(&self, name: &str, grid: &str) -> Result<(), StoreError> {
        if self.rickety_shape(name)?.is_some() {
            return Err(StoreError::DuplicateShape(name.trim().to_string()));
        }
        self.conn.execute(
            "INSERT INTO rickety_shapes (name, grid, created_at) VALUES (?1, ?2, ?3)",
            params![name.trim(), grid, now()],
        )?;
        Ok(())
    }

    /// Forgets a saved shape. Sessions keep the shape they were played with
    /// (it is copied into their setup), so history does not change.
    pub fn delete_rickety_shape(&self, name: &str) -> Result<bool, StoreError> {
        let n = self.conn.execute(
            "DELETE FROM rickety_shapes WHERE name = ?1 COLLATE NOCASE",
            [name.trim()],
        )?;
        Ok(n > 0)
    }
}
