/**
 * The ESW turn start (rules/flow.ts `startTurn`), exact (issue #23, mutation
 * testing): what a new turn resets, who draws how many (and says so), a dead
 * wizard's Dead Wizard card from the second turn of a round only, a wizard
 * with no card at all locked, and the table's picture posted with the turn.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.js';
import { startTurn } from '../../src/games/esw/rules/flow.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import type { EswState } from '../../src/games/esw/rules/state.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { eswView } from '../../src/games/esw/rules/view.js';
import { seatsOf } from './helpers.js';

const fresh = (): EswState => setupState({ players: 3 }, seatsOf(3), 'scenario', []);
const lines = (events: GameEvent[]) => events.map((e) => textToString(e.text));

describe('esw turn start', () => {
  it('ESW-DRAW-1 ESW-DEAD-4: a new turn resets the turn’s records, refills hands to 8, gives a dead wizard a Dead Wizard card, and posts the table', () => {
    const st = fresh();
    st.announced = [0];
    st.stalled = [1];
    st.turnCards = ['s01'];
    st.tieRolls = { 0: [3] };
    st.seats[0]!.guard = 'reflect';
    st.seats[1]!.alive = false;
    st.seats[1]!.life = 0;
    st.seats[1]!.hand = [];
    st.seats[2]!.hand.splice(0, 3);
    const events: GameEvent[] = [];
    startTurn(st, events);
    expect([st.turn, st.phase, st.announced, st.stalled, st.turnCards, st.tieRolls]).toEqual([2, 'build', [], [], [], {}]);
    expect(st.seats.map((s) => [s.locked, s.hand.length, s.deadCards, s.spell, s.draft, s.guard])).toEqual([
      [false, 8, [], null, [], null],
      [true, 0, ['x03'], null, [], null],
      [false, 8, [], null, [], null],
    ]);
    // A full hand draws nothing and says nothing.
    expect(lines(events)).toEqual(['Round 1, turn 2 begins.', 'P2 takes the Dead Wizard card Rattling Bones.', 'P3 draws 3 cards.']);
    expect(events[0]!.picture).toEqual({ kind: 'board', view: eswView(st, 'public') });
    expect(events.slice(1).map((e) => e.picture)).toEqual([undefined, undefined]);
  });

  it('ESW-DEAD-4: no Dead Wizard card at the first turn of a round', () => {
    const st = fresh();
    st.turn = 0;
    st.seats[1]!.alive = false;
    st.seats[1]!.hand = [];
    const events: GameEvent[] = [];
    startTurn(st, events);
    expect([st.turn, st.seats[1]!.deadCards, st.seats[1]!.locked]).toEqual([1, [], true]);
    expect(lines(events)).toEqual(['Round 1, turn 1 begins.']);
  });

  it('ESW-AMB-19: a wizard without a card, both piles empty, is locked for the turn; the others are not', () => {
    const st = fresh();
    st.main.draw = [];
    st.main.discard = [];
    st.seats[0]!.hand = [];
    const events: GameEvent[] = [];
    startTurn(st, events);
    expect(st.seats.map((s) => [s.locked, s.hand.length])).toEqual([
      [true, 0],
      [false, 8],
      [false, 8],
    ]);
    expect(st.phase).toBe('build');
    expect(lines(events)).toEqual(['Round 1, turn 2 begins.']);
  });
});
