/**
 * The clock core at its boundaries (#23): pause intervals merged and counted
 * once, deadlines that fall exactly on a pause, vacation days validated per
 * calendar month, reminder slots around vacations, time-out verdicts with
 * several seats, the server settings and what players see.
 */
import { describe, expect, it } from 'vitest';
import {
  CORRESPONDENCE_DAYS,
  DAY_MS,
  DEFAULT_CHALLENGE_TTL_MS,
  DEFAULT_REMINDER_PREFERENCE,
  DEFAULT_VACATION_POLICY,
  HOUR_MS,
  MINUTE_MS,
  NO_TIME_CONTROL,
  REMINDER_INTERVAL_HOURS,
  activeMsBetween,
  challengeExpiresAt,
  challengeState,
  checkClaim,
  clockLine,
  createMatchClock,
  endVacation,
  evaluateTimeouts,
  formatDuration,
  instantAfterActive,
  isOnVacation,
  mergeIntervals,
  moveAllowanceMs,
  nextClockEvent,
  nextDigestAt,
  nextMatchReminderAt,
  nextReminder,
  overlapMs,
  parseTimeControl,
  reminderPreferenceSchema,
  removeSeat,
  requestVacation,
  seatDeadline,
  seatTime,
  setOwingSeats,
  timeControlCode,
  timeControlSchema,
  utcOffsetMinutesSchema,
  vacationDaysUsed,
  type Interval,
  type ReminderPreference,
  type TimeoutPolicy,
} from '../../src/platform/clock/index.js';
import {
  claimable,
  clockLines,
  discordTime,
  matchUrl,
  owedBy,
  seatTimeLeft,
  timeControlOf,
  timeControlText,
} from '../../src/platform/clock/display.js';
import { MULTI_SEAT_TIMEOUT, multiSeatTimeout } from '../../src/platform/clock/policy.js';
import {
  DEFAULT_ASYNC_SETTINGS,
  PLATFORM_DEFAULT_TIME_CONTROL,
  asJson,
  asyncSettingsOf,
  asyncSettingsSchema,
  challengeTtlMs,
  defaultTimeControl,
  graceMs,
  reminderPreferenceOf,
} from '../../src/platform/clock/settings.js';
import type { MatchRecord } from '../../src/platform/matches/service.js';

const at = (iso: string): number => Date.parse(iso);
const iv = (startMs: number, endMs: number): Interval => ({ startMs, endMs });
const T0 = Date.UTC(2025, 2, 10, 12, 0);

describe('pause intervals', () => {
  it('measures the overlap of two spans, half-open', () => {
    expect(overlapMs(iv(0, 10), iv(5, 20))).toBe(5);
    expect(overlapMs(iv(5, 20), iv(0, 10))).toBe(5);
    expect(overlapMs(iv(0, 100), iv(10, 20))).toBe(10);
    expect(overlapMs(iv(0, 10), iv(10, 20))).toBe(0);
    expect(overlapMs(iv(0, 10), iv(20, 30))).toBe(0);
  });

  it('merges overlapping and touching pauses, in order, dropping empty ones, without touching its input', () => {
    const input = [iv(20, 30), iv(0, 10), iv(5, 12), iv(12, 15), iv(40, 40), iv(50, 45), iv(25, 28)];
    const copy = structuredClone(input);
    expect(mergeIntervals(input)).toEqual([iv(0, 15), iv(20, 30)]);
    expect(input).toEqual(copy);
    expect(mergeIntervals([iv(0, 10), iv(2, 4)])).toEqual([iv(0, 10)]);
    expect(mergeIntervals([iv(0, 10), iv(11, 12)])).toEqual([iv(0, 10), iv(11, 12)]);
    expect(mergeIntervals([])).toEqual([]);
  });

  it('counts active time once under overlapping pauses', () => {
    // Pauses cover [−50, 5), [10, 40) and [90, 200): 5 + 30 + 10 of the 100 ms are paused.
    expect(activeMsBetween(0, 100, [iv(10, 30), iv(20, 40), iv(90, 200), iv(-50, 5)])).toBe(55);
    expect(activeMsBetween(0, 100, [])).toBe(100);
    expect(activeMsBetween(0, 100, [iv(-10, 500)])).toBe(0);
    expect(activeMsBetween(100, 100, [])).toBe(0);
    expect(activeMsBetween(100, 50, [])).toBe(0);
  });

  it('finds the instant a budget of unpaused time runs out', () => {
    expect(instantAfterActive(0, 100, [])).toBe(100);
    expect(instantAfterActive(0, 100, [iv(-50, -10)])).toBe(100);
    // A pause already running at the start: the clock starts at its end.
    expect(instantAfterActive(0, 100, [iv(-50, 30)])).toBe(130);
    expect(instantAfterActive(0, 100, [iv(40, 60)])).toBe(120);
    // The budget runs out exactly when a pause starts: the deadline is that instant.
    expect(instantAfterActive(0, 100, [iv(100, 150)])).toBe(100);
    expect(instantAfterActive(0, 100, [iv(150, 200)])).toBe(100);
    // Overlapping pauses count once: [40, 80) and [90, 95).
    expect(instantAfterActive(0, 100, [iv(50, 80), iv(40, 60), iv(90, 95)])).toBe(145);
    expect(instantAfterActive(1000, 0, [iv(1000, 2000)])).toBe(1000);
  });
});

