/**
 * An Evil Champion's activation by the automaton (rules/evil.ts, lines
 * 521–615: §24.4), exact (issue #23, mutation testing): attack first when it
 * can defeat an enemy from where it stands (then toward its Objective), move
 * to defeat one (to the spot nearest its Objective), stay and score on or
 * next to its Objective's Sanctuary and not two hexes away, move toward the
 * Objective only when nearer; Double attack's two strikes; the strike's
 * target (one it can defeat first, the highest Defense, every enemy with Area
 * attack). Positions come from the scenario loader on the Warded Vale
 * (Objective 0: the Sanctuary 0,0; Objective 1: -2,-1, no Sanctuary).
 * Iron Warden (Evil, Solo): Strength 3, Speed 3; Ember Sentinel (a player's): Defense 4.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { automatonStep, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const solo = (champions: Record<string, unknown>): AtState =>
  atEngine.scenarios!.setup({ mode: 'solo', intrigueDeck: ['muster', 'pincer'], champions } as unknown as Json).state;
const warden = (token: number, at: string) => ({ def: 'iron-warden', owner: -1, token, at });
const ember = (at: string, damage = 0) => ({ def: 'ember-sentinel', owner: 0, at, damage });

/** Activates the pawn holding `token`: the events in English and the Evil steps queued after it. */
function activate(s: AtState, token: number) {
  s.evil!.steps = [{ op: 'activate', token }];
  const events: GameEvent[] = [];
  automatonStep(s, events, moves);
  return { lines: events.map(en), steps: s.evil!.steps };
}

describe('AT Evil activation: attack', () => {
  it('AT-EA-7 it can defeat an adjacent enemy: it attacks from where it stands, then moves toward its Objective', () => {
    const s = solo({ e1: warden(0, '2,-2'), a: ember('3,-2', 1) });
    const r = activate(s, 0);
    expect(r.steps).toEqual([
      { op: 'strike', champ: 'e1' },
      { op: 'toward', champ: 'e1' },
    ]);
    expect(s.champions.e1!.at).toBe('2,-2');
    expect(r.lines).toEqual(['Iron Warden activates.']);
  });

  it('AT-EA-5 AT-EA-6 one Defense point too many (3 Strength against 4 − 0): no attack, it heads for its Objective instead', () => {
    const s = solo({ e1: warden(0, '2,-2'), a: ember('3,-2', 0) });
    const r = activate(s, 0);
    expect(r.steps.filter((x) => x.op === 'toward')).toEqual([]);
    expect(s.champions.e1!.at).not.toBe('2,-2');
  });

  it('AT-EA-6 AT-EA-12 it moves to defeat an enemy, to the free spot next to it nearest its Objective, then strikes', () => {
    const s = solo({ e1: warden(0, '0,-1'), a: ember('0,2', 1) });
    const r = activate(s, 0);
    expect(s.champions.e1!.at).toBe('0,1');
    expect(r.steps).toEqual([{ op: 'strike', champ: 'e1' }]);
    expect(r.lines).toHaveLength(2);
  });

  it('AT-KW-20 Double attack strikes twice', () => {
    const s = solo({ e1: { def: 'cog-lancer', owner: -1, token: 0, at: '2,-2' }, a: ember('3,-2', 2) });
    expect(activate(s, 0).steps).toEqual([
      { op: 'strike', champ: 'e1' },
      { op: 'strike', champ: 'e1' },
      { op: 'toward', champ: 'e1' },
    ]);
  });
});

