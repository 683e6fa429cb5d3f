import type { Image, Json, RenderRequest } from '../../../core/game.js';
import {
  type Box,
  type Canvas,
  type Ctx,
  FONT,
  PALETTE,
  drawFittedText,
  drawRoundRect,
  drawTextBox,
  newCanvas,
  renderGrid,
  toImage,
} from '../../../core/render/index.js';
import { cardSummary } from './text.js';
import { CARD_BY_ID, CHAMPION_BY_ID, CONTENT } from '../content/index.js';
import type { Card, Champion } from '../content/schema.js';
import { drawBoard, drawPickBoard, drawZoomBoard } from './board.js';
import { CARD_H, CARD_W, SHEET_H, SHEET_W, drawActionCard, drawChampionSheet } from './cards.js';
import { asSfbView, type SfbView } from './view.js';
import { wordsFor, type Words } from './words.js';

export { drawBoard, boardLayout, statusLine, tokenCentre, tokenRadius } from './board.js';
export { WORDS, type Words } from './words.js';
export { drawActionCard, drawChampionSheet } from './cards.js';
export { cardLines } from './text.js';
export type { SfbView } from './view.js';

/**
 * Render kinds: 'board' (the arena and state), 'zoom' (the action up close), 'hand' (the viewer's hand —
 * only a seat's own view holds it), 'champions' (every champion in the match,
 * both sides), 'pool' (recruitment pool), 'revealed' (a hand shown by an
 * effect), 'discard:<seat>', 'card:<cardId>', 'champion:<championId>'.
 */
export type SfbRenderKind =
  'board' | 'zoom' | 'hand' | 'champions' | 'pool' | 'revealed' | `discard:${number}` | `card:${string}` | `champion:${string}`;

const HEADER = 56;

function cardOf(id: string): Card {
  const card = CARD_BY_ID.get(id);
  if (!card) throw new RangeError(`renderSfb: unknown card ${id}`);
  return card;
}

/** A champion's content from its id in the match (a copy fielded by both teams is `<id>-<team>`). */
function championOf(id: string): Champion {
  const champ = CHAMPION_BY_ID.get(id.split('-')[0]!);
  if (!champ) throw new RangeError(`renderSfb: unknown champion ${id}`);
  return champ;
}

const championName = (cardId: string): string => CHAMPION_BY_ID.get(cardOf(cardId).champion)?.name ?? '';

/** The cache holds each card once per language. */
const cardKey = (id: string, w: Words): string => `${w.locale}:${id}`;

/**
 * Action cards depend on content only, so each is drawn once and blitted
 * afterwards (a small LRU: ~640 KB of pixels per card). The margin holds the
 * card's drop shadow; the background is the table colour the grid uses.
 */
const CARD_MARGIN = 8;
const cardCanvases = new Map<string, Canvas>();
const MAX_CACHED_CARDS = 24;

function cardCanvas(id: string, w: Words): Canvas {
  const key = cardKey(id, w);
  const hit = cardCanvases.get(key);
  if (hit) {
    cardCanvases.delete(key);
    cardCanvases.set(key, hit);
    return hit;
  }
  const { canvas, ctx } = newCanvas(CARD_W + CARD_MARGIN, CARD_H + CARD_MARGIN);
  drawActionCard(ctx, cardOf(id), championName(id), { x: 0, y: 0, w: CARD_W, h: CARD_H }, w);
  if (cardCanvases.size >= MAX_CACHED_CARDS) cardCanvases.delete(cardCanvases.keys().next().value!);
  cardCanvases.set(key, canvas);
  return canvas;
}

/** What a champion's cards do, in a line or two each (recruitment: choose knowing the deck). */
function drawCardList(ctx: Ctx, champion: string, box: Box, w: Words): void {
  const cards = CONTENT.cards.filter((c) => c.champion === champion);
  const rowH = (box.h - 8) / Math.max(1, cards.length);
  cards.forEach((card, k) => {
    const row = { x: box.x + 10, y: box.y + 8 + k * rowH, w: box.w - 20, h: rowH - 4 };
    drawRoundRect(ctx, row, 8, { fill: PALETTE.panel });
    drawTextBox(
      ctx,
      cardSummary(card, w),
      { x: row.x + 10, y: row.y + 3, w: row.w - 20, h: row.h - 6 },
      {
        size: 16,
        minSize: 13,
        color: PALETTE.ink,
        valign: 'middle',
      },
    );
  });
}

const championBaseOf = (id: string): string => id.split('-')[0]!;

