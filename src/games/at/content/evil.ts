import type { z } from 'zod';
import type { evilChampionSchema, intrigueSchema } from './schema.js';

type Evil = z.input<typeof evilChampionSchema>;
type Intrigue = z.input<typeof intrigueSchema>;

/**
 * Our Evil Champions (§24, original content): the fallen twin of each
 * Champion a player can select (same id and name, so a Champion you select
 * is set aside from the Evil squad, SO-8), and seventeen who exist only on
 * the Evil side. Each has a Solo face and a stronger Co-op face (SO-11, SO-12);
 * the Bosses (Honor 4 or more, with a Fury) lead the squad (SO-9).
 */
const f = (strength: number, defense: number, speed = 3, skills: Evil['solo']['skills'] = []) => ({ strength, defense, speed, skills });

export const EVIL_CHAMPIONS: Evil[] = [
  { id: 'ember-sentinel', name: { en: 'Ember Sentinel', fr: 'Sentinelle de braise' }, honor: 2, solo: f(2, 4), coop: f(3, 5) },
  { id: 'glyph-warden', name: { en: 'Glyph Warden', fr: 'Gardien des glyphes' }, honor: 2, solo: f(2, 5), coop: f(2, 7) },
  {
    id: 'star-oracle',
    name: { en: 'Star Oracle', fr: 'Oracle des étoiles' },
    honor: 2,
    solo: f(1, 3, 3, ['ranged']),
    coop: f(2, 4, 3, ['ranged']),
  },
  {
    id: 'briar-matron',
    name: { en: 'Briar Matron', fr: 'Matrone des ronces' },
    honor: 3,
    solo: f(2, 6, 2, ['riposte']),
    coop: f(3, 7, 2, ['riposte']),
  },
  { id: 'antler-runner', name: { en: 'Antler Runner', fr: 'Coureur aux bois' }, honor: 2, solo: f(2, 3, 5), coop: f(3, 4, 5) },
  {
    id: 'cog-lancer',
    name: { en: 'Cog Lancer', fr: 'Lancier à rouages' },
    honor: 3,
    solo: f(2, 4, 3, ['double']),
    coop: f(3, 5, 3, ['double']),
  },
  {
    id: 'steam-bombard',
    name: { en: 'Steam Bombard', fr: 'Bombarde à vapeur' },
    honor: 3,
    solo: f(2, 4, 2, ['ranged']),
    coop: f(2, 5, 2, ['ranged', 'area']),
  },
  { id: 'hollow-wraith', name: { en: 'Hollow Wraith', fr: 'Spectre creux' }, honor: 2, solo: f(3, 2, 5), coop: f(4, 3, 5) },
  {
    id: 'grave-tyrant',
    name: { en: 'Grave Tyrant', fr: 'Tyran des tombes' },
    honor: 5,
    solo: f(3, 7, 2, ['riposte']),
    coop: f(4, 9, 2, ['riposte']),
    fury: [
      { op: 'scorch', n: 2 },
      { op: 'activate', token: 0 },
    ],
  },
  { id: 'thistle-ranger', name: { en: 'Thistle Ranger', fr: 'Rôdeuse des chardons' }, honor: 2, solo: f(2, 3, 4), coop: f(3, 4, 4) },
  { id: 'iron-warden', name: { en: 'Iron Warden', fr: 'Gardien de fer' }, honor: 3, solo: f(3, 5), coop: f(3, 7) },
  {
    id: 'veil-reaver',
    name: { en: 'Veil Reaver', fr: 'Faucheur du voile' },
    honor: 4,
    solo: f(3, 4),
    coop: f(4, 5),
    fury: [
      { op: 'boost', stat: 'strength', n: 1 },
      { op: 'activate', token: 0 },
      { op: 'activate', token: 0 },
    ],
  },
  {
    id: 'lumen-adept',
    name: { en: 'Lumen Adept', fr: 'Adepte de la lueur' },
    honor: 2,
    solo: f(1, 3, 4, ['riposte', 'ranged']),
    coop: f(2, 4, 4, ['riposte', 'ranged']),
  },
  { id: 'barrow-brute', name: { en: 'Barrow Brute', fr: 'Brute des tertres' }, honor: 3, solo: f(3, 5, 2), coop: f(4, 6, 2) },
  {
    id: 'shade-regent',
    name: { en: 'The Shade Regent', fr: 'Le Régent des ombres' },
    honor: 6,
    solo: f(3, 8, 3, ['riposte']),
    coop: f(4, 10, 3, ['riposte']),
    fury: [
      { op: 'cultist', token: 0 },
      { op: 'cultist', token: 1 },
      { op: 'honor', n: 1 },
    ],
  },
  {
    id: 'ash-colossus',
    name: { en: 'The Ash Colossus', fr: 'Le Colosse de cendre' },
    honor: 5,
    solo: f(4, 7, 2, ['area']),
    coop: f(5, 9, 2, ['area']),
    fury: [{ op: 'boost', stat: 'defense', n: 2 }, { op: 'activateAll' }],
  },
  {
    id: 'mire-queen',
    name: { en: 'The Mire Queen', fr: 'La Reine des marais' },
    honor: 4,
    solo: f(2, 6, 3, ['ranged']),
    coop: f(3, 7, 3, ['ranged', 'double']),
    fury: [
      { op: 'scorch', n: 1 },
      { op: 'honor', n: 2 },
    ],
  },
  // Fourteen who exist only on the Evil side (no selectable Champion shares their names; the Radiant Archer shares a
  // center-deck Champion's, CR-17).
  { id: 'rot-harbinger', name: { en: 'Rot Harbinger', fr: 'Héraut de la pourriture' }, honor: 2, solo: f(2, 4), coop: f(3, 5) },
  {
    id: 'gallows-knight',
    name: { en: 'Gallows Knight', fr: 'Chevalier du gibet' },
    honor: 3,
    solo: f(3, 5, 3, ['riposte']),
    coop: f(4, 6, 3, ['riposte']),
  },
  { id: 'ash-sprite', name: { en: 'Ash Sprite', fr: 'Lutin de cendre' }, honor: 1, solo: f(2, 2, 5), coop: f(3, 3, 5) },
  {
    // The fallen twin of the center deck's Radiant Archer: with it in the Evil squad, that card leaves the row (CR-17, FQ-19).
    id: 'radiant-archer-evil',
    name: { en: 'Radiant Archer', fr: 'Archère radieuse' },
    honor: 2,
    solo: f(2, 3, 3, ['ranged']),
    coop: f(3, 4, 3, ['ranged']),
  },
  {
    id: 'bone-crusher',
    name: { en: 'Bone Crusher', fr: 'Broyeur d’os' },
    honor: 3,
    solo: f(4, 5, 2),
    coop: f(5, 6, 2),
    // Fatal works for Evil Champions too (KW-34, EV-10).
    fatal: [{ op: 'honor', n: 1 }],
  },
  {
    id: 'storm-caller',
    name: { en: 'Storm Caller', fr: 'Invocatrice d’orage' },
    honor: 3,
    solo: f(2, 4, 3, ['ranged', 'area']),
    coop: f(3, 5, 3, ['ranged', 'area']),
  },
  {
    id: 'twin-blade',
    name: { en: 'Twin Blade', fr: 'Lame jumelle' },
    honor: 3,
    solo: f(2, 4, 4, ['double']),
    coop: f(3, 5, 4, ['double']),
  },
  { id: 'mire-lurker', name: { en: 'Mire Lurker', fr: 'Rôdeur des fanges' }, honor: 2, solo: f(3, 3), coop: f(4, 4) },
  {
    id: 'plague-bearer',
    name: { en: 'Plague Bearer', fr: 'Porte-peste' },
    honor: 2,
    solo: f(1, 5, 3, ['area']),
    coop: f(2, 6, 3, ['area']),
  },
  { id: 'iron-hound', name: { en: 'Iron Hound', fr: 'Molosse de fer' }, honor: 2, solo: f(2, 3, 6), coop: f(3, 4, 6) },
  {
    id: 'lich-sovereign',
    name: { en: 'The Lich Sovereign', fr: 'Le Souverain liche' },
    honor: 6,
    solo: f(3, 8, 3, ['ranged']),
    coop: f(4, 10, 3, ['ranged', 'riposte']),
    fury: [
      { op: 'cultist', token: 2 },
      { op: 'cultist', token: 3 },
      { op: 'activate', token: 0 },
    ],
  },
  {
    id: 'blood-baron',
    name: { en: 'The Blood Baron', fr: 'Le Baron de sang' },
    honor: 5,
    solo: f(4, 6, 3, ['double']),
    coop: f(5, 8, 3, ['double']),
    fury: [
      { op: 'boost', stat: 'strength', n: 2 },
      { op: 'activate', token: 0 },
    ],
  },
  {
    id: 'thunder-khan',
    name: { en: 'The Thunder Khan', fr: 'Le Khan du tonnerre' },
    honor: 4,
    solo: f(3, 6, 4, ['area']),
    coop: f(4, 8, 4, ['area']),
    fury: [{ op: 'boost', stat: 'speed', n: 2 }, { op: 'activateAll' }],
  },
  {
    id: 'hollow-queen',
    name: { en: 'The Hollow Queen', fr: 'La Reine creuse' },
    honor: 5,
    solo: f(2, 7, 3, ['riposte', 'ranged']),
    coop: f(3, 9, 3, ['riposte', 'ranged']),
    fury: [
      { op: 'scorch', n: 1 },
      { op: 'honor', n: 1 },
      { op: 'activate', token: 0 },
    ],
  },
];

