//! The fuzzers' corpora as regression tests on stable Rust: every input
//! kept under `fuzz/corpus/<target>/` (seeds, and any crasher a fuzz run
//! found, added there once fixed) goes through the same entry point the
//! fuzzer drives (`drydock::fuzz_entry`) and must return without a panic.

use std::path::Path;

use drydock::fuzz_entry::TARGETS;

#[test]
fn every_kept_fuzz_input_is_handled_without_a_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    let mut total = 0;
    for (name, run) in TARGETS {
        let dir = root.join(name);
        let inputs: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.is_file())
            .collect();
        assert!(
            !inputs.is_empty(),
            "{name}: the corpus keeps at least its seeds"
        );
        for path in inputs {
            let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let outcome = std::panic::catch_unwind(|| run(&data));
            assert!(outcome.is_ok(), "{name}: {} panics", path.display());
            total += 1;
        }
    }
    assert!(total >= TARGETS.len(), "{total} inputs replayed");
}
