/**
 * Correcting a finished play's result on screen: the form's fields from the
 * recorded result, what the table typed read back into a correction (with
 * a message naming the seat at fault), and one line per correction for the
 * play's record. The backend stays the judge: it checks the same things
 * again and refuses with its own message.
 */

import type { EditStep } from "../bindings/EditStep";
import type { Outcome } from "../bindings/Outcome";
import type { ResultCorrection } from "../bindings/ResultCorrection";
import { formatMinutes, formatWhen } from "./dates";
import { parseScore, showScore } from "./scoreInput";

/** One seat's row of the form: its score and place as typed, and whether it won. */
export interface SeatFields {
  score: string;
  place: string;
  won: boolean;
}

export function correctionFields(outcome: Outcome, seats: number): SeatFields[] {
  return Array.from({ length: seats }, (_, seat) => {
    const place = outcome.places?.[seat];
    return {
      score: showScore(outcome.scores[seat]),
      place: place === undefined ? "" : String(place),
      won: outcome.winners.includes(seat),
    };
  });
}

/**
 * The recorded result in one line: "Ann 21 (won) · Bob 18", with places
 * first when the table set them ("1st Ann 21 (won) · 2nd Bob 21").
 */
export function resultLine(outcome: Outcome, names: readonly string[]): string {
  const parts = names.map((name, seat) => {
    const place = outcome.places?.[seat];
    const won = outcome.winners.includes(seat) ? " (won)" : "";
    const score = outcome.scores[seat] ?? "";
    return `${place === undefined ? "" : `${ordinal(place)} `}${name} ${score}${won}`.trim();
  });
  const line = parts.join(" · ");
  return outcome.winners.length === 0 ? `${line} · nobody won` : line;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

export type CorrectionReading = { ok: true; correction: ResultCorrection } | { ok: false; problem: string };

/**
 * The typed rows as a correction. Every score must be a whole number; the
 * places are either all empty (they follow the scores) or all given.
 */
export function readCorrection(rows: readonly SeatFields[], names: readonly string[]): CorrectionReading {
  const scores: number[] = [];
  for (const [seat, row] of rows.entries()) {
    const parsed = parseScore(row.score);
    const name = names[seat] ?? `Seat ${seat + 1}`;
    if (!parsed.ok) return { ok: false, problem: `${name}'s score: ${parsed.message}.` };
    if (parsed.score === null) return { ok: false, problem: `${name}'s score is empty: type their final score.` };
    scores.push(parsed.score);
  }
  const typed = rows.map((row) => row.place.trim());
  let places: number[] = [];
  if (typed.some((place) => place !== "")) {
    const missing = typed.findIndex((place) => !/^\d+$/.test(place) || Number(place) < 1);
    if (missing >= 0) {
      const name = names[missing] ?? `Seat ${missing + 1}`;
      return { ok: false, problem: `${name}'s place: give every player a place from 1, or leave all places empty.` };
    }
    places = typed.map(Number);
  }
  const winners = rows.flatMap((row, seat) => (row.won ? [seat] : []));
  return { ok: true, correction: { scores, winners, places } };
}

/**
 * A correction as the record lists it. A corrected time is told in this
 * computer's time zone (the backend's text says UTC, for the command line).
 */
export function editLine(step: EditStep): string {
  if (step.change.field !== "when" || step.undoes !== null || step.redoes !== null) return step.text;
  const span = (started: string, ended: string): string => {
    const minutes = (Date.parse(ended) - Date.parse(started)) / 60_000;
    return `${formatWhen(started)}, ${formatMinutes(minutes)}`;
  };
  const { before, after } = step.change;
  return `Time corrected: ${span(after.started_at, after.ended_at)} (was ${span(before.started_at, before.ended_at)})`;
}

/** The correction Undo would take back now: the newest one still in effect. */
export function undoableEdit(edits: readonly EditStep[]): EditStep | undefined {
  const done: number[] = [];
  for (const step of edits) {
    if (step.undoes !== null) {
      const at = done.lastIndexOf(step.undoes);
      if (at >= 0) done.splice(at, 1);
    } else if (step.redoes !== null) {
      done.push(step.redoes);
    } else {
      done.push(step.seq);
    }
  }
  const seq = done.at(-1);
  return edits.find((step) => step.seq === seq);
}
