/**
 * The window and the log, across restarts of the real app: the window
 * opens at the size the table left it (tauri-plugin-window-state, saved as
 * it changes), and problems are written to a log file beside the database
 * that Your data names (tauri-plugin-log), starting with each start.
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { byTestId, contentOf, screenshot, setTheme, tap } from "../appDriver";

const database = process.env["DRYDOCK_DB"] ?? "";
const logFile = path.join(path.dirname(database), "drydock.log");

/** A file that is not a Drydock archive, for the import to refuse. */
function notAnArchive(): string {
  const file = path.join(os.tmpdir(), "drydock-e2e-not-an-archive.json");
  fs.writeFileSync(file, '{"format": "someone-else", "version": 3}');
  return file;
}

async function windowSize(): Promise<{ width: number; height: number }> {
  return browser.execute(() => ({ width: window.outerWidth, height: window.outerHeight }));
}

describe("The window and the log", () => {
  it("opens again at the size the table left it", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await browser.setWindowSize(1100, 720);
    await browser.waitUntil(async () => (await windowSize()).width === 1100, {
      timeoutMsg: "the window should take the new size",
    });
    // The size is saved as it changes; give the write a moment.
    await browser.pause(500);

    await browser.reloadSession();
    await byTestId("screen-home").waitForDisplayed();
    const size = await windowSize();
    assert.ok(Math.abs(size.width - 1100) <= 2, `the window opened ${size.width} px wide, not at the 1100 px it was left at`);
    assert.ok(Math.abs(size.height - 720) <= 2, `the window opened ${size.height} px high, not at the 720 px it was left at`);
    await browser.setWindowSize(1280, 800);
  });

  it("writes each start and each refusal to a log that Your data names", async () => {
    await tap("nav-data");
    await byTestId("screen-data").waitForDisplayed();
    const shown = await contentOf("data-log-path");
    expect(shown).toBe(logFile);
    await browser.waitUntil(() => fs.existsSync(logFile), { timeoutMsg: `${logFile} should exist` });
    const started = fs.readFileSync(logFile, "utf8");
    assert.match(started, new RegExp(`started with the database ${database.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    assert.equal(
      (started.match(/started with the database/g) ?? []).length,
      2,
      "both starts (before and after the restart) are in the log",
    );

    await byTestId("import-file").addValue(notAnArchive());
    await byTestId("import-refusal").waitForDisplayed();
    await browser.waitUntil(() => /refused \(bad_file\)/.test(fs.readFileSync(logFile, "utf8")), {
      timeoutMsg: "the refused import should be in the log with its error code",
    });
    await screenshot("data-log-path");
    await setTheme("dark");
    await screenshot("data-log-path-dark");
    await setTheme("system");
  });
});
