import { describe, expect, it } from "vitest";
import { asApiError, asSentence, isApiError, isDatabaseProblem } from "./apiError";

describe("asApiError", () => {
  it("passes the backend's {code, message, details} through unchanged", () => {
    const error = { code: "rule_violation", message: "SP4: only the last round can be removed", details: { rule: "SP4" } };
    expect(asApiError(error)).toEqual(error);
  });

  it("supplies empty details when the backend sent none", () => {
    expect(asApiError({ code: "not_found", message: "no session 9" })).toEqual({
      code: "not_found",
      message: "no session 9",
      details: {},
    });
  });

  it("wraps Tauri's bare string rejection so its text is shown, marked as coming from Tauri", () => {
    expect(asApiError("invalid args `id` for command `session_show`")).toEqual({
      code: "invalid_input",
      message: "invalid args `id` for command `session_show`",
      details: { source: "tauri" },
    });
  });

  it("uses an Error's message", () => {
    expect(asApiError(new Error("IPC failed")).message).toBe("IPC failed");
  });

  it("never shows an empty or 'undefined' message", () => {
    expect(asApiError(undefined).message).toBe("The app could not reach its database engine.");
    expect(asApiError("").message).toBe("Something went wrong.");
  });

  it("does not trust an object with an unknown code", () => {
    const odd = { code: "teapot", message: "short and stout" };
    expect(isApiError(odd)).toBe(false);
    expect(asApiError(odd)).toEqual({ code: "invalid_input", message: "short and stout", details: { source: "tauri" } });
  });
});

describe("isDatabaseProblem", () => {
  it("singles out the codes about the database file, not about a move", () => {
    expect(isDatabaseProblem("database_newer")).toBe(true);
    expect(isDatabaseProblem("not_a_database")).toBe(true);
    expect(isDatabaseProblem("rule_violation")).toBe(false);
    expect(isDatabaseProblem("nothing_to_undo")).toBe(false);
  });
});

describe("asSentence", () => {
  it.each([
    ["a player named ann already exists", "A player named ann already exists."],
    ["SP4: only the last round (3) can be removed, not round 2", "SP4: only the last round (3) can be removed, not round 2."],
    ["élan is not a colour", "Élan is not a colour."],
    ["session 4 is closed: it can be viewed but no longer changed.", "Session 4 is closed: it can be viewed but no longer changed."],
    ["the database is busy; try again?", "The database is busy; try again?"],
  ])("reads %j as %j", (message, sentence) => {
    expect(asSentence(message)).toBe(sentence);
  });

  it("leaves a message that starts with a path alone, apart from the full stop", () => {
    expect(asSentence("/tmp/bad.db is not a Drydock database; it was left untouched")).toBe(
      "/tmp/bad.db is not a Drydock database; it was left untouched.",
    );
  });

  it("keeps an empty message empty rather than inventing a lone full stop", () => {
    expect(asSentence("  ")).toBe("");
  });
});
