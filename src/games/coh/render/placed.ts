/**
 * The cards a Dawn or a Dusk placed on the Worlds, as the picture of the
 * round's event (`PlacedPicture`, made by the engine from public faces only):
 * three cards a row, each with its name, what it is (a Monster's Health,
 * Strength and Range, a Rift's gift) and the space it lies on; a face-down
 * card shows its back.
 */
import { type Canvas, type Ctx, FONT, PALETTE, drawCircle, drawFittedText, drawRoundRect, newCanvas } from '../../../core/render/index.js';
import type { Energy } from '../content/schema.js';
import { worldCardDef } from '../content/index.js';
import type { PlacedPicture } from '../rules/flow.js';
import { ENERGY_COLOURS } from './board.js';
import type { Words } from './words.js';

const PER_ROW = 3;
const TILE = { w: 230, h: 176 };
const GAP = 16;
const PAD = 18;
const TITLE_H = 52;

export function drawPlaced(picture: PlacedPicture, w: Words): Canvas {
  const cards = picture.cards;
  const cols = Math.min(PER_ROW, Math.max(1, cards.length));
  const rows = Math.ceil(cards.length / PER_ROW);
  const width = PAD * 2 + cols * TILE.w + (cols - 1) * GAP;
  const height = PAD + TITLE_H + rows * TILE.h + (rows - 1) * GAP + PAD;
  const { canvas, ctx } = newCanvas(width, height);
  const title = `${w.day(picture.day)} · ${picture.round === 'dawn' ? `☀ ${w.dawn}` : `☾ ${w.dusk}`} · ${w.cards(cards.length)}`;
  drawFittedText(ctx, title, width / 2, PAD + TITLE_H / 2 - 4, width - PAD * 2, {
    size: 32,
    weight: 800,
    color: PALETTE.ink,
    family: FONT.symbol,
  });
  cards.forEach((card, k) => {
    const x = PAD + (k % PER_ROW) * (TILE.w + GAP);
    const y = PAD + TITLE_H + Math.floor(k / PER_ROW) * (TILE.h + GAP);
    drawTile(ctx, card, { x, y }, w);
  });
  return canvas;
}

function drawTile(ctx: Ctx, card: PlacedPicture['cards'][number], at: { x: number; y: number }, w: Words): void {
  const face = { x: at.x, y: at.y, w: TILE.w, h: TILE.h - 40 };
  const mid = at.x + TILE.w / 2;
  const where = card.where[w.locale === 'fr' ? 1 : 0];
  drawFittedText(ctx, where, mid, at.y + TILE.h - 18, TILE.w, { size: 26, weight: 700, color: PALETTE.muted });
  if (card.id === null) {
    const dusk = card.back === 'dusk';
    drawRoundRect(ctx, face, 10, { fill: dusk ? '#2c2448' : '#6b5232', stroke: PALETTE.line, lineWidth: 3 });
    const label = dusk ? `☾ ${w.duskBack}` : `? ${w.event}`;
    drawFittedText(ctx, label, mid, face.y + face.h / 2 + 2, face.w - 16, {
      size: 34,
      weight: 800,
      color: PALETTE.ink,
      family: FONT.symbol,
    });
    return;
  }
  const def = worldCardDef(card.id);
  const monster = def.type === 'monster';
  const fill = monster ? '#f1e6cf' : def.type === 'rift' ? '#7b4fc0' : '#b07a2a';
  const ink = monster ? PALETTE.inkDark : '#ffffff';
  drawRoundRect(ctx, face, 10, { fill, stroke: monster && def.boss ? PALETTE.gold : PALETTE.line, lineWidth: monster && def.boss ? 7 : 3 });
  drawFittedText(ctx, def.name[w.locale], mid, face.y + 34, face.w - 20, { size: 30, weight: 800, color: ink, minSize: 18 });
  if (monster) {
    const stats = `♥ ${def.health}   ⚔ ${def.strength}   ${w.range} ${def.range}`;
    drawFittedText(ctx, stats, mid, face.y + 78, face.w - 20, { size: 28, weight: 800, color: ink, family: FONT.symbol });
    if (def.boss) drawFittedText(ctx, w.boss, mid, face.y + face.h - 14, face.w, { size: 20, weight: 800, color: '#8a6410' });
    return;
  }
  if (def.type === 'rift') drawGift(ctx, def.gift, mid, face.y + 84);
}

/** A Rift's gift as coloured discs with their counts. */
function drawGift(ctx: Ctx, gift: Energy, mid: number, y: number): void {
  const parts = (['red', 'blue', 'green'] as const).filter((c) => gift[c] > 0);
  const step = 66;
  parts.forEach((c, k) => {
    const x = mid + (k - (parts.length - 1) / 2) * step;
    drawCircle(ctx, { x, y }, 24, { fill: ENERGY_COLOURS[c], stroke: PALETTE.line, lineWidth: 2 });
    drawFittedText(ctx, String(gift[c]), x, y + 1, 40, { size: 28, weight: 800, color: '#ffffff' });
  });
}
