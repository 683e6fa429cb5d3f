/**
 * "Stone Path", a second test-only game for the platform features Ascension
 * Tactics and Champions of Hara need and the first games never did: an
 * unrated co-op mode playable alone (seats.min 1), record boards, next-match
 * offers and per-player unlocks. Not shipped as a game.
 *
 * Each turn the active seat steps 1, 2 or 3 stones (4 with the `boots`
 * unlock). Co-op: the table walks one path together and wins on reaching the
 * goal (6 stones on easy, 9 on hard) within 3 rounds, else everyone loses.
 * Versus: each seat walks its own path; the first to reach the goal wins.
 */
import { z } from 'zod';
import {
  RuleError,
  type Action,
  type ApplyResult,
  type GameModule,
  type Image,
  type Json,
  type Outcome,
  type Prompt,
  type Seat,
  type SeatSpec,
  type Viewer,
} from '../../src/core/game.js';
import { t } from '../../src/core/text.js';
import { newCanvas, toImage } from '../../src/core/render/index.js';

export interface QuestState {
  mode: 'coop' | 'versus';
  level: 'easy' | 'hard';
  names: string[];
  /** Stones walked: one path in co-op (index 0), one per seat in versus. */
  paths: number[];
  active: Seat;
  round: number;
  /** Each seat's unlocks, as the match was created with them. */
  unlocks: string[][];
  result: 'won' | 'lost' | null;
  winner: Seat | null;
}

const optionsSchema = z
  .object({
    mode: z.enum(['coop', 'versus']).default('coop'),
    path: z.enum(['easy', 'hard']).default('easy'),
    /** Filled by `withUnlocks` when the match is created: seat → unlocks. */
    unlocks: z
      .array(z.array(z.string().max(40)).max(10))
      .max(6)
      .optional(),
  })
  .strict();
export type QuestOptions = z.infer<typeof optionsSchema>;

export const QUEST_ROUNDS = 3;
const goal = (level: QuestState['level']) => (level === 'easy' ? 6 : 9);

function setup(options: QuestOptions, seats: SeatSpec[]): QuestState {
  if (options.mode === 'versus' && seats.length < 2) throw new RuleError(t('quest.versusAlone'));
  return {
    mode: options.mode,
    level: options.path,
    names: seats.map((s) => s.name),
    paths: options.mode === 'coop' ? [0] : seats.map(() => 0),
    active: 0,
    round: 1,
    unlocks: seats.map((_, i) => options.unlocks?.[i] ?? []),
    result: null,
    winner: null,
  };
}

function prompts(s: QuestState): Prompt[] {
  if (s.result) return [];
  const most = s.unlocks[s.active]!.includes('boots') ? 4 : 3;
  return [
    {
      seat: s.active,
      kind: 'step',
      text: t('quest.step'),
      choices: Array.from({ length: most }, (_, k) => ({ id: `s${k + 1}`, label: String(k + 1), action: { type: 'step', stones: k + 1 } })),
    },
  ];
}

function apply(prev: QuestState, seat: Seat, action: Action): ApplyResult<QuestState> {
  const s = structuredClone(prev);
  if (s.result || seat !== s.active || action.type !== 'step') throw new RuleError(t('quest.notNow'));
  const most = s.unlocks[seat]!.includes('boots') ? 4 : 3;
  const stones = action.stones;
  if (typeof stones !== 'number' || !Number.isInteger(stones) || stones < 1 || stones > most) throw new RuleError(t('quest.notNow'));
  const path = s.mode === 'coop' ? 0 : seat;
  s.paths[path]! += stones;
  const events = [{ text: t('quest.stepped', { name: s.names[seat]!, stones }) }];
  if (s.paths[path]! >= goal(s.level)) {
    s.result = 'won';
    s.winner = s.mode === 'versus' ? seat : null;
    return { state: s, events };
  }
  s.active = (s.active + 1) % s.names.length;
  if (s.active === 0) {
    if (s.mode === 'coop' && s.round === QUEST_ROUNDS) s.result = 'lost';
    else s.round += 1;
  }
  return { state: s, events };
}

function view(s: QuestState, _viewer: Viewer): Json {
  return { mode: s.mode, level: s.level, names: s.names, paths: s.paths, active: s.active, round: s.round, result: s.result };
}

function outcome(s: QuestState): Outcome | null {
  if (!s.result) return null;
  const all = s.names.map((_, i) => i);
  if (s.mode === 'versus') {
    const w = s.winner!;
    return { ranking: [[w], all.filter((x) => x !== w)], reason: t('quest.reached', { name: s.names[w]! }) };
  }
  return s.result === 'won' ? { ranking: [all], reason: t('quest.coopWon') } : { ranking: [[], all], reason: t('quest.coopLost') };
}

async function render(v: Json, request: { kind: string }): Promise<Image | null> {
  if (request.kind !== 'board') return null;
  const { canvas, ctx } = newCanvas(240, 80, '#232');
  ctx.fillStyle = '#fff';
  (v as { paths: number[] }).paths.forEach((p, i) => ctx.fillRect(10, 10 + i * 16, p * 20, 12));
  return toImage(canvas, 'board.png');
}

