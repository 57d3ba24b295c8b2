-- Issue 22: every session and every profile carries a UUID, so a play or a
-- player exported to another tool (BG Stats de-duplicates by uuid) is told
-- apart from another database's, whose ids also start at 1. New rows get a
-- version 4 UUID from Drydock (the `uuid` crate); rows older than this
-- migration get one here, made from SQLite's randomness in the same layout
-- (version nibble 4, variant 8–b). Archive export and import keep them.
ALTER TABLE sessions ADD COLUMN uuid TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN uuid TEXT NOT NULL DEFAULT '';

UPDATE sessions SET uuid =
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
    || substr(lower(hex(randomblob(2))), 2) || '-'
    || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))), 2)
    || '-' || lower(hex(randomblob(6)));
UPDATE players SET uuid =
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
    || substr(lower(hex(randomblob(2))), 2) || '-'
    || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))), 2)
    || '-' || lower(hex(randomblob(6)));

-- A row written without one would hold '' and collide with the next.
CREATE UNIQUE INDEX sessions_by_uuid ON sessions (uuid);
CREATE UNIQUE INDEX players_by_uuid ON players (uuid);

-- The BoardGameGeek id a table gave a scorepad game, remembered by the
-- game's name (the scorepad's title) so it is typed once. The four built-in
-- games' ids are in the code.
CREATE TABLE game_bgg_ids (
    name   TEXT PRIMARY KEY COLLATE NOCASE CHECK (length(trim(name)) > 0),
    bgg_id INTEGER NOT NULL CHECK (bgg_id > 0)
);
