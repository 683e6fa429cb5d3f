import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../hex.js';
import { FONT, font } from './fonts.js';
import { type Box, type HexLayout, type Point, hexCorners } from './hex-layout.js';

export type Ctx = SKRSContext2D;

/** A small shared palette: dark table, light ink, six seat colours distinct for most colour-blind readers. */
export const PALETTE = {
  table: '#1b1f27',
  panel: '#262c38',
  panelLight: '#323a4a',
  line: '#0d0f14',
  ink: '#f2f0e9',
  inkDark: '#1a1a1a',
  muted: '#a3a9b7',
  paper: '#f4ecd8',
  paperEdge: '#cbb994',
  gold: '#e2b23c',
  danger: '#e0463c',
  highlight: '#ffe066',
  seats: ['#3d7fe0', '#e0693a', '#3fae5a', '#b05fd6', '#d6b43c', '#3cc0c0'],
} as const;

export function seatColor(seat: number): string {
  return PALETTE.seats[((seat % PALETTE.seats.length) + PALETTE.seats.length) % PALETTE.seats.length]!;
}

/** Mixes a #rrggbb colour towards another (t = 0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

function parseHex(c: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(c);
  if (!m) throw new RangeError(`colour must be #rrggbb: ${c}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Black or white, whichever reads better on `background`. */
export function inkOn(background: string): string {
  const [r, g, b] = parseHex(background);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? PALETTE.inkDark : '#ffffff';
}

// ---------------------------------------------------------------- shapes

export function pathPolygon(ctx: Ctx, points: readonly Point[]): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

export function pathHex(ctx: Ctx, layout: HexLayout, h: Hex, inset = 0): void {
  pathPolygon(ctx, hexCorners(layout, h, inset));
}

