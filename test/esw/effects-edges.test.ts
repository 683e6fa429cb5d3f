/**
 * The edges of each effect kind, exact (ESW-FX-*, ESW-TREAS-*): who an effect
 * skips (the dead, the caster among its own targets, a seat already stalled),
 * what it does with nothing to act on (an empty hand, no Treasure, no spell),
 * and the counts at their bounds. Each case is one effect run on a written
 * position, its whole result compared.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { componentCard } from '../../src/games/esw/content/index.js';
import type { Effect } from '../../src/games/esw/content/schema.js';
import { amountOf, dealDamage, gainTreasure, kill, powerDice, runEffect, type EffectContext } from '../../src/games/esw/rules/effects.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import type { Events } from '../../src/games/esw/rules/util.js';

const setup = (position: Json, players = 4): EswState => eswEngine.scenarios.setup({ players, position }).state;
const lines = (ev: Events) => ev.map((e) => textToString(e.text));
/** Runs one effect of card `card` cast by `caster` at `targets`; returns the lines it logged. */
function run(st: EswState, effect: Effect, targets: number[], caster = 0, card = 's25', nested = false): string[] {
  const ctx: EffectContext = { caster, card: componentCard(card), targets, nested };
  const ev: Events = [];
  runEffect(st, ctx, effect, ev);
  return lines(ev);
}
const amountOfPlus = (st: EswState, ctx: EffectContext, per: 'foes' | 'tableTreasures') => amountOf(st, ctx, { per, plus: 3 }, []);
const casting = (
  st: EswState,
  cards: [string, 'source' | 'quality' | 'destination'][],
  history?: { card: string; targets: number[] }[],
) => {
  st.casting = {
    seat: 0,
    name: '',
    steps: [],
    cards: cards.map(([card, slot]) => ({ card, slot, resolved: false, added: false })),
    ...(history ? { history } : {}),
  };
};

describe('esw hand effects at their bounds (ESW-FX-13 ESW-FX-14)', () => {
  it('discard: exactly the count, all of a shorter hand, nothing and no line from an empty one', () => {
    const st = setup({ hands: [[], ['s01', 's02', 's03'], ['s09'], []] });
    const discard = st.main.discard.length;
    const out = run(st, { op: 'discardHand', count: 2 }, [1, 2, 3]);
    expect(st.seats.map((s) => s.hand.length)).toEqual([0, 1, 0, 0]);
    expect(st.main.discard.length).toBe(discard + 3);
    expect(out).toHaveLength(2);
    expect(out[1]).toBe(`P3 discards ${componentCard('s09').name} from their hand.`);
  });

  it('steal: exactly the count from each foe, all of a shorter hand; the caster among the targets and an empty hand give nothing', () => {
    const st = setup({ hands: [['q01'], ['s01', 's02', 's03'], ['s09'], []] });
    const out = run(st, { op: 'stealCard', count: 2 }, [0, 1, 2, 3]);
    expect(st.seats.map((s) => s.hand.length)).toEqual([4, 1, 0, 0]);
    expect(out).toEqual(['P1 takes 2 cards from the hand of P2.', 'P1 takes 1 card from the hand of P3.']);
    const dead = setup({ hands: [['q01'], ['s01'], [], []], alive: [false, true, true, true] });
    expect(run(dead, { op: 'stealCard', count: 1 }, [1])).toEqual([]);
    expect(dead.seats[1]!.hand).toEqual(['s01']);
  });

  it('draw: a dead caster draws nothing', () => {
    const st = setup({ alive: [false, true, true, true] });
    const deck = st.main.draw.length;
    expect(run(st, { op: 'draw', count: 2 }, [])).toEqual([]);
    expect([st.seats[0]!.hand.length, st.main.draw.length]).toEqual([0, deck]);
  });
});

