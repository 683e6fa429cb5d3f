import { describe, expect, it } from 'vitest';
import { RuleError, type GameEvent, type Json, type Prompt } from '../../src/core/game.js';
import { templateVariables, type Text } from '../../src/core/text.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { sfbEngine, applySfb, type SfbState, type SfbView } from '../../src/games/sfb/engine.js';
import { randomTeams } from '../../src/games/sfb/rules/playout.js';
import { botAction, evaluate } from '../../src/games/sfb/rules/bot.js';
import { isBloodied } from '../../src/games/sfb/rules/helpers.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const { en, fr } = sfbEngine.strings;

const missingVars = new Set<string>();
/** Records the key, and any placeholder of its en/fr templates the text does not fill. */
function collectTexts(t: Text, out: Set<string>) {
  if (typeof t === 'string') return;
  out.add(t.key);
  for (const tpl of [en[t.key], fr[t.key]]) {
    for (const v of templateVariables(tpl ?? '')) if (!(v in (t.vars ?? {}))) missingVars.add(`${t.key}:${v}`);
  }
}

/** Plays a game with one bot seat and random others; returns the state and every text seen. */
function mixedGame(seed: string, botSeats: number[], players = 2) {
  let s = sfbEngine.setup({ mode: 'free', teams: randomTeams(seed, players) }, seats(players), seed);
  const rng = createRng(`mixed:${seed}`);
  const keys = new Set<string>();
  const prompts: Prompt[] = [];
  for (let n = 0; n < 5000 && !sfbEngine.outcome(s); n++) {
    const p = sfbEngine.prompts(s)[0]!;
    prompts.push(p);
    collectTexts(p.text, keys);
    for (const c of p.choices) {
      collectTexts(c.label, keys);
      if (c.group) collectTexts(c.group, keys);
    }
    const action = botSeats.includes(p.seat) ? botAction(s, p.seat) : p.choices[randomInt(rng, p.choices.length)]!.action;
    const res = sfbEngine.apply(s, p.seat, action);
    res.events.forEach((e: GameEvent) => collectTexts(e.text, keys));
    s = res.state;
  }
  return { s, keys, prompts };
}

