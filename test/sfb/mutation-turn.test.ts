/**
 * Rounds, turns and the activation menu (rules/flow/turn.ts), exact: the first
 * round's start, the scoring phase skipped in round 1 only, the maintenance
 * phase, the menu's cards and standard actions (which are left out and why),
 * the steps a card or a standard action queues, and experience at the end of
 * an action.
 *
 * Kilgore (seat 0) on 0,-3, Akhet (seat 0, move bonus 1) on 2,-3, Mariusz (seat 1) on 2,-1.
 * Underdog (c21, 1 VP in slot 1) is met by seat 0, which trails 0 to 2.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { beginPlay, endAct, menu, startTurn } from '../../src/games/sfb/rules/flow/turn.js';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import type { Act, SfbState } from '../../src/games/sfb/rules/state.js';

const name = (en: string) => ({ en, fr: `${en} fr` });
const CARDS = [
  {
    id: 'kil7',
    champion: 'kil',
    name: name('Strike'),
    type: 'attack',
    essence: 'D',
    move: 2,
    strength: 3,
    targeting: { kind: 'melee' },
    pre: [
      { op: 'push', n: 1 },
      { op: 'damage', n: 1 },
    ],
  },
  { id: 'kil8', champion: 'kil', name: name('Mend'), type: 'skill', essence: 'C', effects: [{ op: 'heal', n: 1, who: 'self' }] },
  { id: 'kil9', champion: 'kil', name: name('Parry'), type: 'reaction', essence: 'M' },
  { id: 'akh7', champion: 'akh', name: name('Step'), type: 'skill', essence: 'M', move: 0, effects: [{ op: 'heal', n: 1, who: 'self' }] },
  { id: 'akh8', champion: 'akh', name: name('Bolt'), type: 'attack', essence: 'M', strength: 2, targeting: { kind: 'melee' } },
  { id: 'mar7', champion: 'mar', name: name('Jab'), type: 'attack', essence: 'D', strength: 1, targeting: { kind: 'melee' } },
];

type Spot = { seat: number; at: string | null; damage?: number; rooted?: boolean; xp?: boolean };
function position(extra: Record<string, Spot | undefined> = {}, setup: Record<string, unknown> = {}): SfbState {
  const base: Record<string, Spot | undefined> = {
    kil: { seat: 0, at: '0,-3' },
    akh: { seat: 0, at: '2,-3' },
    mar: { seat: 1, at: '2,-1' },
    ...extra,
  };
  const champions = Object.fromEntries(Object.entries(base).filter(([, c]) => c !== undefined));
  return sfbEngine.scenarios!.setup({ champions, cards: CARDS, ...setup } as unknown as Json).state;
}
const T = (key: string, vars?: Record<string, unknown>) => (vars ? { key: `sfb.${key}`, vars } : { key: `sfb.${key}` });
const line = (key: string, vars?: Record<string, unknown>) => ({ text: T(key, vars) });
const ids = (s: SfbState) => menu(s).opts.map((o) => o.id);
const STD = ['s:M:kil', 's:M:akh', 's:C:kil', 's:C:akh', 's:D:kil', 's:D:akh'];
const ANY = ['a:M:kil', 'a:M:akh', 'a:C:kil', 'a:C:akh', 'a:D:kil', 'a:D:akh'];
const UNDERDOG = { vp: [0, 2], track: [null, 'c21'] };

function choose(s: SfbState, id: string): Events {
  const events: Events = [];
  const opt = menu(s).opts.find((o) => o.id === id);
  if (!opt) throw new Error(`${id} not offered`);
  opt.run(s, events);
  return events;
}

describe('SFB turns: the start of play and of each turn', () => {
  it('SFB-ROUND-1 SFB-ROUND-4: play begins in round 1 with the first seat, whose scoring phase is skipped', () => {
    const s = position({}, { ...UNDERDOG, round: 4, turn: 1, std: ['M'] });
    s.stage = 'setup';
    const events: Events = [];
    beginPlay(s, { op: 'beginPlay' }, events);
    expect([s.stage, s.round, s.turn, s.std, s.teams[0]!.vp, s.chal.track[1]]).toEqual(['play', 1, 0, [], 0, 'c21']);
    expect(events).toEqual([line('ev.round', { round: 1 }), line('ev.turn', { player: 'P1', round: 1 })]);
  });

  it('SFB-ROUND-3 SFB-ROUND-5: from round 2 on, the active player scores at the start of the turn; the standard actions are free again', () => {
    const s = position({}, { ...UNDERDOG, round: 2, std: ['M', 'any'] });
    const events: Events = [];
    startTurn(s, events);
    expect([s.std, s.teams[0]!.vp, s.chal.track[1], s.chal.discard]).toEqual([[], 1, null, ['c21']]);
    expect(events.map((e) => (typeof e.text === 'string' ? e.text : e.text.key))).toEqual(['sfb.ev.turn', 'sfb.ev.challenge']);
  });

  it('SFB-ROUND-3: the scoring is the active seat’s, not seat 0’s', () => {
    const s = position({}, { ...UNDERDOG, round: 2, turn: 1 });
    const events: Events = [];
    startTurn(s, events);
    expect([s.teams.map((t) => t.vp), s.chal.track[1], events]).toEqual([[0, 2], 'c21', [line('ev.turn', { player: 'P2', round: 2 })]]);
  });
});

describe('SFB turns: the maintenance phase', () => {
  it('SFB-ROUND-13: essences back, the hand discarded, 5 new cards, roots lifted; the next seat’s turn in the same round', () => {
    const s = position(
      { mar: { seat: 1, at: '2,-1', rooted: true }, kil: { seat: 0, at: '0,-3', rooted: true } },
      { hands: [['kil8', 'akh7'], []], decks: [['kil1', 'kil2', 'kil3', 'kil4', 'kil5', 'kil6'], []], essences: ['C', 'M'] },
    );
    s.last = { path: ['0,-3'], targets: ['mar'], revealed: ['kil1'] };
    const events = choose(s, 'end');
    const p = s.players[0]!;
    expect([p.ess, p.hand, p.deck, p.discard]).toEqual([
      { M: true, C: true, D: true },
      ['kil1', 'kil2', 'kil3', 'kil4', 'kil5'],
      ['kil6'],
      ['kil8', 'akh7'],
    ]);
    expect([s.champs.kil!.rooted, s.champs.mar!.rooted, s.last]).toEqual([false, false, { path: [], targets: [], revealed: null }]);
    expect([s.turn, s.round, s.players[1]!.ess]).toEqual([1, 2, { M: true, C: false, D: false }]);
    expect(events).toEqual([line('ev.endTurn', { player: 'P1' }), line('ev.turn', { player: 'P2', round: 2 })]);
  });

  it('SFB-ROUND-1 SFB-CHAL-1: after the last seat the track moves and a new round begins with the first seat, who scores', () => {
    const s = position({}, { ...UNDERDOG, turn: 1, track: ['c21', null], decks: [[], []] });
    const events = choose(s, 'end');
    expect([s.turn, s.round]).toEqual([0, 3]);
    // Underdog moved from slot 0 to slot 1 (1 VP) and was scored by seat 0 at once.
    expect([s.teams[0]!.vp, s.chal.discard]).toEqual([1, ['c21']]);
    expect(events).toEqual([
      line('ev.endTurn', { player: 'P2' }),
      line('ev.track'),
      line('ev.round', { round: 3 }),
      line('ev.turn', { player: 'P1', round: 3 }),
      { text: { key: 'sfb.ev.challenge', vars: { player: 'P1', challenge: 'Underdog', challengeFr: 'Outsider', vp: 1 } } },
    ]);
  });

  it('SFB-4P-7: with four players a new hand is 4 cards and the round goes on after the second seat', () => {
    const s = position({ kil: { seat: 0, at: '0,-3' }, akh: undefined, mar: undefined }, { players: 4, turn: 1 });
    const events = choose(s, 'end');
    expect([s.turn, s.round, s.players[1]!.hand.length]).toEqual([2, 2, 0]);
    expect(events).toEqual([line('ev.endTurn', { player: 'P2' }), line('ev.turn', { player: 'P3', round: 2 })]);
    const draw = position({ kil: { seat: 0, at: '0,-3' }, akh: undefined, mar: undefined }, { players: 4 });
    choose(draw, 'end');
    expect(draw.players[0]!.hand.length).toBe(4);
  });
});

describe('SFB turns: the activation menu', () => {
  it('SFB-ROUND-7 SFB-STD-1: each card once, then each standard action for each champion, then the end; in secret', () => {
    const s = position({}, { hands: [['kil7', 'kil8', 'kil7', 'akh8'], []] });
    const spec = menu(s);
    expect([spec.seat, spec.kind, spec.text, spec.secret]).toEqual([0, 'activate', T('p.menu'), true]);
    expect(spec.opts.map((o) => o.id)).toEqual(['p:kil7', 'p:kil8', 'p:akh8', ...STD, ...ANY, 'end']);
    expect(spec.opts.map((o) => o.label).slice(0, 3)).toEqual([
      T('c.play', { card: 'Strike', cardFr: 'Strike fr', champ: 'Kilgore' }),
      T('c.play', { card: 'Mend', cardFr: 'Mend fr', champ: 'Kilgore' }),
      T('c.play', { card: 'Bolt', cardFr: 'Bolt fr', champ: 'Akhet' }),
    ]);
    expect(spec.opts.map((o) => o.label).slice(3, 5)).toEqual([T('c.stdM', { champ: 'Kilgore' }), T('c.stdM', { champ: 'Akhet' })]);
    expect(spec.opts[7]!.label).toEqual(T('c.stdD', { champ: 'Kilgore' }));
    expect(spec.opts[9]!.label).toEqual(T('c.stdAny', { champ: 'Kilgore', ess: 'M' }));
    expect(spec.opts.at(-1)!.label).toEqual(T('c.end'));
  });

  it('SFB-ROUND-9 SFB-REACT-1: a spent essence rules out its cards and standard actions; reactions are never played here', () => {
    const s = position({}, { hands: [['kil7', 'kil8', 'kil9', 'akh8'], []], essences: ['M'] });
    expect(ids(s)).toEqual(['p:akh8', 's:M:kil', 's:M:akh', 'a:M:kil', 'a:M:akh', 'end']);
    expect(ids(position({}, { essences: [''] }))).toEqual(['end']);
  });

  it('SFB-STD-2: a standard action used this turn is not offered again; Move 2 once for any essence', () => {
    expect(ids(position({}, { std: ['C'] }))).toEqual(['s:M:kil', 's:M:akh', 's:D:kil', 's:D:akh', ...ANY, 'end']);
    expect(ids(position({}, { std: ['M', 'D', 'any'] }))).toEqual(['s:C:kil', 's:C:akh', 'end']);
  });

  it('SFB-ROUND-8 SFB-4P-3: a card of a champion of another player (a teammate) or of no champion in play is not offered', () => {
    const s = position(
      { kil: { seat: 2, at: '0,-3' }, mar: { seat: 1, at: '2,-1' } },
      { players: 4, hands: [['kil7', 'akh8', 'mar7'], [], [], []], essences: ['D'] },
    );
    expect(ids(s)).toEqual(['s:D:akh', 'a:D:akh', 'end']);
  });

  it('SFB-KO-6 SFB-KO-7: a champion on its portal is offered only what can bring it back into the arena', () => {
    // Akhet (move bonus 1) on the portal: its Step (move 0) still walks 1 hex in; Kilgore, move 0, could not.
    const s = position({ akh: { seat: 0, at: null } }, { hands: [['akh7', 'akh8'], []] });
    expect(ids(s)).toEqual(['p:akh7', ...STD, ...ANY, 'end']);
    const kil = position({ kil: { seat: 0, at: null }, akh: undefined }, { hands: [['kil7', 'kil8'], []], sides: [0, 1] });
    expect(ids(kil)).toEqual(['p:kil7', 's:M:kil', 's:C:kil', 's:D:kil', 'a:M:kil', 'a:C:kil', 'a:D:kil', 'end']);
  });
});

describe('SFB turns: standard actions from the portal', () => {
  const NORTH = ['0,-4', '1,-4', '2,-4', '3,-4', '4,-4'];
  /** Kilgore (move bonus 0) and Akhet (1) on the portal; the five hexes of team 0's deployment zone held by `seat`. */
  const held = (seat: number) =>
    position({
      kil: { seat: 0, at: null },
      akh: { seat: 0, at: null },
      ...Object.fromEntries(['gwa', 'sul', 'dug', 'kol', 'der'].map((id, i) => [id, { seat, at: NORTH[i]! }])),
    });
  const portal = (s: SfbState) => ids(s).filter((id) => id.endsWith(':kil') || id.endsWith(':akh'));

  it('SFB-KO-6 SFB-STD-7: allies on every deployment hex: move 1 cannot end in the arena, move 2 crosses them; the bonus counts', () => {
    expect(portal(held(0))).toEqual(['s:M:akh', 's:C:akh', 's:D:akh', ...ANY]);
  });

  it('SFB-KO-6: enemies on every deployment hex: no standard action brings a champion back', () => {
    expect(portal(held(1))).toEqual([]);
  });
});

