import { describe, expect, it } from "vitest";
import { noResources } from "./resources";
import { checkDiscard, discardNeeded, limitWarning } from "./discard";

const tray = { energy: 5, dark_matter: 4, rare_metal: 3, star_crystal: 2, alien_samples: 0 }; // 14

describe("the hand limit (F2)", () => {
  it("asks for exactly the tokens over 12", () => {
    expect(discardNeeded(tray)).toBe(2);
    expect(discardNeeded({ ...noResources(), energy: 12 })).toBe(0);
  });

  it("warns on a tray at or over the limit, and says nothing under it", () => {
    expect(limitWarning(tray)).toBe("Over the limit: discard 2 (F2)");
    expect(limitWarning({ ...noResources(), energy: 12 })).toBe("At the limit of 12");
    expect(limitWarning({ ...noResources(), energy: 11 })).toBeNull();
  });
});

describe("checkDiscard", () => {
  it("accepts exactly the tokens over the limit", () => {
    expect(checkDiscard(tray, { ...noResources(), energy: 1, dark_matter: 1 })).toEqual({
      exact: true,
      text: "Put back 1 energy + 1 dark matter to hold 12.",
    });
  });

  it("asks for more while too few are chosen", () => {
    expect(checkDiscard(tray, { ...noResources(), energy: 1 })).toEqual({
      exact: false,
      text: "Choose 1 more to put back (2 in all).",
    });
  });

  it("refuses a discard that goes below 12", () => {
    expect(checkDiscard(tray, { ...noResources(), energy: 3 })).toEqual({
      exact: false,
      text: "That is 1 too many: put back exactly 2 to hold 12.",
    });
  });

  it("refuses tokens the tray does not hold", () => {
    expect(checkDiscard(tray, { ...noResources(), alien_samples: 2 }).exact).toBe(false);
  });
});
