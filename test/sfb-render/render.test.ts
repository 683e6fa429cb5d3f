import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { loadImage, newCanvas } from '../../src/core/render/index.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import {
  WORDS,
  boardLayout,
  cardLines,
  renderSfb,
  statusLine,
  tokenCentre,
  tokenRadius,
  type SfbView,
} from '../../src/games/sfb/render/index.js';
import { playedStates, publicView, seatView } from './fixtures.js';

const MB = 1024 * 1024;

async function decode(png: Buffer) {
  const img = await loadImage(png);
  const { ctx } = newCanvas(img.width, img.height, null);
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, ctx };
}

// Setup (recruited, traps being placed), early play, mid-game and as far as 600 bot moves go.
const STATES = playedStates('render-test', [0, 8, 40, 120, 600]);

describe('SFB renders from real engine states', () => {
  it('covers setup and play stages', () => {
    const stages = new Set(STATES.map(({ state }) => state.stage));
    expect(stages.has('setup')).toBe(true);
    expect(stages.has('play')).toBe(true);
  });

  for (const { steps, state } of STATES) {
    it(`after ${steps} moves: board, hands, champions and pool are valid PNGs under 1 MB`, async () => {
      const requests: [Json, string][] = [
        [publicView(state), 'board'],
        [seatView(state, 0), 'hand'],
        [seatView(state, 1), 'hand'],
        [publicView(state), 'champions'],
        [publicView(state), 'discard:0'],
      ];
      if ((publicView(state) as unknown as SfbView).pool.length > 0) requests.push([publicView(state), 'pool']);
      for (const [view, kind] of requests) {
        const img = await renderSfb(view, { kind });
        expect(img.png.length, kind).toBeLessThan(MB);
        const decoded = await decode(img.png);
        expect([decoded.width, decoded.height], kind).toEqual([img.width, img.height]);
      }
    });
  }

  it('a public board render is a pure function of the public view', async () => {
    const { state } = STATES.find((s) => s.steps === 120)!;
    const view = publicView(state);
    const a = (await renderSfb(view, { kind: 'board' })).png;
    const b = (await renderSfb(JSON.parse(JSON.stringify(view)) as Json, { kind: 'board' })).png;
    expect(b.equals(a)).toBe(true);
    // A seat's own view adds only its hand: the board drawn from it is the public board, pixel for pixel.
    expect((await renderSfb(seatView(state, 0), { kind: 'board' })).png.equals(a)).toBe(true);
    expect((await renderSfb(seatView(state, 1), { kind: 'board' })).png.equals(a)).toBe(true);
  });

  it('different hidden hands, same public view: same board image', async () => {
    const { state } = STATES.find((s) => s.steps === 40)!;
    const swapped = structuredClone(state);
    const p = swapped.players[1]!;
    const [hand, deck] = [p.hand, p.deck];
    p.hand = deck.slice(0, hand.length);
    p.deck = [...hand, ...deck.slice(hand.length)];
    expect(p.hand).not.toEqual(state.players[1]!.hand);
    expect(
      (await renderSfb(publicView(swapped), { kind: 'board' })).png.equals((await renderSfb(publicView(state), { kind: 'board' })).png),
    ).toBe(true);
  });

  it('the memoised arena layer follows the view: swapped deployment sides redraw, and the original comes back identical', async () => {
    const { state } = STATES.find((s) => s.steps === 40)!;
    const view = publicView(state) as unknown as SfbView;
    const first = (await renderSfb(view as unknown as Json, { kind: 'board' })).png;
    const swapped = structuredClone(view);
    for (const t of swapped.teams) t.side = 1 - t.side;
    const other = (await renderSfb(swapped as unknown as Json, { kind: 'board' })).png;
    expect(other.equals(first)).toBe(false);
    expect((await renderSfb(view as unknown as Json, { kind: 'board' })).png.equals(first)).toBe(true);
  });

  it('the board changes when the public state changes', async () => {
    const { state } = STATES.find((s) => s.steps === 40)!;
    const view = publicView(state) as unknown as SfbView;
    const moved = structuredClone(view);
    const onBoard = moved.champions.find((c) => c.at)!;
    onBoard.damage += 1;
    expect(
      (await renderSfb(moved as unknown as Json, { kind: 'board' })).png.equals(
        (await renderSfb(view as unknown as Json, { kind: 'board' })).png,
      ),
    ).toBe(false);
  });

  it('draws each champion in the arena as a token in its team colour on its hex', async () => {
    const { state } = STATES.find((s) => s.steps === 40)!;
    const view = publicView(state) as unknown as SfbView;
    const { ctx } = await decode((await renderSfb(view as unknown as Json, { kind: 'board' })).png);
    const layout = boardLayout(view);
    const teamRgb = [
      [0x2f, 0x80, 0xed],
      [0xf2, 0x99, 0x4a],
    ];
    const placed = view.champions.filter((c) => c.at);
    expect(placed.length).toBeGreaterThan(0);
    for (const champ of placed) {
      const c = tokenCentre(layout, champ.at!);
      // Between the initials and the ring: plain team colour.
      const px = ctx.getImageData(Math.round(c.x), Math.round(c.y - tokenRadius(layout) * 0.72), 1, 1).data;
      const want = teamRgb[champ.team]!;
      for (let i = 0; i < 3; i++) expect(Math.abs(px[i]! - want[i]!), `${champ.id} channel ${i}`).toBeLessThan(24);
    }
  });

  it('refuses a hand render from the public view (it holds no hand)', async () => {
    const { state } = STATES.find((s) => s.steps === 40)!;
    await expect(renderSfb(publicView(state), { kind: 'hand' })).rejects.toThrow(/no hand/);
    await expect(renderSfb(publicView(state), { kind: 'nonsense' })).rejects.toThrow(/unknown render kind/);
    await expect(renderSfb({ game: 'esw' }, { kind: 'board' })).rejects.toThrow(/not a Super Fantasy Brawl view/);
  });
});

