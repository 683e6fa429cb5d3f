/**
 * Solo and Co-op against the Evil Player (§24–26) are not rated: they keep a
 * record board per mode, map and difficulty instead (wins, fewest rounds).
 */
import type { RecordEntry } from '../../core/game.js';
import { t } from '../../core/text.js';
import { MAP_BY_ID } from './content/index.js';
import { discordStrings } from './discord-strings.js';
import type { AtState } from './engine.js';

/** The options the module reads here (its own schema's output). */
interface EvilOptions {
  mode?: string;
  map?: string;
  difficulty?: string;
  overlord?: boolean;
}

const AGAINST_EVIL = new Set(['solo', 'coop']);

/**
 * Whether a match with these options is played against the Evil Player. The
 * options decide it before anyone sits: a mode, the Evil options (difficulty,
 * Overlord), or a map made only for Solo and Co-op. Solo is never guessed from
 * an empty table: without a mode a lone challenger is asked for an opponent.
 */
export function againstEvil(options: unknown): boolean {
  const o = (options ?? {}) as EvilOptions;
  if (o.mode) return AGAINST_EVIL.has(o.mode);
  if (o.overlord || o.difficulty) return true;
  const modes = o.map ? MAP_BY_ID.get(o.map)?.modes : undefined;
  return !!modes && modes.every((m) => AGAINST_EVIL.has(m));
}

/** The record of a Solo or Co-op game the automaton played (an Overlord's game is a contest between players: none). */
export function atRecord(state: AtState, options: unknown): RecordEntry | null {
  if (!state.evil || state.evil.overlord) return null;
  const level = (options as EvilOptions | null)?.difficulty ?? 'standard';
  const map = MAP_BY_ID.get(state.map);
  const word = (key: string, locale: 'en' | 'fr') => discordStrings[locale][key] ?? key;
  return {
    board: `${state.mode}:${state.map}:${level}`,
    label: t('at.ui.record.board', {
      mode: word(`at.ui.mode.${state.mode}`, 'en'),
      modeFr: word(`at.ui.mode.${state.mode}`, 'fr'),
      map: map?.name.en ?? state.map,
      mapFr: map?.name.fr ?? state.map,
      level: word(`option.difficulty.${level}`, 'en'),
      levelFr: word(`option.difficulty.${level}`, 'fr'),
    }),
    won: (state.winner?.length ?? 0) > 0,
    score: state.round,
    scoreText: t('at.ui.record.rounds', { n: state.round }),
  };
}
