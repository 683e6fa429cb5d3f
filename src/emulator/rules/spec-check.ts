/**
 * Holding a value to Discord's OpenAPI specification (the discord-api-spec
 * package's zod schemas), strictly: what zod finds wrong (types, required
 * fields, enumerations, lengths) and the fields the schema does not name
 * (the package's own strict switch only acts before its schemas are built,
 * at import, so they are found by walking the schemas' definitions here).
 *
 * The specification's known quirks are relaxed in spec-quirks.ts.
 */
import * as spec from 'discord-api-spec/zod';
import type { FieldProblem } from '../errors.js';
import { isObj } from '../model.js';
import { errorTreeProblems, knownDespiteSchema } from './spec-quirks.js';
import type { SpecType } from './spec-routes.js';

export interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; message: string }[] } };
}

export const specSchemas = spec as unknown as Record<string, Schema>;

/** The zod schema of a type the specification names (`MessageResponse` → `MessageResponseSchema`). */
export function schemaNamed(name: string): Schema {
  const schema = specSchemas[`${name}Schema`];
  if (!schema) throw new Error(`emulator: discord-api-spec has no ${name}Schema`);
  return schema;
}

/** What zod finds wrong with a value, as Discord's field problems. */
export function problemsOf(schema: Schema, value: unknown, prefix: (string | number)[]): FieldProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error!.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    code: 'BASE_TYPE_INVALID',
    message: issue.message,
  }));
}

/** A strict reading: what is wrong, and the fields no schema names (as dotted paths). */
export interface Reading {
  problems: FieldProblem[];
  unknown: string[];
}

/** Reads a value as a type of the route table: a named schema, an array, a union (the best-fitting member), null. */
export function readAs(type: SpecType, value: unknown, path: (string | number)[] = []): Reading {
  switch (type.kind) {
    case 'named': {
      if (type.name === 'ErrorResponse') return readError(value, path);
      const schema = schemaNamed(type.name);
      return { problems: problemsOf(schema, value, path), unknown: unknownFields(schema, value, path) };
    }
    case 'null':
      return value === null ? clean : { problems: [{ path, code: 'BASE_TYPE_INVALID', message: 'Expected null.' }], unknown: [] };
    case 'array': {
      if (!Array.isArray(value)) return { problems: [{ path, code: 'BASE_TYPE_INVALID', message: 'Expected an array.' }], unknown: [] };
      const items = value.map((v, i) => readAs(type.of, v, [...path, i]));
      return { problems: items.flatMap((r) => r.problems), unknown: items.flatMap((r) => r.unknown) };
    }
    case 'union': {
      const readings = type.options.map((o) => readAs(o, value, path));
      const valid = readings.filter((r) => r.problems.length === 0);
      const pool = valid.length ? valid : readings;
      return pool.reduce((a, b) => (b.problems.length + b.unknown.length < a.problems.length + a.unknown.length ? b : a));
    }
    case 'empty':
      return value === undefined ? clean : { problems: [{ path, code: 'BASE_TYPE_INVALID', message: 'Expected no body.' }], unknown: [] };
    case 'inline':
      return clean;
  }
}

const clean: Reading = { problems: [], unknown: [] };

/** An error answer: `code` and `message` by the schema, the `errors` tree by its documented shape (a quirk). */
function readError(value: unknown, path: (string | number)[]): Reading {
  if (!isObj(value)) return { problems: [{ path, code: 'BASE_TYPE_INVALID', message: 'Expected an object.' }], unknown: [] };
  const { errors, ...rest } = value;
  const schema = schemaNamed('ErrorResponse');
  const problems = [...problemsOf(schema, rest, path), ...(errors === undefined ? [] : errorTreeProblems(errors, [...path, 'errors']))];
  return { problems, unknown: unknownFields(schema, rest, path) };
}

/** Both kinds of findings as field problems (an unknown field is one too: Discord never sends it). */
export function asProblems(reading: Reading, what: string): FieldProblem[] {
  return [
    ...reading.problems,
    ...reading.unknown.map((field) => ({
      path: field.split('.'),
      code: 'UNKNOWN_FIELD',
      message: `Not a field of ${what} in Discord’s specification.`,
    })),
  ];
}

/** The parts of zod's schema definitions the walk below reads. */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: unknown;
  options?: { _zod: { def: Def } }[];
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  getter?: () => { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  values?: unknown[];
  left?: { _zod: { def: Def } };
  right?: { _zod: { def: Def } };
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** An object definition behind lazies, or null. */
function objectDef(schema: unknown): Def | null {
  const def = defOf(schema);
  if (def.type === 'lazy') return objectDef(def.getter!());
  return def.type === 'object' ? def : null;
}

/** Whether an object schema's `type` literal excludes the value's `type` (so it cannot be the union member that fits). */
function typeRulesOut(schema: unknown, value: unknown): boolean {
  if (!isObj(value) || !('type' in value)) return false;
  const shape = objectDef(schema)?.shape;
  const type = shape?.type ? defOf(shape.type) : undefined;
  return type?.type === 'literal' && Array.isArray(type.values) && !type.values.includes(value.type);
}

/**
 * Fields of `value` its schema does not name: for what the emulator answers,
 * an unknown field is an infidelity of ours. In a union, the member that
 * parses the value with the fewest unknown fields is the one that counts; an
 * intersection of objects knows the fields of both.
 */
export function unknownFields(schema: unknown, value: unknown, path: (string | number)[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'lazy':
      return unknownFields(def.getter!(), value, path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return value === null || value === undefined ? [] : unknownFields(def.innerType, value, path);
    case 'pipe':
      return unknownFields(def.in, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(def.element, v, [...path, i])) : [];
    case 'record':
      return isObj(value) ? Object.entries(value).flatMap(([k, v]) => unknownFields(def.valueType, v, [...path, k])) : [];
    case 'object':
      return objectUnknowns(def.shape ?? {}, Boolean(def.catchall), value, path);
    case 'intersection': {
      const left = objectDef(def.left);
      const right = objectDef(def.right);
      if (!left || !right) return [];
      return objectUnknowns({ ...left.shape, ...right.shape }, Boolean(left.catchall || right.catchall), value, path);
    }
    case 'union': {
      // Members whose `type` literal rules the value out are skipped before parsing (components, channels: most of a message).
      const fits = (def.options ?? []).filter((o) => !typeRulesOut(o, value) && (o as unknown as Schema).safeParse(value).success);
      const candidates = fits.map((o) => unknownFields(o, value, path));
      return candidates.length ? candidates.reduce((a, b) => (b.length < a.length ? b : a)) : [];
    }
    default:
      return [];
  }
}

function objectUnknowns(shape: Record<string, unknown>, open: boolean, value: unknown, path: (string | number)[]): string[] {
  if (!isObj(value)) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k in shape ? unknownFields(shape[k], v, [...path, k]) : open || knownDespiteSchema(path, k) ? [] : [[...path, k].join('.')],
  );
}
