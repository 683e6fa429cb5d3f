import { hexesWithin, hexKey } from '../../../core/hex.js';
import { dist, geoOf, keyDist } from './geo.js';
import { CONTENT, MAP_BY_ID, cardDef, evilDef, isChampionDef } from '../content/index.js';
import type { MapDef, PortalCard, Skill } from '../content/schema.js';
import { CULTIST, EVIL, type AtChampion, type AtState } from './state.js';

export function mapOf(s: AtState): MapDef {
  const m = MAP_BY_ID.get(s.map);
  if (!m) throw new Error(`unknown Ascension Tactics map ${s.map}`);
  return m;
}

const boardCache = new Map<string, Set<string>>();
export function boardHexes(m: MapDef): Set<string> {
  let set = boardCache.get(m.id);
  if (!set) boardCache.set(m.id, (set = new Set(hexesWithin({ q: 0, r: 0 }, m.radius).map(hexKey))));
  return set;
}

/** The side a seat plays for: its team in 2 vs 2, its own seat otherwise (TM-1, ML-5). */
export const teamOf = (s: AtState, seat: number): number => (seat === EVIL ? EVIL : s.players[seat]!.team);

/** Whether two seats play on the same side: a teammate's Champions are allies (AMB-13). */
export const allied = (s: AtState, a: number, b: number): boolean => teamOf(s, a) === teamOf(s, b);

/** The seats sharing the current turn: the playing team in 2 vs 2 (TM-6), the active seat alone otherwise. */
export function turnSeats(s: AtState): number[] {
  if (!sharedTurn(s)) return [s.active];
  const team = teamOf(s, s.active);
  return s.order.filter((seat) => teamOf(s, seat) === team);
}

/** Whether teammates share their turn: 2 vs 2 (TM-6) and Co-op (CO-16). */
export const sharedTurn = (s: AtState): boolean => s.mode === 'teams' || s.mode === 'coop';

/** The seats of one side, in turn order. */
export const sideSeats = (s: AtState, seat: number): number[] => s.order.filter((o) => allied(s, o, seat));

/** The Portal card a seat holds: in 2 vs 2 each team's members hold its Team card (TM-2, AMB-54), otherwise one card per turn position (ML-3). */
export function portalCard(s: AtState, seat: number): PortalCard {
  const p = s.players[seat]!;
  // In Solo and Co-op every player holds a Team 1 Portal card (CO-6).
  const i = s.mode === 'teams' ? (p.portal < 2 ? 0 : 1) : s.mode === 'solo' || s.mode === 'coop' ? 0 : p.portal;
  return CONTENT.portals[i]!;
}

/** The Portal hexes of a seat: its Portal card's list on the map, then the inactive Portals it took (TT-12, TT-15). */
export function portalsOf(s: AtState, seat: number): string[] {
  // In Co-op an inactive Portal one ally activated serves both (CO-14).
  // Built without intermediate arrays: it is asked for on every decision.
  let taken: string[] | null = null;
  for (const h in s.portalsTaken) {
    const owner = s.portalsTaken[h]!;
    if (owner === seat || (s.mode === 'coop' && owner !== EVIL && allied(s, owner, seat))) (taken ??= []).push(h);
  }
  // In Co-op with a choice of starting Portals, only the one this seat chose is its own (CO-13).
  const chosen = s.chosenPortals[seat];
  const own = movedPortals(s, chosen !== undefined ? [chosen] : (mapOf(s).portals[s.players[seat]!.portal] ?? []));
  return taken === null ? own.slice() : [...own, ...taken.sort()];
}

/** Portal hexes as they stand now: a Portal moved by an effect is on its new hex (TT-13, FQ-14). */
function movedPortals(s: AtState, hexes: string[]): string[] {
  for (const _ in s.portalMoves) return hexes.map((h) => s.portalMoves[h] ?? h);
  return hexes;
}

/** The Portals a seat may move with its own effect: those of its Portal card (or its chosen Co-op Portal), never another player's (SU-15). */
export function movablePortals(s: AtState, seat: number): string[] {
  const chosen = s.chosenPortals[seat];
  return movedPortals(s, chosen !== undefined ? [chosen] : (mapOf(s).portals[s.players[seat]!.portal] ?? []));
}

/**
 * Whether a hex holds a terrain tile: a Portal (every seat's, moved ones where
 * they stand now, the unused ones of the map, inactive ones), a Sanctuary, a
 * Forest (the map's or placed), Corruption, a Beacon or an Enchantment. A
 * hex without one is a standard hex, the only kind a tile may be placed or
 * moved onto (TT-3, TT-4, TT-13, FQ-14).
 */
