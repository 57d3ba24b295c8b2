/**
 * The plan and countdown panel in words (S7): before anyone meets the
 * plan, what starts the countdown; then who holds it, the card showing
 * and the flips left before the launch card; then LAUNCH, and who may
 * still leave the scrapyard in the final round. The countdown's facts
 * (holder, flipped, showing, flips left, launched) are the backend's; the
 * card values are the table's setting, since the rulebook's illustration
 * of them is lost.
 */

import type { SpacecraftCountdown } from "../../bindings/SpacecraftCountdown";
import type { SpacecraftEnd } from "../../bindings/SpacecraftEnd";
import type { SpacecraftPhase } from "../../bindings/SpacecraftPhase";
import type { SpacecraftVariant } from "../../bindings/SpacecraftVariant";
import { joinNames } from "../../lib/winnerSentence";

/** S7: the launch card is worth 5 points, 10 on side B (advanced variant). */
export function launchPoints(variant: SpacecraftVariant): number {
  return variant === "advanced" ? 10 : 5;
}

export type CountdownStage = "waiting" | "counting" | "launched" | "ended";

export interface CountdownCard {
  /** The number on the card, or "LAUNCH". */
  label: string;
  launch: boolean;
  /** flipped: turned earlier; showing: the one face up now; next: flips next; waiting: later. */
  state: "flipped" | "showing" | "next" | "waiting";
}

export interface CountdownPanel {
  stage: CountdownStage;
  headline: string;
  detail: string;
  /** What the last flipped card shows: a number, "LAUNCH", or "–" before the first flip. */
  showing: string;
  flipsLeft: number;
  /** The flips left in words, so they never read like the card showing: "2 more flips to launch". */
  flipsText: string;
  cards: CountdownCard[];
}

export interface CountdownFacts {
  countdown: SpacecraftCountdown;
  variant: SpacecraftVariant;
  phase: SpacecraftPhase;
  end: SpacecraftEnd | null;
}

/** The countdown cards in flipping order, the launch card last, each with where it stands. */
export function countdownCards(countdown: SpacecraftCountdown): CountdownCard[] {
  const labels = [...countdown.sequence.map(String), "LAUNCH"];
  return labels.map((label, i) => ({
    label,
    launch: i === labels.length - 1,
    state:
      i < countdown.flipped - 1
        ? "flipped"
        : i === countdown.flipped - 1
          ? "showing"
          : i === countdown.flipped && countdown.holder !== null
            ? "next"
            : "waiting",
  }));
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The panel's words for the countdown now; `names` by seat. */
export function countdownPanel(facts: CountdownFacts, names: readonly string[]): CountdownPanel {
  const { countdown } = facts;
  const cards = countdownCards(countdown);
  const points = launchPoints(facts.variant);
  const showing = countdown.launched ? "LAUNCH" : countdown.showing === null ? "–" : String(countdown.showing);
  const base = { showing, flipsLeft: countdown.flips_left, flipsText: flipsText(countdown.flips_left), cards };
  const holder = countdown.holder === null ? null : (names[countdown.holder] ?? `Seat ${countdown.holder + 1}`);
  if (countdown.launched) {
    return {
      ...base,
      stage: "launched",
      headline: "LAUNCH!",
      detail: `The launch card is revealed: the game has ended.${holder ? ` ${holder} holds the launch card (${points} points).` : ""}`,
    };
  }
  if (facts.end !== null) {
    return {
      ...base,
      stage: "ended",
      headline: "The game has ended",
      detail: `${capitalise(facts.end.reason)} (${names[facts.end.by] ?? "?"}).`,
    };
  }
  if (holder === null) {
    return {
      ...base,
      stage: "waiting",
      headline: "No countdown yet",
      detail: `The first player whose rocket meets the plan takes the countdown and the launch card (${points} points).`,
    };
  }
  const before = countdown.flips_left - 1;
  const detail =
    before <= 0
      ? `The launch card flips at the start of ${holder}’s next turn: then the game ends.`
      : countdown.flipped === 0
        ? `A card flips at the start of each of ${holder}’s turns, the first at ${holder}’s next turn: ${plural(before, "countdown card", "countdown cards")}, then the launch card.`
        : `${plural(before, "more countdown card", "more countdown cards")}, then the launch card; one flips at the start of each of ${holder}’s turns.`;
  return { ...base, stage: "counting", headline: `${holder} holds the countdown`, detail };
}

/** "3 more flips to launch", "Launch at the next flip", or "" once nothing is left to flip. */
export function flipsText(flipsLeft: number): string {
  if (flipsLeft <= 0) return "";
  if (flipsLeft === 1) return "Launch at the next flip";
  return `${flipsLeft} more flips to launch`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The final round in one sentence (S7), or null outside it: "Final round:
 * Piotrek may still leave the scrapyard, then the scoring."
 */
export function finalRoundText(phase: SpacecraftPhase, queue: readonly number[], names: readonly string[]): string | null {
  if (phase === "scoring") return "Everyone has acted: count each player’s unused scrap tiles, then finish.";
  if (phase !== "final_round") return null;
  const who = queue.map((seat) => names[seat] ?? `Seat ${seat + 1}`);
  if (who.length === 0) return "Final round: nobody may still leave the scrapyard.";
  return `Final round: ${joinNames(who)} may still leave the scrapyard (one last leave action each, or pass), ${who[0]} first.`;
}
