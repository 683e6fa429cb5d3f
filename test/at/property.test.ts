import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { atEngine, type AtState, type AtView } from '../../src/games/at/engine.js';
import { CONTENT, cardDef } from '../../src/games/at/content/index.js';

/**
 * Seeded random games played from the prompts alone: every offered choice
 * applies, anything else is refused, games end (HV-1), views never hold
 * another seat's hand or any pile's order (GP-5, GP-6), and replaying the log
 * from the seed rebuilds the state. The random player ends its turn with
 * probability 1/4 when it has something else to do, so games move on.
 */
const GAMES = 8;
const MAX_APPLIES = 6000;
const SEATS = [{ name: 'P1' }, { name: 'P2' }];

function checkViews(state: AtState) {
  for (const viewer of ['public' as const, 0, 1]) {
    const view = atEngine.view(state, viewer) as unknown as AtView;
    const text = JSON.stringify(view);
    expect(text).not.toContain('"deck"');
    expect(text).not.toContain('centerDeck');
    expect(text).not.toContain('"rng"');
    // No Treasure is named unless the viewer holds one of that design (TR-5, TR-17, SU-9).
    const own = viewer === 'public' ? [] : state.players[viewer]!.treasures;
    for (const tr of CONTENT.treasures) if (!own.includes(tr.id)) expect(text).not.toContain(`"${tr.id}"`);
    expect(view.treasureHexes).toEqual(Object.keys(state.treasureTokens).sort());
    for (const p of view.players) {
      expect(p.treasureCount).toBe(state.players[p.seat]!.treasures.length);
      if (p.seat === viewer) expect(p.treasures).toEqual([...state.players[p.seat]!.treasures].sort());
      else expect(p.treasures).toBeUndefined();
    }
    for (const p of view.players) {
      if (p.seat === viewer) expect(p.hand!.map((h) => h.id)).toEqual(state.players[p.seat]!.hand);
      else {
        expect(p.hand).toBeUndefined();
        // No instance id of that player's hand or draw pile appears anywhere in the view.
        for (const id of [...state.players[p.seat]!.hand, ...state.players[p.seat]!.deck]) expect(text).not.toContain(`"${id}"`);
      }
    }
  }
}

function play(seed: string, map = 'three-sanctuaries', selection = false) {
  const rng = createRng(`pick:${seed}`);
  let state = atEngine.setup({ map, selection }, SEATS, seed);
  const log: { seat: number; action: Action }[] = [];
  let n = 0;
  while (!atEngine.outcome(state) && n < MAX_APPLIES) {
    const prompts = atEngine.prompts(state);
    expect(prompts).toHaveLength(1);
    const p = prompts[0]!;
    expect(p.choices.length).toBeGreaterThan(0);
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    expect(p.choices.filter((c) => c.id.length > 24).map((c) => c.id)).toEqual([]);
    // Choices naming hand cards: playing (p:) and banishing from the hand (h: in a banish prompt; a token prompt's h: is a hex).
    if (p.choices.some((c) => c.id.startsWith('p:') || (p.kind === 'banish' && c.id.startsWith('h:')))) expect(p.secret).toBe(true);
    if (n % 11 === 0) {
      for (const c of p.choices) atEngine.apply(state, p.seat, c.action);
      expect(() => atEngine.apply(state, p.seat, { type: p.kind, c: 'not-a-choice' })).toThrow(RuleError);
      expect(() => atEngine.apply(state, 1 - p.seat, p.choices[0]!.action)).toThrow(RuleError);
      checkViews(state);
    }
    let choices = p.choices;
    if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
    const choice = choices[randomInt(rng, choices.length)]!;
    const res = atEngine.apply(state, p.seat, choice.action);
    for (const e of res.events) {
      if (typeof e.text === 'string') continue;
      if (e.text.key === 'at.ev.drew') expect(e.visibleTo).toEqual([p.seat]);
      // Which Treasure was collected is told to its holder only (TR-5).
      if (e.text.key === 'at.ev.treasureIs') expect(e.visibleTo).toHaveLength(1);
      if (e.text.key === 'at.ev.treasure') expect(e.visibleTo).toBeUndefined();
    }
    state = res.state;
    log.push({ seat: p.seat, action: choice.action });
    n++;
  }
  return { state, log, n };
}

