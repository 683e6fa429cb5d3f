/**
 * What the search needs from Epic Spell Wars (rules/search.ts): the sampler
 * deals the other wizards' hidden cards again from the multiset the seat's
 * view determines (a likely face-down spell, then the hand), the evaluation is
 * a fitted conditional logit over public features, and a build's plans are
 * the heuristic's best whole spells.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json, type Seat } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { slotsFor } from '../../src/games/esw/rules/actions.js';
import { cardName } from '../../src/games/esw/rules/util.js';
import { searchMove } from '../../src/core/search/index.js';
import { ESW_WEIGHTS, eswBotSupport, eswFeatures, eswSearchEngine, evaluateEsw, sampleEsw } from '../../src/games/esw/rules/search.js';
import { seatsOf } from './helpers.js';

const sorted = (xs: string[]): string[] => [...xs].sort();
const json = (x: unknown): string => canonicalJson(x as Json);

/** A bot match of `players` wizards, stopped at the first state `when` accepts. */
function reach(players: number, seed: string, when: (st: EswState) => boolean): EswState {
  let st = eswEngine.setup({ players }, seatsOf(players), seed);
  for (let n = 0; n < 2000; n++) {
    if (when(st)) return st;
    const p = eswEngine.prompts(st)[0]!;
    st = eswEngine.apply(st, p.seat, eswEngine.botAction(st, p.seat)).state;
  }
  throw new Error('position not reached');
}

/** The cards the seat cannot see: the main deck and every other wizard's hand and face-down spell. */
function hiddenFrom(st: EswState, seat: Seat): string[] {
  return sorted([...st.main.draw, ...st.seats.flatMap((o, i) => (i === seat ? [] : [...o.hand, ...(o.spell ?? []).map((p) => p.card)]))]);
}

describe('ESW search: the evaluation', () => {
  /** A 4-wizard position: life 20, 10, 0 (standing) and 7 (dead); tokens 0, 1, 0, 1; two Treasures, one Dead Wizard card. */
  function position(): EswState {
    const st = eswEngine.setup({ players: 4 }, seatsOf(4), 'eval');
    const life = [20, 10, 0, 7];
    const alive = [true, true, true, false];
    const tokens = [0, 1, 0, 1];
    st.seats.forEach((x, i) => Object.assign(x, { life: life[i], alive: alive[i], tokens: tokens[i], treasures: [], deadCards: [] }));
    st.seats[1]!.treasures = st.treasureDeck.draw.slice(0, 2) as (typeof st.seats)[1]['treasures'];
    st.seats[3]!.deadCards = st.deadDeck.draw.slice(0, 1) as (typeof st.seats)[3]['deadCards'];
    return st;
  }

  it('weighs, per seat: alive, log share of the living life × living count, life/20, weakest, tokens, tokens alive, Treasures alive, Dead Wizard cards', () => {
    // Living life 20 + 10 + 1 (0 counts as 1) = 31 among 3; the weakest stands at 0.
    expect(eswFeatures(position())).toEqual([
      [1, Math.log(60 / 31), 1, 0, 0, 0, 0, 0],
      [1, Math.log(30 / 31), 0.5, 0, 1, 1, 2, 0],
      [1, Math.log(3 / 31), 0, 1, 0, 0, 0, 0],
      [0, 0, 0, 0, 1, 0, 0, 1],
    ]);
  });

  it("is each seat's share of exp(weights · features): the fitted conditional logit, summing to 1", () => {
    const st = position();
    const scores = eswFeatures(st).map((f) => Math.exp(f.reduce((a, v, i) => a + v * ESW_WEIGHTS[i]!, 0)));
    const sum = scores.reduce((a, b) => a + b, 0);
    for (let seat = 0; seat < 4; seat++) expect(evaluateEsw(st, seat)).toBeCloseTo(scores[seat]! / sum, 12);
    expect([0, 1, 2, 3].reduce((a, seat) => a + evaluateEsw(st, seat), 0)).toBeCloseTo(1, 12);
    // The standing wizard with the most life and the one a token short of winning lead; the dead one trails.
    expect(evaluateEsw(st, 0)).toBeGreaterThan(evaluateEsw(st, 2));
    expect(evaluateEsw(st, 1)).toBeGreaterThan(evaluateEsw(st, 3));
  });

  it('weights as fitted by scripts/fit-esw-evaluation.ts', () => {
    expect(ESW_WEIGHTS).toEqual([0.389, 0.467, 0.79, -0.102, 2.058, -0.017, 0.197, -0.046]);
  });

  it('nobody alive and no tokens: an even share for every seat, not a division by zero', () => {
    const st = eswEngine.setup({ players: 3 }, seatsOf(3), 'eval3');
    st.seats.forEach((x) => Object.assign(x, { life: 0, alive: false, tokens: 0, treasures: [], deadCards: [] }));
    expect([0, 1, 2].map((s) => evaluateEsw(st, s))).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });
});

