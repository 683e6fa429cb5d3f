/**
 * Stopping the bot gracefully: it stops taking interactions (each gets a
 * clear "restarting" notice and changes nothing), and those in flight finish,
 * result post included, before the gateway connection closes. Before, a match
 * ended just before a stop lost its result post ("Expected token to be set").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sfb } from '../../src/games/sfb/index.js';
import { button, buttons, respond, startTavern, textOf, type Obj, type Tavern, challengeAndAccept } from '../support/tavern.js';

let tv: Tavern | null = null;
afterEach(async () => {
  await tv?.emu.close();
  await tv?.db.close();
  tv = null;
});

const ephemeral = (message: Obj) => ((message.flags as number) & 64) === 64;

describe('graceful stop', () => {
  it('a match ended by a click just before the stop still gets its result post in the thread', async () => {
    tv = await startTavern([sfb]);
    const [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
    const channel = tv.emu.channels['games']!;
    const matchId = await challengeAndAccept(tv, alice, channel, { game: 'sfb', opponent: bruno }, [bruno]);
    const m = await tv.service.get(matchId);
    const ask = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'rsg')));
    tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy'));
    // The move is stored; its handler is still publishing (events, the result, the replay animation).
    await expect.poll(async () => (await tv!.service.get(matchId)).status).toBe('finished');
    await tv.bot.stop();
    const thread = tv.emu.visibleMessages(alice, m.threadId!).filter((x) => !ephemeral(x));
    expect(buttons(thread.at(-1)).map((b) => b.customId.split(':')[0])).toEqual(['rmt']);
  });

  it('while stopping, a command is answered "restarting" and changes nothing', async () => {
    tv = await startTavern([sfb]);
    const [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
    const channel = tv.emu.channels['games']!;
    await tv.bot.router.drain();
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', opponent: bruno }));
    expect(textOf(out.message)).toContain('Tavern is restarting');
    expect(ephemeral(out.message)).toBe(true);
    expect(await tv.db.prisma.match.count()).toBe(0);
    await tv.bot.stop();
  });
});
