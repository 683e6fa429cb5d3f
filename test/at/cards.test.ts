import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardDef } from '../../src/games/at/content/index.js';
import { cardText } from '../../src/games/at/rules/cardtext.js';
import { contentFigures } from '../../src/games/at/content/stats.js';
import { CONTENT } from '../../src/games/at/content/index.js';

/** The effect kinds of the second wave of the center deck (copyRow, healAll, sanctuaryHonor, perArtifact, consume), with exact values. */

const ROW = ['glass-oracle', 'mila-salvager', 'isla-serene', 'sapling-warden', 'prism-lens', 'night-maw'];

function play(state: AtState, ...choices: [string, string][]): AtState {
  let s = state;
  for (const [type, c] of choices) s = atEngine.apply(s, 0, { type, c }).state;
  return s;
}

const choiceIds = (s: AtState) => atEngine.prompts(s)[0]!.choices.map((c) => c.id);

describe('Ascension Tactics center-deck effects', () => {
  it('AT-CR-18 AT-FQ-22: Isla copies the effect of a center-row Hero only; copiers, Artifacts and Champions are not offered', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['isla-serene'] }, decks: { '0': ['heavy', 'apprentice'] }, row: ROW });
    const s = play(state, ['turn', 'p:isla-serene']);
    expect(atEngine.prompts(s)[0]!.kind).toBe('copy');
    expect(choiceIds(s)).toEqual(['k:glass-oracle', 'k:mila-salvager', 'k:sapling-warden', 'skip']);
    const after = play(s, ['copy', 'k:glass-oracle']);
    expect(after.players[0]!.runes).toBe(2);
    expect(after.players[0]!.hand.map((i) => after.cards[i])).toEqual(['heavy']);
    // The row is unchanged: the copied card stays where it is.
    expect(after.row).toEqual(ROW);
  });

  it('AT-KW-6 AT-FQ-22: a copied Lifebound effect does not make Isla Lifebound, so a Lifebound card gets no Allegiance from it', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['isla-serene', 'thornling'] }, row: ROW, power: [0, 0] });
    const s = play(state, ['turn', 'p:isla-serene'], ['copy', 'k:sapling-warden'], ['turn', 'p:thornling']);
    // Sapling Warden's effect: 2 Runes (its Allegiance, 1 Honor, is not copied); Thornling: 1 Power, and no Allegiance Rune.
    expect(s.players[0]!.runes).toBe(2);
    expect(s.players[0]!.power).toBe(1);
    expect(s.players[0]!.honor).toBe(0);
  });

  it('AT-KW-30 AT-TU-5 AT-FQ-23: copying Mila never places the Turret (no Ambush is copied); with the Turret placed it may fire', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['isla-serene'] }, row: ROW });
    const s = play(state, ['turn', 'p:isla-serene'], ['copy', 'k:mila-salvager']);
    expect(s.tokens.turret).toBeNull();
    expect(atEngine.prompts(s)[0]!.kind).toBe('turn');
    const placed = scenarioSupport.setup({
      hands: { '0': ['isla-serene'] },
      row: ROW,
      turret: { hex: '0,2', owner: 1 },
      champions: { ember: { def: 'ember-sentinel', owner: 0, at: '0,4' }, veil: { def: 'veil-reaver', owner: 1, at: '0,0' } },
    }).state;
    const t = play(placed, ['turn', 'p:isla-serene'], ['copy', 'k:mila-salvager']);
    expect(atEngine.prompts(t)[0]!.kind).toBe('turret');
    const hit = play(t, ['turret', 't:veil']);
    // 3 damage on Veil Reaver's Defense 3: defeated, off the battlefield.
    expect(hit.champions['veil']!.at).toBeNull();
  });

  it('AT-FC-4: copying Kiri heals and may move the Fairy Circle but never places it', () => {
    const row = ['kiri-prairie-witch', ...ROW.slice(1)];
    const { state } = scenarioSupport.setup({ hands: { '0': ['isla-serene'] }, row });
    const s = play(state, ['turn', 'p:isla-serene'], ['copy', 'k:kiri-prairie-witch']);
    expect(s.tokens.fairy).toBeNull();
    expect(atEngine.prompts(s)[0]!.kind).toBe('turn');
  });

  it('copyRow with no copyable Hero in the row asks nothing', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['isla-serene'] },
      row: ['isla-serene', 'prism-lens', 'night-maw', 'dawn-paladin', 'gear-gauntlet', 'riveted-aegis'],
    });
    const s = play(state, ['turn', 'p:isla-serene']);
    expect(atEngine.prompts(s)[0]!.kind).toBe('turn');
  });

  it('a Mirror Adept copies through its Allegiance once another Enlightened card is played', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['mirror-adept', 'lantern-scribe'] }, decks: { '0': ['militia'] }, row: ROW });
    const s = play(state, ['turn', 'p:mirror-adept'], ['turn', 'p:lantern-scribe']);
    // Mirror Adept 1 Rune, Lantern Scribe draws Militia; both Allegiances fire: Lantern Scribe's Rune, then the copy.
    expect(atEngine.prompts(s)[0]!.kind).toBe('copy');
    const after = play(s, ['copy', 'k:glass-oracle']);
    expect(after.players[0]!.runes).toBe(1 + 1 + 2);
  });

  it('healAll removes up to n damage from each of your Champions on the battlefield, not from enemies', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['grove-chorus'] },
      champions: {
        a: { def: 'ember-sentinel', owner: 0, at: '0,4', damage: 3 },
        b: { def: 'thistle-ranger', owner: 0, at: '1,3', damage: 1 },
        c: { def: 'veil-reaver', owner: 1, at: '0,0', damage: 2 },
      },
    });
    const s = play(state, ['turn', 'p:grove-chorus']);
    expect([s.champions['a']!.damage, s.champions['b']!.damage, s.champions['c']!.damage]).toEqual([1, 0, 2]);
    expect(s.players[0]!.runes).toBe(1);
  });

  it('sanctuaryHonor gives n Honor per Sanctuary controlled now (strict plurality, AMB-17)', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['wildroot-druid', 'verdant-sage'] },
      champions: {
        a: { def: 'ember-sentinel', owner: 0, at: '0,0' },
        b: { def: 'thistle-ranger', owner: 0, at: '-3,0' },
        c: { def: 'veil-reaver', owner: 1, at: '3,0' },
        d: { def: 'iron-warden', owner: 0, at: '2,0' },
      },
    });
    // Seat 0 controls 0,0 and -3,0; 3,0 is tied one pawn each.
    const s = play(state, ['turn', 'p:wildroot-druid']);
    expect(s.players[0]!.honor).toBe(2);
    expect(s.players[0]!.runes).toBe(1);
    const t = play(s, ['turn', 'p:verdant-sage']);
    expect(t.players[0]!.honor).toBe(2 + 2 + 2);
  });

  it('perArtifact counts every Artifact equipped on your Champions, on the battlefield or not', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['tinker-savant', 'arsenal-keeper', 'overclock-engineer'] },
      power: [0, 0],
      champions: {
        a: { def: 'ember-sentinel', owner: 0, at: '0,4', artifacts: ['gear-gauntlet', 'prism-lens'] },
        b: { def: 'iron-warden', owner: 0, artifacts: ['spring-greaves'] },
        c: { def: 'veil-reaver', owner: 1, at: '0,0', artifacts: ['void-shard'] },
      },
    });
    const s = play(state, ['turn', 'p:tinker-savant']);
    expect([s.players[0]!.runes, s.players[0]!.power]).toEqual([1, 3]);
    const t = play(s, ['turn', 'p:arsenal-keeper'], ['turn', 'p:overclock-engineer']);
    expect([t.players[0]!.runes, t.players[0]!.power]).toEqual([1 + 2 + 3, 3 + 2 + 3]);
  });

  it('consume: banishing a card gives its Power; skipping gives none', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['ash-eater', 'apprentice'] }, discards: { '0': ['militia'] }, power: [0, 0] });
    const s = play(state, ['turn', 'p:ash-eater']);
    expect(atEngine.prompts(s)[0]!.kind).toBe('banish');
    expect(choiceIds(s)).toEqual(['h:apprentice', 'd:militia', 'skip']);
    const took = play(s, ['banish', 'h:apprentice']);
    expect(took.players[0]!.power).toBe(2);
    expect(took.box).toEqual(['apprentice']);
    const skipped = play(s, ['banish', 'skip']);
    expect(skipped.players[0]!.power).toBe(0);
  });

  it('the new effects have generated texts in both languages', () => {
    expect(cardText(cardDef('isla-serene'), 'en')).toBe(
      'You may copy the effect of a Hero in the center row (not its faction, Allegiance or Ambush).',
    );
    expect(cardText(cardDef('grove-chorus'), 'fr')).toBe(
      'Gagnez 1 Rune. Retirez jusqu’à 2 dégâts à chacun de vos Champions.\nAllégeance – Liés à la vie : Gagnez 1 Honneur.',
    );
    expect(cardText(cardDef('wildroot-druid'), 'en')).toBe('Gain 1 Rune. Gain 1 Honor for each Sanctuary you control.');
    expect(cardText(cardDef('arsenal-keeper'), 'fr')).toBe('Gagnez 2 Runes. Gagnez 1 Rune par Artefact équipé sur vos Champions.');
    expect(cardText(cardDef('null-priest'), 'en')).toBe(
      'You may banish a card from your hand or discard pile. If you do, gain 3 Power.\nAllegiance – Void: Gain 1 Honor.',
    );
  });

  it('has 132 center cards in at least 70 designs, few vanilla ones, Allegiance and Ambush on many, and 24 blue-back Champions', () => {
    const f = contentFigures();
    expect(f.cards).toBe(132);
    expect(f.designs).toBe(78);
    expect(f.byFaction).toEqual({ enlightened: 20, lifebound: 19, mechana: 19, void: 20 });
    expect(f.vanillaPct).toBeLessThanOrEqual(25);
    const center = CONTENT.cards.filter((c) => c.copies > 0);
    expect(center.filter((c) => 'allegiance' in c && c.allegiance).length).toBe(27);
    expect(center.filter((c) => c.ambush).length).toBe(16);
    expect(CONTENT.cards.filter((c) => c.type === 'champion' && c.copies === 0)).toHaveLength(24);
  });
});
