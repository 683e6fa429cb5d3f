import { t } from '../../../core/text.js';
import { shuffleInPlace } from '../../../core/rng.js';
import { characterDef, CONTENT, scenarioDef, WORLD_IDS, worldCardDef } from '../content/index.js';
import { SCENARIO_INDEX, type ScenarioId } from '../content/scenarios.js';
import type { CharacterId } from '../content/schema.js';
import { spaceKey, THE_DOJO } from './board.js';
import { placeCorrupted, randomSpace, corrVars } from './corrupted.js';
import { gainEnergy, gainUltimate, throwDie, type Events } from './flow.js';
import type { CohCorrupted, CohState } from './state.js';

/**
 * The scenarios' objectives and special rules (§33): what the data of
 * content/scenarios.ts cannot say. Each hook is a no-op outside the
 * scenarios that need it; the flow calls them at fixed points.
 */

const is = (s: CohState, ...ids: ScenarioId[]) => s.scn !== null && ids.includes(s.scn.id);

const NOMADS = ['dsk-ronin', 'dsk-skybrarian', 'dsk-wayward'];
const HYDRA = 'dsk-hydra';

/** Ends the scenario: a win for these seats, or a loss for everyone. */
export function finish(s: CohState, ev: Events, won: boolean, winners: number[] = []): void {
  if (!s.scn || s.step === 'over') return;
  s.scn.result = won ? 'won' : 'lost';
  s.scn.winners = won ? winners : [];
  s.step = 'over';
  s.endReason = 'scenario';
  s.pending = [];
  s.queue = [];
  s.ct = null;
  ev.push({ text: t(won ? 'coh.ev.scenarioWon' : 'coh.ev.scenarioLost') });
}

const everyone = (s: CohState) => s.chars.map((c) => c.seat);

/** Doom (§32.3): one more counter; the game is lost at the scenario's limit. S17 reveals face-down counters once it holds six. */
export function addDoom(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const def = scenarioDef(scn.id);
  if (scn.id === 's17' && scn.doom >= 6) {
    // A66: each defeat after the sixth reveals one face-down Doom token at random; No.6 loses, another leaves the game.
    const i = (throwDie(s) - 1) % scn.pool.length;
    const tok = scn.pool.splice(i, 1)[0]!;
    ev.push({ text: t('coh.ev.doomReveal', { n: tok }) });
    if (tok === 6) finish(s, ev, false);
    return;
  }
  scn.doom++;
  ev.push({ text: t('coh.ev.doom', { n: scn.doom }) });
  if (scn.id === 's17') {
    if (scn.doom === 6) {
      scn.pool = shuffleInPlace(s.rng, [1, 2, 3, 4, 5, 6]);
      ev.push({ text: t('coh.ev.doomFaceDown') });
    }
    return;
  }
  if (def.doom && scn.doom >= def.doom.perChar * s.chars.length + def.doom.plus) finish(s, ev, false);
}

/** Scenario setup (§33), after the arena's setup and before Dawn of Day 1. */
export function setupScenario(s: CohState, ev: Events): void {
  const scn = s.scn!;
  const chosen = scn.chosen.length > 0 ? scn.chosen : undefined;
  const def = scenarioDef(scn.id);
  if (def.setupGold > 0) for (const c of s.chars) gainEnergy(s, ev, c.seat, { red: 0, blue: 0, green: 0, gold: def.setupGold });
  const take = (deck: string[], id: string) => {
    const i = deck.indexOf(id);
    if (i >= 0) deck.splice(i, 1);
    return id;
  };
  switch (scn.id) {
    case 's03': {
      // Each World's Boss on its space No.3; The Ancient Hydra set aside until the six are defeated.
      for (const w of CONTENT.worlds) {
        const boss = w.deck.find((c) => c.type === 'monster' && c.boss)!.id;
        take(s.worldDecks[w.id]!, boss);
        s.spaces[spaceKey(w.id, 3)] = { uid: `w${s.nextUid++}`, id: boss, faceUp: true, dmg: 0 };
      }
      take(s.dusk, HYDRA);
      break;
    }
    case 's08': {
      // Thirty Dusk cards face down on spaces 2–6 of every World; no Dusk cards are drawn at Dusk.
      for (const w of WORLD_IDS)
        for (let n = 2; n <= 6; n++) {
          const id = s.dusk.shift();
          if (id !== undefined) s.spaces[spaceKey(w, n)] = { uid: `w${s.nextUid++}`, id, faceUp: false, dmg: 0 };
        }
      break;
    }
    case 's15': {
      const world = WORLD_IDS[throwDie(s) - 1]!;
      placeCorrupted(s, ev, def.corrupted[0]!, spaceKey(world, 2));
      dealTokens15(s);
      break;
    }
    case 's16':
      placeCorrupted(s, ev, (chosen ?? def.corrupted)[0]!, randomSpace(s));
      break;
    default:
      break;
  }
}

