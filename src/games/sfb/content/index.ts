import { z } from 'zod';
import {
  cardSchema,
  championSchema,
  challengeSchema,
  trapSchema,
  mapSchema,
  type Card,
  type Champion,
  type Challenge,
  type Trap,
  type MapData,
} from './schema.js';
import { CARDS_DATA } from './cards.js';
import { CHAMPIONS_DATA } from './champions.js';
import { CHALLENGES_DATA } from './challenges.js';
import { TRAPS_DATA } from './traps.js';
import { MAP_DATA } from './map.js';

export * from './schema.js';

export interface Content {
  champions: Champion[];
  cards: Card[];
  challenges: Challenge[];
  traps: Trap[];
  map: MapData;
}

/** Parses and cross-checks every content pack; throws on any error. */
export function loadContent(): Content {
  const content: Content = {
    champions: z.array(championSchema).length(12).parse(CHAMPIONS_DATA),
    cards: z.array(cardSchema).length(72).parse(CARDS_DATA),
    challenges: z.array(challengeSchema).length(22).parse(CHALLENGES_DATA),
    traps: z.array(trapSchema).length(12).parse(TRAPS_DATA),
    map: mapSchema.parse(MAP_DATA),
  };
  const champIds = new Set(content.champions.map((c) => c.id));
  for (const c of content.cards) if (!champIds.has(c.champion)) throw new Error(`card ${c.id}: unknown champion ${c.champion}`);
  for (const id of champIds) {
    const n = content.cards.filter((c) => c.champion === id).length;
    if (n !== 6) throw new Error(`champion ${id} has ${n} cards, expected 6`);
  }
  const unique = (xs: string[], what: string) => {
    if (new Set(xs).size !== xs.length) throw new Error(`duplicate ${what} id`);
  };
  unique(
    content.cards.map((c) => c.id),
    'card',
  );
  unique(
    content.champions.map((c) => c.id),
    'champion',
  );
  unique(
    content.challenges.map((c) => c.id),
    'challenge',
  );
  unique(
    content.traps.map((c) => c.id),
    'trap',
  );
  return content;
}

export const CONTENT = loadContent();
export const CARD_BY_ID = new Map(CONTENT.cards.map((c) => [c.id, c]));
export const CHAMPION_BY_ID = new Map(CONTENT.champions.map((c) => [c.id, c]));
export const CHALLENGE_BY_ID = new Map(CONTENT.challenges.map((c) => [c.id, c]));
export const TRAP_BY_ID = new Map(CONTENT.traps.map((c) => [c.id, c]));
