import { describe, expect, it } from 'vitest';
import type { Text } from '../../src/core/text.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { translate } from '../../src/discord/strings.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import { statusLine, WORDS } from '../../src/games/sfb/render/index.js';
import { asSfbView } from '../../src/games/sfb/render/view.js';
import { randomTeams } from '../../src/games/sfb/rules/playout.js';

/**
 * #22.9: no internal identifier reaches a player. Whole games (2 and 4
 * players, every recruitment mode) are walked; every text a player can read —
 * the board's title line, the match message's status lines, prompts, choice
 * labels and groups, events — is written out in English and French and
 * searched for identifiers: camelCase words (prompt kinds such as
 * "firstPlayer"), card ids ("kil5"), challenge and trap ids.
 */
const contentIds = new Set([...CONTENT.cards.map((c) => c.id), ...CONTENT.challenges.map((c) => c.id), ...CONTENT.traps.map((x) => x.id)]);
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/;

function rawIdentifiers(text: string): string[] {
  const found: string[] = [];
  const camel = camelCase.exec(text);
  if (camel) found.push(camel[0]);
  for (const word of text.split(/[^A-Za-z0-9]+/)) if (contentIds.has(word) && /\d/.test(word)) found.push(word);
  return found;
}

function walk(players: number, mode: string, seed: string): { offenders: Map<string, string>; ended: boolean } {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
  const options = mode === 'free' ? { mode, teams: randomTeams(seed, players) } : { mode };
  let s = sfb.setup(options as never, seats as never, seed);
  const rng = createRng(`raw-ids:${seed}`);
  const offenders = new Map<string, string>();
  const check = (where: string, text: Text | string) => {
    for (const locale of ['en', 'fr'] as const) {
      const written = typeof text === 'string' ? text : translate(text, locale, sfb.strings);
      for (const id of rawIdentifiers(written)) offenders.set(`${where} (${locale}): ${id}`, written);
    }
  };
  for (let n = 0; n < 4000 && !sfb.outcome(s); n++) {
    const view = sfb.view(s, 'public');
    for (const locale of ['en', 'fr'] as const) check('board title', statusLine(asSfbView(view), WORDS[locale]));
    for (const line of sfb.status(view)) check('status', line);
    const p = sfb.prompts(s)[0]!;
    check(`prompt ${p.kind}`, p.text);
    for (const c of p.choices) {
      check(`choice ${p.kind}`, c.label);
      if (c.group) check(`group ${p.kind}`, c.group);
      if (c.description) check(`description ${p.kind}`, c.description);
    }
    const action = n % 3 === 0 ? p.choices[randomInt(rng, p.choices.length)]!.action : sfb.botAction(s, p.seat);
    const res = sfb.apply(s, p.seat, action);
    for (const e of res.events) check('event', e.text);
    s = res.state;
  }
  return { offenders, ended: sfb.outcome(s) !== null };
}

describe('no internal identifier reaches a player (#22.9)', () => {
  for (const [players, mode] of [
    [2, 'free'],
    [2, 'friendly'],
    [4, 'friendly'],
    [2, 'competitive'],
    [4, 'free'],
  ] as const) {
    it(`${players} players, ${mode} recruitment: board title, status, prompts, choices and events in en and fr`, () => {
      const { offenders, ended } = walk(players, mode, `raw-${players}-${mode}`);
      expect(ended).toBe(true);
      expect([...offenders.entries()].slice(0, 10)).toEqual([]);
    });
  }

  it('the detector sees the identifiers that used to leak', () => {
    expect(rawIdentifiers('Setup — Bruno to firstPlayer')).toEqual(['firstPlayer']);
    expect(rawIdentifiers('Destruction · kil5')).toEqual(['kil5']);
    expect(rawIdentifiers('Setup — Bruno: choose who plays first')).toEqual([]);
  });
});
