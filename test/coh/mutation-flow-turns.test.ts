/**
 * Champions of Hara flow, a turn and a round (rules/flow.ts `startTurn` …
 * `settle`, and `arrive` … `attackDamage`), exact (issue #23, mutation
 * testing): the cases the earlier files leave out — each condition on both
 * sides, each value written, each event line in its order. Every test builds
 * its own state.
 */
import { describe, expect, it } from 'vitest';
import { seats, versus as versusAtStart } from '../support/coh-positions.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import {
  arrive,
  cardVars,
  challengeOf,
  freshTurn,
  settle,
  spaceVars,
  targetsInRange,
  who,
  type Events,
} from '../../src/games/coh/rules/flow.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
import type { Effect } from '../../src/games/coh/content/schema.js';
import { characterDef, worldCardDef } from '../../src/games/coh/content/index.js';

/** Versus at its start with an empty board (test/support/coh-positions.ts). */
function versus(seed = 'flow-turns'): CohState {
  const s = versusAtStart(seed);
  s.spaces = {};
  return s;
}
/** A scenario's state as set up, seat 0 in its Adventure, the board empty of cards, nothing pending. */
function scenario(id: ScenarioId, n: number): CohState {
  const s = cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), `${id}-flow-turns`);
  s.order = [0, ...s.order.filter((x) => x !== 0)];
  s.turn = 0;
  s.step = 'adventure';
  s.ts = freshTurn();
  s.pending = [];
  s.queue = [];
  s.spaces = {};
  return s;
}
const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);
const texts = (ev: Events) => ev.map((e) => e.text);
const put = (s: CohState, space: string, id: string, faceUp = true, uid = `w-${space}`) => {
  s.spaces[space] = { uid, id, faceUp, dmg: 0 };
};

describe('CoH flow: arriving on a face-down card (COH-14.3, COH-26.2, COH-32.6)', () => {
  it('COH-S08 COH-26.1 a face-down Rift is turned face up by whoever arrives, told, and stops the movement; nothing attacks', () => {
    for (const seat of [0, 1]) {
      const s = versus();
      put(s, 'baiyu:1', 'dsk-rift-ember', false, 'w3');
      const ev: Events = [];
      expect(arrive(s, ev, seat, 'baiyu:1')).toBe(true);
      expect(texts(ev)).toEqual([{ key: 'coh.ev.revealed', vars: { ...cardVars('dsk-rift-ember'), ...spaceVars('baiyu:1') } }]);
      expect([s.spaces['baiyu:1'], s.chars[seat]!.aggressiveDue, s.pending]).toEqual([
        { uid: 'w3', id: 'dsk-rift-ember', faceUp: true, dmg: 0 },
        [],
        [],
      ]);
    }
  });

  it('COH-7.12 a face-down Monster on the character’s space at the start of its turn is not an Event: it stays face down, nothing told', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    put(s, 'baiyu:1', 'bai-mist-heron', false, 'w4');
    s.step = 'start';
    s.ts.begun = true;
    const ev: Events = [];
    settle(s, ev);
    expect([s.spaces['baiyu:1'], s.discard.includes('bai-mist-heron'), ev, s.step]).toEqual([
      { uid: 'w4', id: 'bai-mist-heron', faceUp: false, dmg: 0 },
      false,
      [],
      'adventure',
    ]);
  });

  it('COH-32.6.3 an Event turned up counts for an “Events” objective of its seat; a Monster turned up does not', () => {
    const s = versus();
    s.quests = [{ id: 'q-trials', seats: [0], part: 1, count: 0 }];
    put(s, 'baiyu:1', 'bai-fisher', false);
    put(s, 'baiyu:2', 'bai-mist-heron', false);
    arrive(s, [], 0, 'baiyu:2');
    expect(s.quests[0]!.count).toBe(0);
    arrive(s, [], 0, 'baiyu:1');
    expect(s.quests[0]).toEqual({ id: 'q-trials', seats: [0], part: 1, count: 1 });
  });

  it('COH-26.3 the Challenge of an Event or a Rift is its card’s; a Monster or a choice Event has none', () => {
    for (const id of ['bai-tea', 'bai-bridge', 'dsk-rift-ember']) {
      const d = worldCardDef(id);
      expect(d.type === 'monster' ? null : d.challenge, id).toBeDefined();
      expect(challengeOf(id)).toBe(d.type === 'monster' ? null : d.challenge);
    }
    expect(challengeOf('bai-bridge')).toEqual({ target: 3, order: 'roll', success: [expect.anything()], fail: [expect.anything()] });
    expect(() => challengeOf('bai-mist-heron')).toThrow(new Error('bai-mist-heron has no Challenge'));
    expect(() => challengeOf('bai-fisher')).toThrow(new Error('bai-fisher has no Challenge'));
  });
});

