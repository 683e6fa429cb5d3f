/**
 * Ascension Tactics setup (rules/setup.ts), exact, in every mode (issue #23,
 * mutation testing): who may play which map and mode, the turn order and
 * Portals (forced and drawn), teams, decks and hands, the center row, the
 * Treasure tokens, the squads, Champion Selection, the Evil Player's Intrigue
 * deck by difficulty, Overlord and the Co-op Portal choice.
 */
import { describe, expect, it } from 'vitest';
import { initialState } from '../../src/games/at/rules/setup.js';
import { atOptionsSchema, type AtState } from '../../src/games/at/rules/state.js';
import { CENTER_DECK, CONTENT, TREASURE_TOKENS } from '../../src/games/at/content/index.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const start = (options: Record<string, unknown>, n: number, seed = 'x', first?: number): AtState =>
  initialState(atOptionsSchema.parse(options), seats(n), seed, first);
/** Seat, team, Portal, name, hand size and deck size of each player. */
const players = (s: AtState) => s.players.map((p) => [p.seat, p.team, p.portal, p.name, p.hand.length, p.deck.length]);
const squads = (s: AtState) => Object.values(s.champions).map((c) => `${c.id} ${c.def} ${c.owner} ${c.at}`);

describe('AT setup: who may play', () => {
  it.each([
    [{ map: 'nowhere' }, 2, 'unknown Ascension Tactics map nowhere'],
    [{ map: 'twin-bridges' }, 2, 'the map twin-bridges is not played in the duel mode'],
    [{ overlord: true }, 3, 'Overlord is played on a Solo or Co-op scenario'],
    [{ mode: 'solo', overlord: true, difficulty: 'hard' }, 2, 'the difficulty levels are for Solo and Co-op against the automaton'],
    [{}, 3, 'the classic duel is for 2 players'],
    [{}, 1, 'the classic duel is for 2 players'],
    [{ mode: 'teams' }, 3, '2 vs 2 is for 4 players'],
    [{ mode: 'teams' }, 5, '2 vs 2 is for 4 players'],
    [{ mode: 'melee' }, 2, 'the Melee is for 3 or 4 players'],
    [{ mode: 'melee' }, 5, 'the Melee is for 3 or 4 players'],
    [{ mode: 'solo' }, 2, 'Solo is for 1 player'],
    [{ mode: 'solo', overlord: true }, 3, 'Overlord against one ally is for 2 players'],
    [{ mode: 'coop' }, 1, 'Co-op is for 2 players'],
    [{ mode: 'coop' }, 3, 'Co-op is for 2 players'],
    [{ mode: 'coop', overlord: true }, 2, 'Overlord against two allies is for 3 players'],
  ] as const)('AT-GP-12 AT-MD-1: %j with %i seats is refused: %s', (options, n, message) => {
    expect(() => start(options, n)).toThrow(message);
  });
});

