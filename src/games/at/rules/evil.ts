import { t } from '../../../core/text.js';
import { randomInt, shuffleInPlace } from '../../../core/rng.js';
import { CONTENT, cardDef, evilDef, intrigueDef, isBoss } from '../content/index.js';
import type { EvilEffect } from '../content/schema.js';
import { allied, boardHexes, inAttackRange, mapOf, moveTargets, occupant, sanctuaryController, statsOf } from './board.js';
import { geoOf, keyDist } from './geo.js';
import { intrigueText } from './cardtext.js';
import type { attack, checkDefeat, Events, openWindow, place, refillRow, walk } from './flow.js';
import { CULTIST, EVIL, noTreasure, type AtChampion, type AtState } from './state.js';

/**
 * What the Evil Player's Champions do on the board, as the players' do: flow.ts hands its own functions in
 * (so this module does not import flow.ts back, which imports it).
 */
export interface ChampionMoves {
  attack: typeof attack;
  checkDefeat: typeof checkDefeat;
  place: typeof place;
  walk: typeof walk;
  refillRow: typeof refillRow;
  openWindow: typeof openWindow;
}

/**
 * The Evil Player of Solo and Co-op (§24, §25): not a seat but the rules'
 * automaton. Its turn draws two Intrigue cards and resolves them one after
 * the other (their bonus effects when the Intrigue discard holds at least
 * their Threat threshold), activates its Champions by the priorities of
 * §24.4, then scores its Sanctuaries. The choices the rules leave to the
 * human players (GP-4) are settled by fixed tie-breaks (docs/rulings.md), so
 * the Evil turn is one step of the engine.
 */

const evilPawns = (s: AtState): AtChampion[] =>
  Object.values(s.champions)
    .filter((c) => c.owner === EVIL && c.def !== CULTIST)
    .sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * The Boss's Fury as steps to run next (announced), or none without a Boss
 * that has one. It resolves even with the Boss off the battlefield;
 * impossible parts are ignored (FU-2, AMB-35, GP-2).
 */
function furySteps(s: AtState, ev: Events): EvilEffect[] {
  const boss = holder(s, 0);
  const fury = boss ? evilDef(boss.def).fury : undefined;
  if (!fury) return [];
  ev.push({ text: t('at.ev.fury', { champ: evilDef(boss!.def).name.en, champFr: evilDef(boss!.def).name.fr }) });
  return fury.filter((f) => f.op !== 'fury');
}

/** The Evil Champion holding an Objective token (EA-1). */
function holder(s: AtState, token: number): AtChampion | undefined {
  const e = s.evil!;
  return evilPawns(s).find((c) => e.tokens[c.id] === token);
}

/**
 * The Evil squad (SO-8..SO-10, CO-8, CO-9): the scenario's, or a random Boss
 * (Honor 4 or more and a Fury) and 3 more Evil Champions at random, never
 * one named like a Champion of the players; the Boss takes Objective token 0,
 * the others the remaining tokens at random (SO-14), each on its entry hex
 * (SO-13).
 */
export function buildEvilSquad(s: AtState, ev: Events, given?: string[]): void {
  const taken = new Set(
    Object.values(s.champions)
      .filter((c) => c.owner !== EVIL)
      .map((c) => c.def),
  );
  let squad: string[];
  if (given) squad = given;
  else {
    const pool = CONTENT.evilChampions.filter((e) => !taken.has(e.id));
    const bosses = pool.filter(isBoss);
    const boss = bosses[randomInt(s.rng, bosses.length)]!;
    const rest = shuffleInPlace(
      s.rng,
      pool.filter((e) => e.id !== boss.id).map((e) => e.id),
    ).slice(0, 3);
    squad = [boss.id, ...rest];
  }
  const tokens = [0, ...shuffleInPlace(s.rng, [1, 2, 3])];
  const m = mapOf(s);
  squad.forEach((def, i) => {
    const id = `e${s.nextId++}`;
    const token = tokens[i]!;
    s.champions[id] = { id, def, owner: EVIL, at: null, damage: 0, exhausted: false, artifacts: [], treasure: noTreasure() };
    s.evil!.tokens = { ...s.evil!.tokens, [id]: token };
    const hex = m.evilEntry[token];
    if (hex !== undefined && !occupant(s, hex)) s.champions[id]!.at = hex;
    ev.push({ text: t('at.ev.evilJoins', { champ: evilDef(def).name.en, champFr: evilDef(def).name.fr, token }) });
  });
}

