import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardDef, evilDef, isChampionDef } from '../../src/games/at/content/index.js';
import { boardHexes, mapOf, statsOf } from '../../src/games/at/rules/board.js';
import { geoOf, keyDist } from '../../src/games/at/rules/geo.js';
import { EVIL } from '../../src/games/at/rules/state.js';
import { strings } from '../../src/games/at/rules/strings.js';

/**
 * The last rules no test named: the order of simultaneous Fatal effects,
 * Fatal on Evil Champions, deploying without activating, the center-row
 * clash with the Evil squad's names, and rules the engine already followed.
 */

const setup = (raw: Record<string, unknown>): AtState => scenarioSupport.setup(raw as unknown as Json).state;
const prompt = (s: AtState) => atEngine.prompts(s)[0]!;
const ids = (s: AtState) => prompt(s).choices.map((c) => c.id);
function step(s: AtState, c: string): { state: AtState; events: GameEvent[] } {
  const p = prompt(s);
  return atEngine.apply(s, p.seat, { type: p.kind, c });
}
const go = (s: AtState, ...cs: string[]) => cs.reduce((st, c) => step(st, c).state, s);
const keys = (events: GameEvent[]) => events.map((e) => (typeof e.text === 'string' ? e.text : e.text.key));
const cardsOf = (s: AtState, list: string[]) => list.map((i) => s.cards[i]!).sort();

describe('simultaneous effects', () => {
  // The Shade Duelist's own Fatal (1 Honor), the Beacon Staff's (draw 2) and the Entropy Blade's (banish from hand or discard).
  const board = () =>
    setup({
      power: [2, 0],
      hands: { '0': ['apprentice'] },
      decks: { '0': ['militia', 'heavy'] },
      champions: {
        duel: { def: 'shade-duelist', owner: 0, at: '0,0', artifacts: ['beacon-staff', 'entropy-blade'] },
        cult: { def: 'cultist', owner: 1, at: '0,-1' },
      },
    });

  it('AT-GP-3 AT-FQ-13 AT-KW-37: three different Fatal effects triggered by one defeat resolve in the order the active player picks', () => {
    let s = go(board(), 'a:duel', 'a:cult');
    expect(prompt(s).kind).toBe('order');
    expect(prompt(s).seat).toBe(0);
    expect(ids(s)).toEqual(['f:shade-duelist', 'f:beacon-staff', 'f:entropy-blade']);
    expect(s.queue).toEqual([]);
    // Banishing first: the two cards the Staff draws are not in the hand yet.
    s = go(s, 'f:entropy-blade');
    expect(ids(s)).toEqual(['f:shade-duelist', 'f:beacon-staff']);
    s = go(s, 'f:beacon-staff');
    expect(prompt(s).kind).toBe('banish');
    expect(ids(s)).toEqual(['h:apprentice', 'skip']);
    s = go(s, 'skip');
    expect(cardsOf(s, s.players[0]!.hand)).toEqual(['apprentice', 'heavy', 'militia']);
    expect(s.players[0]!.honor).toBe(1);
    expect(prompt(s).kind).toBe('activation');
  });

  it('AT-GP-3 AT-FQ-13: the other order draws first, so the banish may take a card just drawn; the last source needs no choice', () => {
    const heavies = board().supply['heavy']!;
    let s = go(board(), 'a:duel', 'a:cult', 'f:beacon-staff');
    expect(ids(s)).toEqual(['f:shade-duelist', 'f:entropy-blade']);
    s = go(s, 'f:shade-duelist');
    // Honor and the draw have resolved; the Entropy Blade's banish, the last, was queued without a question.
    expect(s.players[0]!.honor).toBe(1);
    expect(prompt(s).kind).toBe('banish');
    expect(ids(s)).toEqual(['h:apprentice', 'h:militia', 'h:heavy', 'skip']);
    s = go(s, 'h:heavy');
    expect(cardsOf(s, s.players[0]!.hand)).toEqual(['apprentice', 'militia']);
    // A banished Heavy Infantry returns to its pile (BN-2).
    expect(s.supply['heavy']).toBe(heavies + 1);
  });

  it('AT-GP-3: the prompt and its choices are in the string catalog, in English and French', () => {
    expect(strings.en['at.p.order']).toBe('Several Fatal effects trigger at once: pick the one to resolve next');
    expect(strings.fr['at.c.fatalFirst']).toBe('Le Fatal de {cardFr}');
    const p = prompt(go(board(), 'a:duel', 'a:cult'));
    expect(p.choices[1]!.label).toEqual({
      key: 'at.c.fatalFirst',
      vars: { card: 'Beacon Staff', cardFr: cardDef('beacon-staff').name.fr },
    });
  });
});

