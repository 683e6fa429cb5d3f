/**
 * Conformance-scenario runner: `npm run scenarios -- <dir>` runs every *.json
 * under a directory (recursively), prints one line per failing scenario and a
 * last line `N passed, M failed`, and exits non-zero on failure. The runner is
 * game-agnostic: each file names its `game`, and the game's module provides
 * `scenarios.setup` and `scenarios.check` (see docs/scenarios.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { RuleError, type Action, type GameEvent, type Json, type Prompt, type ScenarioSupport, type Seat } from '../core/game.js';
import { sfbEngine } from '../games/sfb/engine.js';
import { eswEngine } from '../games/esw/engine.js';
import { atEngine } from '../games/at/engine.js';
import { cohEngine } from '../games/coh/engine.js';

/** What the runner needs from a game. */
export interface ScenarioGame {
  prompts(state: unknown): Prompt[];
  apply(state: unknown, seat: Seat, action: Action): { state: unknown; events: GameEvent[] };
  scenarios?: ScenarioSupport<unknown>;
}

export const ENGINES: Record<string, ScenarioGame> = {
  sfb: sfbEngine as unknown as ScenarioGame,
  esw: eswEngine as unknown as ScenarioGame,
  at: atEngine as unknown as ScenarioGame,
  coh: cohEngine as unknown as ScenarioGame,
};

const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);
const stepSchema = z
  .object({
    seat: z.number().int().min(0),
    /** A choice id of the seat's current prompt. */
    choose: z.string().optional(),
    /** Or a raw action (to test refusals of actions never offered). */
    action: z.record(z.string(), jsonValue).optional(),
    /** When set, the step must be refused with a RuleError whose text contains this. */
    error: z.string().optional(),
    /** Expectations checked right after this step. */
    expect: jsonValue.optional(),
  })
  .refine((s) => (s.choose === undefined) !== (s.action === undefined), 'a step needs exactly one of choose / action');

export const scenarioSchema = z.object({
  game: z.string(),
  name: z.string(),
  rules: z.array(z.string()).min(1),
  description: z.string().optional(),
  setup: jsonValue,
  steps: z.array(stepSchema).default([]),
  expect: jsonValue.optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

function errorText(e: RuleError): string {
  const r = e.reason;
  return typeof r === 'string' ? r : `${r.key} ${JSON.stringify(r.vars ?? {})}`;
}

/** Runs one scenario; returns the list of failures (empty when it passes). */
export function runScenario(raw: unknown, engines: Record<string, ScenarioGame> = ENGINES): string[] {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return [`invalid scenario: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
  const sc = parsed.data;
  const game = engines[sc.game];
  if (!game) return [`unknown game ${sc.game}`];
  if (!game.scenarios) return [`game ${sc.game} has no scenario support`];
  const support = game.scenarios;
  let state: unknown;
  let events: GameEvent[];
  try {
    ({ state, events } = support.setup(sc.setup));
  } catch (e) {
    return [`setup failed: ${(e as Error).message}`];
  }
  const fails: string[] = [];
  for (const [i, step] of sc.steps.entries()) {
    let action: Action;
    if (step.choose !== undefined) {
      const choice = game
        .prompts(state)
        .find((p) => p.seat === step.seat)
        ?.choices.find((c) => c.id === step.choose);
      if (!choice && step.error === undefined) {
        const offered = game
          .prompts(state)
          .map((p) => `seat ${p.seat} ${p.kind}: ${p.choices.map((c) => c.id).join(' ')}`)
          .join(' | ');
        return [...fails, `step ${i + 1}: "${step.choose}" is not offered to seat ${step.seat} (${offered || 'no prompt'})`];
      }
      action = choice ? choice.action : { type: 'unknown', c: step.choose };
    } else action = step.action as Action;
    try {
      const res = game.apply(state, step.seat, action);
      if (step.error !== undefined) return [...fails, `step ${i + 1}: expected a refusal containing "${step.error}", but it was applied`];
      state = res.state;
      events = [...events, ...res.events];
    } catch (e) {
      if (!(e instanceof RuleError)) return [...fails, `step ${i + 1}: crashed: ${(e as Error).stack ?? e}`];
      if (step.error === undefined) return [...fails, `step ${i + 1}: refused: ${errorText(e)}`];
      if (!errorText(e).includes(step.error)) fails.push(`step ${i + 1}: refusal "${errorText(e)}" does not contain "${step.error}"`);
    }
    if (step.expect !== undefined) fails.push(...checkSafely(support, state, step.expect, events).map((f) => `after step ${i + 1}: ${f}`));
  }
  if (sc.expect !== undefined) fails.push(...checkSafely(support, state, sc.expect, events));
  return fails;
}

/** A game's check of an expectation; one it cannot read (a record where a list belongs, an unknown seat) is a failure, not a crash. */
function checkSafely(support: NonNullable<ScenarioGame['scenarios']>, state: unknown, expect: Json, events: GameEvent[]): string[] {
  try {
    return support.check(state, expect, events);
  } catch (e) {
    return [`the expectation could not be checked: ${(e as Error).message}`];
  }
}

export function listScenarioFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listScenarioFiles(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

export function main(dirs: string[]): number {
  let passed = 0;
  let failed = 0;
  for (const dir of dirs) {
    for (const file of listScenarioFiles(dir)) {
      let fails: string[];
      try {
        fails = runScenario(JSON.parse(readFileSync(file, 'utf8')));
      } catch (e) {
        fails = [`unreadable: ${(e as Error).message}`];
      }
      if (fails.length === 0) passed++;
      else {
        failed++;
        console.log(`FAIL ${relative(process.cwd(), file)}: ${fails.join(' / ')}`);
      }
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || passed + failed === 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2).filter((a) => a !== '--');
  if (dirs.length === 0) {
    console.log('usage: npm run scenarios -- <dir> [<dir>…]');
    process.exit(2);
  }
  process.exit(main(dirs));
}
