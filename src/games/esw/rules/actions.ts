import { RuleError, type Action, type Choice, type Prompt, type Seat } from '../../../core/game.js';
import { t, type Text } from '../../../core/text.js';
import { mainCard, treasureCard } from '../content/index.js';
import { treasureText } from './describe.js';
import { moveTreasure } from './effects.js';
import { SLOTS, type Slot } from '../content/schema.js';
import { advance, beginResolution, chooseNextCard } from './flow.js';
import { MAX_SPELL_CARDS, type EswState } from './state.js';
import { previewName } from './view.js';
import { cardName, say, seatName, type Events } from './util.js';

/** Slots a hand card may go to: its own type, or any slot for Wild Magic (ESW-WILD-2). */
export function slotsFor(card: string): Slot[] {
  const c = mainCard(card);
  return c.kind === 'wild' ? [...SLOTS] : [c.kind];
}

const SLOT_LETTER: Record<Slot, string> = { source: 's', quality: 'q', destination: 'd' };

/**
 * One building prompt per living wizard who has not locked: add, remove or lock
 * (simultaneous, secret). Additions are grouped by slot, one menu each, so a
 * card is offered only under the slots it fits. A second card in a slot stays
 * offered (ESW-AMB-12) under a menu that says what it costs: the fix at reveal.
 */
function buildPrompt(st: EswState, seat: Seat): Prompt {
  const s = st.seats[seat]!;
  const inDraft = new Set(s.draft.map((p) => p.card));
  const filled = new Set(s.draft.map((p) => p.slot));
  const choices: Choice[] = [];
  if (s.draft.length < MAX_SPELL_CARDS) {
    for (const slot of SLOTS) {
      for (const card of s.hand) {
        if (inDraft.has(card) || !slotsFor(card).includes(slot)) continue;
        choices.push({
          id: `a-${card}-${SLOT_LETTER[slot]}`,
          label: cardLabel(card),
          description: cardHint(card),
          action: { type: 'add', card, slot },
          group: t(filled.has(slot) ? `esw.slot.addExtra.${slot}` : `esw.slot.add.${slot}`),
        });
      }
    }
  }
  for (const p of s.draft) {
    choices.push({
      id: `r-${p.card}`,
      label: t('esw.choice.remove', { card: cardName(p.card) }),
      action: { type: 'remove', card: p.card },
      style: 'secondary',
    });
  }
  if (s.draft.length > 0)
    choices.push({ id: 'lock', label: t('esw.choice.lock', { count: s.draft.length }), action: { type: 'lock' }, style: 'success' });
  return { seat, kind: 'buildSpell', text: buildText(st, seat), choices, secret: true, simultaneous: true, layout: 'menus' };
}

/** The header: how to build, the draft so far, and plainly what an invalid draft will cost (ESW-BUILD-22, ESW-AMB-25). */
function buildText(st: EswState, seat: Seat): Text {
  const draft = st.seats[seat]!.draft;
  if (draft.length === 0) return t('esw.prompt.buildEmpty');
  const vars = { count: draft.length, name: previewName(st, seat, draft) };
  const doubled = SLOTS.find((slot) => draft.filter((p) => p.slot === slot).length > 1);
  return t(doubled ? `esw.prompt.buildInvalid.${doubled}` : 'esw.prompt.build', vars);
}

/** A menu line for a hand card: its name, glyph and (for a Destination) Initiative. */
function cardLabel(card: string): Text {
  const c = mainCard(card);
  if (c.kind === 'wild') return t('esw.choice.wild', { card: c.name });
  if (c.kind === 'destination') return t(`esw.choice.cardInit.${c.glyph}`, { card: c.name, initiative: c.initiative ?? 0 });
  return t(`esw.choice.card.${c.glyph}`, { card: c.name });
}

function cardHint(card: string): Text {
  const c = mainCard(card);
  if (c.kind === 'wild') return t('esw.choice.wildHint');
  return c.target ? t(`esw.target.${c.target}`) : t('esw.choice.noTarget');
}

/** A choice the resolving spell asks of its owner. */
function resolutionPrompt(st: EswState): Prompt {
  const w = st.await!;
  switch (w.kind) {
    case 'fix':
      return {
        seat: w.seat,
        kind: 'fixSpell',
        text: t('esw.prompt.fix'),
        choices: w.cards.map((card) => ({
          id: `f-${card}`,
          label: t('esw.choice.discard', { card: cardName(card) }),
          action: { type: 'fix', card },
        })),
      };
    case 'order':
      return {
        seat: w.seat,
        kind: 'orderCards',
        text: t('esw.prompt.order'),
        choices: w.cards.map((card) => ({
          id: `o-${card}`,
          label: t('esw.choice.resolveFirst', { card: cardName(card) }),
          action: { type: 'order', card },
        })),
      };
    case 'target':
      return {
        seat: w.seat,
        kind: 'chooseTarget',
        text: t('esw.prompt.target', { card: cardName(w.card) }),
        choices: w.seats.map((target) => ({
          id: `t-${target}`,
          label: t('esw.choice.target', { who: seatName(st, target), life: st.seats[target]!.life }),
          action: { type: 'target', seat: target },
        })),
      };
    case 'steal':
      return {
        seat: w.seat,
        kind: 'stealTreasure',
        text: t('esw.prompt.steal', { who: seatName(st, w.from), card: cardName(w.card) }),
        choices: w.treasures.map((id) => ({
          id: `s-${id}`,
          label: t('esw.choice.steal', { treasure: treasureCard(id).name }),
          description: treasureText(id),
          action: { type: 'steal', treasure: id },
        })),
      };
  }
}

