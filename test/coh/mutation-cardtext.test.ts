/**
 * Champions of Hara card texts (rules/cardtext.ts), exact (issue #23,
 * mutation testing): each effect, objective, keyword, passive and scenario
 * rule written for the test (not the game's cards), in English and French,
 * on both sides of every singular/plural and present/absent choice.
 */
import { describe, expect, it } from 'vitest';
import {
  abilityText,
  corruptedEffectText,
  corruptedText,
  effectText,
  energyText,
  halfText,
  itemText,
  passiveText,
  questText,
  RES,
  scenarioText,
  worldCardText,
} from '../../src/games/coh/rules/cardtext.js';
import { SCENARIO_DEFS } from '../../src/games/coh/content/scenarios.js';
import type { Effect, Energy } from '../../src/games/coh/content/schema.js';

const en = (x: (l: 'en' | 'fr') => string) => [x('en'), x('fr')];
const energy = (red: number, blue: number, green: number, gold: number): Energy => ({ red, blue, green, gold });
const HEAL: Effect = { op: 'heal', n: 2 };

describe('CoH card texts: energy and resources', () => {
  it('each colour with points, in order, Gold last; none is nothing', () => {
    expect(en((l) => energyText(energy(1, 0, 2, 3), l))).toEqual(['1 Red, 2 Green, 3 Gold', '1 Rouge, 2 Vert, 3 Or']);
    expect(en((l) => energyText(energy(0, 4, 0, 0), l))).toEqual(['4 Blue', '4 Bleu']);
    expect(en((l) => energyText(energy(0, 0, 0, 0), l))).toEqual(['nothing', 'rien']);
  });

  it('COH-31.4.1: every special resource’s name in both languages', () => {
    expect(RES).toEqual({
      grit: ['GRIT', 'CRAN'],
      momentum: ['MOMENTUM', 'ÉLAN'],
      fear: ['FEAR', 'PEUR'],
      mana: ['MANA', 'MANA'],
      heat: ['HEAT', 'PRESSION'],
      runes: ['RUNES', 'RUNES'],
      health: ['Health', 'Santé'],
      spirit: ['Spirit', 'Esprit'],
    });
  });
});

