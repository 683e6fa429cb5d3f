/**
 * Champions of Hara scenario rules (rules/flow.ts from `dealSandman` to the
 * end: S01–S18's special rules, the hooks the engine asks, the deadline,
 * the unlocks), exact (issue #23, mutation testing): each condition on both
 * sides of its bound, each value written, each event line with its
 * variables. The conformance scenarios check whole turns; these tests check
 * each step, each state built in its own test.
 */
import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import {
  afterAdventure,
  arenaVictory,
  atRoundStart,
  bossHealthOf,
  deadline,
  duskCards,
  hooks,
  lowestToken,
  narrativeArc,
  normalUltimate,
  onDefeat,
  onMonsterDefeated,
  scenarioGoal,
  unlocksOf,
  who,
  spaceVars,
  cardVars,
  dist,
  freshTurn,
  arrive,
  currentSpec,
  runEffect,
  geo,
  settle,
  LEAF_PILE,
  colourVars,
  corrVars,
  type Events,
} from '../../src/games/coh/rules/flow.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';
import { abilityDef, worldCardDef, CORRUPTED, corruptedDef, rewardCard, scenarioDef } from '../../src/games/coh/content/index.js';
import type { CohCorrupted } from '../../src/games/coh/rules/state.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** A scenario's state as set up, its decisions and queue emptied. */
function scenario(id: ScenarioId, n: number, seed = 'mfs'): CohState {
  const s = cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), `${id}-${seed}`);
  s.pending = [];
  s.queue = [];
  return s;
}
function arena(): CohState {
  const s = cohEngine.setup({ mode: 'versus' }, seats(2), 'mfs-arena');
  s.pending = [];
  s.queue = [];
  return s;
}
const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);
const texts = (ev: Events) => ev.map((e) => e.text);
const outcome = (s: CohState) => [s.step, s.scn!.result, s.scn!.winners];
const WON = 'coh.ev.scenarioWon';
const LOST = 'coh.ev.scenarioLost';
const aCorrupted = (s: CohState): CohCorrupted =>
  s.corrupted[0] ?? { uid: 'c1', id: 'ophion', at: THE_DOJO, health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false };

describe('CoH scenarios: a defeat (onDefeat, COH-20.2, COH-32.3)', () => {
  it('COH-32.3 outside a scenario, or once it is over, a defeat does nothing here', () => {
    const a = arena();
    const ev: Events = [];
    onDefeat(a, ev, 0, 1);
    expect(ev).toEqual([]);
    const s = scenario('s04', 2);
    s.step = 'over';
    onDefeat(s, ev, 0, 1);
    expect([ev, s.scn!.doom]).toEqual([[], 0]);
  });

  it('COH-S08 a defeat loses the scenario at once, no Doom counted', () => {
    const s = scenario('s08', 2);
    const ev: Events = [];
    onDefeat(s, ev, 1, null);
    expect([keys(ev), s.scn!.doom, ...outcome(s)]).toEqual([[LOST], 0, 'over', 'lost', []]);
  });

  it('COH-S09 Persephone defeated in Oric’s place loses at once; Oric defeated counts a Doom', () => {
    const s = scenario('s09', 1);
    const ev: Events = [];
    onDefeat(s, ev, 0, null);
    expect([texts(ev), s.scn!.doom, s.step]).toEqual([[{ key: 'coh.ev.doom', vars: { n: 1 } }], 1, 'start']);
    s.chars[0]!.character = 'persephone';
    ev.length = 0;
    onDefeat(s, ev, 0, null);
    expect([keys(ev), s.scn!.doom, ...outcome(s)]).toEqual([['coh.ev.persephoneDown', LOST], 1, 'over', 'lost', []]);
  });

  it('COH-S01 whoever drew the defeated character scores a point, whoever defeated it; one’s own card scores nothing; no Doom', () => {
    const s = scenario('s01', 3);
    s.scn!.targets = [1, 1, 1];
    const ev: Events = [];
    onDefeat(s, ev, 1, 2);
    expect(s.scn!.points).toEqual([1, 0, 1]);
    const [k, l, p] = s.chars;
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.targetDown', vars: { ...who(k!), ...who(l!, 'to'), n: 1 } },
      { key: 'coh.ev.targetDown', vars: { ...who(p!), ...who(l!, 'to'), n: 1 } },
    ]);
    ev.length = 0;
    onDefeat(s, ev, 1, null);
    expect([s.scn!.points, ev.length, s.scn!.doom, s.step]).toEqual([[2, 0, 2], 2, 0, 'adventure']);
    ev.length = 0;
    onDefeat(s, ev, 0, 1);
    expect([s.scn!.points, ev]).toEqual([[2, 0, 2], []]);
  });

  it('COH-S14 a defeat gives the defeated team a Doom token, taken from the defeater’s team when it has one; a team with one more than its members loses', () => {
    const s = scenario('s14', 2);
    expect(s.chars.map((c) => c.character)).toEqual(['soff', 'kaoru']);
    const ev: Events = [];
    onDefeat(s, ev, 0, 1);
    expect([s.scn!.teamDoom, texts(ev)]).toEqual([[1, 0], [{ key: 'coh.ev.teamDoom', vars: { ...who(s.chars[0]!), n: 1 } }]]);
    s.scn!.teamDoom = [0, 1];
    ev.length = 0;
    onDefeat(s, ev, 0, 0);
    expect([s.scn!.teamDoom, s.step]).toEqual([[1, 1], 'start']);
    onDefeat(s, ev, 0, null);
    expect([s.scn!.teamDoom, ...outcome(s)]).toEqual([[2, 1], 'over', 'lost', [1]]);
  });

  it('COH-S14 the defeater’s team gives its token; Soff’s team reaching its members + 1 loses, the other team reaching it wins for Soff', () => {
    const s = scenario('s14', 4);
    expect(s.scn!.team).toEqual([0, 1, 0, 1]);
    const ev: Events = [];
    s.scn!.teamDoom = [0, 2];
    onDefeat(s, ev, 0, 1);
    expect([s.scn!.teamDoom, s.step]).toEqual([[1, 1], 'start']);
    onDefeat(s, ev, 0, 2);
    expect([s.scn!.teamDoom, s.step]).toEqual([[2, 1], 'start']);
    onDefeat(s, ev, 1, 0);
    expect([s.scn!.teamDoom, s.step]).toEqual([[1, 2], 'start']);
    onDefeat(s, ev, 3, 2);
    expect([s.scn!.teamDoom, ...outcome(s)]).toEqual([[0, 3], 'over', 'won', [0, 2]]);
  });

  it('COH-S11 COH-A61 each defeat on the opposing team gives Persephone a token; the third wins for her team; her own defeat counts nothing', () => {
    const s = scenario('s11', 3);
    const ev: Events = [];
    onDefeat(s, ev, 0, 1);
    expect([ev, s.scn!.count, s.scn!.doom]).toEqual([[], 0, 0]);
    onDefeat(s, ev, 1, 0);
    onDefeat(s, ev, 2, 0);
    expect([texts(ev), s.step]).toEqual([
      [
        { key: 'coh.ev.valorToken', vars: { n: 1, goal: 3 } },
        { key: 'coh.ev.valorToken', vars: { n: 2, goal: 3 } },
      ],
      'start',
    ]);
    onDefeat(s, ev, 1, null);
    expect([s.scn!.count, keys(ev).slice(2), ...outcome(s)]).toEqual([3, ['coh.ev.valorToken', WON], 'over', 'won', [0]]);
  });

  it('COH-32.3 a defeat counts a Doom when the scenario says so (S04), not in S07', () => {
    const s = scenario('s04', 2);
    const ev: Events = [];
    onDefeat(s, ev, 0, null);
    expect([s.scn!.doom, texts(ev)]).toEqual([1, [{ key: 'coh.ev.doom', vars: { n: 1 } }]]);
    const s7 = scenario('s07', 2);
    ev.length = 0;
    onDefeat(s7, ev, 0, null);
    expect([s7.scn!.doom, ev]).toEqual([0, []]);
  });
});

describe('CoH scenarios: a Monster defeated (onMonsterDefeated)', () => {
  it('COH-S03 a World Boss counts; the sixth brings The Ancient Hydra to The Dojo; the Hydra down wins; other cards count nothing', () => {
    const s = scenario('s03', 1);
    const ev: Events = [];
    onMonsterDefeated(s, ev, 'oak-wolf', 0);
    onMonsterDefeated(s, ev, 'oak-berries', 0);
    expect([s.scn!.count, ev]).toEqual([0, []]);
    delete s.spaces[THE_DOJO];
    for (let k = 1; k <= 5; k++) onMonsterDefeated(s, ev, 'oak-boss', 0);
    expect([s.scn!.count, ev, s.spaces[THE_DOJO]]).toEqual([5, [], undefined]);
    const uid = s.nextUid;
    onMonsterDefeated(s, ev, 'bai-boss', 0);
    expect(s.spaces[THE_DOJO]).toEqual({ uid: `w${uid}`, id: 'dsk-hydra', faceUp: true, dmg: 0 });
    expect([s.nextUid, texts(ev)]).toEqual([uid + 1, [{ key: 'coh.ev.hydraDojo', vars: { n: 6 } }]]);
    onMonsterDefeated(s, ev, 'are-boss', 0);
    expect([s.scn!.count, ev.length, s.step]).toEqual([7, 1, 'adventure']);
    onMonsterDefeated(s, ev, 'dsk-hydra', 0);
    expect([s.scn!.count, keys(ev).slice(1), ...outcome(s)]).toEqual([7, [WON], 'over', 'won', [0]]);
    onMonsterDefeated(s, ev, 'oak-boss', 0);
    expect(s.scn!.count).toBe(7);
  });

  it('COH-S08 the third Nomad wins; another Monster counts nothing', () => {
    const s = scenario('s08', 2);
    const ev: Events = [];
    onMonsterDefeated(s, ev, 'oak-wolf', 0);
    onMonsterDefeated(s, ev, 'dsk-ronin', 0);
    onMonsterDefeated(s, ev, 'dsk-skybrarian', 1);
    expect([s.scn!.count, ev, s.step]).toEqual([2, [], 'adventure']);
    onMonsterDefeated(s, ev, 'dsk-wayward', 1);
    expect([s.scn!.count, keys(ev), ...outcome(s)]).toEqual([3, [WON], 'over', 'won', [0, 1]]);
  });

  it('COH-S10 the Hydra down in phase 2 starts phase 3: Ophion on Drear’s space No.3; not in phase 1, nor another Monster', () => {
    const s = scenario('s10', 2);
    const ev: Events = [];
    onMonsterDefeated(s, ev, 'dsk-hydra', 0);
    s.scn!.phase = 2;
    onMonsterDefeated(s, ev, 'oak-boss', 0);
    expect([s.scn!.phase, ev, s.corrupted]).toEqual([2, [], []]);
    onMonsterDefeated(s, ev, 'dsk-hydra', 0);
    expect([s.scn!.phase, keys(ev)[0], texts(ev)[0]]).toEqual([3, 'coh.ev.phase', { key: 'coh.ev.phase', vars: { n: 3 } }]);
    expect(s.corrupted.map((c) => [c.id, c.at])).toEqual([['ophion', 'drear:3']]);
  });

  it('COH-S11 the opposing team holding four Monsters per character wins for it (12 with three characters), 11 not yet', () => {
    const s = scenario('s11', 3);
    const ev: Events = [];
    s.scn!.inventory = [[], Array(6).fill('oak-wolf') as string[], Array(5).fill('oak-wolf') as string[]];
    onMonsterDefeated(s, ev, 'oak-wolf', 1);
    expect([ev, s.step]).toEqual([[], 'start']);
    s.scn!.inventory[2]!.push('oak-owl');
    onMonsterDefeated(s, ev, 'oak-owl', 2);
    expect([keys(ev), ...outcome(s)]).toEqual([[LOST], 'over', 'lost', [1, 2]]);
  });

  it('COH-S03 nothing counts outside a scenario or once it is over', () => {
    const s = scenario('s03', 1);
    s.step = 'over';
    const ev: Events = [];
    onMonsterDefeated(s, ev, 'oak-boss', 0);
    expect([s.scn!.count, ev]).toEqual([0, []]);
    const a = arena();
    onMonsterDefeated(a, ev, 'oak-boss', 0);
    expect(ev).toEqual([]);
  });
});

