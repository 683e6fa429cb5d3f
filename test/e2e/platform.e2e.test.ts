import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';
import { parseCustomId } from '../../src/discord/custom-id.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

describe('a match through Discord (emulator + real discord.js)', () => {
  let challengeMessage: string;
  let matchId: string;

  it('/help answers privately and lists the games', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'help'));
    expect(textOf(out.message)).toContain('Bid and Play');
    expect((out.message.flags as number) & 64).toBe(64);
    expect(tv.emu.visibleMessages(bruno, channel).some((m) => textOf(m).includes('Bid and Play'))).toBe(false);
  });

  it('/challenge posts Accept / Decline for the opponent', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
    challengeMessage = out.message.id as string;
    expect(textOf(out.message)).toContain(`<@${bruno}>`);
    const accept = button(out.message, 'acc');
    matchId = parseCustomId(accept)!.matchId;
    expect(buttons(out.message).map((b) => b.customId.split(':')[0])).toEqual(['acc', 'dec']);
  });

  it('a stranger clicking Accept is politely refused and nothing changes', async () => {
    const out = await respond(tv.emu, tv.emu.click(chloe, challengeMessage, button(tv.emu.message(challengeMessage), 'acc')));
    expect(textOf(out.message)).toMatch(/n’est pas la vôtre|not yours/);
    expect((await tv.service.get(matchId)).status).toBe('challenged');
  });

  it('accepting starts the match in a thread with one match message', async () => {
    await respond(tv.emu, tv.emu.click(bruno, challengeMessage, button(tv.emu.message(challengeMessage), 'acc')));
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.threadId).toBeTruthy();
    const matchMessage = tv.emu.message(m.messageId!)!;
    expect(textOf(matchMessage)).toContain('Waiting for: Alice and Bruno');
    expect(buttons(matchMessage).map((b) => b.customId.split(':')[0])).toEqual(['turn', 'turn', 'rul', 'rsg', 'wch', 'rpo']);
  });

  it('"Take my turn" opens a private panel; a choice there plays the move and updates the match message', async () => {
    const m = await tv.service.get(matchId);
    const panel = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    expect((panel.message.flags as number) & 64).toBe(64);
    expect(tv.emu.visibleMessages(bruno, m.threadId!).some((x) => x.id === panel.message.id)).toBe(false);
    const bid = buttons(panel.message).find((b) => b.customId.startsWith('ch:') && b.customId.endsWith(':bid2'))!;
    const after = await respond(tv.emu, tv.emu.click(alice, panel.message.id as string, bid.customId));
    expect(textOf(after.message)).toContain('Nothing is asked of you right now');
    expect((await tv.service.get(matchId)).version).toBe(1);
    const matchMessage = tv.emu.message(m.messageId!)!;
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Waiting for: Bruno');
    expect(textOf(matchMessage)).not.toContain('bid2');
  });

  it('a stale click is told the board moved on and gets a fresh panel; nothing is written', async () => {
    const m = await tv.service.get(matchId);
    const panel = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    const bid = buttons(panel.message).find((b) => b.customId.endsWith(':bid1'))!;
    // Someone else's move lands first (the version moves on) …
    await tv.service.act(matchId, bruno, { type: 'bid', amount: 3 }, m.version);
    // … then Bruno clicks the old panel.
    const stale = await respond(tv.emu, tv.emu.click(bruno, panel.message.id as string, bid.customId));
    expect(textOf(stale.message)).toMatch(/moved on|a avancé/);
    expect((await tv.service.get(matchId)).version).toBe(m.version + 1);
  });

  it('a malformed custom id is refused with a clear message', async () => {
    const m = await tv.service.get(matchId);
    const msg = tv.emu.message(m.messageId!)!;
    expect(() => tv.emu.click(alice, m.messageId!, 'ch:not-a-match:1:x')).toThrow(/no component/);
    expect(buttons(msg).every((b) => parseCustomId(b.customId) !== null)).toBe(true);
  });

  it('plays to the end through panels, then shows the result', async () => {
    for (let guard = 0; guard < 40; guard++) {
      const m = await tv.service.get(matchId);
      if (m.status !== 'active') break;
      const seat = fixtureGame.prompts(m.state as never)[0]!.seat;
      const user = m.seats[seat]!.userId!;
      const panel = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
      const choice = buttons(panel.message).find((b) => b.customId.startsWith('ch:'))!;
      await respond(tv.emu, tv.emu.click(user, panel.message.id as string, choice.customId));
    }
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!)).toContain('Match over');
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
  });
});
