/**
 * The panel's spatial picker and its warning before waste (#11), through
 * the real bot and the emulator: a trap placement and a deployment read as
 * lettered hexes on a cropped board picture with buttons of the same
 * letters in reading order; a card with no target in reach says so and is
 * played only once confirmed, and Back changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOfferedChoice, type Prompt } from '../../src/core/game.js';
import { labelSpatialChoices } from '../../src/core/spatial.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { button, buttons, respond, selects, startTavern, textOf, type Obj, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let users: string[];

beforeAll(async () => {
  tv = await startTavern([sfb]);
  users = tv.emu.users.map((u) => u.id);
});
afterAll(() => tv.close());

const attachments = (m: Obj | undefined) => ((m?.attachments as { filename: string }[] | undefined) ?? []).map((a) => a.filename);
const choiceButtons = (m: Obj | undefined) => buttons(m).filter((b) => b.customId.startsWith('ch:'));

async function duel(seed: string): Promise<string> {
  const out = await respond(tv.emu, tv.emu.slash(users[0]!, tv.emu.channels['games']!, 'challenge', { game: 'sfb', opponent: users[1]! }));
  const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
  await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed } });
  await respond(tv.emu, tv.emu.click(users[1]!, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
  return matchId;
}

/** Plays the bots' moves through the service until `wanted` holds for the prompt owed; returns it. */
async function playUntil(matchId: string, wanted: (p: Prompt, s: SfbState) => boolean): Promise<Prompt> {
  for (let guard = 0; guard < 2000; guard++) {
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    const state = m.state as unknown as SfbState;
    const p = sfb.prompts(state)[0]!;
    if (wanted(p, state)) return p;
    const choice = findOfferedChoice([p], p.seat, sfb.botAction(state, p.seat))!;
    await tv.service.act(matchId, m.seats[p.seat]!.userId!, choice.action, m.version);
  }
  throw new Error('the wanted prompt never came');
}

async function openPanel(matchId: string, seat: number): Promise<{ user: string; panel: Obj }> {
  const m = await tv.service.get(matchId);
  const user = m.seats[seat]!.userId!;
  const opened = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  return { user, panel: opened.message };
}

describe('the spatial picker', () => {
  it('letters each trap space on a cropped board picture, with buttons of the same letters in reading order', async () => {
    const matchId = await duel('picker-1');
    const p = await playUntil(matchId, (x) => x.kind === 'trapSetup');
    const { user, panel } = await openPanel(matchId, p.seat);
    expect(attachments(panel)).toEqual(['sfb-pick.png']);
    const expected = labelSpatialChoices(p);
    const spatial = choiceButtons(panel).filter((b) => /^[A-Z]+( ·|$)/.test(b.label));
    expect(spatial.map((b) => b.label.split(' · ')[0])).toEqual(expected.marks.map((x) => x.label));
    expect(spatial.map((b) => b.customId.split(':')[3])).toEqual(expected.choices.filter((c) => c.hex).map((c) => c.id));
    // Zones by their names, no coordinates, no "(no zone)", no row step.
    for (const b of spatial) expect(b.label).toMatch(/^[A-Z] · (Manipulation|Destruction|Creation) zone$/);
    expect(selects(panel).some((s) => s.customId.startsWith('grp:'))).toBe(false);
    expect(textOf(panel)).toContain('lettered on the picture');
    // Button C places the trap on the third hex in reading order.
    const before = await tv.service.get(matchId);
    const c = spatial[2]!;
    await respond(tv.emu, tv.emu.click(user, panel.id as string, c.customId));
    const after = await tv.service.get(matchId);
    expect(after.version).toBe(before.version + 1);
    const placed = expected.marks[2]!.hex;
    expect((after.state as unknown as SfbState).traps.board[placed]).toBeTruthy();
    expect(tv.emu.violations()).toEqual([]);
  }, 120_000);

  it('names deployment hexes "deployment zone", without coordinates', async () => {
    const matchId = await duel('picker-2');
    const p = await playUntil(matchId, (x) => x.kind === 'deploy');
    const { panel } = await openPanel(matchId, p.seat);
    const labels = choiceButtons(panel).map((b) => b.label);
    expect(labels.length).toBeGreaterThan(1);
    for (const l of labels.filter((x) => /^[A-Z]+ ·/.test(x))) expect(l).toMatch(/^[A-Z]+ · deployment zone$/);
    expect(labels.join('\n')).not.toMatch(/no zone|-?\d+,-?\d+/);
  }, 120_000);
});

