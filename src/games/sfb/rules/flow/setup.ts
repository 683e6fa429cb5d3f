import { randomInt, shuffleInPlace } from '../../../../core/rng.js';
import { CONTENT } from '../../content/index.js';
import { DEPLOY, TRAP_SPACES } from '../board.js';
import {
  ev,
  champName,
  championBase,
  copyId,
  teamFields,
  cardVars,
  drawInto,
  placeTrapToken,
  pushSteps,
  occupancy,
  type Events,
} from '../helpers.js';
import { setupSteps } from '../setup.js';
import { trackValues } from '../challenges.js';
import type { ChampState, SfbState, Step } from '../state.js';
import { T, hexLabel, pop, replaceTop, seatName, type Opt, type Spec, type StepOf } from './spec.js';

/**
 * Recruitment and setup (rulebook §2–3, SFB-REC, SFB-SETUP, SFB-4P): the
 * steps `../setup.ts` queues are resolved here — first player, zones, picks,
 * bring and ban, decks, traps, hands, mulligans and deployment.
 */

// ---------------------------------------------------------------------------
// Decisions.

export function decideFirstOf(s: SfbState, step: StepOf<'firstOf'>): Spec {
  const seats = s.teams[step.team]!.seats;
  return {
    seat: seats[0]!,
    kind: 'firstPlayer',
    text: T('p.firstOf'),
    opts: seats.map((x, i) => ({ id: `f:${x}`, label: seatName(s, x), run: (st) => chooseFirst(st, step.team, i) })),
  };
}

export function decideZone(_s: SfbState, step: StepOf<'zone'>): Spec {
  return {
    seat: step.seat,
    kind: 'zone',
    text: T('p.zone'),
    opts: [0, 1].map((z) => ({
      id: `z:${z}`,
      label: T(z === 0 ? 'c.north' : 'c.south'),
      run: (st) => {
        const team = st.players[step.seat]!.team;
        st.teams[team]!.side = z;
        st.teams[1 - team]!.side = 1 - z;
        pop(st);
      },
    })),
  };
}

export function decidePick(s: SfbState, step: StepOf<'pick'>): Spec {
  const avail = pickable(s, step);
  return {
    seat: step.seat,
    kind: 'recruit',
    text: T('p.pick'),
    opts: avail.map((id) => ({ id: `k:${id}`, label: champName(id), run: (st, e) => recruit(st, step.seat, id, e) })),
  };
}

export function decideBring(s: SfbState, step: StepOf<'bring'>): Spec {
  const team = s.players[step.seat]!.team;
  // Once brought champions are shown, a second bring avoids what the team already brings.
  const taken = new Set(step.open ? s.players.filter((p) => p.team === team).flatMap((p) => s.brought[p.seat]!) : s.brought[step.seat]);
  return {
    seat: step.seat,
    kind: 'bring',
    secret: !step.open,
    text: T('p.bring'),
    opts: CONTENT.champions
      .filter((c) => !taken.has(c.id))
      .map((c) => ({
        id: `k:${c.id}`,
        label: c.name,
        run: (st) => {
          st.brought[step.seat]!.push(c.id);
          pop(st);
        },
      })),
  };
}

export function decideBan(s: SfbState, step: StepOf<'ban'>): Spec {
  return {
    seat: step.seat,
    kind: 'ban',
    text: T('p.ban', { player: seatName(s, step.victim) }),
    opts: s.brought[step.victim]!.map((id) => ({
      id: `b:${id}`,
      label: champName(id),
      run: (st, e) => {
        st.brought[step.victim] = st.brought[step.victim]!.filter((x) => x !== id);
        ev(e, 'ev.ban', { player: seatName(st, step.seat), champ: champName(id) });
        pop(st);
      },
    })),
  };
}

export function decideTrapSetup(s: SfbState, step: StepOf<'trapSetup'>): Spec {
  const empty = TRAP_SPACES.filter((k) => !s.traps.board[k]);
  return {
    seat: step.seat,
    kind: 'trapSetup',
    text: T('p.trapSetup'),
    opts: empty.map((k) => ({
      id: `h:${k}`,
      label: hexLabel(k),
      run: (st, e) => {
        placeTrapToken(st, k);
        ev(e, 'ev.trapSet', { player: seatName(st, step.seat), hex: k });
        pop(st);
      },
    })),
  };
}

