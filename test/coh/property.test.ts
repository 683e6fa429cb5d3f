import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { cohEngine, type CohState, type CohView } from '../../src/games/coh/engine.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';

/**
 * Seeded random games (and bot games) played from the prompts alone: every
 * offered choice applies, anything else is refused, games end by Dusk of
 * Day 6 at the latest, views never hold another seat's hand, a deck's order,
 * a face-down Event or the random state, and replaying the log from the seed
 * rebuilds the state.
 */
const MAX_APPLIES = 5000;

function checkViews(state: CohState) {
  // A face-down card's id must not show, unless another copy is face up or discarded.
  const seen = new Set([
    ...Object.values(state.spaces)
      .filter((c) => c.faceUp)
      .map((c) => c.id),
    ...state.discard,
  ]);
  const faceDown = Object.values(state.spaces)
    .filter((c) => !c.faceUp && !seen.has(c.id))
    .map((c) => c.id);
  for (const viewer of ['public' as const, ...state.chars.map((c) => c.seat)]) {
    const view = cohEngine.view(state, viewer) as unknown as CohView;
    const text = JSON.stringify(view);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"dice"');
    for (const d of Object.values(view.decks)) expect(typeof d).toBe('number');
    expect(typeof view.dusk).toBe('number');
    for (const id of faceDown) expect(text).not.toContain(`"${id}"`);
    // The Quest deck and the Quests offered but not kept are hidden (§32.6.2).
    const kept = new Set(state.quests.map((q) => q.id));
    for (const id of [...state.questDeck, ...state.pending.flatMap((p) => (p.k === 'quest' ? p.offer : []))])
      if (!kept.has(id)) expect(text).not.toContain(`"${id}"`);
    if (state.scn && view.scenario) {
      // Face-down scenario tokens (S12) show only their spaces; a seat sees its own secret target only (S01).
      for (const n of state.scn.hidden) expect(view.scenario.tokens[n]).toBeUndefined();
      expect(view.scenario.faceDownTokens).toEqual(state.scn.hidden.map((n) => state.scn!.tokens[n]!).sort());
      expect(view.scenario.myTarget).toBe(viewer === 'public' ? null : state.scn.targets[viewer]!);
      expect(text).not.toContain('"targets"');
    }
    for (const c of view.chars) {
      if (c.seat === viewer) expect(c.hand).toEqual(state.chars[c.seat]!.hand);
      else expect(c.hand).toBeUndefined();
      expect(c.handCount).toBe(state.chars[c.seat]!.hand.length);
    }
  }
}

