import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { sfbEngine, type SfbState } from '../../src/games/sfb/engine.js';
import type { Card } from '../../src/games/sfb/content/index.js';
import {
  abilityBonus,
  activeSeat,
  cardChampion,
  cardLabel,
  cardListVars,
  cardName,
  cardOf,
  cardVars,
  champAt,
  champName,
  championBase,
  checkWin,
  condHolds,
  controller,
  copyId,
  dealDamage,
  defenseOf,
  drawInto,
  enterHex,
  goalVp,
  heal,
  hpLeft,
  isBloodied,
  isFree,
  knockOut,
  occupancy,
  placeTrapToken,
  pushSteps,
  side,
  teamFields,
  trapSpots,
} from '../../src/games/sfb/rules/helpers.js';
import type { Act } from '../../src/games/sfb/rules/state.js';

/**
 * Exact answers of the SFB engine's helpers (src/games/sfb/rules/helpers.ts):
 * zone control, conditions, defense, drawing, damage, knock-outs, healing,
 * victory, traps. Positions are written with the scenario loader. Zones of
 * the arena (statues -3,0 Manipulation, 0,0 Destruction, 3,0 Creation, radius
 * 2, hexes as near to two statues left out): 1,-1 and 0,-2 are Destruction,
 * 3,-1 and 2,0 Creation, -2,0 and -3,1 Manipulation; 0,-4, -1,-1 and 2,-1 are
 * in no zone.
 */

type Place = { seat: number; at: string | null; damage?: number; xp?: boolean; rooted?: boolean };
const position = (champions: Record<string, Place>, more: Record<string, Json> = {}): SfbState =>
  sfbEngine.scenarios!.setup({ champions, ...more } as Json).state;

const act = (over: Partial<Act> = {}): Act => ({
  seat: 0,
  champ: 'kil',
  card: null,
  kind: 'attack',
  targets: [],
  vals: {},
  reaction: null,
  xp: [],
  kod: [],
  ...over,
});

/** A custom reaction card with a defense modifier, defined inline as scenarios do. */
const ward = (defense: number): Card => ({
  id: 'wrd1',
  champion: 'gwa',
  name: { en: 'Ward', fr: 'Garde' },
  type: 'reaction',
  essence: 'C',
  targets: 'enemy',
  defense,
  pre: [],
  post: [],
  effects: [],
});

