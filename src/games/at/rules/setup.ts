import { createRng, randomInt, shuffleInPlace } from '../../../core/rng.js';
import type { SeatSpec } from '../../../core/game.js';
import { CENTER_DECK, CONTENT, MAP_BY_ID, TREASURE_TOKENS } from '../content/index.js';
import { refillRow, startTurn } from './flow.js';
import { buildEvilSquad } from './evil.js';
import { DEFAULT_MAP, DIFFICULTY, noTreasure, SELECTION_ROW, type AtParsedOptions, type AtPlayer, type AtState } from './state.js';

/**
 * The setup of every competitive mode. The classic duel's setup (SU-1..SU-26): a random first player takes
 * Portal 1 (SU-11, SU-12), each deck of 8 Apprentices and 2 Militia is
 * shuffled and 5 drawn (SU-3), the center deck is shuffled and 6 revealed
 * (SU-22, SU-24), Treasure tokens go face down on the map's spots and the
 * rest into the bag (SU-9), squads start off the battlefield (DP-1).
 * `first` forces the first player (conformance scenarios only).
 * In 2 vs 2 seats 0 and 2 are one team, 1 and 3 the other, and a random team
 * plays first (TM-1, TM-2); in the Melee the Portal cards are dealt at random
 * (ML-3). Each seat's squad is the map's for its Portal (TM-5, ML-4).
 */
export function initialState(options: AtParsedOptions, seats: SeatSpec[], seed: string, first?: number): AtState {
  const mode = options.mode;
  const mapId = options.map ?? DEFAULT_MAP[mode];
  const map = MAP_BY_ID.get(mapId);
  if (!map) throw new Error(`unknown Ascension Tactics map ${mapId}`);
  // A scenario is played only in the modes it lists (GP-12, MD-1).
  if (!map.modes.includes(mode)) throw new Error(`the map ${mapId} is not played in the ${mode} mode`);
  // Overlord (§26): the last seat plays the Evil Player against 1 ally (Solo rules) or 2 (Co-op rules) (OV-1, OV-4, AMB-38).
  const overlord = options.overlord;
  if (overlord && mode !== 'solo' && mode !== 'coop') throw new Error('Overlord is played on a Solo or Co-op scenario');
  // The difficulty levels are stated for the automaton only (§27, AMB-38).
  if (overlord && options.difficulty !== 'standard') throw new Error('the difficulty levels are for Solo and Co-op against the automaton');
  const n = seats.length - (overlord ? 1 : 0);
  if (mode === 'duel' && n !== 2) throw new Error('the classic duel is for 2 players');
  if (mode === 'teams' && n !== 4) throw new Error('2 vs 2 is for 4 players');
  if (mode === 'melee' && (n < 3 || n > 4)) throw new Error('the Melee is for 3 or 4 players');
  if (mode === 'solo' && n !== 1) throw new Error(overlord ? 'Overlord against one ally is for 2 players' : 'Solo is for 1 player');
  if (mode === 'coop' && n !== 2) throw new Error(overlord ? 'Overlord against two allies is for 3 players' : 'Co-op is for 2 players');
  if (map.portals.length < n || map.squads.length < n) throw new Error(`the map ${mapId} has no Portal for ${n} players`);
  const rng = createRng(seed);
  let order: number[];
  if (mode === 'duel') {
    const firstSeat = first ?? randomInt(rng, 2);
    order = [firstSeat, 1 - firstSeat];
  } else if (mode === 'teams') {
    // Seats 0 and 2 form one team, 1 and 3 the other (TM-1); a random team plays first with the Team 1 Portal cards (TM-2).
    const lead = first ?? randomInt(rng, 2);
    const t = lead % 2;
    order = [lead, (lead + 2) % 4, ...[1 - t, 3 - t]];
  } else if (mode === 'solo' || mode === 'coop') {
    // The allies play first (SO-20, CO-15); in Co-op they share their turn, in the order they choose (CO-7).
    order = first === undefined ? [...Array(n).keys()] : [...Array(n).keys()].map((k) => (first + k) % n);
  } else {
    // The Portal cards are dealt at random and set the turn order (ML-3); a scenario's `first` starts the order at that seat.
    order = first === undefined ? shuffleInPlace(rng, [...Array(n).keys()]) : [...Array(n).keys()].map((k) => (first + k) % n);
  }
  const s: AtState = {
    game: 'at',
    mode,
    map: map.id,
    rng,
    round: 1,
    order,
    active: order[0]!,
    doneThisTurn: [],
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
    chosenPortals: {},
    portalMoves: {},
    forestsPlaced: [],
    queue: [],
    pending: [],
    winner: null,
    endReason: null,
    evil: null,
  };
  s.row = s.centerDeck.splice(0, 6);
  for (const [i, spec] of seats.slice(0, n).entries()) {
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
      team: mode === 'teams' ? i % 2 : mode === 'coop' ? 0 : i,
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
      // Solo: a squad of 4 (AMB-20); Co-op: 3 each (CO-7).
      for (const def of (map.squads[portal] ?? []).slice(0, mode === 'coop' ? 3 : undefined)) {
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
  if (mode === 'solo' || mode === 'coop') {
    // The Intrigue deck, shuffled (SO-19); the difficulty puts its top cards in the discard (DI-1..DI-4, AMB-30).
    const deck = shuffleInPlace(
      rng,
      CONTENT.intrigues.map((c) => c.id),
    );
    s.evil = {
      face: mode === 'solo' ? 'solo' : 'coop',
      honor: 0,
      deck,
      discard: deck.splice(0, DIFFICULTY[options.difficulty]),
      boost: { strength: 0, defense: 0, speed: 0 },
      tokens: {},
      played: [],
      steps: [],
      overlord: overlord ? { seat: n, name: seats[n]!.name, hand: [], played: [], queue: [] } : null,
    };
    if (!options.selection) {
      buildEvilSquad(s, [], options.evilSquad);
      // A center-row card named like an Evil Champion is replaced at once (CR-17, SO-18).
      refillRow(s);
    }
    // Co-op with several starting Portals: each player picks one, in turn order (CO-13), after any Champion Selection (the last pushed is asked first).
    if (mode === 'coop' && map.coopPortals.length > 0) for (const seat of order) s.pending.unshift({ kind: 'portal', seat });
  }
  startTurn(s);
  return s;
}
