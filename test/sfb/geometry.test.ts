import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import type { Hex } from '../../src/core/hex.js';
import { sfbEngine, type SfbState } from '../../src/games/sfb/engine.js';
import { BOARD_KEYS, STATUE_AT, dist } from '../../src/games/sfb/rules/board.js';
import { walkDests, dashDests, leapDests, targetOptions, rowDir, type Dest } from '../../src/games/sfb/rules/geometry.js';
import type { Card, Targeting } from '../../src/games/sfb/content/index.js';

/**
 * Exact answers of the SFB geometry (src/games/sfb/rules/geometry.ts), in the
 * spirit of perft tables: every destination with its cost and path, in the
 * order the prompt offers them, and every target or orientation. The arena is
 * a hexagon of radius 4; statues stand on -3,0 / 0,0 / 3,0; deployment rows
 * are r = -4 (team 0) and r = 4 (team 1). Direction indexes: 0 = +q (east),
 * 1 = (+1,-1), 2 = (0,-1), 3 = -q, 4 = (-1,+1), 5 = (0,+1).
 * Expected values were worked out by hand; the walk counts of the open board
 * were also checked by a separate relaxation over axial coordinates.
 */

type Place = { seat: number; at: string | null };
const position = (champions: Record<string, Place>, traps: Record<string, string> = {}): SfbState =>
  sfbEngine.scenarios!.setup({ champions, traps } as Json).state;

/** "destination cost: path" lines, in the map's order. */
const walks = (m: Map<string, Dest>): string[] => [...m].map(([k, d]) => `${k} ${d.cost}: ${d.path.join(' ')}`);
const dashes = (m: Map<string, Dest & { dir: number }>): string[] =>
  [...m].map(([k, d]) => `${k} ${d.cost} d${d.dir}: ${d.path.join(' ')}`);

/** An enemy far from everything, so the position has both teams. */
const FAR = { gol: { seat: 1, at: '-4,4' } };

describe('rowDir — SFB-HEX-2', () => {
  it('SFB-HEX-2 gives the direction index along each of the six rows, at distance 1 and 2, and null off a row or on the same hex', () => {
    const from = '0,-2';
    const table: [string, number | null][] = [
      ['1,-2', 0],
      ['2,-2', 0],
      ['1,-3', 1],
      ['2,-4', 1],
      ['0,-3', 2],
      ['0,-4', 2],
      ['-1,-2', 3],
      ['-2,-2', 3],
      ['-1,-1', 4],
      ['-2,0', 4],
      ['0,-1', 5],
      ['0,1', 5],
      ['1,-1', null],
      ['2,-1', null],
      ['-1,-3', null],
      ['0,-2', null],
    ];
    expect(table.map(([to]) => [to, rowDir(from, to)])).toEqual(table);
  });
});

