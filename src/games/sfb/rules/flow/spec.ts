import type { HexKey } from '../../../../core/hex.js';
import type { Decision, DecisionOption } from '../../../../core/decisions.js';
import { t, type Text } from '../../../../core/text.js';
import { ZONE_OF, hexOf } from '../board.js';
import type { Events } from '../helpers.js';
import type { EffCtx, SfbState, Step } from '../state.js';

/**
 * What every step family shares: the shape of a decision (`Spec`, its `Opt`s),
 * the handler tables the index dispatches through, and the few helpers that
 * read or change the step stack.
 */

/** One offered answer; `run` mutates the (already cloned) state. Never stored. */
export type Opt = DecisionOption<SfbState>;
export type Spec = Decision<SfbState>;

// Choice handlers are built by factories: closures created in object literals
// get a runtime name helper under tsx, which costs more than the whole move.
export type Run = Opt['run'];

export type StepOf<K extends Step['op']> = Extract<Step, { op: K }>;
/** Decisions (pure: they only read the state): null when the step needs no choice now. */
export type Decisions = { [K in Step['op']]?: (s: SfbState, step: StepOf<K>) => Spec | null };
/** Automatic resolutions, called once the step is popped. */
export type Autos = { [K in Step['op']]?: (s: SfbState, step: StepOf<K>, events: Events) => void };

export const T = (key: string, vars?: Record<string, string | number>): Text => t(`sfb.${key}`, vars);
const ZONE_NAMES: Record<string, [string, string]> = {
  manipulation: ['Manipulation', 'Manipulation'],
  destruction: ['Destruction', 'Destruction'],
  creation: ['Creation', 'Création'],
};
export const hexLabel = (k: HexKey): Text => {
  const z = ZONE_NAMES[ZONE_OF.get(k) ?? ''] ?? ['no zone', 'hors zone'];
  return T('c.hex', { hex: k, zone: z[0], zoneFr: z[1] });
};
export const rowGroup = (k: HexKey): Text => T('c.row', { r: hexOf(k).r });
export const top = (s: SfbState): Step | undefined => s.stack[s.stack.length - 1];
export const pop = (s: SfbState): void => {
  s.stack.pop();
};
/** Replaces the top step (steps are never mutated in place: states share them across clones). */
export const replaceTop = (s: SfbState, step: Step): void => {
  s.stack[s.stack.length - 1] = step;
};
export const seatName = (s: SfbState, seat: number) => s.players[seat]!.name;
/** The context of the acting champion's own card or standard action. */
export const actCtx = (s: SfbState): EffCtx => ({ src: s.act!.champ, credit: s.act!.champ, chooser: s.act!.seat });
