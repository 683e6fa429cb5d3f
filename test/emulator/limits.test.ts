/**
 * One test per rule the emulator enforces: the real discord.js client sends
 * what real Discord would reject, and the emulator rejects it the same way
 * (status, code, nested errors), records the violation and logs it loudly.
 * These are the emulator's hand-written checks, so the specification's own
 * check (spec-requests.ts, which would answer first) is off here; it has its
 * tests in spec-requests.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentBuilder, DiscordAPIError, MessageFlags, Routes, type ChatInputCommandInteraction, type TextChannel } from 'discord.js';
import { onNext, startHarness, type Harness } from './harness.js';

let h: Harness;
let general: string;
let alice: string;

beforeAll(async () => {
  h = await startHarness({ schemaChecks: false });
  general = h.emu.channels.general!;
  alice = h.emu.userNamed('alice').id;
});
afterAll(async () => {
  await h.close();
});

type Obj = Record<string, unknown>;

/** Has the bot answer /ping with a raw type-4 callback through discord.js's REST client; returns the API error. */
async function rejectedReply(data: Obj, files?: { name: string; data: Buffer }[]): Promise<DiscordAPIError> {
  const done = onNext(h, async (i) => {
    await i.client.rest.post(Routes.interactionCallback(i.id, i.token), {
      body: { type: 4, data },
      auth: false,
      ...(files ? { files } : {}),
    });
  });
  h.emu.slash(alice, general, 'ping');
  const { error } = await done;
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}

/** The nested "_errors" codes found anywhere in a Discord error body. */
function errorCodes(error: DiscordAPIError): string[] {
  const codes: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_errors') codes.push(...(value as { code: string }[]).map((e) => e.code));
      else walk(value);
    }
  };
  walk((error.rawError as { errors?: unknown }).errors);
  return codes;
}

function expectInvalidForm(error: DiscordAPIError, code: string): void {
  expect(error.status).toBe(400);
  expect(error.code).toBe(50035);
  expect(errorCodes(error)).toContain(code);
  const last = h.emu.violations().at(-1)!;
  expect(last.code).toBe(50035);
  expect(JSON.stringify(last.errors)).toContain(code);
  expect(h.logged.at(-1)).toContain('Discord would reject this');
}

const button = (id: string, label = 'Go') => ({ type: 2, style: 1, custom_id: id, label });
const actionRow = (...components: Obj[]) => ({ type: 1, components });

describe('interaction timing', () => {
  it('an interaction not acknowledged within 3 s fails for the user, and a late reply gets 10062', async () => {
    let late!: () => void;
    const gate = new Promise<void>((r) => (late = r));
    const done = onNext(h, async (i) => {
      await gate;
      await (i as ChatInputCommandInteraction).reply('too late');
    });
    const handle = h.emu.slash(alice, general, 'ping');
    h.emu.advanceTime(3100);
    const outcome = await h.emu.waitForResponse(handle);
    expect(outcome.kind).toBe('failed');
    expect(h.emu.notices(alice, general).at(-1)!.text).toBe('This interaction failed');
    expect(h.emu.violations().at(-1)!.message).toMatch(/This interaction failed/);
    late();
    const { error } = await done;
    expect(error).toMatchObject({ status: 404, code: 10062 });
  });

  it('the 3 s deadline also fires on the real clock', async () => {
    const quick = await startHarness({ ackDeadlineMs: 150, schemaChecks: false });
    try {
      quick.handler = async () => undefined; // never answers
      const handle = quick.emu.slash(quick.emu.users[0]!.id, quick.emu.channels.general!, 'ping');
      const outcome = await quick.emu.waitForResponse(handle, { timeoutMs: 2000 });
      expect(outcome.kind).toBe('failed');
      expect(quick.logged.join('\n')).toMatch(/Not acknowledged within 0.15 s/);
    } finally {
      await quick.close();
    }
  });

  it('the interaction token stops working after 15 minutes (50027)', async () => {
    let later!: () => void;
    const gate = new Promise<void>((r) => (later = r));
    const done = onNext(h, async (i) => {
      const command = i as ChatInputCommandInteraction;
      await command.reply('first');
      await gate;
      await command.editReply('fifteen minutes later');
    });
    await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    h.emu.advanceTime(15 * 60 * 1000 + 1000);
    later();
    const { error } = await done;
    expect(error).toMatchObject({ status: 401, code: 50027 });
  });

  it('acknowledging twice is rejected with 40060', async () => {
    const done = onNext(h, async (i) => {
      await (i as ChatInputCommandInteraction).reply('once');
      await i.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 4, data: { content: 'twice' } }, auth: false });
    });
    h.emu.slash(alice, general, 'ping');
    const { error } = await done;
    expect(error).toMatchObject({ status: 400, code: 40060 });
    expect(h.emu.violations().at(-1)!.code).toBe(40060);
  });

  it('a callback type that does not fit the interaction is rejected (update on a slash command)', async () => {
    const error = await (async () => {
      const done = onNext(h, async (i) => {
        await i.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 7, data: { content: 'x' } }, auth: false });
      });
      h.emu.slash(alice, general, 'ping');
      return (await done).error as DiscordAPIError;
    })();
    expectInvalidForm(error, 'INTERACTION_RESPONSE_TYPE_INVALID');
  });
});

