/**
 * Sharded gateway sessions, as Discord runs them: IDENTIFY with
 * `shard: [shard_id, num_shards]`, each server's events (GUILD_CREATE,
 * interactions, thread events) only on the session whose shard_id is
 * `(guild_id >> 22) % num_shards`, and `GET /gateway/bot` recommending a count.
 * Two real discord.js clients hold shard 0 and shard 1 of 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType, Client, GatewayIntentBits, type Interaction, type TextChannel } from 'discord.js';
import WebSocket from 'ws';
import { createDiscordClientOptions, shardOf, startEmulator, type DiscordEmulator } from '../../src/emulator/index.js';

const SERVERS = ['Server A', 'Server B', 'Server C', 'Server D', 'Server E'];

let emu: DiscordEmulator;
const clients: Client[] = [];
const seen: { shard: number; event: string; guildId: string | null }[] = [];
const logged: string[] = [];

async function connect(shard: number): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...createDiscordClientOptions(emu, { shards: [shard], shardCount: 2 }),
  });
  client.on('interactionCreate', (i: Interaction) => {
    seen.push({ shard, event: 'interaction', guildId: i.guildId });
    if (i.isChatInputCommand()) void i.reply({ content: `pong from shard ${shard}` });
  });
  client.on('threadCreate', (t) => seen.push({ shard, event: 'thread', guildId: t.guildId }));
  await new Promise<void>((resolve, reject) => {
    client.once('clientReady', () => resolve());
    client.login(emu.token).catch(reject);
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  emu = await startEmulator({
    log: (line) => logged.push(line),
    responseChecks: true,
    extraGuilds: SERVERS.map((name) => ({ name })),
    recommendedShards: 2,
  });
  await connect(0);
  await connect(1);
  await clients[0]!.application!.commands.set([{ name: 'ping', description: 'Replies pong' }]);
});
afterAll(async () => {
  for (const c of clients) await c.destroy();
  await emu.close();
});

const shardOfGuild = (id: string) => shardOf(id, 2);

describe('sharded gateway', () => {
  it('six servers fall on both shards by (guild_id >> 22) % 2, and each session is told only of its own', () => {
    const all = emu.guilds.map((g) => g.id);
    expect(all).toHaveLength(6);
    const expected = [0, 1].map((s) => all.filter((id) => Number((BigInt(id) >> 22n) % 2n) === s).sort());
    // The extra servers' ids are one millisecond apart: both shards hold some.
    expect(expected[0]!.length).toBeGreaterThan(0);
    expect(expected[1]!.length).toBeGreaterThan(0);
    expect([...clients[0]!.guilds.cache.keys()].sort()).toEqual(expected[0]);
    expect([...clients[1]!.guilds.cache.keys()].sort()).toEqual(expected[1]);
    expect(emu.gatewayShards()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    // Each server's GUILD_CREATE carries its own channels and its own @everyone.
    const extra = emu.guilds[1]!;
    const holder = clients[shardOfGuild(extra.id)]!;
    const guild = holder.guilds.cache.get(extra.id)!;
    expect(guild.name).toBe('Server A');
    expect(guild.channels.cache.map((c) => c.id)).toEqual([extra.channels.general]);
    expect(guild.roles.everyone.id).toBe(extra.id);
    expect(guild.members.me?.roles.cache.has(extra.roles.bot)).toBe(true);
  });

  it("an interaction goes only to the session holding its server's shard", async () => {
    const alice = emu.userNamed('alice').id;
    for (const g of emu.guilds) {
      const before = seen.length;
      const handle = emu.slash(alice, g.channels.general!, 'ping', {});
      const reply = await emu.waitForResponse(handle);
      expect(reply.message?.content).toBe(`pong from shard ${shardOfGuild(g.id)}`);
      expect(seen.slice(before)).toEqual([{ shard: shardOfGuild(g.id), event: 'interaction', guildId: g.id }]);
    }
  });

  it("a thread's THREAD_CREATE reaches only its server's shard", async () => {
    for (const g of emu.guilds.slice(1, 3)) {
      const shard = shardOfGuild(g.id);
      const channel = (await clients[shard]!.channels.fetch(g.channels.general!)) as TextChannel;
      const before = seen.length;
      const thread = await channel.threads.create({ name: `match in ${g.name}`, type: ChannelType.PublicThread });
      expect(thread.guildId).toBe(g.id);
      await expect.poll(() => seen.slice(before)).toEqual([{ shard, event: 'thread', guildId: g.id }]);
      expect(clients[1 - shard]!.channels.cache.has(thread.id)).toBe(false);
    }
  });

  it('GET /gateway/bot recommends the shard count, with the session start limit', async () => {
    const res = await fetch(`${emu.apiBase}/v10/gateway/bot`, { headers: { authorization: `Bot ${emu.token}` } });
    expect(await res.json()).toEqual({
      url: emu.gatewayUrl,
      shards: 2,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
    });
  });

  it('an IDENTIFY whose shard_id is not below num_shards is closed with 4010 Invalid shard', async () => {
    const ws = new WebSocket(emu.gatewayUrl);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (raw) => {
      const packet = JSON.parse(String(raw)) as { op: number };
      if (packet.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: emu.token, intents: 1, properties: {}, shard: [2, 2] } }));
    });
    expect(await closed).toBe(4010);
  });

  it('everything answered and dispatched held to Discord’s specification', () => {
    expect(emu.violations()).toEqual([]);
    expect(logged.filter((l) => !l.includes('invalid shard'))).toEqual([]);
  });
});