describe('CoH scenarios: S15’s tokens after an Adventure (afterAdventure, COH-S15)', () => {
  it('COH-S15 the token of the space A’shura was struck from is removed; a space without one, or no strike, removes nothing', () => {
    const s = scenario('s15', 1);
    expect(s.scn!.tokens['2']).toBe('arechi:6');
    const ev: Events = [];
    afterAdventure(s, ev);
    expect([Object.keys(s.scn!.tokens).length, ev]).toEqual([6, []]);
    s.scn!.struckFrom = 'arechi:6';
    afterAdventure(s, ev);
    expect([s.scn!.struckFrom, s.scn!.tokens['2'], texts(ev)]).toEqual([null, undefined, [{ key: 'coh.ev.tokenRemoved', vars: { n: 2 } }]]);
    s.scn!.struckFrom = 'arechi:5';
    ev.length = 0;
    afterAdventure(s, ev);
    expect([s.scn!.struckFrom, Object.keys(s.scn!.tokens).length, ev]).toEqual([null, 5, []]);
  });

  it('COH-S15 the last token removed deals all six again, one on space No.6 of each World', () => {
    const s = scenario('s15', 1);
    s.scn!.tokens = { '4': 'drear:6' };
    s.scn!.struckFrom = 'drear:6';
    const ev: Events = [];
    afterAdventure(s, ev);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.tokenRemoved', vars: { n: 4 } }, { key: 'coh.ev.tokensAgain' }]);
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(Object.values(s.scn!.tokens).sort()).toEqual(['arechi:6', 'baiyu:6', 'drear:6', 'hollowmere:6', 'oakenmoor:6', 'oppenheim:6']);
  });

  it('COH-S15 outside S15 the hook does nothing, even with a strike recorded', () => {
    const s = scenario('s16', 2);
    s.scn!.struckFrom = 'arechi:6';
    s.scn!.tokens = { '1': 'arechi:6' };
    const ev: Events = [];
    afterAdventure(s, ev);
    expect([s.scn!.struckFrom, s.scn!.tokens, ev]).toEqual(['arechi:6', { '1': 'arechi:6' }, []]);
    afterAdventure(arena(), ev);
    expect(ev).toEqual([]);
  });
});

describe('CoH scenarios: the start of a round (atRoundStart)', () => {
  it('COH-S01 COH-A52 the targets are drawn at Dusk of Days 2 and 4 only, nobody drawing their own', () => {
    for (const [day, round, drawn] of [
      [2, 'dusk', true],
      [4, 'dusk', true],
      [2, 'dawn', false],
      [3, 'dusk', false],
      [1, 'dusk', false],
    ] as const) {
      const s = scenario('s01', 4, `d${day}${round}`);
      s.day = day;
      s.round = round;
      const ev: Events = [];
      atRoundStart(s, ev);
      expect(keys(ev)).toEqual(drawn ? ['coh.ev.targetsDrawn'] : []);
      if (!drawn) expect(s.scn!.targets).toEqual([-1, -1, -1, -1]);
      else {
        expect([...s.scn!.targets].sort()).toEqual([0, 1, 2, 3]);
        s.scn!.targets.forEach((x, k) => expect(x).not.toBe(k));
      }
    }
  });

  it('COH-S17 the two Corrupted come at Dawn of Day 3 (phase 2), allied with no one, tagged 1 and 2, one Resilience fewer than the characters', () => {
    const s = scenario('s17', 3);
    const ev: Events = [];
    for (const [day, round] of [
      [2, 'dawn'],
      [3, 'dusk'],
    ] as const) {
      s.day = day;
      s.round = round;
      atRoundStart(s, ev);
    }
    expect([s.corrupted, s.scn!.phase, ev]).toEqual([[], 1, []]);
    s.day = 3;
    s.round = 'dawn';
    atRoundStart(s, ev);
    expect(s.scn!.phase).toBe(2);
    expect(s.corrupted.map((c) => [c.id, c.team, c.tag, c.resilience])).toEqual([
      ['ashura', 99, 1, 2],
      ['enoki', 99, 2, 2],
    ]);
    atRoundStart(s, ev);
    expect(s.corrupted).toHaveLength(2);
  });

  it('COH-S17 the Corrupted chosen (two of them) come instead of the scenario’s; one chosen is not enough', () => {
    const s = scenario('s17', 2);
    s.scn!.chosen = ['ophion', 'enoki'];
    s.day = 3;
    s.round = 'dawn';
    atRoundStart(s, []);
    expect(s.corrupted.map((c) => [c.id, c.resilience])).toEqual([
      ['ophion', 1],
      ['enoki', 1],
    ]);
    const t = scenario('s17', 2);
    t.scn!.chosen = ['ophion'];
    t.day = 3;
    t.round = 'dawn';
    atRoundStart(t, []);
    expect(t.corrupted.map((c) => c.id)).toEqual(['ashura', 'enoki']);
  });
});

describe('CoH scenarios: the deadline (deadline, COH-21.3.2)', () => {
  it('COH-21.3.2 outside a scenario there is none; before the scenario’s day and round nothing happens', () => {
    const a = arena();
    a.day = 6;
    a.round = 'dusk';
    const ev: Events = [];
    expect(deadline(a, ev)).toBe(false);
    const s = scenario('s04', 2);
    for (const [day, round] of [
      [6, 'dawn'],
      [5, 'dusk'],
    ] as const) {
      s.day = day;
      s.round = round;
      expect(deadline(s, ev)).toBe(false);
    }
    expect([ev, s.step]).toEqual([[], 'adventure']);
    s.day = 6;
    s.round = 'dusk';
    expect(deadline(s, ev)).toBe(true);
    expect([keys(ev), ...outcome(s)]).toEqual([[LOST], 'over', 'lost', []]);
  });

  it('COH-S02 a token leaves at the end of each round, the highest first; with the last one gone the Wish is made', () => {
    const s = scenario('s02', 2);
    s.scn!.tokens = { '1': THE_DOJO, '2': THE_DOJO, '5': THE_DOJO };
    const ev: Events = [];
    expect(deadline(s, ev)).toBe(false);
    expect([Object.keys(s.scn!.tokens), texts(ev)]).toEqual([['1', '2'], [{ key: 'coh.ev.wishNear', vars: { n: 2 } }]]);
    ev.length = 0;
    expect(deadline(s, ev)).toBe(false);
    expect([Object.keys(s.scn!.tokens), texts(ev), s.step]).toEqual([['1'], [{ key: 'coh.ev.wishNear', vars: { n: 1 } }], 'start']);
    ev.length = 0;
    expect(deadline(s, ev)).toBe(true);
    expect([s.scn!.tokens, texts(ev), ...outcome(s)]).toEqual([
      {},
      [{ key: 'coh.ev.wishNear', vars: { n: 0 } }, { key: 'coh.ev.wish' }, { key: LOST }],
      'over',
      'lost',
      [],
    ]);
  });

  it('COH-S02 no token left at all: the Wish is made as well, with no token said to fade', () => {
    const s = scenario('s02', 2);
    s.scn!.tokens = {};
    const ev: Events = [];
    expect(deadline(s, ev)).toBe(true);
    expect([keys(ev), s.scn!.result]).toEqual([['coh.ev.wish', LOST], 'lost']);
  });

  it('COH-S01 COH-A12 at Dawn of Day 6 the most points win, then the most energy, then the most Health; won only when it is Kaoru', () => {
    const s = scenario('s01', 3);
    const ev: Events = [];
    s.day = 6;
    s.round = 'dawn';
    s.scn!.points = [1, 2, 2];
    s.chars[1]!.energy = { red: 1, blue: 1, green: 0 };
    s.chars[2]!.energy = { red: 0, blue: 0, green: 3 };
    expect(deadline(s, ev)).toBe(true);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.pointsWinner', vars: { ...who(s.chars[2]!), n: 2 } }, { key: LOST }]);
    expect(outcome(s)).toEqual(['over', 'lost', [2]]);

    const k = scenario('s01', 3);
    k.day = 6;
    k.round = 'dawn';
    k.scn!.points = [2, 2, 2];
    for (const c of k.chars) c.energy = { red: 1, blue: 1, green: 1 };
    k.chars[0]!.health = 9;
    k.chars[1]!.health = 8;
    k.chars[2]!.health = 7;
    ev.length = 0;
    expect(deadline(k, ev)).toBe(true);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.pointsWinner', vars: { ...who(k.chars[0]!), n: 2 } }, { key: WON }]);
    expect(outcome(k)).toEqual(['over', 'won', [0]]);
  });

  it('COH-S01 ties at every level keep the turn order; a later seat with more Health wins', () => {
    const s = scenario('s01', 3);
    s.day = 6;
    s.round = 'dawn';
    s.order = [1, 2, 0];
    s.scn!.points = [0, 0, 0];
    for (const c of s.chars) [c.health, c.energy] = [5, { red: 1, blue: 0, green: 0 }];
    const ev: Events = [];
    deadline(s, ev);
    expect(outcome(s)).toEqual(['over', 'lost', [1]]);
    const t = scenario('s01', 3);
    t.day = 6;
    t.round = 'dawn';
    t.scn!.points = [0, 0, 0];
    for (const c of t.chars) [c.health, c.energy] = [5, { red: 1, blue: 0, green: 0 }];
    t.chars[2]!.health = 6;
    deadline(t, []);
    expect(outcome(t)).toEqual(['over', 'lost', [2]]);
  });
});

describe('CoH scenarios: unlocks, the Narrative Arc and the flags', () => {
  it('COH-32.5.3 COH-A49 a won non-Solo scenario unlocks its Reward for the featured character’s seat, once', () => {
    const s = scenario('s04', 3);
    const card = rewardCard(scenarioDef('s04'))!;
    expect(unlocksOf(s)).toEqual([]);
    s.step = 'over';
    s.scn!.result = 'lost';
    expect(unlocksOf(s)).toEqual([]);
    s.scn!.result = 'won';
    expect(unlocksOf(s)).toEqual([{ seat: 1, unlock: card }]);
    s.chars[1]!.unlocked = [card];
    expect(unlocksOf(s)).toEqual([]);
    s.chars[1]!.unlocked = ['other'];
    expect(unlocksOf(s)).toEqual([{ seat: 1, unlock: card }]);
  });

  it('COH-32.5.3 a Solo scenario, an arena or a match being played unlocks nothing', () => {
    const s = scenario('s06', 1);
    s.step = 'over';
    s.scn!.result = 'won';
    expect(unlocksOf(s)).toEqual([]);
    const a = arena();
    a.step = 'over';
    expect(unlocksOf(a)).toEqual([]);
    const w = scenario('s04', 2);
    w.scn!.result = 'won';
    expect(unlocksOf(w)).toEqual([]);
  });

  it('COH-1.6 COH-1.7 the Narrative Arc: the winner’s two scenarios that are not Solo', () => {
    expect(narrativeArc('kaoru')).toEqual(['s01', 's02']);
    expect(narrativeArc('persephone')).toEqual(['s10', 's11']);
    expect(narrativeArc('thomas')).toEqual(['s16', 's17']);
  });

  it('COH-S08 COH-S18 no Dusk cards; COH-S09 COH-S12 COH-S15 no Ultimate the normal ways; arena victories only outside scenarios', () => {
    const a = arena();
    expect([duskCards(a), normalUltimate(a), arenaVictory(a)]).toEqual([true, true, true]);
    for (const [id, n, dusk, ult] of [
      ['s08', 2, false, true],
      ['s18', 1, false, true],
      ['s09', 1, true, false],
      ['s12', 1, true, false],
      ['s15', 1, true, false],
      ['s04', 2, true, true],
    ] as const) {
      const s = scenario(id, n);
      expect([id, duskCards(s), normalUltimate(s), arenaVictory(s)]).toEqual([id, dusk, ult, false]);
    }
  });

  it('COH-S03 a Boss’s Health from the scenario’s data (S03, S10), 0 for any other card or outside scenarios; the goal with its per-character part', () => {
    expect(bossHealthOf('s03', 'oak-boss')).toBe(scenarioDef('s03').bossHealth);
    expect(bossHealthOf('s03', 'oak-boss')).toBe(-6);
    expect(bossHealthOf('s10', 'dsk-hydra')).toBe(-5);
    expect(bossHealthOf('s03', 'oak-wolf')).toBe(0);
    expect(bossHealthOf('s03', 'oak-berries')).toBe(0);
    expect(bossHealthOf('s04', 'oak-boss')).toBe(0);
    expect(bossHealthOf(undefined, 'oak-boss')).toBe(0);
    const s = scenario('s13', 3);
    expect(scenarioGoal(s, 2)).toBe(2);
    scenarioDef('s13');
    const d = scenarioDef('s13') as { goal: number | null; goalPerChar: number };
    const saved = [d.goal, d.goalPerChar];
    try {
      d.goal = 4;
      d.goalPerChar = 2;
      expect(scenarioGoal(s, 2)).toBe(10);
      d.goal = null;
      expect(scenarioGoal(s, 3)).toBe(9);
    } finally {
      [d.goal, d.goalPerChar] = saved as [number | null, number];
    }
  });

  it('COH-S15 the lowest token in play gives the space; none in play, or no scenario, gives null', () => {
    const s = scenario('s15', 1);
    s.scn!.tokens = { '10': 'baiyu:6', '3': 'drear:6', '5': 'arechi:6' };
    expect(lowestToken(s)).toBe('drear:6');
    s.scn!.tokens = {};
    expect(lowestToken(s)).toBeNull();
    expect(lowestToken(arena())).toBeNull();
  });
});

