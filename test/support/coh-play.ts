/**
 * Playing Champions of Hara through the emulator, shared by the CoH end-to-end
 * files: an open table started on a fixed seed, a seat's decisions clicked in
 * its panel as a person would (the engine bot's picks; a space on the lettered
 * picture by its letter), the rest of the match through the match service,
 * and the audit of every public payload against the hands of the moment.
 */
import { expect } from 'vitest';
import type { Prompt } from '../../src/core/game.js';
import { inKeyOrder } from '../../src/core/search/index.js';
import type { Text } from '../../src/core/text.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { abilityDef } from '../../src/games/coh/content/index.js';
import { coh, choiceToken, type CohState } from '../../src/games/coh/index.js';
import { reachChoice } from './panel-clicks.js';
import { button, buttons, publicPayloads, respond, textOf, type Obj, type Tavern } from './tavern.js';

export const attachmentsOf = (m: Obj | undefined) => (m?.attachments as { filename: string; size: number }[] | undefined) ?? [];
export const cohEn = (t: Text) => translate(t, 'en', coh.strings);
const keyOf = (t: Text) => (typeof t === 'string' ? t : t.key);

/** An open table (bots fill seats), its seed fixed before the host starts it; returns the match id. */
export async function openTable(
  tv: Tavern,
  host: string,
  channel: string,
  options: Record<string, string | number>,
  seed: string,
): Promise<string> {
  const out = await respond(tv.emu, tv.emu.slash(host, channel, 'challenge', { game: 'coh', open: true, ...options }));
  const table = out.message.id as string;
  const go = buttons(tv.emu.message(table)).find((b) => parseCustomId(b.customId)?.kind === 'go')!;
  const matchId = parseCustomId(go.customId)!.matchId;
  await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed } });
  await respond(tv.emu, tv.emu.click(host, table, go.customId));
  await expect.poll(async () => (await tv.service.get(matchId)).messageId, { timeout: 15_000 }).toBeTruthy();
  return matchId;
}

export interface Tally {
  clicks: number;
  decisions: number;
  picks: number;
  pays: number;
  /** Adventure turns the seat ended by clicks. */
  turns: number;
  kinds: Set<string>;
  /** Every event line the match message and the panel showed along the way. */
  lines: Set<string>;
}

/**
 * The person's pick: the engine bot's, on the state with its keys sorted as
 * the bot seats decide (the state read back from the database has jsonb's key
 * order), so a whole match is the engine's bot game of its seed: `seedGame`
 * plays it without Discord.
 */
const pick = (st: CohState, seat: number) => coh.botAction(inKeyOrder(st), seat);

/** The bot game of `seed` the e2e files play (every seat the engine bot): its moves, last Day and outcome reason, to pick seeds. */
export function seedGame(options: Record<string, unknown>, seats: { name: string; bot?: boolean }[], seed: string) {
  let st = coh.setup(coh.options.parse(options), seats, seed);
  let moves = 0;
  for (; moves < 5000 && !coh.outcome(st); moves++) {
    const seat = coh.prompts(st)[0]!.seat;
    st = coh.apply(st, seat, pick(st, seat)).state;
  }
  return { moves, day: st.day, reason: cohEn(coh.outcome(st)!.reason) };
}

const versionOf = (panel: Obj | undefined): number | null => {
  const ids = buttons(panel)
    .map((b) => b.customId)
    .filter((id) => /^(ch|sel|grp|pg):/.test(id));
  return ids.length ? parseCustomId(ids[0]!)!.version : null;
};

/**
 * The seat 0 player's decisions by clicks until `done` holds: each one the
 * engine bot's pick, reached in the panel as a person would; a choice of a
 * space is made on the lettered picture by its letter. The bot seats answer
 * within each move (normal level), so every prompt met here is the clicker's.
 */
