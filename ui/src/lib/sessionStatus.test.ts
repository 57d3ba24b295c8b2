import { describe, expect, it } from "vitest";
import { awaitingFirst, sessionStatus } from "./sessionStatus";

const open = { ended_at: null, awaiting_close: false };
const over = { ended_at: null, awaiting_close: true };
const closed = { ended_at: "2026-12-01T20:00:00.000Z", awaiting_close: false };

describe("sessionStatus", () => {
  it("tells a game at its own end from one still played and one recorded", () => {
    expect(sessionStatus(open)).toEqual({ tone: "open", label: "In progress" });
    expect(sessionStatus(over)).toEqual({ tone: "awaiting", label: "Game over — not yet recorded" });
    expect(sessionStatus(closed)).toEqual({ tone: "finished", label: "Finished" });
  });
});

describe("awaitingFirst", () => {
  it("puts games waiting for their close first and keeps the rest in order", () => {
    const list = [
      { id: 3, ...open },
      { id: 2, ...over },
      { id: 1, ...open },
      { id: 0, ...over },
    ];
    expect(awaitingFirst(list).map((s) => s.id)).toEqual([2, 0, 3, 1]);
  });
});
