import { describe, expect, it } from "vitest";
import { beforeAgeFive } from "./ageFive.example";
import { actionButtons, discChoices, followUpAction } from "./actions";

const blocked = (state = beforeAgeFive()) =>
  Object.fromEntries(actionButtons(state).map((b) => [b.id, b.blocked]));

describe("the action bar", () => {
  it("says why an action cannot be used now", () => {
    const state = beforeAgeFive(); // Blue: ships on the track, no goods, area 2
    const why = blocked(state);
    expect(why["place"]).toBeNull();
    expect(why["upgrade"]).toBeNull();
    expect(why["sell"]).toBe("Blue has no goods");
    expect(why["metal"]).toBe("Blue has no metal");
    expect(why["area7"]).toBe("Only once area 7 is reached");
    expect(why["discard"], "Green and Yellow hold a food").toBeNull();
  });

  it("w6_names_the_next_area_and_stops_at_7", () => {
    const labels = (area: number) => actionButtons({ ...beforeAgeFive(), area }).find((b) => b.id === "area");
    expect(labels(2)?.label).toBe("Enter area 3");
    expect(labels(7)?.blocked).toBe("Area 7 is the last area");
  });

  it("opens the dialog a card calls for", () => {
    expect(followUpAction("place_warship")).toBe("place");
    expect(followUpAction("sell")).toBe("sell");
  });

  it("w5_a_disc_frees_a_space_where_it_comes_from", () => {
    expect(discChoices({ warehouse: 3, bank: 2 })).toEqual([
      { from: "warehouse", label: "Warehouse", room: 3 },
      { from: "bank", label: "Bank", room: 2 },
    ]);
  });
});
