/**
 * The turn's machinery of rules/flow.ts, exact (issue #23, mutation testing):
 * each effect's guard on both sides (a target or none), what each effect
 * resolves to, the center row's refill and name clashes, banishing by the
 * card's origin, defeats (a Cultist, an Evil Champion and its Artifacts, a
 * two-pawn card), Fatal ordering, Treasures (gained, picked up, used,
 * answered) and the names of pawns. Positions are written with the
 * scenario loader; effects are queued and settled as a card's would be.
 */
import { describe, expect, it } from 'vitest';
import { choose, idsOf, load, promptEn } from '../support/at-positions.js';
import type { GameEvent } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import type { Effect } from '../../src/games/at/content/schema.js';
import { cardDef } from '../../src/games/at/content/index.js';
import {
  attack,
  champName,
  checkDefeat,
  currentSpec,
  defeat,
  openWindow,
  refillRow,
  selectingSeat,
  settle,
  specFor,
  walk,
} from '../../src/games/at/rules/flow.js';

const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const fr = (e: GameEvent) => translate(e.text, 'fr', at.strings);

/** Queues effects on the active seat's behalf and settles them: the events in English. */
function resolveAll(s: AtState, ...effects: Effect[]): string[] {
  const events: GameEvent[] = [];
  s.queue.push(...effects);
  settle(s, events);
  return events.map(en);
}

const mine = { def: 'ember-sentinel', owner: 0, at: '0,3' };
const theirs = { def: 'veil-reaver', owner: 1, at: '0,-3' };

describe('AT effects: resources', () => {
  it('AT-PL-8 AT-GP-7 AT-RS-9 Runes, Power, Honor and boosts add exactly n to the active seat, the other seat unchanged', () => {
    const s = load({ runes: [1, 4], power: [2, 5], honor: [3, 6], champions: { mine } });
    const lines = resolveAll(
      s,
      { op: 'runes', n: 2 },
      { op: 'power', n: 3 },
      { op: 'honor', n: 4 },
      { op: 'boost', stat: 'strength', n: 1 },
      { op: 'boost', stat: 'strength', n: 2 },
      { op: 'boost', stat: 'speed', n: 1 },
    );
    expect(s.players.map((p) => [p.runes, p.power, p.honor])).toEqual([
      [3, 5, 7],
      [4, 5, 6],
    ]);
    expect(s.players[0]!.boost).toEqual({ strength: 3, defense: 0, speed: 1 });
    expect(s.players[1]!.boost).toEqual({ strength: 0, defense: 0, speed: 0 });
    expect(lines).toEqual(['P1 gains 4 Honor.']);
    expect(s.queue).toEqual([]);
    expect(s.pending).toEqual([]);
  });

  it('AT-DK-1 AT-DK-4 AT-GP-6 a draw names the count in public and the cards to the drawer only; an empty deck and discard draw nothing and say nothing', () => {
    const s = load({
      decks: { 0: ['spring-greaves', 'prism-lens', 'spring-greaves'] },
      discards: { 0: [] },
      hands: { 0: [] },
      champions: { mine },
    });
    const events: GameEvent[] = [];
    s.queue.push({ op: 'draw', n: 2 });
    settle(s, events);
    expect(events.map(en)).toEqual(['P1 draws 2 cards.', 'You draw: Spring Greaves, Prism Lens.']);
    expect(events.map(fr)[1]).toBe('Vous piochez : Jambières à ressort, Lentille prismatique.');
    expect(events.map((e) => e.visibleTo)).toEqual([undefined, [0]]);
    expect(s.players[0]!.hand.map((c) => s.cards[c])).toEqual(['spring-greaves', 'prism-lens']);
    const empty = load({ decks: { 0: [] }, discards: { 0: [] }, hands: { 0: [] }, champions: { mine } });
    expect(resolveAll(empty, { op: 'draw', n: 3 })).toEqual([]);
    expect(empty.players[0]!.hand).toEqual([]);
  });
});

describe('AT effects: a choice only when there is something to choose (GP-2)', () => {
  it('AT-BN-1 AT-GP-2 banish asks only when one of its zones holds a card', () => {
    const none = load({ hands: { 0: [] }, discards: { 0: ['spring-greaves'] }, champions: { mine } });
    resolveAll(none, { op: 'banish', from: ['hand'] });
    expect(none.pending).toEqual([]);
    resolveAll(none, { op: 'banish', from: ['hand', 'discard'] });
    expect(none.pending).toEqual([{ kind: 'banish', from: ['hand', 'discard'] }]);
    const hand = load({ hands: { 0: ['prism-lens'] }, discards: { 0: [] }, champions: { mine } });
    resolveAll(hand, { op: 'banish', from: ['discard'] });
    expect(hand.pending).toEqual([]);
    resolveAll(hand, { op: 'banish', from: ['hand'] });
    expect(hand.pending).toEqual([{ kind: 'banish', from: ['hand'] }]);
  });

  it('AT-BN-6 AT-GP-2 banishRow asks when one slot holds a card, not when the row is empty', () => {
    const empty = load({ row: [null, null, null, null, null, null], centerDeck: [], champions: { mine } });
    resolveAll(empty, { op: 'banishRow' });
    expect(empty.pending).toEqual([]);
    const one = load({ row: [null, null, null, null, null, 'prism-lens'], centerDeck: [], champions: { mine } });
    resolveAll(one, { op: 'banishRow' });
    expect(one.pending).toEqual([{ kind: 'banishRow' }]);
  });

  it('AT-GP-2 damage asks only with an enemy pawn on the battlefield (one off it, or an own pawn, is no target)', () => {
    const off = load({ champions: { mine, them: { ...theirs, at: null } } });
    resolveAll(off, { op: 'damage', n: 2 });
    expect(off.pending).toEqual([]);
    const on = load({ champions: { mine, them: theirs } });
    resolveAll(on, { op: 'damage', n: 2 });
    expect(on.pending).toEqual([{ kind: 'damage', n: 2 }]);
  });

  it('AT-GP-2 heal asks only for an own damaged pawn on the battlefield', () => {
    const cases: [Record<string, unknown>, boolean][] = [
      [{ mine: { ...mine, damage: 0 } }, false],
      [{ mine: { ...mine, damage: 1, at: null } }, false],
      [{ mine, them: { ...theirs, damage: 2 } }, false],
      [{ mine: { ...mine, damage: 1 } }, true],
    ];
    for (const [champions, asked] of cases) {
      const s = load({ champions });
      resolveAll(s, { op: 'heal', n: 3 });
      expect(s.pending).toEqual(asked ? [{ kind: 'heal', n: 3 }] : []);
    }
  });

  it('AT-GP-2 the Fairy Circle and the Turret are asked about only once placed; placing a token always asks', () => {
    const s = load({ champions: { mine } });
    resolveAll(s, { op: 'moveFairy' }, { op: 'turret', n: 2 });
    expect(s.pending).toEqual([]);
    resolveAll(s, { op: 'placeToken', token: 'turret' });
    expect(s.pending).toEqual([{ kind: 'token', token: 'turret', move: false }]);
    const placed = load({ fairy: { hex: '0,0', owner: 1 }, turret: { hex: '1,0', owner: 1 }, champions: { mine } });
    resolveAll(placed, { op: 'moveFairy' });
    expect(placed.pending).toEqual([{ kind: 'token', token: 'fairy', move: true }]);
    placed.pending = [];
    resolveAll(placed, { op: 'turret', n: 2 });
    expect(placed.pending).toEqual([{ kind: 'turret', n: 2 }]);
  });

  it('AT-KW-6 copyRow asks only when the row holds a Hero that does not copy in turn', () => {
    const copier = load({ row: ['isla-serene', null, null, null, null, 'spring-greaves'], centerDeck: [], champions: { mine } });
    resolveAll(copier, { op: 'copyRow' });
    expect(copier.pending).toEqual([]);
    // Mirror Adept copies only through its Allegiance: its effect may be copied.
    const hero = load({ row: ['isla-serene', null, null, null, 'mirror-adept', null], centerDeck: [], champions: { mine } });
    resolveAll(hero, { op: 'copyRow' });
    expect(hero.pending).toEqual([{ kind: 'copy' }]);
  });

  it('AT-GP-2 consume asks with a card in the hand or the discard, with its reward', () => {
    const none = load({ hands: { 0: [] }, discards: { 0: [] }, champions: { mine } });
    resolveAll(none, { op: 'consume', n: 2 });
    expect(none.pending).toEqual([]);
    for (const zones of [
      { hands: { 0: ['prism-lens'] }, discards: { 0: [] } },
      { hands: { 0: [] }, discards: { 0: ['prism-lens'] } },
    ]) {
      const s = load({ ...zones, champions: { mine } });
      resolveAll(s, { op: 'consume', n: 2 });
      expect(s.pending).toEqual([{ kind: 'banish', from: ['hand', 'discard'], reward: 2 }]);
    }
  });
});

describe('AT effects: resolved at once', () => {
  it('AT-TR-2 AT-AMB-32 a Treasure comes from the top of the bag, face down; an empty bag gives nothing', () => {
    const s = load({ treasureBag: ['oak-charm', 'whetstone'], treasures: { 0: ['gale-boots'] }, champions: { mine } });
    const events: GameEvent[] = [];
    s.queue.push({ op: 'treasure', n: 3 });
    settle(s, events);
    expect(s.players[0]!.treasures).toEqual(['gale-boots', 'oak-charm', 'whetstone']);
    expect(s.treasureBag).toEqual([]);
    expect(events.map(en)).toEqual([
      'P1 gains a Treasure.',
      'Your Treasure: Oak Charm.',
      'P1 gains a Treasure.',
      'Your Treasure: Whetstone.',
    ]);
    expect(events.map((e) => e.visibleTo)).toEqual([undefined, [0], undefined, [0]]);
    expect(fr(events[1]!)).toBe('Votre Trésor : Charme de chêne.');
  });

  it('AT-GP-2 healAll heals each own damaged pawn on the battlefield by n, never below 0; pawns off it and enemies keep theirs', () => {
    const s = load({
      champions: {
        a: { ...mine, damage: 3 },
        b: { def: 'iron-warden', owner: 0, at: '1,3', damage: 1 },
        c: { def: 'thistle-ranger', owner: 0, at: null, damage: 2 },
        d: { ...theirs, damage: 2 },
      },
    });
    resolveAll(s, { op: 'healAll', n: 2 });
    expect(['a', 'b', 'c', 'd'].map((id) => s.champions[id]!.damage)).toEqual([1, 0, 2, 2]);
  });

  it('AT-TT-17 AT-TT-18 sanctuaryHonor gives n per Sanctuary the seat’s side controls, and says nothing at 0', () => {
    const s = load({
      honor: [1, 1],
      champions: { a: { ...mine, at: '0,1' }, b: { def: 'iron-warden', owner: 0, at: '-3,1' }, c: { ...theirs, at: '3,-1' } },
    });
    expect(resolveAll(s, { op: 'sanctuaryHonor', n: 2 })).toEqual(['P1 gains 4 Honor.']);
    expect(s.players.map((p) => p.honor)).toEqual([5, 1]);
    const none = load({ honor: [1, 1], champions: { a: { ...mine, at: '0,3' }, c: { ...theirs, at: '3,-1' } } });
    expect(resolveAll(none, { op: 'sanctuaryHonor', n: 2 })).toEqual([]);
    expect(none.players.map((p) => p.honor)).toEqual([1, 1]);
  });

  it('perArtifact counts the Artifacts on the seat’s own Champions only, on or off the battlefield', () => {
    const s = load({
      runes: [0, 0],
      power: [0, 0],
      champions: {
        a: { ...mine, artifacts: ['prism-lens', 'spring-greaves'] },
        b: { def: 'iron-warden', owner: 0, at: null, artifacts: ['prism-lens'] },
        d: { ...theirs, artifacts: ['spring-greaves'] },
      },
    });
    resolveAll(s, { op: 'perArtifact', res: 'power', n: 1 }, { op: 'perArtifact', res: 'runes', n: 2 });
    expect([s.players[0]!.power, s.players[0]!.runes]).toEqual([3, 6]);
    expect([s.players[1]!.power, s.players[1]!.runes]).toEqual([0, 0]);
  });

  it('AT-AC-8 freeActivate waits below the activation in progress, naming its card; with none it is asked at once', () => {
    const s = load({ champions: { mine } });
    s.pending.push({ kind: 'activation', champ: 'mine', moved: true, attacks: 1 });
    resolveAll(s, { op: 'freeActivate' });
    expect(s.pending).toEqual([
      { kind: 'free', except: 'mine' },
      { kind: 'activation', champ: 'mine', moved: true, attacks: 1 },
    ]);
    const idle = load({ champions: { mine } });
    resolveAll(idle, { op: 'freeActivate' });
    expect(idle.pending).toEqual([{ kind: 'free', except: '' }]);
  });

  it('AT-TT-13 AT-TT-3 movePortal asks from the seat’s one Portal; placeForest asks while a standard hex is left', () => {
    const s = load({ champions: { mine } });
    resolveAll(s, { op: 'movePortal' });
    expect(s.pending).toEqual([{ kind: 'movePortal', from: '0,4' }]);
    const f = load({ champions: { mine } });
    resolveAll(f, { op: 'placeForest' });
    expect(f.pending).toEqual([{ kind: 'forest' }]);
  });

  it('AT-GP-9 steal asks only when an opponent’s discard holds a card (the seat’s own discard does not count)', () => {
    const none = load({ discards: { 0: ['prism-lens'], 1: [] }, champions: { mine } });
    resolveAll(none, { op: 'steal' });
    expect(none.pending).toEqual([]);
    const one = load({ discards: { 0: [], 1: ['prism-lens'] }, champions: { mine } });
    resolveAll(one, { op: 'steal' });
    expect(one.pending).toEqual([{ kind: 'steal' }]);
  });

  it('AT-DP-6 deploy asks for an own Champion off the battlefield with a free standard hex next to an own pawn', () => {
    const cases: [Record<string, unknown>, boolean][] = [
      // Nobody off the battlefield.
      [{ mine }, false],
      // Off the battlefield, but no own pawn on it to deploy next to.
      [{ off: { ...mine, at: null } }, false],
      // Only an enemy pawn on the battlefield.
      [{ off: { ...mine, at: null }, them: theirs }, false],
      // A defeated Cultist is no Champion to deploy.
      [{ k: { def: 'cultist', owner: 0, at: null }, mine }, false],
      [{ off: { ...mine, at: null }, b: { def: 'iron-warden', owner: 0, at: '1,1' } }, true],
    ];
    for (const [champions, asked] of cases) {
      const s = load({ champions });
      resolveAll(s, { op: 'deploy' });
      expect(s.pending).toEqual(asked ? [{ kind: 'deployFree', champ: null }] : []);
    }
  });

  it('AT-DF-9 destroyArtifact asks only when an enemy Champion holds an Artifact', () => {
    const own = load({ champions: { a: { ...mine, artifacts: ['prism-lens'] }, them: theirs } });
    resolveAll(own, { op: 'destroyArtifact' });
    expect(own.pending).toEqual([]);
    const enemy = load({ champions: { mine, them: { ...theirs, at: null, artifacts: ['prism-lens'] } } });
    resolveAll(enemy, { op: 'destroyArtifact' });
    expect(enemy.pending).toEqual([{ kind: 'destroy' }]);
  });
});

