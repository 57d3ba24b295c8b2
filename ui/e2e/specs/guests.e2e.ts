/**
 * A guest at the table, in the real app: seated by name without a saved
 * profile, playing and winning, then — back another evening — linked to a
 * new profile from the Players screen, so the statistics count the play.
 * Screenshots go to ../target/e2e-screenshots/.
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import { addPlayers, byTestId, contentOf, expectNoSidewaysScroll, expectText, screenshot, setTheme, showAtTop, SHOTS, tap } from "../appDriver";
import { closeSession, playRounds } from "../scorepadDriver";

describe("a guest at the table", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await setTheme("system");
  });

  it("seats a guest by name, and the guest plays and wins", async () => {
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await addPlayers("Ann");
    await byTestId("new-player-name").addValue("Eve");
    await tap("seat-guest");
    await expect(byTestId("guest-badge")).toHaveText("guest");
    const seats = await browser.$$('[data-testid="seat"]').map((seat) => seat.getAttribute("data-name"));
    assert.deepEqual(seats, ["Ann", "Eve"], "the guest sits after Ann");
    // A guest named like a profile is the profile: the form says so.
    await byTestId("new-player-name").addValue("ann");
    await tap("seat-guest");
    await expectText("new-player-error", "Ann has a profile: tap Ann above instead.", "a profile is not seated as a guest");
    await byTestId("new-player-name").clearValue();
    await screenshot("new-session-guest");
    await showAtTop("seating");
    await screenshot("new-session-guest-seated");
    await byTestId("game-option-scorepad").click();
    await byTestId("scorepad-title").setValue("Azul");
    await byTestId("start-session").click();
    await byTestId("screen-session").waitForDisplayed();
    await playRounds([["3", "9"]]);
    await closeSession();
    await expectText("result-text", "Eve wins", "the guest's win is recorded");
  });

  it("links the returning guest's plays to a new profile on the Players screen", async () => {
    await byTestId("nav-players").click();
    await byTestId("guests").waitForDisplayed({ timeoutMsg: "the guest is listed apart from the profiles" });
    expect(await contentOf("guest")).toContain("Eve 1 play, last Today");
    await screenshot("players-guests");
    await browser.setWindowSize(1024, 768);
    await expectNoSidewaysScroll("the guests list at 1024 wide");
    await screenshot("players-guests-1024");
    await browser.setWindowSize(1280, 800);
    await setTheme("dark");
    await screenshot("players-guests-dark");
    await setTheme("system");
    await tap("guest-link");
    await expectText("merge-done", "✓ Eve's plays now belong to Eve.", "linking says whose plays they are now");
    await byTestId("guests").waitForExist({ reverse: true, timeoutMsg: "no guest is left" });
    assert.ok((await contentOf("profiles")).includes("Eve"), "Eve has a profile now");

    await byTestId("nav-stats").click();
    await browser.waitUntil(async () => (await contentOf("screen-stats").catch(() => "")).includes("Eve"), {
      timeoutMsg: "the statistics count Eve's play",
    });
  });
});
