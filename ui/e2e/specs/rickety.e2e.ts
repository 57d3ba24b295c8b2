/**
 * A game of Rickety Ships in the real app, at the smallest supported window
 * (1024×768): Ann and Bob, two decks, the Basic shape (R3). A shape drawn
 * and refused (two starts), then saved. Round 1: Go with its count-in, Ann
 * calls done, both ships typed in slot by slot, Bob's with a card that
 * cannot be reached (outlined with its reason, then corrected). Round 2 is
 * stopped with nobody done, and the app is restarted in the middle of it.
 * Round 3: Bob is done first with an incomplete ship (a warning). The
 * winner is checked against a hand count of R8/R9, then found in History.
 *
 * The hand count (R8: the single highest non-zero total wins each VP):
 *   Round 1: Ann done; rockets 8–0 Ann; cannons 8–2 Ann; crew 3–1 Ann;
 *            battery 0–2 Bob                               → Ann 4, Bob 1
 *   Round 2: nobody done; rockets 0–0 nobody; cannons 3–3 tie, nobody;
 *            crew 2–0 Ann; battery 0–1 Bob                 → Ann 1, Bob 1
 *   Round 3: Bob done; rockets 0–3 Bob; cannons 0–0 nobody; crew 3–2 Ann;
 *            battery 0–1 Bob                               → Ann 1, Bob 3
 *   Game (R9): Ann 6, Bob 5 — Ann wins.
 */

import { $, browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  contentOf,
  expectAttribute,
  expectNoSidewaysScroll,
  expectWholeNames,
  expectText,
  press,
  screenshot,
  SHOTS,
  tap,
  textOf,
  toggle,
} from "../appDriver";

const slot = (row: number, col: number) => byTestId(`slot-${row}-${col}`);
const tapSlot = (row: number, col: number) => tap(`slot-${row}-${col}`);

/** Waits for the game's phase (ready, building, scoring, scored, finished). */
async function expectPhase(phase: string, why: string): Promise<void> {
  await expectAttribute("screen-session", "data-phase", phase, why);
}

/**
 * Types a card into a slot as a person at the laptop would: tap the slot,
 * type, Enter. `stored` is what the backend then holds for the cell.
 */
async function typeCard(row: number, col: number, typed: string, stored: string): Promise<void> {
  await tapSlot(row, col);
  await press(...typed.split(""), Key.Enter);
  await expectAttribute(`slot-${row}-${col}`, "data-stack", stored, `"${typed}" typed at row ${row}, col ${col}`);
}

/** Go, then the 3-2-1 count-in until the round is building. */
async function go(round: number): Promise<void> {
  await expectPhase("ready", `round ${round} waits for go`);
  await expectText("round-label", `Round ${round} of 3`, "the round being played");
  await tap("go");
  await byTestId("count-in").waitForDisplayed();
  await expectPhase("building", `the count-in of round ${round} ends in go`);
}

async function nextRound(round: number): Promise<void> {
  await tap("next-round");
  await expectPhase("ready", `round ${round} is set up`);
}

