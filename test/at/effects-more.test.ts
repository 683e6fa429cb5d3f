import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { cardText } from '../../src/games/at/rules/cardtext.js';
import { cardDef } from '../../src/games/at/content/index.js';
import { lineOfSight, moveTargets, statsOf } from '../../src/games/at/rules/board.js';

/** Effects the rulebook defines and our cards now use: free activation, stealing, destroying an Artifact, placing a Forest. */

function act(state: AtState, seat: number, kind: string, c: string): AtState {
  return atEngine.apply(state, seat, { type: kind, c }).state;
}
const prompt = (s: AtState) => atEngine.prompts(s)[0]!;
const ids = (s: AtState) => prompt(s).choices.map((c) => c.id);

describe('free activation (Oathbound Captain)', () => {
  const captain = () =>
    scenarioSupport.setup({
      power: [2, 0],
      champions: {
        cap: { def: 'oath-captain', owner: 0, at: '0,1' },
        ready: { def: 'iron-warden', owner: 0, at: '2,0' },
        tired: { def: 'thistle-ranger', owner: 0, at: '-2,2', exhausted: true },
        vr: { def: 'veil-reaver', owner: 1, at: '0,0' },
      },
    }).state;

  it('AT-AC-8 AT-KW-39 AT-AMB-8 AT-GP-1: the card’s effect overrides the activation cost: after the Captain’s activation, another ready Champion activates for free; an exhausted one is not offered', () => {
    let s = act(captain(), 0, 'turn', 'a:cap');
    expect(s.players[0]!.power).toBe(0);
    s = act(s, 0, 'activation', 'a:vr');
    expect(s.champions['vr']!.at).toBeNull();
    // The free activation waits for the Captain's own activation to finish (its move is still there).
    expect(prompt(s).kind).toBe('activation');
    expect(ids(s).some((id) => id.startsWith('m:'))).toBe(true);
    s = act(s, 0, 'activation', 'done');
    expect(prompt(s).kind).toBe('free');
    expect(ids(s)).toEqual(['a:ready', 'skip']);
    s = act(s, 0, 'free', 'a:ready');
    expect(prompt(s).kind).toBe('activation');
    expect(s.pending.at(-1)).toMatchObject({ kind: 'activation', champ: 'ready' });
    // Iron Warden costs 2: nothing was paid.
    expect(s.players[0]!.power).toBe(0);
    s = act(s, 0, 'activation', 'done');
    expect(s.champions['ready']!.exhausted).toBe(true);
    expect(prompt(s).kind).toBe('turn');
  });

  it('AT-AC-8: the free activation may be declined, and the card text promises what the engine does', () => {
    let s = act(captain(), 0, 'turn', 'a:cap');
    s = act(s, 0, 'activation', 'a:vr');
    s = act(s, 0, 'activation', 'done');
    s = act(s, 0, 'free', 'skip');
    expect(s.champions['ready']!.exhausted).toBe(false);
    expect(prompt(s).kind).toBe('turn');
    expect(cardText(cardDef('oath-captain'), 'en')).toBe(
      'Fatal: You may then activate another of your ready Champions for free.\nStrength 3, Defense 4, Speed 3, activation 2 Power.',
    );
  });
});

describe('stealing (Pilfer Drone)', () => {
  it('AT-GP-9 AT-GL-21: a card stolen from the opponent’s discard pile is the thief’s for the rest of the game', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['pilfer-drone'] },
      decks: { '0': [] },
      discards: { '0': [], '1': ['mystic', 'apprentice', 'apprentice'] },
    });
    let s = act(state, 0, 'turn', 'p:pilfer-drone');
    expect(prompt(s).kind).toBe('steal');
    // One choice per card design in each opponent's (public) discard pile.
    expect(ids(s)).toEqual(['1:mystic', '1:apprentice', 'skip']);
    s = act(s, 0, 'steal', '1:mystic');
    const names = (seat: number, zone: 'discard' | 'deck' | 'hand') => s.players[seat]![zone].map((c) => s.cards[c]!).sort();
    expect(names(1, 'discard')).toEqual(['apprentice', 'apprentice']);
    expect(names(0, 'discard')).toEqual(['mystic']);
    expect(s.players[0]!.runes).toBe(2);
    // At the end of the turn the thief, whose deck is empty, reshuffles its discard: the Mystic is drawn as its own.
    s = act(s, 0, 'turn', 'end');
    expect(names(0, 'hand')).toEqual(['mystic', 'pilfer-drone']);
    expect(names(1, 'discard')).toEqual(['apprentice', 'apprentice']);
  });

  it('AT-GP-9: with nothing in any opponent’s discard pile the steal is skipped; the text is generated from the data', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['pilfer-drone'] }, discards: { '0': ['mystic'], '1': [] } });
    const s = act(state, 0, 'turn', 'p:pilfer-drone');
    expect(prompt(s).kind).toBe('turn');
    expect(cardText(cardDef('pilfer-drone'), 'fr')).toBe(
      'Gagnez 2 Runes. Vous pouvez voler une carte de la défausse d’un adversaire : placez-la dans la vôtre ; elle vous appartient pour le reste de la partie.',
    );
  });
});

