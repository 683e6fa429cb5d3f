import { z } from 'zod';
import type { GameEvent, Json, ScenarioSupport } from '../../../core/game.js';
import { createRng } from '../../../core/rng.js';
import { formatTemplate } from '../../../core/text.js';
import { CONTENT, cardSchema, type Card } from '../content/index.js';
import { ON_BOARD } from './board.js';
import { settle, currentSpec, startTurn } from './flow/index.js';
import { initialState } from './setup.js';
import { sfbOptionsSchema, type SfbState } from './state.js';
import { strings } from './strings.js';
import { championBase, hpLeft, isBloodied } from './helpers.js';

/** Scenario positions and expectations for Super Fantasy Brawl (format: docs/scenarios.md). */

const hexStr = z.string().refine((k) => ON_BOARD.has(k), 'not an arena hex ("q,r")');
const champPos = z.object({
  seat: z.number().int().min(0).max(3),
  at: hexStr.nullable(),
  damage: z.number().int().min(0).default(0),
  xp: z.boolean().default(false),
  rooted: z.boolean().default(false),
});
const ess = z.string().regex(/^[MCD]*$/);

export const SfbScenarioSetup = z.object({
  seed: z.string().default('scenario'),
  players: z.union([z.literal(2), z.literal(4)]).default(2),
  /** Play a real setup with these options instead of writing a position. */
  options: sfbOptionsSchema.optional(),
  order: z.array(z.number().int()).optional(),
  round: z.number().int().min(1).default(2),
  /** Index in `order` of the active player. */
  turn: z.number().int().min(0).default(0),
  /** Run the start of the active player's turn (scoring phase) after loading. */
  beginTurn: z.boolean().default(false),
  sides: z.array(z.number().int().min(0).max(1)).length(2).default([0, 1]),
  champions: z.record(z.string(), champPos).default({}),
  hands: z.array(z.array(z.string())).optional(),
  decks: z.array(z.array(z.string())).optional(),
  discards: z.array(z.array(z.string())).optional(),
  /** Ready essences per seat, e.g. "MCD" (default: all ready). */
  essences: z.array(ess).optional(),
  vp: z.array(z.number().int().min(0)).length(2).default([0, 0]),
  traps: z.record(hexStr, z.string()).default({}),
  track: z.array(z.string().nullable()).optional(),
  /** Challenge deck (top first) and discard; default: every other challenge in content order. */
  challengeDeck: z.array(z.string()).optional(),
  challengeDiscard: z.array(z.string()).default([]),
  std: z.array(z.string()).default([]),
  cards: z.array(cardSchema).default([]),
});

const champExpect = z.object({
  at: hexStr.nullable().optional(),
  damage: z.number().int().optional(),
  hpLeft: z.number().int().optional(),
  xp: z.boolean().optional(),
  rooted: z.boolean().optional(),
  bloodied: z.boolean().optional(),
});
export const SfbExpect = z.object({
  stage: z.enum(['setup', 'play', 'over']).optional(),
  champions: z.record(z.string(), champExpect).optional(),
  vp: z.array(z.number().int()).length(2).optional(),
  winner: z.number().int().nullable().optional(),
  waitingOn: z.object({ seat: z.number().int(), kind: z.string() }).nullable().optional(),
  choices: z.array(z.string()).optional(),
  choicesAbsent: z.array(z.string()).optional(),
  hands: z.array(z.array(z.string()).nullable()).optional(),
  handSize: z.array(z.number().int().nullable()).optional(),
  deckTop: z.array(z.array(z.string()).nullable()).optional(),
  discardIncludes: z.array(z.array(z.string()).nullable()).optional(),
  essences: z.array(ess.nullable()).optional(),
  traps: z.record(hexStr, z.boolean()).optional(),
  trapCount: z.number().int().optional(),
  track: z.array(z.string().nullable()).optional(),
  /** Which track slots hold a card (for shuffled setups). */
  trackFilled: z.array(z.boolean()).optional(),
  round: z.number().int().optional(),
  active: z.number().int().optional(),
  order: z.array(z.number().int()).optional(),
  teamChampions: z.array(z.array(z.string()).nullable()).optional(),
  events: z.array(z.string()).optional(),
  eventsAbsent: z.array(z.string()).optional(),
});

/** English rendering of an event, for substring checks. */
export function eventText(e: GameEvent): string {
  const text = e.text;
  if (typeof text === 'string') return text;
  const pattern = strings.en[text.key];
  return pattern === undefined ? text.key : formatTemplate(pattern, text.vars ?? {}, 'en');
}