describe('AT setup: order, Portals and teams', () => {
  it('AT-SU-11 AT-SU-12: a duel’s first player is drawn (seed a: seat 1, seed d: seat 0) or forced, and takes Portal 1', () => {
    const a = start({}, 2, 'a');
    expect([a.order, a.active, players(a)]).toEqual([
      [1, 0],
      1,
      [
        [0, 0, 1, 'P1', 5, 5],
        [1, 1, 0, 'P2', 5, 5],
      ],
    ]);
    expect(start({}, 2, 'd').order).toEqual([0, 1]);
    expect(start({}, 2, 'a', 0).order).toEqual([0, 1]);
    expect(start({}, 2, 'd', 1).order).toEqual([1, 0]);
    // Each seat's squad is its Portal's: Portal 1 (seat 1 here) fields the first squad.
    expect(squads(a)).toEqual([
      'h11 veil-reaver 0 null',
      'h12 lumen-adept 0 null',
      'h13 shadow-fang 0 null',
      'h24 ember-sentinel 1 null',
      'h25 thistle-ranger 1 null',
      'h26 iron-warden 1 null',
    ]);
  });

  it('AT-TM-1 AT-TM-2: in 2 vs 2 a team leads (drawn or forced), its teammate next, then the other team', () => {
    expect(start({ mode: 'teams' }, 4, 'a').order).toEqual([1, 3, 0, 2]);
    expect(start({ mode: 'teams' }, 4, 'd').order).toEqual([0, 2, 1, 3]);
    expect(start({ mode: 'teams' }, 4, 'a', 2).order).toEqual([2, 0, 1, 3]);
    const s = start({ mode: 'teams' }, 4, 'x', 3);
    expect([s.order, s.active]).toEqual([[3, 1, 0, 2], 3]);
    expect(players(s)).toEqual([
      [0, 0, 2, 'P1', 5, 5],
      [1, 1, 1, 'P2', 5, 5],
      [2, 0, 3, 'P3', 5, 5],
      [3, 1, 0, 'P4', 5, 5],
    ]);
    expect(Object.keys(s.champions)).toEqual(['h11', 'h12', 'h13', 'h24', 'h25', 'h26', 'h37', 'h38', 'h39', 'h50', 'h51', 'h52']);
    expect(s.champions['h50']!.def).toBe('ember-sentinel');
  });

  it('AT-ML-3: in the Melee the Portal cards are dealt at random, or from the forced first seat on', () => {
    expect(start({ mode: 'melee' }, 3, 'a').order).toEqual([2, 0, 1]);
    expect(start({ mode: 'melee' }, 3, 'c').order).toEqual([1, 2, 0]);
    expect(start({ mode: 'melee' }, 4, 'x').order).toEqual([1, 3, 0, 2]);
    const s = start({ mode: 'melee' }, 3, 'x', 2);
    expect([s.order, s.active]).toEqual([[2, 0, 1], 2]);
    expect(players(s)).toEqual([
      [0, 0, 1, 'P1', 5, 5],
      [1, 1, 2, 'P2', 5, 5],
      [2, 2, 0, 'P3', 5, 5],
    ]);
  });

  it('AT-SO-20 AT-CO-7 AT-CO-13: in Co-op the allies play first, in seat order or from the forced seat; each picks a starting Portal', () => {
    const s = start({ mode: 'coop' }, 2, 'x', 1);
    expect([s.order, s.active, players(s)]).toEqual([
      [1, 0],
      1,
      [
        [0, 0, 1, 'P1', 5, 5],
        [1, 0, 0, 'P2', 5, 5],
      ],
    ]);
    // Three Champions each (CO-7); the Evil squad on the battlefield.
    expect(squads(s)).toEqual([
      'h11 glyph-warden 0 null',
      'h12 briar-matron 0 null',
      'h13 cog-lancer 0 null',
      'h24 ember-sentinel 1 null',
      'h25 thistle-ranger 1 null',
      'h26 iron-warden 1 null',
      'e27 veil-reaver -1 0,-4',
      'e28 lumen-adept -1 4,-4',
      'e29 antler-runner -1 -2,-2',
      'e30 thunder-khan -1 2,-4',
    ]);
    // Asked in turn order: the last pushed is asked first.
    expect(s.pending).toEqual([
      { kind: 'portal', seat: 0 },
      { kind: 'portal', seat: 1 },
    ]);
    expect([s.evil!.face, s.evil!.deck.length, s.evil!.discard, s.evil!.overlord]).toEqual(['coop', 32, [], null]);
    expect(start({ mode: 'coop' }, 2, 'x').order).toEqual([0, 1]);
  });
});

