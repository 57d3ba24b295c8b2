import { describe, expect, it } from "vitest";
import type { Seat } from "../bindings/Seat";
import type { SessionPhoto } from "../bindings/SessionPhoto";
import { albumFileProblem, photoCount, photoLabel, sortFiles, withoutPhoto, withPhoto } from "./sessionAlbum";

const seats: Seat[] = [
  { player_id: 1, name: "Ann", colour: "#d33" },
  { player_id: 2, name: "Bob", colour: "#33d" },
];

const photo = (id: number, taken_at: string, extra: Partial<SessionPhoto> = {}): SessionPhoto => ({
  id,
  session_id: 7,
  seat: null,
  taken_at,
  recognition: null,
  seen: null,
  ...extra,
});

const reading = { width: 100, height: 80, layout: "", cards: [] } as unknown as NonNullable<SessionPhoto["recognition"]>;

describe("which files the album keeps", () => {
  it.each(["image/jpeg", "image/png", "image/webp", "IMAGE/PNG"])("takes a %s photo", (type) => {
    expect(albumFileProblem({ name: "evening", type, size: 300_000 })).toBeNull();
  });

  it("goes by the name when a file arrives untyped", () => {
    expect(albumFileProblem({ name: "table.JPEG", type: "", size: 300_000 })).toBeNull();
    expect(albumFileProblem({ name: "table.heic", type: "", size: 300_000 })).toMatch(/JPEG, PNG or WebP/);
  });

  it("names the file it refuses and says why", () => {
    expect(albumFileProblem({ name: "clip.mp4", type: "video/mp4", size: 1000 })).toBe(
      "“clip.mp4” is not a photo Drydock keeps: choose a JPEG, PNG or WebP photo.",
    );
    expect(albumFileProblem({ name: "", type: "text/plain", size: 10 })).toMatch(/^That file is not a photo/);
    expect(albumFileProblem({ name: "big.jpg", type: "image/jpeg", size: 41 * 1024 * 1024 })).toBe(
      "“big.jpg” is 41 MB; Drydock keeps photos up to 40 MB.",
    );
    expect(albumFileProblem({ name: "big.jpg", type: "image/jpeg", size: 40 * 1024 * 1024 })).toBeNull();
    expect(albumFileProblem({ name: "none.png", type: "image/png", size: 0 })).toBe("“none.png” is empty: choose a photo.");
  });

  it("sends the good files of a drop and explains the others", () => {
    const files = [
      { name: "a.jpg", type: "image/jpeg", size: 10 },
      { name: "b.txt", type: "text/plain", size: 10 },
      { name: "c.webp", type: "image/webp", size: 10 },
    ];
    const { send, problems } = sortFiles(files);
    expect(send.map((f) => f.name)).toEqual(["a.jpg", "c.webp"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/“b.txt”/);
  });
});

describe("what a thumbnail says", () => {
  it("a plain photo is the evening's", () => {
    expect(photoLabel(photo(1, "2024-05-01T20:00:00Z"), seats)).toEqual({
      alt: "Photo of the evening",
      ship: false,
      seat: null,
    });
  });

  it("a ship photo names whose ship it is, when the table said", () => {
    const label = photoLabel(photo(2, "2024-05-01T20:00:00Z", { seat: 1, recognition: reading }), seats);
    expect(label.ship).toBe(true);
    expect(label.alt).toBe("Photo of Bob’s ship");
    expect(label.seat?.name).toBe("Bob");
    expect(photoLabel(photo(3, "2024-05-01T20:00:00Z", { recognition: reading }), seats).alt).toBe("Photo of a ship");
    // A seat the session does not have (should not happen) is not named.
    expect(photoLabel(photo(4, "2024-05-01T20:00:00Z", { seat: 5, recognition: reading }), seats).seat).toBeNull();
  });
});

describe("the album after a change", () => {
  const a = photo(1, "2024-05-01T20:00:00Z");
  const b = photo(2, "2024-05-01T21:00:00Z");

  it("keeps photos oldest first, a photo added at the same second after the earlier one", () => {
    const c = photo(3, "2024-05-01T20:00:00Z");
    expect(withPhoto([a, b], c).map((p) => p.id)).toEqual([1, 3, 2]);
    expect(withPhoto([], b).map((p) => p.id)).toEqual([2]);
  });

  it("lists a photo once when it is added again", () => {
    expect(withPhoto([a, b], a).map((p) => p.id)).toEqual([1, 2]);
  });

  it("drops a removed photo, and only that one", () => {
    expect(withoutPhoto([a, b], 1).map((p) => p.id)).toEqual([2]);
    expect(withoutPhoto([a, b], 9)).toHaveLength(2);
  });

  it("counts in words", () => {
    expect(photoCount(0)).toBe("No photos");
    expect(photoCount(1)).toBe("1 photo");
    expect(photoCount(12)).toBe("12 photos");
  });
});
