import {
  contentSchema,
  type EvilChampionDef,
  type IntrigueDef,
  type CardDef,
  type ChampionDef,
  type Content,
  type MapDef,
  type TreasureDef,
} from './schema.js';
import { CARDS } from './cards.js';
import { BEACON_HEIGHTS, FOUR_WINDS, THREE_SANCTUARIES, TWIN_BRIDGES, WARDED_VALE } from './map.js';
import { TREASURES } from './treasures.js';
import { EVIL_CHAMPIONS, INTRIGUES } from './evil.js';

/** The validated content: parsing fails at import when a card or the map is malformed. */
export const CONTENT: Content = contentSchema.parse({
  cards: CARDS,
  startingDeck: [
    { card: 'apprentice', count: 8 },
    { card: 'militia', count: 2 },
  ],
  supply: [
    { card: 'mystic', count: 15 },
    { card: 'heavy', count: 15 },
  ],
  cultist: { strength: 2, defense: 1, speed: 3, activation: 2, limit: 4 },
  // Player 1 to Player 4 (2 vs 2: Team 1 holds the first card, Team 2 the second, AMB-54); the later a player's first turn, the more Runes it brings (ML-11).
  portals: [
    { power: 2, firstTurnRunes: 0 },
    { power: 2, firstTurnRunes: 2 },
    { power: 2, firstTurnRunes: 3 },
    { power: 2, firstTurnRunes: 4 },
  ],
  fairyCircle: { strength: 3, defense: 3, speed: 0 },
  treasures: TREASURES,
  maps: [THREE_SANCTUARIES, BEACON_HEIGHTS, TWIN_BRIDGES, FOUR_WINDS, WARDED_VALE],
  intrigues: INTRIGUES,
  evilChampions: EVIL_CHAMPIONS,
});

export const CARD_BY_ID: ReadonlyMap<string, CardDef> = new Map(CONTENT.cards.map((c) => [c.id, c]));
export const MAP_BY_ID: ReadonlyMap<string, MapDef> = new Map(CONTENT.maps.map((m) => [m.id, m]));

export function cardDef(id: string): CardDef {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown Ascension Tactics card ${id}`);
  return c;
}

export function isChampionDef(c: CardDef): c is ChampionDef {
  return c.type === 'champion' || c.type === 'monster';
}

/** The center deck's card ids, one entry per copy (SU-22, CR-15: no starting or supply cards). */
export const CENTER_DECK: readonly string[] = CONTENT.cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));

export const TREASURE_BY_ID: ReadonlyMap<string, TreasureDef> = new Map(CONTENT.treasures.map((t) => [t.id, t]));

export function treasureDef(id: string): TreasureDef {
  const t = TREASURE_BY_ID.get(id);
  if (!t) throw new Error(`unknown Ascension Tactics Treasure ${id}`);
  return t;
}

/** Every Treasure token, one entry per copy (SU-9). */
export const TREASURE_TOKENS: readonly string[] = CONTENT.treasures.flatMap((t) => Array.from({ length: t.copies }, () => t.id));

export const EVIL_BY_ID: ReadonlyMap<string, EvilChampionDef> = new Map(CONTENT.evilChampions.map((e) => [e.id, e]));
export const INTRIGUE_BY_ID: ReadonlyMap<string, IntrigueDef> = new Map(CONTENT.intrigues.map((i) => [i.id, i]));

export function evilDef(id: string): EvilChampionDef {
  const e = EVIL_BY_ID.get(id);
  if (!e) throw new Error(`unknown Ascension Tactics Evil Champion ${id}`);
  return e;
}

export function intrigueDef(id: string): IntrigueDef {
  const i = INTRIGUE_BY_ID.get(id);
  if (!i) throw new Error(`unknown Ascension Tactics Intrigue card ${id}`);
  return i;
}

/** A Boss: Honor 4 or more and a Fury (SO-9). */
export const isBoss = (e: EvilChampionDef): boolean => e.honor >= 4 && !!e.fury;
