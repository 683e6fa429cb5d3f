/**
 * The effect language (rules/flow/effects.ts), one effect at a time, exact:
 * whom an effect applies to (self, the attacker, the targets, an ally), what
 * each operation does or queues (the step it pushes, field by field), and
 * what is lost (a champion on the portal, a push out of row, a rooted mover).
 *
 * Kilgore (seat 0) on 0,-3 with Gwaien on 2,-3 and Derrick on the portal;
 * Mariusz (seat 1) on -2,-1, in Kilgore's row, and Akhet on 3,-1, out of it.
 * Everyone has 3 damage.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import type { Effect } from '../../src/games/sfb/content/index.js';
import { applyEffectStep, decideAlly, expandEffect } from '../../src/games/sfb/rules/flow/effects.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { EffCtx, SfbState, Step } from '../../src/games/sfb/rules/state.js';

function position(rooted: string[] = []): SfbState {
  const at: Record<string, [number, string | null]> = {
    kil: [0, '0,-3'],
    gwa: [0, '2,-3'],
    der: [0, null],
    mar: [1, '-2,-1'],
    akh: [1, '3,-1'],
  };
  const champions = Object.fromEntries(
    Object.entries(at).map(([id, [seat, hex]]) => [id, { seat, at: hex, damage: 3, rooted: rooted.includes(id) }]),
  );
  const s = sfbEngine.scenarios!.setup({ champions } as unknown as Json).state;
  s.act = { seat: 0, champ: 'kil', card: 'kil1', kind: 'attack', targets: ['mar', 'akh'], vals: {}, reaction: null, xp: [], kod: [] };
  return s;
}

const ctx: EffCtx = { src: 'kil', credit: 'kil', chooser: 0 };
const effect = (op: Effect['op'], n = 1, who: Effect['who'] = 'target'): Effect => ({ op, n, who });

/** Applies one effect to one champion: the steps it queued and the events it wrote. */
function apply(s: SfbState, e: Effect, tgt: string, n: number | null = null, c: EffCtx = ctx) {
  const before = s.stack.length;
  const events: Events = [];
  applyEffectStep(s, { op: 'eff1', e, ctx: c, tgt, n }, events);
  return { pushed: s.stack.slice(before), events };
}
const text = (key: string, vars?: Record<string, unknown>) => ({ text: vars ? { key: `sfb.${key}`, vars } : { key: `sfb.${key}` } });

describe('SFB effects: whom they apply to', () => {
  const expand = (s: SfbState, e: Effect, phase: Extract<Step, { op: 'eff' }>['phase'] = 'post') => {
    const before = s.stack.length;
    const events: Events = [];
    expandEffect(s, { op: 'eff', e, ctx, phase }, events);
    return { pushed: s.stack.slice(before), events };
  };

  it('SFB-BASIC-3: self, the attacker, the targets (in declared order), and the attacker for a reaction', () => {
    const s = position();
    const damage = effect('damage');
    const one = (tgt: string, e = damage) => ({ op: 'eff1', e, ctx, tgt, n: null });
    const self = { ...damage, who: 'self' as const };
    const attacker = { ...damage, who: 'attacker' as const };
    expect(expand(s, self).pushed).toEqual([one('kil', self)]);
    expect(expand(s, attacker).pushed).toEqual([one('kil', attacker)]);
    // The last pushed resolves first: the targets are pushed so that the first declared resolves first.
    expect(expand(s, damage).pushed).toEqual([one('akh'), one('mar')]);
    expect(expand(s, damage, 'rpre').pushed).toEqual([one('kil')]);
    expect(expand(s, damage, 'rpost').pushed).toEqual([one('kil')]);
  });

  it('SFB-KO-5 SFB-BASIC-11: a target on the portal is skipped, except to draw or plan; nobody left: the effect is lost', () => {
    const s = position();
    s.act!.targets = ['der'];
    expect(expand(s, effect('damage'))).toEqual({ pushed: [], events: [text('ev.lost', { op: 'damage' })] });
    expect(expand(s, effect('draw', 2)).pushed).toEqual([{ op: 'eff1', e: effect('draw', 2), ctx, tgt: 'der', n: null }]);
    expect(expand(s, effect('plan')).pushed).toEqual([{ op: 'eff1', e: effect('plan'), ctx, tgt: 'der', n: null }]);
  });

  it('SFB-BASIC-11: without an action there is no target and nothing is said', () => {
    const s = position();
    s.act = null;
    expect(expand(s, effect('damage'))).toEqual({ pushed: [], events: [] });
    expect(expand(s, effect('damage', 1, 'attacker'))).toEqual({ pushed: [], events: [] });
  });

  it('SFB-BASIC-3: an ally is chosen among the source’s teammates in the arena, by id, never the source', () => {
    const s = position();
    const heal = effect('heal', 2, 'ally');
    expect(expand(s, heal).pushed).toEqual([{ op: 'pickAlly', e: heal, ctx }]);
    const spec = decideAlly(s, { op: 'pickAlly', e: heal, ctx })!;
    expect([spec.seat, spec.kind, spec.opts.map((o) => o.id)]).toEqual([0, 'pickAlly', ['c:gwa']]);
    spec.opts[0]!.run(s, []);
    expect(s.stack.at(-1)).toEqual({ op: 'eff1', e: { ...heal, who: 'target' }, ctx, tgt: 'gwa', n: null });
    s.champs.gwa!.at = null;
    expect(decideAlly(s, { op: 'pickAlly', e: heal, ctx })).toBeNull();
  });
});

