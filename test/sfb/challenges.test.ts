import { describe, expect, it } from 'vitest';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { advanceTrack, challengeMet, scoreChallenges, trackValues } from '../../src/games/sfb/rules/challenges.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

/**
 * Every challenge condition on one written position (SFB-ROUND-3, SFB-KW-CONTROL-1/2,
 * SFB-AMB-30). Team 0 (north): Kilgore in Destruction, Gwaien next to Ragryl
 * (Creation), Mariusz next to Esmæ (Manipulation). Team 1 (south): Akhet next
 * to Garnet and Mal en point, Sulka on the portal, Dugrun on its own deployment row.
 */
function position(vp: [number, number] = [0, 0]): SfbState {
  return sfbEngine.scenarios!.setup({
    vp,
    champions: {
      kil: { seat: 0, at: '0,-1' },
      gwa: { seat: 0, at: '2,0' },
      mar: { seat: 0, at: '-2,0' },
      akh: { seat: 1, at: '1,-1', damage: 5 },
      sul: { seat: 1, at: null },
      dug: { seat: 1, at: '0,4' },
    },
  }).state;
}

const EXPECTED: Record<string, [boolean, boolean]> = {
  c01: [true, false], // control Manipulation: 1 against 0
  c02: [false, false], // Destruction: 1 against 1, nobody controls
  c03: [true, false],
  c04: [true, false],
  c05: [true, false],
  c06: [true, false], // team 1 has a champion on the portal
  c07: [true, false],
  c08: [false, false],
  c09: [true, false],
  c10: [false, false],
  c11: [false, false],
  c12: [true, false],
  c13: [false, false], // Dugrun stands on its own deployment zone
  c14: [false, false],
  c15: [true, false],
  c16: [false, false],
  c17: [false, false],
  c18: [false, false],
  c19: [false, false],
  c20: [false, false],
  c21: [false, false],
  c22: [false, false],
};

describe('Super Fantasy Brawl challenge conditions', () => {
  it('checks every challenge for both teams on one position (SFB-ROUND-3, SFB-KW-CONTROL-2, SFB-AMB-30, SFB-CONT-21)', () => {
    const s = position();
    expect(Object.keys(EXPECTED).sort()).toEqual(CONTENT.challenges.map((c) => c.id).sort());
    for (const ch of CONTENT.challenges) expect([challengeMet(s, 0, ch), challengeMet(s, 1, ch)], ch.id).toEqual(EXPECTED[ch.id]);
  });

  it('rewards the team behind on VP (Underdog, Comeback, Crowd Favourite)', () => {
    const s = position([1, 3]);
    for (const id of ['c18', 'c21', 'c22']) {
      const ch = CONTENT.challenges.find((c) => c.id === id)!;
      expect([challengeMet(s, 0, ch), challengeMet(s, 1, ch)], id).toEqual([true, false]);
    }
  });

  it('an exclusive challenge met by both teams scores for neither (content rule)', () => {
    const s = position();
    s.champs.sul!.at = '-1,-1';
    const withoutScratch = CONTENT.challenges.find((c) => c.id === 'c06')!;
    // Akhet is Mal en point, so team 1 still fails "Without a Scratch"; heal it and both meet it.
    expect(challengeMet(s, 0, withoutScratch)).toBe(true);
    s.champs.akh!.dmg = 0;
    expect(challengeMet(s, 0, withoutScratch)).toBe(false);
    expect(challengeMet(s, 1, withoutScratch)).toBe(false);
  });
});

