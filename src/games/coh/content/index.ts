import { z } from 'zod';
import { CORRUPTED_DEFS, corruptedSchema, type CorruptedDef } from './corrupted.js';
import { SCENARIO_DEFS, scenarioSchema, type ScenarioDef } from './scenarios.js';
import { ABILITY_DEFS, CHARACTER_DEFS } from './characters.js';
import { ALTERNATE_DEFS, PASSIVE_DEFS } from './progression.js';
import { QUEST_DEFS, questSchema, S13_QUEST_DEFS, type QuestDef } from './quests.js';
import { DUSK_DEFS, ITEM_DEFS, SHIFT_DEFS, TURN_CARD_DEFS, WORLD_DEFS } from './worlds.js';
import {
  contentSchema,
  type AbilityDef,
  type CharacterDef,
  type CharacterId,
  type Content,
  type ItemDef,
  type PassiveDef,
  type WorldCardDef,
} from './schema.js';

/** The validated content: parsing fails at import when a card is malformed. */
export const CONTENT: Content = contentSchema.parse({
  characters: CHARACTER_DEFS,
  abilities: ABILITY_DEFS,
  worlds: WORLD_DEFS,
  dusk: DUSK_DEFS,
  items: ITEM_DEFS,
  shifts: SHIFT_DEFS,
  turnCards: TURN_CARD_DEFS,
  alternates: ALTERNATE_DEFS,
  passives: PASSIVE_DEFS,
});

/** Ability cards by id, the locked Alternate Ultimates included (they play as Ultimates once unlocked, §32.5.4). */
const ABILITIES = new Map<string, AbilityDef>([...CONTENT.abilities, ...CONTENT.alternates].map((a) => [a.id, a]));
const PASSIVES = new Map<string, PassiveDef>(CONTENT.passives.map((p) => [p.id, p]));
const CHARS = new Map<string, CharacterDef>(CONTENT.characters.map((c) => [c.id, c]));
const WORLD_CARDS = new Map<string, WorldCardDef>([...CONTENT.worlds.flatMap((w) => w.deck), ...CONTENT.dusk].map((c) => [c.id, c]));
const ITEMS = new Map<number, ItemDef>(CONTENT.items.map((i) => [i.num, i]));

export function abilityDef(id: string): AbilityDef {
  const a = ABILITIES.get(id);
  if (!a) throw new Error(`unknown Champions of Hara ability ${id}`);
  return a;
}
export function characterDef(id: string): CharacterDef {
  const c = CHARS.get(id);
  if (!c) throw new Error(`unknown Champions of Hara character ${id}`);
  return c;
}
export function worldCardDef(id: string): WorldCardDef {
  const c = WORLD_CARDS.get(id);
  if (!c) throw new Error(`unknown Champions of Hara card ${id}`);
  return c;
}
export function itemDef(num: number): ItemDef {
  const i = ITEMS.get(num);
  if (!i) throw new Error(`unknown Champions of Hara item ${num}`);
  return i;
}
export function passiveDef(id: string): PassiveDef {
  const p = PASSIVES.get(id);
  if (!p) throw new Error(`unknown Champions of Hara Passive ${id}`);
  return p;
}
export const isAbility = (id: string): boolean => ABILITIES.has(id);
export const isPassive = (id: string): boolean => PASSIVES.has(id);
/** A character's Alternate Ultimate and Passive (§32.5.2). */
export const alternateOf = (c: CharacterId): AbilityDef => CONTENT.alternates.find((a) => a.character === c)!;
export const passiveOf = (c: CharacterId): PassiveDef => CONTENT.passives.find((p) => p.character === c)!;
/** The character a progression card belongs to. */
export const progressionOwner = (id: string): CharacterId | null => ABILITIES.get(id)?.character ?? PASSIVES.get(id)?.character ?? null;
export const isWorldCard = (id: string): boolean => WORLD_CARDS.has(id);

/** A character's ability cards of one kind. */
export const abilitiesOf = (c: CharacterId, kind?: AbilityDef['kind']): AbilityDef[] =>
  CONTENT.abilities.filter((a) => a.character === c && (kind === undefined || a.kind === kind));

