import type { CohState } from './state.js';

/** A deep copy of the state (effects in the queue and the layout are never mutated, so they are shared). */
export function cloneState(s: CohState): CohState {
  const spaces: CohState['spaces'] = {};
  for (const [k, c] of Object.entries(s.spaces)) spaces[k] = { ...c };
  const worldDecks: CohState['worldDecks'] = {};
  for (const [k, d] of Object.entries(s.worldDecks)) worldDecks[k] = [...d];
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
    chars: s.chars.map((c) => ({
      ...c,
      energy: { ...c.energy },
      res: { ...c.res },
      hand: [...c.hand],
      board: [...c.board],
      advanced: [...c.advanced],
      levels: [...c.levels],
      items: c.items.map((i) => ({ ...i })),
      aggressiveDue: [...c.aggressiveDue],
    })),
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
