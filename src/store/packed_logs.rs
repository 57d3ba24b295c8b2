//! Finished sessions keep their log packed: one row of `session_logs` per
//! session, its entries compressed together, instead of one `events` row
//! per entry. A log is appended to only while its session is open, and a
//! history of years is almost all finished sessions, so packing at the
//! close (and at the import of a finished play) is where the space is won:
//! each entry alone is ~100 bytes of JSON that compresses poorly, while a
//! session's entries repeat each other's keys and times.
//!
//! The packed form (docs/storage.md): one format byte (`1`), then DEFLATE
//! (RFC 1951) of UTF-8 text with one line per entry, `seq TAB at TAB
//! payload LF`, in `seq` order from 1; `payload` is the entry's JSON on one
//! line, as stored in `events`. Reopening a session unpacks it back into
//! `events`, so appends never touch a packed log.
//!
//! What this leaves out: the entries themselves (`session::Entry`) and
//! which sessions are finished (`sessions`).

use std::io::{Read, Write};

use flate2::{read::DeflateDecoder, write::DeflateEncoder, Compression};
use rusqlite::{params, Connection, OptionalExtension};

use super::{EventRow, StoreError};

/// The first byte of a packed log in this format.
const FORMAT: u8 = 1;

/// The most text one packed log may unpack to. A real log is far smaller
/// (a long Ships game is ~300 KB); the cap keeps a crafted or damaged blob
/// from unpacking into all of memory.
const MAX_UNPACKED: u64 = 64 * 1024 * 1024;

pub(super) fn pack(rows: &[EventRow]) -> Vec<u8> {
    let mut encoder = DeflateEncoder::new(vec![FORMAT], Compression::best());
    for row in rows {
        // Writing into a Vec cannot fail.
        let _ = writeln!(encoder, "{}\t{}\t{}", row.seq, row.at, row.payload);
    }
    encoder.finish().unwrap_or_default()
}

pub(super) fn unpack(session: i64, packed: &[u8]) -> Result<Vec<EventRow>, StoreError> {
    let bad = |reason: String| StoreError::BadPackedLog { session, reason };
    let Some((&format, deflated)) = packed.split_first() else {
        return Err(bad("it is empty".into()));
    };
    if format != FORMAT {
        return Err(bad(format!(
            "its format {format} is not one this build reads"
        )));
    }
    let mut text = String::new();
    DeflateDecoder::new(deflated)
        .take(MAX_UNPACKED + 1)
        .read_to_string(&mut text)
        .map_err(|e| bad(format!("it does not unpack ({e})")))?;
    if text.len() as u64 > MAX_UNPACKED {
        return Err(bad(format!("it unpacks to over {MAX_UNPACKED} bytes")));
    }
    text.lines()
        .enumerate()
        .map(|(i, line)| row(i, line).map_err(|reason| bad(format!("line {}: {reason}", i + 1))))
        .collect()
}

/// Line `i` (from 0) of an unpacked log; its `seq` must be `i + 1`.
fn row(i: usize, line: &str) -> Result<EventRow, String> {
    let mut fields = line.splitn(3, '\t');
    let (Some(seq), Some(at), Some(payload)) = (fields.next(), fields.next(), fields.next()) else {
        return Err("it is not seq, time and entry".into());
    };
    let seq: u64 = seq
        .parse()
        .map_err(|_| format!("{seq:?} is not a number"))?;
    if seq != i as u64 + 1 {
        return Err(format!("entry {seq} where entry {} belongs", i + 1));
    }
    Ok(EventRow {
        seq,
        at: at.to_string(),
        payload: payload.to_string(),
    })
}