describe('Fatal on Evil Champions', () => {
  const evilBoard = (evil: Record<string, unknown>, damage: number) =>
    setup({
      mode: 'solo',
      intrigueDeck: ['muster', 'cold-gaze', 'muster'],
      intrigueDiscard: [],
      champions: { me: { def: 'thistle-ranger', owner: 0, at: '-1,-1', damage }, e: { owner: -1, token: 0, at: '0,-1', ...evil } },
    });

  it('AT-KW-34 AT-EV-10: the Bone Crusher’s Fatal gives the Evil Player 1 Honor when its attack defeats one of your Champions', () => {
    expect(evilDef('bone-crusher').fatal).toEqual([{ op: 'honor', n: 1 }]);
    expect(strings.en['at.evilText.bone-crusher']).toBe('Honor 3. Solo: 4/5/2; Co-op: 5/6/2. Fatal: The Evil Player gains 1 Honor.');
    const res = step(evilBoard({ def: 'bone-crusher' }, 0), 'end');
    expect(res.state.champions['me']!.at).toBeNull();
    const k = keys(res.events);
    const fatal = k.indexOf('at.ev.fatal');
    expect(fatal).toBeGreaterThan(k.indexOf('at.ev.defeated'));
    expect(res.events[fatal + 1]!.text).toEqual({ key: 'at.ev.evilHonor', vars: { n: 1, honor: 1 } });
    // The same attack that does not defeat (the Glyph Warden's Defense 5 against Strength 4) gives no Fatal.
    const miss = step(
      setup({
        mode: 'solo',
        intrigueDeck: ['muster', 'cold-gaze', 'muster'],
        intrigueDiscard: [],
        champions: { me: { def: 'glyph-warden', owner: 0, at: '-1,-1' }, e: { def: 'bone-crusher', owner: -1, token: 0, at: '0,-1' } },
      }),
      'end',
    );
    expect(miss.state.champions['me']!.at).toBe('-1,-1');
    expect(keys(miss.events)).not.toContain('at.ev.fatal');
  });

  it('AT-KW-34 AT-EV-10 AT-GP-2: an Evil Champion’s Artifact Fatal gives its Honor to the Evil Player; a Power reward it cannot use is ignored', () => {
    const before = evilBoard({ def: 'rot-harbinger', artifacts: ['void-sigil', 'void-shard'] }, 2);
    const res = step(before, 'end');
    expect(res.state.champions['me']!.at).toBeNull();
    const k = keys(res.events);
    expect(k.filter((x) => x === 'at.ev.fatal')).toHaveLength(2);
    const honors = res.events.map((e) => e.text).filter((x) => typeof x !== 'string' && x.key === 'at.ev.evilHonor');
    expect(honors[0]).toEqual({ key: 'at.ev.evilHonor', vars: { n: 1, honor: 1 } });
    expect(Object.keys(res.state.evil!)).not.toContain('power');
    expect(res.state.players[0]!.power).toBe(before.players[0]!.power);
  });
});

