import type { Action } from '../../../core/game.js';
import { createRng, shuffleInPlace } from '../../../core/rng.js';
import { CONTENT, characterDef, corruptedDef, questDef, scenarioDef, worldCardDef } from '../content/index.js';
import { COLOURS, type Effect, type Energy } from '../content/schema.js';
import type { ScenarioEffect } from '../content/scenarios.js';
import { spaceKey, THE_DOJO, tileOf } from './board.js';
import { cloneState, ownSpaces } from './clone.js';
import {
  allyReward,
  bossHealthOf,
  scenarioLoot,
  currentSpec,
  scenarioGoal,
  dist,
  enemyOf,
  lowestToken,
  settle,
  type Events,
  type Spec,
} from './flow.js';
import type { CohChar, CohState } from './state.js';

/**
 * The heuristic bot. Each option is scored for its seat with `evaluate`,
 * which knows the goal of the mode: in the arenas the energies the
 * character still lacks, then The Dojo (§21.1–21.2); in a scenario its
 * objective (§21.3). The greedy score looks one decision ahead (two when the
 * choice leads to another decision of its own, such as a Move's steps or a
 * target). In a scenario's own Adventure phase it plans further: for the
 * greedy's best few options it plays the rest of its turn greedily and
 * scores where the turn ends, so two cards that together bring a Monster
 * down count as much as the Monster. It never peeks: the positions it imagines replace the
 * random generator, the decks' order, the face-down Events, the face-down
 * scenario tokens' numbers and the other seats' secret targets with
 * stand-ins.
 */
export function botAction(s: CohState, seat: number): Action {
  const spec = currentSpec(s);
  if (!spec || spec.seat !== seat) throw new Error(`seat ${seat} has nothing to decide`);
  const blind = blindCopy(s, seat);
  let scored = spec.opts.map((o) => ({ o, score: valueAfter(blind, spec, o.id, seat, 1) + tieBreak(o.id) }));
  // Scenarios only: in the arenas the planning bot left the Versus balance's band (Kaoru 62.5 %, Persephone 35 %).
  if (blind.scn && ownAdventure(blind, spec, seat) && scored.length > 1) {
    const kept = new Set(planned(scored));
    scored = scored.filter((x) => kept.has(x)).map(({ o, score }) => ({ o, score: turnValue(blind, spec, o.id, seat) + SURE * score }));
  }
  let best = scored[0]!;
  for (const x of scored) if (x.score > best.score) best = x;
  return { type: spec.kind, c: best.o.id };
}

/** Between equal scores, stopping (ending the turn, a Move, a choice) wins: no effort for nothing. */
const tieBreak = (id: string) => (id === 'end' || id === 'stop' || id === 'skip' ? 0.01 : 0);

/** Options whose turn is played out: the greedy's best ones (a plan costs a whole turn of greedy decisions). */
const PLAN_WIDTH = 4;
/** Decisions of its own a plan plays after the option, at most: a turn of three Activations with Moves fits. */
const PLAN_DEPTH = 12;

/**
 * How much of the greedy score joins a plan's: between plans worth the same (a win now or later, a Rift closed
 * before or after a card), the sure gain of the option itself decides.
 */
const SURE = 0.01;

/** The greedy's best `PLAN_WIDTH` options, first among equals the one offered first. */
function planned<T extends { score: number }>(scored: T[]): T[] {
  return [...scored].sort((a, b) => b.score - a.score).slice(0, PLAN_WIDTH);
}

/** A decision of the seat's own in its own Adventure phase: the rest of that turn is its to plan. */
function ownAdventure(s: CohState, spec: Spec, seat: number): boolean {
  return spec.seat === seat && s.step === 'adventure' && s.order[s.turn] === seat;
}

/**
 * An option's worth at the end of the seat's turn: the option, then its own
 * decisions of that turn, each the greedy's choice, until it ends the turn,
 * the turn passes to another seat or `PLAN_DEPTH` decisions are made; the
 * last choice's greedy score (ending the turn plays the Monster phase),
 * and every defeat on the way.
 */
function turnValue(s: CohState, spec: Spec, id: string, seat: number): number {
  const turn = turnOf(s);
  let at = played(s, spec, id);
  if (!at) return -1e9;
  let penalty = defeats(at.s, at.ev, seat);
  for (let n = 0; n < PLAN_DEPTH; n++) {
    const next = currentSpec(at.s);
    // Alone in a scenario, the next turn is its own again: the plan stops where this one ends, as for every option.
    if (!next || !ownAdventure(at.s, next, seat) || turnOf(at.s) !== turn || next.opts.length === 0) break;
    const choice = greedyChoice(at.s, next, seat);
    if (choice.id === 'end' || n === PLAN_DEPTH - 1) return choice.score + penalty;
    at = played(at.s, next, choice.id);
    if (!at) return -1e9;
    penalty += defeats(at.s, at.ev, seat);
  }
  return evaluate(at.s, seat) + penalty;
}

const turnOf = (s: CohState) => `${s.day}:${s.round}:${s.turn}`;

