/**
 * Champions of Hara flow (rules/flow.ts lines 1–94 and 335–1385: names in both
 * languages, an arrival, Events and Challenges, Items, targets and effects, the
 * cards in play, Dawn, Dusk and World Shift, turns and rounds, Quests and every
 * pending decision), exact (issue #23, mutation testing): each condition on
 * both sides of its bound, each value written, each event line with its
 * variables. Every test builds its own state.
 */
import { describe, expect, it } from 'vitest';
import { seats, versus as versusAtStart } from '../support/coh-positions.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import {
  arrive,
  colourVars,
  dashBonus,
  usable,
  currentSpec,
  dealQuests,
  questEvent,
  cardVars,
  rangeOf,
  resVars,
  runEffect,
  settle,
  spaceVars,
  sortOrder,
  startGame,
  targetsInRange,
  who,
  type Events,
} from '../../src/games/coh/rules/flow.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
import type { Effect } from '../../src/games/coh/content/schema.js';
import { CONTENT, passiveDef, worldCardDef } from '../../src/games/coh/content/index.js';

/** Versus at its start with an empty board (test/support/coh-positions.ts). */
function versus(seed = 'flow-arrive'): CohState {
  const s = versusAtStart(seed);
  s.spaces = {};
  return s;
}
const cardType = (id: string) => worldCardDef(id).type;
const passiveIds = (trigger: string) => CONTENT.passives.filter((p) => p.trigger === trigger).map((p) => p.id);
const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);
const texts = (ev: Events) => ev.map((e) => e.text);
const put = (s: CohState, space: string, id: string, faceUp = true, uid = `w-${space}`) => {
  s.spaces[space] = { uid, id, faceUp, dmg: 0 };
};
const run = (s: CohState, seat: number, eff: Effect, ev: Events = [], by = seat) => {
  runEffect(s, ev, { seat, eff, by });
  return ev;
};

describe('CoH flow: names in both languages', () => {
  it('COH-2.B.1 The Dojo, its ring and a World space are named in English and French, under the key asked for', () => {
    expect(spaceVars(THE_DOJO)).toEqual({ space: 'The Dojo', spaceFr: 'le Dojo' });
    expect(spaceVars('dojo:3')).toEqual({ space: 'Dojo ring 3', spaceFr: 'anneau du Dojo 3' });
    expect(spaceVars('baiyu:4', 'from')).toEqual({ from: 'Baiyu 4', fromFr: 'Baiyu 4' });
    expect(spaceVars('oakenmoor:1')).toEqual({ space: 'Oakenmoor 1', spaceFr: 'Oakenmoor 1' });
    expect(spaceVars('dojo:0', 'at')).toEqual({ at: 'The Dojo', atFr: 'le Dojo' });
    // The same name asked twice under two keys: two records, each with its own key.
    expect(spaceVars('dojo:3', 'from')).toEqual({ from: 'Dojo ring 3', fromFr: 'anneau du Dojo 3' });
  });

  it('COH-2.F.1 colours, resources, cards and characters carry both names', () => {
    expect(colourVars('red')).toEqual({ colour: 'Red', colourFr: 'Rouge' });
    expect(colourVars('blue')).toEqual({ colour: 'Blue', colourFr: 'Bleu' });
    expect(colourVars('green')).toEqual({ colour: 'Green', colourFr: 'Vert' });
    expect(resVars('spirit')).toEqual({ res: 'Spirit', resFr: 'Esprit' });
    expect(resVars('grit')).toEqual({ res: 'GRIT', resFr: 'CRAN' });
    expect(cardVars('bai-lantern')).toEqual({ card: 'Lantern Wisp', cardFr: 'Feu follet lanterne' });
    expect(cardVars('bai-lantern', 'x')).toEqual({ x: 'Lantern Wisp', xFr: 'Feu follet lanterne' });
    const s = versus();
    expect(who(s.chars[0]!)).toEqual({ who: 'Kaoru', whoFr: 'Kaoru' });
    expect(who(s.chars[1]!, 'other')).toEqual({ other: 'Leaf', otherFr: 'Leaf' });
    expect(Object.isFrozen(who(s.chars[0]!))).toBe(true);
  });
});

describe('CoH flow: arriving on a space (COH-14.3, COH-14.4, COH-26.2)', () => {
  it('COH-14.4 an empty space or a face-up quiet Monster: the character is there, its movement goes on, nothing told', () => {
    const s = versus();
    const ev: Events = [];
    expect(arrive(s, ev, 0, 'baiyu:1')).toBe(false);
    expect([s.chars[0]!.at, ev]).toEqual(['baiyu:1', []]);
    put(s, 'baiyu:2', 'bai-mist-heron');
    expect(arrive(s, ev, 0, 'baiyu:2')).toBe(false);
    expect([s.chars[0]!.at, ev, s.chars[0]!.health]).toEqual(['baiyu:2', [], 10]);
  });

  it('COH-24.1 a face-up Aggressive Monster attacks at once in its Adventure; outside it, the attack waits for its turn', () => {
    const s = versus();
    put(s, 'baiyu:1', 'bai-lantern', true, 'w7');
    const ev: Events = [];
    expect(arrive(s, ev, 0, 'baiyu:1')).toBe(false);
    expect(s.chars[0]!.health).toBe(8);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.attacks', vars: { ...cardVars('bai-lantern'), ...who(s.chars[0]!), n: 2 } },
      { key: 'coh.ev.hurt', vars: { ...who(s.chars[0]!), n: 2 } },
    ]);
    ev.length = 0;
    expect(arrive(s, ev, 1, 'baiyu:1')).toBe(false);
    expect([s.chars[1]!.health, s.chars[1]!.aggressiveDue, ev]).toEqual([9, ['w7'], []]);
  });

  it('COH-S08 COH-24.1 a face-down Monster is turned face up by whoever arrives, told, and stops the movement; an Aggressive one attacks or waits', () => {
    const s = versus();
    put(s, 'baiyu:1', 'bai-mist-heron', false);
    const ev: Events = [];
    expect(arrive(s, ev, 1, 'baiyu:1')).toBe(true);
    expect(s.spaces['baiyu:1']!.faceUp).toBe(true);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.revealed', vars: { ...cardVars('bai-mist-heron'), ...spaceVars('baiyu:1') } }]);
    expect(s.chars[1]!.aggressiveDue).toEqual([]);

    put(s, 'baiyu:2', 'bai-lantern', false, 'w9');
    ev.length = 0;
    expect(arrive(s, ev, 1, 'baiyu:2')).toBe(true);
    expect([s.chars[1]!.aggressiveDue, s.chars[1]!.health, keys(ev)]).toEqual([['w9'], 9, ['coh.ev.revealed']]);

    put(s, 'baiyu:3', 'bai-lantern', false, 'w10');
    ev.length = 0;
    expect(arrive(s, ev, 0, 'baiyu:3')).toBe(true);
    expect([s.chars[0]!.aggressiveDue, s.chars[0]!.health]).toEqual([[], 8]);
    expect(keys(ev)).toEqual(['coh.ev.revealed', 'coh.ev.attacks', 'coh.ev.hurt']);
  });

  it('COH-26.2.1 COH-26.2.3 a face-down Event stops the movement: turned up at once in its Adventure, left face down outside it', () => {
    const s = versus();
    put(s, 'baiyu:1', 'bai-fisher', false);
    const ev: Events = [];
    expect(arrive(s, ev, 1, 'baiyu:1')).toBe(true);
    expect([s.spaces['baiyu:1']!.faceUp, ev, s.pending]).toEqual([false, [], []]);
    expect(arrive(s, ev, 0, 'baiyu:1')).toBe(true);
    expect(s.spaces['baiyu:1']).toBeUndefined();
    expect(s.discard.at(-1)).toBe('bai-fisher');
    expect(s.pending).toEqual([{ k: 'option', seat: 0, card: 'bai-fisher' }]);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.event', vars: { ...who(s.chars[0]!), ...cardVars('bai-fisher') } });
    // Its Gift: 1 Blue.
    expect(s.chars[0]!.energy).toEqual({ red: 0, blue: 1, green: 0 });
    expect(keys(ev)).toEqual(['coh.ev.event', 'coh.ev.energy']);
  });

  it('COH-26.2.3 only in its own Start or Adventure step is an Event turned up; a finished game has no active seat', () => {
    const s = versus();
    s.step = 'over';
    put(s, 'baiyu:1', 'bai-fisher', false);
    expect(arrive(s, [], 0, 'baiyu:1')).toBe(true);
    expect(s.spaces['baiyu:1']!.faceUp).toBe(false);
    for (const step of ['start', 'adventure'] as const) {
      const t = versus();
      t.step = step;
      put(t, 'baiyu:1', 'bai-fisher', false);
      arrive(t, [], 0, 'baiyu:1');
      expect(t.spaces['baiyu:1'], step).toBeUndefined();
    }
    for (const step of ['monsters', 'end'] as const) {
      const t = versus();
      t.step = step;
      put(t, 'baiyu:1', 'bai-fisher', false);
      arrive(t, [], 0, 'baiyu:1');
      expect(t.spaces['baiyu:1']!.faceUp, step).toBe(false);
    }
  });
});

