/**
 * Champions of Hara flow (rules/flow.ts from `mainSpec` to `setupScenario`: the Adventure menu, asking for help,
 * the Corrupted and their automaton, the Corrupted turn, the scenario effect and its decisions, Doom and the scenario
 * setups), exact (issue #23, mutation testing): each condition on both sides of its bound, each value written, each
 * event line with its variables. The conformance scenarios check the outcome of these paths; these tests check each step.
 */
import { describe, expect, it } from 'vitest';
import { seats, versus } from '../support/coh-positions.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import {
  activateCorrupted,
  corrVars,
  corruptedAttacks,
  addDoom,
  finish,
  setupScenario,
  scenarioSpec,
  swapDojo,
  currentSpec,
  corruptedStep,
  corruptedTurnDue,
  startCorruptedTurn,
  strikeAll,
  cardVars,
  dist,
  drawCorrupted,
  enemyOf,
  hurtCorrupted,
  placeCorrupted,
  randomSpace,
  rollWorld,
  spaceVars,
  who,
  worldsInPlay,
  type Events,
} from '../../src/games/coh/rules/flow.js';
import { abilityDef, CONTENT, scenarioDef, WORLD_IDS } from '../../src/games/coh/content/index.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';

const texts = (ev: Events) => ev.map((e) => e.text);
const keys = (ev: Events) => ev.map((e) => (e.text as { key: string }).key);

describe('CoH flow: the Corrupted in play (COH-28)', () => {
  it('COH-28.4 placing a Corrupted: its uid, starting Health, one Resilience token per character, no team, no tag, lasting; one event', () => {
    const s = versus();
    const uid = `k${s.nextUid}`;
    const ev: Events = [];
    const c = placeCorrupted(s, ev, 'enoki', 'drear:2');
    expect(c).toEqual({ uid, id: 'enoki', at: 'drear:2', health: 14, start: 14, resilience: 2, team: null, tag: null, temporary: false });
    expect(s.corrupted).toEqual([c]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.corruptedIn', vars: { ...corrVars(c), ...spaceVars('drear:2'), n: 2 } }]);
    expect(corrVars(c)).toEqual({ corr: 'Enoki', corrFr: 'Enoki' });
    expect(Object.keys(corrVars(c, 'foe'))).toEqual(['foe', 'foeFr']);
    const d = placeCorrupted(s, [], 'ryuko', 'dojo:1', { team: 1, tag: 3, temporary: true, resilience: 0, start: 5 });
    expect(d).toMatchObject({ health: 5, start: 5, resilience: 1, team: 1, tag: 3, temporary: true });
    expect(d.uid).not.toBe(c.uid);
    expect(placeCorrupted(s, [], 'ophion', 'dojo:2', { resilience: 3 }).resilience).toBe(3);
    expect(s.corrupted.map((x) => x.id)).toEqual(['enoki', 'ryuko', 'ophion']);
  });

  it('COH-28.4 a scenario’s own Health per Resilience token replaces the Corrupted’s (S04: 24), unless a start is given', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    expect(s.corrupted.map((c) => [c.id, c.health, c.start, c.resilience])).toEqual([['enoki', 24, 24, 2]]);
    expect(placeCorrupted(s, [], 'ryuko', 'dojo:1').health).toBe(24);
    expect(placeCorrupted(s, [], 'ryuko', 'dojo:2', { start: 7 }).health).toBe(7);
  });

  it('COH-30.4 COH-A48 enemies: everyone for a Corrupted with no team; only the other teams for an allied one', () => {
    const s = versus();
    const free = placeCorrupted(s, [], 'enoki', 'dojo:1');
    const allied = placeCorrupted(s, [], 'ryuko', 'dojo:2', { team: 1 });
    expect([enemyOf(s, free, 0), enemyOf(s, free, 1)]).toEqual([true, true]);
    expect([enemyOf(s, allied, 0), enemyOf(s, allied, 1)]).toEqual([true, true]);
    const sc = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    s.scn = sc.scn;
    s.scn!.team = [0, 1];
    expect([enemyOf(s, allied, 0), enemyOf(s, allied, 1)]).toEqual([true, false]);
    expect([enemyOf(s, free, 0), enemyOf(s, free, 1)]).toEqual([true, true]);
  });

  it('COH-A18 COH-A46 the World symbol die: a World out of play is rolled again (60 times at most); a random space is a World, then its number', () => {
    const s = versus();
    expect(worldsInPlay(s)).toEqual([...WORLD_IDS]);
    s.dice = [4];
    expect(rollWorld(s)).toBe('drear');
    delete s.layout.drear;
    expect(worldsInPlay(s)).toEqual(WORLD_IDS.filter((w) => w !== 'drear'));
    s.dice = [4, 4, 1, 3];
    expect(rollWorld(s)).toBe('baiyu');
    expect(s.dice).toEqual([3]);
    s.dice = [2, 5];
    expect(randomSpace(s)).toBe('oakenmoor:5');
    // Only Oakenmoor and Hollowmere left: sixty misses give the first World in play; the 61st die is not thrown.
    for (const w of ['baiyu', 'oppenheim', 'arechi']) delete s.layout[w];
    s.dice = [...Array<number>(60).fill(1), 6];
    expect(rollWorld(s)).toBe('oakenmoor');
    expect(s.dice).toEqual([6]);
    s.dice = [...Array<number>(59).fill(1), 6];
    expect(rollWorld(s)).toBe('hollowmere');
  });

  it('COH-28.4 the players’ draw: a Corrupted not in play', () => {
    const s = versus();
    for (const id of ['ashura', 'enoki', 'ryuko']) placeCorrupted(s, [], id, 'dojo:1');
    expect(drawCorrupted(s)).toBe('ophion');
    const t = versus();
    placeCorrupted(t, [], 'ophion', 'dojo:1');
    for (let i = 0; i < 12; i++) expect(['ashura', 'enoki', 'ryuko']).toContain(drawCorrupted(t));
  });
});

describe('CoH flow: damage to a Corrupted (COH-28.5–28.8)', () => {
  const hit = (c: { id: string; health: number; resilience: number }, n: number, tokens = c.resilience) => ({
    key: 'coh.ev.hitCorrupted',
    vars: { ...corrVars(c as never), n, left: Math.max(0, c.health), tokens },
  });

  it('COH-28.5 nothing for 0 or less, nor for a Corrupted not in play', () => {
    const s = versus();
    const c = placeCorrupted(s, [], 'enoki', THE_DOJO);
    const ev: Events = [];
    hurtCorrupted(s, ev, c.uid, 0, 0);
    hurtCorrupted(s, ev, c.uid, -2, 0);
    hurtCorrupted(s, ev, 'k999', 5, 0);
    expect(ev).toEqual([]);
    expect([c.health, s.chars[0]!.health]).toEqual([14, 10]);
    hurtCorrupted(s, ev, c.uid, 1, null);
    expect(c.health).toBe(13);
  });

  it('COH-28.6 Weakness adds to damage from its own space only; Thorns strike back at that character only (Enoki: Weakness 2, Thorns 1)', () => {
    const s = versus();
    const k = s.chars[0]!;
    const c = placeCorrupted(s, [], 'enoki', THE_DOJO);
    let ev: Events = [];
    hurtCorrupted(s, ev, c.uid, 3, 0);
    expect(c.health).toBe(9);
    expect(texts(ev)).toEqual([hit(c, 5), { key: 'coh.ev.hurt', vars: { ...who(k), n: 1 } }]);
    expect(k.health).toBe(9);
    ev = [];
    hurtCorrupted(s, ev, c.uid, 3, null);
    expect(c.health).toBe(6);
    expect(texts(ev)).toEqual([hit(c, 3)]);
    k.at = 'dojo:1';
    ev = [];
    hurtCorrupted(s, ev, c.uid, 2, 0);
    expect([c.health, k.health]).toEqual([4, 9]);
    expect(texts(ev)).toEqual([hit(c, 2)]);
    // No Thorns on Ryuko (Stride): Weakness 2 from its space, nothing back.
    const r = placeCorrupted(s, [], 'ryuko', 'dojo:1');
    ev = [];
    hurtCorrupted(s, ev, r.uid, 1, 0);
    expect([r.health, k.health]).toEqual([9, 9]);
    expect(texts(ev)).toEqual([hit(r, 3)]);
  });

  it('COH-28.7 at exactly 0 a Resilience token is lost, the damager gains 2 Gold and the gauge restarts; 1 left loses none', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'dojo:3';
    const c = placeCorrupted(s, [], 'enoki', THE_DOJO);
    c.health = 5;
    let ev: Events = [];
    hurtCorrupted(s, ev, c.uid, 4, 0);
    expect([c.health, c.resilience]).toEqual([1, 2]);
    expect(s.pending).toEqual([]);
    ev = [];
    hurtCorrupted(s, ev, c.uid, 1, 0);
    expect([c.health, c.resilience]).toEqual([14, 1]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.hitCorrupted', vars: { ...corrVars(c), n: 1, left: 0, tokens: 2 } },
      { key: 'coh.ev.resilience', vars: { ...corrVars(c), n: 1 } },
    ]);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 2 }]);
  });

  it('COH-28.8 the excess carries over to the next gauge; the last token lost defeats it (no Gold for no one)', () => {
    const s = versus();
    const c = placeCorrupted(s, [], 'enoki', THE_DOJO, { resilience: 3 });
    c.health = 3;
    let ev: Events = [];
    hurtCorrupted(s, ev, c.uid, 5, null);
    expect([c.health, c.resilience]).toEqual([12, 2]);
    c.health = 3;
    ev = [];
    hurtCorrupted(s, ev, c.uid, 20, null);
    expect(s.corrupted).toEqual([]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.hitCorrupted', vars: { ...corrVars(c), n: 20, left: 0, tokens: 2 } },
      { key: 'coh.ev.resilience', vars: { ...corrVars(c), n: 1 } },
      { key: 'coh.ev.resilience', vars: { ...corrVars(c), n: 0 } },
      { key: 'coh.ev.corruptedDown', vars: corrVars(c) },
    ]);
    expect(s.pending).toEqual([]);
  });

  it('COH-S09 in phase 1 Ophion keeps at least 1 Health and its tokens; in phase 2 it does not', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's09' }, seats(1), 'mcfb-s09');
    const o = s.corrupted.find((c) => c.id === 'ophion')!;
    expect(s.scn!.phase).toBe(1);
    const tokens = o.resilience;
    hurtCorrupted(s, [], o.uid, 50, null);
    expect([o.health, o.resilience]).toEqual([1, tokens]);
    s.scn!.phase = 2;
    hurtCorrupted(s, [], o.uid, 1, null);
    expect([o.health, o.resilience]).toEqual([o.start, tokens - 1]);
  });

  it('COH-28.11 COH-8.4 an enemy Corrupted whose Range reaches the active character attacks it; out of range, defeated or allied, not', () => {
    const s = versus();
    const k = s.chars[0]!;
    const r = placeCorrupted(s, [], 'ryuko', 'dojo:1');
    const ev: Events = [];
    corruptedAttacks(s, ev, 0);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.corruptedAttacks', vars: { ...corrVars(r), ...who(k), n: 2 } },
      { key: 'coh.ev.hurt', vars: { ...who(k), n: 2 } },
    ]);
    expect(k.health).toBe(8);
    r.at = 'baiyu:1';
    expect(k.at).toBe(THE_DOJO);
    const far: Events = [];
    corruptedAttacks(s, far, 0);
    expect(far).toEqual([]);
    r.at = 'dojo:1';
    k.health = 0;
    corruptedAttacks(s, far, 0);
    expect(far).toEqual([]);
    k.health = 5;
    r.team = 0;
    s.scn = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04').scn;
    s.scn!.team = [0, 1];
    corruptedAttacks(s, far, 0);
    expect(far).toEqual([]);
    corruptedAttacks(s, far, 1);
    expect(keys(far)).toEqual(['coh.ev.corruptedAttacks', 'coh.ev.hurt']);
  });
});

