/**
 * What a seat sees (rules/view.ts), exact, on a written position in play and
 * at the start of a real setup: every field of the view, the hexes of each
 * kind, a champion in the arena and one on the portal, the challenge track
 * slot by slot, the action with its reaction, and the last move's path.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { buildView, viewOf } from '../../src/games/sfb/rules/view.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

/** Seat 1's turn: Kilgore (hurt) in the arena and Gwaien on the portal for seat 0, Mariusz for seat 1; an attack on Mariusz answered by a reaction. */
function position(): SfbState {
  const s = sfbEngine.scenarios!.setup({
    turn: 1,
    champions: { kil: { seat: 0, at: '0,-3', damage: 2 }, gwa: { seat: 0, at: null }, mar: { seat: 1, at: '0,-2' } },
    hands: [['kil1'], ['mar5']],
    discards: [['kil2', 'gwa1'], []],
    essences: ['MD', 'C'],
    track: [null, 'c01', 'c02', null, 'c04'],
    challengeDiscard: ['c05'],
  } as unknown as Json).state;
  s.act = {
    seat: 1,
    champ: 'mar',
    card: 'mar1',
    kind: 'attack',
    targets: ['kil'],
    vals: {},
    reaction: { seat: 0, card: 'kil1', on: 'kil' },
    xp: [],
    kod: [],
  };
  s.last.path = ['0,-1', '0,-2'];
  return s;
}

const champion = { seat: 0, team: 0, experienced: false, rooted: false, bloodied: false };

describe('SFB view', () => {
  it('SFB-BASIC-14 SFB-BASIC-16 SFB-BASIC-17: a position in play, field by field, from seat 0', () => {
    const v = buildView(position(), 0);
    const { board, ...rest } = v;
    expect(rest).toEqual({
      game: 'sfb',
      stage: 'play',
      round: 2,
      active: 1,
      order: [0, 1],
      winner: null,
      waitingOn: { seat: 1, kind: 'activate' },
      teams: [
        { team: 0, vp: 0, side: 0, seats: [0] },
        { team: 1, vp: 0, side: 1, seats: [1] },
      ],
      players: [
        {
          seat: 0,
          name: 'P1',
          team: 0,
          champions: ['kil', 'gwa'],
          essences: { M: true, C: false, D: true },
          handCount: 1,
          deckCount: 9,
          discard: ['kil2', 'gwa1'],
          hand: ['kil1'],
        },
        {
          seat: 1,
          name: 'P2',
          team: 1,
          champions: ['mar'],
          essences: { M: false, C: true, D: false },
          handCount: 1,
          deckCount: 5,
          discard: [],
        },
      ],
      champions: [
        { ...champion, id: 'kil', name: 'Kilgore', at: { q: 0, r: -3 }, onPortal: false, damage: 2, hp: 8, defense: 1 },
        { ...champion, id: 'gwa', name: 'Gwaien', at: null, onPortal: true, damage: 0, hp: 9, defense: 0 },
        { ...champion, id: 'mar', name: 'Mariusz', seat: 1, team: 1, at: { q: 0, r: -2 }, onPortal: false, damage: 0, hp: 7, defense: 1 },
      ],
      challenges: {
        track: [
          { slot: 0, vp: 0, challenge: null, name: null },
          { slot: 1, vp: 1, challenge: 'c01', name: 'Mind over Matter' },
          { slot: 2, vp: 1, challenge: 'c02', name: 'Rule of Ruin' },
          { slot: 3, vp: 1, challenge: null, name: null },
          { slot: 4, vp: 1, challenge: 'c04', name: 'Two Crowns' },
        ],
        deckCount: 18,
        discard: ['c05'],
      },
      traps: { onBoard: 0, reserve: 12 },
      pool: [],
      brought: [[], []],
      act: { champion: 'mar', card: 'mar1', targets: ['kil'], reaction: { card: 'kil1', on: 'kil' } },
      last: {
        path: [
          { q: 0, r: -1 },
          { q: 0, r: -2 },
        ],
        targets: [],
        revealedHand: null,
      },
    });
    expect(board.radius).toBe(4);
    expect(board.hexes).toHaveLength(61);
    const at = (q: number, r: number) => board.hexes.find((h) => h.q === q && h.r === r);
    const plain = { statue: null, trapSpace: false, deploy: null, trap: false };
    expect(at(0, -3)).toEqual({ ...plain, q: 0, r: -3, zone: null });
    expect(at(0, -2)).toEqual({ ...plain, q: 0, r: -2, zone: 'destruction' });
    expect(at(0, 0)).toEqual({ ...plain, q: 0, r: 0, zone: null, statue: 'Garnet' });
    expect(at(4, -4)).toEqual({ ...plain, q: 4, r: -4, zone: null, deploy: 0 });
  });

  it('SFB-BASIC-14: seat 1 sees its own hand and not seat 0’s; an action without a reaction shows none', () => {
    const s = position();
    s.act!.reaction = null;
    const v = viewOf(s, 1) as unknown as ReturnType<typeof buildView>;
    expect(v.players.map((p) => p.hand)).toEqual([undefined, ['mar5']]);
    expect(v.act).toEqual({ champion: 'mar', card: 'mar1', targets: ['kil'], reaction: null });
  });

  it('SFB-SETUP-1: at the start of a setup nobody is active and the first decision is the zone', () => {
    const v = buildView(sfbEngine.setup({ mode: 'free' }, [{ name: 'A' }, { name: 'B' }], 'view'), 'public');
    expect([v.stage, v.active, v.waitingOn, v.act]).toEqual(['setup', null, { seat: 1, kind: 'zone' }, null]);
  });
});
