/**
 * One dialog's live preview: the backend's answer to "what would this
 * command do?" (`session_preview`), kept for the latest command asked
 * about only, so a slow answer to an older form never overwrites a newer
 * one. What the answer means is laid out by Preview.svelte.
 */

import type { ApiError } from "../../bindings/ApiError";
import type { SessionView } from "../../bindings/SessionView";
import type { ShipsCommand } from "../../bindings/ShipsCommand";
import { asApiError } from "../../lib/apiError";
import { sessionPreview } from "../../lib/backend";

export class PreviewRequest {
  view = $state<SessionView | null>(null);
  error = $state<ApiError | null>(null);
  loading = $state(false);
  /** The command (as JSON) that `view` or `error` answers: a form that changed since is not answered yet. */
  key = $state("");
  #asked = 0;

  /** Asks about `command` (null clears the preview). */
  async run(sessionId: number, command: ShipsCommand | null): Promise<void> {
    const asked = ++this.#asked;
    if (command === null) {
      this.view = null;
      this.error = null;
      this.key = "";
      this.loading = false;
      return;
    }
    this.loading = true;
    try {
      const view = await sessionPreview(sessionId, { game: "ships", command });
      if (asked !== this.#asked) return;
      this.view = view;
      this.error = null;
      this.key = JSON.stringify(command);
    } catch (rejection) {
      if (asked !== this.#asked) return;
      this.view = null;
      this.error = asApiError(rejection);
      this.key = JSON.stringify(command);
    } finally {
      if (asked === this.#asked) this.loading = false;
    }
  }
}
