/**
 * Champions of Hara views (rules/view.ts), exact (issue #23, mutation
 * testing): every field a seat or the public sees, from a state whose lists
 * and records all hold something, and what each viewer does not see (another
 * seat's hand, a face-down card's id, a face-down scenario token's number,
 * another seat's secret target, Leaf's pile order, a Corrupted's `temporary`
 * flag). Face-down cards show their back: a Dusk card's or a World Event's.
 */
import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { CONTENT } from '../../src/games/coh/content/index.js';
import { viewOf, type CohView } from '../../src/games/coh/rules/view.js';
import type { Viewer } from '../../src/core/game.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const DUSK = CONTENT.dusk[0]!.id;
const view = (s: CohState, viewer: Viewer) => viewOf(s, viewer) as unknown as CohView;

/** A two-character arena turned into a scenario state with every list and record holding distinct values. */
function fullState(): CohState {
  const s = cohEngine.setup({ mode: 'intro' }, seats(2), 'view-a');
  const arena = JSON.parse(JSON.stringify(s)) as CohState;
  const leafScenario = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'view-b').scn!;
  s.spaces = {
    'baiyu:1': { uid: 'w1', id: 'bai-bridge', faceUp: true, dmg: 2 },
    'baiyu:2': { uid: 'w2', id: DUSK, faceUp: false, dmg: 1 },
    'baiyu:3': { uid: 'w3', id: 'bai-calligraphy', faceUp: false, dmg: 3 },
    'drear:1': { uid: 'w4', id: 'dre-bells', faceUp: true, dmg: 0 },
  };
  s.worldDecks = { baiyu: ['x', 'y'], drear: [] };
  s.dusk = ['d1', 'd2', 'd3'];
  s.shifts = ['s1', 's2', 's3', 's4'];
  s.discard = ['c1', 'c2'];
  s.itemStock = { '1': 5, '3': 0 };
  s.day = 3;
  s.round = 'dusk';
  s.order = [1, 0];
  s.turn = 1;
  s.step = 'monsters';
  s.ts.activations = 2;
  s.winner = 1;
  s.endReason = 'days';
  const [a, b] = s.chars as [CohState['chars'][0], CohState['chars'][0]];
  Object.assign(a, {
    at: 'dojo:3',
    health: 4,
    spirit: 2,
    energy: { red: 1, blue: 2, green: 3 },
    res: { grit: 2 },
    stance: 'tiger',
    hand: ['h1', 'h2'],
    board: ['b1'],
    advanced: ['a1', 'a2', 'a3'],
    levels: ['red'],
    items: [{ uid: 'i9', num: 4, charges: 2 }],
    turnCard: 2,
    turnCardDay: 3,
    nextAttack: 1,
    moveBonus: 2,
    unlocked: ['u1'],
    passive: 'p1',
  });
  Object.assign(b, { hand: ['h3'], turnCardDay: 2 });
  s.quests = [{ id: 'q1', seats: [0, 1], part: 2, count: 1 }];
  s.corrupted = [{ uid: 'k1', id: 'cor', at: 'drear:2', health: 5, start: 7, resilience: 2, team: 1, tag: 3, temporary: true }];
  s.scn = {
    ...leafScenario,
    id: 's18',
    doom: 2,
    phase: 3,
    tokens: { '1': 'baiyu:5', '2': 'drear:1', '3': 'arechi:2' },
    hidden: ['1', '3'],
    count: 4,
    points: [5, 6],
    targets: [1, -1],
    inventory: [['m1'], []],
    removed: ['oakenmoor'],
    // w1 holds tokens, w4 holds none (0), w2 none at all.
    bossTokens: { w1: 2, w4: 0 },
    holds: { '2': 1 },
    pool: [4, 5],
    result: 'lost',
    winners: [0],
    teamDoom: [1, 2],
    npc: { at: 'dojo:1', health: 7, spirit: 3, energy: { red: 1, blue: 0, green: 2 }, fear: 1, given: 4, freed: false },
    terror: ['drear:3'],
    leaf: { at: 'arechi:5', momentum: 2, pile: ['lea-glide', 'lea-dash'], spent: ['lea-modal'], side: 'board' },
  };
  expect(arena.scn).toBeNull();
  return s;
}

