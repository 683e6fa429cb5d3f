/**
 * The playground's HTTP API and live feed, without a browser: state per user,
 * slash commands and clicks as a user, per-user visibility, server-sent events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { Permission, startPlayground, type Playground } from '../../src/emulator/index.js';
import { onNext, startHarness, type Harness } from './harness.js';

let h: Harness;
let pg: Playground;

beforeAll(async () => {
  h = await startHarness();
  pg = await startPlayground(h.emu, { port: 0 });
});
afterAll(async () => {
  await pg.close();
  await h.close();
});

type Obj = Record<string, unknown>;
const get = async (path: string): Promise<Obj> => (await (await fetch(`${pg.url}${path}`)).json()) as Obj;
const post = async (path: string, body: Obj): Promise<{ status: number; body: Obj }> => {
  const response = await fetch(`${pg.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Obj };
};

describe('playground API', () => {
  it('serves the page and its scripts', async () => {
    const page = await fetch(`${pg.url}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<script src="/app.js">');
    expect((await fetch(`${pg.url}/render.js`)).status).toBe(200);
    expect((await fetch(`${pg.url}/style.css`)).status).toBe(200);
  });

  it('gives the guild, users, channels and registered commands', async () => {
    const state = await get(`/pg/state?user=${h.emu.users[0]!.id}`);
    expect((state.guild as Obj).name).toBe('Tavern Playground');
    expect((state.users as Obj[]).map((u) => u.username)).toEqual(['alice', 'bruno', 'chloe', 'dmitri']);
    expect((state.channels as Obj[]).map((c) => c.name)).toEqual(['general', 'games', 'tavern-test']);
    expect((state.commands as Obj[]).map((c) => c.name).sort()).toEqual(['game', 'ping']);
    expect(state.botConnected).toBe(true);
  });

  it('runs a slash command as a user, streams the change, and shows an ephemeral reply only to that user', async () => {
    const [alice, bruno] = [h.emu.users[0]!.id, h.emu.users[1]!.id];
    const channel = h.emu.channels.games!;
    const controller = new AbortController();
    const events = await fetch(`${pg.url}/pg/events`, { signal: controller.signal });
    const reader = events.body!.getReader();
    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'psst', flags: MessageFlags.Ephemeral });
    });
    const started = await post('/pg/slash', { user: alice, channel, command: 'ping', options: {} });
    expect(started.status).toBe(200);
    let streamed = '';
    while (!streamed.includes('"kind":"message"')) streamed += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(streamed).toContain(channel);
    await h.emu.waitForResponse(h.emu.handle(String(started.body.id)));
    const forAlice = (await get(`/pg/messages?user=${alice}&channel=${channel}`)).messages as Obj[];
    const forBruno = (await get(`/pg/messages?user=${bruno}&channel=${channel}`)).messages as Obj[];
    expect(forAlice.map((m) => m.content)).toEqual(['psst']);
    expect(forBruno).toEqual([]);
  });

  it('reports what a user cannot do as a 400 with a readable reason', async () => {
    const alice = h.emu.users[0]!.id;
    const missing = await post('/pg/slash', { user: alice, channel: h.emu.channels.general!, command: 'game start', options: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/requires option "name"/);
    const unknown = await post('/pg/click', { user: alice, message: '1', customId: 'x' });
    expect(unknown.body.error).toMatch(/unknown message/);
  });

  it('posts plain messages as the user', async () => {
    const chloe = h.emu.userNamed('chloe').id;
    await post('/pg/say', { user: chloe, channel: h.emu.channels['tavern-test']!, content: 'hello tavern' });
    const messages = (await get(`/pg/messages?user=${h.emu.users[0]!.id}&channel=${h.emu.channels['tavern-test']!}`)).messages as Obj[];
    expect(messages.map((m) => [(m.author as Obj).username, m.content])).toEqual([['chloe', 'hello tavern']]);
  });
  it('the permission panel reads and toggles the bot’s permissions in a channel, and Manage Server for a user', async () => {
    const [alice, bruno] = [h.emu.users[0]!.id, h.emu.users[1]!.id];
    const channel = h.emu.channels['tavern-test']!;
    const granted = async (user: string) =>
      Object.fromEntries(
        ((await get(`/pg/permissions?user=${user}&channel=${channel}`)).bot as { name: string; granted: boolean }[]).map((p) => [
          p.name,
          p.granted,
        ]),
      );
    expect((await granted(bruno)).AttachFiles).toBe(true);
    expect((await post('/pg/permissions', { channel, permission: 'AttachFiles', granted: false })).status).toBe(200);
    const after = await granted(bruno);
    expect(after.AttachFiles).toBe(false);
    expect(after.SendMessages).toBe(true);
    // Other channels are untouched.
    expect((h.emu.permissionsIn(h.emu.applicationId, h.emu.channels.general!) & Permission.AttachFiles) !== 0n).toBe(true);
    const panel = await get(`/pg/permissions?user=${alice}&channel=${channel}`);
    expect(panel.owner).toBe(true);
    expect((await get(`/pg/permissions?user=${bruno}&channel=${channel}`)).manageServer).toBe(false);
    await post('/pg/manage-server', { user: bruno, granted: true });
    expect((await get(`/pg/permissions?user=${bruno}&channel=${channel}`)).manageServer).toBe(true);
    expect((await post('/pg/manage-server', { user: alice, granted: false })).status).toBe(400);
    await post('/pg/permissions/reset', {});
    expect((await get(`/pg/permissions?user=${bruno}&channel=${channel}`)).botAdministrator).toBe(true);
    await post('/pg/manage-server', { user: bruno, granted: false });
  });
});
