import { z } from 'zod';
import { canonicalJson, type GameEvent, type Json, type ScenarioSupport } from '../../../core/game.js';
import { cardDef, treasureDef } from '../content/index.js';
import { portalsOf, sanctuaryController, statsOf } from './board.js';
import { currentSpec, currentSpecs, sideHonor, specFor } from './flow.js';
import { initialState } from './setup.js';
import { AT_MODES, atOptionsSchema, noTreasure, type AtState } from './state.js';

const seatList = z.array(z.number().int()).min(2).max(4);
const cardList = z.array(z.string().refine((id) => !!cardDef(id)));
const seatKey = z.string().regex(/^[0-3]$/);
const seatNo = z.number().int().min(0).max(3);
const perSeat = z.record(seatKey, cardList);

/** The setup object of an Ascension Tactics scenario (docs/scenarios.md). */
const setupSchema = z.object({
  seed: z.string().default('scenario'),
  /** The mode (default: the classic duel). */
  mode: z.enum(AT_MODES).default('duel'),
  /** Seats: 2 in a duel, 4 in 2 vs 2, 3 or 4 in the Melee (default: 2, 4 and 4). */
  players: z.number().int().min(2).max(4).optional(),
  /** Seat that plays first and holds Portal 1 (default: seat 0). */
  first: seatNo.default(0),
  hands: perSeat.optional(),
  decks: perSeat.optional(),
  discards: perSeat.optional(),
  row: z.array(z.string().nullable()).length(6).optional(),
  centerDeck: cardList.optional(),
  banished: cardList.optional(),
  /** Face-down Treasure tokens on the battlefield (replace the dealt ones): hex → Treasure id. */
  treasureTokens: z
    .record(
      z.string(),
      z.string().refine((id) => !!treasureDef(id)),
    )
    .optional(),
  /** Treasures held face down, per seat. */
  treasures: z.record(seatKey, z.array(z.string().refine((id) => !!treasureDef(id)))).optional(),
  /** Play Champion Selection (§20) instead of the map's squads. */
  selection: z.boolean().optional(),
  /** The map (default: the Three Sanctuaries). */
  map: z.string().optional(),
  /** Beacons already active: hex → controlling seat. */
  beacons: z.record(z.string(), seatNo).optional(),
  /** The Turret and the Fairy Circle already placed: hex and the seat that last placed or moved them. */
  turret: z.object({ hex: z.string(), owner: seatNo }).optional(),
  fairy: z.object({ hex: z.string(), owner: seatNo }).optional(),
  /** The Treasure bag, top first (replaces the dealt one). */
  treasureBag: z.array(z.string().refine((id) => !!treasureDef(id))).optional(),
  /** Inactive Portals already taken: hex → seat. */
  portalsTaken: z.record(z.string(), seatNo).optional(),
  /** Forests already placed during play. */
  forestsPlaced: z.array(z.string()).optional(),
  runes: seatList.optional(),
  power: seatList.optional(),
  honor: seatList.optional(),
  round: z.number().int().min(1).optional(),
  supply: z.record(z.string(), z.number().int().min(0)).optional(),
  /** Solo and Co-op: the difficulty, the Evil squad (Boss first), the Intrigue deck (top first) and discard, the Evil Player's Honor. */
  difficulty: z.enum(['standard', 'hard', 'nightmare']).optional(),
  evilSquad: z.array(z.string()).length(4).optional(),
  intrigueDeck: z.array(z.string()).optional(),
  intrigueDiscard: z.array(z.string()).optional(),
  evilHonor: z.number().int().min(0).optional(),
  /** Overlord (§26): one more seat, the last, plays the Evil Player; `intrigueHand` the Intrigue cards it holds. */
  overlord: z.boolean().optional(),
  intrigueHand: z.array(z.string()).optional(),
  /** Co-op: ask each player for a starting Portal (CO-13); otherwise each keeps its Portal list's. */
  portalChoice: z.boolean().optional(),
  /** When given, these pawns replace both squads (owner -1: the Evil Player's, with its Objective `token`). */
  champions: z
    .record(
      z.string().regex(/^[a-z][a-z0-9]*$/),
      z.object({
        def: z.string(),
        owner: z.number().int().min(-1).max(3),
        token: z.number().int().min(0).max(3).optional(),
        at: z.string().nullable().default(null),
        damage: z.number().int().min(0).default(0),
        exhausted: z.boolean().default(false),
        artifacts: cardList.default([]),
        /** A two-pawn Champion's second pawn: the id of its first pawn, which holds the card (FQ-15). */
        card: z.string().optional(),
      }),
    )
    .optional(),
});

