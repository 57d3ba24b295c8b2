/**
 * Ships in the real app: Red, Blue, Green and Yellow (seats 0–3, turn
 * order) play the rulebook's age-5 example (W9, docs/examples/
 * ships-age-five.json) through the UI, at 1280×800 then 1024×768.
 *
 * Setup: the board data check lists what the rulebook text leaves
 * unknown (W2, W4b); age 4's values and the Place Ship box's gold (none
 * with a merchant cube, 1 with a free action cube — our copy lacks it:
 * the table's board data) are entered in the editor beforehand, ages
 * 1–3's are asked once by the Place ship dialog, the Take One Card box's
 * gold by the Take dialog. The Galley display is laid out by naming 12
 * cards (Docks twice: 11 Galley cards, copies not known), and Red takes
 * Currency (2 gold into a bank with room for 2) with a merchant cube.
 *
 * Every action is paid (W3, W4b): a Galley turn has 2 merchant cubes, and
 * the 2 free action cubes of the setup wait in stock.
 *
 * The placements (all Merchant box; VP start at 5, W1):
 *   t1 Red: Currency (merchant cube) · age 1 (+1, merchant cube) · age 2
 *       (cost 2 − 1 = 1, +2; a free cube and 1 gold) · age 2 (a free cube
 *       and 1 gold) → Red 8, 0 gold; a fifth action is refused (W3)
 *   t2 Blue: age 3 (cost 3 − 2 = 1, +3; Red's age-1 ship −1)     → Blue 8, Red 7
 *   t3 Green: age 3 · t4 Yellow: age 3 twice
 *   t5 Red: age 4 (cost 4 − 4 = 0, +4; age 2: −2; age 1: −2, removed) · age 4 → Red 7
 *   t6 Blue: age 4 ×2 · t7 Green: age 4 ×2 · t8 Yellow: age 4 · t9 Red: nothing
 *   t10 Blue: age 5 — cost 9 − 7 = 2 (W9), Blue +5 −1, Red −4 and its two
 *       age-2 ships removed, Green −1, Yellow −2 → Red 3, Blue 12,
 *       Green 4, Yellow 3; the Sailing Ship era begins: the display is
 *       cleared and asks for 12 new cards, and the action cubes stay
 *       Galley's until Green's turn (W3).
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import {
  addPlayer,
  byTestId,
  contentOf,
  expectAttribute,
  expectDarkSurface,
  expectNoSidewaysScroll,
  expectText,
  screenshot,
  SHOTS,
  tap,
  toggle,
} from "../appDriver";

const RED = 0;
const BLUE = 1;
const GREEN = 2;
const YELLOW = 3;

const GALLEY_CARDS = [
  "Currency",
  "Docks",
  "Greek Empire",
  "Lateen Sail",
  "Lighthouse",
  "Navigation Device",
  "Phoenician Alphabet",
  "Ram",
  "Roman Empire",
  "Vikings!",
  "Warehouse",
];

const GALLEY_CUBES = "Galley era: 2 merchant cubes (take what you can; with no merchant cube, take 1 free action cube)";
const SAILING_CUBES =
  "Sailing Ship era: 2 merchant cubes and 1 free action cube (take what you can; with no merchant cube, take 1 free action cube)";

const byName = (testId: string, name: string) => browser.$(`[data-testid="${testId}"][data-name="${name}"]`);

async function tapByName(testId: string, name: string): Promise<void> {
  const element = await byName(testId, name);
  await element.waitForExist();
  await browser.execute((el) => (el as unknown as HTMLElement).scrollIntoView({ block: "center" }), element);
  await element.click();
}

/** Waits until the element's text content contains `part`, saying what was wanted. */
async function expectContains(testId: string, part: string, why: string): Promise<void> {
  await browser.waitUntil(async () => (await contentOf(testId).catch(() => "")).includes(part), {
    timeoutMsg: `${testId} should contain "${part}" (${why}); it reads "${await contentOf(testId).catch(() => "?")}"`,
  });
}

async function expectTurn(turn: number, seat: number): Promise<void> {
  await expectAttribute("screen-session", "data-turn", String(turn), `turn ${turn} has begun`);
  await expectAttribute("screen-session", "data-current", String(seat), `seat ${seat} plays turn ${turn}`);
}

async function expectVp(seat: number, vp: number, why: string): Promise<void> {
  await expectText(`vp-${seat}`, String(vp), why);
}

