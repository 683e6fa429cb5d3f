/**
 * Card texts generated from their data (rules/cardtext.ts), exact, in English
 * and French (issue #23, mutation testing): every effect kind and each of its
 * plural and wording branches, every part of a card (Ambush, effects, an
 * Artifact's bonuses, skills and discount, Fatal, Allegiance, two pawns, the
 * stats line), the type line of each card type and faction, and the Evil
 * Player's texts (Intrigue cards, Evil Champions, their Fury and Fatal).
 * Cards are written for the test, so each branch is reached on purpose.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/core/text.js';
import { CONTENT } from '../../src/games/at/content/index.js';
import type { CardDef, Effect, EvilChampionDef, EvilEffect, IntrigueDef } from '../../src/games/at/content/schema.js';
import { cardLine, cardText, evilChampionText, evilEffectText, intrigueText } from '../../src/games/at/rules/cardtext.js';

const named = { name: { en: 'Test', fr: 'Test' }, copies: 0 };
/** A Hero whose only effect is `e`: its text is the effect's. */
const heroWith = (e: Effect): CardDef => ({ ...named, id: 'test-hero', faction: 'void', type: 'hero', cost: 1, effects: [e] });
const both = (text: (l: Locale) => string) => [text('en'), text('fr')];

/** Each effect kind with its text in English and French. */
const EFFECT_TEXTS: [Effect, string, string][] = [
  [{ op: 'runes', n: 1 }, 'Gain 1 Rune.', 'Gagnez 1 Rune.'],
  [{ op: 'runes', n: 2 }, 'Gain 2 Runes.', 'Gagnez 2 Runes.'],
  [{ op: 'power', n: 2 }, 'Gain 2 Power.', 'Gagnez 2 Puissance.'],
  [{ op: 'honor', n: 3 }, 'Gain 3 Honor.', 'Gagnez 3 Honneur.'],
  [{ op: 'draw', n: 1 }, 'Draw 1 card.', 'Piochez 1 carte.'],
  [{ op: 'draw', n: 2 }, 'Draw 2 cards.', 'Piochez 2 cartes.'],
  [{ op: 'boost', stat: 'strength', n: 1 }, 'Your Champions get +1 Strength this turn.', 'Vos Champions gagnent +1 en Force ce tour-ci.'],
  [{ op: 'boost', stat: 'defense', n: 2 }, 'Your Champions get +2 Defense this turn.', 'Vos Champions gagnent +2 en Défense ce tour-ci.'],
  [{ op: 'boost', stat: 'speed', n: 1 }, 'Your Champions get +1 Speed this turn.', 'Vos Champions gagnent +1 en Vitesse ce tour-ci.'],
  [{ op: 'banish', from: ['hand'] }, 'You may banish a card from your hand.', 'Vous pouvez bannir une carte de votre main.'],
  [{ op: 'banish', from: ['discard'] }, 'You may banish a card from your discard pile.', 'Vous pouvez bannir une carte de votre défausse.'],
  [
    { op: 'banish', from: ['hand', 'discard'] },
    'You may banish a card from your hand or discard pile.',
    'Vous pouvez bannir une carte de votre main ou de votre défausse.',
  ],
  [{ op: 'banishRow' }, 'You may banish a card from the center row.', 'Vous pouvez bannir une carte de la ligne centrale.'],
  [
    { op: 'damage', n: 2 },
    'Deal 2 damage to an enemy Champion on the battlefield.',
    'Infligez 2 dégâts à un Champion ennemi sur le champ de bataille.',
  ],
  [{ op: 'heal', n: 3 }, 'Remove up to 3 damage from one of your Champions.', 'Retirez jusqu’à 3 dégâts à l’un de vos Champions.'],
  [{ op: 'placeToken', token: 'turret' }, 'Place the Turret on any hex.', 'Placez la Tourelle sur n’importe quelle case.'],
  [
    { op: 'placeToken', token: 'fairy' },
    'Place the Fairy Circle on any hex: while you last placed or moved it, your Champion on it gets +3 Strength and +3 Defense.',
    'Placez le Cercle féérique sur n’importe quelle case : tant que vous êtes le dernier à l’avoir placé ou déplacé, votre Champion qui s’y trouve gagne +3 Force et +3 Défense.',
  ],
  [{ op: 'moveFairy' }, 'You may move the Fairy Circle to another hex.', 'Vous pouvez déplacer le Cercle féérique sur une autre case.'],
  [
    { op: 'turret', n: 2 },
    'You may have the Turret deal 2 damage to an enemy within 3 hexes in its line of sight, or move it to another hex.',
    'Vous pouvez faire infliger 2 dégâts par la Tourelle à un ennemi à 3 cases ou moins dans sa ligne de vue, ou la déplacer sur une autre case.',
  ],
  [{ op: 'treasure', n: 1 }, 'Gain a Treasure.', 'Gagnez un Trésor.'],
  [{ op: 'treasure', n: 2 }, 'Gain 2 Treasures.', 'Gagnez 2 Trésors.'],
  [
    { op: 'copyRow' },
    'You may copy the effect of a Hero in the center row (not its faction, Allegiance or Ambush).',
    'Vous pouvez copier l’effet d’un Héros de la ligne centrale (ni sa faction, ni son Allégeance, ni son Embuscade).',
  ],
  [{ op: 'healAll', n: 1 }, 'Remove up to 1 damage from each of your Champions.', 'Retirez jusqu’à 1 dégât à chacun de vos Champions.'],
  [{ op: 'sanctuaryHonor', n: 2 }, 'Gain 2 Honor for each Sanctuary you control.', 'Gagnez 2 Honneur par Sanctuaire que vous contrôlez.'],
  [
    { op: 'perArtifact', res: 'runes', n: 1 },
    'Gain 1 Rune for each Artifact equipped on your Champions.',
    'Gagnez 1 Rune par Artefact équipé sur vos Champions.',
  ],
  [
    { op: 'perArtifact', res: 'runes', n: 2 },
    'Gain 2 Runes for each Artifact equipped on your Champions.',
    'Gagnez 2 Runes par Artefact équipé sur vos Champions.',
  ],
  [
    { op: 'perArtifact', res: 'power', n: 1 },
    'Gain 1 Power for each Artifact equipped on your Champions.',
    'Gagnez 1 Puissance par Artefact équipé sur vos Champions.',
  ],
  [
    { op: 'consume', n: 2 },
    'You may banish a card from your hand or discard pile. If you do, gain 2 Power.',
    'Vous pouvez bannir une carte de votre main ou de votre défausse. Si vous le faites, gagnez 2 Puissance.',
  ],
  [
    { op: 'freeActivate' },
    'You may then activate another of your ready Champions for free.',
    'Vous pouvez ensuite activer gratuitement un autre de vos Champions prêts.',
  ],
  [
    { op: 'movePortal' },
    'You may move one of your Portals to a standard hex with no enemy on it.',
    'Vous pouvez déplacer l’un de vos Portails sur un hexagone standard sans ennemi.',
  ],
  [
    { op: 'placeForest' },
    'You may place a Forest on a standard hex, even under a Champion.',
    'Vous pouvez placer une Forêt sur un hexagone standard, même sous un Champion.',
  ],
  [
    { op: 'steal' },
    'You may steal a card from an opponent’s discard pile: put it in yours; it is yours for the rest of the game.',
    'Vous pouvez voler une carte de la défausse d’un adversaire : placez-la dans la vôtre ; elle vous appartient pour le reste de la partie.',
  ],
  [
    { op: 'destroyArtifact' },
    'You may destroy an Artifact equipped on an enemy Champion (it goes to its owner’s discard pile).',
    'Vous pouvez détruire un Artefact équipé sur un Champion ennemi (il rejoint la défausse de son propriétaire).',
  ],
  [
    { op: 'deploy' },
    'You may deploy one of your Champions that is off the battlefield on a free standard hex next to one of your Champions, without activating it.',
    'Vous pouvez déployer l’un de vos Champions hors du champ de bataille sur un hexagone standard libre adjacent à l’un de vos Champions, sans l’activer.',
  ],
];

