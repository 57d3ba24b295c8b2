-- Deleted plays (issue 22): a play deleted from History is kept here whole,
-- as a one-session drydock-archive (its log, result, notes, place, photos
-- and UUID), until it is restored (imported back through the archive's
-- checks) or the trash is emptied. What the list shows is copied out so
-- listing reads no archive.
CREATE TABLE trash (
    id         INTEGER PRIMARY KEY,
    deleted_at TEXT NOT NULL,
    uuid       TEXT NOT NULL,
    game       TEXT NOT NULL,
    title      TEXT NOT NULL,
    started_at TEXT NOT NULL,
    players    TEXT NOT NULL,
    archive    TEXT NOT NULL
);
