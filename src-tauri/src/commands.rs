//! Turns the core's one list of window commands (`drydock::for_each_command!`)
//! into Tauri commands and the app's invoke handler. `main.rs` expands it
//! once, after the hand-written `shell` commands, so the handler names all
//! of them; the ACL's permission list and the window's capability come from
//! the same list in `build.rs`, the TypeScript client in the core's
//! `tests/commands.rs`.
//!
//! Tauri's `#[command]` makes a private helper macro per command, seen only
//! later in the same module: that is why the commands are generated into
//! `main.rs` itself rather than into this module.

/// Generates a `#[tauri::command]` for every `db`, `db_async` and `free`
/// entry, and `fn with_invoke_handler` naming every entry (`shell` ones
/// included, which `main.rs` writes by hand).
macro_rules! tauri_commands {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident $(($api:ident))? fn $name:ident ($($arg:ident : $ty:ty),* $(,)?) -> $ret:ty $body:block
    )*) => {
        $( tauri_command!($kind $(($api))? [$($doc)*] $name ($($arg : $ty),*) -> $ret $body); )*

        /// Serves every command of the list.
        fn with_invoke_handler<R: tauri::Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
            builder.invoke_handler(tauri::generate_handler![$($name),*])
        }
    };
}

/// One command of the list, by where it runs (see `for_each_command!`).
macro_rules! tauri_command {
    (db($api:ident) [$($doc:literal)*] $name:ident ($($arg:ident : $ty:ty),*) -> $ret:ty $body:block) => {
        $(#[doc = $doc])*
        #[tauri::command]
        fn $name(db: tauri::State<'_, $crate::database::Db>, $($arg: $ty),*) -> Result<$ret, drydock::api::ApiError> {
            $crate::database::with(&db, |$api| $body)
        }
    };
    (db_async($api:ident) [$($doc:literal)*] $name:ident ($($arg:ident : $ty:ty),*) -> $ret:ty $body:block) => {
        $(#[doc = $doc])*
        #[tauri::command]
        async fn $name(db: tauri::State<'_, $crate::database::Db>, $($arg: $ty),*) -> Result<$ret, drydock::api::ApiError> {
            $crate::database::with(&db, |$api| $body)
        }
    };
    (free [$($doc:literal)*] $name:ident ($($arg:ident : $ty:ty),*) -> $ret:ty $body:block) => {
        $(#[doc = $doc])*
        #[tauri::command]
        fn $name($($arg: $ty),*) -> Result<$ret, drydock::api::ApiError> $body
    };
    // Written by hand in `main.rs`: it needs the desktop.
    (shell [$($doc:literal)*] $name:ident ($($arg:ident : $ty:ty),*) -> $ret:ty $body:block) => {};
}
