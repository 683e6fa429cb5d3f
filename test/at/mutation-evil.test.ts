/**
 * The automaton's Evil turn (rules/evil.ts), step by step and exact (issue
 * #23, mutation testing): what the turn starts with, each draw and its Threat
 * on both sides of the threshold, the deck-out on either draw, the close
 * (discard, Sanctuary Honor, the Honor goal on both sides, healing) and the
 * public report (damage counted from the turn's start, defeated pawns, the
 * activated Champions named once, none in both languages). The functions run
 * with flow.ts's own moves, on positions written by the scenario loader.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { automatonStep, evilTurn, overlordStep, overlordTurn, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const load = (setup: Record<string, unknown>): AtState => atEngine.scenarios!.setup({ mode: 'solo', ...setup } as unknown as Json).state;
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const fr = (e: GameEvent) => translate(e.text, 'fr', at.strings);
const me = { def: 'ember-sentinel', owner: 0, at: '-2,4' };

/** Runs the Evil turn to its end: each step's result, and the events in English. */
function runTurn(s: AtState): { results: string[]; lines: string[]; events: GameEvent[] } {
  evilTurn(s);
  const events: GameEvent[] = [];
  const results: string[] = [];
  for (let i = 0; i < 40; i++) {
    const r = automatonStep(s, events, moves);
    results.push(r);
    if (r === 'done') break;
  }
  return { results, lines: events.map(en), events };
}

describe('AT Evil turn: the start', () => {
  it('AT-EVT-1 AT-IN-2 two draws then the close; the report remembers the Evil Honor and the allies’ pawns on the board with their damage', () => {
    const s = load({
      evilHonor: 5,
      champions: {
        me: { ...me, damage: 2 },
        you: { def: 'iron-warden', owner: 0, at: '2,0' },
        off: { def: 'thistle-ranger', owner: 0 },
        e1: { def: 'rot-harbinger', owner: -1, token: 1, at: '0,-3', damage: 1 },
      },
      intrigueDeck: ['muster'],
    });
    s.evil!.played = ['stale'];
    const pending = s.pending.length;
    evilTurn(s);
    expect(s.evil!.steps).toEqual([{ op: 'draw' }, { op: 'draw' }, { op: 'close' }]);
    expect(s.evil!.played).toEqual([]);
    expect(s.pending.slice(pending)).toEqual([{ kind: 'evilTurn' }]);
    expect(s.evil!.report).toEqual({ honor: 5, onBoard: ['me', 'you'], damage: { me: 2 }, activated: [] });
  });
});