describe('AT names of pawns', () => {
  it('AT-FQ-15 AT-CU-5 a Cultist, an Evil Champion, each pawn of a two-pawn card and a Champion go by their names in both languages', () => {
    const s = load({
      mode: 'solo',
      champions: {
        k: { def: 'cultist', owner: 0, at: '0,2' },
        ek: { def: 'cultist', owner: -1, at: '0,0' },
        e: { def: 'ember-sentinel', owner: -1, token: 1, at: '1,-2' },
        p1: { def: 'askara-psyche', owner: 0, at: '-1,3' },
        p2: { def: 'askara-psyche', owner: 0, at: '1,2', card: 'p1' },
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
      },
    });
    const names = ['k', 'ek', 'e', 'p1', 'p2', 'me'].map((id) => champName(s, s.champions[id]!));
    expect(names).toEqual([
      { champ: 'Cultist', champFr: 'Cultiste' },
      { champ: 'Cultist', champFr: 'Cultiste' },
      { champ: 'Ember Sentinel', champFr: 'Sentinelle de braise' },
      { champ: 'Askara Psyché (1)', champFr: 'Askara Psyché (1)' },
      { champ: 'Askara Psyché (2)', champFr: 'Askara Psyché (2)' },
      { champ: 'Ember Sentinel', champFr: 'Sentinelle des braises' },
    ]);
  });

  it('AT-FQ-15 AT-SO-11 attack labels are told apart for an Evil Champion and a player’s of the same card, and for each pawn of a two-pawn card', () => {
    const frLabels = (s: AtState) =>
      atEngine
        .prompts(s)[0]!
        .choices.filter((c) => c.id.startsWith('a:'))
        .map((c) => translate(c.label, 'fr', at.strings));
    // A duel: seat 0's Ember Sentinel and each pawn of seat 0's Askara Psyché, attacked by seat 1's Lumen Adept (range 3).
    const duel = load({
      first: 1,
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '0,1' },
        p1: { def: 'askara-psyche', owner: 0, at: '1,0' },
        p2: { def: 'askara-psyche', owner: 0, at: '-1,1', card: 'p1' },
        adept: { def: 'lumen-adept', owner: 1, at: '0,-1' },
      },
    });
    duel.pending.push({ kind: 'activation', champ: 'adept', moved: true, attacks: 0 });
    expect(frLabels(duel)).toEqual(['Attaquer Sentinelle des braises', 'Attaquer Askara Psyché (1)', 'Attaquer Askara Psyché (2)']);
    // Solo: the Evil Ember Sentinel, attacked by seat 0's Lumen Adept.
    const solo = load({
      mode: 'solo',
      champions: { e: { def: 'ember-sentinel', owner: -1, token: 1, at: '0,1' }, adept: { def: 'lumen-adept', owner: 0, at: '0,-1' } },
    });
    solo.pending.push({ kind: 'activation', champ: 'adept', moved: true, attacks: 0 });
    expect(frLabels(solo)).toEqual(['Attaquer Sentinelle de braise']);
  });
});

describe('AT the center row (CR-9, CR-14, CR-17)', () => {
  it('AT-CR-9 each empty slot takes the top of the center deck, left to right', () => {
    const s = load({
      row: ['lantern-scribe', null, 'prism-lens', null, 'mirror-adept', 'isla-serene'],
      centerDeck: ['radiant-archer', 'lucid-seer', 'spring-greaves'],
    });
    const events: GameEvent[] = [];
    refillRow(s, events);
    expect(s.row).toEqual(['lantern-scribe', 'radiant-archer', 'prism-lens', 'lucid-seer', 'mirror-adept', 'isla-serene']);
    expect(s.centerDeck).toEqual(['spring-greaves']);
    expect(events).toEqual([]);
  });

  it('AT-CR-14 AT-AMB-32 an empty center deck is rebuilt from the banished pile only when needed; with both empty the slot stays empty', () => {
    const s = load({
      row: [null, 'prism-lens', null, 'lantern-scribe', 'mirror-adept', 'isla-serene'],
      centerDeck: ['radiant-archer'],
      banished: ['lucid-seer', 'spring-greaves'],
    });
    refillRow(s);
    expect(s.row[0]).toBe('radiant-archer');
    expect(['lucid-seer', 'spring-greaves']).toContain(s.row[2]);
    expect(s.centerDeck).toEqual(['lucid-seer', 'spring-greaves'].filter((c) => c !== s.row[2]));
    expect(s.banished).toEqual([]);
    const full = load({
      row: ['prism-lens', 'prism-lens', 'prism-lens', 'prism-lens', 'prism-lens', 'prism-lens'],
      centerDeck: [],
      banished: ['lucid-seer'],
    });
    refillRow(full);
    expect(full.banished).toEqual(['lucid-seer']);
    expect(full.centerDeck).toEqual([]);
    const dry = load({ row: [null, 'prism-lens', null, 'prism-lens', 'prism-lens', 'prism-lens'], centerDeck: [], banished: [] });
    refillRow(dry);
    expect(dry.row).toEqual([null, 'prism-lens', null, 'prism-lens', 'prism-lens', 'prism-lens']);
  });

  it('AT-CR-17 AT-AMB-42 in Solo a card named like an Evil Champion (on or off the battlefield, not a Cultist) leaves the row and the deck for the box', () => {
    const s = load({
      mode: 'solo',
      row: ['radiant-archer', 'prism-lens', null, 'prism-lens', 'prism-lens', 'prism-lens'],
      centerDeck: ['radiant-archer', 'lucid-seer', 'spring-greaves'],
      champions: {
        e: { def: 'radiant-archer-evil', owner: -1, token: 1, at: null },
        k: { def: 'cultist', owner: -1, at: '0,0' },
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
      },
    });
    const box = s.box.length;
    const events: GameEvent[] = [];
    refillRow(s, events);
    expect(s.row).toEqual(['lucid-seer', 'prism-lens', 'spring-greaves', 'prism-lens', 'prism-lens', 'prism-lens']);
    expect(s.box.slice(box)).toEqual(['radiant-archer', 'radiant-archer']);
    expect(s.centerDeck).toEqual([]);
    expect(events.map(en)).toEqual([
      'Radiant Archer leaves the center row and the game: the Evil Player has a Champion of that name.',
      'Radiant Archer leaves the center row and the game: the Evil Player has a Champion of that name.',
    ]);
  });
});

describe('AT defeats (DF-1, DF-5, DF-6, DF-10, EV-4, EV-7, EC-4)', () => {
  it('AT-DF-1 a pawn is defeated at damage equal to its Defense, not one below; one off the battlefield or gone is not', () => {
    const s = load({ champions: { me: { ...mine, damage: 3 }, off: { def: 'iron-warden', owner: 0, at: null, damage: 9 } } });
    const events: GameEvent[] = [];
    expect(checkDefeat(s, s.champions['me']!, events)).toBe(false);
    expect(checkDefeat(s, s.champions['off']!, events)).toBe(false);
    s.champions['me']!.damage = 4;
    expect(checkDefeat(s, s.champions['me']!, events)).toBe(true);
    expect(events.map(en)).toEqual(['Ember Sentinel is defeated.']);
    const ghost = { ...s.champions['off']!, id: 'ghost', at: '0,0', damage: 9 };
    expect(checkDefeat(s, ghost, events)).toBe(false);
  });

  it('AT-DF-5 AT-DF-6 a player’s Champion leaves the board exhausted, healed, its Treasure bonus gone and its Artifacts in the owner’s discard', () => {
    const s = load({ discards: { 0: [] }, champions: { me: { ...mine, damage: 4, artifacts: ['prism-lens'] }, them: theirs } });
    const lens = s.champions['me']!.artifacts[0]!;
    s.champions['me']!.treasure = { strength: 1, defense: 0, speed: 0, riposte: true };
    const events: GameEvent[] = [];
    defeat(s, s.champions['me']!, events, 1);
    expect(s.champions['me']).toMatchObject({
      at: null,
      damage: 0,
      exhausted: true,
      artifacts: [],
      treasure: { strength: 0, defense: 0, speed: 0, riposte: false },
    });
    expect(s.players[0]!.discard).toEqual([lens]);
    expect(s.players.map((p) => p.honor)).toEqual([0, 0]);
    expect(events.map(en)).toEqual(['Ember Sentinel is defeated.']);
  });

  it('AT-AR-15 AT-DF-6 a two-pawn card keeps its Artifacts while its other pawn is on the battlefield, and loses them with the last', () => {
    const s = load({
      discards: { 0: [] },
      champions: {
        p1: { def: 'askara-psyche', owner: 0, at: '0,1', artifacts: ['prism-lens'] },
        p2: { def: 'askara-psyche', owner: 0, at: '1,1', card: 'p1' },
      },
    });
    const lens = s.champions['p1']!.artifacts[0]!;
    defeat(s, s.champions['p2']!, [], 1);
    expect(s.champions['p1']!.artifacts).toEqual([lens]);
    expect(s.players[0]!.discard).toEqual([]);
    defeat(s, s.champions['p1']!, [], 1);
    expect(s.champions['p1']!.artifacts).toEqual([]);
    expect(s.players[0]!.discard).toEqual([lens]);
  });

  it('AT-EV-4 AT-EV-7 AT-EC-4 AT-DF-10 an Evil Champion gives its Honor and is banished its Artifacts, stays ready; an Evil Cultist gives 1 and is gone', () => {
    const s = load({
      mode: 'solo',
      champions: {
        e: { def: 'iron-warden', owner: -1, token: 1, at: '0,0', damage: 7, artifacts: ['prism-lens', 'spring-greaves'] },
        k: { def: 'cultist', owner: -1, at: '1,0' },
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
      },
    });
    const [lens, greaves] = s.champions['e']!.artifacts;
    const events: GameEvent[] = [];
    defeat(s, s.champions['e']!, events, 0);
    expect(s.champions['e']).toMatchObject({ at: null, damage: 0, exhausted: false, artifacts: [] });
    expect(s.banished.slice(-2)).toEqual(['prism-lens', 'spring-greaves']);
    expect(s.cards[lens!]).toBeUndefined();
    expect(s.cards[greaves!]).toBeUndefined();
    defeat(s, s.champions['k']!, events, 0);
    expect(s.champions['k']).toBeUndefined();
    expect(s.players[0]!.honor).toBe(4);
    expect(events.map(en)).toEqual(['Iron Warden is defeated.', 'P1 gains 3 Honor.', 'Cultist is defeated.', 'P1 gains 1 Honor.']);
  });

  it('AT-EV-4 an Evil pawn defeated by the Evil Player (a Fatal, Corruption on its turn) gives nobody Honor; a player’s Cultist is simply removed', () => {
    const s = load({
      mode: 'solo',
      champions: {
        e: { def: 'iron-warden', owner: -1, token: 1, at: '0,0' },
        k: { def: 'cultist', owner: 0, at: '1,0' },
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
      },
    });
    const events: GameEvent[] = [];
    defeat(s, s.champions['e']!, events, -1);
    defeat(s, s.champions['k']!, events, -1);
    expect(s.players[0]!.honor).toBe(0);
    expect(s.evil!.honor).toBe(0);
    expect(s.champions['k']).toBeUndefined();
    expect(s.champions['e']!.at).toBeNull();
    expect(events.map(en)).toEqual(['Iron Warden is defeated.', 'Cultist is defeated.']);
  });

  it('AT-AC-9 a pawn defeated during its own activation ends it; its card’s other pawn then takes its activation', () => {
    const s = load({
      champions: {
        p1: { def: 'askara-psyche', owner: 0, at: '0,1' },
        p2: { def: 'askara-psyche', owner: 0, at: '1,1', card: 'p1' },
        them: theirs,
      },
    });
    s.pending.push({ kind: 'activation', champ: 'p1', moved: true, attacks: 1, next: 'p2' });
    const events: GameEvent[] = [];
    defeat(s, s.champions['p1']!, events, 1);
    expect(s.pending).toEqual([{ kind: 'activation', champ: 'p2', moved: false, attacks: 0 }]);
    expect(events.map(en)).toEqual(['Askara Psyché (1) is defeated.', 'Askara Psyché (2): the other pawn’s activation.']);
    // Another pawn's defeat leaves the activation in progress alone.
    const t2 = load({ champions: { me: mine, them: theirs } });
    t2.pending.push({ kind: 'activation', champ: 'me', moved: false, attacks: 0 });
    defeat(t2, t2.champions['them']!, [], 0);
    expect(t2.pending).toEqual([{ kind: 'activation', champ: 'me', moved: false, attacks: 0 }]);
  });
});

