/**
 * The non-blocking error banner: the latest problem a backend call
 * reported, shown until dismissed or until the screen changes. Screens that
 * can place an error next to its cause (a name field, a score cell) do so
 * instead of using the banner.
 */

import type { ApiError } from "../bindings/ApiError";

class Notices {
  current = $state<ApiError | null>(null);

  show(error: ApiError): void {
    this.current = error;
  }

  dismiss(): void {
    this.current = null;
  }
}

export const notices = new Notices();
