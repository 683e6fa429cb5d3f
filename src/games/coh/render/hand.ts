/**
 * A seat's character sheet: its tracks (Health, Spirit, the three energies,
 * its special resource), its ability cards in hand (both halves) and on the
 * board (the On Board half it may use), and its Items. Drawn only from the
 * seat's own view: another seat's hand is absent from views.
 */
import {
  type Box,
  type Canvas,
  type Ctx,
  FONT,
  PALETTE,
  darken,
  drawCircle,
  drawFittedText,
  drawRoundRect,
  drawTextBox,
  newCanvas,
  seatColor,
} from '../../../core/render/index.js';
import { abilityDef, itemDef } from '../content/index.js';
import { halfText, itemText } from '../rules/cardtext.js';
import type { CohCharView, CohView } from '../rules/view.js';
import { ENERGY_COLOURS, charInitial, charName, specialText } from './board.js';
import type { Words } from './words.js';

const W = 1000;
const PAD = 16;
const TRACKS_H = 170;
const CARD_W = (W - 3 * PAD) / 2;
const CARD_H = 230;
const BOARD_ROW_H = 92;
const ITEM_ROW_H = 58;

const KIND_COLOURS: Record<string, string> = {
  base: '#6c6f7a',
  red: ENERGY_COLOURS.red,
  blue: ENERGY_COLOURS.blue,
  green: ENERGY_COLOURS.green,
  ultimate: '#c9961e',
};

/** The viewer's own character (the only one whose hand a view holds), or null. */
export const ownChar = (view: CohView): CohCharView | null => view.chars.find((c) => c.hand !== undefined) ?? null;

export function drawHand(view: CohView, me: CohCharView, w: Words): Canvas {
  const hand = me.hand ?? [];
  const handRows = Math.max(1, Math.ceil(hand.length / 2));
  const height =
    TRACKS_H +
    40 +
    handRows * (CARD_H + PAD) +
    40 +
    Math.max(1, me.board.length) * BOARD_ROW_H +
    40 +
    Math.max(1, me.items.length) * ITEM_ROW_H +
    PAD;
  const { canvas, ctx } = newCanvas(W, height);
  drawTracks(ctx, view, me, w);
  let y = TRACKS_H;
  y = heading(ctx, `${w.hand} (${hand.length})`, y);
  if (hand.length === 0) y = noneLine(ctx, y, w);
  hand.forEach((id, i) => {
    const box = { x: PAD + (i % 2) * (CARD_W + PAD), y: y + Math.floor(i / 2) * (CARD_H + PAD), w: CARD_W, h: CARD_H };
    drawAbilityCard(ctx, id, box, w);
  });
  if (hand.length > 0) y += handRows * (CARD_H + PAD);
  y = heading(ctx, `${w.board} (${me.board.length})`, y);
  if (me.board.length === 0) y = noneLine(ctx, y, w);
  for (const id of me.board) {
    drawBoardCard(ctx, id, { x: PAD, y, w: W - 2 * PAD, h: BOARD_ROW_H - 8 }, w);
    y += BOARD_ROW_H;
  }
  y = heading(ctx, `${w.items} (${me.items.length})`, y);
  if (me.items.length === 0) noneLine(ctx, y, w);
  for (const it of me.items) {
    const def = itemDef(it.num);
    const box = { x: PAD, y, w: W - 2 * PAD, h: ITEM_ROW_H - 6 };
    drawRoundRect(ctx, box, 8, { fill: PALETTE.panel });
    const charges = it.charges !== null ? ` (${it.charges})` : '';
    drawTextBox(
      ctx,
      `${def.name[w.locale]}${charges} — ${itemText(def, w.locale)}`,
      { x: box.x + 10, y: box.y + 3, w: box.w - 20, h: box.h - 6 },
      {
        size: 19,
        minSize: 14,
        color: PALETTE.ink,
        valign: 'middle',
      },
    );
    y += ITEM_ROW_H;
  }
  return canvas;
}

