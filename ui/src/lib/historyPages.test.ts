import { describe, expect, it } from "vitest";
import type { SessionPage } from "../bindings/SessionPage";
import type { SessionSummary } from "../bindings/SessionSummary";
import { appendPage, hasMore, nextOffset } from "./historyPages";

const session = (id: number): SessionSummary => ({
  id,
  game: "scorepad",
  game_name: "Scorepad",
  title: `Game ${id}`,
  started_at: "2026-11-28T19:00:00.000Z",
  ended_at: null,
  seats: [],
  winners: [],
  notes: "",
  location: "",
  awaiting_close: false,
});

const page = (ids: number[], offset: number, total: number): SessionPage => ({
  sessions: ids.map(session),
  total,
  limit: 50,
  offset,
});

describe("appendPage", () => {
  it("adds the next page below the sessions already listed", () => {
    const listed = appendPage([], page([9, 8], 0, 4));
    expect(appendPage(listed, page([7, 6], 2, 4)).map((s) => s.id)).toEqual([9, 8, 7, 6]);
  });

  it("does not list a session twice when a new session shifted the pages", () => {
    const listed = appendPage([], page([9, 8], 0, 4));
    expect(appendPage(listed, page([8, 7], 2, 5)).map((s) => s.id)).toEqual([9, 8, 7]);
  });
});

describe("hasMore and nextOffset", () => {
  it("offers more while the pages so far do not reach the total", () => {
    expect(hasMore(page([9, 8], 0, 3))).toBe(true);
    expect(nextOffset(page([9, 8], 0, 3))).toBe(2);
  });

  it("offers no more on the last page or an empty history", () => {
    expect(hasMore(page([7], 2, 3))).toBe(false);
    expect(hasMore(page([], 0, 0))).toBe(false);
  });
});
