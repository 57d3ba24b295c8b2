import { describe, expect, it } from "vitest";
import { afterAgeFive, ageFivePreview, beforeAgeFive } from "./ageFive.example";
import { changesBySeat, isVpLine, newEntries, previewLines, sideEffects, signed } from "./preview";

describe("reading a preview (W9 age 5)", () => {
  it("splits the preview's own timeline entry into lines", () => {
    const lines = previewLines(ageFivePreview());
    expect(lines[0], "W4b: the action's payment comes first, naming its box").toBe("Blue: Place Ship, paid with a merchant cube");
    expect(lines[1]).toBe("Blue placed a sailing ship in the Merchant box of age 5");
    expect(lines[2], "the navigation cost is in the preview").toBe(
      "Age 5 opened: 2 navigation counters to enter, 5 VP for the first ship",
    );
    expect(lines.at(-1)).toBe("The Sailing Ship era begins: the display is cleared, old-era cards are discarded");
  });

  it("tells VP lines from the rest (the VP table shows those)", () => {
    const lines = previewLines(ageFivePreview());
    expect(lines.filter((line) => !isVpLine(line))).toEqual([
      "Blue: Place Ship, paid with a merchant cube",
      "Blue placed a sailing ship in the Merchant box of age 5",
      "Age 5 opened: 2 navigation counters to enter, 5 VP for the first ship",
      "2 ships removed from age 2",
      "The Sailing Ship era begins: the display is cleared, old-era cards are discarded",
    ]);
  });

  it("w9_blue_plus_5_minus_1_red_minus_4_green_minus_1_yellow_minus_2", () => {
    const changes = changesBySeat(beforeAgeFive(), newEntries(beforeAgeFive(), afterAgeFive()));
    expect(changes.map((c) => [c.seat, c.entries.map((e) => e.delta), c.from, c.to])).toEqual([
      [0, [-4], 7, 3],
      [1, [5, -1], 8, 12],
      [2, [-1], 5, 4],
      [3, [-2], 5, 3],
    ]);
  });

  it("w4_notices_the_era_change_and_the_cleared_display", () => {
    const before = { ...beforeAgeFive(), display_needed: false };
    expect(sideEffects(before, afterAgeFive())).toEqual({ gold: [], eraChange: true, displayCleared: true });
  });

  it("has no lines for an undo entry", () => {
    const preview = ageFivePreview();
    const last = preview.timeline[1];
    if (!last) throw new Error("the example has two timeline steps");
    expect(previewLines({ timeline: [{ ...last, kind: "undo" }] })).toEqual([]);
  });

  it("writes changes with a real minus sign", () => {
    expect(signed(5)).toBe("+5");
    expect(signed(-4)).toBe("−4");
    expect(signed(0)).toBe("0");
  });
});
