import { moveAllowanceMs, type TimeControl } from './time-control.js';
import { activeMsBetween, instantAfterActive, type EpochMs, type Interval } from './time.js';

export type SeatId = string;

/**
 * One seat's clock. It runs only while the seat owes a decision; pauses
 * (vacations, a paused tournament) are passed in as intervals rather than
 * stored, so ending a vacation early needs no clock mutation.
 */
export interface SeatClock {
  seat: SeatId;
  /** When the current decision became owed; null when the seat owes nothing. */
  owedSince: EpochMs | null;
}

export interface MatchClock {
  control: TimeControl;
  seats: SeatClock[];
}

export type PausesBySeat = Readonly<Record<SeatId, readonly Interval[]>>;

export function createMatchClock(control: TimeControl, seats: readonly SeatId[]): MatchClock {
  return { control, seats: seats.map((seat) => ({ seat, owedSince: null })) };
}

/**
 * Moves the clock to a new set of owing seats (several at once in simultaneous
 * games). Seats still owing keep their running clock, unless they just acted
 * and owe a fresh decision, which gets a fresh allowance.
 */
// Stryker disable next-line ArrayDeclaration: no seat is named like the element Stryker adds
export function setOwingSeats(clock: MatchClock, owing: readonly SeatId[], now: EpochMs, acted: readonly SeatId[] = []): MatchClock {
  const owes = new Set(owing);
  const restarted = new Set(acted);
  for (const seat of owes) {
    if (!clock.seats.some((s) => s.seat === seat)) throw new Error(`Unknown seat ${seat}`);
  }
  const seats = clock.seats.map((s): SeatClock => {
    if (!owes.has(s.seat)) return { seat: s.seat, owedSince: null };
    const keep = s.owedSince !== null && !restarted.has(s.seat);
    return { seat: s.seat, owedSince: keep ? s.owedSince : now };
  });
  return { ...clock, seats };
}

/** A seat leaves the match (removed after a time-out, eliminated): its clock goes with it. */
export function removeSeat(clock: MatchClock, seat: SeatId): MatchClock {
  return { ...clock, seats: clock.seats.filter((s) => s.seat !== seat) };
}

function seatOf(clock: MatchClock, seat: SeatId): SeatClock {
  const found = clock.seats.find((s) => s.seat === seat);
  if (!found) throw new Error(`Unknown seat ${seat}`);
  return found;
}

export type SeatTime =
  | { state: 'idle' }
  | { state: 'untimed' }
  | { state: 'running' | 'paused'; remainingMs: number; deadline: EpochMs }
  | { state: 'timed-out'; timedOutAt: EpochMs };

/** Remaining time for one seat at `now`, honouring its pauses. */
// Stryker disable next-line ArrayDeclaration: an element that is not an interval is dropped by mergeIntervals and covers no instant
export function seatTime(clock: MatchClock, seat: SeatId, now: EpochMs, pauses: readonly Interval[] = []): SeatTime {
  const { owedSince } = seatOf(clock, seat);
  if (owedSince === null) return { state: 'idle' };
  const allowance = moveAllowanceMs(clock.control);
  if (allowance === null) return { state: 'untimed' };
  const deadline = instantAfterActive(owedSince, allowance, pauses);
  if (now >= deadline) return { state: 'timed-out', timedOutAt: deadline };
  const remainingMs = allowance - activeMsBetween(owedSince, now, pauses);
  const paused = pauses.some((p) => p.startMs <= now && now < p.endMs);
  return { state: paused ? 'paused' : 'running', remainingMs, deadline };
}

/** Deadline for a seat assuming the pauses known now; null if idle or untimed. */
// Stryker disable next-line ArrayDeclaration: an element that is not an interval is dropped by mergeIntervals
export function seatDeadline(clock: MatchClock, seat: SeatId, pauses: readonly Interval[] = []): EpochMs | null {
  const { owedSince } = seatOf(clock, seat);
  const allowance = moveAllowanceMs(clock.control);
  if (owedSince === null || allowance === null) return null;
  return instantAfterActive(owedSince, allowance, pauses);
}
