import { describe, expect, it } from "vitest";
import type { RecognizeReport } from "../../bindings/RecognizeReport";
import type { RicketyRole } from "../../bindings/RicketyRole";
import {
  readingStacks,
  cellCheck,
  cellsToCheck,
  currentStack,
  fitScale,
  fixedCells,
  looseCards,
  noShipProblem,
  photoCells,
  photoFileProblem,
  polygonPoints,
  posKey,
  quadBox,
  quadCentre,
  quadWidth,
  sameStack,
  shipBox,
  shapeText,
  shortStack,
  toView,
  withFix,
  type Fixes,
  type Quad,
} from "./photoReading";
import { stackCode, type Stack } from "./cards";
import { stack as st } from "./cardFixtures";
import type { SeenStacks } from "../../bindings/SeenStacks";

const code = (stack: Stack | null): string | null => (stack === null ? null : stackCode(stack));

const quadAt = (x: number, y: number): Quad => [
  [x, y],
  [x + 100, y],
  [x + 100, y + 140],
  [x, y + 140],
];

/** A 3×3 reading: a sure 7H, a doubtful 8H with a chip, a face-down card. */
const REPORT: RecognizeReport = {
  width: 1200,
  height: 1600,
  cards: [
    { card: "7H", confidence: 0.99, quad: quadAt(500, 700) },
    { card: "8H", confidence: 0.6, quad: quadAt(600, 700) },
    { card: null, confidence: 0, quad: quadAt(500, 840) },
  ],
  grid: {
    rows: 3,
    cols: 3,
    cells: [
      { row: 1, col: 1, top: "7H", chips: 0, confidence: 0.95, doubtful: false },
      { row: 1, col: 2, top: "8H", chips: 1, confidence: 0.55, doubtful: true },
      { row: 2, col: 1, top: null, chips: 0, confidence: 0, doubtful: true },
    ],
  },
  layout: ".  .  .\n.  7H 8H^1\n.  .  .\n",
  check: null,
  notes: [],
};

/** What the backend sends with REPORT: its cards as structures. */
const SEEN: SeenStacks = {
  cards: [{ rank: 7, suit: "H" }, { rank: 8, suit: "H" }, null],
  cells: [st("7H"), st("8H^1"), null],
};

const none: Fixes = new Map();

describe("reading the report", () => {
  it("gives a stored reading's ship as stacks for drawing, unread cells empty", () => {
    const stacks = readingStacks(REPORT, SEEN);
    expect(stacks).toHaveLength(3);
    expect(stacks[1]).toEqual([
      null,
      { kind: "known", cards: [{ rank: 7, suit: "H" }] },
      { kind: "photo", top: { rank: 8, suit: "H" }, chips: 1 },
    ]);
    expect(stacks[2]).toEqual([null, null, null]);
    expect(readingStacks({ ...REPORT, grid: null, layout: "" }, SEEN)).toEqual([]);
  });

  it("pairs each grid cell with the card at the same index, for its quad", () => {
    const cells = photoCells(REPORT, SEEN);
    expect(cells.map((cell) => [cell.row, cell.col, code(cell.read)])).toEqual([
      [1, 1, "7H"],
      [1, 2, "8H^1"],
      [2, 1, null],
    ]);
    expect(cells[1]?.quad).toEqual(quadAt(600, 700));
  });

  it("flags a face-down or unreadable card as doubtful whatever its confidence says", () => {
    const report: RecognizeReport = {
      ...REPORT,
      grid: { rows: 1, cols: 1, cells: [{ row: 0, col: 0, top: null, chips: 0, confidence: 1, doubtful: false }] },
    };
    expect(photoCells(report, { cards: [null], cells: [null] })[0]?.doubtful).toBe(true);
  });

  it("flags a reading below 90% even when the backend did not", () => {
    const report: RecognizeReport = {
      ...REPORT,
      grid: { rows: 1, cols: 1, cells: [{ row: 0, col: 0, top: "QH", chips: 0, confidence: 0.89, doubtful: false }] },
    };
    expect(photoCells(report, { cards: [{ rank: 12, suit: "H" }], cells: [st("QH")] })[0]?.doubtful).toBe(true);
  });

  it("has no cells when no grid was found", () => {
    expect(photoCells({ ...REPORT, grid: null }, SEEN)).toEqual([]);
  });

  it("leaves out a cell without its card, which could not be drawn", () => {
    expect(photoCells({ ...REPORT, cards: REPORT.cards.slice(0, 2) }, SEEN)).toHaveLength(2);
  });
});

