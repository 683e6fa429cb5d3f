import { ESSENCES, type Essence } from '../../content/index.js';
import { ev, cardOf, champName, cardChampion, cardVars, side, drawInto, pushSteps, activeSeat, type Events } from '../helpers.js';
import { walkDests } from '../geometry.js';
import { scoreChallenges, advanceTrack } from '../challenges.js';
import type { Act, ChampState, SfbState, Step } from '../state.js';
import { T, actCtx, seatName, type Opt, type Run, type Spec, type StepOf } from './spec.js';
import { walkStep } from './movement.js';
import { handSize } from './setup.js';

/**
 * Round and turn structure (rulebook §5, SFB-ROUND): the start of a turn
 * (challenges scored, §6), the activation-phase menu of cards and standard
 * actions (§14, SFB-STD), the steps an activation queues, its end (experience,
 * §16) and the maintenance phase that ends the turn.
 */

/** The first round begins once setup is over. */
export function beginPlay(s: SfbState, _step: StepOf<'beginPlay'>, events: Events): void {
  s.stage = 'play';
  s.round = 1;
  s.turn = 0;
  ev(events, 'ev.round', { round: 1 });
  startTurn(s, events);
}

export function startTurn(s: SfbState, events: Events): void {
  const seat = activeSeat(s);
  ev(events, 'ev.turn', { player: seatName(s, seat), round: s.round });
  s.std = [];
  if (s.round > 1) scoreChallenges(s, seat, events);
}

function endTurn(s: SfbState, events: Events): void {
  const seat = activeSeat(s);
  const p = s.players[seat]!;
  for (const e of ESSENCES) p.ess[e] = true;
  p.discard.push(...p.hand.splice(0));
  drawInto(s, seat, handSize(s), events);
  for (const id in s.champs) s.champs[id]!.rooted = false;
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.endTurn', { player: p.name });
  s.turn += 1;
  if (s.turn >= s.order.length) {
    s.turn = 0;
    advanceTrack(s, events);
    s.round += 1;
    ev(events, 'ev.round', { round: s.round });
  }
  startTurn(s, events);
}

/** The activation-phase menu of the active player (SFB-ROUND-7..11, SFB-STD). */
export function menu(s: SfbState): Spec {
  const seat = activeSeat(s);
  const p = s.players[seat]!;
  const opts: Opt[] = [];
  const reentryCache = new Map<string, boolean>();
  const canReenter = (c: ChampState, budget: number): boolean => {
    const key = `${c.id}:${budget}`;
    let v = reentryCache.get(key);
    if (v === undefined) reentryCache.set(key, (v = walkDests(s, c, budget).size > 0));
    return v;
  };
  for (const id of new Set(p.hand)) {
    const card = cardOf(s, id);
    if (card.type === 'reaction' || !p.ess[card.essence]) continue;
    const c = cardChampion(s, p.team, card);
    if (!c || c.seat !== seat) continue;
    if (c.at === null && (card.move === undefined || !canReenter(c, card.move + side(c).moveBonus))) continue;
    opts.push({ id: `p:${id}`, label: T('c.play', { ...cardVars(s, id), champ: champName(c.id) }), run: playRun(seat, id) });
  }
  const stdKinds: [string, Essence | null, number][] = [
    ['M', 'M', 1],
    ['C', 'C', 1],
    ['D', 'D', 1],
  ];
  for (const [kind, ess, mv] of stdKinds) {
    if (s.std.includes(kind) || !p.ess[ess!]) continue;
    for (const id of p.champs) {
      const c = s.champs[id]!;
      if (c.at === null && !canReenter(c, mv + side(c).moveBonus)) continue;
      opts.push({
        id: `s:${kind}:${id}`,
        label: T(`c.std${kind}`, { champ: champName(id) }),
        run: stdRun(seat, kind, kind as Essence, id),
      });
    }
  }
  if (!s.std.includes('any'))
    for (const ess of ESSENCES) {
      if (!p.ess[ess]) continue;
      for (const id of p.champs) {
        const c = s.champs[id]!;
        if (c.at === null && !canReenter(c, 2 + side(c).moveBonus)) continue;
        opts.push({ id: `a:${ess}:${id}`, label: T('c.stdAny', { champ: champName(id), ess }), run: stdRun(seat, 'any', ess, id) });
      }
    }
  opts.push({ id: 'end', label: T('c.end'), run: (st, e) => endTurn(st, e) });
  // Secret: the choices show the cards in hand.
  return { seat, kind: 'activate', text: T('p.menu'), opts, secret: true };
}

