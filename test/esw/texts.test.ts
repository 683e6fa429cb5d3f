import { describe, expect, it } from 'vitest';
import { t, type Locale, type Text } from '../../src/core/text.js';
import { eswEngine } from '../../src/games/esw/engine.js';
import { DEAD_WIZARD_IDS, MAIN_DECK_IDS, mainCard, TREASURE_IDS, treasureCard } from '../../src/games/esw/content/index.js';
import { describeDeadWizard, describeMainCard, describeTreasure, simpleText } from '../../src/games/esw/rules/describe.js';
import { textToString } from '../../src/games/esw/rules/strings.js';
import { eswStatus } from '../../src/games/esw/rules/view.js';
import { playRandom } from './helpers.js';

/**
 * Golden texts of the engine in English and French (ESW-IMPL-9: every line
 * the players read goes through the catalog). The cards' descriptions, the
 * prompts, menus and events of whole bot games, the rules and status lines
 * are compared with files reviewed by hand: a changed word in either language
 * shows as a diff. Regenerate after a deliberate text change with
 * `npx vitest run test/esw/texts.test.ts -u`, then read the diff.
 */

const both = (text: Text): string => `${textToString(text, 'en')}\n    fr: ${textToString(text, 'fr')}`;

function describeCards(locale: Locale): string {
  const out: string[] = [];
  for (const id of MAIN_DECK_IDS) out.push(`${id} ${mainCard(id).name}`, ...describeMainCard(id, locale).map((l) => `  ${l}`));
  for (const id of TREASURE_IDS) out.push(`${id} ${treasureCard(id).name}`, `  ${describeTreasure(id, locale)}`);
  for (const id of DEAD_WIZARD_IDS) out.push(`${id}`, `  ${describeDeadWizard(id, locale)}`);
  return `${out.join('\n')}\n`;
}

/**
 * A game told in both languages: every event in order, then each distinct
 * line of its prompts (question, menu items, menu names, hints) and status
 * once, in the order first met, so the file stays readable.
 */
function goldenGame(players: number, seed: string, bot: boolean, maxSteps?: number): string {
  const seen = new Set<string>();
  const screens: string[] = [];
  const once = (label: string, text: Text) => {
    const line = `${label}: ${both(text)}`;
    if (!seen.has(line)) screens.push(line);
    seen.add(line);
  };
  const game = playRandom(players, seed, {
    bot,
    maxSteps,
    onStep: (st) => {
      for (const p of eswEngine.prompts(st)) {
        once(`prompt ${p.kind}`, p.text);
        for (const c of p.choices) {
          once('choice', c.label);
          if (c.group !== undefined) once('menu', c.group);
          if (c.description !== undefined) once('hint', c.description);
        }
      }
      for (const line of eswStatus(eswEngine.view(st, 'public'))) once('status', line);
    },
  });
  const events = game.events.map((e) => `${e.visibleTo === undefined ? '' : `(to ${JSON.stringify(e.visibleTo)}) `}${both(e.text)}`);
  const outcome = eswEngine.outcome(game.final);
  const end = outcome ? `outcome: ${JSON.stringify(outcome.ranking)} ${both(outcome.reason)}` : `no outcome after ${game.steps} moves`;
  return `${[...events, end, '', ...screens].join('\n')}\n`;
}

