import type { Locale } from '../../../core/text.js';
import type { CardDef, Effect, EvilChampionDef, EvilEffect, Faction, IntrigueDef, Skill } from '../content/schema.js';
import { CONTENT } from '../content/index.js';

/** "1 dégât", "2 dégâts": French takes the singular for 0 and 1. */
const frDamage = (n: number): string => `${n} ${n <= 1 ? 'dégât' : 'dégâts'}`;

/**
 * A card's rules text, generated from its data in English and French, so the
 * text can never promise something the engine does not do.
 */
const FACTION: Record<Faction, [string, string]> = {
  enlightened: ['Enlightened', 'Illuminés'],
  lifebound: ['Lifebound', 'Liés à la vie'],
  mechana: ['Mechana', 'Mékas'],
  void: ['Void', 'Néant'],
  neutral: ['Neutral', 'Neutre'],
};
const STAT: Record<string, [string, string]> = {
  strength: ['Strength', 'Force'],
  defense: ['Defense', 'Défense'],
  speed: ['Speed', 'Vitesse'],
};

const SKILL: Record<Skill, [string, string]> = {
  riposte: ['Riposte', 'Riposte'],
  ranged: ['Ranged attack', 'Attaque à distance'],
  area: ['Area attack', 'Attaque de zone'],
  double: ['Double attack', 'Double attaque'],
};

const pl = (n: number, one: string, many: string) => (n === 1 ? one : many);

function effectText(e: Effect, l: Locale): string {
  const en = l === 'en';
  switch (e.op) {
    case 'runes':
      return en ? `Gain ${e.n} ${pl(e.n, 'Rune', 'Runes')}.` : `Gagnez ${e.n} ${pl(e.n, 'Rune', 'Runes')}.`;
    case 'power':
      return en ? `Gain ${e.n} Power.` : `Gagnez ${e.n} Puissance.`;
    case 'honor':
      return en ? `Gain ${e.n} Honor.` : `Gagnez ${e.n} Honneur.`;
    case 'draw':
      return en ? `Draw ${e.n} ${pl(e.n, 'card', 'cards')}.` : `Piochez ${e.n} ${pl(e.n, 'carte', 'cartes')}.`;
    case 'boost':
      return en
        ? `Your Champions get +${e.n} ${STAT[e.stat]![0]} this turn.`
        : `Vos Champions gagnent +${e.n} en ${STAT[e.stat]![1]} ce tour-ci.`;
    case 'banish': {
      const both = e.from.length > 1;
      if (en) return `You may banish a card from your ${both ? 'hand or discard pile' : e.from[0] === 'hand' ? 'hand' : 'discard pile'}.`;
      return `Vous pouvez bannir une carte de votre ${both ? 'main ou de votre défausse' : e.from[0] === 'hand' ? 'main' : 'défausse'}.`;
    }
    case 'banishRow':
      return en ? 'You may banish a card from the center row.' : 'Vous pouvez bannir une carte de la ligne centrale.';
    case 'damage':
      return en
        ? `Deal ${e.n} damage to an enemy Champion on the battlefield.`
        : `Infligez ${frDamage(e.n)} à un Champion ennemi sur le champ de bataille.`;
    case 'heal':
      return en ? `Remove up to ${e.n} damage from one of your Champions.` : `Retirez jusqu’à ${frDamage(e.n)} à l’un de vos Champions.`;
    case 'placeToken':
      if (e.token === 'turret') return en ? 'Place the Turret on any hex.' : 'Placez la Tourelle sur n’importe quelle case.';
      return en
        ? `Place the Fairy Circle on any hex: while you last placed or moved it, your Champion on it gets +${CONTENT.fairyCircle.strength} Strength and +${CONTENT.fairyCircle.defense} Defense.`
        : `Placez le Cercle féérique sur n’importe quelle case : tant que vous êtes le dernier à l’avoir placé ou déplacé, votre Champion qui s’y trouve gagne +${CONTENT.fairyCircle.strength} Force et +${CONTENT.fairyCircle.defense} Défense.`;
    case 'moveFairy':
      return en ? 'You may move the Fairy Circle to another hex.' : 'Vous pouvez déplacer le Cercle féérique sur une autre case.';
    case 'turret':
      return en
        ? `You may have the Turret deal ${e.n} damage to an enemy within 3 hexes in its line of sight, or move it to another hex.`
        : `Vous pouvez faire infliger ${frDamage(e.n)} par la Tourelle à un ennemi à 3 cases ou moins dans sa ligne de vue, ou la déplacer sur une autre case.`;
    case 'treasure':
      return en ? `Gain ${e.n === 1 ? 'a Treasure' : `${e.n} Treasures`}.` : `Gagnez ${e.n === 1 ? 'un Trésor' : `${e.n} Trésors`}.`;
    case 'copyRow':
      return en
        ? 'You may copy the effect of a Hero in the center row (not its faction, Allegiance or Ambush).'
        : 'Vous pouvez copier l’effet d’un Héros de la ligne centrale (ni sa faction, ni son Allégeance, ni son Embuscade).';
    case 'healAll':
      return en ? `Remove up to ${e.n} damage from each of your Champions.` : `Retirez jusqu’à ${frDamage(e.n)} à chacun de vos Champions.`;
    case 'sanctuaryHonor':
      return en ? `Gain ${e.n} Honor for each Sanctuary you control.` : `Gagnez ${e.n} Honneur par Sanctuaire que vous contrôlez.`;
    case 'perArtifact': {
      const res = e.res === 'runes' ? (en ? pl(e.n, 'Rune', 'Runes') : pl(e.n, 'Rune', 'Runes')) : en ? 'Power' : 'Puissance';
      return en
        ? `Gain ${e.n} ${res} for each Artifact equipped on your Champions.`
        : `Gagnez ${e.n} ${res} par Artefact équipé sur vos Champions.`;
    }
    case 'consume':
      return en
        ? `You may banish a card from your hand or discard pile. If you do, gain ${e.n} Power.`
        : `Vous pouvez bannir une carte de votre main ou de votre défausse. Si vous le faites, gagnez ${e.n} Puissance.`;
    case 'freeActivate':
      return en
        ? 'You may then activate another of your ready Champions for free.'
        : 'Vous pouvez ensuite activer gratuitement un autre de vos Champions prêts.';
    case 'movePortal':
      return en
        ? 'You may move one of your Portals to a standard hex with no enemy on it.'
        : 'Vous pouvez déplacer l’un de vos Portails sur un hexagone standard sans ennemi.';
    case 'placeForest':
      return en
        ? 'You may place a Forest on a standard hex, even under a Champion.'
        : 'Vous pouvez placer une Forêt sur un hexagone standard, même sous un Champion.';
    case 'steal':
      return en
        ? 'You may steal a card from an opponent’s discard pile: put it in yours; it is yours for the rest of the game.'
        : 'Vous pouvez voler une carte de la défausse d’un adversaire : placez-la dans la vôtre ; elle vous appartient pour le reste de la partie.';
    case 'destroyArtifact':
      return en
        ? 'You may destroy an Artifact equipped on an enemy Champion (it goes to its owner’s discard pile).'
        : 'Vous pouvez détruire un Artefact équipé sur un Champion ennemi (il rejoint la défausse de son propriétaire).';
    case 'deploy':
      return en
        ? 'You may deploy one of your Champions that is off the battlefield on a free standard hex next to one of your Champions, without activating it.'
        : 'Vous pouvez déployer l’un de vos Champions hors du champ de bataille sur un hexagone standard libre adjacent à l’un de vos Champions, sans l’activer.';
  }
}

