/**
 * Champions of Hara beyond one match: scenarios are not rated and keep a
 * record board each (wins, earliest Day); a Versus Arena's Champion is offered
 * their character's two scenarios next (the Narrative Arc, 1.6–1.7); a won
 * scenario unlocks its progression card for the featured character's player
 * (§32.5), which later matches receive in their options.
 */
import type { Json, RecordEntry, Seat } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { SCENARIOS, scenarioDef } from './content/index.js';
import { ALTERNATE_DEFS, PASSIVE_DEFS, PROGRESSION_IDS } from './content/progression.js';
import { discordStrings } from './discord-strings.js';
import { cohEngine, unlocksOf, type CohOptions, type CohState } from './engine.js';

const KNOWN_UNLOCKS = new Set<string>(PROGRESSION_IDS);

/** A scenario's name as /challenge offers it ("S03 The making of a man (Solo, 1)"), in both languages. */
function scenarioWords(id: string): { name: string; nameFr: string } {
  return { name: discordStrings.en[`option.scenario.${id}`] ?? id, nameFr: discordStrings.fr[`option.scenario.${id}`] ?? id };
}

/** The arenas are rated; scenarios are not. */
export const cohRated = (options: unknown): boolean => !(options as { scenario?: string } | null)?.scenario;

/** A co-op or Solo scenario's result on its board; competitive scenarios (teams, free-for-all) have a winning side, not a record. */
export function cohRecord(state: CohState): RecordEntry | null {
  if (!state.scn) return null;
  const kind = scenarioDef(state.scn.id).kind;
  if (kind !== 'coop' && kind !== 'solo') return null;
  return {
    board: state.scn.id,
    label: t('coh.ui.record.board', scenarioWords(state.scn.id)),
    won: state.scn.result === 'won',
    score: state.day,
    scoreText: t('coh.ui.record.day', { n: state.day }),
  };
}

/** The Narrative Arc: the Champion of a Versus Arena is offered their character's non-Solo scenarios, playable at this table's size. */
export function cohNextMatches(state: CohState, options: CohOptions): { label: Text; options: Json }[] {
  if (state.scn || (options.mode ?? 'versus') !== 'versus') return [];
  const first = cohEngine.outcome(state)?.ranking[0] ?? [];
  if (first.length !== 1) return [];
  const champion = state.chars.find((c) => c.seat === first[0])?.character;
  const seats = state.chars.length;
  return SCENARIOS.filter((d) => d.character === champion && d.kind !== 'solo')
    .filter((d) => seats >= d.players.min && seats <= d.players.max && !(d.id === 's14' && seats === 3))
    .map((d) => ({ label: t('coh.ui.next', scenarioWords(d.id)), options: { scenario: d.id } }));
}

/** What a won scenario unlocks, as the platform keeps it per player. */
export const cohUnlocks = (state: CohState): { seat: Seat; unlock: string }[] => unlocksOf(state);

/** Each seat's kept unlocks, given to the engine (unknown keys, from content since removed, are left out). */
export function cohWithUnlocks(options: CohOptions, unlocksBySeat: string[][]): CohOptions {
  if (unlocksBySeat.every((u) => u.length === 0)) return options;
  return { ...options, unlocked: unlocksBySeat.map((u) => u.filter((k) => KNOWN_UNLOCKS.has(k))) as CohOptions['unlocked'] };
}

/** The words of records, offers and unlocks: `unlock.<id>` names a progression card in /profile. */
export const progressStrings: StringCatalog = {
  en: {
    'coh.ui.record.board': '{name}',
    'coh.ui.record.day': 'Day {n}',
    'coh.ui.next': 'Narrative Arc: {name}',
    ...Object.fromEntries(ALTERNATE_DEFS.map((d) => [`unlock.${d.id}`, `${d.name.en} (Alternate Ultimate)`])),
    ...Object.fromEntries(PASSIVE_DEFS.map((d) => [`unlock.${d.id}`, `${d.name.en} (Passive)`])),
  },
  fr: {
    'coh.ui.record.board': '{nameFr}',
    'coh.ui.record.day': 'Jour {n}',
    'coh.ui.next': 'Arc narratif : {nameFr}',
    ...Object.fromEntries(ALTERNATE_DEFS.map((d) => [`unlock.${d.id}`, `${d.name.fr} (Ultime alternative)`])),
    ...Object.fromEntries(PASSIVE_DEFS.map((d) => [`unlock.${d.id}`, `${d.name.fr} (Passif)`])),
  },
};
