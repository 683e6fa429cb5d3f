import { NEIGHBOURS } from '../board.js';
import {
  ev,
  cardOf,
  champName,
  cardVars,
  defenseOf,
  abilityBonus,
  condHolds,
  dealDamage,
  heal,
  pushSteps,
  occupancy,
  type Events,
} from '../helpers.js';
import { targetOptions } from '../geometry.js';
import type { ChampState, SfbState, Step } from '../state.js';
import { T, actCtx, pop, type Opt, type Spec, type StepOf } from './spec.js';

/**
 * Attacks and skills (rulebook §9, SFB-ATK; §13, SFB-SKILL; damage §11–12,
 * SFB-DEF, SFB-DMG): targets are declared, reactions are asked for, then each
 * strike subtracts defense and deals the damage with Poison and Drain de vie.
 * Also the Destruction standard action's 1 damage to an adjacent enemy (SFB-STD).
 */

/** Step 3–4 of an attack (use it, declare targets), or a skill's targets (SFB-ATK-4/5, SFB-SKILL). */
export function decideTargets(s: SfbState, step: StepOf<'declare'> | StepOf<'skillUse'>): Spec | null {
  const a = s.act!;
  const me = s.champs[a.champ]!;
  const card = cardOf(s, a.card!);
  const isAttack = step.op === 'declare';
  if (me.at === null) return null;
  const opts: Opt[] = [];
  if (card.targeting) {
    for (const o of targetOptions(s, me, card.targeting, card.targets, isAttack))
      opts.push({
        id: o.id,
        label:
          o.rot === null
            ? T('c.target', { champ: champName(o.targets[0]!) })
            : T('c.orient', { dir: o.rot, champs: o.targets.map(champName).join(', ') }),
        run: (st, e) => (isAttack ? declareAttack(st, o.targets, e) : useSkill(st, o.targets, e)),
      });
    if (opts.length === 0) return null;
  } else if (!isAttack) {
    opts.push({ id: 'use', label: T('c.use'), run: (st, e) => useSkill(st, [], e) });
  }
  opts.push({
    id: 'skip',
    label: T(isAttack ? 'c.decline' : 'c.skip'),
    run: (st, e) => {
      pop(st);
      ev(e, isAttack ? 'ev.decline' : 'ev.skip', { champ: champName(a.champ) });
    },
  });
  return { seat: a.seat, kind: isAttack ? 'attack' : 'skill', text: T(isAttack ? 'p.attack' : 'p.skill', cardVars(s, a.card!)), opts };
}

/** No legal target: the attack or skill is lost (SFB-BASIC-11). */
export function noTarget(s: SfbState, _step: StepOf<'declare'> | StepOf<'skillUse'>, events: Events): void {
  ev(events, 'ev.noTarget', { champ: champName(s.act!.champ) });
}

/** Destruction standard action: 1 damage to an adjacent enemy (SFB-STD). */
export function decideStdDamage(s: SfbState, step: StepOf<'stdDmg'>): Spec | null {
  const c = s.champs[step.champ]!;
  if (c.at === null) return null;
  const occ = occupancy(s);
  const foes = NEIGHBOURS.get(c.at)!
    .map((k) => (k ? occ.get(k) : undefined))
    .filter((o): o is ChampState => !!o && o.team !== c.team);
  if (foes.length === 0) return null;
  return {
    seat: c.seat,
    kind: 'stdDamage',
    text: T('p.stdDmg'),
    opts: foes.map((f) => ({
      id: `c:${f.id}`,
      label: champName(f.id),
      run: (st, e) => {
        pop(st);
        ev(e, 'ev.stdDmg', { champ: champName(c.id), tgt: champName(f.id) });
        dealDamage(st, f.id, 1, c.id, e);
      },
    })),
  };
}

function declareAttack(s: SfbState, targets: string[], events: Events): void {
  pop(s);
  const a = s.act!;
  a.targets = targets;
  s.last.targets = targets;
  const card = cardOf(s, a.card!);
  ev(events, 'ev.declare', { champ: champName(a.champ), ...cardVars(s, a.card!), targets: targets.map(champName).join(', ') });
  const ctx = actCtx(s);
  const attackerTeam = s.champs[a.champ]!.team;
  // Seats of the other team with a targeted champion of their team, in turn order after the attacker (SFB-REACT-1/2, SFB-4P-5).
  const targetedTeams = new Set(targets.map((id) => s.champs[id]!.team));
  const seats: number[] = [];
  for (let i = 1; i <= s.order.length; i++) {
    const seat = s.order[(s.turn + i) % s.order.length]!;
    const team = s.players[seat]!.team;
    if (team !== attackerTeam && targetedTeams.has(team)) seats.push(seat);
  }
  const steps: Step[] = [
    { op: 'react', seats },
    { op: 'strike', pass: 1 },
  ];
  if (card.doubled) steps.push({ op: 'strike', pass: 2 });
  steps.push({ op: 'rpost' });
  for (const e of card.post) steps.push({ op: 'eff', e, ctx, phase: 'post' });
  pushSteps(s, steps);
}

function useSkill(s: SfbState, targets: string[], events: Events): void {
  pop(s);
  const a = s.act!;
  a.targets = targets;
  s.last.targets = targets;
  const card = cardOf(s, a.card!);
  ev(events, 'ev.skill', { champ: champName(a.champ), ...cardVars(s, a.card!), targets: targets.map(champName).join(', ') || '—' });
  const ctx = actCtx(s);
  pushSteps(
    s,
    card.effects.map((e) => ({ op: 'eff', e, ctx, phase: 'skill' }) as Step),
  );
}

/** Steps 6 and 7 (and Doublé's repeat): strength − defense, then damage, Poison, Drain de vie. */
export function strike(s: SfbState, step: StepOf<'strike'>, events: Events): void {
  const pass = step.pass;
  const a = s.act!;
  const me = s.champs[a.champ]!;
  const card = cardOf(s, a.card!);
  const vals = { ...a.vals };
  let drained = 0;
  for (const id of a.targets) {
    const tgt = s.champs[id]!;
    if (tgt.at === null) continue;
    let dmg: number;
    if (pass === 1 || vals[id] === undefined) {
      const str =
        (card.strength ?? 0) + (card.bonus && condHolds(s, card.bonus.if, me, tgt) ? card.bonus.n : 0) + abilityBonus(s, me, 'strength');
      const def = defenseOf(s, tgt);
      dmg = Math.max(0, str - def);
      vals[id] = dmg;
      ev(events, 'ev.hit', { champ: champName(me.id), ...cardVars(s, a.card!), tgt: champName(id), n: dmg, str, def });
    } else {
      dmg = vals[id]!;
      ev(events, 'ev.hitAgain', { ...cardVars(s, a.card!), tgt: champName(id), n: dmg });
    }
    if (dmg <= 0) continue;
    const kod = dealDamage(s, id, dmg, me.id, events);
    if (card.poison && !kod) {
      ev(events, 'ev.poison', { tgt: champName(id), n: card.poison });
      dealDamage(s, id, card.poison, me.id, events);
    }
    if (card.lifeDrain) drained += dmg;
  }
  a.vals = vals;
  if (drained > 0) heal(s, me.id, drained, events);
}
