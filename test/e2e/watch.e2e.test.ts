/**
 * Spectators through the emulator with the real bot (#18): anyone in the
 * server follows a running match from its match message (Watch / Unwatch),
 * opens the public replay at any time, and is mentioned once — only they —
 * in the result posted at the end of the thread. A spectator never sees a
 * hand or a secret spell of a match in progress, on Super Fantasy Brawl and
 * Epic Spell Wars. Another server cannot watch a match by its id.
 */
import { ButtonStyle, ComponentType, type SendableChannels } from 'discord.js';
import { createHash } from 'node:crypto';
import { GifReader } from 'omggif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId } from '../../src/discord/custom-id.js';
import { replayStrings } from '../../src/discord/replay-strings.js';
import { translate } from '../../src/discord/strings.js';
import { mainCard } from '../../src/games/esw/content/index.js';
import { esw } from '../../src/games/esw/index.js';
import type { EswState } from '../../src/games/esw/rules/state.js';
import { CARD_BY_ID } from '../../src/games/sfb/content/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import type { AnyGame } from '../../src/games/registry.js';
import { ANIMATION_WIDTH } from '../../src/platform/matches/animation.js';
import { attachCompetition } from '../../src/platform/competition.js';
import { Timeline } from '../../src/platform/matches/replay.js';
import { replaysOf } from '../../src/platform/matches/replays.js';
import {
  button,
  buttons,
  respond,
  startOtherServer,
  startTavern,
  textOf,
  type OtherServer,
  type Tavern,
  challengeAndAccept,
} from '../support/tavern.js';

let tv: Tavern;
let other: OtherServer;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw]);
  // Alice and Dmitri read English; Bruno and Chloé, French.
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
  // Ratings and profiles, as `npm start` wires them.
  attachCompetition(tv.service, tv.db.prisma);
  other = await startOtherServer(tv);
});
afterAll(async () => {
  await other.close();
  await tv.close();
});

type Msg = Record<string, unknown>;
const ephemeral = (m: Msg) => ((m.flags as number) & 64) === 64;

async function started(options: Record<string, unknown>, accepting: string[]) {
  const matchId = await challengeAndAccept(tv, alice, channel, options, accepting);
  return tv.service.get(matchId);
}

/** Plays `moves` moves as the bots would, each by the player who owes it. */
async function play(matchId: string, moves: number, until?: (state: unknown) => boolean): Promise<void> {
  for (let n = 0; n < moves; n++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active' || until?.(m.state)) return;
    const engine = tv.service.engine(m.game);
    const prompt = engine.prompts(m.state)[0]!;
    await tv.service.act(m.id, m.seats[prompt.seat]!.userId!, engine.botAction(m.state, prompt.seat), m.version);
  }
}

/** The match message as it is once the publisher caught up with the match's version. */
async function matchMessage(matchId: string): Promise<Msg> {
  const m = await tv.service.get(matchId);
  // Moves here go through the service, not a click: bring the public face up to them now.
  await tv.bot.router.d.publisher.refresh(matchId);
  await expect.poll(() => buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.includes(`:${m.id}:${m.version}:`))).toBe(true);
  return tv.emu.message(m.messageId!)!;
}

async function clickOn(user: string, message: Msg, kind: string, token?: string): Promise<Msg> {
  return (await respond(tv.emu, tv.emu.click(user, message.id as string, button(message, kind, token)))).message;
}

async function timelineOf(matchId: string): Promise<Timeline> {
  const m = await tv.service.get(matchId);
  return Timeline.build(tv.service.engine(m.game), await replaysOf(tv.service).logOf(m));
}

async function boardBytes(message: Msg): Promise<Buffer> {
  const attachments = message.attachments as { url: string }[];
  expect(attachments.length).toBe(1);
  return Buffer.from(await (await fetch(attachments[0]!.url)).arrayBuffer());
}

/**
 * The hidden cards of a position: ids and names (in the reader's language)
 * of the cards in hands (and secret spells), leaving out those the public
 * view or a public event shows anyway (another copy on the board or played).
 */
