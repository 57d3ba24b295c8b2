import { describe, expect, it } from "vitest";
import { scorepadSetup, seatTeams } from "./setup";

describe("scorepadSetup", () => {
  it("alternates unassigned seats between teams 1 and 2 and keeps the table's own choices", () => {
    expect(seatTeams([7, 3, 9, 4], {})).toEqual([1, 2, 1, 2]);
    expect(seatTeams([7, 3, 9, 4], { 3: 1, 9: 3 })).toEqual([1, 1, 3, 2]);
  });

  it("sends teams only for a team game that is not cooperative", () => {
    expect(scorepadSetup(" Codenames ", "highest", true, [1, 2], {})).toEqual({ title: "Codenames", win: "highest", teams: [1, 2] });
    expect(scorepadSetup("Pandemic", "cooperative", true, [1, 2], {})).toEqual({ title: "Pandemic", win: "cooperative" });
    expect(scorepadSetup("Azul", "lowest", false, [1, 2], {})).toEqual({ title: "Azul", win: "lowest" });
  });
});