describe('time controls', () => {
  it('gives each control its allowance per move', () => {
    expect(moveAllowanceMs({ kind: 'none' })).toBeNull();
    expect(moveAllowanceMs({ kind: 'live', minutesPerMove: 10 })).toBe(600_000);
    expect(moveAllowanceMs({ kind: 'correspondence', daysPerMove: 3 })).toBe(3 * DAY_MS);
    expect(NO_TIME_CONTROL).toEqual({ kind: 'none' });
  });

  it('parses codes whatever their case and spaces, within the offered ranges', () => {
    expect(parseTimeControl(' Days:7 ')).toEqual({ kind: 'correspondence', daysPerMove: 7 });
    expect(parseTimeControl('LIVE:180')).toEqual({ kind: 'live', minutesPerMove: 180 });
    expect(parseTimeControl('live:1')).toEqual({ kind: 'live', minutesPerMove: 1 });
    expect(parseTimeControl('none:9')).toEqual({ kind: 'none' });
    for (const bad of ['live:181', 'live:1.5', 'live', 'days:0', 'days', 'days:6', 'weeks:1', '', 'correspondence:3'])
      expect(parseTimeControl(bad), bad).toBeNull();
  });

  it('writes codes that parse back, for every control offered', () => {
    expect(timeControlCode({ kind: 'none' })).toBe('none');
    expect(timeControlCode({ kind: 'live', minutesPerMove: 5 })).toBe('live:5');
    expect(CORRESPONDENCE_DAYS).toEqual([1, 2, 3, 5, 7, 14]);
    for (const daysPerMove of CORRESPONDENCE_DAYS) {
      const control = { kind: 'correspondence' as const, daysPerMove };
      expect(timeControlCode(control)).toBe(`days:${daysPerMove}`);
      expect(parseTimeControl(timeControlCode(control))).toEqual(control);
    }
    expect(timeControlSchema.safeParse({ kind: 'live', minutesPerMove: 0 }).success).toBe(false);
  });
});

describe('seat clocks at their edges', () => {
  const live10 = { kind: 'live', minutesPerMove: 10 } as const;

  it('starts every seat idle', () => {
    expect(createMatchClock(live10, ['a', 'b'])).toEqual({
      control: live10,
      seats: [
        { seat: 'a', owedSince: null },
        { seat: 'b', owedSince: null },
      ],
    });
  });

  it('refuses an unknown seat and leaves the clock it was given alone', () => {
    const clock = setOwingSeats(createMatchClock(live10, ['a', 'b']), ['a'], T0);
    expect(() => setOwingSeats(clock, ['z'], T0)).toThrow('Unknown seat z');
    expect(() => seatTime(clock, 'z', T0)).toThrow('Unknown seat z');
    expect(() => seatDeadline(clock, 'z')).toThrow('Unknown seat z');
    const next = setOwingSeats(clock, ['b'], T0 + MINUTE_MS, ['a']);
    expect(clock.seats).toEqual([
      { seat: 'a', owedSince: T0 },
      { seat: 'b', owedSince: null },
    ]);
    expect(next.seats).toEqual([
      { seat: 'a', owedSince: null },
      { seat: 'b', owedSince: T0 + MINUTE_MS },
    ]);
  });

  it('times out at the deadline exactly, not a millisecond before', () => {
    const clock = setOwingSeats(createMatchClock(live10, ['a', 'b']), ['a'], T0);
    expect(seatTime(clock, 'a', T0 + 10 * MINUTE_MS - 1)).toEqual({ state: 'running', remainingMs: 1, deadline: T0 + 10 * MINUTE_MS });
    expect(seatTime(clock, 'a', T0 + 10 * MINUTE_MS)).toEqual({ state: 'timed-out', timedOutAt: T0 + 10 * MINUTE_MS });
  });

  it('is paused from the first instant of a pause until its end (excluded)', () => {
    const clock = setOwingSeats(createMatchClock(live10, ['a', 'b']), ['a'], T0);
    const pause = [iv(T0 + 5 * MINUTE_MS, T0 + 8 * MINUTE_MS)];
    const deadline = T0 + 13 * MINUTE_MS;
    expect(seatTime(clock, 'a', T0 + 5 * MINUTE_MS - 1, pause)).toEqual({ state: 'running', remainingMs: 5 * MINUTE_MS + 1, deadline });
    expect(seatTime(clock, 'a', T0 + 5 * MINUTE_MS, pause)).toEqual({ state: 'paused', remainingMs: 5 * MINUTE_MS, deadline });
    expect(seatTime(clock, 'a', T0 + 7 * MINUTE_MS, pause)).toEqual({ state: 'paused', remainingMs: 5 * MINUTE_MS, deadline });
    expect(seatTime(clock, 'a', T0 + 8 * MINUTE_MS, pause)).toEqual({ state: 'running', remainingMs: 5 * MINUTE_MS, deadline });
  });

  it('removes a seat and its clock only', () => {
    const clock = setOwingSeats(createMatchClock(live10, ['a', 'b', 'c']), ['a', 'c'], T0);
    expect(removeSeat(clock, 'b')).toEqual({
      control: live10,
      seats: [
        { seat: 'a', owedSince: T0 },
        { seat: 'c', owedSince: T0 },
      ],
    });
    expect(removeSeat(clock, 'z').seats).toHaveLength(3);
  });

  it('has no deadline when idle or untimed', () => {
    const clock = setOwingSeats(createMatchClock(live10, ['a', 'b']), ['a'], T0);
    expect(seatDeadline(clock, 'b')).toBeNull();
    expect(seatDeadline(setOwingSeats(createMatchClock({ kind: 'none' }, ['a']), ['a'], T0), 'a')).toBeNull();
  });
});