describe('destroying an Artifact (Rust Hexer)', () => {
  it('AT-DF-9 AT-FQ-5: a Champion holding more damage than its Defense without the destroyed Artifact is defeated', () => {
    const aegis = cardDef('riveted-aegis');
    if (aegis.type !== 'artifact') throw new Error('riveted-aegis is an Artifact');
    // Iron Warden: Defense 5, 7 with the Aegis; 6 damage this turn.
    const { state } = scenarioSupport.setup({
      hands: { '0': ['rust-hexer'] },
      champions: {
        mine: { def: 'ember-sentinel', owner: 0, at: '0,3' },
        warden: { def: 'iron-warden', owner: 1, at: '0,-2', damage: 6, artifacts: ['riveted-aegis'] },
      },
    });
    expect(statsOf(state, state.champions['warden']!).defense).toBe(5 + aegis.bonus.defense);
    let s = act(state, 0, 'turn', 'p:rust-hexer');
    expect(prompt(s).kind).toBe('destroy');
    const inst = state.champions['warden']!.artifacts[0]!;
    expect(ids(s)).toEqual([`x:${inst}`, 'skip']);
    s = act(s, 0, 'destroy', `x:${inst}`);
    expect(s.champions['warden']!.at).toBeNull();
    expect(s.champions['warden']!.exhausted).toBe(true);
    expect(s.players[1]!.discard.map((c) => s.cards[c])).toEqual(['riveted-aegis']);
    expect(s.players[0]!.power).toBe(2 + 1);
  });

  it('AT-FQ-5: a Champion whose damage stays below its Defense without the Artifact survives, and loses its bonus and skill', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['rust-hexer'] },
      champions: { warden: { def: 'iron-warden', owner: 1, at: '0,-2', damage: 4, artifacts: ['riveted-aegis'] } },
    });
    const inst = state.champions['warden']!.artifacts[0]!;
    let s = act(state, 0, 'turn', 'p:rust-hexer');
    s = act(s, 0, 'destroy', `x:${inst}`);
    const w = s.champions['warden']!;
    expect(w.at).toBe('0,-2');
    expect(statsOf(s, w).defense).toBe(5);
    expect(statsOf(s, w).skills.has('riposte')).toBe(false);
    expect(w.artifacts).toEqual([]);
  });

  it('only enemy Artifacts are offered, and none at all skips the choice', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['rust-hexer'] },
      champions: { mine: { def: 'iron-warden', owner: 0, at: '0,2', artifacts: ['riveted-aegis'] } },
    });
    expect(prompt(act(state, 0, 'turn', 'p:rust-hexer')).kind).toBe('turn');
  });
});

describe('placing a Forest (Grove Shaper)', () => {
  it('AT-TT-3 AT-TT-4 AT-TT-7: a Forest goes only on a standard hex, never on another terrain tile', () => {
    const { state } = scenarioSupport.setup({ hands: { '0': ['grove-shaper'] }, forestsPlaced: ['1,1'] });
    const s = act(state, 0, 'turn', 'p:grove-shaper');
    expect(prompt(s).kind).toBe('forest');
    const offered = ids(s);
    for (const tile of ['1,1', '-1,2', '0,0', '3,0', '-4,2', '-4,4', '0,4', '0,-4']) expect(offered, tile).not.toContain(`h:${tile}`);
    // 61 hexes less 15 tiles of the map and the Forest already placed.
    expect(offered.filter((id) => id.startsWith('h:'))).toHaveLength(45);
    expect(offered).toContain('h:-2,3');
  });

  it('AT-TT-5 AT-TT-2: a Forest placed under a Champion stays there; it costs 2 to enter and blocks line of sight from then on', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['grove-shaper'] },
      champions: {
        under: { def: 'ember-sentinel', owner: 0, at: '1,1' },
        walker: { def: 'antler-runner', owner: 0, at: '1,2' },
      },
    });
    const costTo = (st: AtState, hex: string) => moveTargets(st, st.champions['walker']!).find((m) => m.hex === hex)?.cost;
    expect(costTo(state, '1,0')).toBe(2);
    // 1,1 is the only hex between 1,2 and 1,0: it alone decides the line of sight.
    expect(lineOfSight(state, 0, '1,2', '1,0')).toBe(true);
    let s = act(state, 0, 'turn', 'p:grove-shaper');
    expect(ids(s)).toContain('h:1,1');
    s = act(s, 0, 'forest', 'h:1,1');
    expect(s.forestsPlaced).toEqual(['1,1']);
    expect(s.champions['under']!.at).toBe('1,1');
    expect(prompt(s).kind).toBe('turn');
    // Through the new Forest the walk costs 3 (2 to enter it), the same as the way round by 0,2 and 0,1.
    expect(costTo(s, '1,0')).toBe(3);
    expect(lineOfSight(s, 0, '1,2', '1,0')).toBe(false);
    expect(cardText(cardDef('grove-shaper'), 'en')).toBe('Gain 1 Rune. You may place a Forest on a standard hex, even under a Champion.');
  });
});