describe('walkDests — SFB-MOVE', () => {
  it('SFB-MOVE-1 SFB-MOVE-9 with 1 point: the six neighbours, each costing 1, in direction order', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    expect(walks(walkDests(s, s.champs.kil!, 1))).toEqual([
      '1,-2 1: 1,-2',
      '1,-3 1: 1,-3',
      '0,-3 1: 0,-3',
      '-1,-2 1: -1,-2',
      '-1,-1 1: -1,-1',
      '0,-1 1: 0,-1',
    ]);
    expect(walkDests(s, s.champs.kil!, 0).size).toBe(0);
  });

  it('SFB-MOVE-1 SFB-MOVE-2 with 2 points: 17 hexes in breadth-first order, paths from the first step to the destination, the statue at 0,0 left out', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    expect(walks(walkDests(s, s.champs.kil!, 2))).toEqual([
      '1,-2 1: 1,-2',
      '1,-3 1: 1,-3',
      '0,-3 1: 0,-3',
      '-1,-2 1: -1,-2',
      '-1,-1 1: -1,-1',
      '0,-1 1: 0,-1',
      '2,-2 2: 1,-2 2,-2',
      '2,-3 2: 1,-2 2,-3',
      '1,-1 2: 1,-2 1,-1',
      '2,-4 2: 1,-3 2,-4',
      '1,-4 2: 1,-3 1,-4',
      '0,-4 2: 0,-3 0,-4',
      '-1,-3 2: 0,-3 -1,-3',
      '-2,-2 2: -1,-2 -2,-2',
      '-2,-1 2: -1,-2 -2,-1',
      '-2,0 2: -1,-1 -2,0',
      '-1,0 2: -1,-1 -1,0',
    ]);
  });

  it('SFB-MOVE-1 SFB-MOVE-2 reach table from 0,-2 on an open board, budgets 0 to 8 (0,1 needs 4 points: the statue is in the way)', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    const counts = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((b) => walkDests(s, s.champs.kil!, b).size);
    // 61 hexes − 3 statues − the walker − the far enemy = 56 at most.
    expect(counts).toEqual([0, 6, 17, 26, 39, 47, 55, 56, 56]);
    expect(walkDests(s, s.champs.kil!, 3).has('0,1')).toBe(false);
    expect(walks(walkDests(s, s.champs.kil!, 4)).filter((l) => l.startsWith('0,1 '))).toEqual(['0,1 4: 1,-2 1,-1 1,0 0,1']);
  });

  it('SFB-MOVE-9 every path is a chain of neighbours from beside the start to the destination, one hex per point, never on a statue', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    const dests = walkDests(s, s.champs.kil!, 5);
    expect(dests.size).toBe(47);
    for (const [k, d] of dests) {
      expect(d.path.length, k).toBe(d.cost);
      expect(d.path.at(-1), k).toBe(k);
      expect(dist('0,-2', d.path[0]!), k).toBe(1);
      for (let i = 1; i < d.path.length; i++) expect(dist(d.path[i - 1]!, d.path[i]!), k).toBe(1);
      expect(
        d.path.some((h) => STATUE_AT.has(h)),
        k,
      ).toBe(false);
    }
  });

  it('SFB-MOVE-2 SFB-MOVE-3 from a corner: the enemy blocks, the ally is crossed but not ended on', () => {
    const s = position({ kil: { seat: 0, at: '4,-4' }, mar: { seat: 0, at: '3,-4' }, gwa: { seat: 1, at: '4,-3' } });
    expect(walks(walkDests(s, s.champs.kil!, 2))).toEqual([
      '3,-3 1: 3,-3',
      '2,-4 2: 3,-4 2,-4',
      '2,-3 2: 3,-4 2,-3',
      '2,-2 2: 3,-3 2,-2',
      '3,-2 2: 3,-3 3,-2',
    ]);
    // With 3 points, 4,-2 (beyond the enemy) is reached around it.
    expect(walks(walkDests(s, s.champs.kil!, 3)).slice(5)).toEqual([
      '1,-4 3: 3,-4 2,-4 1,-4',
      '1,-3 3: 3,-4 2,-4 1,-3',
      '1,-2 3: 3,-4 2,-3 1,-2',
      '1,-1 3: 3,-3 2,-2 1,-1',
      '2,-1 3: 3,-3 2,-2 2,-1',
      '4,-2 3: 3,-3 3,-2 4,-2',
      '3,-1 3: 3,-3 3,-2 3,-1',
    ]);
  });

  it('SFB-MOVE-4 SFB-MOVE-5 SFB-TRAP-2 a trap hex is a destination but ends the leg: nothing is reached through it', () => {
    const open = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    const trapped = position({ kil: { seat: 0, at: '0,-2' }, ...FAR }, { '1,-2': 't07' });
    expect(walks(walkDests(open, open.champs.kil!, 2)).filter((l) => l.startsWith('2,-2 '))).toEqual(['2,-2 2: 1,-2 2,-2']);
    expect(walks(walkDests(trapped, trapped.champs.kil!, 2))).toEqual([
      '1,-2 1: 1,-2',
      '1,-3 1: 1,-3',
      '0,-3 1: 0,-3',
      '-1,-2 1: -1,-2',
      '-1,-1 1: -1,-1',
      '0,-1 1: 0,-1',
      '2,-3 2: 1,-3 2,-3',
      '2,-4 2: 1,-3 2,-4',
      '1,-4 2: 1,-3 1,-4',
      '0,-4 2: 0,-3 0,-4',
      '-1,-3 2: 0,-3 -1,-3',
      '-2,-2 2: -1,-2 -2,-2',
      '-2,-1 2: -1,-2 -2,-1',
      '-2,0 2: -1,-1 -2,0',
      '-1,0 2: -1,-1 -1,0',
      '1,-1 2: 0,-1 1,-1',
    ]);
    // 2,-2 now costs 3, by a path that avoids the trap.
    expect(walks(walkDests(trapped, trapped.champs.kil!, 3)).filter((l) => l.startsWith('2,-2 '))).toEqual(['2,-2 3: 1,-3 2,-3 2,-2']);
  });

  it('SFB-TRAP-2 a trap triggers on entry only: a champion standing on a trap hex (a written position) walks off it as from any hex', () => {
    const open = position({ kil: { seat: 0, at: '1,-2' }, ...FAR });
    const onTrap = position({ kil: { seat: 0, at: '1,-2' }, ...FAR }, { '1,-2': 't07' });
    // The 6 neighbours and the 11 hexes at distance 2 (the statue at 0,0 is the twelfth).
    expect(walkDests(onTrap, onTrap.champs.kil!, 2).size).toBe(17);
    expect(walks(walkDests(onTrap, onTrap.champs.kil!, 2))).toEqual(walks(walkDests(open, open.champs.kil!, 2)));
  });

  it('SFB-KO-6 from the portal the first point enters a free hex of the team deployment row, which starts every path', () => {
    const s = position({ kil: { seat: 0, at: null }, mar: { seat: 0, at: '3,-4' }, gwa: { seat: 1, at: '2,-4' } });
    expect(walkDests(s, s.champs.kil!, 0).size).toBe(0);
    expect(walks(walkDests(s, s.champs.kil!, 1))).toEqual(['0,-4 1: 0,-4', '1,-4 1: 1,-4', '4,-4 1: 4,-4']);
    expect(walks(walkDests(s, s.champs.kil!, 2))).toEqual([
      '0,-4 1: 0,-4',
      '1,-4 1: 1,-4',
      '4,-4 1: 4,-4',
      '-1,-3 2: 0,-4 -1,-3',
      '0,-3 2: 0,-4 0,-3',
      '1,-3 2: 1,-4 1,-3',
      '2,-3 2: 3,-4 2,-3',
      '3,-3 2: 3,-4 3,-3',
      '4,-3 2: 4,-4 4,-3',
    ]);
    const south = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: null } });
    expect(walks(walkDests(south, south.champs.gwa!, 1))).toEqual([
      '0,4 1: 0,4',
      '-1,4 1: -1,4',
      '-2,4 1: -2,4',
      '-3,4 1: -3,4',
      '-4,4 1: -4,4',
    ]);
  });

  it('SFB-KO-6 a team with no deployment side yet (still choosing in setup) has no way in from the portal', () => {
    const s = position({ kil: { seat: 0, at: null }, ...FAR });
    s.teams[0]!.side = -1;
    expect(walkDests(s, s.champs.kil!, 3).size).toBe(0);
  });

  it('SFB-KO-11 a trap on the entry hex ends the leg there too', () => {
    const s = position({ kil: { seat: 0, at: null }, ...FAR }, { '0,-4': 't07' });
    expect(walks(walkDests(s, s.champs.kil!, 2))).toEqual([
      '0,-4 1: 0,-4',
      '1,-4 1: 1,-4',
      '2,-4 1: 2,-4',
      '3,-4 1: 3,-4',
      '4,-4 1: 4,-4',
      '0,-3 2: 1,-4 0,-3',
      '1,-3 2: 1,-4 1,-3',
      '2,-3 2: 2,-4 2,-3',
      '3,-3 2: 3,-4 3,-3',
      '4,-3 2: 4,-4 4,-3',
    ]);
    expect(walks(walkDests(s, s.champs.kil!, 3)).filter((l) => l.startsWith('-1,-3 '))).toEqual(['-1,-3 3: 1,-4 0,-3 -1,-3']);
  });
});