describe('SFB turns: what an activation queues', () => {
  const act = (over: Partial<Act>): Act => ({
    seat: 0,
    champ: 'kil',
    card: null,
    kind: 'std',
    targets: [],
    vals: {},
    reaction: null,
    xp: [],
    kod: [],
    ...over,
  });
  const walk = (champ: string, budget: number, mode = 'move') => ({
    op: 'walk',
    champ,
    budget,
    chooser: 0,
    credit: null,
    mode,
    ref: null,
    d0: 0,
    first: true,
  });
  const ctx = { src: 'kil', credit: 'kil', chooser: 0 };

  it('SFB-ATK-2 SFB-ROUND-11: an attack card: its essence spent, one copy out of the hand, its move, its pre effects, the declaration, the end', () => {
    const s = position({}, { hands: [['kil7', 'akh8', 'kil7'], []] });
    s.last = { path: ['1,1'], targets: ['mar'], revealed: [] };
    const events = choose(s, 'p:kil7');
    expect([s.players[0]!.ess, s.players[0]!.hand, s.act, s.last]).toEqual([
      { M: true, C: true, D: false },
      ['akh8', 'kil7'],
      act({ card: 'kil7', kind: 'attack' }),
      { path: [], targets: [], revealed: null },
    ]);
    expect(events).toEqual([line('ev.play', { player: 'P1', card: 'Strike', cardFr: 'Strike fr', champ: 'Kilgore' })]);
    // The stack's top (last) resolves first.
    expect([...s.stack].reverse()).toEqual([
      walk('kil', 2),
      { op: 'eff', e: { op: 'push', n: 1, who: 'target' }, ctx, phase: 'pre' },
      { op: 'eff', e: { op: 'damage', n: 1, who: 'target' }, ctx, phase: 'pre' },
      { op: 'declare' },
      { op: 'endAct' },
    ]);
  });

  it('SFB-SKILL-1 SFB-STD-7: a skill without a move is used then ends; a move card adds the champion’s move bonus', () => {
    const s = position({}, { hands: [['kil8', 'akh7'], []] });
    choose(s, 'p:kil8');
    expect([s.act!.kind, [...s.stack].reverse()]).toEqual(['skill', [{ op: 'skillUse' }, { op: 'endAct' }]]);
    const akh = position({}, { hands: [['akh7'], []] });
    choose(akh, 'p:akh7');
    expect([akh.act!.champ, [...akh.stack].reverse()]).toEqual(['akh', [walk('akh', 1), { op: 'skillUse' }, { op: 'endAct' }]]);
    const bolt = position({}, { hands: [['akh8'], []] });
    choose(bolt, 'p:akh8');
    expect([...bolt.stack].reverse()).toEqual([{ op: 'declare' }, { op: 'endAct' }]);
  });

  it('SFB-STD-3 SFB-STD-4 SFB-STD-5: move 1 then Plan 1, Heal 1 or 1 damage to an adjacent enemy', () => {
    const s = position({}, { std: ['any'] });
    s.last = { path: ['1,1'], targets: [], revealed: null };
    const events = choose(s, 's:M:kil');
    expect([s.players[0]!.ess, s.std, s.act, s.last]).toEqual([
      { M: false, C: true, D: true },
      ['any', 'M'],
      act({}),
      { path: [], targets: [], revealed: null },
    ]);
    expect(events).toEqual([line('ev.std', { player: 'P1', champ: 'Kilgore', kind: 'M' })]);
    expect([...s.stack].reverse()).toEqual([
      walk('kil', 1),
      { op: 'eff', e: { op: 'plan', n: 1, who: 'self' }, ctx, phase: 'std' },
      { op: 'endAct' },
    ]);
    const heal = position();
    choose(heal, 's:C:kil');
    expect([...heal.stack].reverse()).toEqual([
      walk('kil', 1),
      { op: 'eff', e: { op: 'heal', n: 1, who: 'self' }, ctx, phase: 'std' },
      { op: 'endAct' },
    ]);
    const hit = position();
    choose(hit, 's:D:kil');
    expect([hit.players[0]!.ess, [...hit.stack].reverse()]).toEqual([
      { M: true, C: true, D: false },
      [walk('kil', 1), { op: 'stdDmg', champ: 'kil' }, { op: 'endAct' }],
    ]);
  });

  it('SFB-STD-6 SFB-STD-7: move 2 for any essence, plus the move bonus; from the portal the walk is a re-entry', () => {
    const s = position({ akh: { seat: 0, at: null } });
    const events = choose(s, 'a:C:akh');
    expect([s.players[0]!.ess, s.std, s.act!.champ]).toEqual([{ M: true, C: false, D: true }, ['any'], 'akh']);
    expect(events).toEqual([line('ev.std', { player: 'P1', champ: 'Akhet', kind: 'any' })]);
    expect([...s.stack].reverse()).toEqual([walk('akh', 3, 'reentry'), { op: 'endAct' }]);
    const one = position();
    choose(one, 's:M:akh');
    expect(one.stack.at(-1)).toEqual(walk('akh', 2));
  });
});

