/**
 * The bot's answers to the decisions a card effect asks (rules/bot.ts), exact
 * (issue #23, mutation testing): an Ambush accepted, the card stolen (the
 * dearest, never a starting card), the Portal to move and where (nearer a
 * Sanctuary only), an Artifact without a discount on the first Champion, the
 * Portal to deploy on and the hex of a deployment without activation (nearest
 * a Sanctuary), the card to banish, the enemy to damage, the ally to heal;
 * and where its side stands when the enemy holds a Sanctuary. Positions are
 * written with the scenario loader on the Three Sanctuaries (Sanctuaries 0,0
 * -3,0 3,0; Portals 0,4 for seat 0 and 0,-4 for seat 1).
 */
import { describe, expect, it } from 'vitest';
import { choose, idsOf, load } from '../support/at-positions.js';
import type { AtState } from '../../src/games/at/engine.js';
import { botAction } from '../../src/games/at/rules/bot.js';
import type { Pending } from '../../src/games/at/rules/state.js';

/** Seat 0 is asked `pending` in a position written with the loader. */
function asked(pending: Pending, setup: Record<string, unknown> = {}): AtState {
  const s = load({ hands: { 0: [] }, centerDeck: [], ...setup });
  s.pending.push(pending);
  return s;
}

describe('AT bot: Ambush and stealing', () => {
  it('AT-KW-27 an Ambush is always taken', () => {
    const s = asked({ kind: 'ambush', card: 'mystic', effects: [{ op: 'honor', n: 1 }] });
    expect(idsOf(s)).toEqual(['yes', 'no']);
    expect(botAction(s, 0)).toEqual({ type: 'ambush', c: 'yes' });
  });

  it('AT-GP-9 steals the dearest card of an enemy discard pile, the first of a tie; only starting cards: nothing', () => {
    // Star Acolyte 3, Rift Stalker 4, Glass Oracle 4; the Militia and the Apprentice cost 0.
    const s = asked({ kind: 'steal' }, { discards: { 1: ['militia', 'star-acolyte', 'rift-stalker', 'glass-oracle', 'apprentice'] } });
    expect(idsOf(s)).toEqual(['1:militia', '1:star-acolyte', '1:rift-stalker', '1:glass-oracle', '1:apprentice', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'steal', c: '1:rift-stalker' });
    const starting = asked({ kind: 'steal' }, { discards: { 1: ['militia', 'apprentice'] } });
    expect(idsOf(starting)).toEqual(['1:militia', '1:apprentice', 'skip']);
    expect(botAction(starting, 0)).toEqual({ type: 'steal', c: 'skip' });
    // A card of cost 1 or more is worth it, even alone after a starting card.
    const one = asked({ kind: 'steal' }, { discards: { 1: ['militia', 'star-acolyte'] } });
    expect(botAction(one, 0)).toEqual({ type: 'steal', c: '1:star-acolyte' });
  });
});

