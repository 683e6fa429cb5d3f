import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { botAction, evaluate, usefulEnergy } from '../../src/games/coh/rules/bot.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
import { currentSpec, dist, geo } from '../../src/games/coh/rules/flow.js';
import type { CohChar, CohQuest } from '../../src/games/coh/rules/state.js';

/**
 * The CoH bot's evaluation, exact (mutation testing, docs/testing.md): small positions built by hand,
 * each term of `evaluate` read on its own by changing one thing, with the score it must give.
 * Distances on The Dojo's standard layout: dojo:0 is The Dojo, dojo:1–6 are 1 from it, a World's
 * spaces 1 and 2 are 2 from it, 3 and 6 are 3, 4 and 5 are 4.
 */

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Kaoru (seat 0) and Leaf (seat 1) in a Versus game, nothing on the board, no Quest; seat 1's turn. */
function arena(): CohState {
  const s = cohEngine.setup({ mode: 'versus', characters: ['kaoru', 'leaf'] }, seats(2), 'mutation-bot');
  s.spaces = {};
  s.quests = [];
  s.order = [1, 0];
  s.turn = 0;
  s.step = 'adventure';
  for (const c of s.chars) calm(c);
  return s;
}

/** A character at The Dojo with nothing gained: Health 10, Spirit 6, 4 of one resource, one Item. */
function calm(c: CohChar): void {
  c.at = THE_DOJO;
  c.health = 10;
  c.spirit = 6;
  c.energy = { red: 0, blue: 0, green: 0 };
  c.res = { grit: 4 };
  c.levels = [];
  c.nextAttack = 0;
  c.moveBonus = 0;
  c.items = [{ uid: 'i1', num: 1, charges: null }];
}

/**
 * The calm arena position's worth for seat 0: Health 3×5 + 0.5×5, Spirit 0.5×6, 4 Grit 0.5×4, one Item 2,
 * and the best prospect when the board is empty, −6×12.
 */
const CALM = 15 + 2.5 + 3 + 2 + 2 - 72;

describe('CoH bot evaluation, arenas (exact)', () => {
  it('COH-21.1.1 the calm position: every term at its resting value', () => {
    expect(evaluate(arena(), 0)).toBe(CALM);
    expect(CALM).toBe(-47.5);
  });

  it('COH-21.1.1 energy counts 40 a point up to the maximum, the shortest track 25 more, each track at 5 or levelled 10', () => {
    const s = arena();
    s.chars[0]!.energy = { red: 3, blue: 5, green: 12 };
    // 40 × (3 + 5 + 10) + 25 × 3 + 10 × 2 (blue at 5, green past it).
    expect(evaluate(s, 0)).toBe(CALM + 720 + 75 + 20);
    s.chars[0]!.energy = { red: 4, blue: 4, green: 4 };
    expect(evaluate(s, 0)).toBe(CALM + 480 + 100);
    s.chars[0]!.levels = ['red'];
    expect(evaluate(s, 0)).toBe(CALM + 480 + 100 + 10);
  });

  it('COH-9.4 Health counts 3 a point up to 5 in the arenas and half a point above; Spirit, next attack, move bonus, resources, Items', () => {
    const s = arena();
    const c = s.chars[0]!;
    const rest = CALM - 17.5;
    const health = (h: number) => {
      c.health = h;
      return evaluate(s, 0) - rest;
    };
    expect([0, 1, 4, 5, 6, 12].map(health)).toEqual([0, 3, 12, 15, 15.5, 18.5]);
    c.health = 10;
    c.spirit = 0;
    expect(evaluate(s, 0)).toBe(CALM - 3);
    c.spirit = 6;
    c.nextAttack = 2;
    c.moveBonus = 3;
    expect(evaluate(s, 0)).toBe(CALM + 4 + 3);
    c.nextAttack = 0;
    c.moveBonus = 0;
    c.res = { grit: 1, momentum: undefined } as CohChar['res'];
    expect(evaluate(s, 0)).toBe(CALM - 1.5);
    c.res = { grit: 4 };
    c.items = [];
    expect(evaluate(s, 0)).toBe(CALM - 2);
  });

  it('COH-21.1.1 an opponent’s energy costs 2 a point up to the maximum', () => {
    const s = arena();
    s.chars[1]!.energy = { red: 4, blue: 12, green: 0 };
    expect(evaluate(s, 0)).toBe(CALM - 28);
  });

  it('COH-21.1.1 COH-14.1 every track full: 300 and the walk home, 30 a step, no prospect', () => {
    const s = arena();
    const c = s.chars[0]!;
    c.energy = { red: 10, blue: 10, green: 10 };
    const full = 1200 + 250 + 30 + 17.5 + 3 + 2 + 2 + 300;
    expect(evaluate(s, 0)).toBe(full);
    c.at = 'baiyu:1';
    expect(evaluate(s, 0)).toBe(full - 60);
    c.energy = { red: 10, blue: 10, green: 11 };
    expect(evaluate(s, 0)).toBe(full - 60);
  });

  it('COH-21.1.1 lacking 6 or less, The Dojo pulls by the steps home, 3 more a step in the last two rounds', () => {
    const s = arena();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    // 10, 10, 5: lacking 5, two steps home.
    c.energy = { red: 10, blue: 10, green: 5 };
    const base = CALM + 40 * 25 + 25 * 5 + 30;
    expect(evaluate(s, 0)).toBe(base - 2);
    s.day = 5;
    s.round = 'dawn';
    expect(evaluate(s, 0)).toBe(base - 2);
    s.round = 'dusk';
    expect(evaluate(s, 0)).toBe(base - 8);
    s.day = 6;
    expect(evaluate(s, 0)).toBe(base - 8);
    s.day = 1;
    s.round = 'dawn';
    // Lacking 6: the pull is 0 a step; lacking 7: none.
    c.energy = { red: 10, blue: 10, green: 4 };
    expect(evaluate(s, 0)).toBe(CALM + 40 * 24 + 25 * 4 + 20);
    c.energy = { red: 10, blue: 10, green: 3 };
    expect(evaluate(s, 0)).toBe(CALM + 40 * 23 + 25 * 3 + 20);
    s.day = 6;
    s.round = 'dusk';
    c.energy = { red: 10, blue: 10, green: 4 };
    expect(evaluate(s, 0)).toBe(CALM + 40 * 24 + 25 * 4 + 20 - 6);
  });

  it('COH-21.1.1 the game over: 1e6 won, −1e6 lost, −5e5 with no Champion; in a scenario by its winners', () => {
    const s = arena();
    s.step = 'over';
    s.winner = 0;
    expect(evaluate(s, 0)).toBe(1e6);
    expect(evaluate(s, 1)).toBe(-1e6);
    s.winner = null;
    expect(evaluate(s, 0)).toBe(-5e5);
    const scn = scenario('s08', ['oric', 'leaf']);
    scn.step = 'over';
    scn.scn!.winners = [1];
    expect(evaluate(scn, 1)).toBe(1e6);
    expect(evaluate(scn, 0)).toBe(-1e6);
  });
});

