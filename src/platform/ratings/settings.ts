/**
 * A server's competition settings, kept under `competition` in the guild's
 * settings JSON: minimum games to appear on a leaderboard, inactivity decay,
 * rank roles by rating band.
 */
import { z } from 'zod';
import { DEFAULT_RATING_CONFIG, type RatingConfig } from './index.js';

const rankRole = z.object({ roleId: z.string().regex(/^\d{1,25}$/), min: z.number().int() });

export const competitionSettingsSchema = z.object({
  minGames: z.number().int().min(0).max(1000).default(1),
  decay: z
    .object({ graceDays: z.number().int().min(0).max(3650), sigmaPerDay: z.number().positive().max(25) })
    .nullable()
    .default(null),
  rankRoles: z.array(rankRole).max(20).default([]),
});

export type CompetitionSettings = z.infer<typeof competitionSettingsSchema>;

export function competitionSettingsOf(guildSettings: unknown): CompetitionSettings {
  // Stryker disable next-line ConditionalExpression: a truthy string or number has no competition property either
  const raw = guildSettings && typeof guildSettings === 'object' ? (guildSettings as Record<string, unknown>).competition : undefined;
  const parsed = competitionSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : competitionSettingsSchema.parse({});
}

export function ratingConfigOf(settings: CompetitionSettings): RatingConfig {
  return { ...DEFAULT_RATING_CONFIG, decay: settings.decay };
}

/** The role a rating earns: the band with the highest minimum at or below it. */
export function rankRoleFor(rating: number, bands: CompetitionSettings['rankRoles']): string | null {
  const eligible = bands.filter((b) => rating >= b.min).sort((a, b) => b.min - a.min);
  return eligible[0]?.roleId ?? null;
}
