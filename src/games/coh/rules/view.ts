import type { Json, Viewer } from '../../../core/game.js';
import type { Layout } from './board.js';
import { CONTENT } from '../content/index.js';
import { currentSpec } from './flow.js';
import type { CohChar, CohCorrupted, CohNpc, CohState } from './state.js';

/** A character as a seat sees it: the state's fields less the hand (the owner's only) and the bookkeeping. */
export interface CohCharView extends Pick<
  CohChar,
  | 'seat'
  | 'name'
  | 'at'
  | 'health'
  | 'spirit'
  | 'energy'
  | 'res'
  | 'stance'
  | 'board'
  | 'advanced'
  | 'levels'
  | 'items'
  | 'turnCard'
  | 'nextAttack'
  | 'moveBonus'
  | 'unlocked'
  | 'passive'
> {
  character: string;
  /** Only in the owner's view (§7.15: the hand is hidden). */
  hand?: string[];
  handCount: number;
  turnCardUsed: boolean;
}

export interface CohView {
  mode: 'versus' | 'intro';
  cap: number;
  day: number;
  round: 'dawn' | 'dusk';
  order: number[];
  active: number | null;
  layout: Layout;
  /** Cards on spaces; a face-down card shows only its back (id null): a World's Event back, or a Dusk card's back (`dusk`, S08). */
  spaces: Record<string, { kind: 'card' | 'event' | 'dusk'; id: string | null; faceUp: boolean; dmg: number }>;
  /** Cards left in each deck (their order is hidden). */
  decks: Record<string, number>;
  dusk: number;
  shifts: number;
  discard: string[];
  itemStock: Record<string, number>;
  chars: CohCharView[];
  activations: number;
  waitingOn: { seat: number; kind: string } | null;
  winner: number | null;
  endReason: 'energy' | 'days' | 'scenario' | null;
  /** Quests kept (§32.6): the card, the seats working on it, the part in progress (3: complete) and its count so far. */
  quests: { id: string; seats: number[]; part: number; count: number }[];
  /** The Corrupted in play (§28): everything on their cards and gauges is public. */
  corrupted: Omit<CohCorrupted, 'temporary'>[];
  /** The scenario: Doom, phase, scenario tokens on spaces, result (S17's face-down Doom tokens show only their count). */
  scenario: {
    id: string;
    doom: number;
    phase: number;
    /** Face-up scenario tokens: number → space. */
    tokens: Record<string, string>;
    /** Spaces holding a face-down token (its number hidden, S12). */
    faceDownTokens: string[];
    count: number;
    /** S01: points by seat, and the viewer's own secret target (a seat, or -1; null for the public and the other seats' targets). */
    points: number[];
    myTarget: number | null;
    /** Monsters kept in each seat's Inventory (S06, S11); World tiles removed (S04); Resilience tokens on Bosses by space (S06). */
    inventory: string[][];
    removed: string[];
    bossTokens: Record<string, number>;
    /** Scenario tokens held as Items (S10): number → seat. */
    holds: Record<string, number>;
    hidden: number;
    result: 'won' | 'lost' | null;
    winners: number[];
    /** S14: Doom tokens by team. */
    teamDoom: number[];
    /** S09: Persephone's board while she is a non-player character (public, as a player board is), and the terror tokens' spaces. */
    npc: CohNpc | null;
    terror: string[];
    /** S18: the automated Leaf — his space, MOMENTUM, the cards left in his face-down pile (their order hidden), those revealed, the half in use. */
    leaf: { at: string; momentum: number; pile: number; spent: string[]; side: 'hand' | 'board' } | null;
  } | null;
}

/** Dusk cards have their own back: a face-down one shows as `dusk`, a World's face-down Event as `event`. */
const DUSK_IDS = new Set(CONTENT.dusk.map((c) => c.id));

