/**
 * Champions of Hara conformance-scenario support (rules/scenario.ts), exact
 * (issue #23, mutation testing): the setup object's defaults and bounds (each
 * refused just past it, accepted on it), each field written into the state,
 * and each expectation key checked both ways, with its exact failure message.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { canonicalJson } from '../../src/core/game.js';
import { QUESTS, worldCardDef } from '../../src/games/coh/content/index.js';
import { scenarioSupport } from '../../src/games/coh/rules/scenario.js';
import type { CohState } from '../../src/games/coh/rules/state.js';

const setup = (raw: object): CohState => scenarioSupport.setup(raw as Json).state;
const check = (s: CohState, want: object, events: GameEvent[] = []) => scenarioSupport.check(s, want as Json, events);
const refused = (raw: object) => {
  try {
    setup(raw);
    return false;
  } catch {
    return true;
  }
};
/** Zod's refusal lists its issues as JSON: the message's quotes come escaped. */
const SPACE = JSON.stringify('an accessible space such as "baiyu:3" or "dojo:0"').slice(1, -1);

describe('CoH scenario setup: defaults', () => {
  it('COH-2.H: Kaoru and Leaf in the Versus Arena, seed "scenario", seat 0 first and active, no loaded dice', () => {
    const s = setup({});
    expect([s.chars.map((c) => c.character), s.mode, s.cap, s.order, s.turn, s.dice, s.scn]).toEqual([
      ['kaoru', 'leaf'],
      'versus',
      10,
      [0, 1],
      0,
      [],
      null,
    ]);
    expect(canonicalJson(s.rng)).toBe(canonicalJson(setup({ seed: 'scenario' }).rng));
    expect(canonicalJson(s.rng)).not.toBe(canonicalJson(setup({ seed: 'other' }).rng));
  });

  it('COH-21.2.1: the mode, the first player, the active seat, the Day and round, the dice given', () => {
    expect(setup({ mode: 'intro' }).cap).toBe(5);
    expect(setup({ first: 1 }).order).toEqual([1, 0]);
    const s = setup({ characters: ['soff', 'oric', 'leaf'], first: 2, active: 0, day: 4, round: 'dusk', dice: [1, 6] });
    expect([s.chars.map((c) => c.character), s.order, s.order[s.turn], s.day, s.round, s.dice]).toEqual([
      ['soff', 'oric', 'leaf'],
      [2, 0, 1],
      0,
      4,
      'dusk',
      [1, 6],
    ]);
    expect([setup({ day: 1 }).day, setup({ day: 6 }).day]).toEqual([1, 6]);
  });
});

