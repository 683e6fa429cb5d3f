import { z } from 'zod';
import { canonicalJson, type GameEvent, type Json, type ScenarioSupport } from '../../../core/game.js';
import { abilityDef, EVERY_QUEST, isAbility, isWorldCard, itemDef, WORLD_IDS, worldCardDef } from '../content/index.js';
import { CHARACTERS, COLOURS, RESOURCES } from '../content/schema.js';
import { accessible, geometry, tileOf } from './board.js';
import { ownSpaces } from './clone.js';
import { currentSpec, freshTurn, settle, sortOrder, type Events } from './flow.js';
import { initialState } from './setup.js';
import { cohOptionsSchema, STANCES, type CohState } from './state.js';
import { SCENARIO_IDS } from '../content/scenarios.js';
import { placeCorrupted } from './flow.js';

const space = z.string().refine((s) => /^[a-z]+:[0-6]$/.test(s) && accessible(s), 'an accessible space such as "baiyu:3" or "dojo:0"');
const abilityId = z.string().refine(isAbility, 'an ability card id');
const worldCard = z.string().refine(isWorldCard, 'a World, Dusk or Rift card id');
const energy = z
  .object({ red: z.number().int().min(0).max(10), blue: z.number().int().min(0).max(10), green: z.number().int().min(0).max(10) })
  .partial();

const charSetup = z
  .object({
    at: space,
    health: z.number().int().min(1).max(10),
    spirit: z.number().int().min(0).max(10),
    energy,
    res: z.partialRecord(z.enum(RESOURCES), z.number().int().min(0)),
    hand: z.array(abilityId),
    board: z.array(abilityId),
    items: z.array(
      z
        .number()
        .int()
        .refine((n) => !!itemDef(n)),
    ),
    stance: z.enum(STANCES).nullable(),
    levels: z.array(z.enum(COLOURS)),
    nextAttack: z.number().int().min(0),
    moveBonus: z.number().int().min(0),
  })
  .partial();

/** The setup object of a Champions of Hara scenario (docs/scenarios.md). */
const setupSchema = z.object({
  seed: z.string().default('scenario'),
  mode: z.enum(['versus', 'intro']).default('versus'),
  characters: z.array(z.enum(CHARACTERS)).min(1).max(4).default(['kaoru', 'leaf']),
  /** Play a scenario (§33) rather than an arena; `corruptedChoice` is the players' pick of Corrupted (S17). */
  scenario: z.enum(SCENARIO_IDS).optional(),
  corruptedChoice: z.array(z.string()).optional(),
  /** Each seat's unlocked progression cards (the `unlocked` option, §32.5). */
  unlocked: z.array(z.array(z.string())).optional(),
  /** When given, these Corrupted replace the ones in play. */
  corrupted: z
    .array(
      z.object({
        id: z.string(),
        at: space,
        health: z.number().int().min(1).optional(),
        resilience: z.number().int().min(1).optional(),
        team: z.number().int().nullable().optional(),
        tag: z.number().int().min(1).max(6).nullable().optional(),
      }),
    )
    .optional(),
  /** The scenario's counters: Doom, phase, its own count, scenario tokens (number → space), teams by seat. */
  scenarioState: z
    .object({
      doom: z.number().int().min(0),
      phase: z.number().int().min(1),
      count: z.number().int().min(0),
      tokens: z.record(z.string(), space),
      team: z.array(z.number().int()),
      pool: z.array(z.number().int().min(1).max(6)),
      hidden: z.array(z.string()),
      points: z.array(z.number().int().min(0)),
      targets: z.array(z.number().int().min(-1).max(3)),
      inventory: z.array(z.array(worldCard)),
      /** Scenario tokens held as Items (S10): number → seat. */
      holds: z.record(z.string(), z.number().int().min(0).max(3)),
      /** World tiles already removed from play (S04). */
      removed: z.array(z.enum(WORLD_IDS as unknown as [string, ...string[]])),
      /** S14: Doom tokens by team. */
      teamDoom: z.array(z.number().int().min(0)),
      /** S09: terror tokens, one space per token. */
      terror: z.array(space),
      /** S18: the automated Leaf: his space, MOMENTUM, his pile (top first), the cards revealed, the half in use. */
      leaf: z
        .object({
          at: space,
          momentum: z.number().int().min(0).max(5),
          pile: z.array(abilityId),
          spent: z.array(abilityId),
          side: z.enum(['hand', 'board']),
        })
        .partial(),
      /** S09: Persephone's board while she is a non-player character (phase 1); the setup's fields for those not given. */
      npc: z
        .object({
          at: space,
          health: z.number().int().min(1).max(10),
          spirit: z.number().int().min(0).max(10),
          energy,
          fear: z.number().int().min(0).max(10),
          given: z.number().int().min(0).max(30),
          freed: z.boolean(),
        })
        .partial(),
    })
    .partial()
    .optional(),
  /** When given, these Quests replace the ones dealt (§32.6): card id, seats working on it, part in progress (3: complete), count. */
  quests: z
    .array(
      z.object({
        id: z.string().refine((id) => EVERY_QUEST.some((q) => q.id === id), 'a Quest id'),
        seats: z.array(z.number().int().min(0).max(3)).min(1),
        part: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
        count: z.number().int().min(0).default(0),
      }),
    )
    .optional(),
  /** Seat holding turn order card No.1 (default 0). */
  first: z.number().int().min(0).max(3).default(0),
  day: z.number().int().min(1).max(6).optional(),
  round: z.enum(['dawn', 'dusk']).optional(),
  /** Seat whose turn starts now (default: the first in turn order). */
  active: z.number().int().min(0).max(3).optional(),
  /** When given, these cards replace every card on the spaces: space → card id, or { id, faceUp }. */
  spaces: z.record(space, z.union([worldCard, z.object({ id: worldCard, faceUp: z.boolean() })])).optional(),
  worldDecks: z.record(z.string(), z.array(worldCard)).optional(),
  dusk: z.array(worldCard).optional(),
  shifts: z.array(z.string()).optional(),
  /** Keep the scenario setup's Gold decisions (S05, S11, S16): false drops them, for a position where they do not matter. */
  setupGold: z.boolean().default(true),
  /** Die results used before the random generator (loaded dice for tests). */
  dice: z.array(z.number().int().min(1).max(6)).default([]),
  chars: z.record(z.string().regex(/^[0-3]$/), charSetup).default({}),
});

