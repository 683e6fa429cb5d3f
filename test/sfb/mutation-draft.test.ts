/**
 * Recruiting in the drafts (rules/flow/setup.ts), exact where the narrowed
 * tests ran no four-player competitive draft: the reveal of brought champions
 * (teammates' clashes settled by a coin, opponents' left alone), a second
 * bring in the open, the copies of a champion both teams field, a four-player
 * pool's champion leaving only once both teams field it, and taking the
 * champions brought.
 */
import { describe, expect, it } from 'vitest';
import type { Events } from '../../src/games/sfb/rules/helpers.js';
import { decideBring, decidePick, revealBrought, takeBrought } from '../../src/games/sfb/rules/flow/setup.js';
import { initialState } from '../../src/games/sfb/rules/setup.js';
import type { SfbOptions, SfbState } from '../../src/games/sfb/rules/state.js';

/** Seats 0 and 2 are team 0, seats 1 and 3 team 1. */
const fresh = (n: number, options: Partial<SfbOptions> = {}, seed = 'draft'): SfbState =>
  initialState(
    { mode: 'competitive', ...options } as SfbOptions,
    Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
    seed,
  );
const T = (key: string, vars?: Record<string, unknown>) => ({ text: { key: `sfb.${key}`, vars } });

const NAMES: Record<string, string> = { kil: 'Kilgore', gwa: 'Gwaien', mar: 'Mariusz', dug: 'Dugrun', kol: "Ko'lel" };
const names = (ids: string[]) => ids.map((id) => NAMES[id]).join(', ');

function reveal(s: SfbState) {
  const events: Events = [];
  s.stack = [];
  revealBrought(s, { op: 'revealBrought' }, events);
  return events;
}

describe('SFB drafts: the reveal of brought champions', () => {
  it('SFB-4P-27 SFB-AMB-42: teammates who both bring a champion: a coin keeps one, the other brings again in the open', () => {
    for (const seed of ['draft', 'other', 'third', 'fourth']) {
      const s = fresh(4, {}, seed);
      s.brought = [
        ['kil', 'gwa', 'mar'],
        ['gwa', 'akh', 'sul'],
        ['kil', 'dug', 'kol'],
        ['der', 'gol', 'kor'],
      ];
      const events = reveal(s);
      const keeper = s.brought[0]!.includes('kil') ? 0 : 2;
      const loser = 2 - keeper;
      expect(s.brought[keeper]).toContain('kil');
      expect(s.brought[loser]).toEqual(keeper === 0 ? ['dug', 'kol'] : ['gwa', 'mar']);
      // Opponents may both bring Gwaien.
      expect([s.brought[1], s.brought[3]]).toEqual([
        ['gwa', 'akh', 'sul'],
        ['der', 'gol', 'kor'],
      ]);
      expect(s.stack).toEqual([{ op: 'bring', seat: loser, open: true }]);
      expect(events).toEqual([
        T('ev.bringClash', { champ: 'Kilgore', player: `P${keeper + 1}` }),
        T('ev.broughtShown', { player: 'P1', champs: names(s.brought[0]!) }),
        T('ev.broughtShown', { player: 'P2', champs: 'Gwaien, Akhet, Sulka' }),
        T('ev.broughtShown', { player: 'P3', champs: names(s.brought[2]!) }),
        T('ev.broughtShown', { player: 'P4', champs: "Deryn, Gold'arr, Korvash" }),
      ]);
    }
  });

  it('SFB-4P-27: both coins fall: seed "draft" keeps one teammate’s copy, another seed may keep the other’s', () => {
    const keepers = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = fresh(4, {}, seed);
      s.brought = [['kil'], [], ['kil'], []];
      reveal(s);
      keepers.add(s.brought[0]!.length === 1 ? 0 : 2);
    }
    expect([...keepers].sort()).toEqual([0, 2]);
  });

  it('SFB-AMB-36: two players of a duel who bring the same champion both keep it; no second bring', () => {
    const s = fresh(2);
    s.brought = [
      ['kil', 'gwa', 'mar', 'akh', 'sul'],
      ['kil', 'gwa', 'dug', 'kol', 'der'],
    ];
    const events = reveal(s);
    expect([s.brought[0]!.length, s.brought[1]!.length, s.stack]).toEqual([5, 5, []]);
    expect(events).toEqual([
      T('ev.broughtShown', { player: 'P1', champs: 'Kilgore, Gwaien, Mariusz, Akhet, Sulka' }),
      T('ev.broughtShown', { player: 'P2', champs: "Kilgore, Gwaien, Dugrun, Ko'lel, Deryn" }),
    ]);
  });

  it('SFB-AMB-42: a second bring in the open leaves out what the whole team brings, and is not secret', () => {
    const s = fresh(4);
    s.brought = [['kil'], ['gwa'], ['mar', 'akh'], []];
    const open = decideBring(s, { op: 'bring', seat: 0, open: true });
    expect(open.secret).toBe(false);
    expect(open.opts.map((o) => o.id)).toEqual(['k:gwa', 'k:sul', 'k:dug', 'k:kol', 'k:der', 'k:gol', 'k:kor', 'k:rat', 'k:tzu']);
    const secret = decideBring(s, { op: 'bring', seat: 0 });
    expect(secret.secret).toBe(true);
    expect(secret.opts).toHaveLength(11);
    open.opts[0]!.run(s, []);
    expect(s.brought[0]).toEqual(['kil', 'gwa']);
  });
});