/** A free hex: the given one, else its free neighbours in key order (EC-2, AMB-21); null when all are taken. */
function freeAt(s: AtState, hex: string): string | null {
  if (!occupant(s, hex)) return hex;
  return freeNeighbours(s, hex)[0] ?? null;
}

/** The free hexes next to a hex, in key order. */
function freeNeighbours(s: AtState, hex: string): string[] {
  const g = geoOf(mapOf(s));
  return [...boardHexes(mapOf(s))].filter((h) => keyDist(g, h, hex) === 1 && !occupant(s, h)).sort();
}

/**
 * The automaton's Evil turn (EVT-1): two Intrigue cards drawn and resolved
 * one after the other, then Sanctuary scoring and the end of the turn
 * (AMB-29). It runs as steps under the pending `evilTurn` (see
 * `automatonStep`), so an Evil attack can wait for the defenders' Treasure
 * windows (TR-10).
 */
export function evilTurn(s: AtState): void {
  const e = s.evil!;
  startReport(s);
  e.played = [];
  e.steps = [{ op: 'draw' }, { op: 'draw' }, { op: 'close' }];
  s.pending.push({ kind: 'evilTurn' });
}

/** One step of the automaton's Evil turn; `done` once the turn has closed (or the Evil Player has won by deck-out). */
export function automatonStep(s: AtState, ev: Events, moves: ChampionMoves): 'step' | 'done' {
  const e = s.evil!;
  const x = e.steps.shift();
  if (!x || x.op === 'close') {
    s.pending.pop();
    const played = e.played;
    e.played = [];
    closeEvilTurn(s, played, ev);
    return 'done';
  }
  switch (x.op) {
    case 'draw': {
      const card = e.deck.shift();
      if (card === undefined) {
        // An Intrigue card must be drawn from an empty deck: the Evil Player wins at once (IN-11, SV-5).
        ev.push({ text: t('at.ev.deckout') });
        s.winner = [];
        s.endReason = 'deckout';
        s.pending.pop();
        e.steps = [];
        return 'done';
      }
      e.played.push(card);
      const d = intrigueDef(card);
      ev.push({ text: t('at.ev.intrigue', { card: d.name.en, cardFr: d.name.fr }) });
      // The threshold counts the discard only: this turn's first card is not in it yet (IN-6, IN-9).
      const threat = e.discard.length >= d.threshold ? [{ op: 'threat' as const, card }, ...d.bonus] : [];
      e.steps.unshift(...d.effects, ...threat);
      return 'step';
    }
    case 'threat': {
      const d = intrigueDef(x.card);
      ev.push({ text: t('at.ev.threat', { card: d.name.en, cardFr: d.name.fr }) });
      return 'step';
    }
    case 'strike':
      evilStrike(s, x.champ, moves);
      return 'step';
    case 'toward': {
      const c = s.champions[x.champ];
      if (c && c.at !== null) toward(s, c, ev, moves);
      return 'step';
    }
    default:
      evilEffect(s, x, ev, moves);
      return 'step';
  }
}

/**
 * The end of an Evil turn, the automaton's or the Overlord's: both Intrigue
 * cards to the discard (IN-9), Honor for each Sanctuary the Evil Player
 * controls (EVT-1, EVT-3), damage healed and "until the end of the turn"
 * bonuses ended (AMB-29, EVT-4), then the Evil Player wins on its Honor goal.
 */
