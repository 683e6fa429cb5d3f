/**
 * What an ended Super Fantasy Brawl match reveals in its replay: every hand
 * and deck (in drawing order), the face-down traps and the reserve, the
 * challenge deck, and the champions brought for a competitive draft.
 */
import type { Json, ReplaySupport } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { CARD_BY_ID, CHALLENGE_BY_ID, TRAP_BY_ID } from './content/index.js';
import type { ChronicledState } from './chronicle.js';
import { sfbEngine, type SfbState } from './engine.js';

const cardNames = (ids: readonly string[], locale: 'en' | 'fr'): string =>
  ids.map((id) => CARD_BY_ID.get(id)?.name[locale] ?? id).join(', ') || '—';

const trapName = (id: string | undefined, locale: 'en' | 'fr'): string => {
  const trap = id ? TRAP_BY_ID.get(id) : undefined;
  if (!trap) return '?';
  const words = { damage: ['damage', 'dommages'], root: ['root', 'immobilisation'], stun: ['stun', 'étourdissement'] }[trap.kind];
  const word = words[locale === 'en' ? 0 : 1]!;
  return trap.kind === 'damage' ? `${word} ${trap.n}` : word;
};

function revealLines(s: SfbState): Text[] {
  const lines: Text[] = [];
  for (const p of s.players) {
    lines.push(t('sfb.reveal.hand', { name: p.name, cards: cardNames(p.hand, 'en'), cardsFr: cardNames(p.hand, 'fr') }));
    // Decks are drawn from their front: listed next card first.
    lines.push(t('sfb.reveal.deck', { name: p.name, cards: cardNames(p.deck, 'en'), cardsFr: cardNames(p.deck, 'fr') }));
  }
  const traps = Object.entries(s.traps.board).sort(([a], [b]) => (a < b ? -1 : 1));
  if (traps.length > 0)
    lines.push(
      t('sfb.reveal.traps', {
        traps: traps.map(([hex, id]) => `${hex} ${trapName(id, 'en')}`).join(', '),
        trapsFr: traps.map(([hex, id]) => `${hex} ${trapName(id, 'fr')}`).join(', '),
      }),
    );
  const challenges = s.chal.deck;
  if (challenges.length > 0)
    lines.push(
      t('sfb.reveal.challenges', {
        names: challenges.map((id) => CHALLENGE_BY_ID.get(id)?.name.en ?? id).join(', '),
        namesFr: challenges.map((id) => CHALLENGE_BY_ID.get(id)?.name.fr ?? id).join(', '),
      }),
    );
  return lines;
}

export const sfbReplay: ReplaySupport<SfbState> = {
  reveal(state) {
    const view = sfbEngine.view(state, 'public') as Record<string, Json>;
    const players = (view.players as Record<string, Json>[]).map((p, seat) => ({
      ...p,
      hand: [...(state.players[seat]?.hand ?? [])],
      deck: [...(state.players[seat]?.deck ?? [])],
    }));
    const revealed = {
      ...view,
      story: ((state as ChronicledState).story ?? []) as unknown as Json,
      players,
      brought: state.brought.map((b) => [...b]),
      traps: { ...(view.traps as Record<string, Json>), board: { ...state.traps.board } },
    };
    return { view: revealed as unknown as Json, lines: revealLines(state) };
  },
  // `turn` counts from 0 within the round, and only means something once play has begun.
  position: (state) => (state.stage === 'setup' ? { round: state.round } : { round: state.round, turn: state.turn + 1 }),
};

export const revealStrings: StringCatalog = {
  en: {
    'sfb.reveal.hand': '{name}’s hand: {cards}',
    'sfb.reveal.deck': '{name}’s deck (next card first): {cards}',
    'sfb.reveal.traps': 'Face-down traps: {traps}',
    'sfb.reveal.challenges': 'Challenge deck (next first): {names}',
  },
  fr: {
    'sfb.reveal.hand': 'Main {name, elide, de} : {cardsFr}',
    'sfb.reveal.deck': 'Pioche {name, elide, de} (prochaine carte d’abord) : {cardsFr}',
    'sfb.reveal.traps': 'Pièges face cachée : {trapsFr}',
    'sfb.reveal.challenges': 'Pioche des défis (prochain d’abord) : {namesFr}',
  },
};
