import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { stateOf } from '../../src/platform/tournaments/service.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { arena, bracketOf, meetings, players, playRound, type Arena } from '../competition/helpers.js';

let db: TestDatabase;
let a: Arena;
beforeAll(async () => {
  db = await createTestDatabase();
  a = arena(db);
});
afterAll(() => db.close());

async function create(format: 'swiss' | 'single-elimination' | 'round-robin', n: number, extra: Record<string, unknown> = {}) {
  const ps = players(n);
  const row = await a.tournaments.create({
    guildId: 'g',
    channelId: 'c',
    name: `${format} ${n}`,
    game: 'verdict',
    format,
    createdBy: ps[0]!,
    rated: false,
    ...extra,
  });
  for (const p of ps) await a.tournaments.join(row.id, p);
  return { id: row.id, ps };
}

/** Seat i's place when the lower seed number wins (ties impossible). */
const bySeed = (seedOf: (p: string) => number) => (ids: string[]) => {
  const order = [...ids].sort((x, y) => seedOf(x) - seedOf(y));
  return ids.map((p) => order.indexOf(p) + 1);
};

describe('Swiss through the database', () => {
  it('a hand-worked 4-player, 2-round Swiss: pairings, a draw, Buchholz tie-break', async () => {
    const { id, ps } = await create('swiss', 4, { rounds: 2 });
    const [A, B, C, D] = ps.map((p) => p.id) as [string, string, string, string];
    await a.tournaments.start(id, A); // pairs round 1, held
    let t = await bracketOf(a, id);
    expect(t.rounds[0]!.status).toBe('pending');
    expect(t.rounds[0]!.tables.map((tb) => [...tb.players].sort())).toEqual([[A, C].sort(), [B, D].sort()]);
    expect((await a.tournaments.tableMatches(id)).size).toBe(0);
    await a.tournaments.start(id, A); // starts round 1: its matches are created and running
    const created = await a.tournaments.tableMatches(id);
    expect(created.size).toBe(2);
    for (const mid of created.values()) expect((await a.matches.get(mid)).status).toBe('active');
    // Round 1: A beats C, D beats B.
    await playRound(a, id, (ids) => ids.map((p) => ([A, D].includes(p) ? 1 : 2)));
    t = await bracketOf(a, id);
    expect(t.rounds[1]!.status).toBe('started');
    expect(t.rounds[1]!.tables.map((tb) => [...tb.players].sort())).toEqual([[A, D].sort(), [B, C].sort()]);
    // Round 2: A beats D; B and C draw.
    await playRound(a, id, (ids) => ids.map((p) => (p === D ? 2 : 1)));
    const row = await a.tournaments.get(id);
    expect(row.status).toBe('finished');
    const standings = a.tournaments.standings(row);
    expect(standings.map((s) => [s.playerId, s.points, s.buchholz])).toEqual([
      [A, 2, 1.5],
      [D, 1, 2.5],
      [C, 0.5, 2.5],
      [B, 0.5, 1.5],
    ]);
  });

  it('created without a number of rounds, 4 players get the 2 rounds their field needs; one Start with openRound opens round 1', async () => {
    const { id, ps } = await create('swiss', 4);
    await a.tournaments.start(id, ps[0]!.id, { openRound: true });
    const t = await bracketOf(a, id);
    expect(t.settings.rounds).toBe(2);
    expect(t.rounds[0]!.status).toBe('started');
    expect((await a.tournaments.tableMatches(id)).size).toBe(2);
    await playRound(a, id, (ids) => ids.map((_, k) => k + 1));
    await playRound(a, id, (ids) => ids.map((_, k) => k + 1));
    expect((await a.tournaments.get(id)).status).toBe('finished');
    expect((await bracketOf(a, id)).rounds).toHaveLength(2);
  });

  it('33 players, 7 rounds, with drops: no rematch, one bye a round and never twice, dropped players never paired again, points and Buchholz match the played matches', async () => {
    const { id, ps } = await create('swiss', 33, { rounds: 7 });
    const rng = createRng('swiss-33');
    await a.tournaments.start(id, ps[0]!.id);
    await a.tournaments.start(id, ps[0]!.id);
    const dropped = new Map<string, number>();
    for (let round = 1; round <= 7; round++) {
      const t = await bracketOf(a, id);
      expect(t.rounds.length).toBe(round);
      const seedOf = (p: string) => t.entrants.find((e) => e.id === p)!.seed;
      // Mostly the better seed wins; one game in ten is a draw.
      await playRound(a, id, (ids) => {
        const roll = randomInt(rng, 100);
        if (roll < 10) return ids.map(() => 1);
        const places = bySeed(seedOf)(ids);
        return roll < 75 ? places : places.map((p) => 3 - p);
      });
      if (round === 2 || round === 4) {
        // Between rounds (the next one already running): drop a player; their open match is forfeited.
        const victim = ps[round * 5]!.id;
        await a.tournaments.drop(id, victim, ps[0]!.id);
        dropped.set(victim, round + 1);
      }
    }
    const row = await a.tournaments.get(id);
    expect(row.status).toBe('finished');
    const t = await bracketOf(a, id);
    expect(t.rounds).toHaveLength(7);
    const met = meetings(t);
    expect(new Set(met).size).toBe(met.length);
    const byes = t.rounds.flatMap((r) => r.tables.filter((tb) => tb.bye).flatMap((tb) => tb.players));
    expect(new Set(byes).size).toBe(byes.length);
    for (const r of t.rounds) {
      const active = new Set(r.tables.flatMap((tb) => tb.players));
      expect(r.tables.filter((tb) => tb.bye)).toHaveLength(active.size % 2);
      for (const [p, from] of dropped) if (r.number > from) expect(active.has(p)).toBe(false);
    }
    // Independent check from the stored matches: points (win 1, draw ½, bye 1, forfeit win 1) and Buchholz.
    const points = new Map(ps.map((p) => [p.id, 0]));
    const opponents = new Map<string, string[]>(ps.map((p) => [p.id, []]));
    for (const r of t.rounds) {
      for (const tb of r.tables) {
        if (tb.bye) points.set(tb.players[0]!, points.get(tb.players[0]!)! + 1);
        else for (const p of tb.players) opponents.get(p)!.push(tb.players.find((q) => q !== p)!);
      }
    }
    const tableOfMatch = await a.tournaments.tableMatches(id);
    for (const [, matchId] of tableOfMatch) {
      const m = await a.matches.get(matchId);
      if (m.status !== 'finished') continue;
      const ranking = (m.outcome as { ranking: number[][] }).ranking;
      const seat = (s: number) => m.seats[s]!.userId!;
      if (ranking.length === 1) for (const s of ranking[0]!) points.set(seat(s), points.get(seat(s))! + 0.5);
      else points.set(seat(ranking[0]![0]!), points.get(seat(ranking[0]![0]!))! + 1);
    }
    for (const r of t.rounds)
      for (const tb of r.tables)
        if (tb.result?.kind === 'forfeit')
          for (const p of tb.players.filter((q) => !(tb.result as { absent: string[] }).absent.includes(q)))
            points.set(p, points.get(p)! + 1);
    const standings = a.tournaments.standings(row);
    for (const s of standings) {
      expect(s.points).toBe(points.get(s.playerId));
      expect(s.buchholz).toBeCloseTo(
        opponents.get(s.playerId)!.reduce((sum, o) => sum + points.get(o)!, 0),
        9,
      );
    }
    for (let i = 1; i < standings.length; i++) {
      const [x, y] = [standings[i - 1]!, standings[i]!];
      expect(x.points > y.points || (x.points === y.points && x.buchholz >= y.buchholz - 1e-9)).toBe(true);
    }
  }, 180_000);

  it('multi-seat tables: 10 players at tables of 3–4, points by finishing place', async () => {
    const { id, ps } = await create('swiss', 10, { rounds: 2, tableSize: 4 });
    await a.tournaments.start(id, ps[0]!.id);
    await a.tournaments.start(id, ps[0]!.id);
    const t = await bracketOf(a, id);
    const sizes = t.rounds[0]!.tables.map((tb) => tb.players.length).sort();
    expect(sizes).toEqual([3, 3, 4]);
    expect(new Set(t.rounds[0]!.tables.flatMap((tb) => tb.players)).size).toBe(10);
    // Seat order decides: seat 0 first, seat 1 second…
    await playRound(a, id, (ids) => ids.map((_, i) => i + 1));
    const after = await bracketOf(a, id);
    const four = after.rounds[0]!.tables.find((tb) => tb.players.length === 4)!;
    const matchId = (await a.tournaments.tableMatches(id)).get(four.id)!;
    const seats = (await a.matches.get(matchId)).seats.map((s) => s.userId!);
    const standings = a.tournaments.standings(await a.tournaments.get(id));
    expect(seats.map((p) => standings.find((s) => s.playerId === p)!.points)).toEqual([3, 2, 1, 0]);
    expect(after.rounds[1]!.status).toBe('started');
  });
});

