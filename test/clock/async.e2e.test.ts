/**
 * Asynchronous play through the emulator and the real discord.js bot: the
 * clock line, the "your move" mention in the thread, a time-out with the
 * Claim button, reminders with the DM fallback, /settings (refused to plain
 * members), /games waiting and /match end. Time is driven explicitly: the
 * scheduler's clock runs `offset` ahead of the wall clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { HOUR_MS, MINUTE_MS } from '../../src/platform/clock/time.js';
import { fixtureGame, type FixtureState } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let offset = 0;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  const clock = () => new Date(Date.now() + offset);
  scheduler = new Scheduler(tv.db.prisma, { now: clock });
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler, clock);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

/** Moves the scheduler's clock forward and runs what fell due. */
async function advance(ms: number): Promise<number> {
  offset += ms;
  return scheduler.runDue();
}

async function challengeAndAccept(time?: string): Promise<string> {
  const out = await respond(
    tv.emu,
    tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno, ...(time ? { time } : {}) }),
  );
  const accept = button(out.message, 'acc');
  await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, accept));
  return parseCustomId(accept)!.matchId;
}

const threadTexts = (threadId: string) => tv.emu.visibleMessages(alice, threadId).map((m) => textOf(m));

describe('asynchronous play in Discord', () => {
  let matchId: string;

  it('the challenge states its clock; the match message shows time left; the thread mentions both players once', async () => {
    matchId = await challengeAndAccept('live:10');
    const m = await tv.service.get(matchId);
    expect(m.timeControl).toEqual({ kind: 'live', minutesPerMove: 10 });
    expect(textOf(tv.emu.message(m.messageId!)!)).toMatch(/Alice — (9|10) minutes left/);
    expect(await advance(0)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => threadTexts(m.threadId!).filter((x) => x.includes('your move')).length).toBe(1);
    const mention = tv.emu.visibleMessages(bruno, m.threadId!).find((x) => textOf(x).includes('your move'))!;
    expect(textOf(mention)).toContain(`<@${alice}>`);
    expect(textOf(mention)).toContain(`<@${bruno}>`);
    await advance(MINUTE_MS);
    expect(threadTexts(m.threadId!).filter((x) => x.includes('your move'))).toHaveLength(1);
  });

  it('after a time-out the Claim button appears; only the opponent may use it, and it ends the match', async () => {
    const m = await tv.service.get(matchId);
    await tv.service.act(matchId, bruno, { type: 'bid', amount: 2 }, m.version);
    expect(buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.startsWith('clm:'))).toBe(false);
    await advance(11 * MINUTE_MS);
    await expect.poll(() => buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.startsWith('clm:'))).toBe(true);
    await expect.poll(() => threadTexts(m.threadId!).some((x) => x.includes('ran out of time'))).toBe(true);
    const claim = button(tv.emu.message(m.messageId!), 'clm');
    const own = await respond(tv.emu, tv.emu.click(alice, m.messageId!, claim));
    expect(textOf(own.message)).toContain('Your own time has run out');
    const stranger = await respond(tv.emu, tv.emu.click(chloe, m.messageId!, claim));
    expect(textOf(stranger.message)).toMatch(/not yours|n’est pas la vôtre|not a player|ne jouez pas/i);
    const won = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, claim));
    expect((won.message.flags as number) & 64).toBe(64);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    expect((done.outcome as { ranking: number[][] }).ranking).toEqual([[1], [0]]);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Match over');
    expect(buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.startsWith('clm:'))).toBe(false);
  });

  it('/settings server is refused politely to a member without Manage Server, and works for the owner', async () => {
    const refused = await respond(tv.emu, tv.emu.slash(bruno, channel, 'settings server', { time: 'days:2', grace_hours: 12 }));
    expect(textOf(refused.message)).toMatch(/Manage Server|Gérer le serveur/);
    expect((refused.message.flags as number) & 64).toBe(64);
    const saved = await respond(tv.emu, tv.emu.slash(alice, channel, 'settings server', { time: 'days:2', grace_hours: 12 }));
    expect(textOf(saved.message)).toContain('Saved');
    const guild = await tv.db.prisma.guild.findUniqueOrThrow({ where: { id: tv.emu.guildId } });
    expect(guild.settings).toMatchObject({ async: { timeControls: { '*': 'days:2' }, graceHours: 12 } });
  });

  it('reminders: a DM when asked, the thread when DMs are closed (and no more DM attempts)', async () => {
    const prefs = await respond(tv.emu, tv.emu.slash(bruno, channel, 'settings notifications', { frequency: '4', dm: true }));
    expect(textOf(prefs.message)).toMatch(/4/);
    await respond(tv.emu, tv.emu.slash(alice, channel, 'settings notifications', { frequency: 'off' }));
    tv.emu.setDmsOpen(bruno, false);
    // No time option: the server default set above (2 days per move) applies.
    const id = await challengeAndAccept();
    const m = await tv.service.get(id);
    expect(m.timeControl).toEqual({ kind: 'correspondence', daysPerMove: 2 });
    await advance(0);
    await tv.service.act(id, alice, { type: 'bid', amount: 1 }, m.version);
    await advance(4 * HOUR_MS + MINUTE_MS);
    await expect.poll(() => threadTexts(m.threadId!).filter((x) => x.includes('reminder')).length).toBe(1);
    const reminder = tv.emu.visibleMessages(bruno, m.threadId!).find((x) => textOf(x).includes('reminder'))!;
    expect(textOf(reminder)).toContain(`<@${bruno}>`);
    expect((await tv.db.prisma.user.findUniqueOrThrow({ where: { id: bruno } })).dmsClosed).toBe(true);
    const waiting = await respond(tv.emu, tv.emu.slash(bruno, channel, 'games', { waiting: true }));
    // Bruno's Discord is in French.
    expect(textOf(waiting.message)).toContain('Parties où c’est à vous de jouer');
    expect(textOf(waiting.message)).toMatch(/Bid and Play.*il reste 1 jour 23 heures/);
    const aliceWaiting = await respond(tv.emu, tv.emu.slash(alice, channel, 'games', { waiting: true }));
    expect(textOf(aliceWaiting.message)).toContain('No match is waiting');
  });

  it('/settings vacation pauses my clocks and says until when; days:0 brings me back', async () => {
    const [m] = await tv.service.listForUser(bruno, tv.emu.guildId, ['active']);
    const before = m!.seats.find((s) => s.userId === bruno)!.deadline!.getTime();
    const away = await respond(tv.emu, tv.emu.slash(bruno, channel, 'settings vacation', { days: 2 }));
    expect(textOf(away.message)).toMatch(/vacances|vacation/i);
    const paused = await tv.service.get(m!.id);
    const seat = paused.seats.find((s) => s.userId === bruno)!;
    expect(seat.deadline!.getTime()).toBe(before + 2 * 24 * HOUR_MS);
    expect(seat.pausedUntil).not.toBeNull();
    await expect.poll(() => textOf(tv.emu.message(m!.messageId!)!)).toMatch(/Bruno — on vacation until/);
    const back = await respond(tv.emu, tv.emu.slash(bruno, channel, 'settings vacation', { days: 0 }));
    expect(textOf(back.message)).toMatch(/retour|back/i);
    expect((await tv.service.get(m!.id)).seats.find((s) => s.userId === bruno)!.pausedUntil).toBeNull();
  });

  it('an unanswered challenge expires: its message is closed and the challenger is told in the channel', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: chloe }));
    const id = parseCustomId(button(out.message, 'acc'))!.matchId;
    await advance(7 * 24 * HOUR_MS + MINUTE_MS);
    expect((await tv.service.get(id)).status).toBe('cancelled');
    await expect.poll(() => textOf(tv.emu.message(out.message.id as string)!)).toContain('expired');
    expect(buttons(tv.emu.message(out.message.id as string))).toEqual([]);
    await expect
      .poll(() => tv.emu.visibleMessages(alice, channel).some((x) => textOf(x).includes(`<@${alice}>, your challenge`)))
      .toBe(true);
  });

  it('/match end: refused to members, done by the owner with the reason recorded', async () => {
    const m = await tv.service.get(await challengeAndAccept('none'));
    const refused = await respond(tv.emu, tv.emu.slash(bruno, m!.threadId!, 'match end', { reason: 'nope', match: m!.id }));
    expect(textOf(refused.message)).toMatch(/Manage Server|Gérer le serveur/);
    const ended = await respond(tv.emu, tv.emu.slash(alice, m!.threadId!, 'match end', { reason: 'inactive for weeks' }));
    expect(textOf(ended.message)).toContain('inactive for weeks');
    const done = await tv.service.get(m!.id);
    expect(done).toMatchObject({ status: 'finished', endedById: alice, endReason: 'inactive for weeks' });
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!)).toContain('Match over');
    expect((done.state as unknown as FixtureState).phase).not.toBe('over');
    // The one refused request is the reminder DM to Bruno (50007); it was not tried again.
    expect(tv.emu.violations().map((v) => v.code)).toEqual([50007]);
  });
});
