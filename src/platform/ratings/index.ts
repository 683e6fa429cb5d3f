export * from './types.js';
export * from './config.js';
export * from './decay.js';
export * from './rate.js';
export * from './season.js';
export * from './recompute.js';
export * from './leaderboard.js';