describe('CoH scenario setup: bounds', () => {
  it.each([
    ['no character', { characters: [] }],
    ['five characters', { characters: ['kaoru', 'leaf', 'oric', 'soff', 'thomas'] }],
    ['first seat 4', { first: 4 }],
    ['first seat -1', { first: -1 }],
    ['Day 0', { day: 0 }],
    ['Day 7', { day: 7 }],
    ['active seat 4', { active: 4 }],
    ['active seat -1', { active: -1 }],
    ['a die of 0', { dice: [0] }],
    ['a die of 7', { dice: [7] }],
    ['seat "4"', { chars: { '4': {} } }],
    ['seat "01"', { chars: { '01': {} } }],
    ['Health 0', { chars: { '0': { health: 0 } } }],
    ['Health 11', { chars: { '0': { health: 11 } } }],
    ['Spirit -1', { chars: { '0': { spirit: -1 } } }],
    ['Spirit 11', { chars: { '0': { spirit: 11 } } }],
    ['11 Red', { chars: { '0': { energy: { red: 11 } } } }],
    ['-1 Blue', { chars: { '0': { energy: { blue: -1 } } } }],
    ['11 Green', { chars: { '0': { energy: { green: 11 } } } }],
    ['-1 GRIT', { chars: { '0': { res: { grit: -1 } } } }],
    ['an unknown Item', { chars: { '0': { items: [99] } } }],
    ['a next attack of -1', { chars: { '0': { nextAttack: -1 } } }],
    ['a Move bonus of -1', { chars: { '0': { moveBonus: -1 } } }],
    ['a Corrupted’s tag 0', { corrupted: [{ id: 'enoki', at: 'dojo:1', tag: 0 }] }],
    ['a Corrupted’s tag 7', { corrupted: [{ id: 'enoki', at: 'dojo:1', tag: 7 }] }],
    ['a Corrupted’s Health 0', { corrupted: [{ id: 'enoki', at: 'dojo:1', health: 0 }] }],
    ['a Corrupted’s Resilience 0', { corrupted: [{ id: 'enoki', at: 'dojo:1', resilience: 0 }] }],
    ['a Quest with no seat', { quests: [{ id: QUESTS[0]!.id, seats: [] }] }],
    ['a Quest for seat 4', { quests: [{ id: QUESTS[0]!.id, seats: [4] }] }],
    ['a Quest for seat -1', { quests: [{ id: QUESTS[0]!.id, seats: [-1] }] }],
    ['a Quest part 4', { quests: [{ id: QUESTS[0]!.id, seats: [0], part: 4 }] }],
    ['a Quest count -1', { quests: [{ id: QUESTS[0]!.id, seats: [0], count: -1 }] }],
    ['Doom -1', { scenario: 's04', scenarioState: { doom: -1 } }],
    ['phase 0', { scenario: 's04', scenarioState: { phase: 0 } }],
    ['count -1', { scenario: 's04', scenarioState: { count: -1 } }],
    ['a token in pool 0', { scenario: 's04', scenarioState: { pool: [0] } }],
    ['a token in pool 7', { scenario: 's04', scenarioState: { pool: [7] } }],
    ['points -1', { scenario: 's04', scenarioState: { points: [-1] } }],
    ['target -2', { scenario: 's04', scenarioState: { targets: [-2] } }],
    ['target 4', { scenario: 's04', scenarioState: { targets: [4] } }],
    ['a token held by seat 4', { scenario: 's04', scenarioState: { holds: { '1': 4 } } }],
    ['a token held by seat -1', { scenario: 's04', scenarioState: { holds: { '1': -1 } } }],
    ['an unknown World removed', { scenario: 's04', scenarioState: { removed: ['nowhere'] } }],
    ['team Doom -1', { scenario: 's04', scenarioState: { teamDoom: [-1] } }],
    ['Leaf’s MOMENTUM 6', { scenario: 's04', scenarioState: { leaf: { momentum: 6 } } }],
    ['Leaf’s MOMENTUM -1', { scenario: 's04', scenarioState: { leaf: { momentum: -1 } } }],
    ['Persephone’s Health 0', { scenario: 's04', scenarioState: { npc: { health: 0 } } }],
    ['Persephone’s Health 11', { scenario: 's04', scenarioState: { npc: { health: 11 } } }],
    ['Persephone’s Spirit -1', { scenario: 's04', scenarioState: { npc: { spirit: -1 } } }],
    ['Persephone’s Spirit 11', { scenario: 's04', scenarioState: { npc: { spirit: 11 } } }],
    ['Persephone’s FEAR 11', { scenario: 's04', scenarioState: { npc: { fear: 11 } } }],
    ['Persephone’s FEAR -1', { scenario: 's04', scenarioState: { npc: { fear: -1 } } }],
    ['31 energy given', { scenario: 's04', scenarioState: { npc: { given: 31 } } }],
    ['-1 energy given', { scenario: 's04', scenarioState: { npc: { given: -1 } } }],
  ])('refuses %s', (_what, raw) => {
    expect(refused(raw)).toBe(true);
  });

  it.each([
    ['four characters, seat 3 first and active', { characters: ['kaoru', 'leaf', 'oric', 'soff'], first: 3, active: 3 }],
    ['dice 1 and 6', { dice: [1, 6] }],
    ['each mode and round by name', { mode: 'versus', round: 'dawn' }],
    ['Leaf’s In Hand half', { scenario: 's04', scenarioState: { leaf: { side: 'hand' } } }],
    [
      'Health 1 and 10, Spirit 0 and 10, energy 0 and 10',
      { chars: { '0': { health: 1, spirit: 0, energy: { red: 10, blue: 0 } }, '1': { health: 10, spirit: 10, energy: { green: 10 } } } },
    ],
    ['a next attack and Move bonus of 0', { chars: { '1': { nextAttack: 0, moveBonus: 0, res: { momentum: 0 } } } }],
    [
      'a Corrupted’s tag 1 and 6, Health and Resilience 1',
      {
        corrupted: [
          { id: 'enoki', at: 'dojo:1', tag: 1, health: 1, resilience: 1 },
          { id: 'ophion', at: 'dojo:2', tag: 6 },
        ],
      },
    ],
    [
      'a Quest for seats 0 and 3, part 3',
      { characters: ['kaoru', 'leaf', 'oric', 'soff'], quests: [{ id: QUESTS[0]!.id, seats: [0, 3], part: 3, count: 0 }] },
    ],
    [
      'the lowest counters',
      {
        scenario: 's04',
        scenarioState: {
          doom: 0,
          phase: 1,
          count: 0,
          pool: [1, 6],
          points: [0],
          targets: [-1, 3],
          holds: { '1': 0, '2': 3 },
          teamDoom: [0],
        },
      },
    ],
    ['Leaf’s MOMENTUM 0 and 5', { scenario: 's04', scenarioState: { leaf: { momentum: 5 } } }],
    ['Persephone at her bounds', { scenario: 's04', scenarioState: { npc: { health: 1, spirit: 0, fear: 0, given: 30 } } }],
    ['Persephone at her other bounds', { scenario: 's04', scenarioState: { npc: { health: 10, spirit: 10, fear: 10, given: 0 } } }],
  ])('accepts %s', (_what, raw) => {
    expect(refused(raw)).toBe(false);
  });

  it('COH-4.3: a space is a tile and a cell 0–6, accessible; each refusal names what it wants', () => {
    const at = (space: string) => () => setup({ chars: { '0': { at: space } } });
    for (const bad of ['baiyu:7', 'Baiyu:1', 'baiyu:0', 'x baiyu:1', 'baiyu:1x', ':1', 'baiyu1']) expect(at(bad)).toThrow(SPACE);
    expect([setup({ chars: { '0': { at: 'dojo:0' } } }).chars[0]!.at, setup({ chars: { '0': { at: 'drear:6' } } }).chars[0]!.at]).toEqual([
      'dojo:0',
      'drear:6',
    ]);
    expect(() => setup({ chars: { '0': { hand: ['no-card'] } } })).toThrow('an ability card id');
    expect(() => setup({ spaces: { 'dojo:1': 'no-card' } })).toThrow('a World, Dusk or Rift card id');
    expect(() => setup({ quests: [{ id: 'q-none', seats: [0] }] })).toThrow('a Quest id');
    expect(() => setup({ chars: { '3': {} } })).toThrow('no seat 3');
  });
});

