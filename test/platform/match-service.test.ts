import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { MatchError } from '../../src/platform/matches/errors.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';
import type { Action } from '../../src/core/game.js';

let db: TestDatabase;
let service: MatchService;
const alice = { id: '100000000000000001', username: 'Alice' };
const bob = { id: '100000000000000002', username: 'Bob' };
const carol = { id: '100000000000000003', username: 'Carol' };

beforeAll(async () => {
  db = await createTestDatabase(20);
  service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
});
afterAll(() => db.close());

async function startedMatch(turnsPerSeat = 4): Promise<MatchRecord> {
  const m = await service.challenge({
    game: 'fixture',
    guildId: '900000000000000001',
    channelId: '800000000000000001',
    challenger: alice,
    opponents: [bob],
    options: { turnsPerSeat },
  });
  return (await service.accept(m.id, bob)).match;
}

/** The first offered move of whoever owes one, with the user who holds that seat. */
function firstMove(m: MatchRecord): { userId: string; action: Action } | null {
  const prompts = fixtureGame.prompts(m.state as never);
  const p = prompts[0];
  if (!p) return null;
  return { userId: m.seats[p.seat]!.userId!, action: p.choices[0]!.action };
}

async function expectMatchError(p: Promise<unknown>, code: string): Promise<void> {
  await expect(p).rejects.toSatisfy((e: unknown) => e instanceof MatchError && e.code === code);
}

describe('a challenge that could not start is never created (#22.3)', () => {
  it('refuses a negative, fractional or oversized bot count whatever the caller', async () => {
    const before = await db.prisma.match.count();
    for (const bots of [-1, 1.5, 99])
      await expectMatchError(
        service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob, carol], bots }),
        'bad_seats',
      );
    await expectMatchError(
      service.openLobby({ game: 'fixture', guildId: null, channelId: null, challenger: alice, bots: -2 }),
      'bad_seats',
    );
    expect(await db.prisma.match.count()).toBe(before);
  });

  it('refuses options the engine cannot set up, before anyone accepts', async () => {
    const picky = {
      ...fixtureGame,
      id: 'picky',
      setup: () => {
        throw new Error('no table for that');
      },
    };
    const own = new MatchService(db.prisma, new GameRegistry([picky]));
    const before = await db.prisma.match.count();
    await expectMatchError(
      own.challenge({ game: 'picky', guildId: null, channelId: null, challenger: alice, opponents: [bob] }),
      'bad_options',
    );
    expect(await db.prisma.match.count()).toBe(before);
  });
});

describe('match lifecycle', () => {
  it('challenge waits for the opponent, accept starts the match at version 0', async () => {
    const m = await service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob] });
    expect(m.status).toBe('challenged');
    expect(m.state).toBeNull();
    const { match, started } = await service.accept(m.id, bob);
    expect(started).toBe(true);
    expect(match.status).toBe('active');
    expect(match.version).toBe(0);
    expect(fixtureGame.prompts(match.state as never).map((p) => p.seat)).toEqual([0, 1]);
  });

  it('decline and abandon close a challenge; a stranger cannot accept', async () => {
    const a = await service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob] });
    await expectMatchError(service.accept(a.id, carol), 'not_a_player');
    expect((await service.decline(a.id, bob.id)).status).toBe('declined');
    const b = await service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob] });
    await expectMatchError(service.abandon(b.id, bob.id), 'not_a_player');
    expect((await service.abandon(b.id, alice.id)).status).toBe('abandoned');
    await expectMatchError(service.accept(b.id, bob), 'bad_status');
  });

  it('a match against bots starts at once and the bots answer every move', async () => {
    const m = await service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [], bots: 2 });
    expect(m.status).toBe('active');
    let cur = m;
    while (cur.status === 'active') {
      const prompts = fixtureGame.prompts(cur.state as never);
      expect(prompts.every((p) => p.seat === 0)).toBe(true);
      cur = (await service.act(cur.id, alice.id, prompts[0]!.choices[0]!.action, cur.version)).match;
    }
    expect(cur.status).toBe('finished');
    expect((await service.replay(cur.id)).equal).toBe(true);
  });

  it('resign ends the match with the opponent first', async () => {
    const m = await startedMatch();
    const done = await service.resign(m.id, bob.id);
    expect(done.status).toBe('finished');
    expect((done.outcome as { ranking: number[][] }).ranking).toEqual([[0], [1]]);
    await expectMatchError(service.act(m.id, alice.id, { type: 'bid', amount: 1 }, done.version), 'bad_status');
  });

  it('plays a whole match to its outcome and the replay equals the stored state', async () => {
    let m = await startedMatch(3);
    for (let mv = firstMove(m); m.status === 'active' && mv; mv = firstMove(m)) {
      m = (await service.act(m.id, mv.userId, mv.action, m.version)).match;
    }
    expect(m.status).toBe('finished');
    expect(m.outcome).not.toBeNull();
    expect(m.version).toBe(2 + 3 * 2);
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(m.version);
    expect((await service.replay(m.id)).equal).toBe(true);
  });
});

