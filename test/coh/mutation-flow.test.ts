/**
 * Champions of Hara flow (rules/flow.ts lines 95–335: costs, energy and
 * levels, damage and defeat, a Monster's attack and its defeat), exact
 * (issue #23, mutation testing): each condition on both sides of its bound,
 * each value written, each event line with its variables. The conformance
 * scenarios check the outcome of these paths; these tests check each step.
 */
import { describe, expect, it } from 'vitest';
import { seats, versus } from '../support/coh-positions.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import {
  arrive,
  freshTurn,
  targetsInRange,
  canPay,
  cardVars,
  defeat,
  gainEnergy,
  gainUltimate,
  hurt,
  levelUp,
  payCost,
  runEffect,
  who,
  type Events,
} from '../../src/games/coh/rules/flow.js';
import type { CohChar } from '../../src/games/coh/rules/state.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';

const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);
const texts = (ev: Events) => ev.map((e) => e.text);
const asPersephone = (c: CohChar) => {
  c.character = 'persephone';
  c.res = { fear: 0 };
  c.health = 7;
  c.spirit = 6;
};

describe('CoH flow: costs (COH-19.2, COH-31.1.2)', () => {
  it('COH-31.1.2 COH-A36 Kaoru may pay GRIT he lacks with Health: grit + Health exactly the cost is enough, one short is not', () => {
    const s = versus();
    const k = s.chars[0]!;
    expect([k.res.grit, k.health]).toEqual([4, 10]);
    expect(canPay(k, { grit: 14 })).toBe(true);
    expect(canPay(k, { grit: 15 })).toBe(false);
    k.res = {};
    k.health = 3;
    expect(canPay(k, { grit: 3 })).toBe(true);
    expect(canPay(k, { grit: 4 })).toBe(false);
    expect(canPay(k, {})).toBe(true);
  });

  it('COH-19.2 any other cost: the resource held and at least the cost; a resource the character does not have cannot be paid', () => {
    const s = versus();
    const k = s.chars[0]!;
    expect(canPay(k, { spirit: 6 })).toBe(true);
    expect(canPay(k, { spirit: 7 })).toBe(false);
    expect(canPay(k, { health: 10, spirit: 6 })).toBe(true);
    expect(canPay(k, { health: 11 })).toBe(false);
    expect(canPay(k, { momentum: 0 })).toBe(false);
    const l = s.chars[1]!;
    expect(canPay(l, { momentum: 0 })).toBe(true);
    expect(canPay(l, { momentum: 1 })).toBe(false);
    expect(canPay(l, { grit: 9 })).toBe(true);
    expect(canPay(l, { grit: 10 })).toBe(false);
  });

  it('COH-A35 GRIT paid from GRIT first; the rest from Health, lost (an event with the amount), not damage', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ev: Events = [];
    payCost(s, ev, k, { grit: 3 });
    expect([k.res.grit, k.health, ev]).toEqual([1, 10, []]);
    payCost(s, ev, k, { grit: 1 });
    expect([k.res.grit, k.health, ev]).toEqual([0, 10, []]);
    k.res.grit = 4;
    payCost(s, ev, k, { grit: 6 });
    expect([k.res.grit, k.health]).toEqual([0, 8]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.gritHealth', vars: { ...who(k), n: 2 } }]);
    delete k.res.grit;
    ev.length = 0;
    payCost(s, ev, k, { grit: 1 });
    expect([k.res.grit, k.health]).toEqual([0, 7]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.gritHealth', vars: { ...who(k), n: 1 } }]);
  });

  it('COH-A35 COH-20.2 Health paid to 1 leaves the character standing; to exactly 0 defeats it (respawned, no victor)', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.res.grit = 0;
    k.health = 3;
    k.at = 'baiyu:1';
    const ev: Events = [];
    payCost(s, ev, k, { grit: 2 });
    expect([k.health, k.at, keys(ev)]).toEqual([1, 'baiyu:1', ['coh.ev.gritHealth']]);
    ev.length = 0;
    payCost(s, ev, k, { grit: 1 });
    expect([k.health, k.at, k.res.grit]).toEqual([10, THE_DOJO, 4]);
    expect(keys(ev)).toEqual(['coh.ev.gritHealth', 'coh.ev.defeated']);
    expect(s.ts.defeated).toBe(true);
  });

  it('COH-19.2 other resources are taken and kept within 0 and their maximum', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ev: Events = [];
    payCost(s, ev, k, { spirit: 2, health: 3 });
    expect([k.spirit, k.health, ev]).toEqual([4, 7, []]);
    payCost(s, ev, k, { spirit: 9 });
    expect(k.spirit).toBe(0);
    payCost(s, ev, k, { health: -9 });
    expect(k.health).toBe(10);
    const l = s.chars[1]!;
    l.res.momentum = 3;
    payCost(s, ev, l, { momentum: 2 });
    expect(l.res).toEqual({ momentum: 1 });
    payCost(s, ev, l, { momentum: -9 });
    expect(l.res).toEqual({ momentum: 5 });
    payCost(s, ev, l, { mana: -2 });
    expect(l.res).toEqual({ momentum: 5 });
  });
});