function closeEvilTurn(s: AtState, played: string[], ev: Events): void {
  const e = s.evil!;
  e.discard.push(...played);
  const m = mapOf(s);
  let gained = 0;
  for (const h of m.sanctuaries) if (sanctuaryController(s, h) === EVIL) gained += m.sanctuaryHonor;
  if (gained > 0) evilHonor(s, gained, ev);
  reportTurn(s, played, ev);
  e.boost = { strength: 0, defense: 0, speed: 0 };
  for (const c of Object.values(s.champions)) {
    c.damage = 0;
    c.treasure = noTreasure();
  }
  if (e.honor >= m.honorToWin) {
    s.winner = [];
    s.endReason = 'evil';
  }
}

/** The start of an Evil turn: what its report will compare with (the Evil Player's Honor, the allies' pawns and their damage). */
function startReport(s: AtState): void {
  const onBoard: string[] = [];
  const damage: Record<string, number> = {};
  for (const id in s.champions) {
    const c = s.champions[id]!;
    if (c.owner === EVIL || c.at === null) continue;
    onBoard.push(id);
    if (c.damage > 0) damage[id] = c.damage;
  }
  s.evil!.report = { honor: s.evil!.honor, onBoard, damage, activated: [] };
}

/** An Evil Champion activated this Evil turn, for its report. */
function noteActivation(s: AtState, c: AtChampion): void {
  const e = s.evil!;
  if (!e.report) return;
  const n = nameOf(c);
  e.report = { ...e.report, activated: [...e.report.activated, { en: n.champ, fr: n.champFr }] };
}

/**
 * The report of an Evil turn, before its damage heals: the Intrigue cards
 * played with their text, the Evil Champions activated, the damage dealt to
 * the allies' pawns, those defeated and the Honor the Evil Player gained (all
 * public), with a picture of the cards.
 */
function reportTurn(s: AtState, played: string[], ev: Events): void {
  const e = s.evil!;
  const r = e.report;
  delete e.report;
  if (!r || played.length === 0) return;
  let damage = 0;
  let defeated = 0;
  for (const id of r.onBoard) {
    const c = s.champions[id];
    if (!c || c.at === null) defeated++;
    else damage += Math.max(0, c.damage - (r.damage[id] ?? 0));
  }
  const cards = (l: 'en' | 'fr') =>
    played.map((id) => `${intrigueDef(id).name[l]} (${intrigueText(intrigueDef(id), l)})`).join(l === 'en' ? '; ' : ' ; ');
  const names = (l: 'en' | 'fr') => [...new Set(r.activated.map((n) => n[l]))].join(', ') || (l === 'en' ? 'none' : 'aucun');
  const honor = e.honor - r.honor;
  ev.push({
    text: t('at.ev.evilReport', {
      cards: cards('en'),
      cardsFr: cards('fr'),
      activated: names('en'),
      activatedFr: names('fr'),
      damage,
      defeated,
      honor,
      total: e.honor,
    }),
    picture: { kind: 'evilTurn', view: { cards: played, damage, defeated, honor, total: e.honor } },
  });
}

/** Overlord: draws Intrigue cards into the Overlord's hand; an empty deck makes the Evil Player win at once (IN-11, AMB-37). */
function drawIntrigues(s: AtState, n: number, ev: Events): boolean {
  const e = s.evil!;
  const o = e.overlord!;
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = e.deck.shift();
    if (card === undefined) {
      ev.push({ text: t('at.ev.deckout') });
      s.winner = [];
      s.endReason = 'deckout';
      return false;
    }
    got.push(card);
    o.hand.push(card);
  }
  ev.push({ text: t('at.ev.overlordDraws', { player: o.name, n }) });
  ev.push({
    text: t('at.ev.overlordDrew', {
      cards: got.map((c) => intrigueDef(c).name.en).join(', '),
      cardsFr: got.map((c) => intrigueDef(c).name.fr).join(', '),
    }),
    visibleTo: [o.seat],
  });
  return true;
}

/**
 * Overlord (§26): the Evil turn begins. On its first turn the Overlord draws
 * three Intrigue cards (OV-5); every turn it then plays two of the three it
 * holds, one after the other, in the order it chooses (OV-7, AMB-37): the
 * pending `overlord` decision, resolved step by step by `overlordStep`.
 */
