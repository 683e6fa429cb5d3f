/**
 * Champions of Hara end to end, the other two games: a 4-player
 * Versus Arena (Alice clicks her first turns, three bots fill the other
 * seats) and a co-op scenario (Alice and a bot) whose result is written on
 * its record board and read back with /records. Each to its end; every
 * public payload is checked against the hands of the moment, and the match
 * replays to its stored state. Each seed is one constant: another content
 * or engine version may need another one (pick a seed whose game ends early,
 * `npx tsx` a loop of `coh.setup` and `coh.botAction` to the end); the
 * assertions hold for any game that ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coh, type CohState } from '../../src/games/coh/index.js';
import { scenarioDef } from '../../src/games/coh/content/index.js';
import { attachmentsOf, auditPublic, clickUntil, cohEn, finish, openTable } from '../support/coh-play.js';
import { respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

/** A 4-player Versus whose bots crown a Champion on Day 5 (280 moves). */
const VERSUS4_SEED = 'coh-e2e4-5';
/** The co-op scenario and its seed: S04 for two, lost on Day 4 (126 moves; the bot that plans its turn, Enoki at 24 Health). */
const COOP = 's04';
const COOP_SEED = 'coh-coop-12';

let tv: Tavern;
let alice: string;
let channel: string;

beforeAll(async () => {
  tv = await startTavern([coh]);
  alice = tv.emu.users[0]!.id;
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

describe('Champions of Hara through Discord: four players and co-op', () => {
  it('a 4-player Versus Arena with three bots, to its end: a Champion, or none after Day 6 (COH-21.1, COH-7)', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const matchId = await openTable(tv, alice, channel, { bots: 3, mode: 'versus' }, VERSUS4_SEED);
    const m = await tv.service.get(matchId);
    expect(m.seats.map((s) => [s.isBot, s.team ?? null])).toEqual([
      [false, null],
      [true, null],
      [true, null],
      [true, null],
    ]);
    expect(attachmentsOf(tv.emu.message(m.messageId!)).map((a) => a.filename)).toEqual(['coh-board.png']);
    // The match message has a line for each of the four characters.
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)).match(/: \d+\/\d+\/\d+ of 10 \(Red\/Blue\/Green\)/g)?.length).toBe(4);
    // Alice's first two Adventure turns by clicks.
    const tally = await clickUntil(tv, alice, matchId, (_st, t) => t.turns >= 2, 80);
    const clicked = (Date.now() - started) / 1000;
    expect(tally.turns).toBe(2);
    expect(tally.kinds.has('turn')).toBe(true);
    const audited = await auditPublic(tv, matchId, (await tv.service.get(matchId)).state as unknown as CohState, from);
    await finish(tv, alice, matchId);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    const st = done.state as unknown as CohState;
    const outcome = coh.outcome(st)!;
    if (st.winner === null) {
      // No Champion: Day 6 ended, everyone shares the one place.
      expect([st.day, st.round, cohEn(outcome.reason), outcome.ranking]).toEqual([
        6,
        'dusk',
        'Day 6 ended without a Champion.',
        [[0, 1, 2, 3]],
      ]);
    } else {
      const w = st.winner;
      expect([cohEn(outcome.reason), outcome.ranking]).toEqual([
        `${st.chars[w]!.name} is crowned Champion of Hara.`,
        [[w], [0, 1, 2, 3].filter((x) => x !== w)],
      ]);
      // A Champion: every energy track full (COH-21.1), at The Dojo.
      expect(Object.values(st.chars[w]!.energy)).toEqual([st.cap, st.cap, st.cap]);
    }
    // The match keeps the same ranking.
    expect((done.outcome as unknown as { ranking: number[][] }).ranking).toEqual(outcome.ranking);
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!), { timeout: 30_000 }).toContain('The game is over.');
    const audited2 = await auditPublic(tv, matchId, st, from);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `coh e2e 4-player versus: ${((Date.now() - started) / 1000).toFixed(1)} s (clicked turns ${clicked.toFixed(1)} s), ${tally.clicks} clicks, ${done.version} moves, ${audited}+${audited2} public payloads checked, ${cohEn(outcome.reason)}`,
    );
  }, 240_000);

  it('a co-op scenario (S04) with a bot, to its end: the result on its record board and in /records (COH-21.3, COH-S04)', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const matchId = await openTable(tv, alice, channel, { scenario: COOP, bots: 1 }, COOP_SEED);
    const m = await tv.service.get(matchId);
    expect(m.seats.map((s) => s.isBot)).toEqual([false, true]);
    expect(m.options).toEqual({ scenario: COOP });
    const tally = await clickUntil(tv, alice, matchId, (_st, t) => t.turns >= 1, 40);
    const audited = await auditPublic(tv, matchId, (await tv.service.get(matchId)).state as unknown as CohState, from);
    await finish(tv, alice, matchId);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    const st = done.state as unknown as CohState;
    const won = st.scn!.result === 'won';
    const outcome = coh.outcome(st)!;
    // Both win or both lose together (an empty first place: the scenario beat the table).
    expect([cohEn(outcome.reason), outcome.ranking]).toEqual(
      won ? ['The scenario is won.', [[0, 1]]] : ['The scenario is lost.', [[], [0, 1]]],
    );
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    // The record board: one result, the people seated (the bot is nobody), the Day it ended on.
    const rows = await tv.db.prisma.boardResult.findMany({ where: { game: 'coh' } });
    expect(rows.map((r) => [r.board, r.won, r.score, r.userIds])).toEqual([[COOP, won, st.day, [alice]]]);
    const name = `S${String(scenarioDef(COOP).num).padStart(2, '0')}`;
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'records', { game: 'coh' }));
    await expect.poll(() => textOf(tv.emu.message(out.message.id as string))).toContain('record boards');
    const date = rows[0]!.finishedAt.toISOString().slice(0, 10);
    const board = textOf(tv.emu.message(out.message.id as string))
      .split('\n')
      .find((l) => l.startsWith(`**${name} `));
    expect(board).toMatch(
      won
        ? new RegExp(`^\\*\\*${name} .+\\*\\* — 1 win of 1 · best: Day ${st.day}, <@${alice}>, ${date}$`)
        : new RegExp(`^\\*\\*${name} .+\\*\\* — 0 wins of 1 · no win yet$`),
    );
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!), { timeout: 30_000 }).toContain('The game is over.');
    const audited2 = await auditPublic(tv, matchId, st, from);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `coh e2e co-op ${COOP}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${tally.clicks} clicks, ${done.version} moves, ${audited}+${audited2} public payloads checked, ${cohEn(outcome.reason)} Day ${st.day}`,
    );
  }, 240_000);
});
