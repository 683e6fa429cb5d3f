/**
 * The Ascension Tactics scenario loader and checker (rules/scenario.ts), exact
 * (issue #23, mutation testing): each setup field written over the seeded
 * setup, the schema's bounds on both sides, the seat count of each mode, and
 * each expectation key read back — a matching expectation passes, a wrong one
 * fails with its exact message. The scenario files only meet the happy path.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json } from '../../src/core/game.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';

const support = atEngine.scenarios!;
const load = (setup: Record<string, unknown>): AtState => support.setup(setup as unknown as Json).state;
const check = (s: AtState, expect: Record<string, unknown>): string[] => support.check(s, expect as unknown as Json, []);

/** A duel written field by field over the seeded setup. */
const FULL = {
  seed: 'm9',
  mode: 'duel',
  first: 1,
  hands: { '0': ['militia', 'apprentice'], '1': ['kor'] },
  decks: { '0': ['gear-gauntlet'] },
  discards: { '1': ['grove-chorus', 'militia'] },
  row: ['kor', null, 'prism-lens', 'militia', null, 'void-sigil'],
  centerDeck: ['sapling-warden', 'soul-harvester'],
  banished: ['quiet-archivist', 'gear-gauntlet'],
  treasureTokens: { '1,1': 'ironbark' },
  treasures: { '1': ['whetstone', 'ember-vial'] },
  beacons: { '2,0': 1 },
  turret: { hex: '0,2', owner: 0 },
  fairy: { hex: '-1,2', owner: 1 },
  treasureBag: ['thorn-ward', 'oak-charm', 'giant-brew'],
  portalsTaken: { '0,-4': 1 },
  forestsPlaced: ['1,2', '-1,1'],
  runes: [3, 4],
  power: [5, 6],
  honor: [7, 8],
  round: 3,
  supply: { mystic: 9 },
  champions: {
    a: { def: 'ember-sentinel', owner: 0, at: '0,0', damage: 1, exhausted: true, artifacts: ['prism-lens'] },
    b: { def: 'iron-warden', owner: 1 },
  },
};

