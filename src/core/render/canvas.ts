import './no-system-fonts.js';
import { createCanvas, loadImage, type Canvas, type Image as CanvasImage } from '@napi-rs/canvas';
import { registerFonts } from './fonts.js';
import { type Ctx, type GridOptions, PALETTE, gridLayout } from './draw.js';
import type { Box } from './hex-layout.js';

export type { Canvas, CanvasImage };
/** Re-exported so nothing needs to import '@napi-rs/canvas' directly (see no-system-fonts.ts). */
export { loadImage };

/**
 * Canvases that started with an opaque fill. Our drawings only ever paint over
 * (no clearRect, compositing modes or putImageData: test/render/opaque.test.ts
 * checks the sources), so they stay opaque and the encoder need not scan their
 * 1.2 million pixels to learn it.
 */
const opaqueCanvases = new WeakSet<Canvas>();

/** `#rgb` or `#rrggbb`: a colour with no alpha of its own. */
const OPAQUE_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True when `canvas` was made by newCanvas with an opaque background. */
export function startedOpaque(canvas: Canvas): boolean {
  return opaqueCanvases.has(canvas);
}

/** A fresh canvas with the bundled fonts registered, filled with `background` (opaque frames encode faster). */
export function newCanvas(width: number, height: number, background: string | null = PALETTE.table): { canvas: Canvas; ctx: Ctx } {
  registerFonts();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (OPAQUE_COLOUR.test(background)) opaqueCanvases.add(canvas);
  }
  return { canvas, ctx };
}

/**
 * Draws items side by side in equal cells on one canvas (a hand of cards):
 * drawing straight into one canvas is cheaper than composing sub-images.
 */
export function renderGrid<T>(
  items: readonly T[],
  cellW: number,
  cellH: number,
  drawCell: (ctx: Ctx, item: T, cell: Box, index: number) => void,
  opts: GridOptions & { background?: string } = {},
): Canvas {
  const layout = gridLayout(items.length, cellW, cellH, opts);
  const { canvas, ctx } = newCanvas(layout.width, layout.height, opts.background ?? PALETTE.table);
  items.forEach((item, i) => {
    ctx.save();
    drawCell(ctx, item, layout.cells[i]!, i);
    ctx.restore();
  });
  return canvas;
}
