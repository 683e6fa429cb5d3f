import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { hexToPixel, loadImage, newCanvas } from '../../src/core/render/index.js';
import { parseHexKey } from '../../src/core/hex.js';
import { cohEngine, type CohOptions, type CohState } from '../../src/games/coh/engine.js';
import { boardLayout, cardCodes, renderCoh, spaceHexes, wordsFor } from '../../src/games/coh/render/index.js';
import { CONTENT, scenarioDef } from '../../src/games/coh/content/index.js';
import { boardPieces, extraHealth } from '../../src/games/coh/render/board.js';
import type { CohView } from '../../src/games/coh/rules/view.js';

const MB = 1024 * 1024;

/** The state after `steps` bot moves of a seeded game (or its end). */
function played(options: Partial<CohOptions>, players: number, seed: string, steps: number): CohState {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  let s = cohEngine.setup(options as CohOptions, seats, seed);
  for (let n = 0; n < steps && !cohEngine.outcome(s); n++) {
    const p = cohEngine.prompts(s)[0]!;
    s = cohEngine.apply(s, p.seat, cohEngine.botAction(s, p.seat)).state;
  }
  return s;
}

async function decode(png: Buffer) {
  const img = await loadImage(png);
  const { ctx } = newCanvas(img.width, img.height, null);
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, ctx };
}

const CASES: { name: string; options: Partial<CohOptions>; players: number; steps: number[] }[] = [
  { name: 'Versus 2p', options: { mode: 'versus' }, players: 2, steps: [0, 60, 400] },
  { name: 'Intro 4p', options: { mode: 'intro' }, players: 4, steps: [40, 400] },
  { name: 'S12 solo (face-down tokens)', options: { scenario: 's12' }, players: 1, steps: [0, 80] },
  { name: 'S17 co-op (two Corrupted)', options: { scenario: 's17' }, players: 3, steps: [30, 300] },
  { name: 'S05 teams', options: { scenario: 's05' }, players: 3, steps: [50] },
];

