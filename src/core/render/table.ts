/**
 * Leaderboard and standings images: one table renderer (title, column
 * headers, zebra rows) drawn with the bundled fonts and encoded with the
 * fast PNG path. Texts arrive already translated.
 */
import type { Image } from '../game.js';
import { FONT, PALETTE, ellipsize, font, newCanvas, textWidth, toImage } from './index.js';

export interface TableColumn {
  label: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableCell {
  text: string;
  /** Colour override (trend up/down, dropped players). */
  color?: string;
}

export interface TableImage {
  name: string;
  title: string;
  subtitle?: string;
  columns: TableColumn[];
  rows: (string | TableCell)[][];
  /** Rows to emphasise (for example the asking player). */
  highlight?: ReadonlySet<number>;
  empty?: string;
}

const PAD = 24;
const ROW_H = 34;
const HEAD_H = 84;
const COLS_H = 30;

export const UP = '#5cc66f';
export const DOWN = '#e0645a';

export function renderTable(spec: TableImage): Promise<Image> {
  const width = PAD * 2 + spec.columns.reduce((s, c) => s + c.width, 0);
  const bodyRows = Math.max(1, spec.rows.length);
  const height = HEAD_H + COLS_H + bodyRows * ROW_H + PAD;
  const { canvas, ctx } = newCanvas(width, height, PALETTE.table);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = PALETTE.gold;
  ctx.font = font(28, 700, FONT.display);
  ctx.fillText(ellipsize(ctx, spec.title, width - PAD * 2), PAD, 34);
  if (spec.subtitle) {
    ctx.fillStyle = PALETTE.muted;
    ctx.font = font(16, 400);
    ctx.fillText(ellipsize(ctx, spec.subtitle, width - PAD * 2), PAD, 66);
  }
  const colX: number[] = [];
  let x = PAD;
  for (const c of spec.columns) {
    colX.push(x);
    x += c.width;
  }
  const drawCell = (text: string, i: number, y: number, color: string, weight: number, size: number) => {
    const col = spec.columns[i]!;
    ctx.fillStyle = color;
    ctx.font = font(size, weight);
    const shown = ellipsize(ctx, text, col.width - 12);
    const w = textWidth(ctx, shown);
    const align = col.align ?? 'left';
    const left = align === 'left' ? colX[i]! + 6 : align === 'right' ? colX[i]! + col.width - 6 - w : colX[i]! + (col.width - w) / 2;
    ctx.fillText(shown, left, y);
  };
  const headY = HEAD_H + COLS_H / 2;
  spec.columns.forEach((c, i) => drawCell(c.label, i, headY, PALETTE.muted, 600, 14));
  ctx.fillStyle = PALETTE.gold;
  ctx.fillRect(PAD, HEAD_H + COLS_H - 2, width - PAD * 2, 2);
  if (spec.rows.length === 0 && spec.empty) drawCell(spec.empty, 0, HEAD_H + COLS_H + ROW_H / 2, PALETTE.muted, 400, 16);
  spec.rows.forEach((row, r) => {
    const top = HEAD_H + COLS_H + r * ROW_H;
    if (spec.highlight?.has(r)) {
      ctx.fillStyle = PALETTE.panelLight;
      ctx.fillRect(PAD, top, width - PAD * 2, ROW_H);
    } else if (r % 2 === 1) {
      ctx.fillStyle = PALETTE.panel;
      ctx.fillRect(PAD, top, width - PAD * 2, ROW_H);
    }
    row.forEach((cell, i) => {
      const { text, color } = typeof cell === 'string' ? { text: cell, color: undefined } : cell;
      drawCell(text, i, top + ROW_H / 2, color ?? PALETTE.ink, i === 1 ? 600 : 400, 17);
    });
  });
  return toImage(canvas, spec.name);
}

/** "+12", "−7", "·" for no change. */
export function trendCell(delta: number): TableCell {
  if (delta > 0) return { text: `▲ ${delta}`, color: UP };
  if (delta < 0) return { text: `▼ ${-delta}`, color: DOWN };
  return { text: '·', color: PALETTE.muted };
}
