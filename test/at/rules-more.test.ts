import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardText } from '../../src/games/at/rules/cardtext.js';
import { cardDef } from '../../src/games/at/content/index.js';
import { activationCost, inAttackRange, statsOf } from '../../src/games/at/rules/board.js';
import { CONTENT, MAP_BY_ID } from '../../src/games/at/content/index.js';
import { FACTIONS } from '../../src/games/at/content/schema.js';

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
    expect(cardText(d, 'fr')).toBe(
      'Équipez l’un de vos Champions : +1 Force, +1 Vitesse, activation moins chère de 1 Puissance (jamais sous 0).',
    );
  });
});

describe('Ascension Tactics setup, hidden piles and skills that do not stack', () => {
  it('AT-SU-26 AT-CR-15 AT-CR-12 AT-SU-23 AT-GL-15: the row and the center deck hold the 132 center cards, 126 left after the row, in the four factions only', () => {
    const s = atEngine.setup({ map: 'three-sanctuaries' }, [{ name: 'A' }, { name: 'B' }], 'center-deck');
    expect(s.centerDeck).toHaveLength(126);
    expect(s.row.filter((c) => c !== null)).toHaveLength(6);
    const count = (ids: string[]) => ids.reduce<Record<string, number>>((m, id) => ((m[id] = (m[id] ?? 0) + 1), m), {});
    const expected: Record<string, number> = {};
    for (const d of CONTENT.cards) if (d.copies > 0) expected[d.id] = d.copies;
    expect(count([...s.centerDeck, ...(s.row as string[])])).toEqual(expected);
    // No starting card, always-available card, blue-back Champion (copies 0) or Evil Champion is in it.
    const outside = new Set(['apprentice', 'militia', 'mystic', 'heavy', ...CONTENT.evilChampions.map((e) => e.id)]);
    for (const d of CONTENT.cards) if (d.copies === 0) outside.add(d.id);
    expect([...s.centerDeck, ...(s.row as string[])].filter((id) => outside.has(id))).toEqual([]);
    expect(new Set([...s.centerDeck].map((id) => cardDef(id).faction))).toEqual(new Set(FACTIONS));
  });

  it('AT-FQ-10 AT-GP-5: another seat sees a player’s discard pile and the banished cards, never its hand, its draw pile’s order or its Treasures', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['apprentice', 'militia'] },
      decks: { '0': ['echo-chorister', 'void-shard'] },
      row: ['radiant-archer', 'glass-oracle', 'mila-salvager', 'isla-serene', 'sapling-warden', 'night-maw'],
      discards: { '0': ['thornling', 'apprentice'] },
      banished: ['dread-knight'],
      treasures: { '0': [CONTENT.treasures[0]!.id] },
    });
    const v = atEngine.view(state, 1) as unknown as {
      banished: string[];
      players: { discard: string[]; hand?: unknown; handCount: number; deckCount: number; treasures?: unknown; treasureCount: number }[];
    };
    const p0 = v.players[0]!;
    expect(p0.discard).toEqual(['thornling', 'apprentice']);
    expect(v.banished).toEqual(['dread-knight']);
    expect([p0.hand, p0.handCount, p0.deckCount, p0.treasures, p0.treasureCount]).toEqual([undefined, 2, 2, undefined, 1]);
    expect(JSON.stringify(v)).not.toContain('echo-chorister');
    expect(JSON.stringify(v)).not.toContain('void-shard');
  });

  it('AT-KW-12 AT-FQ-17: a Ranged Champion given Ranged again by the Seer’s Longbow still reaches 3 hexes, not 4', () => {
    for (const [at, to, reach] of [
      ['0,0', '0,3', true],
      ['0,0', '0,4', false],
      ['0,0', '3,0', true],
      ['0,0', '4,0', false],
    ] as const) {
      const { state } = scenarioSupport.setup({
        champions: {
          x: { def: 'radiant-archer', owner: 0, at, artifacts: ['seers-longbow'] },
          y: { def: 'veil-reaver', owner: 1, at: to },
        },
      });
      expect([...statsOf(state, state.champions['x']!).skills]).toEqual(['ranged']);
      expect(inAttackRange(state, state.champions['x']!, state.champions['y']!)).toBe(reach);
    }
  });

  it('AT-KW-47 AT-FQ-17: Riposte printed and Riposte from the Riveted Aegis riposte once: the attacker takes the Strength (1) once', () => {
    const { state } = scenarioSupport.setup({
      power: [5, 0],
      champions: {
        me: { def: 'iron-warden', owner: 0, at: '0,0' },
        l: { def: 'lumen-adept', owner: 1, at: '0,1', artifacts: ['riveted-aegis'] },
      },
    });
    expect(statsOf(state, state.champions['l']!).strength).toBe(1);
    const s = play(state, ['turn', 'a:me'], ['activation', 'a:l']);
    expect(s.champions['me']!.damage).toBe(1);
    expect(s.champions['l']!.damage).toBe(3);
  });

  it('AT-PL-11: a Champion bought from the row joins the squad and never enters the hand, the discard or the draw pile', () => {
    const { state } = scenarioSupport.setup({
      row: ['radiant-archer', 'glass-oracle', 'mila-salvager', 'isla-serene', 'sapling-warden', 'night-maw'],
      runes: [4, 0],
    });
    const before = Object.keys(state.champions).length;
    // Its Ambush is declined: the Champion stays off the battlefield.
    const s = play(state, ['turn', 'b:0'], ['ambush', 'no']);
    const p = s.players[0]!;
    const pawns = Object.values(s.champions).filter((c) => c.def === 'radiant-archer');
    expect([Object.keys(s.champions).length - before, pawns.length, pawns[0]!.owner, pawns[0]!.at]).toEqual([1, 1, 0, null]);
    expect([...p.hand, ...p.discard, ...p.deck, ...p.played].map((i) => s.cards[i])).not.toContain('radiant-archer');
    const next = play(s, ['turn', 'end']);
    const q = next.players[0]!;
    expect([...q.hand, ...q.discard, ...q.deck].map((i) => next.cards[i])).not.toContain('radiant-archer');
  });

  it('AT-KW-14: an Area attacker given Ranged by the Seer’s Longbow hits every enemy in line of sight up to 3 hexes, and no farther', () => {
    const { state } = scenarioSupport.setup({
      power: [5, 0],
      champions: {
        me: { def: 'ossuary-priest', owner: 0, at: '0,0', artifacts: ['seers-longbow'] },
        x: { def: 'iron-warden', owner: 1, at: '0,3' },
        y: { def: 'veil-reaver', owner: 1, at: '3,0' },
        z: { def: 'iron-warden', owner: 1, at: '0,-4' },
      },
    });
    const s = play(state, ['turn', 'a:me']);
    expect(choiceIds(s).filter((id) => !id.startsWith('m:'))).toEqual(['area', 'done']);
    expect(atEngine.prompts(s)[0]!.choices[choiceIds(s).indexOf('area')]!.label).toEqual({ key: 'at.c.area', vars: { n: 2 } });
    const t = play(s, ['activation', 'area']);
    // Strength 3: the Iron Warden (Defense 5) holds 3 damage, the Veil Reaver is defeated, the one 4 hexes away is untouched.
    expect([t.champions['x']!.damage, t.champions['y']!.at, t.champions['z']!.damage]).toEqual([3, null, 0]);
  });

  it('AT-SO-13 AT-SO-15 AT-SO-20 AT-OB-2: Solo starts with the player’s turn; each Evil Champion stands on its Objective token’s entry hex, and each token has its own hex on the map', () => {
    const map = MAP_BY_ID.get('warded-vale')!;
    expect(new Set(map.objectives).size).toBe(4);
    // The Boss's Objective token (0) lies on the middle Sanctuary.
    expect([map.objectives[0], map.sanctuaries.includes(map.objectives[0]!)]).toEqual(['0,0', true]);
    for (const seed of ['solo-a', 'solo-b', 'solo-c']) {
      const s = atEngine.setup({ mode: 'solo' }, [{ name: 'P' }], seed);
      expect(s.map).toBe('warded-vale');
      const p = atEngine.prompts(s)[0]!;
      expect([p.seat, p.kind]).toEqual([0, 'turn']);
      const evil = Object.values(s.champions).filter((c) => c.owner === -1);
      expect(evil.map((c) => c.at).sort()).toEqual([...map.evilEntry].sort());
      for (const c of evil) expect(c.at).toBe(map.evilEntry[s.evil!.tokens[c.id]!]);
      // The player's squad waits off the battlefield, to be deployed from its Portal.
      expect(Object.values(s.champions).filter((c) => c.owner === 0 && c.at !== null)).toEqual([]);
    }
  });

  it('AT-KW-26: an Ambush stands on its own line above the card’s other lines, so every Ambush card shows it first', () => {
    expect(cardText(cardDef('mila-salvager'), 'en').split('\n')).toEqual([
      'Ambush: Place the Turret on any hex.',
      'You may have the Turret deal 3 damage to an enemy within 3 hexes in its line of sight, or move it to another hex.',
    ]);
    expect(cardText(cardDef('thorn-crown'), 'fr').split('\n')[0]).toBe('Embuscade : Retirez jusqu’à 3 dégâts à l’un de vos Champions.');
    const ambush = CONTENT.cards.filter((d) => d.copies > 0 && d.ambush);
    expect(ambush).toHaveLength(16);
    for (const d of ambush) expect(cardText(d, 'en').startsWith('Ambush: ')).toBe(true);
    for (const d of CONTENT.cards.filter((d) => !d.ambush)) expect(cardText(d, 'en')).not.toMatch(/^Ambush:/m);
  });
});
