import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { atEngine, type AtState, type AtView } from '../../src/games/at/engine.js';
import { randomChoice, seatsFor } from '../../src/games/at/rules/playout.js';

/**
 * Overlord (§26): one more seat plays the Evil Player with a hand of three
 * Intrigue cards. Seeded random and bot games from the prompts alone: every
 * game ends with the Overlord alone on one side, no view shows the
 * Overlord's hand to the allies nor an ally's hand to the Overlord, and the
 * log replayed from the seed rebuilds the state.
 */
const MAX_APPLIES = 12000;

function checkViews(state: AtState) {
  const o = state.evil!.overlord!;
  for (const viewer of ['public' as const, ...state.players.map((p) => p.seat), o.seat]) {
    const view = atEngine.view(state, viewer) as unknown as AtView;
    const text = JSON.stringify(view);
    for (const id of state.evil!.deck) expect(text).not.toContain(`"${id}"`);
    if (viewer === o.seat) expect(view.evil!.overlord!.hand).toEqual(o.hand);
    else {
      expect(view.evil!.overlord!.hand).toBeUndefined();
      // The held cards appear nowhere else either (AMB-37): not played this turn, not in the public discard.
      for (const id of o.hand) expect(text).not.toContain(`"${id}"`);
    }
    expect(view.evil!.overlord!.handCount).toBe(o.hand.length);
    for (const p of view.players) {
      if (p.seat === viewer) continue;
      expect(p.hand).toBeUndefined();
      for (const id of [...state.players[p.seat]!.hand, ...state.players[p.seat]!.deck]) expect(text).not.toContain(`"${id}"`);
    }
  }
}

function play(seed: string, mode: 'solo' | 'coop', policy: 'random' | 'bot') {
  const rng = createRng(`pick:${seed}`);
  const seats = seatsFor(mode, undefined, true);
  let state = atEngine.setup({ mode, overlord: true }, seats, seed);
  const log: { seat: number; action: Action }[] = [];
  let overlordDecisions = 0;
  while (!atEngine.outcome(state) && log.length < MAX_APPLIES) {
    const prompts = atEngine.prompts(state);
    // Co-op allies share their turn: both may be asked at once (TM-6, CO-16).
    const p = prompts[log.length % prompts.length]!;
    if (p.seat === seats.length - 1) overlordDecisions++;
    if (log.length % 11 === 0) {
      checkViews(state);
      const idle = seats.map((_, q) => q).find((q) => !prompts.some((x) => x.seat === q));
      if (idle !== undefined) expect(() => atEngine.apply(state, idle, p.choices[0]!.action)).toThrow(RuleError);
    }
    const action = policy === 'bot' ? atEngine.botAction(state, p.seat) : randomChoice(rng, p).action;
    const res = atEngine.apply(state, p.seat, action);
    for (const e of res.events)
      if (typeof e.text !== 'string' && e.text.key === 'at.ev.overlordDrew') expect(e.visibleTo).toEqual([seats.length - 1]);
    state = res.state;
    log.push({ seat: p.seat, action });
  }
  const out = atEngine.outcome(state);
  expect(out, `game ${seed} did not end`).not.toBeNull();
  let replay = atEngine.setup({ mode, overlord: true }, seats, seed);
  for (const { seat, action } of log) replay = atEngine.apply(replay, seat, action).state;
  expect(canonicalJson(replay)).toBe(canonicalJson(state));
  return { state, out: out!, log, overlordDecisions };
}

describe('Ascension Tactics Overlord (§26)', () => {
  it('AT-OV-1 AT-OV-2 AT-OV-12 AT-AMB-37 AT-AMB-38 random Overlord games against 1 and 2 allies end, the Overlord alone on its side, hands hidden both ways, and replay', () => {
    for (let g = 0; g < 6; g++) {
      const mode = g % 2 === 0 ? 'solo' : 'coop';
      const { state, out, overlordDecisions } = play(`ov-${g}`, mode, 'random');
      const o = state.evil!.overlord!.seat;
      expect(o).toBe(mode === 'solo' ? 1 : 2);
      expect(state.evil!.face).toBe(mode);
      expect(overlordDecisions).toBeGreaterThan(0);
      const allies = state.players.map((p) => p.seat);
      if (state.winner!.length === 0) expect(out.ranking).toEqual([[o], allies]);
      else expect(out.ranking).toEqual([allies, [o]]);
    }
  }, 240_000);

  it('AT-OV-5 AT-OV-6 the Overlord holds no card before its first turn, three after each of its turns', () => {
    let s = atEngine.setup({ mode: 'solo', overlord: true }, seatsFor('solo', undefined, true), 'hand');
    expect(s.evil!.overlord!.hand).toEqual([]);
    expect(s.evil!.deck).toHaveLength(32);
    s = atEngine.apply(s, 0, { type: 'turn', c: 'end' }).state;
    expect(s.evil!.overlord!.hand).toHaveLength(3);
    expect(s.evil!.deck).toHaveLength(29);
    while (s.active !== 0 || s.round !== 2) {
      const p = atEngine.prompts(s)[0]!;
      expect(p.seat).toBe(1);
      s = atEngine.apply(s, 1, atEngine.botAction(s, 1)).state;
    }
    expect(s.evil!.overlord!.hand).toHaveLength(3);
    expect(s.evil!.discard).toHaveLength(2);
    expect(s.evil!.deck).toHaveLength(27);
  });

  it('the bot plays the Overlord seat and the allies to the end, deterministically', () => {
    for (const mode of ['solo', 'coop'] as const) {
      const a = play(`ov-bot-${mode}`, mode, 'bot');
      expect(canonicalJson(play(`ov-bot-${mode}`, mode, 'bot').log)).toBe(canonicalJson(a.log));
    }
  }, 120_000);

  it('AT-AMB-38 Overlord is set up only on Solo and Co-op scenarios, with one seat more and no difficulty level', () => {
    expect(() => atEngine.setup({ mode: 'duel', overlord: true }, seatsFor('duel'), 's')).toThrow(/Solo or Co-op/);
    expect(() => atEngine.setup({ mode: 'solo', overlord: true }, seatsFor('solo'), 's')).toThrow(/2 players/);
    expect(() => atEngine.setup({ mode: 'coop', overlord: true }, seatsFor('coop'), 's')).toThrow(/3 players/);
    expect(() => atEngine.setup({ mode: 'solo', overlord: true, difficulty: 'hard' }, seatsFor('solo', 1, true), 's')).toThrow(
      /difficulty/,
    );
  });
});