describe('CoH scenarios: the hooks (hooks.*)', () => {
  it('COH-S15 A’shura is damaged only from the lowest token’s space, which is recorded; elsewhere anyone may', () => {
    const s = scenario('s15', 1);
    const c = aCorrupted(s);
    s.scn!.tokens = { '2': 'arechi:6', '1': 'oakenmoor:6' };
    s.chars[0]!.at = 'arechi:6';
    expect(hooks.canDamage(s, 0, c)).toBe(false);
    s.chars[0]!.at = 'oakenmoor:6';
    expect(hooks.canDamage(s, 0, c)).toBe(true);
    hooks.corruptedHit(s, 0, c);
    expect(s.scn!.struckFrom).toBe('oakenmoor:6');
    const o = scenario('s16', 2);
    o.chars[0]!.at = 'arechi:6';
    expect(hooks.canDamage(o, 0, aCorrupted(o))).toBe(true);
    hooks.corruptedHit(o, 0, aCorrupted(o));
    expect(o.scn!.struckFrom).toBeNull();
    expect(hooks.canDamage(arena(), 0, c)).toBe(true);
  });

  it('COH-S02 each Resilience token taken puts two tokens back on The Dojo, six at most', () => {
    const s = scenario('s02', 2);
    const c = aCorrupted(s);
    s.scn!.tokens = { '1': THE_DOJO, '4': THE_DOJO };
    const ev: Events = [];
    hooks.resilienceLost(s, ev, c, 0);
    expect([s.scn!.tokens, texts(ev)]).toEqual([
      { '1': THE_DOJO, '2': THE_DOJO, '3': THE_DOJO, '4': THE_DOJO },
      [{ key: 'coh.ev.wishDelayed', vars: { n: 4 } }],
    ]);
    s.scn!.tokens = { '1': THE_DOJO, '2': THE_DOJO, '3': THE_DOJO, '4': THE_DOJO, '5': THE_DOJO };
    ev.length = 0;
    hooks.resilienceLost(s, ev, c, null);
    expect([Object.keys(s.scn!.tokens).length, s.scn!.tokens['6'], texts(ev)]).toEqual([
      6,
      THE_DOJO,
      [{ key: 'coh.ev.wishDelayed', vars: { n: 6 } }],
    ]);
    ev.length = 0;
    hooks.resilienceLost(s, ev, c, null);
    expect([Object.keys(s.scn!.tokens).length, keys(ev), s.scn!.points]).toEqual([6, ['coh.ev.wishDelayed'], [0, 0]]);
  });

  it('COH-S01 a Resilience token taken is a point for whoever took it; none without a taker; other scenarios nothing', () => {
    const s = scenario('s01', 3);
    const c = aCorrupted(s);
    const ev: Events = [];
    hooks.resilienceLost(s, ev, c, 2);
    hooks.resilienceLost(s, ev, c, 2);
    hooks.resilienceLost(s, ev, c, null);
    expect(s.scn!.points).toEqual([0, 0, 2]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.point', vars: { ...who(s.chars[2]!), n: 1 } },
      { key: 'coh.ev.point', vars: { ...who(s.chars[2]!), n: 2 } },
    ]);
    expect(s.scn!.tokens).toEqual({});
    const o = scenario('s04', 2);
    ev.length = 0;
    hooks.resilienceLost(o, ev, aCorrupted(o), 0);
    expect([ev, o.scn!.points, o.scn!.tokens]).toEqual([[], [0, 0], {}]);
  });

  it('COH-20.2 COH-S05 a defeat costs 2 energy, 1 for Leaf in S05 only', () => {
    const s = scenario('s05', 3);
    expect(s.chars.map((c) => hooks.defeatLoss(s, c.seat))).toEqual([1, 2, 2]);
    const o = scenario('s04', 2);
    expect(o.chars.map((c) => [c.character, hooks.defeatLoss(o, c.seat)])).toEqual([
      ['kaoru', 2],
      ['leaf', 2],
    ]);
  });

  it('COH-S10 COH-S03 a card’s extra Health: the scenario’s Boss Health, plus S10’s tokens on the Hydra', () => {
    const s = scenario('s10', 2);
    s.scn!.bossTokens = { h1: 3, b1: 2 };
    expect(hooks.extraHealth(s, { uid: 'h1', id: 'dsk-hydra' })).toBe(-5 + 3);
    expect(hooks.extraHealth(s, { uid: 'h2', id: 'dsk-hydra' })).toBe(-5);
    expect(hooks.extraHealth(s, { uid: 'b1', id: 'oak-boss' })).toBe(-5);
    expect(hooks.extraHealth(s, { uid: 'b1', id: 'oak-wolf' })).toBe(0);
    const t = scenario('s03', 1);
    t.scn!.bossTokens = { h1: 3 };
    expect(hooks.extraHealth(t, { uid: 'h1', id: 'dsk-hydra' })).toBe(-6);
    expect(hooks.extraHealth(arena(), { uid: 'h1', id: 'dsk-hydra' })).toBe(0);
  });

  it('COH-S16 COH-A43 A’shura regenerates unless every character is at the maximum of its main colour', () => {
    const s = scenario('s16', 2);
    const c = aCorrupted(s);
    expect(s.chars.map((x) => x.character)).toEqual(['kaoru', 'leaf']);
    s.chars[0]!.energy = { red: 10, blue: 0, green: 0 };
    s.chars[1]!.energy = { red: 10, blue: 10, green: 9 };
    expect(hooks.corruptedRegenerates(s, [], c)).toBe(true);
    s.chars[1]!.energy.green = 10;
    expect(hooks.corruptedRegenerates(s, [], c)).toBe(false);
  });

  it('COH-S10 Ophion regenerates unless every character has one colour at the maximum; elsewhere no regeneration', () => {
    const s = scenario('s10', 2);
    const c = aCorrupted(s);
    s.chars[0]!.energy = { red: 0, blue: 10, green: 0 };
    s.chars[1]!.energy = { red: 9, blue: 9, green: 9 };
    expect(hooks.corruptedRegenerates(s, [], c)).toBe(true);
    s.chars[1]!.energy.red = 10;
    expect(hooks.corruptedRegenerates(s, [], c)).toBe(false);
    const o = scenario('s04', 2);
    for (const x of o.chars) x.energy = { red: 0, blue: 0, green: 0 };
    expect(hooks.corruptedRegenerates(o, [], aCorrupted(o))).toBe(false);
  });

  it('COH-32.1.3 a Corrupted defeated: S04, S09, S10, S15, S16 won by all; S07 phase 3; S05 lost, won by Leaf’s opponents; S17 the second', () => {
    for (const [id, n] of [
      ['s04', 2],
      ['s09', 1],
      ['s10', 3],
      ['s15', 1],
      ['s16', 2],
    ] as const) {
      const s = scenario(id, n);
      const ev: Events = [];
      hooks.corruptedDefeated(s, ev, aCorrupted(s), 0);
      expect([id, keys(ev), ...outcome(s)]).toEqual([id, [WON], 'over', 'won', s.chars.map((c) => c.seat)]);
    }
    const s7 = scenario('s07', 2);
    hooks.corruptedDefeated(s7, [], aCorrupted(s7), 0);
    expect([s7.scn!.phase, s7.step]).toEqual([3, 'adventure']);
    const s5 = scenario('s05', 3);
    hooks.corruptedDefeated(s5, [], aCorrupted(s5), 1);
    expect(outcome(s5)).toEqual(['over', 'lost', [1, 2]]);
    const s17 = scenario('s17', 2);
    hooks.corruptedDefeated(s17, [], aCorrupted(s17), 1);
    expect([s17.scn!.count, s17.step]).toEqual([1, 'adventure']);
    hooks.corruptedDefeated(s17, [], aCorrupted(s17), 1);
    expect([s17.scn!.count, ...outcome(s17)]).toEqual([2, 'over', 'won', [0, 1]]);
    const s1 = scenario('s01', 3);
    const ev: Events = [];
    hooks.corruptedDefeated(s1, ev, aCorrupted(s1), 0);
    expect([ev, s1.step, s1.scn!.phase, s1.scn!.count]).toEqual([[], 'adventure', 1, 0]);
    hooks.corruptedDefeated(arena(), ev, aCorrupted(s1), 0);
    expect(ev).toEqual([]);
  });

  it('COH-S15 COH-S16 a Corrupted reaching The Dojo brings a Doom; elsewhere nothing', () => {
    for (const [id, n] of [
      ['s15', 1],
      ['s16', 2],
    ] as const) {
      const s = scenario(id, n);
      const c = aCorrupted(s);
      const ev: Events = [];
      hooks.corruptedOnDojo(s, ev, c);
      expect([s.scn!.doom, texts(ev)]).toEqual([
        1,
        [
          { key: 'coh.ev.corruptedDojo', vars: corrVars(c) },
          { key: 'coh.ev.doom', vars: { n: 1 } },
        ],
      ]);
    }
    const o = scenario('s04', 2);
    const ev: Events = [];
    hooks.corruptedOnDojo(o, ev, aCorrupted(o));
    expect([o.scn!.doom, ev]).toEqual([0, []]);
  });

  it('COH-S07 COH-A57 A’shura takes the Jar holder’s space for The Dojo (the first in turn order); without a holder, or elsewhere, The Dojo', () => {
    const s = scenario('s07', 3);
    const c = aCorrupted(s);
    expect(hooks.dojoFor(s, c)).toBe(THE_DOJO);
    s.order = [2, 0, 1];
    s.chars[0]!.at = 'baiyu:2';
    s.chars[0]!.items = [{ num: 4 } as (typeof s.chars)[0]['items'][0]];
    s.chars[2]!.at = 'drear:5';
    s.chars[2]!.items = [{ num: 1 } as (typeof s.chars)[0]['items'][0], { num: 4 } as (typeof s.chars)[0]['items'][0]];
    expect(hooks.dojoFor(s, c)).toBe('drear:5');
    s.chars[2]!.items = [{ num: 1 } as (typeof s.chars)[0]['items'][0]];
    expect(hooks.dojoFor(s, c)).toBe('baiyu:2');
    const o = scenario('s04', 2);
    o.chars[0]!.at = 'baiyu:2';
    o.chars[0]!.items = [{ num: 4 } as (typeof o.chars)[0]['items'][0]];
    expect(hooks.dojoFor(o, aCorrupted(o))).toBe(THE_DOJO);
  });

  it('COH-S03 no Corrupted turn; COH-S07 COH-S17 one from phase 2; elsewhere always. COH-S09 no scenario effect in phase 2; S03 has none', () => {
    expect(hooks.corruptedTurn(scenario('s03', 1))).toBe(false);
    for (const id of ['s07', 's17'] as const) {
      const s = scenario(id, 2);
      expect(hooks.corruptedTurn(s)).toBe(false);
      s.scn!.phase = 2;
      expect(hooks.corruptedTurn(s)).toBe(true);
      s.scn!.phase = 3;
      expect(hooks.corruptedTurn(s)).toBe(true);
    }
    expect(hooks.corruptedTurn(scenario('s04', 2))).toBe(true);
    const s9 = scenario('s09', 1);
    expect(hooks.scenarioEffect(s9)).toBe(true);
    s9.scn!.phase = 2;
    expect(hooks.scenarioEffect(s9)).toBe(false);
    expect(hooks.scenarioEffect(scenario('s03', 1))).toBe(false);
    const s4 = scenario('s04', 2);
    s4.scn!.phase = 2;
    expect(hooks.scenarioEffect(s4)).toBe(true);
  });
});

describe('CoH scenarios: the scenario effects’ special results (hooks.special)', () => {
  it('COH-S15 redistribute: the tokens in play shuffled among their own spaces', () => {
    const s = scenario('s15', 1);
    s.scn!.tokens = { '2': 'arechi:6', '3': 'baiyu:6', '5': 'drear:6' };
    const ev: Events = [];
    hooks.special(s, ev, 'redistribute');
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['2', '3', '5']);
    expect(Object.values(s.scn!.tokens).sort()).toEqual(['arechi:6', 'baiyu:6', 'drear:6']);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.tokensShuffled' }]);
  });

  it('COH-S09 COH-A59 terror n: a terror token on Drear’s space n in phase 1, six at most; none in phase 2', () => {
    const s = scenario('s09', 1);
    const ev: Events = [];
    hooks.special(s, ev, 'terror3');
    expect([s.scn!.terror, texts(ev)]).toEqual([['drear:3'], [{ key: 'coh.ev.terrorIn', vars: spaceVars('drear:3') }]]);
    s.scn!.terror = ['drear:1', 'drear:1', 'drear:2', 'drear:2', 'drear:5'];
    ev.length = 0;
    hooks.special(s, ev, 'terror6');
    expect([s.scn!.terror.length, s.scn!.terror[5], keys(ev)]).toEqual([6, 'drear:6', ['coh.ev.terrorIn']]);
    ev.length = 0;
    hooks.special(s, ev, 'terror4');
    expect([s.scn!.terror.length, texts(ev)]).toEqual([6, [{ key: 'coh.ev.terrorMax' }]]);
    s.scn!.terror = [];
    s.scn!.phase = 2;
    ev.length = 0;
    hooks.special(s, ev, 'terror2');
    expect([s.scn!.terror, ev]).toEqual([[], []]);
  });

  it('COH-10.7 ultimate: every character gains its Ultimate', () => {
    const s = scenario('s04', 2);
    const ev: Events = [];
    hooks.special(s, ev, 'ultimate');
    expect(keys(ev)).toEqual(['coh.ev.ultimate', 'coh.ev.ultimate']);
    for (const c of s.chars) expect(c.hand.filter((id) => abilityDef(id).kind === 'ultimate')).toHaveLength(1);
  });

  it('COH-S04 raze1 and raze2: one and two scenario tokens on random spaces, the lowest free number first; none left when six are in play', () => {
    const s = scenario('s04', 2, 'raze');
    const ev: Events = [];
    hooks.special(s, ev, 'raze1');
    expect(Object.keys(s.scn!.tokens)).toEqual(['1']);
    const first = s.scn!.tokens['1']!;
    expect(texts(ev)).toEqual([{ key: 'coh.ev.razed', vars: { n: 1, ...spaceVars(first) } }]);
    delete s.scn!.tokens['1'];
    s.scn!.tokens['2'] = 'baiyu:1';
    ev.length = 0;
    hooks.special(s, ev, 'raze2');
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3']);
    expect(keys(ev)).toEqual(['coh.ev.razed', 'coh.ev.razed']);
    expect(new Set(Object.values(s.scn!.tokens)).size).toBe(3);
    s.scn!.tokens = { '1': 'baiyu:1', '2': 'baiyu:2', '3': 'baiyu:3', '4': 'drear:1', '6': 'drear:2' };
    ev.length = 0;
    hooks.special(s, ev, 'raze2');
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(keys(ev)).toEqual(['coh.ev.razed', 'coh.ev.noTokenLeft']);
  });
});