describe('dashDests — SFB-KW-DASH', () => {
  it('SFB-KW-DASH-1 SFB-HEX-4 every row, up to the budget, stopped by the statue and the edge', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    expect(dashes(dashDests(s, s.champs.kil!, 2, null))).toEqual([
      '1,-2 1 d0: 1,-2',
      '2,-2 2 d0: 1,-2 2,-2',
      '1,-3 1 d1: 1,-3',
      '2,-4 2 d1: 1,-3 2,-4',
      '0,-3 1 d2: 0,-3',
      '0,-4 2 d2: 0,-3 0,-4',
      '-1,-2 1 d3: -1,-2',
      '-2,-2 2 d3: -1,-2 -2,-2',
      '-1,-1 1 d4: -1,-1',
      '-2,0 2 d4: -1,-1 -2,0',
      '0,-1 1 d5: 0,-1',
    ]);
    // A row already chosen (a dash that resumes after a trap) keeps to that row; the edge ends it.
    expect(dashes(dashDests(s, s.champs.kil!, 3, 1))).toEqual(['1,-3 1 d1: 1,-3', '2,-4 2 d1: 1,-3 2,-4']);
    expect(dashDests(s, s.champs.kil!, 0, null).size).toBe(0);
  });

  it('SFB-KW-DASH-2 an ally is crossed, an enemy blocks, a trap stops the dash on it', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, mar: { seat: 0, at: '1,-2' }, gwa: { seat: 1, at: '0,-3' } }, { '-1,-2': 't07' });
    expect(dashes(dashDests(s, s.champs.kil!, 2, null))).toEqual([
      '2,-2 2 d0: 1,-2 2,-2',
      '1,-3 1 d1: 1,-3',
      '2,-4 2 d1: 1,-3 2,-4',
      '-1,-2 1 d3: -1,-2',
      '-1,-1 1 d4: -1,-1',
      '-2,0 2 d4: -1,-1 -2,0',
      '0,-1 1 d5: 0,-1',
    ]);
  });

  it('SFB-KO-5 a champion on the portal has no dash', () => {
    const s = position({ kil: { seat: 0, at: null }, ...FAR });
    expect(dashDests(s, s.champs.kil!, 3, null).size).toBe(0);
  });
});

