import type { Locale } from '../../../core/text.js';
import type { AbilityDef, Challenge, Effect, Energy, Half, ItemDef, PassiveDef, Resource, WorldCardDef } from '../content/schema.js';
import type { CorruptedDef, CorruptedEffect } from '../content/corrupted.js';
import type { ScenarioDef, ScenarioEffect } from '../content/scenarios.js';
import type { QuestDef, QuestObjective } from '../content/quests.js';

/** « 1 dégât », « 2 dégâts » (French: singular up to 1). */
const degats = (n: number): string => `${n} dégât${n > 1 ? 's' : ''}`;
/** "1 Activation", "2 Activations" (the same word in English and French). */
const activations = (n: number): string => `${n} Activation${n > 1 ? 's' : ''}`;

/**
 * Card texts generated from the data the engine runs, in English and French:
 * a card never says something its data does not do.
 */
/** Each resource's name in English and French (card texts and event lines). */
export const RES: Record<Resource, [string, string]> = {
  grit: ['GRIT', 'CRAN'],
  momentum: ['MOMENTUM', 'ÉLAN'],
  fear: ['FEAR', 'PEUR'],
  mana: ['MANA', 'MANA'],
  heat: ['HEAT', 'PRESSION'],
  runes: ['RUNES', 'RUNES'],
  health: ['Health', 'Santé'],
  spirit: ['Spirit', 'Esprit'],
};
const TARGET: Record<string, [string, string]> = {
  one: ['to a target', 'à une cible'],
  monster: ['to a Monster', 'à un Monstre'],
  character: ['to a character', 'à un personnage'],
  all: ['to all targets', 'à toutes les cibles'],
  allOther: ['to all other targets', 'à toutes les autres cibles'],
};

export function energyText(e: Energy, l: Locale): string {
  const names =
    l === 'en' ? { red: 'Red', blue: 'Blue', green: 'Green', gold: 'Gold' } : { red: 'Rouge', blue: 'Bleu', green: 'Vert', gold: 'Or' };
  const parts = (['red', 'blue', 'green', 'gold'] as const).filter((k) => e[k] > 0).map((k) => `${e[k]} ${names[k]}`);
  return parts.length > 0 ? parts.join(', ') : l === 'en' ? 'nothing' : 'rien';
}

export function effectText(e: Effect, l: Locale): string {
  const en = l === 'en';
  const r = (x: Resource) => RES[x][en ? 0 : 1];
  switch (e.op) {
    case 'move':
      return en ? `Move ${e.n}.` : `Mouvement ${e.n}.`;
    case 'transport':
      return en ? `Transport, Range ${e.range}.` : `Transport, Portée ${e.range}.`;
    case 'damage': {
      const n = e.plusX ? `${e.n} + X` : String(e.n);
      return en
        ? `Deal ${n} damage ${TARGET[e.target]![0]}, Range ${e.range}.`
        : `Infligez ${e.plusX ? `${n} dégâts` : degats(e.n)} ${TARGET[e.target]![1]}, Portée ${e.range}.`;
    }
    case 'heal':
      return en ? `Gain ${e.n} Health.` : `Gagnez ${e.n} Santé.`;
    case 'spirit':
      return en ? `Gain ${e.n} Spirit.` : `Gagnez ${e.n} Esprit.`;
    case 'loseSpirit':
      return en ? `Lose ${e.n} Spirit.` : `Perdez ${e.n} Esprit.`;
    case 'selfDamage':
      return en ? `Take ${e.n} damage.` : `Subissez ${degats(e.n)}.`;
    case 'gain':
      return en ? `Gain ${e.n} ${r(e.res)}.` : `Gagnez ${e.n} ${r(e.res)}.`;
    case 'lose':
      return en ? `Lose ${e.n} ${r(e.res)}.` : `Perdez ${e.n} ${r(e.res)}.`;
    case 'spendX':
      return en ? `Spend up to ${e.max} ${r(e.res)} (X).` : `Dépensez jusqu’à ${e.max} ${r(e.res)} (X).`;
    case 'nextAttack':
      return en ? `Your next attack deals ${e.n} more damage.` : `Votre prochaine attaque inflige ${degats(e.n)} de plus.`;
    case 'moveBonus':
      return en ? `Your next Move is ${e.n} longer.` : `Votre prochain Mouvement a ${e.n} pas de plus.`;
    case 'activation':
      return en ? `Gain ${activations(e.n)}.` : `Gagnez ${activations(e.n)}.`;
    case 'energy':
      return en ? `Gain ${energyText(e.energy, l)}.` : `Gagnez ${energyText(e.energy, l)}.`;
    case 'item':
      return en ? `Take Item No.${e.n}.` : `Prenez l’Objet n°${e.n}.`;
    case 'recallDojo':
      return en ? 'Be transported to The Dojo.' : 'Soyez transporté au Dojo.';
    case 'if': {
      const cond = en ? `If you have ${e.cond.atLeast}+ ${r(e.cond.res)}:` : `Si vous avez ${e.cond.atLeast}+ ${r(e.cond.res)} :`;
      const then = e.then.map((x) => effectText(x, l)).join(' ');
      const other =
        e.else.length > 0
          ? en
            ? ` Otherwise: ${e.else.map((x) => effectText(x, l)).join(' ')}`
            : ` Sinon : ${e.else.map((x) => effectText(x, l)).join(' ')}`
          : '';
      return `${cond} ${then}${other}`;
    }
  }
}

