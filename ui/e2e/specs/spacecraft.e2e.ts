/**
 * Space Craft in the real app, at the smallest supported window (1024×768):
 * Agata and Piotrek play docs/examples/spacecraft-short.json — the basic
 * variant, plan 3 hulls + 1 nose, countdown 2, 1, two display spaces a
 * row, goals 1 and 2 kept at setup (S7c) — from the new-session options to
 * the final scores. Every pawn takes a tile, picked before Enter or Search
 * (S9), and every new part is paid for with the scrap beside the board:
 * the token under its workshop column and the section's minimum weight as
 * the table reads them, and the tiles given. The project cards are entered
 * through the card form as the table draws them; Agata's first build is
 * placed by tapping the builder's grid, after an illegal wing under the
 * hull is outlined and refused (S2), and an exchange without its column's
 * token is refused (S9); the later rockets are typed in the text entry.
 * Piotrek's board reaches weight 7 and he must leave (S9). Agata meets
 * the plan first, the countdown flips 2, then 1, then the launch card;
 * Agata and Piotrek take the final round's leaves (Agata builds her last
 * two parts); the unused scrap the app counted, 0 and 5; Agata wins 57 to
 * 19.
 *
 * The hand count (S8), as in the example:
 *   Agata: launch 5 + plan 5 + goal 1 (identical white wings on the grey
 *          hull) 1 × 7 + projects 8 (1 nose) + 10 (2 wings) + 10 (3 hulls)
 *          + 12 (width 4) = 57;
 *   Piotrek: goal 2 (white nose and white engine on one hull) 1 × 7 +
 *          projects 12 (1 engine) = 19; one hull, so no plan.
 */

import { browser, expect } from "@wdio/globals";
import fs from "node:fs";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  expectAttribute,
  expectNoSidewaysScroll,
  expectText,
  screenshot,
  expectDarkSurface,
  SHOTS,
  tap,
  toggle,
} from "../appDriver";

const AGATA = 0;
const PIOTREK = 1;

/** A scrap tile as the picker names it: `cables-3`, `light-bulb-1`. */
type TileKey = string;

/** Waits until it is `seat`'s turn `turn`, at its first step. */
async function expectTurn(turn: number, seat: number): Promise<void> {
  await expectAttribute("screen-session", "data-turn", String(turn), `turn ${turn} has begun`);
  await expectAttribute("screen-session", "data-current", String(seat), `seat ${seat} plays turn ${turn}`);
  await expectAttribute("screen-session", "data-step", "action", `turn ${turn} starts with its action`);
}

async function expectStep(step: string, why: string): Promise<void> {
  await expectAttribute("screen-session", "data-step", step, why);
}

/**
 * A turn of entering the scrapyard (pawn off the board), or searching it:
 * the tile the pawn takes is tapped first (S9), then the action.
 */
async function plainTurn(turn: number, seat: number, action: "enter" | "search", tile: TileKey): Promise<void> {
  await expectTurn(turn, seat);
  await expect(byTestId(`act-${action}`)).toBeDisabled();
  await tap(`tile-${tile}`);
  await expectAttribute("tile-picker", "data-picked", tile, `the ${tile} tile is picked`);
  await tap(`act-${action}`);
  await expectStep("done", `${action} is the turn's action`);
  await tap("act-end-turn");
  await expectAttribute("screen-session", "data-turn", String(turn + 1), `turn ${turn} ends`);
}

async function leave(turn: number, seat: number): Promise<void> {
  await expectTurn(turn, seat);
  await tap("act-leave");
  await expectStep("leaving", "leaving the scrapyard opens the builder");
  await expectAttribute("builder", "data-editable", "true", "the current player builds after leaving");
}

/** Waits until the builder's live verdict is for the rocket on its grid, then checks it. */
async function expectLegal(legal: boolean, why: string): Promise<void> {
  await expectAttribute("builder", "data-checked", "true", "the backend has judged the rocket on the grid");
  await expectAttribute("build-legal", "data-legal", String(legal), why);
}

