import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardText } from '../../src/games/at/rules/cardtext.js';
import { cardDef } from '../../src/games/at/content/index.js';
import { activationCost, moveTargets, portalsOf, statsOf } from '../../src/games/at/rules/board.js';

/** Kor's Portal-moving Fatal and Askara Psyché's two pawns (FAQ 14–16), with our own cards Kor and Askara Psyché. */

function act(state: AtState, seat: number, kind: string, c: string): AtState {
  return atEngine.apply(state, seat, { type: kind, c }).state;
}
const prompt = (s: AtState) => atEngine.prompts(s)[0]!;
const ids = (s: AtState) => prompt(s).choices.map((c) => c.id);

describe('Kor: a Fatal that moves a Portal', () => {
  const korKills = () =>
    scenarioSupport.setup({
      power: [3, 0],
      champions: {
        kor: { def: 'kor', owner: 0, at: '0,1' },
        vr: { def: 'veil-reaver', owner: 1, at: '0,2' },
        far: { def: 'lumen-adept', owner: 1, at: '2,-1' },
        mine: { def: 'ember-sentinel', owner: 0, at: null },
      },
    }).state;

  it('AT-FQ-14 AT-TT-13 AT-TT-4 AT-KW-39: after a defeat, Kor offers only standard hexes for the Portal: never a Forest, Sanctuary, Corruption, inactive or enemy Portal', () => {
    let s = act(korKills(), 0, 'turn', 'a:kor');
    s = act(s, 0, 'activation', 'a:vr');
    expect(s.champions['vr']!.at).toBeNull();
    expect(prompt(s).kind).toBe('movePortal');
    const offered = ids(s);
    // The Portal of seat 0 is its only one: no "which Portal" step.
    expect(offered).toContain('h:1,1');
    expect(offered).toContain('skip');
    for (const terrain of ['-1,2', '2,1', '0,0', '-3,0', '-4,2', '-4,4', '4,-4', '0,-4', '0,4'])
      expect(offered, terrain).not.toContain(`h:${terrain}`);
    // An enemy pawn's hex is not offered; a Treasure spot is a standard hex (a token is not a tile).
    expect(offered).not.toContain('h:2,-1');
    expect(offered).toContain('h:-2,3');
    // 61 hexes: 6 Forests, 3 Sanctuaries, 2 Corruption, 2 inactive and 2 Portals leave 46 standard hexes, one under an enemy.
    expect(offered).toHaveLength(45 + 1);
  });

  it('AT-FQ-14 AT-AMB-4: the moved Portal deploys on its new hex; its old hex becomes standard ground the enemy may enter', () => {
    let s = act(korKills(), 0, 'turn', 'a:kor');
    s = act(s, 0, 'activation', 'a:vr');
    s = act(s, 0, 'movePortal', 'h:1,1');
    expect(portalsOf(s, 0)).toEqual(['1,1']);
    expect(portalsOf(s, 1)).toEqual(['0,-4']);
    expect(s.portalMoves).toEqual({ '0,4': '1,1' });
    expect(prompt(s).kind).toBe('activation');
    s = act(s, 0, 'activation', 'done');
    s = act(s, 0, 'turn', 'a:mine');
    expect(s.champions['mine']!.at).toBe('1,1');
    // The enemy can no longer enter seat 0's Portal at 1,1, and can now end a move on 0,4.
    const { state: later } = scenarioSupport.setup({
      champions: { lancer: { def: 'antler-runner', owner: 1, at: '0,3' }, kor: { def: 'kor', owner: 0, at: '-3,2' } },
    });
    later.portalMoves = { '0,4': '1,1' };
    const ends = moveTargets(later, later.champions['lancer']!).map((m) => m.hex);
    expect(ends).toContain('0,4');
    expect(ends).not.toContain('1,1');
  });

  it('AT-SU-15: Kor moves only its owner’s Portal, never the opponent’s', () => {
    const { state } = scenarioSupport.setup({
      first: 1,
      power: [0, 2],
      champions: { kor: { def: 'kor', owner: 1, at: '0,-1' }, vr: { def: 'veil-reaver', owner: 0, at: '0,-2' } },
    });
    let s = act(state, 1, 'turn', 'a:kor');
    s = act(s, 1, 'activation', 'a:vr');
    // Seat 1 plays first here, so its Portal is 0,4 and seat 0's is 0,-4.
    expect(prompt(s).text).toMatchObject({ key: 'at.p.movePortalTo', vars: { hex: '0,4' } });
    expect(ids(s)).not.toContain('h:0,-4');
    s = act(s, 1, 'movePortal', 'h:-1,-1');
    expect(portalsOf(s, 1)).toEqual(['-1,-1']);
    expect(portalsOf(s, 0)).toEqual(['0,-4']);
  });

  it('Kor’s Fatal can be declined, and its card text says what it does', () => {
    let s = act(korKills(), 0, 'turn', 'a:kor');
    s = act(s, 0, 'activation', 'a:vr');
    s = act(s, 0, 'movePortal', 'skip');
    expect(portalsOf(s, 0)).toEqual(['0,4']);
    expect(cardText(cardDef('kor'), 'en')).toBe(
      'Fatal: You may move one of your Portals to a standard hex with no enemy on it.\nStrength 3, Defense 5, Speed 3, activation 2 Power.',
    );
  });
});