/** Each Evil effect kind (Intrigue cards, Fury, an Evil Champion's Fatal) with its text. */
const EVIL_TEXTS: [EvilEffect, string, string][] = [
  [
    { op: 'activate', token: 0 },
    'Activate the Evil Champion holding the Boss’s token.',
    'Activez le Champion Maléfique qui porte le jeton du Boss.',
  ],
  [{ op: 'activate', token: 2 }, 'Activate the Evil Champion holding token 2.', 'Activez le Champion Maléfique qui porte le jeton 2.'],
  [{ op: 'activateAll' }, 'Activate every Evil Champion, in token order.', 'Activez chaque Champion Maléfique, dans l’ordre des jetons.'],
  [
    { op: 'boost', stat: 'speed', n: 1 },
    'Evil Champions get +1 Speed until the end of the turn.',
    'Les Champions Maléfiques gagnent +1 en Vitesse jusqu’à la fin du tour.',
  ],
  [
    { op: 'boost', stat: 'strength', n: 2 },
    'Evil Champions get +2 Strength until the end of the turn.',
    'Les Champions Maléfiques gagnent +2 en Force jusqu’à la fin du tour.',
  ],
  [{ op: 'fury' }, 'Fury.', 'Furie.'],
  [
    { op: 'cultist', token: 0 },
    'Deploy an Evil Cultist on the Boss’s token’s hex, or next to it.',
    'Déployez un Cultiste maléfique sur la case du jeton du Boss, ou à côté.',
  ],
  [
    { op: 'cultist', token: 3 },
    'Deploy an Evil Cultist on token 3’s hex, or next to it.',
    'Déployez un Cultiste maléfique sur la case du jeton 3, ou à côté.',
  ],
  [
    { op: 'armory', token: 0 },
    'The Evil Champion holding the Boss’s token equips an Artifact from the center row (ignore its Ambush).',
    'Le Champion Maléfique qui porte le jeton du Boss s’équipe d’un Artefact de la ligne centrale (ignorez son Embuscade).',
  ],
  [
    { op: 'armory', token: 1 },
    'The Evil Champion holding token 1 equips an Artifact from the center row (ignore its Ambush).',
    'Le Champion Maléfique qui porte le jeton 1 s’équipe d’un Artefact de la ligne centrale (ignorez son Embuscade).',
  ],
  [{ op: 'honor', n: 2 }, 'The Evil Player gains 2 Honor.', 'Le Joueur Maléfique gagne 2 Honneur.'],
  [
    { op: 'scorch', n: 1 },
    'Each of your Champions next to an Evil Champion takes 1 damage.',
    'Chacun de vos Champions adjacent à un Champion Maléfique subit 1 dégât.',
  ],
];