describe('CoH flow: the targets of a scenario (COH-12, COH-28, COH-S09, COH-S10, COH-S12)', () => {
  it('COH-28 COH-12.2 a Corrupted in range is a target of any-target and all-target effects, not of Monster-only or character-only ones', () => {
    const s = versus();
    s.chars[0]!.at = 'baiyu:1';
    s.corrupted = [
      { uid: 'c1', id: 'ophion', at: 'baiyu:2', health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false },
      { uid: 'c2', id: 'ophion', at: 'baiyu:5', health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false },
    ];
    const corr = (kind: 'one' | 'monster' | 'character' | 'all' | 'allOther') => targetsInRange(s, 0, 1, kind).corr;
    expect([corr('one'), corr('all'), corr('allOther'), corr('monster'), corr('character')]).toEqual([['c1'], ['c1'], ['c1'], [], []]);
  });

  it('COH-S12 COH-A62 a face-up token in range is a target, not of a character-only effect; a hidden one or one out of range is not', () => {
    const s = scenario('s12', 1);
    s.chars[0]!.at = 'baiyu:1';
    s.scn!.tokens = { '1': 'baiyu:2', '2': 'baiyu:5', '3': 'baiyu:1' };
    s.scn!.hidden = ['3'];
    expect(targetsInRange(s, 0, 1, 'one').tokens).toEqual(['1']);
    expect(targetsInRange(s, 0, 1, 'monster').tokens).toEqual(['1']);
    expect(targetsInRange(s, 0, 1, 'character').tokens).toEqual([]);
    s.scn!.hidden = [];
    expect(targetsInRange(s, 0, 0, 'all').tokens).toEqual(['3']);
  });

  it('COH-S09 COH-A59 the spaces holding terror tokens in range, each once and sorted; none for a character-only effect', () => {
    const s = scenario('s09', 1);
    s.chars[0]!.at = 'drear:6';
    s.scn!.terror = ['drear:5', 'drear:1', 'drear:5', 'drear:3'];
    expect(targetsInRange(s, 0, 1, 'one').terror).toEqual(['drear:1', 'drear:5']);
    expect(targetsInRange(s, 0, 1, 'character').terror).toEqual([]);
  });

  it('COH-S10 COH-A62 tokens are taken on arrival in phase 1 only: in phase 2 a token left on the space stays', () => {
    const s = scenario('s10', 2);
    s.scn!.tokens = { '1': 'baiyu:1' };
    s.scn!.hidden = [];
    s.scn!.holds = {};
    s.scn!.phase = 2;
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    expect([s.scn!.tokens, s.scn!.holds, ev]).toEqual([{ '1': 'baiyu:1' }, {}, []]);
    s.scn!.phase = 1;
    arrive(s, ev, 0, 'baiyu:1');
    expect([s.scn!.tokens, s.scn!.holds, keys(ev)]).toEqual([{}, { '1': 0 }, ['coh.ev.tokenTaken']]);
  });
});

