import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { componentCard } from '../../src/games/esw/content/index.js';
import { amountOf, bestAbility, dealDamage, type EffectContext } from '../../src/games/esw/rules/effects.js';
import { nextCaster } from '../../src/games/esw/rules/flow.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import type { Placed } from '../../src/games/esw/rules/state.js';
import type { Events } from '../../src/games/esw/rules/util.js';

/** Amounts and damage with the Treasures that bend them, exact (ESW-FX-*, ESW-TREAS-*). */

const setup = (position: Json, players = 4): EswState => eswEngine.scenarios.setup({ players, position }).state;
const lines = (ev: Events) => ev.map((e) => textToString(e.text));

describe('esw amounts (ESW-FX-6 ESW-FX-11)', () => {
  /** Seat 0 casts s01 (Arcane) + q33 (Primal) + w1; Treasures: seat 0 t02 (counts as Arcane) and t05 (as Primal), seat 2 t01; seat 3 dead. */
  function table(): { st: EswState; ctx: EffectContext } {
    const st = setup({ treasures: [['t02', 't05'], null, ['t01'], null], alive: [true, true, true, false] });
    st.casting = {
      seat: 0,
      name: '',
      steps: [],
      cards: [
        { card: 's01', slot: 'source', resolved: false, added: false },
        { card: 'q33', slot: 'quality', resolved: false, added: false },
        { card: 'w1', slot: 'destination', resolved: false, added: false },
      ],
    };
    st.turnCards = ['s34', 'd01', 'w2'];
    return { st, ctx: { caster: 0, card: componentCard('s01'), targets: [1] } };
  }

  it.each([
    [{ per: 'glyphs', plus: 0 }, 2],
    [{ per: 'glyphs', plus: 1 }, 3],
    [{ per: 'treasures', plus: 0 }, 2],
    [{ per: 'glyphCards', plus: 0 }, 2],
    [{ per: 'glyphCards', glyph: 'primal', plus: 1 }, 3],
    [{ per: 'foes', plus: 0 }, 2],
    [{ per: 'tableTreasures', plus: 0 }, 3],
    [{ per: 'tableGlyph', plus: 0 }, 2],
    [{ per: 'tableGlyph', glyph: 'primal', plus: 0 }, 2],
    [{ per: 'dead', plus: 2 }, 3],
  ] as const)('%j is %d', (amount, value) => {
    const { st, ctx } = table();
    const ev: Events = [];
    expect(amountOf(st, ctx, amount, ev)).toBe(value);
    expect(ev).toEqual([]);
  });

  it('a number is itself; with no spell cast the spell counts nothing', () => {
    const { st, ctx } = table();
    expect(amountOf(st, ctx, 4, [])).toBe(4);
    st.casting = null;
    st.turnCards = undefined;
    expect(amountOf(st, ctx, { per: 'glyphs', plus: 0 }, [])).toBe(2);
    expect(amountOf(st, ctx, { per: 'glyphCards', plus: 0 }, [])).toBe(1);
    expect(amountOf(st, ctx, { per: 'tableGlyph', plus: 1 }, [])).toBe(1);
  });

  it('ESW-FX-11: the best of several dice, logged, no glyph dice added; two dice by default', () => {
    const { st, ctx } = table();
    st.forcedDice = [2, 5, 3, 4, 1];
    const ev: Events = [];
    expect(amountOf(st, ctx, { per: 'keepHigh', dice: 3, plus: 1 }, ev)).toBe(6);
    expect(amountOf(st, ctx, { per: 'keepHigh', plus: 0 }, ev)).toBe(4);
    expect(lines(ev)).toEqual(['Dice 2, 5, 3: the best, 5, is kept.', 'Dice 4, 1: the best, 4, is kept.']);
  });
});

