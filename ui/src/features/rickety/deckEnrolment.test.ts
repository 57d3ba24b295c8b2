import { describe, expect, it } from "vitest";
import type { DeckInfo } from "../../bindings/DeckInfo";
import type { EnrolledPhoto } from "../../bindings/EnrolledPhoto";
import type { EnrolReport } from "../../bindings/EnrolReport";
import {
  deckNameProblem,
  ENROL_BYTES_MAX,
  enrolFileProblem,
  moved,
  offColourNote,
  photoRange,
  photosProblem,
  refusalText,
  replacedDeck,
  reportCards,
  sortEnrolFiles,
} from "./deckEnrolment";
import { card } from "./cardFixtures";

const MB = 1024 * 1024;

const photo = (name: string, first: string | null, last: string | null, cards = 13, offColour: string[] = []): EnrolledPhoto => ({
  photo: name,
  cards,
  first: first === null ? null : card(first),
  last: last === null ? null : card(last),
  off_colour: offColour.map(card),
});

const deck = (name: string): DeckInfo => ({ name, glyphs: 204, enrolled_at: "2026-11-30T17:00:00Z" });

describe("the deck's name", () => {
  it("is 1 to 40 characters, spaces around it ignored", () => {
    expect(deckNameProblem("  Bicycle blue  ")).toBeNull();
    expect(deckNameProblem("x".repeat(40))).toBeNull();
    expect(deckNameProblem("")).toBe("Give the deck a name, e.g. “Bicycle blue”.");
    expect(deckNameProblem("   ")).toMatch(/^Give the deck a name/);
    expect(deckNameProblem("x".repeat(41))).toBe("A deck name is at most 40 characters.");
  });

  it("counts characters, not UTF-16 units, as the backend does", () => {
    expect(deckNameProblem("♠".repeat(40))).toBeNull();
    expect(deckNameProblem("🂡".repeat(40))).toBeNull();
  });

  it("holds no control characters", () => {
    expect(deckNameProblem("Bi\u0007cycle")).toMatch(/letters, digits and spaces/);
  });

  it("says which enrolled deck it replaces, ignoring case", () => {
    const enrolled = [deck("Bicycle"), deck("Svg cards")];
    expect(replacedDeck(" svg CARDS ", enrolled)?.name).toBe("Svg cards");
    expect(replacedDeck("Copag", enrolled)).toBeNull();
    expect(replacedDeck("  ", enrolled)).toBeNull();
  });
});

describe("the photos sent", () => {
  it("takes JPEG, PNG and WebP photos up to 40 MB each, naming a file it refuses", () => {
    expect(enrolFileProblem({ name: "1-spades.jpg", type: "image/jpeg", size: 100_000 })).toBeNull();
    expect(enrolFileProblem({ name: "2.WEBP", type: "", size: 100_000 })).toBeNull();
    expect(enrolFileProblem({ name: "deck.heic", type: "image/heic", size: 100_000 })).toBe(
      "“deck.heic” is not a JPEG, PNG or WebP photo.",
    );
    expect(enrolFileProblem({ name: "big.jpg", type: "image/jpeg", size: 41 * MB })).toBe(
      "“big.jpg” is 41 MB; a photo may be 40 MB at most.",
    );
    expect(enrolFileProblem({ name: "", type: "image/png", size: 0 })).toBe("That file is empty.");
  });

  it("are put in the order of their names, numbers counted as numbers", () => {
    const file = (name: string) => ({ name, type: name.endsWith(".txt") ? "text/plain" : "image/jpeg", size: 10 });
    const { add, problems } = sortEnrolFiles([
      file("IMG_10.jpg"),
      file("notes.txt"),
      file("IMG_9.jpg"),
      file("img_2.jpg"),
    ]);
    expect(add.map((f) => f.name)).toEqual(["img_2.jpg", "IMG_9.jpg", "IMG_10.jpg"]);
    expect(problems).toEqual(["“notes.txt” is not a JPEG, PNG or WebP photo."]);
    const suits = sortEnrolFiles(["4-clubs.jpg", "2-hearts.jpg", "1-spades.jpg", "3-diamonds.jpg"].map(file));
    expect(suits.add.map((f) => f.name)).toEqual(["1-spades.jpg", "2-hearts.jpg", "3-diamonds.jpg", "4-clubs.jpg"]);
  });

  it("are 8 at most and 64 MB together", () => {
    expect(photosProblem([])).toBeNull();
    expect(photosProblem(Array.from({ length: 8 }, () => ({ size: 8 * MB })))).toBeNull();
    expect(photosProblem(Array.from({ length: 9 }, () => ({ size: MB })))).toBe(
      "9 photos: enrolment takes at most 8. One photo per suit is four.",
    );
    expect(photosProblem([{ size: ENROL_BYTES_MAX }, { size: 1 }])).toBe(
      "The photos come to 65 MB; at most 64 MB together. Take smaller photos.",
    );
  });

  it("can be moved within the list", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});

describe("the report read back", () => {
  it("spells each photo's first and last card as the table reads them", () => {
    expect(photoRange(photo("1-spades.jpg", "AS", "KS"))).toBe("A♠ – K♠");
    expect(photoRange(photo("one.jpg", "QD", "QD", 1))).toBe("Q♦");
    expect(photoRange(photo("empty.jpg", null, null, 0))).toBe("no cards");
  });

  it("counts the cards of every photo", () => {
    const report: EnrolReport = {
      deck: deck("Svg cards"),
      photos: [photo("a", "AS", "KS"), photo("b", "AH", "KH"), photo("c", "AD", "KD"), photo("d", "AC", "KC")],
    };
    expect(reportCards(report)).toBe(52);
  });

  it("warns about cards read in the other colour, and says a four-colour deck may ignore it", () => {
    expect(offColourNote(photo("a", "AS", "KS"))).toBeNull();
    expect(offColourNote(photo("b", "AH", "KH", 13, ["3H"]))).toBe(
      "3♥ was read in the other colour: check this photo’s cards are in order (A–K of ♠ ♥ ♦ ♣), then enrol again. A four-colour deck can ignore this.",
    );
    const many = offColourNote(photo("c", "AD", "KD", 13, ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D"]));
    expect(many).toMatch(/^A♦, 2♦, 3♦, 4♦, 5♦, 6♦ and 2 more were read in the other colour/);
  });
});

describe("a refusal", () => {
  it("keeps the photo's name as the file spells it", () => {
    expect(refusalText("truncated.jpg: the photo is damaged or truncated")).toBe(
      "truncated.jpg: the photo is damaged or truncated.",
    );
    expect(refusalText(" the photos show 39 cards. ")).toBe("the photos show 39 cards.");
  });
});