describe('CoH flow: the Corrupted automaton (COH-29.4, COH-30.5)', () => {
  /** A versus state with one Corrupted and both characters placed; the dice loaded. */
  function arena(id: string, at: string, kAt: string, lAt: string, dice: number[]) {
    const s = versus();
    const c = placeCorrupted(s, [], id, at);
    s.chars[0]!.at = kAt;
    s.chars[1]!.at = lAt;
    s.dice = dice;
    return { s, c, k: s.chars[0]!, l: s.chars[1]! };
  }
  const acts = (c: { id: string }, roll: number, en: string, fr: string) => ({
    key: 'coh.ev.corruptedActs',
    vars: { ...corrVars(c as never), roll, ability: en, abilityFr: fr },
  });

  it('COH-29.4 nothing for a Corrupted not in play; Regeneration mends 1 up to its start before the die (Ophion)', () => {
    const { s, c } = arena('ophion', THE_DOJO, 'baiyu:4', 'baiyu:4', [5]);
    activateCorrupted(s, [], 'k999');
    expect(s.dice).toEqual([5]);
    c.health = 10;
    activateCorrupted(s, [], c.uid);
    expect(c.health).toBe(11);
    s.dice = [5];
    c.health = 16;
    activateCorrupted(s, [], c.uid);
    expect(c.health).toBe(16);
  });

  it('COH-30.5 strike the strongest within Range 2 (Ophion 1): exactly 2 away is in range, 3 is not; ties go to the first in turn order', () => {
    const { s, c, k, l } = arena('ophion', THE_DOJO, 'baiyu:1', 'baiyu:3', [1]);
    c.health = 16;
    expect([k.health, l.health]).toEqual([10, 9]);
    let ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect(texts(ev)).toEqual([acts(c, 1, 'Nightmare Lash', 'Fouet de cauchemar'), { key: 'coh.ev.hurt', vars: { ...who(k), n: 4 } }]);
    expect(k.health).toBe(6);
    // Kaoru now the weaker: Leaf, 3 away, is out of range; Kaoru is struck again.
    s.dice = [1];
    activateCorrupted(s, [], c.uid);
    expect([k.health, l.health]).toEqual([2, 9]);
    k.health = 9;
    l.at = 'baiyu:2';
    s.order = [1, 0];
    s.dice = [1];
    activateCorrupted(s, [], c.uid);
    expect([k.health, l.health]).toEqual([9, 5]);
    s.order = [0, 1];
    l.health = 9;
    s.dice = [1];
    activateCorrupted(s, [], c.uid);
    expect([k.health, l.health]).toEqual([5, 9]);
    k.at = 'baiyu:3';
    l.at = 'baiyu:4';
    s.dice = [1];
    ev = [];
    activateCorrupted(s, ev, c.uid);
    expect(texts(ev)).toEqual([acts(c, 1, 'Nightmare Lash', 'Fouet de cauchemar'), { key: 'coh.ev.corruptedMisses', vars: corrVars(c) }]);
  });

  it('COH-30.5 drain: each enemy within Range loses Spirit, never below 0; a defeated one is left alone (Ophion 5–6, Range 2)', () => {
    const { s, c, k, l } = arena('ophion', THE_DOJO, 'dojo:1', 'baiyu:2', [6]);
    k.spirit = 1;
    const ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect([k.spirit, l.spirit]).toEqual([0, 4]);
    expect(texts(ev).slice(1)).toEqual([
      { key: 'coh.ev.loseSpirit', vars: { ...who(k), n: 2 } },
      { key: 'coh.ev.loseSpirit', vars: { ...who(l), n: 2 } },
    ]);
    l.health = 0;
    s.dice = [5];
    activateCorrupted(s, [], c.uid);
    expect(l.spirit).toBe(4);
  });

  it('COH-30.5 mend: Health up to its start, the event with the Health reached (Enoki 5–6: 3)', () => {
    const { s, c } = arena('enoki', 'drear:3', THE_DOJO, THE_DOJO, [5]);
    c.health = 9;
    const ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect(c.health).toBe(12);
    expect(texts(ev)[1]).toEqual({ key: 'coh.ev.corruptedMends', vars: { ...corrVars(c), n: 12 } });
    s.dice = [6];
    activateCorrupted(s, [], c.uid);
    expect(c.health).toBe(14);
  });

  it('COH-30.5 advance toward The Dojo, one adjacent space nearer each step, Stride adding one (A’shura 1–2: 1 + 1); it stops on arrival', () => {
    const { s, c } = arena('ashura', 'drear:4', 'baiyu:4', 'baiyu:4', [1]);
    const ev: Events = [];
    const before = s.chars.map((x) => x.at);
    activateCorrupted(s, ev, c.uid);
    const moves = ev.filter((e) => (e.text as { key: string }).key === 'coh.ev.corruptedMoves');
    expect(moves).toHaveLength(2);
    expect(s.chars.map((x) => x.at)).toEqual(before);
    expect(dist(s, c.at, THE_DOJO)).toBe(2);
    s.dice = [2];
    activateCorrupted(s, [], c.uid);
    expect(c.at).toBe(THE_DOJO);
    s.dice = [1];
    const still: Events = [];
    activateCorrupted(s, still, c.uid);
    expect(keys(still)).toEqual(['coh.ev.corruptedActs']);
  });

  it('COH-30.5 advance toward the weakest enemy: 2 steps and Stride 1 more (Ryuko 1–3), then strike at Range 0; without Stride, 2 (Enoki 3–4)', () => {
    const { s, c, k } = arena('ryuko', 'drear:4', 'drear:1', THE_DOJO, [1]);
    k.health = 5;
    const ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect(c.at).toBe('drear:1');
    expect(keys(ev)).toEqual([
      'coh.ev.corruptedActs',
      'coh.ev.corruptedMoves',
      'coh.ev.corruptedMoves',
      'coh.ev.corruptedMoves',
      'coh.ev.hurt',
    ]);
    expect(texts(ev)[3]).toEqual({ key: 'coh.ev.corruptedMoves', vars: { ...corrVars(c), ...spaceVars(c.at) } });
    expect(k.health).toBe(3);
    const b = arena('enoki', 'drear:4', THE_DOJO, 'baiyu:4', [3]);
    b.k.health = 5;
    activateCorrupted(b.s, [], b.c.uid);
    expect(dist(b.s, b.c.at, THE_DOJO)).toBe(2);
    // No enemy standing: no step.
    const n = arena('ryuko', 'drear:4', THE_DOJO, THE_DOJO, [1]);
    n.k.health = 0;
    n.l.health = 0;
    const none: Events = [];
    activateCorrupted(n.s, none, n.c.uid);
    expect(n.c.at).toBe('drear:4');
    expect(keys(none)).toEqual(['coh.ev.corruptedActs', 'coh.ev.corruptedMisses']);
  });

  it('COH-30.5 advance toward the nearest enemy, then strike the nearest within Range 1 (A’shura 3–4)', () => {
    const { s, c, k, l } = arena('ashura', 'drear:4', 'drear:2', 'baiyu:4', [3]);
    const ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect(dist(s, c.at, 'drear:2')).toBe(0);
    expect([k.health, l.health]).toEqual([7, 9]);
    expect(keys(ev)).toEqual(['coh.ev.corruptedActs', 'coh.ev.corruptedMoves', 'coh.ev.corruptedMoves', 'coh.ev.hurt']);
  });

  it('COH-30.5 COH-28.10 all targets: characters within Range, Monsters within Range but Armored ones only on its space; a Monster at its Health is discarded, no reward', () => {
    const s = versus();
    const c = placeCorrupted(s, [], 'enoki', 'baiyu:2');
    const card = (id: string, dmg = 0, faceUp = true) => ({ uid: `m-${id}`, id, faceUp, dmg });
    s.spaces = {
      'baiyu:2': card('bai-jade-crab'),
      'baiyu:1': card('bai-pagoda'),
      'baiyu:3': card('bai-mist-heron', 2),
      'baiyu:4': card('bai-koi-spirit'),
      'hollowmere:1': card('bai-lantern', 0, false),
    };
    s.chars[0]!.at = 'dojo:1';
    s.chars[1]!.at = THE_DOJO;
    const discard = s.discard.length;
    const ev: Events = [];
    strikeAll(s, ev, c, 1, 1);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.corruptedHitsMonster', vars: { ...corrVars(c), card: 'Jade Crab', cardFr: 'Crabe de jade', n: 1 } },
      { key: 'coh.ev.corruptedHitsMonster', vars: { ...corrVars(c), card: 'Mist Heron', cardFr: 'Héron de brume', n: 1 } },
      { key: 'coh.ev.monsterGone', vars: { card: 'Mist Heron', cardFr: 'Héron de brume' } },
      { key: 'coh.ev.hurt', vars: { ...who(s.chars[0]!), n: 1 } },
    ]);
    expect(Object.fromEntries(Object.entries(s.spaces).map(([k, v]) => [k, v.dmg]))).toEqual({
      'baiyu:2': 1,
      'baiyu:1': 0,
      'baiyu:4': 0,
      'hollowmere:1': 0,
    });
    expect(s.discard.slice(discard)).toEqual(['bai-mist-heron']);
    expect([s.chars[0]!.health, s.chars[1]!.health]).toEqual([9, 9]);
    // Range 2 reaches the Koi Spirit (2 away) and Leaf on The Dojo (2 away); a Monster one short of its Health stays.
    s.spaces['baiyu:4']!.dmg = 0;
    strikeAll(s, [], c, 1, 2);
    expect([s.spaces['baiyu:4']!.dmg, s.chars[1]!.health]).toEqual([1, 8]);
    expect(cardVars('bai-koi-spirit')).toBeTruthy();
  });
});

