/**
 * The end of a resolving spell's Wild Magic and the spell's close (rules/flow.ts, issue #23, mutation testing),
 * exact: a chaining Wild Magic whose second search runs out of cards, the found cards marked as added, the spell's
 * cards kept for the turn after an earlier spell's and as the last spell, and the spell's name read from the cards
 * of each slot's own kind.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { spellName } from '../../src/games/esw/rules/flow.js';
import { applyPosition } from '../../src/games/esw/rules/scenarios.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { cardName } from '../../src/games/esw/rules/util.js';
import { wizardCard } from '../../src/games/esw/content/index.js';

const lines = (events: GameEvent[]) => events.map((e) => textToString(e.text));

/**
 * Two wizards. P1 casts Blazemund (s17, elemental Source) with a Wild Surge (w5, chains twice) as its Quality;
 * the main deck holds only Scorching and Molten (q17, q19: elemental Qualities), the discard nothing. P2's spell
 * (three cards, so P1 goes first) holds two Sources: it asks P2 to fix it before anything of it resolves.
 */
function chainingSpell(turnCards: string[] | undefined): { st: EswState; events: GameEvent[] } {
  const { state: st } = eswEngine.scenarios.setup({
    players: 2,
    position: {
      hands: [null, ['s33', 's34', 'q33']],
      spells: [
        [
          { card: 's17', slot: 'source' },
          { card: 'w5', slot: 'quality' },
        ],
        null,
      ],
      mainTop: ['q17', 'q19'],
    },
  });
  st.main.draw = ['q17', 'q19'];
  st.main.discard = [];
  st.turnCards = turnCards;
  const events: GameEvent[] = [];
  const p2 = [
    { card: 's33', slot: 'source' as const },
    { card: 's34', slot: 'source' as const },
    { card: 'q33', slot: 'quality' as const },
  ];
  applyPosition(st, { spells: [null, p2] }, events);
  return { st, events };
}

describe('esw chaining Wild Magic (ESW-FX-13 ESW-AMB-14)', () => {
  it('ESW-FX-13: the find shares a glyph, the next search finds the second Quality, the third finds nothing and stops', () => {
    const { st, events } = chainingSpell([]);
    expect(lines(events)).toEqual([
      'P1 declares 2 components.',
      'P2 declares 3 components.',
      'P1 reveals: Blazemund, Wild Surge.',
      'Wild Magic in the Quality slot: 0 cards revealed and discarded before Scorching joins the spell.',
      'The Wild Magic chains: 0 cards more revealed, then Molten joins the spell too.',
      'P1 casts “Blazemund Scorching Conjuration”!',
      'Blazemund resolves, aimed at P2.',
      'P2 takes 3 damage (17 life left).',
    ]);
    // Both finds joined as added cards (the picture marks them), nothing stands for the empty third search.
    expect(st.casting!.cards).toEqual([
      { card: 's17', slot: 'source', resolved: true, added: false },
      { card: 'q17', slot: 'quality', resolved: false, added: true },
      { card: 'q19', slot: 'quality', resolved: false, added: true },
    ]);
    expect(events.find((e) => e.picture?.kind === 'spell')!.picture).toEqual({
      kind: 'spell',
      view: {
        seat: 0,
        who: 'P1',
        name: 'Blazemund Scorching Conjuration',
        cards: [
          { card: 's17', slot: 'source', added: false },
          { card: 'q17', slot: 'quality', added: true },
          { card: 'q19', slot: 'quality', added: true },
        ],
      },
    });
    expect([st.main.draw, st.main.discard]).toEqual([[], ['w5']]);
    // ESW-RESOLVE-4: two Qualities, the owner picks which goes first.
    expect(st.await).toEqual({ kind: 'order', seat: 0, cards: ['q17', 'q19'] });
  });
});

describe('esw a spell done (ESW-RESOLVE-6)', () => {
  it('ESW-RESOLVE-6: its cards join those of the turn after the earlier spells’, and it becomes the last spell', () => {
    const { st } = chainingSpell(['d01']);
    const after = eswEngine.apply(st, 0, { type: 'order', card: 'q17' });
    expect(lines(after.events).slice(0, 5)).toEqual([
      'P1 resolves Scorching next.',
      'Scorching resolves, aimed at P2.',
      'P2 takes 2 damage (15 life left).',
      'Molten resolves, aimed at P2.',
      'P2 takes 3 damage (12 life left).',
    ]);
    expect(after.state.turnCards).toEqual(['d01', 's17', 'q17', 'q19']);
    expect(after.state.lastSpell).toEqual({ seat: 0, name: 'Blazemund Scorching Conjuration', cards: ['s17', 'q17', 'q19'] });
    expect(after.state.main.discard).toEqual(['w5', 's17', 'q17', 'q19']);
    // P2's spell is next, and waits for its fix.
    expect(after.state.await).toEqual({ kind: 'fix', seat: 1, cards: ['s33', 's34'] });
  });

  it('a state with no record of the turn’s cards yet starts one with this spell’s', () => {
    const { st } = chainingSpell(undefined);
    expect(eswEngine.apply(st, 0, { type: 'order', card: 'q19' }).state.turnCards).toEqual(['s17', 'q17', 'q19']);
  });
});