describe('AT bot: Portals and deployments', () => {
  it('AT-TT-13 AT-FQ-14 the Portal to move is the first offered; it goes to the first hex next to a Sanctuary', () => {
    const which = asked({ kind: 'movePortal', from: null });
    expect(idsOf(which)).toEqual(['d:0,4', 'skip']);
    expect(botAction(which, 0)).toEqual({ type: 'movePortal', c: 'd:0,4' });
    // From 0,4 (4 hexes from the nearest Sanctuary): -1,-1 -1,-2 -1,-3 come first in key order but are 2 or more away;
    // -1,0 is the first hex 1 away, and every later one 1 away (-1,1, 1,0 …) comes after it.
    const where = asked({ kind: 'movePortal', from: '0,4' });
    expect(idsOf(where).slice(0, 5)).toEqual(['h:-1,-1', 'h:-1,-2', 'h:-1,-3', 'h:-1,0', 'h:-1,1']);
    expect(botAction(where, 0)).toEqual({ type: 'movePortal', c: 'h:-1,0' });
  });

  it('AT-AR-2 an Artifact without a discount goes on the first Champion offered, one with a discount on the dearest to activate', () => {
    // Ember Sentinel activates for 1, Iron Warden for 2.
    const champions = { one: { def: 'ember-sentinel', owner: 0, at: '0,3' }, two: { def: 'iron-warden', owner: 0, at: '1,3' } };
    const lens = choose(load({ hands: { 0: ['prism-lens'] }, champions }), 0, 'p:prism-lens').state;
    expect(idsOf(lens)).toEqual(['e:one', 'e:two']);
    expect(botAction(lens, 0)).toEqual({ type: 'equip', c: 'e:one' });
    const greaves = choose(load({ hands: { 0: ['spring-greaves'] }, champions }), 0, 'p:spring-greaves').state;
    expect(botAction(greaves, 0)).toEqual({ type: 'equip', c: 'e:two' });
  });

  it('AT-DP-3 with two free Portals it deploys on the one nearer a Sanctuary, even offered second', () => {
    // 2 vs 2 on the Twin Bridges: seat 0's Portal moved to 1,4 (5 hexes from the nearest Sanctuary) and the inactive
    // Portal -5,0 it took (3 from the Sanctuary -4,2).
    const s = load({
      mode: 'teams',
      power: [5, 0, 0, 0],
      hands: { 0: [] },
      portalsTaken: { '-5,0': 0 },
      champions: { me: { def: 'ember-sentinel', owner: 0, at: null } },
    });
    s.portalMoves = { '-4,5': '1,4' };
    const r = choose(s, 0, 'a:me').state;
    expect(idsOf(r)).toEqual(['d:1,4', 'd:-5,0']);
    expect(botAction(r, 0)).toEqual({ type: 'deploy', c: 'd:-5,0' });
  });

  it('AT-DP-6 a deployment without activation goes to the hex nearest a Sanctuary, the first of a tie', () => {
    // Next to 0,3: -1,3 (3 from 0,0), -1,4 (4), 0,2 (2), 1,2 (2, from 3,0), 1,3 (3).
    const s = asked(
      { kind: 'deployFree', champ: 'x' },
      { champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,3' }, x: { def: 'iron-warden', owner: 0, at: null } } },
    );
    expect(idsOf(s)).toEqual(['h:-1,3', 'h:-1,4', 'h:0,2', 'h:1,2', 'h:1,3', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'deployFree', c: 'h:0,2' });
  });
});

describe('AT bot: banishing, damage and healing', () => {
  it('AT-BN-1 banishes a starting card, from the discard pile first; no starting card: nothing', () => {
    const s = asked(
      { kind: 'banish', from: ['hand', 'discard'] },
      { hands: { 0: ['mystic', 'militia'] }, discards: { 0: ['star-acolyte', 'apprentice'] } },
    );
    expect(idsOf(s)).toEqual(['h:mystic', 'h:militia', 'd:star-acolyte', 'd:apprentice', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'banish', c: 'd:apprentice' });
    const hand = asked(
      { kind: 'banish', from: ['hand', 'discard'] },
      { hands: { 0: ['mystic', 'militia'] }, discards: { 0: ['star-acolyte'] } },
    );
    expect(botAction(hand, 0)).toEqual({ type: 'banish', c: 'h:militia' });
    const none = asked({ kind: 'banish', from: ['hand', 'discard'] }, { hands: { 0: ['mystic'] }, discards: { 0: ['star-acolyte'] } });
    expect(botAction(none, 0)).toEqual({ type: 'banish', c: 'skip' });
  });

  it('AT-BN-6 banishes the dearest card of the center row, the first of a tie', () => {
    // Star Acolyte 3, Glass Oracle 4, Rift Stalker 4.
    const s = asked({ kind: 'banishRow' }, { row: ['star-acolyte', 'glass-oracle', 'rift-stalker', null, null, null] });
    expect(idsOf(s)).toEqual(['r:0', 'r:1', 'r:2', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'banishRow', c: 'r:1' });
  });

  it('AT-DF-1 damages the enemy with the least Defense left; heals the most damaged ally', () => {
    const champions = {
      a: { def: 'fern-colossus', owner: 1, at: '0,-1', damage: 1 },
      b: { def: 'glyph-warden', owner: 1, at: '1,-1', damage: 1 },
      c: { def: 'veil-reaver', owner: 1, at: '-1,0', damage: 1 },
      me: { def: 'iron-warden', owner: 0, at: '0,3', damage: 1 },
      you: { def: 'ember-sentinel', owner: 0, at: '1,3', damage: 3 },
      him: { def: 'glyph-warden', owner: 0, at: '-1,3', damage: 2 },
    };
    // Defense left: Fern Colossus 7 − 1, Glyph Warden 5 − 1, Veil Reaver 3 − 1.
    const damage = asked({ kind: 'damage', n: 2 }, { champions });
    expect(idsOf(damage)).toEqual(['t:a', 't:b', 't:c']);
    expect(botAction(damage, 0)).toEqual({ type: 'damage', c: 't:c' });
    const heal = asked({ kind: 'heal', n: 3 }, { champions });
    expect(idsOf(heal)).toEqual(['t:me', 't:you', 't:him']);
    expect(botAction(heal, 0)).toEqual({ type: 'heal', c: 't:you' });
  });
});

describe('AT bot: where its side stands against an enemy Sanctuary', () => {
  it('AT-TT-18 AT-TT-19 contesting the enemy’s Sanctuary (a tie, nobody’s) is worth as much as taking a free one: the nearer fight wins', () => {
    // The foe on -3,1 holds -3,0. From -2,2 (Speed 3), on -3,0 itself the bot ties it (held 0 against 0, the fight
    // 0 hexes away: 0); next to it, on -2,0, the same 1 hex away (−1); -1,0 takes 0,0 but leaves the foe its Sanctuary
    // (held 1 against 1, -3,0 2 hexes away: −2). Were a Sanctuary nobody holds counted as a side's, -1,0 would win.
    const s = choose(
      load({
        power: [5, 0],
        hands: { 0: [] },
        champions: { me: { def: 'iron-warden', owner: 0, at: '-2,2' }, foe: { def: 'veil-reaver', owner: 1, at: '-3,1' } },
      }),
      0,
      'a:me',
    ).state;
    const ids = idsOf(s);
    expect(ids.slice(0, 8)).toEqual(['m:-1,1', 'm:-2,1', 'm:-2,3', 'm:-3,2', 'm:-1,0', 'm:-1,2', 'm:-1,3', 'm:-2,0']);
    expect(ids.indexOf('m:-3,0')).toBe(17);
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'm:-3,0' });
  });
});