/** What a seat (or the public) sees: another seat's hand, every deck's order, face-down Events and the random state are absent. */
export function viewOf(s: CohState, viewer: Viewer): Json {
  const spec = currentSpec(s);
  const spaces: CohView['spaces'] = {};
  for (const [sp, c] of Object.entries(s.spaces))
    spaces[sp] = c.faceUp
      ? { kind: 'card', id: c.id, faceUp: true, dmg: c.dmg }
      : { kind: DUSK_IDS.has(c.id) ? 'dusk' : 'event', id: null, faceUp: false, dmg: 0 };
  const view: CohView = {
    mode: s.mode,
    cap: s.cap,
    day: s.day,
    round: s.round,
    order: [...s.order],
    active: s.step === 'over' || s.step === 'corrupted' ? null : s.order[s.turn]!,
    layout: JSON.parse(JSON.stringify(s.layout)) as Layout,
    spaces,
    decks: Object.fromEntries(Object.entries(s.worldDecks).map(([w, d]) => [w, d.length])),
    dusk: s.dusk.length,
    shifts: s.shifts.length,
    discard: [...s.discard],
    itemStock: { ...s.itemStock },
    chars: s.chars.map((c) => ({
      seat: c.seat,
      name: c.name,
      character: c.character,
      at: c.at,
      health: c.health,
      spirit: c.spirit,
      energy: { ...c.energy },
      res: { ...c.res },
      stance: c.stance,
      ...(viewer === c.seat ? { hand: [...c.hand] } : {}),
      handCount: c.hand.length,
      board: [...c.board],
      advanced: [...c.advanced],
      levels: [...c.levels],
      items: c.items.map((i) => ({ ...i })),
      turnCard: c.turnCard,
      turnCardUsed: c.turnCardDay === s.day,
      nextAttack: c.nextAttack,
      moveBonus: c.moveBonus,
      unlocked: [...c.unlocked],
      passive: c.passive,
    })),
    activations: s.ts.activations,
    waitingOn: spec ? { seat: spec.seat, kind: spec.kind } : null,
    winner: s.winner,
    endReason: s.endReason,
    quests: s.quests.map((q) => ({ id: q.id, seats: [...q.seats], part: q.part, count: q.count })),
    corrupted: s.corrupted.map((c) => ({
      uid: c.uid,
      id: c.id,
      at: c.at,
      health: c.health,
      start: c.start,
      resilience: c.resilience,
      team: c.team,
      tag: c.tag,
    })),
    scenario: s.scn
      ? {
          id: s.scn.id,
          doom: s.scn.doom,
          phase: s.scn.phase,
          tokens: Object.fromEntries(Object.entries(s.scn.tokens).filter(([n]) => !s.scn!.hidden.includes(n))),
          faceDownTokens: s.scn.hidden.map((n) => s.scn!.tokens[n]!).sort(),
          count: s.scn.count,
          points: [...s.scn.points],
          // Stryker disable next-line ConditionalExpression: the public viewer reads targets['public'], undefined, hence null as well
          myTarget: typeof viewer === 'number' ? (s.scn.targets[viewer] ?? null) : null,
          inventory: s.scn.inventory.map((x) => [...x]),
          removed: [...s.scn.removed],
          bossTokens: Object.fromEntries(
            Object.entries(s.spaces)
              .filter(([, c]) => (s.scn!.bossTokens[c.uid] ?? 0) > 0)
              .map(([sp, c]) => [sp, s.scn!.bossTokens[c.uid]!]),
          ),
          holds: { ...s.scn.holds },
          hidden: s.scn.pool.length,
          result: s.scn.result,
          winners: [...s.scn.winners],
          teamDoom: [...s.scn.teamDoom],
          npc: s.scn.npc ? { ...s.scn.npc, energy: { ...s.scn.npc.energy } } : null,
          terror: [...s.scn.terror],
          leaf: s.scn.leaf
            ? {
                at: s.scn.leaf.at,
                momentum: s.scn.leaf.momentum,
                pile: s.scn.leaf.pile.length,
                spent: [...s.scn.leaf.spent],
                side: s.scn.leaf.side,
              }
            : null,
        }
      : null,
  };
  return view as unknown as Json;
}
