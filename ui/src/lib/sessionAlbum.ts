/**
 * A session's photos as the session record's Photos tab shows them: which
 * chosen or dropped files can be kept (checked here, before a large file is
 * copied across to the backend), what each thumbnail says (a ship photo
 * names its ship and carries a "ship reading" badge; a plain photo of the
 * evening just its time), and the list after adding or removing one.
 */

import type { Seat } from "../bindings/Seat";
import type { SessionPhoto } from "../bindings/SessionPhoto";
import { isPhotoType, PHOTO_MAX_BYTES } from "./photoFiles";

/** What the album needs of a chosen or dropped file. */
export interface PhotoFile {
  name: string;
  type: string;
  size: number;
}

/** Why a file cannot be kept with the session, in words for the table; null when it can be sent. */
export function albumFileProblem(file: PhotoFile): string | null {
  const called = file.name === "" ? "That file" : `“${file.name}”`;
  if (!isPhotoType(file.type, file.name)) {
    return `${called} is not a photo Drydock keeps: choose a JPEG, PNG or WebP photo.`;
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return `${called} is ${Math.ceil(file.size / (1024 * 1024))} MB; Drydock keeps photos up to 40 MB.`;
  }
  if (file.size === 0) return `${called} is empty: choose a photo.`;
  return null;
}

/** Several files at once (a drop, a multiple choice): those to send, and why the others are not. */
export function sortFiles<F extends PhotoFile>(files: readonly F[]): { send: F[]; problems: string[] } {
  const send: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = albumFileProblem(file);
    if (problem === null) send.push(file);
    else problems.push(problem);
  }
  return { send, problems };
}

/** How a thumbnail is named and marked. */
export interface PhotoLabel {
  /** The image's text alternative. */
  alt: string;
  /** Whether the photo was read as a ship (it carries the badge). */
  ship: boolean;
  /** The seat whose ship it shows, when the table said. */
  seat: Seat | null;
}

export function photoLabel(photo: SessionPhoto, seats: readonly Seat[]): PhotoLabel {
  const seat = photo.seat === null ? null : (seats[photo.seat] ?? null);
  const ship = photo.recognition !== null;
  const alt = ship
    ? seat
      ? `Photo of ${seat.name}’s ship`
      : "Photo of a ship"
    : "Photo of the evening";
  return { alt, ship, seat };
}

/** The album with `photo` in it, oldest first (a photo already listed is replaced). */
export function withPhoto(photos: readonly SessionPhoto[], photo: SessionPhoto): SessionPhoto[] {
  return [...photos.filter((p) => p.id !== photo.id), photo].sort(
    (a, b) => a.taken_at.localeCompare(b.taken_at) || a.id - b.id,
  );
}

export function withoutPhoto(photos: readonly SessionPhoto[], id: number): SessionPhoto[] {
  return photos.filter((p) => p.id !== id);
}

/** "No photos", "1 photo", "3 photos". */
export function photoCount(count: number): string {
  if (count === 0) return "No photos";
  return count === 1 ? "1 photo" : `${count} photos`;
}