describe('Super Fantasy Brawl engine', () => {
  it('has every string it uses in English and French, with the same placeholders', () => {
    const keys = new Set<string>();
    for (let g = 0; g < 12; g++) mixedGame(`strings-${g}`, [0], g % 3 === 0 ? 4 : 2).keys.forEach((k) => keys.add(k));
    keys.add('sfb.err.over').add('sfb.err.notYou').add('sfb.err.notOffered').add('sfb.out.win').add('sfb.rules.summary');
    for (const k of keys) {
      expect(en[k], k).toBeTypeOf('string');
      expect(fr[k], k).toBeTypeOf('string');
      // French templates use the French names of cards and challenges ({cardFr}, {cardsFr}, {challengeFr}).
      const vars = (x: string) => [...templateVariables(x)].map((v) => v.replace(/Fr$/, '')).sort();
      expect(vars(fr[k]!), k).toEqual(vars(en[k]!));
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect([...missingVars]).toEqual([]);
    for (const sec of sfbEngine.rules.sections) {
      expect(en[(sec.title as { key: string }).key]).toBeTruthy();
      expect(fr[(sec.body as { key: string }).key]).toBeTruthy();
    }
  });

  it('groups long hex prompts by row and keeps choice ids short', () => {
    const { prompts } = mixedGame('groups', []);
    const moves = prompts.filter((p) => p.kind === 'move' && p.choices.length > 10);
    expect(moves.length).toBeGreaterThan(0);
    for (const p of moves) expect(p.choices.filter((c) => c.id.startsWith('h:')).every((c) => c.group)).toBe(true);
  });

  it('refuses moves with a readable reason (not offered, not your turn, game over)', () => {
    const s = sfbEngine.setup({ mode: 'free' }, seats(2), 'errors');
    const p = sfbEngine.prompts(s)[0]!;
    const other = 1 - p.seat;
    expect(() => sfbEngine.apply(s, other, p.choices[0]!.action)).toThrowError(RuleError);
    try {
      sfbEngine.apply(s, p.seat, { type: p.kind, c: 'h:9,9' });
    } catch (e) {
      expect((e as RuleError).reason).toEqual({ key: 'sfb.err.notOffered', vars: { what: 'h:9,9' } });
    }
    const over = { ...s, stage: 'over' as const, winner: 0 };
    expect(() => applySfb(over, p.seat, p.choices[0]!.action)).toThrowError(RuleError);
  });

  it('validates options: 2 or 4 players, never a champion twice in one team, pool sizes (SFB-REC-4, SFB-REC-5, SFB-AMB-41, SFB-AMB-42)', () => {
    expect(() => sfbEngine.setup({ mode: 'free' }, seats(3), 'x')).toThrow();
    const free = (teams: string[][], n: number) => () => sfbEngine.setup({ mode: 'free', teams }, seats(n), 'x');
    // The same champion on both teams is fine (separate copies); twice in one team is not.
    expect(
      free(
        [
          ['kil', 'gwa', 'mar'],
          ['kil', 'sul', 'dug'],
        ],
        2,
      ),
    ).not.toThrow();
    expect(
      free(
        [
          ['kil', 'kil', 'mar'],
          ['akh', 'sul', 'dug'],
        ],
        2,
      ),
    ).toThrow();
    // Four players: seats 0 and 2 are one team.
    expect(
      free(
        [
          ['kil', 'gwa'],
          ['kil', 'sul'],
          ['mar', 'dug'],
          ['kol', 'der'],
        ],
        4,
      ),
    ).not.toThrow();
    expect(
      free(
        [
          ['kil', 'gwa'],
          ['akh', 'sul'],
          ['kil', 'dug'],
          ['kol', 'der'],
        ],
        4,
      ),
    ).toThrow();
    expect(() => sfbEngine.setup({ mode: 'friendly', pool: ['kil', 'gwa', 'mar', 'akh', 'sul'] }, seats(2), 'x')).toThrow();
    expect(() => sfbEngine.setup({ mode: 'friendly', pool: ['kil', 'gwa', 'mar', 'akh', 'sul', 'dug'] }, seats(4), 'x')).toThrow();
    expect(() =>
      sfbEngine.setup(
        {
          mode: 'competitive',
          brought: [
            ['kil', 'gwa', 'mar', 'akh', 'sul'],
            ['dug', 'kol', 'der', 'gol'],
          ],
        },
        seats(2),
        'x',
      ),
    ).toThrow();
  });

  it('is deterministic from the seed (SFB-SETUP-1: random first player)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const a = sfbEngine.setup({ mode: 'free' }, seats(2), `det-${i}`);
      const b = sfbEngine.setup({ mode: 'free' }, seats(2), `det-${i}`);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      firsts.add(a.order[0]!);
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('gives a documented view: hexes, champions, VP, track; the hand only to its owner (SFB-BASIC-14, SFB-BASIC-16, SFB-BASIC-17, SFB-TRAP-1)', () => {
    const { s } = mixedGame('view', [0, 1]);
    const pub = sfbEngine.view(s, 'public') as unknown as SfbView;
    expect(pub.board.hexes).toHaveLength(61);
    expect(pub.board.hexes.filter((h) => h.statue)).toHaveLength(3);
    expect(pub.board.hexes.filter((h) => h.trapSpace)).toHaveLength(6);
    expect(pub.board.hexes.filter((h) => h.trap).length).toBe(pub.traps.onBoard);
    expect(pub.champions).toHaveLength(6);
    for (const c of pub.champions)
      expect(Object.keys(c).sort()).toEqual([
        'at',
        'bloodied',
        'damage',
        'defense',
        'experienced',
        'hp',
        'id',
        'name',
        'onPortal',
        'rooted',
        'seat',
        'team',
      ]);
    expect(pub.players.every((p) => p.hand === undefined && Array.isArray(p.discard))).toBe(true);
    const mine = sfbEngine.view(s, 0) as unknown as SfbView;
    expect(mine.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(mine.players[1]!.hand).toBeUndefined();
    expect(pub.challenges.track).toHaveLength(s.chal.track.length);
    expect(pub.teams.map((t) => t.vp)).toEqual(s.teams.map((t) => t.vp));
    expect(Array.isArray(pub.last.path)).toBe(true);
    expect(sfbEngine.status(pub as unknown as Json).length).toBe(2);
  });

  it('reports the outcome with the winning team first (SFB-WIN-1, SFB-4P-8)', () => {
    const { s } = mixedGame('outcome', [0, 1, 2, 3], 4);
    const o = sfbEngine.outcome(s)!;
    expect(o.ranking[0]).toEqual(s.teams[s.winner!]!.seats);
    expect(o.ranking[0]).toHaveLength(2);
    expect(s.teams[s.winner!]!.vp).toBeGreaterThanOrEqual(7);
  });

  it('the bot only plays offered moves, deterministically, and beats a random player', () => {
    let botWins = 0;
    const games = 16;
    for (let g = 0; g < games; g++) {
      const botSeat = g % 2;
      const { s } = mixedGame(`bot-vs-random-${g}`, [botSeat]);
      expect(sfbEngine.outcome(s)).not.toBeNull();
      if (s.players[botSeat]!.team === s.winner) botWins++;
    }
    expect(botWins).toBeGreaterThanOrEqual(12);
    const s = sfbEngine.setup({ mode: 'free' }, seats(2), 'bot-det');
    const p = sfbEngine.prompts(s)[0]!;
    expect(botAction(s, p.seat)).toEqual(botAction(s, p.seat));
    expect(p.choices.some((c) => c.id === botAction(s, p.seat).c)).toBe(true);
    expect(() => botAction(s, 1 - p.seat)).toThrow();
  });

  it("evaluates a VP lead and enemy damage in the bot's favour", () => {
    const { s } = mixedGame('eval', [0, 1]);
    const base: SfbState = { ...s, winner: null, stage: 'play' };
    const ahead: SfbState = { ...base, teams: base.teams.map((t, i) => ({ ...t, vp: i === 0 ? t.vp + 1 : t.vp })) };
    expect(evaluate(ahead, 0)).toBeGreaterThan(evaluate(base, 0));
    expect(evaluate(ahead, 1)).toBeLessThan(evaluate(base, 1));
  });

  it('computes Mal en point with the rulebook rounding (SFB-KW-BLOODIED-1, SFB-AMB-2)', () => {
    const c = { id: 'mar', seat: 0, team: 0, at: '0,-3', dmg: 3, xp: false, rooted: false };
    expect(isBloodied(c)).toBe(false);
    expect(isBloodied({ ...c, dmg: 4 })).toBe(true);
    expect(isBloodied({ ...c, at: null, dmg: 6 })).toBe(false);
  });
});

describe('competitive draft brought in secret (SFB-REC-8, SFB-AMB-36, SFB-BASIC-14)', () => {
  it('nobody sees, or is steered by, what another brought until all have brought; then all is shown', () => {
    let s = sfbEngine.setup({ mode: 'competitive' }, seats(2), 'secret-bring');
    const choose = (id: string) => {
      const p = sfbEngine.prompts(s)[0]!;
      const c = p.choices.find((x) => x.id === id || x.id.endsWith(id));
      if (!c) throw new Error(`${id} not offered to seat ${p.seat}: ${p.choices.map((x) => x.id).join(' ')}`);
      s = sfbEngine.apply(s, p.seat, c.action).state;
      return p;
    };
    choose(sfbEngine.prompts(s)[0]!.choices[0]!.id); // first player's zone
    const first = sfbEngine.prompts(s)[0]!.seat;
    const second = 1 - first;
    for (const id of ['kil', 'gwa', 'mar', 'akh', 'sul']) expect(choose(`k:${id}`).secret).toBe(true);
    // The second player is offered the whole roster, first player's picks included …
    expect(sfbEngine.prompts(s)[0]!.choices.map((c) => c.id)).toEqual(expect.arrayContaining(['k:kil', 'k:gwa', 'k:sul']));
    // … and no view but the first player's shows them.
    for (const viewer of ['public', second] as const) expect((sfbEngine.view(s, viewer) as unknown as SfbView).brought.flat()).toEqual([]);
    expect((sfbEngine.view(s, first) as unknown as SfbView).brought[first]).toEqual(['kil', 'gwa', 'mar', 'akh', 'sul']);
    for (const id of ['kil', 'dug', 'kol', 'der', 'gol']) choose(`k:${id}`);
    // Both brought Kilrak: opponents may, each with a copy (SFB-AMB-36); nobody brings again.
    const shown = (sfbEngine.view(s, 'public') as unknown as SfbView).brought;
    expect(shown.flat().filter((id) => id === 'kil')).toHaveLength(2);
    expect(shown.flat()).toHaveLength(10);
    expect(sfbEngine.prompts(s)[0]!.kind).toBe('ban');
  });

  it('SFB-AMB-36 SFB-AMB-42: when both teams field a champion, each copy is its own champion, named after its team, in views and events', () => {
    const teams = [
      ['kil', 'gwa', 'mar'],
      ['kil', 'sul', 'dug'],
    ];
    let s = sfbEngine.setup({ mode: 'free', teams }, seats(2), 'mirror');
    const events: string[] = [];
    for (let n = 0; n < 3000 && !sfbEngine.outcome(s); n++) {
      const p = sfbEngine.prompts(s)[0]!;
      const res = sfbEngine.apply(s, p.seat, botAction(s, p.seat));
      // (Recruiting the first copy, before the second exists, names it plainly.)
      for (const e of res.events)
        if (typeof e.text !== 'string' && e.text.vars?.champ && !e.text.key.endsWith('ev.recruit')) events.push(String(e.text.vars.champ));
      s = res.state;
    }
    expect(sfbEngine.outcome(s)).not.toBeNull();
    const view = sfbEngine.view(s, 'public') as unknown as SfbView;
    const kilraks = view.champions.filter((c) => c.id.startsWith('kil'));
    expect(kilraks.map((c) => [c.id, c.team, c.name])).toEqual([
      ['kil-1', 0, expect.stringMatching(/ 1$/)],
      ['kil-2', 1, expect.stringMatching(/ 2$/)],
    ]);
    // Each player's deck holds its own Kilrak's cards; events never name a bare, ambiguous Kilrak.
    const name = kilraks[0]!.name.replace(/ 1$/, '');
    expect(events.some((e) => e === `${name} 1`) || events.some((e) => e === `${name} 2`)).toBe(true);
    expect(events).not.toContain(name);
  });
});

describe('SFB event texts follow plural rules (#22.12)', () => {
  it('one and several: card, damage, hex, in English and French', async () => {
    const { translate } = await import('../../src/discord/strings.js');
    const { sfb } = await import('../../src/games/sfb/index.js');
    const say = (key: string, vars: Record<string, string | number>, locale: 'en' | 'fr') =>
      translate({ key: `sfb.${key}`, vars }, locale, sfb.strings);
    expect(say('ev.mulligan', { player: 'Ana', n: 1 }, 'en')).toBe('Ana redraws 1 card');
    expect(say('ev.mulligan', { player: 'Ana', n: 3 }, 'fr')).toBe('Ana repioche 3 cartes');
    expect(say('ev.damage', { champ: 'Sulka', n: 1 }, 'fr')).toBe('Sulka subit 1 dommage');
    expect(say('ev.pushed', { champ: 'Sulka', n: 1 }, 'fr')).toBe('Sulka est déplacé d’une case');
    expect(say('ev.pushed', { champ: 'Sulka', n: 2 }, 'en')).toBe('Sulka is moved 2 hexes');
    expect(say('ev.fled', { champ: 'Sulka', n: 1 }, 'en')).toBe('Sulka flees 1 hex');
  });
});
