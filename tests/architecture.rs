//! Architecture rules that a compiler does not check for us.

use std::collections::{BTreeSet, HashMap};

/// DESIGN.md: the core never depends on Tauri. Walk every dependency of the
/// `drydock` package in Cargo.lock (normal, build and dev: the lock file does
/// not tell them apart, so this is stricter than needed) and find no tauri
/// crate.
#[test]
fn the_core_has_no_tauri_dependency() {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.lock"))
        .expect("Cargo.lock");
    let mut deps: HashMap<String, Vec<String>> = HashMap::new();
    for block in lock.split("[[package]]").skip(1) {
        let name = block
            .lines()
            .find_map(|l| l.strip_prefix("name = \""))
            .and_then(|l| l.strip_suffix('"'))
            .expect("every package has a name")
            .to_string();
        let list: Vec<String> = block
            .split("dependencies = [")
            .nth(1)
            .map(|rest| {
                rest.split(']')
                    .next()
                    .unwrap_or("")
                    .lines()
                    .filter_map(|l| l.trim().trim_end_matches(',').strip_prefix('"'))
                    .map(|l| {
                        l.trim_end_matches('"')
                            .split(' ')
                            .next()
                            .unwrap_or("")
                            .to_string()
                    })
                    .collect()
            })
            .unwrap_or_default();
        deps.entry(name).or_default().extend(list);
    }
    assert!(
        deps.contains_key("drydock-app"),
        "the lock file covers the app too, so the walk means something"
    );
    assert!(
        deps["drydock-app"].iter().any(|d| d == "tauri"),
        "sanity: the app does depend on tauri, so a tauri crate would be found if the core had one"
    );
    let mut seen = BTreeSet::new();
    let mut stack = vec!["drydock".to_string()];
    while let Some(name) = stack.pop() {
        if seen.insert(name.clone()) {
            stack.extend(deps.get(&name).cloned().unwrap_or_default());
        }
    }
    let tauri: Vec<&String> = seen
        .iter()
        .filter(|n| n.contains("tauri") || n.contains("wry"))
        .collect();
    assert!(
        tauri.is_empty(),
        "the core must not depend on Tauri, but pulls in {tauri:?}"
    );
    assert!(
        seen.contains("rusqlite"),
        "sanity: the walk reaches the core's real dependencies"
    );
}

/// Issue 17: the photo reader and the generators that measure and train it
/// stay apart. No reading module of `src/vision/` names `synth`, `learn`
/// or `learn_chips` (the renderer's truth, the training code), so a
/// reading can never lean on what only a render knows.
#[test]
fn the_photo_reader_never_imports_the_generators() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/vision");
    let mut read = 0;
    let mut offenders = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src/vision") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".rs")
            || ["synth.rs", "learn.rs", "learn_chips.rs", "mod.rs"].contains(&name)
        {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a vision module");
        read += 1;
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if ["synth::", "learn::", "learn_chips::"]
                .iter()
                .any(|m| code.contains(m))
            {
                offenders.push(format!("{name}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(read >= 10, "the reading modules were found ({read})");
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// Issue 17: a reading depends on the photo and the deck alone. No module
/// of `src/vision/` (its folders included, tests aside) reads an
/// environment variable: a switch left from an experiment (one such,
/// `ZZ_NOPLAIN`, sat in `chips::find` for a day) would make the app and
/// the figures read differently on another machine.
#[test]
fn the_photo_reader_reads_no_environment_variable() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/vision"));
    let mut read = 0;
    let mut offenders = Vec::new();
    for (_, file) in vision_files(dir) {
        let text = std::fs::read_to_string(&file).expect("a vision module");
        read += 1;
        let outside_tests = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in outside_tests.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains("env::var") || code.contains("env!(") {
                offenders.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(read >= 10, "the vision modules were found ({read})");
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// Issue 17: the reading modules of `src/vision/` depend on each other in
/// one direction (decode → find → read → chips …), never in a circle: a
/// module that names another through `super::` or `crate::vision::` (tests
/// aside) depends on it, and following those names never leads back.
#[test]
fn the_photo_readers_modules_import_each_other_in_one_direction() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/vision");
    let modules = vision_modules(std::path::Path::new(dir));
    assert!(
        modules.len() >= 10 && modules.contains_key("recognize"),
        "the reading modules were found: {:?}",
        modules.keys()
    );
    let mut cycles = Vec::new();
    for start in modules.keys() {
        if let Some(cycle) = cycle_through(start, &modules) {
            cycles.push(cycle.join(" → "));
        }
    }
    assert!(
        cycles.is_empty(),
        "modules that import each other in a circle: {cycles:#?}"
    );
}

/// Each module of `dir` (a folder's files count as the module of its name)
/// and the sibling modules its code outside `#[cfg(test)]` names.
fn vision_modules(
    dir: &std::path::Path,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut code = std::collections::BTreeMap::<String, String>::new();
    for (module, file) in vision_files(dir) {
        let stem = module.file_stem().and_then(|n| n.to_str()).unwrap_or("");
        if stem == "mod" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a vision module");
        let outside_tests = text.split("#[cfg(test)]").next().unwrap_or("");
        let lines: Vec<&str> = outside_tests
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect();
        code.entry(stem.to_string())
            .or_default()
            .push_str(&lines.join("\n"));
    }
    let names: Vec<String> = code.keys().cloned().collect();
    code.iter()
        .map(|(module, text)| {
            let named = names
                .iter()
                .filter(|other| *other != module && names_module(text, other))
                .cloned()
                .collect();
            (module.clone(), named)
        })
        .collect()
}

/// The Rust files of `dir` and of its folders, each with the path of the
/// module it belongs to (a folder's files belong to the module of its name).
fn vision_files(dir: &std::path::Path) -> Vec<(std::path::PathBuf, std::path::PathBuf)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src/vision") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            for inner in std::fs::read_dir(&path).expect("a vision folder") {
                files.push((path.clone(), inner.expect("an entry").path()));
            }
        } else {
            files.push((path.clone(), path));
        }
    }
    files.retain(|(_, file)| file.extension().is_some_and(|e| e == "rs"));
    files
}

/// Whether `text` names module `m` as `super::m`, `crate::vision::m` or
/// inside a `use super::{…}` list.
fn names_module(text: &str, m: &str) -> bool {
    let direct = [
        format!("super::{m}::"),
        format!("super::{m};"),
        format!("vision::{m}::"),
    ];
    if direct.iter().any(|d| text.contains(d.as_str())) {
        return true;
    }
    text.split("use super::{").skip(1).any(|rest| {
        let list = rest.split("};").next().unwrap_or("");
        list.split(',')
            .map(|item| {
                item.trim()
                    .split("::")
                    .next()
                    .unwrap_or("")
                    .trim_start_matches('{')
            })
            .any(|first| first == m)
    })
}

/// A path of imports from `start` back to itself, if there is one.
fn cycle_through(
    start: &str,
    modules: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = std::collections::BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in modules.get(&at).into_iter().flatten() {
            if next == start {
                return Some([path.clone(), vec![start.to_string()]].concat());
            }
            if seen.insert(next.clone()) {
                stack.push((next.clone(), [path.clone(), vec![next.clone()]].concat()));
            }
        }
    }
    None
}
