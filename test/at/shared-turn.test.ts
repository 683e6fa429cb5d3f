import { describe, expect, it } from 'vitest';
import { findOfferedChoice, type Action, type Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { refusal as refusalOf } from '../support/refusal.js';

/**
 * The shared turn of 2 vs 2 (§22) and Co-op: both teammates are asked at
 * once whenever nothing is under way (TM-6), a decision under way belongs to
 * one of them alone (AMB-53), and the team's turn ends when both have
 * finished (TM-13).
 */

const en = (t: Parameters<typeof translate>[0]) => translate(t, 'en', at.strings);
const prompted = (s: AtState) => atEngine.prompts(s).map((p) => [p.seat, p.kind]);
const ids = (s: AtState, seat: number) =>
  atEngine
    .prompts(s)
    .find((p) => p.seat === seat)
    ?.choices.map((c) => c.id) ?? [];
const turn = (c: string): Action => ({ type: 'turn', c });
const apply = (s: AtState, seat: number, action: Action) => atEngine.apply(s, seat, action).state;
const refusal = (fn: () => unknown): string => refusalOf(fn, en);
const idleOf = (s: AtState, seat: number): string | null => {
  const line = at.idle!(at.view(s, seat) as Json);
  return line ? en(line) : null;
};

/** 2 vs 2, seats 0 and 2 playing first: each with two Apprentices, 3 Runes, the default 2 Power; seat 2 owns a Champion off the battlefield; the other team has no income yet. */
function teams(extra: Record<string, Json> = {}): AtState {
  return scenarioSupport.setup({
    mode: 'teams',
    hands: { '0': ['apprentice', 'apprentice'], '2': ['apprentice', 'militia'] },
    runes: [3, 0, 3, 0],
    row: ['star-acolyte', null, null, null, null, null],
    centerDeck: ['quiet-archivist', 'tome-runner'],
    champions: { ember: { def: 'ember-sentinel', owner: 2, at: null }, veil: { def: 'veil-reaver', owner: 1, at: null } },
    ...extra,
  }).state;
}

describe('Ascension Tactics: the shared turn of 2 vs 2 (simultaneous prompts)', () => {
  it('AT-TM-6 AT-TM-8 AT-TM-9: both teammates get their turn choices at once, each from their own hand and pools; the other team gets none', () => {
    const s = teams();
    expect(s.active).toBe(0);
    expect(prompted(s)).toEqual([
      [0, 'turn'],
      [2, 'turn'],
    ]);
    expect(ids(s, 0)).toEqual(['p:apprentice', 'b:0', 's:mystic', 's:heavy', 'cultist', 'end']);
    expect(ids(s, 2)).toEqual(['p:apprentice', 'p:militia', 'b:0', 's:mystic', 's:heavy', 'a:ember', 'cultist', 'end']);
    expect(atEngine.prompts(s).every((p) => p.secret === true && p.simultaneous === undefined)).toBe(true);
    expect(refusal(() => apply(s, 1, turn('end')))).toBe('It is not your decision.');
    // Seat 2 plays first although seat 0 was the active seat: it becomes the active one, and both are still asked.
    const a = apply(s, 2, turn('p:militia'));
    expect(a.active).toBe(2);
    expect(a.players.map((p) => p.power)).toEqual([2, 0, 3, 0]);
    expect(prompted(a)).toEqual([
      [2, 'turn'],
      [0, 'turn'],
    ]);
    const b = apply(a, 0, turn('p:apprentice'));
    expect(b.players.map((p) => p.runes)).toEqual([4, 0, 3, 0]);
    expect(b.active).toBe(0);
    expect(ids(b, 0)).toEqual(['p:apprentice', 'b:0', 's:mystic', 's:heavy', 'cultist', 'end']);
  });

  it('AT-AMB-53 AT-TS-2: while one teammate’s activation is under way, only they are asked; the other’s moves are refused and their panel says why, until it ends', () => {
    const s = apply(teams(), 2, turn('a:ember'));
    expect(prompted(s)).toEqual([[2, 'activation']]);
    expect(refusal(() => apply(s, 0, turn('p:apprentice')))).toBe('It is not your decision.');
    expect(findOfferedChoice(atEngine.prompts(s), 0, turn('p:apprentice'))).toBeUndefined();
    expect(idleOf(s, 0)).toBe(
      'P3, your teammate, is in the middle of an activation or a choice (one at a time per team): your choices come back when it is over.',
    );
    expect(idleOf(s, 2)).toBeNull();
    const moved = apply(s, 2, { type: 'activation', c: 'm:0,4' });
    expect(moved.champions['ember']!.at).toBe('0,4');
    expect(prompted(moved)).toEqual([[2, 'activation']]);
    expect(idleOf(moved, 0)).not.toBeNull();
    const done = apply(moved, 2, { type: 'activation', c: 'done' });
    expect(done.champions['ember']!.exhausted).toBe(true);
    expect(prompted(done)).toEqual([
      [2, 'turn'],
      [0, 'turn'],
    ]);
    expect(apply(done, 0, turn('p:apprentice')).players[0]!.runes).toBe(4);
  });

  it('AT-TM-13 AT-TM-6: finishing one’s part leaves the other alone at it; when both have finished the team’s turn ends and the other team is asked', () => {
    const s = apply(teams(), 0, turn('end'));
    expect(s.doneThisTurn).toEqual([0]);
    expect(s.active).toBe(2);
    expect(prompted(s)).toEqual([[2, 'turn']]);
    expect(ids(s, 2).at(-1)).toBe('end');
    expect(en(atEngine.prompts(s)[0]!.choices.at(-1)!.label)).toBe('End the turn');
    expect(refusal(() => apply(s, 0, turn('p:apprentice')))).toBe('It is not your decision.');
    expect(idleOf(s, 0)).toBe('You have finished your part of the team turn: P3, your teammate, is still playing it.');
    const next = apply(apply(s, 2, turn('p:apprentice')), 2, turn('end'));
    expect(next.doneThisTurn).toEqual([]);
    expect(next.active).toBe(1);
    expect(next.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5]);
    expect(prompted(next)).toEqual([
      [1, 'turn'],
      [3, 'turn'],
    ]);
    // Before finishing, a teammate whose partner is still at it finishes only their part.
    expect(en(atEngine.prompts(teams())[0]!.choices.at(-1)!.label)).toBe('Finish your part of the team turn');
  });

  it('AT-TM-6 AT-CR-3: a partner’s purchase refills the center row, so the other’s click on the old card no longer applies', () => {
    const s = teams();
    const buy = turn('b:0');
    expect(findOfferedChoice(atEngine.prompts(s), 2, buy)).toBeDefined();
    const bought = apply(s, 0, buy);
    expect(bought.row[0]).toBe('quiet-archivist');
    expect(bought.players[0]!.runes).toBe(0);
    // Seat 2's 3 Runes no longer buy slot 0 (now a 6-Rune card): the stale click is refused and changes nothing.
    expect(ids(bought, 2)).not.toContain('b:0');
    expect(findOfferedChoice(atEngine.prompts(bought), 2, buy)).toBeUndefined();
    expect(refusal(() => apply(bought, 2, buy))).toBe('That move is not offered now: b:0.');
    expect(bought.players[2]!.runes).toBe(3);
  });

  it('AT-CO-16 AT-CO-13 AT-TM-6: in Co-op both allies are asked at once too', () => {
    let s = atEngine.setup({ mode: 'coop' }, [{ name: 'A' }, { name: 'B' }], 'coop-shared');
    // Each ally first picks a starting Portal, one at a time (CO-13); then their turn is shared.
    expect(prompted(s)).toEqual([[0, 'portal']]);
    s = apply(s, 0, { type: 'portal', c: 'd:-2,4' });
    expect(prompted(s)).toEqual([[1, 'portal']]);
    s = apply(s, 1, { type: 'portal', c: 'd:2,2' });
    expect(prompted(s)).toEqual([
      [0, 'turn'],
      [1, 'turn'],
    ]);
  });

  it('AT-TM-6: the status line names the whole team whose shared turn it is, whichever teammate moved last', () => {
    const s = teams();
    const turnLine = (state: AtState) => en(atEngine.status(atEngine.view(state, 'public')).at(-1)!);
    const names = atEngine.view(s, 'public') as unknown as { sides: { seats: number[]; names: string }[] };
    const team = names.sides.find((x) => x.seats.includes(0))!.names;
    expect(team).toMatch(/ & /);
    expect(turnLine(s)).toBe(`Round 1: ${team} are playing.`);
    const after = apply(s, 2, turn('p:militia'));
    expect(after.active).toBe(2);
    expect(turnLine(after)).toBe(`Round 1: ${team} are playing.`);
    expect(translate(atEngine.status(atEngine.view(after, 'public')).at(-1)!, 'fr', at.strings)).toBe(`Tour 1 : ${team} jouent.`);
  });
});