describe('CoH flow: energy and levels (COH-10, COH-11)', () => {
  it('COH-11.1 energy up to the cap, colour by colour; the event carries what was gained', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.energy = { red: 8, blue: 10, green: 0 };
    const ev: Events = [];
    gainEnergy(s, ev, 0, { red: 5, blue: 1, green: 1, gold: 0 });
    expect(k.energy).toEqual({ red: 10, blue: 10, green: 1 });
    expect(texts(ev)).toEqual([{ key: 'coh.ev.energy', vars: { ...who(k), red: 2, blue: 0, green: 1 } }]);
    ev.length = 0;
    gainEnergy(s, ev, 0, { red: 1, blue: 1, green: 0, gold: 0 });
    expect([k.energy, ev, s.pending]).toEqual([{ red: 10, blue: 10, green: 1 }, [], []]);
    k.energy = { red: 0, blue: 0, green: 0 };
    gainEnergy(s, ev, 0, { red: 0, blue: 1, green: 0, gold: 0 });
    expect(texts(ev)).toEqual([{ key: 'coh.ev.energy', vars: { ...who(k), red: 0, blue: 1, green: 0 } }]);
  });

  it('COH-11.4 Gold asks for colours while one colour is below the cap; none asked with no Gold or every colour full', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ev: Events = [];
    k.energy = { red: 10, blue: 10, green: 9 };
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 0, gold: 2 });
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 2 }]);
    expect(ev).toEqual([]);
    s.pending = [];
    k.energy = { red: 10, blue: 10, green: 10 };
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 0, gold: 2 });
    expect(s.pending).toEqual([]);
    k.energy = { red: 0, blue: 0, green: 0 };
    gainEnergy(s, ev, 0, { red: 1, blue: 0, green: 0, gold: 0 });
    expect(s.pending).toEqual([]);
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 0, gold: 1 });
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
  });

  it('COH-10.3 outside its own Adventure a threshold is taken at once; in its Adventure, Start or Monster step it waits', () => {
    const s = versus();
    const ev: Events = [];
    // Seat 1 is not active: Leaf levels up at once.
    gainEnergy(s, ev, 1, { red: 0, blue: 0, green: 5, gold: 0 });
    expect(s.chars[1]!.levels).toEqual(['green']);
    expect(keys(ev)).toEqual(['coh.ev.energy', 'coh.ev.level']);
    for (const step of ['adventure', 'start', 'monsters'] as const) {
      const t = versus();
      t.step = step;
      gainEnergy(t, [], 0, { red: 5, blue: 0, green: 0, gold: 0 });
      expect(t.chars[0]!.levels, step).toEqual([]);
    }
    for (const step of ['end', 'corrupted'] as const) {
      const t = versus();
      t.step = step;
      gainEnergy(t, [], 0, { red: 5, blue: 0, green: 0, gold: 0 });
      expect(t.chars[0]!.levels, step).toEqual(['red']);
    }
    // Seat 1 in the Monster step of seat 0's turn: not its own, at once.
    const u = versus();
    u.step = 'monsters';
    gainEnergy(u, [], 1, { red: 5, blue: 0, green: 0, gold: 0 });
    expect(u.chars[1]!.levels).toEqual(['red']);
  });

  it('COH-S18 energy only from closing Rifts: any other gain is refused with an event; a Rift gives it', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'flow-s18');
    s.pending = [];
    const c = s.chars[0]!;
    const before = { ...c.energy };
    const ev: Events = [];
    gainEnergy(s, ev, 0, { red: 1, blue: 0, green: 0, gold: 0 });
    expect(c.energy).toEqual(before);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.onlyRifts', vars: who(c) }]);
    ev.length = 0;
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 0, gold: 1 });
    expect(keys(ev)).toEqual(['coh.ev.onlyRifts']);
    expect(s.pending).toEqual([]);
    ev.length = 0;
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 1, gold: 0 });
    expect([c.energy, keys(ev)]).toEqual([before, ['coh.ev.onlyRifts']]);
    ev.length = 0;
    gainEnergy(s, ev, 0, { red: 0, blue: 0, green: 0, gold: 0 });
    expect(ev).toEqual([]);
    gainEnergy(s, ev, 0, { red: 1, blue: 0, green: 0, gold: 0 }, true);
    expect(c.energy.red).toBe(before.red + 1);
    expect(keys(ev)).toEqual(['coh.ev.energy']);
  });

  it('COH-10.1 COH-10.2 a track at 5 (not 4) gives its colour’s Advanced card once, with an event', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ev: Events = [];
    k.energy = { red: 4, blue: 5, green: 0 };
    levelUp(s, ev, 0);
    expect(k.levels).toEqual(['blue']);
    expect(k.hand).toContain('kao-patience');
    expect(k.advanced).not.toContain('kao-patience');
    expect(k.advanced).toHaveLength(3);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.level', vars: { ...who(k), ...cardVars('kao-patience') } }]);
    levelUp(s, ev, 0);
    expect(k.levels).toEqual(['blue']);
    expect(ev).toHaveLength(1);
    expect(k.hand.filter((id) => id === 'kao-patience')).toHaveLength(1);
    // A colour whose Advanced card is gone: the level is taken, no card moves.
    const hand = [...k.hand];
    const advanced = [...k.advanced];
    expect(advanced.some((id) => id === 'kao-avalanche')).toBe(true);
    k.advanced = advanced.filter((id) => id !== 'kao-avalanche');
    const left = [...k.advanced];
    ev.length = 0;
    k.energy.red = 5;
    levelUp(s, ev, 0);
    expect([k.levels, k.hand, k.advanced, ev]).toEqual([['blue', 'red'], hand, left, []]);
  });

  it('COH-10.7 Versus: 10 (not 9) in the main colour gives the Ultimate once; not in Intro', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ult = k.advanced.filter((id) => !['kao-patience', 'kao-avalanche', 'kao-bear-trail'].includes(id));
    const ev: Events = [];
    k.levels = ['red', 'blue', 'green'];
    k.energy = { red: 9, blue: 10, green: 10 };
    levelUp(s, ev, 0);
    expect([k.mainUltimate, ev]).toEqual([false, []]);
    k.energy.red = 10;
    levelUp(s, ev, 0);
    expect(k.mainUltimate).toBe(true);
    expect(k.hand).toEqual(expect.arrayContaining(ult));
    expect(keys(ev)).toEqual(['coh.ev.ultimate']);
    k.advanced.push(ult[0]!);
    levelUp(s, ev, 0);
    expect(keys(ev)).toEqual(['coh.ev.ultimate']);
    const intro = cohEngine.setup({ mode: 'intro' }, seats(2), 'flow-intro');
    intro.chars[0]!.levels = ['red', 'blue', 'green'];
    intro.chars[0]!.energy = { red: 10, blue: 0, green: 0 };
    levelUp(intro, [], 0);
    expect(intro.chars[0]!.mainUltimate).toBe(false);
  });

  it('COH-10.10 COH-10.11 Ultimates: none in the deck, nothing; two, a choice; one, taken', () => {
    const s = versus();
    const k = s.chars[0]!;
    const ev: Events = [];
    const [ult] = k.advanced.filter((id) => !['kao-patience', 'kao-avalanche', 'kao-bear-trail'].includes(id));
    k.advanced = [];
    gainUltimate(s, ev, k);
    expect([s.pending, ev, k.hand]).toEqual([[], [], ['kao-dash', 'kao-landslide', 'kao-rock-maul', 'kao-bear-hide']]);
    k.advanced = [ult!, ult!];
    gainUltimate(s, ev, k);
    expect(s.pending).toEqual([{ k: 'ultimate', seat: 0 }]);
    expect(k.advanced).toHaveLength(2);
    s.pending = [];
    k.advanced = ['kao-patience', ult!];
    gainUltimate(s, ev, k);
    expect(k.advanced).toEqual(['kao-patience']);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.ultimate', vars: { ...who(k), ...cardVars(ult!) } }]);
  });
});

