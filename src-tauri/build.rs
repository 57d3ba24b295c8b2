//! Declares the app's commands to Tauri's ACL so each must be granted by a
//! capability: nothing is allowed by default. The names come from the
//! core's one command list (`src/api/command_list.rs`, included as source so
//! the build script need not compile the core), and the main window's
//! capability (`capabilities/main.json`) is written from the same list,
//! granting those commands and nothing else.

use std::fs;

include!("../src/api/command_list.rs");

/// The names of the list's commands.
macro_rules! command_names {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident $(($api:ident))? fn $name:ident ($($arg:ident : $ty:ty),* $(,)?) -> $ret:ty $body:block
    )*) => {
        &[$(stringify!($name)),*]
    };
}

const COMMANDS: &[&str] = for_each_command!(command_names);

const CAPABILITY: &str = "capabilities/main.json";

/// The main window's capability: the `allow-` permission of every command.
fn capability() -> String {
    let permissions: Vec<String> = COMMANDS
        .iter()
        .map(|name| format!("    \"allow-{}\"", name.replace('_', "-")))
        .collect();
    format!(
        r#"{{
  "$schema": "../gen/schemas/desktop-schema.json",
  "identifier": "main",
  "description": "The main window may call Drydock's own commands and nothing else: no file system, shell, network or other plugin access. Written by build.rs from the core's command list: do not edit.",
  "windows": [
    "main"
  ],
  "permissions": [
{}
  ]
}}
"#,
        permissions.join(",\n")
    )
}

fn main() {
    println!("cargo:rerun-if-changed=../src/api/command_list.rs");
    let wanted = capability();
    // Written only when it changed, so a build leaves the committed file
    // (and its modification time) alone.
    if fs::read_to_string(CAPABILITY).ok().as_deref() != Some(wanted.as_str()) {
        fs::write(CAPABILITY, &wanted).expect("capabilities/main.json can be written");
    }
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri build script");
}
