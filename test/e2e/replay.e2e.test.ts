/**
 * Replays through the emulator with the real bot (#18): `/match replay` opens
 * a private viewer (first / back / forward / last, a jump to a round); during
 * a match a player replays from their own seat and anyone else from the
 * public view — no hidden information, no private event — and once the match
 * has ended everything is revealed. On Super Fantasy Brawl and Epic Spell Wars.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { esw } from '../../src/games/esw/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import type { AnyGame } from '../../src/games/registry.js';
import { Timeline } from '../../src/platform/matches/replay.js';
import { replaysOf } from '../../src/platform/matches/replays.js';
import { replayReport } from '../../src/tools/replay.js';
import { button, buttons, respond, selects, startTavern, textOf, type Tavern, challengeAndAccept } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, chloe: string, dmitri: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw]);
  // Alice and Dmitri read English; Bruno and Chloé, French.
  [alice, bruno, chloe, dmitri] = tv.emu.users.map((u) => u.id) as [string, string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

type Msg = Record<string, unknown>;

async function started(options: Record<string, unknown>, accepting: string[], seed?: string) {
  const matchId = await challengeAndAccept(tv, alice, channel, options, accepting, seed);
  return tv.service.get(matchId);
}

/** Plays `moves` moves as the bots would, each by the player who owes it. */
async function play(matchId: string, moves: number): Promise<void> {
  for (let n = 0; n < moves; n++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') return;
    const engine = tv.service.engine(m.game);
    const prompt = engine.prompts(m.state)[0]!;
    await tv.service.act(m.id, m.seats[prompt.seat]!.userId!, engine.botAction(m.state, prompt.seat), m.version);
  }
}

async function timelineOf(matchId: string): Promise<Timeline> {
  const m = await tv.service.get(matchId);
  return Timeline.build(tv.service.engine(m.game), await replaysOf(tv.service).logOf(m));
}

async function boardBytes(message: Msg): Promise<Buffer> {
  const attachments = message.attachments as { url: string; filename: string }[];
  expect(attachments.length).toBe(1);
  return Buffer.from(await (await fetch(attachments[0]!.url)).arrayBuffer());
}

async function expectedBoard(engine: AnyGame, view: Json, over = false, locale: 'en' | 'fr' = 'en'): Promise<Buffer> {
  return (await engine.render(view, { kind: 'board', locale, ...(over ? { over } : {}) }))!.png;
}

/** Opens the viewer as `user` at `step`. */
async function openAt(user: string, matchId: string, step: number): Promise<Msg> {
  const out = await respond(tv.emu, tv.emu.slash(user, channel, 'match replay', { match: matchId, step }));
  expect(((out.message.flags as number) & 64) === 64).toBe(true);
  return out.message;
}

async function clickNav(user: string, message: Msg, token: string): Promise<Msg> {
  await tv.emu.waitForResponse(tv.emu.click(user, message.id as string, button(message, 'rpl', token)), { timeoutMs: 15_000 });
  return tv.emu.message(message.id as string)!;
}

const tr =
  (engine: AnyGame, locale: 'en' | 'fr' = 'en') =>
  (x: Parameters<typeof translate>[0]) =>
    translate(x, locale, engine.strings);
const localeOf = (user: string) => (user === alice || user === dmitri ? 'en' : 'fr');

const REPLAY_SEED = 'watch-1';

