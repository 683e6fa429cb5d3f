/**
 * Super Fantasy Brawl end to end on the local emulator (real discord.js bot,
 * real database): /challenge, accept, recruitment, setup, turns, reactions
 * and victory, every decision clicked in the panel a player sees — the
 * engine bot's pick among the visible choices, except where the test
 * exercises a feature (a mulligan with a toggle taken back, a cancelled card,
 * reactions whenever one is offered). Every public payload the bot sent is
 * checked against the hands of the moment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, type Prompt } from '../../src/core/game.js';
import type { Text } from '../../src/core/text.js';
import { connectClockNotifier } from '../../src/discord/handlers/clock.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { CARD_BY_ID, CHAMPION_BY_ID } from '../../src/games/sfb/content/index.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { reachChoice } from '../support/panel-clicks.js';
import { button, buttons, isEphemeralBody, respond, selects, startTavern, textOf, type Tavern } from '../support/tavern.js';

type Obj = Record<string, unknown>;

let tv: Tavern;
let users: string[];
let channel: string;
/** Async play as in production (main.ts): newly owing players are mentioned in the thread when the scheduler runs. */
let scheduler: Scheduler;

beforeAll(async () => {
  tv = await startTavern([sfb]);
  scheduler = new Scheduler(tv.db.prisma);
  connectClockNotifier(new AsyncPlay(tv.db.prisma, tv.service, scheduler), tv.bot.client, tv.service, tv.bot.router.d.publisher, 'en');
  users = tv.emu.users.map((u) => u.id);
  channel = tv.emu.channels['games']!;
  mkdirSync('artifacts/screenshots', { recursive: true });
});
afterAll(() => tv.close());

const attachmentsOf = (m: Obj) => (m.attachments as { filename: string; size: number; url: string }[] | undefined) ?? [];
const keyOf = (t: Text) => (typeof t === 'string' ? t : t.key);
const textEn = (t: Text) => translate(t, 'en', sfb.strings);

/** What the run saw, for the assertions and the report. */
interface Tally {
  clicks: number;
  decisions: number;
  kos: number;
  reentries: number;
  reactions: number;
  reactionWaitShown: number;
  mulliganToggles: number;
  cancels: number;
  groupSteps: number;
  /** Cards played despite the panel's warning (no target in reach): each needed a confirmation. */
  confirmed: number;
  publicPayloadsChecked: number;
  /** Milliseconds from each click to the bot's reply or edit (discord.js, database, renders, emulator). */
  clickMs: number[];
}
const newTally = (): Tally => ({
  clicks: 0,
  decisions: 0,
  kos: 0,
  reentries: 0,
  reactions: 0,
  reactionWaitShown: 0,
  mulliganToggles: 0,
  cancels: 0,
  groupSteps: 0,
  confirmed: 0,
  publicPayloadsChecked: 0,
  clickMs: [],
});

/**
 * The test's player: the engine bot's choice, except that the first player's
 * mulligan sets two cards aside and takes one back, a reaction is always
 * played when one is offered, and the first cancellable card is cancelled
 * once. Deterministic from the state, so a seed can be chosen offline.
 */
function policy(state: SfbState, p: Prompt, memo: { mull: number; cancelled: boolean }): string {
  const engineId = policyEngineId(state, p, memo);
  return p.choices.find((c) => c.action.c === engineId)!.id;
}

/** The policy in the engine's own choice ids (the module spells them for custom IDs). */
function policyEngineId(state: SfbState, p: Prompt, memo: { mull: number; cancelled: boolean }): string {
  if (p.kind === 'mulligan' && p.seat === state.order[0] && memo.mull < 3) {
    memo.mull++;
    if (memo.mull <= 2) return ids(p).find((id) => id.startsWith('m:'))!;
    return ids(p).find((id) => id.startsWith('u:'))!;
  }
  const reaction = ids(p).find((id) => id.startsWith('r:'));
  if (reaction) return reaction;
  if (!memo.cancelled && ids(p).includes('cancel')) {
    memo.cancelled = true;
    return 'cancel';
  }
  return String(sfb.botAction(state, p.seat).c);
}

