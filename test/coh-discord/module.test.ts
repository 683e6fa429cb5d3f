/**
 * The Champions of Hara module as Discord uses it, without Discord: the
 * /challenge options (seat counts, teams, refusals), choice tokens that fit
 * custom IDs, the spatial picker's spaces, the state lines and replays.
 */
import type { CommandInteractionOption } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { RuleError, type Prompt } from '../../src/core/game.js';
import type { Text } from '../../src/core/text.js';
import { encodeCustomId, parseCustomId } from '../../src/discord/custom-id.js';
import { gameOptionValues } from '../../src/discord/options.js';
import { translate } from '../../src/discord/strings.js';
import { shippedGames } from '../../src/games/index.js';
import { coh, type CohState } from '../../src/games/coh/index.js';
import { geometry } from '../../src/games/coh/rules/board.js';
import { spaceVars } from '../../src/games/coh/rules/flow.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const en = (t: Text) => translate(t, 'en', coh.strings);
const fr = (t: Text) => translate(t, 'fr', coh.strings);
const MATCH = '00000000-0000-4000-8000-000000000000';
const opt = (name: string, value: string) => ({ name, type: 3, value }) as CommandInteractionOption;

function setupError(options: object, seats: number): string {
  try {
    coh.setup(coh.options.parse(options), names(seats), 'x');
  } catch (e) {
    if (e instanceof RuleError) return en(e.reason);
    throw e;
  }
  return 'no error';
}

function playUntil(options: object, seats: number, seed: string, stop: (s: CohState, p: Prompt) => boolean) {
  let s = coh.setup(coh.options.parse(options), names(seats), seed);
  for (let i = 0; i < 4000 && !coh.outcome(s); i++) {
    const p = coh.prompts(s)[0]!;
    if (stop(s, p)) return { s, p };
    s = coh.apply(s, p.seat, coh.botAction(s, p.seat)).state;
  }
  return { s, p: null };
}

