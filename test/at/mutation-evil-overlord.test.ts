/**
 * The Overlord's Evil turn (rules/evil.ts, §26), step by step and exact
 * (issue #23, mutation testing): an Intrigue card played from the hand (its
 * bonus at the threshold and not one card below), and each effect the
 * Overlord resolves: an activation entering on its entry hex (or the first
 * free neighbour, or nowhere), every Champion activated in order, the Fury,
 * a Cultist on its Objective hex or where the Overlord says, the Armory with
 * one Artifact or a choice. Positions come from the scenario loader on the
 * Warded Vale (Objectives 0,0 -2,-1 1,-3 3,-4; entry hexes 0,-4 -2,-2 2,-4 4,-4).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { overlordStep, playIntrigue, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';
import type { EvilEffect } from '../../src/games/at/content/schema.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const me = { def: 'ember-sentinel', owner: 0, at: '-2,4' };

const overlord = (setup: Record<string, unknown>): AtState =>
  atEngine.scenarios!.setup({ mode: 'solo', overlord: true, intrigueDeck: ['muster', 'pincer'], ...setup } as unknown as Json).state;

/** Resolves one queued effect under the Overlord: the step's result, the events in English, the decisions added. */
function resolve(s: AtState, x: EvilEffect) {
  const o = s.evil!.overlord!;
  o.played = ['muster'];
  o.queue = [x];
  const pending = s.pending.length;
  const events: GameEvent[] = [];
  const result = overlordStep(s, events, moves);
  return { result, lines: events.map(en), added: s.pending.slice(pending) };
}

describe('AT Overlord: playing an Intrigue card', () => {
  it('AT-OV-7 AT-IN-6 AT-OV-11 the card leaves the hand for the played cards; its bonus joins at the threshold, not one card below', () => {
    // Iron Tide: activate 2 and 3; bonus activate 0; threshold 8.
    const seven = ['muster', 'pincer', 'cold-gaze', 'grim-vigil', 'night-march', 'blood-oath', 'stone-skin'];
    const below = overlord({ champions: { me }, intrigueHand: ['muster', 'iron-tide', 'pincer'], intrigueDiscard: seven });
    const events: GameEvent[] = [];
    playIntrigue(below, 'iron-tide', events);
    const o = below.evil!.overlord!;
    expect([o.hand, o.played, o.queue]).toEqual([
      ['muster', 'pincer'],
      ['iron-tide'],
      [
        { op: 'activate', token: 2 },
        { op: 'activate', token: 3 },
      ],
    ]);
    expect(events.map(en)).toEqual(['The Evil Player plays the Intrigue Iron Tide.']);

    const at = overlord({ champions: { me }, intrigueHand: ['iron-tide'], intrigueDiscard: [...seven, 'shadow-step'] });
    const more: GameEvent[] = [];
    playIntrigue(at, 'iron-tide', more);
    expect(at.evil!.overlord!.queue).toEqual([
      { op: 'activate', token: 2 },
      { op: 'activate', token: 3 },
      { op: 'activate', token: 0 },
    ]);
    expect(more.map(en)).toEqual(['The Evil Player plays the Intrigue Iron Tide.', 'Threat: the bonus effect of Iron Tide resolves.']);
  });
});

