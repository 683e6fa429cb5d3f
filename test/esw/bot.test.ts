import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { bestSpell, eswBotAction, situationOf, spellValue } from '../../src/games/esw/rules/bot.js';

/**
 * The bot's choices in exact positions: what a spell is worth to it (expected
 * damage to foes, healing when hurt, power rolls by the number of dice of the
 * glyph), which spell it builds from a hand, and how it answers each choice
 * a resolving spell asks (ESW-IMPL-10). Values are worked by hand from the
 * cards' data in src/games/esw/content.
 */

/** A 3-seat state in turn 1 (building), with the position's overrides. */
const state = (position: Json = {}): EswState => eswEngine.scenarios.setup({ players: 3, position }).state;

/** 20 life, two living foes, one Treasure, neither weakest nor strongest. */
const SIT = { life: 20, foes: 2, treasures: 1, weakest: false, strongest: false };

describe('esw bot: what a spell is worth', () => {
  it.each([
    ['s01', 'damage 2 to one target', 2],
    ['s02', 'reveal 2: 0.8 each', 1.6],
    ['s03', 'damage 1 per glyph, one glyph', 1],
    ['s04', 'a Treasure for self 1.5, heal 1 at 20 life: 0.7', 2.2],
    ['s06', 'damage 1 to each of 2 foes', 2],
    ['s07', 'damage 3, a Treasure for both 1', 4],
    ['s09', 'drain 1 at left and right: 2 dealt, heal 2 at 0.5', 3],
    ['s10', 'damage 4, backlash 2 far from death', 2],
    ['s11', 'steal a Treasure 1.2, damage 2', 3.2],
    ['s12', 'damage 3, a delayed heal 2 at 0.8 of 1.4', 4.12],
    ['s13', 'best of 2 dice 4.47, the target discards 1: 0.5', 4.97],
    ['s15', 'drain 2: 2 + 1, backlash 1', 2],
    ['s19', 'every wizard: damage 2 counted on foes less one', 2],
    ['s20', 'damage per Elemental card cast this turn, guessed 2, draw 1: 0.4', 2.4],
    ['s22', 'damage 2, stall 0.8', 2.8],
    ['s23', 'damage 1 at left and right, disrupt 1', 3],
    ['s25', 'a guard 2, draw 1: 0.4', 2.4],
    ['s26', 'steal a card 0.8, damage 1', 1.8],
    ['s31', 'swap Treasures while owning one 0.2, damage 1', 1.2],
    ['s33', 'heal 3 at 20 life: 0.7 each', 2.1],
    ['s36', 'damage 2; the weakest-only heal does not count', 2],
    ['s37', 'heal 1 + 2 guessed Primal cards at 0.7', 2.1],
    ['s39', 'healing a target helps a foe: -0.6 × 2, draw 0.4', -0.8],
    ['s40', 'a delayed damage 1 to 2 foes at 0.8, heal 1: 0.7', 2.3],
    ['q06', 'damage 1 per Treasure + 1', 2],
    ['q11', 'the targets discard 1 each: 0.5 × 2; the strongest-only backlash does not count', 1],
    ['q12', 'drain 1 per dead wizard (guessed 1) + 1: 2, heal 2 at 0.5', 3],
    ['q24', 'an echo is worth 3', 3],
    ['s08', 'a power roll of 1/2/3 damage on one die: 4/6 × 1 + 2/6 × 2', 8 / 6],
    ['w1', 'Wild Magic is worth 2.2', 2.2],
  ])('%s (%s): %d', (card, _why, value) => {
    expect(spellValue([card], SIT, null)).toBeCloseTo(value, 10);
  });

  it('power rolls: one die per card of the glyph, the odds of rows 1–4 / 5–9 / 10+ for 1, 2, 3 and 4+ dice', () => {
    // s08: 1 / 2 / 3 damage; q03 (Arcane): damage 2; d06 (Arcane): 2 / 2 + echo / 4 + echo.
    expect(spellValue(['s08', 'q03'], SIT, null)).toBeCloseTo(2 + (6 * 1 + 24 * 2 + 6 * 3) / 36, 10);
    expect(spellValue(['s08', 'q03', 'd06'], SIT, null)).toBeCloseTo(
      2 + (4 * 1 + 77 * 2 + 135 * 3) / 216 + (4 * 2 + 77 * 5 + 135 * 7) / 216,
      10,
    );
    // d24 (Elemental): the best of 2 / 3 / 4 dice (4.47 / 4.96 / 5.24), + draw 1 on 10+; s17 (Elemental): damage 3.
    expect(spellValue(['d24'], SIT, null)).toBeCloseTo((4 * 4.47 + 2 * 4.96) / 6, 10);
    expect(spellValue(['s17', 'd24'], SIT, null)).toBeCloseTo(3 + (6 * 4.47 + 24 * 4.96 + 6 * (5.24 + 0.4)) / 36, 10);
    // A card of another glyph adds no die: s08 rolls one.
    expect(spellValue(['s08', 'q33'], SIT, null)).toBeCloseTo(8 / 6 + spellValue(['q33'], SIT, null), 10);
  });

  it('glyphs: Wild Magic counts as one more glyph; the focus glyph adds 1 per card of it', () => {
    expect(spellValue(['s03', 'w1'], SIT, null)).toBeCloseTo(2 + 2.2, 10);
    expect(spellValue(['s03', 'q33'], SIT, null)).toBeCloseTo(2 + spellValue(['q33'], SIT, null), 10);
    expect(spellValue(['s01', 'q03'], SIT, 'arcane')).toBeCloseTo(2 + 2 + 2, 10);
    expect(spellValue(['s01', 'q03'], SIT, 'dark')).toBeCloseTo(4, 10);
    expect(spellValue([], SIT, null)).toBe(0);
  });

  it('the situation: backlash near death, healing when hurt and at full life, swaps with no Treasure, conditions', () => {
    // Backlash 2 weighs six times at life ≤ 4 (2 + 2), once above.
    expect(spellValue(['s10'], { ...SIT, life: 4 }, null)).toBeCloseTo(4 - 12, 10);
    expect(spellValue(['s10'], { ...SIT, life: 5 }, null)).toBeCloseTo(4 - 2, 10);
    // Healing 3: at 8 life 1.5 each, at 9 too, at 10 0.7 each, at 24 only 1 point can be healed, at 25 none.
    expect(spellValue(['s33'], { ...SIT, life: 9 }, null)).toBeCloseTo(4.5, 10);
    expect(spellValue(['s33'], { ...SIT, life: 10 }, null)).toBeCloseTo(2.1, 10);
    expect(spellValue(['s33'], { ...SIT, life: 24 }, null)).toBeCloseTo(0.7, 10);
    expect(spellValue(['s33'], { ...SIT, life: 25 }, null)).toBeCloseTo(0, 10);
    // Drain 1 at two targets when hurt: 2 + 2 × 1.2.
    expect(spellValue(['s09'], { ...SIT, life: 9 }, null)).toBeCloseTo(4.4, 10);
    expect(spellValue(['s31'], { ...SIT, treasures: 0 }, null)).toBeCloseTo(2, 10);
    expect(spellValue(['s36'], { ...SIT, weakest: true }, null)).toBeCloseTo(2 + 2.1, 10);
    expect(spellValue(['q11'], { ...SIT, strongest: true }, null)).toBeCloseTo(1 - 2, 10);
    // Per Treasure: 3 owned + 1.
    expect(spellValue(['q06'], { ...SIT, treasures: 3 }, null)).toBeCloseTo(4, 10);
    // Targets: one foe left caps left-and-right at 1; every wizard with 4 foes counts 3; each foe 4.
    expect(spellValue(['s23'], { ...SIT, foes: 1 }, null)).toBeCloseTo(2, 10);
    expect(spellValue(['s19'], { ...SIT, foes: 4 }, null)).toBeCloseTo(6, 10);
    expect(spellValue(['s06'], { ...SIT, foes: 4 }, null)).toBeCloseTo(4, 10);
    expect(spellValue(['s39'], { ...SIT, foes: 1 }, null)).toBeCloseTo(0.4, 10);
  });

  it('situationOf: life, living foes, Treasures, weakest and strongest with ties among the living', () => {
    const st = state({ life: [12, 12, 20], treasures: [['t01', 't02'], null, null] });
    expect(situationOf(st, 0)).toEqual({ life: 12, foes: 2, treasures: 2, weakest: true, strongest: false });
    expect(situationOf(st, 2)).toEqual({ life: 20, foes: 2, treasures: 0, weakest: false, strongest: true });
    const dead = state({ alive: [true, false, true], life: [15, null, 15] });
    expect(situationOf(dead, 0)).toEqual({ life: 15, foes: 1, treasures: 0, weakest: true, strongest: true });
  });
});