const strings = {
  en: {
    'quest.step': 'How many stones do you step?',
    'quest.stepped': '{name} steps {stones, plural, one {# stone} other {# stones}}.',
    'quest.notNow': 'That step is not possible now.',
    'quest.versusAlone': 'Versus needs at least two players.',
    'quest.reached': '{name} reaches the goal first.',
    'quest.coopWon': 'The table reaches the goal.',
    'quest.coopLost': 'The path is too long: the table runs out of rounds.',
    'quest.status': 'Round {round} · stones: {paths}',
    'quest.board.easy': 'Co-op, easy',
    'quest.board.hard': 'Co-op, hard',
    'quest.rounds': '{count, plural, one {# round} other {# rounds}}',
    'quest.next.easy': 'Co-op on the easy path',
    'quest.next.hard': 'Co-op on the hard path',
    'unlock.boots': 'Boots (step 4)',
    'unlock.crown': 'Crown',
    'option.mode': 'Mode',
    'option.mode.coop': 'Co-op',
    'option.mode.versus': 'Versus',
    'option.path': 'Path',
    'option.path.easy': 'easy',
    'option.path.hard': 'hard',
  },
  fr: {
    'quest.step': 'De combien de pierres avancez-vous ?',
    'quest.stepped': '{name} avance de {stones, plural, one {# pierre} other {# pierres}}.',
    'quest.notNow': 'Ce pas n’est pas possible maintenant.',
    'quest.versusAlone': 'Le mode Duel demande au moins deux joueurs.',
    'quest.reached': '{name} atteint le but en premier.',
    'quest.coopWon': 'La table atteint le but.',
    'quest.coopLost': 'Le chemin est trop long : la table n’a plus de manches.',
    'quest.status': 'Manche {round} · pierres : {paths}',
    'quest.board.easy': 'Coopération, facile',
    'quest.board.hard': 'Coopération, difficile',
    'quest.rounds': '{count, plural, one {# manche} other {# manches}}',
    'quest.next.easy': 'Coopération, chemin facile',
    'quest.next.hard': 'Coopération, chemin difficile',
    'unlock.boots': 'Bottes (pas de 4)',
    'unlock.crown': 'Couronne',
    'option.mode': 'Mode',
    'option.mode.coop': 'Coopération',
    'option.mode.versus': 'Duel',
    'option.path': 'Chemin',
    'option.path.easy': 'facile',
    'option.path.hard': 'difficile',
  },
};

export const questGame: GameModule<QuestState, QuestOptions> = {
  id: 'quest',
  name: 'Stone Path',
  seats: { min: 1, max: 4 },
  seatCounts: (o) => (o.mode === 'coop' ? [1, 2, 3, 4] : [2, 3, 4]),
  options: optionsSchema,
  challengeOptions: [
    {
      name: 'mode',
      description: 'Stone Path: co-op or versus',
      tournament: true,
      choices: [
        { label: 'Versus', value: 'versus' },
        { label: 'Co-op', value: 'coop' },
      ],
      default: 'coop',
    },
    {
      name: 'path',
      description: 'Stone Path: the goal’s distance',
      choices: [
        { label: 'easy', value: 'easy' },
        { label: 'hard', value: 'hard' },
      ],
      default: 'easy',
    },
  ],
  rated: (o) => o.mode !== 'coop',
  // A co-op win unlocks, for every seat, boots on the easy path and a crown on the hard one.
  unlocks: (s) =>
    s.mode === 'coop' && s.result === 'won' ? s.names.map((_, seat) => ({ seat, unlock: s.level === 'easy' ? 'boots' : 'crown' })) : [],
  withUnlocks: (o, bySeat) => ({ ...o, unlocks: bySeat }),
  // After a versus win, the co-op paths; after a co-op win on easy, the hard path.
  nextMatches: (s) =>
    s.mode === 'versus'
      ? [
          { label: t('quest.next.easy'), options: { mode: 'coop', path: 'easy' } },
          { label: t('quest.next.hard'), options: { mode: 'coop', path: 'hard' } },
        ]
      : s.result === 'won' && s.level === 'easy'
        ? [{ label: t('quest.next.hard'), options: { mode: 'coop', path: 'hard' } }]
        : [],
  // A co-op board per path: won or not, in how many rounds.
  record: (s) =>
    s.mode === 'coop' && s.result
      ? {
          board: `coop:${s.level}`,
          label: t(`quest.board.${s.level}`),
          won: s.result === 'won',
          score: s.round,
          scoreText: t('quest.rounds', { count: s.round }),
        }
      : null,
  strings,
  setup: (options, seats) => setup(options, seats),
  prompts,
  apply,
  view,
  outcome,
  status: (v) => {
    const { round, paths } = v as { round: number; paths: number[] };
    return [t('quest.status', { round, paths: paths.join(', ') })];
  },
  render,
  botAction: (s) => {
    const p = prompts(s)[0];
    if (!p) throw new RuleError(t('quest.notNow'));
    return p.choices[p.choices.length - 1]!.action;
  },
  rules: { summary: t('quest.step'), sections: [] },
};
