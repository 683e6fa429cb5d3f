/**
 * Plays a match through the emulator the way people do — "Take my turn" when
 * their panel no longer offers the move, then the engine bot's pick clicked
 * in the panel — with async play wired as in production (the scheduler runs
 * after every click), and measures how loud the match was: mentions per
 * player (and which of them pinged a player already owed a move or the one
 * who just clicked), bot messages in the thread, the busiest 5 seconds of
 * the thread, and the live panels each player was left with.
 */
import { expect } from 'vitest';
import { findOfferedChoice, type Prompt } from '../../src/core/game.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import type { AnyGame } from '../../src/games/registry.js';
import type { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { reachChoice } from './panel-clicks.js';
import { button, buttons, respond, selects, type Tavern } from './tavern.js';

type Obj = Record<string, unknown>;

export interface Loudness {
  /** Messages pinging each player (user id → count). */
  mentions: Record<string, number>;
  /** Mentions of a player who was already owed a move, or who made the click that caused them. */
  mentionsWhileActing: number;
  /** Bot messages posted in the thread after the match message (events, mentions, result). */
  botMessages: number;
  rounds: number;
  /** Game turns played (distinct values of the turnOf given, 0 without one). */
  turns: number;
  /** The most bot messages posted in the thread within any 5 seconds. */
  busiest5s: number;
  /** "Take my turn" clicks. */
  panelsOpened: number;
  /** The most private panels (ephemeral messages) one player could see in the thread at once, and how many of those offered choices. */
  maxPanels: number;
  maxLivePanels: number;
  clicks: number;
}

const isEphemeral = (m: Obj) => (((m.flags as number | undefined) ?? 0) & 64) === 64;

/** A panel a player can still click: ephemeral, from the bot, with choices. */
const isLivePanel = (m: Obj) =>
  isEphemeral(m) && (buttons(m).some((b) => /^(ch|pg):/.test(b.customId)) || selects(m).some((s) => /^(sel|grp):/.test(s.customId)));

export async function playAndMeasure(
  tv: Tavern,
  scheduler: Scheduler,
  game: AnyGame,
  matchId: string,
  roundOf: (state: never) => number,
  turnOf?: (state: never) => string,
): Promise<Loudness> {
  const start = await tv.service.get(matchId);
  const threadId = start.threadId!;
  const users = [...new Set(start.seats.filter((s) => s.userId && !s.isBot).map((s) => s.userId!))];
  const panels = new Map<string, string>();
  const out: Loudness = {
    mentions: Object.fromEntries(users.map((u) => [u, 0])),
    mentionsWhileActing: 0,
    botMessages: 0,
    rounds: 0,
    turns: 0,
    busiest5s: 0,
    panelsOpened: 0,
    maxPanels: 0,
    maxLivePanels: 0,
    clicks: 0,
  };
  const seen = new Set<string>();
  const turns = new Set<string>();
  const threadBotMessages = () =>
    tv.emu
      .visibleMessages(users[0]!, threadId)
      .filter((x) => !isEphemeral(x) && (x.author as Obj).id !== users[0] && x.id !== start.messageId);
  for (const x of threadBotMessages()) seen.add(x.id as string);
  await scheduler.runDue();
  tally(out, threadBotMessages(), seen, new Set(), null);

  for (let guard = 0; guard < 4000; guard++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') break;
    if (turnOf) turns.add(turnOf(m.state as never));
    const prompts = game.prompts(m.state as never);
    const owedBefore = new Set(prompts.map((p) => m.seats[p.seat]!.userId!).filter(Boolean));
    for (const p of prompts) {
      const user = m.seats[p.seat]!.userId;
      if (!user) continue;
      const now = await tv.service.get(matchId);
      const owed = game.prompts(now.state as never).find((x: Prompt) => x.seat === p.seat);
      if (!owed || now.status !== 'active') continue;
      const choice = findOfferedChoice([owed], p.seat, game.botAction(now.state as never, p.seat))!;
      let panelId = panels.get(user);
      if (!panelId || !offers(tv, panelId, owed, choice.id)) {
        out.clicks++;
        out.panelsOpened++;
        const opened = await respond(tv.emu, tv.emu.click(user, now.messageId!, button(tv.emu.message(now.messageId!), 'turn', 'play')));
        panelId = opened.message.id as string;
        panels.set(user, panelId);
        const visible = tv.emu.visibleMessages(user, threadId).filter(isEphemeral);
        out.maxPanels = Math.max(out.maxPanels, visible.length);
        out.maxLivePanels = Math.max(out.maxLivePanels, visible.filter(isLivePanel).length);
      }
      out.clicks += await clickChoice(tv, user, panelId, owed, choice.id);
      await scheduler.runDue();
      tally(out, threadBotMessages(), seen, owedBefore, user);
    }
  }
  const done = await tv.service.get(matchId);
  expect(done.status).toBe('finished');
  // The result follows every event still waiting for a slot (5 posts per 5 s): this
  // loop clicks at machine speed, so the backlog at the end is several windows long.
  await expect
    .poll(() => threadBotMessages().some((x) => buttons(x).some((b) => b.customId.startsWith('rmt:'))), { timeout: 60_000 })
    .toBe(true);
  tally(out, threadBotMessages(), seen, new Set(), null);
  const times = threadBotMessages().map((x) => Date.parse(x.timestamp as string));
  out.botMessages = times.length;
  out.busiest5s = Math.max(0, ...times.map((t0) => times.filter((t) => t >= t0 && t < t0 + 5000).length));
  out.rounds = roundOf(done.state as never);
  out.turns = turns.size;
  return out;
}

function tally(out: Loudness, messages: Obj[], seen: Set<string>, owedBefore: Set<string>, clicker: string | null): void {
  for (const x of messages) {
    if (seen.has(x.id as string)) continue;
    seen.add(x.id as string);
    for (const u of (x.mentions as Obj[]).map((y) => y.id as string)) {
      out.mentions[u] = (out.mentions[u] ?? 0) + 1;
      if (u === clicker || owedBefore.has(u)) out.mentionsWhileActing++;
    }
  }
}

function offers(tv: Tavern, panelId: string, prompt: Prompt, choiceId: string): boolean {
  const panel = tv.emu.message(panelId);
  if (!panel) return false;
  if (buttons(panel).some((b) => b.customId.startsWith('ch:') && b.customId.endsWith(`:${choiceId}`))) return true;
  if (selects(panel).some((s) => s.customId.startsWith('sel:') && s.options.some((o) => o.value === choiceId))) return true;
  const choice = prompt.choices.find((c) => c.id === choiceId);
  return choice?.group !== undefined && selects(panel).some((s) => s.customId.startsWith('grp:')) && versionOf(panel) !== null;
}

const versionOf = (panel: Obj): number | null => {
  const id = [...buttons(panel).map((b) => b.customId), ...selects(panel).map((s) => s.customId)].find((x) => /^(ch|sel|grp|pg):/.test(x));
  return id ? parseCustomId(id)!.version : null;
};

/** Clicks the choice as a person would (panel-clicks.ts). Returns the clicks made. */
async function clickChoice(tv: Tavern, user: string, panelId: string, prompt: Prompt, choiceId: string): Promise<number> {
  let clicks = 0;
  await reachChoice(
    (id) => tv.emu.message(id),
    async (messageId, customId, values) => {
      clicks++;
      return (await respond(tv.emu, tv.emu.click(user, messageId, customId, values))).message;
    },
    panelId,
    prompt,
    choiceId,
  );
  return clicks;
}