describe('CoH flow: the Corrupted turn (COH-29)', () => {
  it('COH-29.1 COH-29.10 a Corrupted turn: in the arenas while a Corrupted is in play; in a scenario unless it has none (S03)', () => {
    const s = versus();
    expect(corruptedTurnDue(s)).toBe(false);
    placeCorrupted(s, [], 'enoki', 'drear:1');
    expect(corruptedTurnDue(s)).toBe(true);
    const s04 = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    expect(corruptedTurnDue(s04)).toBe(true);
    s04.corrupted = [];
    expect(corruptedTurnDue(s04)).toBe(true);
    const s03 = cohEngine.setup({ mode: 'versus', scenario: 's03' }, seats(1), 'mcfb-s03');
    placeCorrupted(s03, [], 'enoki', 'drear:1');
    expect(corruptedTurnDue(s03)).toBe(false);
  });

  it('COH-30.1 COH-30.2 COH-29.9 the order: allied Corrupted of the highest turn order card first, then the others as they came; a step each, the scenario roll, the end', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    s.scn!.team = [0, 1];
    s.chars[0]!.turnCard = 4;
    s.chars[1]!.turnCard = 2;
    const first = s.corrupted[0]!;
    const b = placeCorrupted(s, [], 'ryuko', 'drear:1', { team: 1 });
    const a = placeCorrupted(s, [], 'ophion', 'drear:2', { team: 0, temporary: true });
    const ev: Events = [];
    startCorruptedTurn(s, ev);
    expect(s.step).toBe('corrupted');
    expect(s.ct).toEqual({ acts: [a.uid, b.uid, first.uid], rolled: false });
    expect(keys(ev)).toEqual(['coh.ev.corruptedTurn']);
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-mist-heron', faceUp: true, dmg: 2 } };
    s.dice = [5, 5, 5, 1];
    for (let i = 0; i < 3; i++) {
      const step: Events = [];
      expect(corruptedStep(s, step)).toBe(false);
      expect(keys(step)[0]).toBe('coh.ev.corruptedActs');
    }
    expect(s.ct!.acts).toEqual([]);
    const roll: Events = [];
    expect(corruptedStep(s, roll)).toBe(false);
    expect(texts(roll)[0]).toEqual({ key: 'coh.ev.scenarioRoll', vars: { roll: 1 } });
    expect(s.ct!.rolled).toBe(true);
    const end: Events = [];
    expect(corruptedStep(s, end)).toBe(true);
    expect(texts(end)).toEqual([{ key: 'coh.ev.corruptedLeaves', vars: corrVars(a) }]);
    expect(s.corrupted.map((c) => c.uid)).toEqual([first.uid, b.uid]);
    expect(s.spaces['baiyu:3']!.dmg).toBe(0);
    expect(s.ct).toBeNull();
    // In the arenas no scenario roll is due.
    const v = versus();
    placeCorrupted(v, [], 'enoki', 'drear:1', { team: 1 });
    placeCorrupted(v, [], 'ryuko', 'drear:2');
    startCorruptedTurn(v, []);
    expect(v.ct!.rolled).toBe(true);
    expect(v.ct!.acts).toEqual(v.corrupted.map((c) => c.uid));
  });
});

describe('CoH flow: the Adventure menu (COH-7)', () => {
  /** The menu of the active character (seat 0) and one option of it, run on the state. */
  const menu = (s: CohState) => currentSpec(s)!;
  const ids = (s: CohState) => menu(s).opts.map((o) => o.id);
  const run = (s: CohState, id: string) => {
    const ev: Events = [];
    const o = menu(s).opts.find((x) => x.id === id);
    expect(o, id).toBeDefined();
    o!.run(s, ev);
    return ev;
  };

  it('COH-7.1 the menu: each usable card In Hand, an Item with effects, The Dojo, the turn order card, giving Items, ending; its prompt counts Activations', () => {
    const s = versus();
    const spec = menu(s);
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'turn', { key: 'coh.p.turn', vars: { n: 3 } }]);
    expect(spec.opts.map((o) => o.id)).toEqual([
      'h:kao-dash',
      'h:kao-landslide',
      'h:kao-rock-maul',
      'h:kao-bear-hide',
      'i:i1',
      'dojo',
      'order',
      'give:i1:1',
      'end',
    ]);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.hand', vars: cardVars('kao-dash') });
    expect(spec.opts.find((o) => o.id === 'give:i1:1')!.label).toEqual({
      key: 'coh.c.give',
      vars: { card: 'Dreamstone', cardFr: 'Pierrêve', ...who(s.chars[1]!) },
    });
    // No Activation left: only the Free card; on the board, a half not used yet.
    s.ts.activations = 0;
    const k = s.chars[0]!;
    k.board = ['lea-roots'];
    expect(ids(s).filter((i) => i.startsWith('h:') || i.startsWith('b:'))).toEqual(['h:kao-bear-hide']);
    s.ts.activations = 1;
    expect(ids(s).filter((i) => i.startsWith('b:'))).toEqual(['b:lea-roots']);
    expect(menu(s).opts.find((o) => o.id === 'b:lea-roots')!.label).toEqual({ key: 'coh.c.board', vars: cardVars('lea-roots') });
    expect(menu(s).text).toEqual({ key: 'coh.p.turn', vars: { n: 1 } });
    const ev = run(s, 'b:lea-roots');
    expect(keys(ev)).toEqual(['coh.ev.fromBoard']);
    expect(s.ts.activations).toBe(0);
    const h = versus();
    run(h, 'h:kao-dash');
    expect(h.chars[0]!.board).toEqual(['kao-dash']);
  });

  it('COH-4.6.4 COH-A19 The Dojo heals 3 Health and 3 Spirit once a turn, offered on its space only while either is below 10', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.health = 10;
    k.spirit = 10;
    expect(ids(s)).not.toContain('dojo');
    k.spirit = 9;
    expect(ids(s)).toContain('dojo');
    k.spirit = 10;
    k.health = 9;
    expect(menu(s).opts.find((o) => o.id === 'dojo')!.label).toEqual({ key: 'coh.c.dojo' });
    k.health = 5;
    k.spirit = 6;
    const ev = run(s, 'dojo');
    expect([k.health, k.spirit, s.ts.dojoHealed]).toEqual([8, 9, true]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.dojoHeal', vars: who(k) }]);
    expect(ids(s)).not.toContain('dojo');
    const t = versus();
    t.chars[0]!.at = 'dojo:1';
    expect(ids(t)).not.toContain('dojo');
  });

  it('COH-9.3 the turn order card once a Day: its effects first in the queue, an event with its name', () => {
    const s = versus();
    const k = s.chars[0]!;
    const tc = CONTENT.turnCards.find((x) => x.num === k.turnCard)!;
    expect(menu(s).opts.find((o) => o.id === 'order')!.label).toEqual({
      key: 'coh.c.order',
      vars: { card: tc.name.en, cardFr: tc.name.fr },
    });
    s.queue = [{ seat: 1, eff: { op: 'heal', n: 1 }, by: 1 }] as never;
    const ev = run(s, 'order');
    expect(k.turnCardDay).toBe(s.day);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.order', vars: { ...who(k), card: tc.name.en, cardFr: tc.name.fr } }]);
    expect(s.queue).toEqual([...tc.effects.map((eff) => ({ seat: 0, eff, by: 0 })), { seat: 1, eff: { op: 'heal', n: 1 }, by: 1 }]);
    expect(ids(s)).not.toContain('order');
  });

  it('COH-27.6 COH-27.9 an Item: a Discard one goes back at once; an Equipment spends a charge and goes back at 0; none without effects; its effects first', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.items = [
      { uid: 'a', num: 1, charges: null },
      { uid: 'b', num: 4, charges: 2 },
      { uid: 'c', num: 3, charges: null },
      { uid: 'd', num: 4, charges: null },
    ];
    s.chars[1]!.at = 'dojo:2';
    expect(ids(s).filter((i) => i.startsWith('i:'))).toEqual(['i:a', 'i:b', 'i:d']);
    const jar = CONTENT.items.find((i) => i.num === 4)!;
    let ev = run(s, 'i:b');
    expect(texts(ev)).toEqual([{ key: 'coh.ev.useItem', vars: { ...who(k), card: jar.name.en, cardFr: jar.name.fr } }]);
    expect(k.items.map((i) => [i.uid, i.charges])).toEqual([
      ['a', null],
      ['b', 1],
      ['c', null],
      ['d', null],
    ]);
    expect(s.queue).toEqual(jar.effects.map((eff) => ({ seat: 0, eff, by: 0 })));
    run(s, 'i:b');
    expect(k.items.map((i) => i.uid)).toEqual(['a', 'c', 'd']);
    run(s, 'i:d');
    expect(k.items.map((i) => i.uid)).toEqual(['a', 'c']);
    s.queue = [];
    ev = run(s, 'i:a');
    expect(k.items.map((i) => i.uid)).toEqual(['c']);
    expect(s.queue.map((q) => q.eff)).toEqual(CONTENT.items.find((i) => i.num === 1)!.effects);
    expect(keys(ev)).toEqual(['coh.ev.useItem']);
  });

  it('COH-S07 Jurojin’s Jar is no flask in S07: not offered there', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's07' }, seats(2), 'mcfb-s07');
    s.step = 'adventure';
    s.pending = [];
    const c = s.chars[s.order[s.turn]!]!;
    c.items = [
      { uid: 'j', num: 4, charges: 3 },
      { uid: 'h', num: 2, charges: null },
    ];
    const opts = currentSpec(s)!.opts.map((o) => o.id);
    expect(opts).toContain('i:h');
    expect(opts).not.toContain('i:j');
  });

  it('COH-27.10 giving an Item to a character on the same space: each Item to each of them, charges unchanged', () => {
    const s = versus();
    const [k, l] = s.chars as [never, never] as [CohState['chars'][0], CohState['chars'][0]];
    k.items = [
      { uid: 'a', num: 1, charges: null },
      { uid: 'b', num: 4, charges: 2 },
    ];
    l.items = [];
    expect(ids(s).filter((i) => i.startsWith('give'))).toEqual(['give:a:1', 'give:b:1']);
    const ev = run(s, 'give:b:1');
    expect(k.items.map((i) => i.uid)).toEqual(['a']);
    expect(l.items).toEqual([{ uid: 'b', num: 4, charges: 2 }]);
    const jar = CONTENT.items.find((i) => i.num === 4)!;
    expect(texts(ev)).toEqual([{ key: 'coh.ev.give', vars: { ...who(k), ...who(l, 'to'), card: jar.name.en, cardFr: jar.name.fr } }]);
    l.at = 'dojo:1';
    expect(ids(s).filter((i) => i.startsWith('give'))).toEqual([]);
  });

  it('COH-31.5.3 Reignite, Soff only, once a turn: MANA += HEAT, then a roll above HEAT is safe; at or below, Burn Out: 2 damage and HEAT to 0', () => {
    const soff = (roll: number) => {
      const s = versus();
      const c = s.chars[0]!;
      c.character = 'soff';
      c.res = { heat: 3, mana: 1 };
      s.dice = [roll];
      return { s, c };
    };
    expect(ids(versus())).not.toContain('reignite');
    const a = soff(4);
    expect(menu(a.s).opts.find((o) => o.id === 'reignite')!.label).toEqual({ key: 'coh.c.reignite', vars: { heat: 3 } });
    let ev = run(a.s, 'reignite');
    expect([a.c.res.mana, a.c.res.heat, a.c.health, a.s.ts.reignited]).toEqual([4, 3, 10, true]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.reignite', vars: { ...who(a.c), heat: 3, roll: 4 } }]);
    expect(ids(a.s)).not.toContain('reignite');
    const b = soff(3);
    ev = run(b.s, 'reignite');
    expect([b.c.res.mana, b.c.res.heat, b.c.health]).toEqual([4, 0, 8]);
    expect(texts(ev).slice(1)).toEqual([
      { key: 'coh.ev.burnOut', vars: who(b.c) },
      { key: 'coh.ev.hurt', vars: { ...who(b.c), n: 2 } },
    ]);
  });

  it('COH-26.1 COH-31.6.2 closing a Rift: discarded, its Challenge started, its Gift gained; Thomas gains a RUNE', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'drear:2';
    s.spaces = { 'drear:2': { uid: 'r1', id: 'dsk-rift-prism', faceUp: false, dmg: 0 } };
    expect(ids(s)).not.toContain('rift');
    s.spaces['drear:2']!.faceUp = true;
    expect(menu(s).opts.find((o) => o.id === 'rift')!.label).toEqual({ key: 'coh.c.rift', vars: cardVars('dsk-rift-prism') });
    const before = { ...k.energy };
    const ev = run(s, 'rift');
    expect(s.spaces['drear:2']).toBeUndefined();
    expect(s.discard.at(-1)).toBe('dsk-rift-prism');
    expect(keys(ev)).toEqual(['coh.ev.rift', 'coh.ev.energy']);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.rift', vars: { ...who(k), ...cardVars('dsk-rift-prism') } });
    expect(k.energy).toEqual({ red: before.red + 1, blue: before.blue + 1, green: before.green + 1 });
    expect(s.pending).toEqual([{ k: 'pay', seat: 0, card: 'dsk-rift-prism', roll: null }]);
    expect(k.res.runes).toBeUndefined();
    const t = versus();
    t.chars[0]!.at = 'drear:2';
    t.chars[0]!.character = 'thomas';
    t.chars[0]!.res = { runes: 2 };
    t.spaces = { 'drear:2': { uid: 'r1', id: 'dsk-rift-prism', faceUp: true, dmg: 0 } };
    run(t, 'rift');
    expect(t.chars[0]!.res.runes).toBe(3);
  });

  it('COH-24.2 COH-A31 an Ally Monster: discarded for its Ally reward, not its normal rewards; a Monster without Ally offers none', () => {
    const s = versus();
    const k = s.chars[0]!;
    k.at = 'baiyu:3';
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-jade-crab', faceUp: true, dmg: 0 } };
    expect(ids(s)).not.toContain('ally');
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-koi-spirit', faceUp: true, dmg: 0 } };
    expect(menu(s).opts.find((o) => o.id === 'ally')!.label).toEqual({ key: 'coh.c.ally', vars: cardVars('bai-koi-spirit') });
    const before = { ...k.energy };
    const ev = run(s, 'ally');
    expect(s.spaces['baiyu:3']).toBeUndefined();
    expect(s.discard.at(-1)).toBe('bai-koi-spirit');
    expect(texts(ev)).toEqual([{ key: 'coh.ev.ally', vars: { ...who(k), ...cardVars('bai-koi-spirit') } }]);
    expect(k.energy).toEqual(before);
    expect(s.pending).toEqual([{ k: 'gold', seat: 0, n: 1 }]);
  });

  it('COH-7 ending the Adventure: the Monster step', () => {
    const s = versus();
    expect(run(s, 'end')).toEqual([]);
    expect(s.step).toBe('monsters');
    expect(menu(versus()).opts.at(-1)!.label).toEqual({ key: 'coh.c.end' });
  });
});