describe('component limits', () => {
  it('at most 5 action rows', async () => {
    const rows = Array.from({ length: 6 }, (_, r) => actionRow(button(`b${r}`)));
    expectInvalidForm(await rejectedReply({ content: 'x', components: rows }), 'BASE_TYPE_MAX_LENGTH');
  });

  it('at most 5 buttons per row', async () => {
    const buttons = Array.from({ length: 6 }, (_, b) => button(`b${b}`));
    expectInvalidForm(await rejectedReply({ content: 'x', components: [actionRow(...buttons)] }), 'BASE_TYPE_BAD_LENGTH');
  });

  it('a select menu is alone in its row', async () => {
    const select = { type: 3, custom_id: 's', options: [{ label: 'A', value: 'a' }] };
    expectInvalidForm(
      await rejectedReply({ content: 'x', components: [actionRow(select, button('b'))] }),
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
    );
  });

  it('at most 25 select options', async () => {
    const options = Array.from({ length: 26 }, (_, k) => ({ label: `Option ${k}`, value: `v${k}` }));
    expectInvalidForm(
      await rejectedReply({ content: 'x', components: [actionRow({ type: 3, custom_id: 's', options })] }),
      'BASE_TYPE_BAD_LENGTH',
    );
  });

  it('button labels are at most 80 characters', async () => {
    const error = await rejectedReply({ content: 'x', components: [actionRow(button('b', 'L'.repeat(81)))] });
    expectInvalidForm(error, 'BASE_TYPE_MAX_LENGTH');
    expect(JSON.stringify(error.rawError)).toContain('"label"');
  });

  it('custom_id is 1–100 characters', async () => {
    expectInvalidForm(await rejectedReply({ content: 'x', components: [actionRow(button('i'.repeat(101)))] }), 'BASE_TYPE_BAD_LENGTH');
    expectInvalidForm(await rejectedReply({ content: 'x', components: [actionRow(button(''))] }), 'BASE_TYPE_BAD_LENGTH');
  });

  it('custom_id is unique within a message', async () => {
    expectInvalidForm(
      await rejectedReply({ content: 'x', components: [actionRow(button('same')), actionRow(button('same'))] }),
      'COMPONENT_CUSTOM_ID_DUPLICATED',
    );
  });
});

