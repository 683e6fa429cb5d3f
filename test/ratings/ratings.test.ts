import { rate } from 'openskill';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../src/core/rng.js';
import { DAY_MS } from '../../src/platform/clock/time.js';
import {
  DEFAULT_RATING_CONFIG,
  changesAfterVoid,
  decayedSkill,
  displayRating,
  leaderboard,
  newPlayerRating,
  rateMatch,
  recompute,
  resetRating,
  type PlayerRating,
  type RatedMatch,
  type RatingEvent,
} from '../../src/platform/ratings/index.js';

const scope = { guildId: 'g1', gameId: 'sfb', mode: '1v1' };
const ffa = { guildId: 'g1', gameId: 'esw', mode: 'ffa' };
const T0 = Date.UTC(2025, 0, 1);
const fresh = (): PlayerRating | undefined => undefined;
const mus = (result: ReturnType<typeof rateMatch>, ids: string[]): number[] => ids.map((id) => result.updated.get(id)!.mu);

describe('known outcomes move ratings the right way', () => {
  it('1v1: the winner rises, the loser falls, both grow more certain', () => {
    const r = rateMatch({ id: 'm1', scope, playedAt: T0, teams: [['a'], ['b']], ranks: [1, 2] }, fresh);
    const a = r.updated.get('a')!;
    const b = r.updated.get('b')!;
    expect(a.mu).toBeGreaterThan(25);
    expect(b.mu).toBeLessThan(25);
    expect(a.sigma).toBeLessThan(25 / 3);
    expect([a.wins, a.losses, b.wins, b.losses]).toEqual([1, 0, 0, 1]);
    const change = r.changes.find((c) => c.playerId === 'a')!;
    expect(change).toMatchObject({
      matchId: 'm1',
      scopeKey: 'g1:sfb:1v1',
      outcome: 'win',
      before: { mu: 25, sigma: 25 / 3 },
      displayBefore: 1000,
    });
    expect(change.displayAfter).toBeGreaterThan(change.displayBefore);
  });

  it('beating a stronger player gains more than beating a weaker one', () => {
    const strong: PlayerRating = { ...newPlayerRating(), mu: 32, sigma: 3 };
    const weak: PlayerRating = { ...newPlayerRating(), mu: 18, sigma: 3 };
    const me: PlayerRating = { ...newPlayerRating(), mu: 25, sigma: 3 };
    const vsStrong = rateMatch({ id: 'x', scope, playedAt: T0, teams: [['me'], ['s']], ranks: [1, 2] }, (id) =>
      id === 'me' ? me : strong,
    );
    const vsWeak = rateMatch({ id: 'y', scope, playedAt: T0, teams: [['me'], ['w']], ranks: [1, 2] }, (id) => (id === 'me' ? me : weak));
    expect(vsStrong.updated.get('me')!.mu - 25).toBeGreaterThan(vsWeak.updated.get('me')!.mu - 25);
  });

  it('free-for-all of 6: means follow the finishing order', () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const r = rateMatch({ id: 'm', scope: ffa, playedAt: T0, teams: ids.map((id) => [id]), ranks: [3, 1, 6, 2, 5, 4] }, fresh);
    const byPlace = ['p2', 'p4', 'p1', 'p6', 'p5', 'p3'];
    const ordered = mus(r, byPlace);
    expect([...ordered].sort((x, y) => y - x)).toEqual(ordered);
    expect(r.changes.filter((c) => c.outcome === 'win').map((c) => c.playerId)).toEqual(['p2']);
  });

  it('2v2: teammates move together', () => {
    const r = rateMatch(
      {
        id: 'm',
        scope: { ...scope, mode: '2v2' },
        playedAt: T0,
        teams: [
          ['a', 'b'],
          ['c', 'd'],
        ],
        ranks: [2, 1],
      },
      fresh,
    );
    const [a, b, c, d] = mus(r, ['a', 'b', 'c', 'd']);
    expect(a).toBeLessThan(25);
    expect(b).toBeCloseTo(a!, 10);
    expect(c).toBeGreaterThan(25);
    expect(d).toBeCloseTo(c!, 10);
  });

  it('rejects malformed results', () => {
    expect(() => rateMatch({ id: 'm', scope, playedAt: T0, teams: [['a'], ['a']], ranks: [1, 2] }, fresh)).toThrow(/twice/);
    expect(() => rateMatch({ id: 'm', scope, playedAt: T0, teams: [['a'], ['b']], ranks: [1] }, fresh)).toThrow(/rank/);
    expect(() => rateMatch({ id: 'm', scope, playedAt: T0, teams: [['a']], ranks: [1] }, fresh)).toThrow(/2 to 6/);
  });
});

