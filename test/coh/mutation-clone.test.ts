/**
 * Champions of Hara state copy (rules/clone.ts), exact (issue #23, mutation
 * testing): the copy equals the state in every shape a state takes (an arena,
 * a scenario with its tokens, a character's turn with a Corrupted turn in
 * progress), and every list and record of the copy is its own: writing to
 * each of them, all the way down, leaves the original as it was — except what
 * the copy shares by design (the layout, the effects waiting in the queue,
 * the characters' unlocked cards, and the cards on spaces until one of the two
 * states writes to them: it then makes its own copy, `ownSpaces`). `apply`
 * never changes the state it is given, spaces included.
 */
import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { canonicalJson } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { cloneState, ownSpaces } from '../../src/games/coh/rules/clone.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Writes to every array and plain object under `x` (arrays get an entry, objects a key, numbers in arrays change). */
function writeEverywhere(x: unknown, path: string, skip: (path: string) => boolean): void {
  if (skip(path) || x === null || typeof x !== 'object') return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => writeEverywhere(v, `${path}[${i}]`, skip));
    x.push('written');
    return;
  }
  const o = x as Record<string, unknown>;
  for (const k of Object.keys(o)) writeEverywhere(o[k], `${path}.${k}`, skip);
  o['written'] = 1;
}
/**
 * Shared by design: the layout (a World Shift builds a new one), the queue's effects, each character's unlocked cards
 * (set at setup, only read), and the spaces until written through `ownSpaces` (below).
 */
const shared = (path: string) =>
  path === '.layout' || path === '.spaces' || /^\.queue\[\d+\]$/.test(path) || /^\.chars\[\d+\]\.unlocked$/.test(path);

/** Gives every empty array and record under `x` one entry (the layout left alone). */
function fillEmpty(x: unknown, path: string): void {
  if (path === '.layout' || x === null || typeof x !== 'object') return;
  if (Array.isArray(x)) {
    // Lists of records get a record; the others a number (their entries are values, copied as such).
    if (x.length === 0) x.push(/\.(used|pending|corrupted)$/.test(path) ? { filled: 1 } : 7);
    else x.forEach((v, i) => fillEmpty(v, `${path}[${i}]`));
    return;
  }
  const o = x as Record<string, unknown>;
  if (Object.keys(o).length === 0) o['filled'] = 1;
  else for (const k of Object.keys(o)) fillEmpty(o[k], `${path}.${k}`);
}

function shapes(): [string, CohState][] {
  const arena = cohEngine.setup({ mode: 'versus' }, seats(3), 'clone-a');
  const scenario = cohEngine.setup({ mode: 'versus', scenario: 's12' }, seats(1), 'clone-b');
  const corrupted = cohEngine.setup({ mode: 'versus' }, seats(2), 'clone-c');
  corrupted.ct = { acts: ['u1', 'u2'], rolled: false };
  corrupted.pending = [{ kind: 'x' } as never];
  // Every list and record that starts empty given an entry (Quests with their seats), so that a copy dropping one shows.
  const full = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'clone-d');
  fillEmpty(full, '');
  full.quests = [{ id: 'q', seats: [0] } as never];
  // S09's Persephone (a non-player character with her energy) and S18's automated Leaf (his pile and spent cards).
  const npc = cohEngine.setup({ mode: 'versus', scenario: 's09' }, seats(1), 'clone-e');
  const leaf = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'clone-f');
  leaf.scn!.leaf!.spent = ['lea-dash'];
  return [
    ['a three-character arena', arena],
    ['scenario S04 with every list and record filled', full],
    ['scenario S12 with its tokens', scenario],
    ['an arena with a Corrupted turn in progress', corrupted],
    ['scenario S09 with Persephone to free', npc],
    ['scenario S18 with Leaf automated', leaf],
  ];
}

