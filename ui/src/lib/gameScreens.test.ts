import { describe, expect, it } from "vitest";
import { defaultGame, hasScreen, scoreWithUnit } from "./gameScreens";

describe("hasScreen", () => {
  it("knows the scorepad, Rickety Ships, Space Craft, Flicky Spaceships and Ships have screens", () => {
    expect(hasScreen("scorepad")).toBe(true);
    expect(hasScreen("spacecraft")).toBe(true);
    expect(hasScreen("rickety")).toBe(true);
    expect(hasScreen("flicky")).toBe(true);
    expect(hasScreen("ships")).toBe(true);
  });

  it("does not offer a game the core knows but this UI cannot show yet", () => {
    expect(hasScreen("go")).toBe(false);
    expect(hasScreen("")).toBe(false);
  });
});

describe("defaultGame", () => {
  it("preselects the first game with a screen, in the backend's order", () => {
    expect(defaultGame([{ id: "rickety" }, { id: "flicky" }, { id: "scorepad" }])).toBe("rickety");
    expect(defaultGame([{ id: "flicky" }, { id: "scorepad" }])).toBe("flicky");
    expect(defaultGame([{ id: "go" }, { id: "scorepad" }])).toBe("scorepad");
  });

  it("preselects nothing when no listed game has a screen", () => {
    expect(defaultGame([{ id: "go" }])).toBeNull();
    expect(defaultGame([])).toBeNull();
  });
});

describe("scoreWithUnit", () => {
  it("reads a Rickety Ships score as VPs (R9) and a scorepad score as a number", () => {
    expect(scoreWithUnit("rickety", 6)).toBe("6 VP");
    expect(scoreWithUnit("flicky", 17)).toBe("17 VP");
    expect(scoreWithUnit("scorepad", -3)).toBe("-3");
  });

  it("reads a Space Craft score in points, as the rulebook counts them (S8)", () => {
    expect(scoreWithUnit("spacecraft", 57)).toBe("57 points");
  });

  it("reads a Ships score as VP (W1)", () => {
    expect(scoreWithUnit("ships", 12)).toBe("12 VP");
  });

  it("shows a dash for no score", () => {
    expect(scoreWithUnit("rickety", null)).toBe("–");
  });
});
