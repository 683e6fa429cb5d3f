import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';
import { esw } from '../../src/games/esw/index.js';
import { renderEsw } from '../../src/games/esw/render/index.js';
import { snapshots } from './states.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectPng(view: Json, kind: string): Promise<Buffer> {
  const img = await renderEsw(view, { kind });
  expect(img).not.toBeNull();
  expect(img!.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(img!.png.readUInt32BE(16)).toBe(img!.width);
  expect(img!.png.readUInt32BE(20)).toBe(img!.height);
  expect(img!.png.length).toBeLessThan(1_000_000);
  return img!.png;
}

describe('Epic Spell Wars renders from real engine states', () => {
  for (const players of [2, 4, 6]) {
    it(`${players} players: table, hands and spells are valid PNGs under 1 MB`, async () => {
      const s = snapshots(players, `render-test-${players}`);
      for (const st of [s.building, s.casting, s.later, s.over]) {
        await expectPng(eswEngine.view(st, 'public'), 'board');
        for (let seat = 0; seat < players; seat++) await expectPng(eswEngine.view(st, seat), 'hand');
      }
      const spells = s.pictures.filter((p) => p.kind === 'spell');
      expect(spells.length).toBeGreaterThan(0);
      for (const p of spells.slice(0, 5)) await expectPng(p.view, p.kind);
      const tables = s.pictures.filter((p) => p.kind === 'board');
      expect(tables.length).toBeGreaterThan(0);
      await expectPng(tables.at(-1)!.view, 'board');
    });
  }

  it('the public table is a pure function of the public view: same view, same bytes', async () => {
    const s = snapshots(4, 'render-pure');
    const view = eswEngine.view(s.building, 'public');
    const a = (await renderEsw(view, { kind: 'board' }))!.png;
    const b = (await renderEsw(JSON.parse(JSON.stringify(view)) as Json, { kind: 'board' }))!.png;
    expect(a.equals(b)).toBe(true);
  });

  it('hidden information does not change the public table: other hands and drafts give identical pixels', async () => {
    const s = snapshots(4, 'render-hidden');
    const st = s.building;
    // Swap the hands of two seats and empty a draft: the public view (and so the image) must not move.
    const other: EswState = JSON.parse(JSON.stringify(st)) as EswState;
    [other.seats[2]!.hand, other.seats[3]!.hand] = [other.seats[3]!.hand, other.seats[2]!.hand];
    other.seats[0]!.draft = [];
    expect(JSON.stringify(eswEngine.view(other, 'public'))).toBe(JSON.stringify(eswEngine.view(st, 'public')));
    const a = (await renderEsw(eswEngine.view(st, 'public'), { kind: 'board' }))!.png;
    const b = (await renderEsw(eswEngine.view(other, 'public'), { kind: 'board' }))!.png;
    expect(a.equals(b)).toBe(true);
    // The seat's own image does change with its draft (it is what the panel shows).
    const mine = (await renderEsw(eswEngine.view(st, 0), { kind: 'hand' }))!.png;
    const mineEmpty = (await renderEsw(eswEngine.view(other, 0), { kind: 'hand' }))!.png;
    expect(mine.equals(mineEmpty)).toBe(false);
  });

  it('the game module draws through render(); a public view has no hand image; unknown kinds are refused', async () => {
    const s = snapshots(3, 'render-module');
    expect(await esw.render(eswEngine.view(s.building, 'public'), { kind: 'hand' })).toBeNull();
    expect((await esw.render(eswEngine.view(s.building, 1), { kind: 'hand' }))!.name).toBe('esw-hand.png');
    await expect(esw.render(eswEngine.view(s.building, 'public'), { kind: 'nope' })).rejects.toThrow(/unknown render kind/);
  });

  it('the spell picture puts its cards in reading order (Source, Quality, Destination) whatever the cast order', async () => {
    const s = snapshots(4, 'render-spell');
    const spell = s.pictures.find((p) => p.kind === 'spell' && (p.view as { cards: unknown[] }).cards.length >= 2)!.view as unknown as {
      cards: unknown[];
    };
    const reversed = { ...spell, cards: [...spell.cards].reverse() };
    const a = await expectPng(spell as unknown as Json, 'spell');
    const b = await expectPng(reversed as unknown as Json, 'spell');
    expect(a.equals(b)).toBe(true);
  });

  it("draws its words in the reader's language: French images are valid and differ from English ones", async () => {
    const s = snapshots(4, 'render-fr');
    const views: [Json, string][] = [
      [eswEngine.view(s.building, 'public'), 'board'],
      [eswEngine.view(s.building, 0), 'hand'],
      [s.pictures.find((p) => p.kind === 'spell')!.view, 'spell'],
    ];
    for (const [view, kind] of views) {
      const en = (await renderEsw(view, { kind, locale: 'en' }))!.png;
      const fr = (await renderEsw(view, { kind, locale: 'fr' }))!.png;
      expect((await renderEsw(view, { kind }))!.png.equals(en)).toBe(true);
      expect(fr.equals(en)).toBe(false);
      await expectPng(view, kind);
    }
  });
});