/** The option the greedy bot takes, with its score. */
function greedyChoice(s: CohState, spec: Spec, seat: number): { id: string; score: number } {
  let best = { id: spec.opts[0]!.id, score: -Infinity };
  for (const o of spec.opts) {
    const score = valueAfter(s, spec, o.id, seat, 1) + tieBreak(o.id);
    if (score > best.score) best = { id: o.id, score };
  }
  return best;
}

/** A copy of the position with the option played and everything that follows without a decision; null if it is refused. */
function played(s: CohState, spec: Spec, id: string): { s: CohState; ev: Events } | null {
  const next = cloneState(s);
  const ev: Events = [];
  try {
    spec.opts.find((o) => o.id === id)!.run(next, ev);
    settle(next, ev);
  } catch {
    return null;
  }
  return { s: next, ev };
}

/** The state as the seat may imagine it: another random generator, and what is face down or secret replaced by stand-ins. */
function blindCopy(s: CohState, seat: number): CohState {
  const c = cloneState(s);
  c.rng = createRng(`bot:${s.day}:${s.turn}:${s.nextUid}`);
  // Deck orders are hidden too, and so are the two Events each World set aside: each imagined
  // World deck is dealt from its cards and its World's set-aside Events, shuffled from a sorted list.
  for (const w of CONTENT.worlds) {
    const deck = c.worldDecks[w.id]!;
    const pool = [...deck, ...c.box.filter((id) => w.deck.some((d) => d.id === id))].sort();
    c.worldDecks[w.id] = shuffleInPlace(c.rng, pool).slice(0, deck.length);
  }
  c.dusk = shuffleInPlace(c.rng, c.dusk.sort());
  c.shifts = shuffleInPlace(c.rng, c.shifts.sort());
  for (const [sp, card] of Object.entries(ownSpaces(c))) {
    if (card.faceUp) continue;
    const world = CONTENT.worlds.find((w) => w.id === tileOf(sp));
    const stand = world?.deck.find((d) => d.type === 'event');
    if (stand) card.id = stand.id;
  }
  const scn = c.scn;
  if (scn) {
    // Face-down scenario tokens (S10, S12): their numbers are dealt again among their spaces.
    const spaces = scn.hidden.map((n) => scn.tokens[n]!).sort();
    const nums = shuffleInPlace(c.rng, [...scn.hidden].sort());
    nums.forEach((n, i) => (scn.tokens[n] = spaces[i]!));
    // S01: only the seat's own target is known; S17: the face-down Doom tokens are in an imagined order.
    scn.targets = scn.targets.map((x, i) => (i === seat ? x : -1));
    scn.pool = shuffleInPlace(c.rng, [...scn.pool].sort());
    // S18: Leaf's face-down pile in an imagined order.
    if (scn.leaf) scn.leaf.pile = shuffleInPlace(c.rng, [...scn.leaf.pile].sort());
  }
  return c;
}

function valueAfter(s: CohState, spec: Spec, id: string, seat: number, depth: number): number {
  if (id === 'end' && diceAtRoundEnd(s)) return endOverDice(s, spec, seat);
  const at = played(s, spec, id);
  if (!at) return -1e9;
  const { s: next, ev } = at;
  const penalty = defeats(next, ev, seat);
  const after = currentSpec(next);
  if (depth > 0 && after && after.seat === seat && after.kind !== 'turn' && after.opts.length > 0) {
    let best = -Infinity;
    for (const o of after.opts) best = Math.max(best, valueAfter(next, after, o.id, seat, depth - 1));
    return best + penalty;
  }
  return evaluate(next, seat) + penalty;
}

/** Solo scenarios whose round ends on a scenario die that can defeat (S06's 3 damage) or bring a Corrupted (S12). */
const diceAtRoundEnd = (s: CohState) => s.scn?.id === 's06' || s.scn?.id === 's12';
/** Imagined dice an end of turn is judged over. */
const DICE = 6;

/**
 * Ending the turn plays the Monster phase and the round's end: the Corrupted turn and the scenario die. One imagined
 * die would be taken as certain (a 1 on S06's die, 3 damage, made every turn ending outside The Dojo look lost); the
 * mean over several imagined dice weighs each result by its chance.
 */
function endOverDice(s: CohState, spec: Spec, seat: number): number {
  let sum = 0;
  for (let k = 0; k < DICE; k++) {
    const c = cloneState(s);
    c.rng = createRng(`bot:end:${k}:${s.day}:${s.turn}:${s.nextUid}`);
    const at = played(c, spec, 'end');
    if (!at) return -1e9;
    sum += evaluate(at.s, seat) + defeats(at.s, at.ev, seat);
  }
  return sum / DICE;
}

/** A defeat costs more than the Health it restores: its turn, the way back, energy; an opponent's is a gain (arenas, teams, S01). */
function defeats(s: CohState, ev: Events, seat: number): number {
  let v = 0;
  const mine = sideOf(s, seat);
  for (const e of ev) {
    if (typeof e.text !== 'object' || e.text.key !== 'coh.ev.defeated') continue;
    const c = s.chars.find((x) => characterDef(x.character).name.en === (e.text as { vars?: Record<string, unknown> }).vars?.who);
    if (!c) continue;
    if (c.seat === seat) v -= 160;
    else if (mine(c)) v -= 100;
    else v += 60;
  }
  return v;
}