export function decideMulligan(s: SfbState, step: StepOf<'mull'>): Spec {
  const p = s.players[step.seat]!;
  const opts: Opt[] = p.hand
    .filter((c) => !step.aside.includes(c))
    .map((c) => ({
      id: `m:${c}`,
      label: T('c.mullCard', cardVars(s, c)),
      run: (st) => replaceTop(st, { ...step, aside: [...step.aside, c] }),
    }));
  // A toggle per card: cards set aside can be taken back before keeping.
  for (const c of step.aside)
    opts.push({
      id: `u:${c}`,
      label: T('c.mullBack', cardVars(s, c)),
      run: (st) => replaceTop(st, { ...step, aside: step.aside.filter((x) => x !== c) }),
    });
  opts.push({ id: 'keep', label: T('c.keep', { n: step.aside.length }), run: (st, e) => finishMulligan(st, step.seat, step.aside, e) });
  return { seat: step.seat, kind: 'mulligan', text: T('p.mull'), opts, secret: true };
}

export function decideDeploy(s: SfbState, step: StepOf<'deploy'>): Spec {
  const champ = s.players[step.seat]!.champs.find((id) => s.champs[id]!.at === null)!;
  const occ = occupancy(s);
  const zone = DEPLOY[s.teams[s.players[step.seat]!.team]!.side]!;
  return {
    seat: step.seat,
    kind: 'deploy',
    text: T('p.deploy', { champ: champName(champ) }),
    opts: zone
      .filter((k) => !occ.has(k))
      .map((k) => ({
        id: `h:${k}`,
        label: hexLabel(k),
        run: (st, e) => {
          st.champs[champ]!.at = k;
          ev(e, 'ev.deploy', { champ: champName(champ), hex: k });
          if (st.players[step.seat]!.champs.every((id) => st.champs[id]!.at !== null)) pop(st);
        },
      })),
  };
}

// ---------------------------------------------------------------------------
// Automatic steps.

export function dealHand(s: SfbState, step: StepOf<'deal'>, events: Events): void {
  drawInto(s, step.seat, handSize(s), events);
}

export function queueSetupRest(s: SfbState): void {
  pushSteps(s, setupSteps(s));
}

export function takeBrought(s: SfbState, _step: StepOf<'takeBrought'>, events: Events): void {
  for (const p of s.players) for (const id of [...s.brought[p.seat]!]) if (!teamFields(s, p.team, id)) recruitDirect(s, p.seat, id, events);
}

/** Champions the seat may recruit: never one its team already fields; the other team's are fine (SFB-AMB-36, SFB-AMB-42). */
function pickable(s: SfbState, step: StepOf<'pick'>): string[] {
  const team = s.players[step.seat]!.team;
  const from = step.from === 'pool' ? s.pool : step.from === 'own' ? s.brought[step.seat]! : CONTENT.champions.map((c) => c.id);
  return from.filter((id) => !teamFields(s, team, id));
}

function recruit(s: SfbState, seat: number, id: string, events: Events): void {
  pop(s);
  recruitDirect(s, seat, id, events);
}

function recruitDirect(s: SfbState, seat: number, base: string, events: Events): void {
  const p = s.players[seat]!;
  const other = Object.values(s.champs).find((c) => c.team !== p.team && championBase(c.id) === base);
  // Both teams field this champion: each copy is named after its team, the earlier one renamed before anything refers to it.
  if (other && other.id === base) renameChampion(s, other, copyId(base, other.team));
  const id = other ? copyId(base, p.team) : base;
  p.champs.push(id);
  s.champs[id] = { id, seat, team: p.team, at: null, dmg: 0, xp: false, rooted: false };
  // A picked champion leaves a duel's pool of unique champions (SFB-REC-7); a 4-player pool holds copies
  // for both teams, so there a champion leaves once each team fields it (SFB-AMB-42).
  if (s.players.length === 2 || s.teams.every((_, team) => teamFields(s, team, base))) s.pool = s.pool.filter((x) => x !== base);
  ev(events, 'ev.recruit', { player: p.name, champ: champName(id) });
}