describe('CoH flow: asking a teammate for help (COH-25)', () => {
  /** S04 (co-op), two characters: Kaoru active, Leaf beside a Monster within reach of her In Hand damage. */
  function helpState() {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    expect(s.chars.map((c) => c.character)).toEqual(['kaoru', 'leaf']);
    s.step = 'adventure';
    s.order = [0, 1];
    s.turn = 0;
    s.pending = [];
    s.queue = [];
    s.corrupted = [];
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-mist-heron', faceUp: true, dmg: 0 } };
    s.chars[0]!.at = THE_DOJO;
    s.chars[1]!.at = 'baiyu:2';
    s.chars[1]!.hand = ['lea-dash', 'lea-falling-pine', 'lea-roots'];
    return s;
  }
  const ids = (s: CohState) => currentSpec(s)!.opts.map((o) => o.id);

  it('COH-25.1 COH-25.5 offered in a scenario, once a turn, with an Activation left, for a standing teammate with a card that can reach a Monster', () => {
    const s = helpState();
    expect(ids(s)).toContain('help:1');
    expect(currentSpec(s)!.opts.find((o) => o.id === 'help:1')!.label).toEqual({ key: 'coh.c.help', vars: who(s.chars[1]!) });
    s.ts.activations = 0;
    expect(ids(s)).not.toContain('help:1');
    s.ts.activations = 1;
    s.ts.helped = true;
    expect(ids(s)).not.toContain('help:1');
    s.ts.helped = false;
    s.chars[1]!.health = 0;
    expect(ids(s)).not.toContain('help:1');
    s.chars[1]!.health = 3;
    s.scn!.team = [0, 1];
    expect(ids(s)).not.toContain('help:1');
    s.scn!.team = [0, 0];
    s.chars[1]!.at = 'baiyu:5';
    expect(ids(s)).not.toContain('help:1');
    expect(ids(versus())).not.toContain('help:1');
  });

  it('COH-25.3 COH-25.4 COH-A28 the answer: an In Hand card with damage that reaches a Monster, not the others; played with the asker’s Activation, for the asker; or a refusal', () => {
    const s = helpState();
    const [k, l] = [s.chars[0]!, s.chars[1]!];
    const ev: Events = [];
    currentSpec(s)!
      .opts.find((o) => o.id === 'help:1')!
      .run(s, ev);
    expect(s.ts.helped).toBe(true);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.askHelp', vars: { ...who(k), ...who(l, 'to') } }]);
    expect(s.pending).toEqual([{ k: 'help', seat: 1, asker: 0 }]);
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'help', { key: 'coh.p.help', vars: who(k) }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['hh:lea-falling-pine', 'decline']);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.hand', vars: cardVars('lea-falling-pine') });
    expect(spec.opts[1]!.label).toEqual({ key: 'coh.c.decline' });
    const acts = s.ts.activations;
    const played: Events = [];
    spec.opts[0]!.run(s, played);
    expect(s.pending).toEqual([]);
    expect(s.ts.activations).toBe(acts - 1);
    expect([l.hand, l.board]).toEqual([['lea-dash', 'lea-roots'], ['lea-falling-pine']]);
    expect(texts(played)).toEqual([{ key: 'coh.ev.helps', vars: { ...who(l), ...cardVars('lea-falling-pine') } }]);
    expect(s.queue).toEqual(abilityDef('lea-falling-pine').hand.effects.map((eff) => ({ seat: 1, eff, by: 0, help: true })));
    const t = helpState();
    currentSpec(t)!
      .opts.find((o) => o.id === 'help:1')!
      .run(t, []);
    const before = t.ts.activations;
    currentSpec(t)!
      .opts.find((o) => o.id === 'decline')!
      .run(t, []);
    expect([t.pending, t.ts.activations, t.chars[1]!.hand.length]).toEqual([[], before, 3]);
  });

  it('COH-25.5 a card without damage, or whose damage reaches no Monster, is no help', () => {
    const s = helpState();
    const l = s.chars[1]!;
    l.hand = ['lea-roots', 'lea-dash'];
    expect(ids(s)).not.toContain('help:1');
    // GRIT paid with Health too (COH-31.1.2): Landslide (1 GRIT) with 1 Health and no GRIT is payable.
    l.hand = ['kao-landslide'];
    l.res = { grit: 0 };
    l.health = 1;
    expect(ids(s)).toContain('help:1');
    s.spaces = { 'baiyu:4': { uid: 'm1', id: 'bai-mist-heron', faceUp: true, dmg: 0 } };
    expect(ids(s)).not.toContain('help:1');
  });
});

