/**
 * The automaton's Evil effects (rules/evil.ts, lines 421–615), one step at a
 * time and exact (issue #23, mutation testing): a stat boost, Scorch (every
 * enemy next to an Evil pawn on the battlefield, in id order, then its
 * defeats), a Cultist on its Objective hex or the first free neighbour, the
 * Armory taking the cheapest Artifact (the leftmost on a tie), Honor, and an
 * Evil Champion's Fatal (its own, then each equipped Artifact's Honor only).
 * Positions come from the scenario loader on the Warded Vale (Objectives
 * 0,0 -2,-1 1,-3 3,-4).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { automatonStep, evilFatalEffects, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';
import type { EvilEffect } from '../../src/games/at/content/schema.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const solo = (setup: Record<string, unknown>): AtState =>
  atEngine.scenarios!.setup({ mode: 'solo', intrigueDeck: ['muster', 'pincer'], ...setup } as unknown as Json).state;

/** Runs one Evil effect as a step of the automaton's turn: the result and the events in English. */
function step(s: AtState, x: EvilEffect) {
  s.evil!.steps = [x];
  const events: GameEvent[] = [];
  const result = automatonStep(s, events, moves);
  return { result, lines: events.map(en) };
}

describe('AT Evil effects: boost, Honor and Cultists', () => {
  it('AT-IN-5 a boost adds to its stat for the turn, twice adding twice, the other stats kept', () => {
    const s = solo({ champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } } });
    expect(step(s, { op: 'boost', stat: 'strength', n: 1 }).result).toBe('step');
    step(s, { op: 'boost', stat: 'strength', n: 2 });
    step(s, { op: 'boost', stat: 'speed', n: 1 });
    expect(s.evil!.boost).toEqual({ strength: 3, defense: 0, speed: 1 });
  });

  it('AT-EV-8 Honor for the Evil Player, its total announced', () => {
    const s = solo({ champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } }, evilHonor: 4 });
    expect(step(s, { op: 'honor', n: 2 }).lines).toEqual(['The Evil Player gains 2 Honor (6).']);
    expect(s.evil!.honor).toBe(6);
  });

  it('AT-EC-1 AT-EC-2 AT-EC-3 a Cultist on its free Objective hex, else the first free neighbour in key order', () => {
    const free = solo({ champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } } });
    step(free, { op: 'cultist', token: 1 });
    expect(
      Object.values(free.champions)
        .filter((c) => c.def === 'cultist')
        .map((c) => [c.owner, c.at]),
    ).toEqual([[-1, '-2,-1']]);
    const taken = solo({
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' }, k: { def: 'cultist', owner: -1, at: '-2,-1' } },
    });
    step(taken, { op: 'cultist', token: 1 });
    expect(
      Object.values(taken.champions)
        .filter((c) => c.def === 'cultist')
        .map((c) => c.at),
    ).toEqual(['-2,-1', '-1,-1']);
  });
});

