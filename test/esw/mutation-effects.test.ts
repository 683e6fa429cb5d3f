/**
 * ESW effects (rules/effects.ts) where the earlier tests read only a total (issue #23, mutation testing): a drain
 * whose caster is among its targets (the life is the same either way, the log is not), a guard raised by a dead
 * caster's waiting effect, waiting effects kept in order from an absent list, a disruption with no spell to hit
 * and an after-roll Treasure with no foe targeted.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { componentCard } from '../../src/games/esw/content/index.js';
import type { Effect } from '../../src/games/esw/content/schema.js';
import { runEffect, type EffectContext } from '../../src/games/esw/rules/effects.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import type { Events } from '../../src/games/esw/rules/util.js';

const setup = (position: Json, players = 4): EswState => eswEngine.scenarios.setup({ players, position }).state;
/** Runs one effect of card `card` cast by `caster` at `targets`; returns the lines it logged. */
function run(st: EswState, effect: Effect, targets: number[], caster = 0, card = 's25'): string[] {
  const ctx: EffectContext = { caster, card: componentCard(card), targets };
  const ev: Events = [];
  runEffect(st, ctx, effect, ev);
  return ev.map((e) => textToString(e.text));
}

describe('esw effects read line by line', () => {
  it('ESW-FX-3: a drain never hits its caster, even named among the targets: one hit, then the heal', () => {
    const st = setup({ life: [20, 20, 20, 20] });
    expect(run(st, { op: 'drain', amount: 3 }, [0, 1])).toEqual(['P2 takes 3 damage (17 life left).', 'P1 heals 3 (23 life).']);
    expect(st.seats.map((s) => s.life)).toEqual([23, 17, 20, 20]);
  });

  it('ESW-FX-8 ESW-FX-10: a guard in a waiting effect of a caster who has died raises nothing and says nothing', () => {
    const st = setup({ alive: [false, true, true, true] });
    expect(run(st, { op: 'guard', kind: 'reflect' }, [])).toEqual([]);
    expect(st.seats[0]!.guard ?? null).toBeNull();
    // The living caster raises it.
    expect(run(st, { op: 'guard', kind: 'redirect' }, [], 1)).toHaveLength(1);
    expect(st.seats[1]!.guard).toBe('redirect');
  });

  it('ESW-FX-10: waiting effects are kept in the order they were made, from an absent list or after another', () => {
    const st = setup({});
    st.delayed = undefined;
    const heal: Effect = { op: 'heal', amount: 2, to: 'self' };
    const hit: Effect = { op: 'damage', amount: 1, to: 'target' };
    run(st, { op: 'delayed', effects: [heal] }, [1]);
    run(st, { op: 'delayed', effects: [hit] }, [2], 3, 's01');
    expect(st.delayed).toEqual([
      { caster: 0, card: 's25', targets: [1], effects: [heal] },
      { caster: 3, card: 's01', targets: [2], effects: [hit] },
    ]);
  });

  it('ESW-ORDER-11: disrupting a living wizard with no face-down spell, or a dead one, does nothing and says nothing', () => {
    const st = setup({ alive: [true, true, false, true] });
    const discard = [...st.main.discard];
    expect(run(st, { op: 'disrupt' }, [1, 2])).toEqual([]);
    expect([st.seats[1]!.spell, st.seats[2]!.spell, st.main.discard]).toEqual([null, null, discard]);
  });

  it('ESW-POWER-9: an after-roll Treasure past its threshold with no foe among the targets says nothing', () => {
    // t14 deals 2 to each living foe targeted from a total of 7; the dice make 3 + 4.
    const st = setup({ treasures: [['t14'], null, null, null], dice: [3, 4] });
    st.casting = {
      seat: 0,
      name: '',
      steps: [],
      cards: [
        { card: 's25', slot: 'source', resolved: false, added: false },
        { card: 'q25', slot: 'quality', resolved: false, added: false },
      ],
    };
    const power: Effect = {
      op: 'power',
      table: [
        { min: 1, max: 6, effects: [] },
        { min: 7, effects: [] },
      ],
    };
    const out = run(st, power, [0]);
    expect(out).toHaveLength(2);
    expect(out.some((line) => line.includes('Grinning Abacus'))).toBe(false);
    expect(st.seats.map((s) => s.life)).toEqual([20, 20, 20, 20]);
  });
});