describe('AT Treasures (TR-3, TR-7, TR-9, TR-10, TR-14, ML-8)', () => {
  it('AT-TR-7 AT-TR-14 AT-TM-12 each held design is offered once per allied pawn on the battlefield, the partner’s too in 2 vs 2', () => {
    const s = load({
      mode: 'teams',
      treasures: { 0: ['whetstone', 'oak-charm', 'whetstone'] },
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-4,4' },
        off: { def: 'iron-warden', owner: 0, at: null },
        mate: { def: 'thistle-ranger', owner: 2, at: '-1,4' },
        foe: { def: 'veil-reaver', owner: 1, at: '4,-4' },
      },
    });
    expect(idsOf(s).filter((id) => id.startsWith('u:'))).toEqual([
      'u:whetstone:me',
      'u:whetstone:mate',
      'u:oak-charm:me',
      'u:oak-charm:mate',
    ]);
    const melee = load({
      mode: 'melee',
      players: 3,
      treasures: { 0: ['whetstone'] },
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,4' }, other: { def: 'iron-warden', owner: 1, at: '-4,0' } },
    });
    expect(idsOf(melee).filter((id) => id.startsWith('u:'))).toEqual(['u:whetstone:me']);
    const none = load({ champions: { me: mine } });
    expect(idsOf(none).filter((id) => id.startsWith('u:'))).toEqual([]);
  });

  it('AT-TR-7 AT-TR-9 AT-TR-10 a Treasure used adds its bonuses to the pawn, leaves the hand once, and each opponent holding one may answer in turn order', () => {
    const s = load({
      mode: 'teams',
      treasures: { 0: ['whetstone', 'thorn-ward', 'whetstone'], 1: ['oak-charm'], 2: ['gale-boots'], 3: ['ember-vial'] },
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-4,4' }, foe: { def: 'veil-reaver', owner: 1, at: '4,-4' } },
    });
    const a = choose(s, 0, 'u:whetstone:me');
    expect(a.state.players[0]!.treasures).toEqual(['thorn-ward', 'whetstone']);
    expect(a.state.champions['me']!.treasure).toEqual({ strength: 2, defense: 0, speed: 0, riposte: false });
    expect(a.state.pending).toEqual([
      { kind: 'window', seat: 3 },
      { kind: 'window', seat: 1 },
    ]);
    expect(a.events.map(en)).toEqual(['P1 uses Whetstone on Ember Sentinel.']);
    expect(a.events.map(fr)).toEqual(['P1 utilise Pierre à aiguiser sur Sentinelle des braises.']);
    // Seat 1 passes, seat 3 passes: back to seat 0, who adds a second design to the same pawn.
    const b = choose(choose(a.state, 1, 'pass').state, 3, 'pass').state;
    expect(b.pending).toEqual([]);
    const c = choose(b, 0, 'u:thorn-ward:me').state;
    expect(c.champions['me']!.treasure).toEqual({ strength: 2, defense: 1, speed: 0, riposte: true });
  });

  it('AT-TR-10 a window closes by itself once its seat has used its last Treasure; with one left it stays open', () => {
    const s = load({ treasures: { 1: ['oak-charm', 'whetstone'] }, champions: { me: mine, foe: theirs } });
    s.pending.push({ kind: 'window', seat: 1 });
    const a = choose(s, 1, 'u:oak-charm:foe').state;
    expect(a.pending).toEqual([{ kind: 'window', seat: 1 }]);
    expect(idsOf(a, 1)).toEqual(['u:whetstone:foe', 'pass']);
    const b = choose(a, 1, 'u:whetstone:foe').state;
    expect(b.pending).toEqual([]);
    expect(b.champions['foe']!.treasure).toEqual({ strength: 2, defense: 2, speed: 0, riposte: false });
  });

  it('AT-TR-10 AT-TM-12 openWindow asks each holder of the attacked sides, partners included, once each, in turn order', () => {
    const s = load({ mode: 'teams', treasures: { 1: ['oak-charm'], 3: ['whetstone'], 0: ['gale-boots'] }, champions: {} });
    openWindow(s, [1, 3, 1]);
    expect(s.pending).toEqual([
      { kind: 'window', seat: 3 },
      { kind: 'window', seat: 1 },
    ]);
    const two = load({
      mode: 'teams',
      treasures: { 1: ['oak-charm'], 3: ['whetstone'], 0: ['gale-boots'], 2: ['gale-boots'] },
      champions: {},
    });
    openWindow(two, [0, 3]);
    expect(two.pending.map((p) => (p.kind === 'window' ? p.seat : null))).toEqual([3, 1, 2, 0]);
    const bare = load({ mode: 'teams', treasures: { 3: ['whetstone'] }, champions: {} });
    openWindow(bare, [1]);
    expect(bare.pending).toEqual([{ kind: 'window', seat: 3 }]);
  });
});

describe('AT settle: what waits on the stack', () => {
  it('AT-TR-10 a strike whose attacker left the battlefield, or whose targets did, deals nothing; the others land', () => {
    const s = load({
      champions: { me: { ...mine, at: '0,1' }, foe: { ...theirs, at: '0,0' }, gone: { def: 'iron-warden', owner: 1, at: null } },
    });
    s.pending.push({ kind: 'strike', attacker: 'me', targets: ['gone', 'nobody'] });
    s.pending.push({ kind: 'hit', target: 'gone', n: 3 });
    s.pending.push({ kind: 'hit', target: 'nobody', n: 3 });
    const events: GameEvent[] = [];
    settle(s, events);
    expect(events).toEqual([]);
    expect(s.pending).toEqual([]);
    s.champions['me']!.at = null;
    s.pending.push({ kind: 'strike', attacker: 'me', targets: ['foe'] });
    settle(s, events);
    expect(s.champions['foe']!.damage).toBe(0);
    s.champions['me']!.at = '0,1';
    s.pending.push({ kind: 'strike', attacker: 'me', targets: ['foe', 'gone'] });
    s.pending.push({ kind: 'hit', target: 'foe', n: 1 });
    settle(s, events);
    expect(events.map(en)).toEqual([
      'Veil Reaver takes 1 damage.',
      'Ember Sentinel attacks Veil Reaver for 2 damage.',
      'Veil Reaver is defeated.',
    ]);
  });

  it('AT-GP-3 queued effects wait under a decision, run under an activation, and stop once the game is won', () => {
    const s = load({ runes: [0, 0], champions: { me: mine } });
    s.pending.push({ kind: 'forest' });
    s.queue.push({ op: 'runes', n: 1 });
    settle(s, []);
    expect(s.players[0]!.runes).toBe(0);
    s.pending = [{ kind: 'activation', champ: 'me', moved: false, attacks: 0 }];
    settle(s, []);
    expect(s.players[0]!.runes).toBe(1);
    s.queue.push({ op: 'runes', n: 1 });
    s.winner = [0];
    settle(s, []);
    expect(s.players[0]!.runes).toBe(1);
    expect(s.queue).toHaveLength(1);
  });
});

describe('AT decisions: cards (equip, banish, banishRow, copy, steal)', () => {
  it('AT-AR-15 AT-CU-12 an Artifact goes on one of the seat’s Champion cards: Cultists and a two-pawn card’s second pawn are not asked', () => {
    const s = load({
      hands: { 0: ['prism-lens'] },
      champions: {
        me: mine,
        k: { def: 'cultist', owner: 0, at: '0,2' },
        p1: { def: 'askara-psyche', owner: 0, at: null },
        p2: { def: 'askara-psyche', owner: 0, at: null, card: 'p1' },
        foe: theirs,
      },
    });
    const played = choose(s, 0, 'p:prism-lens');
    expect(promptEn(played.state)).toEqual({
      kind: 'equip',
      text: 'Equip Prism Lens to one of your Champions',
      choices: ['e:me = Ember Sentinel', 'e:p1 = Askara Psyché (1)'],
    });
    const lens = s.players[0]!.hand[0]!;
    const done = choose(played.state, 0, 'e:p1');
    expect(done.state.champions['p1']!.artifacts).toEqual([lens]);
    expect(done.state.champions['p2']!.artifacts).toEqual([]);
    expect(done.state.pending).toEqual([]);
    expect(done.events.map(en)).toEqual(['Askara Psyché (1) is equipped with Prism Lens.']);
  });

  it('AT-BN-2 banish offers each card once per zone, hand first; the banished card goes by its origin (supply pile, box, banished pile)', () => {
    const s = load({
      hands: { 0: ['mystic', 'apprentice', 'mystic'] },
      discards: { 0: ['prism-lens', 'apprentice'] },
      supply: { mystic: 3 },
      champions: { me: mine },
    });
    s.pending.push({ kind: 'banish', from: ['hand', 'discard'], reward: 2 });
    expect(promptEn(s)).toEqual({
      kind: 'banish',
      text: 'Banish a card, or skip',
      secret: true,
      choices: [
        'h:mystic = Mystic (hand)',
        'h:apprentice = Apprentice (hand)',
        'd:prism-lens = Prism Lens (discard)',
        'd:apprentice = Apprentice (discard)',
        'skip = Skip',
      ],
    });
    const power = s.players[0]!.power;
    const box = s.box.length;
    const mystic = choose(s, 0, 'h:mystic');
    expect(mystic.state.supply['mystic']).toBe(4);
    expect(mystic.state.players[0]!.hand.map((c) => mystic.state.cards[c])).toEqual(['apprentice', 'mystic']);
    expect(mystic.state.players[0]!.power).toBe(power + 2);
    expect(mystic.events.map(en)).toEqual(['P1 banishes Mystic.']);
    const lensInst = s.players[0]!.discard[0]!;
    expect(mystic.state.cards[s.players[0]!.hand[0]!]).toBeUndefined();
    const apprentice = choose(s, 0, 'd:apprentice').state;
    expect(apprentice.box.slice(box)).toEqual(['apprentice']);
    expect(apprentice.players[0]!.discard).toEqual([lensInst]);
    const lens = choose(s, 0, 'd:prism-lens').state;
    expect(lens.banished.at(-1)).toBe('prism-lens');
    expect(lens.box.length).toBe(box);
    expect(lens.cards[lensInst]).toBeUndefined();
    const none = load({ hands: { 0: ['mystic'] }, champions: { me: mine } });
    none.pending.push({ kind: 'banish', from: ['hand'] });
    const noReward = choose(none, 0, 'h:mystic').state;
    expect(noReward.players[0]!.power).toBe(none.players[0]!.power);
    expect(choose(none, 0, 'skip').state.pending).toEqual([]);
  });

  it('AT-BN-7 AT-CR-9 AT-CR-14 banishing from the row offers each card by slot, then refills the empty slots', () => {
    const s = load({
      row: ['prism-lens', null, 'lantern-scribe', 'prism-lens', null, null],
      centerDeck: ['mirror-adept'],
      champions: { me: mine },
    });
    s.pending.push({ kind: 'banishRow' });
    expect(promptEn(s)).toEqual({
      kind: 'banishRow',
      text: 'Banish a card from the center row, or skip',
      choices: ['r:0 = Prism Lens', 'r:2 = Lantern Scribe', 'r:3 = Prism Lens', 'skip = Skip'],
    });
    const r = choose(s, 0, 'r:2');
    // Slot 1 takes the deck's last card; slot 2 then finds the deck empty, and the banished pile (the card just banished) rebuilds it (CR-14).
    expect(r.state.row).toEqual(['prism-lens', 'mirror-adept', 'lantern-scribe', 'prism-lens', null, null]);
    expect(r.state.banished).toEqual([]);
    expect(r.state.centerDeck).toEqual([]);
    expect(r.events.map(en)).toEqual(['P1 banishes Lantern Scribe.']);
  });

  it('AT-KW-6 AT-KW-30 copy offers each copyable Hero of the row once and queues its effect only, first', () => {
    const s = load({
      row: ['lantern-scribe', 'isla-serene', 'prism-lens', 'lantern-scribe', 'mirror-adept', null],
      centerDeck: [],
      decks: { 0: ['apprentice', 'apprentice'] },
      champions: { me: mine },
    });
    s.pending.push({ kind: 'copy' });
    expect(promptEn(s)).toEqual({
      kind: 'copy',
      text: 'Copy the effect of a Hero in the center row, or skip',
      choices: ['k:lantern-scribe = Lantern Scribe', 'k:mirror-adept = Mirror Adept', 'skip = Skip'],
    });
    s.queue.push({ op: 'power', n: 1 });
    const r = choose(s, 0, 'k:mirror-adept');
    expect(r.events.map(en)).toEqual(['P1 copies the effect of Mirror Adept.']);
    expect(r.state.players[0]!.runes - s.players[0]!.runes).toBe(1);
    expect(r.state.players[0]!.power - s.players[0]!.power).toBe(1);
  });

  it('AT-GP-9 steal offers each opponent’s discard card once, never a teammate’s, and moves the card to the thief’s discard', () => {
    const s = load({
      mode: 'teams',
      discards: { 0: [], 1: ['prism-lens', 'prism-lens', 'mystic'], 2: ['heavy'], 3: ['militia'] },
      champions: {},
    });
    s.pending.push({ kind: 'steal' });
    expect(promptEn(s).text).toBe('Steal a card from an opponent’s discard pile, or skip');
    expect(promptEn(s).choices).toEqual([
      '1:prism-lens = Prism Lens (P2’s discard)',
      '1:mystic = Mystic (P2’s discard)',
      '3:militia = Militia (P4’s discard)',
      'skip = Skip',
    ]);
    const second = s.players[1]!.discard[1]!;
    const r = choose(s, 0, '1:prism-lens');
    expect(r.state.players[0]!.discard).toEqual([s.players[1]!.discard[0]]);
    expect(r.state.players[1]!.discard).toEqual([second, s.players[1]!.discard[2]]);
    expect(r.events.map(en)).toEqual(['P1 steals Prism Lens from P2’s discard pile.']);
  });
});