describe('AT scenario setup: every field', () => {
  it('writes each field over the seeded duel, and each expectation key reads it back', () => {
    const s = load(FULL);
    const right = {
      runes: [3, 4],
      power: [5, 6],
      honor: [7, 8],
      hand: { '0': ['militia', 'apprentice'], '1': ['kor'] },
      discard: { '0': [], '1': ['militia', 'grove-chorus'] },
      handCount: [2, 1],
      deckCount: [1, 5],
      row: ['kor', null, 'prism-lens', 'militia', null, 'void-sigil'],
      centerCount: 2,
      banished: ['quiet-archivist', 'gear-gauntlet'],
      supply: { mystic: 9, heavy: 15 },
      active: 1,
      order: [1, 0],
      teams: [0, 1],
      portals: [1, 0],
      portalsTaken: { '0,-4': 1 },
      forestsPlaced: ['1,2', '-1,1'],
      treasureTokens: { '1,1': 'ironbark' },
      beacons: { '2,0': 1 },
      turret: { hex: '0,2', owner: 0 },
      fairy: { hex: '-1,2', owner: 1 },
      bagCount: 3,
      treasures: { '0': [], '1': ['whetstone', 'ember-vial'] },
      round: 3,
      squads: { '0': ['ember-sentinel'], '1': ['iron-warden'] },
      newChampions: [],
      waitingOn: { seat: 1, kind: 'turn' },
      prompted: [1],
      winner: null,
      endReason: null,
      box: [],
      doneThisTurn: [],
      chosenPortals: {},
      selectionRow: null,
      evilHonor: null,
      intrigueDiscard: null,
      intrigueCount: null,
      intrigueHand: null,
      intriguePlayed: null,
      champions: {
        a: {
          present: true,
          at: '0,0',
          damage: 1,
          exhausted: true,
          artifacts: ['prism-lens'],
          def: 'ember-sentinel',
          owner: 0,
          strength: 3,
          defense: 4,
          speed: 4,
          skills: [],
        },
        b: { present: true, at: null, damage: 0, exhausted: false, artifacts: [], strength: null },
        zz: { at: '0,0' },
      },
    };
    expect(check(s, { ...right, champions: { ...right.champions, zz: { present: false } } })).toEqual([]);
    // The instances are numbered on from the setup's: the hands, then the decks, the discards and the Artifacts.
    expect([s.players[0]!.hand, s.players[1]!.hand, s.players[0]!.deck, s.players[1]!.discard, s.champions.a!.artifacts]).toEqual([
      ['c27', 'c28'],
      ['c29'],
      ['c30'],
      ['c31', 'c32'],
      ['c33'],
    ]);
    expect(s.nextId).toBe(34);
    expect(s.rng).not.toEqual(load({ ...FULL, seed: 'scenario' }).rng);
  });

  it('each wrong expectation fails with its key, the wanted and the actual value, in canonical JSON', () => {
    const s = load(FULL);
    s.players[0]!.played = [s.players[0]!.hand[0]!];
    const fail = (key: string, want: unknown) => check(s, { [key]: want });
    expect(fail('runes', [3, 5])).toEqual(['runes: expected [3,5], got [3,4]']);
    expect(fail('power', [6, 5])).toEqual(['power: expected [6,5], got [5,6]']);
    expect(fail('honor', [8, 7])).toEqual(['honor: expected [8,7], got [7,8]']);
    expect(fail('hand', { '1': ['militia'] })).toEqual(['hand: expected {"1":["militia"]}, got {"1":["kor"]}']);
    expect(fail('discard', { '1': ['militia'] })).toEqual(['discard: expected {"1":["militia"]}, got {"1":["grove-chorus","militia"]}']);
    expect(fail('played', { '0': [] })).toEqual(['played: expected {"0":[]}, got {"0":["militia"]}']);
    expect(fail('played', { '0': ['militia'] })).toEqual([]);
    expect(fail('handCount', [1, 2])).toEqual(['handCount: expected [1,2], got [2,1]']);
    expect(fail('deckCount', [5, 1])).toEqual(['deckCount: expected [5,1], got [1,5]']);
    expect(fail('row', [])).toEqual(['row: expected [], got ["kor",null,"prism-lens","militia",null,"void-sigil"]']);
    expect(fail('centerCount', 3)).toEqual(['centerCount: expected 3, got 2']);
    expect(fail('banished', ['kor'])).toEqual(['banished: expected ["kor"], got ["gear-gauntlet","quiet-archivist"]']);
    expect(fail('box', ['kor'])).toEqual(['box: expected ["kor"], got []']);
    expect(fail('supply', { mystic: 8, nope: 1 })).toEqual(['supply: expected {"mystic":8,"nope":1}, got {"mystic":9,"nope":null}']);
    expect(fail('active', 0)).toEqual(['active: expected 0, got 1']);
    expect(fail('order', [0, 1])).toEqual(['order: expected [0,1], got [1,0]']);
    expect(fail('teams', [1, 0])).toEqual(['teams: expected [1,0], got [0,1]']);
    expect(fail('portals', [0, 1])).toEqual(['portals: expected [0,1], got [1,0]']);
    expect(fail('portalsTaken', {})).toEqual(['portalsTaken: expected {}, got {"0,-4":1}']);
    expect(fail('forestsPlaced', ['-1,1', '1,2'])).toEqual(['forestsPlaced: expected ["-1,1","1,2"], got ["1,2","-1,1"]']);
    expect(fail('treasureTokens', {})).toEqual(['treasureTokens: expected {}, got {"1,1":"ironbark"}']);
    expect(fail('beacons', { '2,0': 0 })).toEqual(['beacons: expected {"2,0":0}, got {"2,0":1}']);
    expect(fail('turret', null)).toEqual(['turret: expected null, got {"hex":"0,2","owner":0}']);
    expect(fail('fairy', null)).toEqual(['fairy: expected null, got {"hex":"-1,2","owner":1}']);
    expect(fail('bagCount', 2)).toEqual(['bagCount: expected 2, got 3']);
    expect(fail('treasures', { '1': ['whetstone'] })).toEqual([
      'treasures: expected {"1":["whetstone"]}, got {"1":["ember-vial","whetstone"]}',
    ]);
    expect(fail('round', 1)).toEqual(['round: expected 1, got 3']);
    expect(fail('winner', [0])).toEqual(['winner: expected [0], got null']);
    expect(fail('endReason', 'honor')).toEqual(['endReason: expected "honor", got null']);
    expect(fail('waitingOn', null)).toEqual(['waitingOn: expected null, got {"kind":"turn","seat":1}']);
    expect(fail('prompted', [0])).toEqual(['prompted: expected [0], got [1]']);
    expect(fail('offeredTo', { '1': ['end', 'zz'] })).toEqual(['offeredTo: expected {"1":["end","zz"]}, got {"1":["end"]}']);
    expect(fail('offeredTo', { '0': ['end'] })).toEqual(['offeredTo: expected {"0":["end"]}, got {"0":[]}']);
    expect(fail('notOfferedTo', { '1': ['end', 'zz'] })).toEqual(['notOfferedTo: expected {"1":["end","zz"]}, got {"1":["zz"]}']);
    expect(fail('notOfferedTo', { '0': ['end'] })).toEqual([]);
    expect(fail('offered', ['end', 'zz'])).toEqual(['offered: expected ["end","zz"], got ["end"]']);
    expect(fail('notOffered', ['end', 'zz'])).toEqual(['notOffered: expected ["end","zz"], got ["zz"]']);
    expect(fail('sideHonor', { '0': 0, '1': 8 })).toEqual(['sideHonor: expected {"0":0,"1":8}, got {"0":7,"1":8}']);
    expect(fail('doneThisTurn', ['x'])).toEqual(['doneThisTurn: expected ["x"], got []']);
    expect(fail('sanctuaries', { '0,0': 1 })).toEqual(['sanctuaries: expected {"0,0":1}, got {"0,0":0}']);
    expect(fail('portalHexes', { '1': [] })).toEqual(['portalHexes: expected {"1":[]}, got {"1":["0,4","0,-4"]}']);
    expect(fail('chosenPortals', { '0': '0,4' })).toEqual(['chosenPortals: expected {"0":"0,4"}, got {}']);
    expect(fail('selectionRow', [])).toEqual(['selectionRow: expected [], got null']);
    expect(fail('squads', { '0': [] })).toEqual(['squads: expected {"0":[]}, got {"0":["ember-sentinel"]}']);
    expect(fail('newChampions', ['x'])).toEqual(['newChampions: expected ["x"], got []']);
    expect(fail('champions', { a: { at: null, zz: 1 } })).toEqual([
      'champions: expected {"a":{"at":null,"zz":1}}, got {"a":{"at":"0,0","zz":null}}',
    ]);
    expect(fail('champions', { b: { speed: 3 } })).toEqual(['champions: expected {"b":{"speed":3}}, got {"b":{"speed":null}}']);
    expect(fail('champions', { a: { skills: ['x'] } })).toEqual(['champions: expected {"a":{"skills":["x"]}}, got {"a":{"skills":[]}}']);
    expect(fail('evilHonor', 0)).toEqual(['evilHonor: expected 0, got null']);
    expect(fail('intrigueDiscard', [])).toEqual(['intrigueDiscard: expected [], got null']);
    expect(fail('intrigueCount', 0)).toEqual(['intrigueCount: expected 0, got null']);
    expect(fail('intrigueHand', [])).toEqual(['intrigueHand: expected [], got null']);
    expect(fail('intriguePlayed', [])).toEqual(['intriguePlayed: expected [], got null']);
    expect(fail('nonsense', 1)).toEqual(['unknown expectation nonsense']);
    // Every failing key is reported, in the expectation's order.
    expect(check(s, { round: 2, nonsense: 0, active: 1, bagCount: 0 })).toEqual([
      'round: expected 2, got 3',
      'unknown expectation nonsense',
      'bagCount: expected 0, got 3',
    ]);
  });

  it('sorts the card lists of hand, discard, played, treasures, banished, box, newChampions and intrigueHand before comparing; not the others', () => {
    const s = load(FULL);
    expect(check(s, { hand: { '0': ['militia', 'apprentice'] }, banished: ['quiet-archivist', 'gear-gauntlet'] })).toEqual([]);
    expect(check(s, { discard: { '1': ['militia', 'grove-chorus'] }, treasures: { '1': ['whetstone', 'ember-vial'] } })).toEqual([]);
    s.players[1]!.played = [...s.players[1]!.discard];
    s.box = ['kor', 'apprentice'];
    expect(check(s, { played: { '1': ['militia', 'grove-chorus'] }, box: ['kor', 'apprentice'] })).toEqual([]);
    expect(check(s, { row: ['void-sigil', null, 'prism-lens', 'militia', null, 'kor'] })).toEqual([
      'row: expected ["void-sigil",null,"prism-lens","militia",null,"kor"], got ["kor",null,"prism-lens","militia",null,"void-sigil"]',
    ]);
    expect(check(s, { order: [0, 1] })).toEqual(['order: expected [0,1], got [1,0]']);
  });
});

