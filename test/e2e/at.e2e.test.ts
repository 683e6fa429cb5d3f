/**
 * Ascension Tactics end to end on the local emulator (real discord.js bot,
 * real database): a duel against a bot, a Solo game against the Evil
 * Player, a 2 vs 2 whose two human teammates click in the same shared turn,
 * a Co-op game with a bot ally, an Overlord game whose Evil seat plays an
 * Intrigue card by clicks, and a Melee, each to the end. The human seat plays its first turns by clicks in
 * its private panel as a person would (play a card, buy from the center row,
 * activate and deploy a Champion, move it and attack on the lettered board
 * picture, end the turn); its later decisions go through the match service
 * (the engine bot's picks) to keep the file short. Every public payload the
 * bot sent is checked against the hidden cards and Treasures of the moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/core/game.js';
import { t, type Text } from '../../src/core/text.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { CARD_BY_ID, TREASURE_BY_ID } from '../../src/games/at/content/index.js';
import { at, choiceToken, type AtState } from '../../src/games/at/index.js';
import { reachChoice } from '../support/panel-clicks.js';
import {
  button,
  buttons,
  isEphemeralBody,
  publicPayloads,
  respond,
  selects,
  startTavern,
  textOf,
  type Obj,
  type Tavern,
} from '../support/tavern.js';

let tv: Tavern;
let users: string[];
let channel: string;

beforeAll(async () => {
  tv = await startTavern([at]);
  users = tv.emu.users.map((u) => u.id);
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const attachmentsOf = (m: Obj | undefined) => (m?.attachments as { filename: string; size: number; url: string }[] | undefined) ?? [];
const textEn = (t: Text) => translate(t, 'en', at.strings);

/** What the clicked turns showed. */
interface Seen {
  play: number;
  buyRow: number;
  activate: number;
  move: number;
  attack: number;
  end: number;
  pickerPictures: number;
  clicks: number;
}
const newSeen = (): Seen => ({ play: 0, buyRow: 0, activate: 0, move: 0, attack: 0, end: 0, pickerPictures: 0, clicks: 0 });
const complete = (s: Seen) => s.play > 0 && s.buyRow > 0 && s.activate > 0 && s.move > 0 && s.attack > 0 && s.end > 0;

/**
 * The clicking player: plays its cards, buys from the center row, activates
 * its Champions, attacks when it can, else moves as the engine bot would (or
 * to the first hex offered), then ends its turn. Other decisions (Treasure
 * windows, banishing, Ambush…) are the engine bot's. Deterministic from the state.
 */
function clickPolicy(state: AtState, p: Prompt): string {
  const ids = p.choices.map((c) => String(c.action.c));
  const first = (prefix: string) => ids.find((id) => id.startsWith(prefix));
  if (p.kind === 'turn') return first('p:') ?? first('b:') ?? first('a:') ?? 'end';
  if (p.kind === 'activation') {
    const bot = String(at.botAction(state, p.seat).c);
    return first('a:') ?? (bot.startsWith('m:') ? bot : (first('m:') ?? 'done'));
  }
  return String(at.botAction(state, p.seat).c);
}

/** Plays the engine alone as the match will go: does this seed show every clicked feature within `turns` of the human's turns? */
function simulate(seed: string, options: unknown, seats: { name: string; bot?: boolean }[], turns: number): boolean {
  let s = at.setup(at.options.parse(options), seats, seed) as AtState;
  const seen = newSeen();
  let humanTurns = 0;
  for (let guard = 0; guard < 3000 && s.winner === null && humanTurns < turns; guard++) {
    const p = at.prompts(s)[0]!;
    const human = !seats[p.seat]!.bot;
    const id = human ? clickPolicy(s, p) : String(at.botAction(s, p.seat).c);
    if (human) tallyChoice(seen, p, id);
    if (human && p.kind === 'turn' && id === 'end') humanTurns++;
    s = at.apply(s, p.seat, p.choices.find((c) => c.action.c === id)!.action).state;
  }
  return complete(seen);
}

