/**
 * The ESW search support (rules/search.ts) at its edges, exact (issue #23, mutation testing): the effort by the
 * number of wizards standing, the playout's cutoff at the next turn, no plans while a spell resolves with no
 * question pending, a draft no spell can hold (every candidate takes it apart), and the sampler's fallback when the
 * cards dealt to another wizard make no valid spell of the face-down spell's size.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { MAIN_DECK_IDS, mainCard } from '../../src/games/esw/content/index.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import { eswBotSupport, eswEffort, sampleEsw } from '../../src/games/esw/rules/search.js';
import type { EswState } from '../../src/games/esw/rules/state.js';
import { seatsOf } from './helpers.js';

const fresh = (players: number): EswState => setupState({ players }, seatsOf(players), 'scenario', []);
const sources = MAIN_DECK_IDS.filter((id) => mainCard(id).kind === 'source');

describe('esw search effort and cutoff', () => {
  it('effort: three quarters with five or six wizards standing, one and a half with four, three with three or fewer', () => {
    const st = fresh(6);
    const effortWith = (alive: number) => {
      st.seats.forEach((s, i) => (s.alive = i < alive));
      return eswEffort(st);
    };
    expect([6, 5, 4, 3, 2, 1].map(effortWith)).toEqual([0.75, 0.75, 1.5, 3, 3, 3]);
  });

  it('the playout stops at a new turn or a new round, not before', () => {
    const root = fresh(3);
    const later = (round: number, turn: number): EswState => ({ ...root, round, turn });
    const cutoff = eswBotSupport.cutoff!;
    expect([root.round, root.turn]).toEqual([1, 1]);
    expect(cutoff(root, later(1, 1))).toBe(false);
    expect(cutoff(root, later(1, 2))).toBe(true);
    expect(cutoff(root, later(2, 1))).toBe(true);
  });
});

describe('esw search plans at their edges', () => {
  it('none while a spell resolves with no question pending, even for a living wizard who has not locked', () => {
    const st = fresh(3);
    expect(eswBotSupport.plans!(st, 0).length).toBeGreaterThan(0);
    st.phase = 'resolve';
    expect(eswBotSupport.plans!(st, 0)).toEqual([]);
  });

  it('a draft no spell can hold (two Sources): the four best spells, each taking back the Source it does not keep', () => {
    const st = fresh(3);
    const me = st.seats[0]!;
    const [a, b] = me.hand.filter((c) => mainCard(c).kind === 'source');
    expect(a && b).toBeTruthy();
    me.draft = [
      { card: a!, slot: 'source' },
      { card: b!, slot: 'source' },
    ];
    const plans = eswBotSupport.plans!(st, 0);
    expect(plans).toHaveLength(4);
    for (const plan of plans) {
      const removed = plan.actions.filter((x) => x.type === 'remove').map((x) => x.card);
      const added = plan.actions.filter((x) => x.type === 'add').map((x) => x.card);
      // A spell holds one Source at most: one drafted Source at least goes back, and a kept one is not added again.
      expect(removed.length).toBeGreaterThanOrEqual(1);
      expect(removed.every((c) => c === a || c === b)).toBe(true);
      expect(added.filter((c) => c === a || c === b)).toEqual([]);
      expect(plan.actions.at(-1)).toEqual({ type: 'lock' });
    }
  });
});

describe('esw sampler fallback', () => {
  it('cards that make no spell of the face-down size: the spell is dealt from the pool, one card per slot it can fill', () => {
    const st = fresh(3);
    // Only Sources hidden from P1: P2's two-card face-down spell cannot be rebuilt from them.
    st.seats[1]!.hand = sources.slice(0, 6);
    st.seats[1]!.spell = [
      { card: sources[6]!, slot: 'source' },
      { card: sources[7]!, slot: 'quality' },
    ];
    st.seats[2]!.hand = sources.slice(8, 14);
    st.seats[2]!.spell = null;
    st.main.draw = sources.slice(14, 20);
    const x = sampleEsw(st, 0, createRng('fallback'));
    const spell = x.seats[1]!.spell!;
    // A Source fills the Source slot, then no other card fits a free slot: one card.
    expect(spell).toHaveLength(1);
    expect(spell[0]!.slot).toBe('source');
    // The card the spell could not take stays in the main deck: 7 there instead of 6.
    expect([x.seats[1]!.hand.length, x.seats[2]!.hand.length, x.main.draw.length]).toEqual([6, 6, 7]);
    const dealt = [...x.seats[1]!.hand, spell[0]!.card, ...x.seats[2]!.hand, ...x.main.draw].sort();
    expect(dealt).toEqual(sources.slice(0, 20).sort());
  });
});