export function overlordTurn(s: AtState, ev: Events): void {
  const o = s.evil!.overlord!;
  startReport(s);
  if (o.hand.length === 0 && !drawIntrigues(s, 3, ev)) return;
  s.pending.push({ kind: 'overlord' });
}

/** Overlord: plays a held Intrigue card; its bonus joins its effects when the discard reaches its threshold (IN-6, OV-11). */
export function playIntrigue(s: AtState, card: string, ev: Events): void {
  const e = s.evil!;
  const o = e.overlord!;
  o.hand.splice(o.hand.indexOf(card), 1);
  o.played.push(card);
  const d = intrigueDef(card);
  ev.push({ text: t('at.ev.intrigue', { card: d.name.en, cardFr: d.name.fr }) });
  o.queue.push(...d.effects);
  // Only the discard counts, never the held cards nor this turn's first card (IN-9, AMB-37).
  if (e.discard.length >= d.threshold) {
    ev.push({ text: t('at.ev.threat', { card: d.name.en, cardFr: d.name.fr }) });
    o.queue.push(...d.bonus);
  }
}

/**
 * Overlord: one step of the Evil turn under way. `ask` when the Overlord
 * must pick its next Intrigue card; `step` after resolving one effect (which
 * may leave a decision pending); `done` once both cards are resolved and
 * the turn closed: the played cards discarded, Sanctuaries scored, two cards
 * drawn to hold three again (OV-6, AMB-37: an empty deck loses even here).
 */
export function overlordStep(s: AtState, ev: Events, moves: ChampionMoves): 'ask' | 'step' | 'done' {
  const o = s.evil!.overlord!;
  const x = o.queue.shift();
  if (x) {
    overlordEffect(s, x, ev, moves);
    return 'step';
  }
  if (o.played.length < 2 && o.hand.length > 0) return 'ask';
  s.pending.pop();
  const played = o.played;
  o.played = [];
  closeEvilTurn(s, played, ev);
  if (s.winner === null) drawIntrigues(s, 2, ev);
  return 'done';
}

/**
 * One Evil effect under the Overlord: an activated Evil Champion enters on
 * its entry hex if it is off the battlefield, then waits for the Overlord's
 * free move and attack (OV-8, no stay-and-score: OV-10); a Fury and
 * "activate every Evil Champion" expand in place, in order (EA-2); a Cultist
 * whose Objective hex is taken goes where the Overlord says (EC-2, OV-9).
 */
function overlordEffect(s: AtState, x: EvilEffect, ev: Events, moves: ChampionMoves): void {
  const o = s.evil!.overlord!;
  switch (x.op) {
    case 'activate': {
      const c = holder(s, x.token);
      if (!c) return;
      ev.push({ text: t('at.ev.evilActivates', nameOf(c)) });
      noteActivation(s, c);
      if (c.at === null) {
        const m = mapOf(s);
        const entry = freeAt(s, m.evilEntry[x.token] ?? m.objectives[x.token] ?? '0,0');
        if (entry === null) return;
        moves.place(s, c, entry, ev);
      }
      s.pending.push({ kind: 'evilActivation', champ: c.id, moved: false, attacks: 0 });
      return;
    }
    case 'activateAll':
      o.queue.unshift(...[0, 1, 2, 3].map((token) => ({ op: 'activate' as const, token })));
      return;
    case 'fury':
      o.queue.unshift(...furySteps(s, ev));
      return;
    case 'cultist': {
      const hex = mapOf(s).objectives[x.token];
      if (hex === undefined) return;
      if (!occupant(s, hex)) {
        evilCultist(s, hex, ev, moves);
        return;
      }
      const near = freeNeighbours(s, hex);
      if (near.length === 1) evilCultist(s, near[0]!, ev, moves);
      else if (near.length > 1) s.pending.push({ kind: 'evilCultist', hexes: near });
      return;
    }
    case 'armory': {
      const c = holder(s, x.token);
      const slots = rowArtifacts(s);
      if (!c || slots.length === 0) return;
      if (slots.length === 1) evilEquip(s, c, slots[0]!, ev, moves);
      else s.pending.push({ kind: 'evilArmory', champ: c.id, slots });
      return;
    }
    default:
      evilEffect(s, x, ev, moves);
  }
}