/** S15: the six scenario tokens, shuffled, one on space No.6 of each World. */
function dealTokens15(s: CohState): void {
  const nums = shuffleInPlace(s.rng, [1, 2, 3, 4, 5, 6]);
  s.scn!.tokens = Object.fromEntries(WORLD_IDS.map((w, i) => [String(nums[i]!), spaceKey(w, 6)]));
}

/** The space of the lowest-numbered scenario token in play, or null. */
export function lowestToken(s: CohState): string | null {
  const nums = Object.keys(s.scn?.tokens ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  return nums.length > 0 ? s.scn!.tokens[String(nums[0])]! : null;
}

export const hooks = {
  /** May this character damage that Corrupted? (S15: only from the lowest token's space.) */
  canDamage(s: CohState, seat: number, _c: CohCorrupted): boolean {
    if (is(s, 's15')) return s.chars[seat]!.at === lowestToken(s);
    return true;
  },
  corruptedHit(s: CohState, by: number, _c: CohCorrupted): void {
    if (is(s, 's15')) s.scn!.struckFrom = s.chars[by]!.at;
  },
  resilienceLost(_s: CohState, _ev: Events, _c: CohCorrupted, _by: number | null): void {},
  /** S16: A'shura falls only when every character is at the maximum of their main colour; otherwise one Resilience token back (A43). */
  corruptedRegenerates(s: CohState, _ev: Events, _c: CohCorrupted): boolean {
    if (is(s, 's16')) return !s.chars.every((c) => c.energy[characterDef(c.character).main] >= s.cap);
    return false;
  },
  corruptedDefeated(s: CohState, ev: Events, _c: CohCorrupted, _by: number | null): void {
    if (!s.scn) return;
    if (is(s, 's15', 's16')) finish(s, ev, true, everyone(s));
    else if (is(s, 's17')) {
      s.scn.count++;
      if (s.scn.count >= 2) finish(s, ev, true, everyone(s));
    }
  },
  /** S15, S16: a Corrupted reaching The Dojo brings one Doom. */
  corruptedOnDojo(s: CohState, ev: Events, c: CohCorrupted): void {
    if (is(s, 's15', 's16')) {
      ev.push({ text: t('coh.ev.corruptedDojo', corrVars(c)) });
      addDoom(s, ev);
    }
  },
  dojoFor(_s: CohState, _c: CohCorrupted): string {
    return THE_DOJO;
  },
  /** Is there a Corrupted turn at all? S03 has none; S17 only once its two Corrupted are in play. */
  corruptedTurn(s: CohState): boolean {
    if (is(s, 's03')) return false;
    if (is(s, 's17')) return s.scn!.phase >= 2;
    return true;
  },
  scenarioEffect(s: CohState): boolean {
    return scenarioDef(s.scn!.id).effects.length > 0;
  },
  endCorruptedTurn(_s: CohState, _ev: Events): void {},
  special(s: CohState, ev: Events, key: string): void {
    if (key === 'redistribute') {
      // S15 2–4: the tokens in play are shuffled among their spaces.
      const spaces = Object.values(s.scn!.tokens).sort();
      const nums = shuffleInPlace(s.rng, Object.keys(s.scn!.tokens));
      s.scn!.tokens = Object.fromEntries(nums.map((n, i) => [n, spaces[i]!]));
      ev.push({ text: t('coh.ev.tokensShuffled') });
    } else if (key === 'ultimate') for (const c of s.chars) gainUltimate(s, ev, c);
  },
};

/** A character is defeated (§20): Doom, or S08's immediate loss. */
export function onDefeat(s: CohState, ev: Events, _seat: number, _by: number | null): void {
  if (!s.scn || s.step === 'over') return;
  if (is(s, 's08')) {
    finish(s, ev, false);
    return;
  }
  const def = scenarioDef(s.scn.id);
  if (def.doom?.perDefeat) addDoom(s, ev);
}

/** A Monster is defeated (or, in S08, a Nomad taken as an Ally). */
export function onMonsterDefeated(s: CohState, ev: Events, id: string, _by: number): void {
  if (!s.scn || s.step === 'over') return;
  if (is(s, 's03')) {
    const d = worldCardDef(id);
    if (d.type !== 'monster' || !d.boss) return;
    if (id === HYDRA) {
      finish(s, ev, true, everyone(s));
      return;
    }
    s.scn.count++;
    if (s.scn.count === 6) {
      s.spaces[THE_DOJO] = { uid: `w${s.nextUid++}`, id: HYDRA, faceUp: true, dmg: 0 };
      ev.push({ text: t('coh.ev.hydraDojo') });
    }
  } else if (is(s, 's08') && NOMADS.includes(id)) {
    s.scn.count++;
    if (s.scn.count >= 3) finish(s, ev, true, everyone(s));
  }
}

/** The end of a character's Adventure phase. S15: the token of the space A'shura was damaged from is removed (all gone: dealt again). */
export function afterAdventure(s: CohState, ev: Events): void {
  if (!is(s, 's15') || s.scn!.struckFrom === null) return;
  const from = s.scn!.struckFrom;
  s.scn!.struckFrom = null;
  const num = Object.keys(s.scn!.tokens).find((n) => s.scn!.tokens[n] === from);
  if (num === undefined) return;
  delete s.scn!.tokens[num];
  ev.push({ text: t('coh.ev.tokenRemoved', { n: Number(num) }) });
  if (Object.keys(s.scn!.tokens).length === 0) {
    dealTokens15(s);
    ev.push({ text: t('coh.ev.tokensAgain') });
  }
}

/** The start of a round, after its cards are placed. S17: the two Corrupted come at Dawn of Day 3. */
export function atRoundStart(s: CohState, ev: Events): void {
  const chosen = s.scn?.chosen;
  if (is(s, 's17') && s.day === 3 && s.round === 'dawn' && s.scn!.phase < 2) {
    s.scn!.phase = 2;
    const ids = chosen && chosen.length >= 2 ? chosen : scenarioDef('s17').corrupted;
    ids.slice(0, 2).forEach((id, i) => placeCorrupted(s, ev, id, randomSpace(s), { team: 99, tag: i + 1, resilience: s.chars.length - 1 }));
  }
}

/** Are Dusk cards drawn at Dusk? Not in S08. */
export const duskCards = (s: CohState) => !is(s, 's08');
/** May a character gain the Ultimate the normal ways (10 in the main colour, Dusk of Day 3)? Not in S15. */
export const normalUltimate = (s: CohState) => !is(s, 's15');
/** Do arena victories apply? Not in scenarios, which have their own objectives. */
export const arenaVictory = (s: CohState) => s.scn === null;

/** At the end of each round: the scenario's deadline (§21.3.2). */
export function deadline(s: CohState, ev: Events): boolean {
  if (!s.scn) return false;
  const d = scenarioDef(s.scn.id).deadline;
  if (s.day === d.day && s.round === d.round) {
    finish(s, ev, false);
    return true;
  }
  return false;
}

/**
 * The Narrative Arc (§1.6–1.7, 21.1.4): after a Versus Arena won by this
 * character, the wishes offered are its two scenarios that are not Solo.
 */
export function narrativeArc(winner: CharacterId): ScenarioId[] {
  return SCENARIO_INDEX.filter((x) => x.character === winner && !x.solo).map((x) => x.id);
}
