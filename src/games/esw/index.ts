/**
 * Epic Spell Wars as a Tavern game: the pure engine (engine.ts) plus its
 * images (render/) for Discord.
 */
import type { GameModule } from '../../core/game.js';
import { t } from '../../core/text.js';
import { eswEngine, type EswOptions, type EswState } from './engine.js';
import { renderEsw } from './render/index.js';

export type { EswOptions, EswState } from './engine.js';

export const esw: GameModule<EswState, EswOptions> = {
  ...eswEngine,
  // The table's size is the number of seats the platform filled (/challenge sets no `players`).
  setup: (options, seats, seed) => eswEngine.setup({ ...options, players: seats.length }, seats, seed),
  render: async (view, request) => renderEsw(view, request),
  rules: {
    summary: eswEngine.rules.summary,
    sections: [...eswEngine.rules.sections, { title: t('esw.rules.discord.title'), body: t('esw.rules.discord.body') }],
  },
};