describe('CoH view: what a seat sees', () => {
  it('COH-7.15: the public fields, exact; only the viewer’s own hand shows, every seat’s hand count does', () => {
    const s = fullState();
    const v = view(s, 0);
    expect(v.mode).toBe('intro');
    expect([v.cap, v.day, v.round, v.order, v.active, v.activations, v.winner, v.endReason]).toEqual([
      5,
      3,
      'dusk',
      [1, 0],
      0,
      2,
      1,
      'days',
    ]);
    expect(v.layout).toEqual(s.layout);
    expect(v.layout).not.toBe(s.layout);
    expect(v.spaces).toEqual({
      'baiyu:1': { kind: 'card', id: 'bai-bridge', faceUp: true, dmg: 2 },
      'baiyu:2': { kind: 'dusk', id: null, faceUp: false, dmg: 0 },
      'baiyu:3': { kind: 'event', id: null, faceUp: false, dmg: 0 },
      'drear:1': { kind: 'card', id: 'dre-bells', faceUp: true, dmg: 0 },
    });
    expect([v.decks, v.dusk, v.shifts, v.discard, v.itemStock]).toEqual([{ baiyu: 2, drear: 0 }, 3, 4, ['c1', 'c2'], { '1': 5, '3': 0 }]);
    expect(v.chars[0]).toEqual({
      seat: 0,
      name: 'P1',
      character: s.chars[0]!.character,
      at: 'dojo:3',
      health: 4,
      spirit: 2,
      energy: { red: 1, blue: 2, green: 3 },
      res: { grit: 2 },
      stance: 'tiger',
      hand: ['h1', 'h2'],
      handCount: 2,
      board: ['b1'],
      advanced: ['a1', 'a2', 'a3'],
      levels: ['red'],
      items: [{ uid: 'i9', num: 4, charges: 2 }],
      turnCard: 2,
      turnCardUsed: true,
      nextAttack: 1,
      moveBonus: 2,
      unlocked: ['u1'],
      passive: 'p1',
    });
    expect(Object.keys(v.chars[0]!)).toHaveLength(21);
    expect([v.chars[1]!.hand, v.chars[1]!.handCount, v.chars[1]!.turnCardUsed, 'hand' in v.chars[1]!]).toEqual([
      undefined,
      1,
      false,
      false,
    ]);
    expect(view(s, 1).chars.map((c) => c.hand)).toEqual([undefined, ['h3']]);
    expect(view(s, 'public').chars.map((c) => 'hand' in c)).toEqual([false, false]);
  });

  it('COH-32.6.3 COH-28.2: Quests kept and the Corrupted, without the `temporary` flag', () => {
    const v = view(fullState(), 'public');
    expect(v.quests).toEqual([{ id: 'q1', seats: [0, 1], part: 2, count: 1 }]);
    expect(v.corrupted).toEqual([{ uid: 'k1', id: 'cor', at: 'drear:2', health: 5, start: 7, resilience: 2, team: 1, tag: 3 }]);
  });

  it('COH-32.2.2: the scenario, exact: face-down tokens by space only, the viewer’s own target, Leaf’s pile by its count', () => {
    const s = fullState();
    const scn = view(s, 0).scenario!;
    expect(scn).toEqual({
      id: 's18',
      doom: 2,
      phase: 3,
      tokens: { '2': 'drear:1' },
      faceDownTokens: ['arechi:2', 'baiyu:5'],
      count: 4,
      points: [5, 6],
      myTarget: 1,
      inventory: [['m1'], []],
      removed: ['oakenmoor'],
      bossTokens: { 'baiyu:1': 2 },
      holds: { '2': 1 },
      hidden: 2,
      result: 'lost',
      winners: [0],
      teamDoom: [1, 2],
      npc: { at: 'dojo:1', health: 7, spirit: 3, energy: { red: 1, blue: 0, green: 2 }, fear: 1, given: 4, freed: false },
      terror: ['drear:3'],
      leaf: { at: 'arechi:5', momentum: 2, pile: 2, spent: ['lea-modal'], side: 'board' },
    });
    expect([view(s, 1).scenario!.myTarget, view(s, 3).scenario!.myTarget, view(s, 'public').scenario!.myTarget]).toEqual([-1, null, null]);
  });

  it('a scenario without Persephone’s board or Leaf shows them as null; an arena has no scenario', () => {
    const s = fullState();
    s.scn!.npc = null;
    s.scn!.leaf = null;
    expect([view(s, 0).scenario!.npc, view(s, 0).scenario!.leaf]).toEqual([null, null]);
    s.scn = null;
    expect(view(s, 0).scenario).toBeNull();
  });

  it('who is active, and whom the game waits on: nobody in the Corrupted turn or once the game is over', () => {
    const s = cohEngine.setup({ mode: 'versus' }, seats(2), 'view-c');
    const v = view(s, 'public');
    const prompt = cohEngine.prompts(s)[0]!;
    expect(v.active).toBe(s.order[0]);
    expect(v.waitingOn).toEqual({ seat: prompt.seat, kind: 'turn' });
    s.turn = 1;
    expect(view(s, 'public').active).toBe(s.order[1]);
    s.step = 'corrupted';
    expect([view(s, 'public').active, view(s, 'public').waitingOn]).toEqual([null, null]);
    s.step = 'over';
    expect([view(s, 'public').active, view(s, 'public').waitingOn]).toEqual([null, null]);
  });
});