function playRun(seat: number, id: string): Run {
  return (st, e) => playCard(st, seat, id, e);
}

function stdRun(seat: number, kind: string, ess: Essence, champ: string): Run {
  return (st, e) => standard(st, seat, kind, ess, champ, e);
}

function newAct(seat: number, champ: string, card: string | null, kind: Act['kind']): Act {
  return { seat, champ, card, kind, targets: [], vals: {}, reaction: null, xp: [], kod: [] };
}

/** An attack card's steps 1–3 then its declaration (SFB-ATK-2..5), or a skill's (SFB-SKILL). */
function playCard(s: SfbState, seat: number, id: string, events: Events): void {
  const p = s.players[seat]!;
  const card = cardOf(s, id);
  p.ess[card.essence] = false;
  p.hand.splice(p.hand.indexOf(id), 1);
  const c = cardChampion(s, p.team, card)!;
  s.act = newAct(seat, c.id, id, card.type === 'attack' ? 'attack' : 'skill');
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.play', { player: p.name, ...cardVars(s, id), champ: champName(c.id) });
  const ctx = actCtx(s);
  const steps: Step[] = [];
  if (card.move !== undefined) steps.push(walkStep(c, card.move + side(c).moveBonus, seat));
  if (card.type === 'attack') {
    for (const e of card.pre) steps.push({ op: 'eff', e, ctx, phase: 'pre' });
    steps.push({ op: 'declare' });
  } else steps.push({ op: 'skillUse' });
  steps.push({ op: 'endAct' });
  pushSteps(s, steps);
}

/** A standard action (SFB-STD): move 1 and its essence's effect, or move 2 for any essence. */
function standard(s: SfbState, seat: number, kind: string, ess: Essence, champ: string, events: Events): void {
  const p = s.players[seat]!;
  p.ess[ess] = false;
  s.std = [...s.std, kind];
  const c = s.champs[champ]!;
  s.act = newAct(seat, champ, null, 'std');
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.std', { player: p.name, champ: champName(champ), kind });
  const ctx = actCtx(s);
  const steps: Step[] = [walkStep(c, (kind === 'any' ? 2 : 1) + side(c).moveBonus, seat)];
  if (kind === 'M') steps.push({ op: 'eff', e: { op: 'plan', n: 1, who: 'self' }, ctx, phase: 'std' });
  if (kind === 'C') steps.push({ op: 'eff', e: { op: 'heal', n: 1, who: 'self' }, ctx, phase: 'std' });
  if (kind === 'D') steps.push({ op: 'stdDmg', champ });
  steps.push({ op: 'endAct' });
  pushSteps(s, steps);
}

export function endAct(s: SfbState, _step: StepOf<'endAct'>, events: Events): void {
  const a = s.act;
  if (!a) return;
  if (a.card) s.players[a.seat]!.discard.push(a.card);
  // Experience after the whole action (SFB-XP-1), never for a champion knocked out meanwhile (SFB-AMB-28).
  for (const id of a.xp) {
    const c = s.champs[id]!;
    if (c.at === null || a.kod.includes(id) || c.xp) continue;
    c.xp = true;
    ev(events, 'ev.xp', { champ: champName(id) });
  }
  s.act = null;
}
