import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  createMatchClock,
  evaluateTimeouts,
  nextClockEvent,
  nextReminder,
  seatDeadline,
  setOwingSeats,
  type Interval,
  type ReminderPreference,
} from '../../src/platform/clock/index.js';

const T0 = Date.UTC(2025, 6, 1, 10, 0);
const policy = { graceMs: DAY_MS, multiSeat: 'hand-to-bot' } as const;

/** Steps an explicit clock from one due instant to the next, like the durable scheduler would. */
function simulate(preference: ReminderPreference, vacations: Interval[]): { reminders: number[]; forfeitAt: number | null } {
  const clock = setOwingSeats(createMatchClock({ kind: 'correspondence', daysPerMove: 1 }, ['alice', 'bob']), ['bob'], T0);
  const pauses = { bob: vacations };
  const reminders: number[] = [];
  let last: number | null = null;
  let now = T0;
  for (let guard = 0; guard < 100; guard++) {
    const deadline = seatDeadline(clock, 'bob', vacations)!;
    const reminder = nextReminder(preference, { owedSince: T0, lastRemindedAt: last, deadline, pauses: vacations }, now);
    const clockEvent = nextClockEvent(clock, now, policy, pauses);
    const candidates = [reminder && reminder.at < deadline ? reminder.at : null, clockEvent].filter((x): x is number => x !== null);
    if (candidates.length === 0) break;
    now = Math.min(...candidates);
    if (reminder && reminder.at === now) {
      reminders.push(now);
      last = now;
    }
    const due = evaluateTimeouts(clock, now, policy, pauses).find((v) => v.status === 'due');
    if (due) return { reminders, forfeitAt: now };
  }
  return { reminders, forfeitAt: null };
}

describe('a one-day match left unanswered, on an explicit clock', () => {
  it('every 8 hours: two reminders before the deadline, then auto-forfeit after a day of grace', () => {
    expect(simulate({ kind: 'every', hours: 8 }, [])).toEqual({
      reminders: [T0 + 8 * HOUR_MS, T0 + 16 * HOUR_MS],
      forfeitAt: T0 + 2 * DAY_MS,
    });
  });

  it('every 4 hours: five reminders', () => {
    expect(simulate({ kind: 'every', hours: 4 }, []).reminders).toHaveLength(5);
  });

  it('a two-day vacation pushes the deadline and the forfeit by two days, with no reminder during it', () => {
    const vacation = [{ startMs: T0 + 2 * HOUR_MS, endMs: T0 + 2 * HOUR_MS + 2 * DAY_MS }];
    const every8 = simulate({ kind: 'every', hours: 8 }, vacation);
    // Grid slots at +8h … +48h fall inside the vacation; the deadline moves to T0 + 3 days.
    expect(every8.reminders).toEqual([56, 64].map((h) => T0 + h * HOUR_MS));
    expect(every8.forfeitAt).toBe(T0 + 4 * DAY_MS);
    const digest = simulate({ kind: 'digest', hour: 9, utcOffsetMinutes: 120 }, vacation);
    // Digests at 07:00 UTC on days 2 and 3 are skipped; day 4's is before the new deadline (day 4, 10:00 UTC).
    expect(digest.reminders).toEqual([Date.UTC(2025, 6, 4, 7, 0)]);
  });

  it('a digest user gets the digest once a day at the local hour, not per match', () => {
    const run = simulate({ kind: 'digest', hour: 9, utcOffsetMinutes: 120 }, []);
    // 09:00 at UTC+2 is 07:00 UTC: the first one after T0 (10:00 UTC) is the next morning, the deadline instant itself excluded.
    expect(run.reminders).toEqual([Date.UTC(2025, 6, 2, 7, 0)]);
    expect(run.forfeitAt).toBe(T0 + 2 * DAY_MS);
  });
});
