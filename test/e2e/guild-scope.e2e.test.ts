/**
 * Two Discord servers served by one Tavern. The owner of server B knows the
 * ids of server A's matches and tournament (they are visible in buttons) and
 * passes them to every command option and button that takes an id: each is
 * refused as if the entity did not exist, and nothing in server A changes.
 */
import { ButtonStyle, ComponentType, type SendableChannels } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition, type Competition } from '../../src/platform/competition.js';
import {
  encodeCompetitionId,
  encodeCustomId,
  parseCustomId,
  type ComponentKind,
  type CompetitionKind,
} from '../../src/discord/custom-id.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { finishWith, verdictGame } from '../competition/verdict-game.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, respond, startOtherServer, startTavern, textOf, type OtherServer, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let other: OtherServer;
let c: Competition;
/** Server A's people, and server B's owner (Manage Server there, a stranger to A). */
let alice: string, bruno: string, chloe: string, mallory: string, malloryFriend: string;
let channelA: string, channelB: string;
let active: string, pending: string, table: string, finished: string, tournament: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame, verdictGame]);
  // Wired as `npm start` does: clocks (for /match end), then ratings and tournaments.
  new AsyncPlay(tv.db.prisma, tv.service, new Scheduler(tv.db.prisma));
  c = attachCompetition(tv.service, tv.db.prisma);
  other = await startOtherServer(tv);
  expect(other.emu.guildId).not.toBe(tv.emu.guildId);
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  [mallory, malloryFriend] = other.emu.users.map((u) => u.id) as [string, string];
  channelA = tv.emu.channels['games']!;
  channelB = other.emu.channels['games']!;

  const challenge = async (opponent: string, game = 'fixture') => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channelA, 'challenge', { game, opponent }));
    return { message: out.message.id as string, accept: button(out.message, 'acc') };
  };
  const a = await challenge(bruno);
  active = parseCustomId(a.accept)!.matchId;
  await respond(tv.emu, tv.emu.click(bruno, a.message, a.accept));
  pending = parseCustomId((await challenge(chloe)).accept)!.matchId;
  const open = await respond(tv.emu, tv.emu.slash(alice, channelA, 'challenge', { game: 'fixture', open: true }));
  table = parseCustomId(button(open.message, 'joi'))!.matchId;
  const f = await challenge(bruno, 'verdict');
  finished = parseCustomId(f.accept)!.matchId;
  await respond(tv.emu, tv.emu.click(bruno, f.message, f.accept));
  await finishWith(tv.service, finished, [1, 2]);
  const created = await respond(
    tv.emu,
    tv.emu.slash(alice, channelA, 'tournament create', { game: 'fixture', format: 'swiss', name: 'A Cup' }),
  );
  const tj = button(created.message, 'cx:tj');
  tournament = tj.split(':')[2]!;
  for (const u of [alice, bruno, chloe]) await respond(tv.emu, tv.emu.click(u, created.message.id as string, tj));
});
afterAll(async () => {
  await other.close();
  await tv.close();
});

/** Everything about server A's entities that a refused command must leave alone. */
async function worldA(): Promise<string> {
  const matches = await tv.db.prisma.match.findMany({
    where: { guildId: tv.emu.guildId },
    include: { seats: { orderBy: { seat: 'asc' } }, competition: true },
    orderBy: { id: 'asc' },
  });
  const tournaments = await tv.db.prisma.tournament.findMany({ where: { guildId: tv.emu.guildId }, orderBy: { id: 'asc' } });
  return JSON.stringify({
    matches: matches.map(({ updatedAt: _u, ...m }) => m),
    tournaments: tournaments.map(({ updatedAt: _u, ...t }) => t),
  });
}

const ephemeral = (m: Record<string, unknown>) => ((m.flags as number) & 64) === 64;
const UNKNOWN_MATCH = /This match does not exist|Cette partie n’existe pas/;
const UNKNOWN_TOURNAMENT = /There is no such tournament|Ce tournoi n’existe pas/;