describe('esw damage and the Treasures that bend it', () => {
  it('ESW-TREAS: the best of each kind counts, they do not stack; other Treasures count 0', () => {
    expect(bestAbility([], 'ward')).toBe(0);
    expect(bestAbility(['t18', 't01'], 'ward')).toBe(1);
    expect(bestAbility(['t22', 't24', 't23'], 'regen')).toBe(2);
    expect(bestAbility(['t24', 't22'], 'regen')).toBe(2);
    expect(bestAbility(['t13'], 'backlashWard')).toBe(1);
    expect(bestAbility(['t15', 't18'], 'handSize')).toBe(1);
    expect(bestAbility(['t18'], 'regen')).toBe(0);
  });

  it('ESW-FX-8: a reflecting guard sends the next foe damage back, once; backlash does not trip it', () => {
    const st = setup({});
    st.seats[1]!.guard = 'reflect';
    const ev: Events = [];
    dealDamage(st, 1, 1, 2, ev);
    expect(st.seats[1]!.guard).toBe('reflect');
    expect(dealDamage(st, 0, 1, 3, ev)).toBe(3);
    expect(st.seats[1]!.guard).toBeNull();
    expect(st.seats.map((s) => s.life)).toEqual([17, 18, 20, 20]);
    dealDamage(st, 0, 1, 3, ev);
    expect(lines(ev)).toEqual([
      'P2 suffers 2 backlash (18 life left).',
      'P2 reflects 3 damage back at P1!',
      'P1 takes 3 damage (17 life left).',
      'P2 takes 3 damage (15 life left).',
    ]);
  });

  it('ESW-FX-8: a redirecting guard sends it to the guard’s left foe; with the attacker its only foe, to the attacker', () => {
    const st = setup({ alive: [true, true, false, true] });
    st.seats[1]!.guard = 'redirect';
    const ev: Events = [];
    dealDamage(st, 0, 1, 2, ev);
    // P2's left foe: P3 is dead, so P4.
    expect(st.seats.map((s) => s.life)).toEqual([20, 20, 0, 18]);
    expect(lines(ev)).toEqual(['P2 deflects 2 damage onto P4!', 'P4 takes 2 damage (18 life left).']);
    const duel = setup({ alive: [true, true, false, false] });
    duel.seats[1]!.guard = 'redirect';
    dealDamage(duel, 0, 1, 2, []);
    expect(duel.seats.map((s) => s.life)).toEqual([18, 20, 0, 0]);
  });

  it('ESW-TREAS: oven mitts take 1 off backlash (down to 0: nothing happens), not off foe damage', () => {
    const st = setup({ treasures: [['t13'], null, null, null] });
    const ev: Events = [];
    expect(dealDamage(st, 0, 0, 1, ev)).toBe(0);
    expect(dealDamage(st, 0, 0, 3, ev)).toBe(2);
    expect(dealDamage(st, 1, 0, 2, ev)).toBe(2);
    expect(dealDamage(st, 1, 0, 0, ev)).toBe(0);
    expect(st.seats[0]!.life).toBe(16);
    expect(lines(ev)).toEqual([
      'P1 wards off 1 damage.',
      'P1 wards off 1 damage.',
      'P1 suffers 2 backlash (18 life left).',
      'P1 takes 2 damage (16 life left).',
    ]);
  });

  it('ESW-FX-15: a last-stand Treasure keeps its owner at 1 life once; the second lethal hit kills', () => {
    const st = setup({ treasures: [null, ['t12'], null, null], life: [20, 3, 20, 20] });
    const ev: Events = [];
    expect(dealDamage(st, 0, 1, 5, ev)).toBe(5);
    expect(st.seats[1]!).toMatchObject({ life: 1, alive: true, treasures: [] });
    expect(st.treasureDeck.discard).toContain('t12');
    expect(lines(ev)).toEqual([
      'P2 takes 5 damage (0 life left).',
      'P2 should be dead, but Second-Chance Spoon crumbles instead: 1 life left.',
    ]);
    dealDamage(st, 0, 1, 1, ev);
    expect(st.seats[1]!.alive).toBe(false);
  });

  it('ESW-FX-15: thorns bite back at a living attacker, not at backlash nor at thorns; a kill feeds bounty and vampire', () => {
    const st = setup({ treasures: [['t19', 't21'], ['t20'], null, null], life: [10, 20, 2, 20] });
    const ev: Events = [];
    dealDamage(st, 0, 1, 2, ev);
    dealDamage(st, 1, 1, 1, ev);
    expect(st.seats.map((s) => s.life)).toEqual([9, 17, 2, 20]);
    expect(lines(ev)).toEqual([
      'P2 takes 2 damage (18 life left).',
      'P2’s thorns bite back at P1.',
      'P1 takes 1 damage (9 life left).',
      'P2 suffers 1 backlash (17 life left).',
    ]);
    // P1 kills P3: Bounty Ledger gives a Treasure, Vampire Dentures heal 3.
    const before = st.seats[0]!.treasures.length;
    dealDamage(st, 0, 2, 4, []);
    expect(st.seats[2]!.alive).toBe(false);
    expect(st.seats[0]!.life).toBe(12);
    expect(st.seats[0]!.treasures).toHaveLength(before + 1);
    // Backlash that kills rewards nobody.
    const self = setup({ treasures: [['t19'], null, null, null], life: [2, 20, 20, 20] });
    dealDamage(self, 0, 0, 5, []);
    expect(self.seats[0]!).toMatchObject({ alive: false, life: 0 });
  });
});