describe('Super Fantasy Brawl challenge track', () => {
  const events = (): Events => [];

  it('scores the met challenges left to right, re-checking each against the VP just scored, never slot 0 (SFB-ROUND-3..6)', () => {
    const s = position([1, 3]);
    s.chal.track = ['c18', 'c21', 'c01', 'c02', 'c22'];
    s.chal.discard = ['c10'];
    const ev = events();
    scoreChallenges(s, 0, ev);
    // c18 sits in the unscorable slot; c21 (+1) and c01 (+1) score; c02 is not met;
    // c22 (behind on VP) no longer holds once team 0 reaches 3 against 3.
    expect(s.teams.map((t) => t.vp)).toEqual([3, 3]);
    expect(s.chal.track).toEqual(['c18', null, null, 'c02', 'c22']);
    expect(s.chal.discard).toEqual(['c10', 'c21', 'c01']);
    expect(ev).toHaveLength(2);
    expect(s.stage).toBe('play');
  });

  it("scores for the seat's team only: team 1 meets none of the same track", () => {
    const s = position([1, 3]);
    s.chal.track = ['c18', 'c21', 'c01', 'c02', 'c22'];
    const ev = events();
    scoreChallenges(s, 1, ev);
    expect(s.teams.map((t) => t.vp)).toEqual([1, 3]);
    expect(s.chal.track).toEqual(['c18', 'c21', 'c01', 'c02', 'c22']);
    expect(ev).toEqual([]);
  });

  it('stops at the winning challenge: the game is over and the rest of the track stays (SFB-WIN-1)', () => {
    const s = position([4, 0]);
    s.chal.track = [null, 'c01', 'c03', 'c04', null];
    const ev = events();
    scoreChallenges(s, 0, ev);
    expect(s.teams.map((t) => t.vp)).toEqual([5, 0]);
    expect(s.stage).toBe('over');
    expect(s.winner).toBe(0);
    expect(s.chal.track).toEqual([null, null, 'c03', 'c04', null]);
  });

  it('slot values: 0 then 1s with two players, 0, 0 then 1s with four (SFB-4P-10)', () => {
    expect(trackValues(position())).toEqual([0, 1, 1, 1, 1]);
    const four = sfbEngine.scenarios!.setup({ players: 4 }).state;
    expect(trackValues(four)).toEqual([0, 0, 1, 1, 1, 1]);
  });

  it('two players: shifts right by one, discards off the end, draws into slot 0 (SFB-CHAL-1..4)', () => {
    const s = position();
    s.chal.track = ['c01', 'c02', null, 'c04', 'c05'];
    s.chal.deck = ['c06', 'c07'];
    s.chal.discard = ['c08'];
    const ev = events();
    advanceTrack(s, ev);
    expect(s.chal.track).toEqual(['c06', 'c01', 'c02', null, 'c04']);
    expect(s.chal.deck).toEqual(['c07']);
    expect(s.chal.discard).toEqual(['c08', 'c05']);
    expect(ev).toHaveLength(1);
  });

  it('an empty slot pushed off the end discards nothing', () => {
    const s = position();
    s.chal.track = ['c01', 'c02', null, null, null];
    s.chal.deck = ['c06'];
    s.chal.discard = ['c08'];
    advanceTrack(s, events());
    expect([s.chal.track, s.chal.deck, s.chal.discard]).toEqual([['c06', 'c01', 'c02', null, null], [], ['c08']]);
  });

  it('four players: shifts right by two, discards the last two, draws slot 1 then slot 0 (SFB-4P-10)', () => {
    const s = sfbEngine.scenarios!.setup({ players: 4 }).state;
    s.chal.track = ['c01', 'c02', 'c03', 'c04', 'c05', 'c06'];
    s.chal.deck = ['c07', 'c08', 'c09'];
    s.chal.discard = [];
    advanceTrack(s, events());
    expect(s.chal.track).toEqual(['c08', 'c07', 'c01', 'c02', 'c03', 'c04']);
    expect(s.chal.deck).toEqual(['c09']);
    expect(s.chal.discard).toEqual(['c05', 'c06']);
  });

  it('an empty deck is the shuffled discard; with both empty the slot stays empty', () => {
    const s = position();
    s.chal.track = [null, null, null, null, 'c05'];
    s.chal.deck = [];
    s.chal.discard = ['c09'];
    advanceTrack(s, events());
    // The discard (c09, then c05 pushed off the end) becomes the deck, one card drawn from it.
    expect(s.chal.track.slice(1)).toEqual([null, null, null, null]);
    expect([s.chal.track[0], ...s.chal.deck].sort()).toEqual(['c05', 'c09']);
    expect(s.chal.deck).toHaveLength(1);
    expect(s.chal.discard).toEqual([]);

    const bare = position();
    bare.chal.track = [null, 'c02', null, null, null];
    bare.chal.deck = [];
    bare.chal.discard = [];
    advanceTrack(bare, events());
    expect(bare.chal.track).toEqual([null, null, 'c02', null, null]);
    expect(bare.chal.deck).toEqual([]);
  });
});

