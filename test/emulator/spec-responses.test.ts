/**
 * #12: what the emulator answers and dispatches, held to Discord's OpenAPI
 * specification strictly — the route table read from the discord-api-spec
 * package, each answer read against its route's response type for the
 * status sent, gateway payloads against the resources they carry — and the
 * specification's quirks on answers, each relaxed in one place
 * (src/emulator/rules/spec-quirks.ts) and tested here.
 */
import { pathsList } from 'discord-api-spec';
import { describe, expect, it } from 'vitest';
import { invalidFormBody } from '../../src/emulator/errors.js';
import { checkDispatch } from '../../src/emulator/rules/spec-gateway.js';
import { checkAnswer } from '../../src/emulator/rules/spec-responses.js';
import { specRouteFor, specRoutes } from '../../src/emulator/rules/spec-routes.js';
import { SpecLedger } from '../../src/emulator/state/spec-ledger.js';
import { World } from '../../src/emulator/state/world.js';
import { startHarness } from './harness.js';

const user = {
  id: '111111111111111111',
  username: 'alice',
  global_name: 'Alice',
  discriminator: '0',
  avatar: null,
  public_flags: 0,
  flags: 0,
  banner: null,
  accent_color: null,
  avatar_decoration_data: null,
  collectibles: null,
  primary_guild: null,
};
const member = {
  avatar: null,
  banner: null,
  communication_disabled_until: null,
  flags: 0,
  joined_at: '2026-01-01T00:00:00.000Z',
  nick: null,
  pending: false,
  premium_since: null,
  roles: [],
};

