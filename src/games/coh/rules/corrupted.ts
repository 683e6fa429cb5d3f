import { t } from '../../../core/text.js';
import { randomInt } from '../../../core/rng.js';
import { CONTENT, CORRUPTED, corruptedDef, scenarioDef, WORLD_IDS, worldCardDef } from '../content/index.js';
import type { CorruptedEffect } from '../content/corrupted.js';
import { DOJO_TILE, geometry, spaceKey, THE_DOJO } from './board.js';
import {
  arrive,
  canPay,
  dist,
  gainEnergy,
  geo,
  hurt,
  payCost,
  queueFront,
  spaceVars,
  throwDie,
  who,
  type Events,
  type Opt,
  type Spec,
} from './flow.js';
import { hooks } from './scenarios.js';
import type { CohCorrupted, CohState, Pending } from './state.js';

/**
 * The Corrupted (§28–30): placing them, damaging them through their
 * Resilience tokens, their normal attacks in a character's Monster phase,
 * their automaton (one Activation each per Corrupted turn, an ability chosen
 * by the World symbol die), and the scenario effect that ends the Corrupted
 * turn (§29.8).
 */

export const corrVars = (c: CohCorrupted, key = 'corr') => {
  const d = corruptedDef(c.id);
  return { [key]: d.name.en, [`${key}Fr`]: d.name.fr };
};

/** Is this character an enemy of that Corrupted (§30.4, A48)? */
export const enemyOf = (s: CohState, c: CohCorrupted, seat: number) => c.team === null || (s.scn?.team[seat] ?? -1) !== c.team;

/** A random space (A46): the World symbol die, then the World number die. */
export function randomSpace(s: CohState): string {
  const world = WORLD_IDS[throwDie(s) - 1]!;
  const tile = Object.keys(s.layout).includes(world) ? world : WORLD_IDS.find((w) => s.layout[w])!;
  return spaceKey(tile, throwDie(s));
}

/** Puts a Corrupted in play (§28.4): its gauge at its starting Health and one Resilience token per character, unless told otherwise. */
export function placeCorrupted(
  s: CohState,
  ev: Events,
  id: string,
  at: string,
  o: { team?: number | null; tag?: number | null; temporary?: boolean; resilience?: number; start?: number } = {},
): CohCorrupted {
  const d = corruptedDef(id);
  const start = o.start ?? d.health;
  const c: CohCorrupted = {
    uid: `k${s.nextUid++}`,
    id,
    at,
    health: start,
    start,
    resilience: Math.max(1, o.resilience ?? s.chars.length),
    team: o.team ?? null,
    tag: o.tag ?? null,
    temporary: o.temporary ?? false,
  };
  s.corrupted.push(c);
  ev.push({ text: t('coh.ev.corruptedIn', { ...corrVars(c), ...spaceVars(at), n: c.resilience }) });
  return c;
}

/** A random Corrupted not in play (the players' draw). */
export function drawCorrupted(s: CohState): string {
  const free = CORRUPTED.filter((d) => !s.corrupted.some((c) => c.id === d.id));
  return free[randomInt(s.rng, free.length)]!.id;
}

/**
 * Damage to a Corrupted (§28.5–28.8, A42): its Weakness adds to damage from
 * its own space; at 0 it loses a Resilience token, the damager gains 2 Gold,
 * and the gauge resets with the excess carried over; at its last token it is
 * defeated (unless the scenario makes it regenerate, A43).
 */
export function hurtCorrupted(s: CohState, ev: Events, uid: string, n: number, by: number | null): void {
  const c = s.corrupted.find((x) => x.uid === uid);
  if (!c || n <= 0) return;
  const d = corruptedDef(c.id);
  const close = by !== null && s.chars[by]!.at === c.at;
  const dmg = n + (close ? d.weakness : 0);
  c.health -= dmg;
  ev.push({ text: t('coh.ev.hitCorrupted', { ...corrVars(c), n: dmg, left: Math.max(0, c.health), tokens: c.resilience }) });
  if (by !== null) hooks.corruptedHit(s, by, c);
  while (c.health <= 0) {
    c.resilience--;
    ev.push({ text: t('coh.ev.resilience', { ...corrVars(c), n: c.resilience }) });
    if (by !== null) gainEnergy(s, ev, by, { red: 0, blue: 0, green: 0, gold: 2 });
    hooks.resilienceLost(s, ev, c, by);
    if (c.resilience <= 0) {
      if (hooks.corruptedRegenerates(s, ev, c)) {
        c.resilience = 1;
        c.health = c.start;
        ev.push({ text: t('coh.ev.regenerates', corrVars(c)) });
        break;
      }
      s.corrupted = s.corrupted.filter((x) => x.uid !== uid);
      ev.push({ text: t('coh.ev.corruptedDown', corrVars(c)) });
      hooks.corruptedDefeated(s, ev, c, by);
      break;
    }
    c.health += c.start;
  }
  // Thorns: the passive strikes back at a character who hit it from its space.
  if (close && d.passive.kind === 'thorns' && s.chars[by]!.health > 0) hurt(s, ev, by, d.passive.n, null);
}