describe('CoH flow: the start of a turn (COH-7, COH-31.4)', () => {
  it('COH-31.4.4 Koi gives one more Activation when the turn starts; another stance or none leaves the turn its 3', () => {
    const activations = (stance: 'koi' | 'crane' | 'tiger' | null) => {
      const s = versus();
      s.chars[0]!.stance = stance;
      s.step = 'start';
      s.ts.begun = true;
      settle(s, []);
      expect(s.step).toBe('adventure');
      return s.ts.activations;
    };
    expect([activations('koi'), activations('crane'), activations('tiger'), activations(null)]).toEqual([4, 3, 3, 3]);
  });
});

describe('CoH flow: the Monster phase (COH-8.4, COH-13.6, COH-20.2)', () => {
  it('COH-8.4 the Monsters attack in space order, whatever order they came into play', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    put(s, 'baiyu:3', 'bai-mist-heron');
    put(s, 'baiyu:2', 'bai-lantern');
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    expect(texts(ev).filter((e) => (e as { key: string }).key === 'coh.ev.attacks')).toEqual([
      { key: 'coh.ev.attacks', vars: { ...cardVars('bai-lantern'), ...who(c), n: 2 } },
      { key: 'coh.ev.attacks', vars: { ...cardVars('bai-mist-heron'), ...who(c), n: 2 } },
    ]);
    expect(c.health).toBe(6);
  });

  it('COH-20.2 COH-4.6.2 a character defeated by the first attacker is back on The Dojo: the next attacker does not attack', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    c.health = 2;
    put(s, 'baiyu:2', 'bai-lantern');
    put(s, 'baiyu:3', 'bai-mist-heron');
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev).slice(0, 3)).toEqual(['coh.ev.attacks', 'coh.ev.hurt', 'coh.ev.defeated']);
    expect(keys(ev).filter((k) => k === 'coh.ev.attacks' || k === 'coh.ev.dojoSafe')).toEqual(['coh.ev.attacks']);
    expect([c.at, c.health, s.turn]).toEqual([THE_DOJO, 10, 1]);
  });

  it('COH-13.6 a Ward Item is offered when one of several Items held is a Ward with a charge', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    // Its starting Item (no Ward) first, then the Ward Item.
    c.items = [...c.items, { uid: 'i9', num: 6, charges: 1 }];
    expect(c.items).toHaveLength(2);
    put(s, 'baiyu:2', 'bai-mist-heron');
    s.step = 'monsters';
    settle(s, []);
    expect([s.pending, s.ts.wardAsked]).toEqual([[{ k: 'ward', seat: 0 }], true]);
  });
});

