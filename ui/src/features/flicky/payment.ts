/**
 * How an upgrade is paid for (F3), in words the table can check against
 * the tokens in hand: "1 dark matter + 3 energy as a wildcard". Which
 * payment is suggested, and whether a chosen one covers the cost, is the
 * backend's decision (it answers with the payment, or refuses citing F3);
 * this reads a payment and keeps the payment editor's counts in reach.
 */

import type { FlickyPayment } from "../../bindings/FlickyPayment";
import type { FlickyResources } from "../../bindings/FlickyResources";
import { bagText, countText, noResources, RESOURCES, totalOf } from "./resources";

/** F3: energy canisters that make one wildcard. */
export const ENERGY_PER_WILDCARD = 3;
/** F3: alien samples that make one wildcard. */
export const ALIENS_PER_WILDCARD = 2;

function wildcards(tokens: number, count: number, resource: "energy" | "alien_samples"): string {
  return `${countText(tokens, resource)} as ${count === 1 ? "a wildcard" : `${count} wildcards`}`;
}

/**
 * The payment in words: the tokens paid as themselves, then the wildcards
 * ("1 dark matter + 3 energy as a wildcard"; "2 alien samples as a
 * wildcard"); "nothing" for a payment of no tokens.
 */
export function paymentText(payment: FlickyPayment): string {
  const pairs = ALIENS_PER_WILDCARD * payment.alien_pairs;
  const triples = ENERGY_PER_WILDCARD * payment.energy_triples;
  const exact: FlickyResources = {
    ...payment.spend,
    energy: Math.max(0, payment.spend.energy - triples),
    alien_samples: Math.max(0, payment.spend.alien_samples - pairs),
  };
  const parts = totalOf(exact) > 0 ? [bagText(exact)] : [];
  if (payment.energy_triples > 0) parts.push(wildcards(triples, payment.energy_triples, "energy"));
  if (payment.alien_pairs > 0) parts.push(wildcards(pairs, payment.alien_pairs, "alien_samples"));
  return parts.length === 0 ? "nothing" : parts.join(" + ");
}

/** True when the payment uses a wildcard (the table may want to pay otherwise). */
export function usesWildcards(payment: FlickyPayment): boolean {
  return payment.alien_pairs > 0 || payment.energy_triples > 0;
}

/** True when two bags hand back the same tokens. */
export function sameTokens(a: FlickyResources, b: FlickyResources): boolean {
  return RESOURCES.every((resource) => a[resource] === b[resource]);
}

/**
 * Why the chosen tokens cannot be sent yet, or null: an empty hand pays
 * for nothing. Whether they cover the cost is for the backend to say.
 */
export function chosenPaymentProblem(chosen: FlickyResources): string | null {
  return totalOf(chosen) === 0 ? "Choose the tokens to hand back." : null;
}

/** The editor's starting point: the suggested payment's tokens, or none. */
export function startingPayment(suggested: FlickyPayment | null): FlickyResources {
  return suggested ? { ...suggested.spend } : noResources();
}