function scenarioSetup(raw: Json): { state: AtState; events: GameEvent[] } {
  const o = setupSchema.parse(raw);
  const n = (o.players ?? (o.mode === 'duel' || o.mode === 'coop' ? 2 : o.mode === 'solo' ? 1 : 4)) + (o.overlord ? 1 : 0);
  const s = initialState(
    atOptionsSchema.parse({
      mode: o.mode,
      ...(o.map ? { map: o.map } : {}),
      ...(o.selection ? { selection: true } : {}),
      ...(o.difficulty ? { difficulty: o.difficulty } : {}),
      ...(o.evilSquad ? { evilSquad: o.evilSquad } : {}),
      ...(o.overlord ? { overlord: true } : {}),
    }),
    Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
    o.seed,
    o.first,
  );
  if (!o.portalChoice) s.pending = s.pending.filter((p) => p.kind !== 'portal');
  const instances = (list: string[]) =>
    list.map((card) => {
      const id = `c${s.nextId++}`;
      s.cards[id] = card;
      return id;
    });
  for (const [zone, data] of [
    ['hand', o.hands],
    ['deck', o.decks],
    ['discard', o.discards],
  ] as const) {
    if (!data) continue;
    for (const [seat, list] of Object.entries(data)) s.players[Number(seat)]![zone] = instances(list);
  }
  if (o.row) s.row = [...o.row];
  if (o.centerDeck) s.centerDeck = [...o.centerDeck];
  if (o.banished) s.banished = [...o.banished];
  if (o.portalsTaken) s.portalsTaken = { ...o.portalsTaken };
  if (o.forestsPlaced) s.forestsPlaced = [...o.forestsPlaced];
  if (o.treasureTokens) s.treasureTokens = { ...o.treasureTokens };
  if (o.treasureBag) s.treasureBag = [...o.treasureBag];
  if (o.beacons) s.beacons = { ...o.beacons };
  if (o.turret) s.tokens.turret = { ...o.turret };
  if (o.fairy) s.tokens.fairy = { ...o.fairy };
  if (o.treasures) for (const [seat, list] of Object.entries(o.treasures)) s.players[Number(seat)]!.treasures = [...list];
  // Values past the last seat are ignored (a Solo scenario's seat list may name the absent seat 1).
  for (const key of ['runes', 'power', 'honor'] as const)
    if (o[key])
      o[key].forEach((n, seat) => {
        const p = s.players[seat];
        if (p) p[key] = n;
      });
  if (o.round) s.round = o.round;
  if (o.supply) s.supply = { ...s.supply, ...o.supply };
  if (s.evil) {
    if (o.intrigueDeck) s.evil.deck = [...o.intrigueDeck];
    if (o.intrigueDiscard) s.evil.discard = [...o.intrigueDiscard];
    if (o.evilHonor !== undefined) s.evil.honor = o.evilHonor;
    if (o.intrigueHand && s.evil.overlord) s.evil.overlord.hand = [...o.intrigueHand];
  }
  if (o.champions) {
    s.champions = {};
    if (s.evil) s.evil.tokens = {};
    for (const [id, c] of Object.entries(o.champions))
      if (s.evil && c.owner === -1 && c.def !== 'cultist') s.evil.tokens[id] = c.token ?? 0;
    for (const [id, c] of Object.entries(o.champions))
      s.champions[id] = {
        id,
        def: c.def,
        owner: c.owner,
        at: c.at,
        damage: c.damage,
        exhausted: c.exhausted,
        artifacts: instances(c.artifacts),
        treasure: noTreasure(),
        ...(c.card !== undefined ? { card: c.card } : {}),
      };
  }
  return { state: s, events: [] };
}

