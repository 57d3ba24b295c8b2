/**
 * Entering a Rickety Ships ship from a photo, in the real app at 1280×800:
 * Ann and Bob on the Basic shape, Ann done first, then "From photo" on
 * Ann's ship with the fixture photo tests/fixtures/vision/basic-legal.jpg
 * (a legal ship; its 10♣ at row 4, col 5 lies face down, so no recogniser
 * can read it). The table checks the overlay against the ship in front of
 * it — here the fixture's truth layout — and fixes every cell read wrong
 * through the fix panel, then uses the ship: the editor says legal. The
 * photo is then listed with the session, also once it is closed and
 * opened from History. A photo of two ships side by side
 * (tests/fixtures/vision/two-ships.jpg) is read with a note saying so and
 * every cell left to check. A real photograph of three loose cards
 * (tests/fixtures/vision/real/) is read as those three cards, named, and
 * no ship. The table enrols its own deck from the panel
 * ("Enrol your deck…", the four photos of tests/fixtures/vision/enrol/,
 * one suit each): the report shows 52 cards, 13 a photo from A to K of its
 * suit, and the deck is offered and chosen for the light-theme reading;
 * a damaged photo is refused first, naming it. Once the ship is used the
 * deck is forgotten again, after confirming.
 *
 * The photo goes in through the panel's real file input (WebDriver sends
 * the local path) and, for the dark-theme pass, by dropping it on the
 * panel as a person dragging a file would.
 */

import { browser, expect } from "@wdio/globals";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Key } from "webdriverio";
import {
  addPlayer,
  byTestId,
  choose,
  expectAttribute,
  expectNoSidewaysScroll,
  screenshot,
  SHOTS,
  tap,
  textOf,
  toggle,
} from "../appDriver";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const FIXTURE = path.join(REPO, "tests/fixtures/vision/basic-legal.jpg");
const TRUTH = path.join(REPO, "tests/fixtures/vision/basic-legal.layout");
const TWO_SHIPS = path.join(REPO, "tests/fixtures/vision/two-ships.jpg");
/** A real photograph of three loose cards (tests/fixtures/vision/real/README.md). */
const REAL_LOOSE = path.join(REPO, "tests/fixtures/vision/real/jackfurby_801211.jpg");
/** A JPEG cut off part-way (the hostile-file corpus). */
const DAMAGED = path.join(REPO, "tests/bad_inputs/truncated.jpg");
const ENROL_PHOTOS = ["1-spades", "2-hearts", "3-diamonds", "4-clubs"].map((name) =>
  path.join(REPO, `tests/fixtures/vision/enrol/${name}.jpg`),
);

/** The recogniser may misread a few cards of this photo, not more. */
const MOST_FIXES = 3;

/** The truth layout's cells by "row,col" (a `#` line is a comment, `.` an empty cell). */
function truthCells(): Map<string, string> {
  const cells = new Map<string, string>();
  const lines = fs
    .readFileSync(TRUTH, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  lines.forEach((line, row) =>
    line.split(/\s+/).forEach((text, col) => {
      if (text !== ".") cells.set(`${row},${col}`, text);
    }),
  );
  return cells;
}

/** A stack as the backend stores it: upper case, no `^0`. */
const normal = (text: string): string => text.trim().toUpperCase().replace(/\^0$/, "");

async function expectPhase(phase: string, why: string): Promise<void> {
  await expectAttribute("screen-session", "data-phase", phase, why);
}

async function openPanel(): Promise<void> {
  await tap("from-photo");
  await byTestId("photo-panel").waitForDisplayed();
  await expectAttribute("photo-panel", "data-step", "choose", "a new panel asks for a photo");
}

/**
 * Waits until the photo is read and its grid drawn over it. Reading takes
 * a second or two in a debug build, far longer on a machine busy with
 * other builds: the wait is generous.
 */
async function expectReading(): Promise<void> {
  const step = async () => (await byTestId("photo-panel").getAttribute("data-step").catch(() => null)) ?? "(missing)";
  await browser.waitUntil(async () => (await step()) === "read", {
    timeout: 90_000,
    timeoutMsg: "the photo should be read and drawn within 90 s",
  });
  await byTestId("photo-grid").waitForDisplayed();
  await byTestId("photo-cell-3-4").waitForExist();
}

async function chooseFixture(): Promise<void> {
  // The input is visually hidden behind its "Choose a photo…" button; a
  // file input takes the path of a local file from WebDriver all the same.
  await byTestId("photo-file").addValue(FIXTURE);
}

/** Drops a photo (the fixture ship by default) on the panel the way a file dragged from the desktop arrives. */
async function dropFixture(file = FIXTURE): Promise<void> {
  const bytes = fs.readFileSync(file).toString("base64");
  await browser.execute(
    (base64: string, name: string) => {
      const raw = atob(base64);
      const data = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: "image/jpeg" }));
      const panel = document.querySelector('[data-testid="photo-panel"]');
      if (!panel) throw new Error("no photo panel");
      panel.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      panel.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    bytes,
    path.basename(file),
  );
}

