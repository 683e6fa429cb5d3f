/**
 * Exact tests of the shared search (src/core/search/index.ts) on a tiny hand-made game: how many iterations each
 * candidate gets, what each playout adds up, where a playout stops and which move is chosen, each value exact.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Action, Outcome, Prompt } from '../../src/core/game.js';
import { createRng, nextUint32 } from '../../src/core/rng.js';
import {
  BOT_LEVELS,
  HARD_ITERATIONS,
  hardIterations,
  inKeyOrder,
  levelAction,
  outcomeScore,
  searchGameOf,
  searchMove,
  type BotSupport,
  type Plan,
  type SearchGame,
} from '../../src/core/search/index.js';

/** The toy: seat 0 picks an arm at the root, then the seats take turns adding 1 (the bot's move) or 2 to a sum. */
interface Toy {
  arm: number | null;
  steps: number;
  sum: number;
  /** Drawn by the sampler: what the seat cannot see. */
  hidden: number;
}

const start = (): Toy => ({ arm: null, steps: 0, sum: 0, hidden: 0 });

interface ToyOptions {
  arms?: number;
  /** The game ends (seat 0 wins) once the sum reaches this. */
  endAt?: number;
  /** Offer a cancel choice at every prompt (the search must never take it). */
  cancel?: boolean;
  /** Playout decisions whose prompt offers +1 only. */
  single?: (steps: number) => boolean;
}

function toy(support: Partial<BotSupport<Toy>>, options: ToyOptions = {}): SearchGame<Toy> & { applied: Action[] } {
  const arms = options.arms ?? 3;
  const cancel = options.cancel ? [{ id: 'cancel', label: 'cancel', action: { type: 'cancel' } }] : [];
  const applied: Action[] = [];
  return {
    applied,
    prompts(s: Toy): Prompt[] {
      if (s.arm === null)
        return [
          {
            seat: 0,
            kind: 'arm',
            text: 'arm',
            choices: [
              ...Array.from({ length: arms }, (_, i) => ({ id: `a${i}`, label: `arm ${i}`, action: { type: 'arm', i } })),
              ...cancel,
            ],
          },
        ];
      return [
        {
          seat: s.steps % 2,
          kind: 'add',
          text: 'add',
          choices: [
            ...cancel,
            { id: 'one', label: '+1', action: { type: 'add', v: 1 } },
            ...(options.single?.(s.steps) ? [] : [{ id: 'two', label: '+2', action: { type: 'add', v: 2 } }]),
          ],
        },
      ];
    },
    apply(s: Toy, _seat: number, action: Action) {
      applied.push(action);
      if (action.type === 'cancel') throw new Error('the search took cancel');
      if (action.type === 'arm') return { state: { ...s, arm: action.i as number }, events: [] };
      if (action.type === 'boom') throw new Error('boom');
      return { state: { ...s, steps: s.steps + 1, sum: s.sum + (action.v as number) }, events: [] };
    },
    outcome(s: Toy): Outcome | null {
      return options.endAt !== undefined && s.sum >= options.endAt ? { ranking: [[0], [1]], reason: 'end' } : null;
    },
    botAction(s: Toy): Action {
      return s.arm === null ? { type: 'arm', i: 0 } : { type: 'add', v: 1 };
    },
    bot: { sample: (s) => s, ...support },
  };
}

/** Evaluation that reads the playout's exact length and sum: steps / 100 + sum / 10000. */
const measure = (s: Toy) => s.steps / 100 + s.sum / 10000;

const visitsOf = (r: ReturnType<typeof searchMove>) => r.ranked.map((x) => [x.label, x.visits]);

