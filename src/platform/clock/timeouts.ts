import { seatTime, type MatchClock, type PausesBySeat, type SeatId } from './seat-clock.js';
import type { EpochMs } from './time.js';

/** What a server chose for time-outs. The multi-seat choice is per game (see README). */
export interface TimeoutPolicy {
  /** After a time-out, how long opponents may claim before the match acts on its own. */
  graceMs: number;
  /** In games with more than two seats, what happens to a seat that timed out. */
  multiSeat: 'hand-to-bot' | 'remove-seat';
}

export type TimeoutAction = 'forfeit-match' | 'hand-to-bot' | 'remove-seat';

export interface TimeoutVerdict {
  seat: SeatId;
  timedOutAt: EpochMs;
  autoForfeitAt: EpochMs;
  /** Seats that may press "claim" now (those not timed out themselves). */
  claimableBy: SeatId[];
  /** 'pending' while the grace period runs, 'due' once auto-forfeit must happen. */
  status: 'pending' | 'due';
  /** What a claim or the auto-forfeit does to this seat. */
  action: TimeoutAction;
}

function actionFor(clock: MatchClock, policy: TimeoutPolicy): TimeoutAction {
  return clock.seats.length <= 2 ? 'forfeit-match' : policy.multiSeat;
}

export function evaluateTimeouts(clock: MatchClock, now: EpochMs, policy: TimeoutPolicy, pauses: PausesBySeat = {}): TimeoutVerdict[] {
  const timedOut = new Map<SeatId, EpochMs>();
  for (const { seat } of clock.seats) {
    // Stryker disable next-line ArrayDeclaration: an element that is not an interval is dropped by mergeIntervals and covers no instant
    const time = seatTime(clock, seat, now, pauses[seat] ?? []);
    if (time.state === 'timed-out') timedOut.set(seat, time.timedOutAt);
  }
  const claimers = clock.seats.map((s) => s.seat).filter((seat) => !timedOut.has(seat));
  return [...timedOut].map(([seat, timedOutAt]) => {
    const autoForfeitAt = timedOutAt + policy.graceMs;
    return {
      seat,
      timedOutAt,
      autoForfeitAt,
      claimableBy: now < autoForfeitAt ? claimers : [],
      status: now < autoForfeitAt ? 'pending' : 'due',
      action: actionFor(clock, policy),
    };
  });
}

export type ClaimCheck =
  | { ok: true; against: SeatId[]; action: TimeoutAction }
  | { ok: false; reason: 'not-a-seat' | 'nothing-to-claim' | 'claimant-timed-out' | 'already-forfeited' };

/** Whether `claimant` may press the claim-win button right now. */
export function checkClaim(
  clock: MatchClock,
  claimant: SeatId,
  now: EpochMs,
  policy: TimeoutPolicy,
  pauses: PausesBySeat = {},
): ClaimCheck {
  if (!clock.seats.some((s) => s.seat === claimant)) return { ok: false, reason: 'not-a-seat' };
  const verdicts = evaluateTimeouts(clock, now, policy, pauses);
  if (verdicts.some((v) => v.seat === claimant)) return { ok: false, reason: 'claimant-timed-out' };
  // Stryker disable next-line MethodExpression,ConditionalExpression: the claimant has no verdict here: the line above returned when it had one
  const others = verdicts.filter((v) => v.seat !== claimant);
  if (others.length === 0) return { ok: false, reason: 'nothing-to-claim' };
  const claimable = others.filter((v) => v.status === 'pending');
  if (claimable.length === 0) return { ok: false, reason: 'already-forfeited' };
  return { ok: true, against: claimable.map((v) => v.seat), action: actionFor(clock, policy) };
}

/**
 * The next instant after `now` at which something on this clock changes
 * (a deadline or an auto-forfeit), so the scheduler can store one job.
 */
export function nextClockEvent(clock: MatchClock, now: EpochMs, policy: TimeoutPolicy, pauses: PausesBySeat = {}): EpochMs | null {
  let next: EpochMs | null = null;
  const consider = (at: EpochMs): void => {
    // Stryker disable next-line EqualityOperator: an instant equal to the one kept changes nothing
    if (at > now && (next === null || at < next)) next = at;
  };
  for (const { seat } of clock.seats) {
    // Stryker disable next-line ArrayDeclaration: an element that is not an interval is dropped by mergeIntervals and covers no instant
    const time = seatTime(clock, seat, now, pauses[seat] ?? []);
    // Stryker disable next-line ConditionalExpression: other states have no deadline, and undefined > now is false
    if (time.state === 'running' || time.state === 'paused') consider(time.deadline);
    // Stryker disable next-line ConditionalExpression: other states have no timedOutAt: NaN > now is false
    if (time.state === 'timed-out') consider(time.timedOutAt + policy.graceMs);
  }
  return next;
}
