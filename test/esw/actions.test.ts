import { describe, expect, it } from 'vitest';
import { RuleError, type Json, type Prompt } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { applyInPlace, eswPrompts, isOffered, slotsFor } from '../../src/games/esw/rules/actions.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import type { Events } from '../../src/games/esw/rules/util.js';

/**
 * The prompts the engine offers and the actions it accepts (ESW-IMPL-10),
 * exact: ids, labels, menus, styles and flags of each prompt kind.
 */

const setup = (position: Json, players = 3): EswState => eswEngine.scenarios.setup({ players, position }).state;

/** A prompt as plain English. */
const read = (p: Prompt) => ({
  seat: p.seat,
  kind: p.kind,
  text: textToString(p.text),
  flags: [p.secret ?? null, p.simultaneous ?? null, p.layout ?? null],
  choices: p.choices.map((c) => [
    c.id,
    textToString(c.label),
    c.group === undefined ? null : textToString(c.group),
    c.description === undefined ? null : textToString(c.description),
    c.style ?? null,
    c.action,
  ]),
});

const refusal = (fn: () => void): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return textToString(e.reason);
    throw e;
  }
  return 'accepted';
};

describe('esw build prompts', () => {
  it('ESW-WILD-2: slots a card fits: its own kind, Wild Magic any', () => {
    expect(slotsFor('s01')).toEqual(['source']);
    expect(slotsFor('q03')).toEqual(['quality']);
    expect(slotsFor('d06')).toEqual(['destination']);
    expect(slotsFor('w1')).toEqual(['source', 'quality', 'destination']);
  });

  it('ESW-PLACE-1 ESW-AMB-12: one menu per slot, the cards that fit it, take-backs and the lock, exactly', () => {
    let st = setup({ hands: [['s01', 'd06', 'w1'], null, null] });
    expect(read(eswPrompts(st)[0]!)).toEqual({
      seat: 0,
      kind: 'buildSpell',
      text: 'Build your spell in secret: up to 3 cards, one per slot (Source, Quality, Destination), then lock it in. A second card in a slot makes the spell invalid: at reveal you discard down to one per slot.',
      flags: [true, true, 'menus'],
      choices: [
        [
          'a-s01-s',
          'Professor Quibblestone · Arcane',
          'Add a Source',
          'Target: the foe on your left',
          null,
          { type: 'add', card: 's01', slot: 'source' },
        ],
        [
          'a-w1-s',
          'Wild Magic (any slot)',
          'Add a Source',
          'Stands in for the slot; replaced from the deck when revealed',
          null,
          { type: 'add', card: 'w1', slot: 'source' },
        ],
        [
          'a-w1-q',
          'Wild Magic (any slot)',
          'Add a Quality',
          'Stands in for the slot; replaced from the deck when revealed',
          null,
          { type: 'add', card: 'w1', slot: 'quality' },
        ],
        [
          'a-d06-d',
          'Quadratic Kaboom · Arcane · Initiative 13',
          'Add a Destination',
          'Target: the foe on your right',
          null,
          { type: 'add', card: 'd06', slot: 'destination' },
        ],
        [
          'a-w1-d',
          'Wild Magic (any slot)',
          'Add a Destination',
          'Stands in for the slot; replaced from the deck when revealed',
          null,
          { type: 'add', card: 'w1', slot: 'destination' },
        ],
      ],
    });
    st = eswEngine.apply(st, 0, { type: 'add', card: 's01', slot: 'source' }).state;
    st = eswEngine.apply(st, 0, { type: 'add', card: 'w1', slot: 'source' }).state;
    const p = read(eswPrompts(st)[0]!);
    expect(p.text).toBe(
      'Your spell so far (2 of 3 cards): “Professor Quibblestone Conjuration”. Invalid: more than one Source; at reveal you discard down to one. Add, take back, or lock it in.',
    );
    expect(p.choices).toEqual([
      [
        'a-d06-d',
        'Quadratic Kaboom · Arcane · Initiative 13',
        'Add a Destination',
        'Target: the foe on your right',
        null,
        { type: 'add', card: 'd06', slot: 'destination' },
      ],
      ['r-s01', 'Take back Professor Quibblestone', null, null, 'secondary', { type: 'remove', card: 's01' }],
      ['r-w1', 'Take back Wild Magic', null, null, 'secondary', { type: 'remove', card: 'w1' }],
      ['lock', 'Lock in (2 cards)', null, null, 'success', { type: 'lock' }],
    ]);
    // Three cards: nothing more to add, only take-backs and the lock.
    st = eswEngine.apply(st, 0, { type: 'add', card: 'd06', slot: 'destination' }).state;
    expect(read(eswPrompts(st)[0]!).choices.map((c) => c[0])).toEqual(['r-s01', 'r-w1', 'r-d06', 'lock']);
  });

  it('a card without a target says so; one card locks as "1 card"', () => {
    let st = setup({ hands: [['s02'], null, null] });
    expect(read(eswPrompts(st)[0]!).choices[0]).toEqual([
      'a-s02-s',
      'Madame Ozzlethorpe · Arcane',
      'Add a Source',
      'No target',
      null,
      { type: 'add', card: 's02', slot: 'source' },
    ]);
    st = eswEngine.apply(st, 0, { type: 'add', card: 's02', slot: 'source' }).state;
    expect(read(eswPrompts(st)[0]!).text).toBe(
      'Your spell so far (1 of 3 cards): “Madame Ozzlethorpe Conjuration”. Add, take back, or lock it in.',
    );
    expect(read(eswPrompts(st)[0]!).choices.at(-1)).toEqual(['lock', 'Lock in (1 card)', null, null, 'success', { type: 'lock' }]);
  });

  it('ESW-PLACE-1: one prompt per living wizard who has not locked; none for the dead nor once over', () => {
    let st = setup({ alive: [true, false, true], hands: [['s01'], null, null] });
    expect(eswPrompts(st).map((p) => p.seat)).toEqual([0, 2]);
    st = eswEngine.apply(st, 0, { type: 'add', card: 's01', slot: 'source' }).state;
    st = eswEngine.apply(st, 0, { type: 'lock' }).state;
    expect(eswPrompts(st).map((p) => p.seat)).toEqual([2]);
    expect(isOffered(st, 0, { type: 'lock' })).toBe(false);
    expect(isOffered(st, 1, { type: 'lock' })).toBe(false);
    expect(isOffered(st, 7, { type: 'lock' })).toBe(false);
    st.phase = 'over';
    expect(eswPrompts(st)).toEqual([]);
  });

  it('ESW-PLACE-3: only offered actions apply, compared key by key; the refusal says why', () => {
    const st = setup({ hands: [['s01', 'q03'], null, null] });
    expect(isOffered(st, 0, { type: 'add', card: 's01', slot: 'source' })).toBe(true);
    expect(isOffered(st, 0, { type: 'add', card: 's01', slot: 'quality' })).toBe(false);
    expect(isOffered(st, 0, { type: 'add', card: 's01' })).toBe(false);
    expect(isOffered(st, 0, { type: 'add', card: 's01', slot: 'source', extra: 1 })).toBe(false);
    expect(isOffered(st, 0, { type: 'lock' })).toBe(false);
    expect(isOffered(st, 1, { type: 'add', card: 's01', slot: 'source' })).toBe(false);
    const ev: Events = [];
    expect(refusal(() => applyInPlace(structuredClone(st), 0, { type: 'lock' }, ev))).toBe('That move is not available right now.');
    const over = structuredClone(st);
    over.phase = 'over';
    expect(refusal(() => applyInPlace(over, 0, { type: 'add', card: 's01', slot: 'source' }, ev))).toBe('The match is over.');
    // Take back removes only that card.
    const s = structuredClone(st);
    applyInPlace(s, 0, { type: 'add', card: 's01', slot: 'source' }, ev);
    applyInPlace(s, 0, { type: 'add', card: 'q03', slot: 'quality' }, ev);
    applyInPlace(s, 0, { type: 'remove', card: 's01' }, ev);
    expect(s.seats[0]!.draft).toEqual([{ card: 'q03', slot: 'quality' }]);
    expect(ev).toEqual([]);
    // Locking: the draft leaves the hand face down, the table hears only that the seat locked.
    applyInPlace(s, 0, { type: 'lock' }, ev);
    expect(s.seats[0]!).toMatchObject({ hand: ['s01'], spell: [{ card: 'q03', slot: 'quality' }], draft: [], locked: true });
    expect(ev.map((e) => textToString(e.text))).toEqual(['P1 has locked in a spell.']);
    expect(s.phase).toBe('build');
  });
});

