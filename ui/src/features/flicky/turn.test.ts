import { describe, expect, it } from "vitest";
import { phaseLabel, phasePrompt, STEPS, turnTitle } from "./turn";

describe("the turn in words", () => {
  it("has three steps: collect, flick, upgrade", () => {
    expect(STEPS.map((step) => step.label)).toEqual(["Collect", "Flick", "Upgrade"]);
  });

  it("names whose turn it is and the phase in one word", () => {
    expect(turnTitle("Ann")).toBe("Ann’s turn");
    expect(phaseLabel("flick")).toBe("Flick");
    expect(phaseLabel("finished")).toBe("Game over");
  });

  it("says what each phase waits for", () => {
    expect(phasePrompt("collect", "Ann", null)).toBe("Ann collects: tap the terrain under Ann’s ship.");
    expect(phasePrompt("flick", "Bob", null)).toContain("Done flicking");
    expect(phasePrompt("upgrade", "Bob", null)).toBe("Bob may trade and buy upgrades, then ends the turn.");
  });

  it("puts a discard due before the phase (F2)", () => {
    expect(phasePrompt("upgrade", "Ann", { name: "Bob", excess: 2 })).toBe(
      "Bob holds more than 12: put back 2 before anything else (F2).",
    );
  });
});
