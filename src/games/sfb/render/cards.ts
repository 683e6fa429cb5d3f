import {
  type Box,
  type Ctx,
  FONT,
  PALETTE,
  darken,
  drawCardFrame,
  drawCircle,
  drawFittedText,
  drawHex,
  drawRoundRect,
  drawTextBox,
  fitHexLayout,
  font,
  lighten,
} from '../../../core/render/index.js';
import type { Hex } from '../../../core/hex.js';
import type { Card, Champion, Side, Targeting } from '../content/schema.js';
import { cardLines, rangeText, sideLines } from './text.js';
import { ESSENCE_COLOUR, teamColour } from './theme.js';
import { WORDS, type Words } from './words.js';

/** Action cards are drawn at this size; every measure below scales with the width. */
export const CARD_W = 330;
export const CARD_H = 470;

/** The targeting icon: the attacker's hex in dark grey, the hexes it can reach in yellow. */
export function drawTargetingIcon(ctx: Ctx, t: Targeting, box: Box): void {
  const origin: Hex = { q: 0, r: 0 };
  // Shots: a straight row out to the maximum range, pale where closer than the minimum.
  let cells: { hex: Hex; inRange: boolean }[];
  if (t.kind === 'melee') cells = [{ hex: { q: 1, r: 0 }, inRange: true }];
  else if (t.kind === 'aoe') cells = t.pattern.map((hex) => ({ hex, inRange: true }));
  else {
    const max = Math.min(t.max, 6);
    cells = Array.from({ length: max }, (_, i) => ({ hex: { q: i + 1, r: 0 }, inRange: i + 1 >= t.min }));
  }
  const layout = fitHexLayout([origin, ...cells.map((c) => c.hex)], box, box.h * 0.3);
  drawHex(ctx, layout, origin, { fill: '#555a63', stroke: '#1c1c1c', lineWidth: 1.5 }, 1);
  for (const c of cells) drawHex(ctx, layout, c.hex, { fill: c.inRange ? '#f5c518' : '#f6edcc', stroke: '#1c1c1c', lineWidth: 1.5 }, 1);
  const yellow = cells.map((c) => c.hex);
  if (t.kind === 'indirect') {
    // An arc over the row says "lobbed, not blocked".
    const a = { x: layout.originX, y: layout.originY - layout.size * 0.6 };
    const b = { x: layout.originX + layout.size * Math.sqrt(3) * yellow.length, y: a.y };
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.quadraticCurveTo((a.x + b.x) / 2, a.y - layout.size * 1.6, b.x, b.y);
    ctx.strokeStyle = '#1c1c1c';
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

function statBadge(ctx: Ctx, box: Box, caption: string, value: string, colour: string): void {
  drawRoundRect(ctx, box, 10, { fill: lighten(colour, 0.82), stroke: darken(colour, 0.2), lineWidth: 2 });
  drawFittedText(ctx, caption, box.x + box.w / 2, box.y + box.h * 0.22, box.w - 8, {
    size: box.h * 0.2,
    weight: 700,
    color: darken(colour, 0.35),
  });
  drawFittedText(ctx, value, box.x + box.w / 2, box.y + box.h * 0.64, box.w - 8, {
    size: box.h * 0.46,
    weight: 700,
    color: PALETTE.inkDark,
  });
}

function essenceGem(ctx: Ctx, x: number, y: number, r: number, essence: Card['essence']): void {
  drawCircle(ctx, { x, y }, r, { fill: ESSENCE_COLOUR[essence], stroke: '#ffffff', lineWidth: 3 });
  drawFittedText(ctx, essence, x, y + 1, r * 1.4, { size: r * 1.15, weight: 700, color: '#ffffff' });
}

/** One action card (name, essence, type, movement, range with targeting icon, strength, defense, text). */
export function drawActionCard(ctx: Ctx, card: Card, championName: string, box: Box, w: Words = WORDS.en): void {
  const s = box.w / CARD_W;
  const accent = ESSENCE_COLOUR[card.essence];
  const frame = drawCardFrame(ctx, box, {
    accent,
    title: card.name[w.locale],
    subtitle: `${w.cardType[card.type]} · ${championName}`,
    titleInset: 46 * s,
  });
  essenceGem(ctx, box.x + 26 * s, box.y + 26 * s, 20 * s, card.essence);
  const body = frame.body;
  // Stats row: movement, range (+ icon), strength — only the fields the card has.
  const statH = 74 * s;
  const stats: { caption: string; value: string }[] = [];
  if (card.move !== undefined) stats.push({ caption: w.stat.move, value: String(card.move) });
  const range = rangeText(card, w);
  if (range)
    stats.push({
      caption: card.targeting ? (card.targeting.kind === 'aoe' ? w.stat.area : w.stat[card.targeting.kind]) : w.stat.range,
      value: range,
    });
  if (card.strength !== undefined) stats.push({ caption: w.stat.strength, value: String(card.strength) });
  if (card.defense !== undefined) stats.push({ caption: w.stat.defense, value: `${card.defense >= 0 ? '+' : ''}${card.defense}` });
  let y = body.y;
  if (stats.length) {
    const gap = 8 * s;
    const cell = (body.w - gap * (stats.length - 1)) / stats.length;
    stats.forEach((st, i) => statBadge(ctx, { x: body.x + i * (cell + gap), y, w: cell, h: statH }, st.caption, st.value, accent));
    y += statH + 10 * s;
  }
  if (card.targeting) {
    const iconH = 70 * s;
    drawRoundRect(ctx, { x: body.x, y, w: body.w, h: iconH }, 8, { fill: '#e9dfc6' });
    drawTargetingIcon(ctx, card.targeting, { x: body.x + 10 * s, y: y + 6 * s, w: body.w - 20 * s, h: iconH - 12 * s });
    y += iconH + 10 * s;
  }
  const lines = cardLines(card, w);
  const textBox = { x: body.x, y, w: body.w, h: body.y + body.h - y - 26 * s };
  drawTextBox(ctx, lines.join('\n'), textBox, { size: 31 * s, minSize: 15 * s, color: PALETTE.inkDark, weight: 600, lineHeight: 1.18 });
  drawFittedText(ctx, w.essence[card.essence], box.x + box.w / 2, box.y + box.h - 22 * s, box.w - 40 * s, {
    size: 15 * s,
    color: '#6b5f48',
    weight: 600,
  });
}

/** The back of a card (hidden hands, decks). */
export function drawCardBack(ctx: Ctx, box: Box, label: string): void {
  drawRoundRect(ctx, box, box.w * 0.06, { fill: '#2a2140', stroke: PALETTE.gold, lineWidth: 4 });
  drawFittedText(ctx, label, box.x + box.w / 2, box.y + box.h / 2, box.w * 0.8, {
    size: box.w * 0.12,
    weight: 700,
    family: FONT.display,
    color: PALETTE.gold,
  });
}

export const SHEET_W = 480;
export const SHEET_H = 300;

function drawSide(ctx: Ctx, side: Side, title: string, box: Box, active: boolean, s: number, w: Words): void {
  drawRoundRect(ctx, box, 10 * s, {
    fill: active ? '#fff8e6' : '#e6dcc4',
    stroke: active ? PALETTE.gold : '#b8a882',
    lineWidth: active ? 4 : 2,
  });
  drawFittedText(ctx, title, box.x + box.w / 2, box.y + 20 * s, box.w - 16 * s, {
    size: 19 * s,
    weight: 700,
    color: active ? '#7a5a00' : '#6b5f48',
  });
  const statW = (box.w - 24 * s) / 2;
  const sy = box.y + 38 * s;
  statBadge(ctx, { x: box.x + 8 * s, y: sy, w: statW, h: 62 * s }, w.stat.health, String(side.hp), '#c8433a');
  statBadge(ctx, { x: box.x + 16 * s + statW, y: sy, w: statW, h: 62 * s }, w.stat.defense, String(side.defense), '#4f6b8a');
  const lines = sideLines(side, w);
  drawTextBox(
    ctx,
    lines.length ? lines.join('\n') : w.noAbility,
    { x: box.x + 10 * s, y: sy + 70 * s, w: box.w - 20 * s, h: box.y + box.h - sy - 76 * s },
    {
      size: 19 * s,
      minSize: 12 * s,
      weight: 600,
      color: lines.length ? PALETTE.inkDark : '#7d735f',
      lineHeight: 1.15,
    },
  );
}

export interface ChampionSheetState {
  team: number | null;
  damage: number;
  experienced: boolean;
  onPortal: boolean;
  bloodied: boolean;
}

/** A champion card with both sides (base and experienced), plus its state in the match when known. */
export function drawChampionSheet(ctx: Ctx, champion: Champion, box: Box, state: ChampionSheetState | null, w: Words = WORDS.en): void {
  const s = box.w / SHEET_W;
  const accent = state && state.team !== null ? teamColour(state.team) : '#7d6a4a';
  const frame = drawCardFrame(ctx, box, { accent, title: champion.name, radius: 16 * s });
  if (state) {
    const parts = [w.champState.damage(state.damage)];
    if (state.onPortal) parts.push(w.champState.onPortal);
    if (state.bloodied) parts.push(w.champState.bloodied);
    ctx.font = font(15 * s, 700);
    drawFittedText(
      ctx,
      parts.join(' · '),
      frame.titleBand.x + frame.titleBand.w - 8 * s,
      frame.titleBand.y + frame.titleBand.h / 2,
      frame.titleBand.w * 0.32,
      {
        size: 15 * s,
        weight: 700,
        align: 'right',
        color: '#ffffff',
      },
    );
  }
  const b = frame.body;
  const gap = 10 * s;
  const half = (b.w - gap) / 2;
  drawSide(ctx, champion.base, w.sides.base, { x: b.x, y: b.y, w: half, h: b.h }, !state || !state.experienced, s, w);
  drawSide(ctx, champion.experienced, w.sides.experienced, { x: b.x + half + gap, y: b.y, w: half, h: b.h }, !!state?.experienced, s, w);
}
