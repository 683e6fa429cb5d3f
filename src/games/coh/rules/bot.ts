import type { Action } from '../../../core/game.js';
import { createRng, shuffleInPlace } from '../../../core/rng.js';
import { CONTENT, worldCardDef } from '../content/index.js';
import { COLOURS } from '../content/schema.js';
import { THE_DOJO, tileOf } from './board.js';
import { cloneState } from './clone.js';
import { currentSpec, dist, settle, type Events, type Spec } from './flow.js';
import type { CohState } from './state.js';

/**
 * The heuristic bot: it looks one decision ahead (two when its choice leads
 * to another decision of its own, such as a Move's steps or a target) and
 * scores the result for its seat. It never peeks: the positions it imagines
 * replace the random generator, the decks' order and the face-down Events
 * with stand-ins.
 */
export function botAction(s: CohState, seat: number): Action {
  const spec = currentSpec(s);
  if (!spec || spec.seat !== seat) throw new Error(`seat ${seat} has nothing to decide`);
  const blind = blindCopy(s);
  let best = spec.opts[0]!;
  let bestScore = -Infinity;
  for (const o of spec.opts) {
    const score = valueAfter(blind, spec, o.id, seat, 1) + (o.id === 'end' || o.id === 'stop' || o.id === 'skip' ? 0.01 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return { type: spec.kind, c: best.id };
}

/** The state as the seat may imagine it: another random generator, and each face-down Event replaced by its World's first Event. */
function blindCopy(s: CohState): CohState {
  const c = cloneState(s);
  c.rng = createRng(`bot:${s.day}:${s.turn}:${s.nextUid}`);
  // Deck orders are hidden too, and so are the two Events each World set aside: each imagined
  // World deck is dealt from its cards and its World's set-aside Events, shuffled from a sorted list.
  for (const w of CONTENT.worlds) {
    const deck = c.worldDecks[w.id]!;
    const pool = [...deck, ...c.box.filter((id) => w.deck.some((d) => d.id === id))].sort();
    c.worldDecks[w.id] = shuffleInPlace(c.rng, pool).slice(0, deck.length);
  }
  c.dusk = shuffleInPlace(c.rng, c.dusk.sort());
  c.shifts = shuffleInPlace(c.rng, c.shifts.sort());
  for (const [sp, card] of Object.entries(c.spaces)) {
    if (card.faceUp) continue;
    const world = CONTENT.worlds.find((w) => w.id === tileOf(sp));
    const stand = world?.deck.find((d) => d.type === 'event');
    if (stand) card.id = stand.id;
  }
  return c;
}

function valueAfter(s: CohState, spec: Spec, id: string, seat: number, depth: number): number {
  const next = cloneState(s);
  const ev: Events = [];
  const opt = spec.opts.find((o) => o.id === id)!;
  try {
    opt.run(next, ev);
    settle(next, ev);
  } catch {
    return -1e9;
  }
  const after = currentSpec(next);
  if (depth > 0 && after && after.seat === seat && after.kind !== 'turn' && after.opts.length > 0) {
    let best = -Infinity;
    for (const o of after.opts) best = Math.max(best, valueAfter(next, after, o.id, seat, depth - 1));
    return best;
  }
  return evaluate(next, seat);
}

/** A position's worth for a seat: energy first, then Health, Spirit, levels, and the way to what gives energy. */
export function evaluate(s: CohState, seat: number): number {
  if (s.winner !== null) return s.winner === seat ? 1e6 : -1e6;
  const c = s.chars[seat]!;
  let v = 0;
  for (const col of COLOURS) v += 40 * Math.min(c.energy[col], s.cap);
  // Health matters most while low: the first 5 points count triple, the rest half.
  v += 3 * Math.min(c.health, 5) + 0.5 * Math.max(0, c.health - 5) + 0.5 * c.spirit + 10 * c.levels.length + 2 * c.nextAttack + c.moveBonus;
  for (const r of Object.values(c.res)) v += 0.5 * (r ?? 0);
  v += 2 * c.items.length;
  for (const o of s.chars) if (o.seat !== seat) v -= 5 * COLOURS.reduce((n, col) => n + o.energy[col], 0);
  const full = COLOURS.every((col) => c.energy[col] >= s.cap);
  if (full) return v - 50 * dist(s, c.at, THE_DOJO);
  // The nearest thing worth reaching: a Rift, an Event, or a Monster this character could bring down.
  let near = 12;
  for (const [sp, card] of Object.entries(s.spaces)) {
    const d = card.faceUp ? worldCardDef(card.id) : null;
    const worth =
      !d || d.type === 'rift' || (d.type === 'monster' && d.health - card.dmg <= 4) || (d.type === 'monster' && d.ally !== undefined);
    if (worth) near = Math.min(near, dist(s, c.at, sp));
  }
  v -= 4 * near;
  if (c.at !== THE_DOJO) {
    for (const [sp, card] of Object.entries(s.spaces)) {
      if (!card.faceUp) continue;
      const d = worldCardDef(card.id);
      if (d.type === 'monster' && dist(s, sp, c.at) <= d.range) v -= 2 * d.strength;
    }
  }
  return v;
}
