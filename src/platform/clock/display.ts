/**
 * What the clock looks like to players: the lines under the match message
 * ("Bob — 1 day 4 hours left"), whether a claim button belongs there, and
 * the time left in /games. Pure: the caller passes `now`.
 */
import { t, type Locale, type Text } from '../../core/text.js';
import { clockLine, formatDuration } from './duration.js';
import { timeControlSchema, type TimeControl } from './time-control.js';
import type { MatchRecord } from '../matches/service.js';

type SeatRow = MatchRecord['seats'][number];

export function timeControlOf(m: Pick<MatchRecord, 'timeControl'>): TimeControl {
  const parsed = timeControlSchema.safeParse(m.timeControl);
  return parsed.success ? parsed.data : { kind: 'none' };
}

/** "3 days per move", "10 minutes per move", "no time limit". */
export function timeControlText(control: TimeControl): Text {
  if (control.kind === 'none') return t('clock.control.none');
  if (control.kind === 'live') return t('clock.control.live', { minutes: control.minutesPerMove });
  return t('clock.control.days', { days: control.daysPerMove });
}

const owes = (s: SeatRow): boolean => s.owedSince !== null && s.removedAt === null && s.automatedAt === null;

/** Time left for a seat at `now`, in milliseconds; null when its clock is not running. */
export function seatTimeLeft(s: SeatRow, now: number): number | null {
  if (!owes(s) || !s.deadline) return null;
  if (s.timedOutAt) return 0;
  // Stryker disable next-line EqualityOperator: at pausedUntil = now both branches give deadline − now
  if (s.pausedUntil && s.pausedUntil.getTime() > now) {
    // Paused: the deadline already counts the vacation; what is left is measured from its end.
    return s.deadline.getTime() - s.pausedUntil.getTime();
  }
  return Math.max(0, s.deadline.getTime() - now);
}

/** One line per seat that owes a timed decision. */
export function clockLines(m: MatchRecord, now: number, locale: Locale): Text[] {
  if (m.status !== 'active') return [];
  const lines: Text[] = [];
  for (const s of m.seats) {
    const left = seatTimeLeft(s, now);
    if (left === null) continue;
    if (s.pausedUntil && s.pausedUntil.getTime() > now && !s.timedOutAt) {
      lines.push(t('clock.paused', { name: s.name, left: formatDuration(left, locale), until: discordTime(s.pausedUntil, 'f') }));
    } else {
      lines.push(clockLine(s.name, left, locale));
    }
  }
  return lines;
}

/** True when some seat has run out of time: the match message shows "Claim the win". */
export function claimable(m: MatchRecord): boolean {
  return m.status === 'active' && m.seats.some((s) => owes(s) && s.timedOutAt !== null);
}

/** The seats `userId` owes a decision in (several for one user in odd setups). */
export function owedBy(m: MatchRecord, userId: string): SeatRow[] {
  return m.status === 'active' ? m.seats.filter((s) => s.userId === userId && owes(s)) : [];
}

/** Discord renders `<t:unix:style>` in each reader's own time zone. */
export function discordTime(at: Date | number, style: 'f' | 'R' | 't' = 'R'): string {
  return `<t:${Math.floor(new Date(at).getTime() / 1000)}:${style}>`;
}

/** A jump link to the match message (or its thread/channel). */
export function matchUrl(m: Pick<MatchRecord, 'guildId' | 'channelId' | 'threadId' | 'messageId'>): string {
  if (m.guildId && m.messageId) return `https://discord.com/channels/${m.guildId}/${m.threadId ?? m.channelId}/${m.messageId}`;
  return m.threadId ? `<#${m.threadId}>` : m.channelId ? `<#${m.channelId}>` : '';
}
