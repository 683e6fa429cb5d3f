/**
 * "Verdict", a test-only game whose result the test chooses: each seat in
 * turn names its own finishing place (equal places are ties). Bots name
 * their seat number + 1. Lets rating and tournament tests finish matches
 * through the real MatchService with any ranking.
 */
import { z } from 'zod';
import { RuleError, type GameModule, type Outcome, type Prompt, type Seat } from '../../src/core/game.js';
import { t } from '../../src/core/text.js';
import type { MatchService } from '../../src/platform/matches/service.js';

interface VerdictState {
  n: number;
  places: (number | null)[];
  active: Seat;
}

function prompts(s: VerdictState): Prompt[] {
  if (s.active >= s.n) return [];
  return [
    {
      seat: s.active,
      kind: 'place',
      text: t('verdict.place'),
      choices: Array.from({ length: s.n }, (_, k) => ({ id: `p${k + 1}`, label: `${k + 1}`, action: { type: 'place', place: k + 1 } })),
    },
  ];
}

function outcome(s: VerdictState): Outcome | null {
  if (s.active < s.n) return null;
  const distinct = [...new Set(s.places as number[])].sort((a, b) => a - b);
  return { ranking: distinct.map((p) => s.places.flatMap((q, seat) => (q === p ? [seat] : []))), reason: t('verdict.done') };
}

export const verdictGame: GameModule<VerdictState> = {
  id: 'verdict',
  name: 'Verdict',
  seats: { min: 2, max: 6 },
  options: z.object({}).strict(),
  strings: {
    en: { 'verdict.place': 'Your place?', 'verdict.done': 'Places named.' },
    fr: { 'verdict.place': 'Votre place ?', 'verdict.done': 'Places données.' },
  },
  setup: (_o, seats) => ({ n: seats.length, places: seats.map(() => null), active: 0 }),
  prompts,
  apply(s, seat, action) {
    if (seat !== s.active || action.type !== 'place' || typeof action.place !== 'number') throw new RuleError('not now');
    const places = [...s.places];
    places[seat] = action.place;
    return { state: { ...s, places, active: s.active + 1 }, events: [{ text: `seat ${seat} → ${action.place}` }] };
  },
  view: (s) => ({ n: s.n, active: s.active, places: s.active >= s.n ? s.places : [] }),
  outcome,
  status: () => [],
  render: async () => null,
  botAction: (_s, seat) => ({ type: 'place', place: seat + 1 }),
  rules: { summary: 'Each seat names its place.', sections: [] },
};

/** Plays a started Verdict match to the end: `places[i]` is seat i's place. */
export async function finishWith(service: MatchService, matchId: string, places: number[]): Promise<void> {
  for (let seat = 0; seat < places.length; seat++) {
    const m = await service.get(matchId);
    if (m.status !== 'active') return;
    const s = m.seats[seat]!;
    if (s.isBot) continue;
    await service.act(matchId, s.userId!, { type: 'place', place: places[seat]! }, m.version);
  }
}