const ids = (p: Prompt): string[] => p.choices.map((c) => String(c.action.c));

/**
 * Plays the match on the engine alone as it will go through Discord (the
 * policy for people, the engine bot for automated seats): does this seed give
 * a KO, a re-entry and a reaction, and how many decisions do people make?
 */
function simulate(
  options: unknown,
  seats: { name: string; bot: boolean }[],
  seed: string,
): { ended: boolean; ko: number; reenter: number; react: number; decisions: number } {
  let s = sfb.setup(sfb.options.parse(options), seats, seed);
  const memo = { mull: 0, cancelled: false };
  const r = { ended: false, ko: 0, reenter: 0, react: 0, decisions: 0 };
  for (let n = 0; n < 3000 && !sfb.outcome(s); n++) {
    const p = sfb.prompts(s)[0]!;
    const human = !seats[p.seat]!.bot;
    const picked = human ? policy(s, p, memo) : null;
    const action = picked !== null ? p.choices.find((c) => c.id === picked)!.action : sfb.botAction(s, p.seat);
    if (human) r.decisions++;
    if (p.kind === 'reenter') r.reenter++;
    if (p.kind === 'reaction' && String(action.c).startsWith('r:')) r.react++;
    const res = sfb.apply(s, p.seat, action);
    r.ko += res.events.filter((e) => keyOf(e.text) === 'sfb.ev.ko').length;
    s = res.state;
  }
  r.ended = !!sfb.outcome(s);
  return r;
}

/** Among a few seeds, the one whose match is shortest for the people clicking and passes `want`. */
function steer(want: (r: ReturnType<typeof simulate>) => boolean, prefix: string) {
  return (seats: { name: string; bot: boolean }[], options: unknown): string => {
    let best: { seed: string; decisions: number } | null = null;
    for (let k = 0; k < 10; k++) {
      const seed = `${prefix}-${k}`;
      const r = simulate(options, seats, seed);
      if (r.ended && want(r) && (!best || r.decisions < best.decisions)) best = { seed, decisions: r.decisions };
    }
    expect(best, `a seed among ${prefix}-0..9 with what the test needs`).not.toBeNull();
    return best!.seed;
  };
}

async function click(tally: Tally, user: string, messageId: string, customId: string, values?: string[]) {
  tally.clicks++;
  const started = performance.now();
  const out = await respond(tv.emu, tv.emu.click(user, messageId, customId, values));
  tally.clickMs.push(performance.now() - started);
  return out;
}

/** Every public payload sent since the last call must not name a card that is in a hand now (unless public events named it before). */
class PublicAudit {
  /** `from`: the first request of this match (earlier matches' payloads are not its business). */
  constructor(
    private readonly matchId: string,
    private seen: number,
  ) {}

  async check(state: SfbState, tally: Tally): Promise<void> {
    const requests = tv.emu.requests();
    const fresh = requests.slice(this.seen);
    this.seen = requests.length;
    const revealed = await publicEventText(this.matchId);
    const hidden = state.players.flatMap((p) => p.hand);
    for (const r of fresh) {
      const body = (r.body ?? {}) as Obj;
      // An edit's ephemerality is its message's (edits carry no EPHEMERAL flag).
      const edited = r.method === 'PATCH' && r.path.startsWith('/webhooks/') ? tv.emu.messageEditedBy(r.path) : undefined;
      if (r.method === 'GET' || isEphemeralBody(body) || (edited && isEphemeralBody(edited))) continue;
      tally.publicPayloadsChecked++;
      const text = JSON.stringify(body);
      for (const id of hidden) {
        const name = CARD_BY_ID.get(id)!.name.en;
        if (!wordIn(revealed, name))
          expect(wordIn(text, name), `public payload ${r.method} ${r.path} names ${name}, in a hand: ${text}`).toBe(false);
        expect(text, `public payload ${r.method} ${r.path} carries card id ${id}`).not.toMatch(new RegExp(`[^a-z0-9]${id}[^a-z0-9]`));
      }
      for (const f of r.files) expect(f.size, `${f.filename} under 1 MB`).toBeLessThan(1_000_000);
    }
  }
}

