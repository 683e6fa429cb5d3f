/**
 * The SFB bot (rules/bot.ts) at the edges of its heuristics, exact: how far a
 * card on the activation menu reaches (its move, the champion's move bonus, a
 * dash, dive or jump before it, melee, area and ranged reach) on both sides of
 * each boundary, the skills' targeting, ally and heal rules, the destinations
 * of a dash, a dive and a jump, the setup picks and the mulligan, and a whole
 * bot-against-bot game move by move (golden file).
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import { botAction, cheapScore, evaluate } from '../../src/games/sfb/rules/bot.js';
import { currentSpec } from '../../src/games/sfb/rules/flow/index.js';
import type { SfbState } from '../../src/games/sfb/rules/state.js';

const setup = (x: Record<string, unknown>): SfbState => sfbEngine.scenarios!.setup(x as Json).state;

/** A card written for the test (the content has no card with some of these shapes). */
const card = (id: string, o: Record<string, unknown>) => ({ id, champion: id.slice(0, 3), name: { en: id, fr: id }, essence: 'D', ...o });
const melee = { kind: 'melee' };
const self = (op: string, n = 1) => ({ op, n, who: 'self' });

/** The menu score of the one card in seat 0's hand, its champion on `at` (Kilgore, or Akhet for an akh card). */
function cardScore(
  c: ReturnType<typeof card>,
  foeAt: string | null,
  opts: { at?: string | null; damage?: number; ally?: string } = {},
): number {
  const champ = c.champion;
  const s = setup({
    champions: {
      [champ]: { seat: 0, at: opts.at === undefined ? '0,-3' : opts.at, damage: opts.damage ?? 0 },
      ...(opts.ally ? { gwa: { seat: 0, at: opts.ally } } : {}),
      mar: { seat: 1, at: foeAt },
    },
    hands: [[c.id], []],
    cards: [c],
  });
  const spec = currentSpec(s)!;
  expect(spec.kind).toBe('activate');
  return cheapScore(
    s,
    spec,
    spec.opts.find((o) => o.id === `p:${c.id}`)!,
    0,
  );
}

// Kilgore on 0,-3; Mariusz down the column q = 0: 0,-2 is 1 away, 0,-1 two, 0,0 three, 0,1 four, 0,2 five, 0,3 six.
const AT_DISTANCE = ['0,-3', '0,-2', '0,-1', '0,0', '0,1', '0,2', '0,3'];