function secretsOf(
  engine: AnyGame,
  timeline: Timeline,
  step: number,
  hidden: (state: unknown) => string[],
  nameOf: (id: string, locale: 'en' | 'fr') => string,
  locale: 'en' | 'fr',
): { ids: string[]; names: string[] } {
  const state = timeline.stateAt(step);
  const view = engine.view(state, 'public');
  const publicText = [
    JSON.stringify(view),
    // The viewer's own words and the game's state lines (from the public view) may use a card's name as a common word.
    ...Object.values(replayStrings[locale]!),
    ...engine.status(view).map((l) => translate(l, locale, engine.strings)),
    ...[...Array(step + 1).keys()].flatMap((k) =>
      timeline
        .step(k)
        .events.filter((e) => !e.visibleTo)
        .map((e) => translate(e.text, locale, engine.strings)),
    ),
  ].join('\n');
  const ids = [...new Set(hidden(state))].filter((id) => !publicText.includes(`"${id}"`));
  const names = [...new Set(ids.map((id) => nameOf(id, locale)))].filter((n) => !publicText.includes(n));
  return { ids, names };
}

function expectNothingHidden(message: Msg, secrets: { ids: string[]; names: string[] }): void {
  const text = textOf(message);
  const raw = JSON.stringify(message);
  for (const name of secrets.names) expect(text, `shows hidden card ${name}`).not.toContain(name);
  for (const id of secrets.ids) expect(raw, `shows hidden card id ${id}`).not.toContain(`"${id}"`);
  expect(text).not.toMatch(/Revealed|Révélé|’s hand:|Main d|deck \(next card first\)|spell in secret|sort en secret/);
}