describe('Components V2', () => {
  const text = (content: string) => ({ type: 10, content });

  it('no content with the IS_COMPONENTS_V2 flag', async () => {
    expectInvalidForm(
      await rejectedReply({ flags: MessageFlags.IsComponentsV2, content: 'hi', components: [text('x')] }),
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    );
  });

  it('no embeds with the IS_COMPONENTS_V2 flag', async () => {
    expectInvalidForm(
      await rejectedReply({ flags: MessageFlags.IsComponentsV2, embeds: [{ title: 't' }], components: [text('x')] }),
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    );
  });

  it('at most 40 components in total, nested ones included', async () => {
    const container = { type: 17, components: Array.from({ length: 40 }, (_, k) => text(`line ${k}`)) };
    expectInvalidForm(
      await rejectedReply({ flags: MessageFlags.IsComponentsV2, components: [container] }),
      'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
    );
  });

  it('attachment:// references must match uploaded files', async () => {
    const gallery = { type: 12, items: [{ media: { url: 'attachment://missing.png' } }] };
    const error = await rejectedReply({ flags: MessageFlags.IsComponentsV2, components: [gallery] }, [
      { name: 'board.png', data: Buffer.from('png') },
    ]);
    expectInvalidForm(error, 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND');
  });

  it('a section needs an accessory, and top-level types are checked', async () => {
    expectInvalidForm(
      await rejectedReply({ flags: MessageFlags.IsComponentsV2, components: [{ type: 9, components: [text('x')] }] }),
      'BASE_TYPE_REQUIRED',
    );
    expectInvalidForm(await rejectedReply({ flags: MessageFlags.IsComponentsV2, components: [button('b')] }), 'COMPONENT_TYPE_INVALID');
  });

  it('a valid V2 message with containers, sections, thumbnails and separators is accepted', async () => {
    const done = onNext(h, async (i) => {
      await i.client.rest.post(Routes.interactionCallback(i.id, i.token), {
        auth: false,
        files: [{ name: 'hero.png', data: Buffer.from('png') }],
        body: {
          type: 4,
          data: {
            flags: MessageFlags.IsComponentsV2,
            attachments: [{ id: 0, filename: 'hero.png' }],
            components: [
              {
                type: 17,
                accent_color: 0xff0000,
                components: [
                  { type: 9, components: [text('**Hero**')], accessory: { type: 11, media: { url: 'attachment://hero.png' } } },
                  { type: 14, divider: true, spacing: 1 },
                  { type: 9, components: [text('Ready?')], accessory: button('ready', 'Ready') },
                ],
              },
            ],
          },
        },
      });
    });
    const outcome = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    expect((await done).error).toBeUndefined();
    expect(JSON.stringify(outcome.message!.components)).toMatch(/\/attachments\/[^"]+\/hero\.png/);
  });
});

describe('content, embeds, attachments, flags', () => {
  it('content is at most 2000 characters', async () => {
    expectInvalidForm(await rejectedReply({ content: 'x'.repeat(2001) }), 'BASE_TYPE_MAX_LENGTH');
  });

  it('at most 10 embeds', async () => {
    expectInvalidForm(await rejectedReply({ embeds: Array.from({ length: 11 }, (_, k) => ({ title: `E${k}` })) }), 'BASE_TYPE_MAX_LENGTH');
  });

  it('embeds total at most 6000 characters', async () => {
    const embeds = Array.from({ length: 2 }, () => ({ title: 't', description: 'd'.repeat(3500) }));
    const error = await rejectedReply({ embeds });
    expectInvalidForm(error, 'BASE_TYPE_MAX_LENGTH');
    expect(JSON.stringify(error.rawError)).toContain('6000');
  });

  it('an attachment over 10 MiB is rejected with 413 (40005), through interaction.reply', async () => {
    const done = onNext(h, async (i) => {
      await (i as ChatInputCommandInteraction).reply({
        files: [new AttachmentBuilder(Buffer.alloc(10 * 1024 * 1024 + 1), { name: 'big.bin' })],
      });
    });
    h.emu.slash(alice, general, 'ping');
    const { error } = await done;
    expect(error).toMatchObject({ status: 413, code: 40005 });
    expect(h.emu.violations().at(-1)!.code).toBe(40005);
  });

  it('the ephemeral flag (64) is only for interaction responses, not channel messages', async () => {
    const channel = (await h.client.channels.fetch(general)) as TextChannel;
    const error = await channel.send({ content: 'secret?', flags: 64 as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expectInvalidForm(error as DiscordAPIError, 'MESSAGE_FLAGS_INVALID');
    expect(h.emu.visibleMessages(alice, general).map((m) => m.content)).not.toContain('secret?');
  });

  it('an ephemeral message does not exist for channel routes (10008)', async () => {
    onNext(h, async (i) => {
      await (i as ChatInputCommandInteraction).reply({ content: 'hidden', flags: MessageFlags.Ephemeral });
    });
    const outcome = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    const channel = (await h.client.channels.fetch(general)) as TextChannel;
    await expect(channel.messages.fetch({ message: String(outcome.message!.id), force: true })).rejects.toMatchObject({ code: 10008 });
  });

  it('autocomplete answers at most 25 choices', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isAutocomplete()) throw new Error('expected autocomplete');
      await i.respond(Array.from({ length: 26 }, (_, k) => ({ name: `c${k}`, value: `c${k}` })));
    });
    h.emu.autocomplete(alice, general, 'game start', { name: 'c' }, 'name');
    const { error } = await done;
    expectInvalidForm(error as DiscordAPIError, 'BASE_TYPE_MAX_LENGTH');
  });
});

describe('authentication and gaps', () => {
  it('bot routes need the bot token (401)', async () => {
    const response = await fetch(`${h.emu.apiBase}/v10/users/@me`, { headers: { authorization: 'Bot wrong' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 0, message: '401: Unauthorized' });
  });

  it('a route the emulator does not implement is a loud 404, recorded as a gap', async () => {
    const response = await fetch(`${h.emu.apiBase}/v10/guilds/${h.emu.guildId}/bans`, { headers: { authorization: `Bot ${h.emu.token}` } });
    expect(response.status).toBe(404);
    expect(h.emu.violations().at(-1)!.message).toMatch(/Route not emulated/);
  });

  it('a 204 answer carries no JSON content type', async () => {
    const response = await fetch(`${h.emu.apiBase}/v10/channels/${general}/typing`, {
      method: 'POST',
      headers: { authorization: `Bot ${h.emu.token}` },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBeNull();
  });
});

describe('edits', () => {
  it('converting a message to Components V2 must clear its content', async () => {
    const done = onNext(h, async (i) => {
      const command = i as ChatInputCommandInteraction;
      await command.reply('plain text first');
      await command.editReply({ flags: MessageFlags.IsComponentsV2, components: [{ type: 10, content: 'now V2' }] } as never);
    });
    h.emu.slash(alice, general, 'ping');
    const { error } = await done;
    expectInvalidForm(error as DiscordAPIError, 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
  });

  it('a follow-up before acknowledging is an unknown webhook (10015)', async () => {
    const done = onNext(h, async (i) => {
      await i.client.rest.post(Routes.webhook(i.applicationId, i.token), { body: { content: 'too early' }, auth: false });
    });
    const handle = h.emu.slash(alice, general, 'ping');
    const { error } = await done;
    expect(error).toMatchObject({ status: 404, code: 10015 });
    h.emu.advanceTime(3100); // let the unanswered interaction fail so it does not linger
    expect((await h.emu.waitForResponse(handle)).kind).toBe('failed');
  });
});
