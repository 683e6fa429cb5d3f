import type { GameEvent, Json } from '../../../core/game.js';
import type { Decision, DecisionOption } from '../../../core/decisions.js';
import { t } from '../../../core/text.js';
import { randomInt, rollDie, shuffleInPlace } from '../../../core/rng.js';
import {
  abilitiesOf,
  abilityDef,
  characterDef,
  CONTENT,
  CORRUPTED,
  corruptedDef,
  isAbility,
  itemDef,
  passiveDef,
  QUESTS,
  questDef,
  S13_QUESTS,
  rewardCard,
  scenarioDef,
  WORLD_IDS,
  worldCardDef,
} from '../content/index.js';
import type { CorruptedEffect } from '../content/corrupted.js';
import { SCENARIO_INDEX, type ScenarioId } from '../content/scenarios.js';
import { COLOURS, type CharacterId, type Challenge, type Colour, type Effect, type Energy, type Resource } from '../content/schema.js';
import { RES } from './cardtext.js';
import { accessible, cellOf, DOJO_TILE, geometry, spaceKey, THE_DOJO, tileOf } from './board.js';
import { ownSpaces } from './clone.js';
import type { QuestCounter, QuestPart } from '../content/quests.js';
import {
  STANCES,
  type CohChar,
  type CohQuest,
  type CohCorrupted,
  type CohState,
  type Pending,
  type QueueItem,
  type TurnState,
} from './state.js';

export type Events = GameEvent[];

export type Opt = DecisionOption<CohState>;
export type Spec = Decision<CohState>;

/**
 * Name variables in both languages are asked for again and again (every option's label, every event): each one is
 * built once per name and key, and shared (frozen: a text's variables are only read).
 */
function memoVars(build: (id: string, key: string) => Record<string, string>): (id: string, key: string) => Record<string, string> {
  const byKey = new Map<string, Map<string, Record<string, string>>>();
  return (id, key) => {
    let known = byKey.get(key);
    if (!known) byKey.set(key, (known = new Map()));
    let vars = known.get(id);
    if (!vars) known.set(id, (vars = Object.freeze(build(id, key))));
    return vars;
  };
}
const characterVars = memoVars((id, key) => {
  const d = characterDef(id as CharacterId);
  return { [key]: d.name.en, [`${key}Fr`]: d.name.fr };
});
/** Name variables of a character in both languages. */
export const who = (c: CohChar, key = 'who') => characterVars(c.character, key);
const cardNameVars = memoVars((id, key) => {
  const d = isAbility(id) ? abilityDef(id) : worldCardDef(id);
  return { [key]: d.name.en, [`${key}Fr`]: d.name.fr };
});
export const cardVars = (id: string, key = 'card') => cardNameVars(id, key);
const spaceNameVars = memoVars((sp, key) => {
  const tile = tileOf(sp);
  const cell = cellOf(sp);
  if (tile === DOJO_TILE) {
    if (cell === 0) return { [key]: 'The Dojo', [`${key}Fr`]: 'le Dojo' };
    return { [key]: `Dojo ring ${cell}`, [`${key}Fr`]: `anneau du Dojo ${cell}` };
  }
  const w = CONTENT.worlds.find((x) => x.id === tile)!;
  return { [key]: `${w.name.en} ${cell}`, [`${key}Fr`]: `${w.name.fr} ${cell}` };
});
/** A space's name in both languages: "Baiyu 3", "The Dojo", "Dojo ring 2". */
export function spaceVars(sp: string, key = 'space') {
  return spaceNameVars(sp, key);
}
export const resVars = (r: Resource) => ({ res: RES[r][0], resFr: RES[r][1] });
const COLOUR_NAMES: Record<Colour, [string, string]> = { red: ['Red', 'Rouge'], blue: ['Blue', 'Bleu'], green: ['Green', 'Vert'] };
export const colourVars = (col: Colour) => ({ colour: COLOUR_NAMES[col][0], colourFr: COLOUR_NAMES[col][1] });
const itemVars = (num: number) => ({ card: itemDef(num).name.en, cardFr: itemDef(num).name.fr });

export const active = (s: CohState): CohChar => s.chars[s.order[s.turn]!]!;
const isActive = (s: CohState, seat: number) => s.step !== 'over' && s.order[s.turn] === seat;
/** Is it this seat's own turn, before its Monster phase? */
const inAdventure = (s: CohState, seat: number) => isActive(s, seat) && (s.step === 'adventure' || s.step === 'start');

/** One d6 (or a World die: a World, a space number), from the loaded dice first (scenarios), else the random generator. */
export function throwDie(s: CohState): number {
  return s.dice.shift() ?? rollDie(s.rng);
}

export const geo = (s: CohState) => geometry(s.layout);
export const dist = (s: CohState, a: string, b: string): number => geo(s).distance(a, b);

export function freshTurn(): TurnState {
  return {
    activations: 3,
    used: [],
    dojoHealed: false,
    reignited: false,
    x: 0,
    defeated: false,
    ward: 0,
    begun: false,
    wardAsked: false,
    helped: false,
    adventureDone: false,
  };
}

// ---------------------------------------------------------------- resources

const resMax = (c: CohChar, r: Resource): number => {
  if (r === 'health' || r === 'spirit') return 10;
  return characterDef(c.character).resources[r]?.max ?? 0;
};
const hasRes = (c: CohChar, r: Resource): boolean =>
  r === 'health' || r === 'spirit' || characterDef(c.character).resources[r] !== undefined;
export const resOf = (c: CohChar, r: Resource): number => (r === 'health' ? c.health : r === 'spirit' ? c.spirit : (c.res[r] ?? 0));
function setRes(c: CohChar, r: Resource, v: number): void {
  const x = Math.max(0, Math.min(resMax(c, r), v));
  if (r === 'health') c.health = x;
  else if (r === 'spirit') c.spirit = x;
  else if (hasRes(c, r)) c.res[r] = x;
}

/** Can this cost be paid (§19.2)? Kaoru may pay GRIT he lacks with Health (§31.1.2, A36). */
export function canPay(c: CohChar, cost: Partial<Record<Resource, number>>): boolean {
  for (const [r, n] of Object.entries(cost) as [Resource, number][]) {
    if (r === 'grit') {
      if ((c.res.grit ?? 0) + c.health < n) return false;
    } else if (!hasRes(c, r) || resOf(c, r) < n) return false;
  }
  return true;
}

export function payCost(s: CohState, ev: Events, c: CohChar, cost: Partial<Record<Resource, number>>): void {
  for (const [r, n] of Object.entries(cost) as [Resource, number][]) {
    if (r === 'grit') {
      const have = c.res.grit ?? 0;
      const fromGrit = Math.min(have, n);
      c.res.grit = have - fromGrit;
      if (n > fromGrit) {
        // Health spent as GRIT is lost, not damage (A35).
        c.health -= n - fromGrit;
        ev.push({ text: t('coh.ev.gritHealth', { ...who(c), n: n - fromGrit }) });
        if (c.health <= 0) defeat(s, ev, c.seat, null);
      }
    } else setRes(c, r, resOf(c, r) - n);
  }
}

// ---------------------------------------------------------------- energy and levels

/** Gains energy (§11); Gold asks for a colour point by point (§11.4). Outside its own turn a threshold is taken at once (§10.3). */
export function gainEnergy(s: CohState, ev: Events, seat: number, e: Energy, fromRift = false): void {
  const c = s.chars[seat]!;
  // S18: energy comes only from closing Rifts.
  if (!fromRift && is(s, 's18') && e.red + e.blue + e.green + e.gold > 0) {
    ev.push({ text: t('coh.ev.onlyRifts', who(c)) });
    return;
  }
  const got = { red: 0, blue: 0, green: 0 };
  for (const col of COLOURS) {
    got[col] = Math.max(0, Math.min(e[col], s.cap - c.energy[col]));
    c.energy[col] += got[col];
  }
  if (got.red + got.blue + got.green > 0) ev.push({ text: t('coh.ev.energy', { ...who(c), ...got }) });
  if (e.gold > 0 && COLOURS.some((col) => c.energy[col] < s.cap)) s.pending.push({ k: 'gold', seat, n: e.gold });
  if (!inAdventure(s, seat) && !(isActive(s, seat) && s.step === 'monsters')) levelUp(s, ev, seat);
}

/** Level up (§10): the first time a track reaches 5, its colour's Advanced card; 10 in the main colour, the Ultimate (Versus). */
export function levelUp(s: CohState, ev: Events, seat: number): void {
  const c = s.chars[seat]!;
  for (const col of COLOURS) {
    if (c.energy[col] >= 5 && !c.levels.includes(col)) {
      c.levels.push(col);
      const card = c.advanced.find((id) => abilityDef(id).kind === col);
      if (card) {
        c.advanced.splice(c.advanced.indexOf(card), 1);
        c.hand.push(card);
        ev.push({ text: t('coh.ev.level', { ...who(c), ...cardVars(card) }) });
      }
    }
  }
  const main = characterDef(c.character).main;
  if (s.mode === 'versus' && c.energy[main] >= 10 && !c.mainUltimate && normalUltimate(s)) {
    c.mainUltimate = true;
    gainUltimate(s, ev, c);
  }
}

/**
 * Gaining an Ultimate (§10.7–10.11): the one in the Advanced deck. With the
 * Ultimate already in hand, an unlocked Alternate Ultimate is taken instead
 * (§10.10); with both in the deck, the character chooses (§10.11,
 * §32.5.4); with neither, nothing.
 */
export function gainUltimate(s: CohState, ev: Events, c: CohChar): void {
  const ults = ultimatesIn(c);
  if (ults.length === 0) return;
  if (ults.length > 1) {
    s.pending.push({ k: 'ultimate', seat: c.seat });
    return;
  }
  takeUltimate(ev, c, ults[0]!);
}

const ultimatesIn = (c: CohChar) => c.advanced.filter((id) => abilityDef(id).kind === 'ultimate');

function takeUltimate(ev: Events, c: CohChar, ult: string): void {
  c.advanced.splice(c.advanced.indexOf(ult), 1);
  c.hand.push(ult);
  ev.push({ text: t('coh.ev.ultimate', { ...who(c), ...cardVars(ult) }) });
}

// ---------------------------------------------------------------- damage and defeat

/** A character takes damage (§16): Koi adds 1 (§31.4.4), Persephone gains that much FEAR (§31.3.2). */
export function hurt(s: CohState, ev: Events, seat: number, n: number, by: number | null): void {
  const c = s.chars[seat]!;
  if (n <= 0 || c.health <= 0) return;
  const dmg = n + (c.stance === 'koi' ? 1 : 0);
  c.health = Math.max(0, c.health - dmg);
  ev.push({ text: t('coh.ev.hurt', { ...who(c), n: dmg }) });
  if (c.character === 'persephone') setRes(c, 'fear', resOf(c, 'fear') + dmg);
  if (c.health === 0) defeat(s, ev, seat, by);
}

/** Defeat and respawn (§20.2): to The Dojo, starting Health and Spirit, resource reset, lose 2 energy; the victor gains 2 Gold (§20.5). */
export function defeat(s: CohState, ev: Events, seat: number, by: number | null): void {
  const c = s.chars[seat]!;
  const def = characterDef(c.character);
  ev.push({ text: t('coh.ev.defeated', who(c)) });
  c.at = THE_DOJO;
  c.health = def.health;
  c.spirit = def.spirit;
  for (const [r, spec] of Object.entries(def.resources) as [Resource, { respawn: number | null }][])
    if (spec.respawn !== null) c.res[r] = spec.respawn;
  const total = COLOURS.reduce((n, col) => n + c.energy[col], 0);
  if (total > 0) s.pending.push({ k: 'loseEnergy', seat, n: Math.min(hooks.defeatLoss(s, seat), total) });
  if (by !== null && by !== seat) gainEnergy(s, ev, by, { red: 0, blue: 0, green: 0, gold: 2 });
  if (isActive(s, seat) && (s.step === 'adventure' || s.step === 'start')) {
    // The turn ends at once (§20.2d): what this character still had to resolve is dropped (A7).
    s.ts.defeated = true;
    s.queue = s.queue.filter((q) => q.seat !== seat);
    s.pending = s.pending.filter((p) => p.seat !== seat || p.k === 'loseEnergy' || p.k === 'gold');
  }
  onDefeat(s, ev, seat, by);
}

const monsterOn = (s: CohState, space: string) => {
  const card = s.spaces[space];
  if (!card || !card.faceUp) return null;
  const d = worldCardDef(card.id);
  return d.type === 'monster' ? { card, def: d } : null;
};

/** A Monster attacks a character (§8.4, §24): nothing on The Dojo (§4.6.2); Critical rolls a d6 (§24.4). */
function monsterAttack(s: CohState, ev: Events, space: string, seat: number): void {
  const m = monsterOn(s, space);
  const c = s.chars[seat]!;
  if (!m || c.health <= 0) return;
  if (c.at === THE_DOJO) {
    ev.push({ text: t('coh.ev.dojoSafe', { ...who(c), ...cardVars(m.card.id) }) });
    return;
  }
  // S06: a Boss holding a Resilience token deals 1 more damage (S10's tokens on the Hydra give Health only).
  let n = m.def.strength + (is(s, 's06') && (s.scn!.bossTokens[m.card.uid] ?? 0) > 0 ? 1 : 0);
  if (m.def.critical !== undefined) {
    const roll = throwDie(s);
    if (roll >= 5) {
      n += m.def.critical;
      ev.push({ text: t('coh.ev.critical', { ...cardVars(m.card.id), roll, n: m.def.critical }) });
    }
  }
  const prevent = Math.min(s.ts.ward, n);
  if (prevent > 0) {
    s.ts.ward -= prevent;
    n -= prevent;
    ev.push({ text: t('coh.ev.warded', { ...who(c), n: prevent }) });
  }
  ev.push({ text: t('coh.ev.attacks', { ...cardVars(m.card.id), ...who(c), n }) });
  hurt(s, ev, seat, n, null);
}

/** Damage to a Monster (§16.2): defeated when this turn's damage reaches its Health; rewards go to the character who dealt it (§23.6). */
function hurtMonster(s: CohState, ev: Events, space: string, n: number, by: number): void {
  if (!monsterOn(s, space)) return;
  // Its damage is written on the card: this state's own copy of it.
  ownSpaces(s);
  const m = monsterOn(s, space)!;
  m.card.dmg += n;
  const health = m.def.health + hooks.extraHealth(s, m.card);
  ev.push({ text: t('coh.ev.hitMonster', { ...cardVars(m.card.id), n, left: Math.max(0, health - m.card.dmg) }) });
  if (m.card.dmg < health) return;
  const killer = s.chars[by]!;
  // Dangerous (§24.5): the killer suffers its attack when in its range, then it is defeated normally.
  if (m.def.dangerous && dist(s, space, killer.at) <= m.def.range) monsterAttack(s, ev, space, by);
  delete ownSpaces(s)[space];
  if (keepsMonster(s, by)) s.scn!.inventory[by]!.push(m.card.id);
  else s.discard.push(m.card.id);
  ev.push({ text: t('coh.ev.monsterDown', { ...cardVars(m.card.id), ...who(killer) }) });
  onMonsterDefeated(s, ev, m.card.id, by);
  questEvent(s, ev, by, 'monsters');
  if (m.def.boss) questEvent(s, ev, by, 'boss');
  if (killer.health <= 0 || s.step === 'over') return;
  const loot: QueueItem[] = m.def.loot.map((eff) => ({ seat: by, eff, by }));
  if (m.def.item !== undefined) loot.unshift({ seat: by, eff: { op: 'item', n: m.def.item }, by });
  const carried = scenarioLoot(s, m.card.id);
  if (carried !== undefined) loot.unshift({ seat: by, eff: { op: 'item', n: carried }, by });
  // A Passive that works on a defeated Monster (§32.5.5), after the Monster's own rewards.
  loot.push(...passiveEffects(ev, killer, 'monsterDefeated'));
  s.queue.unshift(...loot);
  // S06: a Dawn Kirin's Special loot looks at the top World Shift card.
  if (is(s, 's06') && m.card.id === 'dsk-dawn-kirin' && s.shifts.length > 0) s.pending.push({ k: 'kirin', seat: by });
  gainEnergy(s, ev, by, m.def.reward);
}

// ---------------------------------------------------------------- spaces

/** Damage on the cards does not last (§16.2, A30): written off (on this state's own cards) when any was taken. */
function clearMonsterDamage(s: CohState): void {
  if (Object.values(s.spaces).every((card) => card.dmg === 0)) return;
  for (const card of Object.values(ownSpaces(s))) card.dmg = 0;
}

/** A character arrives on a space (§14.3, §24.1, §26.2). Returns true when the arrival stops its movement. */
export function arrive(s: CohState, ev: Events, seat: number, space: string): boolean {
  const c = s.chars[seat]!;
  c.at = space;
  if (is(s, 's09')) npcFollows(s, seat, space);
  if (s.scn && s.scn.hidden.length > 0 && inAdventure(s, seat)) revealTokens(s, ev, space);
  if (is(s, 's10') && s.scn!.phase === 1 && inAdventure(s, seat)) collectTokens(s, ev, seat, space);
  if (is(s, 's07') && s.scn!.phase >= 2 && jarHolder(s) === seat) fillWells(s, ev, space);
  const card = s.spaces[space];
  if (!card) return false;
  if (!card.faceUp && worldCardDef(card.id).type !== 'event') {
    // A face-down Monster or Rift (S08) is turned face up by whoever arrives; the arrival stops there.
    ownSpaces(s)[space]!.faceUp = true;
    ev.push({ text: t('coh.ev.revealed', { ...cardVars(card.id), ...spaceVars(space) }) });
    const rm = monsterOn(s, space);
    if (rm?.def.aggressive) {
      if (inAdventure(s, seat)) monsterAttack(s, ev, space, seat);
      else c.aggressiveDue.push(card.uid);
    }
    return true;
  }
  if (!card.faceUp) {
    if (inAdventure(s, seat)) {
      revealEvent(s, ev, seat, space);
      return true;
    }
    return true;
  }
  const m = monsterOn(s, space);
  if (m?.def.aggressive) {
    if (inAdventure(s, seat)) monsterAttack(s, ev, space, seat);
    else c.aggressiveDue.push(card.uid);
  }
  return false;
}

