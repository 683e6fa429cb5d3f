/**
 * The gateway side: hello, identify → READY + GUILD_CREATE, heartbeat ACK,
 * resume (replaying what was missed), request guild members, and dispatch.
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
  seq: number;
  /** Sent dispatches kept for resume: [seq, payload]. */
  history: { s: number; t: string; d: unknown }[];
  socket: WebSocket | null;
}

export interface GatewayHost {
  token: string;
  heartbeatIntervalMs: number;
  resumeUrl(): string;
  readyPayload(sessionId: string): unknown;
  guildCreatePayload(): unknown;
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

  dispatch(type: string, data: unknown, requiredIntent = 0): void {
    for (const session of this.sessions.values()) {
      if (requiredIntent && !(session.intents & requiredIntent)) continue;
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
          const id = `emu-session-${this.nextSession++}`;
          session = { id, intents: Number(d.intents ?? 0), seq: 0, history: [], socket: ws };
          this.sessions.set(id, session);
          this.send(session, 'READY', this.host.readyPayload(id));
          this.send(session, 'GUILD_CREATE', this.host.guildCreatePayload());
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