describe('deploying without activating', () => {
  const board = () =>
    setup({
      power: [3, 0],
      hands: { '0': ['halo-scholar'] },
      decks: { '0': ['apprentice'] },
      champions: {
        a: { def: 'iron-warden', owner: 0, at: '0,3' },
        b: { def: 'ember-sentinel', owner: 0, at: null },
        foe: { def: 'glyph-warden', owner: 1, at: '0,-3' },
      },
    });

  it('AT-DP-6 AT-DP-7: an effect deploys a Champion off the battlefield next to one of yours, never on a Portal, without activating it', () => {
    let s = go(board(), 'p:halo-scholar');
    expect(prompt(s).kind).toBe('deployFree');
    expect(ids(s)).toEqual(['c:b', 'skip']);
    s = go(s, 'c:b');
    // The neighbours of 0,3 but the own Portal 0,4.
    expect(ids(s)).toEqual(['h:-1,3', 'h:-1,4', 'h:0,2', 'h:1,2', 'h:1,3', 'skip']);
    s = go(s, 'h:0,2');
    const b = s.champions['b']!;
    expect(b.at).toBe('0,2');
    expect(b.exhausted).toBe(false);
    expect(s.players[0]!.power).toBe(3);
    expect(s.players[0]!.runes).toBe(1);
    expect(prompt(s).kind).toBe('turn');
    // Not activated: it may still be activated this turn, from where it stands (DP-5).
    s = go(s, 'a:b');
    expect(prompt(s).kind).toBe('activation');
    expect(s.champions['b']!.at).toBe('0,2');
    // The Ember Sentinel's activation costs 1 Power.
    expect(s.players[0]!.power).toBe(2);
  });

  it('AT-DP-6 AT-GP-2: with every Champion on the battlefield the deployment is ignored, the rest of the card still resolves', () => {
    const s = setup({
      hands: { '0': ['halo-scholar'] },
      decks: { '0': ['apprentice'] },
      champions: { a: { def: 'iron-warden', owner: 0, at: '0,3' }, foe: { def: 'glyph-warden', owner: 1, at: '0,-3' } },
    });
    const after = go(s, 'p:halo-scholar');
    expect(prompt(after).kind).toBe('turn');
    expect(after.players[0]!.runes).toBe(1);
    expect(cardsOf(after, after.players[0]!.hand)).toEqual(['apprentice']);
  });
});

describe('a center-row card named like an Evil Champion', () => {
  const row = ['lantern-scribe', 'star-acolyte', 'tome-runner', 'glass-oracle', 'mirror-adept', 'halo-scholar'];
  const board = (mode: 'solo' | 'duel') =>
    setup({
      mode,
      runes: [1, 0],
      row,
      centerDeck: ['radiant-archer', 'lucid-seer'],
      intrigueDeck: ['muster', 'cold-gaze'],
      intrigueDiscard: [],
      champions: {
        me: { def: 'thistle-ranger', owner: 0, at: null },
        ...(mode === 'solo' ? { e: { def: 'radiant-archer-evil', owner: -1, token: 1, at: '-2,-2' } } : {}),
      },
    });

  it('AT-CR-17 AT-SO-18 AT-FQ-19 AT-AMB-42: in Solo it is replaced at once by the next card and leaves the game, never to come back', () => {
    expect(evilDef('radiant-archer-evil').name).toEqual(cardDef('radiant-archer').name);
    const res = step(board('solo'), 'b:2');
    const s = res.state;
    expect(s.row[2]).toBe('lucid-seer');
    expect(s.box).toContain('radiant-archer');
    expect(s.banished).not.toContain('radiant-archer');
    expect(s.centerDeck).toEqual([]);
    expect(keys(res.events)).toEqual(['at.ev.buy', 'at.ev.evilClash']);
    // Buying is never offered for it: it is never in the row.
    expect(
      ids(s)
        .filter((i) => i.startsWith('b:'))
        .map((i) => s.row[Number(i.slice(2))]),
    ).not.toContain('radiant-archer');
  });

  it('AT-CR-17: in a duel there is no Evil Player and the same card stays in the row', () => {
    expect(step(board('duel'), 'b:2').state.row[2]).toBe('radiant-archer');
  });

  it('AT-CR-17 AT-SO-18: a Solo setup with that Evil Champion never deals its namesake to the row; the dealt copy goes to the box', () => {
    const squad = ['grave-tyrant', 'radiant-archer-evil', 'rot-harbinger', 'iron-hound'];
    let purged = 0;
    for (let i = 0; i < 40; i++) {
      const s = atEngine.setup({ mode: 'solo', evilSquad: squad }, [{ name: 'A' }], `clash-${i}`);
      expect(s.row).not.toContain('radiant-archer');
      const copies = [...s.row, ...s.centerDeck, ...s.box].filter((c) => c === 'radiant-archer').length;
      expect(copies).toBe(cardDef('radiant-archer').copies);
      if (s.box.includes('radiant-archer')) purged++;
    }
    // Some of these seeds dealt it and had it replaced.
    expect(purged).toBeGreaterThan(0);
  });
});