describe('AT scenario setup: defaults and seat counts', () => {
  it('the defaults: seed "scenario", the duel, seat 0 first; no Portal question unless asked', () => {
    expect(canonicalJson(load({}) as unknown as Json)).toBe(
      canonicalJson(load({ seed: 'scenario', mode: 'duel', first: 0 }) as unknown as Json),
    );
    const s = load({});
    expect([s.mode, s.players.length, s.order, s.active, s.pending]).toEqual(['duel', 2, [0, 1], 0, []]);
    expect(load({ first: 1 }).order).toEqual([1, 0]);
  });

  it('a position written by the loader announces nothing: its setup has no events', () => {
    expect(support.setup({ mode: 'solo' } as unknown as Json).events).toEqual([]);
    expect(support.setup(FULL as unknown as Json).events).toEqual([]);
  });

  it('the seats are named P1, P2… (the Overlord seat last); the dealt Treasure tokens stay unless replaced; no Turret nor Fairy Circle unless placed', () => {
    expect(load({}).players.map((p) => p.name)).toEqual(['P1', 'P2']);
    expect(load({ mode: 'teams' }).players.map((p) => p.name)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(load({ mode: 'coop', overlord: true }).evil!.overlord!.name).toBe('P3');
    const s = load({});
    expect([s.treasureTokens, s.tokens.turret, s.tokens.fairy, s.beacons, s.portalsTaken]).toEqual([
      { '-2,3': 'oak-charm', '-4,0': 'whetstone', '2,-3': 'gale-boots', '4,0': 'oak-charm' },
      null,
      null,
      {},
      {},
    ]);
  });

  it.each([
    [{ mode: 'solo' }, 1],
    [{ mode: 'coop' }, 2],
    [{ mode: 'teams' }, 4],
    [{ mode: 'melee' }, 4],
    [{ mode: 'melee', players: 3 }, 3],
    [{ mode: 'solo', overlord: true }, 1],
    [{ mode: 'coop', overlord: true }, 2],
  ] as [{ mode: string; players?: number; overlord?: boolean }, number][])(
    'AT-MD-1 AT-OV-1 %j seats %i players (the Overlord seat is not a player)',
    (setup, n) => {
      const s = load(setup);
      expect(s.players.length).toBe(n);
      expect(s.evil?.overlord?.seat ?? null).toBe(setup.overlord ? n : null);
    },
  );

  it('AT-CO-13 Co-op asks each player for a starting Portal only with portalChoice', () => {
    expect(check(load({ mode: 'coop', portalChoice: true }), { waitingOn: { seat: 0, kind: 'portal' }, prompted: [0] })).toEqual([]);
    expect(check(load({ mode: 'coop' }), { waitingOn: { seat: 0, kind: 'turn' }, prompted: [0, 1] })).toEqual([]);
    expect(load({ mode: 'coop', portalChoice: false }).pending).toEqual([]);
  });

  it('AT-SU-7 Champion Selection, a map, a difficulty and an Evil squad go to the options', () => {
    expect(check(load({ selection: true }), { waitingOn: { seat: 1, kind: 'select' } })).toEqual([]);
    expect(load({ selection: true }).selection!.row).toHaveLength(6);
    expect(load({}).selection).toBeNull();
    expect(load({}).map).toBe('three-sanctuaries');
    expect(load({ map: 'beacon-heights' }).map).toBe('beacon-heights');
    const hard = load({ mode: 'solo', difficulty: 'hard' });
    expect([hard.evil!.deck.length, hard.evil!.discard.length]).toEqual([28, 4]);
    const standard = load({ mode: 'solo' });
    expect([standard.evil!.deck.length, standard.evil!.discard.length]).toEqual([32, 0]);
    const squad = load({ mode: 'solo', evilSquad: ['lich-sovereign', 'rot-harbinger', 'ash-sprite', 'radiant-archer-evil'] });
    const evil = Object.values(squad.champions).filter((c) => c.owner === -1);
    expect(evil.map((c) => c.def)).toEqual(['lich-sovereign', 'rot-harbinger', 'ash-sprite', 'radiant-archer-evil']);
    expect(squad.evil!.tokens[evil[0]!.id]).toBe(0);
  });
});

describe('AT scenario setup: the Evil Player', () => {
  const EVIL = {
    mode: 'solo',
    overlord: true,
    intrigueDeck: ['muster', 'pincer'],
    intrigueDiscard: ['iron-tide'],
    evilHonor: 0,
    intrigueHand: ['night-march', 'grim-vigil'],
    runes: [3, 4],
    power: [1, 2],
    honor: [5, 6],
    champions: {
      me: { def: 'ember-sentinel', owner: 0, at: '0,3' },
      e1: { def: 'rot-harbinger', owner: -1, token: 2, at: '0,-3' },
      e2: { def: 'ash-sprite', owner: -1 },
      k1: { def: 'cultist', owner: -1, at: '1,-1' },
      h7: { def: 'iron-warden', owner: 0, at: '2,0' },
    },
  };

  it('AT-SO-14 AT-OV-5 the Intrigue deck, discard, Honor and the Overlord’s hand; Objective tokens (0 by default, none for a Cultist); values past the last seat ignored', () => {
    const s = load(EVIL);
    expect([s.evil!.deck, s.evil!.discard, s.evil!.honor, s.evil!.overlord!.hand, s.evil!.tokens]).toEqual([
      ['muster', 'pincer'],
      ['iron-tide'],
      0,
      ['night-march', 'grim-vigil'],
      { e1: 2, e2: 0 },
    ]);
    expect(s.players.map((p) => [p.runes, p.power, p.honor])).toEqual([[3, 1, 5]]);
    expect(
      check(s, {
        evilHonor: 0,
        intrigueDiscard: ['iron-tide'],
        intrigueCount: 2,
        intrigueHand: ['night-march', 'grim-vigil'],
        intriguePlayed: [],
        newChampions: ['iron-warden@0:2,0', 'cultist@-1:1,-1'],
        sanctuaries: { '0,0': -1, '-3,2': null },
        sideHonor: { '0': 5, '-1': 0 },
        portalHexes: { '0': ['-2,4'] },
        champions: { e2: { at: null, owner: -1, def: 'ash-sprite' } },
      }),
    ).toEqual([]);
    expect(check(s, { intrigueHand: ['x'], evilHonor: 1 })).toEqual([
      'intrigueHand: expected ["x"], got ["grim-vigil","night-march"]',
      'evilHonor: expected 1, got 0',
    ]);
    expect(check(s, { newChampions: ['x'] })).toEqual(['newChampions: expected ["x"], got ["cultist@-1:1,-1","iron-warden@0:2,0"]']);
  });

  it('without Overlord the Intrigue hand is ignored; the Evil fields are ignored outside Solo and Co-op', () => {
    const s = load({ mode: 'solo', intrigueHand: ['night-march'], evilHonor: 4 });
    expect(check(s, { evilHonor: 4, intrigueHand: null, intriguePlayed: null, intrigueCount: 32, intrigueDiscard: [] })).toEqual([]);
    const duel = load({ intrigueDeck: ['muster'], intrigueDiscard: ['pincer'], evilHonor: 2, champions: { x: { def: 'kor', owner: 0 } } });
    expect([duel.evil, Object.keys(duel.champions)]).toEqual([null, ['x']]);
  });
});

describe('AT scenario setup: the schema refuses what is out of bounds', () => {
  it.each([
    [{ players: 1 }],
    [{ players: 5 }],
    [{ players: 2.5 }],
    [{ first: 4 }],
    [{ first: -1 }],
    [{ mode: 'chess' }],
    [{ runes: [1] }],
    [{ runes: [1, 2, 3, 4, 5] }],
    [{ power: [1, 1.5] }],
    [{ round: 0 }],
    [{ supply: { mystic: -1 } }],
    [{ row: ['kor', null, null, null, null] }],
    [{ hands: { '4': ['kor'] } }],
    [{ hands: { '0': ['no-such-card'] } }],
    [{ centerDeck: ['no-such-card'] }],
    [{ treasureTokens: { '0,0': 'no-such-treasure' } }],
    [{ treasures: { '0': ['no-such-treasure'] } }],
    [{ treasureBag: ['no-such-treasure'] }],
    [{ beacons: { '0,0': 4 } }],
    [{ turret: { hex: '0,0', owner: -1 } }],
    [{ mode: 'solo', evilSquad: ['lich-sovereign', 'rot-harbinger', 'ash-sprite'] }],
    [{ mode: 'solo', evilHonor: -1 }],
    [{ difficulty: 'easy' }],
    [{ champions: { A1: { def: 'kor', owner: 0 } } }],
    [{ champions: { '1a': { def: 'kor', owner: 0 } } }],
    [{ champions: { a: { def: 'kor', owner: 4 } } }],
    [{ champions: { a: { def: 'kor', owner: -2 } } }],
    [{ champions: { a: { def: 'kor', owner: -1, token: 4 } } }],
    [{ champions: { a: { def: 'kor', owner: 0, damage: -1 } } }],
    [{ champions: { a: { def: 'kor', owner: 0, artifacts: ['no-such-card'] } } }],
  ])('%j is refused', (setup) => {
    expect(() => load(setup)).toThrow();
  });

  it.each([
    [{ players: 4, mode: 'teams' }, (s: AtState) => s.players.length, 4],
    [{ first: 1 }, (s: AtState) => s.active, 1],
    [{ runes: [1, 2, 3, 4], mode: 'melee' }, (s: AtState) => s.players.map((p) => p.runes), [1, 2, 3, 4]],
    [{ round: 1 }, (s: AtState) => s.round, 1],
    [{ supply: { mystic: 0 } }, (s: AtState) => s.supply.mystic, 0],
    [{ beacons: { '0,0': 3 } }, (s: AtState) => s.beacons, { '0,0': 3 }],
    [{ turret: { hex: '0,0', owner: 0 } }, (s: AtState) => s.tokens.turret, { hex: '0,0', owner: 0 }],
    [{ mode: 'solo', evilHonor: 0 }, (s: AtState) => s.evil!.honor, 0],
    [{ champions: { a1: { def: 'kor', owner: -1, token: 3 } }, mode: 'solo' }, (s: AtState) => s.evil!.tokens, { a1: 3 }],
    [{ champions: { b: { def: 'kor', owner: 3, damage: 0 } }, mode: 'melee' }, (s: AtState) => s.champions.b!.owner, 3],
    [{ champions: { b: { def: 'kor', owner: 0, card: 'a' } } }, (s: AtState) => s.champions.b!.card, 'a'],
    [{ champions: { b: { def: 'kor', owner: 0 } } }, (s: AtState) => 'card' in s.champions.b!, false],
  ] as [Record<string, unknown>, (s: AtState) => unknown, unknown][])('the bound itself is accepted: %j', (setup, read, value) => {
    expect(read(load(setup))).toEqual(value);
  });
});

describe('AT scenario checker: a malformed expectation is a failure, not a crash', () => {
  it('null, a number or a list where a record belongs; a record where choice ids belong', () => {
    const s = load(FULL);
    const fail = (key: string, want: unknown) => check(s, { [key]: want });
    for (const key of [
      'hand',
      'discard',
      'played',
      'treasures',
      'sideHonor',
      'sanctuaries',
      'portalHexes',
      'squads',
      'supply',
      'champions',
    ])
      for (const want of [null, 3, ['kor']]) expect(fail(key, want)).toEqual([`${key}: expected an object`]);
    expect(fail('offeredTo', null)).toEqual(['offeredTo: expected an object']);
    expect(fail('notOfferedTo', { '0': 'end' })).toEqual(['notOfferedTo: expected a list of choice ids for each seat']);
    expect(fail('offered', { '0': ['end'] })).toEqual(['offered: expected a list of choice ids']);
    expect(fail('notOffered', [1])).toEqual(['notOffered: expected a list of choice ids']);
    expect(fail('champions', { k1: null })).toEqual(['champions: expected an object of fields for each champion']);
    expect(fail('hand', { '0': null })).toEqual(['hand: expected a list of cards for each seat']);
    expect(fail('treasures', { '1': [2] })).toEqual(['treasures: expected a list of cards for each seat']);
    for (const key of ['hand', 'discard', 'played', 'treasures'])
      expect(fail(key, { '0': [], '1': null })).toEqual([`${key}: expected a list of cards for each seat`]);
    expect(fail('offeredTo', { '0': ['end'], '1': 'end' })).toEqual(['offeredTo: expected a list of choice ids for each seat']);
    expect(fail('champions', { a: { at: '0,0' }, k1: 3 })).toEqual(['champions: expected an object of fields for each champion']);
    expect(fail('offered', ['end', 2])).toEqual(['offered: expected a list of choice ids']);
    // Inside other records a value is compared, not refused (seat 0's Champion holds 0,0).
    expect(fail('sanctuaries', { '0,0': null })).toEqual(['sanctuaries: expected {"0,0":null}, got {"0,0":0}']);
    // The other keys compare whatever they are given, null included.
    expect(fail('round', null)).toEqual(['round: expected null, got 3']);
    expect(check(s, { hand: null, round: 3, offered: [] })).toEqual(['hand: expected an object']);
  });
});

describe('AT scenario checker: prompts, skills and new pawns', () => {
  it('AT-SV-2 a finished game asks nothing: no choice is offered, and every one is not offered', () => {
    const s = load({ mode: 'solo', champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } } });
    s.winner = [];
    expect(check(s, { prompted: [], waitingOn: null })).toEqual([]);
    expect(check(s, { offered: ['end'] })).toEqual(['offered: expected ["end"], got []']);
    expect(check(s, { notOffered: ['end'] })).toEqual([]);
  });

  it('a pawn’s skills are compared sorted, whatever the order of its card', () => {
    const s = load({
      mode: 'solo',
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' }, e1: { def: 'lumen-adept', owner: -1, token: 1, at: '1,-1' } },
    });
    expect(check(s, { champions: { e1: { skills: ['ranged', 'riposte'] } } })).toEqual([]);
    expect(check(s, { champions: { e1: { skills: [] } } })).toEqual([
      'champions: expected {"e1":{"skills":[]}}, got {"e1":{"skills":["ranged","riposte"]}}',
    ]);
  });

  it('new pawns are those with an id of h or k and digits only, on the board or off it', () => {
    const s = load({
      champions: {
        k12: { def: 'cultist', owner: 0 },
        h3: { def: 'ember-sentinel', owner: 1, at: '0,0' },
        xh1: { def: 'ember-sentinel', owner: 0, at: '1,0' },
        h1x: { def: 'ember-sentinel', owner: 0, at: '2,0' },
      },
    });
    expect(check(s, { newChampions: ['ember-sentinel@1:0,0', 'cultist@0:off'] })).toEqual([]);
  });
});
