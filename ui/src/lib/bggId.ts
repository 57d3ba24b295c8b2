/**
 * A BoardGameGeek id as typed: the number in a game's BGG address
 * (boardgamegeek.com/boardgame/230802/azul), or the address itself.
 * Empty means "no id". The backend checks the range again.
 */

export type BggIdReading = { ok: true; id: number | null } | { ok: false; problem: string };

export function readBggId(text: string): BggIdReading {
  const typed = text.trim();
  if (typed === "") return { ok: true, id: null };
  const fromAddress = /boardgamegeek\.com\/boardgame(?:expansion)?\/(\d+)/i.exec(typed);
  const digits = fromAddress?.[1] ?? typed;
  if (!/^\d{1,8}$/.test(digits) || Number(digits) === 0) {
    return { ok: false, problem: "Type the number from the game's BoardGameGeek address, e.g. 230802." };
  }
  return { ok: true, id: Number(digits) };
}