describe('leapDests — Piqué, Saut, Placer', () => {
  it('SFB-KW-DIVE-1 SFB-KW-DIVE-4 up to n hexes along each row, landing only on free hexes', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    expect(leapDests(s, 'dive', '0,-2', 3)).toEqual([
      '1,-2',
      '2,-2',
      '3,-2',
      '1,-3',
      '2,-4',
      '0,-3',
      '0,-4',
      '-1,-2',
      '-2,-2',
      '-1,-1',
      '-2,0',
      '-3,1',
      '0,-1',
      '0,1',
    ]);
  });

  it('SFB-KW-DIVE-2 SFB-KW-DIVE-3 a dive passes over the ally, the enemy and the statue, and may land on a trap', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, mar: { seat: 0, at: '1,-2' }, gwa: { seat: 1, at: '0,-3' } }, { '-1,-2': 't07' });
    expect(leapDests(s, 'dive', '0,-2', 3)).toEqual([
      '2,-2',
      '3,-2',
      '1,-3',
      '2,-4',
      '0,-4',
      '-1,-2',
      '-2,-2',
      '-1,-1',
      '-2,0',
      '-3,1',
      '0,-1',
      '0,1',
    ]);
  });

  it('SFB-KW-JUMP-1 SFB-KW-JUMP-3 any free hex within n, in any direction, over whatever stands between', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, ...FAR });
    expect(leapDests(s, 'jump', '0,-2', 1)).toEqual(['0,-1', '1,-2', '-1,-1', '1,-3', '0,-3', '-1,-2']);
    expect(leapDests(s, 'jump', '0,-2', 2)).toEqual([
      '1,-1',
      '0,-1',
      '-1,0',
      '2,-2',
      '1,-2',
      '-1,-1',
      '-2,0',
      '2,-3',
      '1,-3',
      '0,-3',
      '-1,-2',
      '-2,-1',
      '2,-4',
      '1,-4',
      '0,-4',
      '-1,-3',
      '-2,-2',
    ]);
    // 0,1 is 3 hexes away and reachable only past the statue: a jump of 3 lands there.
    expect(leapDests(s, 'jump', '0,-2', 3)).toContain('0,1');
    expect(leapDests(s, 'jump', '0,-2', 3)).toHaveLength(26 + 1);
  });

  it('SFB-KW-JUMP-3 SFB-KW-PLACE-1 neither a jump nor a placement ends on a champion, a statue or the starting hex', () => {
    const s = position({ kil: { seat: 0, at: '1,-1' }, mar: { seat: 0, at: '2,-1' }, gwa: { seat: 1, at: '1,-2' } });
    // Around 1,-1: 2,-1 ally, 1,-2 enemy, 0,0 statue.
    expect(leapDests(s, 'jump', '1,-1', 1)).toEqual(['1,0', '0,-1', '2,-2']);
    // Placing around the enemy at 1,-2 (the centre of a Place): its free neighbours, in the arena's hex order.
    expect(leapDests(s, 'place', '1,-2', 1)).toEqual(['0,-1', '2,-2', '0,-2', '2,-3', '1,-3']);
    // The starting hex is left out by itself, not only for being occupied: from the empty 2,-2, its free neighbours
    // (2,-1, 1,-1 and 1,-2 are taken), never 2,-2.
    expect(leapDests(s, 'jump', '2,-2', 1)).toEqual(['3,-2', '3,-3', '2,-3']);
    expect(leapDests(s, 'place', '2,-2', 1)).toEqual(['3,-2', '3,-3', '2,-3']);
  });
});

