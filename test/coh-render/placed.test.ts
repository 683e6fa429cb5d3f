import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../../src/core/game.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { renderCoh } from '../../src/games/coh/render/index.js';
import type { PlacedPicture } from '../../src/games/coh/rules/flow.js';

/** Every event of a seeded two-bot Versus game, with the state after the move that made it. */
function eventsOf(seed: string): { event: GameEvent; state: CohState }[] {
  let s = cohEngine.setup({ mode: 'versus' }, [{ name: 'A' }, { name: 'B' }], seed);
  const out: { event: GameEvent; state: CohState }[] = [];
  for (let n = 0; n < 3000 && !cohEngine.outcome(s); n++) {
    const p = cohEngine.prompts(s)[0]!;
    const res = cohEngine.apply(s, p.seat, cohEngine.botAction(s, p.seat));
    s = res.state;
    for (const event of res.events) out.push({ event, state: s });
  }
  return out;
}

describe('Champions of Hara: the picture of the cards a Dawn or a Dusk placed (COH-5.1, COH-5.2)', () => {
  const events = eventsOf('placed-3');
  const placed = events.filter((e) => e.event.picture?.kind === 'placed');

  it('each Dawn and Dusk after the first turn has one event with its picture, counting the cards it placed', () => {
    const rounds = placed.map((e) => {
      const p = e.event.picture!.view as unknown as PlacedPicture;
      return `${p.day}${p.round}`;
    });
    expect(rounds.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rounds).size).toBe(rounds.length);
    for (const { event } of placed) {
      const p = event.picture!.view as unknown as PlacedPicture;
      expect(event.text).toMatchObject({
        key: p.round === 'dawn' ? 'coh.ev.placedDawn' : 'coh.ev.placedDusk',
        vars: { day: p.day, n: p.cards.length },
      });
      // A Dusk places one card more than there are players (COH-5.2); a Dawn at most one per World.
      if (p.round === 'dusk') expect(p.cards.length).toBeLessThanOrEqual(3);
      else expect(p.cards.length).toBeLessThanOrEqual(6);
    }
  });

  it('a face-down card shows only its back: the picture never names the Event under it', () => {
    const backs = placed.flatMap((e) => (e.event.picture!.view as unknown as PlacedPicture).cards.filter((c) => c.id === null));
    expect(backs.length).toBeGreaterThan(0);
    for (const { event, state } of placed) {
      const p = event.picture!.view as unknown as PlacedPicture;
      for (const c of p.cards) {
        if (c.id !== null) continue;
        expect(c.back).toBe('event');
        // The Event's id is on the space in the state, never in the picture's data.
        const hidden = Object.values(state.spaces)
          .filter((x) => x && !x.faceUp)
          .map((x) => x!.id);
        for (const id of hidden) expect(JSON.stringify(p)).not.toContain(`"${id}"`);
      }
    }
  });

  it('draws as a PNG in English and French, three cards a row', async () => {
    const biggest = placed.reduce((a, b) =>
      (b.event.picture!.view as unknown as PlacedPicture).cards.length > (a.event.picture!.view as unknown as PlacedPicture).cards.length
        ? b
        : a,
    );
    const view = biggest.event.picture!.view as Json;
    const n = (view as unknown as PlacedPicture).cards.length;
    for (const locale of ['en', 'fr'] as const) {
      const image = await renderCoh(view, { kind: 'placed', locale });
      expect(image).not.toBeNull();
      expect(image!.name).toBe('coh-placed.png');
      expect(image!.png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const width = image!.png.readUInt32BE(16);
      expect(width).toBe(18 * 2 + Math.min(3, n) * 230 + (Math.min(3, n) - 1) * 16);
      if (process.env.COH_PLACED_PNG) writeFileSync(`${process.env.COH_PLACED_PNG}-${locale}.png`, image!.png);
    }
  });
});
