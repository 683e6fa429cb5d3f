/**
 * Ascension Tactics as a Tavern game: the pure engine (engine.ts), its
 * pictures (render/), the Discord-side words (discord-strings.ts), the
 * /challenge options (mode, scenario, squads, difficulty, Overlord), the
 * seat counts and teams each mode needs, and replays.
 */
import { z } from 'zod';
import { RuleError, type Choice, type GameModule, type Json, type Prompt, type Seat } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { atEngine, type AtOptions, type AtState } from './engine.js';
import { CARD_BY_ID, MAP_BY_ID, TREASURE_BY_ID, intrigueDef } from './content/index.js';
import { AT_MODES, type AtMode } from './content/schema.js';
import { DEFAULT_MAP } from './rules/state.js';
import { discordStrings } from './discord-strings.js';
import { againstEvil, atRecord } from './records.js';
import { renderAt } from './render/index.js';
import type { AtPictureView } from './render/view.js';

export type { AtOptions, AtState } from './engine.js';

const DIFFICULTIES = ['standard', 'hard', 'nightmare'] as const;

/**
 * What /challenge gives (all strings, each optional) or the engine's own
 * option object (booleans): both become the engine's options, with `mode`
 * left out when not chosen (the number of seats then decides it, see
 * `modeFor`).
 */
const optionsSchema = z
  .object({
    mode: z.enum(AT_MODES).optional(),
    scenario: z.string().optional(),
    map: z.string().optional(),
    squads: z.enum(['suggested', 'selection']).optional(),
    selection: z.boolean().optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    overlord: z.union([z.boolean(), z.enum(['no', 'yes'])]).optional(),
  })
  .transform((o) => {
    const map = o.scenario ?? o.map;
    const selection = o.squads !== undefined ? o.squads === 'selection' : o.selection;
    const overlord = o.overlord === undefined ? undefined : o.overlord === true || o.overlord === 'yes';
    return {
      ...(o.mode ? { mode: o.mode } : {}),
      ...(map ? { map } : {}),
      ...(selection !== undefined ? { selection } : {}),
      ...(o.difficulty ? { difficulty: o.difficulty } : {}),
      ...(overlord !== undefined ? { overlord } : {}),
    };
  });
type ModuleOptions = z.output<typeof optionsSchema>;

/** The mode the options name, or the one the number of seats and the Evil options point to. */
function modeFor(o: ModuleOptions, seats: number): AtMode {
  if (o.mode) return o.mode;
  if (o.map) {
    const modes = MAP_BY_ID.get(o.map)?.modes ?? [];
    const fits = modes.find((m) => seatCountsOf(m, o.overlord === true).includes(seats));
    if (fits) return fits;
  }
  if (o.overlord) return seats <= 2 ? 'solo' : 'coop';
  if (o.difficulty) return seats <= 1 ? 'solo' : 'coop';
  return seats <= 1 ? 'solo' : seats === 2 ? 'duel' : 'melee';
}

function seatCountsOf(mode: AtMode, overlord: boolean): number[] {
  const extra = overlord ? 1 : 0;
  switch (mode) {
    case 'duel':
      return [2];
    case 'teams':
      return [4];
    case 'melee':
      return [3, 4];
    case 'solo':
      return [1 + extra];
    case 'coop':
      return [2 + extra];
  }
}

/** The options that do not fit together, refused with a clear message before anyone accepts (the engine's own checks say less). */
function check(o: ModuleOptions, mode: AtMode, seats: number): void {
  const evil = mode === 'solo' || mode === 'coop';
  if (!evil && o.difficulty) throw new RuleError(t('at.ui.err.evilOnly', { option: 'difficulty' }));
  if (!evil && o.overlord) throw new RuleError(t('at.ui.err.evilOnly', { option: 'overlord' }));
  if (o.overlord && o.difficulty && o.difficulty !== 'standard') throw new RuleError(t('at.ui.err.overlordLevel'));
  const counts = seatCountsOf(mode, o.overlord === true);
  if (!counts.includes(seats)) throw new RuleError(t('at.ui.err.seats', { counts: counts.join(' / ') }));
  const map = MAP_BY_ID.get(o.map ?? DEFAULT_MAP[mode]);
  if (!map) throw new RuleError(t('at.ui.err.unknownMap', { map: o.map ?? '', maps: [...MAP_BY_ID.keys()].join(', ') }));
  if (!map.modes.includes(mode))
    throw new RuleError(
      t('at.ui.err.scenario', {
        map: map.name.en,
        mapFr: map.name.fr,
        modes: map.modes.join(', '),
        modesFr: map.modes.join(', '),
      }),
    );
}

