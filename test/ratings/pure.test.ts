/**
 * The ratings core at its edges (#23): win/draw/loss counters, validation,
 * the model per result, decay bounds, soft and full resets, which scopes a
 * season reset touches in recompute, the leaderboard's order and tie-breaks.
 */
import { rate } from 'openskill';
import { plackettLuce, thurstoneMostellerFull } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/platform/clock/time.js';
import {
  DEFAULT_RATING_CONFIG,
  changesAfterVoid,
  decayedSkill,
  displayRating,
  hasTie,
  leaderboard,
  newPlayerRating,
  rateMatch,
  recompute,
  resetRating,
  scopeKey,
  validateMatch,
  type PlayerRating,
  type RatedMatch,
  type RatingBook,
  type RatingChange,
  type RatingConfig,
  type RatingEvent,
} from '../../src/platform/ratings/index.js';
import { modeOf, placesByUser, ratedShape } from '../../src/platform/ratings/rated-result.js';
import { competitionSettingsOf, competitionSettingsSchema, rankRoleFor, ratingConfigOf } from '../../src/platform/ratings/settings.js';

const T0 = Date.UTC(2025, 0, 1);
const duelScope = { guildId: 'g1', gameId: 'sfb', mode: '1v1' };
const player = (over: Partial<PlayerRating> = {}): PlayerRating => ({ ...newPlayerRating(), ...over });
const duel = (id: string, winner: string, loser: string, playedAt = T0, scope = duelScope): RatedMatch => ({
  id,
  scope,
  playedAt,
  teams: [[winner], [loser]],
  ranks: [1, 2],
});

describe('configuration and display', () => {
  it('starts at mu 25, sigma 25/3, shown as 1000 + 40·(mu − 3·sigma)', () => {
    expect(DEFAULT_RATING_CONFIG).toEqual({
      mu: 25,
      sigma: 25 / 3,
      display: { offset: 1000, scale: 40, z: 3 },
      decay: null,
      softResetKeep: 0.5,
    });
    expect(newPlayerRating()).toEqual({ mu: 25, sigma: 25 / 3, games: 0, wins: 0, draws: 0, losses: 0, lastPlayedAt: null });
    expect(scopeKey({ guildId: 'g', gameId: 'esw', mode: 'ffa' })).toBe('g:esw:ffa');
  });

  it('rounds the displayed number to the nearest whole', () => {
    expect(displayRating({ mu: 25.01, sigma: 25 / 3 })).toBe(1000);
    expect(displayRating({ mu: 25.02, sigma: 25 / 3 })).toBe(1001);
    expect(displayRating({ mu: 20, sigma: 1 })).toBe(1680);
    const custom: RatingConfig = { ...DEFAULT_RATING_CONFIG, display: { offset: 1500, scale: 10, z: 2 } };
    expect(displayRating({ mu: 30, sigma: 4 }, custom)).toBe(1720);
  });
});

describe('inactivity decay', () => {
  const config: RatingConfig = { ...DEFAULT_RATING_CONFIG, decay: { graceDays: 14, sigmaPerDay: 0.5 } };

  it('does nothing without a decay setting, or for a player who never played', () => {
    const r = player({ mu: 30, sigma: 2, lastPlayedAt: T0 });
    expect(decayedSkill(r, T0 + 400 * DAY_MS, DEFAULT_RATING_CONFIG)).toEqual({ mu: 30, sigma: 2 });
    expect(decayedSkill(player({ mu: 30, sigma: 2 }), T0 + 400 * DAY_MS, config)).toEqual({ mu: 30, sigma: 2 });
  });

  it('counts whole idle days past the grace period', () => {
    const r = player({ mu: 30, sigma: 2, lastPlayedAt: T0 });
    expect(decayedSkill(r, T0 + 15 * DAY_MS - 1, config)).toEqual({ mu: 30, sigma: 2 });
    // Within the grace period nothing is taken off either (a small sigma stays as it is).
    expect(decayedSkill(player({ mu: 30, sigma: 1, lastPlayedAt: T0 }), T0, config)).toEqual({ mu: 30, sigma: 1 });
    expect(decayedSkill(r, T0 + 15 * DAY_MS, config)).toEqual({ mu: 30, sigma: Math.sqrt(4 + 0.25) });
    expect(decayedSkill(r, T0 + 17 * DAY_MS + DAY_MS / 2, config)).toEqual({ mu: 30, sigma: Math.sqrt(4 + 3 * 0.25) });
  });

  it('never widens past the default sigma, nor narrows a sigma already wider', () => {
    expect(decayedSkill(player({ mu: 30, sigma: 8, lastPlayedAt: T0 }), T0 + 100 * DAY_MS, config)).toEqual({ mu: 30, sigma: 25 / 3 });
    expect(decayedSkill(player({ mu: 30, sigma: 9, lastPlayedAt: T0 }), T0 + 100 * DAY_MS, config)).toEqual({ mu: 30, sigma: 9 });
  });
});