describe('SFB cards and champions', () => {
  const view = publicView(STATES[0]!.state);

  it('every action card renders and has rules text where it has abilities', async () => {
    for (const card of CONTENT.cards) {
      const lines = cardLines(card);
      const hasAbility =
        card.pre.length + card.post.length + card.effects.length > 0 || card.poison || card.doubled || card.lifeDrain || card.bonus;
      if (hasAbility) expect(lines.length, card.id).toBeGreaterThan(0);
      const img = await renderSfb(view, { kind: `card:${card.id}` });
      expect(img.png.length).toBeLessThan(MB);
    }
    const one = await decode((await renderSfb(view, { kind: 'card:gwa1' })).png);
    expect(one.width).toBeGreaterThan(300);
  });

  it('card text says what the data says', () => {
    const byId = new Map(CONTENT.cards.map((c) => [c.id, c]));
    expect(cardLines(byId.get('kil1')!)).toEqual(['☜ After: Push 2.']);
    expect(cardLines(byId.get('rat2')!)).toEqual(['Poison 1.', '☛ Before: Dive 3.']);
    expect(cardLines(byId.get('mar6')!)).toEqual(['Heal 1 (self).', 'Heal 2 (self) if bloodied.']);
    expect(cardLines(byId.get('gol5')!)).toEqual(['☜ After: 1 damage to the attacker.']);
  });

  it('pictures draw their words in the reader’s language (#22.12): card texts, titles, the board', async () => {
    const byId = new Map(CONTENT.cards.map((c) => [c.id, c]));
    expect(cardLines(byId.get('kil1')!, WORDS.fr)).toEqual(['☜ Après : Pousser 2.']);
    expect(cardLines(byId.get('mar6')!, WORDS.fr)).toEqual(['Soin 1 (soi-même).', 'Soin 2 (soi-même) si en sang.']);
    expect(cardLines(byId.get('gol5')!, WORDS.fr)).toEqual(['☜ Après : 1 dommage à l’attaquant.']);
    const { state } = STATES.at(-1)!;
    const view = publicView(state) as unknown as SfbView;
    expect(statusLine(view, WORDS.fr)).not.toEqual(statusLine(view, WORDS.en));
    for (const kind of ['board', 'card:kil1', 'champions']) {
      const en = await renderSfb(view as unknown as Json, { kind, locale: 'en' });
      const fr = await renderSfb(view as unknown as Json, { kind, locale: 'fr' });
      expect(fr.png.equals(en.png), kind).toBe(false);
    }
  });

  it('every champion sheet (both sides) renders', async () => {
    for (const champ of CONTENT.champions) {
      const img = await renderSfb(view, { kind: `champion:${champ.id}` });
      expect(img.png.length).toBeLessThan(MB);
    }
  });
});

describe('the recruitment pool shows what each champion’s cards do (#11)', () => {
  it('sums a card up in one line, its numbers in words, in the reader’s language', async () => {
    const { cardSummary } = await import('../../src/games/sfb/render/text.js');
    const card = (id: string) => CONTENT.cards.find((c) => c.id === id)!;
    expect(cardSummary(card('kil1'), WORDS.en)).toBe('Crushing Blow · D · Attack, strength 4, range 1, move 2. ☜ After: Push 2.');
    expect(cardSummary(card('kil1'), WORDS.fr)).toBe('Coup écrasant · D · Attaque, force 4, portée 1, déplacement 2. ☜ Après : Pousser 2.');
    expect(cardSummary(card('dug1'), WORDS.en)).toBe('Hammer Quake · D · Attack, strength 2, area, move 1. ☜ After: Root.');
    expect(cardSummary(card('kil5'), WORDS.en)).toBe('Iron Hide · C · Reaction. Play when one of your champions is attacked.');
  });

  it('draws the cards under each sheet: the pool picture is taller than the champions picture of the same champions', async () => {
    const [played] = playedStates('pool-cards', [0]);
    const view = { ...(publicView(played!.state) as unknown as SfbView), pool: ['kil', 'mar'] } as unknown as Json;
    const pool = await renderSfb(view, { kind: 'pool', locale: 'en' });
    const sheets = await renderSfb({ ...(view as object), champions: [] } as unknown as Json, { kind: 'champion:kil', locale: 'en' });
    expect(pool.width).toBe(2 * 480 + 3 * 18);
    expect(pool.height - sheets.height).toBe(300);
  });
});