const cardsOf = (s: AtState, list: string[]) => list.map((i) => s.cards[i]!);

/** Reads one expectation key from the state (null when the key is unknown). */
function actual(s: AtState, key: string, want: Json): Json | undefined {
  const spec = currentSpec(s);
  switch (key) {
    case 'runes':
    case 'power':
    case 'honor':
      return s.players.map((p) => p[key]);
    case 'hand':
    case 'discard':
    case 'played':
      return Object.fromEntries(Object.keys(want as object).map((seat) => [seat, cardsOf(s, s.players[Number(seat)]![key]).sort()]));
    case 'handCount':
      return s.players.map((p) => p.hand.length);
    case 'deckCount':
      return s.players.map((p) => p.deck.length);
    case 'row':
      return s.row;
    case 'centerCount':
      return s.centerDeck.length;
    case 'banished':
      return [...s.banished].sort();
    case 'box':
      return [...s.box].sort();
    case 'supply':
      return s.supply;
    case 'active':
      return s.active;
    case 'order':
      return s.order;
    case 'evilHonor':
      return s.evil?.honor ?? null;
    case 'intrigueDiscard':
      return s.evil?.discard ?? null;
    case 'intrigueCount':
      return s.evil?.deck.length ?? null;
    case 'intrigueHand':
      return s.evil?.overlord ? [...s.evil.overlord.hand].sort() : null;
    case 'intriguePlayed':
      return s.evil?.overlord?.played ?? null;
    case 'endReason':
      return s.endReason;
    case 'teams':
      return s.players.map((p) => p.team);
    case 'portals':
      return s.players.map((p) => p.portal);
    case 'sideHonor':
      return Object.fromEntries(Object.keys(want as object).map((team) => [team, sideHonor(s, Number(team))]));
    case 'doneThisTurn':
      return s.doneThisTurn;
    case 'sanctuaries':
      return Object.fromEntries(Object.keys(want as object).map((hex) => [hex, sanctuaryController(s, hex)]));
    case 'portalsTaken':
      return s.portalsTaken;
    case 'portalHexes':
      return Object.fromEntries(Object.keys(want as object).map((seat) => [seat, portalsOf(s, Number(seat))]));
    case 'forestsPlaced':
      return s.forestsPlaced;
    case 'chosenPortals':
      return s.chosenPortals as Json;
    case 'treasureTokens':
      return s.treasureTokens;
    case 'beacons':
      return s.beacons;
    case 'selectionRow':
      return s.selection ? s.selection.row : null;
    case 'squads':
      return Object.fromEntries(
        Object.keys(want as object).map((seat) => [
          seat,
          Object.values(s.champions)
            .filter((c) => c.owner === Number(seat))
            .map((c) => c.def)
            .sort(),
        ]),
      );
    case 'turret':
    case 'fairy':
      return s.tokens[key] as Json;
    case 'bagCount':
      return s.treasureBag.length;
    case 'treasures':
      return Object.fromEntries(Object.keys(want as object).map((seat) => [seat, [...s.players[Number(seat)]!.treasures].sort()]));
    case 'round':
      return s.round;
    case 'winner':
      return s.winner;
    case 'waitingOn':
      return spec ? { seat: spec.seat, kind: spec.kind } : null;
    case 'prompted':
      return currentSpecs(s).map((x) => x.seat);
    case 'offeredTo':
    case 'notOfferedTo':
      return Object.fromEntries(
        Object.entries(want as Record<string, string[]>).map(([seat, ids]) => {
          const mine = specFor(s, Number(seat));
          return [seat, ids.filter((id) => (mine?.opts.some((o) => o.id === id) ?? false) === (key === 'offeredTo'))];
        }),
      );
    case 'offered':
      return (want as string[]).filter((id) => spec?.opts.some((o) => o.id === id));
    case 'notOffered':
      return (want as string[]).filter((id) => !spec?.opts.some((o) => o.id === id));
    case 'champions': {
      const out: Record<string, Json> = {};
      for (const [id, fields] of Object.entries(want as Record<string, Record<string, Json>>)) {
        const c = s.champions[id];
        if (!c) {
          out[id] = { present: false };
          continue;
        }
        const all: Record<string, Json> = {
          present: true,
          at: c.at,
          damage: c.damage,
          exhausted: c.exhausted,
          artifacts: cardsOf(s, c.artifacts),
          def: c.def,
          owner: c.owner,
          ...(c.at !== null
            ? (({ strength, defense, speed, skills }) => ({ strength, defense, speed, skills: [...skills].sort() }))(statsOf(s, c))
            : {}),
        };
        out[id] = Object.fromEntries(Object.keys(fields).map((k) => [k, all[k] ?? null]));
      }
      return out;
    }
    case 'newChampions':
      return Object.values(s.champions)
        .filter((c) => /^[hk]\d+$/.test(c.id))
        .map((c) => `${c.def}@${c.owner}:${c.at ?? 'off'}`)
        .sort();
    default:
      return undefined;
  }
}

