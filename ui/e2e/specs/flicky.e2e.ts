/**
 * Flicky Spaceships in the real app, at the smallest supported window
 * (1024×768). Ann and Bob play the short game (one copy of each upgrade,
 * 12 VP tokens) to its end trigger, as in docs/examples/flicky-short.json:
 * every turn collect → (rams, the wormhole) → Done flicking → buy when
 * affordable → End turn. A payment the backend refuses (F3) is shown in
 * the payment editor, a purchase and a wrong collect are taken back with
 * undo. Then four players at 1024 wide, set up as the last game was
 * (remembered), until one holds 13 and must discard exactly one (F2).
 *
 * The hand count (each turn: collect; F4: one copy of each; F6: 2 players
 * end once 4 piles are empty):
 *   Ann: dark matter · rare metal, buys Boosters (1 energy + 1 dark matter
 *        + 1 rare metal) · rare metal, wormhole, rams Bob · star crystal,
 *        buys Blueprints (1 energy + 1 rare metal + 1 star crystal) ·
 *        empty space · energy                           → tray 2 energy
 *   Bob: dark matter · star crystal, buys Scientists (1 energy + 1 dark
 *        matter + 1 star crystal) · dark matter · rare metal · star crystal
 *        · star crystal, buys Sonar Scan (1 dark matter + 1 rare metal +
 *        2 star crystals): the 4th empty pile, the game ends with the turn.
 *   F7: Ann 3 (Boosters) + 2 (Blueprints) + 0 + 0 + 0 tokens = 5;
 *       Bob 0 (Scientists) + 3 (Sonar Scan) + 0 + 0 + 0 tokens = 3.
 *       Ann wins 5 to 3 (nobody took a VP token: no TROX, no Live
 *       Broadcast, Bob's Scientists never sat on empty space).
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  expectAttribute,
  expectContent,
  expectNoSidewaysScroll,
  expectText,
  expectWholeNames,
  screenshot,
  setTheme,
  showAtTop,
  SHOTS,
  tap,
  textOf,
  toggle,
} from "../appDriver";

const ANN = 0;
const BOB = 1;

/** Waits for the turn's phase (collect, flick, upgrade, finished). */
async function expectPhase(phase: string, why: string): Promise<void> {
  await expectAttribute("screen-session", "data-phase", phase, why);
}

/** Waits until it is `seat`'s turn `turn`, in the collect phase. */
async function expectTurn(turn: number, seat: number): Promise<void> {
  await expectAttribute("screen-session", "data-turn", String(turn), `turn ${turn} has begun`);
  await expectAttribute("screen-session", "data-current", String(seat), `seat ${seat} plays turn ${turn}`);
  await expectPhase("collect", `turn ${turn} starts with collecting`);
}

async function collect(terrain: string): Promise<void> {
  await tap(`collect-${terrain}`);
  await expectPhase("flick", `collecting from ${terrain} moves on to the flick`);
}

async function endFlick(): Promise<void> {
  await tap("end-flick");
  await expectPhase("upgrade", "Done flicking moves on to the upgrade phase");
}

async function endTurn(turn: number, next: number): Promise<void> {
  await tap("end-turn");
  await expectTurn(turn + 1, next);
}

/** A turn with nothing but a collect. */
async function plainTurn(turn: number, seat: number, terrain: string, next: number): Promise<void> {
  await expectTurn(turn, seat);
  await collect(terrain);
  await endFlick();
  await endTurn(turn, next);
}

/** Buys with the suggested payment after checking the shop shows it. */
async function buy(upgrade: string, payment: string, why: string): Promise<void> {
  await expectAttribute(`shop-${upgrade}`, "data-state", "can-buy", why);
  await expectText(`shop-payment-${upgrade}`, `Pays ${payment}`, `the payment the shop suggests for ${upgrade}`);
  await tap(`buy-${upgrade}`);
  await expectAttribute(`shop-${upgrade}`, "data-state", "owned", `${upgrade} is bought`);
  await expectText(`shop-left-${upgrade}`, "0 of 1 left", "one copy of each: the pile is empty");
}

