/**
 * The games Tavern serves. Adding a game: write src/games/<id>/ with an
 * index.ts exporting its GameModule, then add it to this list.
 */
import { esw } from './esw/index.js';
import { sfb } from './sfb/index.js';
import { coh } from './coh/index.js';
import { GameRegistry, type AnyGame } from './registry.js';

export const shippedGames: AnyGame[] = [esw, sfb, coh];

export const defaultRegistry = (): GameRegistry => new GameRegistry(shippedGames);
