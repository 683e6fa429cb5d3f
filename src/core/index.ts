export * from './game.js';
export * from './rng.js';
export * from './hex.js';
export * from './deck.js';
export * from './text.js';
