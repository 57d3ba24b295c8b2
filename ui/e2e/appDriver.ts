/**
 * How the e2e specs drive the real app: elements by their stable
 * `data-testid`, text that must appear (with a message saying why), a
 * screenshot of the latest frame, the theme, the no-sideways-scroll check,
 * adding players on the new-session screen, previewing an import and
 * answering the system's save dialog (a native GTK window, driven with
 * xdotool as a person's keyboard would).
 * Playing the scorepad is scorepadDriver's. What to test is each spec's
 * business.
 */

import { $, $$, browser, expect } from "@wdio/globals";
import type { ChainablePromiseElement } from "webdriverio";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where screenshots go: target/e2e-screenshots at the repository root. */
export const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../target/e2e-screenshots");

export const byTestId = (id: string) => $(`[data-testid="${id}"]`);

/**
 * Clicks an element as a person would: first scrolled to the middle of the
 * window, where no sticky toolbar or action bar covers it (WebDriver alone
 * scrolls it only to the window's edge), then, as a person's eye does,
 * waiting until it stops moving. WebDriver clicks at a point it works out
 * before the click lands: once a tap meant for the theme's "Light" hit
 * "Undo" 253 px below it, just after a photo panel closed, most likely
 * because the page scrolled between the two (inferred from the failure
 * screenshot, not seen). An element that never settles (an animation) is
 * clicked after a second anyway.
 */
export async function tap(id: string): Promise<void> {
  const element = await byTestId(id);
  await element.waitForExist();
  await browser.execute((el) => (el as unknown as HTMLElement).scrollIntoView({ block: "center" }), element);
  await browser
    .waitUntil(() => stillOverTwoFrames(element), { timeout: 1_000, interval: 50 })
    .catch(() => undefined);
  await element.click();
}

/** Whether an element's place on screen is the same two animation frames apart. */
async function stillOverTwoFrames(element: ChainablePromiseElement): Promise<boolean> {
  return browser.execute(
    (el) =>
      new Promise<boolean>((done) => {
        const at = () => {
          const r = (el as unknown as HTMLElement).getBoundingClientRect();
          return `${r.x},${r.y},${r.width},${r.height}`;
        };
        const before = at();
        requestAnimationFrame(() => requestAnimationFrame(() => done(at() === before)));
      }),
    element,
  );
}

/**
 * Presses keys one after another, as typing does. One `browser.keys([...])`
 * call is a single action chain in which a repeated key (the second "h" of
 * "7h/8h") is lost, so each key gets its own call.
 */
export async function press(...keys: string[]): Promise<void> {
  for (const key of keys) await browser.keys(key);
}

/** Waits for two animation frames, so a screenshot shows the latest frame. */
export async function settle(): Promise<void> {
  await browser.executeAsync((done: () => void) => {
    requestAnimationFrame(() => requestAnimationFrame(() => done()));
  });
}

/** Saves a screenshot of the window; `fromTop` scrolls the page up first. */
export async function screenshot(name: string, fromTop = false): Promise<void> {
  if (fromTop) await browser.execute(() => window.scrollTo(0, 0));
  await settle();
  await browser.saveScreenshot(path.join(SHOTS, `${name}.png`));
}

/** Scrolls an element to the top of the window, `margin` px under it (clear of the sticky toolbar). */
export async function showAtTop(testId: string, margin = 150): Promise<void> {
  const element = await byTestId(testId);
  await browser.execute(
    (el, room) => {
      const top = (el as unknown as HTMLElement).getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, Math.max(0, top - room));
    },
    element,
    margin,
  );
}

/**
 * Chooses the light, dark or system theme; light and dark wait until the
 * page wears it. The choice outlives the app (web storage): specs start
 * from "system".
 */
export async function setTheme(theme: "light" | "dark" | "system"): Promise<void> {
  await byTestId(`theme-${theme}`).click();
  if (theme === "system") return;
  await browser.waitUntil(
    async () => (await browser.execute(() => document.documentElement.dataset["theme"])) === theme,
    { timeoutMsg: `the ${theme} theme should set data-theme=${theme} on <html>` },
  );
}

export async function textOf(testId: string): Promise<string> {
  return (await byTestId(testId).getText()).trim();
}

/**
 * The element's text content, spaces collapsed. WebKit's WebDriver leaves
 * out text in `overflow: hidden` spans (a player's name that may end in
 * "…"), which a person does see; this reads it.
 */
export async function contentOf(testId: string): Promise<string> {
  const element = await byTestId(testId);
  const text = await browser.execute((el) => (el as unknown as HTMLElement).textContent ?? "", element);
  return text.replace(/\s+/g, " ").trim();
}

/** Waits until the element's text is `expected`, saying what was wanted. */
export async function expectText(testId: string, expected: string, why: string): Promise<void> {
  await browser.waitUntil(async () => (await textOf(testId).catch(() => "")) === expected, {
    timeoutMsg: `${testId} should read "${expected}" (${why}); it reads "${await textOf(testId).catch(() => "?")}"`,
  });
}

/** Waits until the element's text content is `expected` (WebDriver skips text in clipped one-liners). */
export async function expectContent(testId: string, expected: string, why: string): Promise<void> {
  await browser.waitUntil(async () => (await contentOf(testId).catch(() => "")) === expected, {
    timeoutMsg: `${testId} should read "${expected}" (${why}); it reads "${await contentOf(testId).catch(() => "?")}"`,
  });
}