describe('/match replay on Super Fantasy Brawl', () => {
  let matchId: string;
  beforeAll(async () => {
    // A fixed seed: its game is still running after 70 moves and has drawn cards with a private line by then,
    // as the privacy test needs (a random one sometimes ended first, or drew nothing).
    matchId = (await started({ game: 'sfb', opponent: bruno }, [bruno], REPLAY_SEED)).id;
    await play(matchId, 70);
    expect((await tv.service.get(matchId)).status).toBe('active');
  });

  it('navigates first / back / forward / last and jumps to a round; each step shows its board and events', async () => {
    const timeline = await timelineOf(matchId);
    expect(timeline.steps).toBeGreaterThanOrEqual(70);
    let message = await openAt(alice, matchId, 10);
    expect(textOf(message)).toContain(`Step 10 of ${timeline.steps}`);
    message = await clickNav(alice, message, 'next');
    expect(textOf(message)).toContain(`Step 11 of ${timeline.steps}`);
    message = await clickNav(alice, message, 'back');
    message = await clickNav(alice, message, 'back');
    expect(textOf(message)).toContain(`Step 9 of ${timeline.steps}`);
    message = await clickNav(alice, message, 'first');
    expect(textOf(message)).toContain('Step 0 of');
    expect(textOf(message)).toContain('The match begins.');
    expect(
      buttons(message)
        .filter((b) => b.disabled)
        .map((b) => b.customId.split(':').at(-1)),
    ).toEqual(['first', 'back']);
    message = await clickNav(alice, message, 'last');
    expect(textOf(message)).toContain(`Step ${timeline.steps} of ${timeline.steps}`);
    expect(
      buttons(message)
        .filter((b) => b.disabled)
        .map((b) => b.customId.split(':').at(-1)),
    ).toEqual(['next', 'last']);
    // The jump menu lists where each round (and turn) begins.
    const menu = selects(message).find((s) => s.customId.startsWith('rpj:'))!;
    const round1 = menu.options.find((o) => o.label.startsWith('Round 1, turn 1'))!;
    expect(round1).toBeDefined();
    await tv.emu.waitForResponse(tv.emu.click(alice, message.id as string, menu.customId, [round1.value]), { timeoutMs: 15_000 });
    message = tv.emu.message(message.id as string)!;
    const step = Number(round1.value);
    expect(timeline.step(step).position).toEqual({ round: 1, turn: 1 });
    expect(timeline.step(step - 1).position).not.toEqual({ round: 1, turn: 1 });
    expect(textOf(message)).toContain(`Step ${step} of ${timeline.steps} · Round 1, turn 1`);
    for (const e of timeline.step(step).events.filter((x) => !x.visibleTo)) expect(textOf(message)).toContain(tr(sfb)(e.text));
    // /match replay round:1 opens at the same step; a round never reached is refused.
    const byRound = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId, round: 1 }));
    expect(textOf(byRound.message)).toContain(`Step ${step} of`);
    const never = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId, round: 99 }));
    expect(textOf(never.message)).toContain('never reached round 99');
  });

  it('during the match: a spectator sees the public view and no private event; a player sees their own draws', async () => {
    const timeline = await timelineOf(matchId);
    const drawStep = [...Array(timeline.steps + 1).keys()].find((k) => timeline.step(k).events.some((e) => e.visibleTo))!;
    expect(drawStep).toBeDefined();
    const secret = timeline.step(drawStep).events.find((e) => e.visibleTo)!;
    const owner = secret.visibleTo![0]!;
    const ownerId = owner === 0 ? alice : bruno;
    const otherId = owner === 0 ? bruno : alice;
    for (const [user, sees] of [
      [chloe, false],
      [dmitri, false],
      [otherId, false],
      [ownerId, true],
    ] as const) {
      const secretLine = tr(sfb, localeOf(user))(secret.text);
      const message = await openAt(user, matchId, drawStep);
      expect(textOf(message).includes(secretLine), `${user} sees "${secretLine}"`).toBe(sees);
      expect(textOf(message)).not.toMatch(/Revealed|Révélé|’s hand:|Main d|deck \(next card first\)/);
    }
    // Every step a spectator opens is drawn from the public view.
    const spectator = await openAt(dmitri, matchId, timeline.steps);
    expect(textOf(spectator)).toContain('Public view');
    expect(
      (await boardBytes(spectator)).equals(await expectedBoard(sfb, (sfb as AnyGame).view(timeline.stateAt(timeline.steps), 'public'))),
    ).toBe(true);
    let message = await openAt(chloe, matchId, 0);
    for (let k = 1; k <= 6; k++) {
      message = await clickNav(chloe, message, 'next');
      expect(textOf(message)).toContain('Vue publique');
      // Chloé reads French: her pictures draw French words.
      const expected = await expectedBoard(sfb, (sfb as AnyGame).view(timeline.stateAt(k), 'public'), false, 'fr');
      expect((await boardBytes(message)).equals(expected)).toBe(true);
      expect(textOf(message)).not.toMatch(/Révélé|Main d/);
    }
  });

  it('after the end everything is revealed, to a spectator too — the same viewer message turns revealed on its next click', async () => {
    const before = await openAt(dmitri, matchId, 1);
    await tv.service.resign(matchId, bruno);
    const timeline = await timelineOf(matchId);
    const final = timeline.stateAt(timeline.steps) as { players: { name: string; hand: string[]; deck: string[] }[] };
    const message = await clickNav(dmitri, before, 'last');
    const text = textOf(message);
    expect(text).toContain('everything is revealed');
    const revealed = (sfb as AnyGame).replay!.reveal(final);
    for (const line of revealed.lines) expect(text).toContain(tr(sfb)(line));
    expect(text).toMatch(/Bruno’s hand: /);
    expect((await boardBytes(message)).equals(await expectedBoard(sfb, revealed.view, true))).toBe(true);
  });
});