describe('AT decisions: the activation (AC, AT, KW-16, KW-20)', () => {
  const foes = { fa: { def: 'veil-reaver', owner: 1, at: '0,1' }, fb: { def: 'iron-warden', owner: 1, at: '1,0' } };

  it('AT-AT-1 an activation that has moved offers an attack on each enemy in range, then finish; one attack spent, none', () => {
    const s = load({ champions: { me: { ...mine, at: '0,0' }, ...foes } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(promptEn(s)).toEqual({
      kind: 'activation',
      text: 'Ember Sentinel: move once and attack once, in any order, then finish',
      choices: ['a:fa = Attack Veil Reaver', 'a:fb = Attack Iron Warden', 'done = Finish the activation'],
    });
    const r = choose(s, 0, 'a:fb');
    expect(r.state.pending).toEqual([{ kind: 'activation', champ: 'me', moved: true, attacks: 1 }]);
    expect(r.state.champions['fb']!.damage).toBe(2);
    expect(r.events.map(en)).toEqual(['Ember Sentinel attacks Iron Warden for 2 damage.']);
    expect(idsOf(r.state)).toEqual(['done']);
  });

  it('AT-KW-20 Double attack: a second attack after the first, none after the second', () => {
    const s = load({ champions: { me: { def: 'cog-lancer', owner: 0, at: '0,0' }, ...foes } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 1 });
    expect(idsOf(s)).toEqual(['a:fa', 'a:fb', 'done']);
    const r = choose(s, 0, 'a:fa').state;
    expect(r.pending).toEqual([{ kind: 'activation', champ: 'me', moved: true, attacks: 2 }]);
    expect(idsOf(r)).toEqual(['done']);
  });

  it('AT-KW-16 an Area attack is one choice against every enemy in range, counted as one attack', () => {
    const s = load({ champions: { me: { def: 'steam-bombard', owner: 0, at: '0,0' }, ...foes } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(promptEn(s).choices).toEqual(['area = Area attack: every enemy in range (2 targets)', 'done = Finish the activation']);
    const r = choose(s, 0, 'area');
    expect(r.state.pending).toEqual([{ kind: 'activation', champ: 'me', moved: true, attacks: 1 }]);
    expect([r.state.champions['fa']!.damage, r.state.champions['fb']!.damage]).toEqual([2, 2]);
    const alone = load({
      champions: { me: { def: 'steam-bombard', owner: 0, at: '4,-4' }, fa: { def: 'veil-reaver', owner: 1, at: '-4,4' } },
    });
    alone.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(idsOf(alone)).toEqual(['done']);
  });

  it('AT-TR-10 an attack on a Treasure holder waits for its window; the attack lands once it passes', () => {
    const s = load({ treasures: { 1: ['oak-charm'] }, champions: { me: { ...mine, at: '0,0' }, fa: foes.fa } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    const r = choose(s, 0, 'a:fa').state;
    expect(r.pending).toEqual([
      { kind: 'activation', champ: 'me', moved: true, attacks: 1 },
      { kind: 'strike', attacker: 'me', targets: ['fa'] },
      { kind: 'window', seat: 1 },
    ]);
    expect(r.champions['fa']!.damage).toBe(0);
    const after = choose(r, 1, 'u:oak-charm:fa').state;
    expect(after.champions['fa']!.damage).toBe(2);
    expect(after.pending).toEqual([{ kind: 'activation', champ: 'me', moved: true, attacks: 1 }]);
  });

  it('AT-AC-1 before moving, the moves are offered first; a move walks the pawn and is then spent', () => {
    const s = load({ champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,4' } } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: false, attacks: 0 });
    const ids = idsOf(s);
    expect(ids.at(-1)).toBe('done');
    expect(ids.filter((id) => id.startsWith('m:')).length).toBe(ids.length - 1);
    expect(ids).toContain('m:0,3');
    expect(promptEn(s).choices).toContain('m:0,3 = Move to 0,3 (1 point)');
    const r = choose(s, 0, 'm:0,3');
    expect(r.state.champions['me']!.at).toBe('0,3');
    expect(r.state.pending).toEqual([{ kind: 'activation', champ: 'me', moved: true, attacks: 0 }]);
    expect(r.events.map(en)).toEqual(['Ember Sentinel moves from 0,4 to 0,3.']);
    expect(idsOf(r.state)).toEqual(['done']);
    const fin = choose(r.state, 0, 'done').state;
    expect(fin.pending).toEqual([]);
    expect(fin.champions['me']!.exhausted).toBe(true);
  });

  it('AT-TR-17 an activation prompt naming held Treasures is the seat’s own', () => {
    const s = load({ treasures: { 0: ['oak-charm'] }, champions: { me: { ...mine, at: '0,0' } } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(promptEn(s)).toMatchObject({
      secret: true,
      choices: ['u:oak-charm:me = Use Oak Charm on Ember Sentinel', 'done = Finish the activation'],
    });
    const bare = load({ champions: { me: { ...mine, at: '0,0' } } });
    bare.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(promptEn(bare).secret).toBeUndefined();
  });
});

describe('AT decisions: targets, tokens, tiles', () => {
  it('AT-GP-2 effect damage offers each enemy on the battlefield and waits for its windows; heal offers own damaged pawns and heals at once', () => {
    const s = load({
      treasures: { 1: ['oak-charm'] },
      champions: {
        me: { ...mine, damage: 3 },
        ok: { def: 'iron-warden', owner: 0, at: '1,3' },
        fa: { ...theirs, at: '0,-3' },
        off: { def: 'iron-warden', owner: 1, at: null },
      },
    });
    s.pending.push({ kind: 'damage', n: 2 });
    expect(promptEn(s)).toEqual({ kind: 'damage', text: 'Deal 2 damage to an enemy Champion', choices: ['t:fa = Veil Reaver'] });
    const d = choose(s, 0, 't:fa').state;
    expect(d.pending).toEqual([
      { kind: 'hit', target: 'fa', n: 2 },
      { kind: 'window', seat: 1 },
    ]);
    expect(choose(d, 1, 'pass').state.champions['fa']!.damage).toBe(2);
    const h = load({
      champions: {
        me: { ...mine, damage: 3 },
        ok: { def: 'iron-warden', owner: 0, at: '1,3' },
        away: { def: 'thistle-ranger', owner: 0, at: null, damage: 2 },
        fa: { ...theirs, damage: 1 },
      },
    });
    h.pending.push({ kind: 'heal', n: 2 });
    expect(promptEn(h)).toEqual({
      kind: 'heal',
      text: 'Remove up to 2 damage from one of your Champions',
      choices: ['t:me = Ember Sentinel'],
    });
    expect(choose(h, 0, 't:me').state.champions['me']!.damage).toBe(1);
    const more = load({ champions: { me: { ...mine, damage: 3 } } });
    more.pending.push({ kind: 'heal', n: 5 });
    expect(choose(more, 0, 't:me').state.champions['me']!.damage).toBe(0);
  });

  it('AT-KW-27 an Ambush is asked yes or no; yes queues its effects first', () => {
    const s = load({ runes: [0, 0], champions: { me: mine } });
    s.pending.push({ kind: 'ambush', card: 'lantern-scribe', effects: [{ op: 'runes', n: 2 }] });
    expect(promptEn(s)).toEqual({ kind: 'ambush', text: 'Use the Ambush of Lantern Scribe?', choices: ['yes = Yes', 'no = No'] });
    expect(choose(s, 0, 'yes').state.players[0]!.runes).toBe(2);
    const no = choose(s, 0, 'no').state;
    expect(no.players[0]!.runes).toBe(0);
    expect(no.pending).toEqual([]);
  });

  it('AT-DP-3 a deployment asks for one of the seat’s free Portals and places the pawn there', () => {
    const s = load({ portalsTaken: { '-4,4': 0, '4,-4': 1 }, champions: { me: { ...mine, at: null }, fa: { ...theirs, at: '0,-4' } } });
    s.pending.push({ kind: 'deploy', champ: 'me' });
    expect(promptEn(s)).toEqual({
      kind: 'deploy',
      text: 'Deploy Ember Sentinel on one of your free Portals',
      choices: ['d:0,4 = Hex 0,4', 'd:-4,4 = Hex -4,4'],
    });
    const r = choose(s, 0, 'd:-4,4');
    expect(r.state.champions['me']!.at).toBe('-4,4');
    expect(r.state.pending).toEqual([]);
    expect(r.events.map(en)).toEqual(['Ember Sentinel is deployed on -4,4.']);
  });

  it('AT-TU-1 AT-TU-2 the Turret and the Fairy Circle go on any other hex of the board, in key order; the choice places them for the seat', () => {
    const s = load({ turret: { hex: '0,0', owner: 1 }, champions: { me: mine } });
    s.pending.push({ kind: 'token', token: 'turret', move: true });
    const p = promptEn(s);
    expect(p.kind).toBe('token');
    expect(p.text).toBe('Place the Turret on a hex, or skip');
    expect(p.choices).not.toContain('h:0,0 = Hex 0,0');
    expect(p.choices.length).toBe(61 - 1 + 1);
    expect(p.choices.slice(0, 2)).toEqual(['h:-1,-1 = Hex -1,-1', 'h:-1,-2 = Hex -1,-2']);
    expect(p.choices.at(-1)).toBe('skip = Skip');
    const r = choose(s, 0, 'h:1,1');
    expect(r.state.tokens.turret).toEqual({ hex: '1,1', owner: 0 });
    expect(r.events.map(en)).toEqual(['P1 sets the Turret on 1,1.']);
    const f = load({ champions: { me: mine } });
    f.pending.push({ kind: 'token', token: 'fairy', move: false });
    expect(promptEn(f).text).toBe('Place the Fairy Circle on a hex, or skip');
    expect(promptEn(f).choices.length).toBe(62);
    expect(choose(f, 0, 'h:0,0').state.tokens.fairy).toEqual({ hex: '0,0', owner: 0 });
  });

  it('AT-TU-2 AT-AMB-46 the Turret hits an enemy in its range (no Riposte, a window first), moves, or skips', () => {
    const s = load({
      turret: { hex: '0,0', owner: 0 },
      treasures: { 1: ['oak-charm'] },
      champions: { me: mine, fa: { ...theirs, at: '0,-1' } },
    });
    s.pending.push({ kind: 'turret', n: 3 });
    expect(promptEn(s)).toEqual({
      kind: 'turret',
      text: 'The Turret: hit an enemy in its range for 3 damage, move it, or skip',
      choices: ['t:fa = Veil Reaver', 'move = Move the Turret', 'skip = Skip'],
    });
    const hit = choose(s, 0, 't:fa');
    expect(hit.state.pending).toEqual([
      { kind: 'hit', target: 'fa', n: 3 },
      { kind: 'window', seat: 1 },
    ]);
    expect(hit.events.map(en)).toEqual(['The Turret fires at Veil Reaver.']);
    expect(choose(s, 0, 'move').state.pending).toEqual([{ kind: 'token', token: 'turret', move: true }]);
  });
});

describe('AT decisions: Fatal order, free activation, deployment without activation, Portals, Forests, Artifacts', () => {
  it('AT-GP-3 AT-FQ-13 AT-KW-37 Fatal effects from several sources: one choice per source, a source’s instances one at a time, the last source without asking', () => {
    const s = load({ runes: [0, 0], power: [0, 0], champions: { me: mine } });
    s.pending.push({
      kind: 'order',
      groups: [
        { source: 'oath-captain', effects: [{ op: 'runes', n: 1 }] },
        { source: 'prism-lens', effects: [{ op: 'power', n: 2 }] },
        { source: 'oath-captain', effects: [{ op: 'runes', n: 4 }] },
      ],
    });
    expect(promptEn(s)).toEqual({
      kind: 'order',
      text: 'Several Fatal effects trigger at once: pick the one to resolve next',
      choices: ['f:oath-captain = The Fatal of Oathbound Captain', 'f:prism-lens = The Fatal of Prism Lens'],
    });
    const one = choose(s, 0, 'f:oath-captain').state;
    // Queued, resolved once no choice is left on top.
    expect(one.queue).toEqual([{ op: 'runes', n: 1 }]);
    expect(one.players[0]!.runes).toBe(0);
    expect(one.pending).toEqual([
      {
        kind: 'order',
        groups: [
          { source: 'prism-lens', effects: [{ op: 'power', n: 2 }] },
          { source: 'oath-captain', effects: [{ op: 'runes', n: 4 }] },
        ],
      },
    ]);
    const two = choose(one, 0, 'f:prism-lens').state;
    expect(two.pending).toEqual([]);
    expect(two.queue).toEqual([]);
    expect([two.players[0]!.runes, two.players[0]!.power]).toEqual([5, 2]);
  });

  it('AT-AC-8 AT-DP-4 a free activation offers the seat’s other ready Champions, one off the battlefield only with a free Portal', () => {
    const champions = {
      cap: { def: 'oath-captain', owner: 0, at: '0,0' },
      ready: { def: 'iron-warden', owner: 0, at: '1,0' },
      tired: { def: 'thistle-ranger', owner: 0, at: '2,0', exhausted: true },
      off: { def: 'lumen-adept', owner: 0, at: null },
      foe: { def: 'veil-reaver', owner: 1, at: '0,-3' },
    };
    const s = load({ power: [0, 0], champions });
    s.pending.push({ kind: 'free', except: 'cap' });
    expect(promptEn(s)).toEqual({
      kind: 'free',
      text: 'Activate another of your ready Champions for free, or skip',
      choices: ['a:ready = Activate Iron Warden for free', 'a:off = Activate Lumen Adept for free', 'skip = Skip'],
    });
    const r = choose(s, 0, 'a:ready');
    expect(r.state.players[0]!.power).toBe(0);
    expect(r.state.pending).toEqual([{ kind: 'activation', champ: 'ready', moved: false, attacks: 0 }]);
    expect(r.events.map(en)).toEqual(['P1 activates Iron Warden for free.']);
    const blocked = load({ power: [0, 0], champions: { ...champions, sitter: { def: 'glyph-warden', owner: 0, at: '0,4' } } });
    blocked.pending.push({ kind: 'free', except: 'cap' });
    expect(idsOf(blocked)).toEqual(['a:ready', 'a:sitter', 'skip']);
  });

  it('AT-DP-6 a deployment without activation: which Champion off the battlefield, then which free standard hex next to an own pawn', () => {
    // The enemy's pawn off the battlefield is not offered.
    const s = load({
      champions: {
        me: { ...mine, at: '0,1' },
        off: { def: 'iron-warden', owner: 0, at: null },
        foe: { ...theirs, at: '1,1' },
        away: { def: 'lumen-adept', owner: 1, at: null },
      },
    });
    s.pending.push({ kind: 'deployFree', champ: null });
    expect(promptEn(s)).toEqual({
      kind: 'deployFree',
      text: 'Deploy one of your Champions off the battlefield without activating it, or skip',
      choices: ['c:off = Iron Warden', 'skip = Skip'],
    });
    const which = choose(s, 0, 'c:off').state;
    expect(which.pending).toEqual([{ kind: 'deployFree', champ: 'off' }]);
    const where = promptEn(which);
    expect(where.kind).toBe('deployFree');
    expect(where.text).toBe('Deploy Iron Warden on a free standard hex next to one of your Champions');
    // 0,1's neighbours: 0,0 is a Sanctuary, 1,1 holds the enemy; -1,2 is a Forest.
    expect(where.choices).toEqual(['h:-1,1 = Hex -1,1', 'h:0,2 = Hex 0,2', 'h:1,0 = Hex 1,0', 'skip = Skip']);
    const r = choose(which, 0, 'h:0,2');
    expect(r.state.champions['off']!.at).toBe('0,2');
    expect(r.state.pending).toEqual([]);
    expect(r.events.map(en)).toEqual(['Iron Warden is deployed on 0,2.']);
  });

  it('AT-TT-13 AT-FQ-14 a Portal moves onto a standard hex with no enemy pawn, keyed by its map hex when moved twice', () => {
    const s = load({ champions: { me: { ...mine, at: '1,1' }, foe: { ...theirs, at: '1,2' } } });
    s.pending.push({ kind: 'movePortal', from: null });
    expect(promptEn(s)).toEqual({
      kind: 'movePortal',
      text: 'Choose the Portal to move, or skip',
      choices: ['d:0,4 = Hex 0,4', 'skip = Skip'],
    });
    const from = choose(s, 0, 'd:0,4').state;
    expect(from.pending).toEqual([{ kind: 'movePortal', from: '0,4' }]);
    const to = promptEn(from);
    expect(to.text).toBe('Move your Portal from 0,4 to a standard hex, or skip');
    expect(to.choices).toContain('h:1,1 = Hex 1,1');
    expect(to.choices).not.toContain('h:1,2 = Hex 1,2');
    expect(to.choices).not.toContain('h:0,0 = Hex 0,0');
    const moved = choose(from, 0, 'h:1,1');
    expect(moved.state.portalMoves).toEqual({ '0,4': '1,1' });
    expect(moved.events.map(en)).toEqual(['P1 moves a Portal from 0,4 to 1,1.']);
    // Moved again, with the other seat's Portal moved too: the entry of this Portal's map hex is the one replaced.
    const twice = load({ champions: { me: { ...mine, at: '1,1' } } });
    twice.portalMoves = { '0,4': '1,1', '0,-4': '1,-3' };
    twice.pending.push({ kind: 'movePortal', from: '1,1' });
    const again = choose(twice, 0, 'h:2,-1').state;
    expect(again.portalMoves).toEqual({ '0,4': '2,-1', '0,-4': '1,-3' });
  });

  it('AT-TT-3 AT-TT-25 a Forest goes on a standard hex, a pawn on it or not', () => {
    const s = load({ champions: { me: { ...mine, at: '1,1' } } });
    s.pending.push({ kind: 'forest' });
    const p = promptEn(s);
    expect(p.text).toBe('Place a Forest on a standard hex, or skip');
    expect(p.choices).toContain('h:1,1 = Hex 1,1');
    expect(p.choices).not.toContain('h:0,0 = Hex 0,0');
    const r = choose(s, 0, 'h:1,1');
    expect(r.state.forestsPlaced).toEqual(['1,1']);
    expect(r.events.map(en)).toEqual(['P1 places a Forest on 1,1.']);
  });

  it('AT-DF-9 AT-EV-7 destroying an Artifact: to its owner’s discard, or banished from an Evil Champion; a pawn whose Defense falls to its damage is defeated', () => {
    const s = load({
      discards: { 1: [] },
      champions: {
        me: mine,
        foe: { def: 'veil-reaver', owner: 1, at: '0,-3', damage: 3, artifacts: ['riveted-aegis'] },
        own: { def: 'iron-warden', owner: 0, at: '1,3', artifacts: ['prism-lens'] },
      },
    });
    s.pending.push({ kind: 'destroy' });
    const aegis = s.champions['foe']!.artifacts[0]!;
    expect(promptEn(s)).toEqual({
      kind: 'destroy',
      text: 'Destroy an Artifact equipped on an enemy Champion, or skip',
      choices: [`x:${aegis} = Riveted Aegis on Veil Reaver`, 'skip = Skip'],
    });
    const r = choose(s, 0, `x:${aegis}`);
    expect(r.state.champions['foe']).toMatchObject({ at: null, artifacts: [], exhausted: true });
    expect(r.state.players[1]!.discard).toEqual([aegis]);
    expect(r.events.map(en)).toEqual(['P1 destroys Riveted Aegis on Veil Reaver.', 'Veil Reaver is defeated.']);
    // One point of damage short of its printed Defense: it stays.
    const s2 = load({
      champions: { me: mine, foe: { def: 'veil-reaver', owner: 1, at: '0,-3', damage: 2, artifacts: ['riveted-aegis'] } },
    });
    s2.pending.push({ kind: 'destroy' });
    const r2 = choose(s2, 0, `x:${s2.champions['foe']!.artifacts[0]}`).state;
    expect(r2.champions['foe']).toMatchObject({ at: '0,-3', artifacts: [], damage: 2 });
    const evil = load({
      mode: 'solo',
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
        e: { def: 'iron-warden', owner: -1, token: 1, at: '0,0', artifacts: ['riveted-aegis'] },
      },
    });
    evil.pending.push({ kind: 'destroy' });
    const inst = evil.champions['e']!.artifacts[0]!;
    const r3 = choose(evil, 0, `x:${inst}`).state;
    expect(r3.banished.at(-1)).toBe('riveted-aegis');
    expect(r3.cards[inst]).toBeUndefined();
    expect(r3.players[0]!.discard).not.toContain(inst);
  });
});

describe('AT the turn’s choices (PL, CR, RS, AC, CU)', () => {
  /** Nothing to play or buy: the Champions' and Cultists' choices alone. */
  const bare = {
    hands: { 0: [] },
    runes: [0, 0],
    row: [null, null, null, null, null, null],
    centerDeck: [],
    supply: { mystic: 0, heavy: 0 },
  };

  it('AT-RS-1 AT-RS-3 AT-CU-4 the turn offers each card in hand once, what the Runes or Power buy (exact cost, not one more), ready Champions, a Cultist, the end', () => {
    const s = load({
      runes: [3, 0],
      power: [4, 0],
      hands: { 0: ['apprentice', 'apprentice', 'lantern-scribe'] },
      centerDeck: [],
      row: ['mossback-boar', 'prism-lens', 'lucid-seer', 'lantern-scribe', null, 'clockwork-colossus'],
      supply: { mystic: 1, heavy: 0 },
      champions: {
        me: mine,
        tired: { def: 'thistle-ranger', owner: 0, at: '1,3', exhausted: true },
        dear: { def: 'glyph-warden', owner: 0, at: '-1,3' },
        off: { def: 'iron-warden', owner: 0, at: null },
        foe: theirs,
      },
    });
    expect(promptEn(s)).toEqual({
      kind: 'turn',
      text: 'Your turn (3 Runes, 4 Power): play, buy, activate, or end your turn',
      secret: true,
      choices: [
        'p:apprentice = Play Apprentice',
        'p:lantern-scribe = Play Lantern Scribe',
        'b:0 = Buy Mossback Boar (4)',
        'b:1 = Buy Prism Lens (3)',
        'b:3 = Buy Lantern Scribe (2)',
        's:mystic = Buy Mystic (3)',
        'a:me = Activate Ember Sentinel (1 Power)',
        'a:dear = Activate Glyph Warden (1 Power)',
        'a:off = Activate Iron Warden (2 Power)',
        'cultist = Deploy and activate a Cultist (2 Power)',
        'end = End the turn',
      ],
    });
    const poor = load({
      hands: { 0: [] },
      runes: [2, 0],
      power: [1, 0],
      champions: { me: mine, off: { def: 'iron-warden', owner: 0, at: null } },
      row: ['mossback-boar', 'prism-lens', null, null, null, null],
      supply: { mystic: 3 },
    });
    // 2 Runes buy a Heavy Infantry (2), not a Mystic (3) nor the Lens (3); 1 Power activates the Sentinel (1), not the Warden (2) nor the Boar (4).
    expect(idsOf(poor)).toEqual(['s:heavy', 'a:me', 'end']);
  });

  it('AT-CU-1 AT-DP-4 no Cultist and no Champion off the battlefield without a free Portal; no fifth Cultist on the battlefield', () => {
    const blocked = load({
      ...bare,
      power: [9, 0],
      champions: { sitter: { ...mine, at: '0,4' }, off: { def: 'iron-warden', owner: 0, at: null } },
    });
    expect(idsOf(blocked)).toEqual(['a:sitter', 'end']);
    const four = load({
      ...bare,
      power: [9, 0],
      champions: Object.fromEntries([1, 2, 3, 4].map((i) => [`k${i}`, { def: 'cultist', owner: 0, at: `${i - 2},0`, exhausted: true }])),
    });
    expect(idsOf(four)).toEqual(['end']);
    const three = load({
      ...bare,
      power: [2, 0],
      champions: {
        ...Object.fromEntries([1, 2, 3].map((i) => [`k${i}`, { def: 'cultist', owner: 0, at: `${i - 2},0`, exhausted: true }])),
        k4: { def: 'cultist', owner: 0, at: null, exhausted: true },
      },
    });
    expect(idsOf(three)).toEqual(['cultist', 'end']);
    const short = load({ ...bare, power: [1, 0], champions: {} });
    expect(idsOf(short)).toEqual(['end']);
  });

  it('AT-AC-9 AT-FQ-16 a two-pawn card off the battlefield is one choice, its first pawn; once one pawn is out, each is its own', () => {
    const off = load({
      ...bare,
      power: [5, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: null }, p2: { def: 'askara-psyche', owner: 0, at: null, card: 'p1' } },
    });
    expect(idsOf(off)).toEqual(['a:p1', 'cultist', 'end']);
    const tiredFirst = load({
      ...bare,
      power: [5, 0],
      champions: {
        p1: { def: 'askara-psyche', owner: 0, at: null, exhausted: true },
        p2: { def: 'askara-psyche', owner: 0, at: null, card: 'p1' },
      },
    });
    expect(idsOf(tiredFirst)).toEqual(['a:p2', 'cultist', 'end']);
    const out = load({
      ...bare,
      power: [5, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: '0,1' }, p2: { def: 'askara-psyche', owner: 0, at: null, card: 'p1' } },
    });
    expect(promptEn(out).choices).toEqual([
      'a:p1 = Activate Askara Psyché (1) (2 Power)',
      'a:p2 = Activate Askara Psyché (2) (2 Power)',
      'cultist = Deploy and activate a Cultist (2 Power)',
      'end = End the turn',
    ]);
  });

  it('AT-KW-3 AT-AMB-6 Allegiance fires once for each card of a faction as soon as a second of that faction is played; neutral cards never', () => {
    const s = load({
      runes: [0, 0],
      hands: { 0: ['lantern-scribe', 'apprentice', 'apprentice', 'lantern-scribe', 'lantern-scribe'] },
      decks: { 0: ['heavy', 'heavy', 'heavy', 'heavy', 'heavy', 'heavy'] },
      champions: { me: mine },
    });
    const one = choose(s, 0, 'p:lantern-scribe').state;
    expect(one.players[0]!.runes).toBe(0);
    expect(one.players[0]!.hand.length).toBe(5);
    const neutral = choose(choose(one, 0, 'p:apprentice').state, 0, 'p:apprentice').state;
    expect(neutral.players[0]!.runes).toBe(2);
    expect(neutral.players[0]!.fired).toEqual([]);
    const two = choose(neutral, 0, 'p:lantern-scribe').state;
    expect(two.players[0]!.runes).toBe(4);
    expect(two.players[0]!.fired).toHaveLength(2);
    const three = choose(two, 0, 'p:lantern-scribe').state;
    expect(three.players[0]!.runes).toBe(5);
    expect(three.players[0]!.fired).toHaveLength(3);
    expect(three.players[0]!.played).toHaveLength(5);
    expect(three.players[0]!.playedLog).toHaveLength(5);
  });

  it('AT-GP-2 an Artifact played with only Cultists in the squad goes to the discard; with a Champion it asks where', () => {
    // The opponent's Champion is no holder either.
    const s = load({
      hands: { 0: ['prism-lens'] },
      discards: { 0: [] },
      champions: { k: { def: 'cultist', owner: 0, at: '0,2' }, foe: theirs },
    });
    const lens = s.players[0]!.hand[0]!;
    const r = choose(s, 0, 'p:prism-lens');
    expect(r.state.pending).toEqual([]);
    expect(r.state.players[0]!.discard).toEqual([lens]);
    expect(r.state.players[0]!.played).toEqual([]);
    expect(r.events.map(en)).toEqual(['P1 plays Prism Lens.']);
  });

  it('AT-CR-9 AT-CR-11 AT-RS-3 buying: Runes or Power paid, the row refilled, a card to the discard, a Champion’s pawn off the battlefield, the Ambush asked after', () => {
    const s = load({
      runes: [5, 0],
      power: [6, 0],
      discards: { 0: [] },
      row: ['mossback-boar', 'prism-lens', 'askara-psyche', null, null, null],
      centerDeck: ['lantern-scribe', 'lucid-seer', 'isla-serene', 'mirror-adept', 'radiant-archer'],
      champions: { me: mine },
    });
    const lens = choose(s, 0, 'b:1');
    expect(lens.state.players[0]!.runes).toBe(2);
    expect(lens.state.players[0]!.power).toBe(6);
    expect(lens.state.row).toEqual(['mossback-boar', 'lantern-scribe', 'askara-psyche', 'lucid-seer', 'isla-serene', 'mirror-adept']);
    expect(lens.state.players[0]!.discard.map((c) => lens.state.cards[c])).toEqual(['prism-lens']);
    expect(lens.events.map(en)).toEqual(['P1 buys Prism Lens.']);
    const boar = choose(s, 0, 'b:0');
    expect([boar.state.players[0]!.runes, boar.state.players[0]!.power]).toEqual([5, 2]);
    const pawn = Object.values(boar.state.champions).find((c) => c.def === 'mossback-boar')!;
    expect(pawn).toMatchObject({ owner: 0, at: null, damage: 0, exhausted: false, artifacts: [] });
    expect(pawn.id).toMatch(/^h\d+$/);
    expect(boar.state.players[0]!.discard).toEqual([]);
    expect(boar.state.pending).toEqual([{ kind: 'ambush', card: 'mossback-boar', effects: [{ op: 'honor', n: 1 }] }]);
    const rich = load({ runes: [6, 0], row: ['askara-psyche', null, null, null, null, null], centerDeck: [], champions: { me: mine } });
    const psyche = choose(rich, 0, 'b:0').state;
    const pawns = Object.values(psyche.champions).filter((c) => c.def === 'askara-psyche');
    expect(pawns).toHaveLength(2);
    expect(pawns[1]!.card).toBe(pawns[0]!.id);
    expect(pawns[1]).toMatchObject({ owner: 0, at: null, damage: 0, exhausted: false, artifacts: [] });
    expect(pawns[0]!.card).toBeUndefined();
    expect(psyche.pending).toEqual([]);
  });

  it('AT-RS-1 buying from the supply pays its cost and takes one from its pile', () => {
    const s = load({ runes: [5, 0], discards: { 0: [] }, supply: { mystic: 2 }, champions: { me: mine } });
    const r = choose(s, 0, 's:mystic');
    expect(r.state.players[0]!.runes).toBe(2);
    expect(r.state.supply['mystic']).toBe(1);
    expect(r.state.players[0]!.discard.map((c) => r.state.cards[c])).toEqual(['mystic']);
    expect(r.events.map(en)).toEqual(['P1 buys Mystic.']);
  });
});

describe('AT decisions: the rest', () => {
  it('AT-CO-13 in Co-op with a choice of starting Portals each player picks one the other has not taken', () => {
    const s = load({ mode: 'coop', portalChoice: true, champions: {} });
    const seat = (s.pending.at(-1) as { seat: number }).seat;
    expect(promptEn(s, seat)).toEqual({
      kind: 'portal',
      text: 'Co-op: choose your starting Portal',
      choices: ['d:-2,4 = Hex -2,4', 'd:2,2 = Hex 2,2', 'd:1,3 = Hex 1,3'],
    });
    const r = choose(s, seat, 'd:2,2').state;
    expect(r.chosenPortals).toEqual({ [seat]: '2,2' });
    const other = (r.pending.at(-1) as { seat: number }).seat;
    expect(other).not.toBe(seat);
    expect(promptEn(r, other).choices).toEqual(['d:-2,4 = Hex -2,4', 'd:1,3 = Hex 1,3']);
  });

  it('AT-GP-9 the card stolen is the one chosen, wherever it lies in the discard', () => {
    const s = load({ discards: { 0: [], 1: ['prism-lens', 'heavy', 'mystic'] }, champions: {} });
    s.pending.push({ kind: 'steal' });
    const [lens, heavy, mystic] = s.players[1]!.discard;
    const r = choose(s, 0, '1:mystic').state;
    expect(r.players[0]!.discard).toEqual([mystic]);
    expect(r.players[1]!.discard).toEqual([lens, heavy]);
  });

  it('an attack or a hit on the stack is never asked about: settle resolves it', () => {
    const s = load({ champions: { me: mine, foe: theirs } });
    s.pending.push({ kind: 'hit', target: 'foe', n: 1 });
    expect(() => atEngine.prompts(s)).toThrow('hit is resolved by settle, never asked');
    const t2 = load({ champions: { me: mine, foe: theirs } });
    t2.pending.push({ kind: 'strike', attacker: 'me', targets: ['foe'] });
    expect(() => atEngine.prompts(t2)).toThrow('strike is resolved by settle, never asked');
    const t3 = load({ mode: 'solo', champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } } });
    t3.pending.push({ kind: 'evilTurn' });
    expect(() => atEngine.prompts(t3)).toThrow('evilTurn is resolved by settle, never asked');
  });
});

describe('AT attacks: Riposte and Fatal (AT-1, KW-36, KW-37, KW-40..KW-45)', () => {
  it('AT-KW-40 AT-AT-1 the attacker deals its Strength; a target with Riposte that has the attacker in its range strikes back at once', () => {
    const s = load({ champions: { me: { def: 'wild-caller', owner: 0, at: '0,0' }, foe: { def: 'briar-matron', owner: 1, at: '1,0' } } });
    const events: GameEvent[] = [];
    attack(s, s.champions['me']!, [s.champions['foe']!], events);
    expect([s.champions['me']!.damage, s.champions['foe']!.damage]).toEqual([2, 2]);
    expect(events.map(en)).toEqual(['Wild Caller attacks Briar Matron for 2 damage.', 'Briar Matron ripostes for 2 damage.']);
    expect(events.map(fr)).toEqual(['Appeleuse sauvage attaque Matrone des ronces : 2 dégâts.', 'Matrone des ronces riposte : 2 dégâts.']);
    // From two hexes away, out of the Matron's reach: no Riposte.
    const far = load({
      champions: { me: { def: 'steam-bombard', owner: 0, at: '0,0' }, foe: { def: 'briar-matron', owner: 1, at: '2,0' } },
    });
    attack(far, far.champions['me']!, [far.champions['foe']!], []);
    expect([far.champions['me']!.damage, far.champions['foe']!.damage]).toEqual([0, 2]);
  });

  it('AT-KW-36 AT-DF-1 a Riposte that defeats the attacker does not cancel its Fatal; defeats come after all damage', () => {
    const s = load({
      champions: {
        me: { def: 'wild-caller', owner: 0, at: '0,0', damage: 2 },
        foe: { def: 'briar-matron', owner: 1, at: '1,0', damage: 4 },
      },
    });
    const events: GameEvent[] = [];
    attack(s, s.champions['me']!, [s.champions['foe']!], events);
    expect(events.map(en)).toEqual([
      'Wild Caller attacks Briar Matron for 2 damage.',
      'Briar Matron ripostes for 2 damage.',
      'Briar Matron is defeated.',
      'Fatal: Wild Caller defeated an enemy.',
      'Wild Caller is defeated.',
    ]);
    expect(s.queue).toEqual([{ op: 'honor', n: 1 }]);
    expect([s.champions['me']!.at, s.champions['foe']!.at]).toEqual([null, null]);
    // One short of the Matron's Defense: no defeat, no Fatal.
    const short = load({
      champions: { me: { def: 'wild-caller', owner: 0, at: '0,0' }, foe: { def: 'briar-matron', owner: 1, at: '1,0', damage: 3 } },
    });
    attack(short, short.champions['me']!, [short.champions['foe']!], []);
    expect(short.queue).toEqual([]);
    expect(short.champions['foe']!.at).toBe('1,0');
  });

  it('AT-KW-37 AT-GP-8 AT-FQ-13 each defeat triggers each Fatal; one source’s are queued, two sources’ are ordered by the player', () => {
    const area = load({
      champions: {
        me: { def: 'ossuary-priest', owner: 0, at: '0,0' },
        k1: { def: 'cultist', owner: 1, at: '1,0' },
        k2: { def: 'cultist', owner: 1, at: '0,1' },
        tough: { def: 'iron-warden', owner: 1, at: '-1,0' },
      },
    });
    const events: GameEvent[] = [];
    attack(
      area,
      area.champions['me']!,
      ['k1', 'k2', 'tough'].map((id) => area.champions[id]!),
      events,
    );
    expect(area.queue).toEqual([
      { op: 'power', n: 1 },
      { op: 'power', n: 1 },
    ]);
    expect(area.pending).toEqual([]);
    expect(events.filter((e) => en(e).startsWith('Fatal')).length).toBe(2);
    const two = load({
      champions: {
        me: { def: 'wild-caller', owner: 0, at: '0,0', artifacts: ['void-shard'] },
        k1: { def: 'cultist', owner: 1, at: '1,0' },
      },
    });
    attack(two, two.champions['me']!, [two.champions['k1']!], []);
    expect(two.queue).toEqual([]);
    expect(two.pending).toEqual([
      {
        kind: 'order',
        groups: [
          { source: 'wild-caller', effects: [{ op: 'honor', n: 1 }] },
          { source: 'void-shard', effects: [{ op: 'power', n: 2 }] },
        ],
      },
    ]);
  });
});

describe('AT moving: Portals, Beacons, Corruption, Treasures (TT-15, TT-30, TT-31, TT-35, TT-39, TR-3)', () => {
  it('AT-TT-15 AT-AMB-15 a pawn entering an inactive Portal takes it for its owner; one already taken, or an Evil pawn, does not', () => {
    const s = load({ champions: { me: { ...mine, at: '-3,4' } } });
    const events: GameEvent[] = [];
    walk(s, s.champions['me']!, ['-4,4', '-4,3'], events);
    expect(s.portalsTaken).toEqual({ '-4,4': 0 });
    expect(s.champions['me']!.at).toBe('-4,3');
    expect(events.map(en)).toEqual(['Ember Sentinel awakens the inactive Portal on -4,4.']);
    const taken = load({ portalsTaken: { '-4,4': 1 }, champions: { me: { ...mine, at: '-3,4' } } });
    walk(taken, taken.champions['me']!, ['-4,4'], []);
    expect(taken.portalsTaken).toEqual({ '-4,4': 1 });
  });

  it('AT-TT-30 AT-AMB-16 AT-TT-31 Corruption deals 5 to a pawn entering it and a defeat ends the walk there; an Evil Champion ignores it, an Evil Cultist does not', () => {
    const s = load({ champions: { me: { ...mine, at: '-3,2' } } });
    const events: GameEvent[] = [];
    walk(s, s.champions['me']!, ['-4,2', '-4,1'], events);
    expect(s.champions['me']).toMatchObject({ at: null, damage: 0, exhausted: true });
    expect(events.map(en)).toEqual(['Corruption deals 5 damage to Ember Sentinel.', 'Ember Sentinel is defeated.']);
    const tough = load({ champions: { w: { def: 'briar-matron', owner: 0, at: '-3,2' } } });
    walk(tough, tough.champions['w']!, ['-4,2', '-4,1'], []);
    expect(tough.champions['w']).toMatchObject({ at: '-4,1', damage: 5 });
    const solo = load({
      mode: 'solo',
      champions: {
        e: { def: 'iron-warden', owner: -1, token: 1, at: '-3,3' },
        k: { def: 'cultist', owner: -1, at: '-3,2' },
        me: { def: 'ember-sentinel', owner: 0, at: '2,2' },
      },
    });
    walk(solo, solo.champions['e']!, ['-4,3', '-4,2'], []);
    expect(solo.champions['e']).toMatchObject({ at: '-4,2', damage: 0 });
    walk(solo, solo.champions['k']!, ['-4,3'], []);
    expect(solo.champions['k']).toBeUndefined();
  });

  it('AT-TR-3 AT-AMB-45 a Treasure is collected where the walk ends, not on the way; an Evil pawn leaves it', () => {
    const s = load({ treasureTokens: { '0,2': 'whetstone', '0,1': 'oak-charm' }, champions: { me: { ...mine, at: '0,3' } } });
    const events: GameEvent[] = [];
    walk(s, s.champions['me']!, ['0,2', '0,1'], events);
    expect(s.players[0]!.treasures).toEqual(['oak-charm']);
    expect(s.treasureTokens).toEqual({ '0,2': 'whetstone' });
    expect(events.map(en)).toEqual(['P1 gains a Treasure.', 'Your Treasure: Oak Charm.']);
    const solo = load({
      mode: 'solo',
      treasureTokens: { '0,1': 'oak-charm' },
      champions: { e: { def: 'iron-warden', owner: -1, token: 1, at: '0,2' }, me: { def: 'ember-sentinel', owner: 0, at: '2,2' } },
    });
    walk(solo, solo.champions['e']!, ['0,1'], []);
    expect(solo.treasureTokens).toEqual({ '0,1': 'oak-charm' });
  });

  it('AT-TT-35 AT-TT-39 a pawn passing a Beacon takes it from nobody or an enemy, not from its own side', () => {
    const s = load({ map: 'beacon-heights', beacons: { '1,2': 1 }, champions: { me: { def: 'ember-sentinel', owner: 0, at: '2,1' } } });
    const events: GameEvent[] = [];
    walk(s, s.champions['me']!, ['1,2', '1,1'], events);
    expect(s.beacons).toEqual({ '1,2': 0 });
    expect(events.map(en)).toEqual(['Ember Sentinel takes the Beacon on 1,2.']);
    const mineAlready = load({
      map: 'beacon-heights',
      beacons: { '1,2': 0 },
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '2,1' } },
    });
    const quiet: GameEvent[] = [];
    walk(mineAlready, mineAlready.champions['me']!, ['1,2'], quiet);
    expect(quiet).toEqual([]);
    const plain = load({ map: 'beacon-heights', champions: { me: { def: 'ember-sentinel', owner: 0, at: '2,1' } } });
    walk(plain, plain.champions['me']!, ['2,0'], []);
    expect(plain.beacons).toEqual({});
  });
});

describe('AT the end and start of a turn (TS-4..TS-11, HV-3..HV-7, AMB-31)', () => {
  /** Seat 0 ends its turn in a duel: no cards, nothing in the row. */
  const quiet = {
    hands: { 0: [], 1: [] },
    decks: { 0: [], 1: [] },
    discards: { 0: [], 1: [] },
    row: [null, null, null, null, null, null],
    centerDeck: [],
  };

  it('AT-TS-4 AT-TS-5 AT-TS-7 AT-TS-9 the turn ends: cards to the discard, 5 drawn, Runes, Power and boosts lost, own Champions readied, all damage healed', () => {
    const s = load({
      runes: [3, 1],
      power: [2, 1],
      hands: { 0: ['mystic'], 1: [] },
      decks: { 0: ['heavy', 'heavy', 'heavy', 'heavy', 'heavy', 'heavy'], 1: ['heavy', 'heavy', 'heavy', 'heavy', 'heavy'] },
      discards: { 0: ['militia'], 1: [] },
      champions: {
        me: { ...mine, at: '2,2', exhausted: true, damage: 2 },
        foe: { ...theirs, at: '-2,-2', exhausted: true, damage: 1 },
      },
    });
    s.players[0]!.boost = { strength: 1, defense: 2, speed: 3 };
    s.champions['me']!.treasure = { strength: 2, defense: 0, speed: 0, riposte: false };
    const r = choose(s, 0, 'end');
    const p = r.state.players[0]!;
    expect(p.discard.map((c) => r.state.cards[c]).sort()).toEqual(['militia', 'mystic']);
    expect(p.hand.length).toBe(5);
    expect(p.deck.length).toBe(1);
    expect([p.runes, p.power, p.boost]).toEqual([0, 0, { strength: 0, defense: 0, speed: 0 }]);
    expect([p.playedLog, p.fired, p.played]).toEqual([[], [], []]);
    expect(r.state.champions['me']).toMatchObject({
      exhausted: false,
      damage: 0,
      treasure: { strength: 0, defense: 0, speed: 0, riposte: false },
    });
    expect(r.state.champions['foe']).toMatchObject({ exhausted: true, damage: 0 });
    // Seat 1's turn starts with its Portal's Power (2) and, its first turn, 2 Runes.
    expect(r.state.active).toBe(1);
    expect([r.state.players[1]!.runes, r.state.players[1]!.power, r.state.players[1]!.turns]).toEqual([1 + 2, 1 + 2, 1]);
  });

  it('AT-HV-4 AT-TS-4 Sanctuaries score once per side at the end of its turn, then the total is told', () => {
    const s = load({
      ...quiet,
      honor: [5, 0],
      champions: { a: { ...mine, at: '0,1' }, b: { def: 'iron-warden', owner: 0, at: '-3,1' }, c: { ...theirs, at: '3,-1' } },
    });
    const r = choose(s, 0, 'end');
    expect(r.state.players.map((p) => p.honor)).toEqual([9, 0]);
    expect(r.events.map(en).filter((l) => !l.startsWith('P2') || l.includes('Honor'))).toEqual([
      'P1 controls Sanctuaries: +4 Honor.',
      'P1 ends the turn with 9 Honor.',
    ]);
    const none = load({ ...quiet, honor: [5, 0], champions: { a: { ...mine, at: '0,3' } } });
    expect(choose(none, 0, 'end').events.map(en)).toEqual(['P1 ends the turn with 5 Honor.']);
  });

  it('AT-TT-38 a Beacon map scores each Beacon the side holds at the end of its turn', () => {
    const s = load({
      ...quiet,
      map: 'beacon-heights',
      beacons: { '1,2': 0, '-3,1': 0, '3,-1': 1 },
      champions: { a: { def: 'ember-sentinel', owner: 0, at: '2,1' } },
    });
    const r = choose(s, 0, 'end');
    expect(r.state.players[0]!.honor).toBe(2);
    expect(r.events.map(en).slice(0, 2)).toEqual(['P1 controls Beacons: +2 Honor.', 'P1 ends the turn with 2 Honor.']);
  });

  it('AT-HV-6 AT-HV-7 AT-AMB-31 the goal (30) is reached at 30, not 29; when both sides are there, the side whose turn ends wins', () => {
    const at30 = load({ ...quiet, honor: [28, 0], champions: { a: { ...mine, at: '0,1' } } });
    const won = choose(at30, 0, 'end').state;
    expect(won.winner).toEqual([0]);
    expect(won.endReason).toBe('honor');
    const at29 = load({ ...quiet, honor: [27, 0], champions: { a: { ...mine, at: '0,1' } } });
    expect(choose(at29, 0, 'end').state.winner).toBeNull();
    const both = load({ ...quiet, honor: [28, 31], champions: { a: { ...mine, at: '0,1' } } });
    expect(choose(both, 0, 'end').state.winner).toEqual([0]);
    const other = load({ ...quiet, honor: [0, 30], champions: { a: { ...mine, at: '0,3' } } });
    expect(choose(other, 0, 'end').state.winner).toEqual([1]);
  });

  it('AT-HV-1 a round ends after the last seat; past the map’s round limit (40) the most Honor wins, ties shared', () => {
    const first = load({ ...quiet, round: 40, honor: [3, 2], champions: { a: { ...mine, at: '0,3' } } });
    const mid = choose(first, 0, 'end').state;
    expect([mid.round, mid.active, mid.winner]).toEqual([40, 1, null]);
    /** Seat 1, the last in turn order, ending its turn. */
    const lastSeat = (round: number, honor: number[]) => {
      const st = load({ ...quiet, round, honor, champions: {} });
      st.active = 1;
      return st;
    };
    const over = choose(lastSeat(40, [3, 2]), 1, 'end').state;
    expect([over.round, over.winner, over.endReason]).toEqual([41, [0], 'rounds']);
    expect(choose(lastSeat(40, [2, 2]), 1, 'end').state.winner).toEqual([0, 1]);
    const next = choose(lastSeat(39, [2, 2]), 1, 'end').state;
    expect([next.round, next.active, next.winner]).toEqual([40, 0, null]);
  });

  it('AT-IN-1 AT-SV-1 in Solo the allies win on reaching the goal at the end of their turn; otherwise the Evil Player’s turn begins', () => {
    const s = load({ mode: 'solo', hands: { 0: [] }, honor: [30, 0], champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } } });
    const won = choose(s, 0, 'end').state;
    expect([won.winner, won.endReason]).toEqual([[0], 'honor']);
    // Co-op, seat 1 first: the winners are listed by seat.
    const coop = load({
      mode: 'coop',
      first: 1,
      hands: { 0: [], 1: [] },
      honor: [20, 10],
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } },
    });
    const both = choose(choose(coop, 1, 'end').state, 0, 'end').state;
    expect([both.winner, both.endReason]).toEqual([[0, 1], 'honor']);
    const short = load({
      mode: 'solo',
      hands: { 0: [] },
      honor: [29, 0],
      intrigueDeck: ['muster', 'muster'],
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } },
    });
    const evil = choose(short, 0, 'end');
    expect(evil.state.winner).toBeNull();
    expect(evil.events.map(en).slice(2, 5)).toEqual([
      'P1 ends the turn with 29 Honor.',
      'The Evil Player plays the Intrigue The Muster.',
      'The Evil Player plays the Intrigue The Muster.',
    ]);
    // The Evil turn over, the next round begins with the ally's turn.
    expect([evil.state.round, evil.state.active, evil.state.pending]).toEqual([2, 0, []]);
    // Past the map's round limit (40) after the Evil turn, the Evil Player wins; at the limit, play goes on.
    const solo = (round: number) =>
      load({
        mode: 'solo',
        hands: { 0: [] },
        round,
        intrigueDeck: ['muster', 'muster'],
        champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } },
      });
    const lost = choose(solo(40), 0, 'end').state;
    expect([lost.round, lost.winner, lost.endReason]).toEqual([41, [], 'rounds']);
    const onward = choose(solo(39), 0, 'end').state;
    expect([onward.round, onward.winner]).toEqual([40, null]);
  });

  it('AT-TS-11 AT-AMB-16 a turn starts with Corruption damage to the seat’s own pawns standing on it', () => {
    const s = load({
      ...quiet,
      first: 1,
      champions: { mine: { def: 'briar-matron', owner: 0, at: '-4,2' }, foe: { def: 'briar-matron', owner: 1, at: '4,-2' } },
    });
    const r = choose(s, 1, 'end');
    expect(r.state.champions['mine']!.damage).toBe(5);
    expect(r.state.champions['foe']!.damage).toBe(0);
    expect(r.events.map(en)).toContain('Corruption deals 5 damage to Briar Matron.');
  });
});