describe('ESW search: the sampler', () => {
  it('keeps the seat’s view, deals the others a valid face-down spell of the same size and a hand of the same size', () => {
    const st = reach(4, 'sample', (s) => s.phase === 'resolve' && s.seats.filter((x) => (x.spell?.length ?? 0) > 0).length >= 2);
    const before = json(st);
    for (let seat = 0; seat < 4; seat++) {
      const x = sampleEsw(st, seat, createRng(`s${seat}`));
      expect(json(st)).toBe(before);
      expect(json(eswEngine.view(x, seat))).toBe(json(eswEngine.view(st, seat)));
      expect(hiddenFrom(x, seat)).toEqual(hiddenFrom(st, seat));
      expect(x.main.draw).toHaveLength(st.main.draw.length);
      x.seats.forEach((o, i) => {
        const was = st.seats[i]!;
        expect(o.hand).toHaveLength(was.hand.length);
        expect(o.spell?.length ?? null).toBe(was.spell?.length ?? null);
        if (i === seat) {
          expect(o.hand).toEqual(was.hand);
          expect(o.spell).toEqual(was.spell);
          return;
        }
        expect(o.draft).toEqual([]);
        for (const p of o.spell ?? []) expect(slotsFor(p.card)).toContain(p.slot);
        expect(new Set((o.spell ?? []).map((p) => p.slot)).size).toBe(o.spell?.length ?? 0);
      });
      expect(sorted(x.treasureDeck.draw)).toEqual(sorted(st.treasureDeck.draw));
      expect(sorted(x.deadDeck.draw)).toEqual(sorted(st.deadDeck.draw));
      expect(json(x.rng)).not.toBe(json(st.rng));
    }
  });

  it('depends on the multisets only, and on the sampling seed', () => {
    const st = reach(3, 'multiset', (s) => s.phase === 'resolve');
    const other = structuredClone(st);
    other.main.draw.reverse();
    other.seats[1]!.hand.reverse();
    other.treasureDeck.draw.reverse();
    other.deadDeck.draw.reverse();
    expect(json(sampleEsw(other, 0, createRng('m')))).toBe(json(sampleEsw(st, 0, createRng('m'))));
    expect(json(sampleEsw(st, 0, createRng('n')).seats[1]!.hand)).not.toBe(json(sampleEsw(st, 0, createRng('m')).seats[1]!.hand));
  });

  it('empties another wizard’s draft in progress and keeps the seat’s own', () => {
    let st = reach(3, 'drafts', (s) => s.phase === 'build' && s.round === 1);
    for (const seat of [0, 1]) {
      const add = eswEngine
        .prompts(st)
        .find((p) => p.seat === seat)!
        .choices.find((c) => c.action.type === 'add')!;
      st = eswEngine.apply(st, seat, add.action).state;
    }
    expect([st.seats[0]!.draft.length, st.seats[1]!.draft.length]).toEqual([1, 1]);
    const x = sampleEsw(st, 0, createRng('d'));
    expect(x.seats[0]!.draft).toEqual(st.seats[0]!.draft);
    expect(x.seats[1]!.draft).toEqual([]);
  });
});

