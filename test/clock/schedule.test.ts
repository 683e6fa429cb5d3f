import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  challengeExpiresAt,
  challengeState,
  clockLine,
  endVacation,
  formatDuration,
  MINUTE_MS,
  nextDigestAt,
  nextMatchReminderAt,
  nextReminder,
  requestVacation,
  reminderPreferenceSchema,
  vacationDaysUsed,
} from '../../src/platform/clock/index.js';

const at = (iso: string): number => Date.parse(iso);

describe('reminders at the chosen frequency', () => {
  const owed = at('2025-03-10T09:15:00Z');

  it('follows a grid anchored where the decision became owed', () => {
    const every4 = { kind: 'every', hours: 4 } as const;
    expect(nextMatchReminderAt(every4, owed, null)).toBe(owed + 4 * HOUR_MS);
    expect(nextMatchReminderAt(every4, owed, owed + 4 * HOUR_MS)).toBe(owed + 8 * HOUR_MS);
    expect(nextMatchReminderAt({ kind: 'every', hours: 8 }, owed, null)).toBe(owed + 8 * HOUR_MS);
    expect(nextMatchReminderAt({ kind: 'every', hours: 24 }, owed, owed + 24 * HOUR_MS)).toBe(owed + 48 * HOUR_MS);
  });

  it('sends one reminder, not a burst, after a late firing', () => {
    const every4 = { kind: 'every', hours: 4 } as const;
    // The bot was down for 13 hours and fired late at +13h: next is the +16h slot.
    expect(nextMatchReminderAt(every4, owed, owed + 13 * HOUR_MS)).toBe(owed + 16 * HOUR_MS);
  });

  it('stops at the deadline and when off', () => {
    expect(nextMatchReminderAt({ kind: 'every', hours: 8 }, owed, owed + 16 * HOUR_MS, owed + DAY_MS)).toBeNull();
    expect(nextReminder({ kind: 'off' }, { owedSince: owed, lastRemindedAt: null }, owed)).toBeNull();
    expect(nextReminder({ kind: 'every', hours: 8 }, { owedSince: owed, lastRemindedAt: null, deadline: owed + DAY_MS }, owed)).toEqual({
      kind: 'match',
      at: owed + 8 * HOUR_MS,
    });
  });
});

describe('daily digest at the chosen hour in the user offset', () => {
  it('handles UTC, positive, negative and half-hour offsets', () => {
    const now = at('2025-03-10T12:00:00Z');
    expect(nextDigestAt({ kind: 'digest', hour: 18, utcOffsetMinutes: 0 }, now)).toBe(at('2025-03-10T18:00:00Z'));
    expect(nextDigestAt({ kind: 'digest', hour: 18, utcOffsetMinutes: 60 }, now)).toBe(at('2025-03-10T17:00:00Z'));
    expect(nextDigestAt({ kind: 'digest', hour: 8, utcOffsetMinutes: -300 }, now)).toBe(at('2025-03-10T13:00:00Z'));
    expect(nextDigestAt({ kind: 'digest', hour: 20, utcOffsetMinutes: 330 }, now)).toBe(at('2025-03-10T14:30:00Z'));
    expect(nextDigestAt({ kind: 'digest', hour: 9, utcOffsetMinutes: -210 }, now)).toBe(at('2025-03-10T12:30:00Z'));
  });

  it('crosses day boundaries in both directions', () => {
    // 23:00 UTC is already 08:00 tomorrow in UTC+9: the digest at 07:00 local has passed there.
    expect(nextDigestAt({ kind: 'digest', hour: 7, utcOffsetMinutes: 540 }, at('2025-03-10T23:00:00Z'))).toBe(at('2025-03-11T22:00:00Z'));
    // 02:00 UTC is still the previous evening (21:00) in UTC-5: 22:00 local is in an hour.
    expect(nextDigestAt({ kind: 'digest', hour: 22, utcOffsetMinutes: -300 }, at('2025-03-11T02:00:00Z'))).toBe(at('2025-03-11T03:00:00Z'));
    // Exactly at the digest instant: the next one is a day later.
    expect(nextDigestAt({ kind: 'digest', hour: 0, utcOffsetMinutes: 0 }, at('2025-03-11T00:00:00Z'))).toBe(at('2025-03-12T00:00:00Z'));
    // Month and year boundaries, UTC-9:30 (Marquesas).
    expect(nextDigestAt({ kind: 'digest', hour: 23, utcOffsetMinutes: -570 }, at('2025-12-31T23:00:00Z'))).toBe(at('2026-01-01T08:30:00Z'));
  });

  it('a week of digests lands on the same local hour every day', () => {
    const pref = { kind: 'digest', hour: 6, utcOffsetMinutes: 345 } as const; // UTC+5:45
    let t = at('2025-03-10T00:00:00Z');
    const fired: number[] = [];
    for (let i = 0; i < 7; i++) fired.push((t = nextDigestAt(pref, t)));
    expect(fired.every((f) => (f + 345 * MINUTE_MS) % DAY_MS === 6 * HOUR_MS)).toBe(true);
    expect(fired[6]! - fired[0]!).toBe(6 * DAY_MS);
  });

  it('validates preferences', () => {
    expect(reminderPreferenceSchema.safeParse({ kind: 'every', hours: 6 }).success).toBe(false);
    expect(reminderPreferenceSchema.safeParse({ kind: 'digest', hour: 9, utcOffsetMinutes: 20 }).success).toBe(false);
    expect(reminderPreferenceSchema.safeParse({ kind: 'digest', hour: 9, utcOffsetMinutes: -570 }).success).toBe(true);
  });
});