describe("a Rickety Ships game", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await browser.setWindowSize(1024, 768);
    // The theme choice outlives the app (web storage): start from the system's.
    await byTestId("theme-system").click();
  });

  it("offers Rickety Ships with its decks and shapes for two players", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await addPlayer("Ann");
    await toggle("Ann").waitForDisplayed();
    await addPlayer("Bob");
    await toggle("Bob").waitForDisplayed();

    // Rickety Ships is the first game with a screen; R2's two decks and R3's
    // Basic shape are preselected.
    await expect(byTestId("game-option-rickety").$("input")).toBeSelected();
    await expect(byTestId("decks-2").$("input")).toBeSelected();
    await expect(byTestId("shape-option-basic").$("input")).toBeSelected();
    await expect(byTestId("shape-option-basic")).toHaveText(expect.stringContaining("16 cells · 5 cannons · 4 rockets"));
    await expect(byTestId("start-session")).toBeEnabled();

    // R9: one player is not enough.
    await toggle("Bob").click();
    await expectText("start-blocker", "Rickety Ships is for 2 to 6 players: seat 1 more.", "one player is seated");
    await expect(byTestId("start-session")).toBeDisabled();
    await toggle("Bob").click();
    await expect(byTestId("start-blocker")).not.toBeExisting();

    await expectNoSidewaysScroll("new Rickety session at 1024 wide");
    await screenshot("rickety-new-session");
  });

  it("draws a shape: the backend refuses two starts, then saves it for the picker", async () => {
    await tap("open-shape-editor");
    await byTestId("screen-shapes").waitForDisplayed();

    // Taps cycle a square: outside → hull → cannon.
    await tap("draw-0-0");
    await expectAttribute("draw-0-0", "data-role", "hull", "one tap makes a hull square");
    await tap("draw-0-0");
    await expectAttribute("draw-0-0", "data-role", "cannon", "a second tap makes it a cannon");

    // Keys set roles and arrows move: C C . / # 7 7 / R . R (two starts).
    await press(Key.ArrowRight, "c", Key.ArrowDown, "7", Key.ArrowLeft, "h", Key.ArrowDown, "r");
    await press(Key.ArrowRight, Key.ArrowRight, "r", Key.ArrowUp, "7");
    await expectAttribute("draw-1-2", "data-role", "start", "7 on the keyboard makes a start square");
    await expectText("draw-counts", "7 cells · 2 cannons · 2 rockets · 2 starts", "the drawing so far");

    await byTestId("shape-name").setValue("Longboat");
    await tap("save-shape");
    await byTestId("shape-save-error").waitForDisplayed();
    await expect(byTestId("shape-save-error")).toHaveText(expect.stringContaining("2 start cells"));
    // The drawing is what is wrong, not the name: the grid is outlined.
    await expectAttribute("draw-grid", "data-invalid", "true", "two starts are the drawing's fault");
    await expectAttribute("shape-name", "aria-invalid", "false", "the name is fine");
    await expectNoSidewaysScroll("shape editor at 1024 wide");
    await screenshot("rickety-shape-editor", true);

    // One start, and it saves; the new session comes back with it chosen.
    await tap("draw-1-2");
    await press("h");
    await expectAttribute("draw-1-2", "data-role", "hull", "H makes it a hull square again");
    await expect(byTestId("shape-save-error")).not.toBeExisting();
    await expectText("shape-text", "C C .\n# 7 #\nR . R", "the shape text sent to the backend");
    await tap("save-shape");
    await byTestId("screen-new").waitForDisplayed();
    await expect(byTestId("shape-option-Longboat").$("input")).toBeSelected();
    await expect(byTestId("shape-option-Longboat")).toHaveText(expect.stringContaining("yours"));
    // The table kept its seats through the trip to the editor.
    await expect(toggle("Bob")).toHaveAttribute("data-seat", "2");

    await tap("shape-option-basic");
    await expect(byTestId("shape-option-basic").$("input")).toBeSelected();
  });

  it("starts round 1 with a count-in and a running clock", async () => {
    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await expectText("session-title", "Rickety Ships", "the game's name is the title");
    await tap("go");
    await byTestId("count-in").waitForDisplayed();
    await expectText("count-in-number", "3", "the count-in starts at 3");
    await expectPhase("building", "the count-in ends in go");

    const clock = await byTestId("round-clock");
    await browser.waitUntil(async () => /^0:0[1-9]$/.test((await clock.getText()).trim()), {
      timeoutMsg: "the round clock should run from go",
    });
    await expect(byTestId("done-0")).toHaveText(expect.stringContaining("Ann"));
    await expect(byTestId("done-1")).toHaveText(expect.stringContaining("Bob"));
    await expectNoSidewaysScroll("building at 1024 wide");
    await screenshot("rickety-building");
  });

  it("records Ann as done first and enters her complete, legal ship", async () => {
    await tap("done-0");
    await expectPhase("scoring", "Ann called done");
    assert.match(await contentOf("done-first-note"), /^Ann called “done” first/, "the note names who was first");
    await expect(byTestId("ship-tab-0")).toHaveAttribute("aria-pressed", "true");

    // Basic: . . 5C . . / . 2S 6S AS . / . 3H 7H 2H . / QC KC 8C JC 10C / KD QD . QS JH
    // The editor starts on the 7; arrows move from slot to slot.
    await expectAttribute("slot-2-2", "tabindex", "0", "the start slot is selected first");
    await typeCard(2, 2, "7h", "7H");
    await press(Key.ArrowUp, "6", "s", Key.Enter);
    await expectAttribute("slot-1-2", "data-stack", "6S", "ArrowUp from the 7 then 6s");
    await press(Key.ArrowUp, "5", "c", Key.Enter);
    await expectAttribute("slot-0-2", "data-stack", "5C", "ArrowUp again then 5c");
    const ann: [number, number, string][] = [
      [1, 1, "2s"],
      [1, 3, "as"],
      [2, 1, "3h"],
      [2, 3, "2h"],
      [3, 2, "8c"],
      [3, 1, "kc"],
      [3, 0, "qc"],
      [3, 3, "jc"],
      [3, 4, "10c"],
      [4, 0, "kd"],
      [4, 1, "qd"],
      [4, 3, "qs"],
    ];
    for (const [row, col, typed] of ann) await typeCard(row, col, typed, typed.toUpperCase());
    // The last card from the palette: a rank and a suit.
    await tapSlot(4, 4);
    await tap("palette-rank-J");
    await tap("palette-suit-H");
    await expectAttribute("slot-4-4", "data-stack", "JH", "J then ♥ on the palette puts JH");

    await expectAttribute("ship-complete", "data-complete", "true", "all 16 slots of Basic are built");
    await expectAttribute("ship-legal", "data-legal", "legal", "every card of Ann's ship stems from the 7 (R4)");
    await expectText("total-rockets", "8", "KD 3 + QD 2 + QS 2 + JH 1");
    await expectText("total-cannons", "8", "2S 2 + AS 3 + 3H 1 + 2H 2");
    await expect(byTestId("ship-tab-0")).toHaveAttribute("data-legal", "legal");
    await screenshot("rickety-editor-complete", true);
  });

  it("outlines Bob's unreachable card with its reason, then takes the correction", async () => {
    await tap("ship-tab-1");
    await expectAttribute("ship-legal", "data-legal", "empty", "Bob's ship has no cards yet");
    await typeCard(2, 2, "7d", "7D");
    await typeCard(1, 2, "6d", "6D");
    // + opens the slot's stack for a card on top (R5); the palette adds one more.
    await tapSlot(2, 2);
    await press("+", "8", "d", Key.Enter);
    await expectAttribute("slot-2-2", "data-stack", "7D/8D", "+8d stacks 8D on the 7D");
    await expect(byTestId("palette-mode-top")).toHaveAttribute("aria-checked", "true");
    await tap("palette-rank-9");
    await tap("palette-suit-D");
    await expectAttribute("slot-2-2", "data-stack", "7D/8D/9D", "9♦ added on top from the palette");

    // 9♠ east of a diamond stack: other suit, so nothing reaches it (R4).
    await typeCard(2, 3, "9s", "9S");
    await expectAttribute("slot-2-3", "data-problem", "true", "9♠ cannot be reached from the 7");
    await expectAttribute("ship-legal", "data-legal", "illegal", "the ship has an unreachable card");
    await expect(byTestId("ship-legal")).toHaveText(expect.stringContaining("Illegal: 1 problem"));
    const reason = await byTestId("slot-reason-2-3");
    await reason.waitForDisplayed();
    await expect(reason).toHaveText(expect.stringContaining("R4: 9♠ cannot be reached from the 7"));
    const problems = await browser.$$('[data-testid="problem"]');
    expect(problems.length).toBe(1);
    await expect(problems[0]!).toHaveAttribute("data-rule", "R4");
    // Cells are named counting from 1, as on the table: slot 2-3 is row 3, col 4.
    await expect(problems[0]!).toHaveText(expect.stringContaining("row 3, col 4"));
    await expect(byTestId("slot-detail")).toHaveText(expect.stringContaining("Row 3, col 4"));
    await expectNoSidewaysScroll("ship editor at 1024 wide");
    await screenshot("rickety-editor-error");

    // Scrolled down to the ship's lower rows, the ship tabs are still whole under the round bar.
    await browser.execute(() => window.scrollTo(0, 420));
    const covered = await browser.execute(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="ship-tab-"]')).flatMap((tab) => {
        const box = tab.getBoundingClientRect();
        const points = [box.top + 3, box.top + box.height / 2, box.bottom - 3];
        return points.some((y) => !tab.contains(document.elementFromPoint(box.left + box.width / 2, y)))
          ? [tab.dataset.testid ?? "?"]
          : [];
      }),
    );
    assert.deepEqual(covered, [], "no ship tab is hidden under the sticky round bar");
    await screenshot("rickety-editor-scrolled");
    await browser.execute(() => window.scrollTo(0, 0));

    // Text that is not a card is refused under its slot, and Escape puts it back.
    await tapSlot(3, 2);
    await press("9", "x", Key.Enter);
    await byTestId("slot-entry-error").waitForDisplayed();
    await expect(byTestId("slot-entry-error")).toHaveText(expect.stringContaining("does not end in a suit"));
    await press(Key.Escape);
    await expect(byTestId("slot-entry-error")).not.toBeExisting();
    await expectAttribute("slot-3-2", "data-stack", "", "Escape leaves the slot empty");

    // The correction: 2♦ is a diamond, like the stack to its west.
    await typeCard(2, 3, "2d", "2D");
    await expectAttribute("slot-2-3", "data-problem", "false", "2♦ matches the diamonds to its west");
    await expectAttribute("ship-legal", "data-legal", "legal", "Bob's ship is legal again");
    await expect(byTestId("ship-problems")).not.toBeExisting();

    // A card put where it cannot stay is cleared with Delete.
    await typeCard(3, 0, "kc", "KC");
    await expectAttribute("ship-legal", "data-legal", "illegal", "KC touches no built card");
    await tapSlot(3, 0);
    await press(Key.Delete);
    await expectAttribute("slot-3-0", "data-stack", "", "Delete clears the slot");
    await expectAttribute("ship-legal", "data-legal", "legal", "without the KC the ship is legal");

    await typeCard(3, 2, "10c", "10C");
    await expectText("total-battery", "2", "two chips on the 7D/8D/9D stack");
    await expectText("total-cannons", "2", "2♦ on a cannon slot");
  });

  it("shows the editor in the dark theme", async () => {
    await tap("theme-dark");
    await browser.waitUntil(
      async () => (await browser.execute(() => document.documentElement.dataset["theme"])) === "dark",
      { timeoutMsg: "the dark theme should set data-theme=dark on <html>" },
    );
    await tapSlot(2, 2);
    await screenshot("rickety-editor-dark");
    await tap("theme-system");
  });

  it("scores round 1 and says why each VP went where it did", async () => {
    await tap("end-round");
    await expectPhase("scored", "round 1 is scored");
    await expectText("vp-why-done", "Done first: Ann called “done” first", "Ann called done");
    await expectText("vp-why-rockets", "Rockets: Ann wins with 8 (Bob 0)", "R8 rockets");
    await expectText("vp-why-cannons", "Cannons: Ann wins with 8 (Bob 2)", "R8 cannons");
    await expectText("vp-why-crew_cargo", "Crew & cargo: Ann wins with 3 (Bob 1)", "7H 2 + 6S 1 against 6D 1");
    await expectText("vp-why-battery", "Battery packs: Bob wins with 2 (Ann 0)", "Bob's two chips");
    await expectAttribute("vp-cell-battery-1", "data-won", "true", "Bob's battery cell is marked as the winner");
    await expectText("round-vp-0", "4", "Ann's round 1 VPs");
    await expectText("round-vp-1", "1", "Bob's round 1 VPs");
    await expectText("standing-vp-0", "4", "Ann's game total");
    await expect(byTestId("round-warnings")).not.toBeExisting();
    // The ships as scored are drawn from the round's record, card by card.
    const annShip = await textOf("scored-ship-1-0");
    assert.ok(annShip.includes("7♥") && annShip.includes("6♠"), `Ann's scored ship shows her cards: ${annShip}`);
    assert.ok((await textOf("scored-ship-1-1")).includes("6♦"), "Bob's scored ship shows his 6♦");
    await expectNoSidewaysScroll("scoring at 1024 wide");
    await screenshot("rickety-scoring");
    await browser.execute(() => document.querySelector('[data-testid="scored-ship-1-0"]')?.scrollIntoView({ block: "center" }));
    await screenshot("rickety-scored-ships");
  });

  it("plays round 2, stopped with nobody done, across an app restart", async () => {
    await nextRound(2);
    await go(2);
    await tap("stop-building");
    await expectPhase("scoring", "the table stopped building");
    assert.match(await contentOf("done-first-note"), /^Building was stopped/, "the note says nobody was done");
    await typeCard(2, 2, "7s", "7S");
    await typeCard(2, 1, "as", "AS");

    // Quit mid-round; the game waits on the home screen with its cards.
    await browser.reloadSession();
    await browser.setWindowSize(1024, 768);
    const resume = await byTestId("resume-session");
    await resume.waitForDisplayed();
    await expect(resume).toHaveText(expect.stringContaining("Rickety Ships"));
    await resume.click();
    await expectPhase("scoring", "the session reopens where it was left");
    await expectAttribute("slot-2-1", "data-stack", "AS", "Ann's ace survived the restart");

    await tap("ship-tab-1");
    await typeCard(2, 2, "7h/8h", "7H/8H");
    await typeCard(2, 3, "ah", "AH");
    await tap("end-round");
    await expectPhase("scored", "round 2 is scored");
    await expectText("vp-why-done", "Done first: nobody called “done” — building was stopped", "Stop gives no done VP");
    await expectText("vp-why-rockets", "Rockets: all at 0 — nobody", "R8: a highest of 0 awards nobody");
    await expectText("vp-why-cannons", "Cannons: tie at 3 — nobody", "R8: a tie for the highest awards nobody");
    await expectText("vp-why-crew_cargo", "Crew & cargo: Ann wins with 2 (Bob 0)", "Ann's visible 7S");
    await expectText("vp-why-battery", "Battery packs: Bob wins with 1 (Ann 0)", "Bob's 7H/8H");
    await expectText("standing-vp-0", "5", "Ann: 4 + 1");
    await expectText("standing-vp-1", "2", "Bob: 1 + 1");
  });

  it("plays round 3 with Bob done first and announces Ann as the winner", async () => {
    await nextRound(3);
    await go(3);
    await tap("done-1");
    await expectPhase("scoring", "Bob called done");
    await expect(byTestId("ship-tab-1")).toHaveAttribute("aria-pressed", "true");
    await typeCard(2, 2, "7c", "7C");
    await typeCard(3, 2, "8c/9c", "8C/9C");
    await typeCard(3, 3, "qc", "QC");
    await typeCard(4, 3, "kd", "KD");
    await tap("ship-tab-0");
    await typeCard(2, 2, "7d", "7D");
    await typeCard(1, 2, "6d", "6D");

    await tap("end-round");
    await expectPhase("finished", "round 3 ends the game (R9)");
    await expectText("round-vp-0", "1", "Ann's round 3: crew & cargo");
    await expectText("round-vp-1", "3", "Bob's round 3: done, rockets, battery");
    await expectText("standing-vp-0", "6", "Ann: 4 + 1 + 1");
    await expectText("standing-vp-1", "5", "Bob: 1 + 1 + 3");
    await expectText("final-result-text", "Ann wins", "6 VP beat 5 (R9)");
    await expect(byTestId("round-warning")).toHaveText(
      expect.stringContaining('Bob called "done" first, but that ship is incomplete'),
    );
    await byTestId("lead-label-0").waitForDisplayed();
    await expect(byTestId("lead-label-1")).not.toBeExisting();
    await expectNoSidewaysScroll("final scores at 1024 wide");
    await expectText("session-status", "Game over — not yet recorded", "the game ended but nothing is recorded yet");
    await screenshot("rickety-final");

    // A table that walks away finds the game first on Home, waiting for its result.
    await tap("nav-home");
    const waiting = await byTestId("resume-session");
    await waiting.waitForDisplayed();
    await expect(waiting.$('[data-testid="resume-awaiting"]')).toHaveText("Game over — not yet recorded");
    await expect(waiting).toHaveText(expect.stringContaining("Record result"));
    await screenshot("home-awaiting-close", true);
    await tap("theme-dark");
    await screenshot("home-awaiting-close-dark", true);
    await tap("theme-system");
    await waiting.click();
    await expectPhase("finished", "back at the final scores");

    await tap("close-session");
    await expectText("session-status", "Finished", "the game is closed");
    // One tap takes the close back, and one more records it again.
    await tap("reopen-session");
    await expectText("session-status", "Game over — not yet recorded", "Undo close reopens the game");
    await expect(byTestId("reopen-session")).not.toBeExisting();
    await tap("close-session");
    await expectText("session-status", "Finished", "the game is closed");
    await expectText("final-result-text", "Ann wins", "the recorded result");
    await expect(byTestId("undo")).not.toBeExisting();
    await byTestId("timeline").waitForDisplayed();
    await screenshot("rickety-closed", true);
    await tap("show-round-1");
    await expectText("round-vp-0", "4", "round 1 can still be looked at");
  });

  it("lists the game in History with its VPs and winner", async () => {
    await tap("nav-history");
    await byTestId("history-list").waitForDisplayed();
    const item = await byTestId("history-item");
    await expect(item).toHaveAttribute("data-status", "finished");
    await expect(item.$('[data-testid="history-title"]')).toHaveText("Rickety Ships");
    await expect(item.$('[data-testid="history-winner"]')).toHaveText("Ann wins");
    await expect(item).toHaveText(expect.stringContaining("6 VP"));
    await expect(item).toHaveText(expect.stringContaining("5 VP"));
    await screenshot("rickety-history");
  });

  it("keeps the 7-wide dreadnought's slots readable at 1024×768", async () => {
    await tap("nav-home");
    await tap("new-session");
    await toggle("Ann").click();
    await toggle("Bob").click();
    await tap("shape-option-dreadnought");
    await expectWholeNames("the shape cards at 1024", ".shape-name");
    await browser.setWindowSize(1280, 800);
    await expectWholeNames("the shape cards at 1280", ".shape-name");
    await screenshot("rickety-shapes-1280");
    await browser.setWindowSize(1024, 768);
    await tap("start-session");
    await go(1);
    await tap("stop-building");
    await expectPhase("scoring", "stopped");
    await typeCard(2, 3, "7s", "7S");
    await typeCard(2, 4, "8s/9s", "8S/9S");
    await typeCard(1, 3, "6h", "6H");
    await tapSlot(2, 3);
    const size = await slot(0, 2).getSize();
    assert.ok(size.width >= 60, `a dreadnought slot at 1024 wide should be at least 60px, it is ${size.width}px`);
    await expectNoSidewaysScroll("dreadnought editor at 1024 wide");
    await screenshot("rickety-dreadnought-1024");

    // Closing early records the VPs so far (none): a game left unfinished.
    await tap("close-session-early");
    await byTestId("close-dialog").waitForDisplayed();
    await tap("close-confirm");
    await expectText("session-status", "Finished", "closed early");
    await expect($('[data-testid="final-result-text"]')).toHaveText("Nobody won a VP");
    assert.equal(await textOf("standing-vp-0"), "0");
  });
});
