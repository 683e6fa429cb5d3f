import { describe, expect, it } from 'vitest';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { drawHand, deadWizardLines } from '../../src/games/esw/render/hand.js';
import type { EswView } from '../../src/games/esw/render/view.js';
import { WORDS } from '../../src/games/esw/render/words.js';
import { textToString } from '../../src/games/esw/rules/scenarios.js';

/** P2 died last turn holding the given Dead Wizard cards; the round goes on between P1 and P3. */
function deadP2(deadCards: string[]): EswState {
  const { state } = eswEngine.scenarios.setup({ players: 3, position: { alive: [true, false, true], deadCards: [null, deadCards, null] } });
  return state;
}

describe('a dead wizard is told what is happening and when they come back', () => {
  it('ESW-DEAD-6 ESW-DEAD-7 ESW-AMB-10: the panel says dead until the next round, how the round ends and what the cards give', () => {
    const view = eswEngine.view(deadP2(['x07', 'x05']), 1) as unknown as EswView;
    expect(deadWizardLines(view.players[1]!, WORDS.en)).toEqual([
      '☠ Dead until the next round',
      'The round ends when one wizard is left standing; then every wizard comes back, you included.',
      'While dead you cast nothing and take a Dead Wizard card at the start of each turn.',
      'Dead Wizard cards (2): Second Wind, Posthumous Tip',
      'Next round you start at 24 life with 1 Treasure',
    ]);
    const fr = deadWizardLines(view.players[1]!, WORDS.fr);
    expect(fr[0]).toBe('☠ Mort jusqu’à la prochaine manche');
    expect(fr[4]).toBe('À la prochaine manche, vous commencez à 24 PV avec 1 Trésor');
    // Life comes back capped at 25 (ESW-SETUP-4).
    const capped = eswEngine.view(deadP2(['x25', 'x21']), 1) as unknown as EswView;
    expect(deadWizardLines(capped.players[1]!, WORDS.en).at(-1)).toBe('Next round you start at 25 life');
  });

  it('ESW-AMB-6: the dead seat gets no prompt and its panel picture shows the dead-wizard strip, not the building hint', () => {
    const st = deadP2(['x07']);
    expect(eswEngine.prompts(st).map((p) => p.seat)).toEqual([0, 2]);
    const view = eswEngine.view(st, 1) as unknown as EswView;
    const dead = drawHand(view, WORDS.en);
    const asAlive = drawHand({ ...view, players: view.players.map((p, i) => (i === 1 ? { ...p, alive: true, life: 20 } : p)) }, WORDS.en);
    expect(dead.toBuffer('image/png').equals(asAlive.toBuffer('image/png'))).toBe(false);
    // The strip's dark grey fill (drawn only for the dead) just inside its lower-left corner.
    const [r, g, b] = dead.getContext('2d').getImageData(44, 14 + 82 + 220, 1, 1).data;
    expect([r, g, b]).toEqual([0x2a, 0x2a, 0x2e]);
  });

  it('ESW-DEAD-8: the match status says a dead wizard is out until the next round (en, fr)', () => {
    const lines = eswEngine.status(eswEngine.view(deadP2([]), 'public'));
    expect(textToString(lines[2]!)).toBe('💀 P2: dead until the next round · tokens 0');
    expect(textToString(lines[2]!, 'fr')).toBe('💀 P2 : mort jusqu’à la prochaine manche · jetons 0');
  });
});

describe('a dead wizard’s panel text (the game’s idle line)', () => {
  it('ESW-DEAD-4 ESW-NEXT-6: the dead seat’s panel says it waits for the next round; a living seat and the public get nothing particular', async () => {
    const { esw } = await import('../../src/games/esw/index.js');
    const { translate } = await import('../../src/discord/strings.js');
    const st = deadP2(['x07']);
    const dead = esw.idle!(esw.view(st, 1));
    expect(dead).not.toBeNull();
    expect(translate(dead!, 'en', esw.strings)).toMatch(/^You are dead until the next round: it ends when one wizard is left standing/);
    expect(translate(dead!, 'fr', esw.strings)).toMatch(/^Vous êtes mort jusqu’à la prochaine manche/);
    expect(esw.idle!(esw.view(st, 0))).toBeNull();
    expect(esw.idle!(esw.view(st, 'public'))).toBeNull();
  });
});
