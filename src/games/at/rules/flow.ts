import type { GameEvent } from '../../../core/game.js';
import type { Decision, DecisionOption } from '../../../core/decisions.js';
import { t, type Text } from '../../../core/text.js';
import { drawCards } from '../../../core/deck.js';
import { shuffleInPlace } from '../../../core/rng.js';
import { CONTENT, cardDef, evilDef, isChampionDef, treasureDef } from '../content/index.js';
import type { CardDef, Effect } from '../content/schema.js';
import {
  activationCost,
  allied,
  attackTargets,
  boardHexes,
  cardHolder,
  freePortals,
  inAttackRange,
  mapOf,
  moveReach,
  moveTargets,
  movablePortals,
  occupant,
  pawnsOfCard,
  portalCard,
  sharedTurn,
  sanctuaryController,
  sideSeats,
  standardHexes,
  statsOf,
  teamOf,
  turnSeats,
  turretTargets,
} from './board.js';
import { geoOf, keyDist } from './geo.js';
import { CULTIST, EVIL, noTreasure, selectionPicks, type AtChampion, type AtState, type Pending } from './state.js';
import {
  automatonStep,
  buildEvilSquad,
  evilCultist,
  evilEquip,
  evilFatalEffects,
  evilTurn,
  overlordStep,
  overlordTurn,
  playIntrigue,
  type ChampionMoves,
} from './evil.js';

export type Events = GameEvent[];

export type Opt = DecisionOption<AtState>;

export type Spec = Decision<AtState>;

/** Variables naming a card in both languages (`{card}` in English templates, `{cardFr}` in French). */
export const cardVars = (id: string, key = 'card') => {
  const d = cardDef(id);
  return { [key]: d.name.en, [`${key}Fr`]: d.name.fr };
};

export function champName(s: AtState, c: AtChampion): { champ: string; champFr: string } {
  if (c.def === CULTIST) return { champ: 'Cultist', champFr: 'Cultiste' };
  if (c.owner === EVIL) {
    const e = evilDef(c.def);
    return { champ: e.name.en, champFr: e.name.fr };
  }
  const d = cardDef(c.def);
  // The two pawns of one card are told apart by number (FQ-15: an effect on one pawn names which).
  if (isChampionDef(d) && d.pawns === 2) {
    const n = c.card === undefined ? 1 : 2;
    return { champ: `${d.name.en} (${n})`, champFr: `${d.name.fr} (${n})` };
  }
  return { champ: d.name.en, champFr: d.name.fr };
}

/** A memo key naming a pawn's look: its card, and which pawn of a two-pawn card it is. */
const pawnKey = (c: AtChampion) => `${c.owner === EVIL ? '!' : ''}${c.def}${c.card === undefined ? '' : '#2'}`;

const pname = (s: AtState, seat: number) => s.players[seat]!.name;

function newInstance(s: AtState, cardId: string): string {
  const id = `c${s.nextId++}`;
  // `cards` is shared between a state and its successors (rules/clone.ts): replaced, never written in place.
  s.cards = { ...s.cards, [id]: cardId };
  return id;
}

function draw(s: AtState, seat: number, n: number, ev: Events): void {
  const p = s.players[seat]!;
  const got = drawCards(s.rng, { draw: p.deck, discard: p.discard }, n);
  p.hand.push(...got);
  if (got.length > 0) {
    ev.push({ text: t('at.ev.drewCount', { player: p.name, n: got.length }) });
    ev.push({
      text: t('at.ev.drew', {
        cards: got.map((c) => cardDef(s.cards[c]!).name.en).join(', '),
        cardsFr: got.map((c) => cardDef(s.cards[c]!).name.fr).join(', '),
      }),
      visibleTo: [seat],
    });
  }
}

/**
 * Refills empty row slots from the center deck, rebuilding it from banished
 * center cards when empty (CR-9, CR-14). In Solo and Co-op a card named like
 * one of the Evil squad's Champions leaves the row at once, out of the game
 * (to the box, so a rebuilt center deck never brings it back: AMB-42), and
 * the next card takes its slot (CR-17, SO-18, FQ-19).
 */
export function refillRow(s: AtState, ev?: Events): void {
  const clash = s.evil ? evilNames(s) : null;
  for (let i = 0; i < s.row.length; i++) {
    const here = s.row[i];
    if (here != null && clash?.has(cardDef(here).name.en)) {
      s.row[i] = null;
      s.box = [...s.box, here];
      ev?.push({ text: t('at.ev.evilClash', cardVars(here)) });
    }
    while (s.row[i] === null) {
      // The center deck and the banished pile are shared with the previous state (see cloneState): replaced, never written to.
      if (s.centerDeck.length === 0 && s.banished.length > 0) {
        s.centerDeck = shuffleInPlace(s.rng, s.banished.slice());
        s.banished = [];
      }
      const next = s.centerDeck[0] ?? null;
      if (next === null) break;
      s.centerDeck = s.centerDeck.slice(1);
      if (clash?.has(cardDef(next).name.en)) {
        s.box = [...s.box, next];
        ev?.push({ text: t('at.ev.evilClash', cardVars(next)) });
      } else s.row[i] = next;
    }
  }
}

/** The English names of the Evil squad's Champions (Cultists aside): a center-row card of one of these names cannot stay (CR-17). */
function evilNames(s: AtState): Set<string> {
  const names = new Set<string>();
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (c.owner === EVIL && c.def !== CULTIST) names.add(evilDef(c.def).name.en);
  }
  return names;
}

/** Removes a card from the game by the rules of BN-2: starting cards to the box, supply cards to their pile, others to the banished pile. */
function banishCard(s: AtState, cardId: string): void {
  if (cardId in s.supply) s.supply = { ...s.supply, [cardId]: s.supply[cardId]! + 1 };
  else if (CONTENT.startingDeck.some((e) => e.card === cardId)) s.box = [...s.box, cardId];
  else s.banished = [...s.banished, cardId];
}

/**
 * Defeat (DF-5, DF-6, DF-10): off the board and exhausted, Artifacts to the
 * owner's discard; a Cultist returns to the reserve. An Evil Champion is
 * never exhausted and gives its Honor to the player who defeated it (EV-2,
 * EV-4, SV-4), an Evil Cultist 1 Honor (EC-4).
 */
export function defeat(s: AtState, c: AtChampion, ev: Events, by: number = s.active): void {
  ev.push({ text: t('at.ev.defeated', champName(s, c)) });
  const top = s.pending.at(-1);
  if ((top?.kind === 'activation' || top?.kind === 'evilActivation') && top.champ === c.id) {
    s.pending.pop();
    // A two-pawn Champion's other pawn still takes its activation (AC-9).
    if (top.kind === 'activation' && top.next !== undefined) nextPawn(s, top.next, ev);
  }
  if (c.owner === EVIL && by !== EVIL) {
    const n = c.def === CULTIST ? 1 : evilDef(c.def).honor;
    s.players[by]!.honor += n;
    ev.push({ text: t('at.ev.honor', { player: pname(s, by), n }) });
  }
  if (c.def === CULTIST) {
    delete s.champions[c.id];
    return;
  }
  if (c.owner === EVIL) {
    // Its Artifacts came from the center row: they are banished (EV-7), and may come back when the center deck is rebuilt (CR-14).
    if (c.artifacts.length > 0) {
      const cards = { ...s.cards };
      const artifacts = c.artifacts;
      c.artifacts = [];
      for (const a of artifacts) {
        s.banished = [...s.banished, cards[a]!];
        delete cards[a];
      }
      s.cards = cards;
    }
    c.at = null;
    c.damage = 0;
    return;
  }
  const owner = s.players[c.owner]!;
  // The Artifacts are on the card: a two-pawn Champion keeps them while its other pawn is on the battlefield (AR-15).
  if (!pawnsOfCard(s, c).some((o) => o.id !== c.id && o.at !== null)) {
    const holder = cardHolder(s, c);
    owner.discard.push(...holder.artifacts);
    holder.artifacts = [];
  }
  c.at = null;
  c.damage = 0;
  c.exhausted = true;
  c.treasure = noTreasure();
}

/** Defeats the pawn when its damage reaches its current Defense (DF-1, DF-9); true when it was defeated. */
export function checkDefeat(s: AtState, c: AtChampion, ev: Events, by: number = s.active): boolean {
  if (!s.champions[c.id] || c.at === null || c.damage < statsOf(s, c).defense) return false;
  defeat(s, c, ev, by);
  return true;
}

