/**
 * Super Fantasy Brawl as a Tavern game: the pure engine (engine.ts), its
 * images (render/), the match message's state lines (status.ts) and the
 * /challenge options (recruitment mode, variant).
 */
import { z } from 'zod';
import type { Choice, GameModule, Image, Json, Prompt, RenderRequest } from '../../core/game.js';
import { t, type StringCatalog } from '../../core/text.js';
import { chronicledApply, retoldSteps, type ChronicledState } from './chronicle.js';
import { CARD_BY_ID, CONTENT } from './content/index.js';
import { sfbEngine, type SfbOptions, type SfbState } from './engine.js';
import { pickerHints } from './picker.js';
import { renderSfb } from './render/index.js';
import type { SfbView } from './render/view.js';
import { sfbStatus, uiStrings } from './status.js';
import { revealStrings, sfbReplay } from './reveal.js';
import { sfbBotSupport } from './rules/search.js';

export type { SfbOptions, SfbState } from './engine.js';

/**
 * /challenge options arrive as `recruitment` (the engine's `mode`) and
 * `variant`. The number of seats decides the game (the platform checks seat
 * counts before options could): La Grande Tornade is the four-seat game
 * (seats 0 and 2 against 1 and 3, so `opponent2` is the challenger's
 * teammate), the duel the two-seat one; the variant is kept as chosen.
 */
const challengeOptionsSchema = z
  .object({
    recruitment: z.enum(['free', 'friendly', 'competitive']).optional(),
    variant: z.enum(['duel', 'tornado']).optional(),
  })
  .passthrough()
  .transform(({ recruitment, variant, ...rest }) => ({
    ...rest,
    ...(recruitment ? { mode: recruitment } : {}),
    ...(variant ? { variant } : {}),
  }));

/** Prompt kinds whose decision is about champions not yet in the arena: the public picture is the recruitment pool. */
const RECRUITING = new Set(['recruit', 'bring', 'ban']);

/**
 * The main public picture is the arena, except while champions are being
 * recruited: then it is the champions one may still choose, as cards. While
 * competitive teams are brought in secret, it is the whole roster (what each
 * player brings stays hidden until both have chosen).
 */
function mainPicture(view: SfbView): SfbView | null {
  const kind = view.waitingOn?.kind;
  if (view.stage !== 'setup' || !kind || !RECRUITING.has(kind)) return null;
  const recruited = new Set(view.champions.map((c) => c.id));
  const roster = CONTENT.champions.map((c) => c.id);
  let pool: string[];
  if (kind === 'bring') pool = roster;
  else if (view.pool.length > 0) pool = view.pool;
  else if (view.brought.some((b) => b.length > 0)) pool = view.brought.flat().filter((id) => !recruited.has(id));
  else pool = roster.filter((id) => !recruited.has(id));
  return { ...view, pool };
}

/**
 * Choice ids travel in custom IDs, whose tokens allow [A-Za-z0-9_.-] only; the
 * engine's ids use ':' and ',' (e.g. `h:2,-1`), never '.' or '_', so this
 * spelling is one-to-one. Actions are untouched: the platform applies
 * `choice.action`, so the engine still receives its own ids.
 */
export const choiceToken = (engineId: string): string => engineId.replaceAll(':', '.').replaceAll(',', '_');

/**
 * The activation menu reads as one button per playable card and End turn,
 * with the standard actions in two menus (champion and, for the move 2, the
 * essence spent); other prompts keep the engine's order and groups.
 */
function forDiscord(p: Prompt, state: SfbState): Prompt {
  const choices = p.choices.map((c) => ({
    ...c,
    id: choiceToken(c.id),
    ...activateGroup(p.kind, c.id),
    ...pickerHints(c.id, state, p.seat),
  }));
  return {
    ...p,
    choices,
    ...(p.kind === 'activate' ? { layout: 'menus' as const } : {}),
    ...(p.kind === 'mulligan' ? { text: mulliganText(state) } : {}),
  };
}

/** The mulligan prompt says which cards are set aside so far (the seat's own panel only: the prompt is secret). */
function mulliganText(state: SfbState): Prompt['text'] {
  const step = state.stack[state.stack.length - 1];
  const aside = step?.op === 'mull' ? step.aside : [];
  return t('sfb.ui.mull', { cards: aside.map((id) => CARD_BY_ID.get(id)?.name.en ?? id).join(', ') || '—' });
}

function activateGroup(kind: string, engineId: string): Partial<Choice> {
  if (kind !== 'activate') return {};
  if (engineId.startsWith('s:')) return { group: t('sfb.ui.grp.std') };
  if (engineId.startsWith('a:')) return { group: t('sfb.ui.grp.any') };
  if (engineId.startsWith('p:')) return { style: 'primary' };
  return {};
}

/**
 * A match that ended outside the rules (a resignation, a time-out, a
 * moderator) is shown as over: the final state, nobody's turn.
 */
function asOver(json: Json): Json {
  const view = json as unknown as SfbView;
  if (view.stage === 'over') return json;
  return { ...view, stage: 'over', waitingOn: null, active: null, act: null } as unknown as Json;
}