/** Waits for the panel to finish reading a dropped photo, as a person waits for the result. */
async function waitUntilRead(what: string): Promise<void> {
  const step = async () => (await byTestId("photo-panel").getAttribute("data-step").catch(() => null)) ?? "";
  await browser.waitUntil(async () => (await step()) === "read", {
    timeout: 90_000,
    timeoutMsg: `${what} should be read within 90 s`,
  });
}

/** The doubtful face-down card: on the overlay, marked and listed. */
async function expectFaceDownCellDoubtful(): Promise<void> {
  await expectAttribute("photo-cell-3-4", "data-check", "doubtful", "the 10♣ at row 4, col 5 is face down");
  await expectAttribute("photo-cell-3-4", "data-read", "", "a face-down card cannot be read");
  assert.equal(await textOf("photo-label-3-4"), "?", "the face-down cell's label is a question mark");
  await byTestId("photo-check-3-4").waitForDisplayed();
  const count = Number(await byTestId("photo-check").getAttribute("data-count"));
  assert.ok(count >= 1, `the list of cells to check should hold the face-down card, it holds ${count}`);
  assert.match(await textOf("photo-check"), new RegExp(`${count} cells? to check`), "the list says how many");
}

const fixPanel = (id: string) => browser.$(`[data-testid="photo-fix"] [data-testid="${id}"]`);