export function eswPrompts(st: EswState): Prompt[] {
  if (st.phase === 'over') return [];
  if (st.phase === 'build') return st.seats.flatMap((s, seat) => (s.alive && !s.locked ? [buildPrompt(st, seat)] : []));
  return st.await ? [resolutionPrompt(st)] : [];
}

/**
 * The first prompt of `eswPrompts` alone (none when it lists none): who moves next in a playout, without building
 * every other wizard's menus of the build.
 */
export function firstPrompt(st: EswState): Prompt | undefined {
  if (st.phase === 'over') return undefined;
  if (st.phase === 'resolve') return st.await ? resolutionPrompt(st) : undefined;
  const seat = st.seats.findIndex((s) => s.alive && !s.locked);
  return seat < 0 ? undefined : buildPrompt(st, seat);
}

/** The prompt one seat owes now, if any (the same prompt `eswPrompts` lists for that seat). */
function promptOf(st: EswState, seat: Seat): Prompt | null {
  if (st.phase === 'build') {
    const s = st.seats[seat];
    return s && s.alive && !s.locked ? buildPrompt(st, seat) : null;
  }
  return st.phase === 'resolve' && st.await?.seat === seat ? resolutionPrompt(st) : null;
}

/** Actions are flat objects: equal keys with equal primitive values. */
function sameAction(a: Action, b: Action): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function isOffered(st: EswState, seat: Seat, action: Action): boolean {
  const prompt = promptOf(st, seat);
  return !!prompt && prompt.choices.some((c) => sameAction(c.action, action));
}

/** Applies an offered action in place on an already cloned state. */
export function applyInPlace(st: EswState, seat: Seat, action: Action, events: Events): void {
  if (!isOffered(st, seat, action)) {
    throw new RuleError(st.phase === 'over' ? t('esw.err.over') : t('esw.err.notOffered'));
  }
  applyOffered(st, seat, action, events);
}

/**
 * Applies in place an action known to be offered, without checking it again: for the search's playouts, whose moves
 * come from the prompts or the bot of the same state (the platform's moves go through applyInPlace).
 */
export function applyOffered(st: EswState, seat: Seat, action: Action, events: Events): void {
  const s = st.seats[seat]!;
  switch (action.type) {
    case 'add':
      s.draft.push({ card: String(action.card), slot: action.slot as Slot });
      return;
    case 'remove':
      s.draft = s.draft.filter((p) => p.card !== action.card);
      return;
    case 'lock':
      lockSpell(st, seat, events);
      return;
    case 'fix': {
      const casting = st.casting!;
      const i = casting.cards.findIndex((c) => c.card === action.card);
      casting.cards.splice(i, 1);
      st.main.discard.push(String(action.card));
      say(events, 'fixed', { who: seatName(st, seat), card: cardName(String(action.card)) });
      st.await = null;
      advance(st, events);
      return;
    }
    case 'order':
      chooseNextCard(st.casting!, String(action.card));
      say(events, 'ordered', { who: seatName(st, seat), card: cardName(String(action.card)) });
      st.await = null;
      advance(st, events);
      return;
    case 'target': {
      const w = st.await!;
      if (w.kind !== 'target') throw new RuleError(t('esw.err.notOffered'));
      say(events, 'chosenTarget', { who: seatName(st, seat), target: seatName(st, Number(action.seat)) });
      st.casting!.steps[0] = { k: 'effects', card: w.card, targets: [Number(action.seat)] };
      st.await = null;
      advance(st, events);
      return;
    }
    case 'steal': {
      const w = st.await!;
      if (w.kind !== 'steal') throw new RuleError(t('esw.err.notOffered'));
      st.await = null;
      moveTreasure(st, w.from, seat, String(action.treasure), events);
      advance(st, events);
      return;
    }
  }
}

/** Confirming places the draft face down (ESW-PLACE-1); when all the living have, the order is settled. */
function lockSpell(st: EswState, seat: Seat, events: Events): void {
  const s = st.seats[seat]!;
  const chosen = new Set(s.draft.map((p) => p.card));
  s.hand = s.hand.filter((c) => !chosen.has(c));
  s.spell = s.draft;
  s.draft = [];
  s.locked = true;
  say(events, 'locked', { who: seatName(st, seat) });
  if (st.seats.every((x) => !x.alive || x.locked)) beginResolution(st, events);
}