/** An Event is turned face up: its Gift, then its choice or Challenge (§26.2.4). */
function revealEvent(s: CohState, ev: Events, seat: number, space: string): void {
  const card = s.spaces[space]!;
  const d = worldCardDef(card.id);
  if (d.type !== 'event') return;
  const c = s.chars[seat]!;
  delete ownSpaces(s)[space];
  s.discard.push(card.id);
  ev.push({ text: t('coh.ev.event', { ...who(c), ...cardVars(card.id) }) });
  questEvent(s, ev, seat, 'events');
  if (d.options) s.pending.push({ k: 'option', seat, card: card.id });
  else if (d.challenge) startChallenge(s, ev, seat, card.id, d.challenge);
  gainEnergy(s, ev, seat, d.gift);
}

/** A Challenge (§26.3): pay-then-roll asks how much Spirit first; roll-then-pay rolls, then asks to make up the difference. */
function startChallenge(s: CohState, ev: Events, seat: number, card: string, ch: Challenge): void {
  const c = s.chars[seat]!;
  if (ch.order === 'pay') {
    if (c.spirit > 0) s.pending.push({ k: 'pay', seat, card, roll: null });
    else finishChallenge(s, ev, seat, card, ch, throwDie(s), 0);
    return;
  }
  const roll = throwDie(s);
  ev.push({ text: t('coh.ev.roll', { ...who(c), roll, target: ch.target }) });
  if (roll < ch.target && c.spirit >= ch.target - roll) s.pending.push({ k: 'pay', seat, card, roll });
  else finishChallenge(s, ev, seat, card, ch, roll, 0, true);
}

export function challengeOf(card: string): Challenge {
  const d = worldCardDef(card);
  if (d.type === 'monster' || !d.challenge) throw new Error(`${card} has no Challenge`);
  return d.challenge;
}

function finishChallenge(
  s: CohState,
  ev: Events,
  seat: number,
  card: string,
  ch: Challenge,
  roll: number,
  paid: number,
  told = false,
): void {
  const c = s.chars[seat]!;
  if (!told) ev.push({ text: t('coh.ev.roll', { ...who(c), roll, target: ch.target }) });
  const ok = roll + paid >= ch.target;
  ev.push({ text: t(ok ? 'coh.ev.success' : 'coh.ev.fail', { ...who(c), ...cardVars(card), total: roll + paid }) });
  const effects = ok ? ch.success : ch.fail;
  const rift = worldCardDef(card).type === 'rift';
  s.queue.unshift(...effects.map((eff) => ({ seat, eff, by: seat, ...(rift ? { rift } : {}) })));
}

function takeItem(s: CohState, ev: Events, seat: number, num: number): void {
  const c = s.chars[seat]!;
  const left = s.itemStock[String(num)] ?? 0;
  if (left <= 0) {
    ev.push({ text: t('coh.ev.noItem', { ...who(c), ...itemVars(num) }) });
    return;
  }
  s.itemStock[String(num)] = left - 1;
  c.items.push({ uid: `i${s.nextUid++}`, num, charges: itemDef(num).charges ?? null });
  ev.push({ text: t('coh.ev.item', { ...who(c), ...itemVars(num) }) });
  itemGained(s, ev, seat);
}

function returnItem(s: CohState, c: CohChar, uid: string): void {
  const i = c.items.findIndex((x) => x.uid === uid);
  const it = c.items[i]!;
  c.items.splice(i, 1);
  s.itemStock[String(it.num)] = (s.itemStock[String(it.num)] ?? 0) + 1;
}

// ---------------------------------------------------------------- effects

/** Oric's stances (§31.4): Crane +1 Range −1 Move, Tiger +1 damage −1 Range. */
export const rangeOf = (c: CohChar, r: number) => Math.max(0, r + (c.stance === 'crane' ? 1 : 0) - (c.stance === 'tiger' ? 1 : 0));

/** The damageable targets of a character at range (§12, §15): characters, and face-up Monsters (Armored ones only at range 0, §24.3). */
export function targetsInRange(s: CohState, seat: number, range: number, kind: 'one' | 'monster' | 'character' | 'all' | 'allOther') {
  const c = s.chars[seat]!;
  const chars =
    kind === 'monster' ? [] : s.chars.filter((o) => (o.seat !== seat || kind === 'all') && dist(s, c.at, o.at) <= range).map((o) => o.seat);
  const monsters =
    kind === 'character'
      ? []
      : Object.keys(s.spaces)
          .filter((sp) => {
            const m = monsterOn(s, sp);
            if (!m) return false;
            const d = dist(s, c.at, sp);
            return d <= range && (!m.def.armored || d === 0);
          })
          .sort();
  // Corrupted (§28): enemies of the character, for any-target and all-target effects, where the scenario allows (S15).
  const corr =
    kind === 'monster' || kind === 'character'
      ? []
      : s.corrupted.filter((k) => enemyOf(s, k, seat) && dist(s, c.at, k.at) <= range && hooks.canDamage(s, seat, k)).map((k) => k.uid);
  // Face-up scenario tokens that fight like Monsters (S12, A62).
  const tokens =
    kind === 'character' || !is(s, 's12')
      ? []
      : Object.keys(s.scn!.tokens)
          .filter((n) => !s.scn!.hidden.includes(n) && dist(s, c.at, s.scn!.tokens[n]!) <= range)
          .sort();
  // S09: terror tokens, 1 Health each, targets as Monsters are (A59); one entry per space holding any.
  const terror = kind === 'character' || !is(s, 's09') ? [] : [...new Set(s.scn!.terror)].filter((sp) => dist(s, c.at, sp) <= range).sort();
  return { chars, monsters, corr, tokens, terror };
}

/** How many targets a damage effect could reach. */
const targetCount = (tg: ReturnType<typeof targetsInRange>) =>
  tg.chars.length + tg.monsters.length + tg.corr.length + tg.tokens.length + tg.terror.length;

function dealDamage(
  s: CohState,
  ev: Events,
  by: number,
  n: number,
  target: { char?: number; monster?: string; corr?: string; token?: string },
): void {
  if (target.token !== undefined) hurtToken(s, ev, target.token, n, by);
  else if (target.corr !== undefined) hurtCorrupted(s, ev, target.corr, n, by);
  else if (target.char !== undefined) hurt(s, ev, target.char, n, by);
  else if (target.monster !== undefined) hurtMonster(s, ev, target.monster, n, by);
}

/** The damage of an attack (§16.4): the card's, plus X, Tiger's +1 and the stored next-attack bonus (used up). */
function attackDamage(s: CohState, c: CohChar, n: number, plusX: boolean): number {
  const total = n + (plusX ? s.ts.x : 0) + (c.stance === 'tiger' ? 1 : 0) + c.nextAttack;
  c.nextAttack = 0;
  return total;
}

export function runEffect(s: CohState, ev: Events, q: QueueItem): void {
  const c = s.chars[q.seat]!;
  const e = q.eff;
  switch (e.op) {
    case 'move': {
      const n = Math.max(0, e.n + c.moveBonus - (c.stance === 'crane' ? 1 : 0));
      c.moveBonus = 0;
      if (n > 0) s.pending.push({ k: 'move', seat: q.seat, left: n });
      return;
    }
    case 'transport': {
      const r = rangeOf(c, e.range);
      if (r > 0) s.pending.push({ k: 'transport', seat: q.seat, range: r });
      return;
    }
    case 'damage': {
      const range = rangeOf(c, e.range);
      // Helping a teammate (§25.5): a single-target damage may only aim at a Monster.
      const kind = q.help && e.target !== 'all' && e.target !== 'allOther' ? 'monster' : e.target;
      const tg = targetsInRange(s, q.seat, range, kind);
      if (targetCount(tg) === 0) {
        ev.push({ text: t('coh.ev.noTarget', who(c)) });
        if (e.plusX) s.ts.x = 0;
        return;
      }
      const n = attackDamage(s, c, e.n, e.plusX);
      if (e.plusX) s.ts.x = 0;
      if (e.target === 'all' || e.target === 'allOther') {
        for (const sp of tg.monsters) dealDamage(s, ev, q.by, n, { monster: sp });
        for (const o of tg.chars) dealDamage(s, ev, q.by, n, { char: o });
        for (const k of tg.corr) dealDamage(s, ev, q.by, n, { corr: k });
        for (const k of tg.tokens) dealDamage(s, ev, q.by, n, { token: k });
        // Every terror token in range is a target of its own.
        for (const sp of tg.terror) {
          const here = s.scn!.terror.filter((x) => x === sp).length;
          for (let k = 0; k < here; k++) hurtTerror(s, ev, sp, n);
        }
      } else s.pending.push({ k: 'target', seat: q.seat, n, range, target: kind as 'one' | 'monster' | 'character', by: q.by });
      return;
    }
    case 'heal':
      setRes(c, 'health', c.health + e.n);
      ev.push({ text: t('coh.ev.heal', { ...who(c), n: e.n }) });
      return;
    case 'spirit':
      setRes(c, 'spirit', c.spirit + e.n);
      ev.push({ text: t('coh.ev.spirit', { ...who(c), n: e.n }) });
      return;
    case 'loseSpirit':
      setRes(c, 'spirit', c.spirit - e.n);
      ev.push({ text: t('coh.ev.loseSpirit', { ...who(c), n: e.n }) });
      return;
    case 'selfDamage':
      hurt(s, ev, q.seat, e.n, null);
      return;
    case 'gain':
      setRes(c, e.res, resOf(c, e.res) + e.n);
      return;
    case 'lose':
      setRes(c, e.res, resOf(c, e.res) - e.n);
      // Health lost (not damage, A35) can still defeat (§20.1).
      if (e.res === 'health') {
        ev.push({ text: t('coh.ev.loseHealth', { ...who(c), n: e.n }) });
        if (c.health === 0) defeat(s, ev, q.seat, null);
      }
      return;
    case 'spendX': {
      const max = Math.min(e.max, resOf(c, e.res));
      s.ts.x = 0;
      if (max > 0) s.pending.push({ k: 'spendX', seat: q.seat, res: e.res, max });
      return;
    }
    case 'nextAttack':
      c.nextAttack += e.n;
      return;
    case 'moveBonus':
      c.moveBonus += e.n;
      return;
    case 'activation':
      // An Activation given by a scenario effect outside the character's turn is used at once (A10).
      if (q.extra) s.pending.push({ k: 'extra', seat: q.seat });
      else if (isActive(s, q.seat)) s.ts.activations += e.n;
      return;
    case 'energy':
      gainEnergy(s, ev, q.seat, e.energy, q.rift === true);
      return;
    case 'item':
      takeItem(s, ev, q.seat, e.n);
      return;
    case 'recallDojo':
      c.at = THE_DOJO;
      ev.push({ text: t('coh.ev.recallDojo', who(c)) });
      return;
    case 'if': {
      const ok = resOf(c, e.cond.res) >= e.cond.atLeast;
      s.queue.unshift(...(ok ? e.then : e.else).map((eff) => ({ seat: q.seat, eff, by: q.by })));
      return;
    }
  }
}

/** A character's Passive in effect (§32.5.5), when it works at this moment: its effects to resolve, announced. */
function passiveEffects(ev: Events, c: CohChar, trigger: 'turnStart' | 'monsterDefeated'): QueueItem[] {
  if (c.passive === null) return [];
  const d = passiveDef(c.passive);
  if (d.trigger !== trigger) return [];
  ev.push({ text: t('coh.ev.passive', { ...who(c), card: d.name.en, cardFr: d.name.fr }) });
  return d.effects.map((eff) => ({ seat: c.seat, eff, by: c.seat }));
}

export const queueFront = (s: CohState, seat: number, effects: Effect[]) =>
  s.queue.unshift(...effects.map((eff) => ({ seat, eff, by: seat })));

// ---------------------------------------------------------------- cards in play

/** Activates one half of an ability card (§7.3–7.8, §17): spends an Activation unless Free, pays its cost, resolves its effects. */
function activate(s: CohState, ev: Events, seat: number, card: string, from: 'hand' | 'board'): void {
  const c = s.chars[seat]!;
  const d = abilityDef(card);
  const half = from === 'hand' ? d.hand : d.board!;
  if (!half.free) s.ts.activations--;
  s.ts.used.push({ card, from });
  ev.push({ text: t(from === 'hand' ? 'coh.ev.fromHand' : 'coh.ev.fromBoard', { ...who(c), ...cardVars(card) }) });
  if (from === 'hand') {
    c.hand.splice(c.hand.indexOf(card), 1);
    // The Ultimate goes back to the Advanced deck after use (§10.9, A26); others land on the board.
    if (d.kind === 'ultimate') c.advanced.push(card);
    else c.board.push(card);
  }
  const effects = [...half.effects];
  if (card.endsWith('-dash')) {
    const bonus = dashBonus(c, from);
    if (bonus > 0) {
      const i = effects.findIndex((e) => e.op === 'move');
      const mv = effects[i] as { op: 'move'; n: number };
      effects[i] = { op: 'move', n: mv.n + bonus };
    }
  }
  payCost(s, ev, c, half.cost);
  if (c.health > 0 && !s.ts.defeated) queueFront(s, seat, effects);
}

/** Equipment that lengthens Dash (§27.5); two copies of one Item do not stack (§27.8). */
export function dashBonus(c: CohChar, from: 'hand' | 'board'): number {
  const seen = new Set<number>();
  let n = 0;
  for (const it of c.items) {
    const d = itemDef(it.num);
    if (!d.dash || seen.has(it.num)) continue;
    seen.add(it.num);
    if (d.dash.half === 'both' || d.dash.half === from) n += d.dash.n;
  }
  return n;
}

export function usable(s: CohState, seat: number, card: string, from: 'hand' | 'board'): boolean {
  const c = s.chars[seat]!;
  if (s.ts.used.some((u) => u.card === card)) return false;
  const d = abilityDef(card);
  const half = from === 'hand' ? d.hand : d.board;
  if (!half) return false;
  if (!half.free && s.ts.activations <= 0) return false;
  return canPay(c, half.cost);
}

// ---------------------------------------------------------------- Days, rounds and turns

/** Dawn (§5.1): each World's top card on the space numbered like the Day, or the lowest empty one; Bosses go back on Day 1. */
/** The cards a Dawn or Dusk placed, for the round's picture: public faces only (a face-down card shows its back). */
export interface PlacedPicture {
  round: 'dawn' | 'dusk';
  day: number;
  cards: { id: string | null; back: 'event' | 'dusk' | null; where: [string, string] }[];
}

/** One event after a round's placements, with the picture of the cards it placed (nothing when none was placed). */
function pushPlacedPicture(s: CohState, ev: Events, round: PlacedPicture['round'], placed: string[]): void {
  if (placed.length === 0) return;
  const cards = placed.map((sp): PlacedPicture['cards'][number] => {
    const card = s.spaces[sp]!;
    const where = spaceVars(sp);
    const back = card.faceUp ? null : worldCardDef(card.id).type === 'event' ? 'event' : 'dusk';
    return { id: card.faceUp ? card.id : null, back, where: [where.space!, where.spaceFr!] };
  });
  const picture: PlacedPicture = { round, day: s.day, cards };
  ev.push({
    text: t(round === 'dawn' ? 'coh.ev.placedDawn' : 'coh.ev.placedDusk', { day: s.day, n: placed.length }),
    picture: { kind: 'placed', view: picture as unknown as Json },
  });
}

function dawnPlacement(s: CohState, ev: Events): void {
  // S18: no cards are drawn at Dawn.
  if (is(s, 's18')) return;
  const placed: string[] = [];
  for (const w of worldsInPlay(s)) {
    const deck = s.worldDecks[w]!;
    const id = drawSkippingBoss(s, deck);
    if (id === undefined) continue;
    const free = freeSpace(s, w, s.day);
    if (free === null) {
      deck.unshift(id);
      continue;
    }
    const d = worldCardDef(id);
    ownSpaces(s)[free] = { uid: `w${s.nextUid++}`, id, faceUp: d.type !== 'event', dmg: 0 };
    placed.push(free);
    ev.push({
      text:
        d.type === 'event' ? t('coh.ev.placedEvent', { ...spaceVars(free) }) : t('coh.ev.placed', { ...cardVars(id), ...spaceVars(free) }),
    });
  }
  pushPlacedPicture(s, ev, 'dawn', placed);
}

function drawSkippingBoss(s: CohState, deck: string[]): string | undefined {
  for (let tries = 0; tries < 20 && deck.length > 0; tries++) {
    const id = deck.shift()!;
    const d = worldCardDef(id);
    if (s.day === 1 && d.type === 'monster' && d.boss && deck.length > 0) {
      // A Boss on Day 1 is shuffled back and another card drawn (§5.1.5, §22.2).
      deck.push(id);
      shuffleInPlace(s.rng, deck);
      continue;
    }
    return id;
  }
  return undefined;
}

/** The space numbered n on a World when free, else its lowest-numbered free space, else null (§5.1.2, §5.2.3). */
function freeSpace(s: CohState, world: string, n: number): string | null {
  if (!s.spaces[spaceKey(world, n)]) return spaceKey(world, n);
  for (let i = 1; i <= 6; i++) if (!s.spaces[spaceKey(world, i)]) return spaceKey(world, i);
  return null;
}

