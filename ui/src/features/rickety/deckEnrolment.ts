/**
 * Enrolling a deck from the app, before and after the backend learns it:
 * the deck's name and the chosen photos as the table is told about them
 * (which files can be sent, in which order, within which limits), and the
 * report read back (cards per photo, first and last card, off-colour
 * cards). The limits mirror the backend's, which checks them again; the
 * learning itself is the backend's.
 */

import type { DeckInfo } from "../../bindings/DeckInfo";
import type { EnrolledPhoto } from "../../bindings/EnrolledPhoto";
import type { EnrolReport } from "../../bindings/EnrolReport";
import { cardLabel } from "./cards";
import { isPhotoType, PHOTO_MAX_BYTES } from "../../lib/photoFiles";

/** The longest deck name kept (the backend's limit). */
export const DECK_NAME_MAX = 40;

/** At most this many photos per enrolment (the backend's limit). */
export const ENROL_PHOTOS_MAX = 8;

/** The photos' bytes together (the backend's limit). */
export const ENROL_BYTES_MAX = 64 * 1024 * 1024;

/** A whole deck. */
export const DECK_SIZE = 52;

/** What enrolment needs of a chosen or dropped file. */
export interface EnrolFile {
  name: string;
  type: string;
  size: number;
}

const megabytes = (bytes: number): number => Math.ceil(bytes / (1024 * 1024));

/** Why a deck name will not be kept, in words for the table; null when it will. */
export function deckNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "Give the deck a name, e.g. “Bicycle blue”.";
  if ([...trimmed].length > DECK_NAME_MAX) return `A deck name is at most ${DECK_NAME_MAX} characters.`;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) return "A deck name is letters, digits and spaces only.";
  return null;
}

/** The enrolled deck a name would replace (names match ignoring case), if any. */
export function replacedDeck(name: string, enrolled: readonly DeckInfo[]): DeckInfo | null {
  const wanted = name.trim().toLowerCase();
  return wanted === "" ? null : (enrolled.find((deck) => deck.name.toLowerCase() === wanted) ?? null);
}

/** Why one file cannot be a photo of the deck; null when it can be sent. */
export function enrolFileProblem(file: EnrolFile): string | null {
  const called = file.name === "" ? "That file" : `“${file.name}”`;
  if (!isPhotoType(file.type, file.name)) return `${called} is not a JPEG, PNG or WebP photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${called} is ${megabytes(file.size)} MB; a photo may be 40 MB at most.`;
  if (file.size === 0) return `${called} is empty.`;
  return null;
}

/**
 * Files chosen or dropped together, as the photos they add: in the order
 * of their names, numbers counted as numbers ("IMG_9" before "IMG_10",
 * "1-spades" before "2-hearts"), which is also the order a camera names
 * them; with why the others are left out.
 */
export function sortEnrolFiles<F extends EnrolFile>(files: readonly F[]): { add: F[]; problems: string[] } {
  const add: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = enrolFileProblem(file);
    if (problem === null) add.push(file);
    else problems.push(problem);
  }
  add.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: "base" }));
  return { add, problems };
}

/** Why these photos cannot be sent together; null when they can (none yet is not a problem, only not ready). */
export function photosProblem(photos: readonly { size: number }[]): string | null {
  if (photos.length > ENROL_PHOTOS_MAX) {
    return `${photos.length} photos: enrolment takes at most ${ENROL_PHOTOS_MAX}. One photo per suit is four.`;
  }
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (total > ENROL_BYTES_MAX) {
    return `The photos come to ${megabytes(total)} MB; at most ${megabytes(ENROL_BYTES_MAX)} MB together. Take smaller photos.`;
  }
  return null;
}

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item);
  return out;
}

/** The cards a photo was taken to show, e.g. "A♠ – K♠"; "no cards" when none. */
export function photoRange(photo: EnrolledPhoto): string {
  if (photo.first === null || photo.last === null) return "no cards";
  const [first, last] = [cardLabel(photo.first), cardLabel(photo.last)];
  return first === last ? first : `${first} – ${last}`;
}

/** All the cards the report counted (52 when kept). */
export function reportCards(report: EnrolReport): number {
  return report.photos.reduce((sum, photo) => sum + photo.cards, 0);
}

/**
 * The warning for a photo whose cards' ink looked the wrong colour for
 * their place in the order; null when none did.
 */
export function offColourNote(photo: EnrolledPhoto): string | null {
  const cards = photo.off_colour;
  if (cards.length === 0) return null;
  const shown = cards.slice(0, 6).map(cardLabel).join(", ");
  const more = cards.length > 6 ? ` and ${cards.length - 6} more` : "";
  const which = cards.length === 1 ? "was read in the other colour" : "were read in the other colour";
  return `${shown}${more} ${which}: check this photo’s cards are in order (A–K of ♠ ♥ ♦ ♣), then enrol again. A four-colour deck can ignore this.`;
}

/**
 * The backend's refusal as shown: a sentence, but not capitalised, since
 * it often starts with the photo's file name, spelt as the file is.
 */
export function refusalText(message: string): string {
  const text = message.trim();
  return text === "" || /[.!?…]$/.test(text) ? text : `${text}.`;
}
