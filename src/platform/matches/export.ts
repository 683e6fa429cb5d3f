/**
 * A match as a file anyone can check (`/match export`, `npm run replay --
 * file.json`): game, content version, options, seats, seed and actions, plus
 * what it ended with (the stored outcome and a digest of the final state).
 * Replaying it applies every action the engine must have offered at its step
 * and compares the end with what was recorded.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, type Action, type Outcome } from '../../core/game.js';
import { t, type Text } from '../../core/text.js';
import type { GameRegistry } from '../../games/registry.js';
import { ReplayError, Timeline, type MatchLog } from './replay.js';

export const EXPORT_FORMAT = 'tavern-match';

const json: z.ZodType<unknown> = z.unknown();

const exportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.literal(1),
  matchId: z.string().max(64),
  game: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/),
  contentVersion: z.string().min(1).max(40),
  options: json,
  seats: z
    .array(z.object({ name: z.string().max(100), bot: z.boolean().optional(), team: z.number().int().min(0).optional() }))
    .min(1)
    .max(12),
  seed: z.string().min(1).max(200),
  actions: z.array(z.object({ seat: z.number().int().min(0).max(11), action: z.looseObject({ type: z.string().min(1) }) })).max(100_000),
  result: z.object({
    status: z.string(),
    outcome: z.object({ ranking: z.array(z.array(z.number().int())), reason: json }).nullable(),
    /** sha256 of the final state's canonical JSON. */
    finalState: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

export type MatchExport = z.infer<typeof exportSchema>;

export const stateDigest = (state: unknown): string => createHash('sha256').update(canonicalJson(state)).digest('hex');

export function exportOf(
  matchId: string,
  log: MatchLog,
  result: { status: string; outcome: Outcome | null; finalState: unknown },
): MatchExport {
  return {
    format: EXPORT_FORMAT,
    formatVersion: 1,
    matchId,
    game: log.game,
    contentVersion: log.contentVersion,
    options: log.options,
    seats: log.seats.map((s) => ({ name: s.name, ...(s.bot ? { bot: true } : {}), ...(s.team !== undefined ? { team: s.team } : {}) })),
    seed: log.seed,
    actions: log.actions.map((a) => ({ seat: a.seat, action: a.action })),
    result: { status: result.status, outcome: result.outcome, finalState: stateDigest(result.finalState) },
  };
}

export interface VerifiedExport {
  file: MatchExport;
  steps: number;
  /** The outcome the rules reach (null when the match ended outside them: a resignation, a time-out). */
  outcome: Outcome | null;
}

/** Reads a file's text: a clear refusal (ReplayError) when it is not an export this program can read. */
export function parseExport(text: string): MatchExport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReplayError(t('export.notJson'));
  }
  const parsed = exportSchema.safeParse(raw);
  if (!parsed.success)
    throw new ReplayError(t('export.badFile', { details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }));
  return parsed.data;
}

/** Rebuilds the match step by step and checks its end; throws ReplayError naming the first problem. */
export function verifyExport(registry: GameRegistry, file: MatchExport): VerifiedExport {
  const engine = registry.get(file.game);
  if (!engine) throw new ReplayError(t('replay.wrongGame', { game: file.game }));
  const log: MatchLog = {
    game: file.game,
    contentVersion: file.contentVersion,
    options: file.options,
    seats: file.seats,
    seed: file.seed,
    actions: file.actions.map((a) => ({ seat: a.seat, action: a.action as Action })),
  };
  const timeline = Timeline.build(engine, log, { verify: true });
  if (stateDigest(timeline.finalState) !== file.result.finalState) throw new ReplayError(t('export.finalDiffers'), timeline.steps);
  const outcome = engine.outcome(timeline.finalState);
  // An outcome the rules reached must be the recorded one; one reached outside them (resigned, timed out) is the record's.
  if (outcome && canonicalJson(outcome.ranking) !== canonicalJson(file.result.outcome?.ranking ?? null))
    throw new ReplayError(t('export.outcomeDiffers'), timeline.steps);
  return { file, steps: timeline.steps, outcome };
}

/** The recorded outcome's reason, as a Text (it is stored as one). */
export const reasonOf = (file: MatchExport): Text | null => (file.result.outcome ? (file.result.outcome.reason as Text) : null);