describe("server B's owner cannot reach server A's matches by id", () => {
  it('/match resign, abandon, end and void with an id of server A are refused; nothing changes', async () => {
    const before = await worldA();
    const commands: [string, Record<string, unknown>][] = [
      ['match resign', { match: active }],
      ['match abandon', { match: pending }],
      ['match end', { match: active, reason: 'mine now' }],
      ['match end', { match: pending, reason: 'mine now' }],
      ['match void', { match: finished, reason: 'mine now' }],
      ['match replay', { match: finished }],
    ];
    for (const [command, options] of commands) {
      const out = await respond(other.emu, other.emu.slash(mallory, channelB, command, options));
      expect(ephemeral(out.message), command).toBe(true);
      expect(textOf(out.message), command).toMatch(UNKNOWN_MATCH);
    }
    expect(await worldA()).toBe(before);
  });

  it("every match button, even on a message of server B that carries server A's id, is refused", async () => {
    const before = await worldA();
    const version = async (id: string) => (await tv.service.get(id)).version;
    const ids: { kind: ComponentKind; matchId: string; token?: string }[] = [
      { kind: 'acc', matchId: pending },
      { kind: 'dec', matchId: pending },
      { kind: 'rul', matchId: active },
      { kind: 'rsg', matchId: active },
      { kind: 'rsy', matchId: active },
      { kind: 'turn', matchId: active },
      { kind: 'ch', matchId: active, token: 'bid1' },
      { kind: 'pg', matchId: active, token: '0.1' },
      { kind: 'joi', matchId: table },
      { kind: 'go', matchId: table },
      { kind: 'clm', matchId: active },
      { kind: 'rmt', matchId: finished },
      { kind: 'rpl', matchId: finished },
      { kind: 'rpo', matchId: active },
      { kind: 'wch', matchId: active },
    ];
    const customIds = await Promise.all(
      ids.map(async (x) => encodeCustomId({ kind: x.kind, matchId: x.matchId, version: await version(x.matchId), token: x.token ?? '' })),
    );
    const menus = [
      encodeCustomId({ kind: 'sel', matchId: active, version: await version(active), token: '' }),
      encodeCustomId({ kind: 'grp', matchId: active, version: await version(active), token: '' }),
    ];
    // The bot itself shows these ids in server B (as a leaked or copied message would): real clicks, not forged ones.
    const channel = (await other.bot.client.channels.fetch(channelB)) as SendableChannels;
    const rows = [customIds.slice(0, 5), customIds.slice(5, 10), customIds.slice(10)].map((row) => ({
      type: ComponentType.ActionRow,
      components: row.map((custom_id, k) => ({ type: ComponentType.Button, style: ButtonStyle.Secondary, label: `b${k}`, custom_id })),
    }));
    const selects = menus.map((custom_id) => ({
      type: ComponentType.ActionRow,
      components: [{ type: ComponentType.StringSelect, custom_id, options: [{ label: 'x', value: 'bid1' }] }],
    }));
    const bait = await channel.send({ content: 'copied', components: [...rows, ...selects] as never });
    for (const customId of [...customIds, ...menus]) {
      const values = menus.includes(customId) ? ['bid1'] : undefined;
      const out = await respond(other.emu, other.emu.click(mallory, bait.id, customId, values));
      expect(out.kind, customId).toBe('message');
      expect(ephemeral(out.message), customId).toBe(true);
      expect(textOf(out.message), customId).toMatch(UNKNOWN_MATCH);
    }
    expect(await worldA()).toBe(before);
    expect(other.emu.violations()).toEqual([]);
  });

  it("/match autocomplete in server B lists none of server A's matches, even to its owner ending matches", async () => {
    // Mallory joins a match of her own in B, so the list is not trivially empty.
    const mine = await respond(other.emu, other.emu.slash(mallory, channelB, 'challenge', { game: 'fixture', opponent: malloryFriend }));
    const own = parseCustomId(button(mine.message, 'acc'))!.matchId;
    for (const sub of ['resign', 'end'] as const) {
      const out = await other.emu.waitForResponse(other.emu.autocomplete(mallory, channelB, `match ${sub}`, { match: '' }, 'match'), {
        timeoutMs: 15_000,
      });
      const values = (out.choices ?? []).map((x) => x.value);
      expect(values, sub).toContain(own);
      for (const a of [active, pending, table, finished]) expect(values, sub).not.toContain(a);
    }
    const voidable = await other.emu.waitForResponse(other.emu.autocomplete(mallory, channelB, 'match void', { match: '' }, 'match'), {
      timeoutMs: 15_000,
    });
    expect((voidable.choices ?? []).map((x) => x.value)).not.toContain(finished);
  });
});

