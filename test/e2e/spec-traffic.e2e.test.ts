/**
 * #12: a realistic session through the real bot, with the emulator holding
 * both sides to Discord's OpenAPI specification (discord-api-spec): every
 * request body the bot sends against its route's request schema, every REST
 * answer and gateway payload the emulator sends against the specification's
 * response schemas, strictly (a field no schema names counts). The session:
 * an SFB duel started by clicks and finished with the bots' choices (rated,
 * so a rank role is given), a reminder by DM, an ESW game to the end, an
 * open table ended by a resignation, /games, /leaderboard, /profile,
 * /tournament, /settings and the autocomplete of /match. Nothing may be
 * refused or found outside the specification, and every route used must be
 * one the specification knows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { esw } from '../../src/games/esw/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { HOUR_MS, MINUTE_MS } from '../../src/platform/clock/time.js';
import { attachCompetition } from '../../src/platform/competition.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { button, buttons, respond, startTavern, textOf, type Tavern, challengeAndAccept } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let offset = 0;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw]);
  const clock = () => new Date(Date.now() + offset);
  scheduler = new Scheduler(tv.db.prisma, { now: clock });
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler, clock);
  attachCompetition(tv.service, tv.db.prisma);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

/** Moves the scheduler's clock forward and runs what fell due. */
async function advance(ms: number): Promise<void> {
  offset += ms;
  await scheduler.runDue();
}

async function started(user: string, options: Record<string, unknown>, accepting: string[]): Promise<string> {
  const matchId = await challengeAndAccept(tv, user, channel, options, accepting);
  return matchId;
}

/** Plays the match to its end with the bots' choices, each move by the player who owes it, the public face brought up every `every` moves. */
async function finish(matchId: string, every: number): Promise<void> {
  let m = await tv.service.get(matchId);
  const engine = tv.service.engine(m.game);
  for (let n = 1; m.status === 'active' && n < 5000; n++) {
    const prompt = engine.prompts(m.state)[0]!;
    m = (await tv.service.act(m.id, m.seats[prompt.seat]!.userId!, engine.botAction(m.state, prompt.seat), m.version)).match;
    if (n % every === 0) await tv.bot.router.d.publisher.refresh(m.id, 'en');
  }
  await tv.bot.router.d.publisher.refresh(matchId, 'en');
  expect((await tv.service.get(matchId)).status).toBe('finished');
}

/** Opens the player's panel and makes its first choice by a click, as a person would. */
async function clickOnce(user: string, matchId: string): Promise<void> {
  const m = await tv.service.get(matchId);
  const panel = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  const choice = buttons(panel.message).find((b) => b.customId.startsWith('ch:') && !b.disabled);
  if (choice) await respond(tv.emu, tv.emu.click(user, panel.message.id as string, choice.customId));
}

