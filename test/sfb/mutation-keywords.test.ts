/**
 * The keywords that take a choice or move a champion in a straight line
 * (rules/flow/keywords.ts), exact: the value prompt of Push, Pull and Fear and
 * when it is skipped, the Fear escapes (furthest, then longest, ties to the
 * target's player), Stun's discard or reveal, Plan and Draw one card at a time,
 * and the push itself hex by hex (edge, statue, champion, trap, knock-out).
 *
 * Kilgore (seat 0) on 0,-3; Mariusz (seat 1) on 1,-3, beside it in its row (direction 0 points away).
 * Statues stand on -3,0, 0,0 and 3,0; the arena has radius 4.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import type { Effect } from '../../src/games/sfb/content/index.js';
import {
  decideDraw,
  decideFear,
  decidePlan,
  decideStun,
  decideValue,
  fear,
  straightMove,
  stunAuto,
} from '../../src/games/sfb/rules/flow/keywords.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { EffCtx, SfbState, Step } from '../../src/games/sfb/rules/state.js';

const skill = (id: string, en: string) => ({
  id,
  champion: id.slice(0, 3),
  name: { en, fr: `${en} fr` },
  type: 'skill',
  essence: 'C',
  effects: [{ op: 'heal', n: 1, who: 'self' }],
});
const CARDS = [skill('kil7', 'Seven'), skill('kil8', 'Eight'), skill('mar7', 'Other')];

type Spot = { seat: number; at: string | null; damage?: number; rooted?: boolean };
function position(extra: Record<string, Spot> = {}, setup: Record<string, unknown> = {}): SfbState {
  const champions = { kil: { seat: 0, at: '0,-3' }, mar: { seat: 1, at: '1,-3' }, ...extra };
  return sfbEngine.scenarios!.setup({ champions, cards: CARDS, ...setup } as unknown as Json).state;
}
const ctx: EffCtx = { src: 'kil', credit: 'kil', chooser: 0 };
const T = (key: string, vars?: Record<string, unknown>) => (vars ? { key: `sfb.${key}`, vars } : { key: `sfb.${key}` });
const line = (key: string, vars?: Record<string, unknown>, visibleTo?: number[]) =>
  visibleTo ? { text: T(key, vars), visibleTo } : { text: T(key, vars) };
const keys = (events: Events) => events.map((e) => (typeof e.text === 'string' ? e.text : e.text.key));

function push(s: SfbState, id: string, dir: number, n: number) {
  const events: Events = [];
  straightMove(s, id, dir, n, 'kil', events);
  return events;
}

describe('SFB keywords: a push or pull, hex by hex', () => {
  it('SFB-KW-PUSH-1 SFB-KW-PUSH-2: the full distance in the row, each hex on the path, no damage', () => {
    const s = position();
    expect(push(s, 'mar', 0, 2)).toEqual([line('ev.pushed', { champ: 'Mariusz', n: 2 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.last.path]).toEqual(['3,-3', 0, ['1,-3', '2,-3', '3,-3']]);
  });

  it('SFB-KW-PUSH-3 SFB-KW-PUSH-5: the arena edge stops it; each hex not travelled is 1 damage', () => {
    const s = position();
    expect(push(s, 'mar', 0, 5)).toEqual([line('ev.pushed', { champ: 'Mariusz', n: 3 }), line('ev.blocked', { champ: 'Mariusz', n: 2 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.last.path]).toEqual(['4,-3', 2, ['1,-3', '2,-3', '3,-3', '4,-3']]);
  });

  it('SFB-KW-PUSH-3: a champion, ally or enemy, stops it before its hex', () => {
    const s = position({ gwa: { seat: 0, at: '3,-3' } });
    expect(push(s, 'mar', 0, 3)).toEqual([line('ev.pushed', { champ: 'Mariusz', n: 1 }), line('ev.blocked', { champ: 'Mariusz', n: 2 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg]).toEqual(['2,-3', 2]);
    const ally = position({ akh: { seat: 1, at: '2,-3' } });
    expect(push(ally, 'mar', 0, 1)).toEqual([line('ev.blocked', { champ: 'Mariusz', n: 1 })]);
    expect([ally.champs.mar!.at, ally.champs.mar!.dmg, ally.last.path]).toEqual(['1,-3', 1, ['1,-3']]);
  });

  it('SFB-KW-PUSH-3: a statue stops it at once: no move line, the whole distance as damage', () => {
    const s = position({ mar: { seat: 1, at: '-1,0' } });
    expect(push(s, 'mar', 0, 2)).toEqual([line('ev.blocked', { champ: 'Mariusz', n: 2 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.last.path]).toEqual(['-1,0', 2, ['-1,0']]);
  });

  it('SFB-KW-PUSH-7: a rooted target takes the full distance as damage and stays', () => {
    const s = position({ mar: { seat: 1, at: '1,-3', rooted: true } });
    expect(push(s, 'mar', 0, 3)).toEqual([line('ev.blocked', { champ: 'Mariusz', n: 3 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg]).toEqual(['1,-3', 3]);
  });

  it('SFB-KW-PUSH-9: a push of 0 moves nothing and says nothing', () => {
    const s = position();
    expect(push(s, 'mar', 0, 0)).toEqual([]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.last.path]).toEqual(['1,-3', 0, ['1,-3']]);
  });

  it('SFB-KW-PUSH-4 SFB-KW-PUSH-8: a root trap passed over stops it; the rest becomes damage; the trap is replaced', () => {
    const s = position({}, { traps: { '2,-3': 't03' } });
    expect(keys(push(s, 'mar', 0, 3))).toEqual(['sfb.ev.trapRoot', 'sfb.ev.pushed', 'sfb.ev.blocked']);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.champs.mar!.rooted, s.traps.board]).toEqual(['2,-3', 2, true, {}]);
    expect(s.stack).toEqual([{ op: 'trapPlace', seat: 1, exclude: '2,-3', spent: 't03' }]);
  });

  it('SFB-KW-PUSH-4 SFB-KO-1: a trap that knocks the target out ends the push there, with no damage for the rest', () => {
    const s = position({ mar: { seat: 1, at: '1,-3', damage: 5 } }, { traps: { '2,-3': 't07' } });
    expect(keys(push(s, 'mar', 0, 3))).toEqual(['sfb.ev.trapDmg', 'sfb.ev.ko', 'sfb.ev.pushed']);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.teams[0]!.vp, s.last.path]).toEqual([null, 0, 1, ['1,-3', '2,-3']]);
  });
});

describe('SFB keywords: Fear', () => {
  const scare = (s: SfbState, n: number, src = 'kil') => {
    const events: Events = [];
    fear(s, s.champs.mar!, s.champs[src]!, n, ctx, events);
    return events;
  };

  it('SFB-KW-FEAR-2 SFB-AMB-14: two escapes equally far and long: the target player picks (a Fear choice queued)', () => {
    const s = position();
    expect(scare(s, 2)).toEqual([]);
    expect(s.stack).toEqual([
      {
        op: 'fearPick',
        tgt: 'mar',
        opts: [
          { dir: 0, len: 2 },
          { dir: 5, len: 2 },
        ],
        ctx,
      },
    ]);
    expect(s.champs.mar!.at).toBe('1,-3');
  });

  it('SFB-KW-FEAR-2: one furthest escape is taken at once', () => {
    const s = position({ gwa: { seat: 0, at: '1,-2' } });
    expect(scare(s, 2)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 2 })]);
    expect([s.champs.mar!.at, s.stack]).toEqual(['3,-3', []]);
  });

  it('SFB-KW-FEAR-2: equally far, the longest Course wins; SFB-KW-DASH-2: an ally is not a place to end on', () => {
    // Escapes 2 hexes from Kilgore: 2,-3 and 2,-4 (1 hex each), -1,-1 (2 hexes); 3,-3 holds Akhet, 1,-2 Gwaien.
    const s = position({ gwa: { seat: 0, at: '1,-2' }, akh: { seat: 1, at: '3,-3' } });
    expect(scare(s, 2)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 2 })]);
    expect(s.champs.mar!.at).toBe('-1,-1');
  });

  it('SFB-KW-FEAR-1 SFB-AMB-7 SFB-KW-DASH-2: the Course crosses an ally to the end chosen, entering only that hex', () => {
    // Fear 3 from Kilgore (0,-3): the furthest end is 4,-3, three hexes on, over Akhet (Mariusz's ally) on 3,-3.
    const s = position({ gwa: { seat: 0, at: '1,-2' }, akh: { seat: 1, at: '3,-3' } });
    expect(scare(s, 3)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 3 })]);
    expect([s.champs.mar!.at, s.champs.akh!.at, s.last.path]).toEqual(['4,-3', '3,-3', ['1,-3', '2,-3', '3,-3', '4,-3']]);
  });

  it('SFB-KW-DASH-2 SFB-AMB-14: a trap ends the Course on its hex, so the hexes beyond it are no escape', () => {
    // Without the trap on 2,-3 Mariusz would flee to 4,-3 (4 hexes from Kilgore); the trap ends that
    // row at 2 hexes, so the furthest Course left is 3 hexes to -2,0 (3 hexes from Kilgore).
    const s = position({ gwa: { seat: 0, at: '1,-2' } }, { traps: { '2,-3': 't07' } });
    expect(scare(s, 3)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 3 })]);
    expect([s.champs.mar!.at, s.champs.mar!.dmg, s.last.path]).toEqual(['-2,0', 0, ['1,-3', '0,-2', '-1,-1', '-2,0']]);
  });

  it('SFB-KW-FEAR-3: only hexes further than before count; the same distance is no escape', () => {
    const s = position({ mar: { seat: 1, at: '4,-4' }, kil: { seat: 0, at: '3,-4' }, gwa: { seat: 0, at: '4,-3' } });
    expect(scare(s, 1)).toEqual([line('ev.noEscape', { champ: 'Mariusz' })]);
    expect([s.champs.mar!.at, s.stack]).toEqual(['4,-4', []]);
    expect(scare(s, 2)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 2 })]);
    expect(s.champs.mar!.at).toBe('2,-2');
  });

  it('SFB-KW-FEAR-3: an enemy or a statue blocks the Course', () => {
    // Mariusz on -2,0 flees Kilgore on -2,-1: Gwaien on -3,1, Deryn on -2,1 and Sulka on -1,-1 block three ways, the statue on 0,0
    // ends the third after one hex (0,0 would be 3 hexes away; -4,2 past Gwaien too).
    const s = position({
      mar: { seat: 1, at: '-2,0' },
      kil: { seat: 0, at: '-2,-1' },
      gwa: { seat: 0, at: '-3,1' },
      der: { seat: 0, at: '-2,1' },
      sul: { seat: 0, at: '-1,-1' },
    });
    expect(scare(s, 2)).toEqual([line('ev.fled', { champ: 'Mariusz', n: 1 })]);
    expect(s.champs.mar!.at).toBe('-1,0');
  });

  it('SFB-KW-FEAR-4 SFB-KW-ROOT-5: a rooted target, a source on its portal or a Fear of 0: it cannot move', () => {
    const rooted = position({ mar: { seat: 1, at: '1,-3', rooted: true } });
    const portal = position({ gwa: { seat: 0, at: null } });
    for (const [s, src, n] of [
      [rooted, 'kil', 2],
      [portal, 'gwa', 2],
      [position(), 'kil', 0],
    ] as const) {
      expect(scare(s, n, src)).toEqual([line('ev.rootedNoMove', { champ: 'Mariusz' })]);
      expect([s.champs.mar!.at, s.stack]).toEqual(['1,-3', []]);
    }
  });

  it('SFB-AMB-14: the Fear choice is the target player’s, one option per escape, and moves it', () => {
    const s = position();
    const step = {
      op: 'fearPick' as const,
      tgt: 'mar',
      opts: [
        { dir: 0, len: 2 },
        { dir: 5, len: 2 },
      ],
      ctx,
    };
    s.stack.push(step);
    const spec = decideFear(s, step);
    expect([spec.seat, spec.kind, spec.text, spec.secret]).toEqual([1, 'fear', T('p.fear', { champ: 'Mariusz' }), undefined]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['d:0', T('c.dir', { dir: 0, n: 2 })],
      ['d:5', T('c.dir', { dir: 5, n: 2 })],
    ]);
    const events: Events = [];
    spec.opts[1]!.run(s, events);
    expect([s.champs.mar!.at, s.stack, events]).toEqual(['1,-1', [], [line('ev.fled', { champ: 'Mariusz', n: 2 })]]);
  });
});

describe('SFB keywords: the value of a Push, Pull or Fear', () => {
  const eff1 = (e: Effect, n: number | null = null, tgt = 'mar', c = ctx): Extract<Step, { op: 'eff1' }> => ({
    op: 'eff1',
    e,
    ctx: c,
    tgt,
    n,
  });
  const push2: Effect = { op: 'push', n: 2, who: 'target' };

  it('SFB-ATK-15 SFB-AMB-12: every value from X down to 0, asked of the chooser; the one picked replaces the step', () => {
    const s = position();
    const step = eff1(push2, null, 'mar', { src: 'kil', credit: 'kil', chooser: 1 });
    s.stack.push(step);
    const spec = decideValue(s, step)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'value', T('p.value.push', { champ: 'Mariusz', n: 2 })]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['v:2', T('c.value', { n: 2 })],
      ['v:1', T('c.value', { n: 1 })],
      ['v:0', T('c.value', { n: 0 })],
    ]);
    spec.opts[1]!.run(s, []);
    expect(s.stack).toEqual([{ ...step, n: 1 }]);
    expect(decideValue(s, s.stack[0] as typeof step)).toBeNull();
  });

  it('SFB-KW-PULL-9: a pull asks too, with its own text', () => {
    const spec = decideValue(position(), eff1({ op: 'pull', n: 1, who: 'target' }))!;
    expect([spec.seat, spec.text, spec.opts.map((o) => o.id)]).toEqual([0, T('p.value.pull', { champ: 'Mariusz', n: 1 }), ['v:1', 'v:0']]);
  });

  it('SFB-KW-PUSH-6: no question for a value of 0, another keyword, a champion on its portal, or a push out of the row', () => {
    expect(decideValue(position(), eff1({ ...push2, n: 0 }))).toBeNull();
    expect(decideValue(position(), eff1({ op: 'damage', n: 2, who: 'target' }))).toBeNull();
    expect(decideValue(position({ mar: { seat: 1, at: null } }), eff1(push2))).toBeNull();
    expect(decideValue(position({ kil: { seat: 0, at: null } }), eff1(push2))).toBeNull();
    expect(decideValue(position({ mar: { seat: 1, at: '2,-1' } }), eff1(push2))).toBeNull();
    expect(decideValue(position({ mar: { seat: 1, at: '2,-1' } }), eff1({ ...push2, op: 'pull' }))).toBeNull();
  });

  it('SFB-KW-FEAR-1 SFB-KW-FEAR-4: a Fear needs no row but is not asked of a rooted target', () => {
    const fear3: Effect = { op: 'fear', n: 3, who: 'target' };
    const spec = decideValue(position({ mar: { seat: 1, at: '2,-1' } }), eff1(fear3))!;
    expect([spec.text, spec.opts.map((o) => o.id)]).toEqual([T('p.value.fear', { champ: 'Mariusz', n: 3 }), ['v:3', 'v:2', 'v:1', 'v:0']]);
    expect(decideValue(position({ mar: { seat: 1, at: '2,-1', rooted: true } }), eff1(fear3))).toBeNull();
    expect(decideValue(position({ mar: { seat: 1, at: '1,-3', rooted: true } }), eff1(push2))).not.toBeNull();
  });
});

describe('SFB keywords: Stun', () => {
  const stun = { op: 'stun' as const, champ: 'kil' };

  it('SFB-KW-STUN-1 SFB-KW-STUN-3: two different cards of the champion: its player picks one, in secret', () => {
    const s = position({}, { hands: [['kil7', 'mar7', 'kil8', 'kil7'], []] });
    s.stack.push(stun);
    const spec = decideStun(s, stun)!;
    expect([spec.seat, spec.kind, spec.text, spec.secret]).toEqual([0, 'stun', T('p.stun', { champ: 'Kilgore' }), true]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['x:kil7', 'Seven'],
      ['x:kil8', 'Eight'],
    ]);
    const events: Events = [];
    spec.opts[1]!.run(s, events);
    expect([s.stack, s.players[0]!.hand, s.players[0]!.discard]).toEqual([[], ['kil7', 'mar7', 'kil7'], ['kil8']]);
    expect(events).toEqual([line('ev.stunDiscard', { player: 'P1', card: 'Eight', cardFr: 'Eight fr' })]);
  });

  it('SFB-KW-STUN-1: one card of the champion (even twice) or none: no question', () => {
    expect(decideStun(position({}, { hands: [['kil7', 'kil7', 'mar7'], []] }), stun)).toBeNull();
    expect(decideStun(position({}, { hands: [['mar7'], []] }), stun)).toBeNull();
  });

  it('SFB-KW-STUN-1: without a choice the first card of the champion is discarded', () => {
    const s = position({}, { hands: [['mar7', 'kil8', 'kil7'], []] });
    const events: Events = [];
    stunAuto(s, stun, events);
    expect([s.players[0]!.hand, s.players[0]!.discard, s.last.revealed]).toEqual([['mar7', 'kil7'], ['kil8'], null]);
    expect(events).toEqual([line('ev.stunDiscard', { player: 'P1', card: 'Eight', cardFr: 'Eight fr' })]);
  });

  it('SFB-KW-STUN-2: with no card of the champion the hand is shown to all', () => {
    const s = position({}, { hands: [['mar7'], []] });
    const events: Events = [];
    stunAuto(s, stun, events);
    expect([s.players[0]!.hand, s.players[0]!.discard, s.last.revealed]).toEqual([['mar7'], [], ['mar7']]);
    expect(events).toEqual([line('ev.reveal', { player: 'P1', champ: 'Kilgore', cards: 'Other', cardsFr: 'Other fr' })]);
    const empty = position();
    const none: Events = [];
    stunAuto(empty, stun, none);
    expect([empty.last.revealed, none]).toEqual([[], [line('ev.reveal', { player: 'P1', champ: 'Kilgore', cards: '—', cardsFr: '—' })]]);
  });
});

describe('SFB keywords: Plan and Draw', () => {
  it('SFB-KW-PLAN-1 SFB-STD-3: up to X cards on top of the deck, one at a time, or stop', () => {
    const s = position({}, { hands: [['kil7', 'kil8', 'kil7'], []], decks: [['kil1'], []] });
    const step = { op: 'plan' as const, seat: 0, left: 2 };
    s.stack.push(step);
    const spec = decidePlan(s, step)!;
    expect([spec.seat, spec.kind, spec.text, spec.secret]).toEqual([0, 'plan', T('p.plan', { n: 2 }), true]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['stop', T('c.stop')],
      ['x:kil7', 'Seven'],
      ['x:kil8', 'Eight'],
    ]);
    const events: Events = [];
    spec.opts[2]!.run(s, events);
    expect([s.players[0]!.hand, s.players[0]!.deck, s.stack, events]).toEqual([
      ['kil7', 'kil7'],
      ['kil8', 'kil1'],
      [{ ...step, left: 1 }],
      [line('ev.plan', { player: 'P1' })],
    ]);
    decidePlan(s, s.stack[0] as typeof step)!.opts[0]!.run(s, []);
    expect(s.stack).toEqual([]);
  });

  it('SFB-KW-PLAN-1: nothing left to put back, or an empty hand: no question', () => {
    const s = position({}, { hands: [['kil7'], []] });
    expect(decidePlan(s, { op: 'plan', seat: 0, left: 0 })).toBeNull();
    expect(decidePlan(s, { op: 'plan', seat: 1, left: 1 })).toBeNull();
    expect(decidePlan(s, { op: 'plan', seat: 0, left: 1 })!.opts.map((o) => o.id)).toEqual(['stop', 'x:kil7']);
  });

  it('SFB-KW-DRAW-2: the number is declared first, from X down to 0, then drawn; the cards drawn are told to the drawer alone', () => {
    const s = position({}, { decks: [[], ['mar7', 'kil7', 'kil8']] });
    const step = { op: 'draw' as const, seat: 1, max: 2 };
    s.stack.push(step);
    const spec = decideDraw(s, step)!;
    expect([spec.seat, spec.kind, spec.text, spec.secret]).toEqual([1, 'draw', T('p.draw', { n: 2 }), undefined]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['n:2', T('c.value', { n: 2 })],
      ['n:1', T('c.value', { n: 1 })],
      ['n:0', T('c.value', { n: 0 })],
    ]);
    const events: Events = [];
    spec.opts[0]!.run(s, events);
    expect([s.stack, s.players[1]!.hand, s.players[1]!.deck]).toEqual([[], ['mar7', 'kil7'], ['kil8']]);
    expect(events).toEqual([
      line('ev.declareDraw', { player: 'P2', n: 2 }),
      line('ev.drew', { cards: 'Other, Seven', cardsFr: 'Other fr, Seven fr' }, [1]),
    ]);
  });

  it('SFB-KW-DRAW-1: drawing none, or from an empty deck and discard, tells only the declaration', () => {
    const step = { op: 'draw' as const, seat: 0, max: 1 };
    const zero: Events = [];
    const s = position({}, { decks: [['kil7'], []] });
    s.stack.push(step);
    decideDraw(s, step)!.opts[1]!.run(s, zero);
    expect([zero, s.players[0]!.hand]).toEqual([[line('ev.declareDraw', { player: 'P1', n: 0 })], []]);
    const dry = position({}, { decks: [[], []] });
    const none: Events = [];
    decideDraw(dry, step)!.opts[0]!.run(dry, none);
    expect(none).toEqual([line('ev.declareDraw', { player: 'P1', n: 1 })]);
    expect(decideDraw(s, { ...step, max: 0 })).toBeNull();
  });
});
