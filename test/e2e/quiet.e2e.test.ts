/**
 * A quiet match thread: a whole Super Fantasy Brawl duel and a whole
 * 4-player Epic Spell Wars game played through the emulator with async play
 * wired as in production, measured — mentions per player, bot messages per
 * round, the busiest 5 seconds of the thread, live panels per player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { esw, type EswState } from '../../src/games/esw/index.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { playAndMeasure, type Loudness } from '../support/table-meter.js';
import { button, respond, startTavern, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let users: string[];
let channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw]);
  scheduler = new Scheduler(tv.db.prisma);
  connectClockNotifier(new AsyncPlay(tv.db.prisma, tv.service, scheduler), tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  users = tv.emu.users.map((u) => u.id);
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

/** /challenge with a fixed seed (set before anyone accepts), every opponent accepts. */
async function open(options: Record<string, string | number>, accepting: string[], seed: string): Promise<string> {
  const out = await respond(tv.emu, tv.emu.slash(users[0]!, channel, 'challenge', options));
  const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
  await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed } });
  for (const u of accepting)
    await respond(tv.emu, tv.emu.click(u, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
  expect((await tv.service.get(matchId)).status).toBe('active');
  return matchId;
}

function report(name: string, l: Loudness): void {
  const perPlayer = Object.values(l.mentions);
  console.log(
    `${name}: ${l.rounds} rounds, ${l.clicks} clicks, mentions per player [${perPlayer.join(', ')}] (${l.mentionsWhileActing} of a player already owed or clicking), ` +
      `${l.botMessages} bot messages in the thread = ${(l.botMessages / l.rounds).toFixed(1)} per round, busiest 5 s: ${l.busiest5s}, ` +
      `"Take my turn" ${l.panelsOpened}×, most panels one player could see: ${l.maxPanels} (${l.maxLivePanels} with choices)`,
  );
}

describe('A quiet match thread', () => {
  it('a whole SFB duel: mentions, messages per round, panels', async () => {
    const matchId = await open({ game: 'sfb', opponent: users[1]!, recruitment: 'friendly', variant: 'duel' }, [users[1]!], 'quiet-sfb-1');
    const l = await playAndMeasure(tv, scheduler, sfb, matchId, (s: SfbState) => s.round);
    report('sfb duel', l);
    expect(tv.emu.violations()).toEqual([]);
  }, 300_000);

  it('a whole 4-player ESW game: mentions, messages per round, panels', async () => {
    const matchId = await open(
      { game: 'esw', opponent: users[1]!, opponent2: users[2]!, opponent3: users[3]! },
      users.slice(1, 4),
      'esw-e2e-1',
    );
    const l = await playAndMeasure(tv, scheduler, esw, matchId, (s: EswState) => s.round);
    report('esw 4 players', l);
    expect(tv.emu.violations()).toEqual([]);
  }, 300_000);
});
