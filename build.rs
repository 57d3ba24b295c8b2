//! Embeds `migrations/NNNN_name.sql` into the core at build time, so the
//! binary carries its schema and a new migration needs no code change.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let mut files: Vec<(u32, String, String)> = fs::read_dir(&dir)
        .expect("migrations/ must exist")
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let file = entry.file_name().to_string_lossy().into_owned();
            let stem = file.strip_suffix(".sql")?;
            let (number, name) = stem.split_once('_')?;
            let version = number.parse().ok()?;
            Some((
                version,
                name.to_string(),
                entry.path().display().to_string(),
            ))
        })
        .collect();
    files.sort();
    for (i, (version, name, _)) in files.iter().enumerate() {
        assert_eq!(
            *version as usize,
            i + 1,
            "migration {name} is numbered {version}: migrations must be numbered 1, 2, 3… without gaps"
        );
    }
    let body: String = files
        .iter()
        .map(|(version, name, path)| {
            format!("    Migration {{ version: {version}, name: {name:?}, sql: include_str!({path:?}) }},\n")
        })
        .collect();
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("migrations.rs");
    fs::write(out, format!("&[\n{body}]\n")).expect("OUT_DIR is writable");
}
