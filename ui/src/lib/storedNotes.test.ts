import { describe, expect, it } from "vitest";
import type { SessionPage } from "../bindings/SessionPage";
import type { SessionSummary } from "../bindings/SessionSummary";
import type { SessionView } from "../bindings/SessionView";
import { notesInView, notesOnPage, notesQuery, utcDay } from "./storedNotes";

const summary = (id: number, notes = ""): SessionSummary => ({
  id,
  game: "scorepad",
  game_name: "Scorepad",
  title: "",
  started_at: "2026-11-28T19:00:00Z",
  ended_at: null,
  seats: [],
  winners: [],
  notes,
});

const page = (ids: number[], offset: number, total: number, notes = "kept"): SessionPage => ({
  sessions: ids.map((id) => summary(id, `${notes} ${id}`)),
  total,
  limit: 200,
  offset,
});

describe("notesQuery", () => {
  it("asks for the session's game on the UTC day it started", () => {
    expect(notesQuery({ game: "ships", started_at: "2026-11-28T23:30:00-02:00" }, 0)).toEqual({
      game: "ships",
      status: "any",
      limit: 200,
      offset: 0,
      since: "2026-11-29",
      until: "2026-11-29",
    });
  });

  it("leaves the day out when the start time is unreadable", () => {
    expect(notesQuery({ game: "ships", started_at: "soon" }, 200)).not.toHaveProperty("since");
    expect(utcDay("soon")).toBeNull();
  });
});

describe("notesOnPage", () => {
  it("finds the session's notes on the page that lists it", () => {
    expect(notesOnPage(page([4, 3], 0, 2), 3)).toBe("kept 3");
  });

  it("asks for the next page while more sessions remain", () => {
    expect(notesOnPage(page([9, 8], 0, 5), 3)).toBeNull();
  });

  it("gives up with no notes after the last page", () => {
    expect(notesOnPage(page([9, 8], 3, 5), 3)).toBe("");
    expect(notesOnPage(page([], 0, 0), 3)).toBe("");
  });
});

describe("notesInView", () => {
  it("reads notes a view carries, and says when it carries none", () => {
    const view = { notes: "from the view" } as unknown as SessionView;
    expect(notesInView(view)).toBe("from the view");
    expect(notesInView({} as SessionView)).toBeNull();
  });
});
