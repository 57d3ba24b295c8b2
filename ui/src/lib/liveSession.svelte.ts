/**
 * One open session on screen: the last `SessionView` the backend
 * committed, and the way to change it. Actions run one at a time, in the
 * order they were asked for, and each answer replaces the view, so the
 * screen always shows what SQLite holds, never a local guess.
 *
 * Errors go to the banner, or back to the caller that can show them by
 * their cause (`attempt`); when the session changed under us (another
 * window or the CLI wrote to it, or closed it) the view is reloaded so the
 * table sees the truth before trying again.
 */

/** What an attempted action came to: committed, or refused and why. */
export type Attempt = { ok: true } | { ok: false; error: ApiError };

import type { Action } from "../bindings/Action";
import type { ApiError } from "../bindings/ApiError";
import type { SessionView } from "../bindings/SessionView";
import { asApiError } from "./apiError";
import { sessionAct, sessionShow } from "./backend";
import { notices } from "./notices.svelte";

export class LiveSession {
  view = $state<SessionView | null>(null);
  loadError = $state<ApiError | null>(null);
  /** Actions sent and not yet answered. */
  pending = $state(0);
  readonly id: number;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(id: number) {
    this.id = id;
  }

  async load(): Promise<void> {
    try {
      this.view = await sessionShow(this.id);
      this.loadError = null;
    } catch (rejection) {
      this.loadError = asApiError(rejection);
    }
  }

  /** Queues `action`; resolves true once committed, false when refused (shown in the banner). */
  async act(action: Action): Promise<boolean> {
    const result = await this.attempt(action);
    if (!result.ok) notices.show(result.error);
    return result.ok;
  }

  /**
   * Queues `action` like `act`, but hands a refusal back instead of raising
   * the banner, for a screen that shows it beside its cause (a typed card
   * under its slot).
   */
  attempt(action: Action): Promise<Attempt> {
    this.pending++;
    const run = async (): Promise<Attempt> => {
      try {
        this.view = await sessionAct(this.id, action);
        return { ok: true };
      } catch (rejection) {
        const error = asApiError(rejection);
        switch (error.code) {
          case "conflict":
          case "session_closed":
          case "nothing_to_undo":
          case "nothing_to_redo":
            // Our view is stale: fetch what is really stored.
            await this.load();
            break;
          default:
            break;
        }
        return { ok: false, error };
      } finally {
        this.pending--;
      }
    };
    const result = this.#queue.then(run);
    this.#queue = result;
    return result;
  }
}