/** The center-row slots holding an Artifact. */
export const rowArtifacts = (s: AtState): number[] => s.row.flatMap((id, i) => (id !== null && cardDef(id).type === 'artifact' ? [i] : []));

/**
 * An Evil Champion equips the Artifact of a center-row slot (IN-13): the card
 * leaves the row, which refills at once (CR-9, FQ-1); its Ambush is ignored
 * (EV-6, KW-31). Defeated, the Champion's Artifacts are banished (EV-7).
 */
export function evilEquip(s: AtState, c: AtChampion, slot: number, ev: Events, moves: ChampionMoves): void {
  const card = s.row[slot]!;
  s.row[slot] = null;
  moves.refillRow(s, ev);
  const inst = `c${s.nextId++}`;
  s.cards = { ...s.cards, [inst]: card };
  c.artifacts = [...c.artifacts, inst];
  const d = cardDef(card);
  ev.push({ text: t('at.ev.equip', { ...nameOf(c), card: d.name.en, cardFr: d.name.fr }) });
}

/** Deploys an Evil Cultist on a hex (EC-1, EC-3). */
export function evilCultist(s: AtState, at: string, ev: Events, moves: ChampionMoves): void {
  const id = `k${s.nextId++}`;
  s.champions[id] = { id, def: CULTIST, owner: EVIL, at: null, damage: 0, exhausted: false, artifacts: [], treasure: noTreasure() };
  moves.place(s, s.champions[id]!, at, ev);
}

function evilHonor(s: AtState, n: number, ev: Events): void {
  s.evil!.honor += n;
  ev.push({ text: t('at.ev.evilHonor', { n, honor: s.evil!.honor }) });
}

function evilEffect(s: AtState, x: EvilEffect, ev: Events, moves: ChampionMoves): void {
  const e = s.evil!;
  switch (x.op) {
    case 'activate': {
      const c = holder(s, x.token);
      if (c) activateEvil(s, c.id, ev, moves);
      return;
    }
    case 'activateAll':
      // One after the other, each activation's attacks landing before the next begins (EA-2).
      e.steps.unshift(...[0, 1, 2, 3].map((token) => ({ op: 'activate' as const, token })));
      return;
    case 'boost':
      e.boost = { ...e.boost, [x.stat]: e.boost[x.stat] + x.n };
      return;
    case 'fury':
      e.steps.unshift(...furySteps(s, ev));
      return;
    case 'cultist': {
      // On the Objective token's hex, else a free neighbour, else nothing; no cap on Evil Cultists (EC-1..EC-3).
      const hex = mapOf(s).objectives[x.token];
      const at = hex === undefined ? null : freeAt(s, hex);
      if (at === null) return;
      evilCultist(s, at, ev, moves);
      return;
    }
    case 'armory': {
      // The human players choose for the automaton and may pick what helps it least (FQ-20): the cheapest Artifact, then the leftmost.
      const c = holder(s, x.token);
      const slots = rowArtifacts(s);
      if (!c || slots.length === 0) return;
      const slot = slots.reduce((a, b) => (cardDef(s.row[b]!).cost < cardDef(s.row[a]!).cost ? b : a));
      evilEquip(s, c, slot, ev, moves);
      return;
    }
    case 'honor':
      evilHonor(s, x.n, ev);
      return;
    case 'scorch': {
      const evil = Object.values(s.champions).filter((c) => c.owner === EVIL && c.at !== null);
      const g = geoOf(mapOf(s));
      const hit = Object.values(s.champions)
        .filter((c) => c.owner !== EVIL && c.at !== null && evil.some((o) => keyDist(g, o.at!, c.at!) === 1))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const c of hit) {
        c.damage += x.n;
        ev.push({ text: t('at.ev.damage', { ...nameOf(c), n: x.n }) });
      }
      for (const c of hit) moves.checkDefeat(s, c, ev, EVIL);
      return;
    }
  }
}

