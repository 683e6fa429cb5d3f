import type { Json } from '../../../core/game.js';
import type { Essence, Zone } from '../content/schema.js';

/**
 * The parts of the engine's view (rules/view.ts) the renderer reads. Renders
 * are pure functions of this view plus the static content (card and champion
 * data), so a public render can only show what the public view holds.
 */
export interface ViewHex {
  q: number;
  r: number;
  zone: Zone | null;
  statue: string | null;
  trapSpace: boolean;
  deploy: number | null;
  /** A face-down trap token is here (its kind is never in a public view). */
  trap: boolean;
}

export interface ViewChampion {
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
}

export interface ViewPlayer {
  seat: number;
  name: string;
  team: number;
  champions: string[];
  essences: Record<Essence, boolean>;
  handCount: number;
  deckCount: number;
  discard: string[];
  /** Only in the owner's own view. */
  hand?: string[];
}

export interface SfbView {
  game: 'sfb';
  stage: 'setup' | 'play' | 'over';
  round: number;
  active: number | null;
  order: number[];
  winner: number | null;
  waitingOn: { seat: number; kind: string } | null;
  board: { radius: number; hexes: ViewHex[] };
  teams: { team: number; vp: number; side: number; seats: number[] }[];
  players: ViewPlayer[];
  champions: ViewChampion[];
  challenges: {
    track: { slot: number; vp: number; challenge: string | null; name: string | null }[];
    deckCount: number;
    discard: string[];
  };
  traps: { onBoard: number; reserve: number };
  pool: string[];
  brought: string[][];
  act: { champion: string; card: string | null; targets: string[]; reaction: { card: string; on: string } | null } | null;
  last: { path: { q: number; r: number }[]; targets: string[]; revealedHand: string[] | null };
}

/** Narrows the engine's JSON view, failing loudly on something that is not an SFB view. */
export function asSfbView(view: Json): SfbView {
  if (!view || typeof view !== 'object' || Array.isArray(view) || view.game !== 'sfb') {
    throw new TypeError('renderSfb: not a Super Fantasy Brawl view');
  }
  return view as unknown as SfbView;
}
