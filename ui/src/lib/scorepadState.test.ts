import { describe, expect, it } from "vitest";
import type { SessionView } from "../bindings/SessionView";
import { scorepadProblem, scorepadState } from "./scorepadState";

const state = () => ({
  title: "Carcassonne",
  win: "highest",
  players: ["Ann", "Bob"],
  rounds: [
    [10, null],
    [-2, 7],
  ],
  running: [
    [10, 0],
    [8, 7],
  ],
  totals: [8, 7],
  leaders: [0],
});

const view = (over: Partial<SessionView> = {}): SessionView => ({
  id: 4,
  game: "scorepad",
  game_name: "Scorepad",
  title: "Carcassonne",
  seats: [],
  started_at: "2026-11-28T19:00:00.000Z",
  ended_at: null,
  state: state(),
  outcome: { scores: [8, 7], winners: [0] },
  can_undo: true,
  can_redo: false,
  timeline: [],
  notes: "",
  location: "",
  awaiting_close: false,
  can_reopen: false,
  edits: [],
  can_undo_edit: false,
  can_redo_edit: false,
  ...over,
});

describe("scorepadState", () => {
  it("accepts the state the backend sends for a scorepad", () => {
    expect(scorepadState(view())).toEqual(state());
  });

  it("accepts a fresh pad with no rounds and no leader", () => {
    const fresh = { ...state(), rounds: [], running: [], totals: [0, 0], leaders: [] };
    expect(scorepadProblem(fresh)).toBeNull();
  });

  it("refuses a session of another game, naming it", () => {
    expect(() => scorepadState(view({ game: "ships", game_name: "Ships" }))).toThrow(/Ships session, not a scorepad/);
  });

  it.each([
    ["a missing state", null, /not an object/],
    ["a round with a score missing", { ...state(), rounds: [[10], [-2, 7]] }, /one score per player/],
    ["a fractional score", { ...state(), rounds: [[1.5, null], [-2, 7]] }, /one score per player/],
    ["running totals for fewer rounds", { ...state(), running: [[10, 0]] }, /running totals/],
    ["a leader who is not seated", { ...state(), leaders: [2] }, /leaders/],
    ["an unknown win rule", { ...state(), win: "most" }, /win rule/],
  ])("refuses %s with a reason", (_name, bad, reason) => {
    expect(scorepadProblem(bad)).toMatch(reason);
    expect(() => scorepadState(view({ state: bad }))).toThrow(reason);
  });
});