describe('esw Treasure effects (ESW-FX-1 ESW-FX-2)', () => {
  it('gain: self, the targets, or both with the caster once', () => {
    const counts = (st: EswState) => st.seats.map((s) => s.treasures.length);
    let st = setup({});
    run(st, { op: 'treasure', who: 'self' }, [1]);
    expect(counts(st)).toEqual([1, 0, 0, 0]);
    st = setup({});
    run(st, { op: 'treasure', who: 'target' }, [1, 2]);
    expect(counts(st)).toEqual([0, 1, 1, 0]);
    st = setup({});
    run(st, { op: 'treasure', who: 'both' }, [0, 3]);
    expect(counts(st)).toEqual([1, 0, 0, 1]);
  });

  it('steal without a choice: the newest Treasure of each foe, never the caster’s own', () => {
    const st = setup({ treasures: [['t18'], ['t20', 't21'], [], null] });
    expect(run(st, { op: 'stealTreasure', choose: false }, [0, 1, 2])).toEqual(['P1 takes the Treasure Bounty Ledger from P2.']);
    expect(st.seats.map((s) => s.treasures)).toEqual([['t18', 't21'], ['t20'], [], []]);
  });

  it('swap: nothing without another target, with a dead caster or a dead target', () => {
    const position = { treasures: [['t18'], ['t20'], null, null] };
    let st = setup(position);
    expect(run(st, { op: 'swapTreasures' }, [0])).toEqual([]);
    st = setup({ ...position, alive: [false, true, true, true] });
    run(st, { op: 'swapTreasures' }, [1]);
    expect(st.seats[1]!.treasures).toEqual(['t20']);
    st = setup({ ...position, alive: [true, false, true, true] });
    expect(run(st, { op: 'swapTreasures' }, [1])).toEqual([]);
    expect(st.seats[0]!.treasures).toEqual(['t18']);
    st = setup(position);
    run(st, { op: 'swapTreasures' }, [0, 1]);
    expect(st.seats.map((s) => s.treasures)).toEqual([['t20'], ['t18'], [], []]);
  });

  it('a drawing Treasure draws on arrival for the living only; another Treasure draws nothing', () => {
    const st = setup({ treasureTop: ['t01', 't18'], hands: [[], [], [], []] });
    gainTreasure(st, 0, []);
    expect(st.seats[0]!.hand).toHaveLength(2);
    gainTreasure(st, 1, []);
    expect(st.seats[1]!.hand).toHaveLength(0);
    const dead = setup({ treasures: [['t01'], null, null, null], alive: [true, false, true, true], hands: [[], [], [], []] });
    run(dead, { op: 'stealTreasure', choose: false }, [0]);
    expect(dead.seats[1]!.hand).toHaveLength(0);
    expect(gainTreasure(dead, 1, [])).toBeUndefined();
    expect(dead.seats[1]!.treasures).toEqual([]);
  });
});

describe('esw damage edges (ESW-FX-8 ESW-FX-15 ESW-AMB-9)', () => {
  it('empowered damage: +1 to each foe hit, not to the caster', () => {
    const st = setup({ treasures: [['t17'], null, null, null] });
    run(st, { op: 'damage', amount: 2, to: 'target' }, [1], 0, 's25');
    run(st, { op: 'damage', amount: 2, to: 'self' }, [1], 0, 's25');
    expect(st.seats.map((s) => s.life)).toEqual([18, 17, 20, 20]);
  });

  it('drain: the caster among the targets is not hit, and heals what the others lost', () => {
    const st = setup({ life: [10, 20, 20, 20] });
    run(st, { op: 'drain', amount: 3 }, [0, 1]);
    expect(st.seats.map((s) => s.life)).toEqual([13, 17, 20, 20]);
  });

  it('no damage at all leaves a guard up; a dead victim takes nothing', () => {
    const st = setup({ alive: [true, true, false, true] });
    st.seats[1]!.guard = 'reflect';
    expect(dealDamage(st, 0, 1, 0, [])).toBe(0);
    expect(st.seats[1]!.guard).toBe('reflect');
    expect(dealDamage(st, 0, 2, 5, [])).toBe(0);
    expect(st.seats[2]!.life).toBe(0);
  });

  it('a ward takes nothing off backlash; thorns bite beside another Treasure', () => {
    const st = setup({ treasures: [['t18', 't20'], null, null, null] });
    const ev: Events = [];
    expect(dealDamage(st, 0, 0, 3, ev)).toBe(3);
    dealDamage(st, 1, 0, 3, ev);
    expect(st.seats.map((s) => s.life)).toEqual([15, 19, 20, 20]);
    expect(lines(ev)).toEqual([
      'P1 suffers 3 backlash (17 life left).',
      'P1 wards off 1 damage.',
      'P1 takes 2 damage (15 life left).',
      'P1’s thorns bite back at P2.',
      'P2 takes 1 damage (19 life left).',
    ]);
  });

  it('thorns never answer thorns: between two thorny seats one bite only', () => {
    const st = setup({ treasures: [['t20'], null, null, null] });
    // The content has one thorny Treasure: the second seat is given the same one by hand.
    st.seats[1]!.treasures = ['t20'];
    dealDamage(st, 1, 0, 3, []);
    expect(st.seats.map((s) => s.life)).toEqual([17, 19, 20, 20]);
  });

  it('damage sent aside by a guard draws no thorns from its new victim', () => {
    const st = setup({ treasures: [null, null, ['t20'], null] });
    st.seats[1]!.guard = 'redirect';
    dealDamage(st, 0, 1, 2, []);
    expect(st.seats.map((s) => s.life)).toEqual([20, 20, 18, 20]);
  });

  it('a kill heals the killer only through a vampire Treasure', () => {
    const st = setup({ treasures: [['t18', 't19'], null, null, null], life: [10, 2, 20, 20] });
    dealDamage(st, 0, 1, 5, []);
    expect(st.seats[0]!.life).toBe(13);
    const plain = setup({ treasures: [['t18'], null, null, null], life: [10, 2, 20, 20] });
    dealDamage(plain, 0, 1, 5, []);
    expect(plain.seats[0]!.life).toBe(10);
  });

  it('ESW-DEAD-1: a kill empties the draft and the hand; with no Dead Wizard card left, none is taken', () => {
    const st = setup({ hands: [['s01'], null, null, null] });
    st.seats[0]!.draft = [{ card: 's01', slot: 'source' }];
    st.deadDeck.draw = [];
    st.deadDeck.discard = [];
    kill(st, 0, []);
    expect(st.seats[0]).toMatchObject({ draft: [], hand: [], deadCards: [], alive: false });
  });
});

