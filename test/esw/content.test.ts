import { describe, expect, it } from 'vitest';
import { CONTENT, ContentPack, GLYPHS, MAIN_DECK_IDS, TARGETINGS, type ComponentCard } from '../../src/games/esw/content/index.js';
import { contentFigures, isDamageOnly } from '../../src/games/esw/content/stats.js';

const components: ComponentCard[] = [...CONTENT.sources, ...CONTENT.qualities, ...CONTENT.destinations];

describe('esw content', () => {
  it('ESW-COMP-1..7 ESW-IMPL-14: the pack has the rulebook counts and passes its schema', () => {
    expect(ContentPack.safeParse(CONTENT).success).toBe(true);
    expect(MAIN_DECK_IDS).toHaveLength(128);
    expect(new Set(MAIN_DECK_IDS).size).toBe(128);
    expect(CONTENT.treasures).toHaveLength(25);
    expect(CONTENT.deadWizards).toHaveLength(25);
    expect(CONTENT.wizards).toHaveLength(8);
  });

  it('ESW-IMPL-1 ESW-IMPL-2 ESW-FX-1..15: the content has the variety of issue #20', () => {
    const figures = contentFigures(CONTENT);
    expect(figures.designs).toBe(110);
    expect(figures.damageOnlyPct).toBe(28.3);
    expect(figures.treasureAbilities).toBe(17);
    expect(figures.effectKinds).toEqual([
      'damage',
      'delayed',
      'discardHand',
      'disrupt',
      'drain',
      'draw',
      'echo',
      'guard',
      'heal',
      'if',
      'power',
      'reveal',
      'stall',
      'stealCard',
      'stealTreasure',
      'swapTreasures',
      'treasure',
    ]);
    expect(CONTENT.wild.filter((w) => w.chain > 0)).toHaveLength(4);
    const dead = CONTENT.deadWizards;
    expect(dead.filter((d) => d.haunt).length).toBe(8);
    expect(dead.filter((d) => d.steal).length).toBe(3);
    expect(dead.filter((d) => d.draw).length).toBe(3);
  });

  it('a card is damage-only when every effect it has, in power rows or waiting ones too, is damage', () => {
    const byId = (id: string) => components.find((c) => c.id === id)!;
    expect(isDamageOnly(byId('s10'))).toBe(true);
    expect(isDamageOnly(byId('d19'))).toBe(true);
    expect(isDamageOnly(byId('q09'))).toBe(false);
    expect(isDamageOnly(byId('s35'))).toBe(false);
  });

  it('ESW-GLYPH-2: every glyph is used by every kind of component, eight each', () => {
    for (const kind of [CONTENT.sources, CONTENT.qualities, CONTENT.destinations]) {
      for (const g of GLYPHS) expect(kind.filter((c) => c.glyph === g)).toHaveLength(8);
    }
  });

  it('ESW-TARGET-2: every targeting kind is used, by Destinations too', () => {
    const used = new Set(components.map((c) => c.target).filter(Boolean));
    for (const k of TARGETINGS) expect(used, k).toContain(k);
    const destinationTargets = new Set(CONTENT.destinations.map((c) => c.target));
    expect(destinationTargets.size).toBeGreaterThanOrEqual(9);
  });

  it('ESW-BUILD-4/5: every Destination has an Initiative and a power roll; names are unique', () => {
    for (const d of CONTENT.destinations) {
      expect(d.initiative).toBeGreaterThan(0);
      expect(d.effects.some((e) => e.op === 'power')).toBe(true);
    }
    const names = components.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("content is our own: no Treasure takes the rulebook's named Treasures (L'Or des Fous, Grolles du Démon), by name or by printed effect", () => {
    const echoes = /fool|\bgold\b|\bor des fous\b|demon|démon|galosh|boots|grolles/i;
    for (const tr of CONTENT.treasures) expect(tr.name, tr.id).not.toMatch(echoes);
    // The boots' printed effect [L318]: "counts as a Dark card in each of your spells".
    const darkCounting = CONTENT.treasures.filter((tr) => tr.ability.k === 'countsAs' && tr.ability.glyph === 'dark');
    expect(darkCounting.map((tr) => tr.name)).toEqual([]);
  });

  it('ESW-IMPL-12: a broken power table is rejected by the schema', () => {
    const bad = structuredClone(CONTENT);
    const d = bad.destinations[0]!;
    d.effects = [
      {
        op: 'power',
        table: [
          { min: 1, max: 4, effects: [{ op: 'damage', amount: 1, to: 'target' }] },
          { min: 6, effects: [{ op: 'damage', amount: 2, to: 'target' }] },
        ],
      },
    ];
    expect(ContentPack.safeParse(bad).success).toBe(false);
    const noInit = structuredClone(CONTENT);
    delete noInit.destinations[1]!.initiative;
    expect(ContentPack.safeParse(noInit).success).toBe(false);
  });
});
