/**
 * Reading a session view's game state without throwing: each game screen
 * checks the backend's state with its own checker (`scorepadState`,
 * `ricketyState`, `flickyState`) and shows the checker's complaint in place
 * of the table when the state does not fit. What is checked is left to
 * those checkers.
 */

/** A checked state, or why it could not be read (exactly one is non-null). */
export type ParsedGameState<S> = { state: S; problem: null } | { state: null; problem: string };

/** Runs `check` on `view`, turning a thrown error into its message. */
export function parseGameState<V, S>(view: V, check: (view: V) => S): ParsedGameState<S> {
  try {
    return { state: check(view), problem: null };
  } catch (error) {
    return { state: null, problem: error instanceof Error ? error.message : String(error) };
  }
}
