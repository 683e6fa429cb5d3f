/**
 * Champions of Hara, S09's terror tokens and S18's automated Leaf
 * (rules/flow.ts `terrorToken` … `bossHealthOf`), exact (issue #23, mutation
 * testing): the cases test/coh/mutation-flow-scenarios.test.ts leaves out —
 * each condition on both sides, each value written, each event line in its
 * order. Every test builds its own state.
 */
import { describe, expect, it } from 'vitest';
import { seats } from '../support/coh-positions.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { cardVars, freshTurn, geo, hooks, settle, spaceVars, who, type Events } from '../../src/games/coh/rules/flow.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';

/** A scenario's state as set up, seat `seat` in its Adventure, nothing pending. */
function adventure(id: ScenarioId, n: number, seat = 0, seed = 'mcoh23'): CohState {
  const s = cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), `${id}-${seed}`);
  s.order = [seat, ...s.order.filter((x) => x !== seat)];
  s.turn = 0;
  s.step = 'adventure';
  s.ts = freshTurn();
  s.pending = [];
  s.queue = [];
  for (const c of s.chars) [c.stance, c.nextAttack] = [null, 0];
  return s;
}
const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);
const texts = (ev: Events) => ev.map((e) => e.text);
/** The neighbours of `from` nearest to `to`, in the board's own order. */
const nearest = (s: CohState, from: string, to: string) => {
  const g = geo(s);
  const best = Math.min(...g.adj[from]!.map((b) => g.distance(b, to)));
  return g.adj[from]!.filter((b) => g.distance(b, to) === best);
};

describe('CoH scenarios: S09, the terror tokens (terrorWalks)', () => {
  it('COH-S09 COH-A59 a terror token with two nearest steps toward Persephone takes the first of its space’s neighbours', () => {
    const s = adventure('s09', 1);
    expect(s.scn!.npc!.at).toBe('drear:3');
    expect(nearest(s, 'drear:6', 'drear:3')).toEqual(['drear:1', 'drear:5']);
    s.scn!.terror = ['drear:6'];
    hooks.endCorruptedTurn(s, []);
    expect(s.scn!.terror).toEqual(['drear:1']);
  });
});