describe('AT Overlord: an activation', () => {
  it('AT-OV-8 AT-AMB-21 an Evil Champion off the battlefield enters on its entry hex, then waits for the Overlord', () => {
    const s = overlord({ champions: { me, e1: { def: 'iron-warden', owner: -1, token: 1 } } });
    const r = resolve(s, { op: 'activate', token: 1 });
    expect(r.result).toBe('step');
    expect(s.champions.e1!.at).toBe('-2,-2');
    expect(r.added).toEqual([{ kind: 'evilActivation', champ: 'e1', moved: false, attacks: 0 }]);
    expect(r.lines[0]).toBe('Iron Warden activates.');
  });

  it('AT-EC-2 its entry hex taken, it enters on the first free neighbour in key order; all taken, it stays off', () => {
    const taken = overlord({
      champions: { me, e1: { def: 'iron-warden', owner: -1, token: 1 }, k: { def: 'cultist', owner: -1, at: '-2,-2' } },
    });
    const r = resolve(taken, { op: 'activate', token: 1 });
    expect(taken.champions.e1!.at).toBe('-1,-2');
    expect(r.added).toHaveLength(1);

    const ring = ['-2,-2', '-1,-2', '-1,-3', '-2,-1', '-3,-1', '-3,-2', '-2,-3'];
    const cultists = Object.fromEntries(ring.map((hex, i) => [`k${i}`, { def: 'cultist', owner: -1, at: hex }]));
    const full = overlord({ champions: { me, e1: { def: 'iron-warden', owner: -1, token: 1 }, ...cultists } });
    const f = resolve(full, { op: 'activate', token: 1 });
    expect(full.champions.e1!.at).toBeNull();
    expect(f.added).toEqual([]);
    expect(f.lines).toEqual(['Iron Warden activates.']);
  });

  it('AT-OV-8 a Champion on the battlefield stays where it is; a token nobody holds activates nothing', () => {
    const s = overlord({ champions: { me, e1: { def: 'iron-warden', owner: -1, token: 1, at: '1,-1' } } });
    const r = resolve(s, { op: 'activate', token: 1 });
    expect(s.champions.e1!.at).toBe('1,-1');
    expect(r.added).toEqual([{ kind: 'evilActivation', champ: 'e1', moved: false, attacks: 0 }]);
    const none = resolve(s, { op: 'activate', token: 3 });
    expect([none.result, none.lines, none.added]).toEqual(['step', [], []]);
  });

  it('AT-EA-2 every Evil Champion is activated in token order, before the rest of the queue', () => {
    const s = overlord({ champions: { me } });
    s.evil!.overlord!.queue = [{ op: 'activateAll' }, { op: 'honor', n: 1 }];
    s.evil!.overlord!.played = ['muster'];
    expect(overlordStep(s, [], moves)).toBe('step');
    expect(s.evil!.overlord!.queue).toEqual([
      { op: 'activate', token: 0 },
      { op: 'activate', token: 1 },
      { op: 'activate', token: 2 },
      { op: 'activate', token: 3 },
      { op: 'honor', n: 1 },
    ]);
  });

  it('AT-FU-1 AT-FU-2 the Fury of the Boss holding token 0 is queued first, announced; without a Boss nothing is', () => {
    const s = overlord({ champions: { me, b: { def: 'grave-tyrant', owner: -1, token: 0 } } });
    s.evil!.overlord!.queue = [{ op: 'fury' }, { op: 'honor', n: 1 }];
    s.evil!.overlord!.played = ['muster'];
    const events: GameEvent[] = [];
    overlordStep(s, events, moves);
    expect(s.evil!.overlord!.queue).toEqual([
      { op: 'scorch', n: 2 },
      { op: 'activate', token: 0 },
      { op: 'honor', n: 1 },
    ]);
    expect(events.map(en)).toEqual(['Fury of Grave Tyrant!']);
    const none = overlord({ champions: { me, b: { def: 'iron-warden', owner: -1, token: 1 } } });
    const r = resolve(none, { op: 'fury' });
    expect([r.lines, none.evil!.overlord!.queue]).toEqual([[], []]);
  });

  it('AT-OV-11 an effect the automaton also knows resolves as the automaton’s: Honor', () => {
    const s = overlord({ champions: { me }, evilHonor: 3 });
    const r = resolve(s, { op: 'honor', n: 2 });
    expect(s.evil!.honor).toBe(5);
    expect(r.lines).toEqual(['The Evil Player gains 2 Honor (5).']);
  });
});

