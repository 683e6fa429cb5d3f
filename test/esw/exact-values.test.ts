import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { componentCard } from '../../src/games/esw/content/index.js';
import { dealDamage, gainTreasure, healSeat, powerDice } from '../../src/games/esw/rules/effects.js';
import { textToString } from '../../src/games/esw/rules/scenarios.js';
import { drawMain, type Events } from '../../src/games/esw/rules/util.js';

/** A 3-seat state in turn 1 (building), with the position's overrides. */
function state(position: Json = {}): EswState {
  return eswEngine.scenarios.setup({ players: 3, position }).state;
}

const lines = (events: Events) => events.map((e) => textToString(e.text));

describe('esw exact values', () => {
  it('damage: a ward takes its amount off hits of 2+, never below 1, not off 1s nor backlash; life stops at 0 and kills', () => {
    const st = state({ treasures: [['t18'], null, null] });
    const ev: Events = [];
    dealDamage(st, 1, 0, 3, ev);
    expect(st.seats[0]!.life).toBe(18);
    dealDamage(st, 1, 0, 1, ev);
    expect(st.seats[0]!.life).toBe(17);
    dealDamage(st, 0, 0, 2, ev);
    expect(st.seats[0]!.life).toBe(15);
    dealDamage(st, 0, 1, 25, ev);
    expect(st.seats[1]!).toMatchObject({ life: 0, alive: false, hand: [], treasures: [] });
    expect(st.seats[1]!.deadCards).toHaveLength(1);
    expect(lines(ev).slice(0, 4)).toEqual([
      'P1 wards off 1 damage.',
      'P1 takes 2 damage (18 life left).',
      'P1 takes 1 damage (17 life left).',
      'P1 suffers 2 backlash (15 life left).',
    ]);
    // Nothing more happens to the dead (ESW-AMB-4).
    dealDamage(st, 0, 1, 3, ev);
    healSeat(st, 1, 5, ev);
    expect(st.seats[1]!.life).toBe(0);
  });

  it('healing stops at 25 and reports only what was healed', () => {
    const st = state({ life: [23, null, null] });
    const ev: Events = [];
    healSeat(st, 0, 6, ev);
    expect(st.seats[0]!.life).toBe(25);
    expect(lines(ev)).toEqual(['P1 heals 2 (25 life).']);
  });

  it('power dice: one per card of the glyph, plus a counts-as and an extra-die Treasure of that glyph; never fewer than one', () => {
    const st = state({ treasures: [['t05', 't10', 't06'], null, null] });
    st.casting = {
      seat: 0,
      name: '',
      steps: [],
      cards: [
        { card: 's33', slot: 'source', resolved: true, added: false },
        { card: 'q33', slot: 'quality', resolved: true, added: false },
        { card: 'd37', slot: 'destination', resolved: false, added: false },
      ],
    };
    // Primal: 3 cards + Antler Crown (counts as Primal) + Wolf-Tooth Necklace (extra Primal die) = 5.
    expect(powerDice(st, 0, componentCard('d37'))).toBe(5);
    // Arcane: no Arcane card, Runed Knuckles adds one die: 1.
    expect(powerDice(st, 0, componentCard('d01'))).toBe(1);
    st.seats[0]!.treasures = [];
    expect(powerDice(st, 0, componentCard('d01'))).toBe(1);
  });

  it('ESW-DRAW-5 ESW-AMB-19: an empty deck is reshuffled from its discard; with both empty a draw gives what is left', () => {
    const st = state();
    const discard = st.main.draw.splice(0, st.main.draw.length - 3);
    st.main.discard.push(...discard);
    const drawn = drawMain(st, 5);
    expect(drawn).toHaveLength(5);
    expect(st.main.draw.length + st.main.discard.length).toBe(discard.length - 2);
    expect(st.main.discard).toHaveLength(0);
    st.main.draw.splice(0);
    expect(drawMain(st, 4)).toEqual([]);
  });

  it('ESW-AMB-19: no Treasure left gives nothing and says so', () => {
    const st = state();
    st.treasureDeck.draw.splice(0);
    st.treasureDeck.discard.splice(0);
    const ev: Events = [];
    gainTreasure(st, 2, ev);
    expect(st.seats[2]!.treasures).toEqual([]);
    expect(lines(ev)).toEqual(['No Treasure is left for P3.']);
  });
});
