import { describe, expect, it } from "vitest";
import type { TrashEntry } from "../bindings/TrashEntry";
import { trashDetails, trashTitle } from "./trashLine";

const entry = (over: Partial<TrashEntry> = {}): TrashEntry => ({
  id: 1,
  deleted_at: "2026-12-01T22:30:00.000Z",
  game: "scorepad",
  game_name: "Scorepad",
  title: "Carcassonne",
  started_at: "2026-12-01T18:00:00.000Z",
  players: "Ann, Bob",
  ...over,
});

describe("trashTitle and trashDetails", () => {
  it("names a titled play by its title, and says its game, players and both times", () => {
    const now = new Date("2026-12-01T23:00:00.000Z");
    expect(trashTitle(entry())).toBe("Carcassonne");
    const details = trashDetails(entry(), now);
    expect(details.startsWith("Scorepad · Ann, Bob · played ")).toBe(true);
    expect(details).toContain(" · deleted ");
  });

  it("names an untitled play by its game and does not repeat it", () => {
    const ships = entry({ game: "ships", game_name: "Ships", title: "" });
    expect(trashTitle(ships)).toBe("Ships");
    expect(trashDetails(ships).startsWith("Ann, Bob · played ")).toBe(true);
  });
});