/** The name as a whole word or phrase ("Challenge" is not in "Challenges:"). */
function wordIn(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

async function publicEventText(matchId: string): Promise<string> {
  const rows = await tv.db.prisma.matchAction.findMany({ where: { matchId }, select: { events: true } });
  return rows
    .flatMap((r) => r.events as Text[])
    .map(textEn)
    .join('\n');
}

/** Where the current match's requests start in the emulator's log. */
let requestsBefore = 0;

/** /challenge, steer the seed (the service draws one at random), then every challenged user accepts. */
async function challenge(
  options: Record<string, string | number>,
  accepting: string[],
  seedFor: (seats: { name: string; bot: boolean }[], options: unknown) => string,
  tally: Tally,
): Promise<string> {
  requestsBefore = tv.emu.requests().length;
  const out = await respond(tv.emu, tv.emu.slash(users[0]!, channel, 'challenge', { game: 'sfb', ...options }));
  const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
  const created = await tv.service.get(matchId);
  const seed = seedFor(
    created.seats.map((s) => ({ name: s.name, bot: s.isBot })),
    created.options,
  );
  await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed } });
  for (const u of accepting) await click(tally, u, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc'));
  const m = await tv.service.get(matchId);
  expect(m.status).toBe('active');
  expect(m.threadId).toBeTruthy();
  return matchId;
}

const versionOf = (panel: Obj | undefined): number | null => {
  const ids = [...buttons(panel).map((b) => b.customId), ...selects(panel).map((s) => s.customId)].filter((id) =>
    /^(ch|sel|grp|pg):/.test(id),
  );
  return ids.length ? parseCustomId(ids[0]!)!.version : null;
};

/** Clicks the choice in the seat's panel as a person would (panel-clicks.ts), counting group and page steps and confirmations. */
async function clickChoice(tally: Tally, user: string, panelId: string, prompt: Prompt, choiceId: string): Promise<Obj> {
  const reached = await reachChoice(
    (id) => tv.emu.message(id),
    async (messageId, customId, values) => (await click(tally, user, messageId, customId, values)).message,
    panelId,
    prompt,
    choiceId,
  );
  tally.groupSteps += reached.steps;
  if (reached.confirmed) tally.confirmed++;
  return reached.message;
}

