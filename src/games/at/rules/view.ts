import type { Json, Viewer } from '../../../core/game.js';
import { mapOf, sanctuaryController, statsOf } from './board.js';
import { currentSpec, sideHonor, sideName } from './flow.js';
import type { AtChampion, AtMode, AtState } from './state.js';

/**
 * What a seat (or the public) sees. Hidden information is absent, not
 * masked (GP-5, GP-6): another player's hand, every draw pile's order and the
 * center deck's order never appear, nor which Treasure lies face down on the
 * battlefield, in the bag or in another player's reserve (TR-17); discards, played cards, banished cards
 * and the board are public.
 */
export interface AtView {
  game: 'at';
  mode: AtMode;
  map: string;
  round: number;
  active: number;
  order: number[];
  winner: number[] | null;
  waitingOn: { seat: number; kind: string } | null;
  honorToWin: number;
  /** Each side (a team in 2 vs 2, a player otherwise), its seats, their names and its joint Honor (TM-14). */
  sides: { team: number; seats: number[]; names: string; honor: number }[];
  /** Solo and Co-op: the Evil Player's Honor, the Intrigue deck's size (its order is hidden), the public Intrigue discard and each Evil Champion's Objective token. */
  evil: {
    honor: number;
    deckCount: number;
    discard: string[];
    tokens: Record<string, number>;
    face: 'solo' | 'coop';
    /**
     * Overlord (§26): the seat playing the Evil Player, how many Intrigue cards it holds and has played this
     * turn; which cards it holds only in its own view (AMB-37).
     */
    overlord: { seat: number; name: string; handCount: number; played: string[]; hand?: string[] } | null;
  } | null;
  /** 2 vs 2: seats of the playing team that finished their part of the shared turn. */
  doneThisTurn: number[];
  row: (string | null)[];
  centerCount: number;
  banished: string[];
  supply: Record<string, number>;
  sanctuaries: { hex: string; controller: number | null }[];
  /** Inactive Portals taken so far: hex → seat. */
  portalsTaken: Record<string, number>;
  /** Co-op: the starting Portal each seat chose (CO-13). */
  chosenPortals: Record<number, string>;
  /** Portals moved by an effect: the map's hex → where the Portal stands now (TT-13). Absent from views recorded before it existed. */
  portalMoves?: Record<string, string>;
  /** Forests placed during play (TT-2). Absent from views recorded before it existed. */
  forestsPlaced?: string[];
  /** Champion Selection in progress: the revealed row and the Champion deck's size (its order is hidden). */
  selection: { row: string[]; deckCount: number } | null;
  /** Active Beacons: hex → controlling seat. */
  beacons: Record<string, number>;
  /** Hexes holding a face-down Treasure token (never which one, SU-9). */
  treasureHexes: string[];
  /** Treasure tokens left in the bag. */
  bagCount: number;
  players: {
    seat: number;
    name: string;
    portal: number;
    team: number;
    honor: number;
    runes: number;
    power: number;
    handCount: number;
    deckCount: number;
    discard: string[];
    played: string[];
    /** Only in this seat's own view: card instance ids and card ids. */
    hand?: { id: string; card: string }[];
    /** Treasure tokens held face down. */
    treasureCount: number;
    /** Only in this seat's own view: which Treasures (TR-5, TR-17). */
    treasures?: string[];
  }[];
  /** Each pawn as the state holds it, with its current stats. */
  champions: (AtChampion & { strength: number; defense: number; speed: number })[];
}

export function viewOf(s: AtState, viewer: Viewer): AtView & Json {
  const spec = currentSpec(s);
  const view: AtView = {
    game: 'at',
    mode: s.mode,
    map: s.map,
    round: s.round,
    active: s.active,
    order: [...s.order],
    winner: s.winner ? [...s.winner] : null,
    waitingOn: spec ? { seat: spec.seat, kind: spec.kind } : null,
    honorToWin: mapOf(s).honorToWin,
    sides: [...new Set(s.order.map((q) => s.players[q]!.team))].map((team) => {
      const seats = s.order.filter((q) => s.players[q]!.team === team);
      return { team, seats, names: sideName(s, seats[0]!), honor: sideHonor(s, team) };
    }),
    doneThisTurn: [...s.doneThisTurn],
    evil: s.evil
      ? {
          honor: s.evil.honor,
          deckCount: s.evil.deck.length,
          discard: [...s.evil.discard],
          tokens: { ...s.evil.tokens },
          face: s.evil.face,
          overlord: s.evil.overlord
            ? {
                seat: s.evil.overlord.seat,
                name: s.evil.overlord.name,
                handCount: s.evil.overlord.hand.length,
                played: [...s.evil.overlord.played],
                ...(viewer === s.evil.overlord.seat ? { hand: [...s.evil.overlord.hand] } : {}),
              }
            : null,
        }
      : null,
    row: [...s.row],
    centerCount: s.centerDeck.length,
    banished: [...s.banished],
    supply: { ...s.supply },
    sanctuaries: mapOf(s).sanctuaries.map((hex) => ({ hex, controller: sanctuaryController(s, hex) })),
    portalsTaken: { ...s.portalsTaken },
    chosenPortals: { ...s.chosenPortals },
    portalMoves: { ...s.portalMoves },
    forestsPlaced: [...s.forestsPlaced],
    selection: s.selection ? { row: [...s.selection.row], deckCount: s.selection.deck.length } : null,
    beacons: { ...s.beacons },
    treasureHexes: Object.keys(s.treasureTokens).sort(),
    bagCount: s.treasureBag.length,
    players: s.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      portal: p.portal,
      team: p.team,
      honor: p.honor,
      runes: p.runes,
      power: p.power,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      discard: p.discard.map((c) => s.cards[c]!),
      played: p.played.map((c) => s.cards[c]!),
      treasureCount: p.treasures.length,
      ...(viewer === p.seat ? { hand: p.hand.map((id) => ({ id, card: s.cards[id]! })), treasures: [...p.treasures].sort() } : {}),
    })),
    champions: Object.values(s.champions)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((c) => {
        const st = statsOf(s, c);
        return {
          id: c.id,
          def: c.def,
          owner: c.owner,
          at: c.at,
          damage: c.damage,
          exhausted: c.exhausted,
          artifacts: c.artifacts.map((a) => s.cards[a]!),
          treasure: { ...c.treasure },
          strength: st.strength,
          defense: st.defense,
          speed: st.speed,
        };
      }),
  };
  return view as AtView & Json;
}
