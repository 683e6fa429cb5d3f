/**
 * Ascension Tactics battlefield geometry and board rules (rules/geo.ts,
 * rules/board.ts), exact, in every direction and at each boundary (issue #23,
 * mutation testing): the hex index of a map, distances on and off the
 * battlefield, sides and shared turns in every mode, Portals, stats, line of
 * sight, the Turret, attack range, activation cost, movement and Sanctuary
 * control.
 */
import { describe, expect, it } from 'vitest';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { dist, geoOf, keyDist } from '../../src/games/at/rules/geo.js';
import {
  activationCost,
  allied,
  attackTargets,
  boardHexes,
  freePortals,
  inAttackRange,
  lineOfSight,
  mapOf,
  moveTargets,
  occupant,
  portalCard,
  portalsOf,
  sanctuaryController,
  sharedTurn,
  sideSeats,
  statsOf,
  teamOf,
  turnSeats,
  turretTargets,
} from '../../src/games/at/rules/board.js';
import { MAP_BY_ID } from '../../src/games/at/content/index.js';
import type { MapDef } from '../../src/games/at/content/schema.js';
import { EVIL, type AtState } from '../../src/games/at/rules/state.js';

const setup = (x: Record<string, unknown>): AtState => scenarioSupport.setup(x as never).state;
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('AT geo: a map as small integers', () => {
  // A map written for the test: radius 1, one Forest on the battlefield and one off it.
  const tiny = { id: 'mutation-tiny', radius: 1, forests: ['1,0', '3,3'] } as unknown as MapDef;

  it('keys nearest first, their index, coordinates, neighbours in direction order and Forests', () => {
    const g = geoOf(tiny);
    expect(g.keys).toEqual(['0,0', '-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
    expect(g.keys.map((k) => g.index.get(k))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...g.q]).toEqual([0, -1, 0, 1, 1, 0, -1]);
    expect([...g.r]).toEqual([0, 1, 1, 0, -1, -1, 0]);
    expect(g.nbs[0]).toEqual([3, 4, 5, 6, 1, 2]);
    expect(g.nbs[3]).toEqual([4, 0, 2]);
    expect(g.nbs[1]).toEqual([2, 0, 6]);
    expect([...g.forest]).toEqual([0, 0, 0, 1, 0, 0, 0]);
  });

  it('is computed once per map id', () => {
    const g = geoOf(tiny);
    expect(geoOf(tiny)).toBe(g);
    expect(geoOf({ ...tiny, radius: 3 } as MapDef)).toBe(g);
    expect(geoOf(MAP_BY_ID.get('three-sanctuaries')!).keys).toHaveLength(61);
  });

  it('distances in every direction, on the battlefield by index and off it by key', () => {
    const g = geoOf(MAP_BY_ID.get('three-sanctuaries')!);
    const at = (k: string) => g.index.get(k)!;
    const pairs: [string, string, number][] = [
      ['0,0', '0,0', 0],
      ['0,0', '3,0', 3],
      ['0,0', '0,-4', 4],
      ['0,0', '-2,0', 2],
      ['0,0', '2,-2', 2],
      ['0,0', '-3,3', 3],
      ['1,1', '-1,-1', 4],
      ['2,-1', '-1,2', 3],
      ['4,-4', '-4,4', 8],
      ['4,0', '-1,-3', 8],
      ['-2,4', '3,-1', 5],
    ];
    for (const [a, b, d] of pairs) {
      expect([a, b, dist(g, at(a), at(b)), dist(g, at(b), at(a))]).toEqual([a, b, d, d]);
      expect([a, b, keyDist(g, a, b), keyDist(g, b, a)]).toEqual([a, b, d, d]);
    }
    // One end or both off the battlefield.
    expect(keyDist(g, '0,0', '6,-1')).toBe(6);
    expect(keyDist(g, '6,-1', '0,0')).toBe(6);
    expect(keyDist(g, '-5,-5', '0,0')).toBe(10);
    expect(keyDist(g, '-4,0', '0,5')).toBe(9);
    expect(keyDist(g, '5,2', '-3,-6')).toBe(16);
    expect(keyDist(g, '7,0', '0,7')).toBe(7);
  });
});

describe('AT board: maps, sides and turns', () => {
  it('an unknown map is refused by name; the battlefield of a map is its hexes within its radius, built once', () => {
    const s = setup({});
    expect(mapOf(s).id).toBe('three-sanctuaries');
    expect(() => mapOf({ ...s, map: 'nowhere' })).toThrow('unknown Ascension Tactics map nowhere');
    const m = MAP_BY_ID.get('beacon-heights')!;
    const hexes = boardHexes(m);
    expect(hexes.size).toBe(37);
    expect(boardHexes(m)).toBe(hexes);
    expect([hexes.has('0,-3'), hexes.has('3,-3'), hexes.has('0,-4'), hexes.has('2,2')]).toEqual([true, true, false, false]);
  });

  it('AT-TM-1 AT-TM-6: in 2 vs 2, seats 0 and 2 against 1 and 3, and a team shares its turn', () => {
    const s = setup({ mode: 'teams' });
    expect(s.order).toEqual([0, 2, 1, 3]);
    expect([0, 1, 2, 3].map((x) => teamOf(s, x))).toEqual([0, 1, 0, 1]);
    expect([allied(s, 0, 2), allied(s, 1, 3), allied(s, 0, 1), allied(s, 2, 3), allied(s, 0, EVIL)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(sharedTurn(s)).toBe(true);
    expect(turnSeats(s)).toEqual([0, 2]);
    expect(turnSeats({ ...s, active: 3 })).toEqual([1, 3]);
    expect([sideSeats(s, 0), sideSeats(s, 3)]).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // TM-2: each team's members hold its Team card: 0 Runes on the first turn for the team that plays first, 2 for the other.
    expect([0, 1, 2, 3].map((x) => portalCard(s, x).firstTurnRunes)).toEqual([0, 2, 0, 2]);
    expect([0, 1, 2, 3].map((x) => portalsOf(s, x))).toEqual([['-4,5'], ['4,-5'], ['-1,5'], ['1,-5']]);
  });

  it('AT-ML-3 AT-ML-5: in the Melee each seat is its own side and holds its own Portal card', () => {
    const s = setup({ mode: 'melee', players: 4, first: 1 });
    expect(s.order).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((x) => teamOf(s, x))).toEqual([0, 1, 2, 3]);
    expect([sharedTurn(s), turnSeats(s)]).toEqual([false, [1]]);
    expect(sideSeats(s, 2)).toEqual([2]);
    expect([0, 1, 2, 3].map((x) => portalCard(s, x).firstTurnRunes)).toEqual([4, 0, 2, 3]);
    expect([0, 1, 2, 3].map((x) => portalsOf(s, x))).toEqual([['5,0'], ['0,5'], ['-5,0'], ['0,-5']]);
  });

  it('AT-CO-6 AT-CO-14 AT-CO-16: in Co-op both allies share one side, the turn and the Team 1 card; an inactive Portal one takes serves both', () => {
    const s = setup({ mode: 'coop', portalsTaken: { '1,3': 1 } });
    expect([teamOf(s, 0), teamOf(s, 1), teamOf(s, EVIL)]).toEqual([0, 0, EVIL]);
    expect([sharedTurn(s), turnSeats(s), sideSeats(s, 1)]).toEqual([true, [0, 1], [0, 1]]);
    expect([portalCard(s, 0).firstTurnRunes, portalCard(s, 1).firstTurnRunes]).toEqual([0, 0]);
    expect([portalsOf(s, 0), portalsOf(s, 1)]).toEqual([
      ['-2,4', '1,3'],
      ['2,2', '1,3'],
    ]);
    // A Portal the Evil Player holds is nobody's; a chosen starting Portal replaces the Portal card's.
    const evil = { ...s, portalsTaken: { '1,3': EVIL }, chosenPortals: { 0: '2,2' } };
    expect([portalsOf(evil, 0), portalsOf(evil, 1)]).toEqual([['2,2'], ['2,2']]);
  });

  it('AT-TT-12: in a duel a taken inactive Portal is its taker’s alone, after the Portal card’s, sorted', () => {
    const s = setup({ portalsTaken: { '4,-4': 0, '-4,4': 0 } });
    expect([sharedTurn(s), turnSeats(s), sideSeats(s, 1)]).toEqual([false, [0], [1]]);
    expect([portalsOf(s, 0), portalsOf(s, 1)]).toEqual([['0,4', '-4,4', '4,-4'], ['0,-4']]);
    expect([portalCard(s, 0).firstTurnRunes, portalCard(s, 1).firstTurnRunes]).toEqual([0, 2]);
    const sol = setup({ mode: 'solo' });
    expect([sharedTurn(sol), turnSeats(sol), portalCard(sol, 0).firstTurnRunes]).toEqual([false, [0], 0]);
  });

  it('AT-AMB-55 AT-TT-12: in 2 vs 2 a Portal a player took is not its teammate’s', () => {
    const s = setup({ mode: 'teams', portalsTaken: { '-5,0': 2 } });
    expect([portalsOf(s, 0), portalsOf(s, 2), portalsOf(s, 1)]).toEqual([['-4,5'], ['-1,5', '-5,0'], ['4,-5']]);
  });

  it('occupants and free Portals', () => {
    const s = setup({
      portalsTaken: { '4,-4': 0 },
      champions: { a: { def: 'ember-sentinel', owner: 0, at: '0,4' }, b: { def: 'veil-reaver', owner: 1, at: '4,-4' } },
    });
    expect([occupant(s, '0,4')?.id, occupant(s, '4,-4')?.id, occupant(s, '0,0')]).toEqual(['a', 'b', undefined]);
    expect([freePortals(s, 0), freePortals(s, 1)]).toEqual([[], ['0,-4']]);
  });
});

describe('AT board: stats', () => {
  it('AT-GP-8: printed values plus Artifacts, each skill once; boosts and Treasures on top', () => {
    const s = setup({
      champions: {
        a: {
          def: 'star-oracle',
          owner: 0,
          at: '0,0',
          artifacts: ['beacon-staff', 'seers-longbow', 'riveted-aegis', 'astral-compass', 'apprentice'],
        },
        b: { def: 'veil-reaver', owner: 1, at: '0,-2' },
      },
    });
    const st = statsOf(s, s.champions['a']!);
    // Star Oracle 1/3/3 ranged; Beacon Staff +2/+1 ranged, Longbow +1 ranged, Aegis +2 defense riposte, Compass +2 speed;
    // an Apprentice attached is no Artifact and adds nothing.
    expect([st.strength, st.defense, st.speed, [...st.skills]]).toEqual([4, 6, 5, ['ranged', 'riposte']]);
    s.players[0]!.boost = { strength: 1, defense: 2, speed: 3 };
    s.champions['a']!.treasure = { strength: 2, defense: 1, speed: 1, riposte: false };
    const boosted = statsOf(s, s.champions['a']!);
    expect([boosted.strength, boosted.defense, boosted.speed]).toEqual([7, 9, 9]);
    const b = statsOf(s, s.champions['b']!);
    expect([b.strength, b.defense, b.speed, [...b.skills]]).toEqual([3, 3, 3, []]);
    s.champions['b']!.treasure = { strength: 0, defense: 0, speed: 0, riposte: true };
    expect([...statsOf(s, s.champions['b']!).skills]).toEqual(['riposte']);
  });

  it('AT-TT-32 AT-FC-3: an Enchantment tile favours whoever stands on it; the Fairy Circle only its last placer’s pawn', () => {
    const s = setup({
      map: 'beacon-heights',
      fairy: { hex: '1,0', owner: 0 },
      champions: {
        a: { def: 'veil-reaver', owner: 0, at: '-2,3' },
        b: { def: 'veil-reaver', owner: 1, at: '2,-3' },
        c: { def: 'ember-sentinel', owner: 0, at: '1,0' },
        d: { def: 'ember-sentinel', owner: 1, at: '1,1' },
        e: { def: 'ember-sentinel', owner: 1, at: null },
      },
    });
    const sds = (id: string) => {
      const x = statsOf(s, s.champions[id]!);
      return [x.strength, x.defense, x.speed];
    };
    expect(sds('a')).toEqual([4, 4, 3]);
    expect(sds('b')).toEqual([4, 4, 3]);
    // Ember Sentinel 2/4/3; the Fairy Circle +3/+3/+0.
    expect(sds('c')).toEqual([5, 7, 3]);
    expect(sds('d')).toEqual([2, 4, 3]);
    expect(sds('e')).toEqual([2, 4, 3]);
    s.tokens.fairy = { hex: '1,1', owner: 0 };
    expect(sds('d')).toEqual([2, 4, 3]);
    s.tokens.fairy = { hex: '1,1', owner: 1 };
    expect(sds('d')).toEqual([5, 7, 3]);
  });

  it('a card that is not a Champion has no stats; the Evil squad reads its face in play', () => {
    const s = setup({ champions: { a: { def: 'ember-sentinel', owner: 0, at: '0,0' } } });
    expect(() => statsOf(s, { ...s.champions['a']!, def: 'spring-greaves' })).toThrow('spring-greaves is not a Champion');
    // A Cultist: 2/1/3, no skill.
    const cu = statsOf(s, { ...s.champions['a']!, def: 'cultist' });
    expect([cu.strength, cu.defense, cu.speed, [...cu.skills]]).toEqual([2, 1, 3, []]);
    const sol = setup({ mode: 'solo' });
    const boss = Object.values(sol.champions).find((c) => c.owner === EVIL)!;
    const st = statsOf(sol, boss);
    // The Solo face of its Evil card: 3/4/3.
    expect([boss.def, st.strength, st.defense, st.speed]).toEqual(['veil-reaver', 3, 4, 3]);
  });
});

describe('AT board: line of sight, the Turret and attack range', () => {
  const s = setup({
    champions: {
      me: { def: 'star-oracle', owner: 0, at: '0,2' },
      pal: { def: 'veil-reaver', owner: 0, at: '1,-1' },
      foe: { def: 'veil-reaver', owner: 1, at: '-1,0' },
      far: { def: 'veil-reaver', owner: 1, at: '0,-2' },
    },
  });

  it('AT-LS-2 AT-LS-3 AT-LS-6: a Forest or an enemy on every shortest path blocks; an ally, the ends and a second path do not', () => {
    // 0,2 → 0,-1 goes straight through 0,1 and 0,0: one path, clear.
    expect(lineOfSight(s, 0, '0,2', '0,-1')).toBe(true);
    // 1,1 → 3,1 crosses the Forest on 2,1.
    expect(lineOfSight(s, 0, '1,1', '3,1')).toBe(false);
    // −2,0 → 0,0 crosses the enemy on −1,0 for seat 0, an ally for seat 1.
    expect([lineOfSight(s, 0, '-2,0', '0,0'), lineOfSight(s, 1, '-2,0', '0,0')]).toEqual([false, true]);
    // 0,0 → 2,−2 crosses seat 0's own pawn on 1,−1: seat 1 is blocked, seat 0 is not.
    expect([lineOfSight(s, 0, '0,0', '2,-2'), lineOfSight(s, 1, '0,0', '2,-2')]).toEqual([true, false]);
    // −1,1 → 0,−1: two shortest paths (by −1,0, enemy, or by 0,0, clear).
    expect(lineOfSight(s, 0, '-1,1', '0,-1')).toBe(true);
    expect(lineOfSight(s, 0, '-1,0', '0,-2')).toBe(true);
    // An end on a Forest or on an enemy never blocks; adjacent hexes always see each other; off the map nothing does.
    expect([lineOfSight(s, 0, '0,0', '-1,2'), lineOfSight(s, 0, '-1,0', '0,0'), lineOfSight(s, 0, '0,0', '0,9')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(lineOfSight(s, 0, '0,9', '0,0')).toBe(false);
  });

  it('AT-TU-4 AT-AMB-46: the Turret hits enemies within 3 in line of sight and one on its own hex, by id', () => {
    expect(turretTargets(s, 0)).toEqual([]);
    const t = { ...s, tokens: { ...s.tokens, turret: { hex: '0,1', owner: 0 } } };
    // From 0,1: far (0,−2) at 3 in line, foe (−1,0) at 1.
    expect(ids(turretTargets(t, 0))).toEqual(['far', 'foe']);
    // For seat 1 the enemies are me (0,2: 1 away) and pal (1,−1: 2 away).
    expect(ids(turretTargets(t, 1))).toEqual(['me', 'pal']);
    const t4 = { ...s, tokens: { ...s.tokens, turret: { hex: '0,2', owner: 0 } } };
    expect(ids(turretTargets(t4, 0))).toEqual(['foe']);
    expect(ids(turretTargets(t4, 1))).toEqual(['me', 'pal']);
    // Standing on the Turret's hex; beyond 3; behind a Forest.
    const on = { ...s, tokens: { ...s.tokens, turret: { hex: '-1,0', owner: 0 } } };
    expect(ids(turretTargets(on, 0))).toEqual(['far', 'foe']);
    // From 2,−2: far (0,−2) 2 away behind the Forest on 1,−2; foe (−1,0) 3 away past seat 0's own pawn.
    const behind = { ...s, tokens: { ...s.tokens, turret: { hex: '2,-2', owner: 0 } } };
    expect(ids(turretTargets(behind, 0))).toEqual(['foe']);
    // From 3,−4: far 3 away in line, foe 4 away.
    const beyond = { ...s, tokens: { ...s.tokens, turret: { hex: '3,-4', owner: 0 } } };
    expect(ids(turretTargets(beyond, 0))).toEqual(['far']);
  });

  it('AT-AT-1 AT-AT-3 AT-KW-9: adjacent, or Ranged within 3 in line of sight', () => {
    const c = (id: string) => s.champions[id]!;
    // me (Ranged) on 0,2: far on 0,−2 is 4 away; foe on −1,0 is 2 away.
    expect([inAttackRange(s, c('me'), c('foe')), inAttackRange(s, c('me'), c('far'))]).toEqual([true, false]);
    expect(ids(attackTargets(s, c('me')))).toEqual(['foe']);
    // pal (melee) on 1,−1: foe and far both 2 away.
    expect(ids(attackTargets(s, c('pal')))).toEqual([]);
    expect([inAttackRange(s, c('pal'), c('foe')), inAttackRange(s, c('pal'), c('far'))]).toEqual([false, false]);
    const r = setup({
      champions: {
        me: { def: 'star-oracle', owner: 0, at: '0,2' },
        a: { def: 'veil-reaver', owner: 1, at: '0,-1' },
        b: { def: 'veil-reaver', owner: 1, at: '3,-1' },
        z: { def: 'veil-reaver', owner: 1, at: null },
        m: { def: 'veil-reaver', owner: 0, at: '-1,-1' },
      },
    });
    // From 0,2: a (0,−1) 3 away in line, b (3,−1) 3 away; the melee m on −1,−1 reaches a (adjacent), not b (4 away).
    expect(ids(attackTargets(r, r.champions['me']!))).toEqual(['a', 'b']);
    expect(ids(attackTargets(r, r.champions['m']!))).toEqual(['a']);
    expect(attackTargets(r, { ...r.champions['me']!, at: null })).toEqual([]);
    expect(inAttackRange(r, r.champions['me']!, r.champions['z']!)).toBe(false);
  });
});

describe('AT board: activation cost, movement and Sanctuaries', () => {
  it('AT-RS-7: the card’s cost less each discount, never below 0; a Cultist 2; a card that is no Champion 0', () => {
    const s = setup({
      champions: {
        a: { def: 'iron-warden', owner: 0, at: '0,0', artifacts: ['spring-greaves'] },
        b: { def: 'grave-tyrant', owner: 0, at: '1,0', artifacts: ['spring-greaves', 'prism-lens'] },
        c: { def: 'grave-tyrant', owner: 0, at: '2,0', artifacts: ['apprentice'] },
      },
    });
    expect(['a', 'b', 'c'].map((id) => activationCost(s, s.champions[id]!))).toEqual([1, 2, 3]);
    expect(activationCost(s, { ...s.champions['a']!, def: 'cultist' })).toBe(2);
    expect(activationCost(s, { ...s.champions['a']!, def: 'spring-greaves' })).toBe(0);
  });

  it('AT-MV-1..MV-7: ends by cost then hex, allies crossed but not ended on, enemies and Forests', () => {
    const s = setup({
      champions: {
        b: { def: 'barrow-brute', owner: 0, at: '0,0' },
        w: { def: 'ember-sentinel', owner: 0, at: '-1,0' },
        e: { def: 'veil-reaver', owner: 1, at: '1,0' },
      },
    });
    expect(moveTargets(s, s.champions['b']!).map((e) => `${e.hex} ${e.cost} ${e.path.join('>')}`)).toEqual([
      '-1,1 1 -1,1',
      '0,-1 1 0,-1',
      '0,1 1 0,1',
      '1,-1 1 1,-1',
      '-1,-1 2 0,-1>-1,-1',
      '-2,0 2 -1,0>-2,0',
      '-2,1 2 -1,0>-2,1',
      '-2,2 2 -1,1>-2,2',
      '0,-2 2 0,-1>0,-2',
      '0,2 2 0,1>0,2',
      '1,1 2 0,1>1,1',
      '2,-1 2 1,-1>2,-1',
      '2,-2 2 1,-1>2,-2',
    ]);
    expect(moveTargets(s, { ...s.champions['b']!, at: null })).toEqual([]);
    expect(moveTargets(s, { ...s.champions['b']!, at: '9,9' })).toEqual([]);
  });

  it('AT-TT-11 AT-TT-25: a Forest costs 2, the own Portal is entered, the enemy Portal is not', () => {
    const s = setup({ champions: { b: { def: 'antler-runner', owner: 0, at: '0,2' } } });
    const ends = moveTargets(s, s.champions['b']!).filter((e) => e.hex.startsWith('0,') || e.hex === '-1,2');
    expect(ends.map((e) => `${e.hex} ${e.cost} ${e.path.join('>')}`)).toEqual([
      '0,1 1 0,1',
      '0,3 1 0,3',
      '-1,2 2 -1,2',
      '0,0 2 0,1>0,0',
      '0,4 2 0,3>0,4',
      '0,-1 3 0,1>0,0>0,-1',
      '0,-2 4 0,1>0,0>0,-1>0,-2',
      '0,-3 5 0,1>0,0>0,-1>0,-2>0,-3',
    ]);
  });

  it('AT-TT-32: the Enchantment barriers are entered by no one', () => {
    const s = setup({ map: 'beacon-heights', champions: { b: { def: 'antler-runner', owner: 0, at: '0,2' } } });
    const ends = moveTargets(s, s.champions['b']!).map((e) => `${e.hex}:${e.cost}`);
    expect(ends.slice(0, 11)).toEqual([
      '-1,2:1',
      '-1,3:1',
      '0,3:1',
      '1,1:1',
      '1,2:1',
      '-1,1:2',
      '-2,2:2',
      '-2,3:2',
      '1,0:2',
      '2,0:2',
      '2,1:2',
    ]);
    expect([ends.length, ends.includes('0,1:2'), ends.some((e) => e.startsWith('0,-1:')), ends.some((e) => e.startsWith('0,-3:'))]).toEqual(
      [33, false, false, false],
    );
  });

  it('AT-TT-18 AT-TT-19 AT-AMB-17: a Sanctuary goes to the side with strictly more pawns on it and around it', () => {
    const at = (champions: Record<string, [number, string | null]>, mode = 'duel') =>
      sanctuaryController(
        setup({
          mode,
          champions: Object.fromEntries(
            Object.entries(champions).map(([id, [owner, hex]]) => [id, { def: 'veil-reaver', owner, at: hex }]),
          ),
        }),
        '0,0',
      );
    expect(at({})).toBe(null);
    expect(at({ a: [0, '0,0'] })).toBe(0);
    expect(at({ a: [1, '1,-1'], b: [0, '0,2'] })).toBe(1);
    expect(at({ a: [0, '0,1'], b: [1, '-1,0'] })).toBe(null);
    expect(at({ a: [0, '0,1'], b: [1, '-1,0'], c: [0, '1,0'] })).toBe(0);
    expect(at({ a: [0, '0,1'], b: [1, '-1,0'], c: [1, '0,-1'] })).toBe(1);
    expect(at({ a: [0, '0,1'], b: [1, '-1,0'], c: [1, '0,-1'], d: [0, '1,-1'] })).toBe(null);
    expect(at({ a: [0, '0,1'], b: [1, '-1,0'], c: [0, null], d: [0, '2,0'] })).toBe(null);
  });
});
