import type { Json, Viewer } from '../../../core/game.js';
import { CONTENT, CHALLENGE_BY_ID } from '../content/index.js';
import type { Zone } from '../content/schema.js';
import { BOARD_HEXES, STATUE_AT, TRAP_SPACE_SET, ZONE_OF, DEPLOY_SET, hexOf } from './board.js';
import { hexKey } from '../../../core/hex.js';
import { side, isBloodied, champName, defenseOf, activeSeat } from './helpers.js';
import { trackValues } from './challenges.js';
import { currentSpec } from './flow/index.js';
import type { SfbState } from './state.js';

const hexJson = (k: string) => {
  const h = hexOf(k);
  return { q: h.q, r: h.r };
};

/**
 * The JSON a seat (or the public) sees; renderers and the Discord layer read
 * only this. Hidden information is absent, not masked: another player's hand,
 * every deck order, the type of face-down traps and the mulligan/plan choices
 * in progress never appear.
 */
export interface SfbView {
  game: 'sfb';
  stage: 'setup' | 'play' | 'over';
  round: number;
  /** Seat whose turn it is (null during setup). */
  active: number | null;
  /** Seats in turn order; order[0] is the first player. */
  order: number[];
  /** Winning team, or null. */
  winner: number | null;
  /** Who owes a decision now, and its kind (the prompt's `kind`). */
  waitingOn: { seat: number; kind: string } | null;
  board: {
    radius: number;
    /** Every arena hex, axial coordinates (q, r); `trap` = a face-down token lies here (type never shown). */
    hexes: { q: number; r: number; zone: Zone | null; statue: string | null; trapSpace: boolean; deploy: 0 | 1 | null; trap: boolean }[];
  };
  /** Team VP and deployment side (0 north, 1 south, -1 before the choice). */
  teams: { team: number; vp: number; side: number; seats: number[] }[];
  players: {
    seat: number;
    name: string;
    team: number;
    champions: string[];
    /** Ready (true) or spent essences. */
    essences: { M: boolean; C: boolean; D: boolean };
    handCount: number;
    deckCount: number;
    /** Open information (card ids, oldest first). */
    discard: string[];
    /** Only in this seat's own view. */
    hand?: string[];
  }[];
  /** `at` null = on the team's portal. `defense` includes current modifiers. */
  champions: {
    id: string;
    name: string;
    seat: number;
    team: number;
    at: { q: number; r: number } | null;
    onPortal: boolean;
    damage: number;
    hp: number;
    defense: number;
    experienced: boolean;
    rooted: boolean;
    bloodied: boolean;
  }[];
  /** Track slots left to right; vp 0 = "cannot be scored". */
  challenges: {
    track: { slot: number; vp: number; challenge: string | null; name: string | null }[];
    deckCount: number;
    discard: string[];
  };
  traps: { onBoard: number; reserve: number };
  /** Friendly-draft pool and champions brought for a competitive draft (open). */
  pool: string[];
  brought: string[][];
  /** The action being resolved (card id null for a standard action). */
  act: { champion: string; card: string | null; targets: string[]; reaction: { card: string; on: string } | null } | null;
  /** For highlighting: the last movement path, the last attack/skill targets, a hand shown by a stun. */
  last: { path: { q: number; r: number }[]; targets: string[]; revealedHand: string[] | null };
}

export function viewOf(s: SfbState, viewer: Viewer): Json {
  return buildView(s, viewer) as unknown as Json;
}

export function buildView(s: SfbState, viewer: Viewer): SfbView {
  const spec = currentSpec(s);
  return {
    game: 'sfb',
    stage: s.stage,
    round: s.round,
    active: s.stage === 'play' ? activeSeat(s) : null,
    order: s.order,
    winner: s.winner,
    waitingOn: spec ? { seat: spec.seat, kind: spec.kind } : null,
    board: {
      radius: CONTENT.map.radius,
      hexes: BOARD_HEXES.map((h) => {
        const k = hexKey(h);
        const statue = STATUE_AT.get(k);
        return {
          q: h.q,
          r: h.r,
          zone: ZONE_OF.get(k) ?? null,
          statue: statue ? statue.name : null,
          trapSpace: TRAP_SPACE_SET.has(k),
          deploy: DEPLOY_SET[0]!.has(k) ? (0 as const) : DEPLOY_SET[1]!.has(k) ? (1 as const) : null,
          trap: !!s.traps.board[k],
        };
      }),
    },
    teams: s.teams.map((t, i) => ({ team: i, vp: t.vp, side: t.side, seats: t.seats })),
    players: s.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      team: p.team,
      champions: p.champs,
      essences: { ...p.ess },
      handCount: p.hand.length,
      deckCount: p.deck.length,
      discard: [...p.discard],
      ...(viewer === p.seat ? { hand: [...p.hand] } : {}),
    })),
    champions: Object.values(s.champs).map((c) => ({
      id: c.id,
      name: champName(c.id),
      seat: c.seat,
      team: c.team,
      at: c.at ? hexJson(c.at) : null,
      onPortal: c.at === null,
      damage: c.dmg,
      hp: side(c).hp,
      defense: c.at ? defenseOf(s, c) : side(c).defense,
      experienced: c.xp,
      rooted: c.rooted,
      bloodied: isBloodied(c),
    })),
    challenges: {
      track: s.chal.track.map((id, i) => ({
        slot: i,
        vp: trackValues(s)[i]!,
        challenge: id,
        name: id ? CHALLENGE_BY_ID.get(id)!.name.en : null,
      })),
      deckCount: s.chal.deck.length,
      discard: [...s.chal.discard],
    },
    traps: { onBoard: Object.keys(s.traps.board).length, reserve: s.traps.pool.length },
    pool: s.pool,
    brought: s.stack.some((st) => st.op === 'bring' && !st.open) ? s.brought.map((b, seat) => (seat === viewer ? [...b] : [])) : s.brought,
    act: s.act
      ? {
          champion: s.act.champ,
          card: s.act.card,
          targets: s.act.targets,
          reaction: s.act.reaction ? { card: s.act.reaction.card, on: s.act.reaction.on } : null,
        }
      : null,
    last: { path: s.last.path.map(hexJson), targets: s.last.targets, revealedHand: s.last.revealed },
  };
}