export async function clickUntil(
  tv: Tavern,
  user: string,
  matchId: string,
  done: (st: CohState, t: Tally) => boolean,
  max: number,
): Promise<Tally> {
  const tally: Tally = { clicks: 0, decisions: 0, picks: 0, pays: 0, turns: 0, kinds: new Set(), lines: new Set() };
  let panelId: string | null = null;
  for (let guard = 0; guard < max; guard++) {
    const m = await tv.service.get(matchId);
    const st = m.state as unknown as CohState;
    if (m.status !== 'active' || done(st, tally)) break;
    const p: Prompt = coh.prompts(st)[0]!;
    expect(p.seat).toBe(0);
    if (!panelId || versionOf(tv.emu.message(panelId)) !== m.version) {
      const opened = await respond(tv.emu, tv.emu.click(user, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
      tally.clicks++;
      panelId = opened.message.id as string;
    }
    const engineId = String(pick(st, 0).c);
    const choiceId = choiceToken(engineId);
    const choice = p.choices.find((c) => c.id === choiceId)!;
    // A decision with any choice of a space shows the lettered board (the picker), any other the hand.
    const panel = tv.emu.message(panelId)!;
    expect(attachmentsOf(panel).map((a) => a.filename)).toEqual([p.choices.some((c) => c.hex) ? 'coh-pick.png' : 'coh-hand.png']);
    if (choice.hex) {
      // The button of a space carries its letter.
      const b = buttons(panel).find((x) => x.customId.endsWith(`:${choiceId}`));
      if (b) expect(b.label).toMatch(/^[A-Z]{1,2}( · |$)/);
      tally.picks++;
    }
    if (p.kind === 'pay') tally.pays++;
    if (p.kind === 'turn' && engineId === 'end') tally.turns++;
    tally.kinds.add(p.kind);
    await reachChoice(
      (id) => tv.emu.message(id),
      async (messageId, customId, values) => {
        tally.clicks++;
        return (await respond(tv.emu, tv.emu.click(user, messageId, customId, values))).message;
      },
      panelId,
      p,
      choiceId,
    );
    tally.decisions++;
    const shown = `${textOf(tv.emu.message(m.messageId!))}\n${textOf(tv.emu.message(panelId))}`;
    for (const line of shown.split('\n')) if (line.startsWith('• ')) tally.lines.add(line.slice(2));
  }
  return tally;
}

/** The clicker's remaining moves through the service (the bot seats answer inline) until the match ends. */
export async function finish(tv: Tavern, user: string, matchId: string): Promise<void> {
  for (let guard = 0; guard < 2000; guard++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') return;
    const st = m.state as unknown as CohState;
    await tv.service.act(m.id, user, pick(st, coh.prompts(st)[0]!.seat), m.version);
  }
  throw new Error('the match did not end');
}

export async function eventTexts(tv: Tavern, matchId: string): Promise<Text[]> {
  const rows = await tv.db.prisma.matchAction.findMany({ where: { matchId }, orderBy: { seq: 'asc' }, select: { events: true } });
  return rows.flatMap((r) => r.events as Text[]);
}
export const eventKeys = async (tv: Tavern, matchId: string) => (await eventTexts(tv, matchId)).map(keyOf);
export const eventLines = async (tv: Tavern, matchId: string) => (await eventTexts(tv, matchId)).map(cohEn);

/**
 * Every public payload about this match since request `from`: no name of an
 * ability card in a hand of `state` that no event of the match named (in a
 * word of its own), and every picture under 1 MB. Returns how many payloads
 * were read.
 */
export async function auditPublic(tv: Tavern, matchId: string, state: CohState, from: number): Promise<number> {
  const revealed = (await eventLines(tv, matchId)).join('\n');
  const hidden = [...new Set(state.chars.flatMap((c) => c.hand.map((id) => abilityDef(id).name.en)))].filter(
    (name) => !revealed.includes(name),
  );
  const patterns = hidden.map((name) => ({
    name,
    re: new RegExp(`(^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`),
  }));
  const payloads = await publicPayloads(tv, matchId, from);
  for (const { text, files } of payloads) {
    for (const { name, re } of patterns) expect(re.test(text), `public payload names ${name}, in a hand`).toBe(false);
    for (const f of files) expect(f.size, `${f.filename} under 1 MB`).toBeLessThan(1_000_000);
  }
  const checked = payloads.length;
  return checked;
}
