import { hexDirectionTo, hexRotate, hexKey, type HexKey } from '../../../core/hex.js';
import type { Card, Targeting } from '../content/index.js';
import { ON_BOARD, STATUE_AT, DEPLOY, NEIGHBOURS, BOARD_KEYS, hexOf, dist } from './board.js';
import { occupancy, isFree } from './helpers.js';
import type { ChampState, SfbState } from './state.js';

export interface Dest {
  path: HexKey[];
  cost: number;
}

/**
 * Where a champion may walk with `budget` movement points (SFB-MOVE-1..4):
 * statues and enemies block, allies can be crossed but not ended on, and a
 * trap hex ends the leg (it triggers on entry; the rest of the move is a new leg).
 * From the portal, the first step enters a deployment hex (SFB-KO-6).
 */
export function walkDests(s: SfbState, mover: ChampState, budget: number): Map<HexKey, Dest> {
  const occ = occupancy(s);
  const blocked = (k: HexKey): boolean => {
    if (STATUE_AT.has(k)) return true;
    const o = occ.get(k);
    return !!o && o.team !== mover.team;
  };
  // Breadth-first with parent pointers; paths are rebuilt only for the answers.
  const seen = new Map<HexKey, { cost: number; prev: HexKey | null }>();
  let frontier: HexKey[] = [];
  const start = mover.at;
  if (start === null) {
    const side = s.teams[mover.team]!.side;
    for (const k of DEPLOY[side] ?? []) {
      if (blocked(k) || budget < 1) continue;
      seen.set(k, { cost: 1, prev: null });
      frontier.push(k);
    }
  } else {
    // Stryker disable next-line ObjectLiteral: the start's entry only marks it seen; its cost and prev are never read (the mover stands on it, so it is no destination, and paths stop at it)
    seen.set(start, { cost: 0, prev: null });
    frontier = [start];
  }
  for (let cost = start === null ? 1 : 0; cost < budget; cost++) {
    const next: HexKey[] = [];
    for (const from of frontier) {
      if (cost > 0 && s.traps.board[from]) continue;
      for (const k of NEIGHBOURS.get(from)!) {
        if (k === null || seen.has(k) || blocked(k)) continue;
        seen.set(k, { cost: cost + 1, prev: from });
        next.push(k);
      }
    }
    frontier = next;
  }
  const out = new Map<HexKey, Dest>();
  for (const [k, d] of seen) {
    if (d.cost === 0 || occ.has(k)) continue;
    const path: HexKey[] = [k];
    for (let p = d.prev; p !== null && p !== start; p = seen.get(p)!.prev) path.push(p);
    out.set(k, { path: path.reverse(), cost: d.cost });
  }
  return out;
}

/** Course destinations along each row (SFB-KW-DASH-1/2); a trap entered ends the leg. */
export function dashDests(s: SfbState, mover: ChampState, budget: number, onlyDir: number | null): Map<HexKey, Dest & { dir: number }> {
  const occ = occupancy(s);
  const out = new Map<HexKey, Dest & { dir: number }>();
  if (mover.at === null) return out;
  for (let dir = 0; dir < 6; dir++) {
    if (onlyDir !== null && dir !== onlyDir) continue;
    let cur: HexKey = mover.at;
    const path: HexKey[] = [];
    for (let i = 0; i < budget; i++) {
      const k = NEIGHBOURS.get(cur)![dir]!;
      if (k === null || STATUE_AT.has(k)) break;
      const o = occ.get(k);
      if (o && o.team !== mover.team) break;
      path.push(k);
      if (!o) out.set(k, { path: [...path], cost: path.length, dir });
      if (s.traps.board[k]) break;
      cur = k;
    }
  }
  return out;
}

