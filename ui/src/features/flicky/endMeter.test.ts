import { describe, expect, it } from "vitest";
import type { FlickyEndMeter } from "../../bindings/FlickyEndMeter";
import { endProgress, endSentence, pilesText, tokensAtStart, tokensText } from "./endMeter";

const meter = (tokens_left: number, piles_emptied: number, piles_to_end = 4): FlickyEndMeter => ({
  tokens_left,
  piles_emptied,
  piles_to_end,
  triggered: tokens_left === 0 || piles_emptied >= piles_to_end,
});

describe("the end meter (F6)", () => {
  it("counts the tokens the game started with from those left and those taken", () => {
    const players = [{ tokens: 2 }, { tokens: 1 }];
    expect(tokensAtStart({ end: meter(9, 0), players } as never)).toBe(12);
  });

  it("reads tokens left and piles emptied of the piles that end the game", () => {
    expect(tokensText(meter(9, 0), 12)).toBe("9 of 12 VP tokens left");
    expect(tokensText(meter(1, 0), 24)).toBe("1 of 24 VP token left");
    expect(pilesText(meter(12, 3))).toBe("3 of 4 piles emptied");
    expect(pilesText(meter(12, 2, 6))).toBe("2 of 6 piles emptied");
  });

  it("fills each bar by how far its trigger has come, never past full", () => {
    expect(endProgress(meter(9, 2), 12)).toEqual({ tokens: 0.25, piles: 0.5 });
    expect(endProgress(meter(0, 5), 12)).toEqual({ tokens: 1, piles: 1 });
  });

  it("says what is left before the end is triggered", () => {
    expect(endSentence(meter(12, 3), false)).toBe(
      "The game ends at the end of a turn once 1 more pile is emptied or the last VP token is taken.",
    );
    expect(endSentence(meter(12, 0), false)).toContain("once 4 more piles are emptied");
  });

  it("says why the end is triggered and that the game ends with this turn", () => {
    expect(endSentence(meter(12, 4), false)).toBe("End triggered: 4 piles are empty. The game ends when this turn ends.");
    expect(endSentence(meter(0, 1), false)).toBe(
      "End triggered: the last VP token is taken. The game ends when this turn ends.",
    );
  });

  it("says why the game is over once it is", () => {
    expect(endSentence(meter(0, 4), true)).toBe("Game over: the last VP token is taken and 4 piles are empty.");
  });
});
