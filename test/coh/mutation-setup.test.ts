/**
 * Champions of Hara setup (rules/setup.ts), exact (issue #23, mutation
 * testing): who may play, which character each seat gets, the turn order
 * cards, the World decks less two Events each, the Item deck, the arenas'
 * caps, the unlocked Alternate Ultimates and Passives, and Quests.
 */
import { describe, expect, it } from 'vitest';
import { initialState } from '../../src/games/coh/rules/setup.js';
import { cohOptionsSchema, type CohState } from '../../src/games/coh/rules/state.js';
import { CONTENT } from '../../src/games/coh/content/index.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const start = (options: Record<string, unknown>, n: number, seed = 'x', first?: number): CohState =>
  initialState(cohOptionsSchema.parse(options), seats(n), seed, first);
/** Character, turn order card, Advanced deck size, Passive and first Item of each seat. */
const chars = (s: CohState) => s.chars.map((c) => `${c.character} t${c.turnCard} a${c.advanced.length} ${c.passive} ${c.items[0]?.uid}`);

describe('CoH setup: who may play', () => {
  it.each([
    [{}, 1, 'the arenas need 2 to 4 characters'],
    [{ scenario: 's01' }, 2, 'is played by 3–4 characters'],
    [{ scenario: 's03' }, 2, 'is played by 1–1 characters'],
    [{ unlocked: [[], [], []] }, 2, 'unlocked cards are given for 3 seats but 2 play'],
  ] as const)('%j with %i seats is refused: %s', (options, n, message) => {
    expect(() => start(options, n)).toThrow(message);
  });

  it('as many unlock lists as seats are accepted', () => {
    expect(start({ unlocked: [[], []] }, 2).chars).toHaveLength(2);
  });
});

describe('CoH setup: characters and turn order', () => {
  it('COH-2.H: turn order cards dealt clockwise from a random first player (seed x: seat 1), or a forced one', () => {
    const s = start({}, 2, 'x');
    expect([s.cap, s.mode, chars(s), s.order]).toEqual([10, 'versus', ['kaoru t2 a4 null i1', 'leaf t1 a4 null i2'], [1, 0]]);
    const f = start({}, 3, 'y', 2);
    expect([chars(f), f.order]).toEqual([
      ['kaoru t2 a4 null i1', 'leaf t3 a4 null i2', 'persephone t1 a4 null i3'],
      [2, 0, 1],
    ]);
    expect(start({}, 3, 'y', 0).chars.map((c) => c.turnCard)).toEqual([1, 2, 3]);
  });

  it('COH-21.2: the Intro Arena plays to 5; a character asked twice goes to the first free one not asked for', () => {
    const s = start({ mode: 'intro', characters: ['soff', 'soff', 'kaoru'] }, 3);
    expect([s.cap, s.mode, s.chars.map((c) => c.character)]).toEqual([5, 'intro', ['soff', 'leaf', 'kaoru']]);
  });

  it('COH-A49: a Solo scenario is played by its character; a required one puts its character first when not picked', () => {
    expect(start({ scenario: 's03', characters: ['thomas'] }, 1).chars.map((c) => c.character)).toEqual(['kaoru']);
    expect(start({ scenario: 's01', characters: ['leaf', 'oric', 'soff'] }, 3).chars.map((c) => c.character)).toEqual([
      'kaoru',
      'leaf',
      'oric',
    ]);
    expect(start({ scenario: 's01', characters: ['oric', 'kaoru', 'soff'] }, 3).chars.map((c) => c.character)).toEqual([
      'oric',
      'kaoru',
      'soff',
    ]);
    // Not required: the players' picks stand.
    expect(start({ scenario: 's02', characters: ['oric', 'soff'] }, 2).chars.map((c) => c.character)).toEqual(['oric', 'soff']);
  });

  it('COH-2.E COH-2.G: each character on The Dojo with its starting tracks, four Base cards and a Dreamstone', () => {
    const s = start({}, 2, 'x');
    for (const c of s.chars) {
      const def = CONTENT.characters.find((d) => d.id === c.character)!;
      expect([c.at, c.health, c.spirit, c.energy, c.stance, c.hand.length, c.board, c.levels]).toEqual([
        'dojo:0',
        def.health,
        def.spirit,
        { red: 0, blue: 0, green: 0 },
        null,
        4,
        [],
        [],
      ]);
      expect(Object.fromEntries(Object.entries(def.resources).map(([r, spec]) => [r, spec.start]))).toEqual(c.res);
      expect([
        c.mainUltimate,
        c.unlocked,
        c.items[0]!.num,
        c.items[0]!.charges,
        c.turnCardDay,
        c.nextAttack,
        c.moveBonus,
        c.aggressiveDue,
      ]).toEqual([false, [], 1, null, 0, 0, 0, []]);
    }
  });
});