function tallyChoice(seen: Seen, p: Prompt, id: string): void {
  if (p.kind === 'turn') {
    if (id.startsWith('p:')) seen.play++;
    if (id.startsWith('b:')) seen.buyRow++;
    if (id.startsWith('a:')) seen.activate++;
    if (id === 'end') seen.end++;
  }
  if (p.kind === 'activation' && id.startsWith('m:')) seen.move++;
  if (p.kind === 'activation' && id.startsWith('a:')) seen.attack++;
}

/** Every public payload about this match since `from`: no name of a card in a hand (or the Overlord's Intrigue hand) that no public event named, no held or face-down Treasure's name. */
async function auditPublic(matchId: string, state: AtState, from: number): Promise<number> {
  const rows = await tv.db.prisma.matchAction.findMany({ where: { matchId }, select: { events: true } });
  const revealed = rows
    .flatMap((r) => r.events as Text[])
    .map(textEn)
    .join('\n');
  const handNames = new Set(state.players.flatMap((p) => p.hand.map((inst) => CARD_BY_ID.get(state.cards[inst]!)!.name.en)));
  // The Overlord's Intrigue hand is as secret as a hand (OV-4).
  for (const id of state.evil?.overlord?.hand ?? []) handNames.add(textEn(t(`at.intrigue.${id}`)));
  const treasureNames = new Set(
    [...state.players.flatMap((p) => p.treasures), ...Object.values(state.treasureTokens)].map((id) => TREASURE_BY_ID.get(id)!.name.en),
  );
  const payloads = await publicPayloads(tv, matchId, from);
  for (const { text, files } of payloads) {
    for (const name of handNames) if (!revealed.includes(name)) expect(text, `public payload names ${name}, in a hand`).not.toContain(name);
    for (const name of treasureNames)
      if (!revealed.includes(name)) expect(text, `public payload names the Treasure ${name}`).not.toContain(name);
    for (const f of files) expect(f.size, `${f.filename} under 1 MB`).toBeLessThan(1_000_000);
  }
  const checked = payloads.length;
  return checked;
}

/** The human's clicked turns: each decision reached in the panel (the lettered board for hexes); returns what was seen. */
async function clickTurns(matchId: string, user: string, seat: number, until: (seen: Seen) => boolean): Promise<Seen> {
  const seen = newSeen();
  let panelId: string | null = null;
  let panelVersion = -1;
  for (let guard = 0; guard < 400 && !until(seen); guard++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') break;
    const state = m.state as unknown as AtState;
    const p = at.prompts(state).find((q) => q.seat === seat);
    if (!p) {
      // The bot's (or the Evil Player's) moves are on their way.
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    if (!panelId || panelVersion !== m.version) {
      const opened = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
      seen.clicks++;
      panelId = opened.message.id as string;
      panelVersion = m.version;
    }
    const id = clickPolicy(state, p);
    const choice = p.choices.find((c) => c.action.c === id)!;
    if (choice.hex !== undefined) {
      // The spatial picker: the board picture with lettered hexes, and a button named by the hex's letter.
      const panel = tv.emu.message(panelId)!;
      expect(attachmentsOf(panel).map((a) => a.filename)).toEqual(['at-board.png']);
      const named = [
        ...buttons(panel).filter((b) => b.customId.endsWith(`:${choice.id}`)),
        ...selects(panel).flatMap((x) => x.options.filter((o) => o.value === choice.id)),
      ];
      if (named.length === 0 && (await tv.service.get(matchId)).version !== m.version) {
        // A teammate's (or the bot ally's) move landed since this panel was drawn: open a fresh one.
        panelId = null;
        continue;
      }
      expect(named.map((x) => x.label)).toEqual([expect.stringMatching(/^[A-Z]{1,2}\b/)]);
      seen.pickerPictures++;
    }
    tallyChoice(seen, p, id);
    const reached = await reachChoice(
      (mid) => tv.emu.message(mid),
      async (mid, customId, values) => {
        seen.clicks++;
        return (await respond(tv.emu, tv.emu.click(user, mid, customId, values))).message;
      },
      panelId,
      p,
      choiceToken(id),
    );
    expect(textOf(reached.message)).not.toMatch(/moved on|a avancé/);
    panelVersion = -1;
  }
  return seen;
}

/** The rest of the match: the humans' decisions as the engine bot would pick them, through the service. */
async function finish(matchId: string, user: string, seat: number, others: { user: string; seat: number }[] = []): Promise<void> {
  const humans = [{ user, seat }, ...others];
  for (let guard = 0; guard < 4000; guard++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') {
      // The match message catches up with the moves made through the service.
      await tv.bot.router.d.publisher.refresh(matchId, 'en');
      return;
    }
    const state = m.state as unknown as AtState;
    const prompts = at.prompts(state);
    const human = humans.find((h) => prompts.some((p) => p.seat === h.seat));
    if (!human) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    await tv.service.act(matchId, human.user, at.botAction(state, human.seat), m.version);
  }
  throw new Error('the match did not end');
}