describe('CoH scenario setup: fields written', () => {
  it('COH-7.15: a character’s fields; its cards leave its Advanced deck; another character’s card is refused', () => {
    const base = setup({});
    const [own, advanced] = [base.chars[0]!.hand[0]!, base.chars[0]!.advanced[0]!];
    const s = setup({
      chars: {
        '0': {
          at: 'baiyu:2',
          health: 3,
          spirit: 7,
          energy: { red: 2, green: 5 },
          res: { grit: 2 },
          hand: [own, advanced],
          board: [base.chars[0]!.hand[1]!],
          items: [1, 2],
          stance: 'koi',
          levels: ['blue'],
          nextAttack: 2,
          moveBonus: 1,
        },
      },
    });
    const c = s.chars[0]!;
    expect([c.at, c.health, c.spirit, c.energy, c.res.grit, c.hand, c.board, c.stance, c.levels, c.nextAttack, c.moveBonus]).toEqual([
      'baiyu:2',
      3,
      7,
      { red: 2, blue: 0, green: 5 },
      2,
      [own, advanced],
      [base.chars[0]!.hand[1]!],
      'koi',
      ['blue'],
      2,
      1,
    ]);
    expect(c.advanced).toEqual(base.chars[0]!.advanced.filter((a) => a !== advanced));
    expect(c.items.map((i) => i.uid)).toEqual(['s0i0', 's0i1']);
    expect(c.items.map((i) => i.num)).toEqual([1, 2]);
    // Fields not given keep the setup's.
    const other = s.chars[1]!;
    const before = base.chars[1]!;
    expect([other.at, other.health, other.spirit, other.hand, other.items, other.stance]).toEqual([
      before.at,
      before.health,
      before.spirit,
      before.hand,
      before.items,
      before.stance,
    ]);
    expect(() => setup({ chars: { '0': { board: [base.chars[1]!.hand[0]!] } } })).toThrow(
      `${base.chars[1]!.hand[0]!} is not a card of kaoru`,
    );
  });

  it('COH-2.H: seats are named P1, P2…; a seat given one field keeps every other field of the setup', () => {
    const base = setup({ characters: ['kaoru', 'leaf', 'oric'] });
    expect(base.chars.map((c) => c.name)).toEqual(['P1', 'P2', 'P3']);
    const fields = (c: CohState['chars'][0]) => [
      c.at,
      c.health,
      c.spirit,
      c.energy,
      c.res,
      c.hand,
      c.board,
      c.items,
      c.stance,
      c.levels,
      c.nextAttack,
      c.moveBonus,
    ];
    const levelled = setup({ characters: ['kaoru', 'leaf', 'oric'], chars: { '2': { levels: ['red'] } } }).chars[2]!;
    expect(fields(levelled)).toEqual(fields({ ...base.chars[2]!, levels: ['red'] }));
    const items = setup({ characters: ['kaoru', 'leaf', 'oric'], chars: { '2': { items: [6] } } }).chars[2]!;
    expect(items.items).toEqual([{ uid: 's2i0', num: 6, charges: 2 }]);
    expect(fields({ ...items, items: base.chars[2]!.items })).toEqual(fields(base.chars[2]!));
  });

  it('COH-5.1.4: the spaces replaced: a World card by id, face up unless an Event; or face up or down as told', () => {
    const base = setup({});
    const monster = Object.values(base.worldDecks)
      .flat()
      .find((id) => worldCardDef(id).type === 'monster')!;
    const event = Object.values(base.worldDecks)
      .flat()
      .find((id) => worldCardDef(id).type === 'event')!;
    const s = setup({
      spaces: { 'dojo:1': monster, 'dojo:2': event, 'dojo:3': { id: event, faceUp: true }, 'dojo:4': { id: monster, faceUp: false } },
    });
    expect(Object.entries(s.spaces).map(([sp, c]) => `${sp} ${c.id} ${c.faceUp} ${c.dmg}`)).toEqual([
      `dojo:1 ${monster} true 0`,
      `dojo:2 ${event} false 0`,
      `dojo:3 ${event} true 0`,
      `dojo:4 ${monster} false 0`,
    ]);
    expect(new Set(Object.values(s.spaces).map((c) => c.uid)).size).toBe(4);
    expect(s.nextUid).toBe(base.nextUid + 4);
    const decks = setup({ worldDecks: { baiyu: [monster] }, dusk: [base.dusk[0]!], shifts: ['sh-a'] });
    expect([decks.worldDecks.baiyu, decks.worldDecks.drear, decks.dusk, decks.shifts]).toEqual([
      [monster],
      base.worldDecks.drear,
      [base.dusk[0]],
      ['sh-a'],
    ]);
  });

  it('COH-28.4: the Corrupted given replace those in play, with their space, team, tag, Resilience and Health', () => {
    const s = setup({
      corrupted: [
        { id: 'enoki', at: 'dojo:1', team: 1, tag: 2, resilience: 3, health: 4 },
        { id: 'ophion', at: 'dojo:2' },
      ],
    });
    expect(s.corrupted.map((c) => [c.id, c.at, c.team, c.tag, c.resilience, c.health])).toEqual([
      ['enoki', 'dojo:1', 1, 2, 3, 4],
      ['ophion', 'dojo:2', null, null, s.corrupted[1]!.resilience, s.corrupted[1]!.start],
    ]);
    expect(s.corrupted[1]!.start).toBeGreaterThan(4);
    expect(setup({ scenario: 's04', characters: ['kaoru', 'leaf'], corrupted: [] }).corrupted).toEqual([]);
  });

  it('COH-32.6.3: the Quests given replace those dealt, part 1 and count 0 unless told', () => {
    const [a, b] = [QUESTS[0]!.id, QUESTS[1]!.id];
    const s = setup({
      quests: [
        { id: a, seats: [1] },
        { id: b, seats: [0, 1], part: 2, count: 3 },
      ],
    });
    expect(s.quests).toEqual([
      { id: a, seats: [1], part: 1, count: 0 },
      { id: b, seats: [0, 1], part: 2, count: 3 },
    ]);
  });

  it('COH-32.2.2: a scenario’s counters and tokens written; those not given keep the setup’s', () => {
    const base = setup({ scenario: 's04' });
    const s = setup({
      scenario: 's04',
      scenarioState: {
        doom: 2,
        phase: 2,
        count: 3,
        tokens: { '1': 'dojo:1' },
        team: [0, 1],
        pool: [4],
        hidden: ['1'],
        points: [1, 2],
        targets: [1, 0],
        inventory: [[base.worldDecks.baiyu![0]!], []],
        holds: { '2': 1 },
        teamDoom: [1, 0],
        terror: ['drear:2'],
      },
    });
    const scn = s.scn!;
    expect([
      scn.doom,
      scn.phase,
      scn.count,
      scn.tokens,
      scn.team,
      scn.pool,
      scn.hidden,
      scn.points,
      scn.targets,
      scn.inventory,
      scn.holds,
      scn.teamDoom,
      scn.terror,
    ]).toEqual([
      2,
      2,
      3,
      { '1': 'dojo:1' },
      [0, 1],
      [4],
      ['1'],
      [1, 2],
      [1, 0],
      [[base.worldDecks.baiyu![0]!], []],
      { '2': 1 },
      [1, 0],
      ['drear:2'],
    ]);
    const none = setup({ scenario: 's04', scenarioState: {} }).scn!;
    expect(canonicalJson(none)).toBe(canonicalJson(base.scn));
    // S12 starts with its six tokens on spaces: counters given without tokens keep them.
    const s12 = setup({ scenario: 's12', characters: ['persephone'] }).scn!;
    expect(Object.keys(s12.tokens)).toHaveLength(6);
    expect(setup({ scenario: 's12', characters: ['persephone'], scenarioState: { doom: 1 } }).scn!.tokens).toEqual(s12.tokens);
    // Counters given for an arena are ignored.
    expect(setup({ scenarioState: { doom: 3 } }).scn).toBeNull();
  });

  it('COH-S04: Worlds removed leave the layout with their cards', () => {
    const base = setup({ scenario: 's04' });
    const s = setup({ scenario: 's04', scenarioState: { removed: ['baiyu', 'drear'] } });
    expect(s.scn!.removed).toEqual(['baiyu', 'drear']);
    expect(Object.keys(s.layout).sort()).toEqual(
      Object.keys(base.layout)
        .filter((t) => t !== 'baiyu' && t !== 'drear')
        .sort(),
    );
    expect(Object.keys(s.spaces).filter((sp) => sp.startsWith('baiyu:') || sp.startsWith('drear:'))).toEqual([]);
    expect(Object.keys(s.spaces).length).toBe(
      Object.keys(base.spaces).filter((sp) => !sp.startsWith('baiyu:') && !sp.startsWith('drear:')).length,
    );
    expect(Object.keys(s.spaces).length).toBeGreaterThan(0);
  });

  it('COH-S18 COH-S09: Leaf’s pile and Persephone’s board written over the setup’s, field by field', () => {
    const leafBase = setup({ scenario: 's18', characters: ['thomas'] });
    const pile = leafBase.scn!.leaf!.pile;
    const leaf = setup({
      scenario: 's18',
      characters: ['thomas'],
      scenarioState: { leaf: { at: 'dojo:3', momentum: 2, pile: [pile[1]!], spent: [pile[0]!], side: 'board' } },
    }).scn!.leaf!;
    expect(leaf).toEqual({ at: 'dojo:3', momentum: 2, pile: [pile[1]], spent: [pile[0]], side: 'board' });
    const kept = setup({ scenario: 's18', characters: ['thomas'], scenarioState: { leaf: { momentum: 1 } } }).scn!.leaf!;
    expect(kept).toEqual({ ...leafBase.scn!.leaf!, momentum: 1 });
    const npcBase = setup({ scenario: 's09', characters: ['oric'] }).scn!.npc!;
    const npc = setup({
      scenario: 's09',
      characters: ['oric'],
      scenarioState: { npc: { at: 'dojo:2', health: 3, spirit: 4, energy: { blue: 6 }, fear: 2, given: 7, freed: true } },
    }).scn!.npc!;
    expect(npc).toEqual({ at: 'dojo:2', health: 3, spirit: 4, energy: { ...npcBase.energy, blue: 6 }, fear: 2, given: 7, freed: true });
    const npcKept = setup({ scenario: 's09', characters: ['oric'], scenarioState: { npc: { fear: 1 } } }).scn!.npc!;
    expect(npcKept).toEqual({ ...npcBase, fear: 1 });
    // A scenario without Leaf or Persephone ignores them.
    const other = setup({ scenario: 's04', scenarioState: { leaf: { momentum: 1 }, npc: { fear: 1 } } }).scn!;
    expect([other.leaf, other.npc]).toEqual([null, null]);
  });

  it('COH-2.D: the setup’s Gold decisions stay unless dropped; nothing else waits; the turn starts afresh', () => {
    const gold = setup({ scenario: 's05', characters: ['kaoru', 'leaf', 'oric'] });
    expect(gold.pending.map((p) => p.k)).toContain('gold');
    expect(gold.pending.every((p) => p.k === 'gold')).toBe(true);
    const dropped = setup({ scenario: 's05', characters: ['kaoru', 'leaf', 'oric'], setupGold: false });
    expect(dropped.pending.filter((p) => p.k === 'gold')).toEqual([]);
    const s = setup({});
    expect([s.queue, s.pending, s.ts.activations, s.step]).toEqual([[], [], 3, 'adventure']);
  });
});

