/**
 * The spatial picker's picture, for any hex map: each legal hex outlined and
 * lettered (the letters of the panel's buttons), then the picture cropped
 * around them and enlarged, so the letters stay readable at the ~400–520 px
 * Discord shows an image at, on a phone as on a desktop.
 */
import type { Hex } from '../hex.js';
import { newCanvas, type Canvas } from './canvas.js';
import { type Ctx, PALETTE, drawCircle, drawFittedText, pathHex } from './draw.js';
import { FONT } from './fonts.js';
import { type Box, type HexLayout, hexToPixel } from './hex-layout.js';

export interface LabelledHex {
  hex: Hex;
  label: string;
}

/** Width of the picker picture: Discord scales it down to the message (about 520 px), never up. */
export const PICK_WIDTH = 800;
/** Never enlarge past this (a raster enlarged more blurs). */
const MAX_ZOOM = 2;
/** Pictures narrower than tall are hard to read in a message: keep at least this width / height. */
const MIN_ASPECT = 1.25;
const MAX_ASPECT = 2;
/** At least this many hexes across, so a lone target is seen with its surroundings. */
const CONTEXT_HEXES = 6;

/**
 * Outlines each hex and puts its label on a badge in its upper half (a
 * champion standing there stays visible below the badge), or with `corner`
 * in its upper-left corner (a pawn's initials stay readable).
 */
export function drawHexMarks(ctx: Ctx, layout: HexLayout, marks: readonly LabelledHex[], opts: { corner?: boolean } = {}): void {
  const size = layout.size;
  for (const m of marks) {
    pathHex(ctx, layout, m.hex, size * 0.08);
    ctx.strokeStyle = PALETTE.highlight;
    ctx.lineWidth = Math.max(3, size * 0.09);
    ctx.stroke();
  }
  for (const m of marks) {
    const c = hexToPixel(layout, m.hex);
    // `corner`: a smaller badge in the hex's upper-left corner, clear of the initials written across a pawn's middle.
    const badge = opts.corner ? { x: c.x - size * 0.5, y: c.y - size * 0.5 } : { x: c.x, y: c.y - size * 0.42 };
    const radius = opts.corner ? Math.max(11, size * 0.3) : Math.max(13, size * 0.36);
    drawCircle(ctx, badge, radius, { fill: PALETTE.highlight, stroke: PALETTE.line, lineWidth: Math.max(2, size * 0.05) });
    drawFittedText(ctx, m.label, badge.x, badge.y + 1, radius * 1.7, {
      size: radius * 1.25,
      weight: 800,
      family: FONT.sans,
      color: PALETTE.inkDark,
    });
  }
}

/**
 * The part of `canvas` around `focus` (hex centres padded by a hex and a
 * half, widened to a readable shape, kept inside `bounds`), redrawn
 * `PICK_WIDTH` wide or less. Pure: same pixels in, same pixels out.
 */
export function cropAround(canvas: Canvas, layout: HexLayout, focus: readonly Hex[], bounds: Box): Canvas {
  const box = focusBox(layout, focus, bounds);
  const zoom = Math.min(MAX_ZOOM, PICK_WIDTH / box.w);
  const { canvas: out, ctx } = newCanvas(Math.round(box.w * zoom), Math.round(box.h * zoom));
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, box.x, box.y, box.w, box.h, 0, 0, out.width, out.height);
  return out;
}

/** The crop rectangle in source pixels (exported for tests). */
export function focusBox(layout: HexLayout, focus: readonly Hex[], bounds: Box): Box {
  if (focus.length === 0) return bounds;
  const points = focus.map((h) => hexToPixel(layout, h));
  const pad = layout.size * 1.5;
  let x0 = Math.min(...points.map((p) => p.x)) - pad;
  let x1 = Math.max(...points.map((p) => p.x)) + pad;
  let y0 = Math.min(...points.map((p) => p.y)) - pad;
  let y1 = Math.max(...points.map((p) => p.y)) + pad;
  // A readable shape with some surroundings: widen what is too tall or too narrow, heighten what is too wide.
  const minW = Math.max((y1 - y0) * MIN_ASPECT, layout.size * CONTEXT_HEXES * Math.sqrt(3));
  if (x1 - x0 < minW) [x0, x1] = grow(x0, x1, minW);
  const minH = (x1 - x0) / MAX_ASPECT;
  if (y1 - y0 < minH) [y0, y1] = grow(y0, y1, minH);
  [x0, x1] = clampSpan(x0, x1, bounds.x, bounds.x + bounds.w);
  [y0, y1] = clampSpan(y0, y1, bounds.y, bounds.y + bounds.h);
  return { x: Math.round(x0), y: Math.round(y0), w: Math.round(x1 - x0), h: Math.round(y1 - y0) };
}

const grow = (a: number, b: number, length: number): [number, number] => {
  const mid = (a + b) / 2;
  return [mid - length / 2, mid + length / 2];
};

/** Slides the span inside [lo, hi]; a span longer than that is cut to it. */
function clampSpan(a: number, b: number, lo: number, hi: number): [number, number] {
  const length = Math.min(b - a, hi - lo);
  const start = Math.min(Math.max(a, lo), hi - length);
  return [start, start + length];
}
