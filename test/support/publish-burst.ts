/**
 * A stand-alone bot process for the outbox test: connects the real bot to the
 * test's Discord emulator and database, opens three fixture matches (each
 * with its thread and match message), then plays moves in all three as fast
 * as it can, publishing each like the panel does (commit, then Discord).
 * Prints "opened <matchId>" and "committed <matchId> <version>" (right after
 * each commit, before its publish). The test kills it with SIGKILL mid-burst.
 */
import type { SendableChannels } from 'discord.js';
import { startBot } from '../../src/discord/bot.js';
import { createDiscordClientOptions } from '../../src/emulator/index.js';
import { GameRegistry } from '../../src/games/registry.js';
import { log } from '../../src/logger.js';
import { createPrisma } from '../../src/platform/db/client.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { fixtureGame } from './fixture-game.js';

log.level = 'silent';
const [url, apiBase, token, applicationId, guildId, channelId, userA, userB] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const registry = new GameRegistry([fixtureGame]);
const service = new MatchService(createPrisma(url, 8), registry);
const bot = await startBot({
  token,
  applicationId,
  devGuildId: guildId,
  service,
  registry,
  defaultLocale: 'en',
  userRateLimit: 1000,
  clientOptions: createDiscordClientOptions({ apiBase }),
});
const publisher = bot.router.d.publisher;
const channel = (await bot.client.channels.fetch(channelId)) as SendableChannels;
const players = [
  { id: userA, username: 'Alice' },
  { id: userB, username: 'Bruno' },
];

async function openMatch(k: number): Promise<MatchRecord> {
  const challenged = await service.challenge({
    game: 'fixture',
    guildId,
    channelId,
    challenger: players[0]!,
    opponents: [players[1]!],
    options: { turnsPerSeat: 40 },
  });
  const { match } = await service.accept(challenged.id, players[1]!);
  const message = await channel.send({ content: `Match ${k + 1}` });
  await publisher.open(match, message, true, 'en');
  process.stdout.write(`opened ${match.id}\n`);
  return match;
}

async function play(m: MatchRecord): Promise<void> {
  for (;;) {
    const prompt = fixtureGame.prompts(m.state as never)[0];
    if (!prompt || m.status !== 'active') return;
    m = (await service.act(m.id, m.seats[prompt.seat]!.userId!, prompt.choices[0]!.action, m.version)).match;
    process.stdout.write(`committed ${m.id} ${m.version}\n`);
    await publisher.sync(m.id);
  }
}

const matches: MatchRecord[] = [];
for (let k = 0; k < 3; k++) matches.push(await openMatch(k));
await Promise.all(matches.map((m) => play(m)));
process.stdout.write('done\n');