describe('CoH flow: damage and defeat (COH-16, COH-20)', () => {
  it('COH-16.1 damage: nothing for 0, 1 for 1 with its event, never below 0 Health, nothing on a character already at 0', () => {
    const s = versus();
    const l = s.chars[1]!;
    const ev: Events = [];
    hurt(s, ev, 1, 0, null);
    expect([l.health, ev]).toEqual([9, []]);
    hurt(s, ev, 1, -1, null);
    expect([l.health, ev]).toEqual([9, []]);
    hurt(s, ev, 1, 1, null);
    expect(l.health).toBe(8);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.hurt', vars: { ...who(l), n: 1 } }]);
    l.health = 0;
    ev.length = 0;
    hurt(s, ev, 1, 3, null);
    expect([l.health, ev]).toEqual([0, []]);
  });

  it('COH-31.4.4 COH-31.3.2 Koi takes 1 more; Persephone gains FEAR equal to the damage taken', () => {
    const s = versus();
    const l = s.chars[1]!;
    l.stance = 'koi';
    const ev: Events = [];
    hurt(s, ev, 1, 2, null);
    expect(l.health).toBe(6);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.hurt', vars: { ...who(l), n: 3 } }]);
    const p = s.chars[0]!;
    asPersephone(p);
    hurt(s, [], 0, 2, null);
    expect([p.health, p.res.fear]).toEqual([5, 2]);
    p.stance = 'koi';
    hurt(s, [], 0, 1, null);
    expect([p.health, p.res.fear]).toEqual([3, 4]);
    const k = s.chars[1]!;
    k.stance = null;
    hurt(s, [], 1, 1, null);
    expect(k.res).toEqual({ momentum: 0 });
  });

  it('COH-20.2 damage to exactly 0 Health defeats (1 left does not); more than the Health left stops at 0 and defeats', () => {
    const s = versus();
    const l = s.chars[1]!;
    l.at = 'baiyu:1';
    l.health = 3;
    const ev: Events = [];
    hurt(s, ev, 1, 2, null);
    expect([l.health, l.at]).toEqual([1, 'baiyu:1']);
    hurt(s, ev, 1, 5, 0);
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.hurt', vars: { ...who(l), n: 5 } });
    expect([l.health, l.at]).toEqual([9, THE_DOJO]);
    expect(keys(ev)).toContain('coh.ev.defeated');
  });

  it('COH-20.2 respawn: The Dojo, starting Health and Spirit, resources reset to their respawn value (none for a null one)', () => {
    const s = versus();
    const [k, l] = s.chars as [CohChar, CohChar];
    k.at = 'baiyu:1';
    k.health = 1;
    k.spirit = 0;
    k.res.grit = 1;
    l.at = 'drear:1';
    l.health = 0;
    l.spirit = 2;
    l.res.momentum = 4;
    const ev: Events = [];
    defeat(s, ev, 0, null);
    defeat(s, ev, 1, null);
    expect([k.at, k.health, k.spirit, k.res]).toEqual([THE_DOJO, 10, 6, { grit: 4 }]);
    expect([l.at, l.health, l.spirit, l.res]).toEqual([THE_DOJO, 9, 6, { momentum: 0 }]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.defeated', vars: who(k) },
      { key: 'coh.ev.defeated', vars: who(l) },
    ]);
    asPersephone(k);
    k.res.fear = 9;
    defeat(s, [], 0, null);
    expect([k.health, k.spirit, k.res]).toEqual([7, 6, { fear: 2 }]);
    k.character = 'thomas';
    k.res = { runes: 7 };
    defeat(s, [], 0, null);
    expect(k.res).toEqual({ runes: 7 });
  });

  it('COH-20.2 energy lost on a defeat: 2, or all of it when less; no decision with none', () => {
    for (const [energy, n] of [
      [{ red: 0, blue: 0, green: 0 }, null],
      [{ red: 0, blue: 1, green: 0 }, 1],
      [{ red: 1, blue: 0, green: 1 }, 2],
      [{ red: 3, blue: 2, green: 4 }, 2],
    ] as const) {
      const s = versus();
      s.chars[1]!.energy = { ...energy };
      defeat(s, [], 1, null);
      expect(s.pending, JSON.stringify(energy)).toEqual(n === null ? [] : [{ k: 'loseEnergy', seat: 1, n }]);
    }
  });

  it('COH-20.5 the victor gains 2 Gold; no one gains for a defeat by no one or by oneself', () => {
    const s = versus();
    defeat(s, [], 1, 0);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 2 }]);
    const t = versus();
    defeat(t, [], 1, 1);
    expect(t.pending).toEqual([]);
    const u = versus();
    defeat(u, [], 1, null);
    expect(u.pending).toEqual([]);
  });

  it('COH-20.2d COH-A7 the active character defeated in its Adventure or Start: the turn ends, its queue and decisions dropped but the energy loss and Gold', () => {
    for (const step of ['adventure', 'start'] as const) {
      const s = versus();
      s.step = step;
      s.chars[0]!.energy = { red: 1, blue: 0, green: 0 };
      const mine = { seat: 0, eff: { op: 'heal' as const, n: 1 }, by: 0 };
      const theirs = { seat: 1, eff: { op: 'heal' as const, n: 1 }, by: 1 };
      s.queue = [mine, theirs];
      s.pending = [
        { k: 'move', seat: 0, left: 2 },
        { k: 'gold', seat: 0, n: 1 },
        { k: 'move', seat: 1, left: 1 },
      ];
      defeat(s, [], 0, null);
      expect(s.ts.defeated, step).toBe(true);
      expect(s.queue).toEqual([theirs]);
      expect(s.pending).toEqual([
        { k: 'gold', seat: 0, n: 1 },
        { k: 'move', seat: 1, left: 1 },
        { k: 'loseEnergy', seat: 0, n: 1 },
      ]);
    }
    // Not its own turn, or another step: nothing dropped, the turn goes on.
    for (const [seat, step] of [
      [1, 'adventure'],
      [0, 'monsters'],
      [0, 'end'],
    ] as const) {
      const s = versus();
      s.step = step;
      const q = [{ seat, eff: { op: 'heal' as const, n: 1 }, by: seat }];
      s.queue = [...q];
      s.pending = [{ k: 'move', seat, left: 2 }];
      defeat(s, [], seat, null);
      expect([s.ts.defeated, s.queue, s.pending], `${seat} ${step}`).toEqual([false, q, [{ k: 'move', seat, left: 2 }]]);
    }
  });
});