describe("server B's owner cannot administer server A's tournament by id", () => {
  const subcommands: [string, (u: string) => Record<string, unknown>][] = [
    ['start', () => ({})],
    ['pause', () => ({})],
    ['resume', () => ({})],
    ['repair', () => ({})],
    ['drop', (u) => ({ player: u })],
    ['disqualify', (u) => ({ player: u, reason: 'mine now' })],
    ['forfeit', (u) => ({ player: u })],
    ['end', (u) => ({ player: u })],
    ['standings', () => ({})],
    ['leave', () => ({})],
    ['challenge', (u) => ({ opponent: u })],
  ];

  it('every /tournament subcommand naming it is refused; the tournament is untouched', async () => {
    const before = await worldA();
    for (const [sub, extra] of subcommands) {
      const out = await respond(
        other.emu,
        other.emu.slash(mallory, channelB, `tournament ${sub}`, { tournament, ...extra(malloryFriend) }),
      );
      expect(ephemeral(out.message), sub).toBe(true);
      expect(textOf(out.message), sub).toMatch(UNKNOWN_TOURNAMENT);
    }
    expect(await worldA()).toBe(before);
    expect((await c.tournaments.get(tournament)).status).toBe('signup');
  });

  it('also once it runs (start, pause, forfeit… from B still refused)', async () => {
    await c.tournaments.start(tournament, alice);
    const before = await worldA();
    for (const [sub, extra] of subcommands) {
      const out = await respond(
        other.emu,
        other.emu.slash(mallory, channelB, `tournament ${sub}`, { tournament, ...extra(malloryFriend) }),
      );
      expect(textOf(out.message), sub).toMatch(UNKNOWN_TOURNAMENT);
    }
    expect(await worldA()).toBe(before);
  });

  it('Join, Leave, Check-in and Start buttons carrying its id in server B are refused', async () => {
    const before = await worldA();
    const kinds: Exclude<CompetitionKind, 'lb'>[] = ['tj', 'tl', 'tc', 'ts'];
    const ids = kinds.map((k) => encodeCompetitionId(k, [tournament]));
    const channel = (await other.bot.client.channels.fetch(channelB)) as SendableChannels;
    const bait = await channel.send({
      content: 'copied',
      components: [
        {
          type: ComponentType.ActionRow,
          components: ids.map((custom_id, k) => ({ type: ComponentType.Button, style: ButtonStyle.Secondary, label: `t${k}`, custom_id })),
        },
      ] as never,
    });
    for (const customId of ids) {
      const out = await respond(other.emu, other.emu.click(mallory, bait.id, customId));
      expect(ephemeral(out.message), customId).toBe(true);
      expect(textOf(out.message), customId).toMatch(UNKNOWN_TOURNAMENT);
    }
    expect(await worldA()).toBe(before);
  });

  it('/tournament autocomplete in server B does not offer it', async () => {
    const out = await other.emu.waitForResponse(
      other.emu.autocomplete(mallory, channelB, 'tournament standings', { tournament: '' }, 'tournament'),
      { timeoutMs: 15_000 },
    );
    expect((out.choices ?? []).map((x) => x.value)).not.toContain(tournament);
  });

  it('server A itself still administers it', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channelA, 'tournament pause', { tournament }));
    expect(textOf(out.message)).not.toMatch(UNKNOWN_TOURNAMENT);
    expect((await c.tournaments.get(tournament)).status).toBe('paused');
    expect(tv.emu.violations()).toEqual([]);
  });
});
