/**
 * The match message's state lines for Super Fantasy Brawl, read from the
 * public view only: VP, essences ready/spent, the challenge track with what
 * each slot scores, portal occupants, and who is doing what right now.
 */
import type { Json } from '../../core/game.js';
import { t, type StringCatalog, type Text } from '../../core/text.js';
import { CARD_BY_ID, CHALLENGE_BY_ID } from './content/index.js';
import type { SfbView } from './render/view.js';

const T = (key: string, vars?: Record<string, string | number>): Text => t(`sfb.ui.${key}`, vars);

/** Essence order in the match message: M(anipulation), D(estruction), C(reation), as on the cards. */
const ESSENCE_ORDER = ['M', 'D', 'C'] as const;

/** What the owing seat is deciding, by prompt kind (unknown kinds fall back to "deciding"). */
const DOING = new Set([
  'firstPlayer',
  'zone',
  'recruit',
  'bring',
  'ban',
  'trapSetup',
  'mulligan',
  'deploy',
  'move',
  'reenter',
  'transfer',
  'dash',
  'dive',
  'jump',
  'place',
  'value',
  'pickAlly',
  'attack',
  'skill',
  'reaction',
  'fear',
  'stun',
  'trapPlace',
  'plan',
  'draw',
  'stdDamage',
  'activate',
]);

export function sfbStatus(json: Json): Text[] {
  const v = json as unknown as SfbView;
  const name = (seat: number) => v.players[seat]?.name ?? '?';
  const teamNames = (team: number) => v.teams[team]!.seats.map(name).join(' & ');
  const goal = v.players.length === 4 ? 7 : 5;
  const lines: Text[] = [];
  lines.push(T('score', { a: teamNames(0), va: v.teams[0]!.vp, b: teamNames(1), vb: v.teams[1]!.vp, goal }));
  if (v.stage === 'over') {
    if (v.winner !== null) lines.push(T('won', { names: teamNames(v.winner) }));
    const story = (json as { story?: { round: number; kind: string; vars: Record<string, string | number> }[] }).story ?? [];
    if (story.length > 0) {
      lines.push(T('story'));
      for (const e of story) {
        const team = e.kind === 'ko' ? Number(e.vars.team) - 1 : -1;
        lines.push(T(`story.${e.kind}`, { ...e.vars, round: e.round, ...(v.teams[team] ? { names: teamNames(team) } : {}) }));
      }
    }
    return lines;
  }
  if (v.stage === 'setup' && v.champions.length > 0) {
    lines.push(
      ...v.players.map((p) =>
        T('recruited', {
          name: p.name,
          champs: p.champions.map((id) => v.champions.find((c) => c.id === id)?.name ?? id).join(', ') || '—',
        }),
      ),
    );
  }
  if (v.stage === 'play') {
    lines.push(...v.players.map((p) => T('player', { name: p.name, ...essenceLists(p.essences), hand: p.handCount, deck: p.deckCount })));
    lines.push(T('track'));
    for (const slot of v.challenges.track) if (slot.challenge) lines.push(trackSlot(slot));
    const portal = v.champions.filter((c) => c.onPortal);
    if (portal.length > 0) lines.push(T('portal', { champs: portal.map((c) => `${c.name} (${name(c.seat)})`).join(', ') }));
  }
  if (v.waitingOn) {
    const who = name(v.waitingOn.seat);
    const kind = DOING.has(v.waitingOn.kind) ? v.waitingOn.kind : 'other';
    const act = v.act?.card ? v.act : null;
    if (act) {
      const actor = v.champions.find((c) => c.id === act.champion)?.name ?? act.champion;
      lines.push(T('acting', { champ: actor, card: cardLabel(act.card!) }));
    }
    if (v.stage === 'play' && v.active !== null && v.active !== v.waitingOn.seat)
      lines.push(T('turnOf', { round: v.round, name: name(v.active) }));
    else if (v.stage === 'play') lines.push(T('round', { round: v.round }));
    lines.push(T(`doing.${kind}`, { name: who }));
  }
  return lines;
}

/** Card and challenge names stay in English, as in the engine's own event lines. */
const cardLabel = (id: string): string => CARD_BY_ID.get(id)?.name.en ?? id;

function essenceLists(ess: Record<string, boolean>): { ready: string; spent: string } {
  const list = (ready: boolean) => ESSENCE_ORDER.filter((e) => ess[e] === ready).join(' ') || '—';
  return { ready: list(true), spent: list(false) };
}

