import { describe, expect, it } from "vitest";
import type { TimelineStep } from "../bindings/TimelineStep";
import { lastTakenBack, redoTarget, undoTarget } from "./timeline";

let seq = 0;
const move = (summary: string, undone = false): TimelineStep => ({
  seq: ++seq,
  at: "2026-11-28T19:00:00.000Z",
  kind: "events",
  summary,
  undone,
  of: null,
});
// `of` would name the entry's seq; these tests only read the summaries.
const undo = (of: string): TimelineStep => ({ ...move(`Undo: ${of}`), kind: "undo" });
const redo = (of: string): TimelineStep => ({ ...move(`Redo: ${of}`), kind: "redo" });

describe("undoTarget", () => {
  it("is the latest move in effect, skipping undo lines and undone moves", () => {
    const timeline = [move("Round 1 added"), move("Round 1: Ann 5 (was blank)", true), undo("Round 1: Ann 5 (was blank)")];
    expect(undoTarget(timeline)?.summary).toBe("Round 1 added");
  });

  it("counts a redone move as in effect again", () => {
    const timeline = [move("Round 1 added"), undo("Round 1 added"), redo("Round 1 added")];
    expect(undoTarget(timeline)?.summary).toBe("Round 1 added");
  });

  it("is nothing on a fresh session", () => {
    expect(undoTarget([])).toBeUndefined();
  });
});

describe("redoTarget", () => {
  it("is the move undone last: after undoing B then A, Redo brings back A first", () => {
    const timeline = [move("A", true), move("B", true), undo("B"), undo("A")];
    expect(redoTarget(timeline)?.summary).toBe("A");
  });

  it("is the only undone move after a single undo", () => {
    const timeline = [move("A"), move("B", true), undo("B")];
    expect(redoTarget(timeline)?.summary).toBe("B");
  });

  it("is nothing once a new move follows the undo (the redo history is gone)", () => {
    const timeline = [move("A"), move("B", true), undo("B"), move("C")];
    expect(redoTarget(timeline)).toBeUndefined();
  });

  it("is nothing when nothing was undone", () => {
    expect(redoTarget([move("A"), move("B")])).toBeUndefined();
  });
});

describe("lastTakenBack", () => {
  const taking = (kind: "undo" | "redo", of: TimelineStep): TimelineStep => ({
    ...move(`${kind}: ${of.summary}`),
    kind,
    of: of.seq,
  });

  it("names the change an undo just took back", () => {
    const score = move("Round 2: Ann 5 (was blank)", true);
    const timeline = [move("Round 2 added"), score, taking("undo", score)];
    expect(lastTakenBack(timeline)).toEqual({ verb: "Undid", step: score });
  });

  it("names the change a redo just brought back", () => {
    const score = move("Round 2: Ann 5 (was blank)");
    const timeline = [score, taking("undo", score), taking("redo", score)];
    expect(lastTakenBack(timeline)).toEqual({ verb: "Redid", step: score });
  });

  it("is nothing once a move follows", () => {
    const score = move("Round 2: Ann 5 (was blank)", true);
    expect(lastTakenBack([score, taking("undo", score), move("Round 3 added")])).toBeUndefined();
    expect(lastTakenBack([])).toBeUndefined();
  });
});
