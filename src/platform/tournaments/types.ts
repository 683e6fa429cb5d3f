export type Format = 'swiss' | 'single-elimination' | 'round-robin';
export type PlayerId = string;

export interface Entrant {
  id: PlayerId;
  /** Displayed rating at sign-up; used for seeding by rating. */
  rating: number | null;
  /** 1 = top seed; fixed at start. */
  seed: number;
  status: 'active' | 'dropped' | 'disqualified';
}

/**
 * How a table ended. `places`: finishing place per player (1 = first; equal
 * places are ties; a two-player draw is both 1). `forfeit`: the absent players
 * lose, those present share first place.
 */
export type TableResult = { kind: 'places'; places: Record<PlayerId, number> } | { kind: 'forfeit'; absent: PlayerId[] };

export interface Table {
  id: string;
  players: PlayerId[];
  /** A bye: one player, no game, scored as a win. */
  bye: boolean;
  result: TableResult | null;
}

export interface Round {
  number: number;
  /** pending: pairings posted, changeable; started: matches created; complete: every table has a result. */
  status: 'pending' | 'started' | 'complete';
  tables: Table[];
}

export interface TournamentSettings {
  format: Format;
  /** Swiss only: how many rounds. */
  rounds: number;
  /** Players per table: {2,2} for duels, e.g. {3,6} for Epic Spell Wars. */
  tableSize: { min: number; max: number };
  seeding: 'rating' | 'random';
  /** Seed for the tournament's own RNG (random seeding, seating order). */
  rngSeed: string;
}

export interface LogEntry {
  action: string;
  by: string | null;
  at: number;
  detail: string;
}

export interface Tournament {
  id: string;
  settings: TournamentSettings;
  status: 'signup' | 'running' | 'paused' | 'finished';
  entrants: Entrant[];
  rounds: Round[];
  /** Paused spans, so match clocks can skip them (see platform/clock). */
  pauses: { startMs: number; endMs: number | null }[];
  log: LogEntry[];
}