describe("the specification's route table (#12)", () => {
  it('is read from the package: the same routes as its pathsList, with a response type per status', () => {
    const listed = Object.entries(pathsList).flatMap(([method, paths]) => paths.map((p) => `${method.toUpperCase()} ${p}`));
    expect(
      specRoutes()
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(listed.sort());
    const messages = specRouteFor('POST', '/channels/1/messages')!;
    expect(messages.responses['200']).toEqual({ kind: 'named', name: 'MessageResponse' });
    expect(messages.responses['4XX']).toEqual({ kind: 'named', name: 'ErrorResponse' });
  });

  it('matches a request to its route: literal segments first (@original), encoded ones decoded; Discord’s unknown routes are none', () => {
    expect(specRouteFor('PATCH', '/webhooks/1/abc/messages/%40original')?.path).toBe(
      '/webhooks/{webhook_id}/{webhook_token}/messages/@original',
    );
    expect(specRouteFor('PATCH', '/webhooks/1/abc/messages/22')?.path).toBe('/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}');
    expect(specRouteFor('PUT', '/channels/1/thread-members/@me')?.path).toBe('/channels/{channel_id}/thread-members/@me');
    expect(specRouteFor('GET', '/channels/1/sparkles')).toBeUndefined();
  });
});

describe('answers read strictly against their route (#12)', () => {
  it('a field the schema does not name is found; a missing required one is a problem', () => {
    expect(checkAnswer('GET', '/users/1', 200, user)).toMatchObject({ checked: true, problems: [], unknown: [] });
    expect(checkAnswer('GET', '/users/1', 200, { ...user, sparkle: 1 }).unknown).toEqual(['sparkle']);
    const { username: _gone, ...nameless } = user;
    expect(checkAnswer('GET', '/users/1', 200, nameless).problems.map((p) => p.path.join('.'))).toEqual(['username']);
  });

  it('the type is the one of the status sent: 204 has no body, an undocumented status is a finding, unknown routes are one', () => {
    expect(checkAnswer('PUT', '/guilds/1/members/2/roles/3', 204, undefined)).toMatchObject({ checked: true, problems: [] });
    expect(checkAnswer('PUT', '/guilds/1/members/2/roles/3', 204, { ok: true }).problems).toHaveLength(1);
    expect(checkAnswer('PUT', '/guilds/1/members/2/roles/3', 200, {}).problems[0]!.code).toBe('STATUS_UNDOCUMENTED');
    expect(checkAnswer('GET', '/channels/1/sparkles', 200, {}).problems[0]!.code).toBe('ROUTE_UNKNOWN');
  });

  it('a union answer (GET /channels/:id) is read as the member it fits best', () => {
    const dm = { id: '5', type: 1, last_message_id: null, flags: 0, recipients: [user] };
    expect(checkAnswer('GET', '/channels/5', 200, dm)).toMatchObject({ problems: [], unknown: [] });
    expect(checkAnswer('GET', '/channels/5', 200, { ...dm, topic: 'x' }).unknown).toEqual(['topic']);
  });

  it('quirk: an error’s errors tree has string codes, as Discord sends them; a malformed tree is still caught', () => {
    const refused = invalidFormBody([{ path: ['components', 0, 'label'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Too long.' }]);
    expect(checkAnswer('POST', '/channels/1/messages', 400, refused.body)).toMatchObject({ problems: [], unknown: [] });
    const malformed = { code: 50035, message: 'Invalid Form Body', errors: { content: { _errors: [{ code: 5 }] } } };
    expect(checkAnswer('POST', '/channels/1/messages', 400, malformed).problems.map((p) => p.path.join('.'))).toEqual(['errors.content']);
    expect(checkAnswer('POST', '/channels/1/messages', 400, { code: 0, message: 'x', extra: 1 }).unknown).toEqual(['extra']);
  });
});

describe('gateway payloads read against the resources they carry (#12)', () => {
  const interaction = {
    id: '9',
    application_id: '8',
    type: 3,
    token: 't',
    version: 1,
    locale: 'fr',
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { '0': '7' },
    context: 0,
    attachment_size_limit: 10485760,
    user,
    data: {
      custom_id: 'x',
      component_type: 5,
      values: [user.id],
      resolved: { users: { [user.id]: user }, members: { [user.id]: member } },
    },
  };

  it('INTERACTION_CREATE: its documented fields, its resources by their schemas; anything else is found', () => {
    expect(checkDispatch('INTERACTION_CREATE', interaction)).toEqual({ problems: [], unknown: [] });
    expect(checkDispatch('INTERACTION_CREATE', { ...interaction, sparkle: true })!.unknown).toEqual(['sparkle']);
    expect(checkDispatch('INTERACTION_CREATE', { ...interaction, locale: 'xx' })!.problems.map((p) => p.path.join('.'))).toEqual([
      'locale',
    ]);
  });

  it('quirk: a resolved member carries its permissions (Discord documents it); a partial member has no deaf or mute', () => {
    const resolved = (m: object) => ({ ...interaction, data: { ...interaction.data, resolved: { members: { [user.id]: m } } } });
    expect(checkDispatch('INTERACTION_CREATE', resolved({ ...member, permissions: '2048' }))).toEqual({ problems: [], unknown: [] });
    expect(checkDispatch('INTERACTION_CREATE', resolved({ ...member, deaf: false }))!.unknown).toEqual([
      `data.resolved.members.${user.id}.deaf`,
    ]);
  });

  it('events without a resource in the specification are not read', () => {
    expect(checkDispatch('MESSAGE_DELETE', { id: '1', channel_id: '2' })).toBeNull();
    expect(checkDispatch('GUILD_ROLE_CREATE', { guild_id: '1', role: {} })!.problems.length).toBeGreaterThan(0);
  });
});

describe('the ledger (#12)', () => {
  it('records a finding in what the emulator sends as its own violation, and counts it', () => {
    const world = new World({ quiet: true });
    const ledger = new SpecLedger(world, true);
    ledger.answer('GET', '/users/1', 200, { ...user, sparkle: 1 });
    ledger.payload('MESSAGE_DELETE', { id: '1' });
    expect(world.violationLog.map((v) => [v.method, v.route, v.status, Object.keys(v.errors ?? {})])).toEqual([
      ['GET', '/users/1', 500, ['sparkle']],
    ]);
    expect(ledger.figures()).toMatchObject({
      answersChecked: 1,
      payloadsChecked: 0,
      fieldsOutsideSchemas: 1,
      routes: { 'GET /users/{user_id}': 1 },
    });
    world.close();
  });

  it("specFigures() counts a real client's session: requests, bodies, answers, payloads, routes", async () => {
    const h = await startHarness();
    try {
      h.handler = async (i) => {
        if (i.isChatInputCommand()) await i.reply({ content: 'pong' });
      };
      const alice = h.emu.users[0]!.id;
      await h.emu.waitForResponse(h.emu.slash(alice, h.emu.channels.general!, 'ping'));
      // The reply is seen before its answer is sent: wait until every request has its answer read.
      await expect.poll(() => h.emu.specFigures().answersChecked).toBe(h.emu.requests().length);
      const figures = h.emu.specFigures();
      expect(figures.requests).toBe(h.emu.requests().length);
      expect(figures.bodiesChecked).toBeGreaterThanOrEqual(2);
      expect(figures.bodiesRefused).toBe(0);
      expect(figures.payloadsChecked).toBeGreaterThanOrEqual(3);
      expect(figures.fieldsOutsideSchemas).toBe(0);
      expect(figures.routes['POST /interactions/{interaction_id}/{interaction_token}/callback']).toBe(1);
      expect(figures.routesOutsideSpec).toEqual([]);
      expect(h.emu.violations()).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('the routes play does not reach answer within the specification too: guild, roles, members, channels, threads, DMs, commands', async () => {
    const h = await startHarness();
    try {
      const { emu } = h;
      const rest = h.client.rest;
      const [g, app, ch, alice] = [emu.guildId, emu.applicationId, emu.channels.general!, emu.users[0]!.id];
      type Id = { id: string };
      const command = (await rest.post(`/applications/${app}/guilds/${g}/commands`, { body: { name: 'zap', description: 'Zap' } })) as Id;
      await rest.get(`/applications/${app}/guilds/${g}/commands`);
      await rest.delete(`/applications/${app}/guilds/${g}/commands/${command.id}`);
      await rest.put(`/applications/${app}/commands`, { body: [{ name: 'zip', description: 'Zip' }] });
      for (const path of [
        `/users/${alice}`,
        '/applications/@me',
        '/users/@me',
        `/guilds/${g}`,
        `/guilds/${g}/roles`,
        `/guilds/${g}/channels`,
      ])
        await rest.get(path as `/${string}`);
      await rest.get(`/guilds/${g}/threads/active`);
      await rest.get(`/guilds/${g}/members/${alice}`);
      const role = (await rest.post(`/guilds/${g}/roles`, { body: { name: 'Brawler', permissions: '0' } })) as Id;
      await rest.put(`/guilds/${g}/members/${alice}/roles/${role.id}`);
      await rest.delete(`/guilds/${g}/members/${alice}/roles/${role.id}`);
      await rest.patch(`/channels/${ch}`, { body: { name: 'general' } });
      const embed = { title: 'T', description: 'D', footer: { text: 'f' }, fields: [{ name: 'a', value: 'b' }] };
      const message = (await rest.post(`/channels/${ch}/messages`, { body: { content: 'hi', embeds: [embed] } })) as Id;
      await rest.get(`/channels/${ch}/messages/${message.id}`);
      await rest.patch(`/channels/${ch}/messages/${message.id}`, { body: { content: 'ho' } });
      await rest.post(`/channels/${ch}/typing`);
      await rest.put(`/channels/${ch}/messages/${message.id}/reactions/${encodeURIComponent('👍')}/@me`);
      const thread = (await rest.post(`/channels/${ch}/messages/${message.id}/threads`, { body: { name: 'T1' } })) as Id;
      const privateThread = (await rest.post(`/channels/${ch}/threads`, { body: { name: 'T2', type: 12 } })) as Id;
      await rest.put(`/channels/${privateThread.id}/thread-members/${alice}`);
      await rest.get(`/channels/${privateThread.id}/thread-members`);
      await rest.delete(`/channels/${privateThread.id}/thread-members/${alice}`);
      await rest.patch(`/channels/${thread.id}`, { body: { archived: true } });
      await rest.get(`/channels/${thread.id}`);
      const dm = (await rest.post('/users/@me/channels', { body: { recipient_id: alice } })) as Id;
      await rest.post(`/channels/${dm.id}/messages`, { body: { content: 'a DM' } });
      await rest.delete(`/channels/${ch}/messages/${message.id}`);
      // What an admin does in Discord reaches the bot as gateway events: a role, a member's roles, the owner, a channel deleted.
      emu.createRole('Spectator');
      emu.setMemberRoles(alice, [emu.roles.player]);
      emu.setOwner(emu.users[1]!.id);
      emu.deleteChannel(emu.channels['tavern-test']!);
      const figures = emu.specFigures();
      expect(emu.violations()).toEqual([]);
      expect(figures.routesOutsideSpec).toEqual([]);
      expect(figures.answersChecked).toBe(figures.requests);
      expect(Object.keys(figures.routes).length).toBeGreaterThanOrEqual(30);
    } finally {
      await h.close();
    }
  });
});
