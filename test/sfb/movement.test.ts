/**
 * Movement decisions and what each choice does (rules/flow/movement.ts),
 * exact: the walk of a card or standard action (SFB-MOVE), re-entry from the
 * portal (SFB-KO-6), advancing toward and moving away from an element
 * (SFB-BASIC-7/8), a dash, a dive, a jump and a placement, and a trap
 * entered with movement left (the rest of the move is a new leg).
 *
 * Kilgore (team 0) stands on 0,-3; Akhet (team 1) blocks 1,-3 east of it and
 * Mariusz (team 1) stands on 0,-1.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { decideDash, decideLeap, decideWalk, walkStep } from '../../src/games/sfb/rules/flow/movement.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { SfbState, Step } from '../../src/games/sfb/rules/state.js';

type Walk = Extract<Step, { op: 'walk' }>;
type Dash = Extract<Step, { op: 'dash' }>;
type Leap = Extract<Step, { op: 'leap' }>;

const position = (champions: Record<string, { seat: number; at: string | null; rooted?: boolean }>, traps: Record<string, string> = {}) =>
  sfbEngine.scenarios!.setup({ champions, traps } as unknown as Json).state;
const base = (traps: Record<string, string> = {}): SfbState =>
  position({ kil: { seat: 0, at: '0,-3' }, akh: { seat: 1, at: '1,-3' }, mar: { seat: 1, at: '0,-1' } }, traps);

const ZONES: Record<string, [string, string]> = {
  '-1,-2': ['Manipulation', 'Manipulation'],
  '-2,-1': ['Manipulation', 'Manipulation'],
  '0,-2': ['Destruction', 'Destruction'],
  '1,-2': ['Destruction', 'Destruction'],
};
/** A destination as offered: id, label (hex and zone in both languages), group (its row). */
const dest = (k: string) => {
  const [zone, zoneFr] = ZONES[k] ?? ['no zone', 'hors zone'];
  return {
    id: `h:${k}`,
    label: { key: 'sfb.c.hex', vars: { hex: k, zone, zoneFr } },
    group: { key: 'sfb.c.row', vars: { r: Number(k.split(',')[1]) } },
  };
};
const STAY = { id: 'stay', label: { key: 'sfb.c.stay' } };
type Shown = { seat: number; kind: string; text: unknown; opts: { id: string; label: unknown; group?: unknown }[] };
const shown = (spec: ReturnType<typeof decideWalk>): Shown | null =>
  spec && {
    seat: spec.seat,
    kind: spec.kind,
    text: spec.text,
    opts: spec.opts.map((o) => (o.group === undefined ? { id: o.id, label: o.label } : { id: o.id, label: o.label, group: o.group })),
  };
/** Kilgore in the corner 4,-4, its three neighbours on the board taken by enemies. */
const boxed = (): SfbState =>
  position({ kil: { seat: 0, at: '4,-4' }, akh: { seat: 1, at: '3,-4' }, mar: { seat: 1, at: '3,-3' }, sul: { seat: 1, at: '4,-3' } });
const walk = (s: SfbState, changes: Partial<Walk> = {}): Walk => ({ ...(walkStep(s.champs.kil!, 1, 0) as Walk), ...changes });
const dash = (changes: Partial<Dash> = {}): Dash => ({
  op: 'dash',
  champ: 'kil',
  budget: 2,
  dir: null,
  chooser: 0,
  credit: null,
  ...changes,
});
const leap = (changes: Partial<Leap> = {}): Leap => ({
  op: 'leap',
  champ: 'kil',
  n: 1,
  kind: 'jump',
  center: 'kil',
  chooser: 0,
  credit: null,
  ...changes,
});

