/**
 * The search's candidates and when it runs at all (rules/search.ts), on
 * written positions where the heuristic ties: equal scores keep the menu's
 * order, and a decision with one option is never searched.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { currentSpec } from '../../src/games/sfb/rules/flow/index.js';
import { sfbBotSupport } from '../../src/games/sfb/rules/search.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

/** Kilgore (hurt) and Gwaien for seat 0, with an empty hand and the given ready essences; Mariusz for seat 1. */
const position = (essences: string): SfbState =>
  sfbEngine.scenarios!.setup({
    champions: {
      kil: { seat: 0, at: '0,-3', damage: 1 },
      gwa: { seat: 0, at: '2,-3' },
      mar: { seat: 1, at: '0,3' },
    },
    hands: [[], []],
    essences: [essences, 'MCD'],
  } as unknown as Json).state;

const planned = (s: SfbState): string[] => sfbBotSupport.plans!(s, 0).map((p) => String(p.actions[0]!.c));

describe('SFB search: candidates on ties', () => {
  it('SFB-STD-1 SFB-STD-6: an empty hand offers the standard and any-essence actions; the essence actions score alike and keep the menu order, after the healing one', () => {
    const s = position('MCD');
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual([
      's:M:kil',
      's:M:gwa',
      's:C:kil',
      's:C:gwa',
      's:D:kil',
      's:D:gwa',
      'a:M:kil',
      'a:M:gwa',
      'a:C:kil',
      'a:C:gwa',
      'a:D:kil',
      'a:D:gwa',
      'end',
    ]);
    // Kilgore is hurt: its Creation action (1.5) first, then six essence actions worth 1 each, in menu order.
    expect(planned(s)).toEqual(['s:C:kil', 'a:M:kil', 'a:M:gwa', 'a:C:kil']);
  });

  it('one essence ready: the two essence actions tie and keep their order', () => {
    const s = position('D');
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['s:D:kil', 's:D:gwa', 'a:D:kil', 'a:D:gwa', 'end']);
    expect(planned(s)).toEqual(['a:D:kil', 'a:D:gwa', 's:D:kil', 's:D:gwa']);
  });
});

describe('SFB search: what is searched', () => {
  it('SFB-ROUND-7: a menu with one option (nothing ready, nothing in hand) is not searched; two options are', () => {
    const none = position('');
    expect(currentSpec(none)!.opts.map((o) => o.id)).toEqual(['end']);
    expect(sfbBotSupport.searchable!(none, 0)).toBe(false);
    expect(planned(none)).toEqual(['end']);
    const two = position('M');
    expect(currentSpec(two)!.opts.length).toBeGreaterThan(1);
    expect(sfbBotSupport.searchable!(two, 0)).toBe(true);
    expect(sfbBotSupport.searchable!(two, 1)).toBe(false);
  });
});
