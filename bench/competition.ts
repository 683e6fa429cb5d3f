/**
 * Competition figures (issues 7 and 8): rating recompute after a void (pure,
 * and through the database on embedded PostgreSQL), the leaderboard image of
 * a server with 1,000 rated players, Swiss pairing at 33 players, and the
 * reminder/clock schedule of 10,000 waiting matches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { t } from '../src/core/text.js';
import { translate } from '../src/discord/strings.js';
import { leaderboardImage } from '../src/discord/handlers/leaderboard.js';
import { RatingService, type LeaderboardPage } from '../src/platform/competition.js';
import { createPrisma } from '../src/platform/db/client.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { leaderboard, newPlayerRating, rateMatch, type PlayerRating } from '../src/platform/ratings/index.js';
import { log } from '../src/logger.js';
import { freePort } from '../test/support/net.js';
import { createRng, randomInt } from '../src/core/rng.js';
import {
  DAY_MS,
  HOUR_MS,
  createMatchClock,
  nextClockEvent,
  nextReminder,
  setOwingSeats,
  type ReminderPreference,
  type TimeControl,
} from '../src/platform/clock/index.js';
import { recompute, type RatedMatch } from '../src/platform/ratings/index.js';
import {
  addEntrant,
  createTournament,
  pairSwissRound,
  recordResult,
  startRound,
  startTournament,
  type Tournament,
} from '../src/platform/tournaments/index.js';
import { percentile, round, timeRuns, type BenchFigure } from './stats.js';

const T0 = Date.UTC(2025, 0, 1);

function ratedHistory(count: number): RatedMatch[] {
  const rng = createRng('bench-ratings');
  const players = Array.from({ length: 2000 }, (_, i) => `u${i}`);
  const pick = (n: number): string[] => {
    const chosen = new Set<string>();
    while (chosen.size < n) chosen.add(players[randomInt(rng, players.length)]!);
    return [...chosen];
  };
  return Array.from({ length: count }, (_, i): RatedMatch => {
    const kind = randomInt(rng, 10);
    const playedAt = T0 + i * 60_000;
    if (kind < 7) {
      const tie = randomInt(rng, 10) === 0;
      return {
        id: `m${i}`,
        scope: { guildId: 'g', gameId: 'sfb', mode: '1v1' },
        playedAt,
        teams: pick(2).map((p) => [p]),
        ranks: tie ? [1, 1] : [1, 2],
      };
    }
    if (kind < 9) {
      const size = 3 + randomInt(rng, 4);
      return {
        id: `m${i}`,
        scope: { guildId: 'g', gameId: 'esw', mode: 'ffa' },
        playedAt,
        teams: pick(size).map((p) => [p]),
        ranks: Array.from({ length: size }, () => 1 + randomInt(rng, size)),
      };
    }
    const four = pick(4);
    return {
      id: `m${i}`,
      scope: { guildId: 'g', gameId: 'ch', mode: '2v2' },
      playedAt,
      teams: [four.slice(0, 2), four.slice(2)],
      ranks: [1 + randomInt(rng, 2), 1 + randomInt(rng, 2)],
    };
  });
}

function swissAtRound7(): Tournament {
  const rng = createRng('bench-swiss');
  let t = createTournament('bench', { format: 'swiss', rounds: 7, tableSize: { min: 2, max: 2 }, seeding: 'rating', rngSeed: 'bench' });
  for (let i = 0; i < 33; i++) t = addEntrant(t, `p${i}`, 2000 - i, T0);
  t = startTournament(t, 'org', T0);
  while (t.rounds.length < 7) {
    t = startRound(t, null, T0);
    for (const table of t.rounds[t.rounds.length - 1]!.tables) {
      if (table.bye || table.result) continue;
      const [a, b] = table.players as [string, string];
      const first = randomInt(rng, 2) === 0 ? a : b;
      t = recordResult(t, table.id, { kind: 'places', places: { [a]: first === a ? 1 : 2, [b]: first === b ? 1 : 2 } }, null, T0);
    }
  }
  return t;
}

interface WaitingMatch {
  clock: ReturnType<typeof createMatchClock>;
  preference: ReminderPreference;
  lastRemindedAt: number | null;
}

function waitingMatches(count: number, now: number): WaitingMatch[] {
  const rng = createRng('bench-reminders');
  const controls: TimeControl[] = [
    { kind: 'correspondence', daysPerMove: 1 },
    { kind: 'correspondence', daysPerMove: 3 },
    { kind: 'live', minutesPerMove: 10 },
  ];
  const prefs: ReminderPreference[] = [
    { kind: 'off' },
    { kind: 'every', hours: 4 },
    { kind: 'every', hours: 8 },
    { kind: 'every', hours: 24 },
    { kind: 'digest', hour: 19, utcOffsetMinutes: -210 },
    { kind: 'digest', hour: 8, utcOffsetMinutes: 330 },
  ];
  return Array.from({ length: count }, () => {
    const owedSince = now - randomInt(rng, 2 * DAY_MS);
    const clock = setOwingSeats(createMatchClock(controls[randomInt(rng, controls.length)]!, ['a', 'b', 'c']), ['a', 'b'], owedSince);
    return { clock, preference: prefs[randomInt(rng, prefs.length)]!, lastRemindedAt: randomInt(rng, 2) ? owedSince + HOUR_MS : null };
  });
}

/** 1,000 players' ratings after 20,000 duels: a realistic spread of mu, sigma and games. */
function thousandPlayers(): Map<string, PlayerRating> {
  const rng = createRng('bench-leaderboard');
  const ratings = new Map<string, PlayerRating>();
  for (let i = 0; i < 1000; i++) ratings.set(`1${String(i).padStart(17, '0')}`, newPlayerRating());
  const ids = [...ratings.keys()];
  for (let k = 0; k < 20_000; k++) {
    const a = ids[randomInt(rng, ids.length)]!;
    let b = a;
    while (b === a) b = ids[randomInt(rng, ids.length)]!;
    // The lower index is a little stronger: a real ladder, not noise.
    const aWins = randomInt(rng, 1000) < 500 + (ids.indexOf(b) - ids.indexOf(a)) / 4;
    const { updated } = rateMatch(
      {
        id: `d${k}`,
        scope: { guildId: 'g', gameId: 'sfb', mode: '1v1' },
        playedAt: T0 + k * 60_000,
        teams: [[a], [b]],
        ranks: aWins ? [1, 2] : [2, 1],
      },
      (id) => ratings.get(id),
    );
    for (const [id, r] of updated) ratings.set(id, r);
  }
  return ratings;
}