describe('AT Evil turn: draws and Threat', () => {
  it('AT-IN-6 AT-IN-9 the Threat bonus resolves when the discard holds the threshold, not one card fewer', () => {
    const deck = ['grim-vigil', 'vile-ritual', 'muster'];
    const five = load({
      champions: { me },
      intrigueDeck: deck,
      intrigueDiscard: ['muster', 'pincer', 'iron-tide', 'night-march', 'cold-gaze'],
    });
    const a = runTurn(five);
    expect(a.results).toEqual(['step', 'step', 'step', 'step', 'step', 'step', 'done']);
    expect(a.lines.slice(0, 5)).toEqual([
      'The Evil Player plays the Intrigue Grim Vigil.',
      'Threat: the bonus effect of Grim Vigil resolves.',
      'The Evil Player gains 1 Honor (1).',
      'The Evil Player plays the Intrigue Vile Ritual.',
      'The Evil Player gains 2 Honor (3).',
    ]);
    expect(five.evil!.honor).toBe(3);
    expect(five.evil!.deck).toEqual(['muster']);
    expect(five.evil!.discard).toEqual(['muster', 'pincer', 'iron-tide', 'night-march', 'cold-gaze', 'grim-vigil', 'vile-ritual']);
    const four = load({ champions: { me }, intrigueDeck: deck, intrigueDiscard: ['muster', 'pincer', 'iron-tide', 'night-march'] });
    const b = runTurn(four);
    expect(b.results).toEqual(['step', 'step', 'step', 'step', 'done']);
    expect(b.lines.slice(0, 3)).toEqual([
      'The Evil Player plays the Intrigue Grim Vigil.',
      'The Evil Player plays the Intrigue Vile Ritual.',
      'The Evil Player gains 2 Honor (2).',
    ]);
    expect(four.evil!.honor).toBe(2);
  });

  it('AT-IN-11 AT-SV-5 an empty deck at either draw: the Evil Player wins at once, nothing more resolves', () => {
    for (const [deck, honor, lines] of [
      [[], 0, ['The Intrigue deck is empty: the Evil Player wins.']],
      [
        ['dark-tithe'],
        1,
        [
          'The Evil Player plays the Intrigue Dark Tithe.',
          'The Evil Player gains 1 Honor (1).',
          'The Intrigue deck is empty: the Evil Player wins.',
        ],
      ],
    ] as [string[], number, string[]][]) {
      const s = load({ champions: { me }, intrigueDeck: deck, intrigueDiscard: [] });
      const pending = s.pending.length;
      const r = runTurn(s);
      expect(r.results.at(-1)).toBe('done');
      expect(r.lines).toEqual(lines);
      expect([s.winner, s.endReason, s.evil!.honor, s.evil!.steps, s.evil!.discard]).toEqual([[], 'deckout', honor, [], []]);
      expect(s.pending).toHaveLength(pending);
    }
  });

  it('a turn whose steps ran out closes as the close step does', () => {
    const s = load({ champions: { me }, intrigueDeck: ['vile-ritual', 'vile-ritual', 'muster'] });
    evilTurn(s);
    const pending = s.pending.length;
    s.evil!.steps = [];
    s.evil!.played = ['vile-ritual'];
    const events: GameEvent[] = [];
    expect(automatonStep(s, events, moves)).toBe('done');
    expect(s.pending).toHaveLength(pending - 1);
    expect(s.evil!.discard).toEqual(['vile-ritual']);
    expect(s.evil!.played).toEqual([]);
    expect(events.map(en)).toEqual([
      'Evil turn: Vile Ritual (The Evil Player gains 2 Honor. Threat 13: Deploy an Evil Cultist on the Boss’s token’s hex, or next to it.). Activated: none. Damage dealt: 0; Champions defeated: 0; Evil Honor +0 (0).',
    ]);
  });

  it('a strike or a move toward the Objective of a pawn off the battlefield or gone does nothing', () => {
    const s = load({ champions: { me, e1: { def: 'rot-harbinger', owner: -1, token: 1 } }, intrigueDeck: ['muster'] });
    evilTurn(s);
    s.evil!.steps = [
      { op: 'toward', champ: 'e1' },
      { op: 'toward', champ: 'nobody' },
      { op: 'strike', champ: 'e1' },
      { op: 'strike', champ: 'nobody' },
    ];
    const events: GameEvent[] = [];
    const before = JSON.stringify(s.champions);
    const pending = s.pending.length;
    expect([1, 2, 3, 4].map(() => automatonStep(s, events, moves))).toEqual(['step', 'step', 'step', 'step']);
    expect([events, JSON.stringify(s.champions), s.pending.length]).toEqual([[], before, pending]);
  });
});

describe('AT Evil turn: the close', () => {
  const squad = (honor: number) =>
    load({
      evilHonor: honor,
      champions: {
        me,
        e1: { def: 'rot-harbinger', owner: -1, token: 3, at: '0,0', damage: 2 },
        e2: { def: 'ash-sprite', owner: -1, token: 2, at: '3,-1' },
      },
      intrigueDeck: ['vile-ritual', 'vile-ritual', 'muster'],
      intrigueDiscard: ['pincer'],
    });

  it('AT-EVT-1 AT-EVT-3 AT-SV-2 each Sanctuary the Evil Player controls scores 2 Honor; 30 wins, 29 does not', () => {
    const s = squad(21);
    s.evil!.boost = { strength: 1, defense: 2, speed: 3 };
    const r = runTurn(s);
    expect(r.lines).toEqual([
      'The Evil Player plays the Intrigue Vile Ritual.',
      'The Evil Player gains 2 Honor (23).',
      'The Evil Player plays the Intrigue Vile Ritual.',
      'The Evil Player gains 2 Honor (25).',
      'The Evil Player gains 4 Honor (29).',
      'Evil turn: Vile Ritual (The Evil Player gains 2 Honor. Threat 13: Deploy an Evil Cultist on the Boss’s token’s hex, or next to it.); Vile Ritual (The Evil Player gains 2 Honor. Threat 13: Deploy an Evil Cultist on the Boss’s token’s hex, or next to it.). Activated: none. Damage dealt: 0; Champions defeated: 0; Evil Honor +8 (29).',
    ]);
    expect([s.winner, s.endReason, s.evil!.honor]).toEqual([null, null, 29]);
    expect(s.evil!.discard).toEqual(['pincer', 'vile-ritual', 'vile-ritual']);
    expect(s.evil!.boost).toEqual({ strength: 0, defense: 0, speed: 0 });
    expect(Object.values(s.champions).map((c) => c.damage)).toEqual([0, 0, 0]);
    expect(s.evil!.report).toBeUndefined();
    const win = squad(22);
    runTurn(win);
    expect([win.winner, win.endReason, win.evil!.honor]).toEqual([[], 'evil', 30]);
  });

  it('AT-EVT-3 no Sanctuary held: no Honor line', () => {
    const s = load({ champions: { me }, intrigueDeck: ['vile-ritual', 'vile-ritual'] });
    const r = runTurn(s);
    expect(r.lines.filter((l) => l.startsWith('The Evil Player gains'))).toEqual([
      'The Evil Player gains 2 Honor (2).',
      'The Evil Player gains 2 Honor (4).',
    ]);
  });
});