const effects = (list: Effect[], l: Locale) => list.map((e) => effectText(e, l)).join(' ');

export function cardText(d: CardDef, l: Locale): string {
  const en = l === 'en';
  const lines: string[] = [];
  const fac = FACTION[d.faction][en ? 0 : 1];
  if (d.ambush) lines.push(`${en ? 'Ambush:' : 'Embuscade :'} ${effects(d.ambush, l)}`);
  if (d.type === 'hero') lines.push(effects(d.effects, l));
  if (d.type === 'artifact') {
    const b: string[] = [];
    for (const k of ['strength', 'defense', 'speed'] as const) if (d.bonus[k] > 0) b.push(`+${d.bonus[k]} ${STAT[k]![en ? 0 : 1]}`);
    for (const k of d.skills) b.push(SKILL[k][en ? 0 : 1]);
    if (d.discount)
      b.push(
        en ? `activation ${d.discount} Power cheaper (never below 0)` : `activation moins chère de ${d.discount} Puissance (jamais sous 0)`,
      );
    lines.push(en ? `Equip to one of your Champions: ${b.join(', ')}.` : `Équipez l’un de vos Champions : ${b.join(', ')}.`);
  }
  if ((d.type === 'artifact' || d.type === 'champion' || d.type === 'monster') && d.fatal)
    lines.push(`Fatal${en ? ':' : ' :'} ${effects(d.fatal, l)}`);
  if ((d.type === 'hero' || d.type === 'artifact') && d.allegiance)
    lines.push(`${en ? 'Allegiance' : 'Allégeance'} – ${fac}${en ? ':' : ' :'} ${effects(d.allegiance, l)}`);
  if (d.type === 'champion' || d.type === 'monster') {
    const skills = d.skills.map((k) => ` ${SKILL[k][en ? 0 : 1]}.`).join('');
    if (d.pawns === 2)
      lines.push(
        en
          ? 'Two pawns, one card: an Artifact equipped on it serves both; activating it activates one pawn, then the other.'
          : 'Deux pions, une carte : un Artefact équipé sert aux deux ; l’activer active un pion, puis l’autre.',
      );
    lines.push(
      en
        ? `Strength ${d.strength}, Defense ${d.defense}, Speed ${d.speed}, activation ${d.activation} Power.${skills}`
        : `Force ${d.strength}, Défense ${d.defense}, Vitesse ${d.speed}, activation ${d.activation} Puissance.${skills}`,
    );
  }
  return lines.join('\n');
}

