import { z } from 'zod';
import type { GameEvent, Json, Prompt, SeatSpec } from '../../../core/game.js';
import { SLOTS } from '../content/schema.js';
import { eswPrompts } from './actions.js';
import { beginResolution } from './flow.js';
import { setupState } from './setup.js';
import type { EswState } from './state.js';
import { textToString } from './strings.js';
import type { Events } from './util.js';

// Tests and tools read lines through here, as they did before it moved to strings.ts.
export { textToString };

/**
 * Conformance scenarios: a starting position written over a seeded setup,
 * then offered actions, then expectations. The position is Epic Spell Wars
 * specific; the runner only needs `setup` and `check`.
 */

const perSeat = <T extends z.ZodType>(item: T) => z.array(item.nullable()).optional();
const placed = z.object({ card: z.string(), slot: z.enum(SLOTS) });

export const EswPosition = z.object({
  /** Wizard card ids by seat (names used when a spell has no Source). */
  wizards: perSeat(z.string()),
  life: perSeat(z.number().int().min(0).max(25)),
  alive: perSeat(z.boolean()),
  tokens: perSeat(z.number().int().min(0).max(1)),
  hands: perSeat(z.array(z.string())),
  treasures: perSeat(z.array(z.string())),
  deadCards: perSeat(z.array(z.string())),
  /** Cards moved to the top of the main deck, first = top. */
  mainTop: z.array(z.string()).optional(),
  treasureTop: z.array(z.string()).optional(),
  deadTop: z.array(z.string()).optional(),
  /** Empties the main deck's draw pile into its discard (to test reshuffles). */
  mainDrawToDiscard: z.boolean().optional(),
  /** Dice results used before the RNG, in order. */
  dice: z.array(z.number().int().min(1).max(6)).optional(),
  /** Face-down spells locked at once; when every living wizard has one, resolution starts. */
  spells: perSeat(z.array(placed)),
});
export type EswPosition = z.infer<typeof EswPosition>;

export const EswScenarioSetup = z.object({
  players: z.number().int().min(2).max(6),
  seed: z.string().default('scenario'),
  position: EswPosition.default({}),
});

export const EswExpect = z.object({
  life: perSeat(z.number().int()),
  alive: perSeat(z.boolean()),
  tokens: perSeat(z.number().int()),
  handSize: perSeat(z.number().int()),
  treasures: perSeat(z.array(z.string())),
  treasureCount: perSeat(z.number().int()),
  deadCardCount: perSeat(z.number().int()),
  pendingCount: perSeat(z.number().int()),
  phase: z.enum(['build', 'resolve', 'over']).optional(),
  round: z.number().int().optional(),
  turn: z.number().int().optional(),
  winner: z.number().int().optional(),
  castingName: z.string().optional(),
  lastSpellName: z.string().optional(),
  /** The prompts now open: seat, kind and (optionally) the exact choice ids. */
  prompts: z.array(z.object({ seat: z.number().int(), kind: z.string(), choices: z.array(z.string()).optional() })).optional(),
  /** English event lines that must appear, in this order (substring match). */
  events: z.array(z.string()).optional(),
  /** Substrings no event line may contain. */
  eventsAbsent: z.array(z.string()).optional(),
  mainDiscardIncludes: z.array(z.string()).optional(),
});
export type EswExpect = z.infer<typeof EswExpect>;

