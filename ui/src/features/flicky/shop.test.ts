import { describe, expect, it } from "vitest";
import type { FlickyShopEntry } from "../../bindings/FlickyShopEntry";
import type { FlickyUpgrade } from "../../bindings/FlickyUpgrade";
import { noResources } from "./resources";
import { catalogById, groupLabel, pileText, shopLine, upgradeName } from "./shop";

const payment = { spend: { ...noResources(), energy: 1, dark_matter: 1, rare_metal: 1 }, alien_pairs: 0, energy_triples: 0 };
const entry = (over: Partial<FlickyShopEntry> = {}): FlickyShopEntry => ({
  upgrade: "boosters",
  left: 1,
  owned: false,
  payment,
  ...over,
});

describe("shopLine", () => {
  it("offers an affordable upgrade in the upgrade phase", () => {
    expect(shopLine(entry(), "upgrade", null)).toEqual({ state: "can-buy", label: "Can buy", buyable: true, wait: null });
  });

  it("shows an affordable upgrade before the upgrade phase without letting it be bought yet", () => {
    const line = shopLine(entry(), "flick", null);
    expect(line.state).toBe("can-buy");
    expect(line.buyable).toBe(false);
    expect(line.wait).toBe("Buy in the upgrade phase, after flicking.");
  });

  it("holds every purchase while a player must discard (F2)", () => {
    expect(shopLine(entry(), "upgrade", 1)).toMatchObject({ buyable: false, wait: "Discard down to 12 first (F2)." });
  });

  it("marks an upgrade the player already has (F4: each type at most once)", () => {
    expect(shopLine(entry({ owned: true, payment: null }), "upgrade", null)).toMatchObject({ state: "owned", label: "Yours" });
  });

  it("marks an emptied pile as sold out", () => {
    expect(shopLine(entry({ left: 0, payment: null }), "upgrade", null)).toMatchObject({ state: "sold-out", buyable: false });
  });

  it("marks an upgrade with no payment as unaffordable", () => {
    expect(shopLine(entry({ payment: null }), "upgrade", null)).toMatchObject({
      state: "cannot-afford",
      label: "Can't afford",
      buyable: false,
    });
  });
});

describe("the catalog", () => {
  const sonar: FlickyUpgrade = {
    id: "sonar_scan",
    name: "Sonar Scan",
    group: "search",
    vp: 3,
    cost: { ...noResources(), dark_matter: 1, rare_metal: 1, star_crystal: 2 },
    effect: "You can collect the resource from the hex directly in front of your spaceship instead of the one it's on.",
  };

  it("finds an upgrade's printed name by id, or shows the id before the catalog loads", () => {
    const catalog = catalogById([sonar]);
    expect(upgradeName(catalog, "sonar_scan")).toBe("Sonar Scan");
    expect(upgradeName(new Map(), "sonar_scan")).toBe("sonar_scan");
  });

  it("names the three groups", () => {
    expect([groupLabel("score"), groupLabel("smash"), groupLabel("search")]).toEqual(["Score", "Smash", "Search"]);
  });

  it("reads a pile's copies left", () => {
    expect(pileText(2, 2)).toBe("2 of 2 left");
    expect(pileText(1, 1)).toBe("1 of 1 left");
    expect(pileText(0, 2)).toBe("0 of 2 left");
  });
});
