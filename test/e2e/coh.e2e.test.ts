/**
 * Champions of Hara end to end on the local emulator (real discord.js bot,
 * real database): an open table with a bot for a 2-player Versus Arena, a
 * Solo scenario with its Corrupted, and a team-versus scenario with two bots,
 * each to its end. Alice clicks her
 * decisions in her panel (the engine bot's pick among what she sees) until
 * she has moved with the lettered picker, paid Spirit on a Challenge's die
 * and levelled up; the rest of her moves go through the match service, and
 * the bot seat plays itself. Seeds are fixed (set before the host starts):
 * coh-e2e-9 gives a Move at Alice's 2nd decision, a Challenge at her 4th, a
 * level up by her 21st; coh-solo-0 gives a Challenge at her 5th, a Move at
 * her 7th, a level up by her 19th and Corrupted turns from the first round;
 * coh-team-2 ends S05 at its deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/core/game.js';
import type { Text } from '../../src/core/text.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translate } from '../../src/discord/strings.js';
import { coh, choiceToken, type CohState } from '../../src/games/coh/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import {
  eventKeys as cohEventKeys,
  eventLines as cohEventLines,
  eventTexts as cohEventTexts,
  openTable as openCohTable,
} from '../support/coh-play.js';
import { reachChoice } from '../support/panel-clicks.js';
import { button, buttons, respond, startTavern, textOf, type Obj, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string;
let channel: string;

beforeAll(async () => {
  tv = await startTavern([coh, sfb]);
  alice = tv.emu.users[0]!.id;
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

const attachmentsOf = (m: Obj | undefined) => (m?.attachments as { filename: string; size: number }[] | undefined) ?? [];
const en = (t: Text) => translate(t, 'en', coh.strings);

interface Tally {
  clicks: number;
  decisions: number;
  picks: number;
  pays: number;
  kinds: Set<string>;
  /** Every event line the match message and the panel showed along the way. */
  lines: Set<string>;
}

const versionOf = (panel: Obj | undefined): number | null => {
  const ids = buttons(panel)
    .map((b) => b.customId)
    .filter((id) => /^(ch|sel|grp|pg):/.test(id));
  return ids.length ? parseCustomId(ids[0]!)!.version : null;
};

/**
 * Alice's decisions by clicks until `done` holds: each one the engine bot's
 * pick, reached in her panel as a person would; a choice of a space is made
 * on the lettered picture by its letter.
 */