/** Engine choice ids use ':' and ','; custom IDs allow [A-Za-z0-9_.-]: this spelling is one-to-one (AT ids hold no '.' or '_'). */
export const choiceToken = (engineId: string): string => engineId.replaceAll(':', '.').replaceAll(',', '_');

/** The terrain word for a hex, for the picker's short labels (empty on plain ground). */
function placeOf(state: AtState, hex: string): string | null {
  const m = MAP_BY_ID.get(state.map)!;
  if (m.sanctuaries.includes(hex)) return 'sanctuary';
  if (m.beacons.includes(hex)) return 'beacon';
  if (hex in state.treasureTokens) return 'treasure';
  if (m.forests.includes(hex) || state.forestsPlaced.includes(hex)) return 'forest';
  if (m.corruption.includes(hex)) return 'corruption';
  if (m.enchantments.some((e) => e.hex === hex && !e.barrier)) return 'well';
  const moved = (h: string) => state.portalMoves[h] ?? h;
  if (
    m.inactivePortals.includes(hex) ||
    m.portals.some((l) => l.some((h) => moved(h) === hex)) ||
    m.coopPortals.some((h) => moved(h) === hex)
  )
    return 'portal';
  return null;
}

const varsOf = (label: Text): Record<string, unknown> =>
  typeof label === 'string' ? {} : ((label as { vars?: Record<string, unknown> }).vars ?? {});

/**
 * What the panel's spatial picker needs: the hex a choice designates (a
 * move's end, a deployment Portal, a placed token, a target's hex), with a
 * short label naming the ground and the cost of a move.
 */
function pickerHints(kind: string, engineId: string, label: Text, state: AtState): Partial<Choice> {
  const k = engineId.indexOf(':');
  if (k < 0) return {};
  const tag = engineId.slice(0, k);
  const arg = engineId.slice(k + 1);
  const placeLabel = (hex: string, extra: Record<string, string | number>, key: string, keyAt: string): Text => {
    const place = placeOf(state, hex);
    if (!place) return t(key, extra);
    const words = discordStrings;
    return t(keyAt, { ...extra, place: words.en[`at.ui.place.${place}`]!, placeFr: words.fr[`at.ui.place.${place}`]! });
  };
  if (tag === 'm') return { hex: arg, label: placeLabel(arg, { n: Number(varsOf(label).n ?? 0) }, 'at.ui.pick.move', 'at.ui.pick.moveTo') };
  if (tag === 'd' && (kind === 'deploy' || kind === 'portal' || kind === 'movePortal')) return { hex: arg, label: t('at.ui.pick.portal') };
  if (tag === 'h' && (kind === 'token' || kind === 'evilCultist' || kind === 'movePortal' || kind === 'forest' || kind === 'deployFree'))
    return { hex: arg };
  // A target: an attack (in an activation), damage, healing or the Turret's shot names a pawn on the battlefield.
  if ((tag === 'a' && (kind === 'activation' || kind === 'evilActivation')) || (tag === 't' && kind !== 'turn')) {
    const at = state.champions[arg]?.at;
    return at ? { hex: at } : {};
  }
  return {};
}

function forDiscord(p: Prompt, state: AtState): Prompt {
  return {
    ...p,
    choices: p.choices.map((c) => ({ ...c, id: choiceToken(c.id), ...pickerHints(p.kind, c.id, c.label, state) })),
  };
}

/** The engine's view plus the public placed tokens (the Turret, the Fairy Circle), which the pictures draw. */
function viewWithTokens(state: AtState, viewer: Seat | 'public'): Json {
  return { ...(atEngine.view(state, viewer) as Record<string, Json>), tokens: state.tokens as unknown as Json };
}

/** A match that ended outside the rules is drawn and described as over: nobody's turn. */
function asOver(json: Json): Json {
  const v = json as unknown as AtPictureView;
  return (v.winner !== null ? json : { ...v, waitingOn: null }) as unknown as Json;
}

