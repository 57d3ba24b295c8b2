//! Two programs writing one session at once (the app and the CLI, or two
//! CLIs): the busy timeout serialises them, a race for the same log entry
//! is refused as `conflict` instead of forking the log, and every
//! acknowledged entry is in the log exactly once.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::thread;

mod common;

use drydock::api::Api;
use serde_json::{json, Value};

#[test]
fn two_writers_on_one_session_lose_nothing_and_fork_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let id = common::ann_and_bob(&mut Api::open(&db).expect("opens"), "scorepad", json!({}));
    let writer = |ann: u8| {
        let db = db.clone();
        thread::spawn(move || {
            let mut child = Command::new(env!("CARGO_BIN_EXE_drydock"))
                .arg("--db")
                .arg(&db)
                .args(["sessions", "act", &id.to_string()])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("drydock starts");
            let mut stdin = child.stdin.take().expect("stdin");
            for _ in 0..60 {
                let line = format!(
                    r#"{{"action":"command","command":{{"type":"add_round","scores":[{ann},0]}}}}"#
                );
                writeln!(stdin, "{line}").expect("write");
            }
            drop(stdin);
            let acks: Vec<Value> = BufReader::new(child.stdout.take().expect("stdout"))
                .lines()
                .map(|l| serde_json::from_str(&l.expect("line")).expect("JSON"))
                .collect();
            child.wait().expect("ends");
            acks
        })
    };
    let (first, second) = (writer(1), writer(2));
    let acks: Vec<Value> = [first, second]
        .into_iter()
        .flat_map(|w| w.join().expect("writer thread"))
        .collect();
    let accepted: Vec<u64> = acks
        .iter()
        .filter(|a| a["ok"] == true)
        .filter_map(|a| a["seq"].as_u64())
        .collect();
    for refused in acks.iter().filter(|a| a["ok"] == false) {
        let code = &refused["error"]["code"];
        assert!(
            code == "conflict" || code == "database_busy",
            "only a race may refuse a command here: {refused}"
        );
    }
    let api = Api::open(&db).expect("opens");
    let log: Vec<u64> = api
        .store()
        .events(id)
        .expect("log")
        .iter()
        .map(|e| e.seq)
        .collect();
    assert_eq!(
        log,
        (1..=log.len() as u64).collect::<Vec<_>>(),
        "one log, no gap"
    );
    let mut acked = accepted.clone();
    acked.sort_unstable();
    acked.dedup();
    assert_eq!(acked.len(), accepted.len(), "no entry acknowledged twice");
    assert_eq!(
        acked, log,
        "every acknowledged entry is in the log, and only those"
    );
    assert!(
        accepted.len() >= 60,
        "most commands go through: {}",
        accepted.len()
    );
    assert_eq!(api.store().integrity_check().expect("check"), "ok");
}