/** Removes a card from wherever it is (decks, discards, hands, spells, Treasures). */
function takeCard(st: EswState, id: string): void {
  const lists: string[][] = [
    st.main.draw,
    st.main.discard,
    st.treasureDeck.draw,
    st.treasureDeck.discard,
    st.deadDeck.draw,
    st.deadDeck.discard,
  ];
  for (const s of st.seats) lists.push(s.hand, s.treasures, s.deadCards);
  for (const list of lists) {
    const i = list.indexOf(id);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  for (const s of st.seats) {
    const i = s.spell?.findIndex((p) => p.card === id) ?? -1;
    if (i >= 0) {
      s.spell!.splice(i, 1);
      return;
    }
  }
  throw new RangeError(`scenario card ${id} is nowhere to be found`);
}

export function applyPosition(st: EswState, pos: EswPosition, events: Events): void {
  const each = <T>(values: (T | null)[] | undefined, fn: (v: T, seat: number) => void) =>
    values?.forEach((v, seat) => {
      if (v !== null && v !== undefined) fn(v, seat);
    });
  each(pos.wizards, (id, seat) => (st.seats[seat]!.wizard = id));
  each(pos.hands, (hand, seat) => {
    const s = st.seats[seat]!;
    st.main.draw.push(...s.hand.splice(0));
    for (const id of hand) takeCard(st, id);
    s.hand = [...hand];
  });
  each(pos.treasures, (ids, seat) => {
    const s = st.seats[seat]!;
    st.treasureDeck.draw.push(...s.treasures.splice(0));
    for (const id of ids) takeCard(st, id);
    s.treasures = [...ids];
  });
  each(pos.deadCards, (ids, seat) => {
    for (const id of ids) takeCard(st, id);
    st.seats[seat]!.deadCards = [...ids];
  });
  each(pos.life, (life, seat) => (st.seats[seat]!.life = life));
  each(pos.tokens, (n, seat) => (st.seats[seat]!.tokens = n));
  each(pos.alive, (alive, seat) => {
    const s = st.seats[seat]!;
    s.alive = alive;
    if (!alive) {
      s.life = 0;
      s.locked = true;
      st.main.draw.push(...s.hand.splice(0));
    }
  });
  if (pos.mainDrawToDiscard) st.main.discard.push(...st.main.draw.splice(0));
  const toTop = (ids: string[] | undefined, draw: string[]) => {
    if (!ids) return;
    for (const id of ids) takeCard(st, id);
    draw.unshift(...ids);
  };
  toTop(pos.mainTop, st.main.draw);
  toTop(pos.treasureTop, st.treasureDeck.draw);
  toTop(pos.deadTop, st.deadDeck.draw);
  st.forcedDice = [...(pos.dice ?? [])];
  each(pos.spells, (spell, seat) => {
    const s = st.seats[seat]!;
    for (const p of spell) {
      // Stryker disable next-line ConditionalExpression: taking a card held in this hand removes it from the hand, as the filter below does (card ids are unique): the same state
      if (!s.hand.includes(p.card)) takeCard(st, p.card);
    }
    s.hand = s.hand.filter((c) => !spell.some((p) => p.card === c));
    s.spell = spell.map((p) => ({ ...p }));
    s.draft = [];
    s.locked = true;
  });
  if (st.phase === 'build' && st.seats.every((s) => !s.alive || s.locked)) beginResolution(st, events);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function checkExpectations(st: EswState, expect: EswExpect, events: GameEvent[]): string[] {
  const fails: string[] = [];
  const perSeatCheck = <T>(label: string, want: (T | null)[] | undefined, got: (seat: number) => unknown) =>
    want?.forEach((w, seat) => {
      if (w === null) return;
      const g = got(seat);
      if (!same(g, w)) fails.push(`${label}[${seat}]: expected ${JSON.stringify(w)}, got ${JSON.stringify(g)}`);
    });
  perSeatCheck('life', expect.life, (s) => st.seats[s]!.life);
  perSeatCheck('alive', expect.alive, (s) => st.seats[s]!.alive);
  perSeatCheck('tokens', expect.tokens, (s) => st.seats[s]!.tokens);
  perSeatCheck('handSize', expect.handSize, (s) => st.seats[s]!.hand.length);
  perSeatCheck('treasures', expect.treasures, (s) => st.seats[s]!.treasures);
  perSeatCheck('treasureCount', expect.treasureCount, (s) => st.seats[s]!.treasures.length);
  perSeatCheck('deadCardCount', expect.deadCardCount, (s) => st.seats[s]!.deadCards.length);
  perSeatCheck('pendingCount', expect.pendingCount, (s) => st.seats[s]!.spell?.length ?? 0);
  const scalar = (label: string, want: unknown, got: unknown) => {
    if (want !== undefined && !same(want, got)) fails.push(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  scalar('phase', expect.phase, st.phase);
  scalar('round', expect.round, st.round);
  scalar('turn', expect.turn, st.turn);
  scalar('winner', expect.winner, st.winner);
  scalar('castingName', expect.castingName, st.casting?.name);
  scalar('lastSpellName', expect.lastSpellName, st.lastSpell?.name);
  if (expect.prompts) {
    const got = eswPrompts(st).map((p: Prompt) => ({ seat: p.seat, kind: p.kind, choices: p.choices.map((c) => c.id) }));
    const want = expect.prompts;
    if (got.length !== want.length) fails.push(`prompts: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    want.forEach((w, i) => {
      const g = got[i];
      if (!g || g.seat !== w.seat || g.kind !== w.kind || (w.choices && !same(g.choices, w.choices))) {
        fails.push(`prompt ${i}: expected ${JSON.stringify(w)}, got ${JSON.stringify(g)}`);
      }
    });
  }
  const lines = events.map((e) => textToString(e.text));
  let from = 0;
  for (const want of expect.events ?? []) {
    const i = lines.findIndex((line, k) => k >= from && line.includes(want));
    if (i < 0) fails.push(`event not found (in order): "${want}"`);
    else from = i + 1;
  }
  for (const bad of expect.eventsAbsent ?? []) {
    const line = lines.find((l) => l.includes(bad));
    if (line) fails.push(`unexpected event: "${line}"`);
  }
  for (const id of expect.mainDiscardIncludes ?? []) {
    if (!st.main.discard.includes(id)) fails.push(`main discard lacks ${id}`);
  }
  return fails;
}

/** What the scenario runner calls: build the position, then check a state against expectations. */
export const eswScenarios = {
  setup(setup: Json): { state: EswState; events: GameEvent[] } {
    const { players, seed, position } = EswScenarioSetup.parse(setup);
    const seats: SeatSpec[] = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
    const events: Events = [];
    const state = setupState({ players }, seats, seed, events);
    applyPosition(state, position, events);
    return { state, events };
  },
  check(state: EswState, expect: Json, events: GameEvent[]): string[] {
    return checkExpectations(state, EswExpect.parse(expect), events);
  },
};