describe('CoH card texts: effects', () => {
  const cases: [Effect, string, string][] = [
    [{ op: 'move', n: 2 }, 'Move 2.', 'Mouvement 2.'],
    [{ op: 'transport', range: 3 }, 'Transport, Range 3.', 'Transport, Portée 3.'],
    [
      { op: 'damage', n: 1, range: 0, target: 'one', plusX: false },
      'Deal 1 damage to a target, Range 0.',
      'Infligez 1 dégât à une cible, Portée 0.',
    ],
    [
      { op: 'damage', n: 2, range: 1, target: 'monster', plusX: false },
      'Deal 2 damage to a Monster, Range 1.',
      'Infligez 2 dégâts à un Monstre, Portée 1.',
    ],
    [
      { op: 'damage', n: 1, range: 2, target: 'character', plusX: true },
      'Deal 1 + X damage to a character, Range 2.',
      'Infligez 1 + X dégâts à un personnage, Portée 2.',
    ],
    [
      { op: 'damage', n: 3, range: 1, target: 'all', plusX: false },
      'Deal 3 damage to all targets, Range 1.',
      'Infligez 3 dégâts à toutes les cibles, Portée 1.',
    ],
    [
      { op: 'damage', n: 1, range: 1, target: 'allOther', plusX: false },
      'Deal 1 damage to all other targets, Range 1.',
      'Infligez 1 dégât à toutes les autres cibles, Portée 1.',
    ],
    [HEAL, 'Gain 2 Health.', 'Gagnez 2 Santé.'],
    [{ op: 'spirit', n: 1 }, 'Gain 1 Spirit.', 'Gagnez 1 Esprit.'],
    [{ op: 'loseSpirit', n: 2 }, 'Lose 2 Spirit.', 'Perdez 2 Esprit.'],
    [{ op: 'selfDamage', n: 1 }, 'Take 1 damage.', 'Subissez 1 dégât.'],
    [{ op: 'selfDamage', n: 2 }, 'Take 2 damage.', 'Subissez 2 dégâts.'],
    [{ op: 'gain', res: 'heat', n: 2 }, 'Gain 2 HEAT.', 'Gagnez 2 PRESSION.'],
    [{ op: 'lose', res: 'momentum', n: 1 }, 'Lose 1 MOMENTUM.', 'Perdez 1 ÉLAN.'],
    [{ op: 'spendX', res: 'grit', max: 3 }, 'Spend up to 3 GRIT (X).', 'Dépensez jusqu’à 3 CRAN (X).'],
    [{ op: 'nextAttack', n: 1 }, 'Your next attack deals 1 more damage.', 'Votre prochaine attaque inflige 1 dégât de plus.'],
    [{ op: 'nextAttack', n: 2 }, 'Your next attack deals 2 more damage.', 'Votre prochaine attaque inflige 2 dégâts de plus.'],
    [{ op: 'moveBonus', n: 2 }, 'Your next Move is 2 longer.', 'Votre prochain Mouvement a 2 pas de plus.'],
    [{ op: 'activation', n: 1 }, 'Gain 1 Activation.', 'Gagnez 1 Activation.'],
    [{ op: 'energy', energy: energy(0, 1, 0, 2) }, 'Gain 1 Blue, 2 Gold.', 'Gagnez 1 Bleu, 2 Or.'],
    [{ op: 'item', n: 4 }, 'Take Item No.4.', 'Prenez l’Objet n°4.'],
    [{ op: 'recallDojo' }, 'Be transported to The Dojo.', 'Soyez transporté au Dojo.'],
    [
      { op: 'if', cond: { res: 'fear', atLeast: 3 }, then: [HEAL, { op: 'move', n: 1 }], else: [] },
      'If you have 3+ FEAR: Gain 2 Health. Move 1.',
      'Si vous avez 3+ PEUR : Gagnez 2 Santé. Mouvement 1.',
    ],
    [
      {
        op: 'if',
        cond: { res: 'fear', atLeast: 5 },
        then: [HEAL],
        else: [
          { op: 'spirit', n: 1 },
          { op: 'move', n: 2 },
        ],
      },
      'If you have 5+ FEAR: Gain 2 Health. Otherwise: Gain 1 Spirit. Move 2.',
      'Si vous avez 5+ PEUR : Gagnez 2 Santé. Sinon : Gagnez 1 Esprit. Mouvement 2.',
    ],
  ];
  it.each(cases)('%j', (effect, english, french) => {
    expect(en((l) => effectText(effect, l))).toEqual([english, french]);
  });
});

describe('CoH card texts: ability cards and Passives', () => {
  const free = { free: true, cost: {}, effects: [HEAL] };
  const paid = { free: false, cost: { mana: 2, spirit: 1 }, effects: [{ op: 'move', n: 1 } as Effect, HEAL] };

  it('COH-7.4: a half: Free, then its cost, then its effects', () => {
    expect(en((l) => halfText(free, l))).toEqual(['Free. Gain 2 Health.', 'Gratuit. Gagnez 2 Santé.']);
    expect(en((l) => halfText(paid, l))).toEqual([
      'Cost: 2 MANA, 1 Spirit. Move 1. Gain 2 Health.',
      'Coût : 2 MANA, 1 Esprit. Mouvement 1. Gagnez 2 Santé.',
    ]);
  });

  it('COH-7.4: both halves of a card; an Ultimate has only its In Hand half', () => {
    const card = { hand: free, board: paid } as never;
    expect(en((l) => abilityText(card, l))).toEqual([
      'In Hand: Free. Gain 2 Health. / On Board: Cost: 2 MANA, 1 Spirit. Move 1. Gain 2 Health.',
      'En main : Gratuit. Gagnez 2 Santé. / En jeu : Coût : 2 MANA, 1 Esprit. Mouvement 1. Gagnez 2 Santé.',
    ]);
    expect(en((l) => abilityText({ hand: paid, board: null } as never, l))).toEqual([
      'In Hand: Cost: 2 MANA, 1 Spirit. Move 1. Gain 2 Health.',
      'En main : Coût : 2 MANA, 1 Esprit. Mouvement 1. Gagnez 2 Santé.',
    ]);
  });

  it('COH-32.5.5: a Passive at the start of the turn, or when a Monster is defeated', () => {
    const effects = [HEAL, { op: 'gain', res: 'grit', n: 1 } as Effect];
    expect(en((l) => passiveText({ trigger: 'turnStart', effects } as never, l))).toEqual([
      'Passive (Versus Arena). At the start of your turn: Gain 2 Health. Gain 1 GRIT.',
      'Passif (Arène Versus). Au début de votre tour : Gagnez 2 Santé. Gagnez 1 CRAN.',
    ]);
    expect(en((l) => passiveText({ trigger: 'monsterDefeated', effects: [HEAL] } as never, l))).toEqual([
      'Passive (Versus Arena). When you defeat a Monster: Gain 2 Health.',
      'Passif (Arène Versus). Quand vous battez un Monstre : Gagnez 2 Santé.',
    ]);
  });
});