export function hasTerrain(s: AtState, hex: string): boolean {
  const m = mapOf(s);
  if (m.sanctuaries.includes(hex) || m.forests.includes(hex) || m.corruption.includes(hex) || m.beacons.includes(hex)) return true;
  if (m.inactivePortals.includes(hex) || m.coopPortals.includes(hex) || m.enchantments.some((e) => e.hex === hex)) return true;
  if (s.forestsPlaced.includes(hex)) return true;
  for (const list of m.portals) if (movedPortals(s, list).includes(hex)) return true;
  for (const from in s.portalMoves) if (s.portalMoves[from] === hex) return true;
  return false;
}

/** The standard hexes of the battlefield (no terrain tile), in key order: where an effect may place or move a tile (TT-3). */
export function standardHexes(s: AtState): string[] {
  return [...boardHexes(mapOf(s))].filter((h) => !hasTerrain(s, h)).sort();
}

/**
 * Which hexes are Forests now, by the map's hex index: the map's, plus those
 * placed during play (TT-2, TT-25). The placed list is replaced, never
 * written to, so the mask is kept for the last list seen (line of sight and
 * movement ask for it on every decision).
 */
let maskList: string[] | null = null;
let maskGeo: ReturnType<typeof geoOf> | null = null;
let maskValue: Uint8Array | null = null;
function forestMask(s: AtState, g: ReturnType<typeof geoOf>): Uint8Array {
  if (s.forestsPlaced.length === 0) return g.forest;
  if (s.forestsPlaced === maskList && g === maskGeo) return maskValue!;
  const mask = g.forest.slice();
  for (const h of s.forestsPlaced) {
    const i = g.index.get(h);
    if (i !== undefined) mask[i] = 1;
  }
  maskList = s.forestsPlaced;
  maskGeo = g;
  maskValue = mask;
  return mask;
}

/** The pawn holding a pawn's card: itself, or for the second pawn of a two-pawn Champion the first (FQ-15, AR-15). */
export function cardHolder(s: AtState, c: AtChampion): AtChampion {
  return c.card !== undefined ? (s.champions[c.card] ?? c) : c;
}

/** Every pawn of a pawn's card: one, or both pawns of a two-pawn Champion (Askara Psyché), the card's holder first. */
export function pawnsOfCard(s: AtState, c: AtChampion): AtChampion[] {
  const holder = cardHolder(s, c);
  const out = [holder];
  for (const id in s.champions) if (s.champions[id]!.card === holder.id) out.push(s.champions[id]!);
  return out;
}

export function occupant(s: AtState, hex: string): AtChampion | undefined {
  for (const id in s.champions) if (s.champions[id]!.at === hex) return s.champions[id];
  return undefined;
}

export function freePortals(s: AtState, seat: number): string[] {
  return portalsOf(s, seat).filter((h) => !occupant(s, h));
}

/** The printed stats a pawn starts from: read from its card, never copied (statsOf runs for every decision). */
type BaseStats = { readonly strength: number; readonly defense: number; readonly speed: number; readonly skills: readonly string[] };
const CULTIST_BASE: BaseStats = { ...CONTENT.cultist, skills: [] };

function base(s: AtState, c: AtChampion): BaseStats {
  if (c.def === CULTIST) return CULTIST_BASE;
  // An Evil Champion's stats are those of its card's face in play (SO-11, SO-12).
  if (c.owner === EVIL) return evilDef(c.def)[s.evil!.face];
  const d = cardDef(c.def);
  if (!isChampionDef(d)) throw new Error(`${c.def} is not a Champion`);
  return d;
}

/** Current stats: printed values + equipped Artifacts + this turn's boosts and Treasures. */
export interface Stats {
  strength: number;
  defense: number;
  speed: number;
  /** Skills from the card and its Artifacts, each once (GP-8). */
  skills: Set<Skill>;
}

export function statsOf(s: AtState, c: AtChampion): Stats {
  const b = base(s, c);
  let { strength, defense, speed } = b;
  const skills = new Set<Skill>(b.skills as Skill[]);
  // A two-pawn Champion's Artifacts are on its card: both pawns get them (FQ-15, AR-15).
  for (const a of cardHolder(s, c).artifacts) {
    const d = cardDef(s.cards[a]!);
    if (d.type !== 'artifact') continue;
    strength += d.bonus.strength;
    defense += d.bonus.defense;
    speed += d.bonus.speed;
    for (const k of d.skills) skills.add(k);
  }
  const boost = c.owner === EVIL ? s.evil!.boost : s.players[c.owner]!.boost;
  const tr = c.treasure;
  // The Fairy Circle favours the pawn of its last placer standing on it (FC-3).
  // An Enchantment tile favours whoever stands on it (TT-32).
  if (c.at !== null)
    for (const e of mapOf(s).enchantments)
      if (e.hex === c.at) {
        strength += e.strength;
        defense += e.defense;
        speed += e.speed;
      }
  const fairy = s.tokens.fairy;
  if (fairy && c.at === fairy.hex && c.owner === fairy.owner) {
    strength += CONTENT.fairyCircle.strength;
    defense += CONTENT.fairyCircle.defense;
    speed += CONTENT.fairyCircle.speed;
  }
  if (tr.riposte) skills.add('riposte');
  return {
    strength: strength + boost.strength + tr.strength,
    defense: defense + boost.defense + tr.defense,
    speed: speed + boost.speed + tr.speed,
    skills,
  };
}

