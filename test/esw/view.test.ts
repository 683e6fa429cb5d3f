import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { eswOutcome, eswStatus, eswView, previewName } from '../../src/games/esw/rules/view.js';

/**
 * What each seat sees and does not see (ESW-IMPL-9), as whole views with
 * exact values: public fields, the private part of the seat that asks, and
 * nothing of another seat's hand, draft or face-down spell.
 */

const setup = (position: Json): EswState => eswEngine.scenarios.setup({ players: 3, position }).state;

/** P1 has drafted Professor Quibblestone and Quadratic Kaboom, P2 has locked Mother Mossbottom, P3 builds. */
function building(): EswState {
  let st = setup({
    wizards: ['z1', 'z2', 'z3'],
    hands: [['s01', 'q03', 'd06', 'w1'], ['s33', 'q02', 'd37'], null],
    life: [20, 15, 9],
    tokens: [1, 0, 0],
    treasures: [['t01'], ['t02', 't05'], null],
    deadCards: [null, null, ['x01']],
  });
  st = eswEngine.apply(st, 0, { type: 'add', card: 's01', slot: 'source' }).state;
  st = eswEngine.apply(st, 0, { type: 'add', card: 'd06', slot: 'destination' }).state;
  st = eswEngine.apply(st, 1, { type: 'add', card: 's33', slot: 'source' }).state;
  st = eswEngine.apply(st, 1, { type: 'lock' }).state;
  return st;
}

const PLAYERS_BUILDING = [
  {
    seat: 0,
    name: 'P1',
    wizard: 'Krazzak the Unhinged',
    life: 20,
    alive: true,
    tokens: 1,
    handCount: null,
    treasures: [{ id: 't01', name: 'Owl-Feather Quill' }],
    deadCards: [],
    locked: false,
    pendingCount: null,
    initiative: null,
  },
  {
    seat: 1,
    name: 'P2',
    wizard: 'Tabitha Twitchwand',
    life: 15,
    alive: true,
    tokens: 0,
    handCount: null,
    treasures: [
      { id: 't02', name: 'Crystal Monocle' },
      { id: 't05', name: 'Antler Crown' },
    ],
    deadCards: [],
    locked: true,
    pendingCount: null,
    initiative: null,
  },
  {
    seat: 2,
    name: 'P3',
    wizard: 'Sir Fumblesworth',
    life: 9,
    alive: true,
    tokens: 0,
    handCount: null,
    treasures: [],
    deadCards: [{ id: 'x01', name: 'Haunted Grudge' }],
    locked: false,
    pendingCount: null,
    initiative: null,
  },
];

const PUBLIC_BUILDING = {
  game: 'esw',
  round: 1,
  turn: 1,
  phase: 'build',
  players: PLAYERS_BUILDING,
  casting: null,
  waitingFor: null,
  lastSpell: null,
  winner: null,
  // 104 after the deal, + 8 − 4 and + 8 − 3 for the two hands set; 3 Treasures and 1 Dead Wizard card dealt out.
  decks: { main: 113, mainDiscard: 0, treasures: 22, deadWizards: 24 },
};