/** Dusk (§5.2): players + 1 Dusk cards, each on a space rolled with both World dice. */
function duskPlacement(s: CohState, ev: Events): void {
  const placed: string[] = [];
  placeDuskCards(s, ev, placed);
  pushPlacedPicture(s, ev, 'dusk', placed);
}

function placeDuskCards(s: CohState, ev: Events, placed: string[]): void {
  const n = s.chars.length + 1;
  for (let k = 0; k < n; k++) {
    const id = drawSkippingBoss(s, s.dusk);
    if (id === undefined) return;
    if (!worldsInPlay(s).some((w) => freeSpace(s, w, 1) !== null)) {
      s.dusk.push(id);
      continue;
    }
    for (;;) {
      const world = WORLD_IDS[throwDie(s) - 1]!;
      const num = throwDie(s);
      // A removed World is rolled again (A18).
      const free = s.layout[world] ? freeSpace(s, world, num) : null;
      if (free === null) continue;
      ownSpaces(s)[free] = { uid: `w${s.nextUid++}`, id, faceUp: true, dmg: 0 };
      placed.push(free);
      ev.push({ text: t('coh.ev.placed', { ...cardVars(id), ...spaceVars(free) }) });
      break;
    }
  }
}

/** World Shift (§6): tiles move keeping their orientation and everything on them (A14). */
function worldShift(s: CohState, ev: Events): void {
  const id = s.shifts.shift();
  if (id === undefined) return;
  s.box.push(id);
  const d = CONTENT.shifts.find((x) => x.id === id)!;
  ev.push({ text: t('coh.ev.shift', { card: d.name.en, cardFr: d.name.fr }) });
  const op = d.op;
  // A new layout object: geometry is memoized per layout object (rules/board.ts).
  s.layout = Object.fromEntries(Object.entries(s.layout).map(([k, p]) => [k, { ...p }]));
  const swap = (a: string, b: string) => {
    const sa = s.layout[a]!.slot;
    s.layout[a]!.slot = s.layout[b]!.slot;
    s.layout[b]!.slot = sa;
  };
  // A removed World (S04) is not moved: a swap or turn naming it does nothing, the Dojo's die is rolled again.
  if (op.kind === 'swap') {
    if (s.layout[op.a] && s.layout[op.b]) swap(op.a, op.b);
  } else if (op.kind === 'swapDojo') swap(DOJO_TILE, rollWorld(s));
  else if (op.kind === 'rotate') {
    if (s.layout[op.tile]) s.layout[op.tile]!.rot = (((s.layout[op.tile]!.rot - op.steps) % 6) + 6) % 6;
  } else for (const w of worldsInPlay(s)) s.layout[w]!.rot = (((s.layout[w]!.rot - op.steps) % 6) + 6) % 6;
}

export function sortOrder(s: CohState): void {
  s.order = s.chars
    .slice()
    .sort((a, b) => a.turnCard - b.turnCard)
    .map((c) => c.seat);
}

function startTurn(s: CohState): void {
  s.ts = freshTurn();
  s.step = 'start';
}

function beginTurn(s: CohState, ev: Events): void {
  const c = active(s);
  s.ts.begun = true;
  ev.push({ text: t(`coh.ev.turn.${s.round}`, { ...who(c), day: s.day }) });
  s.queue.push(...passiveEffects(ev, c, 'turnStart'));
  if (c.character === 'oric') {
    s.pending.push({ k: 'stance', seat: c.seat });
    return;
  }
  afterStance(s, ev);
}

/** After the stance: Aggressive Monsters entered outside the turn, then an Event waiting on the space (§24.1, §26.2.3, A33). */
function afterStance(s: CohState, ev: Events): void {
  const c = active(s);
  if (c.stance === 'koi') s.ts.activations++;
  for (const uid of c.aggressiveDue.splice(0)) {
    const space = Object.keys(s.spaces).find((sp) => s.spaces[sp]!.uid === uid);
    if (space && space === c.at) monsterAttack(s, ev, space, c.seat);
  }
  s.step = 'adventure';
  if (!s.ts.defeated && s.spaces[c.at] && !s.spaces[c.at]!.faceUp) revealEvent(s, ev, c.seat, c.at);
}

/** Phase 2 (§8): every Monster whose range reaches the active character attacks it; none on The Dojo. */
function monsterPhase(s: CohState, ev: Events): void {
  const c = active(s);
  if (!s.ts.adventureDone) {
    s.ts.adventureDone = true;
    afterAdventure(s, ev);
    if (s.step === 'over') return;
  }
  const attackers = Object.keys(s.spaces)
    .filter((sp) => {
      const m = monsterOn(s, sp);
      return m !== null && dist(s, sp, c.at) <= m.def.range;
    })
    .sort();
  if (attackers.length > 0 && c.at !== THE_DOJO && !s.ts.wardAsked && c.items.some((i) => itemDef(i.num).ward && (i.charges ?? 0) > 0)) {
    s.ts.wardAsked = true;
    s.pending.push({ k: 'ward', seat: c.seat });
    return;
  }
  if (c.at === THE_DOJO && attackers.length > 0) ev.push({ text: t('coh.ev.dojoRest', who(c)) });
  else for (const sp of attackers) if (c.health > 0 && s.chars[c.seat]!.at !== THE_DOJO) monsterAttack(s, ev, sp, c.seat);
  // S09: the terror tokens on its space attack as Monsters do.
  if (is(s, 's09') && s.scn!.terror.length > 0) terrorAttacks(s, ev, c.seat);
  // The Corrupted attack too, on The Dojo as well (§28.11), after the Monsters.
  if (c.health > 0 && s.corrupted.length > 0) corruptedAttacks(s, ev, c.seat);
  if (s.step === 'over') return;
  s.step = 'end';
}

/** End of turn (§9): cards used On Board go back to hand, Monsters heal (§9.3), thresholds are taken (§9.4). */
function endTurn(s: CohState, ev: Events): void {
  const c = active(s);
  for (const u of s.ts.used) {
    if (u.from === 'board' && c.board.includes(u.card)) {
      c.board.splice(c.board.indexOf(u.card), 1);
      c.hand.push(u.card);
    }
  }
  clearMonsterDamage(s);
  if (s.scn) s.scn.tokenDmg = {};
  levelUp(s, ev, c.seat);
  if (is(s, 's09')) s09EndOfTurn(s, ev);
  // S18: after Thomas's turn, Leaf's.
  if (is(s, 's18')) leafTurn(s, ev);
  if (s.step === 'over') return;
  if (s.scn?.bonusTurn) {
    // S07: back to the Corrupted turn that gave this extra turn, which then ends.
    s.scn.bonusTurn = false;
    s.turn = s.order.length - 1;
    s.step = 'corrupted';
    return;
  }
  // Oric's stance stays set: it is the "previous stance" his next turn must change (§31.4.1).
  s.turn++;
  if (s.turn < s.order.length) {
    startTurn(s);
    return;
  }
  if (corruptedTurnDue(s)) {
    // The Corrupted turn (§29, A3): after every character's turn of the round, before the Day marker moves.
    s.turn = s.order.length - 1;
    startCorruptedTurn(s, ev);
    return;
  }
  endRound(s, ev);
}

function endRound(s: CohState, ev: Events): void {
  s.turn = 0;
  if (deadline(s, ev)) return;
  if (s.round === 'dawn') {
    // S10 phase 2: the Dojo swaps again at the end of each Dawn.
    if (is(s, 's10') && s.scn!.phase === 2) sandmanSwap(s, ev);
    s.round = 'dusk';
    ev.push({ text: t('coh.ev.dusk', { day: s.day }) });
    // Dusk of Day 3: every character takes the Ultimate (§10.7b, §5.2.6).
    if (s.day === 3 && normalUltimate(s)) {
      const before = s.pending.length;
      for (const c of s.chars) gainUltimate(s, ev, c);
      // Those choosing between two Ultimates (§10.11) are asked in seat order: the pending list is a stack.
      s.pending.push(...s.pending.splice(before).reverse());
    }
    if (duskCards(s)) duskPlacement(s, ev);
    atRoundStart(s, ev);
    if (s.step !== 'over') startTurn(s);
    return;
  }
  if (s.day === 6) {
    // No winner after Dusk of Day 6 (§21.1.3, §3.7).
    s.step = 'over';
    s.endReason = 'days';
    ev.push({ text: t('coh.ev.noWinner') });
    return;
  }
  worldShift(s, ev);
  // Turn order cards pass to the right-hand neighbour (§3.6 step 11, A5).
  const cards = s.chars.map((c) => c.turnCard);
  s.chars.forEach((c, i) => (c.turnCard = cards[(i + 1) % cards.length]!));
  sortOrder(s);
  s.day++;
  s.round = 'dawn';
  // Kaoru's GRIT comes back at each Dawn (§31.1.1).
  for (const c of s.chars) if (c.res.grit !== undefined) c.res.grit = characterDef(c.character).resources.grit!.max;
  ev.push({ text: t('coh.ev.dawn', { day: s.day }) });
  dawnPlacement(s, ev);
  atRoundStart(s, ev);
  if (s.step !== 'over') startTurn(s);
}

/** Starts Day 1 (setup §2.B.4, §3.6 step 1). */
export function startGame(s: CohState, ev: Events): void {
  dawnPlacement(s, ev);
  startTurn(s);
}

/** Versus / Intro victory (§21.1.1, §21.2.2, A22): all three tracks at the maximum while on The Dojo. */
function checkVictory(s: CohState, ev: Events): boolean {
  if (s.quests.length > 0) checkQuests(s, ev);
  if (!arenaVictory(s)) return objectiveHeld(s, ev);
  for (const seat of s.order) {
    const c = s.chars[seat]!;
    if (c.at === THE_DOJO && COLOURS.every((col) => c.energy[col] >= s.cap)) {
      s.winner = seat;
      s.step = 'over';
      s.endReason = 'energy';
      s.pending = [];
      s.queue = [];
      ev.push({ text: t('coh.ev.champion', who(c)) });
      return true;
    }
  }
  return false;
}

/** Resolves everything that needs no decision. */
export function settle(s: CohState, ev: Events): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.step === 'over') return;
    if (checkVictory(s, ev)) return;
    const top = s.pending[s.pending.length - 1];
    if (top) {
      // A decision left with no choice (Gold with every track full, a choice nobody can pay) is dropped.
      if (hasChoice(s, top)) return;
      s.pending.pop();
      continue;
    }
    const q = s.queue.shift();
    if (q) {
      if (s.chars[q.seat]!.health > 0) runEffect(s, ev, q);
      continue;
    }
    if (s.step === 'start') {
      if (!s.ts.begun) beginTurn(s, ev);
      else afterStance(s, ev);
      continue;
    }
    if (s.step === 'adventure') {
      if (s.ts.defeated) s.step = 'end';
      else return;
      continue;
    }
    if (s.step === 'monsters') {
      monsterPhase(s, ev);
      continue;
    }
    if (s.step === 'corrupted') {
      if (corruptedStep(s, ev)) endRound(s, ev);
      continue;
    }
    endTurn(s, ev);
  }
  throw new Error('Champions of Hara: settle did not come to rest');
}

// ---------------------------------------------------------------- Quests (§32.6)

/** The Quest deck shuffled (§32.6.2), then each character dealt two to keep one (S13: both, A63, from its own deck). */
export function dealQuests(s: CohState, _ev: Events, keepBoth = false): void {
  const deck = s.scn && scenarioDef(s.scn.id).ownQuests ? S13_QUESTS : QUESTS;
  s.questDeck = shuffleInPlace(
    s.rng,
    deck.map((q) => q.id),
  );
  const offers = s.chars.map(() => s.questDeck.splice(0, 2));
  if (keepBoth) {
    s.chars.forEach((c, i) => s.quests.push(...offers[i]!.map((id) => ({ id, seats: [c.seat], part: 1 as const, count: 0 }))));
    return;
  }
  // A stack: the last pushed is asked first, so the first seat chooses first.
  for (let i = s.chars.length - 1; i >= 0; i--) s.pending.push({ k: 'quest', seat: i, offer: offers[i]!, keep: 1, seats: [i] });
}

/** S14: each team draws three Quests and keeps two (its first seat in turn order decides). */
function dealTeamQuests(s: CohState): void {
  s.questDeck = shuffleInPlace(
    s.rng,
    QUESTS.map((q) => q.id),
  );
  const teams = [...new Set(s.scn!.team)].sort();
  const asks = teams.map((team) => {
    const seats = teamSeats(s, team);
    return { k: 'quest' as const, seat: seats[0]!, offer: s.questDeck.splice(0, 3), keep: 2, seats };
  });
  s.pending.push(...asks.reverse());
}

const questPart = (q: CohQuest) => questDef(q.id).parts[q.part - 1]!;

/** Something a Quest may count happened to a seat (§32.6): the parts that count it go on, and complete at their number. */
export function questEvent(s: CohState, ev: Events, seat: number, kind: QuestCounter): void {
  for (const q of s.quests) {
    if (q.part > 2 || !q.seats.includes(seat)) continue;
    const o = questPart(q).objective;
    if (o.kind !== kind) continue;
    q.count++;
    if (q.count >= ('n' in o ? o.n : 1)) completePart(s, ev, q, seat);
  }
}

/** Objectives that hold at a moment (standing on a World, Items held, energy): checked whenever the game settles. */
function checkQuests(s: CohState, ev: Events): void {
  for (const q of s.quests) {
    if (q.part > 2) continue;
    const o = questPart(q).objective;
    const holds = (c: CohChar) =>
      o.kind === 'world'
        ? tileOf(c.at) === o.world
        : o.kind === 'items'
          ? c.items.length >= o.n
          : o.kind === 'colour'
            ? c.energy[o.colour] >= o.n
            : false;
    const seat = q.seats.find((x) => holds(s.chars[x]!));
    if (seat !== undefined) completePart(s, ev, q, seat);
  }
}

/** A part is done (32.6.3–32.6.4, A68): its reward at once, then part 2 begins (or the Quest is complete). */
function completePart(s: CohState, ev: Events, q: CohQuest, seat: number): void {
  const d = questDef(q.id);
  const part = q.part;
  ev.push({ text: t('coh.ev.questPart', { ...who(s.chars[seat]!), card: d.name.en, cardFr: d.name.fr, n: part }) });
  q.part = part === 1 ? 2 : 3;
  q.count = 0;
  // S14: the team gives the reward to the member it chooses (a team of one has nothing to choose).
  if (q.seats.length > 1) s.pending.push({ k: 'questReward', seat, quest: q.id, part });
  else questReward(s, ev, seat, d.parts[part - 1]!);
}

function questReward(s: CohState, ev: Events, seat: number, p: QuestPart): void {
  if (p.item !== undefined) s.queue.unshift({ seat, eff: { op: 'item', n: p.item }, by: seat });
  gainEnergy(s, ev, seat, p.reward);
}

const questsDone = (s: CohState, seat: number) => s.quests.filter((q) => q.part > 2 && q.seats.includes(seat)).length;

function questSpec(s: CohState, p: Extract<Pending, { k: 'quest' | 'questReward' }>): Spec {
  if (p.k === 'questReward') {
    const d = questDef(p.quest);
    const q = s.quests.find((x) => x.id === p.quest)!;
    return {
      seat: p.seat,
      kind: 'questReward',
      text: t('coh.p.questReward', { card: d.name.en, cardFr: d.name.fr, n: p.part }),
      opts: q.seats.map((seat) => ({
        id: `r:${seat}`,
        label: t('coh.c.char', who(s.chars[seat]!)),
        run(s2: CohState, ev: Events) {
          pop(s2);
          questReward(s2, ev, seat, d.parts[p.part - 1]!);
        },
      })),
    };
  }
  return {
    seat: p.seat,
    kind: 'quest',
    text: t('coh.p.quest', { n: p.keep }),
    opts: p.offer.map((id) => ({
      id: `q:${id}`,
      label: t('coh.c.card', { card: questDef(id).name.en, cardFr: questDef(id).name.fr }),
      run(s2: CohState, ev: Events) {
        pop(s2);
        s2.quests.push({ id, seats: [...p.seats], part: 1, count: 0 });
        const rest = p.offer.filter((x) => x !== id);
        ev.push({ text: t('coh.ev.questKept', { ...who(s2.chars[p.seat]!), card: questDef(id).name.en, cardFr: questDef(id).name.fr }) });
        if (p.keep > 1) s2.pending.push({ ...p, offer: rest, keep: p.keep - 1 });
      },
    })),
  };
}

// ---------------------------------------------------------------- decisions

const pop = (s: CohState) => s.pending.pop();

/** Does this decision offer anything? (What `pendingSpec` would list, without building the labels.) */
function hasChoice(s: CohState, p: Pending): boolean {
  const c = s.chars[p.seat]!;
  if (p.k === 'gold') return COLOURS.some((col) => c.energy[col] < s.cap);
  if (p.k === 'loseEnergy') return COLOURS.some((col) => c.energy[col] > 0);
  if (p.k === 'option') {
    const d = worldCardDef(p.card);
    return d.type === 'event' && (d.options ?? []).some((o) => canPay(c, o.cost));
  }
  if (p.k === 'target') {
    return targetCount(targetsInRange(s, p.seat, p.range, p.target)) > 0;
  }
  if (p.k === 'sfx') return scenarioSpec(s, p).opts.length > 0;
  if (p.k === 'extra') return extraCards(s, p.seat).length > 0;
  if (p.k === 'ultimate') return ultimatesIn(c).length > 0;
  return true;
}

export function currentSpec(s: CohState): Spec | null {
  if (s.step === 'over') return null;
  const p = s.pending[s.pending.length - 1];
  if (p) return pendingSpec(s, p);
  if (s.step === 'adventure') return mainSpec(s);
  return null;
}