describe('AT Evil effects: Scorch', () => {
  it('AT-IN-5 each enemy next to an Evil pawn on the battlefield takes the damage, in id order; off-board and far ones do not', () => {
    const s = solo({
      champions: {
        zb: { def: 'ember-sentinel', owner: 0, at: '1,0' },
        aa: { def: 'iron-warden', owner: 0, at: '2,-1', damage: 1 },
        far: { def: 'thistle-ranger', owner: 0, at: '3,-1' },
        e1: { def: 'rot-harbinger', owner: -1, token: 1, at: '1,-1' },
        e2: { def: 'iron-hound', owner: -1, token: 2 },
        k: { def: 'cultist', owner: -1, at: '-2,-1' },
      },
    });
    const r = step(s, { op: 'scorch', n: 2 });
    expect(r.lines).toEqual(['Iron Warden takes 2 damage.', 'Ember Sentinel takes 2 damage.']);
    expect([s.champions.aa!.damage, s.champions.zb!.damage, s.champions.far!.damage]).toEqual([3, 2, 0]);
  });

  it('AT-DF-1 a Scorch that brings an enemy to its Defense defeats it after every hit is dealt', () => {
    const s = solo({
      champions: {
        a: { def: 'ember-sentinel', owner: 0, at: '1,0', damage: 3 },
        b: { def: 'ember-sentinel', owner: 0, at: '2,-1', damage: 2 },
        e1: { def: 'rot-harbinger', owner: -1, token: 1, at: '1,-1' },
      },
    });
    const r = step(s, { op: 'scorch', n: 1 });
    expect(r.lines.slice(0, 2)).toEqual(['Ember Sentinel takes 1 damage.', 'Ember Sentinel takes 1 damage.']);
    expect(r.lines).toContain('Ember Sentinel is defeated.');
    expect([s.champions.a?.at ?? 'gone', s.champions.b!.at, s.champions.b!.damage]).toEqual(['gone', '2,-1', 3]);
  });
});

describe('AT Evil effects: the Armory (IN-13)', () => {
  const row = ['prism-lens', 'ember-sentinel', 'gear-gauntlet', 'ember-sentinel', 'piston-fist', 'ember-sentinel'];
  it('AT-IN-13 AT-FQ-20 the automaton takes the cheapest Artifact, the leftmost of a tie; the slot refills from the deck', () => {
    const s = solo({
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' }, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } },
      row,
      centerDeck: ['militia', 'mystic'],
    });
    const r = step(s, { op: 'armory', token: 2 });
    expect(s.champions.e2!.artifacts.map((a) => s.cards[a])).toEqual(['gear-gauntlet']);
    expect(s.row).toEqual(['prism-lens', 'ember-sentinel', 'militia', 'ember-sentinel', 'piston-fist', 'ember-sentinel']);
    expect(r.lines[0]).toBe('Iron Warden is equipped with Gear Gauntlet.');
  });

  it('AT-GP-2 no Artifact in the row, or nobody holding the token: nothing', () => {
    const none = solo({
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' }, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } },
      row: Array(6).fill('ember-sentinel'),
    });
    expect(step(none, { op: 'armory', token: 2 }).lines).toEqual([]);
    const nobody = solo({ champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' } }, row });
    expect(step(nobody, { op: 'armory', token: 2 }).lines).toEqual([]);
    expect(nobody.row).toEqual(row);
  });
});

describe('AT Evil Fatal (KW-34, EV-10)', () => {
  it('AT-KW-34 AT-EV-10 its own Fatal, then each equipped Artifact’s Honor; other Fatal effects and Artifacts without one give nothing', () => {
    const s = solo({
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
        b: { def: 'bone-crusher', owner: -1, token: 1, at: '1,-1', artifacts: ['thorn-crown', 'void-shard', 'prism-lens', 'thorn-crown'] },
      },
      evilHonor: 1,
    });
    const events: GameEvent[] = [];
    evilFatalEffects(s, s.champions.b!, events, moves);
    expect(events.map(en)).toEqual([
      'Fatal: Bone Crusher defeated an enemy.',
      'The Evil Player gains 1 Honor (2).',
      'Fatal: Bone Crusher defeated an enemy.',
      'The Evil Player gains 1 Honor (3).',
      'Fatal: Bone Crusher defeated an enemy.',
      'Fatal: Bone Crusher defeated an enemy.',
      'The Evil Player gains 1 Honor (4).',
    ]);
  });

  it('AT-KW-34 no Fatal of its own and no Artifact: nothing', () => {
    const s = solo({
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '-2,4' }, w: { def: 'iron-warden', owner: -1, token: 1, at: '1,-1' } },
    });
    const events: GameEvent[] = [];
    evilFatalEffects(s, s.champions.w!, events, moves);
    expect([events, s.evil!.honor]).toEqual([[], 0]);
  });
});
