/**
 * The playground: a web page that looks like a Discord channel, on top of the
 * emulator. Plain HTML/CSS/JS from ./static, a small JSON API and an SSE
 * stream for live updates.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { DiscordEmulator } from '../emulator.js';
import type { EmulatorEvent } from '../model.js';
import { readRaw, sendJson } from '../http.js';
import { DEFAULT_MEMBER_PERMISSIONS, Permission, type PermissionName } from '../rules/permissions.js';

export interface PlaygroundOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface Playground {
  url: string;
  close(): Promise<void>;
}

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const STATIC_FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/render.js': { file: 'render.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};

type Obj = Record<string, unknown>;

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5865f2"/><text x="16" y="22" font-size="16" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">T</text></svg>';

/** Serves the playground for `emu` and returns its URL (http://localhost:3000 by default). */
export async function startPlayground(emu: DiscordEmulator, options: PlaygroundOptions = {}): Promise<Playground> {
  const host = options.host ?? '127.0.0.1';
  const streams = new Set<ServerResponse>();
  const onChange = (event: EmulatorEvent): void => {
    const line = `data: ${JSON.stringify(event)}\n\n`;
    for (const res of streams) res.write(line);
  };
  emu.events.on('change', onChange);

  const server = createServer((req, res) => {
    handle(emu, req, res, streams).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: (error as Error).message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  return {
    url,
    async close() {
      emu.events.off('change', onChange);
      for (const res of streams) res.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(emu: DiscordEmulator, req: IncomingMessage, res: ServerResponse, streams: Set<ServerResponse>): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://playground.local');
  const staticFile = STATIC_FILES[url.pathname];
  if (req.method === 'GET' && staticFile) {
    const body = await readFile(join(STATIC_DIR, staticFile.file));
    res.writeHead(200, { 'content-type': staticFile.type, 'cache-control': 'no-store' });
    res.end(body);
    return;
  }
  if (url.pathname === '/favicon.ico' || url.pathname === '/favicon.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' });
    res.end(FAVICON);
    return;
  }
  if (url.pathname === '/pg/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  if (url.pathname.startsWith('/attachments/')) {
    // Same bytes as the emulator serves, so pages work on either port.
    res.writeHead(307, { location: `${emu.httpBase}${url.pathname}` });
    res.end();
    return;
  }
  if (!url.pathname.startsWith('/pg/')) {
    sendJson(res, 404, { error: 'not found' });
    return;
  }
  const body: Obj = req.method === 'POST' ? (JSON.parse((await readRaw(req)).toString('utf8') || '{}') as Obj) : {};
  const q = (name: string): string => String(url.searchParams.get(name) ?? body[name] ?? '');
  try {
    const result = await route(emu, req.method ?? 'GET', url.pathname, q, body);
    sendJson(res, 200, result);
  } catch (error) {
    sendJson(res, 400, { error: (error as Error).message.replace(/^emulator: /, '') });
  }
}

/** The bot permissions the playground's panel toggles (what a games bot needs in a channel). */
const BOT_PANEL_PERMISSIONS: PermissionName[] = [
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'AddReactions',
  'CreatePublicThreads',
  'CreatePrivateThreads',
  'SendMessagesInThreads',
  'ManageThreads',
  'ManageMessages',
];

async function route(emu: DiscordEmulator, method: string, path: string, q: (name: string) => string, body: Obj): Promise<unknown> {
  switch (`${method} ${path}`) {
    case 'GET /pg/state': {
      const userId = q('user') || emu.users[0]!.id;
      return {
        guild: { id: emu.guildId, name: emu.guildName },
        bot: { ...emu.userJson(emu.botUser), color: emu.botUser.color },
        users: emu.users.map((u) => ({ ...emu.userJson(u), color: u.color, locale: u.locale })),
        me: userId,
        channels: emu.channelsVisibleTo(userId),
        commands: emu.commands(),
        botConnected: emu.botConnected,
      };
    }
    case 'GET /pg/messages': {
      const userId = q('user');
      const channelId = q('channel');
      // A thread started from a message shows that message on top, as Discord's client does (thread id = message id).
      const thread = emu.channel(channelId);
      const starter = thread?.parentId ? emu.message(channelId) : undefined;
      return {
        starter: starter && starter.channel_id === thread?.parentId ? starter : null,
        messages: emu.visibleMessages(userId, channelId),
        notices: emu.notices(userId, channelId),
        pendingModals: emu.pendingModals(userId),
      };
    }
    case 'POST /pg/slash':
      return emu.slash(q('user'), q('channel'), q('command'), (body.options as Obj | undefined) ?? {});
    case 'POST /pg/autocomplete': {
      const handle = emu.autocomplete(q('user'), q('channel'), q('command'), (body.options as Obj | undefined) ?? {}, q('focused'));
      const outcome = await emu.waitForResponse(handle, { timeoutMs: 3500 });
      return { choices: outcome.choices ?? [] };
    }
    case 'POST /pg/click':
      return emu.click(q('user'), q('message'), q('customId'), Array.isArray(body.values) ? (body.values as string[]) : undefined);
    case 'POST /pg/modal':
      return emu.submitModal(q('user'), emu.handle(q('interaction')), (body.values as Record<string, string> | undefined) ?? {});
    case 'POST /pg/modal/dismiss':
      emu.dismissModal(q('interaction'));
      return { ok: true };
    case 'GET /pg/permissions': {
      // What the permission panel shows: the bot's permissions in this channel, and whether this user manages the server.
      const userId = q('user');
      const channelId = q('channel');
      const bot = emu.permissionsIn(emu.botUser.id, channelId);
      return {
        bot: BOT_PANEL_PERMISSIONS.map((name) => ({ name, granted: (bot & Permission[name]) !== 0n })),
        botAdministrator: (bot & Permission.Administrator) !== 0n,
        owner: emu.guildOwnerId === userId,
        manageServer: (emu.guildPermissions(userId) & Permission.ManageGuild) !== 0n,
      };
    }
    case 'POST /pg/permissions':
      emu.setBotPermission(q('channel'), q('permission') as PermissionName, body.granted === true);
      return { ok: true };
    case 'POST /pg/permissions/reset':
      emu.resetBotPermissions();
      return { ok: true };
    case 'POST /pg/manage-server':
      emu.setMemberPermissions(q('user'), 'guild', DEFAULT_MEMBER_PERMISSIONS | (body.granted === true ? Permission.ManageGuild : 0n));
      return { ok: true };
    case 'POST /pg/say':
      return emu.say(q('user'), q('channel'), q('content'));
    default:
      throw new Error(`no playground route ${method} ${path}`);
  }
}
