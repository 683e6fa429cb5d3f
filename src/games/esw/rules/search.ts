import { canonicalJson, type Action, type Seat } from '../../../core/game.js';
import { t } from '../../../core/text.js';
import { createRng, nextUint32, shuffleInPlace, type RngState } from '../../../core/rng.js';
import type { BotSupport, Plan, SearchGame } from '../../../core/search/index.js';
import { mainCard } from '../content/index.js';
import { SLOTS, type Slot } from '../content/schema.js';
import { cloneState, eswEngine } from '../engine.js';
import { applyOffered, firstPrompt, slotsFor } from './actions.js';
import { situationOf, spellValue } from './bot.js';
import { cardName, type Events } from './util.js';
import type { EswState, Placed } from './state.js';

/**
 * What the search needs from Epic Spell Wars (src/core/search): a sampler,
 * an evaluation, and whole spells as the plans of a build.
 *
 * Hidden from a seat (rules/view.ts): the other wizards' hands, drafts and
 * face-down spells, the order of every deck, and the random generator. The
 * sampler pools the others' hidden cards with the main deck, sorted so the
 * result depends on the multiset only, and deals them again: a face-down
 * spell of as many cards (a valid spell: one card per slot), then the hand.
 * Another wizard's draft in progress is not known at all: it is left empty
 * (that wizard builds again in the playout). Hand sizes during the build are
 * those of the last resolution plus the cards drawn since, which the seat
 * has seen, so keeping them reveals nothing.
 */
export function sampleEsw(state: EswState, seat: Seat, rng: RngState): EswState {
  const s = cloneState(state);
  const pool: string[] = [...s.main.draw];
  s.seats.forEach((o, i) => {
    if (i === seat) return;
    pool.push(...o.hand, ...(o.spell ?? []).map((p) => p.card));
  });
  shuffleInPlace(rng, pool.sort());
  s.seats.forEach((o, i) => {
    if (i === seat) return;
    o.draft = [];
    const n = o.spell?.length ?? 0;
    if (n === 0) {
      o.hand = pool.splice(0, o.hand.length);
      return;
    }
    // A face-down spell was built by the other wizard from its hand: the cards it held are dealt, and the spell is
    // the one the heuristic (the others' model) would build of as many cards; failing one, any valid spell.
    const held = pool.splice(0, o.hand.length + n);
    const spell = likelySpell(held, situationOf(s, i), n);
    if (spell) {
      for (const p of spell) held.splice(held.indexOf(p.card), 1);
      o.spell = spell;
      o.hand = held;
    } else {
      pool.unshift(...held);
      o.spell = dealSpell(pool, n);
      o.hand = pool.splice(0, o.hand.length);
    }
  });
  s.main.draw = pool;
  shuffleInPlace(rng, s.treasureDeck.draw.sort());
  shuffleInPlace(rng, s.deadDeck.draw.sort());
  s.rng = createRng(nextUint32(rng));
  return s;
}

/** Every valid spell of a hand: at most one card per slot, one Wild Magic in a free slot. */
function spellsOf(hand: readonly string[]): Placed[][] {
  const bySlot: Record<Slot, (string | null)[]> = { source: [null], quality: [null], destination: [null] };
  const wild = hand.find((c) => mainCard(c).kind === 'wild') ?? null;
  for (const c of hand) {
    const kind = mainCard(c).kind;
    if (kind !== 'wild') bySlot[kind].push(c);
  }
  const spells: Placed[][] = [];
  for (const a of bySlot.source)
    for (const b of bySlot.quality)
      for (const c of bySlot.destination) {
        const picks: Placed[] = [];
        if (a) picks.push({ card: a, slot: 'source' });
        if (b) picks.push({ card: b, slot: 'quality' });
        if (c) picks.push({ card: c, slot: 'destination' });
        if (wild && picks.length < 3) {
          const free = SLOTS.find((slot) => !picks.some((p) => p.slot === slot))!;
          spells.push([...picks, { card: wild, slot: free }]);
        }
        if (picks.length > 0) spells.push(picks);
      }
  return spells;
}

/** The spell of `n` cards the heuristic values most among `cards` (null: none of that size). */
function likelySpell(cards: readonly string[], sit: ReturnType<typeof situationOf>, n: number): Placed[] | null {
  let best: Placed[] | null = null;
  let bestValue = -Infinity;
  for (const picks of spellsOf(cards)) {
    if (picks.length !== n) continue;
    const value = spellValue(
      picks.map((p) => p.card),
      sit,
      null,
    );
    if (value > bestValue) [best, bestValue] = [picks, value];
  }
  return best;
}

/** Takes `n` cards from the pool's front that make a valid spell (a card per slot, Wild Magic in a free one). */
function dealSpell(pool: string[], n: number): Placed[] {
  const spell: Placed[] = [];
  for (let i = 0; i < pool.length && spell.length < n;) {
    const free = slotsFor(pool[i]!).find((slot) => !spell.some((p) => p.slot === slot));
    if (free) spell.push({ card: pool.splice(i, 1)[0]!, slot: free });
    else i++;
  }
  return spell;
}

/**
 * What the evaluation weighs, for every seat of a position (all of it public): alive; its share of the living
 * wizards' life, as the log of that share times the living count (0 when all stand even); its life; whether it is
 * (one of) the weakest, whom the heuristic's spells go for; its tokens, and its tokens while alive (one short of
 * winning and still standing); its Treasures while alive (they go at the round's end); its Dead Wizard cards (a
 * bonus at the next round's start).
 */