function costText(cost: Half['cost'], l: Locale): string {
  const parts = (Object.entries(cost) as [Resource, number][]).map(([res, n]) => `${n} ${RES[res][l === 'en' ? 0 : 1]}`);
  if (parts.length === 0) return '';
  return l === 'en' ? `Cost: ${parts.join(', ')}. ` : `Coût : ${parts.join(', ')}. `;
}

export function halfText(h: Half, l: Locale): string {
  const free = h.free ? (l === 'en' ? 'Free. ' : 'Gratuit. ') : '';
  return `${free}${costText(h.cost, l)}${h.effects.map((e) => effectText(e, l)).join(' ')}`;
}

export function abilityText(a: AbilityDef, l: Locale): string {
  // French sets a space before a colon.
  const hand = `${l === 'en' ? 'In Hand:' : 'En main :'} ${halfText(a.hand, l)}`;
  if (!a.board) return hand;
  return `${hand} / ${l === 'en' ? 'On Board:' : 'En jeu :'} ${halfText(a.board, l)}`;
}

/** A Passive progression card (§32.5.5): when it works, and what it does. */
export function passiveText(p: PassiveDef, l: Locale): string {
  const en = l === 'en';
  const when =
    p.trigger === 'turnStart'
      ? en
        ? 'Passive (Versus Arena). At the start of your turn:'
        : 'Passif (Arène Versus). Au début de votre tour :'
      : en
        ? 'Passive (Versus Arena). When you defeat a Monster:'
        : 'Passif (Arène Versus). Quand vous battez un Monstre :';
  return `${when} ${p.effects.map((e) => effectText(e, l)).join(' ')}`;
}

type WorldNames = Record<string, { en: string; fr: string }>;

function objectiveText(o: QuestObjective, l: Locale, worlds: WorldNames): string {
  const en = l === 'en';
  switch (o.kind) {
    case 'monsters':
      return en ? `Defeat ${o.n} Monster${o.n > 1 ? 's' : ''}.` : `Battez ${o.n} Monstre${o.n > 1 ? 's' : ''}.`;
    case 'boss':
      return en ? 'Defeat a Boss.' : 'Battez un Chef.';
    case 'rifts':
      return en ? `Close ${o.n} Rift${o.n > 1 ? 's' : ''}.` : `Fermez ${o.n} Faille${o.n > 1 ? 's' : ''}.`;
    case 'events':
      return en ? `Complete ${o.n} Event${o.n > 1 ? 's' : ''}.` : `Résolvez ${o.n} Événement${o.n > 1 ? 's' : ''}.`;
    case 'ally':
      return en ? 'Take a Monster as an Ally.' : 'Prenez un Monstre comme Allié.';
    case 'dojoRest':
      return en ? 'Rest at The Dojo.' : 'Reposez-vous au Dojo.';
    case 'world':
      return en ? `Stand on a space of ${worlds[o.world]!.en}.` : `Tenez-vous sur une case de ${worlds[o.world]!.fr}.`;
    case 'items':
      return en ? `Hold ${o.n} Items.` : `Possédez ${o.n} Objets.`;
    case 'colour': {
      const c = en ? { red: 'Red', blue: 'Blue', green: 'Green' }[o.colour] : { red: 'Rouge', blue: 'Bleu', green: 'Vert' }[o.colour];
      return en ? `Have ${o.n} ${c} energy.` : `Ayez ${o.n} énergie ${c}.`;
    }
  }
}

