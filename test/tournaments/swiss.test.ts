import { describe, expect, it } from 'vitest';
import {
  addEntrant,
  computeStandings,
  createTournament,
  disqualifyPlayer,
  dropPlayer,
  pairSwissDuels,
  recordResult,
  startRound,
  startTournament,
  type PairingHistory,
  type Round,
  type Tournament,
} from '../../src/platform/tournaments/index.js';
import { swissRoundsFor } from '../../src/platform/tournaments/swiss.js';
import { T0, playRound, rngFor } from './helpers.js';

const swiss = (rounds: number) =>
  createTournament('t', { format: 'swiss', rounds, tableSize: { min: 2, max: 2 }, seeding: 'rating', rngSeed: 's' });

function withPlayers(t: Tournament, n: number): Tournament {
  for (let i = 1; i <= n; i++) t = addEntrant(t, `p${String(i).padStart(2, '0')}`, 2000 - i * 10, T0);
  return t;
}

describe('Swiss pairing by maximum matching', () => {
  const noHistory: PairingHistory = { met: () => false, hadBye: () => false };

  it('avoids a rematch that top-down greedy pairing would make', () => {
    // Greedy: A–B, C–D, then E–F is forced and is a rematch.
    const points = new Map([
      ['A', 2],
      ['B', 2],
      ['C', 1],
      ['D', 1],
      ['E', 0],
      ['F', 0],
    ]);
    const met: PairingHistory = { met: (a, b) => [a, b].sort().join('') === 'EF', hadBye: () => false };
    const { tables, bye } = pairSwissDuels(['A', 'B', 'C', 'D', 'E', 'F'], points, met);
    const keys = tables.map((t) => [...t].sort().join(''));
    expect(keys).toContain('AB');
    expect(keys).not.toContain('EF');
    expect(bye).toEqual([]);
  });

  it('pairs top half against bottom half inside a score group', () => {
    const points = new Map(['A', 'B', 'C', 'D'].map((p) => [p, 1]));
    const { tables } = pairSwissDuels(['A', 'B', 'C', 'D'], points, noHistory);
    expect(tables.map((t) => t.join('')).sort()).toEqual(['AC', 'BD']);
  });

  it('gives the bye to the lowest-ranked player who never had one', () => {
    const points = new Map([
      ['A', 2],
      ['B', 1],
      ['C', 1],
      ['D', 0],
      ['E', 0],
    ]);
    const history: PairingHistory = { met: () => false, hadBye: (p) => p === 'E' };
    expect(pairSwissDuels(['A', 'B', 'C', 'D', 'E'], points, history).bye).toEqual(['D']);
    expect(pairSwissDuels(['A', 'B', 'C', 'D', 'E'], points, noHistory).bye).toEqual(['E']);
  });
});

