import { describe, expect, it } from "vitest";
import type { Action } from "../bindings/Action";
import type { ApiError } from "../bindings/ApiError";
import type { SessionView } from "../bindings/SessionView";
import type { Attempt } from "./liveSession.svelte";
import { tableActions, tableFacts } from "./tableActions.svelte";

describe("tableFacts", () => {
  it("reads closed, the seats' names and whether actions are in flight", () => {
    const view = { ended_at: null, seats: [{ name: "Ann" }, { name: "Bob" }] } as unknown as SessionView;
    expect(tableFacts(view, 0)).toEqual({ closed: false, names: ["Ann", "Bob"], busy: false });
    expect(tableFacts({ ...view, ended_at: "2026-01-01T20:00:00Z" }, 2)).toMatchObject({ closed: true, busy: true });
  });
});

describe("tableActions", () => {
  it("sends the game's commands through act, and hands a refusal back from attempt", async () => {
    const sent: Action[] = [];
    const error: ApiError = { code: "rule_violation", message: "not now", details: {} };
    let answer: Attempt = { ok: false, error };
    const { command, tryCommand } = tableActions("flicky", () => ({
      act: async (action) => (sent.push(action), true),
      attempt: async (action) => (sent.push(action), answer),
    }));
    expect(await command({ type: "end_turn" })).toBe(true);
    expect(await tryCommand({ type: "end_turn" })).toEqual(error);
    answer = { ok: true };
    expect(await tryCommand({ type: "end_turn" })).toBeNull();
    expect(sent).toEqual(Array(3).fill({ action: "command", game: "flicky", command: { type: "end_turn" } }));
  });
});