describe('CoH flow: Challenges (COH-26.3)', () => {
  it('COH-26.3.4 pay-then-roll with Spirit: asked how much first; with no Spirit, rolled at once with nothing paid', () => {
    const s = versus();
    put(s, 'baiyu:1', 'bai-tea', false);
    arrive(s, [], 0, 'baiyu:1');
    expect(s.pending).toEqual([{ k: 'pay', seat: 0, card: 'bai-tea', roll: null }]);
    const t = versus();
    t.chars[0]!.spirit = 0;
    t.dice = [4];
    put(t, 'baiyu:1', 'bai-tea', false);
    const ev: Events = [];
    arrive(t, ev, 0, 'baiyu:1');
    expect(t.pending).toEqual([]);
    expect(texts(ev).slice(1, 3)).toEqual([
      { key: 'coh.ev.roll', vars: { ...who(t.chars[0]!), roll: 4, target: 4 } },
      { key: 'coh.ev.success', vars: { ...who(t.chars[0]!), ...cardVars('bai-tea'), total: 4 } },
    ]);
    expect(t.queue).toEqual([
      { seat: 0, eff: { op: 'spirit', n: 2 }, by: 0 },
      { seat: 0, eff: { op: 'energy', energy: { red: 0, blue: 1, green: 0, gold: 0 } }, by: 0 },
    ]);
  });

  it('COH-26.3.1 pay-then-roll: a roll one short of the target fails, with its Fail effects', () => {
    const s = versus();
    s.chars[0]!.spirit = 0;
    s.dice = [4];
    put(s, 'baiyu:1', 'bai-flood', false);
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    expect(texts(ev)[2]).toEqual({ key: 'coh.ev.fail', vars: { ...who(s.chars[0]!), ...cardVars('bai-flood'), total: 4 } });
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'selfDamage', n: 2 }, by: 0 }]);
  });

  it('COH-26.3.4 roll-then-pay: rolled and told first; asked to pay when short and able to make up the difference exactly', () => {
    const s = versus();
    s.dice = [1];
    s.chars[0]!.spirit = 2;
    put(s, 'baiyu:1', 'bai-bridge', false);
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.roll', vars: { ...who(s.chars[0]!), roll: 1, target: 3 } });
    expect(s.pending).toEqual([{ k: 'pay', seat: 0, card: 'bai-bridge', roll: 1 }]);
    expect(s.queue).toEqual([]);
  });

  it('COH-26.3.5 roll-then-pay: one Spirit short of the difference, the Challenge fails at once, told once', () => {
    const s = versus();
    s.dice = [1];
    s.chars[0]!.spirit = 1;
    put(s, 'baiyu:1', 'bai-bridge', false);
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    expect(s.pending).toEqual([]);
    expect(keys(ev)).toEqual(['coh.ev.event', 'coh.ev.roll', 'coh.ev.fail', 'coh.ev.energy']);
    expect(texts(ev)[2]).toEqual({ key: 'coh.ev.fail', vars: { ...who(s.chars[0]!), ...cardVars('bai-bridge'), total: 1 } });
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'selfDamage', n: 1 }, by: 0 }]);
  });

  it('COH-26.3.1 roll-then-pay: the target exactly succeeds with nothing asked', () => {
    const s = versus();
    s.dice = [3];
    put(s, 'baiyu:1', 'bai-bridge', false);
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    expect(s.pending).toEqual([]);
    expect(keys(ev)).toEqual(['coh.ev.event', 'coh.ev.roll', 'coh.ev.success', 'coh.ev.energy']);
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'energy', energy: { red: 0, blue: 1, green: 0, gold: 0 } }, by: 0 }]);
  });

  it('COH-26.3.2 the payment decision: pay-then-roll offers 0 to min(Spirit, target − 1); each Spirit paid adds 1 to the roll', () => {
    const s = versus();
    s.chars[0]!.spirit = 6;
    s.pending = [{ k: 'pay', seat: 0, card: 'bai-flood', roll: null }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'pay', { key: 'coh.p.payFirst', vars: { ...cardVars('bai-flood'), target: 5 } }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['p:0', 'p:1', 'p:2', 'p:3', 'p:4']);
    expect(spec.opts[2]!.label).toEqual({ key: 'coh.c.pay', vars: { n: 2 } });
    s.chars[0]!.spirit = 2;
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['p:0', 'p:1', 'p:2']);
    s.dice = [3];
    const ev: Events = [];
    currentSpec(s)!.opts[2]!.run(s, ev);
    expect([s.pending, s.chars[0]!.spirit]).toEqual([[], 0]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.roll', vars: { ...who(s.chars[0]!), roll: 3, target: 5 } },
      { key: 'coh.ev.success', vars: { ...who(s.chars[0]!), ...cardVars('bai-flood'), total: 5 } },
    ]);
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'energy', energy: { red: 0, blue: 1, green: 1, gold: 0 } }, by: 0 }]);
  });

  it('COH-26.3.4 the payment decision after a roll: nothing or the difference; the roll is not told again', () => {
    const s = versus();
    s.chars[0]!.spirit = 5;
    s.pending = [{ k: 'pay', seat: 0, card: 'bai-bridge', roll: 1 }];
    const spec = currentSpec(s)!;
    expect(spec.text).toEqual({ key: 'coh.p.payAfter', vars: { ...cardVars('bai-bridge'), roll: 1, target: 3 } });
    expect(spec.opts.map((o) => o.id)).toEqual(['p:0', 'p:2']);
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect(s.chars[0]!.spirit).toBe(3);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.success', vars: { ...who(s.chars[0]!), ...cardVars('bai-bridge'), total: 3 } }]);
    const t = versus();
    t.pending = [{ k: 'pay', seat: 0, card: 'bai-bridge', roll: 1 }];
    const ev2: Events = [];
    currentSpec(t)!.opts[0]!.run(t, ev2);
    expect([t.chars[0]!.spirit, keys(ev2)]).toEqual([6, ['coh.ev.fail']]);
    expect(t.queue).toEqual([{ seat: 0, eff: { op: 'selfDamage', n: 1 }, by: 0 }]);
  });

  it('COH-26.1.4 a Rift’s Challenge: its effects carry the Rift mark (energy from Rifts, S18)', () => {
    const s = versus();
    const rift = s.dusk.find((id) => id.startsWith('dsk-') && cardType(id) === 'rift')!;
    s.pending = [{ k: 'pay', seat: 0, card: rift, roll: 6 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.queue.length).toBeGreaterThan(0);
    for (const q of s.queue) expect(q).toEqual({ seat: 0, eff: q.eff, by: 0, rift: true });
    const t = versus();
    t.pending = [{ k: 'pay', seat: 0, card: 'bai-bridge', roll: 6 }];
    currentSpec(t)!.opts[0]!.run(t, []);
    expect(Object.keys(t.queue[0]!).sort()).toEqual(['by', 'eff', 'seat']);
  });
});

describe('CoH flow: Items (COH-27)', () => {
  it('COH-27.2 an Item taken from the stock: one fewer left, a new uid, its charges, told', () => {
    const s = versus();
    s.itemStock['6'] = 1;
    s.nextUid = 40;
    const k = s.chars[0]!;
    const ev = run(s, 0, { op: 'item', n: 6 });
    expect(s.itemStock['6']).toBe(0);
    expect(k.items.at(-1)).toEqual({ uid: 'i40', num: 6, charges: 2 });
    expect(s.nextUid).toBe(41);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.item', vars: { ...who(k), card: 'Ward Bell', cardFr: 'Cloche de garde' } }]);
    run(s, 0, { op: 'item', n: 2 });
    expect(k.items.at(-1)).toEqual({ uid: 'i41', num: 2, charges: null });
  });

  it('COH-27.3 an Item whose copies are all taken (or never stocked) is not given: told, nothing changes', () => {
    const s = versus();
    const k = s.chars[0]!;
    const items = [...k.items];
    s.itemStock['6'] = 0;
    const ev = run(s, 0, { op: 'item', n: 6 });
    expect([k.items, s.itemStock['6']]).toEqual([items, 0]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.noItem', vars: { ...who(k), card: 'Ward Bell', cardFr: 'Cloche de garde' } }]);
    delete s.itemStock['6'];
    expect(keys(run(s, 0, { op: 'item', n: 6 }))).toEqual(['coh.ev.noItem']);
    expect(s.itemStock['6']).toBeUndefined();
  });

  it('COH-27.9 COH-13.4 a Ward charge used: one fewer; the last one returns the Item to the stock (1 when none was left)', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.items = [
      { uid: 'i1', num: 1, charges: null },
      { uid: 'i50', num: 6, charges: 2 },
      { uid: 'i51', num: 3, charges: null },
    ];
    delete s.itemStock['6'];
    s.pending = [{ k: 'ward', seat: 0 }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text, spec.opts.map((o) => o.id)]).toEqual(['ward', { key: 'coh.p.ward' }, ['w:i50', 'skip']]);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.ward', vars: { card: 'Ward Bell', cardFr: 'Cloche de garde', n: 2 } });
    const ev: Events = [];
    spec.opts[0]!.run(s, ev);
    expect([k.items[1], s.ts.ward, s.pending]).toEqual([{ uid: 'i50', num: 6, charges: 1 }, 2, []]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.useItem', vars: { ...who(k), card: 'Ward Bell', cardFr: 'Cloche de garde' } }]);
    s.pending = [{ k: 'ward', seat: 0 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect([k.items.map((i) => i.uid), s.ts.ward, s.itemStock['6']]).toEqual([['i1', 'i51'], 4, 1]);
    s.pending = [{ k: 'ward', seat: 0 }];
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['skip']);
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.pending).toEqual([]);
    // A stock that has some: one more.
    k.items.push({ uid: 'i60', num: 6, charges: 1 });
    s.itemStock['6'] = 2;
    s.pending = [{ k: 'ward', seat: 0 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect([s.itemStock['6'], k.items.map((i) => i.uid)]).toEqual([3, ['i1', 'i51']]);
  });
});

describe('CoH flow: range and targets (COH-12, COH-15, COH-24.3)', () => {
  it('COH-15.6 COH-31.4.2 COH-31.4.3 Crane adds 1, Tiger takes 1, never below 0', () => {
    const s = versus();
    const c = s.chars[0]!;
    expect([rangeOf(c, 0), rangeOf(c, 2)]).toEqual([0, 2]);
    c.stance = 'crane';
    expect([rangeOf(c, 0), rangeOf(c, 2)]).toEqual([1, 3]);
    c.stance = 'tiger';
    expect([rangeOf(c, 0), rangeOf(c, 1), rangeOf(c, 2)]).toEqual([0, 0, 1]);
    c.stance = 'koi';
    expect(rangeOf(c, 1)).toBe(1);
  });

  it('COH-15.2 COH-12.3 COH-12.4 characters within the range (its bound included), oneself only for all targets', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.chars[1]!.at = 'baiyu:3';
    const none = { monsters: [], corr: [], tokens: [], terror: [] };
    expect(targetsInRange(s, 0, 2, 'one')).toEqual({ chars: [1], ...none });
    expect(targetsInRange(s, 0, 1, 'one')).toEqual({ chars: [], ...none });
    expect(targetsInRange(s, 0, 2, 'all')).toEqual({ chars: [0, 1], ...none });
    expect(targetsInRange(s, 0, 1, 'all')).toEqual({ chars: [0], ...none });
    expect(targetsInRange(s, 0, 2, 'allOther')).toEqual({ chars: [1], ...none });
    expect(targetsInRange(s, 0, 2, 'character')).toEqual({ chars: [1], ...none });
    expect(targetsInRange(s, 0, 2, 'monster')).toEqual({ chars: [], ...none });
  });

  it('COH-24.3 COH-12.2 face-up Monsters in range, sorted by space; Armored only at range 0; none for a character-only effect', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.chars[1]!.at = 'drear:1';
    put(s, 'baiyu:3', 'bai-mist-heron');
    put(s, 'baiyu:2', 'bai-teal');
    put(s, 'baiyu:6', 'bai-jade-crab');
    put(s, 'baiyu:1', 'oak-bark-golem');
    put(s, 'baiyu:4', 'bai-teal');
    put(s, 'baiyu:5', 'bai-fisher', false);
    const tg = targetsInRange(s, 0, 2, 'one');
    expect(tg.monsters).toEqual(['baiyu:1', 'baiyu:2', 'baiyu:3']);
    expect(targetsInRange(s, 0, 2, 'monster').monsters).toEqual(['baiyu:1', 'baiyu:2', 'baiyu:3']);
    expect(targetsInRange(s, 0, 1, 'all').monsters).toEqual(['baiyu:1', 'baiyu:2']);
    expect(targetsInRange(s, 0, 0, 'allOther').monsters).toEqual(['baiyu:1']);
    expect(targetsInRange(s, 0, 5, 'character').monsters).toEqual([]);
    s.spaces['baiyu:3']!.faceUp = false;
    expect(targetsInRange(s, 0, 2, 'one').monsters).toEqual(['baiyu:1', 'baiyu:2']);
  });
});

