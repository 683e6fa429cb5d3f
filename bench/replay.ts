/**
 * Replay figures (#18): one step of the /match replay viewer on a
 * 300-action Super Fantasy Brawl match — rebuilding the state at a random
 * step and drawing its board — with the timeline cached (a click in an open
 * viewer) and rebuilt (the first click after a move), p50/p95; and the
 * animated board of that match (the result message's GIF): build time, size
 * and frame count.
 */
import type { Action, Json, SeatSpec } from '../src/core/game.js';
import { sfb } from '../src/games/sfb/index.js';
import type { AnyGame } from '../src/games/registry.js';
import { matchAnimation, type MatchAnimation } from '../src/platform/matches/animation.js';
import { Timeline, frame, type MatchLog } from '../src/platform/matches/replay.js';
import { percentile, round, timeRuns, type BenchFigure } from './stats.js';

const ACTIONS = 300;
const engine = sfb as AnyGame;

/** A bot match of at least 300 actions (the first seed whose match lasts that long), cut at 300. */
function longMatch(): MatchLog {
  const seats: SeatSpec[] = [{ name: 'Alice' }, { name: 'Bruno' }];
  for (let seed = 0; ; seed++) {
    const options = engine.options.parse({});
    let state = engine.setup(options, seats, `bench-replay-${seed}`);
    const actions: { seat: number; action: Action }[] = [];
    while (!engine.outcome(state) && actions.length < ACTIONS) {
      const prompt = engine.prompts(state)[0];
      if (!prompt) break;
      const action = engine.botAction(state, prompt.seat);
      state = engine.apply(state, prompt.seat, action).state;
      actions.push({ seat: prompt.seat, action });
    }
    if (actions.length === ACTIONS)
      return { game: engine.id, contentVersion: engine.contentVersion ?? '1', options, seats, seed: `bench-replay-${seed}`, actions };
  }
}

export async function run(): Promise<BenchFigure[]> {
  const log = longMatch();
  const steps = (i: number) => (i * 7919) % (ACTIONS + 1);
  const cached = Timeline.build(engine, log);
  const showStep = async (timeline: Timeline, k: number) => {
    const shown = frame(engine, timeline, k, { kind: 'public' });
    await engine.render(shown.view as Json, { kind: 'board', locale: 'en' });
  };
  const warm = await timeRuns(60, (i) => showStep(cached, steps(i)));
  const cold = await timeRuns(20, (i) => showStep(Timeline.build(engine, log), steps(i)), 1);
  const build = await timeRuns(10, () => Timeline.build(engine, log, { verify: true }), 1);
  // The animated board of the whole match (result message): from the timeline, one frame per round.
  let animation: MatchAnimation | null = null;
  const animate = await timeRuns(
    3,
    async () => {
      animation = await matchAnimation(engine, Timeline.build(engine, log), { locale: 'en', over: false });
    },
    1,
  );
  const gif = animation as MatchAnimation | null;
  if (!gif) throw new Error('SFB draws a board: the animation cannot be empty');
  return [
    { name: 'replay step, cached timeline (rebuild + render) p50', value: round(percentile(warm, 50)), unit: 'ms' },
    { name: 'replay step, cached timeline (rebuild + render) p95', value: round(percentile(warm, 95)), unit: 'ms' },
    { name: 'replay step, timeline rebuilt (300 actions + render) p50', value: round(percentile(cold, 50)), unit: 'ms' },
    { name: 'replay step, timeline rebuilt (300 actions + render) p95', value: round(percentile(cold, 95)), unit: 'ms' },
    { name: 'export check of 300 actions (every action offered) p50', value: round(percentile(build, 50)), unit: 'ms' },
    { name: 'match animation of 300 actions (GIF, timeline + renders + encode) p50', value: round(percentile(animate, 50)), unit: 'ms' },
    { name: 'match animation of 300 actions: size', value: round(gif.gif.length / 1024), unit: 'KB' },
    { name: 'match animation of 300 actions: frames', value: gif.steps.length, unit: 'frames' },
  ];
}