/** The world ids in layout order (clockwise from the top-right slot). */
export const WORLD_IDS: readonly string[] = CONTENT.worlds.map((w) => w.id);

for (const c of CONTENT.characters) {
  const mine = abilitiesOf(c.id);
  if (mine.filter((a) => a.kind === 'base').length !== 4 || mine.filter((a) => a.kind === 'ultimate').length !== 1)
    throw new Error(`${c.id}: 4 Base cards and one Ultimate expected`);
  if (!mine.some((a) => a.id.endsWith('-dash') && a.kind === 'base')) throw new Error(`${c.id}: no Dash`);
  if (
    CONTENT.alternates.filter((a) => a.character === c.id).length !== 1 ||
    CONTENT.passives.filter((p) => p.character === c.id).length !== 1
  )
    throw new Error(`${c.id}: one Alternate Ultimate and one Passive expected`);
}
for (const w of CONTENT.worlds) {
  if (w.deck.filter((c) => c.type === 'monster').length !== 9 || w.deck.filter((c) => c.type === 'monster' && c.boss).length !== 1)
    throw new Error(`${w.id}: 9 Monsters with one Boss expected`);
}

/** The Corrupted (§28) and the scenarios the engine runs (§33), validated at import. */
export const CORRUPTED: readonly CorruptedDef[] = z.array(corruptedSchema).parse(CORRUPTED_DEFS);
export const SCENARIOS: readonly ScenarioDef[] = z.array(scenarioSchema).parse(SCENARIO_DEFS);
const CORRUPTED_BY_ID = new Map(CORRUPTED.map((c) => [c.id, c]));
export function corruptedDef(id: string): CorruptedDef {
  const c = CORRUPTED_BY_ID.get(id);
  if (!c) throw new Error(`unknown Champions of Hara Corrupted ${id}`);
  return c;
}
export function scenarioDef(id: string): ScenarioDef {
  const d = SCENARIOS.find((x) => x.id === id);
  if (!d) throw new Error(`no Champions of Hara scenario rules for ${id}`);
  return d;
}
for (const d of SCENARIOS) for (const c of d.corrupted) corruptedDef(c);

/** The progression card a scenario's Reward names (§32.5.3): a card of its featured character, or null (Solo scenarios). */
export function rewardCard(d: ScenarioDef): string | null {
  if (!d.reward) return null;
  const cards = [alternateOf(d.character), passiveOf(d.character)];
  const card = cards.find((x) => x.name.en === d.reward!.en && x.name.fr === d.reward!.fr);
  if (!card) throw new Error(`${d.id}: its reward ${d.reward.en} is not a progression card of ${d.character}`);
  return card.id;
}
for (const d of SCENARIOS) rewardCard(d);

/** The Quest deck (§32.6.2): twelve cards, validated at import. */
export const QUESTS: readonly QuestDef[] = z.array(questSchema).length(12).parse(QUEST_DEFS);
/** S13's own Quest deck (ours): twelve cards too, dealt instead of the Quest deck in that scenario. */
export const S13_QUESTS: readonly QuestDef[] = z.array(questSchema).length(12).parse(S13_QUEST_DEFS);
/** Every Quest card of the game, both decks. */
export const EVERY_QUEST: readonly QuestDef[] = [...QUESTS, ...S13_QUESTS];
const QUESTS_BY_ID = new Map(EVERY_QUEST.map((q) => [q.id, q]));
export function questDef(id: string): QuestDef {
  const q = QUESTS_BY_ID.get(id);
  if (!q) throw new Error(`unknown Champions of Hara Quest ${id}`);
  return q;
}
for (const q of EVERY_QUEST)
  for (const p of q.parts) {
    if (p.objective.kind === 'world' && !WORLD_IDS.includes(p.objective.world)) throw new Error(`${q.id}: no World ${p.objective.world}`);
    if (p.item !== undefined) itemDef(p.item);
  }