describe('Askara Psyché: one card, two pawns', () => {
  const pair = (extra: Record<string, unknown> = {}) =>
    scenarioSupport.setup({
      power: [2, 0],
      champions: {
        a1: { def: 'askara-psyche', owner: 0, at: '0,2' },
        a2: { def: 'askara-psyche', owner: 0, at: '-2,2', card: 'a1' },
        vr: { def: 'veil-reaver', owner: 1, at: '0,1' },
        other: { def: 'lumen-adept', owner: 1, at: '-2,1' },
      },
      ...extra,
    }).state;

  it('buying Askara Psyché brings two pawns off the battlefield, sharing one card', () => {
    const { state } = scenarioSupport.setup({ runes: [6, 0], row: ['askara-psyche', null, null, null, null, null], centerDeck: [] });
    const s = act(state, 0, 'turn', 'b:0');
    const pawns = Object.values(s.champions).filter((c) => c.def === 'askara-psyche');
    expect(pawns.map((c) => [c.owner, c.at])).toEqual([
      [0, null],
      [0, null],
    ]);
    expect(pawns[1]!.card).toBe(pawns[0]!.id);
    // Both off the battlefield: one choice activates the card (the first pawn deploys, then the other).
    const mine = new Set(pawns.map((c) => `a:${c.id}`));
    expect(ids(s).filter((id) => mine.has(id))).toEqual([`a:${pawns[0]!.id}`]);
  });

  it('AT-AC-9 AT-FQ-16 AT-AMB-19: one payment activates both pawns, one after the other: the second waits until the first has finished', () => {
    let s = act(pair(), 0, 'turn', 'a:a1');
    expect(s.players[0]!.power).toBe(0);
    expect(prompt(s).kind).toBe('activation');
    expect(prompt(s).text).toMatchObject({ vars: { champ: 'Askara Psyché (1)' } });
    // Pawn 1 attacks; pawn 2 cannot move or attack yet (its attack on the Lumen Adept next to it is not offered).
    expect(ids(s)).toContain('a:vr');
    expect(ids(s)).not.toContain('a:other');
    s = act(s, 0, 'activation', 'a:vr');
    expect(s.champions['vr']!.damage).toBe(2);
    s = act(s, 0, 'activation', 'done');
    expect(s.champions['a1']!.exhausted).toBe(true);
    expect(s.champions['a2']!.exhausted).toBe(false);
    expect(prompt(s).kind).toBe('activation');
    expect(prompt(s).text).toMatchObject({ vars: { champ: 'Askara Psyché (2)' } });
    expect(ids(s)).toContain('a:other');
    expect(ids(s)).not.toContain('a:vr');
    s = act(s, 0, 'activation', 'a:other');
    expect(s.champions['other']!.damage).toBe(2);
    s = act(s, 0, 'activation', 'done');
    expect(s.champions['a2']!.exhausted).toBe(true);
    expect(s.players[0]!.power).toBe(0);
    expect(prompt(s).kind).toBe('turn');
    expect(ids(s).filter((id) => id.startsWith('a:'))).toEqual([]);
  });

  it('AT-AC-9: the player picks which pawn goes first', () => {
    let s = act(pair(), 0, 'turn', 'a:a2');
    expect(s.pending.at(-1)).toMatchObject({ kind: 'activation', champ: 'a2', next: 'a1' });
    s = act(s, 0, 'activation', 'done');
    expect(s.pending.at(-1)).toMatchObject({ kind: 'activation', champ: 'a1' });
  });

  it('AT-AR-15 AT-FQ-15: an Artifact goes on the card (one equip choice) and both pawns get it; a Treasure goes on one pawn', () => {
    const { state } = scenarioSupport.setup({
      power: [0, 0],
      hands: { '0': ['gear-gauntlet'] },
      treasures: { '0': ['whetstone'] },
      champions: {
        a1: { def: 'askara-psyche', owner: 0, at: '0,2' },
        a2: { def: 'askara-psyche', owner: 0, at: '-2,2', card: 'a1' },
      },
    });
    let s = act(state, 0, 'turn', 'p:gear-gauntlet');
    expect(prompt(s).kind).toBe('equip');
    expect(ids(s)).toEqual(['e:a1']);
    s = act(s, 0, 'equip', 'e:a1');
    const gauntlet = cardDef('gear-gauntlet');
    if (gauntlet.type !== 'artifact') throw new Error('gear-gauntlet is an Artifact');
    expect(statsOf(s, s.champions['a1']!).strength).toBe(2 + gauntlet.bonus.strength);
    expect(statsOf(s, s.champions['a2']!).strength).toBe(2 + gauntlet.bonus.strength);
    // The Treasure: one choice per pawn, and only the pawn chosen gets it.
    expect(ids(s)).toEqual(expect.arrayContaining(['u:whetstone:a1', 'u:whetstone:a2']));
    s = act(s, 0, 'turn', 'u:whetstone:a2');
    expect(statsOf(s, s.champions['a2']!).strength).toBeGreaterThan(statsOf(s, s.champions['a1']!).strength);
    expect(statsOf(s, s.champions['a1']!).strength).toBe(2 + gauntlet.bonus.strength);
  });

  it('AT-AR-15: an Artifact discount on the card lowers the activation of both pawns', () => {
    const s = pair({
      champions: {
        a1: { def: 'askara-psyche', owner: 0, at: '0,2', artifacts: ['spring-greaves'] },
        a2: { def: 'askara-psyche', owner: 0, at: '-2,2', card: 'a1' },
      },
    });
    expect(activationCost(s, s.champions['a1']!)).toBe(1);
    expect(activationCost(s, s.champions['a2']!)).toBe(1);
  });

  it('a defeated pawn leaves the card’s Artifacts to the pawn still standing; the last one’s defeat sends them to the discard pile', () => {
    const { state } = scenarioSupport.setup({
      first: 1,
      power: [0, 4],
      champions: {
        a1: { def: 'askara-psyche', owner: 0, at: '0,2', damage: 2, artifacts: ['riveted-aegis'] },
        a2: { def: 'askara-psyche', owner: 0, at: '-2,2', damage: 2, card: 'a1' },
        w1: { def: 'iron-warden', owner: 1, at: '0,1' },
        w2: { def: 'iron-warden', owner: 1, at: '-2,1' },
      },
    });
    const aegis = cardDef('riveted-aegis');
    if (aegis.type !== 'artifact') throw new Error('riveted-aegis is an Artifact');
    const def = 3 + aegis.bonus.defense;
    let s = act(state, 1, 'turn', 'a:w1');
    s = act(s, 1, 'activation', 'a:a1');
    expect(s.champions['a1']!.at).toBeNull();
    expect(s.champions['a1']!.artifacts).toHaveLength(1);
    expect(statsOf(s, s.champions['a2']!).defense).toBe(def);
    s = act(s, 1, 'activation', 'done');
    s = act(s, 1, 'turn', 'a:w2');
    s = act(s, 1, 'activation', 'a:a2');
    expect(s.champions['a2']!.at).toBeNull();
    expect(s.champions['a1']!.artifacts).toEqual([]);
    expect(s.players[0]!.discard.map((c) => s.cards[c])).toEqual(['riveted-aegis']);
  });

  it('AT-AC-9: when the first pawn falls to a Riposte, the second still takes its activation', () => {
    const { state } = scenarioSupport.setup({
      power: [2, 0],
      champions: {
        a1: { def: 'askara-psyche', owner: 0, at: '0,2', damage: 2 },
        a2: { def: 'askara-psyche', owner: 0, at: '-2,2', card: 'a1' },
        bm: { def: 'briar-matron', owner: 1, at: '0,1' },
      },
    });
    let s = act(state, 0, 'turn', 'a:a1');
    s = act(s, 0, 'activation', 'a:bm');
    expect(s.champions['a1']!.at).toBeNull();
    expect(s.pending.at(-1)).toMatchObject({ kind: 'activation', champ: 'a2' });
  });

  it('its card text says it has two pawns', () => {
    expect(cardText(cardDef('askara-psyche'), 'en')).toBe(
      'Two pawns, one card: an Artifact equipped on it serves both; activating it activates one pawn, then the other.\nStrength 2, Defense 3, Speed 3, activation 2 Power.',
    );
  });
});
