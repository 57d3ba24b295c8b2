/**
 * Dates typed and shown in the computer's locale order ("30/11/2026" in
 * Britain, "11/30/2026" in the US, "2026/11/30" in Japan) for the history
 * filters, stored as ISO days ("2026-11-30"). The browser's own date input
 * shows a greyed date even when nothing is set, which reads as "today
 * only"; a text field with the locale's pattern as its placeholder does
 * not. ISO input is always accepted too.
 */

export type DatePart = "day" | "month" | "year";

export interface DatePattern {
  /** The order the locale writes day, month and year in. */
  order: DatePart[];
  /** What it writes between them, e.g. "/" or ".". */
  separator: string;
  /** e.g. "dd/mm/yyyy": the placeholder of an empty field. */
  placeholder: string;
}

const LETTERS: Record<DatePart, string> = { day: "dd", month: "mm", year: "yyyy" };
const SAMPLE = new Date(2026, 10, 30);

/** How `locale` (default: the computer's) writes a date with numbers. */
export function datePattern(locale?: string): DatePattern {
  const parts = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(SAMPLE);
  const order = parts.map((p) => p.type).filter((t): t is DatePart => t === "day" || t === "month" || t === "year");
  const separator = parts.find((p) => p.type === "literal")?.value.trim() || "/";
  const complete = order.length === 3 && new Set(order).size === 3;
  const shown = complete ? order : (["year", "month", "day"] as DatePart[]);
  return { order: shown, separator, placeholder: shown.map((p) => LETTERS[p]).join(separator) };
}

const two = (n: number): string => String(n).padStart(2, "0");

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}`;
}

/**
 * The ISO day of `text` written in `pattern`'s order (any of / . - or
 * spaces between the numbers, a two-digit year meaning 20yy), or of an ISO
 * day; null when it is no real date. Empty text is "" (no filter).
 */
export function parseLocalDate(text: string, pattern: DatePattern): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/[\s./-]+/);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return null;
  const value = (part: DatePart): number => Number(numbers[pattern.order.indexOf(part)]);
  const yearText = numbers[pattern.order.indexOf("year")] ?? "";
  const year = yearText.length <= 2 ? 2000 + value("year") : value("year");
  if (yearText.length === 3) return null;
  return isoOf(year, value("month"), value("day"));
}

/** An ISO day written in `pattern`'s order, e.g. "30/11/2026"; "" for "". */
export function formatLocalDate(iso: string, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const parts: Record<DatePart, string> = { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" };
  return pattern.order.map((p) => parts[p]).join(pattern.separator);
}
