import type { HexKey } from '../../../core/hex.js';
import { shuffleInPlace, randomInt } from '../../../core/rng.js';
import type { GameEvent } from '../../../core/game.js';
import { t, type Text, type TextVars } from '../../../core/text.js';
import { CARD_BY_ID, CHAMPION_BY_ID, TRAP_BY_ID, type Card, type Cond, type Side, type Zone } from '../content/index.js';
import { ON_BOARD, STATUE_AT, TRAP_SPACES, ZONE_OF, NEIGHBOURS, hexOf, dist } from './board.js';
import type { ChampState, SfbState, Step } from './state.js';

export type Events = GameEvent[];

export const ev = (events: Events, key: string, vars?: TextVars, visibleTo?: number[]): void => {
  events.push(visibleTo ? { text: t(`sfb.${key}`, vars), visibleTo } : { text: t(`sfb.${key}`, vars) });
};

export function cardOf(s: SfbState, id: string): Card {
  const c = s.custom?.[id] ?? CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/**
 * A champion in a match is keyed by its content id; when both teams field the
 * same champion (the rulebook allows it, never twice in one team), each copy
 * is keyed `<content id>-<team number>` and named with that number.
 */
export const championBase = (id: string): string => id.split('-')[0]!;
export const copyId = (base: string, team: number): string => `${base}-${team + 1}`;
export const champName = (id: string): string => {
  const name = CHAMPION_BY_ID.get(championBase(id))?.name ?? id;
  const copy = id.split('-')[1];
  return copy ? `${name} ${copy}` : name;
};
/** The champion of `team` whose card this is (each team holds at most one copy of a champion). */
export function cardChampion(s: SfbState, team: number, card: Card): ChampState | undefined {
  return Object.values(s.champs).find((c) => c.team === team && championBase(c.id) === card.champion);
}
/** Whether the team already fields this champion (by content id). */
export const teamFields = (s: SfbState, team: number, base: string): boolean =>
  Object.values(s.champs).some((c) => c.team === team && championBase(c.id) === base);
export const cardName = (s: SfbState, id: string): string => cardOf(s, id).name.en;
/** Card name variables for texts: `card` for English templates, `cardFr` for French ones. */
export const cardVars = (s: SfbState, id: string): { card: string; cardFr: string } => {
  const c = cardOf(s, id);
  return { card: c.name.en, cardFr: c.name.fr };
};
/** Several card names: `cards` / `cardsFr`. */
export const cardListVars = (s: SfbState, ids: string[]): { cards: string; cardsFr: string } => ({
  cards: ids.map((id) => cardOf(s, id).name.en).join(', ') || '—',
  cardsFr: ids.map((id) => cardOf(s, id).name.fr).join(', ') || '—',
});
/** A card as a choice label: the catalog key for content cards, the literal name for inline scenario cards. */
export const cardLabel = (s: SfbState, id: string): Text => (s.custom?.[id] ? cardOf(s, id).name.en : t(`sfb.card.${id}`));

export function side(c: ChampState): Side {
  const def = CHAMPION_BY_ID.get(championBase(c.id));
  if (!def) throw new Error(`unknown champion ${c.id}`);
  return c.xp ? def.experienced : def.base;
}

export const hpLeft = (c: ChampState): number => side(c).hp - c.dmg;
/** Mal en point: remaining HP ≤ floor(HP / 2) (SFB-KW-BLOODIED-1). */
export const isBloodied = (c: ChampState): boolean => c.at !== null && hpLeft(c) <= Math.floor(side(c).hp / 2);

export const goalVp = (s: SfbState): number => (s.players.length === 4 ? 7 : 5);
export const activeSeat = (s: SfbState): number => s.order[s.turn]!;

/** The champion standing on a hex, if any. */
export function champAt(s: SfbState, k: HexKey): ChampState | undefined {
  for (const id in s.champs) {
    const c = s.champs[id]!;
    if (c.at === k) return c;
  }
  return undefined;
}

/** Occupancy of the arena: hex → champion id (rebuilt on demand; a dozen champions at most). */
export function occupancy(s: SfbState): Map<HexKey, ChampState> {
  const m = new Map<HexKey, ChampState>();
  for (const id in s.champs) {
    const c = s.champs[id]!;
    if (c.at !== null) m.set(c.at, c);
  }
  return m;
}

export const isFree = (occ: Map<HexKey, ChampState>, k: HexKey): boolean => ON_BOARD.has(k) && !STATUE_AT.has(k) && !occ.has(k);

/** Who controls a zone: the team with more champions in it, or null (SFB-KW-CONTROL-1/2). */
export function controller(s: SfbState, zone: Zone): number | null {
  const n = [0, 0];
  for (const id in s.champs) {
    const c = s.champs[id]!;
    if (c.at !== null && ZONE_OF.get(c.at) === zone) n[c.team]!++;
  }
  return n[0]! > n[1]! ? 0 : n[1]! > n[0]! ? 1 : null;
}

export function condHolds(s: SfbState, cond: Cond | undefined, self: ChampState, target: ChampState | null): boolean {
  if (!cond) return true;
  if ('bloodied' in cond) {
    const who = cond.bloodied === 'self' ? self : target;
    return !!who && isBloodied(who);
  }
  if ('controls' in cond) return controller(s, cond.controls) === self.team;
  return self.at !== null && ZONE_OF.get(self.at) === cond.inZone;
}

export function abilityBonus(s: SfbState, c: ChampState, kind: 'strength' | 'defense'): number {
  let n = 0;
  for (const a of side(c).abilities) if (a.kind === kind && condHolds(s, a.if, c, null)) n += a.n;
  return n;
}

export function defenseOf(s: SfbState, c: ChampState): number {
  let d = side(c).defense + abilityBonus(s, c, 'defense');
  const r = s.act?.reaction;
  if (r && r.on === c.id) d += cardOf(s, r.card).defense ?? 0;
  return Math.max(0, d);
}

/** Draws n cards into a seat's hand, reshuffling the discard when the deck runs out (SFB-BASIC-19). */
export function drawInto(s: SfbState, seat: number, n: number, events: Events): number {
  const p = s.players[seat]!;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = shuffleInPlace(s.rng, p.discard.splice(0));
      ev(events, 'ev.reshuffle', { player: p.name });
    }
    p.hand.push(p.deck.shift()!);
    drawn++;
  }
  return drawn;
}

