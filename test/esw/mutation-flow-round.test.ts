/**
 * The ESW round start's hauntings (rules/flow.ts `haunt`, through `startRound`), exact (issue #23, mutation
 * testing): each kind of ghost hits the foe it names — left, right, the strongest (the first clockwise on a tie)
 * or every foe — by its amount, after the holders' bonus life, in seat order.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.js';
import { startRound } from '../../src/games/esw/rules/flow.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import type { EswState } from '../../src/games/esw/rules/state.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { seatsOf } from './helpers.js';

/** A four-wizard table whose seats hold the given Dead Wizard cards when the next round starts. */
function nextRoundWith(deadCards: string[][]): { st: EswState; hauntings: string[] } {
  const st = setupState({ players: 4 }, seatsOf(4), 'scenario', []);
  st.seats.forEach((s, i) => (s.deadCards = [...deadCards[i]!]));
  const events: GameEvent[] = [];
  startRound(st, events);
  const hauntings = events.map((e) => textToString(e.text)).filter((line) => line.startsWith('The ghost of'));
  return { st, hauntings };
}

const lives = (st: EswState) => st.seats.map((s) => s.life);

describe('esw hauntings at round start (ESW-FX-14, ESW-DEAD-7)', () => {
  it('ESW-FX-14: a left ghost hits the next seat clockwise, a right ghost the last one, each by its own amount', () => {
    // P2 holds Spiteful Ghost (left, 2) and Ghostly Grin (right, 2); P4 holds Afterlife Loan (right, 1).
    const { st, hauntings } = nextRoundWith([[], ['x02', 'x16'], [], ['x14']]);
    expect(lives(st)).toEqual([18, 20, 17, 20]);
    expect(hauntings).toEqual([
      'The ghost of P2 (Spiteful Ghost) haunts P3, who starts at 18 life.',
      'The ghost of P2 (Ghostly Grin) haunts P1, who starts at 18 life.',
      'The ghost of P4 (Afterlife Loan) haunts P3, who starts at 17 life.',
    ]);
  });

  it('ESW-FX-14: the strongest foe after the bonus life is haunted; on a tie, the first clockwise from the holder', () => {
    // P3 holds Vengeful Wail (strongest, 3). P2 has Second Wind (+4): 24, the strongest.
    const single = nextRoundWith([[], ['x07'], ['x08'], []]);
    expect(lives(single.st)).toEqual([20, 21, 20, 20]);
    expect(single.hauntings).toEqual(['The ghost of P3 (Vengeful Wail) haunts P2, who starts at 21 life.']);
    // P1 and P2 both at 23: from P3 clockwise, P4 (20), then P1 (23) comes before P2.
    const tie = nextRoundWith([['x10'], ['x15'], ['x08'], []]);
    expect(lives(tie.st)).toEqual([20, 23, 20, 20]);
    // Not the weakest foe either: P4 keeps its 20.
    expect(tie.hauntings).toEqual(['The ghost of P3 (Vengeful Wail) haunts P1, who starts at 20 life.']);
  });

  it('ESW-FX-14: a ghost of every foe hits each of them once, clockwise from the holder, not the holder', () => {
    // P2 holds Ectoplasmic Sneeze (+1 life, every foe 1).
    const { st, hauntings } = nextRoundWith([[], ['x04'], [], []]);
    expect(lives(st)).toEqual([19, 21, 19, 19]);
    expect(hauntings).toEqual([
      'The ghost of P2 (Ectoplasmic Sneeze) haunts P3, who starts at 19 life.',
      'The ghost of P2 (Ectoplasmic Sneeze) haunts P4, who starts at 19 life.',
      'The ghost of P2 (Ectoplasmic Sneeze) haunts P1, who starts at 19 life.',
    ]);
  });

  it('ESW-FX-14: hauntings stack on one foe, and come after every holder set its life (a later bonus is not undone)', () => {
    // P1 holds Spiteful Ghost (left: P2, 2) and Vengeful Wail (strongest, 3); P2 holds Undying Dread (+5): 25.
    const { st, hauntings } = nextRoundWith([['x02', 'x08'], ['x25'], [], []]);
    expect(lives(st)).toEqual([20, 20, 20, 20]);
    expect(hauntings).toEqual([
      'The ghost of P1 (Spiteful Ghost) haunts P2, who starts at 23 life.',
      'The ghost of P1 (Vengeful Wail) haunts P2, who starts at 20 life.',
    ]);
  });
});
