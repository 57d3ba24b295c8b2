/**
 * The eight personal goals of S6 as the table reads them: the rulebook's
 * wording, the points per occurrence, and a player's goal line ("1 × 7 =
 * 7"). How often a pattern occurs in a rocket is counted by the backend
 * (`occurrences`, the check report's `goals`); this only words it. Keep
 * the texts in step with `GOAL_TEXTS` in src/games/spacecraft/goals.rs.
 */

/** S6: points per occurrence of goals 1 to 8. */
export const GOAL_POINTS: readonly number[] = [7, 7, 4, 7, 5, 4, 5, 9];

/** S6 wording, goal 1 first. */
export const GOAL_TEXTS: readonly string[] = [
  "7 per pair of identical wings on the two sides of one hull",
  "7 per nose (north) and engine (south) of the same colour on one hull",
  "4 per pair of identical hulls joined directly",
  "7 per pair of identical hulls joined through one connector",
  "5 per nose–hull pair of the same colour joined directly",
  "4 per pair of identical connectors on the two sides of one hull",
  "5 per hull–engine pair of the same colour joined directly",
  "9 per pair of identical noses on two hulls joined through one connector",
];

/** S6 in a few words, for a goal picker where the full text does not fit. */
export const GOAL_SHORT: readonly string[] = [
  "identical wings on one hull",
  "nose + engine, same colour",
  "identical hulls joined",
  "identical hulls via connector",
  "nose–hull, same colour",
  "identical connectors on one hull",
  "hull–engine, same colour",
  "identical noses via connector",
];

export const GOALS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function goalText(goal: number): string {
  return GOAL_TEXTS[goal - 1] ?? `goal ${goal}`;
}

/** "Goal 1: identical wings on one hull (7)". */
export function goalShort(goal: number): string {
  return `Goal ${goal}: ${GOAL_SHORT[goal - 1] ?? "?"} (${goalPoints(goal)})`;
}

export function goalPoints(goal: number): number {
  return GOAL_POINTS[goal - 1] ?? 0;
}

/** Occurrences of `goal` in a list indexed from goal 1 (the state's `occurrences`). */
export function occurrencesOf(goal: number, occurrences: readonly number[]): number {
  return occurrences[goal - 1] ?? 0;
}

/** "2 × 7 = 14", "0 × 9 = 0". */
export function goalScoreLine(goal: number, count: number): string {
  const points = goalPoints(goal);
  return `${count} × ${points} = ${count * points}`;
}

/** The check report's `goals` ("1" to "8") as a list from goal 1. */
export function occurrencesFromReport(goals: Readonly<Record<string, number>>): number[] {
  return GOALS.map((goal) => goals[String(goal)] ?? 0);
}
