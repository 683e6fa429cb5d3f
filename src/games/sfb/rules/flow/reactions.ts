import { ev, cardOf, champName, cardChampion, cardVars, pushSteps, type Events } from '../helpers.js';
import type { EffCtx, SfbState, Step } from '../state.js';
import { T, pop, replaceTop, type Opt, type Spec, type StepOf } from './spec.js';

/**
 * Reactions (rulebook §10, SFB-REACT; four players SFB-4P-5): once targets
 * are declared, each seat with a targeted champion may play one, in turn
 * order after the attacker; its ☛ abilities resolve when played, its ☜ ones
 * after the damage (attack step 8).
 */

/** Step 5: the next seat asked for a reaction, when it has one it may play. */
export function decideReaction(s: SfbState, step: StepOf<'react'>): Spec | null {
  const seat = step.seats[0];
  if (seat === undefined) return null;
  const opts = reactionOpts(s, seat);
  if (opts.length === 0) return null;
  opts.push({ id: 'pass', label: T('c.pass'), run: (st) => replaceTop(st, { op: 'react', seats: step.seats.slice(1) }) });
  return { seat, kind: 'reaction', text: T('p.react', cardVars(s, s.act!.card!)), opts, secret: true };
}

/** A seat with no playable reaction is passed over. */
export function skipReaction(s: SfbState, step: StepOf<'react'>): void {
  if (step.seats.length > 1) s.stack.push({ op: 'react', seats: step.seats.slice(1) });
}

/** Step 8: the reaction's ☜ abilities (SFB-ATK-9). */
export function reactionPost(s: SfbState): void {
  const r = s.act!.reaction;
  if (!r) return;
  const card = cardOf(s, r.card);
  const ctx: EffCtx = { src: r.on, credit: cardChampion(s, s.players[r.seat]!.team, card)?.id ?? card.champion, chooser: r.seat };
  pushSteps(
    s,
    card.post.map((e) => ({ op: 'eff', e, ctx, phase: 'rpost' }) as Step),
  );
}

/** Reactions a seat may play now: a ready essence and a targeted champion of its team (SFB-REACT-1..7). */
function reactionOpts(s: SfbState, seat: number): Opt[] {
  const a = s.act!;
  const p = s.players[seat]!;
  const mine = a.targets.filter((id) => s.champs[id]!.team === p.team && s.champs[id]!.at !== null);
  if (mine.length === 0) return [];
  const opts: Opt[] = [];
  for (const id of new Set(p.hand)) {
    const card = cardOf(s, id);
    if (card.type !== 'reaction' || !p.ess[card.essence]) continue;
    for (const on of mine)
      opts.push({
        id: `r:${id}:${on}`,
        label: T('c.react', { ...cardVars(s, id), champ: champName(on) }),
        run: (st, e) => playReaction(st, seat, id, on, e),
      });
  }
  return opts;
}

function playReaction(s: SfbState, seat: number, id: string, on: string, events: Events): void {
  pop(s);
  const p = s.players[seat]!;
  const card = cardOf(s, id);
  p.ess[card.essence] = false;
  p.hand.splice(p.hand.indexOf(id), 1);
  p.discard.push(id);
  s.act!.reaction = { seat, card: id, on };
  ev(events, 'ev.reaction', { player: p.name, ...cardVars(s, id), champ: champName(on) });
  const ctx: EffCtx = { src: on, credit: cardChampion(s, p.team, card)?.id ?? card.champion, chooser: seat };
  // ☛ abilities of a reaction resolve when it is played (SFB-AMB-22).
  pushSteps(
    s,
    card.pre.map((e) => ({ op: 'eff', e, ctx, phase: 'rpre' }) as Step),
  );
}