const dmg = (n: number, range: number, target: 'one' | 'monster' | 'character' | 'all' | 'allOther', plusX = false): Effect => ({
  op: 'damage',
  n,
  range,
  target,
  plusX,
});

describe('CoH flow: effects (COH-14, COH-16, COH-19)', () => {
  it('COH-14.1 COH-14.7 COH-31.4.2 Move: its n plus the stored bonus (used up), Crane one less; nothing asked for 0', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.moveBonus = 1;
    run(s, 0, { op: 'move', n: 2 });
    expect([s.pending, k.moveBonus]).toEqual([[{ k: 'move', seat: 0, left: 3 }], 0]);
    s.pending = [];
    k.stance = 'crane';
    run(s, 0, { op: 'move', n: 1 });
    expect(s.pending).toEqual([]);
    run(s, 0, { op: 'move', n: 2 });
    expect(s.pending).toEqual([{ k: 'move', seat: 0, left: 1 }]);
  });

  it('COH-14.8 COH-14.9 Transport: its range after the stance; nothing asked at range 0', () => {
    const s = versus();
    const k = s.chars[0]!;
    run(s, 0, { op: 'transport', range: 2 });
    expect(s.pending).toEqual([{ k: 'transport', seat: 0, range: 2 }]);
    s.pending = [];
    k.stance = 'tiger';
    run(s, 0, { op: 'transport', range: 1 });
    expect(s.pending).toEqual([]);
    k.stance = 'crane';
    run(s, 0, { op: 'transport', range: 1 });
    expect(s.pending).toEqual([{ k: 'transport', seat: 0, range: 2 }]);
  });

  it('COH-16.4 COH-31.4.3 a single-target attack asks for its target: the card’s n, plus X, Tiger’s 1 and the next-attack bonus', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'baiyu:1';
    s.chars[1]!.at = 'baiyu:2';
    k.stance = 'tiger';
    k.nextAttack = 2;
    s.ts.x = 3;
    run(s, 0, dmg(1, 2, 'one', true), [], 1);
    expect(s.pending).toEqual([{ k: 'target', seat: 0, n: 7, range: 1, target: 'one', by: 1 }]);
    expect([k.nextAttack, s.ts.x]).toEqual([0, 0]);
    s.pending = [];
    k.stance = null;
    s.ts.x = 3;
    run(s, 0, dmg(2, 1, 'character'));
    expect(s.pending).toEqual([{ k: 'target', seat: 0, n: 2, range: 1, target: 'character', by: 0 }]);
    expect(s.ts.x).toBe(3);
  });

  it('COH-16.4 no target in range: told, nothing asked, X spent all the same, the next-attack bonus kept', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'baiyu:1';
    k.nextAttack = 2;
    s.ts.x = 3;
    const ev = run(s, 0, dmg(1, 0, 'one', true));
    expect([s.pending, s.ts.x, k.nextAttack]).toEqual([[], 0, 2]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.noTarget', vars: who(k) }]);
    s.ts.x = 3;
    run(s, 0, dmg(1, 0, 'one'));
    expect(s.ts.x).toBe(3);
  });

  it('COH-25.5 helping: a single-target attack aims at Monsters only; an all-target one is not narrowed', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.chars[1]!.at = 'baiyu:2';
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, eff: dmg(1, 1, 'one'), by: 0, help: true });
    expect([s.pending, keys(ev)]).toEqual([[], ['coh.ev.noTarget']]);
    put(s, 'baiyu:2', 'bai-teal');
    runEffect(s, [], { seat: 0, eff: dmg(1, 1, 'one'), by: 0, help: true });
    expect(s.pending).toEqual([{ k: 'target', seat: 0, n: 1, range: 1, target: 'monster', by: 0 }]);
    s.pending = [];
    const ev2: Events = [];
    runEffect(s, ev2, { seat: 0, eff: dmg(1, 1, 'allOther'), by: 0, help: true });
    expect(s.chars[1]!.health).toBe(8);
    runEffect(s, [], { seat: 0, eff: dmg(1, 1, 'all'), by: 0, help: true });
    expect([s.chars[0]!.health, s.chars[1]!.health]).toEqual([9, 7]);
  });

  it('COH-12.3 an all-target attack hits every Monster and character in range, oneself included, by whoever is credited', () => {
    const s = versus();
    const [k, l] = s.chars;
    k!.at = 'baiyu:1';
    l!.at = 'baiyu:2';
    put(s, 'baiyu:6', 'bai-teal');
    put(s, 'baiyu:2', 'bai-lantern');
    const ev = run(s, 0, dmg(2, 1, 'all'), [], 1);
    expect([k!.health, l!.health]).toEqual([8, 7]);
    expect(keys(ev).filter((x) => x === 'coh.ev.hurt')).toHaveLength(2);
    // Both Monsters (2 Health and 3 Health): the Lantern Wisp is defeated, the Teal keeps 2 damage.
    expect(s.spaces['baiyu:2']).toBeUndefined();
    expect(s.spaces['baiyu:6']!.dmg).toBe(2);
    // Its reward (1 Blue, 1 Gold) goes to seat 1, credited with the attack.
    expect([l!.energy.blue, k!.energy.blue]).toEqual([1, 0]);
    expect(s.pending).toEqual([{ k: 'gold', seat: 1, n: 1 }]);
  });

  it('COH-19.1 heal, Spirit gained and lost: each told with its n, kept within 0 and 10', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.health = 9;
    k.spirit = 9;
    expect(texts(run(s, 0, { op: 'heal', n: 3 }))).toEqual([{ key: 'coh.ev.heal', vars: { ...who(k), n: 3 } }]);
    expect(texts(run(s, 0, { op: 'spirit', n: 2 }))).toEqual([{ key: 'coh.ev.spirit', vars: { ...who(k), n: 2 } }]);
    expect([k.health, k.spirit]).toEqual([10, 10]);
    expect(texts(run(s, 0, { op: 'loseSpirit', n: 4 }))).toEqual([{ key: 'coh.ev.loseSpirit', vars: { ...who(k), n: 4 } }]);
    expect(k.spirit).toBe(6);
    run(s, 0, { op: 'loseSpirit', n: 9 });
    expect(k.spirit).toBe(0);
  });

  it('COH-19.1 COH-20.1 a resource gained or lost within its bounds; Health lost is told and defeats at exactly 0, not at 1', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.res.grit = 1;
    expect(run(s, 0, { op: 'gain', res: 'grit', n: 2 })).toEqual([]);
    expect(k.res.grit).toBe(3);
    run(s, 0, { op: 'lose', res: 'grit', n: 5 });
    expect(k.res.grit).toBe(0);
    k.at = 'baiyu:1';
    k.health = 3;
    const ev = run(s, 0, { op: 'lose', res: 'health', n: 2 });
    expect([k.health, k.at]).toEqual([1, 'baiyu:1']);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.loseHealth', vars: { ...who(k), n: 2 } }]);
    const ev2 = run(s, 0, { op: 'lose', res: 'health', n: 1 });
    expect([k.health, k.at]).toEqual([10, THE_DOJO]);
    expect(keys(ev2)).toEqual(['coh.ev.loseHealth', 'coh.ev.defeated']);
    expect(run(s, 0, { op: 'lose', res: 'spirit', n: 1 })).toEqual([]);
    expect(k.spirit).toBe(5);
  });

  it('COH-16.1 damage to oneself is damage: Persephone’s FEAR and Koi count it, nobody is credited', () => {
    const s = versus();
    const l = s.chars[1]!;
    l.stance = 'koi';
    const ev = run(s, 1, { op: 'selfDamage', n: 2 });
    expect(l.health).toBe(6);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.hurt', vars: { ...who(l), n: 3 } }]);
  });

  it('COH-19.2 spend X: up to its maximum and what is held; X starts at 0; nothing asked with none to spend', () => {
    const s = versus();
    const k = s.chars[0]!;
    s.ts.x = 4;
    k.res.grit = 3;
    run(s, 0, { op: 'spendX', res: 'grit', max: 2 });
    expect([s.pending, s.ts.x]).toEqual([[{ k: 'spendX', seat: 0, res: 'grit', max: 2 }], 0]);
    s.pending = [];
    run(s, 0, { op: 'spendX', res: 'grit', max: 5 });
    expect(s.pending).toEqual([{ k: 'spendX', seat: 0, res: 'grit', max: 3 }]);
    s.pending = [];
    k.res.grit = 0;
    s.ts.x = 4;
    run(s, 0, { op: 'spendX', res: 'grit', max: 5 });
    expect([s.pending, s.ts.x]).toEqual([[], 0]);
  });

  it('COH-19.2 the spend decision: 0 to its maximum; the amount taken from the resource and kept as X', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.res.grit = 3;
    s.pending = [{ k: 'spendX', seat: 0, res: 'grit', max: 2 }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'spend', { key: 'coh.p.spend', vars: { ...resVars('grit'), max: 2 } }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['x:0', 'x:1', 'x:2']);
    expect(spec.opts[1]!.label).toEqual({ key: 'coh.c.spend', vars: { n: 1, ...resVars('grit') } });
    spec.opts[2]!.run(s, []);
    expect([k.res.grit, s.ts.x, s.pending]).toEqual([1, 2, []]);
  });

  it('COH-16.4 COH-14.7 next-attack and Move bonuses add up', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.nextAttack = 1;
    k.moveBonus = 2;
    run(s, 0, { op: 'nextAttack', n: 2 });
    run(s, 0, { op: 'moveBonus', n: 1 });
    expect([k.nextAttack, k.moveBonus]).toEqual([3, 3]);
  });

  it('COH-7.2 an Activation: added on its own turn, nothing outside it; one from a scenario outside the turn is asked at once', () => {
    const s = versus();
    const a = s.ts.activations;
    run(s, 0, { op: 'activation', n: 2 });
    expect(s.ts.activations).toBe(a + 2);
    run(s, 1, { op: 'activation', n: 1 });
    expect([s.ts.activations, s.pending]).toEqual([a + 2, []]);
    runEffect(s, [], { seat: 1, eff: { op: 'activation', n: 1 }, by: 1, extra: true });
    expect([s.ts.activations, s.pending]).toEqual([a + 2, [{ k: 'extra', seat: 1 }]]);
    // A finished game has no active seat.
    s.step = 'over';
    run(s, 0, { op: 'activation', n: 1 });
    expect(s.ts.activations).toBe(a + 2);
  });

  it('COH-11.1 energy gained; recalled to The Dojo, told', () => {
    const s = versus();
    const k = s.chars[0]!;
    run(s, 0, { op: 'energy', energy: { red: 1, blue: 0, green: 2, gold: 0 } });
    expect(k.energy).toEqual({ red: 1, blue: 0, green: 2 });
    k.at = 'baiyu:1';
    expect(texts(run(s, 0, { op: 'recallDojo' }))).toEqual([{ key: 'coh.ev.recallDojo', vars: who(k) }]);
    expect(k.at).toBe(THE_DOJO);
  });

  it('COH-S18 a Rift’s energy effect is marked as a Rift’s: kept in S18, any other refused', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'flow-s18');
    s.pending = [];
    const c = s.chars[0]!;
    const before = c.energy.red;
    runEffect(s, [], { seat: 0, eff: { op: 'energy', energy: { red: 1, blue: 0, green: 0, gold: 0 } }, by: 0, rift: true });
    expect(c.energy.red).toBe(before + 1);
    runEffect(s, [], { seat: 0, eff: { op: 'energy', energy: { red: 1, blue: 0, green: 0, gold: 0 } }, by: 0 });
    expect(c.energy.red).toBe(before + 1);
  });

  it('COH-19.2 a conditional effect: its then-effects at the resource’s bound exactly, its else-effects one short, at the queue’s front', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.res.grit = 2;
    s.queue = [{ seat: 1, eff: { op: 'heal', n: 1 }, by: 1 }];
    const eff: Effect = { op: 'if', cond: { res: 'grit', atLeast: 2 }, then: [{ op: 'spirit', n: 1 }], else: [{ op: 'heal', n: 2 }] };
    run(s, 0, eff, [], 1);
    expect(s.queue).toEqual([
      { seat: 0, eff: { op: 'spirit', n: 1 }, by: 1 },
      { seat: 1, eff: { op: 'heal', n: 1 }, by: 1 },
    ]);
    s.queue = [];
    k.res.grit = 1;
    run(s, 0, eff);
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'heal', n: 2 }, by: 0 }]);
  });
});

