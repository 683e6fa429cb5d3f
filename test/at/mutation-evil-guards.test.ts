/**
 * The Evil Player's guards and tie-breaks that the other evil tests leave open
 * (rules/evil.ts; issue #23, mutation testing): the squad drawn while Evil pawns
 * are already on the state (only the players' Champions are excluded), exact.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { CONTENT, isBoss } from '../../src/games/at/content/index.js';
import { buildEvilSquad } from '../../src/games/at/rules/evil.js';
import { EVIL, noTreasure } from '../../src/games/at/rules/state.js';

const bosses = CONTENT.evilChampions.filter(isBoss).map((e) => e.id);
const others = CONTENT.evilChampions.filter((e) => !isBoss(e)).map((e) => e.id);

/** A Solo position whose player fields, off the battlefield, every Evil Champion but `left`. */
function soloWithout(left: string[]): AtState {
  const fielded = CONTENT.evilChampions.map((e) => e.id).filter((id) => !left.includes(id));
  const champions = Object.fromEntries(fielded.map((def, i) => [`p${i}`, { def, owner: 0 }]));
  return atEngine.scenarios!.setup({ mode: 'solo', seed: 'guards', champions } as unknown as Json).state;
}

describe('AT Evil squad: who is taken', () => {
  it('AT-SO-10 AT-SO-18 an Evil pawn already there does not make its name taken: only the players’ Champions are', () => {
    const left = [bosses[0]!, ...others.slice(0, 3)];
    const s = soloWithout(left);
    // An Evil pawn named like one of the four left (as a second squad would be, e.g. a scenario's).
    s.champions['old'] = {
      id: 'old',
      def: others[0]!,
      owner: EVIL,
      at: null,
      damage: 0,
      exhausted: false,
      artifacts: [],
      treasure: noTreasure(),
    };
    buildEvilSquad(s, []);
    const squad = Object.values(s.champions).filter((c) => c.owner === EVIL && c.id !== 'old');
    expect(squad.map((c) => c.def).sort()).toEqual([...left].sort());
    expect(squad[0]!.def).toBe(bosses[0]);
  });
});
