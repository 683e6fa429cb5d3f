/**
 * Tournament and ladder transitions, one by one (#23): every refusal with its
 * code and message, the log lines the Discord layer posts, seeding, tables of
 * a round, the end of each format, drops and pauses; the bracket and the
 * round-robin schedule as tables.
 */
import { describe, expect, it } from 'vitest';
import { createRng, shuffleInPlace } from '../../src/core/rng.js';
import {
  LadderError,
  TournamentError,
  acceptChallenge,
  activeEntrants,
  addEntrant,
  bracketOrder,
  bracketSize,
  createLadder,
  createTournament,
  declineChallenge,
  disqualifyPlayer,
  dropPlayer,
  expireChallenges,
  firstRoundPairs,
  issueChallenge,
  joinLadder,
  leaveLadder,
  nextLadderDeadline,
  nextRoundPairs,
  pauseTournament,
  recordChallengeResult,
  recordResult,
  repairRound,
  resumeTournament,
  roundRobinSchedule,
  startRound,
  startTournament,
  totalRounds,
  winnerOf,
  withdrawChallenge,
  type Format,
  type Ladder,
  type Table,
  type TableResult,
  type Tournament,
  type TournamentSettings,
} from '../../src/platform/tournaments/index.js';

const T0 = Date.UTC(2025, 4, 1);

function refused(
  run: () => unknown,
  code: string,
  message: string,
  type: typeof TournamentError | typeof LadderError = TournamentError,
): void {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error, `${code} expected`).toBeInstanceOf(type);
  expect((error as TournamentError).code).toBe(code);
  expect((error as Error).message).toBe(message);
}

const settings = (format: Format, over: Partial<TournamentSettings> = {}): TournamentSettings => ({
  format,
  rounds: 2,
  tableSize: { min: 2, max: 2 },
  seeding: 'rating',
  rngSeed: 'life',
  ...over,
});

function withPlayers(format: Format, n: number, over: Partial<TournamentSettings> = {}): Tournament {
  let t = createTournament('t1', settings(format, over));
  for (let i = 1; i <= n; i++) t = addEntrant(t, `p${i}`, 2000 - i * 10, T0 + i);
  return t;
}
const win = (a: string, b: string): TableResult => ({ kind: 'places', places: { [a]: 1, [b]: 2 } });
const last = (t: Tournament) => t.rounds[t.rounds.length - 1]!;
const actions = (t: Tournament) => t.log.map((l) => `${l.action}|${l.by}|${l.detail}`);

describe('creating a tournament', () => {
  it('starts empty, in sign-up', () => {
    expect(createTournament('t1', settings('swiss'))).toEqual({
      id: 't1',
      settings: settings('swiss'),
      status: 'signup',
      entrants: [],
      rounds: [],
      pauses: [],
      log: [],
    });
  });

  it('takes tables of 2 to 6 players; other formats are duels; Swiss needs a round', () => {
    for (const [min, max] of [
      [1, 2],
      [2, 7],
      [4, 3],
    ] as const)
      refused(
        () => createTournament('t', settings('swiss', { tableSize: { min, max } })),
        'bad-table-size',
        `Tables of ${min}-${max} players are not supported`,
      );
    expect(createTournament('t', settings('swiss', { tableSize: { min: 2, max: 6 } })).status).toBe('signup');
    expect(createTournament('t', settings('swiss', { tableSize: { min: 6, max: 6 } })).status).toBe('signup');
    refused(
      () => createTournament('t', settings('round-robin', { tableSize: { min: 2, max: 3 } })),
      'duels-only',
      'round-robin is for two-player games; use swiss for multi-seat tables',
    );
    refused(() => createTournament('t', settings('swiss', { rounds: 0 })), 'bad-rounds', 'Swiss needs at least one round');
    expect(createTournament('t', settings('swiss', { rounds: 1 })).status).toBe('signup');
    expect(createTournament('t', settings('single-elimination', { rounds: 0 })).status).toBe('signup');
  });
});