describe('CoH scenarios: S18, Leaf’s turn (leafTurn, leafHalf, leafStrikes)', () => {
  /** Thomas at the end of his turn, the board empty of cards; Leaf on `at` with this pile. */
  const s18 = (at: string, thomas: string, pile: string[], side: 'hand' | 'board' = 'hand', momentum = 0) => {
    const s = adventure('s18', 1);
    s.spaces = {};
    s.chars[0]!.at = thomas;
    s.scn!.leaf = { at, momentum, pile, spent: [], side };
    s.scn!.tokens = {};
    return s;
  };
  /** Leaf's turn, after Thomas's: its lines. */
  const leafTurn = (s: CohState) => {
    const ev: Events = [];
    s.step = 'end';
    settle(s, ev);
    const from = keys(ev).indexOf('coh.ev.leafTurn');
    return ev.slice(from).filter((e) => (e.text as { key: string }).key.startsWith('coh.ev.leaf'));
  };

  it('COH-S18 COH-A67 a card that spends his MOMENTUM (Willow Punch In Hand): all he holds up to 5, added to the blow; then the punch on Thomas’s space', () => {
    const s = s18('baiyu:4', 'baiyu:4', ['lea-willow'], 'hand', 3);
    const th = s.chars[0]!;
    th.health = 13;
    const ev = leafTurn(s);
    // 2 + X (3) + the scenario's 2, then the punch: 3 + 2.
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-willow') },
      { key: 'coh.ev.leafHits', vars: { ...who(th), n: 7 } },
      { key: 'coh.ev.leafHits', vars: { ...who(th), n: 5 } },
      { key: 'coh.ev.leafPush', vars: { ...who(th), ...spaceVars('baiyu:3') } },
    ]);
    expect([s.scn!.leaf!.momentum, th.health, th.at]).toEqual([0, 1, 'baiyu:3']);
  });

  it('COH-S18 COH-A67 aiming at a token Leaf does not strike Thomas with his card’s blow, even in range', () => {
    const s = s18('baiyu:4', 'baiyu:5', ['lea-dash'], 'board');
    // The lowest token on his own space: nearer than Thomas, one space away.
    s.scn!.tokens = { '2': 'baiyu:4' };
    s.scn!.count = 1;
    const th = s.chars[0]!;
    th.health = 10;
    const ev = leafTurn(s);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.leafTurn' }, { key: 'coh.ev.leafReveals', vars: cardVars('lea-dash') }]);
    expect([th.health, th.at, s.scn!.leaf!.at]).toEqual([10, 'baiyu:5', 'baiyu:4']);
  });

  it('COH-S18 COH-A67 with two nearest steps toward his target Leaf takes the first of his space’s neighbours', () => {
    const s = s18('baiyu:3', 'baiyu:6', ['lea-modal'], 'hand');
    expect(nearest(s, 'baiyu:3', 'baiyu:6')).toEqual(['baiyu:2', 'baiyu:4']);
    const ev = leafTurn(s);
    expect(texts(ev)[2]).toEqual({ key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:2') });
  });

  it('COH-S18 COH-A67 Willow Punch pushes Thomas to the first of the two spaces nearest The Dojo', () => {
    const s = s18('baiyu:1', 'baiyu:1', ['lea-glide'], 'board');
    expect(nearest(s, 'baiyu:1', THE_DOJO)).toEqual(['dojo:1', 'dojo:2']);
    s.chars[0]!.health = 10;
    leafTurn(s);
    expect([s.chars[0]!.at, s.chars[0]!.health]).toEqual(['dojo:1', 5]);
  });

  it('COH-S18 a half that costs exactly the MOMENTUM he holds is used: the cost taken, the Move made', () => {
    const s = s18('baiyu:4', 'drear:6', ['lea-glide'], 'hand', 1);
    s.scn!.tokens = { '1': 'baiyu:1' };
    const ev = leafTurn(s);
    expect(keys(ev)).not.toContain('coh.ev.leafCannotPay');
    expect([s.scn!.leaf!.momentum, s.scn!.leaf!.at, s.scn!.count]).toEqual([0, 'baiyu:1', 1]);
  });

  it('COH-S18 the sixth token taken on a Move ends the half: the MOMENTUM after it is not gained', () => {
    const s = s18('baiyu:4', 'drear:6', ['lea-modal'], 'hand', 0);
    s.scn!.count = 5;
    s.scn!.tokens = { '6': 'baiyu:5' };
    const ev = leafTurn(s);
    expect(keys(ev).slice(-2)).toEqual(['coh.ev.leafMoves', 'coh.ev.leafToken']);
    expect([s.step, s.scn!.result, s.scn!.leaf!.momentum]).toEqual(['over', 'lost', 0]);
  });

  it('COH-S18 the sixth token on Thomas’s space, taken on the way to him, ends the scenario before any blow', () => {
    const s = s18('baiyu:4', 'baiyu:6', ['lea-dash'], 'hand');
    s.scn!.count = 5;
    s.scn!.tokens = { '6': 'baiyu:6' };
    const th = s.chars[0]!;
    th.health = 10;
    const ev = leafTurn(s);
    expect(keys(ev)).toEqual(['coh.ev.leafTurn', 'coh.ev.leafReveals', 'coh.ev.leafMoves', 'coh.ev.leafMoves', 'coh.ev.leafToken']);
    expect([s.step, th.health, th.at]).toEqual(['over', 10, 'baiyu:6']);
  });

  it('COH-S18 setup: the thirty Dusk cards each get a new uid, in order, all below the next one to give', () => {
    const s = adventure('s18', 1);
    const uids = Object.values(s.spaces).map((card) => card.uid);
    expect(uids).toHaveLength(30);
    expect(uids.every((u) => /^w\d+$/.test(u))).toBe(true);
    const nums = uids.map((u) => Number(u.slice(1))).sort((a, b) => a - b);
    expect(nums).toEqual(Array.from({ length: 30 }, (_, i) => nums[0]! + i));
    expect(s.nextUid).toBeGreaterThan(nums[29]!);
  });

  it('COH-S18 COH-A67 Leaf takes every next token on the space he steps on, in order; a later number elsewhere stays', () => {
    const s = s18('baiyu:4', 'drear:6', ['lea-modal'], 'hand');
    s.scn!.tokens = { '1': 'baiyu:5', '2': 'baiyu:5', '3': 'drear:1', '4': 'baiyu:5' };
    const ev = leafTurn(s);
    expect(texts(ev).slice(2)).toEqual([
      { key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:5') },
      { key: 'coh.ev.leafToken', vars: { n: 1 } },
      { key: 'coh.ev.leafToken', vars: { n: 2 } },
    ]);
    expect([s.scn!.count, s.scn!.tokens, s.scn!.leaf!.at]).toEqual([2, { '3': 'drear:1', '4': 'baiyu:5' }, 'baiyu:5']);
  });
});