/** The worth of one energy point on a track still short of the maximum. */
const ENERGY = 40;
/** What one step of distance toward a goal costs. */
const STEP = 6;

/** Energy points of a gain the character can still use: per colour up to what it lacks, Gold up to the rest. */
export function usefulEnergy(c: CohChar, cap: number, e: Energy): number {
  let n = 0;
  let lack = 0;
  for (const col of COLOURS) {
    const l = Math.max(0, cap - c.energy[col]);
    const got = Math.min(e[col], l);
    n += got;
    lack += l - got;
  }
  return n + Math.min(e.gold, lack);
}

const lacking = (c: CohChar, cap: number) => COLOURS.reduce((n, col) => n + Math.max(0, cap - c.energy[col]), 0);
const energyOf = (c: CohChar, cap: number) => COLOURS.reduce((n, col) => n + Math.min(c.energy[col], cap), 0);

/** Who plays with this seat (itself included): everyone in co-op, its team in team scenarios, itself alone otherwise. */
function sideOf(s: CohState, seat: number): (c: CohChar) => boolean {
  const scn = s.scn;
  if (!scn) return (c) => c.seat === seat;
  if (scn.id === 's01') return (c) => c.seat === seat;
  return (c) => scn.team[c.seat] === scn.team[seat];
}

/** The damage this character can count on dealing to one Monster this turn, roughly. */
const punch = (c: CohChar) => 4 + c.nextAttack;

/** Steps a character walks and strikes across in one turn, roughly (a Move of 2, Range 1). */
const HUNT_REACH = 3;

/** S01: every other character plays before this one's next turn and scores when it falls — the blows it can land from where it stands. */
function huntersReach(s: CohState, c: CohChar): number {
  let n = 0;
  for (const x of s.chars) if (x.seat !== c.seat && dist(s, x.at, c.at) <= HUNT_REACH) n += punch(x);
  return n;
}

/**
 * A position's worth for a seat: the result when the game is over; otherwise
 * energy (the tracks up to the maximum), Health and Spirit, levels, the way
 * to the nearest thing that gives the energies it lacks, The Dojo once they
 * are full (arenas), and the scenario's objective: its progress (Bosses,
 * Nomads, tokens, Dreamstones, Wells, points, the Corrupted's Health left)
 * and the way to its next step.
 */
export function evaluate(s: CohState, seat: number): number {
  if (s.step === 'over') {
    if (s.scn) return s.scn.winners.includes(seat) ? 1e6 : -1e6;
    return s.winner === seat ? 1e6 : s.winner === null ? -5e5 : -1e6;
  }
  const c = s.chars[seat]!;
  const mine = sideOf(s, seat);
  // Every track must reach the maximum: the shortest one counts twice more.
  let v = ENERGY * energyOf(c, s.cap) + 25 * Math.min(...COLOURS.map((col) => Math.min(c.energy[col], s.cap)));
  // Health matters most while low (a defeat costs energy, and Doom in most scenarios).
  const frail = s.scn ? 6 : 3;
  // Levels are taken at the end of the turn (§9.4): a threshold reached counts already, or ending the turn early would look like a gain.
  v +=
    frail * Math.min(c.health, 5) +
    0.5 * Math.max(0, c.health - 5) +
    0.5 * c.spirit +
    10 * COLOURS.filter((col) => c.levels.includes(col) || c.energy[col] >= 5).length +
    2 * c.nextAttack +
    c.moveBonus;
  for (const r of Object.values(c.res)) v += 0.5 * (r ?? 0);
  v += 2 * c.items.length;
  for (const o of s.chars) if (!mine(o)) v -= (s.scn ? 3 : 2) * energyOf(o, s.cap);
  const lack = lacking(c, s.cap);
  const stepsHome = dist(s, c.at, THE_DOJO);
  if (!s.scn) {
    // Full: the victory is the walk home (worth more than any step of it costs).
    if (lack === 0) return v + 300 - 30 * stepsHome;
    // Close to the goal, The Dojo starts to pull; late in the game more so.
    const roundsLeft = (6 - s.day) * 2 + (s.round === 'dawn' ? 1 : 0);
    if (lack <= 6) v -= (6 - lack + (roundsLeft < 3 ? 3 : 0)) * stepsHome;
  }
  v += prospect(s, c, s.scn ? 0.3 : 0.5);
  // In its own Adventure phase, what the Monster phase would bring if the turn ended here (§8): a defeat above all.
  // Not while it is still moving: the steps left may take it out of reach.
  const moving = s.pending.some((p) => p.k === 'move' && p.seat === seat);
  if (s.step === 'adventure' && s.order[s.turn] === seat && c.at !== THE_DOJO && !moving) {
    let incoming = 0;
    for (const [sp, card] of Object.entries(s.spaces)) {
      if (!card.faceUp) continue;
      const d = worldCardDef(card.id);
      if (d.type === 'monster' && dist(s, sp, c.at) <= d.range) incoming += d.strength;
    }
    // Enemy Corrupted strike in the Monster phase too, on The Dojo as well (§28.11).
    for (const k of s.corrupted)
      if (enemyOf(s, k, seat) && dist(s, k.at, c.at) <= corruptedDef(k.id).range) incoming += corruptedDef(k.id).attack;
    v -= incoming >= c.health ? 120 : incoming;
  }
  // S01: the other characters strike on The Dojo too (§4.6.3), each before this one plays again.
  if (s.scn?.id === 's01' && s.step === 'adventure' && s.order[s.turn] === seat && !moving) {
    const blows = huntersReach(s, c);
    v -= blows >= c.health ? 120 : blows;
  }
  if (s.quests.length > 0) v += quests(s, c);
  if (s.scn) v += objective(s, c, mine);
  return v;
}