/**
 * An Evil Champion's Fatal, for one enemy its attack defeated (KW-34,
 * EV-10): its card's Fatal, then each equipped Artifact's (taken from the
 * center row, IN-13). It resolves at once. Of an Artifact's Fatal, written
 * for a player, only Honor means something to the Evil Player (it becomes
 * Evil Honor); the rest gives a player's Runes, Power, cards or choices the
 * Evil Player does not have, and is ignored as impossible (GP-2).
 */
export function evilFatalEffects(s: AtState, c: AtChampion, ev: Events, moves: ChampionMoves): void {
  const own = evilDef(c.def).fatal;
  if (own) {
    ev.push({ text: t('at.ev.fatal', nameOf(c)) });
    for (const x of own) evilEffect(s, x, ev, moves);
  }
  for (const a of c.artifacts) {
    const d = cardDef(s.cards[a]!);
    if (d.type !== 'artifact' || !d.fatal) continue;
    ev.push({ text: t('at.ev.fatal', nameOf(c)) });
    for (const x of d.fatal) if (x.op === 'honor') evilHonor(s, x.n, ev);
  }
}

const nameOf = (c: AtChampion) => {
  if (c.def === CULTIST) return { champ: 'Cultist', champFr: 'Cultiste' };
  if (c.owner === EVIL) return { champ: evilDef(c.def).name.en, champFr: evilDef(c.def).name.fr };
  const d = CONTENT.cards.find((x) => x.id === c.def)!;
  return { champ: d.name.en, champFr: d.name.fr };
};

/** Enemies of the Evil Player a pawn standing on `hex` could attack. */
function inRangeFrom(s: AtState, c: AtChampion, hex: string): AtChampion[] {
  const was = c.at;
  c.at = hex;
  const st = statsOf(s, c);
  const out = Object.values(s.champions)
    .filter((o) => o.at !== null && !allied(s, o.owner, EVIL) && o.id !== c.id && inAttackRange(s, c, o, st))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  c.at = was;
  return out;
}

/** The target with the highest Defense; ties to the lowest pawn id (EA-5, EA-14, AMB-22). */
function strongest(s: AtState, list: AtChampion[]): AtChampion | undefined {
  let best: AtChampion | undefined;
  for (const o of list) if (!best || statsOf(s, o).defense > statsOf(s, best).defense) best = o;
  return best;
}

const canDefeat = (s: AtState, c: AtChampion, o: AtChampion) => statsOf(s, c).strength >= statsOf(s, o).defense - o.damage;

/**
 * Activates one Evil Champion by the priorities of §24.4 (EA-3..EA-14): an
 * Evil Champion off the battlefield enters on its entry hex first (AMB-21).
 * If it can defeat one of your Champions, from where it stands or after a
 * move, it attacks the one with the highest Defense (moving first if needed,
 * to the spot nearest its Objective; attacking first then moving toward the
 * Objective if already in range). Otherwise, on or next to its Objective's
 * Sanctuary, it stays and scores it (EA-11); else it moves as near its
 * Objective as it can (EA-8..EA-10). Either way it then attacks the
 * strongest Champion in range (EA-13, AMB-24). Never exhausted (EV-2, EV-3).
 */
