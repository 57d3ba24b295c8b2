import { describe, expect, it } from "vitest";
import { nameScale } from "./nameFit";

describe("nameScale", () => {
  it("keeps short names at full size", () => {
    expect(nameScale("Ann")).toBe(1);
    expect(nameScale("Mary Ann Lee")).toBe(1);
  });

  it("shrinks by the longest word, not the whole name", () => {
    expect(nameScale("Alexandria")).toBe(0.8);
    expect(nameScale("Jo Bartholomew")).toBe(0.73);
  });

  it("stops at a readable size however long the word", () => {
    expect(nameScale("Supercalifragilistic")).toBe(0.7);
  });
});
