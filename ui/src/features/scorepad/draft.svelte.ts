/**
 * The scorepad's part of the new-session form while it is filled in: the
 * title, the win rule and the teams. It lives outside the screen (see
 * lib/newSessionDraft) and is forgotten after Start or Cancel.
 */

import type { WinRule } from "../../bindings/WinRule";

class ScorepadDraft {
  title = $state("");
  win = $state<WinRule>("highest");
  /** A scorepad played in teams, and the team each profile (by id) was put in. */
  inTeams = $state(false);
  teamOf = $state<Record<number, number>>({});

  reset(): void {
    this.title = "";
    this.win = "highest";
    this.inTeams = false;
    this.teamOf = {};
  }
}

export const scorepadDraft = new ScorepadDraft();
