import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { atEngine, type AtState, type AtView } from '../../src/games/at/engine.js';
import { CONTENT } from '../../src/games/at/content/index.js';
import { randomChoice, seatsFor } from '../../src/games/at/rules/playout.js';
import type { AtMode } from '../../src/games/at/rules/state.js';

/**
 * The other competitive modes, 2 vs 2 (§22) and the Melee (§23), played from
 * the prompts alone with seeded random choices: every offered choice applies
 * and nothing else does, every game ends, no view holds another seat's hand
 * (a partner's included), any draw pile's order or a face-down Treasure, and
 * the log replayed from the seed rebuilds the state.
 */
const MAX_APPLIES = 12000;

function checkViews(state: AtState) {
  for (const viewer of ['public' as const, ...state.players.map((p) => p.seat)]) {
    const view = atEngine.view(state, viewer) as unknown as AtView;
    const text = JSON.stringify(view);
    expect(text).not.toContain('"deck"');
    expect(text).not.toContain('centerDeck');
    expect(text).not.toContain('treasureBag');
    // The Intrigue deck's cards and order never appear (IN-12, AMB-37): only its size.
    if (state.evil) {
      expect(view.evil!.deckCount).toBe(state.evil.deck.length);
      for (const id of state.evil.deck) expect(text).not.toContain(`"${id}"`);
    }
    const own = viewer === 'public' ? [] : state.players[viewer]!.treasures;
    for (const tr of CONTENT.treasures) if (!own.includes(tr.id)) expect(text).not.toContain(`"${tr.id}"`);
    for (const p of view.players) {
      if (p.seat === viewer) expect(p.hand!.map((h) => h.id)).toEqual(state.players[p.seat]!.hand);
      else {
        expect(p.hand).toBeUndefined();
        expect(p.treasures).toBeUndefined();
        for (const id of [...state.players[p.seat]!.hand, ...state.players[p.seat]!.deck]) expect(text).not.toContain(`"${id}"`);
      }
    }
  }
}

function play(seed: string, mode: AtMode, players?: number, selection = false, difficulty: 'standard' | 'hard' | 'nightmare' = 'standard') {
  const rng = createRng(`pick:${seed}`);
  const seats = seatsFor(mode, players);
  let state = atEngine.setup({ mode, selection, difficulty }, seats, seed);
  const log: { seat: number; action: Action }[] = [];
  let n = 0;
  while (!atEngine.outcome(state) && n < MAX_APPLIES) {
    const prompts = atEngine.prompts(state);
    // One decision at a time, except the shared turn's two teammates, both at their turn's choices with nothing under way (TM-6, AMB-53).
    if (prompts.length > 1) {
      expect(prompts).toHaveLength(2);
      expect(prompts.map((q) => q.kind)).toEqual(['turn', 'turn']);
      expect(state.pending).toEqual([]);
      expect(state.players[prompts[0]!.seat]!.team).toBe(state.players[prompts[1]!.seat]!.team);
      expect(prompts[0]!.seat).toBe(state.active);
      expect(prompts[1]!.seat).not.toBe(state.active);
    }
    const p = prompts.length > 1 ? prompts[n % 2]! : prompts[0]!;
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    if (n % 13 === 0) {
      for (const c of p.choices) atEngine.apply(state, p.seat, c.action);
      expect(() => atEngine.apply(state, p.seat, { type: p.kind, c: 'not-a-choice' })).toThrow(RuleError);
      const idle = seats.map((_, q) => q).find((q) => !prompts.some((x) => x.seat === q));
      if (idle !== undefined) expect(() => atEngine.apply(state, idle, p.choices[0]!.action)).toThrow(RuleError);
      checkViews(state);
    }
    const choice = randomChoice(rng, p);
    const res = atEngine.apply(state, p.seat, choice.action);
    for (const e of res.events) {
      if (typeof e.text === 'string') continue;
      if (e.text.key === 'at.ev.drew' || e.text.key === 'at.ev.treasureIs') expect(e.visibleTo).toHaveLength(1);
    }
    state = res.state;
    log.push({ seat: p.seat, action: choice.action });
    n++;
  }
  const out = atEngine.outcome(state);
  expect(out, `game ${seed} did not end in ${n} applies`).not.toBeNull();
  let replay = atEngine.setup({ mode, selection, difficulty }, seats, seed);
  for (const { seat, action } of log) replay = atEngine.apply(replay, seat, action).state;
  expect(canonicalJson(replay)).toBe(canonicalJson(state));
  return { state, out: out! };
}

function botGame(seed: string, mode: AtMode, players?: number) {
  let s = atEngine.setup({ mode }, seatsFor(mode, players), seed);
  const log: Action[] = [];
  while (!atEngine.outcome(s) && log.length < MAX_APPLIES) {
    const p = atEngine.prompts(s)[0]!;
    const a = atEngine.botAction(s, p.seat);
    log.push(a);
    s = atEngine.apply(s, p.seat, a).state;
  }
  return { s, log };
}