describe('CoH card texts: Quests', () => {
  const worlds = { baiyu: { en: 'Baiyu', fr: 'Baïyu' } };
  const quest = (...objectives: object[]) =>
    ({ parts: objectives.map((objective, i) => ({ objective, reward: energy(i, 0, 0, 1), ...(i === 1 ? { item: 3 } : {}) })) }) as never;
  const text = (objective: object) => en((l) => questText(quest(objective), l, worlds));

  it('COH-32.6.5: each part in order, its Objective and Reward, and the Item of a part that gives one', () => {
    expect(en((l) => questText(quest({ kind: 'boss' }, { kind: 'ally' }), l, worlds))).toEqual([
      'Part 1: Defeat a Boss. Reward: 1 Gold. Part 2: Take a Monster as an Ally. Reward: 1 Red, 1 Gold, Item No.3.',
      'Étape 1 : Battez un Chef. Récompense : 1 Or. Étape 2 : Prenez un Monstre comme Allié. Récompense : 1 Rouge, 1 Or, Objet n°3.',
    ]);
  });

  it.each([
    [{ kind: 'monsters', n: 1 }, 'Defeat 1 Monster.', 'Battez 1 Monstre.'],
    [{ kind: 'monsters', n: 2 }, 'Defeat 2 Monsters.', 'Battez 2 Monstres.'],
    [{ kind: 'rifts', n: 1 }, 'Close 1 Rift.', 'Fermez 1 Faille.'],
    [{ kind: 'rifts', n: 2 }, 'Close 2 Rifts.', 'Fermez 2 Failles.'],
    [{ kind: 'events', n: 1 }, 'Complete 1 Event.', 'Résolvez 1 Événement.'],
    [{ kind: 'events', n: 3 }, 'Complete 3 Events.', 'Résolvez 3 Événements.'],
    [{ kind: 'dojoRest' }, 'Rest at The Dojo.', 'Reposez-vous au Dojo.'],
    [{ kind: 'world', world: 'baiyu' }, 'Stand on a space of Baiyu.', 'Tenez-vous sur une case de Baïyu.'],
    [{ kind: 'items', n: 3 }, 'Hold 3 Items.', 'Possédez 3 Objets.'],
    [{ kind: 'colour', colour: 'red', n: 4 }, 'Have 4 Red energy.', 'Ayez 4 énergie Rouge.'],
    [{ kind: 'colour', colour: 'blue', n: 5 }, 'Have 5 Blue energy.', 'Ayez 5 énergie Bleu.'],
    [{ kind: 'colour', colour: 'green', n: 6 }, 'Have 6 Green energy.', 'Ayez 6 énergie Vert.'],
  ])('COH-32.6.5: objective %j', (objective, english, french) => {
    expect(text(objective)).toEqual([`Part 1: ${english} Reward: 1 Gold.`, `Étape 1 : ${french} Récompense : 1 Or.`]);
  });
});

