/**
 * A stand-alone process that plays fixture matches as fast as it can against
 * DATABASE_URL and prints "committed <matchId> <version>" after each move
 * commits. The restart test kills it with SIGKILL mid-stream.
 */
import { GameRegistry } from '../../src/games/registry.js';
import { createPrisma } from '../../src/platform/db/client.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { log } from '../../src/logger.js';
import { fixtureGame } from './fixture-game.js';

log.level = 'silent';
const url = process.argv[2]!;
const service = new MatchService(createPrisma(url, 8), new GameRegistry([fixtureGame]));
const players = [
  { id: '400000000000000001', username: 'W1' },
  { id: '400000000000000002', username: 'W2' },
];

async function newMatch(): Promise<MatchRecord> {
  const m = await service.challenge({
    game: 'fixture',
    guildId: null,
    channelId: null,
    challenger: players[0]!,
    opponents: [players[1]!],
    options: { turnsPerSeat: 50 },
  });
  return (await service.accept(m.id, players[1]!)).match;
}

async function play(): Promise<never> {
  let m = await newMatch();
  for (;;) {
    const prompt = fixtureGame.prompts(m.state as never)[0];
    if (!prompt || m.status !== 'active') {
      m = await newMatch();
      continue;
    }
    const userId = m.seats[prompt.seat]!.userId!;
    m = (await service.act(m.id, userId, prompt.choices[0]!.action, m.version)).match;
    process.stdout.write(`committed ${m.id} ${m.version}\n`);
  }
}

await Promise.all([play(), play(), play()]);
