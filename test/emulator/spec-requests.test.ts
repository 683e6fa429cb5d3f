/**
 * #12.3: request bodies are checked against Discord's OpenAPI specification
 * route by route, and the specification's known quirks are relaxed in one
 * place (src/emulator/rules/spec-quirks.ts), each tested here.
 */
import { describe, expect, it } from 'vitest';
import { CHECKED_ROUTES, checkRequestSchema } from '../../src/emulator/rules/spec-requests.js';

const paths = (problems: { path: (string | number)[] }[]) => problems.map((p) => p.path.join('.'));
const text = { type: 10, content: 'hello' };

describe("request bodies against Discord's specification (#12.3)", () => {
  it('a message with a wrong type or a missing required field is refused, naming the field', () => {
    expect(checkRequestSchema('POST', '/channels/:id/messages', { flags: 32768, components: [text] })).toEqual([]);
    expect(paths(checkRequestSchema('POST', '/channels/:id/messages', { flags: 'loud', components: [text] }))).toEqual(['flags']);
    expect(paths(checkRequestSchema('POST', '/channels/:id/messages', { flags: 32768, components: [{ type: 10 }] }))).toContain(
      'components.0',
    );
  });

  it('interaction callbacks are checked by their type', () => {
    expect(checkRequestSchema('POST', '/interactions/:id/:token/callback', { type: 5, data: { flags: 64 } })).toEqual([]);
    expect(
      checkRequestSchema('POST', '/interactions/:id/:token/callback', { type: 8, data: { choices: [{ name: 'a', value: 'a' }] } }),
    ).toEqual([]);
    expect(
      paths(checkRequestSchema('POST', '/interactions/:id/:token/callback', { type: 8, data: { choices: [{ name: 5 }] } })),
    ).not.toEqual([]);
  });

  it('quirk: default_member_permissions as a string of digits (what Discord documents and discord.js sends) passes', () => {
    const command = { name: 'match', description: 'Matches', type: 1, default_member_permissions: '32' };
    expect(checkRequestSchema('PUT', '/applications/:app/guilds/:guild/commands', [command])).toEqual([]);
    expect(paths(checkRequestSchema('PUT', '/applications/:app/commands', [{ ...command, default_member_permissions: 'all' }]))).toEqual([
      '0.default_member_permissions',
    ]);
  });

  it('quirk: an attachment referenced by its upload index (a number, as discord.js sends it) passes', () => {
    const body = { flags: 32768, components: [text], attachments: [{ id: 0, filename: 'board.png' }] };
    expect(checkRequestSchema('PATCH', '/webhooks/:app/:token/messages/:msg', body)).toEqual([]);
    expect(checkRequestSchema('POST', '/interactions/:id/:token/callback', { type: 4, data: body })).toEqual([]);
  });

  it('quirk: the schema allows 4,000 characters of content; the emulator keeps the documented 2,000 in its own limits', () => {
    expect(checkRequestSchema('POST', '/channels/:id/messages', { content: 'x'.repeat(3000) })).toEqual([]);
  });

  it('names the routes it checks: messages, edits, threads, DMs, webhooks, callbacks and commands', () => {
    expect(CHECKED_ROUTES).toEqual(
      expect.arrayContaining([
        'POST /channels/:id/messages',
        'PATCH /webhooks/:app/:token/messages/:msg',
        'POST /interactions/:id/:token/callback',
        'POST /users/@me/channels',
        'PUT /applications/:app/guilds/:guild/commands',
      ]),
    );
  });
});