describe('esw resolution prompts', () => {
  /** P1 casts two Sources (must fix); P2 and P3 wait with one card each. */
  const fixing = () =>
    setup({
      life: [20, 14, 11],
      spells: [
        [
          { card: 's33', slot: 'source' },
          { card: 's34', slot: 'source' },
        ],
        [{ card: 's35', slot: 'source' }],
        [{ card: 's36', slot: 'source' }],
      ],
    });

  it('ESW-BUILD-20: a fix offers each card of the doubled slot to discard; the discard is logged and the spell goes on', () => {
    let st = fixing();
    // The one-card spells went first; P1's two-card spell waits for the fix.
    expect(eswPrompts(st).map(read)).toEqual([
      {
        seat: 0,
        kind: 'fixSpell',
        text: 'Your spell is invalid: remove cards until it holds at most one card per slot',
        flags: [null, null, null],
        choices: [
          ['f-s33', 'Discard Mother Mossbottom', null, null, null, { type: 'fix', card: 's33' }],
          ['f-s34', 'Discard Thornwick', null, null, null, { type: 'fix', card: 's34' }],
        ],
      },
    ]);
    const r = eswEngine.apply(st, 0, { type: 'fix', card: 's33' });
    st = r.state;
    expect(r.events.map((e) => textToString(e.text))[0]).toBe('P1 removes Mother Mossbottom to make the spell valid.');
    expect(st.main.discard).toContain('s33');
    expect(refusal(() => eswEngine.apply(st, 0, { type: 'fix', card: 's34' }))).toBe('That move is not available right now.');
  });

  it('ESW-IMPL-10: order, target and steal prompts, exactly', () => {
    const st = fixing();
    st.await = { kind: 'order', seat: 0, cards: ['s33', 's34'] };
    expect(read(eswPrompts(st)[0]!)).toMatchObject({
      kind: 'orderCards',
      text: 'Several cards share a slot: choose which resolves next',
      choices: [
        ['o-s33', 'Resolve Mother Mossbottom next', null, null, null, { type: 'order', card: 's33' }],
        ['o-s34', 'Resolve Thornwick next', null, null, null, { type: 'order', card: 's34' }],
      ],
    });
    st.seats[1]!.life = 14;
    st.seats[2]!.life = 11;
    st.await = { kind: 'target', seat: 0, card: 's14', seats: [2, 1] };
    expect(read(eswPrompts(st)[0]!)).toMatchObject({
      kind: 'chooseTarget',
      text: 'Choose the target of Necrotina',
      choices: [
        ['t-2', 'P3 (11 life)', null, null, null, { type: 'target', seat: 2 }],
        ['t-1', 'P2 (14 life)', null, null, null, { type: 'target', seat: 1 }],
      ],
    });
    st.await = { kind: 'steal', seat: 0, card: 's11', from: 1, treasures: ['t01', 't02'] };
    expect(read(eswPrompts(st)[0]!)).toMatchObject({
      seat: 0,
      kind: 'stealTreasure',
      text: 'Choose which Treasure of P2 The Hollow Accountant takes',
      choices: [
        ['s-t01', 'Take Owl-Feather Quill', null, expect.any(String), null, { type: 'steal', treasure: 't01' }],
        ['s-t02', 'Take Crystal Monocle', null, expect.any(String), null, { type: 'steal', treasure: 't02' }],
      ],
    });
    // Only the seat asked has a prompt.
    expect(isOffered(st, 1, { type: 'steal', treasure: 't01' })).toBe(false);
    expect(isOffered(st, 0, { type: 'steal', treasure: 't01' })).toBe(true);
    st.await = null;
    expect(eswPrompts(st)).toEqual([]);
  });
});

