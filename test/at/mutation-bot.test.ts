/**
 * The bot's decisions (rules/bot.ts), exact (issue #23, mutation testing):
 * each decision kind on both sides of its measure — buying by value (cost,
 * an activation discount, a favoured faction, ties to the first), the turn's
 * fallbacks, attacking what it can defeat (the Defense boundary), Area
 * attacks, moving by Sanctuary control, the Overlord's Intrigue cards (the
 * worth of each effect, a bonus due at its Threat threshold), an Evil
 * Champion's target and walk, and the card effects' choices (copy, Turret).
 * Positions are written with the scenario loader.
 */
import { describe, expect, it } from 'vitest';
import { choose, idsOf, load } from '../support/at-positions.js';
import type { AtState } from '../../src/games/at/engine.js';
import { botAction, leaningBotAction } from '../../src/games/at/rules/bot.js';

const empty = [null, null, null, null, null, null];
/** Seat 0's turn with no card in hand, the given Runes and Power. */
const turn = (setup: Record<string, unknown>) => load({ hands: { 0: [] }, runes: [0, 0], power: [0, 0], centerDeck: [], ...setup });
/** Seat 0 has just activated `champ`. */
const activated = (champions: Record<string, unknown>, champ = 'me') =>
  choose(load({ power: [5, 0], hands: { 0: [] }, champions }), 0, `a:${champ}`).state;

describe('AT bot: the turn', () => {
  it('AT-PL-1 plays its first card in hand before anything else', () => {
    const s = turn({ hands: { 0: ['militia', 'apprentice', 'militia'] }, runes: [9, 0], row: ['mystic', ...empty.slice(1)] });
    expect(idsOf(s)).toEqual(['p:militia', 'p:apprentice', 'b:0', 's:mystic', 's:heavy', 'end']);
    expect(botAction(s, 0)).toEqual({ type: 'turn', c: 'p:militia' });
  });

  it('AT-CR-1 AT-CR-2 buys the dearest card; a favoured faction counts 2 Runes more; a tie goes to the first offered', () => {
    const s = turn({ runes: [4, 0], row: ['star-acolyte', 'rift-stalker', 'sapling-warden', null, null, null] });
    expect(idsOf(s)).toEqual(['b:0', 'b:1', 'b:2', 's:mystic', 's:heavy', 'end']);
    // Star Acolyte 3 (Enlightened), Rift Stalker 4 (Void), Sapling Warden 3 (Lifebound).
    expect(botAction(s, 0)).toEqual({ type: 'turn', c: 'b:1' });
    expect(leaningBotAction(s, 0, 'lifebound')).toEqual({ type: 'turn', c: 'b:2' });
    expect(leaningBotAction(s, 0, 'enlightened')).toEqual({ type: 'turn', c: 'b:0' });
    expect(leaningBotAction(s, 0, 'mechana')).toEqual({ type: 'turn', c: 'b:1' });
    // Star Acolyte, Sapling Warden and the Mystic cost 3: the first.
    const tie = turn({ runes: [3, 0], row: ['star-acolyte', 'sapling-warden', null, null, null, null] });
    expect(botAction(tie, 0)).toEqual({ type: 'turn', c: 'b:0' });
    expect(leaningBotAction(tie, 0, 'lifebound')).toEqual({ type: 'turn', c: 'b:1' });
    // The supply only: the Mystic (3) over the Heavy Infantry (2).
    expect(botAction(turn({ runes: [3, 0], row: empty }), 0)).toEqual({ type: 'turn', c: 's:mystic' });
    expect(botAction(turn({ runes: [2, 0], row: empty }), 0)).toEqual({ type: 'turn', c: 's:heavy' });
  });

  it('AT-RS-7 Spring Greaves (3 Runes, 1 Power off each activation) is worth 5: over a 4, tied with a 5 offered before it', () => {
    expect(botAction(turn({ runes: [9, 0], row: ['gyro-harness', 'spring-greaves', null, null, null, null] }), 0)).toEqual({
      type: 'turn',
      c: 'b:1',
    });
    expect(botAction(turn({ runes: [9, 0], row: ['oak-speaker', 'spring-greaves', null, null, null, null] }), 0)).toEqual({
      type: 'turn',
      c: 'b:0',
    });
    expect(botAction(turn({ runes: [9, 0], row: ['spring-greaves', 'oak-speaker', null, null, null, null] }), 0)).toEqual({
      type: 'turn',
      c: 'b:0',
    });
  });

  it('AT-AC-1 AT-CU-1 with nothing to play or buy: activates its first Champion, else a Cultist, else ends the turn', () => {
    const champions = { x: { def: 'ember-sentinel', owner: 0, at: '0,3' }, y: { def: 'iron-warden', owner: 0, at: '1,3' } };
    const both = turn({ power: [2, 0], row: empty, champions });
    expect(idsOf(both)).toEqual(['a:x', 'a:y', 'cultist', 'end']);
    expect(botAction(both, 0)).toEqual({ type: 'turn', c: 'a:x' });
    const tired = { x: { def: 'ember-sentinel', owner: 0, at: '0,3', exhausted: true } };
    const cultist = turn({ power: [2, 0], row: empty, champions: tired });
    expect(idsOf(cultist)).toEqual(['cultist', 'end']);
    expect(botAction(cultist, 0)).toEqual({ type: 'turn', c: 'cultist' });
    expect(botAction(turn({ power: [1, 0], row: empty, champions: tired }), 0)).toEqual({ type: 'turn', c: 'end' });
  });

  it('a bot asked while it has nothing to decide is an error', () => {
    const s = turn({ row: empty });
    expect(() => botAction(s, 1)).toThrow('the bot has nothing to decide');
  });
});