/** The reach of a Ranged attack (KW-8). */
export const RANGE = 3;

/**
 * Line of sight (LS-2, LS-3, LS-6, AMB-12): true when at least one shortest
 * path from a to b has no Forest and no enemy of the viewer on its
 * intermediate hexes; the two ends never block.
 */
export function lineOfSight(s: AtState, viewer: number, from: string, to: string): boolean {
  const g = geoOf(mapOf(s));
  const a = g.index.get(from);
  const b = g.index.get(to);
  if (a === undefined || b === undefined) return false;
  const n = dist(g, a, b);
  const enemies = new Set<number>();
  const team = teamOf(s, viewer);
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (teamOf(s, c.owner) !== team && c.at !== null) enemies.add(g.index.get(c.at)!);
  }
  const forest = forestMask(s, g);
  let frontier = [a];
  for (let step = 1; step < n; step++) {
    const next: number[] = [];
    for (const h of frontier)
      for (const nb of g.nbs[h]!) {
        if (dist(g, nb, b) !== n - step || forest[nb] || enemies.has(nb) || next.includes(nb)) continue;
        next.push(nb);
      }
    if (next.length === 0) return false;
    frontier = next;
  }
  return true;
}

/**
 * Enemies of `seat` the Turret can hit (TU-4, AMB-46): within 3 hexes of it
 * in line of sight, the enemy standing on its own hex included (an enemy there
 * blocks nothing: it is an end of every line).
 */
