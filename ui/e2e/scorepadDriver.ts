/**
 * Playing the scorepad in the real app, as the specs that need finished
 * sessions do it: starting one from the new-session screen, typing a
 * score into a cell, playing rounds and closing the session.
 */

import { browser } from "@wdio/globals";
import { Key } from "webdriverio";
import { byTestId, expectText } from "./appDriver";

/**
 * Types into a score cell as a person would: click it, type, Enter. Nothing
 * selects the old score for them: the cell must do that itself on focus.
 */
export async function typeScore(round: number, seat: number, text: string): Promise<void> {
  await byTestId(`cell-${round}-${seat}`).click();
  await browser.keys(text.split(""));
  await browser.keys(Key.Enter);
}

/**
 * Picks the scorepad on the new-session screen (players already chosen),
 * names it and starts it.
 */
export async function startScorepad(title: string): Promise<void> {
  await byTestId("game-option-scorepad").click();
  await byTestId("scorepad-title").setValue(title);
  await byTestId("start-session").click();
  await byTestId("screen-session").waitForDisplayed();
}

/** Adds one round after another (numbered from `first`), typing one score per seat. */
export async function playRounds(rounds: readonly (readonly string[])[], first = 1): Promise<void> {
  for (const [r, scores] of rounds.entries()) {
    const round = first + r;
    await byTestId("add-round").click();
    await byTestId(`cell-${round}-0`).waitForDisplayed();
    for (const [seat, score] of scores.entries()) await typeScore(round, seat, score);
  }
}

/** Closes the session after confirming and waits for its result. */
export async function closeSession(): Promise<void> {
  await byTestId("close-session").click();
  await byTestId("close-dialog").waitForDisplayed();
  await byTestId("close-confirm").click();
  await byTestId("result").waitForDisplayed();
}

/** Plays a scorepad of `rounds` (one score per seat each), checks the totals and closes it. */
export async function playAndClose(rounds: readonly (readonly string[])[], totals: readonly string[]): Promise<void> {
  await byTestId("screen-session").waitForDisplayed();
  await playRounds(rounds);
  for (const [seat, total] of totals.entries()) {
    await expectText(`total-value-${seat}`, total, `seat ${seat + 1}'s total after the last round`);
  }
  await closeSession();
}
