/**
 * The Super Fantasy Brawl module as Discord uses it, without Discord: choice
 * tokens that fit custom IDs, taking a card back (and when it is no longer
 * possible), the mulligan toggle, seat counts per variant, the pictures the
 * match message uses, the state lines and the per-card summary lines.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Prompt } from '../../src/core/game.js';
import type { Text } from '../../src/core/text.js';
import { encodeCustomId, parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { CARD_BY_ID } from '../../src/games/sfb/content/index.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';

const two = [{ name: 'Alice' }, { name: 'Bruno' }];
const en = (t: Text) => translate(t, 'en', sfb.strings);
const keyOf = (t: Text) => (typeof t === 'string' ? t : t.key);
const MATCH = '00000000-0000-4000-8000-000000000000';

/** Plays the engine bot until `stop` says so; returns the state and every event text. */
function playUntil(seed: string, stop: (s: SfbState, p: Prompt) => boolean, options: object = { recruitment: 'friendly' }) {
  let s = sfb.setup(sfb.options.parse(options), two, seed);
  const events: Text[] = [];
  for (let i = 0; i < 3000 && !sfb.outcome(s); i++) {
    const p = sfb.prompts(s)[0]!;
    if (stop(s, p)) return { s, p, events };
    const res = sfb.apply(s, p.seat, sfb.botAction(s, p.seat));
    events.push(...res.events.filter((e) => !e.visibleTo).map((e) => e.text));
    s = res.state;
  }
  return { s, p: null, events };
}