describe('single elimination and round robin through the database', () => {
  it('6 players seeded by rating: byes to the top two seeds, the better seed always advances, seed 1 wins', async () => {
    const ps = players(6, 'se');
    // Ratings: se6 best … se1 worst, so seeding reverses the sign-up order.
    for (const [i, p] of ps.entries()) {
      await db.prisma.user.upsert({ where: { id: p.id }, create: { id: p.id, username: p.username }, update: {} });
      await db.prisma.rating.create({
        data: { guildId: 'g', game: 'verdict', mode: '1v1', season: 1, userId: p.id, mu: 20 + i, sigma: 2, games: 5 },
      });
    }
    const row = await a.tournaments.create({
      guildId: 'g',
      channelId: 'c',
      name: 'se',
      game: 'verdict',
      format: 'single-elimination',
      createdBy: ps[0]!,
      rated: false,
      seeding: 'rating',
    });
    for (const p of ps) await a.tournaments.join(row.id, p);
    await a.tournaments.start(row.id, ps[0]!.id);
    let t = await bracketOf(a, row.id);
    const seed = (p: string) => t.entrants.find((e) => e.id === p)!.seed;
    expect(t.entrants.map((e) => e.id)).toEqual([...ps].reverse().map((p) => p.id));
    const r1 = t.rounds[0]!.tables.map((tb) => (tb.bye ? `bye ${seed(tb.players[0]!)}` : tb.players.map(seed).sort().join('v')));
    expect(r1.sort()).toEqual(['3v6', '4v5', 'bye 1', 'bye 2']);
    await a.tournaments.start(row.id, ps[0]!.id);
    await playRound(a, row.id, bySeed(seed));
    t = await bracketOf(a, row.id);
    expect(t.rounds[1]!.tables.map((tb) => tb.players.map(seed).sort().join('v')).sort()).toEqual(['1v4', '2v3']);
    await playRound(a, row.id, bySeed(seed));
    await playRound(a, row.id, bySeed(seed));
    const done = await a.tournaments.get(row.id);
    expect(done.status).toBe('finished');
    expect(a.tournaments.standings(done)[0]!.playerId).toBe(ps[5]!.id);
  });

  it('a draw in elimination waits for the organiser, who ends the match with a winner', async () => {
    const { id, ps } = await create('single-elimination', 2, { seeding: 'random' });
    await a.tournaments.start(id, ps[0]!.id);
    await a.tournaments.start(id, ps[0]!.id);
    await playRound(a, id, (ids) => ids.map(() => 1));
    let t = await bracketOf(a, id);
    expect(t.log.at(-1)!.action).toBe('needs-organiser');
    const table = t.rounds[0]!.tables[0]!;
    await a.tournaments.endMatch(id, table.id, ps[1]!.id, ps[0]!.id);
    t = await bracketOf(a, id);
    expect(t.status).toBe('finished');
    expect(a.tournaments.standings(await a.tournaments.get(id))[0]!.playerId).toBe(ps[1]!.id);
  });

  it('round robin of 5: five rounds, everyone meets everyone once and sits out once; standings follow the wins', async () => {
    const { id, ps } = await create('round-robin', 5, { seeding: 'random' });
    await a.tournaments.start(id, ps[0]!.id);
    await a.tournaments.start(id, ps[0]!.id);
    const number = (p: string) => ps.findIndex((q) => q.id === p);
    for (let r = 0; r < 5; r++) await playRound(a, id, bySeed(number));
    const row = await a.tournaments.get(id);
    expect(row.status).toBe('finished');
    const t = await bracketOf(a, id);
    expect(t.rounds).toHaveLength(5);
    const met = meetings(t);
    expect(met).toHaveLength(10);
    expect(new Set(met).size).toBe(10);
    const byes = t.rounds.flatMap((r) => r.tables.filter((tb) => tb.bye).flatMap((tb) => tb.players));
    expect([...byes].sort()).toEqual(ps.map((p) => p.id).sort());
    // p1 beats everyone: 4 wins + bye = 5 points; p5 only the bye.
    expect(a.tournaments.standings(row).map((s) => [s.playerId, s.points])).toEqual(ps.map((p, i) => [p.id, 5 - i]));
  });
});

