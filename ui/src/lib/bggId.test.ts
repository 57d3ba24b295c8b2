import { describe, expect, it } from "vitest";
import { readBggId } from "./bggId";

describe("readBggId", () => {
  it("takes a number or a BoardGameGeek address", () => {
    expect(readBggId(" 230802 ")).toEqual({ ok: true, id: 230802 });
    expect(readBggId("https://boardgamegeek.com/boardgame/230802/azul")).toEqual({ ok: true, id: 230802 });
  });

  it("reads empty as no id", () => {
    expect(readBggId("  ")).toEqual({ ok: true, id: null });
  });

  it("refuses anything else with what to type", () => {
    for (const text of ["0", "azul", "12.5", "-3", "123456789"]) {
      const reading = readBggId(text);
      expect(reading.ok, text).toBe(false);
    }
  });
});
