import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardText } from '../../src/games/at/rules/cardtext.js';
import { cardDef } from '../../src/games/at/content/index.js';
import { activationCost } from '../../src/games/at/rules/board.js';

/** Rules the earlier tests did not name: activation cost reductions and more, with exact values. */

function play(state: AtState, ...choices: [string, string][]): AtState {
  let s = state;
  for (const [type, c] of choices) s = atEngine.apply(s, 0, { type, c }).state;
  return s;
}

const choiceIds = (s: AtState) => atEngine.prompts(s)[0]!.choices.map((c) => c.id);

describe('Ascension Tactics activation cost reductions', () => {
  it('AT-RS-7 AT-FQ-6: Spring Greaves make a cost-1 Champion cost 0; it is offered with no Power and pays nothing', () => {
    const { state } = scenarioSupport.setup({
      power: [0, 0],
      champions: {
        ember: { def: 'ember-sentinel', owner: 0, at: '0,4', artifacts: ['spring-greaves'] },
        bare: { def: 'veil-reaver', owner: 0, at: '1,3' },
      },
    });
    expect(activationCost(state, state.champions['ember']!)).toBe(0);
    expect(activationCost(state, state.champions['bare']!)).toBe(1);
    expect(choiceIds(state)).toContain('a:ember');
    expect(choiceIds(state)).not.toContain('a:bare');
    const s = play(state, ['turn', 'a:ember']);
    expect(s.players[0]!.power).toBe(0);
    expect(atEngine.prompts(s)[0]!.kind).toBe('activation');
  });

  it('AT-RS-8 AT-FQ-6: a Champion activated for 0 is exhausted after its activation and cannot be activated again this turn', () => {
    const { state } = scenarioSupport.setup({
      power: [0, 0],
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,4', artifacts: ['spring-greaves'] } },
    });
    const s = play(state, ['turn', 'a:ember'], ['activation', 'done']);
    expect(s.champions['ember']!.exhausted).toBe(true);
    expect(atEngine.prompts(s)[0]!.kind).toBe('turn');
    expect(choiceIds(s)).not.toContain('a:ember');
    // An exhausted Champion at 0 is not offered even with Power to spare.
    const { state: tired } = scenarioSupport.setup({
      power: [5, 0],
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,4', exhausted: true, artifacts: ['spring-greaves'] } },
    });
    expect(choiceIds(tired)).not.toContain('a:ember');
  });

  it('AT-RS-7: the cost never falls below 0: two discounts on a cost-1 Champion leave the Power pool as it was', () => {
    const { state } = scenarioSupport.setup({
      power: [3, 0],
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,4', artifacts: ['spring-greaves', 'spring-greaves'] } },
    });
    expect(activationCost(state, state.champions['ember']!)).toBe(0);
    expect(play(state, ['turn', 'a:ember']).players[0]!.power).toBe(3);
  });

  it('AT-RS-7: a cost-2 Champion with one discount pays 1, and is not offered with no Power', () => {
    const { state } = scenarioSupport.setup({
      power: [1, 0],
      champions: { warden: { def: 'iron-warden', owner: 0, at: '0,4', artifacts: ['spring-greaves'] } },
    });
    expect(play(state, ['turn', 'a:warden']).players[0]!.power).toBe(0);
    const { state: broke } = scenarioSupport.setup({
      power: [0, 0],
      champions: { warden: { def: 'iron-warden', owner: 0, at: '0,4', artifacts: ['spring-greaves'] } },
    });
    expect(choiceIds(broke)).not.toContain('a:warden');
  });

  it('the discount is in the card text generated from the data, in English and French', () => {
    const d = cardDef('spring-greaves');
    expect(cardText(d, 'en')).toBe('Equip to one of your Champions: +1 Strength, +1 Speed, activation 1 Power cheaper (never below 0).');
    expect(cardText(d, 'fr')).toBe('Équipez l’un de vos Champions : +1 Force, +1 Vitesse, activation moins chère de 1 Puissance (jamais sous 0).');
  });
});
