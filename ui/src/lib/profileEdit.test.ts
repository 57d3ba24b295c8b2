import { describe, expect, it } from "vitest";
import type { PlayerDto } from "../bindings/PlayerDto";
import { avatarLetters, formOf, formProblems, hasProblems, mergeCandidates, PALETTE, profileEdit } from "./profileEdit";
import { parseHex } from "./playerColour";

const ann: PlayerDto = { id: 1, name: "Ann", colour: "#e4572e", initial: "A" };

describe("avatarLetters", () => {
  it("shows the profile's own letters when it has them", () => {
    expect(avatarLetters("AK", "Ann")).toBe("AK");
  });

  it("falls back to the name's first letter, upper case, when none are set", () => {
    expect(avatarLetters("", "élodie")).toBe("É");
    expect(avatarLetters("  ", " bob")).toBe("B");
  });

  it("shows a question mark rather than an empty circle for an empty name", () => {
    expect(avatarLetters("", "")).toBe("?");
  });
});

describe("formProblems", () => {
  it("accepts a profile as it came from the backend", () => {
    expect(hasProblems(formProblems(formOf(ann)))).toBe(false);
  });

  it("asks for a name when it was emptied", () => {
    expect(formProblems({ ...formOf(ann), name: "  " }).name).toBe("A player needs a name.");
  });

  it("refuses more than two letters in the avatar, counting letters as a person does", () => {
    expect(formProblems({ ...formOf(ann), initial: "ABC" }).initial).toMatch(/At most 2/);
    expect(formProblems({ ...formOf(ann), initial: "Éé" }).initial).toBeUndefined();
  });

  it("refuses a colour that is not #rrggbb", () => {
    expect(formProblems({ ...formOf(ann), colour: "red" }).colour).toMatch(/#rrggbb/);
  });
});

describe("profileEdit", () => {
  it("is null when nothing changed, so nothing is sent", () => {
    expect(profileEdit(ann, formOf(ann))).toBeNull();
  });

  it("sends only the changed fields, trimmed and with the colour in lower case", () => {
    expect(profileEdit(ann, { name: " Annie ", colour: "#E4572E", initial: "A" })).toEqual({ name: "Annie" });
    expect(profileEdit(ann, { name: "Ann", colour: "#2E86DE", initial: "AN" })).toEqual({
      colour: "#2e86de",
      initial: "AN",
    });
  });

  it("sends an emptied initial as '' (back to the name's letter) unless that is what it already is", () => {
    const own: PlayerDto = { ...ann, initial: "XY" };
    expect(profileEdit(own, { ...formOf(own), initial: "" })).toEqual({ initial: "" });
    expect(profileEdit(ann, { ...formOf(ann), initial: "" })).toBeNull();
  });
});

describe("PALETTE and mergeCandidates", () => {
  it("offers eight valid #rrggbb swatches", () => {
    expect(PALETTE).toHaveLength(8);
    for (const colour of PALETTE) expect(parseHex(colour), colour).not.toBeNull();
  });

  it("offers every other profile as the same person, never the profile itself", () => {
    const bob: PlayerDto = { id: 2, name: "Bob", colour: "#2e86de", initial: "B" };
    expect(mergeCandidates([ann, bob], 1)).toEqual([bob]);
  });
});
