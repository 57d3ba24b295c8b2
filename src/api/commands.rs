//! The window's commands as data, read from the one list in
//! `for_each_command!`: their names and parameters (for the shell's IPC
//! tests) and the TypeScript client `ui/src/lib/commands.ts`, whose
//! functions name each command and argument exactly as the shell receives
//! them and return the generated DTO types (`tests/bindings.rs` keeps the
//! committed file equal to [`typescript_client`]).
//!
//! Left out: what a command does (the list's bodies, expanded by the shell)
//! and the per-game narrowing of the untyped setups and commands, which
//! `ui/src/lib/backend.ts` still adds by hand.

use std::collections::BTreeMap;

use ts_rs::{Dependency, TypeVisitor, TS};

/// One command of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    /// The command's name, as the window invokes it (`session_act`).
    pub name: &'static str,
    /// Where it runs: `db`, `db_async`, `free` or `shell`.
    pub kind: &'static str,
    /// Its parameters in order: the Rust name (the window sends it in
    /// camelCase) and the Rust type as written in the list.
    pub params: &'static [(&'static str, &'static str)],
}

macro_rules! command_specs {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident $(($api:ident))? fn $name:ident ($($arg:ident : $ty:ty),* $(,)?) -> $ret:ty $body:block
    )*) => {
        &[$(CommandSpec {
            name: stringify!($name),
            kind: stringify!($kind),
            params: &[$((stringify!($arg), stringify!($ty))),*],
        }),*]
    };
}

/// Every command the window may call, in the list's order.
pub const COMMANDS: &[CommandSpec] = crate::for_each_command!(command_specs);

/// A name as the window writes it: `session_id` → `sessionId`.
pub fn camel_case(snake: &str) -> String {
    let mut out = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// A command as the TypeScript client declares it.
struct ClientCommand {
    name: &'static str,
    docs: Vec<&'static str>,
    /// Rust name, TypeScript type, and whether it is `Option<…>`.
    params: Vec<(&'static str, String, bool)>,
    answer: String,
}

/// The binding files a type's TypeScript name refers to, by name: the type
/// itself when it is exported, and its type arguments (`Vec<T>`,
/// `Option<T>`) all the way down.
struct Imports<'a>(&'a mut BTreeMap<String, String>);

impl TypeVisitor for Imports<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if let Some(dep) = Dependency::from_ty::<T>() {
            // `serde_json::Value` is declared as `unknown` (see `ts_type`).
            if dep.ts_name != "JsonValue" {
                let path = dep.output_path.with_extension("");
                self.0.insert(dep.ts_name, path.display().to_string());
            }
        }
        T::visit_generics(self);
    }
}

/// `T`'s name in TypeScript as the window sends and receives it. 64-bit
/// integers are `bigint` to ts-rs, but they travel as JSON numbers (ids and
/// counts far below 2^53), and any JSON value is `unknown`.
fn ts_type<T: TS + 'static + ?Sized>(imports: &mut BTreeMap<String, String>) -> String {
    Imports(imports).visit::<T>();
    T::name()
        .replace("bigint", "number")
        .replace("JsonValue", "unknown")
}

macro_rules! client_commands {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident $(($api:ident))? fn $name:ident ($($arg:ident : $ty:ty),* $(,)?) -> $ret:ty $body:block
    )*) => {
        |imports: &mut BTreeMap<String, String>| vec![$(ClientCommand {
            name: stringify!($name),
            docs: vec![$($doc),*],
            params: vec![$((
                stringify!($arg),
                ts_type::<$ty>(imports),
                <$ty as TS>::IS_OPTION,
            )),*],
            answer: ts_type::<$ret>(imports),
        }),*]
    };
}

/// The text of `ui/src/lib/commands.ts`: one function per command.
pub fn typescript_client() -> String {
    let mut imports = BTreeMap::new();
    let commands = crate::for_each_command!(client_commands)(&mut imports);
    let mut out = String::from(CLIENT_HEADER);
    for (name, path) in &imports {
        out.push_str(&format!(
            "import type {{ {name} }} from \"../bindings/{path}\";\n"
        ));
    }
    out.push_str("import { call } from \"./call\";\n");
    for command in &commands {
        out.push_str(&client_function(command));
    }
    out.push_str(&client_manifest(&commands));
    out
}