describe('Super Fantasy Brawl module for Discord', () => {
  it('every choice of a whole game is a valid custom-ID token and maps back to one engine choice', () => {
    let s = sfb.setup(sfb.options.parse({ recruitment: 'competitive' }), two, 'tokens');
    let checked = 0;
    for (let i = 0; i < 3000 && !sfb.outcome(s); i++) {
      const p = sfb.prompts(s)[0]!;
      const ids = p.choices.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(parseCustomId(encodeCustomId({ kind: 'ch', matchId: MATCH, version: 99_999, token: id }))?.token).toBe(id);
        checked++;
      }
      s = sfb.apply(s, p.seat, sfb.botAction(s, p.seat)).state;
    }
    expect(sfb.outcome(s)).not.toBeNull();
    expect(checked).toBeGreaterThan(500);
  });

  it('Cancel takes a played card back exactly, until the attack is declared', () => {
    const { s, p } = playUntil(
      'cancel',
      (st, pr) =>
        pr.kind === 'activate' &&
        pr.choices.some((c) => String(c.action.c).startsWith('p:') && CARD_BY_ID.get(String(c.action.c).slice(2))?.type === 'attack'),
    );
    const play = p!.choices.find(
      (c) => String(c.action.c).startsWith('p:') && CARD_BY_ID.get(String(c.action.c).slice(2))?.type === 'attack',
    )!;
    let cur = sfb.apply(s, p!.seat, play.action).state;
    // Every step of the card offers Cancel until something is committed.
    let steps = 0;
    for (;;) {
      const next = sfb.prompts(cur)[0]!;
      const cancel = next.choices.find((c) => c.id === 'cancel');
      if (!cancel || next.seat !== p!.seat || next.kind === 'activate') break;
      const back = sfb.apply(cur, next.seat, cancel.action);
      expect(canonicalJson(back.state)).toBe(canonicalJson(s));
      expect(back.events.map((e) => en(e.text))).toEqual([`${s.players[p!.seat]!.name} takes the action back`]);
      steps++;
      // Go on with the bot's choice (never Cancel).
      const res = sfb.apply(cur, next.seat, sfb.botAction(cur, next.seat));
      cur = res.state;
      if (res.events.some((e) => keyOf(e.text) === 'sfb.ev.declare')) {
        // Declared: the attack is committed, no Cancel any more.
        expect(
          sfb
            .prompts(cur)
            .flatMap((x) => x.choices)
            .some((c) => c.id === 'cancel'),
        ).toBe(false);
        break;
      }
    }
    expect(steps).toBeGreaterThan(0);
  });

  it('the mulligan sets a card aside and can take it back', () => {
    const { s, p } = playUntil('mull', (_st, pr) => pr.kind === 'mulligan');
    const aside = p!.choices.find((c) => String(c.action.c).startsWith('m:'))!;
    const s1 = sfb.apply(s, p!.seat, aside.action).state;
    const back = sfb.prompts(s1)[0]!.choices.find((c) => String(c.action.c) === `u:${String(aside.action.c).slice(2)}`)!;
    expect(en(back.label)).toMatch(/^Keep .+ after all$/);
    expect(en(sfb.prompts(s1)[0]!.text)).toContain(`Set aside: ${CARD_BY_ID.get(String(aside.action.c).slice(2))!.name.en}`);
    const s2 = sfb.apply(s1, p!.seat, back.action).state;
    expect(sfb.prompts(s2)[0]!.choices.map((c) => c.id)).toEqual(p!.choices.map((c) => c.id));
  });

  it('seat counts follow the variant', () => {
    expect(sfb.seatCounts!(sfb.options.parse({ variant: 'tornado' }))).toEqual([4]);
    expect(sfb.seatCounts!(sfb.options.parse({ variant: 'duel' }))).toEqual([2]);
    expect(sfb.seatCounts!(sfb.options.parse({}))).toEqual([2, 4]);
    expect(sfb.options.parse({ recruitment: 'competitive' })).toMatchObject({ mode: 'competitive' });
  });

  it('the match message shows the pool while recruiting, the arena after; no hand image before the deal', async () => {
    const { s } = playUntil('pics', (_st, pr) => pr.kind === 'recruit');
    expect((await sfb.render(sfb.view(s, 'public'), { kind: 'board' }))!.name).toBe('sfb-pool.png');
    expect(await sfb.render(sfb.view(s, 0), { kind: 'hand' })).toBeNull();
    const later = playUntil('pics', (_st, pr) => pr.kind === 'activate').s;
    expect((await sfb.render(sfb.view(later, 'public'), { kind: 'board' }))!.name).toBe('sfb-board.png');
    expect((await sfb.render(sfb.view(later, later.order[0]!), { kind: 'hand' }))!.name).toBe('sfb-hand.png');
  });

  it('state lines and summaries name no card in a hand', () => {
    const { s, events } = playUntil('lines', (st) => st.round >= 4);
    const hands = s.players.flatMap((p) => p.hand).map((id) => CARD_BY_ID.get(id)!.name.en);
    const status = sfb.status(sfb.view(s, 'public')).map(en).join('\n');
    expect(status).toMatch(/essences ready \*\*([MDC]( [MDC])*|—)\*\*, spent ([MDC]( [MDC])*|—)/);
    expect(status).toMatch(/Challenges on the track/);
    const summaries = events.filter((e) => keyOf(e) === 'sfb.ui.summary').map(en);
    expect(summaries.length).toBeGreaterThan(5);
    expect(summaries[0]).toMatch(/^▶ \S+ (plays|uses)/);
    const publicText = `${status}\n${events.map(en).join('\n')}`;
    for (const name of hands) {
      // A card in hand now may have been played before a reshuffle: only names never played may not appear.
      const played = events.some((e) => keyOf(e) === 'sfb.ev.play' && en(e).includes(` ${name} `));
      if (!played) expect(publicText).not.toMatch(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u'));
    }
  });

  it('the final message tells the VP story', () => {
    const { s } = playUntil('story', () => false);
    expect(sfb.outcome(s)).not.toBeNull();
    const lines = sfb.status(sfb.view(s, 'public')).map(en);
    expect(lines.some((l) => l.startsWith('🏆 Victory for'))).toBe(true);
    const story = lines.filter((l) => l.startsWith('· Round'));
    const vp = s.teams.reduce((n, t) => n + t.vp, 0);
    expect(story.length).toBeGreaterThan(0);
    expect(story.length).toBeLessThanOrEqual(vp);
  });
});
