import { describe, expect, it } from 'vitest';
import { type Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { commandDefinitions } from '../../src/discord/commands.js';
import { chosenOptions, gameOptionValues } from '../../src/discord/options.js';
import { GameRegistry } from '../../src/games/registry.js';
import { shippedGames } from '../../src/games/index.js';
import { at, choiceToken, type AtState } from '../../src/games/at/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import type { AtView } from '../../src/games/at/engine.js';
import { refusal as refusalOf } from '../support/refusal.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const parse = (o: unknown) => at.options.parse(o);
const en = (t: Parameters<typeof translate>[0]) => translate(t, 'en', at.strings);
const fr = (t: Parameters<typeof translate>[0]) => translate(t, 'fr', at.strings);
const refusal = (fn: () => unknown): string => refusalOf(fn, en);

describe('Ascension Tactics in Discord: options, seats and teams', () => {
  it('reads /challenge strings into the engine options; the number of seats picks the mode when none is chosen', () => {
    expect(parse({ mode: 'solo', difficulty: 'hard', squads: 'selection' })).toEqual({ mode: 'solo', difficulty: 'hard', selection: true });
    expect(parse({ overlord: 'yes', scenario: 'warded-vale' })).toEqual({ overlord: true, map: 'warded-vale' });
    expect(parse({})).toEqual({});
    const modeOf = (o: unknown, n: number) => (at.setup(parse(o), seats(n), 'seed') as AtState).mode;
    expect([1, 2, 3, 4].map((n) => modeOf({}, n))).toEqual(['solo', 'duel', 'melee', 'melee']);
    expect(modeOf({ mode: 'teams' }, 4)).toBe('teams');
    expect(modeOf({ difficulty: 'nightmare' }, 2)).toBe('coop');
    expect(modeOf({ overlord: 'yes' }, 2)).toBe('solo');
    expect(modeOf({ scenario: 'beacon-heights' }, 2)).toBe('duel');
    const solo = at.setup(parse({ mode: 'solo', squads: 'selection' }), seats(1), 'seed') as AtState;
    expect(solo.selection).not.toBeNull();
  });

  it('allows the seat counts of each mode: duel 2, 2 vs 2 4, Melee 3–4, Solo 1, Co-op 2, Overlord one more', () => {
    const counts = (o: unknown) => at.seatCounts!(parse(o));
    expect(counts({ mode: 'duel' })).toEqual([2]);
    expect(counts({ mode: 'teams' })).toEqual([4]);
    expect(counts({ mode: 'melee' })).toEqual([3, 4]);
    expect(counts({ mode: 'solo' })).toEqual([1]);
    expect(counts({ mode: 'coop' })).toEqual([2]);
    expect(counts({ mode: 'solo', overlord: 'yes' })).toEqual([2]);
    expect(counts({ mode: 'coop', overlord: 'yes' })).toEqual([3]);
    // Solo is asked for (mode or difficulty), never guessed from a lone challenger.
    expect(counts({})).toEqual([2, 3, 4]);
    expect(counts({ scenario: 'warded-vale' })).toEqual([1, 2]);
  });

  it('AT-TM-1: 2 vs 2 seats 0 and 2 against 1 and 3; Co-op seats the allies together; duels and Melees have no teams', () => {
    expect(at.teams!(parse({ mode: 'teams' }), 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(at.teams!(parse({ mode: 'coop' }), 2)).toEqual([[0, 1]]);
    expect(at.teams!(parse({ mode: 'coop', overlord: 'yes' }), 3)).toEqual([[0, 1], [2]]);
    expect(at.teams!(parse({}), 4)).toBeNull();
    expect(at.teams!(parse({ mode: 'duel' }), 2)).toBeNull();
  });

  it('refuses options that do not fit together with a clear message, before anyone accepts', () => {
    expect(refusal(() => at.setup(parse({ mode: 'duel', difficulty: 'hard' }), seats(2), 's'))).toBe(
      'difficulty is for Solo and Co-op only (mode solo or coop).',
    );
    expect(refusal(() => at.setup(parse({ mode: 'melee', overlord: 'yes' }), seats(3), 's'))).toBe(
      'overlord is for Solo and Co-op only (mode solo or coop).',
    );
    expect(refusal(() => at.setup(parse({ mode: 'solo', overlord: 'yes', difficulty: 'hard' }), seats(2), 's'))).toBe(
      'The difficulty levels are for the automaton: leave difficulty out with Overlord.',
    );
    expect(refusal(() => at.setup(parse({ mode: 'duel', scenario: 'four-winds' }), seats(2), 's'))).toBe(
      'The Four Winds is not played in this mode; it is played in: melee.',
    );
    expect(refusal(() => at.setup(parse({ mode: 'teams' }), seats(2), 's'))).toBe(
      'This mode is for 4 seats (you, your opponents and bots).',
    );
  });

  it('refuses an option value meant for another game, by name, and keeps the /challenge options within 25 choices', () => {
    const games = shippedGames;
    const given = (name: string, value: string) => [{ name, type: 3, value }] as never;
    const notFor = gameOptionValues(sfb, games, given('mode', 'solo'), 'en');
    expect(notFor.ok).toBe(false);
    if (!notFor.ok)
      expect(translate(notFor.problem, 'en', sfb.strings)).toBe('The option “mode” is not one of Super Fantasy Brawl’s options.');
    const variant = gameOptionValues(at, games, given('variant', 'tornado'), 'en');
    expect(variant.ok).toBe(false);
    if (!variant.ok) expect(en(variant.problem)).toBe('The option “variant” is not one of Ascension Tactics’s options.');
    const wrong = gameOptionValues(at, games, given('mode', 'tornado'), 'en');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(en(wrong.problem)).toContain('duel (1 vs 1), 2 vs 2 (opponent2 is your teammate)');
    expect(gameOptionValues(at, games, given('mode', 'solo'), 'en')).toEqual({ ok: true, options: { mode: 'solo' } });
    // A message (the challenge, a tournament's sign-up) names the mode without the /challenge choice's explanation.
    expect(chosenOptions(at, parse({ mode: 'teams' }), 'en')).toContain('Mode: 2 vs 2');
    expect(chosenOptions(at, parse({ mode: 'teams' }), 'fr')).toContain('Mode : 2 contre 2');
    expect(chosenOptions(at, parse({ mode: 'duel' }), 'en')).toContain('Mode: duel (1 vs 1)');
    const challenge = commandDefinitions(new GameRegistry(games)).find((c) => c.name === 'challenge')!;
    const names = (challenge.options ?? []).map((o) => o.name);
    for (const name of ['mode', 'scenario', 'squads', 'difficulty', 'overlord']) expect(names).toContain(name);
    expect(names.length).toBeLessThanOrEqual(25);
    for (const o of challenge.options ?? []) if ('choices' in o && o.choices) expect(o.choices.length).toBeLessThanOrEqual(25);
  });
});

describe('Ascension Tactics in Discord: prompts, status and replays', () => {
  it('spells choice ids for custom IDs one to one, and marks the hexes of moves, deployments and targets for the picker', () => {
    expect(choiceToken('m:-1,2')).toBe('m.-1_2');
    let s = at.setup(parse({ mode: 'duel' }), seats(2), 'picker') as AtState;
    // Activate a Champion off the battlefield: its deployment asks for a Portal, then its activation offers moves.
    const kinds: string[] = [];
    const hasMoves = (q: ReturnType<typeof at.prompts>[number]) => q.kind === 'activation' && q.choices.some((c) => c.id.startsWith('m.'));
    for (let i = 0; i < 200 && !hasMoves(at.prompts(s)[0]!); i++) {
      const q = at.prompts(s)[0]!;
      kinds.push(q.kind);
      for (const c of q.choices) expect(c.id).toMatch(/^[A-Za-z0-9_.-]{1,24}$/);
      if (q.kind === 'deploy') for (const c of q.choices) expect(c.hex).toBe(String(c.action.c).slice(2));
      const byId = (prefix: string) => q.choices.find((c) => c.id.startsWith(prefix));
      const pick = q.kind === 'turn' ? (byId('a.') ?? byId('p.') ?? byId('end')) : q.kind === 'activation' ? byId('done') : q.choices[0];
      s = at.apply(s, q.seat, pick!.action).state;
    }
    const p = at.prompts(s)[0]!;
    const moves = p.choices.filter((c) => c.id.startsWith('m.'));
    expect(moves.length).toBeGreaterThan(0);
    for (const c of moves) {
      expect(c.hex).toBe(String(c.action.c).slice(2));
      expect(en(c.label)).toMatch(/^((Sanctuary|Forest|Portal|Corruption|Beacon|Treasure|Enchantment) · )?\d points?$/);
    }
    expect(p.choices.find((c) => c.id === 'done')!.hex).toBeUndefined();
  });

  it('describes the state: mode and map, Honor, whose turn; in Solo the Evil Player; over when ended outside the rules', () => {
    const s = at.setup(parse({ mode: 'solo' }), seats(1), 'status') as AtState;
    const view = at.view(s, 'public');
    const lines = at.status(view).map(en);
    expect(lines[0]).toBe('Solo · The Warded Vale');
    expect(lines.at(-1)).toMatch(/^Evil Player: \d+ Honor · Intrigue deck \d+/);
    expect(at.status(view, { over: true }).map(en)).toContain('The game is over.');
    expect(at.status(view).map(fr)[0]).toBe('Solo · Le Val gardé');
  });

  it('replays: an ended match reveals every hand and face-down Treasure; the position is the round and the turn', () => {
    const s = at.setup(parse({ mode: 'duel' }), seats(2), 'reveal') as AtState;
    const { view, lines } = at.replay!.reveal(s);
    const v = view as unknown as AtView;
    expect(v.players.every((p) => p.hand?.length === 5)).toBe(true);
    expect(lines.map(en).filter((l) => l.includes('’s hand: '))).toHaveLength(2);
    expect(lines.map(en).at(-1)).toMatch(/^Face-down Treasures on the battlefield: /);
    expect(at.replay!.position(s)).toEqual({ round: 1, turn: 1 });
  });

  it('draws the public board and a seat’s hand; both teammates are asked at once, and the idle line of one who finished names the other (AT-TM-6)', async () => {
    const s = at.setup(parse({ mode: 'teams' }), seats(4), 'idle') as AtState;
    const board = await at.render(at.view(s, 'public'), { kind: 'board' });
    expect(board!.name).toBe('at-board.png');
    const partner = s.order.find((q) => q !== s.active && s.players[q]!.team === s.players[s.active]!.team)!;
    expect(at.prompts(s).map((p) => p.seat)).toEqual([s.active, partner]);
    const done = at.apply(s, s.active, { type: 'turn', c: 'end' }).state;
    expect(at.prompts(done).map((p) => p.seat)).toEqual([partner]);
    expect(en(at.idle!(at.view(done, s.active) as Json)!)).toBe(
      `You have finished your part of the team turn: ${s.players[partner]!.name}, your teammate, is still playing it.`,
    );
    expect(fr(at.idle!(at.view(done, s.active) as Json)!)).toBe(
      `Vous avez terminé votre part du tour d’équipe : ${s.players[partner]!.name}, votre coéquipier, le joue encore.`,
    );
    expect(at.idle!(at.view(done, partner))).toBeNull();
    expect(await at.render(at.view(s, 'public'), { kind: 'hand' })).toBeNull();
  });
});
