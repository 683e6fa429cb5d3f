import { describe, expect, it } from 'vitest';
import {
  TournamentError,
  addEntrant,
  bracketOrder,
  computeStandings,
  createTournament,
  dropPlayer,
  forfeitNoShow,
  pairingHistory,
  pauseTournament,
  repeatCount,
  recordResult,
  repairRound,
  resumeTournament,
  roundRobinSchedule,
  startRound,
  startTournament,
  tableSizes,
  winnerOf,
  type Format,
  type Tournament,
} from '../../src/platform/tournaments/index.js';
import { T0, pairsOf, playRound, rngFor } from './helpers.js';

function make(
  format: Format,
  n: number,
  opts: Partial<{ rounds: number; min: number; max: number; seeding: 'rating' | 'random' }> = {},
): Tournament {
  let t = createTournament('t', {
    format,
    rounds: opts.rounds ?? 3,
    tableSize: { min: opts.min ?? 2, max: opts.max ?? 2 },
    seeding: opts.seeding ?? 'rating',
    rngSeed: 'fmt',
  });
  // Sign-up order is the reverse of rating order, so seeding by rating must reorder.
  for (let i = n; i >= 1; i--) t = addEntrant(t, `s${i}`, 3000 - i * 100, T0);
  return t;
}

const currentTables = (t: Tournament) => t.rounds[t.rounds.length - 1]!.tables;