function load(raw: Json): { state: SfbState; events: GameEvent[] } {
  const setup = SfbScenarioSetup.parse(raw ?? {});
  const n = setup.players;
  const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
  const events: GameEvent[] = [];
  if (setup.options) {
    const s = initialState(setup.options, seats, setup.seed);
    settle(s, events);
    return { state: s, events };
  }
  const s = initialState({ mode: 'free' }, seats, setup.seed);
  s.stack = [];
  s.stage = 'play';
  s.rng = createRng(setup.seed);
  s.order = setup.order ?? (n === 2 ? [0, 1] : [0, 1, 2, 3]);
  s.round = setup.round;
  s.turn = setup.turn;
  s.teams[0]!.side = setup.sides[0]!;
  s.teams[1]!.side = setup.sides[1]!;
  s.teams[0]!.vp = setup.vp[0]!;
  s.teams[1]!.vp = setup.vp[1]!;
  s.std = setup.std;
  if (setup.cards.length > 0) s.custom = Object.fromEntries(setup.cards.map((c: Card) => [c.id, c]));
  for (const [id, c] of Object.entries(setup.champions)) {
    const p = s.players[c.seat];
    if (!p) throw new Error(`champion ${id}: no seat ${c.seat}`);
    p.champs.push(id);
    s.champs[id] = { id, seat: c.seat, team: p.team, at: c.at, dmg: c.damage, xp: c.xp, rooted: c.rooted };
  }
  for (const p of s.players) {
    p.hand = [...(setup.hands?.[p.seat] ?? [])];
    p.discard = [...(setup.discards?.[p.seat] ?? [])];
    const used = new Set([...p.hand, ...p.discard]);
    p.deck =
      setup.decks?.[p.seat] ??
      CONTENT.cards.filter((c) => p.champs.map(championBase).includes(c.champion) && !used.has(c.id)).map((c) => c.id);
    const e = setup.essences?.[p.seat] ?? 'MCD';
    p.ess = { M: e.includes('M'), C: e.includes('C'), D: e.includes('D') };
  }
  s.traps.board = { ...setup.traps };
  s.traps.pool = CONTENT.traps.map((t) => t.id).filter((id) => !Object.values(setup.traps).includes(id));
  const track = setup.track ?? [];
  s.chal.track = s.chal.track.map((_, i) => track[i] ?? null);
  s.chal.deck =
    setup.challengeDeck ?? CONTENT.challenges.map((c) => c.id).filter((id) => !track.includes(id) && !setup.challengeDiscard.includes(id));
  s.chal.discard = [...setup.challengeDiscard];
  if (setup.beginTurn) startTurn(s, events);
  settle(s, events);
  return { state: s, events };
}

function check(s: SfbState, raw: Json, events: GameEvent[]): string[] {
  const x = SfbExpect.parse(raw ?? {});
  const fails: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) fails.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  if (x.stage !== undefined) eq('stage', s.stage, x.stage);
  for (const [id, want] of Object.entries(x.champions ?? {})) {
    const c = s.champs[id];
    if (!c) {
      fails.push(`champion ${id} is not in the game`);
      continue;
    }
    if (want.at !== undefined) eq(`${id}.at`, c.at, want.at);
    if (want.damage !== undefined) eq(`${id}.damage`, c.dmg, want.damage);
    if (want.hpLeft !== undefined) eq(`${id}.hpLeft`, hpLeft(c), want.hpLeft);
    if (want.xp !== undefined) eq(`${id}.xp`, c.xp, want.xp);
    if (want.rooted !== undefined) eq(`${id}.rooted`, c.rooted, want.rooted);
    if (want.bloodied !== undefined) eq(`${id}.bloodied`, isBloodied(c), want.bloodied);
  }
  if (x.vp)
    eq(
      'vp',
      s.teams.map((t) => t.vp),
      x.vp,
    );
  if (x.winner !== undefined) eq('winner', s.winner, x.winner);
  const spec = currentSpec(s);
  if (x.waitingOn !== undefined) eq('waitingOn', spec ? { seat: spec.seat, kind: spec.kind } : null, x.waitingOn);
  const ids = spec ? spec.opts.map((o) => o.id) : [];
  for (const c of x.choices ?? []) if (!ids.includes(c)) fails.push(`choice ${c} not offered (offered: ${ids.join(' ') || 'none'})`);
  for (const c of x.choicesAbsent ?? []) if (ids.includes(c)) fails.push(`choice ${c} offered but should not be`);
  x.hands?.forEach((h, i) => h && eq(`hand[${i}]`, [...s.players[i]!.hand].sort(), [...h].sort()));
  x.handSize?.forEach((n, i) => n !== null && eq(`handSize[${i}]`, s.players[i]!.hand.length, n));
  x.deckTop?.forEach((d, i) => d && eq(`deckTop[${i}]`, s.players[i]!.deck.slice(0, d.length), d));
  x.discardIncludes?.forEach((d, i) => d?.forEach((c) => !s.players[i]!.discard.includes(c) && fails.push(`discard[${i}] lacks ${c}`)));
  x.essences?.forEach((e, i) => {
    if (e === null) return;
    const p = s.players[i]!.ess;
    eq(`essences[${i}]`, (['M', 'C', 'D'] as const).filter((k) => p[k]).join(''), e);
  });
  for (const [k, want] of Object.entries(x.traps ?? {})) eq(`trap on ${k}`, !!s.traps.board[k], want);
  if (x.trapCount !== undefined) eq('trapCount', Object.keys(s.traps.board).length, x.trapCount);
  if (x.track) eq('track', s.chal.track, x.track);
  if (x.trackFilled)
    eq(
      'trackFilled',
      s.chal.track.map((c) => c !== null),
      x.trackFilled,
    );
  if (x.round !== undefined) eq('round', s.round, x.round);
  if (x.active !== undefined) eq('active', s.order[s.turn], x.active);
  if (x.order) eq('order', s.order, x.order);
  x.teamChampions?.forEach((t, i) => t && eq(`champions of seat ${i}`, [...s.players[i]!.champs].sort(), [...t].sort()));
  const lines = events.map(eventText);
  for (const want of x.events ?? []) if (!lines.some((l) => l.includes(want))) fails.push(`no event containing "${want}"`);
  for (const bad of x.eventsAbsent ?? []) {
    const l = lines.find((line) => line.includes(bad));
    if (l) fails.push(`unexpected event "${l}"`);
  }
  return fails;
}

export const scenarioSupport: ScenarioSupport<SfbState> = { setup: load, check };