function scenarioSetup(raw: Json): { state: CohState; events: GameEvent[] } {
  const o = setupSchema.parse(raw);
  const seats = o.characters.map((_, i) => ({ name: `P${i + 1}` }));
  const s = initialState(
    cohOptionsSchema.parse({
      mode: o.mode,
      characters: o.characters,
      scenario: o.scenario,
      corrupted: o.corruptedChoice,
      unlocked: o.unlocked,
    }),
    seats,
    o.seed,
    o.first,
    [],
  );
  if (o.corrupted) {
    s.corrupted = [];
    for (const k of o.corrupted) {
      const c = placeCorrupted(s, [], k.id, k.at, { team: k.team ?? null, tag: k.tag ?? null, resilience: k.resilience });
      if (k.health !== undefined) c.health = k.health;
    }
  }
  if (o.scenarioState && s.scn) {
    const w = o.scenarioState;
    if (w.doom !== undefined) s.scn.doom = w.doom;
    if (w.phase !== undefined) s.scn.phase = w.phase;
    if (w.count !== undefined) s.scn.count = w.count;
    if (w.tokens) s.scn.tokens = { ...w.tokens };
    if (w.team) s.scn.team = [...w.team];
    if (w.pool) s.scn.pool = [...w.pool];
    if (w.hidden) s.scn.hidden = [...w.hidden];
    if (w.points) s.scn.points = [...w.points];
    if (w.targets) s.scn.targets = [...w.targets];
    if (w.inventory) s.scn.inventory = w.inventory.map((x) => [...x]);
    if (w.holds) s.scn.holds = { ...w.holds };
    if (w.teamDoom) s.scn.teamDoom = [...w.teamDoom];
    if (w.terror) s.scn.terror = [...w.terror];
    if (w.leaf && s.scn.leaf) {
      const { pile, spent, ...rest } = w.leaf;
      Object.assign(s.scn.leaf, rest);
      if (pile) s.scn.leaf.pile = [...pile];
      if (spent) s.scn.leaf.spent = [...spent];
    }
    if (w.npc && s.scn.npc) {
      const { energy: e, ...rest } = w.npc;
      Object.assign(s.scn.npc, rest);
      if (e) Object.assign(s.scn.npc.energy, e);
    }
    if (w.removed) {
      s.scn.removed = [...w.removed];
      s.layout = Object.fromEntries(Object.entries(s.layout).filter(([k]) => !w.removed!.includes(k)));
      for (const sp of Object.keys(s.spaces)) if (w.removed.includes(tileOf(sp))) delete ownSpaces(s)[sp];
    }
  }
  if (o.quests) s.quests = o.quests.map((q) => ({ ...q, seats: [...q.seats] }));
  if (o.day !== undefined) s.day = o.day;
  if (o.round !== undefined) s.round = o.round;
  if (o.spaces) {
    s.spaces = {};
    for (const [sp, c] of Object.entries(o.spaces)) {
      const id = typeof c === 'string' ? c : c.id;
      const faceUp = typeof c === 'string' ? worldCardDef(id).type !== 'event' : c.faceUp;
      ownSpaces(s)[sp] = { uid: `w${s.nextUid++}`, id, faceUp, dmg: 0 };
    }
  }
  if (o.worldDecks) for (const [w, d] of Object.entries(o.worldDecks)) s.worldDecks[w] = [...d];
  if (o.dusk) s.dusk = [...o.dusk];
  if (o.shifts) s.shifts = [...o.shifts];
  s.dice = [...o.dice];
  for (const [k, c] of Object.entries(o.chars)) {
    const ch = s.chars[Number(k)];
    if (!ch) throw new Error(`no seat ${k}`);
    if (c.at !== undefined) ch.at = c.at;
    if (c.health !== undefined) ch.health = c.health;
    if (c.spirit !== undefined) ch.spirit = c.spirit;
    if (c.energy) Object.assign(ch.energy, c.energy);
    if (c.res) Object.assign(ch.res, c.res);
    if (c.hand) ch.hand = [...c.hand];
    if (c.board) ch.board = [...c.board];
    for (const id of [...(c.hand ?? []), ...(c.board ?? [])]) {
      if (abilityDef(id).character !== ch.character) throw new Error(`${id} is not a card of ${ch.character}`);
      ch.advanced = ch.advanced.filter((a) => a !== id);
    }
    // Scenario Items are named s<seat>i<k> (choice ids `i:s0i0`, `give:s0i0:1`).
    if (c.items) ch.items = c.items.map((num, i) => ({ uid: `s${k}i${i}`, num, charges: itemDef(num).charges ?? null }));
    if (c.stance !== undefined) ch.stance = c.stance;
    if (c.levels) ch.levels = [...c.levels];
    if (c.nextAttack !== undefined) ch.nextAttack = c.nextAttack;
    if (c.moveBonus !== undefined) ch.moveBonus = c.moveBonus;
  }
  sortOrder(s);
  s.turn = o.active !== undefined ? s.order.indexOf(o.active) : 0;
  s.ts = freshTurn();
  s.step = 'start';
  // The setup's own decisions (S05, S11, S16: where its Gold goes) stay, as in a real game; the rest are dropped.
  s.pending = o.setupGold ? s.pending.filter((p) => p.k === 'gold') : [];
  s.queue = [];
  const events: Events = [];
  settle(s, events);
  return { state: s, events };
}

