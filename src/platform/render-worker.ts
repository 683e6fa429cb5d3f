/**
 * A render thread (render-pool.ts): draws and encodes one picture per task
 * with the shipped games' own `render`, or a table picture.
 */
import type { Image } from '../core/game.js';
import { onEncodeTime } from '../core/render/png.js';
import { renderTable } from '../core/render/table.js';
import { assembleGif } from '../core/render/gif.js';
import { defaultRegistry } from '../games/index.js';
import type { GifAnswer, RenderAnswer, RenderTask } from './render-pool.js';

const registry = defaultRegistry();
// This thread's metrics are never scraped: its encode times go back with each picture (one task at a time per thread).
const encodes: number[] = [];
onEncodeTime((seconds) => encodes.push(seconds));

export default async function render(task: RenderTask): Promise<RenderAnswer | GifAnswer> {
  if (task.kind === 'gif') return assembleGif(task.pngs, task.width, task.timing);
  encodes.length = 0;
  const image = await draw(task);
  return image && { ...image, encodeSeconds: [...encodes] };
}

async function draw(task: Exclude<RenderTask, { kind: 'gif' }>): Promise<Image | null> {
  if (task.kind === 'ping') return null;
  if (task.kind === 'table') return renderTable(task.spec);
  const game = registry.get(task.game);
  if (!game) throw new Error(`render thread: unknown game ${task.game}`);
  return game.render(task.view as never, task.request);
}