describe('SFB turns: the end of an activation', () => {
  const ended = (over: Partial<Act>, extra: Record<string, Spot> = {}) => {
    const s = position(extra);
    s.act = { seat: 0, champ: 'kil', card: null, kind: 'std', targets: [], vals: {}, reaction: null, xp: [], kod: [], ...over };
    const events: Events = [];
    endAct(s, { op: 'endAct' }, events);
    return { s, events };
  };

  it('SFB-XP-1: the champions owed experience become Experienced once the action is over; the card is discarded', () => {
    const { s, events } = ended({ card: 'kil7', xp: ['kil', 'akh'] });
    expect([s.act, s.champs.kil!.xp, s.champs.akh!.xp, s.players[0]!.discard]).toEqual([null, true, true, ['kil7']]);
    expect(events).toEqual([line('ev.xp', { champ: 'Kilgore' }), line('ev.xp', { champ: 'Akhet' })]);
  });

  it('SFB-XP-4 SFB-AMB-28: not again for an Experienced champion, nor for one knocked out during the action or on its portal', () => {
    const { s, events } = ended(
      { xp: ['kil', 'akh', 'mar'], kod: ['akh'] },
      { kil: { seat: 0, at: '0,-3', xp: true }, mar: { seat: 1, at: null } },
    );
    expect([s.act, s.champs.kil!.xp, s.champs.akh!.xp, s.champs.mar!.xp, s.players[0]!.discard, events]).toEqual([
      null,
      true,
      false,
      false,
      [],
      [],
    ]);
  });

  it('with no action under way nothing happens', () => {
    const s = position();
    const events: Events = [];
    endAct(s, { op: 'endAct' }, events);
    expect([s.act, events, s.players[0]!.discard]).toEqual([null, [], []]);
  });
});
