import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../src/core/rng.js';
import { templateVariables } from '../../src/core/text.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { CONTENT, worldCardDef } from '../../src/games/coh/content/index.js';
import { abilityText, worldCardText } from '../../src/games/coh/rules/cardtext.js';

const TWO = [{ name: 'A' }, { name: 'B' }];

describe('Champions of Hara setup and content', () => {
  it('COH-2.C.1 COH-22.1 COH-4.9 COH-23.1 six Worlds of 9 Monsters (one Boss) and 7 Events; one Boss in the Dusk deck, The Ancient Hydra; at least 30 Dusk cards', () => {
    expect(CONTENT.worlds.map((w) => w.name.en)).toEqual(['Baiyu', 'Oakenmoor', 'Oppenheim', 'Drear', 'Arechi Wastes', 'Hollowmere']);
    for (const w of CONTENT.worlds) {
      expect(w.deck.filter((c) => c.type === 'monster')).toHaveLength(9);
      expect(w.deck.filter((c) => c.type === 'event')).toHaveLength(7);
      expect(w.deck.filter((c) => c.type === 'monster' && c.boss)).toHaveLength(1);
    }
    const duskBosses = CONTENT.dusk.filter((c) => c.type === 'monster' && c.boss);
    expect(duskBosses.map((c) => c.name.en)).toEqual(['The Ancient Hydra']);
    expect(CONTENT.dusk.reduce((n, c) => n + (c.type === 'event' ? 1 : c.copies), 0)).toBe(32);
    expect(CONTENT.dusk.filter((c) => c.name.en === 'Dawn Kirin').map((c) => (c.type === 'monster' ? c.copies : 0))).toEqual([3]);
  });

  it('COH-2.C.2 COH-2.C.3 COH-A69 each World deck loses 2 random Events to the box and is shuffled; Dawn of Day 1 places one card per World', () => {
    const s = cohEngine.setup({ mode: 'versus' }, TWO, 'setup-1');
    expect(s.box).toHaveLength(12);
    for (const id of s.box) expect(worldCardDef(id).type).toBe('event');
    for (const w of CONTENT.worlds) {
      const onBoard = Object.keys(s.spaces).filter((sp) => sp.startsWith(`${w.id}:`));
      expect(onBoard).toEqual([`${w.id}:1`]);
      expect(s.worldDecks[w.id]!.length + onBoard.length).toBe(14);
    }
    const other = cohEngine.setup({ mode: 'versus' }, TWO, 'setup-2');
    expect(other.worldDecks.baiyu).not.toEqual(s.worldDecks.baiyu);
  });

  it('COH-2.D.1 COH-2.D.2 COH-2.D.3 the Dusk and World Shift decks are shuffled, the Item deck stays sorted by number', () => {
    const a = cohEngine.setup({ mode: 'versus' }, TWO, 'decks-a');
    const b = cohEngine.setup({ mode: 'versus' }, TWO, 'decks-b');
    expect(a.dusk).toHaveLength(32);
    expect(a.shifts).toHaveLength(CONTENT.shifts.length);
    expect(a.dusk).not.toEqual(b.dusk);
    expect(Object.keys(a.itemStock).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('COH-5.1.5 COH-5.2.5 COH-22.2 COH-22.3 no Boss is on the board during Day 1; later Days may hold them', () => {
    let bossLater = false;
    for (let g = 0; g < 12; g++) {
      let s: CohState = cohEngine.setup({ mode: 'versus' }, TWO, `boss-${g}`);
      const rng = createRng(`boss-pick-${g}`);
      let n = 0;
      while (!cohEngine.outcome(s) && n < 4000) {
        const boss = Object.values(s.spaces).some((c) => {
          const d = worldCardDef(c.id);
          return d.type === 'monster' && d.boss;
        });
        if (s.day === 1) expect(boss).toBe(false);
        else bossLater ||= boss;
        const p = cohEngine.prompts(s)[0]!;
        const choices = p.kind === 'turn' && randomInt(rng, 3) > 0 ? p.choices.filter((c) => c.id === 'end') : p.choices;
        s = cohEngine.apply(s, p.seat, choices[randomInt(rng, choices.length)]!.action).state;
        n++;
      }
    }
    expect(bossLater).toBe(true);
  });

  it('COH-1.1 one to four characters (one only in Solo scenarios); the Arenas seat 2 to 4, each a different one', () => {
    expect(cohEngine.seats).toEqual({ min: 1, max: 4 });
    expect(() => cohEngine.setup({ mode: 'versus' }, [{ name: 'A' }], 'solo-arena')).toThrow(/2 to 4/);
    const s = cohEngine.setup({ mode: 'versus', characters: ['soff', 'soff', 'oric'] }, [...TWO, { name: 'C' }, { name: 'D' }], 'chars');
    expect(s.chars.map((c) => c.character)).toEqual(['soff', 'kaoru', 'oric', 'leaf']);
  });

  it('COH-2.E.1 COH-2.E.4 COH-2.E.5 every character has four Base cards with a Dash, one Advanced card per colour and an Ultimate', () => {
    expect(CONTENT.characters.map((c) => `${c.id}:${c.health}/${c.spirit}:${c.main}`)).toEqual([
      'kaoru:10/6:red',
      'leaf:9/6:green',
      'persephone:7/6:blue',
      'oric:10/5:blue',
      'soff:5/6:red',
      'thomas:6/5:green',
    ]);
    for (const c of CONTENT.characters) {
      const mine = CONTENT.abilities.filter((a) => a.character === c.id);
      expect(mine.filter((a) => a.kind === 'base')).toHaveLength(4);
      expect(mine.map((a) => a.kind).sort()).toEqual(['base', 'base', 'base', 'base', 'blue', 'green', 'red', 'ultimate']);
      expect(mine.some((a) => a.id.endsWith('-dash'))).toBe(true);
    }
  });

  it('card texts are generated from the data in both languages, and the catalogs agree', () => {
    const rockMaul = CONTENT.abilities.find((a) => a.id === 'kao-rock-maul')!;
    expect(abilityText(rockMaul, 'en')).toBe(
      'In Hand: Cost: 2 GRIT. Deal 5 damage to a target, Range 0. / On Board: Cost: 1 GRIT. Deal 3 damage to all other targets, Range 1.',
    );
    expect(abilityText(rockMaul, 'fr')).toBe(
      'En main : Coût : 2 CRAN. Infligez 5 dégâts à une cible, Portée 0. / En jeu : Coût : 1 CRAN. Infligez 3 dégâts à toutes les autres cibles, Portée 1.',
    );
    expect(worldCardText(worldCardDef('bai-river-serp'), 'en')).toBe(
      'Health 5, Strength 2, Range 1. Critical: +2 damage. Reward: 2 Blue, 2 Gold.',
    );
    const { en, fr } = cohEngine.strings;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) {
      const vars = [...templateVariables(en[k]!)].map((v) => v.replace(/Fr$/, '')).sort();
      const varsFr = [...templateVariables(fr[k]!)].map((v) => v.replace(/Fr$/, '')).sort();
      expect(varsFr, k).toEqual(vars);
    }
  });
});

describe('Champions of Hara bot', () => {
  it('never peeks: another deck order, random state or face-down Event leaves its choice unchanged', () => {
    let s = cohEngine.setup({ mode: 'versus' }, TWO, 'bot-blind');
    let checked = 0;
    for (let n = 0; n < 120 && !cohEngine.outcome(s); n++) {
      const p = cohEngine.prompts(s)[0]!;
      const action = cohEngine.botAction(s, p.seat);
      if (n % 4 === 0) {
        const other: CohState = JSON.parse(JSON.stringify(s)) as CohState;
        other.rng = createRng(`other-${n}`);
        for (const deck of Object.values(other.worldDecks)) deck.reverse();
        other.dusk.reverse();
        other.shifts.reverse();
        for (const card of Object.values(other.spaces)) if (!card.faceUp) card.id = 'hol-mud';
        expect(cohEngine.botAction(other, p.seat)).toEqual(action);
        checked++;
      }
      s = cohEngine.apply(s, p.seat, action).state;
    }
    expect(checked).toBe(30);
  });
});