describe('AT bot: an activation', () => {
  it('AT-AT-1 AT-DF-1 attacks an enemy it can defeat (damage + Strength reaching its Defense), else the first in reach', () => {
    // Iron Warden: Strength 3. Fern Colossus (k): Defense 7; Glyph Warden (w): Defense 5.
    const at = (damage: number) =>
      activated({
        me: { def: 'iron-warden', owner: 0, at: '0,1' },
        k: { def: 'fern-colossus', owner: 1, at: '1,0' },
        w: { def: 'glyph-warden', owner: 1, at: '-1,1', damage },
      });
    expect(idsOf(at(2)).filter((i) => i.startsWith('a:'))).toEqual(['a:k', 'a:w']);
    expect(botAction(at(2), 0)).toEqual({ type: 'activation', c: 'a:w' });
    expect(botAction(at(1), 0)).toEqual({ type: 'activation', c: 'a:k' });
  });

  it('AT-KW-13 an Area attacker takes its Area attack', () => {
    const s = activated({ me: { def: 'ossuary-priest', owner: 0, at: '0,1' }, k: { def: 'fern-colossus', owner: 1, at: '1,0' } });
    expect(idsOf(s).slice(-2)).toEqual(['area', 'done']);
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'area' });
  });

  it('AT-TT-18 moves to the hex whose Sanctuaries it controls most, nearest one it does not; stays when nothing is better', () => {
    const foe = { def: 'veil-reaver', owner: 1, at: '0,-4' };
    // From its Portal 0,4: 0,1 is next to the Sanctuary 0,0 (controlled) and 3 from the other two.
    expect(botAction(activated({ me: { def: 'iron-warden', owner: 0, at: '0,4' }, foe }), 0)).toEqual({ type: 'activation', c: 'm:0,1' });
    // On 0,0: -1,0 still controls it and is 2 from -3,0.
    expect(botAction(activated({ me: { def: 'iron-warden', owner: 0, at: '0,0' }, foe }), 0)).toEqual({ type: 'activation', c: 'm:-1,0' });
    // On -1,0 with nothing better in reach (the first move scores no more): done.
    const moved = choose(activated({ me: { def: 'iron-warden', owner: 0, at: '0,0' }, foe }), 0, 'm:-1,0').state;
    expect(botAction(moved, 0)).toEqual({ type: 'activation', c: 'done' });
  });

  it('AT-DP-1 a Champion activated off the battlefield is offered moves from its Portal and takes the one next to a Sanctuary', () => {
    const s = activated({ me: { def: 'iron-warden', owner: 0, at: null }, foe: { def: 'veil-reaver', owner: 1, at: '0,-4' } });
    expect(idsOf(s)).toEqual([
      'm:-1,4',
      'm:0,3',
      'm:1,3',
      'm:-1,3',
      'm:-2,4',
      'm:0,2',
      'm:1,2',
      'm:2,2',
      'm:-2,3',
      'm:-3,4',
      'm:0,1',
      'm:1,1',
      'm:3,1',
      'done',
    ]);
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'm:0,1' });
  });

  it('AT-TT-19 AT-AMB-17 a Sanctuary held one to one is nobody’s: the bot takes another one rather than join the tie', () => {
    // 0,0 is tied (the foe on -1,0, the ally on 1,0). 2,0 wins 3,0 and stays 2 from 0,0 (1 held, 98); 0,1 wins 0,0 but
    // is 3 from the others (97). Were the tie the foe's (the first side counted), 0,1 would be worth more than 2,0.
    const s = activated({
      me: { def: 'iron-warden', owner: 0, at: '0,3' },
      foe: { def: 'veil-reaver', owner: 1, at: '-1,0' },
      ally: { def: 'ember-sentinel', owner: 0, at: '1,0' },
    });
    expect(botAction(s, 0)).toEqual({ type: 'activation', c: 'm:2,0' });
  });
});

