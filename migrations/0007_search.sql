-- History's word search (issue 22): an FTS5 index of each session's title,
-- notes and seat names, kept in step with the rows by the triggers below,
-- so a search reads the index instead of scanning every session with
-- LIKE '%…%'. Words are matched as prefixes of indexed words, ignoring
-- case and accents ("emi" finds "Émile"). rowid is the session's id.
CREATE VIRTUAL TABLE session_search USING fts5 (
    title, notes, names,
    tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO session_search (rowid, title, notes, names)
SELECT s.id, s.title, s.notes,
       coalesce((SELECT group_concat(sp.name, ' ') FROM session_players sp WHERE sp.session_id = s.id), '')
FROM sessions s;

CREATE TRIGGER session_search_insert AFTER INSERT ON sessions BEGIN
    INSERT INTO session_search (rowid, title, notes, names) VALUES (new.id, new.title, new.notes, '');
END;

CREATE TRIGGER session_search_update AFTER UPDATE OF title, notes ON sessions BEGIN
    UPDATE session_search SET title = new.title, notes = new.notes WHERE rowid = new.id;
END;

CREATE TRIGGER session_search_delete AFTER DELETE ON sessions BEGIN
    DELETE FROM session_search WHERE rowid = old.id;
END;

-- A seat's name is indexed with its session's: every change of a seat
-- rewrites the session's list of names.
CREATE TRIGGER session_search_seat_insert AFTER INSERT ON session_players BEGIN
    UPDATE session_search
    SET names = (SELECT group_concat(name, ' ') FROM session_players WHERE session_id = new.session_id)
    WHERE rowid = new.session_id;
END;

CREATE TRIGGER session_search_seat_update AFTER UPDATE OF name ON session_players BEGIN
    UPDATE session_search
    SET names = (SELECT group_concat(name, ' ') FROM session_players WHERE session_id = new.session_id)
    WHERE rowid = new.session_id;
END;

CREATE TRIGGER session_search_seat_delete AFTER DELETE ON session_players BEGIN
    UPDATE session_search
    SET names = coalesce((SELECT group_concat(name, ' ') FROM session_players WHERE session_id = old.session_id), '')
    WHERE rowid = old.session_id;
END;
