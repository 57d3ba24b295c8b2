-- Ship photos the table took during a session, with what Drydock read from
-- them (the `drydock recognize --json` report), so history can show both.
-- Stored as blobs: the photo must survive the phone's camera roll.
CREATE TABLE photos (
    id          INTEGER PRIMARY KEY,
    session_id  INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seat        INTEGER,
    taken_at    TEXT NOT NULL,
    media_type  TEXT NOT NULL,
    bytes       BLOB NOT NULL,
    recognition TEXT NOT NULL
);
CREATE INDEX photos_by_session ON photos(session_id, id);
