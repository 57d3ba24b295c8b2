import { describe, expect, it } from "vitest";
import type { EditStep } from "../bindings/EditStep";
import { correctionFields, editLine, readCorrection, resultLine, undoableEdit } from "./resultCorrection";

const names = ["Ann", "Bob", "Cat"];

describe("correctionFields", () => {
  it("fills the form from the recorded result, places empty when they follow the scores", () => {
    expect(correctionFields({ scores: [13, 13, 7], winners: [0, 1] }, 3)).toEqual([
      { score: "13", place: "", won: true },
      { score: "13", place: "", won: true },
      { score: "7", place: "", won: false },
    ]);
    expect(correctionFields({ scores: [13, 13], winners: [1], places: [2, 1] }, 2).map((r) => r.place)).toEqual(["2", "1"]);
  });
});

describe("readCorrection", () => {
  const rows = (scores: string[], won: boolean[], places: string[] = ["", "", ""]) =>
    scores.map((score, i) => ({ score, won: won[i] ?? false, place: places[i] ?? "" }));

  it("reads scores, winners and places", () => {
    expect(readCorrection(rows(["13", "13", "7"], [true, false, false], ["1", "2", "3"]), names)).toEqual({
      ok: true,
      correction: { scores: [13, 13, 7], winners: [0], places: [1, 2, 3] },
    });
  });

  it("lets nobody win (a cooperative game lost together) and places follow the scores when all are empty", () => {
    expect(readCorrection(rows(["0", "0", "0"], [false, false, false]), names)).toEqual({
      ok: true,
      correction: { scores: [0, 0, 0], winners: [], places: [] },
    });
  });

  it("names the seat whose score or place is wrong", () => {
    expect(readCorrection(rows(["13", "x", "7"], [true]), names)).toEqual({
      ok: false,
      problem: "Bob's score: Type a whole number, like 12 or -3.",
    });
    expect(readCorrection(rows(["13", "", "7"], [true]), names)).toMatchObject({ ok: false, problem: expect.stringContaining("Bob's score is empty") });
    expect(readCorrection(rows(["1", "2", "3"], [true], ["1", "", "3"]), names)).toMatchObject({
      ok: false,
      problem: expect.stringContaining("Bob's place"),
    });
    expect(readCorrection(rows(["1", "2", "3"], [true], ["1", "0", "3"]), names)).toMatchObject({ ok: false });
  });
});

describe("the record's lines", () => {
  const step = (seq: number, extra: Partial<EditStep> = {}): EditStep => ({
    seq,
    at: "2026-12-01T20:00:00.000Z",
    text: `change ${seq}`,
    change: { field: "notes", before: "", after: "x" },
    undoes: null,
    redoes: null,
    ...extra,
  });

  it("undo takes back the newest change in effect, skipping undone ones", () => {
    expect(undoableEdit([])).toBeUndefined();
    expect(undoableEdit([step(1), step(2)])?.seq).toBe(2);
    expect(undoableEdit([step(1), step(2), step(3, { undoes: 2 })])?.seq).toBe(1);
    expect(undoableEdit([step(1), step(2, { undoes: 1 })])).toBeUndefined();
    expect(undoableEdit([step(1), step(2, { undoes: 1 }), step(3, { redoes: 1 })])?.seq).toBe(1);
  });

  it("tells a corrected time in local time with its length, other changes as the backend says", () => {
    expect(editLine(step(1))).toBe("change 1");
    const when = step(2, {
      text: "Time corrected: started 2026-10-11 19:00 UTC, 75 minutes (was …)",
      change: {
        field: "when",
        before: { started_at: "2026-10-11T18:00:00.000Z", ended_at: "2026-10-11T19:00:00.000Z" },
        after: { started_at: "2026-10-11T19:00:00.000Z", ended_at: "2026-10-11T20:15:00.000Z" },
      },
    });
    const line = editLine(when);
    expect(line).toMatch(/^Time corrected: .*, 1 h 15 min \(was .*, 1 h 00 min\)$/);
    expect(line).not.toContain("UTC");
  });
});

describe("resultLine", () => {
  it("says every score and who won, places first when the table set them", () => {
    expect(resultLine({ scores: [21, 18], winners: [0] }, ["Ann", "Bob"])).toBe("Ann 21 (won) · Bob 18");
    expect(resultLine({ scores: [13, 13, 7], winners: [1], places: [2, 1, 3] }, names)).toBe("2nd Ann 13 · 1st Bob 13 (won) · 3rd Cat 7");
    expect(resultLine({ scores: [0, 0], winners: [] }, ["Ann", "Bob"])).toBe("Ann 0 · Bob 0 · nobody won");
    expect(resultLine({ scores: [1], winners: [0], places: [11] }, ["Ann"])).toBe("11th Ann 1 (won)");
  });
});
