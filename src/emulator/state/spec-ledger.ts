/**
 * The emulator's account of Discord's specification: request bodies checked
 * and refused, and — with `responseChecks` — every REST answer and gateway
 * payload read strictly against it, the routes used (each one the
 * specification must know), and the fields found outside its schemas. A
 * finding in what the emulator sends is the emulator's fault: recorded as a
 * violation like any other. `specFigures()` gives the counts.
 */
import { invalidFormBody, type FieldProblem } from '../errors.js';
import { asProblems } from '../rules/spec-check.js';
import { checkDispatch } from '../rules/spec-gateway.js';
import { checkAnswer } from '../rules/spec-responses.js';
import type { World } from './world.js';

export interface SpecFigures {
  /** REST requests the emulator received. */
  requests: number;
  /** Request bodies read against their route's request schema. */
  bodiesChecked: number;
  /** Of those, refused (400, 50035). */
  bodiesRefused: number;
  /** REST answers read against the response type of their route in the specification's route table. */
  answersChecked: number;
  /** Gateway payloads read against the specification (INTERACTION_CREATE, MESSAGE_CREATE…). */
  payloadsChecked: number;
  /** Fields found in answers and payloads that no schema names. */
  fieldsOutsideSchemas: number;
  /** The specification's routes the requests used, "METHOD /path/{param}" → requests, sorted. */
  routes: Record<string, number>;
  /** Requests whose route the specification does not have ("METHOD /path"). */
  routesOutsideSpec: string[];
}

export class SpecLedger {
  private requests = 0;
  private bodiesChecked = 0;
  private bodiesRefused = 0;
  private answersChecked = 0;
  private payloadsChecked = 0;
  private fieldsOutsideSchemas = 0;
  private readonly routes = new Map<string, number>();
  private readonly routesOutsideSpec = new Set<string>();

  constructor(
    private readonly world: World,
    /** Whether answers and payloads are read (tests turn it on). */
    readonly strict: boolean,
  ) {}

  request(): void {
    this.requests++;
  }

  body(refused: boolean): void {
    this.bodiesChecked++;
    if (refused) this.bodiesRefused++;
  }

  /** Reads an answer the emulator is about to send; a finding is recorded as the emulator's violation. */
  answer(method: string, path: string, status: number, body: unknown): void {
    if (!this.strict) return;
    const reading = checkAnswer(method, path, status, body);
    if (reading.route) {
      const key = `${reading.route.method} ${reading.route.path}`;
      this.routes.set(key, (this.routes.get(key) ?? 0) + 1);
    } else this.routesOutsideSpec.add(`${method} ${path}`);
    if (reading.checked) this.answersChecked++;
    this.fieldsOutsideSchemas += reading.unknown.length;
    this.record(
      method,
      path,
      `Emulator answer outside Discord's specification (${reading.route?.path ?? 'no such route'})`,
      asProblems(reading, 'its schema'),
    );
  }

  /** Reads a gateway payload the emulator is about to dispatch. */
  payload(event: string, data: unknown): void {
    if (!this.strict) return;
    const reading = checkDispatch(event, data);
    if (!reading) return;
    this.payloadsChecked++;
    this.fieldsOutsideSchemas += reading.unknown.length;
    this.record('GATEWAY', event, `Emulator payload outside Discord's specification (${event})`, asProblems(reading, 'its schema'));
  }

  figures(): SpecFigures {
    return {
      requests: this.requests,
      bodiesChecked: this.bodiesChecked,
      bodiesRefused: this.bodiesRefused,
      answersChecked: this.answersChecked,
      payloadsChecked: this.payloadsChecked,
      fieldsOutsideSchemas: this.fieldsOutsideSchemas,
      routes: Object.fromEntries([...this.routes.entries()].sort(([a], [b]) => a.localeCompare(b))),
      routesOutsideSpec: [...this.routesOutsideSpec].sort(),
    };
  }

  private record(method: string, route: string, message: string, problems: FieldProblem[]): void {
    if (problems.length === 0) return;
    const err = invalidFormBody(problems);
    this.world.recordViolation({ method, route, status: 500, code: 0, message, ...(err.body.errors ? { errors: err.body.errors } : {}) });
  }
}