describe('ESW search: plans', () => {
  it('a fresh build: at most four whole spells, each adds its cards to distinct slots and locks', () => {
    const st = reach(3, 'plans', (s) => s.phase === 'build' && s.round === 1 && s.seats.every((x) => x.draft.length === 0));
    const plans = eswBotSupport.plans!(st, 0);
    expect(plans).toHaveLength(4);
    for (const plan of plans) {
      const adds = plan.actions.slice(0, -1);
      expect(plan.actions.at(-1)).toEqual({ type: 'lock' });
      expect(adds.length).toBeGreaterThan(0);
      expect(adds.length).toBeLessThanOrEqual(3);
      for (const a of adds) {
        expect(a.type).toBe('add');
        expect(st.seats[0]!.hand).toContain(a.card);
        expect(slotsFor(a.card as string)).toContain(a.slot);
      }
      expect(new Set(adds.map((a) => a.slot)).size).toBe(adds.length);
      expect(plan.label).toEqual({ key: 'esw.search.plan', vars: { cards: adds.map((a) => cardName(a.card as string)).join(' + ') } });
    }
    expect(new Set(plans.map((p) => json(p.actions))).size).toBe(4);
  });

  it('a build under way: one plan, the best spell that keeps the draft, adding only the missing cards', () => {
    const st = reach(3, 'started', (s) => s.phase === 'build' && s.seats[0]!.draft.length === 1 && !s.seats[0]!.locked);
    const draft = st.seats[0]!.draft[0]!;
    const plans = eswBotSupport.plans!(st, 0);
    expect(plans).toHaveLength(1);
    const actions = plans[0]!.actions;
    expect(actions.at(-1)).toEqual({ type: 'lock' });
    expect(actions.some((a) => a.type === 'remove')).toBe(false);
    expect(actions.some((a) => a.type === 'add' && a.card === draft.card)).toBe(false);
  });

  it('none for a locked or dead wizard, nor for a seat not asked during a spell; every choice, the heuristic’s first, for the one asked', () => {
    const st = reach(3, 'none', (s) => s.phase === 'build' && s.round === 1);
    const locked = structuredClone(st);
    locked.seats[1]!.locked = true;
    expect(eswBotSupport.plans!(locked, 1)).toEqual([]);
    const dead = structuredClone(st);
    dead.seats[2]!.alive = false;
    expect(eswBotSupport.plans!(dead, 2)).toEqual([]);
    const asked = reach(3, 'await', (s) => s.await !== null);
    const seat = asked.await!.seat;
    expect(eswBotSupport.plans!(asked, (seat + 1) % 3)).toEqual([]);
    const plans = eswBotSupport.plans!(asked, seat);
    const prompt = eswEngine.prompts(asked).find((p) => p.seat === seat)!;
    expect(plans).toHaveLength(prompt.choices.filter((c) => c.id !== 'cancel').length);
    expect(plans[0]!.actions).toEqual([eswEngine.botAction(asked, seat)]);
  });

  it('search settings: paired worlds, no exploration bonus, a 3 % close call, 32 iterations, at most 80 decisions deep', () => {
    const { horizon, paired, explore, closeCall, iterations } = eswBotSupport;
    expect({ horizon, paired, explore, closeCall, iterations }).toEqual({
      horizon: 80,
      paired: true,
      explore: 0,
      closeCall: 0.03,
      iterations: 32,
    });
  });
});

describe('ESW search: the engine the search plays', () => {
  it('offers the prompts of the engine (the playout its first alone) and reaches the same states, move after move of a 5-wizard match', () => {
    let a = eswEngine.setup({ players: 5 }, seatsOf(5), 'fast-engine');
    let b = a;
    let moves = 0;
    for (; moves < 3000 && !eswEngine.outcome(a); moves++) {
      const prompts = eswEngine.prompts(a);
      expect(json(eswSearchEngine.prompts(b))).toBe(json(prompts));
      expect(json(eswBotSupport.firstPrompt!(b))).toBe(json(prompts[0]));
      const p = prompts[0]!;
      const action = eswEngine.botAction(a, p.seat);
      a = eswEngine.apply(a, p.seat, action).state;
      b = eswSearchEngine.apply(b, p.seat, action).state;
      expect(json(b)).toBe(json(a));
    }
    expect(eswSearchEngine.outcome(b)).toEqual(eswEngine.outcome(a));
    expect(eswSearchEngine.prompts(b)).toEqual([]);
    expect(eswBotSupport.firstPrompt!(b)).toBeUndefined();
    expect(moves).toBeGreaterThan(100);
  });

  it('a search on it ranks every candidate as one on the checked engine, asking every prompt, does from the same seed', () => {
    const st = reach(
      4,
      'same-search',
      (s) => s.phase === 'build' && s.round === 1 && s.turn === 2 && s.seats.every((x) => x.draft.length === 0),
    );
    const checked = searchMove({ ...eswEngine, bot: { ...eswBotSupport, firstPrompt: undefined } }, st, 0, 4, {
      iterations: 16,
      seed: 'same',
    });
    const fast = searchMove({ ...eswSearchEngine, bot: eswBotSupport }, st, 0, 4, { iterations: 16, seed: 'same' });
    expect(fast.ranked.length).toBeGreaterThan(1);
    expect(json(fast.ranked)).toBe(json(checked.ranked));
  });
});