describe('validating a rated match', () => {
  const base = duel('m1', 'a', 'b');

  it('accepts 2 to 6 teams of distinct players with numeric ranks', () => {
    expect(() => validateMatch(base)).not.toThrow();
    const six = { ...base, teams: [['a'], ['b'], ['c'], ['d'], ['e'], ['f']], ranks: [1, 2, 3, 4, 5, 6] };
    expect(() => validateMatch(six)).not.toThrow();
  });

  it('refuses each malformed shape with its reason', () => {
    const cases: [Partial<RatedMatch>, string][] = [
      [{ teams: [['a']], ranks: [1] }, 'Match m1: 2 to 6 teams, got 1'],
      [{ teams: [['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g']], ranks: [1, 2, 3, 4, 5, 6, 7] }, 'Match m1: 2 to 6 teams, got 7'],
      [{ ranks: [1] }, 'Match m1: one rank per team'],
      [{ teams: [['a'], []] }, 'Match m1: empty team'],
      [{ teams: [['a', 'b'], ['b']] }, 'Match m1: a player appears twice'],
      [{ ranks: [1, Number.NaN] }, 'Match m1: ranks must be numbers'],
      [{ ranks: [1, Number.POSITIVE_INFINITY] }, 'Match m1: ranks must be numbers'],
    ];
    for (const [change, message] of cases) expect(() => validateMatch({ ...base, ...change }), message).toThrow(new RangeError(message));
  });

  it('sees a tie in any repeated rank', () => {
    expect(hasTie([1, 2, 3])).toBe(false);
    expect(hasTie([1, 2, 2])).toBe(true);
    expect(hasTie([3, 1, 3])).toBe(true);
  });
});

describe('rating one match', () => {
  it('counts a win and a loss, and records the change', () => {
    const current = new Map([['a', player({ games: 3, wins: 1, draws: 1, losses: 1, lastPlayedAt: T0 - DAY_MS })]]);
    const result = rateMatch(duel('m1', 'a', 'b', T0), (id) => current.get(id));
    const [[a], [b]] = rate([[{ mu: 25, sigma: 25 / 3 }], [{ mu: 25, sigma: 25 / 3 }]], { rank: [1, 2], model: plackettLuce });
    expect(result.updated.get('a')).toEqual({ mu: a!.mu, sigma: a!.sigma, games: 4, wins: 2, draws: 1, losses: 1, lastPlayedAt: T0 });
    expect(result.updated.get('b')).toEqual({ mu: b!.mu, sigma: b!.sigma, games: 1, wins: 0, draws: 0, losses: 1, lastPlayedAt: T0 });
    expect(result.changes).toEqual([
      {
        matchId: 'm1',
        scopeKey: 'g1:sfb:1v1',
        playerId: 'a',
        outcome: 'win',
        before: { mu: 25, sigma: 25 / 3 },
        after: { mu: a!.mu, sigma: a!.sigma },
        displayBefore: 1000,
        displayAfter: displayRating(a!),
      },
      {
        matchId: 'm1',
        scopeKey: 'g1:sfb:1v1',
        playerId: 'b',
        outcome: 'loss',
        before: { mu: 25, sigma: 25 / 3 },
        after: { mu: b!.mu, sigma: b!.sigma },
        displayBefore: 1000,
        displayAfter: displayRating(b!),
      },
    ]);
    expect(a!.mu).toBeCloseTo(27.6354, 4);
  });

  it('counts a draw as a draw: not a win, not a loss (Thurstone–Mosteller full)', () => {
    const current = new Map([['a', player({ games: 2, wins: 1, draws: 0, losses: 1 })]]);
    const result = rateMatch({ ...duel('m2', 'a', 'b'), ranks: [1, 1] }, (id) => current.get(id));
    expect(result.updated.get('a')).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1 });
    expect(result.updated.get('b')).toMatchObject({ games: 1, wins: 0, draws: 1, losses: 0 });
    expect(result.changes.map((c) => c.outcome)).toEqual(['draw', 'draw']);
    const [[a]] = rate([[{ mu: 25, sigma: 25 / 3 }], [{ mu: 25, sigma: 25 / 3 }]], { rank: [1, 1], model: thurstoneMostellerFull });
    expect(result.updated.get('a')!.sigma).toBe(a!.sigma);
    expect(result.updated.get('a')!.sigma).toBeCloseTo(7.2029, 4);
  });

  it('in a free-for-all, only those tied for first draw; a tie lower down is a loss', () => {
    const three = (ranks: number[]) =>
      rateMatch({ id: 'f', scope: { ...duelScope, mode: 'ffa' }, playedAt: T0, teams: [['a'], ['b'], ['c']], ranks }, () => undefined);
    expect(three([1, 1, 3]).changes.map((c) => c.outcome)).toEqual(['draw', 'draw', 'loss']);
    expect(three([1, 2, 2]).changes.map((c) => c.outcome)).toEqual(['win', 'loss', 'loss']);
    expect(three([2, 3, 1]).changes.map((c) => c.outcome)).toEqual(['loss', 'loss', 'win']);
    expect(three([1, 2, 2]).updated.get('b')).toMatchObject({ wins: 0, draws: 0, losses: 1 });
  });

  it('rates a player returning from a break from the decayed skill, and shows that as the before', () => {
    const config: RatingConfig = { ...DEFAULT_RATING_CONFIG, decay: { graceDays: 0, sigmaPerDay: 1 } };
    const back = player({ mu: 30, sigma: 3, lastPlayedAt: T0 - 7 * DAY_MS });
    const result = rateMatch(duel('m3', 'a', 'b', T0), (id) => (id === 'a' ? back : undefined), config);
    const change = result.changes[0]!;
    expect(change.before).toEqual({ mu: 30, sigma: 3 });
    expect(change.displayBefore).toBe(displayRating({ mu: 30, sigma: 4 }));
  });
});