/** Sends the builder's rocket and waits until the backend holds it (`parts` parts). */
async function build(parts: number, why: string): Promise<void> {
  await tap("build-submit");
  await expectAttribute("builder", "data-built-parts", String(parts), why);
  await expectAttribute("builder", "data-changed", "false", "the grid shows the rocket as built");
  await expect(byTestId("build-error")).not.toBeExisting();
}

/** Types a rocket into the builder's text entry and puts it on the grid. */
async function typeRocket(rocket: string, why: string): Promise<void> {
  await tap("rocket-text-toggle");
  const text = await byTestId("rocket-text");
  await text.waitForDisplayed();
  // WebDriver drops a typed "\n": each line break is the Enter key, as a person types it.
  await text.clearValue();
  for (const [i, line] of rocket.split("\n").entries()) {
    if (i > 0) await text.addValue(Key.Enter);
    await text.addValue(line);
  }
  await expect(text).toHaveValue(rocket);
  await tap("rocket-text-apply");
  await expectLegal(true, `${why}: the typed rocket is legal`);
}

/** The exchange row (0 or 1) that pays for `part`, e.g. `W:white`. */
async function exchangeRow(part: string): Promise<number> {
  for (const i of [0, 1]) {
    const row = await byTestId(`exchange-${i}`);
    if ((await row.isExisting()) && (await row.getAttribute("data-part")) === part) return i;
  }
  throw new Error(`no exchange row pays for ${part}`);
}

/**
 * S9: pays for `part` with the tiles beside the board at `tiles` (their
 * places in the row), at a column whose token is `token` in a section of
 * minimum weight `min`, as the table reads its workshop.
 */
async function pay(part: string, token: string, min: number, tiles: number[]): Promise<void> {
  const i = await exchangeRow(part);
  await (await byTestId(`exchange-${i}-token`)).selectByAttribute("value", token);
  await (await byTestId(`exchange-${i}-min`)).setValue(String(min));
  for (const j of tiles) await tap(`exchange-${i}-tile-${j}`);
  await expectAttribute(`exchange-${i}-tile-${tiles[0]}`, "aria-pressed", "true", `the tile pays for the ${part}`);
}

/** Builds a typed rocket, paying for each new part with `payments` (S9). */
async function buildTyped(
  rocket: string,
  parts: number,
  why: string,
  payments: [part: string, token: string, min: number, tiles: number[]][],
): Promise<void> {
  await typeRocket(rocket, why);
  await expectAttribute("builder", "data-exchanges-due", String(payments.length), `${why}: one exchange per new part`);
  for (const [part, token, min, tiles] of payments) await pay(part, token, min, tiles);
  await build(parts, why);
}

/** Enters a card the table drew through the card form: one requirement and the points. */
async function revealCard(
  row: "lower" | "upper",
  slot: number,
  requirement: { type: "kind"; kind: string; n: number } | { type: "colour"; colour: string; n: number } | { type: "width" | "height"; n: number },
  points: number,
): Promise<void> {
  await tap(`reveal-open-${row}-${slot}`);
  await expectAttribute("reveal-form", "data-slot", String(slot), `the form is for space ${slot + 1}`);
  await expectAttribute("reveal-form", "data-row", row, `the form is for the ${row} row`);
  await tap(`req-0-type-${requirement.type}`);
  if (requirement.type === "kind") await tap(`req-0-kind-${requirement.kind}`);
  if (requirement.type === "colour") await tap(`req-0-colour-${requirement.colour}`);
  await (await byTestId("req-0-n")).setValue(String(requirement.n));
  await (await byTestId("card-points")).setValue(String(points));
  await tap("reveal-submit");
  await expectAttribute(`slot-${row}-${slot}`, "data-filled", "true", `the card is in the ${row} row, space ${slot + 1}`);
  await expectAttribute(`slot-${row}-${slot}`, "data-points", String(points), "the card's points");
}

async function complete(slot: number, why: string): Promise<void> {
  await expect(byTestId(`complete-${slot}`)).toBeEnabled();
  await tap(`complete-${slot}`);
  await expectAttribute(`slot-lower-${slot}`, "data-filled", "false", why);
}