describe('CoH flow: the end of a turn (COH-9, COH-29, COH-S07, COH-S18)', () => {
  it('COH-24.1 of the Aggressive Monsters waiting, only the one on the character’s space attacks at the turn’s start', () => {
    const s = versus();
    const c = s.chars[0]!;
    c.at = 'baiyu:1';
    put(s, 'baiyu:1', 'bai-lantern', true, 'w5');
    put(s, 'baiyu:2', 'bai-jade-crab', true, 'w6');
    c.aggressiveDue = ['w6', 'w5'];
    s.step = 'start';
    s.ts.begun = true;
    const ev: Events = [];
    settle(s, ev);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.attacks', vars: { ...cardVars('bai-lantern'), ...who(c), n: 2 } });
    expect([keys(ev), c.health, c.aggressiveDue]).toEqual([['coh.ev.attacks', 'coh.ev.hurt'], 8, []]);
  });

  it('COH-S18 a scenario lost at the end of a turn (Leaf’s sixth token) ends there: no next turn, round or Day', () => {
    const s = scenario('s18', 1);
    const leaf = { at: 'baiyu:4', momentum: 0, pile: ['lea-dash'], spent: [], side: 'hand' as const };
    s.scn!.leaf = leaf;
    s.scn!.count = 5;
    s.scn!.tokens = { '6': 'baiyu:5' };
    s.chars[0]!.at = 'drear:6';
    s.step = 'end';
    const [round, day] = [s.round, s.day];
    const ev: Events = [];
    settle(s, ev);
    expect([s.step, s.scn!.result, s.round, s.day, s.turn]).toEqual(['over', 'lost', round, day, 0]);
    expect(keys(ev).slice(-2)).toEqual(['coh.ev.leafToken', 'coh.ev.scenarioLost']);
  });

  it('COH-S07 the Jar holder’s extra turn ends back in the Corrupted turn that gave it, which then ends the round', () => {
    const s = scenario('s07', 2);
    s.scn!.bonusTurn = true;
    s.ct = { acts: [], rolled: true };
    s.step = 'end';
    const ev: Events = [];
    settle(s, ev);
    expect([s.scn!.bonusTurn, s.ct, s.round, s.turn, s.step]).toEqual([false, null, 'dusk', 0, 'adventure']);
    expect(keys(ev).filter((k) => k === 'coh.ev.corruptedTurn' || k.startsWith('coh.ev.turn.'))).toEqual(['coh.ev.turn.dusk']);
  });

  it('COH-S07 back from the extra turn, the rest of the Corrupted turn runs with the last seat’s turn index', () => {
    const s = scenario('s07', 2);
    const first = s.chars[0]!;
    first.at = 'baiyu:1';
    first.health = 1;
    first.energy = { red: 3, blue: 0, green: 0 };
    s.chars[1]!.at = 'drear:3';
    s.corrupted = [{ uid: 'c1', id: 'ophion', at: 'baiyu:2', health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false }];
    s.scn!.bonusTurn = true;
    s.ct = { acts: ['c1'], rolled: true };
    s.dice = [1];
    s.step = 'end';
    settle(s, []);
    expect([s.step, s.turn, s.scn!.bonusTurn, s.pending]).toEqual(['corrupted', 1, false, [{ k: 'loseEnergy', seat: 0, n: 2 }]]);
  });

  it('COH-29.1 after the last turn of the round the Corrupted turn: the last seat in turn order stays the one whose turn it was', () => {
    const s = versus();
    const kaoru = s.chars[0]!;
    kaoru.at = 'baiyu:1';
    kaoru.health = 1;
    kaoru.energy = { red: 3, blue: 0, green: 0 };
    s.corrupted = [{ uid: 'c1', id: 'ophion', at: 'baiyu:2', health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false }];
    // Leaf out of its reach; its die shows 1: Nightmare Lash, 4 damage at range 2 to the strongest in reach.
    s.chars[1]!.at = 'drear:3';
    s.dice = [1];
    s.turn = 1;
    s.step = 'end';
    const ev: Events = [];
    settle(s, ev);
    expect([s.step, s.turn, s.pending]).toEqual(['corrupted', 1, [{ k: 'loseEnergy', seat: 0, n: 2 }]]);
    expect(keys(ev)).toContain('coh.ev.corruptedTurn');
  });
});