export interface ShapeStyle {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

function paint(ctx: Ctx, style: ShapeStyle): void {
  if (style.fill) {
    ctx.fillStyle = style.fill;
    ctx.fill();
  }
  if (style.stroke) {
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.lineWidth ?? 1;
    ctx.stroke();
  }
}

export function drawHex(ctx: Ctx, layout: HexLayout, h: Hex, style: ShapeStyle, inset = 0): void {
  pathHex(ctx, layout, h, inset);
  paint(ctx, style);
}

export function pathRoundRect(ctx: Ctx, box: Box, radius: number): void {
  const r = Math.max(0, Math.min(radius, box.w / 2, box.h / 2));
  const { x, y, w, h } = box;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function drawRoundRect(ctx: Ctx, box: Box, radius: number, style: ShapeStyle): void {
  pathRoundRect(ctx, box, radius);
  paint(ctx, style);
}

export function drawCircle(ctx: Ctx, center: Point, radius: number, style: ShapeStyle): void {
  ctx.beginPath();
  ctx.arc(center.x, center.y, radius, 0, Math.PI * 2);
  paint(ctx, style);
}

/** A polyline with an arrow head at its end (for move paths). */
export function drawArrow(ctx: Ctx, points: readonly Point[], color: string, width: number): void {
  if (points.length < 2) return;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const end = points[points.length - 1]!;
  const prev = points[points.length - 2]!;
  const angle = Math.atan2(end.y - prev.y, end.x - prev.x);
  const head = width * 3;
  // Stop the shaft under the head so its round cap does not poke out.
  const tip = { x: end.x - Math.cos(angle) * head * 0.8, y: end.y - Math.sin(angle) * head * 0.8 };
  ctx.beginPath();
  points.slice(0, -1).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(end.x - Math.cos(angle - 0.45) * head, end.y - Math.sin(angle - 0.45) * head);
  ctx.lineTo(end.x - Math.cos(angle + 0.45) * head, end.y - Math.sin(angle + 0.45) * head);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

// ---------------------------------------------------------------- text

export interface TextStyle {
  size: number;
  weight?: number | 'normal' | 'bold';
  family?: string;
  italic?: boolean;
  color?: string;
}

function applyFont(ctx: Ctx, style: TextStyle, size = style.size): void {
  ctx.font = font(size, style.weight ?? 400, style.family ?? FONT.sans, style.italic ?? false);
}

/**
 * Widths of text already measured, by font and text. Shaping a string is
 * native work, and wrapping and fitting measure the same card texts on every
 * render (in a profile of the scale bench, measuring was half of the render
 * threads' CPU). Our fonts are bundled and fixed, so a width never changes.
 */
const measured = new Map<string, number>();
const MAX_MEASURED = 50_000;

/** `ctx.measureText(text).width` in the context's current font, remembered. */
export function textWidth(ctx: Ctx, text: string): number {
  const key = `${ctx.font}\u0000${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    if (measured.size >= MAX_MEASURED) measured.clear();
    width = ctx.measureText(text).width;
    measured.set(key, width);
  }
  return width;
}

/** The largest size ≤ style.size (down to minSize) at which `text` fits in one line of maxWidth. */
export function fitFontSize(ctx: Ctx, text: string, maxWidth: number, style: TextStyle, minSize = Math.min(8, style.size)): number {
  let size = style.size;
  applyFont(ctx, style, size);
  const width = textWidth(ctx, text);
  if (width <= maxWidth) return size;
  // Width scales linearly with size: one guess, then step down for rounding.
  size = Math.max(minSize, Math.floor(style.size * (maxWidth / width) * 10) / 10);
  applyFont(ctx, style, size);
  while (size > minSize && textWidth(ctx, text) > maxWidth) {
    size = Math.max(minSize, size - 0.5);
    applyFont(ctx, style, size);
  }
  return size;
}

/** Greedy word wrap (explicit \n kept); a word longer than the line is cut with an ellipsis. */
export function wrapText(ctx: Ctx, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(ctx, candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = textWidth(ctx, word) <= maxWidth ? word : ellipsize(ctx, word, maxWidth);
    }
    lines.push(line);
  }
  return lines;
}

/** Cuts `text` to fit maxWidth, ending with "…" when cut. */
export function ellipsize(ctx: Ctx, text: string, maxWidth: number): string {
  if (textWidth(ctx, text) <= maxWidth) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (textWidth(ctx, `${text.slice(0, mid)}…`) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

export interface TextBoxOptions extends TextStyle {
  minSize?: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
}

export interface TextFit {
  size: number;
  lines: string[];
  lineHeight: number;
}

/** Wraps `text` into `box`, shrinking the font until every line fits (or minSize is reached). */
export function fitTextBox(ctx: Ctx, text: string, box: Box, opts: TextBoxOptions): TextFit {
  const minSize = opts.minSize ?? Math.min(8, opts.size);
  const lh = opts.lineHeight ?? 1.22;
  let size = opts.size;
  for (;;) {
    applyFont(ctx, opts, size);
    const lines = wrapText(ctx, text, box.w);
    if (lines.length * size * lh <= box.h || size <= minSize) {
      const maxLines = Math.max(1, Math.floor(box.h / (size * lh)));
      if (lines.length > maxLines) {
        lines.length = maxLines;
        lines[maxLines - 1] = ellipsize(ctx, `${lines[maxLines - 1]!}…`, box.w);
      }
      return { size, lines, lineHeight: size * lh };
    }
    size = Math.max(minSize, size - Math.max(0.5, size * 0.06));
  }
}

/** Draws wrapped, shrink-to-fit text in a box; returns the size used. */
export function drawTextBox(ctx: Ctx, text: string, box: Box, opts: TextBoxOptions): TextFit {
  const fit = fitTextBox(ctx, text, box, opts);
  applyFont(ctx, opts, fit.size);
  ctx.fillStyle = opts.color ?? PALETTE.ink;
  ctx.textBaseline = 'middle';
  const align = opts.align ?? 'left';
  ctx.textAlign = align;
  const x = align === 'left' ? box.x : align === 'center' ? box.x + box.w / 2 : box.x + box.w;
  const blockH = fit.lines.length * fit.lineHeight;
  const valign = opts.valign ?? 'top';
  const top = valign === 'top' ? box.y : valign === 'middle' ? box.y + (box.h - blockH) / 2 : box.y + box.h - blockH;
  fit.lines.forEach((line, i) => ctx.fillText(line, x, top + fit.lineHeight * (i + 0.5)));
  return fit;
}

/** One line of text shrunk to fit maxWidth, anchored at (x, y) with the given alignment. */
export function drawFittedText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle & { align?: 'left' | 'center' | 'right'; minSize?: number; outline?: string },
): number {
  const size = fitFontSize(ctx, text, maxWidth, style, style.minSize);
  applyFont(ctx, style, size);
  ctx.textAlign = style.align ?? 'center';
  ctx.textBaseline = 'middle';
  const shown = textWidth(ctx, text) > maxWidth ? ellipsize(ctx, text, maxWidth) : text;
  if (style.outline) {
    ctx.strokeStyle = style.outline;
    ctx.lineWidth = Math.max(2, size / 5);
    ctx.lineJoin = 'round';
    ctx.strokeText(shown, x, y);
  }
  ctx.fillStyle = style.color ?? PALETTE.ink;
  ctx.fillText(shown, x, y);
  return size;
}

// ---------------------------------------------------------------- cards

export interface CardFrameOptions {
  /** The card's colour (faction, essence…): border and title band. */
  accent: string;
  title: string;
  /** Small line under the title (type, cost…). */
  subtitle?: string;
  /** Face colour (defaults to parchment). */
  face?: string;
  radius?: number;
  /** Room kept free at both ends of the title band (for a corner badge). */
  titleInset?: number;
}

export interface CardFrame {
  /** The area left for the card's body, below the title band. */
  body: Box;
  titleBand: Box;
}

/**
 * Draws a card's frame — shadow, coloured border, title band with the name
 * shrunk to fit — and returns the body area for the game to fill in.
 */
export function drawCardFrame(ctx: Ctx, box: Box, opts: CardFrameOptions): CardFrame {
  const radius = opts.radius ?? Math.round(box.w * 0.06);
  const border = Math.max(3, Math.round(box.w * 0.025));
  drawRoundRect(ctx, { x: box.x + 3, y: box.y + 4, w: box.w, h: box.h }, radius, { fill: 'rgba(0,0,0,0.35)' });
  drawRoundRect(ctx, box, radius, { fill: opts.accent });
  const inner = { x: box.x + border, y: box.y + border, w: box.w - 2 * border, h: box.h - 2 * border };
  drawRoundRect(ctx, inner, Math.max(2, radius - border), { fill: opts.face ?? PALETTE.paper });
  const titleH = Math.round(box.h * (opts.subtitle ? 0.17 : 0.13));
  const titleBand = { x: inner.x, y: inner.y, w: inner.w, h: titleH };
  ctx.save();
  pathRoundRect(ctx, inner, Math.max(2, radius - border));
  ctx.clip();
  ctx.fillStyle = darken(opts.accent, 0.25);
  ctx.fillRect(titleBand.x, titleBand.y, titleBand.w, titleBand.h);
  ctx.restore();
  const pad = Math.round(inner.w * 0.05);
  const ink = inkOn(darken(opts.accent, 0.25));
  const titleSize = Math.round(titleH * (opts.subtitle ? 0.42 : 0.55));
  const titleY = titleBand.y + (opts.subtitle ? titleH * 0.36 : titleH / 2);
  const titleRoom = titleBand.w - 2 * Math.max(pad, opts.titleInset ?? 0);
  drawFittedText(ctx, opts.title, titleBand.x + titleBand.w / 2, titleY, titleRoom, {
    size: titleSize,
    weight: 700,
    family: FONT.display,
    color: ink,
  });
  if (opts.subtitle) {
    drawFittedText(ctx, opts.subtitle, titleBand.x + titleBand.w / 2, titleBand.y + titleH * 0.76, titleBand.w - 2 * pad, {
      size: Math.round(titleH * 0.26),
      weight: 600,
      color: ink,
    });
  }
  return { titleBand, body: { x: inner.x + pad, y: inner.y + titleH + pad, w: inner.w - 2 * pad, h: inner.h - titleH - 2 * pad } };
}

// ---------------------------------------------------------------- grids

export interface GridOptions {
  /** Cells per row (defaults to all in one row). */
  columns?: number;
  gap?: number;
  padding?: number;
  /** Extra space above the cells (for a caption). */
  header?: number;
}

export interface GridLayout {
  width: number;
  height: number;
  cells: Box[];
}

/** Positions `count` equal cells in rows (a hand of cards side by side). */
export function gridLayout(count: number, cellW: number, cellH: number, opts: GridOptions = {}): GridLayout {
  const columns = Math.max(1, Math.min(opts.columns ?? count, Math.max(count, 1)));
  const rows = Math.max(1, Math.ceil(count / columns));
  const gap = opts.gap ?? 16;
  const pad = opts.padding ?? 16;
  const header = opts.header ?? 0;
  const cells: Box[] = [];
  for (let i = 0; i < count; i++) {
    const col = i % columns;
    const row = Math.floor(i / columns);
    cells.push({ x: pad + col * (cellW + gap), y: pad + header + row * (cellH + gap), w: cellW, h: cellH });
  }
  return {
    width: Math.ceil(pad * 2 + columns * cellW + (columns - 1) * gap),
    height: Math.ceil(pad * 2 + header + rows * cellH + (rows - 1) * gap),
    cells,
  };
}