/** Lines the golden games above do not reach (rare events, errors, the Discord help), rendered exactly. */
const RARE: [Text, string, string][] = [
  [t('esw.amount.foes'), '1 per living foe', '1 par adversaire vivant'],
  [t('esw.fx.treasure.target'), 'The target gains a Treasure', 'La cible gagne un Trésor'],
  [
    t('esw.idle.dead'),
    'You are dead until the next round: it ends when one wizard is left standing, then everyone comes back. Meanwhile you cast nothing and take a Dead Wizard card each turn.',
    'Vous êtes mort jusqu’à la prochaine manche : elle s’achève quand un seul sorcier reste debout, puis tout le monde revient. D’ici là, vous ne lancez rien et prenez une carte Sorcier crevé à chaque tour.',
  ],
  [t('esw.search.plan', { cards: 'A + B' }), 'Cast A + B', 'Lancer A + B'],
  [t('esw.err.over'), 'The match is over.', 'La partie est terminée.'],
  [t('esw.err.notOffered'), 'That move is not available right now.', 'Ce coup n’est pas disponible maintenant.'],
  [
    t('esw.ev.wildNothing.source'),
    'Wild Magic in the Source slot finds no Source: the slot stays empty.',
    'La Magie féroce en Source ne trouve aucune Source : l’emplacement reste vide.',
  ],
  [
    t('esw.ev.wildNothing.quality'),
    'Wild Magic in the Quality slot finds no Quality: the slot stays empty.',
    'La Magie féroce en Qualité ne trouve aucune Qualité : l’emplacement reste vide.',
  ],
  [
    t('esw.ev.wildNothing.destination'),
    'Wild Magic in the Destination slot finds no Destination: the slot stays empty.',
    'La Magie féroce en Destination ne trouve aucune Destination : l’emplacement reste vide.',
  ],
  [
    t('esw.ev.dieReroll', { face: 6 }),
    'The die shows 6, which names nobody: rolled again.',
    'Le dé montre 6, qui ne désigne personne : on relance.',
  ],
  [
    t('esw.ev.reroll', { treasure: 'Lucky Charm', dice: '1, 5' }),
    'Lucky Charm re-rolls the ones: 1, 5.',
    'Lucky Charm relance les 1 : 1, 5.',
  ],
  [t('esw.ev.afterRoll', { treasure: 'Fang', total: 11 }), 'Fang adds its bite on a total of 11.', 'Fang mord sur un total de 11.'],
  [t('esw.ev.noTreasure', { who: 'P2' }), 'No Treasure is left for P2.', 'Il ne reste aucun Trésor pour P2.'],
  [t('esw.ev.noSurvivor'), 'Nobody survives: no token this round.', 'Aucun survivant : pas de jeton cette manche.'],
  [t('esw.rules.discord.title'), 'Playing here', 'Jouer ici'],
  [
    t('esw.prompt.steal', { who: 'P3', card: 'Snatch' }),
    'Choose which Treasure of P3 Snatch takes',
    'Choisissez le Trésor de P3 que prend Snatch',
  ],
  [t('esw.choice.steal', { treasure: 'Orb' }), 'Take Orb', 'Prendre Orb'],
  [
    t('esw.ev.ifNot.strongest', { who: 'P1' }),
    'P1 is not the strongest wizard: nothing more.',
    'P1 n’est pas le sorcier le plus fort : rien de plus.',
  ],
  [t('esw.ev.oneShot', { who: 'P4', treasure: 'Orb' }), 'P4 uses up Orb.', 'P4 consomme Orb.'],
  [
    t('esw.treasure.countsAs.dark'),
    'Counts as one Dark card in each of your spells',
    'Compte comme une carte Ténèbres dans chacun de vos sorts',
  ],
  [t('esw.treasure.extraDie.illusion'), 'One more die on your Illusion power rolls', 'Un dé de plus pour vos Jets de puissance Illusion'],
  [
    t('esw.treasure.empower.arcane'),
    'Your Arcane cards deal 1 more damage to each foe they damage',
    'Vos cartes Arcane infligent 1 dégât de plus à chaque adversaire qu’elles blessent',
  ],
  [
    t('esw.treasure.empower.dark'),
    'Your Dark cards deal 1 more damage to each foe they damage',
    'Vos cartes Ténèbres infligent 1 dégât de plus à chaque adversaire qu’elles blessent',
  ],
  [
    t('esw.treasure.empower.elemental'),
    'Your Elemental cards deal 1 more damage to each foe they damage',
    'Vos cartes Élémentaire infligent 1 dégât de plus à chaque adversaire qu’elles blessent',
  ],
  [
    t('esw.treasure.empower.primal'),
    'Your Primal cards deal 1 more damage to each foe they damage',
    'Vos cartes Primaire infligent 1 dégât de plus à chaque adversaire qu’elles blessent',
  ],
];