describe('esw casting order (ESW-ORDER-12 ESW-AMB-15 ESW-FX-9)', () => {
  const S = (card: string) => ({ card, slot: 'source' as const });
  const D = (card: string) => ({ card, slot: 'destination' as const });
  /** Four seats in the resolve phase with these face-down spells (null: none). */
  function order(spells: (Placed[] | null)[]): EswState {
    const st = setup({});
    st.phase = 'resolve';
    st.seats.forEach((s, i) => (s.spell = spells[i] ?? null));
    return st;
  }

  it('fewest cards first, with no Initiative announced; nobody waiting: null', () => {
    const st = order([[S('s01'), D('d06')], [S('s05')], [S('s17'), D('d01')], null]);
    const ev: Events = [];
    expect(nextCaster(st, ev)).toBe(1);
    expect(ev).toEqual([]);
    expect(st.announced).toEqual([]);
    expect(nextCaster(order([null, null, [], null]), [])).toBeNull();
  });

  it('equal counts: each announces its Initiative once, the highest goes; no Destination is 0', () => {
    const st = order([
      [S('s01'), D('d06')],
      [S('s05'), D('d37')],
      [S('s17'), D('d01')],
      [S('s02'), S('s03')],
    ]);
    const ev: Events = [];
    expect(nextCaster(st, ev)).toBe(2);
    expect(lines(ev)).toEqual([
      'P1 announces Initiative 13.',
      'P2 announces Initiative 10.',
      'P3 announces Initiative 18.',
      'P4 announces Initiative 0.',
    ]);
    st.seats[2]!.spell = null;
    const again: Events = [];
    expect(nextCaster(st, again)).toBe(0);
    expect(again).toEqual([]);
  });

  it('a tie in Initiative is broken by dice, rolled again among those still tied; the rolls are kept for the turn', () => {
    // Three 13s (d06 twice: the order reads only Initiatives) and a 10.
    const st = order([[D('d06')], [D('d26')], [D('d06')], [D('d37')]]);
    st.forcedDice = [5, 5, 2, 3, 4];
    const ev: Events = [];
    expect(nextCaster(st, ev)).toBe(1);
    expect(lines(ev).filter((l) => l.includes('rolls'))).toEqual([
      'P1 rolls 5 to break the Initiative tie.',
      'P2 rolls 5 to break the Initiative tie.',
      'P3 rolls 2 to break the Initiative tie.',
      'P1 rolls 3 to break the Initiative tie.',
      'P2 rolls 4 to break the Initiative tie.',
    ]);
    expect(st.tieRolls).toEqual({ '0': [5, 3], '1': [5, 4], '2': [2] });
    // P2 has cast: P1 and P3 are still tied, their kept rolls decide with no new die.
    st.seats[1]!.spell = null;
    const next: Events = [];
    expect(nextCaster(st, next)).toBe(0);
    expect(next).toEqual([]);
  });

  it('ESW-FX-9: a stalled spell waits for every other, then goes in the usual order', () => {
    const st = order([[S('s01')], [S('s05'), D('d06')], [S('s17')], null]);
    st.stalled = [0, 2];
    expect(nextCaster(st, [])).toBe(1);
    st.seats[1]!.spell = null;
    st.forcedDice = [2, 6];
    expect(nextCaster(st, [])).toBe(2);
  });
});