describe('CoH flow: the end of a round (COH-10.7, COH-10.11)', () => {
  /** The last turn of the round, at its end step, no card to place. */
  const lastTurn = (s: CohState, round: 'dawn' | 'dusk', day: number) => {
    s.round = round;
    s.day = day;
    s.turn = s.order.length - 1;
    s.step = 'end';
    s.dusk = [];
    for (const w of Object.keys(s.worldDecks)) s.worldDecks[w] = [];
  };

  it('COH-10.7 at the Dusk of Day 3 every character takes its Ultimate, in seat order; not at the Dusk of Day 2 or 4', () => {
    const s = versus();
    lastTurn(s, 'dawn', 3);
    const ev: Events = [];
    settle(s, ev);
    expect([s.round, s.day]).toEqual(['dusk', 3]);
    expect(texts(ev).filter((e) => (e as { key: string }).key === 'coh.ev.ultimate')).toEqual([
      { key: 'coh.ev.ultimate', vars: { ...who(s.chars[0]!), ...cardVars('kao-mountain') } },
      { key: 'coh.ev.ultimate', vars: { ...who(s.chars[1]!), ...cardVars('lea-leaf-storm') } },
    ]);
    expect([s.chars[0]!.hand.at(-1), s.chars[1]!.hand.at(-1)]).toEqual(['kao-mountain', 'lea-leaf-storm']);
    expect(s.chars.map((c) => c.advanced.includes(c.character === 'kaoru' ? 'kao-mountain' : 'lea-leaf-storm'))).toEqual([false, false]);
    for (const day of [2, 4]) {
      const t = versus();
      lastTurn(t, 'dawn', day);
      const ev2: Events = [];
      settle(t, ev2);
      expect([t.round, keys(ev2)]).toEqual(['dusk', ['coh.ev.dusk', 'coh.ev.turn.dusk']]);
    }
  });

  it('COH-10.11 at the Dusk of Day 3 those with two Ultimates choose, the first seat first; a choice already waiting stays under them', () => {
    const s = versus();
    lastTurn(s, 'dawn', 3);
    for (const c of s.chars) c.advanced = ['kao-mountain', 'lea-leaf-storm'];
    // Leaf, the last in turn order, reaches 10 in his main colour: his level-up asks first, at the end of his turn.
    const leaf = s.chars[1]!;
    expect(s.order[s.turn]).toBe(1);
    expect(characterDef('leaf').main).toBe('green');
    leaf.energy = { red: 0, blue: 0, green: 10 };
    leaf.levels = ['red', 'blue', 'green'];
    settle(s, []);
    expect(s.pending).toEqual([
      { k: 'ultimate', seat: 1 },
      { k: 'ultimate', seat: 1 },
      { k: 'ultimate', seat: 0 },
    ]);
    expect(leaf.mainUltimate).toBe(true);
  });
});

describe('CoH flow: a scenario lost as a Day begins (COH-S04)', () => {
  it('COH-S04 a second World razed at the start of a Dawn loses the scenario there: no turn begins', () => {
    const s = scenario('s04', 2);
    s.round = 'dusk';
    s.day = 1;
    s.turn = s.order.length - 1;
    s.step = 'corrupted';
    s.ct = { acts: [], rolled: true };
    s.corrupted = [];
    s.shifts = [];
    for (const w of Object.keys(s.worldDecks)) s.worldDecks[w] = [];
    for (const c of s.chars) c.at = 'dojo:0';
    s.scn!.tokens = {};
    s.scn!.removed = ['arechi'];
    for (let n = 1; n <= 6; n++) s.spaces[`baiyu:${n}`] = { uid: `w-b${n}`, id: 'bai-teal', faceUp: true, dmg: 0 };
    const ev: Events = [];
    settle(s, ev);
    expect([s.step, s.scn!.result, s.round, s.day]).toEqual(['over', 'lost', 'dawn', 2]);
    expect(keys(ev).filter((k) => k.startsWith('coh.ev.turn.'))).toEqual([]);
    expect(keys(ev).slice(-2)).toEqual(['coh.ev.worldRemoved', 'coh.ev.scenarioLost']);
  });
});

describe('CoH flow: settling (COH-7)', () => {
  it('COH-7 an effect that never ends is stopped after 10,000 steps with an error', () => {
    const s = versus();
    const more: Effect = { op: 'nextAttack', n: 1 };
    const then: Effect[] = [more];
    const loop: Effect = { op: 'if', cond: { res: 'spirit', atLeast: 0 }, then, else: [] };
    then.push(loop);
    s.queue = [
      { seat: 0, eff: more, by: 0 },
      { seat: 0, eff: loop, by: 0 },
    ];
    const ev: Events = [];
    expect(() => settle(s, ev)).toThrow(new Error('Champions of Hara: settle did not come to rest'));
    // One effect a step: 5,000 bonuses and 5,000 conditions in the 10,000 steps.
    expect([s.chars[0]!.nextAttack, ev]).toEqual([5000, []]);
  });
});
