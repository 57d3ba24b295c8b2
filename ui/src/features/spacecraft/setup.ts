/**
 * What a new Space Craft session needs before Start, as the form holds it
 * and as the backend takes it (`SpacecraftSetup`): the variant, the plan
 * card (a count per kind, S7), the countdown cards before the launch card
 * (a setting: the rulebook's illustration of them is lost), each player's
 * personal goal if already chosen (S6), the display's spaces per row and
 * the number of project cards in play (S4), colours the table added (S1)
 * and, in the advanced variant, the advanced cards laid out (S5). The
 * form is prefilled from the setup of the table's last session
 * (`spacecraft_library`). The backend checks everything again; this only
 * lets the screen say what is missing, in the table's words.
 */

import type { SpacecraftAdvancedCard } from "../../bindings/SpacecraftAdvancedCard";
import type { SpacecraftKind } from "../../bindings/SpacecraftKind";
import type { SpacecraftSetup } from "../../bindings/SpacecraftSetup";
import type { SpacecraftVariant } from "../../bindings/SpacecraftVariant";
import {
  countsFromPlan,
  emptyPlan,
  planFromCounts,
  readCount,
  requirementsText,
  targetText,
  type Checked,
  type PlanCounts,
} from "./cards";
import { KNOWN_COLOURS } from "./parts";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** S4: the display's spaces per row, and the default. */
export const MIN_DISPLAY = 1;
export const MAX_DISPLAY = 8;
export const DEFAULT_DISPLAY = 4;
/** S7: the countdown the table plays with unless it says otherwise. */
export const DEFAULT_COUNTDOWN: readonly number[] = [3, 2, 1];
/** The backend's limits: 20 countdown cards, 24 spaces on an advanced card. */
const MAX_COUNTDOWN_CARDS = 20;
const MAX_SPACES = 24;

/** One advanced card as typed (S5). */
export interface AdvancedDraft {
  name: string;
  target: "kind" | "colour";
  kind: SpacecraftKind;
  colour: string;
  /** Point spaces left to right, as typed: "1 2 3 4". */
  spaces: string;
}

/** The Space Craft options while the form is filled in. */
export interface SpacecraftDraft {
  variant: SpacecraftVariant;
  plan: PlanCounts;
  /** As typed: "3, 2, 1". */
  countdown: string;
  display: number;
  /** As typed; empty when the table does not know. */
  projectCards: string;
  /** As typed: "pink, green". */
  colours: string;
  /** Personal goal per player profile id (S6); absent or null: chosen later. */
  goals: Record<number, number | null>;
  advanced: AdvancedDraft[];
}

export function defaultDraft(): SpacecraftDraft {
  return {
    variant: "basic",
    plan: emptyPlan(),
    countdown: DEFAULT_COUNTDOWN.join(", "),
    display: DEFAULT_DISPLAY,
    projectCards: "",
    colours: "",
    goals: {},
    advanced: [],
  };
}

export function blankAdvanced(): AdvancedDraft {
  return { name: "", target: "kind", kind: "hull", colour: "gold", spaces: "" };
}

export function advancedDraft(card: SpacecraftAdvancedCard): AdvancedDraft {
  return {
    ...blankAdvanced(),
    name: card.name,
    target: card.target.type,
    ...(card.target.type === "kind" ? { kind: card.target.kind } : { colour: card.target.colour }),
    spaces: card.spaces.join(" "),
  };
}

/**
 * The form as the table's last session was set up: plan, countdown,
 * display, colours and advanced cards. Personal goals are each game's own
 * and are not carried over.
 */
export function draftFromSetup(setup: SpacecraftSetup): SpacecraftDraft {
  return {
    variant: setup.variant,
    plan: countsFromPlan(setup.plan),
    countdown: setup.countdown.join(", "),
    display: Math.min(MAX_DISPLAY, Math.max(MIN_DISPLAY, setup.display)),
    // The backend writes an absent count as null.
    projectCards: typeof setup.project_cards === "number" ? String(setup.project_cards) : "",
    colours: setup.colours.join(", "),
    goals: {},
    advanced: setup.advanced_cards.map(advancedDraft),
  };
}

/** Why `seated` players cannot start a game, or null when they can. */
export function seatingProblem(seated: number): string | null {
  if (seated < MIN_PLAYERS) {
    return `Space Craft is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: seat ${MIN_PLAYERS - seated} more.`;
  }
  if (seated > MAX_PLAYERS) {
    return `Space Craft is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: ${seated - MAX_PLAYERS} too many are seated.`;
  }
  return null;
}

const words = (text: string): string[] => text.split(/[\s,;]+/).filter((w) => w !== "");

/** The countdown cards as typed ("3, 2, 1"): whole numbers in flipping order. */
export function parseCountdown(text: string): Checked<number[]> {
  const values: number[] = [];
  for (const word of words(text)) {
    const n = readCount(word, `countdown card “${word}”`, 0, 99);
    if (n.value === null) return n;
    values.push(n.value);
  }
  if (values.length > MAX_COUNTDOWN_CARDS) {
    return { value: null, problem: `a countdown of ${values.length} cards: at most ${MAX_COUNTDOWN_CARDS}` };
  }
  return { value: values, problem: null };
}

