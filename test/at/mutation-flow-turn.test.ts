/**
 * The last part of rules/flow.ts, exact (issue #23, mutation testing, lines
 * 1436–1674): the Overlord's decisions (an Evil Champion's Armory, Area and
 * Double attacks), a Treasure window's prompt, the turn's choices and the
 * partner's in a shared turn (`currentSpecs`). Positions are written with the
 * scenario loader.
 */
import { describe, expect, it } from 'vitest';
import { choose, idsOf, load, promptEn } from '../support/at-positions.js';
import { atEngine } from '../../src/games/at/engine.js';
import { currentSpec, currentSpecs, specFor } from '../../src/games/at/rules/flow.js';

describe('AT the Overlord’s decisions: Armory, Area, Double (OV-8, IN-13, KW-16, KW-20)', () => {
  const overlord = (champions: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    load({ mode: 'solo', overlord: true, ...extra, champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,1' }, ...champions } });

  it('AT-IN-13 the Overlord picks which center-row Artifact an Evil Champion equips; the slot refills', () => {
    const s = overlord(
      { e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' } },
      { row: ['prism-lens', 'apprentice', 'riveted-aegis', null, null, null], centerDeck: ['lucid-seer'] },
    );
    s.pending.push({ kind: 'evilArmory', champ: 'e', slots: [0, 2] });
    expect(promptEn(s, 1)).toEqual({
      kind: 'evilArmory',
      text: 'Overlord: which center-row Artifact does Iron Warden equip?',
      choices: ['r:0 = Prism Lens', 'r:2 = Riveted Aegis'],
    });
    const r = choose(s, 1, 'r:2');
    expect(r.state.pending).toEqual([]);
    const e = r.state.champions['e']!;
    expect(e.artifacts.map((a) => r.state.cards[a])).toEqual(['riveted-aegis']);
    expect(r.state.row[2]).toBe('lucid-seer');
    expect(r.state.row[0]).toBe('prism-lens');
  });

  it('AT-KW-16 AT-OV-8 an Evil Area attack is one choice against every enemy in range, counted as one attack', () => {
    const s = overlord({ e: { def: 'plague-bearer', owner: -1, token: 0, at: '0,0' }, you: { def: 'iron-warden', owner: 0, at: '1,0' } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 0 });
    expect(promptEn(s, 1).choices).toEqual(['area = Area attack: every enemy in range (2 targets)', 'done = Finish the activation']);
    const r = choose(s, 1, 'area');
    expect(r.state.pending).toEqual([{ kind: 'evilActivation', champ: 'e', moved: true, attacks: 1 }]);
    expect([r.state.champions['me']!.damage, r.state.champions['you']!.damage]).toEqual([1, 1]);
    expect(promptEn(r.state, 1).choices).toEqual(['done = Finish the activation']);
  });

  it('AT-KW-16 AT-OV-8 an Evil Area attacker with no enemy in range is offered no attack', () => {
    const s = overlord({ e: { def: 'plague-bearer', owner: -1, token: 0, at: '3,-3' } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 0 });
    expect(idsOf(s, 1)).toEqual(['done']);
  });

  it('AT-KW-20 AT-OV-8 an Evil Double attack: a second attack after the first, none after the second', () => {
    const s = overlord({ e: { def: 'cog-lancer', owner: -1, token: 0, at: '0,0' } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 1 });
    expect(idsOf(s, 1)).toEqual(['a:me', 'done']);
    const r = choose(s, 1, 'a:me').state;
    expect(r.pending).toEqual([{ kind: 'evilActivation', champ: 'e', moved: true, attacks: 2 }]);
    expect(idsOf(r, 1)).toEqual(['done']);
    const single = overlord({ e: { def: 'iron-warden', owner: -1, token: 0, at: '0,0' } });
    single.pending.push({ kind: 'evilActivation', champ: 'e', moved: true, attacks: 1 });
    expect(idsOf(single, 1)).toEqual(['done']);
  });

  it('AT-OV-8 an Evil Champion off the battlefield is offered no move', () => {
    const s = overlord({ e: { def: 'iron-warden', owner: -1, token: 0, at: null } });
    s.pending.push({ kind: 'evilActivation', champ: 'e', moved: false, attacks: 1 });
    expect(idsOf(s, 1)).toEqual(['done']);
  });
});

describe('AT the shared turn’s prompts (TM-6, TM-13, AMB-53)', () => {
  const teams = (extra: Record<string, unknown>) =>
    load({
      mode: 'teams',
      hands: { 0: [], 1: [], 2: [], 3: [] },
      row: [null, null, null, null, null, null],
      centerDeck: [],
      supply: { mystic: 0, heavy: 0 },
      runes: [0, 0, 0, 0],
      ...extra,
    });

  it('AT-TM-6 the partner’s choices are built for the partner (its Power, its Champions) and each makes the partner the active seat', () => {
    const s = teams({
      power: [0, 0, 3, 0],
      champions: { mine: { def: 'ember-sentinel', owner: 0, at: '-4,4' }, pal: { def: 'ember-sentinel', owner: 2, at: '-3,4' } },
    });
    expect(promptEn(s, 0)).toEqual({
      kind: 'turn',
      text: 'Your turn (0 Runes, 0 Power): play, buy, activate, or end your turn',
      secret: true,
      choices: ['end = Finish your part of the team turn'],
    });
    expect(promptEn(s, 2).text).toBe('Your turn (0 Runes, 3 Power): play, buy, activate, or end your turn');
    // The first Cultist label this file builds (the label is memoised per module): its text, exact.
    expect(promptEn(s, 2).choices).toEqual([
      'a:pal = Activate Ember Sentinel (1 Power)',
      'cultist = Deploy and activate a Cultist (2 Power)',
      'end = Finish your part of the team turn',
    ]);
    expect(specFor(s, 2)!.seat).toBe(2);
    expect(specFor(s, 1)).toBeNull();
    const r = choose(s, 2, 'a:pal').state;
    expect(r.active).toBe(2);
    expect(r.players[2]!.power).toBe(2);
    expect(r.pending).toEqual([{ kind: 'activation', champ: 'pal', moved: false, attacks: 0 }]);
    expect(atEngine.prompts(r).map((p) => p.seat)).toEqual([2]);
    expect(currentSpec(r)!.seat).toBe(2);
  });

  it('AT-TM-13 a won game in a shared turn asks neither teammate', () => {
    const s = teams({ power: [0, 0, 0, 0], champions: {} });
    s.winner = [0, 2];
    expect(currentSpecs(s)).toEqual([]);
    expect(specFor(s, 2)).toBeNull();
  });

  it('AT-TR-10 a Treasure window offers the seat’s Treasures, in secret, then pass; passing closes it', () => {
    const s = load({ treasures: { 0: ['oak-charm'] }, champions: { me: { def: 'ember-sentinel', owner: 0, at: '0,3' } } });
    s.pending.push({ kind: 'window', seat: 0 });
    const p = promptEn(s, 0);
    expect([p.kind, p.text, p.secret]).toEqual(['treasure', 'Use a Treasure now, or pass', true]);
    expect(p.choices.at(-1)).toBe('pass = Pass');
    expect(p.choices).toHaveLength(2);
    expect(choose(s, 0, 'pass').state.pending).toEqual([]);
  });
});

describe('AT destroying one of two Artifacts (DF-9, EV-7)', () => {
  it('AT-DF-9 the chosen Artifact goes to its owner’s discard; the other stays on the card', () => {
    const s = load({
      discards: { 1: [] },
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '0,3' },
        foe: { def: 'veil-reaver', owner: 1, at: '0,-3', artifacts: ['riveted-aegis', 'prism-lens'] },
      },
    });
    const [aegis, lens] = s.champions['foe']!.artifacts;
    s.pending.push({ kind: 'destroy' });
    const r = choose(s, 0, `x:${aegis}`).state;
    expect(r.champions['foe']!.artifacts).toEqual([lens]);
    expect(r.players[1]!.discard).toEqual([aegis]);
    expect(r.cards[lens!]).toBe('prism-lens');
  });

  it('AT-EV-7 an Evil Champion’s chosen Artifact is banished; its other Artifact and every other card stay', () => {
    const s = load({
      mode: 'solo',
      hands: { 0: ['apprentice'] },
      champions: {
        me: { def: 'ember-sentinel', owner: 0, at: '-2,4' },
        e: { def: 'iron-warden', owner: -1, token: 1, at: '0,0', artifacts: ['riveted-aegis', 'prism-lens'] },
      },
    });
    const [aegis, lens] = s.champions['e']!.artifacts;
    const hand = s.players[0]!.hand[0]!;
    s.pending.push({ kind: 'destroy' });
    const r = choose(s, 0, `x:${aegis}`).state;
    expect(r.champions['e']!.artifacts).toEqual([lens]);
    expect(r.cards[aegis!]).toBeUndefined();
    expect(r.cards[lens!]).toBe('prism-lens');
    expect(r.cards[hand]).toBe('apprentice');
    expect(r.banished.at(-1)).toBe('riveted-aegis');
  });
});

describe('AT the turn’s choices: Cultists counted, two-pawn cards (CU-1, AC-9)', () => {
  const bare = {
    hands: { 0: [] },
    runes: [0, 0],
    row: [null, null, null, null, null, null],
    centerDeck: [],
    supply: { mystic: 0, heavy: 0 },
  };

  it('AT-CU-1 only Cultists count towards the limit: four Champions on the battlefield leave a Cultist offered', () => {
    const s = load({
      ...bare,
      power: [2, 0],
      champions: Object.fromEntries(
        ['ember-sentinel', 'iron-warden', 'thistle-ranger', 'glyph-warden'].map((def, i) => [
          `c${i}`,
          { def, owner: 0, at: `${i - 2},0`, exhausted: true },
        ]),
      ),
    });
    expect(idsOf(s)).toEqual(['cultist', 'end']);
  });

  it('AT-AC-9 with the card’s first pawn off the battlefield and the second on it, each pawn is its own choice', () => {
    const s = load({
      ...bare,
      power: [5, 0],
      champions: { p1: { def: 'askara-psyche', owner: 0, at: null }, p2: { def: 'askara-psyche', owner: 0, at: '0,1', card: 'p1' } },
    });
    expect(idsOf(s)).toEqual(['a:p1', 'a:p2', 'cultist', 'end']);
  });
});