/** The Fatal effects of a pawn: its card's, then each equipped Artifact's, each instance apart (KW-37, GP-8), with the card they come from. */
function fatalEffects(s: AtState, c: AtChampion): { source: string; effects: Effect[] }[] {
  if (c.def === CULTIST || c.owner === EVIL) return [];
  const out: { source: string; effects: Effect[] }[] = [];
  const d = cardDef(c.def);
  if (isChampionDef(d) && d.fatal) out.push({ source: d.id, effects: d.fatal });
  for (const a of cardHolder(s, c).artifacts) {
    const ad = cardDef(s.cards[a]!);
    if (ad.type === 'artifact' && ad.fatal) out.push({ source: ad.id, effects: ad.fatal });
  }
  return out;
}

/**
 * Queues Fatal effects triggered at the same time (GP-3, FQ-13): when they
 * come from more than one source the active player picks the order, one
 * source at a time; the same source's instances are alike, so no choice
 * between them is asked.
 */
function queueFatal(s: AtState, groups: { source: string; effects: Effect[] }[]): void {
  if (new Set(groups.map((g) => g.source)).size > 1) s.pending.push({ kind: 'order', groups });
  else for (const g of groups) s.queue.push(...g.effects);
}

/** The pawns of every other side on the battlefield: in the Melee every other player's (ML-5, ML-7), never a teammate's (AMB-13). */
function enemiesOnBoard(s: AtState, seat: number): AtChampion[] {
  return Object.values(s.champions).filter((c) => !allied(s, c.owner, seat) && c.at !== null);
}

/** Resolves one effect; effects that need a target become a pending decision, or are skipped when none exists (GP-2). */
function resolve(s: AtState, e: Effect, ev: Events): void {
  const seat = s.active;
  const p = s.players[seat]!;
  switch (e.op) {
    case 'runes':
      p.runes += e.n;
      return;
    case 'power':
      p.power += e.n;
      return;
    case 'honor':
      p.honor += e.n;
      ev.push({ text: t('at.ev.honor', { player: p.name, n: e.n }) });
      return;
    case 'draw':
      draw(s, seat, e.n, ev);
      return;
    case 'boost':
      p.boost = { ...p.boost, [e.stat]: p.boost[e.stat] + e.n };
      return;
    case 'banish':
      if (e.from.some((z) => (z === 'hand' ? p.hand : p.discard).length > 0)) s.pending.push({ kind: 'banish', from: e.from });
      return;
    case 'banishRow':
      if (s.row.some((c) => c !== null)) s.pending.push({ kind: 'banishRow' });
      return;
    case 'damage':
      if (enemiesOnBoard(s, seat).length > 0) s.pending.push({ kind: 'damage', n: e.n });
      return;
    case 'heal':
      if (Object.values(s.champions).some((c) => c.owner === seat && c.at !== null && c.damage > 0))
        s.pending.push({ kind: 'heal', n: e.n });
      return;
    case 'treasure':
      for (let i = 0; i < e.n; i++) gainTreasure(s, seat, ev);
      return;
    case 'placeToken':
      s.pending.push({ kind: 'token', token: e.token, move: false });
      return;
    case 'moveFairy':
      if (s.tokens.fairy) s.pending.push({ kind: 'token', token: 'fairy', move: true });
      return;
    case 'turret':
      if (s.tokens.turret) s.pending.push({ kind: 'turret', n: e.n });
      return;
    case 'copyRow':
      if (s.row.some((c) => c !== null && copyable(cardDef(c)))) s.pending.push({ kind: 'copy' });
      return;
    case 'healAll':
      for (const id in s.champions) {
        const c = s.champions[id]!;
        if (c.owner === seat && c.at !== null && c.damage > 0) c.damage = Math.max(0, c.damage - e.n);
      }
      return;
    case 'sanctuaryHonor': {
      const team = teamOf(s, seat);
      const n = e.n * mapOf(s).sanctuaries.filter((h) => sanctuaryController(s, h) === team).length;
      if (n > 0) {
        p.honor += n;
        ev.push({ text: t('at.ev.honor', { player: p.name, n }) });
      }
      return;
    }
    case 'perArtifact': {
      let k = 0;
      for (const id in s.champions) {
        const c = s.champions[id]!;
        if (c.owner === seat) k += c.artifacts.length;
      }
      p[e.res] += e.n * k;
      return;
    }
    case 'consume':
      if (p.hand.length > 0 || p.discard.length > 0) s.pending.push({ kind: 'banish', from: ['hand', 'discard'], reward: e.n });
      return;
    case 'freeActivate': {
      // Asked once the activation in progress (the Fatal's) finishes: one activation at a time (AC-8, AC-9).
      const top = s.pending.at(-1);
      if (top?.kind === 'activation')
        s.pending.splice(s.pending.length - 1, 0, { kind: 'free', except: cardHolder(s, s.champions[top.champ]!).id });
      else s.pending.push({ kind: 'free', except: '' });
      return;
    }
    case 'movePortal': {
      const mine = movablePortals(s, seat);
      if (mine.length > 0 && portalSpots(s, seat).length > 0)
        s.pending.push({ kind: 'movePortal', from: mine.length === 1 ? mine[0]! : null });
      return;
    }
    case 'placeForest':
      if (standardHexes(s).length > 0) s.pending.push({ kind: 'forest' });
      return;
    case 'steal':
      if (s.players.some((q) => !allied(s, q.seat, seat) && q.discard.length > 0)) s.pending.push({ kind: 'steal' });
      return;
    case 'deploy':
      if (offBoard(s, seat).length > 0 && deploySpots(s, seat).length > 0) s.pending.push({ kind: 'deployFree', champ: null });
      return;
    case 'destroyArtifact':
      if (Object.values(s.champions).some((c) => !allied(s, c.owner, seat) && c.artifacts.length > 0)) s.pending.push({ kind: 'destroy' });
      return;
  }
}

/** A seat's Champions off the battlefield (a defeated Cultist no longer exists). */
function offBoard(s: AtState, seat: number): AtChampion[] {
  return Object.values(s.champions).filter((c) => c.owner === seat && c.at === null && c.def !== CULTIST);
}

/**
 * Where a deployment without activation may put a Champion (DP-6): a free
 * standard hex next to one of the seat's pawns. A standard hex is never a
 * Portal of any kind (DP-7), a barrier, Corruption or a Beacon.
 */
function deploySpots(s: AtState, seat: number): string[] {
  const g = geoOf(mapOf(s));
  const mine = Object.values(s.champions).filter((c) => c.owner === seat && c.at !== null);
  return standardHexes(s).filter((h) => !occupant(s, h) && mine.some((c) => keyDist(g, c.at!, h) === 1));
}

/** Where a seat may move one of its Portals: a standard hex with no enemy pawn on it (TT-3, TT-13, FQ-14). */
function portalSpots(s: AtState, seat: number): string[] {
  return standardHexes(s).filter((h) => {
    const o = occupant(s, h);
    return !o || allied(s, o.owner, seat);
  });
}

/** A center-row card whose effect a `copyRow` may copy: a Hero that does not copy in turn (no endless copies). */
function copyable(d: CardDef): boolean {
  return d.type === 'hero' && !d.effects.some((e) => e.op === 'copyRow');
}

/** Takes a Treasure from the bag, face down (TR-2); an empty bag gives nothing (AMB-32). */
function gainTreasure(s: AtState, seat: number, ev: Events): void {
  const token = s.treasureBag[0];
  if (token === undefined) return;
  s.treasureBag = s.treasureBag.slice(1);
  collected(s, seat, token, ev);
}

function collected(s: AtState, seat: number, token: string, ev: Events): void {
  const p = s.players[seat]!;
  p.treasures = [...p.treasures, token];
  ev.push({ text: t('at.ev.treasure', { player: p.name }) });
  ev.push({ text: t('at.ev.treasureIs', treasureVars(token)), visibleTo: [seat] });
}

export const treasureVars = (id: string) => {
  const d = treasureDef(id);
  return { treasure: d.name.en, treasureFr: d.name.fr };
};

/**
 * A pawn that ends its move on a Treasure token, or is deployed on it,
 * collects it for its owner (TR-3, DP-8, CU-15, AMB-45).
 */
function pickUp(s: AtState, c: AtChampion, ev: Events): void {
  // The Evil Player's pawns leave Treasures where they lie (EV-5, AMB-34).
  if (c.at === null || c.owner === EVIL) return;
  const token = s.treasureTokens[c.at];
  if (token === undefined) return;
  const left = { ...s.treasureTokens };
  delete left[c.at];
  s.treasureTokens = left;
  collected(s, c.owner, token, ev);
}

