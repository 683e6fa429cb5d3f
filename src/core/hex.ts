/**
 * Axial hex grid (q, r), pointy-top or flat-top alike: geometry only, no
 * pixels. The third cube coordinate is s = -q - r. Hexes are keyed "q,r".
 */
export interface Hex {
  q: number;
  r: number;
}

export type HexKey = string;

/** The six directions from "east" (+q), anticlockwise as a pointy-top picture shows them (+r runs south-east): E, NE, NW, W, SW, SE. */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const hexKey = (h: Hex): HexKey => `${h.q},${h.r}`;

export function parseHexKey(key: HexKey): Hex {
  const [q, r] = key.split(',').map(Number);
  if (!Number.isInteger(q) || !Number.isInteger(r)) throw new RangeError(`bad hex key: ${key}`);
  return { q: q!, r: r! };
}

export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const hexScale = (a: Hex, k: number): Hex => ({ q: a.q * k, r: a.r * k });
export const hexS = (h: Hex): number => -h.q - h.r;

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d));
}

/** Hexes at exactly `radius` from `center` (radius 0 → the center). */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [center];
  const out: Hex[] = [];
  let h = hexAdd(center, hexScale(HEX_DIRECTIONS[4]!, radius));
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      out.push(h);
      h = hexAdd(h, HEX_DIRECTIONS[side]!);
    }
  }
  return out;
}

/** Every hex within `radius` of `center`, nearest first. */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...hexRing(center, k));
  return out;
}

/**
 * The direction index (0..5) from `from` to `to` if both stand on one straight
 * hex row (same q, r or s), else null. Equal hexes have no direction.
 */
export function hexDirectionTo(from: Hex, to: Hex): number | null {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  // Stryker disable next-line ConditionalExpression: equal hexes would also end below (0/0 is NaN: no direction found); the early return is for clarity.
  if (dq === 0 && dr === 0) return null;
  const ds = -dq - dr;
  // Stryker disable next-line ConditionalExpression: off-row offsets would also end below (their step is not a unit direction); the early return is for clarity.
  if (dq !== 0 && dr !== 0 && ds !== 0) return null;
  const n = hexDistance(from, to);
  const unit = { q: dq / n, r: dr / n };
  const i = HEX_DIRECTIONS.findIndex((d) => d.q === unit.q && d.r === unit.r);
  // Stryker disable next-line ConditionalExpression: past the two guards above the step is always one of the six unit directions
  return i < 0 ? null : i;
}

export const sameHexRow = (a: Hex, b: Hex): boolean => hexDirectionTo(a, b) !== null;

/** `n` hexes stepping from `from` (excluded) in direction `dir`. */
export function hexRay(from: Hex, dir: number, n: number): Hex[] {
  const d = HEX_DIRECTIONS[((dir % 6) + 6) % 6]!;
  const out: Hex[] = [];
  let h = from;
  for (let i = 0; i < n; i++) {
    h = hexAdd(h, d);
    out.push(h);
  }
  return out;
}

/** Hexes strictly between two hexes of one straight row; null when not on one row. */
export function hexesBetweenInRow(a: Hex, b: Hex): Hex[] | null {
  const dir = hexDirectionTo(a, b);
  if (dir === null) return null;
  return hexRay(a, dir, hexDistance(a, b) - 1);
}

/** Rotates an offset around the origin by `turns` sixths of a turn, clockwise on a pointy-top picture: direction d becomes d − turns. */
export function hexRotate(offset: Hex, turns: number): Hex {
  let x = offset.q;
  let z = offset.r;
  let y = -x - z;
  const t = ((turns % 6) + 6) % 6;
  for (let i = 0; i < t; i++) {
    // One step back in HEX_DIRECTIONS' order (east → south-east): (x, y, z) → (-z, -x, -y).
    [x, y, z] = [-z, -x, -y];
  }
  return { q: x, r: z };
}

/** Cube-rounded straight line from a to b, both ends included (for line of sight). */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [a];
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    // A tiny nudge keeps lines along hex edges deterministic.
    const q = a.q + (b.q - a.q) * t + 1e-6;
    const r = a.r + (b.r - a.r) * t + 1e-6;
    out.push(hexRound(q, r));
  }
  return out;
}

export function hexRound(qf: number, rf: number): Hex {
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** True when no hex strictly between a and b (on the drawn line) is blocking. */
export function hasLineOfSight(a: Hex, b: Hex, blocks: (h: Hex) => boolean): boolean {
  const line = hexLine(a, b);
  return line.slice(1, -1).every((h) => !blocks(h));
}

export interface PathOptions {
  /** Cost to step onto the hex, or null when it cannot be entered at all. */
  stepCost: (to: Hex, from: Hex) => number | null;
  /** Whether a walk may end on the hex (defaults to true). */
  canEnd?: (h: Hex) => boolean;
}

export interface Reach {
  hex: Hex;
  cost: number;
  /** Hexes walked, start excluded, destination included. */
  path: Hex[];
}

/**
 * Every hex reachable from `start` with a total cost ≤ `budget` (Dijkstra over
 * small integer costs), where a walk may end. The start itself is excluded.
 * Ties between equal-cost paths are broken by direction order, so results are
 * deterministic.
 */
export function reachableHexes(start: Hex, budget: number, opts: PathOptions): Reach[] {
  const best = new Map<HexKey, { cost: number; prev: HexKey | null; hex: Hex }>();
  best.set(hexKey(start), { cost: 0, prev: null, hex: start });
  let frontier: Hex[] = [start];
  while (frontier.length > 0) {
    const next: Hex[] = [];
    for (const from of frontier) {
      const base = best.get(hexKey(from))!.cost;
      for (const to of hexNeighbours(from)) {
        const step = opts.stepCost(to, from);
        if (step === null) continue;
        const cost = base + step;
        if (cost > budget) continue;
        const k = hexKey(to);
        const seen = best.get(k);
        if (seen && seen.cost <= cost) continue;
        best.set(k, { cost, prev: hexKey(from), hex: to });
        next.push(to);
      }
    }
    frontier = next;
  }
  const out: Reach[] = [];
  for (const [k, v] of best) {
    if (v.prev === null) continue;
    if (opts.canEnd && !opts.canEnd(v.hex)) continue;
    const path: Hex[] = [];
    let cur: string | null = k;
    // Stryker disable next-line ConditionalExpression: the chain of predecessors always reaches the start, whose key ends the walk before a null.
    while (cur !== null && cur !== hexKey(start)) {
      const node: { cost: number; prev: HexKey | null; hex: Hex } = best.get(cur)!;
      path.unshift(node.hex);
      cur = node.prev;
    }
    out.push({ hex: v.hex, cost: v.cost, path });
  }
  return out;
}