describe('AT Champion Selection (SL-4..SL-11, TM-4, TM-5, ML-4)', () => {
  const pickers = (mode: string, players: number | undefined, picks: number) => {
    const s = load({ mode, ...(players ? { players } : {}), selection: true });
    return Array.from({ length: picks }, (_, k) => {
      s.selection!.picks = k;
      return selectingSeat(s);
    });
  };

  it('AT-SL-5 AT-SL-7 AT-SL-8 AT-ML-4 picks go in reverse turn order, the same every round', () => {
    expect(pickers('duel', undefined, 5)).toEqual([1, 0, 1, 0, 1]);
    expect(pickers('melee', 3, 7)).toEqual([2, 1, 0, 2, 1, 0, 2]);
  });

  it('AT-TM-4 AT-TM-5 in 2 vs 2 the teams alternate, Team 2 first, each team’s picks going to its players in turn', () => {
    // Turn order 0, 2, 1, 3: Team 1 is seats 0 and 2, Team 2 seats 1 and 3.
    expect(pickers('teams', undefined, 8)).toEqual([1, 0, 3, 2, 1, 0, 3, 2]);
  });

  it('AT-SL-4 AT-SL-7 AT-SL-10 AT-SL-11 a pick takes the Champion, refills its slot from the deck (or closes it), and the last pick ends the selection', () => {
    const s = load({ selection: true });
    expect(promptEn(s, 1)).toEqual({
      kind: 'select',
      text: 'Champion Selection: pick your Champion 1 of 4',
      choices: s.selection!.row.map((def) => `c:${def} = ${cardDef(def).name.en}`),
    });
    const row = s.selection!.row.slice();
    const deck = s.selection!.deck.slice();
    const r = choose(s, 1, `c:${row[2]}`);
    expect(r.state.selection!.row).toEqual([...row.slice(0, 2), deck[0], ...row.slice(3)]);
    expect(r.state.selection!.deck).toEqual(deck.slice(1));
    expect(r.state.selection!.picks).toBe(1);
    expect(Object.values(r.state.champions).map((c) => [c.def, c.owner, c.at])).toEqual([[row[2], 1, null]]);
    expect(r.events.map(en)).toEqual([`P2 selects ${cardDef(row[2]!).name.en}.`]);
    expect(promptEn(r.state, 0).text).toBe('Champion Selection: pick your Champion 1 of 4');
    const second = choose(r.state, 0, `c:${row[0]}`).state;
    expect(promptEn(second, 1).text).toBe('Champion Selection: pick your Champion 2 of 4');
    // An empty deck closes the slot.
    const dry = load({ selection: true });
    dry.selection!.deck = [];
    const closed = choose(dry, 1, `c:${row[2]}`).state;
    expect(closed.selection!.row).toEqual([...row.slice(0, 2), ...row.slice(3)]);
    // The eighth pick of a duel ends the selection.
    const last = load({ selection: true });
    last.selection!.picks = 7;
    const pickerOfLast = selectingSeat(last);
    const done = choose(last, pickerOfLast, `c:${row[1]}`).state;
    expect(done.selection).toBeNull();
    expect(done.pending).toEqual([]);
    const before = load({ selection: true });
    before.selection!.picks = 6;
    const notYet = choose(before, selectingSeat(before), `c:${row[1]}`).state;
    expect(notYet.selection!.picks).toBe(7);
    expect(notYet.pending).toEqual([{ kind: 'select' }]);
  });

  it('AT-SO-7 AT-SO-8 AT-CR-17 in Solo the Evil squad is drawn once the last pick is made, and the row loses its namesakes', () => {
    const s = load({ mode: 'solo', selection: true });
    s.selection!.picks = 3;
    const row = s.selection!.row.slice();
    const r = choose(s, 0, `c:${row[0]}`);
    expect(r.state.selection).toBeNull();
    const evil = Object.values(r.state.champions).filter((c) => c.owner === -1);
    expect(evil.length).toBeGreaterThan(0);
    const names = new Set(evil.filter((c) => c.def !== 'cultist').map((c) => champName(r.state, c).champ));
    expect(r.state.row.filter((c) => c !== null && names.has(cardDef(c).name.en))).toEqual([]);
  });
});

