import type { SeatSpec } from '../../../core/game.js';
import { newPile } from '../../../core/deck.js';
import { createRng, shuffleInPlace } from '../../../core/rng.js';
import { DEAD_WIZARD_IDS, MAIN_DECK_IDS, TREASURE_IDS, WIZARD_IDS } from '../content/index.js';
import { startRound } from './flow.js';
import { START_LIFE, type EswOptions, type EswState } from './state.js';
import type { Events } from './util.js';

/** Shuffles the three decks (ESW-SETUP-1), deals each seat a wizard, and starts round 1. */
// Stryker disable next-line ArrayDeclaration: the default list only collects events nobody reads
export function setupState(options: EswOptions, seats: SeatSpec[], seed: string, events: Events = []): EswState {
  if (seats.length !== options.players) throw new RangeError(`expected ${options.players} seats, got ${seats.length}`);
  const rng = createRng(`esw:${seed}`);
  const wizards = shuffleInPlace(rng, [...WIZARD_IDS]);
  const st: EswState = {
    v: 1,
    players: seats.length,
    names: seats.map((s) => s.name),
    rng,
    forcedDice: [],
    main: newPile(rng, MAIN_DECK_IDS),
    treasureDeck: newPile(rng, TREASURE_IDS),
    deadDeck: newPile(rng, DEAD_WIZARD_IDS),
    seats: seats.map((_, i) => ({
      wizard: wizards[i]!,
      life: START_LIFE,
      // Stryker disable next-line BooleanLiteral: startRound below brings every seat to life
      alive: true,
      tokens: 0,
      hand: [],
      treasures: [],
      deadCards: [],
      // Stryker disable next-line ArrayDeclaration: startTurn below empties every draft
      draft: [],
      // Stryker disable next-line BooleanLiteral: startTurn below unlocks the living
      locked: false,
      spell: null,
    })),
    round: 0,
    turn: 0,
    // Stryker disable next-line StringLiteral: startTurn below sets the phase to build
    phase: 'build',
    tieRolls: {},
    // Stryker disable next-line ArrayDeclaration: startTurn below empties it
    announced: [],
    casting: null,
    await: null,
    lastSpell: null,
    winner: null,
  };
  startRound(st, events);
  return st;
}
