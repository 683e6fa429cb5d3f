import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, type Action } from '../../src/core/game.js';
import { levelAction, searchGameOf } from '../../src/core/search/index.js';
import { GameRegistry } from '../../src/games/registry.js';
import { shippedGames } from '../../src/games/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import { BotThread, moveSeed } from '../../src/platform/matches/bots.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
let service: MatchService;
let thread: BotThread;
const alice = { id: '100000000000000001', username: 'Alice' };

beforeAll(async () => {
  db = await createTestDatabase(4);
  thread = new BotThread(shippedGames);
  service = new MatchService(db.prisma, new GameRegistry(shippedGames), undefined, thread);
});
afterAll(async () => {
  await thread.close();
  await db.close();
});

/** Alice plays the heuristic's move until `moves` bot moves were logged or the match ends. */
async function playAgainstBot(m: MatchRecord, botMoves: number): Promise<MatchRecord> {
  for (let n = 0; n < 400 && m.status === 'active'; n++) {
    const logged = await db.prisma.matchAction.count({ where: { matchId: m.id, seat: 1 } });
    if (logged >= botMoves) break;
    const p = sfb.prompts(m.state as never).find((x) => x.seat === 0);
    if (!p) break;
    m = (await service.act(m.id, alice.id, sfb.botAction(m.state as never, 0), m.version)).match;
  }
  return m;
}

/** A copy with every object's keys in PostgreSQL jsonb's order: shorter keys first, then by bytes. */
function jsonbOrder<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ),
  ) as T;
}

describe('bot levels in matches (issue 19)', () => {
  it('a hard SFB bot (searching in the worker thread) plays moves the log replays, each the search from its seed', async () => {
    let m = await service.challenge({
      game: 'sfb',
      guildId: null,
      channelId: null,
      challenger: alice,
      opponents: [],
      bots: 1,
      botLevel: 'hard',
      options: { recruitment: 'free' },
    });
    expect(m.botLevel).toBe('hard');
    m = await playAgainstBot(m, 60);
    expect((await service.replay(m.id)).equal).toBe(true);
    // Each logged bot move is what the hard level chooses from the state before it, with the match id and version as seed.
    const rows = await db.prisma.matchAction.findMany({ where: { matchId: m.id }, orderBy: { seq: 'asc' } });
    // 60 bot moves, unless the duel ended before (the match id seeds it, so its length varies from run to run).
    expect(rows.filter((r) => r.seat === 1).length).toBeGreaterThanOrEqual(m.status === 'active' ? 60 : 10);
    if (m.status !== 'active') expect(sfb.outcome(m.state as never)).not.toBeNull();
    let state = sfb.setup(m.options as never, service.seatSpecs(m), m.seed);
    let searched = 0;
    for (const [i, r] of rows.entries()) {
      if (r.seat === 1) {
        const again = levelAction(searchGameOf(sfb), state, 1, 2, 'hard', moveSeed(m.id, i));
        expect(canonicalJson(again)).toBe(canonicalJson(r.action));
        // The same position with its keys in jsonb's order (shorter keys first), as the database gives it back.
        expect(canonicalJson(levelAction(searchGameOf(sfb), jsonbOrder(state), 1, 2, 'hard', moveSeed(m.id, i)))).toBe(
          canonicalJson(again),
        );
        if (sfb.bot!.searchable!(state, 1)) searched++;
      }
      state = sfb.apply(state, r.seat, r.action as Action).state;
    }
    expect(searched).toBeGreaterThan(3);
    // Every hard move is searched three times (the worker, then twice here): 40 iterations each, over a minute on a loaded machine.
  }, 240_000);

  it('Suggest a move is practice only: unrated matches and bot matches, never rated ones, tournament or ladder tables', async () => {
    const bruno = { id: '100000000000000002', username: 'Bruno' };
    const people = await service.challenge({ game: 'sfb', guildId: null, channelId: null, challenger: alice, opponents: [bruno] });
    const bots = await service.challenge({ game: 'sfb', guildId: null, channelId: null, challenger: alice, opponents: [], bots: 1 });
    const asked = async (m: MatchRecord, row: { rated: boolean; tableId?: string } | null) => {
      await db.prisma.matchCompetition.deleteMany({ where: { matchId: m.id } });
      if (row) await db.prisma.matchCompetition.create({ data: { matchId: m.id, rated: row.rated, tableId: row.tableId ?? null } });
      return service.practice(m);
    };
    expect([
      await asked(people, null),
      await asked(people, { rated: false }),
      await asked(people, { rated: true }),
      await asked(people, { rated: false, tableId: 'r2t3' }),
      await asked(bots, { rated: true }),
      await asked(bots, { rated: false, tableId: 'r1t1' }),
    ]).toEqual([true, true, false, false, true, false]);
  });

  it('matches keep the normal level unless asked', async () => {
    const m = await service.challenge({ game: 'sfb', guildId: null, channelId: null, challenger: alice, opponents: [], bots: 1 });
    expect(m.botLevel).toBe('normal');
  });
});