/** The card's type line: faction, type and cost with its resource. */
export function cardLine(d: CardDef, l: Locale): string {
  const en = l === 'en';
  const type: Record<CardDef['type'], [string, string]> = {
    hero: ['Hero', 'Héros'],
    artifact: ['Artifact', 'Artefact'],
    champion: ['Champion', 'Champion'],
    monster: ['Monster', 'Monstre'],
  };
  const res = d.type === 'monster' ? (en ? 'Power' : 'Puissance') : 'Runes';
  return `${FACTION[d.faction][en ? 0 : 1]} · ${type[d.type][en ? 0 : 1]} · ${d.cost} ${res}`;
}

const TOKEN = (n: number, en: boolean) => (n === 0 ? (en ? 'the Boss’s token' : 'le jeton du Boss') : en ? `token ${n}` : `le jeton ${n}`);

/** One Evil effect's text (Intrigue cards and Fury), generated from its data. */
export function evilEffectText(e: EvilEffect, l: Locale): string {
  const en = l === 'en';
  switch (e.op) {
    case 'activate':
      return en
        ? `Activate the Evil Champion holding ${TOKEN(e.token, en)}.`
        : `Activez le Champion Maléfique qui porte ${TOKEN(e.token, en)}.`;
    case 'activateAll':
      return en ? 'Activate every Evil Champion, in token order.' : 'Activez chaque Champion Maléfique, dans l’ordre des jetons.';
    case 'boost':
      return en
        ? `Evil Champions get +${e.n} ${STAT[e.stat]![0]} until the end of the turn.`
        : `Les Champions Maléfiques gagnent +${e.n} en ${STAT[e.stat]![1]} jusqu’à la fin du tour.`;
    case 'fury':
      return en ? 'Fury.' : 'Furie.';
    case 'cultist':
      return en
        ? `Deploy an Evil Cultist on ${TOKEN(e.token, en)}’s hex, or next to it.`
        : `Déployez un Cultiste maléfique sur la case ${e.token === 0 ? 'du jeton du Boss' : `du jeton ${e.token}`}, ou à côté.`;
    case 'armory':
      return en
        ? `The Evil Champion holding ${TOKEN(e.token, en)} equips an Artifact from the center row (ignore its Ambush).`
        : `Le Champion Maléfique qui porte ${TOKEN(e.token, en)} s’équipe d’un Artefact de la ligne centrale (ignorez son Embuscade).`;
    case 'honor':
      return en ? `The Evil Player gains ${e.n} Honor.` : `Le Joueur Maléfique gagne ${e.n} Honneur.`;
    case 'scorch':
      return en
        ? `Each of your Champions next to an Evil Champion takes ${e.n} damage.`
        : `Chacun de vos Champions adjacent à un Champion Maléfique subit ${frDamage(e.n)}.`;
  }
}

/** An Intrigue card's text (IN-4): its effect, then its Threat threshold and bonus effect. */
export function intrigueText(d: IntrigueDef, l: Locale): string {
  const en = l === 'en';
  const fx = (list: EvilEffect[]) => list.map((e) => evilEffectText(e, l)).join(' ');
  return `${fx(d.effects)} ${en ? `Threat ${d.threshold}:` : `Menace ${d.threshold} :`} ${fx(d.bonus)}`;
}

/** An Evil Champion's text: its Honor value, both faces and its Fury. */
export function evilChampionText(d: EvilChampionDef, l: Locale): string {
  const en = l === 'en';
  const face = (f: EvilChampionDef['solo'], name: string) =>
    `${name}${en ? ':' : ' :'} ${f.strength}/${f.defense}/${f.speed}${f.skills.length > 0 ? ` (${f.skills.map((k) => SKILL[k][en ? 0 : 1]).join(', ')})` : ''}`;
  const parts = [
    en ? `Honor ${d.honor}.` : `Honneur ${d.honor}.`,
    `${face(d.solo, 'Solo')}${en ? ';' : ' ;'} ${face(d.coop, en ? 'Co-op' : 'Coop')}.`,
  ];
  // French sets a space before a colon and a semicolon.
  if (d.fury) parts.push(`${en ? 'Fury:' : 'Furie :'} ${d.fury.map((e) => evilEffectText(e, l)).join(' ')}`);
  if (d.fatal) parts.push(`${en ? 'Fatal:' : 'Fatal :'} ${d.fatal.map((e) => evilEffectText(e, l)).join(' ')}`);
  return parts.join(' ');
}
