/**
 * The arena's precomputed geometry (rules/board.ts), exact: the hexes, the
 * zones around the statues (SFB-KW-CONTROL-1: within 2 of one statue, not
 * tied between two, not the statue itself), the neighbours in direction
 * order, and the halves of the board from each side.
 */
import { describe, expect, it } from 'vitest';
import {
  BOARD_KEYS,
  DEPLOY,
  DEPLOY_SET,
  NEIGHBOURS,
  ON_BOARD,
  STATUE_AT,
  TRAP_SPACE_SET,
  ZONE_OF,
  dist,
  hexOf,
  inEnemyHalf,
} from '../../src/games/sfb/rules/board.js';

describe('SFB arena', () => {
  it('has the 61 hexes of radius 4, three statues, six trap spaces, two deployment rows of five', () => {
    expect(BOARD_KEYS).toHaveLength(61);
    expect(ON_BOARD.size).toBe(61);
    expect([ON_BOARD.has('4,-4'), ON_BOARD.has('4,-5'), ON_BOARD.has('4,1'), ON_BOARD.has('-4,0')]).toEqual([true, false, false, true]);
    expect([...STATUE_AT.keys()]).toEqual(['-3,0', '0,0', '3,0']);
    expect([...TRAP_SPACE_SET].sort()).toEqual(['-1,2', '-2,-1', '-4,2', '1,-2', '2,1', '4,-2']);
    expect(DEPLOY).toEqual([
      ['0,-4', '1,-4', '2,-4', '3,-4', '4,-4'],
      ['0,4', '-1,4', '-2,4', '-3,4', '-4,4'],
    ]);
    expect([DEPLOY_SET[0]!.has('2,-4'), DEPLOY_SET[0]!.has('0,4'), DEPLOY_SET[1]!.has('0,4')]).toEqual([true, false, true]);
  });

  it('zones: 12 hexes around Garnet (destruction), 10 around each side statue; statues and tied hexes in none (SFB-KW-CONTROL-1)', () => {
    const of = (zone: string) =>
      [...ZONE_OF]
        .filter(([, z]) => z === zone)
        .map(([k]) => k)
        .sort();
    expect(ZONE_OF.size).toBe(32);
    expect(of('destruction')).toEqual(['-1,0', '-1,1', '-1,2', '-2,2', '0,-1', '0,-2', '0,1', '0,2', '1,-1', '1,-2', '1,0', '2,-2']);
    expect(of('manipulation')).toHaveLength(10);
    expect(of('creation')).toHaveLength(10);
    // Distance 2 from two statues at once: no zone.
    for (const k of ['-2,1', '-1,-1', '1,1', '2,-1']) expect(ZONE_OF.has(k), k).toBe(false);
    // The statues' own hexes, and hexes 3 away from every statue.
    for (const k of ['-3,0', '0,0', '3,0', '0,-3', '0,3', '4,-4']) expect(ZONE_OF.has(k), k).toBe(false);
    expect([ZONE_OF.get('-1,0'), ZONE_OF.get('-2,0'), ZONE_OF.get('2,0'), ZONE_OF.get('-4,2'), ZONE_OF.get('4,-2')]).toEqual([
      'destruction',
      'manipulation',
      'creation',
      'manipulation',
      'creation',
    ]);
  });

  it('neighbours in direction order (east, north-east, north-west, west, south-west, south-east), null off the board', () => {
    expect(NEIGHBOURS.get('0,0')).toEqual(['1,0', '1,-1', '0,-1', '-1,0', '-1,1', '0,1']);
    expect(NEIGHBOURS.get('4,-4')).toEqual([null, null, null, '3,-4', '3,-3', '4,-3']);
    expect(NEIGHBOURS.get('-4,4')).toEqual(['-3,4', '-3,3', '-4,3', null, null, null]);
    expect(NEIGHBOURS.get('0,4')).toEqual([null, '1,3', '0,3', '-1,4', null, null]);
    expect(NEIGHBOURS.size).toBe(61);
  });

  it('distances and hexes, on the board and off it', () => {
    expect([dist('0,0', '0,0'), dist('0,0', '4,-4'), dist('-4,4', '4,-4'), dist('-3,0', '3,0'), dist('1,-2', '-1,2')]).toEqual([
      0, 4, 8, 6, 4,
    ]);
    expect(hexOf('2,-1')).toEqual({ q: 2, r: -1 });
    // Off the board: parsed from the key.
    expect(hexOf('7,-9')).toEqual({ q: 7, r: -9 });
    expect(dist('0,0', '7,-9')).toBe(9);
  });

  it('the enemy half: south of the middle row from side 0, north of it from side 1, the middle row in neither', () => {
    const rows = [-4, -1, 0, 1, 4].map((r) => `0,${r}`);
    expect(rows.map((k) => inEnemyHalf(k, 0))).toEqual([false, false, false, true, true]);
    expect(rows.map((k) => inEnemyHalf(k, 1))).toEqual([true, true, false, false, false]);
  });
});