describe('CoH flow: ability cards in play (COH-7, COH-17, COH-27.5)', () => {
  const option = (s: CohState, id: string) => currentSpec(s)!.opts.find((o) => o.id === id);

  it('COH-7.4 a hand half: one Activation spent, the cost paid, the card on the board, told, its effects at the queue’s front', () => {
    const s = versus();
    const k = s.chars[0]!;
    const a = s.ts.activations;
    s.queue = [{ seat: 1, eff: { op: 'heal', n: 1 }, by: 1 }];
    const ev: Events = [];
    option(s, 'h:kao-landslide')!.run(s, ev);
    expect(s.ts.activations).toBe(a - 1);
    expect(s.ts.used).toEqual([{ card: 'kao-landslide', from: 'hand' }]);
    expect([k.hand.includes('kao-landslide'), k.board]).toEqual([false, ['kao-landslide']]);
    expect(k.res.grit).toBe(3);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.fromHand', vars: { ...who(k), ...cardVars('kao-landslide') } }]);
    expect(s.queue).toEqual([
      { seat: 0, eff: { op: 'damage', n: 3, range: 1, target: 'one', plusX: false }, by: 0 },
      { seat: 1, eff: { op: 'heal', n: 1 }, by: 1 },
    ]);
  });

  it('COH-17.1 COH-7.5 a Free half spends no Activation; a board half stays on the board and is told as such', () => {
    const s = versus();
    const k = s.chars[0]!;
    const a = s.ts.activations;
    option(s, 'h:kao-bear-hide')!.run(s, []);
    expect(s.ts.activations).toBe(a);
    s.ts.used = [];
    const ev: Events = [];
    option(s, 'b:kao-bear-hide')!.run(s, ev);
    expect(s.ts.activations).toBe(a - 1);
    expect(k.board).toEqual(['kao-bear-hide']);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.fromBoard', vars: { ...who(k), ...cardVars('kao-bear-hide') } }]);
    expect(s.ts.used).toEqual([{ card: 'kao-bear-hide', from: 'board' }]);
  });

  it('COH-10.9 an Ultimate used from the hand goes back to the Advanced deck, not the board', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.hand.push('kao-mountain');
    k.advanced = k.advanced.filter((id) => id !== 'kao-mountain');
    option(s, 'h:kao-mountain')!.run(s, []);
    expect([k.hand.includes('kao-mountain'), k.board, k.advanced.at(-1)]).toEqual([false, [], 'kao-mountain']);
  });

  it('COH-20.2 a cost paid with the last Health defeats: the card’s effects are not resolved', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.res.grit = 0;
    k.health = 1;
    k.at = 'baiyu:1';
    option(s, 'h:kao-landslide')!.run(s, []);
    expect([k.at, s.queue, s.ts.defeated]).toEqual([THE_DOJO, [], true]);
  });

  it('COH-27.5 COH-27.8 Swift Sandals lengthen the hand half of Dash by 1, two pairs not more, the board half not at all', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.items = [
      { uid: 'i1', num: 3, charges: null },
      { uid: 'i2', num: 3, charges: null },
      { uid: 'i3', num: 2, charges: null },
    ];
    expect([dashBonus(k, 'hand'), dashBonus(k, 'board')]).toEqual([1, 0]);
    option(s, 'h:kao-dash')!.run(s, []);
    expect(s.queue).toEqual([{ seat: 0, eff: { op: 'move', n: 3 }, by: 0 }]);
    s.queue = [];
    s.ts.used = [];
    option(s, 'b:kao-dash')!.run(s, []);
    expect(s.queue.map((q) => q.eff)).toEqual([
      { op: 'move', n: 1 },
      { op: 'damage', n: 1, range: 1, target: 'one', plusX: false },
    ]);
    k.items = [];
    expect(dashBonus(k, 'hand')).toBe(0);
    // Without Sandals the card's own Move, and the card's text is not changed for later.
    const t = versus();
    option(t, 'h:kao-dash')!.run(t, []);
    expect(t.queue.map((q) => q.eff)).toEqual([{ op: 'move', n: 2 }]);
  });

  it('COH-7.3 COH-17.1 usable: not twice a turn, not a half the card lacks, not without an Activation unless Free, not without paying', () => {
    const s = versus();
    const k = s.chars[0]!;
    expect(usable(s, 0, 'kao-landslide', 'hand')).toBe(true);
    s.ts.used = [{ card: 'kao-landslide', from: 'board' }];
    expect(usable(s, 0, 'kao-landslide', 'hand')).toBe(false);
    s.ts.used = [];
    expect(usable(s, 0, 'kao-mountain', 'board')).toBe(false);
    expect(usable(s, 0, 'kao-mountain', 'hand')).toBe(true);
    s.ts.activations = 0;
    expect(usable(s, 0, 'kao-landslide', 'hand')).toBe(false);
    expect(usable(s, 0, 'kao-bear-hide', 'hand')).toBe(true);
    s.ts.activations = 1;
    k.res.grit = 0;
    k.health = 1;
    expect(usable(s, 0, 'kao-rock-maul', 'hand')).toBe(false);
    k.health = 2;
    expect(usable(s, 0, 'kao-rock-maul', 'hand')).toBe(true);
  });
});