describe('CoH cloneState', () => {
  it('the shapes have what they are meant to have', () => {
    const [arena, , scenario, corrupted] = shapes().map(([, s]) => s) as [CohState, CohState, CohState, CohState];
    expect([arena.scn, arena.ct, arena.chars.length, arena.chars[0]!.items.length]).toEqual([null, null, 3, 1]);
    expect([scenario.scn !== null, Object.keys(scenario.scn!.tokens).length]).toEqual([true, 6]);
    expect(corrupted.ct).toEqual({ acts: ['u1', 'u2'], rolled: false });
    const [npc, leaf] = shapes()
      .slice(4)
      .map(([, s]) => s.scn!);
    expect([npc!.npc !== null, npc!.leaf, leaf!.npc, leaf!.leaf!.pile.length > 0, leaf!.leaf!.spent]).toEqual([
      true,
      null,
      null,
      true,
      ['lea-dash'],
    ]);
    const full = shapes()[1]![1];
    expect([full.dice, full.discard, full.queue, full.ts.used, full.questDeck, full.scn!.winners, full.scn!.holds]).toEqual([
      [7],
      [7],
      [7],
      [{ filled: 1 }],
      [7],
      [7],
      { filled: 1 },
    ]);
    expect(full.corrupted).toHaveLength(1);
    expect([full.chars[0]!.board, full.chars[0]!.levels, full.chars[0]!.aggressiveDue, full.scn!.inventory[0]]).toEqual([
      [7],
      [7],
      [7],
      [7],
    ]);
  });

  it.each(shapes())('copies %s exactly', (_what, s) => {
    expect(cloneState(s)).toStrictEqual(s);
  });

  it.each(shapes())('every list and record of a copy of %s is its own', (_what, s) => {
    const before = JSON.stringify(s);
    const c = cloneState(s);
    expect(c.layout).toBe(s.layout);
    writeEverywhere(c, '', shared);
    c.rng.a = 1;
    c.ct = null;
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each(shapes())('a copy of %s shares the spaces until one of the two writes to them: the writer gets its own copy', (_what, s) => {
    const before = JSON.stringify(s);
    const c = cloneState(s);
    expect(c.spaces).toBe(s.spaces);
    const mine = ownSpaces(c);
    expect(mine).not.toBe(s.spaces);
    expect(c.spaces).toBe(mine);
    expect(mine).toStrictEqual(s.spaces);
    // Every card of the copy's own record is its own too.
    writeEverywhere(mine, '.spaces', () => false);
    expect(JSON.stringify(s)).toBe(before);
    // The source, whose record the copy shared, copies it too before writing; the copy keeps what it wrote.
    const written = JSON.stringify(c.spaces);
    const theirs = ownSpaces(s);
    expect(theirs).not.toBe(mine);
    theirs['dojo:0'] = { uid: 'x', id: 'y', faceUp: true, dmg: 3 };
    expect(JSON.stringify(c.spaces)).toBe(written);
    // A record no other state holds is written in place.
    expect(ownSpaces(s)).toBe(theirs);
  });

  it('apply never changes the state it is given (seeded random games of an arena and S04, which razes Worlds, to their end)', () => {
    for (const [options, n, seed] of [
      [{ mode: 'versus' as const }, 2, 'own-a'],
      [{ mode: 'versus' as const, scenario: 's04' as const }, 2, 'own-b'],
    ] as const) {
      let state = cohEngine.setup(options, seats(n), seed);
      const rng = createRng(`pick:${seed}`);
      let moves = 0;
      for (; moves < 3000 && !cohEngine.outcome(state); moves++) {
        const p = cohEngine.prompts(state)[0]!;
        const before = canonicalJson(state);
        const next = cohEngine.apply(state, p.seat, p.choices[randomInt(rng, p.choices.length)]!.action).state;
        expect(canonicalJson(state)).toBe(before);
        state = next;
      }
      expect(cohEngine.outcome(state)).not.toBeNull();
    }
  });
});