function pendingSpec(s: CohState, p: Pending): Spec {
  const c = s.chars[p.seat]!;
  switch (p.k) {
    case 'stance': {
      const prev = c.stance;
      return {
        seat: p.seat,
        kind: 'stance',
        text: t('coh.p.stance'),
        opts: STANCES.filter((st) => st !== prev).map((st) => ({
          id: `st:${st}`,
          label: t(`coh.stance.${st}`),
          run(s2, ev) {
            pop(s2);
            s2.chars[p.seat]!.stance = st;
            ev.push({ text: t(`coh.ev.stance.${st}`, who(s2.chars[p.seat]!)) });
            afterStance(s2, ev);
          },
        })),
      };
    }
    case 'move': {
      const opts: Opt[] = geo(s).adj[c.at]!.map((sp) => ({
        id: `s:${sp}`,
        label: t('coh.c.space', { ...spaceVars(sp) }),
        run(s2, ev) {
          pop(s2);
          const ch = s2.chars[p.seat]!;
          const from = ch.at;
          ev.push({ text: t('coh.ev.move', { ...who(ch), ...spaceVars(from, 'from'), ...spaceVars(sp) }) });
          const stop = arrive(s2, ev, p.seat, sp);
          if (!stop && p.left > 1 && ch.health > 0 && ch.at === sp) s2.pending.push({ k: 'move', seat: p.seat, left: p.left - 1 });
        },
      }));
      opts.push({ id: 'stop', label: t('coh.c.stop'), run: (s2) => void pop(s2) });
      return { seat: p.seat, kind: 'move', text: t('coh.p.move', { n: p.left }), opts };
    }
    case 'transport': {
      const g = geo(s);
      const opts: Opt[] = g.spaces
        .filter((sp) => sp !== c.at && g.distance(c.at, sp) <= p.range)
        .map((sp) => ({
          id: `s:${sp}`,
          label: t('coh.c.space', { ...spaceVars(sp) }),
          run(s2, ev) {
            pop(s2);
            ev.push({ text: t('coh.ev.transport', { ...who(s2.chars[p.seat]!), ...spaceVars(sp) }) });
            arrive(s2, ev, p.seat, sp);
          },
        }));
      opts.push({ id: 'stop', label: t('coh.c.stay'), run: (s2) => void pop(s2) });
      return { seat: p.seat, kind: 'transport', text: t('coh.p.transport', { n: p.range }), opts };
    }
    case 'target': {
      const tg = targetsInRange(s, p.seat, p.range, p.target);
      const opts: Opt[] = [
        ...tg.monsters.map((sp) => ({
          id: `m:${sp}`,
          label: t('coh.c.monster', { ...cardVars(s.spaces[sp]!.id), ...spaceVars(sp) }),
          run(s2: CohState, ev: Events) {
            pop(s2);
            hurtMonster(s2, ev, sp, p.n, p.by ?? p.seat);
          },
        })),
        ...tg.chars.map((o) => ({
          id: `c:${o}`,
          label: t('coh.c.char', who(s.chars[o]!)),
          run(s2: CohState, ev: Events) {
            pop(s2);
            hurt(s2, ev, o, p.n, p.by ?? p.seat);
          },
        })),
        ...tg.corr.map((uid) => ({
          id: `k:${s.corrupted.find((k) => k.uid === uid)!.id}`,
          label: t('coh.c.corrupted', corrVars(s.corrupted.find((k) => k.uid === uid)!)),
          run(s2: CohState, ev: Events) {
            pop(s2);
            hurtCorrupted(s2, ev, uid, p.n, p.by ?? p.seat);
          },
        })),
        ...tg.tokens.map((n) => ({
          id: `t:${n}`,
          label: t('coh.c.token', { n: Number(n), ...spaceVars(s.scn!.tokens[n]!) }),
          run(s2: CohState, ev: Events) {
            pop(s2);
            hurtToken(s2, ev, n, p.n, p.by ?? p.seat);
          },
        })),
        ...tg.terror.map((sp) => ({
          id: `tt:${sp}`,
          label: t('coh.c.terror', spaceVars(sp)),
          run(s2: CohState, ev: Events) {
            pop(s2);
            hurtTerror(s2, ev, sp, p.n);
          },
        })),
      ];
      return { seat: p.seat, kind: 'target', text: t('coh.p.target', { n: p.n }), opts };
    }
    case 'spendX':
      return {
        seat: p.seat,
        kind: 'spend',
        text: t('coh.p.spend', { ...resVars(p.res), max: p.max }),
        opts: Array.from({ length: p.max + 1 }, (_, x) => ({
          id: `x:${x}`,
          label: t('coh.c.spend', { n: x, ...resVars(p.res) }),
          run(s2: CohState) {
            pop(s2);
            const ch = s2.chars[p.seat]!;
            setRes(ch, p.res, resOf(ch, p.res) - x);
            s2.ts.x = x;
          },
        })),
      };
    case 'gold':
      return {
        seat: p.seat,
        kind: 'gold',
        text: t('coh.p.gold', { n: p.n }),
        opts: COLOURS.filter((col) => c.energy[col] < s.cap).map((col) => ({
          id: `g:${col}`,
          label: t(`coh.colour.${col}`),
          run(s2: CohState, ev: Events) {
            pop(s2);
            const ch = s2.chars[p.seat]!;
            ch.energy[col]++;
            ev.push({ text: t('coh.ev.gold', { ...who(ch), ...colourVars(col) }) });
            if (p.n > 1 && COLOURS.some((x) => ch.energy[x] < s2.cap)) s2.pending.push({ k: 'gold', seat: p.seat, n: p.n - 1 });
            if (!inAdventure(s2, p.seat) && !(isActive(s2, p.seat) && s2.step === 'monsters')) levelUp(s2, ev, p.seat);
          },
        })),
      };
    case 'loseEnergy':
      return {
        seat: p.seat,
        kind: 'loseEnergy',
        text: t('coh.p.loseEnergy', { n: p.n }),
        opts: COLOURS.filter((col) => c.energy[col] > 0).map((col) => ({
          id: `l:${col}`,
          label: t(`coh.colour.${col}`),
          run(s2: CohState, ev: Events) {
            pop(s2);
            const ch = s2.chars[p.seat]!;
            ch.energy[col]--;
            ev.push({ text: t('coh.ev.lost', { ...who(ch), ...colourVars(col) }) });
            if (p.n > 1 && COLOURS.some((x) => ch.energy[x] > 0)) s2.pending.push({ k: 'loseEnergy', seat: p.seat, n: p.n - 1 });
          },
        })),
      };
    case 'option': {
      const d = worldCardDef(p.card);
      if (d.type !== 'event' || !d.options) throw new Error('not a choice Event');
      return {
        seat: p.seat,
        kind: 'option',
        text: t('coh.p.option', cardVars(p.card)),
        opts: payableOptions(c, p.seat, d.options, pop),
      };
    }
    case 'pay': {
      const ch = challengeOf(p.card);
      const amounts =
        p.roll === null ? Array.from({ length: Math.min(c.spirit, ch.target - 1) + 1 }, (_, x) => x) : [0, ch.target - p.roll];
      return {
        seat: p.seat,
        kind: 'pay',
        text:
          p.roll === null
            ? t('coh.p.payFirst', { ...cardVars(p.card), target: ch.target })
            : t('coh.p.payAfter', { ...cardVars(p.card), roll: p.roll, target: ch.target }),
        opts: amounts.map((x) => ({
          id: `p:${x}`,
          label: t('coh.c.pay', { n: x }),
          run(s2: CohState, ev: Events) {
            pop(s2);
            const who2 = s2.chars[p.seat]!;
            who2.spirit -= x;
            if (p.roll === null) finishChallenge(s2, ev, p.seat, p.card, ch, throwDie(s2), x);
            else finishChallenge(s2, ev, p.seat, p.card, ch, p.roll, x, true);
          },
        })),
      };
    }
    case 'ward': {
      const opts: Opt[] = c.items
        .filter((i) => itemDef(i.num).ward && (i.charges ?? 0) > 0)
        .map((i) => ({
          id: `w:${i.uid}`,
          label: t('coh.c.ward', { ...itemVars(i.num), n: itemDef(i.num).ward! }),
          run(s2: CohState, ev: Events) {
            pop(s2);
            const ch = s2.chars[p.seat]!;
            const it = ch.items.find((x) => x.uid === i.uid)!;
            it.charges = (it.charges ?? 1) - 1;
            s2.ts.ward += itemDef(i.num).ward!;
            ev.push({ text: t('coh.ev.useItem', { ...who(ch), ...itemVars(i.num) }) });
            if (it.charges <= 0) returnItem(s2, ch, i.uid);
          },
        }));
      opts.push({ id: 'skip', label: t('coh.c.skip'), run: (s2) => void pop(s2) });
      return { seat: p.seat, kind: 'ward', text: t('coh.p.ward'), opts };
    }
    case 'sfx':
    case 'swapDojo':
    case 'extra':
    case 'peek':
    case 'kirin':
      return scenarioSpec(s, p);
    case 'help':
      return helpSpec(s, p);
    case 'quest':
    case 'questReward':
      return questSpec(s, p);
    case 'ultimate':
      return {
        seat: p.seat,
        kind: 'ultimate',
        text: t('coh.p.ultimate'),
        opts: ultimatesIn(c).map((id) => ({
          id: `u:${id}`,
          label: t('coh.c.card', cardVars(id)),
          run(s2: CohState, ev: Events) {
            pop(s2);
            takeUltimate(ev, s2.chars[p.seat]!, id);
          },
        })),
      };
  }
}

/** The Adventure menu (§7): ability cards, Items, Rifts, Ally Monsters, The Dojo, Reignite, the turn order card, giving Items, ending. */
function mainSpec(s: CohState): Spec {
  const c = active(s);
  const seat = c.seat;
  const opts: Opt[] = [];
  for (const card of c.hand)
    if (usable(s, seat, card, 'hand'))
      opts.push({ id: `h:${card}`, label: t('coh.c.hand', cardVars(card)), run: (s2, ev) => activate(s2, ev, seat, card, 'hand') });
  for (const card of c.board)
    if (usable(s, seat, card, 'board'))
      opts.push({ id: `b:${card}`, label: t('coh.c.board', cardVars(card)), run: (s2, ev) => activate(s2, ev, seat, card, 'board') });
  for (const it of c.items) {
    const d = itemDef(it.num);
    // S07: Jurojin's Jar is the wells' counter, not a Spirit flask.
    if (d.effects.length === 0 || (is(s, 's07') && it.num === JAR)) continue;
    opts.push({
      id: `i:${it.uid}`,
      label: t('coh.c.item', itemVars(it.num)),
      run(s2, ev) {
        const ch = s2.chars[seat]!;
        const own = ch.items.find((x) => x.uid === it.uid)!;
        ev.push({ text: t('coh.ev.useItem', { ...who(ch), ...itemVars(it.num) }) });
        // A Discard Item is used once; an Equipment spends a charge and goes back to the Item deck at 0 (§27.6, §27.9).
        if (d.type === 'discard') returnItem(s2, ch, it.uid);
        else {
          own.charges = (own.charges ?? 1) - 1;
          if (own.charges <= 0) returnItem(s2, ch, it.uid);
        }
        queueFront(s2, seat, d.effects);
      },
    });
  }
  const here = s.spaces[c.at];
  if (here?.faceUp) {
    const d = worldCardDef(here.id);
    if (d.type === 'rift')
      opts.push({
        id: 'rift',
        label: t('coh.c.rift', cardVars(here.id)),
        run(s2, ev) {
          // Closing a Rift (§26.1): Gift, then the Challenge; Thomas gains a RUNE whatever the result (§31.6.2).
          const ch = s2.chars[seat]!;
          delete ownSpaces(s2)[ch.at];
          s2.discard.push(here.id);
          ev.push({ text: t('coh.ev.rift', { ...who(ch), ...cardVars(here.id) }) });
          questEvent(s2, ev, seat, 'rifts');
          if (ch.res.runes !== undefined) setRes(ch, 'runes', ch.res.runes + 1);
          startChallenge(s2, ev, seat, here.id, d.challenge);
          gainEnergy(s2, ev, seat, d.gift, true);
        },
      });
    const ally = allyReward(s, here.id);
    if (ally)
      opts.push({
        id: 'ally',
        label: t('coh.c.ally', cardVars(here.id)),
        run(s2, ev) {
          // Ally (§24.2, A31): discard it for the Ally reward, not its normal rewards.
          const ch = s2.chars[seat]!;
          delete ownSpaces(s2)[ch.at];
          // S06: an Ally goes to the Inventory instead of the discard.
          if (is(s2, 's06')) s2.scn!.inventory[seat]!.push(here.id);
          else s2.discard.push(here.id);
          ev.push({ text: t('coh.ev.ally', { ...who(ch), ...cardVars(here.id) }) });
          onMonsterDefeated(s2, ev, here.id, seat);
          questEvent(s2, ev, seat, 'ally');
          if (s2.step !== 'over') gainEnergy(s2, ev, seat, ally);
        },
      });
  }
  if (c.at === THE_DOJO && !s.ts.dojoHealed && (c.health < 10 || c.spirit < 10))
    opts.push({
      id: 'dojo',
      label: t('coh.c.dojo'),
      run(s2, ev) {
        // The Dojo heals (§4.6.4, A19): 3 Health and 3 Spirit, once per turn.
        const ch = s2.chars[seat]!;
        s2.ts.dojoHealed = true;
        setRes(ch, 'health', ch.health + 3);
        setRes(ch, 'spirit', ch.spirit + 3);
        ev.push({ text: t('coh.ev.dojoHeal', who(ch)) });
        questEvent(s2, ev, seat, 'dojoRest');
      },
    });
  if (c.character === 'soff' && !s.ts.reignited)
    opts.push({
      id: 'reignite',
      label: t('coh.c.reignite', { heat: c.res.heat ?? 0 }),
      run(s2, ev) {
        // Reignite (§31.5.3): MANA += HEAT, then a d6 must beat HEAT or Burn Out (2 damage, HEAT to 0).
        const ch = s2.chars[seat]!;
        s2.ts.reignited = true;
        const heat = ch.res.heat ?? 0;
        setRes(ch, 'mana', resOf(ch, 'mana') + heat);
        const roll = throwDie(s2);
        ev.push({ text: t('coh.ev.reignite', { ...who(ch), heat, roll }) });
        if (roll <= heat) {
          ev.push({ text: t('coh.ev.burnOut', who(ch)) });
          ch.res.heat = 0;
          hurt(s2, ev, seat, 2, null);
        }
      },
    });
  if (c.turnCardDay !== s.day) {
    const tc = CONTENT.turnCards.find((x) => x.num === c.turnCard)!;
    opts.push({
      id: 'order',
      label: t('coh.c.order', { card: tc.name.en, cardFr: tc.name.fr }),
      run(s2, ev) {
        const ch = s2.chars[seat]!;
        ch.turnCardDay = s2.day;
        ev.push({ text: t('coh.ev.order', { ...who(ch), card: tc.name.en, cardFr: tc.name.fr }) });
        queueFront(s2, seat, tc.effects);
      },
    });
  }
  for (const o of s.chars)
    if (o.seat !== seat && o.at === c.at)
      for (const it of c.items)
        opts.push({
          id: `give:${it.uid}:${o.seat}`,
          label: t('coh.c.give', { ...itemVars(it.num), ...who(o) }),
          run(s2, ev) {
            // Giving Items (§27.10): same space, own Adventure phase, charges unchanged.
            const ch = s2.chars[seat]!;
            const i = ch.items.findIndex((x) => x.uid === it.uid);
            s2.chars[o.seat]!.items.push(ch.items[i]!);
            ch.items.splice(i, 1);
            ev.push({ text: t('coh.ev.give', { ...who(ch), ...who(s2.chars[o.seat]!, 'to'), ...itemVars(it.num) }) });
          },
        });
  // Asking a teammate for help (§25): scenarios only, one teammate a turn, when a Monster is in their reach; it costs an Activation.
  if (s.scn && !s.ts.helped && s.ts.activations > 0)
    for (const o of s.chars)
      if (o.seat !== seat && s.scn.team[o.seat] === s.scn.team[seat] && o.health > 0 && helpCards(s, o.seat).length > 0)
        opts.push({
          id: `help:${o.seat}`,
          label: t('coh.c.help', who(o)),
          run(s2, ev) {
            s2.ts.helped = true;
            ev.push({ text: t('coh.ev.askHelp', { ...who(s2.chars[seat]!), ...who(o, 'to') }) });
            s2.pending.push({ k: 'help', seat: o.seat, asker: seat });
          },
        });
  opts.push(...scenarioActions(s, seat));
  opts.push({
    id: 'end',
    label: t('coh.c.end'),
    run(s2) {
      s2.step = 'monsters';
    },
  });
  return { seat, kind: 'turn', text: t('coh.p.turn', { n: s.ts.activations }), opts };
}

/** A teammate's abilities that can help against a Monster (§25.5): In Hand halves with a damage effect reaching a Monster, that it can pay. */
function helpCards(s: CohState, seat: number): string[] {
  const c = s.chars[seat]!;
  return c.hand.filter((card) => {
    const d = abilityDef(card);
    if (d.kind === 'ultimate' || !canPay(c, d.hand.cost)) return false;
    return d.hand.effects.some((e) => e.op === 'damage' && targetsInRange(s, seat, rangeOf(c, e.range), 'monster').monsters.length > 0);
  });
}

/**
 * The teammate's answer (§25.3–25.4, A28): one of its abilities, played
 * from hand with the asker's Activation (a Free one too), its damage aimed
 * at Monsters and its rewards going to the asker; or a refusal, which gives
 * the Activation back.
 */