/** What a Quest part done is worth beyond its reward (S02, S13 and S14 need complete Quests). */
const PART_DONE = 60;
const QUEST_SCENARIO = 250;

/**
 * The seat's Quests (§32.6): parts done and counts made so far, and, when it
 * is cheap, the way to the current part's objective — its reward's energy
 * against the steps to the nearest place that would count (a World's space,
 * The Dojo to rest on, a face-down card, a Rift, a Monster it can bring
 * down, a Boss, an Ally), never below nothing, so that a far objective
 * does not pull it from better things.
 */
function quests(s: CohState, c: CohChar): number {
  const scn = s.scn?.id;
  const needed = scn === 's02' || scn === 's13' || scn === 's14';
  let v = 0;
  for (const q of s.quests) {
    if (!q.seats.includes(c.seat)) continue;
    v += (needed ? QUEST_SCENARIO : PART_DONE) * (q.part - 1);
    if (q.part > 2) continue;
    const part = questDef(q.id).parts[q.part - 1]!;
    const o = part.objective;
    const worth = (needed ? QUEST_SCENARIO / ENERGY : 0) + usefulEnergy(c, s.cap, part.reward) + (part.item !== undefined ? 0.5 : 0);
    v += 20 * q.count;
    let places: string[] = [];
    let reach = 0;
    const faceUp = (test: (d: ReturnType<typeof worldCardDef>, dmg: number) => boolean) =>
      Object.entries(s.spaces)
        // A scenario's own Boss Health (S03) counts as damage already dealt.
        .filter(([, card]) => card.faceUp && test(worldCardDef(card.id), card.dmg - bossHealthOf(s.scn?.id, card.id)))
        .map(([sp]) => sp);
    switch (o.kind) {
      case 'world':
        places = s.layout[o.world] ? [1, 2, 3, 4, 5, 6].map((n) => spaceKey(o.world, n)) : [];
        break;
      case 'dojoRest':
        places = [THE_DOJO];
        break;
      case 'events':
        places = Object.entries(s.spaces)
          .filter(([, card]) => !card.faceUp)
          .map(([sp]) => sp);
        break;
      case 'rifts':
        places = faceUp((d) => d.type === 'rift');
        break;
      case 'monsters':
        places = faceUp((d, dmg) => d.type === 'monster' && d.health - dmg <= punch(c));
        reach = 1;
        break;
      case 'boss':
        places = faceUp((d, dmg) => d.type === 'monster' && d.boss && d.health - dmg <= punch(c));
        reach = 1;
        break;
      case 'ally':
        places = allySpaces(s);
        break;
      case 'colour':
        v += 10 * Math.min(c.energy[o.colour], o.n);
        break;
      case 'items':
        v += 10 * Math.min(c.items.length, o.n);
        break;
    }
    if (places.length === 0) continue;
    const steps = Math.min(...places.map((sp) => Math.max(0, dist(s, c.at, sp) - reach)));
    v += Math.max(0, 0.5 * ENERGY * worth - STEP * steps);
  }
  return v;
}

/**
 * The best thing within reach that gives energy the character lacks: a Rift
 * (its Gift and half its Challenge's success), a face-down card, a Monster it
 * can bring down this turn, an Ally Monster; worth `share` of its energy,
 * less the steps to it.
 */
function prospect(s: CohState, c: CohChar, share: number): number {
  let best = -STEP * 12;
  for (const [sp, card] of Object.entries(s.spaces)) {
    const d = card.faceUp ? worldCardDef(card.id) : null;
    let worth: number;
    let reach = 0;
    if (!d) worth = 1.5;
    else if (d.type === 'rift') {
      const win = d.challenge.success.reduce((n, e) => n + (e.op === 'energy' ? usefulEnergy(c, s.cap, e.energy) : 0), 0);
      worth = usefulEnergy(c, s.cap, d.gift) + 0.5 * win;
    } else if (d.type === 'monster') {
      // S18: Monsters give no energy, only Items and Special loot.
      if (s.scn?.id === 's18') continue;
      const gift = allyReward(s, card.id);
      const ally = gift ? usefulEnergy(c, s.cap, { ...gift, gold: 0 }) : 0;
      const beat = d.health + bossHealthOf(s.scn?.id, card.id) - card.dmg <= punch(c) ? usefulEnergy(c, s.cap, d.reward) : 0;
      worth = Math.max(ally, beat);
      if (beat > ally) reach = 1;
    } else worth = 1;
    if (worth <= 0) continue;
    best = Math.max(best, share * ENERGY * worth - STEP * Math.max(0, dist(s, c.at, sp) - reach));
  }
  return best;
}

