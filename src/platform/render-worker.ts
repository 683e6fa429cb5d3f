/**
 * A render thread (render-pool.ts): draws and encodes one picture per task
 * with the shipped games' own `render`, or a table picture.
 */
import { renderTable } from '../core/render/table.js';
import { defaultRegistry } from '../games/index.js';
import type { RenderAnswer, RenderTask } from './render-pool.js';

const registry = defaultRegistry();

export default async function render(task: RenderTask): Promise<RenderAnswer> {
  if (task.kind === 'ping') return null;
  if (task.kind === 'table') return renderTable(task.spec);
  const game = registry.get(task.game);
  if (!game) throw new Error(`render thread: unknown game ${task.game}`);
  return game.render(task.view as never, task.request);
}