/** Piqué (row, passes over anything), Saut (any hex within n) and Placer destinations: free hexes only. */
export function leapDests(s: SfbState, kind: 'dive' | 'jump' | 'place', from: HexKey, n: number): HexKey[] {
  const occ = occupancy(s);
  const out: HexKey[] = [];
  if (kind === 'dive') {
    for (let dir = 0; dir < 6; dir++) {
      let cur: HexKey = from;
      for (let i = 0; i < n; i++) {
        const next: HexKey | null = NEIGHBOURS.get(cur)![dir]!;
        if (next === null) break;
        cur = next;
        if (isFree(occ, cur)) out.push(cur);
      }
    }
    return out;
  }
  for (const k of BOARD_KEYS) if (k !== from && dist(k, from) <= n && isFree(occ, k)) out.push(k);
  return out;
}

export interface TargetOption {
  id: string;
  targets: string[];
  /** Orientation for area attacks. */
  rot: number | null;
}

function fits(filter: Card['targets'], me: ChampState, c: ChampState): boolean {
  if (c.id === me.id) return false;
  if (filter === 'enemy') return c.team !== me.team;
  if (filter === 'ally') return c.team === me.team;
  return true;
}

/**
 * Legal targets of an attack or skill (SFB-ATK-16..30). Attacks in an area
 * hit every champion in it but need an enemy among them (SFB-BASIC-13).
 */
export function targetOptions(
  s: SfbState,
  me: ChampState,
  targeting: Targeting,
  filter: Card['targets'],
  isAttack: boolean,
): TargetOption[] {
  if (me.at === null) return [];
  const out: TargetOption[] = [];
  const occ = occupancy(s);
  if (targeting.kind === 'aoe') {
    const seen = new Set<string>();
    const origin = hexOf(me.at);
    // Stryker disable next-line EqualityOperator: a seventh turn (rot 6) is rot 0 again, skipped below as already seen
    for (let rot = 0; rot < 6; rot++) {
      const hexes = targeting.pattern
        .map((o) => {
          const d = hexRotate(o, rot);
          return hexKey({ q: origin.q + d.q, r: origin.r + d.r });
        })
        // The attacker's own hex is the icon's dark-grey space, never a yellow one (SFB-CARD-11, SFB-ATK-28).
        .filter((k) => ON_BOARD.has(k) && k !== me.at);
      // Stryker disable next-line StringLiteral: hex keys are single-digit "q,r", so the sorted keys joined with no separator still tell the sets apart
      const key = [...hexes].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const inArea = hexes.map((k) => occ.get(k)).filter((c): c is ChampState => !!c);
      const wanted = inArea.filter((c) => fits(filter, me, c));
      if (wanted.length === 0) continue;
      out.push({ id: `o:${rot}`, targets: (isAttack ? inArea : wanted).map((c) => c.id), rot });
    }
    return out;
  }
  for (const c of occ.values()) {
    if (!fits(filter, me, c)) continue;
    const d = dist(me.at, c.at!);
    // Stryker disable next-line BooleanLiteral: every branch below assigns ok before it is read
    let ok = false;
    if (targeting.kind === 'melee') ok = d === 1;
    else if (targeting.kind === 'indirect') ok = d >= targeting.min && d <= targeting.max;
    else {
      ok = d >= targeting.min && d <= targeting.max && hexDirectionTo(hexOf(me.at), hexOf(c.at!)) !== null;
      if (ok) {
        const dir = hexDirectionTo(hexOf(me.at), hexOf(c.at!))!;
        let cur = me.at;
        for (let i = 1; i < d; i++) {
          cur = NEIGHBOURS.get(cur)![dir]!;
          if (STATUE_AT.has(cur) || occ.has(cur)) {
            ok = false;
            break;
          }
        }
      }
    }
    if (ok) out.push({ id: `t:${c.id}`, targets: [c.id], rot: null });
  }
  // Stryker disable next-line EqualityOperator: the ids are distinct, so < and <= sort alike (>= reverses the order, which the tests see)
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Direction index from a to b when on one row, else null. */
export const rowDir = (a: HexKey, b: HexKey): number | null => hexDirectionTo(hexOf(a), hexOf(b));