export function activateEvil(s: AtState, id: string, ev: Events, moves: ChampionMoves): void {
  const c = s.champions[id];
  if (!c) return;
  const m = mapOf(s);
  const g = geoOf(m);
  const token = s.evil!.tokens[id]!;
  const goal = m.objectives[token] ?? '0,0';
  ev.push({ text: t('at.ev.evilActivates', nameOf(c)) });
  noteActivation(s, c);
  if (c.at === null) {
    const entry = freeAt(s, m.evilEntry[token] ?? goal);
    if (entry === null) return;
    moves.place(s, c, entry, ev);
  }
  const spots = [{ hex: c.at!, path: [] as string[] }, ...moveTargets(s, c)];
  const options: { spot: (typeof spots)[number]; target: AtChampion }[] = [];
  for (const spot of spots) for (const o of inRangeFrom(s, c, spot.hex)) if (canDefeat(s, c, o)) options.push({ spot, target: o });
  // Its attacks (two with Double attack) are steps of the Evil turn: each waits for the defenders' Treasure windows.
  const strikes = Array.from({ length: statsOf(s, c).skills.has('double') ? 2 : 1 }, () => ({ op: 'strike' as const, champ: id }));
  const steps = s.evil!.steps;
  if (options.length > 0) {
    const target = strongest(
      s,
      options.map((o) => o.target),
    )!;
    const here = options.find((o) => o.target.id === target.id && o.spot.hex === c.at);
    if (here) {
      // Attack first, then move toward the Objective (EA-7).
      steps.unshift(...strikes, { op: 'toward', champ: id });
      return;
    }
    const spot = options
      .filter((o) => o.target.id === target.id)
      .map((o) => o.spot)
      .sort((a, b) => keyDist(g, a.hex, goal) - keyDist(g, b.hex, goal) || (a.hex < b.hex ? -1 : 1))[0]!;
    ev.push({ text: t('at.ev.move', { ...nameOf(c), from: c.at!, hex: spot.hex }) });
    moves.walk(s, c, spot.path, ev);
    // Stryker disable next-line LogicalOperator: walking never removes an Evil Champion (it ignores Corruption, TT-31), so the pawn is there and on the board: && and || both read true
    if (s.champions[id] && c.at !== null) steps.unshift(...strikes);
    return;
  }
  if (m.sanctuaries.includes(goal) && keyDist(g, c.at!, goal) <= 1) {
    // Stay and score (EA-11, EV-8); Overlord forbids it (OV-10).
    ev.push({ text: t('at.ev.evilStays', nameOf(c)) });
    evilHonor(s, m.sanctuaryHonor, ev);
  } else toward(s, c, ev, moves);
  // Stryker disable next-line LogicalOperator: staying or walking never removes an Evil Champion (it ignores Corruption, TT-31), so the pawn is there and on the board: && and || both read true
  if (s.champions[id] && c.at !== null) steps.unshift(...strikes);
}

/** Moves an Evil Champion as near its Objective as one move takes it, when that is nearer (EA-8..EA-10). */
function toward(s: AtState, c: AtChampion, ev: Events, moves: ChampionMoves): void {
  const m = mapOf(s);
  const g = geoOf(m);
  const goal = m.objectives[s.evil!.tokens[c.id]!] ?? '0,0';
  const best = moveTargets(s, c).reduce<{ hex: string; path: string[]; d: number } | null>((acc, mt) => {
    const d = keyDist(g, mt.hex, goal);
    return !acc || d < acc.d ? { ...mt, d } : acc;
  }, null);
  if (best && best.d < keyDist(g, c.at!, goal)) {
    ev.push({ text: t('at.ev.move', { ...nameOf(c), from: c.at!, hex: best.hex }) });
    moves.walk(s, c, best.path, ev);
  }
}

/**
 * One Evil attack (EA-5, EA-13, EA-14): the strongest Champion it can
 * defeat in range, else the strongest in range; every enemy in range with
 * Area attack. Declared as a player's attack is: each defender holding
 * Treasures may use them before it lands (TR-10).
 */
function evilStrike(s: AtState, id: string, moves: ChampionMoves): void {
  const c = s.champions[id];
  if (!c || c.at === null) return;
  const inRange = inRangeFrom(s, c, c.at);
  const killable = inRange.filter((o) => canDefeat(s, c, o));
  const target = strongest(s, killable.length > 0 ? killable : inRange);
  if (!target) return;
  const targets = statsOf(s, c).skills.has('area') ? inRange : [target];
  s.pending.push({ kind: 'strike', attacker: id, targets: targets.map((o) => o.id) });
  moves.openWindow(s, [...new Set(targets.map((o) => o.owner))]);
}
