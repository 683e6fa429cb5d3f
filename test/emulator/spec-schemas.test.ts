/**
 * #12.2/3: what the emulator answers is held to Discord's own OpenAPI
 * specification (the discord-api-spec package's zod schemas: types,
 * required fields, enumerations). A short session — a challenge accepted, a
 * panel, a move, a resignation with its confirmation, the result — leaves
 * messages of every kind Tavern sends; each, as the emulator serves it, must
 * parse as a MessageResponse, and every user as a UserResponse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as spec from 'discord-api-spec/zod';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { unknownFields } from '../../src/emulator/rules/spec-check.js';
import { checkAnswer } from '../../src/emulator/rules/spec-responses.js';
import { fixtureGame } from '../support/fixture-game.js';
import { button, buttons, respond, startTavern, type Tavern } from '../support/tavern.js';

let tv: Tavern;
type Obj = Record<string, unknown>;
const messages: Obj[] = [];

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  const [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
  const channel = tv.emu.channels['games']!;
  const challenge = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'fixture', opponent: bruno }));
  const accept = button(challenge.message, 'acc');
  await respond(tv.emu, tv.emu.click(bruno, challenge.message.id as string, accept));
  const m = await tv.service.get(parseCustomId(accept)!.matchId);
  const panel = await respond(tv.emu, tv.emu.click(bruno, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
  const bid = buttons(panel.message).find((b) => b.customId.endsWith(':bid2'))!;
  await respond(tv.emu, tv.emu.click(bruno, panel.message.id as string, bid.customId));
  const ask = await respond(tv.emu, tv.emu.slash(alice, m.threadId!, 'match resign', {}));
  await respond(tv.emu, tv.emu.click(alice, ask.message.id as string, button(ask.message, 'rsy')));
  await respond(tv.emu, tv.emu.slash(alice, channel, 'help', {}));
  for (const user of [alice, bruno]) for (const id of [channel, m.threadId!]) messages.push(...tv.emu.visibleMessages(user, id));
});
afterAll(async () => {
  await tv.close();
});

/** Zod's issues as "path: message" lines (empty when the value parses). */
function problems(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

describe("the emulator's answers follow Discord's schemas (#12.2, #12.3)", () => {
  it('the session left messages of every kind: ephemeral panels, the match message with buttons and a picture, thread events', () => {
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.some((m) => ((m.flags as number) & 64) === 64)).toBe(true);
    expect(messages.some((m) => JSON.stringify(m.components).includes('"type":12'))).toBe(true);
  });

  it('every message parses as a MessageResponse and names no field it does not have: components numbered, containers with spoiler, selects with min/max values', () => {
    const failures = messages.flatMap((m) => {
      const reading = checkAnswer('GET', `/channels/${String(m.channel_id)}/messages/${String(m.id)}`, 200, m);
      return [...reading.problems.map((p) => `${String(m.id)} ${p.path.join('.')}: ${p.message}`), ...reading.unknown];
    });
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('an unknown field is caught (the strict reading)', () => {
    const [first] = messages;
    const reading = checkAnswer('GET', `/channels/${String(first!.channel_id)}/messages/${String(first!.id)}`, 200, {
      ...first,
      sparkle: true,
    });
    expect(reading.route?.path).toBe('/channels/{channel_id}/messages/{message_id}');
    expect(reading.unknown).toEqual(['sparkle']);
  });

  it('every user parses as a UserResponse (primary_guild included)', () => {
    for (const user of [...tv.emu.users, tv.emu.botUser]) {
      expect(problems(spec.UserResponseSchema, tv.emu.userJson(user))).toEqual([]);
      expect(unknownFields(spec.UserResponseSchema, tv.emu.userJson(user))).toEqual([]);
    }
  });
});