describe('CoH flow: Dawn, Dusk and World Shift (COH-5, COH-6)', () => {
  /** Each World's deck emptied but for the cards given. */
  const decks = (s: CohState, given: Record<string, string[]>) => {
    for (const w of Object.keys(s.worldDecks)) s.worldDecks[w] = [...(given[w] ?? [])];
  };

  it('COH-5.1.1 COH-5.1.4 Dawn: each World’s top card on the space of the Day, a Monster face up, an Event face down; told, then pictured', () => {
    const s = versus();
    decks(s, { baiyu: ['bai-teal', 'bai-mist-heron'], oakenmoor: ['oak-berries'] });
    s.day = 2;
    s.nextUid = 70;
    const ev: Events = [];
    startGame(s, ev);
    expect(s.spaces).toEqual({
      'baiyu:2': { uid: 'w70', id: 'bai-teal', faceUp: true, dmg: 0 },
      'oakenmoor:2': { uid: 'w71', id: 'oak-berries', faceUp: false, dmg: 0 },
    });
    expect(s.worldDecks.baiyu).toEqual(['bai-mist-heron']);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.placed', vars: { ...cardVars('bai-teal'), ...spaceVars('baiyu:2') } },
      { key: 'coh.ev.placedEvent', vars: spaceVars('oakenmoor:2') },
      { key: 'coh.ev.placedDawn', vars: { day: 2, n: 2 } },
    ]);
    expect(ev[2]!.picture).toEqual({
      kind: 'placed',
      view: {
        round: 'dawn',
        day: 2,
        cards: [
          { id: 'bai-teal', back: null, where: ['Baiyu 2', 'Baiyu 2'] },
          { id: null, back: 'event', where: ['Oakenmoor 2', 'Oakenmoor 2'] },
        ],
      },
    });
    expect([s.step, s.ts.begun]).toEqual(['start', false]);
  });

  it('COH-5.1.2 COH-5.1.3 the Day’s space taken: the lowest free one; a full World: the card back on top of its deck; nothing placed, no picture', () => {
    const s = versus();
    decks(s, { baiyu: ['bai-teal'], oakenmoor: ['oak-stag', 'oak-owl'] });
    s.day = 3;
    put(s, 'baiyu:3', 'bai-lantern');
    put(s, 'baiyu:1', 'bai-lantern');
    for (let n = 1; n <= 6; n++) put(s, `oakenmoor:${n}`, 'oak-wolf');
    startGame(s, []);
    expect(s.spaces['baiyu:2']!.id).toBe('bai-teal');
    expect(s.worldDecks.oakenmoor).toEqual(['oak-stag', 'oak-owl']);
    const t = versus();
    decks(t, {});
    const ev: Events = [];
    startGame(t, ev);
    expect([t.spaces, ev]).toEqual([{}, []]);
    // The sixth space is the last one tried.
    const u = versus();
    decks(u, { baiyu: ['bai-teal'] });
    for (let n = 1; n <= 5; n++) put(u, `baiyu:${n}`, 'bai-lantern');
    startGame(u, []);
    expect(u.spaces['baiyu:6']!.id).toBe('bai-teal');
  });

  it('COH-5.1.5 on Day 1 a Boss drawn goes back into the deck and another card comes; a Boss alone in its deck, or on Day 2, is placed', () => {
    const s = versus();
    decks(s, { baiyu: ['bai-boss', 'bai-teal'] });
    s.day = 1;
    startGame(s, []);
    expect(s.spaces['baiyu:1']!.id).toBe('bai-teal');
    expect(s.worldDecks.baiyu).toEqual(['bai-boss']);
    const t = versus();
    decks(t, { baiyu: ['bai-boss'] });
    t.day = 1;
    startGame(t, []);
    expect(t.spaces['baiyu:1']!.id).toBe('bai-boss');
    const u = versus();
    decks(u, { baiyu: ['bai-boss', 'bai-teal'] });
    u.day = 2;
    startGame(u, []);
    expect(u.spaces['baiyu:2']!.id).toBe('bai-boss');
  });

  it('COH-S18 no card is placed at Dawn', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'flow-s18');
    const spaces = JSON.stringify(s.spaces);
    const decksBefore = JSON.stringify(s.worldDecks);
    const ev: Events = [];
    startGame(s, ev);
    expect([JSON.stringify(s.spaces), JSON.stringify(s.worldDecks), ev]).toEqual([spaces, decksBefore, []]);
  });

  it('COH-3.6 the turn order: by turn order card, lowest first', () => {
    const s = cohEngine.setup({ mode: 'versus' }, seats(4), 'flow-order');
    s.chars.forEach((c, i) => (c.turnCard = [3, 1, 4, 2][i]!));
    sortOrder(s);
    expect(s.order).toEqual([1, 3, 0, 2]);
  });
});