/**
 * Each challenge condition on both sides of its boundary, for both teams
 * (SFB-ROUND-3, SFB-KW-CONTROL-1/2, SFB-AMB-30, SFB-4P-11). The base position
 * has nobody in a zone, on a deployment row or in the enemy half, and no two
 * champions side by side: team 0 (side 0, north) on row -3, team 1 (side 1,
 * south) on row 3. Each row changes a few champions and gives the challenges
 * it is about, as [team 0 meets it, team 1 meets it].
 */
describe('Super Fantasy Brawl challenge conditions: the boundaries', () => {
  type Place = { at?: string | null; damage?: number; xp?: boolean };
  const BASE: Record<string, { seat: number; at: string | null }> = {
    kil: { seat: 0, at: '-1,-3' },
    gwa: { seat: 0, at: '1,-3' },
    mar: { seat: 0, at: '3,-3' },
    akh: { seat: 1, at: '-4,3' },
    sul: { seat: 1, at: '-1,3' },
    dug: { seat: 1, at: '1,3' },
  };
  const at = (changes: Record<string, Place>, vp: [number, number] = [0, 0]): SfbState => {
    const champions: Record<string, Place & { seat: number }> = {};
    for (const [id, c] of Object.entries(BASE)) champions[id] = { ...c, ...changes[id] };
    return sfbEngine.scenarios!.setup({ vp, champions }).state;
  };
  const met = (s: SfbState, id: string): [boolean, boolean] => {
    const ch = CONTENT.challenges.find((c) => c.id === id)!;
    return [challengeMet(s, 0, ch), challengeMet(s, 1, ch)];
  };
  const none: [boolean, boolean] = [false, false];

  it('the base position meets nothing: the exclusive ones both teams meet (c06, c12, c19) score for neither', () => {
    const s = at({});
    for (const ch of CONTENT.challenges) expect(met(s, ch.id), ch.id).toEqual(none);
  });

  const ROWS: [string, Record<string, Place>, Record<string, [boolean, boolean]>, [number, number]?][] = [
    ['Kilgore alone in Destruction', { kil: { at: '0,-1' } }, { c02: [true, false], c01: none, c04: none, c05: none }],
    [
      'two zones, the third champion in none',
      { kil: { at: '0,-1' }, gwa: { at: '2,0' } },
      { c03: [true, false], c04: [true, false], c05: none },
    ],
    [
      'two zones entered, one of them tied: one zone controlled, two zones stood in',
      { kil: { at: '0,-1' }, gwa: { at: '2,0' }, akh: { at: '3,1' } },
      { c03: none, c04: none },
    ],
    [
      'one champion in each zone',
      { kil: { at: '0,-1' }, gwa: { at: '2,0' }, mar: { at: '-2,0' } },
      { c01: [true, false], c05: [true, false] },
    ],
    ['one enemy on the portal', { sul: { at: null } }, { c07: [true, false], c08: none, c12: [true, false] }],
    ['two enemies on the portal', { sul: { at: null }, dug: { at: null } }, { c07: [true, false], c08: [true, false] }],
    [
      'every enemy on the portal: no lone wolf without an enemy in the arena',
      { akh: { at: null }, sul: { at: null }, dug: { at: null } },
      { c08: [true, false], c19: none, c12: [true, false], c14: none, c20: none },
    ],
    [
      'every champion of team 0 on the portal: no chain of nobody',
      { kil: { at: null }, gwa: { at: null }, mar: { at: null } },
      { c07: [false, true], c08: [false, true], c14: none, c12: [false, true] },
    ],
    ['two champions next to the same statue', { kil: { at: '1,0' }, gwa: { at: '-1,0' } }, { c09: none }],
    ['two champions next to two statues', { kil: { at: '1,0' }, gwa: { at: '2,0' } }, { c09: [true, false] }],
    ['one next to a statue, the other on the portal', { kil: { at: '1,0' }, gwa: { at: null } }, { c09: none }],
    ['one experienced champion', { kil: { xp: true } }, { c10: [true, false], c11: none }],
    ['two experienced champions', { kil: { xp: true }, gwa: { xp: true } }, { c10: [true, false], c11: [true, false] }],
    ['one experienced champion on each team', { kil: { xp: true }, akh: { xp: true } }, { c10: none, c11: none }],
    [
      'two experienced champions against one',
      { kil: { xp: true }, gwa: { xp: true }, akh: { xp: true } },
      { c10: none, c11: [true, false] },
    ],
    ['a champion of team 0 on its own deployment row', { mar: { at: '3,-4' } }, { c12: [false, true], c13: none }],
    ['a champion of team 0 on the enemy deployment row', { mar: { at: '-3,4' } }, { c12: none, c13: [true, false] }],
    ['a champion of team 1 on the enemy deployment row', { dug: { at: '2,-4' } }, { c12: none, c13: [false, true] }],
    ['two champions side by side, the third apart', { gwa: { at: '0,-3' } }, { c14: none }],
    ['three champions in a line', { gwa: { at: '0,-3' }, mar: { at: '1,-3' } }, { c14: [true, false] }],
    ['two side by side, the third on the portal', { gwa: { at: '0,-3' }, mar: { at: null } }, { c14: [true, false] }],
    ['one alone in the arena', { gwa: { at: null }, mar: { at: null } }, { c14: none }],
    ['one enemy Mal en point', { akh: { damage: 5 } }, { c15: [true, false], c16: none, c06: [true, false] }],
    ['two enemies Mal en point', { akh: { damage: 5 }, sul: { damage: 5 } }, { c15: [true, false], c16: [true, false] }],
    ['an enemy Mal en point on the portal does not count', { akh: { at: null, damage: 5 } }, { c15: none, c06: [true, false] }],
    ['one of team 0 Mal en point, one of team 1', { kil: { damage: 5 }, akh: { damage: 5 } }, { c15: none, c06: none }],
    ['an enemy with two champions next to it', { kil: { at: '-3,3' }, gwa: { at: '-4,2' } }, { c17: [true, false] }],
    ['an enemy with one champion next to it', { kil: { at: '-3,3' } }, { c17: none }],
    ['two enemies with one champion next to each', { kil: { at: '-3,3' }, gwa: { at: '-2,3' } }, { c17: none }],
    [
      'a lone wolf with the nearest enemy exactly 5 away (the other team has an enemy within 4 of each)',
      { mar: { at: '-4,1' }, sul: { at: '-1,2' }, dug: { at: null } },
      { c19: [true, false] },
    ],
    ['the nearest enemy 4 away from each champion', { mar: { at: '-4,1' }, sul: { at: '-1,1' }, dug: { at: null } }, { c19: none }],
    ['one champion in the enemy half', { kil: { at: '-1,1' } }, { c20: none }],
    [
      'two champions in the enemy half, the middle row in neither',
      { kil: { at: '-1,1' }, gwa: { at: '1,1' }, mar: { at: '-2,0' } },
      { c20: [true, false] },
    ],
    ['two champions in the middle row', { kil: { at: '-1,0' }, gwa: { at: '2,0' } }, { c20: none }],
    ['team 1 with two champions in its enemy half', { akh: { at: '-1,-1' }, sul: { at: '1,-1' } }, { c20: [false, true] }],
    ['team 1 behind on VP', {}, { c18: [false, true], c21: [false, true], c22: [false, true] }, [2, 1]],
    ['team 0 behind by one', {}, { c18: [true, false] }, [3, 4]],
  ];

  it.each(ROWS)('%s', (_label, changes, expected, vp) => {
    const s = at(changes, vp);
    for (const [id, want] of Object.entries(expected)) expect(met(s, id), id).toEqual(want);
  });
});