describe('CoH card texts: World cards and Items', () => {
  const monster = {
    type: 'monster',
    health: 5,
    strength: 2,
    range: 1,
    reward: energy(1, 0, 0, 0),
    loot: [],
    boss: false,
    aggressive: false,
    armored: false,
    dangerous: false,
  };

  it('COH-23.1: a Monster without keywords: its numbers and its Reward', () => {
    expect(en((l) => worldCardText(monster as never, l))).toEqual([
      'Health 5, Strength 2, Range 1. Reward: 1 Red.',
      'Santé 5, Force 2, Portée 1. Récompense : 1 Rouge.',
    ]);
  });

  it('COH-24.2: every keyword in order, a Critical of 1 and of 2, an Item and a Special Loot', () => {
    const all = {
      ...monster,
      boss: true,
      aggressive: true,
      armored: true,
      dangerous: true,
      critical: 1,
      ally: energy(0, 0, 1, 0),
      item: 2,
      loot: [HEAL, { op: 'move', n: 1 }],
    };
    expect(en((l) => worldCardText(all as never, l))).toEqual([
      'Health 5, Strength 2, Range 1. Boss. Aggressive. Armored. Dangerous. Critical: +1 damage. Ally: 1 Green. Reward: 1 Red, Item No.2. Special Loot: Gain 2 Health. Move 1.',
      'Santé 5, Force 2, Portée 1. Chef. Agressif. Blindage. Dangereux. Critique : +1 dégât. Allié : 1 Vert. Récompense : 1 Rouge, Objet n°2. Butin spécial : Gagnez 2 Santé. Mouvement 1.',
    ]);
    expect(en((l) => worldCardText({ ...monster, critical: 2 } as never, l))).toEqual([
      'Health 5, Strength 2, Range 1. Critical: +2 damage. Reward: 1 Red.',
      'Santé 5, Force 2, Portée 1. Critique : +2 dégâts. Récompense : 1 Rouge.',
    ]);
  });

  it('COH-26.3.4: a Rift’s Challenge, roll then pay, with a Fail; an Event’s, pay then roll, without', () => {
    const rift = {
      type: 'rift',
      gift: energy(0, 0, 0, 1),
      challenge: { target: 5, order: 'roll', success: [HEAL, HEAL], fail: [{ op: 'selfDamage', n: 1 }, HEAL] },
    };
    expect(en((l) => worldCardText(rift as never, l))).toEqual([
      'Gift: 1 Gold. Challenge 5+ (roll, then pay Spirit). Success: Gain 2 Health. Gain 2 Health. Fail: Take 1 damage. Gain 2 Health.',
      'Récompense : 1 Or. Défi 5+ (lancez, puis payez l’Esprit). Succès : Gagnez 2 Santé. Gagnez 2 Santé. Échec : Subissez 1 dégât. Gagnez 2 Santé.',
    ]);
    const event = { type: 'event', gift: energy(0, 0, 0, 0), challenge: { target: 4, order: 'pay', success: [HEAL], fail: [] } };
    expect(en((l) => worldCardText(event as never, l))).toEqual([
      'Gift: nothing. Challenge 4+ (pay Spirit, then roll). Success: Gain 2 Health.',
      'Récompense : rien. Défi 4+ (payez l’Esprit, puis lancez). Succès : Gagnez 2 Santé.',
    ]);
  });

  it('COH-26.2.4: an Event’s options, numbered', () => {
    const event = {
      type: 'event',
      gift: energy(0, 1, 0, 0),
      options: [{ label: { en: 'Rest', fr: 'Repos' } }, { label: { en: 'Run', fr: 'Fuite' } }],
    };
    expect(en((l) => worldCardText(event as never, l))).toEqual([
      'Gift: 1 Blue. Choose: 1) Rest 2) Run',
      'Récompense : 1 Bleu. Choisissez : 1) Repos 2) Fuite',
    ]);
  });

  it('COH-13.2 COH-13.6 COH-27.5: an Item: its kind, charges, use, ward and Dash bonus, each when it has one', () => {
    const discard = { type: 'discard', charges: 2, effects: [HEAL, { op: 'move', n: 1 }], ward: 1 };
    expect(en((l) => itemText(discard as never, l))).toEqual([
      'Discard. 2 charges: each use spends one. Gain 2 Health. Move 1. In your Monster phase, prevent 1 Monster damage.',
      'Défausse. 2 charges : chaque usage en dépense une. Gagnez 2 Santé. Mouvement 1. Pendant votre phase des Monstres, évitez 1 dégât de Monstres.',
    ]);
    expect(en((l) => itemText({ type: 'equipment', effects: [], ward: 2 } as never, l))).toEqual([
      'Equipment. In your Monster phase, prevent 2 Monster damage.',
      'Équipement. Pendant votre phase des Monstres, évitez 2 dégâts de Monstres.',
    ]);
    const dash = (half: string) => en((l) => itemText({ type: 'equipment', effects: [], dash: { n: 1, half } } as never, l));
    expect([dash('hand'), dash('board'), dash('both')]).toEqual([
      ['Equipment. Dash (In Hand): Move +1.', 'Équipement. Sprint (En main) : Mouvement +1.'],
      ['Equipment. Dash (On Board): Move +1.', 'Équipement. Sprint (En jeu) : Mouvement +1.'],
      ['Equipment. Dash (both halves): Move +1.', 'Équipement. Sprint (les deux moitiés) : Mouvement +1.'],
    ]);
  });
});