/** A Quest card (§32.6.5): each part's Objective and Reward, in order. */
export function questText(q: QuestDef, l: Locale, worlds: WorldNames): string {
  const en = l === 'en';
  return q.parts
    .map((p, i) => {
      const item = p.item !== undefined ? (en ? `, Item No.${p.item}` : `, Objet n°${p.item}`) : '';
      const colon = en ? ':' : ' :';
      return `${en ? 'Part' : 'Étape'} ${i + 1}${colon} ${objectiveText(p.objective, l, worlds)} ${en ? 'Reward' : 'Récompense'}${colon} ${energyText(p.reward, l)}${item}.`;
    })
    .join(' ');
}

function challengeText(c: Challenge, l: Locale): string {
  const en = l === 'en';
  const order =
    c.order === 'roll'
      ? en
        ? 'roll, then pay Spirit'
        : 'lancez, puis payez l’Esprit'
      : en
        ? 'pay Spirit, then roll'
        : 'payez l’Esprit, puis lancez';
  const ok = c.success.map((e) => effectText(e, l)).join(' ');
  const ko = c.fail.length > 0 ? ` ${en ? 'Fail:' : 'Échec :'} ${c.fail.map((e) => effectText(e, l)).join(' ')}` : '';
  return `${en ? 'Challenge' : 'Défi'} ${c.target}+ (${order}). ${en ? 'Success:' : 'Succès :'} ${ok}${ko}`;
}

export function worldCardText(c: WorldCardDef, l: Locale): string {
  const en = l === 'en';
  if (c.type === 'monster') {
    const kw: string[] = [];
    if (c.boss) kw.push(en ? 'Boss' : 'Chef');
    if (c.aggressive) kw.push(en ? 'Aggressive' : 'Agressif');
    if (c.armored) kw.push(en ? 'Armored' : 'Blindage');
    if (c.dangerous) kw.push(en ? 'Dangerous' : 'Dangereux');
    if (c.critical !== undefined) kw.push(en ? `Critical: +${c.critical} damage` : `Critique : +${degats(c.critical)}`);
    if (c.ally) kw.push(`${en ? 'Ally:' : 'Allié :'} ${energyText(c.ally, l)}`);
    const stats = en
      ? `Health ${c.health}, Strength ${c.strength}, Range ${c.range}.`
      : `Santé ${c.health}, Force ${c.strength}, Portée ${c.range}.`;
    const reward = `${en ? 'Reward:' : 'Récompense :'} ${energyText(c.reward, l)}${c.item !== undefined ? (en ? `, Item No.${c.item}` : `, Objet n°${c.item}`) : ''}.`;
    const loot = c.loot.length > 0 ? ` ${en ? 'Special Loot:' : 'Butin spécial :'} ${c.loot.map((e) => effectText(e, l)).join(' ')}` : '';
    return `${stats} ${kw.length > 0 ? `${kw.join('. ')}. ` : ''}${reward}${loot}`;
  }
  const gift = `${en ? 'Gift:' : 'Récompense :'} ${energyText(c.gift, l)}.`;
  if (c.type === 'rift' || c.challenge) return `${gift} ${challengeText(c.challenge!, l)}`;
  const opts = c.options!.map((o, i) => `${i + 1}) ${o.label[l]}`).join(' ');
  return `${gift} ${en ? 'Choose:' : 'Choisissez :'} ${opts}`;
}