const holdsTreasure = (s: AtState, seat: number) => s.players[seat]!.treasures.length > 0;

/**
 * Uses a Treasure on one pawn (TR-7, TR-9, TR-13): revealed, its bonuses
 * added until the end of the turn, the token out of the game. The other seat
 * may answer with its own Treasures (TR-10).
 */
function useTreasure(s: AtState, seat: number, token: string, champ: string, ev: Events): void {
  const p = s.players[seat]!;
  const rest = p.treasures.slice();
  rest.splice(rest.indexOf(token), 1);
  p.treasures = rest;
  const d = treasureDef(token);
  const c = s.champions[champ]!;
  c.treasure = {
    strength: c.treasure.strength + d.strength,
    defense: c.treasure.defense + d.defense,
    speed: c.treasure.speed + d.speed,
    riposte: c.treasure.riposte || d.riposte,
  };
  ev.push({ text: t('at.ev.useTreasure', { player: p.name, ...treasureVars(token), ...champName(s, c) }) });
  // A window whose seat has no Treasure left closes by itself.
  const top = s.pending.at(-1);
  if (top?.kind === 'window' && top.seat === seat && p.treasures.length === 0) s.pending.pop();
  // Each opponent holding Treasures may answer, in turn order (the last pushed is asked first).
  const others = s.order.filter((q) => !allied(s, q, seat) && s.players[q]!.treasures.length > 0);
  for (const q of others.reverse()) s.pending.push({ kind: 'window', seat: q });
}

/**
 * The choices to use a held Treasure on a pawn on the battlefield (TR-7,
 * TR-14): your own, or in 2 vs 2 your partner's too (TM-12); in the Melee
 * only your own (ML-8).
 */
function treasureOpts(s: AtState, seat: number): Opt[] {
  const held = s.players[seat]!.treasures;
  if (held.length === 0) return [];
  const opts: Opt[] = [];
  const seen: string[] = [];
  for (const token of held) {
    if (seen.includes(token)) continue;
    seen.push(token);
    for (const id in s.champions) {
      const c = s.champions[id]!;
      if (!allied(s, c.owner, seat) || c.at === null) continue;
      opts.push(
        opt(
          `u:${token}:${c.id}`,
          memoLabel(`useTreasure|${token}|${pawnKey(c)}`, () => label('useTreasure', { ...treasureVars(token), ...champName(s, c) })),
          (st, ev) => useTreasure(st, seat, token, c.id, ev),
        ),
      );
    }
  }
  return opts;
}

/**
 * Before an attack or effect damage is dealt, a defender holding Treasures
 * gets a window to use them (TR-10: at any time, even mid-combat); in 2 vs 2
 * the defender's partner too (TM-12).
 */
export function openWindow(s: AtState, seats: number[]): void {
  const all: number[] = [];
  for (const seat of seats) for (const q of sideSeats(s, seat)) if (!all.includes(q)) all.push(q);
  for (const seat of all.reverse()) if (holdsTreasure(s, seat)) s.pending.push({ kind: 'window', seat });
}

/** Resolves queued effects until a decision is needed or the queue is empty. */
export function settle(s: AtState, ev: Events): void {
  while (s.winner === null) {
    const top = s.pending.at(-1);
    if (top?.kind === 'strike') {
      s.pending.pop();
      const a = s.champions[top.attacker];
      const targets = top.targets.map((id) => s.champions[id]).filter((c): c is AtChampion => !!c && c.at !== null);
      if (a && a.at !== null && targets.length > 0) attack(s, a, targets, ev);
      continue;
    }
    if (top?.kind === 'hit') {
      s.pending.pop();
      const target = s.champions[top.target];
      if (target && target.at !== null) dealDamage(s, target, top.n, ev);
      continue;
    }
    if (top?.kind === 'evilTurn') {
      if (automatonStep(s, ev, evilMoves()) === 'done') nextRound(s, ev);
      continue;
    }
    if (top?.kind === 'overlord') {
      // Overlord: the Evil turn runs on until the Overlord has a choice to make (§26).
      const step = overlordStep(s, ev, evilMoves());
      if (step === 'ask') return;
      if (step === 'done') nextRound(s, ev);
      continue;
    }
    if ((top && top.kind !== 'activation') || s.queue.length === 0) return;
    resolve(s, s.queue.shift()!, ev);
  }
}

function dealDamage(s: AtState, target: AtChampion, n: number, ev: Events): void {
  target.damage += n;
  ev.push({ text: t('at.ev.damage', { ...champName(s, target), n }) });
  checkDefeat(s, target, ev);
}

/**
 * Allegiance (KW-3, AMB-6): a played card's Allegiance fires once, at the
 * first moment another card of its faction has been played this turn,
 * whichever came first.
 */
function checkAllegiance(s: AtState): void {
  const p = s.players[s.active]!;
  for (const inst of p.playedLog) {
    if (p.fired.includes(inst)) continue;
    const d = cardDef(s.cards[inst]!);
    if (d.type !== 'hero' && d.type !== 'artifact') continue;
    if (!d.allegiance || d.faction === 'neutral') continue;
    if (!p.playedLog.some((o) => o !== inst && cardDef(s.cards[o]!).faction === d.faction)) continue;
    p.fired = [...p.fired, inst];
    s.queue.push(...d.allegiance);
  }
}

function playCard(s: AtState, inst: string, ev: Events): void {
  const p = s.players[s.active]!;
  p.hand.splice(p.hand.indexOf(inst), 1);
  p.playedLog.push(inst);
  const d = cardDef(s.cards[inst]!);
  ev.push({ text: t('at.ev.play', { player: p.name, ...cardVars(d.id) }) });
  if (d.type === 'hero') {
    p.played.push(inst);
    s.queue.push(...d.effects);
  } else if (d.type === 'artifact') {
    // With no Champion in the squad to hold it (only Cultists), the Artifact goes to the discard pile (GP-2).
    if (Object.values(s.champions).some((c) => c.owner === p.seat && c.def !== CULTIST)) s.pending.push({ kind: 'equip', card: inst });
    else p.discard.push(inst);
  }
  checkAllegiance(s);
}

function canAfford(s: AtState, d: CardDef): boolean {
  const p = s.players[s.active]!;
  return d.type === 'monster' ? p.power >= d.cost : p.runes >= d.cost;
}

/** Pawn ids share the instance counter, so they never repeat within a match. */
function newChampionId(s: AtState, prefix: string): string {
  return `${prefix}${s.nextId++}`;
}

function buyRow(s: AtState, slot: number, ev: Events): void {
  const p = s.players[s.active]!;
  const id = s.row[slot]!;
  const d = cardDef(id);
  if (d.type === 'monster') p.power -= d.cost;
  else p.runes -= d.cost;
  s.row[slot] = null;
  ev.push({ text: t('at.ev.buy', { player: p.name, ...cardVars(id) }) });
  refillRow(s, ev);
  if (isChampionDef(d)) newPawns(s, id, p.seat);
  else p.discard.push(newInstance(s, id));
  if (d.ambush) s.pending.push({ kind: 'ambush', card: id, effects: d.ambush });
}

/** A new Champion card's pawns, off the battlefield: one, or two sharing the card (Askara Psyché, FQ-15). */
function newPawns(s: AtState, def: string, owner: number): void {
  const d = cardDef(def);
  const first = newChampionId(s, 'h');
  s.champions[first] = { id: first, def, owner, at: null, damage: 0, exhausted: false, artifacts: [], treasure: noTreasure() };
  if (isChampionDef(d) && d.pawns === 2) {
    const second = newChampionId(s, 'h');
    s.champions[second] = {
      id: second,
      def,
      owner,
      at: null,
      damage: 0,
      exhausted: false,
      artifacts: [],
      treasure: noTreasure(),
      card: first,
    };
  }
}

function buySupply(s: AtState, id: string, ev: Events): void {
  const p = s.players[s.active]!;
  p.runes -= cardDef(id).cost;
  s.supply = { ...s.supply, [id]: s.supply[id]! - 1 };
  p.discard.push(newInstance(s, id));
  ev.push({ text: t('at.ev.buy', { player: p.name, ...cardVars(id) }) });
}

export function place(s: AtState, c: AtChampion, hex: string, ev: Events): void {
  c.at = hex;
  ev.push({ text: t('at.ev.deploy', { ...champName(s, c), hex }) });
  enterBeacon(s, c, hex, ev);
  pickUp(s, c, ev);
}

