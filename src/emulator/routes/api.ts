/**
 * The HTTP side: `/api/v*` requests matched to their route, recorded,
 * authenticated, their bodies held to Discord's specification, answered —
 * and every refusal recorded as a violation; uploaded attachments served;
 * anything else handed to the mounted handlers (the playground).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordApiError, apiErrors, invalidFormBody } from '../errors.js';
import { parseBody, sendJson, type ParsedBody, type Route } from '../http.js';
import type { RecordedRequest } from '../model.js';
import { checkRequestSchema, requestChecked } from '../rules/spec-requests.js';
import type { State } from '../state/index.js';
import type { SpecLedger } from '../state/spec-ledger.js';
import { apiRoutes } from './index.js';

export class Api {
  private readonly routes: Route[];
  /** Extra HTTP handlers (the playground mounts itself here when sharing the port). */
  readonly mounts: ((req: IncomingMessage, res: ServerResponse) => boolean)[] = [];

  constructor(
    private readonly state: State,
    /** Request bodies checked against Discord's specification (refused when they fail). */
    private readonly schemaChecks: boolean,
    /** Counts what was checked; with responseChecks, reads every answer. */
    private readonly ledger: SpecLedger,
  ) {
    this.routes = apiRoutes(state);
  }

  async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      const apiMatch = /^\/api(?:\/v(\d+))?(\/.*)$/.exec(url.pathname);
      if (!apiMatch) {
        for (const mount of this.mounts) if (mount(req, res)) return;
        sendJson(res, 404, { code: 0, message: '404: Not Found' });
        return;
      }
      await this.handleApi(req, res, method, apiMatch[2]!, url.searchParams);
    } catch (error) {
      this.state.world.log(`[discord-emulator] internal error on ${method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 0, message: `Emulator error: ${(error as Error).message}` });
    }
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse, method: string, path: string, query: URLSearchParams): Promise<void> {
    const { world } = this.state;
    let body: ParsedBody = { json: null, files: [], byteLength: 0 };
    const record: RecordedRequest = { at: new Date(world.now()).toISOString(), method, path, status: 0, body: null, files: [] };
    world.requestLog.push(record);
    world.touch();
    this.ledger.request();
    const answer = (status: number, payload: unknown): void => {
      record.status = status;
      // No body goes out as a 204, whatever the status asked (sendJson's rule).
      this.ledger.answer(method, path, payload === undefined ? 204 : status, payload);
      sendJson(res, status, payload);
    };
    try {
      body = await parseBody(req);
    } catch (error) {
      const err = invalidFormBody([
        { path: ['_body'], code: 'BODY_INVALID', message: `Could not parse the body: ${(error as Error).message}` },
      ]);
      world.recordViolation({
        method,
        route: path,
        status: 400,
        code: 50035,
        message: err.body.message,
        ...(err.body.errors ? { errors: err.body.errors } : {}),
      });
      answer(400, err.body);
      return;
    }
    record.body = body.json;
    record.files = body.files.map((f) => ({ field: f.field, filename: f.filename, size: f.bytes.length }));
    const candidates = this.routes.filter((r) => r.pattern.test(path));
    const route = candidates.find((r) => r.method === method);
    if (!route) {
      const status = candidates.length ? 405 : 404;
      world.recordViolation({
        method,
        route: path,
        status,
        code: 0,
        message: `Route not emulated (${candidates.length ? 'method' : 'path'}): extend src/emulator/routes if the bot needs it`,
      });
      answer(status, { code: 0, message: `${status}: ${candidates.length ? 'Method Not Allowed' : 'Not Found'}` });
      return;
    }
    if (route.auth && req.headers.authorization !== `Bot ${world.token}`) {
      const err = apiErrors.unauthorized();
      world.recordViolation({ method, route: path, status: 401, code: 0, message: err.body.message });
      answer(401, err.body);
      return;
    }
    try {
      if (this.schemaChecks && requestChecked(method, route.template, body.json)) {
        const problems = checkRequestSchema(method, route.template, body.json);
        this.ledger.body(problems.length > 0);
        if (problems.length > 0) throw invalidFormBody(problems);
      }
      const params = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
      const result = await route.handler({ params, query, body, authorization: req.headers.authorization });
      answer(result.status, result.body);
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error;
      const interactionId = path.startsWith('/interactions/')
        ? path.split('/')[2]
        : path.startsWith('/webhooks/')
          ? world.interactionsByToken.get(path.split('/')[3] ?? '')?.id
          : undefined;
      world.recordViolation({
        method,
        route: path,
        status: error.status,
        code: error.body.code,
        message: error.detail ? `${error.body.message} — ${error.detail}` : error.body.message,
        ...(error.body.errors ? { errors: error.body.errors } : {}),
        ...(interactionId ? { interactionId } : {}),
      });
      answer(error.status, error.body);
    }
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , , attachmentId] = pathname.split('/');
    const attachment = attachmentId ? this.state.world.attachmentMap.get(attachmentId) : undefined;
    if (!attachment) {
      sendJson(res, 404, { code: 0, message: '404: Not Found' });
      return;
    }
    res.writeHead(200, {
      'content-type': attachment.contentType,
      'content-length': attachment.bytes.length,
      'cache-control': 'max-age=31536000',
    });
    res.end(attachment.bytes);
  }
}
