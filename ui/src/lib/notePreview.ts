/**
 * A session's notes in one line, for a list: the first line that has
 * text, cut at a word with "…" when long. The notes themselves are kept
 * and edited whole on the session page.
 */

export const NOTE_PREVIEW_LENGTH = 90;

/** The notes' first non-blank line, at most `max` characters with "…"; "" when there are none. */
export function notePreview(notes: string, max = NOTE_PREVIEW_LENGTH): string {
  const lines = notes.split(/\r?\n/).map((line) => line.trim());
  const first = lines.find((line) => line !== "") ?? "";
  const more = lines.indexOf(first) < lines.findLastIndex((line) => line !== "");
  if (first.length <= max) return more ? `${first} …` : first;
  const cut = first.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