export function itemText(i: ItemDef, l: Locale): string {
  const en = l === 'en';
  const kind = i.type === 'discard' ? (en ? 'Discard' : 'Défausse') : en ? 'Equipment' : 'Équipement';
  const charges =
    i.charges !== undefined
      ? en
        ? ` ${i.charges} charges: each use spends one.`
        : ` ${i.charges} charges : chaque usage en dépense une.`
      : '';
  const use = i.effects.length > 0 ? ` ${i.effects.map((e) => effectText(e, l)).join(' ')}` : '';
  const ward =
    i.ward !== undefined
      ? en
        ? ` In your Monster phase, prevent ${i.ward} Monster damage.`
        : ` Pendant votre phase des Monstres, évitez ${degats(i.ward)} de Monstres.`
      : '';
  const half = i.dash
    ? { hand: en ? 'In Hand' : 'En main', board: en ? 'On Board' : 'En jeu', both: en ? 'both halves' : 'les deux moitiés' }[i.dash.half]
    : // Stryker disable next-line StringLiteral: without a Dash bonus the half is never written
      '';
  const dash = i.dash ? (en ? ` Dash (${half}): Move +${i.dash.n}.` : ` Sprint (${half}) : Mouvement +${i.dash.n}.`) : '';
  return `${kind}.${charges}${use}${ward}${dash}`;
}

const AIM: Record<string, [string, string]> = {
  nearest: ['the nearest enemy', 'l’ennemi le plus proche'],
  weakest: ['the enemy with the least Health', 'l’ennemi qui a le moins de Santé'],
  strongest: ['the enemy with the most Health', 'l’ennemi qui a le plus de Santé'],
  all: ['all targets', 'toutes les cibles'],
  dojo: ['The Dojo', 'le Dojo'],
};

export function corruptedEffectText(e: CorruptedEffect, l: Locale): string {
  const en = l === 'en';
  const i = en ? 0 : 1;
  switch (e.op) {
    case 'advance':
      return en ? `Move ${e.n} toward ${AIM[e.toward]![0]}.` : `Mouvement ${e.n} vers ${AIM[e.toward]![1]}.`;
    case 'strike':
      return en
        ? `Deal ${e.n} damage to ${AIM[e.aim]![i]}, Range ${e.range}.`
        : `Infligez ${degats(e.n)} à ${AIM[e.aim]![i]}, Portée ${e.range}.`;
    case 'drain':
      return en ? `Every enemy within Range ${e.range} loses ${e.n} Spirit.` : `Chaque ennemi à Portée ${e.range} perd ${e.n} Esprit.`;
    case 'mend':
      return en ? `Regain ${e.n} Health.` : `Récupérez ${e.n} Santé.`;
  }
}

/** A Corrupted card (§28.1): statistics, Weakness, passive, and the three abilities with their die faces. */
export function corruptedText(c: CorruptedDef, l: Locale): string {
  const en = l === 'en';
  const stats = en
    ? `${c.title.en}. Health ${c.health} per Resilience token, Attack ${c.attack}, Range ${c.range}. Weakness: +${c.weakness} damage from its own space.`
    : `${c.title.fr}. Santé ${c.health} par jeton Résilience, Attaque ${c.attack}, Portée ${c.range}. Faiblesse : +${degats(c.weakness)} depuis sa case.`;
  const p = c.passive;
  const passive =
    p.kind === 'thorns'
      ? en
        ? `Passive: a character damaging it from its space takes ${p.n} damage.`
        : `Passif : un personnage qui le blesse depuis sa case subit ${degats(p.n)}.`
      : p.kind === 'regen'
        ? en
          ? `Passive: regains ${p.n} Health at each of its Activations.`
          : `Passif : récupère ${p.n} Santé à chacune de ses Activations.`
        : en
          ? `Passive: each of its moves is ${p.n} longer.`
          : `Passif : chacun de ses mouvements a ${p.n} pas de plus.`;
  const abilities = c.abilities
    .map(
      (a) => `${a.faces.join('/')}${l === 'en' ? ':' : ' :'} ${a.name[l]} — ${a.effects.map((e) => corruptedEffectText(e, l)).join(' ')}`,
    )
    .join(' ');
  return `${stats} ${passive} ${abilities}`;
}

