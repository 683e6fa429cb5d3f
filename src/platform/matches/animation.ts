/**
 * A picture of the whole match (#18): an animated GIF of the public board
 * after each round, built from the replay timeline through the game contract
 * only — each frame is `render(view(state, 'public'), { kind: 'board' })` of
 * a round's last state — then downscaled and encoded with one palette.
 *
 * Frames: the board as the first round begins, then the board at the end of
 * every round (the last one as the match ended, drawn as over): rounds + 1
 * frames. A game that gives no positions (`replay.position`) gets two: the
 * start and the end. Long matches keep the first frame, the last one and an
 * even spread of the rounds between (at most MAX_FRAMES).
 *
 * GIF rather than APNG: Discord animates GIF attachments in the chat, and
 * shows only the first frame of an APNG. The frames are drawn, and the GIF
 * assembled (src/core/render/gif.ts), by the renderer: in the render pool's
 * threads in the bot.
 */
import type { Json } from '../../core/game.js';
import type { Locale } from '../../core/text.js';
import type { AnyGame } from '../../games/registry.js';
import type { Timeline } from './replay.js';
import { inlineRenderer, type Renderer } from '../render-pool.js';

/** Frame width in pixels (boards are drawn at 1280 or so: half keeps them readable and the file small). */
export const ANIMATION_WIDTH = 640;
/** At most this many frames (Discord's upload limit stays far away whatever the length of the match). */
export const MAX_FRAMES = 40;
const FRAME_MS = 900;
const LAST_FRAME_MS = 4000;

export interface MatchAnimation {
  gif: Buffer;
  /** The timeline step each frame shows, in order. */
  steps: number[];
  width: number;
  height: number;
}

/** The steps shown: the first round's beginning, then each round's last step (the final step last). */
export function animationSteps(timeline: Timeline): number[] {
  const starts = timeline.positions().filter((p) => p.position.round >= 1);
  const rounds: { round: number; step: number }[] = [];
  for (const p of starts) if (!rounds.some((r) => r.round === p.position.round)) rounds.push({ round: p.position.round, step: p.step });
  if (rounds.length === 0) return timeline.steps === 0 ? [0] : [0, timeline.steps];
  const steps = [rounds[0]!.step];
  rounds.forEach((r, k) => {
    const next = rounds[k + 1];
    steps.push(next ? Math.max(r.step, next.step - 1) : timeline.steps);
  });
  return spread(steps, MAX_FRAMES);
}

/** Keeps the first and last and an even spread between, at most `max`. */
function spread(steps: number[], max: number): number[] {
  if (steps.length <= max) return steps;
  const out: number[] = [];
  for (let k = 0; k < max; k++) out.push(steps[Math.round((k * (steps.length - 1)) / (max - 1))]!);
  return out;
}

/** The animated GIF of a match's public board, round after round; null when the game draws no board. */
export async function matchAnimation(
  engine: AnyGame,
  timeline: Timeline,
  opts: { locale: Locale; over: boolean; width?: number; renderer?: Renderer },
): Promise<MatchAnimation | null> {
  const renderer = opts.renderer ?? inlineRenderer;
  const steps = animationSteps(timeline);
  const pngs: Buffer[] = [];
  for (const [k, step] of steps.entries()) {
    const view = engine.view(timeline.stateAt(step), 'public') as Json;
    const over = opts.over && k === steps.length - 1;
    const request = { kind: 'board', locale: opts.locale, ...(over ? { over } : {}) };
    const image = await renderer.render(engine, view, request);
    if (!image) return null;
    pngs.push(image.png);
  }
  const gif = await renderer.gif(pngs, opts.width ?? ANIMATION_WIDTH, { frameMs: FRAME_MS, lastFrameMs: LAST_FRAME_MS });
  return gif && { ...gif, steps };
}
