/**
 * Attacks, skills and the Destruction standard action (rules/flow/attacks.ts),
 * exact: the declaration menu (labels of a single target and of an area's
 * orientation, declining, a skill without targets), who is asked for a
 * reaction, the steps queued after a declaration, a second strike's reuse of
 * the first one's damage, and the standard action's adjacent enemies.
 *
 * Kilgore (seat 0) on 0,-3, Gwaien (seat 0) on 1,-3 beside it, Mariusz (seat 1) on 0,-2 beside it too.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { decideStdDamage, decideTargets, strike } from '../../src/games/sfb/rules/flow/attacks.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

const name = { en: 'Test', fr: 'Essai' };
const CARDS = [
  {
    id: 'kil7',
    champion: 'kil',
    name,
    type: 'attack',
    essence: 'D',
    strength: 3,
    targeting: { kind: 'melee' },
    targets: 'any',
    doubled: true,
    post: [{ op: 'root' }],
  },
  { id: 'kil8', champion: 'kil', name, type: 'skill', essence: 'C', effects: [{ op: 'heal', n: 1, who: 'self' }] },
  { id: 'kil9', champion: 'kil', name, type: 'attack', essence: 'M', strength: 2, targeting: { kind: 'aoe', pattern: [{ q: 1, r: 0 }] } },
];

function position(card = 'kil7', kil: string | null = '0,-3'): SfbState {
  const s = sfbEngine.scenarios!.setup({
    champions: { kil: { seat: 0, at: kil }, gwa: { seat: 0, at: '1,-3' }, mar: { seat: 1, at: '0,-2' } },
    cards: CARDS,
  } as unknown as Json).state;
  s.act = { seat: 0, champ: 'kil', card, kind: 'attack', targets: [], vals: {}, reaction: null, xp: [], kod: [] };
  s.stack.push({ op: card === 'kil8' ? 'skillUse' : 'declare' });
  return s;
}
const vars = { card: 'Test', cardFr: 'Essai' };
const T = (key: string, v?: Record<string, unknown>) => (v ? { key: `sfb.${key}`, vars: v } : { key: `sfb.${key}` });

describe('SFB attacks: declaring', () => {
  it('SFB-ATK-4 SFB-ATK-5: a melee attack lists each champion in reach by name, then declining', () => {
    const spec = decideTargets(position(), { op: 'declare' })!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'attack', T('p.attack', vars)]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['t:gwa', T('c.target', { champ: 'Gwaien' })],
      ['t:mar', T('c.target', { champ: 'Mariusz' })],
      ['skip', T('c.decline')],
    ]);
  });

  it('SFB-ATK-4: an area attack lists each orientation with the champions it takes', () => {
    const spec = decideTargets(position('kil9'), { op: 'declare' })!;
    expect(spec.opts.map((o) => [o.id, o.label])).toMatchInlineSnapshot(`
      [
        [
          "o:1",
          {
            "key": "sfb.c.orient",
            "vars": {
              "champs": "Mariusz",
              "dir": 1,
            },
          },
        ],
        [
          "skip",
          {
            "key": "sfb.c.decline",
          },
        ],
      ]
    `);
  });

  it('SFB-ATK-4: from the portal, or with nobody in reach, there is nothing to declare', () => {
    expect(decideTargets(position('kil7', null), { op: 'declare' })).toBeNull();
    const far = position();
    far.champs.gwa!.at = '3,-3';
    far.champs.mar!.at = '0,2';
    expect(decideTargets(far, { op: 'declare' })).toBeNull();
  });

  it("SFB-REACT-1 SFB-ATK-6: declaring on an enemy asks its seat for a reaction, then strikes twice (Doublé), the reaction's ☜, the card's ☜", () => {
    const s = position();
    const depth = s.stack.length;
    const events: Events = [];
    decideTargets(s, { op: 'declare' })!
      .opts.find((o) => o.id === 't:mar')!
      .run(s, events);
    expect([s.act!.targets, s.last.targets]).toEqual([['mar'], ['mar']]);
    expect(events).toEqual([{ text: T('ev.declare', { champ: 'Kilgore', ...vars, targets: 'Mariusz' }) }]);
    expect(s.stack.slice(depth - 1)).toMatchInlineSnapshot(`
      [
        {
          "ctx": {
            "chooser": 0,
            "credit": "kil",
            "src": "kil",
          },
          "e": {
            "n": 1,
            "op": "root",
            "who": "target",
          },
          "op": "eff",
          "phase": "post",
        },
        {
          "op": "rpost",
        },
        {
          "op": "strike",
          "pass": 2,
        },
        {
          "op": "strike",
          "pass": 1,
        },
        {
          "op": "react",
          "seats": [
            1,
          ],
        },
      ]
    `);
  });

  it('SFB-REACT-1: declaring on an ally asks nobody for a reaction', () => {
    const s = position();
    const depth = s.stack.length;
    decideTargets(s, { op: 'declare' })!
      .opts.find((o) => o.id === 't:gwa')!
      .run(s, []);
    expect(s.stack.slice(depth - 1).find((st) => st.op === 'react')).toEqual({ op: 'react', seats: [] });
  });

  it('SFB-ATK-4: declining pops the step and says so', () => {
    const s = position();
    const depth = s.stack.length;
    const events: Events = [];
    decideTargets(s, { op: 'declare' })!.opts.at(-1)!.run(s, events);
    expect([s.stack.length, events]).toEqual([depth - 1, [{ text: T('ev.decline', { champ: 'Kilgore' }) }]]);
  });

  it('SFB-SKILL-1: a skill without targeting offers to use it or skip it; used, its effects are queued and no target is named', () => {
    const s = position('kil8');
    const spec = decideTargets(s, { op: 'skillUse' })!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'skill', T('p.skill', vars)]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['use', T('c.use')],
      ['skip', T('c.skip')],
    ]);
    const depth = s.stack.length;
    const events: Events = [];
    spec.opts[0]!.run(s, events);
    expect(events).toEqual([{ text: T('ev.skill', { champ: 'Kilgore', ...vars, targets: '—' }) }]);
    expect(s.act!.targets).toEqual([]);
    expect(s.stack.slice(depth - 1)).toMatchInlineSnapshot(`
      [
        {
          "ctx": {
            "chooser": 0,
            "credit": "kil",
            "src": "kil",
          },
          "e": {
            "n": 1,
            "op": "heal",
            "who": "self",
          },
          "op": "eff",
          "phase": "skill",
        },
      ]
    `);
    const skipped: Events = [];
    const t = position('kil8');
    decideTargets(t, { op: 'skillUse' })!.opts[1]!.run(t, skipped);
    expect(skipped).toEqual([{ text: T('ev.skip', { champ: 'Kilgore' }) }]);
  });
});

describe('SFB attacks: striking', () => {
  it('SFB-KW-DOUBLE-1: the first strike computes strength minus defense; the second reuses it; a first strike never reuses', () => {
    const s = position();
    s.act!.targets = ['mar'];
    s.act!.vals = { mar: 5 };
    const first: Events = [];
    strike(s, { op: 'strike', pass: 1 }, first);
    expect(first[0]).toMatchInlineSnapshot(`
      {
        "text": {
          "key": "sfb.ev.hit",
          "vars": {
            "card": "Test",
            "cardFr": "Essai",
            "champ": "Kilgore",
            "def": 1,
            "n": 2,
            "str": 3,
            "tgt": "Mariusz",
          },
        },
      }
    `);
    const again: Events = [];
    strike(s, { op: 'strike', pass: 2 }, again);
    expect(again[0]).toMatchInlineSnapshot(`
      {
        "text": {
          "key": "sfb.ev.hitAgain",
          "vars": {
            "card": "Test",
            "cardFr": "Essai",
            "n": 2,
            "tgt": "Mariusz",
          },
        },
      }
    `);
  });
});

describe('SFB standard action: Destruction', () => {
  it('SFB-STD-5: 1 damage to an adjacent enemy, never an ally; none adjacent or from the portal, nothing to decide', () => {
    const s = position();
    const spec = decideStdDamage(s, { op: 'stdDmg', champ: 'kil' })!;
    expect([spec.seat, spec.kind, spec.text, spec.opts.map((o) => [o.id, o.label])]).toEqual([
      0,
      'stdDamage',
      T('p.stdDmg'),
      [['c:mar', 'Mariusz']],
    ]);
    const events: Events = [];
    spec.opts[0]!.run(s, events);
    expect(events[0]).toEqual({ text: T('ev.stdDmg', { champ: 'Kilgore', tgt: 'Mariusz' }) });
    expect(s.champs.mar!.dmg).toBe(1);
    const alone = position();
    alone.champs.mar!.at = '0,2';
    expect(decideStdDamage(alone, { op: 'stdDmg', champ: 'kil' })).toBeNull();
    expect(decideStdDamage(position('kil7', null), { op: 'stdDmg', champ: 'kil' })).toBeNull();
  });
});
