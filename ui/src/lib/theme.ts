/**
 * Light or dark: the table's choice (system, light or dark), remembered in
 * localStorage, resolved against the system's `prefers-color-scheme`.
 * Reading the system setting and writing `data-theme` on <html> is left
 * to `themeSetting.svelte.ts`.
 */

export type ThemeChoice = "system" | "light" | "dark";
export type Theme = "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** localStorage key of the remembered choice. */
export const THEME_STORAGE_KEY = "drydock.theme";

/** The remembered choice; anything unreadable means "follow the system". */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === "light" || stored === "dark" || stored === "system" ? stored : "system";
}

/** The theme to show for a choice, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/** The label a person reads on the theme switch. */
export function themeLabel(choice: ThemeChoice): string {
  return { system: "System", light: "Light", dark: "Dark" }[choice];
}