describe('Ascension Tactics property tests (seeded random games)', () => {
  it(`AT-GP-6 AT-HV-1 AT-TR-17 AT-TR-5 ${GAMES} random duels: choices apply, others are refused, games end, views hide hands, pile orders and face-down Treasures, replay rebuilds`, () => {
    for (let g = 0; g < GAMES; g++) {
      const seed = `at-prop-${g}`;
      const { state, log, n } = play(seed);
      const out = atEngine.outcome(state);
      expect(out, `game ${seed} did not end in ${n} applies`).not.toBeNull();
      expect(out!.ranking.flat().sort()).toEqual([0, 1]);
      let replay = atEngine.setup({ map: 'three-sanctuaries' }, SEATS, seed);
      for (const { seat, action } of log) replay = atEngine.apply(replay, seat, action).state;
      expect(canonicalJson(replay)).toBe(canonicalJson(state));
      expect(canonicalJson(JSON.parse(JSON.stringify(state)))).toBe(canonicalJson(state));
      // Cards are conserved: 2 × 10 starting cards, minus the banished ones, plus what was bought.
      const owned = state.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard, ...p.played]).length;
      const equipped = Object.values(state.champions).flatMap((c) => c.artifacts).length;
      expect(owned + equipped).toBe(Object.keys(state.cards).length);
      // Treasure tokens only leave the game when used: never more than the 24 dealt.
      const tokens = state.treasureBag.length + Object.keys(state.treasureTokens).length + state.players.flatMap((p) => p.treasures).length;
      expect(tokens).toBeLessThanOrEqual(24);
    }
  }, 120_000);

  it('AT-HV-1 AT-TT-38 random duels on the Beacon Heights end, hide the same things and replay from the seed', () => {
    for (let g = 0; g < 3; g++) {
      const seed = `at-beacons-${g}`;
      const { state, log, n } = play(seed, 'beacon-heights');
      expect(atEngine.outcome(state), `game ${seed} did not end in ${n} applies`).not.toBeNull();
      let replay = atEngine.setup({ map: 'beacon-heights' }, SEATS, seed);
      for (const { seat, action } of log) replay = atEngine.apply(replay, seat, action).state;
      expect(canonicalJson(replay)).toBe(canonicalJson(state));
    }
  }, 120_000);

  it('AT-SL-9 AT-SL-10 AT-SL-11 random duels with Champion Selection draft 4 Champions each, end and replay', () => {
    for (let g = 0; g < 2; g++) {
      const seed = `at-select-${g}`;
      const { state, log, n } = play(seed, g === 0 ? 'three-sanctuaries' : 'beacon-heights', true);
      expect(atEngine.outcome(state), `game ${seed} did not end in ${n} applies`).not.toBeNull();
      expect(state.selection).toBeNull();
      for (const seat of [0, 1]) {
        const squad = Object.values(state.champions).filter((c) => c.owner === seat && /^h/.test(c.id) && cardDef(c.def).copies === 0);
        expect(squad).toHaveLength(4);
      }
      let replay = atEngine.setup({ map: g === 0 ? 'three-sanctuaries' : 'beacon-heights', selection: true }, SEATS, seed);
      for (const { seat, action } of log) replay = atEngine.apply(replay, seat, action).state;
      expect(canonicalJson(replay)).toBe(canonicalJson(state));
    }
  }, 120_000);

  it('the bot plays a duel to the end, deterministically', () => {
    const run = () => {
      let s = atEngine.setup({ map: 'three-sanctuaries' }, SEATS, 'bot-duel');
      const log: Action[] = [];
      while (!atEngine.outcome(s) && log.length < MAX_APPLIES) {
        const p = atEngine.prompts(s)[0]!;
        const a = atEngine.botAction(s, p.seat);
        log.push(a);
        s = atEngine.apply(s, p.seat, a).state;
      }
      return { s, log };
    };
    const a = run();
    expect(atEngine.outcome(a.s)).not.toBeNull();
    expect(canonicalJson(run().log)).toBe(canonicalJson(a.log));
  });
});
