import { z } from 'zod';
import { DAY_MS, MINUTE_MS } from './time.js';

export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;
export type CorrespondenceDays = (typeof CORRESPONDENCE_DAYS)[number];

/** Chosen at /challenge; admins set a default per game. Every control is "per move": each decision gets a fresh allowance. */
export const timeControlSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('live'), minutesPerMove: z.number().int().min(1).max(180) }),
  z.object({
    kind: z.literal('correspondence'),
    daysPerMove: z.literal(CORRESPONDENCE_DAYS),
  }),
]);
export type TimeControl = z.infer<typeof timeControlSchema>;

export const NO_TIME_CONTROL: TimeControl = { kind: 'none' };

/** Allowance for one decision, or null when the clock never runs out. */
export function moveAllowanceMs(control: TimeControl): number | null {
  switch (control.kind) {
    case 'none':
      return null;
    case 'live':
      return control.minutesPerMove * MINUTE_MS;
    case 'correspondence':
      return control.daysPerMove * DAY_MS;
  }
}

/** Parses compact codes used in commands and settings: "none", "live:10", "days:3". */
export function parseTimeControl(code: string): TimeControl | null {
  const [kind, value] = code.trim().toLowerCase().split(':');
  const candidate =
    kind === 'none'
      ? { kind }
      : kind === 'live'
        ? { kind, minutesPerMove: Number(value) }
        : kind === 'days'
          ? { kind: 'correspondence', daysPerMove: Number(value) }
          : null;
  const parsed = timeControlSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export function timeControlCode(control: TimeControl): string {
  if (control.kind === 'none') return 'none';
  return control.kind === 'live' ? `live:${control.minutesPerMove}` : `days:${control.daysPerMove}`;
}
