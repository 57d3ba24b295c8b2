import { describe, expect, it } from "vitest";
import type { SpacecraftCountdown } from "../../bindings/SpacecraftCountdown";
import { countdownCards, countdownPanel, finalRoundText, flipsText, launchPoints } from "./countdown";

const names = ["Agata", "Piotrek"];

function countdown(over: Partial<SpacecraftCountdown>): SpacecraftCountdown {
  return { sequence: [2, 1], holder: null, flipped: 0, showing: null, flips_left: 3, launched: false, ...over };
}

const facts = (c: SpacecraftCountdown) => ({ countdown: c, variant: "basic" as const, phase: "playing" as const, end: null });

describe("the countdown panel (S7)", () => {
  it("s7_before_anyone_meets_the_plan_says_what_starts_the_countdown", () => {
    const panel = countdownPanel(facts(countdown({})), names);
    expect(panel.stage).toBe("waiting");
    expect(panel.headline).toBe("No countdown yet");
    expect(panel.detail).toBe(
      "The first player whose rocket meets the plan takes the countdown and the launch card (5 points).",
    );
    expect(panel.cards.map((c) => `${c.label}:${c.state}`)).toEqual(["2:waiting", "1:waiting", "LAUNCH:waiting"]);
  });

  it("s7_names_the_holder_and_the_cards_still_to_flip", () => {
    const panel = countdownPanel(facts(countdown({ holder: 0 })), names);
    expect(panel.stage).toBe("counting");
    expect(panel.headline).toBe("Agata holds the countdown");
    expect(panel.showing).toBe("–");
    expect(panel.flipsLeft).toBe(3);
    expect(panel.flipsText).toBe("3 more flips to launch");
    expect(panel.detail).toBe(
      "A card flips at the start of each of Agata’s turns, the first at Agata’s next turn: 2 countdown cards, then the launch card.",
    );
    expect(panel.cards.map((c) => c.state)).toEqual(["next", "waiting", "waiting"]);
  });

  it("s7_after_a_flip_shows_the_card_and_what_is_left", () => {
    const panel = countdownPanel(facts(countdown({ holder: 0, flipped: 1, showing: 2, flips_left: 2 })), names);
    expect(panel.showing).toBe("2");
    expect(panel.flipsText).toBe("2 more flips to launch");
    expect(panel.detail).toBe("1 more countdown card, then the launch card; one flips at the start of each of Agata’s turns.");
    expect(panel.cards.map((c) => c.state)).toEqual(["showing", "next", "waiting"]);
    const last = countdownPanel(facts(countdown({ holder: 0, flipped: 2, showing: 1, flips_left: 1 })), names);
    expect(last.detail).toBe("The launch card flips at the start of Agata’s next turn: then the game ends.");
    expect(last.cards.map((c) => c.state)).toEqual(["flipped", "showing", "next"]);
  });

  it("s7_launch_ends_the_game", () => {
    const panel = countdownPanel(
      { ...facts(countdown({ holder: 0, flipped: 3, showing: null, flips_left: 0, launched: true })), phase: "final_round" },
      names,
    );
    expect(panel.stage).toBe("launched");
    expect(panel.headline).toBe("LAUNCH!");
    expect(panel.showing).toBe("LAUNCH");
    expect(panel.detail).toBe("The launch card is revealed: the game has ended. Agata holds the launch card (5 points).");
    expect(countdownCards(countdown({ holder: 0, flipped: 3, launched: true })).map((c) => c.state)).toEqual([
      "flipped",
      "flipped",
      "showing",
    ]);
  });

  it("s7_an_alternative_end_says_why", () => {
    const panel = countdownPanel(
      { ...facts(countdown({})), end: { by: 1, reason: "the project display cannot be refilled" } },
      names,
    );
    expect(panel.stage).toBe("ended");
    expect(panel.detail).toBe("The project display cannot be refilled (Piotrek).");
  });

  it("s7_the_advanced_launch_card_is_worth_10", () => {
    expect(launchPoints("advanced")).toBe(10);
    expect(launchPoints("basic")).toBe(5);
  });

  it("s7_the_final_round_names_who_may_still_leave", () => {
    expect(finalRoundText("final_round", [1], names)).toBe(
      "Final round: Piotrek may still leave the scrapyard (one last leave action each, or pass), Piotrek first.",
    );
    expect(finalRoundText("final_round", [], names)).toBe("Final round: nobody may still leave the scrapyard.");
    expect(finalRoundText("playing", [1], names)).toBeNull();
    expect(finalRoundText("scoring", [], names)).toMatch(/unused scrap/);
  });
});

describe("flipsText", () => {
  it("s7_says_the_flips_left_in_words_unlike_the_card_numeral", () => {
    expect(flipsText(2)).toBe("2 more flips to launch");
    expect(flipsText(1)).toBe("Launch at the next flip");
    expect(flipsText(0)).toBe("");
  });
});
