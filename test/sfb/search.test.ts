/**
 * What the search needs from Super Fantasy Brawl (rules/search.ts): the
 * sampler deals hidden information again from the multiset the seat's view
 * determines, the evaluation is a logistic of the heuristic, and the
 * candidates are the heuristic's four best, in its order.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { CHEAP_KINDS, cheapScore, evaluate } from '../../src/games/sfb/rules/bot.js';
import { currentSpec } from '../../src/games/sfb/rules/flow/index.js';
import { evaluateSfb, sampleSfb, sfbBotSupport } from '../../src/games/sfb/rules/search.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

/** Kilgore and Gwaien (seat 0) against Mariusz and Akhet (seat 1); three cards in each hand, traps laid, a challenge deck. */
function position(vp: [number, number] = [0, 0]): SfbState {
  return sfbEngine.scenarios!.setup({
    vp,
    champions: {
      kil: { seat: 0, at: '0,-2', damage: 1 },
      gwa: { seat: 0, at: '2,-3' },
      mar: { seat: 1, at: '0,2' },
      akh: { seat: 1, at: null },
    },
    hands: [
      ['kil2', 'kil3', 'gwa1'],
      ['mar1', 'mar2', 'akh1'],
    ],
    traps: { '1,1': 't01', '-2,2': 't02' },
    track: [null, 'c01', 'c02', null, 'c04'],
  } as unknown as Json).state;
}

const sorted = (xs: string[]): string[] => [...xs].sort();

describe('SFB search: the sampler', () => {
  it('keeps what the seat sees, deals the rest again from the same cards, and leaves the state untouched', () => {
    const s = position();
    s.undo = structuredClone(s) as unknown as SfbState['undo'];
    const before = canonicalJson(s as unknown as Json);
    const x = sampleSfb(s, 0, createRng('sample'));
    expect(canonicalJson(s as unknown as Json)).toBe(before);
    expect(x.undo).toBeUndefined();
    // Seat 0: the same hand, its own deck in some order.
    expect(x.players[0]!.hand).toEqual(['kil2', 'kil3', 'gwa1']);
    expect(sorted(x.players[0]!.deck)).toEqual(sorted(s.players[0]!.deck));
    // Seat 1: as many cards in hand as before, hand and deck together the same cards.
    expect(x.players[1]!.hand).toHaveLength(3);
    expect(sorted([...x.players[1]!.hand, ...x.players[1]!.deck])).toEqual(sorted([...s.players[1]!.hand, ...s.players[1]!.deck]));
    expect(x.players[1]!.deck).toHaveLength(s.players[1]!.deck.length);
    // The challenge deck, the traps (same spots, cards from the board and the pool) and a new generator.
    expect(sorted(x.chal.deck)).toEqual(sorted(s.chal.deck));
    expect(x.chal.track).toEqual(s.chal.track);
    expect(Object.keys(x.traps.board).sort()).toEqual(['-2,2', '1,1']);
    expect(sorted([...Object.values(x.traps.board), ...x.traps.pool])).toEqual(sorted([...Object.values(s.traps.board), ...s.traps.pool]));
    expect(x.traps.pool).toHaveLength(s.traps.pool.length);
    expect(canonicalJson(x.rng as unknown as Json)).not.toBe(canonicalJson(s.rng as unknown as Json));
    expect(canonicalJson(sfbEngine.view(x, 0))).toBe(canonicalJson(sfbEngine.view(s, 0)));
  });

  it('depends on the multisets only: a state with the hidden cards elsewhere samples the same', () => {
    const a = position();
    const b = position();
    const p = b.players[1]!;
    [p.hand, p.deck] = [[p.deck[0]!, p.deck[1]!, p.deck[2]!], [...p.deck.slice(3), ...p.hand].reverse()];
    b.players[0]!.deck.reverse();
    b.chal.deck.reverse();
    const spots = Object.keys(b.traps.board).sort();
    const cards = [...b.traps.pool, ...spots.map((k) => b.traps.board[k]!)].reverse();
    b.traps.board = Object.fromEntries(spots.map((k, i) => [k, cards[i]!]));
    b.traps.pool = cards.slice(spots.length);
    const x = sampleSfb(a, 0, createRng('same'));
    const y = sampleSfb(b, 0, createRng('same'));
    expect(canonicalJson(y as unknown as Json)).toBe(canonicalJson(x as unknown as Json));
  });

  it('deals differently for another seed, and the generator comes from the sampling seed', () => {
    const s = position();
    const x = sampleSfb(s, 0, createRng('one'));
    const y = sampleSfb(s, 0, createRng('two'));
    expect(canonicalJson(y.players[1]!.hand)).not.toBe(canonicalJson(x.players[1]!.hand));
    expect(canonicalJson(y.rng as unknown as Json)).not.toBe(canonicalJson(x.rng as unknown as Json));
    expect(canonicalJson(sampleSfb(s, 0, createRng('one')) as unknown as Json)).toBe(canonicalJson(x as unknown as Json));
  });

  it("from seat 1's side: its own hand stays, seat 0's is dealt again", () => {
    const s = position();
    const x = sampleSfb(s, 1, createRng('seat1'));
    expect(x.players[1]!.hand).toEqual(['mar1', 'mar2', 'akh1']);
    expect(sorted([...x.players[0]!.hand, ...x.players[0]!.deck])).toEqual(sorted([...s.players[0]!.hand, ...s.players[0]!.deck]));
    expect(x.players[0]!.hand).toHaveLength(3);
  });
});