describe('CoH flow: the end of a round (COH-3.6, COH-5.2, COH-6, COH-21.1.3)', () => {
  /** The last turn of the round, at its end step. */
  const lastTurn = (s: CohState, round: 'dawn' | 'dusk', day: number) => {
    s.round = round;
    s.day = day;
    s.turn = s.order.length - 1;
    s.step = 'end';
    for (const w of Object.keys(s.worldDecks)) s.worldDecks[w] = [];
  };

  it('COH-5.2.1 COH-5.2.2 COH-5.2.3 Dusk: players + 1 Dusk cards, each face up on a space rolled with both World dice, the lowest free one when taken', () => {
    const s = versus();
    lastTurn(s, 'dawn', 1);
    s.dusk = ['dsk-rift-ember', 'dsk-rift-tide', 'dsk-rift-grove', 'dsk-rift-gold'];
    s.dice = [1, 3, 2, 4, 1, 3];
    s.nextUid = 90;
    const ev: Events = [];
    settle(s, ev);
    expect(s.spaces).toEqual({
      'baiyu:3': { uid: 'w90', id: 'dsk-rift-ember', faceUp: true, dmg: 0 },
      'oakenmoor:4': { uid: 'w91', id: 'dsk-rift-tide', faceUp: true, dmg: 0 },
      'baiyu:1': { uid: 'w92', id: 'dsk-rift-grove', faceUp: true, dmg: 0 },
    });
    expect(s.dusk).toEqual(['dsk-rift-gold']);
    expect([s.round, s.day, s.turn, s.step]).toEqual(['dusk', 1, 0, 'adventure']);
    expect(texts(ev).slice(0, 5)).toEqual([
      { key: 'coh.ev.dusk', vars: { day: 1 } },
      { key: 'coh.ev.placed', vars: { ...cardVars('dsk-rift-ember'), ...spaceVars('baiyu:3') } },
      { key: 'coh.ev.placed', vars: { ...cardVars('dsk-rift-tide'), ...spaceVars('oakenmoor:4') } },
      { key: 'coh.ev.placed', vars: { ...cardVars('dsk-rift-grove'), ...spaceVars('baiyu:1') } },
      { key: 'coh.ev.placedDusk', vars: { day: 1, n: 3 } },
    ]);
    expect((ev[4]!.picture!.view as { cards: unknown[] }).cards).toHaveLength(3);
  });

  it('COH-5.2.4 a full World is rolled again; with every World full the Dusk cards go back under the deck; an empty Dusk deck places nothing', () => {
    const s = versus();
    lastTurn(s, 'dawn', 2);
    for (let n = 1; n <= 6; n++) put(s, `baiyu:${n}`, 'bai-teal');
    s.dusk = ['dsk-rift-ember'];
    s.dice = [1, 2, 1, 5, 3, 6];
    settle(s, []);
    expect(s.spaces['oppenheim:6']!.id).toBe('dsk-rift-ember');
    expect(s.dice).toEqual([]);

    const t = versus();
    lastTurn(t, 'dawn', 2);
    for (const w of ['baiyu', 'oakenmoor', 'oppenheim', 'drear', 'arechi', 'hollowmere'])
      for (let n = 1; n <= 6; n++) put(t, `${w}:${n}`, 'bai-teal');
    t.dusk = ['dsk-rift-ember', 'dsk-rift-tide'];
    const ev: Events = [];
    settle(t, ev);
    // Three draws (players + 1), each card put back under the deck: ember, tide, ember.
    expect(t.dusk).toEqual(['dsk-rift-tide', 'dsk-rift-ember']);
    expect(keys(ev)).not.toContain('coh.ev.placedDusk');

    const u = versus();
    lastTurn(u, 'dawn', 2);
    u.dusk = [];
    const ev2: Events = [];
    settle(u, ev2);
    expect([u.spaces, keys(ev2)[0], keys(ev2)[1]]).toEqual([{}, 'coh.ev.dusk', 'coh.ev.turn.dusk']);
  });

  it('COH-6.1 COH-3.6 after Dusk: a World Shift, the turn order cards passed on, the next Day’s Dawn, GRIT back to its maximum', () => {
    const s = versus();
    lastTurn(s, 'dusk', 2);
    s.shifts = ['sh-swap-bo', 'sh-tides'];
    s.box = [];
    const slots = [s.layout.baiyu!.slot, s.layout.oakenmoor!.slot];
    s.chars[0]!.turnCard = 1;
    s.chars[1]!.turnCard = 2;
    s.chars[0]!.res.grit = 0;
    const ev: Events = [];
    settle(s, ev);
    expect([s.layout.baiyu!.slot, s.layout.oakenmoor!.slot]).toEqual([slots[1], slots[0]]);
    expect([s.shifts, s.box]).toEqual([['sh-tides'], ['sh-swap-bo']]);
    expect(s.chars.map((c) => c.turnCard)).toEqual([2, 1]);
    expect(s.order).toEqual([1, 0]);
    expect([s.day, s.round, s.turn, s.chars[0]!.res.grit]).toEqual([3, 'dawn', 0, 4]);
    expect(texts(ev).slice(0, 2)).toEqual([
      { key: 'coh.ev.shift', vars: { card: 'River and Forest', cardFr: 'Fleuve et forêt' } },
      { key: 'coh.ev.dawn', vars: { day: 3 } },
    ]);
    expect(keys(ev)[2]).toBe('coh.ev.turn.dawn');
  });

  it('COH-6.1 each kind of World Shift: a tile turned, every World turned either way, the Dojo swapped with a rolled World; none left, nothing', () => {
    const shift = (id: string | null, dice: number[] = []) => {
      const s = versus();
      lastTurn(s, 'dusk', 1);
      s.shifts = id === null ? [] : [id];
      s.dice = dice;
      const before = JSON.parse(JSON.stringify(s.layout)) as CohState['layout'];
      const ev: Events = [];
      settle(s, ev);
      return { s, before, ev };
    };
    const turned = shift('sh-turn-baiyu');
    expect(turned.s.layout.baiyu!.rot).toBe((turned.before.baiyu!.rot + 3) % 6);
    expect(turned.s.layout.drear).toEqual(turned.before.drear);
    expect(turned.s.layout).not.toBe(turned.before);
    const all = shift('sh-tides');
    for (const w of ['baiyu', 'oakenmoor', 'oppenheim', 'drear', 'arechi', 'hollowmere'])
      expect(all.s.layout[w]!.rot, w).toBe((all.before[w]!.rot + 5) % 6);
    expect(all.s.layout.dojo).toEqual(all.before.dojo);
    const back = shift('sh-reverse');
    for (const w of ['baiyu', 'drear']) expect(back.s.layout[w]!.rot, w).toBe((back.before[w]!.rot + 1) % 6);
    const dojo = shift('sh-dojo', [2]);
    expect([dojo.s.layout.dojo!.slot, dojo.s.layout.oakenmoor!.slot]).toEqual([dojo.before.oakenmoor!.slot, 0]);
    const none = shift(null);
    expect(none.s.layout).toEqual(none.before);
    expect(keys(none.ev)[0]).toBe('coh.ev.dawn');
  });

  it('COH-21.1.3 after the Dusk of Day 6 the game ends with no winner', () => {
    const s = versus();
    lastTurn(s, 'dusk', 6);
    const ev: Events = [];
    settle(s, ev);
    expect([s.step, s.endReason, s.winner, s.day]).toEqual(['over', 'days', null, 6]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.noWinner' }]);
    const t = versus();
    lastTurn(t, 'dusk', 5);
    settle(t, []);
    expect([t.step, t.day]).toEqual(['adventure', 6]);
  });
});

describe('CoH flow: the decisions (COH-14, COH-11.4, COH-20.2, COH-31.4.1)', () => {
  it('COH-31.4.1 Oric’s stance: the two other than the last one; the chosen one told, then the turn goes on (Koi: one more Activation)', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.stance = 'crane';
    s.step = 'start';
    s.pending = [{ k: 'stance', seat: 0 }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'stance', { key: 'coh.p.stance' }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['st:tiger', { key: 'coh.stance.tiger' }],
      ['st:koi', { key: 'coh.stance.koi' }],
    ]);
    const a = s.ts.activations;
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect([c.stance, s.pending, s.step, s.ts.activations]).toEqual(['koi', [], 'adventure', a + 1]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.stance.koi', vars: who(c) }]);
    c.stance = null;
    s.pending = [{ k: 'stance', seat: 0 }];
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['st:crane', 'st:tiger', 'st:koi']);
  });

  it('COH-14.1 a Move step: each adjacent space, or stop; a step told from and to; another step asked while steps are left', () => {
    const s = versus();
    const c = s.chars[0]!;
    s.pending = [{ k: 'move', seat: 0, left: 2 }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text]).toEqual(['move', { key: 'coh.p.move', vars: { n: 2 } }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['s:dojo:1', 's:dojo:2', 's:dojo:3', 's:dojo:4', 's:dojo:5', 's:dojo:6', 'stop']);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.space', vars: spaceVars('dojo:1') });
    expect(spec.opts[6]!.label).toEqual({ key: 'coh.c.stop' });
    const ev: Events = [];
    spec.opts[0]!.run(s, ev);
    expect(c.at).toBe('dojo:1');
    expect(texts(ev)).toEqual([{ key: 'coh.ev.move', vars: { ...who(c), ...spaceVars(THE_DOJO, 'from'), ...spaceVars('dojo:1') } }]);
    expect(s.pending).toEqual([{ k: 'move', seat: 0, left: 1 }]);
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.pending).toEqual([]);
    s.pending = [{ k: 'move', seat: 0, left: 3 }];
    currentSpec(s)!.opts.at(-1)!.run(s, []);
    expect(s.pending).toEqual([]);
  });

  it('COH-14.3 COH-20.2 no further step after a stop on an Event, nor after a defeat on the way (respawned elsewhere)', () => {
    const s = versus();
    put(s, 'dojo:1', 'bai-fisher', false);
    s.pending = [{ k: 'move', seat: 0, left: 3 }];
    currentSpec(s)!
      .opts.find((o) => o.id === 's:dojo:1')!
      .run(s, []);
    expect(s.pending).toEqual([{ k: 'option', seat: 0, card: 'bai-fisher' }]);
    const t = versus();
    t.chars[0]!.at = 'baiyu:2';
    t.chars[0]!.health = 2;
    put(t, 'baiyu:1', 'bai-lantern');
    t.pending = [{ k: 'move', seat: 0, left: 3 }];
    currentSpec(t)!
      .opts.find((o) => o.id === 's:baiyu:1')!
      .run(t, []);
    expect(t.chars[0]!.at).toBe(THE_DOJO);
    expect(t.pending.filter((p) => p.k === 'move')).toEqual([]);
  });

  it('COH-14.8 Transport: every other space within range, or stay; told, then the arrival', () => {
    const s = versus();
    const c = s.chars[0]!;
    s.pending = [{ k: 'transport', seat: 0, range: 1 }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text]).toEqual(['transport', { key: 'coh.p.transport', vars: { n: 1 } }]);
    expect(spec.opts.map((o) => o.id).sort()).toEqual(['s:dojo:1', 's:dojo:2', 's:dojo:3', 's:dojo:4', 's:dojo:5', 's:dojo:6', 'stop']);
    expect(spec.opts.at(-1)!.label).toEqual({ key: 'coh.c.stay' });
    put(s, 'dojo:2', 'bai-fisher', false);
    const ev: Events = [];
    spec.opts.find((o) => o.id === 's:dojo:2')!.run(s, ev);
    expect(c.at).toBe('dojo:2');
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.transport', vars: { ...who(c), ...spaceVars('dojo:2') } });
    expect(s.pending).toEqual([{ k: 'option', seat: 0, card: 'bai-fisher' }]);
    s.pending = [{ k: 'transport', seat: 0, range: 2 }];
    expect(currentSpec(s)!.opts.map((o) => o.id)).toContain('s:baiyu:1');
    expect(currentSpec(s)!.opts.map((o) => o.id)).not.toContain('s:dojo:2');
    currentSpec(s)!.opts.at(-1)!.run(s, []);
    expect([s.pending, c.at]).toEqual([[], 'dojo:2']);
  });

  it('COH-12.1 the target decision: Monsters then characters, labelled; the damage credited to whoever the effect names, else the seat', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.chars[1]!.at = 'baiyu:2';
    put(s, 'baiyu:2', 'bai-teal');
    s.pending = [{ k: 'target', seat: 0, n: 3, range: 1, target: 'one', by: 1 }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text]).toEqual(['target', { key: 'coh.p.target', vars: { n: 3 } }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['m:baiyu:2', { key: 'coh.c.monster', vars: { ...cardVars('bai-teal'), ...spaceVars('baiyu:2') } }],
      ['c:1', { key: 'coh.c.char', vars: who(s.chars[1]!) }],
    ]);
    spec.opts[0]!.run(s, []);
    // The Teal (3 Health) is defeated: its reward (1 Blue, 1 Gold) to seat 1.
    expect([s.spaces['baiyu:2'], s.chars[1]!.energy.blue, s.chars[0]!.energy.blue]).toEqual([undefined, 1, 0]);
    const t = versus();
    t.chars[1]!.health = 2;
    t.chars[1]!.at = 'baiyu:1';
    t.chars[0]!.at = 'baiyu:1';
    t.pending = [{ k: 'target', seat: 0, n: 2, range: 0, target: 'character' }];
    currentSpec(t)!.opts[0]!.run(t, []);
    // Defeated by seat 0: its 2 Gold asked of seat 0.
    expect(t.pending).toContainEqual({ k: 'gold', seat: 0, n: 2 });
  });

  it('COH-11.4 Gold: a colour below the cap each; one point, told; asked again while Gold and room are left', () => {
    const s = versus();
    // Seat 0 in its own Adventure: no level taken meanwhile.
    const c = s.chars[0]!;
    c.energy = { red: 10, blue: 3, green: 9 };
    s.pending = [{ k: 'gold', seat: 0, n: 2 }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'gold', { key: 'coh.p.gold', vars: { n: 2 } }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['g:blue', { key: 'coh.colour.blue' }],
      ['g:green', { key: 'coh.colour.green' }],
    ]);
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect(c.energy).toEqual({ red: 10, blue: 3, green: 10 });
    expect(texts(ev)).toEqual([{ key: 'coh.ev.gold', vars: { ...who(c), ...colourVars('green') } }]);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
    currentSpec(s)!.opts[0]!.run(s, []);
    expect([c.energy.blue, s.pending]).toEqual([4, []]);
    // The last colour filled: nothing more asked.
    c.energy = { red: 10, blue: 10, green: 9 };
    s.pending = [{ k: 'gold', seat: 0, n: 3 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.pending).toEqual([]);
  });

  it('COH-10.3 Gold taken outside one’s own turn levels up at once; in one’s own Adventure or Monster step it waits', () => {
    const s = versus();
    s.chars[1]!.energy = { red: 4, blue: 0, green: 0 };
    s.pending = [{ k: 'gold', seat: 1, n: 1 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.chars[1]!.levels).toEqual(['red']);
    for (const [step, levels] of [
      ['adventure', []],
      ['monsters', []],
      ['end', ['red']],
    ] as const) {
      const t = versus();
      t.step = step;
      t.chars[0]!.energy = { red: 4, blue: 0, green: 0 };
      t.pending = [{ k: 'gold', seat: 0, n: 1 }];
      currentSpec(t)!.opts[0]!.run(t, []);
      expect(t.chars[0]!.levels, step).toEqual(levels);
    }
  });

  it('COH-20.2 energy lost: a colour above 0 each; one point, told; asked again while points are left to lose', () => {
    const s = versus();
    const c = s.chars[1]!;
    c.energy = { red: 0, blue: 2, green: 1 };
    s.pending = [{ k: 'loseEnergy', seat: 1, n: 2 }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'loseEnergy', { key: 'coh.p.loseEnergy', vars: { n: 2 } }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['l:blue', { key: 'coh.colour.blue' }],
      ['l:green', { key: 'coh.colour.green' }],
    ]);
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect([c.energy, s.pending]).toEqual([{ red: 0, blue: 2, green: 0 }, [{ k: 'loseEnergy', seat: 1, n: 1 }]]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.lost', vars: { ...who(c), ...colourVars('green') } }]);
    currentSpec(s)!.opts[0]!.run(s, []);
    expect([c.energy.blue, s.pending]).toEqual([1, []]);
    c.energy = { red: 0, blue: 1, green: 0 };
    s.pending = [{ k: 'loseEnergy', seat: 1, n: 2 }];
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.pending).toEqual([]);
  });

  it('COH-26.2.4 an Event’s choice: its text; a card that is not a choice Event is refused', () => {
    const s = versus();
    s.pending = [{ k: 'option', seat: 0, card: 'bai-fisher' }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text, spec.opts.length]).toEqual(['option', { key: 'coh.p.option', vars: cardVars('bai-fisher') }, 2]);
    s.pending = [{ k: 'option', seat: 0, card: 'bai-tea' }];
    expect(() => currentSpec(s)).toThrow('not a choice Event');
    s.pending = [{ k: 'option', seat: 0, card: 'bai-teal' }];
    expect(() => currentSpec(s)).toThrow('not a choice Event');
  });

  it('COH-10.11 the Ultimate chosen: one option each, the card taken into the hand, told', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.advanced = ['kao-patience', 'kao-mountain'];
    s.pending = [{ k: 'ultimate', seat: 0 }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text]).toEqual(['ultimate', { key: 'coh.p.ultimate' }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([['u:kao-mountain', { key: 'coh.c.card', vars: cardVars('kao-mountain') }]]);
    const ev: Events = [];
    spec.opts[0]!.run(s, ev);
    expect([c.advanced, c.hand.at(-1), s.pending]).toEqual([['kao-patience'], 'kao-mountain', []]);
    expect(keys(ev)).toEqual(['coh.ev.ultimate']);
  });

  it('COH-7 no decision after the game, none outside the Adventure with nothing pending; the Adventure menu otherwise', () => {
    const s = versus();
    expect(currentSpec(s)!.kind).toBe('turn');
    s.step = 'end';
    expect(currentSpec(s)).toBeNull();
    s.pending = [{ k: 'gold', seat: 0, n: 1 }];
    expect(currentSpec(s)!.kind).toBe('gold');
    s.step = 'over';
    expect(currentSpec(s)).toBeNull();
  });
});

