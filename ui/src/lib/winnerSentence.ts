/**
 * The one line that announces a result: "Ann wins", "Ann and Bob share the
 * win". Ties are shared wins (rule SP5), so several names share one
 * sentence; which seats won is the backend's decision, not this module's.
 */

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The result sentence for the winners' names, in seat order. */
export function winnerSentence(names: readonly string[]): string {
  if (names.length === 0) return "No winner: no score was entered";
  if (names.length === 1) return `${names[0]} wins`;
  return `${joinNames(names)} share the win`;
}

/** Names of the winning seats; seats the names do not cover are skipped. */
export function winnerNames(winners: readonly number[], names: readonly string[]): string[] {
  return winners.flatMap((seat) => {
    const name = names[seat];
    return name === undefined ? [] : [name];
  });
}
