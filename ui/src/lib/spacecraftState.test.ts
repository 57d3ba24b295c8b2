import { describe, expect, it } from "vitest";
import type { SessionView } from "../bindings/SessionView";
import { spacecraftProblem, spacecraftState } from "./spacecraftState";

/**
 * The finished state of docs/examples/spacecraft-short.json, as
 * `drydock play spacecraft … --json` prints it (Agata 57, Piotrek 19).
 */
const FINISHED: Record<string, unknown> = {"colours": [], "countdown": {"flipped": 3, "flips_left": 0, "holder": 0, "launched": true, "sequence": [2, 1], "showing": null}, "current": 1, "display": {"lower": [{"card": {"points": 7, "requirements": [{"colour": "blue", "n": 3, "type": "colour"}]}, "claimable_by": [], "text": "3 blue parts \u2192 7 points"}, {"card": {"points": 6, "requirements": [{"colour": "gold", "n": 2, "type": "colour"}]}, "claimable_by": [0], "text": "2 gold parts \u2192 6 points"}], "stack_left": null, "upper": [null, {"card": {"points": 9, "requirements": [{"n": 5, "type": "height"}]}, "claimable_by": [], "text": "height 5 \u2192 9 points"}]}, "end": {"by": 0, "reason": "the launch card is revealed"}, "final_queue": [], "joins": {"joins": [{"base": "hull", "part": "nose", "side": "north"}, {"base": "hull", "part": "engine", "side": "south"}, {"base": "hull", "part": "wing", "side": "east"}, {"base": "hull", "part": "wing", "side": "west"}, {"base": "hull", "part": "connector", "side": "east"}, {"base": "hull", "part": "connector", "side": "west"}, {"base": "hull", "part": "hull", "side": "north"}]}, "known_cards": [{"points": 8, "requirements": [{"kind": "nose", "n": 1, "type": "kind"}]}, {"points": 10, "requirements": [{"kind": "wing", "n": 2, "type": "kind"}]}, {"points": 10, "requirements": [{"kind": "hull", "n": 3, "type": "kind"}]}, {"points": 12, "requirements": [{"kind": "engine", "n": 1, "type": "kind"}]}, {"points": 12, "requirements": [{"n": 4, "type": "width"}]}, {"points": 6, "requirements": [{"colour": "gold", "n": 2, "type": "colour"}]}, {"points": 9, "requirements": [{"n": 5, "type": "height"}]}, {"points": 7, "requirements": [{"colour": "blue", "n": 3, "type": "colour"}]}], "leaders": [0], "leave": {"before": "", "completed": 0, "marker": false, "parts_built": 0, "reserved": false}, "phase": "finished", "plan": [{"kind": "hull", "n": 3, "type": "kind"}, {"kind": "nose", "n": 1, "type": "kind"}], "plan_text": "3 hulls + 1 nose", "players": [{"acted": true, "board": [], "cells": [[null, "N:gold", null, null, null], ["W:white", "H:grey", "W:white", null, null], [null, "H:gold", null, null, null], [null, "H:white", "X:blue", "H:white", "X:blue+white"]], "completed": [{"points": 8, "requirements": [{"kind": "nose", "n": 1, "type": "kind"}]}, {"points": 10, "requirements": [{"kind": "wing", "n": 2, "type": "kind"}]}, {"points": 10, "requirements": [{"kind": "hull", "n": 3, "type": "kind"}]}, {"points": 12, "requirements": [{"n": 4, "type": "width"}]}], "goal": 1, "markers_left": 0, "measures": {"colours": {"blue": 2, "gold": 2, "grey": 1, "white": 5, "yellow": 0}, "height": 4, "parts": {"connector": 2, "engine": 0, "hull": 4, "nose": 1, "wing": 2}, "total": 9, "width": 4}, "name": "Agata", "occurrences": [1, 0, 0, 1, 0, 0, 0, 0], "on_board": false, "plan_met": true, "reserved": null, "rocket": ".            N:gold       .            .            .\nW:white      H:grey       W:white      .            .\n.            H:gold       .            .            .\n.            H:white      X:blue       H:white      X:blue+white\n", "scrap": [], "spent": [{"scrap": "cables", "weight": 3}, {"scrap": "gears", "weight": 2}, {"scrap": "gears", "weight": 2}, {"scrap": "cables", "weight": 3}, {"scrap": "cables", "weight": 3}, {"scrap": "propeller", "weight": 3}, {"scrap": "cables", "weight": 3}, {"scrap": "propeller", "weight": 3}], "unused_scrap": 0, "violations": []}, {"acted": true, "board": [], "cells": [["N:white"], ["H:grey"], ["E:white"]], "completed": [{"points": 12, "requirements": [{"kind": "engine", "n": 1, "type": "kind"}]}], "goal": 2, "markers_left": 0, "measures": {"colours": {"blue": 0, "gold": 0, "grey": 1, "white": 2, "yellow": 0}, "height": 3, "parts": {"connector": 0, "engine": 1, "hull": 1, "nose": 1, "wing": 0}, "total": 3, "width": 1}, "name": "Piotrek", "occurrences": [0, 1, 0, 0, 0, 0, 0, 0], "on_board": false, "plan_met": false, "reserved": null, "rocket": "N:white\nH:grey\nE:white\n", "scrap": [{"scrap": "light bulb", "weight": 1}, {"scrap": "bolt", "weight": 1}, {"scrap": "bolt", "weight": 1}, {"scrap": "gears", "weight": 2}, {"scrap": "accumulator", "weight": 2}], "spent": [{"scrap": "cables", "weight": 3}, {"scrap": "propeller", "weight": 3}, {"scrap": "light bulb", "weight": 1}], "unused_scrap": 5, "violations": []}], "reminders": [], "scores": [{"advanced": [], "goal": 7, "goal_count": 1, "launch": 5, "plan": 5, "projects": 40, "total": 57, "unused_scrap": 0}, {"advanced": [], "goal": 7, "goal_count": 1, "launch": 0, "plan": 0, "projects": 12, "total": 19, "unused_scrap": 5}], "scrap_tracked": true, "step": "action", "tracks": [], "turn": 25, "variant": "basic", "workshop": [{"min_weight": 3, "part": "N:gold", "token": "cables"}, {"min_weight": 3, "part": "N:white", "token": "cables"}, {"min_weight": 4, "part": "E:white", "token": "propeller"}, {"min_weight": 2, "part": "W:white", "token": "gears"}, {"min_weight": 3, "part": "H:gold", "token": "cables"}, {"min_weight": 3, "part": "X:blue", "token": "propeller"}, {"min_weight": 3, "part": "H:white", "token": "cables"}, {"min_weight": 3, "part": "X:blue+white", "token": "propeller"}]};