describe('CoH scenario expectations', () => {
  /** Built inside each test, so that mutation testing sees the setup run by the test that checks it. */
  function state(): CohState {
    const s = setup({
      scenario: 's04',
      spaces: { 'dojo:1': { id: 'bai-bridge', faceUp: true } },
      chars: { '0': { energy: { red: 2 }, res: { grit: 1 }, items: [1, 2] } },
      worldDecks: { baiyu: ['bai-bridge', 'bai-calligraphy'] },
      dusk: ['dsk-rift-grove'],
      quests: [{ id: QUESTS[0]!.id, seats: [0] }],
      corrupted: [{ id: 'enoki', at: 'dojo:2' }],
    });
    s.spaces['dojo:1']!.dmg = 2;
    s.discard = ['x1'];
    return s;
  }

  it('a state meets what it holds; an unknown key is named', () => {
    const s = state();
    const c0 = s.chars[0]!;
    expect(
      check(s, {
        chars: {
          '0': {
            hand: [...c0.hand].reverse(),
            items: [2, 1],
            charges: c0.items.map((i) => i.charges),
            energy: { red: 2 },
            res: { grit: 1, heat: 0 },
            at: c0.at,
          },
        },
        spaces: { 'dojo:1': 'bai-bridge', 'dojo:3': null },
        decks: { baiyu: ['bai-bridge'], dusk: ['dsk-rift-grove'] },
        deckSizes: { baiyu: 2, dusk: 1, nowhere: 0 },
        monsterDamage: { 'dojo:1': 2 },
        cardCount: Object.keys(s.spaces).length,
        active: 0,
        activations: 3,
        quests: [{ id: QUESTS[0]!.id, seats: [0], part: 1, count: 0 }],
        scenario: { id: 's04', doom: 0 },
        corrupted: [{ id: 'enoki', at: 'dojo:2' }],
        day: 1,
        round: 'dawn',
        step: 'adventure',
        winner: null,
        endReason: null,
        order: [0, 1],
        discard: ['x1'],
        itemStock: { '1': s.itemStock['1']! },
        layout: { dojo: { slot: 0, rot: 0 } },
        adjacent: { 'dojo:0': ['dojo:6', 'dojo:5', 'dojo:4', 'dojo:3', 'dojo:2', 'dojo:1'] },
        distance: { 'dojo:0|dojo:1': 1, 'dojo:1|dojo:4': 2 },
        waitingOn: { seat: 0, kind: 'turn' },
        choices: [],
      }).filter((m) => !m.startsWith('choices')),
    ).toEqual([]);
    expect(check(s, { nonsense: 1 })).toEqual(['unknown expectation nonsense']);
  });

  it('a seat’s cards and Items are compared sorted, whatever their order in the state; charges in the Items’ order', () => {
    const base = setup({});
    const sortedHand = [...base.chars[0]!.hand].sort();
    const s = setup({ chars: { '0': { hand: [...sortedHand].reverse(), items: [4, 1] } } });
    expect([s.chars[0]!.hand, s.chars[0]!.items.map((i) => i.charges)]).toEqual([[...sortedHand].reverse(), [3, null]]);
    const advanced = [...s.chars[0]!.advanced].reverse();
    expect(check(s, { chars: { '0': { hand: sortedHand, items: [1, 4], charges: [3, null], advanced } } })).toEqual([]);
    expect(check(s, { chars: { '0': { charges: [null, 3] } } })).toEqual(['seat 0 charges: expected [null,3], got [3,null]']);
    expect(check(s, { chars: { '0': { board: ['zz'] } } })).toEqual(['seat 0 board: expected ["zz"], got []']);
  });

  it('each key’s failure message, exact', () => {
    const s = state();
    const c0 = s.chars[0]!;
    const got = check(s, {
      chars: { '0': { hand: ['zz'], energy: { blue: 9 }, res: { grit: 5 }, health: 1 } },
      spaces: { 'dojo:1': { id: 'bai-bridge', faceUp: false }, 'dojo:3': 'bai-bridge' },
      decks: { baiyu: ['bai-calligraphy'], dusk: [], drear: ['zz'], nowhere: ['zz'] },
      deckSizes: { baiyu: 3, dusk: 2 },
      monsterDamage: { 'dojo:1': 1, 'dojo:3': 0 },
      cardCount: 0,
      waitingOn: null,
      active: 1,
      activations: 2,
      quests: [],
      scenario: { doom: 4 },
      corrupted: [{ at: 'dojo:3' }, { id: 'x' }],
      day: 2,
      winner: 0,
      order: [1, 0],
      discard: ['x2', 'x1'],
      itemStock: { '1': 99 },
      layout: { dojo: { slot: 1, rot: 0 } },
      adjacent: { 'dojo:0': ['dojo:1'] },
      distance: { 'dojo:0|dojo:1': 2 },
    });
    expect(got).toEqual([
      `seat 0 hand: expected ["zz"], got ${JSON.stringify([...c0.hand].sort())}`,
      'seat 0 energy: expected {"red":2,"blue":9,"green":0}, got {"red":2,"blue":0,"green":0}',
      'seat 0 res: expected {"grit":5}, got {"grit":1}',
      `seat 0 health: expected 1, got ${c0.health}`,
      'space dojo:1: expected {"id":"bai-bridge","faceUp":false}, got {"id":"bai-bridge","faceUp":true}',
      'space dojo:3: expected "bai-bridge", got null',
      'top of the baiyu deck: expected ["bai-calligraphy"], got ["bai-bridge"]',
      `top of the drear deck: expected ["zz"], got ${JSON.stringify(s.worldDecks.drear!.slice(0, 1))}`,
      'top of the nowhere deck: expected ["zz"], got []',
      'cards in the baiyu deck: expected 3, got 2',
      'cards in the dusk deck: expected 2, got 1',
      'damage on dojo:1: expected 1, got 2',
      'damage on dojo:3: expected 0, got undefined',
      `cards on spaces: expected 0, got ${Object.keys(s.spaces).length}`,
      'waitingOn: expected null, got {"seat":0,"kind":"turn"}',
      'active: expected 1, got 0',
      'activations: expected 2, got 3',
      `quests: expected [], got [{"id":"${QUESTS[0]!.id}","seats":[0],"part":1,"count":0}]`,
      'scenario doom: expected 4, got 0',
      'Corrupted in play: expected 2, got 1',
      'Corrupted 0 at: expected "dojo:3", got "dojo:2"',
      'Corrupted 1 id: expected "x", got undefined',
      'day: expected 2, got 1',
      'winner: expected 0, got null',
      'order: expected [1,0], got [0,1]',
      'x2 is not in the discard',
      `item stock 1: expected 99, got ${s.itemStock['1']}`,
      'layout dojo: expected {"slot":1,"rot":0}, got {"slot":0,"rot":0}',
      'adjacent dojo:0: expected ["dojo:1"], got ["dojo:1","dojo:2","dojo:3","dojo:4","dojo:5","dojo:6"]',
      'distance dojo:0|dojo:1: expected 2, got 1',
    ]);
  });

  it('offered, not offered and the exact choices; events that happened and did not', () => {
    const s = state();
    const ids = check(s, { choices: ['none'] })[0]!;
    expect(ids.startsWith('choices: expected ["none"], got [')).toBe(true);
    const first = (JSON.parse(ids.slice(ids.indexOf('got ') + 4)) as string[])[0]!;
    expect(check(s, { offered: [first], notOffered: ['none'] })).toEqual([]);
    expect(check(s, { offered: ['none'] })[0]).toMatch(/^"none" is not offered \(.+\)$/);
    expect(check(s, { notOffered: [first] })).toEqual([`"${first}" is offered`]);
    const events: GameEvent[] = [{ text: 'plain' }, { text: { key: 'coh.ev.x' } }, { text: { key: 'coh.ev.x' } }];
    expect(check(s, { events: ['plain', 'coh.ev.x'], noEvents: ['coh.ev.y'] }, events)).toEqual([]);
    expect(check(s, { events: ['coh.ev.y'], noEvents: ['plain', 'coh.ev.x'] }, events)).toEqual([
      'no event coh.ev.y (plain coh.ev.x)',
      'event plain happened',
      'event coh.ev.x happened',
    ]);
    const over = { ...s, step: 'over' as const };
    expect([check(over, { active: null }), check(over, { waitingOn: null }), check(over, { offered: ['a'] })]).toEqual([
      [],
      [],
      ['"a" is not offered (no decision)'],
    ]);
  });
});
