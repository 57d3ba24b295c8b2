import { describe, expect, it } from "vitest";
import { isTypingTarget, shortcutFor, type KeyPress } from "./shortcuts";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("shortcutFor", () => {
  it.each([
    ["Ctrl+Z undoes", press("z", { ctrlKey: true }), "undo"],
    ["Ctrl+Shift+Z redoes (key arrives as capital Z)", press("Z", { ctrlKey: true, shiftKey: true }), "redo"],
    ["Ctrl+Y redoes", press("y", { ctrlKey: true }), "redo"],
    ["Cmd+Z undoes on a Mac", press("z", { metaKey: true }), "undo"],
    ["Cmd+Shift+Z redoes on a Mac", press("z", { metaKey: true, shiftKey: true }), "redo"],
    ["Caps Lock Ctrl+Z still undoes", press("Z", { ctrlKey: true }), "undo"],
  ] as const)("%s", (_name, keys, expected) => {
    expect(shortcutFor(keys, false)).toBe(expected);
  });

  it.each([
    ["a bare Z types a letter", press("z")],
    ["Shift+Z types a capital", press("Z", { shiftKey: true })],
    ["Ctrl+Alt+Z is someone else's shortcut", press("z", { ctrlKey: true, altKey: true })],
    ["Ctrl+Shift+Y is not redo", press("Y", { ctrlKey: true, shiftKey: true })],
    ["Ctrl+S is not ours", press("s", { ctrlKey: true })],
  ] as const)("does nothing for %s", (_name, keys) => {
    expect(shortcutFor(keys, false)).toBeNull();
  });

  it("never fires while typing in a field, where Ctrl+Z undoes the text", () => {
    expect(shortcutFor(press("z", { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press("y", { ctrlKey: true }), true)).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it.each([
    ["a text input", { tagName: "INPUT", type: "text" }],
    ["an input without a type", { tagName: "input" }],
    ["a numeric input", { tagName: "INPUT", type: "number" }],
    ["a text area", { tagName: "TEXTAREA" }],
    ["a select", { tagName: "SELECT" }],
    ["an editable element", { tagName: "DIV", isContentEditable: true }],
  ])("treats %s as typing", (_name, target) => {
    expect(isTypingTarget(target)).toBe(true);
  });

  it.each([
    ["a button", { tagName: "BUTTON" }],
    ["a checkbox", { tagName: "INPUT", type: "checkbox" }],
    ["a radio button", { tagName: "INPUT", type: "radio" }],
    ["the page body", { tagName: "BODY" }],
    ["a score cell, whose undo is the table's", { tagName: "INPUT", type: "text", dataset: { undoScope: "table" } }],
    ["no target", null],
  ])("does not treat %s as typing", (_name, target) => {
    expect(isTypingTarget(target)).toBe(false);
  });
});