describe('season resets', () => {
  it('soft: keeps half the distance from the default mean and widens sigma, counters restart', () => {
    const r = player({ mu: 35, sigma: 2, games: 40, wins: 30, draws: 4, losses: 6, lastPlayedAt: T0 });
    expect(resetRating(r, 'soft')).toEqual({
      mu: 30,
      sigma: Math.sqrt(4 + (25 / 6) ** 2),
      games: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      lastPlayedAt: T0,
    });
    expect(resetRating(player({ mu: 15, sigma: 8 }), 'soft')).toMatchObject({ mu: 20, sigma: 25 / 3 });
    const keepQuarter: RatingConfig = { ...DEFAULT_RATING_CONFIG, softResetKeep: 0.25 };
    expect(resetRating(r, 'soft', keepQuarter).mu).toBe(27.5);
  });

  it('full: everyone starts over, last game forgotten', () => {
    const r = player({ mu: 35, sigma: 2, games: 40, wins: 30, lastPlayedAt: T0 });
    expect(resetRating(r, 'full')).toEqual(newPlayerRating());
    const custom: RatingConfig = { ...DEFAULT_RATING_CONFIG, mu: 30, sigma: 10 };
    expect(resetRating(r, 'full', custom)).toMatchObject({ mu: 30, sigma: 10 });
  });
});

