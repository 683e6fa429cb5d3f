/**
 * A server's asynchronous-play settings, kept under `async` in the guild's
 * settings JSON (other features keep their own keys there), and a player's
 * reminder preference.
 */
import { z } from 'zod';
import { DAY_MS, HOUR_MS } from './time.js';
import { parseTimeControl, type TimeControl } from './time-control.js';
import { DEFAULT_REMINDER_PREFERENCE, reminderPreferenceSchema, type ReminderPreference } from './reminders.js';
import { Prisma, type Db } from '../db/client.js';
import type { Tx } from '../matches/service.js';
import { sqlOf, type Sql } from '../db/sql.js';

/** When nobody chose: correspondence, three days per move. */
export const PLATFORM_DEFAULT_TIME_CONTROL: TimeControl = { kind: 'correspondence', daysPerMove: 3 };

export const asyncSettingsSchema = z.object({
  /** Default time control per game id, as codes ("none", "live:10", "days:3"); "*" for every game. */
  timeControls: z.record(z.string(), z.string()).default({}),
  /** After a time-out, how long opponents may claim before the match ends on its own. */
  graceHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24)
    .default(24),
  /** Unanswered challenges expire after this many days. */
  challengeDays: z.number().int().min(1).max(30).default(7),
  vacationDaysPerMonth: z.number().int().min(0).max(31).default(7),
});
export type AsyncSettings = z.infer<typeof asyncSettingsSchema>;

export const DEFAULT_ASYNC_SETTINGS: AsyncSettings = asyncSettingsSchema.parse({});

export function asyncSettingsOf(settings: unknown): AsyncSettings {
  // Stryker disable next-line ConditionalExpression: a truthy string or number has no async property either
  const raw = settings && typeof settings === 'object' ? (settings as Record<string, unknown>).async : undefined;
  const parsed = asyncSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_ASYNC_SETTINGS;
}

// Stryker disable all: the database side, exercised by the PostgreSQL tests (test/clock/settings.test.ts) that mutation testing does not run.
export async function loadAsyncSettings(db: Sql | Tx | Db, guildId: string | null): Promise<AsyncSettings> {
  if (!guildId) return DEFAULT_ASYNC_SETTINGS;
  const rows = await sqlOf(db).rows<{ settings: unknown }>('SELECT settings FROM guilds WHERE id = $1', [guildId]);
  return asyncSettingsOf(rows[0]?.settings);
}

/** Writes only the `async` key, atomically, so other features' settings are untouched. */
export async function saveAsyncSettings(db: Tx | Db, guildId: string, next: AsyncSettings): Promise<void> {
  await db.guild.upsert({ where: { id: guildId }, create: { id: guildId }, update: {} });
  await db.$executeRaw`UPDATE guilds SET settings = jsonb_set(settings, '{async}', ${JSON.stringify(next)}::jsonb), updated_at = now() WHERE id = ${guildId}`;
}

// Stryker restore all
export function defaultTimeControl(settings: AsyncSettings, game: string): TimeControl {
  const code = settings.timeControls[game] ?? settings.timeControls['*'];
  return (code ? parseTimeControl(code) : null) ?? PLATFORM_DEFAULT_TIME_CONTROL;
}

export const graceMs = (s: AsyncSettings): number => s.graceHours * HOUR_MS;
export const challengeTtlMs = (s: AsyncSettings): number => s.challengeDays * DAY_MS;

export function reminderPreferenceOf(raw: unknown): ReminderPreference {
  const parsed = reminderPreferenceSchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_PREFERENCE;
}

export const asJson = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;