describe('organiser tools', () => {
  it('check-in, pause/resume holding the next round, re-pair after a drop, forfeit a no-show, disqualify listed last; every action logged', async () => {
    const { id, ps } = await create('swiss', 6, { rounds: 3, checkIn: true });
    const org = ps[0]!.id;
    await a.tournaments.start(id, org);
    expect((await a.tournaments.get(id)).status).toBe('checkin');
    for (const p of ps.slice(0, 5)) await a.tournaments.checkIn(id, p.id);
    await a.tournaments.start(id, org);
    let t = await bracketOf(a, id);
    expect(t.entrants.map((e) => e.id)).not.toContain(ps[5]!.id);
    expect(t.rounds[0]!.tables.filter((tb) => tb.bye)).toHaveLength(1);
    await a.tournaments.start(id, org);
    await a.tournaments.pause(id, org);
    const seedOf = (p: string) => t.entrants.find((e) => e.id === p)!.seed;
    await playRound(a, id, bySeed(seedOf));
    t = await bracketOf(a, id);
    expect(t.rounds).toHaveLength(1); // paused: round 2 not paired
    await a.tournaments.resume(id, org);
    t = await bracketOf(a, id);
    expect(t.rounds[1]!.status).toBe('pending'); // held for the organiser
    const leaving = t.rounds[1]!.tables.find((tb) => !tb.bye)!.players[0]!;
    await a.tournaments.drop(id, leaving, org);
    t = await bracketOf(a, id);
    expect(t.rounds[1]!.tables.flatMap((tb) => tb.players)).not.toContain(leaving);
    await a.tournaments.repair(id, org);
    await a.tournaments.start(id, org);
    t = await bracketOf(a, id);
    const open = t.rounds[1]!.tables.filter((tb) => !tb.bye);
    const matchId = (await a.tournaments.tableMatches(id)).get(open[0]!.id)!;
    await a.tournaments.forfeit(id, open[0]!.id, [open[0]!.players[1]!], org);
    expect((await a.matches.get(matchId)).status).toBe('cancelled');
    const cheat = open[1]!.players[0]!;
    await a.tournaments.drop(id, cheat, org, true, 'cheating');
    const row = await a.tournaments.get(id);
    const standings = a.tournaments.standings(row);
    expect(standings.at(-1)!.playerId).toBe(cheat);
    const actions = stateOf(row).kind === 'bracket' ? (await bracketOf(a, id)).log.map((l) => l.action) : [];
    for (const action of ['join', 'start', 'pair', 'start-round', 'pause', 'resume', 'drop', 'repair', 'forfeit', 'disqualify'])
      expect(actions).toContain(action);
  });

  it('sign-up: a cap and a sign-up window refuse late joiners; leaving before the start frees the place', async () => {
    const ps = players(4, 'cap');
    const row = await a.tournaments.create({
      guildId: 'g',
      channelId: 'c',
      name: 'capped',
      game: 'verdict',
      format: 'swiss',
      createdBy: ps[0]!,
      rated: false,
      cap: 2,
      signupMinutes: 30,
    });
    await a.tournaments.join(row.id, ps[0]!);
    await a.tournaments.join(row.id, ps[1]!);
    await expect(a.tournaments.join(row.id, ps[2]!)).rejects.toMatchObject({ code: 'full' });
    await a.tournaments.leave(row.id, ps[1]!.id);
    await a.tournaments.join(row.id, ps[2]!);
    a.clock.ms += 31 * 60_000;
    await a.tournaments.leave(row.id, ps[2]!.id);
    await expect(a.tournaments.join(row.id, ps[3]!)).rejects.toMatchObject({ code: 'signup-closed' });
    expect((await bracketOf(a, row.id)).entrants.map((e) => e.id)).toEqual([ps[0]!.id]);
  });

  it('the tournament’s time control reaches every match it creates (async play’s clock hook)', async () => {
    const clocked = arena(db);
    new AsyncPlay(db.prisma, clocked.matches, new Scheduler(db.prisma), () => new Date(clocked.clock.ms));
    const ps = players(2, 'clk');
    const row = await clocked.tournaments.create({
      guildId: 'g',
      channelId: 'c',
      name: 'blitz',
      game: 'verdict',
      format: 'swiss',
      rounds: 1,
      createdBy: ps[0]!,
      rated: false,
      timeControl: 'live:10',
    });
    await expect(
      clocked.tournaments.create({
        guildId: 'g',
        channelId: 'c',
        name: 'bad',
        game: 'verdict',
        format: 'swiss',
        createdBy: ps[0]!,
        rated: false,
        timeControl: 'live:0',
      }),
    ).rejects.toMatchObject({ code: 'bad-time-control' });
    for (const p of ps) await clocked.tournaments.join(row.id, p);
    await clocked.tournaments.start(row.id, ps[0]!.id);
    await clocked.tournaments.start(row.id, ps[0]!.id);
    const [matchId] = [...(await clocked.tournaments.tableMatches(row.id)).values()];
    const m = await db.prisma.match.findUniqueOrThrow({ where: { id: matchId! } });
    expect(m.timeControl).toEqual({ kind: 'live', minutesPerMove: 10 });
    expect(m.status).toBe('active');
  });

  it('a match lost on time (async play’s auto-forfeit after the grace period) counts as the table’s result and the next round follows', async () => {
    const clocked = arena(db);
    const now = () => new Date(clocked.clock.ms);
    const scheduler = new Scheduler(db.prisma, { now });
    new AsyncPlay(db.prisma, clocked.matches, scheduler, now);
    const ps = players(2, 'slow');
    const row = await clocked.tournaments.create({
      guildId: 'g',
      channelId: 'c',
      name: 'timed',
      game: 'verdict',
      format: 'swiss',
      rounds: 2,
      createdBy: ps[0]!,
      rated: false,
      timeControl: 'live:5',
    });
    for (const p of ps) await clocked.tournaments.join(row.id, p);
    await clocked.tournaments.start(row.id, ps[0]!.id);
    await clocked.tournaments.start(row.id, ps[0]!.id);
    const [matchId] = [...(await clocked.tournaments.tableMatches(row.id)).values()];
    const first = (await clocked.matches.get(matchId!)).seats[0]!.userId!;
    // Nobody moves: past the move's time and any grace period, the scheduler ends the match.
    for (let k = 0; k < 6; k++) {
      clocked.clock.ms += 86_400_000;
      await scheduler.runDue();
    }
    expect((await clocked.matches.get(matchId!)).status).toBe('finished');
    await clocked.tournaments.sync(row.id);
    const t = await bracketOf(clocked, row.id);
    const result = t.rounds[0]!.tables[0]!.result;
    expect(result?.kind).toBe('places');
    expect(result?.kind === 'places' && result.places[first]).toBe(2);
    expect(t.rounds[1]!.status).toBe('started');
  });
});