/** The scenario's objective (§33): progress made, and the way to the next step for this character. */
function objective(s: CohState, c: CohChar, mine: (c: CohChar) => boolean): number {
  const scn = s.scn!;
  let v = 0;
  const near = (sp: string | null | undefined, reach = 0) => (sp ? -STEP * 1.5 * Math.max(0, dist(s, c.at, sp) - reach) : 0);
  const cardsWhere = (test: (id: string) => boolean) => Object.entries(s.spaces).filter(([, card]) => card.faceUp && test(card.id));
  const closest = (spaces: string[], reach = 0) => (spaces.length === 0 ? 0 : Math.max(...spaces.map((sp) => near(sp, reach))));
  // The Corrupted to bring down: what is left of them, and the way to them (S04, S07, S10, S15, S16, S17; S05 for Leaf's opponents).
  // S02: each Resilience token taken puts two scenario tokens back, the rounds left before the Wish.
  const hunt = ['s02', 's04', 's05', 's07', 's10', 's15', 's16', 's17'].includes(scn.id) || (scn.id === 's09' && scn.phase >= 2);
  // S16 and S10 (phase 3): a Corrupted that would regenerate at its last token is not worth the risk until the condition holds.
  const canFall =
    scn.id === 's16'
      ? s.chars.every((x) => x.energy[characterDef(x.character).main] >= s.cap)
      : scn.id === 's10'
        ? s.chars.every((x) => COLOURS.some((col) => x.energy[col] >= s.cap))
        : true;
  if (hunt) {
    const foes = s.corrupted.filter((k) => enemyOf(s, k, c.seat) && !k.temporary);
    // Before the last Resilience token, a token taken is never given back (§28, A43): only the last one waits for the condition.
    const worth = (k: (typeof foes)[number]) => canFall || k.resilience > 1;
    for (const k of foes) {
      const left = (k.resilience - 1) * k.start + Math.max(0, k.health);
      v -= (worth(k) ? (scn.id === 's02' ? HUNT_S02 : HUNT) : 4) * left;
    }
    // A Corrupted yet to come (S07 phase 1–2, S10 phase 1–2, S17 before Day 3) weighs its full Health.
    if (foes.length > 0) {
      const k = foes.reduce((a, b) => (dist(s, c.at, a.at) <= dist(s, c.at, b.at) ? a : b));
      const reach = Math.max(0, corruptedDef(k.id).range - 1);
      if (scn.id === 's15') v += near(lowestToken(s));
      else if (!worth(k)) v += 0;
      else if (!(scn.id === 's07' && c.items.some((i) => i.num === 4))) v += near(k.at, reach);
    }
  }
  // Regeneration conditions (S16: every main colour at the maximum; S10: one colour at the maximum each).
  if (scn.id === 's16') v += 60 * Math.min(c.energy[characterDef(c.character).main], s.cap);
  if (scn.id === 's10') v += 60 * Math.max(...COLOURS.map((col) => Math.min(c.energy[col], s.cap)));
  // The objectives met on The Dojo (S02, S13, S14): once the rest is done, the walk home.
  const full = (x: CohChar) => lacking(x, s.cap) === 0;
  const questsOf = (x: CohChar) => s.quests.filter((q) => q.part > 2 && q.seats.includes(x.seat)).length;
  const home = 200 + 3 * near(THE_DOJO);
  switch (scn.id) {
    case 's02':
      // Each token left on The Dojo is a round before the Corrupted's Wish.
      v += 120 * Object.keys(scn.tokens).length + questsOnTheWay(s, c);
      if (full(c) && questsOf(c) > 0) v += home;
      break;
    case 's13':
      if (s.quests.filter((q) => q.part > 2).length >= scenarioGoal(s, 2)) v += home;
      break;
    case 's14':
      if (full(c) && s.quests.filter((q) => q.part > 2 && q.seats.includes(c.seat)).length >= 2) v += home;
      break;
    case 's01':
      v += 300 * (scn.points[c.seat] ?? 0);
      if (s.corrupted.length > 0) v += near(s.corrupted[0]!.at, 1);
      else {
        const t = scn.targets[c.seat];
        if (t !== undefined && t >= 0) v += near(s.chars[t]!.at, 1);
      }
      break;
    case 's03': {
      v += 400 * scn.count;
      const bosses = cardsWhere((id) => {
        const d = worldCardDef(id);
        return d.type === 'monster' && d.boss;
      });
      // A Boss falls only to one turn's damage (§16): the blows already dealt this turn are half the way to it.
      for (const [, card] of bosses) v += 30 * card.dmg;
      v += closest(
        bosses.map(([sp]) => sp),
        1,
      );
      break;
    }
    case 's05':
      if (c.character === 'leaf') v += 20 * energyOf(c, s.cap);
      break;
    case 's06':
      v += party(s, c, closest);
      break;
    case 's07': {
      const holder = s.chars.find((x) => x.items.some((i) => i.num === 4));
      v += 300 * scn.count + (holder ? 400 : 0);
      if (!holder) {
        const hart = cardsWhere((id) => id === 'dsk-hart').map(([sp]) => sp);
        const hidden = Object.entries(s.spaces)
          .filter(([, card]) => !card.faceUp)
          .map(([sp]) => sp);
        v += hart.length > 0 ? closest(hart, 1) : closest(hidden);
      } else if (holder.seat === c.seat) {
        const well = scn.tokens[String(scn.count + 1)];
        v += well ? near(well) : scn.phase === 3 ? near(THE_DOJO) : 0;
      }
      break;
    }
    case 's08': {
      v += 500 * scn.count + 8 * Math.min(c.health, 6);
      const nomads = cardsWhere((id) => id === 'dsk-ronin' || id === 'dsk-skybrarian' || id === 'dsk-wayward').map(([sp]) => sp);
      const hidden = Object.entries(s.spaces)
        .filter(([, card]) => !card.faceUp)
        .map(([sp]) => sp);
      v += nomads.length > 0 ? closest(nomads) : closest(hidden);
      break;
    }
    case 's10': {
      if (scn.phase === 1) v += sandmanTokens(s, c, near, closest);
      else {
        // A phase reached outweighs everything phase 1 counts (its tokens: about 4,400 with six).
        v += 6000 * (scn.phase - 1);
        const hydra = cardsWhere((id) => id === 'dsk-hydra');
        if (scn.phase === 2) {
          v += closest(
            hydra.map(([sp]) => sp),
            1,
          );
          // It falls only to one turn's damage (§16): the blows already dealt this turn count.
          for (const [, card] of hydra) v += 30 * card.dmg;
        }
      }
      break;
    }
    case 's11':
      if (scn.team[c.seat] === 1) {
        v += 400 * scn.count;
        const foes = s.chars.filter((x) => !mine(x));
        v += closest(
          foes.map((x) => x.at),
          1,
        );
        for (const x of foes) v -= 4 * x.health;
      } else {
        // Persephone's opponents: her tokens are their defeats, each a step to her victory.
        v += 150 * scn.inventory.reduce((n, inv) => n + inv.length, 0) - 400 * scn.count;
        // Out of her reach (her blows reach two spaces), the weaker the farther.
        const pers = s.chars.find((x) => !mine(x));
        if (pers && pers.at !== THE_DOJO && dist(s, c.at, pers.at) <= 2) v -= 30 + 6 * Math.max(0, 8 - c.health);
      }
      break;
    case 's12':
      v += dreamstoneHunt(s, c, closest);
      break;
    case 's17':
      v += 2000 * scn.count;
      break;
    case 's18': {
      // Rifts are the only energy: the nearest one pulls harder; Leaf's blows are best kept at a distance.
      const rifts = cardsWhere((id) => worldCardDef(id).type === 'rift').map(([sp]) => sp);
      v += closest(rifts);
      if (scn.leaf && dist(s, c.at, scn.leaf.at) <= 1) v -= 20;
      break;
    }
    case 's09': {
      // Phase 1: energy to gather, then given to Persephone on her space (more than it is worth on Oric's tracks),
      // the terror tokens on their way to her taken down, then the walk home with her; phase 2: Ophion (the hunt above).
      const npc = scn.npc;
      if (scn.phase >= 2) v += 4000;
      else if (npc) {
        v += 30 * npc.health - 40 * scn.terror.length;
        if (!npc.freed) {
          v += 120 * npc.given;
          if (energyOf(c, s.cap) >= 15 - npc.given) v += 2 * near(npc.at);
          else v += 0.5 * near(npc.at);
          v += closest(scn.terror, 1) / 2;
        } else v += 2000 + 3 * near(THE_DOJO);
      }
      break;
    }
    default:
      break;
  }
  // Doom brings the loss nearer.
  v -= 150 * scn.doom + hazards(s, c);
  return v;
}