async function render(json: Json, request: RenderRequest): Promise<Image | null> {
  if (request.over) json = asOver(json);
  const view = json as unknown as SfbView;
  if (request.kind === 'board') {
    const pool = mainPicture(view);
    if (pool) return renderSfb(pool as unknown as Json, { ...request, kind: 'pool' });
  }
  if (request.kind === 'hand') {
    // Before the decks are dealt there is no hand to show.
    const mine = view.players.find((p) => p.hand !== undefined);
    if (!mine?.hand?.length) return null;
  }
  return renderSfb(json, request);
}

/** The /challenge options as players read them (the challenge message, the command list). */
const optionStrings: StringCatalog = {
  en: {
    'option.recruitment': 'Recruitment',
    'option.recruitment.help': 'Super Fantasy Brawl: how champions are recruited',
    'option.recruitment.free': 'free choice',
    'option.recruitment.friendly': 'friendly draft',
    'option.recruitment.competitive': 'competitive draft',
    'option.variant': 'Variant',
    'option.variant.help': 'Super Fantasy Brawl: duel, or La Grande Tornade 2v2 (opponent2 is your teammate)',
    'option.variant.duel': 'duel (1 vs 1)',
    'option.variant.tornado': 'La Grande Tornade (2 vs 2)',
  },
  fr: {
    'option.recruitment': 'Recrutement',
    'option.recruitment.help': 'Super Fantasy Brawl : comment les champions sont recrutés',
    'option.recruitment.free': 'choix libre',
    'option.recruitment.friendly': 'draft amical',
    'option.recruitment.competitive': 'draft compétitif',
    'option.variant': 'Variante',
    'option.variant.help': 'Super Fantasy Brawl : duel, ou La Grande Tornade à 2 contre 2 (opponent2 est votre coéquipier)',
    'option.variant.duel': 'duel (1 contre 1)',
    'option.variant.tornado': 'La Grande Tornade (2 contre 2)',
  },
};

const strings: StringCatalog = {
  en: { ...sfbEngine.strings.en, ...uiStrings.en, ...optionStrings.en, ...revealStrings.en },
  fr: { ...sfbEngine.strings.fr, ...uiStrings.fr, ...optionStrings.fr, ...revealStrings.fr },
};

export const sfb: GameModule<SfbState, SfbOptions> = {
  ...sfbEngine,
  options: challengeOptionsSchema as unknown as GameModule<SfbState, SfbOptions>['options'],
  // Two players (a duel) or four (La Grande Tornade): checked at /challenge, before anyone accepts.
  seatCounts: (options) => {
    const variant = (options as { variant?: string }).variant;
    return variant === 'tornado' ? [4] : variant === 'duel' ? [2] : [2, 4];
  },
  // La Grande Tornade: seats 0 and 2 against 1 and 3 (the challenger's teammate is opponent2).
  teams: (_options, seatCount) =>
    seatCount === 4
      ? [
          [0, 2],
          [1, 3],
        ]
      : null,
  challengeOptions: [
    {
      name: 'recruitment',
      description: 'Super Fantasy Brawl: how champions are recruited',
      default: 'free',
      tournament: true,
      readValue: (options) => (options as { mode?: string }).mode,
      choices: [
        { label: 'Free choice', value: 'free' },
        { label: 'Friendly draft (2-1-2-1-2-1 from a pool)', value: 'friendly' },
        { label: 'Competitive draft (bring 5, ban 1, pick 3)', value: 'competitive' },
      ],
    },
    {
      name: 'variant',
      description: 'Super Fantasy Brawl: duel, or La Grande Tornade 2v2 (opponent2 is your teammate)',
      tournament: true,
      choices: [
        { label: 'Duel (1 vs 1)', value: 'duel' },
        { label: 'La Grande Tornade (2 vs 2)', value: 'tornado' },
      ],
    },
  ],
  strings,
  prompts: (state) => sfbEngine.prompts(state).map((p) => forDiscord(p, state)),
  apply: chronicledApply(strings),
  // The search plays out on the bare engine (no Discord labels, no story): the same actions.
  bot: { ...sfbBotSupport, engine: sfbEngine },
  retold: retoldSteps,
  view: (state, viewer) => ({
    ...(sfbEngine.view(state, viewer) as Record<string, Json>),
    story: ((state as ChronicledState).story ?? []) as unknown as Json,
  }),
  status: (view, request) => sfbStatus(request?.over ? asOver(view) : view),
  render,
  zoomKind: 'zoom',
  contentVersion: '1',
  replay: sfbReplay,
  rules: {
    summary: sfbEngine.rules.summary,
    sections: [
      { title: t('sfb.ui.rules.here.title'), body: t('sfb.ui.rules.here.body') },
      { title: t('sfb.ui.rules.legend.title'), body: t('sfb.ui.rules.legend.body') },
      { title: t('sfb.ui.rules.setup.title'), body: t('sfb.ui.rules.setup.body') },
      ...sfbEngine.rules.sections,
      { title: t('sfb.ui.rules.tornado.title'), body: t('sfb.ui.rules.tornado.body') },
    ],
  },
};