/** Phase 2 (§8.4, §28.11): every enemy Corrupted whose Range reaches the active character attacks it, on The Dojo too. */
export function corruptedAttacks(s: CohState, ev: Events, seat: number): void {
  for (const c of [...s.corrupted]) {
    const ch = s.chars[seat]!;
    if (ch.health <= 0 || !enemyOf(s, c, seat)) continue;
    const d = corruptedDef(c.id);
    if (d.attack > 0 && dist(s, c.at, ch.at) <= d.range) {
      ev.push({ text: t('coh.ev.corruptedAttacks', { ...corrVars(c), ...who(ch), n: d.attack }) });
      hurt(s, ev, seat, d.attack, null);
    }
  }
}

/** Enemies of a Corrupted within a range, in turn order (ties in an aim go to the first: docs/rulings.md). */
function enemiesInRange(s: CohState, c: CohCorrupted, range: number): number[] {
  return s.order.filter((seat) => s.chars[seat]!.health > 0 && enemyOf(s, c, seat) && dist(s, c.at, s.chars[seat]!.at) <= range);
}

function pick(s: CohState, c: CohCorrupted, seats: number[], aim: 'nearest' | 'weakest' | 'strongest'): number | null {
  let best: number | null = null;
  let bestV = Infinity;
  for (const seat of seats) {
    const ch = s.chars[seat]!;
    const v = aim === 'nearest' ? dist(s, c.at, ch.at) : aim === 'weakest' ? ch.health : -ch.health;
    if (v < bestV) {
      bestV = v;
      best = seat;
    }
  }
  return best;
}

/** Steps toward a space, one adjacent space at a time, the one nearest the goal first (ties: the first by name). */
function advance(s: CohState, ev: Events, c: CohCorrupted, goal: string, n: number): void {
  for (let i = 0; i < n && c.at !== goal; i++) {
    const g = geo(s);
    const next = g.adj[c.at]!.reduce((a, b) => ((g.dist[b]?.[goal] ?? 99) < (g.dist[a]?.[goal] ?? 99) ? b : a));
    if ((g.dist[next]?.[goal] ?? 99) >= (g.dist[c.at]?.[goal] ?? 99)) return;
    c.at = next;
    ev.push({ text: t('coh.ev.corruptedMoves', { ...corrVars(c), ...spaceVars(next) }) });
    if (next === THE_DOJO) hooks.corruptedOnDojo(s, ev, c);
  }
}