describe('AT bot: the end of its turn', () => {
  it('AT-TR-7 AT-CU-1 with nothing to play, buy or activate and no Cultist to deploy, it ends its turn rather than use a Treasure', () => {
    // Its only Champion is exhausted and 1 Power deploys no Cultist (2): a Treasure use and the end are left.
    const s = load({
      hands: { 0: [] },
      runes: [0, 0],
      power: [1, 0],
      centerDeck: [],
      row: [null, null, null, null, null, null],
      treasures: { 0: ['whetstone'] },
      champions: { me: { def: 'iron-warden', owner: 0, at: '0,3', exhausted: true } },
    });
    expect(idsOf(s)).toEqual(['u:whetstone:me', 'end']);
    expect(botAction(s, 0)).toEqual({ type: 'turn', c: 'end' });
  });
});

describe('AT bot: a Sanctuary held two to one', () => {
  it('AT-TT-18 AT-TT-19 two allies against one foe hold 0,0: the bot heads for another Sanctuary instead of joining them', () => {
    // Allies on 1,-1 and -1,1 against the foe on 0,-1: 0,0 is its side's. The Fern Colossus (Speed 2) on 0,3 goes 2
    // hexes from 3,0 (1,2, the first such move); were 0,0 nobody's, 0,1 next to it would be worth most.
    const s = choose(
      load({
        power: [5, 0],
        hands: { 0: [] },
        champions: {
          a: { def: 'ember-sentinel', owner: 0, at: '1,-1' },
          b: { def: 'glyph-warden', owner: 0, at: '-1,1' },
          f: { def: 'veil-reaver', owner: 1, at: '0,-1' },
          me: { def: 'fern-colossus', owner: 0, at: '0,3' },
        },
      }),
      0,
      'a:me',
    ).state;
    expect(idsOf(s)).toContain('m:0,1');
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'm:1,2' });
  });
});

