/**
 * Where each screen other than Home comes from: a dynamic import, so Vite
 * puts every screen (and the game tables it pulls in) in its own chunk and
 * the start-up script holds only the window frame and the home screen.
 * First paint waits for that script; a screen's chunk is fetched from the
 * app's own bundle the first time it is visited. The session screen is not
 * here because it takes a prop (its id); App imports it the same way.
 */
import type { Component } from "svelte";
import type { Route } from "./router.svelte";

type Loader = () => Promise<{ default: Component }>;

export const screenLoaders: Record<Exclude<Route["screen"], "home" | "session">, Loader> = {
  new: () => import("../screens/NewSession.svelte"),
  history: () => import("../screens/History.svelte"),
  shapes: () => import("../screens/ShapeEditor.svelte"),
  players: () => import("../screens/Players.svelte"),
  stats: () => import("../screens/Statistics.svelte"),
  data: () => import("../screens/YourData.svelte"),
};

export const loadSession = (): Promise<{ default: Component<{ id: number }> }> =>
  import("../screens/Session.svelte");
