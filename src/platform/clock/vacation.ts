import { DAY_MS, overlapMs, type EpochMs, type Interval } from './time.js';

/** A player's vacations are whole days; their sum per calendar month (UTC) is bounded. */
export interface VacationPolicy {
  maxDaysPerMonth: number;
}

export const DEFAULT_VACATION_POLICY: VacationPolicy = { maxDaysPerMonth: 7 };

function monthSpan(atMs: EpochMs): Interval {
  const d = new Date(atMs);
  return { startMs: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), endMs: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}

/** Days of vacation (fractional when a vacation ended early) taken in the month containing `atMs`. */
export function vacationDaysUsed(vacations: readonly Interval[], atMs: EpochMs): number {
  const month = monthSpan(atMs);
  return vacations.reduce((sum, v) => sum + overlapMs(v, month), 0) / DAY_MS;
}

export function isOnVacation(vacations: readonly Interval[], now: EpochMs): boolean {
  return vacations.some((v) => v.startMs <= now && now < v.endMs);
}

export type VacationRequest =
  | { ok: true; vacations: Interval[]; vacation: Interval }
  | { ok: false; reason: 'invalid-days' | 'already-on-vacation' | 'over-monthly-limit'; daysLeftThisMonth: number };

/** Starts a vacation of `days` whole days at `now`, if every month it touches stays within the limit. */
export function requestVacation(
  vacations: readonly Interval[],
  now: EpochMs,
  days: number,
  policy: VacationPolicy = DEFAULT_VACATION_POLICY,
): VacationRequest {
  const daysLeftThisMonth = Math.max(0, policy.maxDaysPerMonth - vacationDaysUsed(vacations, now));
  if (!Number.isInteger(days) || days < 1) return { ok: false, reason: 'invalid-days', daysLeftThisMonth };
  if (isOnVacation(vacations, now)) return { ok: false, reason: 'already-on-vacation', daysLeftThisMonth };
  const vacation = { startMs: now, endMs: now + days * DAY_MS };
  const after = [...vacations, vacation];
  for (let month = monthSpan(vacation.startMs); month.startMs < vacation.endMs; month = monthSpan(month.endMs)) {
    // Stryker disable next-line EqualityOperator: the days used never equal the limit plus 1e-9 exactly
    if (vacationDaysUsed(after, month.startMs) > policy.maxDaysPerMonth + 1e-9) {
      return { ok: false, reason: 'over-monthly-limit', daysLeftThisMonth };
    }
  }
  return { ok: true, vacations: after, vacation };
}

/** Ends the running vacation at `now`; unused days return to the monthly budget. */
export function endVacation(vacations: readonly Interval[], now: EpochMs): Interval[] {
  // Stryker disable next-line EqualityOperator: a vacation ending at now, cut at now, is the same interval
  const cut = vacations.map((v) => (v.startMs <= now && now < v.endMs ? { startMs: v.startMs, endMs: now } : v));
  return cut.filter((v) => v.endMs > v.startMs);
}
