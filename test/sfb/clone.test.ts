import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { sfbEngine, type SfbState } from '../../src/games/sfb/engine.js';
import { BOARD_KEYS, STATUE_AT } from '../../src/games/sfb/rules/board.js';
import { cloneState } from '../../src/games/sfb/rules/clone.js';
import { T, actCtx, hexLabel, pop, replaceTop, rowGroup, seatName, top } from '../../src/games/sfb/rules/flow/spec.js';
import { decideTrapPlace, trapPlaceAuto } from '../../src/games/sfb/rules/flow/traps.js';

/**
 * The engine's state copy (src/games/sfb/rules/clone.ts), the step-stack and
 * label helpers every step family shares (flow/spec.ts) and the trap
 * replacement steps (flow/traps.ts), with exact values.
 */

const position = (more: Record<string, Json> = {}): SfbState =>
  sfbEngine.scenarios!.setup({
    champions: { kil: { seat: 0, at: '0,-2', damage: 2 }, gwa: { seat: 1, at: null } },
    hands: [['kil1'], ['gwa1']],
    discards: [['kil2'], []],
    traps: { '1,-2': 't01', '-1,2': 't02', '-2,-1': 't03', '2,1': 't04' },
    ...more,
  } as Json).state;

/** A state with every optional part filled: an action with its reaction, a revealed hand, an undo point, inline cards. */
function filled(): SfbState {
  const s = position();
  s.act = {
    seat: 0,
    champ: 'kil',
    card: 'kil1',
    kind: 'attack',
    targets: ['gwa'],
    vals: { gwa: 3 },
    reaction: { seat: 1, card: 'gwa6', on: 'gwa' },
    xp: ['kil'],
    kod: ['gwa'],
  };
  s.last = { path: ['0,-2', '1,-2'], targets: ['gwa'], revealed: ['gwa6'] };
  s.pool = ['akh', 'sul'];
  s.brought = [['mar'], ['dug']];
  s.std = ['M'];
  s.stack = [{ op: 'endAct' }];
  s.chal.track = ['c01', null, null, null, null];
  s.custom = {};
  s.undo = position();
  return s;
}

