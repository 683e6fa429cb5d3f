import type { SeatSpec } from '../../../core/game.js';
import { createRng, randomInt, shuffleInPlace } from '../../../core/rng.js';
import { abilitiesOf, alternateOf, CONTENT, passiveOf, WORLD_IDS } from '../content/index.js';
import { CHARACTERS, type CharacterId } from '../content/schema.js';
import { initialLayout, THE_DOJO } from './board.js';
import { freshTurn, settle, sortOrder, startGame, type Events } from './flow.js';
import type { CohChar, CohOptions, CohState } from './state.js';
import { dealQuests, setupScenario } from './flow.js';
import { scenarioDef } from '../content/index.js';

/** Item copies in the Item deck (§27.3): three of each number, eight Dreamstones (S12 needs 8). */
const STOCK = (num: number) => (num === 1 ? 8 : 3);

/**
 * Setup (§2): the Dojo and the six Worlds (A–B), each World deck less two
 * random Events (C), shuffled Dusk and World Shift decks and the sorted Item
 * deck (D), characters on The Dojo with their starting tracks, four Base
 * cards in hand and a Dreamstone (E–G), turn order cards dealt clockwise from
 * a random first player (H); then Dawn of Day 1.
 */
export function initialState(options: CohOptions, seats: SeatSpec[], seed: string, first?: number, events: Events = []): CohState {
  const rng = createRng(seed);
  const chosen: CharacterId[] = [];
  if (options.scenario) {
    const def = scenarioDef(options.scenario);
    if (seats.length < def.players.min || seats.length > def.players.max)
      throw new Error(`${def.name.en} is played by ${def.players.min}–${def.players.max} characters`);
    // A Solo scenario is played by its own character (A49).
    if (def.kind === 'solo') options = { ...options, characters: [def.character] };
    // S01, S05, S11 need their featured character (A49): it takes the first seat when the players did not pick it.
    else if (def.required && !options.characters?.includes(def.character))
      options = { ...options, characters: [def.character, ...(options.characters ?? [])] };
  } else if (seats.length < 2) throw new Error('the arenas need 2 to 4 characters');
  for (let i = 0; i < seats.length; i++) {
    const want = options.characters?.[i];
    chosen.push(want && !chosen.includes(want) ? want : CHARACTERS.find((c) => !chosen.includes(c) && !options.characters?.includes(c))!);
  }
  const box: string[] = [];
  const worldDecks: Record<string, string[]> = {};
  for (const w of CONTENT.worlds) {
    const events = shuffleInPlace(
      rng,
      w.deck.filter((c) => c.type === 'event').map((c) => c.id),
    );
    box.push(...events.slice(0, 2));
    worldDecks[w.id] = shuffleInPlace(rng, [...w.deck.filter((c) => c.type !== 'event').map((c) => c.id), ...events.slice(2)]);
  }
  const dusk = shuffleInPlace(
    rng,
    CONTENT.dusk.flatMap((c) => Array.from({ length: c.type === 'event' ? 1 : c.copies }, () => c.id)),
  );
  const shifts = shuffleInPlace(
    rng,
    CONTENT.shifts.map((c) => c.id),
  );
  const itemStock: Record<string, number> = {};
  for (const it of CONTENT.items) itemStock[String(it.num)] = STOCK(it.num);
  const firstSeat = first ?? randomInt(rng, seats.length);
  let nextUid = 1;
  if (options.unlocked && options.unlocked.length > seats.length)
    throw new Error(`unlocked cards are given for ${options.unlocked.length} seats but ${seats.length} play`);
  const chars: CohChar[] = seats.map((seat, i) => {
    const def = CONTENT.characters.find((c) => c.id === chosen[i])!;
    // Only this character's progression cards count (§32.5); its unlocked Alternate Ultimate joins the Advanced deck (§32.5.4).
    const unlocked = [alternateOf(def.id).id, passiveOf(def.id).id].filter((id) => options.unlocked?.[i]?.includes(id));
    const res: CohChar['res'] = {};
    for (const [r, spec] of Object.entries(def.resources)) res[r as keyof typeof res] = spec.start;
    itemStock['1']!--;
    return {
      seat: i,
      name: seat.name,
      character: def.id,
      at: THE_DOJO,
      health: def.health,
      spirit: def.spirit,
      energy: { red: 0, blue: 0, green: 0 },
      res,
      stance: null,
      hand: abilitiesOf(def.id, 'base').map((a) => a.id),
      board: [],
      advanced: [
        ...abilitiesOf(def.id)
          .filter((a) => a.kind !== 'base')
          .map((a) => a.id),
        ...unlocked.filter((id) => id === alternateOf(def.id).id),
      ],
      levels: [],
      mainUltimate: false,
      unlocked,
      passive: null,
      items: [{ uid: `i${nextUid++}`, num: 1, charges: null }],
      turnCard: ((i - firstSeat + seats.length) % seats.length) + 1,
      turnCardDay: 0,
      nextAttack: 0,
      moveBonus: 0,
      aggressiveDue: [],
    };
  });
  const s: CohState = {
    game: 'coh',
    mode: options.mode,
    cap: options.mode === 'intro' ? 5 : 10,
    rng,
    dice: [],
    day: 1,
    round: 'dawn',
    order: [],
    turn: 0,
    step: 'start',
    layout: initialLayout(WORLD_IDS),
    spaces: {},
    worldDecks,
    dusk,
    shifts,
    discard: [],
    box,
    itemStock,
    chars,
    ts: freshTurn(),
    queue: [],
    pending: [],
    nextUid,
    winner: null,
    endReason: null,
    corrupted: [],
    ct: null,
    scn: options.scenario
      ? {
          id: options.scenario,
          doom: 0,
          phase: 1,
          result: null,
          winners: [],
          team: chars.map(() => 0),
          tokens: {},
          count: 0,
          pool: [],
          struckFrom: null,
          chosen: options.corrupted ?? [],
          hidden: [],
          tokenDmg: {},
          removed: [],
          points: chars.map(() => 0),
          targets: chars.map(() => -1),
          inventory: chars.map(() => []),
          bossTokens: {},
          holds: {},
          bonusTurn: false,
          teamDoom: [0, 0],
          npc: null,
          terror: [],
          leaf: null,
        }
      : null,
    quests: [],
    questDeck: [],
  };
  // Passives play only in the Versus Arena, and only when every character has unlocked theirs (§32.5.5).
  if (!s.scn && s.mode === 'versus' && chars.every((c) => c.unlocked.includes(passiveOf(c.character).id)))
    for (const c of chars) c.passive = passiveOf(c.character).id;
  sortOrder(s);
  if (s.scn) setupScenario(s, events);
  // Quests (setup I, §32.6.2): S13 and S14 deal their own in setupScenario.
  if ((options.quests && options.scenario !== 's13' && options.scenario !== 's14') || options.scenario === 's02') dealQuests(s, events);
  startGame(s, events);
  settle(s, events);
  return s;
}