describe('SFB walk (SFB-MOVE, SFB-KO-6, SFB-BASIC-7, SFB-BASIC-8)', () => {
  it('the step of a movement value: a move from the board, a re-entry from the portal', () => {
    const s = position({ kil: { seat: 0, at: '0,-3' }, gwa: { seat: 0, at: null } });
    const common = { op: 'walk', budget: 3, chooser: 1, credit: null, ref: null, d0: 0, first: true };
    expect(walkStep(s.champs.kil!, 3, 1)).toEqual({ ...common, champ: 'kil', mode: 'move' });
    expect(walkStep(s.champs.gwa!, 3, 1)).toEqual({ ...common, champ: 'gwa', mode: 'reentry' });
  });

  it('SFB-MOVE a walk of 1: stay, then every free neighbour in breadth-first order (the enemy on 1,-3 blocks east)', () => {
    const s = base();
    expect(shown(decideWalk(s, walk(s)))).toEqual({
      seat: 0,
      kind: 'move',
      text: { key: 'sfb.p.move', vars: { champ: 'Kilgore', n: 1 } },
      opts: [STAY, dest('1,-4'), dest('0,-4'), dest('-1,-3'), dest('-1,-2'), dest('0,-2')],
    });
  });

  it('asks the chooser, and names a transfer as such', () => {
    const s = base();
    const spec = shown(decideWalk(s, walk(s, { mode: 'transfer', chooser: 1, budget: 1 })))!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'transfer', { key: 'sfb.p.transfer', vars: { champ: 'Kilgore', n: 1 } }]);
    expect(spec.opts[0]).toEqual(STAY);
  });

  it('SFB-BASIC-7 advancing: only hexes nearer the element than before, and no staying on the first leg', () => {
    const s = base();
    const spec = shown(decideWalk(s, walk(s, { mode: 'approach', ref: '0,-1', d0: 2, budget: 2 })))!;
    expect(spec.opts).toEqual([dest('0,-2'), dest('-1,-1'), dest('1,-2')]);
    // A later leg (after a trap) may stop.
    const later = shown(decideWalk(s, walk(s, { mode: 'approach', ref: '0,-1', d0: 2, budget: 2, first: false })))!;
    expect(later.opts).toEqual([STAY, dest('0,-2'), dest('-1,-1'), dest('1,-2')]);
  });

  it('SFB-BASIC-8 moving away: only hexes farther from the element than before (2 from 0,-1 is not farther)', () => {
    const s = base();
    const spec = shown(decideWalk(s, walk(s, { mode: 'retreat', ref: '0,-1', d0: 2, budget: 1 })))!;
    expect(spec.opts).toEqual([dest('1,-4'), dest('0,-4'), dest('-1,-3')]);
    // Nowhere farther: no decision at all.
    expect(decideWalk(s, walk(s, { mode: 'retreat', ref: '0,-1', d0: 3, budget: 1 }))).toBeNull();
  });

  it('SFB-KO-6 a re-entry: the deployment row, no staying on the portal', () => {
    const s = position({ kil: { seat: 0, at: null }, mar: { seat: 1, at: '2,-4' } });
    const spec = shown(decideWalk(s, walkStep(s.champs.kil!, 1, 0) as Walk))!;
    expect([spec.kind, spec.text]).toEqual(['reenter', { key: 'sfb.p.reenter', vars: { champ: 'Kilgore', n: 1 } }]);
    expect(spec.opts).toEqual([dest('0,-4'), dest('1,-4'), dest('3,-4'), dest('4,-4')]);
  });

  it('no decision: no budget, rooted, a move from the portal, a re-entry from the board, every neighbour blocked', () => {
    const s = base();
    expect(decideWalk(s, walk(s, { budget: 0 }))).toBeNull();
    const rooted = position({ kil: { seat: 0, at: '0,-3', rooted: true } });
    expect(decideWalk(rooted, walk(rooted))).toBeNull();
    const portal = position({ kil: { seat: 0, at: null } });
    expect(decideWalk(portal, walk(portal, { mode: 'move' }))).toBeNull();
    expect(decideWalk(s, walk(s, { mode: 'reentry' }))).toBeNull();
    // 4,-4 is a corner: its three neighbours on the board are taken by enemies.
    const boxed = position({
      kil: { seat: 0, at: '4,-4' },
      akh: { seat: 1, at: '3,-4' },
      mar: { seat: 1, at: '3,-3' },
      sul: { seat: 1, at: '4,-3' },
    });
    expect(decideWalk(boxed, walk(boxed))).toBeNull();
  });

  it('walking: the path from the start, the event with the cost, the step popped; from the portal the path starts on the row', () => {
    const s = base();
    const step = walk(s, { budget: 2 });
    s.stack.push(step);
    const depth = s.stack.length;
    const events: Events = [];
    decideWalk(s, step)!
      .opts.find((o) => o.id === 'h:-2,-1')!
      .run(s, events);
    expect([s.champs.kil!.at, s.last.path, s.stack.length]).toEqual(['-2,-1', ['0,-3', '-1,-2', '-2,-1'], depth - 1]);
    expect(events).toEqual([{ text: { key: 'sfb.ev.move', vars: { champ: 'Kilgore', hex: '-2,-1', n: 2 } } }]);

    const portal = position({ kil: { seat: 0, at: null } });
    const reentry = walkStep(portal.champs.kil!, 2, 0) as Walk;
    portal.stack.push(reentry);
    decideWalk(portal, reentry)!
      .opts.find((o) => o.id === 'h:0,-3')!
      .run(portal, []);
    expect([portal.champs.kil!.at, portal.last.path]).toEqual(['0,-3', ['0,-4', '0,-3']]);
  });

  it('staying pops the step and moves nobody', () => {
    const s = base();
    const step = walk(s);
    s.stack.push(step);
    const depth = s.stack.length;
    decideWalk(s, step)!.opts[0]!.run(s, []);
    expect([s.champs.kil!.at, s.stack.length]).toEqual(['0,-3', depth - 1]);
  });

  it('a trap entered with movement left queues the rest as a new leg (a re-entry goes on as a move); with none left, no leg', () => {
    const s = base({ '-1,-2': 't03' });
    const step = walk(s, { budget: 3, mode: 'approach', ref: '0,-1', d0: 9 });
    s.stack.push(step);
    decideWalk(s, step)!
      .opts.find((o) => o.id === 'h:-1,-2')!
      .run(s, []);
    expect(s.stack.filter((x) => x.op === 'walk')).toEqual([{ ...step, budget: 2, first: false }]);

    const last = base({ '-1,-2': 't03' });
    const one = walk(last, { budget: 1 });
    last.stack.push(one);
    decideWalk(last, one)!
      .opts.find((o) => o.id === 'h:-1,-2')!
      .run(last, []);
    expect(last.stack.filter((x) => x.op === 'walk')).toEqual([]);

    const portal = position({ kil: { seat: 0, at: null } }, { '0,-4': 't03' });
    const reentry = walkStep(portal.champs.kil!, 2, 0) as Walk;
    portal.stack.push(reentry);
    decideWalk(portal, reentry)!
      .opts.find((o) => o.id === 'h:0,-4')!
      .run(portal, []);
    expect(portal.stack.filter((x) => x.op === 'walk')).toEqual([{ ...reentry, budget: 1, mode: 'move', first: false }]);
  });
});

