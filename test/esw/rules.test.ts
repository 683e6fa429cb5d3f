import { describe, expect, it } from 'vitest';
import { canonicalJson, RuleError } from '../../src/core/game.js';
import { eswEngine } from '../../src/games/esw/engine.js';
import { SLOTS, type Slot } from '../../src/games/esw/content/index.js';
import { dieFaceToFoe } from '../../src/games/esw/rules/targets.js';
import { duplicatedSlotCards, initiativeOf } from '../../src/games/esw/rules/util.js';
import { runScenario, type ScenarioGame } from '../../src/tools/scenarios.js';
import { seatsOf } from './helpers.js';

describe('esw rules units', () => {
  it('ESW-BUILD-16: exactly the 7 non-empty sets of distinct slots are valid', () => {
    const ids: Record<Slot, string[]> = {
      source: ['s01', 's02', 's03'],
      quality: ['q01', 'q02', 'q03'],
      destination: ['d01', 'd02', 'd03'],
    };
    const valid = new Set<string>();
    let total = 0;
    const multisets: Slot[][] = [];
    for (let n = 1; n <= 3; n++) {
      const walk = (start: number, acc: Slot[]) => {
        if (acc.length === n) return void multisets.push(acc);
        for (let i = start; i < 3; i++) walk(i, [...acc, SLOTS[i]!]);
      };
      walk(0, []);
    }
    for (const ms of multisets) {
      total++;
      const used: Record<Slot, number> = { source: 0, quality: 0, destination: 0 };
      const spell = ms.map((slot) => ({ card: ids[slot][used[slot]++]!, slot }));
      if (duplicatedSlotCards(spell).length === 0) valid.add(ms.join('+'));
    }
    expect(total).toBe(19);
    expect([...valid].sort()).toEqual(
      [
        'source',
        'quality',
        'destination',
        'source+quality',
        'source+destination',
        'quality+destination',
        'source+quality+destination',
      ].sort(),
    );
  });

  it('ESW-ORDER-6: Initiative is the Destination number, 0 with none or Wild Magic', () => {
    expect(initiativeOf([{ card: 'd01', slot: 'destination' }])).toBe(18);
    expect(initiativeOf([{ card: 's01', slot: 'source' }])).toBe(0);
    expect(initiativeOf([{ card: 'w1', slot: 'destination' }])).toBe(0);
  });

  it('ESW-AMB-25: a Destination slot holding two cards (Wild Magic included) reads Initiative 0 before the fix', () => {
    const twenty = { card: 'd07', slot: 'destination' as const };
    expect(initiativeOf([twenty])).toBe(20);
    expect(initiativeOf([twenty, { card: 'd10', slot: 'destination' }])).toBe(0);
    expect(initiativeOf([{ card: 'w1', slot: 'destination' }, twenty])).toBe(0);
    expect(initiativeOf([{ card: 's01', slot: 'source' }, { card: 'q01', slot: 'quality' }, twenty])).toBe(20);
  });

  it('ESW-TARGET-14 ESW-AMB-1: die faces split over 1 to 5 foes', () => {
    const split = (n: number) => [1, 2, 3, 4, 5, 6].map((f) => dieFaceToFoe(f, n));
    expect(split(1)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(split(2)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(split(3)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(split(4)).toEqual([0, 1, 2, 3, null, null]);
    expect(split(5)).toEqual([0, 1, 2, 3, 4, null]);
  });

  it('options: 2 to 6 players', () => {
    expect(eswEngine.options.safeParse({ players: 1 }).success).toBe(false);
    expect(eswEngine.options.safeParse({ players: 7 }).success).toBe(false);
    expect(eswEngine.options.safeParse({ players: 6 }).success).toBe(true);
  });

  it('setup is deterministic from the seed and differs between seeds', () => {
    const a = eswEngine.setup({ players: 4 }, seatsOf(4), 'x');
    const b = eswEngine.setup({ players: 4 }, seatsOf(4), 'x');
    const c = eswEngine.setup({ players: 4 }, seatsOf(4), 'y');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).not.toBe(canonicalJson(c));
  });

  it('ESW-PLACE-3: another seat cannot act for a wizard, and a foreign card is refused', () => {
    const st = eswEngine.setup({ players: 2 }, seatsOf(2), 'z');
    const theirs = st.seats[1]!.hand[0]!;
    expect(() => eswEngine.apply(st, 0, { type: 'add', card: theirs, slot: 'source' })).toThrow(RuleError);
    expect(() => eswEngine.apply(st, 5, { type: 'lock' })).toThrow(RuleError);
    expect(() => eswEngine.apply(st, 0, { type: 'target', seat: 1 })).toThrow(RuleError);
  });

  it('the view shows the spell name while it resolves and hides the draft from others', () => {
    const { state } = eswEngine.scenarios.setup({
      players: 2,
      position: {
        spells: [
          [
            { card: 's02', slot: 'source' },
            { card: 'q19', slot: 'quality' },
            { card: 'd19', slot: 'destination' },
          ],
          [{ card: 's33', slot: 'source' }],
        ],
        mainTop: ['q01', 'd38'],
      },
    });
    const pub = eswEngine.view(state, 'public') as { casting: { name: string } | null; waitingFor: unknown };
    expect(pub.casting?.name).toBe('Madame Ozzlethorpe Molten Lightning Lariat');
    expect(pub.waitingFor).toEqual({ seat: 0, kind: 'order' });
  });

  it('the scenario checker reports mismatches (it can fail)', () => {
    const engines = { esw: eswEngine as unknown as ScenarioGame };
    const fails = runScenario(
      {
        game: 'esw',
        name: 'x',
        rules: ['ESW-SETUP-3'],
        setup: { players: 2 },
        expect: { life: [19, 20], phase: 'over', events: ['nope'] },
      },
      engines,
    );
    expect(fails).toHaveLength(3);
  });

  it('status lines name every wizard', () => {
    const st = eswEngine.setup({ players: 3 }, seatsOf(3), 's');
    const lines = eswEngine.status(eswEngine.view(st, 'public'));
    expect(lines).toHaveLength(4);
  });
});

describe('esw card texts', () => {
  it('every card has an English and a French description without unfilled variables', async () => {
    const { describeMainCard, describeTreasure, describeDeadWizard } = await import('../../src/games/esw/rules/describe.js');
    const { MAIN_DECK_IDS, TREASURE_IDS, DEAD_WIZARD_IDS } = await import('../../src/games/esw/content/index.js');
    for (const locale of ['en', 'fr'] as const) {
      for (const id of MAIN_DECK_IDS) {
        const lines = describeMainCard(id, locale);
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(l, id).not.toMatch(/\{|esw\./);
      }
      for (const id of TREASURE_IDS) expect(describeTreasure(id, locale)).not.toMatch(/\{|esw\./);
      for (const id of DEAD_WIZARD_IDS) expect(describeDeadWizard(id, locale)).not.toMatch(/\{|esw\./);
    }
    expect(describeMainCard('d19')).toEqual([
      'Destination · Elemental · Initiative 4',
      'Target: the foe on your left',
      'Power roll:',
      '1–4: Deal 1 damage',
      '5–9: Deal 3 damage',
      '10+: Deal 5 damage',
    ]);
  });

  it('event texts agree in number, in English and French (1 card, 2 cards; 1 carte, 2 cartes)', async () => {
    const { textToString } = await import('../../src/games/esw/rules/scenarios.js');
    const { t } = await import('../../src/core/text.js');
    const line = (key: string, vars: Record<string, string | number>, locale: 'en' | 'fr') => textToString(t(key, vars), locale);
    expect(line('esw.ev.draws', { who: 'P1', count: 1 }, 'en')).toBe('P1 draws 1 card.');
    expect(line('esw.ev.draws', { who: 'P1', count: 2 }, 'en')).toBe('P1 draws 2 cards.');
    expect(line('esw.ev.draws', { who: 'P1', count: 1 }, 'fr')).toBe('P1 pioche 1 carte.');
    expect(line('esw.ev.powerRoll', { card: 'X', count: 1, dice: '4' }, 'en')).toBe('Power roll for X: 1 die, 4.');
    expect(line('esw.ev.token', { who: 'P2', tokens: 1 }, 'fr')).toBe('P2 est le Dernier survivant et détient 1 jeton.');
    expect(line('esw.ev.wild.quality', { revealed: 0, card: 'Y' }, 'en')).toMatch(/: 0 cards revealed/);
  });

  it('a seat sees the name its draft would read', () => {
    const st = eswEngine.setup({ players: 2 }, seatsOf(2), 'name');
    const card = st.seats[0]!.hand.find((c) => c.startsWith('q'))!;
    const next = eswEngine.apply(st, 0, { type: 'add', card, slot: 'quality' }).state;
    const mine = eswEngine.view(next, 0) as { you: { draftName: string } };
    expect(mine.you.draftName).toMatch(/ Conjuration$/);
    expect(JSON.stringify(eswEngine.view(next, 1))).not.toContain('Conjuration');
  });
});
