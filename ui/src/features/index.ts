/**
 * Every game this UI has a screen for, one record each (its id, score
 * unit, home-screen line, moment line, table loader and new-session part
 * loader), keyed by the
 * backend's `GameId`, so a game added to the core without a record here
 * fails the type check. Screens and modules that differ by game read
 * these records instead of switching on the id; the games' own folders
 * (`features/<game>/`) hold everything else that serves one game.
 * Adding a game's screen: a folder with `Table.svelte` (filling
 * `components/GameTable.svelte`), `newSession.ts` (its `NewSessionPart`:
 * options, what stops Start, the setup it sends) and `index.ts` (its
 * `GameFeature`), and one line below.
 */

import type { Component } from "svelte";
import type { Action } from "../bindings/Action";
import type { GameId } from "../bindings/GameId";
import type { SessionView } from "../bindings/SessionView";
import type { Attempt } from "../lib/liveSession.svelte";
import { flicky } from "./flicky";
import type { GameFeature, NewSessionPart } from "./game";
import { rickety } from "./rickety";
import { scorepad } from "./scorepad";
import { ships } from "./ships";
import { spacecraft } from "./spacecraft";

export const games = { scorepad, rickety, spacecraft, flicky, ships } satisfies { [G in GameId]: GameFeature<G> };

/** The record of game `id`, or undefined for an id this UI has no screen for. */
export function gameFeature(id: string): (typeof games)[GameId] | undefined {
  return Object.hasOwn(games, id) ? games[id as GameId] : undefined;
}

/** The props every table takes, with actions of any game (GameScreen's side of `TableProps`). */
export interface AnyTableProps {
  view: SessionView;
  pending: number;
  act: (action: Action) => Promise<boolean>;
  attempt: (action: Action) => Promise<Attempt>;
  readOnly?: boolean;
}

type AnyTable = Component<AnyTableProps>;

const loaded = new Map<GameId, AnyTable>();

/**
 * The table of game `id`: the component itself once it has been loaded
 * (so a past moment shows at once), else a promise of it.
 */
export function gameTable(id: GameId): AnyTable | Promise<AnyTable> {
  const table = loaded.get(id);
  if (table) return table;
  const load: () => Promise<{ default: AnyTable }> = games[id].table;
  return load().then((module) => {
    loaded.set(id, module.default);
    return module.default;
  });
}

/** Every game's part of the new-session form, by id. */
export type NewSessionParts = { [G in GameId]: NewSessionPart<G> };

/** Every game's new-session part, loaded together (the screen offers them all and each loads what it remembers). */
export async function newSessionParts(): Promise<NewSessionParts> {
  const [scorepadPart, ricketyPart, spacecraftPart, flickyPart, shipsPart] = await Promise.all([
    games.scorepad.newSession(),
    games.rickety.newSession(),
    games.spacecraft.newSession(),
    games.flicky.newSession(),
    games.ships.newSession(),
  ]);
  return {
    scorepad: scorepadPart.default,
    rickety: ricketyPart.default,
    spacecraft: spacecraftPart.default,
    flicky: flickyPart.default,
    ships: shipsPart.default,
  };
}
