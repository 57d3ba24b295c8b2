/**
 * Reading what a player typed into a score cell, before anything is sent.
 *
 * A score is a whole number (negative allowed) within the scorepad's range
 * (rule SP2); an empty cell means "blank". This module only says whether the
 * text is a score and which one, with a message short enough to sit under a
 * cell; the backend stays the judge of the rules themselves.
 */

/** SP2: a score lies within ±1,000,000,000. */
export const MAX_ABS_SCORE = 1_000_000_000;

export type ScoreParse =
  | { ok: true; score: number | null }
  | { ok: false; message: string };

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d*[.,]\d+$/;

/** Parses a cell's text: "" is blank, "-3" is -3, "abc" is refused. */
export function parseScore(text: string): ScoreParse {
  // A typographic minus (−) or dash pasted from elsewhere reads as minus;
  // spaces around the number are ignored.
  const cleaned = text.trim().replace(/^[\u2212\u2013\u2012]/, "-");
  if (cleaned === "") return { ok: true, score: null };
  if (DECIMAL.test(cleaned)) {
    return { ok: false, message: "Whole numbers only, no fractions" };
  }
  if (!WHOLE.test(cleaned)) {
    return { ok: false, message: "Type a whole number, like 12 or -3" };
  }
  const digits = cleaned.replace(/^[+-]/, "").replace(/^0+(?=\d)/, "");
  const score = Number(cleaned);
  if (digits.length > 10 || Math.abs(score) > MAX_ABS_SCORE) {
    return { ok: false, message: "Too big: at most 1,000,000,000 either way" };
  }
  // Number("-0") is -0; a cell shows it as 0.
  return { ok: true, score: score === 0 ? 0 : score };
}

/** The text a cell shows for a stored score: blank is empty. */
export function showScore(score: number | null | undefined): string {
  return score === null || score === undefined ? "" : String(score);
}