describe('CoH flow: a turn (COH-7, COH-8, COH-9, COH-21.1.1)', () => {
  it('COH-3.6 a turn begins: told with the round and Day; Oric is asked his stance first, anyone else goes on to the Adventure', () => {
    const s = versus();
    s.step = 'start';
    s.ts.begun = false;
    s.day = 2;
    const ev: Events = [];
    settle(s, ev);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.turn.dawn', vars: { ...who(s.chars[0]!), day: 2 } }]);
    expect([s.step, s.ts.begun]).toEqual(['adventure', true]);
    const t = versus();
    t.step = 'start';
    t.ts.begun = false;
    t.chars[0]!.character = 'oric';
    t.round = 'dusk';
    const ev2: Events = [];
    settle(t, ev2);
    expect(keys(ev2)).toEqual(['coh.ev.turn.dusk']);
    expect([t.step, t.pending]).toEqual(['start', [{ k: 'stance', seat: 0 }]]);
  });

  it('COH-32.5.5 a turn-start Passive is told and its effects resolved; another trigger’s is not', () => {
    const s = versus();
    const c = s.chars[1]!;
    s.order = [1, 0];
    s.step = 'start';
    s.ts.begun = false;
    const turnStart = passiveIds('turnStart')[0]!;
    c.passive = turnStart;
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev).slice(0, 2)).toEqual(['coh.ev.turn.dawn', 'coh.ev.passive']);
    expect(texts(ev)[1]).toEqual({
      key: 'coh.ev.passive',
      vars: { ...who(c), card: passiveDef(turnStart).name.en, cardFr: passiveDef(turnStart).name.fr },
    });
    const t = versus();
    t.step = 'start';
    t.ts.begun = false;
    t.chars[0]!.passive = passiveIds('monsterDefeated')[0]!;
    const ev2: Events = [];
    settle(t, ev2);
    expect(keys(ev2)).toEqual(['coh.ev.turn.dawn']);
  });

  it('COH-24.1 an Aggressive Monster entered outside the turn attacks at its start, only if the character is still on its space', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    put(s, 'baiyu:1', 'bai-lantern', true, 'w5');
    put(s, 'baiyu:2', 'bai-lantern', true, 'w6');
    c.aggressiveDue = ['w5', 'w6', 'w404'];
    s.step = 'start';
    s.ts.begun = true;
    const ev: Events = [];
    settle(s, ev);
    expect([c.health, c.aggressiveDue, s.step]).toEqual([8, [], 'adventure']);
    expect(keys(ev)).toEqual(['coh.ev.attacks', 'coh.ev.hurt']);
  });

  it('COH-7.12 COH-26.2.3 an Event left face down on the character’s space is turned up at the start of its turn, not after a defeat', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    put(s, 'baiyu:1', 'bai-fisher', false);
    s.step = 'start';
    s.ts.begun = true;
    const ev: Events = [];
    settle(s, ev);
    expect(s.spaces['baiyu:1']).toBeUndefined();
    expect(s.pending).toEqual([{ k: 'option', seat: 0, card: 'bai-fisher' }]);
    const t = versus();
    t.chars[0]!.at = 'baiyu:1';
    put(t, 'baiyu:1', 'bai-fisher', false);
    t.step = 'start';
    t.ts.begun = true;
    t.ts.defeated = true;
    settle(t, []);
    expect(t.spaces['baiyu:1']!.faceUp).toBe(false);
    // A face-up card there is not an Event to turn up.
    const u = versus();
    u.chars[0]!.at = 'baiyu:1';
    put(u, 'baiyu:1', 'dsk-rift-ember');
    u.step = 'start';
    u.ts.begun = true;
    settle(u, []);
    expect(u.spaces['baiyu:1']!.id).toBe('dsk-rift-ember');
  });

  it('COH-8.4 the Monster phase: each Monster whose range reaches the character attacks it, in space order; then the turn ends', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    put(s, 'baiyu:2', 'bai-mist-heron');
    put(s, 'baiyu:3', 'bai-mist-heron');
    put(s, 'baiyu:4', 'bai-mist-heron');
    put(s, 'baiyu:6', 'bai-jade-crab');
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    // Two Herons at range 1 and 2 (range 2), not the one at 3; the Crab (range 0) is 1 away.
    expect(texts(ev).filter((e) => (e as { key: string }).key === 'coh.ev.attacks')).toEqual([
      { key: 'coh.ev.attacks', vars: { ...cardVars('bai-mist-heron'), ...who(c), n: 2 } },
      { key: 'coh.ev.attacks', vars: { ...cardVars('bai-mist-heron'), ...who(c), n: 2 } },
    ]);
    expect(c.health).toBe(6);
    expect([s.turn, s.step]).toEqual([1, 'adventure']);
  });

  it('COH-4.6.2 on The Dojo no Monster attacks: told once; with no Monster in range nothing is told', () => {
    const s = versus();
    s.chars[0]!.at = THE_DOJO;
    put(s, 'dojo:1', 'bai-mist-heron');
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev)[0]).toBe('coh.ev.dojoRest');
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.dojoRest', vars: who(s.chars[0]!) });
    expect(s.chars[0]!.health).toBe(10);
    const t = versus();
    t.chars[0]!.at = THE_DOJO;
    t.step = 'monsters';
    const ev2: Events = [];
    settle(t, ev2);
    expect(keys(ev2)).not.toContain('coh.ev.dojoRest');
  });

  it('COH-13.6 a Ward Item with a charge is offered once before the attacks, not on The Dojo, not with no attacker, not when spent', () => {
    const ward = (at: string, charges: number | null, monster: boolean) => {
      const s = versus();
      s.chars[0]!.at = at;
      s.chars[0]!.items = [{ uid: 'i9', num: 6, charges }];
      if (monster) put(s, 'baiyu:2', 'bai-mist-heron');
      s.step = 'monsters';
      settle(s, []);
      return s;
    };
    const s = ward('baiyu:1', 2, true);
    expect([s.pending, s.ts.wardAsked, s.step]).toEqual([[{ k: 'ward', seat: 0 }], true, 'monsters']);
    // Skipped: the attacks come, the Ward not asked again.
    currentSpec(s)!.opts.at(-1)!.run(s, []);
    settle(s, []);
    expect([s.chars[0]!.health, s.turn]).toEqual([8, 1]);
    expect(ward('baiyu:1', 0, true).pending).toEqual([]);
    expect(ward('baiyu:1', null, true).pending).toEqual([]);
    expect(ward('baiyu:1', 2, false).pending).toEqual([]);
    expect(ward(THE_DOJO, 2, true).pending).toEqual([]);
  });

  it('COH-9.2 COH-9.3 the end of a turn: cards used On Board back to the hand, Monster damage healed, thresholds taken, the next turn', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.hand = ['kao-dash'];
    c.board = ['kao-landslide', 'kao-rock-maul'];
    s.ts.used = [
      { card: 'kao-landslide', from: 'board' },
      { card: 'kao-dash', from: 'hand' },
      { card: 'kao-bear-hide', from: 'board' },
    ];
    put(s, 'baiyu:2', 'bai-pagoda');
    s.spaces['baiyu:2']!.dmg = 3;
    c.energy = { red: 5, blue: 0, green: 0 };
    s.step = 'end';
    const ev: Events = [];
    settle(s, ev);
    expect([c.hand.slice(0, 2), c.board]).toEqual([['kao-dash', 'kao-landslide'], ['kao-rock-maul']]);
    expect(s.spaces['baiyu:2']!.dmg).toBe(0);
    expect(c.levels).toEqual(['red']);
    expect([s.turn, s.step, s.ts.used]).toEqual([1, 'adventure', []]);
  });

  it('COH-21.1.1 the first in turn order with 10 in every colour on The Dojo wins: the game over, every decision and effect dropped', () => {
    const s = versus();
    s.order = [1, 0];
    for (const c of s.chars) c.energy = { red: 10, blue: 10, green: 10 };
    s.pending = [{ k: 'gold', seat: 0, n: 1 }];
    s.queue = [{ seat: 0, eff: { op: 'heal', n: 1 }, by: 0 }];
    const ev: Events = [];
    settle(s, ev);
    expect([s.winner, s.step, s.endReason, s.pending, s.queue]).toEqual([1, 'over', 'energy', [], []]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.champion', vars: who(s.chars[1]!) }]);
    const t = versus();
    t.chars[0]!.energy = { red: 10, blue: 10, green: 9 };
    t.chars[1]!.energy = { red: 10, blue: 10, green: 10 };
    t.chars[1]!.at = 'baiyu:1';
    settle(t, []);
    expect([t.winner, t.step]).toEqual([null, 'adventure']);
  });

  it('COH-11.4 COH-20.2 settling drops a decision with nothing to choose, skips the effects of a character at 0 Health, ends a turn lost to a defeat', () => {
    const s = versus();
    s.chars[0]!.energy = { red: 10, blue: 10, green: 10 };
    s.chars[0]!.at = 'baiyu:1';
    s.chars[1]!.energy = { red: 0, blue: 0, green: 0 };
    s.pending = [
      { k: 'loseEnergy', seat: 1, n: 2 },
      { k: 'gold', seat: 0, n: 1 },
    ];
    settle(s, []);
    expect(s.pending).toEqual([]);
    const t = versus();
    t.chars[1]!.health = 0;
    t.queue = [
      { seat: 1, eff: { op: 'spirit', n: 2 }, by: 1 },
      { seat: 0, eff: { op: 'spirit', n: 2 }, by: 0 },
    ];
    t.chars[0]!.spirit = 1;
    t.chars[1]!.spirit = 1;
    settle(t, []);
    expect([t.chars[0]!.spirit, t.chars[1]!.spirit, t.queue]).toEqual([3, 1, []]);
    const u = versus();
    u.ts.defeated = true;
    settle(u, []);
    expect([u.turn, u.step]).toEqual([1, 'adventure']);
  });

  it('COH-11.4 COH-20.2 settling keeps a Gold decision while one colour is below the cap, and an energy loss while one colour is above 0', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.chars[0]!.energy = { red: 10, blue: 9, green: 10 };
    s.pending = [{ k: 'gold', seat: 0, n: 1 }];
    settle(s, []);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
    s.chars[1]!.energy = { red: 0, blue: 1, green: 0 };
    s.pending = [{ k: 'loseEnergy', seat: 1, n: 2 }];
    settle(s, []);
    expect(s.pending).toEqual([{ k: 'loseEnergy', seat: 1, n: 2 }]);
  });

  it('COH-12.1 a target decision with no target left, an Event choice nobody can pay and an Ultimate choice with none are dropped', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.pending = [{ k: 'target', seat: 0, n: 2, range: 0, target: 'one' }];
    settle(s, []);
    expect(s.pending).toEqual([]);
    s.chars[1]!.at = 'baiyu:1';
    s.pending = [{ k: 'target', seat: 0, n: 2, range: 0, target: 'character' }];
    settle(s, []);
    expect(s.pending).toEqual([{ k: 'target', seat: 0, n: 2, range: 0, target: 'character' }]);
    const t = versus();
    t.chars[0]!.advanced = ['kao-patience'];
    t.pending = [{ k: 'ultimate', seat: 0 }];
    settle(t, []);
    expect(t.pending).toEqual([]);
    t.chars[0]!.advanced = ['kao-mountain'];
    t.pending = [{ k: 'ultimate', seat: 0 }];
    settle(t, []);
    expect(t.pending).toEqual([{ k: 'ultimate', seat: 0 }]);
    const u = versus();
    u.pending = [{ k: 'option', seat: 0, card: 'bai-teal' }];
    settle(u, []);
    expect(u.pending).toEqual([]);
    u.pending = [{ k: 'option', seat: 0, card: 'bai-fisher' }];
    settle(u, []);
    expect(u.pending).toHaveLength(1);
  });
});

