import { beforeEach, describe, expect, it, vi } from "vitest";
// Written by the shell's build script from the same command list.
import capabilityText from "../../../src-tauri/capabilities/main.json?raw";

const invoke = vi.fn();
vi.mock("@tauri-apps/api/core", () => ({ invoke: (...args: unknown[]) => invoke(...args) }));

const backend = await import("./backend");
const { COMMANDS } = await import("./commands");

beforeEach(() => {
  invoke.mockReset();
  invoke.mockResolvedValue("ok");
});

describe("the client sends every command of the core's list", () => {
  const client = backend as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

  it.each(Object.entries(COMMANDS))("%s invokes its command with its arguments by name", async (name, spec) => {
    const values = spec.args.map((_arg, i) => `value ${i}`);
    const send = client[name];
    expect(send, `backend exports ${name}`).toBeTypeOf("function");
    await send?.(...values);
    expect(invoke).toHaveBeenCalledTimes(1);
    const sent = spec.args.length === 0 ? undefined : Object.fromEntries(spec.args.map((arg, i) => [arg, values[i]]));
    expect(invoke).toHaveBeenCalledWith(spec.command, sent);
  });

  it("lists exactly the commands the main window is granted", () => {
    const capability = JSON.parse(capabilityText) as { permissions: string[] };
    const granted = capability.permissions.map((p) => p.replace(/^allow-/, "").replaceAll("-", "_")).sort();
    expect(Object.values(COMMANDS).map((c) => c.command).sort()).toEqual(granted);
  });

  it("sends a trailing optional argument left out as null", async () => {
    await backend.importData("{}");
    expect(invoke).toHaveBeenCalledWith("import_data", { text: "{}", dryRun: null });
  });

  it.each([
    [
      "startSession (rickety)",
      () =>
        backend.startSession({
          game: "rickety",
          player_ids: [1, 2],
          setup: { decks: 2, shape: { name: "basic", grid: ". C .\n" } },
        }),
      "start_session",
      { start: { game: "rickety", player_ids: [1, 2], setup: { decks: 2, shape: { name: "basic", grid: ". C .\n" } } } },
    ],
    [
      "sessionAct (scorepad command)",
      () => backend.sessionAct(7, { action: "command", game: "scorepad", command: { type: "set_score", round: 1, seat: 0, score: -3 } }),
      "session_act",
      { id: 7, action: { action: "command", game: "scorepad", command: { type: "set_score", round: 1, seat: 0, score: -3 } } },
    ],
    [
      "sessionPreview (ships place_ship)",
      () => backend.sessionPreview(9, { game: "ships", command: { type: "place_ship", age: 5, ship_box: "merchant" } }),
      "session_preview",
      { id: 9, command: { game: "ships", command: { type: "place_ship", age: 5, ship_box: "merchant" } } },
    ],
  ])("%s, narrowed to one game's types, sends it unchanged", async (_name, run, command, args) => {
    await run();
    expect(invoke).toHaveBeenCalledWith(command, args);
  });
});

describe("backend errors", () => {
  it("rejects with the backend's ApiError as sent", async () => {
    const error = { code: "session_closed", message: "session 1 is closed", details: {} };
    invoke.mockRejectedValueOnce(error);
    await expect(backend.sessionAct(1, { action: "undo" })).rejects.toEqual(error);
  });

  it("turns a bare Tauri string rejection into an ApiError with that message", async () => {
    invoke.mockRejectedValueOnce("command session_act not allowed by ACL");
    await expect(backend.sessionShow(1)).rejects.toMatchObject({
      code: "invalid_input",
      message: "command session_act not allowed by ACL",
    });
  });
});
