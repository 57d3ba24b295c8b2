/**
 * A game's refusal as the table reads it beside what was tapped: the rule
 * id the backend named (`details.rule`, e.g. "S2") set apart as a tag, and
 * the rest as a sentence. The backend's message starts with the id
 * ("S2: a part cannot be built…"); the tag carries it, so the sentence
 * does not repeat it. Any other error is just its message as a sentence.
 */

import type { ApiError } from "../bindings/ApiError";
import { asSentence } from "./apiError";

export interface Refusal {
  /** The ruling's id (RULINGS.md), or null when the error names none. */
  rule: string | null;
  text: string;
}

export function ruleRefusal(error: Pick<ApiError, "message" | "details">): Refusal {
  const rule = error.details.rule ?? null;
  const prefix = rule === null ? null : `${rule}: `;
  const message = prefix !== null && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { rule, text: asSentence(message) };
}