const fail = (what: string, want: unknown, got: unknown) => `${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`;
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const sorted = (xs: readonly (string | number)[]) => [...xs].map(String).sort();

function scenarioCheck(s: CohState, raw: Json, events: GameEvent[]): string[] {
  const e = raw as Record<string, Json>;
  const out: string[] = [];
  const spec = currentSpec(s);
  for (const [key, want] of Object.entries(e)) {
    switch (key) {
      case 'chars':
        for (const [seat, fields] of Object.entries(want as Record<string, Record<string, Json>>)) {
          const c = s.chars[Number(seat)]!;
          for (const [f, w] of Object.entries(fields)) {
            let got: unknown;
            if (f === 'hand' || f === 'board' || f === 'advanced') got = sorted(c[f]);
            else if (f === 'items') got = sorted(c.items.map((i) => i.num));
            else if (f === 'charges') got = c.items.map((i) => i.charges);
            else if (f === 'energy') got = { ...c.energy };
            else if (f === 'res') got = Object.fromEntries(Object.keys(w as object).map((r) => [r, c.res[r as keyof typeof c.res] ?? 0]));
            else got = (c as unknown as Record<string, unknown>)[f];
            const wantV =
              f === 'hand' || f === 'board' || f === 'advanced' || f === 'items'
                ? sorted(w as string[])
                : f === 'energy'
                  ? { ...c.energy, ...(w as object) }
                  : w;
            if (!same(got, wantV)) out.push(fail(`seat ${seat} ${f}`, wantV, got));
          }
        }
        break;
      case 'spaces':
        for (const [sp, w] of Object.entries(want as Record<string, Json>)) {
          const got = s.spaces[sp]
            ? w !== null && typeof w === 'object'
              ? { id: s.spaces[sp]!.id, faceUp: s.spaces[sp]!.faceUp }
              : s.spaces[sp]!.id
            : null;
          if (!same(got, w)) out.push(fail(`space ${sp}`, w, got));
        }
        break;
      case 'decks':
        for (const [w, ids] of Object.entries(want as Record<string, string[]>)) {
          const got = (w === 'dusk' ? s.dusk : (s.worldDecks[w] ?? [])).slice(0, ids.length);
          if (!same(got, ids)) out.push(fail(`top of the ${w} deck`, ids, got));
        }
        break;
      case 'deckSizes':
        for (const [w, n] of Object.entries(want as Record<string, number>)) {
          const got = w === 'dusk' ? s.dusk.length : (s.worldDecks[w]?.length ?? 0);
          if (got !== n) out.push(fail(`cards in the ${w} deck`, n, got));
        }
        break;
      case 'monsterDamage':
        for (const [sp, n] of Object.entries(want as Record<string, number>))
          if (s.spaces[sp]?.dmg !== n) out.push(fail(`damage on ${sp}`, n, s.spaces[sp]?.dmg));
        break;
      case 'cardCount': {
        const got = Object.keys(s.spaces).length;
        if (got !== want) out.push(fail('cards on spaces', want, got));
        break;
      }
      case 'waitingOn': {
        const got = spec ? { seat: spec.seat, kind: spec.kind } : null;
        if (!same(got, want)) out.push(fail('waitingOn', want, got));
        break;
      }
      case 'offered':
        for (const id of want as string[])
          if (!spec?.opts.some((o) => o.id === id))
            out.push(`"${id}" is not offered (${spec ? spec.opts.map((o) => o.id).join(' ') : 'no decision'})`);
        break;
      case 'notOffered':
        for (const id of want as string[]) if (spec?.opts.some((o) => o.id === id)) out.push(`"${id}" is offered`);
        break;
      case 'choices': {
        const got = sorted(spec?.opts.map((o) => o.id) ?? []);
        if (!same(got, sorted(want as string[]))) out.push(fail('choices', sorted(want as string[]), got));
        break;
      }
      case 'active': {
        const got = s.step === 'over' ? null : s.order[s.turn];
        if (got !== want) out.push(fail('active', want, got));
        break;
      }
      case 'activations':
        if (s.ts.activations !== want) out.push(fail('activations', want, s.ts.activations));
        break;
      case 'quests': {
        const got = s.quests.map((q) => ({ id: q.id, seats: q.seats, part: q.part, count: q.count }));
        if (!same(got, want)) out.push(fail('quests', want, got));
        break;
      }
      case 'scenario': {
        const scn = s.scn as unknown as Record<string, unknown> | null;
        for (const [f, w] of Object.entries(want as Record<string, Json>)) {
          const got = scn?.[f];
          if (!same(got, w)) out.push(fail(`scenario ${f}`, w, got));
        }
        break;
      }
      case 'corrupted': {
        const list = want as Record<string, Json>[];
        if (s.corrupted.length !== list.length) out.push(fail('Corrupted in play', list.length, s.corrupted.length));
        list.forEach((w, i) => {
          const c = s.corrupted[i] as unknown as Record<string, unknown> | undefined;
          for (const [f, v] of Object.entries(w)) if (!same(c?.[f], v)) out.push(fail(`Corrupted ${i} ${f}`, v, c?.[f]));
        });
        break;
      }
      case 'day':
      case 'round':
      case 'step':
      case 'winner':
      case 'endReason':
        if (!same(s[key], want)) out.push(fail(key, want, s[key]));
        break;
      case 'order':
        if (!same(s.order, want)) out.push(fail('order', want, s.order));
        break;
      case 'discard':
        for (const id of want as string[]) if (!s.discard.includes(id)) out.push(`${id} is not in the discard`);
        break;
      case 'itemStock':
        for (const [n, v] of Object.entries(want as Record<string, number>))
          if (s.itemStock[n] !== v) out.push(fail(`item stock ${n}`, v, s.itemStock[n]));
        break;
      case 'layout':
        for (const [tile, v] of Object.entries(want as Record<string, Json>))
          if (!same(s.layout[tile], v)) out.push(fail(`layout ${tile}`, v, s.layout[tile]));
        break;
      case 'adjacent': {
        const g = geometry(s.layout);
        for (const [sp, v] of Object.entries(want as Record<string, string[]>))
          if (!same(sorted(g.adj[sp] ?? []), sorted(v))) out.push(fail(`adjacent ${sp}`, sorted(v), g.adj[sp]));
        break;
      }
      case 'distance': {
        const g = geometry(s.layout);
        for (const [pair, v] of Object.entries(want as Record<string, number>)) {
          const [a, b] = pair.split('|') as [string, string];
          if (g.distance(a, b) !== v) out.push(fail(`distance ${pair}`, v, g.distance(a, b)));
        }
        break;
      }
      case 'events': {
        const keys = events.map((x) => (typeof x.text === 'string' ? x.text : x.text.key));
        for (const k of want as string[]) if (!keys.includes(k)) out.push(`no event ${k} (${[...new Set(keys)].join(' ')})`);
        break;
      }
      case 'noEvents': {
        const keys = events.map((x) => (typeof x.text === 'string' ? x.text : x.text.key));
        for (const k of want as string[]) if (keys.includes(k)) out.push(`event ${k} happened`);
        break;
      }
      default:
        out.push(`unknown expectation ${key}`);
    }
  }
  return out;
}

export const scenarioSupport: ScenarioSupport<CohState> = { setup: scenarioSetup, check: scenarioCheck };
