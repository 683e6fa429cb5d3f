/**
 * Solo and co-op modes (the platform side of Ascension Tactics' Solo and
 * Co-op and Champions of Hara's scenarios), through the emulator with the
 * real bot and ratings attached, on the Stone Path fixture
 * (test/support/quest-game.ts): its co-op mode is not rated and seats one
 * player; it keeps record boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { questGame } from '../support/quest-game.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Obj, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame, questGame]);
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const ephemeral = (message: Obj) => ((message.flags as number) & 64) === 64;
const threadText = (threadId: string) =>
  tv.emu
    .visibleMessages(alice, threadId)
    .filter((x) => !ephemeral(x))
    .map((x) => textOf(x))
    .join('\n');

/** Plays `stones` for `user` from their panel, as a person clicks. */
async function step(user: string, matchId: string, stones: number): Promise<void> {
  const m = await tv.service.get(matchId);
  const panel = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  await respond(tv.emu, tv.emu.click(user, panel.message.id as string, button(panel.message, 'ch', `s${stones}`)));
}

describe('unrated modes', () => {
  it('a solo co-op game starts at once from /challenge with no opponent, says it is unrated, and ends unrated', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'coop' }));
    const text = textOf(out.message);
    expect(text).toContain(`<@${alice}> starts a game of **Stone Path**.`);
    expect(text).toContain('Mode: Co-op');
    expect(text).toContain('Unrated (this mode is not rated)');
    await expect.poll(() => textOf(tv.emu.message(out.message.id as string))).toContain('The match has started:');
    const [m] = await tv.service.listForUser(alice, tv.emu.guildId);
    expect(m!.status).toBe('active');
    expect(m!.seats.map((s) => [s.userId, s.isBot])).toEqual([[alice, false]]);
    expect((await tv.db.prisma.matchCompetition.findUniqueOrThrow({ where: { matchId: m!.id } })).rated).toBe(false);
    await step(alice, m!.id, 3);
    await step(alice, m!.id, 3);
    const done = await tv.service.get(m!.id);
    expect(done.status).toBe('finished');
    await expect.poll(() => threadText(done.threadId!)).toContain('🏁 **Stone Path** — Alice wins. The table reaches the goal.');
    expect(threadText(done.threadId!)).toContain('Unrated: this mode is not rated.');
    expect(await tv.db.prisma.ratingChange.count({ where: { matchId: m!.id } })).toBe(0);
    expect(await tv.db.prisma.rating.count({ where: { game: 'quest' } })).toBe(0);
  });

  it('rated:true does not make a co-op match rated; a co-op loss names the losers', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'coop', path: 'hard', opponent: bruno, rated: true }),
    );
    expect(textOf(out.message)).toContain('Unrated (this mode is not rated)');
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, button(out.message, 'acc')));
    expect((await tv.db.prisma.matchCompetition.findUniqueOrThrow({ where: { matchId } })).rated).toBe(false);
    // 9 stones on the hard path in 3 rounds; one stone a step leaves the table at 6.
    for (let round = 0; round < 3; round++) for (const user of [alice, bruno]) await step(user, matchId, 1);
    const done = await tv.service.get(matchId);
    expect(done.outcome).toEqual({ ranking: [[], [0, 1]], reason: { key: 'quest.coopLost' } });
    await expect
      .poll(() => threadText(done.threadId!))
      .toContain('🏁 **Stone Path** — Alice and Bruno lose. The path is too long: the table runs out of rounds.');
    expect(threadText(done.threadId!)).toContain('Unrated: this mode is not rated.');
    expect(await tv.db.prisma.ratingChange.count({ where: { matchId } })).toBe(0);
  });

  it('an open co-op table can start with its host alone', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'coop', open: true }));
    const start = buttons(out.message).find((b) => b.customId.startsWith('go:'))!;
    expect(start).toMatchObject({ label: 'Start (1 player)', disabled: false });
    await respond(tv.emu, tv.emu.click(alice, out.message.id as string, start.customId));
    const m = await tv.service.get(parseCustomId(start.customId)!.matchId);
    expect(m.status).toBe('active');
    expect(m.seats).toHaveLength(1);
  });

  it('versus stays rated, and alone it is refused: an opponent is needed', async () => {
    const alone = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'versus' }));
    expect(textOf(alone.message).trim()).toBe('Name at least one opponent, or add bots.');
    expect(ephemeral(alone.message)).toBe(true);
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'versus', opponent: bruno }));
    const text = textOf(out.message);
    expect(text).toContain('Rated');
    expect(text).not.toContain('Unrated');
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    expect((await tv.db.prisma.matchCompetition.findUniqueOrThrow({ where: { matchId } })).rated).toBe(true);
  });

  it('a tournament or ladder of a game whose default mode is unrated is refused, in the player’s language', async () => {
    for (const format of ['swiss', 'ladder']) {
      const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament create', { game: 'quest', format }));
      expect(textOf(out.message)).toContain(
        'This game is not rated with these options (a solo or co-op mode): it cannot be played in a tournament or a ladder.',
      );
    }
    const fr = await respond(tv.emu, tv.emu.slash(bruno, channel, 'tournament create', { game: 'quest', format: 'swiss' }));
    expect(textOf(fr.message)).toContain('Ce jeu n’est pas classé avec ces options');
    expect(await tv.db.prisma.tournament.count()).toBe(0);
    // A game rated by default still has its tournament.
    await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament create', { game: 'fixture', format: 'swiss' }));
    expect(await tv.db.prisma.tournament.count()).toBe(1);
    expect(tv.emu.violations()).toEqual([]);
  });

  it('the organiser may choose a rated mode for every table: the sign-up message says it, and the tournament keeps it', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'tournament create', { game: 'quest', format: 'swiss', mode: 'versus' }),
    );
    expect(textOf(out.message)).toContain('Mode: Versus');
    const row = await tv.db.prisma.tournament.findFirstOrThrow({ where: { game: 'quest' }, orderBy: { createdAt: 'asc' } });
    // Tables of one size read as such, not "of 3 to 3".
    const threes = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'tournament create', { game: 'quest', format: 'swiss', mode: 'versus', 'table-size': 3 }),
    );
    expect(textOf(threes.message)).toContain('Tables of 3 players');
    expect(textOf(threes.message)).not.toContain('3 to 3');
    expect(row.state).toMatchObject({ options: { mode: 'versus' } });
    // The unrated mode is still refused by name.
    const coop = await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament create', { game: 'quest', format: 'swiss', mode: 'coop' }));
    expect(textOf(coop.message)).toContain('This game is not rated with these options');
    expect(await tv.db.prisma.tournament.count({ where: { game: 'quest' } })).toBe(2);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('record boards', () => {
  const day = async (board: string) =>
    (await tv.db.prisma.boardResult.findFirstOrThrow({ where: { board } })).finishedAt.toISOString().slice(0, 10);
  const shown = async (user: string, options: Record<string, unknown>) => {
    const out = await respond(tv.emu, tv.emu.slash(user, channel, 'records', options));
    await expect.poll(() => textOf(tv.emu.message(out.message.id as string))).toContain('## Stone Path');
    return textOf(tv.emu.message(out.message.id as string)).trim();
  };

  it('/records game lists each board played in the server: wins of plays, the best win with who and when (UTC)', async () => {
    expect(await shown(alice, { game: 'quest' })).toBe(
      [
        '## Stone Path — record boards',
        `**Co-op, easy** — 1 win of 1 · best: 2 rounds, <@${alice}>, ${await day('coop:easy')}`,
        '**Co-op, hard** — 0 wins of 1 · no win yet',
      ].join('\n'),
    );
  });

  it('/records game board lists that board’s best wins; board names autocomplete in the player’s language', async () => {
    expect(await shown(alice, { game: 'quest', board: 'coop:easy' })).toBe(
      [
        '## Stone Path — Co-op, easy',
        '1 win of 1 game played.',
        '**Best wins**',
        `1. 2 rounds — <@${alice}>, ${await day('coop:easy')}`,
      ].join('\n'),
    );
    const en = await tv.emu.waitForResponse(tv.emu.autocomplete(alice, channel, 'records', { game: 'quest', board: 'har' }, 'board'));
    expect(en.choices).toEqual([{ name: 'Co-op, hard', value: 'coop:hard' }]);
    const fr = await tv.emu.waitForResponse(tv.emu.autocomplete(bruno, channel, 'records', { game: 'quest', board: '' }, 'board'));
    expect(fr.choices).toEqual([
      { name: 'Coopération, facile', value: 'coop:easy' },
      { name: 'Coopération, difficile', value: 'coop:hard' },
    ]);
  });

  it('a game without record boards, or a board nobody played, says so', async () => {
    const none = await respond(tv.emu, tv.emu.slash(alice, channel, 'records', { game: 'fixture' }));
    expect(textOf(none.message).trim()).toBe('Bid and Play keeps no record boards: it has no solo or co-op mode.');
    expect(await shown(alice, { game: 'quest', board: 'coop:nowhere' })).toBe(
      ['## Stone Path — record boards', 'No game has ended on the board “coop:nowhere” in this server.'].join('\n'),
    );
    expect(tv.emu.violations()).toEqual([]);
  });
});