describe('time-outs with several seats', () => {
  const live1 = { kind: 'live', minutesPerMove: 1 } as const;
  const grace1: TimeoutPolicy = { graceMs: MINUTE_MS, multiSeat: 'hand-to-bot' };

  it('with both seats of a duel out of time, nobody may claim', () => {
    const clock = setOwingSeats(createMatchClock(live1, ['a', 'b']), ['a', 'b'], T0);
    const verdicts = evaluateTimeouts(clock, T0 + MINUTE_MS, grace1);
    expect(verdicts.map((v) => [v.seat, v.claimableBy, v.status, v.action])).toEqual([
      ['a', [], 'pending', 'forfeit-match'],
      ['b', [], 'pending', 'forfeit-match'],
    ]);
    expect(checkClaim(clock, 'a', T0 + MINUTE_MS, grace1)).toEqual({ ok: false, reason: 'claimant-timed-out' });
  });

  it('without a grace period the forfeit is due at the time-out itself', () => {
    const clock = setOwingSeats(createMatchClock(live1, ['a', 'b']), ['a'], T0);
    const noGrace: TimeoutPolicy = { graceMs: 0, multiSeat: 'remove-seat' };
    expect(evaluateTimeouts(clock, T0 + MINUTE_MS - 1, noGrace)).toEqual([]);
    expect(evaluateTimeouts(clock, T0 + MINUTE_MS, noGrace)).toEqual([
      { seat: 'a', timedOutAt: T0 + MINUTE_MS, autoForfeitAt: T0 + MINUTE_MS, claimableBy: [], status: 'due', action: 'forfeit-match' },
    ]);
  });

  it('claims only the time-outs still in their grace period', () => {
    let clock = setOwingSeats(createMatchClock(live1, ['a', 'b', 'c']), ['b'], T0);
    clock = setOwingSeats(clock, ['b', 'c'], T0 + 30_000);
    const now = T0 + 2 * MINUTE_MS + 10_000;
    // b: out at +1:00, forfeit due at +2:00; c: out at +1:30, in grace until +2:30.
    expect(evaluateTimeouts(clock, now, grace1).map((v) => [v.seat, v.status, v.claimableBy])).toEqual([
      ['b', 'due', []],
      ['c', 'pending', ['a']],
    ]);
    expect(checkClaim(clock, 'a', now, grace1)).toEqual({ ok: true, against: ['c'], action: 'hand-to-bot' });
    expect(checkClaim(clock, 'b', now, grace1)).toEqual({ ok: false, reason: 'claimant-timed-out' });
  });

  it('wakes the scheduler for the earliest deadline or forfeit still ahead', () => {
    let clock = setOwingSeats(createMatchClock(live1, ['a', 'b', 'c']), ['b'], T0);
    clock = setOwingSeats(clock, ['b', 'c'], T0 + 30_000);
    expect(nextClockEvent(clock, T0 + 30_000, grace1)).toBe(T0 + MINUTE_MS);
    // At b's deadline b is out: its forfeit (+2:00) and c's deadline (+1:30) are ahead.
    expect(nextClockEvent(clock, T0 + MINUTE_MS, grace1)).toBe(T0 + 90_000);
    expect(nextClockEvent(clock, T0 + 90_000, grace1)).toBe(T0 + 2 * MINUTE_MS);
    expect(nextClockEvent(clock, T0 + 2 * MINUTE_MS, grace1)).toBe(T0 + 150_000);
    expect(nextClockEvent(clock, T0 + 150_000, grace1)).toBeNull();
    // A paused seat's deadline counts too.
    expect(nextClockEvent(clock, T0 + 40_000, grace1, { b: [iv(T0, T0 + HOUR_MS)] })).toBe(T0 + 90_000);
    expect(nextClockEvent(clock, T0 + 40_000, grace1, { b: [iv(T0, T0 + HOUR_MS)], c: [iv(T0, T0 + HOUR_MS)] })).toBe(
      T0 + HOUR_MS + MINUTE_MS,
    );
    expect(nextClockEvent(setOwingSeats(createMatchClock({ kind: 'none' }, ['a', 'b']), ['a'], T0), T0, grace1)).toBeNull();
  });
});

