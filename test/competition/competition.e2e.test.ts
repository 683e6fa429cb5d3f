/**
 * Ratings and tournaments through Discord: the emulator, a real database and
 * the real bot. Matches are finished through the service (the game's own
 * panels are covered by the platform e2e test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition, stateOf, type Competition } from '../../src/platform/competition.js';
import { parseCompetitionId } from '../../src/discord/custom-id.js';
import { button, buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';
import { finishWith, verdictGame } from './verdict-game.js';

let tv: Tavern;
let c: Competition;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([verdictGame]);
  c = attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

type Msg = Record<string, unknown>;
const tournamentIdOf = (customId: string): string => {
  const id = parseCompetitionId(customId);
  if (!id || id.kind === 'lb') throw new Error(`not a tournament button: ${customId}`);
  return id.tournamentId;
};
const attachments = (m: Msg | undefined) => (m?.attachments as { filename: string; size: number; url: string }[] | undefined) ?? [];

describe('tournaments and leaderboards through Discord', () => {
  let signup: string;
  let tournamentId: string;

  it('/tournament create posts a sign-up message with Join / Leave / Start and opens the tournament thread; the organiser joins at creation', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'tournament create', { game: 'verdict', format: 'swiss', rounds: 2, name: 'Winter Cup', join: true }),
    );
    signup = out.message.id as string;
    expect(textOf(out.message)).toContain('Winter Cup');
    expect(textOf(out.message)).toContain('Sign-up is open');
    const kinds = buttons(out.message).map((b) => parseCompetitionId(b.customId)?.kind);
    expect(kinds).toEqual(['tj', 'tl', 'ts']);
    tournamentId = tournamentIdOf(button(out.message, 'cx'));
    await expect.poll(async () => (await c.tournaments.get(tournamentId)).threadId).toBeTruthy();
    const row = await c.tournaments.get(tournamentId);
    expect(row.messageId).toBe(signup);
    await expect.poll(() => tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n')).toContain('created **Winter Cup**');
    // The organiser plays too: signed up by the create option, listed on the sign-up message.
    const s = stateOf(await c.tournaments.get(tournamentId));
    expect(s.kind === 'bracket' && s.t.entrants.map((e) => e.id)).toEqual([alice]);
    await expect.poll(() => textOf(tv.emu.message(signup))).toContain('Players (1)');
  });

  it('players join with the button (privately confirmed); the sign-up message lists them', async () => {
    const joinId = buttons(tv.emu.message(signup)).find((b) => b.customId.startsWith('cx:tj:'))!.customId;
    for (const user of [bruno, chloe]) {
      const out = await respond(tv.emu, tv.emu.click(user, signup, joinId));
      expect((out.message.flags as number) & 64).toBe(64);
      expect(textOf(out.message)).toMatch(/You joined|Vous êtes inscrit/);
    }
    const again = await respond(tv.emu, tv.emu.click(alice, signup, joinId));
    expect(textOf(again.message)).toMatch(/déjà inscrit|already in/);
    await expect.poll(() => textOf(tv.emu.message(signup))).toContain('Players (3)');
  });

  it('only the organiser may start; one Start pairs round 1 ("Round 1 · Table 1") and opens it: its match in Discord with pings, linked from the tournament thread', async () => {
    const startId = buttons(tv.emu.message(signup)).find((b) => b.customId.startsWith('cx:ts:'))!.customId;
    const refused = await respond(tv.emu, tv.emu.click(bruno, signup, startId));
    expect(textOf(refused.message)).toMatch(/organisateur|organiser/);
    expect((await c.tournaments.get(tournamentId)).status).toBe('signup');
    await respond(tv.emu, tv.emu.click(alice, signup, startId));
    const row = await c.tournaments.get(tournamentId);
    expect(row.status).toBe('running');
    await expect.poll(() => tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n')).toContain('Round 1 pairings');
    const thread = tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n');
    expect(thread).toContain('bye');
    expect(thread).toMatch(/Round 1 · Table 1: \S+ vs \S+/);
    expect(thread).not.toMatch(/\br1t1\b/);
    // No second step: the round is open, no "Start the round" button is left.
    expect(buttons(tv.emu.message(signup)).map((b) => b.label)).not.toContain('Start the round (organiser)');
    const tables = await c.tournaments.tableMatches(tournamentId);
    expect(tables.size).toBe(1);
    const matchId = [...tables.values()][0]!;
    await expect.poll(async () => (await tv.service.get(matchId)).messageId).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.threadId).toBeTruthy();
    const ping = tv.emu.visibleMessages(alice, channel).find((x) => textOf(x).includes('your match is ready'))!;
    expect(textOf(ping)).toContain('Winter Cup');
    expect(textOf(ping)).toContain('Round 1 · Table 1');
    for (const s of m.seats) expect(textOf(ping)).toContain(`<@${s.userId}>`);
    // The tournament thread links the match's thread.
    await expect
      .poll(() => tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n'))
      .toContain(`/channels/${tv.emu.guildId}/${m.threadId}/${m.messageId}`);
  });

  it('when the round’s match ends, the bot pairs and starts round 2 and posts the standings image in the thread', async () => {
    const [first] = [...(await c.tournaments.tableMatches(tournamentId)).values()];
    await finishWith(tv.service, first!, [1, 2]);
    await expect.poll(async () => (await c.tournaments.tableMatches(tournamentId)).size, { timeout: 10_000 }).toBe(2);
    const row = await c.tournaments.get(tournamentId);
    const s = stateOf(row);
    expect(s.kind === 'bracket' && s.t.rounds[1]!.status).toBe('started');
    await expect
      .poll(() =>
        tv.emu
          .visibleMessages(alice, row.threadId!)
          .some((x) => attachments(x).some((a) => a.filename.startsWith('standings-') && a.filename.endsWith('.png'))),
      )
      .toBe(true);
    const standings = tv.emu
      .visibleMessages(alice, row.threadId!)
      .find((x) => attachments(x).some((a) => a.filename.startsWith('standings-')))!;
    const png = Buffer.from(await (await fetch(attachments(standings)[0]!.url)).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Every action is logged in the thread.
    const log = tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n');
    for (const line of ['joined', 'started the tournament', 'Round 1 paired', 'Round 1 started', 'result recorded', 'Round 2 paired'])
      expect(log).toContain(line);
    // Finish the second round: the tournament ends with final standings.
    const second = (await c.tournaments.tableMatches(tournamentId)).get(
      s.kind === 'bracket' ? s.t.rounds[1]!.tables.find((tb) => !tb.bye)!.id : '',
    )!;
    await finishWith(tv.service, second, [2, 1]);
    await expect.poll(async () => (await c.tournaments.get(tournamentId)).status, { timeout: 10_000 }).toBe('finished');
    await expect.poll(() => tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n')).toContain('Finished after 2 rounds');
  });

  it('/challenge rated, then /leaderboard shows an image and a text fallback; /profile shows the streak', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'verdict', opponent: bruno, rated: true }));
    const matchId = button(out.message, 'acc').split(':')[1]!;
    await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, button(out.message, 'acc')));
    await finishWith(tv.service, matchId, [1, 2]);
    const unrated = await respond(tv.emu, tv.emu.slash(bruno, channel, 'challenge', { game: 'verdict', opponent: alice, rated: false }));
    const unratedId = button(unrated.message, 'acc').split(':')[1]!;
    await respond(tv.emu, tv.emu.click(alice, unrated.message.id as string, button(unrated.message, 'acc')));
    await finishWith(tv.service, unratedId, [1, 2]);
    expect(await tv.db.prisma.ratingChange.count({ where: { matchId } })).toBe(2);
    expect(await tv.db.prisma.ratingChange.count({ where: { matchId: unratedId } })).toBe(0);

    const board = await respond(tv.emu, tv.emu.slash(chloe, channel, 'leaderboard', { game: 'verdict' }));
    const files = attachments(board.message);
    expect(files).toHaveLength(1);
    expect(files[0]!.filename).toMatch(/^leaderboard-verdict-1-1\.png$/);
    expect(files[0]!.size).toBeGreaterThan(1000);
    const text = textOf(board.message);
    expect(text).toContain('Leaderboard — Verdict (1v1)');
    expect(text).toMatch(/\*\*1\.\*\* Alice — \d+ · 1 game · 100%/);
    expect(text).toMatch(/\*\*2\.\*\* Bruno — \d+ · 1 game · 0%/);

    const profile = await respond(tv.emu, tv.emu.slash(alice, channel, 'profile', { user: bruno, versus: alice }));
    const p = textOf(profile.message);
    expect(p).toContain('Profile — Bruno');
    expect(p).toMatch(/Current streak: 1 × win/); // the unrated game is Bruno's latest: a win
    // Head-to-head counts every finished match between them here, tournament games included.
    const h2h = /Against Alice: (\d+) W · (\d+) D · (\d+) L/.exec(p)!;
    const both = await tv.db.prisma.match.count({
      where: { status: 'finished', AND: [{ seats: { some: { userId: alice } } }, { seats: { some: { userId: bruno } } }] },
    });
    expect(Number(h2h[1]) + Number(h2h[2]) + Number(h2h[3])).toBe(both);
    expect(Number(h2h[1])).toBeGreaterThanOrEqual(1);
    expect(Number(h2h[3])).toBeGreaterThanOrEqual(1);
  });

  it('/match void is for Manage Server; it removes the match’s rating changes', async () => {
    const [rated] = await tv.db.prisma.ratingChange.findMany({ take: 1 });
    const refused = await respond(tv.emu, tv.emu.slash(bruno, channel, 'match void', { match: rated!.matchId, reason: 'bug' }));
    expect(textOf(refused.message)).toMatch(/Gérer le serveur|Manage Server/);
    tv.emu.setOwner(alice);
    const done = await respond(tv.emu, tv.emu.slash(alice, channel, 'match void', { match: rated!.matchId, reason: 'bug' }));
    expect(textOf(done.message)).toContain('Match voided');
    expect(await tv.db.prisma.ratingChange.count({ where: { matchId: rated!.matchId } })).toBe(0);
    const board = await respond(tv.emu, tv.emu.slash(chloe, channel, 'leaderboard', { game: 'verdict' }));
    expect(textOf(board.message)).toContain('Nobody has played 1 rated game yet');
  });

  it('rank roles: an admin sets bands; a rated result gives each player the role of their band', async () => {
    const gold = tv.emu.createRole('Gold');
    const bronze = tv.emu.createRole('Bronze');
    // /ratings carries default_member_permissions: Discord does not even show it to members without Manage Server.
    expect(() => tv.emu.slash(bruno, channel, 'ratings rank-role', { role: gold, 'min-rating': 1100 })).toThrow(/ManageGuild/);
    await respond(tv.emu, tv.emu.slash(alice, channel, 'ratings rank-role', { role: gold, 'min-rating': 1100 }));
    const saved = await respond(tv.emu, tv.emu.slash(alice, channel, 'ratings rank-role', { role: bronze, 'min-rating': 900 }));
    expect(textOf(saved.message)).toContain('Bronze');
    const out = await respond(tv.emu, tv.emu.slash(chloe, channel, 'challenge', { game: 'verdict', opponent: bruno }));
    const matchId = button(out.message, 'acc').split(':')[1]!;
    await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, button(out.message, 'acc')));
    await finishWith(tv.service, matchId, [1, 2]);
    // Chloé won her first rated game (about 1136), Bruno lost (about 928).
    const bands = (user: string) => tv.emu.rolesOf(user).filter((r) => r === gold || r === bronze);
    await expect.poll(() => bands(chloe)).toEqual([gold]);
    await expect.poll(() => bands(bruno)).toEqual([bronze]);
    // Other roles are left alone.
    expect(tv.emu.rolesOf(chloe)).toHaveLength(2);
  });

  it('/leaderboard pages with ◀ ▶ when there are more players than a page', async () => {
    await tv.db.prisma.rating.createMany({
      data: Array.from({ length: 25 }, (_, k) => ({
        guildId: tv.emu.guildId,
        game: 'verdict',
        mode: 'ffa',
        season: 1,
        userId: `7000000000000000${String(k).padStart(2, '0')}`,
        mu: 40 - k,
        sigma: 2,
        games: 3,
        wins: 1,
      })),
    });
    const first = await respond(tv.emu, tv.emu.slash(alice, channel, 'leaderboard', { game: 'verdict', mode: 'ffa' }));
    expect(textOf(first.message)).toContain('page 1/3');
    const [prev, next] = buttons(first.message);
    expect(prev!.disabled).toBe(true);
    expect(next!.disabled).toBe(false);
    const second = await respond(tv.emu, tv.emu.click(bruno, first.message.id as string, next!.customId));
    expect(textOf(second.message)).toContain('page 2/3');
    expect(textOf(second.message)).toMatch(/\*\*11\.\*\* 700000000000000010/);
    expect(attachments(second.message)[0]!.filename).toBe('leaderboard-verdict-1-2.png');
  });

  it('a ladder in Discord: join with the button, /tournament challenge, the defender accepts, the result moves the ladder and is logged', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'tournament create', { game: 'verdict', format: 'ladder', name: 'Ladder', reach: 2 }),
    );
    const join = buttons(out.message).find((b) => b.customId.startsWith('cx:tj:'))!.customId;
    const id = tournamentIdOf(join);
    for (const user of [alice, bruno, chloe]) await respond(tv.emu, tv.emu.click(user, out.message.id as string, join));
    const order = async () => {
      const s = stateOf(await c.tournaments.get(id));
      return s.kind === 'ladder' ? s.ladder.order : [];
    };
    expect(await order()).toEqual([alice, bruno, chloe]);
    const challenge = await respond(tv.emu, tv.emu.slash(chloe, channel, 'tournament challenge', { opponent: alice, tournament: id }));
    expect(textOf(challenge.message)).toContain(`<@${alice}>`);
    const matchId = button(challenge.message, 'acc').split(':')[1]!;
    await respond(tv.emu, tv.emu.click(alice, challenge.message.id as string, button(challenge.message, 'acc')));
    expect((await tv.service.get(matchId)).status).toBe('active');
    await finishWith(tv.service, matchId, [1, 2]); // Chloé, the challenger, wins
    await expect.poll(order, { timeout: 10_000 }).toEqual([chloe, alice, bruno]);
    const row = await c.tournaments.get(id);
    await expect
      .poll(() => tv.emu.visibleMessages(bruno, row.threadId!).map(textOf).join('\n'))
      .toContain(`<@${chloe}> won <@${chloe}> v <@${alice}>`);
    const standings = await respond(tv.emu, tv.emu.slash(bruno, channel, 'tournament standings', { tournament: id }));
    expect(textOf(standings.message)).toMatch(/1\. Chloé\n2\. Alice\n3\. Bruno/);
  });

  it('check-in with the button, then the organiser starts with those present and forfeits a no-show with /tournament forfeit', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'tournament create', { game: 'verdict', format: 'round-robin', name: 'Checked', 'check-in': true }),
    );
    const signupId = out.message.id as string;
    const find = (kind: string) => buttons(tv.emu.message(signupId)).find((b) => b.customId.startsWith(`cx:${kind}:`))?.customId;
    const id = tournamentIdOf(find('tj')!);
    for (const user of [alice, bruno, chloe]) await respond(tv.emu, tv.emu.click(user, signupId, find('tj')!));
    await respond(tv.emu, tv.emu.click(alice, signupId, find('ts')!));
    await expect.poll(() => find('tc')).toBeTruthy();
    expect(textOf(tv.emu.message(signupId))).toContain('Check-in is open');
    const checked = await respond(tv.emu, tv.emu.click(bruno, signupId, find('tc')!));
    expect(textOf(checked.message)).toMatch(/présence est confirmée|checked in/);
    await respond(tv.emu, tv.emu.click(alice, signupId, find('tc')!));
    await respond(tv.emu, tv.emu.click(alice, signupId, find('ts')!)); // starts without Chloé, round 1 open at once
    const s = stateOf(await c.tournaments.get(id));
    expect(s.kind === 'bracket' && s.t.entrants.map((e) => e.id).sort()).toEqual([alice, bruno].sort());
    const matchId = [...(await c.tournaments.tableMatches(id)).values()][0]!;
    await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament forfeit', { player: bruno, tournament: id }));
    expect((await tv.service.get(matchId)).status).toBe('cancelled');
    await expect.poll(async () => (await c.tournaments.get(id)).status).toBe('finished');
    const row = await c.tournaments.get(id);
    expect(c.tournaments.standings(row)[0]!.playerId).toBe(alice);
    await expect.poll(() => tv.emu.visibleMessages(alice, row.threadId!).map(textOf).join('\n')).toContain('Forfeit');
  });

  it('tournament autocomplete lists open tournaments first, then finished ones (their standings stay browsable)', async () => {
    const out = await tv.emu.waitForResponse(
      tv.emu.autocomplete(bruno, channel, 'tournament standings', { tournament: '' }, 'tournament'),
      { timeoutMs: 10_000 },
    );
    const names = (out.choices ?? []).map((ch) => ch.name);
    expect(names[0]).toMatch(/^Ladder/);
    expect(names).toContain('Winter Cup (Terminé.)');
    const cup = out.choices!.find((ch) => ch.name.startsWith('Winter Cup'))!;
    const standings = await respond(tv.emu, tv.emu.slash(bruno, channel, 'tournament standings', { tournament: cup.value }));
    expect(attachments(standings.message)[0]!.filename).toMatch(/^standings-.*\.png$/);
  });
});
