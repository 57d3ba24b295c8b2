import { describe, expect, it } from "vitest";
import {
  blankRequirement,
  cardFromDraft,
  cardOffers,
  cardText,
  countsFromPlan,
  draftFromRequirement,
  emptyPlan,
  planFromCounts,
  requirementFromDraft,
  requirementMet,
  requirementsText,
  requirementText,
  targetText,
} from "./cards";

describe("requirements and cards in words (S4)", () => {
  it("s4_words_each_requirement_as_the_backend_does", () => {
    expect(requirementText({ type: "kind", kind: "hull", n: 3 })).toBe("3 hulls");
    expect(requirementText({ type: "kind", kind: "nose", n: 1 })).toBe("1 nose");
    expect(requirementText({ type: "colour", colour: "blue", n: 2 })).toBe("2 blue parts");
    expect(requirementText({ type: "colour", colour: "white", n: 1 })).toBe("1 white part");
    expect(requirementText({ type: "width", n: 4 })).toBe("width 4");
    expect(requirementText({ type: "height", n: 5 })).toBe("height 5");
  });

  it("s4_words_a_card_with_its_points", () => {
    expect(
      cardText({
        points: 5,
        requirements: [
          { type: "colour", colour: "blue", n: 2 },
          { type: "colour", colour: "white", n: 1 },
        ],
      }),
    ).toBe("2 blue parts + 1 white part → 5 points");
    expect(cardText({ points: 1, requirements: [{ type: "width", n: 4 }] })).toBe("width 4 → 1 point");
  });

  it("s5_words_what_an_advanced_card_scores", () => {
    expect(targetText({ type: "kind", kind: "nose" })).toBe("noses");
    expect(targetText({ type: "colour", colour: "gold" }, false)).toBe("gold part");
  });
});

describe("the requirement editor ↔ SpacecraftRequirement", () => {
  it("round-trips every kind of requirement", () => {
    for (const r of [
      { type: "kind", kind: "engine", n: 2 },
      { type: "colour", colour: "gold", n: 3 },
      { type: "width", n: 4 },
      { type: "height", n: 5 },
    ] as const) {
      expect(requirementFromDraft(draftFromRequirement(r))).toEqual({ value: r, problem: null });
    }
  });

  it("s4_refuses_a_number_that_is_not_1_to_78_saying_which", () => {
    expect(requirementFromDraft({ ...blankRequirement(), kind: "wing", n: "0" }).problem).toBe(
      "the number of wings: 0 is not from 1 to 78",
    );
    expect(requirementFromDraft({ ...blankRequirement(), type: "width", n: "x" }).problem).toBe(
      "the width: type a whole number from 1 to 78",
    );
  });

  it("s4_makes_a_card_of_all_rows_and_the_points", () => {
    const rows = [
      { ...blankRequirement(), kind: "nose" as const, n: "1" },
      { ...blankRequirement(), type: "height" as const, n: "3" },
    ];
    expect(cardFromDraft(rows, "8")).toEqual({
      value: {
        points: 8,
        requirements: [
          { type: "kind", kind: "nose", n: 1 },
          { type: "height", n: 3 },
        ],
      },
      problem: null,
    });
    expect(cardFromDraft([], "8").problem).toBe("add the card's requirement first");
    expect(cardFromDraft(rows, "").problem).toBe("the card's points: type a whole number from 0 to 99");
  });
});

describe("the plan (S7)", () => {
  it("s7_a_plan_is_a_count_per_kind_listed_in_the_kinds_order", () => {
    const counts = { ...emptyPlan(), nose: 1, hull: 3 };
    const plan = planFromCounts(counts);
    expect(plan).toEqual([
      { type: "kind", kind: "hull", n: 3 },
      { type: "kind", kind: "nose", n: 1 },
    ]);
    expect(requirementsText(plan)).toBe("3 hulls + 1 nose");
    expect(countsFromPlan(plan)).toEqual(counts);
    expect(planFromCounts(emptyPlan())).toEqual([]);
  });

  it("checks a requirement against the builder's live counts", () => {
    const counts = { parts: { hull: 3, nose: 1 }, colours: { gold: 2 }, width: 3, height: 4 };
    expect(requirementMet({ type: "kind", kind: "hull", n: 3 }, counts)).toBe(true);
    expect(requirementMet({ type: "kind", kind: "wing", n: 1 }, counts)).toBe(false);
    expect(requirementMet({ type: "colour", colour: "gold", n: 3 }, counts)).toBe(false);
    expect(requirementMet({ type: "height", n: 4 }, counts)).toBe(true);
  });
});

describe("cards offered again", () => {
  const nose = { points: 8, requirements: [{ type: "kind" as const, kind: "nose" as const, n: 1 }] };
  const wings = { points: 10, requirements: [{ type: "kind" as const, kind: "wing" as const, n: 2 }] };
  const width = { points: 12, requirements: [{ type: "width" as const, n: 4 }] };

  it("offers this session's cards newest first, then earlier sessions', each once", () => {
    expect(cardOffers([nose, wings], [width, nose])).toEqual([wings, nose, width]);
    expect(cardOffers([nose, wings], [width], 2)).toEqual([wings, nose]);
  });
});