describe('CoH setup: decks', () => {
  it('COH-2.C COH-2.D: each World deck less two random Events (boxed), the Dusk and World Shift decks, the Item deck by number', () => {
    const s = start({}, 2, 'x');
    expect(s.box).toHaveLength(12);
    for (const w of CONTENT.worlds) {
      const events = w.deck.filter((c) => c.type === 'event').map((c) => c.id);
      expect(s.box.filter((id) => events.includes(id))).toHaveLength(2);
    }
    expect(s.shifts.slice().sort()).toEqual(CONTENT.shifts.map((c) => c.id).sort());
    // Three of each Item, eight Dreamstones less the one each character starts with.
    expect(s.itemStock).toEqual({ '1': 6, '2': 3, '3': 3, '4': 3, '5': 3, '6': 3, '7': 3 });
    expect(start({}, 4).itemStock['1']).toBe(4);
  });
});

describe('CoH setup: unlocks and Quests', () => {
  it('COH-32.5.4: an unlocked Alternate Ultimate joins the Advanced deck; another character’s unlock is ignored', () => {
    const s = start({ unlocked: [['kao-unbearable', 'lea-symphony'], ['kao-grizzled']] }, 2);
    expect(chars(s)).toEqual(['kaoru t2 a5 null i1', 'leaf t1 a4 null i2']);
    expect(s.chars[0]!.advanced).toContain('kao-unbearable');
    expect([s.chars[0]!.unlocked, s.chars[1]!.unlocked]).toEqual([['kao-unbearable'], []]);
    // A Passive unlocked is no Advanced card.
    const both = start({ unlocked: [['kao-unbearable', 'kao-grizzled'], []] }, 2).chars[0]!;
    expect([both.unlocked, both.advanced.length, both.advanced.includes('kao-grizzled')]).toEqual([
      ['kao-unbearable', 'kao-grizzled'],
      5,
      false,
    ]);
  });

  it('COH-32.5.5: Passives play in the Versus Arena only when every character has unlocked theirs', () => {
    const both = { unlocked: [['kao-grizzled'], ['lea-guardian']] };
    expect(start(both, 2).chars.map((c) => c.passive)).toEqual(['kao-grizzled', 'lea-guardian']);
    expect(start({ unlocked: [['kao-grizzled'], []] }, 2).chars.map((c) => c.passive)).toEqual([null, null]);
    expect(start({ ...both, mode: 'intro' }, 2).chars.map((c) => c.passive)).toEqual([null, null]);
    expect(start({ ...both, scenario: 's02' }, 2).chars.map((c) => c.passive)).toEqual([null, null]);
  });

  it('COH-32.6.2: Quests only when asked for (S13 deals its own)', () => {
    expect(start({}, 2).quests).toHaveLength(0);
    expect(start({ scenario: 's13', quests: true }, 2).quests).toHaveLength(4);
    expect(start({ scenario: 's13' }, 2).quests).toHaveLength(4);
    // No scenario but S09 has terror tokens at the start.
    expect(start({ scenario: 's13' }, 2).scn!.terror).toEqual([]);
  });
});

