import type { Image, Json, RenderRequest } from '../../../core/game.js';
import { type Canvas, toImage } from '../../../core/render/index.js';
import { drawHand } from './hand.js';
import { drawSpell } from './spell.js';
import { drawTable } from './table.js';
import { asEswView, asSpellPicture } from './view.js';
import { wordsFor, type Words } from './words.js';

export { drawCard, drawTile } from './card.js';
export type { EswView, SpellPicture } from './view.js';

/**
 * Render kinds: 'board' (the public table), 'hand' (a seat's own view: the
 * spell being built and the hand), 'spell' (a cast spell's event picture:
 * its cards side by side and its name). Words follow `request.locale` (English by default).
 */
/** The drawing alone, before encoding (the render bench times the two apart). */
export function drawEsw(view: Json, kind: string, w: Words = wordsFor('en')): { canvas: Canvas; name: string } {
  switch (kind) {
    case 'board':
      return { canvas: drawTable(asEswView(view), w), name: 'esw-table' };
    case 'hand':
      return { canvas: drawHand(asEswView(view), w), name: 'esw-hand' };
    case 'spell':
      return { canvas: drawSpell(asSpellPicture(view), w), name: 'esw-spell' };
    default:
      throw new RangeError(`renderEsw: unknown render kind "${kind}"`);
  }
}

/** Renders one Epic Spell Wars image (pure: the same view gives the same pixels). */
export async function renderEsw(view: Json, request: RenderRequest): Promise<Image | null> {
  if (request.kind === 'hand' && !(view as { you?: unknown }).you) return null;
  const { canvas, name } = drawEsw(view, request.kind, wordsFor(request.locale));
  return toImage(canvas, name);
}