describe('SFB bot menu: how far a card reaches, at each boundary', () => {
  it.each([
    // [what, card, reach + range, score in reach (10 + strength)]
    ['a melee attack with move 1: 1 + 1', card('kil9', { type: 'attack', move: 1, targeting: melee, strength: 3 }), 2, 13],
    ['a melee attack with no move: 0 + 1', card('kil9', { type: 'attack', targeting: melee, strength: 2 }), 1, 12],
    [
      'a ranged attack, no move, range up to 3',
      card('kil9', { type: 'attack', targeting: { kind: 'direct', min: 1, max: 3 }, strength: 1 }),
      3,
      11,
    ],
    [
      'an indirect attack with move 2 and range up to 2',
      card('kil9', { type: 'attack', move: 2, targeting: { kind: 'indirect', min: 2, max: 2 }, strength: 0 }),
      4,
      10,
    ],
    [
      'an area attack after a dash: 3 + 2',
      card('kil9', { type: 'attack', targeting: { kind: 'aoe', pattern: [{ q: 1, r: 0 }] }, strength: 2, pre: [self('dash', 1)] }),
      5,
      12,
    ],
    ['a melee attack after a dive: 3 + 1', card('kil9', { type: 'attack', targeting: melee, strength: 4, pre: [self('dive', 2)] }), 4, 14],
    ['a melee attack after a jump: 3 + 1', card('kil9', { type: 'attack', targeting: melee, strength: 5, pre: [self('jump', 3)] }), 4, 15],
    [
      'a fear before it is no movement: 0 + 1',
      card('kil9', { type: 'attack', targeting: melee, strength: 1, pre: [{ op: 'fear', n: 1 }] }),
      1,
      11,
    ],
    [
      'a fear then a dash: the dash counts',
      card('kil9', { type: 'attack', targeting: melee, strength: 1, pre: [{ op: 'fear', n: 1 }, self('dash', 2)] }),
      4,
      11,
    ],
    ['Akhet’s move bonus: 1 + 1 + 1', card('akh9', { type: 'attack', move: 1, targeting: melee, strength: 3 }), 3, 13],
  ] as const)('SFB-BOT %s', (_what, c, reach, inReach) => {
    expect(cardScore(c, AT_DISTANCE[reach]!)).toBe(inReach);
    expect(cardScore(c, AT_DISTANCE[reach + 1]!)).toBe(0.5);
  });

  it('a foe on its portal is out of every reach, and an ally beside the champion is no foe', () => {
    const c = card('kil9', { type: 'attack', move: 3, targeting: melee, strength: 3 });
    expect(cardScore(c, null, { ally: '0,-2' })).toBe(0.5);
    expect(cardScore(c, '0,1', { ally: '0,-2' })).toBe(13);
  });

  it('a skill aimed at foes: 5 with a foe in reach (move 1 + range 2), 0.2 without; at an ally, or with no targeting, 2', () => {
    const aimed = (targets: string) =>
      card('kil9', { type: 'skill', move: 1, targeting: { kind: 'indirect', min: 1, max: 2 }, targets, effects: [{ op: 'fear', n: 1 }] });
    expect([cardScore(aimed('enemy'), '0,0'), cardScore(aimed('enemy'), '0,1')]).toEqual([5, 0.2]);
    expect([cardScore(aimed('any'), '0,0'), cardScore(aimed('any'), '0,1')]).toEqual([5, 0.2]);
    expect([cardScore(aimed('ally'), '0,0'), cardScore(aimed('ally'), '0,1')]).toEqual([2, 2]);
    const plain = card('kil9', { type: 'skill', effects: [self('draw', 1)] });
    expect([cardScore(plain, '0,-2'), cardScore(plain, '0,3')]).toEqual([2, 2]);
  });

  it('a heal is worth 4 more only on a hurt champion, wherever it stands among the effects', () => {
    const heal = card('kil9', { type: 'skill', effects: [self('draw', 1), self('heal', 2)] });
    expect(cardScore(heal, '0,3')).toBe(2);
    expect(cardScore(heal, '0,3', { damage: 1 })).toBe(6);
    const fear = card('kil9', { type: 'skill', effects: [self('draw', 1)] });
    expect(cardScore(fear, '0,3', { damage: 3 })).toBe(2);
    // An ally heal on a hurt caster: needs no foe, 2 + 4.
    const allyHeal = card('kil9', {
      type: 'skill',
      targeting: { kind: 'direct', min: 1, max: 2 },
      targets: 'ally',
      effects: [{ op: 'heal', n: 3 }],
    });
    expect(cardScore(allyHeal, '0,3', { damage: 2 })).toBe(6);
  });

  it('from the portal: 8 more, and no foe is ever in reach (attack 8.5, aimed skill 8.2, other skill 10)', () => {
    expect(cardScore(card('kil9', { type: 'attack', move: 5, targeting: melee, strength: 3 }), '0,-4', { at: null })).toBe(8.5);
    expect(
      cardScore(
        card('kil9', { type: 'skill', move: 5, targeting: { kind: 'direct', min: 1, max: 4 }, effects: [{ op: 'fear', n: 1 }] }),
        '0,-4',
        {
          at: null,
        },
      ),
    ).toBe(8.2);
    // A skill is offered from the portal only with a move to re-enter.
    expect(cardScore(card('kil9', { type: 'skill', move: 1, effects: [self('heal', 1)] }), '0,-4', { at: null, damage: 1 })).toBe(14);
    expect(cardScore(card('kil9', { type: 'skill', move: 1, effects: [self('draw', 1)] }), '0,-4', { at: null })).toBe(10);
  });
});