describe('/match replay on Epic Spell Wars', () => {
  it('no secret spell or hand for a spectator during the match; all of them once it has ended', async () => {
    const m = await started({ game: 'esw', opponent: bruno, opponent2: chloe }, [bruno, chloe]);
    await play(m.id, 2);
    const timeline = await timelineOf(m.id);
    const st = timeline.stateAt(timeline.steps) as { seats: { hand: string[]; draft: { card: string }[] }[] };
    expect(st.seats.some((s) => s.draft.length > 0)).toBe(true);
    const spectator = await openAt(dmitri, m.id, timeline.steps);
    const publicView = (esw as AnyGame).view(timeline.stateAt(timeline.steps), 'public');
    expect(textOf(spectator)).toContain('Public view');
    for (const line of esw.status(publicView)) expect(textOf(spectator)).toContain(tr(esw)(line));
    expect(textOf(spectator)).not.toMatch(/hand:|spell in secret|Main deck/);
    expect((await boardBytes(spectator)).equals(await expectedBoard(esw, publicView))).toBe(true);
    // A player replays from their own seat: their own view's picture.
    const own = await openAt(alice, m.id, timeline.steps);
    expect(textOf(own)).toContain('your own seat');
    expect((await boardBytes(own)).equals(await expectedBoard(esw, (esw as AnyGame).view(timeline.stateAt(timeline.steps), 0)))).toBe(true);

    await tv.service.resign(m.id, bruno);
    await tv.service.resign(m.id, chloe).catch(() => undefined);
    const after = await openAt(dmitri, m.id, timeline.steps);
    const text = textOf(after);
    expect(text).toContain('everything is revealed');
    const revealed = (esw as AnyGame).replay!.reveal(timeline.stateAt(timeline.steps));
    for (const line of revealed.lines) expect(text).toContain(tr(esw)(line));
    expect(text).toMatch(/Alice’s spell in secret: /);
  });

  it('a match that never started, or another server’s, has nothing to replay', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'esw', opponent: bruno }));
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    const refused = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId }));
    expect(textOf(refused.message)).toContain('has not started');
    await tv.db.prisma.match.update({ where: { id: matchId }, data: { guildId: null } });
    const elsewhere = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match replay', { match: matchId }));
    expect(textOf(elsewhere.message)).toContain('This match does not exist');
  });
});