function play(seed: string, seats: number, mode: 'versus' | 'intro', bot: boolean, scenario?: ScenarioId) {
  const rng = createRng(`pick:${seed}`);
  const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}` }));
  let state = cohEngine.setup({ mode, scenario }, names, seed);
  const log: { seat: number; action: Action }[] = [];
  let n = 0;
  while (!cohEngine.outcome(state) && n < MAX_APPLIES) {
    const prompts = cohEngine.prompts(state);
    expect(prompts).toHaveLength(1);
    const p = prompts[0]!;
    expect(p.choices.length).toBeGreaterThan(0);
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    expect(p.choices.filter((c) => c.id.length > 24).map((c) => c.id)).toEqual([]);
    if (n % 13 === 0) {
      for (const c of p.choices) cohEngine.apply(state, p.seat, c.action);
      expect(() => cohEngine.apply(state, p.seat, { type: p.kind, c: 'not-a-choice' })).toThrow(RuleError);
      if (seats > 1) expect(() => cohEngine.apply(state, (p.seat + 1) % seats, p.choices[0]!.action)).toThrow(RuleError);
      checkViews(state);
    }
    let action: Action;
    if (bot) action = cohEngine.botAction(state, p.seat);
    else {
      let choices = p.choices;
      if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
      action = choices[randomInt(rng, choices.length)]!.action;
    }
    state = cohEngine.apply(state, p.seat, action).state;
    log.push({ seat: p.seat, action });
    n++;
  }
  return { state, log, n, names };
}

describe('Champions of Hara property tests (seeded random and bot games)', () => {
  const cases: { seats: number; mode: 'versus' | 'intro'; bot: boolean }[] = [
    { seats: 2, mode: 'versus', bot: false },
    { seats: 3, mode: 'versus', bot: false },
    { seats: 4, mode: 'intro', bot: false },
    { seats: 2, mode: 'intro', bot: true },
    { seats: 2, mode: 'versus', bot: true },
  ];
  for (const [i, c] of cases.entries()) {
    it(`COH-3.1 COH-3.7 COH-21.1.3 ${c.seats} seats, ${c.mode}, ${c.bot ? 'bot' : 'random'}: legal moves only, the game ends, views hide hands, deck orders and face-down Events, replay rebuilds`, () => {
      for (let g = 0; g < 2; g++) {
        const seed = `coh-prop-${i}-${g}`;
        const { state, log, n, names } = play(seed, c.seats, c.mode, c.bot);
        const out = cohEngine.outcome(state);
        expect(out, `game ${seed} did not end in ${n} applies`).not.toBeNull();
        expect(out!.ranking.flat().sort()).toEqual(names.map((_, k) => k));
        if (state.winner === null) expect([state.day, state.round]).toEqual([6, 'dusk']);
        let replay = cohEngine.setup({ mode: c.mode }, names, seed);
        for (const { seat, action } of log) replay = cohEngine.apply(replay, seat, action).state;
        expect(canonicalJson(replay)).toBe(canonicalJson(state));
        expect(canonicalJson(JSON.parse(JSON.stringify(state)))).toBe(canonicalJson(state));
      }
    }, 120_000);
  }

  const scenarioCases: { scenario: ScenarioId; seats: number; bot: boolean }[] = [
    { scenario: 's01', seats: 3, bot: false },
    { scenario: 's01', seats: 4, bot: false },
    { scenario: 's04', seats: 2, bot: false },
    { scenario: 's04', seats: 4, bot: false },
    { scenario: 's05', seats: 3, bot: false },
    { scenario: 's06', seats: 1, bot: false },
    { scenario: 's07', seats: 2, bot: false },
    { scenario: 's07', seats: 3, bot: true },
    { scenario: 's10', seats: 2, bot: false },
    { scenario: 's10', seats: 4, bot: false },
    { scenario: 's11', seats: 4, bot: false },
    { scenario: 's12', seats: 1, bot: false },
    { scenario: 's12', seats: 1, bot: true },
    { scenario: 's03', seats: 1, bot: false },
    { scenario: 's08', seats: 2, bot: false },
    { scenario: 's15', seats: 1, bot: false },
    { scenario: 's16', seats: 3, bot: false },
    { scenario: 's17', seats: 4, bot: false },
    { scenario: 's16', seats: 2, bot: true },
    { scenario: 's02', seats: 2, bot: false },
    { scenario: 's02', seats: 4, bot: false },
    { scenario: 's13', seats: 3, bot: false },
    { scenario: 's14', seats: 2, bot: false },
    { scenario: 's14', seats: 4, bot: false },
    { scenario: 's09', seats: 1, bot: false },
    { scenario: 's09', seats: 1, bot: true },
    { scenario: 's18', seats: 1, bot: false },
    { scenario: 's18', seats: 1, bot: true },
  ];
  for (const [i, c] of scenarioCases.entries()) {
    it(`COH-32.1.1 COH-32.1.3 COH-29.2 scenario ${c.scenario}, ${c.seats} seats, ${c.bot ? 'bot' : 'random'}: legal moves only, the game ends won or lost, views hide what is hidden, replay rebuilds`, () => {
      const seed = `coh-scn-${i}`;
      const { state, log, n, names } = play(seed, c.seats, 'versus', c.bot, c.scenario);
      const out = cohEngine.outcome(state);
      expect(out, `game ${seed} did not end in ${n} applies`).not.toBeNull();
      expect(out!.ranking.flat().sort()).toEqual(names.map((_, k) => k));
      expect(state.scn!.result).not.toBeNull();
      let replay = cohEngine.setup({ mode: 'versus', scenario: c.scenario }, names, seed);
      for (const { seat, action } of log) replay = cohEngine.apply(replay, seat, action).state;
      expect(canonicalJson(replay)).toBe(canonicalJson(state));
    }, 120_000);
  }
});
