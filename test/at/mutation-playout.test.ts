/**
 * Ascension Tactics playouts (rules/playout.ts), exact (issue #23, mutation
 * testing): the seats of each mode, the random player's pick (ending the turn
 * one time in four when something else is offered), and whole games played
 * from the prompts, each the same as the same game played here step by step
 * with the engine, from the same seed.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Action } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { leaningBotAction } from '../../src/games/at/rules/bot.js';
import { playout, randomChoice, seatsFor } from '../../src/games/at/rules/playout.js';
import type { AtMode } from '../../src/games/at/rules/state.js';
import type { Faction } from '../../src/games/at/content/schema.js';

const names = (mode: AtMode, players?: number, overlord?: boolean) => seatsFor(mode, players, overlord).map((s) => s.name);

describe('AT playout: the seats of each mode', () => {
  it.each([
    ['duel', undefined, false, ['P1', 'P2']],
    ['solo', undefined, false, ['P1']],
    ['coop', undefined, false, ['P1', 'P2']],
    ['teams', undefined, false, ['P1', 'P2', 'P3', 'P4']],
    ['melee', undefined, false, ['P1', 'P2', 'P3', 'P4']],
    ['melee', 3, false, ['P1', 'P2', 'P3']],
    ['solo', undefined, true, ['P1', 'P2']],
    ['coop', undefined, true, ['P1', 'P2', 'P3']],
    ['duel', 3, false, ['P1', 'P2', 'P3']],
  ] as const)('AT-MD-3 AT-MD-4 AT-MD-5 AT-MD-6 AT-OV-1: %s with %s players (Overlord %s) seats %j', (mode, players, overlord, want) => {
    expect(names(mode, players, overlord)).toEqual(want);
  });

  it('AT-OV-1: without the Overlord flag no seat is added', () => {
    expect(names('solo', 1)).toEqual(['P1']);
  });
});

const choices = (...ids: string[]) => ids.map((id) => ({ id }));

describe('AT playout: the random pick', () => {
  it('a prompt that is not the turn picks any choice, ending included, with one draw', () => {
    const rng = createRng('r');
    const twin = createRng('r');
    const got = Array.from({ length: 40 }, () => randomChoice(rng, { kind: 'attack', choices: choices('end', 'a', 'b') }).id);
    const want = Array.from({ length: 40 }, () => ['end', 'a', 'b'][randomInt(twin, 3)]);
    expect(got).toEqual(want);
    expect(rng).toEqual(twin);
    expect(got).toContain('end');
  });

  it('the turn ends one time in four draws, else another choice is taken', () => {
    const rng = createRng('t');
    const twin = createRng('t');
    const got = Array.from({ length: 400 }, () => randomChoice(rng, { kind: 'turn', choices: choices('end', 'a', 'b') }).id);
    const want = Array.from({ length: 400 }, () =>
      randomInt(twin, 4) > 0 ? ['a', 'b'][randomInt(twin, 2)] : ['end', 'a', 'b'][randomInt(twin, 3)],
    );
    expect(got).toEqual(want);
    expect(rng).toEqual(twin);
    // One in four draws keeps 'end' among three: about 1 pick in 12.
    const ends = got.filter((id) => id === 'end').length;
    expect(ends).toBeGreaterThan(15);
    expect(ends).toBeLessThan(60);
  });

  it('a turn with one choice takes it with a single draw; a turn offering only ends takes one of them', () => {
    const rng = createRng('o');
    const twin = createRng('o');
    expect(randomChoice(rng, { kind: 'turn', choices: choices('end') }).id).toBe('end');
    randomInt(twin, 1);
    expect(rng).toEqual(twin);
    for (let i = 0; i < 20; i++) {
      const pick = randomChoice(rng, {
        kind: 'turn',
        choices: [
          { id: 'end', n: 1 },
          { id: 'end', n: 2 },
        ],
      });
      expect(pick.id).toBe('end');
      // Whether or not the turn is to end, no other choice is left: one of the two is drawn.
      randomInt(twin, 4);
      expect(pick.n).toBe(1 + randomInt(twin, 2));
    }
    expect(rng).toEqual(twin);
  });
});

/** The game playout() plays, step by step: the same seeds, setup, pick of a prompt and of an action. */
function stepByStep(
  seed: string,
  policy: 'random' | 'bot',
  maxApplies: number,
  mode: AtMode,
  options: Record<string, unknown>,
  seats: { name: string }[],
  leans: Partial<Record<number, Faction>> = {},
) {
  const rng = createRng(`pick:${seed}`);
  let state: AtState = atEngine.setup(options, seats, seed);
  let applies = 0;
  let shared = 0;
  while (state.winner === null && applies < maxApplies) {
    const prompts = atEngine.prompts(state);
    if (prompts.length > 1) shared++;
    const p = policy === 'random' && prompts.length > 1 ? prompts[randomInt(rng, prompts.length)]! : prompts[0]!;
    const action: Action = policy === 'bot' ? leaningBotAction(state, p.seat, leans[p.seat]) : randomChoice(rng, p).action;
    state = atEngine.apply(state, p.seat, action).state;
    applies++;
  }
  return { state, applies, shared };
}

