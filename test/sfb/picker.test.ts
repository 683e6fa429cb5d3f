/**
 * The SFB side of the panel's spatial picker (#11): which hex or direction
 * each choice designates, and the warning on a card that would fizzle
 * (SFB-ATK-18 melee reach, SFB-BASIC-12 move then attack).
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { wastedPlay } from '../../src/games/sfb/rules/reach.js';

function position(champions: Record<string, { seat: number; at: string | null; xp?: boolean }>, hand: string[]): SfbState {
  return sfbEngine.scenarios!.setup({ champions, hands: [hand, []] } as unknown as Json).state;
}

const activate = (s: SfbState) => sfb.prompts(s).find((p) => p.kind === 'activate')!;

describe('a card with no target in reach (SFB-ATK-18, SFB-BASIC-12)', () => {
  it('is warned when no hex its move reaches puts an enemy in reach', () => {
    // Kilgore's Frenzy: move 1, then melee. Mariusz is 4 hexes away.
    const s = position({ kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,1' } }, ['kil2']);
    expect(wastedPlay(s, 0, 'kil2')).toBe(true);
    const play = activate(s).choices.find((c) => c.id === 'p.kil2')!;
    expect(play.warning).toEqual({ key: 'sfb.ui.pick.noTarget' });
  });

  it('is not warned when the move brings an enemy into reach, or when one is already there', () => {
    const twoAway = position({ kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,-1' } }, ['kil2']);
    expect(wastedPlay(twoAway, 0, 'kil2')).toBe(false);
    const adjacent = position({ kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,-2' } }, ['kil2']);
    expect(wastedPlay(adjacent, 0, 'kil2')).toBe(false);
    expect(activate(adjacent).choices.find((c) => c.id === 'p.kil2')!.warning).toBeUndefined();
  });

  it('counts only enemies for an attack: an ally in reach does not make it worth playing', () => {
    const s = position({ kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: '1,-3' }, mar: { seat: 1, at: '0,2' } }, ['kil2']);
    expect(wastedPlay(s, 0, 'kil2')).toBe(true);
  });

  it('is never warned when the champion moves itself before targeting (a dash), nor for a skill without targeting', () => {
    // Headlong Charge dashes 3 first: where it attacks from is not known in advance.
    const s = position({ kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,3' } }, ['kil3']);
    expect(wastedPlay(s, 0, 'kil3')).toBe(false);
  });
});

describe('a card with no target in reach: the edges (SFB-ATK-18, SFB-BASIC-12)', () => {
  it("counts the experienced side's move bonus: Ko'lel's Hex Bolt (move 1, direct 1–3) reaches 5 hexes down a line only when experienced", () => {
    const rows: [string, boolean, boolean][] = [
      ['2,0', false, false], // 4 away: one step is enough
      ['2,1', false, true], // 5 away: two steps (1 + the bonus)
      ['2,2', true, true], // 6 away: out of reach either way
    ];
    for (const [at, xp, plain] of rows) {
      expect(wastedPlay(position({ kol: { seat: 0, at: '2,-4', xp: true }, mar: { seat: 1, at } }, ['kol5']), 0, 'kol5'), at).toBe(xp);
      expect(wastedPlay(position({ kol: { seat: 0, at: '2,-4' }, mar: { seat: 1, at } }, ['kol5']), 0, 'kol5'), at).toBe(plain);
    }
  });

  it("a card without a move attacks from where the champion stands: Akhet's Parting Volley (indirect 1–4) reaches 4 hexes, not 5", () => {
    expect(wastedPlay(position({ akh: { seat: 0, at: '2,-4' }, mar: { seat: 1, at: '2,0' } }, ['akh3']), 0, 'akh3')).toBe(false);
    expect(wastedPlay(position({ akh: { seat: 0, at: '2,-4' }, mar: { seat: 1, at: '2,1' } }, ['akh3']), 0, 'akh3')).toBe(true);
  });

  it('from the portal: only the hexes its move reaches (the deployment row), not the portal itself', () => {
    const rows: [string, boolean][] = [
      ['0,-3', false], // next to the deployment row
      ['1,-3', false],
      ['0,-2', true], // two rows in: out of melee reach from the row
      ['0,0', true],
    ];
    for (const [at, wasted] of rows)
      expect(wastedPlay(position({ kil: { seat: 0, at: null }, mar: { seat: 1, at } }, ['kil2']), 0, 'kil2'), at).toBe(wasted);
  });

  it('from the portal, a card without a move has nowhere to attack from: Parting Volley is wasted even with an enemy 3 hexes from the deployment row', () => {
    // Akhet's Parting Volley (indirect 1–4, no move): from the row 2,-4 the enemy at 2,-1 would be in reach.
    expect(wastedPlay(position({ akh: { seat: 0, at: null }, mar: { seat: 1, at: '2,-1' } }, ['akh3']), 0, 'akh3')).toBe(true);
    expect(wastedPlay(position({ akh: { seat: 0, at: '2,-4' }, mar: { seat: 1, at: '2,-1' } }, ['akh3']), 0, 'akh3')).toBe(false);
  });

  it('reads the card, not the content: a reaction with a targeting is never warned; a ☛ effect that is not a self move does not excuse the card', () => {
    // Written cards (a scenario's own, rules/scenario.ts): none of the content's has these shapes.
    const written = (pre: { op: string; n: number; who: string }[], type = 'attack') => ({
      id: 'kil9',
      champion: 'kil',
      name: { en: 'Test', fr: 'Test' },
      type,
      essence: 'M',
      targeting: { kind: 'melee' },
      ...(type === 'attack' ? { strength: 2 } : {}),
      pre,
    });
    const far = (card: object) =>
      sfbEngine.scenarios!.setup({
        champions: { kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,3' } },
        hands: [['kil9'], []],
        cards: [card],
      } as unknown as Json).state;
    const rows: [string, object, boolean][] = [
      ['a reaction with a melee targeting', written([], 'reaction'), false],
      ['no ☛ effect', written([]), true],
      ['a ☛ self heal (not a move)', written([{ op: 'heal', n: 1, who: 'self' }]), true],
      ["a ☛ dash of the target (not the champion's own)", written([{ op: 'dash', n: 3, who: 'target' }]), true],
      // Each move of its own before targeting: where it attacks from is not known in advance.
      ...['dash', 'dive', 'jump', 'place', 'approach', 'retreat'].map((op): [string, object, boolean] => [
        `a ☛ self ${op}`,
        written([{ op, n: 3, who: 'self' }]),
        false,
      ]),
    ];
    for (const [label, card, wasted] of rows) expect(wastedPlay(far(card), 0, 'kil9'), label).toBe(wasted);
  });

  it('is never warned for a reaction, a card without targeting, a seat that is not playing, or a card of a champion not its own', () => {
    const s = position({ kil: { seat: 0, at: '0,-3' }, akh: { seat: 0, at: '3,-3' }, mar: { seat: 1, at: '0,3' } }, [
      'kil5',
      'akh5',
      'kil2',
    ]);
    expect(wastedPlay(s, 0, 'kil2')).toBe(true);
    expect(wastedPlay(s, 0, 'kil5')).toBe(false); // Iron Hide: a reaction
    expect(wastedPlay(s, 0, 'akh5')).toBe(false); // Desert Wind: move 3, no target
    expect(wastedPlay(s, 5, 'kil2')).toBe(false);
    expect(wastedPlay(s, 1, 'kil2')).toBe(false);
  });
});

describe('spatial hints on SFB choices', () => {
  it('give each destination its hex and zone name, and each target its champion’s hex', () => {
    const s = position({ kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '0,-2' } }, ['kil2']);
    const afterPlay = sfb.apply(s, 0, activate(s).choices.find((c) => c.id === 'p.kil2')!.action).state;
    const move = sfb.prompts(afterPlay)[0]!;
    expect(move.kind).toBe('move');
    const hexes = move.choices.filter((c) => c.hex !== undefined);
    expect(hexes.length).toBeGreaterThan(0);
    for (const c of hexes) expect(c.id).toBe(`h.${c.hex!.replace(',', '_')}`);
    expect(move.choices.every((c) => c.group === undefined || c.hex !== undefined)).toBe(true);
    const stay = sfb.apply(afterPlay, 0, move.choices.find((c) => c.id === 'stay')!.action).state;
    const attack = sfb.prompts(stay)[0]!;
    expect(attack.kind).toBe('attack');
    expect(attack.choices.find((c) => c.id === 't.mar')).toMatchObject({ hex: '0,-2' });
  });
});

describe('directions on SFB choices', () => {
  it('name an area attack by where it faces: rotation 0 faces east, and the six rotations face six ways', () => {
    // Hammer Quake (Dugrim): move 1, then an arc of three hexes.
    const s = position({ dug: { seat: 0, at: '0,0' }, mar: { seat: 1, at: '1,0' }, kil: { seat: 1, at: '-1,0' } }, ['dug1']);
    const played = sfb.apply(s, 0, activate(s).choices.find((c) => c.id === 'p.dug1')!.action).state;
    const stayed = sfb.apply(played, 0, sfb.prompts(played)[0]!.choices.find((c) => c.id === 'stay')!.action).state;
    const attack = sfb.prompts(stayed)[0]!;
    const facings = attack.choices.filter((c) => c.id.startsWith('o.'));
    expect(facings.length).toBeGreaterThan(1);
    for (const c of facings) expect(c.direction).toBeTypeOf('number');
    expect(new Set(facings.map((c) => c.direction)).size).toBe(facings.length);
    expect(facings.find((c) => c.id === 'o.0')!.direction).toBe(0);
  });
});
