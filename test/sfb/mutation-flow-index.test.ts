/**
 * The rules interpreter (rules/flow/index.ts): an ended game resolves and
 * asks nothing more, whatever its stack holds, and a step with neither a
 * decision nor an automatic resolution is an error that names it; the loop
 * resolves at most 10,000 steps in one settling, and a stack emptied outside
 * play asks nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { currentSpec, settle } from '../../src/games/sfb/rules/flow/index.js';
import { walkStep } from '../../src/games/sfb/rules/flow/movement.js';
import type { SfbState, Step } from '../../src/games/sfb/rules/state.js';

const position = (): SfbState =>
  sfbEngine.scenarios!.setup({ champions: { kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,-2' } } } as unknown as Json).state;
const damage: Step = {
  op: 'eff1',
  e: { op: 'damage', n: 2, who: 'target' },
  ctx: { src: 'kil', credit: 'kil', chooser: 0 },
  tgt: 'mar',
  n: null,
};

describe('SFB interpreter', () => {
  it('SFB-WIN-1: once the game is over, settling resolves nothing and no decision is asked', () => {
    const s = structuredClone(position());
    s.stage = 'over';
    s.stack.push(damage);
    settle(s, []);
    expect([s.champs.mar!.dmg, s.stack.at(-1)]).toEqual([0, damage]);
    const waiting = structuredClone(position());
    waiting.stage = 'over';
    waiting.stack.push(walkStep(waiting.champs.kil!, 2, 0));
    expect(currentSpec(waiting)).toBeNull();
  });

  it('SFB-BASIC-11: in play, the same steps resolve: the damage is dealt, the walk is asked', () => {
    const s = structuredClone(position());
    s.stack.push(damage);
    settle(s, []);
    expect(s.champs.mar!.dmg).toBeGreaterThan(0);
    const waiting = structuredClone(position());
    waiting.stack.push(walkStep(waiting.champs.kil!, 2, 0));
    expect(currentSpec(waiting)!.kind).toBe('move');
  });

  it('a step with no decision and no automatic resolution is an error naming it', () => {
    const s = structuredClone(position());
    s.stack.push({ op: 'nothing' } as unknown as Step);
    expect(() => settle(s, [])).toThrow('sfb: step nothing cannot resolve automatically');
  });

  it('one settling resolves 9,999 or 10,000 automatic steps; one more is taken for a loop that never settles', () => {
    const ends = (n: number): SfbState => {
      const s = structuredClone(position());
      s.stack = Array.from({ length: n }, (): Step => ({ op: 'endAct' }));
      return s;
    };
    const settled = ends(9_999);
    settle(settled, []);
    expect(settled.stack).toEqual([]);
    const bound = ends(10_000);
    expect(() => settle(bound, [])).toThrow('sfb: step loop did not settle');
    expect(bound.stack).toEqual([]);
  });

  it('an empty stack asks for the activation menu in play, nothing in setup', () => {
    const play = structuredClone(position());
    expect(currentSpec(play)!.kind).toBe('activate');
    const setup = structuredClone(position());
    setup.stage = 'setup';
    expect(currentSpec(setup)).toBeNull();
  });
});
