import { describe, expect, it } from "vitest";
import { carriesFiles, droppedFiles, takeChosenFiles } from "./photoFiles";

/** A drag event as far as these functions look at it. */
const drag = (types: string[], files: { name: string }[] = []) =>
  ({ dataTransfer: { types, files } }) as unknown as DragEvent;

describe("dragged and dropped photo files", () => {
  it("tells a drag of files from one of text or a link", () => {
    expect(carriesFiles(drag(["Files"]))).toBe(true);
    expect(carriesFiles(drag(["text/plain", "text/uri-list"]))).toBe(false);
    expect(carriesFiles({ dataTransfer: null } as unknown as DragEvent)).toBe(false);
  });

  it("gives the dropped files in their order, none when there is no transfer", () => {
    const files = [{ name: "2.jpg" }, { name: "1.jpg" }];
    expect(droppedFiles(drag(["Files"], files)).map((f) => f.name)).toEqual(["2.jpg", "1.jpg"]);
    expect(droppedFiles({ dataTransfer: null } as unknown as DragEvent)).toEqual([]);
  });
});

describe("chosen photo files", () => {
  it("takes the input's files in order and clears it, so the same file can be chosen again", () => {
    const input = { files: [{ name: "a.jpg" }, { name: "b.jpg" }], value: "C:\\fakepath\\a.jpg" };
    const taken = takeChosenFiles(input as unknown as HTMLInputElement);
    expect(taken.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(input.value).toBe("");
    expect(takeChosenFiles({ files: null, value: "" } as unknown as HTMLInputElement)).toEqual([]);
  });
});
