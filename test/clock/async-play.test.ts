import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/platform/clock/time.js';
import { claimable, clockLines } from '../../src/platform/clock/display.js';
import { JOB } from '../../src/platform/clock/service.js';
import { saveAsyncSettings, DEFAULT_ASYNC_SETTINGS } from '../../src/platform/clock/settings.js';
import { fixtureGame, type FixtureState } from '../support/fixture-game.js';
import { startWorld, startedMatch, USERS, type AsyncWorld } from './support.js';
import type { MatchRecord } from '../../src/platform/matches/service.js';
import { translate } from '../../src/discord/strings.js';

let w: AsyncWorld;
beforeEach(async () => {
  w = await startWorld();
});
afterEach(() => w.close());

const seatsOwing = (m: MatchRecord) => m.seats.filter((s) => s.owedSince).map((s) => s.seat);

/** Plays the first offered choice for `seat`. */
async function play(m: MatchRecord, seat: number): Promise<MatchRecord> {
  const prompt = fixtureGame.prompts(m.state as unknown as FixtureState).find((p) => p.seat === seat)!;
  return (await w.service.act(m.id, m.seats[seat]!.userId!, prompt.choices[0]!.action, m.version)).match;
}

describe('the clock runs for whoever owes a decision', () => {
  it('starts for every seat of a simultaneous phase, and only for the seat to move after', async () => {
    const m = await startedMatch(w, 'days:2');
    expect(m.timeControl).toEqual({ kind: 'correspondence', daysPerMove: 2 });
    expect(seatsOwing(m)).toEqual([0, 1]);
    expect(m.seats[0]!.deadline!.getTime()).toBe(w.now() + 2 * DAY_MS);
    await w.advance(5 * HOUR_MS);
    const afterBid = await play(await w.service.get(m.id), 0);
    // Bruno still owes his bid: his clock keeps running from the start.
    expect(seatsOwing(afterBid)).toEqual([1]);
    expect(afterBid.seats[1]!.deadline!.getTime()).toBe(m.seats[1]!.deadline!.getTime());
    await w.advance(HOUR_MS);
    const playing = await play(afterBid, 1);
    const turn = (playing.state as unknown as FixtureState).active;
    expect(seatsOwing(playing)).toEqual([turn]);
    expect(playing.seats[turn]!.owedSince!.getTime()).toBe(w.now());
    expect(clockLines(playing, w.now() + 4 * HOUR_MS, 'en')).toEqual([`${playing.seats[turn]!.name} — 1 day 20 hours left`]);
    expect(clockLines(playing, w.now() + 4 * HOUR_MS, 'fr')).toEqual([`${playing.seats[turn]!.name} — il reste 1 jour 20 heures`]);
  });

  it('mentions each newly owing player once in the thread', async () => {
    const m = await startedMatch(w);
    await w.advance(0);
    const mentions = w.notes.posts.filter((p) => p.matchId === m.id && p.mentions.length > 0);
    expect(mentions).toHaveLength(1);
    expect(mentions[0]!.mentions.sort()).toEqual([USERS.alice.id, USERS.bruno.id].sort());
    expect(mentions[0]!.text).toContain(`<@${USERS.alice.id}>`);
    await w.advance(MINUTE_MS);
    expect(w.notes.posts.filter((p) => p.mentions.length > 0)).toHaveLength(1);
    // Alice bids; Bruno still owes the same decision: no new mention.
    await play(await w.service.get(m.id), 0);
    await w.advance(MINUTE_MS);
    expect(w.notes.posts.filter((p) => p.mentions.length > 0)).toHaveLength(1);
  });

  it('waits for the match thread before mentioning (the Discord side opens it after the commit)', async () => {
    const created = await w.service.challenge({
      game: 'fixture',
      guildId: '900000000000000001',
      channelId: '800000000000000001',
      challenger: USERS.alice,
      opponents: [USERS.bruno],
    });
    await w.service.accept(created.id, USERS.bruno);
    await w.advance(0);
    expect(w.notes.posts).toHaveLength(0);
    await w.service.setMessageRefs(created.id, { threadId: '700000000000000009', messageId: '700000000000000010' });
    await w.advance(3000);
    expect(w.notes.posts.filter((p) => p.mentions.length === 2)).toHaveLength(1);
  });

  it('keeps no clock for a match without time control', async () => {
    const m = await startedMatch(w, 'none');
    expect(m.seats.every((s) => s.deadline === null)).toBe(true);
    expect(await w.db.prisma.job.count({ where: { matchId: m.id, kind: JOB.clock } })).toBe(0);
    await w.advance(30 * DAY_MS);
    expect((await w.service.get(m.id)).status).toBe('active');
  });
});

