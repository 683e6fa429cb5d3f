/**
 * Mentions: whatever a player's name or a tournament's title contains
 * ("@everyone", "@here", a role mention), no message the bot sends or edits
 * can ping more than the users it means to ping. Checked on every request
 * the bot made to Discord during a session that goes through challenges,
 * open tables, a match with its thread, resignations, tournaments and
 * leaderboards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { DEFAULT_USERS } from '../../src/emulator/index.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

const ROLE = '123456789012345678';
const HOSTILE = `@everyone @here <@&${ROLE}>`;

let tv: Tavern;
let scheduler: Scheduler;
let alice: string, mallory: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame], {
    emulator: { users: [DEFAULT_USERS[0]!, { username: 'mallory', globalName: HOSTILE, locale: 'en-US' }, DEFAULT_USERS[2]!] },
  });
  scheduler = new Scheduler(tv.db.prisma);
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler);
  attachCompetition(tv.service, tv.db.prisma);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  [alice, mallory, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

type Obj = Record<string, unknown>;

/** Every request that creates or edits a message, with the payload Discord would read. */
function messageRequests(): { route: string; payload: Obj }[] {
  const out: { route: string; payload: Obj }[] = [];
  for (const r of tv.emu.requests()) {
    const body = (r.body ?? {}) as Obj;
    const route = `${r.method} ${r.path}`;
    if (/^(POST|PATCH) \/channels\/\d+\/messages(\/\d+)?$/.test(route)) out.push({ route, payload: body });
    else if (/^(POST|PATCH) \/webhooks\//.test(route)) out.push({ route, payload: body });
    else if (/^POST \/interactions\/\d+\/[^/]+\/callback/.test(route) && (body.type === 4 || body.type === 7))
      out.push({ route, payload: (body.data ?? {}) as Obj });
  }
  return out;
}

async function playSession(): Promise<void> {
  // A challenge to Mallory (who is meant to be pinged), accepted; a move; a resignation.
  const challenge = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: mallory }));
  const accept = button(challenge.message, 'acc');
  const matchId = parseCustomId(accept)!.matchId;
  await respond(tv.emu, tv.emu.click(mallory, challenge.message.id as string, accept));
  const m = await tv.service.get(matchId);
  const panel = await respond(tv.emu, tv.emu.click(mallory, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  const bid = buttons(panel.message).find((b) => b.customId.endsWith(':bid2'))!;
  await respond(tv.emu, tv.emu.click(mallory, panel.message.id as string, bid.customId));
  await scheduler.runDue();
  const ask = await respond(tv.emu, tv.emu.slash(mallory, m.threadId!, 'match resign', {}));
  await respond(tv.emu, tv.emu.click(mallory, ask.message.id as string, button(ask.message, 'rsy')));
  const finished = await tv.service.get(matchId);
  await expect.poll(() => buttons(tv.emu.message(finished.messageId!)).some((b) => b.customId.startsWith('rmt:'))).toBe(true);
  // Rematch from the finished match, then Mallory declines it.
  const offered = await respond(tv.emu, tv.emu.click(alice, finished.messageId!, button(tv.emu.message(finished.messageId!), 'rmt')));
  expect(textOf(offered.message)).toBeTruthy();
  const rematch = tv.emu.visibleMessages(mallory, channel).findLast((x) => buttons(x).some((b) => b.customId.startsWith('dec:')))!;
  await respond(tv.emu, tv.emu.click(mallory, rematch.id as string, button(rematch, 'dec')));
  // A challenge Alice withdraws.
  await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: mallory }));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'match abandon', {}));
  // Mallory hosts an open table; Chloé and Alice join; Mallory starts it.
  const table = await respond(tv.emu, tv.emu.slash(mallory, channel, 'challenge', { game: 'fixture', open: true }));
  for (const u of [chloe, alice])
    await respond(tv.emu, tv.emu.click(u, table.message.id as string, button(tv.emu.message(table.message.id as string), 'joi')));
  await respond(tv.emu, tv.emu.click(mallory, table.message.id as string, button(tv.emu.message(table.message.id as string), 'go')));
  // A tournament whose title pings everyone and a role, joined by Mallory and started.
  const created = await respond(
    tv.emu,
    tv.emu.slash(alice, channel, 'tournament create', { game: 'fixture', format: 'round-robin', name: `${HOSTILE} Cup` }),
  );
  const signup = created.message.id as string;
  for (const u of [alice, mallory]) await respond(tv.emu, tv.emu.click(u, signup, button(tv.emu.message(signup), 'cx:tj')));
  // One Start opens round 1.
  await respond(tv.emu, tv.emu.click(alice, signup, button(tv.emu.message(signup), 'cx:ts')));
  await expect.poll(() => tv.emu.visibleMessages(mallory, channel).some((x) => textOf(x).includes('your match is ready'))).toBe(true);
  await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament standings', {}));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'leaderboard', { game: 'fixture' }));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'profile', { user: mallory }));
  await respond(tv.emu, tv.emu.slash(mallory, channel, 'games', {}));
}

describe('allowed mentions on every message', () => {
  it('after a whole session with a hostile name and title, no request allows @everyone, @here or roles, and only mentioned users may be pinged', async () => {
    await playSession();
    const requests = messageRequests();
    // The session really went through many kinds of messages, and the hostile texts reached some of them.
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.some((r) => JSON.stringify(r.payload).includes('@everyone'))).toBe(true);
    expect(requests.some((r) => JSON.stringify(r.payload).includes(`<@&${ROLE}>`))).toBe(true);
    const problems: string[] = [];
    for (const { route, payload } of requests) {
      const allowed = payload.allowed_mentions as { parse?: string[]; roles?: string[]; users?: string[] } | undefined;
      if (!allowed) {
        problems.push(`${route}: no allowed_mentions`);
        continue;
      }
      if ((allowed.parse ?? []).length > 0) problems.push(`${route}: parse ${JSON.stringify(allowed.parse)}`);
      if ((allowed.roles ?? []).length > 0) problems.push(`${route}: roles ${JSON.stringify(allowed.roles)}`);
      for (const u of allowed.users ?? [])
        if (!String(payload.content ?? '').includes(`<@${u}>`)) problems.push(`${route}: allows pinging ${u}, who is not mentioned`);
    }
    expect(problems).toEqual([]);
    // Pings that are meant still happen: Mallory is pinged by the challenge and the tournament's "match ready".
    const pinged = requests.filter((r) => ((r.payload.allowed_mentions as { users?: string[] }).users ?? []).includes(mallory));
    expect(pinged.length).toBeGreaterThanOrEqual(2);
    expect(tv.emu.violations()).toEqual([]);
  });
});