describe('/match export and npm run replay', () => {
  async function exported(user: string, matchId: string): Promise<{ text: string; message: Msg }> {
    const out = await respond(tv.emu, tv.emu.slash(user, channel, 'match export', { match: matchId }));
    const attachments = out.message.attachments as { url: string; filename: string }[];
    expect(attachments.map((a) => a.filename)).toEqual([`tavern-${(await tv.service.get(matchId)).game}-${matchId.slice(0, 8)}.json`]);
    return { text: await (await fetch(attachments[0]!.url)).text(), message: out.message };
  }

  it('SFB: refused during the match (the seed tells every deck); after it, a file every step of which replays, by the command line too', async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno]);
    await play(m.id, 40);
    const early = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'match export', { match: m.id }));
    expect(textOf(early.message)).toContain('once it has ended');
    expect(early.message.attachments).toEqual([]);
    await tv.service.resign(m.id, alice);
    const { text } = await exported(dmitri, m.id);
    const file = JSON.parse(text) as { game: string; contentVersion: string; seed: string; actions: { seat: number }[] };
    expect(file).toMatchObject({ game: 'sfb', contentVersion: '1', seed: (await tv.service.get(m.id)).seed });
    const steps = (await tv.service.get(m.id)).version - 1; // the resignation moved the version without an action
    expect(file.actions.length).toBe(steps);
    const report = replayReport(text, tv.registry);
    expect(report.ok).toBe(true);
    expect(report.lines.join('\n')).toContain(`${steps} steps replayed and checked.`);
    expect(report.lines.join('\n')).toContain('Alice resigned');

    const dir = mkdtempSync(path.join(tmpdir(), 'tavern-export-'));
    const good = path.join(dir, 'match.json');
    writeFileSync(good, text);
    const run = (f: string) => spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/replay.ts', f], { encoding: 'utf8' });
    const ok = run(good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('OK: the file replays to the recorded end.');
    // A move changed in the file: refused, naming its step.
    const altered = JSON.parse(text) as { actions: { seat: number; action: Record<string, unknown> }[] };
    altered.actions[12] = { ...altered.actions[12]!, action: { ...altered.actions[12]!.action, c: 'not-a-choice' } };
    const bad = path.join(dir, 'altered.json');
    writeFileSync(bad, JSON.stringify(altered));
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Step 13: /);
    // Another content version: refused up front with a clear message.
    expect(replayReport(JSON.stringify({ ...file, contentVersion: '0' }), tv.registry).lines[0]).toContain(
      'played with version 0 of Super Fantasy Brawl’s cards and rules',
    );
    expect(replayReport('{"format":"other"}', tv.registry).lines[0]).toMatch(/^This is not a Tavern match export/);
  });

  it('ESW: a match played to its end by the rules exports, replays and reaches the recorded winner', async () => {
    const m = await started({ game: 'esw', opponent: bruno }, [bruno]);
    await play(m.id, 1500);
    const done = await tv.service.get(m.id);
    expect(done.status).toBe('finished');
    const { text } = await exported(alice, m.id);
    const report = replayReport(text, tv.registry, 'fr');
    expect(report.ok).toBe(true);
    const winner = (done.outcome as { ranking: number[][] }).ranking[0]![0]!;
    expect(report.lines).toContain(`1. ${done.seats[winner]!.name}`);
    expect(report.lines.at(-1)).toBe('OK : le fichier se rejoue jusqu’à la fin enregistrée.');
    // The outcome is recomputed by the rules: a file claiming another winner is refused.
    const forged = JSON.parse(text) as { result: { outcome: { ranking: number[][] } } };
    forged.result.outcome.ranking = [...forged.result.outcome.ranking].reverse();
    expect(replayReport(JSON.stringify(forged), tv.registry).lines[0]).toContain('another result than the one recorded');
  });

  it('a match recorded with other content is refused with a clear message, not shown wrong', async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno]);
    await play(m.id, 5);
    await tv.db.prisma.match.update({ where: { id: m.id }, data: { contentVersion: '0' } });
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'match replay', { match: m.id }));
    expect(textOf(out.message)).toContain('played with version 0 of Super Fantasy Brawl’s cards and rules; this bot has version 1');
  });
});

describe('history: the Replay button of a finished match, /games finished:true', () => {
  it('a finished match’s message offers Replay (a private viewer, everything revealed); /games finished:true lists it', async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno], REPLAY_SEED);
    await play(m.id, 12);
    const ask = await respond(tv.emu, tv.emu.slash(bruno, m.threadId!, 'match resign'));
    await respond(tv.emu, tv.emu.click(bruno, ask.message.id as string, button(ask.message, 'rsy')));
    await expect.poll(() => buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.startsWith('rmt:'))).toBe(true);
    // What a reader sees of it (the result's publishing may still re-send the same picture, with a new attachment id).
    const seen = () => JSON.stringify({ text: textOf(tv.emu.message(m.messageId!)), buttons: buttons(tv.emu.message(m.messageId!)) });
    const before = seen();
    const out = await respond(tv.emu, tv.emu.click(dmitri, m.messageId!, button(tv.emu.message(m.messageId!), 'rpo')));
    expect(((out.message.flags as number) & 64) === 64).toBe(true);
    expect(textOf(out.message)).toContain('everything is revealed');
    expect(textOf(out.message)).toMatch(/Step (\d+) of \1/);
    expect(textOf(out.message)).toContain('Bruno’s hand: ');
    // The public match message is left as it was.
    expect(seen()).toBe(before);
    const list = await respond(tv.emu, tv.emu.slash(dmitri, channel, 'games', { finished: true }));
    const text = textOf(list.message);
    expect(text).toContain('Recently finished matches in this server');
    expect(text).toContain(`Super Fantasy Brawl** ${m.id.slice(0, 8)} — Alice and Bruno — won by Alice`);
    expect(text).toContain(`/match replay match:${m.id}`);
  });
});
