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

/** A deep copy of the state (effects in the queue and the layout are never mutated, so they are shared). */
export function cloneState(s: CohState): CohState {
  // Built key by key into fresh objects, each record as a literal of its type: spreading these many-keyed records
  // was most of the copy's time (a spread followed by overrides copies slowly, and the spaces record is kept in the
  // engine's slow dictionary form).
  const spaces: CohState['spaces'] = {};
  for (const k in s.spaces) spaces[k] = copyCard(s.spaces[k]!);
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
    spaces,
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
