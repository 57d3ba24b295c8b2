import { describe, expect, it } from "vitest";
import { ruleRefusal } from "./ruleRefusal";

describe("ruleRefusal", () => {
  it("sets the rule id apart and keeps the rest as a sentence", () => {
    expect(
      ruleRefusal({
        message: "S2: a part cannot be built where it cannot be attached: W:white does not fit",
        details: { rule: "S2" },
      }),
    ).toEqual({ rule: "S2", text: "A part cannot be built where it cannot be attached: W:white does not fit." });
  });

  it("leaves a message without the id's prefix whole", () => {
    expect(ruleRefusal({ message: "S4: x", details: { rule: "S9" } })).toEqual({ rule: "S9", text: "S4: x." });
  });

  it("reads any other error as its sentence", () => {
    expect(ruleRefusal({ message: "session 3 is closed", details: {} })).toEqual({ rule: null, text: "Session 3 is closed." });
  });
});