/** Colours the table added ("pink, green"): short lower-case words, the known five left out. */
export function parseColours(text: string): Checked<string[]> {
  const out: string[] = [];
  for (const word of words(text.toLowerCase())) {
    if (!/^[a-z-]{1,20}$/.test(word)) {
      return { value: null, problem: `“${word}” is not a colour name: use one lower-case word per colour` };
    }
    if (!KNOWN_COLOURS.includes(word) && !out.includes(word)) out.push(word);
  }
  return { value: out, problem: null };
}

export function advancedFromDraft(d: AdvancedDraft, index: number): Checked<SpacecraftAdvancedCard> {
  const name = d.name.trim() || `${index + 1}`;
  const spaces: number[] = [];
  for (const word of words(d.spaces)) {
    const n = readCount(word, `advanced card ${name}, space “${word}”`, 0, 99);
    if (n.value === null) return n;
    spaces.push(n.value);
  }
  if (spaces.length === 0 || spaces.length > MAX_SPACES) {
    return { value: null, problem: `advanced card ${name}: type its point spaces left to right, e.g. 1 2 3 4` };
  }
  if (d.target === "colour" && d.colour.trim() === "") {
    return { value: null, problem: `advanced card ${name}: which colour does it score?` };
  }
  return {
    value: {
      name,
      target: d.target === "kind" ? { type: "kind", kind: d.kind } : { type: "colour", colour: d.colour.trim().toLowerCase() },
      spaces,
    },
    problem: null,
  };
}

/**
 * The setup to start with, the seats' goals in `seating` order (profile
 * ids), or the first thing the table still has to fill in.
 */
export function setupFromDraft(draft: SpacecraftDraft, seating: readonly number[]): Checked<SpacecraftSetup> {
  const plan = planFromCounts(draft.plan);
  if (plan.length === 0) {
    return { value: null, problem: "Enter the plan card: how many parts of each kind it asks for (S7)." };
  }
  const countdown = parseCountdown(draft.countdown);
  if (countdown.value === null) return { value: null, problem: `The countdown: ${countdown.problem}.` };
  const colours = parseColours(draft.colours);
  if (colours.value === null) return { value: null, problem: `Extra colours: ${colours.problem}.` };
  if (draft.display < MIN_DISPLAY || draft.display > MAX_DISPLAY) {
    return { value: null, problem: `The display has ${MIN_DISPLAY} to ${MAX_DISPLAY} spaces per row (S4).` };
  }
  let projectCards: number | null = null;
  if (draft.variant === "basic" && draft.projectCards.trim() !== "") {
    const n = readCount(draft.projectCards, "Project cards in play", 1, 200);
    if (n.value === null) return { value: null, problem: `${n.problem}, or leave it empty.` };
    projectCards = n.value;
  }
  const advanced: SpacecraftAdvancedCard[] = [];
  if (draft.variant === "advanced") {
    if (draft.advanced.length === 0) {
      return { value: null, problem: "Lay out the advanced cards: add each one with what it scores and its point spaces (S5)." };
    }
    for (const [i, d] of draft.advanced.entries()) {
      const card = advancedFromDraft(d, i);
      if (card.value === null) return { value: null, problem: `${card.problem.charAt(0).toUpperCase()}${card.problem.slice(1)}.` };
      advanced.push(card.value);
    }
  }
  const goals = seating.map((id) => draft.goals[id] ?? null);
  const setup: SpacecraftSetup = {
    variant: draft.variant,
    plan,
    countdown: countdown.value,
    colours: colours.value,
    display: draft.display,
    advanced_cards: advanced,
    ...(goals.some((g) => g !== null) ? { goals } : {}),
    ...(projectCards === null ? {} : { project_cards: projectCards }),
  };
  return { value: setup, problem: null };
}

/** "3, 2, 1, then the launch card"; "the launch card at once" for none. */
export function countdownText(countdown: readonly number[]): string {
  return countdown.length === 0 ? "the launch card at once" : `${countdown.join(", ")}, then the launch card`;
}

/**
 * The setup in one line: "Basic variant · plan 3 hulls + 1 nose ·
 * countdown 2, 1, then the launch card · 2 spaces per row".
 */
export function setupSummary(setup: Pick<SpacecraftSetup, "variant" | "plan" | "countdown" | "display" | "advanced_cards">): string {
  const variant = setup.variant === "advanced" ? "Advanced variant" : "Basic variant";
  const layout =
    setup.variant === "advanced"
      ? `${setup.advanced_cards.length} advanced card${setup.advanced_cards.length === 1 ? "" : "s"}`
      : `${setup.display} space${setup.display === 1 ? "" : "s"} per row`;
  return `${variant} · plan ${requirementsText(setup.plan)} · countdown ${countdownText(setup.countdown)} · ${layout}`;
}

/** An advanced card's target for the options list: "noses", "gold parts". */
export function advancedTargetText(d: AdvancedDraft): string {
  return d.target === "kind" ? targetText({ type: "kind", kind: d.kind }) : targetText({ type: "colour", colour: d.colour });
}
