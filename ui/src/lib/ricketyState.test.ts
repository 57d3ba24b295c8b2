import { describe, expect, it } from "vitest";
import type { SessionView } from "../bindings/SessionView";
import { ricketyProblem, ricketyState } from "./ricketyState";

const totals = { rockets: 0, cannons: 2, crew_cargo: 1, battery: 2 };
const ship = (layout = "") => ({ layout, legal: null, complete: false, violations: [], undetermined: null, totals });
const state = () => ({
  players: ["Ann", "Bob"],
  decks: 2,
  shape: { name: "skiff", cells: [[null, "cannon", null], ["cannon", "start", "cannon"], ["hull", "hull", "hull"], ["rocket", null, "rocket"]] },
  round: 2,
  phase: "ready",
  started_at: null,
  done_first: null,
  ships: [ship(), ship()],
  rounds: [
    {
      round: 1,
      done_first: 0,
      layouts: ["", ""],
      report: {
        players: [
          { totals, vp: { done: 1, rockets: 0, cannons: 0, crew_cargo: 0, battery: 0 }, round_vp: 1 },
          { totals, vp: { done: 0, rockets: 0, cannons: 0, crew_cargo: 0, battery: 0 }, round_vp: 0 },
        ],
        warnings: [],
      },
    },
  ],
  vp: [1, 0],
  leaders: [0],
});

const view = (over: Partial<SessionView> = {}): SessionView => ({
  id: 9,
  game: "rickety",
  game_name: "Rickety Ships",
  title: "",
  seats: [],
  started_at: "2026-11-30T20:00:00.000Z",
  ended_at: null,
  state: state(),
  outcome: { scores: [1, 0], winners: [0] },
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

describe("ricketyState", () => {
  it("accepts the state the backend sends between rounds", () => {
    expect(ricketyState(view())).toEqual(state());
  });

  it("refuses a session of another game, naming it", () => {
    expect(() => ricketyState(view({ game: "scorepad", game_name: "Scorepad" }))).toThrow(/Scorepad session/);
  });

  it.each([
    ["no state", null, /not an object/],
    ["an unknown phase", { ...state(), phase: "lunch" }, /phase/],
    ["a ship missing", { ...state(), ships: [ship()] }, /one ship per player/],
    ["VPs for the wrong table", { ...state(), vp: [1] }, /VPs/],
    ["a leader not seated", { ...state(), leaders: [4] }, /leaders/],
    ["done called by nobody seated", { ...state(), done_first: 2 }, /called done/],
    ["a shape with an unknown role", { ...state(), shape: { name: "x", cells: [["mast"]] } }, /shape/],
    ["a round result for one player", { ...state(), rounds: [{ round: 1, report: { players: [], warnings: [] } }] }, /scored round/],
  ])("refuses %s with a reason", (_name, bad, reason) => {
    expect(ricketyProblem(bad)).toMatch(reason);
    expect(() => ricketyState(view({ state: bad }))).toThrow(reason);
  });
});
