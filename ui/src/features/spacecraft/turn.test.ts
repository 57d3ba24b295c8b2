import { describe, expect, it } from "vitest";
import { stepLabel, turnOptions, turnPrompt, type TurnFacts } from "./turn";

function facts(over: Partial<TurnFacts> & { onBoard?: boolean } = {}): TurnFacts {
  const { onBoard = false, ...rest } = over;
  return {
    phase: "playing",
    step: "action",
    current: 0,
    variant: "basic",
    leave: { before_cells: [], parts_built: 0, completed: 0, reserved: false, marker: false },
    players: [
      { on_board: onBoard, reserved: null, markers_left: 0 },
      { on_board: false, reserved: null, markers_left: 0 },
    ],
    ...rest,
  };
}

describe("a turn's actions", () => {
  it("s9_a_pawn_off_the_board_can_only_enter", () => {
    const o = turnOptions(facts());
    expect([o.enter, o.search, o.leave, o.endTurn, o.pass]).toEqual([true, false, false, false, false]);
    expect(turnPrompt(facts(), "Agata")).toBe("Agata’s pawn is off the board: pick the tile taken, then enter the scrapyard.");
    expect(turnPrompt(facts({ scrap_tracked: false }), "Agata")).toBe("Agata’s pawn is off the board: enter the scrapyard.");
  });

  it("s9_a_pawn_on_the_board_searches_or_leaves", () => {
    const o = turnOptions(facts({ onBoard: true }));
    expect([o.enter, o.search, o.leave, o.takesTile]).toEqual([false, true, true, true]);
  });

  it("s9_a_full_player_board_must_leave", () => {
    const full = (board: { scrap: string; weight: number }[]) =>
      facts({ players: [{ on_board: true, reserved: null, markers_left: 0, board }, { on_board: false, reserved: null, markers_left: 0 }] });
    const heavy = full([{ scrap: "cables", weight: 3 }, { scrap: "propeller", weight: 3 }, { scrap: "light bulb", weight: 1 }]);
    const o = turnOptions(heavy);
    expect([o.search, o.leave, o.mustLeave]).toEqual([false, true, true]);
    expect(turnPrompt(heavy, "Agata")).toBe("Agata’s player board is full (4 tiles or weight 7): Agata must leave the scrapyard.");
    expect(turnOptions(full([{ scrap: "bolt", weight: 1 }])).search).toBe(true);
  });

  it("s7_only_a_player_outside_the_scrapyard_ends_the_game_by_being_unable_to_place", () => {
    expect(turnOptions(facts()).endByPawn).toBe(true);
    expect(turnOptions(facts({ onBoard: true })).endByPawn).toBe(false);
  });

  it("s7b_the_display_end_is_declared_after_leaving_where_the_stack_is_not_counted", () => {
    expect(turnOptions(facts({ step: "leaving" })).endByDisplay).toBe(true);
    expect(turnOptions(facts({ step: "leaving", display: { stack_left: 3 } })).endByDisplay).toBe(false);
    expect(turnOptions(facts({ step: "done" })).declareEnd).toBe(false);
  });

  it("s9_after_entering_or_searching_only_the_turn_ends", () => {
    const o = turnOptions(facts({ step: "done", onBoard: true }));
    expect([o.search, o.leave, o.building, o.endTurn]).toEqual([false, false, false, true]);
    expect(stepLabel("playing", "done")).toBe("Action done");
  });

  it("s4_after_leaving_the_player_builds_then_ends_the_turn", () => {
    const o = turnOptions(facts({ step: "leaving" }));
    expect([o.building, o.endTurn]).toEqual([true, true]);
    expect(turnPrompt(facts({ step: "leaving" }), "Agata")).toBe(
      "Agata builds up to 2 new parts paid with scrap (and may rearrange the rocket), then complete up to 2 project cards from the lower row, or reserve one, then ends the turn.",
    );
  });

  it("s7_in_the_final_round_a_player_leaves_once_or_passes", () => {
    const o = turnOptions(facts({ phase: "final_round", onBoard: true }));
    expect([o.enter, o.search, o.leave, o.pass, o.endTurn, o.declareEnd]).toEqual([false, false, true, true, false, false]);
    expect(stepLabel("final_round", "action")).toBe("Final round · Leave or pass");
    const after = turnOptions(facts({ phase: "final_round", step: "leaving" }));
    expect([after.building, after.endTurn, after.pass]).toEqual([true, true, false]);
  });

  it("s8_nothing_but_scoring_after_the_final_round", () => {
    const o = turnOptions(facts({ phase: "scoring" }));
    expect(Object.values(o).every((v) => v === false)).toBe(true);
    expect(stepLabel("scoring", "action")).toBe("Final scoring");
  });
});
