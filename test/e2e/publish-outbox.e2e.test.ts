/**
 * The public face of a match catches up after a crash and after a failed
 * publish (the outbox in match_publications): a bot process is killed with
 * SIGKILL in the middle of a burst of moves, after commits it had not yet
 * published; the next bot, on start, edits every match message to the
 * current version and posts every event not yet told, each exactly once and
 * in order. Then a publish refused by Discord is caught up once it can be.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { SendableChannels } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type RunningBot } from '../../src/discord/bot.js';
import { MatchViews } from '../../src/discord/match-views.js';
import { eventMessages } from '../../src/discord/publisher.js';
import { translate } from '../../src/discord/strings.js';
import type { Text } from '../../src/core/text.js';
import { createDiscordClientOptions, startEmulator, type DiscordEmulator } from '../../src/emulator/index.js';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { RenderCache } from '../../src/platform/render-cache.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';
import { textOf } from '../support/tavern.js';

let emu: DiscordEmulator;
let db: TestDatabase;
let service: MatchService;
let bot: RunningBot | null = null;
const registry = new GameRegistry([fixtureGame]);
let alice: string, bruno: string, channel: string;

beforeAll(async () => {
  db = await createTestDatabase();
  emu = await startEmulator({ quiet: true });
  service = new MatchService(db.prisma, registry);
  [alice, bruno] = emu.users.map((u) => u.id) as [string, string];
  channel = emu.channels['games']!;
});
afterAll(async () => {
  await bot?.stop();
  await emu.close();
  await db.close();
});

/** Runs the burst bot until it has committed `commits` moves, then SIGKILLs it at once (its publishes still under way). */
function burstThenKill(commits: number): Promise<{ opened: string[]; committed: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/support/publish-burst.ts',
        db.url,
        emu.apiBase,
        emu.token,
        emu.applicationId,
        emu.guildId,
        channel,
        alice,
        bruno,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const opened: string[] = [];
    let committed = 0;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const [word, id] = line.split(' ');
        if (word === 'opened') opened.push(id!);
        if (word === 'committed' && ++committed === commits) child.kill('SIGKILL');
      }
    });
    child.stdout.on('data', () => {
      if (process.env.DEBUG_BURST) console.log(`burst: ${opened.length} opened, ${committed} committed`);
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve({ opened, committed }) : reject(new Error(`burst bot exited ${code}: ${stderr}`)),
    );
  });
}

const publications = () => db.prisma.matchPublication.findMany({ include: { match: true } });
const caughtUp = async () =>
  (await publications()).every((p) => p.shownVersion === p.match.version && p.nextSeq === p.match.version + 1 && p.pendingSeq === null);

/** Every line the bot posted in the match's thread after the match message, in order. */
async function threadLines(matchId: string): Promise<string[]> {
  const m = await service.get(matchId);
  return emu
    .visibleMessages(alice, m.threadId!)
    .filter((x) => x.id !== m.messageId && (x.author as { id: string }).id === emu.applicationId)
    .flatMap((x) => String(x.content).split('\n'));
}

/** What the thread must say: every public event of the match's log, in order. */
async function expectedLines(matchId: string): Promise<string[]> {
  const actions = await db.prisma.matchAction.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
  return actions.flatMap((a) => (a.events as Text[]).map((e) => translate(e, 'en', fixtureGame.strings)));
}

async function expectPublished(ids: string[]): Promise<void> {
  const views = new MatchViews(service, new RenderCache());
  for (const id of ids) {
    const m = await service.get(id);
    expect(await threadLines(id), id).toEqual(await expectedLines(id));
    // The match message shows the current version: the same text as a fresh render of it.
    expect(textOf(emu.message(m.messageId!)), id).toBe(textOf((await views.publicMessage(m, 'en')) as never));
  }
}

describe('the match message and the thread catch up (outbox)', () => {
  let opened: string[];

  it('a bot killed (SIGKILL) mid-burst leaves the public face behind; the next bot catches it up on start, each event once', async () => {
    const run = await burstThenKill(40);
    opened = run.opened;
    expect(opened).toHaveLength(3);
    // The kill really left work undone: a message showing an old version, or events not posted.
    const left = await publications();
    expect(left).toHaveLength(3);
    expect(left.some((p) => p.shownVersion < p.match.version || p.nextSeq <= p.match.version)).toBe(true);
    expect(left.reduce((n, p) => n + p.match.version, 0)).toBeGreaterThanOrEqual(40);

    bot = await startBot({
      token: emu.token,
      applicationId: emu.applicationId,
      devGuildId: emu.guildId,
      service,
      registry,
      defaultLocale: 'en',
      userRateLimit: 1000,
      clientOptions: createDiscordClientOptions(emu),
    });
    await expect.poll(caughtUp, { timeout: 30_000 }).toBe(true);
    await expectPublished(opened);
    expect(emu.violations()).toEqual([]);
  }, 240_000);

  it('a publish Discord refuses is retried until it goes through, then nothing is posted twice', async () => {
    const id = opened[0]!;
    const m = await service.get(id);
    // The bot may no longer speak in threads: the moves commit, their publish fails.
    emu.setBotPermission(channel, 'SendMessagesInThreads', false);
    let current = m;
    for (let k = 0; k < 3; k++) {
      const prompt = fixtureGame.prompts(current.state as never)[0]!;
      current = (await service.act(id, current.seats[prompt.seat]!.userId!, prompt.choices[0]!.action, current.version)).match;
      await bot!.router.d.publisher.sync(id);
    }
    const failed = await db.prisma.matchPublication.findUniqueOrThrow({ where: { matchId: id } });
    expect(failed.attempts).toBeGreaterThan(0);
    expect(failed.nextSeq).toBeLessThanOrEqual(current.version);
    expect(failed.parkedAt).toBeNull();
    // Allowed again: the periodic catch-up finds it once its retry time has come.
    emu.resetBotPermissions();
    await expect
      .poll(
        async () => {
          await bot!.router.d.publisher.catchUp();
          return caughtUp();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await expectPublished([id]);
  }, 120_000);

  it('a post interrupted between Discord and the database is found in the thread, not posted twice; one never sent is sent', async () => {
    const publisher = bot!.router.d.publisher;
    const store = publisher.store;
    for (const reachedDiscord of [true, false]) {
      const id = opened[1]!;
      let m = await service.get(id);
      const prompt = fixtureGame.prompts(m.state as never)[0]!;
      m = (await service.act(id, m.seats[prompt.seat]!.userId!, prompt.choices[0]!.action, m.version)).match;
      // What the crashed worker had done: claimed, recorded the post it was about to make, and maybe made it.
      const pub = (await store.claim(id))!;
      const { events, end } = await store.unposted(id, { seq: pub.nextSeq, event: pub.nextEvent });
      const [message] = eventMessages(events, (text) => translate(text, 'en', fixtureGame.strings));
      expect(message).toBeDefined();
      await store.intend(id, end, createHash('sha256').update(message!.content).digest('hex').slice(0, 32));
      if (reachedDiscord) {
        const thread = (await bot!.client.channels.fetch(m.threadId!)) as SendableChannels;
        await thread.send({ content: message!.content });
      }
      await publisher.sync(id);
      expect(await caughtUp()).toBe(true);
      await expectPublished([id]);
    }
  });
});