describe("a photo without a ship", () => {
  it("has no problem when a grid of cards was read", () => {
    expect(noShipProblem(REPORT, SEEN)).toBeNull();
  });

  it("names the loose cards it saw instead, with their suit symbols", () => {
    const loose = { ...REPORT, grid: null, layout: "" };
    expect(noShipProblem(loose, SEEN)).toBe(
      "No ship was found in this photo, only 2 loose cards lying apart (7♥, 8♥). A ship's cards touch edge to edge: photograph the built ship from above, or type it in.",
    );
  });

  it("draws the loose cards where they lie when there is no ship, and none beside a ship", () => {
    const loose = looseCards({ ...REPORT, grid: null, layout: "" }, SEEN);
    expect(loose.map((c) => c.card)).toEqual(SEEN.cards);
    expect(loose.map((c) => c.quad)).toEqual(REPORT.cards.map((c) => c.quad));
    expect(looseCards(REPORT, SEEN)).toEqual([]);
  });

  it("says plainly that nothing was found when no card was read", () => {
    expect(noShipProblem({ ...REPORT, grid: null, cards: [], layout: "" }, { cards: [], cells: [] })).toMatch(/^No ship was found in this photo\. Take it from above/);
  });
});

describe("drawing quads over the photo as displayed", () => {
  it("shows the part of the photo with the cards and a margin, kept inside the photo", () => {
    const cells = photoCells(REPORT, SEEN);
    // Cards span x 500–700, y 700–980: a 200 × 280 box, 10% wider each side.
    expect(shipBox(cells, 1200, 1600, 0.1)).toEqual({ x: 480, y: 672, width: 240, height: 336 });
    expect(shipBox([{ quad: quadAt(0, 0) }], 1200, 1600, 0.1)).toEqual({ x: 0, y: 0, width: 110, height: 154 });
  });

  it("shows the whole photo when no card was read", () => {
    expect(shipBox([], 1200, 1600)).toEqual({ x: 0, y: 0, width: 1200, height: 1600 });
  });

  it("fits the shown part into the room, whichever side is tighter", () => {
    const box = { x: 0, y: 0, width: 1200, height: 1600 };
    expect(fitScale(box, 600, 1000)).toBeCloseTo(0.5);
    expect(fitScale(box, 2000, 400)).toBeCloseTo(0.25);
  });

  it("draws nothing until the photo and the room have a size", () => {
    expect(fitScale({ x: 0, y: 0, width: 0, height: 0 }, 600, 400)).toBe(0);
    expect(fitScale({ x: 0, y: 0, width: 1200, height: 1600 }, 0, 400)).toBe(0);
  });

  it("scales a quad by the displayed width over the report's width, from the shown part's corner", () => {
    const whole = { x: 0, y: 0, width: 1200, height: 1600 };
    expect(toView(quadAt(800, 400), whole, 450 / 1200)).toEqual([
      [300, 150],
      [337.5, 150],
      [337.5, 202.5],
      [300, 202.5],
    ]);
    const part = { x: 400, y: 300, width: 400, height: 400 };
    expect(toView(quadAt(500, 400), part, 2)[0]).toEqual([200, 200]);
  });

  it("writes SVG points rounded to a tenth of a pixel", () => {
    expect(
      polygonPoints([
        [1.234, 2],
        [3, 4.56],
        [5, 6],
        [7, 8],
      ]),
    ).toBe("1.2,2 3,4.6 5,6 7,8");
  });

  it("finds the centre, size and surrounding box of a tilted card", () => {
    const tilted: Quad = [
      [10, 0],
      [110, 10],
      [100, 150],
      [0, 140],
    ];
    expect(quadCentre(tilted)).toEqual([55, 75]);
    expect(quadWidth(tilted)).toBeCloseTo(Math.hypot(100, 10));
    expect(quadBox(tilted)).toEqual({ x: 0, y: 0, width: 110, height: 150 });
    expect(quadBox(tilted, 0.1)).toEqual({ x: -11, y: -15, width: 132, height: 180 });
  });
});

