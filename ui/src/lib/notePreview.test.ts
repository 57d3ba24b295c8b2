import { describe, expect, it } from "vitest";
import { notePreview } from "./notePreview";

describe("notePreview", () => {
  it("shows short one-line notes as they are", () => {
    expect(notePreview("Played on the balcony")).toBe("Played on the balcony");
  });

  it("is empty for notes that are empty or only spaces", () => {
    expect(notePreview("")).toBe("");
    expect(notePreview(" \n  \n")).toBe("");
  });

  it("shows the first line with text and marks that more follows", () => {
    expect(notePreview("\n  First game of the night\nAnn was late")).toBe("First game of the night …");
  });

  it("cuts a long line at a word, ending in an ellipsis", () => {
    const text = "Bob explained the rules for twenty minutes and then lost every single round anyway";
    expect(notePreview(text, 40)).toBe("Bob explained the rules for twenty…");
  });

  it("cuts a long word where it must", () => {
    expect(notePreview("x".repeat(50), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