describe('reminders at the chosen frequency', () => {
  it('every 4 hours until the deadline, none after the player moved', async () => {
    await w.play.setReminders(USERS.alice, { kind: 'every', hours: 4 }, false);
    await w.play.setReminders(USERS.bruno, { kind: 'off' }, false);
    const m = await startedMatch(w, 'days:1');
    const start = w.now();
    await w.advance(23 * HOUR_MS);
    const reminders = w.notes.posts.filter((p) => p.text.includes('reminder'));
    expect(reminders.map((r) => (r.at - start) / HOUR_MS)).toEqual([4, 8, 12, 16, 20]);
    expect(reminders.every((r) => r.mentions.join() === USERS.alice.id)).toBe(true);
    await play(await w.service.get(m.id), 0);
    const before = w.notes.posts.length;
    await w.advance(12 * HOUR_MS);
    expect(w.notes.posts.slice(before).filter((p) => p.text.includes('reminder'))).toHaveLength(0);
  });

  it('a daily digest at the chosen hour in the player’s UTC offset', async () => {
    // 21:00 at UTC-05:00 is 02:00 UTC.
    await w.play.setReminders(USERS.bruno, { kind: 'digest', hour: 21, utcOffsetMinutes: -300 }, false);
    await w.play.setReminders(USERS.alice, { kind: 'off' }, false);
    const m = await startedMatch(w, 'days:14');
    await w.advance(2 * DAY_MS);
    const digests = w.notes.posts.filter((p) => p.text.includes('digest'));
    expect(digests.map((d) => new Date(d.at).toISOString())).toEqual(['2026-03-03T02:00:00.000Z', '2026-03-04T02:00:00.000Z']);
    expect(digests[0]!.text).toContain('Bid and Play');
    expect(digests[0]!.matchId).toBe(m.id);
    // Away for two days: no digest then; it comes back the first evening after.
    await w.play.startVacation(USERS.bruno, '900000000000000001', 2);
    await w.advance(3 * DAY_MS);
    const after = w.notes.posts.filter((p) => p.text.includes('digest')).slice(2);
    expect(after.map((d) => new Date(d.at).toISOString())).toEqual(['2026-03-07T02:00:00.000Z']);
  });

  it('DMs when asked; when DMs are closed, falls back to the thread and stops trying', async () => {
    await w.play.setReminders(USERS.alice, { kind: 'every', hours: 8 }, true);
    await w.play.setReminders(USERS.bruno, { kind: 'off' }, false);
    await startedMatch(w, 'days:1');
    await w.advance(8 * HOUR_MS);
    expect(w.notes.dms.map((d) => d.userId)).toEqual([USERS.alice.id]);
    w.notes.closedDms.add(USERS.alice.id);
    await w.advance(8 * HOUR_MS);
    expect(w.notes.dms).toHaveLength(1);
    expect(w.notes.posts.filter((p) => p.text.includes('reminder')).map((p) => p.mentions)).toEqual([[USERS.alice.id]]);
    expect((await w.db.prisma.user.findUniqueOrThrow({ where: { id: USERS.alice.id } })).dmsClosed).toBe(true);
  });
});

