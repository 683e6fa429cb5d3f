import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { inPgTransaction, prismaSql } from '../../src/platform/db/sql.js';
import { MATCH_COLUMNS, SEAT_COLUMNS, readMatch, readMatchIn } from '../../src/platform/matches/match-rows.js';
import { Prisma, sqlPool } from '../../src/platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame, type FixtureState } from '../support/fixture-game.js';

let db: TestDatabase;
let service: MatchService;
const alice = { id: '100000000000000011', username: 'Alice' };
const bob = { id: '100000000000000012', username: 'Bob' };

beforeAll(async () => {
  db = await createTestDatabase(4);
  service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
});
afterAll(() => db.close());

/** The same match as Prisma reads it (what readMatch replaces). */
function prismaRead(id: string): Promise<MatchRecord | null> {
  return db.prisma.match.findUnique({ where: { id }, include: { seats: { orderBy: { seat: 'asc' } } } });
}

async function challenge(turnsPerSeat = 2): Promise<MatchRecord> {
  return service.challenge({
    game: 'fixture',
    guildId: '900000000000000011',
    channelId: '800000000000000011',
    challenger: alice,
    opponents: [bob],
    options: { turnsPerSeat },
  });
}

async function play(m: MatchRecord): Promise<MatchRecord> {
  const p = fixtureGame.prompts(m.state as unknown as FixtureState)[0]!;
  return (await service.act(m.id, m.seats[p.seat]!.userId!, p.choices[0]!.action, m.version)).match;
}

describe('a match read with one pg statement', () => {
  it('names every column Prisma knows, and no other', () => {
    expect(Object.keys(MATCH_COLUMNS).sort()).toEqual(Object.keys(Prisma.MatchScalarFieldEnum).sort());
    expect(Object.keys(SEAT_COLUMNS).sort()).toEqual(Object.keys(Prisma.MatchSeatScalarFieldEnum).sort());
  });

  it('equals what Prisma reads: a challenge, an active match with every seat date set, a finished one', async () => {
    const challenged = await challenge();
    expect(challenged.state).toBeNull();
    expect(await readMatch(sqlPool(db.prisma), challenged.id)).toEqual(await prismaRead(challenged.id));

    const active = (await service.accept((await challenge()).id, bob)).match;
    const at = new Date('2026-11-27T10:11:12.345Z');
    await db.prisma.matchSeat.updateMany({
      where: { matchId: active.id, seat: 1 },
      data: {
        team: 2,
        resignedAt: at,
        owedSince: at,
        deadline: at,
        pausedUntil: at,
        timedOutAt: at,
        lastRemindedAt: at,
        actedAt: at,
        automatedAt: at,
        removedAt: at,
      },
    });
    await db.prisma.match.update({
      where: { id: active.id },
      data: { threadId: '700000000000000011', messageId: '600000000000000011', endReason: 'r', endedById: alice.id },
    });
    const read = await readMatch(sqlPool(db.prisma), active.id);
    expect(read).toEqual(await prismaRead(active.id));
    // The same inside a transaction, with and without the row lock.
    const inTx = await db.prisma.$transaction(async (tx) => [
      await readMatchIn(prismaSql(tx), active.id),
      await readMatchIn(prismaSql(tx), active.id, { lock: true }),
    ]);
    expect(inTx).toEqual([read, read]);
    // And in a plain pg transaction, the move path's.
    const inPg = await inPgTransaction(db.prisma, async (sql) => [
      await readMatchIn(sql, active.id),
      await readMatchIn(sql, active.id, { lock: true }),
    ]);
    expect(inPg).toEqual([read, read]);
    expect(read!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(read!.seats[1]!.deadline).toEqual(at);
    expect(read!.seats[0]!.deadline).toBeNull();

    let m = (await service.accept((await challenge(1)).id, bob)).match;
    while (m.status === 'active') m = await play(m);
    expect(m.status).toBe('finished');
    expect(m.outcome).not.toBeNull();
    expect(m.finishedAt).toBeInstanceOf(Date);
    expect(await readMatch(sqlPool(db.prisma), m.id)).toEqual(await prismaRead(m.id));
  });

  it('is null for a match that does not exist', async () => {
    expect(await readMatch(sqlPool(db.prisma), '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(
      await db.prisma.$transaction((tx) => readMatchIn(prismaSql(tx), '00000000-0000-4000-8000-000000000000', { lock: true })),
    ).toBeNull();
  });
});

describe("a move's update and action rows in one statement", () => {
  it('writes the state, the version, one row per move with its public events, and nothing when stale', async () => {
    const m = (await service.accept((await challenge(3)).id, bob)).match;
    const next = await play(m);
    expect(next.version).toBe(m.version + 1);
    const rows = await db.prisma.matchAction.findMany({ where: { matchId: m.id }, orderBy: { seq: 'asc' } });
    expect(rows.map((r) => [r.seq, r.seat])).toEqual([[1, 0]]);
    expect(rows[0]!.pictures).toBeNull();
    expect(rows[0]!.events).toEqual(
      fixtureGame
        .apply(m.state as unknown as FixtureState, 0, fixtureGame.prompts(m.state as unknown as FixtureState)[0]!.choices[0]!.action)
        .events.filter((e) => !e.visibleTo)
        .map((e) => e.text),
    );
    expect(next.updatedAt.getTime()).toBeGreaterThanOrEqual(m.updatedAt.getTime());

    const p = fixtureGame.prompts(m.state as unknown as FixtureState)[0]!;
    await expect(service.act(m.id, alice.id, p.choices[0]!.action, m.version)).rejects.toThrow();
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(1);
    expect((await service.get(m.id)).state).toEqual(next.state);
  });
});
