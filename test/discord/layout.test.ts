import { describe, expect, it } from 'vitest';
import type { Choice, Prompt } from '../../src/core/game.js';
import { layoutChoices, promptGroups } from '../../src/discord/choice-layout.js';
import { encodeCustomId, parseCustomId } from '../../src/discord/custom-id.js';
import { Presenter } from '../../src/discord/presenter.js';
import { checkMessagePayload } from '../../src/emulator/rules/message-payload.js';
import type { MatchRecord } from '../../src/platform/matches/service.js';
import { fixtureGame } from '../support/fixture-game.js';

const MATCH = '123e4567-e89b-42d3-a456-426614174000';

function prompt(n: number, group?: (i: number) => string): Prompt {
  const choices: Choice[] = Array.from({ length: n }, (_, i) => ({
    id: `h${i}`,
    label: `Hex ${i} with a rather long label to check clipping ${'x'.repeat(90)}`,
    action: { type: 'pick', i },
    ...(group ? { group: group(i) } : {}),
  }));
  return { seat: 0, kind: 'pick', text: 'Pick a hex', choices };
}

const match = { id: MATCH, version: 12, status: 'active', seats: [], game: 'fixture' } as unknown as MatchRecord;

function expectDiscordAccepts(payload: object): void {
  const problems = checkMessagePayload(JSON.parse(JSON.stringify(payload, (_k, v) => (Buffer.isBuffer(v) ? undefined : v))), {
    attachmentNames: [],
    allowEphemeral: true,
    isEdit: false,
  });
  expect(problems).toEqual([]);
}

describe('choices split to fit one message', () => {
  it('up to 20 choices are buttons', () => {
    const layout = layoutChoices(prompt(20));
    expect(layout.kind).toBe('buttons');
    const payload = new Presenter('en', fixtureGame).panel(match, prompt(20), null, []);
    expectDiscordAccepts(payload);
  });

  it('more than 20 with groups: pick a group first, then its choices, with Back', () => {
    const p = prompt(60, (i) => `Row ${Math.floor(i / 6)}`);
    expect(promptGroups(p)).toHaveLength(10);
    const first = layoutChoices(p);
    expect(first.kind).toBe('groups');
    const inside = layoutChoices(p, { group: 3 });
    expect(inside).toMatchObject({ kind: 'buttons', back: true });
    expect(inside.kind === 'buttons' && inside.choices.map((c) => c.id)).toEqual(['h18', 'h19', 'h20', 'h21', 'h22', 'h23']);
    expectDiscordAccepts(new Presenter('en', fixtureGame).panel(match, p, null, []));
    expectDiscordAccepts(new Presenter('en', fixtureGame).panel(match, p, null, [], { group: 3 }));
  });

  it('more than 20 without groups: pages of 25 in a select menu', () => {
    const p = prompt(60);
    const pages = [0, 1, 2].map((page) => layoutChoices(p, { page }));
    expect(pages.map((l) => l.kind === 'select' && l.choices.length)).toEqual([25, 25, 10]);
    expect(layoutChoices(p, { page: 99 })).toMatchObject({ page: 2 });
    for (const page of [0, 1, 2]) expectDiscordAccepts(new Presenter('fr', fixtureGame).panel(match, p, null, [], { page }));
  });

  it('more than 25 groups are paged too', () => {
    const p = prompt(300, (i) => `Row ${Math.floor(i / 4)}`);
    const layout = layoutChoices(p, { page: 2 });
    expect(layout).toMatchObject({ kind: 'groups', page: 2, pages: 3 });
    expectDiscordAccepts(new Presenter('en', fixtureGame).panel(match, p, null, [], { page: 2 }));
  });
});

describe('custom ids', () => {
  it('round-trip and stay within 100 characters', () => {
    const id = encodeCustomId({ kind: 'ch', matchId: MATCH, version: 9_999_999, token: 'a'.repeat(24) });
    expect(id.length).toBeLessThanOrEqual(100);
    expect(parseCustomId(id)).toEqual({ kind: 'ch', matchId: MATCH, version: 9_999_999, token: 'a'.repeat(24) });
  });

  it.each([
    ['empty', ''],
    ['unknown kind', `zz:${MATCH}:1:x`],
    ['not a uuid', 'ch:123:1:x'],
    ['negative version', `ch:${MATCH}:-1:x`],
    ['version not a number', `ch:${MATCH}:one:x`],
    ['extra part', `ch:${MATCH}:1:x:y`],
    ['bad token characters', `ch:${MATCH}:1:<script>`],
    ['too long', `ch:${MATCH}:1:${'x'.repeat(80)}`],
  ])('refuses a malformed id (%s)', (_name, raw) => {
    expect(parseCustomId(raw)).toBeNull();
  });
});

describe('a panel with nothing to decide', () => {
  const text = (payload: object) => JSON.stringify(payload);
  it('says what the game says the seat waits for, else the generic line', () => {
    const idle = new Presenter('en', fixtureGame).panel(match, undefined, null, [], {}, { key: 'panel.title', vars: { game: 'Waiting' } });
    expect(text(idle)).toContain('Waiting');
    expect(text(idle)).not.toContain('Nothing is asked of you right now.');
    expect(text(new Presenter('en', fixtureGame).panel(match, undefined, null, []))).toContain('Nothing is asked of you right now.');
  });
});
