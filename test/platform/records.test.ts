/**
 * Record boards (GameModule.record) against the real database: a match of an
 * unrated mode that ends by the rules is stored on its board in the
 * transaction that ends it, per server; a resignation, a rated mode or a
 * game's invalid record stores nothing (and never undoes the move); the
 * boards list wins and the best (lowest score, earliest among equals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { RecordBoards } from '../../src/platform/records/records.js';
import { fitting } from '../../src/discord/handlers/records.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { questGame } from '../support/quest-game.js';

let db: TestDatabase;
let service: MatchService;
let book: RecordBoards;
const guild = '910000000000000007';
const otherGuild = '910000000000000008';
const alice = { id: '120000000000000001', username: 'Alice' };
const bruno = { id: '120000000000000002', username: 'Bruno' };
const badRecord = { ...questGame, id: 'questbad', record: () => ({ board: 'Bad Key!', label: 'x', won: true, score: 1, scoreText: 'x' }) };

beforeAll(async () => {
  db = await createTestDatabase();
  service = new MatchService(db.prisma, new GameRegistry([questGame, badRecord]));
  book = new RecordBoards(db.prisma);
});
afterAll(() => db.close());

/** A match of `game` in `guildId`, started, then played with these steps (each by whoever is to move). */
async function played(
  steps: number[],
  options: Record<string, unknown>,
  opts: { guildId?: string; opponents?: (typeof alice)[]; bots?: number; game?: string } = {},
) {
  let m = await service.challenge({
    game: opts.game ?? 'quest',
    guildId: opts.guildId ?? guild,
    channelId: '810000000000000007',
    challenger: alice,
    opponents: opts.opponents ?? [],
    bots: opts.bots ?? 0,
    options,
  });
  for (const u of opts.opponents ?? []) m = (await service.accept(m.id, u)).match;
  for (const stones of steps) {
    const seat = (m.state as { active: number }).active;
    m = (await service.act(m.id, m.seats[seat]!.userId!, { type: 'step', stones }, m.version)).match;
  }
  return m;
}

const rowsOf = (matchId: string) => db.prisma.boardResult.findMany({ where: { matchId } });

describe('record boards', () => {
  it('a solo co-op win is stored on its board, with the rounds it took, the player and the time it ended', async () => {
    const m = await played([3, 3], { mode: 'coop' });
    expect(m.status).toBe('finished');
    const [row] = await rowsOf(m.id);
    expect(row).toMatchObject({
      guildId: guild,
      game: 'quest',
      board: 'coop:easy',
      label: { key: 'quest.board.easy' },
      won: true,
      score: 2,
      scoreText: { key: 'quest.rounds', vars: { count: 2 } },
      userIds: [alice.id],
    });
    expect(row!.finishedAt.toISOString()).toBe(m.finishedAt!.toISOString());
  });

  it('a loss is stored as played, not won; bots are left out of who played', async () => {
    // Hard: 9 stones in 3 rounds. Alice steps 1, the bot 3: 4 a round, and Alice's third step makes 9 in round 3.
    const won = await played([1, 1, 1], { mode: 'coop', path: 'hard' }, { bots: 1 });
    expect(won.status).toBe('finished');
    expect((await rowsOf(won.id))[0]).toMatchObject({ board: 'coop:hard', won: true, score: 3, userIds: [alice.id] });
    const lost = await played([1, 1, 1], { mode: 'coop', path: 'hard' });
    expect((await rowsOf(lost.id))[0]).toMatchObject({ board: 'coop:hard', won: false, score: 3, userIds: [alice.id] });
  });

  it('nothing is stored for a rated mode, a resignation, another server’s board or an invalid record (the move still ends the match)', async () => {
    const versus = await played([3, 1, 3], { mode: 'versus' }, { opponents: [bruno] });
    expect(versus.status).toBe('finished');
    expect(await rowsOf(versus.id)).toEqual([]);
    const resigned = await played([1], { mode: 'coop' });
    const done = await service.resign(resigned.id, alice.id);
    expect(done.status).toBe('finished');
    expect(await rowsOf(resigned.id)).toEqual([]);
    const bad = await played([3, 3], { mode: 'coop' }, { game: 'questbad' });
    expect(bad.status).toBe('finished');
    expect(await rowsOf(bad.id)).toEqual([]);
    await played([2, 2, 2], { mode: 'coop' }, { guildId: otherGuild });
    expect((await book.boards(otherGuild, 'quest')).map((b) => [b.board, b.plays, b.wins, b.best?.score])).toEqual([
      ['coop:easy', 1, 1, 3],
    ]);
  });

  it('lists each board: plays, wins and the best win (lowest score, the earliest among equals)', async () => {
    const slower = await played([2, 2, 2], { mode: 'coop' });
    const again = await played([3, 3], { mode: 'coop' });
    const boards = await book.boards(guild, 'quest');
    expect(boards.map((b) => ({ board: b.board, plays: b.plays, wins: b.wins, best: b.best?.score ?? null }))).toEqual([
      { board: 'coop:easy', plays: 3, wins: 3, best: 2 },
      { board: 'coop:hard', plays: 2, wins: 1, best: 3 },
    ]);
    const easy = await book.board(guild, 'quest', 'coop:easy');
    expect(easy!.top.map((b) => b.score)).toEqual([2, 2, 3]);
    // Equal scores: the earlier first.
    expect(easy!.top[1]!.matchId).toBe(again.id);
    expect(easy!.top[2]!.matchId).toBe(slower.id);
    expect(await book.board(guild, 'quest', 'coop:nowhere')).toBeNull();
  });
});

