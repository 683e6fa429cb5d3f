/**
 * The ESW heuristic's values where a count or a target number is not 1 (issue #23, mutation testing of
 * rules/bot.ts), worked by hand from the cards' data in src/games/esw/content: the rows of a power table reached
 * with two dice of a glyph (rows 1–4 / 5–9 / 10+ at 6, 24 and 6 in 36), a Treasure count on the table, two cards
 * drawn or discarded, a Treasure stolen from each foe, a drain near full life; the build cache told apart by the
 * focus glyph; a card drafted in a slot the best spell does not give it taken back.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { eswBotAction, spellValue } from '../../src/games/esw/rules/bot.js';

const state = (position: Json = {}): EswState => eswEngine.scenarios.setup({ players: 3, position }).state;

/** 20 life, two living foes, no Treasure, neither weakest nor strongest. */
const SIT = { life: 20, foes: 2, treasures: 0, weakest: false, strongest: false };

describe('esw bot: power rows with two dice of a glyph', () => {
  it('ESW-POWER-2: a table Treasure count and two cards drawn (d04 with s01, both arcane, one Treasure held)', () => {
    // s01: damage 2 to one target = 2. d04 at the weakest, one target:
    // 1–4 damage 1 + draw 1 (0.4) = 1.4; 5–9 damage 2 + 1 Treasure = 3, + 0.4 = 3.4; 10+ damage 2 + 1 + 2 = 5, + draw 2 (0.8) = 5.8.
    const d04 = (6 * 1.4 + 24 * 3.4 + 6 * 5.8) / 36;
    expect(spellValue(['s01', 'd04'], { ...SIT, treasures: 1 }, null)).toBeCloseTo(2 + d04, 9);
    expect(2 + d04).toBeCloseTo(5.466667, 5);
    // Three Treasures held: the 5–9 and 10+ rows deal 2 more each.
    expect(spellValue(['s01', 'd04'], { ...SIT, treasures: 3 }, null)).toBeCloseTo(2 + d04 + (24 * 2 + 6 * 2) / 36, 9);
  });

  it('ESW-POWER-2: a Treasure stolen from each of two foes (d03 with s01, both arcane)', () => {
    // d03 on each foe (2 targets): 1–4 damage 1 each = 2; 5–9 damage 1 each + a Treasure for self 1.5 = 3.5;
    // 10+ damage 2 each = 4, + steal 1.2 × 2 = 6.4.
    const d03 = (6 * 2 + 24 * 3.5 + 6 * 6.4) / 36;
    expect(spellValue(['s01', 'd03'], SIT, null)).toBeCloseTo(2 + d03, 9);
    expect(2 + d03).toBeCloseTo(5.733333, 5);
  });

  it('ESW-POWER-2: two cards discarded (d09 with s14, both dark)', () => {
    // s14: damage 3 = 3. d09 at the strongest, one target: 1–4 damage 1, backlash 1 far from death = 0;
    // 5–9 damage 3 + discard 1 (0.5) = 3.5; 10+ damage 5 + discard 2 (1) = 6.
    expect(spellValue(['s14', 'd09'], SIT, null)).toBeCloseTo(3 + (24 * 3.5 + 6 * 6) / 36, 9);
    expect(spellValue(['s14', 'd09'], SIT, null)).toBeCloseTo(6.333333, 5);
  });
});

describe('esw bot: a drain near full life', () => {
  it('drain 2 heals only up to 25 life: at 24, 1 of it at 0.5; at 20, all 2', () => {
    expect(spellValue(['q40'], { ...SIT, life: 24 }, null)).toBeCloseTo(2 + 1 * 0.5, 9);
    expect(spellValue(['q40'], { ...SIT, life: 25 }, null)).toBeCloseTo(2, 9);
    expect(spellValue(['q40'], SIT, null)).toBeCloseTo(2 + 2 * 0.5, 9);
  });
});

describe('esw bot: the build', () => {
  it('two focus glyphs for the same hand build different spells (the cache tells the glyphs apart)', () => {
    const st = state({ hands: [['s01', 's30'], null, null] });
    expect(eswBotAction(st, 0, 'illusion')).toEqual({ type: 'add', card: 's30', slot: 'source' });
    expect(eswBotAction(st, 0, 'arcane')).toEqual({ type: 'add', card: 's01', slot: 'source' });
    expect(eswBotAction(st, 0, 'illusion')).toEqual({ type: 'add', card: 's30', slot: 'source' });
  });

  it('ESW-WILD-2: a Wild Magic drafted as the Destination is taken back when the best spell puts it in the Quality', () => {
    const st = state({ hands: [['s01', 'w1'], null, null] });
    st.seats[0]!.draft = [{ card: 'w1', slot: 'destination' }];
    expect(eswBotAction(st, 0)).toEqual({ type: 'remove', card: 'w1' });
    st.seats[0]!.draft = [{ card: 'w1', slot: 'quality' }];
    expect(eswBotAction(st, 0)).toEqual({ type: 'add', card: 's01', slot: 'source' });
  });
});
