/**
 * Competition figures (issues 7 and 8): rating recompute after a void,
 * Swiss pairing at 33 players, and the reminder/clock schedule of 10,000
 * waiting matches. Pure computations: no database involved.
 */
import { createRng, randomInt } from '../src/core/rng.js';
import { DAY_MS, HOUR_MS, createMatchClock, nextClockEvent, nextReminder, setOwingSeats, type ReminderPreference, type TimeControl } from '../src/platform/clock/index.js';
import { recompute, type RatedMatch } from '../src/platform/ratings/index.js';
import { addEntrant, createTournament, pairSwissRound, recordResult, startRound, startTournament, type Tournament } from '../src/platform/tournaments/index.js';
import { percentile, round, timeRuns, type BenchFigure } from './stats.js';

const T0 = Date.UTC(2025, 0, 1);

function ratedHistory(count: number): RatedMatch[] {
  const rng = createRng('bench-ratings');
  const players = Array.from({ length: 2000 }, (_, i) => `u${i}`);
  const pick = (n: number): string[] => {
    const chosen = new Set<string>();
    while (chosen.size < n) chosen.add(players[randomInt(rng, players.length)]!);
    return [...chosen];
  };
  return Array.from({ length: count }, (_, i): RatedMatch => {
    const kind = randomInt(rng, 10);
    const playedAt = T0 + i * 60_000;
    if (kind < 7) {
      const tie = randomInt(rng, 10) === 0;
      return { id: `m${i}`, scope: { guildId: 'g', gameId: 'sfb', mode: '1v1' }, playedAt, teams: pick(2).map((p) => [p]), ranks: tie ? [1, 1] : [1, 2] };
    }
    if (kind < 9) {
      const size = 3 + randomInt(rng, 4);
      return { id: `m${i}`, scope: { guildId: 'g', gameId: 'esw', mode: 'ffa' }, playedAt, teams: pick(size).map((p) => [p]), ranks: Array.from({ length: size }, () => 1 + randomInt(rng, size)) };
    }
    const four = pick(4);
    return { id: `m${i}`, scope: { guildId: 'g', gameId: 'ch', mode: '2v2' }, playedAt, teams: [four.slice(0, 2), four.slice(2)], ranks: [1 + randomInt(rng, 2), 1 + randomInt(rng, 2)] };
  });
}

function swissAtRound7(): Tournament {
  const rng = createRng('bench-swiss');
  let t = createTournament('bench', { format: 'swiss', rounds: 7, tableSize: { min: 2, max: 2 }, seeding: 'rating', rngSeed: 'bench' });
  for (let i = 0; i < 33; i++) t = addEntrant(t, `p${i}`, 2000 - i, T0);
  t = startTournament(t, 'org', T0);
  while (t.rounds.length < 7) {
    t = startRound(t, null, T0);
    for (const table of t.rounds[t.rounds.length - 1]!.tables) {
      if (table.bye || table.result) continue;
      const [a, b] = table.players as [string, string];
      const first = randomInt(rng, 2) === 0 ? a : b;
      t = recordResult(t, table.id, { kind: 'places', places: { [a]: first === a ? 1 : 2, [b]: first === b ? 1 : 2 } }, null, T0);
    }
  }
  return t;
}

interface WaitingMatch {
  clock: ReturnType<typeof createMatchClock>;
  preference: ReminderPreference;
  lastRemindedAt: number | null;
}

function waitingMatches(count: number, now: number): WaitingMatch[] {
  const rng = createRng('bench-reminders');
  const controls: TimeControl[] = [{ kind: 'correspondence', daysPerMove: 1 }, { kind: 'correspondence', daysPerMove: 3 }, { kind: 'live', minutesPerMove: 10 }];
  const prefs: ReminderPreference[] = [
    { kind: 'off' },
    { kind: 'every', hours: 4 },
    { kind: 'every', hours: 8 },
    { kind: 'every', hours: 24 },
    { kind: 'digest', hour: 19, utcOffsetMinutes: -210 },
    { kind: 'digest', hour: 8, utcOffsetMinutes: 330 },
  ];
  return Array.from({ length: count }, () => {
    const owedSince = now - randomInt(rng, 2 * DAY_MS);
    const clock = setOwingSeats(createMatchClock(controls[randomInt(rng, controls.length)]!, ['a', 'b', 'c']), ['a', 'b'], owedSince);
    return { clock, preference: prefs[randomInt(rng, prefs.length)]!, lastRemindedAt: randomInt(rng, 2) ? owedSince + HOUR_MS : null };
  });
}

export async function run(): Promise<BenchFigure[]> {
  const history = ratedHistory(100_000);
  const recomputeMs = await timeRuns(3, () => recompute(history, ['m50000']), 1);

  const swiss = swissAtRound7();
  const completed = swiss.rounds.slice(0, 6);
  const pairingMs = await timeRuns(50, () => pairSwissRound(swiss.entrants, completed, swiss.settings.tableSize), 5);

  const now = T0 + 30 * DAY_MS;
  const matches = waitingMatches(10_000, now);
  const policy = { graceMs: DAY_MS, multiSeat: 'hand-to-bot' } as const;
  const scheduleMs = await timeRuns(20, () => {
    let due = 0;
    for (const m of matches) {
      for (const seat of m.clock.seats) {
        if (seat.owedSince === null) continue;
        const next = nextReminder(m.preference, { owedSince: seat.owedSince, lastRemindedAt: m.lastRemindedAt }, now);
        if (next) due = Math.max(due, next.at);
      }
      due = Math.max(due, nextClockEvent(m.clock, now, policy) ?? 0);
    }
    return due;
  });

  return [
    { name: 'ratings_recompute_100k_ms', value: round(percentile(recomputeMs, 50), 0), unit: 'ms (p50 of 3, 100k matches, one void)' },
    { name: 'swiss_pairing_33p_ms', value: round(percentile(pairingMs, 50), 2), unit: 'ms (p50, round 7 of 7)' },
    { name: 'swiss_pairing_33p_p95_ms', value: round(percentile(pairingMs, 95), 2), unit: 'ms' },
    { name: 'reminder_schedule_10k_ms', value: round(percentile(scheduleMs, 50), 2), unit: 'ms (p50, next reminder + clock event for 10,000 matches)' },
  ];
}
