import { HEX_DIRECTIONS, hexAdd, hexKey, hexRotate, type Hex } from '../../../core/hex.js';

/**
 * The world's geometry (§4): seven 7-hex tiles — the Dojo and six Worlds —
 * in seven slots (the centre and six around it). A space is named
 * `<tile>:<cell>`: cell 0 is a tile's central space (The Dojo on the Dojo
 * tile, the inaccessible deck space on a World, §4.3), cells 1–6 are the
 * numbered spaces. Pieces stand on spaces, so a tile moved by a World Shift
 * carries them (A14); adjacency and distances are recomputed from the layout
 * (memoized per layout).
 */

export const DOJO_TILE = 'dojo';
export const THE_DOJO = 'dojo:0';

/** A tile's place: its slot (0 = centre, 1–6 around) and the direction index of its space No.1 (its orientation). */
export interface TilePlace {
  slot: number;
  rot: number;
}
export type Layout = Record<string, TilePlace>;

/** Centre hex of each slot: the centre and the six 7-hex tiles around it. */
export const SLOT_CENTRES: readonly Hex[] = [{ q: 0, r: 0 }, ...[0, 1, 2, 3, 4, 5].map((k) => hexRotate({ q: 2, r: 1 }, k))];

const dist0 = (h: Hex) => Math.max(Math.abs(h.q), Math.abs(h.r), Math.abs(h.q + h.r));

/**
 * The default orientation of an outer slot (§2.A.3): spaces No.1 and No.2
 * are the two spaces next to the central tile. Spaces are numbered
 * clockwise, so space n sits in direction rot − (n − 1).
 */
export function defaultRot(slot: number): number {
  if (slot === 0) return 0;
  const c = SLOT_CENTRES[slot]!;
  // Stryker disable next-line EqualityOperator: every outer slot finds its orientation at a rot below 6 and returns
  for (let rot = 0; rot < 6; rot++) {
    const one = hexAdd(c, HEX_DIRECTIONS[rot]!);
    const two = hexAdd(c, HEX_DIRECTIONS[(rot + 5) % 6]!);
    if (dist0(one) === 2 && dist0(two) === 2) return rot;
  }
  // Stryker disable next-line StringLiteral: unreachable: slots 1–6 all have an orientation, and a slot past 6 has no centre (reading it throws first)
  throw new Error(`no default orientation for slot ${slot}`);
}

/** The hex of a tile's cell in a layout. */
export function cellHex(place: TilePlace, cell: number): Hex {
  const c = SLOT_CENTRES[place.slot]!;
  if (cell === 0) return c;
  return hexAdd(c, HEX_DIRECTIONS[(((place.rot - (cell - 1)) % 6) + 6) % 6]!);
}

export const spaceKey = (tile: string, cell: number) => `${tile}:${cell}`;
export const tileOf = (space: string) => space.slice(0, space.indexOf(':'));
export const cellOf = (space: string) => Number(space.slice(space.indexOf(':') + 1));

/** May a character stand on this space? Every space except a World's central deck space (§4.3, §4.4). */
export const accessible = (space: string) => tileOf(space) === DOJO_TILE || cellOf(space) !== 0;

export interface Geometry {
  /** Accessible spaces. */
  spaces: string[];
  hexOf: Record<string, string>;
  spaceAt: Record<string, string>;
  adj: Record<string, string[]>;
  /**
   * Path distance between accessible spaces, going around World centres (§15.1, §15.3); 99 when either is not an
   * accessible space of the layout or no path joins them. Each space's distances are found the first time it is asked.
   */
  distance(a: string, b: string): number;
}

/**
 * A hex's index in a grid around the centre: every cell of the seven slots' tiles has coordinates within 4 of the
 * centre, and their neighbours within 5, well inside the grid's 8.
 */
const GRID_HALF = 8;
// Stryker disable next-line ArithmeticOperator: a grid of 15 still gives every hex within 5 of the centre its own index, and the queue room for 49 spaces
const GRID = 2 * GRID_HALF + 1;
// Stryker disable next-line ArithmeticOperator: each variant still gives distinct hexes distinct keys (a JavaScript array takes any number as a key)
const gridIndex = (q: number, r: number) => (q + GRID_HALF) * GRID + (r + GRID_HALF);

/** The breadth-first search's queue, shared (a search runs to its end before another starts; a layout has 49 spaces at most). */
const bfsQueue = new Int32Array(GRID * GRID);

