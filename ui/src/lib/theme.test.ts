import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme, themeLabel } from "./theme";

describe("resolveTheme", () => {
  it("follows the system when the choice is 'system'", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });

  it("keeps an explicit choice whatever the system prefers", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });
});

describe("parseThemeChoice", () => {
  it.each(["system", "light", "dark"] as const)("reads back the stored choice %s", (choice) => {
    expect(parseThemeChoice(choice)).toBe(choice);
  });

  it.each([null, undefined, "", "Dark", "blue", '"dark"'])(
    "falls back to following the system for an unreadable stored value %j",
    (stored) => {
      expect(parseThemeChoice(stored)).toBe("system");
    },
  );
});

describe("themeLabel", () => {
  it("labels each choice in words", () => {
    expect([themeLabel("system"), themeLabel("light"), themeLabel("dark")]).toEqual(["System", "Light", "Dark"]);
  });
});