/**
 * One slot: its value ("✗": cannot be scored yet), the challenge's name and
 * what it asks, written out in both languages here (a template per kind, the
 * zone's name and the "only if the opponent does not" clause inside it).
 */
function trackSlot(s: SfbView['challenges']['track'][number]): Text {
  const ch = CHALLENGE_BY_ID.get(s.challenge!)!;
  const line = (lang: 0 | 1, name: string) => {
    const zone = ch.zone ? UI[`zone.${ch.zone}`]![lang] : '';
    const what = UI[`chal.${ch.kind}`]![lang].replace('{n}', String(ch.n)).replace('{zone}', zone);
    const value = s.vp > 0 ? `${s.vp} ${lang === 0 ? 'VP' : 'PV'}` : '✗';
    return `· [${value}] ${name} — ${what}${ch.exclusive ? UI['chal.exclusive']![lang] : ''}`;
  };
  return T('both', { en: line(0, ch.name.en), fr: line(1, ch.name.fr) });
}

const UI: Record<string, [en: string, fr: string]> = {
  score: ['**VP** — {a}: **{va}** · {b}: **{vb}** (first to {goal})', '**PV** — {a} : **{va}** · {b} : **{vb}** (premier à {goal})'],
  won: ['🏆 Victory for {names}!', '🏆 Victoire {names, elide, de} !'],
  summary: ['▶ {en}', '▶ {fr}'],
  story: ['**How the VP were scored**', '**Comment les PV ont été marqués**'],
  'story.ko': ['· Round {round}: {champ} knocked out — {names}: {vp} VP', '· Round {round} : {champ} hors de combat — {names} : {vp} PV'],
  'story.challenge': [
    '· Round {round}: {player} completes “{challenge}” (+{vp} VP)',
    '· Round {round} : {player} réussit « {challenge} » (+{vp} PV)',
  ],
  player: [
    '{name}: essences ready **{ready}**, spent {spent} · hand {hand} · deck {deck}',
    '{name} : essences prêtes **{ready}**, dépensées {spent} · main {hand} · pioche {deck}',
  ],
  recruited: ['{name}: {champs}', '{name} : {champs}'],
  track: ['**Challenges on the track** (scored at the start of a turn)', '**Piste des défis** (marqués en début de tour)'],
  both: ['{en}', '{fr}'],
  'zone.manipulation': ['Manipulation', 'Manipulation'],
  'zone.destruction': ['Destruction', 'Destruction'],
  'zone.creation': ['Creation', 'Création'],
  'chal.exclusive': [' (unless the opponents meet it too)', ' (sauf si les adversaires le remplissent aussi)'],
  'chal.controlZone': ['control the {zone} zone', 'contrôler la zone {zone}'],
  'chal.controlZones': ['control {n} zones', 'contrôler {n} zones'],
  'chal.oneInEachZone': ['champions in {n} different zones', 'des champions dans {n} zones différentes'],
  'chal.noneBloodied': ['all your champions in the arena, none bloodied', 'tous vos champions dans l’arène, aucun mal en point'],
  'chal.enemiesOnPortal': ['{n} enemy champion(s) on their portal', '{n} champion(s) ennemi(s) sur leur portail'],
  'chal.adjacentStatues': ['champions next to {n} different statues', 'des champions adjacents à {n} statues différentes'],
  'chal.experienced': ['{n} Experienced champion(s)', '{n} champion(s) Expérimenté(s)'],
  'chal.allInArenaOutOfDeploy': [
    'all your champions in the arena, none in your deployment zone',
    'tous vos champions dans l’arène, aucun dans votre zone de déploiement',
  ],
  'chal.inEnemyDeploy': ['{n} champion(s) in the enemy deployment zone', '{n} champion(s) dans la zone de déploiement ennemie'],
  'chal.chain': [
    'each of your champions in the arena next to another of yours',
    'chacun de vos champions dans l’arène à côté d’un autre des vôtres',
  ],
  'chal.enemiesBloodied': ['{n} bloodied enemy champion(s)', '{n} champion(s) ennemi(s) mal en point'],
  'chal.surround': ['{n} of your champions next to the same enemy', '{n} de vos champions à côté d’un même ennemi'],
  'chal.moreInArena': ['more champions in the arena than the opponents', 'plus de champions dans l’arène que les adversaires'],
  'chal.loneWolf': ['a champion at {n}+ hexes from every enemy', 'un champion à {n} cases ou plus de tout ennemi'],
  'chal.inEnemyHalf': ['{n} champions in the enemy half', '{n} champions dans la moitié adverse'],
  'chal.behindOnVp': ['fewer VP than the opponents', 'moins de PV que les adversaires'],
  portal: ['On the portal: {champs}', 'Au portail : {champs}'],
  acting: ['Resolving: {champ} — {card}', 'En cours : {champ} — {card}'],
  round: ['Round {round}', 'Round {round}'],
  turnOf: ['Round {round}, {name}’s turn', 'Round {round}, tour de {name}'],
  'doing.firstPlayer': ['{name} chooses who plays first in the team', '{name} choisit qui joue en premier dans l’équipe'],
  'doing.zone': ['{name} chooses a deployment zone', '{name} choisit une zone de déploiement'],
  'doing.recruit': ['{name} recruits a champion', '{name} recrute un champion'],
  'doing.bring': ['{name} chooses champions to bring, in secret', '{name} choisit en secret les champions apportés'],
  'doing.ban': ['{name} bans a champion', '{name} écarte un champion'],
  'doing.trapSetup': ['{name} places a face-down trap', '{name} pose un piège face cachée'],
  'doing.mulligan': ['{name} looks at the opening hand (mulligan)', '{name} regarde sa main de départ (mulligan)'],
  'doing.deploy': ['{name} deploys champions', '{name} déploie ses champions'],
  'doing.move': ['{name} chooses where to move', '{name} choisit un déplacement'],
  'doing.reenter': ['{name} brings a champion back from the portal', '{name} fait revenir un champion du portail'],
  'doing.transfer': ['{name} chooses a Transfer', '{name} choisit un Transfert'],
  'doing.dash': ['{name} chooses a Dash', '{name} choisit une Course'],
  'doing.dive': ['{name} chooses a Dive', '{name} choisit un Piqué'],
  'doing.jump': ['{name} chooses a Jump', '{name} choisit un Saut'],
  'doing.place': ['{name} places a champion', '{name} place un champion'],
  'doing.value': ['{name} chooses how far', '{name} choisit la distance'],
  'doing.pickAlly': ['{name} chooses an ally', '{name} choisit un allié'],
  'doing.attack': ['{name} chooses a target', '{name} choisit une cible'],
  'doing.skill': ['{name} decides on a skill', '{name} décide d’une compétence'],
  'doing.reaction': ['⏳ Waiting for {name}: react or pass', '⏳ En attente de {name} : réagir ou passer'],
  'doing.fear': ['{name} chooses where the frightened champion flees', '{name} choisit où fuit le champion apeuré'],
  'doing.stun': ['{name} discards for a stunned champion', '{name} défausse pour un champion étourdi'],
  'doing.trapPlace': ['{name} places a new face-down trap', '{name} pose un nouveau piège face cachée'],
  'doing.plan': ['{name} plans (cards on top of the deck)', '{name} planifie (cartes sur la pioche)'],
  'doing.draw': ['{name} declares a draw', '{name} annonce une pioche'],
  'doing.stdDamage': ['{name} chooses whom to hit', '{name} choisit qui frapper'],
  'doing.activate': ['{name} is taking the turn', '{name} joue son tour'],
  'doing.other': ['{name} is deciding', '{name} décide'],
  'grp.std': ['Standard action: move 1 and its effect', 'Action standard : mouvement 1 et son effet'],
  'grp.any': ['Standard action: move 2 (any essence)', 'Action standard : mouvement 2 (toute essence)'],
  // Spatial picker: what a lettered hex is, a fizzling card
  'pick.zone.manipulation': ['Manipulation zone', 'zone de Manipulation'],
  'pick.zone.destruction': ['Destruction zone', 'zone de Destruction'],
  'pick.zone.creation': ['Creation zone', 'zone de Création'],
  'pick.deploy': ['deployment zone', 'zone de déploiement'],
  'pick.noTarget': ['no target in reach', 'aucune cible à portée'],
  // Panel and render captions
  mull: [
    'Mulligan: set aside the cards to redraw, then keep. Set aside: {cards}',
    'Mulligan : mettez de côté les cartes à repiocher, puis gardez. De côté : {cards}',
  ],
  // Rules sections specific to playing here
  'rules.here.title': ['Playing here', 'Jouer ici'],
  'rules.here.body': [
    '/challenge game:Super Fantasy Brawl opponent:@friend, with recruitment (free, friendly or competitive draft) and variant (duel, or La Grande Tornade: opponent2 is your teammate, opponent and opponent3 the other team; bots fill empty seats). "{play}" opens your panel: your hand, one button per playable card and standard action, then each step of the card with only legal answers, and Cancel until something is revealed or the attack is declared. When an attack targets your champion and you hold a playable reaction, your panel asks you to react or pass.',
    '/challenge game:Super Fantasy Brawl opponent:@ami, avec le recrutement (libre, draft amical ou compétitif) et la variante (duel, ou La Grande Tornade : opponent2 est votre coéquipier, opponent et opponent3 l’autre équipe ; des bots complètent). « {play} » ouvre votre panneau : votre main, un bouton par carte jouable et action standard, puis chaque étape de la carte avec seulement les réponses légales, et Annuler tant que rien n’est révélé ni l’attaque déclarée. Quand une attaque vise votre champion et que vous avez une réaction jouable, votre panneau vous propose de réagir ou de passer.',
  ],
  'rules.legend.title': ['Reading the board', 'Lire le plateau'],
  'rules.legend.body': [
    'Zones: the coloured areas around the three statues — red Destruction, green Creation, purple Manipulation; their essences are written D, C and M (the side panel lists each player’s ready ones). Champions: a disc in the team colour with the champion’s initials; the pips on its lower arc are its hit points, red ones are damage; a gold star means experienced, a red drop bloodied (half its hit points or less), roots mean it cannot move. Traps: a dashed outline is an empty trap space; a diamond with “?” is a face-down trap; “?” beside a champion means a trap lies under it. A yellow arrow is the last move; a red ring marks the attack’s targets, a yellow ring the acting champion. The side panel shows VP, each player’s piles, and the challenge track: slot values left to right (0: cannot be scored yet). In your panel, the hexes you may pick carry yellow letters that match the buttons.',
    'Zones : les zones colorées autour des trois statues — Destruction en rouge, Création en vert, Manipulation en violet ; leurs essences s’écrivent D, C et M (le panneau de côté donne celles qui sont prêtes). Champions : un disque de la couleur de l’équipe avec les initiales du champion ; les pastilles sur son arc inférieur sont ses points de vie, rouges quand ils sont perdus ; une étoile dorée veut dire expérimenté, une goutte rouge mal en point (la moitié de ses points de vie ou moins), des racines qu’il ne peut pas bouger. Pièges : un contour en pointillés est une case Piège vide ; un losange avec « ? » est un piège face cachée ; un « ? » à côté d’un champion signale un piège sous lui. Une flèche jaune montre le dernier déplacement ; un anneau rouge les cibles de l’attaque, un anneau jaune le champion qui agit. Le panneau de côté donne les PV, les piles de chacun et la piste des défis : valeurs des emplacements de gauche à droite (0 : pas encore marquable). Dans votre panneau, les cases possibles portent des lettres jaunes qui correspondent aux boutons.',
  ],
  'rules.setup.title': ['Setting up', 'Mise en place'],
  'rules.setup.body': [
    'A random first player chooses a deployment zone; champions are recruited (free: 3 each in turn; friendly: picks 2-1-2-1-2-1 from a pool; competitive: each brings 5, bans one of the other’s, then picks 3); each player places 2 face-down traps; mulligan (set aside any cards, redraw as many); deploy on free hexes of your zone.',
    'Un premier joueur tiré au hasard choisit sa zone de déploiement ; recrutement (libre : 3 chacun à tour de rôle ; amical : choix 2-1-2-1-2-1 dans un groupe ; compétitif : chacun apporte 5, en écarte un de l’adversaire, puis en choisit 3) ; chacun pose 2 pièges face cachée ; mulligan (mettez de côté des cartes, repiochez autant) ; déploiement sur des cases libres de votre zone.',
  ],
  'rules.tornado.title': ['La Grande Tornade (2 vs 2)', 'La Grande Tornade (2 contre 2)'],
  'rules.tornado.body': [
    'Two teams of two, 2 champions and a hand of 4 each; 7 team VP wins; two challenge cards enter per round; you may react for your teammate’s champions, and their champions count as yours for challenges.',
    'Deux équipes de deux, 2 champions et une main de 4 chacun ; 7 PV d’équipe pour gagner ; deux défis entrent par round ; vous pouvez réagir pour les champions de votre coéquipier, qui comptent comme les vôtres pour les défis.',
  ],
};

/** The UI strings above, keyed `sfb.ui.<key>`, in both languages. */
export const uiStrings: StringCatalog = {
  en: Object.fromEntries(Object.entries(UI).map(([k, [en]]) => [`sfb.ui.${k}`, en])),
  fr: Object.fromEntries(Object.entries(UI).map(([k, [, fr]]) => [`sfb.ui.${k}`, fr])),
};
