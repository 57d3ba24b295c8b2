/**
 * The typed doorway to Drydock's Tauri commands: the generated client
 * (`commands.ts`, from the core's one command list), and the session types
 * narrowed to one game that the game screens take. A failed
 * call rejects with an `ApiError` (`{code, message, details}`), never
 * anything else.
 *
 * Every state change answers with the new `SessionView`, already committed
 * to SQLite: screens render that answer, never a local guess. Setups,
 * commands and states are unions tagged by `game` (generated from the
 * core's `GameSetup`, `GameCommand` and `GameView`), so nothing here casts.
 */

import type { Action } from "../bindings/Action";
import type { GameId } from "../bindings/GameId";

/** An action on a session of game `G`: undo, redo, close, reopen or one of that game's commands. */
export type GameAction<G extends GameId> = Exclude<Action, { action: "command" }> | Extract<Action, { game: G }>;

export type ScorepadAction = GameAction<"scorepad">;
export type RicketyAction = GameAction<"rickety">;
export type FlickyAction = GameAction<"flicky">;
export type SpacecraftAction = GameAction<"spacecraft">;
export type ShipsAction = GameAction<"ships">;

export * from "./commands";