describe('SFB effects: what each does', () => {
  it('SFB-KW-PUSH-1 SFB-KW-PULL-1: push and pull along the row; out of row said; 0 does nothing; from the portal nothing', () => {
    const push = position();
    expect(apply(push, effect('push'), 'gwa').pushed).toEqual([]);
    expect(push.champs.gwa!.at).toBe('3,-3');
    // Beyond Mariusz lies the statue on -3,0.
    expect(apply(push, effect('push'), 'mar').events).toEqual([text('ev.blocked', { champ: 'Mariusz', n: 1 })]);
    expect(push.champs.mar!.at).toBe('-2,-1');
    const pull = position();
    apply(pull, effect('pull'), 'mar');
    expect(pull.champs.mar!.at).toBe('-1,-2');
    const none = position();
    expect(apply(none, effect('push'), 'mar', 0)).toEqual({ pushed: [], events: [] });
    expect(none.champs.mar!.at).toBe('-2,-1');
    expect(apply(none, effect('push'), 'akh').events).toEqual([text('ev.notInRow', { champ: 'Akhet' })]);
    none.champs.kil!.at = null;
    expect(apply(none, effect('pull'), 'mar')).toEqual({ pushed: [], events: [] });
    expect(none.champs.mar!.at).toBe('-2,-1');
  });

  it('SFB-KW-TRANSFER-1 SFB-KW-PLACE-1: a transfer walks the target, a place leaps it around the source; rooted, a transfer is refused', () => {
    const s = position();
    expect(apply(s, effect('transfer', 2), 'mar').pushed).toEqual([
      { op: 'walk', champ: 'mar', budget: 2, chooser: 0, credit: 'kil', mode: 'transfer', ref: null, d0: 0, first: true },
    ]);
    expect(apply(s, effect('place', 2), 'mar').pushed).toEqual([
      { op: 'leap', champ: 'mar', n: 2, kind: 'place', center: 'kil', chooser: 0, credit: 'kil' },
    ]);
    const rooted = position(['mar']);
    expect(apply(rooted, effect('transfer', 2), 'mar')).toEqual({ pushed: [], events: [text('ev.rootedNoMove', { champ: 'Mariusz' })] });
  });

  it('SFB-KW-DIVE-1 SFB-KW-JUMP-1 SFB-KW-DASH-1: dive, jump and dash: the mover’s own move earns no credit, another’s does; rooted, refused', () => {
    const s = position();
    for (const kind of ['dive', 'jump'] as const) {
      expect(apply(s, effect(kind, 2), 'kil').pushed).toEqual([
        { op: 'leap', champ: 'kil', n: 2, kind, center: 'kil', chooser: 0, credit: null },
      ]);
      expect(apply(s, effect(kind, 2), 'mar').pushed).toEqual([
        { op: 'leap', champ: 'mar', n: 2, kind, center: 'mar', chooser: 0, credit: 'kil' },
      ]);
    }
    expect(apply(s, effect('dash', 3), 'kil').pushed).toEqual([
      { op: 'dash', champ: 'kil', budget: 3, dir: null, chooser: 0, credit: null },
    ]);
    expect(apply(s, effect('dash', 3), 'mar').pushed).toEqual([
      { op: 'dash', champ: 'mar', budget: 3, dir: null, chooser: 0, credit: 'kil' },
    ]);
    const rooted = position(['kil']);
    for (const kind of ['dive', 'jump', 'dash'] as const)
      expect(apply(rooted, effect(kind, 2), 'kil')).toEqual({ pushed: [], events: [text('ev.rootedNoMove', { champ: 'Kilgore' })] });
  });

  it('SFB-KW-HEAL-1 SFB-KW-DRAW-1 SFB-KW-PLAN-1: heal; draw and plan go to the chooser; the value given overrides the card’s', () => {
    const s = position();
    expect(apply(s, effect('heal', 2), 'gwa').events).toEqual([text('ev.heal', { champ: 'Gwaien', n: 2 })]);
    expect(s.champs.gwa!.dmg).toBe(1);
    const other: EffCtx = { src: 'kil', credit: 'kil', chooser: 1 };
    expect(apply(s, effect('draw', 2), 'der', null, other).pushed).toEqual([{ op: 'draw', seat: 1, max: 2 }]);
    expect(apply(s, effect('plan', 2), 'der', 1, other).pushed).toEqual([{ op: 'plan', seat: 1, left: 1 }]);
  });

  it('SFB-KW-STUN-1 SFB-KW-ROOT-1: stun queues its step and says so; root roots and says so; damage says and deals', () => {
    const s = position();
    expect(apply(s, effect('stun'), 'mar')).toEqual({
      pushed: [{ op: 'stun', champ: 'mar' }],
      events: [text('ev.stun', { champ: 'Mariusz' })],
    });
    expect(apply(s, effect('root'), 'mar').events).toEqual([text('ev.root', { champ: 'Mariusz' })]);
    expect(s.champs.mar!.rooted).toBe(true);
    expect(apply(s, effect('damage', 2), 'akh').events[0]).toEqual(text('ev.damage', { champ: 'Akhet', n: 2 }));
    expect(s.champs.akh!.dmg).toBeGreaterThan(3);
  });

  it('SFB-BASIC-7 SFB-BASIC-8: approach and retreat walk the source relative to the target; rooted or on the portal, nothing', () => {
    const s = position();
    for (const mode of ['approach', 'retreat'] as const)
      expect(apply(s, effect(mode, 2), 'mar').pushed).toEqual([
        { op: 'walk', champ: 'kil', budget: 2, chooser: 0, credit: null, mode, ref: '-2,-1', d0: 2, first: true },
      ]);
    expect(apply(position(['kil']), effect('approach', 2), 'mar')).toEqual({ pushed: [], events: [] });
    const portal = position();
    portal.champs.kil!.at = null;
    expect(apply(portal, effect('retreat', 2), 'mar')).toEqual({ pushed: [], events: [] });
  });

  it('SFB-KO-5: a champion on the portal is never affected, but may draw', () => {
    const s = position();
    expect(apply(s, effect('damage', 2), 'der')).toEqual({ pushed: [], events: [] });
    expect(apply(s, effect('stun'), 'der')).toEqual({ pushed: [], events: [] });
    expect(apply(s, effect('draw', 1), 'der').pushed).toEqual([{ op: 'draw', seat: 0, max: 1 }]);
  });
});