describe('bad input changes nothing', () => {
  it('refuses unknown ids, strangers, stale versions, moves out of turn and moves not offered', async () => {
    const m = await startedMatch();
    const before = await db.prisma.matchAction.count();
    await expectMatchError(service.act('not-a-uuid', alice.id, { type: 'bid', amount: 1 }, 0), 'unknown_match');
    await expectMatchError(service.act('00000000-0000-4000-8000-000000000000', alice.id, { type: 'bid', amount: 1 }, 0), 'unknown_match');
    await expectMatchError(service.act(m.id, carol.id, { type: 'bid', amount: 1 }, 0), 'not_a_player');
    await expectMatchError(service.act(m.id, alice.id, { type: 'bid', amount: 1 }, 5), 'stale');
    await expectMatchError(service.act(m.id, alice.id, { type: 'bid', amount: 7 }, 0), 'illegal');
    await expectMatchError(service.act(m.id, alice.id, { type: 'play', card: 1 }, 0), 'illegal');
    await service.act(m.id, alice.id, { type: 'bid', amount: 1 }, 0);
    await expectMatchError(service.act(m.id, alice.id, { type: 'bid', amount: 2 }, 1), 'not_your_turn');
    expect(await db.prisma.matchAction.count()).toBe(before + 1);
    expect((await service.get(m.id)).version).toBe(1);
  });

  it('refuses bad options and seat counts at challenge', async () => {
    await expectMatchError(
      service.challenge({
        game: 'fixture',
        guildId: null,
        channelId: null,
        challenger: alice,
        opponents: [bob],
        options: { turnsPerSeat: 'x'.repeat(5000) },
      }),
      'bad_options',
    );
    await expectMatchError(
      service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [] }),
      'bad_seats',
    );
    await expectMatchError(
      service.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [alice] }),
      'bad_seats',
    );
    await expectMatchError(
      service.challenge({ game: 'nope', guildId: null, channelId: null, challenger: alice, opponents: [bob] }),
      'unknown_game',
    );
  });

  it('reports a corrupted row instead of playing on it', async () => {
    const m = await startedMatch();
    await db.prisma.match.update({ where: { id: m.id }, data: { state: 'garbage' } });
    await expectMatchError(service.act(m.id, alice.id, { type: 'bid', amount: 1 }, 0), 'corrupt');
  });

  it('refuses to play on an active match that an earlier content version wrote, and says so; nothing changes', async () => {
    const m = await startedMatch();
    await db.prisma.match.update({ where: { id: m.id }, data: { contentVersion: 'before' } });
    const move = firstMove(m)!;
    await expect(service.act(m.id, move.userId, move.action, 0)).rejects.toSatisfy(
      (e: unknown) =>
        e instanceof MatchError &&
        e.code === 'corrupt' &&
        JSON.stringify(e.reason) === JSON.stringify({ key: 'error.contentChanged', vars: { game: fixtureGame.name } }),
    );
    const after = await service.get(m.id);
    expect([after.version, after.state]).toEqual([0, m.state]);
    // The same match under its own content version plays on.
    await db.prisma.match.update({ where: { id: m.id }, data: { contentVersion: fixtureGame.contentVersion ?? '1' } });
    expect((await service.act(m.id, move.userId, move.action, 0)).match.version).toBe(1);
  });
});