describe('AT bot: staying put', () => {
  it('AT-TT-18 on a hex as good as any in reach it stays: a move scoring the same is not taken', () => {
    // On -1,0: 0,0 held and -3,0 2 hexes away, the best any hex gives (two Sanctuaries are 3 apart); 1,0 and -2,0 score the same.
    const s = choose(
      load({
        power: [5, 0],
        hands: { 0: [] },
        champions: { me: { def: 'iron-warden', owner: 0, at: '-1,0' }, foe: { def: 'veil-reaver', owner: 1, at: '0,-4' } },
      }),
      0,
      'a:me',
    ).state;
    expect(idsOf(s)).toContain('m:1,0');
    expect(idsOf(s)).toContain('m:-2,0');
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'done' });
  });
});

describe('AT bot: an Evil Champion’s walk', () => {
  /** The Overlord (seat 1) decides for Evil Champion `e`, activated, in Solo on the Warded Vale. */
  const evil = (champions: Record<string, unknown>, moved: boolean, attacks: number): AtState => {
    const s = load({ mode: 'solo', overlord: true, champions });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved, attacks });
    return s;
  };

  it('AT-OV-8 it walks toward the nearest of two enemies, not the farther one', () => {
    // From 0,-3 (Speed 3) the nearest it can get to the Ember Sentinel on 3,-1 is 2 hexes (2,-1 is a Forest): 1,-1 first.
    const s = evil(
      {
        near: { def: 'ember-sentinel', owner: 0, at: '3,-1' },
        far: { def: 'glyph-warden', owner: 0, at: '-4,4' },
        e: { def: 'iron-warden', owner: -1, token: 0, at: '0,-3' },
      },
      false,
      1,
    );
    const moves = idsOf(s, 1).filter((i) => i.startsWith('m:'));
    expect(moves.length).toBeGreaterThan(10);
    expect(botAction(s, 1)).toEqual({ type: 'evilActivation', c: 'm:1,-1' });
  });

  it('AT-OV-8 having moved and attacked, with enemies on the battlefield, it is done', () => {
    const s = evil(
      { me: { def: 'ember-sentinel', owner: 0, at: '-4,4' }, e: { def: 'iron-warden', owner: -1, token: 0, at: '0,-3' } },
      true,
      1,
    );
    expect(idsOf(s, 1)).toEqual(['done']);
    expect(botAction(s, 1)).toEqual({ type: 'evilActivation', c: 'done' });
  });
});

describe('AT bot: the Overlord’s worth of each effect', () => {
  const picks = (hand: string[]) => {
    const s = load({
      mode: 'solo',
      overlord: true,
      intrigueHand: hand,
      intrigueDiscard: [],
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' }, e: { def: 'iron-warden', owner: -1, token: 0, at: '3,-3' } },
    });
    s.pending.push({ kind: 'overlord' });
    return botAction(s, 1).c;
  };

  it('AT-OV-7 a Fury is worth an activation (2) and 2 Honor are worth 2: ties go to the card offered first', () => {
    // Wrath Unbound: a Fury; Vile Ritual: 2 Honor; the Muster: one activation.
    expect(picks(['wrath-unbound', 'muster'])).toBe('i:wrath-unbound');
    expect(picks(['vile-ritual', 'muster'])).toBe('i:vile-ritual');
  });

  it('AT-OV-7 a boost is worth 1, less than an activation: two activations (4) over a boost and an activation (3)', () => {
    // Blood Oath: a boost and an activation; Pincer: two activations.
    expect(picks(['blood-oath', 'pincer'])).toBe('i:pincer');
  });
});