describe('AT Evil activation: no enemy to defeat', () => {
  it('AT-EA-11 AT-EV-8 next to its Objective’s Sanctuary it stays and scores the Sanctuary’s Honor, then strikes', () => {
    const s = solo({ e1: warden(0, '0,-1'), me: ember('-2,4') });
    const r = activate(s, 0);
    expect(s.champions.e1!.at).toBe('0,-1');
    expect(s.evil!.honor).toBe(2);
    expect(r.lines.slice(1)).toEqual(['Iron Warden holds its Objective.', 'The Evil Player gains 2 Honor (2).']);
    expect(r.steps).toEqual([{ op: 'strike', champ: 'e1' }]);
  });

  it('AT-EA-8 AT-EA-9 two hexes from it, it moves onto its Objective instead', () => {
    const s = solo({ e1: warden(0, '0,-2'), me: ember('-2,4') });
    activate(s, 0);
    expect([s.champions.e1!.at, s.evil!.honor]).toEqual(['0,0', 0]);
  });

  it('AT-EA-10 on an Objective that is no Sanctuary it stays without Honor: no move is nearer', () => {
    const s = solo({ e1: warden(1, '-2,-1'), me: ember('-2,4') });
    const r = activate(s, 1);
    expect([s.champions.e1!.at, s.evil!.honor, r.lines]).toEqual(['-2,-1', 0, ['Iron Warden activates.']]);
  });
});

describe('AT Evil strike: its target', () => {
  it('AT-EA-13 AT-EA-14 one it can defeat before a stronger one it cannot; else the highest Defense', () => {
    const s = solo({ e1: warden(0, '1,-1'), a: ember('2,-1', 1), b: { def: 'iron-warden', owner: 0, at: '1,0' } });
    s.evil!.steps = [{ op: 'strike', champ: 'e1' }];
    automatonStep(s, [], moves);
    expect(s.pending.at(-1)).toEqual({ kind: 'strike', attacker: 'e1', targets: ['a'] });
  });

  it('AT-EA-14 AT-AMB-22 none to defeat: the highest Defense, the lowest id on a tie', () => {
    const s = solo({ e1: warden(0, '1,-1'), zz: ember('2,-1'), aa: ember('1,0') });
    s.evil!.steps = [{ op: 'strike', champ: 'e1' }];
    automatonStep(s, [], moves);
    expect(s.pending.at(-1)).toEqual({ kind: 'strike', attacker: 'e1', targets: ['aa'] });
  });

  it('AT-KW-16 Area attack hits every enemy in range; nobody in range, no strike', () => {
    const s = solo({
      e1: { def: 'plague-bearer', owner: -1, token: 0, at: '1,-1' },
      zz: ember('2,-1'),
      aa: ember('1,0'),
      far: ember('-2,4'),
    });
    s.evil!.steps = [{ op: 'strike', champ: 'e1' }];
    const pending = s.pending.length;
    automatonStep(s, [], moves);
    expect(s.pending.slice(pending)[0]).toEqual({ kind: 'strike', attacker: 'e1', targets: ['aa', 'zz'] });
    const none = solo({ e1: warden(0, '1,-1'), far: ember('-2,4') });
    const before = none.pending.length;
    none.evil!.steps = [{ op: 'strike', champ: 'e1' }];
    automatonStep(none, [], moves);
    expect(none.pending).toHaveLength(before);
  });
});

describe('AT Evil activation: entering the battlefield', () => {
  it('AT-AMB-21 AT-EA-3 off the battlefield it enters on its entry hex first, then heads for its Objective', () => {
    const s = solo({ e1: { def: 'iron-warden', owner: -1, token: 0, at: null }, me: ember('-2,4') });
    const r = activate(s, 0);
    expect(r.lines).toEqual(['Iron Warden activates.', 'Iron Warden is deployed on 0,-4.', 'Iron Warden moves from 0,-4 to 0,-1.']);
    expect(s.champions.e1!.at).toBe('0,-1');
    expect(r.steps).toEqual([{ op: 'strike', champ: 'e1' }]);
  });

  it('AT-EC-2 its entry hex and every neighbour taken, it stays off the battlefield and does nothing more', () => {
    const ring = ['0,-4', '1,-4', '1,-5', '0,-3', '-1,-3', '-1,-4', '0,-5'];
    const pawns = Object.fromEntries(ring.map((hex, i) => [`k${i}`, { def: 'cultist', owner: -1, at: hex }]));
    const s = solo({ e1: { def: 'iron-warden', owner: -1, token: 0, at: null }, me: ember('-2,4'), ...pawns });
    const r = activate(s, 0);
    expect([s.champions.e1!.at, r.steps, r.lines]).toEqual([null, [], ['Iron Warden activates.']]);
  });
});