describe('Ascension Tactics through Discord', () => {
  it('a duel against a bot: options in the table message, clicked turns with the lettered hex picker, to the end', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const out = await respond(tv.emu, tv.emu.slash(users[0]!, channel, 'challenge', { game: 'at', mode: 'duel', open: true, bots: 1 }));
    const table = out.message.id as string;
    // The challenge message says what was chosen.
    expect(textOf(out.message)).toContain('duel (1 vs 1)');
    const go = buttons(tv.emu.message(table)).find((b) => parseCustomId(b.customId)?.kind === 'go')!;
    const matchId = parseCustomId(go.customId)!.matchId;
    // A seed, set before the host starts, on which the clicked turns show a buy, a move and an attack.
    const created = await tv.service.get(matchId);
    const seats = created.seats.map((s) => ({ name: s.name, bot: s.isBot }));
    const seed = Array.from({ length: 20 }, (_, k) => `at-e2e-duel-${k}`).find((sd) => simulate(sd, created.options, seats, 6));
    expect(seed, 'a seed among at-e2e-duel-0..19 whose first 6 turns show every clicked feature').toBeTruthy();
    await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed: seed! } });
    await respond(tv.emu, tv.emu.click(users[0]!, table, go.customId));
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Duel · The Battle of the Three Sanctuaries');
    expect(attachmentsOf(tv.emu.message(m.messageId!)).map((a) => a.filename)).toEqual(['at-board.png']);

    const seen = await clickTurns(matchId, users[0]!, 0, complete);
    const clicked = (Date.now() - started) / 1000;
    expect(complete(seen)).toBe(true);
    expect(seen.pickerPictures).toBeGreaterThanOrEqual(seen.move + seen.attack);
    const audited = await auditPublic(matchId, (await tv.service.get(matchId)).state as unknown as AtState, from);
    await finish(matchId, users[0]!, 0);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!), { timeout: 30_000 }).toContain('The game is over.');
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `at e2e duel: ${((Date.now() - started) / 1000).toFixed(1)} s (clicked turns ${clicked.toFixed(1)} s), ${seen.clicks} clicks (play ${seen.play}, buy ${seen.buyRow}, activate ${seen.activate}, move ${seen.move}, attack ${seen.attack}, end ${seen.end}), ${done.version} moves, ${audited} public payloads checked`,
    );
  }, 180_000);

  it('Solo starts at once against the Evil Player; clicked turns, then to the end', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const out = await respond(tv.emu, tv.emu.slash(users[1]!, channel, 'challenge', { game: 'at', mode: 'solo', difficulty: 'standard' }));
    expect(textOf(out.message)).not.toMatch(/Accept/);
    const [match] = await tv.service.listForUser(users[1]!, tv.emu.guildId);
    const matchId = match!.id;
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.seats).toHaveLength(1);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Solo · The Warded Vale');
    expect(textOf(tv.emu.message(m.messageId!)!)).toMatch(/Evil Player: \d+ Honor · Intrigue deck \d+/);
    const seen = await clickTurns(matchId, users[1]!, 0, (s) => s.end >= 1);
    const clicked = (Date.now() - started) / 1000;
    expect(seen.end).toBe(1);
    expect(seen.play).toBeGreaterThan(0);
    const audited = await auditPublic(matchId, (await tv.service.get(matchId)).state as unknown as AtState, from);
    await finish(matchId, users[1]!, 0);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    // The Evil Player took its turns in between: its Intrigue cards are public, the last one in the match message.
    const last = (done.state as unknown as AtState).evil!.discard.at(-1)!;
    await expect
      .poll(() => textOf(tv.emu.message(done.messageId!)!), { timeout: 30_000 })
      .toContain(`last Intrigue: ${textEn(t(`at.intrigue.${last}`))}`);
    // Each Evil turn's report is posted in the match thread: its Intrigue cards with their text and what it did, with their picture.
    const evilTurns = (await tv.db.prisma.matchAction.findMany({ where: { matchId }, select: { events: true } }))
      .flatMap((r) => r.events as Text[])
      .filter((e) => typeof e !== 'string' && e.key === 'at.ev.evilReport');
    expect(evilTurns.length).toBeGreaterThan(0);
    const firstReport = textEn(evilTurns[0]!);
    expect(firstReport).toMatch(/^Evil turn: .+\. Activated: .+\. Damage dealt: \d+; Champions defeated: \d+; Evil Honor \+\d+ \(\d+\)\.$/);
    const inThread = () => (done.threadId ? tv.emu.visibleMessages(users[1]!, done.threadId) : []);
    await expect.poll(() => inThread().some((x) => textOf(x).includes(firstReport.slice(0, 60))), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => inThread().some((x) => attachmentsOf(x).some((a) => a.filename === 'at-evilTurn.png')), { timeout: 30_000 })
      .toBe(true);
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `at e2e solo: ${((Date.now() - started) / 1000).toFixed(1)} s (clicked turns ${clicked.toFixed(1)} s), ${seen.clicks} clicks, ${done.version} moves, ${audited} public payloads checked`,
    );
  }, 180_000);

  it('AT-TM-1 AT-TM-6: 2 vs 2, two human teammates against two bots: both click a move in the same shared turn, no hand-over; a click made before the partner moved is refused as stale; to the end', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    // opponent2 is the challenger's teammate; the empty place before it takes a bot (TM-1: seats 0 and 2 against 1 and 3).
    const out = await respond(
      tv.emu,
      tv.emu.slash(users[2]!, channel, 'challenge', { game: 'at', mode: 'teams', opponent2: users[0]!, bots: 2 }),
    );
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    await respond(tv.emu, tv.emu.click(users[0]!, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.seats.map((x) => [x.isBot, x.team])).toEqual([
      [false, 0],
      [true, 1],
      [false, 0],
      [true, 1],
    ]);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('2 vs 2 · The Twin Bridges');
    // Whichever team the draw sent first, the bots' turn is played at once: now both humans are asked together (TM-6).
    const state = m.state as unknown as AtState;
    expect(at.prompts(state).map((p) => [p.seat, p.kind])).toEqual([
      [state.active, 'turn'],
      [2 - state.active, 'turn'],
    ]);
    const open = async (user: string) => {
      const panel = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
      return panel.message.id as string;
    };
    const clicker = (user: string) => async (mid: string, customId: string, values?: string[]) =>
      (await respond(tv.emu, tv.emu.click(user, mid, customId, values))).message;
    const playFirstCard = (st: AtState, seat: number) => {
      const p = at.prompts(st).find((q) => q.seat === seat)!;
      return { p, id: choiceToken(String(p.choices.find((c) => String(c.action.c).startsWith('p:'))!.action.c)) };
    };
    // Both panels are opened on the same version; the teammate (seat 2) plays a card first.
    const panel0 = await open(users[2]!);
    const panel2 = await open(users[0]!);
    const mine0 = playFirstCard(state, 0);
    const mine2 = playFirstCard(state, 2);
    const after2 = await reachChoice((id) => tv.emu.message(id), clicker(users[0]!), panel2, mine2.p, mine2.id);
    expect(textOf(after2.message)).not.toMatch(/moved on/);
    const v1 = await tv.service.get(matchId);
    expect(v1.version).toBe(m.version + 1);
    // Seat 0's panel was drawn before that move: its click is refused as stale, nothing changes, and the panel is drawn again.
    const stale = await reachChoice((id) => tv.emu.message(id), clicker(users[2]!), panel0, mine0.p, mine0.id);
    expect(textOf(stale.message)).toMatch(/moved on since this was shown|La partie a avancé depuis/);
    expect((await tv.service.get(matchId)).version).toBe(v1.version);
    // On the panel drawn again (the current version), seat 0 plays in the same shared turn, without any hand-over.
    const again = playFirstCard(v1.state as unknown as AtState, 0);
    const after0 = await reachChoice((id) => tv.emu.message(id), clicker(users[2]!), panel0, again.p, again.id);
    expect(textOf(after0.message)).not.toMatch(/moved on/);
    const v2 = await tv.service.get(matchId);
    expect(v2.version).toBe(m.version + 2);
    const s2 = v2.state as unknown as AtState;
    expect([s2.round, s2.doneThisTurn, s2.active]).toEqual([state.round, [], 0]);
    const moves = await tv.db.prisma.matchAction.findMany({ where: { matchId, seq: { gt: m.version } }, orderBy: { seq: 'asc' } });
    expect(moves.map((x) => [x.seat, (x.action as { c: string }).c])).toEqual([
      [2, String(mine2.p.choices.find((c) => choiceToken(String(c.action.c)) === mine2.id)!.action.c)],
      [0, String(again.p.choices.find((c) => choiceToken(String(c.action.c)) === again.id)!.action.c)],
    ]);
    const audited = await auditPublic(matchId, s2, from);
    await finish(matchId, users[2]!, 0, [{ user: users[0]!, seat: 2 }]);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    const ranking = (done.outcome as unknown as { ranking: number[][] }).ranking;
    expect(ranking.map((group) => [...group].sort())).toEqual(
      ranking[0]!.includes(0)
        ? [
            [0, 2],
            [1, 3],
          ]
        : [
            [1, 3],
            [0, 2],
          ],
    );
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `at e2e 2 vs 2: ${((Date.now() - started) / 1000).toFixed(1)} s, ${done.version} moves, ${audited} public payloads checked`,
    );
  }, 180_000);

  it('AT-CO-1 AT-CO-16 AT-CO-18: Co-op, one human and a bot ally against the Evil Player: starts at once, clicked turns, then to the end', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const out = await respond(tv.emu, tv.emu.slash(users[3]!, channel, 'challenge', { game: 'at', mode: 'coop', bots: 1 }));
    expect(textOf(out.message)).not.toMatch(/Accept/);
    const [match] = await tv.service.listForUser(users[3]!, tv.emu.guildId);
    const matchId = match!.id;
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    expect(m.seats.map((x) => [x.isBot, x.team])).toEqual([
      [false, 0],
      [true, 0],
    ]);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Co-op · The Warded Vale');
    const seen = await clickTurns(matchId, users[3]!, 0, (x) => x.end >= 1);
    expect(seen.end).toBe(1);
    const audited = await auditPublic(matchId, (await tv.service.get(matchId)).state as unknown as AtState, from);
    await finish(matchId, users[3]!, 0);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    // The allies win or lose together against the Evil Player (CO-18).
    const ranking = (done.outcome as unknown as { ranking: number[][] }).ranking.map((g) => [...g].sort());
    expect([JSON.stringify([[0, 1]]), JSON.stringify([[], [0, 1]])]).toContain(JSON.stringify(ranking));
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `at e2e co-op: ${((Date.now() - started) / 1000).toFixed(1)} s, ${seen.clicks} clicks, ${done.version} moves, ${audited} public payloads checked`,
    );
  }, 180_000);

  it('AT-OV-1 AT-OV-5 AT-OV-7: Overlord: the Evil seat’s panel shows its Intrigue hand and plays an Intrigue card by clicks; to the end', async () => {
    const started = Date.now();
    const from = tv.emu.requests().length;
    const out = await respond(
      tv.emu,
      tv.emu.slash(users[1]!, channel, 'challenge', { game: 'at', mode: 'solo', overlord: 'yes', opponent: users[3]! }),
    );
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    await respond(tv.emu, tv.emu.click(users[3]!, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');
    // The hero plays its first turn (the engine bot's picks) until the Overlord is asked for its first Intrigue card.
    let state = m.state as unknown as AtState;
    let version = m.version;
    for (let guard = 0; guard < 200 && !at.prompts(state).some((p) => p.seat === 1); guard++) {
      await tv.service.act(matchId, users[1]!, at.botAction(state, 0), version);
      const now = await tv.service.get(matchId);
      state = now.state as unknown as AtState;
      version = now.version;
    }
    const ask = at.prompts(state).find((p) => p.seat === 1)!;
    expect(ask.kind).toBe('overlord');
    const hand = state.evil!.overlord!.hand;
    expect(hand).toHaveLength(3);
    const opened = await respond(tv.emu, tv.emu.click(users[3]!, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    const panelId = opened.message.id as string;
    // The panel (only the Overlord sees it) holds the Intrigue hand: its picture and a choice per held card.
    expect(isEphemeralBody(opened.message) || (((opened.message.flags as number | undefined) ?? 0) & 64) === 64).toBe(true);
    expect(attachmentsOf(tv.emu.message(panelId)).map((a) => a.filename)).toContain('at-hand.png');
    const names = hand.map((id) => textEn(t(`at.intrigue.${id}`)));
    for (const name of names) expect(textOf(tv.emu.message(panelId)!)).toContain(name);
    const pick = String(at.botAction(state, 1).c);
    const reached = await reachChoice(
      (id) => tv.emu.message(id),
      async (mid, customId, values) => (await respond(tv.emu, tv.emu.click(users[3]!, mid, customId, values))).message,
      panelId,
      ask,
      choiceToken(pick),
    );
    expect(textOf(reached.message)).not.toMatch(/moved on|a avancé/);
    const after = await tv.service.get(matchId);
    expect((after.state as unknown as AtState).evil!.overlord!.played).toContain(pick.slice(2));
    const audited = await auditPublic(matchId, after.state as unknown as AtState, from);
    await finish(matchId, users[1]!, 0, [{ user: users[3]!, seat: 1 }]);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `at e2e overlord: ${((Date.now() - started) / 1000).toFixed(1)} s, ${done.version} moves, ${audited} public payloads checked`,
    );
  }, 180_000);

  it('AT-ML-3: a 4-player Melee with three bots starts at once, each for themselves, and plays to the end', async () => {
    const started = Date.now();
    await respond(tv.emu, tv.emu.slash(users[3]!, channel, 'challenge', { game: 'at', mode: 'melee', bots: 3 }));
    const [match] = await tv.service.listForUser(users[3]!, tv.emu.guildId);
    const matchId = match!.id;
    await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(matchId);
    expect(m.seats.map((s) => s.team ?? null)).toEqual([null, null, null, null]);
    await expect.poll(() => textOf(tv.emu.message(m.messageId!)!)).toContain('Melee · The Four Winds');
    await finish(matchId, users[3]!, 0);
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    const ranking = (done.outcome as unknown as { ranking: number[][] }).ranking;
    expect(ranking.flat().sort()).toEqual([0, 1, 2, 3]);
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    console.log(`at e2e melee: ${((Date.now() - started) / 1000).toFixed(1)} s, ${done.version} moves`);
  }, 180_000);
});