function status(json: Json, request?: { over?: boolean }): Text[] {
  const v = json as unknown as AtPictureView;
  const lines = atEngine.status(json);
  if (request?.over && v.winner === null) lines[lines.length - 1] = t('at.st.over');
  const map = MAP_BY_ID.get(v.map);
  if (map)
    lines.unshift(
      t('at.ui.st.mode', {
        mode: discordStrings.en[`at.ui.mode.${v.mode}`]!,
        modeFr: discordStrings.fr[`at.ui.mode.${v.mode}`]!,
        map: map.name.en,
        mapFr: map.name.fr,
      }),
    );
  if (v.evil) {
    const last = v.evil.discard.at(-1);
    lines.push(
      last
        ? t('at.ui.st.evil', {
            honor: v.evil.honor,
            n: v.evil.deckCount,
            card: intrigueDef(last).name.en,
            cardFr: intrigueDef(last).name.fr,
          })
        : t('at.ui.st.evilNone', { honor: v.evil.honor, n: v.evil.deckCount }),
    );
  }
  return lines;
}

/** A seat waiting while its teammate finishes an activation or a choice of the shared turn, or has the rest of it to play, or while the Evil Player's turn runs (its own view holds its hand). */
function idle(json: Json): Text | null {
  const v = json as unknown as AtPictureView;
  const me = v.players.find((p) => p.hand !== undefined);
  if (!me || v.winner !== null || !v.waitingOn || v.waitingOn.seat === me.seat) return null;
  const other = v.players[v.waitingOn.seat];
  if (other && other.team === me.team) {
    // The shared turn (TM-6): a teammate with no prompt has finished their part, or waits while the other's activation or choice is under way (AMB-53).
    if (v.doneThisTurn.includes(me.seat)) return t('at.ui.idle.partnerDone', { player: other.name });
    return t('at.ui.idle.partner', { player: other.name });
  }
  if (v.evil?.overlord && v.waitingOn.seat === v.evil.overlord.seat) return t('at.ui.idle.evil');
  return null;
}

type Lang = 'en' | 'fr';
const cardNames = (ids: readonly string[], l: Lang): string => ids.map((id) => CARD_BY_ID.get(id)?.name[l] ?? id).join(', ') || '—';
const treasureNames = (ids: readonly string[], l: Lang): string => ids.map((id) => TREASURE_BY_ID.get(id)?.name[l] ?? id).join(', ') || '—';
/** `cards` and `cardsFr` for a line naming cards in both languages. */
const named = (names: (l: Lang) => string) => ({ cards: names('en'), cardsFr: names('fr') });

const strings: StringCatalog = {
  en: { ...atEngine.strings.en, ...discordStrings.en },
  fr: { ...atEngine.strings.fr, ...discordStrings.fr },
};

