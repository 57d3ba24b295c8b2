/**
 * Photo files as the pickers receive them: the bytes of a chosen or
 * dropped file read as a `data:` URL (what the backend takes), and whether
 * a drag carries files at all. Shared by the ship photo panel, the session
 * album and deck enrolment, with the photo formats and size the backend
 * reads; what each does with a refused file is its own business.
 */

/** The photo formats the recogniser decodes, as a file picker's `accept`. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/**
 * Whether a file is a JPEG, PNG or WebP by its type, or by its name when
 * it arrives without one (some file managers drop files untyped).
 */
export function isPhotoType(type: string, name = ""): boolean {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  const known = type !== "" ? type.toLowerCase() : (TYPE_BY_EXTENSION[extension] ?? "");
  return (PHOTO_TYPES as readonly string[]).includes(known);
}

/** The recogniser refuses larger photos (the backend's limit). */
export const PHOTO_MAX_BYTES = 40 * 1024 * 1024;

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