describe('sign-up and seeding', () => {
  it('seeds in sign-up order and logs each join, leaving the old state alone', () => {
    const t0 = createTournament('t1', settings('swiss'));
    const t1 = addEntrant(t0, 'ann', 1500, T0);
    const t2 = addEntrant(t1, 'bob', null, T0 + 1);
    expect(t0.entrants).toEqual([]);
    expect(t1.entrants).toHaveLength(1);
    expect(t2.entrants).toEqual([
      { id: 'ann', rating: 1500, seed: 1, status: 'active' },
      { id: 'bob', rating: null, seed: 2, status: 'active' },
    ]);
    expect(t2.log).toEqual([
      { action: 'join', by: 'ann', at: T0, detail: 'ann joined' },
      { action: 'join', by: 'bob', at: T0 + 1, detail: 'bob joined' },
    ]);
    refused(() => addEntrant(t2, 'ann', 1, T0), 'already-joined', 'ann already joined');
    refused(() => addEntrant(startTournament(t2, 'org', T0), 'cat', 1, T0), 'not-signup', 'Sign-up is closed');
  });

  it('by rating: highest first, sign-up order among equals, no rating last', () => {
    let t = createTournament('t1', settings('swiss', { rounds: 1 }));
    for (const [id, rating] of [
      ['a', 1500],
      ['b', null],
      ['c', 1700],
      ['d', 1500],
      ['e', null],
    ] as const)
      t = addEntrant(t, id, rating, T0);
    const started = startTournament(t, 'org', T0);
    expect(started.entrants.map((e) => [e.id, e.seed])).toEqual([
      ['c', 1],
      ['a', 2],
      ['d', 3],
      ['b', 4],
      ['e', 5],
    ]);
  });

  it('at random: the tournament seed decides, the same every time', () => {
    const t = withPlayers('swiss', 6, { seeding: 'random', rngSeed: 'lots' });
    const expected = shuffleInPlace(createRng('lots:seeding'), ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    const started = startTournament(t, 'org', T0);
    expect(started.entrants.map((e) => e.id)).toEqual(expected);
    expect(started.entrants.map((e) => e.seed)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(expected).not.toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('needs two players, once', () => {
    refused(() => startTournament(withPlayers('swiss', 1), 'org', T0), 'too-few', 'At least two players are needed');
    const started = startTournament(withPlayers('swiss', 2), 'org', T0);
    refused(() => startTournament(started, 'org', T0), 'not-signup', 'Already started');
  });
});

describe('rounds', () => {
  it('start: logs the start and pairs round 1, held until it is opened', () => {
    const t = startTournament(withPlayers('swiss', 3), 'org', T0 + 9);
    expect(t.status).toBe('running');
    expect(t.rounds).toEqual([
      {
        number: 1,
        status: 'pending',
        tables: [
          { id: 'r1t1', players: ['p1', 'p2'], bye: false, result: null },
          { id: 'r1t2', players: ['p3'], bye: true, result: null },
        ],
      },
    ]);
    expect(t.log.slice(3)).toEqual([
      { action: 'start', by: 'org', at: T0 + 9, detail: 'Started with 3 players' },
      { action: 'pair', by: null, at: T0 + 9, detail: 'Round 1 paired' },
    ]);
  });

  it('opening a round: only a running tournament, only a pending round', () => {
    refused(() => startRound(withPlayers('swiss', 2), 'org', T0), 'not-running', 'The tournament is not running');
    const t = startRound(startTournament(withPlayers('swiss', 2), 'org', T0), 'org', T0 + 5);
    expect(last(t).status).toBe('started');
    expect(t.log.at(-1)).toEqual({ action: 'start-round', by: 'org', at: T0 + 5, detail: 'Round 1 started' });
    refused(() => startRound(t, 'org', T0), 'no-pending-round', 'No round is waiting to start');
    refused(() => startRound(pauseTournament(t, 'org', T0), 'org', T0), 'not-running', 'The tournament is not running');
  });

  it('a result: refused off the table, incomplete, on a decided table or before the round starts', () => {
    const pending = startTournament(withPlayers('swiss', 3), 'org', T0);
    refused(() => recordResult(pending, 'r1t1', win('p1', 'p2'), null, T0), 'round-not-started', 'Round 1 is pending');
    const t = startRound(pending, null, T0);
    refused(() => recordResult(t, 'r9t9', win('p1', 'p2'), null, T0), 'no-table', 'No table r9t9');
    refused(
      () => recordResult(t, 'r1t2', { kind: 'places', places: { p3: 1 } }, null, T0),
      'already-decided',
      'Table r1t2 already has a result',
    );
    refused(() => recordResult(t, 'r1t1', win('p1', 'p3'), null, T0), 'bad-result', 'The result names a player not at this table');
    refused(
      () => recordResult(t, 'r1t1', { kind: 'forfeit', absent: ['p3'] }, null, T0),
      'bad-result',
      'The result names a player not at this table',
    );
    refused(
      () => recordResult(t, 'r1t1', { kind: 'places', places: { p1: 1 } }, null, T0),
      'bad-result',
      'Every player at the table needs a place',
    );
    const done = recordResult(t, 'r1t1', win('p2', 'p1'), 'p2', T0 + 7);
    refused(() => recordResult(done, 'r1t1', win('p1', 'p2'), null, T0), 'round-not-started', 'Round 1 is complete');
  });

  it('logs results and forfeits, completes the round and pairs the next', () => {
    let t = startRound(startTournament(withPlayers('swiss', 4), 'org', T0), null, T0);
    t = recordResult(t, 'r1t1', win('p1', 'p3'), 'p1', T0 + 1);
    expect(t.log.at(-1)).toEqual({ action: 'result', by: 'p1', at: T0 + 1, detail: 'r1t1: result recorded' });
    expect(last(t).status).toBe('started');
    t = recordResult(t, 'r1t2', { kind: 'forfeit', absent: ['p4'] }, 'org', T0 + 2);
    expect(t.log.slice(-2)).toEqual([
      { action: 'forfeit', by: 'org', at: T0 + 2, detail: 'r1t2: forfeit by p4' },
      { action: 'pair', by: null, at: T0 + 2, detail: 'Round 2 paired' },
    ]);
    expect(t.rounds.map((r) => [r.number, r.status])).toEqual([
      [1, 'complete'],
      [2, 'pending'],
    ]);
    // Round 2: winners meet, losers meet.
    expect(last(t).tables.map((tb) => tb.players)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
  });

  it('a Swiss ends after its rounds, with the number of rounds played', () => {
    let t = startRound(startTournament(withPlayers('swiss', 2, { rounds: 1 }), 'org', T0), null, T0);
    t = recordResult(t, 'r1t1', win('p1', 'p2'), null, T0 + 3);
    expect(t.status).toBe('finished');
    expect(t.log.at(-1)).toEqual({ action: 'finish', by: null, at: T0 + 3, detail: 'Finished after 1 rounds' });
    expect(totalRounds(t)).toBe(1);
  });

  it('counts the rounds of each format', () => {
    expect(totalRounds(withPlayers('swiss', 9, { rounds: 4 }))).toBe(4);
    expect(totalRounds(withPlayers('round-robin', 4))).toBe(3);
    expect(totalRounds(withPlayers('round-robin', 5))).toBe(5);
    expect(totalRounds(withPlayers('single-elimination', 5))).toBe(3);
    expect(totalRounds(withPlayers('single-elimination', 8))).toBe(3);
    expect(totalRounds(withPlayers('single-elimination', 2))).toBe(1);
  });

  it('re-pairs only a pending round, and logs it', () => {
    const t = startTournament(withPlayers('swiss', 4), 'org', T0);
    const again = repairRound(t, 'org', T0 + 4);
    expect(again.log.at(-1)).toEqual({ action: 'repair', by: 'org', at: T0 + 4, detail: 'Round 1 re-paired' });
    expect(last(again).tables).toEqual(last(t).tables);
    refused(
      () => repairRound(withPlayers('swiss', 4), 'org', T0),
      'no-pending-round',
      'Only a round that has not started can be re-paired',
    );
    refused(
      () => repairRound(startRound(t, null, T0), 'org', T0),
      'no-pending-round',
      'Only a round that has not started can be re-paired',
    );
  });
});

describe('formats end to end', () => {
  it('round robin of 4: the circle schedule, three rounds', () => {
    let t = startTournament(withPlayers('round-robin', 4), 'org', T0);
    const seen: string[][][] = [];
    while (t.status === 'running') {
      t = startRound(t, null, T0);
      seen.push(last(t).tables.map((tb) => tb.players));
      for (const tb of last(t).tables) t = recordResult(t, tb.id, win(tb.players[0]!, tb.players[1]!), null, T0);
    }
    expect(seen).toEqual([
      [
        ['p1', 'p4'],
        ['p2', 'p3'],
      ],
      [
        ['p3', 'p1'],
        ['p4', 'p2'],
      ],
      [
        ['p1', 'p2'],
        ['p3', 'p4'],
      ],
    ]);
    expect(t.log.at(-1)!.detail).toBe('Finished after 3 rounds');
  });

  it('round robin: a dropped player’s games become forfeits; a pair of two dropped players is not played', () => {
    let t = startTournament(withPlayers('round-robin', 4), 'org', T0);
    t = dropPlayer(t, 'p4', 'org', T0);
    expect(last(t).tables).toEqual([
      { id: 'r1t1', players: ['p1', 'p4'], bye: false, result: { kind: 'forfeit', absent: ['p4'] } },
      { id: 'r1t2', players: ['p2', 'p3'], bye: false, result: null },
    ]);
    t = dropPlayer(t, 'p2', 'org', T0);
    t = startRound(t, null, T0);
    // Round 1's p2–p3 is now a forfeit too, so the round is complete; round 2 pairs p3–p1 and not p4–p2.
    expect(last(t).tables).toEqual([{ id: 'r2t1', players: ['p3', 'p1'], bye: false, result: null }]);
  });

  it('single elimination: byes to the top seeds, winners advance, the final ends it', () => {
    let t = startTournament(withPlayers('single-elimination', 3), 'org', T0);
    expect(last(t).tables).toEqual([
      { id: 'r1t1', players: ['p1'], bye: true, result: null },
      { id: 'r1t2', players: ['p2', 'p3'], bye: false, result: null },
    ]);
    t = startRound(t, null, T0);
    refused(
      () => recordResult(t, 'r1t2', { kind: 'places', places: { p2: 1, p3: 1 } }, null, T0),
      'needs-winner',
      'Elimination matches need a single winner',
    );
    t = recordResult(t, 'r1t2', win('p3', 'p2'), null, T0);
    expect(last(t).tables).toEqual([{ id: 'r2t1', players: ['p1', 'p3'], bye: false, result: null }]);
    t = recordResult(startRound(t, null, T0), 'r2t1', win('p3', 'p1'), null, T0);
    expect(t.status).toBe('finished');
    expect(t.log.at(-1)!.detail).toBe('Finished after 2 rounds');
  });

  it('single elimination: only active players are seeded into the bracket', () => {
    let t = withPlayers('single-elimination', 4);
    t = startTournament(t, 'org', T0);
    t = dropPlayer(t, 'p2', 'org', T0);
    expect(last(t).tables.map((tb) => [tb.players, tb.bye])).toEqual([
      [['p1'], true],
      [['p3', 'p4'], false],
    ]);
  });

  it('ends when fewer than two players remain', () => {
    let t = startTournament(withPlayers('swiss', 3, { rounds: 5 }), 'org', T0);
    t = dropPlayer(t, 'p3', 'org', T0);
    t = dropPlayer(t, 'p2', 'org', T0);
    expect(last(t).tables).toEqual([{ id: 'r1t1', players: ['p1'], bye: true, result: null }]);
    t = startRound(t, null, T0 + 1);
    expect(t.status).toBe('finished');
    expect(t.log.at(-1)).toEqual({ action: 'finish', by: null, at: T0 + 1, detail: 'Finished after 1 rounds' });
  });
});

describe('drops, disqualifications, pauses', () => {
  it('refuses an unknown or already removed player; a dropped player may still be disqualified', () => {
    const t = startTournament(withPlayers('swiss', 4), 'org', T0);
    refused(() => dropPlayer(t, 'zed', 'org', T0), 'no-player', 'zed is not in this tournament');
    const dropped = dropPlayer(t, 'p4', 'org', T0 + 1);
    expect(dropped.log.at(-1)).toEqual({ action: 'drop', by: 'org', at: T0 + 1, detail: 'p4: dropped' });
    refused(() => dropPlayer(dropped, 'p4', 'org', T0), 'not-active', 'p4 is already dropped');
    const dq = disqualifyPlayer(dropped, 'p4', 'org', T0 + 2, 'cheating');
    expect(dq.entrants.find((e) => e.id === 'p4')!.status).toBe('disqualified');
    expect(dq.log.some((l) => l.action === 'disqualify' && l.detail === 'p4: cheating' && l.at === T0 + 2)).toBe(true);
    refused(() => disqualifyPlayer(dq, 'p4', 'org', T0, 'again'), 'not-active', 'p4 is already disqualified');
    refused(() => dropPlayer(dq, 'p4', 'org', T0), 'not-active', 'p4 is already disqualified');
    expect(activeEntrants(dq).map((e) => e.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('a drop in a started round forfeits the open match; one whose match is decided changes nothing there', () => {
    let t = startRound(startTournament(withPlayers('swiss', 4, { rounds: 3 }), 'org', T0), null, T0);
    t = recordResult(t, 'r1t1', win('p1', 'p3'), null, T0);
    t = dropPlayer(t, 'p2', 'org', T0 + 1, 'left');
    expect(t.rounds[0]!.tables[1]!.result).toEqual({ kind: 'forfeit', absent: ['p2'] });
    expect(t.rounds[0]!.tables[0]!.result).toEqual(win('p1', 'p3'));
    expect(actions(t).slice(-3)).toEqual(['drop|org|p2: left', 'forfeit|org|r1t2: forfeit by p2', 'pair|null|Round 2 paired']);
    // p1 dropping now changes round 2 (pending): re-paired without p1.
    t = dropPlayer(t, 'p1', 'org', T0 + 2);
    expect(
      last(t)
        .tables.flatMap((tb) => tb.players)
        .sort(),
    ).toEqual(['p3', 'p4']);
  });

  it('pauses and resumes: only when running, resp. paused; each span kept', () => {
    let t = startTournament(withPlayers('swiss', 2), 'org', T0);
    refused(() => resumeTournament(t, 'org', T0), 'not-paused', 'The tournament is not paused');
    t = pauseTournament(t, 'org', T0 + 10);
    expect(t.status).toBe('paused');
    expect(t.log.at(-1)).toEqual({ action: 'pause', by: 'org', at: T0 + 10, detail: 'Paused' });
    refused(() => pauseTournament(t, 'org', T0), 'not-running', 'Only a running tournament can be paused');
    t = resumeTournament(t, 'org', T0 + 20);
    expect(t.status).toBe('running');
    expect(t.log.at(-1)).toEqual({ action: 'resume', by: 'org', at: T0 + 20, detail: 'Resumed' });
    t = resumeTournament(pauseTournament(t, 'org', T0 + 30), 'org', T0 + 40);
    expect(t.pauses).toEqual([
      { startMs: T0 + 10, endMs: T0 + 20 },
      { startMs: T0 + 30, endMs: T0 + 40 },
    ]);
    refused(() => pauseTournament(withPlayers('swiss', 2), 'org', T0), 'not-running', 'Only a running tournament can be paused');
  });
});

describe('the bracket', () => {
  it('orders seeds so that 1 and 2 meet last', () => {
    expect(bracketOrder(1)).toEqual([1]);
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    for (const bad of [0, -2, 3, 6, 12])
      expect(() => bracketOrder(bad), String(bad)).toThrow(`Bracket size must be a power of two, got ${bad}`);
  });

  it('sizes the bracket to the next power of two, two at least', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 16, 17].map(bracketSize)).toEqual([2, 2, 4, 4, 8, 8, 16, 16, 32]);
  });

  it('pairs the first round, byes going to the top seeds', () => {
    expect(firstRoundPairs(['s1', 's2', 's3', 's4', 's5'])).toEqual([
      ['s1', null],
      ['s4', 's5'],
      ['s2', null],
      ['s3', null],
    ]);
    expect(firstRoundPairs(['s1', 's2'])).toEqual([['s1', 's2']]);
  });

  it('finds the single winner of a table', () => {
    const table = (over: Partial<Table>): Table => ({ id: 'x', players: ['a', 'b'], bye: false, result: null, ...over });
    expect(winnerOf(table({ players: ['a'], bye: true }))).toBe('a');
    expect(winnerOf(table({ players: [], bye: true }))).toBeNull();
    expect(() => winnerOf(table({}))).toThrow('Table x has no result');
    expect(winnerOf(table({ result: win('b', 'a') }))).toBe('b');
    expect(winnerOf(table({ result: { kind: 'forfeit', absent: ['a'] } }))).toBe('b');
    expect(winnerOf(table({ result: { kind: 'forfeit', absent: ['a', 'b'] } }))).toBeNull();
    expect(() => winnerOf(table({ result: { kind: 'places', places: { a: 1, b: 1 } } }))).toThrow(
      'Table x: elimination needs a single winner',
    );
  });

  it('pairs winners of tables 2k and 2k+1; an odd last table meets nobody', () => {
    const done = (id: string, a: string, b: string): Table => ({ id, players: [a, b], bye: false, result: win(a, b) });
    expect(nextRoundPairs([done('1', 'a', 'b'), done('2', 'c', 'd'), done('3', 'e', 'f'), done('4', 'g', 'h')])).toEqual([
      ['a', 'c'],
      ['e', 'g'],
    ]);
    expect(nextRoundPairs([done('1', 'a', 'b'), done('2', 'c', 'd'), done('3', 'e', 'f')])).toEqual([
      ['a', 'c'],
      ['e', null],
    ]);
  });
});

describe('the round-robin schedule', () => {
  it('four players: three rounds, the fixed player listed second every other round', () => {
    expect(roundRobinSchedule(['a', 'b', 'c', 'd'])).toEqual([
      [
        ['a', 'd'],
        ['b', 'c'],
      ],
      [
        ['c', 'a'],
        ['d', 'b'],
      ],
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ]);
  });

  it('three players: a null seat, so each sits out once', () => {
    expect(roundRobinSchedule(['a', 'b', 'c'])).toEqual([
      [
        ['a', null],
        ['b', 'c'],
      ],
      [
        ['c', 'a'],
        [null, 'b'],
      ],
      [
        ['a', 'b'],
        ['c', null],
      ],
    ]);
    expect(roundRobinSchedule(['a', 'b'])).toEqual([[['a', 'b']]]);
  });
});

describe('the challenge ladder, refusal by refusal', () => {
  const DAY = 86_400_000;
  const base = (): Ladder => createLadder({ reach: 2, answerWithinMs: DAY }, ['a', 'b', 'c', 'd']);
  const no = (run: () => unknown, code: string, message: string) => refused(run, code, message, LadderError);

  it('creates, joins at the bottom, refuses a bad reach or a second join', () => {
    expect(createLadder({ reach: 1, answerWithinMs: DAY })).toEqual({
      settings: { reach: 1, answerWithinMs: DAY },
      order: [],
      challenges: [],
    });
    for (const reach of [0, -1, 1.5])
      no(() => createLadder({ reach, answerWithinMs: DAY }), 'bad-reach', 'Reach must be at least one place');
    expect(joinLadder(base(), 'e').order).toEqual(['a', 'b', 'c', 'd', 'e']);
    no(() => joinLadder(base(), 'c'), 'already-on-ladder', 'c is already on the ladder');
  });

  it('issues a challenge upwards within reach, one open challenge per player', () => {
    const l = issueChallenge(base(), 'x1', 'd', 'b', T0);
    expect(l.challenges).toEqual([{ id: 'x1', challenger: 'd', defender: 'b', issuedAt: T0, answerBy: T0 + DAY, status: 'pending' }]);
    no(() => issueChallenge(base(), 'x', 'zz', 'a', T0), 'not-on-ladder', 'Both players must be on the ladder');
    no(() => issueChallenge(base(), 'x', 'b', 'zz', T0), 'not-on-ladder', 'Both players must be on the ladder');
    no(() => issueChallenge(base(), 'x', 'b', 'b', T0), 'not-above', 'You can only challenge players above you');
    no(() => issueChallenge(base(), 'x', 'b', 'c', T0), 'not-above', 'You can only challenge players above you');
    no(() => issueChallenge(base(), 'x', 'd', 'a', T0), 'out-of-reach', 'You can challenge up to 2 places above');
    no(() => issueChallenge(l, 'x2', 'd', 'c', T0), 'busy', 'One of you already has an open challenge');
    no(() => issueChallenge(l, 'x2', 'c', 'b', T0), 'busy', 'One of you already has an open challenge');
    // Players not involved may still challenge each other.
    const other = createLadder({ reach: 2, answerWithinMs: DAY }, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(issueChallenge(issueChallenge(other, 'y1', 'f', 'e', T0), 'y2', 'c', 'a', T0).challenges).toHaveLength(2);
  });

  it('accepts before the deadline only, pending challenges only', () => {
    const l = issueChallenge(base(), 'x1', 'd', 'b', T0);
    no(() => acceptChallenge(l, 'zz', T0), 'no-challenge', 'No challenge zz');
    no(() => acceptChallenge(l, 'x1', T0 + DAY), 'expired', 'The time to answer has passed');
    const accepted = acceptChallenge(l, 'x1', T0 + DAY - 1);
    expect(accepted.challenges[0]!.status).toBe('accepted');
    no(() => acceptChallenge(accepted, 'x1', T0), 'not-pending', 'This challenge is not waiting for an answer');
  });

  it('settles played results: a winning challenger takes the place, a winning defender changes nothing', () => {
    const accepted = acceptChallenge(issueChallenge(base(), 'x1', 'd', 'b', T0), 'x1', T0);
    const up = recordChallengeResult(accepted, 'x1', 'd', T0);
    expect(up.order).toEqual(['a', 'd', 'b', 'c']);
    expect(up.challenges[0]).toMatchObject({ status: 'done', winner: 'd', byForfeit: false });
    const held = recordChallengeResult(accepted, 'x1', 'b', T0);
    expect(held.order).toEqual(['a', 'b', 'c', 'd']);
    no(() => recordChallengeResult(accepted, 'x1', 'a', T0), 'bad-winner', 'The winner must be one of the two players');
    no(() => recordChallengeResult(up, 'x1', 'd', T0), 'not-accepted', 'The challenge was never accepted');
    no(
      () => recordChallengeResult(issueChallenge(base(), 'x1', 'd', 'b', T0), 'x1', 'd', T0),
      'not-accepted',
      'The challenge was never accepted',
    );
  });

  it('declining forfeits the place; withdrawing keeps it; neither after an answer', () => {
    const l = issueChallenge(base(), 'x1', 'c', 'a', T0);
    const declined = declineChallenge(l, 'x1', T0);
    expect(declined.order).toEqual(['c', 'a', 'b', 'd']);
    expect(declined.challenges[0]).toMatchObject({ status: 'done', winner: 'c', byForfeit: true });
    const withdrawn = withdrawChallenge(l, 'x1', T0);
    expect(withdrawn.order).toEqual(['a', 'b', 'c', 'd']);
    expect(withdrawn.challenges[0]).toMatchObject({ status: 'done', winner: 'a', byForfeit: true });
    const accepted = acceptChallenge(l, 'x1', T0);
    no(() => declineChallenge(accepted, 'x1', T0), 'not-pending', 'This challenge is not waiting for an answer');
    no(() => withdrawChallenge(accepted, 'x1', T0), 'not-pending', 'This challenge is not waiting for an answer');
    no(() => withdrawChallenge(declined, 'x1', T0), 'not-pending', 'This challenge is not waiting for an answer');
  });

  it('leaving settles open challenges for the other side, other challenges untouched', () => {
    let l = createLadder({ reach: 2, answerWithinMs: DAY }, ['a', 'b', 'c', 'd', 'e', 'f']);
    l = issueChallenge(l, 'x1', 'c', 'a', T0);
    l = issueChallenge(l, 'x2', 'f', 'd', T0);
    l = acceptChallenge(l, 'x2', T0);
    const gone = leaveLadder(l, 'a', T0);
    expect(gone.order).toEqual(['c', 'b', 'd', 'e', 'f']);
    expect(gone.challenges.map((c) => [c.id, c.status, c.winner ?? null])).toEqual([
      ['x1', 'done', 'c'],
      ['x2', 'accepted', null],
    ]);
    // The challenger leaving: the defender wins by forfeit, nobody moves but the leaver.
    const left = leaveLadder(l, 'f', T0);
    expect(left.order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(left.challenges.find((c) => c.id === 'x2')).toMatchObject({ status: 'done', winner: 'd', byForfeit: true });
    // A finished challenge is left alone.
    const settled = leaveLadder(declineChallenge(l, 'x1', T0), 'a', T0);
    expect(settled.challenges.find((c) => c.id === 'x1')).toMatchObject({ winner: 'c' });
  });

  it('expires unanswered challenges at their deadline, and tells the next deadline', () => {
    let l = createLadder({ reach: 3, answerWithinMs: DAY }, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(nextLadderDeadline(l)).toBeNull();
    l = issueChallenge(l, 'x1', 'c', 'a', T0 + 5);
    l = issueChallenge(l, 'x2', 'f', 'd', T0);
    l = issueChallenge(l, 'x3', 'e', 'b', T0 + 9);
    l = acceptChallenge(l, 'x3', T0 + 10);
    expect(nextLadderDeadline(l)).toBe(T0 + DAY);
    expect(expireChallenges(l, T0 + DAY - 1)).toEqual(l);
    const expired = expireChallenges(l, T0 + DAY);
    expect(expired.challenges.map((c) => [c.id, c.status])).toEqual([
      ['x1', 'pending'],
      ['x2', 'done'],
      ['x3', 'accepted'],
    ]);
    expect(expired.order).toEqual(['a', 'b', 'c', 'f', 'd', 'e']);
    expect(nextLadderDeadline(expired)).toBe(T0 + 5 + DAY);
    expect(expireChallenges(l, T0 + 2 * DAY).challenges.map((c) => c.status)).toEqual(['done', 'done', 'accepted']);
    no(() => declineChallenge(expired, 'x2', T0), 'not-pending', 'This challenge is not waiting for an answer');
  });
});