describe('Ascension Tactics 2 vs 2, Melee, Solo and Co-op (seeded random games)', () => {
  it('AT-TM-1 AT-TM-6 AT-TM-8 AT-TM-16 AT-HV-8 AT-GP-6 random 2 vs 2 games end with a whole team winning, hide every other seat (the partner too) and replay', () => {
    for (let g = 0; g < 4; g++) {
      const { state, out } = play(`at-teams-${g}`, 'teams', 4, g === 3);
      const w = out.ranking[0]!;
      expect(w).toHaveLength(2);
      expect(state.players[w[0]!]!.team).toBe(state.players[w[1]!]!.team);
      expect(out.ranking.flat().sort()).toEqual([0, 1, 2, 3]);
    }
  }, 240_000);

  it('AT-ML-1 AT-ML-5 AT-ML-6 AT-ML-10 AT-MD-4 random Melee games for 3 and 4 players end with one winner, hide every other seat and replay', () => {
    for (let g = 0; g < 4; g++) {
      const players = g % 2 === 0 ? 3 : 4;
      const { out } = play(`at-melee-${g}`, 'melee', players, g === 2);
      expect(out.ranking.flat().sort()).toEqual([...Array(players).keys()]);
      if (out.ranking[0]!.length === 1) expect(out.ranking[1]!).toHaveLength(players - 1);
    }
  }, 240_000);

  it('the bot plays every seat of 2 vs 2 and of the Melee to the end, deterministically', () => {
    for (const [mode, players] of [
      ['teams', 4],
      ['melee', 3],
      ['melee', 4],
    ] as const) {
      const a = botGame(`bot-${mode}-${players}`, mode, players);
      expect(atEngine.outcome(a.s), `${mode} ${players}`).not.toBeNull();
      expect(canonicalJson(botGame(`bot-${mode}-${players}`, mode, players).log)).toBe(canonicalJson(a.log));
    }
  }, 120_000);

  it('AT-SO-1 AT-SO-2 AT-CO-1 AT-CO-18 AT-SV-1 AT-IN-11 AT-GP-6 random Solo and Co-op games against the Evil Player end, hide the Intrigue deck and every other seat, and replay', () => {
    const levels = ['standard', 'hard', 'nightmare'] as const;
    for (let g = 0; g < 6; g++) {
      const mode = g % 2 === 0 ? 'solo' : 'coop';
      const { state, out } = play(`at-${mode}-${g}`, mode, mode === 'solo' ? 1 : 2, g === 4 || g === 5, levels[g % 3]);
      // Allies win or lose together (CO-18): either every seat is among the winners or none is.
      expect(out.ranking[0]!.length === 0 || out.ranking[0]!.length === state.players.length).toBe(true);
      expect(out.ranking.flat().sort()).toEqual(state.players.map((p) => p.seat));
    }
  }, 240_000);

  it('AT-DI-1 AT-DI-2 AT-DI-3 AT-DI-4 AT-DI-5 AT-AMB-30 AT-SO-19 the difficulty puts 0, 4 or 8 Intrigue cards from the shuffled deck in the discard', () => {
    for (const [difficulty, n] of [
      ['standard', 0],
      ['hard', 4],
      ['nightmare', 8],
    ] as const) {
      const s = atEngine.setup({ mode: 'solo', difficulty }, seatsFor('solo', 1), 'diff');
      expect(s.evil!.discard).toHaveLength(n);
      expect(s.evil!.deck).toHaveLength(CONTENT.intrigues.length - n);
      expect(new Set([...s.evil!.deck, ...s.evil!.discard]).size).toBe(32);
    }
  });

  it('AT-SO-7 AT-SO-8 AT-SO-9 AT-SO-10 AT-SO-14 AT-CO-8 AT-CO-9 AT-CO-11 AT-AMB-20 the random Evil squad: a Boss with Fury and Honor 4 or more holding token 0, 3 others with tokens 1 to 3, none named like a player’s Champion', () => {
    for (let g = 0; g < 10; g++) {
      const mode = g % 2 === 0 ? 'solo' : 'coop';
      const s = atEngine.setup({ mode }, seatsFor(mode, mode === 'solo' ? 1 : 2), `squad-${g}`);
      const evil = Object.values(s.champions).filter((c) => c.owner === -1);
      expect(evil).toHaveLength(4);
      const mine = new Set(
        Object.values(s.champions)
          .filter((c) => c.owner !== -1)
          .map((c) => c.def),
      );
      expect(mine.size).toBe(mode === 'solo' ? 4 : 6);
      for (const c of evil) expect(mine.has(c.def)).toBe(false);
      expect(Object.values(s.evil!.tokens).sort()).toEqual([0, 1, 2, 3]);
      const boss = evil.find((c) => s.evil!.tokens[c.id] === 0)!;
      const def = CONTENT.evilChampions.find((e) => e.id === boss.def)!;
      expect(def.honor).toBeGreaterThanOrEqual(4);
      expect(def.fury).toBeDefined();
      expect(s.evil!.face).toBe(mode);
    }
  });

  it('the bot plays Solo and Co-op to the end, deterministically', () => {
    for (const [mode, players] of [
      ['solo', 1],
      ['coop', 2],
    ] as const) {
      const a = botGame(`bot-${mode}`, mode, players);
      expect(atEngine.outcome(a.s), mode).not.toBeNull();
      expect(canonicalJson(botGame(`bot-${mode}`, mode, players).log)).toBe(canonicalJson(a.log));
    }
  });

  it('AT-GP-12 AT-MD-1 a map is played only in the modes it lists, with its seat count', () => {
    expect(() => atEngine.setup({ mode: 'teams', map: 'three-sanctuaries' }, seatsFor('teams'), 's')).toThrow(/not played/);
    expect(() => atEngine.setup({ mode: 'duel', map: 'twin-bridges' }, seatsFor('duel'), 's')).toThrow(/not played/);
    expect(() => atEngine.setup({ mode: 'teams' }, seatsFor('teams', 3), 's')).toThrow(/4 players/);
    expect(() => atEngine.setup({ mode: 'melee' }, seatsFor('melee', 2), 's')).toThrow(/3 or 4/);
  });
});