describe('AT activating (AC-1, AC-9, DP-2, DP-3, DP-4, CU-4)', () => {
  const bare = {
    hands: { 0: [] },
    runes: [0, 0],
    row: [null, null, null, null, null, null],
    centerDeck: [],
    supply: { mystic: 0, heavy: 0 },
  };

  it('AT-AC-1 AT-DP-2 activating pays the cost; off the battlefield with one free Portal the pawn is deployed there at once', () => {
    const s = load({ ...bare, power: [3, 0], champions: { off: { def: 'iron-warden', owner: 0, at: null } } });
    const r = choose(s, 0, 'a:off');
    expect(r.state.players[0]!.power).toBe(1);
    expect(r.state.champions['off']!.at).toBe('0,4');
    expect(r.state.pending).toEqual([{ kind: 'activation', champ: 'off', moved: false, attacks: 0 }]);
    expect(r.events.map(en)).toEqual(['P1 activates Iron Warden.', 'Iron Warden is deployed on 0,4.']);
  });

  it('AT-DP-3 AT-TT-12 with two free Portals the player picks one', () => {
    const s = load({ ...bare, power: [3, 0], portalsTaken: { '-4,4': 0 }, champions: { off: { def: 'iron-warden', owner: 0, at: null } } });
    const r = choose(s, 0, 'a:off').state;
    expect(r.champions['off']!.at).toBeNull();
    expect(r.pending).toEqual([
      { kind: 'activation', champ: 'off', moved: false, attacks: 0 },
      { kind: 'deploy', champ: 'off' },
    ]);
  });

  it('AT-CU-4 AT-CU-5 a Cultist is a new pawn, activated at its cost and deployed on the Portal', () => {
    const s = load({ ...bare, power: [2, 0], champions: {} });
    const r = choose(s, 0, 'cultist');
    const k = Object.values(r.state.champions);
    expect(k).toHaveLength(1);
    expect(k[0]).toMatchObject({ def: 'cultist', owner: 0, at: '0,4', damage: 0, exhausted: false, artifacts: [] });
    expect(k[0]!.id).toMatch(/^k\d+$/);
    expect(r.state.players[0]!.power).toBe(0);
    expect(r.events.map(en)).toEqual(['P1 activates Cultist.', 'Cultist is deployed on 0,4.']);
  });

  it('AT-AC-9 AT-FQ-16 a two-pawn card: the second pawn’s activation follows the first’s, free; off the battlefield with no free Portal it is exhausted instead', () => {
    const s = load({
      ...bare,
      power: [2, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: '1,1' }, p2: { def: 'askara-psyche', owner: 0, at: '2,1', card: 'p1' } },
    });
    const a = choose(s, 0, 'a:p1').state;
    expect(a.pending).toEqual([{ kind: 'activation', champ: 'p1', moved: false, attacks: 0, next: 'p2' }]);
    const b = choose(a, 0, 'done');
    expect(b.state.pending).toEqual([{ kind: 'activation', champ: 'p2', moved: false, attacks: 0 }]);
    expect(b.events.map(en)).toEqual(['Askara Psyché (2): the other pawn’s activation.']);
    expect(b.state.players[0]!.power).toBe(0);
    const c = choose(b.state, 0, 'done').state;
    expect([c.champions['p1']!.exhausted, c.champions['p2']!.exhausted, c.pending]).toEqual([true, true, []]);
    // The second pawn off the battlefield and the Portal taken by the first: exhausted, not activated.
    const blocked = load({
      ...bare,
      power: [2, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: '0,4' }, p2: { def: 'askara-psyche', owner: 0, at: null, card: 'p1' } },
    });
    const d = choose(choose(blocked, 0, 'a:p1').state, 0, 'done').state;
    expect(d.pending).toEqual([]);
    expect(d.champions['p2']!.exhausted).toBe(true);
    // The first pawn on the only Portal, the second on the battlefield: the second is activated all the same.
    const onBoard = load({
      ...bare,
      power: [2, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: '0,4' }, p2: { def: 'askara-psyche', owner: 0, at: '2,1', card: 'p1' } },
    });
    const e = choose(choose(onBoard, 0, 'a:p1').state, 0, 'done').state;
    expect(e.pending).toEqual([{ kind: 'activation', champ: 'p2', moved: false, attacks: 0 }]);
    expect(e.champions['p2']!.exhausted).toBe(false);
    // Its second pawn already exhausted: no next.
    const spent = load({
      ...bare,
      power: [2, 0],
      champions: {
        p1: { def: 'askara-psyche', owner: 0, at: '1,1' },
        p2: { def: 'askara-psyche', owner: 0, at: '2,1', card: 'p1', exhausted: true },
      },
    });
    expect(choose(spent, 0, 'a:p1').state.pending).toEqual([{ kind: 'activation', champ: 'p1', moved: false, attacks: 0 }]);
  });
});

