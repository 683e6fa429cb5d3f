import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/platform/clock/time.js';
import {
  LadderError,
  acceptChallenge,
  createLadder,
  declineChallenge,
  expireChallenges,
  issueChallenge,
  joinLadder,
  leaveLadder,
  nextLadderDeadline,
  recordChallengeResult,
} from '../../src/platform/tournaments/index.js';

const WEEK = 7 * DAY_MS;
const T0 = Date.UTC(2025, 5, 2);

describe('challenge ladder', () => {
  const settings = { reach: 2, answerWithinMs: 3 * DAY_MS };

  it('enforces reach, direction and one open challenge per player', () => {
    const l = createLadder(settings, ['a', 'b', 'c', 'd', 'e']);
    expect(() => issueChallenge(l, 'x', 'e', 'b', T0)).toThrow(/up to 2 places/);
    expect(() => issueChallenge(l, 'x', 'b', 'c', T0)).toThrow(/above you/);
    expect(() => issueChallenge(l, 'x', 'e', 'zz', T0)).toThrow(LadderError);
    const busy = issueChallenge(l, 'c1', 'e', 'c', T0);
    expect(() => issueChallenge(busy, 'c2', 'd', 'c', T0)).toThrow(/open challenge/);
    expect(() => issueChallenge(busy, 'c2', 'e', 'd', T0)).toThrow(/open challenge/);
    expect(nextLadderDeadline(busy)).toBe(T0 + 3 * DAY_MS);
  });

  it('runs over several weeks: wins move up, losses change nothing, silence forfeits', () => {
    let l = createLadder(settings, ['ann', 'bob', 'cat', 'dan', 'eve']);

    // Week 1: eve challenges cat and wins: eve takes 3rd, cat and dan move down.
    l = issueChallenge(l, 'w1', 'eve', 'cat', T0);
    l = acceptChallenge(l, 'w1', T0 + DAY_MS);
    l = recordChallengeResult(l, 'w1', 'eve', T0 + 2 * DAY_MS);
    expect(l.order).toEqual(['ann', 'bob', 'eve', 'cat', 'dan']);

    // Week 2: dan challenges eve and loses: no change. A newcomer joins at the bottom.
    l = issueChallenge(l, 'w2', 'dan', 'eve', T0 + WEEK);
    l = acceptChallenge(l, 'w2', T0 + WEEK + DAY_MS);
    l = recordChallengeResult(l, 'w2', 'eve', T0 + WEEK + 2 * DAY_MS);
    l = joinLadder(l, 'fay');
    expect(l.order).toEqual(['ann', 'bob', 'eve', 'cat', 'dan', 'fay']);

    // Week 3: eve challenges ann, who never answers: after three days eve is first.
    l = issueChallenge(l, 'w3', 'eve', 'ann', T0 + 2 * WEEK);
    expect(expireChallenges(l, T0 + 2 * WEEK + 3 * DAY_MS - 1)).toBe(l);
    l = expireChallenges(l, T0 + 2 * WEEK + 3 * DAY_MS);
    expect(l.order).toEqual(['eve', 'ann', 'bob', 'cat', 'dan', 'fay']);
    expect(l.challenges.find((c) => c.id === 'w3')).toMatchObject({ status: 'done', winner: 'eve', byForfeit: true });
    expect(() => acceptChallenge(l, 'w3', T0 + 2 * WEEK + 3 * DAY_MS)).toThrow(/not waiting/);

    // Week 4: fay challenges dan, who declines (a forfeit); bob leaves, everyone below moves up.
    l = issueChallenge(l, 'w4', 'fay', 'dan', T0 + 3 * WEEK);
    l = declineChallenge(l, 'w4', T0 + 3 * WEEK);
    l = leaveLadder(l, 'bob', T0 + 3 * WEEK);
    expect(l.order).toEqual(['eve', 'ann', 'cat', 'fay', 'dan']);

    // Week 5: an accepted challenge past the answer time still stands; late acceptance is refused.
    l = issueChallenge(l, 'w5', 'dan', 'cat', T0 + 4 * WEEK);
    expect(() => acceptChallenge(l, 'w5', T0 + 4 * WEEK + 3 * DAY_MS)).toThrow(/passed/);
    l = acceptChallenge(l, 'w5', T0 + 4 * WEEK + DAY_MS);
    expect(expireChallenges(l, T0 + 5 * WEEK).order).toEqual(l.order);
    l = recordChallengeResult(l, 'w5', 'dan', T0 + 5 * WEEK);
    expect(l.order).toEqual(['eve', 'ann', 'dan', 'cat', 'fay']);
    expect(() => recordChallengeResult(l, 'w5', 'dan', T0 + 5 * WEEK)).toThrow(LadderError);
  });

  it('leaving with an open challenge forfeits it to the other player', () => {
    let l = createLadder(settings, ['a', 'b', 'c']);
    l = issueChallenge(l, 'x', 'c', 'a', T0);
    l = leaveLadder(l, 'a', T0);
    expect(l.order).toEqual(['c', 'b']);
    expect(l.challenges[0]).toMatchObject({ status: 'done', winner: 'c', byForfeit: true });
  });
});
