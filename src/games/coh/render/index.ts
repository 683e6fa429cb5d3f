/**
 * Champions of Hara pictures, pure functions of a view: 'board' (the world,
 * the Day track and everyone's tracks; with `marks`, the spaces of a spatial
 * choice labelled and the picture cropped around them), 'hand' (the
 * viewer's own character sheet; null from a view that holds no hand) and
 * 'placed' (a Dawn's or Dusk's event picture: the cards it placed).
 */
import type { Image, Json, RenderRequest } from '../../../core/game.js';
import { type Canvas, toImage } from '../../../core/render/index.js';
import type { PlacedPicture } from '../rules/flow.js';
import type { CohView } from '../rules/view.js';
import { drawBoard, drawZoom } from './board.js';
import { drawHand, ownChar } from './hand.js';
import { drawPlaced } from './placed.js';
import { wordsFor } from './words.js';

export { boardLayout, cardCodes, spaceHexes } from './board.js';
export { wordsFor, type Words } from './words.js';

/** A match that ended outside the rules is drawn as over: nobody to play. */
function asOver(view: CohView): CohView {
  return view.winner !== null || view.endReason !== null ? view : { ...view, active: null, waitingOn: null, endReason: 'days' };
}

/** The drawing alone, before encoding (the render bench times the two apart); null for a kind not drawn from this view. */
export function drawCoh(json: Json, request: RenderRequest): { canvas: Canvas; name: string } | null {
  const w = wordsFor(request.locale);
  // An event's picture is drawn from its own public data, not from a view.
  if (request.kind === 'placed') return { canvas: drawPlaced(json as unknown as PlacedPicture, w), name: 'coh-placed' };
  let view = json as unknown as CohView;
  if (request.over) view = asOver(view);
  if (request.kind === 'board') return { canvas: drawBoard(view, request, w), name: request.marks?.length ? 'coh-pick' : 'coh-board' };
  if (request.kind === 'zoom') return { canvas: drawZoom(view, w), name: 'coh-zoom' };
  if (request.kind === 'hand') {
    const me = ownChar(view);
    return me ? { canvas: drawHand(view, me, w), name: 'coh-hand' } : null;
  }
  return null;
}

export async function renderCoh(json: Json, request: RenderRequest): Promise<Image | null> {
  const drawn = drawCoh(json, request);
  return drawn ? toImage(drawn.canvas, drawn.name) : null;
}
