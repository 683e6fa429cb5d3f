import type { Hex } from '../hex.js';
import { hexRound } from '../hex.js';

/**
 * Pointy-top hex geometry in pixels for axial (q, r): +q runs east, +r runs
 * south-east. `size` is the centre-to-corner radius.
 */
export interface HexLayout {
  size: number;
  originX: number;
  originY: number;
}

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

export function hexToPixel(layout: HexLayout, h: Hex): Point {
  return {
    x: layout.originX + layout.size * SQRT3 * (h.q + h.r / 2),
    y: layout.originY + layout.size * 1.5 * h.r,
  };
}

export function pixelToHex(layout: HexLayout, p: Point): Hex {
  const x = (p.x - layout.originX) / layout.size;
  const y = (p.y - layout.originY) / layout.size;
  const r = (2 / 3) * y;
  const q = x / SQRT3 - r / 2;
  return hexRound(q, r);
}

/** The six corners clockwise from the top one; `inset` pulls them towards the centre (pixels). */
export function hexCorners(layout: HexLayout, h: Hex, inset = 0): Point[] {
  const c = hexToPixel(layout, h);
  const radius = layout.size - inset;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    out.push({ x: c.x + radius * Math.cos(angle), y: c.y + radius * Math.sin(angle) });
  }
  return out;
}

/** Width and height of one pointy-top hex of this size. */
export const hexWidth = (size: number): number => SQRT3 * size;
export const hexHeight = (size: number): number => 2 * size;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The largest layout that shows every hex inside `box` (centred), capped at
 * `maxSize` so a small map does not become huge.
 */
export function fitHexLayout(hexes: readonly Hex[], box: Box, maxSize = Infinity): HexLayout {
  if (hexes.length === 0) throw new RangeError('fitHexLayout: no hexes');
  // Bounds in units of size (origin 0,0): centre x = √3(q + r/2), y = 1.5 r.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    const cx = SQRT3 * (h.q + h.r / 2);
    const cy = 1.5 * h.r;
    minX = Math.min(minX, cx - SQRT3 / 2);
    maxX = Math.max(maxX, cx + SQRT3 / 2);
    minY = Math.min(minY, cy - 1);
    maxY = Math.max(maxY, cy + 1);
  }
  const size = Math.min(box.w / (maxX - minX), box.h / (maxY - minY), maxSize);
  return {
    size,
    originX: box.x + box.w / 2 - (size * (minX + maxX)) / 2,
    originY: box.y + box.h / 2 - (size * (minY + maxY)) / 2,
  };
}
