/**
 * The setup decisions (rules/flow/setup.ts), exact where the conformance
 * scenarios only check outcomes: each prompt's kind, text and labels, the
 * champions offered to bring, the ban's event, and the mulligan's put-back.
 */
import { describe, expect, it } from 'vitest';
import { cardVars, type Events } from '../../src/games/sfb/rules/helpers.js';
import {
  buildDecks,
  decideBan,
  decideBring,
  decideDeploy,
  decideFirstOf,
  decideMulligan,
  decidePick,
  decideTrapSetup,
  decideZone,
} from '../../src/games/sfb/rules/flow/setup.js';
import { initialState } from '../../src/games/sfb/rules/setup.js';
import type { SfbState, Step } from '../../src/games/sfb/rules/state.js';

const fresh = (n: number): SfbState =>
  initialState(
    { mode: 'free' },
    Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
    'flow-setup',
  );
const T = (key: string, vars?: Record<string, unknown>) => (vars ? { key: `sfb.${key}`, vars } : { key: `sfb.${key}` });

describe('SFB setup decisions', () => {
  it('SFB-4P-13: a team names its first player among its seats', () => {
    const spec = decideFirstOf(fresh(4), { op: 'firstOf', team: 1 });
    expect([spec.seat, spec.kind, spec.text, spec.opts.map((o) => [o.id, o.label])]).toEqual([
      1,
      'firstPlayer',
      T('p.firstOf'),
      [
        ['f:1', 'P2'],
        ['f:3', 'P4'],
      ],
    ]);
  });

  it('SFB-SETUP-1: the zone: north then south', () => {
    const spec = decideZone(fresh(2), { op: 'zone', seat: 1 });
    expect([spec.seat, spec.kind, spec.text, spec.opts.map((o) => [o.id, o.label])]).toEqual([
      1,
      'zone',
      T('p.zone'),
      [
        ['z:0', T('c.north')],
        ['z:1', T('c.south')],
      ],
    ]);
  });

  it('SFB-REC-4: a pick is asked with its text; SFB-REC-8: a bring offers every champion not yet brought by the seat', () => {
    const s = fresh(2);
    expect(decidePick(s, { op: 'pick', seat: 0, from: 'any' }).text).toEqual(T('p.pick'));
    s.brought[0] = ['kil', 'gwa'];
    const bring = decideBring(s, { op: 'bring', seat: 0 });
    expect([bring.kind, bring.text, bring.secret]).toEqual(['bring', T('p.bring'), true]);
    const ids = bring.opts.map((o) => o.id);
    expect(ids).not.toContain('k:kil');
    expect(ids).not.toContain('k:gwa');
    expect(ids).toContain('k:mar');
    expect(ids).toHaveLength(10);
  });

  it('SFB-REC-9: a ban names its victim, and banning says who banned whom', () => {
    const s = fresh(2);
    s.brought[1] = ['mar', 'akh'];
    const step: Step = { op: 'ban', seat: 0, victim: 1 };
    s.stack.push(step);
    const spec = decideBan(s, step);
    expect([spec.text, spec.opts.map((o) => o.id)]).toEqual([T('p.ban', { player: 'P2' }), ['b:mar', 'b:akh']]);
    const events: Events = [];
    spec.opts[1]!.run(s, events);
    expect(s.brought[1]).toEqual(['mar']);
    expect(events).toEqual([{ text: T('ev.ban', { player: 'P1', champ: 'Akhet' }) }]);
  });

  it('SFB-SETUP-12: a card set aside can be taken back before keeping; the choices are secret', () => {
    const s = fresh(2);
    s.players[0]!.hand = ['kil1', 'kil2', 'kil3'];
    const step: Step = { op: 'mull', seat: 0, aside: ['kil1', 'kil3'] };
    s.stack.push(step);
    const spec = decideMulligan(s, step);
    expect([spec.kind, spec.secret, spec.opts.map((o) => o.id)]).toEqual(['mulligan', true, ['m:kil2', 'u:kil1', 'u:kil3', 'keep']]);
    spec.opts.find((o) => o.id === 'u:kil3')!.run(s, []);
    expect(s.stack.at(-1)).toEqual({ op: 'mull', seat: 0, aside: ['kil1'] });
  });
});

describe('SFB setup decisions: texts and events', () => {
  it('SFB-SETUP-1: the zone chosen is the chooser team’s, the other zone the other team’s', () => {
    for (const z of [0, 1]) {
      const s = fresh(2);
      s.stack = [{ op: 'zone', seat: 1 }];
      decideZone(s, { op: 'zone', seat: 1 }).opts[z]!.run(s, []);
      expect(s.teams.map((t) => t.side)).toEqual([1 - z, z]);
    }
  });

  it('SFB-SETUP-10: a trap is placed with its prompt and says where', () => {
    const s = fresh(2);
    s.traps.pool = ['t01'];
    const step: Step = { op: 'trapSetup', seat: 1 };
    s.stack = [step];
    const spec = decideTrapSetup(s, step);
    expect([spec.kind, spec.text]).toEqual(['trapSetup', T('p.trapSetup')]);
    const events: Events = [];
    spec.opts[0]!.run(s, events);
    const hex = spec.opts[0]!.id.slice(2);
    expect(events).toEqual([{ text: T('ev.trapSet', { player: 'P2', hex }) }]);
  });

  it('SFB-SETUP-12: the mulligan’s labels name each card, and the keep its count', () => {
    const s = fresh(2);
    s.players[0]!.hand = ['kil1', 'kil2'];
    const spec = decideMulligan(s, { op: 'mull', seat: 0, aside: ['kil2'] });
    expect([spec.text, spec.opts.map((o) => [o.id, o.label])]).toEqual([
      T('p.mull'),
      [
        ['m:kil1', T('c.mullCard', cardVars(s, 'kil1'))],
        ['u:kil2', T('c.mullBack', cardVars(s, 'kil2'))],
        ['keep', T('c.keep', { n: 1 })],
      ],
    ]);
  });

  it('SFB-SETUP-14: a deployment names the champion placed, and says where it went', () => {
    const s = fresh(2);
    s.teams[0]!.side = 0;
    s.players[0]!.champs = ['kil'];
    s.champs.kil = { id: 'kil', seat: 0, team: 0, at: null, dmg: 0, xp: false, rooted: false };
    const step: Step = { op: 'deploy', seat: 0 };
    s.stack = [step];
    const spec = decideDeploy(s, step);
    expect(spec.text).toEqual(T('p.deploy', { champ: 'Kilgore' }));
    const events: Events = [];
    spec.opts[0]!.run(s, events);
    expect(events).toEqual([{ text: T('ev.deploy', { champ: 'Kilgore', hex: '0,-4' }) }]);
  });

  it('SFB-SETUP-6: building the decks says so; the challenge deck holds challenge ids', () => {
    const s = fresh(2);
    const events: Events = [];
    buildDecks(s, { op: 'buildDecks' }, events);
    expect(events).toEqual([{ text: T('ev.decksReady') }]);
    expect([...s.chal.deck, ...s.chal.track.filter((c) => c !== null)].sort()).toEqual(
      Array.from({ length: 22 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`),
    );
  });
});
