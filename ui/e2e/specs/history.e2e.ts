/**
 * Looking back at the evening, in the real app: two short scorepad games
 * played and closed, History filtered by a player and searched for a word
 * of the notes, one game opened with its notes edited, its score chart, its
 * timeline stepped back to an earlier moment whose scores are those the
 * table had then, with the scorepad itself as it was (fewer rounds, nothing
 * to tap), the play sent to BG Stats as a QR code and a link, and the
 * evening exported as an archive whose import, previewed before anything is
 * written, would skip every session as already here.
 * Screenshots go to ../target/e2e-screenshots/.
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Key } from "webdriverio";
import {
  addPlayer,
  addPlayers,
  answerSaveDialog,
  byTestId,
  contentOf,
  expectAttribute,
  expectNoSidewaysScroll,
  expectImportPreviewAllHere,
  expectText,
  screenshot,
  setTheme,
  showAtTop,
  SHOTS,
  tap,
  textOf,
  toggle,
} from "../appDriver";
import { playAndClose, startScorepad } from "../scorepadDriver";

/** Writes `text` as the session's notes and saves them. */
async function writeNotes(text: string): Promise<void> {
  await tap("record-tab-notes");
  const box = await byTestId("notes-text");
  await box.waitForDisplayed();
  await box.click();
  await browser.keys([Key.Ctrl, "a"]);
  await browser.keys(Key.Backspace);
  // Line by line, pressing Enter between lines as a person does.
  for (const [i, line] of text.split("\n").entries()) {
    if (i > 0) await browser.keys(Key.Enter);
    await box.addValue(line);
  }
  await expect(box).toHaveValue(text);
  await expectText("notes-state", "Not saved yet", "typed notes are not kept until saved");
  await tap("notes-save");
  await expectText("notes-state", "✓ Saved", "Save keeps the notes with the session");
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** A real JPEG of the table (a Rickety ship, kept here as a plain photo). */
const PHOTO = path.join(REPO, "tests/fixtures/vision/basic-legal.jpg");
/** A BG Stats backup written from the format's public description (tests/outside_formats.rs reads it too). */
const BGSTATS_BACKUP = path.join(REPO, "tests/fixtures/imports/bgstats-backup.json");

async function historyTitles(): Promise<string[]> {
  return browser.$$('[data-testid="history-title"]').map((title) => title.getText());
}

/** Waits until History lists exactly `titles`, saying what the filter should have done. */
async function expectListed(titles: string[], why: string): Promise<void> {
  await browser.waitUntil(async () => JSON.stringify(await historyTitles().catch(() => [])) === JSON.stringify(titles), {
    timeoutMsg: `History should list ${JSON.stringify(titles)} (${why}); it lists ${JSON.stringify(await historyTitles().catch(() => []))}`,
  });
}

/** Taps step `seq` in the session record's own timeline. */
async function pickInReplay(seq: number): Promise<void> {
  const step = await browser.$(`[data-testid="replay"] [data-testid="timeline-pick-${seq}"]`);
  await step.waitForExist();
  await browser.execute((el) => (el as unknown as HTMLElement).scrollIntoView({ block: "center" }), step);
  await step.click();
}

/** Brings the past table (the game's own screen at the moment) into view. */
async function showPastTable(): Promise<void> {
  await browser.execute(() => document.querySelector('[data-testid="past-table"]')?.scrollIntoView({ block: "start" }));
}

/** Waits until the past table shows the moment `seq`. */
async function expectPastTable(seq: number): Promise<void> {
  await browser.waitUntil(
    async () => (await browser.$('[data-testid="past-table"]').getAttribute("data-seq").catch(() => null)) === String(seq),
    { timeoutMsg: `the table as it was after step ${seq} should be shown below the scores of then` },
  );
}

/** The text of a cell of the past table (its `data-testid`), spaces collapsed. */
async function pastText(testId: string): Promise<string | null> {
  return browser.execute((id) => {
    const cell = document.querySelector(`[data-testid="past-table"] [data-testid="${id}"]`);
    return cell ? (cell.textContent ?? "").replace(/\s+/g, " ").trim() : null;
  }, testId);
}

async function showRecord(): Promise<void> {
  await browser.execute(() => document.querySelector('[data-testid="session-record"]')?.scrollIntoView({ block: "start" }));
}

describe("looking back at the evening in History", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await setTheme("system");
  });

  it("plays a first scorepad game, noting it while it is open, and closes it", async () => {
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await addPlayers("Ann", "Bob");
    await startScorepad("Carcassonne");

    // Notes work on an open session.
    await byTestId("session-record").waitForDisplayed();
    await writeNotes("Castle night at Ann's");
    // Back up to the table, as a person scrolls up from the notes to play on.
    await browser.execute(() => window.scrollTo(0, 0));

    await playAndClose(
      [
        ["10", "7"],
        ["3", "12"],
        ["8", "5"],
      ],
      ["21", "24"],
    );
  });

  it("plays a second game with a new player and closes it", async () => {
    await byTestId("nav-home").click();
    await byTestId("new-session").click();
    await byTestId("screen-new").waitForDisplayed();
    await toggle("Ann").click();
    await addPlayer("Cy");
    await toggle("Cy").waitForDisplayed();
    await expect(toggle("Cy")).toHaveAttribute("data-seat", "2");
    await startScorepad("Ticket to Ride");
    await playAndClose(
      [
        ["5", "9"],
        ["6", "1"],
      ],
      ["11", "10"],
    );
  });

  it("filters History by a player and searches the notes", async () => {
    await byTestId("nav-history").click();
    await byTestId("history-list").waitForDisplayed();
    await expectListed(["Ticket to Ride", "Carcassonne"], "both games, newest first");

    await byTestId("history-player").selectByVisibleText("Cy");
    await expectListed(["Ticket to Ride"], "only Cy's game");
    await byTestId("history-clear").click();
    await expectListed(["Ticket to Ride", "Carcassonne"], "clearing the filters lists both again");

    await byTestId("history-winner-filter").selectByVisibleText("Bob");
    await expectListed(["Carcassonne"], "Bob won only Carcassonne");
    await byTestId("history-clear").click();
    await expectListed(["Ticket to Ride", "Carcassonne"], "clearing the filters lists both again");

    // The date fields look empty until a day is typed, in the order their placeholder shows.
    const since = await byTestId("history-since");
    await expect(since).toHaveValue("");
    const pattern = (await since.getAttribute("placeholder")) ?? "";
    assert.match(pattern, /^(dd|mm|yyyy)[./-](dd|mm|yyyy)[./-](dd|mm|yyyy)$/, "the placeholder is the locale's pattern");
    const written = (day: Date) =>
      pattern
        .replace("dd", String(day.getDate()).padStart(2, "0"))
        .replace("mm", String(day.getMonth() + 1).padStart(2, "0"))
        .replace("yyyy", String(day.getFullYear()));
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await byTestId("history-until").click();
    await browser.keys(written(yesterday));
    await browser.keys(Key.Enter);
    await byTestId("history-empty").waitForDisplayed();
    await byTestId("history-clear").click();
    await expect(byTestId("history-until")).toHaveValue("");
    await since.click();
    await browser.keys(written(today));
    await browser.keys(Key.Tab);
    await expectListed(["Ticket to Ride", "Carcassonne"], "both games were played from today");
    await expect(since).toHaveValue(written(today));
    await byTestId("history-until").click();
    await browser.keys("31/31/2026");
    await browser.keys(Key.Enter);
    await expect(byTestId("history-until-error")).toHaveText(`Write the day as ${pattern}`);
    await screenshot("history-date-filter", true);
    await setTheme("dark");
    await screenshot("history-date-filter-dark", true);
    await setTheme("system");
    await byTestId("history-clear").click();
    await expectListed(["Ticket to Ride", "Carcassonne"], "clearing the filters lists both again");
    await expect(byTestId("history-until")).toHaveValue("");
    await expect(byTestId("history-until-error")).not.toBeExisting();

    await byTestId("history-search").setValue("castle");
    await expectListed(["Carcassonne"], "the word 'castle' is in Carcassonne's notes");
    await expect(byTestId("history-notes")).toHaveText(expect.stringContaining("Castle night at Ann's"));
    await expectNoSidewaysScroll("filtered history");
    await screenshot("history-filtered", true);

    await byTestId("history-search").setValue("zeppelin");
    await byTestId("history-empty").waitForDisplayed();
    await expect(byTestId("history-empty")).toHaveText(expect.stringContaining("No sessions match these filters"));
    await screenshot("history-no-match", true);
    await byTestId("history-empty-clear").click();
    await expectListed(["Ticket to Ride", "Carcassonne"], "Clear filters in the empty state lists both again");
    await expect(byTestId("history-search")).toHaveValue("");
  });

  it("opens a game and edits its notes", async () => {
    const titles = await historyTitles();
    const at = titles.indexOf("Carcassonne");
    assert.ok(at >= 0, `Carcassonne should be listed in History; it lists ${JSON.stringify(titles)}`);
    const items = await browser.$$('[data-testid="history-item"]');
    await items[at]!.click();
    await byTestId("result").waitForDisplayed();
    await byTestId("session-record").waitForDisplayed();
    await expect(byTestId("notes-text")).toHaveValue("Castle night at Ann's");
    await writeNotes("Castle night at Ann's\nBob counted his farms twice");

    // Where it was played: typed once, then offered for the next play.
    await expect(byTestId("place-text")).toHaveValue("");
    // Typed as keys into the field (a chord of keys would drop the second n).
    await byTestId("place-text").addValue("Ann's flat");
    await expectText("place-state", "Not saved yet", "a typed place is not saved until asked");
    await browser.keys(Key.Enter);
    await expectText("place-state", "✓ Saved", "Enter saves the place");
    await expect(byTestId("place-text")).toHaveValue("Ann's flat");

    // When it was played: the game really took 45 minutes (the app was opened late).
    await byTestId("when-minutes").click();
    await browser.keys([Key.Ctrl, "a"]);
    await browser.keys(Key.Backspace);
    await byTestId("when-minutes").addValue("45");
    await expectText("when-state", "Not saved yet", "a typed length is not saved until asked");
    await browser.keys(Key.Enter);
    await expectText("when-state", "✓ Saved", "Enter saves the time");
    await showRecord();
    await screenshot("session-record-place");

    // The search finds the new words, so they were kept; the list says where.
    await byTestId("nav-history").click();
    await byTestId("history-search").setValue("farms");
    await expectListed(["Carcassonne"], "the edited notes mention farms");
    await expectText("history-place", "· at Ann's flat", "History says where it was played");
    expect(await contentOf("history-item")).toContain("· 45 min");
    await byTestId("history-item").click();
    await byTestId("session-record").waitForDisplayed();
  });

  it("corrects the finished game's result, listed with its other changes since the end, and undoes it", async () => {
    await tap("record-tab-notes");
    const lines = async (): Promise<string[]> => browser.$$('[data-testid="edit-step"]').map((line) => line.getText());
    // The notes, place and time edited above were changes to a finished play: each is listed.
    await browser.waitUntil(async () => (await lines()).length === 3, {
      timeoutMsg: `the notes, place and time edits should be listed; the record lists ${JSON.stringify(await lines())}`,
    });
    const [notes, place, time] = await lines();
    assert.match(notes ?? "", /Notes changed$/);
    assert.match(place ?? "", /Place corrected: "Ann's flat" \(was not said\)$/);
    assert.match(time ?? "", /Time corrected: .*, 45 min \(was /, "a corrected time is told in local time and minutes");
    await expectText("recorded-result", "Ann 21 · Bob 24 (won)", "the record says the result as closed");

    // Bob counted his farms twice: his final score was 18, and Ann won.
    await tap("correct-result");
    const bob = await byTestId("correct-score-2");
    await bob.click();
    await browser.keys([Key.Ctrl, "a"]);
    await browser.keys(Key.Backspace);
    await bob.addValue("18");
    await tap("correct-won-2");
    await tap("correct-won-1");
    await showAtTop("corrections");
    await screenshot("correct-result-form");
    await browser.setWindowSize(1024, 768);
    await expectNoSidewaysScroll("the correction form at 1024 wide");
    await showAtTop("corrections");
    await screenshot("correct-result-form-1024");
    await browser.setWindowSize(1280, 800);
    await tap("correct-save");
    await expectText("recorded-result", "Ann 21 (won) · Bob 18", "the corrected result is recorded");
    await expectText("result-text", "Ann wins", "the game's own screen announces the corrected winner");
    await expectText("result-corrected", "Corrected after the game: Ann 21 (won) · Bob 18", "beside the rounds' totals as played");
    await browser.waitUntil(async () => (await lines()).length === 4, { timeoutMsg: "the correction joins the list" });
    assert.match((await lines())[3] ?? "", /Result corrected: Bob 18 \(was 24\); won by Ann \(was Bob\)$/);
    const inTimeline = await browser.execute(() =>
      [...document.querySelectorAll('[data-testid="timeline-edit"]')].map((line) => (line.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
    assert.match(inTimeline.at(-1) ?? "", /Result corrected: Bob 18/, "the game's timeline lists the correction too");
    // Into view inside the timeline's own scrolling box too.
    await browser.execute(() => document.querySelector('[data-testid="timeline-edits"]')?.scrollIntoView({ block: "center" }));
    await screenshot("timeline-corrected");
    await expectAttribute("edit-undo", "title", "Undo: Result corrected: Bob 18 (was 24); won by Ann (was Bob)", "Undo names what it takes back");
    await showAtTop("corrections");
    await expectNoSidewaysScroll("the corrected record");
    await screenshot("session-record-corrected");
    await setTheme("dark");
    await screenshot("session-corrected-dark", true);
    await showAtTop("corrections");
    await screenshot("session-record-corrected-dark");
    await setTheme("system");

    await tap("edit-undo");
    await byTestId("result-corrected").waitForExist({ reverse: true, timeoutMsg: "the note goes with the correction" });
    await expectText("recorded-result", "Ann 21 · Bob 24 (won)", "Undo puts the closed result back");
    await expectText("result-text", "Bob wins", "and the game's screen with it");
    assert.match((await lines())[4] ?? "", /Undid: Result corrected: Bob 18/);
    await expect(byTestId("edit-redo")).toBeEnabled();
  });

  it("shows the score chart, one line per player", async () => {
    await tap("record-tab-chart");
    await byTestId("score-chart-svg").waitForDisplayed();
    await byTestId("score-line-1").waitForExist();
    assert.equal(await contentOf("chart-legend-0"), "Ann 21", "the legend names Ann with her final score");
    assert.equal(await contentOf("chart-legend-1"), "Bob 24", "the legend names Bob with his final score");
    assert.equal(await contentOf("score-chart-x-axis"), "Rounds →", "a scorepad's chart counts rounds");
    const ticks = await browser.$$('[data-testid="score-chart-x-tick"]').map((tick) => tick.getText());
    assert.deepEqual(ticks, ["1", "2", "3"], "one tick per round played");
    await showRecord();
    await expectNoSidewaysScroll("the session record");
    await screenshot("session-record-chart");
  });

  it("steps the timeline back to a moment and shows the scores of then", async () => {
    await tap("record-tab-replay");
    await byTestId("replay").waitForDisplayed();
    // Entries: 1 add round, 2 Ann 10, 3 Bob 7, 4 add round, 5 Ann 3, 6 Bob 12, …
    await pickInReplay(6);
    await browser.waitUntil(async () => (await textOf("replay-title").catch(() => "")).startsWith("As it was after step 6 ("), {
      timeoutMsg: `the moment should be named after step 6 and its time; it reads "${await textOf("replay-title").catch(() => "?")}"`,
    });
    await expectText("moment-score-0", "13", "after round 2 Ann had 10 + 3");
    await expectText("moment-score-1", "19", "after round 2 Bob had 7 + 12");
    await expectText("moment-now-1", "24", "Bob's final score, for comparison");

    // ← steps back one entry: Bob's 12 was not yet entered.
    await browser.keys(Key.ArrowLeft);
    await expectAttribute("replay-moment", "data-seq", "5", "← steps back one entry");
    await expectText("moment-score-0", "13", "Ann's 3 of round 2 was entered at step 5");
    await expectText("moment-score-1", "7", "Bob's 12 came at step 6");
    await tap("replay-prev");
    await expectAttribute("replay-moment", "data-seq", "4", "Previous steps back once more");
    await expectText("moment-score-0", "10", "before Ann's 3");
    await expect(byTestId("replay-line")).toHaveText("2 rounds played");

    // Below, the scorepad itself as it was: two rounds (the second still
    // empty) where the table now has three, and nothing in it to tap.
    await expectPastTable(4);
    assert.equal(await pastText("cell-1-0"), "10", "Ann's 10 of round 1 was in");
    assert.equal(await pastText("cell-1-1"), "7", "Bob's 7 of round 1 was in");
    assert.equal(await pastText("cell-2-0"), "–", "round 2 had just been added, still empty");
    assert.equal(await pastText("cell-3-0"), null, "round 3 had not been added yet");
    assert.equal(await pastText("total-value-1"), "7", "Bob's total then");
    assert.equal(await contentOf("cell-3-0"), "8", "the live table above still has round 3");
    const controls = await browser.execute(() => {
      const past = document.querySelector('[data-testid="past-table"]');
      const usable = past ? [...past.querySelectorAll("button, input, select, textarea")] : [];
      return {
        inert: past?.querySelector("[inert]") !== null,
        usable: usable.filter((el) => !(el as HTMLButtonElement).disabled).length,
      };
    });
    assert.ok(controls.inert, "the past table is inert: nothing in it can be tapped or focused");
    assert.equal(controls.usable, 0, "the past table has no usable control");
    await showPastTable();
    await expectNoSidewaysScroll("the table as it was");
    await screenshot("timeline-past-table");

    // The chart marks the moment.
    await tap("record-tab-chart");
    await byTestId("score-chart-marker").waitForExist();
    await tap("record-tab-replay");
    await expectAttribute("replay-moment", "data-seq", "4", "the moment outlives a look at the chart");
    await showRecord();
    await screenshot("timeline-stepped-back");

    await tap("replay-now");
    await expectAttribute("replay-moment", "data-seq", "", "Back to now lets go of the moment");
  });

  it("shows the session record in the dark theme", async () => {
    await setTheme("dark");
    await tap("record-tab-chart");
    await byTestId("score-chart-svg").waitForDisplayed();
    await showRecord();
    await screenshot("session-record-dark");
    // A step tapped on the table's own timeline opens the stepping there.
    const beside = await browser.$('[data-testid="screen-session"] [data-testid="timeline-pick-6"]');
    await browser.execute((el) => (el as unknown as HTMLElement).scrollIntoView({ block: "center" }), beside);
    await beside.click();
    await expectAttribute("record-tab-replay", "aria-selected", "true", "a step tapped beside the table opens Step through");
    await expectAttribute("replay-moment", "data-seq", "6", "the step tapped beside the table");
    await expectText("moment-score-1", "19", "Bob had 19 after step 6");
    await showRecord();
    await screenshot("timeline-stepped-back-dark");
    await expectPastTable(6);
    assert.equal(await pastText("total-value-1"), "19", "the past table has Bob's 7 + 12");
    await showPastTable();
    await screenshot("timeline-past-table-dark");
    await setTheme("system");
  });

  it("sends the finished game to BG Stats as a QR code and a link", async () => {
    await tap("bgstats-open");
    await byTestId("bgstats-dialog").waitForDisplayed();
    await expectText("bgstats-play-game", "Carcassonne (Scorepad)", "the play is described in words");
    await expectText("bgstats-play-scores", "Ann 21 · Bob 24", "each player's score");
    await expectText("bgstats-play-result", "Bob wins", "the winner");
    await expect(byTestId("bgstats-url")).not.toBeDisplayed();
    await byTestId("bgstats-qr").$("svg").waitForExist();
    await screenshot("bgstats-dialog");
    await tap("bgstats-show-url");
    await byTestId("bgstats-url").waitForDisplayed();
    await expect(byTestId("bgstats-url")).toHaveText(expect.stringContaining("app.bgstatsapp.com/createPlay.html"));
    await byTestId("bgstats-qr").$("svg").waitForExist();
    await byTestId("bgstats-copy").click();
    await screenshot("bgstats-dialog-link");

    // The game's BoardGameGeek id, typed once, goes into the link.
    await expect(byTestId("bgstats-url")).not.toHaveText(expect.stringContaining("bggId"));
    await byTestId("bgg-id-input").click();
    await browser.keys("carcassonne");
    await tap("bgg-id-save");
    await byTestId("bgg-id-problem").waitForDisplayed({ timeoutMsg: "a word is not an id" });
    await byTestId("bgg-id-input").click();
    await browser.keys([Key.Ctrl, "a"]);
    await browser.keys(Key.Backspace);
    // Typed into the field as keys (an element's send-keys types a repeated digit twice; a key chord would not).
    await byTestId("bgg-id-input").addValue("822");
    await browser.keys(Key.Enter);
    await browser.waitUntil(async () => (await contentOf("bgstats-url")).includes("%22bggId%22%3A822"), {
      timeoutMsg: "the saved id should be in the link",
    });
    await expect(byTestId("bgg-id-problem")).not.toBeExisting();
    await byTestId("bgg-id-saved").waitForDisplayed({ timeoutMsg: "saving says so" });
    await screenshot("bgstats-dialog-bgg-id");
    await byTestId("bgstats-close").click();
    await expect(byTestId("bgstats-dialog")).not.toBeDisplayed();

    // The QR code keeps its white square in the dark theme, for the scanner.
    await setTheme("dark");
    await tap("bgstats-open");
    await byTestId("bgstats-play-game").waitForDisplayed();
    await screenshot("bgstats-dialog-dark");
    await byTestId("bgstats-close").click();
    await setTheme("system");
  });

  it("keeps a photo of the evening with the finished game, then removes it", async () => {
    await tap("record-tab-photos");
    await byTestId("album-empty").waitForDisplayed();
    assert.equal(await contentOf("album-empty-text"), "No photos yet — add one from the evening.");
    await showRecord();
    await screenshot("session-photos-empty");

    // Files that are not photos are refused with a reason, before or by the backend.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "drydock-e2e-photos-"));
    const notes = path.join(scratch, "notes.txt");
    fs.writeFileSync(notes, "not a photo\n");
    const broken = path.join(scratch, "broken.jpg");
    fs.writeFileSync(broken, fs.readFileSync(PHOTO).subarray(0, 4000));
    await byTestId("album-file").addValue(notes);
    await byTestId("album-problem").waitForDisplayed();
    expect(await contentOf("album-problem")).toContain("“notes.txt” is not a photo Drydock keeps");
    await byTestId("album-file").addValue(broken);
    await browser.waitUntil(async () => !(await contentOf("album-problem").catch(() => "")).includes("notes.txt"), {
      timeoutMsg: "a broken JPEG should be refused by the backend with its own reason",
    });
    await byTestId("album-problem").waitForDisplayed();
    await expect(byTestId("album-empty")).toBeDisplayed();
    await showRecord();
    await screenshot("session-photos-refused");
    fs.rmSync(scratch, { recursive: true, force: true });

    // WebKitWebDriver sets a file input from a path sent as its keys.
    await byTestId("album-file").addValue(PHOTO);
    const photo = await byTestId("album-photo");
    await photo.waitForDisplayed({ timeoutMsg: "the chosen photo should be listed" });
    await expect(photo).toHaveAttribute("data-kind", "plain");
    await expect(byTestId("album-problem")).not.toBeExisting();
    await expectText("album-count", "1 photo", "one photo kept");
    const thumb = await byTestId("album-thumb");
    await thumb.waitForDisplayed();
    await browser.waitUntil(
      async () => (await browser.execute((img) => (img as unknown as HTMLImageElement).naturalWidth, thumb)) > 0,
      { timeoutMsg: "the thumbnail should show the photo" },
    );
    await showRecord();
    await expectNoSidewaysScroll("the session's photos");
    await screenshot("session-photos");
    await setTheme("dark");
    await showRecord();
    await screenshot("session-photos-dark");
    await setTheme("system");

    // Still there when the session is opened again.
    await byTestId("nav-history").click();
    await byTestId("history-list").waitForDisplayed();
    const at = (await historyTitles()).indexOf("Carcassonne");
    assert.ok(at >= 0, "Carcassonne should be listed in History");
    await (await browser.$$('[data-testid="history-item"]'))[at]!.click();
    await byTestId("result").waitForDisplayed();
    await tap("record-tab-photos");
    await byTestId("album-photo").waitForDisplayed({ timeoutMsg: "the photo is kept with the session" });

    await tap("album-remove");
    await byTestId("album-remove-dialog").waitForDisplayed();
    await screenshot("session-photos-remove");
    await byTestId("album-remove-dialog-confirm").click();
    await byTestId("album-empty").waitForDisplayed({ timeoutMsg: "the removed photo should be gone" });
    await expect(byTestId("album-photo")).not.toBeExisting();
  });

  it("previews importing the exported archive: every session is already here, and Cancel writes nothing", async () => {
    await byTestId("nav-data").click();
    await byTestId("screen-data").waitForDisplayed();
    await tap("export-format-json");
    await tap("export-run");
    answerSaveDialog("Return");
    await browser.waitUntil(async () => /\.json$/.test(await contentOf("export-message").catch(() => "")), {
      timeoutMsg: "the JSON export should report a .json file",
    });
    const archive = await contentOf("export-path");
    expect(archive).toMatch(/^\/.+\.json$/);

    await expectImportPreviewAllHere(archive, 2);
    await browser.execute(() => document.querySelector('[data-testid="import-panel"]')?.scrollIntoView({ block: "start" }));
    await expectNoSidewaysScroll("the import preview");
    await screenshot("data-import-preview");

    await setTheme("dark");
    await browser.execute(() => document.querySelector('[data-testid="import-panel"]')?.scrollIntoView({ block: "start" }));
    await screenshot("data-import-preview-dark");
    await setTheme("system");

    await tap("import-cancel");
    await expect(byTestId("import-preview")).not.toBeExisting();
    await expect(byTestId("import-report")).not.toBeExisting();
    // Nothing was written: History still lists the two games.
    await byTestId("nav-history").click();
    await expectListed(["Ticket to Ride", "Carcassonne"], "cancelling the import added nothing");
  });
  it("imports a BG Stats backup: previews its plays as scorepad sessions, says what it skips and why, then lists them", async () => {
    await byTestId("nav-data").click();
    await byTestId("screen-data").waitForDisplayed();
    await byTestId("import-file").addValue(BGSTATS_BACKUP);
    await byTestId("import-preview").waitForDisplayed({ timeoutMsg: "the backup should be previewed first" });
    // Ann and Bob already have profiles here; Émile is new, and the anonymous player comes as a guest.
    // Hanabi, cooperative and lost, comes as a cooperative scorepad; only the fractional score is skipped.
    expect(await contentOf("import-preview-summary")).toBe("This file (a BG Stats backup) would add 3 sessions and 1 player.");
    const skipped = await browser.$$('[data-testid="import-preview-skipped"] li').map((item) => item.getText());
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toContain("40.5");
    await browser.execute(() => document.querySelector('[data-testid="import-panel"]')?.scrollIntoView({ block: "start" }));
    await expectNoSidewaysScroll("the BG Stats import preview");
    await screenshot("data-import-bgstats-preview");
    await tap("import-confirm");
    await byTestId("import-report").waitForDisplayed({ timeoutMsg: "the import should report what it added" });
    expect(await contentOf("import-summary")).toContain("Added 1 player and 3 sessions.");
    await screenshot("data-import-bgstats-done");
    await byTestId("nav-history").click();
    await expectListed(["Ticket to Ride", "Carcassonne", "Hanabi", "Golf", "Azul"], "the imported plays are listed in History, by when they were played");
  });
  it("moves a play to the trash, brings it back whole, and empties the trash only when asked", async () => {
    const open = async (title: string): Promise<void> => {
      const at = (await historyTitles()).indexOf(title);
      assert.ok(at >= 0, `${title} should be listed in History`);
      const item = (await browser.$$('[data-testid="history-item"]'))[at]!;
      await item.scrollIntoView({ block: "center" });
      await item.click();
      await byTestId("session-record").waitForDisplayed();
    };
    await open("Azul");
    await tap("delete-play");
    await byTestId("delete-play-dialog").waitForDisplayed();
    await screenshot("delete-play-dialog");
    await byTestId("delete-play-dialog-confirm").click();
    await expectListed(["Ticket to Ride", "Carcassonne", "Hanabi", "Golf"], "the deleted play leaves History");

    await byTestId("nav-data").click();
    await browser.execute(() => document.querySelector('[data-testid="trash-panel"]')?.scrollIntoView({ block: "start" }));
    await expectText("trash-title", "Azul", "the trash lists the deleted play");
    await expectNoSidewaysScroll("the trash");
    await screenshot("data-trash");
    await tap("trash-restore");
    await expectText("trash-done", "✓ Azul is back in History.", "Restore says so");
    await byTestId("trash-none").waitForDisplayed({ timeoutMsg: "the restored play leaves the trash" });
    await byTestId("nav-history").click();
    await expectListed(["Ticket to Ride", "Carcassonne", "Hanabi", "Golf", "Azul"], "the restored play is back, where it was played in time");
    await open("Azul");
    await expect(byTestId("place-text")).toHaveValue("The Meeple Café");

    await tap("delete-play");
    await byTestId("delete-play-dialog-confirm").click();
    await expectListed(["Ticket to Ride", "Carcassonne", "Hanabi", "Golf"], "deleted again");
    await byTestId("nav-data").click();
    await tap("trash-empty");
    await byTestId("trash-empty-dialog").waitForDisplayed();
    await byTestId("trash-empty-dialog-cancel").click();
    await expectText("trash-title", "Azul", "Cancel keeps it");
    await setTheme("dark");
    await browser.execute(() => document.querySelector('[data-testid="trash-panel"]')?.scrollIntoView({ block: "start" }));
    await screenshot("data-trash-dark");
    await setTheme("system");
    await tap("trash-empty");
    await byTestId("trash-empty-dialog-confirm").click();
    await expectText("trash-done", "✓ Deleted 1 play for good.", "emptying says what went");
    await byTestId("trash-none").waitForDisplayed();
    await browser.execute(() => document.querySelector('[data-testid="trash-panel"]')?.scrollIntoView({ block: "start" }));
    await screenshot("data-trash-empty");
  });
});
