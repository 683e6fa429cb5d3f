import {
  type Box,
  type Canvas,
  type Ctx,
  FONT,
  PALETTE,
  darken,
  drawCardFrame,
  drawCircle,
  drawFittedText,
  drawRoundRect,
  drawTextBox,
  fitTextBox,
  lighten,
  newCanvas,
} from '../../../core/render/index.js';
import { mainCard } from '../content/index.js';
import type { Slot } from '../content/schema.js';
import { describeMainCard } from '../rules/describe.js';
import { compactText } from './compact.js';
import { GLYPH_COLOUR, GLYPH_SYMBOL, WILD_COLOUR } from './theme.js';
import type { Words } from './words.js';

/** Full cards (the revealed spell) are drawn at this size; measures scale with the width. */
export const CARD_W = 320;
export const CARD_H = 450;

/** A card's colour, symbol and headline, Wild Magic included. */
export function cardLook(id: string, w: Words): { accent: string; symbol: string; kind: string; initiative: number | null } {
  const c = mainCard(id);
  if (c.kind === 'wild') return { accent: WILD_COLOUR, symbol: '✺', kind: w.anySlot, initiative: null };
  return {
    accent: GLYPH_COLOUR[c.glyph],
    symbol: GLYPH_SYMBOL[c.glyph],
    kind: `${w.slot[c.kind]} · ${w.glyph[c.glyph]}`,
    initiative: c.initiative ?? null,
  };
}

/** Rules text of a card without the headline (kind, glyph, Initiative are drawn apart). */
export function bodyLines(id: string, w: Words): string[] {
  const lines = describeMainCard(id, w.locale);
  return mainCard(id).kind === 'wild' ? lines : lines.slice(1);
}

function badge(ctx: Ctx, x: number, y: number, r: number, fill: string, text: string, size: number, family: string = FONT.sans): void {
  drawCircle(ctx, { x, y }, r, { fill, stroke: '#ffffff', lineWidth: Math.max(2, r * 0.12) });
  drawFittedText(ctx, text, x, y + 1, r * 1.5, { size, weight: 700, color: '#ffffff', family });
}

/** One full card: glyph badge, name, kind, Initiative badge and its text (power rows as a small table). */
export function drawCard(ctx: Ctx, id: string, box: Box, w: Words, opts: { slot?: Slot; added?: boolean } = {}): void {
  const s = box.w / CARD_W;
  const look = cardLook(id, w);
  const slotNote = opts.slot && mainCard(id).kind === 'wild' ? ` (${w.slot[opts.slot]})` : '';
  const frame = drawCardFrame(ctx, box, {
    accent: look.accent,
    title: mainCard(id).name,
    subtitle: `${look.kind}${slotNote}`,
    titleInset: 44 * s,
  });
  badge(ctx, box.x + 26 * s, box.y + 26 * s, 21 * s, darken(look.accent, 0.1), look.symbol, 24 * s, FONT.symbol);
  if (look.initiative !== null) badge(ctx, box.x + box.w - 26 * s, box.y + 26 * s, 21 * s, '#1d1d1d', String(look.initiative), 20 * s);
  if (opts.added) {
    drawRoundRect(ctx, { x: box.x + box.w * 0.2, y: box.y + box.h - 30 * s, w: box.w * 0.6, h: 22 * s }, 11 * s, { fill: WILD_COLOUR });
    drawFittedText(ctx, w.joined, box.x + box.w / 2, box.y + box.h - 19 * s, box.w * 0.56, {
      size: 15 * s,
      weight: 700,
      color: PALETTE.inkDark,
    });
  }
  drawBody(ctx, id, { ...frame.body, h: frame.body.h - (opts.added ? 26 * s : 0) }, s, w);
}

/** Target line in bold, effects below; power-table rows get alternating bands. */
function drawBody(ctx: Ctx, id: string, body: Box, s: number, w: Words): void {
  const lines = bodyLines(id, w);
  const rows = lines.filter((l) => /^\d+(–\d+|\+):/.test(l));
  const plain = lines.filter((l) => !rows.includes(l));
  let y = body.y;
  const plainH = rows.length > 0 ? body.h * 0.42 : body.h;
  if (plain.length > 0) {
    const fit = drawTextBox(
      ctx,
      plain.join('\n'),
      { x: body.x, y, w: body.w, h: plainH },
      { size: 27 * s, minSize: 14 * s, color: PALETTE.inkDark, lineHeight: 1.16 },
    );
    y += fit.lines.length * fit.lineHeight + 6 * s;
  }
  if (rows.length === 0) return;
  const rowH = Math.min(88 * s, (body.y + body.h - y) / rows.length);
  rows.forEach((row, i) => {
    const [range, ...rest] = row.split(': ');
    const band = { x: body.x, y: y + i * rowH, w: body.w, h: rowH - 3 * s };
    drawRoundRect(ctx, band, 6 * s, { fill: i % 2 === 0 ? '#e8dcc0' : '#efe5cf' });
    drawFittedText(ctx, range!, band.x + 30 * s, band.y + band.h / 2, 54 * s, { size: 20 * s, weight: 700, color: PALETTE.inkDark });
    drawTextBox(
      ctx,
      rest.join(': '),
      { x: band.x + 62 * s, y: band.y + 2 * s, w: band.w - 66 * s, h: band.h - 4 * s },
      { size: 22 * s, minSize: 12 * s, color: PALETTE.inkDark, valign: 'middle', lineHeight: 1.12 },
    );
  });
}

