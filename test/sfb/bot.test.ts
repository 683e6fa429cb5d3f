/**
 * The SFB bot's evaluation (rules/bot.ts), worked by hand: 100 a VP, a
 * champion's damage as 12 × damage ÷ its HP, 15 for one on the portal, 4 for
 * an experienced one, 4 a controlled zone, and each challenge on the track
 * worth 3 × its slot's VP (1 in an unscorable slot) to whichever team meets it.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { botAction, cheapScore, evaluate } from '../../src/games/sfb/rules/bot.js';
import { currentSpec } from '../../src/games/sfb/rules/flow/index.js';
import { sfbBotSupport } from '../../src/games/sfb/rules/search.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

const setup = (x: Record<string, unknown>): SfbState => sfbEngine.scenarios!.setup(x as Json).state;

describe('SFB bot evaluation, exact', () => {
  it('VP, damage over HP and the portal: 100 − 12 × 4 ÷ 8 + 15 = 109 for the side ahead, −109 for the other', () => {
    const s = setup({ vp: [2, 1], champions: { kil: { seat: 0, at: '4,-4', damage: 4 }, mar: { seat: 1, at: null } } });
    expect(evaluate(s, 0)).toBe(109);
    expect(evaluate(s, 1)).toBe(-109);
  });

  it('experience (its own HP and +4), zone control (−4) and the challenges each team meets on the track (−1 in slot 0, −3 in slot 1)', () => {
    const s = setup({
      vp: [2, 1],
      champions: { kil: { seat: 0, at: '4,-4', damage: 3, xp: true }, mar: { seat: 1, at: '1,0', damage: 2 } },
      // Underdog and Crowd Favourite: met by team 1, behind on VP.
      track: ['c21', 'c18', null, null, null],
    });
    // 100 − 12 × 3 ÷ 9 + 4 + 12 × 2 ÷ 7 − 4 (Mariusz holds Destruction) − 1 − 3
    expect(evaluate(s, 0)).toBeCloseTo(92 + 24 / 7, 10);
    expect(evaluate(s, 1)).toBeCloseTo(-92 - 24 / 7, 10);
  });

  it('a decided game is ±1,000,000 whatever the board', () => {
    const s = setup({ vp: [0, 3], champions: { kil: { seat: 0, at: '4,-4' }, mar: { seat: 1, at: null } } });
    s.winner = 0;
    expect([evaluate(s, 0), evaluate(s, 1)]).toEqual([1e6, -1e6]);
  });
});

describe('SFB bot activation menu, exact', () => {
  it('ranks attacks with a foe in reach first (10 + strength), then standard actions, ending the turn last', () => {
    // Kilgore next to Mariusz: Crushing Blow (strength 4) and Frenzy (2) reach; Gwaien's Fireball (2–3 away) does not.
    const s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '-4,4' }, mar: { seat: 1, at: '0,-2' } },
      hands: [['kil1', 'kil2', 'gwa1'], []],
    });
    const spec = currentSpec(s)!;
    expect(spec.kind).toBe('activate');
    const scores = Object.fromEntries(spec.opts.map((o) => [o.id, cheapScore(s, spec, o, 0)]));
    // Standard actions: damage (D) with a foe within 2 is 3, else 0.1; a heal (C) of an unhurt champion 0.1;
    // an essence (a:) 1 when no card in hand needs it, 0.05 when one does; the rest 0.2.
    expect(scores).toEqual({
      'p:kil1': 14,
      'p:kil2': 12,
      'p:gwa1': 0.5,
      's:M:kil': 0.2,
      's:M:gwa': 0.2,
      's:C:kil': 0.1,
      's:C:gwa': 0.1,
      's:D:kil': 3,
      's:D:gwa': 0.1,
      'a:M:kil': 1,
      'a:M:gwa': 1,
      'a:C:kil': 1,
      'a:C:gwa': 1,
      'a:D:kil': 0.05,
      'a:D:gwa': 0.05,
      end: 0,
    });
  });

  it('a champion on the portal: 8 more for its cards (re-entering), 7 for its standard actions; a hurt one heals at 1.5', () => {
    const s = setup({
      champions: { kil: { seat: 0, at: null, damage: 2 }, gwa: { seat: 0, at: '-4,4', damage: 1 }, mar: { seat: 1, at: '0,-2' } },
      hands: [['kil1', 'gwa1'], []],
    });
    const spec = currentSpec(s)!;
    const scores = Object.fromEntries(spec.opts.map((o) => [o.id, cheapScore(s, spec, o, 0)]));
    // Every choice naming Kilgore (standard actions and essences alike) is 7 while it stands on the portal.
    expect(scores).toEqual({
      'p:kil1': 8.5,
      'p:gwa1': 0.5,
      's:M:kil': 7,
      's:M:gwa': 0.2,
      's:C:kil': 7,
      's:C:gwa': 1.5,
      's:D:kil': 7,
      's:D:gwa': 0.1,
      'a:M:kil': 7,
      'a:M:gwa': 1,
      'a:C:kil': 7,
      'a:C:gwa': 1,
      'a:D:kil': 7,
      'a:D:gwa': 0.05,
      end: 0,
    });
  });
});

describe('SFB bot choices, exact', () => {
  it('plays the activation menu’s best score, and refuses a seat with no decision', () => {
    const s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '-4,4' }, mar: { seat: 1, at: '0,-2' } },
      hands: [['kil1', 'kil2', 'gwa1'], []],
    });
    expect(botAction(s, 0)).toEqual({ type: 'activate', c: 'p:kil1' });
    expect(() => botAction(s, 1)).toThrow('the bot has no decision to make');
  });

  it('scores each destination of a move on the position after it: leaving a zone, a trap’s 2 damage; staying wins a tie by 0.01', () => {
    // Gwaien stands in a zone it controls (+4); a face-down trap on 2,2.
    let s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '2,1' }, mar: { seat: 1, at: '-4,4' } },
      hands: [['gwa1'], []],
      traps: { '2,2': 'tr1' },
    });
    s = sfbEngine.apply(s, 0, { type: 'activate', c: 's:M:gwa' }).state;
    const spec = currentSpec(s)!;
    expect(spec.kind).toBe('move');
    expect(Object.fromEntries(spec.opts.map((o) => [o.id, cheapScore(s, spec, o, 0)]))).toEqual({
      stay: 4.01,
      'h:3,1': 4,
      'h:2,0': 4,
      'h:1,1': 0,
      'h:1,2': 4,
      // 4 − 12 × 2 ÷ 9: the trap's 2 damage on Gwaien's 9 HP.
      'h:2,2': 4 - 24 / 9,
    });
    expect(botAction(s, 0)).toEqual({ type: 'move', c: 'stay' });
  });

  it('an immediate choice is tried on a copy: attacking Mariusz beats declining, and the position is left as it was', () => {
    let s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '-4,4' }, mar: { seat: 1, at: '0,-2' } },
      hands: [['kil1', 'kil2', 'gwa1'], []],
    });
    s = sfbEngine.apply(s, 0, { type: 'activate', c: 'p:kil1' }).state;
    s = sfbEngine.apply(s, 0, { type: 'move', c: 'stay' }).state;
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['t:mar', 'skip']);
    const before = JSON.stringify(s);
    expect(botAction(s, 0)).toEqual({ type: 'attack', c: 't:mar' });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('SFB bot scores at their boundaries', () => {
  it('3 VP ahead is 300, not 100 per VP divided', () => {
    const s = setup({ vp: [3, 0], champions: { kil: { seat: 0, at: '4,-4', damage: 4 }, mar: { seat: 1, at: null } } });
    expect(evaluate(s, 0)).toBe(309);
  });

  it('the acting champion with a target within its card’s reach is worth 6', () => {
    let s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '-4,4' }, mar: { seat: 1, at: '0,-2' } },
      hands: [['kil1', 'kil2', 'gwa1'], []],
    });
    expect(evaluate(s, 0)).toBe(-4);
    s = sfbEngine.apply(s, 0, { type: 'activate', c: 'p:kil1' }).state;
    expect(s.act).toMatchObject({ champ: 'kil', card: 'kil1' });
    expect(evaluate(s, 0)).toBe(2);
    expect(evaluate(s, 1)).toBe(4);
  });

  it('the damage action counts a foe at exactly 2, whichever foe it is; an essence is cheap while any card in hand needs it', () => {
    // Mariusz two hexes from Kilgore, Akhet far away.
    const s = setup({
      vp: [3, 0],
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '-4,4' }, mar: { seat: 1, at: '0,-1' }, akh: { seat: 1, at: '4,-4' } },
      hands: [['kil1', 'gwa1'], []],
    });
    const spec = currentSpec(s)!;
    const scores = Object.fromEntries(spec.opts.map((o) => [o.id, cheapScore(s, spec, o, 0)]));
    expect([scores['s:D:kil'], scores['s:D:gwa'], scores['a:D:kil'], scores['a:M:kil']]).toEqual([3, 0.1, 0.05, 1]);
  });

  it('the search’s candidates: the best four by score, ties in the menu’s order', () => {
    let s = setup({
      champions: { kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '2,1' }, mar: { seat: 1, at: '-4,4' } },
      hands: [['gwa1'], []],
      traps: { '2,2': 'tr1' },
    });
    s = sfbEngine.apply(s, 0, { type: 'activate', c: 's:M:gwa' }).state;
    // Scores: stay 4.01, then 3,1 / 2,0 / 1,2 at 4 each (in that menu order), 2,2 at 1.33, 1,1 at 0.
    expect(sfbBotSupport.plans!(s, 0).map((p) => p.actions[0])).toEqual([
      { type: 'move', c: 'stay' },
      { type: 'move', c: 'h:3,1' },
      { type: 'move', c: 'h:2,0' },
      { type: 'move', c: 'h:1,2' },
    ]);
  });
});