/** A versus Stone Path between Alice and Bruno, challenged and accepted by clicks, that Alice wins in three turns. */
async function versusWonByAlice() {
  const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'quest', mode: 'versus', opponent: bruno }));
  const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
  await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, button(out.message, 'acc')));
  await step(alice, matchId, 3);
  await step(bruno, matchId, 1);
  await step(alice, matchId, 3);
  return { matchId, done: await tv.service.get(matchId) };
}

describe('next-match offers (a Narrative Arc)', () => {
  it('a versus win offers the co-op paths to the same players; another member is refused; a player’s click challenges the others, once', async () => {
    const { matchId, done } = await versusWonByAlice();
    expect(done.outcome).toEqual({ ranking: [[0], [1]], reason: { key: 'quest.reached', vars: { name: 'Alice' } } });
    // Alice's boots (her solo win on easy) reached this match's engine, in her seat.
    expect(done.options).toEqual({ mode: 'versus', path: 'easy', unlocks: [['boots'], []] });
    // The result posted at the end of the thread (the match message above it has Rematch too).
    const resultOf = () =>
      tv.emu
        .visibleMessages(alice, done.threadId!)
        .find((x) => x.id !== done.messageId && buttons(x).some((b) => b.customId.startsWith('rmt:')));
    await expect.poll(() => resultOf() !== undefined).toBe(true);
    const result = resultOf()!;
    expect(buttons(result).map((b) => [b.customId, b.label])).toEqual([
      [`rmt:${matchId}:${done.version}:`, 'Rematch'],
      [`nxt:${matchId}:${done.version}:0`, 'Co-op on the easy path'],
      [`nxt:${matchId}:${done.version}:1`, 'Co-op on the hard path'],
    ]);
    expect(buttons(result).every((b) => b.customId.length <= 100)).toBe(true);
    const count = () => tv.db.prisma.match.count();
    const before = await count();
    // Chloé did not play: refused, nothing created.
    const stranger = await respond(tv.emu, tv.emu.click(chloe, result.id as string, `nxt:${matchId}:${done.version}:1`));
    expect(textOf(stranger.message)).toContain('Cette partie n’est pas la vôtre');
    expect(await count()).toBe(before);
    // Bruno lost, and takes the hard path with Alice: a co-op challenge to her, unrated, with those options.
    const taken = await respond(tv.emu, tv.emu.click(bruno, result.id as string, `nxt:${matchId}:${done.version}:1`));
    expect(textOf(taken.message)).toContain('Partie suivante proposée :');
    expect(await count()).toBe(before + 1);
    const next = await tv.db.prisma.match.findFirstOrThrow({
      orderBy: { createdAt: 'desc' },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(next.status).toBe('challenged');
    expect(next.options).toEqual({ mode: 'coop', path: 'hard' });
    expect(next.seats.map((x) => [x.userId, x.accepted])).toEqual([
      [bruno, true],
      [alice, false],
    ]);
    const challengeText = tv.emu
      .visibleMessages(alice, channel)
      .map((x) => textOf(x))
      .find((x) => x.includes(`<@${bruno}> challenges <@${alice}> to **Stone Path**.`))!;
    expect(challengeText).toContain('Mode: Co-op · Path: hard');
    expect(challengeText).toContain('Unrated (this mode is not rated)');
    // The offers leave the result; Rematch stays. A click on the old offer changes nothing.
    await expect.poll(() => buttons(tv.emu.message(result.id as string)).map((b) => b.label)).toEqual(['Rematch']);
    const again = await respond(tv.emu, tv.emu.forgeClick(alice, result.id as string, `nxt:${matchId}:${done.version}:0`));
    expect(textOf(again.message)).toContain('nothing was changed');
    expect(await count()).toBe(before + 1);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('next-match offers clicked at the same instant', () => {
  it('two players clicking offers of one result at once start one match; the other is told the offer was taken', async () => {
    const { matchId, done } = await versusWonByAlice();
    expect(done.status).toBe('finished');
    const resultOf = () =>
      tv.emu
        .visibleMessages(alice, done.threadId!)
        .find((x) => x.id !== done.messageId && buttons(x).some((b) => b.customId.startsWith('nxt:')));
    await expect.poll(() => resultOf() !== undefined).toBe(true);
    const result = resultOf()!;
    const before = await tv.db.prisma.match.count();
    const replies = await Promise.all([
      respond(tv.emu, tv.emu.click(alice, result.id as string, `nxt:${matchId}:${done.version}:0`)),
      respond(tv.emu, tv.emu.click(bruno, result.id as string, `nxt:${matchId}:${done.version}:1`)),
    ]);
    await expect.poll(() => tv.db.prisma.match.count()).toBe(before + 1);
    const texts = await Promise.all(
      replies.map(async (r) => {
        await expect.poll(() => textOf(tv.emu.message(r.message.id as string))).not.toBe('');
        return textOf(tv.emu.message(r.message.id as string));
      }),
    );
    expect(texts.filter((x) => /Next match offered|Partie suivante proposée/.test(x))).toHaveLength(1);
    expect(texts.filter((x) => /no longer open|plus ouverte/.test(x))).toHaveLength(1);
    expect((await tv.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } })).nextTakenAt).not.toBeNull();
    // Once taken, the service refuses a second claim.
    expect(await tv.service.claimNextOffer(matchId)).toBe(false);
    expect(tv.emu.violations()).toEqual([]);
  });
});

describe('per-player unlocks', () => {
  it('/profile lists what a player unlocked, per game, in the server’s language; nothing for one who unlocked nothing', async () => {
    const mine = await respond(tv.emu, tv.emu.slash(alice, channel, 'profile', {}));
    await expect.poll(() => textOf(tv.emu.message(mine.message.id as string))).toContain('**Unlocked**\nStone Path: Boots (step 4)');
    const his = await respond(tv.emu, tv.emu.slash(alice, channel, 'profile', { user: bruno }));
    await expect.poll(() => textOf(tv.emu.message(his.message.id as string))).toContain('Bruno');
    expect(textOf(tv.emu.message(his.message.id as string))).not.toContain('Unlocked');
    expect(await tv.db.prisma.playerUnlock.findMany({ select: { userId: true, game: true, unlock: true } })).toEqual([
      { userId: alice, game: 'quest', unlock: 'boots' },
    ]);
  });
});
