import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { MIGRATIONS_DIR, listMigrations, runMigrations } from '../../src/platform/db/migrate.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('the migrated database matches prisma/schema.prisma', () => {
  it('writes and reads every model and field through the generated client', async () => {
    const p = db.prisma;
    const user = await p.user.create({ data: { id: '200000000000000001', username: 'Zed', locale: 'fr' } });
    expect(user).toMatchObject({ id: '200000000000000001', username: 'Zed', locale: 'fr' });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.updatedAt).toBeInstanceOf(Date);
    const guild = await p.guild.create({ data: { id: '300000000000000001', settings: { locale: 'fr', nested: { b: 1, a: [1, 2] } } } });
    expect(guild.settings).toEqual({ locale: 'fr', nested: { a: [1, 2], b: 1 } });
    const started = new Date('2026-01-02T03:04:05.678Z');
    const match = await p.match.create({
      data: {
        game: 'fixture',
        options: { turns: 3 },
        status: 'active',
        state: { z: 1, a: 2 },
        version: 7,
        seed: 'abc',
        outcome: { ranking: [[0]] },
        guildId: guild.id,
        channelId: 'c',
        threadId: 't',
        messageId: 'm',
        createdById: user.id,
        startedAt: started,
        finishedAt: started,
        seats: {
          create: [
            { seat: 0, userId: user.id, name: 'Zed', isBot: false, team: 1, accepted: true, resignedAt: started },
            { seat: 1, name: 'Bot 1', isBot: true },
          ],
        },
        actions: {
          create: [
            {
              seq: 1,
              seat: 0,
              action: { type: 'x' },
              events: [{ key: 'k', vars: { b: 1, a: 'x' } }],
              pictures: [{ kind: 'spell', view: { z: 1 } }],
            },
          ],
        },
      },
      include: { seats: { orderBy: { seat: 'asc' } }, actions: true },
    });
    expect(match).toMatchObject({
      game: 'fixture',
      options: { turns: 3 },
      status: 'active',
      state: { a: 2, z: 1 },
      version: 7,
      seed: 'abc',
      outcome: { ranking: [[0]] },
      guildId: guild.id,
      channelId: 'c',
      threadId: 't',
      messageId: 'm',
      createdById: user.id,
      startedAt: started,
      finishedAt: started,
    });
    expect(match.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(match.seats[0]).toMatchObject({
      seat: 0,
      userId: user.id,
      name: 'Zed',
      isBot: false,
      team: 1,
      accepted: true,
      resignedAt: started,
    });
    expect(match.seats[1]).toMatchObject({ seat: 1, userId: null, isBot: true, team: null, accepted: false, resignedAt: null });
    expect(match.actions[0]).toMatchObject({ seq: 1, seat: 0, action: { type: 'x' }, events: [{ key: 'k', vars: { a: 'x', b: 1 } }] });
    expect(match.actions[0]!.createdAt).toBeInstanceOf(Date);
    expect(match.actions[0]!.pictures).toEqual([{ kind: 'spell', view: { z: 1 } }]);
    // The publication outbox row of the match.
    const at = new Date('2026-01-03T00:00:00.000Z');
    const publication = await p.matchPublication.create({
      data: {
        matchId: match.id,
        locale: 'fr',
        shownVersion: 6,
        nextSeq: 7,
        nextEvent: 2,
        pendingSeq: 8,
        pendingEvent: 1,
        pendingDigest: 'abc',
        lastPostId: '55',
        leaseOwner: 'host:1:aa',
        leaseUntil: at,
        attempts: 3,
        lastError: 'boom',
        retryAt: at,
        parkedAt: at,
      },
    });
    expect(publication).toMatchObject({
      matchId: match.id,
      locale: 'fr',
      shownVersion: 6,
      nextSeq: 7,
      nextEvent: 2,
      pendingSeq: 8,
      pendingEvent: 1,
      pendingDigest: 'abc',
      lastPostId: '55',
      leaseOwner: 'host:1:aa',
      leaseUntil: at,
      attempts: 3,
      lastError: 'boom',
      retryAt: at,
      parkedAt: at,
    });
    expect(publication.createdAt).toBeInstanceOf(Date);
    expect(publication.updatedAt).toBeInstanceOf(Date);
    await p.matchPublication.delete({ where: { matchId: match.id } });
    const bare = await p.matchPublication.create({ data: { matchId: match.id, locale: 'en', shownVersion: 0, nextSeq: 1 } });
    expect(bare).toMatchObject({ nextEvent: 0, pendingSeq: null, lastPostId: null, leaseOwner: null, attempts: 0, parkedAt: null });
    expect(bare.retryAt).toBeInstanceOf(Date);
    for (const status of ['challenged', 'active', 'finished', 'declined', 'cancelled', 'abandoned'] as const) {
      await p.match.update({ where: { id: match.id }, data: { status } });
      expect((await p.match.findUniqueOrThrow({ where: { id: match.id } })).status).toBe(status);
    }
    const watcher = await p.matchWatcher.create({ data: { matchId: match.id, userId: '200000000000000042' } });
    expect(watcher).toMatchObject({ matchId: match.id, userId: '200000000000000042' });
    expect(watcher.createdAt).toBeInstanceOf(Date);
    await expect(p.matchWatcher.create({ data: { matchId: match.id, userId: '200000000000000042' } })).rejects.toThrow();
    const result = await p.boardResult.create({
      data: {
        matchId: match.id,
        guildId: guild.id,
        game: 'fixture',
        board: 'solo:vale:hard',
        label: { key: 'b', vars: { n: 1 } },
        won: true,
        score: 7,
        scoreText: '7 rounds',
        userIds: [user.id, '200000000000000043'],
        finishedAt: started,
      },
    });
    expect(result).toMatchObject({
      board: 'solo:vale:hard',
      label: { key: 'b', vars: { n: 1 } },
      userIds: [user.id, '200000000000000043'],
      finishedAt: started,
    });
    const unlock = await p.playerUnlock.create({
      data: { userId: user.id, game: 'fixture', unlock: 'alt-ultimate:tala', matchId: match.id },
    });
    expect(unlock).toMatchObject({ userId: user.id, game: 'fixture', unlock: 'alt-ultimate:tala', matchId: match.id });
    expect(unlock.unlockedAt).toBeInstanceOf(Date);
    await expect(
      p.playerUnlock.create({ data: { userId: user.id, game: 'fixture', unlock: 'alt-ultimate:tala', matchId: match.id } }),
    ).rejects.toThrow();
    await p.match.delete({ where: { id: match.id } });
    expect(await p.boardResult.count({ where: { matchId: match.id } })).toBe(0);
    // An unlock outlives the match that gave it.
    expect(await p.playerUnlock.count({ where: { userId: user.id } })).toBe(1);
    expect(await p.matchAction.count({ where: { matchId: match.id } })).toBe(0);
    expect(await p.matchPublication.count({ where: { matchId: match.id } })).toBe(0);
    expect(await p.matchWatcher.count({ where: { matchId: match.id } })).toBe(0);
  });

  it('writes and reads the asynchronous-play fields and models (clocks, reminders, vacations, jobs)', async () => {
    const p = db.prisma;
    const at = new Date('2026-02-03T04:05:06.789Z');
    const later = new Date('2026-02-05T04:05:06.789Z');
    const user = await p.user.create({
      data: {
        id: '200000000000000009',
        username: 'Ada',
        reminders: { kind: 'digest', hour: 8, utcOffsetMinutes: 120 },
        remindByDm: true,
        dmsClosed: true,
      },
    });
    expect(user).toMatchObject({ reminders: { hour: 8, kind: 'digest', utcOffsetMinutes: 120 }, remindByDm: true, dmsClosed: true });
    const plain = await p.user.create({ data: { id: '200000000000000010', username: 'Bea' } });
    expect(plain).toMatchObject({ reminders: { kind: 'every', hours: 24 }, remindByDm: false, dmsClosed: false });
    const match = await p.match.create({
      data: {
        game: 'fixture',
        seed: 's',
        createdById: user.id,
        timeControl: { kind: 'live', minutesPerMove: 10 },
        clockVersion: 4,
        endedById: plain.id,
        endReason: 'why',
        seats: {
          create: [
            {
              seat: 0,
              userId: user.id,
              name: 'Ada',
              owedSince: at,
              deadline: later,
              pausedUntil: later,
              timedOutAt: later,
              lastRemindedAt: at,
              automatedAt: at,
              removedAt: at,
            },
          ],
        },
      },
      include: { seats: true },
    });
    expect(match).toMatchObject({
      timeControl: { kind: 'live', minutesPerMove: 10 },
      clockVersion: 4,
      endedById: plain.id,
      endReason: 'why',
    });
    expect(match.seats[0]).toMatchObject({
      owedSince: at,
      deadline: later,
      pausedUntil: later,
      timedOutAt: later,
      lastRemindedAt: at,
      automatedAt: at,
      removedAt: at,
    });
    const bare = await p.match.create({
      data: { game: 'fixture', seed: 's', createdById: user.id, seats: { create: [{ seat: 0, name: 'x' }] } },
      include: { seats: true },
    });
    expect(bare).toMatchObject({ timeControl: { kind: 'none' }, clockVersion: 0, endedById: null, endReason: null });
    expect(bare.seats[0]).toMatchObject({
      owedSince: null,
      deadline: null,
      pausedUntil: null,
      timedOutAt: null,
      lastRemindedAt: null,
      automatedAt: null,
      removedAt: null,
    });
    const vacation = await p.vacation.create({ data: { userId: user.id, startsAt: at, endsAt: later } });
    expect(vacation).toMatchObject({ userId: user.id, startsAt: at, endsAt: later });
    expect(typeof vacation.id).toBe('bigint');
    expect(vacation.createdAt).toBeInstanceOf(Date);
    const job = await p.job.create({
      data: {
        kind: 'k',
        runAt: at,
        matchId: match.id,
        userId: user.id,
        payload: { z: 1, a: [2] },
        attempts: 2,
        lastError: 'e',
        failedAt: later,
      },
    });
    expect(job).toMatchObject({
      kind: 'k',
      runAt: at,
      matchId: match.id,
      userId: user.id,
      payload: { a: [2], z: 1 },
      attempts: 2,
      lastError: 'e',
      failedAt: later,
    });
    expect(job.createdAt).toBeInstanceOf(Date);
    const minimal = await p.job.create({ data: { kind: 'k', runAt: at } });
    expect(minimal).toMatchObject({ matchId: null, userId: null, payload: {}, attempts: 0, lastError: null, failedAt: null });
    // Jobs and vacations go with their match and user.
    await p.match.delete({ where: { id: match.id } });
    expect(await p.job.count({ where: { id: job.id } })).toBe(0);
    await p.user.delete({ where: { id: plain.id } });
    await p.match.delete({ where: { id: bare.id } });
    await p.user.delete({ where: { id: user.id } });
    expect(await p.vacation.count({ where: { id: vacation.id } })).toBe(0);
  });

  it('competition models: match competition, seasons, ratings, rating changes, tournaments', async () => {
    const p = db.prisma;
    const at = new Date('2026-03-04T05:06:07.890Z');
    const user = await p.user.create({ data: { id: '200000000000000077', username: 'Cleo' } });
    const guild = await p.guild.create({ data: { id: '300000000000000077' } });
    const match = await p.match.create({
      data: {
        game: 'fixture',
        seed: 's',
        guildId: guild.id,
        createdById: user.id,
        status: 'finished',
        seats: { create: [{ seat: 0, userId: user.id, name: 'Cleo' }] },
      },
    });
    const tournament = await p.tournament.create({
      data: {
        guildId: guild.id,
        channelId: 'c',
        threadId: 't',
        messageId: 'm',
        name: 'Open',
        game: 'fixture',
        format: 'swiss',
        rated: true,
        createdById: user.id,
        cap: 16,
        signupClosesAt: at,
        status: 'checkin',
        checkedIn: [user.id],
        state: { z: 1, a: { b: 2 } },
      },
    });
    expect(tournament).toMatchObject({
      guildId: guild.id,
      channelId: 'c',
      threadId: 't',
      messageId: 'm',
      name: 'Open',
      game: 'fixture',
      format: 'swiss',
      rated: true,
      createdById: user.id,
      cap: 16,
      signupClosesAt: at,
      status: 'checkin',
      checkedIn: [user.id],
      state: { a: { b: 2 }, z: 1 },
      version: 0,
    });
    expect(tournament.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tournament.createdAt).toBeInstanceOf(Date);
    expect(tournament.updatedAt).toBeInstanceOf(Date);
    const bareTournament = await p.tournament.create({
      data: { guildId: guild.id, channelId: 'c', name: 'L', game: 'fixture', format: 'ladder', createdById: user.id, state: {} },
    });
    expect(bareTournament).toMatchObject({
      threadId: null,
      messageId: null,
      rated: false,
      cap: null,
      signupClosesAt: null,
      status: 'signup',
      checkedIn: [],
    });
    const comp = await p.matchCompetition.create({
      data: {
        matchId: match.id,
        guildId: guild.id,
        rated: true,
        mode: '1v1',
        teams: [[user.id], ['x']],
        ranks: [1, 2],
        playedAt: at,
        voidedAt: at,
        voidedById: user.id,
        voidReason: 'bug',
        unratedReason: 'no-moves',
        tournamentId: tournament.id,
        tableId: 'r1t1',
      },
      include: { match: true, tournament: true },
    });
    expect(comp).toMatchObject({
      matchId: match.id,
      guildId: guild.id,
      rated: true,
      mode: '1v1',
      teams: [[user.id], ['x']],
      ranks: [1, 2],
      playedAt: at,
      voidedAt: at,
      voidedById: user.id,
      voidReason: 'bug',
      unratedReason: 'no-moves',
      tournamentId: tournament.id,
      tableId: 'r1t1',
    });
    expect(comp.match.id).toBe(match.id);
    expect(comp.tournament!.id).toBe(tournament.id);
    const season = await p.ratingSeason.create({
      data: { guildId: guild.id, number: 2, reset: 'soft', startedAt: at, startedById: user.id },
    });
    expect(season).toMatchObject({ guildId: guild.id, number: 2, reset: 'soft', startedAt: at, startedById: user.id });
    const rating = await p.rating.create({
      data: {
        guildId: guild.id,
        game: 'fixture',
        mode: '1v1',
        season: 2,
        userId: user.id,
        mu: 27.12345678901234,
        sigma: 6.5,
        games: 3,
        wins: 2,
        draws: 1,
        losses: 0,
        lastPlayedAt: at,
      },
    });
    expect(rating).toMatchObject({
      guildId: guild.id,
      game: 'fixture',
      mode: '1v1',
      season: 2,
      userId: user.id,
      mu: 27.12345678901234,
      sigma: 6.5,
      games: 3,
      wins: 2,
      draws: 1,
      losses: 0,
      lastPlayedAt: at,
    });
    const change = await p.ratingChange.create({
      data: {
        matchId: match.id,
        userId: user.id,
        guildId: guild.id,
        game: 'fixture',
        mode: '1v1',
        season: 2,
        outcome: 'win',
        muBefore: 25,
        sigmaBefore: 8.3,
        muAfter: 27.1,
        sigmaAfter: 7.9,
        displayBefore: 1000,
        displayAfter: 1040,
        playedAt: at,
      },
      include: { match: true },
    });
    expect(change).toMatchObject({
      matchId: match.id,
      userId: user.id,
      guildId: guild.id,
      game: 'fixture',
      mode: '1v1',
      season: 2,
      outcome: 'win',
      muBefore: 25,
      sigmaBefore: 8.3,
      muAfter: 27.1,
      sigmaAfter: 7.9,
      displayBefore: 1000,
      displayAfter: 1040,
      playedAt: at,
    });
    expect(
      (await p.match.findUniqueOrThrow({ where: { id: match.id }, include: { competition: true, ratingChanges: true } })).ratingChanges,
    ).toHaveLength(1);
    // A tournament's deletion leaves its matches (unlinked); a match's deletion takes its competition rows.
    await p.tournament.delete({ where: { id: tournament.id } });
    expect((await p.matchCompetition.findUniqueOrThrow({ where: { matchId: match.id } })).tournamentId).toBeNull();
    await p.match.delete({ where: { id: match.id } });
    expect(await p.matchCompetition.count({ where: { matchId: match.id } })).toBe(0);
    expect(await p.ratingChange.count({ where: { matchId: match.id } })).toBe(0);
  });

  it('records migrations as Prisma does, with the sha256 checksum of each file', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const rows = await client.query(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    await client.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(listMigrations().map((m) => m.name));
    expect(rows.rows.map((r) => r.checksum)).toEqual(listMigrations().map((m) => m.checksum));
    expect(rows.rows.every((r) => r.finished_at instanceof Date && r.applied_steps_count === 1)).toBe(true);
    expect(await runMigrations(db.url)).toEqual([]);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavern-mig-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const first = listMigrations(dir)[0]!;
    writeFileSync(path.join(dir, first.name, 'migration.sql'), `${first.sql}\n-- edited\n`);
    await expect(runMigrations(db.url, dir)).rejects.toThrow(/edited after it was applied/);
    mkdirSync(path.join(dir, '99990101000000_extra'));
    writeFileSync(path.join(dir, '99990101000000_extra', 'migration.sql'), 'CREATE TABLE nope (id int);');
    await expect(runMigrations(db.url, dir)).rejects.toThrow();
  });
});
