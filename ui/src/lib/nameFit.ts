/**
 * How small a wrapping player name is set so its longest word fits a
 * narrow column whole. Names may wrap only between words: a break inside
 * "Alexandria" reads as two people from across the table. The scale is
 * by the longest word's length, since the column's width is the caller's.
 */

/** Words up to this many characters fit a narrow column at full size. */
const FITS = 8;
/** Never smaller than this, so the name stays readable. */
const SMALLEST = 0.7;

/** The font-size scale (1 = as set) for `name` in a narrow column. */
export function nameScale(name: string): number {
  const longest = Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
  if (longest <= FITS) return 1;
  return Math.max(SMALLEST, Math.round((FITS / longest) * 100) / 100);
}
