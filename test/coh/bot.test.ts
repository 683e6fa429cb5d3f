import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import { evaluate } from '../../src/games/coh/rules/bot.js';
import { THE_DOJO } from '../../src/games/coh/rules/board.js';
import { dist, geo } from '../../src/games/coh/rules/flow.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Plays the bot for `seat` until its turn is over (or the game); returns the state and the choices it made. */
function botTurn(s: CohState, seat: number): { s: CohState; choices: string[] } {
  const choices: string[] = [];
  const when = `${s.day}${s.round}${s.turn}`;
  for (let n = 0; n < 60 && !cohEngine.outcome(s) && `${s.day}${s.round}${s.turn}` === when; n++) {
    const p = cohEngine.prompts(s)[0]!;
    if (p.seat !== seat) break;
    const a = cohEngine.botAction(s, seat);
    choices.push(String(a.c));
    s = cohEngine.apply(s, seat, a).state;
  }
  return { s, choices };
}

/** The menu of the seat playing first, past Oric's stance when he has one to pick. */
function toMenu(s: CohState): CohState {
  for (let n = 0; n < 5; n++) {
    const p = cohEngine.prompts(s)[0]!;
    if (p.kind === 'turn') return s;
    s = cohEngine.apply(s, p.seat, cohEngine.botAction(s, p.seat)).state;
  }
  return s;
}