describe("the table's fixes", () => {
  const [sure, doubtful, unread] = photoCells(REPORT, SEEN) as [
    ReturnType<typeof photoCells>[number],
    ReturnType<typeof photoCells>[number],
    ReturnType<typeof photoCells>[number],
  ];

  it("lists the doubtful cells to check, least sure first", () => {
    expect(cellsToCheck(photoCells(REPORT, SEEN), none).map(posKey)).toEqual(["2,1", "1,2"]);
  });

  it("counts a cell set to what was read as confirmed, anything else as fixed", () => {
    expect(cellCheck(sure, none)).toBe("sure");
    expect(cellCheck(doubtful, none)).toBe("doubtful");
    expect(cellCheck(doubtful, withFix(none, doubtful, st("8H^1")))).toBe("confirmed");
    expect(cellCheck(doubtful, withFix(none, doubtful, st("8H")))).toBe("fixed");
    expect(cellCheck(unread, withFix(none, unread, st("10C")))).toBe("fixed");
    expect(cellCheck(unread, withFix(none, unread, null))).toBe("confirmed");
  });

  it("takes a checked cell off the list", () => {
    const fixes = withFix(none, unread, st("10C"));
    expect(cellsToCheck(photoCells(REPORT, SEEN), fixes).map(posKey)).toEqual(["1,2"]);
  });

  it("shows the decision where there is one, else the reading", () => {
    expect(code(currentStack(doubtful, none))).toBe("8H^1");
    expect(currentStack(doubtful, withFix(none, doubtful, null))).toBeNull();
  });

  it("does not change the fixes it was given", () => {
    const fixes = new Map<string, Stack | null>();
    withFix(fixes, unread, st("10C"));
    expect(fixes.size).toBe(0);
  });

  it("compares stacks by their cards and chips", () => {
    expect(sameStack(st("QH"), { kind: "known", cards: [{ rank: 12, suit: "H" }] })).toBe(true);
    expect(sameStack(null, null)).toBe(true);
    expect(sameStack(st("QH^1"), st("QH"))).toBe(false);
    expect(sameStack(st("QH"), null)).toBe(false);
  });
});

describe("the cells sent by Use this ship", () => {
  const cells = photoCells(REPORT, SEEN);
  const codes = (grid: (Stack | null)[][]) => grid.map((row) => row.map(code));

  it("are the reading where nothing was fixed, an unread card left empty", () => {
    expect(codes(fixedCells(3, 3, cells, none))).toEqual([
      [null, null, null],
      [null, "7H", "8H^1"],
      [null, null, null],
    ]);
  });

  it("apply every fix: a face-down card turned up, chips corrected, a card taken out", () => {
    let fixes = withFix(none, { row: 2, col: 1 }, st("10C"));
    fixes = withFix(fixes, { row: 1, col: 2 }, st("8H"));
    fixes = withFix(fixes, { row: 1, col: 1 }, null);
    expect(codes(fixedCells(3, 3, cells, fixes))).toEqual([
      [null, null, null],
      [null, null, "8H"],
      [null, "10C", null],
    ]);
  });

  it("add a card the photo missed, growing the grid when it lies beyond it", () => {
    const fixes = withFix(none, { row: 0, col: 3 }, st("6H"));
    const grid = fixedCells(3, 3, cells, fixes);
    expect(codes(grid)[0]).toEqual([null, null, null, "6H"]);
    expect(grid.every((row) => row.length === 4)).toBe(true);
  });
});

describe("labels and shapes", () => {
  it("labels a stack by its top card and chips", () => {
    expect(shortStack(st("QH^1"))).toBe("Q♥ on 1 chip");
    expect(shortStack(st("9H^2"))).toBe("9♥ on 2 chips");
    expect(shortStack(st("10C"))).toBe("10♣");
    expect(shortStack(st("8H/9H"))).toBe("9♥ on 1 chip");
    expect(shortStack(st("9H^2"), true)).toBe("9♥ ●2");
    expect(shortStack(null)).toBe("");
  });

  it("writes the session's shape as shape text, keeping its rows and columns", () => {
    const c: RicketyRole = "cannon";
    const s: RicketyRole = "start";
    const r: RicketyRole = "rocket";
    const h: RicketyRole = "hull";
    expect(
      shapeText([
        [null, c, null],
        [h, s, h],
        [r, null],
      ]),
    ).toBe(". C .\n# 7 #\nR . .\n");
  });
});

describe("which files are sent to be read", () => {
  it.each(["image/jpeg", "image/png", "image/webp", "IMAGE/JPEG"])("takes a %s photo", (type) => {
    expect(photoFileProblem(type, 2_000_000)).toBeNull();
  });

  it("refuses a file that is not a photo the recogniser decodes, saying which are", () => {
    expect(photoFileProblem("image/heic", 2_000_000)).toMatch(/JPEG, PNG or WebP/);
    expect(photoFileProblem("", 2_000_000)).toMatch(/JPEG, PNG or WebP/);
  });

  it("goes by the file's name when it arrives without a type", () => {
    expect(photoFileProblem("", 2_000_000, "ship.JPG")).toBeNull();
    expect(photoFileProblem("", 2_000_000, "ship.heic")).toMatch(/JPEG, PNG or WebP/);
  });

  it("refuses a photo over 40 MB before sending it", () => {
    expect(photoFileProblem("image/jpeg", 40 * 1024 * 1024)).toBeNull();
    expect(photoFileProblem("image/jpeg", 41 * 1024 * 1024)).toMatch(/41 MB.*up to 40 MB/);
  });

  it("refuses an empty file", () => {
    expect(photoFileProblem("image/png", 0)).toMatch(/empty/);
  });
});
