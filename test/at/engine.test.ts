import { describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/index.js';
import { atEngine, type AtView } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';

const SEATS = [{ name: 'Ana' }, { name: 'Bo' }];

describe('Ascension Tactics engine', () => {
  it('is offered to players: among the shipped games (src/games/at/index.ts)', () => {
    expect(shippedGames.map((g) => g.id)).toContain('at');
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

  it('AT-GP-6 AT-TR-5 AT-TR-17 AT-SU-9: face-down Treasures are named to their holder only; board tokens and the bag show no identity', () => {
    const { state } = scenarioSupport.setup({
      treasures: { '0': ['whetstone', 'oak-charm'], '1': ['mirror-shard'] },
      treasureTokens: { '-2,3': 'giant-brew' },
      treasureBag: ['ironbark', 'gale-boots'],
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,2' }, veil: { def: 'veil-reaver', owner: 1, at: '0,0' } },
    });
    const mine = atEngine.view(state, 0) as unknown as AtView;
    const theirs = atEngine.view(state, 1) as unknown as AtView;
    const pub = atEngine.view(state, 'public') as unknown as AtView;
    expect(mine.players[0]!.treasures).toEqual(['oak-charm', 'whetstone']);
    expect(mine.players[1]!.treasures).toBeUndefined();
    expect(mine.players[1]!.treasureCount).toBe(1);
    expect(theirs.players[1]!.treasures).toEqual(['mirror-shard']);
    expect(pub.treasureHexes).toEqual(['-2,3']);
    expect(pub.bagCount).toBe(2);
    for (const [v, hidden] of [
      [pub, ['whetstone', 'oak-charm', 'mirror-shard', 'giant-brew', 'ironbark', 'gale-boots']],
      [theirs, ['whetstone', 'oak-charm', 'giant-brew', 'ironbark', 'gale-boots']],
      [mine, ['mirror-shard', 'giant-brew', 'ironbark', 'gale-boots']],
    ] as const)
      for (const id of hidden) expect(JSON.stringify(v)).not.toContain(id);
    // The prompts naming held Treasures are the holder's own.
    const p = atEngine.prompts(state)[0]!;
    expect(p.choices.map((c) => c.id)).toContain('u:whetstone:ember');
    expect(p.secret).toBe(true);
  });

  it('AT-TR-5 AT-TR-7: collecting tells everyone a Treasure was gained and its holder which; using it reveals it to all', () => {
    const { state } = scenarioSupport.setup({
      power: [3, 0],
      treasureTokens: { '0,2': 'whetstone' },
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,4' }, veil: { def: 'veil-reaver', owner: 1 } },
    });
    let s = atEngine.apply(state, 0, { type: 'turn', c: 'a:ember' }).state;
    const moved = atEngine.apply(s, 0, { type: 'activation', c: 'm:0,2' });
    expect(moved.events.filter((e) => typeof e.text !== 'string' && e.text.key.startsWith('at.ev.treasure'))).toEqual([
      { text: { key: 'at.ev.treasure', vars: { player: 'P1' } } },
      { text: { key: 'at.ev.treasureIs', vars: { treasure: 'Whetstone', treasureFr: 'Pierre à aiguiser' } }, visibleTo: [0] },
    ]);
    s = moved.state;
    const used = atEngine.apply(s, 0, { type: 'activation', c: 'u:whetstone:ember' });
    expect(used.events).toEqual([
      {
        text: {
          key: 'at.ev.useTreasure',
          vars: {
            player: 'P1',
            treasure: 'Whetstone',
            treasureFr: 'Pierre à aiguiser',
            champ: 'Ember Sentinel',
            champFr: 'Sentinelle des braises',
          },
        },
      },
    ]);
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