describe('Champions of Hara bot: it plays to win', () => {
  it('COH-21.1.1 COH-14.1 with its three tracks at 10, it walks back to The Dojo and is the Champion', () => {
    const s = cohEngine.setup({ mode: 'versus', characters: ['kaoru', 'leaf'] }, seats(2), 'bot-goal');
    const seat = s.order[s.turn]!;
    const far = Object.keys(s.spaces).find((sp) => dist(s, sp, THE_DOJO) === 2)!;
    s.chars[seat]!.at = far;
    delete s.spaces[far];
    s.chars[seat]!.energy = { red: 10, blue: 10, green: 10 };
    const r = botTurn(s, seat);
    expect(r.choices[0]).toBe('h:kao-dash');
    expect(r.s.winner).toBe(seat);
    expect(r.s.endReason).toBe('energy');
    expect(r.s.chars[seat]!.at).toBe(THE_DOJO);
  });

  it('COH-21.2.2 in the Intro Arena it stops at 5 of each energy and goes home the same way', () => {
    const s = cohEngine.setup({ mode: 'intro', characters: ['leaf', 'kaoru'] }, seats(2), 'bot-intro');
    const seat = s.order[s.turn]!;
    s.chars[seat]!.at = 'dojo:2';
    s.chars[seat]!.energy = { red: 5, blue: 7, green: 5 };
    const r = botTurn(s, seat);
    expect(r.s.winner).toBe(seat);
    expect(r.s.chars[seat]!.at).toBe(THE_DOJO);
  });

  it('COH-26.1 COH-21.1.1 lacking one Green, it closes the Grove Rift it stands on before anything else', () => {
    const s = cohEngine.setup({ mode: 'versus', characters: ['kaoru', 'leaf'] }, seats(2), 'bot-goal');
    const seat = s.order[s.turn]!;
    const sp = Object.keys(geo(s).adj).find((x) => dist(s, x, THE_DOJO) === 3 && !s.spaces[x])!;
    s.spaces[sp] = { uid: 'w900', id: 'dsk-rift-grove', faceUp: true, dmg: 0 };
    s.chars[seat]!.at = sp;
    s.chars[seat]!.energy = { red: 10, blue: 10, green: 9 };
    expect(cohEngine.botAction(s, seat)).toEqual({ type: 'turn', c: 'rift' });
    const r = botTurn(s, seat);
    expect(r.s.chars[seat]!.energy.green).toBe(10);
  });

  it('COH-S03 COH-22.1 with five Bosses down, it brings down the sixth it stands by, which calls The Ancient Hydra to The Dojo', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's03', characters: ['kaoru'] }, seats(1), 'bot-s03');
    s.scn!.count = 5;
    for (const w of ['oakenmoor', 'oppenheim', 'drear', 'arechi', 'hollowmere']) delete s.spaces[`${w}:3`];
    s.chars[0]!.at = 'baiyu:3';
    // The Herald of the Serpent (Health 9, 3 in S03) has taken 1 damage this turn.
    s.spaces['baiyu:3']!.dmg = 1;
    const r = botTurn(s, 0);
    expect(r.choices.slice(0, 2)).toEqual(['h:kao-rock-maul', 'm:baiyu:3']);
    expect(r.s.scn!.count).toBe(6);
    expect(r.s.spaces[THE_DOJO]?.id).toBe('dsk-hydra');
  });

  it('COH-S08 COH-24.2 with two Nomads taken, it takes the third as an Ally on its space: the scenario is won', () => {
    const s = toMenu(cohEngine.setup({ mode: 'versus', scenario: 's08', characters: ['oric', 'leaf'] }, seats(2), 'bot-s08'));
    const seat = s.order[s.turn]!;
    s.scn!.count = 2;
    const sp = s.chars[seat]!.at === THE_DOJO ? 'dojo:1' : s.chars[seat]!.at;
    s.chars[seat]!.at = sp;
    s.spaces[sp] = { uid: 'w901', id: 'dsk-skybrarian', faceUp: true, dmg: 0 };
    expect(cohEngine.botAction(s, seat)).toEqual({ type: 'turn', c: 'ally' });
    const r = cohEngine.apply(s, seat, { type: 'turn', c: 'ally' }).state;
    expect(r.scn!.result).toBe('won');
  });

  it('COH-S16 COH-28.9 it goes after the Corrupted: a character next to A’shura strikes it rather than walking away', () => {
    const s = toMenu(cohEngine.setup({ mode: 'versus', scenario: 's16', characters: ['thomas', 'kaoru'] }, seats(2), 'bot-s16'));
    const seat = s.order[s.turn]!;
    const k = s.corrupted[0]!;
    const before = k.health + (k.resilience - 1) * k.start;
    s.chars[seat]!.at = k.at;
    const r = botTurn(s, seat);
    const after = r.s.corrupted[0]!;
    expect(after.health + (after.resilience - 1) * after.start).toBeLessThan(before);
  });

  it('COH-S06 it goes for the party: on its first turn (seed bot-s06f) Leaf takes two Allies on the way, the Herald of the Serpent and a Green Riftling', () => {
    // The bot without S06's own pull (Allies worth 250, a step toward one 9) spent this turn on energy and took none.
    const s = cohEngine.setup({ mode: 'versus', scenario: 's06', characters: ['leaf'] }, seats(1), 'bot-s06f');
    const r = botTurn(s, 0);
    expect(r.choices.filter((c) => c === 'ally')).toHaveLength(2);
    expect(r.s.scn!.inventory[0]).toEqual(['bai-boss', 'dsk-green-riftling']);
  });

  it('COH-S12 it brings down a Monster carrying a Dreamstone three steps away (the scenario’s own loot) rather than walking to the far tokens', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's12', characters: ['persephone'] }, seats(1), 'bot-s12');
    s.spaces = { 'arechi:3': { uid: 'w900', id: 'bai-teal', faceUp: true, dmg: 0 } };
    for (const n of Object.keys(s.scn!.tokens)) s.scn!.tokens[n] = 'baiyu:4';
    expect(dist(s, THE_DOJO, 'arechi:3')).toBe(3);
    const r = botTurn(s, 0);
    expect(r.s.spaces['arechi:3']).toBeUndefined();
    expect(r.s.chars[0]!.items.filter((i) => i.num === 1)).toHaveLength(1);
  });

  it('COH-S02 COH-32.6 offered Trials of Hara (five Events) and The Crimson Path (Red 5, then 9), it keeps the path its full tracks complete anyway', () => {
    // The bot before S02's Quests on the way kept the Events, whose face-down cards lay nearer.
    const s = cohEngine.setup({ mode: 'versus', scenario: 's02', characters: ['kaoru', 'leaf', 'oric'] }, seats(3), 'bot-s02');
    const ask = s.pending[s.pending.length - 1]!;
    expect(ask.k).toBe('quest');
    if (ask.k === 'quest') ask.offer = ['q-trials', 'q-crimson-path'];
    expect(cohEngine.botAction(s, 0)).toEqual({ type: 'quest', c: 'q:q-crimson-path' });
  });

  it('COH-S10 phase 1: holding the last token, it walks to the character holding the others and gives it: phase 2 begins', () => {
    const s = toMenu(
      cohEngine.setup({ mode: 'versus', scenario: 's10', characters: ['persephone', 'kaoru', 'leaf'] }, seats(3), 'bot-s10'),
    );
    const seat = s.order[s.turn]!;
    const keeper = (seat + 1) % 3;
    s.spaces = {};
    s.scn!.tokens = {};
    s.scn!.hidden = [];
    s.scn!.holds = { '1': keeper, '2': keeper, '3': keeper, '4': keeper, '5': seat };
    s.chars[seat]!.at = 'drear:2';
    s.chars[keeper]!.at = 'drear:1';
    const r = botTurn(s, seat);
    expect(r.choices).toContain(`givet:5:${keeper}`);
    expect(r.s.scn!.phase).toBe(2);
  });

  it('COH-S02 COH-S06 COH-S08 COH-S10 it weighs the scenario effect’s Doom: Leaf at 3 Health in S06 (3 damage on 1–3), a character short of 2 Spirit in S10 and, at 2 Health, in S02, and S08’s 1 Health at 1 (any defeat loses)', () => {
    const s06 = cohEngine.setup({ mode: 'versus', scenario: 's06', characters: ['leaf'] }, seats(1), 'bot-hazard');
    s06.chars[0]!.at = 'baiyu:1';
    // No Monster in reach: only the scenario effect threatens.
    s06.spaces = {};
    const at = (h: number) => {
      s06.chars[0]!.health = h;
      return evaluate(s06, 0);
    };
    // One Doom token already: a defeat now is the second, the loss; half the rolls bring it.
    s06.scn!.doom = 1;
    expect(at(4) - at(3)).toBeGreaterThan(1000);
    const s10 = cohEngine.setup({ mode: 'versus', scenario: 's10', characters: ['persephone', 'kaoru'] }, seats(2), 'bot-hazard');
    const spirit = (n: number) => {
      s10.chars[0]!.spirit = n;
      return evaluate(s10, 0);
    };
    expect(spirit(2) - spirit(1)).toBeGreaterThan(50);
    // S02, 4–5: pay 2 Spirit or lose 2 Health; at 2 Health, a character without the Spirit risks a Doom token.
    const s02 = cohEngine.setup({ mode: 'versus', scenario: 's02', characters: ['kaoru', 'leaf'] }, seats(2), 'bot-hazard');
    s02.spaces = {};
    s02.chars[1]!.health = 2;
    s02.chars[1]!.spirit = 2;
    const paid = evaluate(s02, 1);
    s02.chars[1]!.spirit = 1;
    expect(paid - evaluate(s02, 1)).toBeGreaterThan(50);
    // S08: any defeat loses; 2–3 costs each character 1 Health.
    const s08 = cohEngine.setup({ mode: 'versus', scenario: 's08', characters: ['oric', 'leaf'] }, seats(2), 'bot-hazard');
    s08.spaces = {};
    s08.chars[0]!.health = 2;
    const safe = evaluate(s08, 0);
    s08.chars[0]!.health = 1;
    expect(safe - evaluate(s08, 0)).toBeGreaterThan(500);
  });

  it('COH-16.2 COH-7.2 in a scenario it plans its turn: two cards that bring down together a Monster neither brings down alone', () => {
    // S03, Kaoru on the Bog Troll's space (Health 6, not a Boss): Rock Maul deals 5, Landslide 3, three GRIT for both out of four.
    // One decision ahead, a blow that leaves the Troll standing is worth nothing; the turn's plan sees both.
    const s = cohEngine.setup({ mode: 'versus', scenario: 's03', characters: ['kaoru'] }, seats(1), 'bot-plan');
    // The Bosses (on space 3 of each World, 6 Health less in S03) out of the way: the Troll is the prize at hand.
    for (const w of ['oakenmoor', 'oppenheim', 'drear', 'arechi', 'hollowmere', 'baiyu']) delete s.spaces[`${w}:3`];
    const sp = Object.keys(geo(s).adj)
      .sort()
      .find((x) => dist(s, x, THE_DOJO) === 2 && !s.spaces[x])!;
    s.spaces[sp] = { uid: 'w902', id: 'hol-bog-troll', faceUp: true, dmg: 0 };
    s.chars[0]!.at = sp;
    const r = botTurn(s, 0);
    expect(r.choices).toEqual(expect.arrayContaining(['h:kao-rock-maul', 'h:kao-landslide']));
    // Its space is dealt a new card when the round turns (it plays alone): the Troll is in the discard.
    expect(r.s.discard).toContain('hol-bog-troll');
  });

  it('keeps the arenas to one decision ahead: the same Troll in a Versus game is left standing', () => {
    const s = cohEngine.setup({ mode: 'versus', characters: ['kaoru', 'leaf'] }, seats(2), 'bot-plan');
    const seat = s.order[s.turn]!;
    const sp = Object.keys(geo(s).adj)
      .sort()
      .find((x) => dist(s, x, THE_DOJO) === 2 && !s.spaces[x])!;
    s.spaces[sp] = { uid: 'w902', id: 'hol-bog-troll', faceUp: true, dmg: 0 };
    s.chars[seat]!.at = sp;
    expect(botTurn(s, seat).s.discard).not.toContain('hol-bog-troll');
  });

  it('never peeks in a scenario: the numbers of face-down tokens (S10) and the other seats’ S01 targets leave its choices unchanged', () => {
    for (const [scenario, n] of [
      ['s10', 2],
      ['s01', 3],
    ] as const) {
      let s = cohEngine.setup({ mode: 'versus', scenario }, seats(n), `bot-blind-${scenario}`);
      let checked = 0;
      for (let k = 0; k < 60 && !cohEngine.outcome(s); k++) {
        const p = cohEngine.prompts(s)[0]!;
        const action = cohEngine.botAction(s, p.seat);
        if (k % 5 === 0) {
          const other = JSON.parse(JSON.stringify(s)) as CohState;
          const scn = other.scn!;
          const spaces = scn.hidden.map((x) => scn.tokens[x]!);
          scn.hidden.forEach((x, i) => (scn.tokens[x] = spaces[(i + 1) % spaces.length]!));
          scn.targets = scn.targets.map((t, i) => (i === p.seat ? t : (i + 1) % n));
          expect(cohEngine.botAction(other, p.seat)).toEqual(action);
          checked++;
        }
        s = cohEngine.apply(s, p.seat, action).state;
      }
      expect(checked).toBe(12);
    }
  });
});