export function eswFeatures(st: EswState): number[][] {
  const living = st.seats.filter((x) => x.alive);
  const total = living.reduce((a, x) => a + Math.max(1, x.life), 0) || 1;
  const least = Math.min(...living.map((x) => x.life));
  return st.seats.map((x) => {
    const alive = x.alive ? 1 : 0;
    const share = x.alive ? Math.log((Math.max(1, x.life) * living.length) / total) : 0;
    return [
      alive,
      share,
      (alive * x.life) / 20,
      x.alive && x.life <= least ? 1 : 0,
      x.tokens,
      alive * x.tokens,
      alive * x.treasures.length,
      x.deadCards.length,
    ];
  });
}

/**
 * The weights of eswFeatures in a conditional logit (a seat's chance to win the match is exp(its score) over the
 * sum of every seat's), fitted on the turn starts of heuristic games by scripts/fit-esw-evaluation.ts.
 */
export const ESW_WEIGHTS: readonly number[] = [0.389, 0.467, 0.79, -0.102, 2.058, -0.017, 0.197, -0.046];

/** A wizard's chance to win the match from here (the fitted conditional logit over the seats). */
export function evaluateEsw(st: EswState, seat: Seat): number {
  const scores = eswFeatures(st).map((f) => Math.exp(f.reduce((a, v, i) => a + v * ESW_WEIGHTS[i]!, 0)));
  return scores[seat]! / scores.reduce((a, b) => a + b, 0);
}

/** Spells searched at a build's first move: the heuristic's best few. */
const CANDIDATES = 4;

/** The spells a build may aim at: the few best by the heuristic's value, each as the moves that build it from the draft. */
function buildPlans(st: EswState, seat: Seat): Plan[] {
  const me = st.seats[seat]!;
  const sit = situationOf(st, seat);
  const spells = spellsOf(me.hand).map((picks) => ({
    picks,
    value: spellValue(
      picks.map((p) => p.card),
      sit,
      null,
    ),
  }));
  spells.sort((x, y) => y.value - x.value);
  // A build under way is finished, not searched again: the best spell holding the draft (so the chosen plan is carried out).
  const started = spells.filter(({ picks }) => me.draft.every((d) => picks.some((p) => p.card === d.card && p.slot === d.slot)));
  const candidates = me.draft.length > 0 && started.length > 0 ? started.slice(0, 1) : spells.slice(0, CANDIDATES);
  return candidates.map(({ picks }) => {
    const actions: Action[] = [];
    for (const p of me.draft)
      if (!picks.some((x) => x.card === p.card && x.slot === p.slot)) actions.push({ type: 'remove', card: p.card });
    for (const p of picks)
      if (!me.draft.some((x) => x.card === p.card && x.slot === p.slot)) actions.push({ type: 'add', card: p.card, slot: p.slot });
    actions.push({ type: 'lock' });
    return { label: t('esw.search.plan', { cards: picks.map((p) => cardName(p.card)).join(' + ') }), actions };
  });
}

/** A choice during a spell (a target, an order, a Treasure to steal, a card to drop): every offered one, the heuristic's first. */
function choicePlans(st: EswState, seat: Seat): Plan[] {
  const prompt = eswEngine.prompts(st).find((p) => p.seat === seat);
  if (!prompt) return [];
  const mine = canonicalJson(eswEngine.botAction(st, seat));
  const choices = prompt.choices;
  const first = choices.findIndex((c) => canonicalJson(c.action) === mine);
  const ordered = first > 0 ? [choices[first]!, ...choices.filter((_, i) => i !== first)] : choices;
  return ordered.map((c) => ({ label: c.label, actions: [c.action] }));
}

/**
 * The iterations spent where they weigh most: with five or six wizards standing a spell rarely decides the round
 * and a playout is long (three quarters of the iterations); with four, half again as many; with three or fewer the
 * round's token is near and a playout short (three times as many).
 */
export function eswEffort(st: EswState): number {
  const alive = st.seats.filter((x) => x.alive).length;
  return alive >= 5 ? 0.75 : alive === 4 ? 1.5 : 3;
}

export const eswBotSupport: BotSupport<EswState> = {
  sample: sampleEsw,
  // A playout asks who moves next: one build menu, not every wizard's.
  firstPrompt,
  evaluate: evaluateEsw,
  plans: (st, seat) =>
    st.await
      ? st.await.seat === seat
        ? choicePlans(st, seat)
        : []
      : st.phase === 'build' && st.seats[seat]?.alive && !st.seats[seat]!.locked
        ? buildPlans(st, seat)
        : [],
  // To the next turn's start, where the evaluation was fitted (the horizon only caps a turn of many choices).
  horizon: 80,
  cutoff: (root, now) => now.round !== root.round || now.turn !== root.turn,
  // Six wizards' dice and hidden hands make any one playout mostly luck: the candidates are compared on the same
  // worlds, the playouts follow the heuristic (a random move there is a wasted card), and the heuristic's favourite
  // stays unless another spell measures clearly better.
  paired: true,
  explore: 0,
  closeCall: 0.03,
  iterations: 32,
  effort: eswEffort,
};

/**
 * The rules as the search plays them (BotSupport.engine): the same prompts, states and moves, without a second check
 * of moves taken from the prompts or the bot of the same state.
 */
export const eswSearchEngine: Omit<SearchGame<EswState>, 'bot'> = {
  prompts: eswEngine.prompts,
  apply(state, seat, action) {
    const next = cloneState(state);
    const events: Events = [];
    applyOffered(next, seat, action, events);
    return { state: next, events };
  },
  outcome: eswEngine.outcome,
  botAction: eswEngine.botAction,
};

/** The pure engine with its search support (the search plays eswSearchEngine: `searchGameOf`). */
export const eswEngineForSearch: SearchGame<EswState> & typeof eswEngine = {
  ...eswEngine,
  bot: { ...eswBotSupport, engine: eswSearchEngine },
};