describe('AT Evil turn: the report', () => {
  it('AT-EVT-1 damage counts from the turn’s start, defeated pawns are counted, both languages, with the picture', () => {
    const s = load({
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-2,3' },
        you: { def: 'iron-warden', owner: 0, at: '-1,1' },
        far: { def: 'thistle-ranger', owner: 0, at: '4,-4' },
        e3: { def: 'rot-harbinger', owner: -1, token: 3, at: '-2,2' },
      },
      intrigueDeck: ['burning-ground', 'vile-ritual', 'muster'],
      intrigueDiscard: [],
    });
    // Damage already taken when the turn starts (1 on Ember Sentinel) is not the Evil Player's;
    // Iron Warden (Defense 5) holds 4 and falls to the scorch.
    s.champions.me!.damage = 1;
    s.champions.you!.damage = 4;
    const r = runTurn(s);
    const report = r.events.at(-1)!;
    expect(en(report)).toBe(
      'Evil turn: Burning Ground (Each of your Champions next to an Evil Champion takes 1 damage. Activate the Evil Champion holding the Boss’s token. Threat 11: Each of your Champions next to an Evil Champion takes 1 damage.); Vile Ritual (The Evil Player gains 2 Honor. Threat 13: Deploy an Evil Cultist on the Boss’s token’s hex, or next to it.). Activated: none. Damage dealt: 1; Champions defeated: 1; Evil Honor +4 (4).',
    );
    expect(fr(report)).toBe(
      'Tour Maléfique : Terre brûlante (Chacun de vos Champions adjacent à un Champion Maléfique subit 1 dégât. Activez le Champion Maléfique qui porte le jeton du Boss. Menace 11 : Chacun de vos Champions adjacent à un Champion Maléfique subit 1 dégât.) ; Rituel infâme (Le Joueur Maléfique gagne 2 Honneur. Menace 13 : Déployez un Cultiste maléfique sur la case du jeton du Boss, ou à côté.). Activés : aucun. Dégâts infligés : 1 ; Champions vaincus : 1 ; Honneur Maléfique +4 (4).',
    );
    expect(report.picture).toEqual({
      kind: 'evilTurn',
      view: { cards: ['burning-ground', 'vile-ritual'], damage: 1, defeated: 1, honor: 4, total: 4 },
    });
    expect(report.visibleTo).toBeUndefined();
  });

  it('AT-EA-2 each Evil Champion activated is named once, in order, in both languages', () => {
    const s = load({
      champions: {
        me,
        e0: { def: 'bone-crusher', owner: -1, token: 0, at: '4,-4' },
        e1: { def: 'iron-hound', owner: -1, token: 1, at: '3,-4' },
      },
      intrigueDeck: ['long-shadow', 'muster', 'pincer'],
      intrigueDiscard: [],
    });
    const r = runTurn(s);
    expect(r.lines.filter((l) => l.includes('activates'))).toHaveLength(3);
    const report = r.events.at(-1)!;
    expect(en(report)).toContain('. Activated: Bone Crusher, Iron Hound. Damage dealt: 0;');
    expect(fr(report)).toContain('. Activés : Broyeur d’os, Molosse de fer. Dégâts infligés : 0 ;');
  });
});