/** The result message at the end of the thread (the one with Rematch). */
async function resultOf(matchId: string): Promise<Msg> {
  const m = await tv.service.get(matchId);
  let found: Msg | undefined;
  await expect
    .poll(() => {
      found = tv.emu
        .visibleMessages(alice, m.threadId!)
        .find((x) => x.id !== m.messageId && buttons(x).some((b) => b.customId.startsWith(`rmt:${m.id}:`)));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * The result carries the animated board: a GIF that decodes, one frame as the
 * first round begins and one at the end of each round (rounds + 1), 640 px
 * wide, well under Discord's 10 MB.
 */
async function expectAnimation(result: Msg, matchId: string): Promise<void> {
  const attachments = result.attachments as { url: string; filename: string; size: number }[];
  expect(attachments.map((a) => a.filename)).toEqual([`tavern-${(await tv.service.get(matchId)).game}-${matchId.slice(0, 8)}.gif`]);
  const bytes = Buffer.from(await (await fetch(attachments[0]!.url)).arrayBuffer());
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(bytes.length).toBeLessThan(2_000_000);
  const gif = new GifReader(bytes);
  const timeline = await timelineOf(matchId);
  const rounds = new Set(
    timeline
      .positions()
      .map((p) => p.position.round)
      .filter((r) => r >= 1),
  );
  expect(rounds.size).toBeGreaterThanOrEqual(1);
  expect(gif.numFrames()).toBe(rounds.size + 1);
  expect(gif.width).toBe(ANIMATION_WIDTH);
  expect(gif.loopCount()).toBe(0);
  const pixels = new Uint8Array(gif.width * gif.height * 4);
  const distinct = new Set<string>();
  for (let k = 0; k < gif.numFrames(); k++) {
    gif.decodeAndBlitFrameRGBA(k, pixels);
    distinct.add(createHash('sha1').update(pixels).digest('hex'));
  }
  // The board changes from round to round: the frames are not all the same picture.
  expect(distinct.size).toBeGreaterThan(1);
}

const sfbHands = (state: unknown) => (state as { players: { hand: string[] }[] }).players.flatMap((p) => p.hand);
const sfbName = (id: string, locale: 'en' | 'fr') => CARD_BY_ID.get(id)!.name[locale];

/** Its game draws cards with a private line within the first 60 moves (4 such steps). */
const WATCH_SEED = 'watch-1';

describe('Watch on Super Fantasy Brawl', () => {
  let matchId: string;

  it('anyone in the server toggles Watch / Unwatch from the match message; a player is told it is for spectators', async () => {
    // A fixed seed whose game draws a card (a private event) early: the replay test below steps through it.
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', opponent: bruno }));
    matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed: WATCH_SEED } });
    await respond(tv.emu, tv.emu.click(bruno, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
    let message = await matchMessage(matchId);
    expect(buttons(message).find((b) => b.customId.startsWith('wch:'))!.label).toBe('Watch / Unwatch');
    const dmitriReply = await clickOn(dmitri, message, 'wch');
    expect(ephemeral(dmitriReply)).toBe(true);
    expect(textOf(dmitriReply)).toContain(
      `You are watching match ${matchId.slice(0, 8)}: you will be mentioned in its thread when it ends.`,
    );
    expect(buttons(dmitriReply).map((b) => b.label)).toEqual(['Unwatch', 'Replay']);
    // Chloé reads French: the button toggles — on, off — and her reply's own button turns it on again, in place.
    const first = await clickOn(chloe, message, 'wch');
    expect(textOf(first)).toContain(`Vous suivez la partie ${matchId.slice(0, 8)}`);
    const second = await clickOn(chloe, message, 'wch');
    expect(textOf(second)).toContain(`Vous ne suivez plus la partie ${matchId.slice(0, 8)}`);
    expect(await tv.db.prisma.matchWatcher.findMany({ where: { matchId }, select: { userId: true } })).toEqual([{ userId: dmitri }]);
    expect(buttons(second).map((b) => b.label)).toEqual(['Suivre', 'Revoir']);
    await tv.emu.waitForResponse(tv.emu.click(chloe, second.id as string, button(second, 'wch', 'on')), { timeoutMs: 15_000 });
    expect(textOf(tv.emu.message(second.id as string))).toContain('Vous suivez la partie');
    expect(buttons(tv.emu.message(second.id as string)).map((b) => b.label)).toEqual(['Ne plus suivre', 'Revoir']);
    const player = await clickOn(alice, message, 'wch');
    expect(textOf(player)).toContain('You play in this match');
    const rows = await tv.db.prisma.matchWatcher.findMany({ where: { matchId }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => r.userId)).toEqual([dmitri, chloe]);
    // Watching changes nothing public: the match message is as it was.
    message = await matchMessage(matchId);
    expect(textOf(message)).not.toContain('Dmitri');
  });

  it('a spectator opens the public replay mid-match (match message or Watch reply): no hand card, id or name, at any step', async () => {
    await play(matchId, 60);
    // Steps with a private event (a card drawn): the seed is the match's own, so play on until one came.
    const privateSteps = (t: Timeline) => [...Array(t.steps + 1).keys()].filter((k) => t.step(k).events.some((e) => e.visibleTo));
    for (let extra = 0; extra < 10 && privateSteps(await timelineOf(matchId)).length === 0; extra++) await play(matchId, 10);
    const timeline = await timelineOf(matchId);
    const message = await matchMessage(matchId);
    const viewer = await clickOn(dmitri, message, 'rpo');
    expect(ephemeral(viewer)).toBe(true);
    expect(textOf(viewer)).toContain(`Step ${timeline.steps} of ${timeline.steps}`);
    expect(textOf(viewer)).toContain('Public view');
    const checked = new Set<string>();
    const check = (message: Msg, step: number, locale: 'en' | 'fr' = 'en') => {
      const secrets = secretsOf(sfb as AnyGame, timeline, step, sfbHands, sfbName, locale);
      secrets.ids.forEach((id) => checked.add(id));
      expectNothingHidden(message, secrets);
    };
    check(viewer, timeline.steps);
    const publicBoard = await sfb.render((sfb as AnyGame).view(timeline.stateAt(timeline.steps), 'public') as never, {
      kind: 'board',
      locale: 'en',
    });
    expect((await boardBytes(viewer)).equals(publicBoard!.png)).toBe(true);
    // Stepping back through the match: each step hides that step's hands.
    let shown = viewer;
    for (let k = 1; k <= 5; k++) {
      await tv.emu.waitForResponse(tv.emu.click(dmitri, shown.id as string, button(shown, 'rpl', 'back')), { timeoutMs: 15_000 });
      shown = tv.emu.message(shown.id as string)!;
      expect(textOf(shown)).toContain(`Step ${timeline.steps - k} of`);
      check(shown, timeline.steps - k);
    }
    // The first turn, when the hands were just dealt and nothing was played yet (/match replay, as anyone may).
    const firstTurn = timeline.stepOf(1, 1)!;
    const early = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId, step: firstTurn }));
    expect(textOf(early.message)).toContain('Public view');
    check(early.message, firstTurn);
    // The steps where a player drew: neither the draw's line nor the card shows.
    const draws = privateSteps(timeline).slice(-3);
    expect(draws.length).toBeGreaterThan(0);
    for (const k of draws) {
      const at = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId, step: k }));
      expect(textOf(at.message)).toContain(`Step ${k} of`);
      for (const e of timeline.step(k).events.filter((x) => x.visibleTo))
        expect(textOf(at.message)).not.toContain(translate(e.text, 'en', sfb.strings));
      check(at.message, k);
    }
    // The test could fail: the hands held cards nobody else had seen.
    expect(checked.size).toBeGreaterThanOrEqual(8);
    // Chloé opens it from her Watch reply, in French.
    const watching = await clickOn(chloe, message, 'wch');
    expect(textOf(watching)).toContain('Vous ne suivez plus');
    await tv.emu.waitForResponse(tv.emu.click(chloe, watching.id as string, button(watching, 'wch', 'on')), { timeoutMs: 15_000 });
    const again = tv.emu.message(watching.id as string)!;
    const fromReply = await clickOn(chloe, again, 'rpo');
    expect(textOf(fromReply)).toContain('Vue publique');
    check(fromReply, timeline.steps, 'fr');
  });

  it('at the end the watchers, and only they, are mentioned once in the result at the end of the thread', async () => {
    const m = await tv.service.get(matchId);
    const ask = await respond(tv.emu, tv.emu.slash(bruno, m.threadId!, 'match resign'));
    await respond(tv.emu, tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy')));
    const result = await resultOf(matchId);
    expect(String(result.content)).toContain(`Watching: <@${dmitri}> <@${chloe}>`);
    expect((result.mentions as { id: string }[]).map((u) => u.id)).toEqual([dmitri, chloe]);
    const thread = tv.emu.visibleMessages(alice, m.threadId!);
    expect(thread.at(-1)!.id).toBe(result.id);
    expect(thread.filter((x) => String(x.content ?? '').includes('Watching:'))).toHaveLength(1);
    // Nobody else was pinged by the bot in this thread after the watch.
    const pinged = thread.flatMap((x) => ((x.mentions as { id: string }[] | undefined) ?? []).map((u) => u.id));
    expect(pinged.filter((u) => u === dmitri || u === chloe)).toEqual([dmitri, chloe]);
    await expectAnimation(result, matchId);
    // The finished match message offers no Watch any more.
    const finished = await matchMessage(matchId);
    expect(buttons(finished).some((b) => b.customId.startsWith('wch:'))).toBe(false);
  });

  it('/profile lists the recent matches with their short ids and a Replay button each, which opens the viewer for whoever clicks', async () => {
    const short = matchId.slice(0, 8);
    const profile = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'profile', { user: alice }));
    expect(textOf(profile.message)).toMatch(new RegExp(`✅ Super Fantasy Brawl ${short} — place 1 of 2`));
    const replay = buttons(profile.message).find((b) => b.label === `Replay ${short}`)!;
    expect(parseCustomId(replay.customId)).toMatchObject({ kind: 'rpo', matchId });
    const viewer = await respond(tv.emu, tv.emu.click(dmitri, profile.message.id as string, replay.customId));
    expect(ephemeral(viewer.message)).toBe(true);
    expect(textOf(viewer.message)).toContain('The match is over: everything is revealed.');
    expect(textOf(viewer.message)).toMatch(/Step (\d+) of \1/);
    // A profile is public: in the server's language whoever asks, its buttons too.
    const loser = await respond(tv.emu, tv.emu.slash(chloe, channel, 'profile', { user: bruno }));
    expect(textOf(loser.message)).toMatch(new RegExp(`❌ Super Fantasy Brawl ${short} — place 2 of 2`));
    expect(buttons(loser.message).map((b) => b.label)).toContain(`Replay ${short}`);
    // Chloé's click opens her own viewer, in her language.
    const hers = await respond(tv.emu, tv.emu.click(chloe, loser.message.id as string, button(loser.message, 'rpo')));
    expect(textOf(hers.message)).toContain('La partie est finie : tout est révélé.');
  });
});