describe('Evil priorities, Cultists and Co-op', () => {
  it('AT-EA-16 AT-AMB-27: a Double attack runs the priorities again for its second attack, after the first has resolved', () => {
    const s = setup({
      mode: 'solo',
      intrigueDeck: ['muster', 'cold-gaze', 'muster'],
      intrigueDiscard: [],
      champions: {
        weak: { def: 'cultist', owner: 0, at: '-1,-1' },
        strong: { def: 'glyph-warden', owner: 0, at: '1,-1' },
        e: { def: 'twin-blade', owner: -1, token: 0, at: '0,-1' },
      },
    });
    const after = step(s, 'end').state;
    // First the one it can defeat (the Cultist, Defense 1), then, none left to defeat, the strongest in range.
    expect(after.champions['weak']).toBeUndefined();
    expect(after.champions['strong']!.at).toBe('1,-1');
    const res = step(s, 'end');
    const hits = res.events
      .map((e) => e.text)
      .filter((x) => typeof x !== 'string' && x.key === 'at.ev.attack')
      .map((x) => (x as { vars: Record<string, unknown> }).vars['target']);
    expect(hits).toEqual(['Cultist', 'Glyph Warden']);
  });

  it('AT-EC-5 AT-AMB-33 AT-AMB-34: an Evil Cultist is never activated, even by “activate every Evil Champion”, and collects no Treasure', () => {
    const s = setup({
      mode: 'solo',
      intrigueDeck: ['full-assault', 'cold-gaze', 'muster'],
      intrigueDiscard: [],
      treasureTokens: { '1,1': 'whetstone' },
      champions: {
        me: { def: 'glyph-warden', owner: 0, at: '-2,4' },
        k: { def: 'cultist', owner: -1, at: '1,1' },
      },
    });
    const after = step(s, 'end').state;
    expect(after.champions['k']!.at).toBe('1,1');
    expect(after.champions['k']!.exhausted).toBe(false);
    expect(after.treasureTokens['1,1']).toBe('whetstone');
  });

  it('AT-CO-5: the Co-op Evil turn resolves the same Intrigue cards the same way as in Solo', () => {
    const evilTurn = (mode: 'solo' | 'coop') => {
      let s = setup({
        mode,
        intrigueDeck: ['muster', 'rally-cry', 'cold-gaze'],
        intrigueDiscard: [],
        champions: {
          me: { def: 'glyph-warden', owner: 0, at: '-2,4' },
          ...(mode === 'coop' ? { you: { def: 'ember-sentinel', owner: 1, at: '2,2' } } : {}),
          e0: { def: 'rot-harbinger', owner: -1, token: 0, at: '0,-4' },
          e3: { def: 'mire-lurker', owner: -1, token: 3, at: '4,-4' },
        },
      });
      s = go(s, 'end');
      if (mode === 'coop') s = go(s, 'end');
      return s;
    };
    const solo = evilTurn('solo');
    const coop = evilTurn('coop');
    expect(coop.evil!.discard).toEqual(['muster', 'rally-cry']);
    expect(coop.evil!.discard).toEqual(solo.evil!.discard);
    expect(coop.evil!.deck).toEqual(solo.evil!.deck);
    expect(coop.round).toBe(2);
    expect(solo.round).toBe(2);
    // The Co-op faces are stronger but walk the same way toward the same Objectives.
    expect(coop.champions['e0']!.at).toBe(solo.champions['e0']!.at);
    expect(coop.champions['e3']!.at).toBe(solo.champions['e3']!.at);
  });

  it('AT-OB-3 AT-OB-2: four Objective tokens, 0 to 3: one on each Evil Champion (the Boss holds 0) and one on each Objective hex of the map', () => {
    const s = atEngine.setup({ mode: 'solo' }, [{ name: 'A' }], 'ob3');
    const held = Object.values(s.champions)
      .filter((c) => c.owner === EVIL)
      .map((c) => s.evil!.tokens[c.id]!)
      .sort();
    expect(held).toEqual([0, 1, 2, 3]);
    expect(mapOf(s).objectives).toHaveLength(4);
  });
});

