-- History, statistics and profiles (issue 8).

-- The avatar's letters; empty means the name's first letter.
ALTER TABLE players ADD COLUMN initial TEXT NOT NULL DEFAULT '';

-- Filtering history by a seat's name (search, "sessions with Ann").
CREATE INDEX session_players_by_name ON session_players (name COLLATE NOCASE, session_id);

-- Statistics read finished sessions by game in time order.
CREATE INDEX sessions_finished_by_game ON sessions (game, ended_at) WHERE ended_at IS NOT NULL;

-- Game-specific figures of a finished session (`Game::figures`), computed by
-- replaying it once and cached with the engine's version stamp, so the
-- statistics never replay a session twice.
CREATE TABLE session_figures (
    session_id INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,
    figures    TEXT NOT NULL
);

-- Aggregates that take a scan of every finished session (per-game
-- statistics), cached under a stamp of the finished sessions; a stale
-- stamp means recompute.
CREATE TABLE stats_cache (
    key   TEXT PRIMARY KEY,
    stamp TEXT NOT NULL,
    value TEXT NOT NULL
);
