/**
 * Epic Spell Wars as a Tavern game: the pure engine (engine.ts) plus its
 * images (render/) for Discord.
 */
import type { GameModule } from '../../core/game.js';
import { eswEngine, type EswOptions, type EswState } from './engine.js';
import { renderEsw } from './render/index.js';

export type { EswOptions, EswState } from './engine.js';

export const esw: GameModule<EswState, EswOptions> = {
  ...eswEngine,
  render: async (view, request) => renderEsw(view, request),
};