function resolve(s: CohState, ev: Events, c: CohCorrupted, e: CorruptedEffect): void {
  const d = corruptedDef(c.id);
  switch (e.op) {
    case 'advance': {
      const goal =
        e.toward === 'dojo'
          ? hooks.dojoFor(s, c)
          : (() => {
              const seat = pick(s, c, enemiesInRange(s, c, 99), e.toward);
              return seat === null ? null : s.chars[seat]!.at;
            })();
      if (goal !== null) advance(s, ev, c, goal, e.n + (d.passive.kind === 'stride' ? d.passive.n : 0));
      return;
    }
    case 'strike': {
      if (e.aim === 'all') {
        // "All targets" (§30.5, §28.10): every character in range, teammates too, and the Monsters (Armored ones only on its space).
        const seats = s.order.filter((seat) => s.chars[seat]!.health > 0 && dist(s, c.at, s.chars[seat]!.at) <= e.range);
        for (const sp of Object.keys(s.spaces).sort()) {
          const card = s.spaces[sp]!;
          const md = card.faceUp ? worldCardDef(card.id) : null;
          if (!md || md.type !== 'monster') continue;
          const dd = dist(s, c.at, sp);
          if (dd > e.range || (md.armored && dd > 0)) continue;
          card.dmg += e.n;
          ev.push({ text: t('coh.ev.corruptedHitsMonster', { ...corrVars(c), card: md.name.en, cardFr: md.name.fr, n: e.n }) });
          if (card.dmg >= md.health) {
            // A Monster defeated by a Corrupted ability is discarded with no rewards (A29).
            delete s.spaces[sp];
            s.discard.push(card.id);
            ev.push({ text: t('coh.ev.monsterGone', { card: md.name.en, cardFr: md.name.fr }) });
          }
        }
        for (const seat of seats) hurt(s, ev, seat, e.n, null);
        return;
      }
      const seat = pick(s, c, enemiesInRange(s, c, e.range), e.aim);
      if (seat === null) {
        ev.push({ text: t('coh.ev.corruptedMisses', corrVars(c)) });
        return;
      }
      hurt(s, ev, seat, e.n, null);
      return;
    }
    case 'drain':
      for (const seat of enemiesInRange(s, c, e.range)) {
        const ch = s.chars[seat]!;
        ch.spirit = Math.max(0, ch.spirit - e.n);
        ev.push({ text: t('coh.ev.loseSpirit', { ...who(ch), n: e.n }) });
      }
      return;
    case 'mend':
      c.health = Math.min(c.start, c.health + e.n);
      ev.push({ text: t('coh.ev.corruptedMends', { ...corrVars(c), n: c.health }) });
      return;
  }
}

/** One Activation (§29.4): its regeneration passive, a World symbol die, the ability whose faces hold the result. */
export function activateCorrupted(s: CohState, ev: Events, uid: string): void {
  const c = s.corrupted.find((x) => x.uid === uid);
  if (!c) return;
  const d = corruptedDef(c.id);
  if (d.passive.kind === 'regen') c.health = Math.min(c.start, c.health + d.passive.n);
  const face = throwDie(s);
  const ab = d.abilities.find((a) => a.faces.includes(face))!;
  ev.push({ text: t('coh.ev.corruptedActs', { ...corrVars(c), roll: face, ability: ab.name.en, abilityFr: ab.name.fr }) });
  for (const e of ab.effects) {
    if (!s.corrupted.includes(c) || s.step === 'over') return;
    resolve(s, ev, c, e);
  }
}

/** Is there a Corrupted turn after this round (§29.1, §29.10–29.11)? */
export function corruptedTurnDue(s: CohState): boolean {
  if (!s.scn) return s.corrupted.length > 0;
  return hooks.corruptedTurn(s) && (s.corrupted.length > 0 || scenarioDef(s.scn.id).effects.length > 0);
}

/** Starts the Corrupted turn: allied Corrupted first (§30.1), then the others in the order they came into play (docs/rulings.md). */
export function startCorruptedTurn(s: CohState, ev: Events): void {
  // Allied Corrupted of the team holding the highest turn order card go first (§30.2).
  const teamCard = (team: number) => Math.max(0, ...s.chars.filter((ch) => s.scn?.team[ch.seat] === team).map((ch) => ch.turnCard));
  const allied = s.corrupted.filter((c) => c.team !== null).sort((a, b) => teamCard(b.team!) - teamCard(a.team!));
  const others = s.corrupted.filter((c) => c.team === null);
  s.step = 'corrupted';
  s.ct = { acts: [...allied, ...others].map((c) => c.uid), rolled: !s.scn || !hooks.scenarioEffect(s) };
  ev.push({ text: t('coh.ev.corruptedTurn') });
}

/** One step of the Corrupted turn; true when it is over (§29.9): then the Day marker moves. */
export function corruptedStep(s: CohState, ev: Events): boolean {
  const ct = s.ct!;
  const uid = ct.acts.shift();
  if (uid !== undefined) {
    activateCorrupted(s, ev, uid);
    return false;
  }
  if (!ct.rolled) {
    ct.rolled = true;
    scenarioEffect(s, ev);
    return false;
  }
  for (const c of s.corrupted.filter((x) => x.temporary)) ev.push({ text: t('coh.ev.corruptedLeaves', corrVars(c)) });
  s.corrupted = s.corrupted.filter((x) => !x.temporary);
  // Damage dealt to Monsters during the Corrupted turn does not last (A30).
  for (const card of Object.values(s.spaces)) card.dmg = 0;
  hooks.endCorruptedTurn(s, ev);
  s.ct = null;
  return true;
}

