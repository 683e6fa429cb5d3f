import type { CharacterId, Effect, Resource } from './schema.js';

/**
 * The locked progression cards (§32.5, §2.E.7): each character's Alternate
 * Ultimate and Passive. The names are the rulebook's (each scenario's
 * Reward); which of a character's two names is the Alternate Ultimate and
 * which the Passive the rulebook does not say (§34.8): see
 * docs/rulings.md. The effects are ours, each built on the character's
 * special resource (§31).
 */

const mv = (n: number): Effect => ({ op: 'move', n });
const tp = (range: number): Effect => ({ op: 'transport', range });
const dmg = (n: number, range: number, target: 'one' | 'allOther' = 'one', plusX = false): Effect => ({
  op: 'damage',
  n,
  range,
  target,
  plusX,
});
const gain = (res: Resource, n: number): Effect => ({ op: 'gain', res, n });
const spendX = (res: Resource, max: number): Effect => ({ op: 'spendX', res, max });

/** An Alternate Ultimate: an Ultimate card (In Hand half only, back to the Advanced deck after use, §10.9). */
const alternate = (character: CharacterId, slug: string, en: string, fr: string, effects: Effect[]) => ({
  id: `${character.slice(0, 3)}-${slug}`,
  character,
  name: { en, fr },
  kind: 'ultimate' as const,
  hand: { free: false, cost: {}, effects },
  board: null,
});

const passive = (
  character: CharacterId,
  slug: string,
  en: string,
  fr: string,
  trigger: 'turnStart' | 'monsterDefeated',
  effects: Effect[],
) => ({
  id: `${character.slice(0, 3)}-${slug}`,
  character,
  name: { en, fr },
  trigger,
  effects,
});

export const ALTERNATE_DEFS = [
  // Kaoru: all his GRIT in one blow, instead of The Mountain Falls' sweep.
  alternate('kaoru', 'unbearable', 'Unbearable Force', 'Force insoutenable', [spendX('grit', 4), dmg(3, 1, 'one', true)]),
  // Leaf: his MOMENTUM released on everyone around him.
  alternate('leaf', 'symphony', 'Symphony', 'Symphonie', [mv(2), spendX('momentum', 5), dmg(1, 2, 'allOther', true)]),
  // Oric: a leap, a strike, and the next blow prepared.
  alternate('oric', 'dragon', 'Dragon Stance', 'Posture du dragon', [tp(3), dmg(4, 1), { op: 'nextAttack', n: 2 }]),
  // Persephone: Terrified, her shadow strikes everyone; otherwise one target, and her FEAR grows.
  alternate('persephone', 'shadow-mold', 'Shadow mold', 'Moule d’ombre', [
    { op: 'if', cond: { res: 'fear', atLeast: 6 }, then: [dmg(5, 3, 'allOther')], else: [dmg(3, 2), gain('fear', 2)] },
  ]),
  // Soff: a long leap that refills MANA before the strike.
  alternate('soff', 'comet', 'Comet Chasing', 'Chasse à la comète', [tp(4), gain('mana', 3), dmg(3, 1)]),
  // Thomas: two more Activations this turn and a Rune.
  alternate('thomas', 'two-steps', 'Two steps ahead', 'Deux coups d’avance', [{ op: 'activation', n: 2 }, gain('runes', 1)]),
];

export const PASSIVE_DEFS = [
  passive('kaoru', 'grizzled', 'Grizzled Heart', 'Cœur grisonnant', 'monsterDefeated', [{ op: 'heal', n: 1 }, gain('grit', 1)]),
  passive('leaf', 'guardian', 'Guardian of the Great Forest', 'Gardien de la Grande Forêt', 'turnStart', [gain('momentum', 1)]),
  passive('oric', 'dantian', 'Dantian', 'Dantian', 'turnStart', [{ op: 'spirit', n: 1 }]),
  passive('persephone', 'girl-lived', 'The Girl who lived', 'La fille qui a survécu', 'turnStart', [
    { op: 'if', cond: { res: 'fear', atLeast: 6 }, then: [{ op: 'heal', n: 2 }], else: [] },
  ]),
  passive('soff', 'heels', 'Heels of Hellios', 'Talons d’Hélios', 'turnStart', [gain('mana', 1)]),
  passive('thomas', 'counter-logic', 'Counter logic', 'Logique de riposte', 'monsterDefeated', [gain('runes', 1)]),
];

/** Every progression card id: what the `unlocked` option may name (§32.5.6). */
export const PROGRESSION_IDS = [...ALTERNATE_DEFS.map((a) => a.id), ...PASSIVE_DEFS.map((p) => p.id)] as [string, ...string[]];
