/**
 * Reactions (rules/flow/reactions.ts), exact: who is asked and with which
 * choices (SFB-REACT-1..7: a ready essence, a targeted champion of the team
 * in the arena), passing, playing one (essence spent, card discarded, its ☛
 * abilities at once: SFB-AMB-22) and its ☜ abilities after the damage
 * (SFB-ATK-9).
 *
 * Kilgore (seat 0) attacks with Crushing Blow; Mariusz and Sulka (seat 1)
 * are its targets. Seat 1 holds Mist Form (Mariusz, C), Thick Fur (Sulka, C),
 * a second Thick Fur and Pounce (an attack).
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { decideReaction, reactionPost, skipReaction } from '../../src/games/sfb/rules/flow/reactions.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

const CRUSHING = { card: 'Crushing Blow', cardFr: 'Coup écrasant' };
const MIST = { card: 'Mist Form', cardFr: 'Forme de brume' };
const FUR = { card: 'Thick Fur', cardFr: 'Fourrure épaisse' };

function position(
  options: { mar?: string | null; essences?: string; hand?: string[]; cards?: object[]; targets?: string[] } = {},
): SfbState {
  const s = sfbEngine.scenarios!.setup({
    champions: {
      kil: { seat: 0, at: '0,-3' },
      mar: { seat: 1, at: options.mar === undefined ? '0,-2' : options.mar },
      sul: { seat: 1, at: '1,-3' },
    },
    hands: [['kil1'], options.hand ?? ['mar5', 'sul5', 'sul5', 'sul1']],
    essences: ['MCD', options.essences ?? 'MCD'],
    cards: options.cards ?? [],
  } as unknown as Json).state;
  s.act = {
    seat: 0,
    champ: 'kil',
    card: 'kil1',
    kind: 'attack',
    targets: options.targets ?? ['mar', 'sul'],
    vals: {},
    reaction: null,
    xp: [],
    kod: [],
  };
  return s;
}
const react = (seats: number[]) => ({ op: 'react' as const, seats });
const shown = (s: SfbState, seats: number[]) => {
  const spec = decideReaction(s, react(seats));
  return spec && { seat: spec.seat, kind: spec.kind, text: spec.text, secret: spec.secret, opts: spec.opts.map((o) => [o.id, o.label]) };
};

describe('SFB reactions (SFB-REACT, SFB-AMB-22, SFB-ATK-9)', () => {
  it('SFB-REACT-1 the next seat is asked, secretly: each reaction card once, on each of its targeted champions, then pass', () => {
    expect(shown(position(), [1, 0])).toEqual({
      seat: 1,
      kind: 'reaction',
      text: { key: 'sfb.p.react', vars: CRUSHING },
      secret: true,
      opts: [
        ['r:mar5:mar', { key: 'sfb.c.react', vars: { ...MIST, champ: 'Mariusz' } }],
        ['r:mar5:sul', { key: 'sfb.c.react', vars: { ...MIST, champ: 'Sulka' } }],
        ['r:sul5:mar', { key: 'sfb.c.react', vars: { ...FUR, champ: 'Mariusz' } }],
        ['r:sul5:sul', { key: 'sfb.c.react', vars: { ...FUR, champ: 'Sulka' } }],
        ['pass', { key: 'sfb.c.pass' }],
      ],
    });
  });

  it('only targets of the seat’s own team in the arena, only with a ready essence; otherwise no decision', () => {
    expect(shown(position({ targets: ['sul'] }), [1])!.opts.map(([id]) => id)).toEqual(['r:mar5:sul', 'r:sul5:sul', 'pass']);
    expect(shown(position({ mar: null }), [1])!.opts.map(([id]) => id)).toEqual(['r:mar5:sul', 'r:sul5:sul', 'pass']);
    // Kilgore is seat 0's own champion: seat 1 cannot react for it.
    expect(shown(position({ targets: ['kil'] }), [1])).toBeNull();
    expect(shown(position({ essences: 'MD' }), [1])).toBeNull();
    expect(shown(position({ hand: ['sul1'] }), [1])).toBeNull();
    expect(shown(position(), [])).toBeNull();
    // Seat 0 holds no reaction.
    expect(shown(position({ targets: ['kil'] }), [0])).toBeNull();
  });

  it('passing asks the next seat; a seat with nothing to play is passed over', () => {
    const s = position();
    s.stack.push(react([1, 0]));
    decideReaction(s, react([1, 0]))!
      .opts.at(-1)!
      .run(s, []);
    expect(s.stack.at(-1)).toEqual(react([0]));

    const skipped = position();
    const depth = skipped.stack.length;
    skipReaction(skipped, react([1, 0, 3]));
    expect(skipped.stack.slice(depth)).toEqual([react([0, 3])]);
    skipReaction(skipped, react([1]));
    expect(skipped.stack.length).toBe(depth + 1);
  });

  it('SFB-AMB-22 playing one: the essence spent, the card from the hand to the discard, the reaction recorded, said, and its ☛ abilities queued first-listed on top', () => {
    const pre = [
      { op: 'heal', n: 1, who: 'self' },
      { op: 'draw', n: 2, who: 'self' },
    ];
    const s = position({
      hand: ['mar9', 'sul1'],
      cards: [{ id: 'mar9', champion: 'mar', name: { en: 'Test', fr: 'Essai' }, type: 'reaction', essence: 'M', defense: 1, pre }],
    });
    s.stack.push(react([1]));
    const depth = s.stack.length;
    const events: Events = [];
    decideReaction(s, react([1]))!
      .opts.find((o) => o.id === 'r:mar9:sul')!
      .run(s, events);
    const p = s.players[1]!;
    expect([p.ess, p.hand, p.discard.at(-1)]).toEqual([{ M: false, C: true, D: true }, ['sul1'], 'mar9']);
    expect(s.act!.reaction).toEqual({ seat: 1, card: 'mar9', on: 'sul' });
    expect(events).toEqual([{ text: { key: 'sfb.ev.reaction', vars: { player: p.name, card: 'Test', cardFr: 'Essai', champ: 'Sulka' } } }]);
    const ctx = { src: 'sul', credit: 'mar', chooser: 1 };
    expect(s.stack.slice(depth - 1)).toEqual([
      { op: 'eff', e: { ...pre[1], n: 2 }, ctx, phase: 'rpre' },
      { op: 'eff', e: { ...pre[0], n: 1 }, ctx, phase: 'rpre' },
    ]);
  });

  it('SFB-ATK-9 after the damage, the reaction’s ☜ abilities, credited to the card’s champion (its own id when the team does not field it)', () => {
    const s = position();
    const depth = s.stack.length;
    reactionPost(s);
    expect(s.stack.length).toBe(depth);

    s.act!.reaction = { seat: 1, card: 'sul5', on: 'mar' };
    reactionPost(s);
    expect(s.stack.slice(depth)).toEqual([
      { op: 'eff', e: { op: 'push', n: 1, who: 'attacker' }, ctx: { src: 'mar', credit: 'sul', chooser: 1 }, phase: 'rpost' },
    ]);

    const stray = position();
    stray.act!.reaction = { seat: 1, card: 'akh6', on: 'mar' };
    reactionPost(stray);
    expect(stray.stack.slice(depth)).toEqual([
      { op: 'eff', e: { op: 'dash', n: 2, who: 'self' }, ctx: { src: 'mar', credit: 'akh', chooser: 1 }, phase: 'rpost' },
    ]);
  });
});
