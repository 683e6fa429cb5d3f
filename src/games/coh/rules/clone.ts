import type { CohCard, CohChar, CohState } from './state.js';

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

/** A deep copy of the state (effects in the queue and the layout are never mutated, so they are shared). */
export function cloneState(s: CohState): CohState {
  // Built key by key into fresh objects, each card as a literal: spreading these many-keyed records was most of the
  // copy's time (their objects are kept in the engine's slow dictionary form, which a spread copies slowly).
  const spaces: CohState['spaces'] = {};
  for (const k in s.spaces) spaces[k] = copyCard(s.spaces[k]!);
  const worldDecks: CohState['worldDecks'] = {};
  for (const k in s.worldDecks) worldDecks[k] = s.worldDecks[k]!.slice();
  return {
    ...s,
    rng: { ...s.rng },
    dice: [...s.dice],
    order: [...s.order],
    // Shared: the layout is never changed in place (a World Shift builds a new one), and geometry is memoized per layout object.
    layout: s.layout,
    spaces,
    worldDecks,
    dusk: [...s.dusk],
    shifts: [...s.shifts],
    discard: [...s.discard],
    box: [...s.box],
    itemStock: { ...s.itemStock },
    chars: s.chars.map(copyChar),
    ts: { ...s.ts, used: s.ts.used.map((u) => ({ ...u })) },
    queue: [...s.queue],
    pending: s.pending.map((p) => ({ ...p })),
    corrupted: s.corrupted.map((c) => ({ ...c })),
    ct: s.ct ? { acts: [...s.ct.acts], rolled: s.ct.rolled } : null,
    scn: s.scn
      ? {
          ...s.scn,
          winners: [...s.scn.winners],
          team: [...s.scn.team],
          tokens: { ...s.scn.tokens },
          pool: [...s.scn.pool],
          chosen: [...s.scn.chosen],
          hidden: [...s.scn.hidden],
          tokenDmg: { ...s.scn.tokenDmg },
          removed: [...s.scn.removed],
          points: [...s.scn.points],
          targets: [...s.scn.targets],
          inventory: s.scn.inventory.map((x) => [...x]),
          bossTokens: { ...s.scn.bossTokens },
          holds: { ...s.scn.holds },
          teamDoom: [...s.scn.teamDoom],
          npc: s.scn.npc ? { ...s.scn.npc, energy: { ...s.scn.npc.energy } } : null,
          terror: [...s.scn.terror],
          leaf: s.scn.leaf ? { ...s.scn.leaf, pile: [...s.scn.leaf.pile], spent: [...s.scn.leaf.spent] } : null,
        }
      : null,
    quests: s.quests.map((q) => ({ ...q, seats: [...q.seats] })),
    questDeck: [...s.questDeck],
  };
}