describe('AT Overlord: Cultists and the Armory', () => {
  it('AT-EC-1 AT-EC-2 AT-OV-9 a Cultist goes on its free Objective hex, else the one free neighbour, else where the Overlord says', () => {
    const free = overlord({ champions: { me } });
    resolve(free, { op: 'cultist', token: 1 });
    expect(
      Object.values(free.champions)
        .filter((c) => c.def === 'cultist')
        .map((c) => c.at),
    ).toEqual(['-2,-1']);

    const ring = ['-1,-1', '-1,-2', '-2,-2', '-3,-1', '-3,0'];
    const pawns = Object.fromEntries(['-2,-1', ...ring].map((hex, i) => [`k${i}`, { def: 'cultist', owner: -1, at: hex }]));
    const one = overlord({ champions: { me, ...pawns } });
    const r = resolve(one, { op: 'cultist', token: 1 });
    expect(r.added).toEqual([]);
    expect(
      Object.values(one.champions)
        .filter((c) => c.def === 'cultist' && !ring.includes(c.at!) && c.at !== '-2,-1')
        .map((c) => c.at),
    ).toEqual(['-2,0']);

    const many = overlord({ champions: { me, k: { def: 'cultist', owner: -1, at: '-2,-1' } } });
    const m = resolve(many, { op: 'cultist', token: 1 });
    expect(m.added).toEqual([{ kind: 'evilCultist', hexes: ['-1,-1', '-1,-2', '-2,-2', '-2,0', '-3,-1', '-3,0'] }]);
    expect(Object.keys(many.champions)).toEqual(['me', 'k']);

    const all = overlord({
      champions: {
        me,
        k: { def: 'cultist', owner: -1, at: '-2,-1' },
        ...Object.fromEntries([...ring, '-2,0'].map((hex, i) => [`r${i}`, { def: 'cultist', owner: -1, at: hex }])),
      },
    });
    const a = resolve(all, { op: 'cultist', token: 1 });
    expect([a.added, Object.keys(all.champions).length]).toEqual([[], 8]);
  });

  const row = ['prism-lens', 'ember-sentinel', 'gear-gauntlet', 'ember-sentinel', 'ember-sentinel', 'ember-sentinel'];
  it('AT-IN-13 AT-OV-9 the Armory with one Artifact in the row equips it; with several the Overlord picks a slot', () => {
    const one = overlord({
      champions: { me, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } },
      row: ['ember-sentinel', 'ember-sentinel', 'gear-gauntlet', 'ember-sentinel', 'ember-sentinel', 'ember-sentinel'],
    });
    const r = resolve(one, { op: 'armory', token: 2 });
    expect(r.added).toEqual([]);
    expect(one.champions.e2!.artifacts.map((a) => one.cards[a])).toEqual(['gear-gauntlet']);
    expect(r.lines[0]).toBe('Iron Warden is equipped with Gear Gauntlet.');

    const two = overlord({ champions: { me, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } }, row });
    const t = resolve(two, { op: 'armory', token: 2 });
    expect(t.added).toEqual([{ kind: 'evilArmory', champ: 'e2', slots: [0, 2] }]);
    expect(two.champions.e2!.artifacts).toEqual([]);
  });

  it('AT-GP-2 the Armory with no Artifact in the row, or no Champion holding the token, does nothing', () => {
    const noArtifact = overlord({
      champions: { me, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } },
      row: Array(6).fill('ember-sentinel'),
    });
    expect(resolve(noArtifact, { op: 'armory', token: 2 }).added).toEqual([]);
    expect(noArtifact.champions.e2!.artifacts).toEqual([]);
    const nobody = overlord({ champions: { me, e2: { def: 'iron-warden', owner: -1, token: 2, at: '1,-1' } }, row });
    const r = resolve(nobody, { op: 'armory', token: 1 });
    expect([r.added, r.lines, nobody.row]).toEqual([[], [], row]);
  });
});
