/**
 * Challenges (rules/challenges.ts), exact where the other tests leave room:
 * Lone Wolf on a position where only the distance rule decides, and the
 * events that scoring a challenge and moving the track write.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { advanceTrack, challengeMet, scoreChallenges } from '../../src/games/sfb/rules/challenges.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';

const challenge = (id: string) => CONTENT.challenges.find((c) => c.id === id)!;

/**
 * Lone Wolf (c19, 5 hexes): Kilgore stands 5 from Akhet and from Sulka; Gwaien is next to Akhet and
 * Mariusz next to Sulka, each 5 or more from the other enemy. Dugrun waits on the portal.
 */
const loneWolf = (kil: string) =>
  sfbEngine.scenarios!.setup({
    champions: {
      kil: { seat: 0, at: kil },
      gwa: { seat: 0, at: '-1,1' },
      mar: { seat: 0, at: '3,1' },
      akh: { seat: 1, at: '-2,2' },
      sul: { seat: 1, at: '4,0' },
      dug: { seat: 1, at: null },
    },
  } as unknown as Json).state;

describe('SFB challenges: Lone Wolf', () => {
  it('SFB-ROUND-3: a champion 5 or more hexes from every enemy meets it; no enemy champion is that far from all of team 0', () => {
    expect(challengeMet(loneWolf('2,-3'), 0, challenge('c19'))).toBe(true);
    expect(challengeMet(loneWolf('2,-3'), 1, challenge('c19'))).toBe(false);
  });

  it('SFB-ROUND-3: 4 hexes from an enemy is not far enough, and no other champion of the team is alone', () => {
    // 1,-2 is 4 from Akhet.
    expect([challengeMet(loneWolf('1,-2'), 0, challenge('c19')), challengeMet(loneWolf('1,-2'), 1, challenge('c19'))]).toEqual([
      false,
      false,
    ]);
  });
});

describe('SFB challenges: events', () => {
  it('SFB-ROUND-3: a scored challenge names the player, the challenge in both languages and its VP', () => {
    const s = sfbEngine.scenarios!.setup({ champions: { kil: { seat: 0, at: '0,-3' } }, vp: [0, 2] } as unknown as Json).state;
    s.chal.track = [null, 'c21', null, null, null];
    const events: Events = [];
    scoreChallenges(s, 0, events);
    expect(events).toEqual([
      { text: { key: 'sfb.ev.challenge', vars: { player: 'P1', challenge: 'Underdog', challengeFr: 'Outsider', vp: 1 } } },
    ]);
  });

  it('SFB-CHAL-1: moving the track says so', () => {
    const s = sfbEngine.scenarios!.setup({ champions: { kil: { seat: 0, at: '0,-3' } } } as unknown as Json).state;
    const events: Events = [];
    advanceTrack(s, events);
    expect(events).toEqual([{ text: { key: 'sfb.ev.track' } }]);
  });
});
