import type { Json } from '../../../core/game.js';
import type { Slot } from '../content/schema.js';

/** The shape of eswView's output that the renders read (rules/view.ts builds it). */
export interface EswPlayerView {
  seat: number;
  name: string;
  wizard: string;
  life: number;
  alive: boolean;
  tokens: number;
  /** Null while spells are being built (it would give away a locked spell's size). */
  handCount: number | null;
  treasures: { id: string; name: string }[];
  deadCards: { id: string; name: string }[];
  locked: boolean;
  pendingCount: number | null;
  initiative: number | null;
}

export interface EswView {
  game: 'esw';
  round: number;
  turn: number;
  phase: 'build' | 'resolve' | 'over';
  players: EswPlayerView[];
  casting: { seat: number; name: string; cards: { card: string; slot: Slot; resolved: boolean; added: boolean }[] } | null;
  waitingFor: { seat: number; kind: string } | null;
  lastSpell: { seat: number; name: string; cards: string[] } | null;
  winner: number | null;
  you?: {
    seat: number;
    hand: string[];
    draft: { card: string; slot: Slot }[];
    spell: { card: string; slot: Slot }[] | null;
    draftName: string | null;
  };
}

/** The picture a cast spell's event carries (rules/flow.ts spellPicture). */
export interface SpellPicture {
  seat: number;
  who: string;
  name: string;
  cards: { card: string; slot: Slot; added: boolean }[];
}

export function asEswView(view: Json): EswView {
  const v = view as unknown as EswView;
  if (!v || v.game !== 'esw' || !Array.isArray(v.players)) throw new RangeError('renderEsw: not an Epic Spell Wars view');
  return v;
}

export function asSpellPicture(view: Json): SpellPicture {
  const v = view as unknown as SpellPicture;
  if (!v || typeof v.name !== 'string' || !Array.isArray(v.cards)) throw new RangeError('renderEsw: not a spell picture');
  return v;
}
