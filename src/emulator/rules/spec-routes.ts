/**
 * Discord's route table, as its OpenAPI specification states it: every path
 * and method, with the type of the answer for each status. The
 * discord-api-spec package ships it as the `Paths` interface of its
 * TypeScript build (its zod build has the schemas, not the table), so the
 * table is read from there, once, on first use: `"200": MessageResponse`,
 * `"200": ApplicationCommandResponse[] | null`, `"204": unknown`,
 * `"4XX": ErrorResponse`. A type name `X` is the zod schema `XSchema`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A response type as the table writes it. */
export type SpecType =
  | { kind: 'named'; name: string }
  | { kind: 'array'; of: SpecType }
  | { kind: 'union'; options: SpecType[] }
  | { kind: 'null' }
  /** `unknown`: no body (204). */
  | { kind: 'empty' }
  /** An inline object type: the table has no schema to name. */
  | { kind: 'inline' };

export interface SpecRoute {
  method: string;
  /** As the specification writes it, e.g. `/channels/{channel_id}/messages/{message_id}`. */
  path: string;
  /** Status ("200", "204", "4XX") → the type of the answer. */
  responses: Record<string, SpecType>;
}

let table: SpecRoute[] | null = null;
/** "METHOD segments" → the routes of that method and length, their segments split once (null: a parameter). */
let index: Map<string, { route: SpecRoute; parts: (string | null)[]; literals: number }[]> | null = null;

/** Every route of the specification (read from the package on first use). */
export function specRoutes(): SpecRoute[] {
  table ??= parsePaths(readFileSync(specSource(), 'utf8'));
  return table;
}

/**
 * The specification's route for a request the emulator received (a concrete
 * path, e.g. `/webhooks/1/abc/messages/@original`): literal segments match
 * themselves, `{param}` any one segment; the route with the most literal
 * segments wins (`…/messages/@original` over `…/messages/{message_id}`).
 */
export function specRouteFor(method: string, concretePath: string): SpecRoute | undefined {
  index ??= indexRoutes(specRoutes());
  const segments = concretePath.split('/').map((s) => safeDecode(s));
  let best: { route: SpecRoute; literals: number } | undefined;
  for (const candidate of index.get(`${method.toUpperCase()} ${segments.length}`) ?? []) {
    const fits = candidate.parts.every((part, i) => (part === null ? segments[i] !== '' : part === segments[i]));
    if (fits && (!best || candidate.literals > best.literals)) best = candidate;
  }
  return best?.route;
}

function indexRoutes(routes: SpecRoute[]): NonNullable<typeof index> {
  const out: NonNullable<typeof index> = new Map();
  for (const route of routes) {
    const parts = route.path.split('/').map((part) => (/^\{\w+\}$/.test(part) ? null : part));
    const key = `${route.method} ${parts.length}`;
    const list = out.get(key) ?? [];
    list.push({ route, parts, literals: parts.filter((p) => p !== null).length });
    out.set(key, list);
  }
  return out;
}

/** The answer's type for a status: the exact status, else its class ("4XX"). */
export function responseType(route: SpecRoute, status: number): SpecType | undefined {
  return route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`];
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The package's TypeScript build, found the way Node would find the package. */
function specSource(): string {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths('discord-api-spec') ?? []) {
    const file = path.join(dir, 'discord-api-spec', 'build', 'discord-api-spec.ts');
    if (existsSync(file)) return file;
  }
  throw new Error('emulator: discord-api-spec is not installed (its build/discord-api-spec.ts holds the route table)');
}

/** Reads `export interface Paths { "/path": { get: { …, responses: { "200": T; … } } } }`. */
export function parsePaths(source: string): SpecRoute[] {
  const start = source.indexOf('export interface Paths {');
  if (start < 0) throw new Error('emulator: no Paths interface in the discord-api-spec build');
  const text = source.slice(start).replace(/\/\*[\s\S]*?\*\//g, '');
  const body = block(text, text.indexOf('{'));
  const routes: SpecRoute[] = [];
  for (const [pathName, pathBody] of entries(body)) {
    for (const [method, methodBody] of entries(pathBody)) {
      if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue;
      const at = /\bresponses:\s*\{/.exec(methodBody);
      const responses: Record<string, SpecType> = {};
      if (at) {
        for (const [status, type] of members(block(methodBody, at.index + at[0].length - 1))) responses[status] = parseType(type);
      }
      routes.push({ method: method.toUpperCase(), path: pathName, responses });
    }
  }
  return routes;
}

/** The text between the brace at `open` and its match (exclusive). */
function block(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('emulator: unbalanced braces in the discord-api-spec build');
}

/** `key: { … }` members of a block (keys quoted or not), with their bodies. */
function entries(body: string): [string, string][] {
  const out: [string, string][] = [];
  const key = /(?:"([^"]+)"|(\w+))\??:\s*\{/g;
  let match: RegExpExecArray | null;
  while ((match = key.exec(body))) {
    const open = match.index + match[0].length - 1;
    const inner = block(body, open);
    out.push([match[1] ?? match[2]!, inner]);
    key.lastIndex = open + inner.length + 2;
  }
  return out;
}

/** `key: type;` members of a block, the type as text (it may span lines and hold braces). */
function members(body: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < body.length) {
    const match = /(?:"([^"]+)"|(\w+))\??:/y;
    match.lastIndex = i;
    const m = match.exec(body.slice(0, body.length));
    if (!m) {
      i++;
      continue;
    }
    let depth = 0;
    let j = m.index + m[0].length;
    for (; j < body.length; j++) {
      const c = body[j];
      if (c === '{' || c === '(' || c === '[') depth++;
      else if (c === '}' || c === ')' || c === ']') depth--;
      else if (c === ';' && depth === 0) break;
    }
    out.push([m[1] ?? m[2]!, body.slice(m.index + m[0].length, j).trim()]);
    i = j + 1;
  }
  return out;
}

/** `A | B`, `X[]`, `(A | B)[]`, `null`, `unknown`, a name, or an inline object. */
export function parseType(text: string): SpecType {
  const parts = splitTop(text.trim().replace(/^\|/, '').trim(), '|');
  if (parts.length > 1) return { kind: 'union', options: parts.map(parseType) };
  const t = parts[0]!.trim();
  if (t.endsWith('[]')) return { kind: 'array', of: parseType(t.slice(0, -2)) };
  if (t.startsWith('(') && t.endsWith(')')) return parseType(t.slice(1, -1));
  if (t === 'null') return { kind: 'null' };
  if (t === 'unknown' || t === 'never' || t === 'undefined') return { kind: 'empty' };
  if (/^\w+$/.test(t)) return { kind: 'named', name: t };
  return { kind: 'inline' };
}

function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}