function helpSpec(s: CohState, p: Extract<Pending, { k: 'help' }>): Spec {
  const opts: Opt[] = helpCards(s, p.seat).map((card) => ({
    id: `hh:${card}`,
    label: t('coh.c.hand', cardVars(card)),
    run(s2: CohState, ev: Events) {
      pop(s2);
      const h = s2.chars[p.seat]!;
      s2.ts.activations--;
      h.hand.splice(h.hand.indexOf(card), 1);
      h.board.push(card);
      ev.push({ text: t('coh.ev.helps', { ...who(h), ...cardVars(card) }) });
      payCost(s2, ev, h, abilityDef(card).hand.cost);
      s2.queue.unshift(...abilityDef(card).hand.effects.map((eff) => ({ seat: p.seat, eff, by: p.asker, help: true })));
    },
  }));
  opts.push({ id: 'decline', label: t('coh.c.decline'), run: (s2) => void pop(s2) });
  return { seat: p.seat, kind: 'help', text: t('coh.p.help', who(s.chars[p.asker]!)), opts };
}

export { accessible, cellOf, tileOf };

// ------------------------------------------------------------ the Corrupted (§29–30)

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

/** The Worlds still in play (S04 removes some). */
export const worldsInPlay = (s: CohState) => WORLD_IDS.filter((w) => s.layout[w] !== undefined);

/** The World symbol die; a World removed from play is rolled again (A18). */
export function rollWorld(s: CohState): string {
  for (let i = 0; i < 60; i++) {
    const w = WORLD_IDS[throwDie(s) - 1]!;
    if (s.layout[w]) return w;
  }
  return worldsInPlay(s)[0]!;
}

/** A random space (A46): the World symbol die, then the World number die. */
export function randomSpace(s: CohState): string {
  const tile = rollWorld(s);
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
  const start = o.start ?? (s.scn ? scenarioDef(s.scn.id).corruptedHealth : undefined) ?? d.health;
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
  // S09 phase 1: Ophion keeps its Resilience tokens and at least 1 Health.
  if (is(s, 's09') && s.scn!.phase === 1 && c.health < 1) c.health = 1;
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
    const next = g.adj[c.at]!.reduce((a, b) => (g.distance(b, goal) < g.distance(a, goal) ? b : a));
    if (g.distance(next, goal) >= g.distance(c.at, goal)) return;
    c.at = next;
    ev.push({ text: t('coh.ev.corruptedMoves', { ...corrVars(c), ...spaceVars(next) }) });
    ashuraOnJar(s, ev, c);
    if (next === THE_DOJO) hooks.corruptedOnDojo(s, ev, c);
  }
}

/**
 * "All targets" (§30.5, §28.10): every character in range, teammates too, and the Monsters (Armored ones only on its
 * space), each Monster with its Health in this scenario (S03's Bosses, S10's Hydra tokens).
 */
export function strikeAll(s: CohState, ev: Events, c: CohCorrupted, n: number, range: number): void {
  const seats = s.order.filter((seat) => s.chars[seat]!.health > 0 && dist(s, c.at, s.chars[seat]!.at) <= range);
  for (const sp of Object.keys(ownSpaces(s)).sort()) {
    const card = s.spaces[sp]!;
    const md = card.faceUp ? worldCardDef(card.id) : null;
    if (!md || md.type !== 'monster') continue;
    const dd = dist(s, c.at, sp);
    if (dd > range || (md.armored && dd > 0)) continue;
    card.dmg += n;
    ev.push({ text: t('coh.ev.corruptedHitsMonster', { ...corrVars(c), card: md.name.en, cardFr: md.name.fr, n }) });
    if (card.dmg >= md.health + hooks.extraHealth(s, card)) {
      // A Monster defeated by a Corrupted ability is discarded with no rewards (A29).
      delete ownSpaces(s)[sp];
      s.discard.push(card.id);
      ev.push({ text: t('coh.ev.monsterGone', { card: md.name.en, cardFr: md.name.fr }) });
    }
  }
  for (const seat of seats) hurt(s, ev, seat, n, null);
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
        strikeAll(s, ev, c, e.n, e.range);
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
  clearMonsterDamage(s);
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
export function scenarioSpec(s: CohState, p: Extract<Pending, { k: 'sfx' | 'swapDojo' | 'extra' | 'peek' | 'kirin' }>): Spec {
  if (p.k === 'extra') return extraSpec(s, p.seat);
  if (p.k === 'peek') return peekSpec(s, p);
  if (p.k === 'kirin') return kirinSpec(s, p.seat);
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
    opts: payableOptions(c, p.seat, e.options, popP),
  };
}

/** The options of a choice that the character can pay for: each takes the pending step off, pays, then runs its effects first. */
function payableOptions(
  c: CohChar,
  seat: number,
  options: readonly { label: { en: string; fr: string }; cost: Partial<Record<Resource, number>>; effects: Effect[] }[],
  takeOff: (s: CohState) => unknown,
): Opt[] {
  return options
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => canPay(c, o.cost))
    .map(({ o, i }) => ({
      id: `o:${i}`,
      label: t('coh.c.option', { label: o.label.en, labelFr: o.label.fr }),
      run(s2: CohState, ev: Events) {
        takeOff(s2);
        payCost(s2, ev, s2.chars[seat]!, o.cost);
        queueFront(s2, seat, o.effects);
      },
    }));
}

/** The cards a character may play with an Activation gained outside its turn (A10): In Hand halves it can pay, not the Ultimate. */
function extraCards(s: CohState, seat: number): string[] {
  const c = s.chars[seat]!;
  return c.hand.filter((card) => {
    const d = abilityDef(card);
    return d.kind !== 'ultimate' && canPay(c, d.hand.cost);
  });
}

/** An Activation outside the turn (S01, S05; A10): one card's In Hand half now, or nothing (it is lost). */
function extraSpec(s: CohState, seat: number): Spec {
  const opts: Opt[] = extraCards(s, seat).map((card) => ({
    id: `e:${card}`,
    label: t('coh.c.hand', cardVars(card)),
    run(s2: CohState, ev: Events) {
      popP(s2);
      const c = s2.chars[seat]!;
      c.hand.splice(c.hand.indexOf(card), 1);
      c.board.push(card);
      ev.push({ text: t('coh.ev.extraUse', { ...who(c), ...cardVars(card) }) });
      payCost(s2, ev, c, abilityDef(card).hand.cost);
      queueFront(s2, seat, abilityDef(card).hand.effects);
    },
  }));
  opts.push({ id: 'skip', label: t('coh.c.skip'), run: (s2) => void popP(s2) });
  return { seat, kind: 'extra', text: t('coh.p.extra'), opts };
}

const deckVars = (deck: string) =>
  deck === 'dusk'
    ? { deck: 'Dusk', deckFr: 'Crépuscule' }
    : (() => {
        const w = worldVars(deck);
        return { deck: w.world, deckFr: w.worldFr };
      })();

/** S12 3–4: the first player looks at the top two cards of a deck of its choice and puts them back, in either order, on top or at the bottom. */
function peekSpec(s: CohState, p: Extract<Pending, { k: 'peek' }>): Spec {
  const deckOf = (s2: CohState, d: string) => (d === 'dusk' ? s2.dusk : s2.worldDecks[d]!);
  if (p.deck === null) {
    const decks = [...worldsInPlay(s), 'dusk'].filter((d) => deckOf(s, d).length > 0);
    return {
      seat: p.seat,
      kind: 'peek',
      text: t('coh.p.peekDeck'),
      opts: decks.map((d) => ({
        id: `pk:${d}`,
        label: t('coh.c.deck', deckVars(d)),
        run(s2: CohState) {
          popP(s2);
          s2.pending.push({ k: 'peek', seat: p.seat, deck: d });
        },
      })),
    };
  }
  const deck = p.deck;
  const top = deckOf(s, deck).slice(0, 2);
  const orders = top.length === 2 ? [top, [top[1]!, top[0]!]] : [top];
  const opts: Opt[] = [];
  for (const where of ['top', 'bottom'] as const)
    orders.forEach((order, r) =>
      opts.push({
        id: r === 0 ? where : `${where}:r`,
        label: t(`coh.c.peek.${where}`, {
          list: order.map((id) => worldCardDef(id).name.en).join(', '),
          listFr: order.map((id) => worldCardDef(id).name.fr).join(', '),
        }),
        run(s2: CohState, ev: Events) {
          popP(s2);
          const d = deckOf(s2, deck);
          d.splice(0, order.length);
          if (where === 'top') d.unshift(...order);
          else d.push(...order);
          ev.push({ text: t(`coh.ev.peek.${where}`, { ...who(s2.chars[p.seat]!), ...deckVars(deck) }) });
        },
      }),
    );
  return { seat: p.seat, kind: 'peek', text: t('coh.p.peek', deckVars(deck)), opts };
}