const CLIENT_HEADER: &str = "\
// Generated from the core's command list (`for_each_command!` in
// src/api/command_list.rs) by `drydock::api::commands::typescript_client`;
// do not edit. `DRYDOCK_UPDATE_BINDINGS=1 cargo test --test bindings`
// writes it again.

";

fn client_function(command: &ClientCommand) -> String {
    // Trailing `Option` parameters may be left out by the caller.
    let optional_from = command
        .params
        .iter()
        .rposition(|(_, _, option)| !option)
        .map_or(0, |last_required| last_required + 1);
    let params: Vec<String> = command
        .params
        .iter()
        .enumerate()
        .map(|(i, (name, ts, _))| {
            let mark = if i >= optional_from { "?" } else { "" };
            // Arrays are only read and sent: a caller's readonly one will do.
            let ts = ts.replace("Array<", "ReadonlyArray<");
            format!("{}{mark}: {ts}", camel_case(name))
        })
        .collect();
    let args: Vec<String> = command
        .params
        .iter()
        .enumerate()
        .map(|(i, (name, _, _))| {
            let key = camel_case(name);
            if i >= optional_from {
                format!("{key}: {key} ?? null")
            } else {
                key
            }
        })
        .collect();
    let call_args = if args.is_empty() {
        String::new()
    } else {
        format!(", {{ {} }}", args.join(", "))
    };
    // `()` answers JSON null, which callers only await.
    let answer = if command.answer == "null" {
        "void"
    } else {
        &command.answer
    };
    format!(
        "\n{}export function {}({}): Promise<{answer}> {{\n  return call(\"{}\"{call_args});\n}}\n",
        js_doc(&command.docs),
        camel_case(command.name),
        params.join(", "),
        command.name,
    )
}

fn js_doc(docs: &[&str]) -> String {
    match docs {
        [] => String::new(),
        [one] => format!("/**{one} */\n"),
        lines => {
            let body: String = lines
                .iter()
                .map(|line| format!(" *{line}\n").replace("* \n", "*\n"))
                .collect();
            format!("/**\n{body} */\n")
        }
    }
}

/// Each function's command and the argument names it sends, in order.
fn client_manifest(commands: &[ClientCommand]) -> String {
    let entries: Vec<String> = commands
        .iter()
        .map(|command| {
            let args: Vec<String> = command
                .params
                .iter()
                .map(|(name, _, _)| format!("\"{}\"", camel_case(name)))
                .collect();
            format!(
                "  {}: {{ command: \"{}\", args: [{}] }},\n",
                camel_case(command.name),
                command.name,
                args.join(", ")
            )
        })
        .collect();
    format!(
        "\n/** Each function above: the command it invokes and the arguments it sends, in order. */\nexport const COMMANDS = {{\n{}}} as const;\n",
        entries.concat()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sent_in_camel_case() {
        assert_eq!(camel_case("session_id"), "sessionId");
        assert_eq!(camel_case("games"), "games");
        assert_eq!(camel_case("shape_grid"), "shapeGrid");
    }

    #[test]
    fn every_command_is_listed_once() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "a command is declared twice");
        assert!(COMMANDS.iter().any(|c| c.name == "session_act"));
    }

    #[test]
    fn the_client_sends_trailing_options_as_null_when_left_out() {
        let client = typescript_client();
        assert!(
            client.contains(
                "export function importData(text: string, dryRun?: boolean | null): Promise<ImportReport> {\n  return call(\"import_data\", { text, dryRun: dryRun ?? null });"
            ),
            "{client}"
        );
        assert!(client.contains("import type { ImportReport } from \"../bindings/ImportReport\";"));
        assert!(client.contains(
            "export function sessionAct(id: number, action: Action): Promise<SessionView>"
        ));
    }
}
