/**
 * Ascension Tactics' Solo and Co-op against the Evil Player are not rated and
 * keep a record board per mode, map and difficulty (wins, fewest rounds).
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/discord/strings.js';
import { at } from '../../src/games/at/index.js';
import { playout } from '../../src/games/at/rules/playout.js';

const en = (t: Parameters<typeof translate>[0]) => translate(t, 'en', at.strings);
const fr = (t: Parameters<typeof translate>[0]) => translate(t, 'fr', at.strings);
const parse = (o: unknown) => at.options.parse(o);

describe('Ascension Tactics: unrated modes and record boards', () => {
  it('Solo and Co-op (Overlord too) are unrated, from the mode, the Evil options or a map made for them; the other modes are rated', () => {
    const rated = (o: unknown) => at.rated!(parse(o));
    expect([rated({ mode: 'solo' }), rated({ mode: 'coop' }), rated({ mode: 'coop', overlord: 'yes' })]).toEqual([false, false, false]);
    expect([rated({ difficulty: 'hard' }), rated({ overlord: 'yes' }), rated({ scenario: 'warded-vale' })]).toEqual([false, false, false]);
    expect([
      rated({}),
      rated({ mode: 'duel' }),
      rated({ mode: 'teams' }),
      rated({ mode: 'melee' }),
      rated({ scenario: 'four-winds' }),
    ]).toEqual([true, true, true, true, true]);
  });

  it('a Solo game records its board, result and rounds; a duel and an Overlord game record nothing', () => {
    const solo = playout('records-solo', 'bot', 20000, 'solo', 1, { difficulty: 'hard' });
    expect(solo.ended).toBe(true);
    const entry = at.record!(solo.state, parse({ mode: 'solo', difficulty: 'hard' }))!;
    expect(entry.board).toBe('solo:warded-vale:hard');
    expect(entry.won).toBe((solo.state.winner?.length ?? 0) > 0);
    expect(entry.score).toBe(solo.state.round);
    expect(en(entry.label)).toBe('Solo · The Warded Vale · hard');
    expect(fr(entry.label)).toBe('Solo · Le Val gardé · difficile');
    expect(en(entry.scoreText)).toBe(`${solo.state.round} rounds`);
    expect(fr(entry.scoreText)).toBe(`${solo.state.round} manches`);
    const duel = playout('records-duel', 'bot', 20000, 'duel');
    expect(at.record!(duel.state, parse({ mode: 'duel' }))).toBeNull();
    const overlord = playout('records-overlord', 'random', 20000, 'solo', 1, { overlord: true });
    expect(at.record!(overlord.state, parse({ mode: 'solo', overlord: 'yes' }))).toBeNull();
  });
});