export const at: GameModule<AtState, AtOptions> = {
  ...atEngine,
  options: optionsSchema as unknown as GameModule<AtState, AtOptions>['options'],
  strings,
  setup(options, seats, seed) {
    const o = (options ?? {}) as ModuleOptions;
    const mode = modeFor(o, seats.length);
    check(o, mode, seats.length);
    return atEngine.setup({ ...o, mode }, seats, seed);
  },
  seatCounts(options) {
    const o = options as ModuleOptions;
    if (o.mode) return seatCountsOf(o.mode, o.overlord === true);
    if (o.overlord) return [2, 3];
    if (o.difficulty) return [1, 2];
    if (o.map) {
      const modes = MAP_BY_ID.get(o.map)?.modes ?? [];
      return [...new Set(modes.flatMap((m) => seatCountsOf(m, false)))].sort();
    }
    // Solo is asked for (mode solo, or a difficulty), never guessed from a lone challenger: the options alone then say it is unrated.
    return [2, 3, 4];
  },
  // Solo and Co-op (Overlord included) are not rated; they keep record boards (wins, fewest rounds).
  rated: (options) => !againstEvil(options),
  record: atRecord,
  // 2 vs 2: seats 0 and 2 against 1 and 3 (TM-1; opponent2 is the challenger's teammate). Co-op: the allies together, the Overlord alone.
  teams(options, seatCount) {
    const o = options as ModuleOptions;
    const mode = modeFor(o, seatCount);
    if (mode === 'teams' && seatCount === 4)
      return [
        [0, 2],
        [1, 3],
      ];
    if (mode === 'coop') return o.overlord ? [[0, 1], [2]] : [[0, 1]];
    return null;
  },
  challengeOptions: [
    {
      name: 'mode',
      description: discordStrings.en['option.mode.help']!,
      readValue: (options) => (options as ModuleOptions).mode,
      tournament: true,
      choices: [
        { label: 'Duel (1 vs 1)', value: 'duel' },
        { label: '2 vs 2 (opponent2 is your teammate)', value: 'teams' },
        { label: 'Melee (3 or 4, each for themselves)', value: 'melee' },
        { label: 'Solo against the Evil Player', value: 'solo' },
        { label: 'Co-op (2 against the Evil Player)', value: 'coop' },
      ],
    },
    {
      name: 'scenario',
      description: discordStrings.en['option.scenario.help']!,
      readValue: (options) => (options as ModuleOptions).map,
      choices: [...MAP_BY_ID.values()].map((m) => ({ label: m.name.en, value: m.id })),
    },
    {
      name: 'squads',
      description: 'Ascension Tactics: suggested squads or Champion Selection',
      default: 'suggested',
      tournament: true,
      readValue: (options) => {
        const s = (options as ModuleOptions).selection;
        return s === undefined ? undefined : s ? 'selection' : 'suggested';
      },
      choices: [
        { label: 'The scenario’s suggested squads', value: 'suggested' },
        { label: 'Champion Selection (draft)', value: 'selection' },
      ],
    },
    {
      name: 'difficulty',
      description: 'Ascension Tactics Solo/Co-op: the Evil Player’s level',
      readValue: (options) => (options as ModuleOptions).difficulty,
      choices: DIFFICULTIES.map((d) => ({ label: d[0]!.toUpperCase() + d.slice(1), value: d })),
    },
    {
      name: 'overlord',
      description: 'Ascension Tactics Solo/Co-op: the last seat plays the Evil Player',
      readValue: (options) => {
        const v = (options as ModuleOptions).overlord;
        return v === undefined ? undefined : v ? 'yes' : 'no';
      },
      choices: [
        { label: 'No (the automaton plays the Evil Player)', value: 'no' },
        { label: 'Yes (the last seat plays the Evil Player)', value: 'yes' },
      ],
    },
  ],
  prompts: (state) => atEngine.prompts(state).map((p) => forDiscord(p, state)),
  view: viewWithTokens,
  status,
  idle,
  render: (view, request) => renderAt(request.over ? asOver(view) : view, request),
  zoomKind: 'zoom',
  // 3: Mechana costs retuned, the Evil-only archer renamed, new Fatal order / free deployment prompts.
  contentVersion: '3',
  replay: {
    reveal(state) {
      const view = viewWithTokens(state, 'public') as unknown as AtPictureView;
      const players = view.players.map((p) => {
        const s = state.players[p.seat]!;
        return { ...p, hand: s.hand.map((id) => ({ id, card: state.cards[id]! })), treasures: [...s.treasures].sort() };
      });
      const lines: Text[] = [];
      for (const p of state.players) {
        const hand = p.hand.map((id) => state.cards[id]!);
        lines.push(t('at.ui.reveal.hand', { name: p.name, ...named((l) => cardNames(hand, l)) }));
        if (p.treasures.length > 0)
          lines.push(t('at.ui.reveal.treasures', { name: p.name, ...named((l) => treasureNames(p.treasures, l)) }));
      }
      const field = Object.keys(state.treasureTokens)
        .sort()
        .map((h) => state.treasureTokens[h]!);
      if (field.length > 0)
        lines.push(
          t(
            'at.ui.reveal.field',
            named((l) => treasureNames(field, l)),
          ),
        );
      return { view: { ...view, players } as unknown as Json, lines };
    },
    position: (state) => ({ round: state.round, turn: Math.max(1, state.order.indexOf(state.active) + 1) }),
  },
  rules: {
    summary: atEngine.rules.summary,
    sections: [
      { title: t('at.ui.rules.here.title'), body: t('at.ui.rules.here.body') },
      { title: t('at.ui.rules.modes.title'), body: t('at.ui.rules.modes.body') },
      { title: t('at.ui.rules.legend.title'), body: t('at.ui.rules.legend.body') },
      ...atEngine.rules.sections,
    ],
  },
};
