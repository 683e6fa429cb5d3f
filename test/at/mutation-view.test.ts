/**
 * What each seat sees (rules/view.ts), exact (issue #23, mutation testing):
 * every field of a duel's view from each seat and from the public, what is
 * hidden and from whom (a hand, held Treasures, the Overlord's Intrigue
 * cards, the order of every deck), the lists sorted (pawns by id, Treasure
 * hexes, held Treasures), the fields of the Evil Player, Champion Selection,
 * 2 vs 2 sides, a finished game, and a view that is a copy, not the state.
 */
import { describe, expect, it } from 'vitest';
import { load } from '../support/at-positions.js';
import { viewOf } from '../../src/games/at/rules/view.js';

const duel = () =>
  load({
    hands: { 0: ['spring-greaves', 'prism-lens'], 1: ['prism-lens'] },
    discards: { 0: ['prism-lens'], 1: [] },
    treasures: { 0: ['whetstone', 'gale-boots'], 1: ['oak-charm'] },
    treasureTokens: { '1,1': 'ironbark', '-1,0': 'thorn-ward' },
    treasureBag: ['giant-brew'],
    banished: ['prism-lens'],
    centerDeck: ['prism-lens', 'spring-greaves'],
    runes: [2, 3],
    power: [1, 0],
    honor: [4, 5],
    // Written b before a: the view sorts the pawns by id.
    champions: {
      b: { def: 'ember-sentinel', owner: 0, at: '0,3', damage: 1, artifacts: ['spring-greaves'] },
      a: { def: 'veil-reaver', owner: 1, at: '0,-3', exhausted: true },
    },
  });

const noBonus = { strength: 0, defense: 0, speed: 0, riposte: false };