describe('recompute: which scopes a season reset touches', () => {
  const sfb1 = { guildId: 'g1', gameId: 'sfb', mode: '1v1' };
  const sfb2 = { guildId: 'g1', gameId: 'sfb', mode: '2v2' };
  const esw = { guildId: 'g1', gameId: 'esw', mode: 'ffa' };
  const g10 = { guildId: 'g10', gameId: 'sfb', mode: '1v1' };
  const sfbx = { guildId: 'g1', gameId: 'sfbx', mode: '1v1' };
  const played: RatingEvent[] = [
    duel('a1', 'p1', 'p2', T0, sfb1),
    {
      id: 'a2',
      scope: sfb2,
      playedAt: T0 + 1,
      teams: [
        ['p1', 'p3'],
        ['p2', 'p4'],
      ],
      ranks: [1, 2],
    },
    duel('a3', 'p1', 'p2', T0 + 2, esw),
    duel('a4', 'p1', 'p2', T0 + 3, g10),
    duel('a5', 'p1', 'p2', T0 + 4, sfbx),
  ];
  const keysOf = (book: RatingBook) => book.archives.map((a) => a.scopeKey);

  it('a reset of one game resets every mode of it in that server only', () => {
    const book = recompute([...played, { kind: 'season-reset', id: 's1', guildId: 'g1', gameId: 'sfb', reset: 'full' }]);
    expect(keysOf(book)).toEqual(['g1:sfb:1v1', 'g1:sfb:2v2']);
    expect(book.archives.every((a) => a.resetId === 's1')).toBe(true);
    expect(book.scopes.get('g1:sfb:1v1')!.get('p1')).toEqual(newPlayerRating());
    expect(book.scopes.get('g1:sfb:2v2')!.get('p3')).toEqual(newPlayerRating());
    for (const untouched of ['g1:esw:ffa', 'g10:sfb:1v1', 'g1:sfbx:1v1'])
      expect(book.scopes.get(untouched)!.get('p1')!.games, untouched).toBe(1);
  });

  it('a reset without a game resets every game of that server', () => {
    const book = recompute([...played, { kind: 'season-reset', id: 's1', guildId: 'g1', reset: 'soft' }]);
    expect(keysOf(book)).toEqual(['g1:sfb:1v1', 'g1:sfb:2v2', 'g1:esw:ffa', 'g1:sfbx:1v1']);
    expect(book.scopes.get('g10:sfb:1v1')!.get('p1')!.games).toBe(1);
    expect(book.scopes.get('g1:esw:ffa')!.get('p1')!.games).toBe(0);
  });

  it('archives the ratings as they were, and later games do not change the archive', () => {
    const book = recompute([
      ...played,
      { kind: 'season-reset', id: 's1', guildId: 'g1', gameId: 'esw', reset: 'soft' },
      duel('a6', 'p2', 'p1', T0 + 10, esw),
    ]);
    const archive = book.archives.find((a) => a.scopeKey === 'g1:esw:ffa')!;
    expect(archive.ratings.get('p1')!.games).toBe(1);
    expect(archive.ratings.get('p1')!.wins).toBe(1);
    expect(book.scopes.get('g1:esw:ffa')!.get('p1')).toMatchObject({ games: 1, wins: 0, losses: 1 });
    // The game after the reset starts from the soft-reset rating.
    const first = book.changes.find((c) => c.matchId === 'a6' && c.playerId === 'p1')!;
    expect(first.before).toEqual({
      mu: resetRating(archive.ratings.get('p1')!, 'soft').mu,
      sigma: resetRating(archive.ratings.get('p1')!, 'soft').sigma,
    });
  });

  it('a reset before a scope has games archives nothing for it', () => {
    const book = recompute([{ kind: 'season-reset', id: 's0', guildId: 'g1', reset: 'full' }, ...played]);
    expect(book.archives).toEqual([]);
    expect(book.scopes.get('g1:sfb:1v1')!.get('p1')!.games).toBe(1);
  });

  it('numbers the season of each match, voided matches skipped', () => {
    const book = recompute(
      [
        duel('b1', 'p1', 'p2', T0, sfb1),
        { kind: 'season-reset', id: 's1', guildId: 'g1', reset: 'soft' },
        duel('b2', 'p1', 'p2', T0 + 1, sfb1),
        { kind: 'season-reset', id: 's2', guildId: 'g2', reset: 'soft' },
        duel('b3', 'p1', 'p2', T0 + 2, sfb1),
      ],
      ['b2'],
    );
    expect([...book.resetsBefore]).toEqual([
      ['b1', 0],
      ['b3', 2],
    ]);
    expect(book.changes.map((c) => c.matchId)).toEqual(['b1', 'b1', 'b3', 'b3']);
  });
});

describe('changesAfterVoid', () => {
  const change = (matchId: string, playerId: string, mu: number, sigma = 8): RatingChange => ({
    matchId,
    scopeKey: 'g1:sfb:1v1',
    playerId,
    outcome: 'win',
    before: { mu: 25, sigma: 8 },
    after: { mu, sigma },
    displayBefore: 1000,
    displayAfter: 1000,
  });
  const book = (changes: RatingChange[]): RatingBook => ({ scopes: new Map(), changes, archives: [], resetsBefore: new Map() });

  it('keeps the changes whose result moved, or that are new', () => {
    const before = book([change('m1', 'a', 26), change('m1', 'b', 24), change('m2', 'a', 27), change('m3', 'a', 28)]);
    const after = book([
      change('m1', 'a', 26),
      change('m1', 'b', 24),
      change('m3', 'a', 27.5),
      change('m3', 'c', 25),
      change('m4', 'a', 26, 7),
    ]);
    expect(changesAfterVoid(before, after).map((c) => `${c.matchId}/${c.playerId}`)).toEqual(['m3/a', 'm3/c', 'm4/a']);
    const sigmaOnly = book([change('m1', 'a', 26, 7.5)]);
    expect(changesAfterVoid(before, sigmaOnly).map((c) => `${c.matchId}/${c.playerId}`)).toEqual(['m1/a']);
  });
});

