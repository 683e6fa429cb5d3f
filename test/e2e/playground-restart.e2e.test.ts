/**
 * #22.14: the playground keeps its world under DATA_DIR. A restarted
 * emulator comes back with the same server, users, channels, threads and
 * messages, so the matches stored beside it stay reachable and continue; a
 * match whose thread an admin deleted is cancelled once, with one log line,
 * instead of being retried forever.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { log } from '../../src/logger.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startOtherServer, startTavern, textOf, type OtherServer, type Tavern } from '../support/tavern.js';

const worldDir = mkdtempSync(path.join(tmpdir(), 'tavern-world-'));
let tv: Tavern;
let restarted: OtherServer | null = null;

afterAll(async () => {
  await restarted?.close();
  await tv.db.close();
  rmSync(worldDir, { recursive: true, force: true });
});

/** Alice challenges Bruno in #games; Bruno accepts: an active match with its message and thread. */
async function startedMatch(t: { emu: Tavern['emu'] }): Promise<string> {
  const [alice, bruno] = t.emu.users.map((u) => u.id) as [string, string];
  const channel = t.emu.channels['games']!;
  const challenge = await respond(t.emu, t.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
  const accept = button(challenge.message, 'acc');
  await respond(t.emu, t.emu.click(bruno, challenge.message.id as string, accept));
  return parseCustomId(accept)!.matchId;
}

describe('the playground after a restart (#22.14)', () => {
  it('comes back with the same ids, channels, thread and messages, and the match goes on', async () => {
    tv = await startTavern([fixtureGame], { emulator: { worldDir } });
    const matchId = await startedMatch(tv);
    const before = await tv.service.get(matchId);
    const shown = textOf(tv.emu.message(before.messageId!));
    const threadMessages = tv.emu.visibleMessages(tv.emu.users[0]!.id, before.threadId!).length;
    const ids = { guild: tv.emu.guildId, users: tv.emu.users.map((u) => u.id), channels: { ...tv.emu.channels } };
    await tv.bot.stop();
    await tv.emu.close();
    expect(existsSync(path.join(worldDir, 'world.json'))).toBe(true);

    restarted = await startOtherServer(tv, { worldDir });
    const emu = restarted.emu;
    expect({ guild: emu.guildId, users: emu.users.map((u) => u.id), channels: emu.channels }).toEqual(ids);
    expect(textOf(emu.message(before.messageId!))).toBe(shown);
    expect(emu.visibleMessages(emu.users[0]!.id, before.threadId!).length).toBe(threadMessages);
    // Bruno goes on playing from the old match message.
    const bruno = emu.users[1]!.id;
    const panel = await respond(emu, emu.click(bruno, before.messageId!, button(emu.message(before.messageId!), 'turn', 'play')));
    const bid = buttons(panel.message).find((b) => b.customId.endsWith(':bid2'))!;
    await respond(emu, emu.click(bruno, panel.message.id as string, bid.customId));
    expect((await tv.service.get(matchId)).version).toBeGreaterThan(before.version);
    // New ids keep growing after the old ones (Discord ids order messages).
    const next = await startedMatch(restarted);
    expect(BigInt((await tv.service.get(next)).messageId!)).toBeGreaterThan(BigInt(before.messageId!));
  });

  it('a match whose thread was deleted is cancelled once, with one log line, and never retried', async () => {
    const emu = restarted!.emu;
    const matchId = await startedMatch(restarted!);
    const m = await tv.service.get(matchId);
    const lines: string[] = [];
    const warn = log.warn.bind(log);
    log.warn = ((obj: unknown, ...rest: unknown[]) => {
      lines.push(JSON.stringify(obj));
      return (warn as (...a: unknown[]) => void)(obj, ...rest);
    }) as typeof log.warn;
    try {
      emu.deleteChannel(m.threadId!);
      const publisher = restarted!.bot.router.d.publisher;
      await publisher.sync(matchId);
      await expect.poll(async () => (await tv.service.get(matchId)).status).toBe('cancelled');
      for (let i = 0; i < 3; i++) await publisher.catchUp();
      await publisher.sync(matchId);
    } finally {
      log.warn = warn;
    }
    expect(lines.filter((l) => l.includes('match.channel_gone') && l.includes(matchId))).toHaveLength(1);
    expect((await tv.service.get(matchId)).status).toBe('cancelled');
  });
});