describe('CoH flow: the scenario effect (COH-29.8)', () => {
  /** A scenario state in its Corrupted turn with every Corrupted done: the next step rolls the scenario effect. */
  function rolled(id: ScenarioId, n: number, dice: number[], seed = `mcfb-${id}`) {
    const s = cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), seed);
    s.pending = [];
    s.queue = [];
    s.step = 'corrupted';
    s.ct = { acts: [], rolled: false };
    s.dice = dice;
    return s;
  }
  const step = (s: CohState) => {
    const ev: Events = [];
    expect(corruptedStep(s, ev)).toBe(false);
    expect(s.ct!.rolled).toBe(true);
    return ev;
  };
  const roll = (n: number) => ({ key: 'coh.ev.scenarioRoll', vars: { roll: n } });

  it('COH-29.8 the roll picks the row whose range holds it, bounds included: S02 1–3 each character, in turn order first; 4–5 a choice each; 6 Gold each', () => {
    for (const r of [1, 3]) {
      const s = rolled('s02', 2, [r]);
      s.order = [1, 0];
      expect(texts(step(s))).toEqual([roll(r)]);
      const each = [
        { op: 'selfDamage', n: 1 },
        { op: 'loseSpirit', n: 1 },
      ];
      expect(s.queue).toEqual([...each.map((eff) => ({ seat: 1, eff, by: 1 })), ...each.map((eff) => ({ seat: 0, eff, by: 0 }))]);
      expect(s.pending).toEqual([]);
    }
    for (const r of [4, 5]) {
      const s = rolled('s02', 2, [r]);
      s.order = [1, 0];
      step(s);
      expect(s.queue).toEqual([]);
      // The first in turn order decides first: on top of the stack.
      expect(s.pending).toEqual([
        { k: 'sfx', seat: 0, row: 1, idx: 0 },
        { k: 'sfx', seat: 1, row: 1, idx: 0 },
      ]);
    }
    const six = rolled('s02', 2, [6]);
    step(six);
    expect(six.queue.map((q) => [q.seat, q.eff.op])).toEqual([
      [six.order[0], 'energy'],
      [six.order[1], 'energy'],
    ]);
  });

  it('COH-29.8 a scenario without effects rolls and nothing follows; S04 1–2: nothing', () => {
    const s = rolled('s03', 1, [4]);
    expect(texts(step(s))).toEqual([roll(4)]);
    expect([s.pending, s.queue]).toEqual([[], []]);
    const t = rolled('s04', 2, [2]);
    const before = JSON.stringify(t.corrupted);
    expect(texts(step(t))).toEqual([roll(2)]);
    expect([t.pending, t.queue, JSON.stringify(t.corrupted)]).toEqual([[], [], before]);
  });

  it('COH-29.8 a choice each (S02 4–5): the options the character can pay, each paying then queueing its effects first', () => {
    const s = rolled('s02', 2, [4]);
    s.order = [0, 1];
    step(s);
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'scenarioChoice', { key: 'coh.p.scenarioChoice' }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['o:0', 'o:1']);
    const opts = scenarioDef('s02').effects[1]!.effects[0] as { options: { label: { en: string; fr: string } }[] };
    expect(spec.opts[1]!.label).toEqual({
      key: 'coh.c.option',
      vars: { label: opts.options[1]!.label.en, labelFr: opts.options[1]!.label.fr },
    });
    const k = s.chars[0]!;
    k.spirit = 2;
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(k.spirit).toBe(0);
    expect(s.pending).toEqual([{ k: 'sfx', seat: 1, row: 1, idx: 0 }]);
    expect(s.queue).toEqual([]);
    const l = s.chars[1]!;
    l.spirit = 1;
    expect(currentSpec(s)!.opts.map((o) => o.id)).toEqual(['o:1']);
    s.queue = [{ seat: 0, eff: { op: 'heal', n: 1 }, by: 0 }] as never;
    currentSpec(s)!.opts[0]!.run(s, []);
    expect(s.pending).toEqual([]);
    expect(s.queue).toEqual([
      { seat: 1, eff: { op: 'selfDamage', n: 2 }, by: 1 },
      { seat: 0, eff: { op: 'heal', n: 1 }, by: 0 },
    ]);
    expect(() => scenarioSpec(s, { k: 'sfx', seat: 0, row: 0, idx: 0 })).toThrow('not a choice');
  });

  it('COH-29.8 the Corrupted gains Activations (S16 2–4): the first one lasting, not a visitor; S17 the one with the rolled tag; none in play, nothing', () => {
    const s = rolled('s16', 2, [2, 5]);
    const main = s.corrupted[0]!;
    const visitor = placeCorrupted(s, [], 'ryuko', 'drear:1', { temporary: true });
    s.corrupted = [visitor, main];
    const ev = step(s);
    expect(texts(ev).slice(0, 3)).toEqual([
      roll(2),
      { key: 'coh.ev.corruptedExtra', vars: { ...corrVars(main), n: 1 } },
      { key: 'coh.ev.corruptedActs', vars: expect.objectContaining({ ...corrVars(main), roll: 5 }) },
    ]);
    expect(s.dice).toEqual([]);
    const none = rolled('s16', 2, [4, 5]);
    none.corrupted = [];
    expect(texts(step(none))).toEqual([roll(4)]);
    expect(none.dice).toEqual([5]);
    const t = rolled('s17', 2, [3, 6]);
    const one = placeCorrupted(t, [], 'ashura', 'drear:1', { tag: 1 });
    const two = placeCorrupted(t, [], 'enoki', 'drear:5', { tag: 2 });
    const tev = step(t);
    expect(texts(tev)[1]).toEqual({ key: 'coh.ev.corruptedExtra', vars: { ...corrVars(two), n: 1 } });
    expect(tev.some((e) => JSON.stringify(e.text).includes(JSON.stringify(corrVars(one)).slice(1, -1)))).toBe(false);
  });

  it('COH-29.8 transport (S16 1): each character in turn order to a rolled space, World then number', () => {
    const s = rolled('s16', 2, [1, 4, 3, 2, 5]);
    s.order = [1, 0];
    s.spaces = {};
    s.corrupted = [];
    const ev = step(s);
    expect(texts(ev)).toEqual([
      roll(1),
      { key: 'coh.ev.transport', vars: { ...who(s.chars[1]!), ...spaceVars('drear:3') } },
      { key: 'coh.ev.transport', vars: { ...who(s.chars[0]!), ...spaceVars('oakenmoor:5') } },
    ]);
    expect(s.chars.map((c) => c.at)).toEqual(['oakenmoor:5', 'drear:3']);
  });

  it('COH-29.8 COH-A14 swapping The Dojo (S16 6): the first in turn order may swap it with any World in play, or not', () => {
    const s = rolled('s16', 2, [6]);
    s.order = [1, 0];
    step(s);
    expect(s.pending).toEqual([{ k: 'swapDojo', seat: 1 }]);
    delete s.layout.arechi;
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'swapDojo', { key: 'coh.p.swapDojo' }]);
    expect(spec.opts.map((o) => o.id)).toEqual([...WORLD_IDS.filter((w) => w !== 'arechi').map((w) => `swap:${w}`), 'skip']);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.swapDojo', vars: { world: 'Baiyu', worldFr: expect.any(String) } });
    expect(spec.opts.at(-1)!.label).toEqual({ key: 'coh.c.skip' });
    const layout = s.layout;
    const [dojo, drear] = [s.layout.dojo!.slot, s.layout.drear!.slot];
    const ev: Events = [];
    spec.opts.find((o) => o.id === 'swap:drear')!.run(s, ev);
    expect(s.pending).toEqual([]);
    expect([s.layout.dojo!.slot, s.layout.drear!.slot]).toEqual([drear, dojo]);
    expect([layout.dojo!.slot, layout.drear!.slot]).toEqual([dojo, drear]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.swapDojo', vars: { world: 'Drear', worldFr: expect.any(String) } }]);
    const t = rolled('s16', 2, [6]);
    step(t);
    const slots = JSON.stringify(t.layout);
    currentSpec(t)!.opts.at(-1)!.run(t, []);
    expect([t.pending, JSON.stringify(t.layout)]).toEqual([[], slots]);
  });

  it('COH-A14 swapDojo keeps the rotations and makes a new layout object, the old one untouched', () => {
    const s = versus();
    const old = s.layout;
    const before = JSON.stringify(old);
    swapDojo(s, [], 'baiyu');
    expect(JSON.stringify(old)).toBe(before);
    expect(s.layout.dojo).toEqual({ slot: old.baiyu!.slot, rot: old.dojo!.rot });
    expect(s.layout.baiyu).toEqual({ slot: old.dojo!.slot, rot: old.baiyu!.rot });
    expect(s.layout.drear).toEqual(old.drear);
    expect(s.layout.drear).not.toBe(old.drear);
  });

  it('COH-29.8 a visitor (S08 1, S13 1): a Corrupted not in play on a rolled space, temporary, acting once (S08) or twice (S13)', () => {
    for (const [id, acts] of [
      ['s08', 1],
      ['s13', 2],
    ] as const) {
      const s = rolled(id, 2, [1, 4, 3, 5, 5]);
      s.corrupted = [];
      const ev = step(s);
      expect(s.corrupted).toHaveLength(1);
      const c = s.corrupted[0]!;
      expect([c.at, c.temporary]).toEqual(['drear:3', true]);
      expect(keys(ev).filter((k) => k === 'coh.ev.corruptedActs')).toHaveLength(acts);
      expect(keys(ev).slice(0, 2)).toEqual(['coh.ev.scenarioRoll', 'coh.ev.corruptedIn']);
    }
  });

  it('COH-29.8 a result of the scenario’s own (S15 2–4: the tokens redistributed)', () => {
    const s = rolled('s15', 1, [2]);
    const spaces = Object.values(s.scn!.tokens).sort();
    const ev = step(s);
    expect(keys(ev)).toEqual(['coh.ev.scenarioRoll', 'coh.ev.tokensShuffled']);
    expect(Object.values(s.scn!.tokens).sort()).toEqual(spaces);
  });
});

