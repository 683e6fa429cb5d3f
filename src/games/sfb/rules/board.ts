import { hexKey, hexDistance, hexesWithin, parseHexKey, HEX_DIRECTIONS, type Hex, type HexKey } from '../../../core/hex.js';
import { CONTENT, type Zone } from '../content/index.js';

/** Precomputed geometry of the arena: every lookup the engine needs is a Map or Set hit. */
const map = CONTENT.map;
export const BOARD_HEXES: Hex[] = hexesWithin({ q: 0, r: 0 }, map.radius);
export const BOARD_KEYS: HexKey[] = BOARD_HEXES.map(hexKey);
export const ON_BOARD = new Set(BOARD_KEYS);
export const STATUE_AT = new Map(map.statues.map((s) => [hexKey(s.hex), s]));
export const TRAP_SPACES: HexKey[] = map.trapSpaces.map(hexKey);
export const TRAP_SPACE_SET = new Set(TRAP_SPACES);
export const DEPLOY: HexKey[][] = map.deploy.map((z) => z.map(hexKey));
export const DEPLOY_SET: Set<HexKey>[] = DEPLOY.map((z) => new Set(z));

export const ZONE_OF = new Map<HexKey, Zone>();
for (const h of BOARD_HEXES) {
  if (STATUE_AT.has(hexKey(h))) continue;
  const d = map.statues.map((s) => hexDistance(h, s.hex));
  const best = Math.min(...d);
  if (best > map.zoneRadius) continue;
  if (d.filter((x) => x === best).length > 1) continue;
  ZONE_OF.set(hexKey(h), map.statues[d.indexOf(best)]!.zone);
}

/** Neighbour keys in direction order (index = direction; null off the board). */
export const NEIGHBOURS = new Map<HexKey, (HexKey | null)[]>();
for (const h of BOARD_HEXES) {
  NEIGHBOURS.set(
    hexKey(h),
    HEX_DIRECTIONS.map((d) => {
      const k = hexKey({ q: h.q + d.q, r: h.r + d.r });
      return ON_BOARD.has(k) ? k : null;
    }),
  );
}

// Stryker disable next-line ArrayDeclaration: a cache; without an entry hexOf parses the key, which gives the same hex
const HEX_OF = new Map(BOARD_HEXES.map((h) => [hexKey(h), h]));
export const hexOf = (k: HexKey): Hex => HEX_OF.get(k) ?? parseHexKey(k);
export const dist = (a: HexKey, b: HexKey): number => hexDistance(hexOf(a), hexOf(b));

/** Which half of the arena a hex is in from deployment side `side`'s point of view: 1 = the enemy's half. */
export function inEnemyHalf(k: HexKey, side: number): boolean {
  const r = hexOf(k).r;
  return side === 0 ? r > 0 : r < 0;
}