describe('esw build and fix edges', () => {
  it('ESW-AMB-12 ESW-BUILD-22: a filled slot offers its other cards as extras; the header names the doubled slot, and only a doubled one', () => {
    const st = setup({ hands: [['s01', 's02', 'q03', 'd06'], null, null] });
    st.seats[0]!.draft = [
      { card: 's01', slot: 'source' },
      { card: 'q03', slot: 'quality' },
    ];
    const p = eswPrompts(st)[0]!;
    expect(p.text).toEqual({ key: 'esw.prompt.build', vars: { count: 2, name: 'Professor Quibblestone Footnoted Conjuration' } });
    expect(p.choices.map((c) => [c.id, c.group === undefined ? null : textToString(c.group)])).toEqual([
      ['a-s02-s', 'Extra Source (invalid: you discard one Source at reveal)'],
      ['a-d06-d', 'Add a Destination'],
      ['r-s01', null],
      ['r-q03', null],
      ['lock', null],
    ]);
    st.seats[0]!.draft = [
      { card: 's01', slot: 'source' },
      { card: 's02', slot: 'source' },
    ];
    expect((eswPrompts(st)[0]!.text as { key: string }).key).toBe('esw.prompt.buildInvalid.source');
  });

  it('ESW-BUILD-20: the fix removes the card chosen, the first of the two here, and the other resolves', () => {
    const st = setup({
      life: [20, 14, 11],
      spells: [
        [
          { card: 's33', slot: 'source' },
          { card: 's34', slot: 'source' },
        ],
        [{ card: 's35', slot: 'source' }],
        [{ card: 's36', slot: 'source' }],
      ],
    });
    const ev: Events = [];
    applyInPlace(st, 0, { type: 'fix', card: 's33' }, ev);
    expect(ev.map((e) => textToString(e.text)).slice(0, 3)).toEqual([
      'P1 removes Mother Mossbottom to make the spell valid.',
      'P1 casts “Thornwick Conjuration”!',
      'Thornwick resolves, aimed at P2, P3.',
    ]);
  });

  it('nothing is offered while a spell resolves with no question pending, nor once the match is over', () => {
    const st = setup({ hands: [['s01'], null, null] });
    st.phase = 'resolve';
    st.await = null;
    expect(isOffered(st, 0, { type: 'fix', card: 's01' })).toBe(false);
    st.phase = 'over';
    expect(isOffered(st, 0, { type: 'add', card: 's01', slot: 'source' })).toBe(false);
    expect(eswPrompts(st)).toEqual([]);
  });
});
