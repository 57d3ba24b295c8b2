-- The logs of finished sessions, packed (issue 20, step 4): one row per
-- session, its entries compressed together (`store::packed_logs`, format
-- in docs/storage.md). A session's log is in `events` while it is open and
-- moves here, in the transaction that closes it; reopening moves it back.
-- Logs of sessions closed before this migration stay in `events` and read
-- the same.
CREATE TABLE session_logs (
    session_id INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    entries    INTEGER NOT NULL CHECK (entries >= 1),
    packed     BLOB NOT NULL
);
