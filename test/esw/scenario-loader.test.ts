import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { t } from '../../src/core/text.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { setupState } from '../../src/games/esw/rules/setup.js';
import { seatsOf } from './helpers.js';

/**
 * The conformance scenarios' loader (docs/scenarios.md): a position written
 * over a seeded setup, and the expectations' failure messages, exact. The
 * scenario files only meet the happy path; these tests meet each field.
 */

const load = (players: number, position: Json = {}, seed?: string) =>
  eswEngine.scenarios.setup(seed === undefined ? { players, position } : { players, seed, position });
const check = (st: EswState, expect: Json, events: GameEvent[] = []) => eswEngine.scenarios.check(st, expect, events);

describe('esw setup', () => {
  it('ESW-SETUP-1: golden decks, wizards and hands for a seed; round 1, turn 1, building, nothing pending', () => {
    const st = setupState({ players: 3 }, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], 'golden');
    const { rng: _rng, main, treasureDeck, deadDeck, seats, ...rest } = st;
    expect(rest).toEqual({
      v: 1,
      players: 3,
      names: ['A', 'B', 'C'],
      forcedDice: [],
      round: 1,
      turn: 1,
      phase: 'build',
      tieRolls: {},
      announced: [],
      casting: null,
      await: null,
      lastSpell: null,
      winner: null,
      stalled: [],
      turnCards: [],
      delayed: [],
    });
    expect(main.draw.slice(0, 5)).toEqual(['s39', 'q19', 'w1', 's38', 'd16']);
    expect(main.draw).toHaveLength(128 - 24);
    expect(main.discard).toEqual([]);
    expect(treasureDeck.draw.slice(0, 3)).toEqual(['t09', 't17', 't22']);
    expect(deadDeck.draw.slice(0, 3)).toEqual(['x22', 'x07', 'x16']);
    expect(seats.map((s) => [s.wizard, s.hand.join(',')])).toEqual([
      ['z6', 's40,q16,s01,d36,q03,s24,d28,s21'],
      ['z8', 's17,s27,d06,q36,q18,s33,q25,q37'],
      ['z2', 'd04,d35,d29,q02,q08,d08,s02,q26'],
    ]);
    expect(seats[0]).toEqual({
      wizard: 'z6',
      life: 20,
      alive: true,
      tokens: 0,
      hand: ['s40', 'q16', 's01', 'd36', 'q03', 's24', 'd28', 's21'],
      treasures: [],
      deadCards: [],
      draft: [],
      locked: false,
      spell: null,
      guard: null,
    });
  });

  it('the seats must match the players option', () => {
    expect(() => setupState({ players: 3 }, seatsOf(2), 'x')).toThrow(new RangeError('expected 3 seats, got 2'));
    expect(() => setupState({ players: 2 }, seatsOf(3), 'x')).toThrow(new RangeError('expected 2 seats, got 3'));
  });
});