describe('CoH bot evaluation, the best prospect in reach (exact)', () => {
  /** The calm position with one card, on a space 2 from The Dojo unless told. */
  const withCard = (id: string, faceUp = true, dmg = 0, sp = 'baiyu:1') => {
    const s = arena();
    s.spaces = { [sp]: { uid: 'w1', id, faceUp, dmg } };
    return s;
  };
  const gain = (s: CohState) => evaluate(s, 0) - CALM;

  it('COH-7.2 a face-down card is worth 1.5 energy at half weight, less 6 a step: 30 − 12', () => {
    expect(gain(withCard('bai-tea', false))).toBe(72 + 18);
    expect(gain(withCard('bai-tea', false, 0, 'baiyu:4'))).toBe(72 + 6);
  });

  it('COH-7.2 a face-up Event is worth 1; a Rift its Gift and half its Challenge’s energy, as far as the tracks lack it', () => {
    expect(gain(withCard('bai-tea'))).toBe(72 + 20 - 12);
    // Ember Rift: 3 Red, and 1 Red on a success: 3.5 energy.
    expect(gain(withCard('dsk-rift-ember'))).toBe(72 + 70 - 12);
    const s = withCard('dsk-rift-ember');
    s.chars[0]!.energy.red = 9;
    // 9 Red: the Gift's 1 Red and the success's 1, 1.5 energy (and the track's 360 + 10 at 5 or more).
    expect(gain(s)).toBe(360 + 10 + 72 + 30 - 12);
    s.chars[0]!.energy.red = 10;
    // Nothing to gain: the empty board's −72 stays.
    expect(gain(s)).toBe(400 + 10);
  });

  it('COH-7.2 COH-16.2 a Monster it can bring down (Health ≤ 4 + next attack, damage dealt counted) is worth its reward, one space closer', () => {
    // Koi Spirit, Health 2: 1 Blue and 1 Gold.
    expect(gain(withCard('bai-koi-spirit'))).toBe(72 + 40 - 6);
    // River Serpent, Health 5: out of reach of a blow of 4, in reach with 1 damage dealt or a next attack of 1 (2 Blue, 2 Gold).
    expect(gain(withCard('bai-river-serp'))).toBe(0);
    expect(gain(withCard('bai-river-serp', true, 1))).toBe(72 + 80 - 6);
    const s = withCard('bai-river-serp');
    s.chars[0]!.nextAttack = 1;
    expect(gain(s)).toBe(2 + 72 + 80 - 6);
    // Next to it: reach 1 leaves no step.
    expect(gain(withCard('bai-koi-spirit', true, 0, 'dojo:1'))).toBe(72 + 40);
  });

  it('COH-7.2 an Ally Monster is worth its Ally energy when it beats the reward, on its own space', () => {
    // Camel: Health 3, reward 1 Green 1 Gold (2), Ally 1 Red 1 Green (2): the Ally, not one space closer.
    expect(gain(withCard('are-camel'))).toBe(72 + 40 - 12);
    const s = withCard('are-camel');
    s.chars[0]!.energy.green = 10;
    // Green full: reward 1 Gold (1), Ally 1 Red (1).
    expect(gain(s)).toBe(400 + 10 + 72 + 20 - 12);
  });

  it('COH-7.2 the best of several cards counts, not their sum', () => {
    const s = arena();
    s.spaces = {
      'baiyu:1': { uid: 'w1', id: 'bai-tea', faceUp: false, dmg: 0 },
      'dojo:1': { uid: 'w2', id: 'bai-tea', faceUp: true, dmg: 0 },
      'baiyu:4': { uid: 'w3', id: 'bai-koi-spirit', faceUp: true, dmg: 0 },
    };
    // 18, 14, 40 − 18 = 22.
    expect(gain(s)).toBe(72 + 22);
  });
});

describe('CoH bot: usefulEnergy', () => {
  it('COH-21.1.1 per colour up to what the track lacks, Gold up to the rest', () => {
    const c = arena().chars[0]!;
    c.energy = { red: 8, blue: 10, green: 0 };
    expect(usefulEnergy(c, 10, { red: 3, blue: 1, green: 4, gold: 5 })).toBe(2 + 4 + 5);
    expect(usefulEnergy(c, 10, { red: 3, blue: 1, green: 4, gold: 9 })).toBe(6 + 6);
    expect(usefulEnergy(c, 10, { red: 0, blue: 0, green: 0, gold: 0 })).toBe(0);
    c.energy = { red: 12, blue: 10, green: 10 };
    expect(usefulEnergy(c, 10, { red: 3, blue: 0, green: 0, gold: 4 })).toBe(0);
    expect(usefulEnergy(c, 5, { red: 0, blue: 0, green: 0, gold: 4 })).toBe(0);
  });
});

/** A scenario for the given characters, nothing on the board, no Quest; its last seat's turn. */
function scenario(id: string, characters: CohChar['character'][]): CohState {
  const s = cohEngine.setup({ mode: 'versus', scenario: id as never, characters }, seats(characters.length), 'mutation-bot');
  s.spaces = {};
  s.quests = [];
  s.corrupted = [];
  s.step = 'adventure';
  s.order = characters.map((_, i) => characters.length - 1 - i);
  s.turn = 0;
  for (const c of s.chars) calm(c);
  return s;
}

