/**
 * "Since your last move": the lines a player reads when they open their panel
 * or get a reminder, in their language — public events, plus the private ones
 * meant for them where only they read it (the panel, a DM), never in a thread.
 */
import { t } from '../core/text.js';
import type { Locale } from '../core/text.js';
import { log } from '../logger.js';
import { recapSince } from '../platform/matches/replay.js';
import { replaysOf } from '../platform/matches/replays.js';
import type { MatchRecord, MatchService } from '../platform/matches/service.js';
import { joinNames, translate } from './strings.js';

/** Events shown at most (the latest): a few lines, not the whole log. */
export const RECAP_EVENTS = 8;

export async function recapLines(
  service: MatchService,
  m: MatchRecord,
  seat: number,
  locale: Locale,
  privateToo: boolean,
  limit = RECAP_EVENTS,
): Promise<string[]> {
  if (m.status !== 'active') return [];
  try {
    const recap = recapSince(await replaysOf(service).timeline(m), seat, { privateToo, limit });
    if (recap.events.length === 0) return [];
    const strings = service.engine(m.game).strings;
    const tr = (x: Parameters<typeof translate>[0]) => translate(x, locale, strings);
    const who = joinNames(
      recap.movers.map((s) => m.seats[s]?.name ?? '?'),
      locale,
    );
    const lines = [`**${tr(t(recap.since === 0 ? 'recap.titleStart' : 'recap.title', { names: who, count: recap.movers.length }))}**`];
    if (recap.earlier > 0) lines.push(`-# ${tr(t('recap.earlier', { n: recap.earlier }))}`);
    lines.push(...recap.events.map((e) => `• ${tr(e)}`));
    return lines;
  } catch (e) {
    // A recap is a courtesy: a log that no longer replays must not keep the player from their panel.
    log.warn({ event: 'recap.failed', matchId: m.id, err: String(e) });
    return [];
  }
}