// ---------------------------------------------------------------------------
// Targets.

const melee: Targeting = { kind: 'melee' };
const indirect = (min: number, max: number): Targeting => ({ kind: 'indirect', min, max });
const direct = (min: number, max: number): Targeting => ({ kind: 'direct', min, max });
const aoe = (...p: [number, number][]): Targeting => ({ kind: 'aoe', pattern: p.map(([q, r]): Hex => ({ q, r })) });
/** The four area shapes our cards use (src/games/sfb/content/cards.ts). */
const ARC = aoe([0, 1], [1, 0], [1, -1]);
const RING = aoe([1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]);
const LINE = aoe([1, 0], [2, 0]);
const BLAST = aoe([2, 0], [3, 0], [3, -1]);

/**
 * Kilgore at 0,-2 with an ally beside him and seven enemies around:
 *   gwa 1,-2 (1, row 0) · dug 0,-4 (2, row 2) · rat 2,-4 (2, row 1) · kol -2,-2 (2, row 3)
 *   kor 2,-1 (3, no row) · tzu -3,1 (3, row 4, behind the ally mar at -1,-1)
 *   sul 0,1 (3, row 5, behind the statue at 0,0) · der 4,-2 (4, row 0, behind gwa)
 */
const RANGE: Record<string, Place> = {
  kil: { seat: 0, at: '0,-2' },
  mar: { seat: 0, at: '-1,-1' },
  gwa: { seat: 1, at: '1,-2' },
  dug: { seat: 1, at: '0,-4' },
  rat: { seat: 1, at: '2,-4' },
  kol: { seat: 1, at: '-2,-2' },
  kor: { seat: 1, at: '2,-1' },
  tzu: { seat: 1, at: '-3,1' },
  sul: { seat: 1, at: '0,1' },
  der: { seat: 1, at: '4,-2' },
};
const ids = (s: SfbState, targeting: Targeting, filter: Card['targets'] = 'enemy', isAttack = true): string[] =>
  targetOptions(s, s.champs.kil!, targeting, filter, isAttack).map((o) => o.id);