/** Cards in rows of three: at a phone's preview width each card stays readable. */
function cardsImage(ids: readonly string[], caption: string, w: Words): Canvas {
  // Four cards read better as a square than as three plus one.
  const columns = ids.length === 4 ? 2 : Math.min(3, Math.max(1, ids.length));
  const items = ids.length ? ids : [null];
  const canvas = renderGrid(
    items,
    CARD_W,
    CARD_H,
    (ctx, id, cell) => {
      if (id === null) {
        drawFittedText(ctx, w.noCards, cell.x + cell.w / 2, cell.y + cell.h / 2, cell.w, { size: 30, color: PALETTE.muted, italic: true });
        return;
      }
      ctx.drawImage(cardCanvas(id, w), cell.x, cell.y);
    },
    { columns, gap: 18, padding: 18, header: HEADER },
  );
  const ctx = canvas.getContext('2d');
  drawFittedText(ctx, caption, 22, 18 + HEADER / 2 - 4, canvas.width - 44, {
    size: 30,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  return canvas;
}

/** Below each sheet of the recruitment pool: its champion's cards, one short paragraph each. */
const CARD_LIST_H = 300;

function championsImage(view: SfbView, ids: readonly string[], caption: string, withState: boolean, w: Words, withCards = false): Canvas {
  const columns = Math.min(2, Math.max(1, ids.length));
  const canvas = renderGrid(
    ids,
    SHEET_W,
    SHEET_H + (withCards ? CARD_LIST_H : 0),
    (ctx, id, cell) => {
      const c = view.champions.find((x) => x.id === id);
      const state =
        withState && c ? { team: c.team, damage: c.damage, experienced: c.experienced, onPortal: c.onPortal, bloodied: c.bloodied } : null;
      // A copy's sheet carries its name in the match ("Kilrak 2").
      drawChampionSheet(ctx, { ...championOf(id), name: c?.name ?? championOf(id).name }, { ...cell, h: SHEET_H }, state, w);
      if (withCards) drawCardList(ctx, championBaseOf(id), { x: cell.x, y: cell.y + SHEET_H, w: cell.w, h: CARD_LIST_H }, w);
    },
    { columns, gap: 18, padding: 18, header: HEADER },
  );
  const ctx = canvas.getContext('2d');
  drawFittedText(ctx, caption, 22, 18 + HEADER / 2 - 4, canvas.width - 44, {
    size: 30,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  return canvas;
}

function draw(view: SfbView, kind: string, w: Words): { canvas: Canvas; name: string } {
  if (kind === 'board') return { canvas: drawBoard(view, w), name: 'sfb-board' };
  if (kind === 'zoom') return { canvas: drawZoomBoard(view, w), name: 'sfb-zoom' };
  if (kind === 'hand') {
    const me = view.players.find((p) => p.hand !== undefined);
    if (!me?.hand) throw new RangeError("renderSfb: this view holds no hand (render a seat's own view)");
    return { canvas: cardsImage(me.hand, w.captions.hand(me.name), w), name: 'sfb-hand' };
  }
  if (kind === 'revealed') {
    return { canvas: cardsImage(view.last.revealedHand ?? [], w.captions.revealed, w), name: 'sfb-revealed' };
  }
  if (kind === 'champions') {
    const ids = view.champions.map((c) => c.id);
    return { canvas: championsImage(view, ids, w.captions.champions, true, w), name: 'sfb-champions' };
  }
  if (kind === 'pool') {
    const ids = view.pool.length ? view.pool : view.brought.flat();
    return { canvas: championsImage(view, ids, w.captions.pool, false, w, true), name: 'sfb-pool' };
  }
  const [prefix, arg = ''] = kind.split(':', 2) as [string, string?];
  if (prefix === 'discard') {
    const p = view.players[Number(arg)];
    if (!p) throw new RangeError(`renderSfb: no seat ${arg}`);
    return { canvas: cardsImage(p.discard, w.captions.discard(p.name), w), name: `sfb-discard-${p.seat}` };
  }
  if (prefix === 'card') return { canvas: cardsImage([cardOf(arg).id], cardOf(arg).name[w.locale], w), name: `sfb-card-${arg}` };
  if (prefix === 'champion')
    return {
      canvas: championsImage(view, [arg], view.champions.find((c) => c.id === arg)?.name ?? championOf(arg).name, true, w),
      name: `sfb-champion-${arg}`,
    };
  throw new RangeError(`renderSfb: unknown render kind "${kind}"`);
}

/** Renders one SFB image from a view (pure: same view, same pixels). */
export async function renderSfb(view: Json, request: RenderRequest): Promise<Image> {
  const { canvas, name } = drawSfb(view, request);
  return toImage(canvas, name);
}

/** The drawing alone, before encoding (the render bench times the two apart). */
export function drawSfb(view: Json, request: RenderRequest): { canvas: Canvas; name: string } {
  const words = wordsFor(request.locale);
  if (request.kind === 'board' && request.marks?.length)
    return { canvas: drawPickBoard(asSfbView(view), request.marks, words), name: 'sfb-pick' };
  return draw(asSfbView(view), request.kind, words);
}