describe('vacation days', () => {
  const mar10 = at('2025-03-10T00:00:00Z');

  it('counts the days of each calendar month, fractions included', () => {
    const across = [iv(at('2025-03-30T00:00:00Z'), at('2025-04-03T00:00:00Z'))];
    expect(vacationDaysUsed(across, at('2025-03-15T00:00:00Z'))).toBe(2);
    expect(vacationDaysUsed(across, at('2025-04-30T23:59:59Z'))).toBe(2);
    expect(vacationDaysUsed(across, at('2025-05-01T00:00:00Z'))).toBe(0);
    expect(vacationDaysUsed([iv(mar10, mar10 + 1.5 * DAY_MS)], mar10)).toBe(1.5);
    expect(DEFAULT_VACATION_POLICY).toEqual({ maxDaysPerMonth: 7 });
  });

  it('is on vacation from its first instant to its end, excluded', () => {
    const v = [iv(mar10, mar10 + DAY_MS)];
    expect(isOnVacation(v, mar10 - 1)).toBe(false);
    expect(isOnVacation(v, mar10)).toBe(true);
    expect(isOnVacation(v, mar10 + DAY_MS - 1)).toBe(true);
    expect(isOnVacation(v, mar10 + DAY_MS)).toBe(false);
  });

  it('takes whole days only, at least one', () => {
    for (const days of [0, -2, 2.5, Number.NaN])
      expect(requestVacation([], mar10, days), String(days)).toEqual({ ok: false, reason: 'invalid-days', daysLeftThisMonth: 7 });
    expect(requestVacation([iv(mar10 - 3 * DAY_MS, mar10 - DAY_MS)], mar10, 0)).toEqual({
      ok: false,
      reason: 'invalid-days',
      daysLeftThisMonth: 5,
    });
  });

  it('allows the monthly limit exactly, not a day more', () => {
    expect(requestVacation([], mar10, 7)).toEqual({
      ok: true,
      vacations: [iv(mar10, mar10 + 7 * DAY_MS)],
      vacation: iv(mar10, mar10 + 7 * DAY_MS),
    });
    expect(requestVacation([], mar10, 8)).toEqual({ ok: false, reason: 'over-monthly-limit', daysLeftThisMonth: 7 });
    // Half a day used (a vacation ended early): 6 more fit, 7 do not.
    const half = [iv(mar10 - 5 * DAY_MS, mar10 - 4.5 * DAY_MS)];
    expect(requestVacation(half, mar10, 6).ok).toBe(true);
    expect(requestVacation(half, mar10, 7)).toEqual({ ok: false, reason: 'over-monthly-limit', daysLeftThisMonth: 6.5 });
  });

  it('never says fewer than zero days are left', () => {
    // Nine days taken when the limit was higher; the limit is now 7.
    const taken = [iv(at('2025-03-01T00:00:00Z'), at('2025-03-10T00:00:00Z'))];
    expect(requestVacation(taken, at('2025-03-20T00:00:00Z'), 1)).toEqual({
      ok: false,
      reason: 'over-monthly-limit',
      daysLeftThisMonth: 0,
    });
  });

  it('refuses a second vacation while one runs, before looking at the limit', () => {
    const running = [iv(mar10, mar10 + 2 * DAY_MS)];
    expect(requestVacation(running, mar10 + DAY_MS, 30)).toEqual({ ok: false, reason: 'already-on-vacation', daysLeftThisMonth: 5 });
  });

  it('checks every month a long vacation touches', () => {
    // 25 January + 40 days: 7 days in January, 28 in February, 5 in March.
    const jan25 = at('2025-01-25T00:00:00Z');
    expect(requestVacation([], jan25, 40, { maxDaysPerMonth: 28 }).ok).toBe(true);
    expect(requestVacation([], jan25, 40, { maxDaysPerMonth: 27 })).toEqual({
      ok: false,
      reason: 'over-monthly-limit',
      daysLeftThisMonth: 27,
    });
    // 25 February + 10 days: 4 days in February, 6 in March, where 3 are already taken.
    const march = [iv(at('2025-03-01T00:00:00Z'), at('2025-03-04T00:00:00Z'))];
    const feb25 = at('2025-02-25T00:00:00Z');
    expect(requestVacation(march, feb25, 10, { maxDaysPerMonth: 9 }).ok).toBe(true);
    expect(requestVacation(march, feb25, 10, { maxDaysPerMonth: 8 })).toEqual({
      ok: false,
      reason: 'over-monthly-limit',
      daysLeftThisMonth: 8,
    });
  });

  it('does not count the month a vacation ends on at midnight', () => {
    // 29 March + 3 days ends 1 April 00:00: April (5 days taken, over a lowered limit of 3) is not touched.
    const april = [iv(at('2025-04-10T00:00:00Z'), at('2025-04-15T00:00:00Z'))];
    expect(requestVacation(april, at('2025-03-29T00:00:00Z'), 3, { maxDaysPerMonth: 3 }).ok).toBe(true);
    expect(requestVacation(april, at('2025-03-29T00:00:01Z'), 3, { maxDaysPerMonth: 3 }).ok).toBe(false);
  });

  it('ends only the running vacation, and drops one that had not begun to count', () => {
    const past = iv(at('2025-03-01T00:00:00Z'), at('2025-03-03T00:00:00Z'));
    const running = iv(at('2025-03-09T00:00:00Z'), at('2025-03-12T00:00:00Z'));
    const later = iv(at('2025-03-20T00:00:00Z'), at('2025-03-22T00:00:00Z'));
    expect(endVacation([past, running, later], mar10)).toEqual([past, iv(running.startMs, mar10), later]);
    expect(endVacation([iv(mar10, mar10 + 2 * DAY_MS)], mar10)).toEqual([]);
    expect(endVacation([iv(mar10 - DAY_MS, mar10)], mar10)).toEqual([iv(mar10 - DAY_MS, mar10)]);
  });
});

