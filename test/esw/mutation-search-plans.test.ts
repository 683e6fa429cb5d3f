/**
 * The ESW search support's plans and sampler, exact (issue #23, mutation testing of rules/search.ts): every spell a
 * small hand allows, in the heuristic's order (ties in the hand's order); the build under way kept or taken apart;
 * the choices of a spell with the heuristic's first; the sampler's face-down spell rebuilt as the heuristic's best
 * of its size from the cards dealt (ties to the first dealt), or dealt from the pool when none exists.
 *
 * Values (rules/bot.ts spellValue, three wizards at 20 life, no Treasure): one card s01 2, s05 2, q17 2, d02 1.667,
 * s02 1.6, d01 1.333, a Wild Magic 2.2; two cards s01+d02 5, s02+d02 4.6, q17+Wild 4.2, s01+Wild 4.2, s01+q17 4.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/game.js';
import { createRng, shuffleInPlace } from '../../src/core/rng.js';
import { t } from '../../src/core/text.js';
import { cardName } from '../../src/games/esw/rules/util.js';
import { eswEngine } from '../../src/games/esw/engine.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import { eswBotSupport, eswEngineForSearch, eswSearchEngine, sampleEsw } from '../../src/games/esw/rules/search.js';
import type { EswState, Placed } from '../../src/games/esw/rules/state.js';
import { seatsOf } from './helpers.js';

const fresh = (): EswState => setupState({ players: 3 }, seatsOf(3), 'scenario', []);
const add = (card: string, slot: string): Action => ({ type: 'add', card, slot });
const lock: Action = { type: 'lock' };
const planLabel = (...cards: string[]) => t('esw.search.plan', { cards: cards.map(cardName).join(' + ') });

/** Seat 0's plans with this hand and draft (a build, nobody locked). */
function buildPlans(hand: string[], draft: Placed[] = []) {
  const st = fresh();
  st.seats[0]!.hand = hand;
  st.seats[0]!.draft = draft;
  return eswBotSupport.plans!(st, 0);
}

describe('esw search build plans, every spell of a small hand', () => {
  it('a Source and a Quality: both together, then the Quality and the Source alone (equal values keep the hand order)', () => {
    expect(buildPlans(['s01', 'q03'])).toEqual([
      { label: planLabel('s01', 'q03'), actions: [add('s01', 'source'), add('q03', 'quality'), lock] },
      { label: planLabel('q03'), actions: [add('q03', 'quality'), lock] },
      { label: planLabel('s01'), actions: [add('s01', 'source'), lock] },
    ]);
  });

  it('a Source and a Wild Magic: the Wild Magic fills the first free slot (the Quality beside the Source), alone or not', () => {
    expect(buildPlans(['s01', 'w1'])).toEqual([
      { label: planLabel('s01', 'w1'), actions: [add('s01', 'source'), add('w1', 'quality'), lock] },
      { label: planLabel('w1'), actions: [add('w1', 'source'), lock] },
      { label: planLabel('s01'), actions: [add('s01', 'source'), lock] },
    ]);
  });

  it('a full spell and a Wild Magic: the four best of fourteen, three cards at most (no Wild Magic beside three cards)', () => {
    expect(buildPlans(['s01', 'q03', 'd01', 'w1'])).toEqual([
      { label: planLabel('s01', 'q03', 'd01'), actions: [add('s01', 'source'), add('q03', 'quality'), add('d01', 'destination'), lock] },
      { label: planLabel('q03', 'd01', 'w1'), actions: [add('q03', 'quality'), add('d01', 'destination'), add('w1', 'source'), lock] },
      { label: planLabel('s01', 'd01', 'w1'), actions: [add('s01', 'source'), add('d01', 'destination'), add('w1', 'quality'), lock] },
      { label: planLabel('s01', 'q03', 'w1'), actions: [add('s01', 'source'), add('q03', 'quality'), add('w1', 'destination'), lock] },
    ]);
  });
});

