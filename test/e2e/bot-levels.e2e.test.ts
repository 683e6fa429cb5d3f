/**
 * Bot levels and practice help (issue 19), through the emulator with the real
 * bot: /challenge takes `level`, the match message says how the bots play,
 * and a seat's panel offers "Suggest a move" in unrated matches only (a rated
 * match never shows it, and a forged click is refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition, competitionOf } from '../../src/platform/competition.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { encodeCustomId } from '../../src/discord/custom-id.js';
import { button, buttons, challengeAndAccept, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb]);
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

/** Plays the heuristic's moves for the humans until `user` owes a move; returns the match. */
async function untilTurnOf(matchId: string, user: string) {
  for (let guard = 0; guard < 300; guard++) {
    const m = await tv.service.get(matchId);
    const p = sfb.prompts(m.state as unknown as SfbState)[0]!;
    const owner = m.seats[p.seat]!.userId;
    if (owner === user) return m;
    await tv.service.act(m.id, owner!, sfb.botAction(m.state as unknown as SfbState, p.seat), m.version);
  }
  throw new Error('no turn reached');
}

async function panelOf(matchId: string, user: string) {
  await tv.bot.router.d.publisher.refresh(matchId, 'en');
  const m = await tv.service.get(matchId);
  const messageId = m.messageId!;
  const panel = await respond(tv.emu, tv.emu.click(user, messageId, button(tv.emu.message(messageId), 'turn', 'play')));
  return { m, messageId, panel: panel.message };
}

describe('bot levels (issue 19)', () => {
  it('/challenge bots:1 level:hard: the match message says the bots play hard; a suggestion names the hard bot’s choices', async () => {
    await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', bots: 1, level: 'hard', recruitment: 'free' }));
    const [started] = await tv.service.listForUser(alice, tv.emu.guildId);
    expect(started!.botLevel).toBe('hard');
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await untilTurnOf(started!.id, alice);
    const { messageId, panel } = await panelOf(m.id, alice);
    expect(textOf(tv.emu.message(messageId))).toContain('Bots: hard');
    // Against a bot the match is unrated: the panel offers a suggestion.
    const suggest = button(panel, 'sug');
    const answer = await respond(tv.emu, tv.emu.click(alice, panel.id as string, suggest));
    expect(textOf(answer.message)).toMatch(/The hard bot would play \*\*.+\*\*/);
    // Asking changes nothing in the match.
    expect((await tv.service.get(m.id)).version).toBe(m.version);
  });

  it('without level, the bots play normal, and the match message says so', async () => {
    await respond(tv.emu, tv.emu.slash(bruno, channel, 'challenge', { game: 'sfb', bots: 1, recruitment: 'free' }));
    const [started] = await tv.service.listForUser(bruno, tv.emu.guildId);
    expect(started!.botLevel).toBe('normal');
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    expect(textOf(tv.emu.message((await tv.service.get(started!.id)).messageId!))).toContain('Bots: normal');
  });

  it('an open table takes a level: the table says how its bots play, and the match it starts keeps it', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', open: true, bots: 1, level: 'easy', recruitment: 'free' }),
    );
    const table = out.message.id as string;
    expect(textOf(out.message)).toContain('Bots: easy');
    const go = buttons(tv.emu.message(table)).find((b) => parseCustomId(b.customId)?.kind === 'go')!;
    const id = parseCustomId(go.customId)!.matchId;
    expect((await tv.service.get(id)).botLevel).toBe('easy');
    await respond(tv.emu, tv.emu.click(alice, table, go.customId));
    const m = await tv.service.get(id);
    expect([m.status, m.botLevel]).toEqual(['active', 'easy']);
    expect(m.seats.map((s) => s.isBot)).toEqual([false, true]);
    await expect.poll(async () => (await tv.service.get(id)).messageId, { timeout: 15_000 }).toBeTruthy();
    expect(textOf(tv.emu.message((await tv.service.get(id)).messageId!))).toContain('Bots: easy');
  });
});

describe('Suggest a move: unrated matches only (issue 19)', () => {
  it('an unrated match between people offers it; a rated one never does, and a forged click is refused', async () => {
    const unrated = await challengeAndAccept(tv, alice, channel, { game: 'sfb', opponent: bruno, rated: false, recruitment: 'free' }, [
      bruno,
    ]);
    const rated = await challengeAndAccept(tv, alice, channel, { game: 'sfb', opponent: bruno, recruitment: 'free' }, [bruno]);
    for (const id of [unrated, rated])
      await expect.poll(async () => (await tv.service.get(id)).messageId, { timeout: 15_000 }).toBeTruthy();
    const free = await panelOf((await untilTurnOf(unrated, alice)).id, alice);
    expect(buttons(free.panel).some((b) => parseCustomId(b.customId)?.kind === 'sug')).toBe(true);
    const ranked = await panelOf((await untilTurnOf(rated, alice)).id, alice);
    expect(buttons(ranked.panel).length).toBeGreaterThan(0);
    expect(buttons(ranked.panel).some((b) => parseCustomId(b.customId)?.kind === 'sug')).toBe(false);
    const forged = encodeCustomId({ kind: 'sug', matchId: ranked.m.id, version: ranked.m.version, token: '' });
    const refused = await respond(tv.emu, tv.emu.forgeClick(alice, ranked.messageId, forged));
    expect(textOf(refused.message)).toContain('This button is not one of ours');
    // A match made rated after its panel was drawn (a tournament's matches follow the tournament): the old button is refused too.
    await competitionOf(tv.service)!.ratings.setRated(unrated, tv.emu.guildId, true);
    const late = await respond(tv.emu, tv.emu.click(alice, free.panel.id as string, button(free.panel, 'sug')));
    expect(textOf(late.message)).toContain('Suggestions are only offered in unrated matches outside tournaments.');
  });
});