describe('reminder slots', () => {
  const every8: ReminderPreference = { kind: 'every', hours: 8 };
  const digest9: Extract<ReminderPreference, { kind: 'digest' }> = { kind: 'digest', hour: 9, utcOffsetMinutes: 0 };

  it('per match: the next grid slot strictly after the last reminder, before the deadline', () => {
    expect(nextMatchReminderAt(every8, T0, null)).toBe(T0 + 8 * HOUR_MS);
    expect(nextMatchReminderAt(every8, T0, T0 + 8 * HOUR_MS)).toBe(T0 + 16 * HOUR_MS);
    expect(nextMatchReminderAt(every8, T0, T0 + 8 * HOUR_MS - 1)).toBe(T0 + 8 * HOUR_MS);
    expect(nextMatchReminderAt(every8, T0, T0 - 5 * HOUR_MS)).toBe(T0 + 8 * HOUR_MS);
    expect(nextMatchReminderAt(every8, T0, null, T0 + 8 * HOUR_MS)).toBeNull();
    expect(nextMatchReminderAt(every8, T0, null, T0 + 8 * HOUR_MS + 1)).toBe(T0 + 8 * HOUR_MS);
    expect(nextMatchReminderAt(digest9, T0, null)).toBeNull();
    expect(nextMatchReminderAt({ kind: 'off' }, T0, null)).toBeNull();
  });

  it('digest: the next local hour strictly after, for offsets both ways', () => {
    expect(nextDigestAt(digest9, at('2025-03-10T09:00:00Z'))).toBe(at('2025-03-11T09:00:00Z'));
    expect(nextDigestAt(digest9, at('2025-03-10T08:59:59.999Z'))).toBe(at('2025-03-10T09:00:00Z'));
    expect(nextDigestAt({ ...digest9, utcOffsetMinutes: 120 }, at('2025-03-10T06:00:00Z'))).toBe(at('2025-03-10T07:00:00Z'));
    expect(nextDigestAt({ ...digest9, utcOffsetMinutes: -300 }, at('2025-03-10T03:00:00Z'))).toBe(at('2025-03-10T14:00:00Z'));
  });

  it('sends nothing when off, and a digest counts from the last one sent', () => {
    const seat = { owedSince: T0, lastRemindedAt: null };
    expect(nextReminder({ kind: 'off' }, seat, T0)).toBeNull();
    const now = at('2025-03-10T08:00:00Z');
    expect(nextReminder(digest9, seat, now)).toEqual({ kind: 'digest', at: at('2025-03-10T09:00:00Z') });
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: at('2025-03-10T09:00:00Z') }, now)).toEqual({
      kind: 'digest',
      at: at('2025-03-11T09:00:00Z'),
    });
  });

  it('moves a digest past every vacation it falls in', () => {
    const now = at('2025-03-10T08:00:00Z');
    const pauses = [iv(at('2025-03-10T00:00:00Z'), at('2025-03-11T10:00:00Z')), iv(at('2025-03-12T08:00:00Z'), at('2025-03-12T10:00:00Z'))];
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: null, pauses }, now)).toEqual({
      kind: 'digest',
      at: at('2025-03-13T09:00:00Z'),
    });
    // A vacation starting at the slot holds it; one ending at the slot does not.
    const startsAt9 = [iv(at('2025-03-10T09:00:00Z'), at('2025-03-10T12:00:00Z'))];
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: null, pauses: startsAt9 }, now)?.at).toBe(at('2025-03-11T09:00:00Z'));
    const endsAt9 = [iv(at('2025-03-09T00:00:00Z'), at('2025-03-10T09:00:00Z'))];
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: null, pauses: endsAt9 }, now)?.at).toBe(at('2025-03-10T09:00:00Z'));
    // A vacation that starts after the slot does not hold it.
    const later = [iv(at('2025-03-10T10:00:00Z'), at('2025-03-12T12:00:00Z'))];
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: null, pauses: later }, now)?.at).toBe(at('2025-03-10T09:00:00Z'));
    // Held by a vacation that ends on the next day's slot: that slot is free.
    const toNext9 = [iv(at('2025-03-10T08:00:00Z'), at('2025-03-11T09:00:00Z'))];
    expect(nextReminder(digest9, { owedSince: T0, lastRemindedAt: null, pauses: toNext9 }, now)?.at).toBe(at('2025-03-11T09:00:00Z'));
  });

  it('moves a match reminder to the first grid slot after a vacation, unless that is past the deadline', () => {
    const seat = { owedSince: T0, lastRemindedAt: null };
    expect(nextReminder(every8, seat, T0)).toEqual({ kind: 'match', at: T0 + 8 * HOUR_MS });
    expect(nextReminder(every8, { ...seat, pauses: [iv(T0 + 7 * HOUR_MS, T0 + 20 * HOUR_MS)] }, T0)).toEqual({
      kind: 'match',
      at: T0 + 24 * HOUR_MS,
    });
    // The vacation ends on a slot: that slot is free.
    expect(nextReminder(every8, { ...seat, pauses: [iv(T0 + 7 * HOUR_MS, T0 + 16 * HOUR_MS)] }, T0)).toEqual({
      kind: 'match',
      at: T0 + 16 * HOUR_MS,
    });
    expect(
      nextReminder(every8, { ...seat, deadline: T0 + 20 * HOUR_MS, pauses: [iv(T0 + 7 * HOUR_MS, T0 + 17 * HOUR_MS)] }, T0),
    ).toBeNull();
    expect(nextReminder(every8, { ...seat, deadline: null }, T0)).toEqual({ kind: 'match', at: T0 + 8 * HOUR_MS });
    expect(nextReminder(every8, { ...seat, deadline: T0 + 8 * HOUR_MS }, T0)).toBeNull();
  });

  it('validates offsets in quarter hours from −12:00 to +14:00, and the offered choices', () => {
    for (const ok of [-720, -570, 0, 345, 840]) expect(utcOffsetMinutesSchema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-735, 855, 20, 7.5]) expect(utcOffsetMinutesSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(utcOffsetMinutesSchema.safeParse(20).error?.issues[0]?.message).toBe('UTC offsets are whole quarter hours');
    expect(REMINDER_INTERVAL_HOURS).toEqual([4, 8, 24]);
    expect(reminderPreferenceSchema.safeParse({ kind: 'every', hours: 12 }).success).toBe(false);
    for (const hour of [0, 23])
      expect(reminderPreferenceSchema.safeParse({ kind: 'digest', hour, utcOffsetMinutes: 0 }).success).toBe(true);
    for (const hour of [-1, 24, 9.5])
      expect(reminderPreferenceSchema.safeParse({ kind: 'digest', hour, utcOffsetMinutes: 0 }).success).toBe(false);
    expect(DEFAULT_REMINDER_PREFERENCE).toEqual({ kind: 'every', hours: 24 });
    expect(reminderPreferenceSchema.safeParse({ kind: 'off' }).success).toBe(true);
    expect(reminderPreferenceOf({ kind: 'off' })).toEqual({ kind: 'off' });
  });
});

