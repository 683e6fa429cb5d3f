/**
 * The Evil Player's guards and tie-breaks that the other evil tests leave open
 * (rules/evil.ts; issue #23, mutation testing), exact: the squad drawn while
 * Evil pawns are already on the state (only the players' Champions are
 * excluded) and its size, a `toward` step, a close with no card played, a
 * Cultist whose token has no Objective hex or whose hexes are all taken, the
 * Cultist and Artifact instances created, the automaton's "activate every Evil
 * Champion", Scorch's targets and names, the strike's target and Treasure
 * window, and an Evil Champion's choice of where to attack from. Positions come
 * from the scenario loader on the Warded Vale (Objectives 0,0 -2,-1 1,-3 3,-4;
 * entry hexes 0,-4 -2,-2 2,-4 4,-4).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { CONTENT, isBoss } from '../../src/games/at/content/index.js';
import type { EvilEffect } from '../../src/games/at/content/schema.js';
import { activateEvil, automatonStep, buildEvilSquad, evilTurn, overlordStep, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';
import { EVIL, noTreasure } from '../../src/games/at/rules/state.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const fr = (e: GameEvent) => translate(e.text, 'fr', at.strings);
const bosses = CONTENT.evilChampions.filter(isBoss).map((e) => e.id);
const others = CONTENT.evilChampions.filter((e) => !isBoss(e)).map((e) => e.id);

const solo = (champions: Record<string, unknown>, setup: Record<string, unknown> = {}): AtState =>
  atEngine.scenarios!.setup({ mode: 'solo', intrigueDeck: ['muster', 'pincer'], champions, ...setup } as unknown as Json).state;
const warden = (token: number, at: string | null) => ({ def: 'iron-warden', owner: -1, token, at });
const ember = (at: string | null, damage = 0) => ({ def: 'ember-sentinel', owner: 0, at, damage });

/** Runs one Evil effect as a step of the automaton's turn: the events in English and the steps left. */
function step(s: AtState, x: EvilEffect | { op: 'toward' | 'strike'; champ: string }) {
  s.evil!.steps = [x as EvilEffect];
  const events: GameEvent[] = [];
  automatonStep(s, events, moves);
  return { events, lines: events.map(en), steps: s.evil!.steps };
}

/** A Solo position whose player fields, off the battlefield, every Evil Champion but `left`. */
function soloWithout(left: string[]): AtState {
  const fielded = CONTENT.evilChampions.map((e) => e.id).filter((id) => !left.includes(id));
  const champions = Object.fromEntries(fielded.map((def, i) => [`p${i}`, { def, owner: 0 }]));
  return atEngine.scenarios!.setup({ mode: 'solo', seed: 'guards', champions } as unknown as Json).state;
}

describe('AT Evil squad: who is taken, how many', () => {
  it('AT-SO-10 AT-SO-18 an Evil pawn already there does not make its name taken: only the players’ Champions are', () => {
    const left = [bosses[0]!, ...others.slice(0, 3)];
    const s = soloWithout(left);
    // An Evil pawn named like one of the four left (as a second squad would be, e.g. a scenario's).
    s.champions['old'] = {
      id: 'old',
      def: others[0]!,
      owner: EVIL,
      at: null,
      damage: 0,
      exhausted: false,
      artifacts: [],
      treasure: noTreasure(),
    };
    buildEvilSquad(s, []);
    const squad = Object.values(s.champions).filter((c) => c.owner === EVIL && c.id !== 'old');
    expect(squad.map((c) => c.def).sort()).toEqual([...left].sort());
    expect(squad[0]!.def).toBe(bosses[0]);
  });

  it('AT-SO-9 with more Evil Champions left than places, the squad is a Boss and 3 others: 4 pawns', () => {
    const s = soloWithout([bosses[0]!, ...others.slice(0, 6)]);
    const events: GameEvent[] = [];
    buildEvilSquad(s, events);
    expect(Object.values(s.champions).filter((c) => c.owner === EVIL)).toHaveLength(4);
    expect(events).toHaveLength(4);
  });
});

