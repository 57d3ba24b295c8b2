import { describe, expect, it } from "vitest";
import type { FlickyPayment } from "../../bindings/FlickyPayment";
import { noResources } from "./resources";
import { chosenPaymentProblem, paymentText, sameTokens, startingPayment, usesWildcards } from "./payment";

const pay = (spend: Partial<FlickyPayment["spend"]>, alien_pairs = 0, energy_triples = 0): FlickyPayment => ({
  spend: { ...noResources(), ...spend },
  alien_pairs,
  energy_triples,
});

describe("paymentText (F3)", () => {
  it("reads a payment in exact tokens in the cost key's order", () => {
    expect(paymentText(pay({ energy: 1, dark_matter: 1, rare_metal: 1 }))).toBe(
      "1 energy + 1 dark matter + 1 rare metal",
    );
  });

  it("names an energy triple as a wildcard after the exact tokens", () => {
    expect(paymentText(pay({ energy: 3, dark_matter: 1 }, 0, 1))).toBe("1 dark matter + 3 energy as a wildcard");
  });

  it("keeps an energy paid as itself apart from energy paid as a wildcard", () => {
    expect(paymentText(pay({ energy: 4, rare_metal: 1 }, 0, 1))).toBe("1 energy + 1 rare metal + 3 energy as a wildcard");
  });

  it("counts several wildcards and alien pairs", () => {
    expect(paymentText(pay({ energy: 6, alien_samples: 2 }, 1, 2))).toBe(
      "6 energy as 2 wildcards + 2 alien samples as a wildcard",
    );
  });

  it("says nothing is paid for an empty payment", () => {
    expect(paymentText(pay({}))).toBe("nothing");
  });
});

describe("the payment editor", () => {
  it("starts from the suggested tokens, or from none", () => {
    expect(startingPayment(pay({ star_crystal: 2 })).star_crystal).toBe(2);
    expect(startingPayment(null)).toEqual(noResources());
  });

  it("will not send an empty hand", () => {
    expect(chosenPaymentProblem(noResources())).toBe("Choose the tokens to hand back.");
    expect(chosenPaymentProblem({ ...noResources(), energy: 1 })).toBeNull();
  });

  it("tells a wildcard payment from an exact one", () => {
    expect(usesWildcards(pay({ energy: 3 }, 0, 1))).toBe(true);
    expect(usesWildcards(pay({ energy: 1 }))).toBe(false);
  });

  it("compares two hands token by token", () => {
    expect(sameTokens({ ...noResources(), energy: 1 }, { ...noResources(), energy: 1 })).toBe(true);
    expect(sameTokens({ ...noResources(), energy: 1 }, noResources())).toBe(false);
  });
});