describe('CoH scenarios: S04’s razed Worlds (checkRazed, removeWorld)', () => {
  const card = (uid: string, id = 'oak-wolf') => ({ uid, id, faceUp: true, dmg: 0 });

  it('COH-S04 COH-A54 a World whose six spaces all hold a card or a token is removed: its cards discarded, its tokens back, a Corrupted on it moved, a character on it defeated', () => {
    const s = scenario('s04', 2, 'razed');
    s.spaces = { 'oakenmoor:0': card('u0', 'oak-owl'), 'baiyu:1': card('u9', 'bai-teal') };
    for (const n of [1, 2, 3, 4, 6]) s.spaces[`oakenmoor:${n}`] = card(`u${n}`);
    s.scn!.tokens = { '1': 'oakenmoor:5', '3': 'baiyu:2' };
    s.corrupted[0]!.at = 'oakenmoor:2';
    s.chars[1]!.at = 'oakenmoor:4';
    s.chars[0]!.at = 'baiyu:3';
    s.discard = [];
    const ev: Events = [];
    atRoundStart(s, ev);
    expect(keys(ev)).toEqual(['coh.ev.worldRemoved', 'coh.ev.corruptedMoves', 'coh.ev.defeated', 'coh.ev.doom']);
    expect(s.discard).toEqual(['oak-owl', 'oak-wolf', 'oak-wolf', 'oak-wolf', 'oak-wolf', 'oak-wolf']);
    expect(Object.keys(s.spaces)).toEqual(['baiyu:1']);
    expect(s.scn!.tokens).toEqual({ '3': 'baiyu:2' });
    expect(Object.keys(s.layout).sort()).toEqual(['arechi', 'baiyu', 'dojo', 'drear', 'hollowmere', 'oppenheim']);
    expect(s.scn!.removed).toEqual(['oakenmoor']);
    expect(s.corrupted[0]!.at.startsWith('oakenmoor')).toBe(false);
    expect(texts(ev)[1]).toEqual({
      key: 'coh.ev.corruptedMoves',
      vars: { ...corrVars(s.corrupted[0]!), ...spaceVars(s.corrupted[0]!.at) },
    });
    expect([s.chars[1]!.at, s.chars[0]!.at, s.scn!.doom, s.step]).toEqual([THE_DOJO, 'baiyu:3', 1, 'adventure']);
  });

  it('COH-S04 one space free (no card, no token) keeps the World; the second World removed loses the scenario', () => {
    const s = scenario('s04', 2, 'razed2');
    s.spaces = {};
    for (let n = 1; n <= 5; n++) s.spaces[`drear:${n}`] = card(`d${n}`, 'dre-bat');
    const ev: Events = [];
    atRoundStart(s, ev);
    expect([ev, s.scn!.removed]).toEqual([[], []]);
    s.scn!.removed = ['arechi'];
    s.scn!.tokens = { '1': 'drear:6' };
    s.corrupted = [];
    for (const c of s.chars) c.at = THE_DOJO;
    atRoundStart(s, ev);
    expect([keys(ev), s.scn!.removed, ...outcome(s)]).toEqual([['coh.ev.worldRemoved', LOST], ['arechi', 'drear'], 'over', 'lost', []]);
  });

  it('COH-S04 a token razing a World’s last space removes it at once; the scenario over, no second token', () => {
    const s = scenario('s04', 2, 'razed3');
    s.spaces = {};
    s.corrupted = [];
    s.scn!.removed = ['arechi'];
    for (const w of ['baiyu', 'oakenmoor', 'oppenheim', 'drear', 'hollowmere'])
      for (let n = 1; n <= 6; n++) s.spaces[`${w}:${n}`] = card(`${w}${n}`);
    delete s.spaces['drear:4'];
    const ev: Events = [];
    hooks.special(s, ev, 'raze2');
    // Every space in play is full once the token is down: whichever World it lands on is removed, the second.
    expect(keys(ev)).toEqual(['coh.ev.razed', 'coh.ev.worldRemoved', LOST]);
    expect([s.scn!.removed.length, s.scn!.tokens, s.scn!.result]).toEqual([2, {}, 'lost']);
  });
});