const view = (state: unknown, game = "spacecraft"): SessionView =>
  ({ id: 4, game, game_name: game === "spacecraft" ? "Space Craft" : "Scorepad", state }) as unknown as SessionView;

const without = (key: string): Record<string, unknown> => {
  const copy = structuredClone(FINISHED);
  delete copy[key];
  return copy;
};

describe("reading a Space Craft state", () => {
  it("accepts the backend's state of a finished short game", () => {
    expect(spacecraftProblem(FINISHED)).toBeNull();
    const state = spacecraftState(view(FINISHED));
    expect(state.scores.map((s) => s.total)).toEqual([57, 19]);
    expect(state.leaders).toEqual([0]);
  });

  it("says what is missing", () => {
    expect(spacecraftProblem(null)).toBe("the state is not an object");
    expect(spacecraftProblem(without("countdown"))).toBe("the countdown is unreadable");
    expect(spacecraftProblem(without("display"))).toBe("the project display is missing");
    expect(spacecraftProblem({ ...FINISHED, current: 2 })).toBe("whose turn it is is not a seat");
    expect(spacecraftProblem({ ...FINISHED, scores: [] })).toBe("the scores do not match the players");
  });

  it("refuses another game's session", () => {
    expect(() => spacecraftState(view(FINISHED, "scorepad"))).toThrow("session 4 is a Scorepad session, not Space Craft");
    expect(() => spacecraftState(view({}))).toThrow("session 4 cannot be shown: the players are missing");
  });
});