function normalise(key: string, want: Json): Json {
  if (
    (key === 'hand' || key === 'discard' || key === 'played' || key === 'treasures') &&
    want &&
    typeof want === 'object' &&
    !Array.isArray(want)
  )
    return Object.fromEntries(Object.entries(want).map(([k, v]) => [k, [...(v as string[])].sort()]));
  if ((key === 'banished' || key === 'box' || key === 'newChampions' || key === 'intrigueHand') && Array.isArray(want))
    return [...(want as string[])].sort();
  if (key === 'supply' && want && typeof want === 'object') return want;
  return want;
}

/** Keys whose expectation is a record (by seat, team, hex or champion id) or a list of choice ids. */
const RECORD_KEYS = new Set([
  'hand',
  'discard',
  'played',
  'treasures',
  'sideHonor',
  'sanctuaries',
  'portalHexes',
  'squads',
  'supply',
  'offeredTo',
  'notOfferedTo',
  'champions',
]);
const LIST_KEYS = new Set(['offered', 'notOffered']);

const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: Json): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Why an expectation cannot be read (a scenario file's typo: null where a record belongs), or null. */
function shapeError(key: string, want: Json): string | null {
  if (LIST_KEYS.has(key)) return isIdList(want) ? null : 'expected a list of choice ids';
  if (!RECORD_KEYS.has(key)) return null;
  if (!isRecord(want)) return 'expected an object';
  const inner = Object.entries(want);
  if (key === 'champions' && inner.some(([, v]) => !isRecord(v))) return 'expected an object of fields for each champion';
  if ((key === 'offeredTo' || key === 'notOfferedTo') && inner.some(([, v]) => !isIdList(v)))
    return 'expected a list of choice ids for each seat';
  if (['hand', 'discard', 'played', 'treasures'].includes(key) && inner.some(([, v]) => !isIdList(v)))
    return 'expected a list of cards for each seat';
  return null;
}

function scenarioCheck(s: AtState, expect: Json): string[] {
  const fails: string[] = [];
  for (const [key, want] of Object.entries(expect as Record<string, Json>)) {
    const shape = shapeError(key, want);
    if (shape) {
      fails.push(`${key}: ${shape}`);
      continue;
    }
    const got = actual(s, key, want);
    if (got === undefined) {
      fails.push(`unknown expectation ${key}`);
      continue;
    }
    const w = normalise(key, want);
    const g =
      key === 'supply' ? Object.fromEntries(Object.keys(w as object).map((k) => [k, (got as Record<string, Json>)[k] ?? null])) : got;
    if (canonicalJson(g) !== canonicalJson(w)) fails.push(`${key}: expected ${canonicalJson(w)}, got ${canonicalJson(g)}`);
  }
  return fails;
}

export const scenarioSupport: ScenarioSupport<AtState> = {
  setup: scenarioSetup,
  check: (s, expect) => scenarioCheck(s, expect),
};
