/**
 * The moment of a session being looked at (a log entry's seq, or null for
 * now), shared on the session page by the game screen's own timeline and
 * the session record: tapping a step beside a finished table opens the
 * record's stepping at that step. Session.svelte provides one per session;
 * without it, a timeline is a plain list.
 */

import { getContext, setContext } from "svelte";

export class SessionMoment {
  seq = $state<number | null>(null);
  /** Bumped when a step is chosen from outside the record, which then shows it. */
  asked = $state(0);

  choose(seq: number | null): void {
    this.seq = seq;
  }

  /** Chosen from the game screen's timeline: the record comes to show it. */
  ask(seq: number): void {
    this.seq = seq;
    this.asked++;
  }
}

const KEY = Symbol("session-moment");

export function provideSessionMoment(moment: SessionMoment): void {
  setContext(KEY, moment);
}

/** The page's shared moment, if the page has one. */
export function sharedSessionMoment(): SessionMoment | undefined {
  return getContext<SessionMoment | undefined>(KEY);
}
