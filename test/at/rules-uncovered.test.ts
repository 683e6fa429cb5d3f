import { describe, expect, it } from 'vitest';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { scenarioSupport } from '../../src/games/at/rules/scenario.js';
import { CONTENT, evilDef } from '../../src/games/at/content/index.js';
import { portalsOf, statsOf } from '../../src/games/at/rules/board.js';
import { EVIL } from '../../src/games/at/rules/state.js';

/** Rules no earlier test named: the Evil Player's deck-out turn and others, each asserting what its rule says. */

function act(state: AtState, seat: number, kind: string, c: string): AtState {
  return atEngine.apply(state, seat, { type: kind, c }).state;
}
const prompt = (s: AtState) => atEngine.prompts(s)[0]!;
const ids = (s: AtState) => prompt(s).choices.map((c) => c.id);

describe('the Evil Player’s deck-out turn', () => {
  it('AT-SV-6 AT-SO-21 AT-IN-11: with 32, 28 and 24 Intrigue cards (Standard, Hard, Nightmare) the Evil Player wins by deck-out at its 17th, 15th and 13th turn', () => {
    for (const [difficulty, cards, turn] of [
      ['standard', 32, 17],
      ['hard', 28, 15],
      ['nightmare', 24, 13],
    ] as const) {
      // No Evil squad and no pawn of ours on the battlefield: nobody scores Honor, so only the Intrigue deck can end the game.
      const { state } = scenarioSupport.setup({
        mode: 'solo',
        difficulty,
        champions: { me: { def: 'thistle-ranger', owner: 0, at: null } },
      });
      expect(state.evil!.deck).toHaveLength(cards);
      expect(state.evil!.discard).toHaveLength(32 - cards);
      // Every card of the deck made one whose effects find nobody to act on: the count is the engine's own, the effects inert.
      state.evil!.deck = state.evil!.deck.map(() => 'cold-gaze');
      let s = state;
      let evilTurns = 0;
      while (s.winner === null) {
        expect(prompt(s).kind).toBe('turn');
        const before = s.evil!.deck.length;
        s = act(s, 0, 'turn', 'end');
        evilTurns++;
        if (s.winner === null) expect(s.evil!.deck.length).toBe(before - 2);
      }
      expect([difficulty, evilTurns]).toEqual([difficulty, turn]);
      expect(s.endReason).toBe('deckout');
      expect(s.winner).toEqual([]);
      expect(s.evil!.honor).toBe(0);
      expect(s.players[0]!.honor).toBe(0);
    }
  });
});

describe('the Evil Player’s activations', () => {
  const evilBoard = () =>
    scenarioSupport.setup({
      mode: 'solo',
      power: [0, 0],
      intrigueDeck: ['rally-cry', 'muster', 'muster', 'muster'],
      intrigueDiscard: [],
      champions: {
        me: { def: 'thistle-ranger', owner: 0, at: null },
        three: { def: 'ember-sentinel', owner: -1, token: 3, at: '-3,3' },
        one: { def: 'glyph-warden', owner: -1, token: 1, at: '2,2' },
      },
    }).state;

  it('AT-EA-2 AT-RS-10 AT-OB-1: an Intrigue card activating several Evil Champions activates them in its printed order, with no Power spent', () => {
    const s = evilBoard();
    const res = atEngine.apply(s, 0, { type: 'turn', c: 'end' });
    const moves = res.events
      .map((e) => (typeof e.text === 'string' ? null : e.text))
      .filter((x) => x?.key === 'at.ev.move')
      .map((x) => x!.vars!['champ']);
    // Rally Cry: "Activate token 3, then token 1" (Muster's token 0 has no holder here).
    expect(moves).toEqual([evilDef('ember-sentinel').name.en, evilDef('glyph-warden').name.en]);
    expect(res.state.champions['three']!.at).not.toBe('-3,3');
    expect(res.state.champions['one']!.at).not.toBe('2,2');
    // The Evil Player has no Power to spend and the player's pool paid for nothing.
    expect(Object.keys(res.state.evil!)).not.toContain('power');
    expect(res.state.players[0]!.power).toBe(2);
  });
});

