/**
 * Games not won by the highest total, in the real app: a tie for the win
 * broken by the game's own tie-breaker (SP9), a team game whose best team
 * wins every member (SP8), a game no score decides whose winner the table
 * names (SP6), and a cooperative game the table loses together (SP7).
 * Each choice is tapped as a player would, shows in the timeline and is
 * undone by Undo. Screenshots go to ../target/e2e-screenshots/.
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import { addPlayers, byTestId, expectContent, expectNoSidewaysScroll, expectText, screenshot, setTheme, SHOTS, tap, toggle } from "../appDriver";
import { closeSession, playRounds } from "../scorepadDriver";

const EVERYONE = ["Ann", "Bob", "Cat", "Dan"];

/** Opens a new session with `names` seated in that order, the scorepad picked and titled. */
async function newScorepad(title: string, ...names: string[]): Promise<void> {
  await byTestId("nav-home").click();
  await byTestId("new-session").click();
  await byTestId("screen-new").waitForDisplayed();
  // Whoever sat last time stands up first, as a table reseats itself.
  for (const name of EVERYONE) {
    if ((await toggle(name).getAttribute("data-seat")) !== "") await toggle(name).click();
  }
  for (const name of names) await toggle(name).click();
  await expect(toggle(names.at(-1) ?? "")).toHaveAttribute("data-seat", String(names.length));
  await byTestId("game-option-scorepad").click();
  await byTestId("scorepad-title").setValue(title);
}

async function start(): Promise<void> {
  await byTestId("start-session").click();
  await byTestId("screen-session").waitForDisplayed();
}

/** Waits until a step of the session's timeline says `said`. */
async function expectInTimeline(said: RegExp): Promise<void> {
  const steps = () =>
    browser.execute(() => [...document.querySelectorAll('[data-testid="timeline-step"]')].map((step) => (step.textContent ?? "").replace(/\s+/g, " ")));
  await browser.waitUntil(async () => (await steps()).some((step) => said.test(step)), {
    timeoutMsg: `the timeline should say ${said}; it says ${JSON.stringify(await steps())}`,
  });
}

describe("games won otherwise than by the highest total", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await setTheme("system");
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await addPlayers(...EVERYONE);
  });

  it("breaks a tie for the win by the game's own tie-breaker, and Undo takes it back", async () => {
    await newScorepad("Azul", "Ann", "Bob");
    await start();
    await playRounds([["5", "5"]]);
    await byTestId("tie-break").waitForDisplayed({ timeoutMsg: "a tie for the win offers the tie-breaker" });
    await expectContent("tie-break", "Ann and Bob are tied. Tie-breaker won by: AnnBob Or leave it: tied totals share the win.", "it names the tied players");
    await screenshot("scorepad-tie");
    await browser.setWindowSize(1024, 768);
    await expectNoSidewaysScroll("the tie-break bar at 1024 wide");
    await screenshot("scorepad-tie-1024", true);
    await browser.setWindowSize(1280, 800);
    await tap("tie-winner-2");
    await byTestId("tie-break").waitForExist({ reverse: true, timeoutMsg: "the tie is broken" });
    await byTestId("lead-label-1").waitForDisplayed();
    assert.equal(await byTestId("lead-label-0").isExisting(), false, "Bob alone leads");
    await tap("undo");
    await byTestId("tie-break").waitForDisplayed({ timeoutMsg: "Undo takes the tie-break back" });
    await tap("tie-winner-2");
    await closeSession();
    await expectText("result-text", "Bob wins", "the tie-breaker's winner wins alone");
    await expectInTimeline(/Tie broken: Bob ahead of Ann/);
  });

  it("plays in teams: the team with the best total wins every member", async () => {
    await newScorepad("Codenames Duet", "Ann", "Bob", "Cat", "Dan");
    await tap("in-teams");
    await byTestId("teams").waitForDisplayed();
    await expect(byTestId("team-of-2")).toHaveValue("2");
    await byTestId("team-of-2").selectByAttribute("value", "1");
    await byTestId("team-of-3").selectByAttribute("value", "2");
    await screenshot("new-session-teams");
    await start();
    await expectText("team-label-1", "Team 1", "Bob was put in team 1");
    // Cat has the best seat total, but Ann and Bob's team adds up to more.
    await playRounds([["6", "5", "9", "1"]]);
    await expectContent("team-totals", "Team 1: 11Team 2: 10", "each team's total is its members' added");
    await byTestId("lead-label-0").waitForDisplayed();
    await byTestId("lead-label-1").waitForDisplayed();
    assert.equal(await byTestId("lead-label-2").isExisting(), false, "Cat's team is behind");
    await expectNoSidewaysScroll("a team game");
    await screenshot("scorepad-teams");
    // At 1024×768 too: the team labels and totals fit.
    await browser.setWindowSize(1024, 768);
    await expectNoSidewaysScroll("a team game at 1024 wide");
    await screenshot("scorepad-teams-1024", true);
    await browser.setWindowSize(1280, 800);
    await closeSession();
    await expectText("result-text", "Ann and Bob share the win", "every member of the best team wins");
  });

  it("names the winner of a game no score decides", async () => {
    await newScorepad("Werewolf", "Ann", "Bob", "Cat");
    await tap("win-chosen");
    await start();
    await byTestId("choose-winners").waitForDisplayed();
    await tap("choose-winner-3");
    await expect(byTestId("choose-winner-3")).toHaveAttribute("aria-pressed", "true");
    await byTestId("lead-label-2").waitForDisplayed({ timeoutMsg: "the named winner leads" });
    await screenshot("scorepad-chosen");
    await setTheme("dark");
    await screenshot("scorepad-chosen-dark");
    await setTheme("system");
    await closeSession();
    await expectText("result-text", "Cat wins", "the named winner wins");
    await expectInTimeline(/Won by Cat/);
  });

  it("loses a cooperative game together", async () => {
    await newScorepad("Pandemic", "Ann", "Bob", "Cat", "Dan");
    await tap("win-cooperative");
    assert.equal(await byTestId("in-teams").isExisting(), false, "a cooperative table is one team");
    await start();
    await tap("cooperative-lost");
    await expect(byTestId("cooperative-lost")).toHaveAttribute("aria-pressed", "true");
    await screenshot("scorepad-cooperative");
    await closeSession();
    await expectText("result-text", "The table lost together", "nobody wins a lost cooperative game");
    await expectInTimeline(/The table lost together/);
    await byTestId("nav-history").click();
    await expectText("history-title", "Pandemic", "the newest play is listed first");
  });
});
