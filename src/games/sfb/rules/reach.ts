/**
 * Whether playing a card now would be wasted: its attack or skill needs a
 * target, and none is in reach from any hex the card's own move can end on.
 * The card is still legal (it resolves and fizzles, as the rulebook says);
 * the panel warns and asks to confirm before spending it.
 */
import type { SfbState, ChampState } from './state.js';
import { cardChampion, cardOf, side } from './helpers.js';
import { targetOptions, walkDests } from './geometry.js';

/** Self moves before the attack's targeting: where the champion attacks from is not known in advance. */
const SELF_MOVES = new Set(['dash', 'dive', 'jump', 'place', 'approach', 'retreat']);

export function wastedPlay(s: SfbState, seat: number, cardId: string): boolean {
  const card = cardOf(s, cardId);
  if (!card.targeting || card.type === 'reaction') return false;
  if (card.pre.some((e) => e.who === 'self' && SELF_MOVES.has(e.op))) return false;
  const player = s.players[seat];
  const champ = player && cardChampion(s, player.team, card);
  if (!champ) return false;
  // Where it stands, even the portal (null): targetOptions finds nothing from there, and a card without a move stays put.
  const from = new Set<string | null>([champ.at]);
  if (card.move !== undefined) for (const k of walkDests(s, champ, card.move + side(champ).moveBonus).keys()) from.add(k);
  // Stryker disable next-line all: targetOptions' attack flag only changes which champions an area option lists (all in the area, or those the card wants), never whether an option exists, and only the count is read here
  const isAttack = card.type === 'attack';
  for (const at of from) {
    const moved: ChampState = { ...champ, at };
    const there: SfbState = { ...s, champs: { ...s.champs, [champ.id]: moved } };
    if (targetOptions(there, moved, card.targeting, card.targets, isAttack).length > 0) return false;
  }
  return true;
}
