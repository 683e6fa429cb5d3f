import { describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/index.js';
import { atEngine, type AtView } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';

const SEATS = [{ name: 'Ana' }, { name: 'Bo' }];

describe('Ascension Tactics engine', () => {
  it('is not offered to players yet: not among the shipped games', () => {
    expect(shippedGames.map((g) => g.id)).not.toContain('at');
  });

  it('AT-GP-5 AT-GP-6 AT-BN-8: a seat sees its own hand only; discards and banished cards are public; no pile order is shown', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['apprentice', 'mystic'], '1': ['militia'] },
      decks: { '0': ['heavy', 'apprentice'] },
      discards: { '1': ['thornling'] },
      banished: ['rift-stalker'],
    });
    const mine = atEngine.view(state, 0) as unknown as AtView;
    const theirs = atEngine.view(state, 1) as unknown as AtView;
    const pub = atEngine.view(state, 'public') as unknown as AtView;
    expect(mine.players[0]!.hand!.map((h) => h.card)).toEqual(['apprentice', 'mystic']);
    expect(mine.players[1]!.hand).toBeUndefined();
    expect(theirs.players[0]!.hand).toBeUndefined();
    expect(theirs.players[0]!.handCount).toBe(2);
    expect(theirs.players[0]!.deckCount).toBe(2);
    expect(pub.players[1]!.discard).toEqual(['thornling']);
    expect(pub.banished).toEqual(['rift-stalker']);
    for (const v of [pub, theirs]) {
      expect(v.players[0]).not.toHaveProperty('deck');
      for (const id of [...state.players[0]!.hand, ...state.players[0]!.deck]) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
    }
    expect(pub.centerCount).toBe(state.centerDeck.length);
  });

  it('AT-HV-5: equal Honor at the round limit is a shared win', () => {
    const { state } = scenarioSupport.setup({ round: 40, honor: [4, 4], champions: { ember: { def: 'ember-sentinel', owner: 0 } } });
    let s = atEngine.apply(state, 0, { type: 'turn', c: 'end' }).state;
    s = atEngine.apply(s, 1, { type: 'turn', c: 'end' }).state;
    expect(atEngine.outcome(s)!.ranking).toEqual([[0, 1]]);
    expect(atEngine.prompts(s)).toEqual([]);
    expect(() => atEngine.apply(s, 0, { type: 'turn', c: 'end' })).toThrow('at.err.over');
  });

  it('AT-HV-6: the winner is ranked first and the status names the score', () => {
    const { state } = scenarioSupport.setup({ honor: [29, 12], champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,1' } } });
    const s = atEngine.apply(state, 0, { type: 'turn', c: 'end' }).state;
    expect(atEngine.outcome(s)).toEqual({ ranking: [[0], [1]], reason: { key: 'at.out.honor', vars: { player: 'P1', honor: 31 } } });
    expect(atEngine.status(atEngine.view(s, 'public'))).toEqual([
      { key: 'at.st.honor', vars: { a: 31, b: 12, goal: 30 } },
      { key: 'at.st.over' },
    ]);
  });

  it('the setup is the same for the same seed and differs for another', () => {
    const a = atEngine.setup({ map: 'three-sanctuaries' }, SEATS, 'seed-a');
    expect(atEngine.setup({ map: 'three-sanctuaries' }, SEATS, 'seed-a')).toEqual(a);
    expect(atEngine.setup({ map: 'three-sanctuaries' }, SEATS, 'seed-b').centerDeck).not.toEqual(a.centerDeck);
    expect(() => atEngine.setup({ map: 'nowhere' }, SEATS, 'x')).toThrow('unknown Ascension Tactics map');
  });
});
