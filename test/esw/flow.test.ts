import { describe, expect, it } from 'vitest';
import { eswEngine } from '../../src/games/esw/engine.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { eswOutcome } from '../../src/games/esw/rules/view.js';

/** The end of a round and of the match, from a position where one spell decides it (ESW-WIN, ESW-NEXT). */

/** Two wizards; P1's one-card spell (2 damage to the left) goes before P2's two cards, and P2 has 1 life. */
const decider = (tokens: [number, number]) =>
  eswEngine.scenarios.setup({
    players: 2,
    position: {
      life: [20, 1],
      tokens,
      treasures: [['t01'], ['t02']],
      spells: [
        [{ card: 's01', slot: 'source' }],
        [
          { card: 's02', slot: 'source' },
          { card: 'q02', slot: 'quality' },
        ],
      ],
    },
  });

const lines = (events: { text: Parameters<typeof textToString>[0] }[]) => events.map((e) => textToString(e.text));

describe('esw end of round and match', () => {
  it('ESW-WIN-1: the second Last Survivor token wins the match: over, the winner named, a board picture, no next round', () => {
    const { state, events } = decider([1, 0]);
    expect([state.phase, state.winner, state.round]).toEqual(['over', 0, 1]);
    expect(state.seats.map((s) => s.tokens)).toEqual([2, 0]);
    const told = lines(events);
    expect(told.slice(-2)).toEqual(['P1 is the Last Survivor and now holds 2 tokens.', 'P1 wins the match!']);
    expect(events.at(-1)!.picture?.kind).toBe('board');
    expect(eswOutcome(state)!.ranking).toEqual([[0], [1]]);
    expect(eswEngine.prompts(state)).toEqual([]);
    // Nothing is cleared away once the match is won: P1 keeps the hand and the Treasure.
    expect(state.seats[0]!.treasures).toEqual(['t01']);
  });

  it('ESW-NEXT-5 ESW-NEXT-6: a first token starts round 2: hands, spells and Treasures go to the discards, everyone back', () => {
    const { state, events } = decider([0, 0]);
    expect([state.phase, state.winner, state.round, state.turn]).toEqual(['build', null, 2, 1]);
    expect(state.seats.map((s) => s.tokens)).toEqual([1, 0]);
    expect(state.seats.map((s) => s.alive)).toEqual([true, true]);
    expect(state.seats[0]!.life).toBe(20);
    expect(state.seats.map((s) => s.hand.length)).toEqual([8, 8]);
    expect(state.seats.map((s) => [s.spell, s.draft, s.locked])).toEqual([
      [null, [], false],
      [null, [], false],
    ]);
    expect(state.treasureDeck.discard).toEqual(expect.arrayContaining(['t01', 't02']));
    expect(state.main.discard).toEqual(expect.arrayContaining(['s01', 's02', 'q02']));
    expect(state.casting).toBeNull();
    const told = lines(events);
    const token = told.indexOf('P1 is the Last Survivor and now holds 1 token.');
    expect(token).toBeGreaterThan(0);
    expect(told[token + 1]).toBe('Round 2 begins: every wizard stands at full strength.');
    expect(told).not.toContain('P1 wins the match!');
  });
});