describe('AT setup: cards, tokens and the Evil Player', () => {
  it('AT-SU-3 AT-SU-9 AT-SU-22 AT-SU-24: decks of 8 Apprentices and 2 Militia, 5 drawn; 6 in the row; a Treasure on each spot, the rest in the bag', () => {
    const s = start({}, 2, 'x');
    expect([s.game, s.mode, s.map, s.round, s.nextId]).toEqual(['at', 'duel', 'three-sanctuaries', 1, 27]);
    for (const p of s.players) {
      const cards = [...p.hand, ...p.deck].map((id) => s.cards[id]).sort();
      expect(cards).toEqual([...Array(8).fill('apprentice'), ...Array(2).fill('militia')]);
    }
    expect(Object.keys(s.cards)).toHaveLength(20);
    expect(s.players[0]!.hand.concat(s.players[0]!.deck).sort()).toEqual(['c1', 'c10', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9']);
    expect([s.row.length, s.centerDeck.length, CENTER_DECK.length]).toEqual([6, 126, 132]);
    expect([...s.row, ...s.centerDeck].sort()).toEqual([...CENTER_DECK].sort());
    expect(s.supply).toEqual({ mystic: 15, heavy: 15 });
    expect(s.treasureTokens).toEqual({ '-2,3': 'oak-charm', '2,-3': 'ember-vial', '-4,0': 'oak-charm', '4,0': 'whetstone' });
    expect([...s.treasureBag, ...Object.values(s.treasureTokens)].sort()).toEqual([...TREASURE_TOKENS].sort());
    expect([s.treasureBag.length, s.selection, s.evil, s.pending, s.winner]).toEqual([20, null, null, [], null]);
    expect([s.players[0]!.runes, s.players[0]!.honor, s.players[0]!.turns, s.players[1]!.power]).toEqual([0, 0, 1, 0]);
  });

  it('AT-SL-3 AT-SL-4: Champion Selection deals no squad: the blue-back Champions shuffled, 6 revealed', () => {
    const s = start({ selection: true }, 2, 'x');
    expect(s.champions).toEqual({});
    const blue = CONTENT.cards.filter((c) => c.type === 'champion' && c.copies === 0).map((c) => c.id);
    expect([s.selection!.row.length, s.selection!.deck.length, s.selection!.picks, blue.length]).toEqual([6, 18, 0, 24]);
    expect([...s.selection!.row, ...s.selection!.deck].sort()).toEqual([...blue].sort());
    expect(s.pending).toEqual([{ kind: 'select' }]);
    expect(s.nextId).toBe(21);
    // In Solo the Evil squad waits for the selection too.
    const solo = start({ mode: 'solo', selection: true }, 1, 'x');
    expect([Object.keys(solo.champions), solo.evil!.face]).toEqual([[], 'solo']);
  });

  it('AT-SO-19 AT-DI-1..DI-4: the Intrigue deck shuffled, the difficulty’s top cards discarded; a Solo squad of 4', () => {
    const ids = CONTENT.intrigues.map((c) => c.id).sort();
    for (const [difficulty, discarded] of [
      ['standard', 0],
      ['hard', 4],
      ['nightmare', 8],
    ] as const) {
      const s = start({ mode: 'solo', difficulty }, 1, 'x');
      expect([difficulty, s.evil!.discard.length, s.evil!.deck.length]).toEqual([difficulty, discarded, 32 - discarded]);
      expect([...s.evil!.deck, ...s.evil!.discard].sort()).toEqual(ids);
      expect([s.evil!.face, s.evil!.honor, s.evil!.overlord, s.evil!.played, s.evil!.steps]).toEqual(['solo', 0, null, [], []]);
    }
    const s = start({ mode: 'solo' }, 1, 'x');
    expect(squads(s).slice(0, 4)).toEqual([
      'h11 ember-sentinel 0 null',
      'h12 thistle-ranger 0 null',
      'h13 iron-warden 0 null',
      'h14 lumen-adept 0 null',
    ]);
    expect(s.pending).toEqual([]);
  });

  it('AT-OV-1 AT-OV-4: Overlord, the last seat plays the Evil Player against one ally or two', () => {
    const s = start({ mode: 'solo', overlord: true }, 2, 'x');
    expect([s.order, s.players.length, s.evil!.overlord]).toEqual([[0], 1, { seat: 1, name: 'P2', hand: [], played: [], queue: [] }]);
    const c = start({ mode: 'coop', overlord: true }, 3, 'x');
    expect([c.order, c.players.length, c.evil!.overlord!.seat, c.evil!.overlord!.name]).toEqual([[0, 1], 2, 2, 'P3']);
    expect(c.pending).toEqual([
      { kind: 'portal', seat: 1 },
      { kind: 'portal', seat: 0 },
    ]);
  });
});

describe('AT setup: what starts empty', () => {
  it('no card played, banished, boxed or queued; no boost, Treasure or Artifact; every Champion fresh', () => {
    const s = start({}, 2, 'x');
    expect([s.doneThisTurn, s.banished, s.box, s.queue]).toEqual([[], [], [], []]);
    for (const p of s.players)
      expect([p.discard, p.played, p.playedLog, p.fired, p.treasures, p.boost]).toEqual([
        [],
        [],
        [],
        [],
        [],
        { strength: 0, defense: 0, speed: 0 },
      ]);
    for (const c of Object.values(s.champions))
      expect([c.exhausted, c.artifacts, c.damage, c.treasure]).toEqual([
        false,
        [],
        0,
        { strength: 0, defense: 0, speed: 0, riposte: false },
      ]);
    expect(start({ mode: 'solo' }, 1, 'x').evil!.boost).toEqual({ strength: 0, defense: 0, speed: 0 });
  });

  it('AT-CO-7: the Co-op order draws nothing from the seed: seed x deals these Treasure tokens', () => {
    const s = start({ mode: 'coop' }, 2, 'x');
    expect([s.order, s.treasureTokens]).toEqual([[0, 1], { '-3,3': 'gale-boots', '3,0': 'mirror-shard', '0,2': 'whetstone' }]);
  });
});
