import { describe, expect, it } from "vitest";
import { sessionTitle } from "./sessionTitle";

const seats = [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }];

describe("sessionTitle", () => {
  it("uses the session's own title", () => {
    expect(sessionTitle({ game: "scorepad", game_name: "Scorepad", title: "Azul", seats })).toBe("Azul");
  });

  it("names an untitled scorepad by who played it", () => {
    expect(sessionTitle({ game: "scorepad", game_name: "Scorepad", title: " ", seats })).toBe(
      "Scorepad with Ann, Bob and Cy",
    );
  });

  it("names a built-in game by the game", () => {
    expect(sessionTitle({ game: "rickety", game_name: "Rickety Ships", title: "", seats })).toBe("Rickety Ships");
  });
});