describe('single elimination', () => {
  it('places seeds in the standard bracket', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('gives byes to the top seeds and plays down to one winner', () => {
    let t = startTournament(make('single-elimination', 6), 'org', T0);
    expect(t.entrants.map((e) => e.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(currentTables(t).map((tb) => [tb.players, tb.bye])).toEqual([
      [['s1'], true],
      [['s4', 's5'], false],
      [['s2'], true],
      [['s3', 's6'], false],
    ]);
    const rng = rngFor('elim');
    t = playRound(t, rng, T0);
    expect(currentTables(t)).toHaveLength(2);
    expect(currentTables(t)[0]!.players[0]).toBe('s1');
    t = playRound(t, rng, T0);
    t = playRound(t, rng, T0);
    expect(t.status).toBe('finished');
    expect(t.rounds).toHaveLength(3);
    const final = t.rounds[2]!.tables[0]!;
    const champion = winnerOf(final);
    expect(final.players).toContain(champion);
  });

  it('refuses a draw and seeds randomly but reproducibly', () => {
    const t = startRound(startTournament(make('single-elimination', 4), 'org', T0), null, T0);
    const table = currentTables(t)[0]!;
    const [a, b] = table.players as [string, string];
    expect(() => recordResult(t, table.id, { kind: 'places', places: { [a]: 1, [b]: 1 } }, null, T0)).toThrow(TournamentError);
    const r1 = startTournament(make('single-elimination', 8, { seeding: 'random' }), 'org', T0);
    const r2 = startTournament(make('single-elimination', 8, { seeding: 'random' }), 'org', T0);
    expect(r1.entrants.map((e) => e.id)).toEqual(r2.entrants.map((e) => e.id));
    expect(r1.entrants.map((e) => e.id)).not.toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']);
  });
});

describe('round robin', () => {
  it('circle method: every pair once, one bye each for an odd count', () => {
    const players = ['a', 'b', 'c', 'd', 'e'];
    const schedule = roundRobinSchedule(players);
    expect(schedule).toHaveLength(5);
    const pairs = schedule
      .flat()
      .filter((p) => !p.includes(null))
      .map((p) => [...p].sort().join(''));
    expect(new Set(pairs).size).toBe(10);
    expect(pairs).toHaveLength(10);
    const byes = schedule
      .flat()
      .filter((p) => p.includes(null))
      .map((p) => p.find((x) => x !== null));
    expect([...byes].sort()).toEqual(players);
    expect(roundRobinSchedule(['a', 'b', 'c', 'd', 'e', 'f'])).toHaveLength(5);
  });

  it('runs to completion with hand-checkable standings', () => {
    // Three players, s1 beats everyone, s2 beats s3: 2, 1, 0 points; byes score as wins.
    let t = startTournament(make('round-robin', 3), 'org', T0);
    while (t.status === 'running') {
      t = startRound(t, null, T0);
      const round = t.rounds[t.rounds.length - 1]!;
      for (const tb of round.tables.filter((x) => !x.bye)) {
        const [a, b] = [...tb.players].sort() as [string, string];
        t = recordResult(t, tb.id, { kind: 'places', places: { [a]: 1, [b]: 2 } }, null, T0);
      }
    }
    expect(t.rounds).toHaveLength(3);
    const s = computeStandings('round-robin', t.entrants, t.rounds);
    // Points: s1 2+1 bye, s2 1+1 bye, s3 0+1 bye. SB: s1 beat s2 (2) and s3 (1) = 3; s2 beat s3 = 1.
    expect(s.map((r) => [r.playerId, r.points, r.sonnebornBerger, r.byes])).toEqual([
      ['s1', 3, 3, 1],
      ['s2', 2, 1, 1],
      ['s3', 1, 0, 1],
    ]);
  });

  it("turns a dropped player's remaining games into forfeit wins", () => {
    let t = startTournament(make('round-robin', 4), 'org', T0);
    t = playRound(t, rngFor('rr'), T0);
    t = dropPlayer(t, 's4', 's4', T0);
    const mine = currentTables(t).find((tb) => tb.players.includes('s4'))!;
    expect(mine.result).toEqual({ kind: 'forfeit', absent: ['s4'] });
    t = playRound(t, rngFor('rr'), T0);
    const r3 = t.rounds[2]!.tables.find((tb) => tb.players.includes('s4'))!;
    expect(r3.result).toEqual({ kind: 'forfeit', absent: ['s4'] });
  });
});

describe('multi-seat tables', () => {
  it('splits players into tables of allowed, even sizes', () => {
    expect(tableSizes(14, 3, 6)).toEqual({ sizes: [5, 5, 4], bye: 0 });
    expect(tableSizes(7, 3, 6)).toEqual({ sizes: [4, 3], bye: 0 });
    expect(tableSizes(6, 2, 6)).toEqual({ sizes: [6], bye: 0 });
    expect(tableSizes(5, 2, 2)).toEqual({ sizes: [2, 2], bye: 1 });
    expect(tableSizes(2, 3, 6)).toEqual({ sizes: [], bye: 2 });
    expect(tableSizes(5, 3, 3)).toEqual({ sizes: [3], bye: 2 });
  });

  it('seats a Swiss of 14 into tables of 3–6 and scores by finishing place', () => {
    let t = startTournament(make('swiss', 14, { min: 3, max: 6, rounds: 3 }), 'org', T0);
    const rng = rngFor('esw');
    for (let r = 0; r < 3; r++) {
      expect(currentTables(t).map((tb) => tb.players.length)).toEqual([5, 5, 4]);
      t = playRound(t, rng, T0);
    }
    expect(t.status).toBe('finished');
    const s = computeStandings('swiss', t.entrants, t.rounds);
    // Place points: a table of 5 gives 4..0, of 4 gives 3..0; total per round 10 + 10 + 6.
    expect(s.reduce((sum, r) => sum + r.points, 0)).toBe(3 * 26);
    // Round 3 has as few repeat meetings as any seating could: checked against all 252,252 seatings.
    const history = pairingHistory(t.rounds.slice(0, 2));
    const round3 = t.rounds[2]!.tables.map((tb) => tb.players);
    expect(repeatCount(round3, history.met)).toBe(fewestRepeats(round3.flat(), [5, 5, 4], history.met));
  });
});

function fewestRepeats(players: string[], sizes: number[], met: (a: string, b: string) => boolean): number {
  let best = Infinity;
  const walk = (rest: string[], tableIndex: number, soFar: number): void => {
    if (soFar >= best) return;
    if (tableIndex === sizes.length) return void (best = soFar);
    const size = sizes[tableIndex]!;
    const choose = (start: number, picked: string[]): void => {
      if (picked.length === size) {
        const left = rest.filter((p) => !picked.includes(p));
        return walk(left, tableIndex + 1, soFar + repeatCount([picked], met));
      }
      for (let i = start; i <= rest.length - (size - picked.length); i++) choose(i + 1, [...picked, rest[i]!]);
    };
    choose(0, []);
  };
  walk(players, 0, 0);
  return best;
}

describe('organiser operations', () => {
  it('re-pairs a pending round, not a started one', () => {
    let t = startTournament(make('swiss', 8, { rounds: 3 }), 'org', T0);
    t = repairRound(t, 'org', T0);
    expect(t.log.map((l) => l.action)).toContain('repair');
    t = startRound(t, 'org', T0);
    expect(() => repairRound(t, 'org', T0)).toThrow(/not started/);
  });

  it('a drop during a pending round re-pairs it without the player', () => {
    let t = startTournament(make('swiss', 8, { rounds: 3 }), 'org', T0);
    t = dropPlayer(t, 's5', 's5', T0);
    const seated = currentTables(t).flatMap((tb) => tb.players);
    expect(seated).not.toContain('s5');
    expect(currentTables(t).filter((tb) => tb.bye)).toHaveLength(1);
    expect(() => dropPlayer(t, 's5', 'org', T0)).toThrow(/already dropped/);
  });

  it('replaces a no-show by a forfeit', () => {
    let t = startRound(startTournament(make('swiss', 4, { rounds: 2 }), 'org', T0), null, T0);
    const table = currentTables(t)[0]!;
    t = forfeitNoShow(t, table.id, [table.players[1]!], 'org', T0);
    const s = computeStandings('swiss', t.entrants, t.rounds);
    expect(s.find((r) => r.playerId === table.players[0])!.points).toBe(1);
    expect(s.find((r) => r.playerId === table.players[1])!.points).toBe(0);
    expect(t.log[t.log.length - 1]).toMatchObject({ action: 'forfeit', by: 'org' });
  });

  it('pause holds the next round until resume and records the span for clocks', () => {
    let t = startRound(startTournament(make('swiss', 4, { rounds: 2 }), 'org', T0), null, T0);
    t = pauseTournament(t, 'org', T0 + 1000);
    for (const tb of currentTables(t)) {
      const [a, b] = tb.players as [string, string];
      t = recordResult(t, tb.id, { kind: 'places', places: { [a]: 1, [b]: 2 } }, null, T0 + 2000);
    }
    expect(t.rounds).toHaveLength(1);
    expect(() => startRound(t, 'org', T0)).toThrow(TournamentError);
    t = resumeTournament(t, 'org', T0 + 5000);
    expect(t.rounds).toHaveLength(2);
    expect(t.pauses).toEqual([{ startMs: T0 + 1000, endMs: T0 + 5000 }]);
    // Round 2 pairs the two winners and the two losers, with no rematch.
    const r1 = new Set(pairsOf({ ...t, rounds: t.rounds.slice(0, 1) }));
    expect(currentTables(t).every((tb) => !r1.has([...tb.players].sort().join('|')))).toBe(true);
  });

  it('validates results and sign-up', () => {
    let t = make('swiss', 2);
    expect(() => addEntrant(t, 's1', null, T0)).toThrow(/already joined/);
    t = startRound(startTournament(t, 'org', T0), null, T0);
    const tb = currentTables(t)[0]!;
    expect(() => recordResult(t, tb.id, { kind: 'places', places: { s1: 1, zz: 2 } }, null, T0)).toThrow(/not at this table/);
    expect(() =>
      createTournament('x', { format: 'round-robin', rounds: 1, tableSize: { min: 3, max: 5 }, seeding: 'rating', rngSeed: 'x' }),
    ).toThrow(/two-player/);
  });
});

describe('Swiss stays correct across many runs', () => {
  it('33 players, 7 rounds, random seeding: never a rematch or a second bye', () => {
    for (let run = 0; run < 8; run++) {
      let t = createTournament('t', { format: 'swiss', rounds: 7, tableSize: { min: 2, max: 2 }, seeding: 'random', rngSeed: `run${run}` });
      for (let i = 0; i < 33; i++) t = addEntrant(t, `q${i}`, null, T0);
      t = startTournament(t, 'org', T0);
      const rng = rngFor(`results${run}`);
      while (t.status === 'running') {
        if (t.rounds.length === 3) t = dropPlayer(t, `q${run}`, 'org', T0);
        t = playRound(t, rng, T0);
      }
      const duels = t.rounds.flatMap((r) => r.tables.filter((tb) => !tb.bye).map((tb) => [...tb.players].sort().join('|')));
      expect(new Set(duels).size).toBe(duels.length);
      const byes = t.rounds.flatMap((r) => r.tables.filter((tb) => tb.bye).map((tb) => tb.players[0]));
      expect(new Set(byes).size).toBe(byes.length);
    }
  });
});
