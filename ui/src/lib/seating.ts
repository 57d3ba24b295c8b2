/**
 * Who sits where: the players picked for a new session, in seat order.
 * Picking a player seats them last; unpicking closes the gap; a seated
 * player can move up or down. Seat 1 is the first index. The profiles
 * themselves are the backend's. A guest (no profile) is seated under a
 * negative id the form makes up, and sent by name.
 */

import type { SeatChoice } from "../bindings/SeatChoice";

/** A guest at the new-session form: a made-up negative id and a name. */
export interface Guest {
  id: number;
  name: string;
}

/**
 * Whether two names are one person's, ignoring case and the spaces around
 * them, as the backend matches names (a profile and a guest, two guests).
 */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The next guest's id: below every id used so far. */
export function nextGuestId(guests: readonly Guest[]): number {
  return Math.min(0, ...guests.map((g) => g.id)) - 1;
}

/** The seats to start with: profiles by id, guests by name. */
export function seatChoices(seating: readonly number[], guests: readonly Guest[]): SeatChoice[] {
  return seating.flatMap((id): SeatChoice[] => {
    if (id >= 0) return [{ player_id: id }];
    const guest = guests.find((g) => g.id === id);
    return guest ? [{ guest: guest.name }] : [];
  });
}

/** Seats `id` at the end, or unseats them if already seated. */
export function toggleSeat(seating: readonly number[], id: number): number[] {
  return seating.includes(id) ? seating.filter((seated) => seated !== id) : [...seating, id];
}

/** Moves the player at `index` by `delta` seats, staying within the table. */
export function moveSeat(seating: readonly number[], index: number, delta: number): number[] {
  const target = index + delta;
  if (index < 0 || index >= seating.length || target < 0 || target >= seating.length) return [...seating];
  const next = [...seating];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return [...seating];
  next.splice(target, 0, moved);
  return next;
}

/** Seat number (1-based) of `id`, or null when not seated. */
export function seatNumber(seating: readonly number[], id: number): number | null {
  const index = seating.indexOf(id);
  return index < 0 ? null : index + 1;
}