/** Plays the match to its end through the panels; returns the seconds it took. */
async function playThrough(
  matchId: string,
  tally: Tally,
  onDecision?: (state: SfbState, p: Prompt, choiceId: string) => Promise<void>,
): Promise<number> {
  const started = Date.now();
  const audit = new PublicAudit(matchId, requestsBefore);
  const panels = new Map<number, string>();
  const memo = { mull: 0, cancelled: false };
  let beforeAction: string | null = null;
  for (let guard = 0; guard < 3000; guard++) {
    const m = await tv.service.get(matchId);
    const state = m.state as unknown as SfbState;
    await audit.check(state, tally);
    if (m.status !== 'active') break;
    const p = sfb.prompts(state)[0]!;
    const user = m.seats[p.seat]!.userId!;
    const choiceId = policy(state, p, memo);
    let panelId = panels.get(p.seat);
    if (!panelId || versionOf(tv.emu.message(panelId)) !== m.version) {
      const opened = await click(tally, user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play'));
      panelId = opened.message.id as string;
      panels.set(p.seat, panelId);
    }
    await onDecision?.(state, p, choiceId);
    if (p.kind === 'activate') beforeAction = canonicalJson(state);
    if (p.kind === 'reenter') tally.reentries++;
    if (choiceId.startsWith('r.')) tally.reactions++;
    if (choiceId.startsWith('u.')) tally.mulliganToggles++;
    const after = await clickChoice(tally, user, panelId, p, choiceId);
    tally.decisions++;
    expect(textOf(after)).not.toMatch(/moved on|a avancé/);
    if (choiceId === 'cancel') {
      tally.cancels++;
      // Cancel restores the position from before the card was played.
      expect(canonicalJson((await tv.service.get(matchId)).state)).toBe(beforeAction);
    }
  }
  const rows = await tv.db.prisma.matchAction.findMany({ where: { matchId }, select: { events: true } });
  tally.kos = rows.flatMap((r) => r.events as Text[]).filter((e) => keyOf(e) === 'sfb.ev.ko').length;
  return (Date.now() - started) / 1000;
}

function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `click→reply p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function save(url: string, name: string): Promise<void> {
  writeFileSync(`artifacts/screenshots/${name}`, Buffer.from(await (await fetch(url)).arrayBuffer()));
}

describe('Super Fantasy Brawl through Discord', () => {
  it('a duel from /challenge to victory: friendly draft, mulligan, cancel, reactions, KO and re-entry, all by clicks', async () => {
    const tally = newTally();
    const options = { opponent: users[1]!, recruitment: 'friendly', variant: 'duel' };
    // The shortest game among a few seeds that shows a KO, a re-entry from the portal and a reaction.
    const matchId = await challenge(
      options,
      [users[1]!],
      steer((r) => r.ko > 0 && r.reenter > 0 && r.react > 0, 'sfb-e2e'),
      tally,
    );
    const opened = await tv.service.get(matchId);
    const matchMessageId = opened.messageId!;
    const threadId = opened.threadId!;
    let poolSeen = false;
    let lastPing = '0';
    let handSaved = false;
    let boardSaved = false;
    const seconds = await playThrough(matchId, tally, async (state, p, choiceId) => {
      // Until the first reaction, both players are as if away from the table (their last move over 3 minutes ago): the defender is pinged.
      if (tally.reactionWaitShown === 0)
        await tv.db.prisma
          .$executeRaw`UPDATE match_seats SET acted_at = acted_at - interval '10 minutes' WHERE match_id = ${matchId}::uuid`;
      const m = await tv.service.get(matchId);
      const panelOf = async () => {
        const seatUser = m.seats[p.seat]!.userId!;
        return tv.emu
          .visibleMessages(seatUser, threadId)
          .filter((x) => ((x.flags as number) & 64) === 64)
          .at(-1) as Obj | undefined;
      };
      if (p.kind === 'recruit' && !poolSeen) {
        // Recruitment happens on the pool's champion cards.
        await expect
          .poll(() => attachmentsOf(tv.emu.message(matchMessageId)!).map((a) => a.filename), { timeout: 20_000 })
          .toEqual(['sfb-pool.png']);
        await save(attachmentsOf(tv.emu.message(matchMessageId)!)[0]!.url, 'sfb-recruitment-pool.png');
        poolSeen = true;
      }
      if (p.kind === 'mulligan') {
        // The mulligan panel shows the hand as an image and one toggle per card.
        const panel = await panelOf();
        expect(attachmentsOf(panel!).map((a) => a.filename)).toContain('sfb-hand.png');
        expect(buttons(panel).filter((b) => /:[mu]\.[a-z]{3}\d$/.test(b.customId)).length).toBeGreaterThan(0);
      }
      if (p.kind === 'activate' && state.round >= 2 && !handSaved) {
        const panel = await panelOf();
        const hand = attachmentsOf(panel!).find((a) => a.filename === 'sfb-hand.png');
        expect(hand, 'the turn panel shows the hand').toBeTruthy();
        // One button per playable card and standard action, and End turn.
        expect(buttons(panel).some((b) => b.customId.endsWith(':end'))).toBe(true);
        await save(hand!.url, 'sfb-hand-panel.png');
        handSaved = true;
      }
      if (p.kind === 'reaction') {
        // The attacker's turn waits, and the match message says so.
        await expect.poll(() => textOf(tv.emu.message(matchMessageId)!), { timeout: 20_000 }).toContain('Waiting for');
        if (tally.reactionWaitShown === 0) {
          // The defender, away from the table, is pinged in the thread (the scheduler's "your move" mention).
          const defender = m.seats[p.seat]!.userId!;
          await scheduler.runDue();
          const pinged = () =>
            tv.emu
              .visibleMessages(defender, threadId)
              .some((x) => textOf(x as Obj).includes(`<@${defender}>`) && ((x as Obj).id as string) > lastPing);
          await expect.poll(pinged, { timeout: 20_000 }).toBe(true);
        }
        tally.reactionWaitShown++;
      }
      if (p.kind !== 'reaction') {
        const last = tv.emu.visibleMessages(users[0]!, threadId).at(-1) as Obj | undefined;
        lastPing = (last?.id as string | undefined) ?? lastPing;
      }
      if (p.kind === 'activate' && state.round >= 3 && !boardSaved) {
        const board = attachmentsOf(tv.emu.message(matchMessageId)!).find((a) => a.filename === 'sfb-board.png');
        if (board) {
          await save(board.url, 'sfb-board.png');
          boardSaved = true;
          const text = textOf(tv.emu.message(matchMessageId)!);
          expect(text).toMatch(/essences ready \*\*/);
          expect(text).toContain('Challenges on the track');
          expect(text).toMatch(/· \[✗\] .+ — /);
        }
      }
      void choiceId;
    });
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    expect(tally.kos).toBeGreaterThan(0);
    expect(tally.reentries).toBeGreaterThan(0);
    expect(tally.reactions).toBeGreaterThan(0);
    expect(tally.reactionWaitShown).toBeGreaterThan(0);
    expect(tally.mulliganToggles).toBe(1);
    expect(tally.cancels).toBe(1);
    expect(poolSeen && handSaved && boardSaved).toBe(true);
    // Victory: the final board and the winners in the match message.
    // The match message catches up from the outbox (later under load): its final face.
    await expect.poll(() => textOf(tv.emu.message(matchMessageId)!), { timeout: 30_000 }).toContain('How the VP were scored');
    const final = tv.emu.message(matchMessageId)!;
    expect(textOf(final)).toContain('Victory for');
    // The VP story: every knock-out and challenge with its round.
    expect(textOf(final)).toContain('How the VP were scored');
    expect(textOf(final).match(/· Round \d+: /g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(attachmentsOf(final).map((a) => a.filename)).toEqual(['sfb-board.png']);
    await save(attachmentsOf(final)[0]!.url, 'sfb-final-board.png');
    // Readable lines of what each card did, in the thread.
    const threadText = tv.emu
      .visibleMessages(users[0]!, threadId)
      .map((x) => textOf(x as Obj))
      .join('\n');
    expect(threadText).toMatch(/hits .* for \d/);
    expect(threadText).toMatch(/knocked out/);
    expect(threadText).toMatch(/takes the action back/);
    // One line per resolved card, also among the match message's last events.
    expect(threadText).toMatch(/▶ \S+ plays .+ with .+: .+/);
    // Rematch: the loser challenges the same opponent again, same options; the new challenge waits in the channel.
    const loser = done.seats[(done.outcome as unknown as { ranking: number[][] }).ranking[1]![0]!]!.userId!;
    const offered = await click(tally, loser, matchMessageId, button(final, 'rmt'));
    expect(textOf(offered.message)).toMatch(/Rematch offered|Revanche proposée/);
    const again = await tv.db.prisma.match.findFirst({
      where: { status: 'challenged', game: 'sfb' },
      orderBy: { createdAt: 'desc' },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(again!.seats.map((x) => x.userId)).toEqual([loser, done.seats.find((x) => x.userId !== loser)!.userId]);
    expect(again!.options).toEqual(done.options);
    const challengeMsg = tv.emu.visibleMessages(users[0]!, channel).at(-1) as Obj;
    expect(buttons(challengeMsg).some((b) => b.customId.startsWith(`acc:${again!.id}`))).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `sfb e2e duel: ${seconds.toFixed(1)} s, ${tally.clicks} clicks for ${tally.decisions} decisions (${tally.groupSteps} group/page steps, ${tally.confirmed} warned cards confirmed), ${done.version} moves, KOs ${tally.kos}, re-entries ${tally.reentries}, reactions ${tally.reactions}, ${tally.publicPayloadsChecked} public payloads checked, ${percentiles(tally.clickMs)}`,
    );
  }, 240_000);

  it('La Grande Tornade to the end: two players with a bot teammate each, competitive draft, team VP to 7', async () => {
    const tally = newTally();
    const options = { opponent: users[1]!, bots: 2, recruitment: 'competitive', variant: 'tornado' };
    const matchId = await challenge(
      options,
      [users[1]!],
      steer(() => true, 'sfb-e2e-4p'),
      tally,
    );
    const opened = await tv.service.get(matchId);
    expect(opened.seats.map((x) => x.isBot)).toEqual([false, false, true, true]);
    const state = opened.state as unknown as SfbState;
    // Seats 0 and 2 against 1 and 3: each person's teammate is a bot.
    expect(state.teams.map((t) => t.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    let secretBringSeen = false;
    const seconds = await playThrough(matchId, tally, async (st, p) => {
      if (p.kind === 'bring' && !secretBringSeen) {
        // While champions are brought in secret, the public picture is the whole roster and the text names no choice.
        await expect.poll(() => textOf(tv.emu.message(opened.messageId!)!), { timeout: 20_000 }).toContain('in secret');
        // Read once edited (the edit follows the click's answer).
        const msg = tv.emu.message(opened.messageId!)!;
        expect(attachmentsOf(msg).map((a) => a.filename)).toEqual(['sfb-pool.png']);
        for (const id of st.brought.flat()) expect(textOf(msg)).not.toContain(CHAMPION_BY_ID.get(id)!.name);
        secretBringSeen = true;
      }
    });
    const done = await tv.service.get(matchId);
    expect(done.status).toBe('finished');
    expect((await tv.service.replay(matchId)).equal).toBe(true);
    const final = done.state as unknown as SfbState;
    expect(Math.max(...final.teams.map((t) => t.vp))).toBeGreaterThanOrEqual(7);
    expect(secretBringSeen).toBe(true);
    await expect.poll(() => textOf(tv.emu.message(done.messageId!)!), { timeout: 20_000 }).toContain('Victory for');
    expect(tv.emu.violations()).toEqual([]);
    console.log(
      `sfb e2e La Grande Tornade: ${seconds.toFixed(1)} s, ${tally.clicks} clicks for ${tally.decisions} decisions by two people (${tally.groupSteps} group/page steps, ${tally.confirmed} warned cards confirmed), ${done.version} moves in all, KOs ${tally.kos}, reactions ${tally.reactions}, ${tally.publicPayloadsChecked} public payloads checked, ${percentiles(tally.clickMs)}`,
    );
  }, 240_000);

  it('/rules explains playing here, in French for a French player; /challenge offers the recruitment and variant options', async () => {
    const en = await respond(tv.emu, tv.emu.slash(users[0]!, channel, 'rules', { game: 'sfb' }));
    expect(textOf(en.message)).toContain('Playing here');
    expect(textOf(en.message)).toContain('La Grande Tornade');
    const fr = await respond(tv.emu, tv.emu.slash(users[1]!, channel, 'rules', { game: 'sfb' }));
    expect(textOf(fr.message)).toContain('Jouer ici');
    // Seat counts follow the variant: refused at /challenge, before anyone accepts.
    const three = await respond(
      tv.emu,
      tv.emu.slash(users[0]!, channel, 'challenge', { game: 'sfb', opponent: users[1]!, opponent2: users[2]! }),
    );
    expect(textOf(three.message)).toContain('is played by 2 / 4 players');
    const tornadoForTwo = await respond(
      tv.emu,
      tv.emu.slash(users[0]!, channel, 'challenge', { game: 'sfb', opponent: users[1]!, variant: 'tornado' }),
    );
    expect(textOf(tornadoForTwo.message)).toContain('is played by 4 players');
    const challenge = tv.emu.commands().find((c) => c.name === 'challenge')!;
    const names = (challenge.options ?? []).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['recruitment', 'variant', 'bots']));
  });
});