describe('esw spell effects (ESW-FX-7 ESW-FX-9 ESW-FX-10 ESW-ADD ESW-ORDER-11)', () => {
  it('stall: each living target with a spell once, in order; the dead, the spell-less and the stalled are skipped', () => {
    const st = setup({ alive: [true, true, false, true] });
    st.seats[1]!.spell = [{ card: 's09', slot: 'source' }];
    st.seats[2]!.spell = [{ card: 's17', slot: 'source' }];
    st.stalled = undefined;
    expect(run(st, { op: 'stall' }, [3, 2, 1, 1])).toEqual(['P2’s spell is stalled until every other has gone.']);
    expect(st.stalled).toEqual([1]);
    expect(run(st, { op: 'stall' }, [1])).toEqual([]);
    expect(st.stalled).toEqual([1]);
  });

  it('delayed: kept with its caster, card and a copy of the targets', () => {
    const st = setup({});
    const targets = [1, 2];
    run(st, { op: 'delayed', effects: [{ op: 'heal', amount: 2, to: 'self' }] }, targets);
    targets.push(3);
    expect(st.delayed).toEqual([{ caster: 0, card: 's25', targets: [1, 2], effects: [{ op: 'heal', amount: 2, to: 'self' }] }]);
  });

  it('if strongest: holds only for the highest life among the living', () => {
    const st = setup({ life: [15, 20, 10, 25], alive: [true, true, true, false] });
    const heal = [{ op: 'heal', amount: 1, to: 'self' }] as const;
    run(st, { op: 'if', cond: 'strongest', effects: [...heal] }, [], 0);
    run(st, { op: 'if', cond: 'strongest', effects: [...heal] }, [], 1);
    run(st, { op: 'if', cond: 'weakest', effects: [...heal] }, [], 2);
    run(st, { op: 'if', cond: 'weakest', effects: [...heal] }, [], 0);
    expect(st.seats.map((s) => s.life)).toEqual([15, 21, 11, 0]);
  });

  it('echo: nothing when nested or with no spell cast; the previous card’s living targets (the caster kept); another Source only', () => {
    const st = setup({ alive: [true, true, false, true] });
    expect(run(st, { op: 'echo', of: 'previous' }, [1])).toEqual([]);
    casting(
      st,
      [
        ['s01', 'source'],
        ['q01', 'quality'],
      ],
      [
        { card: 's01', targets: [0, 1, 2] },
        { card: 'q01', targets: [1] },
      ],
    );
    expect(run(st, { op: 'echo', of: 'previous' }, [1], 0, 'q01', true)).toEqual([]);
    const before = st.seats.map((s) => s.life);
    const out = run(st, { op: 'echo', of: 'previous' }, [3], 0, 'q01');
    expect(out[0]).toContain(componentCard('s01').name);
    // Professor Quibblestone deals 2 to each: the caster (kept) and P2; P3, dead, is dropped.
    expect(before).toEqual([20, 20, 0, 20]);
    expect(st.seats.map((s) => s.life)).toEqual([18, 18, 0, 20]);
    // A Source only: the card itself, a Wild Magic in the Source slot and a Quality do not count.
    casting(st, [
      ['w1', 'source'],
      ['s25', 'source'],
      ['q01', 'quality'],
    ]);
    expect(run(st, { op: 'echo', of: 'source' }, [1], 0, 's25')).toEqual([`${componentCard('s25').name} finds nothing to repeat.`]);
    casting(st, [
      ['s01', 'source'],
      ['s25', 'source'],
    ]);
    expect(run(st, { op: 'echo', of: 'source' }, [1], 0, 's25')[0]).toContain(componentCard('s01').name);
  });
});

