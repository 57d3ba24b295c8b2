/**
 * Invokes one of the shell's commands; a failed call rejects with an
 * `ApiError` (`{code, message, details}`), never anything else. Used by the
 * generated client (`commands.ts`), not by screens.
 */

import { invoke, type InvokeArgs } from "@tauri-apps/api/core";
import { asApiError } from "./apiError";

export async function call<T>(command: string, args?: InvokeArgs): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (rejection) {
    throw asApiError(rejection);
  }
}