describe('AT view: a duel', () => {
  it('AT-GP-5 AT-GP-6 AT-TR-17 AT-SU-9 every field of seat 0’s view: its own hand and Treasures, the other seat’s counts only', () => {
    const s = duel();
    expect(viewOf(s, 0)).toEqual({
      game: 'at',
      mode: 'duel',
      map: 'three-sanctuaries',
      round: 1,
      active: 0,
      order: [0, 1],
      winner: null,
      waitingOn: { seat: 0, kind: 'turn' },
      honorToWin: 30,
      sides: [
        { team: 0, seats: [0], names: 'P1', honor: 4 },
        { team: 1, seats: [1], names: 'P2', honor: 5 },
      ],
      doneThisTurn: [],
      evil: null,
      row: ['quiet-archivist', 'kor', 'grove-chorus', 'gear-gauntlet', 'sapling-warden', 'soul-harvester'],
      centerCount: 2,
      banished: ['prism-lens'],
      supply: { mystic: 15, heavy: 15 },
      sanctuaries: [
        { hex: '0,0', controller: null },
        { hex: '-3,0', controller: null },
        { hex: '3,0', controller: null },
      ],
      portalsTaken: {},
      chosenPortals: {},
      portalMoves: {},
      forestsPlaced: [],
      selection: null,
      beacons: {},
      treasureHexes: ['-1,0', '1,1'],
      bagCount: 1,
      players: [
        {
          seat: 0,
          name: 'P1',
          portal: 0,
          team: 0,
          honor: 4,
          runes: 2,
          power: 1,
          handCount: 2,
          deckCount: 5,
          discard: ['prism-lens'],
          played: [],
          treasureCount: 2,
          hand: [
            { id: 'c27', card: 'spring-greaves' },
            { id: 'c28', card: 'prism-lens' },
          ],
          treasures: ['gale-boots', 'whetstone'],
        },
        {
          seat: 1,
          name: 'P2',
          portal: 1,
          team: 1,
          honor: 5,
          runes: 3,
          power: 0,
          handCount: 1,
          deckCount: 5,
          discard: [],
          played: [],
          treasureCount: 1,
        },
      ],
      champions: [
        {
          id: 'a',
          def: 'veil-reaver',
          owner: 1,
          at: '0,-3',
          damage: 0,
          exhausted: true,
          artifacts: [],
          treasure: noBonus,
          strength: 3,
          defense: 3,
          speed: 3,
        },
        {
          id: 'b',
          def: 'ember-sentinel',
          owner: 0,
          at: '0,3',
          damage: 1,
          exhausted: false,
          artifacts: ['spring-greaves'],
          treasure: noBonus,
          strength: 3,
          defense: 4,
          speed: 4,
        },
      ],
    });
  });

  it('AT-GP-6 AT-TR-17 seat 1 sees its own hand and Treasures and not seat 0’s; the public sees neither', () => {
    const s = duel();
    const seat1 = viewOf(s, 1);
    expect(seat1.players[0]).not.toHaveProperty('hand');
    expect(seat1.players[0]).not.toHaveProperty('treasures');
    expect(seat1.players[1]!.hand).toEqual([{ id: 'c29', card: 'prism-lens' }]);
    expect(seat1.players[1]!.treasures).toEqual(['oak-charm']);
    const open = viewOf(s, 'public');
    for (const p of open.players) {
      expect(p).not.toHaveProperty('hand');
      expect(p).not.toHaveProperty('treasures');
    }
    // Nothing in any view names a card of a draw pile, the center deck or a face-down Treasure token.
    for (const v of [viewOf(s, 0), seat1, open]) {
      const text = JSON.stringify(v);
      expect(text).not.toContain('ironbark');
      expect(text).not.toContain('thorn-ward');
      expect(text).not.toContain('giant-brew');
    }
  });

  it('AT-TT-13 AT-TT-2 AT-TT-24 the Portals taken, chosen and moved, Forests, Beacons, a controlled Sanctuary, played cards and a winner', () => {
    const s = duel();
    s.portalsTaken = { '2,2': 1 };
    s.chosenPortals = { 0: '0,3' };
    s.portalMoves = { '0,4': '1,3' };
    s.forestsPlaced = ['2,-1'];
    s.beacons = { '1,-2': 0 };
    s.champions.b!.at = '0,1';
    s.players[1]!.played = [s.players[1]!.hand.pop()!];
    s.round = 4;
    s.winner = [1];
    s.pending = [];
    const v = viewOf(s, 'public');
    expect(v.portalsTaken).toEqual({ '2,2': 1 });
    expect(v.chosenPortals).toEqual({ 0: '0,3' });
    expect(v.portalMoves).toEqual({ '0,4': '1,3' });
    expect(v.forestsPlaced).toEqual(['2,-1']);
    expect(v.beacons).toEqual({ '1,-2': 0 });
    expect(v.sanctuaries[0]).toEqual({ hex: '0,0', controller: 0 });
    expect(v.players[1]!.played).toEqual(['prism-lens']);
    expect(v.players[1]!.handCount).toBe(0);
    expect([v.round, v.winner]).toEqual([4, [1]]);
  });

  it('AT-GP-5 the pawns come sorted by id whatever the order they were written in', () => {
    const s = load({
      champions: {
        c: { def: 'ember-sentinel', owner: 0, at: '0,3' },
        a: { def: 'veil-reaver', owner: 1, at: '0,-3' },
        d: { def: 'iron-warden', owner: 0, at: '1,3' },
        b: { def: 'glyph-warden', owner: 1, at: '1,-3' },
      },
    });
    expect(viewOf(s, 'public').champions.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('AT-GP-5 a view is a copy: changing the state afterwards leaves it as it was', () => {
    const s = duel();
    const v = viewOf(s, 0);
    s.order.push(9);
    s.row[0] = null;
    s.banished.push('kor');
    s.supply.mystic = 0;
    s.doneThisTurn.push(1);
    s.forestsPlaced.push('9,9');
    s.champions.a!.treasure.strength = 5;
    expect(v.order).toEqual([0, 1]);
    expect(v.row[0]).toBe('quiet-archivist');
    expect(v.banished).toEqual(['prism-lens']);
    expect(v.supply.mystic).toBe(15);
    expect(v.doneThisTurn).toEqual([]);
    expect(v.forestsPlaced).toEqual([]);
    expect(v.champions[0]!.treasure).toEqual(noBonus);
  });
});

describe('AT view: other modes', () => {
  it('AT-AMB-37 AT-SO-11 the Evil Player’s Honor, deck size, discard, tokens and face; the Overlord’s hand in its own view only', () => {
    const s = load({
      mode: 'solo',
      overlord: true,
      intrigueHand: ['night-march', 'muster'],
      intrigueDeck: ['iron-tide', 'blood-oath', 'shadow-step'],
      intrigueDiscard: ['muster'],
      evilHonor: 3,
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '0,1' },
        e: { def: 'plague-bearer', owner: -1, token: 0, at: '0,0' },
      },
    });
    s.evil!.overlord!.played = ['iron-tide'];
    const own = viewOf(s, 1);
    expect(own.evil).toEqual({
      honor: 3,
      deckCount: 3,
      discard: ['muster'],
      tokens: { e: 0 },
      face: 'solo',
      overlord: { seat: 1, name: 'P2', handCount: 2, played: ['iron-tide'], hand: ['night-march', 'muster'] },
    });
    expect(own.order).toEqual([0]);
    expect(own.sides).toEqual([{ team: 0, seats: [0], names: 'P1', honor: 0 }]);
    expect(viewOf(s, 0).evil!.overlord).toEqual({ seat: 1, name: 'P2', handCount: 2, played: ['iron-tide'] });
    expect(viewOf(s, 'public').evil!.overlord).not.toHaveProperty('hand');
    const solo = load({ mode: 'solo', champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' } } });
    expect(viewOf(solo, 0).evil!.overlord).toBeNull();
  });

  it('AT-SL-4 AT-SL-7 Champion Selection: the revealed row and the deck’s size, never its order; the picker waited on', () => {
    const s = load({ selection: true });
    const v = viewOf(s, 'public');
    expect(v.selection).toEqual({
      row: ['antler-runner', 'glyph-warden', 'veil-reaver', 'dusk-archon', 'lumen-adept', 'fern-colossus'],
      deckCount: 18,
    });
    expect(v.waitingOn).toEqual({ seat: 1, kind: 'select' });
    expect(v.champions).toEqual([]);
    for (const id of s.selection!.deck) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
  });

  it('AT-TM-14 AT-TT-24 2 vs 2: each team its seats in turn order, their names and joint Honor, its finished seats, Sanctuaries by team', () => {
    const s = load({
      mode: 'teams',
      honor: [1, 2, 3, 4],
      champions: {
        x: { def: 'ember-sentinel', owner: 0, at: '0,1' },
        y: { def: 'veil-reaver', owner: 2, at: '1,0' },
        z: { def: 'iron-warden', owner: 1, at: '-1,1' },
      },
    });
    s.doneThisTurn = [2];
    const v = viewOf(s, 2);
    expect(v.order).toEqual([0, 2, 1, 3]);
    expect(v.sides).toEqual([
      { team: 0, seats: [0, 2], names: 'P1 & P3', honor: 4 },
      { team: 1, seats: [1, 3], names: 'P2 & P4', honor: 6 },
    ]);
    expect(v.doneThisTurn).toEqual([2]);
    expect(v.sanctuaries[0]).toEqual({ hex: '0,0', controller: 0 });
    expect(v.players.map((p) => [p.seat, p.team, p.portal])).toEqual([
      [0, 0, 0],
      [1, 1, 2],
      [2, 0, 1],
      [3, 1, 3],
    ]);
    expect(v.players.map((p) => 'hand' in p)).toEqual([false, false, true, false]);
  });
});