describe('CoH card texts: the Corrupted', () => {
  it.each([
    [{ op: 'advance', n: 1, toward: 'nearest' }, 'Move 1 toward the nearest enemy.', 'Mouvement 1 vers l’ennemi le plus proche.'],
    [
      { op: 'advance', n: 2, toward: 'weakest' },
      'Move 2 toward the enemy with the least Health.',
      'Mouvement 2 vers l’ennemi qui a le moins de Santé.',
    ],
    [
      { op: 'advance', n: 3, toward: 'strongest' },
      'Move 3 toward the enemy with the most Health.',
      'Mouvement 3 vers l’ennemi qui a le plus de Santé.',
    ],
    [{ op: 'advance', n: 1, toward: 'dojo' }, 'Move 1 toward The Dojo.', 'Mouvement 1 vers le Dojo.'],
    [
      { op: 'strike', n: 1, range: 0, aim: 'all' },
      'Deal 1 damage to all targets, Range 0.',
      'Infligez 1 dégât à toutes les cibles, Portée 0.',
    ],
    [
      { op: 'strike', n: 3, range: 2, aim: 'weakest' },
      'Deal 3 damage to the enemy with the least Health, Range 2.',
      'Infligez 3 dégâts à l’ennemi qui a le moins de Santé, Portée 2.',
    ],
    [{ op: 'drain', n: 2, range: 1 }, 'Every enemy within Range 1 loses 2 Spirit.', 'Chaque ennemi à Portée 1 perd 2 Esprit.'],
    [{ op: 'mend', n: 4 }, 'Regain 4 Health.', 'Récupérez 4 Santé.'],
  ])('COH-28.1: ability effect %j', (effect, english, french) => {
    expect(en((l) => corruptedEffectText(effect as never, l))).toEqual([english, french]);
  });

  const corrupted = (passive: object, weakness: number) =>
    ({
      title: { en: 'The Test', fr: 'Le Test' },
      health: 6,
      attack: 2,
      range: 1,
      weakness,
      passive,
      abilities: [
        { name: { en: 'Jab', fr: 'Coup' }, faces: [1, 2], effects: [{ op: 'mend', n: 1 }] },
        {
          name: { en: 'Rush', fr: 'Ruée' },
          faces: [3],
          effects: [
            { op: 'advance', n: 1, toward: 'dojo' },
            { op: 'mend', n: 2 },
          ],
        },
      ],
    }) as never;

  it('COH-28.1: a Corrupted card: numbers, Weakness, each passive, each ability with its die faces', () => {
    expect(en((l) => corruptedText(corrupted({ kind: 'thorns', n: 1 }, 1), l))).toEqual([
      'The Test. Health 6 per Resilience token, Attack 2, Range 1. Weakness: +1 damage from its own space. Passive: a character damaging it from its space takes 1 damage. 1/2: Jab — Regain 1 Health. 3: Rush — Move 1 toward The Dojo. Regain 2 Health.',
      'Le Test. Santé 6 par jeton Résilience, Attaque 2, Portée 1. Faiblesse : +1 dégât depuis sa case. Passif : un personnage qui le blesse depuis sa case subit 1 dégât. 1/2 : Coup — Récupérez 1 Santé. 3 : Ruée — Mouvement 1 vers le Dojo. Récupérez 2 Santé.',
    ]);
    const passive = (p: object, w: number) => en((l) => corruptedText(corrupted(p, w), l).split('. Passi')[1]!.split('1/2')[0]!);
    expect([passive({ kind: 'thorns', n: 2 }, 2), passive({ kind: 'regen', n: 1 }, 2), passive({ kind: 'stride', n: 3 }, 2)]).toEqual([
      ['ve: a character damaging it from its space takes 2 damage. ', 'f : un personnage qui le blesse depuis sa case subit 2 dégâts. '],
      ['ve: regains 1 Health at each of its Activations. ', 'f : récupère 1 Santé à chacune de ses Activations. '],
      ['ve: each of its moves is 3 longer. ', 'f : chacun de ses mouvements a 3 pas de plus. '],
    ]);
    expect(corruptedText(corrupted({ kind: 'regen', n: 1 }, 2), 'fr')).toContain('Faiblesse : +2 dégâts depuis sa case.');
  });
});

