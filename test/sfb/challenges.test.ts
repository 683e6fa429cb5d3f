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
