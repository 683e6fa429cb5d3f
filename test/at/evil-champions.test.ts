import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { CONTENT } from '../../src/games/at/content/index.js';
import { statsOf } from '../../src/games/at/rules/board.js';
import { strings } from '../../src/games/at/rules/strings.js';

/**
 * The fourteen Evil Champions who exist only on the Evil side (content/evil.ts):
 * their two faces on the battlefield, and what each one's skills and Fury do
 * when an Intrigue card activates it. The Overlord seat plays the Evil
 * Player here, so each move and attack is chosen and checked before the end
 * of the Evil turn heals the damage.
 */
type Pawns = Record<string, { def: string; owner: number; at: string | null; token?: number }>;

function game(champions: Pawns, hand: string[], extra: Record<string, Json> = {}, mode: 'solo' | 'coop' = 'solo'): AtState {
  const { state } = atEngine.scenarios!.setup({
    mode,
    overlord: true,
    champions,
    intrigueDeck: ['night-march', 'iron-tide'],
    intrigueDiscard: [],
    intrigueHand: hand,
    ...extra,
  } as unknown as Json);
  return state;
}

const go = (s: AtState, seat: number, c: string) => atEngine.apply(s, seat, { type: atEngine.prompts(s)[0]!.kind, c }).state;
const ids = (s: AtState) => atEngine.prompts(s)[0]!.choices.map((c) => c.id);
/** The heroes end their turn (both in Co-op): the Overlord then picks its first Intrigue card. */
const toEvil = (s: AtState) => {
  for (const seat of s.mode === 'coop' ? [0, 1] : [0]) s = go(s, seat, 'end');
  return s;
};
const stats = (s: AtState, id: string) => {
  const st = statsOf(s, s.champions[id]!);
  return [st.strength, st.defense, st.speed, [...st.skills].sort().join('+')];
};

const NEW: [id: string, honor: number, solo: (number | string)[], coop: (number | string)[]][] = [
  ['rot-harbinger', 2, [2, 4, 3, ''], [3, 5, 3, '']],
  ['gallows-knight', 3, [3, 5, 3, 'riposte'], [4, 6, 3, 'riposte']],
  ['ash-sprite', 1, [2, 2, 5, ''], [3, 3, 5, '']],
  ['radiant-archer-evil', 2, [2, 3, 3, 'ranged'], [3, 4, 3, 'ranged']],
  ['bone-crusher', 3, [4, 5, 2, ''], [5, 6, 2, '']],
  ['storm-caller', 3, [2, 4, 3, 'area+ranged'], [3, 5, 3, 'area+ranged']],
  ['twin-blade', 3, [2, 4, 4, 'double'], [3, 5, 4, 'double']],
  ['mire-lurker', 2, [3, 3, 3, ''], [4, 4, 3, '']],
  ['plague-bearer', 2, [1, 5, 3, 'area'], [2, 6, 3, 'area']],
  ['iron-hound', 2, [2, 3, 6, ''], [3, 4, 6, '']],
  ['lich-sovereign', 6, [3, 8, 3, 'ranged'], [4, 10, 3, 'ranged+riposte']],
  ['blood-baron', 5, [4, 6, 3, 'double'], [5, 8, 3, 'double']],
  ['thunder-khan', 4, [3, 6, 4, 'area'], [4, 8, 4, 'area']],
  ['hollow-queen', 5, [2, 7, 3, 'ranged+riposte'], [3, 9, 3, 'ranged+riposte']],
];