describe('Champions of Hara bot: Quests (§32.6)', () => {
  it('COH-32.6.3 COH-32.6.4 with nothing else in reach, it walks into Drear for its Quest part and on toward Arechi Wastes', () => {
    const s = cohEngine.setup({ mode: 'versus', characters: ['kaoru', 'leaf'] }, seats(2), 'bot-quest');
    const seat = s.order[s.turn]!;
    s.spaces = {};
    const drear = (sp: string) => sp.startsWith('drear:');
    const start = Object.keys(geo(s).adj)
      .sort()
      .find((x) => !drear(x) && Math.min(...[1, 2, 3, 4, 5, 6].map((n) => dist(s, x, `drear:${n}`))) === 2)!;
    s.chars[seat]!.at = start;
    s.quests = [{ id: 'q-drear-walk', seats: [seat], part: 1, count: 0 }];
    const r = botTurn(s, seat);
    // Part 1 (stand in Drear) gave its Blue; part 2 (Arechi Wastes) is the one under way or done.
    expect(r.s.quests[0]!.part).toBeGreaterThanOrEqual(2);
    expect(r.s.chars[seat]!.energy.blue).toBe(1);
  });

  it('COH-32.6.1 COH-32.6.3 a bot seat completes both parts of its Quest in a fixed-seed Versus game', () => {
    let s = cohEngine.setup({ mode: 'versus', quests: true }, seats(2), 'qq0');
    for (let n = 0; n < 400 && !cohEngine.outcome(s) && !s.quests.some((q) => q.part > 2); n++) {
      const p = cohEngine.prompts(s)[0]!;
      s = cohEngine.apply(s, p.seat, cohEngine.botAction(s, p.seat)).state;
    }
    const done = s.quests.filter((q) => q.part > 2);
    expect(done.map((q) => [q.id, q.seats])).toEqual([['q-monster-hunt', [1]]]);
  });
});
