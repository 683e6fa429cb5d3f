import { z } from 'zod';
import { DAY_MS, HOUR_MS, MINUTE_MS, type EpochMs, type Interval } from './time.js';

export const REMINDER_INTERVAL_HOURS = [4, 8, 24] as const;

/** Offsets from UTC-12:00 to UTC+14:00 in quarter hours (covers +05:45, +09:30, -03:30). */
export const utcOffsetMinutesSchema = z
  .number()
  .int()
  .min(-12 * 60)
  .max(14 * 60)
  .refine((m) => m % 15 === 0, 'UTC offsets are whole quarter hours');

/** `/settings notifications`: off, every N hours per waiting match, or one daily digest. */
export const reminderPreferenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  z.object({ kind: z.literal('every'), hours: z.literal(REMINDER_INTERVAL_HOURS) }),
  z.object({ kind: z.literal('digest'), hour: z.number().int().min(0).max(23), utcOffsetMinutes: utcOffsetMinutesSchema }),
]);
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>;

export const DEFAULT_REMINDER_PREFERENCE: ReminderPreference = { kind: 'every', hours: 24 };

/**
 * Next reminder for one waiting match. Reminders sit on a grid anchored at the
 * instant the decision became owed (owedSince + k·interval, k ≥ 1), strictly
 * after the last one sent, so a late or missed firing never causes a burst.
 * Returns null when the preference sends no per-match reminders or the next one
 * would fall at or after `until` (the seat's deadline, say).
 */
export function nextMatchReminderAt(
  preference: ReminderPreference,
  owedSince: EpochMs,
  lastRemindedAt: EpochMs | null,
  until: EpochMs = Number.POSITIVE_INFINITY,
): EpochMs | null {
  // Stryker disable next-line ConditionalExpression: without hours the slot below is NaN, and NaN < until is false: null all the same
  if (preference.kind !== 'every') return null;
  const interval = preference.hours * HOUR_MS;
  const after = Math.max(owedSince, lastRemindedAt ?? owedSince);
  const k = Math.floor((after - owedSince) / interval) + 1;
  const next = owedSince + k * interval;
  return next < until ? next : null;
}

/** The first instant strictly after `after` at which the user's local clock reads `hour`:00. */
export function nextDigestAt(preference: Extract<ReminderPreference, { kind: 'digest' }>, after: EpochMs): EpochMs {
  const offsetMs = preference.utcOffsetMinutes * MINUTE_MS;
  const localDayStart = Math.floor((after + offsetMs) / DAY_MS) * DAY_MS;
  const candidate = localDayStart + preference.hour * HOUR_MS - offsetMs;
  return candidate > after ? candidate : candidate + DAY_MS;
}

export interface WaitingSeat {
  owedSince: EpochMs;
  lastRemindedAt: EpochMs | null;
  deadline?: EpochMs | null;
  /** The player's vacations: no reminder falls inside one. */
  pauses?: readonly Interval[];
}

export type ReminderDue = { kind: 'match'; at: EpochMs } | { kind: 'digest'; at: EpochMs } | null;

const pauseAt = (pauses: readonly Interval[], at: EpochMs): Interval | undefined => pauses.find((p) => p.startMs <= at && at < p.endMs);

/**
 * What the scheduler stores for one waiting seat: a match reminder, the
 * owner's digest, or nothing. Instants inside a vacation are skipped to the
 * first slot after it.
 */
export function nextReminder(preference: ReminderPreference, seat: WaitingSeat, now: EpochMs): ReminderDue {
  // Stryker disable next-line ConditionalExpression,StringLiteral: 'off' would go on to the per-match path, whose nextMatchReminderAt returns null for it
  if (preference.kind === 'off') return null;
  // Stryker disable next-line ArrayDeclaration: an element that is not an interval covers no instant
  const pauses = seat.pauses ?? [];
  if (preference.kind === 'digest') {
    let at = nextDigestAt(preference, Math.max(now, seat.lastRemindedAt ?? now));
    for (let pause = pauseAt(pauses, at); pause; pause = pauseAt(pauses, at)) at = nextDigestAt(preference, pause.endMs - 1);
    return { kind: 'digest', at };
  }
  const until = seat.deadline ?? undefined;
  let at = nextMatchReminderAt(preference, seat.owedSince, seat.lastRemindedAt, until);
  for (;;) {
    // Stryker disable next-line ConditionalExpression: pauseAt(null) reads null as 1970-01-01, inside no vacation
    const pause = at === null ? undefined : pauseAt(pauses, at);
    if (!pause) break;
    at = nextMatchReminderAt(preference, seat.owedSince, pause.endMs - 1, until);
  }
  return at === null ? null : { kind: 'match', at };
}