/** S02: a Quest part that the objective's own work completes, worth less than the part done (250) so that it is still done. */
const ON_THE_WAY = 100;

/**
 * S02: the parts of the seat's Quests still to do that the rest of the objective completes on its way, a colour to
 * reach (every track must be full) or a rest on The Dojo (where it ends). Kept Quests of that kind leave no character
 * behind: with four characters, the one still after its third Event when the tokens ran out lost the game.
 */
function questsOnTheWay(s: CohState, c: CohChar): number {
  let parts = 0;
  for (const q of s.quests) {
    if (!q.seats.includes(c.seat)) continue;
    for (const part of questDef(q.id).parts.slice(q.part - 1)) {
      const o = part.objective;
      if ((o.kind === 'colour' && o.n <= s.cap) || o.kind === 'dojoRest') parts++;
    }
  }
  return ON_THE_WAY * parts;
}

/** S12: each Dreamstone held, one of the eight of the objective. */
const DREAMSTONE = 300;

/**
 * S12: the Dreamstones held and the way to the next one: a face-down token to turn up on its space, or, within reach,
 * a face-up token or a Monster carrying a Dreamstone (the scenario's own loot) it can bring down this turn. Both fall
 * only to one turn's damage, so the blows already dealt count.
 */
function dreamstoneHunt(s: CohState, c: CohChar, closest: (spaces: string[], reach?: number) => number): number {
  const scn = s.scn!;
  let v = DREAMSTONE * c.items.filter((i) => i.num === 1).length;
  const down = scn.hidden.map((n) => scn.tokens[n]!).filter((sp) => sp !== undefined);
  const up = Object.keys(scn.tokens)
    .filter((n) => !scn.hidden.includes(n))
    .map((n) => scn.tokens[n]!);
  for (const [sp, card] of Object.entries(s.spaces)) {
    if (!card.faceUp || scenarioLoot(s, card.id) !== 1) continue;
    const d = worldCardDef(card.id);
    if (d.type === 'monster' && d.health - card.dmg <= punch(c)) up.push(sp);
    v += 40 * card.dmg;
  }
  v += 3 * Math.max(down.length > 0 ? closest(down) : -1e3, up.length > 0 ? closest(up, 1) : -1e3);
  for (const d of Object.values(scn.tokenDmg)) v += 40 * d;
  return v;
}

