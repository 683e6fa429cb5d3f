/**
 * The end of a match, through the emulator with the real bot: the match
 * message shows the final state with display names and no one's turn, /match
 * resign asks first and knows a finished match (#22.8); the result is posted
 * at the end of the thread with Rematch, winners named as teams, rated or not,
 * and a rematch thread has its own name (#22.20); the panels still open when
 * the match ends stop offering choices (#22.21).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { translate } from '../../src/discord/strings.js';
import { MatchEnd } from '../../src/discord/match-end.js';
import { sfb } from '../../src/games/sfb/index.js';
import { esw } from '../../src/games/esw/index.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, textOf, type Tavern, challengeAndAccept } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame, sfb, esw]);
  attachCompetition(tv.service, tv.db.prisma);
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

type Msg = Record<string, unknown>;
const ephemeral = (message: Msg) => ((message.flags as number) & 64) === 64;

/** /challenge, every named opponent accepts; returns the started match. */
async function started(options: Record<string, unknown>, accepting: string[], by = alice) {
  const matchId = await challengeAndAccept(tv, by, channel, options, accepting);
  const m = await tv.service.get(matchId);
  expect(m.status).toBe('active');
  return m;
}

const thread = (threadId: string) => tv.emu.visibleMessages(alice, threadId).filter((x) => !ephemeral(x));

/** Resigns through the button and its confirmation, as a player does. */
async function resignByButton(user: string, matchMessageId: string): Promise<void> {
  const ask = await respond(tv.emu, tv.emu.click(user, matchMessageId, button(tv.emu.message(matchMessageId), 'rsg')));
  await respond(tv.emu, tv.emu.click(user, ask.message.id as string, button(ask.message, 'rsy')));
}

describe('the match message when a match is over (#22.8)', () => {
  it('shows the final state: display names, nobody’s turn (was: “Seat 1 resigned.”, “dmitri resigned.”, “X is taking the turn”)', async () => {
    const m = await started({ game: 'sfb', opponent: dmitri }, [dmitri]);
    const before = await tv.service.get(m.id);
    const doing = sfb.status(sfb.view(before.state as never, 'public')).at(-1)!;
    const doingLine = translate(doing, 'en', sfb.strings);
    expect(textOf(tv.emu.message(m.messageId!))).toContain(doingLine);
    await resignByButton(dmitri, m.messageId!);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!))).toContain('Match over');
    const text = textOf(tv.emu.message(m.messageId!));
    expect(text).not.toContain(doingLine);
    expect(text).not.toMatch(/Waiting for|Seat \d|dmitri/);
    expect(text).toContain('Dmitri resigned');
    expect(thread(m.threadId!).map(textOf).join('\n')).not.toMatch(/dmitri resigned|Seat \d/);
  });

  it('the SFB board and status lines say the match is over when it ends outside the rules', async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno]);
    const view = sfb.view(m.state as never, 'public');
    const playing = sfb.status(view).map((l) => translate(l, 'en', sfb.strings));
    const over = sfb.status(view, { over: true }).map((l) => translate(l, 'en', sfb.strings));
    expect(over.length).toBeLessThan(playing.length);
    expect(over.join('\n')).not.toContain(playing.at(-1));
    const drawn = await sfb.render(view, { kind: 'board', locale: 'en' });
    const final = await sfb.render(view, { kind: 'board', locale: 'en', over: true });
    expect(final!.png.equals(drawn!.png)).toBe(false);
    await tv.service.resign(m.id, bruno);
  });

  it('so do Epic Spell Wars’s: nobody building or casting once it has ended', async () => {
    const m = await started({ game: 'esw', opponent: bruno }, [bruno]);
    const view = esw.view(m.state as never, 'public');
    const playing = esw
      .status(view)
      .map((l) => translate(l, 'en', esw.strings))
      .join('\n');
    const over = esw
      .status(view, { over: true })
      .map((l) => translate(l, 'en', esw.strings))
      .join('\n');
    expect(playing).toMatch(/building/);
    expect(over).not.toMatch(/building|locked in|casting/);
    const drawn = await esw.render(view, { kind: 'board', locale: 'en' });
    const final = await esw.render(view, { kind: 'board', locale: 'en', over: true });
    expect(final!.png.equals(drawn!.png)).toBe(false);
    await tv.service.resign(m.id, bruno);
  });

  it('/match resign asks for confirmation, like the button; nothing changes until it is confirmed', async () => {
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    const ask = await respond(tv.emu, tv.emu.slash(bruno, m.threadId!, 'match resign'));
    expect(ephemeral(ask.message)).toBe(true);
    expect(buttons(ask.message).map((b) => b.customId.split(':')[0])).toEqual(['rsy']);
    expect((await tv.service.get(m.id)).status).toBe('active');
    await respond(tv.emu, tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy')));
    expect((await tv.service.get(m.id)).status).toBe('finished');
  });

  it('/match resign in a finished match’s thread says the match is over (was: “use this command in a match thread”)', async () => {
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    await tv.service.resign(m.id, alice);
    const out = await respond(tv.emu, tv.emu.slash(bruno, m.threadId!, 'match resign'));
    expect(textOf(out.message)).toMatch(/This match is over|Cette partie est terminée/);
  });
});

