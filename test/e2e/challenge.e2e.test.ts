/**
 * What a challenge says and whom it seats, through the emulator with the
 * real bot: the real clock (explicit, live, or the server's default), rated
 * or not, the game's options and who plays with whom (#22.7); La Grande
 * Tornade seats `opponent2` as the challenger's teammate whatever slots are
 * empty, and a rematch keeps the teams (#22.19); a member who cannot see the
 * channel cannot be challenged there (#22.11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { attachCompetition } from '../../src/platform/competition.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { sfb } from '../../src/games/sfb/index.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame, sfb]);
  const scheduler = new Scheduler(tv.db.prisma);
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const ephemeral = (message: Record<string, unknown>) => ((message.flags as number) & 64) === 64;

async function challenge(options: Record<string, unknown>, user = alice, where = channel) {
  const out = await respond(tv.emu, tv.emu.slash(user, where, 'challenge', options));
  return { message: out.message, text: textOf(out.message) };
}

describe('a pending challenge states what the opponent accepts (#22.7)', () => {
  it('an explicit clock is stated as chosen (was: “no time limit” whatever the clock)', async () => {
    const { text } = await challenge({ game: 'fixture', opponent: bruno, time: 'days:3' });
    expect(text).toContain('Clock: 3 days per move');
    const live = await challenge({ game: 'fixture', opponent: bruno, time: 'live:10' });
    expect(live.text).toContain('Clock: 10 min per move');
  });

  it('without a clock, the server’s default is stated', async () => {
    await respond(tv.emu, tv.emu.slash(alice, channel, 'settings server', { time: 'days:7' }));
    const { text } = await challenge({ game: 'fixture', opponent: bruno });
    expect(text).toContain('Clock: 7 days per move');
    await respond(tv.emu, tv.emu.slash(alice, channel, 'settings server', { time: 'none' }));
    expect((await challenge({ game: 'fixture', opponent: bruno })).text).toContain('Clock: no time limit');
  });

  it('says whether it is rated', async () => {
    expect((await challenge({ game: 'fixture', opponent: bruno })).text).toMatch(/· Rated/);
    expect((await challenge({ game: 'fixture', opponent: bruno, rated: false })).text).toMatch(/· Unrated/);
    expect((await challenge({ game: 'fixture', opponent: bruno, bots: 1 })).text).toMatch(/· Unrated \(a bot plays\)/);
  });

  it('an open table states its clock and whether it is rated too', async () => {
    const { text } = await challenge({ game: 'fixture', open: true, time: 'days:2', rated: false });
    expect(text).toContain('Clock: 2 days per move · Unrated');
  });

  it('states the game’s options: recruitment and variant', async () => {
    const { text } = await challenge({ game: 'sfb', opponent: bruno, recruitment: 'friendly', variant: 'duel' });
    expect(text).toMatch(/Recruitment: friendly draft/);
    expect(text).toMatch(/Variant: duel/);
    // An option left out shows the game's default.
    expect((await challenge({ game: 'sfb', opponent: bruno })).text).toMatch(/Recruitment: free choice/);
  });
});

describe('La Grande Tornade seats opponent2 as your teammate (#22.19)', () => {
  it('opponent2 with two bots: Chloé plays with Alice, the bots together; the message says so', async () => {
    const { message, text } = await challenge({ game: 'sfb', opponent2: chloe, bots: 2, variant: 'tornado' });
    const m = await tv.service.get(parseCustomId(button(message, 'acc'))!.matchId);
    expect(m.seats.map((s) => s.name)).toEqual(['Alice', 'Bot 1', 'Chloé', 'Bot 2']);
    expect(m.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    expect(text).toContain('Teams: Alice & Chloé vs Bot 1 & Bot 2');
    expect(text).toMatch(/Variant: La Grande Tornade/);
  });

  it('opponent and opponent3 with one bot for opponent2: the bot is Alice’s teammate', async () => {
    const { message } = await challenge({ game: 'sfb', opponent: bruno, opponent3: dmitri, bots: 1, variant: 'tornado' });
    const m = await tv.service.get(parseCustomId(button(message, 'acc'))!.matchId);
    expect(m.seats.map((s) => s.name)).toEqual(['Alice', 'Bruno', 'Bot 1', 'Dmitri']);
  });

  it('a rematch keeps the teams, whoever asks for it', async () => {
    const { message } = await challenge({ game: 'sfb', opponent: bruno, opponent2: chloe, opponent3: dmitri, variant: 'tornado' });
    const matchId = parseCustomId(button(message, 'acc'))!.matchId;
    for (const user of [bruno, chloe, dmitri])
      await respond(tv.emu, tv.emu.click(user, message.id as string, button(tv.emu.message(message.id as string), 'acc')));
    const done = await tv.service.resign(matchId, dmitri);
    await tv.bot.router.d.publisher.refresh(done.id, 'en');
    const matchMessage = tv.emu.message(done.messageId!)!;
    const offered = await respond(tv.emu, tv.emu.click(chloe, done.messageId!, button(matchMessage, 'rmt')));
    const link = /channels\/\d+\/\d+\/(\d+)/.exec(textOf(offered.message))![1]!;
    const next = await tv.service.get(parseCustomId(button(tv.emu.message(link), 'acc'))!.matchId);
    const teamOf = (m: typeof next, name: string) => m.seats.find((s) => s.name === name)!.team;
    expect(teamOf(next, 'Chloé')).toBe(teamOf(next, 'Alice'));
    expect(teamOf(next, 'Bruno')).toBe(teamOf(next, 'Dmitri'));
    expect(teamOf(next, 'Bruno')).not.toBe(teamOf(next, 'Alice'));
    expect(next.seats[0]!.name).toBe('Chloé');
  });
});

describe('texts name the match buttons as players see them (#22.12)', () => {
  it('a French player in an English server reads « Take my turn » in /rules, the label of the public button', async () => {
    const out = await respond(tv.emu, tv.emu.slash(bruno, channel, 'rules', { game: 'sfb' }));
    expect(textOf(out.message)).toContain('« Take my turn »');
    expect(textOf(out.message)).not.toContain('Jouer mon tour');
    const en = await respond(tv.emu, tv.emu.slash(alice, channel, 'rules', { game: 'sfb' }));
    expect(textOf(en.message)).toContain('"Take my turn"');
  });
});

describe('challenging a member who cannot see the channel (#22.11)', () => {
  it('is refused, saying why, and pings nobody (a member overwrite)', async () => {
    const hidden = tv.emu.channels['tavern-test']!;
    tv.emu.setChannelOverwrite(hidden, dmitri, { allow: [], deny: ['ViewChannel'] });
    const before = await tv.db.prisma.match.count();
    const out = await respond(tv.emu, tv.emu.slash(alice, hidden, 'challenge', { game: 'fixture', opponent: dmitri }));
    expect(ephemeral(out.message)).toBe(true);
    expect(textOf(out.message)).toContain('Dmitri cannot see this channel');
    expect(await tv.db.prisma.match.count()).toBe(before);
    expect(tv.emu.visibleMessages(dmitri, hidden)).toEqual([]);
    expect(tv.emu.visibleMessages(alice, hidden).filter((x) => !ephemeral(x))).toEqual([]);
    tv.emu.setChannelOverwrite(hidden, dmitri, { allow: [], deny: [] });
  });

  it('is refused when a role hides the channel, and among several opponents names who', async () => {
    const hidden = tv.emu.channels['general']!;
    const everyone = tv.emu.roles.everyone;
    const insiders = tv.emu.createRole('Insiders');
    tv.emu.setMemberRoles(bruno, [...tv.emu.rolesOf(bruno), insiders]);
    tv.emu.setChannelOverwrite(hidden, everyone, { allow: [], deny: ['ViewChannel'] });
    tv.emu.setChannelOverwrite(hidden, insiders, { allow: ['ViewChannel'], deny: [] });
    tv.emu.setChannelOverwrite(hidden, alice, { allow: ['ViewChannel'], deny: [] });
    const out = await respond(tv.emu, tv.emu.slash(alice, hidden, 'challenge', { game: 'fixture', opponent: bruno, opponent2: chloe }));
    expect(ephemeral(out.message)).toBe(true);
    expect(textOf(out.message)).toContain('Chloé cannot see this channel');
    expect(textOf(out.message)).not.toContain('Bruno');
    const ok = await respond(tv.emu, tv.emu.slash(alice, hidden, 'challenge', { game: 'fixture', opponent: bruno }));
    expect(ephemeral(ok.message)).toBe(false);
    tv.emu.setChannelOverwrite(hidden, everyone, { allow: [], deny: [] });
  });
});