describe('ties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const ranks = [1, 2, 3, 2, 4];

  it('the default Plackett–Luce mis-ranks this tie (why we switch models)', () => {
    const pl = rate(
      ids.map(() => [{ mu: 25, sigma: 25 / 3 }]),
      { rank: [1, 1, 2, 3, 4] },
    );
    // a and b tied for first, yet c (second) ends above them.
    expect(pl[2]![0]!.mu).toBeGreaterThan(pl[0]![0]!.mu);
    const ours = rateMatch({ id: 't0', scope: ffa, playedAt: T0, teams: ids.map((id) => [id]), ranks: [1, 1, 2, 3, 4] }, fresh);
    const [a, b, c] = mus(ours, ids);
    expect(a).toBeCloseTo(b!, 10);
    expect(a).toBeGreaterThan(c!);
  });

  it('Thurstone–Mosteller full keeps tied players between those above and below', () => {
    const r = rateMatch({ id: 't', scope: ffa, playedAt: T0, teams: ids.map((id) => [id]), ranks }, fresh);
    const [a, b, c, d, e] = mus(r, ids);
    expect(b).toBeCloseTo(d!, 10);
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
    expect(c).toBeGreaterThan(e!);
    expect(r.changes.filter((x) => x.outcome === 'draw')).toEqual([]);
  });

  it('a draw between equals leaves means unchanged; a strong player drawing a weak one loses ground', () => {
    const even = rateMatch({ id: 'd1', scope, playedAt: T0, teams: [['a'], ['b']], ranks: [1, 1] }, fresh);
    expect(mus(even, ['a', 'b'])).toEqual([25, 25]);
    expect(even.changes.map((c) => c.outcome)).toEqual(['draw', 'draw']);
    const strong = { ...newPlayerRating(), mu: 30, sigma: 4 };
    const weak = { ...newPlayerRating(), mu: 20, sigma: 4 };
    const uneven = rateMatch({ id: 'd2', scope, playedAt: T0, teams: [['s'], ['w']], ranks: [1, 1] }, (id) => (id === 's' ? strong : weak));
    expect(uneven.updated.get('s')!.mu).toBeLessThan(30);
    expect(uneven.updated.get('w')!.mu).toBeGreaterThan(20);
  });
});

describe('display, decay and seasons', () => {
  it('shows a conservative number that starts at 1000', () => {
    expect(displayRating(newPlayerRating())).toBe(1000);
    expect(displayRating({ mu: 30, sigma: 2 })).toBe(1000 + 40 * 24);
  });

  it('decays only after the grace period, by widening uncertainty', () => {
    const config = { ...DEFAULT_RATING_CONFIG, decay: { graceDays: 14, sigmaPerDay: 0.5 } };
    const r = { ...newPlayerRating(), mu: 30, sigma: 2, lastPlayedAt: T0 };
    expect(decayedSkill(r, T0 + 14 * DAY_MS, config)).toEqual({ mu: 30, sigma: 2 });
    const later = decayedSkill(r, T0 + 18 * DAY_MS, config);
    expect(later.mu).toBe(30);
    expect(later.sigma).toBeCloseTo(Math.sqrt(4 + 4 * 0.25), 10);
    expect(decayedSkill(r, T0 + 5000 * DAY_MS, config).sigma).toBe(25 / 3);
    // The match after a long break is rated from the widened uncertainty.
    const back = rateMatch(
      { id: 'b', scope, playedAt: T0 + 60 * DAY_MS, teams: [['r'], ['x']], ranks: [1, 2] },
      (id) => (id === 'r' ? r : undefined),
      config,
    );
    expect(back.changes[0]!.before).toEqual({ mu: 30, sigma: 2 });
    expect(back.changes[0]!.displayBefore).toBeLessThan(displayRating(r));
  });

  it('soft reset pulls toward the default; full reset starts over', () => {
    const r = { ...newPlayerRating(), mu: 35, sigma: 2, games: 40, wins: 30 };
    const soft = resetRating(r, 'soft');
    expect(soft.mu).toBe(30);
    expect(soft.sigma).toBeCloseTo(Math.sqrt(4 + (25 / 6) ** 2), 10);
    expect(soft.games).toBe(0);
    expect(resetRating(r, 'full')).toEqual(newPlayerRating());
  });

  it('lists players with enough games, sharing ranks on equal ratings', () => {
    const board = leaderboard(
      new Map([
        ['a', { ...newPlayerRating(), mu: 30, sigma: 2, games: 5, wins: 4 }],
        ['b', { ...newPlayerRating(), mu: 30, sigma: 2, games: 5, wins: 1 }],
        ['c', { ...newPlayerRating(), mu: 20, sigma: 2, games: 5, wins: 0 }],
        ['d', { ...newPlayerRating(), mu: 40, sigma: 2, games: 1, wins: 1 }],
      ]),
      T0,
      3,
    );
    expect(board.map((r) => [r.rank, r.playerId, r.winRate])).toEqual([
      [1, 'a', 0.8],
      [1, 'b', 0.2],
      [3, 'c', 0],
    ]);
  });
});

