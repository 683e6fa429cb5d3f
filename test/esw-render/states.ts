/** Real engine states for render tests and the bench: bots play a seeded match and we keep snapshots. */
import type { GameEvent, Json } from '../../src/core/game.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';

export interface Snapshots {
  /** Turn 1, seat 0 has two cards in its draft, seat 1 has locked. */
  building: EswState;
  /** A spell is being cast. */
  casting: EswState;
  /** Later: Treasures and Dead Wizard cards on the table. */
  later: EswState;
  over: EswState;
  /** Pictures carried by events (spells and tables), in order. */
  pictures: { kind: string; view: Json }[];
}

const names = ['Alice', 'Bruno', 'Chloé', 'Dmitri', 'Esme', 'Farouk'];

export function snapshots(players = 4, seed = 'render-1'): Snapshots {
  const seats = names.slice(0, players).map((name) => ({ name }));
  let st = eswEngine.setup({ players }, seats, seed);
  // Building: seat 0 adds two cards (the bot's first two picks), seat 1 locks in with the bot's spell.
  for (let k = 0; k < 2; k++) st = eswEngine.apply(st, 0, eswEngine.botAction(st, 0)).state;
  for (let k = 0; k < 6 && !st.seats[1]!.locked; k++) st = eswEngine.apply(st, 1, eswEngine.botAction(st, 1)).state;
  const building = st;
  let casting: EswState | null = null;
  let later: EswState | null = null;
  const pictures: { kind: string; view: Json }[] = [];
  for (let step = 0; step < 20_000 && !eswEngine.outcome(st); step++) {
    const p = eswEngine.prompts(st)[0]!;
    const r = eswEngine.apply(st, p.seat, eswEngine.botAction(st, p.seat));
    st = r.state;
    pictures.push(...picturesOf(r.events));
    if (!casting && st.casting && st.await) casting = st;
    if (!later && st.phase === 'build' && st.seats.some((s) => s.treasures.length > 0) && st.seats.some((s) => s.deadCards.length > 0))
      later = st;
  }
  // Some seeds never pause mid-cast: fall back to any cast state kept in the pictures' wake.
  return { building, casting: casting ?? later ?? st, later: later ?? st, over: st, pictures };
}

function picturesOf(events: GameEvent[]): { kind: string; view: Json }[] {
  return events.flatMap((e) => (e.picture ? [e.picture] : []));
}