describe('esw search build plans, a build under way', () => {
  it('a drafted Source is finished as the best spell holding it, not searched again', () => {
    expect(buildPlans(['s01', 'q03', 'd01'], [{ card: 's01', slot: 'source' }])).toEqual([
      { label: planLabel('s01', 'q03', 'd01'), actions: [add('q03', 'quality'), add('d01', 'destination'), lock] },
    ]);
  });

  it('a Wild Magic drafted in a slot no spell gives it: every spell, each taking it back first (a card in the wrong slot is not kept)', () => {
    expect(buildPlans(['s01', 'w1'], [{ card: 'w1', slot: 'destination' }])).toEqual([
      { label: planLabel('s01', 'w1'), actions: [{ type: 'remove', card: 'w1' }, add('s01', 'source'), add('w1', 'quality'), lock] },
      { label: planLabel('w1'), actions: [{ type: 'remove', card: 'w1' }, add('w1', 'source'), lock] },
      { label: planLabel('s01'), actions: [{ type: 'remove', card: 'w1' }, add('s01', 'source'), lock] },
    ]);
  });

  it('two drafted Sources no spell can hold: each plan takes back what it does not keep and adds its own Source in the freed slot', () => {
    const remove = (card: string): Action => ({ type: 'remove', card });
    expect(
      buildPlans(
        ['s01', 's05', 's02', 'q17'],
        [
          { card: 's01', slot: 'source' },
          { card: 's05', slot: 'source' },
        ],
      ),
    ).toEqual([
      { label: planLabel('s01', 'q17'), actions: [remove('s05'), add('q17', 'quality'), lock] },
      { label: planLabel('s05', 'q17'), actions: [remove('s01'), add('q17', 'quality'), lock] },
      { label: planLabel('s02', 'q17'), actions: [remove('s01'), remove('s05'), add('s02', 'source'), add('q17', 'quality'), lock] },
      { label: planLabel('q17'), actions: [remove('s01'), remove('s05'), add('q17', 'quality'), lock] },
    ]);
  });

  it('no plans for a seat the table does not have, nor for a locked wizard', () => {
    const st = fresh();
    expect(eswBotSupport.plans!(st, 7)).toEqual([]);
    st.seats[1]!.locked = true;
    expect(eswBotSupport.plans!(st, 1)).toEqual([]);
  });
});

describe('esw search choice plans', () => {
  /** A spell of seat 0 resolving, waiting on seat 0's choice. */
  function waiting(st: EswState, wait: NonNullable<EswState['await']>) {
    st.phase = 'resolve';
    st.casting = { seat: 0, cards: [], name: '', steps: [{ k: 'end' }] };
    st.await = wait;
    return st;
  }

  it("ESW-FX-1: a Treasure to steal, the heuristic's (the last listed) first, then the others in their order", () => {
    const st = fresh();
    const treasures = ['t01', 't02', 't03'];
    st.seats[1]!.treasures = [...treasures];
    waiting(st, { kind: 'steal', seat: 0, card: 's11', from: 1, treasures });
    const prompt = eswEngine.prompts(st)[0]!;
    const plans = eswBotSupport.plans!(st, 0);
    expect(plans.map((p) => p.actions)).toEqual([
      [{ type: 'steal', treasure: 't03' }],
      [{ type: 'steal', treasure: 't01' }],
      [{ type: 'steal', treasure: 't02' }],
    ]);
    expect(plans.map((p) => p.label)).toEqual([2, 0, 1].map((i) => prompt.choices[i]!.label));
  });

  it('a target: the weakest foe first even when listed last; a target the heuristic lists first keeps the order', () => {
    const st = fresh();
    st.seats[2]!.life = 5;
    waiting(st, { kind: 'target', seat: 0, card: 's14', seats: [1, 2] });
    expect(eswBotSupport.plans!(st, 0).map((p) => p.actions)).toEqual([[{ type: 'target', seat: 2 }], [{ type: 'target', seat: 1 }]]);
    st.seats[2]!.life = 20;
    st.seats[1]!.life = 5;
    expect(eswBotSupport.plans!(st, 0).map((p) => p.actions)).toEqual([[{ type: 'target', seat: 1 }], [{ type: 'target', seat: 2 }]]);
    // Only the waiting wizard has plans.
    expect(eswBotSupport.plans!(st, 1)).toEqual([]);
  });
});

/**
 * Three wizards: seat 1 holds `hand` and a face-down spell of `size` cards, seat 2 and the main deck hold nothing
 * but `rest`, so the cards dealt back to seat 1 are all of them when `rest` is empty. Returns the sample from seat 0
 * and the pool's order after the sampler's shuffle (the same seed shuffles the same sorted cards the same way).
 */
function sampleOne(hand: string[], spell: string[], seed: string, rest: string[] = []) {
  const st = fresh();
  st.seats.forEach((s) => {
    s.hand = [];
    s.spell = null;
    s.draft = [];
  });
  st.main.draw = [...rest];
  st.seats[1]!.hand = [...hand];
  const slots = ['source', 'quality', 'destination'] as const;
  st.seats[1]!.spell = spell.map((card, i) => ({ card, slot: slots[i]! }));
  const order = shuffleInPlace(createRng(seed), [...hand, ...spell, ...rest].sort());
  const x = sampleEsw(st, 0, createRng(seed));
  return { spell: x.seats[1]!.spell, hand: x.seats[1]!.hand, draw: x.main.draw, order };
}