describe('AT bot: the Overlord', () => {
  const overlord = (hand: string[], discard: string[] = []): AtState => {
    const s = load({
      mode: 'solo',
      overlord: true,
      intrigueHand: hand,
      intrigueDiscard: discard,
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' }, e: { def: 'iron-warden', owner: -1, token: 0, at: '3,-3' } },
    });
    s.pending.push({ kind: 'overlord' });
    return s;
  };
  const picks = (hand: string[], discard: string[] = []) => botAction(overlord(hand, discard), 1).c;

  it('AT-OV-5 AT-IN-4 plays the card worth most: an activation 2, every Evil Champion 4, Fury 2, Honor its value, anything else 1', () => {
    expect(idsOf(overlord(['muster', 'night-march', 'grim-vigil']), 1)).toEqual(['i:muster', 'i:night-march', 'i:grim-vigil']);
    // Night March activates two (4) against one (2).
    expect(picks(['muster', 'night-march', 'grim-vigil'])).toBe('i:night-march');
    // The Muster and Grim Vigil activate one each: the first.
    expect(picks(['muster', 'grim-vigil'])).toBe('i:muster');
    expect(picks(['grim-vigil', 'muster'])).toBe('i:grim-vigil');
    // Full Assault activates all (4), tied with Night March (4): the first either way.
    expect(picks(['full-assault', 'night-march'])).toBe('i:full-assault');
    expect(picks(['night-march', 'full-assault'])).toBe('i:night-march');
    // Fury alone (2) is worth less than two activations (4).
    expect(picks(['wrath-unbound', 'night-march'])).toBe('i:night-march');
    // 1 Honor and an activation (3), a Cultist and an activation (3), a boost and an activation (3): over one activation (2).
    expect(picks(['muster', 'dark-tithe'])).toBe('i:dark-tithe');
    expect(picks(['muster', 'cult-summons'])).toBe('i:cult-summons');
    expect(picks(['muster', 'blood-oath'])).toBe('i:blood-oath');
  });

  it('AT-IN-6 a bonus counts once the Intrigue discard holds as many cards as its Threat threshold', () => {
    // Grim Vigil: threshold 5, bonus 1 Honor; the Muster: threshold 6, bonus an activation.
    const discard = ['full-assault', 'night-march', 'iron-tide', 'blood-oath', 'shadow-step', 'wrath-unbound'];
    expect(picks(['muster', 'grim-vigil'], discard.slice(0, 4))).toBe('i:muster');
    expect(picks(['muster', 'grim-vigil'], discard.slice(0, 5))).toBe('i:grim-vigil');
    expect(picks(['muster', 'grim-vigil'], discard)).toBe('i:muster');
  });
});

