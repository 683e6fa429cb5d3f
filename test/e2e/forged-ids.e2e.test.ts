/**
 * Forged custom IDs, as a modified client can send them: every component id
 * is parsed with zod for its kind, and a click naming an id the message does
 * not show is refused plainly. Nothing changes, nothing says "something went
 * wrong", and a match message is never replaced by another kind of message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { encodeCompetitionId, encodeCustomId, parseCompetitionId, parseCustomId } from '../../src/discord/custom-id.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, channel: string;
let matchId: string, matchMessage: string, leaderboard: string, signup: string, tournamentId: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
  channel = tv.emu.channels['games']!;
  const challenge = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
  const accept = button(challenge.message, 'acc');
  matchId = parseCustomId(accept)!.matchId;
  await respond(tv.emu, tv.emu.click(bruno, challenge.message.id as string, accept));
  matchMessage = (await tv.service.get(matchId)).messageId!;
  leaderboard = (await respond(tv.emu, tv.emu.slash(alice, channel, 'leaderboard', { game: 'fixture' }))).message.id as string;
  const created = await respond(tv.emu, tv.emu.slash(alice, channel, 'tournament create', { game: 'fixture', format: 'swiss' }));
  signup = created.message.id as string;
  const tj = parseCompetitionId(button(created.message, 'cx:tj'))!;
  if (tj.kind === 'lb') throw new Error('expected a tournament button');
  tournamentId = tj.tournamentId;
});
afterAll(() => tv.close());

const snapshot = (id: string) => JSON.stringify(tv.emu.message(id));

async function expectRefused(user: string, messageId: string, customId: string): Promise<void> {
  const before = snapshot(messageId);
  const version = (await tv.service.get(matchId)).version;
  const out = await respond(tv.emu, tv.emu.forgeClick(user, messageId, customId));
  expect(out.kind, customId).toBe('message');
  expect((out.message.flags as number) & 64, customId).toBe(64);
  expect(textOf(out.message), customId).toMatch(/not one of ours|pas des nôtres/);
  expect(textOf(out.message), customId).not.toMatch(/Something went wrong|Un problème est survenu/);
  expect(snapshot(messageId), customId).toBe(before);
  expect((await tv.service.get(matchId)).version).toBe(version);
}

describe('competition custom ids are parsed with zod, kind by kind', () => {
  it('accepts what the bot writes and nothing else', () => {
    expect(parseCompetitionId(encodeCompetitionId('lb', ['fixture', '1v1', 2, 0]))).toEqual({
      kind: 'lb',
      game: 'fixture',
      mode: '1v1',
      season: 2,
      page: 0,
    });
    const id = '0b7c2c9e-3f1a-4c59-9d7e-5a4a6b1d2c3e';
    expect(parseCompetitionId(encodeCompetitionId('ts', [id]))).toEqual({ kind: 'ts', tournamentId: id });
    for (const forged of [
      'cx:lb:fixture:1v1:abc:0',
      'cx:lb:fixture:1v1:0:0',
      'cx:lb:fixture:1v1:1',
      'cx:lb:fixture:1v1:1:0:extra',
      'cx:lb:Fixture:1v1:1:0',
      'cx:lb:fixture:best:1:0',
      'cx:lb:fixture:1v1:1:-1',
      'cx:lb:fixture:1v1:99999999:0',
      `cx:tj:${id}:x`,
      'cx:tj:not-a-uuid',
      'cx:tj',
      `cx:zz:${id}`,
      'cx:',
    ])
      expect(parseCompetitionId(forged), forged).toBeNull();
    expect(() => encodeCompetitionId('lb', ['fixture', 'best', 1, 0])).toThrow(RangeError);
  });
});

describe('forged clicks through Discord', () => {
  it('a leaderboard page id on a match message is refused; the match message stays a match message', async () => {
    await expectRefused(alice, matchMessage, encodeCompetitionId('lb', ['fixture', '1v1', 1, 0]));
    expect(buttons(tv.emu.message(matchMessage)).some((b) => b.customId.startsWith('turn:'))).toBe(true);
  });

  it('malformed leaderboard ids on the leaderboard message are refused plainly (never "something went wrong")', async () => {
    for (const forged of ['cx:lb:nogame:1v1:1:0', 'cx:lb:fixture:1v1:abc:0', 'cx:lb:fixture', 'cx:lb:fixture:1v1:1:0:9', 'cx:zz:1'])
      await expectRefused(alice, leaderboard, forged);
  });

  it('tournament ids: forged, malformed, or a real one clicked on another message, are refused', async () => {
    for (const forged of [
      'cx:ts:not-a-uuid',
      `cx:ts:${tournamentId}:x`,
      encodeCompetitionId('tj', ['00000000-0000-4000-8000-000000000000']),
    ])
      await expectRefused(bruno, signup, forged);
    await expectRefused(bruno, matchMessage, encodeCompetitionId('tj', [tournamentId]));
    await expectRefused(alice, leaderboard, encodeCompetitionId('ts', [tournamentId]));
    expect(await tv.db.prisma.tournament.findUniqueOrThrow({ where: { id: tournamentId } })).toMatchObject({ status: 'signup' });
  });

  it('match ids on the wrong message: a Resign id on the leaderboard, an Accept id on the sign-up message', async () => {
    const version = (await tv.service.get(matchId)).version;
    await expectRefused(bruno, leaderboard, encodeCustomId({ kind: 'rsy', matchId, version, token: '' }));
    await expectRefused(alice, signup, encodeCustomId({ kind: 'ch', matchId, version, token: 'bid1' }));
    expect((await tv.service.get(matchId)).status).toBe('active');
  });

  it('/leaderboard refuses a mode it could not page through, naming it', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'leaderboard', { game: 'fixture', mode: 'a:b' }));
    expect((out.message.flags as number) & 64).toBe(64);
    expect(textOf(out.message)).toContain('The option “mode” takes a mode such as');
  });

  it('real buttons still work', async () => {
    const out = await respond(tv.emu, tv.emu.click(bruno, signup, button(tv.emu.message(signup), 'cx:tj')));
    expect(textOf(out.message)).toMatch(/inscrit|joined/);
    expect(tv.emu.violations()).toEqual([]);
  });
});
