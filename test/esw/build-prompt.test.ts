import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { textToString } from '../../src/games/esw/rules/scenarios.js';

/** Seat 0 holds two of each slot's cards and a Wild Magic; `adds` go into its draft. */
function promptAfter(adds: Action[]): Prompt {
  const { state } = eswEngine.scenarios.setup({
    players: 2,
    position: { hands: [['s01', 's02', 'q01', 'q02', 'd07', 'd10', 'w1', 'q03']] },
  });
  let st: EswState = state;
  for (const add of adds) st = eswEngine.apply(st, 0, add).state;
  return eswEngine.prompts(st).find((p) => p.seat === 0)!;
}

const groupsOf = (p: Prompt, locale: 'en' | 'fr' = 'en') => [
  ...new Set(p.choices.flatMap((c) => (c.group ? [textToString(c.group, locale)] : []))),
];

describe('esw building prompt says what an extra card in a slot will cost', () => {
  it('ESW-AMB-12 ESW-BUILD-22: the empty header says one per slot and that a second card is discarded at reveal', () => {
    const p = promptAfter([]);
    expect(textToString(p.text)).toMatch(/one per slot.*second card in a slot makes the spell invalid: at reveal you discard/);
    expect(textToString(p.text, 'fr')).toMatch(/une par emplacement.*à la révélation/);
    expect(groupsOf(p)).toEqual(['Add a Source', 'Add a Quality', 'Add a Destination']);
  });

  it('ESW-AMB-12: once a slot is filled its menu still offers a second card, labelled as an extra discarded at reveal', () => {
    const p = promptAfter([{ type: 'add', card: 'q01', slot: 'quality' }]);
    expect(groupsOf(p)).toEqual(['Add a Source', 'Extra Quality (invalid: you discard one Quality at reveal)', 'Add a Destination']);
    expect(groupsOf(p, 'fr')[1]).toBe('Qualité en trop (sort incorrect : vous en défaussez une à la révélation)');
    const extra = p.choices.filter((c) => c.action.type === 'add' && c.action.slot === 'quality').map((c) => c.action.card);
    expect(extra).toEqual(['q02', 'w1', 'q03']);
    expect(textToString(p.text)).not.toMatch(/Invalid/);
  });

  it('ESW-AMB-12 ESW-AMB-25: with two cards in a slot the header says the spell is invalid (and Initiative 0 for Destinations)', () => {
    const twoQualities = promptAfter([
      { type: 'add', card: 'q01', slot: 'quality' },
      { type: 'add', card: 'q02', slot: 'quality' },
    ]);
    expect(textToString(twoQualities.text)).toMatch(/Invalid: more than one Quality; at reveal you discard down to one/);
    const twoDestinations = promptAfter([
      { type: 'add', card: 'd07', slot: 'destination' },
      { type: 'add', card: 'w1', slot: 'destination' },
    ]);
    expect(textToString(twoDestinations.text)).toMatch(/more than one Destination; it acts with Initiative 0/);
    expect(textToString(twoDestinations.text, 'fr')).toMatch(/plus d’une Destination ; il agit avec l’Initiative 0/);
    expect(groupsOf(twoDestinations)).toContain('Extra Destination (invalid: Initiative 0, you discard one at reveal)');
    // Menu labels become select placeholders (150 characters in Discord): none is cut.
    for (const locale of ['en', 'fr'] as const)
      for (const g of groupsOf(twoDestinations, locale)) expect(g.length).toBeLessThanOrEqual(150);
  });
});