async function clickUntil(matchId: string, done: (st: CohState, t: Tally) => boolean, max: number): Promise<Tally> {
  const tally: Tally = { clicks: 0, decisions: 0, picks: 0, pays: 0, kinds: new Set(), lines: new Set() };
  let panelId: string | null = null;
  for (let guard = 0; guard < max; guard++) {
    const m = await tv.service.get(matchId);
    const st = m.state as unknown as CohState;
    if (m.status !== 'active' || done(st, tally)) break;
    const p: Prompt = coh.prompts(st)[0]!;
    expect(p.seat).toBe(0);
    if (!panelId || versionOf(tv.emu.message(panelId)) !== m.version) {
      const opened = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
      tally.clicks++;
      panelId = opened.message.id as string;
    }
    const choiceId = choiceToken(String(coh.botAction(st, 0).c));
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
    tally.kinds.add(p.kind);
    await reachChoice(
      (id) => tv.emu.message(id),
      async (messageId, customId, values) => {
        tally.clicks++;
        return (await respond(tv.emu, tv.emu.click(alice, messageId, customId, values))).message;
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

/** Alice's remaining moves through the service (the bot seats answer inline) until the match ends. */
async function finish(matchId: string): Promise<void> {
  for (let guard = 0; guard < 2000; guard++) {
    const m = await tv.service.get(matchId);
    if (m.status !== 'active') return;
    const st = m.state as unknown as CohState;
    await tv.service.act(m.id, alice, coh.botAction(st, coh.prompts(st)[0]!.seat), m.version);
  }
  throw new Error('the match did not end');
}

const openTable = (options: Record<string, string | number>, seed: string) => openCohTable(tv, alice, channel, options, seed);
const eventTexts = (matchId: string) => cohEventTexts(tv, matchId);
const eventKeys = (matchId: string) => cohEventKeys(tv, matchId);
const eventLines = (matchId: string) => cohEventLines(tv, matchId);

describe('Champions of Hara through Discord', () => {
  it('a 2-player Versus Arena against a bot, to its end: picker moves, a Challenge’s die and a level up by clicks (COH-14, COH-26.3, COH-10.4)', async () => {
    const matchId = await openTable({ bots: 1, mode: 'versus' }, 'coh-e2e-18');
    const started = await tv.service.get(matchId);
    expect(started.seats.map((s) => s.isBot)).toEqual([false, true]);
    const message = tv.emu.message(started.messageId!)!;
    expect(attachmentsOf(message).map((a) => a.filename)).toEqual(['coh-board.png']);
    expect(started.options).toEqual({ mode: 'versus' });
    const tally = await clickUntil(matchId, (st, t) => t.picks > 0 && t.pays > 0 && st.chars[0]!.levels.length > 0, 60);
    expect(tally.picks).toBeGreaterThan(0);
    expect(tally.pays).toBeGreaterThan(0);
    expect(tally.decisions).toBeLessThanOrEqual(21);
    const keys = await eventKeys(matchId);
    expect(keys).toContain('coh.ev.roll');
    expect(keys).toContain('coh.ev.level');
    // The match message and the panel tell what happened: the die of the Challenge and the level up.
    const lines = [...tally.lines];
    expect(lines.some((l) => /^Kaoru rolls \d \(\d needed\)\.$/.test(l))).toBe(true);
    // The level up comes at the end of her turn (COH-10.4), told among the turn's events.
    expect((await eventLines(matchId)).some((l) => /^Kaoru levels up: .+\.$/.test(l))).toBe(true);
    await finish(matchId);
    const ended = await tv.service.get(matchId);
    expect(ended.status).toBe('finished');
    const outcome = coh.outcome(ended.state as unknown as CohState)!;
    // With this seed and the tuned content (version 2) the bot reaches 10 of each energy and comes home first.
    expect(en(outcome.reason)).toBe('Bot 1 is crowned Champion of Hara.');
    // Each Dawn and Dusk posts the cards it placed in the match thread, with their picture (COH-5.1, COH-5.2).
    const placedLines = (await eventTexts(matchId)).filter((e) => typeof e !== 'string' && e.key === 'coh.ev.placedDawn').map(en);
    expect(placedLines[0]).toMatch(/^Dawn of Day \d: \d cards? placed on the Worlds\.$/);
    const inThread = () => (ended.threadId ? tv.emu.visibleMessages(alice, ended.threadId) : []);
    await expect.poll(() => inThread().some((x) => attachmentsOf(x).some((a) => a.filename === 'coh-placed.png'))).toBe(true);
    expect(tv.emu.violations()).toEqual([]);
  }, 240_000);

  it('a Solo scenario (S15) to its end: the Corrupted’s turns and the scenario’s effects are posted with what they did (COH-29, COH-S15)', async () => {
    const matchId = await openTable({ scenario: 's15' }, 'coh-solo-91');
    const started = await tv.service.get(matchId);
    expect(started.seats).toHaveLength(1);
    expect(started.options).toEqual({ scenario: 's15' });
    const tally = await clickUntil(matchId, (st, t) => t.picks > 0 && t.pays > 0 && st.chars[0]!.levels.length > 0, 60);
    // This seed's path: a pick, a pay and a level by the 34th decision with the bot that plans its turn (21 one decision ahead).
    expect(tally.decisions).toBeLessThanOrEqual(34);
    const keys = await eventKeys(matchId);
    expect(keys).toContain('coh.ev.corruptedTurn');
    expect(keys).toContain('coh.ev.scenarioRoll');
    // Each Corrupted turn is told: it begins, A’shura's die and the ability it rolled, what that did.
    const lines = [...tally.lines];
    expect(lines).toContain('The Corrupted turn begins.');
    expect(lines.some((l) => /^A’shura rolls \d: .+\.$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Scenario effect: the die shows \d\.$/.test(l))).toBe(true);
    await finish(matchId);
    const ended = await tv.service.get(matchId);
    expect(ended.status).toBe('finished');
    expect(en(coh.outcome(ended.state as unknown as CohState)!.reason)).toMatch(/^The scenario is (won|lost)\.$/);
    expect(tv.emu.violations()).toEqual([]);
  }, 240_000);

  it('a team-versus scenario (S05) with two bots, to its end: Leaf’s seat alone against the others (COH-30, COH-S05)', async () => {
    const matchId = await openTable({ scenario: 's05', bots: 2 }, 'coh-team-2');
    const started = await tv.service.get(matchId);
    const st = started.state as unknown as CohState;
    expect(st.chars.map((c) => c.character)[0]).toBe('leaf');
    const teams = started.seats.map((x) => x.team);
    expect(teams[1]).toBe(teams[2]);
    expect(teams[0]).not.toBe(teams[1]);
    await finish(matchId);
    const ended = await tv.service.get(matchId);
    const outcome = coh.outcome(ended.state as unknown as CohState)!;
    // With this seed Leaf's tracks never all reach their maximum: the deadline passes, the scenario is lost, and the side
    // against her wins (A50: the seats that won come first even when the featured side lost).
    expect([ended.status, en(outcome.reason), outcome.ranking]).toEqual(['finished', 'The scenario is lost.', [[1, 2], [0]]]);
    expect(tv.emu.violations()).toEqual([]);
  }, 240_000);

  it('a challenge says what was chosen: the scenario and the character', async () => {
    const out = await respond(
      tv.emu,
      tv.emu.slash(alice, channel, 'challenge', { game: 'coh', opponent: tv.emu.users[1]!.id, scenario: 's04', character: 'thomas' }),
    );
    expect(textOf(out.message)).toContain('Scenario: S04 Shattered worlds (co-op, 2–4) · Character: Thomas');
  });

  it('refused with a clear message: a Solo scenario with a bot seat, another game’s option', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'coh', scenario: 's03', bots: 1 }));
    expect(textOf(out.message)).toContain('Champions of Hara is played by 1 players with these options.');
    const bad = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'coh', bots: 1, recruitment: 'free' }));
    expect(textOf(bad.message)).toContain('The option “recruitment” is not one of Champions of Hara’s options.');
  });
});