describe('search, exact (issue 23: mutation)', () => {
  it('outcomeScore: no ranking at all scores 0; a seat outside the first group 0; a sole winner 1', () => {
    expect(outcomeScore({ ranking: [], reason: 'x' }, 0)).toBe(0);
    expect(outcomeScore({ ranking: [[1], [0]], reason: 'x' }, 0)).toBe(0);
    expect(outcomeScore({ ranking: [[1], [0]], reason: 'x' }, 1)).toBe(1);
    expect(outcomeScore({ ranking: [[0, 1, 2]], reason: 'x' }, 2)).toBe(1 / 3);
  });

  it('searchGameOf: the module itself without a faster engine, else the engine with the module support', () => {
    const plain = toy({});
    expect(searchGameOf(plain)).toBe(plain);
    const engine = toy({});
    const withEngine = toy({ engine });
    const g = searchGameOf(withEngine);
    expect(g).not.toBe(withEngine);
    expect(g.apply).toBe(engine.apply);
    expect(g.prompts).toBe(engine.prompts);
    expect(g.outcome).toBe(engine.outcome);
    expect(g.botAction).toBe(engine.botAction);
    expect(g.bot).toBe(withEngine.bot);
  });

  it('constants: three levels, 20 hard iterations unless the game sets its own', () => {
    expect(BOT_LEVELS).toEqual(['easy', 'normal', 'hard']);
    expect(HARD_ITERATIONS).toBe(20);
    expect(hardIterations({})).toBe(20);
    expect(hardIterations({ bot: {} })).toBe(20);
    expect(hardIterations({ bot: { iterations: 7 } })).toBe(7);
  });

  it('inKeyOrder: the same values, keys sorted', () => {
    const s = inKeyOrder({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: null } });
    expect(JSON.stringify(s)).toBe('{"a":{"c":null,"d":[2,{"y":0,"z":1}]},"b":1}');
  });

  it('no support, no decision: each throws its own error', () => {
    const g = toy({});
    expect(() => searchMove({ ...g, bot: undefined }, start(), 0, 2, { iterations: 4, seed: 's' })).toThrow(
      'this game offers no search support',
    );
    expect(() => searchMove(g, start(), 1, 2, { iterations: 4, seed: 's' })).toThrow('the search has no decision to make');
  });

  it('root candidates: every choice of the seat but cancel, one move each; a game plan list replaces them unless empty', () => {
    const g = toy({ evaluate: measure, explore: 0 }, { cancel: true });
    const r = searchMove(g, start(), 0, 2, { iterations: 3, seed: 's' });
    expect(r.ranked.map((x) => x.label).sort()).toEqual(['arm 0', 'arm 1', 'arm 2']);
    expect(r.iterations).toBe(3);
    const empty = searchMove(toy({ evaluate: measure, explore: 0, plans: (): Plan[] => [] }), start(), 0, 2, { iterations: 3, seed: 's' });
    expect(empty.ranked.map((x) => x.label).sort()).toEqual(['arm 0', 'arm 1', 'arm 2']);
    const custom = searchMove(
      toy({ evaluate: measure, explore: 0, plans: (): Plan[] => [{ label: 'only', actions: [{ type: 'arm', i: 2 }] }] }),
      start(),
      0,
      2,
      { iterations: 5, seed: 's' },
    );
    // One candidate: nothing to compare, no playout at all.
    expect(custom).toEqual({
      action: { type: 'arm', i: 2 },
      ranked: [{ label: 'only', action: { type: 'arm', i: 2 }, visits: 0, winRate: 0 }],
      iterations: 0,
    });
  });

  it('playout length: the options horizon, else the game one, else 30 decisions, each the bot move with explore 0', () => {
    const plans = (): Plan[] => [
      { label: 'p', actions: [{ type: 'arm', i: 0 }] },
      { label: 'q', actions: [{ type: 'arm', i: 1 }] },
    ];
    const run = (support: Partial<BotSupport<Toy>>, horizon?: number) =>
      searchMove(toy({ evaluate: measure, explore: 0, plans, ...support }), start(), 0, 2, {
        iterations: 2,
        seed: 's',
        horizon,
      }).ranked.map((x) => x.winRate);
    // The bot always adds 1: steps / 100 + sum / 10000.
    expect(run({})).toEqual([0.303, 0.303]);
    expect(run({ horizon: 5 })).toEqual([0.0505, 0.0505]);
    expect(run({ horizon: 5 }, 3)).toEqual([0.0303, 0.0303]);
    expect(run({}, 0)).toEqual([0, 0]);
  });

  it('playout: the evaluation is called on the state at the horizon; the default evaluation is 1 / seats', () => {
    const seen: Toy[] = [];
    const g = toy({ evaluate: (s) => (seen.push(s), 0.25), explore: 0, horizon: 2 });
    const r = searchMove(g, start(), 0, 2, { iterations: 3, seed: 's' });
    expect(seen).toEqual([0, 1, 2].map((arm) => ({ arm, steps: 2, sum: 2, hidden: 0 })));
    expect(r.ranked.map((x) => x.winRate)).toEqual([0.25, 0.25, 0.25]);
    const d = searchMove(toy({ explore: 0, horizon: 2 }), start(), 0, 4, { iterations: 3, seed: 's' });
    expect(d.ranked.map((x) => x.winRate)).toEqual([0.25, 0.25, 0.25]);
    expect(searchMove(toy({ explore: 0, horizon: 2 }), start(), 0, 5, { iterations: 3, seed: 's' }).ranked[0]!.winRate).toBe(0.2);
  });

  it('playout: an ended game scores its outcome, also when it ends on the last decision of the horizon', () => {
    // Ends when the sum reaches 3: seat 0 wins (1), unseen by the evaluation.
    const g = (horizon: number) => toy({ evaluate: () => 0.5, explore: 0, horizon }, { endAt: 3 });
    expect(searchMove(g(3), start(), 0, 2, { iterations: 3, seed: 's' }).ranked.map((x) => x.winRate)).toEqual([1, 1, 1]);
    expect(searchMove(g(2), start(), 0, 2, { iterations: 3, seed: 's' }).ranked.map((x) => x.winRate)).toEqual([0.5, 0.5, 0.5]);
    expect(searchMove(g(9), start(), 0, 2, { iterations: 3, seed: 's' }).ranked.map((x) => x.winRate)).toEqual([1, 1, 1]);
    // The playout stops at the end: three moves, not nine.
    const played = g(9);
    searchMove(played, start(), 0, 2, { iterations: 1, seed: 's' });
    expect(played.applied.filter((a) => a.type === 'add')).toHaveLength(3);
  });

  it('a plan stops at the end of the game: its remaining moves are not played', () => {
    const g = toy(
      {
        evaluate: () => 0.5,
        explore: 0,
        plans: (): Plan[] => [
          {
            label: 'long',
            actions: [
              { type: 'arm', i: 0 },
              { type: 'add', v: 2 },
              { type: 'add', v: 2 },
              { type: 'add', v: 2 },
            ],
          },
          { label: 'short', actions: [{ type: 'arm', i: 1 }] },
        ],
      },
      { endAt: 4 },
    );
    const r = searchMove(g, start(), 0, 2, { iterations: 2, seed: 's' });
    // Long: two +2 reach 4 and the game ends (1); short: the bot plays to 4 too (1).
    expect(g.applied.map((a) => `${a.type}${(a.v ?? a.i) as number}`)).toEqual([
      'arm0',
      'add2',
      'add2',
      'arm1',
      'add1',
      'add1',
      'add1',
      'add1',
    ]);
    expect(r.ranked.map((x) => [x.label, x.winRate])).toEqual([
      ['short', 1],
      ['long', 1],
    ]);
  });

  it('a plan the sampled world refuses counts as a loss (0)', () => {
    const g = toy({
      evaluate: () => 0.5,
      explore: 0,
      plans: (): Plan[] => [
        { label: 'bad', actions: [{ type: 'boom' }] },
        { label: 'good', actions: [{ type: 'arm', i: 1 }] },
      ],
    });
    const r = searchMove(g, start(), 0, 2, { iterations: 4, seed: 's' });
    expect(r.ranked.map((x) => [x.label, x.visits, x.winRate])).toEqual([
      ['good', 3, 0.5],
      ['bad', 1, 0],
    ]);
    expect(r.action).toEqual({ type: 'arm', i: 1 });
  });

  it('the cut-off stops a playout for the evaluation, called with the sampled root and the state reached', () => {
    const calls: [number | null, number][] = [];
    const g = toy({
      evaluate: measure,
      explore: 0,
      cutoff: (root, now) => (calls.push([root.arm, now.steps]), now.steps >= 2),
      plans: (): Plan[] => [
        { label: 'p', actions: [{ type: 'arm', i: 0 }] },
        { label: 'q', actions: [{ type: 'arm', i: 1 }] },
      ],
    });
    const r = searchMove(g, start(), 0, 2, { iterations: 2, seed: 's' });
    expect(r.ranked.map((x) => x.winRate)).toEqual([0.0202, 0.0202]);
    expect(calls).toEqual([
      [null, 0],
      [null, 1],
      [null, 2],
      [null, 0],
      [null, 1],
      [null, 2],
    ]);
  });

  it('firstPrompt replaces prompts in a playout; no prompt left ends it for the evaluation', () => {
    const asked: number[] = [];
    const g = toy({
      evaluate: measure,
      explore: 0,
      firstPrompt: (s) => (asked.push(s.steps), s.steps < 4 ? { seat: 1, kind: 'x', text: 'x', choices: [] } : undefined),
    });
    const r = searchMove(g, start(), 0, 2, { iterations: 3, seed: 's' });
    // Four bot moves, then no prompt: steps 4, sum 4.
    expect(r.ranked.map((x) => x.winRate)).toEqual([0.0404, 0.0404, 0.0404]);
    expect(asked).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4]);
  });

  it('explore: 1 takes every playout move at random (never cancel), 0 none; the options override the game', () => {
    const sums = (support: Partial<BotSupport<Toy>>, explore?: number) =>
      searchMove(toy({ evaluate: (s) => s.sum / 100, horizon: 10, ...support }, { cancel: true }), start(), 0, 2, {
        iterations: 3,
        seed: 'x',
        explore,
      }).ranked.map((x) => Math.round(x.winRate * 100));
    expect(sums({ explore: 0 })).toEqual([10, 10, 10]);
    const random = sums({ explore: 1 });
    // Ten moves of +1 or +2: more than the bot's 10 each, never a cancel (it would throw and score 0).
    for (const s of random) {
      expect(s).toBeGreaterThan(10);
      expect(s).toBeLessThan(20);
    }
    expect(random).toEqual([14, 15, 14]);
    expect(sums({ explore: 0 }, 1)).toEqual(random);
    expect(sums({ explore: 1 }, 0)).toEqual([10, 10, 10]);
    // Default 0.1: about one move in ten at random.
    expect(sums({})).toEqual([11, 10, 10]);
  });

  it('UCB1: the first pass tries each candidate once, then the best mean plus 0.7 √(ln t / n)', () => {
    const value = [0.25, 0.625, 0.5, 0.59375];
    const g = toy({ evaluate: (s) => value[s.arm!]!, explore: 0, horizon: 0 }, { arms: 4 });
    const r = searchMove(g, start(), 0, 2, { iterations: 40, seed: 'u' });
    expect(r.iterations).toBe(40);
    expect(r.ranked.map((x) => [x.label, x.visits, x.winRate])).toEqual([
      ['arm 1', 15, 0.625],
      ['arm 3', 13, 0.59375],
      ['arm 2', 8, 0.5],
      ['arm 0', 4, 0.25],
    ]);
    expect(r.action).toEqual({ type: 'arm', i: 1 });
    expect(visitsOf(searchMove(g, start(), 0, 2, { iterations: 4, seed: 'u' }))).toEqual([
      ['arm 1', 1],
      ['arm 3', 1],
      ['arm 2', 1],
      ['arm 0', 1],
    ]);
    expect(visitsOf(searchMove(g, start(), 0, 2, { iterations: 6, seed: 'u' }))).toEqual([
      ['arm 1', 2],
      ['arm 3', 2],
      ['arm 2', 1],
      ['arm 0', 1],
    ]);
  });

  it('ranking: by mean, then visits, then listing order; a close call goes to the shorter plan, then the first listed', () => {
    const plans = (): Plan[] => [
      {
        label: 'long',
        actions: [
          { type: 'arm', i: 0 },
          { type: 'add', v: 1 },
        ],
      },
      { label: 'short', actions: [{ type: 'arm', i: 1 }] },
      { label: 'mid', actions: [{ type: 'arm', i: 2 }] },
    ];
    const run = (value: number[], closeCall?: number, iterations = 3) =>
      searchMove(toy({ evaluate: (s) => value[s.arm!]!, explore: 0, horizon: 0, plans, closeCall }), start(), 0, 2, {
        iterations,
        seed: 'r',
      });
    // Within the default 0.02 of the best: the shorter plan; two as short: the one listed first.
    expect(run([0.7, 0.69, 0.69]).ranked.map((x) => x.label)).toEqual(['short', 'long', 'mid']);
    expect(run([0.7, 0.68, 0.69]).ranked.map((x) => x.label)).toEqual(['short', 'long', 'mid']);
    expect(run([0.7, 0.679, 0.69]).ranked.map((x) => x.label)).toEqual(['mid', 'long', 'short']);
    expect(run([0.7, 0.6, 0.6]).action).toEqual({ type: 'arm', i: 0 });
    expect(run([0.7, 0.6, 0.6], 0.1).action).toEqual({ type: 'arm', i: 1 });
    expect(run([0.7, 0.6, 0.6], 0.0999).action).toEqual({ type: 'arm', i: 0 });
    // Equal means, equal plan lengths: the first listed.
    expect(run([0.5, 0.5, 0.5]).ranked.map((x) => x.label)).toEqual(['short', 'long', 'mid']);
    expect(run([0.5, 0.5, 0.5], 0).ranked.map((x) => x.label)).toEqual(['short', 'long', 'mid']);
  });

  it('ranking: equal means, the more visited first', () => {
    // a: 0.5 always; b: 1 then 0 (mean 0.5 over two visits, UCB's second choice at t = 3).
    const calls = [0, 0, 0];
    const results = [[0.9], [0.5], [1, 0]];
    const g = toy({
      explore: 0,
      horizon: 0,
      evaluate: (s) => {
        const r = results[s.arm!]!;
        return r[calls[s.arm!]!++ % r.length]!;
      },
      plans: (): Plan[] => ['best', 'a', 'b'].map((label, i) => ({ label, actions: [{ type: 'arm', i }] })),
    });
    expect(searchMove(g, start(), 0, 2, { iterations: 4, seed: 'r' }).ranked.map((x) => [x.label, x.visits, x.winRate])).toEqual([
      ['best', 1, 0.9],
      ['b', 2, 0.5],
      ['a', 1, 0.5],
    ]);
  });

  it('a candidate never visited is not a close call: with fewer iterations than candidates the best visited wins', () => {
    const r = searchMove(toy({ evaluate: (s) => [0.1, 0.2, 0.9][s.arm!]!, explore: 0, horizon: 0, closeCall: 1 }), start(), 0, 2, {
      iterations: 2,
      seed: 'v',
    });
    expect(r.iterations).toBe(2);
    expect(r.ranked.map((x) => [x.label, x.visits, x.winRate])).toEqual([
      ['arm 0', 1, 0.1],
      ['arm 1', 1, 0.2],
      ['arm 2', 0, 0],
    ]);
  });

  it('effort: round(iterations × effort), at least one per candidate', () => {
    const run = (effort: number, iterations: number) =>
      searchMove(toy({ evaluate: measure, explore: 0, horizon: 0, effort: () => effort }), start(), 0, 2, { iterations, seed: 'e' })
        .iterations;
    expect([run(0.5, 10), run(0.25, 10), run(0.24, 10), run(0.35, 10), run(0.01, 10), run(2, 10)]).toEqual([5, 3, 3, 4, 3, 20]);
  });

  it('the time limit: the first pass always runs, then none once over time', () => {
    const g = toy({ evaluate: measure, explore: 0, horizon: 0 });
    expect(searchMove(g, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: -1 }).iterations).toBe(3);
    expect(searchMove(g, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: 60_000 }).iterations).toBe(50);
    const p = toy({ evaluate: measure, explore: 0, horizon: 0, paired: true });
    expect(searchMove(p, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: -1 }).iterations).toBe(3);
    expect(searchMove(p, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: 60_000 }).iterations).toBe(48);
  });

  it('determinization: each iteration samples the root state from a world number of the seeded stream, the seat and its own rng', () => {
    const worlds: number[] = [];
    const g = toy({
      evaluate: (s) => s.hidden / 0x100000000,
      explore: 0,
      horizon: 0,
      sample: (s, seat, rng) => {
        expect(seat).toBe(0);
        expect(s).toEqual(start());
        const hidden = nextUint32(rng);
        worlds.push(hidden);
        return { ...s, hidden };
      },
    });
    const r = searchMove(g, start(), 0, 2, { iterations: 3, seed: 'd' });
    // The world of iteration i is the i-th draw of "search:d"; its sample draws first from createRng(world).
    const stream = createRng('search:d');
    const expected = [0, 1, 2].map(() => nextUint32(createRng(nextUint32(stream))));
    expect(worlds).toEqual(expected);
    expect(r.ranked.map((x) => x.winRate).sort()).toEqual(expected.map((h) => h / 0x100000000).sort());
  });

  it('searchGameOf: a module without support is its own search game', () => {
    const bare = { ...toy({}), bot: undefined };
    expect(searchGameOf(bare)).toBe(bare);
  });

  it('explore: a decision of one choice draws nothing, so the random moves after it stay the same', () => {
    const sums = (single?: (steps: number) => boolean) =>
      searchMove(toy({ evaluate: (s) => s.sum / 100, horizon: 10, explore: 1 }, { single }), start(), 0, 2, {
        iterations: 3,
        seed: 'x',
      }).ranked.map((x) => Math.round(x.winRate * 100));
    expect(sums()).toEqual([14, 15, 14]);
    // Every other decision forced to +1: only the five free ones draw (a forced one drawing would shift the rest).
    expect(sums((steps) => steps % 2 === 1)).toEqual([13, 13, 12]);
  });

  it('the time limit reads the clock only when set, and stops only past it (a clock that stands still never does)', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    try {
      const g = toy({ evaluate: measure, explore: 0, horizon: 0 });
      expect(searchMove(g, start(), 0, 2, { iterations: 50, seed: 't' }).iterations).toBe(50);
      expect(now).toHaveBeenCalledTimes(0);
      // Standing at 1000: 1000 - 1000 = 0 is not over a limit of 0.
      expect(searchMove(g, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: 0 }).iterations).toBe(50);
      // Once at the start, then once per iteration after the first pass.
      expect(now).toHaveBeenCalledTimes(1 + 47);
      now.mockReset();
      let t = 0;
      now.mockImplementation(() => (t += 10));
      // Start 10, then 20, 30… : 10 past the start at the first check, over a limit of 15 at the second.
      expect(searchMove(g, start(), 0, 2, { iterations: 50, seed: 't', timeLimitMs: 15 }).iterations).toBe(4);
    } finally {
      now.mockRestore();
    }
  });

  it('a candidate never visited is not a close call even when shorter than every visited one', () => {
    const r = searchMove(
      toy({
        evaluate: (s) => [0.1, 0.2, 0.9][s.arm!]!,
        explore: 0,
        horizon: 0,
        closeCall: 1,
        plans: (): Plan[] => [
          {
            label: 'a',
            actions: [
              { type: 'arm', i: 0 },
              { type: 'add', v: 1 },
            ],
          },
          {
            label: 'b',
            actions: [
              { type: 'arm', i: 1 },
              { type: 'add', v: 1 },
            ],
          },
          { label: 'c', actions: [{ type: 'arm', i: 2 }] },
        ],
      }),
      start(),
      0,
      2,
      { iterations: 2, seed: 'v' },
    );
    expect(r.action).toEqual({ type: 'arm', i: 0 });
    expect(r.ranked.map((x) => [x.label, x.visits])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 0],
    ]);
  });

  it('explore boundary: a draw equal to explore × 2³² is the bot move, one below it a random move', () => {
    // The first iteration plays arm 0 in the world of the first draw of "search:edge"; its first playout decision draws x.
    const x = nextUint32(createRng(nextUint32(createRng('search:edge'))));
    expect(x).toBe(1722690854);
    const firstArm = (explore: number) =>
      searchMove(toy({ evaluate: (s) => s.sum / 100, horizon: 1, explore }), start(), 0, 2, { iterations: 3, seed: 'edge' }).ranked.find(
        (r) => r.label === 'arm 0',
      )!.winRate;
    // Threshold x: x < x is false, the bot adds 1. Threshold x + 1: the random move, here +2.
    expect(firstArm(x / 0x100000000)).toBe(0.01);
    expect(firstArm((x + 1) / 0x100000000)).toBe(0.02);
  });

  it('UCB1 ties go to the first listed', () => {
    const g = toy({ evaluate: () => 0.5, explore: 0, horizon: 0 });
    expect(searchMove(g, start(), 0, 2, { iterations: 4, seed: 'u' }).ranked.map((x) => [x.label, x.visits])).toEqual([
      ['arm 0', 2],
      ['arm 1', 1],
      ['arm 2', 1],
    ]);
    expect(searchMove(g, start(), 0, 2, { iterations: 5, seed: 'u' }).ranked.map((x) => [x.label, x.visits])).toEqual([
      ['arm 0', 2],
      ['arm 1', 2],
      ['arm 2', 1],
    ]);
  });

  describe('paired', () => {
    const plans = (): Plan[] => [
      { label: 'first', actions: [{ type: 'arm', i: 0 }] },
      { label: 'second', actions: [{ type: 'arm', i: 1 }] },
      { label: 'third', actions: [{ type: 'arm', i: 2 }] },
    ];
    /** Each arm's result in world w (the w-th sample). */
    const paired = (table: number[][], extra: Partial<BotSupport<Toy>> = {}) => {
      let w = -1;
      return toy({
        explore: 0,
        horizon: 0,
        paired: true,
        plans,
        // Worlds are sampled once per candidate, in arm order: a new world every third sample.
        sample: (s) => (w++, { ...s, hidden: Math.floor(w / 3) }),
        evaluate: (s) => table[s.hidden]![s.arm!]!,
        ...extra,
      });
    };

    it('whole rounds: floor(iterations / candidates) worlds, at least one, every candidate on each', () => {
      const t = Array.from({ length: 10 }, () => [0.5, 0.5, 0.5]);
      expect(visitsOf(searchMove(paired(t), start(), 0, 2, { iterations: 8, seed: 'p' }))).toEqual([
        ['first', 2],
        ['second', 2],
        ['third', 2],
      ]);
      expect(searchMove(paired(t), start(), 0, 2, { iterations: 2, seed: 'p' }).iterations).toBe(3);
      expect(searchMove(paired(t), start(), 0, 2, { iterations: 9, seed: 'p' }).iterations).toBe(9);
    });

    it('the first listed stays unless another beats it world by world by more than the close call', () => {
      const pick = (table: number[][], extra: Partial<BotSupport<Toy>> = {}) =>
        searchMove(paired(table, extra), start(), 0, 2, { iterations: 3 * table.length, seed: 'p' }).ranked.map((x) => x.label);
      // Within the default 0.02: not enough; beyond it: played.
      expect(pick([[0.5, 0.515625, 0.125]])).toEqual(['first', 'second', 'third']);
      expect(pick([[0.5, 0.53, 0.125]])).toEqual(['second', 'first', 'third']);
      // Ahead by exactly the close call: not enough.
      expect(pick([[0.5, 0.75, 0.125]], { closeCall: 0.25 })).toEqual(['first', 'second', 'third']);
      expect(pick([[0.5, 0.765625, 0.125]], { closeCall: 0.25 })).toEqual(['second', 'first', 'third']);
      // The largest mean gain wins among those beyond the close call, not the last one.
      expect(pick([[0.5, 0.7, 0.6]])).toEqual(['second', 'third', 'first']);
      expect(pick([[0.5, 0.6, 0.7]])).toEqual(['third', 'second', 'first']);
      expect(pick([[0.5, 0.625, 0.53]], { closeCall: 0.0625 })).toEqual(['second', 'third', 'first']);
      expect(pick([[0.5, 0.5625, 0.53]], { closeCall: 0.0625 })).toEqual(['first', 'second', 'third']);
    });

    it('confidence: the mean gain must stand z standard errors (sample deviation / √worlds) above zero', () => {
      const pick = (table: number[][], confidence: number) =>
        searchMove(paired(table, { confidence }), start(), 0, 2, { iterations: 3 * table.length, seed: 'p' }).action;
      // Differences 1/8 and 3/8: mean 1/4, sample deviation √(1/32), standard error 1/8: exactly two errors up.
      const table = [
        [0.5, 0.625, 0],
        [0.5, 0.875, 0],
      ];
      expect(pick(table, 2)).toEqual({ type: 'arm', i: 1 });
      expect(pick(table, 2.01)).toEqual({ type: 'arm', i: 0 });
      // One world: no deviation known, never sure enough unless z is 0.
      expect(pick([[0.5, 0.9, 0]], 0.01)).toEqual({ type: 'arm', i: 0 });
      expect(pick([[0.5, 0.9, 0]], 0)).toEqual({ type: 'arm', i: 1 });
      // Three worlds, differences 1/8, 2/8, 3/8: mean 1/4, deviation 1/8, error 1/(8√3): 2√3 errors up.
      const three = [
        [0.5, 0.625, 0],
        [0.5, 0.75, 0],
        [0.5, 0.875, 0],
      ];
      expect(pick(three, 2 * Math.sqrt(3) - 1e-9)).toEqual({ type: 'arm', i: 1 });
      expect(pick(three, 2 * Math.sqrt(3) + 1e-9)).toEqual({ type: 'arm', i: 0 });
    });

    it('a single candidate is never searched, paired or not', () => {
      const r = searchMove(paired([[1, 1, 1]], { plans: (): Plan[] => [plans()[1]!] }), start(), 0, 2, { iterations: 9, seed: 'p' });
      expect(r).toEqual({
        action: { type: 'arm', i: 1 },
        ranked: [{ label: 'second', action: { type: 'arm', i: 1 }, visits: 0, winRate: 0 }],
        iterations: 0,
      });
    });
  });

  describe('levelAction', () => {
    it('hard: the search (its move on the keys-sorted state); not searchable: the bot on a state sampled with "hard:<seed>"', () => {
      const g = toy({ evaluate: (s) => [0.1, 0.9, 0.2][s.arm!]!, explore: 0, horizon: 0 });
      expect(levelAction(g, start(), 0, 2, 'hard', 's')).toEqual({ type: 'arm', i: 1 });
      expect(levelAction(toy({ ...g.bot, searchable: () => true }), start(), 0, 2, 'hard', 's')).toEqual({ type: 'arm', i: 1 });
      const seen: number[] = [];
      const h = toy({
        searchable: () => false,
        sample: (s, _seat, rng) => ({ ...s, arm: 0, hidden: nextUint32(rng) }),
      });
      h.botAction = (s) => (seen.push(s.hidden), { type: 'add', v: 2 });
      expect(levelAction(h, start(), 0, 2, 'hard', 's')).toEqual({ type: 'add', v: 2 });
      expect(seen).toEqual([nextUint32(createRng('hard:s'))]);
      // No support: hard is the normal bot.
      expect(levelAction({ ...g, bot: undefined }, start(), 0, 2, 'hard', 's')).toEqual({ type: 'arm', i: 0 });
      expect(levelAction(g, start(), 0, 2, 'normal', 's')).toEqual({ type: 'arm', i: 0 });
    });

    it('easy: a slip one time in three, among the offered choices but cancel; no slip with one choice or none', () => {
      const g = toy({}, { cancel: true, arms: 3 });
      const moves = Array.from({ length: 30 }, (_, i) => levelAction(g, start(), 0, 2, 'easy', `k${i}`).i);
      expect(moves.join('')).toBe('200000200002000001000120001000');
      // Two choices are enough for a slip.
      const two = toy({}, { cancel: true, arms: 2 });
      expect(Array.from({ length: 30 }, (_, i) => levelAction(two, start(), 0, 2, 'easy', `k${i}`).i).join('')).toBe(
        '000000000001000000000010001000',
      );
      // Normal: never a slip.
      for (let i = 0; i < 30; i++) expect(levelAction(g, start(), 0, 2, 'normal', `k${i}`)).toEqual({ type: 'arm', i: 0 });
      const one = toy({}, { cancel: true, arms: 1 });
      for (let i = 0; i < 10; i++) expect(levelAction(one, start(), 0, 2, 'easy', `k${i}`)).toEqual({ type: 'arm', i: 0 });
      // Seat 1 has no prompt at the root: the bot's move.
      for (let i = 0; i < 10; i++) expect(levelAction(g, start(), 1, 2, 'easy', `k${i}`)).toEqual({ type: 'arm', i: 0 });
    });
  });
});