describe('AT Evil turn: steps and the close', () => {
  it('AT-EA-7 a toward step moves a pawn on the battlefield onto its Objective', () => {
    const s = solo({ e1: warden(0, '0,-2'), me: ember('-2,4') });
    const r = step(s, { op: 'toward', champ: 'e1' });
    expect(s.champions.e1!.at).toBe('0,0');
    expect(r.lines).toEqual(['Iron Warden moves from 0,-2 to 0,0.']);
    expect(r.events.map(fr)).toEqual(['Gardien de fer va de 0,-2 en 0,0.']);
  });

  it('AT-EA-9 AT-EA-10 next to its Objective but kept off it, no hex in reach is nearer: it stays', () => {
    // An Evil Cultist stands on the Objective 0,0; every hex the Warden can end on is 1 from it at best, as 0,-1 is.
    const s = solo({ e1: warden(0, '0,-1'), k: { def: 'cultist', owner: -1, at: '0,0' }, me: ember('-2,4') });
    const r = step(s, { op: 'toward', champ: 'e1' });
    expect([s.champions.e1!.at, r.lines]).toEqual(['0,-1', []]);
  });

  it('AT-EVT-1 a turn closed before any card is drawn reports nothing', () => {
    const s = solo({ me: ember('-2,4') });
    evilTurn(s);
    s.evil!.steps = [{ op: 'close' } as never];
    const events: GameEvent[] = [];
    expect(automatonStep(s, events, moves)).toBe('done');
    expect(events).toEqual([]);
    expect(s.evil!.report).toBeUndefined();
  });
});

describe('AT Evil effects: Cultists and Artifacts', () => {
  it('AT-GP-2 a Cultist for a token with no Objective hex is not deployed, for the automaton and the Overlord', () => {
    const s = solo({ me: ember('-2,4') });
    const before = Object.keys(s.champions);
    expect(step(s, { op: 'cultist', token: 4 }).lines).toEqual([]);
    expect(Object.keys(s.champions)).toEqual(before);
    const o = solo({ me: ember('-2,4') }, { overlord: true });
    o.evil!.overlord!.played = ['muster'];
    o.evil!.overlord!.queue = [{ op: 'cultist', token: 4 }];
    const pending = o.pending.length;
    expect(overlordStep(o, [], moves)).toBe('step');
    expect([Object.keys(o.champions), o.pending.length]).toEqual([Object.keys(o.champions).filter((id) => id !== 'new'), pending]);
    expect(Object.values(o.champions).filter((c) => c.def === 'cultist')).toEqual([]);
  });

  it('AT-EC-2 its Objective hex and every neighbour taken: no Cultist', () => {
    // Objective 1: -2,-1, and its six neighbours.
    const ring = ['-2,-1', '-1,-1', '-1,-2', '-2,-2', '-3,-1', '-3,0', '-2,0'];
    const pawns = Object.fromEntries(ring.map((hex, i) => [`p${i}`, { def: 'ember-sentinel', owner: 0, at: hex }]));
    const s = solo(pawns);
    const before = Object.keys(s.champions);
    expect(step(s, { op: 'cultist', token: 1 }).lines).toEqual([]);
    expect(Object.keys(s.champions)).toEqual(before);
  });

  it('AT-EC-1 a Cultist is a new Evil pawn: the next id, undamaged, ready, without Artifacts or Treasures', () => {
    const s = solo({ me: ember('-2,4') });
    const n = s.nextId;
    step(s, { op: 'cultist', token: 1 });
    expect(s.nextId).toBe(n + 1);
    expect(s.champions[`k${n}`]).toEqual({
      id: `k${n}`,
      def: 'cultist',
      owner: EVIL,
      at: '-2,-1',
      damage: 0,
      exhausted: false,
      artifacts: [],
      treasure: noTreasure(),
    });
  });

  it('AT-IN-13 the Armory skips empty slots; the Artifact becomes a new card instance, the next id', () => {
    // Prism Lens 3, Gear Gauntlet 2: the cheapest, in slot 2.
    const s = solo({ e1: warden(0, '0,-2'), me: ember('-2,4') }, { row: [null, 'prism-lens', 'gear-gauntlet', null, 'mystic', null] });
    const n = s.nextId;
    step(s, { op: 'armory', token: 0 });
    expect(s.champions.e1!.artifacts).toEqual([`c${n}`]);
    expect(s.cards[`c${n}`]).toBe('gear-gauntlet');
    expect(s.nextId).toBe(n + 1);
  });
});

