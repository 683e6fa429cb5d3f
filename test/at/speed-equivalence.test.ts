import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { allied, mapOf, occupant, portalsOf } from '../../src/games/at/rules/board.js';
import { randomChoice, seatsFor } from '../../src/games/at/rules/playout.js';
import { geoOf } from '../../src/games/at/rules/geo.js';
import { EVIL, type AtMode } from '../../src/games/at/rules/state.js';

/** portalsOf as it was written before the speed work, with intermediate arrays. */
function portalsBefore(s: AtState, seat: number): string[] {
  const taken = Object.entries(s.portalsTaken)
    .filter(([, owner]) => owner === seat || (s.mode === 'coop' && owner !== EVIL && allied(s, owner, seat)))
    .map(([h]) => h)
    .sort();
  const chosen = s.chosenPortals[seat];
  return [...(chosen !== undefined ? [chosen] : (mapOf(s).portals[s.players[seat]!.portal] ?? [])), ...taken];
}

function occupantBefore(s: AtState, hex: string) {
  for (const c of Object.values(s.champions)) if (c.at === hex) return c;
  return undefined;
}

describe('Ascension Tactics speed rewrites', () => {
  it('portalsOf and occupant give what the array-building versions gave, on every position of random games in each mode', () => {
    let positions = 0;
    let withTaken = 0;
    for (const [mode, players] of [
      ['duel', undefined],
      ['teams', 4],
      ['melee', 3],
      ['coop', undefined],
      ['solo', undefined],
    ] as [AtMode, number | undefined][]) {
      for (let g = 0; g < 2; g++) {
        const seed = `speed-eq-${mode}-${g}`;
        const rng = createRng(`pick:${seed}`);
        let s = atEngine.setup(mode === 'duel' ? {} : { mode }, seatsFor(mode, players), seed);
        for (let n = 0; n < 300 && s.winner === null; n++) {
          for (const p of s.players) expect(portalsOf(s, p.seat)).toEqual(portalsBefore(s, p.seat));
          for (const h of geoOf(mapOf(s)).keys) expect(occupant(s, h)).toBe(occupantBefore(s, h));
          positions++;
          if (Object.keys(s.portalsTaken).length > 0) withTaken++;
          const pr = atEngine.prompts(s)[0]!;
          s = atEngine.apply(s, pr.seat, randomChoice(rng, pr).action).state;
        }
      }
    }
    expect(positions).toBeGreaterThan(1000);
    // Inactive Portals were taken in some of them, so the taken list is exercised.
    expect(withTaken).toBeGreaterThan(0);
  });

  it('a decision rebuilt after the cache has moved on is the one first built, and applying its options gives the same states', () => {
    // The decision cache keeps only the last two states asked about: an older state's decision is built again.
    const seen: { s: AtState; prompt: string; action: { type: string; c: string }; next: string }[] = [];
    for (const [mode, players] of [
      ['duel', undefined],
      ['teams', 4],
      ['solo', undefined],
    ] as [AtMode, number | undefined][]) {
      const seed = `cache-${mode}`;
      const rng = createRng(`pick:${seed}`);
      let s = atEngine.setup(mode === 'duel' ? {} : { mode }, seatsFor(mode, players), seed);
      for (let n = 0; n < 200 && s.winner === null; n++) {
        const pr = atEngine.prompts(s)[0]!;
        const action = randomChoice(rng, pr).action as { type: string; c: string };
        const next = atEngine.apply(s, pr.seat, action).state;
        seen.push({ s, prompt: JSON.stringify(pr), action, next: JSON.stringify(next) });
        s = next;
      }
    }
    // One of the three games ends before its 200th decision.
    expect(seen.length).toBe(581);
    for (const { s, prompt, action, next } of seen) {
      expect(JSON.stringify(atEngine.prompts(s)[0])).toBe(prompt);
      expect(JSON.stringify(atEngine.apply(s, atEngine.prompts(s)[0]!.seat, action).state)).toBe(next);
    }
  });
});