describe('AT card texts: effects', () => {
  it.each(EFFECT_TEXTS)('AT-KW-1 AT-CR-18 the effect %j reads exactly in English and French', (effect, en, fr) => {
    expect(both((l) => cardText(heroWith(effect), l))).toEqual([en, fr]);
  });

  it('AT-PL-8 a Hero with several effects reads them in order, joined by one space', () => {
    const hero: CardDef = {
      ...named,
      id: 'test-hero',
      faction: 'void',
      type: 'hero',
      cost: 1,
      effects: [
        { op: 'runes', n: 2 },
        { op: 'draw', n: 1 },
      ],
    };
    expect(both((l) => cardText(hero, l))).toEqual(['Gain 2 Runes. Draw 1 card.', 'Gagnez 2 Runes. Piochez 1 carte.']);
  });

  it.each(EVIL_TEXTS)('AT-IN-4 AT-FU-1 the Evil effect %j reads exactly in English and French', (effect, en, fr) => {
    expect(both((l) => evilEffectText(effect, l))).toEqual([en, fr]);
  });
});

describe('AT card texts: cards', () => {
  it('AT-KW-27 AT-KW-1 a Hero reads its Ambush, its effects, then its Allegiance with its faction', () => {
    const hero: CardDef = {
      ...named,
      id: 'test-hero',
      faction: 'enlightened',
      type: 'hero',
      cost: 3,
      effects: [
        { op: 'runes', n: 2 },
        { op: 'draw', n: 1 },
      ],
      ambush: [{ op: 'power', n: 1 }],
      allegiance: [{ op: 'honor', n: 2 }],
    };
    expect(both((l) => cardText(hero, l))).toEqual([
      'Ambush: Gain 1 Power.\nGain 2 Runes. Draw 1 card.\nAllegiance – Enlightened: Gain 2 Honor.',
      'Embuscade : Gagnez 1 Puissance.\nGagnez 2 Runes. Piochez 1 carte.\nAllégeance – Illuminés : Gagnez 2 Honneur.',
    ]);
    expect(both((l) => cardLine(hero, l))).toEqual(['Enlightened · Hero · 3 Runes', 'Illuminés · Héros · 3 Runes']);
  });

  it('AT-AR-3 AT-KW-38 AT-RS-7 an Artifact reads its Ambush, bonuses, skills and discount, its Fatal, then its Allegiance', () => {
    const artifact: CardDef = {
      ...named,
      id: 'test-artifact',
      faction: 'mechana',
      type: 'artifact',
      cost: 4,
      bonus: { strength: 1, defense: 2, speed: 3 },
      skills: ['ranged', 'double'],
      discount: 2,
      fatal: [{ op: 'honor', n: 1 }],
      allegiance: [{ op: 'runes', n: 1 }],
      ambush: [{ op: 'draw', n: 1 }],
    };
    expect(both((l) => cardText(artifact, l))).toEqual([
      'Ambush: Draw 1 card.\nEquip to one of your Champions: +1 Strength, +2 Defense, +3 Speed, Ranged attack, Double attack, activation 2 Power cheaper (never below 0).\nFatal: Gain 1 Honor.\nAllegiance – Mechana: Gain 1 Rune.',
      'Embuscade : Piochez 1 carte.\nÉquipez l’un de vos Champions : +1 Force, +2 Défense, +3 Vitesse, Attaque à distance, Double attaque, activation moins chère de 2 Puissance (jamais sous 0).\nFatal : Gagnez 1 Honneur.\nAllégeance – Mékas : Gagnez 1 Rune.',
    ]);
    expect(both((l) => cardLine(artifact, l))).toEqual(['Mechana · Artifact · 4 Runes', 'Mékas · Artefact · 4 Runes']);
  });

  it('AT-AR-3 an Artifact reads only its bonuses above 0, and nothing else it does not have', () => {
    for (const [bonus, en, fr] of [
      [{ strength: 0, defense: 1, speed: 0 }, '+1 Defense', '+1 Défense'],
      [{ strength: 2, defense: 0, speed: 0 }, '+2 Strength', '+2 Force'],
      [{ strength: 0, defense: 0, speed: 1 }, '+1 Speed', '+1 Vitesse'],
    ] as const) {
      const artifact: CardDef = { ...named, id: 'test-artifact', faction: 'neutral', type: 'artifact', cost: 0, bonus, skills: [] };
      expect(both((l) => cardText(artifact, l))).toEqual([
        `Equip to one of your Champions: ${en}.`,
        `Équipez l’un de vos Champions : ${fr}.`,
      ]);
    }
    const plain: CardDef = {
      ...named,
      id: 'test-artifact',
      faction: 'neutral',
      type: 'artifact',
      cost: 0,
      bonus: { strength: 0, defense: 1, speed: 0 },
      skills: [],
    };
    expect(both((l) => cardLine(plain, l))).toEqual(['Neutral · Artifact · 0 Runes', 'Neutre · Artefact · 0 Runes']);
  });

  it('AT-FQ-15 AT-KW-32 AT-AC-1 a two-pawn Champion reads its Ambush, its Fatal, its two pawns, then its stats, activation and skills', () => {
    const champion: CardDef = {
      ...named,
      id: 'test-champion',
      faction: 'lifebound',
      type: 'champion',
      cost: 5,
      strength: 3,
      defense: 4,
      speed: 2,
      activation: 1,
      skills: ['riposte', 'area'],
      pawns: 2,
      fatal: [{ op: 'power', n: 2 }],
      ambush: [{ op: 'heal', n: 1 }],
    };
    expect(both((l) => cardText(champion, l))).toEqual([
      'Ambush: Remove up to 1 damage from one of your Champions.\nFatal: Gain 2 Power.\nTwo pawns, one card: an Artifact equipped on it serves both; activating it activates one pawn, then the other.\nStrength 3, Defense 4, Speed 2, activation 1 Power. Riposte. Area attack.',
      'Embuscade : Retirez jusqu’à 1 dégât à l’un de vos Champions.\nFatal : Gagnez 2 Puissance.\nDeux pions, une carte : un Artefact équipé sert aux deux ; l’activer active un pion, puis l’autre.\nForce 3, Défense 4, Vitesse 2, activation 1 Puissance. Riposte. Attaque de zone.',
    ]);
    expect(both((l) => cardLine(champion, l))).toEqual(['Lifebound · Champion · 5 Runes', 'Liés à la vie · Champion · 5 Runes']);
  });

  it('AT-MO-2 AT-KW-32 a Monster costs Power; one pawn and no skill read only the stats line; its Fatal is read', () => {
    const monster: CardDef = {
      ...named,
      id: 'test-monster',
      faction: 'void',
      type: 'monster',
      cost: 6,
      strength: 5,
      defense: 6,
      speed: 3,
      activation: 2,
      skills: [],
      pawns: 1,
    };
    expect(both((l) => cardText(monster, l))).toEqual([
      'Strength 5, Defense 6, Speed 3, activation 2 Power.',
      'Force 5, Défense 6, Vitesse 3, activation 2 Puissance.',
    ]);
    expect(both((l) => cardLine(monster, l))).toEqual(['Void · Monster · 6 Power', 'Néant · Monstre · 6 Puissance']);
    const fatal: CardDef = { ...monster, fatal: [{ op: 'honor', n: 2 }] };
    expect(both((l) => cardText(fatal, l))).toEqual([
      'Fatal: Gain 2 Honor.\nStrength 5, Defense 6, Speed 3, activation 2 Power.',
      'Fatal : Gagnez 2 Honneur.\nForce 5, Défense 6, Vitesse 3, activation 2 Puissance.',
    ]);
  });

  it('AT-KW-1 AT-KW-32 a part its card type does not print is not read: a Hero’s Fatal, a Champion’s Allegiance', () => {
    const hero = { ...heroWith({ op: 'runes', n: 1 }), fatal: [{ op: 'honor', n: 1 }] } as unknown as CardDef;
    expect(cardText(hero, 'en')).toBe('Gain 1 Rune.');
    const champion = {
      ...named,
      id: 'test-champion',
      faction: 'void',
      type: 'champion',
      cost: 0,
      strength: 1,
      defense: 2,
      speed: 3,
      activation: 1,
      skills: [],
      pawns: 1,
      allegiance: [{ op: 'honor', n: 1 }],
    } as unknown as CardDef;
    expect(cardText(champion, 'en')).toBe('Strength 1, Defense 2, Speed 3, activation 1 Power.');
  });

  it('AT-KW-1 every card of the content has a text and a type line in both languages, none reading undefined', () => {
    for (const c of CONTENT.cards)
      for (const l of ['en', 'fr'] as const) {
        expect(cardText(c, l), `${c.id} ${l}`).not.toMatch(/undefined|NaN/);
        expect(cardLine(c, l), `${c.id} ${l}`).toMatch(/^[^·]+ · [^·]+ · \d+ (Runes|Power|Puissance)$/);
      }
  });
});