/** Hand tiles: two per row in a narrow image, so a phone's preview keeps the text readable. */
export const TILE_W = 344;
export const TILE_H = 212;

/** A hand card as a tile: glyph band on the left (symbol, Initiative), name, kind, then a short text. */
export function drawTile(ctx: Ctx, id: string, box: Box, w: Words): void {
  const look = cardLook(id, w);
  drawRoundRect(ctx, { x: box.x + 2, y: box.y + 3, w: box.w, h: box.h }, 12, { fill: 'rgba(0,0,0,0.35)' });
  drawRoundRect(ctx, box, 12, { fill: look.accent });
  const band = 54;
  const face = { x: box.x + band, y: box.y + 3, w: box.w - band - 3, h: box.h - 6 };
  drawRoundRect(ctx, face, 10, { fill: PALETTE.paper });
  drawFittedText(ctx, look.symbol, box.x + band / 2, box.y + 32, band - 8, { size: 36, color: '#ffffff', family: FONT.symbol });
  if (look.initiative !== null) {
    drawCircle(ctx, { x: box.x + band / 2, y: box.y + box.h - 32 }, 22, { fill: '#1d1d1d', stroke: '#ffffff', lineWidth: 2.5 });
    drawFittedText(ctx, String(look.initiative), box.x + band / 2, box.y + box.h - 31, 34, { size: 24, weight: 700, color: '#ffffff' });
  }
  const pad = 10;
  const inner = { x: face.x + pad, y: face.y + 4, w: face.w - 2 * pad, h: face.h - 8 };
  drawFittedText(ctx, mainCard(id).name, inner.x, inner.y + 20, inner.w, {
    size: 31,
    weight: 700,
    align: 'left',
    color: PALETTE.inkDark,
    minSize: 18,
  });
  const headline = look.initiative !== null ? `${look.kind} · ${w.init} ${look.initiative}` : look.kind;
  drawFittedText(ctx, headline, inner.x, inner.y + 50, inner.w, {
    size: 22,
    weight: 600,
    align: 'left',
    color: darken(look.accent, 0.3),
    minSize: 14,
  });
  drawTextBox(
    ctx,
    compactText(id, w),
    { x: inner.x, y: inner.y + 66, w: inner.w, h: inner.h - 66 },
    { size: 23, minSize: 15, color: '#2a2520', lineHeight: 1.12 },
  );
}

/**
 * Tiles depend only on the card and the language, so each is drawn once and
 * blitted afterwards (a small LRU; the margin holds the drop shadow, on the
 * table colour the hand image uses).
 */
const TILE_MARGIN = 6;
const MAX_CACHED_TILES = 48;
const tileCanvases = new Map<string, Canvas>();

export function tileCanvas(id: string, w: Words): Canvas {
  const key = `${w.locale}:${id}`;
  const hit = tileCanvases.get(key);
  if (hit) {
    tileCanvases.delete(key);
    tileCanvases.set(key, hit);
    return hit;
  }
  const { canvas, ctx } = newCanvas(TILE_W + TILE_MARGIN, TILE_H + TILE_MARGIN);
  drawTile(ctx, id, { x: 0, y: 0, w: TILE_W, h: TILE_H }, w);
  if (tileCanvases.size >= MAX_CACHED_TILES) tileCanvases.delete(tileCanvases.keys().next().value!);
  tileCanvases.set(key, canvas);
  return canvas;
}

/** An empty slot of the spell being built. */
export function drawEmptySlot(ctx: Ctx, box: Box, slot: Slot, w: Words): void {
  ctx.save();
  ctx.setLineDash([10, 8]);
  drawRoundRect(ctx, box, 14, { fill: lighten(PALETTE.table, 0.05), stroke: PALETTE.muted, lineWidth: 2 });
  ctx.restore();
  drawFittedText(ctx, w.empty(w.slot[slot]), box.x + box.w / 2, box.y + box.h / 2, box.w - 24, {
    size: 26,
    color: PALETTE.muted,
    italic: true,
  });
}

/** Fits a title in large display type (the spell's name). */
export function drawSpellName(ctx: Ctx, name: string, box: Box, size = 54): void {
  const fit = fitTextBox(ctx, `“${name}”`, box, { size, minSize: 26, family: FONT.display, weight: 700, lineHeight: 1.1 });
  drawTextBox(ctx, `“${name}”`, box, {
    size: fit.size,
    minSize: fit.size,
    family: FONT.display,
    weight: 700,
    color: PALETTE.gold,
    align: 'center',
    valign: 'middle',
    lineHeight: 1.1,
  });
}