const eswHidden = (state: unknown) => {
  const st = state as EswState;
  return st.seats.flatMap((s) => [...s.hand, ...s.draft.map((c) => c.card), ...(s.spell ?? []).map((c) => c.card)]);
};
const eswName = (id: string) => mainCard(id).name;

describe('Watch on Epic Spell Wars', () => {
  it('a spectator mid-build sees no hand and no secret spell; the watcher is mentioned at the end', async () => {
    const m = await started({ game: 'esw', opponent: bruno, opponent2: chloe }, [bruno, chloe]);
    const message = await matchMessage(m.id);
    await clickOn(dmitri, message, 'wch');
    // Two wizards have put cards face down; the third is still building.
    await play(m.id, 2);
    const st = (await tv.service.get(m.id)).state as unknown as EswState;
    expect(st.seats.filter((s) => s.draft.length > 0 || s.spell).length).toBeGreaterThanOrEqual(1);
    const timeline = await timelineOf(m.id);
    const viewer = await clickOn(dmitri, await matchMessage(m.id), 'rpo');
    expect(textOf(viewer)).toContain('Public view');
    const secrets = secretsOf(esw as AnyGame, timeline, timeline.steps, eswHidden, eswName, 'en');
    expect(secrets.ids.length).toBeGreaterThanOrEqual(10);
    expectNothingHidden(viewer, secrets);
    const publicBoard = await esw.render((esw as AnyGame).view(timeline.stateAt(timeline.steps), 'public') as never, {
      kind: 'board',
      locale: 'en',
    });
    expect((await boardBytes(viewer)).equals(publicBoard!.png)).toBe(true);

    await tv.service.resign(m.id, bruno);
    await tv.service.resign(m.id, chloe).catch(() => undefined);
    await tv.bot.router.d.publisher.settle(m.id, 'en');
    const result = await resultOf(m.id);
    expect(String(result.content)).toContain(`Watching: <@${dmitri}>`);
    expect((result.mentions as { id: string }[]).map((u) => u.id)).toEqual([dmitri]);
    await expectAnimation(result, m.id);
  });
});