describe('esw scenario positions', () => {
  it('ESW-SETUP-1: the default seed is "scenario" and an empty position is the seeded setup itself', () => {
    const { state, events } = load(4);
    expect(state).toEqual(setupState({ players: 4 }, seatsOf(4), 'scenario'));
    expect(state.names).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(load(4, {}, 'other').state.main.draw).not.toEqual(state.main.draw);
    expect(events.length).toBeGreaterThan(0);
  });

  it('players 2 to 6; life 0–25, tokens 0–1, dice 1–6', () => {
    expect(() => load(1)).toThrow();
    expect(() => load(7)).toThrow();
    expect(load(2).state.players).toBe(2);
    expect(load(6).state.players).toBe(6);
    expect(() => load(2, { life: [26, null] })).toThrow();
    expect(() => load(2, { life: [-1, null] })).toThrow();
    expect(load(2, { life: [25, 0] }).state.seats.map((s) => s.life)).toEqual([25, 0]);
    expect(() => load(2, { tokens: [2, null] })).toThrow();
    expect(() => load(2, { dice: [0] })).toThrow();
    expect(() => load(2, { dice: [7] })).toThrow();
    expect(load(2, { dice: [1, 6] }).state.forcedDice).toEqual([1, 6]);
    expect(() => load(2, { spells: [[{ card: 's01', slot: 'nowhere' }], null] })).toThrow();
  });

  it('hands: the old hand goes back under the main deck, the cards are taken from wherever they are', () => {
    const before = load(3).state;
    const { state } = load(3, { hands: [['s01', 'q03'], null, null] });
    expect(state.seats[0]!.hand).toEqual(['s01', 'q03']);
    expect(state.seats[1]!.hand).toEqual(before.seats[1]!.hand);
    expect(state.main.draw.slice(-8).filter((c) => c !== 's01' && c !== 'q03')).toEqual(
      before.seats[0]!.hand.filter((c) => c !== 's01' && c !== 'q03'),
    );
    const all = (st: EswState) => [...st.main.draw, ...st.main.discard, ...st.seats.flatMap((s) => s.hand)].sort();
    expect(all(state)).toEqual(all(before));
    // A card in another seat's hand moves over.
    const taken = before.seats[1]!.hand[0]!;
    const moved = load(3, { hands: [[taken], null, null] }).state;
    expect(moved.seats[0]!.hand).toEqual([taken]);
    expect(moved.seats[1]!.hand).toEqual(before.seats[1]!.hand.slice(1));
  });

  it('a card is taken from the discard, Treasures, Dead Wizard cards and face-down spells too; an unknown card is an error', () => {
    // Hands are set first, then the draw pile (with the old hand) goes to the discard, then the top cards are taken from it.
    const deep = load(3).state.main.draw[50]!;
    const { state } = load(3, { hands: [['s01'], null, null], mainDrawToDiscard: true, mainTop: [deep] });
    expect(state.main.draw).toEqual([deep]);
    expect(state.main.discard).toHaveLength(104 + 8 - 1 - 1);
    expect(state.main.discard).not.toContain(deep);
    expect(state.main.discard).not.toContain('s01');
    const moved = load(3, { treasures: [['t01', 't02'], ['t03'], null], deadCards: [null, ['x01'], null] }).state;
    expect(moved.seats.map((s) => s.treasures)).toEqual([['t01', 't02'], ['t03'], []]);
    expect(moved.treasureDeck.draw).toHaveLength(22);
    expect(moved.treasureDeck.draw).not.toContain('t01');
    expect(moved.deadDeck.draw).toHaveLength(24);
    expect(moved.seats[1]!.deadCards).toEqual(['x01']);
    // Setting a seat's Treasures again returns the old ones to the deck; another seat's Treasure moves over.
    const again = load(3, { treasures: [['t01'], ['t02'], null] }).state;
    expect(again.treasureDeck.draw).toHaveLength(23);
    const top = load(3, { treasureTop: ['t07', 't08'], deadTop: ['x05'], mainTop: ['d01', 's02'] }).state;
    expect(top.treasureDeck.draw.slice(0, 2)).toEqual(['t07', 't08']);
    expect(top.treasureDeck.draw).toHaveLength(25);
    expect(top.deadDeck.draw[0]).toBe('x05');
    expect(top.deadDeck.draw).toHaveLength(25);
    expect(top.main.draw.slice(0, 2)).toEqual(['d01', 's02']);
    // Moved, not copied: one of the two came from a hand.
    expect(top.main.draw.length + top.seats.reduce((n, s) => n + s.hand.length, 0)).toBe(128);
    expect(() => load(3, { hands: [['zz9'], null, null] })).toThrow('scenario card zz9 is nowhere to be found');
    expect(() => load(3, { mainTop: ['t01'] })).not.toThrow();
  });

  it('ESW-DEATH-1: a dead seat has 0 life, no hand, and counts as locked', () => {
    const before = load(3).state;
    const { state } = load(3, { alive: [true, false, true], life: [12, 9, null] });
    expect(state.seats.map((s) => [s.alive, s.life, s.locked, s.hand.length])).toEqual([
      [true, 12, false, 8],
      [false, 0, true, 0],
      [true, 20, false, 8],
    ]);
    expect(state.main.draw).toHaveLength(before.main.draw.length + 8);
    expect(load(3, { alive: [true, true, true] }).state.seats.map((s) => s.locked)).toEqual([false, false, false]);
  });

  it('ESW-PLACE-4: face-down spells lock their seats; when every living wizard has one, resolution starts', () => {
    const one = load(3, { hands: [['s01', 'q03'], null, null], spells: [[{ card: 's01', slot: 'source' }], null, null] }).state;
    expect(one.seats[0]!).toMatchObject({ hand: ['q03'], spell: [{ card: 's01', slot: 'source' }], draft: [], locked: true });
    expect(one.phase).toBe('build');
    // A card not in hand is taken from elsewhere and the hand keeps its 8.
    const two = load(3, {
      alive: [true, true, false],
      spells: [[{ card: 's01', slot: 'source' }], [{ card: 's05', slot: 'source' }], null],
    });
    expect(two.state.seats[0]!.hand).toHaveLength(8);
    // Both spells resolved at once: turn 2 is being built.
    expect([two.state.phase, two.state.turn]).toEqual(['build', 2]);
    expect(two.events.map((e) => (typeof e.text === 'string' ? e.text : e.text.key))).toContain('esw.ev.declares');
  });
});

