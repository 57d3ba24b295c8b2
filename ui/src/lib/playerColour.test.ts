import { describe, expect, it } from "vitest";
import {
  AA_CONTRAST,
  BACKGROUNDS,
  contrastRatio,
  inkOn,
  parseHex,
  swatchColour,
  textColour,
  worstContrast,
} from "./playerColour";

// The backend's default palette (store/players.rs), the colours most
// players will have.
const PALETTE = ["#e4572e", "#2e86de", "#17a34a", "#f2a900", "#9b59b6", "#e84393", "#00a8a8", "#8d6e63"];

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#2e86de", "#2e86de")).toBeCloseTo(1, 5);
  });

  it("does not depend on which colour is the text", () => {
    expect(contrastRatio("#f2a900", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#f2a900"), 10);
  });
});

describe("textColour", () => {
  it.each(PALETTE.flatMap((c) => [[c, "light"], [c, "dark"]] as const))(
    "makes %s readable at AA contrast on every background of the %s theme",
    (colour, theme) => {
      const text = textColour(colour, theme);
      for (const background of BACKGROUNDS[theme]) {
        expect(
          contrastRatio(text, background),
          `${colour} as text on ${background} (${theme} theme) became ${text}, which must read at ${AA_CONTRAST}:1`,
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    },
  );

  it("keeps a colour that already reads well unchanged", () => {
    expect(textColour("#1a4f8a", "light")).toBe("#1a4f8a");
    expect(textColour("#f2a900", "dark")).toBe("#f2a900");
  });

  it("darkens yellow on white rather than leaving it unreadable", () => {
    const text = textColour("#f2a900", "light");
    expect(text).not.toBe("#f2a900");
    const [r, g, b] = parseHex(text) ?? [255, 255, 255];
    expect(r + g + b, "the readable yellow is darker than the original").toBeLessThan(0xf2 + 0xa9);
    expect(r, "and still a warm colour (more red than blue)").toBeGreaterThan(b);
  });

  it("lightens a dark colour on the dark theme", () => {
    const text = textColour("#202a80", "dark");
    expect(worstContrast(text, "dark")).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(text).not.toBe("#202a80");
  });
});

describe("swatchColour", () => {
  it("passes a valid colour through in lower case", () => {
    expect(swatchColour("#E4572E")).toBe("#e4572e");
  });

  it.each(["red", "#fff", "", "#12345g"])("replaces the invalid colour %j with grey", (colour) => {
    expect(swatchColour(colour)).toBe("#808080");
  });
});

describe("inkOn", () => {
  it.each([...PALETTE, "#ffff00", "#000080", "#777777", "#ffffff", "#000000"])(
    "writes on a %s button in black or white at AA contrast",
    (colour) => {
      const ink = inkOn(colour);
      expect(["#000000", "#ffffff"]).toContain(ink);
      expect(contrastRatio(ink, colour), `${ink} on ${colour}`).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it("picks white on navy and black on yellow", () => {
    expect(inkOn("#000080")).toBe("#ffffff");
    expect(inkOn("#ffff00")).toBe("#000000");
  });

  it("writes on the fallback grey for a colour it cannot read", () => {
    expect(inkOn("teal")).toBe(inkOn("#808080"));
  });
});
