/**
 * /settings: a player's reminders and vacations, and (Manage Server only)
 * the server's defaults for asynchronous play.
 */
import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { t, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import { asyncPlayOf, type AsyncPlay } from '../../platform/clock/service.js';
import { discordTime, timeControlText } from '../../platform/clock/display.js';
import { asyncSettingsSchema, defaultTimeControl, loadAsyncSettings, saveAsyncSettings } from '../../platform/clock/settings.js';
import { utcOffsetMinutesSchema, type ReminderPreference } from '../../platform/clock/reminders.js';
import { parseTimeControl } from '../../platform/clock/time-control.js';
import { vacationDaysUsed } from '../../platform/clock/vacation.js';
import { userRef, type Ctx } from '../context.js';

export async function settings(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  const play = asyncPlayOf(ctx.d.service);
  if (!play) return void (await i.reply(ctx.notice(t('error.unexpected', { ref: 'async-off' }))));
  const sub = i.options.getSubcommand();
  if (sub === 'server') return server(i, ctx, play);
  if (sub === 'vacation') return vacation(i, ctx, play);
  return notifications(i, ctx, play);
}

async function server(i: ChatInputCommandInteraction, ctx: Ctx, play: AsyncPlay): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('settings.guildOnly'))));
  if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) {
    log.info({ event: 'discord.settings_refused', user: i.user.id, guildId: i.guildId });
    return void (await i.reply(ctx.notice(t('settings.adminOnly'))));
  }
  const game = i.options.getString('game') ?? '*';
  const code = i.options.getString('time');
  if (code !== null && !parseTimeControl(code)) return void (await i.reply(ctx.notice(t('settings.badTimeControl', { code }))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const current = await loadAsyncSettings(play.db, i.guildId);
  const next = asyncSettingsSchema.parse({
    ...current,
    timeControls: code !== null ? { ...current.timeControls, [game]: code } : current.timeControls,
    graceHours: i.options.getInteger('grace_hours') ?? current.graceHours,
    challengeDays: i.options.getInteger('challenge_days') ?? current.challengeDays,
    vacationDaysPerMonth: i.options.getInteger('vacation_days') ?? current.vacationDaysPerMonth,
  });
  await saveAsyncSettings(play.db, i.guildId, next);
  log.info({ event: 'discord.settings_saved', guildId: i.guildId, user: i.user.id });
  const gameName = game === '*' ? ctx.tr(t('settings.allGames')) : ctx.d.service.engine(game).name;
  await i.editReply(
    ctx.notice(
      t('settings.serverSaved', {
        game: gameName,
        control: ctx.tr(timeControlText(defaultTimeControl(next, game))),
        grace: next.graceHours,
        days: next.challengeDays,
        vacation: next.vacationDaysPerMonth,
      }),
    ),
  );
}

async function vacation(i: ChatInputCommandInteraction, ctx: Ctx, play: AsyncPlay): Promise<void> {
  const days = i.options.getInteger('days', true);
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  if (days === 0) {
    const ended = await play.endVacation(i.user.id);
    return void (await i.editReply(ctx.notice(t(ended.ended ? 'settings.vacationEnded' : 'settings.noVacation'))));
  }
  const result = await play.startVacation(userRef(i.user, i.locale), i.guildId, days);
  if (!result.ok)
    return void (await i.editReply(ctx.notice(t(`settings.vacation.${result.reason}`, { left: Math.floor(result.daysLeftThisMonth) }))));
  const policy = await loadAsyncSettings(play.db, i.guildId);
  const left = Math.max(0, Math.floor(policy.vacationDaysPerMonth - vacationDaysUsed(result.vacations, result.vacation.startMs)));
  await i.editReply(ctx.notice(t('settings.vacationStarted', { until: discordTime(result.vacation.endMs, 'f'), left })));
}

async function notifications(i: ChatInputCommandInteraction, ctx: Ctx, play: AsyncPlay): Promise<void> {
  const frequency = i.options.getString('frequency', true);
  const dm = i.options.getBoolean('dm');
  let preference: ReminderPreference;
  if (frequency === 'off') preference = { kind: 'off' };
  else if (frequency === 'digest') {
    const hour = i.options.getInteger('hour');
    if (hour === null) return void (await i.reply(ctx.notice(t('settings.digestNeedsHour'))));
    const raw = i.options.getString('utc_offset') ?? '+00:00';
    const offset = parseUtcOffset(raw);
    if (offset === null) return void (await i.reply(ctx.notice(t('settings.badOffset', { offset: raw }))));
    preference = { kind: 'digest', hour, utcOffsetMinutes: offset };
  } else {
    const hours = Number(frequency);
    preference = hours === 4 || hours === 8 ? { kind: 'every', hours } : { kind: 'every', hours: 24 };
  }
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  await play.setReminders(userRef(i.user, i.locale), preference, dm);
  const prefs = await play.preferences(i.user.id);
  const dmText = prefs.remindByDm ? (prefs.dmsClosed ? t('settings.dm.closed') : t('settings.dm.on')) : t('settings.dm.off');
  await i.editReply(ctx.notice(t('settings.remindersSaved', { summary: ctx.tr(summaryOf(preference)), dm: ctx.tr(dmText) })));
}

function summaryOf(p: ReminderPreference): Text {
  if (p.kind === 'off') return t('settings.reminders.off');
  if (p.kind === 'every') return t('settings.reminders.every', { hours: p.hours });
  return t('settings.reminders.digest', { hour: p.hour, offset: formatUtcOffset(p.utcOffsetMinutes) });
}

/** "+02:00", "-5", "UTC+05:45", "+0930" → minutes east of UTC; null when not a real offset. */
export function parseUtcOffset(raw: string): number | null {
  const match = /^(?:UTC|GMT)?\s*([+-])?\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(raw.trim());
  if (!match) return null;
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  return utcOffsetMinutesSchema.safeParse(minutes).success ? minutes : null;
}

export function formatUtcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
