/**
 * Ascension Tactics board rules the first board tests leave open (rules/board.ts;
 * issue #23, mutation testing), exact: terrain tiles (an Enchantment, a Portal
 * moved from a Co-op starting hex) and the standard hexes left, the placed
 * Forests' mask (kept per list, never written into the map's), a seat's Portal
 * lists (a copy, the chosen Co-op Portal), the Turret and attack range with a
 * pawn off the battlefield, an Artifact without a discount, no reach off the
 * battlefield and targets in id order.
 */
import { describe, expect, it } from 'vitest';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import {
  activationCost,
  attackTargets,
  hasTerrain,
  inAttackRange,
  lineOfSight,
  movablePortals,
  moveTargets,
  portalsOf,
  standardHexes,
  turretTargets,
} from '../../src/games/at/rules/board.js';
import type { AtState } from '../../src/games/at/rules/state.js';

const setup = (x: Record<string, unknown>): AtState => scenarioSupport.setup(x as never).state;
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('AT board: terrain tiles and standard hexes', () => {
  it('AT-TT-3 AT-TT-32 an Enchantment is a terrain tile, its neighbours are not', () => {
    const s = setup({ map: 'beacon-heights' });
    expect([hasTerrain(s, '-2,3'), hasTerrain(s, '0,1'), hasTerrain(s, '-1,3'), hasTerrain(s, '1,-3')]).toEqual([true, true, false, false]);
    const standard = standardHexes(s);
    expect([standard.includes('-2,3'), standard.includes('0,1'), standard.includes('-1,3')]).toEqual([false, false, true]);
  });

  it('AT-TT-13 AT-CO-13 a Portal moved from a Co-op starting hex stands on its new hex; other hexes stay standard', () => {
    const s = setup({ mode: 'coop' });
    expect(hasTerrain(s, '0,1')).toBe(false);
    s.portalMoves = { '1,3': '0,1' };
    expect([hasTerrain(s, '0,1'), hasTerrain(s, '0,3'), hasTerrain(s, '-1,3')]).toEqual([true, false, false]);
    expect(standardHexes(s).includes('0,1')).toBe(false);
    expect(standardHexes(s).includes('0,3')).toBe(true);
  });
});

describe('AT board: placed Forests', () => {
  it('AT-TT-25 AT-LS-2 each list of placed Forests blocks its own hexes only, and never the map’s Forests of a later game', () => {
    // Three Sanctuaries: 0,2 and 0,-1 lie on one axis, so the one shortest path between them crosses 0,1 and 0,0.
    const base = setup({ champions: { a: { def: 'ember-sentinel', owner: 0, at: '0,2' } } });
    expect(lineOfSight(base, 0, '0,2', '0,-1')).toBe(true);
    const one = { ...base, forestsPlaced: ['0,1'] };
    const two = { ...base, forestsPlaced: ['3,-3'] };
    expect(lineOfSight(one, 0, '0,2', '0,-1')).toBe(false);
    expect(lineOfSight(two, 0, '0,2', '0,-1')).toBe(true);
    expect(lineOfSight(one, 0, '0,2', '0,-1')).toBe(false);
    // The map's own Forests were not written to: a position with no placed Forest sees through 0,1 again.
    expect(lineOfSight(base, 0, '0,2', '0,-1')).toBe(true);
  });
});

describe('AT board: Forest costs and masks across maps', () => {
  it('AT-MV-1 AT-TT-25 a hex reached first through a Forest keeps the cheaper way found after it', () => {
    // From 0,0 a Forest placed on 1,0 (its first neighbour): 2,-1 is 3 through the Forest, 2 through 1,-1.
    const s = setup({ forestsPlaced: ['1,0'], champions: { a: { def: 'ember-sentinel', owner: 0, at: '0,0' } } });
    const cost = (hex: string) => moveTargets(s, s.champions.a!).find((e) => e.hex === hex)?.cost;
    expect([cost('1,0'), cost('1,-1'), cost('2,-1'), cost('2,0')]).toEqual([2, 1, 2, 3]);
    expect(moveTargets(s, s.champions.a!).find((e) => e.hex === '2,-1')!.path).toEqual(['1,-1', '2,-1']);
  });

  it('AT-LS-2 one list of placed Forests on two maps: each map’s own Forests count, not the other’s', () => {
    const placed = ['3,-3'];
    // The Three Sanctuaries has a Forest on -1,2; the Beacon Heights has none there.
    const three = setup({ forestsPlaced: placed });
    const heights = { ...setup({ map: 'beacon-heights' }), forestsPlaced: three.forestsPlaced };
    expect(lineOfSight(three, 0, '-1,3', '-1,1')).toBe(false);
    expect(lineOfSight(heights, 0, '-1,3', '-1,1')).toBe(true);
  });
});

describe('AT board: Portal lists', () => {
  it('AT-TT-12 a seat’s Portal list is its own copy: changing it changes nothing for the next call', () => {
    const s = setup({});
    const list = portalsOf(s, 0);
    list.push('9,9');
    expect(portalsOf(s, 0)).toEqual(['0,4']);
  });

  it('AT-CO-13 in Co-op the Portal a player chose is the one it may move', () => {
    const s = setup({ mode: 'coop' });
    expect(movablePortals(s, 0)).toEqual(['-2,4']);
    s.chosenPortals = { 0: '1,3' };
    expect(movablePortals(s, 0)).toEqual(['1,3']);
  });
});

describe('AT board: pawns off the battlefield, costs and target order', () => {
  it('AT-TU-4 the Turret never targets an enemy off the battlefield', () => {
    const s = setup({
      turret: { hex: '0,0', owner: 0 },
      champions: { near: { def: 'veil-reaver', owner: 1, at: '0,-1' }, off: { def: 'lumen-adept', owner: 1, at: null } },
    });
    expect(ids(turretTargets(s, 0))).toEqual(['near']);
  });

  it('AT-AT-1 a pawn off the battlefield is in no one’s range and has no reach', () => {
    const s = setup({
      champions: { a: { def: 'ember-sentinel', owner: 0, at: '0,0' }, off: { def: 'veil-reaver', owner: 1, at: null } },
    });
    expect(inAttackRange(s, s.champions.a!, s.champions.off!)).toBe(false);
    expect(inAttackRange(s, s.champions.off!, s.champions.a!)).toBe(false);
    expect(moveTargets(s, s.champions.off!)).toEqual([]);
  });

  it('AT-RS-7 an Artifact without a discount leaves the activation cost as printed', () => {
    const s = setup({ champions: { a: { def: 'iron-warden', owner: 0, at: '0,0', artifacts: ['prism-lens'] } } });
    expect(s.champions.a!.artifacts).toHaveLength(1);
    expect(activationCost(s, s.champions.a!)).toBe(2);
  });

  it('AT-AT-3 AT-AT-4 attack targets come in id order, whatever order the pawns were written in', () => {
    // Star Oracle (Ranged) on 0,0: three enemies within 3 in line of sight, written zz, mm, aa.
    const s = setup({
      champions: {
        me: { def: 'star-oracle', owner: 0, at: '0,0' },
        zz: { def: 'veil-reaver', owner: 1, at: '0,-2' },
        mm: { def: 'veil-reaver', owner: 1, at: '2,0' },
        aa: { def: 'veil-reaver', owner: 1, at: '-1,0' },
      },
    });
    expect(ids(attackTargets(s, s.champions.me!))).toEqual(['aa', 'mm', 'zz']);
  });
});