describe('SFB drafts: recruiting', () => {
  it('SFB-AMB-36: a champion both teams field becomes two copies, each named after its team', () => {
    const s = fresh(2, { mode: 'free' });
    s.stack = [{ op: 'pick', seat: 0, from: 'any' }];
    const events: Events = [];
    decidePick(s, { op: 'pick', seat: 0, from: 'any' }).opts[0]!.run(s, events);
    expect([Object.keys(s.champs), s.players[0]!.champs, s.stack]).toEqual([['kil'], ['kil'], []]);
    decidePick(s, { op: 'pick', seat: 1, from: 'any' }).opts[0]!.run(s, events);
    expect(Object.keys(s.champs).sort()).toEqual(['kil-1', 'kil-2']);
    expect([s.players[0]!.champs, s.players[1]!.champs]).toEqual([['kil-1'], ['kil-2']]);
    expect(s.champs['kil-1']).toEqual({ id: 'kil-1', seat: 0, team: 0, at: null, dmg: 0, xp: false, rooted: false });
    expect(s.champs['kil-2']).toEqual({ id: 'kil-2', seat: 1, team: 1, at: null, dmg: 0, xp: false, rooted: false });
    expect(events).toEqual([T('ev.recruit', { player: 'P1', champ: 'Kilgore' }), T('ev.recruit', { player: 'P2', champ: 'Kilgore 2' })]);
    // A team never picks a champion it fields.
    expect(decidePick(s, { op: 'pick', seat: 0, from: 'any' }).opts.map((o) => o.id)).not.toContain('k:kil');
  });

  it('SFB-4P-24 SFB-REC-7: in a four-player pool a champion leaves once both teams field it; in a duel at once', () => {
    const four = fresh(4, { mode: 'friendly' });
    four.pool = ['kil', 'gwa', 'mar'];
    four.stack = [{ op: 'pick', seat: 0, from: 'pool' }];
    decidePick(four, { op: 'pick', seat: 0, from: 'pool' }).opts[0]!.run(four, []);
    expect(four.pool).toEqual(['kil', 'gwa', 'mar']);
    // Seat 2, Kilgore's teammate, is not offered it; seat 1 is, and takes it.
    expect(decidePick(four, { op: 'pick', seat: 2, from: 'pool' }).opts.map((o) => o.id)).toEqual(['k:gwa', 'k:mar']);
    decidePick(four, { op: 'pick', seat: 1, from: 'pool' }).opts[0]!.run(four, []);
    expect(four.pool).toEqual(['gwa', 'mar']);
    const two = fresh(2, { mode: 'friendly' });
    two.pool = ['kil', 'gwa'];
    decidePick(two, { op: 'pick', seat: 1, from: 'pool' }).opts[1]!.run(two, []);
    expect(two.pool).toEqual(['kil']);
  });

  it('SFB-REC-11: a competitive pick is among the seat’s own brought champions its team does not field', () => {
    const s = fresh(2);
    s.brought = [
      ['kil', 'gwa', 'mar', 'akh'],
      ['kil', 'sul', 'dug', 'kol'],
    ];
    const ids = () => decidePick(s, { op: 'pick', seat: 0, from: 'own' }).opts.map((o) => o.id);
    expect(ids()).toEqual(['k:kil', 'k:gwa', 'k:mar', 'k:akh']);
    decidePick(s, { op: 'pick', seat: 0, from: 'own' }).opts[1]!.run(s, []);
    expect(ids()).toEqual(['k:kil', 'k:mar', 'k:akh']);
  });

  it('SFB-4P-29: with four players each seat takes the champions it brought (after the bans), its team’s copies named', () => {
    const s = fresh(4);
    s.brought = [
      ['kil', 'gwa'],
      ['kil', 'mar'],
      ['akh', 'sul'],
      ['dug', 'kol'],
    ];
    const events: Events = [];
    takeBrought(s, { op: 'takeBrought' }, events);
    expect(s.players.map((p) => p.champs)).toEqual([
      ['kil-1', 'gwa'],
      ['kil-2', 'mar'],
      ['akh', 'sul'],
      ['dug', 'kol'],
    ]);
    expect(events).toHaveLength(8);
    expect(events[2]).toEqual(T('ev.recruit', { player: 'P2', champ: 'Kilgore 2' }));
  });

  it('SFB-AMB-42: a champion its team already fields is not taken twice', () => {
    const s = fresh(4);
    s.brought = [
      ['kil', 'gwa'],
      ['mar', 'akh'],
      ['kil', 'sul'],
      ['dug', 'kol'],
    ];
    takeBrought(s, { op: 'takeBrought' }, []);
    expect(s.players.map((p) => p.champs)).toEqual([['kil', 'gwa'], ['mar', 'akh'], ['sul'], ['dug', 'kol']]);
  });
});