describe('Ascension Tactics: the fourteen Evil-only Champions', () => {
  it('AT-SO-11 AT-SO-12 AT-CO-10 AT-EV-1 each plays its Solo face against one ally and its Co-op face against two, and no selectable Champion shares its name', () => {
    const selectable = new Set(CONTENT.cards.map((c) => c.id));
    expect(CONTENT.evilChampions).toHaveLength(31);
    for (const [id, honor, solo, coop] of NEW) {
      expect(selectable.has(id), id).toBe(false);
      expect(CONTENT.evilChampions.find((e) => e.id === id)!.honor, id).toBe(honor);
      const me = { def: 'glyph-warden', owner: 0, at: '-2,4' };
      expect(stats(game({ me, e: { def: id, owner: -1, at: '0,-3', token: 1 } }, ['muster']), 'e'), id).toEqual(solo);
      const pair = { me, you: { def: 'ember-sentinel', owner: 1, at: '2,2' }, e: { def: id, owner: -1, at: '0,-3', token: 1 } };
      expect(stats(game(pair, ['muster'], {}, 'coop'), 'e'), id).toEqual(coop);
    }
  });

  it('their card text is generated from the data, in English and French', () => {
    expect(strings.en['at.evilText.twin-blade']).toBe('Honor 3. Solo: 2/4/4 (Double attack); Co-op: 3/5/4 (Double attack).');
    expect(strings.en['at.evil.lich-sovereign']).toBe('The Lich Sovereign');
    expect(strings.fr['at.evil.lich-sovereign']).toBe('Le Souverain liche');
    for (const [id] of NEW) {
      expect(strings.en[`at.evilText.${id}`], id).toMatch(/^Honor \d\. Solo: /);
      expect(strings.fr[`at.evilText.${id}`], id).toMatch(/^Honneur \d\. Solo : \d\/\d+\/\d[^;]* ; Coop : /);
    }
  });

  it('AT-KW-8 AT-EV-1 the Evil Radiant Archer shoots 3 hexes away without moving; the Rot Harbinger must be adjacent', () => {
    let s = toEvil(
      game({ me: { def: 'glyph-warden', owner: 0, at: '0,1' }, e: { def: 'radiant-archer-evil', owner: -1, at: '0,-2', token: 0 } }, [
        'muster',
      ]),
    );
    s = go(s, 1, 'i:muster');
    expect(ids(s)).toContain('a:me');
    s = go(s, 1, 'a:me');
    expect(s.champions.me!.damage).toBe(2);
    let r = toEvil(
      game({ me: { def: 'glyph-warden', owner: 0, at: '0,1' }, e: { def: 'rot-harbinger', owner: -1, at: '0,-1', token: 0 } }, ['muster']),
    );
    r = go(r, 1, 'i:muster');
    expect(ids(r)).not.toContain('a:me');
    r = go(r, 1, 'm:0,0');
    r = go(r, 1, 'a:me');
    expect(r.champions.me!.damage).toBe(2);
  });

  it('AT-KW-16 AT-EV-1 the Plague Bearer hits every adjacent enemy at once, the Storm Caller every enemy in its range', () => {
    const two = { a: { def: 'glyph-warden', owner: 0, at: '0,1' }, b: { def: 'ember-sentinel', owner: 0, at: '1,0' } };
    let s = toEvil(game({ ...two, e: { def: 'plague-bearer', owner: -1, at: '0,0', token: 0 } }, ['muster']));
    s = go(s, 1, 'i:muster');
    expect(ids(s)).toContain('area');
    expect(ids(s)).not.toContain('a:a');
    s = go(s, 1, 'area');
    expect([s.champions.a!.damage, s.champions.b!.damage]).toEqual([1, 1]);
    let r = toEvil(game({ ...two, e: { def: 'storm-caller', owner: -1, at: '0,-2', token: 0 } }, ['muster']));
    r = go(r, 1, 'i:muster');
    r = go(r, 1, 'area');
    expect([r.champions.a!.damage, r.champions.b!.damage]).toEqual([2, 2]);
  });

  it('AT-KW-20 AT-EV-1 the Twin Blade attacks twice in one activation; the Blood Baron too, and its Fury adds 2 Strength first', () => {
    let s = toEvil(
      game({ me: { def: 'glyph-warden', owner: 0, at: '0,1' }, e: { def: 'twin-blade', owner: -1, at: '0,0', token: 0 } }, ['muster']),
    );
    s = go(s, 1, 'i:muster');
    s = go(s, 1, 'a:me');
    expect(ids(s)).toContain('a:me');
    s = go(s, 1, 'a:me');
    expect(s.champions.me!.damage).toBe(4);
    expect(ids(s)).not.toContain('a:me');
    let b = toEvil(
      game({ me: { def: 'briar-matron', owner: 0, at: '0,2' }, e: { def: 'blood-baron', owner: -1, at: '0,0', token: 0 } }, [
        'wrath-unbound',
      ]),
    );
    b = go(b, 1, 'i:wrath-unbound');
    expect(stats(b, 'e')[0]).toBe(6);
    expect(atEngine.prompts(b)[0]!.kind).toBe('evilActivation');
  });

  it('AT-KW-40 AT-EV-11 attacking the Gallows Knight costs the attacker its Riposte; the Mire Lurker falls to 3 damage and gives 2 Honor', () => {
    const power = { power: [5, 0] };
    let s = game(
      { me: { def: 'iron-warden', owner: 0, at: '0,1' }, e: { def: 'gallows-knight', owner: -1, at: '0,0', token: 0 } },
      ['muster'],
      power,
    );
    s = go(s, 0, 'a:me');
    s = go(s, 0, 'a:e');
    expect([s.champions.me!.damage, s.champions.e!.damage]).toEqual([3, 3]);
    let m = game(
      { me: { def: 'iron-warden', owner: 0, at: '0,1' }, e: { def: 'mire-lurker', owner: -1, at: '0,0', token: 0 } },
      ['muster'],
      power,
    );
    m = go(m, 0, 'a:me');
    m = go(m, 0, 'a:e');
    expect(m.champions.e!.at).toBeNull();
    expect(m.players[0]!.honor).toBe(2);
  });

  it('AT-MV-1 the Iron Hound runs 6 hexes, the Ash Sprite 5, the Bone Crusher 2 and its 4 Strength defeats a Defense-3 Champion', () => {
    const far = (def: string) => {
      let s = toEvil(game({ me: { def: 'glyph-warden', owner: 0, at: '-2,4' }, e: { def, owner: -1, at: '4,-4', token: 0 } }, ['muster']));
      s = go(s, 1, 'i:muster');
      return ids(s);
    };
    // 4,-4 → 3,-3 → 2,-2 → 1,-1 → 0,0 → -1,1 → -2,2: no Forest on the way, one per step; -2,2 is 6 hexes away.
    expect(far('iron-hound')).toContain('m:-2,2');
    expect(far('ash-sprite')).not.toContain('m:-2,2');
    expect(far('ash-sprite')).toContain('m:-1,1');
    expect(far('bone-crusher')).toContain('m:2,-2');
    expect(far('bone-crusher')).not.toContain('m:1,-1');
    let s = toEvil(
      game({ me: { def: 'thistle-ranger', owner: 0, at: '0,1' }, e: { def: 'bone-crusher', owner: -1, at: '0,0', token: 0 } }, ['muster']),
    );
    s = go(s, 1, 'i:muster');
    s = go(s, 1, 'a:me');
    expect(s.champions.me!.at).toBeNull();
  });

  it('AT-FU-1 AT-FU-2 AT-FU-3 the Bosses’ Fury: the Lich Sovereign raises Cultists on tokens 2 and 3, the Thunder Khan hastes and activates all, the Hollow Queen scorches and gains Honor', () => {
    const me = { def: 'glyph-warden', owner: 0, at: '0,1' };
    let l = toEvil(game({ me, e: { def: 'lich-sovereign', owner: -1, at: '0,0', token: 0 } }, ['wrath-unbound']));
    l = go(l, 1, 'i:wrath-unbound');
    const cultists = Object.values(l.champions)
      .filter((c) => c.def === 'cultist')
      .map((c) => c.at);
    expect(cultists.sort()).toEqual(['1,-3', '3,-4']);
    expect(atEngine.prompts(l)[0]!.kind).toBe('evilActivation');
    let k = toEvil(
      game(
        { me, e: { def: 'thunder-khan', owner: -1, at: '0,-2', token: 0 }, x: { def: 'rot-harbinger', owner: -1, at: '3,-4', token: 3 } },
        ['wrath-unbound'],
      ),
    );
    k = go(k, 1, 'i:wrath-unbound');
    expect(stats(k, 'e')[2]).toBe(6);
    expect(stats(k, 'x')[2]).toBe(5);
    expect((k.pending.at(-1) as { champ: string }).champ).toBe('e');
    k = go(k, 1, 'done');
    expect((k.pending.at(-1) as { champ: string }).champ).toBe('x');
    let q = toEvil(game({ me, e: { def: 'hollow-queen', owner: -1, at: '0,0', token: 0 } }, ['wrath-unbound']));
    q = go(q, 1, 'i:wrath-unbound');
    expect(q.champions.me!.damage).toBe(1);
    expect(q.evil!.honor).toBe(1);
    expect(atEngine.prompts(q)[0]!.kind).toBe('evilActivation');
  });
});
