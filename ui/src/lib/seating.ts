/**
 * Who sits where: the players picked for a new session, in seat order.
 * Picking a player seats them last; unpicking closes the gap; a seated
 * player can move up or down. Seat 1 is the first index. The profiles
 * themselves are the backend's.
 */

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
