/**
 * A rated match that ends before every player has made a move (a
 * resignation, a time-out) is not rated, as on Lichess, and the messages say
 * so. Through the emulator with the real bot, ratings and clocks attached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { MINUTE_MS } from '../../src/platform/clock/time.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let offset = 0;
let alice: string, bruno: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  const clock = () => new Date(Date.now() + offset);
  scheduler = new Scheduler(tv.db.prisma, { now: clock });
  // Clocks first, then ratings: the order `npm start` wires them in.
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler, clock);
  attachCompetition(tv.service, tv.db.prisma);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  [alice, bruno, , dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

async function ratedMatch(opponent: string, time?: string): Promise<string> {
  const out = await respond(
    tv.emu,
    tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent, rated: true, ...(time ? { time } : {}) }),
  );
  const accept = button(out.message, 'acc');
  await respond(tv.emu, tv.emu.click(opponent, out.message.id as string, accept));
  return parseCustomId(accept)!.matchId;
}

const threadText = (threadId: string) =>
  tv.emu
    .visibleMessages(alice, threadId)
    .map((m) => textOf(m))
    .join('\n');
const changesOf = (matchId: string) => tv.db.prisma.ratingChange.count({ where: { matchId } });

describe('a rated match that ends before every player has moved', () => {
  it('resigning before anyone moved: not rated, and both the resigner and the thread are told', async () => {
    const id = await ratedMatch(bruno);
    const m = await tv.service.get(id);
    const ask = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'rsg')));
    const confirm = await respond(tv.emu, tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy')));
    // Bruno reads French.
    expect(textOf(confirm.message)).toContain('Partie non classée');
    await expect.poll(() => threadText(m.threadId!)).toContain('Not rated: the match ended before every player had made a move.');
    expect((await tv.service.get(id)).status).toBe('finished');
    expect(await changesOf(id)).toBe(0);
  });

  it('a time-out before the loser made a move: not rated, and the thread says so after the forfeit', async () => {
    const id = await ratedMatch(dmitri, 'live:10');
    const m = await tv.service.get(id);
    // Dmitri bids, Alice never does; her clock runs out and the grace period passes.
    await tv.service.act(id, dmitri, { type: 'bid', amount: 2 }, m.version);
    await scheduler.runDue();
    offset += 11 * MINUTE_MS;
    await scheduler.runDue();
    offset += 3 * 24 * 60 * MINUTE_MS;
    await scheduler.runDue();
    await expect.poll(async () => (await tv.service.get(id)).status, { timeout: 10_000 }).toBe('finished');
    await expect.poll(() => threadText(m.threadId!)).toContain('Not rated: the match ended before every player had made a move.');
    expect(await changesOf(id)).toBe(0);
  });

  it('once both have moved, a resignation is rated and nothing says otherwise', async () => {
    const id = await ratedMatch(bruno);
    for (const user of [alice, bruno]) await tv.service.act(id, user, { type: 'bid', amount: 1 }, (await tv.service.get(id)).version);
    const m = await tv.service.get(id);
    const ask = await respond(tv.emu, tv.emu.slash(bruno, m.threadId!, 'match resign', {}));
    expect(textOf(ask.message)).not.toContain('non classée');
    await respond(tv.emu, tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy')));
    expect((await tv.service.get(id)).status).toBe('finished');
    expect(await changesOf(id)).toBe(2);
    await expect.poll(() => threadText(m.threadId!)).toMatch(/resigned|abandonne/);
    expect(threadText(m.threadId!)).not.toContain('Not rated');
    expect(tv.emu.violations()).toEqual([]);
  });
});