/** Ranking 1,000 players, then drawing and encoding one page of `pageSize` rows, as /leaderboard does. */
async function leaderboardRender(ratings: Map<string, PlayerRating>, pageSize: number): Promise<number> {
  const ranked = leaderboard(ratings, T0 + 30 * DAY_MS, 1);
  const page: LeaderboardPage = {
    game: 'sfb',
    mode: '1v1',
    season: 1,
    currentSeason: 1,
    minGames: 1,
    page: 0,
    pages: Math.ceil(ranked.length / pageSize),
    total: ranked.length,
    rows: ranked.slice(0, pageSize).map((r) => ({
      rank: r.rank,
      userId: r.playerId,
      name: `Player ${r.playerId.slice(-4)}`,
      rating: r.rating,
      games: r.games,
      winRate: r.winRate,
      trend: (r.rating % 41) - 20,
    })),
  };
  const tr = (key: string, vars?: Record<string, string | number>) => translate(t(key, vars), 'en');
  return (await leaderboardImage(tr, page, 'Super Fantasy Brawl', null)).png.length;
}

const matchUuid = (i: number): string => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

/** 100,000 rated matches stored as the service stores them, then one voided: the whole server is recomputed in the database. */
async function databaseVoid(history: RatedMatch[]): Promise<{ voidMs: number; changes: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-ratings-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const db = createPrisma(pgServer.url, 4);
    await db.guild.create({ data: { id: 'g' } });
    for (let i = 0; i < history.length; i += 5000) {
      const chunk = history.slice(i, i + 5000);
      await db.match.createMany({
        data: chunk.map((m, k) => ({
          id: matchUuid(i + k),
          game: m.scope.gameId,
          seed: 'bench',
          guildId: 'g',
          createdById: m.teams[0]![0]!,
          status: 'finished' as const,
          finishedAt: new Date(m.playedAt),
        })),
      });
      await db.matchCompetition.createMany({
        data: chunk.map((m, k) => ({
          matchId: matchUuid(i + k),
          guildId: 'g',
          rated: true,
          mode: m.scope.mode,
          teams: m.teams,
          ranks: m.ranks,
          playedAt: new Date(m.playedAt),
        })),
      });
    }
    const ratings = new RatingService(db);
    // The stored state before the void, as incremental updates would have left it.
    await db.$transaction((tx) => ratings.recomputeGuild(tx, 'g'), { timeout: 600_000 });
    const t0 = performance.now();
    await ratings.voidMatch(matchUuid(50_000), 'moderator', 'bench');
    const voidMs = performance.now() - t0;
    const changes = await db.ratingChange.count();
    await db.$disconnect();
    return { voidMs, changes };
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const players = thousandPlayers();
  const pageMs = await timeRuns(30, () => leaderboardRender(players, 10), 3);
  const bigPageMs = await timeRuns(10, () => leaderboardRender(players, 100), 2);
  const pageBytes = await leaderboardRender(players, 10);

  const history = ratedHistory(100_000);
  const recomputeMs = await timeRuns(3, () => recompute(history, ['m50000']), 1);

  const swiss = swissAtRound7();
  const completed = swiss.rounds.slice(0, 6);
  const pairingMs = await timeRuns(50, () => pairSwissRound(swiss.entrants, completed, swiss.settings.tableSize), 5);

  const now = T0 + 30 * DAY_MS;
  const matches = waitingMatches(10_000, now);
  const policy = { graceMs: DAY_MS, multiSeat: 'hand-to-bot' } as const;
  const scheduleMs = await timeRuns(20, () => {
    let due = 0;
    for (const m of matches) {
      for (const seat of m.clock.seats) {
        if (seat.owedSince === null) continue;
        const next = nextReminder(m.preference, { owedSince: seat.owedSince, lastRemindedAt: m.lastRemindedAt }, now);
        if (next) due = Math.max(due, next.at);
      }
      due = Math.max(due, nextClockEvent(m.clock, now, policy) ?? 0);
    }
    return due;
  });

  const dbVoid = await databaseVoid(history);

  return [
    {
      name: 'leaderboard_1000_render_p50_ms',
      value: round(percentile(pageMs, 50), 1),
      unit: 'ms (rank 1,000 players + draw + encode a 10-row page)',
    },
    { name: 'leaderboard_1000_render_p95_ms', value: round(percentile(pageMs, 95), 1), unit: 'ms' },
    { name: 'leaderboard_1000_page100_render_p50_ms', value: round(percentile(bigPageMs, 50), 1), unit: 'ms (a 100-row page)' },
    { name: 'leaderboard_page_png_kb', value: round(pageBytes / 1024, 1), unit: 'KB (10-row page)' },
    {
      name: 'ratings_void_db_100k_ms',
      value: round(dbVoid.voidMs, 0),
      unit: `ms (void the 50,000th of 100k stored matches: read all, recompute all, rewrite the changes from it on; ${dbVoid.changes} changes stored)`,
    },
    { name: 'ratings_recompute_100k_ms', value: round(percentile(recomputeMs, 50), 0), unit: 'ms (p50 of 3, 100k matches, one void)' },
    { name: 'swiss_pairing_33p_ms', value: round(percentile(pairingMs, 50), 2), unit: 'ms (p50, round 7 of 7)' },
    { name: 'swiss_pairing_33p_p95_ms', value: round(percentile(pairingMs, 95), 2), unit: 'ms' },
    {
      name: 'reminder_schedule_10k_ms',
      value: round(percentile(scheduleMs, 50), 2),
      unit: 'ms (p50, next reminder + clock event for 10,000 matches)',
    },
  ];
}
