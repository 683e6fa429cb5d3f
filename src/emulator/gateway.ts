/**
 * The gateway side: hello, identify → READY + GUILD_CREATE, heartbeat ACK,
 * resume (replaying what was missed), request guild members, and dispatch.
 * Sharded as Discord is: IDENTIFY's `shard: [shard_id, num_shards]` (default
 * [0, 1]) gives the session the servers whose `(guild_id >> 22) % num_shards`
 * is its shard_id, and every event of a server goes to the session(s) holding
 * its shard; DMs and events of no server go to shard 0.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export const GatewayIntent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
  MessageContent: 1 << 15,
} as const;

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  Reconnect: 7,
  RequestMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Session {
  id: string;
  intents: number;
  /** [shard_id, num_shards]. */
  shard: readonly [number, number];
  seq: number;
  /** Sent dispatches kept for resume: [seq, payload]. */
  history: { s: number; t: string; d: unknown }[];
  socket: WebSocket | null;
}

export interface GatewayHost {
  token: string;
  heartbeatIntervalMs: number;
  resumeUrl(): string;
  readyPayload(sessionId: string, shard: readonly [number, number]): unknown;
  /** The servers a shard holds. */
  guildIdsOfShard(shard: readonly [number, number]): string[];
  guildCreatePayload(guildId: string): unknown;
  membersChunk(request: { guild_id?: string; user_ids?: string | string[]; query?: string; limit?: number; nonce?: string }): unknown;
  log(line: string): void;
}

const HISTORY_LIMIT = 500;

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private nextSession = 1;

  constructor(private readonly host: GatewayHost) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
  }

  /** Whether a bot session is identified (ready to receive interactions). */
  get connected(): boolean {
    return [...this.sessions.values()].some((s) => s.socket !== null);
  }

  /** Whether the session holding this server's shard (null: shard 0, DMs) is connected. */
  connectedFor(guildId: string | null): boolean {
    return [...this.sessions.values()].some((s) => s.socket !== null && holds(s, guildId));
  }

  /** The shards of the sessions identified so far, connected or not ([shard_id, num_shards], in order of identification). */
  shards(): (readonly [number, number])[] {
    return [...this.sessions.values()].map((s) => s.shard);
  }

  /** Sends an event to every session holding the server's shard (null: a DM or an event of no server, shard 0). */
  dispatch(type: string, data: unknown, requiredIntent: number, guildId: string | null): void {
    for (const session of this.sessions.values()) {
      if (requiredIntent && !(session.intents & requiredIntent)) continue;
      if (!holds(session, guildId)) continue;
      this.send(session, type, data);
    }
  }

  /** Closes every socket as Discord does on a server restart (clients may resume). */
  dropConnections(code = 4000): void {
    for (const session of this.sessions.values()) session.socket?.close(code, 'emulator dropped the connection');
  }

  async close(): Promise<void> {
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private send(session: Session, type: string, data: unknown): void {
    session.seq += 1;
    const entry = { s: session.seq, t: type, d: data };
    session.history.push(entry);
    if (session.history.length > HISTORY_LIMIT) session.history.shift();
    session.socket?.send(JSON.stringify({ op: Op.Dispatch, ...entry }));
  }

  private accept(ws: WebSocket): void {
    let session: Session | null = null;
    ws.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: this.host.heartbeatIntervalMs }, s: null, t: null }));
    ws.on('message', (raw) => {
      let packet: { op: number; d: Record<string, unknown> | number | null };
      try {
        packet = JSON.parse(String(raw)) as typeof packet;
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      const d = (packet.d ?? {}) as Record<string, unknown>;
      switch (packet.op) {
        case Op.Heartbeat:
          ws.send(JSON.stringify({ op: Op.HeartbeatAck, d: null, s: null, t: null }));
          break;
        case Op.Identify: {
          if (session) {
            ws.close(4005, 'Already authenticated');
            return;
          }
          if (String(d.token).replace(/^Bot\s+/i, '') !== this.host.token) {
            this.host.log('gateway: identify with a wrong token, closing with 4004');
            ws.close(4004, 'Authentication failed');
            return;
          }
          const shard = readShard(d.shard);
          if (!shard) {
            this.host.log(`gateway: identify with an invalid shard ${JSON.stringify(d.shard)}, closing with 4010`);
            ws.close(4010, 'Invalid shard');
            return;
          }
          const id = `emu-session-${this.nextSession++}`;
          session = { id, intents: Number(d.intents ?? 0), shard, seq: 0, history: [], socket: ws };
          this.sessions.set(id, session);
          this.send(session, 'READY', this.host.readyPayload(id, shard));
          for (const guildId of this.host.guildIdsOfShard(shard)) this.send(session, 'GUILD_CREATE', this.host.guildCreatePayload(guildId));
          break;
        }
        case Op.Resume: {
          const previous = this.sessions.get(String(d.session_id));
          if (!previous || String(d.token).replace(/^Bot\s+/i, '') !== this.host.token) {
            ws.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
            return;
          }
          session = previous;
          session.socket = ws;
          const since = Number(d.seq ?? 0);
          for (const entry of session.history.filter((e) => e.s > since)) ws.send(JSON.stringify({ op: Op.Dispatch, ...entry }));
          this.send(session, 'RESUMED', {});
          break;
        }
        case Op.RequestMembers: {
          if (session) this.send(session, 'GUILD_MEMBERS_CHUNK', this.host.membersChunk(d as never));
          break;
        }
        default:
          break;
      }
    });
    ws.on('close', () => {
      if (session && session.socket === ws) session.socket = null;
    });
    ws.on('error', () => undefined);
  }
}

/** Whether a session hears a server's events: Discord's `(guild_id >> 22) % num_shards === shard_id`; DMs on shard 0. */
function holds(session: Session, guildId: string | null): boolean {
  const [shardId, numShards] = session.shard;
  if (guildId === null) return shardId === 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(numShards)) === shardId;
}

/** IDENTIFY's `shard`: absent means [0, 1]; otherwise two integers with 0 ≤ shard_id < num_shards (else Discord closes with 4010). */
function readShard(raw: unknown): readonly [number, number] | null {
  if (raw === undefined || raw === null) return [0, 1];
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [shardId, numShards] = raw as unknown[];
  if (!Number.isInteger(shardId) || !Number.isInteger(numShards)) return null;
  const [id, count] = [shardId as number, numShards as number];
  return count >= 1 && id >= 0 && id < count ? [id, count] : null;
}