describe('SFB bot destinations of a dash, a dive and a jump', () => {
  // The champion on 0,-3 plays its card; Gwaien (team 1) on 0,-1; a face-down trap on 1,-2.
  const after = (champ: string, id: string): SfbState => {
    const s = setup({
      champions: { [champ]: { seat: 0, at: '0,-3' }, gwa: { seat: 1, at: '0,-1' } },
      hands: [[id], []],
      traps: { '1,-2': 'tr1' },
    });
    return sfbEngine.apply(s, 0, { type: 'activate', c: `p:${id}` }).state;
  };
  const scored = (s: SfbState, ids: string[]) => {
    const spec = currentSpec(s)!;
    return [
      spec.kind,
      ids.map((id) =>
        cheapScore(
          s,
          spec,
          spec.opts.find((o) => o.id === id)!,
          0,
        ),
      ),
    ];
  };

  it('a dash (Headlong Charge): each hex scored on the position after it; next to Gwaien wins', () => {
    const s = after('kil', 'kil3');
    // Staying: −4 (Gwaien's zone) + 0.01; 1,-3 leaves nothing better; 0,-2 next to Gwaien: the attack's +6 and the zone back.
    expect(scored(s, ['stay', 'h:1,-3', 'h:-1,-2', 'h:0,-2'])).toEqual(['dash', [-3.99, -4, 0, 6]]);
    expect(botAction(s, 0)).toEqual({ type: 'dash', c: 'h:0,-2' });
  });

  it('a dive (Night Swoop): the same scores as a leap', () => {
    const s = after('mar', 'mar2');
    expect(scored(s, ['stay', 'h:1,-3', 'h:-1,-2', 'h:0,-2'])).toEqual(['dive', [-3.99, -4, 0, 6]]);
    expect(botAction(s, 0)).toEqual({ type: 'dive', c: 'h:0,-2' });
  });

  it('a jump (Pounce): a trap’s 2 damage on Sulka’s 8 HP costs 3; the first of the tied best hexes wins', () => {
    const s = after('sul', 'sul1');
    expect(scored(s, ['stay', 'h:1,-1', 'h:-1,0', 'h:1,-2', 'h:0,-2', 'h:-1,-1', 'h:3,-3'])).toEqual(['jump', [-3.99, 6, 6, 3, 6, 2, -4]]);
    expect(botAction(s, 0)).toEqual({ type: 'jump', c: 'h:1,-1' });
  });
});

describe('SFB bot evaluation: the acting champion', () => {
  it('an acting champion’s skill aimed at an ally in reach is worth 6 as well; its foe’s card is not', () => {
    const heal = card('kil9', {
      type: 'skill',
      targeting: { kind: 'direct', min: 1, max: 1 },
      targets: 'ally',
      effects: [{ op: 'heal', n: 1 }],
    });
    let s = setup({
      champions: { kil: { seat: 0, at: '-1,-2' }, gwa: { seat: 0, at: '-2,-2' }, mar: { seat: 1, at: '2,2' } },
      hands: [['kil9'], []],
      cards: [heal],
    });
    const before = [evaluate(s, 0), evaluate(s, 1)];
    s = sfbEngine.apply(s, 0, { type: 'activate', c: 'p:kil9' }).state;
    expect(s.act).toMatchObject({ champ: 'kil', card: 'kil9' });
    expect([evaluate(s, 0) - before[0]!, evaluate(s, 1) - before[1]!]).toEqual([6, 0]);
  });
});

describe('SFB bot setup picks and mulligan', () => {
  it('the setup’s picks read the RNG without advancing it; the mulligan is always kept', () => {
    let s = setup({ options: { mode: 'free' } });
    const log: string[] = [];
    while (s.stage === 'setup') {
      const spec = currentSpec(s)!;
      const a = botAction(s, spec.seat);
      log.push(`${spec.seat} ${a.type} ${a.c}`);
      s = sfbEngine.apply(s, spec.seat, a).state;
    }
    expect(log).toEqual([
      '1 zone z:0',
      '1 recruit k:sul',
      '0 recruit k:sul',
      '1 recruit k:der',
      '0 recruit k:der',
      '1 recruit k:rat',
      '0 recruit k:rat',
      '1 trapSetup h:-2,-1',
      '1 trapSetup h:-4,2',
      '0 trapSetup h:4,-2',
      '0 trapSetup h:1,-2',
      '1 mulligan keep',
      '0 mulligan keep',
      '1 deploy h:1,-4',
      '1 deploy h:0,-4',
      '1 deploy h:3,-4',
      '0 deploy h:-1,4',
      '0 deploy h:0,4',
      '0 deploy h:-3,4',
    ]);
  });
});

describe('SFB bot against itself, a whole game', () => {
  it('seed "bot-golden": every decision, in order (test/sfb/golden/bot-game.txt)', async () => {
    let s = setup({ options: { mode: 'free' }, seed: 'bot-golden' });
    const log: string[] = [];
    for (let n = 0; n < 1000 && s.stage !== 'over'; n++) {
      const spec = currentSpec(s)!;
      const a = botAction(s, spec.seat);
      log.push(`${spec.seat} ${a.type} ${a.c}`);
      s = sfbEngine.apply(s, spec.seat, a).state;
    }
    log.push(`over: winner ${s.winner}, VP ${s.teams[0]!.vp}–${s.teams[1]!.vp}`);
    await expect(log.join('\n') + '\n').toMatchFileSnapshot('golden/bot-game.txt');
  });
});
