/**
 * Why each of a round's five VPs went where it did (R8), as sentences the
 * table reads aloud: "Cannons: Ann wins with 12 (Bob 11)", "Rockets: tie
 * at 9 — nobody", "Battery packs: all at 0 — nobody". Who won is read from
 * the backend's awards; the totals only supply the "why".
 */

import type { RicketyAwards } from "../../bindings/RicketyAwards";
import type { RicketyRoundView } from "../../bindings/RicketyRoundView";
import type { RicketyTotals } from "../../bindings/RicketyTotals";
import { joinNames } from "../../lib/winnerSentence";

export type VpCategory = keyof RicketyAwards;
type TotalCategory = keyof RicketyTotals;

export interface CategoryInfo {
  key: VpCategory;
  label: string;
  /** How the category is counted (R8), for the table's reference. */
  counts: string;
}

/** R8's five awards, in the rulebook's order. */
export const VP_CATEGORIES: readonly CategoryInfo[] = [
  { key: "done", label: "Done first", counts: "first to call “done”" },
  { key: "rockets", label: "Rockets", counts: "rocket slots: J 1, Q 2, K 3" },
  { key: "cannons", label: "Cannons", counts: "cannon slots: A 3, 2 2, 3 1" },
  { key: "crew_cargo", label: "Crew & cargo", counts: "visible 7s 2, 6s 1" },
  { key: "battery", label: "Battery packs", counts: "chips showing" },
];

export interface VpLine {
  category: VpCategory;
  label: string;
  /** The seat that won the VP, or null when nobody did. */
  winner: number | null;
  /** "Ann wins with 12 (Bob 11)", "tie at 9 — nobody". */
  verdict: string;
  /** The label and the verdict: "Cannons: Ann wins with 12 (Bob 11)". */
  sentence: string;
}

const nameOf = (names: readonly string[], seat: number): string => names[seat] ?? `Player ${seat + 1}`;

function categoryVerdict(values: readonly number[], winner: number | null, names: readonly string[]): string {
  if (winner !== null) {
    const others = values.flatMap((value, seat) => (seat === winner ? [] : [`${nameOf(names, seat)} ${value}`]));
    const against = others.length > 0 ? ` (${others.join(", ")})` : "";
    return `${nameOf(names, winner)} wins with ${values[winner] ?? 0}${against}`;
  }
  const best = Math.max(0, ...values);
  if (best === 0) return "all at 0 — nobody";
  const tied = values.flatMap((value, seat) => (value === best ? [seat] : []));
  if (tied.length === values.length) return `tie at ${best} — nobody`;
  if (tied.length === 1) return `${nameOf(names, tied[0] ?? 0)} has ${best}, but no VP was awarded`;
  return `tie at ${best} between ${joinNames(tied.map((seat) => nameOf(names, seat)))} — nobody`;
}

/** One line per award of the round, in R8's order. */
export function explainRound(record: RicketyRoundView, names: readonly string[]): VpLine[] {
  const players = record.report.players;
  return VP_CATEGORIES.map(({ key, label }) => {
    const won = players.findIndex((player) => player.vp[key] > 0);
    const winner = won >= 0 ? won : null;
    const verdict =
      key === "done"
        ? winner !== null
          ? `${nameOf(names, winner)} called “done” first`
          : "nobody called “done” — building was stopped"
        : categoryVerdict(
            players.map((player) => player.totals[key as TotalCategory]),
            winner,
            names,
          );
    return { category: key, label, winner, verdict, sentence: `${label}: ${verdict}` };
  });
}
