import { describe, expect, it } from "vitest";
import type { SessionView } from "../bindings/SessionView";
import { flickyProblem, flickyState } from "./flickyState";

const bag = (energy = 0) => ({ energy, dark_matter: 0, rare_metal: 0, star_crystal: 0, alien_samples: 0 });
const score = { upgrades: 0, flagship_bonus: 0, guide_bonus: 0, tokens: 0, total: 0 };
const state = () => ({
  players: [
    { name: "Ann", tray: bag(3), upgrades: [], tokens: 0 },
    { name: "Bob", tray: bag(3), upgrades: ["boosters"], tokens: 1 },
  ],
  supply: bag(14),
  piles: [{ upgrade: "boosters", copies: 2, left: 1 }],
  current: 0,
  turn: 3,
  phase: "flick",
  collected: { resource: "energy", tractor_beamed: [] },
  blueprint_credits: 0,
  must_discard: null,
  end: { tokens_left: 23, piles_emptied: 0, piles_to_end: 4, triggered: false },
  scores: [score, { ...score, upgrades: 3, tokens: 1, total: 4 }],
  leaders: [1],
  shop: [{ upgrade: "boosters", left: 1, owned: false, payment: { spend: bag(1), alien_pairs: 0, energy_triples: 0 } }],
  reminders: ["Landed on the wormhole? Flick again"],
});

const view = (over: Partial<SessionView> = {}): SessionView => ({
  id: 4,
  game: "flicky",
  game_name: "Flicky Spaceships",
  title: "",
  seats: [],
  started_at: "2026-11-30T20:00:00.000Z",
  ended_at: null,
  state: state(),
  outcome: { scores: [0, 4], winners: [1] },
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

describe("flickyState", () => {
  it("accepts a game as the backend sends it", () => {
    expect(flickyProblem(state())).toBeNull();
    expect(flickyState(view()).players[1]?.upgrades).toEqual(["boosters"]);
  });

  it("refuses another game's session", () => {
    expect(() => flickyState(view({ game: "rickety", game_name: "Rickety Ships" }))).toThrow(
      "session 4 is a Rickety Ships session, not Flicky Spaceships",
    );
  });

  it("refuses a state whose seat-indexed parts do not line up", () => {
    expect(flickyProblem({ ...state(), scores: [score] })).toBe("the scores do not match the players");
    expect(flickyProblem({ ...state(), current: 2 })).toBe("whose turn it is is not a seat");
    expect(flickyProblem({ ...state(), must_discard: 5 })).toBe("who must discard is not a seat");
    expect(flickyProblem({ ...state(), leaders: [3] })).toBe("the leaders are not seats at the table");
  });

  it("refuses a state with a missing part, saying which", () => {
    expect(flickyProblem(null)).toBe("the state is not an object");
    expect(flickyProblem({ ...state(), phase: "launch" })).toBe("the phase is not one of the turn's steps");
    expect(flickyProblem({ ...state(), supply: { energy: 1 } })).toBe("the supply is missing");
    expect(flickyProblem({ ...state(), players: [{ name: "Ann", tray: bag(), upgrades: [] }] })).toBe(
      "a player's tray, upgrades or tokens are missing",
    );
    expect(flickyProblem({ ...state(), end: {} })).toBe("the end meter is missing");
    expect(flickyProblem({ ...state(), shop: [{ upgrade: "boosters", left: 1, payment: { spend: 3 } }] })).toBe(
      "the shop is unreadable",
    );
  });

  it("reads a turn with nothing collected and a discard due", () => {
    expect(flickyProblem({ ...state(), collected: null, must_discard: 1 })).toBeNull();
  });
});