async function expectTray(seat: number, resource: string, count: number, why: string): Promise<void> {
  await expectText(`tray-${seat}-${resource}`, String(count), why);
}

describe("a short game of Flicky Spaceships", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await browser.setWindowSize(1024, 768);
    // The theme choice outlives the app (web storage): start from the system's.
    await setTheme("system");
  });

  it("sets up the short game for Ann and Bob, naming the single copies first", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await addPlayer("Ann");
    await toggle("Ann").waitForDisplayed();
    await addPlayer("Bob");
    await toggle("Bob").waitForDisplayed();

    await tap("game-option-flicky");
    await expect(byTestId("game-option-flicky").$("input")).toBeSelected();
    await byTestId("flicky-options").waitForDisplayed();
    // No earlier game: the full game, with F4's three singles still to name.
    await expect(byTestId("flicky-remembered")).not.toBeExisting();
    await expect(byTestId("flicky-tokens-24").$("input")).toBeSelected();
    await expect(byTestId("flicky-piles-pairs").$("input")).toBeSelected();
    await expectText("singles-count", "0 of 3", "nothing picked yet");
    await expectText("start-blocker", "Name the 3 upgrades that have a single copy: pick 3 more (F4).", "F4");
    await expect(byTestId("start-session")).toBeDisabled();

    await tap("single-flagship");
    await tap("single-boosters");
    await expectText("start-blocker", "Name the 3 upgrades that have a single copy: pick 1 more (F4).", "two named");
    await tap("single-blueprints");
    await expectText("singles-count", "3 of 3", "three named");
    await expect(byTestId("single-scientists")).toBeDisabled();
    await expect(byTestId("single-boosters")).toHaveAttribute("aria-pressed", "true");
    await expect(byTestId("start-session")).toBeEnabled();

    await tap("flicky-tokens-12");
    await expect(byTestId("flicky-tokens-12").$("input")).toBeSelected();
    await expectNoSidewaysScroll("Flicky new session at 1024 wide");
    await showAtTop("flicky-options");
    await screenshot("flicky-new-session");

    // The short variant: one copy of each, no singles to name.
    await tap("flicky-piles-one-each");
    await expect(byTestId("singles-count")).not.toBeExisting();
    await expect(byTestId("start-session")).toBeEnabled();
  });

  it("starts with 3 energy each, Ann to collect", async () => {
    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await expectText("session-title", "Flicky Spaceships", "the game's name is the title");
    await expect(byTestId("session-setup")).toHaveText(
      expect.stringContaining("Short game: 12 VP tokens, one copy of each upgrade"),
    );
    await expectTurn(1, ANN);
    await expectAttribute("turn-banner", "data-seat", String(ANN), "the banner shows Ann's turn");
    await expect(byTestId("phase-label")).toHaveText("Collect", { ignoreCase: true });
    await expect(byTestId("step-collect").parentElement()).toHaveAttribute("aria-current", "step");
    await expectTray(ANN, "energy", 3, "F2: everyone starts with 3 energy");
    await expectTray(BOB, "energy", 3, "F2: everyone starts with 3 energy");
    await expectText("supply-energy", "14", "F1: 20 energy less 3 each");
    await expectText("end-tokens", "12 of 12 VP tokens left", "the short game's 12 tokens");
    await expectText("end-piles", "0 of 4 piles emptied", "F6: 4 piles end a 2-player game");
    await expect(byTestId("undo")).toBeDisabled();
    await expectNoSidewaysScroll("the collect phase at 1024 wide");
    await screenshot("flicky-collect", true);
  });

  it("plays turn 1: Ann cannot afford anything yet", async () => {
    await collect("dark_matter");
    await expectTray(ANN, "dark_matter", 1, "Ann collected a dark matter");
    await expect(byTestId("phase-label")).toHaveText("Flick", { ignoreCase: true });
    await expect(byTestId("ram-1")).toHaveText(expect.stringContaining("Bob"));
    await expect(byTestId("ram-0")).not.toBeExisting();
    await screenshot("flicky-flick", true);
    await endFlick();
    // 3 energy and 1 dark matter buy nothing: Buy is disabled, not refused.
    await expectAttribute("shop-boosters", "data-state", "cannot-afford", "Boosters needs a rare metal too");
    await expect(byTestId("buy-boosters")).toBeDisabled();
    await expect(byTestId("shop-payment-boosters")).not.toBeExisting();
    await endTurn(1, BOB);
  });

  it("plays turn 2 for Bob and turn 3 for Ann, who buys Boosters after a refused payment and an undo", async () => {
    await plainTurn(2, BOB, "dark_matter", ANN);

    await expectTurn(3, ANN);
    await collect("rare_metal");
    await endFlick();
    await expectText("shop-payment-boosters", "Pays 1 energy + 1 dark matter + 1 rare metal", "F3: the exact tokens");

    // Paying another way: 2 energy + 1 dark matter + 1 rare metal is no payment (F3).
    await tap("pay-other-boosters");
    await byTestId("payment-editor").waitForDisplayed();
    await expectText("pay-count-energy", "1", "the editor starts from the suggested payment");
    await tap("pay-energy-plus");
    await expectText("pay-count-energy", "2", "one more energy");
    await tap("pay-confirm");
    await byTestId("pay-error").waitForDisplayed();
    await expect(byTestId("pay-error")).toHaveText(expect.stringContaining("does not pay for Boosters"));
    await expectTray(ANN, "energy", 3, "a refused payment buys nothing");
    await tap("pay-cancel");
    await expect(byTestId("payment-editor")).not.toBeExisting();
    await expectNoSidewaysScroll("the upgrade phase at 1024 wide");
    await showAtTop("shop");
    await screenshot("flicky-shop");

    await buy("boosters", "1 energy + 1 dark matter + 1 rare metal", "Ann holds 3 energy, 1 dark matter, 1 rare metal");
    await expectTray(ANN, "energy", 2, "1 energy paid");
    await expectText("end-piles", "1 of 4 piles emptied", "the Boosters pile is empty");
    await expectText("vp-0", "3", "Boosters is worth 3 VP");

    // Undo takes the purchase back; Ctrl+Shift+Z brings it back.
    await tap("undo");
    await expectAttribute("shop-boosters", "data-state", "can-buy", "undo returns Boosters to its pile");
    await expectTray(ANN, "energy", 3, "undo returns the energy");
    await expectText("end-piles", "0 of 4 piles emptied", "no pile is empty after the undo");
    await browser.keys([Key.Ctrl, Key.Shift, "z"]);
    await expectAttribute("shop-boosters", "data-state", "owned", "redo buys Boosters again");
    await expectText("end-piles", "1 of 4 piles emptied", "redo empties the pile again");
    await endTurn(3, BOB);
  });

  it("plays turn 4: Bob buys Scientists", async () => {
    await collect("star_crystal");
    await endFlick();
    await buy("scientists", "1 energy + 1 dark matter + 1 star crystal", "Bob holds the exact tokens");
    await expectText("end-piles", "2 of 4 piles emptied", "Boosters and Scientists are gone");
    await endTurn(4, ANN);
  });

  it("plays turn 5: a wrong collect undone with Ctrl+Z, then the wormhole and a ram", async () => {
    await collect("star_crystal");
    await expectTray(ANN, "star_crystal", 1, "the mistaken collect");
    await browser.keys([Key.Ctrl, "z"]);
    await expectPhase("collect", "Ctrl+Z takes the collect back");
    await expectTray(ANN, "star_crystal", 0, "the star crystal goes back to the supply");
    await collect("rare_metal");
    await byTestId("reminders").waitForDisplayed();
    await expect(byTestId("reminders")).toHaveText(expect.stringContaining("Landed on the wormhole? Flick again"));
    await tap("wormhole");
    await expectContent("last-change", "Last change: Ann landed on the wormhole: flick again", "the wormhole is logged");
    await tap("ram-1");
    await expectContent("last-change", "Last change: Ann rammed Bob", "a ram of Bob");
    await expectText("tokens-0", "0", "no TROX Rockets: no token for the ram");
    await expectText("tokens-1", "0", "no Live Broadcast: no token for Bob");
    await expectPhase("flick", "rams and the wormhole keep the flick going");
    await endFlick();
    await endTurn(5, BOB);
  });

  it("plays turns 6 and 7: Ann buys Blueprints, seen in the dark theme too", async () => {
    await plainTurn(6, BOB, "dark_matter", ANN);
    await expectTurn(7, ANN);
    await collect("star_crystal");
    await endFlick();
    await setTheme("dark");
    await showAtTop("shop");
    await screenshot("flicky-dark");
    await setTheme("system");
    await buy("blueprints", "1 energy + 1 rare metal + 1 star crystal", "Ann holds 2 energy, 1 rare metal, 1 star crystal");
    // F5: Blueprints pays out after later purchases, not its own.
    await expect(byTestId("blueprints")).not.toBeExisting();
    await expectText("end-piles", "3 of 4 piles emptied", "Boosters, Scientists, Blueprints");
    await endTurn(7, BOB);
  });

  it("plays turns 8 to 11 without buying", async () => {
    await plainTurn(8, BOB, "rare_metal", ANN);
    await plainTurn(9, ANN, "empty", BOB);
    await expectTurn(10, BOB);
    // Bob's Scientists: a reminder in his collect phase (he is not on empty space).
    await expect(byTestId("reminders")).toHaveText(expect.stringContaining("Scientists"));
    await collect("star_crystal");
    await endFlick();
    await endTurn(10, ANN);
    await plainTurn(11, ANN, "energy", BOB);
    await expectTray(ANN, "energy", 2, "Ann's last energy");
  });

  it("plays turn 12: Bob's Sonar Scan empties the 4th pile and triggers the end (F6)", async () => {
    await expectTurn(12, BOB);
    await collect("star_crystal");
    await endFlick();
    await expectAttribute("end-meter", "data-triggered", "false", "3 piles are not enough yet");
    await expect(byTestId("last-turn")).not.toBeExisting();
    await buy("sonar_scan", "1 dark matter + 1 rare metal + 2 star crystals", "Bob holds 1 + 1 + 2");
    await expectAttribute("end-meter", "data-triggered", "true", "4 empty piles end a 2-player game");
    await expectText("end-piles", "4 of 4 piles emptied", "the 4th pile");
    await expectText(
      "end-sentence",
      "End triggered: 4 piles are empty. The game ends when this turn ends.",
      "the meter says why and when",
    );
    await expect(byTestId("end-turn")).toHaveText(expect.stringContaining("End turn and the game"));
    await expect(byTestId("last-turn")).toHaveText("Last turn", { ignoreCase: true, containing: true });
    await expectNoSidewaysScroll("the end meter at 1024 wide");
    await showAtTop("end-meter");
    await screenshot("flicky-end-meter");
  });

  it("ends the game with the turn and shows the breakdown: Ann wins 5 to 3", async () => {
    await tap("end-turn");
    await expectPhase("finished", "the turn that triggered the end ends the game (F6)");
    await expectText("final-result-text", "Ann wins", "5 VP beat 3 (F7)");
    await expectText("score-0-upgrades", "5", "Boosters 3 + Blueprints 2");
    await expectText("score-0-flagship_bonus", "0", "no Flagship");
    await expectText("score-0-guide_bonus", "0", "no Guide to the Galaxy");
    await expectText("score-0-tokens", "0", "no VP token taken");
    await expectText("score-0-total", "5", "Ann's total");
    await expectText("score-1-upgrades", "3", "Scientists 0 + Sonar Scan 3");
    await expectText("score-1-tokens", "0", "no VP token taken");
    await expectText("score-1-total", "3", "Bob's total");
    await expect(byTestId("final-label-0")).toHaveText(expect.stringContaining("Winner"));
    await expect(byTestId("final-label-1")).not.toBeExisting();
    await expect(byTestId("final-breakdown")).toHaveText(expect.stringContaining("Boosters 3 + Blueprints 2"));
    await expect(byTestId("collect-panel")).not.toBeExisting();
    await expectNoSidewaysScroll("the final scores at 1024 wide");
    await screenshot("flicky-final", true);

    await tap("close-session");
    await expectText("session-status", "Finished", "the game is closed");
    await expectText("final-result-text", "Ann wins", "the recorded result");
    await expect(byTestId("undo")).not.toBeExisting();
    await byTestId("timeline").waitForDisplayed();
    await screenshot("flicky-closed", true);
  });

  it("lists the game in History with its VPs and winner", async () => {
    await tap("nav-history");
    await byTestId("history-list").waitForDisplayed();
    const item = await byTestId("history-item");
    await expect(item).toHaveAttribute("data-status", "finished");
    await expect(item.$('[data-testid="history-title"]')).toHaveText("Flicky Spaceships");
    await expect(item.$('[data-testid="history-winner"]')).toHaveText("Ann wins");
    await expect(item).toHaveText(expect.stringContaining("5 VP"));
    await expect(item).toHaveText(expect.stringContaining("3 VP"));
  });

  it("seats four at 1024×768 with the last game's setup, and makes a player over 12 discard exactly (F2)", async () => {
    await tap("nav-home");
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    for (const name of ["Cyrus the Magnificent", "Dee"]) {
      await addPlayer(name);
      await toggle(name).waitForDisplayed();
    }
    await toggle("Ann").click();
    await toggle("Bob").click();
    await expect(toggle("Bob")).toHaveAttribute("data-seat", "4");
    await tap("game-option-flicky");
    // Remembered: the short game just played.
    await byTestId("flicky-remembered").waitForDisplayed();
    await expect(byTestId("flicky-tokens-12").$("input")).toBeSelected();
    await expect(byTestId("flicky-piles-one-each").$("input")).toBeSelected();
    await expectNoSidewaysScroll("a 4-player Flicky new session at 1024 wide");
    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await expectTurn(1, 0);
    await expectText("end-piles", "0 of 6 piles emptied", "F6: 6 piles end a 4-player game");

    // Ten rounds of collects: 3 + 10 = 13 for the first player, the
    // others at 12 when it happens. Each resource is collected 10 times,
    // within the supply of 12 (F1).
    const terrains = ["dark_matter", "rare_metal", "star_crystal", "alien_samples"];
    for (let round = 0; round < 10; round++) {
      for (let seat = 0; seat < 4; seat++) {
        const turn = round * 4 + seat + 1;
        await expectTurn(turn, seat);
        await collect(terrains[(seat + round) % 4]!);
        if (round === 9 && seat === 0) break;
        if (round === 5 && seat === 1) {
          await expectNoSidewaysScroll("a 4-player flick at 1024 wide");
          await screenshot("flicky-4-players-flick", true);
        }
        await endFlick();
        await tap("end-turn");
      }
      if (round === 9) break;
      if (round === 4) {
        await expectTurn(round * 4 + 5, 0);
        await expectNoSidewaysScroll("a 4-player game at 1024 wide");
        await showAtTop("trays");
        await screenshot("flicky-4-players-1024");
        await expectWholeNames("a 4-player game at 1024 wide", '.player .name, [data-testid="turn-name"]');
      }
    }

    // Cyrus collected 10 times: 13 resources, over the limit.
    await byTestId("discard-panel").waitForDisplayed();
    await expectText("tray-total-0", "13", "3 energy + 10 collects");
    await expect(byTestId("limit-warning-0")).toHaveText(expect.stringContaining("Over the limit: discard 1 (F2)"));
    await expect(byTestId("limit-warning-1")).toHaveText(expect.stringContaining("At the limit of 12"));
    await expect(byTestId("prompt")).toHaveText(expect.stringContaining("put back 1 before anything else (F2)"));
    await expect(byTestId("discard-confirm")).toBeDisabled();
    await expect(byTestId("end-flick")).not.toBeExisting();

    // Two is not exact: refused before it is sent, with the reason.
    await tap("discard-energy-plus");
    await tap("discard-energy-plus");
    await expect(byTestId("discard-status")).toHaveText(
      expect.stringContaining("That is 1 too many: put back exactly 1 to hold 12."),
    );
    await expect(byTestId("discard-confirm")).toBeDisabled();
    await tap("discard-energy-minus");
    await expect(byTestId("discard-status")).toHaveText(expect.stringContaining("Put back 1 energy to hold 12."));
    await expectNoSidewaysScroll("the discard at 1024 wide");
    await screenshot("flicky-discard", true);
    await tap("discard-confirm");
    await expect(byTestId("discard-panel")).not.toBeExisting();
    await expectText("tray-total-0", "12", "down to 12");
    await expectTray(0, "energy", 2, "the energy put back");
    await expectPhase("flick", "the flick goes on after the discard");
    assert.equal(await textOf("supply-energy"), "9", "F1: 20 − 12 at the start + 1 put back");
  });

  it("pays out Blueprints after a later purchase and offers a Tractor Beam on the next collect (F5)", async () => {
    // Cyrus: 2 energy, 3 dark matter, 3 rare metal, 2 star crystals, 2 alien samples.
    await endFlick();
    await buy("blueprints", "1 energy + 1 rare metal + 1 star crystal", "Cyrus holds all three");
    await expect(byTestId("blueprints")).not.toBeExisting();
    await buy("tractor_beam", "1 energy + 1 dark matter + 1 rare metal + 1 star crystal", "Cyrus still holds them");
    await byTestId("blueprints").waitForDisplayed();
    await expect(byTestId("blueprints")).toHaveText(expect.stringContaining("Blueprints: tap the resource to take"));
    await expectTray(0, "energy", 0, "both upgrades took an energy");
    await showAtTop("decisions");
    await screenshot("flicky-blueprints");
    await tap("blueprint-energy");
    await expect(byTestId("blueprints")).not.toBeExisting();
    await expectTray(0, "energy", 1, "Blueprints' energy");
    await expectText("vp-0", "5", "Blueprints 2 + Tractor Beam 3");
    await tap("end-turn");

    // Dee (12) collects a star crystal: 13, a discard first, then Cyrus's beam.
    await expectTurn(38, 1);
    await collect("star_crystal");
    await byTestId("discard-panel").waitForDisplayed();
    await expect(byTestId("tractor-0")).toBeDisabled(); // F2: the discard comes first
    await tap("discard-alien_samples-plus");
    await tap("discard-confirm");
    await expect(byTestId("discard-panel")).not.toBeExisting();
    await expect(byTestId("reminders")).toHaveText(expect.stringContaining("Tractor Beam: Cyrus the Magnificent may take"));
    await expect(byTestId("tractor-0")).toHaveText(expect.stringContaining("Tractor Beam: take a star crystal"));
    await expect(byTestId("tractor-2")).not.toBeExisting();
    await tap("tractor-0");
    await expect(byTestId("tractor-0")).not.toBeExisting();
    await expectTray(0, "star_crystal", 1, "the beamed star crystal");
    await expectNoSidewaysScroll("effects at 1024 wide");
  });
});