describe('leaderboard order and tie-breaks', () => {
  const board = (ratings: [string, Partial<PlayerRating>][], minGames?: number, config?: RatingConfig, now = T0) =>
    leaderboard(new Map(ratings.map(([id, r]) => [id, player(r)])), now, minGames, config).map((row) => [
      row.rank,
      row.playerId,
      row.rating,
    ]);

  it('best conservative rating first; equal ratings: more games, then the player id', () => {
    expect(
      board([
        ['zed', { mu: 30, sigma: 2, games: 5, wins: 1 }],
        ['amy', { mu: 30, sigma: 2, games: 5, wins: 1 }],
        ['bob', { mu: 30, sigma: 2, games: 9, wins: 1 }],
        ['cat', { mu: 35, sigma: 4, games: 2, wins: 2 }],
        ['dan', { mu: 20, sigma: 1, games: 50, wins: 10 }],
      ]),
    ).toEqual([
      [1, 'bob', 1960],
      [1, 'amy', 1960],
      [1, 'zed', 1960],
      [4, 'cat', 1920],
      [5, 'dan', 1680],
    ]);
  });

  it('leaves out players under the minimum of games (one by default)', () => {
    const ratings: [string, Partial<PlayerRating>][] = [
      ['a', { mu: 30, sigma: 2, games: 0 }],
      ['b', { mu: 20, sigma: 2, games: 1, wins: 1 }],
      ['c', { mu: 25, sigma: 2, games: 3, wins: 1 }],
    ];
    expect(board(ratings).map((r) => r[1])).toEqual(['c', 'b']);
    expect(board(ratings, 3).map((r) => r[1])).toEqual(['c']);
    expect(board(ratings, 0).map((r) => r[1])).toEqual(['a', 'c', 'b']);
  });

  it('gives the share of games won, zero without games', () => {
    const rows = leaderboard(
      new Map([
        ['a', player({ games: 0 })],
        ['b', player({ games: 4, wins: 3 })],
      ]),
      T0,
      0,
    );
    expect(rows.map((r) => [r.playerId, r.games, r.winRate])).toEqual([
      ['b', 4, 0.75],
      ['a', 0, 0],
    ]);
  });

  it('ranks by the decayed rating: a long-idle leader drops below an active player', () => {
    const config: RatingConfig = { ...DEFAULT_RATING_CONFIG, decay: { graceDays: 14, sigmaPerDay: 0.5 } };
    const ratings: [string, Partial<PlayerRating>][] = [
      ['idle', { mu: 30, sigma: 2, games: 5, lastPlayedAt: T0 - 100 * DAY_MS }],
      ['busy', { mu: 29, sigma: 2, games: 5, lastPlayedAt: T0 }],
    ];
    expect(board(ratings).map((r) => r[1])).toEqual(['idle', 'busy']);
    expect(board(ratings, 1, config)).toEqual([
      [1, 'busy', 1920],
      [2, 'idle', displayRating({ mu: 30, sigma: Math.sqrt(4 + 86 * 0.25) })],
    ]);
  });
});

