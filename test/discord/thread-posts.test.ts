/**
 * How events become thread messages (thread-posts.ts), the channel pacer
 * (pacer.ts) and Super Fantasy Brawl's retold steps: pure pieces of the
 * quiet match thread.
 */
import { describe, expect, it } from 'vitest';
import { t, type Text } from '../../src/core/text.js';
import { ChannelPacer } from '../../src/discord/pacer.js';
import { eventMessages, fitToSlots, turnInProgress, TURN_HOLD_MS, type ThreadMessage } from '../../src/discord/thread-posts.js';
import { retoldSteps } from '../../src/games/sfb/chronicle.js';
import type { UnpostedEvent } from '../../src/platform/matches/publications.js';

const at = (ms: number) => new Date(ms);
const NOW = 1_000_000_000;

describe('the turn in progress is held back', () => {
  const log = [
    { seq: 1, seat: 0, at: at(NOW - 60_000) },
    { seq: 2, seat: 1, at: at(NOW - 30_000) },
    { seq: 3, seat: 1, at: at(NOW - 20_000) },
  ];

  it('the last moves of a seat still owed a decision wait (from its first move of the run) until the turn passes', () => {
    expect(turnInProgress(log, new Set([1]), true, NOW)).toEqual({ fromSeq: 2, until: at(NOW - 30_000 + TURN_HOLD_MS) });
  });

  it('nothing is held once the turn passed, the match ended, or the turn began too long ago', () => {
    expect(turnInProgress(log, new Set([0]), true, NOW)).toBeNull();
    expect(turnInProgress(log, new Set([1]), false, NOW)).toBeNull();
    expect(turnInProgress(log, new Set([1]), true, NOW - 30_000 + TURN_HOLD_MS)).toBeNull();
    expect(turnInProgress([], new Set([1]), true, NOW)).toBeNull();
  });
});

const ev = (text: Text, seq: number, picture = false): UnpostedEvent => ({
  text,
  picture: picture ? { kind: 'spell', view: { seq } } : null,
  after: { seq: seq + 1, event: 0 },
  seq,
});
const tr = (text: Text) => (typeof text === 'string' ? text : text.key);

describe('events to thread messages', () => {
  it('a picture opens a message and the lines after it (what the spell did) join it; lines before it stay apart', () => {
    const messages = eventMessages([ev('locked', 1), ev('casts A', 2, true), ev('hits', 3), ev('casts B', 4, true), ev('heals', 5)], tr);
    expect(messages.map((m) => [m.content, m.pictures.length, m.after.seq])).toEqual([
      ['locked', 0, 2],
      ['**casts A**\nhits', 1, 4],
      ['**casts B**\nheals', 1, 6],
    ]);
  });

  it('retold lines are left out, and the cursor still moves past them', () => {
    const messages = eventMessages([ev('step 1', 1), ev('step 2', 2), ev('summary', 3), ev('retold tail', 4)], tr, [
      true,
      true,
      false,
      true,
    ]);
    expect(messages).toEqual([{ content: 'summary', pictures: [], after: { seq: 5, event: 0 } }]);
  });

  it('messages are gathered into the free slots, shortest neighbours first, within 2000 characters and 10 pictures', () => {
    const msg = (content: string, pictures = 0, seq = 1): ThreadMessage => ({
      content,
      pictures: Array.from({ length: pictures }, () => ({ kind: 'spell', view: null })),
      after: { seq, event: 0 },
    });
    const six = [msg('a', 1, 1), msg('bb', 1, 2), msg('c', 1, 3), msg('dd', 1, 4), msg('e', 1, 5), msg('f', 1, 6)];
    const four = fitToSlots(six, 4);
    expect(four).toHaveLength(4);
    expect(four.flatMap((m) => m.content.split('\n'))).toEqual(['a', 'bb', 'c', 'dd', 'e', 'f']);
    expect(four.at(-1)!.after.seq).toBe(6);
    // No free slot: one message, which waits for the next slot.
    expect(fitToSlots(six, 0)).toHaveLength(1);
    // Too long or too many pictures to gather: kept apart.
    expect(fitToSlots([msg('x'.repeat(1500)), msg('y'.repeat(600))], 1)).toHaveLength(2);
    expect(fitToSlots([msg('p', 6), msg('q', 6)], 1)).toHaveLength(2);
  });
});

describe('the channel pacer', () => {
  it('lets 5 posts through in 5 s, then waits for the oldest to leave the window', async () => {
    let now = 0;
    const pacer = new ChannelPacer(() => now);
    for (let k = 0; k < 5; k++) {
      expect(pacer.available('c')).toBe(5 - k);
      await pacer.send('c', async () => k);
      now += 100;
    }
    expect(pacer.available('c')).toBe(0);
    expect(pacer.available('other')).toBe(5);
    // The first post ended at 0: a slot frees just after 5000.
    expect(pacer.waitMs('c')).toBe(5000 - now + 1);
    now = 5001;
    expect(pacer.available('c')).toBe(1);
  });

  it('counts a slow post from its answer (as Discord timed the message)', async () => {
    let now = 0;
    const pacer = new ChannelPacer(() => now, 1, 5000);
    await pacer.send('c', async () => {
      now = 3000;
    });
    now = 6000;
    expect(pacer.available('c')).toBe(0);
    now = 8001;
    expect(pacer.available('c')).toBe(1);
  });
});

describe('Super Fantasy Brawl: a card’s steps are told once, in its summary', () => {
  const line = (key: string) => t(`sfb.ev.${key}`, {});
  const summary = t('sfb.ui.summary', { en: '…', fr: '…' });

  it('the steps before a summary, back to the line that opened the action, are retold; turn lines and earlier actions are not', () => {
    const texts = [line('turn'), line('play'), line('move'), line('hit'), line('round'), summary, line('std')];
    expect(retoldSteps(texts)).toEqual([false, true, true, true, false, false, false]);
  });

  it('a card still resolving (no summary yet) and a cancelled card keep their lines', () => {
    expect(retoldSteps([line('play'), line('move')])).toEqual([false, false]);
    expect(retoldSteps([line('play'), line('cancel'), line('std'), summary])).toEqual([false, false, true, false]);
  });
});
