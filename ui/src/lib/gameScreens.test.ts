import { describe, expect, it } from "vitest";
import { defaultGame, hasScreen } from "./gameScreens";

describe("hasScreen", () => {
  it("knows the scorepad has a screen", () => {
    expect(hasScreen("scorepad")).toBe(true);
  });

  it("does not offer a game the core knows but this UI cannot show yet", () => {
    expect(hasScreen("rickety")).toBe(false);
    expect(hasScreen("")).toBe(false);
  });
});

describe("defaultGame", () => {
  it("preselects the first game with a screen, even when listed after others", () => {
    expect(defaultGame([{ id: "rickety" }, { id: "scorepad" }])).toBe("scorepad");
  });

  it("preselects nothing when no listed game has a screen", () => {
    expect(defaultGame([{ id: "rickety" }])).toBeNull();
    expect(defaultGame([])).toBeNull();
  });
});
