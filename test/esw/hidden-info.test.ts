import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { renderEsw } from '../../src/games/esw/render/index.js';
import { textToString } from '../../src/games/esw/rules/scenarios.js';

/** Seat 0 locks a spell of `cards` cards from the same position; what does the rest of the table get to see? */
function lockSpellOf(cards: number): { state: EswState; events: GameEvent[] } {
  const { state } = eswEngine.scenarios.setup({
    players: 3,
    position: { hands: [['s01', 'q01', 'd01', 's02', 'q02', 'd02', 's03', 'q03']] },
  });
  const adds: Action[] = [
    { type: 'add', card: 's01', slot: 'source' },
    { type: 'add', card: 'q01', slot: 'quality' },
    { type: 'add', card: 'd01', slot: 'destination' },
  ];
  let st = state;
  for (const add of adds.slice(0, cards)) st = eswEngine.apply(st, 0, add).state;
  const locked = eswEngine.apply(st, 0, { type: 'lock' });
  return { state: locked.state, events: locked.events };
}

const eventLines = (events: GameEvent[]) => (['en', 'fr'] as const).flatMap((l) => events.map((e) => textToString(e.text, l)));

describe('esw hidden information while spells are secret', () => {
  it('ESW-PLACE-2 ESW-IMPL-9: a locked spell of 1 card and one of 3 look alike to the table (view, seat views, events, status, picture)', async () => {
    const one = lockSpellOf(1);
    const three = lockSpellOf(3);
    expect(one.state.seats[0]!.hand).toHaveLength(7);
    expect(three.state.seats[0]!.hand).toHaveLength(5);
    expect(one.state.phase).toBe('build');
    const pubOne = eswEngine.view(one.state, 'public');
    const pubThree = eswEngine.view(three.state, 'public');
    expect(JSON.stringify(pubOne)).toBe(JSON.stringify(pubThree));
    for (const seat of [1, 2])
      expect(JSON.stringify(eswEngine.view(one.state, seat))).toBe(JSON.stringify(eswEngine.view(three.state, seat)));
    expect(eventLines(one.events)).toEqual(eventLines(three.events));
    expect(eswEngine.status(pubOne)).toEqual(eswEngine.status(pubThree));
    const png = async (v: typeof pubOne) => (await renderEsw(v, { kind: 'board' }))!.png;
    expect((await png(pubOne)).equals(await png(pubThree))).toBe(true);
    // The owner still sees their own hand.
    expect((eswEngine.view(three.state, 0) as { you: { hand: string[] } }).you.hand).toHaveLength(5);
  });

  it('ESW-ORDER-1: hand sizes are public again once the counts are declared', () => {
    const { state } = eswEngine.scenarios.setup({
      players: 3,
      position: {
        spells: [
          [
            { card: 's33', slot: 'source' },
            { card: 's34', slot: 'source' },
          ],
          [{ card: 's35', slot: 'source' }],
          [
            { card: 's36', slot: 'source' },
            { card: 'q02', slot: 'quality' },
            { card: 'd37', slot: 'destination' },
          ],
        ],
      },
    });
    // P2 has cast, P1 is fixing an invalid spell, P3's spell waits: the counts are public.
    expect(state.await).toMatchObject({ kind: 'fix', seat: 0 });
    expect(state.seats[2]!.spell).toHaveLength(3);
    const players = (eswEngine.view(state, 'public') as { players: { handCount: number | null }[] }).players;
    expect(players.map((p) => p.handCount)).toEqual(state.seats.map((s) => s.hand.length));
  });
});
