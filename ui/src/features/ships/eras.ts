/**
 * The three eras of Ships (W2) and the rulebook's names for them: what
 * the board (`board.ts`, which re-exports them) and the moment line
 * (`index.ts`) say of an era.
 */

import type { ShipsEra } from "../../bindings/ShipsEra";

/** W2: the three eras, in order. */
export const ERAS: readonly ShipsEra[] = ["galley", "sailing", "steamship"];

const ERA_NAMES: Record<ShipsEra, string> = { galley: "Galley", sailing: "Sailing Ship", steamship: "Steamship" };

/** "Galley", "Sailing Ship", "Steamship" (the rulebook's names). */
export function eraName(era: ShipsEra): string {
  return ERA_NAMES[era];
}
