//! Drydock's core: the rules engines, the event-sourced session model,
//! storage and the use cases shared by the desktop app and the CLI.
//!
//! No Tauri, no UI, no global state: everything the app can do, the CLI and
//! the tests do through [`api`].

pub mod api;
pub mod fuzz_entry;
pub mod games;
pub mod rng;
pub mod session;
pub mod store;
pub mod vision;