describe('AT the shared turn (TM-6, TM-13, AMB-53)', () => {
  it('AT-TM-6 AT-AMB-53 both teammates are asked at once, the active seat first; finishing a part hands the turn over, the second ends it', () => {
    const s = load({
      mode: 'teams',
      hands: { 0: [], 1: [], 2: [], 3: [] },
      row: [null, null, null, null, null, null],
      centerDeck: [],
      supply: { mystic: 0, heavy: 0 },
      runes: [0, 0, 0, 0],
      power: [0, 0, 0, 0],
      champions: {},
    });
    expect(atEngine.prompts(s).map((p) => [p.seat, p.choices.map((c) => `${c.id} = ${translate(c.label, 'en', at.strings)}`)])).toEqual([
      [0, ['end = Finish your part of the team turn']],
      [2, ['end = Finish your part of the team turn']],
    ]);
    const a = choose(s, 2, 'end').state;
    expect([a.active, a.doneThisTurn]).toEqual([0, [2]]);
    expect(atEngine.prompts(a).map((p) => [p.seat, p.choices.map((c) => c.id)])).toEqual([[0, ['end']]]);
    expect(promptEn(a, 0).choices).toEqual(['end = End the turn']);
    const b = choose(a, 0, 'end').state;
    expect(b.active).toBe(1);
    expect(b.doneThisTurn).toEqual([]);
    expect(atEngine.prompts(b).map((p) => p.seat)).toEqual([1, 3]);
  });

  it('AT-AMB-53 a decision under way belongs to one teammate: only that one is asked', () => {
    const s = load({ mode: 'teams', power: [0, 0, 0, 0], champions: { me: { def: 'ember-sentinel', owner: 0, at: '-4,4' } } });
    s.pending.push({ kind: 'activation', champ: 'me', moved: true, attacks: 0 });
    expect(atEngine.prompts(s).map((p) => p.seat)).toEqual([0]);
    expect(specFor(s, 2)).toBeNull();
    expect(currentSpec(s)!.seat).toBe(0);
  });

  it('a finished game asks nobody', () => {
    const s = load({ champions: {} });
    s.winner = [0];
    expect(atEngine.prompts(s)).toEqual([]);
    expect(currentSpec(s)).toBeNull();
  });
});