async function typeInto(testId: string, text: string): Promise<void> {
  const input = await byTestId(testId);
  await input.waitForDisplayed();
  await input.setValue(text);
}

/** The VP deltas the open preview lists, per seat. */
async function previewDeltas(): Promise<Record<number, number[]>> {
  const entries = await browser.$$('[data-testid="preview-entry"]');
  const out: Record<number, number[]> = {};
  for (const entry of entries) {
    const seat = Number(await entry.getAttribute("data-seat"));
    (out[seat] ??= []).push(Number(await entry.getAttribute("data-delta")));
  }
  return out;
}

/** Waits for the dialog's preview to answer the form as it stands, then confirms. */
async function confirm(dialog: string): Promise<void> {
  await expectAttribute(`${dialog}-preview`, "data-ready", "true", `${dialog}: the preview answers the form`);
  await expect(byTestId(`${dialog}-confirm`)).toBeEnabled();
  await tap(`${dialog}-confirm`);
  await byTestId(dialog).waitForExist({ reverse: true });
}

/**
 * Place ship in `age`, Merchant box; `asked` are the board values the
 * dialog must ask for (and nothing else), typed in.
 */
async function place(age: number, asked: { nav?: string; vp?: string } = {}): Promise<void> {
  await tap("action-place");
  await byTestId("place-dialog").waitForDisplayed();
  await tap(`place-age-${age}`);
  await expect(byTestId(`place-age-${age}`)).toHaveAttribute("aria-pressed", "true");
  await expect(byTestId("place-box-merchant")).toHaveAttribute("aria-pressed", "true");
  if (asked.nav === undefined && asked.vp === undefined) {
    await expect(byTestId("age-values")).not.toBeExisting();
  } else {
    await byTestId("age-values").waitForDisplayed();
    if (asked.nav === undefined) await expect(byTestId("age-nav-cost")).not.toBeExisting();
    else await typeInto("age-nav-cost", asked.nav);
    if (asked.vp === undefined) await expect(byTestId("age-first-vp")).not.toBeExisting();
    else await typeInto("age-first-vp", asked.vp);
  }
  await confirm("place-dialog");
}

async function endTurn(turn: number, next: number): Promise<void> {
  await tap("end-turn");
  await expectTurn(turn + 1, next);
}

/** Scrolls an element near the top of the window, under the sticky toolbar. */
async function showAtTop(testId: string): Promise<void> {
  const element = await byTestId(testId);
  await browser.execute((el) => {
    const top = (el as unknown as HTMLElement).getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - 120));
  }, element);
}