describe('CoH scenarios: more special results (hooks.special)', () => {
  const jar = { uid: 'jar', num: 4, charges: null };

  it('COH-S07 toJar: A’shura moves two spaces toward the Jar holder; without a holder or a Corrupted, nothing', () => {
    const s = scenario('s07', 2);
    const ev: Events = [];
    hooks.special(s, ev, 'toJar');
    expect(ev).toEqual([]);
    s.corrupted = [];
    s.chars[1]!.items = [jar];
    s.chars[1]!.at = 'baiyu:6';
    hooks.special(s, ev, 'toJar');
    expect(ev).toEqual([]);
    s.scn!.phase = 2;
    const c = { uid: 'k1', id: 'ashura', at: THE_DOJO, health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false };
    s.corrupted = [c];
    hooks.special(s, ev, 'toJar');
    expect(keys(ev)).toEqual(['coh.ev.corruptedMoves', 'coh.ev.corruptedMoves']);
    expect(dist(s, c.at, 'baiyu:6')).toBe(dist(s, THE_DOJO, 'baiyu:6') - 2);
  });

  it('COH-S07 jarTurn: the Jar holder takes a new turn at once (a fresh Start step, a bonus turn); without a holder, nothing', () => {
    const s = scenario('s07', 2);
    const ev: Events = [];
    s.step = 'corrupted';
    hooks.special(s, ev, 'jarTurn');
    expect([ev, s.step, s.scn!.bonusTurn]).toEqual([[], 'corrupted', false]);
    s.order = [0, 1];
    s.turn = 0;
    s.ts.helped = true;
    s.chars[1]!.items = [jar];
    hooks.special(s, ev, 'jarTurn');
    expect([s.step, s.turn, s.scn!.bonusTurn, s.ts]).toEqual(['start', 1, true, freshTurn()]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.jarTurn', vars: who(s.chars[1]!) }]);
  });

  it('COH-S10 spiritOrDoom: each character pays 2 Spirit (2 is enough); those who cannot bring one Doom in all', () => {
    const s = scenario('s10', 3);
    s.order = [2, 0, 1];
    s.chars[0]!.spirit = 2;
    s.chars[1]!.spirit = 1;
    s.chars[2]!.spirit = 0;
    const ev: Events = [];
    hooks.special(s, ev, 'spiritOrDoom');
    expect(s.chars.map((c) => c.spirit)).toEqual([0, 1, 0]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.loseSpirit', vars: { ...who(s.chars[0]!), n: 2 } },
      { key: 'coh.ev.doom', vars: { n: 1 } },
    ]);
    for (const c of s.chars) c.spirit = 3;
    ev.length = 0;
    hooks.special(s, ev, 'spiritOrDoom');
    expect([s.chars.map((c) => c.spirit), keys(ev), s.scn!.doom]).toEqual([
      [1, 1, 1],
      ['coh.ev.loseSpirit', 'coh.ev.loseSpirit', 'coh.ev.loseSpirit'],
      1,
    ]);
  });

  it('COH-S10 sandman, phase 1: the tokens nobody holds go face down again on random spaces without a token; held ones stay held', () => {
    const s = scenario('s10', 2, 'sand');
    s.scn!.tokens = { '3': 'baiyu:1', '4': 'baiyu:2' };
    s.scn!.hidden = [];
    s.scn!.holds = { '1': 0, '2': 1 };
    const ev: Events = [];
    hooks.special(s, ev, 'sandman');
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['3', '4']);
    expect(s.scn!.hidden).toEqual(['3', '4']);
    expect(s.scn!.tokens['3']).not.toBe(s.scn!.tokens['4']);
    expect([s.scn!.holds, texts(ev)]).toEqual([{ '1': 0, '2': 1 }, [{ key: 'coh.ev.tokensShuffled' }]]);
    s.scn!.tokens = {};
    s.scn!.hidden = [];
    ev.length = 0;
    hooks.special(s, ev, 'sandman');
    expect([s.scn!.tokens, s.scn!.hidden, keys(ev)]).toEqual([{}, [], ['coh.ev.tokensShuffled']]);
  });

  it('COH-S10 sandman, phase 2: a scenario token on The Ancient Hydra, on The Dojo or wherever it is; none without it', () => {
    const s = scenario('s10', 2);
    s.scn!.phase = 2;
    s.spaces = {
      [THE_DOJO]: { uid: 'h1', id: 'dsk-hydra', faceUp: true, dmg: 0 },
      'baiyu:1': { uid: 'b1', id: 'bai-boss', faceUp: true, dmg: 0 },
    };
    const ev: Events = [];
    hooks.special(s, ev, 'sandman');
    hooks.special(s, ev, 'sandman');
    expect([s.scn!.bossTokens, texts(ev)]).toEqual([
      { h1: 2 },
      [
        { key: 'coh.ev.hydraToken', vars: { n: 1 } },
        { key: 'coh.ev.hydraToken', vars: { n: 2 } },
      ],
    ]);
    s.spaces = {
      [THE_DOJO]: { uid: 'o1', id: 'oak-wolf', faceUp: true, dmg: 0 },
      'drear:2': { uid: 'h2', id: 'dsk-hydra', faceUp: true, dmg: 0 },
    };
    hooks.special(s, ev, 'sandman');
    expect(s.scn!.bossTokens).toEqual({ h1: 2, h2: 1 });
    s.spaces = { [THE_DOJO]: { uid: 'o1', id: 'oak-wolf', faceUp: true, dmg: 0 } };
    ev.length = 0;
    hooks.special(s, ev, 'sandman');
    expect([s.scn!.bossTokens, ev]).toEqual([{ h1: 2, h2: 1 }, []]);
  });

  it('COH-S10 sandman, phase 3: Ophion (or the Corrupted chosen) takes one more activation; none in play, nothing', () => {
    const s = scenario('s10', 2);
    s.scn!.phase = 3;
    const ev: Events = [];
    hooks.special(s, ev, 'sandman');
    expect(ev).toEqual([]);
    const o = { uid: 'k1', id: 'ophion', at: 'drear:3', health: 8, start: 8, resilience: 2, team: null, tag: null, temporary: false };
    const e = { ...o, uid: 'k2', id: 'enoki' };
    s.corrupted = [e, o];
    hooks.special(s, ev, 'sandman');
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.corruptedExtra', vars: { ...corrVars(o), n: 1 } });
    expect(texts(ev)[1]).toMatchObject({ key: 'coh.ev.corruptedActs', vars: corrVars(o) });
    s.scn!.chosen = ['enoki'];
    ev.length = 0;
    hooks.special(s, ev, 'sandman');
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.corruptedExtra', vars: { ...corrVars(e), n: 1 } });
    s.corrupted = [o];
    s.scn!.chosen = ['enoki'];
    ev.length = 0;
    hooks.special(s, ev, 'sandman');
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.corruptedExtra', vars: { ...corrVars(o), n: 1 } });
  });

  it('COH-A10 activationEach: one extra Activation for each character, queued in turn order ahead of the queue', () => {
    const s = scenario('s01', 3);
    s.order = [2, 0, 1];
    s.queue = [{ seat: 0, eff: { op: 'move', n: 1 }, by: 0 }];
    hooks.special(s, [], 'activationEach');
    expect(s.queue).toEqual([
      { seat: 2, eff: { op: 'activation', n: 1 }, by: 2, extra: true },
      { seat: 0, eff: { op: 'activation', n: 1 }, by: 0, extra: true },
      { seat: 1, eff: { op: 'activation', n: 1 }, by: 1, extra: true },
      { seat: 0, eff: { op: 'move', n: 1 }, by: 0 },
    ]);
  });

  it('COH-S05 poorestActs: the character with the least energy takes two Activations; a tie goes to the d6 among the tied, in turn order', () => {
    const s = scenario('s05', 3);
    s.order = [0, 1, 2];
    s.chars[0]!.energy = { red: 1, blue: 1, green: 0 };
    s.chars[1]!.energy = { red: 0, blue: 0, green: 3 };
    s.chars[2]!.energy = { red: 0, blue: 1, green: 0 };
    const ev: Events = [];
    hooks.special(s, ev, 'poorestActs');
    expect(texts(ev)).toEqual([{ key: 'coh.ev.poorest', vars: who(s.chars[2]!) }]);
    expect(s.queue.map((q) => [q.seat, q.eff.op, q.extra])).toEqual([
      [2, 'activation', true],
      [2, 'activation', true],
    ]);
    const seen = new Set<number>();
    for (let k = 0; k < 24; k++) {
      const t = scenario('s05', 3, `tie${k}`);
      t.order = [1, 2, 0];
      t.chars[0]!.energy = { red: 1, blue: 0, green: 0 };
      t.chars[1]!.energy = { red: 0, blue: 0, green: 1 };
      t.chars[2]!.energy = { red: 0, blue: 3, green: 0 };
      hooks.special(t, [], 'poorestActs');
      seen.add(t.queue[0]!.seat);
      expect(t.queue.map((q) => q.seat)).toEqual([t.queue[0]!.seat, t.queue[0]!.seat]);
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it('COH-S05 weakestGold: the character with the least Health gains 2 Gold; a tie goes to the first in turn order, no die', () => {
    const s = scenario('s05', 3);
    s.order = [1, 2, 0];
    s.chars[0]!.health = 3;
    s.chars[1]!.health = 4;
    s.chars[2]!.health = 3;
    const ev: Events = [];
    hooks.special(s, ev, 'weakestGold');
    expect(s.pending).toEqual([{ k: 'gold', seat: 2, n: 2 }]);
  });

  it('COH-S01 COH-A47 halfCorrupted: a Corrupted with half its Health (rounded down) when none is in play; else 1 Gold each', () => {
    const s = scenario('s01', 3);
    const ev: Events = [];
    hooks.special(s, ev, 'halfCorrupted');
    expect(s.corrupted).toHaveLength(1);
    const c = s.corrupted[0]!;
    expect([c.health, c.start]).toEqual([Math.floor(corruptedDef(c.id).health / 2), Math.floor(corruptedDef(c.id).health / 2)]);
    expect(keys(ev)).toEqual(['coh.ev.corruptedIn']);
    s.order = [2, 0, 1];
    hooks.special(s, ev, 'halfCorrupted');
    expect([s.corrupted.length, s.pending]).toEqual([
      1,
      [
        { k: 'gold', seat: 2, n: 1 },
        { k: 'gold', seat: 0, n: 1 },
        { k: 'gold', seat: 1, n: 1 },
      ],
    ]);
  });

  it('COH-S06 bossTokens: one Resilience token on each face-up Boss; a face-down one, a Monster that is no Boss, an Event get none', () => {
    const s = scenario('s06', 1);
    s.spaces = {
      'baiyu:6': { uid: 'b1', id: 'bai-boss', faceUp: true, dmg: 0 },
      'drear:6': { uid: 'b2', id: 'dre-boss', faceUp: false, dmg: 0 },
      'drear:1': { uid: 'm1', id: 'dre-bat', faceUp: true, dmg: 0 },
      'drear:2': { uid: 'e1', id: 'dre-fog', faceUp: true, dmg: 0 },
    };
    s.scn!.bossTokens = { b1: 1 };
    const ev: Events = [];
    hooks.special(s, ev, 'bossTokens');
    expect([s.scn!.bossTokens, texts(ev)]).toEqual([{ b1: 2 }, [{ key: 'coh.ev.bossToken', vars: cardVars('bai-boss') }]]);
    s.spaces['oakenmoor:6'] = { uid: 'b3', id: 'oak-boss', faceUp: true, dmg: 0 };
    hooks.special(s, ev, 'bossTokens');
    expect(s.scn!.bossTokens).toEqual({ b1: 3, b3: 1 });
  });

  it('COH-S12 dojoCorrupted: a random Corrupted on The Dojo with 6 Health, while one is left to draw; peek: a look for the first in turn order', () => {
    const s = scenario('s12', 1);
    const ev: Events = [];
    hooks.special(s, ev, 'dojoCorrupted');
    expect(s.corrupted.map((c) => [c.at, c.health, c.start])).toEqual([[THE_DOJO, 6, 6]]);
    for (let k = 1; k < CORRUPTED.length; k++) hooks.special(s, ev, 'dojoCorrupted');
    expect(new Set(s.corrupted.map((c) => c.id)).size).toBe(CORRUPTED.length);
    hooks.special(s, ev, 'dojoCorrupted');
    expect(s.corrupted).toHaveLength(CORRUPTED.length);
    const p = scenario('s04', 3);
    p.order = [2, 0, 1];
    hooks.special(p, [], 'peek');
    expect(p.pending).toEqual([{ k: 'peek', seat: 2, deck: null }]);
    const before = JSON.stringify(p);
    hooks.special(p, ev, 'nothing-known');
    expect(JSON.stringify(p)).toBe(before);
  });
});

/** The active character's Adventure: seat first in turn order, nothing pending. */
function adventureOf(s: CohState, seat: number): CohState {
  s.order = [seat, ...s.order.filter((x) => x !== seat)];
  s.turn = 0;
  s.step = 'adventure';
  s.ts = freshTurn();
  s.pending = [];
  s.queue = [];
  for (const c of s.chars) [c.stance, c.nextAttack] = [null, 0];
  return s;
}
/** A space next to this one (its first neighbour). */
const adjacentTo = (s: CohState, sp: string) => geo(s).adj[sp]![0]!;
const allOther = (n: number) => ({ op: 'damage', n, range: 0, target: 'allOther', plusX: false }) as never;

describe('CoH scenarios: S10’s tokens (collectTokens, sandmanPhase2, the gift of a token)', () => {
  it('COH-S10 COH-A62 arriving in its Adventure a character turns up the space’s tokens and takes No.1, then each next one it may', () => {
    const s = adventureOf(scenario('s10', 2), 0);
    s.scn!.tokens = { '1': 'baiyu:1', '2': 'baiyu:1', '3': 'drear:2', '4': 'baiyu:3' };
    s.scn!.hidden = ['1', '2', '3', '4'];
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:1');
    const k = who(s.chars[0]!);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.tokenRevealed', vars: { n: 1, ...spaceVars('baiyu:1') } },
      { key: 'coh.ev.tokenRevealed', vars: { n: 2, ...spaceVars('baiyu:1') } },
      { key: 'coh.ev.tokenTaken', vars: { ...k, n: 1 } },
      { key: 'coh.ev.tokenTaken', vars: { ...k, n: 2 } },
    ]);
    expect([s.scn!.tokens, s.scn!.hidden, s.scn!.holds, s.scn!.phase]).toEqual([
      { '3': 'drear:2', '4': 'baiyu:3' },
      ['3', '4'],
      { '1': 0, '2': 0 },
      1,
    ]);
  });

  it('COH-S10 a token is taken only after the one before it, by the same character; outside its Adventure nothing is taken or turned', () => {
    const s = adventureOf(scenario('s10', 2), 1);
    s.scn!.tokens = { '2': 'drear:2', '3': 'baiyu:3' };
    s.scn!.hidden = [];
    s.scn!.holds = { '1': 0 };
    const ev: Events = [];
    arrive(s, ev, 1, 'drear:2');
    expect([s.scn!.tokens['2'], ev]).toEqual(['drear:2', []]);
    s.scn!.holds = { '1': 1, '2': 0 };
    arrive(s, ev, 1, 'baiyu:3');
    expect([s.scn!.tokens['3'], ev]).toEqual(['baiyu:3', []]);
    s.scn!.holds = { '1': 1 };
    s.scn!.hidden = ['2'];
    arrive(s, ev, 0, 'drear:2');
    expect([s.scn!.tokens['2'], s.scn!.hidden, ev]).toEqual(['drear:2', ['2'], []]);
    arrive(s, ev, 1, 'drear:2');
    expect([s.scn!.tokens['2'], s.scn!.holds, keys(ev)]).toEqual([
      undefined,
      { '1': 1, '2': 1 },
      ['coh.ev.tokenRevealed', 'coh.ev.tokenTaken'],
    ]);
  });

  it('COH-S10 one character holding every token (characters + 2) starts phase 2: The Ancient Hydra on The Dojo, the card there discarded, the Dojo swapped', () => {
    const s = adventureOf(scenario('s10', 2, 'phase2'), 0);
    s.scn!.tokens = { '4': 'baiyu:3' };
    s.scn!.hidden = [];
    s.scn!.holds = { '1': 0, '2': 0, '3': 0 };
    s.spaces = {
      [THE_DOJO]: { uid: 'o1', id: 'oak-wolf', faceUp: true, dmg: 0 },
      'drear:1': { uid: 'h0', id: 'dsk-hydra', faceUp: true, dmg: 0 },
    };
    s.discard = ['dsk-hydra', 'oak-owl'];
    const decks = JSON.stringify(s.worldDecks) + JSON.stringify(s.dusk);
    const uid = s.nextUid;
    const ev: Events = [];
    arrive(s, ev, 0, 'baiyu:3');
    expect(s.scn!.phase).toBe(2);
    expect(keys(ev).slice(0, 4)).toEqual(['coh.ev.tokenTaken', 'coh.ev.phase', 'coh.ev.hydraDojo10', 'coh.ev.swapDojo']);
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.phase', vars: { n: 2 } });
    expect(s.spaces[THE_DOJO]).toEqual({ uid: `w${uid}`, id: 'dsk-hydra', faceUp: true, dmg: 0 });
    expect(Object.values(s.spaces).filter((c) => c.id === 'dsk-hydra')).toHaveLength(1);
    expect(s.discard).toEqual(['oak-owl', 'oak-wolf']);
    expect(JSON.stringify(s.worldDecks) + JSON.stringify(s.dusk)).not.toBe(decks);
    expect(s.layout['dojo']!.slot).not.toBe(0);
  });

  it('COH-S10 COH-A60 the World in the centre is rolled again: the Dojo swaps with a World on the ring', () => {
    for (let k = 0; k < 12; k++) {
      const s = adventureOf(scenario('s10', 2, `ring${k}`), 0);
      const centre = s.layout['baiyu']!.slot;
      s.layout = { ...s.layout, dojo: { ...s.layout['dojo']!, slot: centre }, baiyu: { ...s.layout['baiyu']!, slot: 0 } };
      s.scn!.tokens = { '4': 'drear:3' };
      s.scn!.hidden = [];
      s.scn!.holds = { '1': 0, '2': 0, '3': 0 };
      arrive(s, [], 0, 'drear:3');
      expect([s.scn!.phase, s.layout['baiyu']!.slot]).toEqual([2, 0]);
      expect(s.layout['dojo']!.slot).not.toBe(centre);
    }
  });

  it('COH-S10 all the tokens held but not by one character: no phase 2', () => {
    const s = adventureOf(scenario('s10', 2), 0);
    s.scn!.tokens = { '4': 'baiyu:3' };
    s.scn!.hidden = [];
    s.scn!.holds = { '1': 0, '2': 1, '3': 0 };
    arrive(s, [], 0, 'baiyu:3');
    expect([s.scn!.phase, s.scn!.holds]).toEqual([1, { '1': 0, '2': 1, '3': 0, '4': 0 }]);
    s.scn!.holds = { '1': 0, '2': 0 };
    s.scn!.tokens = { '3': 'drear:1' };
    arrive(s, [], 0, 'drear:1');
    expect([s.scn!.phase, Object.keys(s.scn!.holds).length]).toEqual([1, 3]);
  });

  it('COH-S10 §27.10 a token held is given to a character on the same space (no Activation); the last gift may start phase 2', () => {
    const s = adventureOf(scenario('s10', 2), 0);
    s.scn!.tokens = {};
    s.scn!.hidden = [];
    s.scn!.holds = { '1': 0, '2': 1, '3': 0, '4': 1 };
    s.chars[0]!.at = 'baiyu:2';
    s.chars[1]!.at = 'drear:2';
    const ids = () => currentSpec(s)!.opts.map((o) => o.id);
    expect(ids().filter((id) => id.startsWith('givet'))).toEqual([]);
    s.chars[1]!.at = 'baiyu:2';
    expect(ids().filter((id) => id.startsWith('givet'))).toEqual(['givet:1:1', 'givet:3:1']);
    const give = currentSpec(s)!.opts.find((o) => o.id === 'givet:3:1')!;
    expect(give.label).toEqual({ key: 'coh.c.giveToken', vars: { n: 3, ...who(s.chars[1]!) } });
    const ev: Events = [];
    give.run(s, ev);
    expect([s.scn!.holds, texts(ev), s.scn!.phase]).toEqual([
      { '1': 0, '2': 1, '3': 1, '4': 1 },
      [{ key: 'coh.ev.giveToken', vars: { ...who(s.chars[0]!), ...who(s.chars[1]!, 'to'), n: 3 } }],
      1,
    ]);
    currentSpec(s)!
      .opts.find((o) => o.id === 'givet:1:1')!
      .run(s, ev);
    expect([s.scn!.holds, s.scn!.phase, s.spaces[THE_DOJO]?.id]).toEqual([{ '1': 1, '2': 1, '3': 1, '4': 1 }, 2, 'dsk-hydra']);
  });
});