/**
 * Pays (unless free, AC-8) and starts an activation; a Champion off the
 * battlefield is deployed on a free Portal first (DP-2, DP-3). A two-pawn
 * Champion's other pawn is activated once this one's activation finishes
 * (AC-9, FQ-16).
 */
function activate(s: AtState, c: AtChampion, ev: Events, free = false): void {
  const p = s.players[s.active]!;
  if (!free) p.power -= activationCost(s, c);
  ev.push({ text: t(free ? 'at.ev.activateFree' : 'at.ev.activate', { player: p.name, ...champName(s, c) }) });
  const other = c.def === CULTIST ? undefined : pawnsOfCard(s, c).find((o) => o.id !== c.id && !o.exhausted);
  s.pending.push({ kind: 'activation', champ: c.id, moved: false, attacks: 0, ...(other ? { next: other.id } : {}) });
  deployIfOff(s, c, ev);
}

function deployIfOff(s: AtState, c: AtChampion, ev: Events): void {
  if (c.at !== null) return;
  const free = freePortals(s, c.owner);
  if (free.length === 1) place(s, c, free[0]!, ev);
  else s.pending.push({ kind: 'deploy', champ: c.id });
}

/**
 * The second pawn's activation, once the first's has finished (AC-9): off the
 * battlefield with no free Portal, it cannot be deployed and is exhausted
 * with its card (DP-4).
 */
function nextPawn(s: AtState, id: string, ev: Events): void {
  const c = s.champions[id];
  if (!c || c.exhausted) return;
  if (c.at === null && freePortals(s, c.owner).length === 0) {
    c.exhausted = true;
    return;
  }
  ev.push({ text: t('at.ev.activateNext', champName(s, c)) });
  s.pending.push({ kind: 'activation', champ: c.id, moved: false, attacks: 0 });
  deployIfOff(s, c, ev);
}

function newCultist(s: AtState, ev: Events): void {
  const cid = newChampionId(s, 'k');
  s.champions[cid] = {
    id: cid,
    def: CULTIST,
    owner: s.active,
    at: null,
    damage: 0,
    exhausted: false,
    artifacts: [],
    treasure: noTreasure(),
  };
  activate(s, s.champions[cid]!, ev);
}

/**
 * One attack action against one or (Area attack) several targets (AT-1,
 * KW-16). Every target takes the attacker's Strength; each target with
 * Riposte that has the attacker in its own range strikes back at the same
 * time (KW-40..KW-42, KW-45); defeats are checked once all damage is dealt.
 */
export function attack(s: AtState, a: AtChampion, targets: AtChampion[], ev: Events): void {
  const sa = statsOf(s, a);
  const ripostes: { from: AtChampion; n: number }[] = [];
  for (const target of targets) {
    const st = statsOf(s, target);
    if (st.skills.has('riposte') && inAttackRange(s, target, a, st)) ripostes.push({ from: target, n: st.strength });
  }
  for (const target of targets) {
    target.damage += sa.strength;
    const tn = champName(s, target);
    ev.push({ text: t('at.ev.attack', { ...champName(s, a), target: tn.champ, targetFr: tn.champFr, n: sa.strength }) });
  }
  for (const r of ripostes) {
    a.damage += r.n;
    ev.push({ text: t('at.ev.riposte', { ...champName(s, r.from), n: r.n }) });
  }
  // Fatal is read before any defeat: a Riposte that defeats the attacker does not cancel it (KW-36).
  const fatal = fatalEffects(s, a);
  const evilFatal = a.owner === EVIL && a.def !== CULTIST;
  const triggered: { source: string; effects: Effect[] }[] = [];
  let evilDefeats = 0;
  for (const target of targets)
    if (checkDefeat(s, target, ev, a.owner)) {
      for (const f of fatal) {
        ev.push({ text: t('at.ev.fatal', champName(s, a)) });
        triggered.push(f);
      }
      if (evilFatal) evilDefeats++;
    }
  if (triggered.length > 0) queueFatal(s, triggered);
  // An Evil Champion's Fatal works the same way (KW-34, EV-10), once per enemy its attack defeats.
  for (let i = 0; i < evilDefeats; i++) evilFatalEffects(s, a, ev, evilMoves());
  checkDefeat(s, a, ev, ripostes[0]?.from.owner ?? s.active);
}

function finishActivation(s: AtState, champ: string, ev: Events): void {
  const top = s.pending.at(-1);
  let next: string | undefined;
  if (top?.kind === 'activation' && top.champ === champ) {
    s.pending.pop();
    next = top.next;
  }
  const c = s.champions[champ];
  if (c) c.exhausted = true;
  if (next !== undefined) nextPawn(s, next, ev);
}

/** The board moves the Evil Player's pawns make, handed to rules/evil.ts (which does not import this module). */
const evilMoves = (): ChampionMoves => ({ attack, checkDefeat, place, walk, refillRow, openWindow });

/** After the Evil turn: the next round, unless the game has ended or the map's round limit is passed (the Evil Player then wins). */
function nextRound(s: AtState, ev: Events): void {
  if (s.winner !== null) return;
  s.round++;
  if (s.round > mapOf(s).roundLimit) {
    s.winner = [];
    s.endReason = 'rounds';
    return;
  }
  s.active = s.order[0]!;
  startTurn(s, ev);
}

/**
 * The end of a turn (TS-4) and the start of the next one (AMB-3). In 2 vs 2
 * each player of the team discards, draws 5 and readies their own Champions,
 * then the team scores its Sanctuaries and Beacons once (TM-13, TM-14,
 * TM-15, AMB-54) and the other team plays.
 */
function endTurn(s: AtState, ev: Events): void {
  const seats = turnSeats(s);
  const team = teamOf(s, s.active);
  for (const seat of seats) {
    const p = s.players[seat]!;
    p.discard.push(...p.played.splice(0), ...p.hand.splice(0));
    p.playedLog = [];
    p.fired = [];
    p.runes = 0;
    p.power = 0;
    p.boost = { strength: 0, defense: 0, speed: 0 };
    draw(s, seat, 5, ev);
  }
  for (const c of Object.values(s.champions)) {
    if (seats.includes(c.owner)) c.exhausted = false;
    c.damage = 0;
    c.treasure = noTreasure();
  }
  // The side's Honor is credited to its first seat in turn order (a team scores jointly, TM-14).
  const scorer = s.players[seats[0]!]!;
  const m = mapOf(s);
  let gained = 0;
  for (const h of m.sanctuaries) if (sanctuaryController(s, h) === team) gained += m.sanctuaryHonor;
  if (gained > 0) {
    scorer.honor += gained;
    ev.push({ text: t('at.ev.sanctuaries', { player: sideName(s, s.active), n: gained }) });
  }
  // This scenario's Beacon reward (TT-38).
  const beaconHonor = m.beaconHonor * Object.values(s.beacons).filter((o) => teamOf(s, o) === team).length;
  if (beaconHonor > 0) {
    scorer.honor += beaconHonor;
    ev.push({ text: t('at.ev.beacons', { player: sideName(s, s.active), n: beaconHonor }) });
  }
  ev.push({ text: t('at.ev.endTurn', { player: sideName(s, s.active), honor: sideHonor(s, team) }) });
  if (s.evil) {
    // Solo and Co-op: the allies win on reaching the goal, else the Evil Player plays its turn (IN-1, SV-1, CO-4).
    if (sideHonor(s, team) >= m.honorToWin) {
      s.winner = seats.slice().sort((a, b) => a - b);
      s.endReason = 'honor';
      return;
    }
    // Overlord: the Evil turn waits for the Overlord's choices, settled step by step (OV-5..OV-7).
    if (s.evil.overlord) {
      overlordTurn(s, ev);
      return;
    }
    // The automaton's turn runs on in `settle`, step by step (an Evil attack may wait for a Treasure window).
    evilTurn(s);
    return;
  }
  // The first side to reach the goal wins; if several do at once, the side whose turn ends (AMB-31).
  const reached = [...new Set(s.players.map((q) => q.team))].filter((side) => sideHonor(s, side) >= m.honorToWin);
  if (reached.length > 0) {
    const win = reached.includes(team) ? team : reached[0]!;
    s.winner = s.order.filter((q) => teamOf(s, q) === win).sort((a, b) => a - b);
    s.endReason = 'honor';
    return;
  }
  const last = Math.max(...seats.map((q) => s.order.indexOf(q)));
  const next = s.order[(last + 1) % s.order.length]!;
  if (last === s.order.length - 1) s.round++;
  if (s.round > m.roundLimit) {
    const sides = [...new Set(s.players.map((q) => q.team))];
    const best = Math.max(...sides.map((side) => sideHonor(s, side)));
    s.winner = s.players.filter((q) => sideHonor(s, q.team) === best).map((q) => q.seat);
    s.endReason = 'rounds';
    return;
  }
  s.active = next;
  startTurn(s, ev);
}

