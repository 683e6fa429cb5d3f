/**
 * Champions of Hara beyond one match: scenarios unrated with record boards,
 * the Narrative Arc offered to a Versus Champion (COH-1.6, COH-1.7), and
 * progression unlocks kept per player (COH-32.5.3, COH-32.5.6).
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/discord/strings.js';
import { coh, type CohState } from '../../src/games/coh/index.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const en = (t: Parameters<typeof translate>[0]) => translate(t, 'en', coh.strings);
const fr = (t: Parameters<typeof translate>[0]) => translate(t, 'fr', coh.strings);
const parse = (o: unknown) => coh.options.parse(o);

function versusWonBy(seat: number, characters: string[]): CohState {
  const s = coh.setup(parse({ mode: 'versus', characters }), names(characters.length), 'arc');
  return { ...s, step: 'over', winner: seat };
}

describe('Champions of Hara: records, Narrative Arc and unlocks', () => {
  it('the arenas are rated, scenarios are not', () => {
    expect(coh.rated!(parse({ mode: 'versus' }))).toBe(true);
    expect(coh.rated!(parse({ mode: 'intro' }))).toBe(true);
    expect(coh.rated!(parse({ scenario: 's03' }))).toBe(false);
    expect(coh.rated!(parse({ scenario: 's05' }))).toBe(false);
  });

  it('a co-op scenario records its result on its own board with the Day reached; a competitive one records nothing', () => {
    const s = coh.setup(parse({ scenario: 's16' }), names(2), 'rec');
    const won = { ...s, step: 'over' as const, day: 4, scn: { ...s.scn!, result: 'won' as const, winners: [0, 1] } };
    const entry = coh.record!(won, parse({ scenario: 's16' }))!;
    expect([entry.board, entry.won, entry.score, en(entry.scoreText), fr(entry.scoreText)]).toEqual(['s16', true, 4, 'Day 4', 'Jour 4']);
    expect(en(entry.label)).toMatch(/^S16 /);
    const lost = { ...won, scn: { ...won.scn, result: 'lost' as const, winners: [] } };
    expect(coh.record!(lost, parse({ scenario: 's16' }))!.won).toBe(false);
    // A co-op loss: nobody won, the scenario beat the table.
    expect(coh.outcome(lost)!.ranking).toEqual([[], [0, 1]]);
    const teams = coh.setup(parse({ scenario: 's05' }), names(3), 'rec');
    expect(
      coh.record!({ ...teams, step: 'over', scn: { ...teams.scn!, result: 'won', winners: [0] } }, parse({ scenario: 's05' })),
    ).toBeNull();
    expect(coh.record!(versusWonBy(0, ['kaoru', 'leaf']), parse({ mode: 'versus' }))).toBeNull();
  });

  it('COH-1.6 COH-1.7 a Versus Champion is offered their character’s scenarios that fit the table, never a Solo one', () => {
    const leaf = coh.nextMatches!(versusWonBy(1, ['kaoru', 'leaf']), parse({ mode: 'versus' }));
    // Leaf's scenarios: S04 (co-op, 2–4) and S05 (teams, 3–4) — only S04 seats two; S06 is her Solo one.
    expect(leaf.map((o) => o.options)).toEqual([{ scenario: 's04' }]);
    expect(en(leaf[0]!.label)).toMatch(/^Narrative Arc: S04 /);
    expect(fr(leaf[0]!.label)).toMatch(/^Arc narratif : S04 /);
    const four = coh.nextMatches!(versusWonBy(1, ['kaoru', 'leaf', 'oric', 'soff']), parse({ mode: 'versus' }));
    expect(four.map((o) => o.options)).toEqual([{ scenario: 's04' }, { scenario: 's05' }]);
    // No Champion (Day 6 ended), an Intro Arena, or a scenario: nothing offered.
    const s = versusWonBy(0, ['kaoru', 'leaf']);
    expect(coh.nextMatches!({ ...s, winner: null }, parse({ mode: 'versus' }))).toEqual([]);
    expect(coh.nextMatches!(s, parse({ mode: 'intro' }))).toEqual([]);
  });

  it('COH-32.5.3 a won scenario unlocks its Reward for the featured character’s seat; kept unlocks reach the engine by seat', () => {
    const s = coh.setup(parse({ scenario: 's04' }), names(2), 'unl');
    const leafSeat = s.chars.find((c) => c.character === 'leaf')!.seat;
    const won = { ...s, step: 'over' as const, scn: { ...s.scn!, result: 'won' as const, winners: [0, 1] } };
    const unlocks = coh.unlocks!(won);
    expect(unlocks).toEqual([{ seat: leafSeat, unlock: 'lea-symphony' }]);
    expect(en({ key: `unlock.${unlocks[0]!.unlock}` })).toBe('Symphony (Alternate Ultimate)');
    expect(coh.unlocks!({ ...won, scn: { ...won.scn, result: 'lost', winners: [] } })).toEqual([]);
    const options = parse({ mode: 'versus' });
    expect(coh.withUnlocks!(options, [[], []])).toEqual(options);
    // A key the content no longer knows is left out rather than refused.
    const given = coh.withUnlocks!(options, [['lea-symphony', 'gone-card'], []]);
    expect(given).toEqual({ ...options, unlocked: [['lea-symphony'], []] });
    expect(coh.setup(given, names(2), 'unl').chars[0]!.unlocked).toEqual([]);
    const leafFirst = coh.setup(
      coh.withUnlocks!(parse({ mode: 'versus', characters: ['leaf', 'kaoru'] }), [['lea-symphony'], []]),
      names(2),
      'unl',
    );
    expect(leafFirst.chars[0]!.unlocked).toEqual(['lea-symphony']);
  });
});