describe("Ships: the Galley display, new ages and the Sailing Ship era", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await browser.setWindowSize(1280, 800);
    // The theme choice outlives the app (web storage): start from the system's.
    await tap("theme-system");
  });

  it("sets up four players in turn order with the board data check (W1, W2)", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await addPlayer("Red");
    await toggle("Red").waitForDisplayed();

    await tap("game-option-ships");
    await expect(byTestId("game-option-ships").$("input")).toBeSelected();
    await byTestId("ships-options").waitForDisplayed();
    await expectText("start-blocker", "Ships is for 2 to 4 players: seat 1 more (W1).", "W1: at least two players");

    for (const name of ["Blue", "Green", "Yellow"]) {
      await addPlayer(name);
      await toggle(name).waitForDisplayed();
    }
    const seats = await browser.$$('[data-testid="seat"]');
    assert.deepEqual(
      await seats.map((seat) => seat.getAttribute("data-name")),
      ["Red", "Blue", "Green", "Yellow"],
      "the players sit in the order they were added: Red plays first",
    );

    // A fresh database: what the rulebook text gives (W2), the rest unknown.
    await expectContains("ships-board-source", "What the rulebook text gives", "no earlier game");
    await expectContains("ships-unknown", "Era: ages 6–11", "W2: only ages 1–5 have a known era");
    await expectContains("ships-unknown", "Navigation cost: ages 2–4, 6–11", "age 5 costs 9 (W9)");
    await expectContains("ships-unknown", "First-ship VP: ages 1–4, 6–11", "age 5 scores 5 (W9)");
    await expectContains("ships-unknown", "Area cost: areas 3, 4, 6, 7", "area 5 costs 10 (W9)");

    // Age 4's values entered now: the game will not ask for them.
    await tap("ships-edit-board");
    await byTestId("board-editor").waitForDisplayed();
    await expect(byTestId("board-era-4")).toHaveValue("galley");
    await typeInto("board-nav-4", "4");
    await typeInto("board-vp-4", "4");
    // W4b: the Place Ship box's gold, copied from the player display.
    await expect(byTestId("board-box-upgrade_ship-merchant")).toHaveValue("1");
    await expect(byTestId("board-box-upgrade_ship-free")).toHaveValue("3");
    await typeInto("board-box-place_ship-merchant", "0");
    await typeInto("board-box-place_ship-free", "1");
    await screenshot("ships-board-editor");
    await tap("board-save");
    await byTestId("board-editor").waitForExist({ reverse: true });
    await expectContains("ships-unknown", "Navigation cost: ages 2, 3, 6–11", "age 4's cost is now known");
    await expectContains("ships-unknown", "First-ship VP: ages 1–3, 6–11", "age 4's VP is now known");
    await expectContains("ships-unknown", "Action box gold: Remove One Ship, Take One Card", "W4b: Place Ship's gold is now known");
    await expectContains("ships-board-source", "With the values you entered just now", "the check says where its data is from");

    await expect(byTestId("start-session")).toBeEnabled();
    await expectNoSidewaysScroll("Ships new session at 1280 wide");
    await showAtTop("ships-options");
    await screenshot("ships-new-session");
    await tap("start-session");
  });

  it("lays out the Galley display and Red takes Currency (W4)", async () => {
    await byTestId("screen-session").waitForDisplayed();
    await expectText("session-title", "Ships", "the game's name is the title");
    await expectTurn(1, RED);
    for (const seat of [RED, BLUE, GREEN, YELLOW]) await expectVp(seat, 5, "W1: everyone starts on 5 VP");
    await expectText("cubes-text", GALLEY_CUBES, "W3: the Galley era's action cubes");

    await byTestId("layout-panel").waitForDisplayed();
    await expectAttribute("layout-panel", "data-era", "galley", "the game starts in the Galley era");
    await expectText("layout-count", "0 of 12", "nothing named yet");
    await expect(byTestId("layout-confirm")).toBeDisabled();
    for (const name of GALLEY_CARDS) await tapByName("layout-card", name);
    await expectText("layout-count", "11 of 12", "one of each Galley card");
    await tapByName("layout-card", "Docks");
    await expectText("layout-count", "12 of 12", "Docks twice: copies are not known");
    await expect(byName("layout-card", "Ram")).toBeDisabled();
    await tap("layout-confirm");
    await byTestId("layout-panel").waitForExist({ reverse: true });
    await expectText("display-count", "12 on display", "W4: 12 cards laid out");

    await tapByName("card-text-toggle", "Currency");
    await expectContains("card-display", "Take two gold coins from the pool", "the card's text, one tap away");

    await tapByName("take-card", "Currency");
    await byTestId("take-dialog").waitForDisplayed();
    await expectContains("take-text", "Take two gold coins", "the card's text in the dialog");
    // W4b: the Take One Card box's gold is not known yet: asked once.
    await expect(byTestId("pay-merchant")).toHaveAttribute("aria-pressed", "true");
    await expectContains("take-dialog-preview-incomplete", "Take One Card box", "the box's gold is asked before the preview");
    await typeInto("pay-box-gold", "0");
    await expectAttribute("take-dialog-preview", "data-ready", "true", "the preview of taking Currency");
    await expectContains("take-dialog-preview-lines", "Red: Take One Card, paid with a merchant cube", "W4b: the box and the cube");
    await expect(byTestId("take-dialog-preview-no-vp")).toBeDisplayed();
    await expectContains("take-dialog-preview", "Red: 0 → 2 gold", "W7: 2 gold fit the bank's 2 spaces");
    await confirm("take-dialog");
    await expectContains("gold-0", "2 of 2 bank", "Red holds 2 gold, the bank full");
    await expectText("display-count", "11 on display", "W4: a taken card is not replaced");
    await expectContains("took-card", "Red took Currency this turn: one card per turn (W4).", "W4");
    await expect(byName("take-card", "Docks")).toBeDisabled();
    await expectContains("cubes-left", "left 1 merchant · 2 free", "W3: one merchant cube spent, the stock's free cubes wait");
  });

  it("plays ages 1 to 4, asking each unknown board value once (W2, W5)", async () => {
    await place(1, { vp: "1" });
    await expectVp(RED, 6, "first ship in age 1: +1");
    await expectAttribute("age-track", "data-highest", "1", "age 1 is the highest");

    await tap("action-place");
    await tap("place-age-2");
    await typeInto("age-nav-cost", "2");
    await expectContains("place-cost", "2 printed − 1 ship in age 1 = 1 counter", "the dialog works out W5");
    await typeInto("age-first-vp", "2");
    await expectContains("place-dialog-preview-lines", "Age 2 opened: 1 navigation counter to enter", "W5: 2 − 1 ship in age 1");
    // Both merchant cubes are spent: a free action cube from stock, 1 gold (W4b).
    await expect(byTestId("pay-free")).toHaveAttribute("aria-pressed", "true");
    await expectContains("place-dialog-preview-lines", "Red: Place Ship, paid with a free action cube and 1 gold", "W4b");
    await expectContains("place-dialog-preview", "Red: 2 → 1 gold", "the gold leaves the bank");
    await confirm("place-dialog");
    await expectVp(RED, 8, "first ship in age 2: +2");
    await place(2);
    await expectContains("gold-0", "0 of 2 bank", "two free cubes at 1 gold each");
    await expectAttribute("paid-actions", "data-gold", "2", "W4b: 2 gold paid this turn");
    await expectText("cubes-left-text", "Left this turn: 0 merchant cubes, 0 free action cubes in stock.", "W3");
    const paidLines = await browser.$$('[data-testid="paid-action"]').map((li) => li.getText());
    assert.deepEqual(
      paidLines,
      [
        "Take One Card: a merchant cube",
        "Place Ship: a merchant cube",
        "Place Ship: a free action cube and 1 gold",
        "Place Ship: a free action cube and 1 gold",
      ],
      "each action with its box, cube and gold",
    );
    await showAtTop("paid-actions");
    await screenshot("ships-paid-actions");
    // W3: a fifth action this turn is refused, with the backend's reason.
    await tap("action-place");
    await byTestId("place-dialog").waitForDisplayed();
    await byTestId("pay-none").waitForDisplayed();
    await expectAttribute("place-dialog-preview-error", "data-rule", "W3", "no action cube is left");
    await expectContains("place-dialog-preview-error", "Red has no action cube left this turn", "the backend's sentence");
    await expect(byTestId("place-dialog-confirm")).toBeDisabled();
    await screenshot("ships-cubes-refused");
    await tap("place-dialog-cancel");
    await byTestId("place-dialog").waitForExist({ reverse: true });
    await endTurn(1, BLUE);

    await tap("action-place");
    await tap("place-age-3");
    await typeInto("age-nav-cost", "3");
    await typeInto("age-first-vp", "3");
    await expectAttribute("place-dialog-preview", "data-ready", "true", "the preview of age 3");
    assert.deepEqual(await previewDeltas(), { [RED]: [-1], [BLUE]: [3] }, "W5: Blue +3, Red's age-1 ship two ages below −1");
    await confirm("place-dialog");
    await expectVp(BLUE, 8, "first ship in age 3");
    await expectVp(RED, 7, "a ship two ages below the new age");
    await endTurn(2, GREEN);

    await place(3);
    await endTurn(3, YELLOW);
    await place(3);
    await place(3);
    await endTurn(4, RED);

    // Age 4's values were entered in the setup: nothing is asked.
    await place(4);
    await expectVp(RED, 7, "W5: +4, −2 for two ships in age 2, −2 for the removed ship in age 1");
    await expectAttribute("track-1-merchant", "data-count", "0", "W5: ships three ages below are removed");
    await place(4);
    await endTurn(5, BLUE);
    await place(4);
    await place(4);
    await endTurn(6, GREEN);
    await place(4);
    await place(4);
    await endTurn(7, YELLOW);
    await place(4);
    await endTurn(8, RED);
    await endTurn(9, BLUE);

    await expectAttribute("track-4-merchant", "data-count", "7", "seven ships in age 4");
    await expectAttribute("track-3-merchant", "data-count", "4", "Blue, Green and Yellow twice in age 3");
    await expectAttribute("track-2-merchant", "data-count", "2", "Red's two ships in age 2");
    await expectNoSidewaysScroll("the table mid-game at 1280 wide");
    await screenshot("ships-table", true);
    await showAtTop("age-track");
    await screenshot("ships-track-and-display");
  });

  it("Blue opens age 5: cost 2, the lagging losses and the Sailing Ship era (W5, W9)", async () => {
    await tap("action-place");
    await byTestId("place-dialog").waitForDisplayed();
    await tap("place-age-5");
    await expect(byTestId("age-values")).not.toBeExisting();
    await expectContains("place-cost", "9 printed − 7 ships in age 4 = 2 counters", "W9: cost 9 − 7 ships = 2");
    await expectContains("place-calc", "Sailing Ship counters", "a new era's counter");
    await expectAttribute("place-dialog-preview", "data-ready", "true", "the preview of age 5");
    await expectContains(
      "place-dialog-preview-lines",
      "Age 5 opened: 2 navigation counters to enter, 5 VP for the first ship",
      "W9: the backend's cost, shown before confirming",
    );
    await expectContains("place-dialog-preview-lines", "2 ships removed from age 2", "W5: three ages below are removed");
    assert.deepEqual(
      await previewDeltas(),
      { [RED]: [-4], [BLUE]: [5, -1], [GREEN]: [-1], [YELLOW]: [-2] },
      "W9: Blue +5 −1, Red −4, Green −1, Yellow −2",
    );
    await expect(byTestId("place-dialog-preview-era")).toBeDisplayed();
    await screenshot("ships-place-preview");
    await confirm("place-dialog");

    await expectVp(RED, 3, "W9: two ships in age 2, −2 each");
    await expectVp(BLUE, 12, "W9: +5 for the first ship, −1 for its ship in age 3");
    await expectVp(GREEN, 4, "W9: −1 for its ship in age 3");
    await expectVp(YELLOW, 3, "W9: −2 for two ships in age 3");
    await expectAttribute("track-2-merchant", "data-count", "0", "W5: Red's age-2 ships are removed");
    await expectAttribute("track-5-merchant", "data-count", "1", "Blue's ship in age 5");
    await expect(byTestId("leader-1")).toBeDisplayed();

    // W2/W4: the era changes at once; the display is cleared and asks for 12.
    await expectAttribute("screen-session", "data-era", "sailing", "W2: age 5 begins the Sailing Ship era");
    await expectContains("era", "Sailing Ship era", "the banner names the new era");
    await byTestId("layout-panel").waitForDisplayed();
    await expectAttribute("layout-panel", "data-era", "sailing", "12 Sailing Ship cards to lay out");
    await expect(byTestId("display-empty")).toBeDisplayed();
    await expectText("display-count", "0 on display", "W4: the Galley cards are gone");
    // W3: the cubes of the current turn stay Galley's.
    await expectAttribute("screen-session", "data-turn-era", "galley", "W3: this turn's cubes follow the old era");
    await expectText("cubes-text", GALLEY_CUBES, "W3: the new cubes start with the next player's turn");
    await expectContains("reminders", "The Sailing Ship era has begun: its action cubes count from the next player's turn.", "W3");
    await screenshot("ships-era-change", true);
  });

  it("shows a player's ledger in one tap (W1)", async () => {
    await expectText("ledger-0", "Ledger (7 entries)", "the button counts entries, not VP");
    await tap("ledger-0");
    await byTestId("ledger-dialog").waitForDisplayed();
    const deltas = await browser.$$('[data-testid="ledger-entry"]').map((row) => row.getAttribute("data-delta"));
    assert.deepEqual(deltas, ["1", "2", "-1", "4", "-2", "-2", "-4"], "Red's every VP change, in order");
    await expectContains("ledger-dialog", "2 ships in age 2, 3 ages below the new age 5: −2 each, removed", "the reason of each change");
    await expectText("ledger-total", "3 VP", "Red's VP now");
    await screenshot("ships-ledger");
    await tap("ledger-close");
    await byTestId("ledger-dialog").waitForExist({ reverse: true });
  });

  it("switches the action cubes on the next player's turn, and undo takes it back (W3)", async () => {
    await endTurn(10, GREEN);
    await expectAttribute("screen-session", "data-turn-era", "sailing", "W3: Green's turn follows the new era");
    await expectText("cubes-text", SAILING_CUBES, "W3: 2 merchant cubes and 1 free action cube");
    await expectText("cubes-count", "2 merchant + 1 free", "the cubes at a glance");
    await expectContains("cubes-left", "left 2 merchant · 3 free", "W3: the section's free cube and the stock's two");

    await tap("undo");
    await expectTurn(10, BLUE);
    await expectText("cubes-text", GALLEY_CUBES, "undo brings Blue's turn back, with Galley cubes");
    await tap("redo");
    await expectTurn(11, GREEN);
    await expectText("cubes-text", SAILING_CUBES, "redo: Green's turn again");
  });

  it("shows a refusal in the dialog where it was caused (W7)", async () => {
    // Green holds a food but took no Docks this turn.
    await tap("action-sell");
    await byTestId("sell-dialog").waitForDisplayed();
    await tap("sell-food-more");
    // W4b: the Sell Goods box's gold, asked once.
    await typeInto("pay-box-gold", "0");
    await tap("sell-bonus-docks");
    await expectAttribute("sell-dialog-preview-error", "data-rule", "W7", "the selling bonus needs its card");
    await expectContains(
      "sell-dialog-preview-error",
      "The selling bonus needs Docks or Double-Entry Book Keeping taken this turn.",
      "the backend's sentence",
    );
    await expect(byTestId("sell-dialog-confirm")).toBeDisabled();
    await screenshot("ships-refusal");
    await tap("sell-bonus-none");
    await expectAttribute("sell-dialog-preview", "data-ready", "true", "selling a food without a card is fine");
    await expectContains("sell-calc", "1 food × 1 = 1 gold", "W7: food sells for 1");
    await tap("sell-dialog-cancel");
    await byTestId("sell-dialog").waitForExist({ reverse: true });
  });

  it("Green enters area 3: area 2's pieces score for everyone (W6)", async () => {
    await tap("action-area");
    await byTestId("area-dialog").waitForDisplayed();
    // Area 3's cost is not in the text: asked once.
    await typeInto("area-nav-cost", "3");
    await typeInto("location-name-0", "Knossos");
    await tap("loc-0-cubes-0-more");
    await tap("loc-0-cubes-1-more");
    await tap("loc-0-discs-1-more");
    await expectText("loc-0-vp-0", "2", "W6: a cube scores the area number");
    await expectText("loc-0-vp-1", "5", "W6: a cube 2 + a disc 2 + 1 for Blue's cube there");
    await expectContains("area-cost", "3 printed − 1 city disc in area 2 = 2 counters", "W6: one disc off the printed cost");
    await expectAttribute("area-dialog-preview", "data-ready", "true", "the preview of area 2's scoring");
    assert.deepEqual(await previewDeltas(), { [RED]: [2], [BLUE]: [5] }, "W6: Red 2, Blue 5");
    await expectContains("area-dialog-preview-lines", "Area 3 entered: 2 navigation counters", "the backend's cost");
    await screenshot("ships-area-dialog");
    await confirm("area-dialog");
    await expectVp(RED, 5, "3 + 2 for a cube in area 2");
    await expectVp(BLUE, 17, "12 + 5 for a cube and a disc in Knossos");
    await expectContains("session-setup", "area 3", "the present area is now 3");
  });

  it("lets the app draw the Sailing Ship display, in dark mode and at 1024 wide", async () => {
    await tap("layout-draw");
    await byTestId("layout-panel").waitForExist({ reverse: true });
    await expectText("display-count", "12 on display", "W4: 12 of the 15 Sailing Ship cards");

    await tap("theme-dark");
    await expectAttribute("screen-session", "data-era", "sailing", "still the Sailing Ship era");
    await expectDarkSurface('[data-testid="display-card"]', "a card on display");
    await screenshot("ships-dark", true);
    await showAtTop("age-track");
    await screenshot("ships-dark-track");

    await browser.setWindowSize(1024, 768);
    await expectNoSidewaysScroll("the table at 1024 wide");
    await screenshot("ships-1024", true);
    await tap("action-place");
    await byTestId("place-dialog").waitForDisplayed();
    await expectAttribute("place-dialog-preview", "data-ready", "true", "a preview for the present age");
    await expectNoSidewaysScroll("the place dialog at 1024 wide");
    await screenshot("ships-place-1024-dark");
    await tap("place-dialog-cancel");
    await byTestId("place-dialog").waitForExist({ reverse: true });
    await tap("theme-system");
  });
});
