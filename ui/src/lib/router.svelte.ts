/**
 * Which screen is showing. A handful of screens, no URLs to share, no SvelteKit:
 * a route is a small tagged value held in a rune, and going somewhere
 * replaces it. Loading each screen's data is the screen's own job.
 */

export type Route =
  | { screen: "home" }
  | { screen: "new" }
  | { screen: "session"; id: number }
  | { screen: "history" }
  /** Drawing a Rickety Ships shape, reached from the new-session screen. */
  | { screen: "shapes" }
  /** Every profile: rename, recolour, merge two that are one person. */
  | { screen: "players" }
  /** Wins, scores and streaks over finished sessions. */
  | { screen: "stats" }
  /** Settings → Your data: export, import, backups. */
  | { screen: "data" };

class Router {
  current = $state<Route>({ screen: "home" });

  go(route: Route): void {
    this.current = route;
    if (typeof window !== "undefined") window.scrollTo(0, 0);
  }
}

export const router = new Router();
