/**
 * What an ended Epic Spell Wars match reveals in its replay: every hand,
 * every draft and face-down spell, and the three decks in drawing order.
 */
import type { Json, ReplaySupport } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { deadWizardCard, mainCard, treasureCard } from './content/index.js';
import { eswView } from './rules/view.js';
import type { EswState } from './rules/state.js';

/** Decks hold up to a hundred cards: the next ones are named, the rest counted (a message holds a few thousand characters). */
const SHOWN_FROM_DECK = 10;

const names = (ids: readonly string[], name: (id: string) => string): string => ids.map(name).join(', ') || '—';
const nextOf = (ids: readonly string[], name: (id: string) => string): string =>
  ids.length > SHOWN_FROM_DECK ? `${names(ids.slice(0, SHOWN_FROM_DECK), name)} … (+${ids.length - SHOWN_FROM_DECK})` : names(ids, name);
const mainName = (id: string): string => mainCard(id).name;

function revealLines(st: EswState): Text[] {
  const lines: Text[] = [];
  st.seats.forEach((s, seat) => {
    const name = st.names[seat] ?? '';
    lines.push(t('esw.reveal.hand', { name, cards: names(s.hand, mainName) }));
    const secret = s.spell ?? (s.draft.length > 0 ? s.draft : null);
    if (secret)
      lines.push(
        t('esw.reveal.spell', {
          name,
          cards: names(
            secret.map((p) => p.card),
            mainName,
          ),
        }),
      );
  });
  lines.push(t('esw.reveal.deck', { n: st.main.draw.length, cards: nextOf(st.main.draw, mainName) }));
  lines.push(t('esw.reveal.treasures', { cards: nextOf(st.treasureDeck.draw, (id) => treasureCard(id).name) }));
  lines.push(t('esw.reveal.deadWizards', { cards: nextOf(st.deadDeck.draw, (id) => deadWizardCard(id).name) }));
  return lines;
}

export const eswReplay: ReplaySupport<EswState> = {
  reveal(state) {
    const view = eswView(state, 'public') as Record<string, Json>;
    const players = (view.players as Record<string, Json>[]).map((p, seat) => {
      const s = state.seats[seat]!;
      return {
        ...p,
        hand: [...s.hand],
        draft: s.draft.map((c) => ({ card: c.card, slot: c.slot })),
        spell: s.spell ? s.spell.map((c) => ({ card: c.card, slot: c.slot })) : null,
      };
    });
    const decks = { ...(view.decks as Record<string, Json>), mainOrder: [...state.main.draw] };
    return { view: { ...view, players, decks } as unknown as Json, lines: revealLines(state) };
  },
  position: (state) => (state.turn > 0 ? { round: state.round, turn: state.turn } : { round: state.round }),
};

export const revealStrings: StringCatalog = {
  en: {
    'esw.reveal.hand': '{name}’s hand: {cards}',
    'esw.reveal.spell': '{name}’s spell in secret: {cards}',
    'esw.reveal.deck': 'Main deck ({n, plural, one {# card} other {# cards}}, next first): {cards}',
    'esw.reveal.treasures': 'Treasure deck (next first): {cards}',
    'esw.reveal.deadWizards': 'Dead Wizard deck (next first): {cards}',
  },
  fr: {
    'esw.reveal.hand': 'Main {name, elide, de} : {cards}',
    'esw.reveal.spell': 'Sort secret {name, elide, de} : {cards}',
    'esw.reveal.deck': 'Pioche ({n, plural, one {# carte} other {# cartes}}, prochaine d’abord) : {cards}',
    'esw.reveal.treasures': 'Pioche des Trésors (prochain d’abord) : {cards}',
    'esw.reveal.deadWizards': 'Pioche des Sorciers morts (prochaine d’abord) : {cards}',
  },
};
