import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { findTargets } from '../../src/games/esw/rules/targets.js';
import {
  cardNames,
  duplicatedSlotCards,
  glyphCardCount,
  livingFoes,
  livingSeats,
  rollD6,
  seatName,
  slotIndex,
  spellGlyphs,
} from '../../src/games/esw/rules/util.js';
import type { Events } from '../../src/games/esw/rules/util.js';

/** Targets and the small helpers under them: a table per targeting, ties and boundaries included. */

const setup = (position: Json, players = 5): EswState => eswEngine.scenarios.setup({ players, position }).state;

describe('esw helpers', () => {
  it('ESW-AMB-5: living foes clockwise from the caster’s left, the dead skipped; living seats', () => {
    const st = setup({ alive: [true, true, false, true, true] });
    expect(livingFoes(st, 0)).toEqual([1, 3, 4]);
    expect(livingFoes(st, 3)).toEqual([4, 0, 1]);
    expect(livingFoes(st, 4)).toEqual([0, 1, 3]);
    expect(livingSeats(st)).toEqual([0, 1, 3, 4]);
  });

  it('names: a seat without a name is #n; card names joined by commas; slots in order', () => {
    const st = setup({}, 2);
    expect(seatName(st, 1)).toBe('P2');
    st.names = ['Ann'];
    expect(seatName(st, 0)).toBe('Ann');
    expect(seatName(st, 1)).toBe('#2');
    expect(cardNames(['s01', 'q03'])).toBe('Professor Quibblestone, Footnoted');
    expect([slotIndex('source'), slotIndex('quality'), slotIndex('destination')]).toEqual([0, 1, 2]);
  });

  it('dice: queued results first, then the seeded RNG (1 to 6)', () => {
    const st = setup({ dice: [6, 1] }, 2);
    expect([rollD6(st), rollD6(st)]).toEqual([6, 1]);
    const rolled = Array.from({ length: 60 }, () => rollD6(st));
    expect(Math.min(...rolled)).toBe(1);
    expect(Math.max(...rolled)).toBe(6);
  });

  it('ESW-BUILD-7: the cards of doubled slots', () => {
    expect(duplicatedSlotCards([{ card: 's01', slot: 'source' }])).toEqual([]);
    expect(
      duplicatedSlotCards([
        { card: 's01', slot: 'source' },
        { card: 'q03', slot: 'quality' },
        { card: 'w1', slot: 'source' },
        { card: 'd06', slot: 'destination' },
        { card: 'd01', slot: 'destination' },
      ]),
    ).toEqual(['s01', 'w1', 'd06', 'd01']);
  });

  it('ESW-GLYPH-4 ESW-GLYPH-5: glyphs and glyph counts, Wild Magic none, counts-as Treasures one each', () => {
    // t02 counts as Arcane, t05 as Primal; t06 (an extra Arcane die) and t01 count as nothing.
    const st = setup({ treasures: [['t02', 't05', 't06', 't01'], ['t06'], null, null, null] });
    const spell = [
      { card: 's01', slot: 'source' as const },
      { card: 'w1', slot: 'quality' as const },
      { card: 'd06', slot: 'destination' as const },
    ];
    expect([...spellGlyphs(st, 0, spell)].sort()).toEqual(['arcane', 'primal']);
    expect([...spellGlyphs(st, 1, spell)]).toEqual(['arcane']);
    expect([...spellGlyphs(st, 1, [{ card: 'w1', slot: 'source' }])]).toEqual([]);
    expect(glyphCardCount(st, 0, spell, 'arcane')).toBe(3);
    expect(glyphCardCount(st, 0, spell, 'primal')).toBe(1);
    expect(glyphCardCount(st, 0, spell, 'dark')).toBe(0);
    expect(glyphCardCount(st, 1, spell, 'arcane')).toBe(2);
  });
});

describe('esw targets', () => {
  /** Five seats; seat 2 dead; lives 10 / 12 / – / 12 / 7 (caster seat 0). */
  const table = () => setup({ alive: [true, true, false, true, true], life: [10, 12, null, 12, 7] });
  const lines = (ev: Events) => ev.map((e) => textToString(e.text));

  it.each([
    ['self', { fixed: [0] }],
    ['left', { fixed: [1] }],
    ['right', { fixed: [4] }],
    ['leftAndRight', { fixed: [1, 4] }],
    ['eachFoe', { fixed: [1, 3, 4] }],
    ['everyone', { fixed: [1, 3, 4, 0] }],
    ['strongest', { among: [1, 3] }],
    ['weakest', { fixed: [4] }],
    ['stronger', { among: [1, 3] }],
    ['weaker', { fixed: [4] }],
  ] as const)('ESW-TARGET: %s → %j', (targeting, result) => {
    const ev: Events = [];
    expect(findTargets(table(), 0, targeting, ev)).toEqual(result);
    expect(ev).toEqual([]);
  });

  it('ESW-TARGET: equal life is neither stronger nor weaker; one foe left is both left and right', () => {
    const st = setup({ life: [12, 12, 12] }, 3);
    expect(findTargets(st, 0, 'stronger', [])).toEqual({ fixed: [] });
    expect(findTargets(st, 0, 'weaker', [])).toEqual({ fixed: [] });
    expect(findTargets(st, 0, 'weakest', [])).toEqual({ among: [1, 2] });
    const duel = setup({ alive: [true, false, true] }, 3);
    expect(findTargets(duel, 0, 'leftAndRight', [])).toEqual({ fixed: [2] });
    expect(findTargets(duel, 2, 'right', [])).toEqual({ fixed: [0] });
  });

  it('ESW-AMB-4: with no living foe a spell hits nobody, "everyone" only its caster', () => {
    const alone = setup({ alive: [true, false, false] }, 3);
    expect(findTargets(alone, 0, 'left', [])).toEqual({ fixed: [] });
    expect(findTargets(alone, 0, 'everyone', [])).toEqual({ fixed: [0] });
    expect(findTargets(alone, 0, 'self', [])).toEqual({ fixed: [0] });
  });

  it('ESW-TARGET-14 ESW-AMB-1: the die names a foe; with 4 foes faces 5 and 6 are re-rolled; one foe needs no roll', () => {
    const st = setup({});
    st.forcedDice = [6, 5, 3];
    const ev: Events = [];
    // Foes 1 to 4 from the left: faces 1 to 4 name them.
    expect(findTargets(st, 0, 'die', ev)).toEqual({ fixed: [3] });
    expect(lines(ev)).toEqual([
      'The die shows 6, which names nobody: rolled again.',
      'The die shows 5, which names nobody: rolled again.',
      'The die shows 3: P4 is the target.',
    ]);
    // Three foes share the faces two by two: 6 names the third.
    const three = table();
    three.forcedDice = [6];
    expect(findTargets(three, 0, 'die', [])).toEqual({ fixed: [4] });
    const two = setup({ alive: [true, true, false] }, 3);
    two.forcedDice = [2];
    const ev2: Events = [];
    expect(findTargets(two, 0, 'die', ev2)).toEqual({ fixed: [1] });
    expect(ev2).toEqual([]);
    expect(two.forcedDice).toEqual([2]);
    const six = setup({}, 3);
    six.forcedDice = [4];
    const ev3: Events = [];
    expect(findTargets(six, 0, 'die', ev3)).toEqual({ fixed: [2] });
    expect(lines(ev3)).toEqual(['The die shows 4: P3 is the target.']);
  });
});