/** Step 2 (§29.8): one d6 and the scenario's matching result. */
function scenarioEffect(s: CohState, ev: Events): void {
  const def = scenarioDef(s.scn!.id);
  const roll = throwDie(s);
  const row = def.effects.findIndex((r) => roll >= r.from && roll <= r.to);
  ev.push({ text: t('coh.ev.scenarioRoll', { roll }) });
  if (row < 0) return;
  const effs = def.effects[row]!.effects;
  // Later entries wait on the stack under earlier ones' decisions: pushed in reverse.
  for (let idx = effs.length - 1; idx >= 0; idx--) {
    const e = effs[idx]!;
    switch (e.op) {
      case 'each':
        for (const seat of [...s.order].reverse()) queueFront(s, seat, e.effects);
        break;
      case 'eachChoose':
        for (const seat of [...s.order].reverse()) s.pending.push({ k: 'sfx', seat, row, idx });
        break;
      case 'corruptedActs': {
        const c = s.corrupted.find((x) => (e.tag === undefined ? !x.temporary : x.tag === e.tag));
        if (!c) break;
        ev.push({ text: t('coh.ev.corruptedExtra', { ...corrVars(c), n: e.n }) });
        for (let k = 0; k < e.n; k++) activateCorrupted(s, ev, c.uid);
        break;
      }
      case 'transportAll':
        for (const seat of s.order) {
          const sp = randomSpace(s);
          ev.push({ text: t('coh.ev.transport', { ...who(s.chars[seat]!), ...spaceVars(sp) }) });
          arrive(s, ev, seat, sp);
        }
        break;
      case 'swapDojo':
        s.pending.push({ k: 'swapDojo', seat: s.order[0]! });
        break;
      case 'visit': {
        const c = placeCorrupted(s, ev, drawCorrupted(s), randomSpace(s), { temporary: true });
        for (let k = 0; k < e.acts; k++) activateCorrupted(s, ev, c.uid);
        break;
      }
      case 'special':
        hooks.special(s, ev, e.key);
        break;
      case 'nothing':
        break;
    }
  }
}

const popP = (s: CohState) => s.pending.pop();
const worldVars = (w: string) => {
  const d = CONTENT.worlds.find((x) => x.id === w)!;
  return { world: d.name.en, worldFr: d.name.fr };
};

/** The decisions a scenario effect asks for. */
export function scenarioSpec(s: CohState, p: Extract<Pending, { k: 'sfx' | 'swapDojo' }>): Spec {
  if (p.k === 'swapDojo') {
    const opts: Opt[] = WORLD_IDS.filter((w) => s.layout[w]).map((w) => ({
      id: `swap:${w}`,
      label: t('coh.c.swapDojo', worldVars(w)),
      run(s2: CohState, ev: Events) {
        popP(s2);
        swapDojo(s2, ev, w);
      },
    }));
    opts.push({ id: 'skip', label: t('coh.c.skip'), run: (s2) => void popP(s2) });
    return { seat: p.seat, kind: 'swapDojo', text: t('coh.p.swapDojo'), opts };
  }
  const e = scenarioDef(s.scn!.id).effects[p.row]!.effects[p.idx]!;
  if (e.op !== 'eachChoose') throw new Error('not a choice');
  const c = s.chars[p.seat]!;
  return {
    seat: p.seat,
    kind: 'scenarioChoice',
    text: t('coh.p.scenarioChoice'),
    opts: e.options
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => canPay(c, o.cost))
      .map(({ o, i }) => ({
        id: `o:${i}`,
        label: t('coh.c.option', { label: o.label.en, labelFr: o.label.fr }),
        run(s2: CohState, ev: Events) {
          popP(s2);
          payCost(s2, ev, s2.chars[p.seat]!, o.cost);
          queueFront(s2, p.seat, o.effects);
        },
      })),
  };
}

/** Swaps the Dojo tile with a World tile, keeping orientations and what stands on them (A14). */
export function swapDojo(s: CohState, ev: Events, world: string): void {
  s.layout = Object.fromEntries(Object.entries(s.layout).map(([k, p]) => [k, { ...p }]));
  const a = s.layout[DOJO_TILE]!.slot;
  s.layout[DOJO_TILE]!.slot = s.layout[world]!.slot;
  s.layout[world]!.slot = a;
  geometry(s.layout);
  ev.push({ text: t('coh.ev.swapDojo', worldVars(world)) });
}
