/**
 * Keyboard shortcuts for the person at the laptop: Ctrl+Z undoes,
 * Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac). They never fire while someone
 * is typing in a text field, where the same keys edit the text instead —
 * except in a field marked `data-undo-scope="table"` (a score cell), which
 * takes back its own uncommitted typing and otherwise leaves the keys to
 * the session. Binding the listener and performing the action is left to
 * `UndoRedo.svelte`.
 */

export type Shortcut = "undo" | "redo";

/** The parts of a KeyboardEvent the mapping looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Which shortcut a key press means, or null; `typing` disables them all. */
export function shortcutFor(press: KeyPress, typing: boolean): Shortcut | null {
  if (typing || press.altKey) return null;
  if (!(press.ctrlKey || press.metaKey)) return null;
  const key = press.key.toLowerCase();
  if (key === "z") return press.shiftKey ? "redo" : "undo";
  if (key === "y" && !press.shiftKey) return "redo";
  return null;
}

/** The parts of an event target that tell whether it takes typing. */
export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  dataset?: { undoScope?: string };
}

const NON_TEXT_INPUTS = new Set(["button", "checkbox", "radio", "submit", "reset", "color", "range"]);

/** True when keys pressed on `target` edit text (inputs, text areas, …). */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.dataset?.undoScope === "table") return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.has((target.type ?? "text").toLowerCase());
  return false;
}
