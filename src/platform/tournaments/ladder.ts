import type { PlayerId } from './types.js';

/**
 * The classic challenge ladder: a ranked list; a player may challenge anyone
 * up to `reach` places above; if the challenger wins they take the defender's
 * place and everyone from there down moves one step; a defender who does not
 * answer in time, or declines, forfeits.
 */
export interface LadderSettings {
  reach: number;
  answerWithinMs: number;
}

export interface LadderChallenge {
  id: string;
  challenger: PlayerId;
  defender: PlayerId;
  issuedAt: number;
  answerBy: number;
  status: 'pending' | 'accepted' | 'done';
  /** Set when done. */
  winner?: PlayerId;
  byForfeit?: boolean;
}

export interface Ladder {
  settings: LadderSettings;
  /** Index 0 is the top of the ladder. */
  order: PlayerId[];
  challenges: LadderChallenge[];
}

export class LadderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: string, message: string): never => {
  throw new LadderError(code, message);
};

export function createLadder(settings: LadderSettings, players: readonly PlayerId[] = []): Ladder {
  if (!Number.isInteger(settings.reach) || settings.reach < 1) fail('bad-reach', 'Reach must be at least one place');
  return { settings, order: [...players], challenges: [] };
}

/** Newcomers start at the bottom. */
export function joinLadder(ladder: Ladder, player: PlayerId): Ladder {
  if (ladder.order.includes(player)) fail('already-on-ladder', `${player} is already on the ladder`);
  return { ...ladder, order: [...ladder.order, player] };
}

const open = (c: LadderChallenge): boolean => c.status !== 'done';

/** Leaving forfeits open challenges (to the other side) and moves everyone below up one place. */
export function leaveLadder(ladder: Ladder, player: PlayerId, now: number): Ladder {
  let next = ladder;
  for (const c of ladder.challenges.filter((c) => open(c) && (c.challenger === player || c.defender === player))) {
    next = settle(next, c.id, c.challenger === player ? c.defender : c.challenger, true, now);
  }
  return { ...next, order: next.order.filter((p) => p !== player) };
}

export function issueChallenge(ladder: Ladder, id: string, challenger: PlayerId, defender: PlayerId, now: number): Ladder {
  const from = ladder.order.indexOf(challenger);
  const to = ladder.order.indexOf(defender);
  if (from === -1 || to === -1) fail('not-on-ladder', 'Both players must be on the ladder');
  if (to >= from) fail('not-above', 'You can only challenge players above you');
  if (from - to > ladder.settings.reach) fail('out-of-reach', `You can challenge up to ${ladder.settings.reach} places above`);
  if (ladder.challenges.some((c) => open(c) && [c.challenger, c.defender].some((p) => p === challenger || p === defender))) {
    fail('busy', 'One of you already has an open challenge');
  }
  const challenge: LadderChallenge = {
    id,
    challenger,
    defender,
    issuedAt: now,
    answerBy: now + ladder.settings.answerWithinMs,
    status: 'pending',
  };
  return { ...ladder, challenges: [...ladder.challenges, challenge] };
}

function find(ladder: Ladder, id: string): LadderChallenge {
  return ladder.challenges.find((c) => c.id === id) ?? fail('no-challenge', `No challenge ${id}`);
}

export function acceptChallenge(ladder: Ladder, id: string, now: number): Ladder {
  const c = find(ladder, id);
  if (c.status !== 'pending') fail('not-pending', 'This challenge is not waiting for an answer');
  if (now >= c.answerBy) fail('expired', 'The time to answer has passed');
  return { ...ladder, challenges: ladder.challenges.map((x) => (x.id === id ? { ...x, status: 'accepted' } : x)) };
}

function settle(ladder: Ladder, id: string, winner: PlayerId, byForfeit: boolean, _now: number): Ladder {
  const c = find(ladder, id);
  if (c.status === 'done') fail('already-done', 'This challenge is already settled');
  if (winner !== c.challenger && winner !== c.defender) fail('bad-winner', 'The winner must be one of the two players');
  let order = ladder.order;
  if (winner === c.challenger) {
    const without = order.filter((p) => p !== c.challenger);
    const at = without.indexOf(c.defender);
    order = [...without.slice(0, at), c.challenger, ...without.slice(at)];
  }
  const challenges = ladder.challenges.map((x) => (x.id === id ? { ...x, status: 'done' as const, winner, byForfeit } : x));
  return { ...ladder, order, challenges };
}

/** The played match's result. */
export function recordChallengeResult(ladder: Ladder, id: string, winner: PlayerId, now: number): Ladder {
  if (find(ladder, id).status !== 'accepted') fail('not-accepted', 'The challenge was never accepted');
  return settle(ladder, id, winner, false, now);
}

/** Declining is a forfeit: the challenger takes the place. */
export function declineChallenge(ladder: Ladder, id: string, now: number): Ladder {
  if (find(ladder, id).status !== 'pending') fail('not-pending', 'This challenge is not waiting for an answer');
  return settle(ladder, id, find(ladder, id).challenger, true, now);
}

/** The challenger withdraws before an answer: the defender keeps the place (nothing moves). */
export function withdrawChallenge(ladder: Ladder, id: string, now: number): Ladder {
  if (find(ladder, id).status !== 'pending') fail('not-pending', 'This challenge is not waiting for an answer');
  return settle(ladder, id, find(ladder, id).defender, true, now);
}

/** Run by the scheduler: unanswered challenges past their deadline become forfeits. */
export function expireChallenges(ladder: Ladder, now: number): Ladder {
  return ladder.challenges
    .filter((c) => c.status === 'pending' && now >= c.answerBy)
    .reduce((l, c) => settle(l, c.id, c.challenger, true, now), ladder);
}

/** The earliest answer deadline still pending, for the scheduler. */
export function nextLadderDeadline(ladder: Ladder): number | null {
  const pending = ladder.challenges.filter((c) => c.status === 'pending').map((c) => c.answerBy);
  return pending.length ? Math.min(...pending) : null;
}
