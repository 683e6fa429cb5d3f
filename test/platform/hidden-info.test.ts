import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/game.js';
import { fixtureGame, type FixtureState } from '../support/fixture-game.js';

/** Plays seeded random fixture games and checks every view at every step. */
describe('hidden information (fixture)', () => {
  it('public views never hold a hand or an unrevealed bid; a seat sees only its own hand', () => {
    for (let g = 0; g < 200; g++) {
      const seats = Array.from({ length: 2 + (g % 5) }, (_, i) => ({ name: `P${i}` }));
      let s: FixtureState = fixtureGame.setup({ turnsPerSeat: 3 }, seats, `hidden-${g}`);
      for (let guard = 0; guard < 100; guard++) {
        const pub = fixtureGame.view(s, 'public') as Record<string, unknown>;
        expect(pub.hand).toBeNull();
        if (s.phase === 'bid') expect((pub.bids as unknown[]).every((b) => b === null)).toBe(true);
        expect(canonicalJson(pub)).not.toContain('"rng"');
        expect(canonicalJson(pub)).not.toContain('"draw"');
        seats.forEach((_, seat) => {
          const mine = fixtureGame.view(s, seat) as { hand: number[]; bids: (number | null)[] };
          expect(mine.hand).toEqual(s.hands[seat]);
          if (s.phase === 'bid') expect(mine.bids.filter((b, i) => b !== null && i !== seat)).toEqual([]);
        });
        const prompt = fixtureGame.prompts(s)[guard % Math.max(1, fixtureGame.prompts(s).length)];
        if (!prompt) break;
        const choice = prompt.choices[(g + guard) % prompt.choices.length]!;
        const result = fixtureGame.apply(s, prompt.seat, choice.action);
        // Draws are told only to the drawer.
        for (const e of result.events)
          if (typeof e.text !== 'string' && e.text.key === 'fixture.drew') expect(e.visibleTo).toEqual([prompt.seat]);
        s = result.state;
      }
      expect(fixtureGame.outcome(s)).not.toBeNull();
    }
  });
});