describe('CoH scenarios: S12’s tokens and Dreamstones (hurtToken, itemGained)', () => {
  it('COH-S12 COH-A62 a face-up token falls when this turn’s damage reaches its number, and gives a Dreamstone; a face-down one is no target', () => {
    const s = adventureOf(scenario('s12', 1), 0);
    s.chars[0]!.at = 'drear:4';
    s.chars[0]!.items = [];
    s.scn!.tokens = { '3': 'drear:4', '5': 'drear:4', '6': 'drear:4' };
    s.scn!.hidden = ['6'];
    s.scn!.tokenDmg = {};
    s.itemStock['1'] = 5;
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(2) });
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.hitToken', vars: { n: 3, dmg: 2, left: 1 } },
      { key: 'coh.ev.hitToken', vars: { n: 5, dmg: 2, left: 3 } },
    ]);
    expect(s.scn!.tokenDmg).toEqual({ '3': 2, '5': 2 });
    ev.length = 0;
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(1) });
    expect(keys(ev)).toEqual(['coh.ev.hitToken', 'coh.ev.tokenDown', 'coh.ev.item', 'coh.ev.hitToken']);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.hitToken', vars: { n: 3, dmg: 1, left: 0 } });
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.tokenDown', vars: { n: 3, ...who(s.chars[0]!) } });
    expect([s.scn!.tokens, s.scn!.tokenDmg, s.chars[0]!.items.map((i) => i.num), s.itemStock['1']]).toEqual([
      { '5': 'drear:4', '6': 'drear:4' },
      { '5': 3 },
      [1],
      4,
    ]);
    ev.length = 0;
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(9) });
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.hitToken', vars: { n: 5, dmg: 9, left: 0 } });
    expect(s.scn!.tokens).toEqual({ '6': 'drear:4' });
  });

  it('COH-S12 the eighth Dreamstone held wins; the seventh does not; another Item does not count', () => {
    const s = adventureOf(scenario('s12', 1), 0);
    s.itemStock['1'] = 9;
    s.itemStock['2'] = 9;
    s.chars[0]!.items = Array.from({ length: 6 }, (_, i) => ({ uid: `d${i}`, num: 1, charges: null }));
    s.chars[0]!.items.push({ uid: 'x', num: 2, charges: null });
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'item', n: 1 } as never });
    runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'item', n: 2 } as never });
    expect([s.step, s.scn!.result]).toEqual(['adventure', null]);
    runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'item', n: 1 } as never });
    expect([keys(ev).at(-1), ...outcome(s)]).toEqual([WON, 'over', 'won', [0]]);
  });

  it('COH-S12 no damage, or a token no longer in play, changes nothing', () => {
    const s = adventureOf(scenario('s12', 1), 0);
    s.chars[0]!.at = 'drear:4';
    s.scn!.tokens = { '2': 'drear:4' };
    s.scn!.hidden = [];
    s.scn!.tokenDmg = {};
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(0) });
    expect([s.scn!.tokenDmg, keys(ev)]).toEqual([{}, []]);
  });
});

describe('CoH scenarios: S07’s Jar and wells (itemGained, ashuraOnJar, fillWells)', () => {
  it('COH-S07 COH-A57 the Jar gained starts phase 2: the six wells on random spaces, A’shura on a random space, the holder’s wells filled', () => {
    const s = adventureOf(scenario('s07', 2, 'jar'), 0);
    s.itemStock['4'] = 1;
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: { op: 'item', n: 4 } as never });
    expect(s.scn!.phase).toBe(2);
    expect(keys(ev).slice(0, 3)).toEqual(['coh.ev.item', 'coh.ev.phase', 'coh.ev.corruptedIn']);
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.phase', vars: { n: 2 } });
    expect(s.corrupted.map((c) => c.id)).toEqual(['ashura']);
    const wells = s.scn!.tokens;
    expect(Object.keys(wells).length + s.scn!.count).toBe(6);
    expect(new Set(Object.values(wells)).size).toBe(Object.keys(wells).length);
    runEffect(s, ev, { seat: 1, by: 1, eff: { op: 'item', n: 2 } as never });
    expect(s.corrupted).toHaveLength(1);
  });

  it('COH-S07 the Corrupted chosen comes instead of A’shura; no Jar, no phase 2; phase 2 is not started twice', () => {
    const s = adventureOf(scenario('s07', 2), 0);
    s.scn!.chosen = ['enoki'];
    s.itemStock['4'] = 2;
    s.itemStock['2'] = 2;
    runEffect(s, [], { seat: 0, by: 0, eff: { op: 'item', n: 2 } as never });
    expect([s.scn!.phase, s.corrupted]).toEqual([1, []]);
    runEffect(s, [], { seat: 0, by: 0, eff: { op: 'item', n: 4 } as never });
    expect([s.scn!.phase, s.corrupted.map((c) => c.id)]).toEqual([2, ['enoki']]);
    runEffect(s, [], { seat: 1, by: 1, eff: { op: 'item', n: 4 } as never });
    expect(s.corrupted).toHaveLength(1);
  });

  it('COH-S07 the Jar holder arriving on the next well fills it, then the next if it is there; another character fills none; phase 1 none', () => {
    const s = adventureOf(scenario('s07', 2), 0);
    s.chars[1]!.items = [{ uid: 'j', num: 4, charges: null }];
    s.scn!.tokens = { '1': 'baiyu:2', '2': 'baiyu:2', '3': 'drear:1', '4': 'baiyu:2' };
    const ev: Events = [];
    arrive(s, ev, 1, 'baiyu:2');
    expect([s.scn!.count, ev]).toEqual([0, []]);
    s.scn!.phase = 2;
    arrive(s, ev, 0, 'baiyu:2');
    expect([s.scn!.count, ev]).toEqual([0, []]);
    arrive(s, ev, 1, 'baiyu:2');
    expect([s.scn!.count, s.scn!.tokens, texts(ev)]).toEqual([
      2,
      { '3': 'drear:1', '4': 'baiyu:2' },
      [
        { key: 'coh.ev.well', vars: { n: 1 } },
        { key: 'coh.ev.well', vars: { n: 2 } },
      ],
    ]);
  });

  it('COH-S07 COH-A57 A’shura reaching the Jar holder’s space brings a Doom; another space none', () => {
    const s = scenario('s07', 2);
    s.scn!.phase = 2;
    s.chars[1]!.items = [{ uid: 'j', num: 4, charges: null }];
    s.chars[1]!.at = 'baiyu:1';
    const c = { uid: 'k1', id: 'ashura', at: THE_DOJO, health: 8, start: 8, resilience: 1, team: null, tag: null, temporary: false };
    s.corrupted = [c];
    const far = dist(s, THE_DOJO, 'baiyu:1');
    const ev: Events = [];
    hooks.special(s, ev, 'toJar');
    expect(dist(s, c.at, 'baiyu:1')).toBe(Math.max(0, far - 2));
    const arrived = c.at === 'baiyu:1';
    expect(keys(ev).includes('coh.ev.ashuraJar')).toBe(arrived);
    expect(s.scn!.doom).toBe(arrived ? 1 : 0);
    c.at = s.layout ? adjacentTo(s, 'baiyu:1') : c.at;
    ev.length = 0;
    hooks.special(s, ev, 'toJar');
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.corruptedMoves', vars: { ...corrVars(c), ...spaceVars('baiyu:1') } },
      { key: 'coh.ev.ashuraJar', vars: corrVars(c) },
      { key: 'coh.ev.doom', vars: { n: s.scn!.doom } },
    ]);
  });
});

describe('CoH scenarios: objectives checked when the game settles (objectiveHeld)', () => {
  const quest = (seats: number[], part: 1 | 2 | 3) => ({ id: 'q-monster-hunt', seats, part, count: 0 });
  const full = { red: 10, blue: 10, green: 10 };
  const settled = (s: CohState) => {
    const ev: Events = [];
    settle(s, ev);
    return ev;
  };

  it('COH-S02 every character at the maximum of every colour, with a complete Quest, on The Dojo wins; one short of any of them does not', () => {
    const make = () => {
      const s = adventureOf(scenario('s02', 2), 0);
      for (const c of s.chars) [c.energy, c.at] = [{ ...full }, THE_DOJO];
      s.quests = s.chars.map((c) => quest([c.seat], 3));
      return s;
    };
    const won = make();
    expect(keys(settled(won))).toContain(WON);
    expect(outcome(won)).toEqual(['over', 'won', [0, 1]]);
    const low = make();
    low.chars[1]!.energy.blue = 9;
    const away = make();
    away.chars[0]!.at = 'baiyu:1';
    const noQuest = make();
    noQuest.quests[1]!.part = 2;
    for (const s of [low, away, noQuest]) {
      settled(s);
      expect([s.step, s.scn!.result]).toEqual(['adventure', null]);
    }
  });

  it('COH-S13 two Quests complete in total and every character on The Dojo win; one Quest, or one character away, does not', () => {
    const make = (done: number) => {
      const s = adventureOf(scenario('s13', 2), 0);
      for (const c of s.chars) c.at = THE_DOJO;
      s.quests = [0, 1, 2].map((i) => quest([i % 2], i < done ? 3 : 2));
      return s;
    };
    const won = make(2);
    settled(won);
    expect(outcome(won)).toEqual(['over', 'won', [0, 1]]);
    const one = make(1);
    settled(one);
    expect(one.step).toBe('adventure');
    const away = make(3);
    away.chars[1]!.at = 'drear:1';
    settled(away);
    expect(away.step).toBe('adventure');
  });

  it('COH-S14 a team with two complete Quests of its own and a member at every maximum on The Dojo wins (Soff’s team: won, the other: lost)', () => {
    const make = () => {
      const s = adventureOf(scenario('s14', 2), 0);
      s.quests = [quest([1], 3), quest([1], 3), quest([0], 3), quest([0, 1], 3)];
      s.chars[1]!.energy = { ...full };
      s.chars[1]!.at = THE_DOJO;
      return s;
    };
    const kaoru = make();
    settled(kaoru);
    expect(outcome(kaoru)).toEqual(['over', 'lost', [1]]);
    const soff = make();
    soff.quests[0]!.seats = [0];
    soff.chars[0]!.energy = { ...full };
    soff.chars[0]!.at = THE_DOJO;
    settled(soff);
    expect(outcome(soff)).toEqual(['over', 'won', [0]]);
    const one = make();
    one.quests[1]!.part = 2;
    const away = make();
    away.chars[1]!.at = 'baiyu:4';
    const low = make();
    low.chars[1]!.energy.red = 9;
    for (const s of [one, away, low]) {
      settled(s);
      expect(s.step).toBe('adventure');
    }
  });

  it('COH-S05 COH-A55 Leaf with all three tracks at the maximum wins for his team, wherever he is; one short does not', () => {
    const s = adventureOf(scenario('s05', 3), 1);
    const leaf = s.chars[0]!;
    leaf.energy = { red: 10, blue: 10, green: 9 };
    leaf.at = 'baiyu:2';
    settled(s);
    expect(s.step).toBe('adventure');
    leaf.energy.green = 10;
    settled(s);
    expect(outcome(s)).toEqual(['over', 'won', [0]]);
  });

  it('COH-S07 A’shura defeated (phase 3), the six wells filled and the Jar on The Dojo win; each condition one short does not', () => {
    const make = () => {
      const s = adventureOf(scenario('s07', 2), 0);
      s.scn!.phase = 3;
      s.scn!.count = 6;
      s.chars[1]!.items = [{ uid: 'j', num: 4, charges: null }];
      s.chars[1]!.at = THE_DOJO;
      s.chars[0]!.at = 'baiyu:1';
      return s;
    };
    const won = make();
    settled(won);
    expect(outcome(won)).toEqual(['over', 'won', [0, 1]]);
    const phase = make();
    phase.scn!.phase = 2;
    const wells = make();
    wells.scn!.count = 5;
    const noJar = make();
    noJar.chars[1]!.items = [];
    const away = make();
    away.chars[1]!.at = 'baiyu:1';
    for (const s of [phase, wells, noJar, away]) {
      settled(s);
      expect(s.step).toBe('adventure');
    }
  });

  it('COH-S18 Thomas at the maximum of every track wins; one short does not', () => {
    const s = adventureOf(scenario('s18', 1), 0);
    s.chars[0]!.energy = { red: 10, blue: 9, green: 10 };
    settled(s);
    expect(s.step).toBe('adventure');
    s.chars[0]!.energy.blue = 10;
    settled(s);
    expect(outcome(s)).toEqual(['over', 'won', [0]]);
  });

  it('COH-S06 Leaf at every maximum with seven Allies on Baiyu’s space No.3, Baiyu beside Oakenmoor, wins; each condition one short does not', () => {
    const make = (bSlot: number, oSlot: number) => {
      const s = adventureOf(scenario('s06', 1), 0);
      // Baiyu and Oakenmoor on the ring's slots asked, the other Worlds on the slots left, in order.
      const rest = [1, 2, 3, 4, 5, 6].filter((x) => x !== bSlot && x !== oSlot);
      const others = Object.keys(s.layout).filter((w) => w !== 'dojo' && w !== 'baiyu' && w !== 'oakenmoor');
      s.layout = Object.fromEntries(
        Object.entries(s.layout).map(([w, p]) => [
          w,
          { ...p, slot: w === 'dojo' ? 0 : w === 'baiyu' ? bSlot : w === 'oakenmoor' ? oSlot : rest[others.indexOf(w)]! },
        ]),
      );
      s.chars[0]!.energy = { ...full };
      s.chars[0]!.at = 'baiyu:3';
      s.scn!.inventory = [Array(7).fill('oak-wolf') as string[]];
      return s;
    };
    for (const [b, o] of [
      [2, 1],
      [1, 2],
      [6, 1],
      [1, 6],
    ]) {
      const s = make(b!, o!);
      settled(s);
      expect([b, o, ...outcome(s)]).toEqual([b, o, 'over', 'won', [0]]);
    }
    for (const [b, o] of [
      [1, 3],
      [4, 1],
      [2, 5],
    ]) {
      const s = make(b!, o!);
      settled(s);
      expect([b, o, s.step]).toEqual([b, o, 'adventure']);
    }
    const six = make(2, 1);
    six.scn!.inventory[0]!.pop();
    const away = make(2, 1);
    away.chars[0]!.at = 'baiyu:4';
    const low = make(2, 1);
    low.chars[0]!.energy.red = 9;
    for (const s of [six, away, low]) {
      settled(s);
      expect(s.step).toBe('adventure');
    }
  });
});

