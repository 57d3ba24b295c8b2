/**
 * Photo files as the pickers receive them: the bytes of a chosen or
 * dropped file read as a `data:` URL (what the backend takes), and whether
 * a drag carries files at all. Shared by the ship photo panel, the session
 * album and deck enrolment; which files each accepts is its own business.
 */

/** A file's bytes as a `data:` URL; rejects when the file cannot be read. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unread")));
    reader.onerror = () => reject(new Error("unread"));
    reader.readAsDataURL(file);
  });
}

/** Whether a drag brings files (not text or a link dragged from the page). */
export function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

/** The files a drop brings, in the order given. */
export function droppedFiles(event: DragEvent): File[] {
  return [...(event.dataTransfer?.files ?? [])];
}

/**
 * The files a file input was given, taken: the input is cleared so that
 * choosing the same file again (after a refusal, a fix gone wrong) counts
 * as a new choice.
 */
export function takeChosenFiles(input: HTMLInputElement): File[] {
  const files = [...(input.files ?? [])];
  input.value = "";
  return files;
}
