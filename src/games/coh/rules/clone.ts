import type { CohCard, CohChar, CohState, ScnState, TurnState } from './state.js';

/** Every key of T, optional ones included: a copy written as a literal of this type cannot forget a field. */
type AllKeys<T> = { [K in keyof Required<T>]: T[K] };

/** A card on a space, as a literal (one object shape for all, which the engine copies fast). */
function copyCard(c: CohCard): CohCard {
  const copy: AllKeys<CohCard> = { uid: c.uid, id: c.id, faceUp: c.faceUp, dmg: c.dmg };
  return copy;
}

function copyChar(c: CohChar): CohChar {
  const copy: AllKeys<CohChar> = {
    seat: c.seat,
    name: c.name,
    character: c.character,
    at: c.at,
    health: c.health,
    spirit: c.spirit,
    energy: { red: c.energy.red, blue: c.energy.blue, green: c.energy.green },
    res: { ...c.res },
    stance: c.stance,
    hand: c.hand.slice(),
    board: c.board.slice(),
    advanced: c.advanced.slice(),
    levels: c.levels.slice(),
    mainUltimate: c.mainUltimate,
    // Shared: set at setup and never changed.
    unlocked: c.unlocked,
    passive: c.passive,
    items: c.items.map((i) => ({ uid: i.uid, num: i.num, charges: i.charges })),
    turnCard: c.turnCard,
    turnCardDay: c.turnCardDay,
    nextAttack: c.nextAttack,
    moveBonus: c.moveBonus,
    aggressiveDue: c.aggressiveDue.slice(),
  };
  return copy;
}

function copyTurn(t: TurnState): TurnState {
  const copy: AllKeys<TurnState> = {
    activations: t.activations,
    used: t.used.map((u) => ({ ...u })),
    dojoHealed: t.dojoHealed,
    reignited: t.reignited,
    x: t.x,
    defeated: t.defeated,
    ward: t.ward,
    begun: t.begun,
    wardAsked: t.wardAsked,
    helped: t.helped,
    adventureDone: t.adventureDone,
  };
  return copy;
}

function copyScn(c: ScnState): ScnState {
  const copy: AllKeys<ScnState> = {
    id: c.id,
    doom: c.doom,
    phase: c.phase,
    result: c.result,
    winners: c.winners.slice(),
    team: c.team.slice(),
    tokens: { ...c.tokens },
    count: c.count,
    pool: c.pool.slice(),
    struckFrom: c.struckFrom,
    chosen: c.chosen.slice(),
    hidden: c.hidden.slice(),
    tokenDmg: { ...c.tokenDmg },
    removed: c.removed.slice(),
    points: c.points.slice(),
    targets: c.targets.slice(),
    inventory: c.inventory.map((x) => x.slice()),
    bossTokens: { ...c.bossTokens },
    holds: { ...c.holds },
    bonusTurn: c.bonusTurn,
    teamDoom: c.teamDoom.slice(),
    npc: c.npc ? { ...c.npc, energy: { ...c.npc.energy } } : null,
    terror: c.terror.slice(),
    leaf: c.leaf ? { ...c.leaf, pile: c.leaf.pile.slice(), spent: c.leaf.spent.slice() } : null,
  };
  return copy;
}

/**
 * The mark of a spaces record that two states hold, a copy and its source (a property JSON and copies leave out):
 * the cards on spaces change in few moves, so a copy shares them, and whichever state writes to them first makes its
 * own copy (`ownSpaces`).
 */
const SHARED = Symbol('shared spaces');

/** The state's spaces record, ready to be written to: its own copy first when it is shared with another state. */
export function ownSpaces(s: CohState): CohState['spaces'] {
  if (SHARED in s.spaces) {
    const spaces: CohState['spaces'] = {};
    for (const k in s.spaces) spaces[k] = copyCard(s.spaces[k]!);
    s.spaces = spaces;
  }
  return s.spaces;
}

/**
 * A deep copy of the state (effects in the queue and the layout are never mutated, so they are shared; the spaces
 * record is shared until one of the two states writes to it through `ownSpaces`).
 */
export function cloneState(s: CohState): CohState {
  // Built key by key into fresh objects, each record as a literal of its type: spreading these many-keyed records
  // was most of the copy's time (a spread followed by overrides copies slowly). The spaces record, kept in the
  // engine's slow dictionary form, was the rest: it is shared, marked so.
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,BooleanLiteral: only the mark's presence is read (`in`), and defining it again with the same descriptor is allowed
  if (!(SHARED in s.spaces)) Object.defineProperty(s.spaces, SHARED, { value: true });
  const worldDecks: CohState['worldDecks'] = {};
  for (const k in s.worldDecks) worldDecks[k] = s.worldDecks[k]!.slice();
  const copy: AllKeys<CohState> = {
    game: s.game,
    mode: s.mode,
    cap: s.cap,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    dice: s.dice.slice(),
    day: s.day,
    round: s.round,
    order: s.order.slice(),
    turn: s.turn,
    step: s.step,
    // Shared: the layout is never changed in place (a World Shift builds a new one), and geometry is memoized per layout object.
    layout: s.layout,
    spaces: s.spaces,
    worldDecks,
    dusk: s.dusk.slice(),
    shifts: s.shifts.slice(),
    discard: s.discard.slice(),
    box: s.box.slice(),
    itemStock: { ...s.itemStock },
    chars: s.chars.map(copyChar),
    ts: copyTurn(s.ts),
    queue: s.queue.slice(),
    pending: s.pending.map((p) => ({ ...p })),
    nextUid: s.nextUid,
    winner: s.winner,
    endReason: s.endReason,
    corrupted: s.corrupted.map((c) => ({ ...c })),
    ct: s.ct ? { acts: s.ct.acts.slice(), rolled: s.ct.rolled } : null,
    scn: s.scn ? copyScn(s.scn) : null,
    quests: s.quests.map((q) => ({ ...q, seats: q.seats.slice() })),
    questDeck: s.questDeck.slice(),
  };
  return copy;
}
