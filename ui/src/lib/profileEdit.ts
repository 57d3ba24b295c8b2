/**
 * Editing a player profile: the palette offered as swatches, what the
 * avatar shows, checking the letters someone typed, and turning the form
 * into the smallest `PlayerEdit` (only what changed). Whether a name is
 * taken is the backend's decision; the avatar's ink is `playerColour`'s.
 */

import type { PlayerDto } from "../bindings/PlayerDto";
import type { PlayerEdit } from "../bindings/PlayerEdit";
import { parseHex } from "./playerColour";

/** The backend's palette for new players (store/players.rs), offered as swatches. */
export const PALETTE: readonly string[] = [
  "#e4572e",
  "#2e86de",
  "#17a34a",
  "#f2a900",
  "#9b59b6",
  "#e84393",
  "#00a8a8",
  "#8d6e63",
];

/** At most this many letters fit the avatar circle. */
export const MAX_INITIAL = 2;

/** Characters as a person counts them ("É" is one, so is "👍"). */
function characters(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (s) => s.segment);
}

/** The avatar's letters: the profile's own, else the name's first letter, upper case. */
export function avatarLetters(initial: string, name: string): string {
  const own = initial.trim();
  if (own !== "") return own;
  return (characters(name.trim())[0] ?? "?").toUpperCase();
}

export interface ProfileForm {
  name: string;
  colour: string;
  initial: string;
}

export function formOf(player: PlayerDto): ProfileForm {
  return { name: player.name, colour: player.colour, initial: player.initial };
}

/** Problems with the form a person can fix before saving; empty when it may be sent. */
export interface FormProblems {
  name?: string;
  colour?: string;
  initial?: string;
}

export function formProblems(form: ProfileForm): FormProblems {
  const problems: FormProblems = {};
  if (form.name.trim() === "") problems.name = "A player needs a name.";
  if (!parseHex(form.colour)) problems.colour = "Pick a colour (written #rrggbb).";
  if (characters(form.initial.trim()).length > MAX_INITIAL) {
    problems.initial = `At most ${MAX_INITIAL} letters fit the avatar.`;
  }
  return problems;
}

export function hasProblems(problems: FormProblems): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * What changed between the profile and the form, trimmed; `null` when
 * nothing did. An emptied initial is sent as "" (back to the name's letter).
 */
export function profileEdit(player: PlayerDto, form: ProfileForm): PlayerEdit | null {
  const edit: PlayerEdit = {};
  const name = form.name.trim();
  const colour = form.colour.trim().toLowerCase();
  const initial = form.initial.trim();
  if (name !== player.name) edit.name = name;
  if (colour !== player.colour.toLowerCase()) edit.colour = colour;
  // The backend fills a missing initial with the name's first letter;
  // sending that letter back unchanged is no change.
  if (initial !== player.initial && !(initial === "" && player.initial === avatarLetters("", player.name))) {
    edit.initial = initial;
  }
  return Object.keys(edit).length === 0 ? null : edit;
}

/** The other profiles, for "X is the same person as …", by name. */
export function mergeCandidates(players: readonly PlayerDto[], id: number): PlayerDto[] {
  return players.filter((p) => p.id !== id);
}
