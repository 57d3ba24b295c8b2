import { describe, expect, it } from "vitest";
import {
  boardFull,
  boardLine,
  draftFor,
  exchangeLine,
  exchangesToSend,
  tileKey,
  tileOffers,
  tileText,
  tokenOffers,
} from "./scrap";
import type { Part } from "./parts";
import type { SpacecraftColumn } from "../../bindings/SpacecraftColumn";

const t = (scrap: string, weight: number) => ({ scrap, weight });
const wing: Part = { kind: "wing", colours: ["white"] };
const nose: Part = { kind: "nose", colours: ["gold"] };

describe("scrap tiles (S9)", () => {
  it("s9_a_board_is_full_at_four_tiles_or_weight_seven", () => {
    expect(boardFull([t("bolt", 1), t("bolt", 1), t("bolt", 1)])).toBe(false);
    expect(boardFull([t("bolt", 1), t("bolt", 1), t("bolt", 1), t("bolt", 1)])).toBe(true);
    expect(boardFull([t("cables", 3), t("propeller", 3), t("light bulb", 1)])).toBe(true);
    expect(boardLine([t("gears", 2), t("bolt", 1)])).toBe("2 of 4 tiles, weight 3 of 7");
  });

  it("words and keys a tile", () => {
    expect(tileText(t("light bulb", 1))).toBe("light bulb (1)");
    expect(tileKey(t("light bulb", 1))).toBe("light-bulb-1");
  });

  it("offers the rulebook's tiles, then the others seen, each once", () => {
    const offers = tileOffers([t("bolt", 1), t("spring", 2)]);
    expect(offers.map(tileKey)).toEqual(["bolt-1", "light-bulb-1", "gears-2", "accumulator-2", "cables-3", "propeller-3", "spring-2"]);
    expect(tokenOffers([t("gears", 2)], [t("spring", 2)]).slice(0, 3)).toEqual(["gears", "spring", "bolt"]);
  });
});

describe("build exchanges (S9)", () => {
  const beside = [t("bolt", 1), t("bolt", 1), t("gears", 2), t("light bulb", 1)];

  it("s9_a_column_seen_before_is_offered_again", () => {
    const seen: SpacecraftColumn = { part: { kind: "wing", colours: ["white"] }, token: "bolt", min_weight: 2 };
    expect(draftFor(wing, [seen])).toEqual({
      part: wing,
      token: "bolt",
      minWeight: "2",
      tiles: [],
    });
    expect(draftFor(nose, []).token).toBe("");
    expect(draftFor(nose, [seen]).token, "another part's column is not offered").toBe("");
  });

  it("s9_sends_the_tiles_chosen_beside_the_board", () => {
    const sent = exchangesToSend([{ part: nose, token: " gears ", minWeight: "3", tiles: [2, 3] }], beside);
    expect(sent).toEqual([{ part: nose, token: "gears", min_weight: 3, tiles: [t("gears", 2), t("light bulb", 1)] }]);
  });

  it("s9_excess_weight_is_lost", () => {
    const draft = { part: { kind: "connector", colours: ["blue"] } satisfies Part, token: "gears", minWeight: "3", tiles: [2] };
    expect(exchangeLine(draft, beside)).toBe("weight 2 of 3: not enough");
    expect(exchangeLine({ ...draft, tiles: [2, 0] }, beside)).toBe("weight 3 for 3");
    expect(exchangeLine({ ...draft, tiles: [2, 0, 1] }, beside)).toBe("weight 4 for 3: 1 lost");
    expect(exchangeLine({ ...draft, tiles: [] }, beside)).toBe("no tile given yet");
  });
});
