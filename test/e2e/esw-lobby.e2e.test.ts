/**
 * Open tables through Discord: /challenge open:true, people join (two at
 * once), the host starts, and the match opens like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { esw, type EswState } from '../../src/games/esw/index.js';
import { buttons, respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([esw]);
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const buttonOf = (messageId: string, kind: string) => buttons(tv.emu.message(messageId)).find((b) => b.customId.startsWith(`${kind}:`))!;

describe('an open Epic Spell Wars table', () => {
  let lobby: string;
  let matchId: string;

  it('/challenge open:true posts a table with Join, and Start disabled until two are seated', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'esw', open: true }));
    lobby = out.message.id as string;
    matchId = parseCustomId(buttonOf(lobby, 'joi').customId)!.matchId;
    expect(textOf(out.message)).toMatch(/opens a table of \*\*Epic Spell Wars\*\* \(2–6 players\)/);
    expect(buttonOf(lobby, 'go').disabled).toBe(true);
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('challenged');
    expect(m.seats.map((s) => s.userId)).toEqual([alice]);
  });

  it('the host cannot take a second seat', async () => {
    const out = await respond(tv.emu, tv.emu.click(alice, lobby, buttonOf(lobby, 'joi').customId));
    expect(textOf(out.message)).toContain('already have a seat');
    expect((await tv.service.get(matchId)).seats).toHaveLength(1);
  });

  it('two players joining at the same time both get a seat', async () => {
    const join = buttonOf(lobby, 'joi').customId;
    const [a, b] = [tv.emu.click(bruno, lobby, join), tv.emu.click(chloe, lobby, join)];
    await Promise.all([respond(tv.emu, a), respond(tv.emu, b)]);
    const m = await tv.service.get(matchId);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(new Set(m.seats.map((s) => s.userId))).toEqual(new Set([alice, bruno, chloe]));
    await expect.poll(() => buttonOf(lobby, 'go').disabled).toBe(false);
    expect(textOf(tv.emu.message(lobby))).toMatch(/Seated: Alice, Bruno and Chlo|Seated: Alice, Chlo/);
  });

  it('Leave gives a seat back before the start (the seats after it move up); the host and people without a seat are told why not', async () => {
    await respond(tv.emu, tv.emu.click(dmitri, lobby, buttonOf(lobby, 'joi').customId));
    expect((await tv.service.get(matchId)).seats).toHaveLength(4);
    const leave = () => buttonOf(lobby, 'lv').customId;
    const host = await respond(tv.emu, tv.emu.click(alice, lobby, leave()));
    expect(textOf(host.message)).toContain('/match abandon');
    await respond(tv.emu, tv.emu.click(bruno, lobby, leave()));
    let m = await tv.service.get(matchId);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(m.seats.map((s) => s.userId)).not.toContain(bruno);
    await expect.poll(() => textOf(tv.emu.message(lobby))).not.toContain('Bruno');
    const outsider = await respond(tv.emu, tv.emu.click(bruno, lobby, leave()));
    expect(textOf(outsider.message)).toMatch(/pas de place|no seat/);
    // Bruno takes his seat again, Dmitri leaves: the table is back to Alice, Bruno and Chloé.
    await respond(tv.emu, tv.emu.click(bruno, lobby, buttonOf(lobby, 'joi').customId));
    await respond(tv.emu, tv.emu.click(dmitri, lobby, leave()));
    m = await tv.service.get(matchId);
    expect(new Set(m.seats.map((s) => s.userId))).toEqual(new Set([alice, bruno, chloe]));
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
  });

  it('only the host starts; the match then opens in a thread with three wizards', async () => {
    const refused = await respond(tv.emu, tv.emu.click(bruno, lobby, buttonOf(lobby, 'go').customId));
    expect(textOf(refused.message)).toContain('Seul l’hôte'); // Bruno reads French
    await respond(tv.emu, tv.emu.click(alice, lobby, buttonOf(lobby, 'go').customId));
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect((m.state as unknown as EswState).players).toBe(3);
    expect(m.threadId).toBeTruthy();
    expect(textOf(tv.emu.message(lobby))).toContain('The match has started');
    expect(buttons(tv.emu.message(lobby))).toEqual([]);
  });

  it('a late joiner is refused once the table has started', async () => {
    await expect(tv.service.join(matchId, { id: dmitri, username: 'Dmitri' })).rejects.toThrow();
    expect((await tv.service.get(matchId)).seats).toHaveLength(3);
    expect(tv.emu.violations()).toEqual([]);
  });

  it('three people joining at once all get a seat: none is told the table moved on', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'esw', open: true }));
    const table = out.message.id as string;
    const id = parseCustomId(buttonOf(table, 'joi').customId)!.matchId;
    const join = buttonOf(table, 'joi').customId;
    const clicks = [bruno, chloe, dmitri].map((u) => tv.emu.click(u, table, join));
    const answers = await Promise.all(clicks.map((c) => tv.emu.waitForResponse(c, { timeoutMs: 15_000 })));
    // Each click only updates the table: no ephemeral refusal, no failure.
    expect(answers.map((a) => a.kind)).toEqual(['update', 'update', 'update']);
    const ephemeralSince = (u: string) =>
      tv.emu.visibleMessages(u, channel).filter((x) => BigInt(x.id as string) > BigInt(table) && ((x.flags as number) & 64) === 64);
    for (const u of [bruno, chloe, dmitri]) expect(ephemeralSince(u)).toEqual([]);
    const m = await tv.service.get(id);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    expect(new Set(m.seats.map((s) => s.userId))).toEqual(new Set([alice, bruno, chloe, dmitri]));
    // The table message ends up listing all four.
    const listsAll = () => ['Alice', 'Bruno', 'Chloé', 'Dmitri'].every((n) => textOf(tv.emu.message(table)).includes(n));
    await expect.poll(listsAll).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
  });

  it('an open table can start with bots seated: people who join sit after them', async () => {
    const out = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'challenge', { game: 'esw', open: true, bots: 2 }));
    const table = out.message.id as string;
    const id = parseCustomId(buttonOf(table, 'joi').customId)!.matchId;
    expect(buttonOf(table, 'go').disabled).toBe(false);
    await respond(tv.emu, tv.emu.click(chloe, table, buttonOf(table, 'joi').customId));
    await respond(tv.emu, tv.emu.click(dmitri, table, buttonOf(table, 'go').customId));
    const m = await tv.service.get(id);
    expect(m.status).toBe('active');
    expect(m.seats.map((s) => (s.isBot ? 'bot' : s.userId))).toEqual([dmitri, 'bot', 'bot', chloe]);
    const st = m.state as unknown as EswState;
    expect(st.players).toBe(4);
    expect([st.seats[1]!.locked, st.seats[2]!.locked]).toEqual([true, true]);
    expect(tv.emu.violations()).toEqual([]);
  });
});