/** The scenario-specific results (op `special`), by key, in English and French. */
const SPECIAL_TEXT: Record<string, [string, string]> = {
  redistribute: [
    'The scenario tokens in play are shuffled among their spaces.',
    'Les jetons Scénario en jeu sont mélangés entre leurs cases.',
  ],
  ultimate: ['Take your Ultimate card.', 'Prenez votre carte Ultime.'],
  activationEach: ['Each character gains 1 Activation, used at once.', 'Chaque personnage gagne 1 Activation, à utiliser aussitôt.'],
  weakestGold: ['The character with the least Health gains 2 Gold.', 'Le personnage ayant le moins de Santé gagne 2 Or.'],
  halfCorrupted: [
    'A random Corrupted appears with half its Health; if one is in play, each character gains 1 Gold.',
    'Un Corrompu au hasard apparaît avec la moitié de sa Santé ; s’il y en a déjà un, chaque personnage gagne 1 Or.',
  ],
  raze1: ['1 scenario token on a random space.', '1 jeton Scénario sur une case au hasard.'],
  raze2: ['2 scenario tokens on random spaces.', '2 jetons Scénario sur des cases au hasard.'],
  poorestActs: [
    'The character with the least energy gains 2 Activations, used at once.',
    'Le personnage ayant le moins d’énergie gagne 2 Activations, à utiliser aussitôt.',
  ],
  bossTokens: ['Each Boss in play gets 1 Resilience token (+1 damage).', 'Chaque Chef en jeu reçoit 1 jeton Résilience (+1 dégât).'],
  toJar: ['The Corrupted moves 2 toward the Jar holder.', 'Le Corrompu avance de 2 vers le porteur de la Jarre.'],
  jarTurn: ['The Jar holder takes a new turn at once.', 'Le porteur de la Jarre joue aussitôt un nouveau tour.'],
  spiritOrDoom: [
    'Each character pays 2 Spirit; if one cannot, 1 Doom.',
    'Chaque personnage paie 2 Esprit ; si l’un ne le peut pas, 1 Fatalité.',
  ],
  sandman: [
    'Phase 1: the tokens not held are dealt again; phase 2: 1 token on The Ancient Hydra; phase 3: Ophion gains 1 Activation.',
    'Phase 1 : les jetons non acquis sont redistribués ; phase 2 : 1 jeton sur The Ancient Hydra ; phase 3 : Ophion gagne 1 Activation.',
  ],
  dojoCorrupted: ['A random Corrupted appears on The Dojo with 6 Health.', 'Un Corrompu au hasard apparaît au Dojo avec 6 Santé.'],
  peek: [
    'Look at the top 2 cards of a deck; put them back on top or at the bottom.',
    'Regardez les 2 cartes du dessus d’un paquet ; remettez-les dessus ou dessous.',
  ],
};

function scenarioEffectText(e: ScenarioEffect, l: Locale): string {
  const en = l === 'en';
  switch (e.op) {
    case 'each':
      return `${en ? 'Each character:' : 'Chaque personnage :'} ${e.effects.map((x) => effectText(x, l)).join(' ')}`;
    case 'eachChoose':
      return `${en ? 'Each character chooses:' : 'Chaque personnage choisit :'} ${e.options.map((o) => o.label[l]).join(en ? ' or ' : ' ou ')}.`;
    case 'corruptedActs':
      return en
        ? `${e.tag !== undefined ? `Corrupted No.${e.tag}` : 'The Corrupted'} gains ${activations(e.n)}.`
        : `${e.tag !== undefined ? `Le Corrompu n°${e.tag}` : 'Le Corrompu'} gagne ${activations(e.n)}.`;
    case 'transportAll':
      return en
        ? 'Each character rolls both World dice and is transported there.'
        : 'Chaque personnage lance les deux dés Monde et y est transporté.';
    case 'swapDojo':
      return en ? 'You may swap the Dojo with a World tile.' : 'Vous pouvez échanger le Dojo avec une tuile Monde.';
    case 'visit':
      return en
        ? `A random Corrupted appears, takes ${activations(e.acts)} and leaves.`
        : `Un Corrompu au hasard apparaît, prend ${activations(e.acts)} et repart.`;
    case 'special':
      if (e.key.startsWith('terror'))
        return en
          ? `A terror token appears on space No.${e.key.slice('terror'.length)} of Drear (6 at most).`
          : `Un jeton de terreur apparaît sur la case n°${e.key.slice('terror'.length)} de Drear (6 au plus).`;
      if (!SPECIAL_TEXT[e.key]) throw new Error(`scenario effect ${e.key} has no text`);
      return SPECIAL_TEXT[e.key]![en ? 0 : 1];
    case 'nothing':
      return en ? 'No effect.' : 'Aucun effet.';
  }
}