describe('AT Evil effects: activating every Evil Champion, Scorch', () => {
  it('AT-EA-2 the automaton activates every Evil Champion: one step per token, in token order, before the rest', () => {
    const s = solo({ me: ember('-2,4') });
    s.evil!.steps = [{ op: 'activateAll' }, { op: 'honor', n: 1 }];
    automatonStep(s, [], moves);
    expect(s.evil!.steps).toEqual([
      { op: 'activate', token: 0 },
      { op: 'activate', token: 1 },
      { op: 'activate', token: 2 },
      { op: 'activate', token: 3 },
      { op: 'honor', n: 1 },
    ]);
  });

  it('AT-IN-5 Scorch hits the allies’ pawns next to an Evil pawn, in id order, a Cultist and a Champion named, never an Evil pawn', () => {
    // e1 on 0,-2; next to it: an Evil Cultist (0,-1), the players' zz (1,-2), mm (a Cultist, -1,-2) and aa (1,-3); far off the board.
    const s = solo({
      e1: warden(0, '0,-2'),
      k: { def: 'cultist', owner: -1, at: '0,-1' },
      zz: { def: 'veil-reaver', owner: 0, at: '1,-2' },
      mm: { def: 'cultist', owner: 0, at: '-1,-2' },
      aa: ember('1,-3'),
      far: ember(null),
    });
    const r = step(s, { op: 'scorch', n: 1 });
    expect(r.lines).toEqual([
      'Ember Sentinel takes 1 damage.',
      'Cultist takes 1 damage.',
      'Veil Reaver takes 1 damage.',
      'Cultist is defeated.',
    ]);
    expect(r.events.slice(0, 3).map(fr)).toEqual([
      'Sentinelle des braises subit 1 dégât.',
      'Cultiste subit 1 dégât.',
      'Faucheur du voile subit 1 dégât.',
    ]);
    expect([s.champions.k!.damage, s.champions.far!.damage]).toEqual([0, 0]);
  });
});

describe('AT Evil activation: its target and where it attacks from', () => {
  it('AT-EA-14 none to defeat: the highest Defense even when it is not the lowest id', () => {
    // Ember Sentinel (aa) Defense 4, Glyph Warden (bb) Defense 5, both next to the Warden on 1,-1.
    const s = solo({ e1: warden(0, '1,-1'), aa: ember('2,-1'), bb: { def: 'glyph-warden', owner: 0, at: '1,0' } });
    step(s, { op: 'strike', champ: 'e1' });
    expect(s.pending.at(-1)).toEqual({ kind: 'strike', attacker: 'e1', targets: ['bb'] });
  });

  it('AT-EA-13 an Evil pawn next to the attacker is never its target, however strong', () => {
    const s = solo({ e1: warden(0, '1,-1'), big: { def: 'iron-warden', owner: -1, token: 1, at: '0,-1' }, aa: ember('2,-1') });
    step(s, { op: 'strike', champ: 'e1' });
    expect(s.pending.at(-1)).toEqual({ kind: 'strike', attacker: 'e1', targets: ['aa'] });
  });

  it('AT-TR-10 the defender holding a Treasure is asked before the strike lands', () => {
    const s = solo({ e1: warden(0, '1,-1'), aa: ember('2,-1') }, { treasures: { 0: ['oak-charm'] } });
    step(s, { op: 'strike', champ: 'e1' });
    expect(s.pending.slice(-2)).toEqual([
      { kind: 'strike', attacker: 'e1', targets: ['aa'] },
      { kind: 'window', seat: 0 },
    ]);
  });

  it('a strike or an activation of a pawn that does not exist does nothing', () => {
    const s = solo({ me: ember('-2,4') });
    const pending = s.pending.length;
    expect(step(s, { op: 'strike', champ: 'ghost' }).lines).toEqual([]);
    const events: GameEvent[] = [];
    activateEvil(s, 'ghost', events, moves);
    expect([events, s.pending.length]).toEqual([[], pending]);
  });

  it('AT-EA-6 AT-EA-12 the strongest it can defeat needs a move: it moves there rather than strike the weaker one beside it', () => {
    // The Warden (Strength 3) on 2,-2: the Ember Sentinel beside it (4 − 1) and the Glyph Warden on 0,0 (5 − 2), both
    // within its reach; the Glyph Warden has the higher Defense. Every hex next to 0,0 is 1 from the Objective (0,0):
    // the first in key order it reaches, -1,0 (-1,1 and 0,1 are out of reach, 0,-1 1,-1 1,0 come after it).
    const s = solo({ e1: warden(0, '2,-2'), a: ember('3,-2', 1), g: { def: 'glyph-warden', owner: 0, at: '0,0', damage: 2 } });
    s.evil!.steps = [{ op: 'activate', token: 0 }];
    const events: GameEvent[] = [];
    automatonStep(s, events, moves);
    expect(events.map(en)).toEqual(['Iron Warden activates.', `Iron Warden moves from 2,-2 to ${s.champions.e1!.at}.`]);
    expect(s.champions.e1!.at).toBe('-1,0');
    expect(s.evil!.steps).toEqual([{ op: 'strike', champ: 'e1' }]);
  });

  it('AT-EA-11 next to 0,0 while its Objective is elsewhere (token 1: -2,-1), it does not stay to score: it heads for its own', () => {
    const s = solo({ e1: warden(1, '0,-1'), me: ember('-2,4') });
    s.evil!.steps = [{ op: 'activate', token: 1 }];
    automatonStep(s, [], moves);
    expect(s.evil!.honor).toBe(0);
    expect(s.champions.e1!.at).not.toBe('0,-1');
  });
});

