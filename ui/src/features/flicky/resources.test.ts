import { describe, expect, it } from "vitest";
import {
  adjustCount,
  bagText,
  countText,
  noResources,
  oneOf,
  RESOURCES,
  resourceTitle,
  TERRAINS,
  terrainName,
  terrainYield,
  totalOf,
} from "./resources";

describe("resource words", () => {
  it("counts mass nouns without an s and tokens with one", () => {
    expect(countText(3, "energy")).toBe("3 energy");
    expect(countText(1, "dark_matter")).toBe("1 dark matter");
    expect(countText(2, "rare_metal")).toBe("2 rare metal");
    expect(countText(1, "star_crystal")).toBe("1 star crystal");
    expect(countText(2, "star_crystal")).toBe("2 star crystals");
    expect(countText(2, "alien_samples")).toBe("2 alien samples");
  });

  it("names one of a resource with the right article", () => {
    expect(oneOf("energy")).toBe("an energy");
    expect(oneOf("alien_samples")).toBe("an alien sample");
    expect(oneOf("rare_metal")).toBe("a rare metal");
  });

  it("titles each resource for a button", () => {
    expect(RESOURCES.map(resourceTitle)).toEqual(["Energy", "Dark matter", "Rare metal", "Star crystal", "Alien samples"]);
  });
});

describe("terrain", () => {
  it("lists the five resource terrains, then empty space", () => {
    expect(TERRAINS).toEqual(["energy", "dark_matter", "rare_metal", "star_crystal", "alien_samples", "empty"]);
  });

  it("uses the rulebook's terrain names and says what each gives", () => {
    expect(terrainName("dark_matter")).toBe("Black Hole");
    expect(terrainName("empty")).toBe("Empty Space");
    expect(terrainYield("alien_samples")).toBe("alien sample");
    expect(terrainYield("empty")).toBe("nothing");
  });
});

describe("bags of resources", () => {
  it("reads a bag in the cost key's order, skipping what it does not hold", () => {
    expect(bagText({ ...noResources(), energy: 3, dark_matter: 1 })).toBe("3 energy + 1 dark matter");
    expect(bagText(noResources())).toBe("nothing");
  });

  it("totals a bag", () => {
    expect(totalOf({ energy: 3, dark_matter: 1, rare_metal: 0, star_crystal: 2, alien_samples: 1 })).toBe(7);
  });

  it("moves a count by +/− between nothing and what is held", () => {
    const held = { ...noResources(), energy: 2 };
    const one = adjustCount(noResources(), "energy", 1, held);
    expect(one.energy).toBe(1);
    expect(adjustCount(adjustCount(one, "energy", 1, held), "energy", 1, held).energy).toBe(2);
    expect(adjustCount(noResources(), "energy", -1, held).energy).toBe(0);
    expect(adjustCount(noResources(), "dark_matter", 1, held).dark_matter).toBe(0);
  });
});