describe('SFB search: the evaluation', () => {
  it('is the logistic of the heuristic over 150, from the seat’s team', () => {
    const s = position([2, 1]);
    for (const seat of [0, 1]) {
      const v = evaluate(s, s.players[seat]!.team);
      expect(v).not.toBe(0);
      expect(evaluateSfb(s, seat)).toBe(1 / (1 + Math.exp(-v / 150)));
    }
    expect(evaluateSfb(s, 0)).toBeGreaterThan(0.5);
    expect(evaluateSfb(s, 1)).toBeLessThan(0.5);
  });

  it('a won game is 1 for the winner and 0 for the loser', () => {
    const s = position();
    s.winner = 1;
    expect(evaluateSfb(s, 1)).toBe(1);
    expect(evaluateSfb(s, 0)).toBe(0);
  });
});

describe('SFB search: candidates', () => {
  it("are the activation menu's four best by the heuristic, ties in menu order, each one action", () => {
    const s = position();
    const spec = currentSpec(s)!;
    expect(spec.kind).toBe('activate');
    expect(spec.opts.length).toBeGreaterThan(4);
    const plans = sfbBotSupport.plans!(s, 0);
    const ranked = spec.opts.map((o, i) => ({ o, i, score: cheapScore(s, spec, o, 0) })).sort((a, b) => b.score - a.score || a.i - b.i);
    expect(plans).toEqual(ranked.slice(0, 4).map(({ o }) => ({ label: o.label, actions: [{ type: 'activate', c: o.id }] })));
    // Not the menu's own order: the heuristic reorders it.
    expect(plans.map((p) => p.actions[0]!.c)).not.toEqual(spec.opts.slice(0, 4).map((o) => o.id));
  });

  it('are none for the seat not deciding, nor for a decision outside the cheap kinds, nor after the game', () => {
    const s = position();
    expect(sfbBotSupport.plans!(s, 1)).toEqual([]);
    expect(sfbBotSupport.searchable!(s, 0)).toBe(true);
    expect(sfbBotSupport.searchable!(s, 1)).toBe(false);
    const over = position();
    over.stage = 'over';
    over.winner = 0;
    expect(sfbBotSupport.searchable!(over, 0)).toBe(false);
    const setup = sfbEngine.setup(
      {
        mode: 'free',
        teams: [
          ['kil', 'gwa', 'mar'],
          ['akh', 'sul', 'dug'],
        ],
      },
      [{ name: 'A' }, { name: 'B' }],
      'seed',
    );
    // Setup: seat 1 picks its deployment zone out of two, which the heuristic decides alone.
    const spec = currentSpec(setup)!;
    expect([setup.stage, spec.kind, spec.seat, spec.opts.length]).toEqual(['setup', 'zone', 1, 2]);
    expect(CHEAP_KINDS.has('zone')).toBe(false);
    expect(sfbBotSupport.plans!(setup, 1)).toEqual([]);
    expect(sfbBotSupport.searchable!(setup, 1)).toBe(false);
    expect(sfbBotSupport.horizon).toBe(10);
  });
});