describe('esw scenario expectations: the failure messages', () => {
  const st = () => load(3, { life: [20, 15, 9], tokens: [1, 0, 0], treasures: [['t01'], null, null] }).state;

  it('met expectations give no failure; null skips a seat', () => {
    expect(
      check(st(), {
        life: [20, null, 9],
        alive: [true, true, true],
        tokens: [1, 0, 0],
        handSize: [8, 8, 8],
        treasures: [['t01'], [], []],
        treasureCount: [1, 0, null],
        deadCardCount: [0, 0, 0],
        pendingCount: [0, 0, 0],
        phase: 'build',
        round: 1,
        turn: 1,
      }),
    ).toEqual([]);
  });

  it('each field that differs names itself, the seat, the expected and the actual value', () => {
    expect(
      check(st(), {
        life: [19, 15, 9],
        alive: [true, false],
        tokens: [null, 1],
        handSize: [7],
        treasures: [[], ['t01']],
        treasureCount: [0],
        deadCardCount: [null, null, 1],
        pendingCount: [1],
        phase: 'resolve',
        round: 2,
        turn: 3,
        winner: 0,
        castingName: 'X',
        lastSpellName: 'Y',
      }),
    ).toEqual([
      'life[0]: expected 19, got 20',
      'alive[1]: expected false, got true',
      'tokens[1]: expected 1, got 0',
      'handSize[0]: expected 7, got 8',
      'treasures[0]: expected [], got ["t01"]',
      'treasures[1]: expected ["t01"], got []',
      'treasureCount[0]: expected 0, got 1',
      'deadCardCount[2]: expected 1, got 0',
      'pendingCount[0]: expected 1, got 0',
      'phase: expected "resolve", got "build"',
      'round: expected 2, got 1',
      'turn: expected 3, got 1',
      'winner: expected 0, got null',
      'castingName: expected "X", got undefined',
      'lastSpellName: expected "Y", got undefined',
    ]);
  });

  it('prompts: their number, then each one’s seat, kind and exact choice ids', () => {
    const s = load(2, { hands: [['s01'], ['s05']] }).state;
    expect(
      check(s, {
        prompts: [
          { seat: 0, kind: 'buildSpell', choices: ['a-s01-s'] },
          { seat: 1, kind: 'buildSpell' },
        ],
      }),
    ).toEqual([]);
    expect(check(s, { prompts: [{ seat: 0, kind: 'buildSpell' }] })).toEqual([
      'prompts: expected [{"seat":0,"kind":"buildSpell"}], got [{"seat":0,"kind":"buildSpell","choices":["a-s01-s"]},{"seat":1,"kind":"buildSpell","choices":["a-s05-s"]}]',
    ]);
    expect(
      check(s, {
        prompts: [
          { seat: 1, kind: 'buildSpell' },
          { seat: 1, kind: 'target' },
          { seat: 0, kind: 'x' },
        ],
      }),
    ).toEqual([
      'prompts: expected [{"seat":1,"kind":"buildSpell"},{"seat":1,"kind":"target"},{"seat":0,"kind":"x"}], got [{"seat":0,"kind":"buildSpell","choices":["a-s01-s"]},{"seat":1,"kind":"buildSpell","choices":["a-s05-s"]}]',
      'prompt 0: expected {"seat":1,"kind":"buildSpell"}, got {"seat":0,"kind":"buildSpell","choices":["a-s01-s"]}',
      'prompt 1: expected {"seat":1,"kind":"target"}, got {"seat":1,"kind":"buildSpell","choices":["a-s05-s"]}',
      'prompt 2: expected {"seat":0,"kind":"x"}, got undefined',
    ]);
    expect(
      check(s, {
        prompts: [
          { seat: 0, kind: 'buildSpell', choices: ['a-s01-q'] },
          { seat: 1, kind: 'buildSpell', choices: ['a-s05-s'] },
        ],
      }),
    ).toEqual([
      'prompt 0: expected {"seat":0,"kind":"buildSpell","choices":["a-s01-q"]}, got {"seat":0,"kind":"buildSpell","choices":["a-s01-s"]}',
    ]);
  });

  it('events: substrings found in order, absent ones, the main discard', () => {
    const events: GameEvent[] = [
      { text: t('esw.ev.turn', { round: 1, turn: 2 }) },
      { text: t('esw.ev.damage', { who: 'P2', amount: 3, life: 12 }) },
      { text: 'a plain line' },
    ];
    const s = st();
    s.main.discard.push('s01');
    expect(check(s, { events: ['turn 2', 'P2 takes 3', 'plain'], eventsAbsent: ['heals'], mainDiscardIncludes: ['s01'] }, events)).toEqual(
      [],
    );
    expect(
      check(
        s,
        { events: ['P2 takes 3', 'turn 2', 'nowhere'], eventsAbsent: ['takes', 'plain'], mainDiscardIncludes: ['s01', 'q01'] },
        events,
      ),
    ).toEqual([
      'event not found (in order): "turn 2"',
      'event not found (in order): "nowhere"',
      'unexpected event: "P2 takes 3 damage (12 life left)."',
      'unexpected event: "a plain line"',
      'main discard lacks q01',
    ]);
    // The same line cannot meet two expectations.
    expect(check(s, { events: ['turn 2', 'turn 2'] }, events)).toEqual(['event not found (in order): "turn 2"']);
  });
});
