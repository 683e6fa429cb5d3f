/** Small HTTP helpers: body parsing (JSON and multipart) and a route table. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface UploadedFile {
  /** Form field name, e.g. "files[0]". */
  field: string;
  /** Index n of "files[n]" (what payload attachments refer to by id). */
  index: number;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface ParsedBody {
  json: Record<string, unknown> | unknown[] | null;
  files: UploadedFile[];
  byteLength: number;
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses JSON or multipart/form-data (payload_json + files[n]) with the platform's own form parser. */
export async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readRaw(req);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: null, files: [], byteLength: 0 };
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://emulator.local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    let json: ParsedBody['json'] = null;
    const files: UploadedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') json = JSON.parse(value) as ParsedBody['json'];
        continue;
      }
      const match = /^files\[(\d+)\]$/.exec(field) ?? /^file(\d*)$/.exec(field);
      const index = match?.[1] ? Number(match[1]) : files.length;
      files.push({
        field,
        index,
        filename: value.name,
        contentType: value.type || 'application/octet-stream',
        bytes: Buffer.from(await value.arrayBuffer()),
      });
    }
    return { json, files, byteLength: raw.length };
  }
  return { json: JSON.parse(raw.toString('utf8')) as ParsedBody['json'], files: [], byteLength: raw.length };
}

export interface RouteContext {
  params: string[];
  query: URLSearchParams;
  body: ParsedBody;
  authorization: string | undefined;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

export type RouteHandler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

export interface Route {
  method: string;
  /** The path as registered ("/channels/:id/messages"), which names the route in checks. */
  template: string;
  pattern: RegExp;
  /** Whether the route requires the bot token (interaction/webhook routes carry their own token). */
  auth: boolean;
  handler: RouteHandler;
}

/** Turns "/channels/:id/messages" into an anchored regex capturing each :param. */
export function routePattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (status === 204 || body === undefined) {
    // Never a JSON content type on an empty answer: discord.js would try to parse it.
    res.writeHead(status === 204 || body === undefined ? 204 : status);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