describe('CoH flow: Monsters (COH-8.4, COH-16.2, COH-24)', () => {
  const place = (s: CohState, space: string, id: string, dmg = 0) => {
    s.spaces = { [space]: { uid: `m-${id}`, id, faceUp: true, dmg } };
  };

  it('COH-24.1 COH-24.4 an aggressive Monster attacks on arrival: Critical adds its value on a 5 or 6, not on a 4', () => {
    for (const [roll, n, crit] of [
      [4, 2, false],
      [5, 3, true],
      [6, 3, true],
    ] as const) {
      const s = versus();
      place(s, 'drear:2', 'dre-shade-hound');
      s.dice = [roll, 1];
      const ev: Events = [];
      const k = s.chars[0]!;
      expect(arrive(s, ev, 0, 'drear:2')).toBe(false);
      expect(s.dice).toEqual([1]);
      expect(k.health, String(roll)).toBe(10 - n);
      expect(texts(ev)).toEqual([
        ...(crit ? [{ key: 'coh.ev.critical', vars: { ...cardVars('dre-shade-hound'), roll, n: 1 } }] : []),
        { key: 'coh.ev.attacks', vars: { ...cardVars('dre-shade-hound'), ...who(k), n } },
        { key: 'coh.ev.hurt', vars: { ...who(k), n } },
      ]);
    }
  });

  it('COH-24 a Monster without Critical throws no die; a character at 0 Health is not attacked; outside its Adventure the attack waits', () => {
    const s = versus();
    place(s, 'oakenmoor:2', 'oak-thornback');
    s.dice = [6];
    const ev: Events = [];
    arrive(s, ev, 0, 'oakenmoor:2');
    expect([s.dice, s.chars[0]!.health, keys(ev)]).toEqual([[6], 8, ['coh.ev.attacks', 'coh.ev.hurt']]);
    const t = versus();
    place(t, 'oakenmoor:2', 'oak-thornback');
    t.chars[0]!.health = 0;
    const ev2: Events = [];
    arrive(t, ev2, 0, 'oakenmoor:2');
    expect([t.chars[0]!.health, ev2]).toEqual([0, []]);
    const u = versus();
    place(u, 'oakenmoor:2', 'oak-thornback');
    arrive(u, [], 1, 'oakenmoor:2');
    expect([u.chars[1]!.health, u.chars[1]!.aggressiveDue]).toEqual([9, ['m-oak-thornback']]);
  });

  it('COH-16.3 Ward prevents damage up to its value and is used up by that much', () => {
    for (const [ward, left, n, prevented] of [
      [0, 0, 2, 0],
      [1, 0, 1, 1],
      [2, 0, 0, 2],
      [5, 3, 0, 2],
    ] as const) {
      const s = versus();
      place(s, 'oakenmoor:2', 'oak-thornback');
      s.ts.ward = ward;
      const ev: Events = [];
      const k = s.chars[0]!;
      arrive(s, ev, 0, 'oakenmoor:2');
      expect([s.ts.ward, k.health], String(ward)).toEqual([left, 10 - n]);
      expect(texts(ev)).toEqual([
        ...(prevented > 0 ? [{ key: 'coh.ev.warded', vars: { ...who(k), n: prevented } }] : []),
        { key: 'coh.ev.attacks', vars: { ...cardVars('oak-thornback'), ...who(k), n } },
        ...(n > 0 ? [{ key: 'coh.ev.hurt', vars: { ...who(k), n } }] : []),
      ]);
    }
  });

  it('COH-16.2 damage to a Monster: the event says what is left; at its Health it is defeated, discarded, its loot queued and its reward gained', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'baiyu:2';
    place(s, 'baiyu:2', 'bai-pagoda');
    const ev: Events = [];
    const hit = (n: number) =>
      runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'damage', n, range: 0, target: 'allOther', plusX: false } as never });
    hit(5);
    expect(s.spaces['baiyu:2']!.dmg).toBe(5);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.hitMonster', vars: { ...cardVars('bai-pagoda'), n: 5, left: 1 } }]);
    ev.length = 0;
    hit(3);
    expect(s.spaces['baiyu:2']).toBeUndefined();
    expect(s.discard).toContain('bai-pagoda');
    expect(texts(ev).slice(0, 2)).toEqual([
      { key: 'coh.ev.hitMonster', vars: { ...cardVars('bai-pagoda'), n: 3, left: 0 } },
      { key: 'coh.ev.monsterDown', vars: { ...cardVars('bai-pagoda'), ...who(k) } },
    ]);
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'spirit', n: 2 }, by: 0 }]);
    expect(k.energy).toEqual({ red: 1, blue: 2, green: 0 });
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
  });

  it('COH-23.6 COH-24.5 an Item Monster queues its Item first; a Dangerous one attacks its killer in range before it falls', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'oppenheim:2';
    place(s, 'oppenheim:2', 'opp-guard', 3);
    runEffect(s, [], { seat: 0, by: 0, eff: { op: 'damage', n: 1, range: 0, target: 'allOther', plusX: false } as never });
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'item', n: 6 }, by: 0 }]);
    const t = versus();
    const c = t.chars[0]!;
    c.at = 'baiyu:2';
    place(t, 'baiyu:2', 'bai-ink-ghost', 3);
    const ev: Events = [];
    runEffect(t, ev, { seat: 0, by: 0, eff: { op: 'damage', n: 1, range: 0, target: 'allOther', plusX: false } as never });
    expect(c.health).toBe(7);
    expect(keys(ev).slice(0, 4)).toEqual(['coh.ev.hitMonster', 'coh.ev.attacks', 'coh.ev.hurt', 'coh.ev.monsterDown']);
    expect(t.spaces['baiyu:2']).toBeUndefined();
  });

  it('COH-24.1 a face-down card is no Monster: not a target, and it attacks no one until turned face up', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'baiyu:2';
    s.spaces = { 'baiyu:2': { uid: 'm1', id: 'oak-thornback', faceUp: false, dmg: 0 } };
    expect(targetsInRange(s, 0, 0, 'monster').monsters).toEqual([]);
    s.spaces['baiyu:2']!.faceUp = true;
    expect(targetsInRange(s, 0, 0, 'monster').monsters).toEqual(['baiyu:2']);
  });

  it('COH-S06 a Dawn Kirin defeated in S06 looks at the World Shift deck (while it holds a card); not another Monster, not outside S06', () => {
    const kill = (s: CohState, id = 'dsk-dawn-kirin') => {
      const c = s.chars[0]!;
      c.at = 'baiyu:2';
      place(s, 'baiyu:2', id);
      s.pending = [];
      runEffect(s, [], { seat: 0, by: 0, eff: { op: 'damage', n: 9, range: 0, target: 'allOther', plusX: false } as never });
      expect(s.spaces['baiyu:2']).toBeUndefined();
      return s.pending.filter((p) => p.k === 'kirin');
    };
    const s06 = () => {
      const s = cohEngine.setup({ mode: 'versus', scenario: 's06' }, seats(1), 'flow-s06');
      s.step = 'adventure';
      return s;
    };
    const a = s06();
    expect(a.shifts.length).toBeGreaterThan(0);
    expect(kill(a)).toEqual([{ k: 'kirin', seat: 0 }]);
    expect(kill(s06(), 'bai-koi-spirit')).toEqual([]);
    const b = s06();
    b.shifts = [];
    expect(kill(b)).toEqual([]);
    expect(kill(versus())).toEqual([]);
  });

  it('COH-23.6 a Boss defeated counts for a Quest asking for a Boss; another Monster does not', () => {
    const kill = (id: string) => {
      const s = versus();
      s.quests = [{ id: 'q-boss-slayer', seats: [0], part: 2, count: 0 }];
      s.chars[0]!.at = 'baiyu:2';
      place(s, 'baiyu:2', id, 8);
      runEffect(s, [], { seat: 0, by: 0, eff: { op: 'damage', n: 9, range: 0, target: 'allOther', plusX: false } as never });
      expect(s.spaces['baiyu:2']).toBeUndefined();
      return s.quests[0]!;
    };
    expect(kill('bai-pagoda')).toEqual({ id: 'q-boss-slayer', seats: [0], part: 2, count: 0 });
    expect(kill('bai-boss').part).toBe(3);
  });

  it('COH-S08 the third Nomad defeated wins the scenario: the game is over, no loot queued and no reward gained', () => {
    const kill = (count: number) => {
      const s = cohEngine.setup({ mode: 'versus', scenario: 's08' }, seats(2), 'flow-s08');
      s.order = [0, 1];
      s.turn = 0;
      s.pending = [];
      s.queue = [];
      s.scn!.count = count;
      s.chars[0]!.at = 'arechi:2';
      place(s, 'arechi:2', 'dsk-ronin');
      const ev: Events = [];
      runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'damage', n: 9, range: 0, target: 'allOther', plusX: false } as never });
      return { s, ev };
    };
    const won = kill(2);
    expect([won.s.step, won.s.queue, won.s.pending, won.s.chars[0]!.energy]).toEqual(['over', [], [], { red: 0, blue: 0, green: 0 }]);
    expect(keys(won.ev)).toEqual(['coh.ev.hitMonster', 'coh.ev.monsterDown', 'coh.ev.scenarioWon']);
    const on = kill(1);
    expect(on.s.step).toBe('adventure');
    expect(keys(on.ev)).toContain('coh.ev.energy');
  });

  it('COH-9.1 a fresh turn: 3 activations, nothing used, every flag down, no X and no Ward', () => {
    expect(freshTurn()).toEqual({
      activations: 3,
      used: [],
      dojoHealed: false,
      reignited: false,
      x: 0,
      defeated: false,
      ward: 0,
      begun: false,
      wardAsked: false,
      helped: false,
      adventureDone: false,
    });
  });

  it('COH-24.5 COH-4.6.2 a Dangerous Monster attacks only within its range, and not a killer on The Dojo', () => {
    const s = versus();
    const k = s.chars[0]!;
    s.chars[1]!.at = 'drear:4';
    expect(k.at).toBe(THE_DOJO);
    place(s, 'oppenheim:1', 'opp-alchemist', 2);
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'damage', n: 1, range: 2, target: 'allOther', plusX: false } as never });
    expect(k.health).toBe(10);
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.dojoSafe', vars: { ...who(k), ...cardVars('opp-alchemist') } });
    expect(keys(ev).slice(0, 3)).toEqual(['coh.ev.hitMonster', 'coh.ev.dojoSafe', 'coh.ev.monsterDown']);
    const t = versus();
    const c = t.chars[0]!;
    c.at = 'baiyu:1';
    place(t, 'baiyu:2', 'bai-ink-ghost', 3);
    const ev2: Events = [];
    runEffect(t, ev2, { seat: 0, by: 0, eff: { op: 'damage', n: 1, range: 1, target: 'allOther', plusX: false } as never });
    expect(c.health).toBe(10);
    expect(keys(ev2).slice(0, 2)).toEqual(['coh.ev.hitMonster', 'coh.ev.monsterDown']);
  });
});
