/**
 * The Evil squad and the Evil Player's pawns (rules/evil.ts, lines 1–123),
 * exact (issue #23, mutation testing): the random squad (a Boss with Honor 4
 * or more and a Fury, then 3 more, never one the players field), its Objective
 * tokens (the Boss 0, the others 1–3 at random), each pawn on its entry hex
 * unless taken, the announcement in both languages, a given squad kept as
 * given, and the Boss's Fury announced from whichever pawn holds token 0.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { translate } from '../../src/discord/strings.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { at } from '../../src/games/at/index.js';
import { CONTENT, isBoss } from '../../src/games/at/content/index.js';
import { automatonStep, buildEvilSquad, evilTurn, type ChampionMoves } from '../../src/games/at/rules/evil.js';
import { attack, checkDefeat, openWindow, place, refillRow, walk } from '../../src/games/at/rules/flow.js';

const moves: ChampionMoves = { attack, checkDefeat, place, walk, refillRow, openWindow };
const en = (e: GameEvent) => translate(e.text, 'en', at.strings);
const fr = (e: GameEvent) => translate(e.text, 'fr', at.strings);
const ENTRY = ['0,-4', '-2,-2', '2,-4', '4,-4'];

const bosses = CONTENT.evilChampions.filter(isBoss).map((e) => e.id);
const others = CONTENT.evilChampions.filter((e) => !isBoss(e)).map((e) => e.id);

/** A Solo position whose player fields, off the battlefield, every Evil Champion but `left` (ids as defs). */
function soloWithout(left: string[], seed = 'sq', extra: Record<string, unknown> = {}): AtState {
  const fielded = CONTENT.evilChampions.map((e) => e.id).filter((id) => !left.includes(id));
  const champions = Object.fromEntries(fielded.map((def, i) => [`p${i}`, { def, owner: 0 }]));
  return atEngine.scenarios!.setup({ mode: 'solo', seed, champions: { ...champions, ...extra } } as unknown as Json).state;
}
const evilOf = (s: AtState) => Object.values(s.champions).filter((c) => c.owner === -1);

describe('AT Evil squad: drawn at random', () => {
  it('AT-SO-9 AT-SO-10 AT-SO-18 a Boss with Honor 4+ and a Fury first, then 3 others, none the players field', () => {
    expect(bosses.length).toBeGreaterThan(1);
    const left = [bosses[0]!, ...others.slice(0, 3)];
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = soloWithout(left, seed);
      const events: GameEvent[] = [];
      const first = s.nextId;
      buildEvilSquad(s, events);
      const squad = evilOf(s);
      expect(squad.map((c) => c.id)).toEqual([0, 1, 2, 3].map((i) => `e${first + i}`));
      expect(squad[0]!.def).toBe(bosses[0]);
      expect(squad.map((c) => c.def).sort()).toEqual([...left].sort());
      expect(s.evil!.tokens[squad[0]!.id]).toBe(0);
      expect(
        squad
          .slice(1)
          .map((c) => s.evil!.tokens[c.id])
          .sort(),
      ).toEqual([1, 2, 3]);
      for (const c of squad) {
        expect(c.at).toBe(ENTRY[s.evil!.tokens[c.id]!]);
        expect([c.damage, c.exhausted, c.artifacts]).toEqual([0, false, []]);
      }
      expect(events).toHaveLength(4);
    }
  });

  it('AT-SO-9 the Boss is drawn among every Boss left, the others among every non-Boss left', () => {
    const left = [...bosses.slice(0, 2), ...others.slice(0, 4)];
    const drawn = new Set<string>();
    const rest = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const s = soloWithout(left, `boss-${i}`);
      buildEvilSquad(s, []);
      const squad = evilOf(s);
      drawn.add(squad[0]!.def);
      for (const c of squad.slice(1)) rest.add(c.def);
    }
    expect([...drawn].sort()).toEqual(bosses.slice(0, 2).sort());
    // The Boss not drawn may be among the 3 others: both Bosses and every non-Boss appear there.
    expect([...rest].sort()).toEqual([...left].sort());
  });

  it('AT-SO-13 AT-EC-2 a pawn whose entry hex is taken waits off the battlefield; each joins with its token, in both languages', () => {
    const left = [bosses[0]!, ...others.slice(0, 3)];
    const s = soloWithout(left, 'a', { blocker: { def: bosses[1]!, owner: 0, at: '0,-4' } });
    const events: GameEvent[] = [];
    buildEvilSquad(s, events);
    const boss = evilOf(s)[0]!;
    expect(boss.at).toBeNull();
    expect(evilOf(s).filter((c) => c.at !== null)).toHaveLength(3);
    const name = CONTENT.evilChampions.find((e) => e.id === bosses[0])!.name;
    expect(en(events[0]!)).toBe(`${name.en} joins the Evil squad with Objective token 0.`);
    expect(fr(events[0]!)).toBe(`${name.fr} rejoint l’escouade maléfique avec le jeton Objectif 0.`);
  });

  it('AT-SO-6 a given squad is kept in its order, the first holding token 0', () => {
    const s = soloWithout([]);
    const given = [others[0]!, bosses[0]!, others[1]!, others[2]!];
    buildEvilSquad(s, [], given);
    const squad = evilOf(s);
    expect(squad.map((c) => c.def)).toEqual(given);
    expect(s.evil!.tokens[squad[0]!.id]).toBe(0);
    expect(
      squad
        .slice(1)
        .map((c) => s.evil!.tokens[c.id])
        .sort(),
    ).toEqual([1, 2, 3]);
  });
});

describe('AT Evil squad: the Fury', () => {
  it('AT-FU-1 AT-FU-2 the Fury belongs to the pawn holding token 0, not to the first pawn by id', () => {
    const s = atEngine.scenarios!.setup({
      mode: 'solo',
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
        a1: { def: 'iron-warden', owner: -1, token: 1, at: '4,-2' },
        z9: { def: 'grave-tyrant', owner: -1, token: 0, at: '3,-3' },
      },
      intrigueDeck: ['wrath-unbound', 'muster'],
      intrigueDiscard: [],
    } as unknown as Json).state;
    evilTurn(s);
    const events: GameEvent[] = [];
    automatonStep(s, events, moves);
    automatonStep(s, events, moves);
    expect(events.map(en).slice(0, 2)).toEqual(['The Evil Player plays the Intrigue Wrath Unbound.', 'Fury of Grave Tyrant!']);
    expect(s.evil!.steps.slice(0, 2)).toEqual([
      { op: 'scorch', n: 2 },
      { op: 'activate', token: 0 },
    ]);
  });
});