describe('AT Evil pawns: holders and walks, ties', () => {
  it('AT-EA-1 three Evil Champions given the same Objective token: the lowest id holds it, whatever the order written', () => {
    const s = solo({
      zz: { def: 'cog-lancer', owner: -1, token: 1, at: '3,-4' },
      aa: warden(2, '-2,-2'),
      mm: { def: 'plague-bearer', owner: -1, token: 3, at: '4,-4' },
      me: ember('-2,4'),
    });
    s.evil!.tokens = { zz: 0, aa: 0, mm: 0 };
    const r = step(s, { op: 'activate', token: 0 });
    expect(r.lines[0]).toBe('Iron Warden activates.');
  });

  it('AT-EA-8 of two hexes equally near its Objective, it walks to the first in key order', () => {
    // From 3,-4 (4 from 0,0), Speed 3: 0,-1 and 1,-1 are both 1 from 0,0, both 3 moves away.
    const s = solo({ e1: warden(0, '3,-4'), me: ember('-2,4') });
    const r = step(s, { op: 'toward', champ: 'e1' });
    expect(r.lines).toEqual(['Iron Warden moves from 3,-4 to 0,-1.']);
  });

  it('AT-IN-5 Scorch hits in id order whatever the order the pawns were written in', () => {
    const s = solo({
      e1: warden(0, '0,-2'),
      mm: ember('1,-2'),
      zz: { def: 'veil-reaver', owner: 0, at: '-1,-2' },
      aa: { def: 'glyph-warden', owner: 0, at: '1,-3' },
    });
    expect(step(s, { op: 'scorch', n: 1 }).lines).toEqual([
      'Glyph Warden takes 1 damage.',
      'Ember Sentinel takes 1 damage.',
      'Veil Reaver takes 1 damage.',
    ]);
    // So does the strike an Area attacker declares: every enemy in range, by id.
    const area = solo({
      e1: { def: 'plague-bearer', owner: -1, token: 0, at: '0,-2' },
      mm: ember('1,-2'),
      zz: ember('-1,-2'),
      aa: ember('1,-3'),
    });
    step(area, { op: 'strike', champ: 'e1' });
    expect(area.pending.at(-1)).toEqual({ kind: 'strike', attacker: 'e1', targets: ['aa', 'mm', 'zz'] });
  });

  it('AT-EA-6 AT-EA-12 the spot it moves to is one next to its target, even when a spot next to another is nearer its Objective', () => {
    // The Warden (Strength 3) on 1,-2 can defeat the Ember Sentinel on 0,1 (4 − 1) from 0,0, its Objective, and the
    // stronger Glyph Warden on 3,-3 (5 − 2) from 2,-2, 2 from the Objective: it goes to 2,-2.
    const s = solo({ e1: warden(0, '1,-2'), a: ember('0,1', 1), g: { def: 'glyph-warden', owner: 0, at: '3,-3', damage: 2 } });
    s.evil!.steps = [{ op: 'activate', token: 0 }];
    automatonStep(s, [], moves);
    expect(s.champions.e1!.at).toBe('2,-2');
  });
});