/** S06: after a Dawn Kirin's defeat, the top World Shift card is activated, discarded or put back. */
function kirinSpec(s: CohState, seat: number): Spec {
  const d = CONTENT.shifts.find((x) => x.id === s.shifts[0])!;
  const card = { card: d.name.en, cardFr: d.name.fr };
  return {
    seat,
    kind: 'kirin',
    text: t('coh.p.kirin', card),
    opts: [
      {
        id: 'activate',
        label: t('coh.c.kirin.activate', card),
        run(s2: CohState, ev: Events) {
          popP(s2);
          worldShift(s2, ev);
        },
      },
      {
        id: 'discard',
        label: t('coh.c.kirin.discard', card),
        run(s2: CohState, ev: Events) {
          popP(s2);
          s2.box.push(s2.shifts.shift()!);
          ev.push({ text: t('coh.ev.shiftDiscarded', card) });
        },
      },
      { id: 'back', label: t('coh.c.kirin.back', card), run: (s2) => void popP(s2) },
    ],
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

// ------------------------------------------------------------ scenarios

/**
 * The scenarios' objectives and special rules (§33): what the data of
 * content/scenarios.ts cannot say. Each hook is a no-op outside the
 * scenarios that need it; the flow calls them at fixed points.
 */

const is = (s: CohState, ...ids: ScenarioId[]) => s.scn !== null && ids.includes(s.scn.id);

const NOMADS = ['dsk-ronin', 'dsk-skybrarian', 'dsk-wayward'];
const HYDRA = 'dsk-hydra';

/**
 * Ends the scenario. `won` is the featured character's side's result (the
 * one that unlocks the reward, A50); `winners` are the seats that won — in a
 * competitive scenario the other side may win while the scenario is lost.
 */
export function finish(s: CohState, ev: Events, won: boolean, winners: number[] = []): void {
  if (!s.scn || s.step === 'over') return;
  s.scn.result = won ? 'won' : 'lost';
  s.scn.winners = winners;
  s.step = 'over';
  s.endReason = 'scenario';
  s.pending = [];
  s.queue = [];
  s.ct = null;
  ev.push({ text: t(won ? 'coh.ev.scenarioWon' : 'coh.ev.scenarioLost') });
}

const everyone = (s: CohState) => s.chars.map((c) => c.seat);
const seatOf = (s: CohState, who2: CharacterId) => s.chars.find((c) => c.character === who2)?.seat ?? -1;
const teamSeats = (s: CohState, team: number) => s.chars.filter((c) => s.scn!.team[c.seat] === team).map((c) => c.seat);
const totalEnergy = (c: CohChar) => COLOURS.reduce((n, col) => n + c.energy[col], 0);
const dreamstones = (c: CohChar) => c.items.filter((i) => i.num === 1).length;

/** Doom (§32.3): one more counter; the game is lost at the scenario's limit. S17 reveals face-down counters once it holds six. */
export function addDoom(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const def = scenarioDef(scn.id);
  if (scn.id === 's17' && scn.doom >= 6) {
    // A66: each defeat after the sixth reveals one face-down Doom token at random; No.6 loses, another leaves the game.
    const i = (throwDie(s) - 1) % scn.pool.length;
    const tok = scn.pool.splice(i, 1)[0]!;
    ev.push({ text: t('coh.ev.doomReveal', { n: tok }) });
    if (tok === 6) finish(s, ev, false);
    return;
  }
  scn.doom++;
  ev.push({ text: t('coh.ev.doom', { n: scn.doom }) });
  if (scn.id === 's17') {
    if (scn.doom === 6) {
      scn.pool = shuffleInPlace(s.rng, [1, 2, 3, 4, 5, 6]);
      ev.push({ text: t('coh.ev.doomFaceDown') });
    }
    return;
  }
  if (def.doom && scn.doom >= def.doom.perChar * s.chars.length + def.doom.plus) finish(s, ev, false);
}

/** Scenario setup (§33), after the arena's setup and before Dawn of Day 1. */
export function setupScenario(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const chosen = scn.chosen.length > 0 ? scn.chosen : undefined;
  const def = scenarioDef(scn.id);
  if (def.setupGold > 0) for (const c of s.chars) gainEnergy(s, ev, c.seat, { red: 0, blue: 0, green: 0, gold: def.setupGold });
  const take = (deck: string[], id: string) => {
    const i = deck.indexOf(id);
    if (i >= 0) deck.splice(i, 1);
    return id;
  };
  switch (scn.id) {
    case 's04':
      placeCorrupted(s, ev, (chosen ?? def.corrupted)[0]!, randomSpace(s));
      break;
    case 's05': {
      // Leaf and Enoki are one team against all the others (§30); Enoki does not count Leaf for its tokens.
      const leaf = seatOf(s, 'leaf');
      scn.team = s.chars.map((c) => (c.seat === leaf ? 1 : 0));
      gainEnergy(s, ev, leaf, { red: 0, blue: 0, green: 0, gold: 2 });
      placeCorrupted(s, ev, (chosen ?? def.corrupted)[0]!, randomSpace(s), { team: 1, resilience: s.chars.length - 1 });
      break;
    }
    case 's06': {
      // The three Riftlings and three Heralds, one on space No.2 of each World; three Dawn Kirin on random spaces; the Bosses on space No.6.
      const six = shuffleInPlace(
        s.rng,
        S06_HERALDS.map((id) => takeAnywhere(s, id)).filter((id): id is string => id !== null),
      );
      six.forEach((id, i) => (s.spaces[spaceKey(WORLD_IDS[i]!, 2)] = { uid: `w${s.nextUid++}`, id, faceUp: true, dmg: 0 }));
      for (const w of CONTENT.worlds) {
        const boss = w.deck.find((c) => c.type === 'monster' && c.boss)!.id;
        // Baiyu's Boss is the Herald of the Serpent, already dealt among the six (docs/rulings.md).
        if (!s.worldDecks[w.id]!.includes(boss)) continue;
        take(s.worldDecks[w.id]!, boss);
        ownSpaces(s)[spaceKey(w.id, 6)] = { uid: `w${s.nextUid++}`, id: boss, faceUp: true, dmg: 0 };
      }
      // The Dawn Kirin last: a space already holding a card is rolled again.
      for (let k = 0; k < 3; k++) {
        const id = takeAnywhere(s, 'dsk-dawn-kirin');
        if (id === null) break;
        let sp = randomSpace(s);
        for (let i = 0; i < 60 && s.spaces[sp]; i++) sp = randomSpace(s);
        ownSpaces(s)[sp] = { uid: `w${s.nextUid++}`, id, faceUp: true, dmg: 0 };
      }
      break;
    }
    case 's07':
      // Jurojin's Hart, the Herald of the Stag, a Dawn Kirin and the Dusk Kirin face down on random spaces (turned up on arrival).
      for (const id of ['dsk-hart', 'dsk-stag-herald', 'dsk-dawn-kirin', 'dsk-dusk-kirin']) {
        if (takeAnywhere(s, id) === null) continue;
        let sp = randomSpace(s);
        for (let i = 0; i < 60 && s.spaces[sp]; i++) sp = randomSpace(s);
        ownSpaces(s)[sp] = { uid: `w${s.nextUid++}`, id, faceUp: false, dmg: 0 };
      }
      break;
    case 's10': {
      // Tokens 1 to characters + 2, face down on random spaces; they are collected in order (phase 1).
      const nums = Array.from({ length: s.chars.length + 2 }, (_, i) => String(i + 1));
      dealSandman(s, nums);
      break;
    }
    case 's11': {
      const pers = seatOf(s, 'persephone');
      scn.team = s.chars.map((c) => (c.seat === pers ? 1 : 0));
      gainEnergy(s, ev, pers, { red: 0, blue: 0, green: 0, gold: 3 });
      break;
    }
    case 's12': {
      // No starting Dreamstone; the six tokens face down, each on a random space without one.
      const c = s.chars[0]!;
      const stone = c.items.find((i) => i.num === 1);
      if (stone) returnItem(s, c, stone.uid);
      for (const n of shuffleInPlace(s.rng, ['1', '2', '3', '4', '5', '6'])) {
        scn.tokens[n] = freeTokenSpace(s);
        scn.hidden.push(n);
      }
      scn.hidden.sort();
      break;
    }
    case 's03': {
      // Each World's Boss on its space No.3; The Ancient Hydra set aside until the six are defeated.
      for (const w of CONTENT.worlds) {
        const boss = w.deck.find((c) => c.type === 'monster' && c.boss)!.id;
        take(s.worldDecks[w.id]!, boss);
        ownSpaces(s)[spaceKey(w.id, 3)] = { uid: `w${s.nextUid++}`, id: boss, faceUp: true, dmg: 0 };
      }
      take(s.dusk, HYDRA);
      break;
    }
    case 's08': {
      // Thirty Dusk cards face down on spaces 2–6 of every World; no Dusk cards are drawn at Dusk.
      for (const w of WORLD_IDS)
        for (let n = 2; n <= 6; n++) {
          const id = s.dusk.shift();
          if (id !== undefined) ownSpaces(s)[spaceKey(w, n)] = { uid: `w${s.nextUid++}`, id, faceUp: false, dmg: 0 };
        }
      break;
    }
    case 's02': {
      // A random Corrupted on a rolled space; five scenario tokens on The Dojo (its Wish comes when none is left).
      placeCorrupted(s, ev, chosen?.[0] ?? drawCorrupted(s), randomSpace(s));
      for (let n = 1; n <= 5; n++) scn.tokens[String(n)] = THE_DOJO;
      break;
    }
    case 's13':
      // A63: each character draws two Quests and keeps both; two completed in total are needed.
      dealQuests(s, ev, true);
      break;
    case 's14':
      if (s.chars.length === 3) throw new Error(`${def.name.en} is played by 2 or 4 characters`);
      // Two teams, alternating in seat order (Soff, required, is on one of them); each draws three Quests and keeps two.
      scn.team = s.chars.map((c) => c.seat % 2);
      dealTeamQuests(s);
      break;
    case 's15': {
      const world = WORLD_IDS[throwDie(s) - 1]!;
      placeCorrupted(s, ev, def.corrupted[0]!, spaceKey(world, 2));
      dealTokens15(s);
      break;
    }
    case 's16':
      placeCorrupted(s, ev, (chosen ?? def.corrupted)[0]!, randomSpace(s));
      break;
    case 's09':
      setupS09(s, ev);
      break;
    case 's18':
      setupS18(s, ev);
      break;
    default:
      break;
  }
}

/** S10: these tokens face down, shuffled, each on a random space without one. */
function dealSandman(s: CohState, nums: string[]): void {
  const scn = s.scn!;
  for (const n of nums) delete scn.tokens[n];
  for (const n of shuffleInPlace(s.rng, [...nums])) {
    scn.tokens[n] = freeTokenSpace(s);
    scn.hidden = [...scn.hidden.filter((x) => x !== n), n].sort();
  }
}

/** S10 phase 1: a character arriving takes the tokens of the space it may take — No.1, or the next after one it holds. */
function collectTokens(s: CohState, ev: Events, seat: number, space: string): void {
  const scn = s.scn!;
  revealTokens(s, ev, space);
  let took = true;
  while (took) {
    took = false;
    for (const n of Object.keys(scn.tokens).filter((x) => scn.tokens[x] === space)) {
      if (n !== '1' && scn.holds[String(Number(n) - 1)] !== seat) continue;
      delete scn.tokens[n];
      scn.holds[n] = seat;
      took = true;
      ev.push({ text: t('coh.ev.tokenTaken', { ...who(s.chars[seat]!), n: Number(n) }) });
    }
  }
  sandmanPhase2(s, ev);
}

/** S10: one character holding every token starts phase 2 — The Ancient Hydra on The Dojo, and the Dojo swapped with a rolled World. */
function sandmanPhase2(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const held = Object.values(scn.holds);
  if (scn.phase !== 1 || held.length < s.chars.length + 2 || !held.every((x) => x === held[0])) return;
  scn.phase = 2;
  ev.push({ text: t('coh.ev.phase', { n: 2 }) });
  takeAnywhere(s, HYDRA);
  s.discard = s.discard.filter((id) => id !== HYDRA);
  for (const sp of Object.keys(s.spaces)) if (s.spaces[sp]!.id === HYDRA) delete ownSpaces(s)[sp];
  const old = s.spaces[THE_DOJO];
  if (old) s.discard.push(old.id);
  ownSpaces(s)[THE_DOJO] = { uid: `w${s.nextUid++}`, id: HYDRA, faceUp: true, dmg: 0 };
  ev.push({ text: t('coh.ev.hydraDojo10') });
  sandmanSwap(s, ev);
}

/** S10 phase 2: the World symbol die picks the World the Dojo swaps with; the World in the centre is rolled again (A60). */
function sandmanSwap(s: CohState, ev: Events): void {
  for (let i = 0; i < 60; i++) {
    const w = rollWorld(s);
    if (s.layout[w]!.slot === 0) continue;
    swapDojo(s, ev, w);
    return;
  }
}

/** S06: the six Monsters dealt on the Worlds' spaces No.2. */
const S06_HERALDS = ['dsk-red-riftling', 'dsk-blue-riftling', 'dsk-green-riftling', 'oak-wurm-herald', 'dsk-stag-herald', 'bai-boss'];

/** Takes one copy of a card out of whichever deck holds it (A56), or null. */
function takeAnywhere(s: CohState, id: string): string | null {
  for (const deck of [...Object.values(s.worldDecks), s.dusk]) {
    const i = deck.indexOf(id);
    if (i >= 0) {
      deck.splice(i, 1);
      return id;
    }
  }
  return null;
}

/** A random space holding no scenario token (a space already holding one is rolled again, A54). */
function freeTokenSpace(s: CohState): string {
  const held = new Set(Object.values(s.scn!.tokens));
  let sp = randomSpace(s);
  for (let i = 0; i < 60 && held.has(sp); i++) sp = randomSpace(s);
  return sp;
}

/** S12: a character arriving in its turn turns the face-down tokens of that space face up (A62). */
function revealTokens(s: CohState, ev: Events, space: string): void {
  const scn = s.scn!;
  for (const n of scn.hidden.filter((x) => scn.tokens[x] === space)) {
    scn.hidden = scn.hidden.filter((x) => x !== n);
    ev.push({ text: t('coh.ev.tokenRevealed', { n: Number(n), ...spaceVars(space) }) });
  }
}

/** S12: damage to a face-up token, which falls when this turn's damage reaches its number and gives a Dreamstone (A62). */
function hurtToken(s: CohState, ev: Events, n: string, dmg: number, by: number): void {
  const scn = s.scn!;
  if (scn.tokens[n] === undefined || dmg <= 0) return;
  scn.tokenDmg[n] = (scn.tokenDmg[n] ?? 0) + dmg;
  const left = Math.max(0, Number(n) - scn.tokenDmg[n]);
  ev.push({ text: t('coh.ev.hitToken', { n: Number(n), dmg, left }) });
  if (left > 0) return;
  delete scn.tokens[n];
  delete scn.tokenDmg[n];
  ev.push({ text: t('coh.ev.tokenDown', { n: Number(n), ...who(s.chars[by]!) }) });
  takeItem(s, ev, by, 1);
}

/** An Item was gained. S12: the scenario's goal of Dreamstones held wins (eight in the rulebook). */
function itemGained(s: CohState, ev: Events, seat: number): void {
  if (is(s, 's12') && dreamstones(s.chars[seat]!) >= (scenarioDef('s12').goal ?? 8)) finish(s, ev, true, everyone(s));
  if (is(s, 's07') && s.scn!.phase === 1 && jarHolder(s) !== null) {
    // S07 phase 2: A'shura on a random space, the six wells on random spaces.
    const scn = s.scn!;
    scn.phase = 2;
    ev.push({ text: t('coh.ev.phase', { n: 2 }) });
    for (const n of ['1', '2', '3', '4', '5', '6']) scn.tokens[n] = freeTokenSpace(s);
    const c = placeCorrupted(s, ev, scn.chosen[0] ?? scenarioDef('s07').corrupted[0]!, randomSpace(s));
    ashuraOnJar(s, ev, c);
    fillWells(s, ev, s.chars[jarHolder(s)!]!.at);
  }
}

const JAR = 4;
/** S07: the first character in turn order holding Jurojin's Jar, or null. */
function jarHolder(s: CohState): number | null {
  return s.order.find((seat) => s.chars[seat]!.items.some((i) => i.num === JAR)) ?? null;
}

/** S07: A'shura arriving on the Jar holder's space (moved or generated, A57) brings a Doom. */
function ashuraOnJar(s: CohState, ev: Events, c: CohCorrupted): void {
  const h = jarHolder(s);
  if (!is(s, 's07') || h === null || s.chars[h]!.at !== c.at) return;
  ev.push({ text: t('coh.ev.ashuraJar', corrVars(c)) });
  addDoom(s, ev);
}

/** S07: the Jar holder on the next well's space fills the Jar (scenario token removed, the counter up). */
function fillWells(s: CohState, ev: Events, space: string): void {
  const scn = s.scn!;
  for (let next = String(scn.count + 1); scn.tokens[next] === space; next = String(scn.count + 1)) {
    delete scn.tokens[next];
    scn.count++;
    ev.push({ text: t('coh.ev.well', { n: scn.count }) });
  }
}

/** S11: a Monster defeated by Persephone's opponents goes to their Inventory. */
function keepsMonster(s: CohState, by: number): boolean {
  return is(s, 's11') && s.scn!.team[by] === 0;
}

/** Objectives that hold at a moment rather than on an event (checked whenever the game settles). */
function objectiveHeld(s: CohState, ev: Events): boolean {
  if (!s.scn || s.step === 'over') return false;
  const full = (c: CohChar) => COLOURS.every((col) => c.energy[col] >= s.cap);
  if (is(s, 's02')) {
    // S02: every character at the maximum of every colour, with a complete Quest, on The Dojo.
    if (s.chars.every((c) => full(c) && c.at === THE_DOJO && questsDone(s, c.seat) > 0)) finish(s, ev, true, everyone(s));
  } else if (is(s, 's13')) {
    // S13: two Quests complete in total and every character on The Dojo.
    // S13: the scenario's goal of Quests completed in total (the rulebook's two unless the data says otherwise).
    const goal = scenarioGoal(s, 2);
    if (s.quests.filter((q) => q.part > 2).length >= goal && s.chars.every((c) => c.at === THE_DOJO)) finish(s, ev, true, everyone(s));
  } else if (is(s, 's14')) {
    // S14: the first team with two complete Quests and a member at the maximum of every colour on The Dojo wins.
    for (const team of [0, 1]) {
      const seats = teamSeats(s, team);
      const done = s.quests.filter((q) => q.part > 2 && q.seats.every((x) => seats.includes(x))).length;
      if (done >= 2 && seats.some((x) => full(s.chars[x]!) && s.chars[x]!.at === THE_DOJO)) {
        finish(s, ev, team === s.scn.team[seatOf(s, 'soff')], seats);
        break;
      }
    }
  } else if (is(s, 's05')) {
    // S05 (A55): Leaf with all three tracks at the maximum wins for his team.
    const leaf = s.chars[seatOf(s, 'leaf')]!;
    if (full(leaf)) finish(s, ev, true, teamSeats(s, 1));
  } else if (is(s, 's07')) {
    // S07: A'shura defeated (phase 3), the six wells filled and the Jar on The Dojo.
    const h = jarHolder(s);
    if (s.scn.phase === 3 && s.scn.count >= 6 && h !== null && s.chars[h]!.at === THE_DOJO) finish(s, ev, true, everyone(s));
  } else if (is(s, 's18')) {
    // S18: Thomas at the maximum of every track.
    if (full(s.chars[0]!)) finish(s, ev, true, everyone(s));
  } else if (is(s, 's06')) {
    const c = s.chars[0]!;
    const b = s.layout['baiyu'];
    const o = s.layout['oakenmoor'];
    const side = b !== undefined && o !== undefined && b.slot !== 0 && o.slot !== 0 && [1, 5].includes((b.slot - o.slot + 6) % 6);
    if (full(c) && s.scn.inventory[0]!.length >= 7 && c.at === spaceKey('baiyu', 3) && side) finish(s, ev, true, everyone(s));
  }
  return (s.step as CohState['step']) === 'over';
}

/** Actions a scenario adds to the Adventure menu. S11: Persephone spends 6 FEAR for an allied Corrupted until the end of the next Corrupted turn. */
function scenarioActions(s: CohState, seat: number): Opt[] {
  if (is(s, 's09')) return transferActions(s, seat);
  if (is(s, 's10')) {
    // S10: tokens are Items, given to a character on the same space (§27.10).
    const opts: Opt[] = [];
    for (const o of s.chars)
      if (o.seat !== seat && o.at === s.chars[seat]!.at)
        for (const n of Object.keys(s.scn!.holds).filter((x) => s.scn!.holds[x] === seat))
          opts.push({
            id: `givet:${n}:${o.seat}`,
            label: t('coh.c.giveToken', { n: Number(n), ...who(o) }),
            run(s2: CohState, ev: Events) {
              s2.scn!.holds[n] = o.seat;
              ev.push({ text: t('coh.ev.giveToken', { ...who(s2.chars[seat]!), ...who(s2.chars[o.seat]!, 'to'), n: Number(n) }) });
              sandmanPhase2(s2, ev);
            },
          });
    return opts;
  }
  if (!is(s, 's11')) return [];
  const c = s.chars[seat]!;
  const id = s.scn!.chosen[0] ?? scenarioDef('s11').corrupted[0]!;
  if (c.character !== 'persephone' || resOf(c, 'fear') < 6 || s.corrupted.some((k) => k.id === id)) return [];
  const d = corruptedDef(id);
  return [
    {
      id: 'fear',
      label: t('coh.c.fearAlly', { corr: d.name.en, corrFr: d.name.fr }),
      run(s2: CohState, ev: Events) {
        const ch = s2.chars[seat]!;
        setRes(ch, 'fear', resOf(ch, 'fear') - 6);
        ev.push({ text: t('coh.ev.fearAlly', who(ch)) });
        placeCorrupted(s2, ev, id, randomSpace(s2), { team: s2.scn!.team[seat]!, temporary: true });
      },
    },
  ];
}

/** S04: n scenario tokens on random spaces (none when all six are in play); a World whose six spaces are all taken is removed. */
function raze(s: CohState, ev: Events, n: number): void {
  const scn = s.scn!;
  for (let k = 0; k < n && s.step !== 'over'; k++) {
    const num = ['1', '2', '3', '4', '5', '6'].find((x) => scn.tokens[x] === undefined);
    if (num === undefined) {
      ev.push({ text: t('coh.ev.noTokenLeft') });
      return;
    }
    const sp = freeTokenSpace(s);
    scn.tokens[num] = sp;
    ev.push({ text: t('coh.ev.razed', { n: Number(num), ...spaceVars(sp) }) });
    checkRazed(s, ev, tileOf(sp));
  }
}

/** S04: is every space of this World held by a card or a scenario token? Then it is removed. */
function checkRazed(s: CohState, ev: Events, world: string): void {
  if (!s.layout[world] || world === DOJO_TILE) return;
  const tokens = new Set(Object.values(s.scn!.tokens));
  for (let n = 1; n <= 6; n++) {
    const sp = spaceKey(world, n);
    if (!s.spaces[sp] && !tokens.has(sp)) return;
  }
  removeWorld(s, ev, world);
}

/**
 * S04: a World tile leaves play — its cards to the discard, its tokens back
 * to the supply, the characters on it defeated (a Doom each, A54), a
 * Corrupted on it transported to a random space; adjacency is recomputed
 * from the new layout. Two Worlds removed lose the scenario.
 */
function removeWorld(s: CohState, ev: Events, world: string): void {
  const scn = s.scn!;
  ev.push({ text: t('coh.ev.worldRemoved', worldVars(world)) });
  for (let n = 0; n <= 6; n++) {
    const sp = spaceKey(world, n);
    const card = s.spaces[sp];
    if (card) {
      s.discard.push(card.id);
      delete ownSpaces(s)[sp];
    }
  }
  for (const [n, sp] of Object.entries(scn.tokens)) if (tileOf(sp) === world) delete scn.tokens[n];
  s.layout = Object.fromEntries(
    Object.entries(s.layout)
      .filter(([k]) => k !== world)
      .map(([k, p]) => [k, { ...p }]),
  );
  geometry(s.layout);
  scn.removed.push(world);
  for (const c of s.corrupted)
    if (tileOf(c.at) === world) {
      c.at = randomSpace(s);
      ev.push({ text: t('coh.ev.corruptedMoves', { ...corrVars(c), ...spaceVars(c.at) }) });
    }
  for (const c of s.chars) if (tileOf(c.at) === world && s.step !== 'over') defeat(s, ev, c.seat, null);
  if (scn.removed.length >= 2) finish(s, ev, false);
}

/** S01: every character secretly draws another's Dash card — a random assignment where nobody draws their own (A52). */
function drawTargets(s: CohState, ev: Events): void {
  const seats = everyone(s);
  let perm = seats;
  for (let i = 0; i < 100; i++) {
    perm = shuffleInPlace(s.rng, [...seats]);
    if (perm.every((x, k) => x !== seats[k])) break;
  }
  s.scn!.targets = perm;
  ev.push({ text: t('coh.ev.targetsDrawn') });
}

/** S01 at the start of Dusk of Day 6 (A12): most points, then most energy, then most Health; Kaoru must be that character. */
function scoreS01(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const ranked = [...s.order].sort((a, b) => {
    const x = s.chars[a]!;
    const y = s.chars[b]!;
    return scn.points[b]! - scn.points[a]! || totalEnergy(y) - totalEnergy(x) || y.health - x.health;
  });
  const w = ranked[0]!;
  ev.push({ text: t('coh.ev.pointsWinner', { ...who(s.chars[w]!), n: scn.points[w]! }) });
  finish(s, ev, s.chars[w]!.character === 'kaoru', [w]);
}

/** The one character with the least of something; a tie is broken by the d6 among the tied, in turn order (S05; docs/rulings.md). */
function leastOf(s: CohState, value: (c: CohChar) => number, d6Ties: boolean): number {
  const min = Math.min(...s.chars.map(value));
  const tied = s.order.filter((seat) => value(s.chars[seat]!) === min);
  return d6Ties && tied.length > 1 ? tied[(throwDie(s) - 1) % tied.length]! : tied[0]!;
}

/** S01, S05: Activations gained outside the turn, queued in turn order (A10). */
const extraActs = (s: CohState, seats: number[]) =>
  s.queue.unshift(...seats.map((seat) => ({ seat, eff: { op: 'activation' as const, n: 1 }, by: seat, extra: true })));

/** S15: the six scenario tokens, shuffled, one on space No.6 of each World. */
function dealTokens15(s: CohState): void {
  const nums = shuffleInPlace(s.rng, [1, 2, 3, 4, 5, 6]);
  s.scn!.tokens = Object.fromEntries(WORLD_IDS.map((w, i) => [String(nums[i]!), spaceKey(w, 6)]));
}

/** The space of the lowest-numbered scenario token in play, or null. */
export function lowestToken(s: CohState): string | null {
  const nums = Object.keys(s.scn?.tokens ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  return nums.length > 0 ? s.scn!.tokens[String(nums[0])]! : null;
}

// ------------------------------------------------------------ S09, Warrior in distress

/**
 * S09 (§33, A59): Oric frees Persephone, a non-player character, by giving
 * her 15 energy on her space; freed, she moves with him; on The Dojo at the
 * end of a turn, phase 2: she takes Oric's place (his Items, her thresholds'
 * Advanced cards and her Ultimate) against Ophion. In phase 1 the scenario
 * effect puts terror tokens (Doom tokens as pieces, apart from the Doom
 * counters) on Drear; they walk to Persephone at the end of each Corrupted
 * turn and cost her 2 Health — counted as damage for her FEAR (A59's
 * reading, `TERROR_IS_DAMAGE`): Terrified, she gives Oric his Ultimate.
 */

/** A59: Health lost to a terror token counts as damage for Persephone's FEAR. */
export const TERROR_IS_DAMAGE = true;
const FREE_PERSEPHONE = 15;
const TERROR_MAX = 6;

/** S09 setup: Oric on Oppenheim 3, Persephone's board on Drear 3, Ophion on The Dojo as for two players. */
function setupS09(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const oric = s.chars[0]!;
  oric.at = spaceKey('oppenheim', 3);
  const d = characterDef('persephone');
  scn.npc = {
    at: spaceKey('drear', 3),
    health: d.health + scenarioDef('s09').npcHealth,
    spirit: d.spirit,
    energy: { red: 0, blue: 0, green: 0 },
    fear: d.resources.fear?.start ?? 0,
    given: 0,
    freed: false,
  };
  placeCorrupted(s, ev, scn.chosen[0] ?? scenarioDef('s09').corrupted[0]!, THE_DOJO, { resilience: 2 });
}

/** S09 phase 1: Oric on Persephone's space gives her energy, one point or all he can of a colour, without an Activation. */
function transferActions(s: CohState, seat: number): Opt[] {
  const scn = s.scn!;
  const npc = scn.npc;
  const c = s.chars[seat]!;
  if (scn.phase !== 1 || !npc || npc.freed || c.at !== npc.at) return [];
  const opts: Opt[] = [];
  for (const col of COLOURS) {
    const most = Math.min(c.energy[col], s.cap - npc.energy[col], FREE_PERSEPHONE - npc.given);
    if (most <= 0) continue;
    const give = (n: number) => (s2: CohState, ev: Events) => {
      const ch = s2.chars[seat]!;
      const np = s2.scn!.npc!;
      ch.energy[col] -= n;
      np.energy[col] += n;
      np.given += n;
      ev.push({
        text: t('coh.ev.transfer', { ...who(ch), n, colour: COLOUR_NAMES[col][0], colourFr: COLOUR_NAMES[col][1], total: np.given }),
      });
      if (np.given >= FREE_PERSEPHONE) {
        np.freed = true;
        ev.push({ text: t('coh.ev.persephoneFreed') });
      }
    };
    const names = { colour: COLOUR_NAMES[col][0], colourFr: COLOUR_NAMES[col][1] };
    opts.push({ id: `xf:${col}`, label: t('coh.c.transfer', { ...names, n: 1 }), run: give(1) });
    if (most > 1) opts.push({ id: `xf:${col}:all`, label: t('coh.c.transfer', { ...names, n: most }), run: give(most) });
  }
  return opts;
}

/** S09: freed, Persephone arrives wherever Oric moves or is transported. */
function npcFollows(s: CohState, seat: number, space: string): void {
  const npc = s.scn!.npc;
  if (npc?.freed && s.chars[seat]!.character === 'oric') npc.at = space;
}

/** S09, the end of a turn: freed Persephone on The Dojo starts phase 2. */
function s09EndOfTurn(s: CohState, ev: Events): void {
  const scn = s.scn!;
  if (scn.phase !== 1 || !scn.npc?.freed || scn.npc.at !== THE_DOJO) return;
  const np = scn.npc;
  const c = s.chars[0]!;
  scn.phase = 2;
  scn.npc = null;
  ev.push({ text: t('coh.ev.phase', { n: 2 }) });
  ev.push({ text: t('coh.ev.persephoneTakesOver') });
  // Her figure and board replace Oric's; his Items are hers now.
  c.character = 'persephone';
  c.at = np.at;
  c.health = np.health;
  c.spirit = np.spirit;
  c.energy = { ...np.energy };
  c.res = { fear: np.fear };
  c.stance = null;
  c.hand = abilitiesOf('persephone', 'base').map((a) => a.id);
  c.board = [];
  c.advanced = abilitiesOf('persephone')
    .filter((a) => a.kind !== 'base')
    .map((a) => a.id);
  c.levels = [];
  c.mainUltimate = true;
  c.unlocked = [];
  c.passive = null;
  c.nextAttack = 0;
  c.moveBonus = 0;
  c.aggressiveDue = [];
  // The Advanced cards her thresholds earn, then her Ultimate at once.
  levelUp(s, ev, c.seat);
  gainUltimate(s, ev, c);
}

/** S09 d6 (phase 1): a terror token on that space of Drear, six at most in play. */
function terrorToken(s: CohState, ev: Events, n: number): void {
  const scn = s.scn!;
  if (scn.phase !== 1) return;
  if (scn.terror.length >= TERROR_MAX) {
    ev.push({ text: t('coh.ev.terrorMax') });
    return;
  }
  const sp = spaceKey('drear', n);
  scn.terror.push(sp);
  ev.push({ text: t('coh.ev.terrorIn', spaceVars(sp)) });
}

/** S09, the end of each Corrupted turn (phase 1): each terror token steps toward Persephone; one reaching her costs her 2 Health. */
function terrorWalks(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const npc = scn.npc;
  if (scn.phase !== 1 || !npc) return;
  const g = geo(s);
  const left: string[] = [];
  for (const at of scn.terror) {
    let next = at;
    if (at !== npc.at) {
      const step = g.adj[at]!.reduce((a, b) => (g.distance(b, npc.at) < g.distance(a, npc.at) ? b : a));
      if (g.distance(step, npc.at) < g.distance(at, npc.at)) next = step;
    }
    if (next !== npc.at) {
      left.push(next);
      continue;
    }
    npc.health = Math.max(0, npc.health - 2);
    ev.push({ text: t('coh.ev.terrorHits', { n: npc.health }) });
    if (TERROR_IS_DAMAGE) {
      const was = npc.fear;
      npc.fear = Math.min(characterDef('persephone').resources.fear?.max ?? 10, npc.fear + 2);
      const terrified = characterDef('persephone').terrified ?? 6;
      if (was < terrified && npc.fear >= terrified) {
        // Terrified, she gives Oric his Ultimate (his only way to gain it here).
        ev.push({ text: t('coh.ev.persephoneTerrified') });
        gainUltimate(s, ev, s.chars[0]!);
      }
    }
    if (npc.health === 0) {
      ev.push({ text: t('coh.ev.persephoneDown') });
      finish(s, ev, false);
      return;
    }
  }
  scn.terror = left;
}

/** S09: the terror tokens on the active character's space attack it in its Monster phase, 2 damage each, as Monsters (none on The Dojo). */
function terrorAttacks(s: CohState, ev: Events, seat: number): void {
  const c = s.chars[seat]!;
  for (const at of s.scn!.terror) {
    // Stryker disable next-line StringLiteral: the game ends here only through a defeat, which puts the character on The Dojo, where the next test skips every token
    if (at !== c.at || c.health <= 0 || s.step === 'over') continue;
    if (c.at === THE_DOJO) continue;
    ev.push({ text: t('coh.ev.terrorAttacks', { ...who(c), n: 2 }) });
    hurt(s, ev, seat, 2, null);
  }
}

/** S09: a terror token on this space has 1 Health: any damage removes it. */
function hurtTerror(s: CohState, ev: Events, space: string, n: number): void {
  const scn = s.scn!;
  const i = scn.terror.indexOf(space);
  if (i < 0 || n <= 0) return;
  scn.terror.splice(i, 1);
  ev.push({ text: t('coh.ev.terrorDown', spaceVars(space)) });
}

// ------------------------------------------------------------ S18, Rift hunter

/**
 * S18 (§33, A67): Thomas races an automated Leaf. Energy comes only from
 * Rifts (`gainEnergy`); thirty Dusk cards lie on spaces 1–5 of the Worlds
 * and none come at Dawn or Dusk; the six scenario tokens lie face up on
 * random spaces. After Thomas's turn Leaf aims at the nearer of Thomas and
 * the lowest token in play (a tie: Thomas), reveals the top card of his
 * pile and resolves one of its halves toward that target (In Hand halves
 * until the pile is spent, then On Board ones, and so on), collecting the
 * tokens in order; aiming at Thomas he then attacks: Willow Punch on his
 * space (and a push toward The Dojo), else Grappling Roots' blow. Leaf is
 * no target and takes no damage; Monsters and Events ignore him.
 */

/** S18: Leaf's pile — his Blue cards, and (our content has one Blue card, which needs Momentum) his Base cards that move him In Hand. */
export const LEAF_PILE = abilitiesOf('leaf')
  .filter((a) => a.id !== 'lea-roots' && a.id !== 'lea-willow')
  .filter((a) => a.kind === 'blue' || (a.kind === 'base' && a.hand.effects.some((e) => e.op === 'move')))
  .map((a) => a.id);
const LEAF_MOMENTUM_MAX = 5;

/** S18 setup: thirty Dusk cards on spaces 1–5 of every World, tokens 1–6 face up on random spaces, Leaf on a random space. */
function setupS18(s: CohState, _ev: Events): void {
  const scn = s.scn!;
  for (const w of WORLD_IDS)
    for (let n = 1; n <= 5; n++) {
      const id = s.dusk.shift();
      if (id !== undefined)
        ownSpaces(s)[spaceKey(w, n)] = { uid: `w${s.nextUid++}`, id, faceUp: worldCardDef(id).type !== 'event', dmg: 0 };
    }
  for (const n of ['1', '2', '3', '4', '5', '6']) scn.tokens[n] = freeTokenSpace(s);
  scn.leaf = { at: randomSpace(s), momentum: 0, pile: shuffleInPlace(s.rng, [...LEAF_PILE]), spent: [], side: 'hand' };
}

/** S18: Leaf steps onto a space: the next token in order there is his (No.1 first); all six lose the scenario. */
function leafArrives(s: CohState, ev: Events, space: string): void {
  const scn = s.scn!;
  scn.leaf!.at = space;
  for (let next = String(scn.count + 1); scn.tokens[next] === space; next = String(scn.count + 1)) {
    delete scn.tokens[next];
    scn.count++;
    ev.push({ text: t('coh.ev.leafToken', { n: scn.count }) });
    if (scn.count >= 6) {
      finish(s, ev, false);
      return;
    }
  }
}

/** S18: Leaf walks up to n steps toward his target's space, each to the neighbour nearest it; he stops on it. */
function leafWalk(s: CohState, ev: Events, to: string | null, n: number): void {
  const L = s.scn!.leaf!;
  // Stryker disable next-line StringLiteral: the game ends on this walk only on its goal (the sixth token is the lowest in play), where the walk stops anyway
  for (let i = 0; i < n && s.step !== 'over'; i++) {
    // Stryker disable next-line LogicalOperator: the progress test below returns as well, on the goal (no neighbour nearer) and toward none (every distance 99)
    if (to === null || L.at === to) return;
    const g = geo(s);
    const next = g.adj[L.at]!.reduce((a, b) => (g.distance(b, to) < g.distance(a, to) ? b : a));
    if (g.distance(next, to) >= g.distance(L.at, to)) return;
    ev.push({ text: t('coh.ev.leafMoves', spaceVars(next)) });
    leafArrives(s, ev, next);
  }
}

/** S18: a blow of Leaf's at Thomas when in range: +1 damage once he holds three tokens. */
function leafStrikes(s: CohState, ev: Events, n: number, range: number): boolean {
  const L = s.scn!.leaf!;
  const th = s.chars[0]!;
  if (n <= 0 || dist(s, L.at, th.at) > range || th.health <= 0) return false;
  const dmg = n + scenarioDef('s18').leafDamage + (s.scn!.count >= 3 ? 1 : 0);
  ev.push({ text: t('coh.ev.leafHits', { ...who(th), n: dmg }) });
  hurt(s, ev, th.seat, dmg, null);
  return true;
}

/** S18: one half of a card of Leaf's, toward his target: its cost in MOMENTUM (unpaid: not used, false), Moves, MOMENTUM gained, blows at Thomas. */
function leafHalf(s: CohState, ev: Events, card: string, side: 'hand' | 'board', aimThomas: boolean, goal: string | null): boolean {
  const L = s.scn!.leaf!;
  const half = side === 'hand' ? abilityDef(card).hand : abilityDef(card).board;
  if (!half) return true;
  // Stryker disable next-line OptionalChaining: the schema gives every half a cost ({} by default)
  const cost = half.cost?.momentum ?? 0;
  if (cost > L.momentum) {
    ev.push({ text: t('coh.ev.leafCannotPay', cardVars(card)) });
    return false;
  }
  L.momentum -= cost;
  let x = 0;
  for (const e of half.effects) {
    // Stryker disable next-line BooleanLiteral: the game is over, and leafTurn returns after this half whatever it says
    if (s.step === 'over') return true;
    if (e.op === 'move') leafWalk(s, ev, goal, e.n + scenarioDef('s18').leafSteps);
    else if (e.op === 'gain' && e.res === 'momentum') L.momentum = Math.min(LEAF_MOMENTUM_MAX, L.momentum + e.n);
    else if (e.op === 'spendX' && e.res === 'momentum') {
      // He always spends his MOMENTUM when he can.
      x = Math.min(e.max, L.momentum);
      L.momentum -= x;
    } else if (e.op === 'damage' && aimThomas) leafStrikes(s, ev, e.n + (e.plusX ? x : 0), e.range);
  }
  return true;
}

/** S18: Leaf's turn after Thomas's. */
function leafTurn(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const L = scn.leaf;
  const th = s.chars[0]!;
  // Stryker disable next-line LogicalOperator,StringLiteral: leafTurn runs only from endTurn, which runs only while the game goes on
  if (!L || s.step === 'over') return;
  ev.push({ text: t('coh.ev.leafTurn') });
  // The nearer of Thomas and the lowest token in play (A67: by range, a tie to Thomas).
  const tok = lowestToken(s);
  const aimThomas = tok === null || dist(s, L.at, th.at) <= dist(s, L.at, tok);
  const goal = aimThomas ? th.at : tok;
  if (L.pile.length === 0) {
    // Every card revealed: the pile again, shuffled, with the other half in use.
    L.pile = shuffleInPlace(s.rng, L.spent.splice(0));
    L.side = L.side === 'hand' ? 'board' : 'hand';
    ev.push({ text: t(L.side === 'hand' ? 'coh.ev.leafPileHand' : 'coh.ev.leafPileBoard') });
  }
  const card = L.pile.shift()!;
  L.spent.push(card);
  ev.push({ text: t('coh.ev.leafReveals', cardVars(card)) });
  if (!leafHalf(s, ev, card, L.side, aimThomas, goal) || !aimThomas || (s.step as CohState['step']) === 'over') return;
  // Aiming at Thomas he attacks after moving: Willow Punch (On Board) on his space, and a push toward The Dojo; else Grappling Roots.
  if (L.at === s.chars[0]!.at) {
    const punch = abilityDef('lea-willow').board?.effects.find((e) => e.op === 'damage');
    if (punch?.op === 'damage' && leafStrikes(s, ev, punch.n, punch.range)) leafPush(s, ev);
  } else {
    const roots = abilityDef('lea-roots');
    const side = roots.hand.effects.some((e) => e.op === 'damage') ? 'hand' : 'board';
    leafHalf(s, ev, 'lea-roots', side, true, null);
  }
}

/** S18: Willow Punch pushes Thomas one space toward The Dojo (the card states no distance, A67). */
function leafPush(s: CohState, ev: Events): void {
  const th = s.chars[0]!;
  // Stryker disable next-line StringLiteral: the game ends here only through Thomas's defeat, which puts him on The Dojo: the test before returns
  if (th.health <= 0 || th.at === THE_DOJO || s.step === 'over') return;
  const g = geo(s);
  const next = g.adj[th.at]!.reduce((a, b) => (g.distance(b, THE_DOJO) < g.distance(a, THE_DOJO) ? b : a));
  ev.push({ text: t('coh.ev.leafPush', { ...who(th), ...spaceVars(next) }) });
  arrive(s, ev, th.seat, next);
}

/** The count a scenario's objective asks (its data's goal, plus one per character when it says so), else the rulebook's. */
export function scenarioGoal(s: CohState, rulebook: number): number {
  const d = scenarioDef(s.scn!.id);
  return (d.goal ?? rulebook) + d.goalPerChar * s.chars.length;
}

/** A Monster's Ally reward (§24.2): its card's, or the scenario's for the Monsters it makes Allies (S06); undefined when not an Ally. */
export function allyReward(s: CohState, id: string): Energy | undefined {
  const d = worldCardDef(id);
  if (d.type !== 'monster') return undefined;
  return d.ally ?? (s.scn ? scenarioDef(s.scn.id).allies[id] : undefined);
}

/** The Item a Monster carries in this scenario besides its own (S12's Dreamstones), or undefined. */
export function scenarioLoot(s: CohState, id: string): number | undefined {
  return s.scn ? scenarioDef(s.scn.id).loot[id] : undefined;
}

/** The Health a scenario's own data adds to a Boss (S03), 0 for any other card or outside scenarios. */
export function bossHealthOf(scn: ScenarioId | undefined, id: string): number {
  if (!scn) return 0;
  const d = worldCardDef(id);
  return d.type === 'monster' && d.boss ? scenarioDef(scn).bossHealth : 0;
}

export const hooks = {
  /** May this character damage that Corrupted? (S15: only from the lowest token's space.) */
  canDamage(s: CohState, seat: number, _c: CohCorrupted): boolean {
    if (is(s, 's15')) return s.chars[seat]!.at === lowestToken(s);
    return true;
  },
  corruptedHit(s: CohState, by: number, _c: CohCorrupted): void {
    if (is(s, 's15')) s.scn!.struckFrom = s.chars[by]!.at;
  },
  /** S01: taking a Resilience token from the Corrupted is worth a point. */
  resilienceLost(s: CohState, ev: Events, _c: CohCorrupted, by: number | null): void {
    // S02: each Resilience token taken puts two scenario tokens back on The Dojo (six at most, §32.2.2).
    if (is(s, 's02')) {
      for (let k = 0; k < 2; k++) {
        const free = ['1', '2', '3', '4', '5', '6'].find((n) => s.scn!.tokens[n] === undefined);
        if (free !== undefined) s.scn!.tokens[free] = THE_DOJO;
      }
      ev.push({ text: t('coh.ev.wishDelayed', { n: Object.keys(s.scn!.tokens).length }) });
    }
    if (is(s, 's01') && by !== null) {
      s.scn!.points[by]!++;
      ev.push({ text: t('coh.ev.point', { ...who(s.chars[by]!), n: s.scn!.points[by]! }) });
    }
  },
  /** Energy lost on a defeat (§20.2): 2, but 1 for Leaf in S05. */
  defeatLoss(s: CohState, seat: number): number {
    return is(s, 's05') && s.chars[seat]!.character === 'leaf' ? 1 : 2;
  },
  /** S10: each scenario token on The Ancient Hydra gives it 1 more Health. */
  extraHealth(s: CohState, card: { uid: string; id: string }): number {
    if (!s.scn) return 0;
    return bossHealthOf(s.scn.id, card.id) + (is(s, 's10') && card.id === HYDRA ? (s.scn.bossTokens[card.uid] ?? 0) : 0);
  },
  /** S16: A'shura falls only when every character is at the maximum of their main colour; otherwise one Resilience token back (A43). */
  corruptedRegenerates(s: CohState, _ev: Events, _c: CohCorrupted): boolean {
    if (is(s, 's16')) return !s.chars.every((c) => c.energy[characterDef(c.character).main] >= s.cap);
    // S10: Ophion falls only while every character has one colour at the maximum.
    if (is(s, 's10')) return !s.chars.every((c) => COLOURS.some((col) => c.energy[col] >= s.cap));
    return false;
  },
  corruptedDefeated(s: CohState, ev: Events, _c: CohCorrupted, _by: number | null): void {
    if (!s.scn) return;
    if (is(s, 's04', 's10', 's15', 's16', 's09')) finish(s, ev, true, everyone(s));
    else if (is(s, 's07')) s.scn.phase = 3;
    // S05: Enoki down, the team facing Leaf wins.
    else if (is(s, 's05')) finish(s, ev, false, teamSeats(s, 0));
    else if (is(s, 's17')) {
      s.scn.count++;
      if (s.scn.count >= 2) finish(s, ev, true, everyone(s));
    }
  },
  /** S15, S16: a Corrupted reaching The Dojo brings one Doom. */
  corruptedOnDojo(s: CohState, ev: Events, c: CohCorrupted): void {
    if (is(s, 's15', 's16')) {
      ev.push({ text: t('coh.ev.corruptedDojo', corrVars(c)) });
      addDoom(s, ev);
    }
  },
  /** S07: A'shura takes the Jar holder's space for The Dojo. */
  dojoFor(s: CohState, _c: CohCorrupted): string {
    const h = is(s, 's07') ? jarHolder(s) : null;
    return h === null ? THE_DOJO : s.chars[h]!.at;
  },
  /** Is there a Corrupted turn at all? S03 has none; S17 only once its two Corrupted are in play. */
  corruptedTurn(s: CohState): boolean {
    if (is(s, 's03')) return false;
    // S07: no Corrupted turn in phase 1.
    if (is(s, 's07')) return s.scn!.phase >= 2;
    if (is(s, 's17')) return s.scn!.phase >= 2;
    return true;
  },
  scenarioEffect(s: CohState): boolean {
    // S09: no scenario effect in phase 2.
    if (is(s, 's09') && s.scn!.phase >= 2) return false;
    return scenarioDef(s.scn!.id).effects.length > 0;
  },
  endCorruptedTurn(s: CohState, ev: Events): void {
    if (is(s, 's09')) terrorWalks(s, ev);
  },
  special(s: CohState, ev: Events, key: string): void {
    if (key === 'redistribute') {
      // S15 2–4: the tokens in play are shuffled among their spaces.
      const spaces = Object.values(s.scn!.tokens).sort();
      const nums = shuffleInPlace(s.rng, Object.keys(s.scn!.tokens));
      s.scn!.tokens = Object.fromEntries(nums.map((n, i) => [n, spaces[i]!]));
      ev.push({ text: t('coh.ev.tokensShuffled') });
    } else if (key.startsWith('terror')) terrorToken(s, ev, Number(key.slice('terror'.length)));
    else if (key === 'ultimate') for (const c of s.chars) gainUltimate(s, ev, c);
    else if (key === 'raze1' || key === 'raze2') raze(s, ev, key === 'raze1' ? 1 : 2);
    else if (key === 'toJar') {
      // S07 3–4: A'shura moves 2 toward the Jar holder.
      const c = s.corrupted[0];
      const h = jarHolder(s);
      if (c && h !== null) advance(s, ev, c, s.chars[h]!.at, 2);
    } else if (key === 'jarTurn') {
      // S07 6: the Jar holder takes a new turn at once, inside this Corrupted turn (which ends after it).
      const h = jarHolder(s);
      if (h !== null) {
        s.scn!.bonusTurn = true;
        s.turn = s.order.indexOf(h);
        s.ts = freshTurn();
        s.step = 'start';
        ev.push({ text: t('coh.ev.jarTurn', who(s.chars[h]!)) });
      }
    } else if (key === 'spiritOrDoom') {
      // S10 3–4: each character pays 2 Spirit; one who cannot brings a Doom (one at most).
      let short = false;
      for (const seat of s.order) {
        const c = s.chars[seat]!;
        if (c.spirit >= 2) {
          c.spirit -= 2;
          ev.push({ text: t('coh.ev.loseSpirit', { ...who(c), n: 2 }) });
        } else short = true;
      }
      if (short) addDoom(s, ev);
    } else if (key === 'sandman') {
      const scn = s.scn!;
      if (scn.phase === 1) {
        // Phase 1: the tokens nobody holds go face down again, shuffled, on random spaces.
        const free = Object.keys(scn.tokens);
        if (free.length > 0) dealSandman(s, free);
        ev.push({ text: t('coh.ev.tokensShuffled') });
      } else if (scn.phase === 2) {
        const hydra = s.spaces[THE_DOJO];
        const sp = Object.keys(s.spaces).find((x) => s.spaces[x]!.id === HYDRA);
        const card = hydra?.id === HYDRA ? hydra : sp ? s.spaces[sp] : undefined;
        if (card) {
          scn.bossTokens[card.uid] = (scn.bossTokens[card.uid] ?? 0) + 1;
          ev.push({ text: t('coh.ev.hydraToken', { n: scn.bossTokens[card.uid]! }) });
        }
      } else {
        const c = s.corrupted.find((x) => x.id === (scn.chosen[0] ?? 'ophion')) ?? s.corrupted[0];
        if (c) {
          ev.push({ text: t('coh.ev.corruptedExtra', { ...corrVars(c), n: 1 }) });
          activateCorrupted(s, ev, c.uid);
        }
      }
    } else if (key === 'activationEach') extraActs(s, [...s.order]);
    else if (key === 'poorestActs') {
      const seat = leastOf(s, totalEnergy, true);
      ev.push({ text: t('coh.ev.poorest', who(s.chars[seat]!)) });
      extraActs(s, [seat, seat]);
    } else if (key === 'weakestGold')
      gainEnergy(
        s,
        ev,
        leastOf(s, (c) => c.health, false),
        { red: 0, blue: 0, green: 0, gold: 2 },
      );
    else if (key === 'halfCorrupted') {
      // S01 6: a Corrupted with half its Health (A47), or 1 Gold each when one is already in play.
      if (s.corrupted.length > 0) for (const seat of s.order) gainEnergy(s, ev, seat, { red: 0, blue: 0, green: 0, gold: 1 });
      else {
        const id = drawCorrupted(s);
        placeCorrupted(s, ev, id, randomSpace(s), { start: Math.floor(corruptedDef(id).health / 2) });
      }
    } else if (key === 'bossTokens') {
      for (const card of Object.values(s.spaces)) {
        const d = card.faceUp ? worldCardDef(card.id) : null;
        if (d?.type !== 'monster' || !d.boss) continue;
        s.scn!.bossTokens[card.uid] = (s.scn!.bossTokens[card.uid] ?? 0) + 1;
        ev.push({ text: t('coh.ev.bossToken', cardVars(card.id)) });
      }
    } else if (key === 'dojoCorrupted') {
      // S12 1–2: a random Corrupted on The Dojo with 6 Health.
      if (s.corrupted.length < CORRUPTED.length) placeCorrupted(s, ev, drawCorrupted(s), THE_DOJO, { start: 6 });
    } else if (key === 'peek') s.pending.push({ k: 'peek', seat: s.order[0]!, deck: null });
  },
};

/** A character is defeated (§20): Doom, or S08's immediate loss. */
export function onDefeat(s: CohState, ev: Events, seat: number, by: number | null): void {
  if (!s.scn || s.step === 'over') return;
  const scn = s.scn;
  if (is(s, 's08')) {
    finish(s, ev, false);
    return;
  }
  // S09: Persephone defeated (phase 2, in Oric's place) loses at once.
  if (is(s, 's09') && s.chars[seat]!.character === 'persephone') {
    ev.push({ text: t('coh.ev.persephoneDown') });
    finish(s, ev, false);
    return;
  }
  if (is(s, 's01'))
    // Whoever had this character as a target scores, whoever defeated it (§33 S01).
    for (const h of everyone(s))
      if (scn.targets[h] === seat && h !== seat) {
        scn.points[h]!++;
        ev.push({ text: t('coh.ev.targetDown', { ...who(s.chars[h]!), ...who(s.chars[seat]!, 'to'), n: scn.points[h]! }) });
      }
  if (is(s, 's14')) {
    // S14: the defeated character's team takes a Doom token — from its defeater's team when that team has one.
    const mine = scn.team[seat]!;
    const giver = by !== null && by !== seat && scn.team[by] !== mine && scn.teamDoom[scn.team[by]!]! > 0 ? scn.team[by]! : null;
    if (giver !== null) scn.teamDoom[giver]!--;
    scn.teamDoom[mine]!++;
    ev.push({ text: t('coh.ev.teamDoom', { ...who(s.chars[seat]!), n: scn.teamDoom[mine]! }) });
    if (scn.teamDoom[mine]! >= teamSeats(s, mine).length + 1) {
      const other = 1 - mine;
      finish(s, ev, other === scn.team[seatOf(s, 'soff')], teamSeats(s, other));
    }
    return;
  }
  if (is(s, 's11') && scn.team[seat] === 0) {
    // A61: each defeat on the opposing team gives Persephone a token; the scenario's goal (the rulebook's three) wins.
    const goal = scenarioDef('s11').goal ?? 3;
    scn.count++;
    ev.push({ text: t('coh.ev.valorToken', { n: scn.count, goal }) });
    if (scn.count >= goal) finish(s, ev, true, teamSeats(s, 1));
    return;
  }
  const def = scenarioDef(s.scn.id);
  if (def.doom?.perDefeat) addDoom(s, ev);
}

/** A Monster is defeated (or, in S08, a Nomad taken as an Ally). */
export function onMonsterDefeated(s: CohState, ev: Events, id: string, _by: number): void {
  if (!s.scn || s.step === 'over') return;
  if (is(s, 's03')) {
    const d = worldCardDef(id);
    if (d.type !== 'monster' || !d.boss) return;
    if (id === HYDRA) {
      finish(s, ev, true, everyone(s));
      return;
    }
    s.scn.count++;
    // The Hydra comes once the scenario's goal of World Bosses is defeated (the rulebook's six unless the data says otherwise).
    if (s.scn.count === (scenarioDef('s03').goal ?? 6)) {
      ownSpaces(s)[THE_DOJO] = { uid: `w${s.nextUid++}`, id: HYDRA, faceUp: true, dmg: 0 };
      ev.push({ text: t('coh.ev.hydraDojo', { n: s.scn.count }) });
    }
  } else if (is(s, 's08') && NOMADS.includes(id)) {
    s.scn.count++;
    if (s.scn.count >= 3) finish(s, ev, true, everyone(s));
  } else if (is(s, 's10') && id === HYDRA && s.scn.phase === 2) {
    // S10 phase 3: Ophion on space No.3 of Drear.
    s.scn.phase = 3;
    ev.push({ text: t('coh.ev.phase', { n: 3 }) });
    placeCorrupted(s, ev, s.scn.chosen[0] ?? scenarioDef('s10').corrupted[0]!, spaceKey('drear', 3));
  } else if (is(s, 's11')) {
    // The opposing team holding 4 × the characters' number of Monsters wins.
    const held = s.scn.inventory.reduce((n, inv) => n + inv.length, 0);
    if (held >= 4 * s.chars.length) finish(s, ev, false, teamSeats(s, 0));
  }
}

/** The end of a character's Adventure phase. S15: the token of the space A'shura was damaged from is removed (all gone: dealt again). */
export function afterAdventure(s: CohState, ev: Events): void {
  if (!is(s, 's15') || s.scn!.struckFrom === null) return;
  const from = s.scn!.struckFrom;
  s.scn!.struckFrom = null;
  const num = Object.keys(s.scn!.tokens).find((n) => s.scn!.tokens[n] === from);
  if (num === undefined) return;
  delete s.scn!.tokens[num];
  ev.push({ text: t('coh.ev.tokenRemoved', { n: Number(num) }) });
  if (Object.keys(s.scn!.tokens).length === 0) {
    dealTokens15(s);
    ev.push({ text: t('coh.ev.tokensAgain') });
  }
}

/** The start of a round, after its cards are placed. S17: the two Corrupted come at Dawn of Day 3. */
export function atRoundStart(s: CohState, ev: Events): void {
  const chosen = s.scn?.chosen;
  // S01: the Dash cards are drawn at the start of Dusk of Days 2 and 4.
  if (is(s, 's01') && s.round === 'dusk' && (s.day === 2 || s.day === 4)) drawTargets(s, ev);
  // S04: cards placed may fill a World's last spaces.
  if (is(s, 's04')) for (const w of worldsInPlay(s)) if (s.step !== 'over') checkRazed(s, ev, w);
  if (is(s, 's17') && s.day === 3 && s.round === 'dawn' && s.scn!.phase < 2) {
    s.scn!.phase = 2;
    const ids = chosen && chosen.length >= 2 ? chosen : scenarioDef('s17').corrupted;
    ids.slice(0, 2).forEach((id, i) => placeCorrupted(s, ev, id, randomSpace(s), { team: 99, tag: i + 1, resilience: s.chars.length - 1 }));
  }
}

/** Are Dusk cards drawn at Dusk? Not in S08 and S18. */
export const duskCards = (s: CohState) => !is(s, 's08', 's18');
/** May a character gain the Ultimate the normal ways (10 in the main colour, Dusk of Day 3)? Not in S09, S12 and S15. */
export const normalUltimate = (s: CohState) => !is(s, 's12', 's15', 's09');
/** Do arena victories apply? Not in scenarios, which have their own objectives. */
export const arenaVictory = (s: CohState) => s.scn === null;

/** At the end of each round: the scenario's deadline (§21.3.2). */
export function deadline(s: CohState, ev: Events): boolean {
  if (!s.scn) return false;
  if (is(s, 's02')) {
    // S02: a scenario token leaves at the end of each Dawn and each Dusk; with none left the Corrupted makes its Wish.
    const nums = Object.keys(s.scn.tokens).sort();
    if (nums.length > 0) {
      delete s.scn.tokens[nums[nums.length - 1]!];
      ev.push({ text: t('coh.ev.wishNear', { n: nums.length - 1 }) });
    }
    if (nums.length <= 1) {
      ev.push({ text: t('coh.ev.wish') });
      finish(s, ev, false);
      return true;
    }
  }
  const d = scenarioDef(s.scn.id).deadline;
  if (s.day === d.day && s.round === d.round) {
    if (is(s, 's01')) scoreS01(s, ev);
    else finish(s, ev, false);
    return true;
  }
  return false;
}

/**
 * What a finished match unlocks (§32.5.3, §32.5.6): a non-Solo scenario
 * completed successfully gives the progression card its Reward names to
 * each seat playing its featured character (A49), unless that seat had it
 * already. Nothing for an arena, a loss, a Solo scenario or a match still
 * being played. In a competitive scenario the result is the featured
 * character's side's (A50).
 */
export function unlocksOf(s: CohState): { seat: number; unlock: string }[] {
  if (s.step !== 'over' || !s.scn || s.scn.result !== 'won') return [];
  const d = scenarioDef(s.scn.id);
  const card = d.kind === 'solo' ? null : rewardCard(d);
  if (card === null) return [];
  return s.chars.filter((c) => c.character === d.character && !c.unlocked.includes(card)).map((c) => ({ seat: c.seat, unlock: card }));
}

/**
 * The Narrative Arc (§1.6–1.7, 21.1.4): after a Versus Arena won by this
 * character, the wishes offered are its two scenarios that are not Solo.
 */
export function narrativeArc(winner: CharacterId): ScenarioId[] {
  return SCENARIO_INDEX.filter((x) => x.character === winner && !x.solo).map((x) => x.id);
}
