/**
 * Ascension Tactics state copy (rules/clone.ts), exact (issue #23, mutation
 * testing): the copy equals the state field by field in every shape a state
 * takes (a duel, a Solo Overlord with Champion Selection, a finished game with
 * the Turret and Fairy Circle placed), and what the rules write to in place
 * (lists, counters, each Champion, each player, the Evil Player) is the copy's
 * own: writing to it leaves the original as it was.
 */
import { describe, expect, it } from 'vitest';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cloneState } from '../../src/games/at/rules/clone.js';
import type { AtState } from '../../src/games/at/rules/state.js';

const setup = (x: Record<string, unknown>): AtState => scenarioSupport.setup(x as never).state;

/** A finished duel with every optional part filled. */
function finished(): AtState {
  const s = setup({
    turret: { hex: '0,1', owner: 0 },
    fairy: { hex: '1,1', owner: 1 },
    portalsTaken: { '4,-4': 1 },
    champions: {
      a: { def: 'ember-sentinel', owner: 0, at: '0,0', artifacts: ['spring-greaves'] },
      b: { def: 'veil-reaver', owner: 1, at: null },
    },
  });
  s.winner = [0];
  s.endReason = 'honor';
  s.doneThisTurn = [3];
  s.queue = [{ kind: 'draw', n: 1 } as never];
  s.pending = [{ kind: 'select' }];
  s.players[0]!.played = ['c1'];
  s.players[0]!.playedLog = ['c1'];
  s.players[1]!.discard = ['c2'];
  return s;
}
const overlord = (): AtState => setup({ mode: 'solo', overlord: true, selection: true, intrigueHand: [] });

describe('AT cloneState', () => {
  it.each([
    ['a duel as set up', () => setup({})],
    ['a finished duel with the Turret, the Fairy Circle and a taken Portal', finished],
    ['a Solo Overlord game in Champion Selection', overlord],
    ['a Co-op game', () => setup({ mode: 'coop' })],
  ])('copies %s field by field', (_what, make) => {
    const s = make();
    // Strict, once the copy's always-written pawn `card` (undefined on most pawns, for one object shape) is set on the
    // original too: a field left out or copied wrong still fails.
    for (const c of Object.values(s.champions)) if (!('card' in c)) Object.assign(c, { card: undefined });
    expect(cloneState(s)).toStrictEqual(s);
  });

  it('the shapes above have what they are meant to have', () => {
    const o = overlord();
    expect([o.selection !== null, o.evil !== null, o.evil?.overlord !== null]).toEqual([true, true, true]);
    const f = finished();
    expect([f.winner, f.tokens.turret?.hex, f.tokens.fairy?.hex, f.selection, f.evil]).toEqual([[0], '0,1', '1,1', null, null]);
  });

  it('what the rules write to in place is the copy’s own (a duel)', () => {
    const s = finished();
    const before = JSON.stringify(s);
    const c = cloneState(s);
    c.rng.a = 1;
    c.rng.b = 2;
    c.rng.c = 3;
    c.rng.d = 4;
    c.order.push(9);
    c.doneThisTurn.push(9);
    c.row.push('x');
    c.queue.push({ kind: 'x' } as never);
    c.pending[0]!.kind = 'x' as never;
    c.winner!.push(1);
    c.tokens.turret = null;
    c.tokens.fairy = null;
    for (const p of c.players) {
      p.deck.push('x');
      p.hand.push('x');
      p.discard.push('x');
      p.played.push('x');
      p.playedLog.push('x');
      p.power = 99;
    }
    for (const ch of Object.values(c.champions)) {
      ch.at = '9,9';
      ch.damage = 9;
      ch.exhausted = true;
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('what the rules write to in place is the copy’s own (Champion Selection and the Evil Player)', () => {
    const s = overlord();
    const before = JSON.stringify(s);
    const c = cloneState(s);
    c.selection!.deck.push('x');
    c.selection!.row.push('x');
    c.selection!.picks = 5;
    const e = c.evil!;
    e.deck.push('x');
    e.discard.push('x');
    e.played.push('x');
    e.steps.push('x' as never);
    e.tokens['x'] = 1 as never;
    e.honor = 7;
    e.overlord!.hand.push('x');
    e.overlord!.played.push('x');
    e.overlord!.queue.push('x' as never);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the Evil turn’s report under way is kept by the copy (shared: replaced, never written to); between turns there is none', () => {
    const s = overlord();
    expect(cloneState(s).evil).not.toHaveProperty('report');
    const report = { honor: 2, onBoard: ['e'], damage: { me: 1 }, activated: [{ en: 'Iron Warden', fr: 'Gardien de fer' }] };
    s.evil!.report = report;
    expect(cloneState(s).evil!.report).toBe(report);
  });
});
