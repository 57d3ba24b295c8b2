/**
 * Reading a session's timeline for the undo/redo buttons: which entry
 * Undo would take back and which Redo would bring back. The backend decides
 * what undo does; this only finds the line to name on the button, so the
 * table knows what a tap will change before tapping.
 */

import type { TimelineStep } from "../bindings/TimelineStep";

/** The latest game entry still in effect: what Undo takes back. */
export function undoTarget(timeline: readonly TimelineStep[]): TimelineStep | undefined {
  return timeline.findLast((step) => step.kind === "events" && !step.undone);
}

/**
 * The entry Redo brings back. Undo takes entries back from the end, so the
 * undone entries since the last move in effect form a trailing block, and
 * the one undone most recently is the earliest of that block. A new move
 * after an undo ends the block: nothing to redo.
 */
export function redoTarget(timeline: readonly TimelineStep[]): TimelineStep | undefined {
  let target: TimelineStep | undefined;
  for (let i = timeline.length - 1; i >= 0; i--) {
    const step = timeline[i];
    if (step === undefined || step.kind !== "events") continue;
    if (!step.undone) break;
    target = step;
  }
  return target;
}

/** What the newest entry did when it was an undo or a redo, and to which entry. */
export interface TakenBack {
  verb: "Undid" | "Redid";
  step: TimelineStep;
}

/**
 * The change the newest entry took back or brought back, when that entry
 * is an undo or a redo: what the status line names right after the press.
 */
export function lastTakenBack(timeline: readonly TimelineStep[]): TakenBack | undefined {
  const last = timeline.at(-1);
  if (last === undefined || (last.kind !== "undo" && last.kind !== "redo")) return undefined;
  const step = timeline.find((s) => s.seq === last.of);
  if (step === undefined) return undefined;
  return { verb: last.kind === "undo" ? "Undid" : "Redid", step };
}