/** A side's Honor: its players' together (a team scores jointly, TM-14, HV-8). */
export function sideHonor(s: AtState, team: number): number {
  let n = 0;
  for (const p of s.players) if (p.team === team) n += p.honor;
  return n;
}

/** The name a side goes by in the log: its players' names. */
export function sideName(s: AtState, seat: number): string {
  return sideSeats(s, seat)
    .map((q) => s.players[q]!.name)
    .join(' & ');
}

/**
 * The start of a turn (TS-11, AMB-3, AMB-16): the Portal income of every
 * player of the turn (each teammate has their own, AMB-54), then Corruption
 * damage to their pawns standing on it.
 */
export function startTurn(s: AtState, ev: Events = []): void {
  s.doneThisTurn = [];
  const seats = turnSeats(s);
  for (const seat of seats) {
    const p = s.players[seat]!;
    const card = portalCard(s, seat);
    p.power += card.power;
    if (p.turns === 0) p.runes += card.firstTurnRunes;
    p.turns++;
  }
  const m = mapOf(s);
  for (const c of Object.values(s.champions))
    if (seats.includes(c.owner) && c.at !== null && m.corruption.includes(c.at)) corrupt(s, c, ev);
}

function corrupt(s: AtState, c: AtChampion, ev: Events): boolean {
  const n = mapOf(s).corruptionDamage;
  c.damage += n;
  ev.push({ text: t('at.ev.corruption', { ...champName(s, c), n }) });
  return checkDefeat(s, c, ev);
}

/**
 * Walks a pawn along its path one hex at a time: each inactive Portal it
 * enters becomes its owner's (TT-15, AMB-15), each Corruption it enters deals
 * its damage, and a defeat ends the walk there (TT-30, AMB-16).
 */
export function walk(s: AtState, c: AtChampion, path: string[], ev: Events): void {
  const m = mapOf(s);
  for (const h of path) {
    c.at = h;
    if (m.inactivePortals.includes(h) && s.portalsTaken[h] === undefined && c.owner !== EVIL) {
      s.portalsTaken = { ...s.portalsTaken, [h]: c.owner };
      ev.push({ text: t('at.ev.portal', { ...champName(s, c), hex: h }) });
    }
    enterBeacon(s, c, h, ev);
    // Evil Champions ignore Corruption (TT-31, EV-9); Evil Cultists do not (AMB-34).
    if (m.corruption.includes(h) && !(c.owner === EVIL && c.def !== CULTIST) && corrupt(s, c, ev)) return;
  }
  pickUp(s, c, ev);
}

/**
 * A pawn entering a Beacon's hex, even passing through, gives its owner
 * control of it: an inactive one wakes, an enemy's changes hands (TT-35..TT-37,
 * TT-39).
 */
function enterBeacon(s: AtState, c: AtChampion, hex: string, ev: Events): void {
  const holder = s.beacons[hex];
  if (!mapOf(s).beacons.includes(hex) || (holder !== undefined && allied(s, holder, c.owner))) return;
  s.beacons = { ...s.beacons, [hex]: c.owner };
  ev.push({ text: t('at.ev.beacon', { ...champName(s, c), hex }) });
}

function label(kind: string, vars?: Record<string, string | number>): Text {
  return t(`at.c.${kind}`, vars);
}

/**
 * Labels that depend only on their key, built once and shared by every
 * decision (a Text is never written to): building each decision's labels
 * afresh was a large share of an apply's time.
 */
const labelMemo = new Map<string, Text>();
/** A move option's id and label, by hex and cost: built once, not per decision (an activation offers dozens). */
const moveIds = new Map<string, string>();
function moveId(hex: string): string {
  let id = moveIds.get(hex);
  if (id === undefined) moveIds.set(hex, (id = `m:${hex}`));
  return id;
}
const moveLabels = new Map<string, Text[]>();
function moveLabel(hex: string, cost: number): Text {
  let byCost = moveLabels.get(hex);
  if (byCost === undefined) moveLabels.set(hex, (byCost = []));
  return (byCost[cost] ??= label('move', { hex, n: cost }));
}

/** An activation's attack on `targets` (one, or all of them for an Area attack), once the Treasure windows close. */
function strikeRun(attacker: string, targets: string[]): Opt['run'] {
  return (st, ev) => {
    const act = st.pending.at(-1) as Extract<Pending, { kind: 'activation' }>;
    act.attacks++;
    st.pending.push({ kind: 'strike', attacker, targets });
    openWindow(st, [...new Set(targets.map((id) => st.champions[id]!.owner))]);
    settle(st, ev);
  };
}

function memoLabel(key: string, make: () => Text): Text {
  let l = labelMemo.get(key);
  if (l === undefined) labelMemo.set(key, (l = make()));
  return l;
}
const cardLabel = (kind: string, cid: string) => memoLabel(`${kind}|${cid}`, () => label(kind, cardVars(cid)));
const buyLabel = (cid: string) => memoLabel(`buy|${cid}`, () => label('buy', { ...cardVars(cid), n: cardDef(cid).cost }));
const champLabel = (s: AtState, kind: string, c: AtChampion) => memoLabel(`${kind}|${pawnKey(c)}`, () => label(kind, champName(s, c)));
const hexLabel = (h: string) => memoLabel(`hex|${h}`, () => label('hex', { hex: h }));
const plainLabel = (kind: string) => memoLabel(kind, () => label(kind));

/**
 * An option. Built through this function, its `run` is an argument, not a
 * named property: the TypeScript runner then does not wrap each closure to
 * name it, a cost paid on every option of every decision.
 */
function opt(id: string, lbl: Text, run: Opt['run']): Opt {
  return { id, label: lbl, run };
}

/**
 * Who picks next in Champion Selection: reverse turn order, the same order
 * every round (SL-5, SL-7, SL-8, AMB-18; the Melee too, ML-4). In 2 vs 2 the
 * teams alternate, Team 2 first, and each team's picks go to its players in
 * turn, so each takes 3 of the team's 6 (TM-4, TM-5).
 */
export function selectingSeat(s: AtState): number {
  const n = s.order.length;
  const k = s.selection!.picks;
  if (s.mode === 'teams') {
    const team2 = k % 2 === 0;
    const member = Math.floor(k / 2) % 2;
    return s.order[(team2 ? 2 : 0) + member]!;
  }
  return s.order[n - 1 - (k % n)]!;
}

function selectSpec(s: AtState): Spec {
  const sel = s.selection!;
  const seat = selectingSeat(s);
  return {
    seat,
    kind: 'select',
    text: t('at.p.select', { n: Math.floor(sel.picks / s.order.length) + 1, of: selectionPicks(s.mode) }),
    opts: sel.row.map((def, i) => ({
      id: `c:${def}`,
      label: label('card', cardVars(def)),
      run: (st: AtState, ev: Events) => {
        const se = st.selection!;
        newPawns(st, def, seat);
        ev.push({ text: t('at.ev.select', { player: pname(st, seat), ...cardVars(def) }) });
        // The slot is refilled at once from the Champion deck (SL-7).
        const next = se.deck.shift();
        if (next === undefined) se.row.splice(i, 1);
        else se.row[i] = next;
        se.picks++;
        if (se.picks >= selectionPicks(st.mode) * st.order.length) {
          // Unselected Champions go back to the box (SL-11).
          st.selection = null;
          st.pending.pop();
          // Solo and Co-op: the random Evil squad is drawn once the players' Champions are known (SO-7, SO-8).
          if (st.evil) {
            buildEvilSquad(st, ev);
            refillRow(st, ev);
          }
        }
      },
    })),
  };
}

