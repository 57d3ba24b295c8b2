/**
 * One open session on screen: the last `SessionView` the backend
 * committed, and the way to change it. Actions run one at a time, in the
 * order they were asked for, and each answer replaces the view, so the
 * screen always shows what SQLite holds, never a local guess.
 *
 * Errors go to the banner; when the session changed under us (another
 * window or the CLI wrote to it, or closed it) the view is reloaded so the
 * table sees the truth before trying again.
 */

import type { ApiError } from "../bindings/ApiError";
import type { SessionView } from "../bindings/SessionView";
import { asApiError } from "./apiError";
import { sessionAct, sessionShow, type ScorepadAction } from "./backend";
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

  /** Queues `action`; resolves true once committed, false when refused. */
  act(action: ScorepadAction): Promise<boolean> {
    this.pending++;
    const run = async (): Promise<boolean> => {
      try {
        this.view = await sessionAct(this.id, action);
        return true;
      } catch (rejection) {
        const error = asApiError(rejection);
        notices.show(error);
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
        return false;
      } finally {
        this.pending--;
      }
    };
    const result = this.#queue.then(run);
    this.#queue = result;
    return result;
  }
}