describe('the result is told at the end of the thread (#22.20)', () => {
  it('after a resignation: the last message names the winners as a team, says it was unrated (bots), and has Rematch', async () => {
    const m = await started({ game: 'sfb', opponent2: chloe, bots: 2, variant: 'tornado' }, [chloe]);
    await resignByButton(alice, m.messageId!);
    await expect.poll(() => buttons(thread(m.threadId!).at(-1)).map((b) => b.customId.split(':')[0])).toEqual(['rmt']);
    const last = textOf(thread(m.threadId!).at(-1));
    expect(last).toContain('Bot 1 & Bot 2 win');
    expect(last).toContain('Alice resigned');
    expect(last).toMatch(/Unrated/);
    expect(last).not.toMatch(/Team \d/);
    // The teammate lost with the one who resigned.
    const done = await tv.service.get(m.id);
    expect((done.outcome as unknown as { ranking: number[][] }).ranking).toEqual([
      [1, 3],
      [0, 2],
    ]);
  });

  it('a match played to its end: the result comes after the last events, rated with the rating changes, once', async () => {
    const m = await started({ game: 'fixture', opponent: bruno, time: 'none' }, [bruno]);
    for (let guard = 0; guard < 40; guard++) {
      const now = await tv.service.get(m.id);
      if (now.status !== 'active') break;
      const seat = fixtureGame.prompts(now.state as never)[0]!.seat;
      const user = now.seats[seat]!.userId!;
      const panel = await respond(tv.emu, tv.emu.click(user, now.messageId!, button(tv.emu.message(now.messageId!), 'turn', 'play')));
      const choice = buttons(panel.message).find((b) => b.customId.startsWith('ch:'))!;
      await respond(tv.emu, tv.emu.click(user, panel.message.id as string, choice.customId));
    }
    const done = await tv.service.get(m.id);
    expect(done.status).toBe('finished');
    // The thread keeps to Discord's 5 messages per 5 s: the result may wait a few seconds for its slot.
    await expect.poll(() => buttons(thread(m.threadId!).at(-1)).some((b) => b.customId.startsWith('rmt:')), { timeout: 10_000 }).toBe(true);
    const texts = thread(m.threadId!).map(textOf);
    const last = texts.at(-1)!;
    expect(last).toMatch(/Rated: (Alice|Bruno) \d+ → \d+ \([+−-]\d+\)/);
    expect(last).toContain('All turns are played');
    expect(texts.filter((x) => x.includes('All turns are played') && x.includes('🏁')).length).toBe(1);
    // Everything about the last move (its events) comes before the result.
    expect(texts.findIndex((x) => x.includes('🏁'))).toBe(texts.length - 1);
  });

  it('a rematch thread is named apart from the first one', async () => {
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    await tv.service.resign(m.id, bruno);
    await tv.bot.router.d.publisher.refresh(m.id, 'en');
    // The same challenger as the first time, so the same seats in the same order.
    const offered = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'rmt')));
    const link = /channels\/\d+\/\d+\/(\d+)/.exec(textOf(offered.message))![1]!;
    await respond(tv.emu, tv.emu.click(bruno, link, button(tv.emu.message(link), 'acc')));
    const again = await tv.db.prisma.match.findFirst({ where: { game: 'fixture', status: 'active' }, orderBy: { createdAt: 'desc' } });
    const first = tv.emu.channel(m.threadId!)!;
    const second = tv.emu.channel(again!.threadId!)!;
    expect(second.name).not.toBe(first.name);
  });
});

describe('old panels when the match ends (#22.21)', () => {
  it('a panel still open stops offering choices: its buttons go, it says the match is over', async () => {
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    const panel = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    expect(buttons(panel.message).some((b) => b.customId.startsWith('ch:') && !b.disabled)).toBe(true);
    await resignByButton(alice, m.messageId!);
    await expect.poll(() => buttons(tv.emu.message(panel.message.id as string)).filter((b) => !b.disabled).length).toBe(0);
    expect(textOf(tv.emu.message(panel.message.id as string))).toMatch(/Partie terminée|Match over/);
    expect(tv.emu.violations()).toEqual([]);
  });

  it('a panel whose token has expired (15 minutes) is left alone; one still valid is closed', async () => {
    let now = Date.now();
    const end = new MatchEnd(tv.bot.client, tv.service, tv.bot.router.d.views, () => now);
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    const edited: string[] = [];
    end.track(m.id, 'old', { edit: async () => edited.push('old'), locale: 'en' });
    now += 16 * 60_000;
    end.track(m.id, 'fresh', { edit: async () => edited.push('fresh'), locale: 'fr' });
    await tv.service.resign(m.id, alice);
    await end.settle(m.id, 'en');
    expect(edited).toEqual(['fresh']);
  });

  it('after a restart (nothing remembered), an old panel’s choice is refused: the match is over', async () => {
    const m = await started({ game: 'fixture', opponent: bruno }, [bruno]);
    const panel = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    // As after a restart: the match ends without this process knowing the panel.
    await tv.service.resign(m.id, alice);
    const choice = buttons(panel.message).find((b) => b.customId.startsWith('ch:'))!;
    const refused = await respond(tv.emu, tv.emu.click(bruno, panel.message.id as string, choice.customId));
    expect(textOf(refused.message)).toMatch(/Cette partie est terminée|This match is over/);
    expect((await tv.service.get(m.id)).version).toBe(m.version + 1);
  });
});