describe('names and cards', () => {
  it('SFB-AMB-36 SFB-AMB-42 a copy of a champion is keyed <id>-<team number> and named with that number', () => {
    expect(championBase('kil')).toBe('kil');
    expect(championBase('kil-2')).toBe('kil');
    expect(copyId('kil', 0)).toBe('kil-1');
    expect(copyId('kil', 1)).toBe('kil-2');
    expect(champName('kil')).toBe('Kilgore');
    expect(champName('kil-2')).toBe('Kilgore 2');
    expect(champName('tzu-1')).toBe('Tzu Xiao 1');
    // An id no champion has is its own name.
    expect(champName('zzz')).toBe('zzz');
  });

  it('finds the champion of a card in a team, and whether a team fields a champion', () => {
    const s = position({ 'kil-1': { seat: 0, at: '0,-2' }, 'kil-2': { seat: 1, at: '0,2' }, gwa: { seat: 1, at: '1,2' } });
    const kil1 = cardOf(s, 'kil1');
    expect(cardChampion(s, 0, kil1)?.id).toBe('kil-1');
    expect(cardChampion(s, 1, kil1)?.id).toBe('kil-2');
    expect(cardChampion(s, 0, cardOf(s, 'gwa1'))).toBeUndefined();
    expect(cardChampion(s, 1, cardOf(s, 'gwa1'))?.id).toBe('gwa');
    expect([teamFields(s, 0, 'kil'), teamFields(s, 1, 'kil'), teamFields(s, 0, 'gwa'), teamFields(s, 1, 'gwa')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('names cards in both languages, lists them, and labels inline cards by their literal name', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' } }, { cards: [ward(1)] as unknown as Json });
    expect(cardName(s, 'kil5')).toBe('Iron Hide');
    expect(cardVars(s, 'kil5')).toEqual({ card: 'Iron Hide', cardFr: 'Peau de fer' });
    expect(cardListVars(s, ['kil5', 'kil6'])).toEqual({ cards: 'Iron Hide, Grudge', cardsFr: 'Peau de fer, Rancune' });
    expect(cardListVars(s, [])).toEqual({ cards: '—', cardsFr: '—' });
    expect(cardLabel(s, 'kil5')).toEqual({ key: 'sfb.card.kil5' });
    expect(cardLabel(s, 'wrd1')).toBe('Ward');
    expect(cardOf(s, 'wrd1').defense).toBe(1);
    expect(() => cardOf(s, 'zzz9')).toThrow('unknown card zzz9');
  });
});

describe('sides, hit points, Mal en point (SFB-KW-BLOODIED-1, SFB-XP-3)', () => {
  it('SFB-XP-3 an experienced champion uses its experienced side', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: '0,2', xp: true } });
    expect(side(s.champs.kil!).hp).toBe(8);
    expect(side(s.champs.gwa!).hp).toBe(10);
    expect(side(s.champs.gwa!).defense).toBe(1);
    expect(() => side({ ...s.champs.kil!, id: 'zzz' })).toThrow('unknown champion zzz');
  });

  it('SFB-KW-BLOODIED-1 remaining HP at or below half the printed HP, rounded down, on both sides of the boundary', () => {
    // Kilgore 8 HP: Mal en point from 4 left. Gwaien 9 HP: from 4 left (floor 4.5). Gwaien experienced 10 HP: from 5 left.
    const table: [string, boolean, number, number, boolean][] = [
      ['kil', false, 3, 5, false],
      ['kil', false, 4, 4, true],
      ['gwa', false, 4, 5, false],
      ['gwa', false, 5, 4, true],
      ['gwa', true, 4, 6, false],
      ['gwa', true, 5, 5, true],
    ];
    for (const [id, xp, damage, left, bloodied] of table) {
      const s = position({ [id]: { seat: 0, at: '0,-2', damage, xp } });
      expect([id, xp, damage, hpLeft(s.champs[id]!), isBloodied(s.champs[id]!)]).toEqual([id, xp, damage, left, bloodied]);
    }
    // On the portal a champion is never Mal en point.
    const portal = position({ kil: { seat: 0, at: null, damage: 6 } });
    expect(isBloodied(portal.champs.kil!)).toBe(false);
  });

  it('SFB-WIN-1 SFB-WIN-5 the goal is 5 VP with two players, 7 with four; the active seat follows the order', () => {
    expect(goalVp(position({}))).toBe(5);
    expect(goalVp(position({}, { players: 4 }))).toBe(7);
    expect(activeSeat(position({}, { order: [1, 0], turn: 0 }))).toBe(1);
    expect(activeSeat(position({}, { order: [1, 0], turn: 1 }))).toBe(0);
  });
});