describe('rated shapes', () => {
  const seat = (s: number, userId: string | null, team: number | null = null) => ({ seat: s, userId, team, isBot: false });

  it('names the mode from the team sizes, largest first', () => {
    expect(modeOf([seat(0, 'a'), seat(1, 'b')])).toBe('1v1');
    expect(modeOf([seat(0, 'a'), seat(1, 'b'), seat(2, 'c')])).toBe('ffa');
    expect(modeOf([seat(0, 'a', 1), seat(1, 'b', 2)])).toBe('1v1');
    expect(modeOf([seat(0, 'a', 2), seat(1, 'b', 1), seat(2, 'c', 1), seat(3, 'd', 1)])).toBe('3v1');
    expect(modeOf([seat(0, 'a', 1), seat(1, 'b', 1), seat(2, 'c', 2), seat(3, 'd', 2), seat(4, 'e', 3), seat(5, 'f', 3)])).toBe('2v2v2');
    // A seat without a team next to teams plays on its own side.
    expect(modeOf([seat(0, 'a', 1), seat(1, 'b', 1), seat(2, 'c', null)])).toBe('2v1');
  });

  it('a team finishes where its best seat did', () => {
    const teams = [seat(0, 'a', 1), seat(1, 'b', 2), seat(2, 'c', 1), seat(3, 'd', 2)];
    expect(ratedShape(teams, { ranking: [[3], [0], [2], [1]], reason: '' })).toEqual({
      mode: '2v2',
      teams: [
        ['a', 'c'],
        ['b', 'd'],
      ],
      ranks: [2, 1],
    });
  });

  it('places by user leave out seats without a user and seats not at the table', () => {
    const seats = [seat(0, 'a'), seat(1, null), seat(2, 'c')];
    expect([...placesByUser(seats, { ranking: [[1], [2], [7], [0]], reason: '' })]).toEqual([
      ['c', 2],
      ['a', 4],
    ]);
  });

  it('needs two seats at least, each with a place', () => {
    expect(ratedShape([seat(0, 'a')], { ranking: [[0]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a'), seat(1, 'b'), seat(2, 'c')], { ranking: [[0], [1]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a'), seat(1, 'b')], { ranking: [[1], [0]], reason: '' })).toEqual({
      mode: '1v1',
      teams: [['a'], ['b']],
      ranks: [2, 1],
    });
  });
});

describe('competition settings', () => {
  it('bounds each setting and falls back to the defaults', () => {
    const ok = (v: object) => competitionSettingsSchema.safeParse(v).success;
    expect([0, 1000].map((minGames) => ok({ minGames }))).toEqual([true, true]);
    expect([-1, 1001, 1.5].map((minGames) => ok({ minGames }))).toEqual([false, false, false]);
    expect(ok({ decay: { graceDays: 0, sigmaPerDay: 25 } })).toBe(true);
    expect(ok({ decay: { graceDays: 30, sigmaPerDay: 0.5 } })).toBe(true);
    expect(ok({ decay: { graceDays: -1, sigmaPerDay: 0.5 } })).toBe(false);
    expect(ok({ decay: { graceDays: 3651, sigmaPerDay: 1 } })).toBe(false);
    expect(ok({ decay: { graceDays: 1, sigmaPerDay: 0 } })).toBe(false);
    expect(ok({ decay: { graceDays: 1, sigmaPerDay: 26 } })).toBe(false);
    expect(ok({ rankRoles: [{ roleId: '123', min: 1000 }] })).toBe(true);
    expect(ok({ rankRoles: [{ roleId: 'abc', min: 1000 }] })).toBe(false);
    expect(ok({ rankRoles: [{ roleId: '1'.repeat(26), min: 1000 }] })).toBe(false);
    expect(ok({ rankRoles: Array.from({ length: 21 }, () => ({ roleId: '1', min: 0 })) })).toBe(false);
    for (const raw of [null, 'x', {}, { competition: 'x' }])
      expect(competitionSettingsOf(raw)).toEqual({ minGames: 1, decay: null, rankRoles: [] });
    expect(competitionSettingsOf({ competition: { minGames: 5 } })).toEqual({ minGames: 5, decay: null, rankRoles: [] });
  });

  it('turns the decay setting into the rating configuration', () => {
    const decay = { graceDays: 7, sigmaPerDay: 0.2 };
    expect(ratingConfigOf({ minGames: 1, decay, rankRoles: [] })).toEqual({ ...DEFAULT_RATING_CONFIG, decay });
    expect(ratingConfigOf({ minGames: 1, decay: null, rankRoles: [] })).toEqual(DEFAULT_RATING_CONFIG);
  });

  it('gives the band with the highest minimum reached, none below every band', () => {
    expect(rankRoleFor(1000, [])).toBeNull();
    const bands = [
      { roleId: '7', min: 1200 },
      { roleId: '5', min: 1000 },
    ];
    expect(rankRoleFor(999, bands)).toBeNull();
    expect(rankRoleFor(1000, bands)).toBe('5');
    expect(rankRoleFor(1200, bands)).toBe('7');
  });
});
