/**
 * The live theme: the remembered choice (see `theme.ts`), the system's
 * current preference, and the resolved theme written to `data-theme` on
 * <html> where app.css picks its colours. Changing either input re-applies
 * it at once.
 */

import { parseThemeChoice, resolveTheme, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from "./theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readStored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage disabled: follow the system
  }
}

class ThemeSetting {
  choice = $state<ThemeChoice>("system");
  systemDark = $state(false);
  resolved: Theme = $derived(resolveTheme(this.choice, this.systemDark));

  /** Reads the stored choice and the system preference, and applies them. */
  start(): void {
    this.choice = parseThemeChoice(readStored());
    const media = window.matchMedia(DARK_QUERY);
    this.systemDark = media.matches;
    media.addEventListener("change", (event) => {
      this.systemDark = event.matches;
      this.apply();
    });
    this.apply();
  }

  set(choice: ThemeChoice): void {
    this.choice = choice;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Not remembered, but still applied for this run.
    }
    this.apply();
  }

  private apply(): void {
    document.documentElement.dataset["theme"] = resolveTheme(this.choice, this.systemDark);
  }
}

export const themeSetting = new ThemeSetting();
