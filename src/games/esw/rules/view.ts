import type { Json, Outcome, Viewer } from '../../../core/game.js';
import { t, type Text } from '../../../core/text.js';
import { deadWizardCard, mainCard, treasureCard, wizardCard } from '../content/index.js';
import type { Placed } from './state.js';
import type { EswState } from './state.js';
import { initiativeOf, MAGIC_WORD } from './util.js';

/**
 * What a viewer may see. Public: life, tokens, Treasures, Dead Wizard cards,
 * who has locked, declared counts, the revealed spell. Private to a seat: its
 * hand, its draft and its own face-down spell. Deck order is never shown.
 */
export function eswView(st: EswState, viewer: Viewer): Json {
  const players = st.seats.map((s, seat) => ({
    seat,
    name: st.names[seat] ?? '',
    wizard: wizardCard(s.wizard).name,
    life: s.life,
    alive: s.alive,
    tokens: s.tokens,
    // While spells are secret a hand's size would tell the spell's (ESW-PLACE-2): hidden until the counts are declared.
    handCount: st.phase === 'build' ? null : s.hand.length,
    treasures: s.treasures.map((id) => ({ id, name: treasureCard(id).name })),
    deadCards: s.deadCards.map((id) => ({ id, name: deadWizardCard(id).name })),
    locked: st.phase === 'build' ? s.locked : true,
    // Counts are declared once every spell is placed (ESW-ORDER-1); Initiative only once announced.
    pendingCount: st.phase === 'resolve' && s.spell ? s.spell.length : null,
    initiative: st.phase === 'resolve' && s.spell && st.announced.includes(seat) ? initiativeOf(s.spell) : null,
  }));
  const casting = st.casting
    ? {
        seat: st.casting.seat,
        name: st.casting.name,
        cards: st.casting.cards.map((c) => ({ card: c.card, slot: c.slot, resolved: c.resolved, added: c.added })),
      }
    : null;
  const waitingFor = st.await ? { seat: st.await.seat, kind: st.await.kind } : null;
  const base = {
    game: 'esw',
    round: st.round,
    turn: st.turn,
    phase: st.phase,
    players,
    casting,
    waitingFor,
    lastSpell: st.lastSpell,
    winner: st.winner,
    decks: {
      main: st.main.draw.length,
      mainDiscard: st.main.discard.length,
      treasures: st.treasureDeck.draw.length,
      deadWizards: st.deadDeck.draw.length,
    },
  };
  // Stryker disable next-line StringLiteral: st.seats[''] is undefined as well, so the line below returns base for 'public' all the same
  if (viewer === 'public') return base;
  const me = st.seats[viewer];
  if (!me) return base;
  return {
    ...base,
    you: {
      seat: viewer,
      hand: [...me.hand],
      draft: me.draft.map((p) => ({ card: p.card, slot: p.slot })),
      spell: me.spell ? me.spell.map((p) => ({ card: p.card, slot: p.slot })) : null,
      /** Preview of the name the draft would read (Wild Magic shows as itself until revealed). */
      draftName: me.draft.length > 0 ? previewName(st, viewer, me.draft) : null,
      choice: st.await && st.await.seat === viewer ? (st.await as unknown as Json) : null,
    },
  };
}

/** The name a draft would read (Wild Magic shows as itself until revealed). */
export function previewName(st: EswState, seat: number, draft: readonly Placed[]): string {
  const inSlot = (slot: Placed['slot']) => draft.find((p) => p.slot === slot);
  const source = inSlot('source');
  const quality = inSlot('quality');
  const destination = inSlot('destination');
  return [
    source ? mainCard(source.card).name : wizardCard(st.seats[seat]!.wizard).name,
    ...(quality ? [mainCard(quality.card).name] : []),
    destination ? mainCard(destination.card).name : MAGIC_WORD,
  ].join(' ');
}

export function eswOutcome(st: EswState): Outcome | null {
  if (st.phase !== 'over' || st.winner === null) return null;
  const winner = st.winner;
  const others = st.seats.flatMap((s, seat) => (seat === winner ? [] : [{ seat, tokens: s.tokens }]));
  const ranking = [[winner]];
  for (const tokens of [...new Set(others.map((o) => o.tokens))].sort((a, b) => b - a)) {
    ranking.push(others.filter((o) => o.tokens === tokens).map((o) => o.seat));
  }
  return { ranking, reason: t('esw.outcome', { tokens: st.seats[winner]!.tokens }) };
}

interface StatusView {
  round: number;
  turn: number;
  phase: string;
  players: { name: string; life: number; alive: boolean; tokens: number; locked: boolean }[];
  casting: { name: string } | null;
}

export function eswStatus(view: Json, request?: { over?: boolean }): Text[] {
  const v = view as unknown as StatusView;
  // A match ended outside the rules (a resignation, a time-out) shows who stands, not who is building or casting.
  const over = request?.over === true;
  const lines: Text[] = [t('esw.status.turn', { round: v.round, turn: v.turn })];
  for (const p of v.players) {
    const state = !p.alive ? 'dead' : v.phase === 'build' && !over ? (p.locked ? 'locked' : 'building') : 'alive';
    lines.push(t(`esw.status.player.${state}`, { name: p.name, life: p.life, tokens: p.tokens }));
  }
  if (v.casting?.name && !over) lines.push(t('esw.status.casting', { name: v.casting.name }));
  return lines;
}
