/**
 * Splits a prompt's choices into what one Discord message can hold: up to 20
 * buttons; past that, a step to pick a group (e.g. the hex row) and then the
 * choices inside it; past 25 in one list, pages of a select menu.
 */
import type { Choice, Prompt } from '../core/game.js';
import type { Text } from '../core/text.js';

export const MAX_BUTTON_CHOICES = 20;
export const SELECT_PAGE = 25;

export interface LayoutCursor {
  /** Index into the prompt's groups, when a group was picked. */
  group?: number;
  page?: number;
  /** A choice with a warning, picked once: the panel asks to confirm it. */
  confirm?: string;
}

/** Menus: at most this many groups (one select each), leaving a row for the ungrouped buttons. */
export const MAX_MENUS = 4;
/** Ungrouped buttons beside menus, five to a row (a message holds five rows). */
const MAX_MENU_BUTTONS = 10;
export const BUTTONS_PER_ROW = 5;

/**
 * `extra`: when choices are split by group, the ungrouped ones (e.g. "Stop
 * here", "Cancel") stay reachable as buttons on every step (at most 5).
 */
export type ChoiceLayout =
  | { kind: 'menus'; menus: { index: number; label: Text; choices: Choice[] }[]; buttons: Choice[] }
  | { kind: 'buttons'; choices: Choice[]; back: boolean; extra?: Choice[] }
  | { kind: 'groups'; groups: { index: number; label: Text; count: number }[]; page: number; pages: number; extra?: Choice[] }
  | { kind: 'select'; choices: Choice[]; page: number; pages: number; back: boolean; extra?: Choice[] };

const MAX_EXTRA_BUTTONS = 5;

/** Distinct group labels of a prompt, in first-seen order (compared by JSON). */
export function promptGroups(prompt: Prompt): Text[] {
  const seen = new Map<string, Text>();
  for (const c of prompt.choices) {
    if (c.group === undefined) continue;
    const k = JSON.stringify(c.group);
    if (!seen.has(k)) seen.set(k, c.group);
  }
  return [...seen.values()];
}

export function layoutChoices(prompt: Prompt, cursor: LayoutCursor = {}): ChoiceLayout {
  const groups = promptGroups(prompt);
  if (prompt.layout === 'menus') {
    const menus = menuLayout(prompt, groups);
    if (menus) return menus;
  }
  const useGroups = prompt.choices.length > MAX_BUTTON_CHOICES && groups.length > 1;
  let choices = prompt.choices;
  let back = false;
  let extra: { extra?: Choice[] } = {};
  if (useGroups) {
    const loose = prompt.choices.filter((c) => c.group === undefined).slice(0, MAX_EXTRA_BUTTONS);
    if (loose.length > 0) extra = { extra: loose };
    const g = cursor.group !== undefined ? groups[cursor.group] : undefined;
    if (g === undefined) return { ...groupStep(prompt, groups, cursor.page ?? 0), ...extra };
    const key = JSON.stringify(g);
    choices = prompt.choices.filter((c) => JSON.stringify(c.group) === key);
    back = true;
  }
  if (choices.length <= MAX_BUTTON_CHOICES) return { kind: 'buttons', choices, back, ...extra };
  const pages = Math.ceil(choices.length / SELECT_PAGE);
  const page = clamp(cursor.page ?? 0, pages);
  return { kind: 'select', choices: choices.slice(page * SELECT_PAGE, (page + 1) * SELECT_PAGE), page, pages, back, ...extra };
}

function groupStep(prompt: Prompt, groups: Text[], requestedPage: number): ChoiceLayout {
  const all = groups.map((label, index) => ({
    index,
    label,
    count: prompt.choices.filter((c) => JSON.stringify(c.group) === JSON.stringify(label)).length,
  }));
  const pages = Math.ceil(all.length / SELECT_PAGE);
  const page = clamp(requestedPage, pages);
  return { kind: 'groups', groups: all.slice(page * SELECT_PAGE, (page + 1) * SELECT_PAGE), page, pages };
}

const clamp = (page: number, pages: number): number => Math.max(0, Math.min(pages - 1, Math.floor(page)));

/** One select per group plus a row of ungrouped buttons, or null when that does not fit one message. */
function menuLayout(prompt: Prompt, groups: Text[]): ChoiceLayout | null {
  const buttons = prompt.choices.filter((c) => c.group === undefined);
  const menus = groups.map((label, index) => ({
    index,
    label,
    choices: prompt.choices.filter((c) => c.group !== undefined && JSON.stringify(c.group) === JSON.stringify(label)),
  }));
  if (menus.length > MAX_MENUS || buttons.length > MAX_MENU_BUTTONS || menus.some((m) => m.choices.length > SELECT_PAGE)) return null;
  if (menus.length + Math.ceil(buttons.length / BUTTONS_PER_ROW) > 5) return null;
  return { kind: 'menus', menus, buttons };
}
