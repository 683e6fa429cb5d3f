/**
 * Every "Build my spell" prompt met in bot games of 2 to 6 wizards fits the
 * generic panel's menu layout and Discord's limits: one select per slot
 * (≤ 25 options), the take-back and Lock in buttons on one row, custom IDs
 * that parse back to the choice.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/core/game.js';
import { layoutChoices } from '../../src/discord/choice-layout.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { Presenter } from '../../src/discord/presenter.js';
import { esw, type EswState } from '../../src/games/esw/index.js';
import type { MatchRecord } from '../../src/platform/matches/service.js';

type Obj = Record<string, unknown>;

function buildPrompts(players: number, seed: string): Prompt[] {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `W${i + 1}` }));
  let st: EswState = esw.setup({ players }, seats, seed);
  const seen: Prompt[] = [];
  for (let step = 0; step < 3000 && !esw.outcome(st); step++) {
    const prompts = esw.prompts(st);
    seen.push(...prompts.filter((p) => p.kind === 'buildSpell'));
    const p = prompts[0]!;
    st = esw.apply(st, p.seat, esw.botAction(st, p.seat)).state;
  }
  return seen;
}

const fakeMatch = { id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', version: 1234, seats: [], status: 'active' } as unknown as MatchRecord;

function walk(list: unknown, out: Obj[] = []): Obj[] {
  if (!Array.isArray(list)) return out;
  for (const c of list as Obj[]) {
    out.push(c);
    walk(c.components, out);
  }
  return out;
}

describe('esw build prompts in the generic panel', () => {
  for (const players of [2, 4, 6]) {
    it(`${players} players: menus per slot within Discord's limits`, () => {
      const prompts = buildPrompts(players, `layout-${players}`);
      expect(prompts.length).toBeGreaterThan(20);
      for (const locale of ['en', 'fr'] as const) {
        const presenter = new Presenter(locale, esw);
        for (const prompt of prompts.slice(0, 200)) {
          const layout = layoutChoices(prompt);
          expect(layout.kind).toBe('menus');
          if (layout.kind !== 'menus') continue;
          expect(layout.menus.length).toBeLessThanOrEqual(3);
          for (const menu of layout.menus) {
            const slots = new Set(menu.choices.map((c) => c.action.slot));
            expect(slots.size).toBe(1);
          }
          const payload = presenter.panel(fakeMatch, prompt, null, []);
          const all = walk(payload.components);
          const rows = all.filter((c) => c.type === 1);
          expect(rows.length).toBeLessThanOrEqual(5);
          for (const c of all.filter((x) => typeof x.custom_id === 'string')) {
            const id = parseCustomId(c.custom_id as string);
            expect(id).not.toBeNull();
            if (c.type === 2 && id!.kind === 'ch') expect(prompt.choices.some((ch) => ch.id === id!.token)).toBe(true);
          }
          for (const select of all.filter((x) => x.type === 3)) {
            const options = select.options as { value: string; label: string; description?: string }[];
            expect(options.length).toBeGreaterThan(0);
            expect(options.length).toBeLessThanOrEqual(25);
            for (const o of options) {
              expect(prompt.choices.some((ch) => ch.id === o.value)).toBe(true);
              expect(o.label.length).toBeLessThanOrEqual(100);
              expect((o.description ?? '').length).toBeLessThanOrEqual(100);
            }
          }
          const lock = prompt.choices.some((c) => c.id === 'lock');
          expect(all.some((c) => c.type === 2 && String(c.custom_id).endsWith(':lock'))).toBe(lock);
        }
      }
    });
  }
});