describe('esw spell name (ESW-REVEAL-6 ESW-REVEAL-8 ESW-IMPL-13)', () => {
  it('ESW-REVEAL-6 ESW-REVEAL-8: a Wild Magic still in a slot names nothing: the wizard stands for the Source, the magic word for the Destination', () => {
    const { st } = chainingSpell([]);
    const casting = (cards: [string, 'source' | 'quality' | 'destination'][]) => ({
      seat: 0,
      name: '',
      steps: [],
      cards: cards.map(([card, slot]) => ({ card, slot, resolved: false, added: false })),
    });
    const wizard = wizardCard(st.seats[0]!.wizard).name;
    expect(spellName(st, casting([]))).toBe(`${wizard} Conjuration`);
    expect(spellName(st, casting([['w1', 'source']]))).toBe(`${wizard} Conjuration`);
    expect(spellName(st, casting([['w1', 'quality']]))).toBe(`${wizard} Conjuration`);
    expect(
      spellName(
        st,
        casting([
          ['s17', 'source'],
          ['w1', 'quality'],
          ['w2', 'destination'],
        ]),
      ),
    ).toBe('Blazemund Conjuration');
    expect(
      spellName(
        st,
        casting([
          ['s17', 'source'],
          ['q17', 'quality'],
          ['d02', 'destination'],
        ]),
      ),
    ).toBe(`Blazemund Scorching ${cardName('d02')}`);
  });
});

/** Two wizards from a scenario position: P1's spell, and P2's three primal heals (so P1 goes first with fewer cards). */
const P = (card: string, slot: 'source' | 'quality' | 'destination') => ({ card, slot });
const P2_HEALS = [P('s33', 'source'), P('q33', 'quality'), P('d37', 'destination')];
const play = (position: Json) => eswEngine.scenarios.setup({ players: 2, position });

describe('esw a card resolving (ESW-FX-1)', () => {
  it('ESW-FX-1: a Treasure taken by choice: the card resumes after the choice without resolving again', () => {
    const { state } = play({
      treasures: [null, ['t01', 't02']],
      spells: [[P('s11', 'source')], [P('s33', 'source'), P('q33', 'quality')]],
    });
    expect(state.await).toEqual({ kind: 'steal', seat: 0, card: 's11', from: 1, treasures: ['t01', 't02'] });
    const after = eswEngine.apply(state, 0, { type: 'steal', treasure: 't01' });
    expect(lines(after.events).slice(0, 4)).toEqual([
      'P1 takes the Treasure Owl-Feather Quill from P2.',
      'P1 draws 2 cards.',
      'P2 takes 2 damage (18 life left).',
      'P2 reveals: Mother Mossbottom, Mossy.',
    ]);
  });

  it('a card that steals nothing asks no Treasure of a foe holding two', () => {
    const { state, events } = play({
      treasures: [null, ['t01', 't02']],
      spells: [[P('s01', 'source')], [P('s33', 'source'), P('q33', 'quality')]],
    });
    expect(lines(events).slice(-10, -7)).toEqual([
      'P1 casts “Professor Quibblestone Conjuration”!',
      'Professor Quibblestone resolves, aimed at P2.',
      'P2 takes 2 damage (18 life left).',
    ]);
    expect([state.await, state.phase, state.turn, state.seats[1]!.treasures]).toEqual([null, 'build', 2, ['t01', 't02']]);
  });
});

describe('esw Wild Magic searches (ESW-WILD-6 ESW-FX-13)', () => {
  const wildLines = (events: GameEvent[]) => lines(events).filter((l) => l.startsWith('Wild Magic') || l.startsWith('The Wild Magic'));

  it('ESW-WILD-6: two Wild Magic search slot by slot, the Quality before the Destination, whatever their order in the spell', () => {
    for (const spell of [
      [P('s17', 'source'), P('w1', 'destination'), P('w2', 'quality')],
      [P('s17', 'source'), P('w2', 'quality'), P('w1', 'destination')],
    ]) {
      const { events } = play({ spells: [spell, P2_HEALS], mainTop: ['q17', 'd02'] });
      expect(wildLines(events)).toEqual([
        'Wild Magic in the Quality slot: 0 cards revealed and discarded before Scorching joins the spell.',
        'Wild Magic in the Destination slot: 0 cards revealed and discarded before Exam from Beyond joins the spell.',
      ]);
    }
  });

  it('ESW-FX-13: a chaining Wild Magic whose find shares no glyph with the rest of the spell searches no more', () => {
    const { events } = play({ spells: [[P('s17', 'source'), P('w5', 'quality')], P2_HEALS], mainTop: ['q01', 'q19'] });
    expect(wildLines(events)).toEqual([
      'Wild Magic in the Quality slot: 0 cards revealed and discarded before Overcomplicated joins the spell.',
    ]);
  });

  it('ESW-FX-13: a chaining Wild Magic looks past another Wild Magic still waiting in the spell', () => {
    const { events } = play({
      spells: [[P('s17', 'source'), P('w5', 'quality'), P('w1', 'destination')], P2_HEALS],
      mainTop: ['q17', 'q01', 'd02'],
    });
    expect(wildLines(events)).toEqual([
      'Wild Magic in the Quality slot: 0 cards revealed and discarded before Scorching joins the spell.',
      'The Wild Magic chains: 0 cards more revealed, then Overcomplicated joins the spell too.',
      'Wild Magic in the Destination slot: 0 cards revealed and discarded before Exam from Beyond joins the spell.',
    ]);
  });
});