describe('Swiss tie-breaks, hand-worked', () => {
  // Round 1: A beat B, C drew D, E had a bye. Round 2: A beat C, E beat D, B had a bye.
  const entrants = ['A', 'B', 'C', 'D', 'E'].map((id, i) => ({ id, rating: null, seed: i + 1, status: 'active' as const }));
  const rounds: Round[] = [
    {
      number: 1,
      status: 'complete',
      tables: [
        { id: 'r1t1', players: ['A', 'B'], bye: false, result: { kind: 'places', places: { A: 1, B: 2 } } },
        { id: 'r1t2', players: ['C', 'D'], bye: false, result: { kind: 'places', places: { C: 1, D: 1 } } },
        { id: 'r1t3', players: ['E'], bye: true, result: null },
      ],
    },
    {
      number: 2,
      status: 'complete',
      tables: [
        { id: 'r2t1', players: ['A', 'C'], bye: false, result: { kind: 'places', places: { A: 1, C: 2 } } },
        { id: 'r2t2', players: ['E', 'D'], bye: false, result: { kind: 'places', places: { E: 1, D: 2 } } },
        { id: 'r2t3', players: ['B'], bye: true, result: null },
      ],
    },
  ];

  it('computes points, Buchholz, cut-1, Sonneborn–Berger and order', () => {
    // Points: A 2, E 2, B 1, C 0.5, D 0.5.
    // Buchholz: A = B 1 + C 0.5 = 1.5; E = D 0.5 (bye adds nothing); B = A 2; C = D 0.5 + A 2 = 2.5; D = C 0.5 + E 2 = 2.5.
    // SB: A = 1·1 + 0.5·1 = 1.5; E = 0.5; B = 0; C = 0.5·0.5 = 0.25; D = 0.5·0.5 = 0.25.
    const s = computeStandings('swiss', entrants, rounds);
    expect(s.map((r) => [r.playerId, r.points, r.buchholz, r.buchholzCut1, r.sonnebornBerger, r.wins, r.byes])).toEqual([
      ['A', 2, 1.5, 1, 1.5, 2, 0],
      ['E', 2, 0.5, 0, 0.5, 2, 1],
      ['B', 1, 2, 0, 0, 1, 1],
      ['C', 0.5, 2.5, 2, 0.25, 0, 0],
      ['D', 0.5, 2.5, 2, 0.25, 0, 0],
    ]);
    expect(s.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('full Swiss: 33 players, 7 rounds, with drops', () => {
  it('pairs everyone each round, no rematch, no second bye, byes to the lowest eligible', () => {
    const rng = rngFor('swiss-33');
    let t = startTournament(withPlayers(swiss(7), 33), 'org', T0);
    const byes = new Map<string, number>();
    const pairs = new Set<string>();
    for (let r = 1; r <= 7; r++) {
      // Drops: two after round 2, one while round 5 is still pending (re-pair), one disqualified mid-round 6.
      if (r === 5) t = dropPlayer(t, 'p07', 'p07', T0, 'family visit');
      const round = t.rounds[t.rounds.length - 1]!;
      expect(round).toMatchObject({ number: r, status: 'pending' });
      const active = t.entrants.filter((e) => e.status === 'active').map((e) => e.id);
      const seated = round.tables.flatMap((tb) => tb.players);
      expect([...seated].sort()).toEqual([...active].sort());
      const byeTables = round.tables.filter((tb) => tb.bye);
      expect(byeTables.length).toBe(active.length % 2);
      // The bye goes to the lowest-ranked active player without a previous bye.
      const before = computeStandings('swiss', t.entrants, t.rounds.slice(0, -1)).filter((s) => active.includes(s.playerId));
      const lowestEligible = [...before].reverse().find((s) => !byes.has(s.playerId));
      for (const tb of byeTables) {
        expect(tb.players[0]).toBe(lowestEligible!.playerId);
        byes.set(tb.players[0]!, (byes.get(tb.players[0]!) ?? 0) + 1);
      }
      for (const tb of round.tables.filter((x) => !x.bye)) {
        const key = [...tb.players].sort().join('|');
        expect(pairs.has(key), `rematch ${key} in round ${r}`).toBe(false);
        pairs.add(key);
      }
      if (r === 6) {
        t = playRoundPartially(t, 'p12');
        continue;
      }
      t = playRound(t, rng, T0 + r * 86_400_000);
      if (r === 2) t = dropPlayer(dropPlayer(t, 'p30', 'org', T0), 'p03', 'p03', T0);
    }
    expect(t.status).toBe('finished');
    expect(t.rounds).toHaveLength(7);
    expect([...byes.values()].every((n) => n === 1)).toBe(true);
    const standings = computeStandings('swiss', t.entrants, t.rounds);
    expect(standings).toHaveLength(33);
    expect(standings[standings.length - 1]!.playerId).toBe('p12');
    // Sorted by points, then Buchholz.
    for (let i = 1; i < standings.length - 1; i++) {
      const [a, b] = [standings[i - 1]!, standings[i]!];
      expect(a.points > b.points || (a.points === b.points && a.buchholz >= b.buchholz - 1e-9)).toBe(true);
    }
    // A dropped player keeps the score earned before dropping.
    const dropped = standings.find((s) => s.playerId === 'p30')!;
    expect(dropped).toMatchObject({ status: 'dropped', played: 2 });
  });
});

/** Round 6: every table but the cheater's is played, then the organiser disqualifies them; their open match becomes a forfeit. */
function playRoundPartially(t0: Tournament, cheat: string): Tournament {
  let t = startRound(t0, null, T0);
  const round = t.rounds[t.rounds.length - 1]!;
  for (const tb of round.tables) {
    if (tb.bye || tb.result || tb.players.includes(cheat)) continue;
    const [a, b] = tb.players as [string, string];
    t = recordResult(t, tb.id, { kind: 'places', places: { [a]: 1, [b]: 2 } }, null, T0);
  }
  expect(t.rounds[t.rounds.length - 1]!.status).toBe('started');
  t = disqualifyPlayer(t, cheat, 'org', T0, 'cheating');
  const r6 = t.rounds.find((r) => r.number === 6)!;
  expect(r6.tables.find((tb) => tb.players.includes(cheat))!.result).toEqual({ kind: 'forfeit', absent: [cheat] });
  expect(r6.status).toBe('complete');
  expect(t.log.some((l) => l.action === 'disqualify' && l.detail.includes('cheating'))).toBe(true);
  return t;
}

describe('Swiss rounds that fit the field (when the organiser does not say)', () => {
  it('duels: enough rounds for one undefeated player — 4 players get 2 rounds, not 5', () => {
    expect([2, 3, 4, 5, 8, 9, 16, 33].map((n) => swissRoundsFor(n, 2))).toEqual([1, 2, 2, 3, 3, 4, 4, 6]);
  });

  it('larger tables: one table of players plays one round; more tables, one round more than it takes to narrow them to one', () => {
    expect([4, 5, 8, 16, 17].map((n) => swissRoundsFor(n, 4))).toEqual([1, 2, 2, 3, 4]);
    expect(swissRoundsFor(1, 2)).toBe(1);
  });
});
