import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { sfbEngine, type SfbState } from '../../src/games/sfb/engine.js';
import { playout, randomTeams } from '../../src/games/sfb/rules/playout.js';

/**
 * Seeded random games played from the prompts alone (SFB-WIN-4: games end by
 * VP; the bound below only guards the test). Counts are kept small enough for
 * ~60 s on the shared machine; the bench plays thousands.
 */
const GAMES_2P = 150;
const GAMES_4P = 40;
const MAX_APPLIES = 4000;

function seats(n: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
}

function checkView(state: SfbState) {
  for (const viewer of ['public' as const, ...state.players.map((p) => p.seat)]) {
    const view = sfbEngine.view(state, viewer) as { players: { seat: number; hand?: string[]; deck?: unknown }[] };
    const text = JSON.stringify(view);
    // Face-down trap tokens never show their type (SFB-TRAP-1), decks never show their order.
    expect(text).not.toMatch(/"t\d\d"/);
    for (const p of view.players) {
      expect(p.deck).toBeUndefined();
      if (p.seat === viewer) expect(p.hand).toEqual(state.players[p.seat]!.hand);
      else expect(p.hand).toBeUndefined();
    }
  }
}

function playChecked(seed: string, players: 2 | 4) {
  const rng = createRng(`pick:${seed}`);
  const options = { mode: 'free' as const, teams: randomTeams(seed, players) };
  let state = sfbEngine.setup(options, seats(players), seed);
  const log: { seat: number; action: Action }[] = [];
  let n = 0;
  while (!sfbEngine.outcome(state) && n < MAX_APPLIES) {
    const prompts = sfbEngine.prompts(state);
    expect(prompts).toHaveLength(1);
    const p = prompts[0]!;
    expect(p.choices.length).toBeGreaterThan(0);
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    // One assertion per prompt, not per choice: the suite asks it of some 200,000 choices.
    expect(p.choices.filter((c) => c.id.length > 24).map((c) => c.id)).toEqual([]);
    // A prompt whose choices name cards in hand is secret (never described in public).
    const hand = new Set(state.players[p.seat]!.hand);
    if (p.choices.some((c) => c.id.split(':').some((part) => hand.has(part)))) expect(p.secret, p.kind).toBe(true);
    if (n % 7 === 0) {
      // Every offered choice applies; anything else is refused with a reason.
      for (const c of p.choices) sfbEngine.apply(state, p.seat, c.action);
      expect(() => sfbEngine.apply(state, p.seat, { type: p.kind, c: 'not-a-choice' })).toThrow(RuleError);
      expect(() => sfbEngine.apply(state, (p.seat + 1) % players, p.choices[0]!.action)).toThrow(RuleError);
      checkView(state);
      expect(canonicalJson(JSON.parse(JSON.stringify(state)))).toBe(canonicalJson(state));
    }
    const choice = p.choices[randomInt(rng, p.choices.length)]!;
    const res = sfbEngine.apply(state, p.seat, choice.action);
    for (const e of res.events) {
      if (typeof e.text !== 'string' && e.text.key === 'sfb.ev.drew') expect(e.visibleTo).toEqual([p.seat]);
    }
    state = res.state;
    log.push({ seat: p.seat, action: choice.action });
    n++;
  }
  return { state, log, n, options };
}

describe('Super Fantasy Brawl property tests (seeded random games)', () => {
  for (const [players, games] of [
    [2, GAMES_2P],
    [4, GAMES_4P],
  ] as const) {
    it(`${games} random ${players}-player games: choices apply, others are refused, games end, JSON round-trips, replay rebuilds, views hide hands/decks/traps`, () => {
      for (let g = 0; g < games; g++) {
        const seed = `prop-${players}-${g}`;
        const { state, log, n, options } = playChecked(seed, players);
        expect(sfbEngine.outcome(state), `game ${seed} did not end in ${n} applies`).not.toBeNull();
        // Replaying the log from setup rebuilds the exact state.
        let replay = sfbEngine.setup(options, seats(players), seed);
        for (const { seat, action } of log) replay = sfbEngine.apply(replay, seat, action).state;
        expect(canonicalJson(replay)).toBe(canonicalJson(state));
        expect(canonicalJson(JSON.parse(JSON.stringify(state)))).toBe(canonicalJson(state));
        expect(state.teams.some((t) => t.vp >= (players === 4 ? 7 : 5))).toBe(true);
        expect(Object.keys(state.traps.board).length + state.traps.pool.length).toBe(12);
      }
    }, 420_000);
  }

  it('the recruitment modes and bot seats also play to the end', () => {
    for (const mode of ['friendly', 'competitive', 'free'] as const) {
      for (const players of [2, 4] as const) {
        const res = playout(`modes-${mode}-${players}`, players, 'random', { mode });
        expect(res.ended, `${mode} ${players}p`).toBe(true);
      }
    }
    const bot = playout('bot-game', 2, 'bot');
    expect(bot.ended).toBe(true);
    // The bot is deterministic from the state.
    expect(canonicalJson(playout('bot-game', 2, 'bot').log)).toBe(canonicalJson(bot.log));
  }, 120_000);

  it('always keeps four traps on the board during play (SFB-TRAP-5)', () => {
    const res = playout('traps-4', 2, 'random');
    let state = sfbEngine.setup({ mode: 'free', teams: randomTeams('traps-4', 2) }, seats(2), 'traps-4');
    for (const { seat, action } of res.log) {
      state = sfbEngine.apply(state, seat, action).state;
      if (state.stage === 'play' && !state.stack.some((st) => st.op === 'trapPlace'))
        expect(Object.keys(state.traps.board)).toHaveLength(4);
    }
  });
});
