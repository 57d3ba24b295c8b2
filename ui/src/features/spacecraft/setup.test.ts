import { describe, expect, it } from "vitest";
import { emptyPlan } from "./cards";
import {
  advancedFromDraft,
  blankAdvanced,
  countdownText,
  defaultDraft,
  draftFromSetup,
  parseColours,
  parseCountdown,
  seatingProblem,
  setupFromDraft,
  setupSummary,
  type SpacecraftDraft,
} from "./setup";

/** The short example's options (docs/examples/spacecraft-short.json). */
function shortGame(): SpacecraftDraft {
  return { ...defaultDraft(), plan: { ...emptyPlan(), hull: 3, nose: 1 }, countdown: "2, 1", display: 2, goals: { 11: 1, 12: 2 } };
}

describe("seating", () => {
  it("s7_space_craft_is_for_2_to_4_players", () => {
    expect(seatingProblem(1)).toBe("Space Craft is for 2 to 4 players: seat 1 more.");
    expect(seatingProblem(2)).toBeNull();
    expect(seatingProblem(4)).toBeNull();
    expect(seatingProblem(5)).toBe("Space Craft is for 2 to 4 players: 1 too many are seated.");
  });
});

describe("the options → SpacecraftSetup", () => {
  it("s7_defaults_to_a_countdown_of_3_2_1_and_4_spaces_a_row_with_the_plan_to_enter", () => {
    const draft = defaultDraft();
    expect(draft.countdown).toBe("3, 2, 1");
    expect(draft.display).toBe(4);
    expect(setupFromDraft(draft, [1, 2]).problem).toBe(
      "Enter the plan card: how many parts of each kind it asks for (S7).",
    );
  });

  it("makes the short example's setup, goals in seat order", () => {
    expect(setupFromDraft(shortGame(), [11, 12])).toEqual({
      value: {
        variant: "basic",
        plan: [
          { type: "kind", kind: "hull", n: 3 },
          { type: "kind", kind: "nose", n: 1 },
        ],
        countdown: [2, 1],
        colours: [],
        display: 2,
        advanced_cards: [],
        goals: [1, 2],
      },
      problem: null,
    });
    // Seated the other way round, the goals follow the players.
    expect(setupFromDraft(shortGame(), [12, 11]).value?.goals).toEqual([2, 1]);
  });

  it("s6_leaves_goals_out_when_nobody_chose_one_yet", () => {
    const setup = setupFromDraft({ ...shortGame(), goals: {} }, [11, 12]).value;
    expect(setup).not.toBeNull();
    expect(setup && "goals" in setup).toBe(false);
    expect(setupFromDraft({ ...shortGame(), goals: { 12: 5 } }, [11, 12]).value?.goals).toEqual([null, 5]);
  });

  it("s4_takes_the_number_of_project_cards_when_the_table_knows_it", () => {
    expect(setupFromDraft({ ...shortGame(), projectCards: "30" }, [1, 2]).value?.project_cards).toBe(30);
    expect(setupFromDraft({ ...shortGame(), projectCards: "lots" }, [1, 2]).problem).toBe(
      "Project cards in play: type a whole number from 1 to 200, or leave it empty.",
    );
  });

  it("s7_reads_the_countdown_as_typed", () => {
    expect(parseCountdown("3, 2, 1").value).toEqual([3, 2, 1]);
    expect(parseCountdown("5 4;3").value).toEqual([5, 4, 3]);
    expect(parseCountdown("").value).toEqual([]);
    expect(parseCountdown("3, two").problem).toBe("countdown card “two”: type a whole number from 0 to 99");
    expect(setupFromDraft({ ...shortGame(), countdown: "3, two" }, [1, 2]).problem).toBe(
      "The countdown: countdown card “two”: type a whole number from 0 to 99.",
    );
    expect(countdownText([2, 1])).toBe("2, 1, then the launch card");
    expect(countdownText([])).toBe("the launch card at once");
  });

  it("s1_reads_extra_colours_as_lower_case_words", () => {
    expect(parseColours("Pink, green gold").value).toEqual(["pink", "green"]);
    expect(parseColours("light blue").value).toEqual(["light"]);
    expect(parseColours("sky/blue").problem).toBe("“sky/blue” is not a colour name: use one lower-case word per colour");
  });

  it("s5_the_advanced_variant_needs_its_cards_laid_out", () => {
    const advanced = { ...shortGame(), variant: "advanced" as const };
    expect(setupFromDraft(advanced, [1, 2]).problem).toBe(
      "Lay out the advanced cards: add each one with what it scores and its point spaces (S5).",
    );
    const card = { ...blankAdvanced(), name: "53", kind: "nose" as const, spaces: "7 5 3" };
    expect(setupFromDraft({ ...advanced, advanced: [card] }, [1, 2]).value?.advanced_cards).toEqual([
      { name: "53", target: { type: "kind", kind: "nose" }, spaces: [7, 5, 3] },
    ]);
    expect(advancedFromDraft({ ...card, spaces: "" }, 0).problem).toBe(
      "advanced card 53: type its point spaces left to right, e.g. 1 2 3 4",
    );
    expect(advancedFromDraft({ ...card, name: "", target: "colour", colour: "Gold" }, 2).value).toEqual({
      name: "3",
      target: { type: "colour", colour: "gold" },
      spaces: [7, 5, 3],
    });
  });
});

describe("remembered from the last session", () => {
  it("prefills everything but the personal goals", () => {
    const last = setupFromDraft(shortGame(), [11, 12]).value;
    if (last === null) throw new Error("the short game's setup should be valid");
    const draft = draftFromSetup({ ...last, project_cards: 24 });
    expect(draft).toEqual({ ...shortGame(), goals: {}, projectCards: "24" });
  });

  it("reads the optional fields the backend stores as null", () => {
    const last = setupFromDraft(shortGame(), [11, 12]).value;
    if (last === null) throw new Error("the short game's setup should be valid");
    const stored = { ...last, project_cards: null, goals: null, joins: null } as unknown as typeof last;
    expect(draftFromSetup(stored).projectCards).toBe("");
    expect(setupFromDraft(draftFromSetup(stored), [1, 2]).problem).toBeNull();
  });

  it("summarises a setup in one line", () => {
    const last = setupFromDraft(shortGame(), [11, 12]).value;
    if (last === null) throw new Error("the short game's setup should be valid");
    expect(setupSummary(last)).toBe(
      "Basic variant · plan 3 hulls + 1 nose · countdown 2, 1, then the launch card · 2 spaces per row",
    );
  });
});
