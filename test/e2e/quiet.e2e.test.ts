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
import { fixtureGame } from '../support/fixture-game.js';
import { playAndMeasure, type Loudness } from '../support/table-meter.js';
import { button, respond, startTavern, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let users: string[];
let channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw, fixtureGame]);
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

/**
 * The budgets: nobody pinged while acting or already owed; bot messages per
 * round well under what a click-by-click log posted (SFB 37.2 and ESW 100.3
 * per round before); never more than Discord's 5 messages per 5 s in the
 * thread; one panel per player however often "Take my turn" is pressed.
 *
 * Per round, the count depends on the pace of play. Clicked at machine speed
 * the events of several turns share the channel's free slots and go out
 * together (SFB 2.6, ESW 9.0 per round on an idle machine); played slower —
 * as people play, or on a loaded machine — each completed turn and each
 * resolved spell is its own post (SFB 4.9, ESW 16.0–17.7 measured at load 8 on
 * 2 cores). The budgets hold the slow case, still several times under the
 * click-by-click log. ESW's is per turn, not per round: how many turns a round
 * lasts depends on the cards (healing and theft make rounds longer), while a
 * turn posts at most one message per resolved spell (4.3 measured per turn of
 * 4 spells, against about 13 before).
 */
function expectQuiet(l: Loudness, budget: { perRound: number } | { perTurn: number }): void {
  expect(l.mentionsWhileActing).toBe(0);
  for (const n of Object.values(l.mentions)) expect(n).toBeGreaterThanOrEqual(1);
  if ('perRound' in budget) expect(l.botMessages / l.rounds).toBeLessThanOrEqual(budget.perRound);
  else expect(l.botMessages / l.turns).toBeLessThanOrEqual(budget.perTurn);
  expect(l.busiest5s).toBeLessThanOrEqual(5);
  expect(l.panelsOpened).toBeGreaterThan(Object.keys(l.mentions).length * 3);
  expect(l.maxPanels).toBe(1);
}

function report(name: string, l: Loudness): void {
  const perPlayer = Object.values(l.mentions);
  console.log(
    `${name}: ${l.rounds} rounds, ${l.clicks} clicks, mentions per player [${perPlayer.join(', ')}] (${l.mentionsWhileActing} of a player already owed or clicking), ` +
      `${l.botMessages} bot messages in the thread = ${(l.botMessages / l.rounds).toFixed(1)} per round` +
      (l.turns ? ` = ${(l.botMessages / l.turns).toFixed(1)} per turn (${l.turns} turns)` : '') +
      `, busiest 5 s: ${l.busiest5s}, ` +
      `"Take my turn" ${l.panelsOpened}×, most panels one player could see: ${l.maxPanels} (${l.maxLivePanels} with choices)`,
  );
}

/** The thread as a player reads it (QUIET_DUMP=1). */
async function dump(matchId: string): Promise<void> {
  const m = await tv.service.get(matchId);
  for (const x of tv.emu.visibleMessages(users[0]!, m.threadId!))
    console.log(`--- ${x.timestamp} ${JSON.stringify(x.attachments)}\n${x.content}`);
}

describe('A quiet match thread', () => {
  it('a whole SFB duel: nobody pinged mid-turn, at most 8 bot messages per round, never 6 in 5 s, one panel per player', async () => {
    const matchId = await open({ game: 'sfb', opponent: users[1]!, recruitment: 'friendly', variant: 'duel' }, [users[1]!], 'quiet-sfb-1');
    const l = await playAndMeasure(tv, scheduler, sfb, matchId, (s: SfbState) => s.round);
    report('sfb duel', l);
    expectQuiet(l, { perRound: 8 });
    if (process.env.QUIET_DUMP) await dump(matchId);
    expect(tv.emu.violations()).toEqual([]);
  }, 300_000);

  it('a whole 4-player ESW game: nobody pinged mid-turn, at most 6 bot messages per turn of 4 spells, never 6 in 5 s, one panel per player', async () => {
    const matchId = await open(
      { game: 'esw', opponent: users[1]!, opponent2: users[2]!, opponent3: users[3]! },
      users.slice(1, 4),
      'esw-e2e-1',
    );
    const l = await playAndMeasure(
      tv,
      scheduler,
      esw,
      matchId,
      (s: EswState) => s.round,
      (s: EswState) => `${s.round}.${s.turn}`,
    );
    report('esw 4 players', l);
    // One post per resolved spell (4), plus the round's start or end and the result.
    expectQuiet(l, { perTurn: 6 });
    if (process.env.QUIET_DUMP) await dump(matchId);
    expect(tv.emu.violations()).toEqual([]);
  }, 300_000);

  it('a player away from the table (last move over 3 minutes ago) is pinged when the move comes back; one who just moved is not', async () => {
    const [alice, bruno] = [users[0]!, users[1]!];
    const matchId = await open({ game: 'fixture', opponent: bruno }, [bruno], 'quiet-fixture-1');
    const threadId = (await tv.service.get(matchId)).threadId!;
    const pings = () =>
      tv.emu
        .visibleMessages(alice, threadId)
        .map((x) => (x.mentions as { id: string }[]).map((u) => u.id).sort())
        .filter((ids) => ids.length > 0);
    const move = async () => {
      const m = await tv.service.get(matchId);
      const p = fixtureGame.prompts(m.state as never)[0]!;
      await tv.service.act(matchId, m.seats[p.seat]!.userId!, p.choices[0]!.action, m.version);
      await scheduler.runDue();
      return m.seats[p.seat]!.userId!;
    };
    await scheduler.runDue();
    // The match starts: both are owed a move they were not owed before.
    expect(pings()).toEqual([[alice, bruno].sort()]);
    // The secret bids: Alice bids (Bruno still owes his), then Bruno; Alice, who moved a moment ago, owes the first play: no ping.
    await move();
    await move();
    expect(pings()).toHaveLength(1);
    // Both moved over 3 minutes ago (away from the table): Alice plays, Bruno is owed the next move and pinged; Alice is not.
    await tv.db.prisma.$executeRaw`UPDATE match_seats SET acted_at = acted_at - interval '10 minutes' WHERE match_id = ${matchId}::uuid`;
    expect(await move()).toBe(alice);
    expect(pings()).toEqual([[alice, bruno].sort(), [bruno]]);
    // Bruno answers at once: Alice played a moment ago, she is at the table — no ping.
    expect(await move()).toBe(bruno);
    expect(pings()).toHaveLength(2);
  });
});