/** Waits until the element's attribute is `expected`, saying what was wanted. */
export async function expectAttribute(testId: string, name: string, expected: string, why: string): Promise<void> {
  const read = async () => (await byTestId(testId).getAttribute(name).catch(() => null)) ?? "(missing)";
  await browser.waitUntil(async () => (await read()) === expected, {
    timeoutMsg: `${testId} should have ${name}="${expected}" (${why}); it has "${await read()}"`,
  });
}

export async function addPlayer(name: string): Promise<void> {
  const input = await byTestId("new-player-name");
  await input.setValue(name);
  await byTestId("add-player").click();
}

export const toggle = (name: string) => $(`[data-testid="player-toggle"][data-name="${name}"]`);

/** Adds new players one after another, each waiting until it is listed (and so seated). */
export async function addPlayers(...names: string[]): Promise<void> {
  for (const name of names) {
    await addPlayer(name);
    await toggle(name).waitForDisplayed();
  }
}

/** The window itself never scrolls sideways; wide tables scroll inside. */
export async function expectNoSidewaysScroll(where: string): Promise<void> {
  const [scroll, client] = await browser.execute(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(
    scroll !== undefined && client !== undefined && scroll <= client,
    `${where}: the page is ${scroll}px wide in a ${client}px window`,
  );
}

/**
 * The first element matching `selector` sits on a dark surface with light
 * text (the dark theme's cards must not stay cream and glare): its
 * background's WCAG luminance is under 0.1 and its text reads at AA.
 */
export async function expectDarkSurface(selector: string, why: string): Promise<void> {
  const colours = await browser.execute((query) => {
    const element = document.querySelector(query);
    if (!element) return null;
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color];
  }, selector);
  assert.ok(colours, `${selector} should be on screen (${why})`);
  const [background, text] = colours.map((css) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number));
  const luminance = (rgb: number[]) =>
    rgb
      .map((c) => c / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const back = luminance(background ?? []);
  const ink = luminance(text ?? []);
  assert.ok(back < 0.1, `${selector} (${why}) has a ${colours[0]} background in the dark theme`);
  assert.ok((ink + 0.05) / (back + 0.05) >= 4.5, `${selector} (${why}): ${colours[1]} on ${colours[0]} is below AA`);
}

/**
 * Every text matching `selector` (by default each player name, PlayerName's
 * `.name`) shows whole: no word split across two lines (each word's text
 * lies on one line box) and nothing cut off with an ellipsis. Names the
 * failures.
 */
export async function expectWholeNames(where: string, selector = ".player .name"): Promise<void> {
  const broken = await browser.execute((query) => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(query))) {
      if (element.getClientRects().length === 0) continue;
      const place = element.closest("[data-testid]")?.getAttribute("data-testid") ?? "?";
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${element.textContent} is cut off in ${place}`);
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node as Text;
        for (const match of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index ?? 0);
          range.setEnd(text, (match.index ?? 0) + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`${match[0]} is broken over ${lines.size} lines in ${place}`);
        }
      }
    }
    return problems;
  }, selector);
  assert.deepEqual(broken, [], `${where}: every ${selector} reads whole`);
}

/**
 * Answers the system's save dialog that an export opened, as a person at
 * the keyboard: Enter saves under the suggested name in the suggested
 * folder, Escape cancels. The dialog is a native window the webview does
 * not contain, so it is found and typed into with xdotool on the same X
 * display.
 */
export function answerSaveDialog(key: "Return" | "Escape"): void {
  const found = execFileSync("xdotool", ["search", "--sync", "--onlyvisible", "--name", "Save the export"], {
    timeout: 20_000,
  })
    .toString()
    .trim()
    .split("\n");
  const window = found[found.length - 1];
  assert.ok(window, "the save dialog should open");
  // No window manager runs under Xvfb: the dialog is given the keyboard
  // focus directly, then the key is pressed (XTEST, like a real keyboard).
  execFileSync("xdotool", ["windowfocus", window, "sleep", "0.3", "key", "--clearmodifiers", key], { timeout: 10_000 });
}

/**
 * On the data screen: picks `archive` (an export of this very database)
 * for import and checks the preview says nothing would be added, every one
 * of its `sessions` sessions skipped as already here, with nothing to
 * confirm. The preview stays open for the spec to look at or cancel.
 */
export async function expectImportPreviewAllHere(archive: string, sessions: number): Promise<void> {
  // WebKitWebDriver sets a file input from a path sent as its keys.
  await byTestId("import-file").addValue(archive);
  await byTestId("import-preview").waitForDisplayed({
    timeoutMsg: "picking the archive should show what it would add before writing anything",
  });
  expect(await contentOf("import-preview-summary")).toBe(
    "This file (a Drydock archive) would add 0 sessions, 0 players and 0 shapes: everything in it is already here.",
  );
  const skipped = await $$('[data-testid="import-preview-skipped"] li').map((item) => item.getText());
  expect(skipped).toHaveLength(sessions);
  for (const line of skipped) expect(line).toMatch(/^session \d+ \(.+\): already in this database$/);
  await expect(byTestId("import-confirm")).toBeDisabled();
}

/** Chooses an option of a <select> by value, as picking it does (a change event). */
export async function choose(testId: string, value: string): Promise<void> {
  const select = await byTestId(testId);
  await select.waitForDisplayed();
  await browser.execute(
    (element, wanted) => {
      const el = element as unknown as HTMLSelectElement;
      el.value = wanted;
      el.dispatchEvent(new Event("change", { bubbles: true }));
    },
    select,
    value,
  );
}
