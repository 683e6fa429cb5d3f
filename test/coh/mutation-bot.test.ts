import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { evaluate, usefulEnergy } from '../../src/games/coh/rules/bot.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
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