describe('esw texts, golden in en and fr', () => {
  it('ESW-IMPL-9: every main-deck card, Treasure and Dead Wizard described in English', async () => {
    await expect(describeCards('en')).toMatchFileSnapshot('golden/cards.en.txt');
  });

  it('ESW-IMPL-9: every main-deck card, Treasure and Dead Wizard described in French', async () => {
    await expect(describeCards('fr')).toMatchFileSnapshot('golden/cards.fr.txt');
  });

  it('ESW-IMPL-9: the rules summary and sections in both languages', () => {
    const r = eswEngine.rules;
    expect(textToString(r.summary, 'en')).toBe(
      'Every turn each wizard secretly builds a spell of up to three cards; spells resolve from smallest to largest. Be the last wizard standing twice to win.',
    );
    expect(r.sections.map((s) => textToString(s.title, 'en'))).toEqual(['A turn', 'Resolving', 'Death and rounds']);
    expect(r.sections.map((s) => textToString(s.body, 'en'))).toMatchInlineSnapshot(`
      [
        "Draw up to 8. Build a spell in secret: at most one Source, one Quality and one Destination; Wild Magic stands in for any slot. Lock it in. Spells with fewer cards go first, then higher Destination Initiative, then a die roll.",
        "Source, then Quality, then Destination. A power roll throws one die per card of the rolling card’s glyph in the spell. Targets are fixed before the dice.",
        "A wizard at 0 life discards hand and Treasures and takes a Dead Wizard card, plus one each turn while dead; their bonuses come next round. The last wizard standing wins a Last Survivor token; two tokens win the match.",
      ]
    `);
    expect(textToString(t('esw.rules.discord.body', { play: 'Play' }), 'en')).toMatchInlineSnapshot(
      `"Press “Play” on the match message: your private panel shows your hand and one menu per slot (only the cards that fit). The spell’s name is previewed as you build; press “Lock in” when ready. The table sees who has locked in, never what. When every living wizard has locked in, the spells resolve at once, step by step in the thread: each spell as a picture with its name, its targets, dice and effects. Choices your spell asks of you (a target among tied foes, an order, a card to remove) appear in your panel."`,
    );
    expect(textToString(t('esw.rules.discord.body', { play: 'Jouer' }), 'fr')).toMatchInlineSnapshot(
      `"Touchez « Jouer » sur le message de la partie : votre panneau privé montre votre main et un menu par emplacement (seulement les cartes qui y vont). Le nom du sort s’affiche pendant que vous le préparez ; touchez « Valider » quand il est prêt. La table voit qui a validé, jamais quoi. Quand tous les sorciers vivants ont validé, les sorts se résolvent aussitôt, pas à pas dans le fil : chaque sort en image avec son nom, ses cibles, ses dés et ses effets. Les choix que votre sort vous demande (une cible parmi des adversaires à égalité, un ordre, une carte à retirer) apparaissent dans votre panneau."`,
    );
    expect(r.sections.map((s) => textToString(s.title, 'fr'))).toMatchInlineSnapshot(`
      [
        "Un tour",
        "Résolution",
        "Mort et manches",
      ]
    `);
    expect(r.sections.map((s) => textToString(s.body, 'fr'))).toMatchInlineSnapshot(`
      [
        "Complétez votre main à 8. Préparez un sort en secret : au plus une Source, une Qualité et une Destination ; la Magie féroce remplace n’importe quel emplacement. Validez-le. Les sorts les plus courts passent d’abord, puis l’Initiative de Destination la plus haute, puis un jet de dé.",
        "Source, puis Qualité, puis Destination. Un Jet de puissance lance un dé par carte du sort ayant le Glyphe de la carte qui lance. Les cibles sont fixées avant les dés.",
        "Un sorcier à 0 PV défausse sa main et ses Trésors et prend une carte Sorcier crevé, plus une à chaque tour tant qu’il est mort ; leurs bonus servent à la manche suivante. Le dernier debout gagne un jeton Dernier survivant ; deux jetons gagnent la partie.",
      ]
    `);
    expect(textToString(r.summary, 'fr')).toMatchInlineSnapshot(
      `"À chaque tour, chaque sorcier prépare en secret un sort de trois cartes au plus ; les plus petits sorts se résolvent en premier. Soyez deux fois le dernier debout pour gagner."`,
    );
  });

  it('a 3-seat bot game: events, prompts, menus and status lines', async () => {
    await expect(goldenGame(3, 'golden', true)).toMatchFileSnapshot('golden/game-3.txt');
  });

  it('the first 400 moves of a 5-seat game of random offered moves (invalid spells, Wild Magic, ties): events, prompts, menus and status lines', async () => {
    await expect(goldenGame(5, 'golden', false, 400)).toMatchFileSnapshot('golden/game-5.txt');
  });

  it.each(RARE)('%j reads exactly in en and fr', (text, en, fr) => {
    expect(textToString(text, 'en')).toBe(en);
    expect(textToString(text, 'fr')).toBe(fr);
  });

  it('textToString: a plain string passes through, a missing key shows as itself, English by default', () => {
    expect(textToString('already a line', 'fr')).toBe('already a line');
    expect(textToString(t('esw.no.such.key'), 'fr')).toBe('esw.no.such.key');
    expect(textToString(t('esw.ev.matchWon', { who: 'P1' }))).toBe('P1 wins the match!');
    expect(textToString(t('esw.ev.matchWon', { who: 'P1' }), 'fr')).not.toBe('P1 wins the match!');
  });
});

describe('esw card texts in sentences', () => {
  it('effects inside a sentence start lower-case and are joined by " · "; English is the default locale', () => {
    expect(
      simpleText(
        {
          op: 'delayed',
          effects: [
            { op: 'damage', amount: 1, to: 'target' },
            { op: 'draw', count: 2 },
          ],
        },
        'en',
      ),
    ).toMatchInlineSnapshot(`"At the start of the next turn: deal 1 damage · draw 2 cards"`);
    expect(describeTreasure('t18')).toBe(describeTreasure('t18', 'en'));
    expect(describeDeadWizard('x01')).toBe(describeDeadWizard('x01', 'en'));
    expect(describeTreasure('t18')).not.toBe(describeTreasure('t18', 'fr'));
    expect(describeDeadWizard('x01')).not.toBe(describeDeadWizard('x01', 'fr'));
  });
});