describe('CoH bot evaluation, Quests (§32.6, exact)', () => {
  const quest = (id: string, part: 1 | 2 | 3, count = 0, seats = [0]): CohQuest => ({ id, seats, part, count });
  const gain = (s: CohState, q: CohQuest[]) => {
    const before = evaluate(s, 0);
    s.quests = q;
    const after = evaluate(s, 0);
    s.quests = [];
    return after - before;
  };

  it('COH-32.6.3 COH-32.6.4 a part done is worth 60, each count 20; another seat’s Quest nothing', () => {
    const s = arena();
    // Crimson path part 2 (9 Red): one part done, 10 a Red point up to 9, its reward (2 Gold) not pulling (no place).
    s.chars[0]!.energy.red = 3;
    expect(gain(s, [quest('q-crimson-path', 2)])).toBe(60 + 30);
    s.chars[0]!.energy.red = 12;
    expect(gain(s, [quest('q-crimson-path', 2, 2)])).toBe(60 + 40 + 90);
    expect(gain(s, [quest('q-crimson-path', 3)])).toBe(120);
    expect(gain(s, [quest('q-crimson-path', 2, 0, [1])])).toBe(0);
    // Treasure part 1 (3 Items): 10 an Item up to 3.
    expect(gain(s, [quest('q-treasure', 1)])).toBe(10);
    s.chars[0]!.items = [1, 2, 3, 4].map((n) => ({ uid: `i${n}`, num: n, charges: null }));
    expect(gain(s, [quest('q-treasure', 1)])).toBe(30);
  });

  it('COH-32.6.3 the way to a World’s objective: half its reward’s worth at 40 a point less 6 a step, never below 0', () => {
    const s = arena();
    // Drear walk part 1: 1 Blue; Drear's nearest spaces 2 steps away: 20 − 12.
    expect(gain(s, [quest('q-drear-walk', 1)])).toBe(8);
    s.chars[0]!.at = 'drear:1';
    expect(gain(s, [quest('q-drear-walk', 1)])).toBe(20);
    s.chars[0]!.at = 'baiyu:4';
    expect(gain(s, [quest('q-drear-walk', 1)])).toBe(0);
    // Oakenmoor part 1: 1 Green and an Item (half a point): 30 on its World.
    s.chars[0]!.at = 'oakenmoor:2';
    expect(gain(s, [quest('q-oakenmoor', 1)])).toBe(30);
    // A World out of play (S04 razes Worlds): no place to go.
    s.chars[0]!.at = THE_DOJO;
    delete s.layout['drear'];
    expect(gain(s, [quest('q-drear-walk', 1)])).toBe(0);
  });

  it('COH-32.6.3 in S02, S13, S14 a Quest part is worth 250 and its objective 250/40 energy more', () => {
    const s = scenario('s13', ['kaoru', 'leaf']);
    s.chars[0]!.at = 'drear:1';
    // 0.5 × 40 × (6.25 + 1) on the spot.
    expect(gain(s, [quest('q-drear-walk', 1)])).toBe(145);
    // Part 2, Arechi: its space 2 is next to Drear's space 1.
    expect(gain(s, [quest('q-drear-walk', 2)])).toBe(250 + 20 * (6.25 + 2) - 6);
  });

  it('COH-32.6.3 the Dojo rest, the face-down cards, Rifts, Monsters it can bring down, Bosses and Allies as places', () => {
    const s = arena();
    // Pilgrim part 2: rest on The Dojo, 2 Gold (40 on the spot).
    expect(gain(s, [quest('q-pilgrim', 2)])).toBe(60 + 40);
    s.spaces = {
      'baiyu:1': { uid: 'w1', id: 'bai-tea', faceUp: false, dmg: 0 },
      'dojo:1': { uid: 'w2', id: 'dsk-rift-tide', faceUp: true, dmg: 0 },
      'drear:1': { uid: 'w3', id: 'bai-river-serp', faceUp: true, dmg: 0 },
      'drear:2': { uid: 'w4', id: 'bai-koi-spirit', faceUp: true, dmg: 0 },
      'arechi:1': { uid: 'w5', id: 'bai-boss', faceUp: true, dmg: 6 },
    };
    // Pilgrim part 1 (events, 1 Green): the face-down card 2 away.
    expect(gain(s, [quest('q-pilgrim', 1)])).toBe(20 - 12);
    // Rift warden part 1 (1 Blue): the Tide Rift 1 away.
    expect(gain(s, [quest('q-rift-warden', 1)])).toBe(20 - 6);
    // Monster hunt part 1 (1 Gold): the Koi Spirit, not the Serpent; one step closer.
    s.chars[0]!.at = 'drear:3';
    expect(gain(s, [quest('q-monster-hunt', 1)])).toBe(20);
    // Boss slayer part 2 (3 Gold): the Boss with 6 damage (9 Health) on its space; with 4, out of reach.
    s.chars[0]!.at = 'arechi:1';
    expect(gain(s, [quest('q-boss-slayer', 2)])).toBe(60 + 60);
    s.spaces['arechi:1']!.dmg = 4;
    expect(gain(s, [quest('q-boss-slayer', 2)])).toBe(60);
    // Beast friend part 1 (1 Green): no Ally Monster on the board; then the Camel on its space.
    delete s.spaces['drear:2'];
    expect(gain(s, [quest('q-beast-friend', 1)])).toBe(0);
    s.spaces['arechi:2'] = { uid: 'w6', id: 'are-camel', faceUp: true, dmg: 0 };
    expect(gain(s, [quest('q-beast-friend', 1)])).toBe(20 - 6);
  });
});

/** A Corrupted of the given kind at a space: Health, starting Health and Resilience tokens as told, no team. */
const corrupted = (id: string, at: string, health: number, start: number, resilience: number, team: number | null = null) => ({
  uid: `k-${id}`,
  id,
  at,
  health,
  start,
  resilience,
  team,
  tag: null,
  temporary: false,
});

/** What a change to the position adds to seat's worth. */
/** The first space, in id order, `d` steps from `from`. */
const spaceAt = (s: CohState, from: string, d: number): string =>
  Object.keys(geo(s).adj)
    .sort()
    .find((x) => dist(s, from, x) === d)!;

function delta(s: CohState, seat: number, change: () => void): number {
  const before = evaluate(s, seat);
  change();
  return evaluate(s, seat) - before;
}

describe('CoH bot evaluation, a Quest’s Boss and the Monster phase in reach (exact)', () => {
  it('COH-32.6.3 COH-S03 a scenario’s Boss Health counts as damage dealt: Baiyu’s Boss (9, 6 less) is in a blow’s reach', () => {
    const s = scenario('s03', ['kaoru']);
    s.spaces = { 'baiyu:4': { uid: 'w1', id: 'bai-boss', faceUp: true, dmg: 0 } };
    // Boss slayer part 2: 3 Gold at 0.5 × 40, 3 steps (one space short of it).
    expect(delta(s, 0, () => (s.quests = [{ id: 'q-boss-slayer', seats: [0], part: 2, count: 0 }]))).toBe(60 + 60 - 18);
  });

  it('COH-8.1 on its own turn, a face-up Monster within its range strikes in the Monster phase: its Strength, 120 at a defeat', () => {
    const s = arena();
    s.order = [0, 1];
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    const at = (d: number) => spaceAt(s, 'baiyu:1', d);
    // Mist Heron: Strength 2, range 2, Health 3 (in a blow's reach: 3 energy at 0.5 × 40, one space short).
    const heron = (sp: string, faceUp = true) => ({ [sp]: { uid: 'w1', id: 'bai-mist-heron', faceUp, dmg: 0 } });
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6 - 2);
    s.spaces = {};
    expect(delta(s, 0, () => (s.spaces = heron(at(3))))).toBe(72 + 60 - 12);
    s.spaces = {};
    c.health = 2;
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6 - 120);
    s.spaces = {};
    c.health = 3;
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6 - 2);
    s.spaces = {};
    // Face down: no strike (a face-down card's prospect, 1.5 energy, 2 steps).
    expect(delta(s, 0, () => (s.spaces = heron(at(2), false)))).toBe(72 + 30 - 12);
    s.spaces = {};
    // While a Move still has steps to take, or on The Dojo, or on another seat's turn: no strike counted.
    s.pending = [{ k: 'move', seat: 0, left: 1 }];
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6);
    s.spaces = {};
    s.pending = [{ k: 'move', seat: 1, left: 1 }];
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6 - 2);
    s.spaces = {};
    s.pending = [];
    s.order = [1, 0];
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6);
    s.spaces = {};
    s.order = [0, 1];
    s.step = 'monsters';
    expect(delta(s, 0, () => (s.spaces = heron(at(2))))).toBe(72 + 60 - 6);
  });
});

describe('CoH bot evaluation, who plays with whom (exact)', () => {
  it('COH-S01 COH-S04 an opponent’s energy costs 3 a point in a scenario: everyone else in S01, no teammate in co-op S04', () => {
    const s01 = scenario('s01', ['kaoru', 'leaf', 'oric']);
    expect(delta(s01, 0, () => (s01.chars[1]!.energy.red = 2))).toBe(-6);
    const s04 = scenario('s04', ['kaoru', 'leaf']);
    expect(delta(s04, 0, () => (s04.chars[1]!.energy.red = 2))).toBe(0);
  });

  it('COH-8.1 a face-up Event on its space strikes no one: only its prospect counts (1 energy at 0.5 × 40)', () => {
    const s = arena();
    s.order = [0, 1];
    s.chars[0]!.at = 'baiyu:1';
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': { uid: 'w1', id: 'bai-tea', faceUp: true, dmg: 0 } }))).toBe(72 + 20);
    s.spaces = {};
    // A decision of its own other than a Move's steps (a stance) leaves the Ink Ghost's strike (3) counted; its prospect: 3 energy.
    s.pending = [{ k: 'stance', seat: 0 }];
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': { uid: 'w1', id: 'bai-ink-ghost', faceUp: true, dmg: 0 } }))).toBe(72 + 60 - 3);
  });
});

