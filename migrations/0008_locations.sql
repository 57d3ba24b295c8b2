-- Where a play happened (issue 22): a place's name, empty when not said,
-- chosen in the app from the places used before (most used first).
ALTER TABLE sessions ADD COLUMN location TEXT NOT NULL DEFAULT '';
CREATE INDEX sessions_by_location ON sessions (location) WHERE location <> '';
