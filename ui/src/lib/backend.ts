/**
 * The typed doorway to Drydock's Tauri commands: the generated client
 * (`commands.ts`, from the core's one command list), with the game-specific
 * setups, actions and previews narrowed to each game's own types. A failed
 * call rejects with an `ApiError` (`{code, message, details}`), never
 * anything else.
 *
 * Every state change answers with the new `SessionView`, already committed
 * to SQLite: screens render that answer, never a local guess. Game-specific
 * payloads (setups, commands, states) are typed by the game's own bindings.
 */

import type { Action } from "../bindings/Action";
import type { FlickyCommand } from "../bindings/FlickyCommand";
import type { FlickySetup } from "../bindings/FlickySetup";
import type { RicketyCommand } from "../bindings/RicketyCommand";
import type { RicketySetup } from "../bindings/RicketySetup";
import type { ScorepadCommand } from "../bindings/ScorepadCommand";
import type { ScorepadSetup } from "../bindings/ScorepadSetup";
import type { SessionView } from "../bindings/SessionView";
import type { ShipsCommand } from "../bindings/ShipsCommand";
import type { ShipsSetup } from "../bindings/ShipsSetup";
import type { SpacecraftCommand } from "../bindings/SpacecraftCommand";
import type { SpacecraftSetup } from "../bindings/SpacecraftSetup";
import type { StartSession } from "../bindings/StartSession";
import * as client from "./commands";

/** `Action` with its game command narrowed to one game's command type. */
export type GameAction<Command> =
  | Exclude<Action, { action: "command" }>
  | (Omit<Extract<Action, { action: "command" }>, "command"> & { command: Command });

export type ScorepadAction = GameAction<ScorepadCommand>;
export type RicketyAction = GameAction<RicketyCommand>;
export type FlickyAction = GameAction<FlickyCommand>;
export type SpacecraftAction = GameAction<SpacecraftCommand>;
export type ShipsAction = GameAction<ShipsCommand>;

/** `StartSession` for the scorepad, whose setup is a `ScorepadSetup`. */
export type StartScorepad = Omit<StartSession, "setup" | "game"> & { game: "scorepad"; setup: ScorepadSetup };

/** `StartSession` for Rickety Ships, whose setup is a `RicketySetup`. */
export type StartRickety = Omit<StartSession, "setup" | "game"> & { game: "rickety"; setup: RicketySetup };

/** `StartSession` for Flicky Spaceships, whose setup is a `FlickySetup`. */
export type StartFlicky = Omit<StartSession, "setup" | "game"> & { game: "flicky"; setup: FlickySetup };

/** `StartSession` for Space Craft, whose setup is a `SpacecraftSetup`. */
export type StartSpacecraft = Omit<StartSession, "setup" | "game"> & { game: "spacecraft"; setup: SpacecraftSetup };

/** `StartSession` for Ships, whose setup is a `ShipsSetup`. */
export type StartShips = Omit<StartSession, "setup" | "game"> & { game: "ships"; setup: ShipsSetup };

export * from "./commands";

/** Starts a session with the chosen profiles in seat order. */
export function startSession(
  start: StartSession | StartScorepad | StartRickety | StartFlicky | StartSpacecraft | StartShips,
): Promise<SessionView> {
  return client.startSession(start);
}

/** Applies a command, undo, redo or close; answers with the committed view. */
export function sessionAct(
  id: number,
  action: ScorepadAction | RicketyAction | FlickyAction | SpacecraftAction | ShipsAction | Action,
): Promise<SessionView> {
  return client.sessionAct(id, action);
}

/**
 * What a game command WOULD do, without storing it: the view as it would
 * stand, whose last timeline step lists every change (a scoring moment's
 * computation, shown before the table confirms it with `sessionAct`). A
 * refusal rejects exactly as `sessionAct` would.
 */
export function sessionPreview(
  id: number,
  command: ShipsCommand | SpacecraftCommand | FlickyCommand | RicketyCommand | ScorepadCommand,
): Promise<SessionView> {
  return client.sessionPreview(id, command);
}
