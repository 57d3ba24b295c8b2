/**
 * A whole evening at the table, in the real app: two new players, a
 * scorepad of three rounds, a mistake taken back with undo, the session
 * closed and found in History with its winner, and still there after the
 * app restarts. A screenshot of every screen goes to
 * ../target/e2e-screenshots/ for a person to look at.
 */

import { browser, expect } from "@wdio/globals";
import fs from "node:fs";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  expectNoSidewaysScroll,
  expectText,
  screenshot,
  SHOTS,
  textOf,
  toggle,
} from "../appDriver";

/** Types into a score cell as a person would: select its text, type, Enter. */
async function typeScore(round: number, seat: number, text: string): Promise<void> {
  const cell = await byTestId(`cell-${round}-${seat}`);
  await cell.click();
  await browser.execute((element) => (element as unknown as HTMLInputElement).select(), cell);
  await browser.keys(text.split(""));
  await browser.keys(Key.Enter);
}

async function totals(): Promise<string[]> {
  return [await textOf("total-value-0"), await textOf("total-value-1")];
}

describe("a scorepad evening", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // The theme choice outlives the app (web storage): start from the system's.
    await byTestId("theme-system").click();
  });

  it("opens on an empty home screen that says what to do next", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await byTestId("home-empty").waitForDisplayed();
    await expect(byTestId("home-empty")).toHaveText(expect.stringContaining("New session"));
    await screenshot("home-empty");
  });

  it("adds two players and refuses a duplicate name inline", async () => {
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await byTestId("no-players").waitForDisplayed();

    await addPlayer("Ann");
    await toggle("Ann").waitForDisplayed();
    await addPlayer("Bob");
    await toggle("Bob").waitForDisplayed();

    await addPlayer("ann");
    await byTestId("new-player-error").waitForDisplayed();
    await expect(byTestId("new-player-error")).toHaveText(expect.stringContaining("already exists"));
    // Correcting the name clears the message.
    await byTestId("new-player-name").click();
    await browser.keys([Key.Ctrl, "a"]);
    await browser.keys(Key.Backspace);
    await expect(byTestId("new-player-error")).not.toBeExisting();

    // New players are seated in the order they were added.
    await expect(toggle("Ann")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle("Bob")).toHaveAttribute("data-seat", "2");
    const seats = await browser.$$('[data-testid="seat"]').map((seat) => seat.getAttribute("data-name"));
    expect(seats).toEqual(["Ann", "Bob"]);

    // Rickety Ships comes first in the game list; the scorepad is one tap away.
    await byTestId("game-option-scorepad").click();
    await expect(byTestId("game-option-scorepad").$("input")).toBeSelected();
    await byTestId("scorepad-title").setValue("Carcassonne");
    await screenshot("new-session");
  });

  it("starts the scorepad and plays three rounds", async () => {
    await byTestId("start-session").click();
    await byTestId("screen-session").waitForDisplayed();
    await expectText("session-title", "Carcassonne", "the title typed on the new-session screen");
    await byTestId("no-rounds").waitForDisplayed();
    await expect(byTestId("undo")).toBeDisabled();
    await expect(byTestId("redo")).toBeDisabled();

    const rounds: [string, string][] = [
      ["10", "7"],
      ["3", "12"],
      ["8", "5"],
    ];
    const expected = [
      ["10", "7"],
      ["13", "19"],
      ["21", "24"],
    ];
    for (const [r, [ann, bob]] of rounds.entries()) {
      const round = r + 1;
      await byTestId("add-round").click();
      await byTestId(`cell-${round}-0`).waitForDisplayed();
      await typeScore(round, 0, ann);
      await typeScore(round, 1, bob);
      await expectText("total-value-0", expected[r]![0]!, `Ann's total after round ${round}`);
      await expectText("total-value-1", expected[r]![1]!, `Bob's total after round ${round}`);
    }
    await expectText("running-2-1", "= 19", "Bob's running total after round 2");
    await byTestId("lead-label-1").waitForDisplayed();
    await expect(byTestId("lead-label-0")).not.toBeExisting();
    await expect(byTestId("undo")).toBeEnabled();
  });

  it("refuses a score that is not a number without sending it", async () => {
    await typeScore(3, 0, "abc");
    await byTestId("cell-error-3-0").waitForDisplayed();
    await expect(byTestId("cell-error-3-0")).toHaveText(expect.stringContaining("whole number"));
    await expect(byTestId("cell-3-0")).toHaveAttribute("aria-invalid", "true");
    expect(await totals()).toEqual(["21", "24"]);
    await browser.keys(Key.Escape);
    await expect(byTestId("cell-3-0")).toHaveValue("8");
    await expect(byTestId("cell-error-3-0")).not.toBeExisting();
  });

  it("undoes a mistaken score: the total goes back", async () => {
    await typeScore(2, 0, "30");
    await expectText("total-value-0", "48", "Ann's total with 30 instead of 3 in round 2");
    await byTestId("lead-label-0").waitForDisplayed();

    await byTestId("undo").click();
    await expectText("total-value-0", "21", "undo takes the 30 back");
    await expect(byTestId("cell-2-0")).toHaveValue("3");
    await byTestId("lead-label-1").waitForDisplayed();
    await expect(byTestId("redo")).toBeEnabled();

    // The keyboard does the same, away from the score fields.
    await byTestId("session-title").click();
    await browser.keys([Key.Ctrl, "y"]);
    await expectText("total-value-0", "48", "Ctrl+Y redoes the 30");
    await browser.keys([Key.Ctrl, "z"]);
    await expectText("total-value-0", "21", "Ctrl+Z undoes it again");
    await browser.keys([Key.Ctrl, Key.Shift, "z"]);
    await expectText("total-value-0", "48", "Ctrl+Shift+Z redoes too");
    await byTestId("undo").click();
    await expectText("total-value-0", "21", "the undo button takes it back once more");

    // In a score field the same keys edit the text, not the session.
    await byTestId("cell-1-0").click();
    await browser.keys([Key.Ctrl, "z"]);
    await browser.pause(300);
    expect(await totals()).toEqual(["21", "24"]);
    await expect(byTestId("redo")).toBeEnabled();
    await browser.keys(Key.Escape);
    await byTestId("session-title").click();
    await screenshot("table-mid-game");
  });

  it("switches to the dark theme", async () => {
    await byTestId("theme-dark").click();
    await browser.waitUntil(
      async () => (await browser.execute(() => document.documentElement.dataset["theme"])) === "dark",
      { timeoutMsg: "the dark theme should set data-theme=dark on <html>" },
    );
    await screenshot("table-dark");
    await byTestId("theme-system").click();
  });

  it("closes the session after confirming, read-only with the result", async () => {
    await byTestId("close-session").click();
    await byTestId("close-dialog").waitForDisplayed();
    await byTestId("close-confirm").click();
    await byTestId("result").waitForDisplayed();
    await expectText("result-text", "Bob wins", "Bob has the higher total, 24 to 21");
    await expectText("session-status", "Finished", "a closed session is finished");
    await expect(byTestId("add-round")).not.toBeExisting();
    await expect(byTestId("cell-1-0")).toHaveText("10");
    const steps = await browser.$$('[data-testid="timeline-step"]').length;
    expect(steps).toBeGreaterThanOrEqual(10);
    await screenshot("session-closed");
  });

  it("finds the session in History with its winner", async () => {
    await byTestId("nav-history").click();
    await byTestId("history-list").waitForDisplayed();
    const item = await byTestId("history-item");
    await expect(item).toHaveAttribute("data-status", "finished");
    await expect(item.$('[data-testid="history-title"]')).toHaveText("Carcassonne");
    await expect(item.$('[data-testid="history-winner"]')).toHaveText("Bob wins");
    await screenshot("history");
  });

  it("still lists the session after the app restarts", async () => {
    await browser.reloadSession();
    await byTestId("screen-home").waitForDisplayed();
    await byTestId("home-empty").waitForDisplayed();
    await byTestId("nav-history").click();
    await byTestId("history-list").waitForDisplayed();
    const items = await browser.$$('[data-testid="history-item"]');
    expect(items.length).toBe(1);
    await expect(items[0]!.$('[data-testid="history-winner"]')).toHaveText("Bob wins");
    await screenshot("history-after-restart");

    await items[0]!.click();
    await byTestId("result").waitForDisplayed();
    await expectText("result-text", "Bob wins", "the stored result, replayed after a restart");
    await expectText("total-value-0", "21", "Ann's final total survives the restart");
  });

  it("fits eight players at 1024×768 without scrolling the window sideways", async () => {
    await browser.setWindowSize(1024, 768);
    await byTestId("nav-home").click();
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    for (const name of ["Alexandria", "Bartholomew", "Cy", "Dee", "Evangeline", "Fitz"]) {
      await addPlayer(name);
      await toggle(name).waitForDisplayed();
    }
    await toggle("Ann").click();
    await toggle("Bob").click();
    await expect(toggle("Bob")).toHaveAttribute("data-seat", "8");
    await byTestId("game-option-scorepad").click();
    await byTestId("scorepad-title").setValue("Sushi Go Party");
    await byTestId("win-lowest").click();
    await expectNoSidewaysScroll("new session at 1024 wide");
    await screenshot("new-session-1024");

    await byTestId("start-session").click();
    await byTestId("screen-session").waitForDisplayed();
    for (const round of [1, 2]) {
      await byTestId("add-round").click();
      await byTestId(`cell-${round}-0`).waitForDisplayed();
      for (let seat = 0; seat < 8; seat++) await typeScore(round, seat, String((seat * 7 + round * 3) % 11 - 2));
    }
    await expectText("total-value-7", "4", "Bob's total: 6 and -2");
    await byTestId("lead-label-6").waitForDisplayed(); // lowest wins: Ann with 1
    await expectNoSidewaysScroll("an eight-player table at 1024 wide");
    await screenshot("table-eight-players-1024");

    // The unfinished game waits on the home screen.
    await byTestId("nav-home").click();
    const resume = await byTestId("resume-session");
    await resume.waitForDisplayed();
    await expect(resume).toHaveText(expect.stringContaining("Sushi Go Party"));
    await screenshot("home-resume-1024");
  });
});