describe('AT bot: an Evil Champion’s activation', () => {
  const evil = (champions: Record<string, unknown>, moved: boolean, attacks: number): AtState => {
    const s = load({ mode: 'solo', overlord: true, champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' }, ...champions } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved, attacks });
    return s;
  };

  it('AT-OV-8 attacks the enemy with the least Defense left (Defense minus damage)', () => {
    // Ember Sentinel: 4 left. Fern Colossus 7 − 1 = 6; Veil Reaver 3.
    const big = evil(
      { e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' }, you: { def: 'fern-colossus', owner: 0, at: '1,0', damage: 1 } },
      true,
      0,
    );
    expect(idsOf(big, 1)).toEqual(['a:me', 'a:you', 'done']);
    expect(botAction(big, 1)).toEqual({ type: 'evilActivation', c: 'a:me' });
    const small = evil(
      { e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' }, you: { def: 'veil-reaver', owner: 0, at: '1,0' } },
      true,
      0,
    );
    expect(botAction(small, 1)).toEqual({ type: 'evilActivation', c: 'a:you' });
    // A tie (4 and 4): the first.
    const tie = evil(
      { e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' }, you: { def: 'ember-sentinel', owner: 0, at: '1,0' } },
      true,
      0,
    );
    expect(botAction(tie, 1)).toEqual({ type: 'evilActivation', c: 'a:me' });
  });

  it('AT-OV-8 damage taken lowers the Defense left: a hurt Ember Sentinel (4 − 2) before a fresh Veil Reaver (3)', () => {
    const s = evil(
      {
        e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' },
        you: { def: 'veil-reaver', owner: 0, at: '1,0' },
      },
      true,
      0,
    );
    s.champions['me']!.damage = 2;
    expect(botAction(s, 1)).toEqual({ type: 'evilActivation', c: 'a:me' });
  });

  it('AT-OV-8 AT-KW-13 an Evil Area attacker takes its Area attack', () => {
    const s = evil(
      { e: { def: 'plague-bearer', owner: -1, token: 0, at: '0,0' }, you: { def: 'iron-warden', owner: 0, at: '1,0' } },
      true,
      0,
    );
    expect(botAction(s, 1)).toEqual({ type: 'evilActivation', c: 'area' });
  });

  it('AT-OV-8 walks to the hex nearest an enemy, if nearer than where it stands; else finishes', () => {
    const far = evil({ e: { def: 'iron-warden', owner: -1, token: 0, at: '3,-3' } }, false, 0);
    expect(botAction(far, 1)).toEqual({ type: 'evilActivation', c: 'm:0,0' });
    // Next to its only enemy already, its attack spent: nothing nearer.
    const near = evil({ e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' } }, false, 1);
    expect(idsOf(near, 1)).toContain('m:-1,0');
    expect(botAction(near, 1)).toEqual({ type: 'evilActivation', c: 'done' });
    // No enemy on the battlefield: nowhere to go.
    const alone = evil({ e: { def: 'iron-warden', owner: -1, token: 0, at: '3,-3' } }, false, 0);
    alone.champions['me']!.at = null;
    expect(botAction(alone, 1)).toEqual({ type: 'evilActivation', c: 'done' });
  });
});

describe('AT bot: card effects’ choices', () => {
  it('AT-CR-18 copies the dearest Hero of the center row, the first on a tie', () => {
    const copy = (row: (string | null)[]) => choose(load({ hands: { 0: ['isla-serene'] }, row, centerDeck: [] }), 0, 'p:isla-serene').state;
    const s = copy(['mystic', 'glass-oracle', 'oak-speaker', 'quiet-archivist', 'rift-stalker', null]);
    expect(idsOf(s)).toEqual(['k:mystic', 'k:glass-oracle', 'k:oak-speaker', 'k:quiet-archivist', 'k:rift-stalker', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'copy', c: 'k:quiet-archivist' });
    // Quiet Archivist and Sky Cantor both cost 6.
    expect(botAction(copy(['quiet-archivist', 'sky-cantor', null, null, null, null]), 0)).toEqual({ type: 'copy', c: 'k:quiet-archivist' });
    expect(botAction(copy(['sky-cantor', 'quiet-archivist', null, null, null, null]), 0)).toEqual({ type: 'copy', c: 'k:sky-cantor' });
  });

  it('AT-TU-2 a Turret with no enemy in reach is moved (the first option) rather than fired', () => {
    const s = choose(
      load({
        hands: { 0: ['mila-salvager'] },
        turret: { hex: '0,0', owner: 0 },
        champions: { me: { def: 'iron-warden', owner: 0, at: '0,4' }, far: { def: 'veil-reaver', owner: 1, at: '0,-4' } },
      }),
      0,
      'p:mila-salvager',
    ).state;
    expect(idsOf(s)).toEqual(['move', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'turret', c: 'move' });
  });

  it('AT-RS-7 a discount goes on the dearest Champion to activate, the first of two equally dear', () => {
    const champions = { one: { def: 'ember-sentinel', owner: 0, at: '0,3' }, two: { def: 'glyph-warden', owner: 0, at: '1,3' } };
    const s = choose(load({ hands: { 0: ['spring-greaves'] }, champions }), 0, 'p:spring-greaves').state;
    expect(idsOf(s)).toEqual(['e:one', 'e:two']);
    expect(botAction(s, 0)).toEqual({ type: 'equip', c: 'e:one' });
  });

  it('AT-TT-13 Kor leaves its Portal where it is when no offered hex is nearer a Sanctuary', () => {
    const s = load({
      power: [2, 0],
      champions: { kor: { def: 'kor', owner: 0, at: '0,1' }, vr: { def: 'veil-reaver', owner: 1, at: '0,2' } },
    });
    // The Portal of 0,4 already stands on 1,-1, next to the Sanctuary 0,0: -1,0 (offered first) is as near, not nearer.
    s.portalMoves = { '0,4': '1,-1' };
    const r = choose(choose(s, 0, 'a:kor').state, 0, 'a:vr').state;
    expect(idsOf(r).slice(0, 4)).toEqual(['h:-1,-1', 'h:-1,-2', 'h:-1,-3', 'h:-1,0']);
    expect(botAction(r, 0)).toEqual({ type: 'movePortal', c: 'skip' });
  });

  it('AT-TU-2 the Turret hits the enemy with the least Defense left', () => {
    const s = choose(
      load({
        hands: { 0: ['mila-salvager'] },
        turret: { hex: '0,0', owner: 0 },
        champions: {
          a: { def: 'fern-colossus', owner: 1, at: '0,1', damage: 1 },
          b: { def: 'veil-reaver', owner: 1, at: '1,0', damage: 1 },
          c: { def: 'glyph-warden', owner: 1, at: '-1,0' },
          me: { def: 'iron-warden', owner: 0, at: '0,4' },
        },
      }),
      0,
      'p:mila-salvager',
    ).state;
    expect(idsOf(s)).toEqual(['t:a', 't:b', 't:c', 'move', 'skip']);
    expect(botAction(s, 0)).toEqual({ type: 'turret', c: 't:b' });
  });
});
