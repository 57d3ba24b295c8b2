/**
 * Each player's colour, used everywhere the player appears. A swatch shows
 * the colour as chosen; a player's name written in their colour is nudged
 * darker (light theme) or lighter (dark theme) until it reads at WCAG AA
 * contrast (4.5:1) on the page, so a yellow name stays legible on white.
 * The colours themselves come from the backend's profiles.
 */

import type { Theme } from "./theme";

type Rgb = readonly [number, number, number];

/**
 * Backgrounds names sit on (--surface, --surface-2, --leader-soft in
 * app.css; keep them in step).
 */
export const BACKGROUNDS: Record<Theme, readonly string[]> = {
  light: ["#ffffff", "#f4f6f9", "#fff5d6"],
  dark: ["#1c2128", "#242a33", "#3a3116"],
};

/** Shown for a colour the backend sent that is not `#rrggbb`. */
export const FALLBACK_COLOUR = "#808080";

export const AA_CONTRAST = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [parseInt(match[1] ?? "", 16), parseInt(match[2] ?? "", 16), parseInt(match[3] ?? "", 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** `rgb` moved a fraction `t` of the way towards grey level `target`. */
function mix(rgb: Rgb, target: number, t: number): Rgb {
  return [rgb[0] + (target - rgb[0]) * t, rgb[1] + (target - rgb[1]) * t, rgb[2] + (target - rgb[2]) * t];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a) ?? [128, 128, 128]);
  const lb = luminance(parseHex(b) ?? [128, 128, 128]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A valid `#rrggbb` for the swatch: the player's colour or the fallback. */
export function swatchColour(colour: string): string {
  return parseHex(colour) ? colour.trim().toLowerCase() : FALLBACK_COLOUR;
}

/** The lowest contrast of `colour` against any of `theme`'s backgrounds. */
export function worstContrast(colour: string, theme: Theme): number {
  return Math.min(...BACKGROUNDS[theme].map((background) => contrastRatio(colour, background)));
}

/**
 * The player's colour for text on `theme`: unchanged when it already
 * reads at 4.5:1 on every background, else mixed step by step towards
 * black (light theme) or white (dark theme) until it does.
 */
export function textColour(colour: string, theme: Theme): string {
  const rgb = parseHex(swatchColour(colour)) ?? [128, 128, 128];
  const target = theme === "light" ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const mixed = toHex(mix(rgb, target, step / 20));
    if (worstContrast(mixed, theme) >= AA_CONTRAST) return mixed;
  }
  return theme === "light" ? "#000000" : "#ffffff";
}

/**
 * Black or white, whichever reads better on a fill of the player's colour
 * (their Done button): one of the two always reaches 4.5:1.
 */
export function inkOn(colour: string): string {
  const fill = swatchColour(colour);
  return contrastRatio("#000000", fill) >= contrastRatio("#ffffff", fill) ? "#000000" : "#ffffff";
}