describe('CoH setup: the state a game starts from', () => {
  it('COH-2: an arena starts on Day 1 at Dawn, nothing discarded, no winner, no scenario', () => {
    const s = start({}, 2, 'x');
    expect([
      s.game,
      s.day,
      s.round,
      s.turn,
      s.dice,
      s.discard,
      s.winner,
      s.endReason,
      s.corrupted,
      s.ct,
      s.queue,
      s.scn,
      s.questDeck,
    ]).toEqual(['coh', 1, 'dawn', 0, [], [], null, null, [], null, [], null, []]);
  });

  it('COH-33: a scenario’s own record starts empty, one entry per character', () => {
    const s = start({ scenario: 's04' }, 2, 'x');
    expect(s.scn).toMatchObject({
      id: 's04',
      doom: 0,
      phase: 1,
      result: null,
      winners: [],
      team: [0, 0],
      tokens: {},
      count: 0,
      pool: [],
      struckFrom: null,
      chosen: [],
      hidden: [],
      tokenDmg: {},
      removed: [],
      points: [0, 0],
      targets: [-1, -1],
      inventory: [[], []],
      bossTokens: {},
      holds: {},
      bonusTurn: false,
      teamDoom: [0, 0],
    });
    expect(start({ scenario: 's01' }, 3, 'x').scn).toMatchObject({
      team: [0, 0, 0],
      points: [0, 0, 0],
      targets: [-1, -1, -1],
      inventory: [[], [], []],
    });
  });
});

describe('CoH setup: cards dealt', () => {
  it('COH-2.C: each World’s cards are in its deck, on its spaces or (two Events) in the box', () => {
    const s = start({}, 2, 'x');
    const onBoard = Object.values(s.spaces).map((c) => c.id);
    for (const w of CONTENT.worlds) {
      const ids = w.deck.map((c) => c.id);
      const boxed = s.box.filter((id) => ids.includes(id));
      expect(boxed.every((id) => w.deck.find((c) => c.id === id)!.type === 'event')).toBe(true);
      expect([...s.worldDecks[w.id]!, ...onBoard.filter((id) => ids.includes(id)), ...boxed].sort()).toEqual([...ids].sort());
    }
    // The Dusk deck: each Event once, every other card in its copies (none is placed on Day 1).
    expect(s.dusk).toHaveLength(CONTENT.dusk.reduce((n, c) => n + (c.type === 'event' ? 1 : c.copies), 0));
    expect(s.dusk).toHaveLength(32);
  });

  it('COH-2.E: Kaoru’s four Base cards in hand, his four other cards in the Advanced deck', () => {
    const s = start({}, 2, 'x');
    expect([s.chars[0]!.hand, s.chars[0]!.advanced]).toEqual([
      ['kao-dash', 'kao-landslide', 'kao-rock-maul', 'kao-bear-hide'],
      ['kao-avalanche', 'kao-patience', 'kao-bear-trail', 'kao-mountain'],
    ]);
  });

  it('COH-32.6.2: with Quests each character is offered two and keeps one; S02 always, S13 and S14 deal their own', () => {
    const q = start({ quests: true }, 2, 'x');
    expect([q.pending.map((p) => JSON.stringify(p)), q.questDeck.length]).toEqual([
      [
        '{"k":"quest","seat":1,"offer":["q-trials","q-beast-friend"],"keep":1,"seats":[1]}',
        '{"k":"quest","seat":0,"offer":["q-crimson-path","q-azure-path"],"keep":1,"seats":[0]}',
      ],
      8,
    ]);
    expect([start({}, 2, 'x').pending, start({}, 2, 'x').questDeck]).toEqual([[], []]);
    expect([start({ scenario: 's02' }, 2, 'x').pending.length, start({ scenario: 's02' }, 2, 'x').questDeck.length]).toEqual([2, 8]);
    expect([
      start({ scenario: 's14', quests: true }, 2, 'x').questDeck.length,
      start({ scenario: 's14' }, 2, 'x').questDeck.length,
    ]).toEqual([6, 6]);
  });
});