describe('CoH flow: Quests (COH-32.6)', () => {
  const quest = (id: string, seats: number[] = [0], part: 1 | 2 | 3 = 1, count = 0) => ({ id, seats, part, count });

  it('COH-32.6.3 a counted objective goes on for its own seats and kind only, and completes at its number: told, its reward, part 2', () => {
    const s = versus();
    s.quests = [quest('q-monster-hunt'), quest('q-trials', [1])];
    const ev: Events = [];
    questEvent(s, ev, 0, 'monsters');
    questEvent(s, ev, 0, 'events');
    questEvent(s, ev, 1, 'monsters');
    expect([s.quests[0]!.count, s.quests[1]!.count, ev]).toEqual([1, 0, []]);
    questEvent(s, ev, 0, 'monsters');
    expect(s.quests[0]).toEqual(quest('q-monster-hunt', [0], 2, 0));
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.questPart', vars: { ...who(s.chars[0]!), card: 'Monster Hunt', cardFr: 'Chasse aux monstres', n: 1 } },
    ]);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
    // Part 2 needs 3 more; then the Quest is complete and counts nothing.
    for (let i = 0; i < 2; i++) questEvent(s, [], 0, 'monsters');
    expect(s.quests[0]!.part).toBe(2);
    questEvent(s, [], 0, 'monsters');
    expect(s.quests[0]).toEqual(quest('q-monster-hunt', [0], 3, 0));
    questEvent(s, [], 0, 'monsters');
    expect(s.quests[0]!.count).toBe(0);
  });

  it('COH-32.6.3 an objective with no number completes at once (Friend of Beasts: an Ally)', () => {
    const s = versus();
    s.quests = [quest('q-beast-friend')];
    questEvent(s, [], 0, 'ally');
    expect(s.quests[0]!.part).toBe(2);
    expect(s.chars[0]!.energy.green).toBe(1);
  });

  it('COH-32.6.3 objectives that hold at a moment: on a World, Items held, a colour reached (each at its bound, not one short)', () => {
    const s = versus();
    const c = s.chars[0]!;
    s.quests = [quest('q-drear-walk'), quest('q-treasure'), quest('q-crimson-path')];
    c.at = 'baiyu:1';
    c.items = [
      { uid: 'a', num: 1, charges: null },
      { uid: 'b', num: 1, charges: null },
    ];
    c.energy = { red: 4, blue: 0, green: 0 };
    settle(s, []);
    expect(s.quests.map((q) => q.part)).toEqual([1, 1, 1]);
    c.at = 'drear:2';
    c.items.push({ uid: 'c', num: 2, charges: null });
    c.energy.red = 5;
    const ev: Events = [];
    settle(s, ev);
    expect(s.quests.map((q) => q.part)).toEqual([2, 2, 2]);
    expect(keys(ev).filter((k) => k === 'coh.ev.questPart')).toHaveLength(3);
    // A complete Quest is not checked again.
    s.quests[0]!.part = 3;
    c.at = 'arechi:1';
    settle(s, []);
    expect(s.quests[0]!.part).toBe(3);
  });

  it('COH-32.6.4 a part’s Item comes first, before its energy (Oakenmoor Expedition)', () => {
    const s = versus();
    s.quests = [quest('q-oakenmoor')];
    s.chars[0]!.at = 'oakenmoor:3';
    const before = s.chars[0]!.items.length;
    settle(s, []);
    expect(s.chars[0]!.items.length).toBe(before + 1);
    expect(s.chars[0]!.items.at(-1)!.num).toBe(1);
    expect(s.chars[0]!.energy.green).toBe(1);
  });

  it('COH-S14 a team’s part done: the member who did it chooses who takes the reward', () => {
    const s = versus();
    s.quests = [quest('q-beast-friend', [0, 1])];
    questEvent(s, [], 1, 'ally');
    expect(s.pending).toEqual([{ k: 'questReward', seat: 1, quest: 'q-beast-friend', part: 1 }]);
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([
      1,
      'questReward',
      { key: 'coh.p.questReward', vars: { card: 'Friend of Beasts', cardFr: 'Ami des bêtes', n: 1 } },
    ]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['r:0', { key: 'coh.c.char', vars: who(s.chars[0]!) }],
      ['r:1', { key: 'coh.c.char', vars: who(s.chars[1]!) }],
    ]);
    spec.opts[0]!.run(s, []);
    expect([s.pending, s.chars[0]!.energy.green, s.chars[1]!.energy.green]).toEqual([[], 1, 0]);
  });

  it('COH-32.6.2 two Quests dealt to each, the first seat asked first; S13 keeps both', () => {
    const s = versus();
    dealQuests(s, []);
    expect(s.pending.map((p) => p.seat)).toEqual([1, 0]);
    const [p1, p0] = s.pending as Extract<(typeof s.pending)[number], { k: 'quest' }>[];
    expect([p0!.keep, p0!.seats, p0!.offer.length, p1!.seats]).toEqual([1, [0], 2, [1]]);
    expect(s.questDeck.length).toBe(12 - 4);
    expect(new Set([...p0!.offer, ...p1!.offer, ...s.questDeck]).size).toBe(12);
    const t = versus();
    dealQuests(t, [], true);
    expect([t.pending, t.quests.length]).toEqual([[], 4]);
    expect(t.quests.map((q) => q.seats[0])).toEqual([0, 0, 1, 1]);
    expect(t.quests.every((q) => q.part === 1 && q.count === 0)).toBe(true);
  });

  it('COH-32.6.2 the Quest kept: one option each, kept for its seats, told; with two to keep, asked again with the rest', () => {
    const s = versus();
    s.pending = [{ k: 'quest', seat: 0, offer: ['q-monster-hunt', 'q-trials', 'q-pilgrim'], keep: 2, seats: [0, 1] }];
    const spec = currentSpec(s)!;
    expect([spec.kind, spec.text]).toEqual(['quest', { key: 'coh.p.quest', vars: { n: 2 } }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['q:q-monster-hunt', 'q:q-trials', 'q:q-pilgrim']);
    expect(spec.opts[1]!.label).toEqual({ key: 'coh.c.card', vars: { card: 'Trials of Hara', cardFr: 'Épreuves de Hara' } });
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect(s.quests).toEqual([quest('q-trials', [0, 1])]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.questKept', vars: { ...who(s.chars[0]!), card: 'Trials of Hara', cardFr: 'Épreuves de Hara' } },
    ]);
    expect(s.pending).toEqual([{ k: 'quest', seat: 0, offer: ['q-monster-hunt', 'q-pilgrim'], keep: 1, seats: [0, 1] }]);
    currentSpec(s)!.opts[0]!.run(s, []);
    expect([s.pending, s.quests.map((q) => q.id)]).toEqual([[], ['q-trials', 'q-monster-hunt']]);
  });
});
