import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT, loadContent, cardSchema, championSchema, EFFECT_OPS, type Card } from '../../src/games/sfb/content/index.js';
import { CARDS_DATA } from '../../src/games/sfb/content/cards.js';
import { BOARD_KEYS, STATUE_AT, TRAP_SPACES, DEPLOY, ZONE_OF, hexOf } from '../../src/games/sfb/rules/board.js';
import { hexKey } from '../../src/core/hex.js';

const NAMES = ['Kilgore', 'Gwaien', 'Mariusz', 'Akhet', 'Sulka', 'Dugrun', "Ko'lel", 'Deryn', "Gold'arr", 'Korvash', 'Rath', 'Tzu Xiao'];

describe('Super Fantasy Brawl content', () => {
  it('parses with zod at load (SFB-CONT-24)', () => {
    expect(() => loadContent()).not.toThrow();
  });

  it('has the twelve champions of the rulebook with base and experienced sides (SFB-CONT-1, SFB-CONT-3, SFB-CONT-20)', () => {
    expect(CONTENT.champions.map((c) => c.name).sort()).toEqual([...NAMES].sort());
    for (const c of CONTENT.champions) {
      expect(c.experienced.hp).toBeGreaterThanOrEqual(c.base.hp);
      expect(championSchema.parse(c)).toEqual(c);
    }
  });

  it('gives each champion six action cards spread over the three essences (SFB-CONT-2, SFB-CARD-1, SFB-CARD-4, SFB-BASIC-4)', () => {
    for (const c of CONTENT.champions) {
      const cards = CONTENT.cards.filter((k) => k.champion === c.id);
      expect(cards).toHaveLength(6);
      expect(new Set(cards.map((k) => k.essence))).toEqual(new Set(['M', 'C', 'D']));
      expect(cards.some((k) => k.type === 'attack')).toBe(true);
      expect(cards.some((k) => k.type === 'reaction')).toBe(true);
    }
  });

  it('uses every keyword and every targeting type at least once (SFB-CONT-19, SFB-CARD-2, SFB-CARD-6, SFB-CARD-7, SFB-CARD-8, SFB-ATK-16, SFB-SKILL-1)', () => {
    const cards: Card[] = CONTENT.cards;
    const ops = new Set(cards.flatMap((c) => [...c.pre, ...c.post, ...c.effects].map((e) => e.op)));
    for (const op of EFFECT_OPS) expect(ops.has(op), op).toBe(true);
    expect(cards.some((c) => c.poison)).toBe(true);
    expect(cards.some((c) => c.doubled)).toBe(true);
    expect(cards.some((c) => c.lifeDrain)).toBe(true);
    const conds = JSON.stringify(cards.flatMap((c) => [c.bonus?.if, ...[...c.pre, ...c.post, ...c.effects].map((e) => e.if)]));
    expect(conds).toContain('bloodied');
    expect(conds).toContain('controls');
    const kinds = new Set(cards.map((c) => c.targeting?.kind).filter(Boolean));
    expect(kinds).toEqual(new Set(['melee', 'indirect', 'direct', 'aoe']));
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(['attack', 'skill', 'reaction']));
    expect(cards.some((c) => c.type === 'skill' && c.targeting)).toBe(true);
    expect(cards.some((c) => c.type === 'attack' && c.move === undefined)).toBe(true);
    expect(cards.some((c) => c.defense)).toBe(true);
  });

  it("keeps the rulebook's named examples: Fireball 2–3 indirect, Challenge direct up to 2 (SFB-CONT-23, SFB-CARD-3)", () => {
    const fireball = CONTENT.cards.find((c) => c.name.en === 'Fireball')!;
    expect(fireball.targeting).toEqual({ kind: 'indirect', min: 2, max: 3 });
    expect(CONTENT.cards.find((c) => c.name.fr === 'Défi')!.targeting).toEqual({ kind: 'direct', min: 1, max: 2 });
  });

  it('rejects malformed cards (SFB-CARD-10: only functional fields)', () => {
    const bad = { ...CARDS_DATA[0]!, strength: undefined };
    expect(() => cardSchema.parse(bad)).toThrow();
    expect(() => cardSchema.parse({ ...CARDS_DATA[0]!, targeting: { kind: 'indirect', min: 3, max: 1 } })).toThrow();
    expect(() => z.array(cardSchema).parse([{ ...CARDS_DATA[0]!, type: 'skill' }])).toThrow();
  });

  it('has 22 challenges and the 12 trap tokens: 2 stun, 2 root, 2×1, 4×2, 2×3 damage (SFB-CONT-4, SFB-CONT-6, SFB-CONT-21, SFB-CONT-22, SFB-CONT-5)', () => {
    expect(CONTENT.challenges).toHaveLength(22);
    const t = CONTENT.traps.map((x) => (x.kind === 'damage' ? `d${x.n}` : x.kind)).sort();
    expect(t).toEqual(['d1', 'd1', 'd2', 'd2', 'd2', 'd2', 'd3', 'd3', 'root', 'root', 'stun', 'stun']);
  });

  it('has a symmetric arena: three statues and zones, six trap spaces, two deployment zones (SFB-CONT-11..18, SFB-HEX-1)', () => {
    const rot = (k: string) => {
      const h = hexOf(k);
      return hexKey({ q: -h.q, r: -h.r });
    };
    expect(STATUE_AT.size).toBe(3);
    expect(new Set([...STATUE_AT.values()].map((s) => s.zone))).toEqual(new Set(['manipulation', 'destruction', 'creation']));
    expect(TRAP_SPACES).toHaveLength(6);
    for (const k of TRAP_SPACES) expect(TRAP_SPACES).toContain(rot(k));
    for (const k of [...STATUE_AT.keys()]) expect(STATUE_AT.has(rot(k))).toBe(true);
    expect(DEPLOY[0]!.map(rot).sort()).toEqual([...DEPLOY[1]!].sort());
    for (const k of BOARD_KEYS) expect(ZONE_OF.has(k)).toBe(ZONE_OF.has(rot(k)));
    for (const zone of ['manipulation', 'destruction', 'creation'])
      expect([...ZONE_OF.values()].filter((z) => z === zone).length).toBeGreaterThanOrEqual(6);
    expect(CONTENT.map.track2p[0]).toBe(0);
    expect(CONTENT.map.track4p.slice(0, 2)).toEqual([0, 0]);
  });

  it('counts components as the rulebook does (SFB-CONT-7, SFB-CONT-8, SFB-CONT-9, SFB-CONT-10, SFB-AMB-33, SFB-AMB-34, SFB-AMB-38)', () => {
    expect(CONTENT.cards.length + CONTENT.champions.length).toBe(84);
    expect(CONTENT.cards.length + CONTENT.champions.length + CONTENT.challenges.length).toBe(106);
  });
});