describe('CoH bot evaluation, the Corrupted to bring down (§28, exact)', () => {
  it('COH-28.9 S04: 30 a Health point left (Resilience tokens past the last at their starting Health), 9 a step to it', () => {
    const s = scenario('s04', ['kaoru', 'leaf']);
    // Enoki (range 1) 2 steps away, 6 Health and one more token of 8: (8 + 6) × 30, and 2 steps.
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 6, 8, 2)]))).toBe(-420 - 18);
    s.corrupted = [];
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', -3, 8, 2)]))).toBe(-240 - 18);
    s.corrupted = [];
    // Ophion reaches 2: one step less.
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ophion', 'baiyu:4', 5, 8, 1)]))).toBe(-150 - 27);
    s.corrupted = [];
    // Two: both count, the way to the nearest (Ashura, range 1, one step).
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'baiyu:4', 1, 8, 1), corrupted('ashura', 'dojo:1', 2, 8, 1)]))).toBe(
      -90 - 9,
    );
    s.corrupted = [];
    // Two as near: the first one's way, Ophion's (range 2: no step), not Enoki's.
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ophion', 'dojo:1', 1, 8, 1), corrupted('enoki', 'dojo:2', 2, 8, 1)]))).toBe(-90);
    s.corrupted = [];
    // A temporary one, or one of the seat's own team, is no foe.
    expect(delta(s, 0, () => (s.corrupted = [{ ...corrupted('enoki', 'baiyu:1', 6, 8, 2), temporary: true }]))).toBe(0);
    s.corrupted = [];
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 6, 8, 2, 0)]))).toBe(0);
    s.corrupted = [];
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 6, 8, 2, 1)]))).toBe(-438);
  });

  it('COH-S01 COH-4.6.3 on its own turn, each other character within 3 steps may strike before its next turn, on The Dojo too: its blow, 120 at a defeat; not in Versus', () => {
    const s = scenario('s01', ['kaoru', 'leaf', 'oric']);
    s.order = [0, 1, 2];
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    const at = (d: number) => spaceAt(s, 'baiyu:1', d);
    s.chars[1]!.at = at(4);
    s.chars[2]!.at = at(4);
    // Leaf 3 steps away: a blow of 4 (nothing else on the board moves).
    expect(delta(s, 0, () => (s.chars[1]!.at = at(3)))).toBe(-4);
    // Oric 1 step away with 2 more on his next attack: 6 more; 10 in all at 10 Health is a defeat, 120.
    s.chars[2]!.nextAttack = 2;
    expect(delta(s, 0, () => (s.chars[2]!.at = at(1)))).toBe(-116);
    // At 11 Health the 10 is no defeat: Oric walking off takes his 6 away.
    c.health = 11;
    expect(delta(s, 0, () => (s.chars[2]!.at = at(4)))).toBe(6);
    // On The Dojo too (characters strike there, §4.6.3), unlike Monsters; on another seat's turn, nothing counted.
    c.at = THE_DOJO;
    s.chars[1]!.at = 'baiyu:5';
    s.chars[2]!.at = 'baiyu:6';
    expect(dist(s, THE_DOJO, 'baiyu:6')).toBe(3);
    expect(delta(s, 0, () => (s.chars[2]!.at = 'baiyu:1'))).toBe(0);
    expect(delta(s, 0, () => (s.chars[2]!.at = 'baiyu:4'))).toBe(6);
    s.order = [1, 0, 2];
    expect(delta(s, 0, () => (s.chars[2]!.at = 'baiyu:1'))).toBe(0);
    // Versus: the other character is not counted.
    const v = arena();
    v.order = [0, 1];
    v.chars[0]!.at = 'baiyu:1';
    v.chars[1]!.at = at(4);
    expect(delta(v, 0, () => (v.chars[1]!.at = at(1)))).toBe(0);
  });

  it('COH-28.11 S04: on its own turn, an enemy Corrupted in reach strikes in the Monster phase', () => {
    const s = scenario('s04', ['kaoru', 'leaf']);
    // Seat 1 plays, on Baiyu's space 1 with Enoki (attack 2, range 1).
    s.chars[1]!.at = 'baiyu:1';
    expect(delta(s, 1, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 1, 8, 1)]))).toBe(-30 - 2);
    s.corrupted = [];
    s.chars[1]!.health = 2;
    // 2 or more of its 2 Health: −120 (the defeat's Doom token is not the last: no hazard more).
    expect(delta(s, 1, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 1, 8, 1)]))).toBe(-30 - 120);
    s.corrupted = [];
    s.chars[1]!.health = 3;
    expect(delta(s, 1, () => (s.corrupted = [corrupted('enoki', 'baiyu:1', 1, 8, 1)]))).toBe(-30 - 2);
    s.corrupted = [];
    // Not its turn: nothing strikes it before it plays.
    expect(delta(s, 0, () => (s.corrupted = [corrupted('enoki', 'dojo:0', 1, 8, 1)]))).toBe(-30);
  });

  it('COH-28.9 S16: the last Resilience token weighs 4 a point, without a way to it, until every main track is full', () => {
    const s = scenario('s16', ['kaoru', 'leaf']);
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-20);
    s.corrupted = [];
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 2)]))).toBe(-30 * 14 - 18);
    s.corrupted = [];
    s.chars[0]!.energy.red = 10;
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-20);
    s.corrupted = [];
    s.chars[1]!.energy.green = 10;
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-150 - 18);
  });

  it('COH-28.9 S16 and S10: 60 a point of the main track (S16), of the fullest track (S10)', () => {
    const s16 = scenario('s16', ['kaoru', 'leaf']);
    // Kaoru's main colour is Red: 40 + 60 a point; Blue 40.
    expect(delta(s16, 0, () => (s16.chars[0]!.energy.red = 2))).toBe(80 + 120);
    expect(delta(s16, 0, () => (s16.chars[0]!.energy.blue = 1))).toBe(40);
    expect(delta(s16, 0, () => (s16.chars[0]!.energy.green = 1))).toBe(40 + 25);
    const s10 = scenario('s10', ['kaoru', 'leaf']);
    s10.scn!.phase = 2;
    expect(delta(s10, 0, () => (s10.chars[0]!.energy.blue = 3))).toBe(120 + 180);
    expect(delta(s10, 0, () => (s10.chars[0]!.energy.green = 2))).toBe(80);
    expect(delta(s10, 0, () => (s10.chars[0]!.energy.green = 12))).toBe(320 + 10 + 60 * 7);
  });

  it('COH-28.9 S10 phase 3: the last token waits until each character has one track full', () => {
    const s = scenario('s10', ['kaoru', 'leaf']);
    s.scn!.phase = 3;
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ophion', 'baiyu:1', 5, 9, 1)]))).toBe(-20);
    s.corrupted = [];
    s.chars[0]!.energy.blue = 10;
    s.chars[1]!.energy.red = 10;
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ophion', 'baiyu:1', 5, 9, 1)]))).toBe(-150 - 9);
  });

  it('COH-S15 COH-S07 COH-S09 the way: to the lowest token (S15), none for the Mirror’s holder (S07), Ophion from phase 2 (S09)', () => {
    const s15 = scenario('s15', ['kaoru']);
    // The lowest token, No.1 on drear:6, 3 steps.
    expect(delta(s15, 0, () => (s15.corrupted = [corrupted('ashura', 'dojo:1', 5, 9, 1)]))).toBe(-150 - 27);
    const s07 = scenario('s07', ['kaoru', 'leaf']);
    expect(delta(s07, 0, () => (s07.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-150 - 18);
    s07.corrupted = [];
    s07.chars[0]!.items.push({ uid: 'i9', num: 4, charges: null });
    expect(delta(s07, 0, () => (s07.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-150);
    s07.corrupted = [];
    s07.chars[0]!.items.pop();
    s07.chars[1]!.items.push({ uid: 'i9', num: 4, charges: null });
    expect(delta(s07, 0, () => (s07.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(-150 - 18);
    const s09 = scenario('s09', ['kaoru']);
    s09.scn!.npc = null;
    expect(delta(s09, 0, () => (s09.corrupted = [corrupted('ophion', 'baiyu:1', 5, 9, 1)]))).toBe(0);
    s09.corrupted = [];
    s09.scn!.phase = 2;
    expect(delta(s09, 0, () => (s09.corrupted = [corrupted('ophion', 'baiyu:1', 5, 9, 1)]))).toBe(-150 - 9);
  });
});

describe('CoH bot evaluation, the scenario hazards (exact)', () => {
  it('COH-S06 3 damage on 1–3: at 3 Health half a Doom token (300), half the loss (3000) when it is the last', () => {
    const s = scenario('s06', ['kaoru']);
    const health = (h: number) => delta(s, 0, () => (s.chars[0]!.health = h));
    s.chars[0]!.health = 4;
    expect(health(3)).toBe(-6 - 150);
    s.chars[0]!.health = 4;
    s.scn!.doom = 1;
    expect(health(3)).toBe(-6 - 1500);
    // Doom itself: 150 a token.
    s.scn!.doom = 0;
    s.chars[0]!.health = 8;
    expect(delta(s, 0, () => (s.scn!.doom = 1))).toBe(-150);
  });

  it('COH-S06 a defeat in the Monster phase that would be the last Doom token: the loss (3000)', () => {
    const s = scenario('s06', ['kaoru']);
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    c.health = 3;
    // Ink Ghost (strength 3, range 0) on its space: its own turn, a defeat in the Monster phase.
    s.spaces = { 'baiyu:1': { uid: 'w1', id: 'bai-ink-ghost', faceUp: true, dmg: 0 } };
    expect(delta(s, 0, () => (s.scn!.doom = 1))).toBe(-150 - 3000);
    s.scn!.doom = 0;
    c.health = 4;
    expect(delta(s, 0, () => (s.scn!.doom = 1))).toBe(-150 - 1350);
    s.scn!.doom = 0;
    c.health = 7;
    expect(delta(s, 0, () => (s.scn!.doom = 1))).toBe(-150);
  });

  it('COH-S02 1–3: 1 damage (half a Doom at 1 Health); 4–5: pay 2 Spirit or lose 2 Health, a third of a Doom at 2 Health without it', () => {
    const s = scenario('s02', ['kaoru', 'leaf']);
    const c = s.chars[0]!;
    c.health = 3;
    expect(delta(s, 0, () => (c.health = 2))).toBe(-6);
    expect(delta(s, 0, () => (c.spirit = 1))).toBe(-0.5 * 5 - 100);
    expect(delta(s, 0, () => (c.spirit = 0))).toBe(-0.5);
    expect(delta(s, 0, () => (c.health = 1))).toBe(-6 - 150);
    // Two Doom tokens of 3: the next one loses.
    expect(delta(s, 0, () => (s.scn!.doom = 2))).toBe(-300 - 1500 - 1000 + 250);
  });

  it('COH-S13 pay 2 Spirit or lose 2 Health; COH-S14 no Doom: no hazard at all', () => {
    const s13 = scenario('s13', ['kaoru', 'leaf']);
    s13.chars[0]!.health = 2;
    expect(delta(s13, 0, () => (s13.chars[0]!.spirit = 1))).toBe(-2.5 - 100);
    const s14 = scenario('s14', ['kaoru', 'leaf']);
    s14.chars[0]!.health = 2;
    expect(delta(s14, 0, () => (s14.chars[0]!.spirit = 1))).toBe(-2.5);
    expect(delta(s14, 0, () => (s14.chars[0]!.health = 1))).toBe(-6);
  });

  it('COH-S08 any defeat loses: 2–3 take 1 Health, a third of the loss at 1 Health', () => {
    const s = scenario('s08', ['oric', 'leaf']);
    s.chars[0]!.health = 2;
    expect(delta(s, 0, () => (s.chars[0]!.health = 1))).toBe(-6 - 8 - 1000);
  });

  it('COH-S10 3–4: 2 Spirit or a Doom token: a third of 300 short of 2 Spirit, a third of 3000 for the last token', () => {
    const s = scenario('s10', ['kaoru', 'leaf']);
    s.scn!.phase = 2;
    expect(delta(s, 0, () => (s.chars[0]!.spirit = 2))).toBe(-2);
    expect(delta(s, 0, () => (s.chars[0]!.spirit = 1))).toBe(-0.5 - 100);
    expect(delta(s, 0, () => (s.scn!.doom = 2))).toBe(-300);
    expect(delta(s, 0, () => (s.scn!.doom = 3))).toBe(-150 - 900);
  });

  it('COH-S07 a defeat gives no Doom here: no hazard from Health', () => {
    const s = scenario('s07', ['kaoru', 'leaf']);
    s.chars[0]!.health = 2;
    expect(delta(s, 0, () => (s.chars[0]!.health = 1))).toBe(-6);
  });
});

describe('CoH bot evaluation, each scenario’s objective (§33, exact)', () => {
  const card = (id: string, faceUp = true, dmg = 0) => ({ uid: `w-${id}`, id, faceUp, dmg });

  it('COH-S01 300 a point; the way to the Corrupted, else to its own target, one space short', () => {
    const s = scenario('s01', ['kaoru', 'leaf', 'oric']);
    expect(delta(s, 0, () => (s.scn!.points = [2, 0, 0]))).toBe(600);
    s.chars[1]!.at = 'baiyu:4';
    expect(delta(s, 0, () => (s.scn!.targets = [1, -1, -1]))).toBe(-27);
    expect(delta(s, 0, () => (s.scn!.targets = [-1, 1, -1]))).toBe(27);
    expect(delta(s, 0, () => (s.scn!.targets = [0, 1, -1]))).toBe(0);
    s.scn!.targets = [1, -1, -1];
    expect(delta(s, 0, () => (s.corrupted = [corrupted('ashura', 'baiyu:1', 5, 9, 1)]))).toBe(27 - 9);
  });

  it('COH-S02 the Corrupted’s Health left weighs 15 a point there (two rounds a Resilience token), 30 where its defeat is the objective (S04)', () => {
    for (const [id, point] of [
      ['s02', 15],
      ['s04', 30],
    ] as const) {
      const s = scenario(id, ['kaoru', 'leaf']);
      s.corrupted = [corrupted('ashura', THE_DOJO, 10, 18, 2)];
      expect(
        delta(s, 0, () => (s.corrupted[0]!.health = 9)),
        id,
      ).toBe(point);
      expect(
        delta(s, 0, () => (s.corrupted[0]!.resilience = 1)),
        id,
      ).toBe(18 * point);
    }
  });

  it('COH-S02 120 a token left on The Dojo; full, with a complete Quest, the walk home (200, 27 a step)', () => {
    const s = scenario('s02', ['kaoru', 'leaf']);
    expect(delta(s, 0, () => delete s.scn!.tokens['5'])).toBe(-120);
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    c.energy = { red: 10, blue: 10, green: 9 };
    const done: CohQuest = { id: 'q-treasure', seats: [0], part: 3, count: 0 };
    expect(delta(s, 0, () => (s.quests = [done]))).toBe(500);
    s.quests = [];
    c.energy.green = 10;
    expect(delta(s, 0, () => (s.quests = [done]))).toBe(500 + 200 - 54);
    s.quests = [];
    expect(delta(s, 0, () => (s.quests = [{ ...done, seats: [1] }]))).toBe(0);
  });

  it('COH-S13 the goal’s complete Quests (2), anyone’s: the walk home; COH-S14 two of its own and full', () => {
    const s13 = scenario('s13', ['kaoru', 'leaf']);
    s13.chars[0]!.at = 'baiyu:1';
    const done = (seat: number): CohQuest => ({ id: 'q-treasure', seats: [seat], part: 3, count: 0 });
    expect(delta(s13, 0, () => (s13.quests = [done(1)]))).toBe(0);
    expect(delta(s13, 0, () => (s13.quests = [done(1), done(1)]))).toBe(200 - 54);
    const s14 = scenario('s14', ['kaoru', 'leaf']);
    const c = s14.chars[0]!;
    c.at = 'baiyu:1';
    c.energy = { red: 10, blue: 10, green: 10 };
    expect(delta(s14, 0, () => (s14.quests = [done(0)]))).toBe(500);
    expect(delta(s14, 0, () => (s14.quests = [done(0), done(0)]))).toBe(500 + 200 - 54);
    s14.quests = [];
    c.energy.green = 9;
    expect(delta(s14, 0, () => (s14.quests = [done(0), done(0)]))).toBe(1000);
  });

  it('COH-S03 400 a Boss brought down, 30 a damage dealt to a Boss this turn, the way to the nearest Boss', () => {
    const s = scenario('s03', ['kaoru']);
    expect(delta(s, 0, () => (s.scn!.count = 2))).toBe(800);
    // The River Serpent is no Boss (and out of a blow's reach: no prospect).
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:4': card('bai-river-serp') }))).toBe(0);
    // Baiyu's Boss, 6 Health less in S03 and 2 damage on it, 4 away: in a blow's reach (5 energy at 0.3 × 40, 3 steps),
    // 60 for the damage, 3 steps to reach it.
    s.spaces = {};
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:4': card('bai-boss', true, 2) }))).toBe(72 + 42 + 60 - 27);
  });

  it('COH-S05 Leaf counts 20 more a point of energy', () => {
    const s = scenario('s05', ['kaoru', 'leaf', 'oric']);
    expect(delta(s, 1, () => (s.chars[1]!.energy.red = 2))).toBe(80 + 40);
    expect(delta(s, 2, () => (s.chars[2]!.energy.red = 2))).toBe(80);
    // Leaf plays alone: her energy costs Kaoru 3 a point.
    expect(delta(s, 0, () => (s.chars[1]!.energy.blue = 2))).toBe(-6);
  });

  it('COH-S06 400 an Ally in the inventory; the way to an Ally Monster under 7, then full, the walk to Baiyu’s space 3, three times a step’s cost', () => {
    const s = scenario('s06', ['kaoru']);
    expect(delta(s, 0, () => (s.scn!.inventory = [['a', 'b']]))).toBe(800);
    // The Camel 2 away: its Ally energy (2) at 0.3 × 40 less 12, and 3 × 18 for the way.
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('are-camel') }))).toBe(72 + 12 - 54);
    // S06's own Allies (a Red Riftling, 1 Red, next to The Dojo) pull as the Camel does: one step nearer, 27; and its
    // prospect brought down (3 energy at 0.3 × 40, in reach) replaces the Camel's 12.
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('are-camel'), 'dojo:1': card('dsk-red-riftling') }))).toBe(27 + 36 - 12);
    s.spaces = { 'baiyu:1': card('are-camel') };
    s.scn!.inventory = [['a', 'b', 'c', 'd', 'e', 'f']];
    s.chars[0]!.energy = { red: 10, blue: 10, green: 10 };
    expect(delta(s, 0, () => s.scn!.inventory[0]!.push('g'))).toBe(400 + 54 - 81);
    // Past seven, an Ally adds nothing.
    expect(delta(s, 0, () => s.scn!.inventory[0]!.push('h'))).toBe(0);
    // Not full, 7 Allies: no way to walk; the Camel's prospect (1 energy, 12 − 12) is all it was worth.
    s.chars[0]!.energy.green = 9;
    expect(delta(s, 0, () => (s.spaces = {}))).toBe(-72);
  });

  it('COH-S07 300 a Well, 400 with the Mirror held; the way to Jurojin’s Hart, else to a face-down card; the holder’s way to the next Well, home in phase 3', () => {
    const s = scenario('s07', ['kaoru', 'leaf']);
    expect(delta(s, 0, () => (s.scn!.count = 1))).toBe(300);
    // The Hart (Health 4: 3 energy, one space closer) 2 away, and 9 for the way.
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('dsk-hart') }))).toBe(72 + 30 - 9);
    s.spaces = {};
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('bai-tea', false) }))).toBe(72 + 6 - 18);
    s.spaces = {};
    expect(delta(s, 0, () => s.chars[1]!.items.push({ uid: 'i9', num: 4, charges: null }))).toBe(400);
    s.chars[1]!.items.pop();
    const c = s.chars[0]!;
    c.at = 'baiyu:4';
    s.scn!.tokens = { '2': 'baiyu:1' };
    // The next Well, No.2 (one Well found), 3 steps away.
    expect(delta(s, 0, () => c.items.push({ uid: 'i9', num: 4, charges: null }))).toBe(400 + 2 - 27);
    s.scn!.tokens = {};
    expect(delta(s, 0, () => (s.scn!.phase = 3))).toBe(-36);
  });

  it('COH-S08 500 a Nomad, 8 a Health point up to 6; the way to a Nomad, else to a face-down card', () => {
    const s = scenario('s08', ['oric', 'leaf']);
    expect(delta(s, 0, () => (s.scn!.count = 1))).toBe(500);
    const c = s.chars[0]!;
    c.health = 4;
    expect([5, 6, 7].map((h) => delta(s, 0, () => (c.health = h)))).toEqual([6 + 8, 0.5 + 8, 0.5]);
    // The Forest Ronin: its Ally (2 Red) 2 away, 18 for the way.
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('dsk-ronin') }))).toBe(72 + 12 - 18);
    for (const id of ['dsk-skybrarian', 'dsk-wayward']) {
      s.spaces = { 'baiyu:1': card(id), 'dojo:1': card('bai-tea', false) };
      // The face-down card is nearer, but a Nomad is on the board: turned down, the way is to the nearer card (and the
      // Skybrarian's prospect, 4 energy one space closer, goes).
      expect(delta(s, 0, () => (s.spaces['baiyu:1']!.faceUp = false))).toBe((id === 'dsk-skybrarian' ? 12 - 42 : 0) + 18 - 9);
    }
  });

  it('COH-S10 from phase 2, 6000 a phase; in phase 2 the way to the Hydra and 30 a damage dealt to it', () => {
    const s = scenario('s10', ['kaoru', 'leaf']);
    s.scn!.tokens = {};
    s.scn!.hidden = [];
    expect(delta(s, 0, () => (s.scn!.phase = 2))).toBe(6000);
    expect(delta(s, 0, () => (s.scn!.phase = 3))).toBe(6000);
    s.scn!.phase = 2;
    s.spaces = { 'baiyu:4': card('dsk-hydra', true, 0) };
    // 1 damage: 30, and the Hydra (5 Health less in S10) falls to a blow: 8 energy at 0.3 × 40, 3 steps.
    expect(delta(s, 0, () => (s.spaces['baiyu:4']!.dmg = 1))).toBe(30 + 72 + 78);
    s.spaces['baiyu:4']!.dmg = 0;
    s.spaces = {};
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:4': card('dsk-hydra', true, 0) }))).toBe(-27);
    s.scn!.phase = 3;
    expect(delta(s, 0, () => (s.spaces = {}))).toBe(0);
  });

  it('COH-S10 phase 1: 500 a token taken, 150 a token with its keeper, 80 a face-up token; the way to the next token or a face-down one', () => {
    const s = scenario('s10', ['kaoru', 'leaf']);
    const scn = s.scn!;
    scn.tokens = {};
    scn.hidden = [];
    scn.holds = {};
    const none = evaluate(s, 0);
    const none1 = evaluate(s, 1);
    scn.tokens = { '2': 'baiyu:1', '3': 'baiyu:4' };
    scn.hidden = ['3'];
    scn.holds = { '1': 0 };
    // Seat 0 holds No.1: No.2 is its to take, 8 × 18 away; seat 1 walks to the face-down No.3, 3 × 36.
    expect(evaluate(s, 0) - none).toBe(500 + 150 + 80 - 144);
    expect(evaluate(s, 1) - none1).toBe(500 + 150 + 80 - 108);
    // No.1 not taken yet: anyone may take it.
    scn.tokens = { '1': 'baiyu:1', '3': 'baiyu:4' };
    scn.holds = {};
    expect(evaluate(s, 1) - none1).toBe(80 - 144);
    // No.1 face down: the way to the nearest face-down token; a hidden number already taken is no place.
    scn.hidden = ['1', '3', '4'];
    expect(evaluate(s, 1) - none1).toBe(-54);
    // Every token taken, shared out: the one holding fewer walks to the keeper.
    scn.tokens = {};
    scn.hidden = [];
    scn.holds = { '1': 0, '2': 1, '3': 1 };
    s.chars[1]!.at = 'baiyu:1';
    expect(evaluate(s, 0) - none).toBe(1500 + 300 - 72);
    s.chars[1]!.at = THE_DOJO;
    expect(evaluate(s, 1) - none1).toBe(1500 + 300);
    scn.holds = { '1': 1, '2': 1, '3': 1 };
    expect(evaluate(s, 0) - none).toBe(1500 + 450);
  });

  it('COH-S11 Persephone’s side: 400 a token, the way to her prey and 4 a Health point of theirs; her opponents: 150 a token given, out of her reach', () => {
    const s = scenario('s11', ['kaoru', 'leaf', 'oric']);
    // Seat 0 is on team 1 (Persephone's side).
    expect(delta(s, 0, () => (s.scn!.count = 1))).toBe(400);
    expect(delta(s, 1, () => (s.scn!.count = 2))).toBe(-400);
    expect(delta(s, 0, () => (s.chars[1]!.health = 7))).toBe(12);
    expect(delta(s, 0, () => (s.chars[1]!.at = 'baiyu:4'))).toBe(0);
    expect(delta(s, 0, () => (s.chars[2]!.at = 'baiyu:1'))).toBe(-9);
    expect(delta(s, 1, () => (s.scn!.inventory = [['a'], ['b', 'c'], []]))).toBe(450);
    s.chars[1]!.at = THE_DOJO;
    s.chars[1]!.health = 10;
    const pers = s.chars[0]!;
    expect(delta(s, 1, () => (pers.at = 'dojo:1'))).toBe(-30);
    expect(delta(s, 1, () => (pers.at = 'baiyu:1'))).toBe(0);
    expect(delta(s, 1, () => (pers.at = 'baiyu:3'))).toBe(30);
    s.chars[1]!.health = 5;
    expect(delta(s, 1, () => (pers.at = 'dojo:1'))).toBe(-48);
    expect(delta(s, 1, () => (s.chars[1]!.at = 'baiyu:4'))).toBe(48);
  });

  it('COH-S12 300 a Dreamstone, three times the way to a face-down token or next to a face-up one, 40 a damage dealt to one', () => {
    const s = scenario('s12', ['kaoru']);
    expect(delta(s, 0, () => s.chars[0]!.items.push({ uid: 'i9', num: 1, charges: null }))).toBe(302);
    expect(delta(s, 0, () => s.chars[0]!.items.push({ uid: 'i8', num: 2, charges: null }))).toBe(2);
    const scn = s.scn!;
    scn.tokens = {};
    scn.hidden = [];
    const none = evaluate(s, 0);
    scn.tokens = { '1': 'baiyu:1', '2': 'baiyu:4' };
    scn.hidden = ['2'];
    expect(evaluate(s, 0) - none).toBe(3000 - 27);
    scn.hidden = ['1', '2'];
    expect(evaluate(s, 0) - none).toBe(3000 - 54);
    scn.hidden = [];
    expect(evaluate(s, 0) - none).toBe(3000 - 27);
    scn.hidden = ['2', '5'];
    scn.tokenDmg = { '1': 2 };
    expect(evaluate(s, 0) - none).toBe(3000 - 27 + 80);
  });

  it('COH-S17 2000 a token; COH-S18 the way to the nearest Rift, Leaf’s blows kept at a distance, no Monster prospect', () => {
    const s17 = scenario('s17', ['kaoru', 'leaf']);
    expect(delta(s17, 0, () => (s17.scn!.count = 2))).toBe(4000);
    const s = scenario('s18', ['kaoru']);
    const leaf = s.scn!.leaf!;
    leaf.at = 'baiyu:1';
    expect(delta(s, 0, () => (leaf.at = 'dojo:1'))).toBe(-20);
    expect(delta(s, 0, () => (leaf.at = THE_DOJO))).toBe(0);
    expect(delta(s, 0, () => (leaf.at = 'baiyu:4'))).toBe(20);
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('bai-koi-spirit') }))).toBe(0);
    // Ember Rift 2 away: 3.5 energy at 0.3 × 40 less 12, and 18 for the way.
    expect(delta(s, 0, () => (s.spaces = { 'baiyu:1': card('dsk-rift-ember') }))).toBe(72 + 30 - 18);
  });

  it('COH-S09 phase 1: Persephone’s Health, the terror tokens, the energy given and the walk to her; freed, home; phase 2: 4000', () => {
    const s = scenario('s09', ['kaoru']);
    const npc = s.scn!.npc!;
    npc.at = 'drear:3';
    npc.given = 0;
    npc.freed = false;
    s.scn!.terror = [];
    expect(delta(s, 0, () => (npc.health -= 1))).toBe(-30);
    expect(delta(s, 0, () => (s.scn!.terror = ['baiyu:1']))).toBe(-40 - 4.5);
    s.scn!.terror = [];
    expect(delta(s, 0, () => (npc.given = 10))).toBe(1200);
    s.chars[0]!.energy.red = 4;
    expect(delta(s, 0, () => (s.chars[0]!.energy.red = 5))).toBe(40 + 10 + 13.5 - 54);
    npc.given = 0;
    s.chars[0]!.energy.red = 0;
    expect(delta(s, 0, () => (npc.freed = true))).toBe(2000 + 13.5);
    s.chars[0]!.at = 'drear:3';
    expect(delta(s, 0, () => (npc.freed = false))).toBe(-2000 + 81);
    expect(delta(s, 0, () => (s.scn!.phase = 2))).toBe(4000 - 30 * npc.health);
  });
});

