-- Rickety Ships shapes the table drew (R3: shapes are data). Built-in shapes
-- live in the code; a session copies the exact shape into its setup, so
-- editing or deleting a saved shape never changes history.
CREATE TABLE rickety_shapes (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    grid       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
