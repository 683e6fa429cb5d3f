import './no-system-fonts.js';
import { createCanvas, loadImage, type Canvas, type Image as CanvasImage } from '@napi-rs/canvas';
import { registerFonts } from './fonts.js';
import { type Ctx, type GridOptions, PALETTE, gridLayout } from './draw.js';
import type { Box } from './hex-layout.js';

export type { Canvas, CanvasImage };
/** Re-exported so nothing needs to import '@napi-rs/canvas' directly (see no-system-fonts.ts). */
export { loadImage };

/** A fresh canvas with the bundled fonts registered, filled with `background` (opaque frames encode faster). */
export function newCanvas(width: number, height: number, background: string | null = PALETTE.table): { canvas: Canvas; ctx: Ctx } {
  registerFonts();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
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