/** The spaces of the face-up Monsters that would join as Allies (S06's, or any with an Ally reward). */
const allySpaces = (s: CohState): string[] =>
  Object.entries(s.spaces)
    .filter(([, card]) => card.faceUp && allyReward(s, card.id) !== undefined)
    .map(([sp]) => sp);

/** S06: the Allies the party needs (the rulebook's seven). */
const PARTY = 7;
/** Each Ally in the Inventory: the scarce part of S06's objective (energy fills on the way), worth more than a turn's energy. */
const PARTY_ALLY = 400;
/** How much harder than a step's usual cost the next Ally and then Baiyu's space No.3 pull: a walk of several turns. */
const PARTY_PULL = 3;

/**
 * S06's objective: the Allies gathered, the walk to the nearest one still on the board (taking one is free, so the
 * walk is the whole cost; it spans turns, hence a pull stronger than a step's), then, with seven and every track
 * full, the walk to Baiyu's space No.3.
 */
function party(s: CohState, c: CohChar, closest: (spaces: string[]) => number): number {
  const gathered = s.scn!.inventory[c.seat]?.length ?? 0;
  let v = PARTY_ALLY * Math.min(gathered, PARTY);
  if (gathered < PARTY) {
    v += PARTY_PULL * closest(allySpaces(s));
  } else if (lacking(c, s.cap) === 0) v += PARTY_PULL * closest(['baiyu:3']);
  return v;
}

/** A point of Health left to a Corrupted whose defeat is the objective or a step of it. */
const HUNT = 30;
/**
 * S02: the Corrupted need not fall; each Resilience token taken is two rounds more (two tokens, 240), about 15 a point
 * of its Health. At 30, characters traded a defeat (a Doom token of n + 1) for a blow.
 */
const HUNT_S02 = 15;

/** What a Doom token costs when it is the last one before the loss, and otherwise. */
const LAST_DOOM = 3000;
const DOOM = 300;

/** What a scenario's effect table can do to each character's Health, read from its data once per scenario. */
interface EffectRisk {
  /** Health each character loses on some results (the most on one result), and that result's chance on the d6. */
  damage: { n: number; p: number } | null;
  /** A result where each character pays Spirit or takes damage ("pay 2 Spirit or lose 2 Health"). */
  payOrHurt: boolean;
}
const effectRisks = new Map<string, EffectRisk>();

/** Health an effect takes from a character: damage it takes, or Health it loses. */
const healthLost = (x: Effect | ScenarioEffect): number => (x.op === 'selfDamage' ? x.n : x.op === 'lose' && x.res === 'health' ? x.n : 0);

function effectRisk(id: string): EffectRisk {
  let risk = effectRisks.get(id);
  if (risk) return risk;
  risk = { damage: null, payOrHurt: false };
  for (const row of scenarioDef(id).effects)
    for (const e of row.effects) {
      for (const x of e.op === 'each' ? e.effects : [e]) {
        const n = healthLost(x);
        if (n > (risk.damage?.n ?? 0)) risk.damage = { n, p: (row.to - row.from + 1) / 6 };
      }
      if (e.op === 'eachChoose' && e.options.some((o) => o.cost.spirit) && e.options.some((o) => o.effects.some((x) => healthLost(x) > 0)))
        risk.payOrHurt = true;
    }
  effectRisks.set(id, risk);
  return risk;
}

