import { createRng, randomInt, shuffleInPlace } from '../../../core/rng.js';
import type { SeatSpec } from '../../../core/game.js';
import { CENTER_DECK, CONTENT, MAP_BY_ID, TREASURE_TOKENS } from '../content/index.js';
import { startTurn } from './flow.js';
import { noTreasure, SELECTION_ROW, type AtParsedOptions, type AtPlayer, type AtState } from './state.js';

/**
 * The classic duel's setup (SU-1..SU-26): a random first player takes
 * Portal 1 (SU-11, SU-12), each deck of 8 Apprentices and 2 Militia is
 * shuffled and 5 drawn (SU-3), the center deck is shuffled and 6 revealed
 * (SU-22, SU-24), Treasure tokens go face down on the map's spots and the
 * rest into the bag (SU-9), squads start off the battlefield (DP-1).
 * `first` forces the first player (conformance scenarios only).
 */
export function initialState(options: AtParsedOptions, seats: SeatSpec[], seed: string, first?: number): AtState {
  const map = MAP_BY_ID.get(options.map);
  if (!map) throw new Error(`unknown Ascension Tactics map ${options.map}`);
  if (seats.length !== 2) throw new Error('the classic duel is for 2 players');
  const rng = createRng(seed);
  const firstSeat = first ?? randomInt(rng, 2);
  const order = [firstSeat, 1 - firstSeat];
  const s: AtState = {
    game: 'at',
    map: map.id,
    rng,
    round: 1,
    order,
    active: firstSeat,
    players: [],
    cards: {},
    nextId: 1,
    centerDeck: shuffleInPlace(rng, [...CENTER_DECK]),
    row: [],
    banished: [],
    box: [],
    supply: Object.fromEntries(CONTENT.supply.map((e) => [e.card, e.count])),
    champions: {},
    tokens: { turret: null, fairy: null },
    beacons: {},
    selection: null,
    treasureBag: [],
    treasureTokens: {},
    portalsTaken: {},
    queue: [],
    pending: [],
    winner: null,
    endReason: null,
  };
  s.row = s.centerDeck.splice(0, 6);
  for (const [i, spec] of seats.entries()) {
    const portal = order.indexOf(i);
    const deck: string[] = [];
    for (const e of CONTENT.startingDeck)
      for (let k = 0; k < e.count; k++) {
        const id = `c${s.nextId++}`;
        s.cards[id] = e.card;
        deck.push(id);
      }
    shuffleInPlace(rng, deck);
    const p: AtPlayer = {
      seat: i,
      name: spec.name,
      portal,
      deck,
      hand: deck.splice(0, 5),
      discard: [],
      played: [],
      playedLog: [],
      fired: [],
      treasures: [],
      runes: 0,
      power: 0,
      honor: 0,
      turns: 0,
      boost: { strength: 0, defense: 0, speed: 0 },
    };
    s.players.push(p);
    if (!options.selection)
      for (const def of map.squads[portal] ?? []) {
        const id = `h${s.nextId++}`;
        s.champions[id] = { id, def, owner: i, at: null, damage: 0, exhausted: false, artifacts: [], treasure: noTreasure() };
      }
  }
  // The Treasure tokens are shuffled face down (after the decks, so a seed deals the same hands as before Treasures existed), one on each Treasure spot, the rest in the bag (SU-9).
  s.treasureBag = shuffleInPlace(rng, [...TREASURE_TOKENS]);
  for (const h of map.treasures) {
    const token = s.treasureBag.shift();
    if (token !== undefined) s.treasureTokens[h] = token;
  }
  if (options.selection) {
    // Champion Selection (SL-3, SL-4): the blue-back Champions shuffled into a deck, 6 revealed.
    const deck = shuffleInPlace(
      rng,
      CONTENT.cards.filter((c) => c.type === 'champion' && c.copies === 0).map((c) => c.id),
    );
    s.selection = { deck, row: deck.splice(0, SELECTION_ROW), picks: 0 };
    s.pending.push({ kind: 'select' });
  }
  startTurn(s);
  return s;
}
