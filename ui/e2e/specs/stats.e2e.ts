/**
 * After a few evenings: two players play two short scorepad sessions to
 * the end with different winners; Statistics counts their plays, wins and
 * win rate; a player is renamed on the Players screen and the new name is
 * shown everywhere; the data screen exports CSV and the Drydock archive
 * (saying where and how many sessions), previews importing that archive
 * back (every session already here) and cancels, and keeps a backup. Screenshots of
 * each screen go to ../target/e2e-screenshots/.
 */

import { $, browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import { Key } from "webdriverio";
import {
  addPlayers,
  answerSaveDialog,
  byTestId,
  choose,
  contentOf,
  expectNoSidewaysScroll,
  expectImportPreviewAllHere,
  expectText,
  screenshot,
  setTheme,
  SHOTS,
  tap,
  toggle,
} from "../appDriver";
import { playAndClose, startScorepad } from "../scorepadDriver";

/** Plays one round of a scorepad already set up on the new-session screen, and closes it. */
async function playOneRound(title: string, ann: string, bob: string, winner: string): Promise<void> {
  await startScorepad(title);
  await playAndClose([[ann, bob]], [ann, bob]);
  await expectText("result-text", `${winner} wins`, `${winner} has the higher total`);
}

const playerCard = (name: string) => $(`[data-testid="player-stats"][data-name="${name}"]`);
const profile = (name: string) => $(`[data-testid="profile"][data-name="${name}"]`);

async function statOf(name: string, stat: string): Promise<string> {
  return (await playerCard(name).$(`[data-testid="${stat}"]`).getText()).trim();
}

async function expectStat(name: string, stat: string, expected: string, why: string): Promise<void> {
  await browser.waitUntil(async () => (await statOf(name, stat).catch(() => "")) === expected, {
    timeoutMsg: `${name}'s ${stat} should read "${expected}" (${why}); it reads "${await statOf(name, stat).catch(() => "?")}"`,
  });
}

describe("statistics, players and your data", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await setTheme("system");
  });

  it("says how to get statistics before any session is finished", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await byTestId("nav-stats").click();
    await byTestId("stats-empty").waitForDisplayed();
    await expect(byTestId("stats-empty")).toHaveText(expect.stringContaining("Finish a session to see statistics"));
  });

  it("plays two short scorepad sessions to the end, Ann winning one and Bob the other", async () => {
    await byTestId("nav-home").click();
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await addPlayers("Ann", "Bob");
    await playOneRound("Carcassonne", "12", "7", "Ann");

    await byTestId("nav-home").click();
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await toggle("Ann").click();
    await toggle("Bob").click();
    await expect(toggle("Bob")).toHaveAttribute("data-seat", "2");
    await playOneRound("Azul", "5", "9", "Bob");
  });

  it("counts each player's plays, wins and win rate", async () => {
    await byTestId("nav-stats").click();
    await byTestId("screen-stats").waitForDisplayed();
    await playerCard("Ann").waitForDisplayed();
    await expectStat("Ann", "stat-plays", "2", "Ann finished two sessions");
    await expectStat("Ann", "stat-wins", "1", "Ann won Carcassonne only");
    await expectStat("Ann", "stat-win-rate", "50%", "one win in two plays");
    await expectStat("Bob", "stat-wins", "1", "Bob won Azul only");
    // Points of different games do not average: no scores over all games.
    await expect(playerCard("Ann").$('[data-testid="stat-average"]')).not.toBeExisting();
    await expect(playerCard("Ann").$('[data-testid="stat-nemesis"]')).toHaveText("Bob beat Ann 1 time");
    await expect(playerCard("Ann").$('[data-testid="stat-streak"]')).toHaveText(
      expect.stringContaining("1 game without a win"),
    );
    await expect(playerCard("Bob").$('[data-testid="stat-streak"]')).toHaveText(
      expect.stringContaining("Won the last game"),
    );
    await expect(playerCard("Ann").$('[data-testid="stat-rival"]')).toHaveText(expect.stringContaining("Bob"));
    await byTestId("win-rate-chart").waitForDisplayed();
    await byTestId("score-distribution").waitForDisplayed();
    await expectText("game-plays", "2", "two scorepad sessions were finished");
    // Over time: this year's plays and wins, the month's plays, the table sizes.
    const year = new Date().getFullYear();
    await expect(playerCard("Ann").$('[data-testid="stat-by-year"]')).toHaveText(`${year}: 2 plays, 1 win`);
    // The two games took seconds in this run: "under a minute".
    await expect(playerCard("Ann").$('[data-testid="stat-time-played"]')).toHaveText("under a minute");
    await expect(byTestId("stats-by-month")).toHaveText(expect.stringContaining("2 plays"));
    await expect(byTestId("game-by-players")).toHaveText(expect.stringContaining("2 players: 2 plays"));
    await expectNoSidewaysScroll("statistics");
    await screenshot("stats-light", true);
    await browser.execute(() => document.querySelector('[data-testid="game-stats"]')?.scrollIntoView({ block: "start" }));
    await screenshot("stats-games");

    // The scorepad alone counts the same two sessions.
    await choose("stats-game", "scorepad");
    await expectStat("Ann", "stat-plays", "2", "both sessions were scorepads");
    await expectStat("Ann", "stat-win-rate", "50%", "one win in two scorepad plays");
    await expectStat("Ann", "stat-best-worst", "12 · 5", "Ann scored 12 and 5 at the scorepad");
    await expectStat("Ann", "stat-average", "8.5", "the average of 12 and 5");

    // One player only.
    await choose("stats-player", "Bob");
    await browser.waitUntil(async () => (await browser.$$('[data-testid="player-stats"]').length) === 1, {
      timeoutMsg: "filtering by Bob should leave Bob's record only",
    });
    await expectStat("Bob", "stat-win-rate", "50%", "Bob won one of two");
    await choose("stats-player", "");
    await choose("stats-game", "all");
    await playerCard("Ann").waitForDisplayed();

    await setTheme("dark");
    await screenshot("stats-dark", true);
    await browser.execute(() => document.querySelector('[data-testid="game-stats"]')?.scrollIntoView({ block: "start" }));
    await screenshot("stats-games-dark");
    await setTheme("system");
  });

  it("renames a player and recolours them on the Players screen", async () => {
    await byTestId("nav-players").click();
    await byTestId("screen-players").waitForDisplayed();
    await profile("Bob").waitForDisplayed();
    await profile("Bob").$('[data-testid="profile-edit"]').click();
    const name = await profile("Bob").$('[data-testid="profile-name-input"]');
    await name.waitForDisplayed();
    await name.click();
    await browser.keys([Key.Ctrl, "a"]);
    await browser.keys(Key.Backspace);
    await browser.keys("Robert".split(""));
    await profile("Bob").$('[data-testid="profile-initial-input"]').setValue("Rb");
    await profile("Bob").$('[data-testid="swatch"][data-colour="#17a34a"]').click();
    await expectNoSidewaysScroll("players, editing a profile");
    await screenshot("players-editing", true);
    await profile("Bob").$('[data-testid="profile-save"]').click();

    await profile("Robert").waitForDisplayed();
    await expect(profile("Bob")).not.toBeExisting();
    await expect(profile("Robert").$('[data-testid="avatar"]')).toHaveText("Rb");
    await byTestId("merge-panel").waitForDisplayed();
    await screenshot("players", true);

    // Ann and Robert sat at the same table: they cannot be one person.
    const ids = await browser.$$('[data-testid="profile"]').map((el) => el.getAttribute("data-player-id"));
    await choose("merge-first", ids[0]!);
    await choose("merge-second", ids[1]!);
    await tap("merge-start");
    await byTestId("merge-dialog").waitForDisplayed();
    await expect(byTestId("merge-dialog")).toHaveText(expect.stringContaining("is then deleted"));
    await byTestId("merge-dialog-confirm").click();
    await byTestId("merge-refusal").waitForDisplayed();
    await expect(byTestId("merge-refusal")).toHaveText(expect.stringContaining("Nothing was changed"));
    await expect(profile("Ann")).toBeExisting();
    await screenshot("players-merge-refused");

    // The new name is the one Statistics shows.
    await byTestId("nav-stats").click();
    await playerCard("Robert").waitForDisplayed();
    await expectStat("Robert", "stat-wins", "1", "the renamed profile keeps Bob's win");
    expect(await contentOf("player-stats-list")).not.toContain("Bob");
  });

  it("exports CSV and the Drydock archive, saying where and how many sessions", async () => {
    await byTestId("nav-data").click();
    await byTestId("screen-data").waitForDisplayed();
    await byTestId("data-database-path").waitForDisplayed();

    // Closing the save dialog saves nothing, and says so.
    await tap("export-format-csv");
    await tap("export-run");
    answerSaveDialog("Escape");
    await byTestId("export-cancelled").waitForDisplayed();

    await tap("export-run");
    answerSaveDialog("Return");
    await byTestId("export-message").waitForDisplayed();
    const csv = await contentOf("export-message");
    expect(csv).toMatch(/^✓ Saved 2 sessions to \/.+\.csv$/);
    const csvPath = await contentOf("export-path");
    expect(csvPath).toMatch(/^\/.+\/exports\/drydock-\d{8}-\d{6}\.csv$/);
    // "For a spreadsheet" is ticked for CSV: the file starts with a byte order mark, then the header.
    expect(fs.readFileSync(csvPath, "utf8")).toMatch(/^\uFEFFsession_id,game,/);
    // Show in folder opens the file manager, or says where the file is when there is none.
    await tap("export-reveal");
    await browser.pause(1000);
    const revealed = await contentOf("export-reveal-problem").catch(() => "");
    assert.ok(revealed === "" || revealed.includes(csvPath), `a failed "Show in folder" names the file: ${revealed}`);

    await tap("export-format-json");
    await tap("export-run");
    answerSaveDialog("Return");
    await browser.waitUntil(async () => /\.json$/.test(await contentOf("export-message").catch(() => "")), {
      timeoutMsg: "the JSON export should report a .json file",
    });
    expect(await contentOf("export-message")).toMatch(/^✓ Saved 2 sessions to \/.+\.json$/);
    await expectNoSidewaysScroll("your data after an export");
    await screenshot("data-export", true);
  });

  it("previews importing the archive back: every session is already here, and Cancel writes nothing", async () => {
    const archive = await contentOf("export-path");
    expect(archive).toMatch(/\.json$/);
    await expectImportPreviewAllHere(archive, 2);
    await browser.execute(() => document.querySelector('[data-testid="import-panel"]')?.scrollIntoView({ block: "start" }));
    await screenshot("data-import-preview");

    await setTheme("dark");
    await screenshot("data-import-preview-dark");
    await setTheme("system");

    await tap("import-cancel");
    await expect(byTestId("import-preview")).not.toBeExisting();
    await expect(byTestId("import-report")).not.toBeExisting();
  });

  it("backs up now and lists the backup first", async () => {
    // The app also keeps a copy on every start, so the list is not empty.
    await byTestId("backups-panel").waitForDisplayed();
    await browser.pause(300);
    await tap("backup-now");
    await byTestId("backup-made").waitForDisplayed();
    const made = (await byTestId("backup-made").getAttribute("data-file")) ?? "";
    await expect(byTestId("backup-made")).toHaveText(expect.stringContaining("After Azul with Ann and Bob · 2 sessions"));
    await browser.waitUntil(
      async () => (await $('[data-testid="backup-item"]').getAttribute("data-file").catch(() => "")) === made,
      { timeoutMsg: `the new backup ${made} should be listed first (newest first)` },
    );
    await screenshot("data-backup");
  });

  it("restores the backup after confirming, keeping a safety copy of the current database", async () => {
    await tap("backup-restore");
    await byTestId("restore-dialog").waitForDisplayed();
    await expect(byTestId("restore-dialog")).toHaveText(expect.stringContaining("copied to the backups first"));
    await byTestId("restore-dialog-confirm").click();
    await byTestId("restore-done").waitForDisplayed();
    const safety = await contentOf("restore-safety");
    expect(safety).not.toBe("");
    await $(`[data-testid="backup-item"][data-file="${safety}"]`).waitForExist({
      timeoutMsg: `the safety copy ${safety} should be listed with the backups`,
    });
    await screenshot("data-restored");
    // The restored database still has both sessions.
    await byTestId("nav-stats").click();
    await expectStat("Ann", "stat-plays", "2", "the backup was made after both sessions");
  });

  it("fits the statistics and the data screen in a 1024×768 window", async () => {
    await browser.setWindowSize(1024, 768);
    await playerCard("Ann").waitForDisplayed();
    await expectNoSidewaysScroll("statistics at 1024 wide");
    await screenshot("stats-1024", true);
    await byTestId("nav-data").click();
    await byTestId("screen-data").waitForDisplayed();
    await expectNoSidewaysScroll("your data at 1024 wide");
    await screenshot("data-1024", true);
  });
});