/**
 * The Doom the position risks before the seat plays again, weighed by its chance: a defeat in its own
 * Monster phase, a defeat by the scenario effect (S06's 3 damage), S10's 2 Spirit a character cannot pay.
 * Each weighs far more when that Doom token is the last before the loss.
 */
function hazards(s: CohState, c: CohChar): number {
  const scn = s.scn!;
  const doom = scenarioDef(scn.id).doom;
  const lastDoom = doom !== null && scn.doom + 1 >= doom.perChar * s.chars.length + doom.plus;
  const doomCost = lastDoom ? LAST_DOOM : DOOM;
  const health = c.health - incoming(s, c);
  // A defeat in the Monster phase already costs its Doom in the evaluation; only the one that loses adds here.
  if (health <= 0) return defeatLoses(s, lastDoom) ? LAST_DOOM : 0;
  // The effects' damage: what the defeat costs where it gives Doom or loses (S08).
  const defeatCost = defeatLoses(s, lastDoom) ? LAST_DOOM : doom?.perDefeat ? DOOM : 0;
  let v = 0;
  const risk = effectRisk(scn.id);
  if (risk.damage && health <= risk.damage.n) v += risk.damage.p * defeatCost;
  // 4–5 in S02, S13, S14: pay 2 Spirit or lose 2 Health; without the Spirit, the Health goes.
  if (risk.payOrHurt && c.spirit < 2 && health <= 2) v += defeatCost / 3;
  if (scn.id === 's10' && c.spirit < 2) v += doomCost / 3;
  return v;
}

/**
 * Would a defeat lose the game: S08 (any defeat), the last Doom token? (S11, Persephone's third token for
 * her opponents, was tried: more careful opponents gathered fewer Monsters, 4 players 5/6 -> 6/6 for her.)
 */
function defeatLoses(s: CohState, lastDoom: boolean): boolean {
  if (s.scn!.id === 's08') return true;
  return lastDoom && scenarioDef(s.scn!.id).doom?.perDefeat === true;
}

/** The damage the Monster phase would bring if the seat ended its Adventure here (its Monsters and enemy Corrupted, §8). */
function incoming(s: CohState, c: CohChar): number {
  const moving = s.pending.some((p) => p.k === 'move' && p.seat === c.seat);
  if (s.step !== 'adventure' || s.order[s.turn] !== c.seat || moving) return 0;
  let n = 0;
  // Monsters cannot hurt a character on The Dojo; enemy Corrupted can (§28.11).
  for (const [sp, card] of Object.entries(s.spaces)) {
    if (!card.faceUp || c.at === THE_DOJO) continue;
    const d = worldCardDef(card.id);
    if (d.type === 'monster' && dist(s, sp, c.at) <= d.range) n += d.strength;
  }
  for (const k of s.corrupted) if (enemyOf(s, k, c.seat) && dist(s, k.at, c.at) <= corruptedDef(k.id).range) n += corruptedDef(k.id).attack;
  return n;
}

/** S10's tokens in play: each one taken is a step of phase 1 worth more than the energy a turn gives. */
const SANDMAN_TOKEN = 500;
/** A face-up token not yet taken: its number is known, the search is shorter. */
const SANDMAN_SEEN = 80;
/** Each token held by the character holding most of them. */
const SANDMAN_GATHER = 150;

/**
 * S10 phase 1: the tokens taken (always in order, so by one character), the face-up ones whose number is
 * known, and the walk: to the next token for the one who may take it (the holder of the one before it,
 * anyone for No.1), else to the nearest face-down token, to turn it up for whoever needs it.
 */
function sandmanTokens(s: CohState, c: CohChar, near: (sp: string | undefined) => number, closest: (spaces: string[]) => number): number {
  const scn = s.scn!;
  const held = Object.values(scn.holds);
  const seen = Object.keys(scn.tokens).filter((n) => !scn.hidden.includes(n)).length;
  // Phase 2 needs every token with one character: the largest share counts again, a token given away from it is a loss.
  const shares = s.chars.map((x) => held.filter((h) => h === x.seat).length);
  const top = Math.max(...shares);
  let v = SANDMAN_TOKEN * held.length + SANDMAN_GATHER * top + SANDMAN_SEEN * seen;
  const next = Object.keys(scn.tokens).sort((a, b) => Number(a) - Number(b))[0];
  if (next === undefined) {
    // Every token taken but shared out: those holding some walk to the one holding most.
    const keeper = s.chars[shares.indexOf(top)]!;
    return shares[c.seat]! > 0 && keeper.seat !== c.seat ? v + 4 * near(keeper.at) : v;
  }
  const taker = next === '1' ? null : (scn.holds[String(Number(next) - 1)] ?? null);
  const hidden = scn.hidden.map((n) => scn.tokens[n]!).filter((sp) => sp !== undefined);
  if ((taker === null || taker === c.seat) && !scn.hidden.includes(next)) v += 8 * near(scn.tokens[next]);
  else v += 3 * closest(hidden);
  return v;
}