describe('AT the Overlord’s decisions (OV-5, OV-7, OV-8, OV-9, OV-11, EC-2)', () => {
  const overlord = (champions: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    load({ mode: 'solo', overlord: true, ...extra, champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' }, ...champions } });

  it('AT-OV-5 AT-OV-7 the Overlord picks which held Intrigue card to play, in secret, counting the cards played', () => {
    const s = overlord({}, { intrigueHand: ['muster', 'cold-gaze', 'pincer'] });
    s.pending.push({ kind: 'overlord' });
    expect(promptEn(s, 1)).toEqual({
      kind: 'overlord',
      text: 'Overlord: play your Intrigue card 1 of 2 this turn',
      secret: true,
      choices: ['i:muster = Play The Muster', 'i:cold-gaze = Play Cold Gaze', 'i:pincer = Play The Pincer'],
    });
    const second = overlord({}, { intrigueHand: ['cold-gaze', 'pincer'] });
    second.evil!.overlord!.played = ['muster'];
    second.pending.push({ kind: 'overlord' });
    expect(promptEn(second, 1).text).toBe('Overlord: play your Intrigue card 2 of 2 this turn');
  });

  it('AT-OV-8 AT-OV-11 AT-EV-2 an activated Evil Champion attacks any enemy in range and finishes without being exhausted', () => {
    const s = overlord({ e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 0 });
    expect(promptEn(s, 1)).toEqual({
      kind: 'evilActivation',
      text: 'Iron Warden: move once and attack once, in any order, then finish',
      choices: ['a:me = Attack Ember Sentinel', 'done = Finish the activation'],
    });
    const hit = choose(s, 1, 'a:me');
    expect(hit.state.pending).toEqual([{ kind: 'evilActivation', champ: 'e', moved: true, attacks: 1 }]);
    expect(hit.events.map(en)).toEqual(['Iron Warden attacks Ember Sentinel for 3 damage.']);
    expect(promptEn(hit.state, 1).choices).toEqual(['done = Finish the activation']);
    const done = choose(hit.state, 1, 'done').state;
    expect(done.pending).toEqual([]);
    expect(done.champions['e']!.exhausted).toBe(false);
  });

  it('AT-OV-8 AT-TR-10 an Evil attack on a Treasure holder waits for the window', () => {
    const s = overlord({ e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' } }, { treasures: { 0: ['oak-charm'] } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 0 });
    const r = choose(s, 1, 'a:me').state;
    expect(r.pending).toEqual([
      { kind: 'evilActivation', champ: 'e', moved: true, attacks: 1 },
      { kind: 'strike', attacker: 'e', targets: ['me'] },
      { kind: 'window', seat: 0 },
    ]);
    expect(r.champions['me']!.damage).toBe(0);
  });

  it('AT-OV-8 before its move the Evil Champion is offered every reachable hex; a move is then spent', () => {
    const s = overlord({ e: { def: 'iron-warden', owner: -1, token: 0, at: '3,-3' } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: false, attacks: 0 });
    const p = promptEn(s, 1);
    expect(p.choices.at(-1)).toBe('done = Finish the activation');
    expect(p.choices).toContain('m:2,-2 = Move to 2,-2 (1 point)');
    const r = choose(s, 1, 'm:2,-2');
    expect(r.state.champions['e']!.at).toBe('2,-2');
    expect(r.state.pending).toEqual([{ kind: 'evilActivation', champ: 'e', moved: true, attacks: 0 }]);
    expect(r.events.map(en)).toEqual(['Iron Warden moves from 3,-3 to 2,-2.']);
    expect(promptEn(r.state, 1).choices).toEqual(['done = Finish the activation']);
  });

  it('AT-EC-2 AT-OV-9 the Overlord places an Evil Cultist on one of the free hexes next to its taken Objective', () => {
    const s = overlord({});
    s.pending.push({ kind: 'evilCultist', hexes: ['1,1', '2,1'] });
    expect(promptEn(s, 1)).toEqual({
      kind: 'evilCultist',
      text: 'Overlord: the Objective’s hex is taken; place the Evil Cultist next to it',
      choices: ['h:1,1 = Hex 1,1', 'h:2,1 = Hex 2,1'],
    });
    const r = choose(s, 1, 'h:2,1').state;
    expect(r.pending).toEqual([]);
    expect(
      Object.values(r.champions)
        .filter((c) => c.owner === -1 && c.def === 'cultist')
        .map((c) => c.at),
    ).toEqual(['2,1']);
  });
});
