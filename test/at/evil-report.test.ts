import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { intrigueDef } from '../../src/games/at/content/index.js';
import { intrigueText } from '../../src/games/at/rules/cardtext.js';
import { EVIL } from '../../src/games/at/rules/state.js';

/** Each Evil turn ends with one public report: its Intrigue cards with their text, the Evil Champions activated, the damage dealt and the Honor gained, with a picture. */

const en = (t: GameEvent['text']) => translate(t, 'en', at.strings);
const fr = (t: GameEvent['text']) => translate(t, 'fr', at.strings);
const isReport = (e: GameEvent) => typeof e.text !== 'string' && e.text.key === 'at.ev.evilReport';

describe('Ascension Tactics: the report of each Evil turn', () => {
  it('AT-IN-3 AT-IN-4 AT-EVT-1 AT-EVT-3 a Solo game reports every Evil turn once, naming its two Intrigue cards, their text and what they did, in public, with a picture', async () => {
    let s = atEngine.setup({ mode: 'solo' }, [{ name: 'Hero' }], 'evil-report');
    let reports = 0;
    for (let guard = 0; guard < 3000 && s.winner === null && reports < 3; guard++) {
      const p = atEngine.prompts(s)[0]!;
      const discardBefore = s.evil!.discard.length;
      const res = atEngine.apply(s, p.seat, atEngine.botAction(s, p.seat));
      const before = s;
      s = res.state;
      const found = res.events.filter(isReport);
      if (found.length === 0) continue;
      expect(found).toHaveLength(1);
      reports++;
      const e = found[0]!;
      expect(e.visibleTo).toBeUndefined();
      const played = s.evil!.discard.slice(discardBefore);
      expect(played).toHaveLength(2);
      const vars = (e.text as { vars: Record<string, string | number> }).vars;
      expect(vars.total).toBe(s.evil!.honor);
      expect(vars.honor).toBeGreaterThanOrEqual(0);
      expect(Number(vars.honor)).toBeLessThanOrEqual(s.evil!.honor);
      const line = en(e.text);
      for (const id of played) expect(line).toContain(`${intrigueDef(id).name.en} (${intrigueText(intrigueDef(id), 'en')})`);
      expect(fr(e.text)).toContain(intrigueDef(played[0]!).name.fr);
      expect(line).toMatch(/^Evil turn: .+\. Activated: .+\. Damage dealt: \d+; Champions defeated: \d+; Evil Honor \+\d+ \(\d+\)\.$/);
      // Every Evil Champion named as activated was announced by this turn's events.
      const activations = res.events.filter((x) => typeof x.text !== 'string' && x.text.key === 'at.ev.evilActivates').length;
      if (vars.activated === 'none') expect(activations).toBe(0);
      expect(e.picture).toEqual({
        kind: 'evilTurn',
        view: { cards: played, damage: vars.damage, defeated: vars.defeated, honor: vars.honor, total: vars.total },
      });
      const img = await at.render(e.picture!.view, { kind: 'evilTurn', locale: 'fr' });
      expect(img!.name).toBe('at-evilTurn.png');
      expect([img!.width, img!.height]).toEqual([428, 364]);
      expect(img!.png.length).toBeGreaterThan(10_000);
      // Nothing of the report stays in the state between Evil turns.
      expect(s.evil!.report).toBeUndefined();
      expect(Object.values(before.champions).some((c) => c.owner === EVIL)).toBe(true);
    }
    expect(reports).toBe(3);
  });
});
