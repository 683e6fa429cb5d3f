/**
 * What the search needs from Epic Spell Wars (rules/search.ts): the sampler
 * deals the other wizards' hidden cards again from the multiset the seat's
 * view determines (a valid face-down spell, then the hand), the evaluation is
 * the round's weighted life share plus the tokens, and a build's plans are
 * the heuristic's best whole spells.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json, type Seat } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { slotsFor } from '../../src/games/esw/rules/actions.js';
import { cardName } from '../../src/games/esw/rules/util.js';
import { eswBotSupport, evaluateEsw, sampleEsw } from '../../src/games/esw/rules/search.js';
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
  it('is the share of life squared among the living, tripled one token short of winning, plus half a point a token', () => {
    const st = eswEngine.setup({ players: 4 }, seatsOf(4), 'eval');
    const life = [20, 10, 0, 7];
    const alive = [true, true, true, false];
    const tokens = [0, 1, 0, 1];
    st.seats.forEach((x, i) => Object.assign(x, { life: life[i], alive: alive[i], tokens: tokens[i] }));
    // Round weights 400, 100, 1 (alive at 0 life counts as 1), 0 (dead): shares over 501.
    const score = [400 / 501, (100 / 501) * 3 + 0.5, 1 / 501, 0 * 3 + 0.5];
    const total = score.reduce((a, b) => a + b, 0);
    for (let seat = 0; seat < 4; seat++) expect(evaluateEsw(st, seat)).toBeCloseTo(score[seat]! / total, 12);
    expect(evaluateEsw(st, 0) + evaluateEsw(st, 1) + evaluateEsw(st, 2) + evaluateEsw(st, 3)).toBeCloseTo(1, 12);
  });

  it('a token short of winning counts from 1 token (two win), not from 0', () => {
    const st = eswEngine.setup({ players: 2 }, seatsOf(2), 'eval2');
    st.seats.forEach((x) => Object.assign(x, { life: 10, alive: true, tokens: 0 }));
    expect(evaluateEsw(st, 0)).toBe(0.5);
    st.seats[0]!.tokens = 1;
    // 0.5 × 3 + 0.5 = 2 against 0.5.
    expect(evaluateEsw(st, 0)).toBe(2 / 2.5);
    expect(evaluateEsw(st, 1)).toBe(0.5 / 2.5);
  });

  it('nobody alive and no tokens: 0 for every seat, not a division by zero', () => {
    const st = eswEngine.setup({ players: 3 }, seatsOf(3), 'eval3');
    st.seats.forEach((x) => Object.assign(x, { life: 0, alive: false, tokens: 0 }));
    expect([0, 1, 2].map((s) => evaluateEsw(st, s))).toEqual([0, 0, 0]);
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

  it('search settings: paired worlds, no exploration bonus, a 3 % close call, 32 iterations, 40 decisions deep', () => {
    const { horizon, paired, explore, closeCall, iterations } = eswBotSupport;
    expect({ horizon, paired, explore, closeCall, iterations }).toEqual({
      horizon: 40,
      paired: true,
      explore: 0,
      closeCall: 0.03,
      iterations: 32,
    });
  });
});
