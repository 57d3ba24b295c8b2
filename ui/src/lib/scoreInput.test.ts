import { describe, expect, it } from "vitest";
import { parseScore, showScore } from "./scoreInput";

describe("parseScore", () => {
  it.each([
    ["12", 12],
    ["-3", -3],
    ["+7", 7],
    ["  42  ", 42],
    ["0", 0],
    ["-0", 0],
    ["007", 7],
    ["\u22125", -5],
    ["1000000000", 1_000_000_000],
    ["-1000000000", -1_000_000_000],
  ])("reads %j as the whole number %d", (text, score) => {
    const result = parseScore(text);
    expect(result, `${JSON.stringify(text)} is a valid score`).toEqual({ ok: true, score });
    if (result.ok) expect(Object.is(result.score, -0), "a score is never -0").toBe(false);
  });

  it.each(["", "   "])("reads the empty cell %j as blank (null), not zero", (text) => {
    expect(parseScore(text)).toEqual({ ok: true, score: null });
  });

  it.each(["abc", "12a", "1e3", "--3", "3-", "1 2", "0x10", "Infinity", "NaN"])(
    "refuses %j, which is not a whole number, with a message",
    (text) => {
      const result = parseScore(text);
      expect(result.ok, `${JSON.stringify(text)} must not be sent as a score`).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/whole number/i);
    },
  );

  it.each(["1.5", "-0.5", ",5", "2,25"])("refuses the fraction %j and says fractions are not scores", (text) => {
    expect(parseScore(text)).toEqual({ ok: false, message: "Whole numbers only, no fractions" });
  });

  it.each(["1000000001", "-1000000001", "99999999999999999999"])(
    "refuses %j as out of the SP2 range",
    (text) => {
      const result = parseScore(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/1,000,000,000/);
    },
  );
});

describe("showScore", () => {
  it("shows a blank cell as empty text and a score as its digits", () => {
    expect(showScore(null)).toBe("");
    expect(showScore(undefined)).toBe("");
    expect(showScore(0)).toBe("0");
    expect(showScore(-12)).toBe("-12");
  });
});