/** Scrolls an element to the top of the window, under the sticky toolbar. */
async function showAtTop(testId: string): Promise<void> {
  const element = await byTestId(testId);
  await browser.execute((el) => {
    const top = (el as unknown as HTMLElement).getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - 150));
  }, element);
}

describe("a short game of Space Craft", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await browser.setWindowSize(1024, 768);
    // The theme choice outlives the app (web storage): start from the system's.
    await tap("theme-system");
  });

  it("sets up the short game for Agata and Piotrek", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await addPlayer("Agata");
    await toggle("Agata").waitForDisplayed();
    await addPlayer("Piotrek");
    await toggle("Piotrek").waitForDisplayed();

    await tap("game-option-spacecraft");
    await expect(byTestId("game-option-spacecraft").$("input")).toBeSelected();
    await byTestId("spacecraft-options").waitForDisplayed();
    // No earlier game: the defaults, with the plan still to copy from the card.
    await expect(byTestId("sc-remembered")).not.toBeExisting();
    await expect(byTestId("sc-variant-basic").$("input")).toBeSelected();
    await expect(byTestId("countdown-input")).toHaveValue("3, 2, 1");
    await expectText("display-count", "4", "S4: 4 spaces a row by default");
    await expectText("start-blocker", "Enter the plan card: how many parts of each kind it asks for (S7).", "S7");
    await expect(byTestId("start-session")).toBeDisabled();

    for (let i = 0; i < 3; i++) await tap("plan-hull-plus");
    await tap("plan-nose-plus");
    await expectText("plan-preview", "Plan: 3 hulls + 1 nose", "the plan card of the example");
    await (await byTestId("countdown-input")).setValue("2, 1");
    await expect(byTestId("countdown-input")).toHaveValue("2, 1");
    await tap("display-minus");
    await tap("display-minus");
    await expectText("display-count", "2", "two spaces a row");
    await tap("sc-goal-0-1");
    await tap("sc-goal-1-2");
    await expect(byTestId("sc-goal-0-1")).toHaveAttribute("aria-checked", "true");
    await expect(byTestId("sc-goal-1-2")).toHaveAttribute("aria-checked", "true");
    await expect(byTestId("start-session")).toBeEnabled();
    await showAtTop("spacecraft-options");
    await screenshot("spacecraft-options");
    await showAtTop("sc-goal-row-0");
    await screenshot("spacecraft-options-goals");
    await expectNoSidewaysScroll("Space Craft options at 1024 wide");

    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await expectTurn(1, AGATA);
    await expect(byTestId("session-setup")).toHaveText(
      expect.stringContaining("Basic variant · plan 3 hulls + 1 nose · countdown 2, 1, then the launch card · 2 spaces per row"),
    );
    await expect(byTestId("reminders")).toHaveText(expect.stringContaining("4 project card spaces are empty"));
    await expectAttribute("countdown-panel", "data-stage", "waiting", "nobody meets the plan yet");
    await expectText("plan-text", "3 hulls + 1 nose", "the plan");
    await expect(byTestId("goal-0")).toHaveAttribute("data-goal", "1");
    await expect(byTestId("goal-1")).toHaveAttribute("data-goal", "2");
  });

  it("enters the four cards drawn through the card form", async () => {
    // A card without its points is not sent: the form says what is missing.
    await tap("reveal-open-lower-0");
    await tap("req-0-kind-nose");
    await tap("reveal-submit");
    await expectText("reveal-problem", "The card's points: type a whole number from 0 to 99.", "points are required");
    await expectAttribute("slot-lower-0", "data-filled", "false", "nothing was sent");
    await showAtTop("reveal-form");
    await screenshot("spacecraft-card-form");
    await tap("reveal-cancel");
    await revealCard("lower", 0, { type: "kind", kind: "nose", n: 1 }, 8);
    await revealCard("lower", 1, { type: "kind", kind: "wing", n: 2 }, 10);
    await revealCard("upper", 0, { type: "kind", kind: "hull", n: 3 }, 10);
    await revealCard("upper", 1, { type: "kind", kind: "engine", n: 1 }, 12);
    await expect(byTestId("slot-text-lower-1")).toHaveText("2 wings");
    await expect(byTestId("reveal-form")).not.toBeExisting();
    await expect(byTestId("claims-lower-0")).toHaveText(expect.stringContaining("Nobody meets it yet"));
  });

  it("plays turns 1 to 4: both pawns enter the scrapyard and search it, each taking a tile (S9)", async () => {
    await expect(byTestId("act-search")).not.toBeExisting();
    await expect(byTestId("act-leave")).not.toBeExisting();
    await expectText("tile-board", "Agata’s board: 0 of 4 tiles, weight 0 of 7", "an empty player board");
    await plainTurn(1, AGATA, "enter", "cables-3");
    await plainTurn(2, PIOTREK, "enter", "cables-3");
    await plainTurn(3, AGATA, "search", "gears-2");
    await plainTurn(4, PIOTREK, "search", "propeller-3");
    await expectAttribute("scrap-board-0", "data-weight", "5", "cables 3 + gears 2 on Agata's board");
  });

  it("turn 5: Agata's wing under the hull is refused (S2), an exchange without its token is refused (S9), then she builds by tapping the grid", async () => {
    await leave(5, AGATA);
    await expectAttribute("scrap-beside-0", "data-count", "2", "leaving puts the board's tiles beside it");
    await expectAttribute("build-cell-1-1", "data-part", "hull:grey", "the starting hull in the middle of the margin");

    // A white wing directly south of the hull: the pieces do not fit (S2).
    await tap("palette-kind-wing");
    await tap("palette-colour-white");
    await tap("build-cell-2-1");
    await expectAttribute("build-cell-2-1", "data-part", "wing:white", "the wing is placed");
    await expectLegal(false, "a wing fits only east or west of a hull");
    await expectAttribute("build-cell-2-1", "data-illegal", "true", "the wing is outlined");
    await expect(byTestId("build-violations")).toHaveText(expect.stringContaining("does not fit the H:grey to its north"));
    await expectText("build-new-parts", "New parts this leave: 1 of 2 (white wing)", "one part placed");
    await showAtTop("builder-card");
    await screenshot("spacecraft-illegal-join");
    await expectNoSidewaysScroll("the builder at 1024 wide");

    await tap("build-submit");
    await byTestId("build-error").waitForDisplayed();
    await expect(byTestId("build-error")).toHaveAttribute("data-rule", "S2");
    await expect(byTestId("build-error")).toHaveText(expect.stringContaining("S2 A part cannot be built where it cannot be attached"));
    await expect(byTestId("build-error")).toHaveText(expect.stringContaining("does not fit the H:grey to its north"));

    // Tap the wing, remove it, then a gold nose north and the wing west.
    await tap("build-cell-2-1");
    await byTestId("build-selected").waitForDisplayed();
    await tap("build-remove");
    await expectLegal(true, "back to the starting hull alone");
    await tap("palette-kind-nose");
    await tap("palette-colour-gold");
    await tap("build-cell-0-1");
    await expectAttribute("build-cell-1-1", "data-part", "nose:gold", "the grid grew a row above the nose");
    await expectAttribute("build-cell-2-1", "data-part", "hull:grey", "the hull under it");
    await tap("palette-kind-wing");
    await tap("palette-colour-white");
    await tap("build-cell-2-0");
    await expectAttribute("build-cell-2-1", "data-part", "wing:white", "the grid grew a column left of the wing");
    await expectLegal(true, "a nose north and a wing west of the hull fit (S2)");
    await expectAttribute("count-kind-nose", "data-n", "1", "one nose");
    await expectAttribute("count-kind-wing", "data-n", "1", "one wing");
    await expectText("count-width", "2", "wing and hull in one row");
    await expectText("count-height", "2", "nose over hull");
    await expectText("build-new-parts", "New parts this leave: 2 of 2 (gold nose, white wing)", "two parts, the most (S9)");

    // S9: the tiles swapped — the nose's column asks for cables, the wing's for gears.
    await expectAttribute("builder", "data-exchanges-due", "2", "one exchange per new part");
    await pay("N:gold", "cables", 3, [1]);
    await pay("W:white", "gears", 2, [0]);
    const nose = await exchangeRow("N:gold");
    await expectText(`exchange-${nose}-line`, "weight 2 of 3: not enough", "the gears tile weighs 2");
    await tap("build-submit");
    await byTestId("build-error").waitForDisplayed();
    await expect(byTestId("build-error")).toHaveAttribute("data-rule", "S9");
    await expect(byTestId("build-error")).toHaveText(expect.stringContaining("Agata cannot build a gold nose"));
    await expect(byTestId("build-error")).toHaveText(expect.stringContaining("at least one cables tile"));
    await showAtTop("exchanges");
    await screenshot("spacecraft-exchange-refused");
    await expectNoSidewaysScroll("the exchanges at 1024 wide");
    // Give each tile back, then to the part whose token it is.
    const wing = await exchangeRow("W:white");
    await tap(`exchange-${nose}-tile-1`);
    await tap(`exchange-${wing}-tile-0`);
    await tap(`exchange-${nose}-tile-0`);
    await tap(`exchange-${wing}-tile-1`);
    await expectText(`exchange-${nose}-line`, "weight 3 for 3", "the cables tile pays for the nose");
    await build(3, "the grey hull, a gold nose and a white wing");
    await expectAttribute("count-kind-nose", "data-n", "1", "the built rocket keeps its nose");
    await expectAttribute("scrap-spent-0", "data-count", "2", "both tiles exchanged, face down");
    await expectAttribute("scrap-beside-0", "data-count", "0", "nothing left beside the board");

    // Agata now meets the 1-nose card: a badge in her colour, then she completes it.
    await byTestId("claim-lower-0-0").waitForDisplayed();
    await expect(byTestId("claim-lower-0-0")).toHaveText(expect.stringContaining("Agata"));
    await expect(byTestId("claim-lower-0-1")).not.toBeExisting();
    await expect(byTestId("complete-1")).toBeDisabled();
    await showAtTop("display");
    await screenshot("spacecraft-display-claims");
    await expectNoSidewaysScroll("the display at 1024 wide");
    await complete(0, "S4: the 1-nose card is Agata's");
    await expectText("total-0", "8", "8 points of project cards");
    await tap("act-end-turn");
    await expectTurn(6, PIOTREK);
    // S4: the 3-hull card moved down; the table draws a card for the upper space.
    await expect(byTestId("slot-text-lower-0")).toHaveText("3 hulls");
    await revealCard("upper", 0, { type: "width", n: 4 }, 12);
  });

  it("turns 6 to 8: Piotrek's board weighs 7, so he must leave, and he types his rocket (goal 2)", async () => {
    await plainTurn(6, PIOTREK, "search", "light-bulb-1");
    await expectAttribute("scrap-board-1", "data-full", "true", "cables 3 + propeller 3 + light bulb 1 = 7");
    await plainTurn(7, AGATA, "enter", "gears-2");
    await expectTurn(8, PIOTREK);
    await expect(byTestId("act-search")).not.toBeExisting();
    await expectText("prompt", "Piotrek’s player board is full (4 tiles or weight 7): Piotrek must leave the scrapyard.", "S9");
    await leave(8, PIOTREK);
    await buildTyped("N:white\nH:grey\nE:white", 3, "Piotrek's rocket", [
      ["N:white", "cables", 3, [0]],
      ["E:white", "propeller", 4, [1, 2]],
    ]);
    await expect(byTestId("count-goal")).toHaveText(expect.stringContaining("Goal 2: 1 × 7 = 7"));
    await expectText("goal-count-1", "1 × 7 = 7 points", "goal 2 once");
    await tap("act-end-turn");
  });

  it("turns 9 to 12: Agata completes the wings card, Piotrek the engine card", async () => {
    await plainTurn(9, AGATA, "search", "cables-3");
    await plainTurn(10, PIOTREK, "enter", "light-bulb-1");
    // Each player's scrap on their board at the table.
    await expectAttribute("scrap-board-0", "data-count", "2", "gears and cables on Agata's board");
    await expectAttribute("scrap-board-0", "data-weight", "5", "2 + 3");
    await expectAttribute("scrap-spent-1", "data-count", "3", "Piotrek exchanged three tiles");
    await showAtTop("boards");
    await screenshot("spacecraft-scrap");
    await expectNoSidewaysScroll("the boards with scrap at 1024 wide");

    await leave(11, AGATA);
    await typeRocket(". N:gold .\nW:white H:grey W:white\n. H:gold .", "two white wings and a gold hull");
    // The white wing's column was described on turn 5: offered again.
    const wing = await exchangeRow("W:white");
    await expect(byTestId(`exchange-${wing}-token`)).toHaveValue("gears");
    await expect(byTestId(`exchange-${wing}-min`)).toHaveValue("2");
    await tap(`exchange-${wing}-tile-0`);
    await pay("H:gold", "cables", 3, [1]);
    await build(5, "two white wings and a gold hull");
    await expectText("goal-count-0", "1 × 7 = 7 points", "S6 goal 1: identical wings on one hull");
    await complete(1, "the 2-wing card is Agata's");
    await tap("act-end-turn");
    await expectTurn(12, PIOTREK);
    await expect(byTestId("slot-text-lower-1")).toHaveText("1 engine");
    await revealCard("upper", 1, { type: "colour", colour: "gold", n: 2 }, 6);

    await leave(12, PIOTREK);
    await complete(1, "the engine card is Piotrek's");
    await tap("act-end-turn");
    await expectTurn(13, AGATA);
    await revealCard("upper", 1, { type: "height", n: 5 }, 9);
    await plainTurn(13, AGATA, "enter", "cables-3");
    await plainTurn(14, PIOTREK, "enter", "bolt-1");
    await plainTurn(15, AGATA, "search", "propeller-3");
    await plainTurn(16, PIOTREK, "search", "bolt-1");
  });

  it("turn 17: Agata meets the plan first and takes the countdown (S7)", async () => {
    await leave(17, AGATA);
    await buildTyped(". N:gold .\nW:white H:grey W:white\n. H:gold .\n. H:white X:blue", 7, "three hulls and a nose", [
      ["H:white", "cables", 3, [0]],
      ["X:blue", "propeller", 3, [1]],
    ]);
    await expectAttribute("countdown-panel", "data-stage", "counting", "Agata met the plan first");
    await expectText("countdown-headline", "Agata holds the countdown", "the holder is named");
    await expectText("countdown-flips-left", "3 more flips to launch", "2, 1, then the launch card");
    await expectAttribute("plan-met-0", "data-met", "true", "Agata's rocket meets the plan");
    await expectAttribute("plan-met-1", "data-met", "false", "Piotrek has one hull");
    await complete(0, "the 3-hull card is Agata's");
    await tap("act-end-turn");
    await expectTurn(18, PIOTREK);
    await revealCard("upper", 0, { type: "colour", colour: "blue", n: 3 }, 7);
  });

  it("turns 18 to 22: the countdown flips 2, then 1, at the start of Agata's turns", async () => {
    await plainTurn(18, PIOTREK, "search", "gears-2");
    await expectTurn(19, AGATA);
    await expectText("countdown-showing", "2", "the first countdown card");
    await expectText("countdown-flips-left", "2 more flips to launch", "1, then the launch card");
    await expectAttribute("countdown-card-0", "data-state", "showing", "the 2 is face up");
    await showAtTop("countdown-panel");
    await screenshot("spacecraft-countdown");
    await showAtTop("boards");
    await screenshot("spacecraft-boards");
    await expectNoSidewaysScroll("the countdown at 1024 wide");
    await plainTurn(19, AGATA, "enter", "cables-3");
    // Piotrek leaves to keep his scrap beside the board.
    await leave(20, PIOTREK);
    await tap("act-end-turn");
    await expectTurn(21, AGATA);
    await expectText("countdown-showing", "1", "the second countdown card");
    await expectText("countdown-flips-left", "Launch at the next flip", "the launch card is next");
    await expectText("countdown-detail", "The launch card flips at the start of Agata’s next turn: then the game ends.", "S7");
    await plainTurn(21, AGATA, "search", "propeller-3");
  });

  it("turn 22: Piotrek enters, the launch card shows, and both pawns take the final round's leave", async () => {
    await expectTurn(22, PIOTREK);
    await tap("tile-accumulator-2");
    await tap("act-enter");
    await expectStep("done", "Piotrek's pawn is on the board again");
    await tap("act-end-turn");
    await expectAttribute("screen-session", "data-phase", "final_round", "S7: the launch card ends the game");
    await expectAttribute("countdown-panel", "data-stage", "launched", "the launch card is revealed");
    await expectText("countdown-headline", "LAUNCH!", "unmistakable");
    await expectAttribute("countdown-card-2", "data-state", "showing", "the launch card is face up");
    await expect(byTestId("final-round")).toHaveText(expect.stringContaining("Final round: Agata and Piotrek may still leave the scrapyard"));
    await expectAttribute("screen-session", "data-current", String(AGATA), "the launch card showed at the start of Agata's turn");
    await expect(byTestId("act-pass")).toBeDisplayed();
    await expect(byTestId("act-enter")).not.toBeExisting();
    await screenshot("spacecraft-launch", true);
    await expectNoSidewaysScroll("the final round at 1024 wide");

    // Agata's last leave: her rocket becomes 4 wide (seen in the dark theme too).
    await tap("act-leave");
    await expectStep("leaving", "Agata's last leave");
    await typeRocket(
      "# Agata's rocket\n.       N:gold  .       .       .\nW:white H:grey  W:white .       .\n.       H:gold  .       .       .\n.       H:white X:blue  H:white X:blue+white",
      "the worked example's rocket",
    );
    const hull = await exchangeRow("H:white");
    await expect(byTestId(`exchange-${hull}-token`)).toHaveValue("cables");
    await tap(`exchange-${hull}-tile-0`);
    await pay("X:blue+white", "propeller", 3, [1]);
    await build(9, "the worked example's rocket");
    await expectText("count-width", "4", "hull, connector, hull, connector");
    await complete(0, "the width-4 card is Agata's");
    await tap("theme-dark");
    await browser.waitUntil(
      async () => (await browser.execute(() => document.documentElement.dataset["theme"])) === "dark",
      { timeoutMsg: "the dark theme should set data-theme=dark on <html>" },
    );
    await screenshot("spacecraft-dark", true);
    await showAtTop("countdown-panel");
    await screenshot("spacecraft-dark-countdown");
    await expectDarkSurface('[data-testid="display"] .slot[data-filled="true"]', "a project card");
    await expectDarkSurface(".cd-card", "a countdown card");
    await tap("theme-system");
    await tap("act-end-turn");

    await expectAttribute("screen-session", "data-current", String(PIOTREK), "Piotrek's pawn is on the board");
    await tap("act-leave");
    await expectStep("leaving", "Piotrek's last leave");
    await tap("act-end-turn");
    await expectAttribute("screen-session", "data-phase", "scoring", "everyone has acted");
  });

  it("counts unused scrap and shows the final scores: Agata 57, Piotrek 19", async () => {
    await byTestId("unused-scrap").waitForDisplayed();
    // The app kept the scrap: the counts start at the tiles each player holds.
    await expect(byTestId("scrap-0")).toHaveValue("0");
    await expect(byTestId("scrap-1")).toHaveValue("5");
    await tap("finish");
    await expectAttribute("screen-session", "data-phase", "finished", "S8: scored");
    await expectText("final-result-text", "Agata wins", "57 beat 19");
    await expectText("score-0-total", "57", "5 + 5 + 7 + 40 (S8)");
    await expectText("score-1-total", "19", "0 + 0 + 7 + 12");
    await expectText("score-0-launch", "5", "the launch card");
    await expectText("score-0-plan", "5", "the plan");
    await expectText("score-0-goal", "7", "goal 1 once");
    await expectText("score-0-projects", "40", "8 + 10 + 10 + 12");
    await expectText("score-1-plan", "0", "one hull: no plan");
    await expectText("score-1-projects", "12", "the engine card");
    await expectText("score-0-scrap", "0", "Agata exchanged every tile");
    await expectText("score-1-scrap", "5", "Piotrek's unused scrap");
    await expect(byTestId("final-label-0")).toHaveText(expect.stringContaining("Winner"));
    await expect(byTestId("final-label-1")).not.toBeExisting();
    await expect(byTestId("final-points")).toHaveText(expect.stringContaining("Agata 57 points · Piotrek 19 points"));
    await screenshot("spacecraft-final", true);
    await showAtTop("final-breakdown");
    await screenshot("spacecraft-final-breakdown");
    await expectNoSidewaysScroll("the final scores at 1024 wide");

    await tap("close-session");
    await expectText("session-status", "Finished", "the game is closed");
    await expectText("final-result-text", "Agata wins", "the recorded result");
    await byTestId("timeline").waitForDisplayed();
  });

  it("lists the game in History and offers its setup and cards again", async () => {
    await tap("nav-history");
    await byTestId("history-list").waitForDisplayed();
    const item = await byTestId("history-item");
    await expect(item.$('[data-testid="history-title"]')).toHaveText("Space Craft");
    await expect(item.$('[data-testid="history-winner"]')).toHaveText("Agata wins");
    await expect(item).toHaveText(expect.stringContaining("57 points"));

    await tap("nav-home");
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await tap("game-option-spacecraft");
    await byTestId("sc-remembered").waitForDisplayed();
    await expectText("plan-preview", "Plan: 3 hulls + 1 nose", "the last game's plan");
    await expect(byTestId("countdown-input")).toHaveValue("2, 1");
    await expectText("display-count", "2", "the last game's display");
  });

  it("plays the advanced variant: cards laid out at setup, a marker placed after leaving (S5)", async () => {
    // Still on the new-session screen, with Agata and Piotrek to seat again.
    await toggle("Agata").click();
    await toggle("Piotrek").click();
    await tap("sc-variant-advanced");
    await expectText(
      "start-blocker",
      "Lay out the advanced cards: add each one with what it scores and its point spaces (S5).",
      "S5",
    );
    await tap("adv-add");
    await (await byTestId("adv-name-0")).setValue("53");
    await (await byTestId("adv-target-0")).selectByAttribute("value", "kind:nose");
    await (await byTestId("adv-spaces-0")).setValue("7 5 3");
    await tap("adv-add");
    await (await byTestId("adv-name-1")).setValue("50");
    await (await byTestId("adv-target-1")).selectByAttribute("value", "colour:gold");
    await (await byTestId("adv-spaces-1")).setValue("2 2 1");
    await expect(byTestId("start-session")).toBeEnabled();
    await expectNoSidewaysScroll("advanced options at 1024 wide");
    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await expectTurn(1, AGATA);
    await expect(byTestId("display")).not.toBeExisting();
    await expectText("track-value-0", "now 0 per nose", "no marker yet");

    // S7c: no goal was kept at setup: each player chooses one, once, before their first action.
    await (await byTestId("goal-select-0")).selectByAttribute("value", "5");
    await expectAttribute("goal-0", "data-goal", "5", "Agata keeps goal 5");
    await expect(byTestId("goal-select-0")).not.toBeExisting();
    await (await byTestId("goal-select-1")).selectByAttribute("value", "7");
    await expectAttribute("goal-1", "data-goal", "7", "Piotrek keeps goal 7");
    await plainTurn(1, AGATA, "enter", "bolt-1");
    await plainTurn(2, PIOTREK, "enter", "bolt-1");
    await leave(3, AGATA);
    await tap("place-marker-0");
    await expectText("track-value-0", "now 7 per nose", "S5: the first space sets 7 per nose");
    await expectText("markers-0", "Markers left: 5", "6 markers, one placed");
    // One marker per leave action: the buttons are gone until the next leave.
    await expect(byTestId("place-marker-1")).not.toBeExisting();
    await expectNoSidewaysScroll("the advanced tracks at 1024 wide");
    await showAtTop("tracks");
    await screenshot("spacecraft-advanced");
  });
});
