/**
 * Starting Drydock while it is already open: the second launch must not
 * open a second window on the same database. It hands over to the running
 * app (tauri-plugin-single-instance, over the D-Bus session bus) and exits
 * at once, without making a start-up backup; the running window is raised
 * and says the app was already open.
 *
 * The hand-over needs a D-Bus session bus: scripts/test.sh runs the e2e
 * suite under dbus-run-session. Without one the spec fails saying so (the
 * plugin would let both instances run).
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { byTestId, screenshot } from "../appDriver";

const application = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/debug/drydock-app");

/** The start-up backups beside the database, by file name. */
function backupsBeside(database: string): Set<string> {
  const dir = path.join(path.dirname(database), "backups");
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
}

/** Runs the app binary once more and resolves with its exit code (null: still running after `ms`). */
function launchAgain(ms: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(application, [], { env: process.env, stdio: "ignore" });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, ms);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe("Starting Drydock twice", () => {
  it("hands over to the open window instead of opening a second one", async () => {
    assert.ok(
      process.env["DBUS_SESSION_BUS_ADDRESS"],
      "no D-Bus session bus: run the e2e suite under dbus-run-session (scripts/test.sh does)",
    );
    const database = process.env["DRYDOCK_DB"];
    assert.ok(database, "wdio.conf.ts sets DRYDOCK_DB for the app");

    await (await byTestId("screen-home")).waitForDisplayed();
    const launchNotice = await byTestId("launch-notice");
    expect(await launchNotice.isExisting()).toBe(false);

    // The first instance's own start-up backup runs on a thread of its
    // own: wait until it is on disk before taking stock.
    await browser.waitUntil(() => [...backupsBeside(database)].some((name) => name.endsWith("-start.db")), {
      timeoutMsg: "the running app made no start-up backup",
    });
    const before = backupsBeside(database);

    const code = await launchAgain(20_000);
    expect(code).toBe(0);

    await launchNotice.waitForDisplayed({ timeoutMsg: "the open window did not say Drydock was already open" });
    expect(await launchNotice.getText()).toContain("already open");
    expect(await browser.getWindowHandles()).toHaveLength(1);
    expect([...backupsBeside(database)].sort()).toEqual([...before].sort());
    await screenshot("single-instance-notice");
  });
});