describe('vacations pause the clock', () => {
  it('moves the deadline by the vacation and sends no reminder during it', async () => {
    await w.play.setReminders(USERS.alice, { kind: 'every', hours: 4 }, false);
    const m = await startedMatch(w, 'days:1');
    const deadline = m.seats[0]!.deadline!.getTime();
    await w.advance(2 * HOUR_MS);
    const v = await w.play.startVacation(USERS.alice, '900000000000000001', 2);
    expect(v.ok).toBe(true);
    expect(v.matches).toEqual([m.id]);
    const paused = await w.service.get(m.id);
    expect(paused.seats[0]!.deadline!.getTime()).toBe(deadline + 2 * DAY_MS);
    expect(paused.seats[0]!.pausedUntil!.getTime()).toBe(w.now() + 2 * DAY_MS);
    expect(translate(clockLines(paused, w.now() + DAY_MS, 'en')[0]!, 'en')).toMatch(/on vacation.*22 hours left/);
    // Bruno's clock is not paused.
    expect(paused.seats[1]!.deadline!.getTime()).toBe(deadline);
    const before = w.notes.posts.filter((p) => p.text.includes('reminder') && p.mentions.includes(USERS.alice.id)).length;
    await w.advance(2 * DAY_MS - 1);
    const during = w.notes.posts.filter((p) => p.text.includes('reminder') && p.mentions.includes(USERS.alice.id)).length;
    expect(during).toBe(before);
  });

  it('is bounded per month; ending early gives the days back', async () => {
    await saveAsyncSettings(w.db.prisma, '900000000000000001', { ...DEFAULT_ASYNC_SETTINGS, vacationDaysPerMonth: 5 });
    expect((await w.play.startVacation(USERS.chloe, '900000000000000001', 6)).ok).toBe(false);
    expect((await w.play.startVacation(USERS.chloe, '900000000000000001', 4)).ok).toBe(true);
    await w.advance(DAY_MS);
    expect((await w.play.endVacation(USERS.chloe.id)).ended).toBe(true);
    // One day used: four remain.
    const again = await w.play.startVacation(USERS.chloe, '900000000000000001', 5);
    expect(again).toMatchObject({ ok: false, reason: 'over-monthly-limit' });
    expect((await w.play.startVacation(USERS.chloe, '900000000000000001', 4)).ok).toBe(true);
  });
});

describe('time-outs: claim the win, or the match ends after the grace period', () => {
  it('announces the time-out, offers the claim to the opponent only, and the claim ends the match', async () => {
    const m = await startedMatch(w, 'days:1');
    await play(m, 1); // Bruno bids; Alice does not.
    await w.advance(DAY_MS + MINUTE_MS);
    const out = await w.service.get(m.id);
    expect(out.seats[0]!.timedOutAt!.getTime()).toBe(m.seats[0]!.deadline!.getTime());
    expect(claimable(out)).toBe(true);
    expect(w.notes.posts.some((p) => p.text.includes('ran out of time') && p.mentions.includes(USERS.bruno.id))).toBe(true);
    expect(await w.play.claim(m.id, USERS.alice.id)).toMatchObject({ ok: false, reason: 'claimant-timed-out' });
    const claimed = await w.play.claim(m.id, USERS.bruno.id);
    expect(claimed).toMatchObject({ ok: true, against: [0], action: 'forfeit-match' });
    const done = await w.service.get(m.id);
    expect(done.status).toBe('finished');
    expect((done.outcome as { ranking: number[][] }).ranking).toEqual([[1], [0]]);
    expect(await w.db.prisma.job.count({ where: { matchId: m.id } })).toBe(0);
  });

  it('refuses a claim while the opponent still has time', async () => {
    const m = await startedMatch(w, 'days:1');
    await w.advance(HOUR_MS);
    expect(await w.play.claim(m.id, USERS.bruno.id)).toMatchObject({ ok: false, reason: 'nothing-to-claim' });
    expect((await w.service.get(m.id)).status).toBe('active');
  });

  it('forfeits automatically once the server’s grace period has passed', async () => {
    await saveAsyncSettings(w.db.prisma, '900000000000000001', { ...DEFAULT_ASYNC_SETTINGS, graceHours: 6 });
    const m = await startedMatch(w, 'live:30');
    await play(m, 0); // Alice bids; Bruno never does.
    await w.advance(30 * MINUTE_MS + 6 * HOUR_MS - MINUTE_MS);
    expect((await w.service.get(m.id)).status).toBe('active');
    await w.advance(2 * MINUTE_MS);
    const done = await w.service.get(m.id);
    expect(done.status).toBe('finished');
    expect((done.outcome as { ranking: number[][] }).ranking).toEqual([[0], [1]]);
    expect(done.finishedAt!.getTime()).toBe(m.seats[1]!.deadline!.getTime() + 6 * HOUR_MS);
  });

  it('in a three-seat game the timed-out seat is handed to the bot and the match goes on', async () => {
    const m = await startedMatch(w, 'live:10', [USERS.bruno, USERS.chloe]);
    await play(m, 0);
    await play(await w.service.get(m.id), 1);
    // Chloé never bids: the claim hands her seat to the bot, which bids for her.
    await w.advance(11 * MINUTE_MS);
    const notice = w.notes.posts.find((p) => p.text.includes('ran out of time'))!;
    expect(notice.text).toContain('the bot then takes over that seat');
    expect(notice.mentions.sort()).toEqual([USERS.alice.id, USERS.bruno.id].sort());
    const claimed = await w.play.claim(m.id, USERS.alice.id);
    expect(claimed).toMatchObject({ ok: true, against: [2], action: 'hand-to-bot' });
    const after = await w.service.get(m.id);
    expect(after.status).toBe('active');
    expect(after.seats[2]!.automatedAt).not.toBeNull();
    expect((after.state as unknown as FixtureState).phase).toBe('play');
    // Whenever her seat is to play, the bot moves for it through a durable job.
    for (let i = 0; i < 40; i++) {
      const cur = await w.service.get(m.id);
      if (cur.status !== 'active') break;
      const seat = (cur.state as unknown as FixtureState).active;
      if (seat === 2) await w.advance(0);
      else await play(cur, seat);
    }
    const done = await w.service.get(m.id);
    expect(done.status).toBe('finished');
    expect((await w.service.replay(m.id)).equal).toBe(true);
  });
});

