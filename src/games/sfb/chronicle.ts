/**
 * What the Discord module keeps beside the engine's state, from one apply to
 * the next (public facts only; the engine's clone drops unknown fields, so
 * each apply carries them over):
 * - the VP story: each knock-out and challenge scored, with its round;
 * - the lines of the card or standard action being resolved, turned into one
 *   readable event when it ends ("Alice plays Fireball with Gwaien: … hits
 *   Rath for 2 …; Rath is moved 2 hexes").
 */
import type { Action, ApplyResult, GameEvent } from '../../core/game.js';
import { t, type Locale, type StringCatalog, type Text, type TextVars } from '../../core/text.js';
import { sfbEngine, type SfbState } from './engine.js';

export interface VpStoryEntry {
  round: number;
  kind: 'ko' | 'challenge';
  vars: TextVars;
}

export type ChronicledState = SfbState & { story?: VpStoryEntry[]; lines?: Text[] };

/** The line that sums up an action once it is resolved. */
const SUMMARY_KEY = 'sfb.ui.summary';
const keyOf = (text: Text): string | null => (typeof text === 'string' ? null : text.key);
/** Lines that open an action; the summary starts with them. */
const OPENERS = new Set(['sfb.ev.play', 'sfb.ev.std']);
/** Lines that are about the turn, not the action. */
const NOT_ACTION = new Set([
  'sfb.ev.turn',
  'sfb.ev.round',
  'sfb.ev.endTurn',
  'sfb.ev.track',
  'sfb.ev.challenge',
  'sfb.ev.win',
  'sfb.ev.cancel',
]);
const SUMMARY_MAX = 600;

export function chronicledApply(catalog: StringCatalog) {
  return (state: SfbState, seat: number, action: Action): ApplyResult<SfbState> => {
    const res = sfbEngine.apply(state, seat, action);
    const prev = state as ChronicledState;
    const story = [...(prev.story ?? [])];
    let lines = [...(prev.lines ?? [])];
    const events: GameEvent[] = [...res.events];
    for (const e of res.events) {
      if (e.visibleTo || typeof e.text === 'string') continue;
      const key = e.text.key;
      if (key === 'sfb.ev.ko') story.push({ round: res.state.round, kind: 'ko', vars: e.text.vars ?? {} });
      if (key === 'sfb.ev.challenge') story.push({ round: res.state.round, kind: 'challenge', vars: e.text.vars ?? {} });
      if (key === 'sfb.ev.cancel') lines = [];
      else if (OPENERS.has(key)) lines = [e.text];
      else if (lines.length > 0 && !NOT_ACTION.has(key)) lines.push(e.text);
    }
    if (res.state.act === null && lines.length > 0) {
      events.push({ text: t(SUMMARY_KEY, { en: summary(lines, 'en', catalog), fr: summary(lines, 'fr', catalog) }) });
      lines = [];
    }
    const next = res.state as ChronicledState;
    if (story.length > 0) next.story = story;
    if (lines.length > 0) next.lines = lines;
    return { state: next, events };
  };
}

function summary(lines: Text[], locale: Locale, catalog: StringCatalog): string {
  const [head, ...rest] = lines.map((l) => fill(l, locale, catalog));
  const colon = locale === 'fr' ? ' : ' : ': ';
  const text = rest.length > 0 ? `${head}${colon}${rest.join(' ; '.slice(locale === 'fr' ? 0 : 1))}` : head!;
  return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1)}…`;
}

function fill(text: Text, locale: Locale, catalog: StringCatalog): string {
  if (typeof text === 'string') return text;
  const template = catalog[locale][text.key] ?? catalog.en[text.key] ?? text.key;
  const vars = text.vars ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The lines a summary line retells: for each summary, the steps of its
 * action before it (back to the line that opened the action). A step whose
 * summary is not in the list yet (a card still resolving) is kept.
 */
export function retoldSteps(texts: readonly Text[]): boolean[] {
  const retold = texts.map(() => false);
  texts.forEach((text, k) => {
    if (keyOf(text) !== SUMMARY_KEY) return;
    for (let j = k - 1; j >= 0; j--) {
      const key = keyOf(texts[j]!);
      if (key === SUMMARY_KEY || key === 'sfb.ev.cancel') break;
      if (key !== null && NOT_ACTION.has(key)) continue;
      retold[j] = true;
      if (key !== null && OPENERS.has(key)) break;
    }
  });
  return retold;
}
