/**
 * The match options a setup refuses or keeps (rules/setup.ts: validateOptions
 * and the four seats' teams), exact: each list's length at and around its
 * bound, unknown and repeated champions with their messages, and which seats
 * play together when only some name a team.
 */
import { describe, expect, it } from 'vitest';
import { initialState, setupSteps } from '../../src/games/sfb/rules/setup.js';
import type { SfbOptions } from '../../src/games/sfb/rules/state.js';

const seats = (n: number, teams?: (number | undefined)[]) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ...(teams && teams[i] !== undefined ? { team: teams[i] } : {}) }));
const start = (options: Partial<SfbOptions>, n = 2, teams?: (number | undefined)[]) =>
  initialState({ mode: 'free', ...options } as SfbOptions, seats(n, teams), 'options');
const TWELVE = ['kil', 'gwa', 'mar', 'akh', 'sul', 'dug', 'kol', 'der', 'gol', 'kor', 'rat', 'tzu'];

describe('SFB options: free choice teams', () => {
  it('SFB-REC-2: two lists of 3 champions; any other count is refused', () => {
    expect(start({ teams: [TWELVE.slice(0, 3), TWELVE.slice(3, 6)] }).options.teams).toEqual([TWELVE.slice(0, 3), TWELVE.slice(3, 6)]);
    for (const teams of [
      [TWELVE.slice(0, 3)],
      [TWELVE.slice(0, 3), TWELVE.slice(3, 5)],
      [TWELVE.slice(0, 4), TWELVE.slice(4, 7)],
      [...Array(3)].map(() => TWELVE.slice(0, 3)),
    ])
      expect(() => start({ teams })).toThrow('teams: 2 lists of 3 champions expected');
  });

  it('SFB-4P-2: four lists of 2 champions with four players', () => {
    const four = [TWELVE.slice(0, 2), TWELVE.slice(2, 4), TWELVE.slice(4, 6), TWELVE.slice(6, 8)];
    expect(start({ teams: four }, 4).options.teams).toEqual(four);
    expect(() => start({ teams: four.slice(0, 2) }, 4)).toThrow('teams: 4 lists of 2 champions expected');
    expect(() => start({ teams: [...four.slice(0, 3), TWELVE.slice(8, 11)] }, 4)).toThrow('teams: 4 lists of 2 champions expected');
  });

  it('an unknown champion is refused by name', () => {
    expect(() => start({ teams: [['kil', 'gwa', 'zzz'], TWELVE.slice(3, 6)] })).toThrow('unknown champion zzz');
  });

  it('SFB-AMB-36 SFB-AMB-42: a champion on both teams is allowed, twice in one team is not, teammates included', () => {
    expect(
      start({
        teams: [
          ['kil', 'gwa', 'mar'],
          ['kil', 'gwa', 'mar'],
        ],
      }).options.teams![1],
    ).toEqual(['kil', 'gwa', 'mar']);
    expect(() => start({ teams: [['kil', 'kil', 'mar'], TWELVE.slice(3, 6)] })).toThrow(
      'teams: a champion can only be recruited once per team',
    );
    expect(() => start({ teams: [TWELVE.slice(3, 6), ['kil', 'gwa', 'gwa']] })).toThrow(
      'teams: a champion can only be recruited once per team',
    );
    // Seats 0 and 2 are one team, 1 and 3 the other.
    const mirror = [
      ['kil', 'gwa'],
      ['kil', 'gwa'],
      ['mar', 'akh'],
      ['mar', 'akh'],
    ];
    expect(start({ teams: mirror }, 4).options.teams).toEqual(mirror);
    expect(() =>
      start(
        {
          teams: [
            ['kil', 'gwa'],
            ['mar', 'akh'],
            ['kil', 'sul'],
            ['dug', 'kol'],
          ],
        },
        4,
      ),
    ).toThrow('teams: a champion can only be recruited once per team');
    expect(() =>
      start(
        {
          teams: [
            ['kil', 'gwa'],
            ['mar', 'akh'],
            ['sul', 'dug'],
            ['kol', 'mar'],
          ],
        },
        4,
      ),
    ).toThrow('teams: a champion can only be recruited once per team');
  });
});

describe('SFB options: the friendly pool', () => {
  it('SFB-REC-5: at least 6 different champions with two players', () => {
    expect(start({ mode: 'friendly', pool: TWELVE.slice(0, 6) }).options.pool).toEqual(TWELVE.slice(0, 6));
    expect(() => start({ mode: 'friendly', pool: TWELVE.slice(0, 5) })).toThrow(
      'pool: at least 6 (8 with four players) different champions',
    );
    expect(() => start({ mode: 'friendly', pool: [...TWELVE.slice(0, 5), 'kil'] })).toThrow(
      'pool: at least 6 (8 with four players) different champions',
    );
    expect(() => start({ mode: 'friendly', pool: [...TWELVE.slice(0, 5), 'xyz'] })).toThrow('unknown champion xyz');
  });

  it('SFB-4P-24: at least 8 with four players', () => {
    expect(start({ mode: 'friendly', pool: TWELVE.slice(0, 8) }, 4).options.pool).toEqual(TWELVE.slice(0, 8));
    expect(() => start({ mode: 'friendly', pool: TWELVE.slice(0, 7) }, 4)).toThrow(
      'pool: at least 6 (8 with four players) different champions',
    );
  });
});