describe('challenges expire', () => {
  it('after the default seven days, telling the challenger', async () => {
    const m = await w.service.challenge({
      game: 'fixture',
      guildId: '900000000000000001',
      channelId: '800000000000000001',
      challenger: USERS.alice,
      opponents: [USERS.bruno],
    });
    await w.advance(7 * DAY_MS - MINUTE_MS);
    expect((await w.service.get(m.id)).status).toBe('challenged');
    await w.advance(2 * MINUTE_MS);
    expect((await w.service.get(m.id)).status).toBe('cancelled');
    expect(w.notes.expired).toHaveLength(1);
    expect(w.notes.expired[0]!.text).toContain(`<@${USERS.alice.id}>`);
  });

  it('an accepted challenge does not expire', async () => {
    const m = await startedMatch(w, 'none');
    await w.advance(8 * DAY_MS);
    expect((await w.service.get(m.id)).status).toBe('active');
    expect(w.notes.expired).toHaveLength(0);
  });
});

describe('moderators', () => {
  it('end any match of their server, recorded with who and why', async () => {
    const m = await startedMatch(w, 'days:1');
    await expect(w.play.endByModerator(m.id, 'another-guild', USERS.chloe, 'x')).rejects.toThrow();
    const done = await w.play.endByModerator(m.id, '900000000000000001', USERS.chloe, 'abandoned for a month');
    expect(done).toMatchObject({ status: 'finished', endedById: USERS.chloe.id, endReason: 'abandoned for a month' });
    expect(await w.db.prisma.job.count({ where: { matchId: m.id } })).toBe(0);
  });
});

describe('remove-seat (the policy of games like Epic Spell Wars)', () => {
  it('the seat leaves ranked last; with two seats left, a further time-out forfeits the match', async () => {
    await w.close();
    w = await startWorld(Date.parse('2026-03-02T09:00:00Z'), 'remove-seat');
    const m = await startedMatch(w, 'live:10', [USERS.bruno, USERS.chloe]);
    await play(m, 0);
    await play(await w.service.get(m.id), 1);
    await w.advance(11 * MINUTE_MS);
    expect(await w.play.claim(m.id, USERS.bruno.id)).toMatchObject({ ok: true, against: [2], action: 'remove-seat' });
    const after = await w.service.get(m.id);
    expect(after.seats[2]!.removedAt).not.toBeNull();
    expect(after.status).toBe('active');
    // Alice now lets her clock run out: only two seats remain, so the match is forfeited.
    const state = after.state as unknown as FixtureState;
    if (state.active === 1) await play(after, 1);
    const cur = await w.service.get(m.id);
    const waitingSeat = (cur.state as unknown as FixtureState).active;
    if (waitingSeat === 2) await w.advance(0);
    const mover = await w.service.get(m.id);
    const outSeat = (mover.state as unknown as FixtureState).active;
    await w.advance(11 * MINUTE_MS);
    const winner = outSeat === 0 ? USERS.bruno : USERS.alice;
    expect(await w.play.claim(m.id, winner.id)).toMatchObject({ ok: true, against: [outSeat], action: 'forfeit-match' });
    const done = await w.service.get(m.id);
    expect(done.status).toBe('finished');
    expect((done.outcome as { ranking: number[][] }).ranking).toEqual([[1 - outSeat], [outSeat], [2]]);
    expect((await w.service.replay(m.id)).equal).toBe(true);
  });
});
