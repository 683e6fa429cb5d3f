/**
 * How a match's events become thread messages, so the thread reads like a
 * game report rather than a click log:
 *  - the turn in progress is held back: the last moves of a seat still owed
 *    the next decision are told once the turn passes (or the match ends, or
 *    after a few minutes) — the match message shows them meanwhile;
 *  - lines a later line retells (a card's steps, summed up once resolved)
 *    are left out;
 *  - an event with a picture (a resolved spell) opens a message with its
 *    image, and the lines after it (what the spell did) follow in it;
 *  - the messages are gathered into the channel's free slots (Discord: 5
 *    messages per 5 s): a burst of spells is told at once in fewer messages
 *    instead of waiting in a queue.
 */
import type { Json } from '../core/game.js';
import type { Text } from '../core/text.js';
import type { EventCursor, LoggedAction, UnpostedEvent } from '../platform/matches/publications.js';
import { clip } from './presenter.js';

/** How long a turn in progress is held back from the thread at most. */
export const TURN_HOLD_MS = 5 * 60_000;
const CONTENT_MAX = 2000;
const FILES_MAX = 10;

export interface ThreadMessage {
  content: string;
  pictures: { kind: string; view: Json }[];
  /** The cursor once this message is posted. */
  after: EventCursor;
}

/**
 * The first action of the turn in progress — the last run of moves made by
 * a seat that is still owed a decision — or null when nothing is held (the
 * turn passed, the match is over, or the turn began more than `holdMs` ago).
 */
export function turnInProgress(
  actions: readonly LoggedAction[],
  owing: ReadonlySet<number>,
  active: boolean,
  now: number,
  holdMs = TURN_HOLD_MS,
): { fromSeq: number; until: Date } | null {
  const last = actions.at(-1);
  if (!active || !last || !owing.has(last.seat)) return null;
  let first = last;
  for (let k = actions.length - 2; k >= 0 && actions[k]!.seat === last.seat; k--) first = actions[k]!;
  const until = first.at.getTime() + holdMs;
  return until > now ? { fromSeq: first.seq, until: new Date(until) } : null;
}

/**
 * Groups events into thread messages: plain lines up to 2000 characters; a
 * picture event opens its own message (its line in bold, its image) and the
 * plain lines after it join that message. `retold` flags lines to leave out.
 */
export function eventMessages(events: readonly UnpostedEvent[], tr: (text: Text) => string, retold?: readonly boolean[]): ThreadMessage[] {
  const out: ThreadMessage[] = [];
  let current: ThreadMessage | null = null;
  events.forEach((e, k) => {
    if (retold?.[k]) {
      if (current) current.after = e.after;
      return;
    }
    const line = tr(e.text);
    if (e.picture) {
      current = { content: `**${line}**`, pictures: [e.picture], after: e.after };
      out.push(current);
      return;
    }
    if (!current || current.content.length + line.length + 1 > CONTENT_MAX) {
      current = { content: line, pictures: [], after: e.after };
      out.push(current);
      return;
    }
    current.content += `\n${line}`;
    current.after = e.after;
  });
  return out.map((m) => ({ ...m, content: clip(m.content, CONTENT_MAX) }));
}

/**
 * Gathers neighbouring messages until there are at most `slots` (at least
 * one) when they fit (2000 characters, 10 pictures), shortest pairs first;
 * the result is longer than `slots` only when they do not fit.
 */
export function fitToSlots(messages: readonly ThreadMessage[], slots: number): ThreadMessage[] {
  const out = [...messages];
  while (out.length > Math.max(1, slots)) {
    let best = -1;
    for (let k = 0; k + 1 < out.length; k++) {
      const [a, b] = [out[k]!, out[k + 1]!];
      const fits = a.content.length + b.content.length + 1 <= CONTENT_MAX && a.pictures.length + b.pictures.length <= FILES_MAX;
      if (fits && (best < 0 || size(a, b) < size(out[best]!, out[best + 1]!))) best = k;
    }
    if (best < 0) break;
    const [a, b] = [out[best]!, out[best + 1]!];
    out.splice(best, 2, { content: `${a.content}\n${b.content}`, pictures: [...a.pictures, ...b.pictures], after: b.after });
  }
  return out;
}

const size = (a: ThreadMessage, b: ThreadMessage) => a.content.length + b.content.length;