describe('AT Overlord: drawing and closing the Evil turn', () => {
  const overlord = (deck: string[], hand: string[]) =>
    atEngine.scenarios!.setup({
      mode: 'solo',
      overlord: true,
      champions: { me },
      intrigueDeck: deck,
      intrigueHand: hand,
    } as unknown as Json).state;

  it('AT-OV-5 AT-AMB-37 the first Evil turn draws three Intrigue cards, named to the Overlord alone; then its decision is asked', () => {
    const s = overlord(['muster', 'pincer', 'iron-tide', 'night-march'], []);
    const events: GameEvent[] = [];
    const pending = s.pending.length;
    overlordTurn(s, events);
    expect(events.map((e) => [en(e), fr(e), e.visibleTo])).toEqual([
      ['P2 draws 3 Intrigue cards.', 'P2 pioche 3 cartes Intrigue.', undefined],
      ['You draw The Muster, The Pincer, Iron Tide.', 'Vous piochez Le Rassemblement, La Tenaille, Marée de fer.', [1]],
    ]);
    expect([s.evil!.overlord!.hand, s.evil!.deck, s.winner, s.pending.slice(pending)]).toEqual([
      ['muster', 'pincer', 'iron-tide'],
      ['night-march'],
      null,
      [{ kind: 'overlord' }],
    ]);
    expect(s.evil!.report).toEqual({ honor: 0, onBoard: ['me'], damage: {}, activated: [] });
  });

  it('AT-IN-11 AT-AMB-37 two cards left for a draw of three: the Evil Player wins, no decision is asked', () => {
    const s = overlord(['muster', 'pincer'], []);
    const events: GameEvent[] = [];
    const pending = s.pending.length;
    overlordTurn(s, events);
    expect(events.map(en)).toEqual(['The Intrigue deck is empty: the Evil Player wins.']);
    expect([s.winner, s.endReason, s.evil!.deck, s.pending.length]).toEqual([[], 'deckout', [], pending]);
  });

  it('AT-OV-6 a hand already held: no draw; the turn asks, then closes after two cards or an empty hand, and draws two', () => {
    const s = overlord(['muster', 'pincer', 'iron-tide'], ['vile-ritual', 'dark-tithe', 'grim-vigil']);
    const events: GameEvent[] = [];
    overlordTurn(s, events);
    expect(events).toEqual([]);
    const o = s.evil!.overlord!;
    o.played = ['vile-ritual'];
    o.hand = ['dark-tithe', 'grim-vigil'];
    expect(overlordStep(s, events, moves)).toBe('ask');
    o.hand = [];
    const pending = s.pending.length;
    expect(overlordStep(s, events, moves)).toBe('done');
    expect(s.pending).toHaveLength(pending - 1);
    expect([o.played, o.hand, s.evil!.discard, s.evil!.deck]).toEqual([[], ['muster', 'pincer'], ['vile-ritual'], ['iron-tide']]);
    expect(events.map(en).slice(-2)).toEqual(['P2 draws 2 Intrigue cards.', 'You draw The Muster, The Pincer.']);
    // Two cards played: done even with cards in hand; no report without a turn started by overlordTurn.
    const t = overlord(['muster', 'pincer'], ['grim-vigil']);
    t.evil!.overlord!.played = ['vile-ritual', 'dark-tithe'];
    t.pending.push({ kind: 'overlord' });
    const more: GameEvent[] = [];
    expect(overlordStep(t, more, moves)).toBe('done');
    expect(more.map(en)).toEqual(['P2 draws 2 Intrigue cards.', 'You draw The Muster, The Pincer.']);
    expect(t.evil!.overlord!.hand).toEqual(['grim-vigil', 'muster', 'pincer']);
  });

  it('AT-SV-2 the Honor goal reached at the close: no draw after it', () => {
    const s = atEngine.scenarios!.setup({
      mode: 'solo',
      overlord: true,
      evilHonor: 30,
      champions: { me },
      intrigueDeck: ['muster', 'pincer'],
      intrigueHand: ['grim-vigil'],
    } as unknown as Json).state;
    s.evil!.overlord!.played = ['vile-ritual', 'dark-tithe'];
    s.pending.push({ kind: 'overlord' });
    const events: GameEvent[] = [];
    expect(overlordStep(s, events, moves)).toBe('done');
    expect([s.winner, s.endReason, s.evil!.overlord!.hand, s.evil!.deck, events]).toEqual([
      [],
      'evil',
      ['grim-vigil'],
      ['muster', 'pincer'],
      [],
    ]);
  });
});