describe('CoH scenarios: S11’s allied Corrupted (scenarioActions)', () => {
  it('COH-S11 Persephone spends 6 FEAR for an allied Corrupted, temporary, on her team; 5 FEAR, another character, or the Corrupted in play: no such action', () => {
    const s = adventureOf(scenario('s11', 3), 0);
    const p = s.chars[0]!;
    expect(p.character).toBe('persephone');
    const fear = () => currentSpec(s)!.opts.filter((o) => o.id === 'fear');
    p.res = { fear: 5 };
    expect(fear()).toEqual([]);
    p.res = { fear: 6 };
    const [opt] = fear();
    expect(opt!.label).toEqual({
      key: 'coh.c.fearAlly',
      vars: { corr: corruptedDef('ophion').name.en, corrFr: corruptedDef('ophion').name.fr },
    });
    const ev: Events = [];
    opt!.run(s, ev);
    expect(p.res.fear).toBe(0);
    expect(keys(ev)).toEqual(['coh.ev.fearAlly', 'coh.ev.corruptedIn']);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.fearAlly', vars: who(p) });
    expect(s.corrupted.map((c) => [c.id, c.team, c.temporary])).toEqual([['ophion', 1, true]]);
    p.res = { fear: 9 };
    expect(fear()).toEqual([]);
    const t = adventureOf(scenario('s11', 3), 1);
    t.chars[1]!.res = { fear: 9 };
    expect(currentSpec(t)!.opts.filter((o) => o.id === 'fear')).toEqual([]);
    const c = adventureOf(scenario('s11', 3), 0);
    c.scn!.chosen = ['enoki'];
    c.chars[0]!.res = { fear: 7 };
    currentSpec(c)!
      .opts.find((o) => o.id === 'fear')!
      .run(c, []);
    expect([c.chars[0]!.res.fear, c.corrupted.map((k) => k.id)]).toEqual([1, ['enoki']]);
  });

  it('COH-S11 no scenario action in other scenarios', () => {
    const s = adventureOf(scenario('s04', 2), 0);
    s.chars[0]!.character = 'persephone';
    s.chars[0]!.res = { fear: 9 };
    expect(currentSpec(s)!.opts.filter((o) => o.id === 'fear' || o.id.startsWith('givet') || o.id.startsWith('xf'))).toEqual([]);
  });
});

describe('CoH scenarios: S09, Warrior in distress (setupS09, transfers, terror tokens, phase 2)', () => {
  const s09 = () => adventureOf(scenario('s09', 1), 0);

  it('COH-S09 setup: Oric on Oppenheim 3, Persephone’s board on Drear 3 with her Health plus the scenario’s, Ophion on The Dojo with 2 Resilience', () => {
    const s = scenario('s09', 1);
    expect(s.chars[0]!.at).toBe('oppenheim:3');
    expect(s.scn!.npc).toEqual({
      at: 'drear:3',
      health: 7 + 4,
      spirit: 6,
      energy: { red: 0, blue: 0, green: 0 },
      fear: 0,
      given: 0,
      freed: false,
    });
    expect(s.corrupted.map((c) => [c.id, c.at, c.resilience])).toEqual([['ophion', THE_DOJO, 2]]);
  });

  it('COH-S09 COH-A59 Oric on her space gives one point or all he can of a colour: his energy, her room below the maximum, what is left of 15', () => {
    const s = s09();
    const o = s.chars[0]!;
    const npc = s.scn!.npc!;
    o.energy = { red: 1, blue: 4, green: 0 };
    const xf = () => currentSpec(s)!.opts.filter((x) => x.id.startsWith('xf'));
    expect(xf()).toEqual([]);
    o.at = 'drear:3';
    expect(xf().map((x) => x.id)).toEqual(['xf:red', 'xf:blue', 'xf:blue:all']);
    npc.energy.blue = 7;
    expect(xf().map((x) => [x.id, x.label])).toEqual([
      ['xf:red', { key: 'coh.c.transfer', vars: { ...colourVars('red'), n: 1 } }],
      ['xf:blue', { key: 'coh.c.transfer', vars: { ...colourVars('blue'), n: 1 } }],
      ['xf:blue:all', { key: 'coh.c.transfer', vars: { ...colourVars('blue'), n: 3 } }],
    ]);
    npc.given = 13;
    expect(xf().map((x) => x.label)).toEqual([
      { key: 'coh.c.transfer', vars: { ...colourVars('red'), n: 1 } },
      { key: 'coh.c.transfer', vars: { ...colourVars('blue'), n: 1 } },
      { key: 'coh.c.transfer', vars: { ...colourVars('blue'), n: 2 } },
    ]);
    const ev: Events = [];
    xf()
      .find((x) => x.id === 'xf:blue')!
      .run(s, ev);
    expect([o.energy.blue, npc.energy.blue, npc.given, npc.freed]).toEqual([3, 8, 14, false]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.transfer', vars: { ...who(o), n: 1, ...colourVars('blue'), total: 14 } }]);
    ev.length = 0;
    xf()
      .find((x) => x.id === 'xf:red')!
      .run(s, ev);
    expect([o.energy.red, npc.energy.red, npc.given, npc.freed]).toEqual([0, 1, 15, true]);
    expect(keys(ev)).toEqual(['coh.ev.transfer', 'coh.ev.persephoneFreed']);
    expect(xf()).toEqual([]);
  });

  it('COH-S09 the "all" transfer gives that many at once and frees her at exactly 15; nothing offered in phase 2', () => {
    const s = s09();
    const o = s.chars[0]!;
    const npc = s.scn!.npc!;
    o.at = 'drear:3';
    o.energy = { red: 0, blue: 0, green: 6 };
    npc.given = 10;
    const all = currentSpec(s)!.opts.find((x) => x.id === 'xf:green:all')!;
    const ev: Events = [];
    all.run(s, ev);
    expect([o.energy.green, npc.energy.green, npc.given, npc.freed, keys(ev)]).toEqual([
      1,
      5,
      15,
      true,
      ['coh.ev.transfer', 'coh.ev.persephoneFreed'],
    ]);
    const t = s09();
    t.chars[0]!.at = 'drear:3';
    t.chars[0]!.energy = { red: 5, blue: 5, green: 5 };
    t.scn!.phase = 2;
    expect(currentSpec(t)!.opts.filter((x) => x.id.startsWith('xf'))).toEqual([]);
  });

  it('COH-S09 freed, Persephone follows Oric wherever he arrives; not before', () => {
    const s = s09();
    arrive(s, [], 0, 'drear:2');
    expect(s.scn!.npc!.at).toBe('drear:3');
    s.scn!.npc!.freed = true;
    arrive(s, [], 0, 'drear:2');
    expect(s.scn!.npc!.at).toBe('drear:2');
  });

  it('COH-S09 each terror token steps toward Persephone at the end of the Corrupted turn; one reaching her costs 2 Health and gives 2 FEAR', () => {
    const s = s09();
    s.scn!.terror = ['drear:5', 'drear:2', 'drear:3'];
    const ev: Events = [];
    hooks.endCorruptedTurn(s, ev);
    expect(s.scn!.terror).toEqual(['drear:4']);
    expect([s.scn!.npc!.health, s.scn!.npc!.fear]).toEqual([7, 4]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.terrorHits', vars: { n: 9 } },
      { key: 'coh.ev.terrorHits', vars: { n: 7 } },
    ]);
    ev.length = 0;
    hooks.endCorruptedTurn(s, ev);
    expect([s.scn!.terror, s.scn!.npc!.health, s.scn!.npc!.fear]).toEqual([[], 5, 6]);
    expect(keys(ev)).toEqual(['coh.ev.terrorHits', 'coh.ev.persephoneTerrified', 'coh.ev.ultimate']);
    expect(s.chars[0]!.hand.filter((id) => abilityDef(id).kind === 'ultimate')).toHaveLength(1);
    s.scn!.terror = ['drear:3'];
    ev.length = 0;
    hooks.endCorruptedTurn(s, ev);
    expect([s.scn!.npc!.fear, keys(ev)]).toEqual([8, ['coh.ev.terrorHits']]);
    s.scn!.npc!.fear = 9;
    s.scn!.terror = ['drear:3'];
    hooks.endCorruptedTurn(s, ev);
    expect(s.scn!.npc!.fear).toBe(10);
  });

  it('COH-S09 her Health at 0 loses the scenario at once (the tokens after it stay); 1 Health left does not', () => {
    const s = s09();
    s.scn!.npc!.health = 3;
    s.scn!.terror = ['drear:3', 'drear:3', 'drear:5'];
    const ev: Events = [];
    hooks.endCorruptedTurn(s, ev);
    expect([s.scn!.npc!.health, keys(ev).slice(-3), ...outcome(s)]).toEqual([
      0,
      ['coh.ev.terrorHits', 'coh.ev.persephoneDown', LOST],
      'over',
      'lost',
      [],
    ]);
    expect(s.scn!.terror).toEqual(['drear:3', 'drear:3', 'drear:5']);
    const t = s09();
    t.scn!.npc!.health = 3;
    t.scn!.terror = ['drear:3'];
    hooks.endCorruptedTurn(t, []);
    expect([t.scn!.npc!.health, t.step]).toEqual([1, 'adventure']);
  });

  it('COH-S09 no terror walk in phase 2 or without her board; other scenarios none', () => {
    const s = s09();
    s.scn!.terror = ['drear:2'];
    s.scn!.phase = 2;
    hooks.endCorruptedTurn(s, []);
    s.scn!.phase = 1;
    s.scn!.npc = null;
    hooks.endCorruptedTurn(s, []);
    expect(s.scn!.terror).toEqual(['drear:2']);
    const o = scenario('s04', 2);
    o.scn!.terror = ['drear:2'];
    hooks.endCorruptedTurn(o, []);
    expect(o.scn!.terror).toEqual(['drear:2']);
  });

  it('COH-S09 COH-A59 a terror token has 1 Health: any damage removes one, each token on a space a target of its own; no damage, none', () => {
    const s = s09();
    s.chars[0]!.at = 'drear:5';
    s.spaces = {};
    s.corrupted = [];
    s.scn!.terror = ['drear:5', 'drear:1', 'drear:5'];
    const ev: Events = [];
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(0) });
    expect(s.scn!.terror).toEqual(['drear:5', 'drear:1', 'drear:5']);
    runEffect(s, ev, { seat: 0, by: 0, eff: allOther(1) });
    expect(s.scn!.terror).toEqual(['drear:1']);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.terrorDown', vars: spaceVars('drear:5') },
      { key: 'coh.ev.terrorDown', vars: spaceVars('drear:5') },
    ]);
  });

  it('COH-S09 in its Monster phase the terror tokens on the character’s space attack, 2 damage each; none on The Dojo or elsewhere', () => {
    const s = s09();
    const o = s.chars[0]!;
    s.spaces = {};
    s.corrupted = [];
    o.at = 'drear:5';
    o.health = 10;
    s.scn!.terror = ['drear:5', 'drear:1', 'drear:5'];
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev).slice(0, 4)).toEqual(['coh.ev.terrorAttacks', 'coh.ev.hurt', 'coh.ev.terrorAttacks', 'coh.ev.hurt']);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.terrorAttacks', vars: { ...who(o), n: 2 } });
    expect(keys(ev).filter((k) => k === 'coh.ev.terrorAttacks')).toHaveLength(2);
    const t = s09();
    t.spaces = {};
    t.corrupted = [];
    t.chars[0]!.at = THE_DOJO;
    t.scn!.terror = [THE_DOJO, 'drear:1'];
    t.step = 'monsters';
    const ev2: Events = [];
    settle(t, ev2);
    expect(keys(ev2).filter((k) => k === 'coh.ev.terrorAttacks')).toEqual([]);
  });

  it('COH-S09 a defeat by the first terror token stops the second', () => {
    const s = s09();
    const o = s.chars[0]!;
    s.spaces = {};
    s.corrupted = [];
    o.at = 'drear:5';
    o.health = 2;
    s.scn!.terror = ['drear:5', 'drear:5'];
    s.step = 'monsters';
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev).filter((k) => k === 'coh.ev.terrorAttacks')).toHaveLength(1);
  });

  it('COH-S09 freed Persephone on The Dojo at the end of a turn takes Oric’s place (phase 2): her board, his Items, her thresholds’ cards, her Ultimate', () => {
    const s = s09();
    const o = s.chars[0]!;
    s.corrupted = [];
    s.spaces = {};
    o.items = [{ uid: 'i1', num: 2, charges: null }];
    o.stance = 'crane';
    o.passive = 'x';
    o.unlocked = ['y'];
    o.nextAttack = 2;
    o.moveBonus = 1;
    o.aggressiveDue = ['oak-wolf'];
    s.scn!.npc = { at: THE_DOJO, health: 9, spirit: 4, energy: { red: 5, blue: 10, green: 0 }, fear: 3, given: 15, freed: true };
    s.step = 'end';
    const ev: Events = [];
    settle(s, ev);
    expect(keys(ev).slice(0, 2)).toEqual(['coh.ev.phase', 'coh.ev.persephoneTakesOver']);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.phase', vars: { n: 2 } });
    expect([o.character, s.scn!.phase, s.scn!.npc]).toEqual(['persephone', 2, null]);
    expect([o.items, o.passive, o.unlocked, o.nextAttack, o.moveBonus, o.mainUltimate]).toEqual([
      [{ uid: 'i1', num: 2, charges: null }],
      null,
      [],
      0,
      0,
      true,
    ]);
    expect(o.res.fear).toBeGreaterThanOrEqual(3);
    expect(o.hand.map((id) => abilityDef(id).kind).sort()).toEqual(['base', 'base', 'base', 'base', 'blue', 'red', 'ultimate']);
    expect(o.advanced.map((id) => abilityDef(id).kind).filter((k) => k === 'base' || k === 'red' || k === 'blue')).toEqual([]);
    expect(o.aggressiveDue).toEqual([]);
    expect(o.levels.sort()).toEqual(['blue', 'red']);
  });

  it('COH-S09 not freed, or not on The Dojo: no phase 2 at the end of the turn', () => {
    for (const npc of [
      { at: THE_DOJO, freed: false },
      { at: 'drear:1', freed: true },
    ]) {
      const s = s09();
      s.corrupted = [];
      s.scn!.npc = { ...s.scn!.npc!, ...npc };
      s.step = 'end';
      settle(s, []);
      expect([s.chars[0]!.character, s.scn!.phase]).toEqual(['oric', 1]);
    }
  });
});

