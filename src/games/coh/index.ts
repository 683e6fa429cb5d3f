/**
 * Champions of Hara as a Tavern game: the pure engine (engine.ts), its
 * pictures (render/), the spatial picker's hints, the match message's lines
 * and the /challenge options (an arena's mode, a scenario, the challenger's
 * character).
 */
import { z } from 'zod';
import { RuleError, type Choice, type GameModule, type Json, type Prompt } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { CONTENT, SCENARIOS, corruptedDef, scenarioDef } from './content/index.js';
import { CHARACTERS } from './content/schema.js';
import { discordStrings } from './discord-strings.js';
import { cohNextMatches, cohRated, cohRecord, cohUnlocks, cohWithUnlocks, progressStrings } from './progress.js';
import { cohEngine, type CohOptions, type CohState } from './engine.js';
import { renderCoh } from './render/index.js';
import { geometry } from './rules/board.js';
import { spaceVars } from './rules/flow.js';
import { viewOf, type CohView } from './rules/view.js';

export type { CohOptions, CohState } from './engine.js';

/** The scenarios the engine runs: all eighteen (content/scenarios.ts). */
const RUN_SCENARIOS = SCENARIOS.map((d) => d.id);

/**
 * /challenge options arrive as `mode`, `scenario` and `character` (the
 * challenger's, seat 0); the engine reads `characters` by seat. Kept
 * idempotent (passthrough): a parsed value parses to itself.
 */
const challengeOptionsSchema = z
  .object({
    mode: z.enum(['versus', 'intro']).optional(),
    scenario: z.enum(RUN_SCENARIOS as [string, ...string[]]).optional(),
    character: z.enum(CHARACTERS).optional(),
  })
  .passthrough()
  .transform(({ character, ...rest }) => ({ ...rest, ...(character ? { characters: [character] } : {}) }));

type Given = { mode?: string; scenario?: string; characters?: string[] };

/**
 * The characters by seat for a scenario: a Solo one is its character's; a
 * scenario that needs its featured character (S01, S05, S11) gives it to the
 * second seat when the challenger chose another one.
 */
function scenarioCharacters(o: Given): string[] | undefined {
  if (!o.scenario) return o.characters;
  const def = scenarioDef(o.scenario);
  const mine = o.characters?.[0];
  if (def.required && mine && mine !== def.character) return [mine, def.character];
  return o.characters;
}

/** Checks what the engine would silently change, and refuses it in the players' words. */
function checkOptions(o: Given): void {
  if (o.mode && o.scenario) throw new RuleError(t('coh.ui.err.modeScenario'));
  if (!o.scenario) return;
  const def = scenarioDef(o.scenario);
  const mine = o.characters?.[0];
  if (def.kind === 'solo' && mine && mine !== def.character) {
    const ch = CONTENT.characters.find((c) => c.id === def.character)!;
    throw new RuleError(
      t('coh.ui.err.solo', { scenario: def.name.en, scenarioFr: def.name.fr, character: ch.name.en, characterFr: ch.name.fr }),
    );
  }
}

/** The seat playing a scenario's featured character (the one side of S05 and S11). */
function featuredSeat(o: Given): number {
  const def = scenarioDef(o.scenario!);
  const chars = scenarioCharacters(o);
  const k = chars?.indexOf(def.character) ?? -1;
  return k >= 0 ? k : 0;
}

/**
 * Choice ids travel in custom IDs ([A-Za-z0-9_.-]); the engine's ids use ':'
 * (`s:baiyu:3`) and never '.', so this spelling is one-to-one. The platform
 * applies `choice.action`: the engine still receives its own ids.
 */
export const choiceToken = (engineId: string): string => engineId.replaceAll(':', '.');

/**
 * The board space a choice designates, as a hex key for the spatial picker:
 * a space to move or transport to, a Monster, a character, a Corrupted or a
 * scenario token to target.
 */
function spaceOf(engineId: string, s: CohState): string | undefined {
  const k = engineId.indexOf(':');
  if (k < 0) return undefined;
  const kind = engineId.slice(0, k);
  const arg = engineId.slice(k + 1);
  switch (kind) {
    case 's':
    case 'm':
      return arg;
    case 'c':
      return s.chars[Number(arg)]?.at;
    case 'k':
      return s.corrupted.find((c) => c.id === arg)?.at;
    case 't':
      return s.scn?.tokens[arg];
    case 'tt':
      // S09: a terror token, named by its space.
      return arg;
    default:
      return undefined;
  }
}

function forDiscord(p: Prompt, s: CohState): Prompt {
  const spatial = ['move', 'transport', 'target'].includes(p.kind);
  const hexOf = spatial ? geometry(s.layout).hexOf : null;
  const choices = p.choices.map((c): Choice => {
    const space = hexOf ? spaceOf(c.id, s) : undefined;
    const hex = space ? hexOf![space] : undefined;
    return { ...c, id: choiceToken(c.id), ...(hex ? { hex } : {}) };
  });
  return { ...p, choices };
}