/** A scenario's sheet: players, deadline, Doom limit, the scenario-effect table and the reward. */
/** Names of cards and Items by id, for the scenario texts that list Monsters of ours (S06's Allies, S12's Dreamstones). */
export type Names = (id: string) => { en: string; fr: string };

export function scenarioText(d: ScenarioDef, l: Locale, names: Names): string {
  const en = l === 'en';
  const players = d.players.min === d.players.max ? String(d.players.min) : `${d.players.min}–${d.players.max}`;
  // French: « la fin du Crépuscule », « la fin de l’Aube ».
  const round = d.deadline.round === 'dusk' ? (en ? 'Dusk' : 'du Crépuscule') : en ? 'Dawn' : 'de l’Aube';
  const head = en
    ? `${players} ${d.kind === 'solo' ? 'character (Solo)' : 'characters'}; by the end of ${round} of Day ${d.deadline.day}.`
    : `${players} ${d.kind === 'solo' ? 'personnage (Solo)' : 'personnages'} ; avant la fin ${round} du Jour ${d.deadline.day}.`;
  const doom = d.doom
    ? en
      ? ` Doom: lost at ${d.doom.perChar > 0 ? 'characters + ' : ''}${d.doom.plus}.`
      : ` Fatalité : perdu à ${d.doom.perChar > 0 ? 'personnages + ' : ''}${d.doom.plus}.`
    : '';
  // The scenario's own numbers where the data sets them (the count its objective asks, its Corrupted's and Bosses' Health, S09's Persephone, S18's Leaf).
  const own = [
    d.goal !== undefined
      ? en
        ? ` Objective count: ${d.goalPerChar > 0 ? 'characters + ' : ''}${d.goal}.`
        : ` Nombre à atteindre : ${d.goalPerChar > 0 ? 'personnages + ' : ''}${d.goal}.`
      : '',
    d.corruptedHealth !== undefined
      ? en
        ? ` Its Corrupted: ${d.corruptedHealth} Health per Resilience token.`
        : ` Son Corrompu : ${d.corruptedHealth} Santé par jeton Résilience.`
      : '',
    d.bossHealth !== 0 ? (en ? ` Bosses: ${d.bossHealth} Health.` : ` Chefs : ${d.bossHealth} Santé.`) : '',
    d.npcHealth !== 0 ? (en ? ` Persephone: +${d.npcHealth} Health.` : ` Persephone : +${d.npcHealth} Santé.`) : '',
    d.leafSteps !== 0 ? (en ? ` Leaf: +${d.leafSteps} to each Move.` : ` Leaf : +${d.leafSteps} à chaque Mouvement.`) : '',
    d.leafDamage !== 0 ? (en ? ` Leaf: +${d.leafDamage} damage to each blow.` : ` Leaf : +${d.leafDamage} dégâts à chaque coup.`) : '',
    d.ownQuests ? (en ? ' Quests: its own deck of twelve.' : ' Quêtes : son propre paquet de douze.') : '',
    Object.keys(d.allies).length > 0
      ? ` ${en ? 'Also Allies here:' : 'Alliés ici aussi :'} ${Object.entries(d.allies)
          .map(([id, e]) => `${names(id)[l]} (${energyText(e, l)})`)
          .join(', ')}.`
      : '',
    Object.keys(d.loot).length > 0
      ? ` ${en ? 'Carrying an Item here:' : 'Porteurs d’un Objet ici :'} ${Object.entries(d.loot)
          .map(([id, n]) => `${names(id)[l]} (${names(`item-${n}`)[l]})`)
          .join(', ')}.`
      : '',
  ].join('');
  const table =
    d.effects.length > 0
      ? ` ${en ? 'Scenario effect:' : 'Effet scénario :'} ${d.effects
          .map(
            (r) =>
              `${r.from === r.to ? r.from : `${r.from}–${r.to}`}${en ? ':' : ' :'} ${r.effects.map((e) => scenarioEffectText(e, l)).join(' ')}`,
          )
          .join(' ')}`
      : ` ${en ? 'No scenario effect.' : 'Pas d’effet scénario.'}`;
  const reward = d.reward ? ` ${en ? 'Reward:' : 'Récompense :'} ${d.reward[l]}.` : '';
  return `${head}${doom}${own}${table}${reward}`;
}
