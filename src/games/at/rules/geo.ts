import { hexesWithin, hexKey, hexNeighbours, parseHexKey } from '../../../core/hex.js';
import type { MapDef } from '../content/schema.js';

/**
 * A map's battlefield as small integers, computed once per map: the rules
 * ask for distances, neighbours and terrain on every decision, and numbers
 * are much cheaper than parsing hex keys each time.
 */
export interface Geo {
  /** Hex keys by index. */
  keys: string[];
  /** Hex key → index. */
  index: Map<string, number>;
  q: Int8Array;
  r: Int8Array;
  /** Each hex's neighbours on the battlefield, in `hexNeighbours` order. */
  nbs: number[][];
  forest: Uint8Array;
}

const cache = new Map<string, Geo>();

export function geoOf(m: MapDef): Geo {
  let g = cache.get(m.id);
  if (g) return g;
  const hexes = hexesWithin({ q: 0, r: 0 }, m.radius);
  const keys = hexes.map(hexKey);
  const index = new Map(keys.map((k, i) => [k, i]));
  const forest = new Uint8Array(keys.length);
  for (const f of m.forests) {
    const i = index.get(f);
    if (i !== undefined) forest[i] = 1;
  }
  g = {
    keys,
    index,
    q: Int8Array.from(hexes.map((h) => h.q)),
    r: Int8Array.from(hexes.map((h) => h.r)),
    nbs: hexes.map((h) =>
      hexNeighbours(h)
        .map((n) => index.get(hexKey(n)))
        .filter((n): n is number => n !== undefined),
    ),
    forest,
  };
  cache.set(m.id, g);
  return g;
}

/** Distance between two hexes of the battlefield, by index. */
export function dist(g: Geo, a: number, b: number): number {
  const dq = g.q[a]! - g.q[b]!;
  const dr = g.r[a]! - g.r[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Distance between two hex keys (either may lie off this battlefield). */
export function keyDist(g: Geo, a: string, b: string): number {
  const i = g.index.get(a);
  const j = g.index.get(b);
  if (i !== undefined && j !== undefined) return dist(g, i, j);
  const x = parseHexKey(a);
  const y = parseHexKey(b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