describe('SFB dash, dive, jump and place', () => {
  it('a dash of 2: stay, then each straight line up to the first obstacle (Mariusz stops the line south-east)', () => {
    expect(shown(decideDash(base(), dash()))).toEqual({
      seat: 0,
      kind: 'dash',
      text: { key: 'sfb.p.dash', vars: { champ: 'Kilgore', n: 2 } },
      opts: [STAY, dest('1,-4'), dest('0,-4'), dest('-1,-3'), dest('-1,-2'), dest('-2,-1'), dest('0,-2')],
    });
  });

  it('no dash: from the portal, rooted, no budget, every line blocked at once', () => {
    expect(decideDash(position({ kil: { seat: 0, at: null } }), dash())).toBeNull();
    expect(decideDash(position({ kil: { seat: 0, at: '0,-3', rooted: true } }), dash())).toBeNull();
    expect(decideDash(base(), dash({ budget: 0 }))).toBeNull();
    expect(decideDash(boxed(), dash())).toBeNull();
  });

  it('staying after a dash pops the step; a dash that ends on a trap with nothing left queues no leg', () => {
    const s = base({ '-1,-2': 't03' });
    const step = dash({ budget: 1 });
    s.stack.push(step);
    const depth = s.stack.length;
    decideDash(s, step)!.opts[0]!.run(s, []);
    expect([s.champs.kil!.at, s.stack.length]).toEqual(['0,-3', depth - 1]);
    s.stack.push(step);
    decideDash(s, step)!
      .opts.find((o) => o.id === 'h:-1,-2')!
      .run(s, []);
    expect([s.champs.kil!.at, s.stack.filter((x) => x.op === 'dash')]).toEqual(['-1,-2', []]);
  });

  it('dashing: the path, the event, the step popped; a trap with budget left queues the rest in the same direction', () => {
    const s = base({ '-1,-2': 't03' });
    const step = dash({ budget: 3 });
    s.stack.push(step);
    const events: Events = [];
    decideDash(s, step)!
      .opts.find((o) => o.id === 'h:-1,-2')!
      .run(s, events);
    expect([s.champs.kil!.at, s.last.path]).toEqual(['-1,-2', ['0,-3', '-1,-2']]);
    expect(events[0]).toEqual({ text: { key: 'sfb.ev.dash', vars: { champ: 'Kilgore', hex: '-1,-2', n: 1 } } });
    expect(s.stack.filter((x) => x.op === 'dash')).toEqual([{ ...step, budget: 2, dir: 4 }]);

    const plain = base();
    const two = dash();
    plain.stack.push(two);
    const depth = plain.stack.length;
    decideDash(plain, two)!
      .opts.find((o) => o.id === 'h:-2,-1')!
      .run(plain, []);
    expect([plain.champs.kil!.at, plain.last.path, plain.stack.length]).toEqual(['-2,-1', ['0,-3', '-1,-2', '-2,-1'], depth - 1]);
  });

  it('a jump of 1 from the champion, a placement around the centre champion (both in board order, nearest the middle first), a dive of 2 (line by line)', () => {
    const s = base();
    const jump = shown(decideLeap(s, leap()))!;
    expect([jump.kind, jump.text]).toEqual(['jump', { key: 'sfb.p.jump', vars: { champ: 'Kilgore', n: 1 } }]);
    expect(jump.opts).toEqual([STAY, dest('0,-2'), dest('-1,-2'), dest('1,-4'), dest('0,-4'), dest('-1,-3')]);
    // Akhet placed within 1 of Kilgore: the same hexes, named for Akhet.
    const place = shown(decideLeap(s, leap({ champ: 'akh', kind: 'place' })))!;
    expect([place.kind, place.text]).toEqual(['place', { key: 'sfb.p.place', vars: { champ: 'Akhet', n: 1 } }]);
    expect(place.opts).toEqual(jump.opts);
    const dive = shown(decideLeap(s, leap({ kind: 'dive', n: 2 })))!;
    expect([dive.kind, dive.text]).toEqual(['dive', { key: 'sfb.p.dive', vars: { champ: 'Kilgore', n: 2 } }]);
    expect(dive.opts).toEqual([STAY, dest('2,-3'), dest('1,-4'), dest('0,-4'), dest('-1,-3'), dest('-1,-2'), dest('-2,-1'), dest('0,-2')]);
  });

  it('no leap: the mover or the centre on the portal, n 0, a rooted champion jumping; a rooted champion may still be placed', () => {
    expect(decideLeap(position({ kil: { seat: 0, at: null } }), leap())).toBeNull();
    const s = base();
    expect(decideLeap(s, leap({ n: 0 }))).toBeNull();
    const centreAway = position({ kil: { seat: 0, at: '0,-3' }, akh: { seat: 1, at: null } });
    expect(decideLeap(centreAway, leap({ center: 'akh' }))).toBeNull();
    const rooted = position({ kil: { seat: 0, at: '0,-3', rooted: true }, akh: { seat: 1, at: '1,-3' } });
    expect(decideLeap(rooted, leap())).toBeNull();
    expect(decideLeap(rooted, leap({ kind: 'dive' }))).toBeNull();
    expect(decideLeap(boxed(), leap())).toBeNull();
    // A jump leaves from the jumper, whoever the centre is.
    expect(shown(decideLeap(s, leap({ center: 'akh' })))!.opts).toEqual(shown(decideLeap(s, leap()))!.opts);
    expect(shown(decideLeap(rooted, leap({ kind: 'place', center: 'akh' })))!.opts.map((o) => o.id)).toEqual([
      'stay',
      'h:1,-2',
      'h:0,-2',
      'h:2,-3',
      'h:2,-4',
      'h:1,-4',
    ]);
  });

  it('leaping: the path from the start to the hex, the event named after the leap', () => {
    const s = base();
    const step = leap({ kind: 'dive', n: 2 });
    s.stack.push(step);
    const depth = s.stack.length;
    const events: Events = [];
    decideLeap(s, step)!
      .opts.find((o) => o.id === 'h:2,-3')!
      .run(s, events);
    expect([s.champs.kil!.at, s.last.path, s.stack.length]).toEqual(['2,-3', ['0,-3', '2,-3'], depth - 1]);
    expect(events).toEqual([{ text: { key: 'sfb.ev.dive', vars: { champ: 'Kilgore', hex: '2,-3' } } }]);
  });
});