describe('targetOptions — single targets (SFB-ATK-16..27)', () => {
  const s = position(RANGE);

  it('SFB-ATK-18 SFB-BASIC-12 melee: the adjacent enemy; the adjacent ally only when the card targets allies', () => {
    expect(ids(s, melee)).toEqual(['t:gwa']);
    expect(ids(s, melee, 'ally')).toEqual(['t:mar']);
    expect(ids(s, melee, 'any')).toEqual(['t:gwa', 't:mar']);
  });

  it('SFB-ATK-17 SFB-ATK-20 SFB-ATK-21 SFB-ATK-22 indirect: every enemy within [min, max], through champions and statues, sorted by id', () => {
    expect(ids(s, indirect(2, 3))).toEqual(['t:dug', 't:kol', 't:kor', 't:rat', 't:sul', 't:tzu']);
    expect(ids(s, indirect(1, 4))).toEqual(['t:der', 't:dug', 't:gwa', 't:kol', 't:kor', 't:rat', 't:sul', 't:tzu']);
    expect(ids(s, indirect(1, 1))).toEqual(['t:gwa']);
    expect(ids(s, indirect(4, 4))).toEqual(['t:der']);
    expect(ids(s, indirect(3, 3))).toEqual(['t:kor', 't:sul', 't:tzu']);
  });

  it('SFB-ATK-24 SFB-ATK-25 SFB-ATK-26 direct: in a row, within [min, max], nothing between (ally, enemy or statue)', () => {
    expect(ids(s, direct(2, 3))).toEqual(['t:dug', 't:kol', 't:rat']);
    expect(ids(s, direct(1, 4))).toEqual(['t:dug', 't:gwa', 't:kol', 't:rat']);
    expect(ids(s, direct(1, 1))).toEqual(['t:gwa']);
    expect(ids(s, direct(3, 4))).toEqual([]);
    // Without the ally in between, Tzu Xiao is in the line of fire; without Gwaien, Dergoth is.
    const open = position({ ...RANGE, mar: { seat: 0, at: null }, gwa: { seat: 1, at: null } });
    expect(ids(open, direct(3, 4))).toEqual(['t:der', 't:tzu']);
    expect(ids(open, indirect(3, 4))).toEqual(['t:der', 't:kor', 't:sul', 't:tzu']);
  });

  it('SFB-KO-5 a champion on the portal neither targets nor is targeted', () => {
    const portal = position({ ...RANGE, gwa: { seat: 1, at: null } });
    expect(ids(portal, indirect(1, 4))).toEqual(['t:der', 't:dug', 't:kol', 't:kor', 't:rat', 't:sul', 't:tzu']);
    const away = position({ ...RANGE, kil: { seat: 0, at: null } });
    expect(ids(away, indirect(1, 4))).toEqual([]);
    expect(ids(away, RING)).toEqual([]);
  });

  it('SFB-BASIC-3 SFB-BASIC-12 a champion never targets itself, whatever the targeting and the filter', () => {
    const crowd = position(RANGE);
    // A range from 0 (which the content schema refuses) would reach the attacker's own hex: the filter still leaves it out.
    for (const targeting of [melee, indirect(1, 4), indirect(0, 4), direct(0, 4), RING, ARC, LINE, BLAST, aoe([0, 0], [1, 0])])
      for (const filter of ['enemy', 'ally', 'any'] as const)
        for (const isAttack of [true, false])
          for (const o of targetOptions(crowd, crowd.champs.kil!, targeting, filter, isAttack))
            expect(o.targets, `${targeting.kind} ${filter} ${o.id}`).not.toContain('kil');
  });
});