describe('AT playout: whole games', () => {
  it('AT-GP-1: a random duel on the Three Sanctuaries is played to its end, as step by step', () => {
    const got = playout('p1', 'random');
    const want = stepByStep('p1', 'random', 20000, 'duel', { map: 'three-sanctuaries' }, seatsFor('duel'));
    expect(got.ended).toBe(true);
    expect(got.state.winner).not.toBeNull();
    expect(got.applies).toBe(want.applies);
    expect(canonicalJson(got.state)).toBe(canonicalJson(want.state));
  });

  it('AT-GP-1: a bot duel is played to its end, as step by step', () => {
    const got = playout('p2', 'bot');
    const want = stepByStep('p2', 'bot', 20000, 'duel', {}, seatsFor('duel'));
    expect(got.ended).toBe(true);
    expect(got.applies).toBe(want.applies);
    expect(canonicalJson(got.state)).toBe(canonicalJson(want.state));
  });

  it('a playout stops at its limit of applies, unfinished', () => {
    const got = playout('p3', 'random', 25);
    expect(got.applies).toBe(25);
    expect(got.ended).toBe(false);
    expect(got.state.winner).toBeNull();
    expect(canonicalJson(got.state)).toBe(canonicalJson(stepByStep('p3', 'random', 25, 'duel', {}, seatsFor('duel')).state));
    expect(playout('p3', 'random', 0).applies).toBe(0);
  });

  it('AT-TM-6: in 2 vs 2 the random player picks which teammate of a shared turn acts; the bot answers the first prompt', () => {
    const random = stepByStep('p4', 'random', 300, 'teams', { mode: 'teams' }, seatsFor('teams'));
    expect(random.shared).toBeGreaterThan(0);
    expect(canonicalJson(playout('p4', 'random', 300, 'teams').state)).toBe(canonicalJson(random.state));
    const bot = stepByStep('p4', 'bot', 300, 'teams', { mode: 'teams' }, seatsFor('teams'));
    expect(bot.shared).toBeGreaterThan(0);
    expect(canonicalJson(playout('p4', 'bot', 300, 'teams').state)).toBe(canonicalJson(bot.state));
  });

  it('AT-MD-4: a Melee of 3 players is set up with 3 seats', () => {
    const got = playout('p5', 'random', 0, 'melee', 3);
    expect(got.state.mode).toBe('melee');
    expect(got.state.players).toHaveLength(3);
    expect(got.state.map).toBe('four-winds');
  });

  it('AT-DI-3 AT-OV-1: Solo takes its difficulty, and the Overlord its own last seat', () => {
    const hard = playout('p6', 'random', 0, 'solo', undefined, { difficulty: 'hard' }).state;
    expect([hard.mode, hard.players.length, hard.evil!.discard.length, hard.evil!.overlord]).toEqual(['solo', 1, 4, null]);
    const standard = playout('p6', 'random', 0, 'solo').state;
    expect([standard.evil!.discard.length, standard.evil!.overlord]).toEqual([0, null]);
    const overlord = playout('p6', 'random', 0, 'coop', undefined, { overlord: true }).state;
    expect([overlord.mode, overlord.players.length, overlord.evil!.overlord!.seat]).toEqual(['coop', 2, 2]);
  });

  it('a leaning bot buys its seat favoured faction, as step by step', () => {
    const leans: Partial<Record<number, Faction>> = { 0: 'mechana', 1: 'void' };
    const got = playout('p7', 'bot', 400, 'duel', undefined, { leans });
    const want = stepByStep('p7', 'bot', 400, 'duel', {}, seatsFor('duel'), leans);
    expect(canonicalJson(got.state)).toBe(canonicalJson(want.state));
    expect(canonicalJson(got.state)).not.toBe(canonicalJson(playout('p7', 'bot', 400).state));
  });
});