describe('another server cannot watch', () => {
  it("a Watch button carrying server A's match id, clicked in server B, is refused as unknown; nobody is added", async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno]);
    const [mallory] = other.emu.users.map((u) => u.id) as [string];
    const channelB = other.emu.channels['games']!;
    const bait = await ((await other.bot.client.channels.fetch(channelB)) as SendableChannels).send({
      content: 'copied',
      components: [
        {
          type: ComponentType.ActionRow,
          components: ['', 'on'].map((token, k) => ({
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            label: `b${k}`,
            custom_id: encodeCustomId({ kind: 'wch', matchId: m.id, version: m.version, token }),
          })),
        },
      ] as never,
    });
    for (const token of ['', 'on']) {
      const out = await respond(
        other.emu,
        other.emu.click(mallory, bait.id, encodeCustomId({ kind: 'wch', matchId: m.id, version: m.version, token })),
      );
      expect(ephemeral(out.message)).toBe(true);
      expect(textOf(out.message)).toMatch(/This match does not exist/);
    }
    expect(await tv.db.prisma.matchWatcher.count({ where: { matchId: m.id } })).toBe(0);
    // A forged id (not on the message) is refused before any handler.
    const forged = await respond(
      tv.emu,
      tv.emu.forgeClick(
        dmitri,
        (await matchMessage(m.id)).id as string,
        encodeCustomId({ kind: 'wch', matchId: m.id, version: 0, token: 'on' }),
      ),
    );
    expect(textOf(forged.message)).toMatch(/button|bouton/i);
    expect(await tv.db.prisma.matchWatcher.count({ where: { matchId: m.id } })).toBe(0);
  });
});