describe('Champions of Hara /challenge options', () => {
  it('seat counts: an arena 2–4, a Solo scenario 1, S01 3–4, S04 2–4', () => {
    expect(coh.seatCounts!(coh.options.parse({}))).toEqual([2, 3, 4]);
    expect(coh.seatCounts!(coh.options.parse({ mode: 'intro' }))).toEqual([2, 3, 4]);
    expect(coh.seatCounts!(coh.options.parse({ scenario: 's03' }))).toEqual([1]);
    expect(coh.seatCounts!(coh.options.parse({ scenario: 's01' }))).toEqual([3, 4]);
    expect(coh.seatCounts!(coh.options.parse({ scenario: 's04' }))).toEqual([2, 3, 4]);
  });

  it('all eighteen scenarios the engine runs are offered, and the merged command option stays within 25 choices', () => {
    const scenario = coh.challengeOptions!.find((o) => o.name === 'scenario')!;
    expect(scenario.choices.map((c) => c.value)).toEqual([
      's01',
      's02',
      's03',
      's04',
      's05',
      's06',
      's07',
      's08',
      's09',
      's10',
      's11',
      's12',
      's13',
      's14',
      's15',
      's16',
      's17',
      's18',
    ]);
    expect(scenario.choices[2]!.label).toBe('S03 The making of a man (Solo, 1)');
    expect(scenario.choices[8]!.label).toBe('S09 Warrior in distress (Solo, 1)');
    expect(scenario.choices[17]!.label).toBe('S18 Rift hunter (Solo, 1)');
    for (const o of coh.challengeOptions!) {
      expect(o.description.length).toBeLessThanOrEqual(100);
      for (const c of o.choices) expect(c.label.length).toBeLessThanOrEqual(100);
      const merged = new Set(
        shippedGames.flatMap((g) => (g.challengeOptions ?? []).filter((x) => x.name === o.name).flatMap((x) => x.choices)),
      );
      expect(merged.size).toBeLessThanOrEqual(25);
      expect(fr({ key: `option.${o.name}` })).not.toBe(`option.${o.name}`);
    }
    expect(fr({ key: 'option.scenario.s05' })).toBe(
      'S05 Une partie de l’arbre (équipes, 3–4)'.replace('Une partie de l’arbre', fr({ key: 'coh.card.scenario-s05' })),
    );
  });

  it('teams: S05 and S11 put the featured character alone against the others (COH-30); arenas and co-op have none', () => {
    expect(coh.teams!(coh.options.parse({ scenario: 's05' }), 3)).toEqual([[0], [1, 2]]);
    expect(coh.teams!(coh.options.parse({ scenario: 's11' }), 4)).toEqual([[0], [1, 2, 3]]);
    // The challenger chose Oric: Leaf, whom S05 needs, goes to the second seat and stands alone.
    const withOric = coh.options.parse({ scenario: 's05', character: 'oric' });
    expect(coh.teams!(withOric, 3)).toEqual([[1], [0, 2]]);
    const s = coh.setup(withOric, names(3), 'teams');
    expect(s.chars.map((c) => c.character).slice(0, 2)).toEqual(['oric', 'leaf']);
    expect(s.scn!.team).toEqual([0, 1, 0]);
    expect(coh.teams!(coh.options.parse({}), 4)).toBeNull();
    expect(coh.teams!(coh.options.parse({ scenario: 's04' }), 3)).toBeNull();
    // S14 (COH-S14): two teams alternating in seat order, 2 or 4 characters, as the engine seats them.
    expect(coh.teams!(coh.options.parse({ scenario: 's14' }), 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(coh.teams!(coh.options.parse({ scenario: 's14' }), 2)).toEqual([[0], [1]]);
    expect(coh.seatCounts!(coh.options.parse({ scenario: 's14' }))).toEqual([2, 4]);
    expect(coh.setup(coh.options.parse({ scenario: 's14' }), names(4), 'teams').scn!.team).toEqual([0, 1, 0, 1]);
  });

  it('the chosen character is the challenger’s; the options parse to themselves', () => {
    const parsed = coh.options.parse({ character: 'soff', mode: 'intro' });
    expect(parsed).toEqual({ mode: 'intro', characters: ['soff'] });
    expect(coh.options.parse(parsed)).toEqual(parsed);
    const s = coh.setup(parsed, names(2), 'chars');
    expect([s.chars[0]!.character, s.cap]).toEqual(['soff', 5]);
  });

  it('refused with a clear message: an arena mode with a scenario, another character in a Solo scenario', () => {
    expect(setupError({ mode: 'versus', scenario: 's04' }, 2)).toBe(
      'Choose an arena (mode) or a scenario, not both: a scenario has its own objective.',
    );
    expect(setupError({ scenario: 's03', character: 'leaf' }, 1)).toBe(
      'The making of a man is Kaoru’s Solo scenario: leave the character out or choose Kaoru.',
    );
    expect(setupError({ scenario: 's03', character: 'kaoru' }, 1)).toBe('no error');
    expect(() => coh.options.parse({ scenario: 's19' })).toThrow();
  });

  it('an option value of another game, or another game’s option, is refused by name', () => {
    const games = shippedGames;
    const bad = gameOptionValues(coh, games, [opt('mode', 'duel')], 'en');
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(translate(bad.problem, 'en', coh.strings)).toContain('Versus Arena (10 of each energy), Intro Arena (5 of each energy)');
    const foreign = gameOptionValues(coh, games, [opt('recruitment', 'free')], 'en');
    expect(foreign.ok).toBe(false);
    expect(gameOptionValues(coh, games, [opt('scenario', 's12'), opt('character', 'persephone')], 'en')).toEqual({
      ok: true,
      options: { scenario: 's12', character: 'persephone' },
    });
  });
});

describe('Champions of Hara prompts for Discord', () => {
  it('every choice of a whole game is a custom-ID token; space choices carry their space’s hex (COH-14)', () => {
    let s = coh.setup(coh.options.parse({}), names(3), 'tokens');
    let spatial = 0;
    for (let i = 0; i < 4000 && !coh.outcome(s); i++) {
      const p = coh.prompts(s)[0]!;
      const ids = p.choices.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const c of p.choices) {
        const token = parseCustomId(encodeCustomId({ kind: 'ch', matchId: MATCH, version: 1, token: c.id }))!.token;
        expect(token).toBe(c.id);
        expect(c.id.replaceAll('.', ':')).toBe(String(c.action.c ?? c.id).replaceAll('.', ':'));
        if (p.kind === 'move' && c.id.startsWith('s.')) {
          expect(c.hex).toBe(geometry(s.layout).hexOf[String(c.action.c).slice(2)]);
          spatial++;
        }
      }
      s = coh.apply(s, p.seat, coh.botAction(s, p.seat)).state;
    }
    expect(spatial).toBeGreaterThan(10);
  });

  it('a target choice names the hex of the Monster or character it aims at', () => {
    const { s, p } = playUntil({}, 2, 'target', (_s, q) => q.kind === 'target');
    expect(p).not.toBeNull();
    for (const c of p!.choices) {
      const id = String(c.action.c);
      const space = id.startsWith('m:') ? id.slice(2) : id.startsWith('c:') ? s.chars[Number(id.slice(2))]!.at : null;
      if (space) expect(c.hex).toBe(geometry(s.layout).hexOf[space]);
    }
  });

  it('status lines: characters, the scenario and its Doom, whose turn; idle while the Corrupted act', () => {
    const s = coh.setup(coh.options.parse({ scenario: 's16' }), names(2), 'status');
    const lines = coh.status(coh.view(s, 'public')).map(en);
    expect(lines.length).toBe(2 + 1 + 2 + 1);
    expect(lines).toContain('Scenario S16 Thirst for vengeance');
    expect(lines.some((l) => l.startsWith('Doom 0'))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^Day 1, Dawn: P[12] is playing\.$/);
    // While the Corrupted act (the view names no active seat) a seat waits for them.
    const acting = { ...(coh.view(s, 0) as object), active: null } as never;
    expect(en(coh.idle!(acting)!)).toBe('The Corrupted are acting: your turn comes after theirs.');
    expect(en(coh.status(acting).at(-1)!)).toBe('Day 1: the Corrupted are acting.');
    expect(coh.idle!(coh.view(s, 0))).toBeNull();
  });

  it('COH-S09 COH-S18 status lines show Persephone’s board and the terror tokens (S09), Leaf’s space, MOMENTUM and tokens (S18); a terror token target names its hex', () => {
    const s9 = coh.setup(coh.options.parse({ scenario: 's09' }), names(1), 'status');
    const l9 = coh.status(coh.view(s9, 'public'));
    expect(l9.map(en)).toContain('Persephone on Drear 3: Health 11, FEAR 0, energy given 0/15; terror tokens 0');
    expect(l9.map(fr)).toContain('Perséphone sur Drear 3 : Santé 11, PEUR 0, énergie donnée 0/15 ; jetons de terreur 0');
    const s18 = coh.setup(coh.options.parse({ scenario: 's18' }), names(1), 'status');
    const leaf = s18.scn!.leaf!;
    expect(coh.status(coh.view(s18, 'public')).map(en)).toContain(`Leaf on ${spaceVars(leaf.at).space}: MOMENTUM 0, tokens 0/6`);
    // The view gives the size of Leaf's pile, not its order.
    expect(JSON.stringify(coh.view(s18, 0))).not.toContain('"pile":[');
    // A terror token on Oric's space is a target of the spatial picker.
    const t9 = structuredClone(s9);
    t9.scn!.terror = ['oppenheim:3'];
    let cur = t9;
    for (let n = 0; n < 3 && coh.prompts(cur)[0]!.kind !== 'turn'; n++)
      cur = coh.apply(cur, 0, coh.prompts(cur)[0]!.choices[0]!.action).state;
    cur.chars[0]!.hand = ['ori-sorasu'];
    const after = coh.apply(cur, 0, coh.prompts(cur)[0]!.choices.find((c) => c.action.c === 'h:ori-sorasu')!.action).state;
    const target = coh.prompts(after)[0]!.choices.find((c) => c.action.c === 'tt:oppenheim:3')!;
    expect(target.hex).toBe(geometry(after.layout).hexOf['oppenheim:3']);
  });

  it('a replay reveals every hand, and positions count Dawn and Dusk as rounds', async () => {
    const { s } = playUntil({}, 2, 'replay', (q) => q.day === 2 && q.round === 'dusk');
    const { view, lines } = coh.replay!.reveal(s);
    const chars = (view as { chars: { hand?: string[] }[] }).chars;
    expect(chars.map((c) => c.hand)).toEqual(s.chars.map((c) => c.hand));
    expect(lines.map(en)).toEqual(['Every character’s hand is shown.']);
    expect(coh.replay!.position(s)).toEqual({ round: 4, turn: s.turn + 1 });
    expect((await coh.render(view, { kind: 'board' }))!.width).toBe(1404);
  });
});
