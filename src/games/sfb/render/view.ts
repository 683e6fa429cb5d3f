import type { Json } from '../../../core/game.js';
import type { SfbView } from '../rules/view.js';

/**
 * The engine's view (rules/view.ts) is what the renderer reads: renders are
 * pure functions of it plus the static content, so a public render can only
 * show what the public view holds.
 */
export type { SfbView };
export type ViewHex = SfbView['board']['hexes'][number];
export type ViewChampion = SfbView['champions'][number];
export type ViewPlayer = SfbView['players'][number];

/** Narrows the engine's JSON view, failing loudly on something that is not an SFB view. */
export function asSfbView(view: Json): SfbView {
  if (!view || typeof view !== 'object' || Array.isArray(view) || view.game !== 'sfb') {
    throw new TypeError('renderSfb: not a Super Fantasy Brawl view');
  }
  return view as unknown as SfbView;
}