describe('vacation budget', () => {
  const now = at('2025-03-10T00:00:00Z');

  it('bounds vacation days per month and returns unused days', () => {
    const first = requestVacation([], now, 5, { maxDaysPerMonth: 7 });
    if (!first.ok) throw new Error('expected ok');
    expect(vacationDaysUsed(first.vacations, now)).toBe(5);
    expect(requestVacation(first.vacations, now + 6 * DAY_MS, 3, { maxDaysPerMonth: 7 })).toMatchObject({
      ok: false,
      reason: 'over-monthly-limit',
      daysLeftThisMonth: 2,
    });
    expect(requestVacation(first.vacations, now + DAY_MS, 1, { maxDaysPerMonth: 7 })).toMatchObject({
      ok: false,
      reason: 'already-on-vacation',
    });
    const back = endVacation(first.vacations, now + 2 * DAY_MS);
    expect(vacationDaysUsed(back, now)).toBe(2);
    expect(requestVacation(back, now + 6 * DAY_MS, 5, { maxDaysPerMonth: 7 }).ok).toBe(true);
  });

  it('splits a vacation across months', () => {
    const r = requestVacation([], at('2025-03-29T00:00:00Z'), 6, { maxDaysPerMonth: 2 });
    expect(r.ok).toBe(false);
    const ok = requestVacation([], at('2025-03-29T00:00:00Z'), 5, { maxDaysPerMonth: 3 });
    expect(ok).toMatchObject({ ok: true });
    if (ok.ok) expect(vacationDaysUsed(ok.vacations, at('2025-04-15T00:00:00Z'))).toBe(2);
  });
});

describe('challenge expiry', () => {
  it('expires after seven days by default, or the server setting', () => {
    const created = at('2025-03-10T10:00:00Z');
    expect(challengeExpiresAt({ createdAt: created })).toBe(created + 7 * DAY_MS);
    expect(challengeState({ createdAt: created }, created + 7 * DAY_MS - 1)).toBe('open');
    expect(challengeState({ createdAt: created }, created + 7 * DAY_MS)).toBe('expired');
    expect(challengeState({ createdAt: created, ttlMs: DAY_MS }, created + DAY_MS)).toBe('expired');
  });
});

describe('durations in the player terms', () => {
  it('speaks English', () => {
    expect(formatDuration(DAY_MS + 4 * HOUR_MS + 59 * MINUTE_MS)).toBe('1 day 4 hours');
    expect(formatDuration(2 * DAY_MS + 30 * MINUTE_MS)).toBe('2 days');
    expect(formatDuration(35 * MINUTE_MS + 59_000)).toBe('35 minutes');
    expect(formatDuration(HOUR_MS + MINUTE_MS)).toBe('1 hour 1 minute');
    expect(formatDuration(42_000)).toBe('42 seconds');
    expect(formatDuration(-5)).toBe('0 seconds');
    expect(clockLine('Bob', DAY_MS + 4 * HOUR_MS)).toBe('Bob — 1 day 4 hours left');
    expect(clockLine('Bob', 0)).toBe('Bob — out of time');
  });

  it('speaks French', () => {
    expect(formatDuration(DAY_MS + 4 * HOUR_MS, 'fr')).toBe('1 jour 4 heures');
    expect(formatDuration(2 * DAY_MS, 'fr')).toBe('2 jours');
    expect(formatDuration(35 * MINUTE_MS, 'fr')).toBe('35 minutes');
    expect(formatDuration(HOUR_MS + MINUTE_MS, 'fr')).toBe('1 heure 1 minute');
    expect(clockLine('Bob', 2 * DAY_MS, 'fr')).toBe('Bob — il reste 2 jours');
  });
});
