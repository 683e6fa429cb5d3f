/**
 * Epic Spell Wars as a Tavern game: the pure engine (engine.ts) plus its
 * images (render/) for Discord.
 */
import type { GameModule, Json } from '../../core/game.js';
import { t } from '../../core/text.js';
import { eswEngine, type EswOptions, type EswState } from './engine.js';
import { renderEsw } from './render/index.js';
import { eswReplay, revealStrings } from './reveal.js';
import { eswBotSupport, eswSearchEngine } from './rules/search.js';

export type { EswOptions, EswState } from './engine.js';

/**
 * A match that ended outside the rules (a resignation, a time-out) is drawn
 * as over: nobody building, casting or choosing.
 */
function asOver(json: Json): Json {
  const view = json as { phase?: string; players?: Record<string, Json>[] } & Record<string, Json>;
  if (view.phase === 'over') return json;
  const players = (view.players ?? []).map((p) => ({ ...p, locked: true, pendingCount: null, initiative: null }));
  return { ...view, phase: 'over', casting: null, waitingFor: null, players };
}

export const esw: GameModule<EswState, EswOptions> = {
  ...eswEngine,
  // The table's size is the number of seats the platform filled (/challenge sets no `players`).
  setup: (options, seats, seed) => eswEngine.setup({ ...options, players: seats.length }, seats, seed),
  render: async (view, request) => renderEsw(request.over ? asOver(view) : view, request),
  idle: (json) => {
    // A dead wizard waits for the next round (ESW-DEAD-4, ESW-NEXT-6); anyone else waits for the table.
    const view = json as { phase?: string; you?: { seat: number }; players?: { alive: boolean }[] };
    const me = view.you ? view.players?.[view.you.seat] : undefined;
    return me && !me.alive && view.phase !== 'over' ? t('esw.idle.dead') : null;
  },
  strings: { en: { ...eswEngine.strings.en, ...revealStrings.en }, fr: { ...eswEngine.strings.fr, ...revealStrings.fr } },
  contentVersion: '1',
  replay: eswReplay,
  bot: { ...eswBotSupport, engine: eswSearchEngine },
  rules: {
    summary: eswEngine.rules.summary,
    sections: [...eswEngine.rules.sections, { title: t('esw.rules.discord.title'), body: t('esw.rules.discord.body') }],
  },
};