/// The packed log of session `id`, unpacked; `None` when it is not packed.
pub(super) fn read(conn: &Connection, id: i64) -> Result<Option<Vec<EventRow>>, StoreError> {
    let packed: Option<Vec<u8>> = conn
        .prepare_cached("SELECT packed FROM session_logs WHERE session_id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()?;
    packed.map(|bytes| unpack(id, &bytes)).transpose()
}

/// How many entries session `id`'s packed log holds; `None` when it is not
/// packed.
pub(super) fn count(conn: &Connection, id: i64) -> Result<Option<u64>, StoreError> {
    let n: Option<i64> = conn
        .prepare_cached("SELECT entries FROM session_logs WHERE session_id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()?;
    Ok(n.map(|n| u64::try_from(n).unwrap_or(0)))
}

/// Stores `rows` as session `id`'s packed log (nothing for an empty log).
pub(super) fn insert(conn: &Connection, id: i64, rows: &[EventRow]) -> Result<(), StoreError> {
    if rows.is_empty() {
        return Ok(());
    }
    conn.prepare_cached(
        "INSERT INTO session_logs (session_id, entries, packed) VALUES (?1, ?2, ?3)",
    )?
    .execute(params![id, rows.len() as i64, pack(rows)])?;
    Ok(())
}

/// Moves session `id`'s log from `events` into its packed row; part of the
/// caller's transaction (the close).
pub(super) fn pack_session(conn: &Connection, id: i64) -> Result<(), StoreError> {
    let rows = rows(conn, id)?;
    insert(conn, id, &rows)?;
    conn.execute("DELETE FROM events WHERE session_id = ?1", [id])?;
    Ok(())
}

/// Moves session `id`'s packed log back into `events` rows, so it can be
/// appended to again; part of the caller's transaction (the reopen).
pub(super) fn unpack_session(conn: &Connection, id: i64) -> Result<(), StoreError> {
    let Some(rows) = read(conn, id)? else {
        return Ok(());
    };
    let mut stmt = conn.prepare_cached(
        "INSERT INTO events (session_id, seq, at, payload) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for row in rows {
        stmt.execute(params![id, row.seq as i64, row.at, row.payload])?;
    }
    conn.execute("DELETE FROM session_logs WHERE session_id = ?1", [id])?;
    Ok(())
}

/// Session `id`'s log as `events` rows, in order.
pub(super) fn rows(conn: &Connection, id: i64) -> Result<Vec<EventRow>, StoreError> {
    let mut stmt = conn
        .prepare_cached("SELECT seq, at, payload FROM events WHERE session_id = ?1 ORDER BY seq")?;
    let rows = stmt.query_map([id], |row| {
        Ok(EventRow {
            seq: row.get::<_, i64>(0)?.try_into().unwrap_or(0),
            at: row.get(1)?,
            payload: row.get(2)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log(n: u64) -> Vec<EventRow> {
        (1..=n)
            .map(|seq| EventRow {
                seq,
                at: format!("2026-12-03T17:16:{:02}.914Z", seq % 60),
                payload: format!(r#"{{"v":2,"kind":"undo","of":{seq}}}"#),
            })
            .collect()
    }

    #[test]
    fn a_log_unpacks_to_what_was_packed() {
        let rows = log(200);
        let packed = pack(&rows);
        assert_eq!(unpack(7, &packed).expect("unpacks"), rows);
        assert!(packed.len() < rows.len() * 10, "{} bytes", packed.len());
    }

    #[test]
    fn a_damaged_packed_log_is_refused_naming_its_session() {
        let mut packed = pack(&log(3));
        packed[0] = 9;
        let err = unpack(7, &packed).expect_err("unknown format");
        assert!(err.to_string().contains("session 7"), "{err}");
        assert!(unpack(7, &[]).is_err(), "empty");
        assert!(unpack(7, &[FORMAT, 0xff, 0x00]).is_err(), "not DEFLATE");
    }

    #[test]
    fn a_packed_log_with_a_gap_is_refused() {
        let mut rows = log(3);
        rows.remove(1);
        let err = unpack(7, &pack(&rows)).expect_err("entry 2 is missing");
        assert!(err.to_string().contains("line 2"), "{err}");
    }

    #[test]
    fn a_packed_log_that_would_fill_memory_is_refused() {
        let mut encoder = DeflateEncoder::new(vec![FORMAT], Compression::best());
        let zeros = vec![b'0'; 1024 * 1024];
        for _ in 0..=MAX_UNPACKED / zeros.len() as u64 {
            encoder.write_all(&zeros).expect("into memory");
        }
        let bomb = encoder.finish().expect("packed");
        let err = unpack(7, &bomb).expect_err("too large");
        assert!(err.to_string().contains("over"), "{err}");
    }
}
