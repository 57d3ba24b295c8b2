import { describe, expect, it } from "vitest";
import { gameBlurb } from "./gameBlurbs";

describe("gameBlurb", () => {
  it.each(["rickety", "spacecraft", "ships", "flicky", "scorepad"])("says what Drydock does for %s", (id) => {
    expect(gameBlurb(id)).toMatch(/^[A-Z].+\.$/);
  });

  it("has no line for a game it does not know", () => {
    expect(gameBlurb("chess")).toBeNull();
  });
});