describe('CoH flow: the scenario decisions (COH-A10, S06, S12)', () => {
  it('COH-A10 an Activation outside the turn: each In Hand card it can pay, not the Ultimate; played from hand, or skipped (lost)', () => {
    const s = versus();
    const l = s.chars[1]!;
    l.hand = ['lea-roots', 'lea-falling-pine'];
    l.res = { momentum: 0 };
    s.pending = [{ k: 'extra', seat: 1 }];
    let spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([1, 'extra', { key: 'coh.p.extra' }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['e:lea-falling-pine', 'skip']);
    expect(spec.opts[0]!.label).toEqual({ key: 'coh.c.hand', vars: cardVars('lea-falling-pine') });
    l.res = { momentum: 1 };
    spec = currentSpec(s)!;
    expect(spec.opts.map((o) => o.id)).toEqual(['e:lea-roots', 'e:lea-falling-pine', 'skip']);
    s.queue = [{ seat: 0, eff: { op: 'heal', n: 1 }, by: 0 }] as never;
    const ev: Events = [];
    spec.opts[0]!.run(s, ev);
    expect(s.pending).toEqual([]);
    expect([l.hand, l.board, l.res.momentum]).toEqual([['lea-falling-pine'], ['lea-roots'], 0]);
    expect(texts(ev)[0]).toEqual({ key: 'coh.ev.extraUse', vars: { ...who(l), ...cardVars('lea-roots') } });
    expect(s.queue).toEqual([
      ...abilityDef('lea-roots').hand.effects.map((eff) => ({ seat: 1, eff, by: 1 })),
      { seat: 0, eff: { op: 'heal', n: 1 }, by: 0 },
    ]);
    s.pending = [{ k: 'extra', seat: 1 }];
    currentSpec(s)!.opts.at(-1)!.run(s, []);
    expect([s.pending, l.hand]).toEqual([[], ['lea-falling-pine']]);
    const u = versus();
    expect(abilityDef('kao-mountain').kind).toBe('ultimate');
    u.chars[0]!.hand = ['kao-mountain'];
    u.pending = [{ k: 'extra', seat: 0 }];
    expect(currentSpec(u)!.opts.map((o) => o.id)).toEqual(['skip']);
  });

  it('COH-S12 peeking: a deck with cards (a World in play or Dusk), then the top two back in either order, on top or at the bottom', () => {
    const s = versus();
    s.pending = [{ k: 'peek', seat: 0, deck: null }];
    s.worldDecks.baiyu = [];
    delete s.layout.oppenheim;
    let spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'peek', { key: 'coh.p.peekDeck' }]);
    expect(spec.opts.map((o) => o.id)).toEqual(['pk:oakenmoor', 'pk:drear', 'pk:arechi', 'pk:hollowmere', 'pk:dusk']);
    expect(spec.opts.at(-1)!.label).toEqual({ key: 'coh.c.deck', vars: { deck: 'Dusk', deckFr: 'Crépuscule' } });
    expect(spec.opts[1]!.label).toEqual({ key: 'coh.c.deck', vars: { deck: 'Drear', deckFr: expect.any(String) } });
    spec.opts[1]!.run(s, []);
    expect(s.pending).toEqual([{ k: 'peek', seat: 0, deck: 'drear' }]);
    const deck = [...s.worldDecks.drear!];
    const [a, b] = [deck[0]!, deck[1]!];
    spec = currentSpec(s)!;
    expect(spec.text).toEqual({ key: 'coh.p.peek', vars: { deck: 'Drear', deckFr: expect.any(String) } });
    expect(spec.opts.map((o) => o.id)).toEqual(['top', 'top:r', 'bottom', 'bottom:r']);
    const name = (id: string) => CONTENT.worlds.flatMap((w) => w.deck).find((c) => c.id === id)!.name;
    expect(spec.opts[1]!.label).toEqual({
      key: 'coh.c.peek.top',
      vars: { list: `${name(b).en}, ${name(a).en}`, listFr: `${name(b).fr}, ${name(a).fr}` },
    });
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect(s.worldDecks.drear).toEqual([b, a, ...deck.slice(2)]);
    expect(s.pending).toEqual([]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.peek.top', vars: { ...who(s.chars[0]!), deck: 'Drear', deckFr: expect.any(String) } }]);
    s.pending = [{ k: 'peek', seat: 0, deck: 'drear' }];
    const bottom: Events = [];
    currentSpec(s)!.opts[2]!.run(s, bottom);
    expect(s.worldDecks.drear).toEqual([...deck.slice(2), b, a]);
    expect(keys(bottom)).toEqual(['coh.ev.peek.bottom']);
    s.dusk = ['dsk-rift-ember'];
    s.pending = [{ k: 'peek', seat: 0, deck: 'dusk' }];
    spec = currentSpec(s)!;
    expect(spec.opts.map((o) => o.id)).toEqual(['top', 'bottom']);
    spec.opts[1]!.run(s, []);
    expect(s.dusk).toEqual(['dsk-rift-ember']);
  });

  it('COH-S06 after a Dawn Kirin: the top World Shift card activated, discarded (out of the game) or put back', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's06' }, seats(1), 'mcfb-s06');
    s.step = 'adventure';
    s.pending = [{ k: 'kirin', seat: 0 }];
    const top = s.shifts[0]!;
    const d = CONTENT.shifts.find((x) => x.id === top)!;
    const card = { card: d.name.en, cardFr: d.name.fr };
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind, spec.text]).toEqual([0, 'kirin', { key: 'coh.p.kirin', vars: card }]);
    expect(spec.opts.map((o) => [o.id, o.label])).toEqual([
      ['activate', { key: 'coh.c.kirin.activate', vars: card }],
      ['discard', { key: 'coh.c.kirin.discard', vars: card }],
      ['back', { key: 'coh.c.kirin.back', vars: card }],
    ]);
    const shifts = [...s.shifts];
    const box = s.box.length;
    const ev: Events = [];
    spec.opts[1]!.run(s, ev);
    expect([s.pending, s.shifts, s.box.slice(box)]).toEqual([[], shifts.slice(1), [top]]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.shiftDiscarded', vars: card }]);
    s.pending = [{ k: 'kirin', seat: 0 }];
    currentSpec(s)!.opts[2]!.run(s, []);
    expect([s.pending, s.shifts]).toEqual([[], shifts.slice(1)]);
    s.pending = [{ k: 'kirin', seat: 0 }];
    const act: Events = [];
    currentSpec(s)!.opts[0]!.run(s, act);
    expect(s.pending.filter((p) => p.k === 'kirin')).toEqual([]);
    expect(s.shifts).toEqual(shifts.slice(2));
    expect(act.length).toBeGreaterThan(0);
  });
});

describe('CoH flow: the end of a scenario and Doom (COH-21.3, COH-32.3)', () => {
  it('COH-21.3 finishing: result, winners, the game over with nothing left to decide or resolve; not twice, not outside a scenario', () => {
    const v = versus();
    finish(v, [], true, [0]);
    expect(v.step).toBe('adventure');
    const s = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    s.pending = [{ k: 'extra', seat: 0 }];
    s.queue = [{ seat: 0, eff: { op: 'heal', n: 1 }, by: 0 }] as never;
    s.ct = { acts: ['k1'], rolled: false };
    const ev: Events = [];
    finish(s, ev, true, [0, 1]);
    expect([s.scn!.result, s.scn!.winners, s.step, s.endReason, s.pending, s.queue, s.ct]).toEqual([
      'won',
      [0, 1],
      'over',
      'scenario',
      [],
      [],
      null,
    ]);
    expect(texts(ev)).toEqual([{ key: 'coh.ev.scenarioWon' }]);
    const again: Events = [];
    finish(s, again, false);
    expect([s.scn!.result, again]).toEqual(['won', []]);
    const l = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    const lost: Events = [];
    finish(l, lost, false);
    expect([l.scn!.result, l.scn!.winners, texts(lost)]).toEqual(['lost', [], [{ key: 'coh.ev.scenarioLost' }]]);
  });

  it('COH-32.3 Doom: one counter and its event each time; lost at the limit (S02 with 2 characters: 2 × 1 + 1 = 3), not one before', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's02' }, seats(2), 'mcfb-s02');
    expect(s.scn!.doom).toBe(0);
    const ev: Events = [];
    addDoom(s, ev);
    addDoom(s, ev);
    expect([s.scn!.doom, s.step === 'over']).toEqual([2, false]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.doom', vars: { n: 1 } },
      { key: 'coh.ev.doom', vars: { n: 2 } },
    ]);
    const last: Events = [];
    addDoom(s, last);
    expect([s.scn!.doom, s.step, s.scn!.result]).toEqual([3, 'over', 'lost']);
    expect(keys(last)).toEqual(['coh.ev.doom', 'coh.ev.scenarioLost']);
    // The same scenario with 3 characters: 4.
    const t = cohEngine.setup({ mode: 'versus', scenario: 's02' }, seats(3), 'mcfb-s02');
    for (let i = 0; i < 3; i++) addDoom(t, []);
    expect(t.step).not.toBe('over');
    addDoom(t, []);
    expect(t.step).toBe('over');
    // S03 (Solo): 0 × 1 + 3.
    const u = cohEngine.setup({ mode: 'versus', scenario: 's03' }, seats(1), 'mcfb-s03');
    u.scn!.doom = 2;
    addDoom(u, []);
    expect(u.step).toBe('over');
  });

  it('COH-A66 S17: the sixth Doom turns the six tokens face down; each later one reveals a token by the die, No.6 loses, another leaves the game', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's17' }, seats(2), 'mcfb-s17');
    s.scn!.doom = 4;
    const ev: Events = [];
    addDoom(s, ev);
    expect([s.scn!.doom, s.scn!.pool]).toEqual([5, []]);
    addDoom(s, ev);
    expect(s.scn!.doom).toBe(6);
    expect([...s.scn!.pool].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(texts(ev)).toEqual([
      { key: 'coh.ev.doom', vars: { n: 5 } },
      { key: 'coh.ev.doom', vars: { n: 6 } },
      { key: 'coh.ev.doomFaceDown' },
    ]);
    expect(s.step).not.toBe('over');
    s.scn!.pool = [3, 6, 1];
    s.dice = [4];
    const reveal: Events = [];
    addDoom(s, reveal);
    expect([s.scn!.doom, s.scn!.pool, texts(reveal)]).toEqual([6, [6, 1], [{ key: 'coh.ev.doomReveal', vars: { n: 3 } }]]);
    expect(s.step).not.toBe('over');
    s.dice = [3];
    addDoom(s, []);
    expect(s.scn!.pool).toEqual([1]);
    expect([s.step, s.scn!.result]).toEqual(['over', 'lost']);
    const t = cohEngine.setup({ mode: 'versus', scenario: 's17' }, seats(2), 'mcfb-s17');
    t.scn!.doom = 6;
    t.scn!.pool = [2, 5];
    t.dice = [6];
    addDoom(t, []);
    expect(t.scn!.pool).toEqual([2]);
  });
});