describe('the battlefield, pawns and what is public', () => {
  it('AT-GL-4 AT-GL-14: the battlefield is a board of hexes, each with up to six neighbours, one pawn on a hex', () => {
    const s = atEngine.setup({}, [{ name: 'A' }, { name: 'B' }], 'gl4');
    const m = mapOf(s);
    const hexes = [...boardHexes(m)];
    // Radius 4: 1 + 6 × (1 + 2 + 3 + 4) hexes.
    expect(hexes).toHaveLength(61);
    const g = geoOf(m);
    const around = (h: string) => hexes.filter((o) => keyDist(g, h, o) === 1).length;
    expect(around('0,0')).toBe(6);
    expect(around('0,4')).toBe(3);
    const at = Object.values(s.champions).flatMap((c) => (c.at === null ? [] : [c.at]));
    expect(new Set(at).size).toBe(at.length);
  });

  it('AT-CH-1 AT-SU-19: each Champion of a squad is one pawn whose stats are those of its Champion card', () => {
    const s = atEngine.setup({}, [{ name: 'A' }, { name: 'B' }], 'ch1');
    const pawns = Object.values(s.champions);
    // Our Three Sanctuaries map gives each player a squad of three.
    expect(pawns).toHaveLength(6);
    for (const c of pawns) {
      const d = cardDef(c.def);
      expect(isChampionDef(d)).toBe(true);
      if (!isChampionDef(d)) continue;
      const st = statsOf(s, c);
      expect([st.strength, st.defense, st.speed, [...st.skills].sort()]).toEqual([d.strength, d.defense, d.speed, [...d.skills].sort()]);
    }
    for (const seat of [0, 1]) expect(pawns.filter((c) => c.owner === seat)).toHaveLength(3);
  });

  it('AT-SU-10: the Treasure bag and every player’s Honor are within everyone’s reach: the public view counts the bag and shows each Honor', () => {
    const s = setup({ honor: [3, 7], treasureBag: ['whetstone', 'oak-charm', 'gale-boots'] });
    const v = atEngine.view(s, 'public') as unknown as { bagCount: number; players: { honor: number }[] };
    expect(v.bagCount).toBe(3);
    expect(v.players.map((p) => p.honor)).toEqual([3, 7]);
    // Its order stays hidden.
    expect(JSON.stringify(v)).not.toContain('oak-charm');
  });

  it('AT-LS-8 AT-KW-11 AT-KW-9: the rulebook’s worked line-of-sight examples, on our map', () => {
    // A, Ranged, on 2,0; its ally on 1,0 to its left; B adjacent; C behind B; D on the left beyond the ally and the Sanctuary 0,0;
    // E behind the Forest 2,1; F in the Forest 1,-2, a Treasure token on the way.
    const s = setup({
      power: [2, 0],
      treasureTokens: { '2,-1': 'whetstone' },
      champions: {
        a: { def: 'bolt-gunner', owner: 0, at: '2,0' },
        ally: { def: 'iron-warden', owner: 0, at: '1,0' },
        b: { def: 'glyph-warden', owner: 1, at: '3,-1' },
        c: { def: 'ember-sentinel', owner: 1, at: '4,-2' },
        d: { def: 'cultist', owner: 1, at: '-1,0' },
        e: { def: 'thistle-ranger', owner: 1, at: '2,2' },
        f: { def: 'cultist', owner: 1, at: '1,-2' },
      },
    });
    const act = go(s, 'a:a');
    const targets = ids(act).filter((i) => i.startsWith('a:'));
    expect(targets.sort()).toEqual(['a:b', 'a:d', 'a:f']);
  });
});

describe('several Allegiances on one Champion', () => {
  it('AT-KW-5: two Piston Fists equipped on the same Champion each give their Allegiance', () => {
    let s = setup({
      hands: { '0': ['piston-fist', 'piston-fist'] },
      champions: { a: { def: 'iron-warden', owner: 0, at: '0,3' }, foe: { def: 'glyph-warden', owner: 1, at: '0,-3' } },
    });
    s = go(s, 'p:piston-fist', 'e:a', 'p:piston-fist', 'e:a');
    expect(s.champions['a']!.artifacts.map((i) => s.cards[i])).toEqual(['piston-fist', 'piston-fist']);
    expect(s.players[0]!.runes).toBe(2);
    expect(statsOf(s, s.champions['a']!).strength).toBe(3 + 2 + 2);
  });
});
