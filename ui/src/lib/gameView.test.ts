import { describe, expect, it } from "vitest";
import { ageFivePreview } from "../features/ships/ageFive.example";
import { chosenGame, gameState, isGame } from "./gameView";

describe("gameState", () => {
  it("gives the state of a session of the game asked for", () => {
    const view = ageFivePreview();
    const read = gameState(view, "ships", "Ships");
    expect(read.problem).toBeNull();
    expect(read.state?.era).toBe(view.game === "ships" ? view.state.era : "never");
  });

  it("names the game of a session of another game", () => {
    const read = gameState(ageFivePreview(), "flicky", "Flicky Spaceships");
    expect(read.state).toBeNull();
    expect(read.problem).toBe("session 1 is a Ships session, not Flicky Spaceships");
    expect(isGame(ageFivePreview(), "scorepad")).toBe(false);
  });
});

describe("chosenGame", () => {
  const games = [
    { id: "rickety" as const, name: "Rickety Ships" },
    { id: "scorepad" as const, name: "Scorepad" },
  ];

  it("gives the game a control's value names, only among the games offered", () => {
    expect(chosenGame(games, "scorepad")).toBe("scorepad");
    expect(chosenGame(games, "ships")).toBeNull();
    expect(chosenGame(games, "")).toBeNull();
    expect(chosenGame(games, "chess")).toBeNull();
  });
});
