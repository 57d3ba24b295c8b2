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
 *
 * Each spec file also gets its own tauri-driver and WebKitWebDriver, and an
 * app left running by the one before is killed: once, in CI, the webview's
 * session died in the middle of a spec ("invalid session id") and the
 * shared WebKitWebDriver then answered no later spec's new session, so one
 * lost session failed all twelve files. A spec file that fails is run once
 * more from scratch (specFileRetries); the reporter keeps the first run's
 * failures in the log and the summary counts the retry, and a file that
 * fails twice fails the run.
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
/** Where the specs save their screenshots (appDriver's SHOTS). */
const shots = path.resolve(ui, "../target/e2e-screenshots");

let driver: ChildProcess | undefined;

/** Removes the e2e database, its side files, its log and the app's config; the app makes them afresh. */
function removeDatabase(): void {
  for (const file of [database, `${database}-wal`, `${database}-shm`, `${database}-journal`, log]) {
    fs.rmSync(file, { force: true });
  }
  fs.rmSync(configHome, { recursive: true, force: true });
}

/** Kills tauri-driver (which takes its WebKitWebDriver down with it); for the launcher's exit. */
function killDriver(): void {
  if (driver && driver.exitCode === null) driver.kill();
  driver = undefined;
}

/** Stops tauri-driver and waits until it and its WebKitWebDriver no longer listen. */
async function stopDriver(): Promise<void> {
  const running = driver;
  killDriver();
  if (running && running.exitCode === null) {
    await new Promise((resolve) => {
      running.once("exit", resolve);
      setTimeout(resolve, 5_000);
    });
  }
  await waitForClosedPort(DRIVER_PORT, 5_000);
  await waitForClosedPort(DRIVER_PORT + 1, 5_000);
}

/** Starts tauri-driver (and so a fresh WebKitWebDriver) and waits until it listens. */
async function startDriver(): Promise<void> {
  driver = spawn(tauriDriver, ["--port", String(DRIVER_PORT), "--native-driver", "/usr/bin/WebKitWebDriver"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });
  driver.on("error", (error) => {
    console.error(`tauri-driver could not start (${tauriDriver}): ${error.message}`);
  });
  await waitForPort(DRIVER_PORT, 15_000);
}

async function accepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Resolves once nothing accepts connections on `port` (or after `timeoutMs`). */
async function waitForClosedPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await accepts(port)) && Date.now() < deadline) await sleep(100);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once something accepts connections on `port`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await accepts(port)) return;
    if (driver?.exitCode !== null && driver?.exitCode !== undefined) {
      throw new Error(`tauri-driver exited with code ${driver.exitCode} before listening on port ${port}`);
    }
    if (Date.now() > deadline) throw new Error(`tauri-driver did not listen on port ${port} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The processes running the app binary. */
function appProcesses(): number[] {
  return fs.readdirSync("/proc").flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return [];
    try {
      return fs.readlinkSync(`/proc/${pid}/exe`) === application ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Waits until no process runs the app binary; one still running after
 * `timeoutMs` (a hung app from a failed spec) is killed, so that it cannot
 * hold the single-instance name and swallow every later spec's launch.
 */
async function waitForNoApp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (appProcesses().length > 0 && Date.now() < deadline) await sleep(100);
  const left = appProcesses();
  if (left.length === 0) return;
  console.error(`e2e: the previous spec's app (pid ${left.join(", ")}) did not exit; killing it`);
  for (const pid of left) process.kill(pid, "SIGKILL");
  while (appProcesses().length > 0 && Date.now() < deadline + 5_000) await sleep(100);
}

/** The app log's last lines, for a spec that failed. */
function logTail(lines: number): string {
  try {
    return fs.readFileSync(log, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
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
  specFileRetries: 1,
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

    process.once("exit", killDriver);
  },

  // Runs in the launcher before each spec file's worker (and so before the
  // app is launched for it): every spec starts from an empty database, after
  // the previous spec's app has gone (a dying app still holding the
  // single-instance name on the bus would make the new one hand over to it
  // and exit), with a fresh tauri-driver and WebKitWebDriver: one wedged by
  // an app that died mid-spec answers no later spec's new session.
  async onWorkerStart() {
    await stopDriver();
    await waitForNoApp(10_000);
    removeDatabase();
    await startDriver();
  },

  // A test that failed leaves a screenshot (failed-<spec>-<test>.png among
  // the others) and says which screen the webview showed: a flaky failure
  // that the spec's retry then passes can still be traced afterwards.
  async afterTest(test, _context, { passed }) {
    if (passed) return;
    const name = `${path.basename(test.file ?? "spec", ".e2e.ts")}-${test.title}`
      .replace(/[^A-Za-z0-9]+/g, "-")
      .slice(0, 80);
    try {
      fs.mkdirSync(shots, { recursive: true });
      await browser.saveScreenshot(path.join(shots, `failed-${name}.png`));
      const where = await browser.execute(() => ({
        url: location.href,
        screens: [...document.querySelectorAll('[data-testid^="screen-"]')].map((el) => el.getAttribute("data-testid")),
      }));
      console.error(`e2e: "${test.title}" failed at ${where.url} showing ${where.screens.join(", ") || "no screen"}`);
    } catch (error) {
      console.error(`e2e: "${test.title}" failed and the webview could not be asked why: ${String(error)}`);
    }
  },

  // A spec file that failed says what the app logged before the next one
  // starts (and removes the log).
  onWorkerEnd(_cid: string, exitCode: number, specs: string[]) {
    if (exitCode === 0) return;
    const still = appProcesses().length > 0 ? "still running" : "not running";
    console.error(`e2e: ${specs.map((s) => path.basename(s)).join(", ")} failed; the app is ${still}. Its log ends:`);
    console.error(logTail(40));
  },

  async onComplete() {
    await stopDriver();
  },
};
