-- Drydock schema, version 1: players, sessions and their append-only event log.

-- Persistent player profiles. Names are unique regardless of case so "ann"
-- and "Ann" are one person at the table.
CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    colour     TEXT NOT NULL,
    created_at TEXT NOT NULL
);

-- One row per game played. `setup` is the game's setup JSON; `result` the
-- outcome JSON written when the session is closed (NULL while it is open).
CREATE TABLE sessions (
    id         INTEGER PRIMARY KEY,
    game       TEXT NOT NULL,
    title      TEXT NOT NULL DEFAULT '',
    setup      TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended_at   TEXT,
    result     TEXT,
    notes      TEXT NOT NULL DEFAULT ''
);

-- History lists newest first, optionally for one game.
CREATE INDEX sessions_by_started ON sessions (started_at DESC);
CREATE INDEX sessions_by_game_started ON sessions (game, started_at DESC);

-- Who sat where. Names and colours are copied at the start so history reads
-- as it was played even after a profile is renamed. `final_score` and
-- `winner` are filled on close so statistics need no replay.
CREATE TABLE session_players (
    session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    player_id   INTEGER REFERENCES players (id),
    name        TEXT NOT NULL,
    colour      TEXT NOT NULL,
    final_score INTEGER,
    winner      INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
    PRIMARY KEY (session_id, seat)
) WITHOUT ROWID;

-- "Every session of this player" without scanning all seats.
CREATE INDEX session_players_by_player ON session_players (player_id, session_id);

-- The append-only log. `seq` counts from 1 per session; the primary key
-- makes a duplicate or concurrent append fail instead of forking the log.
CREATE TABLE events (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    at         TEXT NOT NULL,
    payload    TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
