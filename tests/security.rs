//! The desktop shell grants nothing beyond Drydock's own commands
//! (docs/security.md): this test reads the Tauri configuration, the
//! capability file, the core's command list and the shell's dependencies, and
//! fails if anything broader appears.

use std::collections::BTreeSet;

use drydock::api::commands::COMMANDS;
use serde_json::Value;

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn capabilities_allow_only_our_own_commands_in_the_main_window() {
    let capability: Value =
        serde_json::from_str(&read("src-tauri/capabilities/main.json")).expect("JSON");
    assert_eq!(capability["windows"], serde_json::json!(["main"]));
    assert!(
        capability.get("remote").is_none(),
        "no remote URL may call commands"
    );
    let granted: BTreeSet<String> = capability["permissions"]
        .as_array()
        .expect("permissions")
        .iter()
        .map(|p| p.as_str().expect("permissions are plain names").to_string())
        .collect();
    for permission in &granted {
        assert!(
            permission.starts_with("allow-") && !permission.contains(':'),
            "{permission}: only allow-<our command>; plugin and core permissions (fs:, shell:, http:, core:…) are not granted"
        );
    }
    // The one command list the shell's handler and build script expand.
    let declared: BTreeSet<String> = COMMANDS.iter().map(|c| c.name.to_string()).collect();
    assert!(declared.len() >= 30, "the command list was not read");
    let as_permissions: BTreeSet<String> = declared
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    assert_eq!(
        granted, as_permissions,
        "every declared command is granted, nothing else"
    );
    assert!(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/security.md")
            .exists(),
        "docs/security.md explains each capability"
    );
    let doc = read("docs/security.md");
    for command in &declared {
        assert!(
            doc.contains(&format!("`{command}`")),
            "docs/security.md does not explain `{command}`"
        );
    }
}

#[test]
fn the_content_security_policy_loads_nothing_from_elsewhere() {
    let conf: Value = serde_json::from_str(&read("src-tauri/tauri.conf.json")).expect("JSON");
    let app = &conf["app"];
    assert_eq!(app["withGlobalTauri"], false);
    assert_eq!(app["security"]["freezePrototype"], true);
    let csp = app["security"]["csp"].as_object().expect("a CSP object");
    for (directive, sources) in csp {
        let sources = sources.as_str().expect("sources");
        for source in sources.split_whitespace() {
            assert!(
                !source.contains('*'),
                "{directive}: no wildcard source ({source})"
            );
            assert!(source != "'unsafe-eval'", "{directive}: no eval");
            let remote = source.starts_with("http") || source.starts_with("ws");
            assert!(
                !remote || (directive == "connect-src" && source == "http://ipc.localhost"),
                "{directive}: {source} would load remote content"
            );
        }
    }
    assert_eq!(csp["default-src"], "'self'");
    assert_eq!(csp["script-src"], "'self'", "no inline or remote scripts");
    assert_eq!(csp["object-src"], "'none'");
    assert!(conf
        .get("plugins")
        .is_none_or(|p| p.as_object().is_some_and(|o| o.is_empty())));
}

/// The shell's dependencies are the reviewed ones (docs/security.md,
/// "Network" and "Files"). The dialog and opener plugins reach files and
/// processes, but only when Rust calls them: the window is granted none of
/// their permissions (checked above), so it cannot open a dialog or a path.
#[test]
fn the_shell_depends_only_on_the_reviewed_plugins() {
    let manifest = read("src-tauri/Cargo.toml");
    let deps = &manifest[manifest.find("[dependencies]").expect("dependencies")..];
    let deps = &deps[..deps.find("\n[features]").unwrap_or(deps.len())];
    let names: BTreeSet<&str> = deps
        .lines()
        .skip(1)
        .filter_map(|line| line.split('=').next())
        .map(str::trim)
        .filter(|name| !name.is_empty() && !name.starts_with('#'))
        .collect();
    let allowed: BTreeSet<&str> = [
        "drydock",
        "serde_json",
        "tauri",
        "tauri-plugin-single-instance",
        "tauri-plugin-dialog",
        "tauri-plugin-opener",
        "tauri-plugin-window-state",
        "tauri-plugin-log",
        "log",
    ]
    .into();
    assert_eq!(
        names, allowed,
        "a new shell dependency needs a line in docs/security.md and here"
    );
}