describe('setup and modes', () => {
  it('AT-SO-6 AT-SO-9 AT-SO-10 AT-MD-5: a Solo game takes the suggested Evil squad when given, else a random one of 4 led by a Boss', () => {
    const squad = CONTENT.evilChampions
      .filter((e) => e.fury && e.honor >= 4)
      .slice(0, 1)
      .map((e) => e.id);
    const rest = CONTENT.evilChampions
      .filter((e) => !e.fury)
      .slice(0, 3)
      .map((e) => e.id);
    const given = atEngine.setup({ mode: 'solo', evilSquad: [...squad, ...rest] }, [{ name: 'A' }], 'so6');
    const evilDefs = (s: AtState) =>
      Object.values(s.champions)
        .filter((c) => c.owner === EVIL)
        .sort((a, b) => s.evil!.tokens[a.id]! - s.evil!.tokens[b.id]!)
        .map((c) => c.def);
    // The Boss holds token 0; the other three take tokens 1–3 at random (SO-14).
    expect(evilDefs(given)[0]).toBe(squad[0]);
    expect(evilDefs(given).slice(1).sort()).toEqual([...rest].sort());
    const random = atEngine.setup({ mode: 'solo' }, [{ name: 'A' }], 'so6');
    const defs = evilDefs(random);
    expect(defs).toHaveLength(4);
    const boss = evilDef(defs[0]!);
    expect(boss.fury).toBeDefined();
    expect(boss.honor).toBeGreaterThanOrEqual(4);
  });

  it('AT-CO-7 AT-MD-2: in Co-op with Champion Selection each player drafts 3 Champions from one common row, a pick never offered again', () => {
    let s = atEngine.setup({ mode: 'coop', selection: true }, [{ name: 'A' }, { name: 'B' }], 'co7');
    const taken: string[] = [];
    while (s.selection !== null) {
      const p = prompt(s);
      expect(p.kind).toBe('select');
      for (const t of taken) expect(ids(s)).not.toContain(`c:${t}`);
      const pick = ids(s)[0]!;
      taken.push(pick.slice(2));
      s = act(s, p.seat, 'select', pick);
    }
    for (const seat of [0, 1]) expect(Object.values(s.champions).filter((c) => c.owner === seat)).toHaveLength(3);
    expect(new Set(taken).size).toBe(6);
  });

  it('AT-SU-16: every seat’s Portal card is public: the public view names each player’s Portal', () => {
    const s = atEngine.setup({}, [{ name: 'A' }, { name: 'B' }], 'su16');
    const pub = atEngine.view(s, 'public') as unknown as { players: { seat: number; portal: number }[] };
    expect(pub.players.map((p) => [p.seat, p.portal]).sort()).toEqual(s.players.map((p) => [p.seat, p.portal]).sort());
    expect(new Set(pub.players.map((p) => p.portal))).toEqual(new Set([0, 1]));
  });
});

