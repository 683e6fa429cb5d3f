/** Ascension Tactics positions written with the scenario loader, and the prompt a seat is asked, for the exact (mutation) tests. */
import type { Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';

export const load = (setup: Record<string, unknown>): AtState => atEngine.scenarios!.setup(setup as unknown as Json).state;

/** The prompt `seat` is asked now, in English: kind, text, and each choice as `id = label`. */
export function promptEn(s: AtState, seat = 0) {
  const p = atEngine.prompts(s).find((q) => q.seat === seat)!;
  return {
    kind: p.kind,
    text: translate(p.text, 'en', at.strings),
    choices: p.choices.map((c) => `${c.id} = ${translate(c.label, 'en', at.strings)}`),
    ...(p.secret ? { secret: true } : {}),
  };
}

/** The choice ids of the prompt `seat` is asked now. */
export const idsOf = (s: AtState, seat = 0) =>
  atEngine
    .prompts(s)
    .find((p) => p.seat === seat)!
    .choices.map((c) => c.id);

/** `seat` picks choice `id` of its prompt. */
export const choose = (s: AtState, seat: number, id: string) => {
  const prompt = atEngine.prompts(s).find((p) => p.seat === seat)!;
  return atEngine.apply(s, seat, { type: prompt.kind, c: id });
};