describe('AT card texts: the Evil Player', () => {
  it('AT-IN-4 an Intrigue card reads its effects, then its Threat threshold and bonus', () => {
    const card: IntrigueDef = {
      id: 'test-intrigue',
      name: named.name,
      effects: [
        { op: 'activate', token: 1 },
        { op: 'honor', n: 1 },
      ],
      threshold: 7,
      bonus: [{ op: 'fury' }],
    };
    expect(both((l) => intrigueText(card, l))).toEqual([
      'Activate the Evil Champion holding token 1. The Evil Player gains 1 Honor. Threat 7: Fury.',
      'Activez le Champion Maléfique qui porte le jeton 1. Le Joueur Maléfique gagne 1 Honneur. Menace 7 : Furie.',
    ]);
  });

  it('AT-SO-11 AT-SO-12 AT-EV-4 AT-FU-1 an Evil Champion reads its Honor, both faces with their skills, its Fury and its Fatal', () => {
    const boss: EvilChampionDef = {
      id: 'test-boss',
      name: named.name,
      honor: 3,
      solo: { strength: 2, defense: 5, speed: 3, skills: ['riposte', 'ranged'] },
      coop: { strength: 3, defense: 6, speed: 4, skills: [] },
      fury: [{ op: 'activateAll' }, { op: 'scorch', n: 2 }],
      fatal: [
        { op: 'honor', n: 1 },
        { op: 'scorch', n: 1 },
      ],
    };
    expect(both((l) => evilChampionText(boss, l))).toEqual([
      'Honor 3. Solo: 2/5/3 (Riposte, Ranged attack); Co-op: 3/6/4. Fury: Activate every Evil Champion, in token order. Each of your Champions next to an Evil Champion takes 2 damage. Fatal: The Evil Player gains 1 Honor. Each of your Champions next to an Evil Champion takes 1 damage.',
      'Honneur 3. Solo : 2/5/3 (Riposte, Attaque à distance) ; Coop : 3/6/4. Furie : Activez chaque Champion Maléfique, dans l’ordre des jetons. Chacun de vos Champions adjacent à un Champion Maléfique subit 2 dégâts. Fatal : Le Joueur Maléfique gagne 1 Honneur. Chacun de vos Champions adjacent à un Champion Maléfique subit 1 dégât.',
    ]);
    const plain: EvilChampionDef = {
      id: 'test-evil',
      name: named.name,
      honor: 1,
      solo: { strength: 1, defense: 2, speed: 3, skills: [] },
      coop: { strength: 2, defense: 3, speed: 3, skills: ['area'] },
    };
    expect(both((l) => evilChampionText(plain, l))).toEqual([
      'Honor 1. Solo: 1/2/3; Co-op: 2/3/3 (Area attack).',
      'Honneur 1. Solo : 1/2/3 ; Coop : 2/3/3 (Attaque de zone).',
    ]);
  });
});
