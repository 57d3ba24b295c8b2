-- Enrolled decks (issue 4): a deck's own corner glyphs, learnt from photos
-- of its 52 cards by `drydock deck enrol`, in the glyph bank's text format
-- (`vision::glyphs::Bank::to_text`). Re-enrolling a name replaces its bank.
CREATE TABLE decks (
    name        TEXT PRIMARY KEY COLLATE NOCASE CHECK (length(trim(name)) > 0),
    bank        TEXT NOT NULL,
    glyphs      INTEGER NOT NULL,
    enrolled_at TEXT NOT NULL
);