describe('per-player unlocks', () => {
  const carol = { id: '120000000000000003', username: 'Carol' };
  const dan = { id: '120000000000000004', username: 'Dan' };
  const unlocksOf = (userId: string) =>
    db.prisma.playerUnlock.findMany({ where: { userId }, orderBy: { unlock: 'asc' }, select: { game: true, unlock: true, matchId: true } });

  it('a co-op win unlocks for each person seated; the next match starts with each seat’s unlocks, stored for replays', async () => {
    const first = await service.challenge({
      game: 'quest',
      guildId: guild,
      channelId: '1',
      challenger: carol,
      opponents: [],
      options: { mode: 'coop' },
    });
    expect(first.options).toEqual({ mode: 'coop', path: 'easy', unlocks: [[]] });
    let m = first;
    for (const stones of [3, 3]) m = (await service.act(m.id, carol.id, { type: 'step', stones }, m.version)).match;
    expect(await unlocksOf(carol.id)).toEqual([{ game: 'quest', unlock: 'boots', matchId: first.id }]);
    // Carol, Dan and a bot: Carol's boots reach the engine, in her seat only.
    const challenged = await service.challenge({
      game: 'quest',
      guildId: guild,
      channelId: '1',
      challenger: carol,
      opponents: [dan],
      bots: 1,
      options: { mode: 'coop', path: 'hard' },
    });
    const next = (await service.accept(challenged.id, dan)).match;
    expect(next.options).toEqual({ mode: 'coop', path: 'hard', unlocks: [['boots'], [], []] });
    expect(questGame.prompts(next.state as never)[0]!.choices.map((c) => c.id)).toEqual(['s1', 's2', 's3', 's4']);
    m = (await service.act(next.id, carol.id, { type: 'step', stones: 4 }, next.version)).match;
    expect(questGame.prompts(m.state as never)[0]!.choices.map((c) => c.id)).toEqual(['s1', 's2', 's3']);
    m = (await service.act(m.id, dan.id, { type: 'step', stones: 3 }, m.version)).match;
    // 4 + 3 + the bot's 3 = 10 ≥ 9: won on hard, the crown for both people, nothing for the bot.
    expect(m.status).toBe('finished');
    expect(await unlocksOf(carol.id)).toEqual([
      { game: 'quest', unlock: 'boots', matchId: first.id },
      { game: 'quest', unlock: 'crown', matchId: next.id },
    ]);
    expect(await unlocksOf(dan.id)).toEqual([{ game: 'quest', unlock: 'crown', matchId: next.id }]);
    expect((await service.replay(next.id)).equal).toBe(true);
  });

  it('an unlock is kept once (the first match that gave it); a resignation unlocks nothing', async () => {
    const again = await played([3, 3], { mode: 'coop' });
    expect(again.status).toBe('finished');
    const before = await db.prisma.playerUnlock.count();
    const resigned = await service.challenge({
      game: 'quest',
      guildId: guild,
      channelId: '1',
      challenger: dan,
      opponents: [],
      options: { mode: 'coop' },
    });
    await service.resign(resigned.id, dan.id);
    expect(await db.prisma.playerUnlock.count()).toBe(before);
    // Alice won easy three times and hard once in 'quest' (and once in 'questbad', which shares its unlocks).
    expect((await unlocksOf(alice.id)).filter((u) => u.game === 'quest').map((u) => u.unlock)).toEqual(['boots', 'crown']);
  });
});

describe('a long list is cut at a whole line', () => {
  it('keeps the rows that fit in 3,800 characters and says how many were left out', () => {
    const rows = Array.from({ length: 100 }, () => 'x'.repeat(49));
    const out = fitting(['0123456789'], rows, (n) => `+${n}`);
    expect(out).toHaveLength(76);
    expect(out.at(-1)).toBe('+25');
    expect(['0123456789', ...out].join('\n')).toHaveLength(3764);
    expect(fitting(['h'], ['a', 'b'], (n) => `+${n}`)).toEqual(['a', 'b']);
  });
});
