/**
 * A whole evening at the table, in the real app: two new players, a
 * scorepad of three rounds, a mistake taken back with undo, the session
 * closed and found in History with its winner, and still there after the
 * app restarts. A screenshot of every screen goes to
 * ../target/e2e-screenshots/ for a person to look at.
 */

import { browser, expect } from "@wdio/globals";
import fs from "node:fs";
import path from "node:path";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  expectContent,
  expectNoSidewaysScroll,
  expectWholeNames,
  expectText,
  screenshot,
  setTheme,
  SHOTS,
  tap,
  textOf,
  toggle,
} from "../appDriver";
import { closeSession, playRounds, typeScore } from "../scorepadDriver";

/**
 * Readies a probe in the page: the next Enter pressed starts the clock; the
 * clock stops on the first animation frame after `testId`'s text has
 * changed (the backend applied the command and the new total was put on
 * the page). Read it with `probeResult`.
 */
async function armProbe(testId: string): Promise<void> {
  await browser.execute((id: string) => {
    const read = () => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    const before = read();
    const probe: { start: number | null; end: number | null } = { start: null, end: null };
    (window as unknown as { drydockProbe: typeof probe }).drydockProbe = probe;
    const onkey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && probe.start === null) probe.start = performance.now();
    };
    document.addEventListener("keydown", onkey, true);
    const observer = new MutationObserver(() => {
      if (probe.start === null || read() === before) return;
      observer.disconnect();
      document.removeEventListener("keydown", onkey, true);
      requestAnimationFrame(() => (probe.end = performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, testId);
}

/** The probe's time in ms, once it has stopped. */
async function probeResult(): Promise<number> {
  const read = () =>
    browser.execute(() => {
      const probe = (window as unknown as { drydockProbe?: { start: number | null; end: number | null } }).drydockProbe;
      return probe && probe.start !== null && probe.end !== null ? probe.end - probe.start : null;
    });
  await browser.waitUntil(async () => (await read()) !== null, {
    timeoutMsg: "the probe should see Enter pressed and the total change",
  });
  const ms = await read();
  if (ms === null) throw new Error("the probe has no time");
  return ms;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function totals(): Promise<string[]> {
  return [await textOf("total-value-0"), await textOf("total-value-1")];
}

describe("a scorepad evening", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // The theme choice outlives the app (web storage): start from the system's.
    await setTheme("system");
  });

  it("opens on an empty home screen that says what to do next", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await byTestId("home-empty").waitForDisplayed();
    await expect(byTestId("home-empty")).toHaveText(expect.stringContaining("New session"));
    // Each game says what Drydock keeps for it, with a button to start one.
    for (const [id, says] of [
      ["rickety", "photo"],
      ["spacecraft", "rocket"],
      ["ships", "eras"],
      ["flicky", "upgrade shop"],
      ["scorepad", "any other game"],
    ] as const) {
      await expect(byTestId(`home-game-${id}`)).toHaveText(expect.stringContaining(says));
    }
    await screenshot("home-empty");
    await byTestId("home-start-ships").click();
    await byTestId("screen-new").waitForDisplayed();
    await expect(byTestId("game-option-ships").$("input")).toBeSelected();
    await byTestId("nav-home").click();
    await byTestId("screen-home").waitForDisplayed();
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
    for (const [r, scores] of rounds.entries()) {
      const round = r + 1;
      await playRounds([scores], round);
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

  it("corrects a filled score by clicking it and typing: the new score replaces the old", async () => {
    await typeScore(1, 0, "6");
    await expectText("total-value-0", "17", "Ann's 10 in round 1 corrected to 6 (not 106)");
    await expect(byTestId("cell-1-0")).toHaveValue("6");
    // Escape puts the stored score back after typing over it.
    await byTestId("cell-1-0").click();
    await browser.keys(["9", "8"]);
    await expect(byTestId("cell-1-0")).toHaveValue("98");
    await browser.keys(Key.Escape);
    await expect(byTestId("cell-1-0")).toHaveValue("6");
  });

  it("undoes from a score cell: first the typing, then the last change, and says what it undid", async () => {
    await byTestId("cell-1-0").click();
    await browser.keys("4");
    await browser.keys([Key.Ctrl, "z"]);
    await expect(byTestId("cell-1-0")).toHaveValue("6");
    expect(await totals()).toEqual(["17", "24"]);
    await browser.keys([Key.Ctrl, "z"]);
    await expectText("total-value-0", "21", "the second Ctrl+Z undoes the correction");
    await expect(byTestId("cell-1-0")).toHaveValue("10");
    await expectContent("last-change", "Undid: Round 1: Ann 6 (was 10)", "the status line names what the undo took back");
    await browser.keys(Key.Escape);
    await byTestId("session-title").click();
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

    // From a score field the same keys work on the session too.
    await byTestId("cell-2-0").click();
    await browser.keys([Key.Ctrl, Key.Shift, "z"]);
    await expectText("total-value-0", "48", "Ctrl+Shift+Z in a score cell redoes");
    await browser.keys([Key.Ctrl, "z"]);
    await expectText("total-value-0", "21", "Ctrl+Z in a score cell undoes");
    await expectContent("last-change", "Undid: Round 2: Ann 30 (was 3)", "the status line names what Ctrl+Z took back");
    await expect(byTestId("redo")).toBeEnabled();
    await browser.keys(Key.Escape);
    await byTestId("session-title").click();
    await screenshot("table-mid-game");
  });

  it("switches to the dark theme", async () => {
    await setTheme("dark");
    await screenshot("table-dark");
    await setTheme("system");
  });

  it("closes the session after confirming, read-only with the result", async () => {
    await closeSession();
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
    const score = (round: number, seat: number) => String(((seat * 7 + round * 3) % 11) - 2);
    await playRounds([1, 2].map((round) => Array.from({ length: 8 }, (_, seat) => score(round, seat))));
    await expectText("total-value-7", "4", "Bob's total: 6 and -2");
    await byTestId("lead-label-6").waitForDisplayed(); // lowest wins: Ann with 1
    await expectNoSidewaysScroll("an eight-player table at 1024 wide");
    await screenshot("table-eight-players-1024");
    await expectWholeNames("an eight-player table at 1024 wide");
    await setTheme("dark");
    await screenshot("table-eight-players-1024-dark");
    await setTheme("light");

    // The unfinished game waits on the home screen.
    await byTestId("nav-home").click();
    const resume = await byTestId("resume-session");
    await resume.waitForDisplayed();
    await expect(resume).toHaveText(expect.stringContaining("Sushi Go Party"));
    await screenshot("home-resume-1024");
  });

  // A figure for a person to read, not a pass/fail: the test fails only
  // when the time cannot be measured.
  it("measures how long a typed score takes to be applied and shown", async () => {
    await tap("resume-session");
    await byTestId("screen-session").waitForDisplayed();
    await byTestId("cell-1-0").waitForDisplayed();
    const samples: number[] = [];
    for (let i = 0; i < 21; i++) {
      // Alexandria's round 1 score alternates so her total changes every time.
      await armProbe("total-value-0");
      await typeScore(1, 0, String(20 + (i % 2)));
      await expectText("total-value-0", String(24 + (i % 2)), "Alexandria's round 1 score plus her 4 of round 2");
      const ms = await probeResult();
      // The first one warms up the path; it is not counted.
      if (i > 0) samples.push(Math.round(ms * 10) / 10);
    }
    const figure = { apply_and_render_ms_median: median(samples), samples };
    fs.writeFileSync(path.join(SHOTS, "responsiveness.json"), `${JSON.stringify(figure, null, 2)}\n`);
    console.log(`Typed score applied and shown: median ${figure.apply_and_render_ms_median} ms over ${samples.length} (${samples.join(", ")})`);
  });
});
