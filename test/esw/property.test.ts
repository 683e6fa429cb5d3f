import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError, type Action, type Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { playRandom } from './helpers.js';

/** Random matches of 2 to 6 wizards played from prompts only, with invariants checked along the way. */

const MAIN_CARD = /^[sqdw]\d+$/;

function mainIdsIn(view: Json): Set<string> {
  const found = new Set<string>();
  JSON.stringify(view, (_k, v: unknown) => {
    if (typeof v === 'string' && MAIN_CARD.test(v)) found.add(v);
    return v;
  });
  return found;
}

function hiddenOf(st: EswState, seat: number): string[] {
  const s = st.seats[seat]!;
  return [...s.hand, ...s.draft.map((p) => p.card), ...(s.spell ?? []).map((p) => p.card)];
}

/** Views show only revealed cards, and a seat's own hidden cards to that seat. */
function checkViews(st: EswState): void {
  const revealed = new Set([...(st.casting?.cards.map((c) => c.card) ?? []), ...(st.lastSpell?.cards ?? [])]);
  const allowed = (seat: number | null) => new Set([...revealed, ...(seat === null ? [] : hiddenOf(st, seat))]);
  for (const viewer of ['public' as const, ...st.seats.map((_, i) => i)]) {
    const ids = mainIdsIn(eswEngine.view(st, viewer));
    const ok = allowed(viewer === 'public' ? null : viewer);
    for (const id of ids) expect(ok.has(id), `${String(viewer)} sees ${id}`).toBe(true);
  }
  // A card being cast is never still hidden somewhere else.
  for (const c of st.casting?.cards ?? []) {
    for (let s = 0; s < st.players; s++) expect(hiddenOf(st, s)).not.toContain(c.card);
    expect(st.main.draw).not.toContain(c.card);
  }
}

function checkInvariants(st: EswState): void {
  const main = [
    ...st.main.draw,
    ...st.main.discard,
    ...st.seats.flatMap((s) => [...s.hand, ...(s.spell ?? []).map((p) => p.card)]),
    ...(st.casting?.cards.map((c) => c.card) ?? []),
  ];
  expect(main.length).toBe(128);
  expect(new Set(main).size).toBe(128);
  const treasures = [...st.treasureDeck.draw, ...st.treasureDeck.discard, ...st.seats.flatMap((s) => s.treasures)];
  expect(new Set(treasures).size).toBe(25);
  expect(treasures.length).toBe(25);
  const dead = [...st.deadDeck.draw, ...st.deadDeck.discard, ...st.seats.flatMap((s) => s.deadCards)];
  expect(dead.length).toBe(25);
  for (const s of st.seats) {
    expect(s.life).toBeGreaterThanOrEqual(0);
    expect(s.life).toBeLessThanOrEqual(25);
    expect(s.alive).toBe(s.life > 0);
    expect(s.tokens).toBeLessThanOrEqual(2);
    if (s.alive) expect(s.hand.length + (s.spell?.length ?? 0)).toBeLessThanOrEqual(8 + 3 + 3);
    expect(s.draft.length).toBeLessThanOrEqual(3);
  }
  expect(st.seats.reduce((a, s) => a + s.tokens, 0)).toBeLessThanOrEqual(st.players + 1);
}

/** Every offered choice applies; a few actions never offered are refused. */
function checkChoices(st: EswState): void {
  for (const p of eswEngine.prompts(st)) {
    for (const c of p.choices) expect(() => eswEngine.apply(st, p.seat, c.action)).not.toThrow();
    const foreign: Action[] = [
      { type: 'lock', extra: 1 },
      { type: 'target', seat: 99 },
      { type: 'add', card: 'nope', slot: 'source' },
      { type: 'fix', card: 's01x' },
    ];
    for (const a of foreign) expect(() => eswEngine.apply(st, p.seat, a)).toThrow(RuleError);
    if (p.kind === 'buildSpell') expect(p.secret).toBe(true);
  }
  const waiting = new Set(eswEngine.prompts(st).map((p) => p.seat));
  for (let s = 0; s < st.players; s++) {
    if (!waiting.has(s)) expect(() => eswEngine.apply(st, s, { type: 'lock' })).toThrow(RuleError);
  }
}

describe('esw property tests', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`random ${players}-wizard matches end, keep invariants, hide hidden cards, replay exactly`, () => {
      for (let g = 0; g < 4; g++) {
        let step = 0;
        const game = playRandom(players, `prop-${players}-${g}`, {
          onStep: (st) => {
            step++;
            checkInvariants(st);
            if (step % 7 === 0) checkViews(st);
            if (step % 23 === 0) checkChoices(st);
          },
        });
        expect(eswEngine.outcome(game.final), `match ${g} ended`).not.toBeNull();
        expect(game.final.phase).toBe('over');
        expect(eswEngine.prompts(game.final)).toEqual([]);
        const outcome = eswEngine.outcome(game.final)!;
        expect(game.final.seats[outcome.ranking[0]![0]!]!.tokens).toBe(2);
        // JSON round trip and replay from setup + log.
        expect(canonicalJson(JSON.parse(JSON.stringify(game.final)))).toBe(canonicalJson(game.final));
        let replay = eswEngine.setup(
          { players },
          game.setup.names.map((name) => ({ name })),
          `prop-${players}-${g}`,
        );
        expect(canonicalJson(replay)).toBe(canonicalJson(game.setup));
        for (const { seat, action } of game.log) replay = eswEngine.apply(replay, seat, action).state;
        expect(canonicalJson(replay)).toBe(canonicalJson(game.final));
      }
    });
  }

  it('building actions tell others nothing but "locked in"', () => {
    const st = eswEngine.setup({ players: 3 }, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], 'quiet');
    const card = st.seats[0]!.hand.find((c) => !c.startsWith('w'))!;
    const slot = card.startsWith('s') ? 'source' : card.startsWith('q') ? 'quality' : 'destination';
    const added = eswEngine.apply(st, 0, { type: 'add', card, slot });
    expect(added.events).toEqual([]);
    const locked = eswEngine.apply(added.state, 0, { type: 'lock' });
    expect(JSON.stringify(locked.events)).not.toContain(card);
    expect(locked.events).toHaveLength(1);
    const pub = eswEngine.view(locked.state, 'public') as { players: { locked: boolean; pendingCount: number | null }[] };
    expect(pub.players.map((p) => p.locked)).toEqual([true, false, false]);
    expect(pub.players[0]!.pendingCount).toBeNull();
    // The apply did not touch the state it was given.
    expect(st.seats[0]!.draft).toEqual([]);
  });

  it('bot matches from 2 to 6 wizards end with a winner', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      for (let g = 0; g < 3; g++) {
        const game = playRandom(players, `bot-${players}-${g}`, { bot: true });
        expect(game.final.phase).toBe('over');
      }
    }
  });

  it('the bot only plays offered actions, deterministically', () => {
    let st = eswEngine.setup({ players: 4 }, [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], 'botcheck');
    for (let i = 0; i < 400 && !eswEngine.outcome(st); i++) {
      const p = eswEngine.prompts(st)[0]!;
      const a = eswEngine.botAction(st, p.seat);
      expect(canonicalJson(eswEngine.botAction(st, p.seat))).toBe(canonicalJson(a));
      expect(p.choices.some((c) => canonicalJson(c.action) === canonicalJson(a))).toBe(true);
      st = eswEngine.apply(st, p.seat, a).state;
    }
  });
});
