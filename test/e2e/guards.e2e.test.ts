/**
 * The bot's guards through the emulator with the real bot and database: a
 * channel where the bot may not attach files, one where it may not create
 * threads, and a user clicking faster than the per-user rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame } from '../support/fixture-game.js';
import { button, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import type { PermissionName } from '../../src/emulator/index.js';
import { RateLimiter } from '../../src/discord/guards.js';

const RATE_LIMIT = 3;
/** What a bot normally has in a games channel, without Administrator. */
const CHANNEL_BASICS: PermissionName[] = ['ViewChannel', 'SendMessages', 'EmbedLinks', 'ReadMessageHistory', 'UseApplicationCommands'];
const THREADS: PermissionName[] = ['CreatePublicThreads', 'SendMessagesInThreads'];

let tv: Tavern;
let alice: string, bruno: string, chloe: string, dmitri: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame], { userRateLimit: RATE_LIMIT });
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
});
afterAll(() => tv.close());

const matchCount = () => tv.db.prisma.match.count();
const ephemeral = (message: Record<string, unknown>) => ((message.flags as number) & 64) === 64;

describe('permission guard', () => {
  it('without Attach Files, /challenge says which permission is missing and creates nothing', async () => {
    const channel = tv.emu.channels['general']!;
    tv.emu.setBotPermissions(channel, [...CHANNEL_BASICS, ...THREADS]);
    const before = await matchCount();
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
    expect(ephemeral(out.message)).toBe(true);
    expect(textOf(out.message)).toContain('Attach Files');
    expect(textOf(out.message)).not.toMatch(/Send Messages|View Channel|Threads/);
    expect(await matchCount()).toBe(before);
    // Nothing public appeared: Bruno sees no message in the channel.
    expect(tv.emu.visibleMessages(bruno, channel)).toEqual([]);
    expect(tv.emu.violations()).toEqual([]);
  });

  it('without Create Public Threads, the match lives in the channel', async () => {
    const channel = tv.emu.channels['tavern-test']!;
    tv.emu.setBotPermissions(channel, [...CHANNEL_BASICS, 'AttachFiles', 'SendMessagesInThreads']);
    const challenge = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
    expect(ephemeral(challenge.message)).toBe(false);
    const matchId = parseCustomId(button(challenge.message, 'acc'))!.matchId;
    await respond(tv.emu, tv.emu.click(bruno, challenge.message.id as string, button(challenge.message, 'acc')));
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.threadId).toBeNull();
    expect(m.channelId).toBe(channel);
    const matchMessage = tv.emu.message(m.messageId!)!;
    expect(matchMessage.channel_id).toBe(channel);
    expect(textOf(matchMessage)).toContain('Waiting for: Alice and Bruno');
    expect(tv.emu.visibleMessages(bruno, channel).map((x) => x.id)).toContain(m.messageId);
    // The bot never tried to open a thread (no 50013 on the way).
    expect(tv.emu.requests().some((r) => r.path.endsWith('/threads'))).toBe(false);
    expect(tv.emu.channelsVisibleTo(bruno).some((c) => c.parent_id === channel)).toBe(false);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('thread permissions, the other half', () => {
  it('able to create a thread but not to speak in it, the bot keeps the match in the channel too', async () => {
    const channel = tv.emu.channels['general']!;
    tv.emu.setBotPermissions(channel, [...CHANNEL_BASICS, 'AttachFiles', 'CreatePublicThreads']);
    const challenge = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
    const matchId = parseCustomId(button(challenge.message, 'acc'))!.matchId;
    await respond(tv.emu, tv.emu.click(bruno, challenge.message.id as string, button(challenge.message, 'acc')));
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.threadId).toBeNull();
    expect(tv.emu.message(m.messageId!)!.channel_id).toBe(channel);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('rate limit', () => {
  it('a user clicking past the limit is told to slow down, and nothing is written', async () => {
    const channel = tv.emu.channels['games']!;
    const challenge = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'challenge', { game: 'fixture', opponent: chloe }));
    const accept = button(challenge.message, 'acc');
    const matchId = parseCustomId(accept)!.matchId;
    const before = await tv.service.get(matchId);
    const editedBefore = tv.emu.message(challenge.message.id as string)!.edited_timestamp;
    // Chloé uses up her allowance on harmless commands …
    for (let k = 0; k < RATE_LIMIT; k++)
      expect(ephemeral((await respond(tv.emu, tv.emu.slash(chloe, channel, 'help'))).message)).toBe(true);
    // … then hammers Accept.
    const clicks = Array.from({ length: 4 }, () => tv.emu.click(chloe, challenge.message.id as string, accept));
    const answers = await Promise.all(clicks.map((c) => respond(tv.emu, c)));
    for (const answer of answers) {
      expect(answer.kind).toBe('message');
      expect(ephemeral(answer.message)).toBe(true);
      // Chloé's client is in French: the refusal is too.
      expect(textOf(answer.message)).toMatch(/Doucement — trop de clics/);
    }
    const after = await tv.service.get(matchId);
    expect(after.status).toBe('challenged');
    expect(after.version).toBe(before.version);
    expect(after.seats.map((s) => s.accepted)).toEqual(before.seats.map((s) => s.accepted));
    expect(await tv.db.prisma.matchAction.count({ where: { matchId } })).toBe(0);
    // The challenge message is untouched and still offers Accept to Chloé; no "interaction failed".
    expect(tv.emu.message(challenge.message.id as string)!.edited_timestamp).toBe(editedBefore);
    expect(tv.emu.notices(chloe)).toEqual([]);
    // Others are not slowed down by Chloé's clicks.
    expect(ephemeral((await respond(tv.emu, tv.emu.slash(bruno, channel, 'help'))).message)).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('rate limit: autocomplete counts too', () => {
  it('typing in an autocomplete option uses the allowance: past it, no suggestions, and the next command is slowed down', async () => {
    // A fresh allowance, so earlier tests' clicks do not count.
    tv.bot.router.d.limiter = new RateLimiter(RATE_LIMIT, 10_000);
    const channel = tv.emu.channels['games']!;
    const suggest = () =>
      tv.emu.waitForResponse(tv.emu.autocomplete(alice, channel, 'match resign', { match: '' }, 'match'), { timeoutMs: 15_000 });
    for (let k = 0; k < RATE_LIMIT; k++) expect((await suggest()).kind).toBe('autocomplete');
    const over = await suggest();
    expect(over.kind).toBe('autocomplete');
    expect(over.choices).toEqual([]);
    const slowed = await respond(tv.emu, tv.emu.slash(alice, channel, 'help'));
    expect(textOf(slowed.message)).toMatch(/Easy there|Doucement/);
    expect(tv.emu.violations()).toEqual([]);
  });
});