describe('esw views: who sees what', () => {
  it('ESW-PLACE-2 ESW-IMPL-9: while building, the table sees life, tokens, Treasures, Dead Wizard cards and who has locked; no hand sizes', () => {
    expect(eswView(building(), 'public')).toEqual(PUBLIC_BUILDING);
  });

  it('ESW-IMPL-9: a seat sees its own hand, draft and the name the draft would read, not another seat’s', () => {
    const st = building();
    expect(eswView(st, 0)).toEqual({
      ...PUBLIC_BUILDING,
      you: {
        seat: 0,
        hand: ['s01', 'q03', 'd06', 'w1'],
        draft: [
          { card: 's01', slot: 'source' },
          { card: 'd06', slot: 'destination' },
        ],
        spell: null,
        draftName: 'Professor Quibblestone Quadratic Kaboom',
        choice: null,
      },
    });
    expect(eswView(st, 1)).toEqual({
      ...PUBLIC_BUILDING,
      // Locked: the card has left the hand for the face-down spell, which only its owner sees.
      you: { seat: 1, hand: ['q02', 'd37'], draft: [], spell: [{ card: 's33', slot: 'source' }], draftName: null, choice: null },
    });
    const third = eswView(st, 2) as { you: { hand: string[]; draft: unknown[]; draftName: unknown } };
    expect(third.you.hand).toEqual(st.seats[2]!.hand);
    expect(third.you.hand).toHaveLength(8);
    expect(third.you.draft).toEqual([]);
    expect(third.you.draftName).toBeNull();
    // A viewer with no seat here sees the public view.
    expect(eswView(st, 5)).toEqual(PUBLIC_BUILDING);
  });

  it('ESW-ORDER-1 ESW-ORDER-3: once resolving, hand sizes and declared counts are public, Initiative only once announced', () => {
    const st = setup({
      wizards: ['z1', 'z2', 'z3'],
      spells: [
        [
          { card: 's33', slot: 'source' },
          { card: 's34', slot: 'source' },
        ],
        [{ card: 's35', slot: 'source' }],
        [
          { card: 's36', slot: 'source' },
          { card: 'q02', slot: 'quality' },
          { card: 'd37', slot: 'destination' },
        ],
      ],
    });
    // P2's one-card spell has been cast; P1 (two Sources) must fix; P3's waits.
    expect(st.phase).toBe('resolve');
    const view = eswView(st, 'public') as {
      players: { handCount: number | null; locked: boolean; pendingCount: number | null; initiative: number | null }[];
      casting: unknown;
      waitingFor: unknown;
      lastSpell: unknown;
    };
    expect(view.players.map((p) => p.handCount)).toEqual([8, 8, 8]);
    expect(view.players.map((p) => p.locked)).toEqual([true, true, true]);
    expect(view.players.map((p) => p.pendingCount)).toEqual([null, null, 3]);
    expect(st.announced).toEqual([]);
    expect(view.players.map((p) => p.initiative)).toEqual([null, null, null]);
    expect(view.waitingFor).toEqual({ seat: 0, kind: 'fix' });
    expect(view.casting).toEqual({
      seat: 0,
      name: st.casting!.name,
      cards: [
        { card: 's33', slot: 'source', resolved: false, added: false },
        { card: 's34', slot: 'source', resolved: false, added: false },
      ],
    });
    // Only the seat asked sees the choice.
    expect((eswView(st, 0) as { you: { choice: Json } }).you.choice).toEqual({ kind: 'fix', seat: 0, cards: ['s33', 's34'] });
    expect((eswView(st, 2) as { you: { spell: Json } }).you.spell).toEqual([
      { card: 's36', slot: 'source' },
      { card: 'q02', slot: 'quality' },
      { card: 'd37', slot: 'destination' },
    ]);
    expect((eswView(st, 1) as { you: { spell: Json } }).you.spell).toBeNull();
    expect((eswView(st, 2) as { you: { choice: Json } }).you.choice).toBeNull();
    const announced = structuredClone(st);
    announced.announced = [2];
    const players = (eswView(announced, 'public') as { players: { initiative: number | null }[] }).players;
    expect(players.map((p) => p.initiative)).toEqual([null, null, 10]);
  });

  it('ESW-IMPL-9: once over, every seat shows as locked and no Initiative shows; a seat without a name shows an empty one', () => {
    const st = building();
    st.phase = 'over';
    st.seats[1]!.spell = [{ card: 'd06', slot: 'destination' }];
    st.announced = [1];
    st.names = ['Ann'];
    const players = (
      eswView(st, 'public') as { players: { name: string; locked: boolean; initiative: number | null; handCount: number }[] }
    ).players;
    expect(players.map((p) => [p.name, p.locked, p.initiative, p.handCount])).toEqual([
      ['Ann', true, null, 4],
      ['', true, null, 2],
      ['', true, null, 8],
    ]);
  });

  it('ESW-IMPL-13: the previewed name: the wizard without a Source, Conjuration without a Destination, the Quality between', () => {
    const st = setup({ wizards: ['z4', 'z2', 'z3'] });
    expect(previewName(st, 0, [])).toBe('Grizelda Gutspell Conjuration');
    expect(previewName(st, 0, [{ card: 'q03', slot: 'quality' }])).toBe('Grizelda Gutspell Footnoted Conjuration');
    expect(
      previewName(st, 0, [
        { card: 'd01', slot: 'destination' },
        { card: 'q03', slot: 'quality' },
        { card: 's01', slot: 'source' },
      ]),
    ).toBe('Professor Quibblestone Footnoted Library of Doom');
    expect(previewName(st, 1, [{ card: 'w1', slot: 'destination' }])).toBe('Tabitha Twitchwand Wild Magic');
  });
});

describe('esw outcome and status lines', () => {
  it('ESW-WIN-1: the winner first, then the others by tokens, ties together', () => {
    const st = setup({});
    expect(eswOutcome(st)).toBeNull();
    st.phase = 'over';
    expect(eswOutcome(st)).toBeNull();
    const four = eswEngine.scenarios.setup({ players: 4, position: {} }).state;
    four.phase = 'over';
    four.winner = 2;
    four.seats.forEach((s, i) => (s.tokens = [1, 0, 2, 1][i]!));
    const outcome = eswOutcome(four)!;
    expect(outcome.ranking).toEqual([[2], [0, 3], [1]]);
    expect(textToString(outcome.reason)).toBe('Last Survivor with 2 tokens');
    four.winner = 1;
    expect(eswOutcome(four)!.ranking).toEqual([[1], [2], [0, 3]]);
    four.phase = 'resolve';
    expect(eswOutcome(four)).toBeNull();
  });

  it('status: building, locked, dead and alive, and the spell being cast; a match over shows who stands', () => {
    const st = building();
    st.seats[2]!.alive = false;
    st.seats[2]!.life = 0;
    const lines = (over?: boolean) =>
      eswStatus(eswView(st, 'public'), over === undefined ? undefined : { over }).map((l) => textToString(l));
    expect(lines()).toEqual([
      'Round 1, turn 1',
      '✍️ P1: 20 life · tokens 1 · building',
      '🔒 P2: 15 life · tokens 0 · locked in',
      '💀 P3: dead until the next round · tokens 0',
    ]);
    expect(lines(false)).toEqual(lines());
    expect(lines(true)).toEqual([
      'Round 1, turn 1',
      '🧙 P1: 20 life · tokens 1',
      '🧙 P2: 15 life · tokens 0',
      '💀 P3: dead until the next round · tokens 0',
    ]);
    const casting = { ...(eswView(st, 'public') as object), phase: 'resolve', casting: { name: 'Big Spell' } } as unknown as Json;
    expect(eswStatus(casting).map((l) => textToString(l))).toEqual([
      'Round 1, turn 1',
      '🧙 P1: 20 life · tokens 1',
      '🧙 P2: 15 life · tokens 0',
      '💀 P3: dead until the next round · tokens 0',
      'Now casting: Big Spell',
    ]);
    expect(eswStatus(casting, { over: true })).toHaveLength(4);
    const unnamed = { ...(casting as object), casting: { name: '' } } as unknown as Json;
    expect(eswStatus(unnamed)).toHaveLength(4);
  });
});
