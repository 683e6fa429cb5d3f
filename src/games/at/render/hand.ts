/**
 * A seat's own picture: its hand (card texts), its resources (Runes, Power,
 * Honor), its Treasures, and its squad with stats, damage and where each
 * Champion stands. The Overlord's seat sees its Intrigue hand instead.
 * Drawn only from a seat's own view (the public view holds no hand).
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
} from '../../../core/render/index.js';
import { CARD_BY_ID, TREASURE_BY_ID, intrigueDef } from '../content/index.js';
import { strings } from '../rules/strings.js';
import { CULTIST } from '../rules/state.js';
import { drawPawn, pawnName } from './board.js';
import { EVIL_COLOUR, FACTION_COLOUR, ownerColour } from './theme.js';
import type { AtPictureView } from './view.js';
import type { Words } from './words.js';

export const HAND_W = 1000;
const CARD_W = 190;
const CARD_H = 250;
const GAP = 8;
const PER_ROW = 5;
const TOP = 64;
const SQUAD_ROW_H = 52;
const EMPTY_H = 70;

function drawHandCard(ctx: Ctx, id: string, box: Box, w: Words): void {
  const d = CARD_BY_ID.get(id);
  if (!d) throw new RangeError(`Ascension Tactics picture: unknown card ${id}`);
  const colour = FACTION_COLOUR[d.faction];
  drawRoundRect(ctx, box, 10, { fill: PALETTE.paper, stroke: colour, lineWidth: 4 });
  drawRoundRect(ctx, { x: box.x, y: box.y, w: box.w, h: 58 }, 10, { fill: colour });
  drawTextBox(
    ctx,
    d.name[w.locale],
    { x: box.x + 10, y: box.y + 4, w: box.w - 20, h: 50 },
    {
      size: 21,
      weight: 700,
      minSize: 13,
      align: 'center',
      valign: 'middle',
      lineHeight: 1.05,
      color: '#ffffff',
    },
  );
  drawFittedText(ctx, w.type[d.type], box.x + box.w / 2, box.y + 74, box.w - 20, { size: 15, weight: 700, color: darken(colour, 0.3) });
  drawTextBox(
    ctx,
    strings[w.locale]![`at.cardText.${id}`] ?? '',
    { x: box.x + 10, y: box.y + 90, w: box.w - 20, h: box.h - 100 },
    {
      size: 18,
      minSize: 11,
      align: 'center',
      valign: 'middle',
      lineHeight: 1.15,
      color: PALETTE.inkDark,
    },
  );
}

function drawIntrigueCard(ctx: Ctx, id: string, box: Box, w: Words): void {
  const d = intrigueDef(id);
  drawRoundRect(ctx, box, 10, { fill: '#2a1416', stroke: EVIL_COLOUR, lineWidth: 4 });
  drawTextBox(
    ctx,
    d.name[w.locale],
    { x: box.x + 10, y: box.y + 6, w: box.w - 20, h: 50 },
    {
      size: 21,
      weight: 700,
      minSize: 13,
      align: 'center',
      valign: 'middle',
      color: '#ffd0d0',
    },
  );
  drawTextBox(
    ctx,
    strings[w.locale]![`at.intrigueText.${id}`] ?? '',
    { x: box.x + 10, y: box.y + 62, w: box.w - 20, h: box.h - 72 },
    {
      size: 17,
      minSize: 10,
      align: 'center',
      valign: 'middle',
      color: PALETTE.ink,
    },
  );
}

/** The picture, or null for a view holding no hand (the public's, or a seat with no cards and no squad). */
export function drawHand(view: AtPictureView, w: Words): Canvas | null {
  const me = view.players.find((p) => p.hand !== undefined);
  const intrigues = view.evil?.overlord?.hand;
  if (!me && !intrigues) return null;
  const cards = me ? [...me.hand!].map((h) => h.card).sort(byCost) : [];
  const shown = intrigues ?? cards;
  const rows = Math.ceil(shown.length / PER_ROW);
  const squad = me ? view.champions.filter((c) => c.owner === me.seat && c.def !== CULTIST) : [];
  const cultists = me ? view.champions.filter((c) => c.owner === me.seat && c.def === CULTIST) : [];
  const squadH = squad.length > 0 || cultists.length > 0 ? 40 + (squad.length + (cultists.length ? 1 : 0)) * SQUAD_ROW_H : 0;
  const cardsH = rows > 0 ? rows * (CARD_H + GAP) : EMPTY_H;
  const height = TOP + cardsH + 8 + squadH + 8;
  const { canvas, ctx } = newCanvas(HAND_W, height);

  // Header: whose hand, resources.
  drawRoundRect(ctx, { x: 0, y: 0, w: HAND_W, h: TOP - 8 }, 0, { fill: PALETTE.panel });
  const name = me?.name ?? view.evil!.overlord!.name;
  const colour = me ? ownerColour(me.seat) : EVIL_COLOUR;
  drawCircle(ctx, { x: 26, y: (TOP - 8) / 2 }, 12, { fill: colour, stroke: '#ffffff', lineWidth: 2 });
  drawFittedText(ctx, `${w.yourHand} · ${name}`, 46, (TOP - 8) / 2, 360, { size: 24, weight: 700, family: FONT.display, align: 'left' });
  if (me) {
    const side = view.sides.find((s) => s.team === me.team);
    const res = `${w.runes} ${me.runes} · ${w.power} ${me.power} · ${w.honor} ${side?.honor ?? me.honor}`;
    drawFittedText(ctx, res, HAND_W - 14, (TOP - 8) / 2, 560, { size: 24, weight: 800, align: 'right', color: PALETTE.gold });
  }

  if (shown.length === 0) drawFittedText(ctx, w.emptyHand, HAND_W / 2, TOP + EMPTY_H / 2, HAND_W - 40, { size: 24, color: PALETTE.muted });
  shown.forEach((id, i) => {
    const box = { x: 8 + (i % PER_ROW) * (CARD_W + GAP + 8), y: TOP + Math.floor(i / PER_ROW) * (CARD_H + GAP), w: CARD_W, h: CARD_H };
    if (intrigues) drawIntrigueCard(ctx, id, box, w);
    else drawHandCard(ctx, id, box, w);
  });

  if (squadH > 0 && me) {
    let y = TOP + cardsH + 8;
    const treasures = (me.treasures ?? []).map((t) => TREASURE_BY_ID.get(t)?.name[w.locale] ?? t).join(', ');
    drawFittedText(ctx, `${w.squad}${treasures ? ` · ${w.treasures}: ${treasures}` : ''}`, 14, y + 16, HAND_W - 28, {
      size: 20,
      weight: 700,
      align: 'left',
      color: PALETTE.muted,
      minSize: 12,
    });
    y += 36;
    for (const c of squad) {
      drawRoundRect(ctx, { x: 8, y, w: HAND_W - 16, h: SQUAD_ROW_H - 6 }, 8, { fill: PALETTE.panel });
      drawPawn(ctx, c, { x: 34, y: y + (SQUAD_ROW_H - 6) / 2 }, 18, w);
      drawFittedText(ctx, pawnName(c, w), 62, y + (SQUAD_ROW_H - 6) / 2, 300, { size: 20, weight: 700, align: 'left' });
      const where = c.at === null ? w.offBoard : c.exhausted ? w.exhausted : w.ready;
      const arts = c.artifacts.map((a) => CARD_BY_ID.get(a)?.name[w.locale] ?? a).join(', ');
      const health = c.damage > 0 ? ` · −${c.damage}` : '';
      drawFittedText(
        ctx,
        `${w.stats(c.strength, c.defense, c.speed)}${health} · ${where}${arts ? ` · ${arts}` : ''}`,
        370,
        y + (SQUAD_ROW_H - 6) / 2,
        HAND_W - 390,
        {
          size: 18,
          align: 'left',
          color: c.damage > 0 ? '#ffb3ad' : PALETTE.ink,
          minSize: 11,
        },
      );
      y += SQUAD_ROW_H;
    }
    if (cultists.length > 0) {
      drawRoundRect(ctx, { x: 8, y, w: HAND_W - 16, h: SQUAD_ROW_H - 6 }, 8, { fill: PALETTE.panel });
      drawPawn(ctx, cultists[0]!, { x: 34, y: y + (SQUAD_ROW_H - 6) / 2 }, 16, w);
      const hurt = cultists.filter((c) => c.damage > 0).length;
      drawFittedText(
        ctx,
        `${w.cultist} ×${cultists.length}${hurt > 0 ? ` · ${w.hurt(hurt)}` : ''}`,
        62,
        y + (SQUAD_ROW_H - 6) / 2,
        HAND_W - 80,
        {
          size: 18,
          align: 'left',
          minSize: 11,
        },
      );
    }
  }
  return canvas;
}