/** Awards VP and records the knock-out; returns true if the champion was knocked out. */
export function dealDamage(s: SfbState, id: string, n: number, credit: string | null, events: Events): boolean {
  const c = s.champs[id]!;
  if (c.at === null || n <= 0) return false;
  c.dmg += n;
  if (c.dmg < side(c).hp) return false;
  knockOut(s, c, credit, events);
  return true;
}

export function knockOut(s: SfbState, c: ChampState, credit: string | null, events: Events): void {
  c.at = null;
  c.dmg = 0;
  c.xp = false;
  c.rooted = false;
  const other = 1 - c.team;
  s.teams[other]!.vp += 1;
  ev(events, 'ev.ko', { champ: champName(c.id), vp: s.teams[other]!.vp, team: other + 1 });
  if (s.act) {
    s.act.kod.push(c.id);
    if (credit && s.champs[credit] && s.champs[credit]!.team !== c.team && !s.act.xp.includes(credit)) s.act.xp.push(credit);
  }
}

export function heal(s: SfbState, id: string, n: number, events: Events): void {
  const c = s.champs[id]!;
  if (c.at === null || n <= 0) return;
  const h = Math.min(n, c.dmg);
  c.dmg -= h;
  if (h > 0) ev(events, 'ev.heal', { champ: champName(id), n: h });
}

/** Decides the winner when a team reached the goal (SFB-WIN-1, simultaneous: SFB-WIN-3). */
export function checkWin(s: SfbState, events: Events): boolean {
  if (s.stage === 'over') return true;
  const goal = goalVp(s);
  const reached = s.teams.map((t) => t.vp >= goal);
  if (!reached[0] && !reached[1]) return false;
  const activeTeam = s.players[activeSeat(s)]!.team;
  s.winner = reached[0] && reached[1] ? 1 - activeTeam : reached[0] ? 0 : 1;
  s.stage = 'over';
  s.stack = [];
  s.act = null;
  ev(events, 'ev.win', { team: s.winner + 1, players: s.teams[s.winner]!.seats.map((x) => s.players[x]!.name).join(' & ') });
  return true;
}

/**
 * A champion entered a trap hex (SFB-TRAP-2/3): reveal, apply, and queue the
 * replacement. `credit` is the effect's source when a card effect moved it there.
 */
export function enterHex(s: SfbState, c: ChampState, k: HexKey, credit: string | null, events: Events): void {
  c.at = k;
  const trapId = s.traps.board[k];
  if (!trapId) return;
  delete s.traps.board[k];
  const trap = TRAP_BY_ID.get(trapId)!;
  const seat = c.seat;
  // Replacement is queued first so that the trap's own follow-up (stun) resolves before it.
  s.stack.push({ op: 'trapPlace', seat, exclude: k, spent: trapId });
  if (trap.kind === 'damage') {
    ev(events, 'ev.trapDmg', { champ: champName(c.id), n: trap.n });
    dealDamage(s, c.id, trap.n, credit, events);
  } else if (trap.kind === 'root') {
    ev(events, 'ev.trapRoot', { champ: champName(c.id) });
    c.rooted = true;
  } else {
    ev(events, 'ev.trapStun', { champ: champName(c.id) });
    s.stack.push({ op: 'stun', champ: c.id });
  }
}

/** Hexes where a replacement trap may go (SFB-TRAP-6/8, SFB-AMB-31). */
export function trapSpots(s: SfbState, exclude: HexKey): HexKey[] {
  const occ = occupancy(s);
  const spaces = new Set<HexKey>([...TRAP_SPACES, ...Object.keys(s.traps.board)]);
  const empty = [...spaces].filter((k) => k !== exclude && !occ.has(k) && !s.traps.board[k]);
  if (empty.length > 0) return empty.sort();
  const adj = new Set<HexKey>();
  for (const k of spaces)
    // Stryker disable next-line ArrayDeclaration: trap spaces and tokens are arena hexes, which all have a NEIGHBOURS entry
    for (const n of NEIGHBOURS.get(k) ?? []) if (n && n !== exclude && !occ.has(n) && !STATUE_AT.has(n) && !s.traps.board[n]) adj.add(n);
  return [...adj].sort();
}

export function placeTrapToken(s: SfbState, k: HexKey): void {
  const i = randomInt(s.rng, s.traps.pool.length);
  s.traps.board[k] = s.traps.pool.splice(i, 1)[0]!;
}

export function pushSteps(s: SfbState, steps: Step[]): void {
  for (let i = steps.length - 1; i >= 0; i--) s.stack.push(steps[i]!);
}

export { hexOf, dist };