const act = (token: number) => ({ op: 'activate' as const, token });

/**
 * Our 32 Intrigue cards (§24.2, original content): which Evil Champions
 * activate, the bonuses, Fury, Cultists and Honor they bring, and the bonus
 * effect once the Intrigue discard holds at least the Threat threshold.
 */
export const INTRIGUES: Intrigue[] = [
  { id: 'muster', name: { en: 'The Muster', fr: 'Le Rassemblement' }, effects: [act(0)], threshold: 6, bonus: [act(1)] },
  { id: 'night-march', name: { en: 'Night March', fr: 'Marche nocturne' }, effects: [act(1), act(2)], threshold: 10, bonus: [act(3)] },
  { id: 'iron-tide', name: { en: 'Iron Tide', fr: 'Marée de fer' }, effects: [act(2), act(3)], threshold: 8, bonus: [act(0)] },
  {
    id: 'blood-oath',
    name: { en: 'Blood Oath', fr: 'Serment de sang' },
    effects: [{ op: 'boost', stat: 'strength', n: 1 }, act(0)],
    threshold: 12,
    bonus: [act(1)],
  },
  {
    id: 'shadow-step',
    name: { en: 'Shadow Step', fr: 'Pas de l’ombre' },
    effects: [{ op: 'boost', stat: 'speed', n: 2 }, act(1)],
    threshold: 8,
    bonus: [act(2)],
  },
  {
    id: 'wrath-unbound',
    name: { en: 'Wrath Unbound', fr: 'Courroux déchaîné' },
    effects: [{ op: 'fury' }],
    threshold: 14,
    bonus: [{ op: 'fury' }],
  },
  {
    id: 'cult-summons',
    name: { en: 'Cult Summons', fr: 'Convocation du culte' },
    effects: [{ op: 'cultist', token: 1 }, act(3)],
    threshold: 9,
    bonus: [{ op: 'cultist', token: 2 }],
  },
  {
    id: 'dark-tithe',
    name: { en: 'Dark Tithe', fr: 'Dîme obscure' },
    effects: [{ op: 'honor', n: 1 }, act(2)],
    threshold: 10,
    bonus: [{ op: 'honor', n: 1 }],
  },
  {
    id: 'stone-skin',
    name: { en: 'Stone Skin', fr: 'Peau de pierre' },
    effects: [{ op: 'boost', stat: 'defense', n: 2 }, act(3)],
    threshold: 7,
    bonus: [act(1)],
  },
  {
    id: 'full-assault',
    name: { en: 'Full Assault', fr: 'Assaut général' },
    effects: [{ op: 'activateAll' }],
    threshold: 16,
    bonus: [{ op: 'boost', stat: 'strength', n: 1 }],
  },
  {
    id: 'burning-ground',
    name: { en: 'Burning Ground', fr: 'Terre brûlante' },
    effects: [{ op: 'scorch', n: 1 }, act(0)],
    threshold: 11,
    bonus: [{ op: 'scorch', n: 1 }],
  },
  {
    id: 'rally-cry',
    name: { en: 'Rally Cry', fr: 'Cri de ralliement' },
    effects: [act(3), act(1)],
    threshold: 12,
    bonus: [{ op: 'fury' }],
  },
  {
    id: 'ambush-party',
    name: { en: 'Ambush Party', fr: 'Guet-apens' },
    effects: [{ op: 'boost', stat: 'speed', n: 1 }, act(2)],
    threshold: 6,
    bonus: [{ op: 'boost', stat: 'strength', n: 1 }, act(2)],
  },
  { id: 'grim-vigil', name: { en: 'Grim Vigil', fr: 'Veillée sinistre' }, effects: [act(1)], threshold: 5, bonus: [{ op: 'honor', n: 1 }] },
  {
    id: 'dread-banner',
    name: { en: 'The Dread Banner', fr: 'La Bannière d’effroi' },
    effects: [{ op: 'boost', stat: 'strength', n: 1 }, act(1), act(3)],
    threshold: 15,
    bonus: [act(0)],
  },
  {
    id: 'warlord-call',
    name: { en: 'The Warlord’s Call', fr: 'L’Appel du seigneur' },
    effects: [act(0), { op: 'fury' }],
    threshold: 18,
    bonus: [act(0)],
  },
  {
    id: 'crawling-fog',
    name: { en: 'Crawling Fog', fr: 'Brume rampante' },
    effects: [{ op: 'cultist', token: 3 }, act(1)],
    threshold: 9,
    bonus: [{ op: 'cultist', token: 0 }],
  },
  {
    id: 'armory-raid',
    name: { en: 'Raid on the Armory', fr: 'Pillage de l’Armurerie' },
    effects: [{ op: 'armory', token: 2 }, act(2)],
    threshold: 10,
    bonus: [{ op: 'boost', stat: 'strength', n: 1 }],
  },
  {
    id: 'vile-ritual',
    name: { en: 'Vile Ritual', fr: 'Rituel infâme' },
    effects: [{ op: 'honor', n: 2 }],
    threshold: 13,
    bonus: [{ op: 'cultist', token: 0 }],
  },
  { id: 'pincer', name: { en: 'The Pincer', fr: 'La Tenaille' }, effects: [act(1), act(3)], threshold: 7, bonus: [act(2)] },
  {
    id: 'siege-lines',
    name: { en: 'Siege Lines', fr: 'Lignes de siège' },
    effects: [{ op: 'boost', stat: 'defense', n: 1 }, act(2), act(0)],
    threshold: 14,
    bonus: [{ op: 'scorch', n: 1 }],
  },
  {
    id: 'ravenous-horde',
    name: { en: 'Ravenous Horde', fr: 'Horde affamée' },
    effects: [
      { op: 'cultist', token: 2 },
      { op: 'cultist', token: 3 },
    ],
    threshold: 12,
    bonus: [act(1)],
  },
  {
    id: 'cold-gaze',
    name: { en: 'Cold Gaze', fr: 'Regard glacial' },
    effects: [act(2)],
    threshold: 4,
    bonus: [{ op: 'boost', stat: 'defense', n: 1 }, act(3)],
  },
  {
    id: 'venom-edge',
    name: { en: 'Venom Edge', fr: 'Lame venimeuse' },
    effects: [{ op: 'boost', stat: 'strength', n: 2 }, act(2)],
    threshold: 17,
    bonus: [act(1)],
  },
  {
    id: 'long-shadow',
    name: { en: 'The Long Shadow', fr: 'La Longue Ombre' },
    effects: [act(0), act(1)],
    threshold: 11,
    bonus: [{ op: 'honor', n: 1 }],
  },
  {
    id: 'ashen-wind',
    name: { en: 'Ashen Wind', fr: 'Vent de cendre' },
    effects: [{ op: 'scorch', n: 2 }],
    threshold: 15,
    bonus: [{ op: 'activateAll' }],
  },
  {
    id: 'black-procession',
    name: { en: 'Black Procession', fr: 'Procession noire' },
    effects: [act(3), act(2), act(1)],
    threshold: 20,
    bonus: [{ op: 'fury' }],
  },
  {
    id: 'thirst-for-glory',
    name: { en: 'Thirst for Glory', fr: 'Soif de gloire' },
    effects: [{ op: 'honor', n: 1 }, act(0)],
    threshold: 8,
    bonus: [{ op: 'boost', stat: 'speed', n: 1 }, act(3)],
  },
  {
    id: 'tyrants-whim',
    name: { en: 'The Tyrant’s Whim', fr: 'Le Caprice du tyran' },
    effects: [{ op: 'fury' }, act(1)],
    threshold: 19,
    bonus: [{ op: 'honor', n: 2 }],
  },
  {
    id: 'grave-chill',
    name: { en: 'Grave Chill', fr: 'Froid de la tombe' },
    effects: [{ op: 'boost', stat: 'defense', n: 2 }, act(0)],
    threshold: 9,
    bonus: [{ op: 'cultist', token: 1 }],
  },
  {
    id: 'silent-knives',
    name: { en: 'Silent Knives', fr: 'Couteaux silencieux' },
    effects: [{ op: 'boost', stat: 'strength', n: 1 }, act(3)],
    threshold: 6,
    bonus: [act(2)],
  },
  {
    id: 'last-stand',
    name: { en: 'The Last Stand', fr: 'Le Dernier Carré' },
    effects: [{ op: 'activateAll' }, { op: 'honor', n: 1 }],
    threshold: 22,
    bonus: [{ op: 'fury' }],
  },
];