async function session(): Promise<void> {
  // Settings: Alice's and Bruno's reminders by DM every 4 hours; Chloé's vacation, begun and ended; the server's defaults (Alice owns it).
  for (const u of [alice, bruno]) await respond(tv.emu, tv.emu.slash(u, channel, 'settings notifications', { frequency: '4', dm: true }));
  await respond(tv.emu, tv.emu.slash(chloe, channel, 'settings vacation', { days: 2 }));
  await respond(tv.emu, tv.emu.slash(chloe, channel, 'settings vacation', { days: 0 }));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'settings server', { grace_hours: 12 }));
  // A rank role every rated player qualifies for.
  const role = tv.emu.createRole('Brawler');
  await respond(tv.emu, tv.emu.slash(alice, channel, 'ratings rank-role', { role, 'min-rating': -10000 }));

  // SFB, rated, on a 3-day clock: accepted by a click, a move or two by clicks, a reminder DM, then played out with the bots' choices.
  const duel = await started(alice, { game: 'sfb', opponent: bruno, rated: true, time: 'days:3', recruitment: 'free' }, [bruno]);
  await advance(0);
  await clickOnce(alice, duel);
  await clickOnce(bruno, duel);
  await advance(4 * HOUR_MS + MINUTE_MS);
  await expect.poll(() => tv.emu.requests().some((r) => r.method === 'POST' && r.path === '/users/@me/channels')).toBe(true);
  // Autocomplete of /match while the duel is on: its choices.
  const choices = await tv.emu.waitForResponse(tv.emu.autocomplete(alice, channel, 'match resign', { match: '' }, 'match'));
  expect(choices.choices?.length).toBeGreaterThan(0);
  await finish(duel, 40);
  await expect.poll(() => tv.emu.rolesOf(alice).includes(role) || tv.emu.rolesOf(bruno).includes(role)).toBe(true);

  // ESW: Chloé against a bot, to the end.
  await respond(tv.emu, tv.emu.slash(chloe, channel, 'challenge', { game: 'esw', bots: 1 }));
  const [vsBot] = (await tv.service.listForUser(chloe, tv.emu.guildId)).filter((m) => m.game === 'esw' && m.status === 'active');
  const game = vsBot!.id;
  await expect.poll(async () => (await tv.service.get(game)).messageId, { timeout: 15_000 }).toBeTruthy();
  await clickOnce(chloe, game);
  await finish(game, 25);

  // An open table: Dmitri hosts, Alice and Chloé join, Dmitri starts it, then resigns after confirming.
  const table = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'challenge', { game: 'esw', open: true }));
  const tableId = table.message.id as string;
  for (const u of [alice, chloe]) await respond(tv.emu, tv.emu.click(u, tableId, button(tv.emu.message(tableId), 'joi')));
  await respond(tv.emu, tv.emu.click(dmitri, tableId, button(tv.emu.message(tableId), 'go')));
  const [open] = (await tv.service.listForUser(dmitri, tv.emu.guildId)).filter((m) => m.game === 'esw' && m.status === 'active');
  await expect.poll(async () => (await tv.service.get(open!.id)).threadId).toBeTruthy();
  const threadId = (await tv.service.get(open!.id)).threadId!;
  const ask = await respond(tv.emu, tv.emu.slash(dmitri, threadId, 'match resign', {}));
  await respond(tv.emu, tv.emu.click(dmitri, ask.message.id as string, button(ask.message, 'rsy')));

  // A tournament: created, joined, started; its standings.
  const created = await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament create', { game: 'sfb', format: 'round-robin' }));
  const signup = created.message.id as string;
  for (const u of [alice, bruno]) await respond(tv.emu, tv.emu.click(u, signup, button(tv.emu.message(signup), 'cx:tj')));
  await respond(tv.emu, tv.emu.click(alice, signup, button(tv.emu.message(signup), 'cx:ts')));
  await expect.poll(() => tv.emu.visibleMessages(bruno, channel).some((x) => textOf(x).includes('your match is ready'))).toBe(true);
  await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament standings', {}));

  // The lists: /games, /leaderboard, /profile.
  await respond(tv.emu, tv.emu.slash(bruno, channel, 'games', {}));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'games', { finished: true }));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'leaderboard', { game: 'sfb' }));
  await respond(tv.emu, tv.emu.slash(bruno, channel, 'profile', { user: alice }));
  // What is still in flight (posts paced per channel) lands before the figures are read.
  await new Promise((r) => setTimeout(r, 1500));
}

describe("Discord's specification over a realistic session (#12)", () => {
  it('no request refused, no answer or gateway payload outside the specification, every route one Discord has', async () => {
    await session();
    const figures = tv.emu.specFigures();
    const routes = Object.entries(figures.routes);
    console.log(
      [
        "Discord's specification over the session:",
        `  requests ${figures.requests} on ${routes.length} routes of the specification (outside it: ${figures.routesOutsideSpec.length})`,
        `  request bodies checked ${figures.bodiesChecked}, refused ${figures.bodiesRefused}`,
        `  answers checked ${figures.answersChecked}, gateway payloads checked ${figures.payloadsChecked}`,
        `  fields outside schemas ${figures.fieldsOutsideSchemas}, violations ${tv.emu.violations().length}`,
        ...routes.map(([route, n]) => `    ${String(n).padStart(4)}  ${route}`),
      ].join('\n'),
    );
    expect(tv.emu.violations()).toEqual([]);
    expect(figures.routesOutsideSpec).toEqual([]);
    expect(figures.bodiesRefused).toBe(0);
    expect(figures.fieldsOutsideSchemas).toBe(0);
    // Every request was answered, and every answer read against a schema of its route.
    expect(figures.answersChecked).toBe(figures.requests);
    // A session of this size: about 110 requests, nearly all with a body, and as many gateway payloads.
    expect(figures.requests).toBeGreaterThan(90);
    expect(figures.bodiesChecked).toBeGreaterThan(80);
    expect(figures.payloadsChecked).toBeGreaterThan(80);
    // The session reached the routes play needs: messages, follow-ups and edits, threads, DMs, roles, commands.
    expect(Object.keys(figures.routes)).toEqual(
      expect.arrayContaining([
        'POST /interactions/{interaction_id}/{interaction_token}/callback',
        'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
        'POST /channels/{channel_id}/messages',
        'PATCH /channels/{channel_id}/messages/{message_id}',
        'POST /channels/{channel_id}/messages/{message_id}/threads',
        'POST /users/@me/channels',
        'PUT /guilds/{guild_id}/members/{user_id}/roles/{role_id}',
        'PUT /applications/{application_id}/guilds/{guild_id}/commands',
      ]),
    );
  }, 120_000);
});
