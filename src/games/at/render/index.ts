/**
 * Ascension Tactics pictures. Kinds: 'board' (the match picture; with
 * `marks`, the spatial picker's picture, cropped around the lettered hexes),
 * 'zoom' (the battlefield enlarged, for phones), 'hand' (a seat's hand,
 * resources and squad; only a seat's own view holds a hand), 'evilTurn'
 * (an Evil turn's event picture: its Intrigue cards and what it did).
 */
import type { Image, Json, RenderRequest } from '../../../core/game.js';
import { type Canvas, toImage } from '../../../core/render/index.js';
import { drawBoard, drawPickBoard, drawZoomBoard } from './board.js';
import { drawEvilTurn, drawHand, type EvilTurnPicture } from './hand.js';
import { asAtView } from './view.js';
import { wordsFor } from './words.js';

export { BOARD_H, BOARD_W, MAP_BOX, boardLayout, initials } from './board.js';
export { WORDS, type Words } from './words.js';
export type { AtPictureView } from './view.js';

/** The picture's canvas, or null for a kind this game does not draw (or a view with no hand). */
export function drawAt(json: Json, request: RenderRequest): Canvas | null {
  const w = wordsFor(request.locale);
  // An event's picture is drawn from its own public data, not from a view.
  if (request.kind === 'evilTurn') return drawEvilTurn(json as unknown as EvilTurnPicture, w);
  const view = asAtView(json);
  const over = request.over ?? false;
  switch (request.kind) {
    case 'board':
      if (request.marks && request.marks.length > 0) return drawPickBoard(view, request.marks, w);
      return drawBoard(view, w, over).canvas;
    case 'zoom':
      return drawZoomBoard(view, w, over);
    case 'hand':
      return drawHand(view, w);
    default:
      return null;
  }
}

export async function renderAt(json: Json, request: RenderRequest): Promise<Image | null> {
  const canvas = drawAt(json, request);
  return canvas ? toImage(canvas, `at-${request.kind}.png`) : null;
}
