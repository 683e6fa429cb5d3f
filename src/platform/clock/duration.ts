import type { Locale } from '../../core/text.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time.js';

type Unit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: readonly [Unit, number][] = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
  ['second', 1000],
];

const WORDS: Record<Locale, Record<Unit, [string, string]>> = {
  en: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'], second: ['second', 'seconds'] },
  fr: { day: ['jour', 'jours'], hour: ['heure', 'heures'], minute: ['minute', 'minutes'], second: ['seconde', 'secondes'] },
};

function word(locale: Locale, unit: Unit, count: number): string {
  const [one, many] = WORDS[locale][unit];
  // French treats 0 and 1 as singular; English only 1.
  const singular = locale === 'fr' ? count <= 1 : count === 1;
  return `${count} ${singular ? one : many}`;
}

/**
 * A duration the way players say it: the largest unit and, if non-zero, the
 * next one down ("1 day 4 hours", "2 days", "35 minutes"). Rounded down so a
 * clock never shows more time than is left; seconds only under a minute.
 */
export function formatDuration(ms: number, locale: Locale = 'en'): string {
  const total = Math.max(0, ms);
  const index = UNITS.findIndex(([, size]) => total >= size);
  if (index === -1) return word(locale, 'second', 0);
  const [unit, size] = UNITS[index]!;
  const major = Math.floor(total / size);
  const parts = [word(locale, unit, major)];
  const next = UNITS[index + 1];
  if (next && unit !== 'minute') {
    const minor = Math.floor((total - major * size) / next[1]);
    if (minor > 0) parts.push(word(locale, next[0], minor));
  }
  return parts.join(' ');
}

/** The match-message line: "Bob — 1 day 4 hours left" / "Bob — il reste 1 jour 4 heures". */
export function clockLine(name: string, remainingMs: number, locale: Locale = 'en'): string {
  if (remainingMs <= 0) return locale === 'fr' ? `${name} — temps écoulé` : `${name} — out of time`;
  const duration = formatDuration(remainingMs, locale);
  return locale === 'fr' ? `${name} — il reste ${duration}` : `${name} — ${duration} left`;
}