describe("a Rickety Ships ship from a photo", () => {
  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await browser.setWindowSize(1280, 800);
    await byTestId("theme-system").click();
  });

  it("gets to entering ships: Ann and Bob on Basic, Ann done first", async () => {
    await byTestId("screen-home").waitForDisplayed();
    await tap("new-session");
    await byTestId("screen-new").waitForDisplayed();
    await addPlayer("Ann");
    await toggle("Ann").waitForDisplayed();
    await addPlayer("Bob");
    await toggle("Bob").waitForDisplayed();
    await expect(byTestId("shape-option-basic").$("input")).toBeSelected();
    await tap("start-session");
    await byTestId("screen-session").waitForDisplayed();
    await tap("go");
    await expectPhase("building", "the count-in ends in go");
    await tap("done-0");
    await expectPhase("scoring", "Ann called done");
    await expect(byTestId("ship-tab-0")).toHaveAttribute("aria-pressed", "true");
    await byTestId("from-photo").waitForDisplayed();
  });

  it("reads a dropped photo in the dark theme, the face-down card marked to check", async () => {
    await tap("theme-dark");
    const theme = () => browser.execute(() => document.documentElement.dataset["theme"]);
    await browser.waitUntil(async () => (await theme()) === "dark", {
      timeoutMsg: "the dark theme should set data-theme=dark on <html>",
    });
    await openPanel();
    await expectNoSidewaysScroll("the photo panel before a photo");
    await screenshot("photo-choose-dark");

    // "Enrol your deck…" is offered before any deck is enrolled.
    await expect(byTestId("photo-deck")).not.toBeExisting();
    await tap("deck-enrol-open");
    await byTestId("deck-enrol").waitForDisplayed();
    await expect(byTestId("photo-close")).not.toBeDisplayed();
    await expect(byTestId("deck-enrol-close")).toBeDisplayed();
    await expectNoSidewaysScroll("the enrolment panel, dark");
    await screenshot("deck-enrol-dark");
    await browser.keys(Key.Escape);
    await expect(byTestId("deck-enrol")).not.toBeExisting();
    await byTestId("photo-panel").waitForDisplayed();
    await expect(byTestId("photo-close")).toBeDisplayed();

    await dropFixture();
    await expectReading();
    await expectFaceDownCellDoubtful();
    await expectNoSidewaysScroll("the photo panel with its overlay, dark");
    await screenshot("photo-panel-dark");

    await tap("photo-cell-3-4");
    await byTestId("photo-fix").waitForDisplayed();
    await screenshot("photo-fix-dark");

    // Escape leaves the fix first, then the panel; nothing was sent.
    await browser.keys(Key.Escape);
    await expect(byTestId("photo-fix")).not.toBeExisting();
    await byTestId("photo-panel").waitForDisplayed();
    await tap("photo-close");
    await expect(byTestId("photo-panel")).not.toBeExisting();
    await expectAttribute("ship-legal", "data-legal", "empty", "cancelling the panel leaves Ann's ship as it was");
    await tap("theme-light");
  });

  it("says so when a photo shows two ships, and trusts none of its cells", async () => {
    await openPanel();
    await dropFixture(TWO_SHIPS);
    await waitUntilRead("the two-ship photo");
    const note = await byTestId("photo-note");
    await note.waitForDisplayed({ timeoutMsg: "the panel should say the cards form two groups" });
    assert.match(await note.getText(), /2 separate groups.*one ship at a time/);
    const check = await byTestId("photo-check");
    await expect(check).toHaveAttribute("data-count", "12");
    await expectNoSidewaysScroll("the photo panel with a two-ship note");
    await screenshot("photo-two-ships");
    await tap("photo-close");
    await expect(byTestId("photo-panel")).not.toBeExisting();
    await expectAttribute("ship-legal", "data-legal", "empty", "a two-ship photo is not taken as Ann's ship");
  });

  it("names and outlines the loose cards of a real photo instead of inventing a ship", async () => {
    await openPanel();
    await dropFixture(REAL_LOOSE);
    await waitUntilRead("the real photo");
    const problem = await byTestId("photo-problem");
    await problem.waitForDisplayed({ timeoutMsg: "the panel should say no ship was found" });
    const text = await problem.getText();
    assert.match(text, /only 3 loose cards lying apart/, text);
    for (const card of ["A♠", "10♠", "K♠"]) assert.ok(text.includes(card), `${card} named in: ${text}`);
    await expectNoSidewaysScroll("the photo panel with loose cards");
    assert.equal(await textOf("check-title"), "No ship in this photo", "nothing is offered as checked");
    await expectAttribute("photo-overlay", "data-loose", "3", "each loose card is outlined on the photo");
    const labels: string[] = [];
    for (const i of [0, 1, 2]) labels.push(await textOf(`photo-loose-label-${i}`));
    assert.deepEqual([...labels].sort(), ["10♠", "A♠", "K♠"], `labels on the photo: ${labels.join(", ")}`);
    await screenshot("photo-real-loose");
    await tap("photo-close");
    await expect(byTestId("photo-panel")).not.toBeExisting();
    await expectAttribute("ship-legal", "data-legal", "empty", "loose cards are not taken as Ann's ship");
  });

  it("enrols the table's own deck from four photos, then offers it and chooses it", async () => {
    await openPanel();
    await tap("deck-enrol-open");
    await byTestId("deck-enrol").waitForDisplayed();
    await expectAttribute("deck-enrol", "data-step", "choose", "a new enrolment asks for the photos");
    await expect(byTestId("deck-enrol-submit")).toBeDisabled();
    await screenshot("deck-enrol-empty");

    await byTestId("deck-enrol-name").setValue("Svg cards");
    // A damaged photo: refused, naming it, and nothing is kept.
    await byTestId("deck-enrol-file").addValue(DAMAGED);
    await expectAttribute("deck-enrol-photos", "data-count", "1", "the damaged photo is listed");
    await tap("deck-enrol-submit");
    const refusal = await byTestId("deck-enrol-problem");
    await refusal.waitForDisplayed({ timeout: 30_000, timeoutMsg: "a damaged photo should be refused" });
    assert.match(await refusal.getText(), /^truncated\.jpg: the photo is damaged or truncated/, "the refusal names the photo");
    await expectAttribute("deck-enrol", "data-step", "choose", "the photos can be changed after a refusal");
    await expect(byTestId("deck-enrol-submit")).toBeDisabled();
    await expect(byTestId("photo-deck")).not.toBeExisting();
    await byTestId("deck-enrol-no-preview").waitForDisplayed({
      timeoutMsg: "a photo the webview cannot draw says so instead of a broken-image icon",
    });
    await screenshot("deck-enrol-refused");
    await tap("deck-enrol-remove");
    await expect(byTestId("deck-enrol-photos")).not.toBeExisting();

    // A file input with `multiple` takes several local paths, one a line.
    await byTestId("deck-enrol-file").addValue(ENROL_PHOTOS.join("\n"));
    await expectAttribute("deck-enrol-photos", "data-count", "4", "the four photos are listed");
    const listed = await browser.$$('[data-testid="deck-enrol-photo"]').map((item) => item.getAttribute("data-name"));
    assert.deepEqual(listed, ["1-spades.jpg", "2-hearts.jpg", "3-diamonds.jpg", "4-clubs.jpg"], "in deck order");
    await expectNoSidewaysScroll("the enrolment panel with four photos");
    await screenshot("deck-enrol-ready");

    await tap("deck-enrol-submit");
    await byTestId("deck-enrol-progress").waitForDisplayed({ timeoutMsg: "enrolling shows its progress" });
    await expect(byTestId("deck-enrol-close")).toBeDisabled();
    await screenshot("deck-enrol-progress");
    await browser.waitUntil(
      async () => (await byTestId("deck-enrol").getAttribute("data-step").catch(() => "")) === "enrolled",
      { timeout: 90_000, timeoutMsg: "the deck should be learnt from its photos within 90 s" },
    );
    await expectAttribute("deck-enrol-report", "data-cards", "52", "all 52 cards were read");
    const ranges = await browser
      .$$('[data-testid="deck-enrol-report-photo"]')
      .map((row) => row.getAttribute("data-range"));
    assert.deepEqual(ranges, ["A♠ – K♠", "A♥ – K♥", "A♦ – K♦", "A♣ – K♣"], "one suit a photo, A to K");
    assert.match(await textOf("deck-enrol-summary"), /^52 cards learnt from 4 photos\./);
    await expect(byTestId("deck-enrol-warning")).not.toBeExisting();
    await expectNoSidewaysScroll("the enrolment report");
    await screenshot("deck-enrol-report");
    // The theme switch sits behind the modal dialogs: clicked from script
    // for the dark look of the report, then back.
    const theme = (choice: string) =>
      browser.execute((id) => (document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null)?.click(), choice);
    await theme("theme-dark");
    await screenshot("deck-enrol-report-dark");
    await theme("theme-light");

    await tap("deck-enrol-done");
    await expect(byTestId("deck-enrol")).not.toBeExisting();
    const select = await byTestId("photo-deck");
    await select.waitForDisplayed({ timeoutMsg: "the enrolled deck should be offered" });
    const options = await browser.execute(
      (el) => Array.from((el as unknown as HTMLSelectElement).options).map((o) => o.textContent ?? ""),
      select,
    );
    assert.deepEqual(options, ["Any standard deck", "Svg cards (enrolled)"]);
    await browser.waitUntil(async () => (await select.getValue()) === "Svg cards", {
      timeoutMsg: "the new deck should be chosen for reading",
    });
    await screenshot("photo-choose-deck");
    await tap("photo-close");
  });

  it("shows progress while reading, then the overlay with the doubtful face-down card", async () => {
    await openPanel();
    await choose("photo-deck", "Svg cards");
    await chooseFixture();
    await expectAttribute("photo-panel", "data-step", "reading", "the photo is being read");
    await byTestId("photo-reading").waitForDisplayed();
    await screenshot("photo-reading");
    await expectReading();
    await expectFaceDownCellDoubtful();
    await expectNoSidewaysScroll("the photo panel with its overlay");
    await screenshot("photo-panel-light");
  });

  it("fixes every cell read differently from the ship on the table, the face-down 10♣ from the palette", async () => {
    const truth = truthCells();
    const slots = await browser.$$('[data-testid^="photo-slot-"]');
    const shown = new Map<string, string>();
    for (const slot of slots) {
      const id = (await slot.getAttribute("data-testid")) ?? "";
      const [, row, col] = /^photo-slot-(\d+)-(\d+)$/.exec(id) ?? [];
      shown.set(`${row},${col}`, (await slot.getAttribute("data-stack")) ?? "");
    }
    const positions = new Set([...truth.keys(), ...[...shown].filter(([, text]) => text !== "").map(([key]) => key)]);
    const wrong = [...positions].filter((key) => normal(shown.get(key) ?? "") !== normal(truth.get(key) ?? ""));
    const misread = wrong.map((key) => `${key} read "${shown.get(key)}" is "${truth.get(key) ?? "."}"`);
    console.log(`cells read differently from the truth: ${misread.join("; ")}`);
    assert.ok(wrong.includes("3,4"), "the face-down 10♣ cannot have been read right");

    for (const key of wrong) {
      const [row, col] = key.split(",");
      const want = truth.get(key) ?? "";
      const onPhoto = await byTestId(`photo-cell-${row}-${col}`).isExisting();
      await tap(onPhoto ? `photo-cell-${row}-${col}` : `photo-slot-${row}-${col}`);
      await byTestId("photo-fix").waitForDisplayed();
      await expectAttribute("photo-fix", "data-row", String(row), "the fix panel is for the tapped cell");
      await expectAttribute("photo-fix", "data-col", String(col), "the fix panel is for the tapped cell");
      if (key === "3,4") {
        assert.match(await textOf("photo-fix-read"), /Not readable/, "the fix says the card could not be read");
        await fixPanel("palette-rank-10").click();
        await fixPanel("palette-suit-C").click();
        await expectAttribute("photo-fix-draft", "data-stack", "10C", "10 then ♣ on the palette");
        await expectNoSidewaysScroll("the fix panel");
        await screenshot("photo-fix");
        await tap("photo-fix-done");
      } else if (want === "") {
        await tap("photo-fix-empty");
      } else {
        await byTestId("photo-fix-input").setValue(want.toLowerCase());
        await expectAttribute("photo-fix-draft", "data-stack", want, `"${want}" typed`);
        await browser.keys(Key.Enter);
      }
      await expect(byTestId("photo-fix")).not.toBeExisting();
      const fixedTo = `row ${row}, col ${col} fixed to ${want || "empty"}`;
      await expectAttribute(`photo-slot-${row}-${col}`, "data-stack", want, fixedTo);
    }

    await expectAttribute("photo-cell-3-4", "data-check", "fixed", "the face-down card is fixed");
    assert.equal(await textOf("photo-label-3-4"), "✓ 10♣", "the fixed cell is labelled with its card and a tick");
    await expect(byTestId("photo-check-3-4")).not.toBeExisting();
    assert.ok(
      wrong.length <= MOST_FIXES,
      `at most ${MOST_FIXES} cells of the fixture photo should need fixing, ${wrong.length} did: ${wrong.join("; ")}`,
    );
  });

  it("uses the fixed ship: the editor shows it complete and legal", async () => {
    await tap("photo-use");
    await expect(byTestId("photo-panel")).not.toBeExisting();
    await expectAttribute("slot-3-4", "data-stack", "10C", "the fixed card is on Ann's ship");
    await expectAttribute("slot-1-2", "data-stack", "6S^1", "a stack seen with a chip keeps it");
    await expectAttribute("ship-complete", "data-complete", "true", "all 16 slots of Basic are built");
    const why = "the photographed ship is legal (R7 finds the hidden cards)";
    await expectAttribute("ship-legal", "data-legal", "legal", why);
    assert.match(await textOf("ship-legal"), /(^|\s)Legal$/, "the verdict reads Legal (not \"Legal so far\")");
    await expect(byTestId("ship-tab-0")).toHaveAttribute("data-legal", "legal");
    await expectNoSidewaysScroll("the editor after a photo");
    await browser.execute(() => {
      const editor = document.querySelector('[data-testid="ship-editor"]');
      if (editor) window.scrollTo(0, editor.getBoundingClientRect().top + window.scrollY - 140);
    });
    await screenshot("photo-verdict");
  });

  it("forgets the enrolled deck after confirming", async () => {
    await openPanel();
    await choose("photo-deck", "Svg cards");
    await tap("deck-forget");
    await byTestId("deck-forget-dialog").waitForDisplayed();
    assert.match(await textOf("deck-forget-dialog"), /“Svg cards”/, "the confirmation names the deck");
    await screenshot("deck-forget-confirm");
    await tap("deck-forget-dialog-confirm");
    await expect(byTestId("photo-deck")).not.toBeExisting();
    await expectAttribute("deck-choice", "data-decks", "0", "no deck is enrolled any more");
    await byTestId("deck-enrol-open").waitForDisplayed();
    await tap("photo-close");
    await expect(byTestId("photo-panel")).not.toBeExisting();
    await expectAttribute("ship-legal", "data-legal", "legal", "forgetting the deck leaves Ann's ship as it was");
  });

  it("lists the photos with the session, also when opened from History", async () => {
    await tap("end-round");
    await expectPhase("scored", "round 1 is scored");
    await byTestId("session-photos").waitForDisplayed();
    await tap("close-session-early");
    await byTestId("close-dialog").waitForDisplayed();
    await tap("close-confirm");
    await expectAttribute("screen-session", "data-closed", "true", "the session is closed");

    await tap("nav-history");
    await tap("history-item");
    await byTestId("screen-session").waitForDisplayed();
    await byTestId("session-photos").waitForDisplayed();
    const photos = await browser.$$('[data-testid="session-photo"]');
    assert.equal(photos.length, 4, "the four photos read for Ann (two ships and loose cards among them) are kept with the session");
    for (const photo of photos) {
      await expect(photo).toHaveAttribute("data-seat", "0");
      // textContent: WebKit's WebDriver leaves out a name in an overflow-hidden span.
      const text = await browser.execute((el) => (el as unknown as HTMLElement).textContent ?? "", photo);
      assert.match(text, /Ann/, "each photo names whose ship it shows");
      const thumb = photo.$('[data-testid="session-photo-thumb"] image');
      const href = async () => (await thumb.getAttribute("href").catch(() => "")) ?? "";
      await browser.waitUntil(async () => (await href()).startsWith("data:image/jpeg"), {
        timeoutMsg: "each photo shows a thumbnail from its data: URL",
      });
    }
    const list = await byTestId("session-photos");
    await browser.execute((el) => (el as unknown as HTMLElement).scrollIntoView({ block: "center" }), list);
    await expectNoSidewaysScroll("the closed session with its photos");
    await screenshot("photo-history");
  });

  it("shows the ship photos in the session record's Photos tab, badged as ship readings", async () => {
    await tap("record-tab-photos");
    await byTestId("album-grid").waitForDisplayed();
    const photos = await browser.$$('[data-testid="album-photo"]');
    assert.equal(photos.length, 4, "the four ship photos are in the session's album");
    for (const photo of photos) {
      await expect(photo).toHaveAttribute("data-kind", "ship");
      await expect(photo.$('[data-testid="album-ship-badge"]')).toBeDisplayed();
      const text = await browser.execute((el) => (el as unknown as HTMLElement).textContent ?? "", photo);
      assert.match(text, /Ann/, "each ship photo names whose ship it shows");
    }
    await browser.execute(() => document.querySelector('[data-testid="session-record"]')?.scrollIntoView({ block: "start" }));
    await expectNoSidewaysScroll("the Photos tab with ship photos");
    await screenshot("photo-album-ships");
  });
});