export function turretTargets(s: AtState, seat: number): AtChampion[] {
  const turret = s.tokens.turret;
  if (!turret) return [];
  const g = geoOf(mapOf(s));
  const out: AtChampion[] = [];
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (allied(s, c.owner, seat) || c.at === null) continue;
    const d = keyDist(g, turret.hex, c.at);
    if (d === 0 || (d <= RANGE && lineOfSight(s, seat, turret.hex, c.at))) out.push(c);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Whether `target` is in attack range of `c`: adjacent, or (Ranged) within 3 in line of sight (AT-1, AT-3, KW-9, LS-1). */
export function inAttackRange(s: AtState, c: AtChampion, target: AtChampion, stats: Stats = statsOf(s, c)): boolean {
  if (c.at === null || target.at === null) return false;
  const d = keyDist(geoOf(mapOf(s)), c.at, target.at);
  if (d === 1) return true;
  return stats.skills.has('ranged') && d <= RANGE && lineOfSight(s, c.owner, c.at, target.at);
}

/**
 * What activating `c` costs in Power: its card's activation cost less the
 * discounts of its equipped Artifacts, never below 0 (RS-7); a Champion at 0
 * still follows the activation rules and is exhausted after it (RS-8, FQ-6).
 */
export function activationCost(s: AtState, c: AtChampion): number {
  if (c.def === CULTIST) return CONTENT.cultist.activation;
  const d = cardDef(c.def);
  if (!isChampionDef(d)) return 0;
  let cost = d.activation;
  for (const a of cardHolder(s, c).artifacts) {
    const ad = cardDef(s.cards[a]!);
    if (ad.type === 'artifact' && ad.discount) cost -= ad.discount;
  }
  return Math.max(0, cost);
}

/**
 * Where a Champion can end one move action (MV-1..MV-9): each step costs 1,
 * entering a Forest costs 2 (TT-25); enemy-occupied hexes and enemy Portals
 * cannot be entered or crossed (MV-5, TT-11); allies can be crossed but not
 * ended on (MV-6, MV-7). The search is `reachableHexes` (core/hex.ts) on the
 * map's hex indices: the same frontier order, so the same path to each hex.
 */
export function moveTargets(s: AtState, c: AtChampion): { hex: string; cost: number; path: string[] }[] {
  const r = moveReach(s, c);
  return r.ends.map((e) => ({ hex: e.hex, cost: e.cost, path: r.path(e.i) }));
}

/**
 * `moveTargets` without the paths: each reachable end (hex, cost, index) in
 * the same order, and `path` to build one end's path when it is chosen (the
 * prompt offers every end but only one move is ever made).
 */
export function moveReach(
  s: AtState,
  c: AtChampion,
  stats: Stats = statsOf(s, c),
): { ends: { hex: string; cost: number; i: number }[]; path: (i: number) => string[] } {
  if (c.at === null) return NO_REACH;
  const g = geoOf(mapOf(s));
  const start = g.index.get(c.at);
  if (start === undefined) return NO_REACH;
  const size = g.keys.length;
  const blocked = new Uint8Array(size);
  const occupied = new Uint8Array(size);
  // Enchantment barriers are entered and crossed by no one (TT-32).
  for (const e of mapOf(s).enchantments)
    if (e.barrier) {
      const i = g.index.get(e.hex);
      if (i !== undefined) blocked[i] = 1;
    }
  // A teammate's Portal is not an enemy Portal (AMB-55).
  for (const p of s.players)
    if (!allied(s, p.seat, c.owner))
      for (const h of portalsOf(s, p.seat)) {
        const i = g.index.get(h);
        if (i !== undefined) blocked[i] = 1;
      }
  for (const id in s.champions) {
    const o = s.champions[id]!;
    if (o.at === null) continue;
    const i = g.index.get(o.at)!;
    occupied[i] = 1;
    if (!allied(s, o.owner, c.owner)) blocked[i] = 1;
  }
  const speed = stats.speed;
  const forest = forestMask(s, g);
  const cost = new Int16Array(size).fill(-1);
  // Stryker disable next-line UnaryOperator: prev is read only for hexes the search reached, each written before it is read, and never at the start
  const prev = new Int16Array(size).fill(-1);
  cost[start] = 0;
  let frontier = [start];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const from of frontier) {
      const base = cost[from]!;
      for (const to of g.nbs[from]!) {
        if (blocked[to]) continue;
        const k = base + (forest[to] ? 2 : 1);
        if (k > speed) continue;
        if (cost[to]! >= 0 && cost[to]! <= k) continue;
        cost[to] = k;
        prev[to] = from;
        next.push(to);
      }
    }
    frontier = next;
  }
  const ends: { hex: string; cost: number; i: number }[] = [];
  for (let i = 0; i < size; i++) {
    if (i === start || cost[i]! < 0 || occupied[i]) continue;
    ends.push({ hex: g.keys[i]!, cost: cost[i]!, i });
  }
  ends.sort((a, b) => a.cost - b.cost || (a.hex < b.hex ? -1 : 1));
  return { ends, path: pathTo(g.keys, prev, start) };
}

const NO_REACH: { ends: { hex: string; cost: number; i: number }[]; path: (i: number) => string[] } = { ends: [], path: () => [] };

/** The path from `start` to hex index i, followed back through `prev` (built only for the move chosen). */
function pathTo(keys: readonly string[], prev: Int16Array, start: number): (i: number) => string[] {
  return (i) => {
    const out: string[] = [];
    for (let cur: number = i; cur !== start; cur = prev[cur]!) out.push(keys[cur]!);
    return out.reverse();
  };
}

/** Enemies a Champion can attack now (AT-4: enemies only). */
export function attackTargets(s: AtState, c: AtChampion, stats: Stats = statsOf(s, c)): AtChampion[] {
  if (c.at === null) return [];
  const out: AtChampion[] = [];
  for (const id in s.champions) {
    const o = s.champions[id]!;
    if (!allied(s, o.owner, c.owner) && inAttackRange(s, c, o, stats)) out.push(o);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Which side controls a Sanctuary (TT-18, TT-19, AMB-17): count the pawns on
 * it and on its neighbours; a side controls it only with strictly more than
 * every other side. In 2 vs 2 a side is a team (TM-15, TT-24); in the Melee
 * each player counts alone (ML-9). The result is a team number (a seat outside
 * 2 vs 2).
 */
export function sanctuaryController(s: AtState, hex: string): number | null {
  const g = geoOf(mapOf(s));
  const counts = new Map<number, number>();
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (c.at === null || keyDist(g, hex, c.at) > 1) continue;
    const side = teamOf(s, c.owner);
    counts.set(side, (counts.get(side) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestN = 0;
  // Stryker disable next-line BooleanLiteral: the first side counted sets tie to false; with none counted best stays null, and a tie returns null too
  let tie = false;
  for (const [seat, n] of counts) {
    if (n > bestN) {
      best = seat;
      bestN = n;
      tie = false;
    } else if (n === bestN) tie = true;
  }
  return tie ? null : best;
}
