import type { SfbState } from './state.js';

/**
 * One deep copy per apply, written out by hand (much faster than
 * structuredClone). Steps and custom cards are immutable once created, so
 * they are shared between copies.
 */
export function cloneState(s: SfbState): SfbState {
  const champs: SfbState['champs'] = {};
  for (const id in s.champs) champs[id] = { ...s.champs[id]! };
  return {
    v: s.v,
    options: s.options,
    rng: { ...s.rng },
    stage: s.stage,
    order: [...s.order],
    turn: s.turn,
    round: s.round,
    players: s.players.map((p) => ({
      ...p,
      champs: [...p.champs],
      hand: [...p.hand],
      deck: [...p.deck],
      discard: [...p.discard],
      ess: { ...p.ess },
    })),
    teams: s.teams.map((t) => ({ ...t, seats: [...t.seats] })),
    champs,
    pool: [...s.pool],
    brought: s.brought.map((b) => [...b]),
    traps: { pool: [...s.traps.pool], board: { ...s.traps.board } },
    chal: { deck: [...s.chal.deck], discard: [...s.chal.discard], track: [...s.chal.track] },
    std: [...s.std],
    stack: [...s.stack],
    act: s.act
      ? {
          ...s.act,
          targets: [...s.act.targets],
          vals: { ...s.act.vals },
          reaction: s.act.reaction ? { ...s.act.reaction } : null,
          xp: [...s.act.xp],
          kod: [...s.act.kod],
        }
      : null,
    last: { path: [...s.last.path], targets: [...s.last.targets], revealed: s.last.revealed ? [...s.last.revealed] : null },
    winner: s.winner,
    custom: s.custom,
    ...(s.undo ? { undo: s.undo } : {}),
  };
}