const cache = new Map<string, Geometry>();
/** The same layout object asks many times within one move: skip building its key. */
const byObject = new WeakMap<Layout, Geometry>();

function layoutKey(layout: Layout): string {
  return Object.keys(layout)
    .sort()
    .map((t) => `${t}@${layout[t]!.slot}/${layout[t]!.rot}`)
    .join(';');
}

export function geometry(layout: Layout): Geometry {
  const known = byObject.get(layout);
  // Stryker disable next-line ConditionalExpression: without this shortcut the cache below returns the same geometry
  if (known) return known;
  const key = layoutKey(layout);
  const hit = cache.get(key);
  if (hit) {
    byObject.set(layout, hit);
    return hit;
  }
  // Built over a grid of numbers (every hex of the world is within 5 steps of the centre), not string-keyed records:
  // a World Shift asks for a new layout's geometry, and its string tables were most of that cost. The string tables
  // of hexes (for the spatial picker) are built on first ask.
  const hexes = new Map<string, Hex>();
  // Stryker disable next-line ArrayDeclaration,ArithmeticOperator: the array's starting length only reserves room; writes past it extend it
  const onHex: (string | undefined)[] = new Array<string | undefined>(GRID * GRID);
  for (const tile in layout) {
    const place = layout[tile]!;
    for (let cell = 0; cell <= 6; cell++) {
      const s = spaceKey(tile, cell);
      const h = cellHex(place, cell);
      hexes.set(s, h);
      onHex[gridIndex(h.q, h.r)] = s;
    }
  }
  const spaces = [...hexes.keys()].filter(accessible).sort();
  const open = new Set(spaces);
  const adj: Record<string, string[]> = {};
  for (const s of spaces) {
    const h = hexes.get(s)!;
    const next: string[] = [];
    for (const d of HEX_DIRECTIONS) {
      const n = onHex[gridIndex(h.q + d.q, h.r + d.r)];
      if (n !== undefined && open.has(n)) next.push(n);
    }
    adj[s] = next.sort();
  }
  let tables: { hexOf: Record<string, string>; spaceAt: Record<string, string> } | null = null;
  const hexTables = () => {
    if (tables) return tables;
    const hexOf: Record<string, string> = {};
    const spaceAt: Record<string, string> = {};
    for (const [s, h] of hexes) {
      const k = hexKey(h);
      hexOf[s] = k;
      spaceAt[k] = s;
    }
    return (tables = { hexOf, spaceAt });
  };
  // Breadth-first over indices, from a space the first time a distance from it is asked (most layouts are asked
  // about a few spaces only; building all the tables was most of the cost of a World Shift).
  const index = new Map(spaces.map((s, i) => [s, i]));
  const adjIdx = spaces.map((s) => adj[s]!.map((n) => index.get(n)!));
  // Stryker disable next-line ArrayDeclaration: the starting length only reserves room; a row written past it extends it
  const rows: (number[] | undefined)[] = new Array<number[] | undefined>(spaces.length);
  const rowOf = (from: number): number[] => {
    const steps = new Array<number>(spaces.length).fill(99);
    const queue = bfsQueue;
    steps[from] = 0;
    queue[0] = from;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const cur = queue[head++]!;
      const next = adjIdx[cur]!;
      // Stryker disable next-line EqualityOperator: one step past the end reads no neighbour (undefined), whose step is never 99
      for (let k = 0; k < next.length; k++) {
        const n = next[k]!;
        if (steps[n] === 99) {
          steps[n] = steps[cur]! + 1;
          queue[tail++] = n;
        }
      }
    }
    rows[from] = steps;
    return steps;
  };
  const distance = (a: string, b: string): number => {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined) return 99;
    return (rows[i] ?? rowOf(i))[j]!;
  };
  const g: Geometry = {
    spaces,
    get hexOf() {
      return hexTables().hexOf;
    },
    get spaceAt() {
      return hexTables().spaceAt;
    },
    adj,
    distance,
  };
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the bound only keeps memory in check; a geometry is rebuilt alike when asked again
  if (cache.size > 500) cache.clear();
  cache.set(key, g);
  byObject.set(layout, g);
  return g;
}

/** The starting layout (§2.A): the Dojo in the centre, the Worlds around it in content order, spaces 1–2 against the Dojo. */
export function initialLayout(worlds: readonly string[]): Layout {
  const layout: Layout = { [DOJO_TILE]: { slot: 0, rot: 0 } };
  worlds.forEach((w, i) => (layout[w] = { slot: i + 1, rot: defaultRot(i + 1) }));
  return layout;
}