describe('CoH flow: the scenario setups (COH-33)', () => {
  /** A versus state of two characters (Kaoru, Leaf) with an empty board, about to be set up as this scenario. */
  function fresh(id: ScenarioId, n = 2, chosen: string[] = []) {
    const s = versus();
    s.scn = { ...cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), `mcfb-${id}`).scn!, chosen, tokens: {}, hidden: [] };
    s.spaces = {};
    s.corrupted = [];
    s.pending = [];
    return s;
  }

  it('COH-33 S04, S16: the scenario’s Corrupted (or the one chosen) on a rolled space; S16 gives each character 2 Gold first', () => {
    const s = fresh('s04');
    s.dice = [3, 2];
    const ev: Events = [];
    setupScenario(s, ev);
    expect(s.corrupted.map((c) => [c.id, c.at, c.health])).toEqual([['enoki', 'oppenheim:2', 24]]);
    expect(keys(ev)).toEqual(['coh.ev.corruptedIn']);
    const c = fresh('s04', 2, ['ryuko']);
    setupScenario(c, []);
    expect(c.corrupted.map((x) => x.id)).toEqual(['ryuko']);
    const t = fresh('s16');
    t.dice = [6, 6];
    setupScenario(t, []);
    expect(t.corrupted.map((x) => [x.id, x.at])).toEqual([['ashura', 'hollowmere:6']]);
    expect(t.pending).toEqual([
      { k: 'gold', seat: 0, n: 2 },
      { k: 'gold', seat: 1, n: 2 },
    ]);
    const u = fresh('s16', 2, ['ophion']);
    setupScenario(u, []);
    expect(u.corrupted.map((x) => x.id)).toEqual(['ophion']);
  });

  it('COH-33 S05: Leaf’s team against the others, Leaf 2 Gold, Enoki allied to her with a token fewer than the characters', () => {
    const s = fresh('s05', 3);
    setupScenario(s, []);
    expect(s.scn!.team).toEqual([0, 1]);
    expect(s.pending).toEqual([{ k: 'gold', seat: 1, n: 2 }]);
    expect(s.corrupted.map((c) => [c.id, c.team, c.resilience])).toEqual([['enoki', 1, 1]]);
    const t = fresh('s05', 3, ['ryuko']);
    t.chars.push({ ...structuredClone(t.chars[0]!), seat: 2, character: 'oric' });
    setupScenario(t, []);
    expect(t.scn!.team).toEqual([0, 1, 0]);
    expect(t.corrupted.map((c) => [c.id, c.team, c.resilience])).toEqual([['ryuko', 1, 2]]);
  });

  it('COH-33 S02: a random Corrupted (or the one chosen) on a rolled space and five scenario tokens on The Dojo', () => {
    const s = fresh('s02');
    s.dice = [5, 4];
    setupScenario(s, []);
    expect(s.corrupted).toHaveLength(1);
    expect(s.corrupted[0]!.at).toBe('arechi:4');
    expect(s.scn!.tokens).toEqual({ 1: THE_DOJO, 2: THE_DOJO, 3: THE_DOJO, 4: THE_DOJO, 5: THE_DOJO });
    const c = fresh('s02', 2, ['enoki']);
    setupScenario(c, []);
    expect(c.corrupted.map((x) => x.id)).toEqual(['enoki']);
  });

  it('COH-33 S03: each World’s Boss on its space No.3, out of its deck; The Ancient Hydra out of the Dusk deck (nothing else taken)', () => {
    const s = fresh('s03', 1);
    s.dusk = ['dsk-rift-ember', 'dsk-hydra', 'dsk-rift-tide'];
    setupScenario(s, []);
    const bosses = CONTENT.worlds.map((w) => w.deck.find((c) => c.type === 'monster' && c.boss)!.id);
    expect(WORLD_IDS.map((w) => s.spaces[`${w}:3`]?.id)).toEqual(bosses);
    expect(Object.keys(s.spaces)).toHaveLength(6);
    expect(Object.values(s.spaces).every((c) => c.faceUp && c.dmg === 0)).toBe(true);
    expect(new Set(Object.values(s.spaces).map((c) => c.uid)).size).toBe(6);
    CONTENT.worlds.forEach((w, i) => expect(s.worldDecks[w.id]).not.toContain(bosses[i]));
    expect(s.dusk).toEqual(['dsk-rift-ember', 'dsk-rift-tide']);
    const t = fresh('s03', 1);
    t.dusk = ['dsk-rift-ember', 'dsk-rift-tide'];
    const deck = [...t.worldDecks.baiyu!.filter((id) => id !== bosses[0])];
    t.worldDecks.baiyu = [...deck];
    setupScenario(t, []);
    expect([t.dusk, t.worldDecks.baiyu]).toEqual([['dsk-rift-ember', 'dsk-rift-tide'], deck]);
  });

  it('COH-33 S08: Dusk cards face down on spaces 2 to 6 of every World, while the deck lasts', () => {
    const s = fresh('s08');
    const dusk = [...s.dusk];
    expect(dusk.length).toBeGreaterThanOrEqual(30);
    setupScenario(s, []);
    expect(Object.keys(s.spaces).sort()).toEqual(WORLD_IDS.flatMap((w) => [2, 3, 4, 5, 6].map((n) => `${w}:${n}`)).sort());
    expect(WORLD_IDS.flatMap((w) => [2, 3, 4, 5, 6].map((n) => s.spaces[`${w}:${n}`]!.id))).toEqual(dusk.slice(0, 30));
    expect(Object.values(s.spaces).some((c) => c.faceUp)).toBe(false);
    expect(s.dusk).toEqual(dusk.slice(30));
    const t = fresh('s08');
    t.dusk = ['dsk-rift-ember', 'dsk-rift-tide'];
    setupScenario(t, []);
    expect(Object.entries(t.spaces).map(([k, v]) => [k, v.id])).toEqual([
      ['baiyu:2', 'dsk-rift-ember'],
      ['baiyu:3', 'dsk-rift-tide'],
    ]);
  });

  it('COH-33 S07: four cards face down on four different random spaces (a space taken is rolled again)', () => {
    const s = fresh('s07');
    s.dice = [1, 2, 1, 2, 3, 4, 3, 4, 3, 4, 5, 6, 2, 2];
    setupScenario(s, []);
    expect(Object.entries(s.spaces).map(([k, v]) => [k, v.id, v.faceUp])).toEqual([
      ['baiyu:2', 'dsk-hart', false],
      ['oppenheim:4', 'dsk-stag-herald', false],
      ['arechi:6', 'dsk-dawn-kirin', false],
      ['oakenmoor:2', 'dsk-dusk-kirin', false],
    ]);
    expect(s.dice).toEqual([]);
  });

  it('COH-33 S10 S13 S14 S15: tokens for characters + 2; Quests dealt; two teams of 2 (never 3 characters); the Corrupted on space No.2 of the rolled World', () => {
    const s = fresh('s10');
    setupScenario(s, []);
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3', '4']);
    const q = fresh('s13');
    q.quests = [];
    setupScenario(q, []);
    expect(q.quests.length).toBeGreaterThan(0);
    const t = fresh('s14');
    setupScenario(t, []);
    expect(t.scn!.team).toEqual([0, 1]);
    const three = fresh('s14');
    three.chars.push({ ...structuredClone(three.chars[0]!), seat: 2, character: 'oric' });
    expect(() => setupScenario(three, [])).toThrow(/is played by 2 or 4 characters/);
    const f = fresh('s15', 1);
    f.dice = [4];
    setupScenario(f, []);
    expect(f.corrupted.map((c) => [c.id, c.at])).toEqual([['ashura', 'drear:2']]);
  });

  it('COH-33 S01 and S17 set nothing up here', () => {
    for (const [id, n] of [
      ['s01', 3],
      ['s17', 2],
    ] as const) {
      const s = fresh(id, n);
      const ev: Events = [];
      setupScenario(s, ev);
      expect([s.corrupted, s.spaces, s.pending, ev]).toEqual([[], {}, [], []]);
    }
  });
});