function pendingSpec(s: AtState, top: Pending): Spec {
  if (top.kind === 'window') return windowSpec(s, top.seat);
  if (top.kind === 'select') return selectSpec(s);
  if (top.kind === 'portal') {
    const taken = Object.values(s.chosenPortals);
    return {
      seat: top.seat,
      kind: 'portal',
      text: t('at.p.portal'),
      opts: mapOf(s)
        .coopPortals.filter((h) => !taken.includes(h))
        .map((h) => ({
          id: `d:${h}`,
          label: label('hex', { hex: h }),
          run: (st: AtState) => {
            st.pending.pop();
            st.chosenPortals = { ...st.chosenPortals, [top.seat]: h };
          },
        })),
    };
  }
  if (top.kind === 'overlord' || top.kind === 'evilActivation' || top.kind === 'evilCultist' || top.kind === 'evilArmory')
    return overlordSpec(s, top);
  const seat = s.active;
  const p = s.players[seat]!;
  const skip = opt('skip', plainLabel('skip'), (st) => void st.pending.pop());
  switch (top.kind) {
    case 'equip': {
      // One entry per card: a two-pawn Champion's Artifacts go on its card, for both pawns (AR-15).
      const squad = Object.values(s.champions).filter((c) => c.owner === seat && c.def !== CULTIST && c.card === undefined);
      return {
        seat,
        kind: 'equip',
        text: t('at.p.equip', cardVars(s.cards[top.card]!)),
        opts: squad.map((c) => ({
          id: `e:${c.id}`,
          label: label('champ', champName(s, c)),
          run: (st, ev) => {
            st.pending.pop();
            const to = st.champions[c.id]!;
            to.artifacts = [...to.artifacts, top.card];
            ev.push({ text: t('at.ev.equip', { ...champName(st, c), ...cardVars(st.cards[top.card]!) }) });
          },
        })),
      };
    }
    case 'banish': {
      const opts: Opt[] = [];
      for (const zone of top.from) {
        const list = zone === 'hand' ? p.hand : p.discard;
        const seen = new Set<string>();
        for (const inst of list) {
          const cid = s.cards[inst]!;
          if (seen.has(cid)) continue;
          seen.add(cid);
          opts.push({
            id: `${zone === 'hand' ? 'h' : 'd'}:${cid}`,
            label: label(zone === 'hand' ? 'fromHand' : 'fromDiscard', cardVars(cid)),
            run: (st, ev) => {
              st.pending.pop();
              const pl = st.players[seat]!;
              const from = zone === 'hand' ? pl.hand : pl.discard;
              from.splice(from.indexOf(inst), 1);
              const cards = { ...st.cards };
              delete cards[inst];
              st.cards = cards;
              banishCard(st, cid);
              ev.push({ text: t('at.ev.banish', { player: pl.name, ...cardVars(cid) }) });
              if (top.reward) pl.power += top.reward;
            },
          });
        }
      }
      return { seat, kind: 'banish', text: t('at.p.banish'), secret: true, opts: [...opts, skip] };
    }
    case 'banishRow':
      return {
        seat,
        kind: 'banishRow',
        text: t('at.p.banishRow'),
        opts: [
          ...s.row.flatMap((cid, i) =>
            cid === null
              ? []
              : [
                  {
                    id: `r:${i}`,
                    label: label('card', cardVars(cid)),
                    run: (st: AtState, ev: Events) => {
                      st.pending.pop();
                      st.row[i] = null;
                      banishCard(st, cid);
                      refillRow(st, ev);
                      ev.push({ text: t('at.ev.banish', { player: pname(st, seat), ...cardVars(cid) }) });
                    },
                  },
                ],
          ),
          skip,
        ],
      };
    case 'copy': {
      const opts: Opt[] = [];
      const seen: string[] = [];
      for (const cid of s.row) {
        if (cid === null || seen.includes(cid)) continue;
        seen.push(cid);
        const d = cardDef(cid);
        if (d.type !== 'hero' || !copyable(d)) continue;
        opts.push({
          id: `k:${cid}`,
          label: label('card', cardVars(cid)),
          run: (st, ev) => {
            st.pending.pop();
            ev.push({ text: t('at.ev.copy', { player: pname(st, seat), ...cardVars(cid) }) });
            // The effect only: the copier keeps its own faction for Allegiance, and an Ambush is never copied (KW-6, KW-30).
            st.queue.unshift(...d.effects);
          },
        });
      }
      return { seat, kind: 'copy', text: t('at.p.copy'), opts: [...opts, skip] };
    }
    case 'damage':
    case 'heal': {
      const list =
        top.kind === 'damage'
          ? enemiesOnBoard(s, seat)
          : Object.values(s.champions).filter((c) => c.owner === seat && c.at !== null && c.damage > 0);
      return {
        seat,
        kind: top.kind,
        text: t(`at.p.${top.kind}`, { n: top.n }),
        opts: list.map((c) => ({
          id: `t:${c.id}`,
          label: label('champ', champName(s, c)),
          run: (st) => {
            st.pending.pop();
            const target = st.champions[c.id]!;
            if (top.kind === 'heal') target.damage = Math.max(0, target.damage - top.n);
            else {
              st.pending.push({ kind: 'hit', target: target.id, n: top.n });
              openWindow(st, [target.owner]);
            }
          },
        })),
      };
    }
    case 'ambush':
      return {
        seat,
        kind: 'ambush',
        text: t('at.p.ambush', cardVars(top.card)),
        opts: [
          {
            id: 'yes',
            label: label('yes'),
            run: (st) => {
              st.pending.pop();
              st.queue.unshift(...top.effects);
            },
          },
          { id: 'no', label: label('no'), run: (st) => void st.pending.pop() },
        ],
      };
    case 'deploy': {
      const c = s.champions[top.champ]!;
      return {
        seat,
        kind: 'deploy',
        text: t('at.p.deploy', champName(s, c)),
        opts: freePortals(s, seat).map((h) => ({
          id: `d:${h}`,
          label: label('hex', { hex: h }),
          run: (st, ev) => {
            st.pending.pop();
            place(st, st.champions[c.id]!, h, ev);
          },
        })),
      };
    }
    case 'activation': {
      const c = s.champions[top.champ]!;
      const opts: Opt[] = [];
      const stats = statsOf(s, c);
      const reach = top.moved ? null : moveReach(s, c, stats);
      if (reach)
        for (const m of reach.ends)
          opts.push(
            opt(moveId(m.hex), moveLabel(m.hex, m.cost), (st, ev) => {
              const act = st.pending.at(-1) as Extract<Pending, { kind: 'activation' }>;
              act.moved = true;
              const ch = st.champions[c.id]!;
              ev.push({ text: t('at.ev.move', { ...champName(st, ch), from: ch.at ?? '', hex: m.hex }) });
              walk(st, ch, reach.path(m.i), ev);
            }),
          );
      const targets = top.attacks < (stats.skills.has('double') ? 2 : 1) ? attackTargets(s, c, stats) : [];
      if (stats.skills.has('area') && targets.length > 0)
        opts.push(
          opt(
            'area',
            label('area', { n: targets.length }),
            strikeRun(
              c.id,
              targets.map((o) => o.id),
            ),
          ),
        );
      else for (const target of targets) opts.push(opt(`a:${target.id}`, champLabel(s, 'attack', target), strikeRun(c.id, [target.id])));
      opts.push(...treasureOpts(s, seat));
      opts.push(opt('done', plainLabel('done'), (st, ev) => finishActivation(st, c.id, ev)));
      // Held Treasures are named in the choices: the prompt is then the seat's own (TR-17).
      return {
        seat,
        kind: 'activation',
        text: t('at.p.activation', champName(s, c)),
        ...(holdsTreasure(s, seat) ? { secret: true } : {}),
        opts,
      };
    }
    case 'token': {
      const here = s.tokens[top.token]?.hex;
      return {
        seat,
        kind: 'token',
        text: t(`at.p.${top.token}`),
        opts: [
          ...sortedHexes(s)
            .filter((h) => h !== here)
            .map((h) =>
              opt(`h:${h}`, hexLabel(h), (st: AtState, ev: Events) => {
                st.pending.pop();
                st.tokens = { ...st.tokens, [top.token]: { hex: h, owner: seat } };
                ev.push({ text: t(`at.ev.${top.token}`, { player: pname(st, seat), hex: h }) });
              }),
            ),
          skip,
        ],
      };
    }
    case 'turret':
      return {
        seat,
        kind: 'turret',
        text: t('at.p.turretUse', { n: top.n }),
        opts: [
          ...turretTargets(s, seat).map((c) => ({
            id: `t:${c.id}`,
            label: label('champ', champName(s, c)),
            run: (st: AtState, ev: Events) => {
              st.pending.pop();
              ev.push({ text: t('at.ev.turretFires', champName(st, c)) });
              // Not an attack by a Champion: no Riposte, no Fatal (AMB-46); the defender may still use a Treasure.
              st.pending.push({ kind: 'hit', target: c.id, n: top.n });
              openWindow(st, [c.owner]);
            },
          })),
          {
            id: 'move',
            label: label('moveTurret'),
            run: (st: AtState) => {
              st.pending.pop();
              st.pending.push({ kind: 'token', token: 'turret', move: true });
            },
          },
          skip,
        ],
      };
    case 'deployFree': {
      if (top.champ === null)
        return {
          seat,
          kind: 'deployFree',
          text: t('at.p.deployFree'),
          opts: [
            ...offBoard(s, seat).map((c) =>
              opt(`c:${c.id}`, champLabel(s, 'champ', c), (st) => {
                st.pending[st.pending.length - 1] = { kind: 'deployFree', champ: c.id };
              }),
            ),
            skip,
          ],
        };
      const champ = top.champ;
      return {
        seat,
        kind: 'deployFree',
        text: t('at.p.deployWhere', champName(s, s.champions[champ]!)),
        opts: [
          ...deploySpots(s, seat).map((h) =>
            opt(`h:${h}`, hexLabel(h), (st, ev) => {
              st.pending.pop();
              place(st, st.champions[champ]!, h, ev);
            }),
          ),
          skip,
        ],
      };
    }
    case 'order': {
      // One choice per source still waiting; the first of its instances goes next, and a last source needs no choice.
      const sources = [...new Set(top.groups.map((g) => g.source))];
      return {
        seat,
        kind: 'order',
        text: t('at.p.order'),
        opts: sources.map((src) =>
          opt(`f:${src}`, cardLabel('fatalFirst', src), (st) => {
            const o = st.pending.at(-1) as Extract<Pending, { kind: 'order' }>;
            const i = o.groups.findIndex((g) => g.source === src);
            st.queue.push(...o.groups[i]!.effects);
            const rest = o.groups.filter((_, j) => j !== i);
            if (new Set(rest.map((g) => g.source)).size > 1) st.pending[st.pending.length - 1] = { kind: 'order', groups: rest };
            else {
              st.pending.pop();
              for (const g of rest) st.queue.push(...g.effects);
            }
          }),
        ),
      };
    }
    case 'free': {
      // Another of your ready Champions, never an exhausted one (AC-8); off the battlefield it needs a free Portal (DP-4).
      const canDeploy = freePortals(s, seat).length > 0;
      const list = Object.values(s.champions).filter(
        (c) => c.owner === seat && !c.exhausted && cardHolder(s, c).id !== top.except && (c.at !== null || canDeploy),
      );
      return {
        seat,
        kind: 'free',
        text: t('at.p.free'),
        opts: [
          ...list.map((c) =>
            opt(`a:${c.id}`, champLabel(s, 'free', c), (st, ev) => {
              st.pending.pop();
              activate(st, st.champions[c.id]!, ev, true);
            }),
          ),
          skip,
        ],
      };
    }
    case 'movePortal': {
      if (top.from === null)
        return {
          seat,
          kind: 'movePortal',
          text: t('at.p.movePortal'),
          opts: [
            ...movablePortals(s, seat).map((h) =>
              opt(`d:${h}`, hexLabel(h), (st) => {
                st.pending.pop();
                st.pending.push({ kind: 'movePortal', from: h });
              }),
            ),
            skip,
          ],
        };
      const from = top.from;
      return {
        seat,
        kind: 'movePortal',
        text: t('at.p.movePortalTo', { hex: from }),
        opts: [
          ...portalSpots(s, seat).map((h) =>
            opt(`h:${h}`, hexLabel(h), (st, ev) => {
              st.pending.pop();
              // Keyed by the map's hex: a Portal moved twice keeps one entry.
              let origin = from;
              for (const k in st.portalMoves) if (st.portalMoves[k] === from) origin = k;
              st.portalMoves = { ...st.portalMoves, [origin]: h };
              ev.push({ text: t('at.ev.portalMoved', { player: pname(st, seat), from, hex: h }) });
            }),
          ),
          skip,
        ],
      };
    }
    case 'forest':
      return {
        seat,
        kind: 'forest',
        text: t('at.p.forest'),
        opts: [
          ...standardHexes(s).map((h) =>
            opt(`h:${h}`, hexLabel(h), (st, ev) => {
              st.pending.pop();
              st.forestsPlaced = [...st.forestsPlaced, h];
              ev.push({ text: t('at.ev.forest', { player: pname(st, seat), hex: h }) });
            }),
          ),
          skip,
        ],
      };
    case 'steal': {
      const opts: Opt[] = [];
      for (const q of s.order) {
        if (allied(s, q, seat)) continue;
        const seen = new Set<string>();
        for (const inst of s.players[q]!.discard) {
          const cid = s.cards[inst]!;
          if (seen.has(cid)) continue;
          seen.add(cid);
          opts.push(
            opt(`${q}:${cid}`, label('steal', { ...cardVars(cid), player: pname(s, q) }), (st, ev) => {
              st.pending.pop();
              const victim = st.players[q]!;
              const i = victim.discard.findIndex((x) => st.cards[x] === cid);
              const [card] = victim.discard.splice(i, 1);
              // Yours for the rest of the game (GP-9, GL-21): it joins your discard pile and cycles with your deck.
              st.players[seat]!.discard.push(card!);
              ev.push({ text: t('at.ev.steal', { player: pname(st, seat), victim: victim.name, ...cardVars(cid) }) });
            }),
          );
        }
      }
      return { seat, kind: 'steal', text: t('at.p.steal'), opts: [...opts, skip] };
    }
    case 'destroy': {
      const opts: Opt[] = [];
      for (const id in s.champions) {
        const c = s.champions[id]!;
        if (allied(s, c.owner, seat)) continue;
        for (const inst of c.artifacts)
          opts.push(
            opt(`x:${inst}`, label('destroy', { ...cardVars(s.cards[inst]!), ...champName(s, c) }), (st, ev) => {
              st.pending.pop();
              destroyArtifact(st, st.champions[c.id]!, inst, seat, ev);
            }),
          );
      }
      return { seat, kind: 'destroy', text: t('at.p.destroy'), opts: [...opts, skip] };
    }
    case 'strike':
    case 'hit':
    case 'evilTurn':
      throw new Error(`${top.kind} is resolved by settle, never asked`);
  }
}