describe('concurrency', () => {
  it('two moves on the same version at once: exactly one applies, the other is told the board moved on', async () => {
    const m = await startedMatch();
    const results = await Promise.allSettled([
      service.act(m.id, alice.id, { type: 'bid', amount: 1 }, 0),
      service.act(m.id, bob.id, { type: 'bid', amount: 2 }, 0),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect((failed[0]!.reason as MatchError).code).toBe('stale');
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(1);
  });

  it('50 parallel matches × 20 moves: every replay equals its stored state', async () => {
    const matches = await Promise.all(Array.from({ length: 50 }, () => startedMatch(9)));
    await Promise.all(
      matches.map(async (start) => {
        let m = start;
        for (let i = 0; i < 20; i++) {
          const mv = firstMove(m)!;
          m = (await service.act(m.id, mv.userId, mv.action, m.version)).match;
        }
        expect(m.version).toBe(20);
      }),
    );
    for (const m of matches) {
      expect((await service.replay(m.id)).equal).toBe(true);
      expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(20);
    }
  });
});

describe('transaction hooks', () => {
  it('see every change inside its transaction; a failing hook rolls the move back', async () => {
    const hooked = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
    const seen: string[] = [];
    let failNext = false;
    hooked.addTransactionHook(async (tx, change) => {
      seen.push(`${change.kind}@${change.version}`);
      // The hook reads the row as the transaction wrote it.
      const row = await tx.match.findUniqueOrThrow({ where: { id: change.matchId } });
      expect(row.version).toBe(change.version);
      if (failNext) throw new Error('hook failed');
    });
    const m = await hooked.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob] });
    await hooked.accept(m.id, bob);
    await hooked.act(m.id, alice.id, { type: 'bid', amount: 1 }, 0);
    failNext = true;
    await expect(hooked.act(m.id, bob.id, { type: 'bid', amount: 1 }, 1)).rejects.toThrow('hook failed');
    expect(seen).toEqual(['challenged@0', 'started@0', 'moved@1', 'moved@2']);
    expect((await hooked.get(m.id)).version).toBe(1);
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(1);
  });

  it('a move no Prisma hook wants runs its plain-statement hooks in its own pg transaction, and rolls back with them', async () => {
    const hooked = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
    const prismaSeen: string[] = [];
    const sqlSeen: string[] = [];
    let failNext = false;
    hooked.addTransactionHook(async (_tx, change) => void prismaSeen.push(change.kind), ['challenged', 'started', 'finished']);
    hooked.addSqlHook(async (sql, change) => {
      // The statement runs in the move's transaction: it sees the new version, uncommitted elsewhere.
      const [row] = await sql.rows<{ version: number }>('SELECT version FROM matches WHERE id = $1::uuid', [change.matchId]);
      sqlSeen.push(`${change.kind}@${row!.version}`);
      if (failNext) throw new Error('sql hook failed');
    });
    const m = await hooked.challenge({ game: 'fixture', guildId: null, channelId: null, challenger: alice, opponents: [bob] });
    await hooked.accept(m.id, bob);
    await hooked.act(m.id, alice.id, { type: 'bid', amount: 1 }, 0);
    failNext = true;
    await expect(hooked.act(m.id, bob.id, { type: 'bid', amount: 1 }, 1)).rejects.toThrow('sql hook failed');
    expect(prismaSeen).toEqual(['challenged', 'started']);
    expect(sqlSeen).toEqual(['challenged@0', 'started@0', 'moved@1', 'moved@2']);
    expect((await hooked.get(m.id)).version).toBe(1);
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(1);
    // A stale move writes nothing and runs no hook.
    failNext = false;
    await expect(hooked.act(m.id, bob.id, { type: 'bid', amount: 1 }, 0)).rejects.toThrow();
    expect(sqlSeen).toHaveLength(4);
  });
});