describe('CoH scenarios: S18, Rift hunter (setupS18, Leaf’s turn)', () => {
  /** Thomas active at the end of his turn, the board empty of cards; Leaf on `at` with this pile. */
  const s18 = (at: string, thomas: string, pile: string[], side: 'hand' | 'board' = 'hand', momentum = 0) => {
    const s = adventureOf(scenario('s18', 1), 0);
    s.spaces = {};
    s.chars[0]!.at = thomas;
    s.scn!.leaf = { at, momentum, pile, spent: [], side };
    s.scn!.tokens = { '1': 'drear:6', '4': 'oakenmoor:3' };
    return s;
  };
  const leafTurn = (s: CohState) => {
    const ev: Events = [];
    s.step = 'end';
    settle(s, ev);
    const from = keys(ev).indexOf('coh.ev.leafTurn');
    return ev.slice(from).filter((e) => (e.text as { key: string }).key.startsWith('coh.ev.leaf'));
  };

  it('COH-S18 setup: thirty Dusk cards on spaces 1–5 of the Worlds (Events face down), the six tokens on distinct spaces, Leaf’s pile his moving cards', () => {
    const s = scenario('s18', 1);
    for (const w of ['baiyu', 'oakenmoor', 'oppenheim', 'drear', 'arechi', 'hollowmere'])
      for (let n = 1; n <= 5; n++) {
        const card = s.spaces[`${w}:${n}`]!;
        expect(card.faceUp).toBe(worldCardDef(card.id).type !== 'event');
      }
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(new Set(Object.values(s.scn!.tokens)).size).toBe(6);
    expect([...LEAF_PILE].sort()).toEqual(['lea-dash', 'lea-glide', 'lea-modal']);
    expect([[...s.scn!.leaf!.pile].sort(), s.scn!.leaf!.spent, s.scn!.leaf!.side, s.scn!.leaf!.momentum]).toEqual([
      [...LEAF_PILE].sort(),
      [],
      'hand',
      0,
    ]);
  });

  it('COH-S18 COH-A67 Leaf aims at the lowest token when it is nearer than Thomas: his card’s Move plus the scenario’s steps, the token taken on arrival', () => {
    const s = s18('baiyu:4', 'drear:6', ['lea-dash']);
    s.scn!.tokens = { '1': 'baiyu:6', '2': 'baiyu:1' };
    const ev = leafTurn(s);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-dash') },
      { key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:5') },
      { key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:6') },
      { key: 'coh.ev.leafToken', vars: { n: 1 } },
    ]);
    expect([s.scn!.leaf!.at, s.scn!.count, s.scn!.tokens, s.scn!.leaf!.pile, s.scn!.leaf!.spent]).toEqual([
      'baiyu:6',
      1,
      { '2': 'baiyu:1' },
      [],
      ['lea-dash'],
    ]);
  });

  it('COH-S18 COH-A67 a tie goes to Thomas: Leaf walks to him, punches (3 + the scenario’s 2) and pushes him one space toward The Dojo', () => {
    const s = s18('baiyu:4', 'baiyu:6', ['lea-dash']);
    s.scn!.tokens = { '1': 'baiyu:2' };
    const th = s.chars[0]!;
    th.health = 6;
    const ev = leafTurn(s);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-dash') },
      { key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:5') },
      { key: 'coh.ev.leafMoves', vars: spaceVars('baiyu:6') },
      { key: 'coh.ev.leafHits', vars: { ...who(th), n: 5 } },
      { key: 'coh.ev.leafPush', vars: { ...who(th), ...spaceVars('baiyu:1') } },
    ]);
    expect([th.health, th.at, s.scn!.leaf!.at]).toEqual([1, 'baiyu:1', 'baiyu:6']);
  });

  it('COH-S18 once Leaf holds three tokens his blows deal 1 more; a defeated Thomas is not pushed', () => {
    const s = s18('baiyu:6', 'baiyu:6', ['lea-glide'], 'board');
    s.scn!.count = 3;
    s.scn!.tokens = { '4': 'drear:6' };
    const th = s.chars[0]!;
    th.health = 7;
    const ev = leafTurn(s);
    expect(texts(ev).slice(0, 3)).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-glide') },
      { key: 'coh.ev.leafHits', vars: { ...who(th), n: 6 } },
    ]);
    expect(keys(ev)).toEqual(['coh.ev.leafTurn', 'coh.ev.leafReveals', 'coh.ev.leafHits', 'coh.ev.leafPush']);
    const t = s18('baiyu:6', 'baiyu:6', ['lea-glide'], 'board');
    t.scn!.count = 3;
    t.chars[0]!.health = 6;
    const ev2 = leafTurn(t);
    expect(keys(ev2)).toEqual(['coh.ev.leafTurn', 'coh.ev.leafReveals', 'coh.ev.leafHits']);
  });

  it('COH-S18 not on Thomas’s space Leaf strikes with Grappling Roots’ On Board half (1 + 2, range 2) and gains 1 MOMENTUM; out of range, only the MOMENTUM', () => {
    const s = s18('baiyu:4', 'baiyu:6', ['lea-glide'], 'board');
    const th = s.chars[0]!;
    th.health = 6;
    const ev = leafTurn(s);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-glide') },
      { key: 'coh.ev.leafHits', vars: { ...who(th), n: 3 } },
    ]);
    expect([th.health, th.at, s.scn!.leaf!.momentum, s.scn!.leaf!.at]).toEqual([3, 'baiyu:6', 1, 'baiyu:4']);
    const t = s18('baiyu:3', 'baiyu:6', ['lea-glide'], 'board');
    t.chars[0]!.health = 6;
    expect(keys(leafTurn(t))).toEqual(['coh.ev.leafTurn', 'coh.ev.leafReveals']);
    expect([t.chars[0]!.health, t.scn!.leaf!.momentum]).toEqual([6, 1]);
  });

  it('COH-S18 a half whose MOMENTUM cost he cannot pay is not used: no move, no attack; paid, the cost is taken', () => {
    const s = s18('baiyu:4', 'baiyu:6', ['lea-glide'], 'hand', 0);
    s.chars[0]!.health = 6;
    expect(texts(leafTurn(s))).toEqual([
      { key: 'coh.ev.leafTurn' },
      { key: 'coh.ev.leafReveals', vars: cardVars('lea-glide') },
      { key: 'coh.ev.leafCannotPay', vars: cardVars('lea-glide') },
    ]);
    expect([s.scn!.leaf!.at, s.chars[0]!.health]).toEqual(['baiyu:4', 6]);
    const t = s18('baiyu:4', 'drear:6', ['lea-glide'], 'hand', 2);
    t.scn!.tokens = { '1': 'baiyu:1' };
    leafTurn(t);
    expect([t.scn!.leaf!.momentum, t.scn!.leaf!.at, t.scn!.count]).toEqual([1, 'baiyu:1', 1]);
  });

  it('COH-S18 MOMENTUM gained is capped at 5', () => {
    for (const [from, to] of [
      [2, 4],
      [4, 5],
    ]) {
      const s = s18('baiyu:4', 'drear:6', ['lea-modal'], 'hand', from);
      s.scn!.tokens = { '1': 'baiyu:5' };
      leafTurn(s);
      expect([from, s.scn!.leaf!.momentum]).toEqual([from, to]);
    }
  });

  it('COH-S18 his pile spent, it is shuffled again with the other half in use (On Board, then In Hand)', () => {
    const s = s18('baiyu:4', 'drear:6', [], 'hand');
    s.scn!.leaf!.spent = ['lea-modal'];
    s.scn!.tokens = { '1': 'baiyu:5' };
    const ev = leafTurn(s);
    expect(keys(ev).slice(0, 3)).toEqual(['coh.ev.leafTurn', 'coh.ev.leafPileBoard', 'coh.ev.leafReveals']);
    expect([s.scn!.leaf!.side, s.scn!.leaf!.pile, s.scn!.leaf!.spent]).toEqual(['board', [], ['lea-modal']]);
    const t = s18('baiyu:4', 'drear:6', [], 'board');
    t.scn!.leaf!.spent = ['lea-modal'];
    t.scn!.tokens = { '1': 'baiyu:5' };
    expect(keys(leafTurn(t)).slice(0, 2)).toEqual(['coh.ev.leafTurn', 'coh.ev.leafPileHand']);
    expect(t.scn!.leaf!.side).toBe('hand');
  });

  it('COH-S18 the sixth token taken by Leaf loses the scenario at once; he stops walking', () => {
    const s = s18('baiyu:4', 'drear:6', ['lea-dash']);
    s.scn!.count = 5;
    s.scn!.tokens = { '6': 'baiyu:5' };
    const ev = leafTurn(s);
    expect(keys(ev).slice(-2)).toEqual(['coh.ev.leafMoves', 'coh.ev.leafToken']);
    expect([s.scn!.leaf!.at, s.scn!.count, ...outcome(s)]).toEqual(['baiyu:5', 6, 'over', 'lost', []]);
  });

  it('COH-S18 with no token left he aims at Thomas; already on his space he does not walk; Thomas on The Dojo is not pushed', () => {
    const s = s18(THE_DOJO, THE_DOJO, ['lea-dash']);
    s.scn!.tokens = {};
    const th = s.chars[0]!;
    th.health = 6;
    expect(keys(leafTurn(s))).toEqual(['coh.ev.leafTurn', 'coh.ev.leafReveals', 'coh.ev.leafHits']);
    expect([th.health, th.at, s.scn!.leaf!.at]).toEqual([1, THE_DOJO, THE_DOJO]);
  });
});