const byCost = (a: string, b: string): number =>
  (CARD_BY_ID.get(a)?.cost ?? 0) - (CARD_BY_ID.get(b)?.cost ?? 0) || (a < b ? -1 : a > b ? 1 : 0);

/** An Evil turn's event picture (public): the Intrigue cards it played, with their texts, and what the turn did. */
export interface EvilTurnPicture {
  cards: string[];
  damage: number;
  defeated: number;
  honor: number;
  total: number;
}

export function drawEvilTurn(p: EvilTurnPicture, w: Words): Canvas {
  const width = 16 + p.cards.length * (CARD_W + 16);
  const { canvas, ctx } = newCanvas(Math.max(width, 420), TOP + CARD_H + 50);
  drawRoundRect(ctx, { x: 0, y: 0, w: canvas.width, h: TOP - 8 }, 0, { fill: PALETTE.panel });
  drawCircle(ctx, { x: 26, y: (TOP - 8) / 2 }, 12, { fill: EVIL_COLOUR, stroke: '#ffffff', lineWidth: 2 });
  drawFittedText(ctx, w.evilTurn, 46, (TOP - 8) / 2, canvas.width - 60, { size: 24, weight: 700, family: FONT.display, align: 'left' });
  p.cards.forEach((id, i) => drawIntrigueCard(ctx, id, { x: 16 + i * (CARD_W + 16), y: TOP, w: CARD_W, h: CARD_H }, w));
  drawFittedText(ctx, w.evilTurnDid(p.damage, p.defeated, p.honor, p.total), canvas.width / 2, TOP + CARD_H + 25, canvas.width - 24, {
    size: 20,
    weight: 700,
    color: PALETTE.gold,
    minSize: 11,
  });
  return canvas;
}
