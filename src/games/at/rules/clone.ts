import type { AtState } from './state.js';

/**
 * A deep copy of the state, written out field by field: about twice as fast
 * as `structuredClone` on this shape. Effects in `queue` and in pending
 * Ambushes are never mutated, so they are shared.
 */
export function cloneState(s: AtState): AtState {
  const champions: AtState['champions'] = {};
  for (const [id, c] of Object.entries(s.champions)) champions[id] = { ...c, artifacts: [...c.artifacts] };
  return {
    ...s,
    rng: { ...s.rng },
    order: [...s.order],
    players: s.players.map((p) => ({
      ...p,
      deck: [...p.deck],
      hand: [...p.hand],
      discard: [...p.discard],
      played: [...p.played],
      playedLog: [...p.playedLog],
      fired: [...p.fired],
      boost: { ...p.boost },
    })),
    cards: { ...s.cards },
    centerDeck: [...s.centerDeck],
    row: [...s.row],
    banished: [...s.banished],
    box: [...s.box],
    supply: { ...s.supply },
    champions,
    portalsTaken: { ...s.portalsTaken },
    queue: [...s.queue],
    pending: s.pending.map((p) => ({ ...p })),
    winner: s.winner ? [...s.winner] : null,
  };
}