describe('challenge expiry', () => {
  it('honours a server time to live, even zero', () => {
    expect(DEFAULT_CHALLENGE_TTL_MS).toBe(7 * DAY_MS);
    expect(challengeExpiresAt({ createdAt: T0, ttlMs: 0 })).toBe(T0);
    expect(challengeState({ createdAt: T0, ttlMs: 0 }, T0)).toBe('expired');
    expect(challengeState({ createdAt: T0, ttlMs: HOUR_MS }, T0 + HOUR_MS - 1)).toBe('open');
  });
});

describe('durations', () => {
  it('names singular and plural units in both languages', () => {
    expect(formatDuration(0, 'fr')).toBe('0 seconde');
    expect(formatDuration(1000, 'fr')).toBe('1 seconde');
    expect(formatDuration(2000, 'fr')).toBe('2 secondes');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(999)).toBe('0 seconds');
    expect(formatDuration(59_999)).toBe('59 seconds');
    expect(formatDuration(MINUTE_MS)).toBe('1 minute');
    expect(formatDuration(MINUTE_MS + 30_000)).toBe('1 minute');
    expect(formatDuration(2 * HOUR_MS)).toBe('2 hours');
    expect(formatDuration(DAY_MS)).toBe('1 day');
    expect(formatDuration(DAY_MS + 59 * MINUTE_MS)).toBe('1 day');
    expect(formatDuration(DAY_MS + HOUR_MS, 'fr')).toBe('1 jour 1 heure');
    expect(formatDuration(3 * DAY_MS + 2 * HOUR_MS, 'fr')).toBe('3 jours 2 heures');
  });

  it('says out of time at zero and below', () => {
    expect(clockLine('Bob', -1)).toBe('Bob — out of time');
    expect(clockLine('Bob', 0, 'fr')).toBe('Bob — temps écoulé');
    expect(clockLine('Bob', 1000)).toBe('Bob — 1 second left');
    expect(clockLine('Bob', 30_000, 'fr')).toBe('Bob — il reste 30 secondes');
  });
});

