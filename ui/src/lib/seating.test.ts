import { describe, expect, it } from "vitest";
import { moveSeat, nextGuestId, sameName, seatChoices, seatNumber, toggleSeat } from "./seating";

describe("toggleSeat", () => {
  it("seats players in the order they are picked", () => {
    expect(toggleSeat(toggleSeat([], 5), 2)).toEqual([5, 2]);
  });

  it("unseats a picked player and closes the gap", () => {
    expect(toggleSeat([5, 2, 9], 2)).toEqual([5, 9]);
  });

  it("does not change the seating it was given", () => {
    const seating = [1, 2];
    toggleSeat(seating, 3);
    expect(seating).toEqual([1, 2]);
  });
});

describe("moveSeat", () => {
  it("moves a player one seat up or down", () => {
    expect(moveSeat([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveSeat([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it("keeps the first player first when asked to move up, and the last last", () => {
    expect(moveSeat([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveSeat([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe("seatNumber", () => {
  it("numbers seats from 1, as the table says them", () => {
    expect(seatNumber([7, 4], 7)).toBe(1);
    expect(seatNumber([7, 4], 4)).toBe(2);
    expect(seatNumber([7, 4], 9)).toBeNull();
  });
});

describe("guests", () => {
  it("are one person with a profile or guest of the same name, whatever its case", () => {
    expect(sameName("Ann", " ann ")).toBe(true);
    expect(sameName("Ann", "Anne")).toBe(false);
  });

  it("get ids below every id used, and are sent by name in their seat", () => {
    expect(nextGuestId([])).toBe(-1);
    expect(nextGuestId([{ id: -1, name: "Eve" }, { id: -3, name: "Zoe" }])).toBe(-4);
    const guests = [{ id: -1, name: "Eve" }];
    expect(seatChoices([4, -1, 2], guests)).toEqual([{ player_id: 4 }, { guest: "Eve" }, { player_id: 2 }]);
    // A guest the form no longer knows is not sent.
    expect(seatChoices([4, -7], guests)).toEqual([{ player_id: 4 }]);
  });
});