/**
 * Destroys an Artifact on a Champion's card: to its owner's discard pile (an
 * Evil Champion's is banished, EV-7). Its bonuses end at once, so a pawn
 * whose damage now reaches its Defense is defeated (DF-9, FQ-5).
 */
function destroyArtifact(s: AtState, c: AtChampion, inst: string, by: number, ev: Events): void {
  const cid = s.cards[inst]!;
  c.artifacts = c.artifacts.filter((a) => a !== inst);
  if (c.owner === EVIL) {
    const cards = { ...s.cards };
    delete cards[inst];
    s.cards = cards;
    s.banished = [...s.banished, cid];
  } else s.players[c.owner]!.discard.push(inst);
  ev.push({ text: t('at.ev.destroy', { player: pname(s, by), ...cardVars(cid), ...champName(s, c) }) });
  for (const pawn of pawnsOfCard(s, c)) checkDefeat(s, pawn, ev, by);
}

/** The battlefield's hexes in key order, once per map (the token prompts list them). */
const sortedHexCache = new Map<string, string[]>();
function sortedHexes(s: AtState): string[] {
  let list = sortedHexCache.get(s.map);
  if (!list) sortedHexCache.set(s.map, (list = [...boardHexes(mapOf(s))].sort()));
  return list;
}

/**
 * The Overlord's decisions (§26): which held Intrigue card to play next (OV-5,
 * OV-7); an activated Evil Champion's move and attack, in any order and to
 * any legal hex or target, never exhausted and never staying to score
 * (OV-8, OV-10, EV-2); where an Evil Cultist goes when its Objective's hex is
 * taken (EC-2, OV-9). The allies' Treasure windows open before an Evil
 * attack lands, as before any attack (TR-10).
 */