describe('warn before waste', () => {
  it('a card with no target in reach says so, Back changes nothing, and it is played only once confirmed', async () => {
    const matchId = await duel('picker-3');
    const p = await playUntil(matchId, (x) => x.kind === 'activate' && x.choices.some((c) => c.warning));
    const warned = p.choices.find((c) => c.warning)!;
    const { user, panel } = await openPanel(matchId, p.seat);
    const find = (m: Obj | undefined) => buttons(m).find((b) => b.customId.endsWith(`:${warned.id}`) && b.customId.startsWith('ch:'));
    const card = find(panel);
    expect(card, 'the warned card is a button of the panel').toBeTruthy();
    expect(card!.label).toMatch(/⚠ no target in reach$/);
    const before = await tv.service.get(matchId);

    const asked = await respond(tv.emu, tv.emu.click(user, panel.id as string, card!.customId));
    expect(textOf(asked.message)).toMatch(/no target in reach: played now, it does nothing but spend it\. Play it anyway\?/);
    const anyway = buttons(asked.message).find((b) => b.customId.startsWith('cfm:'))!;
    expect(anyway.label).toBe('Play it anyway');
    expect((await tv.service.get(matchId)).version).toBe(before.version);

    const back = await respond(
      tv.emu,
      tv.emu.click(user, panel.id as string, buttons(asked.message).find((b) => b.label === 'Back')!.customId),
    );
    expect(find(back.message)).toBeTruthy();
    expect((await tv.service.get(matchId)).version).toBe(before.version);

    const again = await respond(tv.emu, tv.emu.click(user, panel.id as string, find(back.message)!.customId));
    await respond(
      tv.emu,
      tv.emu.click(user, panel.id as string, buttons(again.message).find((b) => b.customId.startsWith('cfm:'))!.customId),
    );
    const after = await tv.service.get(matchId);
    expect(after.version).toBe(before.version + 1);
    const hand = (after.state as unknown as SfbState).players[p.seat]!.hand;
    expect(hand.length).toBe((before.state as unknown as SfbState).players[p.seat]!.hand.length - 1);
    expect(tv.emu.violations()).toEqual([]);
  }, 120_000);

  it('a stranger cannot confirm someone else’s card', async () => {
    const matchId = await duel('picker-4');
    const p = await playUntil(matchId, (x) => x.kind === 'activate' && x.choices.some((c) => c.warning));
    const warned = p.choices.find((c) => c.warning)!;
    const m = await tv.service.get(matchId);
    const forged = `cfm:${matchId}:${m.version}:${warned.id}`;
    const out = await respond(tv.emu, tv.emu.forgeClick(users[2]!, m.messageId!, forged));
    // Refused (the button is not on that message, and the clicker is no player); nothing moves.
    expect(textOf(out.message)).toMatch(/n’est pas des nôtres|not one of ours/);
    expect((await tv.service.get(matchId)).version).toBe(m.version);
  }, 120_000);
});

describe('the legend', () => {
  it('is one click away: the match message’s Rules button explains the board’s marks', async () => {
    const matchId = await duel('picker-5');
    const m = await tv.service.get(matchId);
    const rules = await respond(tv.emu, tv.emu.click(users[1]!, m.messageId!, button(tv.emu.message(m.messageId!), 'rul')));
    const text = textOf(rules.message);
    expect(text).toMatch(/Reading the board|Lire le plateau/);
    expect(text).toMatch(/bloodied|mal en point/);
    expect(text).toMatch(/empty trap space|case Piège vide/);
    expect(text).toMatch(/challenge track|piste des défis/);
  }, 60_000);
});

describe('zoom on the match message (#11: readable at the size Discord shows)', () => {
  it('shows anyone the action up close from the public view: cropped, enlarged, no hand', async () => {
    const matchId = await duel('picker-6');
    await playUntil(matchId, (x, s) => x.kind === 'activate' && s.round >= 2);
    const m = await tv.service.get(matchId);
    await tv.bot.router.d.publisher.refresh(matchId, 'en');
    const message = tv.emu.message(m.messageId!)!;
    const ids = buttons(message).map((b) => b.customId.split(':')[0]);
    expect(ids).toEqual(['turn', 'turn', 'rul', 'rsg', 'wch', 'rpo', 'zm']);
    // A spectator (not a player) may zoom too.
    const out = await respond(tv.emu, tv.emu.click(users[2]!, m.messageId!, button(message, 'zm')));
    expect(attachments(out.message)).toEqual(['sfb-zoom.png']);
    expect((out.message.flags as number) & 64).toBe(64);
    // The public view only: the hands in the state are named nowhere.
    const hands = (m.state as unknown as SfbState).players.flatMap((p) => p.hand);
    expect(hands.length).toBeGreaterThan(0);
    for (const card of hands) expect(JSON.stringify(out.message)).not.toContain(card);
    expect(tv.emu.violations()).toEqual([]);
  }, 120_000);
});
