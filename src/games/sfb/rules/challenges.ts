import { shuffleInPlace } from '../../../core/rng.js';
import { CHALLENGE_BY_ID, CONTENT, ZONES, type Challenge } from '../content/index.js';
import { DEPLOY_SET, STATUE_AT, NEIGHBOURS, ZONE_OF, inEnemyHalf, dist } from './board.js';
import { ev, isBloodied, checkWin, controller, type Events } from './helpers.js';
import type { SfbState } from './state.js';

/** VP value of each track slot, left to right (0 = "cannot be scored"). */
export const trackValues = (s: SfbState): number[] => (s.players.length === 4 ? CONTENT.map.track4p : CONTENT.map.track2p);

/**
 * Whether `team` meets a challenge now. Teammates' champions count as one's own
 * (SFB-4P-11); champions on the portal are in no zone and do not count (SFB-AMB-30).
 */
export function challengeMet(s: SfbState, team: number, ch: Challenge): boolean {
  if (!conditionHolds(s, team, ch)) return false;
  return !ch.exclusive || !conditionHolds(s, 1 - team, ch);
}

function conditionHolds(s: SfbState, team: number, ch: Challenge): boolean {
  const all = Object.values(s.champs);
  const mine = all.filter((c) => c.team === team);
  const mineIn = mine.filter((c) => c.at !== null);
  const foes = all.filter((c) => c.team !== team);
  const foesIn = foes.filter((c) => c.at !== null);
  const mySide = s.teams[team]!.side;
  switch (ch.kind) {
    case 'controlZone':
      return controller(s, ch.zone!) === team;
    case 'controlZones':
      return ZONES.filter((z) => controller(s, z) === team).length >= ch.n;
    case 'oneInEachZone':
      return new Set(mineIn.map((c) => ZONE_OF.get(c.at!)).filter(Boolean)).size >= ch.n;
    case 'noneBloodied':
      return mineIn.length === mine.length && mine.every((c) => !isBloodied(c));
    case 'enemiesOnPortal':
      return foes.length - foesIn.length >= ch.n;
    case 'adjacentStatues': {
      const statues = new Set<string>();
      for (const c of mineIn) for (const k of NEIGHBOURS.get(c.at!)!) if (k && STATUE_AT.has(k)) statues.add(k);
      return statues.size >= ch.n;
    }
    case 'experienced':
      return mine.filter((c) => c.xp).length >= ch.n;
    case 'allInArenaOutOfDeploy':
      return mineIn.length === mine.length && mineIn.every((c) => !DEPLOY_SET[mySide]!.has(c.at!));
    case 'inEnemyDeploy':
      return mineIn.filter((c) => DEPLOY_SET[1 - mySide]!.has(c.at!)).length >= ch.n;
    case 'chain':
      return mineIn.length >= 2 && mineIn.every((c) => mineIn.some((o) => o !== c && dist(o.at!, c.at!) === 1));
    case 'enemiesBloodied':
      return foesIn.filter(isBloodied).length >= ch.n;
    case 'surround':
      return foesIn.some((f) => mineIn.filter((c) => dist(c.at!, f.at!) === 1).length >= ch.n);
    case 'loneWolf':
      return foesIn.length > 0 && mineIn.some((c) => foesIn.every((f) => dist(c.at!, f.at!) >= ch.n));
    case 'inEnemyHalf':
      return mineIn.filter((c) => inEnemyHalf(c.at!, mySide)).length >= ch.n;
    case 'behindOnVp':
      return s.teams[team]!.vp < s.teams[1 - team]!.vp;
  }
}

/** Scoring phase (SFB-ROUND-3..6): every active challenge met scores its slot's VP, then is discarded. */
export function scoreChallenges(s: SfbState, seat: number, events: Events): void {
  const team = s.players[seat]!.team;
  const values = trackValues(s);
  for (let i = 0; i < s.chal.track.length; i++) {
    const id = s.chal.track[i];
    if (!id || values[i] === 0) continue;
    const ch = CHALLENGE_BY_ID.get(id)!;
    if (!challengeMet(s, team, ch)) continue;
    s.teams[team]!.vp += values[i]!;
    s.chal.track[i] = null;
    s.chal.discard.push(id);
    ev(events, 'ev.challenge', { player: s.players[seat]!.name, challenge: ch.name.en, challengeFr: ch.name.fr, vp: values[i]! });
    if (checkWin(s, events)) return;
  }
}

/** End of round (SFB-CHAL-1..4, SFB-4P-10): shift right by 1 (2 with four players), draw into the unscorable slots. */
export function advanceTrack(s: SfbState, events: Events): void {
  const shift = s.players.length === 4 ? 2 : 1;
  const old = s.chal.track;
  const track: (string | null)[] = old.map(() => null);
  old.forEach((id, i) => {
    if (!id) return;
    if (i + shift < track.length) track[i + shift] = id;
    else s.chal.discard.push(id);
  });
  for (let i = shift - 1; i >= 0; i--) {
    if (s.chal.deck.length === 0) s.chal.deck = shuffleInPlace(s.rng, s.chal.discard.splice(0));
    track[i] = s.chal.deck.shift() ?? null;
  }
  s.chal.track = track;
  ev(events, 'ev.track');
}