function randomHistory(seed: string, count: number): RatingEvent[] {
  const rng = createRng(seed);
  const players = Array.from({ length: 24 }, (_, i) => `p${i}`);
  const history: RatingEvent[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count / 2)) history.push({ kind: 'season-reset', id: 's2', guildId: 'g1', gameId: 'esw', reset: 'soft' });
    const multi = randomInt(rng, 3) === 0;
    const size = multi ? 2 + randomInt(rng, 5) : 2;
    const pool = [...players];
    const teams = Array.from({ length: size }, () => [pool.splice(randomInt(rng, pool.length), 1)[0]!]);
    const ranks = teams.map(() => 1 + randomInt(rng, size));
    const match: RatedMatch = { id: `m${i}`, scope: multi ? ffa : scope, playedAt: T0 + i * 3_600_000, teams, ranks };
    history.push(match);
  }
  return history;
}

describe('void and recompute', () => {
  const history = randomHistory('void', 400);
  const voided = ['m37', 'm150', 'm399'];

  it('equals the history without the voided matches, exactly', () => {
    const withVoid = recompute(history, voided);
    const without = recompute(history.filter((e) => !voided.includes(e.id)));
    expect(withVoid.scopes).toEqual(without.scopes);
    expect(withVoid.changes).toEqual(without.changes);
    expect(withVoid.archives).toEqual(without.archives);
    expect(withVoid.changes.some((c) => voided.includes(c.matchId))).toBe(false);
  });

  it('matches incremental rating, and a void changes only what follows it', () => {
    const full = recompute(history);
    // Incremental, as the live service does it: one match at a time.
    const live = new Map<string, PlayerRating>();
    for (const e of history.slice(0, 100)) {
      if (e.kind === 'season-reset' || e.scope.mode !== '1v1') continue;
      for (const [id, r] of rateMatch(e, (p) => live.get(p)).updated) live.set(id, r);
    }
    const replay = recompute(history.slice(0, 100));
    expect(replay.scopes.get('g1:sfb:1v1')).toEqual(live);

    const afterVoid = recompute(history, ['m37']);
    const changed = changesAfterVoid(full, afterVoid);
    const firstChanged = Math.min(...changed.map((c) => Number(c.matchId.slice(1))));
    expect(firstChanged).toBeGreaterThan(37);
    expect(full.changes.filter((c) => c.matchId === 'm37').length).toBeGreaterThan(0);
    expect(afterVoid.changes.length).toBe(full.changes.length - full.changes.filter((c) => c.matchId === 'm37').length);
  });

  it('archives the previous season at a reset and resets only the targeted game', () => {
    const book = recompute(history);
    expect(book.archives.map((a) => a.scopeKey)).toEqual(['g1:esw:ffa']);
    const archived = book.archives[0]!.ratings;
    const anyone = [...archived.keys()][0]!;
    expect(archived.get(anyone)!.games).toBeGreaterThan(0);
    const firstAfterReset = book.changes.find(
      (c) => c.scopeKey === 'g1:esw:ffa' && Number(c.matchId.slice(1)) >= 200 && c.playerId === anyone,
    );
    if (firstAfterReset) expect(firstAfterReset.before.mu).toBeCloseTo(25 + (archived.get(anyone)!.mu - 25) / 2, 10);
  });
});