describe('targetOptions — areas (SFB-ATK-28..30)', () => {
  /**
   * The hexes of each offered orientation, found by standing a single enemy on
   * each hex of the arena in turn; sorted.
   */
  function areas(at: string, targeting: Targeting): Record<string, string[]> {
    const s = position({ kil: { seat: 0, at }, gwa: { seat: 1, at: '-4,4' } });
    const out: Record<string, string[]> = {};
    for (const k of BOARD_KEYS) {
      if (k === at || STATUE_AT.has(k)) continue;
      s.champs.gwa!.at = k;
      for (const o of targetOptions(s, s.champs.kil!, targeting, 'enemy', true)) (out[o.id] ??= []).push(k);
    }
    for (const k in out) out[k]!.sort();
    return out;
  }
  const sorted = (t: Record<string, string[]>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, [...v].sort()]));

  // Orientation o:r turns the pattern r sixths of a turn clockwise on the board (north up):
  // the hex east of the attacker (1,0) goes to (0,1), then (-1,1), (-1,0), (0,-1), (1,-1).
  it('SFB-ATK-29 the arc in each of the six orientations', () => {
    expect(areas('1,-2', ARC)).toEqual(
      sorted({
        'o:0': ['1,-1', '2,-2', '2,-3'],
        'o:1': ['0,-1', '1,-1', '2,-2'],
        'o:2': ['0,-2', '0,-1', '1,-1'],
        'o:3': ['1,-3', '0,-2', '0,-1'],
        'o:4': ['2,-3', '1,-3', '0,-2'],
        'o:5': ['2,-2', '2,-3', '1,-3'],
      }),
    );
  });

  it('SFB-ATK-29 the line in each of the six orientations', () => {
    expect(areas('1,-2', LINE)).toEqual(
      sorted({
        'o:0': ['2,-2', '3,-2'],
        'o:1': ['1,-1', '1,0'],
        'o:2': ['0,-1', '-1,0'],
        'o:3': ['0,-2', '-1,-2'],
        'o:4': ['1,-3', '1,-4'],
        'o:5': ['2,-3', '3,-4'],
      }),
    );
  });

  it('SFB-ATK-29 the blast in each of the six orientations; hexes off the arena are dropped', () => {
    expect(areas('1,-2', BLAST)).toEqual(
      sorted({
        'o:0': ['3,-2', '4,-2', '4,-3'],
        'o:1': ['1,0', '1,1', '2,0'],
        'o:2': ['-1,0', '-2,1', '-1,1'],
        'o:3': ['-1,-2', '-2,-2', '-2,-1'],
        'o:4': ['1,-4', '0,-4'],
        'o:5': ['3,-4'],
      }),
    );
  });

  it('SFB-ATK-29 the ring is the same area in every orientation: offered once', () => {
    expect(areas('1,-2', RING)).toEqual(sorted({ 'o:0': ['2,-2', '2,-3', '1,-3', '0,-2', '0,-1', '1,-1'] }));
  });

  it("SFB-CARD-11 SFB-ATK-28 a pattern covering the attacker's hex leaves the attacker out", () => {
    expect(areas('1,-2', aoe([0, 0], [1, 0]))).toEqual({
      'o:0': ['2,-2'],
      'o:1': ['1,-1'],
      'o:2': ['0,-1'],
      'o:3': ['0,-2'],
      'o:4': ['1,-3'],
      'o:5': ['2,-3'],
    });
  });

  it('SFB-ATK-28 SFB-ATK-30 SFB-BASIC-13 an attack hits allies in the area too, but needs an enemy in it; a skill keeps to its filter', () => {
    const s = position({ kil: { seat: 0, at: '1,-2' }, mar: { seat: 0, at: '2,-2' }, gwa: { seat: 1, at: '2,-3' } });
    const kil = s.champs.kil!;
    // o:1 holds only Mariusz, o:2 and o:3 nobody: no enemy, no attack that way.
    expect(targetOptions(s, kil, ARC, 'enemy', true)).toEqual([
      { id: 'o:0', targets: ['mar', 'gwa'], rot: 0 },
      { id: 'o:4', targets: ['gwa'], rot: 4 },
      { id: 'o:5', targets: ['mar', 'gwa'], rot: 5 },
    ]);
    expect(targetOptions(s, kil, ARC, 'enemy', false)).toEqual([
      { id: 'o:0', targets: ['gwa'], rot: 0 },
      { id: 'o:4', targets: ['gwa'], rot: 4 },
      { id: 'o:5', targets: ['gwa'], rot: 5 },
    ]);
    expect(targetOptions(s, kil, ARC, 'ally', false)).toEqual([
      { id: 'o:0', targets: ['mar'], rot: 0 },
      { id: 'o:1', targets: ['mar'], rot: 1 },
      { id: 'o:5', targets: ['mar'], rot: 5 },
    ]);
  });
});