describe('the scenario’s setup and the modes', () => {
  it('AT-SU-6 AT-ML-2 AT-GP-11: each mode sets up its scenario’s board for 1 to 4 players: its Portals and a Treasure token on each Treasure spot', () => {
    for (const [options, n] of [
      [{ mode: 'solo' }, 1],
      [{}, 2],
      [{ mode: 'melee' }, 3],
      [{ mode: 'melee' }, 4],
      [{ mode: 'teams' }, 4],
    ] as const) {
      const s = atEngine.setup(
        options,
        Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
        `su6-${n}`,
      );
      const m = CONTENT.maps.find((x) => x.id === s.map)!;
      const maps: Record<string, string> = { solo: 'warded-vale', melee: 'four-winds', teams: 'twin-bridges' };
      expect(s.map).toBe(maps['mode' in options ? options.mode : 'duel'] ?? 'three-sanctuaries');
      expect(Object.keys(s.treasureTokens).sort()).toEqual([...m.treasures].sort());
      expect(s.treasureBag).toHaveLength(24 - m.treasures.length);
      for (const p of s.players) expect(portalsOf(s, p.seat)).toEqual(m.portals[p.portal]);
    }
  });

  it('AT-SU-20 AT-SU-7: each player’s squad is the scenario’s recommended one for its Portal, or drafted with Champion Selection', () => {
    const s = atEngine.setup({}, [{ name: 'A' }, { name: 'B' }], 'su20');
    const m = CONTENT.maps.find((x) => x.id === 'three-sanctuaries')!;
    for (const p of s.players)
      expect(
        Object.values(s.champions)
          .filter((c) => c.owner === p.seat)
          .map((c) => c.def),
      ).toEqual(m.squads[p.portal]);
    const drafted = atEngine.setup({ selection: true }, [{ name: 'A' }, { name: 'B' }], 'su20');
    expect(Object.keys(drafted.champions)).toEqual([]);
    expect(prompt(drafted).kind).toBe('select');
  });

  it('AT-CO-12: Co-op setup gives each Evil Champion its Objective token and shuffles the Intrigue deck', () => {
    const a = atEngine.setup({ mode: 'coop' }, [{ name: 'A' }, { name: 'B' }], 'co12-a');
    const b = atEngine.setup({ mode: 'coop' }, [{ name: 'A' }, { name: 'B' }], 'co12-b');
    expect(Object.values(a.evil!.tokens).sort()).toEqual([0, 1, 2, 3]);
    expect([...a.evil!.deck].sort()).toEqual(CONTENT.intrigues.map((c) => c.id).sort());
    expect(a.evil!.deck).not.toEqual(b.evil!.deck);
  });

  it('AT-SO-3: in Solo the player buys with Runes, activates with Power and scores Honor as in the duel', () => {
    const { state } = scenarioSupport.setup({
      mode: 'solo',
      runes: [3, 0],
      power: [2, 0],
      row: ['lantern-scribe', null, null, null, null, null],
      centerDeck: [],
      intrigueDeck: ['cold-gaze', 'cold-gaze'],
      champions: { me: { def: 'ember-sentinel', owner: 0, at: '1,-1' } },
    });
    let s = act(state, 0, 'turn', 'b:0');
    expect(s.players[0]!.runes).toBe(1);
    expect(s.players[0]!.discard.map((c) => s.cards[c])).toEqual(['lantern-scribe']);
    s = act(s, 0, 'turn', 'a:me');
    expect(s.players[0]!.power).toBe(1);
    s = act(s, 0, 'activation', 'm:0,0');
    s = act(s, 0, 'activation', 'done');
    s = act(s, 0, 'turn', 'end');
    // Alone on the middle Sanctuary: its Honor at the end of the turn.
    expect(s.players[0]!.honor).toBe(CONTENT.maps.find((x) => x.id === 'warded-vale')!.sanctuaryHonor);
  });
});

describe('Artifacts and skills', () => {
  it('AT-AR-10 AT-GP-7: an Artifact’s bonus lasts while it is equipped, past the end of the turn; a Hero’s boost ends with the turn', () => {
    const { state } = scenarioSupport.setup({
      hands: { '0': ['bloom-caller'] },
      champions: { mine: { def: 'ember-sentinel', owner: 0, at: '0,3', artifacts: ['gear-gauntlet'] } },
    });
    let s = act(state, 0, 'turn', 'p:bloom-caller');
    // Ember Sentinel: Strength 2, +1 from the Gauntlet, +1 from Bloom Caller's boost.
    expect(statsOf(s, s.champions['mine']!).strength).toBe(4);
    s = act(s, 0, 'turn', 'end');
    expect(statsOf(s, s.champions['mine']!).strength).toBe(3);
    s = act(s, 1, 'turn', 'end');
    expect(statsOf(s, s.champions['mine']!).strength).toBe(3);
  });

  it('AT-KW-24 AT-GP-8: Double attack does not stack: a Double-attack Champion with a Double-attack Artifact still attacks only twice', () => {
    const { state } = scenarioSupport.setup({
      power: [2, 0],
      champions: {
        lancer: { def: 'cog-lancer', owner: 0, at: '0,1', artifacts: ['gyro-harness'] },
        foe: { def: 'iron-warden', owner: 1, at: '0,0' },
        other: { def: 'iron-warden', owner: 1, at: '1,0' },
      },
    });
    let s = act(state, 0, 'turn', 'a:lancer');
    expect(statsOf(s, s.champions['lancer']!).strength).toBe(4);
    s = act(s, 0, 'activation', 'a:foe');
    s = act(s, 0, 'activation', 'a:other');
    // Two attacks of 4 on Defense 5: both stand, and no third attack is offered.
    expect([s.champions['foe']!.damage, s.champions['other']!.damage]).toEqual([4, 4]);
    expect(ids(s).filter((id) => id.startsWith('a:'))).toEqual([]);
    expect(ids(s)).toContain('done');
  });
});