describe('what players see', () => {
  type SeatRow = MatchRecord['seats'][number];
  const seat = (over: Partial<SeatRow>): SeatRow =>
    ({
      seat: 0,
      userId: 'u0',
      name: 'Ana',
      owedSince: new Date(T0),
      removedAt: null,
      automatedAt: null,
      deadline: new Date(T0 + DAY_MS),
      timedOutAt: null,
      pausedUntil: null,
      ...over,
    }) as SeatRow;
  const match = (status: string, seats: SeatRow[]): MatchRecord => ({ status, seats }) as unknown as MatchRecord;

  it('reads the stored time control, none when it is not one', () => {
    expect(timeControlOf({ timeControl: { kind: 'live', minutesPerMove: 5 } })).toEqual({ kind: 'live', minutesPerMove: 5 });
    expect(timeControlOf({ timeControl: { kind: 'weird' } })).toEqual({ kind: 'none' });
    expect(timeControlOf({ timeControl: null })).toEqual({ kind: 'none' });
    expect(timeControlText({ kind: 'none' })).toStrictEqual({ key: 'clock.control.none' });
    expect(timeControlText({ kind: 'live', minutesPerMove: 5 })).toEqual({ key: 'clock.control.live', vars: { minutes: 5 } });
    expect(timeControlText({ kind: 'correspondence', daysPerMove: 3 })).toEqual({ key: 'clock.control.days', vars: { days: 3 } });
  });

  it('gives a seat’s time left only while it owes a timed decision', () => {
    const now = T0 + HOUR_MS;
    expect(seatTimeLeft(seat({}), now)).toBe(DAY_MS - HOUR_MS);
    expect(seatTimeLeft(seat({ owedSince: null }), now)).toBeNull();
    expect(seatTimeLeft(seat({ removedAt: new Date(T0) }), now)).toBeNull();
    expect(seatTimeLeft(seat({ automatedAt: new Date(T0) }), now)).toBeNull();
    expect(seatTimeLeft(seat({ deadline: null }), now)).toBeNull();
    expect(seatTimeLeft(seat({ timedOutAt: new Date(T0 + DAY_MS) }), now)).toBe(0);
    expect(seatTimeLeft(seat({}), T0 + 2 * DAY_MS)).toBe(0);
    // Paused until tomorrow: what is left counts from the end of the pause.
    const paused = seat({ pausedUntil: new Date(now + 2 * HOUR_MS), deadline: new Date(T0 + DAY_MS + 2 * HOUR_MS) });
    expect(seatTimeLeft(paused, now)).toBe(DAY_MS - HOUR_MS);
    expect(seatTimeLeft(seat({ pausedUntil: new Date(now) }), now)).toBe(DAY_MS - HOUR_MS);
    // A pause that ended before now: counted from now.
    expect(seatTimeLeft(seat({ pausedUntil: new Date(now - 2 * HOUR_MS) }), now)).toBe(DAY_MS - HOUR_MS);
  });

  it('writes one line per timed seat, paused ones with the end of the pause', () => {
    const now = T0 + HOUR_MS;
    const until = new Date(now + 2 * HOUR_MS);
    const m = match('active', [
      seat({ name: 'Ana' }),
      seat({ name: 'Bob', owedSince: null }),
      seat({ name: 'Cid', pausedUntil: until, deadline: new Date(T0 + DAY_MS + 2 * HOUR_MS) }),
      seat({ name: 'Dee', timedOutAt: new Date(T0), pausedUntil: until }),
    ]);
    expect(clockLines(m, now, 'en')).toEqual([
      'Ana — 23 hours left',
      { key: 'clock.paused', vars: { name: 'Cid', left: '23 hours', until: `<t:${(now + 2 * HOUR_MS) / 1000}:f>` } },
      'Dee — out of time',
    ]);
    expect(clockLines(m, now, 'fr')[1]).toEqual({
      key: 'clock.paused',
      vars: { name: 'Cid', left: '23 heures', until: `<t:${(now + 2 * HOUR_MS) / 1000}:f>` },
    });
    expect(clockLines(match('finished', m.seats), now, 'en')).toEqual([]);
    // A pause ending now, or over, shows the plain line.
    const over = match('active', [seat({ name: 'Ana', pausedUntil: new Date(now) }), seat({ name: 'Bob', pausedUntil: new Date(T0) })]);
    expect(clockLines(over, now, 'en')).toEqual(['Ana — 23 hours left', 'Bob — 23 hours left']);
  });

  it('offers the claim button while a seat still in play is out of time', () => {
    expect(claimable(match('active', [seat({}), seat({ timedOutAt: new Date(T0) })]))).toBe(true);
    expect(claimable(match('active', [seat({}), seat({})]))).toBe(false);
    expect(claimable(match('finished', [seat({ timedOutAt: new Date(T0) })]))).toBe(false);
    expect(claimable(match('active', [seat({ timedOutAt: new Date(T0), automatedAt: new Date(T0) })]))).toBe(false);
  });

  it('lists the seats a user owes a move in', () => {
    const m = match('active', [
      seat({ seat: 0, userId: 'u1' }),
      seat({ seat: 1, userId: 'u2' }),
      seat({ seat: 2, userId: 'u1', owedSince: null }),
    ]);
    expect(owedBy(m, 'u1').map((s) => s.seat)).toEqual([0]);
    expect(owedBy(m, 'u3')).toEqual([]);
    expect(owedBy(match('finished', m.seats), 'u1')).toEqual([]);
  });

  it('writes Discord timestamps in whole seconds and jump links', () => {
    expect(discordTime(T0 + 999)).toBe(`<t:${T0 / 1000}:R>`);
    expect(discordTime(new Date(T0), 't')).toBe(`<t:${T0 / 1000}:t>`);
    const ids = { guildId: 'g', channelId: 'c', threadId: 't', messageId: 'm' };
    expect(matchUrl(ids)).toBe('https://discord.com/channels/g/t/m');
    expect(matchUrl({ ...ids, threadId: null })).toBe('https://discord.com/channels/g/c/m');
    expect(matchUrl({ ...ids, messageId: null })).toBe('<#t>');
    expect(matchUrl({ ...ids, guildId: null })).toBe('<#t>');
    expect(matchUrl({ ...ids, messageId: null, threadId: null })).toBe('<#c>');
    expect(matchUrl({ guildId: null, channelId: null, threadId: null, messageId: null })).toBe('');
  });
});

