/**
 * The bot thread (bots.ts): answers search requests for the shipped games, one
 * at a time, off the main event loop.
 */
import { parentPort } from 'node:worker_threads';
import { defaultRegistry } from '../../games/index.js';
import { compute } from './bots.js';

const registry = defaultRegistry();

parentPort!.on('message', (req: Parameters<typeof compute>[1]) => {
  const game = registry.get(req.game);
  try {
    if (!game) throw new Error(`unknown game ${req.game}`);
    parentPort!.postMessage({ id: req.id, ok: true, value: compute(game, req) });
  } catch (e) {
    parentPort!.postMessage({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
