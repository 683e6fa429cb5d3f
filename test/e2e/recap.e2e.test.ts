/**
 * "Since your last move" (#18) through the emulator with the real bot: the
 * panel a player opens starts with what happened since their own last move
 * (in their language, public events and the private ones meant for them),
 * on Super Fantasy Brawl and Epic Spell Wars; a reminder in the match thread
 * carries the same recap with public events only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { translate } from '../../src/discord/strings.js';
import { esw } from '../../src/games/esw/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import type { AnyGame } from '../../src/games/registry.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { HOUR_MS, MINUTE_MS } from '../../src/platform/clock/time.js';
import { recapSince } from '../../src/platform/matches/replay.js';
import { replaysOf } from '../../src/platform/matches/replays.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, respond, startTavern, textOf, type Tavern, challengeAndAccept } from '../support/tavern.js';

let tv: Tavern;
let scheduler: Scheduler;
let offset = 0;
let alice: string, bruno: string, chloe: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([sfb, esw, fixtureGame]);
  const clock = () => new Date(Date.now() + offset);
  scheduler = new Scheduler(tv.db.prisma, { now: clock });
  const play = new AsyncPlay(tv.db.prisma, tv.service, scheduler, clock);
  connectClockNotifier(play, tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  [alice, bruno, chloe] = tv.emu.users.map((u) => u.id) as [string, string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

async function started(options: Record<string, unknown>, accepting: string[]) {
  const matchId = await challengeAndAccept(tv, alice, channel, options, accepting);
  return tv.service.get(matchId);
}

/** Plays as the bots would until `user` owes a move after someone else has moved since theirs (at least `min` moves). */
async function playUntilOwed(matchId: string, user: string, min: number): Promise<void> {
  let lastMover: string | null = null;
  for (let n = 0; n < 400; n++) {
    const m = await tv.service.get(matchId);
    const engine = tv.service.engine(m.game);
    const prompt = engine.prompts(m.state)[0]!;
    const owner = m.seats[prompt.seat]!.userId!;
    if (n >= min && owner === user && lastMover !== user) return;
    await tv.service.act(m.id, owner, engine.botAction(m.state, prompt.seat), m.version);
    lastMover = owner;
  }
  throw new Error('never owed');
}

async function openPanel(user: string, matchId: string): Promise<string> {
  const m = await tv.service.get(matchId);
  const out = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  return textOf(out.message);
}

async function expectedRecap(engine: AnyGame, matchId: string, seat: number, locale: 'en' | 'fr') {
  const m = await tv.service.get(matchId);
  const recap = recapSince(await replaysOf(tv.service).timeline(m), seat, { privateToo: true, limit: 8 });
  return { recap, lines: recap.events.map((e) => `• ${translate(e, locale, engine.strings)}`) };
}

describe('since your last move, on opening the panel', () => {
  it('SFB: Alice reads what Bruno did since her last move, in English; Bruno reads his in French', async () => {
    const m = await started({ game: 'sfb', opponent: bruno }, [bruno]);
    await playUntilOwed(m.id, alice, 30);
    const { recap, lines } = await expectedRecap(sfb, m.id, 0, 'en');
    expect(recap.since).toBeGreaterThan(0);
    expect(recap.movers).toEqual([1]);
    expect(lines.length).toBeGreaterThan(0);
    const text = await openPanel(alice, m.id);
    expect(text).toContain('Since your last move (Bruno played)');
    for (const line of lines) expect(text).toContain(line);
    await playUntilOwed(m.id, bruno, 1);
    const french = await expectedRecap(sfb, m.id, 1, 'fr');
    const brunoText = await openPanel(bruno, m.id);
    expect(brunoText).toContain('Depuis votre dernier coup (Alice a joué)');
    for (const line of french.lines) expect(brunoText).toContain(line);
  });

  it('ESW: a wizard reads the spells cast since their last move; nothing when nothing happened', async () => {
    const m = await started({ game: 'esw', opponent: bruno, opponent2: chloe }, [bruno, chloe]);
    await playUntilOwed(m.id, alice, 12);
    const { recap, lines } = await expectedRecap(esw, m.id, 0, 'en');
    expect(recap.events.length + recap.earlier).toBeGreaterThan(0);
    const text = await openPanel(alice, m.id);
    expect(text).toMatch(/Since your last move \((Bruno|Chloé)( and (Bruno|Chloé))? played\)/);
    for (const line of lines) expect(text).toContain(line);
    if (recap.earlier > 0) expect(text).toContain(`${recap.earlier} earlier event`);
    // Alice moves; right after, nothing has happened since her move: no recap.
    const now = await tv.service.get(m.id);
    const prompt = esw.prompts(now.state as never).find((p) => p.seat === 0)!;
    await tv.service.act(m.id, alice, esw.botAction(now.state as never, prompt.seat), now.version);
    const after = await tv.service.get(m.id);
    if (after.status === 'active' && esw.prompts(after.state as never).some((p) => p.seat === 0)) {
      const again = await openPanel(alice, m.id);
      const mine = await expectedRecap(esw, m.id, 0, 'en');
      if (mine.recap.events.length === 0) expect(again).not.toContain('Since your last move');
    }
  });
});

describe('since your last move, in reminders', () => {
  it('a reminder in the match thread tells the public events since the player’s last move, never a private one', async () => {
    await respond(tv.emu, tv.emu.slash(bruno, channel, 'settings notifications', { frequency: '4', dm: false }));
    await respond(tv.emu, tv.emu.slash(alice, channel, 'settings notifications', { frequency: 'off' }));
    const m = await started({ game: 'fixture', opponent: bruno, time: 'days:2' }, [bruno]);
    await scheduler.runDue();
    // Both bid (simultaneous), then Alice plays a card and draws one in secret; Bruno owes a move.
    await playUntilOwed(m.id, bruno, 3);
    const now = await tv.service.get(m.id);
    const timeline = await replaysOf(tv.service).timeline(now);
    const last = timeline.step(timeline.steps);
    expect(last.seat).toBe(0);
    const secret = last.events.find((e) => e.visibleTo)!;
    expect(secret).toBeDefined();
    offset += 4 * HOUR_MS + MINUTE_MS;
    await scheduler.runDue();
    const thread = () => tv.emu.visibleMessages(bruno, now.threadId!).map((x) => textOf(x));
    await expect.poll(() => thread().filter((x) => x.includes('reminder')).length).toBe(1);
    const reminder = thread().find((x) => x.includes('reminder'))!;
    expect(reminder).toContain('Since your last move (Alice played)');
    for (const e of last.events.filter((x) => !x.visibleTo)) expect(reminder).toContain(translate(e.text, 'en', fixtureGame.strings));
    expect(reminder).not.toContain(translate(secret.text, 'en', fixtureGame.strings));
  });
});
