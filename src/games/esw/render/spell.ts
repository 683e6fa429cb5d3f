import { type Canvas, FONT, PALETTE, drawFittedText, renderGrid, seatColor } from '../../../core/render/index.js';
import { slotIndex } from '../rules/util.js';
import { CARD_H, CARD_W, drawCard, drawSpellName } from './card.js';
import type { SpellPicture } from './view.js';
import type { Words } from './words.js';

const HEADER = 170;

/** The revealed spell: who casts it, its name in large type, its cards side by side in reading order. */
export function drawSpell(p: SpellPicture, w: Words): Canvas {
  const cards = [...p.cards].sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot));
  const items = cards.length > 0 ? cards : [null];
  const canvas = renderGrid(
    items,
    CARD_W,
    CARD_H,
    (ctx, c, cell) => {
      if (c === null) {
        drawFittedText(ctx, w.noComponents, cell.x + cell.w / 2, cell.y + cell.h / 2, cell.w, {
          size: 28,
          italic: true,
          color: PALETTE.muted,
        });
        return;
      }
      drawCard(ctx, c.card, cell, w, { slot: c.slot, added: c.added });
    },
    { columns: Math.max(3, items.length), gap: 20, padding: 22, header: HEADER },
  );
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = seatColor(p.seat);
  ctx.fillRect(0, 0, canvas.width, 8);
  drawFittedText(ctx, w.casts(p.who), canvas.width / 2, 44, canvas.width - 60, {
    size: 30,
    weight: 600,
    color: PALETTE.ink,
    family: FONT.sans,
  });
  drawSpellName(ctx, p.name, { x: 30, y: 68, w: canvas.width - 60, h: HEADER - 60 }, 60);
  return canvas;
}
