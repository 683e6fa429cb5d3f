import type { AtChampion, AtPlayer, AtState } from './state.js';

/**
 * A copy of the state for one apply, written out field by field as object
 * literals (V8 builds those much faster than spreads or `structuredClone`;
 * the types make a forgotten field a compile error). What the rules never
 * write to in place is shared with the previous state: effects in `queue`
 * and in pending Ambushes, the placed Turret and Fairy Circle (replaced
 * when they move), and what the rules replace instead of writing to (copy
 * on write): `cards` (instance → card id), the center deck, the banished
 * pile, the box, the Treasure bag, the supply, the Beacons, the Treasures on
 * the battlefield, the Portals taken, chosen or moved, the Forests placed, each Champion's Artifacts
 * and Treasure bonus, and each player's (and the Evil Player's) boosts, the
 * Treasures they hold and the Allegiances fired this turn.
 */
export function cloneState(s: AtState): AtState {
  const champions: Record<string, AtChampion> = {};
  for (const id in s.champions) {
    const c = s.champions[id]!;
    champions[id] = {
      id: c.id,
      def: c.def,
      owner: c.owner,
      at: c.at,
      damage: c.damage,
      exhausted: c.exhausted,
      artifacts: c.artifacts,
      treasure: c.treasure,
      // Always written, undefined on most pawns: one object shape for every pawn keeps the property reads monomorphic.
      card: c.card,
    };
  }
  const players: AtPlayer[] = [];
  for (const p of s.players)
    players.push({
      seat: p.seat,
      name: p.name,
      portal: p.portal,
      team: p.team,
      deck: p.deck.slice(),
      hand: p.hand.slice(),
      discard: p.discard.slice(),
      played: p.played.slice(),
      playedLog: p.playedLog.slice(),
      fired: p.fired,
      treasures: p.treasures,
      runes: p.runes,
      power: p.power,
      honor: p.honor,
      turns: p.turns,
      boost: p.boost,
    });
  return {
    game: s.game,
    mode: s.mode,
    map: s.map,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    round: s.round,
    order: s.order.slice(),
    active: s.active,
    doneThisTurn: s.doneThisTurn.slice(),
    players,
    cards: s.cards,
    nextId: s.nextId,
    centerDeck: s.centerDeck,
    row: s.row.slice(),
    banished: s.banished,
    box: s.box,
    supply: s.supply,
    champions,
    tokens: { turret: s.tokens.turret, fairy: s.tokens.fairy },
    beacons: s.beacons,
    selection: s.selection ? { deck: s.selection.deck.slice(), row: s.selection.row.slice(), picks: s.selection.picks } : null,
    treasureBag: s.treasureBag,
    treasureTokens: s.treasureTokens,
    portalsTaken: s.portalsTaken,
    chosenPortals: s.chosenPortals,
    portalMoves: s.portalMoves,
    forestsPlaced: s.forestsPlaced,
    queue: s.queue.slice(),
    pending: s.pending.map((p) => ({ ...p })),
    winner: s.winner ? s.winner.slice() : null,
    endReason: s.endReason,
    evil: s.evil
      ? {
          face: s.evil.face,
          honor: s.evil.honor,
          deck: s.evil.deck.slice(),
          discard: s.evil.discard.slice(),
          boost: s.evil.boost,
          tokens: { ...s.evil.tokens },
          overlord: s.evil.overlord
            ? {
                seat: s.evil.overlord.seat,
                name: s.evil.overlord.name,
                hand: s.evil.overlord.hand.slice(),
                played: s.evil.overlord.played.slice(),
                queue: s.evil.overlord.queue.slice(),
              }
            : null,
          played: s.evil.played.slice(),
          steps: s.evil.steps.slice(),
          // Replaced, never written to: shared.
          ...(s.evil.report ? { report: s.evil.report } : {}),
        }
      : null,
  };
}
