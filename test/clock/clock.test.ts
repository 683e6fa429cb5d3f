import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  checkClaim,
  createMatchClock,
  evaluateTimeouts,
  nextClockEvent,
  parseTimeControl,
  removeSeat,
  seatDeadline,
  seatTime,
  setOwingSeats,
  timeControlCode,
  type TimeoutPolicy,
} from '../../src/platform/clock/index.js';

const T0 = Date.UTC(2025, 2, 10, 12, 0); // a fixed, explicit clock
const policy: TimeoutPolicy = { graceMs: DAY_MS, multiSeat: 'hand-to-bot' };

describe('time controls', () => {
  it('parses the offered controls and rejects others', () => {
    expect(parseTimeControl('days:3')).toEqual({ kind: 'correspondence', daysPerMove: 3 });
    expect(parseTimeControl('live:10')).toEqual({ kind: 'live', minutesPerMove: 10 });
    expect(parseTimeControl('none')).toEqual({ kind: 'none' });
    expect(parseTimeControl('days:4')).toBeNull();
    expect(parseTimeControl('live:0')).toBeNull();
    expect(timeControlCode({ kind: 'correspondence', daysPerMove: 14 })).toBe('days:14');
  });
});

describe('seat clock', () => {
  it('runs only for the seats that owe a decision, several at once', () => {
    let clock = createMatchClock({ kind: 'correspondence', daysPerMove: 2 }, ['a', 'b', 'c']);
    clock = setOwingSeats(clock, ['a', 'b'], T0);
    expect(seatTime(clock, 'a', T0 + DAY_MS)).toEqual({ state: 'running', remainingMs: DAY_MS, deadline: T0 + 2 * DAY_MS });
    expect(seatTime(clock, 'c', T0 + DAY_MS)).toEqual({ state: 'idle' });
    // a acts; b still owes and keeps its running clock; c now owes too.
    clock = setOwingSeats(clock, ['b', 'c'], T0 + DAY_MS, ['a']);
    expect(seatDeadline(clock, 'b')).toBe(T0 + 2 * DAY_MS);
    expect(seatDeadline(clock, 'c')).toBe(T0 + 3 * DAY_MS);
    expect(seatTime(clock, 'a', T0 + DAY_MS).state).toBe('idle');
  });

  it('gives a fresh allowance to a seat that acted and owes again', () => {
    let clock = createMatchClock({ kind: 'live', minutesPerMove: 5 }, ['a', 'b']);
    clock = setOwingSeats(clock, ['a'], T0);
    clock = setOwingSeats(clock, ['a'], T0 + 4 * MINUTE_MS, ['a']);
    expect(seatDeadline(clock, 'a')).toBe(T0 + 9 * MINUTE_MS);
  });

  it('never times out without a time control', () => {
    const clock = setOwingSeats(createMatchClock({ kind: 'none' }, ['a', 'b']), ['a'], T0);
    expect(seatTime(clock, 'a', T0 + 365 * DAY_MS)).toEqual({ state: 'untimed' });
    expect(evaluateTimeouts(clock, T0 + 365 * DAY_MS, policy)).toEqual([]);
  });

  it('pauses during a vacation and moves the deadline by exactly the paused time', () => {
    const clock = setOwingSeats(createMatchClock({ kind: 'correspondence', daysPerMove: 3 }, ['a', 'b']), ['a'], T0);
    const vacation = [{ startMs: T0 + DAY_MS, endMs: T0 + 3 * DAY_MS }];
    const during = seatTime(clock, 'a', T0 + 2 * DAY_MS, vacation);
    expect(during).toEqual({ state: 'paused', remainingMs: 2 * DAY_MS, deadline: T0 + 5 * DAY_MS });
    // Without the vacation a would have timed out at T0 + 3 days.
    expect(seatTime(clock, 'a', T0 + 4 * DAY_MS, vacation)).toMatchObject({ state: 'running', remainingMs: DAY_MS });
    expect(seatTime(clock, 'a', T0 + 4 * DAY_MS).state).toBe('timed-out');
    // A vacation that started before the decision was owed only counts from owedSince.
    expect(seatDeadline(clock, 'a', [{ startMs: T0 - DAY_MS, endMs: T0 + HOUR_MS }])).toBe(T0 + 3 * DAY_MS + HOUR_MS);
  });
});

describe('time-out, claim-win and auto-forfeit', () => {
  const duel = setOwingSeats(createMatchClock({ kind: 'correspondence', daysPerMove: 1 }, ['alice', 'bob']), ['bob'], T0);

  it('lets the opponent claim during the grace period, then auto-forfeits', () => {
    expect(checkClaim(duel, 'alice', T0 + DAY_MS - 1, policy)).toEqual({ ok: false, reason: 'nothing-to-claim' });
    expect(checkClaim(duel, 'alice', T0 + DAY_MS, policy)).toEqual({ ok: true, against: ['bob'], action: 'forfeit-match' });
    expect(checkClaim(duel, 'bob', T0 + DAY_MS, policy)).toEqual({ ok: false, reason: 'claimant-timed-out' });
    expect(checkClaim(duel, 'carol', T0 + DAY_MS, policy)).toEqual({ ok: false, reason: 'not-a-seat' });
    const pending = evaluateTimeouts(duel, T0 + DAY_MS + HOUR_MS, policy);
    expect(pending).toEqual([
      {
        seat: 'bob',
        timedOutAt: T0 + DAY_MS,
        autoForfeitAt: T0 + 2 * DAY_MS,
        claimableBy: ['alice'],
        status: 'pending',
        action: 'forfeit-match',
      },
    ]);
    const due = evaluateTimeouts(duel, T0 + 2 * DAY_MS, policy);
    expect(due[0]).toMatchObject({ status: 'due', claimableBy: [] });
    expect(checkClaim(duel, 'alice', T0 + 2 * DAY_MS, policy)).toEqual({ ok: false, reason: 'already-forfeited' });
  });

  it('applies the per-game multi-seat choice with more than two seats', () => {
    const table = setOwingSeats(createMatchClock({ kind: 'live', minutesPerMove: 2 }, ['a', 'b', 'c']), ['b', 'c'], T0);
    const verdicts = evaluateTimeouts(table, T0 + 2.5 * MINUTE_MS, { graceMs: MINUTE_MS, multiSeat: 'remove-seat' });
    expect(verdicts.map((v) => [v.seat, v.action, v.claimableBy])).toEqual([
      ['b', 'remove-seat', ['a']],
      ['c', 'remove-seat', ['a']],
    ]);
    // Once c is removed, two seats remain: b's time-out now ends the match.
    const duelLeft = removeSeat(table, 'c');
    expect(evaluateTimeouts(duelLeft, T0 + 2.5 * MINUTE_MS, { graceMs: MINUTE_MS, multiSeat: 'remove-seat' })[0]!.action).toBe(
      'forfeit-match',
    );
  });

  it('reports the next instant the scheduler must wake for', () => {
    expect(nextClockEvent(duel, T0, policy)).toBe(T0 + DAY_MS);
    expect(nextClockEvent(duel, T0 + DAY_MS, policy)).toBe(T0 + 2 * DAY_MS);
    expect(nextClockEvent(duel, T0 + 2 * DAY_MS, policy)).toBeNull();
    expect(nextClockEvent(duel, T0, policy, { bob: [{ startMs: T0, endMs: T0 + DAY_MS }] })).toBe(T0 + 2 * DAY_MS);
  });
});