describe('per-game time-out choice', () => {
  it('hands a timed-out seat to a bot in every shipped game, and by default', () => {
    expect(MULTI_SEAT_TIMEOUT).toEqual({ esw: 'hand-to-bot', sfb: 'hand-to-bot', at: 'hand-to-bot', coh: 'hand-to-bot' });
    for (const game of ['esw', 'sfb', 'at', 'coh', 'unknown']) expect(multiSeatTimeout(game), game).toBe('hand-to-bot');
  });
});

describe('server settings (the pure part)', () => {
  it('defaults every setting', () => {
    expect(DEFAULT_ASYNC_SETTINGS).toEqual({ timeControls: {}, graceHours: 24, challengeDays: 7, vacationDaysPerMonth: 7 });
    expect(PLATFORM_DEFAULT_TIME_CONTROL).toEqual({ kind: 'correspondence', daysPerMove: 3 });
    for (const raw of [null, 'x', 7, {}, { other: 1 }]) expect(asyncSettingsOf(raw)).toEqual(DEFAULT_ASYNC_SETTINGS);
  });

  it('reads the async key, and falls back to the defaults when it is invalid', () => {
    expect(asyncSettingsOf({ async: { graceHours: 48 }, other: 1 })).toEqual({ ...DEFAULT_ASYNC_SETTINGS, graceHours: 48 });
    expect(asyncSettingsOf({ async: { graceHours: -1 } })).toEqual(DEFAULT_ASYNC_SETTINGS);
  });

  it('bounds each setting', () => {
    const ok = (v: object) => asyncSettingsSchema.safeParse(v).success;
    expect([0, 336].map((graceHours) => ok({ graceHours }))).toEqual([true, true]);
    expect([-1, 337, 1.5].map((graceHours) => ok({ graceHours }))).toEqual([false, false, false]);
    expect([1, 30].map((challengeDays) => ok({ challengeDays }))).toEqual([true, true]);
    expect([0, 31].map((challengeDays) => ok({ challengeDays }))).toEqual([false, false]);
    expect([0, 31].map((vacationDaysPerMonth) => ok({ vacationDaysPerMonth }))).toEqual([true, true]);
    expect([-1, 32].map((vacationDaysPerMonth) => ok({ vacationDaysPerMonth }))).toEqual([false, false]);
  });

  it('picks the game’s default time control, then every game’s, then the platform’s', () => {
    const settings = { ...DEFAULT_ASYNC_SETTINGS, timeControls: { sfb: 'live:10', '*': 'days:1', esw: 'bogus' } };
    expect(defaultTimeControl(settings, 'sfb')).toEqual({ kind: 'live', minutesPerMove: 10 });
    expect(defaultTimeControl(settings, 'at')).toEqual({ kind: 'correspondence', daysPerMove: 1 });
    // A code that does not parse falls back to the platform default, not to "*".
    expect(defaultTimeControl(settings, 'esw')).toEqual(PLATFORM_DEFAULT_TIME_CONTROL);
    expect(defaultTimeControl(DEFAULT_ASYNC_SETTINGS, 'sfb')).toEqual(PLATFORM_DEFAULT_TIME_CONTROL);
  });

  it('converts grace and challenge lifetimes, and reads reminder preferences', () => {
    expect(graceMs({ ...DEFAULT_ASYNC_SETTINGS, graceHours: 5 })).toBe(5 * HOUR_MS);
    expect(challengeTtlMs({ ...DEFAULT_ASYNC_SETTINGS, challengeDays: 3 })).toBe(3 * DAY_MS);
    expect(reminderPreferenceOf({ kind: 'every', hours: 4 })).toEqual({ kind: 'every', hours: 4 });
    expect(reminderPreferenceOf({ kind: 'every', hours: 5 })).toEqual(DEFAULT_REMINDER_PREFERENCE);
    expect(reminderPreferenceOf(undefined)).toEqual(DEFAULT_REMINDER_PREFERENCE);
    const value = { a: 1 };
    expect(asJson(value)).toBe(value);
  });
});
