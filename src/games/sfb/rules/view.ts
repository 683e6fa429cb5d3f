import type { Json, Viewer } from '../../../core/game.js';
import { CONTENT, CHALLENGE_BY_ID } from '../content/index.js';
import { BOARD_HEXES, STATUE_AT, TRAP_SPACE_SET, ZONE_OF, DEPLOY_SET, hexOf } from './board.js';
import { hexKey } from '../../../core/hex.js';
import { side, isBloodied, champName, defenseOf, activeSeat } from './helpers.js';
import { trackValues } from './challenges.js';
import { currentSpec } from './flow.js';
import type { SfbState } from './state.js';

const hexJson = (k: string) => {
  const h = hexOf(k);
  return { q: h.q, r: h.r };
};

/**
 * The view given to renderers and players (documented in docs/scenarios.md's
 * companion section of the engine README):
 * - board.hexes: every arena hex {q, r, zone, statue, trapSpace, deploy, trap}
 *   where `trap` only says a face-down token is there (never its type);
 * - champions: position (null = on the portal), damage, side, markers;
 * - players: essences, counts, open discard; `hand` only in the owner's view;
 * - challenges: the track with slot values; last: move path and attack targets.
 */
export function viewOf(s: SfbState, viewer: Viewer): Json {
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
          deploy: DEPLOY_SET[0]!.has(k) ? 0 : DEPLOY_SET[1]!.has(k) ? 1 : null,
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
      track: s.chal.track.map((id, i) => ({ slot: i, vp: trackValues(s)[i]!, challenge: id, name: id ? CHALLENGE_BY_ID.get(id)!.name.en : null })),
      deckCount: s.chal.deck.length,
      discard: [...s.chal.discard],
    },
    traps: { onBoard: Object.keys(s.traps.board).length, reserve: s.traps.pool.length },
    pool: s.pool,
    brought: s.brought,
    act: s.act ? { champion: s.act.champ, card: s.act.card, targets: s.act.targets, reaction: s.act.reaction ? { card: s.act.reaction.card, on: s.act.reaction.on } : null } : null,
    last: { path: s.last.path.map(hexJson), targets: s.last.targets, revealedHand: s.last.revealed },
  };
}
