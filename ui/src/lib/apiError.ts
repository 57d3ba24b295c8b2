/**
 * Turning whatever a failed backend call rejected with into an `ApiError`
 * the screens can show (`message`) and switch on (`code`).
 *
 * Drydock's commands reject with `{code, message, details}`. Tauri itself
 * rejects with a bare string when it cannot even call the command (a
 * missing permission, arguments it cannot read); those become
 * `invalid_input` with `details.source = "tauri"`, so nothing reaches the
 * screen as "[object Object]" or "undefined".
 */

import type { ApiError } from "../bindings/ApiError";
import type { ErrorCode } from "../bindings/ErrorCode";

/** Every code the backend can send; a missing one fails type checking. */
const CODES: Record<ErrorCode, true> = {
  invalid_input: true,
  rule_violation: true,
  not_found: true,
  unknown_game: true,
  session_closed: true,
  nothing_to_undo: true,
  nothing_to_redo: true,
  conflict: true,
  bad_file: true,
  corrupt_log: true,
  database_newer: true,
  not_a_database: true,
  database_unwritable: true,
  database_busy: true,
  disk_trouble: true,
  database: true,
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(CODES, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && isErrorCode(value["code"]) && typeof value["message"] === "string";
}

/** The rejection as an ApiError, whatever shape it arrived in. */
export function asApiError(rejection: unknown): ApiError {
  if (isApiError(rejection)) {
    const details = isRecord(rejection.details) ? rejection.details : {};
    return { code: rejection.code, message: rejection.message, details };
  }
  const message =
    typeof rejection === "string"
      ? rejection
      : rejection instanceof Error
        ? rejection.message
        : isRecord(rejection) && typeof rejection["message"] === "string"
          ? rejection["message"]
          : "The app could not reach its database engine.";
  return { code: "invalid_input", message: message || "Something went wrong.", details: { source: "tauri" } };
}

/** Codes that mean the database file itself cannot be used. */
export function isDatabaseProblem(code: ErrorCode): boolean {
  return (
    code === "database_newer" ||
    code === "not_a_database" ||
    code === "database_unwritable" ||
    code === "database_busy" ||
    code === "database"
  );
}

/**
 * A backend message as a sentence on screen: a leading lower-case letter
 * capitalised ("a player named Ann…" → "A player named Ann…") and a full
 * stop added. A message starting with a path, a number or a quote is left
 * as it is, so "/tmp/x.db is…" never becomes "/Tmp/x.db is…".
 */
export function asSentence(message: string): string {
  const text = message.trim();
  if (text === "") return text;
  const first = text[0] ?? "";
  const capitalised = /^\p{Ll}$/u.test(first) ? first.toUpperCase() + text.slice(1) : text;
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
