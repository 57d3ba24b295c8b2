//! Disk trouble: a full disk (a file size limit), a WAL left behind by a
//! crash, and a database file replaced by garbage. Drydock reports each
//! clearly, keeps everything it acknowledged, offers the newest backup, and
//! never writes over a good database with a bad one.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;

use drydock::api::Api;
use serde_json::{json, Value};

fn drydock(db: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_drydock"));
    command.arg("--db").arg(db);
    command
}

fn round(api: &mut Api, id: i64) {
    api.act(
        id,
        &common::cmd("scorepad", json!({"type": "add_round", "scores": [1, 2]})),
    )
    .expect("a round");
}

#[test]
fn a_full_disk_refuses_the_change_clearly_and_keeps_every_acknowledged_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let id = common::ann_and_bob(&mut Api::open(&db).expect("opens"), "scorepad", json!({}));
    // Every file the process writes is capped, as on a disk with 96 KB left:
    // the write-ahead log grows with each commit until it hits the cap.
    let limit: libc::rlim_t = 96 * 1024;
    let mut command = drydock(&db);
    command
        .args(["sessions", "act", &id.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    // SAFETY: runs in the child between fork and exec; setrlimit and signal
    // are async-signal-safe and touch only the child.
    unsafe {
        command.pre_exec(move || {
            let cap = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &cap);
            // Without this the kernel kills the process (SIGXFSZ) instead of
            // failing the write: a full disk fails writes.
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            Ok(())
        });
    }
    let mut child = command.spawn().expect("drydock starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let line = r#"{"action":"command","command":{"type":"add_round","scores":[1,2]}}"#;
    for _ in 0..400 {
        writeln!(stdin, "{line}").expect("write a command");
    }
    drop(stdin);
    let acks: Vec<Value> = BufReader::new(child.stdout.take().expect("stdout"))
        .lines()
        .map(|l| serde_json::from_str(&l.expect("a line")).expect("JSON"))
        .collect();
    child.wait().expect("drydock ends");
    let ok = acks.iter().filter(|a| a["ok"] == true).count() as u64;
    let refused: Vec<&Value> = acks.iter().filter(|a| a["ok"] == false).collect();
    assert!(ok > 0, "some commands fit before the disk filled");
    assert!(
        !refused.is_empty(),
        "the cap must have been reached ({ok} accepted)"
    );
    let first = &refused[0]["error"];
    assert_eq!(first["code"], "disk_trouble", "{first}");
    assert!(
        first["message"]
            .as_str()
            .is_some_and(|m| m.contains("not saved")),
        "the message says what happened to the change: {first}"
    );
    // With room again, the database is whole and holds every accepted round.
    let api = Api::open(&db).expect("opens after the disk filled");
    assert_eq!(api.store().integrity_check().expect("check"), "ok");
    let view = api.session(id).expect("replays");
    assert_eq!(
        common::state_json(&view)["totals"],
        json!([ok, 2 * ok]),
        "exactly the acknowledged rounds"
    );
}

#[test]
fn a_wal_left_by_a_crash_is_replayed_on_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let live = dir.path().join("live.db");
    let mut api = Api::open(&live).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    for _ in 0..5 {
        round(&mut api, id);
    }
    // Copy the files while the connection is open: what a crash leaves —
    // the rounds are in the WAL, not yet in the database file.
    let crashed = dir.path().join("crashed.db");
    for suffix in ["", "-wal"] {
        std::fs::copy(
            format!("{}{suffix}", live.display()),
            format!("{}{suffix}", crashed.display()),
        )
        .expect("copy");
    }
    assert!(
        std::fs::metadata(format!("{}-wal", crashed.display()))
            .map(|m| m.len())
            .unwrap_or(0)
            > 0,
        "the copy has a WAL to recover"
    );
    let recovered = Api::open(&crashed).expect("opens with a stale WAL");
    assert_eq!(recovered.store().integrity_check().expect("check"), "ok");
    assert_eq!(
        common::state_json(&recovered.session(id).expect("replays"))["totals"],
        json!([5, 10])
    );
}

#[test]
fn garbage_in_place_of_the_database_is_refused_and_the_newest_backup_is_offered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    {
        let mut api = Api::open(&db).expect("opens");
        let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
        round(&mut api, id);
        api.backup_now("manual").expect("backs up");
    }
    let garbage = b"this is not a database at all, a sync tool wrote a text file here";
    std::fs::write(&db, garbage).expect("garbage");
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let out = drydock(&db)
        .args(["sessions", "list"])
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("not a Drydock database"), "{stderr}");
    assert!(
        stderr.contains("newest backup") && stderr.contains("restore"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read(&db).expect("read"),
        garbage,
        "the file is left untouched"
    );

    let backup = drydock::api::newest_backup_beside(&db).expect("a backup");
    let out = drydock(&db)
        .args(["restore", &backup.path])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let api = Api::open(&db).expect("the backup is back in place");
    assert_eq!(
        api.list_sessions(&Default::default()).expect("lists").total,
        1
    );
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("unreadable"))
        .collect();
    assert_eq!(
        kept.len(),
        1,
        "the unreadable file is kept aside, not deleted"
    );
    assert_eq!(std::fs::read(kept[0].path()).expect("read"), garbage);
}

#[test]
fn a_damaged_backup_never_replaces_a_good_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let mut api = Api::open(&db).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    round(&mut api, id);
    let copy = api.backup_now("manual").expect("backs up");
    // Cut the copy in half: a backup damaged on a USB stick.
    let bytes = std::fs::read(&copy.path).expect("read");
    std::fs::write(&copy.path, &bytes[..bytes.len() / 2]).expect("truncate");
    let refused = api
        .restore_backup(&copy.file_name)
        .expect_err("a damaged copy");
    assert_eq!(
        refused.code,
        drydock::api::ErrorCode::BadFile,
        "{}",
        refused.message
    );
    assert_eq!(
        common::state_json(&api.session(id).expect("still there"))["totals"],
        json!([1, 2])
    );
}