/** The match message's lines: each character's tracks, the Corrupted, the scenario, whose turn. */
function status(json: Json, request?: { over?: boolean }): Text[] {
  const v = json as unknown as CohView;
  const lines = cohEngine.status(json, request);
  const extra: Text[] = v.corrupted.map((k) => {
    const def = corruptedDef(k.id);
    return t('coh.ui.st.corrupted', { name: def.name.en, nameFr: def.name.fr, health: k.health, resilience: k.resilience });
  });
  if (v.scenario) {
    const def = scenarioDef(v.scenario.id);
    const n = `S${String(def.num).padStart(2, '0')}`;
    extra.push(t('coh.ui.st.scenario', { scenario: `${n} ${def.name.en}`, scenarioFr: `${n} ${def.name.fr}` }));
    if (def.doom) extra.push(t('coh.ui.st.doom', { doom: v.scenario.doom }));
    const np = v.scenario.npc;
    if (np)
      extra.push(
        t('coh.ui.st.persephone', {
          ...spaceVars(np.at),
          health: np.health,
          fear: np.fear,
          given: np.given,
          terror: v.scenario.terror.length,
        }),
      );
    const leaf = v.scenario.leaf;
    if (leaf) extra.push(t('coh.ui.st.leaf', { ...spaceVars(leaf.at), momentum: leaf.momentum, tokens: v.scenario.count }));
  }
  const over = v.winner !== null || v.endReason !== null || request?.over;
  // While the Corrupted act nobody is playing: say so instead of naming the first seat.
  const last = !over && v.active === null ? [t('coh.ui.st.corruptedTurn', { day: v.day })] : [lines[lines.length - 1]!];
  return [...lines.slice(0, -1), ...extra, ...last];
}

const strings: StringCatalog = {
  en: { ...cohEngine.strings.en, ...discordStrings.en, ...progressStrings.en },
  fr: { ...cohEngine.strings.fr, ...discordStrings.fr, ...progressStrings.fr },
};

export const coh: GameModule<CohState, CohOptions> = {
  ...cohEngine,
  options: challengeOptionsSchema as unknown as GameModule<CohState, CohOptions>['options'],
  setup(options, seats, seed) {
    const o = (options ?? {}) as Given;
    checkOptions(o);
    const characters = scenarioCharacters(o);
    return cohEngine.setup({ ...o, ...(characters ? { characters } : {}) } as CohOptions, seats, seed);
  },
  // An arena seats 2 to 4 characters; a scenario as many as it says (its Solo ones: one).
  seatCounts(options) {
    const o = (options ?? {}) as Given;
    if (!o.scenario) return [2, 3, 4];
    const { min, max } = scenarioDef(o.scenario).players;
    // S14 is for 2 or 4 characters only (two teams of one or two).
    return Array.from({ length: max - min + 1 }, (_, i) => min + i).filter((n) => o.scenario !== 's14' || n !== 3);
  },
  // S05 and S11: the featured character's side against all the others (§30); S14: two teams alternating in
  // seat order, as the engine seats them; everyone else plays alone or all together.
  // Scenarios are unrated with record boards; a Versus Champion is offered the Narrative Arc; won scenarios unlock progression cards.
  rated: cohRated,
  record: cohRecord,
  nextMatches: cohNextMatches,
  unlocks: cohUnlocks,
  withUnlocks: cohWithUnlocks,
  teams(options, seatCount) {
    const o = (options ?? {}) as Given;
    if (!o.scenario || scenarioDef(o.scenario).kind !== 'teams') return null;
    const seats = Array.from({ length: seatCount }, (_, i) => i);
    if (o.scenario === 's14') return [seats.filter((i) => i % 2 === 0), seats.filter((i) => i % 2 === 1)];
    const f = featuredSeat(o);
    return [[f], seats.filter((i) => i !== f)];
  },
  challengeOptions: [
    {
      name: 'mode',
      description: discordStrings.en['option.mode.help']!,
      tournament: true,
      readValue: (options) => {
        const o = options as Given;
        return o.scenario ? undefined : (o.mode ?? 'versus');
      },
      choices: [
        { label: 'Versus Arena (10 of each energy)', value: 'versus' },
        { label: 'Intro Arena (5 of each energy)', value: 'intro' },
      ],
    },
    {
      name: 'scenario',
      description: discordStrings.en['option.scenario.help']!,
      choices: SCENARIOS.map((d) => ({ label: discordStrings.en[`option.scenario.${d.id}`]!, value: d.id })),
    },
    {
      name: 'character',
      description: 'Champions of Hara: the character you play',
      readValue: (options) => (options as Given).characters?.[0],
      choices: CONTENT.characters.map((c) => ({ label: c.name.en, value: c.id })),
    },
  ],
  strings,
  prompts: (state) => cohEngine.prompts(state).map((p) => forDiscord(p, state)),
  status,
  idle(json) {
    const v = json as unknown as CohView;
    return v.active === null && v.winner === null && v.endReason === null ? t('coh.ui.idle.corrupted') : null;
  },
  render: renderCoh,
  // On a phone the whole world is too small to read the cards: Zoom shows the active character's surroundings.
  zoomKind: 'zoom',
  // 4: the Corrupted's and Bosses' Health in S03, S05, S15 and S16; 3: the second balance pass (Kaoru, Oric, Thomas,
  // the Hydra, A'shura, Quests); 2: the first, S09 and S18.
  contentVersion: '7',
  replay: {
    reveal(state) {
      // Every hand, as a view the renderer and the status lines accept.
      const view = viewOf(state, 'public') as unknown as CohView;
      const chars = view.chars.map((c) => ({ ...c, hand: [...state.chars[c.seat]!.hand] }));
      return { view: { ...view, chars } as unknown as Json, lines: [t('coh.ui.reveal.hands')] };
    },
    position: (state) => ({ round: (state.day - 1) * 2 + (state.round === 'dawn' ? 1 : 2), turn: state.turn + 1 }),
  },
  rules: {
    summary: cohEngine.rules.summary,
    sections: [
      { title: t('coh.ui.rules.here.title'), body: t('coh.ui.rules.here.body') },
      { title: t('coh.ui.rules.setup.title'), body: t('coh.ui.rules.setup.body') },
      ...cohEngine.rules.sections,
    ],
  },
};