describe('esw amounts, disruption, reveals and power rolls at their bounds (ESW-FX-6 ESW-ORDER-11 ESW-ADD ESW-POWER)', () => {
  it('per living foe and per Treasure on the table, plus the bonus', () => {
    const st = setup({ treasures: [['t18'], ['t20', 't21'], null, null], alive: [true, true, false, true] });
    const ctx: EffectContext = { caster: 0, card: componentCard('s25'), targets: [] };
    expect(amountOfPlus(st, ctx, 'foes')).toBe(2 + 3);
    expect(amountOfPlus(st, ctx, 'tableTreasures')).toBe(3 + 3);
    // Wild Magic has no glyph: it never counts among the table's cards of a glyph.
    st.turnCards = ['w1', 's26', 'q01'];
    expect(amountOf(st, ctx, { per: 'tableGlyph', plus: 0 }, [])).toBe(1);
  });

  it('disrupt: one card of a living target’s face-down spell, its announcement withdrawn; an emptied spell is none', () => {
    const st = setup({ alive: [true, true, false, true] });
    st.seats[1]!.spell = [{ card: 's09', slot: 'source' }];
    st.seats[2]!.spell = [{ card: 's17', slot: 'source' }];
    st.announced = [3, 1, 0];
    const out = run(st, { op: 'disrupt' }, [1, 2, 3]);
    expect(out).toHaveLength(1);
    expect(st.seats[1]!.spell).toBeNull();
    expect(st.seats[2]!.spell).toEqual([{ card: 's17', slot: 'source' }]);
    expect(st.announced).toEqual([3, 0]);
    expect(st.main.discard.at(-1)).toBe('s09');
  });

  it('reveal: a Wild Magic never joins; a card sharing a glyph joins as added, in its own slot; with no spell cast, nothing', () => {
    const st = setup({ mainTop: ['w2', 'q26', 'd01'] });
    expect(run(st, { op: 'reveal', count: 1 }, [])).toEqual([]);
    casting(st, [['s25', 'source']]);
    run(st, { op: 'reveal', count: 3 }, []);
    expect(st.casting!.cards).toEqual([
      { card: 's25', slot: 'source', resolved: false, added: false },
      { card: 'q26', slot: 'quality', resolved: false, added: true },
    ]);
    expect(st.main.discard.slice(-2)).toEqual(['w2', 'd01']);
  });

  it('power dice with no spell cast: the card alone counts, one die', () => {
    const st = setup({});
    st.casting = null;
    expect(powerDice(st, 0, componentCard('s25'))).toBe(1);
  });

  it('ESW-POWER-9: ones re-rolled once, every one of them, then an after-roll Treasure from its threshold on, on living foes only', () => {
    const power = (): Effect => ({
      op: 'power',
      table: [
        { min: 1, max: 6, effects: [] },
        { min: 7, effects: [] },
      ],
    });
    // t11 re-rolls ones, t14 deals 2 to each living foe targeted from a total of 7.
    const st = setup({ treasures: [['t11', 't14'], null, null, null], alive: [true, true, false, true], dice: [1, 1, 3, 4] });
    casting(st, [
      ['s25', 'source'],
      ['q25', 'quality'],
    ]);
    const out = run(st, power(), [0, 1, 2]);
    expect(out).toEqual([
      expect.stringContaining('1 + 1'),
      expect.stringContaining('3 + 4'),
      expect.stringContaining('7'),
      expect.stringContaining('Grinning Abacus'),
      'P2 takes 2 damage (18 life left).',
    ]);
    expect(st.seats.map((s) => s.life)).toEqual([20, 18, 0, 20]);
    // A total one short of the threshold: no after-roll damage; no foe among the targets: none either.
    const short = setup({ treasures: [['t14'], null, null, null], dice: [2, 4, 3, 4] });
    casting(short, [
      ['s25', 'source'],
      ['q25', 'quality'],
    ]);
    run(short, power(), [1]);
    run(short, power(), [0]);
    expect(short.seats.map((s) => s.life)).toEqual([20, 20, 20, 20]);
    expect(short.forcedDice).toEqual([]);
  });

  it('ESW-POWER-9: a one rolled with no re-rolling Treasure stands', () => {
    const power = (): Effect => ({
      op: 'power',
      table: [
        { min: 1, max: 6, effects: [] },
        { min: 7, effects: [] },
      ],
    });
    const st = setup({ treasures: [['t14'], null, null, null], dice: [1, 2, 6] });
    casting(st, [
      ['s25', 'source'],
      ['q25', 'quality'],
    ]);
    expect(run(st, power(), [1]).filter((l) => l.includes('1 + 2'))).toHaveLength(1);
    expect(st.forcedDice).toEqual([6]);
  });
});