describe('esw sampler: the face-down spell rebuilt from the cards dealt', () => {
  const five = ['w1', 'q17', 's01', 'd02', 's02'];

  it('one card: the Wild Magic (2.2) as a Source, whatever the order dealt; the other four stay in hand', () => {
    for (const seed of ['seed0', 'seed1', 'seed5']) {
      const x = sampleOne(five.slice(0, 4), five.slice(4), seed);
      expect(x.spell).toEqual([{ card: 'w1', slot: 'source' }]);
      expect(x.hand).toEqual(x.order.filter((c) => c !== 'w1'));
    }
  });

  it('two cards: s01 and d02 (5), the rest in hand in the order dealt', () => {
    for (const seed of ['seed0', 'seed1', 'seed5']) {
      const x = sampleOne(five.slice(0, 3), five.slice(3), seed);
      expect(x.spell).toEqual([
        { card: 's01', slot: 'source' },
        { card: 'd02', slot: 'destination' },
      ]);
      expect(x.hand).toEqual(x.order.filter((c) => c !== 's01' && c !== 'd02'));
      expect(x.draw).toEqual([]);
    }
  });

  it('three cards: s01, d02 and the Wild Magic as the Quality (7.2)', () => {
    const x = sampleOne(five.slice(0, 2), five.slice(2), 'seed3');
    expect(x.spell).toEqual([
      { card: 's01', slot: 'source' },
      { card: 'd02', slot: 'destination' },
      { card: 'w1', slot: 'quality' },
    ]);
    expect(x.hand).toHaveLength(2);
  });

  it('one card, a Destination the best (d02 1.667 over s02 1.6)', () => {
    for (const seed of ['seed0', 'seed1']) {
      const x = sampleOne(['s02'], ['d02'], seed);
      expect(x.spell).toEqual([{ card: 'd02', slot: 'destination' }]);
      expect(x.hand).toEqual(['s02']);
    }
  });

  it('one card, two equal Sources (s01 and s05, 2 each): the first dealt', () => {
    const cards = ['s01', 's05', 'd01', 's02'];
    for (const [seed, first] of [
      ['seed5', 's01'],
      ['seed1', 's01'],
      ['seed10', 's05'],
      ['seed36', 's05'],
    ] as const) {
      const x = sampleOne(cards.slice(0, 3), cards.slice(3), seed);
      expect(x.order.indexOf(first)).toBeLessThan(x.order.indexOf(first === 's01' ? 's05' : 's01'));
      expect(x.spell).toEqual([{ card: first, slot: 'source' }]);
      expect(x.hand).toEqual(x.order.filter((c) => c !== first));
    }
  });

  it('two Sources dealt for a two-card spell: none of that size, so the pool deals one, a Source then the next card of another slot, and stops at two', () => {
    // seed9 deals s01, s02, q17, d02; seed13 s01, s02, d02, q17.
    const nine = sampleOne([], ['q17', 'd02'], 'seed9', ['s01', 's02']);
    expect(nine.order).toEqual(['s01', 's02', 'q17', 'd02']);
    expect(nine.spell).toEqual([
      { card: 's01', slot: 'source' },
      { card: 'q17', slot: 'quality' },
    ]);
    expect([nine.hand, nine.draw]).toEqual([[], ['s02', 'd02']]);
    const thirteen = sampleOne([], ['q17', 'd02'], 'seed13', ['s01', 's02']);
    expect(thirteen.order).toEqual(['s01', 's02', 'd02', 'q17']);
    expect(thirteen.spell).toEqual([
      { card: 's01', slot: 'source' },
      { card: 'd02', slot: 'destination' },
    ]);
    expect([thirteen.hand, thirteen.draw]).toEqual([[], ['s02', 'q17']]);
  });
});

describe('esw search engine', () => {
  it("plays the rules' moves with the same events and state, without a second check", () => {
    const st = fresh();
    const addFirst = eswEngine.botAction(st, 0);
    expect(addFirst.type).toBe('add');
    expect(eswSearchEngine.apply(st, 0, addFirst)).toEqual({ state: eswEngine.apply(st, 0, addFirst).state, events: [] });
    const after = eswEngine.apply(st, 0, addFirst).state;
    const searched = eswSearchEngine.apply(after, 0, lock);
    const ruled = eswEngine.apply(after, 0, lock);
    expect(searched.events).toEqual(ruled.events);
    expect(searched.events.length).toBeGreaterThan(0);
    expect(searched.state).toEqual(ruled.state);
  });

  it('the engine for the search is the rules engine with the search support and its lighter engine', () => {
    expect(eswEngineForSearch.prompts).toBe(eswEngine.prompts);
    expect(eswEngineForSearch.apply).toBe(eswEngine.apply);
    expect(eswEngineForSearch.bot?.sample).toBe(sampleEsw);
    expect(eswEngineForSearch.bot?.plans).toBe(eswBotSupport.plans);
    expect(eswEngineForSearch.bot?.engine).toBe(eswSearchEngine);
  });
});
