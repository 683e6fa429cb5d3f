/** Time in this module is always epoch milliseconds, passed in by the caller. */
export type EpochMs = number;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A half-open span [startMs, endMs) during which a clock does not run. */
export interface Interval {
  startMs: EpochMs;
  endMs: EpochMs;
}

export function overlapMs(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));
}

/** Sorts and merges intervals so overlapping pauses are not counted twice. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.startMs <= last.endMs) last.endMs = Math.max(last.endMs, next.endMs);
    else merged.push({ ...next });
  }
  return merged;
}

/** Milliseconds of [from, to) not covered by any pause. */
export function activeMsBetween(from: EpochMs, to: EpochMs, pauses: readonly Interval[]): number {
  // Stryker disable next-line EqualityOperator: at to = from the span is empty and the sum below is 0 as well
  if (to <= from) return 0;
  const span = { startMs: from, endMs: to };
  const paused = mergeIntervals(pauses).reduce((sum, p) => sum + overlapMs(span, p), 0);
  return to - from - paused;
}

/** The instant at which `budgetMs` of unpaused time has elapsed since `from`. */
export function instantAfterActive(from: EpochMs, budgetMs: number, pauses: readonly Interval[]): EpochMs {
  let cursor = from;
  let left = budgetMs;
  for (const pause of mergeIntervals(pauses)) {
    // Stryker disable next-line EqualityOperator: a pause ending at the cursor leaves the cursor and the budget where they are
    if (pause.endMs <= cursor) continue;
    const runUntil = Math.max(cursor, pause.startMs);
    if (runUntil - cursor >= left) break;
    left -= runUntil - cursor;
    cursor = pause.endMs;
  }
  return cursor + left;
}