describe('CoH card texts: scenario sheets', () => {
  const sheet = (over: object) =>
    ({
      kind: 'coop',
      players: { min: 2, max: 4 },
      deadline: { day: 5, round: 'dusk' },
      doom: null,
      effects: [],
      goalPerChar: 0,
      bossHealth: 0,
      npcHealth: 0,
      leafSteps: 0,
      leafDamage: 0,
      allies: {},
      loot: {},
      reward: null,
      ...over,
    }) as never;
  const text = (over: object) => en((l) => scenarioText(sheet(over), l, (id) => ({ en: id, fr: id })));
  const row = (...effects: object[]) => text({ effects: [{ from: 2, to: 2, effects }] });

  it('COH-32.4.1: players, the deadline, no scenario effect, no reward', () => {
    expect(text({})).toEqual([
      '2–4 characters; by the end of Dusk of Day 5. No scenario effect.',
      '2–4 personnages ; avant la fin du Crépuscule du Jour 5. Pas d’effet scénario.',
    ]);
    expect(
      text({ kind: 'solo', players: { min: 1, max: 1 }, deadline: { day: 3, round: 'dawn' }, reward: { en: 'a card', fr: 'une carte' } }),
    ).toEqual([
      '1 character (Solo); by the end of Dawn of Day 3. No scenario effect. Reward: a card.',
      '1 personnage (Solo) ; avant la fin de l’Aube du Jour 3. Pas d’effet scénario. Récompense : une carte.',
    ]);
  });

  it('COH-32.3.1: the Doom limit, the objective count (fixed or per character), the Corrupted’s and Bosses’ Health', () => {
    const head = ['2–4 characters; by the end of Dusk of Day 5.', '2–4 personnages ; avant la fin du Crépuscule du Jour 5.'];
    const tail = [' No scenario effect.', ' Pas d’effet scénario.'];
    const numbers = (over: object) => text(over).map((t, i) => t.slice(head[i]!.length, t.length - tail[i]!.length));
    expect(numbers({ doom: { perDefeat: true, perChar: 0, plus: 4 } })).toEqual([' Doom: lost at 4.', ' Fatalité : perdu à 4.']);
    expect(numbers({ doom: { perDefeat: true, perChar: 1, plus: 2 }, goal: 3, goalPerChar: 1 })).toEqual([
      ' Doom: lost at characters + 2. Objective count: characters + 3.',
      ' Fatalité : perdu à personnages + 2. Nombre à atteindre : personnages + 3.',
    ]);
    expect(numbers({ goal: 8, corruptedHealth: 12, bossHealth: -2 })).toEqual([
      ' Objective count: 8. Its Corrupted: 12 Health per Resilience token. Bosses: -2 Health.',
      ' Nombre à atteindre : 8. Son Corrompu : 12 Santé par jeton Résilience. Chefs : -2 Santé.',
    ]);
    expect(numbers({ npcHealth: 4, leafSteps: 3, leafDamage: 2 })).toEqual([
      ' Persephone: +4 Health. Leaf: +3 to each Move. Leaf: +2 damage to each blow.',
      ' Persephone : +4 Santé. Leaf : +3 à chaque Mouvement. Leaf : +2 dégâts à chaque coup.',
    ]);
    expect(text({})).toEqual([head[0]! + tail[0]!, head[1]! + tail[1]!]);
  });

  it('COH-S06 COH-S12: the Monsters a scenario makes Allies, with their reward, and those carrying an Item there, by name', () => {
    const names = (id: string) => ({ en: `${id}!`, fr: `${id}?` });
    const over = sheet({ allies: { 'dsk-red-riftling': { red: 1, blue: 0, green: 0, gold: 0 } }, loot: { 'dre-bat': 1, 'oak-owl': 1 } });
    expect([scenarioText(over, 'en', names), scenarioText(over, 'fr', names)]).toEqual([
      '2–4 characters; by the end of Dusk of Day 5. Also Allies here: dsk-red-riftling! (1 Red). Carrying an Item here: dre-bat! (item-1!), oak-owl! (item-1!). No scenario effect.',
      '2–4 personnages ; avant la fin du Crépuscule du Jour 5. Alliés ici aussi : dsk-red-riftling? (1 Rouge). Porteurs d’un Objet ici : dre-bat? (item-1?), oak-owl? (item-1?). Pas d’effet scénario.',
    ]);
  });

  it('COH-29.8: the scenario-effect table, a single result or a span, every kind of effect', () => {
    const table = text({
      effects: [
        { from: 1, to: 3, effects: [{ op: 'each', effects: [HEAL, { op: 'spirit', n: 1 }] }] },
        { from: 4, to: 4, effects: [{ op: 'nothing' }, { op: 'swapDojo' }] },
      ],
    });
    expect(table).toEqual([
      '2–4 characters; by the end of Dusk of Day 5. Scenario effect: 1–3: Each character: Gain 2 Health. Gain 1 Spirit. 4: No effect. You may swap the Dojo with a World tile.',
      '2–4 personnages ; avant la fin du Crépuscule du Jour 5. Effet scénario : 1–3 : Chaque personnage : Gagnez 2 Santé. Gagnez 1 Esprit. 4 : Aucun effet. Vous pouvez échanger le Dojo avec une tuile Monde.',
    ]);
    const effect = (...effects: object[]) =>
      row(...effects).map((t) => t.slice(t.indexOf('2:') >= 0 ? t.indexOf('2:') + 3 : t.indexOf('2 :') + 4));
    expect(effect({ op: 'eachChoose', options: [{ label: { en: 'A', fr: 'Ah' } }, { label: { en: 'B', fr: 'Bé' } }] })).toEqual([
      'Each character chooses: A or B.',
      'Chaque personnage choisit : Ah ou Bé.',
    ]);
    expect(effect({ op: 'corruptedActs', n: 1 }, { op: 'corruptedActs', n: 2, tag: 3 })).toEqual([
      'The Corrupted gains 1 Activation. Corrupted No.3 gains 2 Activations.',
      'Le Corrompu gagne 1 Activation. Le Corrompu n°3 gagne 2 Activations.',
    ]);
    expect(effect({ op: 'transportAll' }, { op: 'visit', acts: 2 })).toEqual([
      'Each character rolls both World dice and is transported there. A random Corrupted appears, takes 2 Activations and leaves.',
      'Chaque personnage lance les deux dés Monde et y est transporté. Un Corrompu au hasard apparaît, prend 2 Activations et repart.',
    ]);
    expect(effect({ op: 'special', key: 'terror4' }, { op: 'special', key: 'ultimate' })).toEqual([
      'A terror token appears on space No.4 of Drear (6 at most). Take your Ultimate card.',
      'Un jeton de terreur apparaît sur la case n°4 de Drear (6 au plus). Prenez votre carte Ultime.',
    ]);
    expect(() => row({ op: 'special', key: 'nothing-such' })).toThrow('scenario effect nothing-such has no text');
  });

  it('COH-29.8: every scenario’s special effects have a text of their own in each language', () => {
    const effects = SCENARIO_DEFS.flatMap((d) => d.effects.flatMap((r) => r.effects as { op: string; key?: string }[]));
    const keys = [...new Set(effects.flatMap((e) => (e.op === 'special' ? [e.key!] : [])))];
    expect(keys.length).toBeGreaterThanOrEqual(16);
    const prefix = [
      '2–4 characters; by the end of Dusk of Day 5. Scenario effect: 2: ',
      '2–4 personnages ; avant la fin du Crépuscule du Jour 5. Effet scénario : 2 : ',
    ];
    const bodies = keys.map((key) => row({ op: 'special', key }).map((t, i) => t.slice(prefix[i]!.length)));
    for (const [english, french] of bodies)
      expect([english!.length > 15, french!.length > 15, english !== french]).toEqual([true, true, true]);
    expect([new Set(bodies.map((b) => b[0])).size, new Set(bodies.map((b) => b[1])).size]).toEqual([keys.length, keys.length]);
  });
});