describe('occupancy', () => {
  const s = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: '1,-2' }, mar: { seat: 0, at: null } });

  it('maps each hex to the champion standing on it; champions on the portal are nowhere', () => {
    const occ = occupancy(s);
    expect([...occ].map(([k, c]) => `${k}=${c.id}`)).toEqual(['0,-2=kil', '1,-2=gwa']);
    expect(champAt(s, '0,-2')?.id).toBe('kil');
    expect(champAt(s, '1,-2')?.id).toBe('gwa');
    expect(champAt(s, '2,-2')).toBeUndefined();
  });

  it('a hex is free when on the arena, not a statue and not occupied', () => {
    const occ = occupancy(s);
    expect(['2,-2', '0,-2', '1,-2', '0,0', '3,0', '5,0', '0,-5'].map((k) => isFree(occ, k))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('zone control (SFB-KW-CONTROL-1..3)', () => {
  const ctl = (champions: Record<string, Place>, players = 2) => {
    const s = position(champions, { players });
    return (['destruction', 'creation', 'manipulation'] as const).map((z) => controller(s, z));
  };

  it('SFB-KW-CONTROL-1 SFB-KW-CONTROL-2 more champions in the zone controls it; equal numbers, 0–0 included, control nothing', () => {
    expect(ctl({})).toEqual([null, null, null]);
    // One against none, in each zone and for each team.
    expect(ctl({ kil: { seat: 0, at: '1,-1' }, gwa: { seat: 1, at: '3,-1' } })).toEqual([0, 1, null]);
    expect(ctl({ kil: { seat: 1, at: '0,-2' }, gwa: { seat: 0, at: '-2,0' } })).toEqual([1, null, 0]);
    // One against one: nobody; two against one: the two.
    expect(ctl({ kil: { seat: 0, at: '1,-1' }, gwa: { seat: 1, at: '0,-2' } })).toEqual([null, null, null]);
    expect(ctl({ kil: { seat: 0, at: '1,-1' }, mar: { seat: 0, at: '0,-1' }, gwa: { seat: 1, at: '0,-2' } })).toEqual([0, null, null]);
    expect(ctl({ kil: { seat: 0, at: '1,-1' }, gwa: { seat: 1, at: '0,-2' }, dug: { seat: 1, at: '-1,0' } })).toEqual([1, null, null]);
    // Hexes outside every zone and the portal count for nothing.
    expect(
      ctl({ kil: { seat: 0, at: '0,-4' }, mar: { seat: 0, at: '-1,-1' }, akh: { seat: 0, at: null }, gwa: { seat: 1, at: '2,0' } }),
    ).toEqual([null, 1, null]);
  });

  it('SFB-KW-CONTROL-3 with four players, teammates count together', () => {
    // Seats 0 and 2 are team 0, seats 1 and 3 team 1.
    expect(ctl({ kil: { seat: 0, at: '1,-1' }, mar: { seat: 2, at: '0,-1' }, gwa: { seat: 1, at: '0,-2' } }, 4)).toEqual([0, null, null]);
    expect(ctl({ kil: { seat: 0, at: '3,-1' }, gwa: { seat: 1, at: '2,0' }, dug: { seat: 3, at: '4,-1' } }, 4)).toEqual([null, 1, null]);
  });
});

describe('conditions and ability bonuses (SFB-XP-5)', () => {
  it('SFB-KW-BLOODIED-1 a bloodied condition reads the champion it names; no target, no bloodied target', () => {
    const s = position({ kil: { seat: 0, at: '0,-2', damage: 4 }, gwa: { seat: 1, at: '1,-2', damage: 1 } });
    const [kil, gwa] = [s.champs.kil!, s.champs.gwa!];
    expect(condHolds(s, undefined, kil, null)).toBe(true);
    expect(condHolds(s, { bloodied: 'self' }, kil, gwa)).toBe(true);
    expect(condHolds(s, { bloodied: 'target' }, kil, gwa)).toBe(false);
    expect(condHolds(s, { bloodied: 'self' }, gwa, kil)).toBe(false);
    expect(condHolds(s, { bloodied: 'target' }, gwa, kil)).toBe(true);
    expect(condHolds(s, { bloodied: 'target' }, kil, null)).toBe(false);
  });

  it('SFB-KW-CONTROL-1 control and zone conditions read the champion’s team and hex', () => {
    const s = position({ kil: { seat: 0, at: '1,-1' }, gwa: { seat: 1, at: '3,-1' }, mar: { seat: 0, at: null } });
    const [kil, gwa, mar] = [s.champs.kil!, s.champs.gwa!, s.champs.mar!];
    expect(condHolds(s, { controls: 'destruction' }, kil, null)).toBe(true);
    expect(condHolds(s, { controls: 'destruction' }, gwa, null)).toBe(false);
    expect(condHolds(s, { controls: 'creation' }, gwa, null)).toBe(true);
    expect(condHolds(s, { controls: 'manipulation' }, kil, null)).toBe(false);
    expect(condHolds(s, { inZone: 'destruction' }, kil, null)).toBe(true);
    expect(condHolds(s, { inZone: 'creation' }, kil, null)).toBe(false);
    expect(condHolds(s, { inZone: 'creation' }, gwa, null)).toBe(true);
    // On the portal a champion is in no zone.
    expect(condHolds(s, { inZone: 'destruction' }, mar, null)).toBe(false);
  });

  it('SFB-XP-5 strength and defense bonuses of the current side, each only when its condition holds', () => {
    // Kilgore: +1 strength while Mal en point. Mariusz experienced: +1 strength always.
    // Sulka experienced: +1 defense while Mal en point. Dugrun experienced: +1 defense controlling Creation.
    const s = position({
      kil: { seat: 0, at: '0,-2', damage: 4 },
      mar: { seat: 0, at: '-1,-1', xp: true },
      akh: { seat: 0, at: '0,-4' },
      sul: { seat: 1, at: '0,2', xp: true, damage: 5 },
      dug: { seat: 1, at: '3,-1', xp: true },
    });
    const bonus = (id: string) => [abilityBonus(s, s.champs[id]!, 'strength'), abilityBonus(s, s.champs[id]!, 'defense')];
    expect(bonus('kil')).toEqual([1, 0]);
    expect(bonus('mar')).toEqual([1, 0]);
    expect(bonus('akh')).toEqual([0, 0]);
    expect(bonus('sul')).toEqual([0, 1]);
    expect(bonus('dug')).toEqual([0, 1]);
    const healthy = position({ kil: { seat: 0, at: '0,-2', damage: 3 }, sul: { seat: 1, at: '0,2', xp: true, damage: 4 } });
    expect(abilityBonus(healthy, healthy.champs.kil!, 'strength')).toBe(0);
    expect(abilityBonus(healthy, healthy.champs.sul!, 'defense')).toBe(0);
  });

  it('SFB-DEF-1 SFB-DEF-4 defense: the side’s value, its bonus, and the reaction card played on the champion; never below 0', () => {
    const s = position(
      { gwa: { seat: 1, at: '0,2' }, dug: { seat: 1, at: '3,-1', xp: true }, kil: { seat: 0, at: '0,-2' } },
      { cards: [ward(-3)] as unknown as Json },
    );
    expect(defenseOf(s, s.champs.gwa!)).toBe(0);
    // Dugrun experienced controls Creation alone: 2 + 1.
    expect(defenseOf(s, s.champs.dug!)).toBe(3);
    s.act = act({ reaction: { seat: 1, card: 'kil5', on: 'dug' } });
    // Iron Hide (+2) on Dugrun, not on Gwaien.
    expect(defenseOf(s, s.champs.dug!)).toBe(5);
    expect(defenseOf(s, s.champs.gwa!)).toBe(0);
    // A reaction without a defense field adds nothing.
    s.act = act({ reaction: { seat: 1, card: 'kil1', on: 'dug' } });
    expect(cardOf(s, 'kil1').defense).toBeUndefined();
    expect(defenseOf(s, s.champs.dug!)).toBe(3);
    // −3 on a champion of defense 0 is 0, not −3; on Dugrun, 3 − 3 = 0.
    s.act = act({ reaction: { seat: 1, card: 'wrd1', on: 'gwa' } });
    expect(defenseOf(s, s.champs.gwa!)).toBe(0);
    s.act = act({ reaction: { seat: 1, card: 'wrd1', on: 'dug' } });
    expect(defenseOf(s, s.champs.dug!)).toBe(0);
    s.act = act({ reaction: { seat: 1, card: 'kil6', on: 'kil' } });
    expect(defenseOf(s, s.champs.kil!)).toBe(1);
  });
});

describe('drawing (SFB-BASIC-19)', () => {
  it('SFB-BASIC-19 draws from the top of the deck, and reshuffles the discard when the deck runs out', () => {
    const s = position(
      { kil: { seat: 0, at: '0,-2' } },
      { decks: [['kil1', 'kil2'], []], discards: [['kil3', 'kil4'], []], hands: [[], []] },
    );
    const events: GameEvent[] = [];
    expect(drawInto(s, 0, 1, events)).toBe(1);
    expect(s.players[0]!.hand).toEqual(['kil1']);
    expect(events).toEqual([]);
    expect(drawInto(s, 0, 2, events)).toBe(2);
    expect(s.players[0]!.hand.slice(0, 2)).toEqual(['kil1', 'kil2']);
    expect(s.players[0]!.hand[2]).toMatch(/^kil[34]$/);
    expect(s.players[0]!.discard).toEqual([]);
    expect(s.players[0]!.deck).toHaveLength(1);
    expect(events).toEqual([{ text: { key: 'sfb.ev.reshuffle', vars: { player: 'P1' } } }]);
    // One card left and nothing to reshuffle: asked for 3, draws 1.
    expect(drawInto(s, 0, 3, events)).toBe(1);
    expect([...s.players[0]!.hand].sort()).toEqual(['kil1', 'kil2', 'kil3', 'kil4']);
    expect(drawInto(s, 0, 2, events)).toBe(0);
    expect(events).toHaveLength(1);
    expect(drawInto(s, 0, 0, events)).toBe(0);
  });
});

describe('damage, knock-outs and healing (SFB-KO, SFB-XP)', () => {
  const duel = () => position({ kil: { seat: 0, at: '0,-2', damage: 5, xp: true, rooted: true }, gwa: { seat: 1, at: '1,-2', damage: 2 } });

  it('SFB-KO-1 a champion is knocked out when its damage reaches its HP, not before', () => {
    const s = duel();
    const events: GameEvent[] = [];
    // Kilgore experienced has 9 HP: 5 + 3 = 8 stays, one more knocks him out.
    expect(dealDamage(s, 'kil', 3, null, events)).toBe(false);
    expect(s.champs.kil!.dmg).toBe(8);
    expect(events).toEqual([]);
    expect(dealDamage(s, 'kil', 1, null, events)).toBe(true);
    expect(s.champs.kil).toEqual({ id: 'kil', seat: 0, team: 0, at: null, dmg: 0, xp: false, rooted: false });
    expect(s.teams.map((t) => t.vp)).toEqual([0, 1]);
    expect(events).toEqual([{ text: { key: 'sfb.ev.ko', vars: { champ: 'Kilgore', vp: 1, team: 2 } } }]);
  });

  it('SFB-KO-5 no damage on the portal; 0 or less does nothing', () => {
    const s = duel();
    const events: GameEvent[] = [];
    expect(dealDamage(s, 'gwa', 0, null, events)).toBe(false);
    expect(dealDamage(s, 'gwa', -2, null, events)).toBe(false);
    expect(s.champs.gwa!.dmg).toBe(2);
    s.champs.gwa!.at = null;
    expect(dealDamage(s, 'gwa', 9, null, events)).toBe(false);
    expect(s.champs.gwa!.dmg).toBe(2);
    expect(s.teams.map((t) => t.vp)).toEqual([0, 0]);
  });

  it('SFB-ATK-15 0 damage cancels the effect: it never knocks out, even a champion already at its HP (a written position)', () => {
    const s = position({ kil: { seat: 0, at: '0,-2', damage: 8 } });
    const events: GameEvent[] = [];
    expect(dealDamage(s, 'kil', 0, null, events)).toBe(false);
    expect([s.champs.kil!.at, s.champs.kil!.dmg, s.teams[1]!.vp, events]).toEqual(['0,-2', 8, 0, []]);
  });

  it('SFB-KO-2 SFB-KO-9 SFB-XP-1 SFB-TRAP-10 a knock-out during an action is recorded; an enemy of the knocked-out champion gets the experience, once', () => {
    const s = duel();
    const events: GameEvent[] = [];
    s.act = act();
    // Gwaien (9 HP, 2 damage) knocked out by Kilgore: Kilgore is owed experience.
    expect(dealDamage(s, 'gwa', 7, 'kil', events)).toBe(true);
    expect(s.act.kod).toEqual(['gwa']);
    expect(s.act.xp).toEqual(['kil']);
    expect(s.teams.map((t) => t.vp)).toEqual([1, 0]);
    // Knocked out again (back in the arena): still one entry for Kilgore.
    s.champs.gwa!.at = '1,-2';
    knockOut(s, s.champs.gwa!, 'kil', events);
    expect(s.act.kod).toEqual(['gwa', 'gwa']);
    expect(s.act.xp).toEqual(['kil']);
    expect(s.teams.map((t) => t.vp)).toEqual([2, 0]);
    // Kilgore knocked out with credit to himself (SFB-KO-9), with no credit, and with a credit no champion has: nobody gains experience.
    s.act.xp = [];
    knockOut(s, s.champs.kil!, 'kil', events);
    knockOut(s, s.champs.kil!, null, events);
    knockOut(s, s.champs.kil!, 'zzz', events);
    expect(s.act.xp).toEqual([]);
    expect(s.act.kod).toEqual(['gwa', 'gwa', 'kil', 'kil', 'kil']);
    expect(s.teams.map((t) => t.vp)).toEqual([2, 3]);
    expect(events.map((e) => (e.text as { vars?: unknown }).vars)).toEqual([
      { champ: 'Gwaien', vp: 1, team: 1 },
      { champ: 'Gwaien', vp: 2, team: 1 },
      { champ: 'Kilgore', vp: 1, team: 2 },
      { champ: 'Kilgore', vp: 2, team: 2 },
      { champ: 'Kilgore', vp: 3, team: 2 },
    ]);
  });

  it('SFB-KO-3 heals up to the damage taken, says so only when something was healed; none on the portal', () => {
    const s = duel();
    const events: GameEvent[] = [];
    heal(s, 'gwa', 1, events);
    expect(s.champs.gwa!.dmg).toBe(1);
    heal(s, 'gwa', 5, events);
    expect(s.champs.gwa!.dmg).toBe(0);
    heal(s, 'gwa', 2, events);
    heal(s, 'kil', 0, events);
    heal(s, 'kil', -1, events);
    expect(s.champs.kil!.dmg).toBe(5);
    s.champs.kil!.at = null;
    heal(s, 'kil', 3, events);
    expect(s.champs.kil!.dmg).toBe(5);
    expect(events).toEqual([
      { text: { key: 'sfb.ev.heal', vars: { champ: 'Gwaien', n: 1 } } },
      { text: { key: 'sfb.ev.heal', vars: { champ: 'Gwaien', n: 1 } } },
    ]);
  });
});

describe('victory (SFB-WIN-1, SFB-WIN-3, SFB-WIN-5)', () => {
  const win = (vp: [number, number], more: Record<string, Json> = {}) => {
    const s = position({ kil: { seat: 0, at: '0,-2' } }, { vp, ...more });
    s.act = act();
    s.stack = [{ op: 'endAct' }];
    const events: GameEvent[] = [];
    const over = checkWin(s, events);
    return { over, s, events };
  };

  it('SFB-WIN-1 nobody wins below the goal; a team reaching 5 wins at once and the game stops', () => {
    const below = win([4, 4]);
    expect([below.over, below.s.stage, below.s.winner, below.s.stack.length, below.s.act !== null, below.events]).toEqual([
      false,
      'play',
      null,
      1,
      true,
      [],
    ]);
    const first = win([5, 4]);
    expect([first.over, first.s.stage, first.s.winner, first.s.stack, first.s.act]).toEqual([true, 'over', 0, [], null]);
    expect(first.events).toEqual([{ text: { key: 'sfb.ev.win', vars: { team: 1, players: 'P1' } } }]);
    const second = win([3, 6]);
    expect([second.over, second.s.winner]).toEqual([true, 1]);
    expect(second.events).toEqual([{ text: { key: 'sfb.ev.win', vars: { team: 2, players: 'P2' } } }]);
  });

  it('SFB-WIN-3 both teams at the goal at once: the team that did not play wins', () => {
    expect(win([5, 5], { order: [0, 1], turn: 0 }).s.winner).toBe(1);
    expect(win([5, 6], { order: [0, 1], turn: 1 }).s.winner).toBe(0);
    expect(win([6, 5], { order: [1, 0], turn: 0 }).s.winner).toBe(0);
  });

  it('SFB-WIN-5 SFB-4P-8 with four players the goal is 7 and the winners are both teammates', () => {
    expect(win([6, 6], { players: 4 }).over).toBe(false);
    const four = win([6, 7], { players: 4 });
    expect([four.over, four.s.winner]).toEqual([true, 1]);
    expect(four.events).toEqual([{ text: { key: 'sfb.ev.win', vars: { team: 2, players: 'P2 & P4' } } }]);
  });

  it('a game already over stays won by the same team, with no new event', () => {
    const s = position({}, { vp: [0, 0] });
    s.stage = 'over';
    s.winner = 1;
    const events: GameEvent[] = [];
    expect(checkWin(s, events)).toBe(true);
    expect([s.winner, events]).toEqual([1, []]);
  });
});

describe('traps (SFB-TRAP)', () => {
  it('SFB-TRAP-2 SFB-TRAP-11 a damage trap: revealed, removed, its damage dealt ignoring defense, a replacement queued', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: '2,0' } }, { traps: { '1,-2': 't11', '4,-2': 't01' } });
    const events: GameEvent[] = [];
    enterHex(s, s.champs.kil!, '1,-2', null, events);
    expect(s.champs.kil!.at).toBe('1,-2');
    expect(s.champs.kil!.dmg).toBe(3);
    expect(s.traps.board).toEqual({ '4,-2': 't01' });
    expect(s.stack).toEqual([{ op: 'trapPlace', seat: 0, exclude: '1,-2', spent: 't11' }]);
    expect(events).toEqual([{ text: { key: 'sfb.ev.trapDmg', vars: { champ: 'Kilgore', n: 3 } } }]);
  });

  it('SFB-TRAP-12 SFB-TRAP-13 a root trap roots; a stun trap queues the stun above the replacement', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: '2,0' } }, { traps: { '1,-2': 't03', '2,1': 't01' } });
    const events: GameEvent[] = [];
    enterHex(s, s.champs.kil!, '1,-2', null, events);
    expect([s.champs.kil!.rooted, s.champs.kil!.dmg]).toEqual([true, 0]);
    enterHex(s, s.champs.gwa!, '2,1', null, events);
    expect(s.champs.gwa!.rooted).toBe(false);
    expect(s.stack).toEqual([
      { op: 'trapPlace', seat: 0, exclude: '1,-2', spent: 't03' },
      { op: 'trapPlace', seat: 1, exclude: '2,1', spent: 't01' },
      { op: 'stun', champ: 'gwa' },
    ]);
    expect(events).toEqual([
      { text: { key: 'sfb.ev.trapRoot', vars: { champ: 'Kilgore' } } },
      { text: { key: 'sfb.ev.trapStun', vars: { champ: 'Gwaien' } } },
    ]);
    // A hex without a trap is just entered.
    enterHex(s, s.champs.kil!, '2,-2', null, events);
    expect([s.champs.kil!.at, s.stack.length, events.length]).toEqual(['2,-2', 3, 2]);
  });

  it('SFB-TRAP-10 trap damage pushed on by a card effect credits the effect’s source with the knock-out', () => {
    const s = position({ kil: { seat: 0, at: '0,-2' }, gwa: { seat: 1, at: '2,-2', damage: 7 } }, { traps: { '1,-2': 't07' } });
    s.act = act();
    const events: GameEvent[] = [];
    enterHex(s, s.champs.gwa!, '1,-2', 'kil', events);
    expect(s.champs.gwa!.at).toBeNull();
    expect([s.act.kod, s.act.xp]).toEqual([['gwa'], ['kil']]);
    expect(s.stack).toEqual([{ op: 'trapPlace', seat: 1, exclude: '1,-2', spent: 't07' }]);
  });

  it('SFB-TRAP-6 SFB-AMB-31 a replacement goes on an empty trap space other than the one triggered, sorted', () => {
    // Four traps: one triggered on 1,-2 (already removed), three left.
    const s = position({ kil: { seat: 0, at: '0,-2' } }, { traps: { '-1,2': 't01', '-2,-1': 't02', '2,1': 't03' } });
    expect(trapSpots(s, '1,-2')).toEqual(['-4,2', '4,-2']);
    // A champion on a space makes it unavailable.
    s.champs.kil!.at = '4,-2';
    expect(trapSpots(s, '1,-2')).toEqual(['-4,2']);
    expect(trapSpots(s, '-4,2')).toEqual(['1,-2']);
  });

  it('SFB-TRAP-8 SFB-TRAP-9 every space taken: any hex next to a trap space (a trap token off the printed spaces counts as one), not a champion, statue, trap or the triggered hex', () => {
    // Printed spaces: 1,-2, -1,2, -2,-1, 2,1, 4,-2, -4,2. Traps on three of them and on 0,-4 (a replacement put there earlier);
    // champions on the other three; the trap just triggered was on 1,-3, next to 1,-2 (its champion went on).
    const s = position(
      {
        kil: { seat: 0, at: '2,1' },
        mar: { seat: 0, at: '4,-2' },
        gwa: { seat: 1, at: '-4,2' },
        dug: { seat: 1, at: '2,-2' },
      },
      { traps: { '1,-2': 't01', '-1,2': 't02', '-2,-1': 't03', '0,-4': 't04' } },
    );
    expect(trapSpots(s, '1,-3')).toEqual(
      [
        // around 1,-2 (2,-2 has Dugrun, 1,-3 is the triggered hex)
        '2,-3',
        '0,-2',
        '0,-1',
        '1,-1',
        // around -1,2
        '0,2',
        '0,1',
        '-1,1',
        '-2,2',
        '-2,3',
        '-1,3',
        // around -2,-1 (-3,0 is a statue)
        '-1,-1',
        '-1,-2',
        '-2,-2',
        '-3,-1',
        '-2,0',
        // around 2,1 (Kilgore on it; 3,0 is a statue)
        '3,1',
        '2,0',
        '1,1',
        '1,2',
        '2,2',
        // around 4,-2 (off the arena past q = 4)
        '4,-3',
        '3,-2',
        '3,-1',
        '4,-1',
        // around -4,2
        '-3,2',
        '-3,1',
        '-4,1',
        '-4,3',
        // around 0,-4
        '1,-4',
        '-1,-3',
        '0,-3',
      ].sort(),
    );
  });

  it('SFB-TRAP-6 SFB-TRAP-7 a new token comes from the reserve, which loses it', () => {
    const s = position({}, { traps: { '1,-2': 't01' } });
    const before = [...s.traps.pool];
    expect(before).toHaveLength(11);
    placeTrapToken(s, '4,-2');
    const placed = s.traps.board['4,-2']!;
    expect(before).toContain(placed);
    expect(s.traps.pool).toEqual(before.filter((id) => id !== placed));
    expect(Object.keys(s.traps.board).sort()).toEqual(['1,-2', '4,-2']);
  });
});

describe('the pending steps', () => {
  it('pushes steps so that the first listed resolves first (the top of the stack is its last element)', () => {
    const s = position({});
    s.stack = [{ op: 'endAct' }];
    pushSteps(s, [{ op: 'declare' }, { op: 'skillUse' }, { op: 'rpost' }]);
    expect(s.stack.map((x) => x.op)).toEqual(['endAct', 'rpost', 'skillUse', 'declare']);
    pushSteps(s, []);
    expect(s.stack).toHaveLength(4);
  });
});