describe('esw bot: the spell it builds', () => {
  it('the best valid spell, one card per slot; on a tie the first found', () => {
    expect(bestSpell(['s01', 's17'], SIT, null)).toEqual([{ card: 's17', slot: 'source' }]);
    expect(bestSpell(['s01', 's05'], SIT, null)).toEqual([{ card: 's01', slot: 'source' }]);
    expect(bestSpell(['s01', 's17', 'q03'], SIT, null)).toEqual([
      { card: 's17', slot: 'source' },
      { card: 'q03', slot: 'quality' },
    ]);
    // A negative spell is still better than none; an empty hand casts nothing.
    expect(bestSpell(['s39'], SIT, null)).toEqual([{ card: 's39', slot: 'source' }]);
    expect(bestSpell([], SIT, null)).toEqual([]);
  });

  it('ESW-WILD-2: one Wild Magic fills the first empty slot', () => {
    expect(bestSpell(['w1'], SIT, null)).toEqual([{ card: 'w1', slot: 'source' }]);
    expect(bestSpell(['s01', 'w1'], SIT, null)).toEqual([
      { card: 's01', slot: 'source' },
      { card: 'w1', slot: 'quality' },
    ]);
    expect(bestSpell(['s01', 'q03', 'w1', 'w2'], SIT, null)).toEqual([
      { card: 's01', slot: 'source' },
      { card: 'q03', slot: 'quality' },
      { card: 'w1', slot: 'destination' },
    ]);
  });

  it('near death it leaves out the card with backlash', () => {
    expect(bestSpell(['s10', 's01'], SIT, null)).toEqual([{ card: 's10', slot: 'source' }]);
    expect(bestSpell(['s10', 's01'], { ...SIT, life: 4 }, null)).toEqual([{ card: 's01', slot: 'source' }]);
  });

  it('builds one card per action, slot by slot, then locks; takes back a card the best spell does not use', () => {
    let st = state({ hands: [['s01', 's17', 'q03'], null, null] });
    const play = (seat: number) => {
      const action = eswBotAction(st, seat);
      st = eswEngine.apply(st, seat, action).state;
      return action;
    };
    expect(play(0)).toEqual({ type: 'add', card: 's17', slot: 'source' });
    expect(play(0)).toEqual({ type: 'add', card: 'q03', slot: 'quality' });
    expect(play(0)).toEqual({ type: 'lock' });
    expect(st.seats[0]!.locked).toBe(true);

    st = state({ hands: [['s01', 's17', 'q03'], null, null] });
    st = eswEngine.apply(st, 0, { type: 'add', card: 's01', slot: 'source' }).state;
    expect(play(0)).toEqual({ type: 'remove', card: 's01' });
    expect(play(0)).toEqual({ type: 'add', card: 's17', slot: 'source' });
  });

  it('ESW-IMPL-10: a target among tied foes goes to the weakest, equal life to the nearest clockwise', () => {
    const st = state({ life: [20, 9, 7] });
    st.await = { kind: 'target', seat: 0, card: 's14', seats: [1, 2] };
    expect(eswBotAction(st, 0)).toEqual({ type: 'target', seat: 2 });
    st.seats[2]!.life = 9;
    expect(eswBotAction(st, 0)).toEqual({ type: 'target', seat: 1 });
    st.await = { kind: 'target', seat: 1, card: 's14', seats: [2, 0] };
    st.seats[0]!.life = 9;
    expect(eswBotAction(st, 1)).toEqual({ type: 'target', seat: 2 });
    st.await = { kind: 'target', seat: 2, card: 's14', seats: [1, 0] };
    expect(eswBotAction(st, 2)).toEqual({ type: 'target', seat: 0 });
  });

  it('ESW-IMPL-10: an order takes the first card offered, a steal the newest Treasure, a fix drops the weakest card', () => {
    const st = state();
    st.await = { kind: 'order', seat: 1, cards: ['s05', 's01'] };
    expect(eswBotAction(st, 1)).toEqual({ type: 'order', card: 's05' });
    st.await = { kind: 'steal', seat: 1, card: 's11', from: 0, treasures: ['t01', 't02', 't03'] };
    expect(eswBotAction(st, 1)).toEqual({ type: 'steal', treasure: 't03' });
    st.await = { kind: 'fix', seat: 1, cards: ['s17', 's01', 's10'] };
    expect(eswBotAction(st, 1)).toEqual({ type: 'fix', card: 's01' });
    st.await = { kind: 'fix', seat: 1, cards: ['s17', 's10'] };
    expect(eswBotAction(st, 1)).toEqual({ type: 'fix', card: 's10' });
    // A choice for another seat: the bot builds instead.
    st.await = { kind: 'order', seat: 2, cards: ['s05', 's01'] };
    expect(eswBotAction(st, 1).type).toBe('add');
  });

  it('the same hand with and without a focus glyph builds different spells (the cache tells them apart)', () => {
    const st = state({ hands: [['s01', 's30'], null, null] });
    expect(eswBotAction(st, 0, 'arcane')).toEqual({ type: 'add', card: 's01', slot: 'source' });
    expect(eswBotAction(st, 0)).toEqual({ type: 'add', card: 's30', slot: 'source' });
    expect(eswBotAction(st, 0, 'arcane')).toEqual({ type: 'add', card: 's01', slot: 'source' });
  });

  it('a focus glyph tips an equal choice', () => {
    expect(bestSpell(['s01', 's30'], SIT, null)).toEqual([{ card: 's30', slot: 'source' }]);
    expect(bestSpell(['s01', 's30'], SIT, 'arcane')).toEqual([{ card: 's01', slot: 'source' }]);
  });
});
