/**
 * The ESW scenario position (rules/scenarios.ts `applyPosition`) on states
 * the loader's own parse never builds (issue #23, mutation testing): a card
 * taken from a seat's face-down spell (first or later card), an undefined
 * seat entry left alone, and a position applied again once resolution has
 * begun, which must not begin it twice.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.js';
import { applyPosition, type EswPosition } from '../../src/games/esw/rules/scenarios.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import type { EswState } from '../../src/games/esw/rules/state.js';
import { seatsOf } from './helpers.js';

const fresh = (players = 3): EswState => setupState({ players }, seatsOf(players), 'scenario', []);

describe('esw scenario position on a state with spells', () => {
  it('ESW-PLACE-4: a card asked for elsewhere is taken out of a face-down spell, at its first place or a later one', () => {
    for (const at of [0, 1]) {
      const st = fresh();
      const events: GameEvent[] = [];
      const spell = [
        { card: 's01', slot: 'source' as const },
        { card: 'q03', slot: 'quality' as const },
      ];
      applyPosition(st, { hands: [['s01', 'q03'], null, null], spells: [spell, null, null] }, events);
      expect(st.seats[0]!.spell).toEqual(spell);
      const taken = spell[at]!.card;
      applyPosition(st, { hands: [null, [taken], null] }, events);
      expect(st.seats[1]!.hand).toEqual([taken]);
      expect(st.seats[0]!.spell).toEqual(spell.filter((_, i) => i !== at));
      expect(st.main.draw.filter((c) => c === 's01' || c === 'q03')).toEqual([]);
    }
  });

  it('an undefined seat entry changes nothing for that seat', () => {
    const st = fresh();
    const before = st.seats.map((s) => [s.wizard, s.life]);
    applyPosition(st, { wizards: [undefined, 'w9', null], life: [undefined, 7, null] } as unknown as EswPosition, []);
    expect(st.seats.map((s) => [s.wizard, s.life])).toEqual([before[0], ['w9', 7], before[2]]);
  });

  it('ESW-PLACE-4: resolution begins from the build phase only: a finished game whose seats are all locked stays as it is', () => {
    const st = fresh(2);
    applyPosition(st, { alive: [true, false] }, []);
    expect([st.phase, st.seats.map((s) => s.locked)]).toEqual(['build', [false, true]]);
    st.phase = 'over';
    st.winner = 0;
    st.seats[0]!.locked = true;
    const snapshot = JSON.stringify(st);
    const events: GameEvent[] = [];
    applyPosition(st, {}, events);
    expect(events).toEqual([]);
    expect(JSON.stringify(st)).toBe(snapshot);
    // The same seats in the build phase: resolution begins.
    st.phase = 'build';
    applyPosition(st, {}, events);
    expect(events.length).toBeGreaterThan(0);
  });
});
