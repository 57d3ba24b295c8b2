/**
 * Project cards and the plan in words and in the editors (S4, S5, S7):
 * a requirement as the backend words it ("3 hulls", "2 blue parts",
 * "width 4"), a card ("1 nose → 8 points"), the requirement editor's rows
 * and what they make, the plan as a count per kind, and the cards offered
 * again (entered in this session or an earlier one). Whether a rocket
 * meets a card is the backend's (`claimable_by`, `plan_met`); the local
 * check here is only for the builder's preview.
 */

import type { SpacecraftAdvancedCard } from "../../bindings/SpacecraftAdvancedCard";
import type { SpacecraftBasicCard } from "../../bindings/SpacecraftBasicCard";
import type { SpacecraftKind } from "../../bindings/SpacecraftKind";
import type { SpacecraftRequirement } from "../../bindings/SpacecraftRequirement";
import type { SpacecraftTarget } from "../../bindings/SpacecraftTarget";
import { KINDS, kindCount } from "./parts";

/** The most a requirement may ask for: 78 parts exist. */
export const MAX_N = 78;

/** "3 hulls", "1 nose", "2 blue parts", "width 4", "height 5" (the backend's words). */
export function requirementText(r: SpacecraftRequirement): string {
  switch (r.type) {
    case "kind":
      return kindCount(r.kind, r.n);
    case "colour":
      return `${r.n} ${r.colour} part${r.n === 1 ? "" : "s"}`;
    case "width":
      return `width ${r.n}`;
    case "height":
      return `height ${r.n}`;
  }
}

/** "3 hulls + 1 nose". */
export function requirementsText(requirements: readonly SpacecraftRequirement[]): string {
  return requirements.map(requirementText).join(" + ");
}

/** "1 nose → 8 points". */
export function cardText(card: SpacecraftBasicCard): string {
  return `${requirementsText(card.requirements)} → ${card.points} point${card.points === 1 ? "" : "s"}`;
}

/** What the builder's live counts say about a rocket (the check report's fields). */
export interface RocketCounts {
  parts: Record<string, number>;
  colours: Record<string, number>;
  width: number;
  height: number;
}

/** Whether `counts` meet `r` (S3, S4): for the builder's preview only. */
export function requirementMet(r: SpacecraftRequirement, counts: RocketCounts): boolean {
  switch (r.type) {
    case "kind":
      return (counts.parts[r.kind] ?? 0) >= r.n;
    case "colour":
      return (counts.colours[r.colour] ?? 0) >= r.n;
    case "width":
      return counts.width >= r.n;
    case "height":
      return counts.height >= r.n;
  }
}

/** "noses", "gold parts": what an advanced card scores, per part. */
export function targetText(target: SpacecraftTarget, plural = true): string {
  const s = plural ? "s" : "";
  return target.type === "kind" ? `${target.kind}${s}` : `${target.colour} part${s}`;
}

/** S7: the plan as a count per kind (kinds it does not list are 0). */
export type PlanCounts = Record<SpacecraftKind, number>;

export function emptyPlan(): PlanCounts {
  return { hull: 0, wing: 0, nose: 0, engine: 0, connector: 0 };
}

/** The plan card's requirements: one per kind it asks for, in the kinds' order. */
export function planFromCounts(counts: PlanCounts): SpacecraftRequirement[] {
  return KINDS.filter((kind) => counts[kind] > 0).map((kind) => ({ type: "kind", kind, n: counts[kind] }));
}

/** The counts per kind of a plan; requirements other than kinds are not a plan's (S7) and are left out. */
export function countsFromPlan(plan: readonly SpacecraftRequirement[]): PlanCounts {
  const counts = emptyPlan();
  for (const r of plan) if (r.type === "kind") counts[r.kind] = Math.min(MAX_N, r.n);
  return counts;
}

/** One row of the requirement editor, as typed. */
export interface RequirementDraft {
  type: SpacecraftRequirement["type"];
  kind: SpacecraftKind;
  colour: string;
  /** As typed; read by `requirementFromDraft`. */
  n: string;
}

export function blankRequirement(): RequirementDraft {
  return { type: "kind", kind: "hull", colour: "white", n: "1" };
}

export function draftFromRequirement(r: SpacecraftRequirement): RequirementDraft {
  const blank = blankRequirement();
  switch (r.type) {
    case "kind":
      return { ...blank, type: "kind", kind: r.kind, n: String(r.n) };
    case "colour":
      return { ...blank, type: "colour", colour: r.colour, n: String(r.n) };
    case "width":
    case "height":
      return { ...blank, type: r.type, n: String(r.n) };
  }
}

export type Checked<T> = { value: T; problem: null } | { value: null; problem: string };

/** A whole number from `min` to `max` as typed, or why not. */
export function readCount(text: string, what: string, min: number, max: number): Checked<number> {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { value: null, problem: `${what}: type a whole number from ${min} to ${max}` };
  const n = Number(t);
  if (n < min || n > max) return { value: null, problem: `${what}: ${n} is not from ${min} to ${max}` };
  return { value: n, problem: null };
}

export function requirementFromDraft(d: RequirementDraft): Checked<SpacecraftRequirement> {
  const what =
    d.type === "kind" ? `the number of ${d.kind}s` : d.type === "colour" ? `the number of ${d.colour} parts` : `the ${d.type}`;
  const n = readCount(d.n, what, 1, MAX_N);
  if (n.value === null) return n;
  switch (d.type) {
    case "kind":
      return { value: { type: "kind", kind: d.kind, n: n.value }, problem: null };
    case "colour":
      return { value: { type: "colour", colour: d.colour, n: n.value }, problem: null };
    case "width":
    case "height":
      return { value: { type: d.type, n: n.value }, problem: null };
  }
}

/** S4: a card from the editor: at least one requirement, every number readable, points 0 to 99. */
export function cardFromDraft(rows: readonly RequirementDraft[], points: string): Checked<SpacecraftBasicCard> {
  if (rows.length === 0) return { value: null, problem: "add the card's requirement first" };
  const requirements: SpacecraftRequirement[] = [];
  for (const row of rows) {
    const r = requirementFromDraft(row);
    if (r.value === null) return r;
    requirements.push(r.value);
  }
  const p = readCount(points, "the card's points", 0, 99);
  if (p.value === null) return p;
  return { value: { points: p.value, requirements }, problem: null };
}

const cardKey = (card: SpacecraftBasicCard): string => JSON.stringify([card.points, card.requirements]);

export function sameCard(a: SpacecraftBasicCard, b: SpacecraftBasicCard): boolean {
  return cardKey(a) === cardKey(b);
}

/**
 * The cards offered as quick picks: this session's first (newest first),
 * then earlier sessions', each once, at most `limit`.
 */
export function cardOffers(
  known: readonly SpacecraftBasicCard[],
  library: readonly SpacecraftBasicCard[],
  limit = 12,
): SpacecraftBasicCard[] {
  const out: SpacecraftBasicCard[] = [];
  const seen = new Set<string>();
  for (const card of [...[...known].reverse(), ...library]) {
    const k = cardKey(card);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(card);
    if (out.length >= limit) break;
  }
  return out;
}

/** "Advanced card 53: 7 per nose" style line: the name, what it scores and its spaces. */
export function advancedCardText(card: SpacecraftAdvancedCard): string {
  return `${card.name}: ${targetText(card.target)}, spaces ${card.spaces.join(" ")}`;
}
