/**
 * "Bid and Play", a tiny test-only game that exercises the whole contract:
 * a simultaneous secret bid (every seat decides at once, bids hidden until
 * all are in), then turns where the active seat plays a card from a hidden
 * hand and draws from a shuffled deck. Highest score after the turns wins;
 * equal scores share a place. Not shipped as a game.
 */
import { z } from 'zod';
import {
  RuleError,
  type Action,
  type ApplyResult,
  type GameModule,
  type Image,
  type Json,
  type Outcome,
  type Prompt,
  type Seat,
  type SeatSpec,
  type Viewer,
} from '../../src/core/game.js';
import { createRng, type RngState } from '../../src/core/rng.js';
import { drawCards, newPile, removeOne, type Pile } from '../../src/core/deck.js';
import { t } from '../../src/core/text.js';
import { newCanvas, toImage } from '../../src/core/render/index.js';

export interface FixtureState {
  rng: RngState;
  names: string[];
  phase: 'bid' | 'play' | 'over';
  bids: (number | null)[];
  hands: number[][];
  pile: Pile<number>;
  scores: number[];
  active: Seat;
  turnsLeft: number;
  table: { seat: Seat; card: number }[];
}

const optionsSchema = z.object({ turnsPerSeat: z.number().int().min(1).max(50).default(4) }).strict();
type FixtureOptions = z.infer<typeof optionsSchema>;

const HAND_SIZE = 3;

function setup(options: FixtureOptions, seats: SeatSpec[], seed: string): FixtureState {
  const rng = createRng(seed);
  const pile = newPile(
    rng,
    Array.from({ length: 40 }, (_, i) => (i % 10) + 1),
  );
  return {
    rng,
    names: seats.map((s) => s.name),
    phase: 'bid',
    bids: seats.map(() => null),
    hands: seats.map(() => drawCards(rng, pile, HAND_SIZE)),
    pile,
    scores: seats.map(() => 0),
    active: 0,
    turnsLeft: options.turnsPerSeat * seats.length,
    table: [],
  };
}

function prompts(s: FixtureState): Prompt[] {
  if (s.phase === 'bid') {
    return s.bids.flatMap((b, seat) =>
      b !== null
        ? []
        : [
            {
              seat,
              kind: 'bid',
              text: t('fixture.bid'),
              secret: true,
              choices: [1, 2, 3].map((n) => ({ id: `bid${n}`, label: String(n), action: { type: 'bid', amount: n } })),
            },
          ],
    );
  }
  if (s.phase === 'play') {
    const hand = [...new Set(s.hands[s.active]!)].sort((a, b) => a - b);
    return [
      {
        seat: s.active,
        kind: 'play',
        text: t('fixture.play'),
        choices: hand.map((c) => ({ id: `c${c}`, label: String(c), action: { type: 'play', card: c }, group: c <= 5 ? 'low' : 'high' })),
      },
    ];
  }
  return [];
}

function apply(prev: FixtureState, seat: Seat, action: Action): ApplyResult<FixtureState> {
  const s: FixtureState = structuredClone(prev);
  if (s.phase === 'bid' && action.type === 'bid') {
    const amount = action.amount;
    if (s.bids[seat] !== null) throw new RuleError(t('fixture.alreadyBid'));
    if (typeof amount !== 'number' || ![1, 2, 3].includes(amount)) throw new RuleError(t('fixture.badBid'));
    s.bids[seat] = amount;
    if (s.bids.some((b) => b === null)) return { state: s, events: [{ text: t('fixture.locked', { name: s.names[seat]! }) }] };
    const bids = s.bids as number[];
    const top = Math.max(...bids);
    s.active = bids.indexOf(top);
    s.scores = s.scores.map((sc, i) => sc - bids[i]!);
    s.phase = 'play';
    return { state: s, events: [{ text: t('fixture.bidsRevealed', { bids: bids.join(', '), name: s.names[s.active]! }) }] };
  }
  if (s.phase === 'play' && action.type === 'play') {
    if (seat !== s.active) throw new RuleError(t('fixture.notYourTurn'));
    const card = action.card;
    if (typeof card !== 'number' || !removeOne(s.hands[seat]!, card)) throw new RuleError(t('fixture.notInHand'));
    s.scores[seat]! += card;
    s.table.push({ seat, card });
    s.pile.discard.push(card);
    const drawn = drawCards(s.rng, s.pile, 1);
    s.hands[seat]!.push(...drawn);
    s.turnsLeft -= 1;
    s.active = (s.active + 1) % s.names.length;
    if (s.turnsLeft === 0) s.phase = 'over';
    return {
      state: s,
      events: [
        { text: t('fixture.played', { name: s.names[seat]!, card }) },
        ...drawn.map((d) => ({ text: t('fixture.drew', { card: d }), visibleTo: [seat] })),
      ],
    };
  }
  throw new RuleError(t('fixture.notNow'));
}