/** Recruitment only: no position, act or event refers to a champion yet. */
function renameChampion(s: SfbState, c: ChampState, id: string): void {
  delete s.champs[c.id];
  const owner = s.players[c.seat]!;
  owner.champs = owner.champs.map((x) => (x === c.id ? id : x));
  s.champs[id] = { ...c, id };
}

function chooseFirst(s: SfbState, team: number, idx: number): void {
  pop(s);
  const seats = s.teams[team]!.seats;
  const first = seats[idx]!;
  const mate = seats[1 - idx]!;
  // The team that plays first fills turn slots 0 and 2, the other 1 and 3.
  const slot = s.order[0] === -1 ? 0 : 1;
  s.order[slot] = first;
  s.order[slot + 2] = mate;
}

export function buildDecks(s: SfbState, _step: StepOf<'buildDecks'>, events: Events): void {
  for (const p of s.players) {
    p.deck = shuffleInPlace(
      s.rng,
      p.champs.flatMap((id) => CONTENT.cards.filter((c) => c.champion === championBase(id)).map((c) => c.id)),
    );
  }
  s.chal.deck = shuffleInPlace(
    s.rng,
    CONTENT.challenges.map((c) => c.id),
  );
  const track = s.chal.track;
  // Leftmost 1-VP slot first, then the "cannot be scored" slot(s) from right to left (SFB-SETUP-7, SFB-4P-18).
  const firstVp = trackValues(s).findIndex((v) => v > 0);
  track[firstVp] = s.chal.deck.shift()!;
  for (let i = firstVp - 1; i >= 0; i--) track[i] = s.chal.deck.shift()!;
  s.traps.pool = shuffleInPlace(
    s.rng,
    CONTENT.traps.map((x) => x.id),
  );
  ev(events, 'ev.decksReady');
}

export const handSize = (s: SfbState): number => (s.players.length === 4 ? 4 : 5);

function finishMulligan(s: SfbState, seat: number, aside: string[], events: Events): void {
  pop(s);
  const p = s.players[seat]!;
  for (const c of aside) p.hand.splice(p.hand.indexOf(c), 1);
  drawInto(s, seat, aside.length, events);
  p.deck.push(...aside);
  shuffleInPlace(s.rng, p.deck);
  ev(events, 'ev.mulligan', { player: p.name, n: aside.length });
}

/**
 * Competitive draft: the champions brought in secret are shown together. A
 * champion brought by several players (we have one copy of each) goes to one
 * of them at random; the others bring a replacement, now in the open
 * (SFB-AMB-36 ruling).
 */
export function revealBrought(s: SfbState, _step: StepOf<'revealBrought'>, events: Events): void {
  const rebring: Step[] = [];
  // Opponents may both bring a champion (SFB-AMB-36); teammates may not (SFB-AMB-42): a coin keeps one of theirs.
  for (const [c, team] of CONTENT.champions.flatMap((c) => s.teams.map((_, team) => [c, team] as const))) {
    const holders = s.players.filter((p) => p.team === team && s.brought[p.seat]!.includes(c.id)).map((p) => p.seat);
    if (holders.length < 2) continue;
    const keeper = holders[randomInt(s.rng, holders.length)]!;
    for (const seat of holders) {
      if (seat === keeper) continue;
      s.brought[seat] = s.brought[seat]!.filter((id) => id !== c.id);
      rebring.push({ op: 'bring', seat, open: true });
    }
    ev(events, 'ev.bringClash', { champ: champName(c.id), player: seatName(s, keeper) });
  }
  for (const p of s.players)
    ev(events, 'ev.broughtShown', { player: seatName(s, p.seat), champs: s.brought[p.seat]!.map(champName).join(', ') });
  pushSteps(s, rebring);
}
