/**
 * WebdriverIO configuration for the end-to-end test of the real app: the
 * built binary (../target/debug/drydock-app) in its real WebKitGTK webview,
 * driven through tauri-driver and WebKitWebDriver. Run under Xvfb:
 *
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" npm run e2e
 *
 * (dbus-run-session: the single-instance spec needs a session bus.)
 *
 * Each spec file gets a fresh database (DRYDOCK_DB, inherited by the app
 * through tauri-driver): spec files run one after another, each in its own
 * worker that launches the app anew, and the file is removed before each
 * worker starts, so no spec depends on what another left behind. Building
 * the binary is not this file's job: it refuses to start when the binary
 * is missing.
 *
 * The app's own config folder (where it remembers the window's size and
 * place) is a scratch one (XDG_CONFIG_HOME), emptied before each spec file
 * like the database, so a spec that resized the window does not resize the
 * next one's, and a developer's own window is left alone.
 */

import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const application = path.resolve(ui, "../target/debug/drydock-app");
const tauriDriver = path.join(os.homedir(), ".cargo", "bin", "tauri-driver");
const DRIVER_PORT = 4444;

const database = path.join(os.tmpdir(), "drydock-e2e.db");
/** The app's log, beside the database. */
const log = path.join(os.tmpdir(), "drydock.log");
const configHome = path.join(os.tmpdir(), "drydock-e2e-config");

let driver: ChildProcess | undefined;

/** Removes the e2e database, its side files, its log and the app's config; the app makes them afresh. */
function removeDatabase(): void {
  for (const file of [database, `${database}-wal`, `${database}-shm`, `${database}-journal`, log]) {
    fs.rmSync(file, { force: true });
  }
  fs.rmSync(configHome, { recursive: true, force: true });
}

function stopDriver(): void {
  if (driver && driver.exitCode === null) driver.kill();
  driver = undefined;
}

/** Resolves once something accepts connections on `port`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (driver?.exitCode !== null && driver?.exitCode !== undefined) {
      throw new Error(`tauri-driver exited with code ${driver.exitCode} before listening on port ${port}`);
    }
    if (Date.now() > deadline) throw new Error(`tauri-driver did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once no process runs the app binary (or after `timeoutMs`). */
async function waitForNoApp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const running = (): boolean =>
    fs.readdirSync("/proc").some((pid) => {
      if (!/^\d+$/.test(pid)) return false;
      try {
        return fs.readlinkSync(`/proc/${pid}/exe`) === application;
      } catch {
        return false;
      }
    });
  while (running() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

export const config: WebdriverIO.Config = {
  runner: "local",
  hostname: "127.0.0.1",
  port: DRIVER_PORT,
  specs: ["./specs/**/*.e2e.ts"],
  maxInstances: 1,
  capabilities: [
    {
      "tauri:options": { application },
      "wdio:enforceWebDriverClassic": true,
    } as WebdriverIO.Capabilities,
  ],
  logLevel: "warn",
  bail: 0,
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 2,
  framework: "mocha",
  reporters: ["spec"],
  mochaOpts: { ui: "bdd", timeout: 120_000 },

  onPrepare() {
    if (!fs.existsSync(application)) {
      throw new Error(
        `${application} does not exist: build it first (npm run build, then cargo build -p drydock-app from the repository root)`,
      );
    }
    // The app inherits the variable through tauri-driver, which must
    // therefore start after it is set.
    removeDatabase();
    process.env["DRYDOCK_DB"] = database;
    process.env["XDG_CONFIG_HOME"] = configHome;

    driver = spawn(tauriDriver, ["--port", String(DRIVER_PORT), "--native-driver", "/usr/bin/WebKitWebDriver"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: process.env,
    });
    driver.on("error", (error) => {
      console.error(`tauri-driver could not start (${tauriDriver}): ${error.message}`);
    });
    process.once("exit", stopDriver);
    return waitForPort(DRIVER_PORT, 15_000);
  },

  // Runs in the launcher before each spec file's worker (and so before the
  // app is launched for it): every spec starts from an empty database, and
  // after the previous spec's app has gone. A dying app still holding the
  // single-instance name on the bus would make the new one hand over to it
  // and exit.
  async onWorkerStart() {
    await waitForNoApp(10_000);
    removeDatabase();
  },

  onComplete() {
    stopDriver();
  },
};