describe('SFB options: champions brought to a competitive draft', () => {
  it('SFB-REC-8: two lists of 5 different champions with two players', () => {
    const brought = [TWELVE.slice(0, 5), TWELVE.slice(5, 10)];
    expect(start({ mode: 'competitive', brought }).options.brought).toEqual(brought);
    for (const bad of [[TWELVE.slice(0, 5)], [TWELVE.slice(0, 5), TWELVE.slice(5, 9)], [TWELVE.slice(0, 6), TWELVE.slice(6, 11)]])
      expect(() => start({ mode: 'competitive', brought: bad })).toThrow('brought: 2 lists of 5 champions expected');
    expect(() => start({ mode: 'competitive', brought: [TWELVE.slice(0, 5), ['kil', 'gwa', 'mar', 'akh', 'nop']] })).toThrow(
      'unknown champion nop',
    );
    expect(() => start({ mode: 'competitive', brought: [TWELVE.slice(0, 5), ['kil', 'gwa', 'mar', 'akh', 'kil']] })).toThrow(
      'brought: a player brings a champion once',
    );
  });

  it('SFB-4P-27: four lists of 3 with four players', () => {
    const brought = [TWELVE.slice(0, 3), TWELVE.slice(3, 6), TWELVE.slice(6, 9), TWELVE.slice(9, 12)];
    expect(start({ mode: 'competitive', brought }, 4).options.brought).toEqual(brought);
    expect(() => start({ mode: 'competitive', brought: [...brought.slice(0, 3), TWELVE.slice(0, 2)] }, 4)).toThrow(
      'brought: 4 lists of 3 champions expected',
    );
  });
});

describe('SFB options: four seats and their teams', () => {
  it('SFB-4P-2: teams are taken as named only when every seat names one and they pair up; otherwise seats alternate', () => {
    const teams = (named: (number | undefined)[]) => start({}, 4, named).players.map((p) => p.team);
    expect(teams([5, 9, 9, 5])).toEqual([0, 1, 1, 0]);
    expect(teams([5, 9, 9, undefined])).toEqual([0, 1, 0, 1]);
    expect(teams([undefined, 9, 9, 5])).toEqual([0, 1, 0, 1]);
    expect(teams([5, 5, 5, 5])).toEqual([0, 1, 0, 1]);
    expect(teams([1, 2, 3, 4])).toEqual([0, 1, 0, 1]);
    expect(start({}, 4, [5, 9, 9, 5]).teams.map((t) => t.seats)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(start({}, 2, [4, 4]).players.map((p) => p.team)).toEqual([0, 1]);
  });
});

describe('SFB options: more seats and their teams', () => {
  it('SFB-4P-2: two names held three times and once, or two seats naming none, are not two teams of two', () => {
    const teams = (named: (number | undefined)[]) => start({}, 4, named).players.map((p) => p.team);
    expect(teams([5, 5, 5, 9])).toEqual([0, 1, 0, 1]);
    expect(teams([5, undefined, undefined, 5])).toEqual([0, 1, 0, 1]);
  });
});

describe('SFB options: the competitive draft queued', () => {
  const ops = (n: number) => {
    const s = start({ mode: 'competitive' }, n);
    return setupSteps(s).filter((st) => st.op === 'bring' || st.op === 'pick');
  };

  it('SFB-4P-27: with four players each seat brings 3 champions, in turn order; there is no pick', () => {
    const s = start({ mode: 'competitive' }, 4);
    s.order = [2, 1, 0, 3];
    const brings = setupSteps(s).filter((st) => st.op === 'bring');
    expect(brings).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0, 3, 3, 3].map((seat) => ({ op: 'bring', seat })));
    expect(ops(4).filter((st) => st.op === 'pick')).toEqual([]);
  });

  it('SFB-REC-8 SFB-REC-11: with two players each brings 5, then each picks 3 of his own, first player first', () => {
    const s = start({ mode: 'competitive' }, 2);
    const [a, b] = s.order as [number, number];
    const steps = setupSteps(s).filter((st) => st.op === 'bring' || st.op === 'pick');
    expect(steps).toEqual([
      ...[a, a, a, a, a, b, b, b, b, b].map((seat) => ({ op: 'bring', seat })),
      ...[a, b, a, b, a, b].map((seat) => ({ op: 'pick', seat, from: 'own' })),
    ]);
  });
});