function view(s: FixtureState, viewer: Viewer): Json {
  return {
    phase: s.phase,
    names: s.names,
    scores: s.scores,
    active: s.active,
    turnsLeft: s.turnsLeft,
    table: s.table.map((x) => ({ seat: x.seat, card: x.card })),
    handSizes: s.hands.map((h) => h.length),
    deckSize: s.pile.draw.length,
    locked: s.bids.map((b) => b !== null),
    bids: s.phase === 'bid' ? s.bids.map((b, i) => (i === viewer ? b : null)) : s.bids,
    hand: viewer === 'public' ? null : [...s.hands[viewer]!],
  };
}

function outcome(s: FixtureState): Outcome | null {
  if (s.phase !== 'over') return null;
  const distinct = [...new Set(s.scores)].sort((a, b) => b - a);
  return {
    ranking: distinct.map((score) => s.scores.flatMap((sc, seat) => (sc === score ? [seat] : []))),
    reason: t('fixture.over'),
  };
}

function botAction(s: FixtureState, seat: Seat): Action {
  const p = prompts(s).find((x) => x.seat === seat);
  if (!p) throw new RuleError(t('fixture.notYourTurn'));
  return p.choices[p.choices.length - 1]!.action;
}

/** Scores as bars; the fixture has no hand image. */
async function render(v: Json, request: { kind: string }): Promise<Image | null> {
  if (request.kind !== 'board') return null;
  const { canvas, ctx } = newCanvas(320, 120, '#223');
  ctx.fillStyle = '#fff';
  const { scores } = v as { scores: number[] };
  scores.forEach((sc, i) => ctx.fillRect(10 + i * 40, 110 - Math.max(0, sc) * 3, 30, Math.max(0, sc) * 3));
  return toImage(canvas, 'board.png');
}

const strings = {
  en: {
    'fixture.bid': 'Choose your secret bid',
    'fixture.play': 'Play a card',
    'fixture.alreadyBid': 'You have already bid.',
    'fixture.badBid': 'Bids are 1, 2 or 3.',
    'fixture.locked': '{name} has locked in a bid.',
    'fixture.bidsRevealed': 'Bids revealed: {bids}. {name} starts.',
    'fixture.notYourTurn': 'It is not your turn.',
    'fixture.notInHand': 'That card is not in your hand.',
    'fixture.played': '{name} plays {card}.',
    'fixture.drew': 'You drew {card}.',
    'fixture.notNow': 'That move does not fit this moment of the game.',
    'fixture.over': 'All turns are played.',
    'fixture.status': '{name}: {score}',
  },
  fr: {
    'fixture.bid': 'Choisissez votre mise secrète',
    'fixture.play': 'Jouez une carte',
    'fixture.alreadyBid': 'Vous avez déjà misé.',
    'fixture.badBid': 'Les mises valent 1, 2 ou 3.',
    'fixture.locked': '{name} a verrouillé sa mise.',
    'fixture.bidsRevealed': 'Mises révélées : {bids}. {name} commence.',
    'fixture.notYourTurn': "Ce n'est pas votre tour.",
    'fixture.notInHand': "Cette carte n'est pas dans votre main.",
    'fixture.played': '{name} joue {card}.',
    'fixture.drew': 'Vous piochez {card}.',
    'fixture.notNow': 'Ce coup ne correspond pas à ce moment de la partie.',
    'fixture.over': 'Tous les tours sont joués.',
    'fixture.status': '{name} : {score}',
  },
};

export const fixtureGame: GameModule<FixtureState, FixtureOptions> = {
  id: 'fixture',
  name: 'Bid and Play',
  seats: { min: 2, max: 6 },
  options: optionsSchema,
  strings,
  setup,
  prompts,
  apply,
  view,
  outcome,
  status: (v) => {
    const { names, scores } = v as { names: string[]; scores: number[] };
    return names.map((name, i) => t('fixture.status', { name, score: scores[i]! }));
  },
  render,
  botAction,
  rules: { summary: t('fixture.play'), sections: [] },
};