describe('CoH pictures from seeded bot games', () => {
  for (const c of CASES)
    for (const steps of c.steps)
      it(`${c.name} after ${steps} moves: board (en, fr, 1404 px wide) and every seat's hand (1000 px wide) are valid PNGs under 1 MB`, async () => {
        const s = played(c.options, c.players, `render-${c.name}`, steps);
        const requests: [Json, string, 'en' | 'fr'][] = [
          [cohEngine.view(s, 'public'), 'board', 'en'],
          [cohEngine.view(s, 'public'), 'board', 'fr'],
          ...s.chars.map((ch): [Json, string, 'en' | 'fr'] => [cohEngine.view(s, ch.seat), 'hand', ch.seat % 2 ? 'fr' : 'en']),
        ];
        for (const [view, kind, locale] of requests) {
          const img = (await renderCoh(view, { kind, locale }))!;
          expect(img.width, kind).toBe(kind === 'board' ? 1404 : 1000);
          expect(img.png.length, kind).toBeLessThan(MB);
          const decoded = await decode(img.png);
          expect([decoded.width, decoded.height], kind).toEqual([img.width, img.height]);
        }
      });

  it('the board is 1560 × 1024 units drawn at 0.9 (1404 × 922 px), wider than tall: the map beside a side column; a legend too long for one column takes two, then the picture grows', async () => {
    const versus = played({ mode: 'versus' }, 2, 'size', 0);
    const plain = (await renderCoh(cohEngine.view(versus, 'public'), { kind: 'board' }))!;
    expect([plain.width, plain.height]).toEqual([1404, 922]);
    // Four characters, two Corrupted (S05's and one more), a scenario and 20 different Monsters face up: the legend starts at
    // 204 + 4 × 92 + 3 × 80 + 6 = 818 units, where 4 rows of 40 fit; 20 codes in two columns of 10 rows end at 818 + 400 + 12 = 1230 (1107 px).
    const s05 = played({ scenario: 's05' }, 4, 'size', 0);
    const v = cohEngine.view(s05, 'public') as unknown as CohView;
    const k = v.corrupted[0]!;
    v.corrupted = [k, { ...k, id: k.id === 'ryuko' ? 'enoki' : 'ryuko' }];
    const monsters = CONTENT.worlds.flatMap((w) => w.deck.filter((c) => c.type === 'monster').map((c) => c.id)).slice(0, 20);
    const free = [...spaceHexes(v).keys()].filter((sp) => !sp.endsWith(':0'));
    v.spaces = Object.fromEntries(monsters.map((id, i) => [free[i]!, { kind: 'card', id, faceUp: true, dmg: 0 }]));
    expect(v.chars.length).toBe(4);
    expect(new Set(cardCodes(v, wordsFor('en')).values()).size).toBe(20);
    const tall = (await renderCoh(v as unknown as Json, { kind: 'board' }))!;
    expect([tall.width, tall.height]).toEqual([1404, 1107]);
  });

  it('COH-S10 COH-S03 a Monster’s Health on the board: S10’s Hydra counts its scenario tokens, S03’s Bosses their scenario Health, S06’s tokens none', () => {
    expect(extraHealth('s10', true, 3)).toBe(scenarioDef('s10').bossHealth + 3);
    expect(extraHealth('s03', true, 0)).toBe(scenarioDef('s03').bossHealth);
    expect(extraHealth('s03', false, 0)).toBe(0);
    expect(extraHealth('s06', true, 2)).toBe(0);
    expect(extraHealth(null, true, 0)).toBe(0);
  });

  it('COH-S09 COH-S18 the scenario’s own pawns are on the map: S09’s Persephone and her terror tokens, S18’s automated Leaf', () => {
    const labels = (v: CohView, space: string) => (boardPieces(v).get(space) ?? []).map((p) => `${p.label}${p.corrupted ? '◆' : '●'}`);
    const s9 = played({ scenario: 's09' }, 1, 'pieces', 0);
    const v9 = cohEngine.view(s9, 'public') as unknown as CohView;
    const npc = v9.scenario!.npc!;
    expect(labels(v9, npc.at)).toContain('P●');
    v9.scenario!.terror = [npc.at, npc.at];
    expect(labels(v9, npc.at).filter((l) => l === '!◆')).toHaveLength(2);
    const s18 = played({ scenario: 's18' }, 1, 'pieces', 0);
    const v18 = cohEngine.view(s18, 'public') as unknown as CohView;
    const leaf = v18.scenario!.leaf!;
    expect(labels(v18, leaf.at)).toEqual(v18.chars.some((c) => c.at === leaf.at) ? ['T●', 'L●'] : ['L●']);
    // Out of those scenarios, only characters and Corrupted.
    const vs = cohEngine.view(played({ mode: 'versus' }, 2, 'pieces', 0), 'public') as unknown as CohView;
    expect(
      [...boardPieces(vs).values()]
        .flat()
        .map((p) => p.label)
        .sort(),
    ).toEqual(vs.chars.map((c) => c.character[0]!.toUpperCase()).sort());
  });

  it('card codes: initials of the words that count, the same card the same code, longer codes where two names share initials', () => {
    const s = played({ mode: 'versus' }, 2, 'codes', 0);
    const v = cohEngine.view(s, 'public') as unknown as CohView;
    const card = (id: string) => ({ kind: 'card' as const, id, faceUp: true, dmg: 0 });
    v.spaces = {
      'drear:1': card('opp-automaton'),
      'drear:2': card('opp-alchemist'),
      'drear:3': card('opp-alchemist'),
      'drear:4': card('hol-bog-troll'),
      'drear:5': card('dsk-rift-tide'),
      'drear:6': { kind: 'event', id: null, faceUp: false, dmg: 0 },
    };
    const codes = (l: 'en' | 'fr') => Object.fromEntries(cardCodes(v, wordsFor(l)));
    // Iron Automaton, Mad Alchemist, Bog Troll, Tide Rift.
    expect(codes('en')).toEqual({ 'opp-automaton': 'IA', 'opp-alchemist': 'MA', 'hol-bog-troll': 'BT', 'dsk-rift-tide': 'TR' });
    // Automate de fer and Alchimiste fou share AF; Troll des tourbières, Faille des marées.
    expect(codes('fr')).toEqual({ 'opp-automaton': 'AuF', 'opp-alchemist': 'AlF', 'hol-bog-troll': 'TT', 'dsk-rift-tide': 'FM' });
  });

  it('hidden information: no hand picture from the public view; the board from a seat view equals the public one; other hands change nothing', async () => {
    const s = played({ mode: 'versus' }, 3, 'hidden', 50);
    expect(await renderCoh(cohEngine.view(s, 'public'), { kind: 'hand' })).toBeNull();
    const pub = (await renderCoh(cohEngine.view(s, 'public'), { kind: 'board' }))!.png;
    expect((await renderCoh(cohEngine.view(s, 1), { kind: 'board' }))!.png.equals(pub)).toBe(true);
    const swapped = structuredClone(s);
    swapped.chars[1]!.hand = [...swapped.chars[0]!.hand];
    expect((await renderCoh(cohEngine.view(swapped, 'public'), { kind: 'board' }))!.png.equals(pub)).toBe(true);
    // A seat's hand picture depends on its own hand only.
    const mine = (await renderCoh(cohEngine.view(s, 0), { kind: 'hand' }))!.png;
    expect((await renderCoh(cohEngine.view(swapped, 0), { kind: 'hand' }))!.png.equals(mine)).toBe(true);
  });

  it('zoom: the board around the active character, enlarged for phones (at most 800 px wide, wider than tall)', async () => {
    const s = played({ mode: 'versus' }, 2, 'zoom', 30);
    const img = (await renderCoh(cohEngine.view(s, 'public'), { kind: 'zoom' }))!;
    expect(img.name).toBe('coh-zoom.png');
    expect(img.width).toBeLessThanOrEqual(800);
    expect(img.width).toBeGreaterThan(img.height);
    expect(await renderCoh(cohEngine.view(s, 'public'), { kind: 'card:x' })).toBeNull();
  });

  it('marks: each labelled space gets a yellow badge, and the picture is cropped to at most 800 px wide', async () => {
    const s = played({ mode: 'versus' }, 2, 'marks', 10);
    const view = cohEngine.view(s, 0) as unknown as CohView;
    const hexes = spaceHexes(view);
    const marks = ['dojo:1', 'dojo:4'].map((sp, i) => ({ hex: `${hexes.get(sp)!.q},${hexes.get(sp)!.r}`, label: 'AB'[i]! }));
    const img = (await renderCoh(view as unknown as Json, { kind: 'board', marks }))!;
    expect(img.name).toBe('coh-pick.png');
    expect(img.width).toBeLessThanOrEqual(800);
    const plain = (await renderCoh(view as unknown as Json, { kind: 'board' }))!;
    expect(img.width).toBeLessThan(plain.width);
    // Unmarked, the badge's place is not highlight yellow; marked, a picture of the same view has yellow pixels near it.
    const { layout } = boardLayout(view);
    const c = hexToPixel(layout, parseHexKey(marks[0]!.hex));
    const full = await decode(plain.png);
    const [r, g, b] = full.ctx.getImageData(Math.round(c.x), Math.round(c.y - layout.size * 0.42), 1, 1).data;
    expect([r, g, b]).not.toEqual([0xff, 0xe0, 0x66]);
    const pick = await decode(img.png);
    const data = pick.ctx.getImageData(0, 0, pick.width, pick.height).data;
    let yellow = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 240 && data[i + 1]! > 210 && data[i + 1]! < 235 && data[i + 2]! < 130) yellow++;
    expect(yellow).toBeGreaterThan(2000);
  });
});
