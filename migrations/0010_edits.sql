-- Changes made to a finished play (issue 22): its result, when it was
-- played, where, and its notes, each appended here as one typed JSON entry
-- (`store::edits::Edit`) with what the field held before and after, so the
-- record shows every correction and any of them can be undone. The columns
-- of `sessions` and `session_players` keep the values in effect; this is
-- their history. `seq` counts from 1 per session, like `events`.
CREATE TABLE session_edits (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    at         TEXT NOT NULL,
    payload    TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