describe('CoH flow: scenario rules on these paths (COH-S04, S06, S07, S15, S16, S18, S01)', () => {
  it('COH-S15 a hit from a character marks its space; a hit from no one does not', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's15' }, seats(1), 'mcfb-s15');
    const c = s.corrupted[0]!;
    s.scn!.struckFrom = null;
    hurtCorrupted(s, [], c.uid, 1, null);
    expect(s.scn!.struckFrom).toBeNull();
    s.chars[0]!.at = 'drear:5';
    hurtCorrupted(s, [], c.uid, 1, 0);
    expect(s.scn!.struckFrom).toBe('drear:5');
  });

  it('COH-A43 COH-S16 A’shura’s last token lost while a character is short of its main colour: one token back and a full gauge; S04: Enoki down wins', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's16' }, seats(2), 'mcfb-s16');
    const c = s.corrupted[0]!;
    c.resilience = 1;
    c.health = 2;
    const ev: Events = [];
    hurtCorrupted(s, ev, c.uid, 5, null);
    expect([c.resilience, c.health, s.corrupted.length]).toEqual([1, c.start, 1]);
    expect(keys(ev)).toEqual(['coh.ev.hitCorrupted', 'coh.ev.resilience', 'coh.ev.regenerates']);
    expect(texts(ev)[2]).toEqual({ key: 'coh.ev.regenerates', vars: corrVars(c) });
    const w = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    const e = w.corrupted[0]!;
    e.resilience = 1;
    e.health = 1;
    hurtCorrupted(w, [], e.uid, 1, null);
    expect([w.corrupted, w.step, w.scn!.result, w.scn!.winners]).toEqual([[], 'over', 'won', [0, 1]]);
  });

  it('COH-29.4 an Activation stops once the game is over (S16: A’shura onto The Dojo brings the last Doom, its strike never comes)', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's16' }, seats(2), 'mcfb-s16');
    const c = s.corrupted[0]!;
    c.at = 'dojo:1';
    s.chars[0]!.at = THE_DOJO;
    s.chars[1]!.at = THE_DOJO;
    s.scn!.doom = 3;
    s.dice = [3];
    const ev: Events = [];
    activateCorrupted(s, ev, c.uid);
    expect(c.at).toBe(THE_DOJO);
    expect(s.step).toBe('over');
    expect(s.chars.map((x) => x.health)).toEqual([10, 9]);
    expect(keys(ev)).not.toContain('coh.ev.hurt');
  });

  it('COH-29.10 a scenario with no Corrupted in play and no scenario effect has no Corrupted turn (S18)', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's18' }, seats(1), 'mcfb-s18');
    s.corrupted = [];
    expect(corruptedTurnDue(s)).toBe(false);
    placeCorrupted(s, [], 'enoki', 'drear:1');
    expect(corruptedTurnDue(s)).toBe(true);
  });

  it('COH-32.3 a scenario without a Doom limit is never lost to Doom (S01)', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's01' }, seats(3), 'mcfb-s01');
    for (let i = 0; i < 12; i++) addDoom(s, []);
    expect([s.scn!.doom, s.step === 'over']).toEqual([12, false]);
  });

  it('COH-S06 an Ally goes to the Inventory instead of the discard', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's06' }, seats(1), 'mcfb-s06');
    s.step = 'adventure';
    s.pending = [];
    s.queue = [];
    const c = s.chars[0]!;
    c.at = 'drear:4';
    s.spaces = { 'drear:4': { uid: 'm1', id: 'bai-koi-spirit', faceUp: true, dmg: 0 } };
    const discard = [...s.discard];
    const inv = [...s.scn!.inventory[0]!];
    currentSpec(s)!
      .opts.find((o) => o.id === 'ally')!
      .run(s, []);
    expect([s.discard, s.scn!.inventory[0]]).toEqual([discard, [...inv, 'bai-koi-spirit']]);
  });

  it('COH-33 S07 a card found nowhere is skipped; S06 a Dawn Kirin on a taken space (a Herald’s, a Boss’s, another Kirin’s) is rolled again', () => {
    const s = versus();
    s.scn = { ...cohEngine.setup({ mode: 'versus', scenario: 's07' }, seats(2), 'mcfb-s07').scn!, chosen: [] };
    s.spaces = {};
    const strip = (id: string) => {
      s.dusk = s.dusk.filter((x) => x !== id);
      for (const w of Object.keys(s.worldDecks)) s.worldDecks[w] = s.worldDecks[w]!.filter((x) => x !== id);
    };
    strip('dsk-hart');
    s.dice = [1, 2, 3, 4, 5, 6];
    setupScenario(s, []);
    expect(Object.entries(s.spaces).map(([k, v]) => [k, v.id])).toEqual([
      ['baiyu:2', 'dsk-stag-herald'],
      ['oppenheim:4', 'dsk-dawn-kirin'],
      ['arechi:6', 'dsk-dusk-kirin'],
    ]);
    const six = versus();
    six.scn = { ...cohEngine.setup({ mode: 'versus', scenario: 's06' }, seats(1), 'mcfb-s06').scn!, chosen: [] };
    six.spaces = {};
    six.dice = [1, 2, 1, 6, 3, 6, 1, 6, 2, 4, 5, 4];
    setupScenario(six, []);
    const kirin = Object.entries(six.spaces)
      .filter(([, v]) => v.id === 'dsk-dawn-kirin')
      .map(([k]) => k)
      .sort();
    expect(kirin).toEqual(['arechi:4', 'baiyu:6', 'oakenmoor:4']);
    expect(six.dice).toEqual([]);
  });
});

describe('CoH flow: the scenario effect and decisions, exact counts and kinds', () => {
  it('COH-29.8 the Corrupted gains exactly the Activations the result gives (S16 2–4: one)', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's16' }, seats(2), 'mcfb-s16');
    s.pending = [];
    s.step = 'corrupted';
    s.ct = { acts: [], rolled: false };
    s.dice = [3, 5, 5];
    const ev: Events = [];
    corruptedStep(s, ev);
    expect(keys(ev).filter((k) => k === 'coh.ev.corruptedActs')).toHaveLength(1);
    expect(s.dice).toEqual([5]);
  });

  it('COH-A10 COH-S12 the decisions’ kinds and the skip’s label: an Activation outside the turn, a peek at a chosen deck', () => {
    const s = versus();
    s.pending = [{ k: 'extra', seat: 1 }];
    expect(currentSpec(s)!.opts.at(-1)!.label).toEqual({ key: 'coh.c.skip' });
    s.pending = [{ k: 'peek', seat: 0, deck: 'drear' }];
    const spec = currentSpec(s)!;
    expect([spec.seat, spec.kind]).toEqual([0, 'peek']);
  });
});

describe('CoH flow: who wins when a Corrupted falls (COH-S05)', () => {
  it('COH-S05 Enoki down: the scenario is lost for Leaf’s side and won by the team facing her', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's05', characters: ['kaoru', 'oric', 'soff'] }, seats(3), 'mcfb-s05');
    expect(s.scn!.team).toEqual([1, 0, 0]);
    const e = s.corrupted[0]!;
    e.resilience = 1;
    e.health = 1;
    hurtCorrupted(s, [], e.uid, 1, null);
    expect([s.step, s.scn!.result, s.scn!.winners]).toEqual(['over', 'lost', [1, 2]]);
  });
});

describe('CoH flow: the Adventure menu, what batch 1386–1597 left', () => {
  const opt = (s: CohState, id: string) => currentSpec(s)!.opts.find((o) => o.id === id);

  it('COH-27.6 an Item’s label; COH-26.1 no Rift to close on a Monster’s space, no Ally to take on a Rift’s', () => {
    const s = versus();
    expect(opt(s, 'i:i1')!.label).toEqual({ key: 'coh.c.item', vars: { card: 'Dreamstone', cardFr: 'Pierrêve' } });
    s.chars[0]!.at = 'baiyu:3';
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-koi-spirit', faceUp: true, dmg: 0 } };
    expect([opt(s, 'rift'), opt(s, 'ally')?.id]).toEqual([undefined, 'ally']);
  });

  it('COH-32.6 a Rift closed counts for a Quest asking for Rifts; an Ally taken, for one asking for an Ally', () => {
    const s = versus();
    s.chars[0]!.at = 'drear:2';
    s.spaces = { 'drear:2': { uid: 'r1', id: 'dsk-rift-prism', faceUp: true, dmg: 0 } };
    s.quests = [{ id: 'q-rift-warden', seats: [0], part: 1, count: 0 }];
    opt(s, 'rift')!.run(s, []);
    expect(s.quests[0]).toEqual({ id: 'q-rift-warden', seats: [0], part: 1, count: 1 });
    const a = versus();
    a.chars[0]!.at = 'baiyu:3';
    a.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-koi-spirit', faceUp: true, dmg: 0 } };
    a.quests = [{ id: 'q-beast-friend', seats: [0], part: 1, count: 0 }];
    opt(a, 'ally')!.run(a, []);
    expect(a.quests[0]).not.toEqual({ id: 'q-beast-friend', seats: [0], part: 1, count: 0 });
  });

  it('COH-25.1 COH-25.5 no help from oneself, from an Ultimate, nor from an effect other than damage (Leaf’s Roots: a transport of Range 3)', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's04' }, seats(2), 'mcfb-s04');
    s.step = 'adventure';
    s.order = [0, 1];
    s.turn = 0;
    s.pending = [];
    s.queue = [];
    s.corrupted = [];
    s.spaces = { 'baiyu:3': { uid: 'm1', id: 'bai-mist-heron', faceUp: true, dmg: 0 } };
    const [k, l] = [s.chars[0]!, s.chars[1]!];
    k.at = 'baiyu:2';
    k.hand = ['kao-landslide'];
    l.at = 'baiyu:2';
    l.hand = ['kao-mountain'];
    const ids = () => currentSpec(s)!.opts.map((o) => o.id);
    expect(ids().filter((i) => i.startsWith('help'))).toEqual([]);
    l.hand = ['lea-roots'];
    l.res = { momentum: 1 };
    expect(ids().filter((i) => i.startsWith('help'))).toEqual([]);
    l.hand = ['lea-falling-pine'];
    expect(ids().filter((i) => i.startsWith('help'))).toEqual(['help:1']);
  });
});

describe('CoH flow: the scenario setups’ cards, uid by uid (COH-33)', () => {
  /** Sets up the scenario on a fresh two-character board; the cards placed, in uid order, and the uids used. */
  function placed(id: ScenarioId, n: number) {
    const s = versus();
    s.scn = { ...cohEngine.setup({ mode: 'versus', scenario: id }, seats(n), `mcfb-${id}`).scn!, chosen: [], tokens: {}, hidden: [] };
    s.spaces = {};
    const first = s.nextUid;
    setupScenario(s, []);
    const cards = Object.values(s.spaces).sort((a, b) => Number(a.uid.slice(1)) - Number(b.uid.slice(1)));
    return { s, first, cards };
  }

  it('COH-33 S06 (six on No.2, five Bosses, the Dawn Kirin) and S03 (six Bosses): face up, new uids in order', () => {
    for (const [id, n] of [
      ['s06', 1],
      ['s03', 1],
    ] as const) {
      const { s, first, cards } = placed(id, n);
      expect(cards.map((c) => c.uid)).toEqual(cards.map((_, i) => `w${first + i}`));
      expect(s.nextUid).toBe(first + cards.length);
      expect(cards.every((c) => c.faceUp && c.dmg === 0)).toBe(true);
    }
    expect(placed('s03', 1).cards).toHaveLength(6);
  });

  it('COH-33 S07 (four) and S08 (thirty): face down, new uids in order', () => {
    for (const [id, count] of [
      ['s07', 4],
      ['s08', 30],
    ] as const) {
      const { s, first, cards } = placed(id, 2);
      expect(cards).toHaveLength(count);
      expect(cards.map((c) => c.uid)).toEqual(cards.map((_, i) => `w${first + i}`));
      expect(s.nextUid).toBe(first + count);
      expect(cards.some((c) => c.faceUp)).toBe(false);
    }
  });
});

describe('CoH flow: each aim of the automaton apart (COH-30.5)', () => {
  it('COH-30.5 strongest is neither the nearest nor the weakest (Ophion 1); nearest is neither the strongest (A’shura 3–4)', () => {
    const s = versus();
    const o = placeCorrupted(s, [], 'ophion', THE_DOJO);
    const [k, l] = [s.chars[0]!, s.chars[1]!];
    k.at = 'baiyu:1';
    l.at = 'dojo:1';
    s.dice = [1];
    activateCorrupted(s, [], o.uid);
    expect([k.health, l.health]).toEqual([6, 9]);
    const t = versus();
    const a = placeCorrupted(t, [], 'ashura', THE_DOJO);
    const [k2, l2] = [t.chars[0]!, t.chars[1]!];
    k2.health = 5;
    l2.at = 'dojo:1';
    t.dice = [3];
    activateCorrupted(t, [], a.uid);
    expect(a.at).toBe(THE_DOJO);
    expect([k2.health, l2.health]).toEqual([2, 9]);
  });
});