function heading(ctx: Ctx, text: string, y: number): number {
  drawFittedText(ctx, text, PAD + 4, y + 20, W - 2 * PAD, {
    size: 24,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  return y + 40;
}

function noneLine(ctx: Ctx, y: number, w: Words): number {
  drawFittedText(ctx, w.none, PAD + 10, y + 20, 300, { size: 20, italic: true, align: 'left', color: PALETTE.muted });
  return y + 40;
}

function drawTracks(ctx: Ctx, view: CohView, me: CohCharView, w: Words): void {
  drawCircle(ctx, { x: PAD + 26, y: 34 }, 22, { fill: seatColor(me.seat), stroke: '#ffffff', lineWidth: 3 });
  drawFittedText(ctx, charInitial(me.character), PAD + 26, 35, 30, { size: 24, weight: 800, color: '#ffffff' });
  drawFittedText(ctx, `${charName(me.character, w)} — ${me.name}`, PAD + 60, 34, 560, {
    size: 32,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.ink,
  });
  drawFittedText(ctx, w.turnCard(me.turnCard, me.turnCardUsed), W - PAD, 34, 340, { size: 20, align: 'right', color: PALETTE.muted });
  // Energies: a bar each, out of the victory threshold (cap).
  const barW = (W - 2 * PAD - 2 * 12) / 3;
  (['red', 'blue', 'green'] as const).forEach((col, i) => {
    const box = { x: PAD + i * (barW + 12), y: 66, w: barW, h: 42 };
    drawRoundRect(ctx, box, 8, { fill: darken(ENERGY_COLOURS[col], 0.6) });
    const filled = Math.min(1, me.energy[col] / view.cap);
    if (filled > 0) drawRoundRect(ctx, { ...box, w: Math.max(16, box.w * filled) }, 8, { fill: ENERGY_COLOURS[col] });
    const level = me.levels.includes(col) ? ' ★' : '';
    drawFittedText(ctx, `${w[col]} ${me.energy[col]}/${view.cap}${level}`, box.x + box.w / 2, box.y + box.h / 2 + 1, box.w - 12, {
      size: 24,
      weight: 800,
      family: FONT.symbol,
      color: '#ffffff',
      outline: PALETTE.line,
    });
  });
  const extra: string[] = [`♥ ${w.health} ${me.health}`, `✦ ${w.spirit} ${me.spirit}`];
  const special = specialText(me, w);
  if (special) extra.push(special);
  if (me.nextAttack > 0) extra.push(w.nextAttack(me.nextAttack));
  if (me.moveBonus > 0) extra.push(w.moveBonus(me.moveBonus));
  drawFittedText(ctx, extra.join('   '), PAD + 4, 136, W - 2 * PAD - 8, {
    size: 24,
    weight: 700,
    family: FONT.symbol,
    align: 'left',
    color: PALETTE.ink,
  });
}

function drawAbilityCard(ctx: Ctx, id: string, box: Box, w: Words): void {
  const def = abilityDef(id);
  const colour = KIND_COLOURS[def.kind] ?? PALETTE.panelLight;
  drawRoundRect(ctx, box, 10, { fill: PALETTE.paper, stroke: colour, lineWidth: 5 });
  const band = { x: box.x + 3, y: box.y + 3, w: box.w - 6, h: 40 };
  drawRoundRect(ctx, band, 8, { fill: colour });
  const kind = def.kind === 'ultimate' ? ` · ${w.ultimate}` : '';
  drawFittedText(ctx, `${def.name[w.locale]}${kind}`, band.x + 10, band.y + band.h / 2 + 1, band.w - 20, {
    size: 24,
    weight: 700,
    align: 'left',
    color: '#ffffff',
  });
  const inner = { x: box.x + 12, y: band.y + band.h + 6, w: box.w - 24, h: box.h - band.h - 16 };
  const half = def.board ? inner.h / 2 : inner.h;
  drawTextBox(
    ctx,
    w.labelled(w.inHand, halfText(def.hand, w.locale)),
    { ...inner, h: half - 4 },
    { size: 20, minSize: 14, color: PALETTE.inkDark },
  );
  if (def.board) {
    ctx.strokeStyle = PALETTE.paperEdge;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(inner.x, inner.y + half - 2);
    ctx.lineTo(inner.x + inner.w, inner.y + half - 2);
    ctx.stroke();
    drawTextBox(
      ctx,
      w.labelled(w.onBoard, halfText(def.board, w.locale)),
      { ...inner, y: inner.y + half + 2, h: half - 4 },
      {
        size: 20,
        minSize: 14,
        color: darken(PALETTE.inkDark, 0),
      },
    );
  }
}

function drawBoardCard(ctx: Ctx, id: string, box: Box, w: Words): void {
  const def = abilityDef(id);
  const colour = KIND_COLOURS[def.kind] ?? PALETTE.panelLight;
  drawRoundRect(ctx, box, 8, { fill: PALETTE.panel, stroke: colour, lineWidth: 3 });
  drawFittedText(ctx, def.name[w.locale], box.x + 12, box.y + 20, box.w - 24, { size: 22, weight: 700, align: 'left', color: PALETTE.ink });
  const text = def.board ? halfText(def.board, w.locale) : '—';
  drawTextBox(
    ctx,
    w.labelled(w.onBoard, text),
    { x: box.x + 12, y: box.y + 36, w: box.w - 24, h: box.h - 40 },
    {
      size: 19,
      minSize: 14,
      color: PALETTE.muted,
    },
  );
}