describe('cloneState', () => {
  it('copies every field: the copy equals the original', () => {
    const s = filled();
    const c = cloneState(s);
    expect(c).toStrictEqual(s);
    expect(c.undo).toBe(s.undo);
    expect(c.custom).toBe(s.custom);
    expect(c.options).toBe(s.options);
    // Without an action, a revealed hand or an undo point.
    const bare = position();
    expect([bare.act, bare.last.revealed, 'undo' in bare]).toEqual([null, null, false]);
    const bareCopy = cloneState(bare);
    expect(bareCopy).toStrictEqual(bare);
    expect('undo' in bareCopy).toBe(false);
    const noReaction = filled();
    noReaction.act!.reaction = null;
    expect(cloneState(noReaction)).toStrictEqual(noReaction);
  });

  it('shares nothing mutable: changing every part of the copy leaves the original as it was', () => {
    const s = filled();
    const before = JSON.stringify(s);
    const c = cloneState(s);
    c.champs.kil!.dmg = 7;
    c.rng.a = 12345;
    c.order.reverse();
    c.players[0]!.name = 'X';
    c.players[0]!.champs.push('x');
    c.players[0]!.hand.push('x');
    c.players[0]!.deck.push('x');
    c.players[0]!.discard.push('x');
    c.players[0]!.ess.M = false;
    c.teams[0]!.vp = 4;
    c.teams[0]!.seats.push(9);
    c.pool.push('x');
    c.brought[0]!.push('x');
    c.traps.pool.push('x');
    c.traps.board['0,-4'] = 'x';
    c.chal.deck.push('x');
    c.chal.discard.push('x');
    c.chal.track[1] = 'x';
    c.std.push('x');
    c.stack.push({ op: 'declare' });
    c.act!.seat = 1;
    c.act!.targets.push('x');
    c.act!.vals.x = 1;
    c.act!.reaction!.on = 'x';
    c.act!.xp.push('x');
    c.act!.kod.push('x');
    c.last.path.push('x');
    c.last.targets.push('x');
    c.last.revealed!.push('x');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('step helpers (flow/spec.ts)', () => {
  it('labels a hex with its zone in both languages, or no zone; groups hexes by row', () => {
    expect(hexLabel('1,-1')).toEqual({ key: 'sfb.c.hex', vars: { hex: '1,-1', zone: 'Destruction', zoneFr: 'Destruction' } });
    expect(hexLabel('3,-1')).toEqual({ key: 'sfb.c.hex', vars: { hex: '3,-1', zone: 'Creation', zoneFr: 'Création' } });
    expect(hexLabel('-3,1')).toEqual({ key: 'sfb.c.hex', vars: { hex: '-3,1', zone: 'Manipulation', zoneFr: 'Manipulation' } });
    expect(hexLabel('0,-4')).toEqual({ key: 'sfb.c.hex', vars: { hex: '0,-4', zone: 'no zone', zoneFr: 'hors zone' } });
    expect(rowGroup('2,-3')).toEqual({ key: 'sfb.c.row', vars: { r: -3 } });
    expect(rowGroup('-4,4')).toEqual({ key: 'sfb.c.row', vars: { r: 4 } });
    expect(T('p.move')).toEqual({ key: 'sfb.p.move' });
  });

  it('reads, pops and replaces the top of the stack (its last element); names seats; gives the acting champion’s context', () => {
    const s = position();
    s.stack = [{ op: 'endAct' }, { op: 'declare' }];
    expect(top(s)).toEqual({ op: 'declare' });
    replaceTop(s, { op: 'skillUse' });
    expect(s.stack).toEqual([{ op: 'endAct' }, { op: 'skillUse' }]);
    pop(s);
    expect(s.stack).toEqual([{ op: 'endAct' }]);
    pop(s);
    expect(top(s)).toBeUndefined();
    expect([seatName(s, 0), seatName(s, 1)]).toEqual(['P1', 'P2']);
    s.act = filled().act;
    expect(actCtx(s)).toEqual({ src: 'kil', credit: 'kil', chooser: 0 });
  });
});

describe('trap replacement steps (SFB-TRAP-6, SFB-TRAP-7, SFB-TRAP-8)', () => {
  it('SFB-TRAP-6 SFB-TRAP-7 with several free spaces the player of the triggering champion chooses; the token comes from the reserve, the spent one goes back after', () => {
    // Three traps left on the board after one triggered on 4,-2: the free spaces are -4,2 and 1,-2, in sorted order.
    const s = position({ traps: { '-1,2': 't02', '-2,-1': 't03', '2,1': 't04' } });
    const step = { op: 'trapPlace' as const, seat: 1, exclude: '4,-2', spent: 't01' };
    s.stack = [step];
    const spec = decideTrapPlace(s, step)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'trapPlace', { key: 'sfb.p.trapPlace' }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['h:-4,2', 'h:1,-2']);
    expect(spec.opts[1]!.label).toEqual(hexLabel('1,-2'));
    const events: GameEvent[] = [];
    const poolBefore = [...s.traps.pool];
    spec.opts[1]!.run(s, events);
    expect(s.stack).toEqual([]);
    expect(Object.keys(s.traps.board).sort()).toEqual(['-1,2', '-2,-1', '1,-2', '2,1']);
    expect(poolBefore).toContain(s.traps.board['1,-2']);
    // The spent token goes back after the new one is drawn: it is at the end of the reserve.
    expect(s.traps.pool).toEqual([...poolBefore.filter((id) => id !== s.traps.board['1,-2']), 't01']);
    expect(events).toEqual([{ text: { key: 'sfb.ev.trapMoved', vars: { player: 'P2', hex: '1,-2' } } }]);
  });

  it('SFB-TRAP-6 one free space: no choice, the token goes there; none: the spent trap returns to the reserve', () => {
    const one = position({
      champions: { kil: { seat: 0, at: '-4,2' }, gwa: { seat: 1, at: null } },
      traps: { '-1,2': 't02', '-2,-1': 't03', '2,1': 't04' },
    });
    const step = { op: 'trapPlace' as const, seat: 0, exclude: '4,-2', spent: 't01' };
    expect(decideTrapPlace(one, step)).toBeNull();
    const events: GameEvent[] = [];
    trapPlaceAuto(one, step, events);
    expect(Object.keys(one.traps.board).sort()).toEqual(['-1,2', '-2,-1', '1,-2', '2,1']);
    expect(one.traps.pool.at(-1)).toBe('t01');
    expect(events).toEqual([{ text: { key: 'sfb.ev.trapMoved', vars: { player: 'P1', hex: '1,-2' } } }]);
    // No free hex at all (a written position with a trap on every hex but the statues): nothing is placed, the spent token goes back.
    const full = position();
    for (const k of BOARD_KEYS) if (!STATUE_AT.has(k)) full.traps.board[k] = 't06';
    const board = JSON.stringify(full.traps.board);
    const pool = [...full.traps.pool];
    expect(decideTrapPlace(full, step)).toBeNull();
    trapPlaceAuto(full, { op: 'trapPlace', seat: 0, exclude: '4,-2', spent: 't05' }, events);
    expect(JSON.stringify(full.traps.board)).toBe(board);
    expect(full.traps.pool).toEqual([...pool, 't05']);
    expect(events).toHaveLength(1);
  });
});
