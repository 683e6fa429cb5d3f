/**
 * Seeded games played from the prompts alone (rules/playout.ts): the random
 * teams of a seed, the random and the bot's policy, the cap on decisions, and
 * the log that replays the game.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { botAction } from '../../src/games/sfb/rules/bot.js';
import { playout, randomTeams } from '../../src/games/sfb/rules/playout.js';

describe('SFB playouts', () => {
  it('deal random teams from the seed: three champions each with two players, two with four', () => {
    expect(randomTeams('golden', 2)).toEqual([
      ['gol', 'mar', 'der'],
      ['kil', 'akh', 'dug'],
    ]);
    expect(randomTeams('golden', 4)).toEqual([
      ['gol', 'mar'],
      ['der', 'kil'],
      ['akh', 'dug'],
      ['rat', 'sul'],
    ]);
  });

  it('random policy: a uniformly drawn offered choice, reproducible, stopped at the cap', () => {
    const r = playout('golden', 2, 'random', undefined, 12);
    expect([r.applies, r.log.length, r.ended, r.state.stage]).toEqual([12, 12, false, 'setup']);
    expect(r.log.slice(0, 4)).toEqual([
      { seat: 0, action: { type: 'zone', c: 'z:1' } },
      { seat: 0, action: { type: 'trapSetup', c: 'h:-2,-1' } },
      { seat: 0, action: { type: 'trapSetup', c: 'h:-4,2' } },
      { seat: 1, action: { type: 'trapSetup', c: 'h:-1,2' } },
    ]);
    expect(canonicalJson(playout('golden', 2, 'random', undefined, 12).log as unknown as Json)).toBe(
      canonicalJson(r.log as unknown as Json),
    );
    const none = playout('golden', 2, 'random', undefined, 0);
    expect([none.applies, none.log, none.ended]).toEqual([0, [], false]);
  });

  it("bot policy: each decision is the bot's, and the log replays the game from its setup", () => {
    const b = playout('golden', 2, 'bot', undefined, 12);
    expect(b.log.slice(0, 2)).toEqual([
      { seat: 0, action: { type: 'zone', c: 'z:0' } },
      { seat: 0, action: { type: 'trapSetup', c: 'h:1,-2' } },
    ]);
    let s = sfbEngine.setup({ mode: 'free', teams: randomTeams('golden', 2) }, [{ name: 'P1' }, { name: 'P2' }], 'golden');
    for (const { seat, action } of b.log) {
      expect(action).toEqual(botAction(s, seat));
      s = sfbEngine.apply(s, seat, action).state;
    }
    expect(canonicalJson(s as unknown as Json)).toBe(canonicalJson(b.state as unknown as Json));
  });

  it('plays a whole game to its end under the default cap, with the given options', () => {
    const r = playout('whole', 2, 'random', {
      mode: 'free',
      teams: [
        ['kil', 'gwa', 'mar'],
        ['akh', 'sul', 'dug'],
      ],
    });
    expect(r.ended).toBe(true);
    expect(r.state.stage).toBe('over');
    expect(r.applies).toBe(r.log.length);
    expect(r.applies).toBeGreaterThan(12);
    expect(r.state.players.map((p) => [...p.champs].sort())).toEqual([
      ['gwa', 'kil', 'mar'],
      ['akh', 'dug', 'sul'],
    ]);
  });
});
