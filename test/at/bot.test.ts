import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { atEngine } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { botAction } from '../../src/games/at/rules/bot.js';

/** The bot's buying and equipping with Artifact activation discounts (RS-7). */

describe('Ascension Tactics bot and activation discounts', () => {
  it('buys Spring Greaves (3 Runes, discount 1) over a 4-Rune Artifact without one, but not over a 6-Rune card', () => {
    const row = ['seers-longbow', 'spring-greaves', 'gyro-harness', null, null, null];
    const { state } = scenarioSupport.setup({ runes: [4, 0], hands: { '0': [] }, row, centerDeck: [] });
    expect(botAction(state, 0)).toEqual({ type: 'turn', c: 'b:1' });
    const { state: rich } = scenarioSupport.setup({
      runes: [6, 0],
      hands: { '0': [] },
      row: ['spring-greaves', 'askara-psyche', null, null, null, null],
      centerDeck: [],
    });
    expect(botAction(rich, 0)).toEqual({ type: 'turn', c: 'b:1' });
  });

  it('equips a discount on its dearest Champion to activate, a plain Artifact on the first', () => {
    const champions = {
      cheap: { def: 'ember-sentinel', owner: 0, at: '0,3' },
      dear: { def: 'iron-warden', owner: 0, at: '1,3' },
    };
    const { state } = scenarioSupport.setup({ hands: { '0': ['spring-greaves'] }, champions });
    const s = atEngine.apply(state, 0, { type: 'turn', c: 'p:spring-greaves' }).state;
    expect(atEngine.prompts(s)[0]!.choices.map((c) => c.id)).toEqual(['e:cheap', 'e:dear']);
    expect(botAction(s, 0)).toEqual({ type: 'equip', c: 'e:dear' });
    const { state: plain } = scenarioSupport.setup({ hands: { '0': ['gear-gauntlet'] }, champions });
    expect(botAction(atEngine.apply(plain, 0, { type: 'turn', c: 'p:gear-gauntlet' }).state, 0)).toEqual({ type: 'equip', c: 'e:cheap' });
  });
});

describe('Ascension Tactics bot and the new effects', () => {
  it('steals the dearest card of the opponent’s discard pile, and skips when only starting cards are there', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['pilfer-drone'] }, discards: { '1': ['apprentice', 'heavy', 'mystic'] } });
    const s = atEngine.apply(state, 0, { type: 'turn', c: 'p:pilfer-drone' }).state;
    expect(botAction(s, 0)).toEqual({ type: 'steal', c: '1:mystic' });
    const { state: poor } = scenarioSupport.setup({ hands: { '0': ['pilfer-drone'] }, discards: { '1': ['apprentice', 'militia'] } });
    expect(botAction(atEngine.apply(poor, 0, { type: 'turn', c: 'p:pilfer-drone' }).state, 0)).toEqual({ type: 'steal', c: 'skip' });
  });

  it('moves its Portal next to a Sanctuary with Kor', () => {
    const { state } = scenarioSupport.setup({
      power: [2, 0],
      champions: { kor: { def: 'kor', owner: 0, at: '0,1' }, vr: { def: 'veil-reaver', owner: 1, at: '0,2' } },
    });
    let s = atEngine.apply(state, 0, { type: 'turn', c: 'a:kor' }).state;
    s = atEngine.apply(s, 0, { type: 'activation', c: 'a:vr' }).state;
    // From 0,4 (4 hexes from the nearest Sanctuary) to the first standard hex in key order next to one.
    expect(botAction(s, 0)).toEqual({ type: 'movePortal', c: 'h:-1,0' });
  });
});

describe('Ascension Tactics bot and card effects’ choices', () => {
  const turn = (setup: Record<string, unknown>, card: string) =>
    atEngine.apply(scenarioSupport.setup(setup as unknown as Json).state, 0, { type: 'turn', c: `p:${card}` }).state;

  it('AT-KW-3 banishes a starting card, from the discard pile first, and never a bought one', () => {
    const both = turn(
      { hands: { '0': ['hollow-monk', 'rift-stalker', 'apprentice'] }, discards: { '0': ['oblivion-herald', 'militia'] } },
      'hollow-monk',
    );
    expect(atEngine.prompts(both)[0]!.choices.map((c) => c.id)).toContain('h:rift-stalker');
    expect(botAction(both, 0)).toEqual({ type: 'banish', c: 'd:militia' });
    const handOnly = turn(
      { hands: { '0': ['hollow-monk', 'rift-stalker', 'apprentice'] }, discards: { '0': ['oblivion-herald'] } },
      'hollow-monk',
    );
    expect(botAction(handOnly, 0)).toEqual({ type: 'banish', c: 'h:apprentice' });
    const none = turn({ hands: { '0': ['hollow-monk', 'rift-stalker'] }, discards: { '0': ['oblivion-herald'] } }, 'hollow-monk');
    expect(botAction(none, 0)).toEqual({ type: 'banish', c: 'skip' });
  });

  it('banishes the dearest card of the center row', () => {
    const s = turn(
      { hands: { '0': ['oblivion-herald'] }, row: ['hollow-monk', null, 'kor', 'void-sigil', null, null], centerDeck: [] },
      'oblivion-herald',
    );
    expect(botAction(s, 0)).toEqual({ type: 'banishRow', c: 'r:2' });
  });

  it('deals damage to the enemy closest to defeat and heals its most damaged Champion', () => {
    const champions = {
      mine: { def: 'iron-warden', owner: 0, at: '0,3', damage: 1 },
      hurt: { def: 'ember-sentinel', owner: 0, at: '1,3', damage: 2 },
      fresh: { def: 'veil-reaver', owner: 1, at: '0,1' },
      weak: { def: 'iron-warden', owner: 1, at: '1,1', damage: 3 },
    };
    const hit = turn({ hands: { '0': ['rift-stalker'] }, champions }, 'rift-stalker');
    expect(
      atEngine
        .prompts(hit)[0]!
        .choices.map((c) => c.id)
        .sort(),
    ).toEqual(['t:fresh', 't:weak']);
    expect(botAction(hit, 0)).toEqual({ type: 'damage', c: 't:weak' });
    const heal = turn({ hands: { '0': ['grove-mender'] }, champions }, 'grove-mender');
    expect(
      atEngine
        .prompts(heal)[0]!
        .choices.map((c) => c.id)
        .sort(),
    ).toEqual(['t:hurt', 't:mine']);
    expect(botAction(heal, 0)).toEqual({ type: 'heal', c: 't:hurt' });
  });

  it('AT-DP-6 deploys without activating on the offered hex nearest a Sanctuary', () => {
    const champions = {
      a: { def: 'iron-warden', owner: 0, at: '0,3' },
      b: { def: 'ember-sentinel', owner: 0, at: null },
      foe: { def: 'glyph-warden', owner: 1, at: '0,-3' },
    };
    let s = turn({ hands: { '0': ['halo-scholar'] }, decks: { '0': ['apprentice'] }, champions }, 'halo-scholar');
    expect(botAction(s, 0)).toEqual({ type: 'deployFree', c: 'c:b' });
    s = atEngine.apply(s, 0, { type: 'deployFree', c: 'c:b' }).state;
    // Offered: -1,3 -1,4 0,2 1,2 1,3; 0,2 is two steps from the Sanctuary 0,0, the others three or four.
    expect(botAction(s, 0)).toEqual({ type: 'deployFree', c: 'h:0,2' });
  });
});
