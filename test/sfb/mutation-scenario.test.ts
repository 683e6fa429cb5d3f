/**
 * The conformance scenarios' loader and checker (rules/scenario.ts), exact:
 * each field of a written position lands where the engine reads it (defaults
 * included), and each expectation reports its own failure line, word for word,
 * when the position does not meet it and nothing when it does.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { eventText, scenarioSupport } from '../../src/games/sfb/rules/scenario.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

const load = (setup: Record<string, unknown>) => scenarioSupport.setup(setup as unknown as Json);
const check = (s: SfbState, expect: Record<string, unknown>, events: GameEvent[] = []) =>
  scenarioSupport.check(s, expect as unknown as Json, events);
const cardsOf = (...champs: string[]) => CONTENT.cards.filter((c) => champs.includes(c.champion)).map((c) => c.id);

/** Kilgore (seat 0) on 0,-3, damaged 2 and experienced; Mariusz (seat 1) on the portal, rooted. */
const DUEL = {
  champions: { kil: { seat: 0, at: '0,-3', damage: 2, xp: true }, mar: { seat: 1, at: null, rooted: true } },
};

describe('SFB scenarios: loading a written position', () => {
  it('the defaults of a two-player position (seed, order, round 2, first seat, sides, no VP, all essences)', () => {
    const { state: s, events } = load(DUEL);
    expect(events).toEqual([]);
    expect([s.stage, s.order, s.round, s.turn, s.std, s.custom]).toEqual(['play', [0, 1], 2, 0, [], null]);
    expect(s.rng).toEqual(createRng('scenario'));
    expect(s.teams.map((t) => [t.side, t.vp])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(s.champs.kil).toEqual({ id: 'kil', seat: 0, team: 0, at: '0,-3', dmg: 2, xp: true, rooted: false });
    expect(s.champs.mar).toEqual({ id: 'mar', seat: 1, team: 1, at: null, dmg: 0, xp: false, rooted: true });
    expect(s.players.map((p) => [p.name, p.champs, p.hand, p.discard, p.deck, p.ess])).toEqual([
      ['P1', ['kil'], [], [], cardsOf('kil'), { M: true, C: true, D: true }],
      ['P2', ['mar'], [], [], cardsOf('mar'), { M: true, C: true, D: true }],
    ]);
    expect(s.stack).toEqual([]);
  });

  it('four players default to the order 0, 1, 2, 3; a written order, round, turn and seed are kept', () => {
    expect(load({ players: 4 }).state.order).toEqual([0, 1, 2, 3]);
    const s = load({ players: 4, order: [2, 1, 0, 3], round: 5, turn: 3, seed: 'other' }).state;
    expect([s.players.length, s.order, s.round, s.turn]).toEqual([4, [2, 1, 0, 3], 5, 3]);
    expect(s.rng).toEqual(createRng('other'));
  });

  it('sides, victory points, standard actions used and written cards are each taken from the position', () => {
    const card = {
      id: 'kil9',
      champion: 'kil',
      name: { en: 'X', fr: 'X' },
      type: 'skill',
      essence: 'C',
      effects: [{ op: 'heal', n: 1, who: 'self' }],
    };
    const s = load({ sides: [1, 0], vp: [3, 7], std: ['M', 'any'], cards: [card] }).state;
    expect(s.teams.map((t) => [t.side, t.vp])).toEqual([
      [1, 3],
      [0, 7],
    ]);
    expect(s.std).toEqual(['M', 'any']);
    expect(Object.keys(s.custom ?? {})).toEqual(['kil9']);
    expect(s.custom!.kil9!.essence).toBe('C');
  });

  it('a champion on a seat the game does not have is refused with its name', () => {
    expect(() => load({ champions: { kil: { seat: 2, at: null } } })).toThrow('champion kil: no seat 2');
  });

  it('hands, discards, decks and essences per seat; the default deck leaves out what is in hand or discarded', () => {
    const [k1, k2, k3] = cardsOf('kil');
    const s = load({ ...DUEL, hands: [[k1]], discards: [[k2]], essences: ['MD', ''] }).state;
    expect([s.players[0]!.hand, s.players[0]!.discard]).toEqual([[k1], [k2]]);
    expect(s.players[0]!.deck).toEqual(cardsOf('kil').filter((id) => id !== k1 && id !== k2));
    expect(s.players[0]!.deck[0]).toBe(k3);
    expect(s.players.map((p) => p.ess)).toEqual([
      { M: true, C: false, D: true },
      { M: false, C: false, D: false },
    ]);
    const decks = load({ ...DUEL, decks: [[k3, k1], []] }).state;
    expect(decks.players.map((p) => p.deck)).toEqual([[k3, k1], []]);
  });

  it('traps on the board leave the pool; the rest of the pool stays in content order', () => {
    const s = load({ traps: { '0,0': 't03', '1,-1': 't07' } }).state;
    expect(s.traps.board).toEqual({ '0,0': 't03', '1,-1': 't07' });
    expect(s.traps.pool).toEqual(CONTENT.traps.map((t) => t.id).filter((id) => id !== 't03' && id !== 't07'));
    expect(load({}).state.traps).toMatchObject({ board: {}, pool: CONTENT.traps.map((t) => t.id) });
  });

  it('the track keeps its length, unwritten slots empty; the challenge deck leaves out the track and the discard', () => {
    const empty = load({}).state;
    const slots = empty.chal.track.length;
    expect(slots).toBeGreaterThan(2);
    expect(empty.chal.track).toEqual(Array.from({ length: slots }, () => null));
    expect([empty.chal.deck, empty.chal.discard]).toEqual([CONTENT.challenges.map((c) => c.id), []]);
    const s = load({ track: ['c05', null, 'c02', 'c09', 'c01', 'c03', 'c04', 'c06', 'c07', 'c08'], challengeDiscard: ['c11'] }).state;
    expect(s.chal.track).toEqual(['c05', null, 'c02', 'c09', 'c01', 'c03', 'c04', 'c06', 'c07', 'c08'].slice(0, slots));
    expect(s.chal.deck).not.toContain('c05');
    expect(s.chal.deck).not.toContain('c11');
    // Every written slot leaves the deck, even past the track's length.
    expect(s.chal.deck[0]).toBe('c10');
    expect(s.chal.discard).toEqual(['c11']);
    expect(load({ challengeDeck: ['c12', 'c13'] }).state.chal.deck).toEqual(['c12', 'c13']);
  });

  it('beginTurn runs the start of the turn (its event); without it no event is written', () => {
    const { events } = load({ ...DUEL, round: 1, beginTurn: true });
    expect(events.map(eventText)).toEqual(["P1's turn (round 1)"]);
    expect(load({ ...DUEL, round: 1 }).events).toEqual([]);
  });

  it('with options the position is a real setup, waiting on its first decision', () => {
    const { state: s } = load({ options: { mode: 'free' } });
    expect(s.stage).toBe('setup');
    expect(s.stack.length).toBeGreaterThan(0);
    expect(check(s, { stage: 'setup', waitingOn: { seat: 1, kind: 'zone' } })).toEqual([]);
  });
});

describe('SFB scenarios: checking expectations', () => {
  const { state: s } = load({
    ...DUEL,
    vp: [2, 1],
    hands: [['kil1', 'kil2'], ['mar1']],
    discards: [['kil3'], []],
    decks: [['kil4', 'kil5'], []],
    essences: ['MC', 'D'],
    traps: { '0,0': 't01' },
    track: ['c01', null],
  });
  const events: GameEvent[] = [{ text: 'a plain line' } as GameEvent, { text: { key: 'sfb.ev.round', vars: { round: 3 } } } as GameEvent];

  it('a position that meets every expectation reports nothing', () => {
    const all = {
      stage: 'play',
      champions: { kil: { at: '0,-3', damage: 2, hpLeft: 7, xp: true, rooted: false, bloodied: false }, mar: { at: null, rooted: true } },
      vp: [2, 1],
      winner: null,
      waitingOn: { seat: 0, kind: 'activate' },
      choices: ['end'],
      choicesAbsent: ['p:zzz'],
      hands: [['kil2', 'kil1'], null],
      handSize: [2, 1],
      deckTop: [['kil4'], null],
      discardIncludes: [['kil3'], null],
      essences: ['MC', null],
      traps: { '0,0': true, '1,-1': false },
      trapCount: 1,
      track: s.chal.track,
      trackFilled: s.chal.track.map((c) => c !== null),
      round: 2,
      active: 0,
      order: [0, 1],
      teamChampions: [['kil'], null],
      events: ['a plain', 'Round 3 begins'],
      eventsAbsent: ['Round 4'],
    };
    expect(check(s, all, events)).toEqual([]);
    expect(check(s, {})).toEqual([]);
  });

  it('each unmet expectation gives its own line', () => {
    const fails = check(
      s,
      {
        stage: 'over',
        champions: { kil: { at: '1,-3', damage: 1, hpLeft: 5, xp: false, rooted: true, bloodied: true }, gwa: {} },
        vp: [0, 0],
        winner: 1,
        waitingOn: null,
        choices: ['p:zzz'],
        choicesAbsent: ['end'],
        hands: [['kil1']],
        handSize: [3, null],
        deckTop: [['kil5']],
        discardIncludes: [['kil6']],
        essences: ['D'],
        traps: { '0,0': false },
        trapCount: 2,
        track: ['c02'],
        trackFilled: [false],
        round: 1,
        active: 1,
        order: [1, 0],
        teamChampions: [['mar']],
        events: ['nothing like it'],
        eventsAbsent: ['Round 3'],
      },
      events,
    );
    const track = JSON.stringify(s.chal.track);
    const filled = JSON.stringify(s.chal.track.map((c) => c !== null));
    expect(fails).toEqual([
      'stage: expected "over", got "play"',
      'kil.at: expected "1,-3", got "0,-3"',
      'kil.damage: expected 1, got 2',
      'kil.hpLeft: expected 5, got 7',
      'kil.xp: expected false, got true',
      'kil.rooted: expected true, got false',
      'kil.bloodied: expected true, got false',
      'champion gwa is not in the game',
      'vp: expected [0,0], got [2,1]',
      'winner: expected 1, got null',
      'waitingOn: expected null, got {"seat":0,"kind":"activate"}',
      expect.stringMatching(/^choice p:zzz not offered \(offered: .*end\)$/),
      'choice end offered but should not be',
      'hand[0]: expected ["kil1"], got ["kil1","kil2"]',
      'handSize[0]: expected 3, got 2',
      'deckTop[0]: expected ["kil5"], got ["kil4"]',
      'discard[0] lacks kil6',
      'essences[0]: expected "D", got "MC"',
      'trap on 0,0: expected false, got true',
      'trapCount: expected 2, got 1',
      `track: expected ["c02"], got ${track}`,
      `trackFilled: expected [false], got ${filled}`,
      'round: expected 1, got 2',
      'active: expected 1, got 0',
      'order: expected [1,0], got [0,1]',
      'champions of seat 0: expected ["mar"], got ["kil"]',
      'no event containing "nothing like it"',
      'unexpected event "Round 3 begins"',
    ]);
  });

  it('with no decision pending, a choice is reported as not offered among none', () => {
    const over = structuredClone(s);
    over.stack = [];
    over.stage = 'over';
    over.winner = 0;
    expect(check(over, { choices: ['end'], waitingOn: { seat: 0, kind: 'activate' } })).toEqual([
      'waitingOn: expected {"seat":0,"kind":"activate"}, got null',
      'choice end not offered (offered: none)',
    ]);
    expect(check(over, { waitingOn: null, choicesAbsent: ['end'], winner: 0 })).toEqual([]);
  });
});

describe('SFB scenarios: event text', () => {
  it('a plain line as is, a key in English with its variables, an unknown key as itself', () => {
    expect(eventText({ text: 'as is' } as GameEvent)).toBe('as is');
    expect(eventText({ text: { key: 'sfb.ev.turn', vars: { player: 'P2', round: 4 } } } as GameEvent)).toBe("P2's turn (round 4)");
    expect(eventText({ text: { key: 'sfb.ev.endTurn' } } as GameEvent)).toBe('{player} ends the turn and draws a new hand');
    expect(eventText({ text: { key: 'sfb.no.such.key' } } as GameEvent)).toBe('sfb.no.such.key');
  });
});
