import { describe, expect, it } from "vitest";
import { datesReversed, isFiltered, NO_FILTERS, searchWords, sessionQuery, type HistoryFilters } from "./historyFilters";

const filters = (changes: Partial<HistoryFilters>): HistoryFilters => ({ ...NO_FILTERS, ...changes });

describe("sessionQuery", () => {
  it("asks for every session, by status only, when nothing is chosen", () => {
    expect(sessionQuery(NO_FILTERS, 50, 0)).toEqual({ status: "any", limit: 50, offset: 0 });
  });

  it("passes every chosen filter through, with the page's offset", () => {
    const chosen = filters({
      game: "scorepad",
      player: "Ann",
      winner: "Bob",
      since: "2026-11-01",
      until: "2026-11-30",
      status: "finished",
      search: "castle",
    });
    expect(sessionQuery(chosen, 50, 100)).toEqual({
      status: "finished",
      limit: 50,
      offset: 100,
      game: "scorepad",
      player: "Ann",
      winner: "Bob",
      since: "2026-11-01",
      until: "2026-11-30",
      search: "castle",
    });
  });

  it("leaves out a half-typed date rather than emptying the list", () => {
    expect(sessionQuery(filters({ since: "2026-1", until: "" }), 50, 0)).not.toHaveProperty("since");
  });

  it("collapses the spaces of the search and leaves out a blank one", () => {
    expect(sessionQuery(filters({ search: "  blue   castle " }), 50, 0).search).toBe("blue castle");
    expect(sessionQuery(filters({ search: "   " }), 50, 0)).not.toHaveProperty("search");
  });
});

describe("isFiltered", () => {
  it("is false with nothing chosen, so the empty state invites a first session", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered(filters({ search: "  " }))).toBe(false);
  });

  it("is true once any filter narrows the list, the status included", () => {
    expect(isFiltered(filters({ player: "Ann" }))).toBe(true);
    expect(isFiltered(filters({ status: "open" }))).toBe(true);
    expect(isFiltered(filters({ until: "2026-11-30" }))).toBe(true);
  });
});

describe("searchWords and datesReversed", () => {
  it("trims the search words", () => {
    expect(searchWords(" a  b ")).toBe("a b");
  });

  it("notices a range whose start is after its end", () => {
    expect(datesReversed(filters({ since: "2026-12-01", until: "2026-11-01" }))).toBe(true);
    expect(datesReversed(filters({ since: "2026-11-01", until: "2026-11-01" }))).toBe(false);
    expect(datesReversed(filters({ since: "2026-12-01" }))).toBe(false);
  });
});
