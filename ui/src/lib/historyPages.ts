/**
 * Paging through history: pages of 50 sessions, newest first, a "More"
 * button adding the next page below. Sessions started while browsing shift
 * later pages, so a session already listed is not listed twice.
 */

import type { SessionPage } from "../bindings/SessionPage";
import type { SessionSummary } from "../bindings/SessionSummary";

export const HISTORY_PAGE_SIZE = 50;

/** The sessions listed so far with `page` added below, without repeats. */
export function appendPage(listed: readonly SessionSummary[], page: SessionPage): SessionSummary[] {
  const seen = new Set(listed.map((s) => s.id));
  return [...listed, ...page.sessions.filter((s) => !seen.has(s.id))];
}

/** Whether a "More" button still has sessions to fetch. */
export function hasMore(page: SessionPage): boolean {
  return page.offset + page.sessions.length < page.total;
}

/** The offset of the page after `page`. */
export function nextOffset(page: SessionPage): number {
  return page.offset + page.sessions.length;
}
