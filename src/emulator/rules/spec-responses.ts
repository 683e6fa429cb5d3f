/**
 * What the emulator answers, held to Discord's specification: the route of
 * the request in the specification's route table (spec-routes.ts), the type
 * it documents for the status answered — a message, a channel, a list of
 * commands, `ErrorResponse` for a 4xx, no body for a 204 — read strictly
 * (spec-check.ts: a field the schema does not name is a finding too).
 */
import type { FieldProblem } from '../errors.js';
import { readAs } from './spec-check.js';
import { responseType, specRouteFor, type SpecRoute, type SpecType } from './spec-routes.js';

export interface AnswerReading {
  /** The specification's route (undefined: a route Discord does not have). */
  route: SpecRoute | undefined;
  /** Whether the answer was read against a schema (false: no route, no documented status, or an inline type). */
  checked: boolean;
  problems: FieldProblem[];
  /** Fields the schema does not name. */
  unknown: string[];
}

/** Reads an answer of the emulator (`path` as requested, under /api/v10) against its route's response type. */
export function checkAnswer(method: string, path: string, status: number, body: unknown): AnswerReading {
  const route = specRouteFor(method, path);
  if (!route) {
    return {
      route,
      checked: false,
      problems: [{ path: [], code: 'ROUTE_UNKNOWN', message: `${method} ${path} is not a route of Discord’s specification.` }],
      unknown: [],
    };
  }
  const type = responseType(route, status);
  if (!type) {
    const documented = Object.keys(route.responses).join(', ');
    return {
      route,
      checked: false,
      problems: [{ path: [], code: 'STATUS_UNDOCUMENTED', message: `${route.path} answers ${documented}, not ${status}.` }],
      unknown: [],
    };
  }
  if (type.kind === 'inline') return { route, checked: false, problems: [], unknown: [] };
  const reading = readAs(type, body);
  return { route, checked: true, problems: reading.problems, unknown: reading.unknown };
}

/** The name(s) of a response type, for messages: `MessageResponse`, `ApplicationCommandResponse[] | null`. */
export function typeLabel(type: SpecType): string {
  switch (type.kind) {
    case 'named':
      return type.name;
    case 'array':
      return `${type.of.kind === 'union' ? `(${typeLabel(type.of)})` : typeLabel(type.of)}[]`;
    case 'union':
      return type.options.map(typeLabel).join(' | ');
    case 'null':
      return 'null';
    case 'empty':
      return 'no body';
    case 'inline':
      return 'an inline object';
  }
}