describe('CoH bot decisions (exact)', () => {
  /** The calm arena position, seat 0 (Kaoru) to play, on Baiyu's space 1. */
  const kaoruToPlay = () => {
    const s = arena();
    s.order = [0, 1];
    s.chars[0]!.at = 'baiyu:1';
    return s;
  };

  it('COH-21.1.1 COH-14.1 full, two steps from The Dojo: Dash, then the two steps home, and the game is won', () => {
    let s = kaoruToPlay();
    s.chars[0]!.energy = { red: 10, blue: 10, green: 10 };
    const choices: unknown[] = [];
    for (let n = 0; n < 3; n++) {
      const a = botAction(s, 0);
      choices.push(a);
      s = cohEngine.apply(s, 0, a).state;
    }
    expect(choices).toEqual([
      { type: 'turn', c: 'h:kao-dash' },
      { type: 'move', c: 's:dojo:1' },
      { type: 'move', c: 's:dojo:0' },
    ]);
    expect(s.winner).toBe(0);
  });

  it('COH-7.1 a Move that gains nothing stops: between equal scores, stopping wins', () => {
    const s = cohEngine.apply(kaoruToPlay(), 0, { type: 'turn', c: 'h:kao-dash' }).state;
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['s:baiyu:2', 's:baiyu:6', 's:dojo:1', 's:dojo:2', 's:oakenmoor:2', 'stop']);
    expect(botAction(s, 0)).toEqual({ type: 'move', c: 'stop' });
  });

  it('COH-7.1 only the seat that decides may be asked, and the position asked about is left as it was', () => {
    const s = kaoruToPlay();
    expect(() => botAction(s, 1)).toThrow('seat 1 has nothing to decide');
    const before = JSON.stringify(s);
    botAction(s, 0);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('COH-16.2 in a scenario’s own Adventure it plans the turn: Rock Maul, then later Landslide from the next space brings the Bog Troll down', () => {
    const s = scenario('s03', ['kaoru']);
    const sp = spaceAt(s, THE_DOJO, 2);
    s.spaces = { [sp]: { uid: 'w902', id: 'hol-bog-troll', faceUp: true, dmg: 0 } };
    s.chars[0]!.at = sp;
    s.chars[0]!.res = { grit: 4 };
    // Rock Maul deals 5 and Landslide 3 to the Troll's 6 Health: one decision ahead, neither is worth playing.
    let at = s;
    const choices: string[] = [];
    for (let n = 0; n < 12 && currentSpec(at)?.seat === 0 && at.round === s.round; n++) {
      const a = botAction(at, 0);
      choices.push(String(a.c));
      at = cohEngine.apply(at, 0, a).state;
    }
    expect(choices).toEqual([
      'h:kao-rock-maul',
      'm:arechi:1',
      'h:kao-dash',
      's:arechi:2',
      'stop',
      'h:kao-bear-hide',
      'order',
      'stop',
      'h:kao-landslide',
      'm:arechi:1',
      'g:blue',
      'end',
    ]);
    expect(at.discard).toContain('hol-bog-troll');
  });

  it('COH-S10 it never peeks: which face-down token holds which number leaves its choice unchanged', () => {
    const s = scenario('s10', ['kaoru', 'leaf']);
    s.order = [0, 1];
    s.chars[0]!.at = 'arechi:2';
    const scn = s.scn!;
    scn.tokens = { '1': 'arechi:3', '2': 'hollowmere:3' };
    scn.hidden = ['1', '2'];
    const first = botAction(s, 0);
    scn.tokens = { '1': 'hollowmere:3', '2': 'arechi:3' };
    expect(botAction(s, 0)).toEqual(first);
  });

  it('COH-11.1 an opponent’s defeat is worth its blow: Landslide (3 damage) on Leaf at 3 Health or less, Rock Maul (5) at 4 and 5, the turn ended at 6', () => {
    const choice = (health: number) => {
      const s = kaoruToPlay();
      s.chars[1]!.at = 'baiyu:1';
      s.chars[1]!.health = health;
      return botAction(s, 0);
    };
    expect([1, 3, 4, 5, 6, 10].map((h) => choice(h).c)).toEqual([
      'h:kao-landslide',
      'h:kao-landslide',
      'h:kao-rock-maul',
      'h:kao-rock-maul',
      'end',
      'end',
    ]);
  });

  it('COH-8.1 COH-11.1 its own defeat in the Monster phase is avoided: at 1 Health next to the Ink Ghost it guards, at 10 it walks', () => {
    const s = kaoruToPlay();
    s.spaces = { 'baiyu:1': { uid: 'w1', id: 'bai-ink-ghost', faceUp: true, dmg: 0 } };
    s.chars[0]!.health = 1;
    expect(botAction(s, 0)).toEqual({ type: 'turn', c: 'h:kao-bear-hide' });
    s.chars[0]!.health = 10;
    expect(botAction(s, 0)).toEqual({ type: 'turn', c: 'h:kao-dash' });
  });

  it('COH-7.2 it never peeks at a face-down card: whatever lies on Baiyu’s space 1, it dashes there the same way', () => {
    for (const id of ['bai-tea', 'bai-koi-spirit', 'bai-ink-ghost', 'bai-boss', 'dsk-rift-tide']) {
      let s = kaoruToPlay();
      s.chars[0]!.at = 'dojo:1';
      s.spaces = {
        'baiyu:1': { uid: 'w1', id, faceUp: false, dmg: 0 },
        'baiyu:2': { uid: 'w2', id: 'bai-koi-spirit', faceUp: false, dmg: 0 },
      };
      const choices: unknown[] = [];
      for (let n = 0; n < 2; n++) {
        const a = botAction(s, 0);
        choices.push(a.c);
        s = cohEngine.apply(s, 0, a).state;
      }
      expect([id, ...choices]).toEqual([id, 'h:kao-dash', 's:baiyu:1']);
    }
  });

  it('COH-16.2 in the arenas it looks one decision ahead only: the same Bog Troll is left standing', () => {
    let s = kaoruToPlay();
    s.chars[0]!.at = 'arechi:1';
    s.spaces = { 'arechi:1': { uid: 'w902', id: 'hol-bog-troll', faceUp: true, dmg: 0 } };
    const choices: string[] = [];
    for (let n = 0; n < 12 && currentSpec(s)?.seat === 0 && s.order[s.turn] === 0; n++) {
      const a = botAction(s, 0);
      choices.push(String(a.c));
      s = cohEngine.apply(s, 0, a).state;
    }
    expect(choices).toEqual([
      'h:kao-landslide',
      'm:arechi:1',
      'h:kao-dash',
      's:arechi:2',
      'stop',
      'h:kao-bear-hide',
      'order',
      'stop',
      'h:kao-rock-maul',
      'i:i1',
      'end',
    ]);
    expect(s.discard).not.toContain('hol-bog-troll');
  });
});
