/**
 * Every slash command's options are checked by the bot, not only by
 * Discord's client (#22.3): requests forged past the client's limits (a
 * negative bot count, a time control that is not one, an out-of-range
 * number, an unknown option) are refused with a message naming the option
 * and what it accepts, and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { attachCompetition } from '../../src/platform/competition.js';
import { loadAsyncSettings } from '../../src/platform/clock/settings.js';
import { sfb } from '../../src/games/sfb/index.js';
import { fixtureGame } from '../support/fixture-game.js';
import { respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let play: AsyncPlay;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame, sfb]);
  const scheduler = new Scheduler(tv.db.prisma);
  play = new AsyncPlay(tv.db.prisma, tv.service, scheduler);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const matchCount = () => tv.db.prisma.match.count();
const ephemeral = (message: Record<string, unknown>) => ((message.flags as number) & 64) === 64;

/** Sends a forged /command; expects a private refusal and returns its text. */
async function refused(user: string, path: string, options: Record<string, unknown>, locale?: string): Promise<string> {
  const before = await matchCount();
  const out = await respond(tv.emu, tv.emu.forgeSlash(user, channel, path, options, locale));
  expect(ephemeral(out.message), textOf(out.message)).toBe(true);
  expect(await matchCount()).toBe(before);
  return textOf(out.message);
}

describe('forged /challenge options', () => {
  it('bots:-1 is refused naming the option and its range; no match is created (was: a 3-seat duel stuck on accept)', async () => {
    const text = await refused(alice, 'challenge', { game: 'sfb', opponent: bruno, opponent2: chloe, bots: -1 });
    expect(text).toContain('bots');
    expect(text).toMatch(/0 to 5/);
    expect(text).not.toMatch(/went wrong/);
  });

  it('a time control that is not one is refused (was: silently the server default)', async () => {
    const text = await refused(alice, 'challenge', { game: 'fixture', opponent: bruno, time: 'days:9999' });
    expect(text).toContain('time');
    expect(text).toMatch(/No time limit/);
  });

  it('in French, the refusal is French', async () => {
    const text = await refused(alice, 'challenge', { game: 'fixture', opponent: bruno, bots: 99 }, 'fr');
    expect(text).toMatch(/L’option « bots »/);
    expect(text).toMatch(/0 à 5/);
  });

  it('an option of another game is refused for this one', async () => {
    const text = await refused(alice, 'challenge', { game: 'fixture', opponent: bruno, variant: 'tornado' });
    expect(text).toContain('variant');
    expect(text).toContain('Bid and Play');
  });

  it('a value outside the choices of a game option is refused', async () => {
    const text = await refused(alice, 'challenge', { game: 'sfb', opponent: bruno, recruitment: 'chaos' });
    expect(text).toContain('recruitment');
  });

  it('an option the command does not have is refused', async () => {
    const text = await refused(alice, 'challenge', { game: 'fixture', opponent: bruno, seed: 'abc' });
    expect(text).toContain('seed');
  });

  it('a boolean that is not one is refused', async () => {
    const text = await refused(alice, 'challenge', { game: 'fixture', opponent: bruno, rated: 'maybe' });
    expect(text).toContain('rated');
  });

  it('an unknown game is refused', async () => {
    const text = await refused(alice, 'challenge', { game: 'chess', opponent: bruno });
    expect(text).toContain('game');
  });
});

describe('forged options of the other commands', () => {
  it('/settings server grace_hours out of range changes nothing', async () => {
    const before = await loadAsyncSettings(tv.db.prisma, tv.emu.guildId);
    const text = await refused(alice, 'settings server', { grace_hours: -5 });
    expect(text).toContain('grace_hours');
    expect(text).toMatch(/0 to 336/);
    expect(await loadAsyncSettings(tv.db.prisma, tv.emu.guildId)).toEqual(before);
  });

  it('/settings server with a forged time control changes nothing', async () => {
    const before = await loadAsyncSettings(tv.db.prisma, tv.emu.guildId);
    const text = await refused(alice, 'settings server', { time: 'live:0' });
    expect(text).toContain('time');
    expect(await loadAsyncSettings(tv.db.prisma, tv.emu.guildId)).toEqual(before);
  });

  it('/settings vacation days beyond a month is refused', async () => {
    const text = await refused(bruno, 'settings vacation', { days: 400 });
    expect(text).toContain('days');
    expect(text).toMatch(/0 (to|à) 31/);
    expect(await tv.db.prisma.vacation.count()).toBe(0);
  });

  it('/settings notifications with a frequency that is not offered is refused', async () => {
    const text = await refused(bruno, 'settings notifications', { frequency: '1' });
    expect(text).toContain('frequency');
  });

  it('/leaderboard season:0 and a mode that is no mode are refused', async () => {
    expect(await refused(alice, 'leaderboard', { game: 'fixture', season: 0 })).toContain('season');
    expect(await refused(alice, 'leaderboard', { game: 'fixture', mode: '<@&1>' })).toContain('mode');
  });

  it('/tournament create with a cap of 1 or 99 rounds is refused; no tournament is made', async () => {
    expect(await refused(alice, 'tournament create', { game: 'fixture', format: 'swiss', cap: 1 })).toContain('cap');
    expect(await refused(alice, 'tournament create', { game: 'fixture', format: 'swiss', rounds: 99 })).toContain('rounds');
    expect(await refused(alice, 'tournament create', { game: 'fixture', format: 'knockout' })).toContain('format');
    expect(await tv.db.prisma.tournament.count()).toBe(0);
  });

  it('/match end without its required reason is refused', async () => {
    expect(await refused(alice, 'match end', {})).toContain('reason');
  });

  it('/match resign with an overlong match option is refused', async () => {
    expect(await refused(alice, 'match resign', { match: 'x'.repeat(500) })).toContain('match');
  });
});
