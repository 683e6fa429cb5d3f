import { describe, expect, it } from 'vitest';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { challengeMet } from '../../src/games/sfb/rules/challenges.js';
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