function overlordSpec(s: AtState, top: Extract<Pending, { kind: 'overlord' | 'evilActivation' | 'evilCultist' | 'evilArmory' }>): Spec {
  const o = s.evil!.overlord!;
  const seat = o.seat;
  if (top.kind === 'overlord')
    return {
      seat,
      kind: 'overlord',
      text: t('at.p.overlord', { n: o.played.length + 1 }),
      secret: true,
      opts: o.hand.map((card) => ({
        id: `i:${card}`,
        label: label('intrigue', { card: intrigueName(card).en, cardFr: intrigueName(card).fr }),
        run: (st, ev) => playIntrigue(st, card, ev),
      })),
    };
  if (top.kind === 'evilCultist')
    return {
      seat,
      kind: 'evilCultist',
      text: t('at.p.evilCultist'),
      opts: top.hexes.map((h) => ({
        id: `h:${h}`,
        label: label('hex', { hex: h }),
        run: (st, ev) => {
          st.pending.pop();
          evilCultist(st, h, ev, evilMoves());
        },
      })),
    };
  if (top.kind === 'evilArmory')
    return {
      seat,
      kind: 'evilArmory',
      text: t('at.p.evilArmory', champName(s, s.champions[top.champ]!)),
      opts: top.slots.map((i) => ({
        id: `r:${i}`,
        label: label('card', cardVars(s.row[i]!)),
        run: (st, ev) => {
          st.pending.pop();
          evilEquip(st, st.champions[top.champ]!, i, ev, evilMoves());
        },
      })),
    };
  const c = s.champions[top.champ]!;
  const opts: Opt[] = [];
  if (!top.moved && c.at !== null)
    for (const m of moveTargets(s, c))
      opts.push({
        id: `m:${m.hex}`,
        label: label('move', { hex: m.hex, n: m.cost }),
        run: (st, ev) => {
          const act = st.pending.at(-1) as Extract<Pending, { kind: 'evilActivation' }>;
          act.moved = true;
          const ch = st.champions[c.id]!;
          ev.push({ text: t('at.ev.move', { ...champName(st, ch), from: ch.at ?? '', hex: m.hex }) });
          walk(st, ch, m.path, ev);
        },
      });
  const stats = statsOf(s, c);
  const targets = top.attacks < (stats.skills.has('double') ? 2 : 1) ? attackTargets(s, c, stats) : [];
  const strike = (ids: string[]) => (st: AtState) => {
    const act = st.pending.at(-1) as Extract<Pending, { kind: 'evilActivation' }>;
    act.attacks++;
    st.pending.push({ kind: 'strike', attacker: c.id, targets: ids });
    openWindow(st, [...new Set(ids.map((id) => st.champions[id]!.owner))]);
  };
  if (stats.skills.has('area') && targets.length > 0)
    opts.push({ id: 'area', label: label('area', { n: targets.length }), run: strike(targets.map((x) => x.id)) });
  else for (const x of targets) opts.push({ id: `a:${x.id}`, label: label('attack', champName(s, x)), run: strike([x.id]) });
  // Evil Champions are never exhausted (EV-2, OV-11).
  opts.push({ id: 'done', label: label('done'), run: (st) => void st.pending.pop() });
  return { seat, kind: 'evilActivation', text: t('at.p.activation', champName(s, c)), opts };
}

const intrigueName = (id: string) => CONTENT.intrigues.find((c) => c.id === id)!.name;

/** A Treasure window (TR-10): the seat may use Treasures, one at a time, then passes. */
function windowSpec(s: AtState, seat: number): Spec {
  return {
    seat,
    kind: 'treasure',
    text: t('at.p.window'),
    secret: true,
    opts: [...treasureOpts(s, seat), opt('pass', plainLabel('pass'), (st) => void st.pending.pop())],
  };
}

function mainSpec(s: AtState): Spec {
  const seat = s.active;
  const p = s.players[seat]!;
  const opts: Opt[] = [];
  const seen: string[] = [];
  for (const inst of p.hand) {
    const cid = s.cards[inst]!;
    if (seen.includes(cid)) continue;
    seen.push(cid);
    opts.push(opt(`p:${cid}`, cardLabel('play', cid), (st, ev) => playCard(st, inst, ev)));
  }
  for (let i = 0; i < s.row.length; i++) {
    const cid = s.row[i];
    if (cid != null && canAfford(s, cardDef(cid))) opts.push(opt(`b:${i}`, buyLabel(cid), (st, ev) => buyRow(st, i, ev)));
  }
  for (const cid in s.supply)
    if (s.supply[cid]! > 0 && p.runes >= cardDef(cid).cost) opts.push(opt(`s:${cid}`, buyLabel(cid), (st, ev) => buySupply(st, cid, ev)));
  const canDeploy = freePortals(s, seat).length > 0;
  let cultists = 0;
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (c.owner !== seat) continue;
    if (c.def === CULTIST && c.at !== null) cultists++;
    const cost = activationCost(s, c);
    if (c.exhausted || cost > p.power) continue;
    if (c.at === null && !canDeploy) continue;
    // Both pawns of a two-pawn card off the battlefield: one choice, the card's first pawn (the other follows, AC-9).
    const holder = c.card === undefined ? undefined : s.champions[c.card];
    if (holder && holder.at === null && c.at === null && !holder.exhausted) continue;
    opts.push(
      opt(
        `a:${c.id}`,
        memoLabel(`activate|${pawnKey(c)}|${cost}`, () => label('activate', { ...champName(s, c), n: cost })),
        (st, ev) => activate(st, st.champions[c.id]!, ev),
      ),
    );
  }
  if (canDeploy && cultists < CONTENT.cultist.limit && p.power >= CONTENT.cultist.activation)
    opts.push(
      opt(
        'cultist',
        memoLabel('cultist', () => label('cultist', { n: CONTENT.cultist.activation })),
        (st, ev) => newCultist(st, ev),
      ),
    );
  opts.push(...treasureOpts(s, seat));
  // The shared turn (TM-6, AMB-53): both teammates are prompted at once (`currentSpecs`); finishing one's part leaves the turn to the other, and the team's turn ends when both have finished (TM-13).
  const partner = sharedTurn(s) ? turnSeats(s).find((q) => q !== seat && !s.doneThisTurn.includes(q)) : undefined;
  if (partner !== undefined)
    opts.push({
      id: 'end',
      label: label('endPart'),
      run: (st) => {
        st.doneThisTurn = [...st.doneThisTurn, seat];
        st.active = partner;
      },
    });
  else opts.push(opt('end', plainLabel('end'), (st, ev) => endTurn(st, ev)));
  return { seat, kind: 'turn', text: t('at.p.turn', { runes: p.runes, power: p.power }), secret: true, opts };
}

/**
 * Decisions already built, for the last two states asked about. A state is a
 * value: once `apply` (or the setup) has returned it, nothing writes to it
 * again (each apply works on a copy), so its decision never changes, and
 * `prompts`, `apply`, the view and the bot share one computation of it (they
 * ask about the same state one after the other). An older state's decision
 * is built again, to the same result. (A WeakMap by state cost more: an
 * entry for every state played weighs on the garbage collector.)
 */
let lastState: AtState | null = null;
let lastSpecs: Spec[] = [];
let prevState: AtState | null = null;
let prevSpecs: Spec[] = [];

/** The decision the game waits for first (the seat that acted last, in a shared turn), or null when it has ended. */
export function currentSpec(s: AtState): Spec | null {
  return currentSpecs(s)[0] ?? null;
}

/** The decision `seat` is asked for now, if any. */
export function specFor(s: AtState, seat: number): Spec | null {
  return currentSpecs(s).find((spec) => spec.seat === seat) ?? null;
}

/**
 * Every decision the game waits for. One, except in a shared turn (TM-6):
 * when no decision is under way (no activation, choice or window pending),
 * both teammates who have not finished get their turn's choices at once, the
 * seat that acted last first. A decision under way belongs to one teammate
 * and is the only one asked for, so a team has one activation in progress at
 * a time (AMB-53).
 */
export function currentSpecs(s: AtState): Spec[] {
  if (s === lastState) return lastSpecs;
  if (s === prevState) return prevSpecs;
  const top = s.pending.at(-1);
  const specs = s.winner !== null ? [] : top ? [pendingSpec(s, top)] : [mainSpec(s)];
  if (s.winner === null && !top && sharedTurn(s)) {
    const partner = turnSeats(s).find((q) => q !== s.active && !s.doneThisTurn.includes(q));
    if (partner !== undefined) specs.push(partnerSpec(s, partner));
  }
  prevState = lastState;
  prevSpecs = lastSpecs;
  lastState = s;
  lastSpecs = specs;
  return specs;
}

/** The partner's turn choices in a shared turn: built as if they were the active seat, whom each choice makes them before it runs. */
function partnerSpec(s: AtState, partner: number): Spec {
  const spec = mainSpec({ ...s, active: partner });
  return {
    ...spec,
    opts: spec.opts.map((o) => ({
      ...o,
      run: (st: AtState, ev: Events) => {
        st.active = partner;
        o.run(st, ev);
      },
    })),
  };
}
